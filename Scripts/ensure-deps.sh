#!/usr/bin/env bash
# Installs what DragKit's commands need on a fresh Debian machine, only when missing.
#   Scripts/ensure-deps.sh build    wasm toolchain pieces, SQLite headers, esbuild (the web
#                                   package's bundle, Scripts/build-web.sh), and librsvg, cairo,
#                                   libpng, libjpeg-turbo and a font (DejaVu) with which the
#                                   showcase server draws and encodes its PNG and JPEG pictures,
#                                   and GTK 4 (libgtk-4-dev) for the desktop app (Desktop/,
#                                   Scripts/desktop.sh)
#   Scripts/ensure-deps.sh test     all of the above, plus TypeScript (tsc checks dragkit.d.ts
#                                   against the examples), Chromium, chromedriver and a Python
#                                   venv (.venv) with selenium, pytest, nh3 and a current axe-core
#                                   (shipped inside axe-playwright-python; the browser tests),
#                                   and an X11 desktop for Tests/Desktop: Xvfb, openbox, xdotool,
#                                   wmctrl, xprop and GTK 3 for Debian's python3 (the peer app);
#                                   for the installable packages (issue 35): npm (when no `npm`
#                                   is on the PATH: a Node.js that bundles it conflicts with
#                                   Debian's), React 18 and ReactDOM (node-react, node-react-dom:
#                                   the React bindings' tests), GTK's gtk-launch and GLib's gio
#                                   (starting the desktop app from its .desktop file) and
#                                   desktop-file-utils (checking that file)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mode="${1:-build}"

packages=(wasi-libc libclang-rt-14-dev-wasm32 binaryen libsqlite3-dev esbuild)
packages+=(librsvg2-dev libcairo2-dev libpng-dev libjpeg62-turbo-dev fonts-dejavu-core pkg-config)
packages+=(libgtk-4-dev)
if [ "$mode" = test ]; then
  packages+=(chromium chromium-driver fonts-noto-color-emoji fonts-nanum python3-venv node-typescript)
  packages+=(xvfb openbox xdotool wmctrl x11-utils python3-gi gir1.2-gtk-3.0)
  packages+=(node-react node-react-dom libgtk-3-bin libglib2.0-bin desktop-file-utils)
  command -v npm >/dev/null || packages+=(npm)
fi

"$root/Scripts/install-missing-packages.sh" "${packages[@]}"

if [ "$mode" = test ]; then
  venv="$root/.venv"
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import selenium, pytest" 2>/dev/null; then
    echo "Creating Python environment in .venv (selenium, pytest)"
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "selenium>=4.20" "pytest>=8"
  fi
  # nh3 (the ammonia sanitiser), the reference the differential campaign checks the server's and the
  # page's HTML sanitisers against (Tests/Campaigns/differential.py).
  if ! "$venv/bin/python" -c "import nh3" 2>/dev/null; then
    "$venv/bin/pip" install -q --disable-pip-version-check "nh3>=0.2.17"
  fi
  # A test that hangs (a browser stuck in a drag) fails after its time limit instead of holding
  # the whole run; the limits are set in Tests/*/conftest.py.
  if ! "$venv/bin/python" -c "import pytest_timeout" 2>/dev/null; then
    "$venv/bin/pip" install -q --disable-pip-version-check "pytest-timeout>=2.3"
  fi
  # axe-core 4.x for accessibility checks: the package ships axe.min.js, which the tests inject
  # with Selenium (Playwright itself is not needed, hence --no-deps).
  if ! "$venv/bin/python" -c "import axe_playwright_python" 2>/dev/null; then
    "$venv/bin/pip" install -q --disable-pip-version-check --no-deps "axe-playwright-python>=0.1.8"
  fi
fi
