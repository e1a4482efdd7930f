//===- TorchOps.cpp - torch.ops.actgrad: ActGrad's kernels as custom ops --===//
//
// TORCH_LIBRARY(actgrad, m) defines the five backward ops with the operands
// and attributes of actgrad.ops. Each op checks its arguments with the
// messages actgrad.ops gives (docs/Python.md: TypeError and ValueError,
// through c10::TypeError and c10::ValueError), then calls a kernel of
// KernelCache.h on descriptors built here: no ctypes on the way.
//
//===----------------------------------------------------------------------===//

#include "TorchOps.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <c10/util/Exception.h>
#include <torch/library.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>

using namespace actgrad::torch_ops;

namespace {

KernelRequest makeRequest(Op op, c10::ScalarType type, int rank, int mode,
                          float attr0 = 0.0f, float attr1 = 0.0f) {
  KernelRequest request;
  request.op = int32_t(op);
  request.dtype = int32_t(*kernelDType(type));
  request.rank = rank;
  request.mode = mode;
  request.threads = 0; // set by getKernelFor
  request.attr0 = attr0;
  request.attr1 = attr1;
  return request;
}

int numThreads() {
  int requested = requestedThreads();
  return requested > 0 ? requested : at::get_num_threads();
}

int64_t product(c10::IntArrayRef sizes, size_t begin, size_t end) {
  int64_t p = 1;
  for (size_t i = begin; i < end; ++i)
    p *= sizes[i];
  return p;
}

/// `type` as Python prints a torch dtype (torch.float32).
std::string pyDtype(c10::ScalarType type) {
  switch (type) {
  case at::kFloat:
    return "torch.float32";
  case at::kDouble:
    return "torch.float64";
  case at::kHalf:
    return "torch.float16";
  case at::kBFloat16:
    return "torch.bfloat16";
  case at::kInt:
    return "torch.int32";
  case at::kLong:
    return "torch.int64";
  case at::kShort:
    return "torch.int16";
  case at::kChar:
    return "torch.int8";
  case at::kByte:
    return "torch.uint8";
  case at::kBool:
    return "torch.bool";
  case at::kComplexFloat:
    return "torch.complex64";
  case at::kComplexDouble:
    return "torch.complex128";
  default:
    return std::string("torch.") + c10::toString(type);
  }
}

/// `value` as Python's repr of a float prints it (shortest round trip).
std::string pyFloat(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value > 0 ? "inf" : "-inf";
  char text[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(text, sizeof(text), "%.*g", precision, value);
    if (std::strtod(text, nullptr) == value)
      break;
  }
  std::string s = text;
  if (s.find_first_of(".en") == std::string::npos)
    s += ".0";
  return s;
}

std::string pyScalar(const c10::Scalar &value) {
  return value.isIntegral(false) ? std::to_string(value.toLong())
                                 : pyFloat(value.toDouble());
}

std::string pyList(c10::IntArrayRef sizes) {
  std::ostringstream os;
  os << "[";
  for (size_t i = 0; i < sizes.size(); ++i)
    os << (i ? ", " : "") << sizes[i];
  os << "]";
  return os.str();
}

/// actgrad.ops's _check_operands: every operand on the CPU with a dtype the
/// kernels take, all of one dtype.
DType checkOperands(
    const char *op,
    std::initializer_list<std::pair<const char *, const at::Tensor *>> named) {
  for (const auto &[name, value] : named) {
    TORCH_CHECK_VALUE(value->device().is_cpu(), "actgrad.ops.", op, ": '", name,
                      "' is on device '", value->device(),
                      "'; only CPU tensors are supported");
    TORCH_CHECK_TYPE(kernelDType(value->scalar_type()), "actgrad.ops.", op,
                     ": '", name, "' has dtype ", pyDtype(value->scalar_type()),
                     "; supported: torch.float32, torch.float16, "
                     "torch.bfloat16");
  }
  c10::ScalarType first = named.begin()->second->scalar_type();
  bool same = true;
  std::string listing;
  for (const auto &[name, value] : named) {
    same = same && value->scalar_type() == first;
    listing += std::string(listing.empty() ? "" : ", ") + "'" + name + "' " +
               pyDtype(value->scalar_type());
  }
  TORCH_CHECK_TYPE(same, "actgrad.ops.", op,
                   ": operands must have one dtype, got ", listing);
  return *kernelDType(first);
}

void checkSameShape(const char *op, const char *firstName,
                    const at::Tensor &first, const char *name,
                    const at::Tensor &value) {
  TORCH_CHECK_VALUE(value.sizes() == first.sizes(), "actgrad.ops.", op, ": '",
                    name, "' has shape ", pyList(value.sizes()), ", '",
                    firstName, "' has ", pyList(first.sizes()),
                    "; they must be equal");
}

float finiteAttribute(const char *op, const char *name, double value) {
  float f32 = float(value);
  TORCH_CHECK_VALUE(std::isfinite(f32), "actgrad.ops.", op, ": attribute '",
                    name, "' must be finite, got ", pyFloat(value));
  return f32;
}

/// An element-wise custom op: operands of one dense layout run as they are
/// (the result keeps it, channels-last included), others as contiguous
/// copies, as actgrad.ops does.
at::Tensor elementwiseOp(Op op, const char *name, float attr0, float attr1,
                         const char *aName, const at::Tensor &a,
                         const char *bName, const at::Tensor &b) {
  checkOperands(name, {{aName, &a}, {bName, &b}});
  checkSameShape(name, aName, a, bName, b);
  if (a.numel() == 0)
    return at::zeros(a.sizes(), a.options());
  if (sameDenseLayout(a, b))
    return runElementwise(op, attr0, attr1, a, b);
  return runElementwise(op, attr0, attr1, a.contiguous(), b.contiguous());
}

at::Tensor hardsigmoidBackward(const at::Tensor &src, const at::Tensor &diffDst,
                               double alpha, double beta) {
  const char *op = "hardsigmoid_backward";
  float a = finiteAttribute(op, "alpha", alpha);
  float b = finiteAttribute(op, "beta", beta);
  return elementwiseOp(Op::HardsigmoidBackward, op, a, b, "src", src,
                       "diff_dst", diffDst);
}

at::Tensor hardtanhBackward(const at::Tensor &gradOutput,
                            const at::Tensor &self, const c10::Scalar &min,
                            const c10::Scalar &max) {
  const char *op = "hardtanh_backward";
  float lo = float(min.toDouble()), hi = float(max.toDouble());
  TORCH_CHECK_VALUE(!std::isnan(lo) && !std::isnan(hi), "actgrad.ops.", op,
                    ": 'min' and 'max' must not be NaN");
  TORCH_CHECK_VALUE(lo <= hi, "actgrad.ops.", op,
                    ": requires min <= max, got min = ", pyScalar(min),
                    ", max = ", pyScalar(max));
  return elementwiseOp(Op::HardtanhBackward, op, lo, hi, "grad_output",
                       gradOutput, "self", self);
}

at::Tensor swishBackward(const at::Tensor &gradOutput, const at::Tensor &self,
                         double beta) {
  const char *op = "swish_backward";
  float b = finiteAttribute(op, "beta", beta);
  return elementwiseOp(Op::SwishBackward, op, b, 0.0f, "grad_output",
                       gradOutput, "self", self);
}

at::Tensor softmaxBackward(const at::Tensor &diffDst, const at::Tensor &dst,
                           int64_t axis) {
  const char *op = "softmax_backward";
  checkOperands(op, {{"diff_dst", &diffDst}, {"dst", &dst}});
  int64_t rank = diffDst.dim();
  TORCH_CHECK_VALUE(rank != 0, "actgrad.ops.", op,
                    ": operands must have rank >= 1");
  TORCH_CHECK_VALUE(-rank <= axis && axis < rank, "actgrad.ops.", op, ": axis ",
                    axis, " is out of range [", -rank, ", ", rank,
                    ") for a rank-", rank, " tensor");
  checkSameShape(op, "diff_dst", diffDst, "dst", dst);
  if (diffDst.numel() == 0)
    return at::zeros(diffDst.sizes(), diffDst.options());
  return runSoftmax(diffDst.contiguous(), dst.contiguous(),
                    axis < 0 ? axis + rank : axis);
}

std::tuple<at::Tensor, at::Tensor> preluBackward(const at::Tensor &src,
                                                 const at::Tensor &slope,
                                                 const at::Tensor &diffDst,
                                                 c10::string_view format) {
  const char *op = "prelu_backward";
  checkOperands(op, {{"src", &src}, {"slope", &slope}, {"diff_dst", &diffDst}});
  TORCH_CHECK_VALUE(format == "NCX" || format == "NXC", "actgrad.ops.", op,
                    ": data_format must be \"NCX\" or \"NXC\", got '",
                    std::string(format), "'");
  checkSameShape(op, "src", src, "diff_dst", diffDst);
  int64_t rank = src.dim();
  TORCH_CHECK_VALUE(rank != 0, "actgrad.ops.", op,
                    ": 'src' must have rank >= 1");
  // SEMANTICS.md 2.4's rules, in its order (actgrad.ops.prelu_slope_rule).
  c10::IntArrayRef shape = src.sizes(), slopeShape = slope.sizes();
  int64_t channel = rank == 1 ? 0 : (format == "NCX" ? 1 : rank - 1);
  SlopeSpan span;
  if (slopeShape == c10::IntArrayRef{1}) {
    span = std::nullopt;
  } else if (slopeShape == c10::IntArrayRef{shape[channel]}) {
    span = std::make_pair(channel, channel + 1);
  } else if (rank >= 2 && slopeShape == shape.slice(1)) {
    span = std::make_pair(int64_t(1), rank);
  } else {
    std::string perChannel = "[" + std::to_string(shape[channel]) + "]";
    std::string expected =
        rank >= 2 ? "[1], " + perChannel + " or " + pyList(shape.slice(1))
                  : "[1] or " + perChannel;
    TORCH_CHECK_VALUE(false, "actgrad.ops.", op, ": slope shape ",
                      pyList(slopeShape), " is not broadcastable to src shape ",
                      pyList(shape), " with data_format ", std::string(format),
                      " (expected ", expected, ")");
  }
  if (src.numel() == 0)
    return {at::zeros(shape, src.options()),
            at::zeros(slopeShape, src.options())};
  return runPrelu(src.contiguous(), slope.contiguous(), diffDst.contiguous(),
                  span);
}

} // namespace

