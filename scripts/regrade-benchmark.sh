#!/usr/bin/env bash
# Times one regrade of a whole assignment on a copy of a seeded database: starts the service on the copy,
# waits until it is healthy, asks for a forced regrade, waits until it has finished, and prints the
# regrade's wall time and the CPU time the service and its worker JVMs spent on it; then stops the
# service and removes the copy. The seeded database is never changed, so runs can be repeated.
#
#   scripts/regrade-benchmark.sh JAR DATABASE_FOLDER [SERVICE OPTION ...]
#
# DATABASE_FOLDER holds grader.mv.db, written by
#   java -jar JAR seed --database jdbc:h2:file:DATABASE_FOLDER/grader --submissions 10000 \
#        --instructor-token bench-instructor
# Service options pass through, e.g. --grader.sandbox.compile-cache-bytes=0 to compile every source.
# Environment: PORT (default 8097), TOKEN (default bench-instructor), ASSIGNMENT (default ch03-unit-a).
set -euo pipefail
jar=$(realpath "$1")
seeded=$(realpath "$2")
shift 2
port=${PORT:-8097}
token=${TOKEN:-bench-instructor}
assignment=${ASSIGNMENT:-ch03-unit-a}
base="http://127.0.0.1:$port"

work=$(mktemp -d)
service=
stop() {
    if [ -n "$service" ]; then
        kill "$service" 2>/dev/null || true
        wait "$service" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap stop EXIT
cp "$seeded/grader.mv.db" "$work/"

# CPU seconds of the service, its reaped children (retired workers) and its live descendants (workers).
cpu_seconds() {
    local pids=("$service") more=("$service") next
    while [ ${#more[@]} -gt 0 ]; do
        next=()
        for pid in "${more[@]}"; do
            while read -r child; do next+=("$child"); done < <(cat /proc/"$pid"/task/*/children 2>/dev/null | tr ' ' '\n' | grep . || true)
        done
        pids+=("${next[@]}")
        more=("${next[@]}")
    done
    local ticks=0 stat
    for pid in "${pids[@]}"; do
        stat=$(cat /proc/"$pid"/stat 2>/dev/null || true)
        [ -n "$stat" ] || continue
        # fields after the command's closing parenthesis: utime stime cutime cstime are 12 to 15 there
        read -r -a fields <<< "${stat##*) }"
        ticks=$((ticks + fields[11] + fields[12]))
        if [ "$pid" = "$service" ]; then
            ticks=$((ticks + fields[13] + fields[14]))
        fi
    done
    echo "$ticks $(getconf CLK_TCK)" | awk '{ printf "%.2f", $1 / $2 }'
}

java -jar "$jar" serve --server.port="$port" --server.address=127.0.0.1 \
    --spring.datasource.url="jdbc:h2:file:$work/grader" --logging.level.root=WARN "$@" > "$work/service.log" 2>&1 &
service=$!
for _ in $(seq 1 300); do
    if curl -fs "$base/actuator/health" > /dev/null 2>&1; then break; fi
    kill -0 "$service" 2>/dev/null || { cat "$work/service.log" >&2; exit 1; }
    sleep 1
done
curl -fs "$base/actuator/health" > /dev/null || { echo "the service did not become healthy" >&2; exit 1; }
sleep 5 # the workers' warm-up

start=$(date +%s.%N)
cpu_start=$(cpu_seconds)
started=$(curl -fs -X POST -H "Authorization: Bearer $token" "$base/api/instructor/assignments/$assignment/regrade?force=true")
id=$(jq -r .id <<< "$started")
queued=$(jq -r .queued <<< "$started")
while true; do
    sleep 2
    summary=$(curl -fs -H "Authorization: Bearer $token" "$base/api/instructor/assignments/$assignment/regrades" \
        | jq -c --arg id "$id" '(if type == "array" then . else .items end)[] | select(.id == $id)')
    if [ "$(jq -r .finished <<< "$summary")" = "true" ]; then break; fi
done
end=$(date +%s.%N)
cpu_end=$(cpu_seconds)
echo "regrade of $queued submissions: $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }') s wall," \
    "$(awk -v a="$cpu_start" -v b="$cpu_end" 'BEGIN { printf "%.1f", b - a }') s CPU (service and workers);" \
    "done $(jq -r .done <<< "$summary"), failed $(jq -r .failed <<< "$summary")"
