//===- Peer.cpp - The oneDNN peer -----------------------------------------===//

#include "Peer.h"

#ifdef ACTGRAD_BENCH_HAVE_DNNL

#include "oneapi/dnnl/dnnl.hpp"
#ifdef ACTGRAD_BENCH_DNNL_TBB
#include "oneapi/tbb/global_control.h"
#endif

#include <cstdlib>
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

// oneDNN 3.0 removed the operation descriptors: a primitive descriptor is
// built from the engine and the memory descriptors directly, the forward
// one (the backward's hint) included. The two APIs differ only in these
// constructions, so each is one small function per primitive kind.

/// The backward primitive descriptor of an eltwise `algorithm` on `md`.
dnnl::eltwise_backward::primitive_desc
eltwiseBackwardPd(dnnl::algorithm algorithm, float alpha, float beta,
                  const dnnl::memory::desc &md) {
  using namespace dnnl;
#if DNNL_VERSION_MAJOR >= 3
  eltwise_forward::primitive_desc forwardPd(
      cpuEngine(), prop_kind::forward_training, algorithm, md, md, alpha, beta);
  return eltwise_backward::primitive_desc(cpuEngine(), algorithm, md, md, md,
                                          alpha, beta, forwardPd);
#else
  eltwise_forward::desc forward(prop_kind::forward_training, algorithm, md,
                                alpha, beta);
  eltwise_forward::primitive_desc forwardPd(forward, cpuEngine());
  eltwise_backward::desc backward(algorithm, md, md, alpha, beta);
  return eltwise_backward::primitive_desc(backward, cpuEngine(), forwardPd);
#endif
}

/// The backward primitive descriptor of PReLU on `src` with `weights`.
dnnl::prelu_backward::primitive_desc
preluBackwardPd(const dnnl::memory::desc &src,
                const dnnl::memory::desc &weights) {
  using namespace dnnl;
#if DNNL_VERSION_MAJOR >= 3
  prelu_forward::primitive_desc forwardPd(
      cpuEngine(), prop_kind::forward_training, src, weights, src);
  return prelu_backward::primitive_desc(cpuEngine(), src, weights, src, weights,
                                        src, forwardPd);
#else
  prelu_forward::desc forward(prop_kind::forward_training, src, weights);
  prelu_forward::primitive_desc forwardPd(forward, cpuEngine());
  prelu_backward::desc backward(src, weights, src, weights);
  return prelu_backward::primitive_desc(backward, cpuEngine(), forwardPd);
#endif
}

/// One eltwise backward step: diff_src = f'(src) * diff_dst.
void addEltwise(OneDNNPeer &peer, dnnl::algorithm algorithm, float alpha,
                float beta, const dnnl::memory::desc &md, const Buffer &src,
                const Buffer &diffDst, const Buffer &diffSrc) {
  using namespace dnnl;
  eltwise_backward::primitive_desc pd =
      eltwiseBackwardPd(algorithm, alpha, beta, md);
  peer.add(eltwise_backward(pd),
           {{DNNL_ARG_SRC, peer.wrap(md, src)},
            {DNNL_ARG_DIFF_DST, peer.wrap(md, diffDst)},
            {DNNL_ARG_DIFF_SRC, peer.wrap(md, diffSrc)}},
           pd.impl_info_str());
}

// The attributes gen_kernels.py puts on the ops.
constexpr float kHardsigmoidAlpha = 0.2f, kHardsigmoidBeta = 0.5f;

/// hardsigmoid: oneDNN 3's own algorithm (added in 2.7). oneDNN 2.6 has
/// none: clip_v2 with the same mask (0 < alpha x + beta < 1, i.e.
/// -2.5 < x < 2.5) moves the same bytes and does a little less arithmetic
/// (no product by alpha), a proxy whose output is not checked.
void addHardsigmoid(OneDNNPeer &peer, const dnnl::memory::desc &md,
                    const Buffer &x, const Buffer &g, const Buffer &out) {
#if DNNL_VERSION_MAJOR >= 3
  addEltwise(peer, dnnl::algorithm::eltwise_hardsigmoid, kHardsigmoidAlpha,
             kHardsigmoidBeta, md, x, g, out);
#else
  addEltwise(peer, dnnl::algorithm::eltwise_clip_v2,
             -kHardsigmoidBeta / kHardsigmoidAlpha,
             (1.0f - kHardsigmoidBeta) / kHardsigmoidAlpha, md, x, g, out);
  peer.proxy = true;
#endif
}

