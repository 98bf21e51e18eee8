#!/usr/bin/env bash
# Prepares the service to start faster with class-data sharing (CDS): unpacks the jar into a folder whose
# classes the JVM can map from an archive, starts the service once with an in-memory database to record
# the classes a start loads, and prints the command that starts the service from that archive.
#
#   scripts/make-cds-archive.sh [JAR] [FOLDER]     (defaults: target/admission-grader.jar, target/cds)
#
# The archive belongs to the JDK that made it and to this jar: make it again after either changes (a
# JVM that cannot use it says so and starts without it). Run it with the java that will run the service.
set -euo pipefail
jar=${1:-target/admission-grader.jar}
folder=${2:-target/cds}
java=${JAVA:-java}

rm -rf "$folder"
"$java" -Djarmode=tools -jar "$jar" extract --destination "$folder"
app="$folder/$(basename "$jar")"

# The training start: the whole application context on a database of its own, stopped as soon as it is
# refreshed (spring.context.exit), no port taken and no suites folder read.
training=$(mktemp -d)
trap 'rm -rf "$training"' EXIT
(cd "$training" && "$java" -XX:ArchiveClassesAtExit="$(realpath "$folder")/grader.jsa" \
    -Dspring.context.exit=onRefresh -jar "$(realpath "$app")" serve \
    --server.port=0 --spring.datasource.url=jdbc:h2:mem:cds-training --grader.suites.visible-only=true \
    --grader.queue.workers=0 > training.log 2>&1) || {
    echo "the training start failed; its log:" >&2
    cat "$training/training.log" >&2
    exit 1
}

echo "Start the service with:"
echo "  $java -XX:SharedArchiveFile=$folder/grader.jsa -jar $app serve"
