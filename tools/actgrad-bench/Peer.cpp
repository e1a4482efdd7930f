//===- Peer.cpp - The oneDNN peer -----------------------------------------===//

#include "Peer.h"

#ifdef ACTGRAD_BENCH_HAVE_DNNL

#include "oneapi/dnnl/dnnl.hpp"

#include <unordered_map>
#include <utility>

using namespace actgrad_bench;

namespace {

dnnl::engine &cpuEngine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

dnnl::memory::data_type dnnlType(DType t) {
  switch (t) {
  case DType::F32:
    return dnnl::memory::data_type::f32;
  case DType::BF16:
    return dnnl::memory::data_type::bf16;
  case DType::F16:
    return dnnl::memory::data_type::f16;
  }
  return dnnl::memory::data_type::undef;
}

/// A dense row-major descriptor of `shape`.
dnnl::memory::desc plainDesc(const std::vector<int64_t> &shape, DType t) {
  dnnl::memory::dims dims(shape.begin(), shape.end());
  dnnl::memory::dims strides(shape.size());
  int64_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = stride;
    stride *= shape[i];
  }
  return dnnl::memory::desc(dims, dnnlType(t), strides);
}

using Args = std::unordered_map<int, dnnl::memory>;

/// A sequence of primitives run on one stream.
class OneDNNPeer final : public Peer {
public:
  OneDNNPeer() : stream_(cpuEngine()) {}

  void run() override {
    for (auto &[primitive, args] : steps_)
      primitive.execute(stream_, args);
    stream_.wait();
  }

  dnnl::memory wrap(const dnnl::memory::desc &md, const Buffer &buffer) {
    return dnnl::memory(md, cpuEngine(), buffer.data());
  }

  void add(dnnl::primitive primitive, Args args, const char *implInfo) {
    steps_.emplace_back(std::move(primitive), std::move(args));
    if (!impl.empty())
      impl += " + ";
    impl += implInfo;
  }

  /// Scratch tensors between the chain's primitives.
  std::vector<Buffer> intermediates;

private:
  dnnl::stream stream_;
  std::vector<std::pair<dnnl::primitive, Args>> steps_;
};

/// One eltwise backward step: diff_src = f'(src) * diff_dst.
void addEltwise(OneDNNPeer &peer, dnnl::algorithm algorithm, float alpha,
                float beta, const dnnl::memory::desc &md, const Buffer &src,
                const Buffer &diffDst, const Buffer &diffSrc) {
  using namespace dnnl;
  eltwise_forward::desc forward(prop_kind::forward_training, algorithm, md,
                                alpha, beta);
  eltwise_forward::primitive_desc forwardPd(forward, cpuEngine());
  eltwise_backward::desc backward(algorithm, md, md, alpha, beta);
  eltwise_backward::primitive_desc pd(backward, cpuEngine(), forwardPd);
  peer.add(eltwise_backward(pd),
           {{DNNL_ARG_SRC, peer.wrap(md, src)},
            {DNNL_ARG_DIFF_DST, peer.wrap(md, diffDst)},
            {DNNL_ARG_DIFF_SRC, peer.wrap(md, diffSrc)}},
           pd.impl_info_str());
}

// The attributes gen_kernels.py puts on the ops.
constexpr float kHardsigmoidAlpha = 0.2f, kHardsigmoidBeta = 0.5f;

/// hardsigmoid has no oneDNN 2.6 algorithm: clip_v2 with the same mask
/// (0 < alpha x + beta < 1, i.e. -2.5 < x < 2.5) moves the same bytes and
/// does a little less arithmetic (no product by alpha).
void addHardsigmoidProxy(OneDNNPeer &peer, const dnnl::memory::desc &md,
                         const Buffer &x, const Buffer &g, const Buffer &out) {
  addEltwise(peer, dnnl::algorithm::eltwise_clip_v2,
             -kHardsigmoidBeta / kHardsigmoidAlpha,
             (1.0f - kHardsigmoidBeta) / kHardsigmoidAlpha, md, x, g, out);
}

void buildElementwise(OneDNNPeer &peer, const KernelEntry &entry,
                      CaseBuffers &b) {
  auto md = plainDesc(entry.shape, entry.dtype);
  std::string op = baseOp(entry);
  if (op == "relu") {
    addEltwise(peer, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f, md, b.x, b.g,
               b.peerOut);
  } else if (op == "hardtanh") {
    addEltwise(peer, dnnl::algorithm::eltwise_clip_v2, -1.0f, 1.0f, md, b.x,
               b.g, b.peerOut);
    peer.note = "clip_v2";
  } else if (op == "swish") {
    addEltwise(peer, dnnl::algorithm::eltwise_swish, 1.0f, 0.0f, md, b.x, b.g,
               b.peerOut);
  } else if (op == "hardsigmoid") {
    addHardsigmoidProxy(peer, md, b.x, b.g, b.peerOut);
    peer.proxy = true;
    peer.note = "proxy: clip_v2";
  } else { // the chain: three primitives through two intermediates
    peer.intermediates.emplace_back(entry.dtype, b.x.count());
    peer.intermediates.emplace_back(entry.dtype, b.x.count());
    const Buffer &t0 = peer.intermediates[0], &t1 = peer.intermediates[1];
    addEltwise(peer, dnnl::algorithm::eltwise_clip_v2, -1.0f, 1.0f, md, b.x,
               b.g, t0);
    addEltwise(peer, dnnl::algorithm::eltwise_swish, 1.0f, 0.0f, md, b.x, t0,
               t1);
    addHardsigmoidProxy(peer, md, b.x, t1, b.peerOut);
    peer.proxy = true;
    peer.note = "3 primitives, last a proxy";
  }
}

