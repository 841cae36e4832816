#!/usr/bin/env bash
# Usage: suite-passed.sh REPORT SUITE
# Succeeds when the xUnit report that `swift test --xunit-output` wrote for Swift Testing
# (REPORT) holds test cases of the suite SUITE (its type name, in any test module) and all of
# them passed: a passing case is one self-closing <testcase … /> element, a failing or
# skipped one has a child element. CI reads the report, not the console, whose lines were
# once cut short in a run whose tests all passed.
set -euo pipefail
report="$1"
suite="$2"
awk -v suite="$suite" '
  index($0, "<testcase ") && match($0, /classname="[^"]*"/) {
    name = substr($0, RSTART + 11, RLENGTH - 12)
    if (name == suite || substr(name, length(name) - length(suite)) == "." suite) {
      cases++
      if ($0 !~ /\/>[[:space:]]*$/) failed++
    }
  }
  END { exit !(cases > 0 && failed == 0) }
' "$report"
