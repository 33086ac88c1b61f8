#!/usr/bin/env bash
# Builds and starts the DragKit showcase: the engine as WebAssembly, the web package's bundle
# (Web/dragkit/build/dragkit.min.js, Scripts/build-web.sh), the Swift server, and an
# SQLite database (dragkit-showcase.sqlite in the current folder unless DRAGKIT_DATABASE says
# otherwise). Serves a release build of the server on 127.0.0.1, port $DRAGKIT_PORT (default 8080); prints the URL.
# A second start with nothing changed builds nothing: the wasm, the bundle and the server are rebuilt only
# when their inputs changed (each records a fingerprint of its sources beside its build).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/Scripts/ensure-deps.sh" build
echo "Building the engine (Embedded Swift -> WebAssembly) if its sources changed..."
"$root/Scripts/build-wasm.sh"
echo "Bundling the web package (esbuild) if its sources changed..."
"$root/Scripts/build-web.sh"

# The server's fingerprint: its sources, its manifest, the type model it shares with the engine
# (Packages/DragKitTypes, a path dependency) and the compiler.
server_fingerprint() {
  {
    find "$root/Server/Sources" "$root/Server/Package.swift" "$root/Packages/DragKitTypes/Sources" \
      "$root/Packages/DragKitTypes/Package.swift" -type f -print0 | sort -z | xargs -0 sha256sum
    swift --version 2>&1
  } | sha256sum | cut -d' ' -f1
}
binary="$root/Server/.build/release/dragkit-showcase"
stamp="$root/Server/.build/release-dragkit-showcase.stamp"
current="$(server_fingerprint)"
if [ -x "$binary" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$current $(sha256sum "$binary" | cut -d' ' -f1)" ]; then
  echo "The server is up to date."
else
  echo "Building the server (release)..."
  rm -f "$stamp"
  swift build -c release --package-path "$root/Server" --product dragkit-showcase 2>&1 | grep -Ev '^(\[|Building|Compiling|Write|Linking|Planning|Fetching|Computing|Cloning|Creating|Working copy)' || true
  binary="$(swift build -c release --package-path "$root/Server" --show-bin-path)/dragkit-showcase"
  [ -x "$binary" ] || { echo "The server did not build; run: swift build -c release --package-path Server" >&2; exit 1; }
  echo "$current $(sha256sum "$binary" | cut -d' ' -f1)" > "$stamp"
fi
exec "$binary" --host 127.0.0.1 --port "${DRAGKIT_PORT:-8080}" \
  --database "${DRAGKIT_DATABASE:-$PWD/dragkit-showcase.sqlite}" --web-root "$root/Web"