std::optional<DType> actgrad::torch_ops::kernelDType(c10::ScalarType type) {
  switch (type) {
  case at::kFloat:
    return DType::F32;
  case at::kHalf:
    return DType::F16;
  case at::kBFloat16:
    return DType::BF16;
  default:
    return std::nullopt;
  }
}

bool actgrad::torch_ops::sameDenseLayout(const at::Tensor &a,
                                         const at::Tensor &b) {
  return a.sizes() == b.sizes() && a.strides() == b.strides() &&
         a.is_non_overlapping_and_dense();
}

at::Tensor actgrad::torch_ops::runElementwise(Op op, float attr0, float attr1,
                                              const at::Tensor &a,
                                              const at::Tensor &b) {
  at::Tensor result = at::empty_strided(a.sizes(), a.strides(), a.options());
  int64_t n = a.numel();
  if (n == 0)
    return result;
  KernelRequest request = makeRequest(op, a.scalar_type(), 1, 0, attr0, attr1);
  int threads = numThreads();
  CompiledKernel kernel = getKernelFor(request, threads);
  MemRef args[] = {MemRef(a.data_ptr(), &n, 1), MemRef(b.data_ptr(), &n, 1),
                   MemRef(result.data_ptr(), &n, 1)};
  invoke(kernel, args, 3, threads);
  return result;
}

