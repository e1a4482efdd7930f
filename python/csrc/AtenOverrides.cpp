//===- AtenOverrides.cpp - ActGrad kernels as aten's CPU kernels ----------===//
//
// actgrad.torch.enable() registers these as the CPU kernels of
// aten::hardtanh_backward, hardsigmoid_backward, silu_backward,
// prelu_backward (PyTorch 2: _prelu_kernel_backward) and
// _softmax_backward_data, so that an unchanged eager
// training loop runs ActGrad's kernels; disable() removes them. A
// torch::Library object is what TORCH_LIBRARY_IMPL(aten, CPU, m) creates at
// load time; holding it here instead makes the registration undoable: the
// dispatcher keeps every kernel registered for a key and, when the newest
// is deregistered, serves the one before it, PyTorch's own.
//
// Each override takes the inputs the kernels take (float32, float16 or
// bfloat16 operands of one dtype and one dense layout, attributes the
// actgrad verifier accepts) and hands every other call to PyTorch's CPU
// kernel through at::cpu::, which calls it directly: going through the
// dispatcher again would reach the override again.
//
//===----------------------------------------------------------------------===//

#include "TorchOps.h"

#include <ATen/WrapDimUtils.h>
#include <ATen/ops/_softmax_backward_data_cpu_dispatch.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/hardsigmoid_backward_cpu_dispatch.h>
#include <ATen/ops/hardtanh_backward_cpu_dispatch.h>
#include <torch/csrc/api/include/torch/version.h>
#if TORCH_VERSION_MAJOR < 2
#include <ATen/ops/prelu_backward_cpu_dispatch.h>
#else
#include <ATen/ExpandUtils.h>
#include <ATen/ops/_prelu_kernel_backward_cpu_dispatch.h>
#endif
#include <ATen/ops/silu_backward_cpu_dispatch.h>
#include <ATen/ops/zeros_like.h>
#include <c10/util/Exception.h>
#include <torch/library.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>

using namespace actgrad::torch_ops;

