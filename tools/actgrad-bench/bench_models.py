#!/usr/bin/env python3
"""End to end: the backward pass of real models, eager and through ActGrad.

Models: torchvision's mobilenet_v2 (ReLU6: hardtanh_backward),
mobilenet_v3_small (Hardsigmoid in its squeeze-excitation blocks),
efficientnet_b0 (SiLU) at 224x224, and a torch.nn.TransformerEncoder
(softmax of attention, ``--attention math``: see Transformer; 6 layers,
d_model 512) at each ``--seq`` sequence length; random weights, training mode, dropout and stochastic depth off.
Each model's backward time several ways, interleaved step by step (every
way once, then again; each step starts from the next way). PyTorch 2:

- ``eager``: plain PyTorch;
- ``inductor``: ``torch.compile(model)`` (the default backend);
- ``compile-actgrad``: ``torch.compile(model, backend="actgrad")``
  (``actgrad._dynamo.backend``; its node choice is ``ACTGRAD_CHOICE``);
- ``enable``: eager with ``actgrad.torch.enable()``.

PyTorch 1.13: ``eager``, ``aot-nop`` (``functorch.compile.aot_module`` with
``nop`` compilers), ``aot-actgrad`` (``actgrad.torch.aot_module``), ``enable``.

Medians of ``--steps`` steps after ``--warmup`` steps (which compile), for
each thread count of ``--threads`` (compiled anew for each). Then:

- the gradients of every way against the same model's in float64 (same
  weights, input and output weighting): the largest
  ``max|g - ref| / max|ref|`` over the parameters (:func:`gradient_error`).
  A way is ``ok`` when its error is at most ``--accuracy-factor`` times
  the larger of PyTorch's own ways' (``eager`` and ``inductor``; 1.13:
  ``eager`` and ``aot-nop``): deep models amplify rounding, so a fixed
  tolerance would judge PyTorch itself wrong, while a wrong gradient is
  off by far more than PyTorch's rounding;
- one more step per way under ``torch.profiler``: the total CPU time of the
  activation-gradient nodes. Eager ways: the aten ops ActGrad replaces.
  ActGrad's graphs: ``actgrad::_run_graph_kernel``. Inductor's code: its
  kernels whose names carry those ops (``cpp.enable_kernel_profile``; a
  fused kernel's time counts whole, with the neighbours fused into it, e.g.
  batch norm's backward, so this overstates Inductor's cost of the nodes);
- ``compile-actgrad``: the backend's own measurement of the groups it took
  (``actgrad._dynamo.decisions``: each group with the neighbours Inductor
  fuses into it, Inductor's code against the kernel, timed at compile time),
  and its check of the whole backward graph (``actgrad._dynamo.graph_decisions``).

Prints Markdown. From the build tree (PyTorch 1.13) or, for PyTorch 2, with
the wheel installed in a virtual environment::

    PYTHONPATH=build/python /usr/bin/python3 tools/actgrad-bench/bench_models.py
    .venv/bin/python tools/actgrad-bench/bench_models.py --threads 1,2
"""

import argparse
import copy
import statistics
import time

import torch
import torch.nn as nn

import actgrad.torch as agt

TORCH2 = int(torch.__version__.split(".")[0]) >= 2
ANCHORS = ("hardtanh_backward", "hardsigmoid_backward", "silu_backward",
           "prelu_backward", "prelu_kernel_backward", "_softmax_backward_data")
REPLACED = tuple("aten::" + a for a in ANCHORS)
GRAPH_KERNEL = "actgrad::_run_graph_kernel"
WAYS = (("eager", "inductor", "compile-actgrad", "enable") if TORCH2 else
        ("eager", "aot-nop", "aot-actgrad", "enable"))
PYTORCH_WAYS = ("eager", "inductor") if TORCH2 else ("eager", "aot-nop")


class Transformer(nn.Module):
    """A TransformerEncoder; on PyTorch 2 with ``math`` attention, PyTorch's
    math backend of scaled_dot_product_attention (softmax, whose backward
    ActGrad takes) instead of its fused flash attention for the CPU (whose
    backward is one aten op with no softmax node in it)."""

    def __init__(self, attention, d_model=512, heads=8, layers=6):
        super().__init__()
        layer = nn.TransformerEncoderLayer(d_model, heads, 4 * d_model, dropout=0.0,
                                           batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers,
                                             enable_nested_tensor=False)
        self.math = TORCH2 and attention == "math"

    def forward(self, x):
        if not self.math:
            return self.encoder(x)
        from torch.nn.attention import SDPBackend, sdpa_kernel
        with sdpa_kernel(SDPBackend.MATH):
            return self.encoder(x)


def model_and_input(name, batch, seq, attention):
    import torchvision.models as models
    if name == "transformer":
        return (Transformer(attention), torch.randn(batch, seq, 512),
                f"{batch}x{seq}x512")
    model = getattr(models, name)()
    # Dropout and stochastic depth off: every way computes the same
    # function, so that their gradients compare.
    for module in model.modules():
        if isinstance(module, nn.Dropout) or type(module).__name__ == "StochasticDepth":
            module.p = 0.0
    return model, torch.randn(batch, 3, 224, 224), f"{batch}x3x224x224"


