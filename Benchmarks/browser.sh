#!/usr/bin/env bash
# DragKit's browser benchmark (issue 11): DragKit against SortableJS (and a floor: the same drag with
# no library) over the same list page at
# 1k, 10k and 100k items, one trusted 300-move mouse drag each, in one headless Chromium run.
# See Benchmarks/README.md ("Browser benchmark").
#
#   Benchmarks/browser.sh                   # 1k, 10k, 100k; medians of 3 (100k: --large-runs)
#   Benchmarks/browser.sh --quick           # 1k and 10k, one run
#   Benchmarks/browser.sh --smoke           # 1k, one run: exits 1 unless every page drags (no timing)
#   Benchmarks/browser.sh --sizes 10000 --runs 5 --large-runs 1 --json samples.json
#   Benchmarks/browser.sh --sizes 100000 --libraries dragkit-plain-page,sortable-plain-page   # issue 36: the plain page
#
# On a fresh Debian machine it installs what is missing: Debian's libjs-sortable, chromium and
# chromium-driver, esbuild, the wasm toolchain and the Python environment (.venv with selenium)
# through Scripts/ensure-deps.sh, builds Web/dragkit/build/dragkit.wasm if it is not there, and
# the web package's bundle (Web/dragkit/build/dragkit.min.js, which the pages load) when its
# sources changed. The headline figure is the main thread's whole task time over the drag.
# PYTHON=/path/to/python uses that interpreter (it needs selenium) instead of .venv.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

packages=(libjs-sortable chromium chromium-driver esbuild)
Scripts/install-missing-packages.sh "${packages[@]}"

if [ -n "${PYTHON:-}" ] && "$PYTHON" -c "import selenium" 2>/dev/null; then
  python="$PYTHON"
  [ -f Web/dragkit/build/dragkit.wasm ] || Scripts/ensure-deps.sh build
else
  Scripts/ensure-deps.sh test
  python="$root/.venv/bin/python"
fi

[ -f Web/dragkit/build/dragkit.wasm ] || Scripts/build-wasm.sh
Scripts/build-web.sh >/dev/null

exec "$python" Benchmarks/Browser/bench.py "$@"
