#!/usr/bin/env python3
"""ActGrad beside today's peers, in one process at one thread count.

Times, case by case and interleaved (every implementation once per round,
three rounds, the median), ActGrad's static- and dynamic-shape kernels,
PyTorch eager (aten's backward ops), torch.compile (Inductor), IREE
(llvm-cpu, O2) on the conversion's own linalg and on torch-mlir's, XLA
(jax.jit of jax.vjp) and the triad ceiling; checks every result against
ActGrad's reference first. The cases are actgrad-bench's
(tools/actgrad-bench/gen_kernels.py): every op x dtype x layout group and
the real-model shapes ('@'). Writes one CSV row per case and
implementation. scripts/bench-peers.sh runs it once per thread count (the
thread settings of XLA and IREE are fixed at process start) and then
bench_peers_report.py. Exit status 1 when a result check fails (a peer's
result that is neither ActGrad's semantics nor its documented own, or
ActGrad's) or ActGrad's kernel fails; 2 for bad arguments.

    bench_peers.py --threads N --csv OUT.csv [--quick] [--filter TEXT]
"""

import argparse
import csv
import datetime
import zlib
import os
import statistics
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
GROUPS = ["hardsigmoid", "hardtanh", "swish", "prelu", "softmax",
          "models_eltwise", "models_prelu", "models_softmax"]
# --quick: one small case per op, both layouts of PReLU.
QUICK = ["hardsigmoid_f32_64Ki", "hardtanh_bf16_64Ki", "swish_f16_64Ki",
         "prelu_f32_8x256x14x14_NCX@resnet", "prelu_f32_8x14x14x256_NXC@resnet_nhwc",
         "softmax_f32_32x4x64x64_axis_-1@small"]
IMPLS = ["actgrad", "actgrad_dyn", "actgrad_op", "eager", "inductor", "iree", "iree_torch", "xla",
         "triad"]
FIELDS = ["threads", "case", "op", "dtype", "shape", "param", "bytes", "impl",
          "status", "us", "us_runs", "gbps", "cpu_per_wall", "detail"]


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("--csv", required=True, help="the CSV to write")
    parser.add_argument("--quick", action="store_true", help="a handful of small cases")
    parser.add_argument("--filter", default="",
                        help="cases whose id contains this (or one of a comma list)")
    parser.add_argument("--impls", default=",".join(IMPLS))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--batch-ms", type=float, default=20.0,
                        help="time of one batch of calls (default 20 ms)")
    parser.add_argument("--corrupt", default="", metavar="IMPL",
                        help="(tests) change one element of IMPL's results before "
                        "the check, which must then fail")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    parser.add_argument("--cache-dir", default=None,
                        help="IREE vmfb and triad cache (default BUILD/bench-peers)")
    args = parser.parse_args(argv)
    if args.threads < 1:
        parser.error("--threads must be >= 1")
    unknown = set(args.impls.split(",")) - set(IMPLS)
    if unknown:
        parser.error(f"unknown implementations {sorted(unknown)}; known: {IMPLS}")
    return args


def set_thread_environment(threads, build_dir):
    """Before torch, jax and IREE are imported: the settings each reads at
    start-up (docs/Benchmark.md#peers-threads)."""
    os.environ["OMP_NUM_THREADS"] = str(threads)
    confine_to_cores(threads)
    flags = os.environ.get("XLA_FLAGS", "")
    if threads == 1:
        flags += " --xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
    os.environ["XLA_FLAGS"] = flags.strip()
    # The build tree's libActGradTorchOps.so is built for Debian's torch
    # 1.13 and must not be loaded into this torch: there ActGrad's threads
    # run on LLVM's libomp. A wheel's is built for the torch beside it, and
    # its bridge runs them on PyTorch's libgomp (docs/Python.md, "Threads
    # and OpenMP"), as users get them.
    if os.path.isdir(os.path.join(build_dir, "python", "actgrad")):
        os.environ["ACTGRAD_TORCH_OPS"] = "0"


def load_cases(args):
    sys.path.insert(0, HERE)
    import gen_kernels
    cases = []
    for c in gen_kernels.cases():
        if c["group"] not in GROUPS:
            continue
        cid = gen_kernels.case_id(c)
        if args.quick and cid not in QUICK:
            continue
        if args.filter and not any(f in cid for f in args.filter.split(",")):
            continue
        cases.append(dict(id=cid, op=c["op"], dtype=c["dtype"], shape=list(c["shape"]),
                          param=c["param"], bytes=gen_kernels.ideal_bytes(c)))
    if args.quick and not args.filter and len(cases) != len(QUICK):
        raise SystemExit(f"bench_peers: --quick found {len(cases)} of its "
                         f"{len(QUICK)} cases in gen_kernels.py")
    if not cases:
        raise SystemExit(f"bench_peers: no case matches --filter {args.filter!r}")
    return cases