#if DNNL_VERSION_MAJOR >= 3
constexpr const char *kHardsigmoidNote = "hardsigmoid";
#else
constexpr const char *kHardsigmoidNote = "proxy: clip_v2";
#endif

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
    addHardsigmoid(peer, md, b.x, b.g, b.peerOut);
    peer.note = kHardsigmoidNote;
  } else { // the chain: three primitives through two intermediates
    peer.intermediates.emplace_back(entry.dtype, b.x.count());
    peer.intermediates.emplace_back(entry.dtype, b.x.count());
    const Buffer &t0 = peer.intermediates[0], &t1 = peer.intermediates[1];
    addEltwise(peer, dnnl::algorithm::eltwise_clip_v2, -1.0f, 1.0f, md, b.x,
               b.g, t0);
    addEltwise(peer, dnnl::algorithm::eltwise_swish, 1.0f, 0.0f, md, b.x, t0,
               t1);
    addHardsigmoid(peer, md, b.x, t1, b.peerOut);
    peer.note = peer.proxy ? "3 primitives, last a proxy" : "3 primitives";
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
  prelu_backward::primitive_desc pd = preluBackwardPd(src, weights);
  peer.add(prelu_backward(pd),
           {{DNNL_ARG_SRC, peer.wrap(src, b.x)},
            {DNNL_ARG_WEIGHTS, peer.wrap(weights, b.slope)},
            {DNNL_ARG_DIFF_DST, peer.wrap(src, b.g)},
            {DNNL_ARG_DIFF_SRC, peer.wrap(src, b.peerOut)},
            {DNNL_ARG_DIFF_WEIGHTS, peer.wrap(weights, b.peerOutSlope)}},
           pd.impl_info_str());
}

#if DNNL_VERSION_MAJOR >= 3
/// Softmax (softmax_accurate) or log-softmax (softmax_log) backward: one
/// primitive with an algorithm since oneDNN 3.0.
void buildSoftmaxLike(OneDNNPeer &peer, const KernelEntry &entry,
                      CaseBuffers &b, bool log) {
  using namespace dnnl;
  int rank = int(entry.shape.size());
  int axis = int(entry.param < 0 ? entry.param + rank : entry.param);
  auto md = plainDesc(entry.shape, entry.dtype);
  algorithm kind = log ? algorithm::softmax_log : algorithm::softmax_accurate;
  softmax_forward::primitive_desc forwardPd(
      cpuEngine(), prop_kind::forward_training, kind, md, md, axis);
  softmax_backward::primitive_desc pd(cpuEngine(), kind, md, md, md, axis,
                                      forwardPd);
  peer.add(softmax_backward(pd),
           {{DNNL_ARG_DST, peer.wrap(md, b.x)},
            {DNNL_ARG_DIFF_DST, peer.wrap(md, b.g)},
            {DNNL_ARG_DIFF_SRC, peer.wrap(md, b.peerOut)}},
           pd.impl_info_str());
}
#else
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
#endif

} // namespace

std::unique_ptr<Peer> actgrad_bench::makeOneDNNPeer(const KernelEntry &entry,
                                                    CaseBuffers &buffers,
                                                    std::string &whyNot) {
#if DNNL_VERSION_MAJOR < 3
  if (entry.dtype == DType::F16) {
    whyNot = "no f16 backward in oneDNN 2.6 on this CPU";
    return nullptr;
  }
#endif
  // oneDNN 3 decides for itself: f16 primitives exist only where the CPU
  // has the instructions, and creating one elsewhere throws, which is
  // reported as the reason.
  std::unique_ptr<OneDNNPeer> peer;
  try {
    // The engine too can fail: a SYCL build has a CPU engine only where a
    // SYCL CPU device exists.
    peer = std::make_unique<OneDNNPeer>();
    switch (entry.kind) {
    case CaseKind::Eltwise:
    case CaseKind::Chain:
      buildElementwise(*peer, entry, buffers);
      break;
    case CaseKind::PRelu:
      buildPRelu(*peer, entry, buffers);
      break;
#if DNNL_VERSION_MAJOR >= 3
    case CaseKind::Softmax:
    case CaseKind::LogSoftmax:
      buildSoftmaxLike(*peer, entry, buffers,
                       entry.kind == CaseKind::LogSoftmax);
      break;
#else
    case CaseKind::Softmax:
      buildSoftmaxLike<dnnl::softmax_forward, dnnl::softmax_backward>(
          *peer, entry, buffers);
      break;
    case CaseKind::LogSoftmax:
      buildSoftmaxLike<dnnl::logsoftmax_forward, dnnl::logsoftmax_backward>(
          *peer, entry, buffers);
      break;
#endif
    }
  } catch (const dnnl::error &e) {
    // oneDNN 3 appends advice to run with ONEDNN_VERBOSE=all: the table
    // keeps the first sentence.
    std::string what = e.what();
    whyNot = "oneDNN: " + what.substr(0, what.find(". Run workload"));
    return nullptr;
  }
  return peer;
}

