#!/usr/bin/env bash
# Builds Reproduction.swift as Embedded Swift for wasm32 with the engine's flags (Scripts/
# build-wasm.sh), with and without -assume-single-threaded, and runs each under node: 24 is
# right, 12 is the copy-on-write defect (issue 34). Needs what Scripts/build-wasm.sh needs, and node.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift_bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
builtins="$(ls /usr/lib/llvm-14/lib/clang/14*/lib/wasi/libclang_rt.builtins-wasm32.a | head -1)"
cat > "$out/shim.c" <<'C'
void *swift_retain(void *o); void swift_release(void *o);
void *swift_retain_n(void *o, unsigned int n); void swift_release_n(void *o, unsigned int n);
void *swift_nonatomic_retain(void *o) { return swift_retain(o); }
void swift_nonatomic_release(void *o) { swift_release(o); }
void *swift_nonatomic_retain_n(void *o, unsigned int n) { return swift_retain_n(o, n); }
void swift_nonatomic_release_n(void *o, unsigned int n) { swift_release_n(o, n); }
C
"$swift_bin/clang" --target=wasm32-unknown-none-wasm -Oz -c -o "$out/shim.o" "$out/shim.c"
for variant in atomic single-threaded; do
  extra=(); [ "$variant" = single-threaded ] && extra=(-Xfrontend -assume-single-threaded)
  swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize -parse-as-library \
    -Xfrontend -disable-stack-protector "${extra[@]}" -swift-version 6 -module-name Reproduction \
    -c -o "$out/$variant.o" "$here/Reproduction.swift"
  "$swift_bin/wasm-ld" --no-entry --strip-all "$out/$variant.o" "$out/shim.o" /usr/lib/wasm32-wasi/libc.a "$builtins" -o "$out/$variant.wasm"
  node -e "
const m = new WebAssembly.Module(require('fs').readFileSync('$out/$variant.wasm'));
const imports = {};
for (const i of WebAssembly.Module.imports(m)) { imports[i.module] ??= {}; imports[i.module][i.name] = () => 0; }
const result = new WebAssembly.Instance(m, imports).exports.run();
console.log('$variant:', result, result === 24 ? '(right)' : '(the copy wrote into the caller\'s array)');"
done
