#!/usr/bin/env bash
# Every test: install, build, run ctest (which runs the lit suite and the
# other test programs), then print one `N passed, N failed` line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACTGRAD_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"

rm -f "$build/test/lit-results.json" "$build/ctest-results.xml"
status=0
(cd "$build" && ctest --output-on-failure --output-junit ctest-results.xml) ||
  status=$?
python3 "$root/scripts/summarize-tests.py" "$build" || status=1
exit "$status"