/// The name of a DNNL_RUNTIME_* value.
const char *runtimeName(unsigned runtime) {
  switch (runtime) {
  case DNNL_RUNTIME_NONE:
    return "none";
  case DNNL_RUNTIME_SEQ:
    return "sequential";
  case DNNL_RUNTIME_OMP:
    return "OpenMP";
  case DNNL_RUNTIME_TBB:
    return "TBB";
  case DNNL_RUNTIME_THREADPOOL:
    return "threadpool";
  case DNNL_RUNTIME_OCL:
    return "OpenCL";
#ifdef DNNL_RUNTIME_SYCL
  case DNNL_RUNTIME_SYCL:
    return "SYCL";
#endif
  }
  return "other";
}

std::string actgrad_bench::oneDNNVersion() {
  const dnnl_version_t *v = dnnl_version();
  std::string text = std::to_string(v->major) + "." + std::to_string(v->minor) +
                     "." + std::to_string(v->patch) +
                     " (CPU runtime: " + runtimeName(v->cpu_runtime);
  // A SYCL or OpenCL build (the PyPI wheel) also says so: its library
  // needs more runtimes than a CPU-only one.
  if (v->gpu_runtime != DNNL_RUNTIME_NONE)
    text += std::string(", GPU runtime: ") + runtimeName(v->gpu_runtime);
  text += ")";
#ifdef ACTGRAD_BENCH_DNNL_TBB
  text += ", threads: TBB's global_control";
#else
  if (v->cpu_runtime != DNNL_RUNTIME_OMP && v->cpu_runtime != DNNL_RUNTIME_SEQ)
    text += ", threads not set by --threads";
#endif
  if (dnnl::engine::get_count(dnnl::engine::kind::cpu) == 0)
    text += v->cpu_runtime == DNNL_RUNTIME_SYCL
                ? ", no CPU engine here (no SYCL CPU device)"
                : ", no CPU engine here";
  return text;
}

void actgrad_bench::prepareOneDNN() {
#ifdef ACTGRAD_BENCH_OPENCL_ICD
  // The wheel's own ICD file (etc/OpenCL/vendors/intel-cpu.icd) names a
  // path on its build machine, and the ICD loader reads /etc's anyway: the
  // SYCL CPU device exists only with the driver named here. A value the
  // user set wins.
  setenv("OCL_ICD_FILENAMES", ACTGRAD_BENCH_OPENCL_ICD, /*overwrite=*/0);
#endif
}

void actgrad_bench::setOneDNNThreads(int threads) {
#ifdef ACTGRAD_BENCH_DNNL_TBB
  // TBB takes the smallest limit of the live controls: drop the old one
  // before making the new one.
  static std::unique_ptr<tbb::global_control> control;
  control.reset();
  control = std::make_unique<tbb::global_control>(
      tbb::global_control::max_allowed_parallelism, size_t(threads));
#else
  (void)threads; // OpenMP: omp_set_num_threads before the primitive is made
#endif
}

#else // !ACTGRAD_BENCH_HAVE_DNNL

using namespace actgrad_bench;

void actgrad_bench::prepareOneDNN() {}

void actgrad_bench::setOneDNNThreads(int) {}

std::unique_ptr<Peer> actgrad_bench::makeOneDNNPeer(const KernelEntry &,
                                                    CaseBuffers &,
                                                    std::string &whyNot) {
  whyNot = "built without oneDNN";
  return nullptr;
}

std::string actgrad_bench::oneDNNVersion() { return ""; }

#endif // ACTGRAD_BENCH_HAVE_DNNL
