#!/usr/bin/env bash
# Usage: bench-budgets.sh BENCH_JSON
# Fails when a figure of `bench` that does not depend on the machine's speed is over its
# budget: bytes written per key, heap allocations and isolation checks per frame are counts,
# the same on every run, so CI holds them; times vary with the machine and are only
# reported. A budget is the goal or today's figure, whichever is lower; raise one
# only on purpose. Neither the framework's per-frame paths nor the demo's Home → Detail
# make an isolation check. Peak memory is held too, as the demo's over bare Swift's measured
# in the same run (the goal: at most 2 MB more): pages mapped, not a time.
set -euo pipefail
figures="$1"
awk '
  BEGIN {
    budget["typed_char_bytes_mean"] = 1.0
    budget["frame_allocations_steady"] = 0.1
    budget["core_frame_allocations_steady"] = 0
    budget["text_view_frame_allocations_steady"] = 0
    budget["table_100_down_inside_bytes_mean"] = 37.15
    budget["table_100_down_scrolling_bytes_mean"] = 54
    budget["table_1m_down_inside_bytes_mean"] = 37.15
    budget["table_1m_down_scrolling_bytes_mean"] = 54
    budget["table_100_down_inside_allocations_mean"] = 0
    budget["table_100_down_scrolling_allocations_mean"] = 0
    budget["table_1m_down_inside_allocations_mean"] = 0
    budget["table_1m_down_scrolling_allocations_mean"] = 0
    budget["frame_isolation_checks_steady"] = 0
    budget["home_to_detail_isolation_checks"] = 0
    budget["table_100_down_inside_isolation_checks_mean"] = 0
    budget["table_100_down_scrolling_isolation_checks_mean"] = 0
    budget["table_1m_down_inside_isolation_checks_mean"] = 0
    budget["table_1m_down_scrolling_isolation_checks_mean"] = 0
  }
  match($0, /"[a-z0-9_]+": /) {
    key = substr($0, RSTART + 1, RLENGTH - 4)
    value = substr($0, RSTART + RLENGTH)
    sub(/,[[:space:]]*$/, "", value)
    if (key == "startup_peak_rss_mb" || key == "bare_swift_peak_rss_mb") rss[key] = value
    if (key in budget) {
      seen[key] = 1
      if (value !~ /^[0-9.]+$/) {
        printf "%s is %s, not a number\n", key, value; failed = 1
      } else if (value + 0 > budget[key]) {
        printf "%s is %s, over its budget of %s\n", key, value, budget[key]; failed = 1
      } else {
        printf "%s %s (budget %s)\n", key, value, budget[key]
      }
    }
  }
  END {
    for (key in budget) if (!(key in seen)) { printf "%s is missing\n", key; failed = 1 }
    demo = rss["startup_peak_rss_mb"]; bare = rss["bare_swift_peak_rss_mb"]
    if (demo !~ /^[0-9.]+$/ || bare !~ /^[0-9.]+$/) {
      printf "startup_peak_rss_mb (%s) or bare_swift_peak_rss_mb (%s) is missing\n", demo, bare
      failed = 1
    } else if (demo - bare > 2.0) {
      printf "the demo peaks at %s MB, %.2f MB over bare Swift (%s MB): the budget is 2\n",
        demo, demo - bare, bare
      failed = 1
    } else {
      printf "startup_peak_rss_mb %s, %.2f over bare Swift (budget 2)\n", demo, demo - bare
    }
    exit failed
  }
' "$figures"
