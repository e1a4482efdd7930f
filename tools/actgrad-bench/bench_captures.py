#!/usr/bin/env python3
"""The front-end captures at benchmark sizes: ActGrad against IREE and
torch.compile on the same functions (issue 38, docs/Benchmark.md#captures).

Each case is captured again here, in-process, the way
scripts/capture-frontends.sh captures the checked-in ones (whose sizes are
tiny): torch-mlir's linalg of each activation's backward (make_fx over
torch.autograd.grad) and JAX's vjp of each activation and of the attention
block through IREE's input conversion (scripts/capture_frontends/). The same
linalg function then runs three ways, on the same inputs:

- ActGrad: ``actgrad-opt --inline`` puts the function into a destination-style
  kernel (the package's C interface: inputs and preallocated outputs as
  memrefs) that ``--actgrad-to-llvm`` raises and compiles, one thread;
- IREE: the function compiled by iree-compile (llvm-cpu, O2, host CPU) and
  called through iree.runtime (bench_peers_impls.Iree), one worker;
- torch.compile (torch captures only): Inductor on the make_fx graph of the
  same backward, without torch-mlir's decompositions.

Every route's results are checked against the front end's own (PyTorch
eager, jax.jit) before timing (4 ulp f32 / 2 ulp bf16, or 2^-16 / 2^-6 of
the result's largest magnitude: test/FrontEnds/Inputs/run_capture.py's
rule; a result computed through a sum that the IR accumulates in bf16 or
f16, of n terms, within sqrt(n) u of that magnitude, u the 16-bit type's
unit roundoff, since each route sums in its own order: sum_noise.py). Timing: bench_peers.measure, every route once per round, interleaved,
the median of --runs rounds, one process, one thread. Prints a Markdown
table (a ratio is the peer's time over ActGrad's: > 1, ActGrad is faster)
and, with --doc, writes it between the markers of docs/Benchmark.md.

    bench_captures.py [--quick] [--runs 3] [--filter TEXT] [--doc FILE]

Exit status 1 when ActGrad's result or kernel fails.
"""

import argparse
import datetime
import os
import subprocess
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
BEGIN, END = "<!-- bench-captures:begin -->", "<!-- bench-captures:end -->"
ULPS = {"f32": 4, "bf16": 2}
ABS = {"f32": 2.0 ** -16, "bf16": 2.0 ** -6}
ELEMENTS = 1 << 20  # per-op cases: 1Mi elements (1024x1024)
# --quick: two small cases, one per front end.
QUICK = ("torch_relu6_f32", "jax_softmax_f32")
# A peer sharing the front end's bits at this fraction of the elements fewer
# than ActGrad computes other arithmetic (other_arithmetic).
OTHER_ARITHMETIC = 0.1


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"only {', '.join(QUICK)}, a few calls (a smoke run)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--batch-ms", type=float, default=20.0)
    parser.add_argument("--filter", default="", help="cases whose name contains this")
    parser.add_argument("--doc", help="the Markdown file to update between the markers")
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.batch_ms = 1, 2.0
    return args


# ---------------------------------------------------------------------------
# The cases: (name, front end, dtype, backward, inputs)
# ---------------------------------------------------------------------------

def torch_cases(dtypes):
    import torch
    import torch.nn.functional as F
    import capture_torch as ct
    gen = torch.Generator().manual_seed(38)
    rnd = lambda shape, scale: torch.randn(shape, generator=gen) * scale
    square, nchw = (1024, 1024), (16, 64, 32, 32)
    acts = {"hardtanh": (F.hardtanh, square, 2.0),
            "relu6": (F.relu6, square, 6.0),
            "hardsigmoid": (F.hardsigmoid, square, 4.0),
            "silu": (F.silu, square, 4.0),
            "softmax": (lambda x: torch.softmax(x, -1), (512, 1024), 2.0)}
    for dtype, suffix in dtypes:
        for name, (f, shape, scale) in acts.items():
            args = [rnd(shape, scale), rnd(shape, 1.0)]
            yield (f"torch_{name}_{suffix}", "torch", ct.grad_of(f, 1),
                   [a.to(dtype) for a in args])
        args = [rnd(nchw, 2.0), torch.rand(64, generator=gen) * 0.5, rnd(nchw, 1.0)]
        yield (f"torch_prelu_{suffix}", "torch", ct.grad_of(F.prelu, 2),
               [a.to(dtype) for a in args])