namespace {

/// Whether the element-wise kernels take `a` and `b` as they are.
bool takesElementwise(const at::Tensor &a, const at::Tensor &b) {
  return a.layout() == at::kStrided && b.layout() == at::kStrided &&
         kernelDType(a.scalar_type()) && a.scalar_type() == b.scalar_type() &&
         sameDenseLayout(a, b);
}

at::Tensor hardtanhBackward(const at::Tensor &gradOutput,
                            const at::Tensor &self, const c10::Scalar &minVal,
                            const c10::Scalar &maxVal) {
  float lo = float(minVal.toDouble()), hi = float(maxVal.toDouble());
  // PyTorch takes min > max (the gradient is then 0); the op does not.
  if (takesElementwise(gradOutput, self) && !std::isnan(lo) &&
      !std::isnan(hi) && lo <= hi)
    return runElementwise(Op::HardtanhBackward, lo, hi, gradOutput, self);
  return at::cpu::hardtanh_backward(gradOutput, self, minVal, maxVal);
}

at::Tensor hardsigmoidBackward(const at::Tensor &gradOutput,
                               const at::Tensor &self) {
  // PyTorch's hardsigmoid: relu6(x + 3) / 6, alpha = 1/6, beta = 1/2.
  if (takesElementwise(gradOutput, self))
    return runElementwise(Op::HardsigmoidBackward, 1.0f / 6.0f, 0.5f, self,
                          gradOutput);
  return at::cpu::hardsigmoid_backward(gradOutput, self);
}

at::Tensor siluBackward(const at::Tensor &gradOutput, const at::Tensor &self) {
  if (takesElementwise(gradOutput, self))
    return runElementwise(Op::SwishBackward, 1.0f, 0.0f, gradOutput, self);
  return at::cpu::silu_backward(gradOutput, self);
}

#if TORCH_VERSION_MAJOR >= 2
// PyTorch 2 has no aten::prelu_backward: PReLU's backward is
// _prelu_kernel_backward, on the weight viewed to the input's rank and
// broadcast, and its weight gradient is unreduced, of the input's shape
// (autograd sums it afterwards). The per-element slope rule gives that: the
// input as [1, numel] with one slope per element, the weight broadcast.
std::tuple<at::Tensor, at::Tensor>
preluKernelBackward(const at::Tensor &gradOutput, const at::Tensor &self,
                    const at::Tensor &weight) {
  if (self.layout() == at::kStrided && gradOutput.layout() == at::kStrided &&
      weight.layout() == at::kStrided && kernelDType(self.scalar_type()) &&
      gradOutput.scalar_type() == self.scalar_type() &&
      weight.scalar_type() == self.scalar_type() && self.is_contiguous() &&
      self.dim() >= 1 && gradOutput.sizes() == self.sizes() &&
      weight.dim() <= self.dim() &&
      at::is_expandable_to(weight.sizes(), self.sizes())) {
    int64_t n = self.numel();
    if (n == 0)
      return {at::empty_like(self), at::empty_like(self)};
    at::Tensor slope = weight.expand(self.sizes()).contiguous().view({n});
    auto [diffSrc, diffSlope] =
        runPrelu(self.view({1, n}), slope, gradOutput.contiguous().view({1, n}),
                 std::make_pair(int64_t(1), int64_t(2)));
    return {diffSrc.view(self.sizes()), diffSlope.view(self.sizes())};
  }
  return at::cpu::_prelu_kernel_backward(gradOutput, self, weight);
}
#else
std::tuple<at::Tensor, at::Tensor> preluBackward(const at::Tensor &gradOutput,
                                                 const at::Tensor &self,
                                                 const at::Tensor &weight) {
  // PyTorch's weight: one value, or one per channel of dimension 1. Its
  // kernel returns contiguous gradients, so only contiguous inputs come
  // here (ours are then contiguous too).
  int64_t rank = self.dim();
  bool perTensor = weight.numel() == 1;
  bool perChannel =
      rank >= 2 && weight.dim() == 1 && weight.size(0) == self.size(1);
  if (takesElementwise(gradOutput, self) && self.is_contiguous() && rank >= 1 &&
      weight.scalar_type() == self.scalar_type() && weight.is_contiguous() &&
      weight.layout() == at::kStrided && (perTensor || perChannel)) {
    if (self.numel() == 0)
      return {at::empty_like(self), at::zeros_like(weight)};
    return runPrelu(self, weight, gradOutput,
                    perTensor ? SlopeSpan()
                              : std::make_pair(int64_t(1), int64_t(2)));
  }
  return at::cpu::prelu_backward(gradOutput, self, weight);
}
#endif

at::Tensor softmaxBackwardData(const at::Tensor &gradOutput,
                               const at::Tensor &output, int64_t dim,
                               c10::ScalarType inputDtype) {
  // PyTorch's result is contiguous; so is ours, for contiguous inputs. A
  // dtype conversion (input_dtype other than the gradient's) stays PyTorch's.
  if (takesElementwise(gradOutput, output) && gradOutput.is_contiguous() &&
      gradOutput.dim() >= 1 && inputDtype == gradOutput.scalar_type()) {
    if (gradOutput.numel() == 0)
      return at::empty_like(gradOutput);
    return runSoftmax(gradOutput, output,
                      at::maybe_wrap_dim(dim, gradOutput.dim()));
  }
  return at::cpu::_softmax_backward_data(gradOutput, output, dim, inputDtype);
}

// PyTorch 2 passes a warning as one c10::Warning and moved the handler's
// accessors to c10::WarningUtils; 1.13 passes its parts.
#if TORCH_VERSION_MAJOR >= 2
namespace warnings = c10::WarningUtils;
#else
namespace warnings = c10::Warning;
#endif

/// Drops the dispatcher's "Overriding a previously registered kernel"
/// warnings while the overrides register: overriding is their purpose.
/// Every other warning goes to the handler that was installed.
class OverrideWarningFilter : public c10::WarningHandler {
public:
  explicit OverrideWarningFilter(c10::WarningHandler *next) : next(next) {}
#if TORCH_VERSION_MAJOR >= 2
  void process(const c10::Warning &warning) override {
    if (!isOverriding(warning.msg()))
      next->process(warning);
  }
#else
  void process(const c10::SourceLocation &location, const std::string &message,
               const bool verbatim) override {
    if (!isOverriding(message))
      next->process(location, message, verbatim);
  }
#endif

private:
  static bool isOverriding(const std::string &message) {
    return message.rfind("Overriding a previously registered kernel", 0) == 0;
  }

  c10::WarningHandler *next;
};

std::mutex overridesMutex;
std::unique_ptr<torch::Library> overrides;

} // namespace

extern "C" {

/// Registers the overrides (nothing if they are); returns 0, or 1 with
/// `error` filled.
int32_t actgradTorchEnable(char *error, size_t errorSize) {
  std::lock_guard<std::mutex> lock(overridesMutex);
  if (overrides)
    return 0;
  try {
    OverrideWarningFilter filter(warnings::get_warning_handler());
    warnings::WarningHandlerGuard guard(&filter);
    auto library = std::make_unique<torch::Library>(
        torch::Library::IMPL, "aten", c10::DispatchKey::CPU, __FILE__,
        __LINE__);
    library->impl("hardtanh_backward", TORCH_FN(hardtanhBackward));
    library->impl("hardsigmoid_backward", TORCH_FN(hardsigmoidBackward));
    library->impl("silu_backward", TORCH_FN(siluBackward));
#if TORCH_VERSION_MAJOR < 2
    library->impl("prelu_backward", TORCH_FN(preluBackward));
#else
    library->impl("_prelu_kernel_backward", TORCH_FN(preluKernelBackward));
#endif
    library->impl("_softmax_backward_data", TORCH_FN(softmaxBackwardData));
    overrides = std::move(library);
    return 0;
  } catch (const std::exception &e) {
    std::snprintf(error, errorSize, "%s", e.what());
    return 1;
  }
}

/// Deregisters the overrides: PyTorch's kernels serve the ops again.
void actgradTorchDisable() {
  std::lock_guard<std::mutex> lock(overridesMutex);
  overrides.reset();
}

int32_t actgradTorchEnabled() {
  std::lock_guard<std::mutex> lock(overridesMutex);
  return overrides != nullptr;
}

} // extern "C"
