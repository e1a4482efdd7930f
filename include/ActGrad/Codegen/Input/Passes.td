//===- Passes.td - ActGrad Input code-generation passes -*- tablegen -*-===//
//
// Linalg on tensors made ready for tiling: named ops generalized,
// elementwise chains fused, 16-bit predicates and selects narrowed.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_CODEGEN_INPUT_PASSES_TD
#define ACTGRAD_CODEGEN_INPUT_PASSES_TD

include "mlir/Pass/PassBase.td"

def ActGradGeneralizeNamedOpsPass
    : Pass<"actgrad-generalize-named-ops", "::mlir::func::FuncOp"> {
  let summary = "Turn named linalg ops other than fills into linalg.generic";
  let description = [{
    StableHLO's and IREE's input conversions emit named ops (`linalg.reduce`,
    `linalg.broadcast`, `linalg.map`, `linalg.mul`, `linalg.transpose`, ...);
    the fusion, tiling and vectorization passes after this one work on
    `linalg.generic`. Upstream's `linalg-generalize-named-ops` would turn
    `linalg.fill` into a generic too, which hides the accumulator
    initializations that fusion and tiling recognize as fills; they are kept.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def ActGradFuseElementwiseOpsPass
    : Pass<"actgrad-fuse-elementwise-ops", "::mlir::func::FuncOp"> {
  let summary = "Fuse elementwise linalg producers into their consumers, "
                "recomputing cheap producers that have several consumers";
  let description = [{
    Upstream's `linalg-fuse-elementwise-ops`, with one difference in what it
    fuses: a producer with several users is fused into each of them when its
    body is cheap to recompute (no math function, no division, at most
    `max-recomputed-ops` ops) and every user is a linalg op that can take
    it. Front ends write `g * y` once and use it both in a reduction and in
    the update that follows (softmax backward); materializing it costs a
    full write and read of a temporary, recomputing it one multiply. Other
    producers are fused only into a single user, as upstream does. Unit
    dimensions should be folded first (`linalg-fold-unit-extent-dims`), so
    that keep-dim reductions and explicit broadcasts have the projected
    permutation maps fusion needs.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"maxRecomputedOps", "max-recomputed-ops", "int64_t",
           /*default=*/"4",
           "Largest body (ops, without the yield) of a multi-use producer "
           "that is recomputed in each user (0: never)">,
  ];
}

def ActGradDropShadowedNaNSelectsPass
    : Pass<"actgrad-drop-shadowed-nan-selects", "::mlir::func::FuncOp"> {
  let summary = "Drop NaN rules that a later NaN rule on the same lanes hides";
  let description = [{
    Replaces `select(cmpf uno x, x, a, b)` (any true operand; `uno x, c`
    with a constant `c` that is not NaN too) by `b` when its result, followed
    through pure ops of the same block, is only used as the false operand of
    a later `select(cmpf uno t, t, t', r)` whose true operand `t'` is NaN
    wherever `t` is, and `t` is NaN wherever `x` is (`x` itself, or IEEE
    `addf`/`subf`/`mulf`/`divf`/`negf`/`extf`/`truncf`/`math.fma` of such
    a value, without `nnan`). In every lane where the earlier select picks
    its true operand, the later one picks its own, so the results are the
    same.

    Each activation gradient carries its own NaN rule; fused into one body
    (hardtanh, swish and hardsigmoid backward in a chain), hardtanh's
    `select(isnan(x), x, ...)` is hidden by hardsigmoid's
    `select(isnan(alpha x + beta), alpha x + beta, ...)`, and costs a
    compare and a masked move per vector. Runs after fusion and before
    actgrad-narrow-compares (which rewrites the NaN tests of 16-bit values
    on their bits).

    ```mlir
    %n = arith.cmpf uno, %x, %x : f32
    %a = arith.select %n, %x, %y : f32
    %p = arith.mulf %a, %s : f32
    %t = arith.mulf %x, %alpha : f32
    %m = arith.cmpf uno, %t, %t : f32
    %r = arith.select %m, %t, %p : f32
    // %a becomes %y
    ```
  }];
}

def ActGradInvertMonotoneComparesPass
    : Pass<"actgrad-invert-monotone-compares", "::mlir::func::FuncOp"> {
  let summary = "Compare x instead of a monotone f32 function of x";
  let description = [{
    Finds scalar `arith.cmpf` of an order predicate (`ogt`, `oge`, `olt`,
    `ole` and their unordered forms) between a constant and `t`, an f32
    value computed from one value `x` by a chain of `math.fma`, `mulf`,
    `divf`, `addf` and `subf` with finite constants (non-zero factors and
    divisors, `x` not a divisor) and no fast-math flags. Each step rounds
    monotonically, so the predicate holds on one end of x's order: a binary
    search over the f32 values, evaluating the chain with APFloat as the ops
    round, finds the last value on the other side, and the compare becomes
    one of `x` with that value (`oge`/`ole`, `uge`/`ule` for unordered
    predicates), a test of NaN-ness, or a constant. The evaluation is exact
    whatever the constants and however they round.

    Such a `t` is NaN exactly where `x` is (x = +-inf gives +-inf), so
    `cmpf uno t, t` (and `ord`) tests `x`, and a `select` on that test of
    `t` picks `x` instead (a NaN either way). The chain's ops are erased
    once nothing uses them.

    hardsigmoid's `0 < fma(alpha, x, beta) < 1` and its NaN rule on `t` so
    cost two compares of `x` and its NaN test, where they took an fma more
    and kept `t` for the rule. Runs before actgrad-narrow-compares, which
    then evaluates the compares of 16-bit values on their bits.

    ```mlir
    %t = math.fma %alpha, %x, %beta : f32   // alpha = 1/6, beta = 0.5
    %above = arith.cmpf ogt, %t, %zero : f32
    // becomes (-2.99999976 is the least x with t > 0)
    %above = arith.cmpf oge, %x, %cst : f32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ActGradNarrowComparesPass
    : Pass<"actgrad-narrow-compares", "::mlir::func::FuncOp"> {
  let summary = "Compute predicates of one f16/bf16 value as integer compares "
                "of its bits";
  let description = [{
    Finds `i1` values (`arith.cmpf`, and `arith.andi`/`ori`/`xori` of them)
    computed from a single `arith.extf` of an f16 or bf16 value and
    constants, through `arith.addf`/`subf`/`mulf`/`divf`/`negf`/`select`,
    `math.fma` (one rounding) and `math.absf` without fast-math flags. Each
    one is evaluated, with the ops' own rounding (APFloat), for all 2^16
    values of its source. If it holds on
    one interval of the values' order, or outside one, it is replaced by one
    or two `arith.cmpi` on the source's bits: of the magnitude bits
    (`bits & 0x7fff`) when it ignores the sign, else of the key
    `bits ^ ((bits >>s 15) & 0x7fff)`, which orders the values as f32 does
    (-0 just below +0, the NaNs beyond the infinities). A constant predicate
    becomes a constant. Other predicates are left alone.

    So hardtanh's and hardsigmoid's masks and the NaN rule no longer widen
    `x` to f32: the compares run on the 16-bit lanes. The evaluation is the
    proof that the rewrite is exact, whatever the thresholds and however
    they round.

    Before that, `select(cmpf uno a, a, b)` selects a quiet-NaN constant
    instead of `a` when `a` is a value of one 16-bit value: it only picks
    `a` where `a` is NaN, and any NaN will do (SEMANTICS.md does not
    distinguish NaN payloads). Otherwise hardsigmoid's `alpha x + beta`
    would stay live for its NaN rule alone.

    ```mlir
    %xf = arith.extf %x : bf16 to f32
    %lo = arith.cmpf ogt, %xf, %c-1 : f32
    %hi = arith.cmpf olt, %xf, %c1 : f32
    %in = arith.andi %lo, %hi : i1
    // becomes (|x| < 1, 0x3f80 = 1.0)
    %b = arith.bitcast %x : bf16 to i16
    %m = arith.andi %b, %c0x7fff : i16
    %in = arith.cmpi ule, %m, %c0x3f7f : i16
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ActGradNarrowSelectsPass
    : Pass<"actgrad-narrow-selects", "::mlir::func::FuncOp"> {
  let summary = "Select 16-bit floats as 16-bit bits instead of widening them";
  let description = [{
    Rewrites `arith.truncf` to f16 or bf16 of a tree of `arith.select` ops
    whose leaves are `arith.extf` of that same 16-bit type or f32 constants
    it represents exactly, into the same selects on the leaves' bits as `i16`
    (`arith.bitcast`) and one bitcast back. Widening, selecting and rounding
    such values gives back the leaf's own value, so the rounding and the
    widening of the selected operands drop out of the loop: hardtanh's and
    ReLU's backward masks on bf16/f16 tensors then convert only the operand
    they compare. The select works on `i16` because LLVM 22's x86 backend
    cannot select bfloat vectors narrower than a register.

    One difference: a signalling NaN leaf passes through unchanged, where
    widening and rounding would have quieted it (a quiet NaN is the same
    either way). SEMANTICS.md does not distinguish NaN payloads.

    A bf16 rounding of any other select moves to the select's operands,
    which are rounded there, and the select takes their bits, when its mask is not
    an f32 comparison (such as a predicate actgrad-narrow-compares wrote on
    the 16-bit bits) and at most one operand needs a run-time rounding
    (constants round at compile time, widened values of the result's format
    not at all): hardsigmoid's `select(inside, g * alpha, 0)` selects the
    rounded product's bits. The f32 computation then ends in roundings only,
    which actgrad-widen-16-bit-halves needs. An f16 select of a computed
    f32 value stays in f32, where it merges into the masked arithmetic that
    computes the value (hardsigmoid's `vmulps {z}`); only a select between a
    constant and such a select (the NaN rule around it) moves past the
    rounding, a single masked move of 16-bit lanes.

    ```mlir
    %xf = arith.extf %x : bf16 to f32
    %s = arith.select %inside, %xf, %zero : f32   // %zero = 0.0 : f32
    %r = arith.truncf %s : f32 to bf16
    // becomes
    %xb = arith.bitcast %x : bf16 to i16
    %s = arith.select %inside, %xb, %c0_i16 : i16
    %r = arith.bitcast %s : i16 to bf16
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ActGradNativeF16ArithmeticPass
    : Pass<"actgrad-native-f16-arithmetic", "::mlir::func::FuncOp"> {
  let summary = "Compute f16 products, selects and compares in f16 where "
                "the target has f16 arithmetic";
  let description = [{
    On a target whose vector unit computes f16 natively (CPUTargetInfo's
    `hasNativeF16Arithmetic`: x86 with AVX512-FP16, AArch64 with FullFP16),
    rewrites `arith.truncf` to f16 of an f32 tree into f16 ops, where the
    result stays within SEMANTICS.md 3's 1-ulp contract:

    - `extf` of an f16 value gives the value; an f32 constant rounds to f16
      at compile time; `select` and `negf` commute with the rounding;
    - a product of two f16 values (or of one and a constant exact in f16)
      is exact in f32 (11 + 11 significand bits), so one f16 multiply gives
      the same bits;
    - a product of an f16 value `g` and another f32 constant `c` becomes
      `fma(g, c_hi, g * c_lo)`, with `c_hi` = `c` rounded toward zero to f16
      and `c_lo = f16(c - c_hi)`, if that is within 1 ulp of the correctly
      rounded `g * c` for every one of the 65,536 f16 values of `g` (the
      pass evaluates it on all of them at compile time), else `g * f16(c)`
      if that is; where neither is, the product stays in f32.

    `arith.cmpf` of two f16 values (or one and a constant exact in f16)
    compares them in f16, which gives the same answer. Anything else (swish,
    softmax, PReLU's `diff_slope`: sums and quotients, where the contract's
    conditioning bounds need f32) stays in f32. Elsewhere the pass changes
    nothing.

    ```mlir
    %gf = arith.extf %g : f16 to f32
    %p = arith.mulf %gf, %alpha : f32         // %alpha = 0.2 : f32
    %s = arith.select %inside, %p, %zero : f32
    %r = arith.truncf %s : f32 to f16
    // becomes, with 0.2 = c_hi + c_lo (f16 constants)
    %lo = arith.mulf %g, %alpha_lo : f16
    %p = math.fma %g, %alpha_hi, %lo : f16
    %r = arith.select %inside, %p, %zero_f16 : f16
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

#endif // ACTGRAD_CODEGEN_INPUT_PASSES_TD
