#!/usr/bin/env bash
# Builds (when its sources changed: SwiftPM's own incremental build) and starts the DragKit desktop
# app, the engine in a native GTK 4 window (issue 26; Desktop/README.md). Arguments go to the app:
#   Scripts/desktop.sh [--folder PATH] [--database PATH] [--snapshot PATH] [--width W --height H]
# Needs an X11 (or Wayland) display; GTK 4 comes from Debian's libgtk-4-dev (Scripts/ensure-deps.sh).
#
# Installs it like a desktop app (issue 35), or takes it away again:
#   Scripts/desktop.sh --install [PREFIX]     (default ~/.local; /usr/local for everyone, as root)
#   Scripts/desktop.sh --uninstall [PREFIX]
# --install builds the release binary (the Swift runtime linked in, so it runs without the
# toolchain) and installs
#   PREFIX/bin/dragkit-desktop
#   PREFIX/share/applications/dragkit-desktop.desktop        (Exec=PREFIX/bin/dragkit-desktop %f,
#                                                              MimeType=inode/directory: it opens folders)
#   PREFIX/share/icons/hicolor/scalable/apps/dragkit-desktop.svg
#   PREFIX/share/dragkit-desktop/installed                   (what was installed, for --uninstall)
# The app then starts from its desktop file (`gtk-launch dragkit-desktop [FOLDER]`, `gio launch`,
# the desktop's menu) when PREFIX/share is in $XDG_DATA_DIRS (~/.local/share always is).
# --uninstall removes exactly what --install wrote (the files in the list, then the folders the
# install made, if empty) and nothing else. Installing again over an install replaces it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# install PREFIX: builds the release binary and installs it, its desktop file and its icon.
install_app() {
  local prefix="$1"
  case "$prefix" in
    /*) ;;
    *) echo "PREFIX must be an absolute path (got: $prefix)" >&2; exit 2 ;;
  esac
  case "$prefix" in
    *[\"\`\$\\]* | *$'\n'*) echo "PREFIX must not hold \", \`, \$, \\ or a line break (the desktop file's Exec line)" >&2; exit 2 ;;
  esac
  [ ! -f "$prefix/share/dragkit-desktop/installed" ] || uninstall_app "$prefix" >/dev/null
  echo "Building the desktop app (Desktop/, release) if its sources changed..." >&2
  (cd "$root/Desktop" && swift build -c release --static-swift-stdlib --product dragkit-desktop -Xswiftc -warnings-as-errors >&2)
  local binary
  binary="$(cd "$root/Desktop" && swift build -c release --static-swift-stdlib --show-bin-path)/dragkit-desktop"
  local list="$prefix/share/dragkit-desktop/installed" made=() files=()
  # The folders this install makes (to remove again when empty), outermost first.
  for dir in bin share share/applications share/icons share/icons/hicolor share/icons/hicolor/scalable \
             share/icons/hicolor/scalable/apps share/dragkit-desktop; do
    [ -d "$prefix/$dir" ] || made+=("$prefix/$dir")
  done
  mkdir -p "$prefix/bin" "$prefix/share/applications" "$prefix/share/icons/hicolor/scalable/apps" "$prefix/share/dragkit-desktop"
  install -s -m 0755 "$binary" "$prefix/bin/dragkit-desktop"  # stripped: no debug symbols
  files+=("$prefix/bin/dragkit-desktop")
  sed -e "s|@EXEC@|\"$prefix/bin/dragkit-desktop\"|" -e "s|@TRYEXEC@|$prefix/bin/dragkit-desktop|" \
    "$root/Desktop/Install/dragkit-desktop.desktop.in" > "$prefix/share/applications/dragkit-desktop.desktop"
  chmod 0644 "$prefix/share/applications/dragkit-desktop.desktop"
  files+=("$prefix/share/applications/dragkit-desktop.desktop")
  install -m 0644 "$root/Desktop/Install/dragkit-desktop.svg" "$prefix/share/icons/hicolor/scalable/apps/dragkit-desktop.svg"
  files+=("$prefix/share/icons/hicolor/scalable/apps/dragkit-desktop.svg")
  {
    echo "# Installed by Scripts/desktop.sh --install; Scripts/desktop.sh --uninstall $prefix removes these."
    for file in "${files[@]}"; do echo "file $file"; done
    for ((k = ${#made[@]} - 1; k >= 0; k--)); do echo "folder ${made[$k]}"; done
  } > "$list"
  for file in "${files[@]}" "$list"; do echo "installed: $file"; done
  case ":${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:$HOME/.local/share:" in
    *":$prefix/share:"*) ;;
    *) echo "note: $prefix/share is not in \$XDG_DATA_DIRS: add it for the desktop to find the app" >&2 ;;
  esac
}

# uninstall PREFIX: removes what the install's list names (files, then its folders if empty).
uninstall_app() {
  local prefix="$1" list="$1/share/dragkit-desktop/installed"
  [ -f "$list" ] || { echo "nothing installed under $prefix (no $list)" >&2; exit 1; }
  local kind path folders=()
  while read -r kind path; do
    case "$kind" in
      file) rm -f -- "$path" && echo "removed: $path" ;;
      folder) folders+=("$path") ;;
    esac
  done < <(grep -v '^#' "$list")
  rm -f -- "$list" && echo "removed: $list"
  [ "${#folders[@]}" -eq 0 ] || rmdir --ignore-fail-on-non-empty -- "${folders[@]}"
}

case "${1:-}" in
  --install) "$root/Scripts/ensure-deps.sh" build; install_app "${2:-$HOME/.local}"; exit 0 ;;
  --uninstall) uninstall_app "${2:-$HOME/.local}"; exit 0 ;;
esac

"$root/Scripts/ensure-deps.sh" build
echo "Building the desktop app (Desktop/, debug) if its sources changed..." >&2
# The same flags as the test command, so the two share one build.
(cd "$root/Desktop" && swift build --product dragkit-desktop -Xswiftc -warnings-as-errors >&2)
exec "$root/Desktop/.build/debug/dragkit-desktop" "$@"
