#!/bin/sh
# The many-core CPU check, on the target machine (scripts/cpu-check.sh built
# this folder): ActGrad's kernels and the triad ceiling at 1, 4 and all cores
# and, where python3 has torch, PyTorch's backward ops at the same thread
# counts. Needs sh and, for the table and PyTorch, python3.
#
#   sh run.sh [RESULTS_DIR]     (default: $OUT where it is set, as on a lent
#                               device machine, else results/ beside this script)
# writes RESULTS_DIR/results.md (the machine, the table), machine.txt,
# bench.log (actgrad-bench's own lines), torch.csv and torch.log.
#
# Environment (defaults sized so that the whole check ends within 4 minutes
# on 16 cores, docs/Testing.md):
#   ACTGRAD_CPU_CHECK_THREADS   thread counts, e.g. 1,8,16 (default 1,4,nproc)
#   ACTGRAD_CPU_CHECK_FILTER    a regex of the case ids to run (default all)
#   ACTGRAD_CPU_CHECK_REPS      rounds per measurement (default 9)
#   ACTGRAD_CPU_CHECK_MIN_TIME  and seconds per measurement (default 0.1)
#   ACTGRAD_CPU_CHECK_TORCH     0: leave PyTorch out
#   ACTGRAD_CPU_CHECK_BUDGET    seconds for ActGrad's part (default 130);
#                               PyTorch's gets 80
here=$(cd "$(dirname "$0")" && pwd)
# Every step has a time limit, so that a hung kernel cannot stall the check.
command -v timeout > /dev/null 2>&1 ||
  { echo "run.sh needs timeout (coreutils or busybox)"; exit 2; }
results="${1:-${OUT:-$here/results}}"
mkdir -p "$results" || exit 1
results=$(cd "$results" && pwd)
start=$(date +%s)
reps="${ACTGRAD_CPU_CHECK_REPS:-9}"
min_time="${ACTGRAD_CPU_CHECK_MIN_TIME:-0.1}"
budget="${ACTGRAD_CPU_CHECK_BUDGET:-130}"
filter="${ACTGRAD_CPU_CHECK_FILTER:-.}"
torch_budget=80
status=0

cores=$(nproc 2> /dev/null || getconf _NPROCESSORS_ONLN)
# 1, 4 and every core, capped at the cores there are, each once.
threads=""
for t in $(echo "${ACTGRAD_CPU_CHECK_THREADS:-1,4,$cores}" | tr ',' ' '); do
  [ "$t" -gt "$cores" ] && t=$cores
  case ",$threads," in
  *",$t,"*) ;;
  *) threads="${threads:+$threads,}$t" ;;
  esac
done

elapsed() {
  echo $(($(date +%s) - start))
}

# Whether /proc/cpuinfo lists flag $1.
has_flag() {
  grep -m 1 '^flags' /proc/cpuinfo 2> /dev/null | tr ' ' '\n' | grep -qx "$1" &&
    echo yes || echo no
}

echo "== machine"
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "host: $(uname -n), $(uname -sr)"
  if command -v lscpu > /dev/null 2>&1; then
    lscpu | grep -E '^(Model name|Socket|Core|Thread|CPU\(s\)|NUMA node\(s\)|L[123]|CPU max MHz)'
  else
    echo "model: $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)"
  fi
  echo "cores used: $cores (nproc); thread counts: $threads"
  echo "avx512f: $(has_flag avx512f), avx512fp16: $(has_flag avx512_fp16)," \
    "avx512_bf16: $(has_flag avx512_bf16), amx: $(has_flag amx_tile)" \
    "(amx_bf16 $(has_flag amx_bf16))"
  echo "glibc: $(getconf GNU_LIBC_VERSION 2> /dev/null || echo unknown)"
  echo "load average: $(cut -d ' ' -f 1-3 /proc/loadavg 2> /dev/null)"
  env | grep -E '^(OMP_|KMP_)' || true
  echo "-- built:"
  cat "$here/BUILD-INFO.txt"
} > "$results/machine.txt" 2>&1
cat "$results/machine.txt"

# One process per case, so that a case that crashes or hangs costs only its
# own row; when ActGrad's budget is spent, the rest are skipped (and say so).
echo "== ActGrad, threads $threads ($(elapsed) s)"
: > "$results/bench.log"
if ! cases=$("$here/actgrad-bench" --list --filter "$filter" 2>&1); then
  echo "$here/actgrad-bench does not run here: $cases"
  exit 2
fi
[ -n "$cases" ] || { echo "no case matches '$filter'"; exit 2; }
bench_start=$(date +%s)
for id in $cases; do
  if [ $(($(date +%s) - bench_start)) -ge "$budget" ]; then
    echo "SKIP $id: ActGrad's $budget s are up" >> "$results/bench.log"
    status=1
    continue
  fi
  timeout 30 "$here/actgrad-bench" --filter "^$id\$" --threads "$threads" \
    --reps "$reps" --min-time "$min_time" --no-onednn --no-torch \
    > "$results/case.log" 2>&1
  code=$?
  # The progress and FAIL lines; the per-case table is rebuilt below.
  grep -E '^(\[|FAIL)' "$results/case.log" >> "$results/bench.log"
  if [ "$code" -ne 0 ]; then
    status=1
    why="a crash or the time limit"
    [ "$code" -eq 132 ] && why="SIGILL: this CPU lacks an instruction of the target built for"
    [ "$code" -eq 124 ] && why="the 30 s limit"
    grep -q '^FAIL' "$results/case.log" ||
      echo "STOPPED $id: exit status $code ($why)" >> "$results/bench.log"
  fi
done
rm -f "$results/case.log"
grep -E '^(FAIL|STOPPED|SKIP)' "$results/bench.log"
echo "ActGrad: $(grep -c '^\[' "$results/bench.log") measurements ($(elapsed) s)"

echo "== PyTorch ($(elapsed) s)"
: > "$results/torch.csv"
if [ "${ACTGRAD_CPU_CHECK_TORCH:-1}" = 0 ]; then
  echo "ACTGRAD_CPU_CHECK_TORCH=0: PyTorch not measured" | tee "$results/torch.log"
elif command -v python3 > /dev/null 2>&1 && python3 -c 'import torch' > /dev/null 2>&1; then
  timeout $((torch_budget + 30)) python3 "$here/torch_cpu_bench.py" \
    --cases "$here/cases.tsv" --filter "$filter" --threads "$threads" \
    --reps "$reps" --min-time "$min_time" --budget "$torch_budget" \
    --out "$results/torch.csv" > "$results/torch.log" 2>&1 ||
    echo "torch_cpu_bench.py stopped with status $?" >> "$results/torch.log"
  tail -n 3 "$results/torch.log"
else
  echo "no python3 with torch: PyTorch not measured" | tee "$results/torch.log"
fi

echo "== table ($(elapsed) s)"
if command -v python3 > /dev/null 2>&1; then
  {
    echo '```'
    cat "$results/machine.txt"
    echo '```'
    echo
    echo "Command: \`sh run.sh\` (threads $threads, --reps $reps, --min-time $min_time)."
    echo
    python3 "$here/report.py" --cases "$here/cases.tsv" \
      --bench "$results/bench.log" --torch "$results/torch.csv"
  } > "$results/results.md"
  cat "$results/results.md"
else
  echo "no python3: the table is not made; bench.log has the figures"
fi
echo "== done in $(elapsed) s; results in $results"
exit "$status"
