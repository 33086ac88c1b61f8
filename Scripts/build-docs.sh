#!/usr/bin/env bash
# Builds the DragKit DocC catalog (Sources/DragKit/DragKit.docc) into .build-docs/DragKit.doccarchive
# with the toolchain's own docc, no plugin dependency. Prints DocC's warnings (unresolved links).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
graphs="$root/.build-docs/symbol-graphs"
mkdir -p "$graphs"  # kept between runs: an up-to-date build emits no new graphs
swift build --scratch-path .build-docs --target DragKit \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
docc convert Sources/DragKit/DragKit.docc --fallback-display-name DragKit --fallback-bundle-identifier dev.dragkit.DragKit \
  --additional-symbol-graph-dir "$graphs" --output-path .build-docs/DragKit.doccarchive 2>&1 | grep -E "warning|error" || true
echo "docs: .build-docs/DragKit.doccarchive"
