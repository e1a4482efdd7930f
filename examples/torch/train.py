#!/usr/bin/python3
"""Trains a small CNN with all five ActGrad activations twice on generated
data: once in PyTorch eager, once through ``actgrad.torch.aot_module`` (AOT
Autograd with ActGrad's backward compiler). Prints both loss curves, the
largest parameter difference and the backward time of each.

    PYTHONPATH=build/python /usr/bin/python3 examples/torch/train.py [--steps N]

Exits non-zero when the loss curves differ by more than the tolerance that
docs/Python.md states (relative 1e-4 per step).
"""

import argparse
import copy
import statistics
import sys
import time

import torch
import torch.nn as nn

import actgrad.torch


class Net(nn.Module):
    """conv -> Hardtanh -> SiLU * Hardsigmoid -> PReLU (per channel) -> conv
    -> ReLU6 -> pool -> linear -> Softmax, trained with a squared error on
    the probabilities (so the Softmax backward is in the graph)."""

    def __init__(self, channels=16, classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, channels, 3, padding=1)
        self.hardtanh = nn.Hardtanh(-1.0, 1.0)
        self.silu = nn.SiLU()
        self.hardsigmoid = nn.Hardsigmoid()
        self.prelu = nn.PReLU(channels, init=0.1)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1)
        self.relu6 = nn.ReLU6()
        self.pool = nn.AvgPool2d(4)
        self.fc = nn.Linear(channels * 4 * 4, classes)
        self.softmax = nn.Softmax(dim=1)

    def forward(self, x):
        y = self.hardtanh(self.conv1(x))
        y = self.silu(y) * self.hardsigmoid(y)
        y = self.relu6(self.conv2(self.prelu(y)))
        return self.softmax(self.fc(self.pool(y).flatten(1)))


def train(model, params, data, targets, steps, lr):
    optimizer = torch.optim.SGD(params, lr=lr, momentum=0.9)
    losses, backward_times = [], []
    for step in range(steps):
        x, t = data[step % len(data)], targets[step % len(targets)]
        optimizer.zero_grad()
        loss = ((model(x) - t) ** 2).sum(1).mean()
        start = time.perf_counter()
        loss.backward()
        backward_times.append(time.perf_counter() - start)
        optimizer.step()
        losses.append(loss.item())
    return losses, backward_times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--lr", type=float, default=0.5)
    parser.add_argument("--tolerance", type=float, default=1e-4)
    args = parser.parse_args()

    torch.manual_seed(0)
    # Generated data: the class is the quadrant of the image with the most
    # energy (a learnable rule); targets one-hot.
    batches = 4
    data = [torch.randn(args.batch, 3, 16, 16) for _ in range(batches)]
    targets = []
    for x in data:
        quadrant = torch.stack([x[:, :, :8, :8], x[:, :, :8, 8:], x[:, :, 8:, :8],
                                x[:, :, 8:, 8:]], 1).pow(2).sum((2, 3, 4)).argmax(1)
        targets.append(nn.functional.one_hot(quadrant, 10).float())

    eager = Net()
    ours = copy.deepcopy(eager)
    compiled = actgrad.torch.aot_module(ours)

    eager_losses, eager_times = train(eager, eager.parameters(), data, targets,
                                      args.steps, args.lr)
    ag_losses, ag_times = train(compiled, ours.parameters(), data, targets, args.steps,
                                args.lr)

    print(f"{'step':>4}  {'eager loss':>12}  {'actgrad loss':>12}  {'rel diff':>9}")
    worst = 0.0
    for step, (a, b) in enumerate(zip(eager_losses, ag_losses)):
        rel = abs(a - b) / max(abs(a), 1e-30)
        worst = max(worst, rel)
        print(f"{step:>4}  {a:>12.8f}  {b:>12.8f}  {rel:>9.2e}")
    diff = max((p - q).abs().max().item()
               for p, q in zip(eager.parameters(), ours.parameters()))
    print(f"largest loss difference (relative): {worst:.3e} (tolerance {args.tolerance:g})")
    print(f"largest parameter difference after {args.steps} steps: {diff:.3e}")
    print(f"backward, eager:   median {statistics.median(eager_times) * 1e3:8.3f} ms "
          f"({torch.get_num_threads()} threads)")
    print(f"backward, actgrad: median {statistics.median(ag_times[1:] or ag_times) * 1e3:8.3f} ms "
          f"(first step, compiling the kernels: {ag_times[0] * 1e3:.0f} ms)")
    if eager_losses[-1] >= eager_losses[0]:
        print("warning: the loss did not decrease", file=sys.stderr)
    if worst > args.tolerance:
        print("FAIL: the loss curves differ by more than the tolerance", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
