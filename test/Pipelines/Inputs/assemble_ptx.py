#!/usr/bin/python3
"""Assembles the PTX of every gpu.binary in an actgrad-to-nvvm output with
ptxas, in parallel. Prints `N of N PTX modules assemble for CHIP`, or each
failure with ptxas's messages (exit status 1).

Usage: assemble_ptx.py PTXAS CHIP MODULE.mlir
"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile


def unescape(text):
    # MLIR string escapes: \XX hex bytes and \\.
    return re.sub(r"\\([0-9A-Fa-f]{2}|\\)",
                  lambda m: "\\" if m.group(1) == "\\" else chr(int(m.group(1), 16)),
                  text)


def main():
    ptxas, chip, path = sys.argv[1:4]
    text = open(path).read()
    modules = [(m.group(1), unescape(m.group(2))) for m in re.finditer(
        r'gpu\.binary @(\w+)\s.*?assembly = "((?:[^"\\]|\\.)*)"', text)]
    failures = []
    with tempfile.TemporaryDirectory() as work:
        def assemble(item):
            name, ptx = item
            source = os.path.join(work, name + ".ptx")
            with open(source, "w") as f:
                f.write(ptx)
            run = subprocess.run([ptxas, "-arch=" + chip, source, "-o", os.devnull],
                                 capture_output=True, text=True)
            return name, run.returncode, run.stderr
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            for name, code, err in pool.map(assemble, modules):
                if code != 0:
                    failures.append(name)
                    print("FAILED %s:\n%s" % (name, err))
    print("%d of %d PTX modules assemble for %s"
          % (len(modules) - len(failures), len(modules), chip))
    return 1 if failures or not modules else 0


if __name__ == "__main__":
    sys.exit(main())
