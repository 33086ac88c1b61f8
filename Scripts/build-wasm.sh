#!/usr/bin/env bash
# Builds the web host's engine as Embedded Swift for wasm32-unknown-none-wasm, twice:
#   Packages/DragKitTypes/Sources/DragKitTypes (the type model the server shares, issue 23)
#   + Sources/DragKit + Sources/DragKitEditing (the editing layer: pasteboard and menu commands,
#   issue 23) + Sources/DragKitWebHost + Web/dragkit/Swift/Exports.swift (+ Runtime/)
#   -> Web/dragkit/build/dragkit.wasm        the full engine (item containers and text views)
#   -> Web/dragkit/build/dragkit-items.wasm  the items-only engine: compiled with the condition
#      DRAGKIT_NO_TEXT, so it has no text views, no styled text and no Unicode tables (Docs: the
#      "Wasm size" section of Benchmarks/README.md, Web/dragkit/API.md "Which engine: `wasmURL`")
# and the words beside them (issue 36): Sources/DragKitWords + Web/dragkit/Swift/Words, linked
# with the full variant's objects (of which only the announcements' types and their bytes'
# reader are kept)
#   -> Web/dragkit/build/dragkit-words.wasm  the announcers (English, Korean, Japanese): the
#      page's dragkit-words.js hands it the engine's announcements as bytes and gets sentences
# Both are generic engines: apps declare their catalogue at run time (Docs/Catalog.md), so no app
# code is compiled in. The catalogue's JSON reader (DragKitCatalog) is not: the page parses the
# JSON and declares it through typed exports (dk_catalog_*). Prints each artefact's raw and gzip
# size; fails when either build fails.
# `Scripts/build-wasm.sh full` or `Scripts/build-wasm.sh items` builds one of them.
# Needs Debian's wasi-libc, libclang-rt-14-dev-wasm32 and binaryen (Scripts/ensure-deps.sh).
# `Scripts/build-wasm.sh words` builds the words module (and the full engine first, whose objects it links).
# Each variant leaves its objects and link inputs in .build-wasm/<variant>/ for Scripts/wasm-size.sh.
# A variant whose inputs (the Swift and C sources above, this script, the compiler and wasm-opt)
# are unchanged since its last build is not built again ("up to date"), so a second start of the
# showcase is instant; DRAGKIT_WASM_FORCE=1 builds anyway. `--check` builds nothing and exits 0
# when both variants are up to date, 1 when one would be built.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift_bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
toolchain="$(dirname "$swift_bin")"
mkdir -p Web/dragkit/build

builtins="$(ls /usr/lib/llvm-14/lib/clang/14*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | head -1)"
[ -n "$builtins" ] || { echo "libclang_rt.builtins-wasm32.a not found (apt-get install libclang-rt-14-dev-wasm32)" >&2; exit 1; }
unicode_tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"

# wasm-opt: -Oz; --low-memory-unused (wasm-ld puts data at 1024 and up, so loads and stores can
# fold their offsets) and --converge (repeat until nothing shrinks) save 7.7 KB raw, 3.7 KB gzip.
# -ocimfs 50: a function with one caller is inlined into it only when it is small (≤ 50 units of
# binaryen's size measure; the default inlines every one): inlining the large ones saved ~5 KB raw
# but compressed worse, 5.7 KB more gzip for the full engine, 5.0 KB for the items-only one
# (issue 23; Benchmarks/README.md, "Wasm size").
wasm_opt_flags=(-Oz --low-memory-unused --converge -ocimfs 50 --enable-bulk-memory --enable-sign-ext
                --enable-mutable-globals --enable-nontrapping-float-to-int)

# build VARIANT OUTPUT [swiftc flags…]: compiles the five modules, links and optimises. Every
# module is compiled with one package name, so the editing layer sees the core's `package` API
# (as SwiftPM does for targets of one package).
# Not -assume-single-threaded (issue 34): with it, Embedded Swift calls swift_nonatomic_retain
# out of line and LLVM reads an array's reference count for copy-on-write *before* that retain,
# so `var copy = argument; copy[i] = …` writes into the caller's array. The engine's
# Workspace.move changed its caller's placements that way and a group's undo put scattered
# items back contiguous (Benchmarks/README.md, "Wasm size: not -assume-single-threaded").
# The swiftc flags of every module (then the variant's own).
swift_flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
             -enable-experimental-feature Extern -wmo -Osize -parse-as-library
             -Xfrontend -disable-stack-protector
             -swift-version 6 -warnings-as-errors -package-name DragKit)

