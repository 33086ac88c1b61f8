#!/usr/bin/env bash
# Builds (when its sources changed: SwiftPM's own incremental build) and starts the DragKit desktop
# app, the engine in a native GTK 4 window (issue 26; Desktop/README.md). Arguments go to the app:
#   Scripts/desktop.sh [--folder PATH] [--database PATH] [--snapshot PATH] [--width W --height H]
# Needs an X11 (or Wayland) display; GTK 4 comes from Debian's libgtk-4-dev (Scripts/ensure-deps.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/Scripts/ensure-deps.sh" build
echo "Building the desktop app (Desktop/, debug) if its sources changed..." >&2
# The same flags as the test command, so the two share one build.
(cd "$root/Desktop" && swift build --product dragkit-desktop -Xswiftc -warnings-as-errors >&2)
exec "$root/Desktop/.build/debug/dragkit-desktop" "$@"
