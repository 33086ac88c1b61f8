#!/usr/bin/env bash
# Builds and starts the DragKit showcase: the engine as WebAssembly, the Swift server, and an
# SQLite database (dragkit-showcase.sqlite in the current folder unless DRAGKIT_DATABASE says
# otherwise). Serves a release build of the server on 127.0.0.1, port $DRAGKIT_PORT (default 8080); prints the URL.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/Scripts/ensure-deps.sh" build
echo "Building the engine (Embedded Swift -> WebAssembly)..."
"$root/Scripts/build-wasm.sh"
echo "Building the server (release)..."
swift build -c release --package-path "$root/Server" --product dragkit-showcase 2>&1 | grep -Ev '^(\[|Building|Compiling|Write|Linking|Planning|Fetching|Computing|Cloning|Creating|Working copy)' || true
binary="$(swift build -c release --package-path "$root/Server" --show-bin-path)/dragkit-showcase"
[ -x "$binary" ] || { echo "The server did not build; run: swift build -c release --package-path Server" >&2; exit 1; }
exec "$binary" --host 127.0.0.1 --port "${DRAGKIT_PORT:-8080}" \
  --database "${DRAGKIT_DATABASE:-$PWD/dragkit-showcase.sqlite}" --web-root "$root/Web"
