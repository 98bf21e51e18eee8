#!/usr/bin/env bash
# Starts the service once and prints how long it took to answer /actuator/health and the CPU time its own
# process spent until then (not its workers'), then stops it. It runs in a fresh folder (a new H2 file),
# grades with the jar's visible cases, and starts its workers from the learner's jar when one is named.
#
#   scripts/time-to-healthy.sh JAVA JAR [JVM options...]
#   GRADER_SANDBOX_WORKER_JAR=target/admission-grader-cli.jar scripts/time-to-healthy.sh java target/admission-grader.jar
#
# Alternate the commands you compare, on a machine with nothing else running.
set -euo pipefail
java=$1 jar=$(realpath "$2")
shift 2
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
folder=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$folder"' EXIT
cd "$folder"
start=$(date +%s.%N)
XDG_CACHE_HOME=$folder/cache "$java" "$@" -jar "$jar" serve --server.port="$port" \
    --grader.suites.visible-only=true > service.log 2>&1 &
pid=$!
until curl -sf "http://127.0.0.1:$port/actuator/health" > /dev/null; do
    kill -0 "$pid" 2>/dev/null || { echo "the service stopped; its log:" >&2; cat service.log >&2; exit 1; }
    sleep 0.05
done
end=$(date +%s.%N)
read -r -a stat < "/proc/$pid/stat"
echo "healthy after $(echo "$end - $start" | bc) s; service CPU $(echo "(${stat[13]} + ${stat[14]}) / $(getconf CLK_TCK)" | bc -l | cut -c1-5) s"