def build(way, model):
    model = copy.deepcopy(model)
    if way in ("eager", "enable"):
        return model
    if way == "inductor":
        return torch.compile(model)
    if way == "compile-actgrad":
        from actgrad import _dynamo
        return torch.compile(model, backend=_dynamo.backend)
    if way == "aot-nop":
        from functorch.compile import aot_module, nop
        return aot_module(model, fw_compiler=nop, bw_compiler=nop)
    return agt.aot_module(model)


def step(way, module, x, weight):
    """One forward (untimed) and backward (timed); seconds."""
    module.zero_grad(set_to_none=True)
    loss = (module(x) * weight).sum()
    context = agt.enable() if way == "enable" else _nothing()
    with context:
        start = time.perf_counter()
        loss.backward()
        return time.perf_counter() - start


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return False


def profiled(way, module, x, weight):
    """{kind: (ms, calls)} of the activation-gradient nodes in one backward:
    kind "aten" (eager ops), "actgrad" (graph kernels), "inductor"
    (Inductor's kernels that carry them)."""
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        step(way, module, x, weight)
    found = {}
    for event in prof.key_averages():
        if event.key in REPLACED:
            kind = "aten"
        elif event.key == GRAPH_KERNEL:
            kind = "actgrad"
        elif "cpp_fused" in event.key and any(a in event.key for a in ANCHORS):
            kind = "inductor"
        else:
            continue
        ms, calls = found.get(kind, (0.0, 0))
        found[kind] = (ms + event.cpu_time_total / 1000.0, calls + event.count)
    return found


def gradient_error(module, reference):
    """The largest max|g - ref| / max|ref| over the parameters, each scale
    at least a thousandth of the largest over all parameters: a gradient
    that is zero but for rounding (a bias before a batch norm) compares
    rounding noise with rounding noise."""
    pairs = [(p.grad, q.grad) for p, q in zip(module.parameters(),
                                               reference.parameters())]
    if any((g is None) != (r is None) for g, r in pairs):
        return float("inf")
    pairs = [(g, r) for g, r in pairs if r is not None]
    floor = 1e-3 * max((r.abs().max().item() for _, r in pairs), default=0.0)
    return max(((g - r).abs().max().item() / (max(r.abs().max().item(), floor) or 1.0)
                for g, r in pairs), default=0.0)


def float64_gradients(model, x, weight):
    """``model`` (a copy) in float64 after one backward of the weighted loss:
    the reference every way's float32 gradients are judged against."""
    model = copy.deepcopy(model).double()
    (model(x.double()) * weight.double()).sum().backward()
    return model


def run_model(name, batch, seq, ways, args, references):
    """The rows of one model at the current thread count."""
    from actgrad import _dynamo
    torch.manual_seed(0)
    base, x, shape = model_and_input(name, batch, seq, args.attention)
    base.train()
    with torch.no_grad():
        weight = torch.randn_like(copy.deepcopy(base)(x))
    first = len(_dynamo.decisions) if TORCH2 else 0
    first_graph = len(_dynamo.graph_decisions) if TORCH2 else 0
    modules = {way: build(way, base) for way in ways}
    samples = {way: [] for way in ways}
    for index in range(args.warmup + args.steps):
        # Each step starts from the next way: a way's place in the step
        # biases its time (docs/Benchmark.md), so no way keeps one place.
        for way in ways[index % len(ways):] + ways[:index % len(ways)]:
            seconds = step(way, modules[way], x, weight)
            if index >= args.warmup:
                samples[way].append(seconds)
    medians = {way: statistics.median(samples[way]) * 1000 for way in ways}
    # The float64 gradients do not depend on the thread count: made once.
    key = (name, batch, seq)
    if key not in references:
        references[key] = float64_gradients(base, x, weight)
    errors = {way: gradient_error(modules[way], references[key]) for way in ways}
    profiles = {way: profiled(way, modules[way], x, weight) for way in ways}
    measured = [d for d in _dynamo.decisions[first:]] if TORCH2 else []
    graphs = [g for g in _dynamo.graph_decisions[first_graph:]] if TORCH2 else []
    print(f"# {name} {shape} {torch.get_num_threads()} thread(s): " +
          ", ".join(f"{w} {medians[w]:.0f} ms" for w in ways), flush=True)
    return name, shape, medians, errors, profiles, (measured, graphs)