build() {
  local variant="$1" artefact="$2"; shift 2
  local out="$root/.build-wasm/$variant"
  mkdir -p "$out"
  local flags=("${swift_flags[@]}" "$@")
  swiftc "${flags[@]}" -module-name DragKitTypes -emit-module -emit-module-path "$out/DragKitTypes.swiftmodule" \
    -c -o "$out/DragKitTypes.o" Packages/DragKitTypes/Sources/DragKitTypes/*.swift
  swiftc "${flags[@]}" -module-name DragKit -I "$out" -emit-module -emit-module-path "$out/DragKit.swiftmodule" \
    -c -o "$out/DragKit.o" Sources/DragKit/*/*.swift
  swiftc "${flags[@]}" -module-name DragKitEditing -I "$out" -emit-module -emit-module-path "$out/DragKitEditing.swiftmodule" \
    -c -o "$out/DragKitEditing.o" Sources/DragKitEditing/*.swift
  swiftc "${flags[@]}" -module-name DragKitWebHost -I "$out" -emit-module -emit-module-path "$out/DragKitWebHost.swiftmodule" \
    -c -o "$out/DragKitWebHost.o" Sources/DragKitWebHost/*.swift
  swiftc "${flags[@]}" -module-name DragKitWeb -I "$out" -c -o "$out/Exports.o" Web/dragkit/Swift/Exports.swift \
    Web/dragkit/Swift/Calls+Generated.swift Web/dragkit/Swift/Runtime/*.swift
  link "$variant" "$artefact" "$out/DragKitTypes.o" "$out/DragKit.o" "$out/DragKitEditing.o" "$out/DragKitWebHost.o" "$out/Exports.o"
}

# build_words OUTPUT: compiles DragKitWords and its exports against the full variant's modules,
# links them with its DragKitTypes and DragKit objects (unreferenced code is dropped) and optimises.
build_words() {
  local artefact="$1" full="$root/.build-wasm/full" out="$root/.build-wasm/words"
  mkdir -p "$out"
  swiftc "${swift_flags[@]}" -module-name DragKitWords -I "$full" -emit-module -emit-module-path "$out/DragKitWords.swiftmodule" \
    -c -o "$out/DragKitWords.o" Sources/DragKitWords/*.swift
  swiftc "${swift_flags[@]}" -module-name DragKitWordsWeb -I "$full" -I "$out" -c -o "$out/Exports.o" \
    Web/dragkit/Swift/Words/*.swift Web/dragkit/Swift/Runtime/*.swift
  link words "$artefact" "$full/DragKitTypes.o" "$full/DragKit.o" "$out/DragKitWords.o" "$out/Exports.o"
}

# link VARIANT OUTPUT OBJECTS…: links the objects with libc and the builtins into
# .build-wasm/VARIANT/dragkit.raw.wasm (its inputs listed in link-inputs for Scripts/wasm-size.sh)
# and optimises it into OUTPUT. The Unicode tables are linked only when the code still refers to
# them (grapheme breaking for text views; normalisation when non-ASCII strings are compared or
# hashed).
link() {
  local variant="$1" artefact="$2"; shift 2
  local out="$root/.build-wasm/$variant" inputs=("$@")
  if "$swift_bin/wasm-ld" --no-entry --strip-all "${inputs[@]}" /usr/lib/wasm32-wasi/libc.a "$builtins" \
       -o "$out/probe.wasm" 2>/dev/null; then
    echo "$variant: no Unicode tables needed"
  else
    inputs+=("$unicode_tables")
  fi
  inputs+=(/usr/lib/wasm32-wasi/libc.a "$builtins")
  printf '%s\n' "${inputs[@]}" > "$out/link-inputs"
  "$swift_bin/wasm-ld" --no-entry --strip-all --keep-section=target_features "${inputs[@]}" -o "$out/dragkit.raw.wasm"
  printf '%s\n' "${wasm_opt_flags[@]}" > "$out/wasm-opt-flags"
  wasm-opt "${wasm_opt_flags[@]}" "$out/dragkit.raw.wasm" -o "$artefact"
}

report() {
  local raw gz
  raw=$(stat -c %s "$1")
  gz=$(gzip -9 -c "$1" | wc -c)
  printf 'wasm: %-36s %9s bytes raw  %8s bytes gzip  (%s)\n' "$1" "$raw" "$gz" "$2"
}

# fingerprint VARIANT: one hash of everything the variant's artefact is made from. O(size of
# the sources); about 0.1 s.
fingerprint() {
  {
    echo "variant $1"
    find Packages/DragKitTypes/Sources/DragKitTypes Sources/DragKit Sources/DragKitEditing Sources/DragKitWebHost Sources/DragKitWords Web/dragkit/Swift \
      Scripts/build-wasm.sh -type f \
      \( -name '*.swift' -o -name '*.c' -o -name '*.h' -o -name '*.sh' \) -print0 | sort -z | xargs -0 sha256sum
    swiftc --version 2>&1
    wasm-opt --version 2>&1 || true
  } | sha256sum | cut -d' ' -f1
}

# stamp FINGERPRINT ARTEFACT: the inputs' fingerprint and the artefact's own hash, as recorded
# in .build-wasm/VARIANT/stamp after a build.
stamp() { echo "$1 $(sha256sum "$2" | cut -d' ' -f1)"; }

# up_to_date VARIANT ARTEFACT: whether ARTEFACT exists and is the one built from today's inputs.
up_to_date() {
  local recorded="$root/.build-wasm/$1/stamp"
  [ "${DRAGKIT_WASM_FORCE:-0}" != 1 ] && [ -s "$2" ] && [ -f "$recorded" ] &&
    [ "$(cat "$recorded")" = "$(stamp "$(fingerprint "$1")" "$2")" ]
}

# build_if_needed VARIANT ARTEFACT [swiftc flags…]
build_if_needed() {
  local variant="$1" artefact="$2"
  if up_to_date "$variant" "$artefact"; then
    echo "$variant: up to date ($artefact)"
    return
  fi
  rm -f "$root/.build-wasm/$variant/stamp"
  # The inputs' fingerprint as the build reads them: a source edited while it compiles makes
  # the next start build again instead of calling the older artefact up to date.
  local inputs
  inputs="$(fingerprint "$variant")"
  if [ "$variant" = words ]; then build_words "$artefact"; else build "$@"; fi
  stamp "$inputs" "$artefact" > "$root/.build-wasm/$variant/stamp"
}

which="${1:-all}"
case "$which" in
  all|full|items|words) ;;
  --check)
    up_to_date full Web/dragkit/build/dragkit.wasm && up_to_date items Web/dragkit/build/dragkit-items.wasm &&
      up_to_date words Web/dragkit/build/dragkit-words.wasm
    exit $? ;;
  *) echo "usage: Scripts/build-wasm.sh [all|full|items|words|--check]" >&2; exit 2 ;;
esac
# The words module links the full variant's objects: it is built after it, and again whenever
# any source changes (its fingerprint is every variant's sources).
if [ "$which" != items ]; then build_if_needed full Web/dragkit/build/dragkit.wasm; fi
if [ "$which" = all ] || [ "$which" = items ]; then build_if_needed items Web/dragkit/build/dragkit-items.wasm -D DRAGKIT_NO_TEXT; fi
if [ "$which" = all ] || [ "$which" = words ]; then build_if_needed words Web/dragkit/build/dragkit-words.wasm; fi
[ "$which" = items ] || report Web/dragkit/build/dragkit.wasm "full engine"
[ "$which" = all ] || [ "$which" = items ] && report Web/dragkit/build/dragkit-items.wasm "items-only engine, no text views"
[ "$which" = all ] || [ "$which" = words ] && report Web/dragkit/build/dragkit-words.wasm "words: the announcers, loaded beside the engine"
true
