#!/usr/bin/env bash
# Writes the web package's generated files from the Swift that states them (issue 36: written
# once): Web/dragkit/dragkit-html-policy.js from DragKitTypes' HTMLPolicy. With --check it
# writes nothing and fails if a committed file is not what the generator writes (CI runs it, so
# a list changed in Swift and not regenerated can't land).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
check=0
[ "${1:-}" = "--check" ] && check=1

swift build --package-path Packages/DragKitTypes --product dragkit-generate -Xswiftc -warnings-as-errors >/dev/null
generator="$(swift build --package-path Packages/DragKitTypes --product dragkit-generate --show-bin-path)/dragkit-generate"

stale=0
generate() {  # generate <what> <file>
  local fresh
  fresh="$(mktemp)"
  "$generator" "$1" > "$fresh"
  if [ "$check" = 1 ]; then
    if ! cmp -s "$fresh" "$2"; then
      echo "generate: $2 is stale; run Scripts/generate.sh and commit it" >&2
      diff -u "$2" "$fresh" >&2 || true
      stale=1
    fi
    rm -f "$fresh"
  else
    mv "$fresh" "$2"
    echo "generate: wrote $2"
  fi
}

generate html-policy Web/dragkit/dragkit-html-policy.js
exit "$stale"
