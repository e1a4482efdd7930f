//===- ActGradOps.td - ActGrad operations ------------------*- tablegen -*-===//
//
// The five activation-backward ops. Normative semantics: shared/SEMANTICS.md.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADOPS_TD
#define ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADOPS_TD

include "ActGrad/Dialect/ActGrad/IR/ActGradBase.td"
include "ActGrad/Dialect/ActGrad/IR/ActGradEnums.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/RuntimeVerifiableOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def ActGrad_Float : AnyTypeOf<[F32, F16, BF16], "f32, f16 or bf16">;
def ActGrad_FloatTensor : RankedTensorOf<[ActGrad_Float]>;

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

// An activation-backward op. Its run-time verification checks the dynamic
// dimensions that the verifier could not (SEMANTICS.md 1).
class ActGrad_Op<string mnemonic, list<Trait> traits = []>
    : Op<ActGrad_Dialect, mnemonic,
         !listconcat(traits, [Pure, SameOperandsAndResultElementType,
             DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                 ["reifyResultShapes"]>,
             DeclareOpInterfaceMethods<RuntimeVerifiableOpInterface>])>;

// An op whose operands and result all have one shape.
class ActGrad_SameShapeOp<string mnemonic, list<Trait> traits = []>
    : ActGrad_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultShape])> {
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
  // The result has the operands' shape: each dimension from the first
  // operand where it is static, else read from the first at run time
  // (getSharedSizes).
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &b, ::mlir::ReifiedRankedShapedTypeDims &shapes) {
      shapes.push_back(getSharedSizes(b, getLoc(), getOperands()));
      return ::mlir::success();
    }
  }];
}

//===----------------------------------------------------------------------===//
// hardsigmoid_backward
//===----------------------------------------------------------------------===//

