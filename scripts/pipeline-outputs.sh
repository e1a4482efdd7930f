#!/usr/bin/env bash
# Records what `actgrad-opt --actgrad-to-llvm` prints for every input the lit
# suite and the benchmark feed it, so that two builds can be compared byte for
# byte (a refactor that must not change the generated code):
#
#   scripts/pipeline-outputs.sh build /tmp/before   # at the old commit
#   scripts/pipeline-outputs.sh build /tmp/after    # at the new commit
#   diff -r /tmp/before /tmp/after
#
# It runs the lit suite with actgrad-opt behind a recording wrapper. Each
# recorded run is a file named after a hash of the arguments (temporary paths
# reduced to their base names) and of the input's text; it holds the exit
# status, stdout and stderr. The benchmark's lowered kernels
# (<build>/tools/actgrad-bench/kernels/*.llvm.mlir) are copied beside them.
set -euo pipefail
build="$(cd "${1:?usage: pipeline-outputs.sh BUILD OUTDIR}" && pwd)"
out="${2:?usage: pipeline-outputs.sh BUILD OUTDIR}"
mkdir -p "$out/lit" "$out/bench"
out="$(cd "$out" && pwd)"

tool="$build/bin/actgrad-opt"
real="$build/bin/actgrad-opt.recorded"
mv "$tool" "$real"
trap 'mv "$real" "$tool"' EXIT
cat >"$tool" <<EOF
#!/usr/bin/env python3
import hashlib, os, re, subprocess, sys
args = sys.argv[1:]
stdin = None if sys.stdin.isatty() else sys.stdin.buffer.read()
run = subprocess.run(["$real"] + args, input=stdin, capture_output=True)
sys.stdout.buffer.write(run.stdout)
sys.stderr.buffer.write(run.stderr)
if any("actgrad-to-llvm" in a for a in args):
    key = hashlib.sha256()
    for a in args:
        if os.path.isfile(a):
            key.update(open(a, "rb").read())
            a = "<file>"
        key.update(re.sub(r"/\S*/", "", a).encode() + b"\0")
    key.update(stdin or b"")
    with open(os.path.join("$out/lit", key.hexdigest()[:24]), "wb") as f:
        f.write(b"rc %d\n" % run.returncode + run.stdout + b"\n--stderr--\n"
                + re.sub(rb"/\S*/", b"", run.stderr))
sys.exit(run.returncode)
EOF
chmod +x "$tool"
lit="$(sed -n 's/^LLVM_EXTERNAL_LIT:STRING=//p' "$build/CMakeCache.txt")"
"$lit" -q "$build/test" || echo "pipeline-outputs: some lit tests failed"
for f in "$build"/tools/actgrad-bench/*/*.llvm.mlir; do
  [[ -f "$f" ]] && cp "$f" "$out/bench/"
done
echo "pipeline-outputs: $(ls "$out/lit" | wc -l) pipeline runs," \
  "$(ls "$out/bench" | wc -l) benchmark modules in $out"
