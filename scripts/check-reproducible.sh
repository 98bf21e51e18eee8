#!/usr/bin/env bash
# Builds the service jar (target/admission-grader.jar) and the learner's jar (target/admission-grader-cli.jar)
# twice from the commit checked out here, each time in a fresh clone in a folder of its own (as CI builds
# it), and compares each jar of one build with the other's byte for byte. On a difference it lists the
# entries whose order, time or content differ, so that the cause can be found.
# Uncommitted changes are not part of the check: commit first.
# Arguments go to Maven, e.g. scripts/check-reproducible.sh -o for an offline build.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(git rev-parse --show-toplevel)
commit=$(git rev-parse --short HEAD)
if [ -n "$(git status --porcelain)" ]; then
    echo "note: uncommitted changes are left out; this checks commit $commit" >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for build in first second; do
    echo "$build build of $commit"
    git clone -q "$top" "$work/$build"
    (cd "$work/$build" && ./mvnw -B -q "$@" package -DskipTests)
done

differs=0
for jar in admission-grader admission-grader-cli; do
    first="$work/first/target/$jar.jar"
    second="$work/second/target/$jar.jar"
    if cmp -s "$first" "$second"; then
        echo "reproducible: both builds of $commit gave the same $jar.jar, sha256 $(sha256sum "$first" | cut -d' ' -f1)"
        continue
    fi
    differs=1
    echo "NOT reproducible: the two $jar.jar of $commit differ" >&2
    unzip -Z -T "$first" > "$work/$jar-first.list"
    unzip -Z -T "$second" > "$work/$jar-second.list"
    echo "entries whose order, size or time differ (< first build, > second build):" >&2
    diff "$work/$jar-first.list" "$work/$jar-second.list" | head -40 >&2 || true
    mkdir "$work/$jar-a" "$work/$jar-b"
    (cd "$work/$jar-a" && unzip -q "$first")
    (cd "$work/$jar-b" && unzip -q "$second")
    echo "contents that differ:" >&2
    diff -r "$work/$jar-a" "$work/$jar-b" | head -40 >&2 || true
done
exit "$differs"
