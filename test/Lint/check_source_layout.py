#!/usr/bin/env python3
"""Checks the layout rules of ActGrad's compiler sources (lib/ and include/).

- x86 knowledge lives in Codegen/X86 (the ISA hooks and x86-only passes) and
  Codegen/Target (CPUTargetInfo's data): no other source names an x86
  intrinsic (`llvm.x86.*`, `_mm*_`, `__builtin_ia32*`), an x86 feature string
  ("+avx512f", "-sse4.2", ...) or isX86Target/hasX86Feature/
  createX86RegisterBarrier.
- No file under lib/ has more than 400 lines.

Usage: check_source_layout.py [SOURCE_ROOT]; exits 1 and lists every
violation, or prints a summary and exits 0.
"""
import os
import re
import sys

MAX_LIB_LINES = 400
ALLOWED = ("Codegen/X86/", "Codegen/Target/")
SUFFIXES = (".cpp", ".h", ".td", ".inc", ".def", ".c")
X86_FEATURES = ("avx", "sse", "ssse3", "fma", "f16c", "bmi", "amx", "aes",
                "pclmul", "vpclmulqdq", "gfni", "movbe", "popcnt", "lzcnt",
                "xsave", "prfchw", "adx", "rdrnd", "rdseed", "sha", "vaes",
                "evex512", "avxvnni", "avxifma", "x87", "mmx", "cx16", "sahf")
PATTERNS = [
    (re.compile(r"llvm\.x86\."), "x86 intrinsic"),
    (re.compile(r"\b_mm(256|512)?_\w+"), "x86 intrinsic"),
    (re.compile(r"__builtin_ia32"), "x86 intrinsic"),
    (re.compile(r"\b__m(128|256|512)[id]?\b"), "x86 vector type"),
    (re.compile(r"[\"',][+-](%s)[\w.]*" % "|".join(X86_FEATURES)),
     "x86 feature string"),
    (re.compile(r"\b(isX86Target|hasX86Feature|createX86RegisterBarrier)\b"),
     "x86 target query"),
]


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), "..", ".."))
    problems = []
    checked = 0
    for top in ("lib", "include"):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith(SUFFIXES):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                checked += 1
                with open(path, encoding="utf-8") as f:
                    lines = f.read().splitlines()
                if top == "lib" and len(lines) > MAX_LIB_LINES:
                    problems.append("%s: %d lines (at most %d under lib/)" %
                                    (rel, len(lines), MAX_LIB_LINES))
                if any(part in rel.replace(os.sep, "/") for part in ALLOWED):
                    continue
                for number, line in enumerate(lines, 1):
                    for pattern, what in PATTERNS:
                        match = pattern.search(line)
                        if match:
                            problems.append(
                                "%s:%d: %s '%s' outside Codegen/X86 and "
                                "Codegen/Target" %
                                (rel, number, what, match.group(0)))
    for problem in problems:
        print(problem)
    if problems:
        print("source layout: %d problems in %d files" %
              (len(problems), checked))
        return 1
    print("source layout: %d files checked, no problems" % checked)
    return 0


if __name__ == "__main__":
    sys.exit(main())
