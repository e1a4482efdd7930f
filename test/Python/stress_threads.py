"""Thread stress of the actgrad package (run by test_threads.py in a child
process, so that a crash fails the test instead of killing pytest).

Four threads call every op of actgrad.ops (all five; PReLU per tensor and
per channel in both layouts; softmax along an inner and the last axis; on
torch tensors, with ``out=`` and on numpy arrays) and check every result
against test/Python/reference.py, while another thread changes
``actgrad.config`` and clears the kernel cache. Runs for
$ACTGRAD_STRESS_SECONDS seconds (default 3); exits 0 when every result
was correct, 1 with the failures otherwise.
"""

import os
import random
import sys
import threading
import time
import traceback

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference  # noqa: E402

import actgrad  # noqa: E402
import actgrad.ops as ops  # noqa: E402

WORKERS = 4


def _operands(shape, dtype, seed):
    gen = torch.Generator().manual_seed(seed)
    x = (torch.randn(shape, generator=gen) * 4).to(dtype)
    g = torch.randn(shape, generator=gen).to(dtype)
    return g, x


def _cases():
    """(name, call, check) per op and form; ``call()`` runs the op and
    ``check(result)`` raises unless the result passes SEMANTICS.md §3."""
    cases = []
    f32 = torch.float32
    # Large enough that a kernel runs while the other thread clears.
    big = (256, 1024)
    for dtype, name in ((f32, "f32"), (torch.bfloat16, "bf16")):
        g, x = _operands(big, dtype, 1)
        gd, xd = g.double(), x.double()
        want = reference.hardtanh(gd, xd, -1.0, 1.0)
        cases.append((f"hardtanh {name}",
                      lambda g=g, x=x: ops.hardtanh_backward(g, x, min=-1.0, max=1.0),
                      lambda r, want=want, name=name: reference.check(
                          "hardtanh_backward", r, want, name)))
    g, x = _operands(big, f32, 2)
    want = reference.hardsigmoid(x.double(), g.double(), 1 / 6, 0.5)
    cases.append(("hardsigmoid f32",
                  lambda: ops.hardsigmoid_backward(x, g, alpha=1 / 6, beta=0.5),
                  lambda r, want=want: reference.check("hardsigmoid_backward", r,
                                                       want, "f32")))
    g2, x2 = _operands(big, f32, 3)
    want_s = reference.swish(g2.double(), x2.double(), 1.5)
    bound_s = reference.swish_bound(g2, x2, 1.5)
    cases.append(("swish f32",
                  lambda: ops.swish_backward(g2, x2, beta=1.5),
                  lambda r: reference.check("swish_backward", r, want_s, "f32",
                                            bound_s)))
    cases += _prelu_cases() + _softmax_cases() + _other_form_cases()
    return cases


def _prelu_cases():
    cases = []
    for data_format, shape, slope_shape in (("NCX", (8, 32, 28, 28), (32,)),
                                            ("NXC", (8, 28, 28, 32), (32,)),
                                            ("NCX", (8, 32, 28, 28), (1,))):
        g, x = _operands(shape, torch.float32, 4)
        w = torch.rand(slope_shape, generator=torch.Generator().manual_seed(5))
        dx, dw, bound = reference.prelu(x.double(), w.double(), g.double(),
                                        data_format)

        def check(r, dx=dx, dw=dw, bound=bound):
            reference.check("prelu_diff_src", r[0], dx, "f32")
            reference.check("prelu_diff_slope", r[1], dw, "f32", bound)

        cases.append((f"prelu {data_format} slope {list(slope_shape)}",
                      lambda x=x, w=w, g=g, f=data_format:
                      ops.prelu_backward(x, w, g, data_format=f), check))
    return cases


def _softmax_cases():
    cases = []
    for shape, axis in (((16, 64, 32, 8), 1), ((64, 12, 128), -1)):
        g, logits = _operands(shape, torch.float32, 6)
        y = torch.softmax(logits.double(), axis).float()
        want = reference.softmax(g.double(), y.double(), axis)
        bound = reference.softmax_bound(g, y, axis)
        cases.append((f"softmax axis {axis}",
                      lambda g=g, y=y, a=axis: ops.softmax_backward(g, y, axis=a),
                      lambda r, want=want, bound=bound, a=axis: reference.check(
                          "softmax_backward", r, want, "f32", bound)))
    return cases


def _other_form_cases():
    """out= (the calling thread's own buffer) and numpy arrays."""
    cases = []
    g, x = _operands((128, 1024), torch.float32, 7)
    want = reference.hardtanh(g.double(), x.double(), 0.0, 6.0)
    outs = threading.local()

    def with_out():
        if not hasattr(outs, "value"):
            outs.value = torch.empty_like(g)
        outs.value.fill_(float("nan"))
        return ops.hardtanh_backward(g, x, min=0.0, max=6.0, out=outs.value)

    cases.append(("hardtanh out=", with_out,
                  lambda r: reference.check("hardtanh_backward", r, want, "f32")))
    gn, xn = g.numpy(), x.numpy()
    cases.append(("hardtanh numpy",
                  lambda: ops.hardtanh_backward(gn, xn, min=0.0, max=6.0),
                  lambda r: reference.check("hardtanh_backward",
                                            torch.from_numpy(r), want, "f32")))
    return cases


def _configure(stop, counts):
    """Changes a setting or clears the cache every millisecond. A clear
    makes every kernel compile again (the settings' combinations stay in
    the package's cache), so one change in 20 is a clear."""
    rng = random.Random(0)
    config = actgrad.config
    saved = (config.threads, config.num_threads, config.workspace, config.openmp)
    try:
        while not stop.is_set():
            choice = rng.randrange(5) if rng.randrange(20) else 0
            if choice == 0:
                actgrad.clear_cache()
            elif choice == 1 and saved[0]:
                config.threads = not config.threads
            elif choice == 2:
                config.num_threads = rng.choice([None, 1, 2])
            elif choice == 3:
                # Kernels on libomp and on PyTorch's libgomp in one process.
                config.openmp = "libomp" if config.openmp == "auto" else "auto"
            else:
                config.workspace = not config.workspace
            counts["changes"] += 1
            time.sleep(0.001)
    finally:
        (config.threads, config.num_threads, config.workspace,
         config.openmp) = saved


def _work(cases, seed, stop, counts, failures):
    rng = random.Random(seed)
    while not stop.is_set():
        name, call, check = rng.choice(cases)
        try:
            check(call())
            counts["calls"] += 1
        except BaseException:  # noqa: B902 - reported by main()
            failures.append(f"{name}:\n{traceback.format_exc()}")
            stop.set()


def main():
    seconds = float(os.environ.get("ACTGRAD_STRESS_SECONDS", "3"))
    cases = _cases()
    stop = threading.Event()
    counts = {"calls": 0, "changes": 0}
    failures = []
    threads = [threading.Thread(target=_work, args=(cases, i, stop, counts, failures))
               for i in range(WORKERS)]
    threads.append(threading.Thread(target=_configure, args=(stop, counts)))
    for t in threads:
        t.start()
    stop.wait(seconds)
    stop.set()
    for t in threads:
        t.join()
    print(f"stress: {seconds:g} s, {WORKERS} threads, {counts['calls']} checked calls, "
          f"{counts['changes']} configuration changes, {len(failures)} failures",
          flush=True)
    for failure in failures[:5]:
        print(failure, file=sys.stderr)
    return 1 if failures or counts["calls"] == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
