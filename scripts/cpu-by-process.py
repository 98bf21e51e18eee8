#!/usr/bin/env python3
"""CPU time by kind of process while a command runs, read from /proc once a second.

    scripts/cpu-by-process.py ./mvnw -B verify

runs the command and then prints, for each kind (Maven, the test JVMs, worker JVMs, service
processes the tests start, the packaged jars, Chromium, PostgreSQL, other), the CPU seconds its
processes used while the command ran and how many there were. It reads every process on the machine,
since the tests' processes are not all the command's children: run it on an otherwise quiet machine.
A process that lives less than a second between two readings can be missed; a process that was
running before the command counts only what it used after. Linux only.
"""
import collections
import os
import subprocess
import sys
import time

KINDS = [
    ("test JVM", lambda c: "surefirebooter" in c),
    ("Maven", lambda c: "plexus-classworlds" in c),
    ("worker JVM", lambda c: "java" in c and ("grader-workers" in c or "WorkerMain" in c)),
    ("service process", lambda c: "AdmissionGraderApplication" in c),
    ("packaged jar", lambda c: "admission-grader-cli.jar" in c or "admission-grader.jar" in c),
    ("Chromium", lambda c: "chrom" in c),
    ("PostgreSQL", lambda c: "postgres" in c),
    ("bubblewrap", lambda c: "bwrap" in c),
    ("other java", lambda c: "java" in c),
]


def kind(command):
    return next((name for name, test in KINDS if test(command)), "other")


def readings():
    found = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as stat:
                text = stat.read()
            fields = text[text.rindex(")") + 2:].split()
            found[(pid, fields[19])] = int(fields[11]) + int(fields[12])
        except (OSError, ValueError):
            pass
    return found


def command_of(pid):
    try:
        with open(f"/proc/{pid}/cmdline") as cmdline:
            return cmdline.read().replace("\0", " ")
    except OSError:
        return ""


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ticks = os.sysconf("SC_CLK_TCK")
    before = readings()
    seen = {}
    child = subprocess.Popen(sys.argv[1:])
    while child.poll() is None:
        for key, used in readings().items():
            if key not in seen:
                seen[key] = [kind(command_of(key[0])), before.get(key, 0), used]
            seen[key][2] = used
        time.sleep(1)
    seconds = collections.Counter()
    count = collections.Counter()
    for name, start, last in seen.values():
        if last > start:
            seconds[name] += (last - start) / ticks
            count[name] += 1
    print(f"exit {child.returncode}; CPU seconds by kind of process while it ran:", file=sys.stderr)
    for name, used in seconds.most_common():
        print(f"{used:9.1f}  {count[name]:5d} processes  {name}", file=sys.stderr)
    sys.exit(child.returncode)


if __name__ == "__main__":
    main()