def make_inputs(case, seed):
    """The case's inputs as torch tensors of its dtype: x and g standard
    normal times 2 (hardtanh's and hardsigmoid's both branches, and values
    exactly at the bounds in bf16 and f16), PReLU's slope normal times 0.25,
    softmax's dst a softmax of normal logits."""
    import torch
    import bench_peers_impls as impls
    gen = torch.Generator().manual_seed(seed)
    dt = impls.torch_dtype(case["dtype"])
    shape = case["shape"]

    def normal(s, scale):
        return (torch.randn(s, generator=gen) * scale).to(dt)
    t = {"g": normal(shape, 1.0)}
    if case["op"] == "softmax":
        t["y"] = torch.softmax(torch.randn(shape, generator=gen) * 2,
                               dim=case["param"]).to(dt)
    else:
        t["x"] = normal(shape, 2.0)
    if case["op"] == "prelu":
        t["w"] = normal([shape[impls.channel_dim(case)]], 0.25)
    return t


def expected_of(case):
    import bench_peers_check as chk
    import bench_peers_impls as impls
    t = case["tensors"]
    names = {"softmax": ["g", "y"], "prelu": ["x", "w", "g"]}.get(case["op"], ["x", "g"])
    return chk.Expected(case["op"], case["dtype"], [impls.to_f64(t[n]) for n in names],
                        case["param"])


def batch_size(call, seconds):
    """Calls per batch so that a batch takes about ``seconds``."""
    count = 1
    while True:
        start = time.perf_counter()
        for _ in range(count):
            call()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds / 4 or count >= 1 << 20:
            return max(1, round(count * seconds / max(elapsed, 1e-9)))
        count *= 4


def measure(calls, runs, seconds, settle=None):
    """Interleaved rounds, every implementation once per round: the median
    per-call time (s), the per-call times of the rounds and the process CPU
    time per wall time (how many threads the implementation kept busy).
    ``settle``: seconds to wait before each implementation's batch, by the
    name of the one before it (see ``settle_times``)."""
    counts = {name: batch_size(call, seconds) for name, call in calls.items()}
    samples = {name: [] for name in calls}
    busy = {name: [] for name in calls}
    previous = None
    for _ in range(runs):
        for name, call in calls.items():
            if previous is not None and settle:
                time.sleep(settle.get(previous, 0))
            previous = name
            count = counts[name]
            cpu, start = time.process_time(), time.perf_counter()
            for _ in range(count):
                call()
            wall = time.perf_counter() - start
            samples[name].append(wall / count)
            busy[name].append((time.process_time() - cpu) / wall)
    return {name: (statistics.median(samples[name]), samples[name],
                   statistics.median(busy[name])) for name in calls}


def settle_times(names, threads, actgrad_runtime):
    """How long each implementation's thread pool may go on spinning after
    its batch, to be waited out before the next one's: on several threads
    the runtimes' workers spin for a while before they sleep (LLVM's
    libomp for KMP_BLOCKTIME, 200 ms; libgomp, XLA's and IREE's pools for
    less), and a pool spinning on the cores the next implementation needs
    slows that one down. Nothing on one thread."""
    if threads == 1:
        return None
    return {name: 0.25 if name.startswith("actgrad") and actgrad_runtime == "libomp"
            else 0.05 for name in names}


class Peers:
    """The implementations' setup functions, with the state they share."""

    def __init__(self, args):
        import bench_peers_impls as impls
        self.impls, self.args = impls, args
        self.threads = args.threads
        cache = args.cache_dir or os.path.join(args.build_dir, "bench-peers")
        self.cache = cache
        self._iree, self._triad, self._jax_cache = None, None, False
        # The OpenMP runtime of ActGrad's threaded kernels, "gomp" (the
        # bridge to PyTorch's libgomp) or "libomp"; the triad runs on it too.
        from actgrad import _kernel
        self.actgrad_runtime = "gomp" if _kernel._openmp_entry_points() else "libomp"
        self.actgrad_opt = os.path.join(args.build_dir, "bin", "actgrad-opt")

    def iree(self):
        if self._iree is None:
            self._iree = self.impls.Iree(self.threads, os.path.join(self.cache, "iree"),
                                         self.actgrad_opt)
        return self._iree

    def setup(self, name, case):
        i, t = self.impls, self.threads
        if name == "actgrad":
            return i.setup_actgrad(case, True, t)
        if name == "actgrad_dyn":
            return i.setup_actgrad(case, False, t)
        if name == "actgrad_op":
            return i.setup_actgrad_op(case, t)
        if name == "eager":
            return i.setup_eager(case, t)
        if name == "inductor":
            return i.setup_inductor(case, t)
        if name == "iree":
            return i.setup_iree_conversion(case, self.iree())
        if name == "iree_torch":
            return i.setup_iree_torch(case, self.iree())
        if name == "xla":
            if not self._jax_cache:
                # Compiled executables on disk: the second thread count's
                # process compiles nothing again.
                import jax
                jax.config.update("jax_compilation_cache_dir",
                                  os.path.join(self.cache, "jax"))
                jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
                self._jax_cache = True
            return i.setup_xla(case, t)
        if self._triad is None:
            self._triad = i.Triad(self.cache, self.actgrad_runtime)
        return self._triad.setup(case["bytes"], t)