def jax_cases(dtypes):
    import numpy as np
    import jax
    import capture_jax as cj
    rng = np.random.default_rng(38)
    rnd = lambda shape, scale: (rng.standard_normal(shape) * scale).astype(np.float32)
    square = (1024, 1024)
    acts = {"relu6": (jax.nn.relu6, square, 6.0, None),
            "hard_tanh": (jax.nn.hard_tanh, square, 2.0, None),
            "hard_sigmoid": (jax.nn.hard_sigmoid, square, 4.0, None),
            "silu": (jax.nn.silu, square, 4.0, None),
            "softmax": (lambda x: jax.nn.softmax(x, axis=-1), (512, 1024), 2.0, None),
            "softmax_nocustomjvp": (lambda x: jax.nn.softmax(x, axis=-1),
                                    (512, 1024), 2.0, False)}
    for dtype, suffix in dtypes:
        for name, (f, shape, scale, custom) in acts.items():
            args = [rnd(shape, scale), rnd(shape, 1.0)]
            yield (f"jax_{name}_{suffix}", ("jax", custom), cj.vjp_of(f),
                   [a.astype(dtype) for a in args])
    # The attention block (one head, 512 tokens, width 256), f32.
    tokens, width = 512, 256
    args = [rnd((tokens, width), 1.0)] + [rnd((width, width), width ** -0.5)
                                          for _ in range(3)]
    args.append(rnd((tokens, width), 1.0))
    yield ("jax_attention_f32", ("jax", None),
           lambda *a: jax.vjp(cj.attention, *a[:-1])[1](a[-1]), args)


def cases(args):
    import numpy as np
    import torch
    import jax.numpy as jnp
    found = list(torch_cases([(torch.float32, "f32"), (torch.bfloat16, "bf16")]))
    found += list(jax_cases([(np.float32, "f32"), (jnp.bfloat16, "bf16")]))
    if args.quick:
        found = [c for c in found if c[0] in QUICK]
    return [c for c in found if args.filter in c[0]]


# ---------------------------------------------------------------------------
# The routes
# ---------------------------------------------------------------------------

def as_torch(a):
    """A numpy (or JAX) array as a contiguous torch tensor of its dtype."""
    import numpy as np
    import torch
    a = np.asarray(a)
    if a.dtype.name == "bfloat16":
        return torch.from_numpy(a.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(a))


def mlir_types(tensors):
    """[(shape, MLIR element type)] of torch tensors."""
    dt = {"torch.float32": "f32", "torch.bfloat16": "bf16"}
    return [(list(t.shape), dt[str(t.dtype)]) for t in tensors]


def kernel_source(linalg, func, ins, outs, actgrad_opt):
    """The capture inlined into a destination-style kernel @kernel."""
    from actgrad import emit
    in_types, out_types = mlir_types(ins), mlir_types(outs)
    pretty = subprocess.run([actgrad_opt, "-"], input=linalg, check=True,
                            capture_output=True, text=True).stdout.rstrip()
    pretty = pretty.replace(f"func.func @{func}(", f"func.func private @{func}(", 1)
    t = lambda s, d: emit.tensor_type(s, d)
    args = ", ".join(f"%a{i}" for i in range(len(ins)))
    call = (f"  %r:{len(outs)} = func.call @{func}({args}) : "
            f"({', '.join(t(*x) for x in in_types)}) -> "
            f"({', '.join(t(*x) for x in out_types)})")
    kernel = emit.kernel_function(
        "kernel", [(f"%a{i}_m", f"%a{i}", s, d) for i, (s, d) in enumerate(in_types)],
        [(f"%o{i}_m", s, d) for i, (s, d) in enumerate(out_types)], [call],
        [f"%r#{i}" for i in range(len(outs))])
    module = pretty[:-1] + "\n" + "\n".join(kernel) + "\n}\n"
    return subprocess.run([actgrad_opt, "-", "--inline", "--symbol-dce"], input=module,
                          check=True, capture_output=True, text=True).stdout


def setup_actgrad(linalg, func, ins, outs, actgrad_opt):
    """ActGrad's kernel of the capture, called as bench_peers.py calls its
    kernels (bench_peers_impls.kernel_impl)."""
    from actgrad import _kernel
    import bench_peers_impls as impls
    source = kernel_source(linalg, func, ins, outs, actgrad_opt)
    kernel = _kernel.Kernel(source, "kernel", len(ins) + len(outs), threads=False)
    return impls.kernel_impl(kernel, ins, outs)


