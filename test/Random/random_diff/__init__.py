"""Randomized differential test of the actgrad ops against a float64 reference.

Generates random cases (op x element type x shape x attributes x input values),
emits them as MLIR modules in the form of SEMANTICS.md section 7, lowers them
with `actgrad-opt --actgrad-to-llvm`, runs them with `mlir-runner`, and checks
every printed element against an independent float64 reference with the
accuracy contract of SEMANTICS.md section 3.

The reference is the project's one Python reference,
test/Reference/actgrad_reference.py (numpy in float64, no PyTorch): inputs
are exact T values, float attributes are f32 values, the result is rounded
once, round-to-nearest-even, to T.

An element passes (SEMANTICS.md section 3) if result and reference are both
NaN; or the ulp distance in T to the rounded reference is at most N(op, T);
or, for swish, softmax and prelu diff_slope, |got - r| <= B + ulp_T(r) (plus
2^-126 for bf16); or, for hardsigmoid, the exact, unfused-f32 and fused-f32
evaluations of t = alpha*x + beta classify x differently and got is within N
ulp of the other branch. Choices where the text leaves room:
- bf16 flush for the ops without a bound B (hardtanh, hardsigmoid, prelu
  diff_src): only a reference below 2^-126 in magnitude gets the extra 2^-126,
  so hardtanh stays exact for normal values.
- swish with diff_dst = +-inf where the sign of s'(x) is not settled in f32 is
  not checked (section 2.3: ill-posed); inputs keep |beta*x| far from f32
  overflow, where the f32 formula gives NaN for a finite x.
- Results with no elements are not printed: printMemref reads out of bounds
  on an empty memref (the op still runs).
- prelu and softmax inputs stay below 1e15 in magnitude, so that f32
  products and sums cannot overflow where the float64 reference does not.
`--full-range` lifts both limits (and puts NaN/+-inf into half the cases,
subnormals and huge values more often). SEMANTICS.md does not say what an
intermediate beyond the f32 range should give where the f64 reference is
finite; such failures are still failures, but each says how many of its
elements have an intermediate that can exceed the f32 range (swish's
beta*x; prelu's sum of |x*g|; softmax's |g| + sum of |g*y|, which bounds
its products, partial sums and g - S), and the summary counts them apart.

`--form linalg` emits each case not as the actgrad op but as the
`linalg.generic` IR a front end emits for it (docs/Raising.md): PyTorch's
hardtanh `x <= min || x >= max ? 0 : g`, PyTorch's `_prelu_kernel_backward`
(diff_src select, diff_slope masked-product sum), the sigmoid DAG of swish,
and softmax's five-generic keep-dim chain or its fused dropped-dim form (by
case id). Beside them, by case id where they exist, the forms raising
learned from IREE and torch-mlir captures (forms.py): IREE's softmax
gradient with its keep-dims sum collapsed by tensor.collapse_shape and
broadcast back (ids 2 mod 4); SiLU's gradient (swish, beta 1) reading g
through a collapse_shape that drops unit dims (odd ids); in f16 and bf16,
hardtanh on a g that a truncf generic of its own rounds from an f32
product, under torch-mlir's ReLU mask `select(y <= 0, 0, g)` (ordered or
`ule`, min 0, max +inf) or PyTorch's hardtanh mask, g and y sometimes
expanded by a unit dim (odd ids). Their shapes follow the case, their
choices (groups, mask, producer, expansion) and extra inputs come from a
generator of their own, so other cases of a seed stay as they were; the
run prints how many of each it drew. `actgrad-to-llvm` raises them back
to actgrad ops (or, with `--opt-flags=--actgrad-to-llvm=raise-linalg=false`,
compiles them as they are). With raising on, a case whose form
raise-linalg-to-actgrad does not give back as its op fails ("front-end
form not raised"), since its results would pass unraised too; the near
misses of forms.must_raise (a `tensor<?xT>` PReLU slope read at 0, an
aliased hardtanh mask that passes nothing) may stay. The reference is the
front end's: where the front end's result differs from the op's (a NaN x
gives g in hardtanh's form and w * g in PReLU's diff_src, the op NaN; the
ReLU mask passes g at y = +inf, and at a NaN y when ordered), the front
end's value is expected. hardsigmoid has no linalg form here.

`--form roundtrip` emits the actgrad op, lowers each module with
`convert-actgrad-to-linalg`, raises it with `raise-linalg-to-actgrad`, and
fails every case whose op does not come back as itself (name, attributes
and types; softmax's axis counted from the front and prelu's data_format
where it picks the channel, as the lowered IR tells them) or that leaves a
linalg op over; the raised module then runs through `--opt-flags` and is
checked against the op's reference.

`--self-test` runs the checker against f32 models of a correct implementation
(which must pass) and of known bugs (each of which must be caught), without
running MLIR at all. `--perturb` corrupts the reference of a real run so that
the run must fail. Together they show that the checker can fail.

A failing case of a multi-case module is run again alone, to tell failures
that depend on the rest of the module apart; `--keep DIR` writes each
failing case as a standalone module (and the whole module), and
`--only IDS --emit DIR` regenerates chosen cases of a seed.

The package (generator, emitter over actgrad.emit, forms and forms_mlir,
runner, checker, selftest, cli) runs from the source tree, e.g. from its
root:
  python3 test/Random/random_diff --seed 1234 --cases 300 --jobs 2
  python3 test/Random/random_diff --per-op-dtype 3000 --seed 16
      (the sweep of docs/Testing.md)
  python3 test/Random/random_diff --self-test
"""

import os
import sys

try:
    import numpy
except ImportError:  # pragma: no cover
    sys.exit("random_diff needs numpy (use /usr/bin/python3)")
del numpy

_HERE = os.path.dirname(os.path.abspath(__file__))
# The formats, rounding, ulp distance, op formulas and pass test of
# SEMANTICS.md sections 2 and 3 (test/Reference/actgrad_reference.py), and
# the MLIR emitter (actgrad.emit in python/).
for _path in (os.path.normpath(os.path.join(_HERE, "..", "..", "Reference")),
              os.path.normpath(os.path.join(_HERE, "..", "..", "..", "python"))):
    if _path not in sys.path:
        sys.path.insert(0, _path)
# The source tree's root (where build/bin/actgrad-opt is looked for).
SOURCE_ROOT = os.path.normpath(os.path.join(_HERE, "..", "..", ".."))

from actgrad.emit import DTYPES, OPS  # noqa: E402  (the five ops, f32 f16 bf16)

ELEMENTWISE = ("hardsigmoid_backward", "hardtanh_backward", "swish_backward")