def run_case(case, peers, names, args):
    """Sets up, checks and times every implementation of one case; returns
    the CSV rows and whether a check failed."""
    import bench_peers_check as chk
    case["tensors"] = make_inputs(case, seed=zlib.crc32(case["id"].encode()))
    expected = expected_of(case)
    calls, rows, failed = {}, {}, False
    for name in names:
        status, detail = "ok", ""
        try:
            impl = peers.setup(name, case)
            if impl.outputs is not None:
                outputs = impl.outputs()
                if name == args.corrupt:
                    outputs[0].reshape(-1)[0] = outputs[0].reshape(-1)[0] * 3 + 1
                status, detail = chk.verdict(name, expected, outputs)
            if status == "wrong":
                failed = True
            if status in ("ok", "differs"):
                calls[name] = impl.call
        except peers.impls.Unsupported as error:
            status, detail = "unsupported", str(error)
        except Exception as error:  # a peer's own failure: reported, not fatal
            status = "error"
            detail = f"{type(error).__name__}: {str(error).strip()[:400]}"
            if name.startswith("actgrad"):
                failed = True
                traceback.print_exc()
        rows[name] = dict(status=status, detail=detail.replace("\n", " "))
    settle = settle_times(calls, args.threads, peers.actgrad_runtime)
    for name, (median, runs, busy) in measure(calls, args.runs, args.batch_ms / 1000,
                                              settle).items():
        rows[name].update(us=f"{median * 1e6:.2f}",
                          us_runs=";".join(f"{s * 1e6:.2f}" for s in runs),
                          gbps=f"{case['bytes'] / median / 1e9:.2f}",
                          cpu_per_wall=f"{busy:.2f}")
    del case["tensors"]
    return [dict(threads=args.threads, case=case["id"], op=case["op"],
                 dtype=case["dtype"], shape="x".join(map(str, case["shape"])),
                 param=case["param"], bytes=case["bytes"], impl=name, **row)
            for name, row in rows.items()], failed


def progress(case, rows):
    by = {r["impl"]: r for r in rows}
    base = by.get("actgrad", {}).get("us")
    cells = []
    for name, r in by.items():
        if r["status"] not in ("ok", "differs") or "us" not in r:
            cells.append(f"{name} {r['status']}")
        elif name == "actgrad" or base is None or r["status"] == "differs":
            cells.append(f"{name} {float(r['us']):.1f}us"
                         + (" (differs)" if r["status"] == "differs" else ""))
        else:
            cells.append(f"{name} {float(r['us']) / float(base):.2f}x")
    print(f"{case['id']}: " + ", ".join(cells), flush=True)


def confine_to_cores(threads):
    """The process on ``threads`` cores: XLA's CPU runtime sizes its thread
    pools by the cores it may run on, whatever its flags say (at 1 thread
    it kept 1.7 to 1.9 cores busy), so each implementation gets as many
    cores as the thread count; the others are unaffected."""
    cores = sorted(os.sched_getaffinity(0))
    if threads < len(cores):
        os.sched_setaffinity(0, cores[:threads])


def main(argv):
    args = parse_args(argv)
    set_thread_environment(args.threads, args.build_dir)
    sys.path.insert(0, HERE)
    sys.path.insert(0, os.path.join(args.build_dir, "python"))
    import torch
    torch.set_num_threads(args.threads)
    names = args.impls.split(",")
    import actgrad
    actgrad.config.num_threads = args.threads
    cases = load_cases(args)
    peers = Peers(args)
    print(f"# bench_peers: {len(cases)} cases, {args.threads} thread(s), "
          f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
          flush=True)
    runtime = {"gomp": "PyTorch's libgomp (the bridge)",
               "libomp": "LLVM's libomp"}[peers.actgrad_runtime]
    print(f"# actgrad {os.path.dirname(actgrad.__file__)}, torch {torch.__version__}, "
          f"threaded kernels on {runtime}", flush=True)
    failures = []
    with open(args.csv, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        writer.writeheader()
        for case in cases:
            rows, failed = run_case(case, peers, names, args)
            writer.writerows(rows)
            f.flush()
            progress(case, rows)
            failures += [f"{r['case']} {r['impl']}: {r['status']}: {r['detail']}"
                         for r in rows if failed and
                         (r["status"] == "wrong" or
                          (r["impl"].startswith("actgrad") and r["status"] != "ok"))]
    for line in failures:
        print("FAIL " + line, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    code = main(sys.argv[1:])
    sys.stdout.flush()
    sys.stderr.flush()
    # The peers' runtimes (IREE's, XLA's, the JIT engines) do not all survive
    # the interpreter's teardown: leave without it, the CSV written.
    os._exit(code)
