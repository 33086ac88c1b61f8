#!/usr/bin/env bash
# Where the engine wasm's bytes are (issue 11): re-links the objects Scripts/build-wasm.sh left
# in .build-wasm/<variant>/ with the name section kept (DWARF dropped: binaryen would skip passes
# to keep it) and a link map, optimises with the build's wasm-opt flags
# (.build-wasm/<variant>/wasm-opt-flags; -g keeps the names), and prints the per-area tables and
# the largest functions (Benchmarks/wasm-size.py).
# Usage: Scripts/wasm-size.sh [full|items|words] [--top N] [--area TEXT]   (run Scripts/build-wasm.sh first)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
variant="${1:-full}"; shift || true
out=".build-wasm/$variant"
[ -f "$out/link-inputs" ] || { echo "no $out/link-inputs: run Scripts/build-wasm.sh $variant first" >&2; exit 1; }
swift_bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
mapfile -t inputs < "$out/link-inputs"
"$swift_bin/wasm-ld" --no-entry --strip-debug --keep-section=target_features -Map="$out/dragkit.map" "${inputs[@]}" -o "$out/named.raw.wasm"
mapfile -t wasm_opt_flags < "$out/wasm-opt-flags"
wasm-opt "${wasm_opt_flags[@]}" -g "$out/named.raw.wasm" -o "$out/named.wasm"
echo "After wasm-opt (what ships; a function inlined into another counts where it ended up):"
python3 Benchmarks/wasm-size.py "$out/named.wasm" "$out/dragkit.map" "$@"
echo
echo "Before wasm-opt (each function where it was written; wasm-opt later inlines small ones into their callers):"
python3 Benchmarks/wasm-size.py "$out/named.raw.wasm" "$out/dragkit.map" --top 0
