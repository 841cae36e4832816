#!/usr/bin/env bash
# A package that uses CleanScenes as a user would: it depends on this checkout by path,
# imports only TerminalUI (and TerminalUITesting in its tests), and is made of the code
# listings of the Getting Started article, so the article builds as written.
#
# It builds the package, runs its tests once in record mode (the snapshot is written
# beside the test) and once more to check against what was recorded, then checks that no
# file imports TerminalCore. No network: the only dependency is a local path.
#
# Usage: .ci/consumer-check.sh [--keep]   (--keep leaves the package in place and prints it)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
article="$root/Sources/TerminalUI/TerminalUI.docc/GettingStarted.md"

work="$(mktemp -d)"
if [ "${1:-}" = "--keep" ]; then
  echo "consumer package: $work/Hello"
else
  trap 'rm -rf "$work"' EXIT
fi
# The article depends on "../CleanScenes": a link gives this checkout that name (the
# package's identity comes from the last component of its path).
ln -s "$root" "$work/CleanScenes"
mkdir "$work/Hello"

echo "== extract the article's listings"
# A ```swift listing is a file of the package when its first line names it: Package.swift
# starts with "// swift-tools-version", any other file with "// <path>".
awk -v out="$work/Hello" '
  /^```swift$/ { inside = 1; first = 1; file = ""; next }
  /^```$/ && inside { if (file != "") close(file); inside = 0; next }
  inside && first {
    first = 0
    if ($0 ~ /^\/\/ swift-tools-version/) file = out "/Package.swift"
    else if ($0 ~ /^\/\/ (Sources|Tests)\/.*\.swift$/) {
      file = out "/" substr($0, 4)
      dir = file; sub(/\/[^\/]*$/, "", dir); system("mkdir -p \"" dir "\"")
      next
    }
  }
  inside && file != "" { print > file }
' "$article"
(cd "$work/Hello" && find . -type f | sort)
for expected in Package.swift Sources/hello/main.swift \
  Tests/GreetingTests/GreetingViewControllerTests.swift; do
  [ -f "$work/Hello/$expected" ] || { echo "the article has no listing of $expected"; exit 1; }
done

echo "== only TerminalUI and TerminalUITesting are imported"
if grep -rn "import TerminalCore" "$work/Hello/Sources" "$work/Hello/Tests"; then
  echo "a file imports TerminalCore: the one-import promise is broken"
  exit 1
fi

cd "$work/Hello"
echo "== swift build --build-tests"
swift build --build-tests 2>&1 | tee build.log | grep -E "error|warning: .*Hello|Compiling Greeting" || true
grep -q "Build complete" build.log || { cat build.log; exit 1; }

echo "== without a snapshot the test fails and says how to record it"
if swift test --skip-build > first.log 2>&1; then
  echo "the snapshot test passed without a snapshot"
  exit 1
fi
grep -q "CLEANSCENES_RECORD_SNAPSHOTS=1" first.log || { cat first.log; exit 1; }

echo "== record, then check against the recording"
CLEANSCENES_RECORD_SNAPSHOTS=1 swift test --skip-build > record.log 2>&1 || { cat record.log; exit 1; }
snapshot=Tests/GreetingTests/__Snapshots__/GreetingViewControllerTests/waved-twice-40x10.txt
[ -f "$snapshot" ] || { echo "record mode wrote no $snapshot"; cat record.log; exit 1; }
cat "$snapshot"
swift test --skip-build 2>&1 | tee test.log | grep -E "✘|Test run" || true
grep -q "Suite GreetingViewControllerTests passed" test.log || { cat test.log; exit 1; }
echo "consumer check passed"
