#!/usr/bin/env bash
# A package that uses CleanScenes as a user would: it depends on this checkout by path,
# imports only TerminalUI (and TerminalUITesting in its tests), and is made of the code
# listings of the Getting Started article, so the article builds as written.
#
# The README's "Use CleanScenes in your package" section is checked on the same package:
# its main.swift is the article's; its storyboard and its `Scenes` target (a name the
# demo's target must not take) are added, and its commands scaffold two scenes into that
# target with the command plugin, one presented from the other and going back to it; its
# shipping build (`--static-swift-stdlib`) makes a `hello` that loads none of Swift's
# libraries, and its laid-out shipping build puts TerminalUI's hot path in the order of
# `hot-path.order`.
#
# It builds the package once, runs its tests (the scaffolded ones pass at once, their
# snapshots written by the scaffolder; the article's fails for want of a snapshot), once in
# record mode (the snapshot is written beside the test) and once more to check against
# what was recorded. No network: the only dependency is a local path.
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
# extract OUT FILE [PREFIX]: the listings of FILE whose path starts with PREFIX, into OUT.
extract() {
awk -v out="$1" -v prefix="${3:-}" '
  /^```swift$/ { inside = 1; first = 1; file = ""; next }
  /^```$/ && inside { if (file != "") close(file); inside = 0; next }
  inside && first {
    first = 0
    if ($0 ~ /^\/\/ swift-tools-version/ && prefix == "") file = out "/Package.swift"
    else if ($0 ~ /^\/\/ (Sources|Tests)\/.*\.swift$/ && index($0, "// " prefix) == 1) {
      file = out "/" substr($0, 4)
      dir = file; sub(/\/[^\/]*$/, "", dir); system("mkdir -p \"" dir "\"")
      next
    }
  }
  inside && file != "" { print > file }
' "$2"
}
extract "$work/Hello" "$article"
(cd "$work/Hello" && find . -type f | sort)
for expected in Package.swift Sources/hello/main.swift \
  Tests/GreetingTests/GreetingViewControllerTests.swift; do
  [ -f "$work/Hello/$expected" ] || { echo "the article has no listing of $expected"; exit 1; }
done

echo "== the README's main.swift is the article's, and its Scenes target is added"
readme="$root/README.md"
mkdir "$work/readme"
extract "$work/readme" "$readme" "Sources/hello/"
cmp "$work/readme/Sources/hello/main.swift" "$work/Hello/Sources/hello/main.swift" \
  || { echo "the README's main.swift differs from the Getting Started article's"; exit 1; }
extract "$work/Hello" "$readme" "Sources/Scenes/"
[ -f "$work/Hello/Sources/Scenes/AppStoryboard.swift" ] \
  || { echo "the README has no listing of Sources/Scenes/AppStoryboard.swift"; exit 1; }
