#!/usr/bin/env bash
# How long a one-shot `grade` takes from a fresh process, against `javac Hello.java && java Hello` of a one-line
# program: the three (and a fourth, the learner's jar on a cache folder emptied before each run, as a CI machine
# that keeps no cache runs it, and a fifth, the service's jar starting its worker from the learner's jar) run in
# turn, round after round, so that a change in the machine's load reaches all alike. Each run is
# timed by GNU time as a whole process with the processes it waited for (the CLI reaps its worker JVM), and the
# medians of wall and CPU (user + system) seconds are printed with their ratio to javac + java.
#
#   scripts/grade-startup-benchmark.sh [ROUNDS]          (default 7; needs /usr/bin/time and a built target/)
#   BEFORE_JAR=old/admission-grader.jar scripts/grade-startup-benchmark.sh    (adds an older jar's grade)
#
# The grading is the CI hook's: a correct Unit A policy (the catalogue's Reference.java), in a worker JVM, jailed
# where bubblewrap is installed. Run it from the repository's root after ./mvnw -DskipTests package.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-7}
service_jar=$PWD/target/admission-grader.jar
learner_jar=$PWD/target/admission-grader-cli.jar
policy=$PWD/grader-cases/ch03-unit-a/catalogue/correct/Reference.java
for file in "$service_jar" "$learner_jar" /usr/bin/time; do
    [ -e "$file" ] || { echo "missing $file (./mvnw -DskipTests package; apt-get install time)" >&2; exit 64; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'public class Hello { public static void main(String[] a) { System.out.println("hello"); } }\n' > "$work/Hello.java"
export XDG_CACHE_HOME=$work/cache # the learner's jar's class-data archive, this run's own
unset GRADER_SANDBOX_WORKER_JAR # each command says where its workers start from

declare -A commands=(
    [javac+java]="cd $work && javac -d hello Hello.java && java -cp hello Hello"
    [service-jar]="java -jar $service_jar grade --assignment ch03-unit-a $policy"
    [service-jar+worker-jar]="GRADER_SANDBOX_WORKER_JAR=$learner_jar java -jar $service_jar grade --assignment ch03-unit-a $policy"
    [learner-jar]="java -jar $learner_jar grade --assignment ch03-unit-a $policy"
    # A cache folder of its own, emptied before each run: a CI machine that keeps no cache between jobs.
    [learner-jar-no-archive]="rm -rf $work/cache-first && XDG_CACHE_HOME=$work/cache-first java -jar $learner_jar grade --assignment ch03-unit-a $policy"
)
order=(javac+java service-jar service-jar+worker-jar learner-jar learner-jar-no-archive)
if [ -n "${BEFORE_JAR:-}" ]; then
    # A cache folder of its own, which the runs without an archive leave alone.
    commands[before-jar]="XDG_CACHE_HOME=$work/cache-before java -jar $(realpath "$BEFORE_JAR") grade --assignment ch03-unit-a $policy"
    order+=(before-jar)
fi

run() { # one timed run; appends "wall cpu" to the command's file
    /usr/bin/time -f '%e %U %S' -o "$work/time" sh -c "${commands[$1]}" > "$work/out" 2>&1 \
        || { echo "$1 failed:" >&2; cat "$work/out" >&2; exit 1; }
    awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time" >> "$work/$1.times"
}

# The learner's jar's first run only marks its cache folder used; its second writes both archives.
echo "warm-up rounds (write the learner's jar's class-data archives)"
for _ in 1 2; do
    for name in "${order[@]}"; do run "$name"; rm -f "$work/$name.times"; done
done
for round in $(seq "$rounds"); do
    echo "round $round of $rounds"
    for name in "${order[@]}"; do run "$name"; done
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
base_wall=$(cut -d' ' -f1 "$work/javac+java.times" | median)
base_cpu=$(cut -d' ' -f2 "$work/javac+java.times" | median)
echo
echo "medians of $rounds runs each; load average now: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-24s %8s %8s %10s %10s\n' command wall-s cpu-s wall/base cpu/base
for name in "${order[@]}"; do
    wall=$(cut -d' ' -f1 "$work/$name.times" | median)
    cpu=$(cut -d' ' -f2 "$work/$name.times" | median)
    printf '%-24s %8.2f %8.2f %10.2f %10.2f\n' "$name" "$wall" "$cpu" \
        "$(echo "$wall / $base_wall" | bc -l)" "$(echo "$cpu / $base_cpu" | bc -l)"
done