void buildPRelu(OneDNNPeer &peer, const KernelEntry &entry, CaseBuffers &b) {
  using namespace dnnl;
  bool ncx = entry.param == 1;
  const auto &s = entry.shape;
  // oneDNN's dims are logical (N, C, spatial...); NXC is the nhwc layout.
  memory::dims dims, weightDims(s.size(), 1);
  memory::format_tag tag;
  if (ncx) {
    dims.assign(s.begin(), s.end());
    tag = s.size() == 4 ? memory::format_tag::abcd : memory::format_tag::abc;
  } else {
    dims = {s[0], s.back()};
    dims.insert(dims.end(), s.begin() + 1, s.end() - 1);
    tag = s.size() == 4 ? memory::format_tag::acdb : memory::format_tag::acb;
  }
  int64_t channels = preluChannels(entry);
  weightDims[1] = channels;
  memory::desc src(dims, dnnlType(entry.dtype), tag);
  memory::desc weights(weightDims, dnnlType(entry.dtype), tag);
  prelu_forward::desc forward(prop_kind::forward_training, src, weights);
  prelu_forward::primitive_desc forwardPd(forward, cpuEngine());
  prelu_backward::desc backward(src, weights, src, weights);
  prelu_backward::primitive_desc pd(backward, cpuEngine(), forwardPd);
  peer.add(prelu_backward(pd),
           {{DNNL_ARG_SRC, peer.wrap(src, b.x)},
            {DNNL_ARG_WEIGHTS, peer.wrap(weights, b.slope)},
            {DNNL_ARG_DIFF_DST, peer.wrap(src, b.g)},
            {DNNL_ARG_DIFF_SRC, peer.wrap(src, b.peerOut)},
            {DNNL_ARG_DIFF_WEIGHTS, peer.wrap(weights, b.peerOutSlope)}},
           pd.impl_info_str());
}

/// Softmax and log-softmax backward: oneDNN 2.6 gives both primitives the
/// same descriptors and arguments.
template <typename Forward, typename Backward>
void buildSoftmaxLike(OneDNNPeer &peer, const KernelEntry &entry,
                      CaseBuffers &b) {
  int rank = int(entry.shape.size());
  int axis = int(entry.param < 0 ? entry.param + rank : entry.param);
  auto md = plainDesc(entry.shape, entry.dtype);
  typename Forward::desc forward(dnnl::prop_kind::forward_training, md, axis);
  typename Forward::primitive_desc forwardPd(forward, cpuEngine());
  typename Backward::desc backward(md, md, axis);
  typename Backward::primitive_desc pd(backward, cpuEngine(), forwardPd);
  peer.add(Backward(pd),
           {{DNNL_ARG_DST, peer.wrap(md, b.x)},
            {DNNL_ARG_DIFF_DST, peer.wrap(md, b.g)},
            {DNNL_ARG_DIFF_SRC, peer.wrap(md, b.peerOut)}},
           pd.impl_info_str());
}

} // namespace

std::unique_ptr<Peer> actgrad_bench::makeOneDNNPeer(const KernelEntry &entry,
                                                    CaseBuffers &buffers,
                                                    std::string &whyNot) {
  if (entry.dtype == DType::F16) {
    whyNot = "no f16 backward in oneDNN 2.6 on this CPU";
    return nullptr;
  }
  auto peer = std::make_unique<OneDNNPeer>();
  try {
    switch (entry.kind) {
    case CaseKind::Eltwise:
    case CaseKind::Chain:
      buildElementwise(*peer, entry, buffers);
      break;
    case CaseKind::PRelu:
      buildPRelu(*peer, entry, buffers);
      break;
    case CaseKind::Softmax:
      buildSoftmaxLike<dnnl::softmax_forward, dnnl::softmax_backward>(
          *peer, entry, buffers);
      break;
    case CaseKind::LogSoftmax:
      buildSoftmaxLike<dnnl::logsoftmax_forward, dnnl::logsoftmax_backward>(
          *peer, entry, buffers);
      break;
    }
  } catch (const dnnl::error &e) {
    whyNot = std::string("oneDNN: ") + e.what();
    return nullptr;
  }
  return peer;
}

std::string actgrad_bench::oneDNNVersion() {
  const dnnl_version_t *v = dnnl_version();
  std::string runtime = v->cpu_runtime == DNNL_RUNTIME_OMP   ? "OpenMP"
                        : v->cpu_runtime == DNNL_RUNTIME_SEQ ? "sequential"
                                                             : "other";
  return std::to_string(v->major) + "." + std::to_string(v->minor) + "." +
         std::to_string(v->patch) + " (CPU runtime: " + runtime + ")";
}

#else // !ACTGRAD_BENCH_HAVE_DNNL

using namespace actgrad_bench;

std::unique_ptr<Peer> actgrad_bench::makeOneDNNPeer(const KernelEntry &,
                                                    CaseBuffers &,
                                                    std::string &whyNot) {
  whyNot = "built without oneDNN";
  return nullptr;
}

std::string actgrad_bench::oneDNNVersion() { return ""; }

#endif // ACTGRAD_BENCH_HAVE_DNNL
