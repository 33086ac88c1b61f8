#!/usr/bin/env bash
# Builds the React examples (issue 35) as an adopter would: the web package
# (dist/dragkit-<version>.tgz, Scripts/package.sh) installed offline with npm into a fresh
# folder, each example's app.jsx bundled by esbuild with code splitting, React 18 and ReactDOM
# from Debian's node-react and node-react-dom (/usr/share/nodejs, found through NODE_PATH), in
# React's development build (StrictMode's checks and warnings on).
#   Scripts/build-react-examples.sh [OUTPUT]     (default .build-react-examples/site)
#   -> OUTPUT/react-kanban/  index.html, assets/app.js (+ chunks), assets/app.css, assets/*.wasm
#   -> OUTPUT/react-virtual/ the same
# Serve OUTPUT with any static server (python3 -m http.server -d OUTPUT) and open
# /react-kanban/ or /react-virtual/. Run Scripts/package.sh first (the tarball must exist).
# Needs npm, esbuild, node-react and node-react-dom (Scripts/ensure-deps.sh test).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="$(mkdir -p "${1:-$root/.build-react-examples/site}" && cd "${1:-$root/.build-react-examples/site}" && pwd)"
version="$(sed -n "s/^export const VERSION = '\(.*\)';$/\1/p" "$root/Web/dragkit/dragkit-version.js")"
tarball="$root/dist/dragkit-$version.tgz"
[ -f "$tarball" ] || { echo "$tarball is missing: run Scripts/package.sh first" >&2; exit 1; }
[ -f /usr/share/nodejs/react/package.json ] && [ -f /usr/share/nodejs/react-dom/package.json ] ||
  { echo "React 18 not found in /usr/share/nodejs (apt-get install node-react node-react-dom)" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/dragkit-react-examples.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$work"
printf '{ "name": "dragkit-react-examples", "private": true, "type": "module" }\n' > package.json
npm install --offline --no-audit --no-fund --loglevel=error "$tarball" >/dev/null
for example in react-kanban react-virtual; do
  mkdir -p "$work/$example"
  cp "$root/Web/examples/$example"/*.jsx "$root/Web/examples/$example"/*.css "$work/$example/"
  rm -rf "$output/$example" && mkdir -p "$output/$example/assets"
  NODE_PATH="$work/node_modules:/usr/share/nodejs" esbuild "$work/$example/app.jsx" --bundle --splitting \
    --format=esm --jsx=automatic --define:process.env.NODE_ENV='"development"' \
    --outdir="$output/$example/assets" --log-level=warning
  cp "$root/Web/examples/$example/index.html" "$output/$example/"
  cp node_modules/dragkit/dragkit.wasm node_modules/dragkit/dragkit-items.wasm node_modules/dragkit/dragkit-words.wasm "$output/$example/assets/"
  echo "built: $output/$example/"
done
