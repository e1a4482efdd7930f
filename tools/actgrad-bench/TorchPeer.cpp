//===- TorchPeer.cpp - The PyTorch (ATen) peer ----------------------------===//

#include "TorchPeer.h"

#ifdef ACTGRAD_BENCH_HAVE_TORCH

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <c10/util/Exception.h>
#include <torch/version.h>

#include <functional>
#include <tuple>

using namespace actgrad_bench;

namespace {

at::ScalarType scalarType(DType t) {
  switch (t) {
  case DType::F32:
    return at::kFloat;
  case DType::BF16:
    return at::kBFloat16;
  case DType::F16:
    return at::kHalf;
  }
  return at::kFloat;
}

/// A tensor over `buffer` (no copy).
at::Tensor wrap(const Buffer &buffer, const std::vector<int64_t> &shape) {
  return at::from_blob(buffer.data(), shape,
                       at::TensorOptions().dtype(scalarType(buffer.dtype())));
}

/// The case's tensors in PyTorch's layout: an NXC PReLU case is an NCHW
/// tensor in channels_last memory format (a permuted view of the buffer).
at::Tensor asTorchLayout(const at::Tensor &t, const KernelEntry &entry) {
  if (entry.kind != CaseKind::PRelu || entry.param == 1)
    return t;
  std::vector<int64_t> order = {0, int64_t(t.dim()) - 1};
  for (int64_t d = 1; d + 1 < t.dim(); ++d)
    order.push_back(d);
  return t.permute(order);
}

class AtenPeer final : public TorchPeer {
public:
  std::function<void()> body, copyOut;
  void run() override { body(); }
  void publish() override {
    if (copyOut)
      copyOut();
  }
};

} // namespace

std::unique_ptr<TorchPeer>
actgrad_bench::makeTorchPeer(const KernelEntry &entry,
                             const CaseBuffers &buffers, std::string &whyNot) {
  auto peer = std::make_unique<AtenPeer>();
  size_t n = numElements(entry.shape);
  peer->out = Buffer(entry.dtype, n);
  at::Tensor x = wrap(buffers.x, entry.shape);
  at::Tensor g = wrap(buffers.g, entry.shape);
  at::Tensor out = wrap(peer->out, entry.shape);
  std::string op = baseOp(entry);
  AtenPeer *p = peer.get();
  switch (entry.kind) {
  case CaseKind::Eltwise:
    if (op == "relu") {
      p->note = "threshold_backward_out";
      p->body = [=]() mutable { at::threshold_backward_out(out, g, x, 0); };
    } else if (op == "hardtanh") {
      p->note = "hardtanh_backward_out";
      p->body = [=]() mutable { at::hardtanh_backward_out(out, g, x, -1, 1); };
    } else if (op == "hardsigmoid") {
      p->proxy = true;
      p->note = "proxy: hardsigmoid_backward_out, alpha 1/6";
      p->body = [=]() mutable { at::hardsigmoid_backward_out(out, g, x); };
    } else { // swish, beta = 1 (gen_kernels.py): SiLU
      p->note = "silu_backward_out";
      p->body = [=]() mutable { at::silu_backward_out(out, g, x); };
    }
    break;
  case CaseKind::Chain: {
    at::Tensor t1 = at::empty_like(x), t2 = at::empty_like(x);
    p->proxy = true;
    p->note = "3 ops, last a proxy";
    p->body = [=]() mutable {
      at::hardtanh_backward_out(t1, g, x, -1, 1);
      at::silu_backward_out(t2, t1, x);
      at::hardsigmoid_backward_out(out, t2, x);
    };
    break;
  }
  case CaseKind::PRelu: {
    peer->outSlope = Buffer(entry.dtype, size_t(preluChannels(entry)));
    at::Tensor w = wrap(buffers.slope, {preluChannels(entry)});
    at::Tensor dw = wrap(peer->outSlope, {preluChannels(entry)});
    at::Tensor xt = asTorchLayout(x, entry), gt = asTorchLayout(g, entry);
    at::Tensor outT = asTorchLayout(out, entry);
    auto results = std::make_shared<std::tuple<at::Tensor, at::Tensor>>();
    p->note = entry.param == 1 ? "prelu_backward"
                               : "prelu_backward, channels_last view";
    p->body = [=]() { *results = at::prelu_backward(gt, xt, w); };
    p->copyOut = [=]() mutable {
      outT.copy_(std::get<0>(*results));
      dw.copy_(std::get<1>(*results).reshape({-1}));
    };
    break;
  }
  case CaseKind::Softmax: {
    at::ScalarType type = scalarType(entry.dtype);
    int64_t axis = entry.param;
    p->note = "_softmax_backward_data_out";
    // Operands: g = diff_dst, x = dst.
    p->body = [=]() mutable {
      at::_softmax_backward_data_out(out, g, x, axis, type);
    };
    break;
  }
  case CaseKind::LogSoftmax: {
    at::ScalarType type = scalarType(entry.dtype);
    int64_t axis = entry.param;
    p->note = "_log_softmax_backward_data_out";
    p->body = [=]() mutable {
      at::_log_softmax_backward_data_out(out, g, x, axis, type);
    };
    break;
  }
  }
  // PyTorch 1.13 lacks some kernels (f16 on CPU, bf16 hardtanh_backward):
  // find out now, with one untimed run.
  try {
    peer->run();
    peer->publish();
  } catch (const c10::Error &e) {
    std::string what = e.what_without_backtrace();
    whyNot = "PyTorch: " + what.substr(0, what.find('\n'));
    return nullptr;
  }
  return peer;
}

void actgrad_bench::setTorchThreads(int threads) {
  at::set_num_threads(threads);
}

std::string actgrad_bench::torchVersion() {
  return std::string(TORCH_VERSION) + " (ATen, " +
         (at::get_parallel_info().find("OpenMP") != std::string::npos
              ? "OpenMP"
              : "native threads") +
         ")";
}

#else // ACTGRAD_BENCH_HAVE_TORCH

std::unique_ptr<actgrad_bench::TorchPeer>
actgrad_bench::makeTorchPeer(const KernelEntry &, const CaseBuffers &,
                             std::string &whyNot) {
  whyNot = "built without PyTorch";
  return nullptr;
}

void actgrad_bench::setTorchThreads(int) {}

std::string actgrad_bench::torchVersion() { return ""; }

#endif // ACTGRAD_BENCH_HAVE_TORCH
