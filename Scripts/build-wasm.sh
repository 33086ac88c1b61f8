#!/usr/bin/env bash
# Builds the web host's engine as Embedded Swift for wasm32-unknown-none-wasm:
#   Sources/DragKit + Sources/DragKitWebHost + Web/dragkit/Swift/Exports.swift
#   -> Web/dragkit/build/dragkit.wasm, a generic engine: apps declare their catalogue at run
#   time (Docs/Catalog.md), so no app code is compiled in.
# Needs Debian's wasi-libc, libclang-rt-14-dev-wasm32 and binaryen (Scripts/ensure-deps.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift_bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
toolchain="$(dirname "$swift_bin")"
out="$root/.build-wasm"
mkdir -p "$out" Web/dragkit/build

flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
       -enable-experimental-feature Extern -wmo -Osize -parse-as-library
       -Xfrontend -disable-stack-protector -swift-version 6 -warnings-as-errors)

swiftc "${flags[@]}" -module-name DragKit -emit-module -emit-module-path "$out/DragKit.swiftmodule" \
  -c -o "$out/DragKit.o" Sources/DragKit/*/*.swift
swiftc "${flags[@]}" -module-name DragKitWebHost -I "$out" -emit-module -emit-module-path "$out/DragKitWebHost.swiftmodule" \
  -c -o "$out/DragKitWebHost.o" Sources/DragKitWebHost/*.swift
swiftc "${flags[@]}" -module-name DragKitWeb -I "$out" -c -o "$out/Exports.o" Web/dragkit/Swift/Exports.swift

builtins="$(ls /usr/lib/llvm-14/lib/clang/14*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | head -1)"
[ -n "$builtins" ] || { echo "libclang_rt.builtins-wasm32.a not found (apt-get install libclang-rt-14-dev-wasm32)" >&2; exit 1; }
"$swift_bin/wasm-ld" --no-entry --strip-all --keep-section=target_features \
  "$out/DragKit.o" "$out/DragKitWebHost.o" "$out/Exports.o" \
  "$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
  /usr/lib/wasm32-wasi/libc.a "$builtins" \
  -o "$out/dragkit.raw.wasm"
wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
  "$out/dragkit.raw.wasm" -o Web/dragkit/build/dragkit.wasm
raw=$(stat -c %s Web/dragkit/build/dragkit.wasm)
gz=$(gzip -9 -c Web/dragkit/build/dragkit.wasm | wc -c)
echo "wasm: Web/dragkit/build/dragkit.wasm ${raw} bytes (${gz} bytes gzip)"
