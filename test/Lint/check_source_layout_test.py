#!/usr/bin/env python3
"""Feeds check_source_layout.py a tree that breaks each of its rules once,
and one that keeps them, and checks that it reports exactly the breaches."""
import os
import subprocess
import sys
import tempfile

CHECKER = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                       "check_source_layout.py")

BAD = {
    # Generic passes naming x86: an intrinsic, a feature, a target query.
    "lib/Codegen/Input/UsesX86.cpp":
        'auto name = "llvm.x86.avx512.rcp14.ps.512";\n'
        'bool wide = hasX86Feature(op, "+avx512bw");\n',
    "include/ActGrad/Codegen/Input/Features.h":
        'static const char *kFeatures = "+sse4.2,-avx2";\n',
    "lib/Pipelines/Intrinsics.cpp": "__m512 v = _mm512_set1_ps(1.0f);\n",
    # Too long.
    "lib/Codegen/Utils/Long.cpp": "int x;\n" * 401,
}
GOOD = {
    # x86 names where they belong, and a file of exactly 400 lines.
    "lib/Codegen/X86/Hooks.cpp":
        'auto name = "llvm.x86.avx512.rcp14.ps.512";\n'
        'bool wide = hasX86Feature(op, "+avx512bw");\n',
    "lib/Codegen/Target/CPUTargetInfo.cpp": 'bool f = has("+avx512f");\n',
    "lib/Codegen/Utils/Fits.cpp": "int x;\n" * 400,
    # Prose about x86 is fine.
    "lib/Codegen/Input/Prose.cpp": "// AVX-512 masks select 16-bit lanes.\n",
}
EXPECTED = [
    "lib/Codegen/Input/UsesX86.cpp:1: x86 intrinsic",
    "lib/Codegen/Input/UsesX86.cpp:2: x86 feature string",
    "lib/Codegen/Input/UsesX86.cpp:2: x86 target query",
    "include/ActGrad/Codegen/Input/Features.h:1: x86 feature string",
    "lib/Pipelines/Intrinsics.cpp:1: x86 intrinsic",
    "lib/Pipelines/Intrinsics.cpp:1: x86 vector type",
    "lib/Codegen/Utils/Long.cpp: 401 lines",
]


def run(files):
    with tempfile.TemporaryDirectory() as root:
        for rel, text in files.items():
            path = os.path.join(root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        result = subprocess.run([sys.executable, CHECKER, root],
                                capture_output=True, text=True)
        return result.returncode, result.stdout


def main():
    failures = []
    code, out = run(GOOD)
    if code != 0:
        failures.append("a tree that keeps the rules failed:\n" + out)
    code, out = run({**GOOD, **BAD})
    if code != 1:
        failures.append("a tree that breaks the rules exited %d" % code)
    reported = [line for line in out.splitlines()
                if not line.startswith("source layout:")]
    for expected in EXPECTED:
        if not any(line.startswith(expected) for line in reported):
            failures.append("not reported: " + expected)
    if len(reported) != len(EXPECTED):
        failures.append("reported %d problems, expected %d:\n%s" %
                        (len(reported), len(EXPECTED), out))
    for failure in failures:
        print(failure)
    print("check_source_layout self-test: %s" %
          ("passed" if not failures else "FAILED"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
