#!/usr/bin/python3
"""Fails if a destination-passing kernel of actgrad-bench allocates or copies.

Every kernel of the benchmark writes into its caller's buffers, keeps small
scratch on the stack and the rest in the caller's workspace (the build
compiles them with `workspace=true`), so none may call the heap allocator or
copy memory. Checked at the two levels a regression could show up at:
  - the LLVM dialect that actgrad-opt writes (`<group>_<variant>.llvm.mlir`):
    no function `ag_*` may call malloc, free, aligned_alloc, posix_memalign,
    calloc, realloc, or the memrefCopy runtime function, nor contain an
    `llvm.intr.memcpy` or `llvm.intr.memmove` (a memref.copy);
  - the objects clang built from it (`<group>_<variant>.o`): `nm -u` must not
    list those functions, memcpy or memmove.
Every kernel named in kernels.inc must be found, so that a group that is
not compiled cannot pass unnoticed. There is no allow-list: a copy in any
kernel fails, and so does memcpy or memmove in any object.

Usage: check_no_heap.py --nm NM KERNELS_DIR
"""

import argparse
import glob
import os
import re
import subprocess
import sys

ALLOCATORS = ["malloc", "free", "aligned_alloc", "posix_memalign", "calloc",
              "realloc", "memrefCopy", "_mlir_memref_to_llvm_alloc",
              "_mlir_memref_to_llvm_free"]
COPIES = ["memcpy", "memmove"]


def check_llvm_dialect(path, seen):
    """(function, callee) pairs of forbidden calls in one .llvm.mlir file."""
    bad, function = [], None
    call = re.compile(r"llvm\.call @(%s)\b|\"?llvm\.intr\.(memcpy|memmove)\b"
                      % "|".join(ALLOCATORS))
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*llvm\.func @(\w+)\(", line)
            if m:
                function = m.group(1)
                seen.add(function)
                continue
            m = call.search(line)
            if m and function:
                bad.append((function, m.group(1) or "llvm.intr." + m.group(2)))
    return bad


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--nm", required=True)
    parser.add_argument("kernels_dir")
    args = parser.parse_args()

    with open(os.path.join(args.kernels_dir, "kernels.inc")) as f:
        expected = set(re.findall(r"_mlir_ciface_(ag_\w+?)\(", f.read()))
    expected = {name for name in expected if not name.endswith("_workspace_size")}
    failures, seen = [], set()
    modules = sorted(glob.glob(os.path.join(args.kernels_dir, "*.llvm.mlir")))
    for path in modules:
        for function, callee in check_llvm_dialect(path, seen):
            failures.append(f"{os.path.basename(path)}: @{function} calls {callee}")
    for path in sorted(glob.glob(os.path.join(args.kernels_dir, "*.o"))):
        undefined = subprocess.run([args.nm, "-u", path], check=True,
                                   capture_output=True, text=True).stdout.split()
        for symbol in sorted(set(undefined) & set(ALLOCATORS + COPIES)):
            failures.append(f"{os.path.basename(path)}: calls {symbol}")
    missing = sorted(expected - seen)
    if not modules or missing:
        failures.append("kernels not found in the compiled modules: " +
                        (", ".join(missing) if missing else "(no modules)"))
    for failure in failures:
        print("check_no_heap: " + failure)
    if failures:
        print(f"check_no_heap: FAILED ({len(failures)} problems)")
        return 1
    print(f"check_no_heap: {len(expected)} kernels in {len(modules)} modules "
          "call no allocator and copy nothing")
    return 0


if __name__ == "__main__":
    sys.exit(main())