def print_tables(rows, ways, args, threads):
    print(f"\n### {threads} thread(s)\n\nBackward time, ms (median of {args.steps} "
          "interleaved steps); ratios: the baseline's time / this way's (> 1: faster)\n")
    ratios = [("enable", "eager")] + ([("compile-actgrad", "inductor")] if TORCH2
                                      else [("aot-actgrad", "aot-nop")])
    ratios = [(a, b) for a, b in ratios if a in ways and b in ways]
    print("| model | input | " + " | ".join(ways) + " | " +
          " | ".join(f"{a} vs {b}" for a, b in ratios) + " |")
    print("| --- | --- |" + " ---: |" * (len(ways) + len(ratios)))
    for name, shape, m, _, _, _ in rows:
        cells = [f"{m[w]:.0f}" for w in ways] + [f"{m[b] / m[a]:.2f}×" for a, b in ratios]
        print(f"| {name} | {shape} | " + " | ".join(cells) + " |")

    print_gradient_errors(rows, ways, args)

    print("\nThe activation-gradient nodes in one backward (torch.profiler, total CPU "
          "time, ms (calls)): aten ops / ActGrad's graph kernels / Inductor's kernels "
          "that carry them\n")
    print("| model | " + " | ".join(ways) + " |")
    print("| --- |" + " ---: |" * len(ways))
    for name, _, _, _, p, _ in rows:
        cells = []
        for way in ways:
            parts = [f"{kind} {ms:.1f} ({calls})"
                     for kind, (ms, calls) in sorted(p[way].items())]
            cells.append(", ".join(parts) or "–")
        print(f"| {name} | " + " | ".join(cells) + " |")
    if TORCH2:
        print_measured(rows)


def print_gradient_errors(rows, ways, args):
    pytorch = [w for w in PYTORCH_WAYS if w in ways]
    print("\nGradients against float64: largest max|g - ref| / max|ref| over the "
          "parameters (each |ref| at least 1e-3 of the largest); ok: at most "
          f"{args.accuracy_factor:g}× the larger of {' and '.join(pytorch) or '(none)'}'s\n")
    print("| model | " + " | ".join(ways) + " |")
    print("| --- |" + " ---: |" * len(ways))
    for name, _, _, errors, _, _ in rows:
        bound = args.accuracy_factor * max((errors[w] for w in pytorch), default=0.0)
        cells = [f"{errors[w]:.1e}" + (("" if w in pytorch else
                                        " ok" if errors[w] <= bound else " FAIL")
                                       if pytorch else "")
                 for w in ways]
        print(f"| {name} | " + " | ".join(cells) + " |")


def print_measured(rows):
    from actgrad import _dynamo
    print(f"\nThe backend's choice ({_dynamo.choice!r}; `actgrad._dynamo.decisions`, "
          "timed at compile time: each group with the neighbours Inductor fuses into "
          "it), µs per backward\n")
    print("| model | groups | taken | Inductor's code, taken groups | ActGrad, taken "
          "groups | speed-up | Inductor's code, all groups |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, _, _, _, _, (measured, _) in rows:
        taken = [d for d in measured if d["taken"]]
        ind = sum(d["inductor_s"] for d in taken) * 1e6
        act = sum(d["actgrad_s"] for d in taken) * 1e6
        every = sum(d["inductor_s"] for d in measured) * 1e6
        speed = f"{ind / act:.2f}×" if act else "–"
        print(f"| {name} | {len(measured)} | {len(taken)} | {ind:.0f} | {act:.0f} | "
              f"{speed} | {every:.0f} |")
    print("\nThen the whole backward graph with the taken groups' kernels and without "
          "(`actgrad._dynamo.graph_decisions`, timed at compile time), ms per backward\n")
    print("| model | kernels | Inductor alone | with ActGrad's kernels | kept |")
    print("| --- | ---: | ---: | ---: | --- |")
    for name, _, _, _, _, (_, graphs) in rows:
        for g in graphs:
            print(f"| {name} | {g['kernels']} | {g['inductor_s'] * 1e3:.1f} | "
                  f"{g['actgrad_s'] * 1e3:.1f} | {'yes' if g['taken'] else 'no'} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="mobilenet_v2,mobilenet_v3_small,"
                                            "efficientnet_b0,transformer")
    parser.add_argument("--batch", default="mobilenet_v2=16,mobilenet_v3_small=16,"
                                           "efficientnet_b0=8,transformer=8")
    parser.add_argument("--seq", default="128,512",
                        help="the TransformerEncoder's sequence lengths")
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--threads", default="1")
    parser.add_argument("--ways", default=",".join(WAYS))
    parser.add_argument("--accuracy-factor", type=float, default=4.0,
                        help="how much larger than PyTorch's own a way's gradient "
                             "error against float64 may be")
    parser.add_argument("--attention", choices=("math", "default"), default="math",
                        help="the transformer's attention on PyTorch 2 (Transformer)")
    args = parser.parse_args()
    batches = dict(item.split("=") for item in args.batch.split(","))
    ways = args.ways.split(",")
    if TORCH2:
        # Inductor's kernels as profiler events, for every compiled way alike;
        # every model's graphs compiled anew at each thread count.
        torch._inductor.config.cpp.enable_kernel_profile = True
        torch._dynamo.config.cache_size_limit = 64
    references = {}
    for threads in [int(t) for t in args.threads.split(",")]:
        torch.set_num_threads(threads)
        if TORCH2:
            torch._dynamo.reset()
        rows = []
        for name in args.models.split(","):
            seqs = [int(s) for s in args.seq.split(",")] if name == "transformer" else [0]
            for seq in seqs:
                rows.append(run_model(name, int(batches[name]), seq, ways, args,
                                      references))
        print_tables(rows, ways, args, threads)


if __name__ == "__main__":
    main()
