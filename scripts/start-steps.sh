#!/usr/bin/env bash
# Starts the service once with Spring's bean-creation lines logged, stops it as soon as health answers, and
# prints the longest steps of its start: the time between each log line and the next, largest first, with
# the two lines that bound it. Like time-to-healthy.sh it runs in a fresh folder (a new H2 file) on the
# jar's visible cases.
#
#   scripts/start-steps.sh JAVA JAR [JVM options...]
#   scripts/start-steps.sh java target/cds/admission-grader.jar -XX:SharedArchiveFile=target/cds/grader.jsa
set -euo pipefail
java=$1 jar=$(realpath "$2")
shift 2
steps=${STEPS:-15}
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
folder=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$folder"' EXIT
cd "$folder"
start=$(date +%s.%N)
XDG_CACHE_HOME=$folder/cache "$java" "$@" -jar "$jar" serve --server.port="$port" \
    --grader.suites.visible-only=true --grader.security.bootstrap-instructor-token=start-steps \
    --logging.level.org.springframework.beans.factory.support.DefaultListableBeanFactory=debug \
    > service.log 2>&1 &
pid=$!
until curl -sf "http://127.0.0.1:$port/actuator/health" > /dev/null; do
    kill -0 "$pid" 2>/dev/null || { echo "the service stopped; its log:" >&2; cat service.log >&2; exit 1; }
    sleep 0.05
done
echo "healthy after $(echo "$(date +%s.%N) - $start" | bc) s"
python3 - "$steps" service.log <<'PYTHON'
import datetime, re, sys
line = re.compile(r'(\d{4}-\d\d-\d\dT[\d:.]+)Z\s+\w+\s+\d+ --- .*?\] \S+\s*: (.*)')
events = [(datetime.datetime.fromisoformat(m.group(1)), m.group(2)[:100])
          for m in map(line.match, open(sys.argv[2], encoding='utf-8', errors='replace')) if m]
gaps = sorted(((later[0] - earlier[0]).total_seconds(), earlier[1], later[1])
              for earlier, later in zip(events, events[1:]))
print(f"{len(events)} log lines over {(events[-1][0] - events[0][0]).total_seconds():.2f} s; the longest steps:")
for seconds, after, before in reversed(gaps[-int(sys.argv[1]):]):
    print(f"{seconds:6.3f} s  after: {after}\n          until: {before}")
PYTHON
