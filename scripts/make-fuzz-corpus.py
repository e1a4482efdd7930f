#!/usr/bin/env python3
"""Writes actgrad-fuzz's seed corpus: every .mlir file under the given source
directories, split at `// -----` as `-split-input-file` does, with whole-line
comments (RUN, CHECK, expected-error) removed; and every public function of
those files on its own (with the affine map aliases it may use), so that the
kernels of execution tests, whose @main prints through memrefs and is no
pipeline input for the fuzzer, seed the full pipeline too (the front-end
corpus: keep-dim reductions, explicit broadcasts, math ops, destination-
passing returns). One file per distinct input, named by its hash, so
rerunning is cheap and never duplicates a seed.

Usage: make-fuzz-corpus.py SOURCE_DIR... OUTPUT_DIR
"""
import hashlib
import pathlib
import re
import sys

SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
COMMENT_LINE = re.compile(r"^\s*//.*\n?", re.MULTILINE)


FUNCTION = re.compile(r"^func\.func @(?!main\b)[\w$.]+\(.*?^\}$",
                      re.MULTILINE | re.DOTALL)
ALIAS = re.compile(r"^#\w+ = .*$", re.MULTILINE)


def seeds(path):
    for chunk in SPLIT.split(path.read_text(errors="replace")):
        text = COMMENT_LINE.sub("", chunk).strip()
        if not text:
            continue
        yield text + "\n"
        aliases = "".join(a + "\n" for a in ALIAS.findall(text))
        for function in FUNCTION.findall(text):
            yield aliases + function + "\n"


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    out = pathlib.Path(argv[-1])
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for source in argv[1:-1]:
        for path in sorted(pathlib.Path(source).rglob("*.mlir")):
            for text in seeds(path):
                data = text.encode()
                name = hashlib.sha1(data).hexdigest()
                target = out / name
                if not target.exists():
                    target.write_bytes(data)
                count += 1
    print(f"make-fuzz-corpus: {count} seeds in {out}")


if __name__ == "__main__":
    main(sys.argv)