at::Tensor actgrad::torch_ops::runSoftmax(const at::Tensor &diffDst,
                                          const at::Tensor &dst, int64_t axis) {
  at::Tensor result = at::empty(diffDst.sizes(), diffDst.options());
  if (diffDst.numel() == 0)
    return result.zero_();
  // [outer, n, inner], reduced along dimension 1; [outer, n] when inner is
  // 1, so that the last-axis softmax of attention has a unit-stride row.
  c10::IntArrayRef sizes = diffDst.sizes();
  int64_t shape[3] = {product(sizes, 0, axis), sizes[axis],
                      product(sizes, axis + 1, sizes.size())};
  int rank = shape[2] == 1 ? 2 : 3;
  KernelRequest request =
      makeRequest(Op::SoftmaxBackward, diffDst.scalar_type(), rank, 0);
  int threads = numThreads();
  CompiledKernel kernel = getKernelFor(request, threads);
  MemRef args[] = {MemRef(diffDst.data_ptr(), shape, rank),
                   MemRef(dst.data_ptr(), shape, rank),
                   MemRef(result.data_ptr(), shape, rank)};
  invoke(kernel, args, 3, threads);
  return result;
}

std::tuple<at::Tensor, at::Tensor>
actgrad::torch_ops::runPrelu(const at::Tensor &src, const at::Tensor &slope,
                             const at::Tensor &diffDst, SlopeSpan span) {
  at::Tensor diffSrc = at::empty(src.sizes(), src.options());
  at::Tensor diffSlope = at::empty(slope.sizes(), src.options());
  // One slope: the tensor as one row and the slope as [1]; otherwise
  // [outer, C, inner] with the slope on dimension 1 ([outer, C] when inner
  // is 1), which every rule and layout collapses to.
  c10::IntArrayRef sizes = src.sizes();
  int64_t shape[3], slopeSize;
  int rank;
  if (!span) {
    shape[0] = src.numel();
    slopeSize = 1;
    rank = 1;
  } else {
    shape[0] = product(sizes, 0, span->first);
    shape[1] = slopeSize = product(sizes, span->first, span->second);
    shape[2] = product(sizes, span->second, sizes.size());
    rank = shape[2] == 1 ? 2 : 3;
  }
  KernelRequest request =
      makeRequest(Op::PreluBackward, src.scalar_type(), rank, span ? 1 : 0);
  int threads = numThreads();
  CompiledKernel kernel = getKernelFor(request, threads);
  MemRef args[] = {MemRef(src.data_ptr(), shape, rank),
                   MemRef(slope.data_ptr(), &slopeSize, 1),
                   MemRef(diffDst.data_ptr(), shape, rank),
                   MemRef(diffSrc.data_ptr(), shape, rank),
                   MemRef(diffSlope.data_ptr(), &slopeSize, 1)};
  invoke(kernel, args, 5, threads);
  return {diffSrc, diffSlope};
}

TORCH_LIBRARY(actgrad, m) {
  m.def("hardsigmoid_backward(Tensor src, Tensor diff_dst, *, float alpha, "
        "float beta) -> Tensor",
        hardsigmoidBackward);
  m.def("hardtanh_backward(Tensor grad_output, Tensor self, *, Scalar min, "
        "Scalar max) -> Tensor",
        hardtanhBackward);
  m.def("swish_backward(Tensor grad_output, Tensor self, *, float beta=1.0) "
        "-> Tensor",
        swishBackward);
  m.def("prelu_backward(Tensor src, Tensor slope, Tensor diff_dst, *, "
        "str data_format=\"NXC\") -> (Tensor, Tensor)",
        preluBackward);
  m.def("softmax_backward(Tensor diff_dst, Tensor dst, *, int axis=1) -> "
        "Tensor",
        softmaxBackward);
}