def setup_iree(iree, linalg, func, ins):
    """IREE on the capture (its function renamed @main), through
    bench_peers_impls.iree_impl."""
    import bench_peers_impls as impls
    import common
    dtype = mlir_types(ins[:1])[0][1]
    case = {"dtype": dtype, "tensors": {f"a{i}": t for i, t in enumerate(ins)}}
    text = common._rule_rename_func(linalg, func, "main")
    return impls.iree_impl(iree, "capture " + text, lambda: text, case,
                           [f"a{i}" for i in range(len(ins))])


def setup_compile(fn, ins):
    """torch.compile (Inductor, static shapes) of the make_fx graph of the
    backward (aten's backward ops, as autograd runs them)."""
    import torch
    from torch.fx.experimental.proxy_tensor import make_fx
    import bench_peers_impls as impls
    gm = make_fx(fn)(*ins)
    torch._dynamo.reset()
    compiled = torch.compile(gm, dynamic=False, fullgraph=True)
    compiled(*ins)
    return impls.Impl(lambda: compiled(*ins),
                      lambda: impls.torch_outputs(tuple(compiled(*ins))))


# ---------------------------------------------------------------------------
# Check, time, report
# ---------------------------------------------------------------------------

def mismatches(dtype, want, got, noise=None):
    """How many elements of got differ from want beyond the rule above; a
    result computed through a 16-bit sum also within its summation-order
    noise (noise[i], a fraction of the largest magnitude: sum_noise.py)."""
    import numpy as np
    if len(want) != len(got):
        return f"{len(got)} results, expected {len(want)}"
    bad, worst = 0, ""
    for i, (w, g) in enumerate(zip(want, got)):
        if w.shape != g.shape:
            return f"shape {g.shape}, expected {w.shape}"
        finite = np.abs(w[np.isfinite(w)])
        scale = max(ABS[dtype], noise[i] if noise else 0.0)
        bound = scale * (finite.max() if finite.size else 0.0)
        ulp = np.spacing(np.abs(w).astype(np.float32)).astype(np.float64)
        if dtype == "bf16":
            ulp *= 1 << 16
        close = np.abs(g - w) <= np.maximum(ULPS[dtype] * ulp, bound)
        same = (np.isnan(w) & np.isnan(g)) | (w == g)
        wrong = ~(close | same)
        if wrong.any():
            at = np.unravel_index(np.argmax(np.where(wrong, np.abs(g - w), -1)), w.shape)
            worst = (f" (result {i} at {list(map(int, at))}: {g[at]!r}, expected "
                     f"{w[at]!r}, bound {bound!r})")
        bad += int(np.count_nonzero(wrong))
    return f"{bad} elements differ{worst}" if bad else ""


def other_arithmetic(want, results, route):
    """"ok", or "other arithmetic: ..." for a peer whose results pass the
    front end's check but share the front end's bits at a fraction
    OTHER_ARITHMETIC below ActGrad's: ActGrad computes the capture's linalg
    as written, as the front end does, and the peer computes something else
    that the check's magnitude bound lets through (IREE's
    iree-convert-bf16-arith-to-f32 rounds a fused bf16 chain once, where
    the linalg and JAX round after every op). Its time is not for the same
    result. Only for captures without a reduction: a sum's order is each
    route's choice, and every order rounds differently."""
    import numpy as np
    def equal(got):
        same = sum(int(np.count_nonzero((g == w) | (np.isnan(g) & np.isnan(w))))
                   for g, w in zip(got, want))
        return same / sum(w.size for w in want)
    ours, theirs = equal(results["actgrad"]), equal(results[route])
    if theirs >= ours - OTHER_ARITHMETIC:
        return "ok"
    return (f"other arithmetic: bits equal to the front end's at {theirs:.0%} of "
            f"the elements, ActGrad's at {ours:.0%}")


def capture_of(case):
    """(linalg, function name, inputs as torch tensors, the front end's
    results as float64 arrays) of one case."""
    import bench_peers_impls as impls
    name, front_end, fn, args = case
    if front_end == "torch":
        import capture_torch as ct
        linalg = ct.linalg_of(name, fn, args)
        return linalg, name, args, [impls.to_f64(r) for r in fn(*args)]
    import capture_jax as cj
    linalg, results = cj.linalg_of(name, fn, args, front_end[1])
    return linalg, name, [as_torch(a) for a in args], [impls.to_f64(r) for r in results]


