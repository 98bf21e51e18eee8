#!/usr/bin/env bash
# Starts the service once and prints how long it took to answer /actuator/health and to give its first
# verdict (a learner created, Unit A's reference policy submitted, its report read with ?wait), and the
# CPU time its own process spent until then (not its workers'), then stops it. It runs in a fresh folder
# (a new H2 file), grades with the jar's visible cases, and starts its workers from the learner's jar when
# one is named.
#
#   scripts/time-to-healthy.sh JAVA JAR [JVM options...]
#   GRADER_SANDBOX_WORKER_JAR=target/admission-grader-cli.jar scripts/time-to-healthy.sh java target/admission-grader.jar
#
# Alternate the commands you compare, on a machine with nothing else running.
set -euo pipefail
java=$1 jar=$(realpath "$2")
shift 2
source_file=$(realpath "$(dirname "$0")/../grader-cases/ch03-unit-a/catalogue/correct/Reference.java")
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
folder=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$folder"' EXIT
cd "$folder"
base=http://127.0.0.1:$port
cpu() {
    read -r -a stat < "/proc/$pid/stat"
    echo "(${stat[13]} + ${stat[14]}) / $(getconf CLK_TCK)" | bc -l | cut -c1-5
}
start=$(date +%s.%N)
XDG_CACHE_HOME=$folder/cache "$java" "$@" -jar "$jar" serve --server.port="$port" \
    --grader.suites.visible-only=true --grader.security.bootstrap-instructor-token=time-to-healthy \
    > service.log 2>&1 &
pid=$!
until curl -sf "$base/actuator/health" > /dev/null; do
    kill -0 "$pid" 2>/dev/null || { echo "the service stopped; its log:" >&2; cat service.log >&2; exit 1; }
    sleep 0.05
done
healthy=$(date +%s.%N) healthy_cpu=$(cpu)
token=$(curl -sf -H 'Authorization: Bearer time-to-healthy' -H 'Content-Type: application/json' \
    -d '{"id": "first"}' "$base/api/instructor/learners" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
id=$(python3 -c 'import json,sys; print(json.dumps({"assignment": "ch03-unit-a", "source": open(sys.argv[1]).read()}))' \
    "$source_file" | curl -sf -H "Authorization: Bearer $token" -H 'Content-Type: application/json' -d @- \
    "$base/api/submissions" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
until curl -sf -H "Authorization: Bearer $token" "$base/api/submissions/$id?wait=5" \
    | python3 -c 'import json,sys; sys.exit(json.load(sys.stdin)["status"] in ("QUEUED", "RUNNING"))'; do :; done
verdict=$(date +%s.%N)
echo "healthy after $(echo "$healthy - $start" | bc) s (service CPU $healthy_cpu s);" \
    "first verdict after $(echo "$verdict - $start" | bc) s (service CPU $(cpu) s)"
