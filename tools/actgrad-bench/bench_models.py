#!/usr/bin/env python3
"""End to end: the backward pass of real models, eager and through ActGrad.

Models: torchvision's mobilenet_v2 (ReLU6: hardtanh_backward),
mobilenet_v3_small (Hardsigmoid in its squeeze-excitation blocks),
efficientnet_b0 (SiLU) at 224x224, and a torch.nn.TransformerEncoder
(softmax of attention) at sequence length 128; random weights, training
mode. Each model's backward time four ways, interleaved step by step
(eager, aot-nop, aot-actgrad, enable, then again):

- ``eager``: plain PyTorch;
- ``aot-nop``: ``functorch.compile.aot_module`` with its ``nop`` compilers
  (the same AOT Autograd graph, without ActGrad);
- ``aot-actgrad``: ``actgrad.torch.aot_module``;
- ``enable``: eager with ``actgrad.torch.enable()``.

Medians of ``--steps`` steps after ``--warmup`` steps (which compile).
Then one more step per way under ``torch.profiler``: the total CPU time of
the ops ActGrad replaces (aten::hardtanh_backward, hardsigmoid_backward,
silu_backward, prelu_backward, _softmax_backward_data; in aot-actgrad the
actgrad::_run_graph_kernel calls that replace them and their fused
neighbours). Prints Markdown tables. Run with the build's package:

    PYTHONPATH=build/python python3 tools/actgrad-bench/bench_models.py
"""

import argparse
import copy
import statistics
import time

import torch
import torch.nn as nn

import actgrad.torch as agt

REPLACED = ("aten::hardtanh_backward", "aten::hardsigmoid_backward",
            "aten::silu_backward", "aten::prelu_backward",
            "aten::_softmax_backward_data")
GRAPH_KERNEL = "actgrad::_run_graph_kernel"
WAYS = ("eager", "aot-nop", "aot-actgrad", "enable")


class Transformer(nn.Module):
    def __init__(self, d_model=512, heads=8, layers=6):
        super().__init__()
        layer = nn.TransformerEncoderLayer(d_model, heads, 4 * d_model, dropout=0.0,
                                           batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers)

    def forward(self, x):
        return self.encoder(x)


def model_and_input(name, batch, seq):
    import torchvision.models as models
    if name == "transformer":
        return Transformer(), torch.randn(batch, seq, 512), f"{batch}x{seq}x512"
    model = getattr(models, name)()
    return model, torch.randn(batch, 3, 224, 224), f"{batch}x3x224x224"


def build(way, model):
    model = copy.deepcopy(model)
    if way in ("eager", "enable"):
        return model
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
    """Milliseconds of the replaced ops (or of the graph kernels)."""
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        step(way, module, x, weight)
    names = (GRAPH_KERNEL,) if way == "aot-actgrad" else REPLACED
    total = 0.0
    counts = {}
    for event in prof.key_averages():
        if event.key in names:
            total += event.cpu_time_total
            counts[event.key] = event.count
    return total / 1000.0, counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="mobilenet_v2,mobilenet_v3_small,"
                                            "efficientnet_b0,transformer")
    parser.add_argument("--batch", default="mobilenet_v2=16,mobilenet_v3_small=16,"
                                           "efficientnet_b0=8,transformer=8")
    parser.add_argument("--seq", type=int, default=128)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--ways", default=",".join(WAYS))
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    batches = dict(item.split("=") for item in args.batch.split(","))
    ways = args.ways.split(",")
    times_rows, profile_rows = [], []
    for name in args.models.split(","):
        torch.manual_seed(0)
        base, x, shape = model_and_input(name, int(batches[name]), args.seq)
        base.train()
        with torch.no_grad():
            weight = torch.randn_like(copy.deepcopy(base)(x))
        modules = {way: build(way, base) for way in ways}
        samples = {way: [] for way in ways}
        for index in range(args.warmup + args.steps):
            for way in ways:
                seconds = step(way, modules[way], x, weight)
                if index >= args.warmup:
                    samples[way].append(seconds)
        medians = {way: statistics.median(samples[way]) * 1000 for way in ways}
        times_rows.append((name, shape, medians))
        profiles = {way: profiled(way, modules[way], x, weight) for way in ways}
        profile_rows.append((name, shape, profiles))
        print(f"# {name} {shape}: " + ", ".join(f"{w} {medians[w]:.0f} ms" for w in ways),
              flush=True)

    print(f"\nBackward time, ms (median of {args.steps} interleaved steps, "
          f"{args.threads} thread(s)); ratios: eager's (or aot-nop's) time / this way's\n")
    print("| model | input | " + " | ".join(ways) + " | enable vs eager | "
          "aot-actgrad vs aot-nop |")
    print("| --- | --- |" + " ---: |" * (len(ways) + 2))
    for name, shape, m in times_rows:
        cells = [f"{m[w]:.0f}" for w in ways]
        enable = f"{m['eager'] / m['enable']:.2f}×" if "enable" in m else "–"
        aot = (f"{m['aot-nop'] / m['aot-actgrad']:.2f}×"
               if "aot-nop" in m and "aot-actgrad" in m else "–")
        print(f"| {name} | {shape} | " + " | ".join(cells) + f" | {enable} | {aot} |")

    print("\nThe replaced ops in one backward (torch.profiler, total CPU time, ms; "
          "call counts)\n")
    print("| model | " + " | ".join(ways) + " | eager / enable |")
    print("| --- |" + " ---: |" * (len(ways) + 1))
    for name, shape, p in profile_rows:
        cells = []
        for way in ways:
            ms, counts = p[way]
            calls = sum(counts.values())
            cells.append(f"{ms:.1f} ({calls})")
        ratio = (f"{p['eager'][0] / p['enable'][0]:.2f}×"
                 if "eager" in p and "enable" in p and p["enable"][0] else "–")
        print(f"| {name} | " + " | ".join(cells) + f" | {ratio} |")


if __name__ == "__main__":
    main()
