#!/usr/bin/env bash
# Builds the DocC catalogs of the library's modules (Sources/<Module>/<Module>.docc: DragKit,
# DragKitEditing, DragKitWords, DragKitTesting, DragKitWebHost) into .build-docs/<Module>.doccarchive with the toolchain's own
# docc, no plugin dependency. Prints DocC's warnings (unresolved links).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
modules=(DragKit DragKitEditing DragKitWords DragKitTesting DragKitWebHost)
graphs="$root/.build-docs/symbol-graphs"
mkdir -p "$graphs"  # kept between runs: an up-to-date build emits no new graphs
for module in "${modules[@]}"; do
  swift build --scratch-path .build-docs --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
done
for module in "${modules[@]}"; do
  # Each catalog gets its own module's graphs only (its symbols and its extensions of others).
  own="$root/.build-docs/symbol-graphs-$module"
  rm -rf "$own" && mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  cp "$graphs/$module"@*.symbols.json "$own/" 2>/dev/null || true
  echo "== $module"
  docc convert "Sources/$module/$module.docc" --fallback-display-name "$module" \
    --fallback-bundle-identifier "dev.dragkit.$module" \
    --additional-symbol-graph-dir "$own" --output-path ".build-docs/$module.doccarchive" 2>&1 | grep -E "warning|error" || true
  echo "docs: .build-docs/$module.doccarchive"
done
