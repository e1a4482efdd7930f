#!/usr/bin/env python3
"""Prints one `N passed, N failed` line for the test runs of build directories.

lit's individual results (build/test/lit-results.json) replace the single
ctest entry that runs lit; every other ctest entry counts once.
"""
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LIT_PASS = {"PASS", "XFAIL"}
LIT_SKIP = {"UNSUPPORTED", "SKIPPED", "EXCLUDED"}


def count(build: Path):
    passed = failed = skipped = 0
    lit_json = build / "test" / "lit-results.json"
    if lit_json.exists():
        for test in json.loads(lit_json.read_text())["tests"]:
            code = test["code"]
            if code in LIT_PASS:
                passed += 1
            elif code in LIT_SKIP:
                skipped += 1
            else:
                failed += 1
    junit = build / "ctest-results.xml"
    if junit.exists():
        for case in ET.parse(junit).getroot().iter("testcase"):
            if case.get("name") == "lit":
                if not lit_json.exists():
                    failed += 1
                continue
            status = case.get("status", "run")
            if case.find("failure") is not None or status == "fail":
                failed += 1
            elif status in ("disabled", "notrun") or case.find("skipped") is not None:
                skipped += 1
            else:
                passed += 1
    return passed, failed, skipped


def main(builds) -> int:
    passed = failed = skipped = 0
    for build in builds:
        p, f, s = count(build)
        passed, failed, skipped = passed + p, failed + f, skipped + s
    line = f"{passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped"
    print(line)
    return 1 if failed or passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main([Path(arg) for arg in sys.argv[1:]]))
