//===- TorchOps.h - ActGrad kernels on PyTorch tensors ----------*- C++ -*-===//
//
// Runs the cached kernels (KernelCache.h) on at::Tensors whose arguments the
// caller has checked: torch.ops.actgrad's ops (TorchOps.cpp) and the aten
// overrides of actgrad.torch.enable() (AtenOverrides.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_PYTHON_CSRC_TORCHOPS_H
#define ACTGRAD_PYTHON_CSRC_TORCHOPS_H

#include "KernelCache.h"

#include <ATen/core/Tensor.h>
#include <c10/core/Scalar.h>
#include <c10/util/string_view.h>

#include <optional>
#include <tuple>
#include <utility>

namespace actgrad::torch_ops {

/// The kernels' element type for `type`, if they take it.
std::optional<DType> kernelDType(c10::ScalarType type);

/// Whether `a` and `b` are one dense layout (same sizes and strides, no
/// gaps or overlaps): an element-wise kernel then runs on their storage as
/// one flat array and its result has that layout too.
bool sameDenseLayout(const at::Tensor &a, const at::Tensor &b);

/// An element-wise op (hardsigmoid, hardtanh, swish) on `a` and `b`, in the
/// op's operand order, of one dense layout and a dtype the kernels take;
/// the result has their layout. attr0/attr1 as in KernelRequest. With
/// `staticShape` (here and below) the kernel is compiled for the call's
/// collapsed shape, as actgrad.ops's static_shape=True.
at::Tensor runElementwise(Op op, float attr0, float attr1, const at::Tensor &a,
                          const at::Tensor &b, bool staticShape = false);

/// runElementwise into `result`, of their layout, sharing no memory with
/// them. `freshOutput`: `result` was just allocated in a fresh mapping
/// (KernelRequest::freshOutput).
void runElementwiseInto(Op op, float attr0, float attr1, const at::Tensor &a,
                        const at::Tensor &b, const at::Tensor &result,
                        bool staticShape = false, bool freshOutput = false);

/// softmax_backward along `axis` (in range) of contiguous `diffDst`, `dst`.
at::Tensor runSoftmax(const at::Tensor &diffDst, const at::Tensor &dst,
                      int64_t axis, bool staticShape = false);

/// runSoftmax into contiguous `result`, sharing no memory with the inputs.
void runSoftmaxInto(const at::Tensor &diffDst, const at::Tensor &dst,
                    int64_t axis, const at::Tensor &result,
                    bool staticShape = false, bool freshOutput = false);

/// The dimensions [first, second) of `src` that a PReLU slope spans: one
/// channel dimension, or all but the first (SEMANTICS.md 2.4's third rule);
/// none for a single slope value.
using SlopeSpan = std::optional<std::pair<int64_t, int64_t>>;

/// prelu_backward of contiguous `src`, `diffDst` (rank >= 1) and `slope`
/// (contiguous, the span's sizes or one value). Returns (diff_src,
/// diff_slope shaped like `slope`).
std::tuple<at::Tensor, at::Tensor>
runPrelu(const at::Tensor &src, const at::Tensor &slope,
         const at::Tensor &diffDst, SlopeSpan span, bool staticShape = false);

/// runPrelu into contiguous `diffSrc` and `diffSlope`, sharing no memory
/// with the inputs or each other.
void runPreluInto(const at::Tensor &src, const at::Tensor &slope,
                  const at::Tensor &diffDst, SlopeSpan span,
                  const at::Tensor &diffSrc, const at::Tensor &diffSlope,
                  bool staticShape = false, bool freshOutput = false);

// The out= overloads of torch.ops.actgrad, with actgrad.ops's checks and
// messages (c10::TypeError, c10::ValueError); NumpyCalls.cpp calls them too.
at::Tensor &hardsigmoidBackwardOut(const at::Tensor &src,
                                   const at::Tensor &diffDst, double alpha,
                                   double beta, bool staticShape,
                                   at::Tensor &out);
at::Tensor &hardtanhBackwardOut(const at::Tensor &gradOutput,
                                const at::Tensor &self, const c10::Scalar &min,
                                const c10::Scalar &max, bool staticShape,
                                at::Tensor &out);
at::Tensor &swishBackwardOut(const at::Tensor &gradOutput,
                             const at::Tensor &self, double beta,
                             bool staticShape, at::Tensor &out);
at::Tensor &softmaxBackwardOut(const at::Tensor &diffDst, const at::Tensor &dst,
                               int64_t axis, bool staticShape, at::Tensor &out);
std::tuple<at::Tensor &, at::Tensor &>
preluBackwardOut(const at::Tensor &src, const at::Tensor &slope,
                 const at::Tensor &diffDst, c10::string_view format,
                 bool staticShape, at::Tensor &diffSrc, at::Tensor &diffSlope);

} // namespace actgrad::torch_ops

#endif // ACTGRAD_PYTHON_CSRC_TORCHOPS_H
