#!/usr/bin/env bash
# The Swift package others depend on (issue 35): copies this folder (an adopter's package) into a
# fresh temporary folder, links `Dependencies/DragKit` there to the repository (a dependency by
# path, as an outside package declares it), and
#   1. builds it and runs `engine-example`, the README's engine example with DragKit alone (no
#      Foundation, no XCTest: it links only if DragKit declares libm itself);
#   2. runs `AdopterTests`, scripted drags through DragKitTesting's public API (swift test);
#   3. checks that nothing was resolved from outside the repository: no remote package pinned,
#      no checkout made.
# The temporary folder is made afresh at each run, at a path fixed for this checkout, and the
# build goes to .build-adopter/ in the repository, so a second run builds only what changed.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${TMPDIR:-/tmp}/dragkit-adopter-$(printf '%s' "$root" | sha256sum | cut -c1-12)"
rm -rf "$work" && mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/SwiftAdopter/Package.swift" "$root/Tests/SwiftAdopter/Sources" "$root/Tests/SwiftAdopter/Tests" "$work/"
mkdir -p "$work/Dependencies" && ln -s "$root" "$work/Dependencies/DragKit"
scratch="$root/.build-adopter"
cd "$work"
swift build --scratch-path "$scratch" --build-tests -Xswiftc -warnings-as-errors
output="$(swift run --skip-build --scratch-path "$scratch" engine-example)"
printf '%s\n' "$output"
[ "$(printf '%s\n' "$output" | tail -1)" = "ok: Buy oat milk is in Reminders" ] || { echo "the README's engine example did not commit the drag" >&2; exit 1; }
swift test --skip-build --scratch-path "$scratch"
if [ -f Package.resolved ] && grep -q '"location"' Package.resolved; then
  echo "the adopter's package resolved remote packages:" >&2; cat Package.resolved >&2; exit 1
fi
if [ -d "$scratch/checkouts" ] && [ -n "$(ls -A "$scratch/checkouts")" ]; then
  echo "the adopter's build checked out packages from outside the repository: $(ls "$scratch/checkouts")" >&2; exit 1
fi
echo "ok: an outside package depends on DragKit by path, links without Foundation and drives a scripted drag"