def run_case(case, iree, args):
    """{route: (status, median s)} of one case, checked, then timed."""
    import torch
    import bench_peers
    import bench_peers_impls as impls
    import sum_noise
    linalg, func, ins, want = capture_of(case)
    dtype = mlir_types(ins[:1])[0][1]
    noise = sum_noise.order_noise(linalg, func)
    outs = [as_torch(w.astype("float32")).to(ins[0].dtype) for w in want]
    actgrad_opt = os.path.join(args.build_dir, "bin", "actgrad-opt")
    routes = {"actgrad": lambda: setup_actgrad(linalg, func, ins, outs, actgrad_opt),
              "iree": lambda: setup_iree(iree, linalg, func, ins)}
    if case[1] == "torch":
        routes["compile"] = lambda: setup_compile(case[2], ins)
    status, calls, results = {}, {}, {}
    for route, setup in routes.items():
        try:
            impl = setup()
            results[route] = impl.outputs()
            wrong = mismatches(dtype, want, results[route], noise)
            status[route] = "wrong: " + wrong if wrong else "ok"
            if not wrong:
                calls[route] = impl.call
            if (not wrong and route != "actgrad" and status.get("actgrad") == "ok"
                    and "reduction" not in linalg):
                status[route] = other_arithmetic(want, results, route)
        except impls.Unsupported as error:
            status[route] = f"unsupported: {error}"
        except Exception as error:  # reported; fatal only for ActGrad
            status[route] = f"error: {type(error).__name__}: {str(error)[:300]}"
            if route == "actgrad":
                traceback.print_exc()
    timed = bench_peers.measure(calls, args.runs, args.batch_ms / 1000) if calls else {}
    return {r: (status[r], timed.get(r, (None,))[0]) for r in routes}, raised(linalg,
                                                                           actgrad_opt)


def raised(linalg, actgrad_opt):
    """The actgrad ops raising leaves in the capture (report.py)."""
    import report
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(linalg)
        f.flush()
        counts, _ = report.raised_ops(actgrad_opt, f.name)
    return ", ".join(f"{n} {op}" for op, n in sorted(counts.items())) or "none"


def row(name, results, raised_ops):
    us = results["actgrad"][1]
    cells = [f"`{name}`", f"{us * 1e6:.1f}" if us else results["actgrad"][0]]
    for route in ("iree", "compile"):
        status, t = results.get(route, ("", None))
        if route not in results:
            cells.append("")
        elif t and us:
            ratio = t / us
            cell = f"**{ratio:.2f}**" if ratio < 1.0 else f"{ratio:.2f}"
            # ≠: the peer's results pass the front end's check but are not
            # ActGrad's (other_arithmetic): not a like-for-like time.
            cells.append(cell + (" ≠" if status.startswith("other arithmetic") else ""))
        else:
            cells.append(status.split(":")[0])
    return "| " + " | ".join(cells + [raised_ops]) + " |"


def header(args):
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    versions = subprocess.run([sys.executable, os.path.join(ROOT, "scripts",
                                                            "peer_versions.py")],
                              capture_output=True, text=True).stdout.split("\n")
    keep = ("torch:", "torch-mlir:", "jax:", "iree-base-compiler:")
    return ["```", "command: " + " ".join(["tools/actgrad-bench/bench_captures.py"] +
                                          sys.argv[1:]),
            f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
            f"commit: {commit}", "threads: 1"] + \
        [v for v in versions if v.startswith(keep)] + ["```", ""]


def main(argv):
    args = parse_args(argv)
    sys.path[:0] = [HERE, os.path.join(ROOT, "scripts", "capture_frontends"),
                    os.path.join(args.build_dir, "python")]
    import bench_peers
    bench_peers.set_thread_environment(1)
    import torch
    torch.set_num_threads(1)
    import bench_peers_impls as impls
    iree = impls.Iree(1, os.path.join(args.build_dir, "bench-peers", "iree"),
                      os.path.join(args.build_dir, "bin", "actgrad-opt"))
    lines = header(args) + [
        "| case | ActGrad µs | IREE | torch.compile | raised by ActGrad |",
        "| --- | ---: | ---: | ---: | --- |"]
    print("\n".join(lines), flush=True)
    failed = False
    for case in cases(args):
        results, raised_ops = run_case(case, iree, args)
        failed |= results["actgrad"][0] != "ok"
        lines.append(row(case[0], results, raised_ops))
        print(lines[-1], flush=True)
        for route, (status, _) in results.items():
            if status != "ok":
                print(f"  {route}: {status}", flush=True)
    if args.doc and not args.quick and not args.filter:
        import bench_peers_report
        bench_peers_report.update_doc(args.doc, "\n".join(lines), BEGIN, END,
                                      "bench_captures")
    return 1 if failed else 0


if __name__ == "__main__":
    code = main(sys.argv[1:])
    sys.stdout.flush()
    # As bench_peers.py: the peers' runtimes do not all survive teardown.
    os._exit(code)