def ActGrad_HardSigmoidBackwardOp
    : ActGrad_SameShapeOp<"hardsigmoid_backward"> {
  let summary = "Gradient of hardsigmoid(x) = max(0, min(1, alpha * x + beta))";
  let description = [{
    Computes the gradient of the hardsigmoid activation with respect to its
    input, as oneDNN Graph's `HardSigmoidBackward`:

    ```
    t        = alpha * src + beta                  (in f32)
    diff_src = (0 < t && t < 1) ? diff_dst * alpha : 0
    ```

    Both thresholds are strict: at `t == 0` and `t == 1` the gradient is 0.
    `diff_dst * alpha` is one f32 product; `alpha` is never rounded to the
    element type. Masked elements are exactly 0 even when `diff_dst` is
    infinite or NaN. If `t` is NaN (`src` is NaN, or `src` is infinite with
    `alpha = 0`), the result is NaN.

    `alpha` and `beta` are required `f32` attributes and must be finite (any
    sign, 0 allowed). PyTorch's hardsigmoid is `alpha = 1/6, beta = 0.5`.

    Example:

    ```mlir
    %diff_src = actgrad.hardsigmoid_backward %src, %diff_dst
        {alpha = 0.166666672 : f32, beta = 5.000000e-01 : f32}
        : (tensor<8x?xbf16>, tensor<8x?xbf16>) -> tensor<8x?xbf16>
    ```
  }];
  let arguments = (ins ActGrad_FloatTensor:$src, ActGrad_FloatTensor:$diff_dst,
                       F32Attr:$alpha, F32Attr:$beta);
  let results = (outs ActGrad_FloatTensor:$diff_src);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// hardtanh_backward
//===----------------------------------------------------------------------===//

def ActGrad_HardTanhBackwardOp : ActGrad_SameShapeOp<"hardtanh_backward"> {
  let summary = "Gradient of hardtanh(x) = clamp(x, min, max)";
  let description = [{
    Computes the gradient of the hardtanh activation, as aclnn's
    `HardtanhBackward` (note the operand order: gradient first):

    ```
    grad_input = (min < self && self < max) ? grad_output : 0
    ```

    Both bounds are strict: at `self == min` and `self == max` the gradient is
    0 (as PyTorch, oneDNN `clip_v2` and CANN's goldens compute). The
    comparison is exact, in f32. Masked elements are exactly 0 even when
    `grad_output` is infinite or NaN. A NaN `self` gives NaN.

    `min` and `max` are required `f32` attributes. Neither may be NaN, and
    `min <= max`; `min == max` is legal (the gradient is then 0) and infinite
    bounds give a one-sided clamp.

    Example:

    ```mlir
    %grad_input = actgrad.hardtanh_backward %grad_output, %self
        {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32}
        : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
    ```
  }];
  let arguments = (ins ActGrad_FloatTensor:$grad_output,
                       ActGrad_FloatTensor:$self,
                       F32Attr:$min, F32Attr:$max);
  let results = (outs ActGrad_FloatTensor:$grad_input);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// swish_backward
//===----------------------------------------------------------------------===//

def ActGrad_SwishBackwardOp : ActGrad_SameShapeOp<"swish_backward"> {
  let summary = "Gradient of swish(x) = x * sigmoid(beta * x)";
  let description = [{
    Computes the gradient of the swish activation, as aclnn's
    `SwishBackward` (`beta = 1` is SiLU):

    ```
    v          = beta * self
    s          = 1 / (1 + exp(-v))
    grad_input = grad_output * s * (1 + v * (1 - s))
    ```

    `beta` multiplies `self` in both terms. For large `|v|` the evaluation
    does not overflow into NaN (`exp(-v) = inf` gives `s = 0` and a zero
    result); `self = +-inf` gives NaN, as does a NaN `self`.

    `beta` is an optional `f32` attribute, default 1.0, and must be finite.

    Example:

    ```mlir
    %grad_input = actgrad.swish_backward %grad_output, %self {beta = 1.500000e+00 : f32}
        : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
    ```
  }];
  let arguments = (ins ActGrad_FloatTensor:$grad_output,
                       ActGrad_FloatTensor:$self,
                       DefaultValuedAttr<F32Attr, "1.0">:$beta);
  let results = (outs ActGrad_FloatTensor:$grad_input);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// prelu_backward
//===----------------------------------------------------------------------===//

def ActGrad_PReluBackwardOp : ActGrad_Op<"prelu_backward"> {
  let summary = "Gradients of prelu(x) = x > 0 ? x : slope * x";
  let description = [{
    Computes the gradients of the PReLU activation with respect to its input
    and its slope, as oneDNN Graph's `PReLUBackward`:

    ```
    diff_src      = src > 0 ? diff_dst : w * diff_dst
    diff_slope[k] = sum over the elements e mapped to k of
                    (src_e > 0 ? 0 : src_e * diff_dst_e)       (f32 sum)
    ```

    where `w` is `slope` broadcast to `src`. At `src = +-0` the slope branch is
    taken. A NaN `src` makes `diff_src` NaN and the NaN propagates into its
    `diff_slope` element; `src > 0` contributes exactly 0 to `diff_slope`
    whatever `diff_dst` holds.

    `data_format` is `"NCX"` (channel dimension 1) or `"NXC"` (channel
    dimension `rank - 1`), default `"NXC"`; for a rank-1 `src` the channel is
    dimension 0. It is an enum (`DataFormat`; C++ reads it with
    `getDataFormat()`) stored as a property, written as a string in the
    attribute dictionary of both the custom and the generic form; any other
    string is a parse error. `slope` must have one of three shapes, checked in order:
    `[1]` (one slope for the tensor), `[C]` (one slope per channel), or
    `src.shape[1:]` (TensorFlow's layout, one slope per element of a batch
    item, whatever the data format). `diff_dst` and `diff_src` have the shape
    of `src`; `diff_slope` has the shape of `slope`.

    Example:

    ```mlir
    %diff_src, %diff_slope = actgrad.prelu_backward %src, %slope, %diff_dst
        {data_format = "NCX"}
        : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>)
        -> (tensor<2x3x4x5xf32>, tensor<3xf32>)
    ```
  }];
  let arguments = (ins ActGrad_FloatTensor:$src, ActGrad_FloatTensor:$slope,
                       ActGrad_FloatTensor:$diff_dst,
                       DefaultValuedProp<ActGrad_DataFormatProp,
                           "::mlir::actgrad::DataFormat::NXC">:$data_format);
  let results = (outs ActGrad_FloatTensor:$diff_src,
                      ActGrad_FloatTensor:$diff_slope);
  // `data_format` goes in the attribute dictionary, as `{data_format = "NCX"}`,
  // elided when it is the default.
  let assemblyFormat = [{
    operands `` custom<DataFormatAttrDict>($data_format, attr-dict) `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The dimension of `src` that holds the channels.
    int64_t getChannelDim();
  }];
}

//===----------------------------------------------------------------------===//
// softmax_backward
//===----------------------------------------------------------------------===//

def ActGrad_SoftmaxBackwardOp : ActGrad_SameShapeOp<"softmax_backward"> {
  let summary = "Gradient of softmax along one axis";
  let description = [{
    Computes the gradient of softmax from its output `dst`, as oneDNN Graph's
    `SoftMaxBackward` and PyTorch's `_softmax_backward_data`:

    ```
    diff_src_i = dst_i * (diff_dst_i - sum_j diff_dst_j * dst_j)
    ```

    The sum runs along `axis` and is accumulated in f32. `dst` may hold any
    values; NaN or infinity anywhere in a slice spreads by IEEE arithmetic.

    `axis` is an optional `i64` attribute, default 1; a negative axis counts
    from the end. It must lie in `[-rank, rank)`, so a rank-1 tensor needs an
    explicit `axis = 0` or `-1`. The rank must be at least 1.

    Example:

    ```mlir
    %diff_src = actgrad.softmax_backward %diff_dst, %dst {axis = -1 : i64}
        : (tensor<?x1024xbf16>, tensor<?x1024xbf16>) -> tensor<?x1024xbf16>
    ```
  }];
  let arguments = (ins ActGrad_FloatTensor:$diff_dst, ActGrad_FloatTensor:$dst,
                       DefaultValuedAttr<I64Attr, "1">:$axis);
  let results = (outs ActGrad_FloatTensor:$diff_src);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The reduction axis in `[0, rank)`.
    int64_t getNormalizedAxis();
  }];
}

//===----------------------------------------------------------------------===//
// check_size
//===----------------------------------------------------------------------===//

def ActGrad_CheckSizeOp : Op<ActGrad_Dialect, "check_size",
                             [MemoryEffects<[MemWrite]>]> {
  let summary = "Run-time check that two sizes are equal";
  let description = [{
    Aborts the program when `actual` differs from `expected`, after writing
    `message` and both sizes to stderr:

    ```
    <message> (<actual> vs <expected>)
    ```

    The run-time verification of the activation-backward ops
    (`actgrad-insert-runtime-checks`) emits these for the dynamic dimensions
    whose agreement the verifier could not prove. `cf.assert` would do, but it
    cannot print the sizes, which are what a user needs to find the faulty
    operand. `convert-actgrad-runtime-checks-to-llvm` lowers it to a call of
    libc's `dprintf` and `abort`.

    Example:

    ```mlir
    actgrad.check_size %actual, %expected,
        "actgrad.swish_backward: dimension 0 of 'self' does not match 'grad_output'"
    ```
  }];
  let arguments = (ins Index:$actual, Index:$expected, StrAttr:$message);
  let assemblyFormat = "$actual `,` $expected `,` $message attr-dict";
}

#endif // ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADOPS_TD
