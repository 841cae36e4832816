#!/usr/bin/env bash
# Builds the DocC archives of the library products with the toolchain alone (no
# swift-docc-plugin): symbol graphs from SwiftPM, then `docc convert` on each module's
# catalog with warnings treated as errors, so a broken symbol link fails the build.
#
# Each archive gets the symbol graphs of its module and of the modules it depends on, so
# a link such as ``TerminalCore/Canvas`` in TerminalUI resolves; the dependencies' pages
# come along in that archive, the module's own catalog (landing page, articles) only in
# its own.
#
# Usage: .ci/docs.sh [OUTPUT_DIR]   (default .build/docs; open OUTPUT_DIR/<Module>.doccarchive
#        with `docc preview`, or serve it: it is built for static hosting)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"

echo "== symbol graphs"
# Extension blocks keep extensions of other modules' types (Character.displayWidth) under
# their module; inherited docs are skipped, as an override's copy of its parent's comment
# would resolve the parent's relative links from the wrong place.
# SwiftPM writes them beside the debug build; start from an empty folder so that nothing
# stale is used. Dumping fails for the test-only modules when the tests were never built;
# only the three libraries' graphs matter, so their presence is what is checked.
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
rm -rf "$graphs"
dump_log="$(swift package dump-symbol-graph --skip-synthesized-members --skip-inherited-docs \
  --emit-extension-block-symbols 2>&1)" || true
for module in TerminalCore TerminalUI TerminalUITesting; do
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    echo "$dump_log"
    echo "no symbol graph for $module in $graphs"
    exit 1
  fi
done

rm -rf "$out"
mkdir -p "$out/graphs"

# convert MODULE DEPENDENCY...: the module's catalog with its and its dependencies' graphs.
convert() {
  local module="$1"
  shift
  local dir="$out/graphs/$module"
  mkdir -p "$dir"
  for name in "$module" "$@"; do
    cp "$graphs/$name.symbols.json" "$dir/"
    for extension in "$graphs/$name"@*.symbols.json; do
      if [ -e "$extension" ]; then cp "$extension" "$dir/"; fi
    done
  done
  echo "== docc convert $module"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.cleanscenes.$module" \
    --warnings-as-errors \
    --output-path "$out/$module.doccarchive"
}

convert TerminalCore
convert TerminalUI TerminalCore
convert TerminalUITesting TerminalUI TerminalCore
echo "documentation archives in $out"