# The README's "// Package.swift: targets" listing goes at the top of the targets.
awk '/^```swift$/ { getline first; if (first == "// Package.swift: targets") grab = 1; next }
  /^```$/ { grab = 0 } grab' "$readme" > "$work/targets.swift"
grep -q 'name: "Scenes"' "$work/targets.swift" || { echo "the README adds no Scenes target"; exit 1; }
awk -v targets="$work/targets.swift" '
  { print }
  /^  targets: \[$/ { while ((getline line < targets) > 0) print "    " line }
' "$work/Hello/Package.swift" > "$work/Package.swift" && mv "$work/Package.swift" "$work/Hello/Package.swift"

echo "== only TerminalUI and TerminalUITesting are imported"
if grep -rn "import TerminalCore" "$work/Hello/Sources" "$work/Hello/Tests"; then
  echo "a file imports TerminalCore: the one-import promise is broken"
  exit 1
fi

cd "$work/Hello"
echo "== the README's commands scaffold two scenes into Scenes with the plugin"
# The ```sh listing that runs the plugin, continuation lines joined, without its last
# line (swift build && swift test: done below, once).
awk '/^```sh$/ { inside = 1; block = ""; next }
  /^```$/ && inside { inside = 0; if (block ~ /scaffold Profile --target Scenes/) printf "%s", block; next }
  inside { block = block $0 "\n" }' "$readme" | sed -e ':a' -e '/\\$/N; s/\\\n//; ta' \
  | grep -E '^(mkdir|swift package) ' > scaffold-commands.sh
[ "$(wc -l < scaffold-commands.sh)" -eq 3 ] || { cat scaffold-commands.sh; exit 1; }
cat scaffold-commands.sh
bash -euo pipefail scaffold-commands.sh

echo "== the plugin refuses, writes nothing and says why"
before="$(find Sources Tests -type f -exec cksum {} + | sort)"
refuse() {  # refuse MESSAGE ARGUMENTS...: the plugin fails and prints MESSAGE
  local message="$1"; shift
  local status=0 attempt
  # SwiftPM 6.3.1 itself once crashed (SIGSEGV in `_dispatch_event_loop_drain`, as other
  # Swift tools that run child processes on Linux do at times: moreSwift/swift-bundler#150)
  # as the plugin exited with its error, before relaying it: a crash of `swift package`,
  # not a refusal, is tried once more.
  for attempt in 1 2; do
    status=0
    swift package --allow-writing-to-package-directory scaffold "$@" > refusal.log 2>&1 || status=$?
    [ "$status" -gt 128 ] || break
    echo "swift package died of signal $((status - 128)) (attempt $attempt)"
  done
  [ "$status" -ne 0 ] || { echo "scaffold $* was not refused"; exit 1; }
  grep -qF -- "$message" refusal.log || { echo "scaffold $*: no '$message'"; cat refusal.log; exit 1; }
  # When the tool refused, its message comes first and the plugin only adds how it ended.
  local ended
  ended="$(grep -n '^(scaffold exited with status' refusal.log | cut -d: -f1 || true)"
  if [ -n "$ended" ] && [ "$(grep -nF -- "$message" refusal.log | head -1 | cut -d: -f1)" -gt "$ended" ]; then
    echo "scaffold $*: the plugin's note comes before the tool's message"; cat refusal.log; exit 1
  fi
}
refuse "the package has no source target 'Nope'" Other --target Nope
refuse "Sources/Greeting has no storyboard" Other --target Greeting
refuse "the type 'Segue' (" Segue --target Scenes
# TerminalUITesting's types clash too: the generated tests import it.
refuse "the type 'HeadlessScreen' (" HeadlessScreen --target Scenes
refuse "Scene 'Profile' already exists" Profile --target Scenes
refuse "give the target to add the scene to: --target NAME" Other
# A --tests of the user's replaces the plugin's (it is not "given more than once").
refuse "--tests /elsewhere/Tests is outside the package root" Other --target Scenes \
  --tests /elsewhere/Tests
refuse "the plugin sets --root itself" Other --target Scenes --root /elsewhere
[ "$(find Sources Tests -type f -exec cksum {} + | sort)" = "$before" ] \
  || { echo "a refused scaffold changed the package"; exit 1; }

echo "== swift build --build-tests"
swift build --build-tests 2>&1 | tee build.log | grep -E "error|warning: .*Hello|Compiling Greeting" || true
grep -q "Build complete" build.log || { cat build.log; exit 1; }

echo "== without a snapshot the test fails and says how to record it"
if swift test --skip-build --xunit-output first.xml > first.log 2>&1; then
  echo "the snapshot test passed without a snapshot"
  exit 1
fi
grep -q "CLEANSCENES_RECORD_SNAPSHOTS=1" first.log || { cat first.log; exit 1; }
for suite in Profile Settings; do
  for component in Interactor Presenter ViewController Router; do
    bash "$root/.ci/suite-passed.sh" first-swift-testing.xml "$suite${component}Tests" \
      || { echo "the scaffolded $suite${component}Tests did not pass at once"; cat first.log; exit 1; }
  done
done

echo "== record, then check against the recording"
CLEANSCENES_RECORD_SNAPSHOTS=1 swift test --skip-build > record.log 2>&1 || { cat record.log; exit 1; }
snapshot=Tests/GreetingTests/__Snapshots__/GreetingViewControllerTests/waved-twice-40x10.txt
[ -f "$snapshot" ] || { echo "record mode wrote no $snapshot"; cat record.log; exit 1; }
cat "$snapshot"
swift test --skip-build --xunit-output test.xml 2>&1 | tee test.log | grep -E "✘|Test run" || true
bash "$root/.ci/suite-passed.sh" test-swift-testing.xml GreetingViewControllerTests \
  || { cat test.log; exit 1; }

echo "== the README's shipping build links Swift's libraries into hello"
ship="$(awk '/^```sh$/ { getline line; if (line ~ /--static-swift-stdlib --product hello/) print line }' "$readme")"
[ -n "$ship" ] || { echo "the README has no shipping build of hello"; exit 1; }
echo "$ship"
bash -euo pipefail -c "$ship" 2>&1 | tail -1
if ldd .build/release/hello | grep libswift; then
  echo "the shipped hello still loads Swift's libraries"
  exit 1
fi

echo "== the README's laid-out shipping build puts hello's hot path in the order's order"
laid_out="$(awk '/^```sh$/ { block = ""; inside = 1; next }
  /^```$/ { if (inside && block ~ /--product hello/ && block ~ /symbol-ordering-file/) print block
            inside = 0 }
  inside { block = block $0 "\n" }' "$readme")"
[ -n "$laid_out" ] || { echo "the README has no laid-out shipping build of hello"; exit 1; }
order=../CleanScenes/Sources/TerminalUI/hot-path.order
laid_out="$(printf '%s\n' "$laid_out" | sed "s|^order=.*|order=$order|")"
echo "$laid_out"
bash -euo pipefail -c "$laid_out" 2>&1 | tail -1
# The addresses of the order's TerminalCore and TerminalUI functions found in hello rise in
# the order's order. (Those of the C parts of the runtime need not: compiled without a
# section per function, a whole section goes where its first function is listed. Nor do the
# data listed after the functions: a type's metadata goes with its file's data section, and
# read-only, writable and zero-filled data each have an output section of their own.)
"$(command -v llvm-nm || command -v nm)" --defined-only .build/laid-out/release/hello \
  | awk 'NF == 3 && $2 ~ /^[tTwW]$/ { print $1, $3 }' > symbols.txt
awk 'NR == FNR { address[$2] = $1; next }
  /^\$s(12TerminalCore|10TerminalUI)/ && ($1 in address) { print address[$1] }' \
  symbols.txt "$order" > laid-out.txt
echo "$(wc -l < laid-out.txt) of the order's functions in hello"
[ "$(wc -l < laid-out.txt)" -ge 40 ] || { echo "hello has few of the order's functions"; exit 1; }
sort -c laid-out.txt || { echo "hello's hot path is not laid out in the order's order"; exit 1; }
echo "consumer check passed"
