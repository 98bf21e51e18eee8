#!/usr/bin/env bash
# Builds target/admission-grader.jar twice from the commit checked out here, each time in a fresh clone
# in a folder of its own (as CI builds it), and compares the two jars byte for byte. On a difference it
# lists the entries whose order, time or content differ, so that the cause can be found.
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
    cp "$work/$build/target/admission-grader.jar" "$work/$build.jar"
done

if cmp -s "$work/first.jar" "$work/second.jar"; then
    echo "reproducible: both builds of $commit gave the same jar, sha256 $(sha256sum "$work/first.jar" | cut -d' ' -f1)"
    exit 0
fi

echo "NOT reproducible: the two jars of $commit differ" >&2
unzip -Z -T "$work/first.jar" > "$work/first.list"
unzip -Z -T "$work/second.jar" > "$work/second.list"
echo "entries whose order, size or time differ (< first build, > second build):" >&2
diff "$work/first.list" "$work/second.list" | head -40 >&2 || true
mkdir "$work/a" "$work/b"
(cd "$work/a" && unzip -q ../first.jar)
(cd "$work/b" && unzip -q ../second.jar)
echo "contents that differ:" >&2
diff -r "$work/a" "$work/b" | head -40 >&2 || true
exit 1
