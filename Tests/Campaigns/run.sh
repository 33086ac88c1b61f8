#!/usr/bin/env bash
# Runs the server campaigns of issue 13 against the showcase server binary
# ($DRAGKIT_SERVER_BINARY, else Server/.build/debug/dragkit-showcase).
#   Tests/Campaigns/run.sh          short profile (CI, Scripts/test.sh): 560 hostile requests, 2,000 fuzzed writes, 300 stalled clients, 20 clients x 2,000 writes, 20 kill -9 cycles,
#                                   400 HTML documents against nh3 and 300 mutated .ics and image files (differential.py)
#   Tests/Campaigns/run.sh --long   long profile: 50,000 fuzzed writes, 1,000 kill -9 cycles, 40 clients x 20,000 writes, 5,000 HTML documents, 5,000 files
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python="${PYTHON:-python3}"
# The differential campaign needs nh3 (the reference sanitiser) and selenium: the test venv's Python.
venv_python="$here/../../.venv/bin/python"
[ -x "$venv_python" ] || venv_python="$python"
if [ "${1:-}" = "--long" ]; then
  "$python" "$here/hostile.py"
  "$python" "$here/fuzz.py" --count 50000
  "$python" "$here/slow_clients.py" --connections 1000
  "$python" "$here/load.py" --clients 40 --operations 20000
  "$python" "$here/crash.py" --cycles 1000
  "$venv_python" "$here/differential.py" --html 5000 --files 5000
else
  "$python" "$here/hostile.py"
  "$python" "$here/fuzz.py" --count 2000
  "$python" "$here/slow_clients.py"
  "$python" "$here/load.py" --clients 20 --operations 2000
  "$python" "$here/crash.py" --cycles 20
  "$venv_python" "$here/differential.py"
fi
