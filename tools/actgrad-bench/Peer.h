//===- Peer.h - The oneDNN peer ---------------------------------*- C++ -*-===//
//
// oneDNN's backward primitives for the same cases, reading the same input
// buffers: oneDNN 2.6 (Debian's, in actgrad-bench) or 3.x (in
// actgrad-bench-dnnl3, Dnnl3.cmake), the API chosen by DNNL_VERSION_MAJOR.
// Built only when CMake finds libdnnl; otherwise makeOneDNNPeer always says
// why there is none.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_BENCH_PEER_H
#define ACTGRAD_BENCH_PEER_H

#include "Bench.h"

#include <memory>
#include <string>

namespace actgrad_bench {

class Peer {
public:
  virtual ~Peer() = default;
  /// Runs the primitive(s) once; writes CaseBuffers::peerOut (and
  /// peerOutSlope for PReLU).
  virtual void run() = 0;

  /// oneDNN's implementation name(s), e.g. "jit:avx512_core" or "ref:any".
  std::string impl;
  /// Not the same operation (hardsigmoid: oneDNN 2.6 has no such algorithm,
  /// 3.x has): timed for the memory traffic, its output is not checked.
  bool proxy = false;
  /// How the case maps to oneDNN, for the table's notes.
  std::string note;
};

/// The oneDNN peer for `entry`, or nullptr with `whyNot` set.
std::unique_ptr<Peer> makeOneDNNPeer(const KernelEntry &entry,
                                     CaseBuffers &buffers, std::string &whyNot);

/// Prepares what oneDNN needs before its first call: a SYCL build's CPU
/// engine needs the OpenCL CPU driver beside it (Dnnl3.cmake).
void prepareOneDNN();

/// Sets oneDNN's thread count where omp_set_num_threads does not reach it
/// (a TBB build); nothing otherwise.
void setOneDNNThreads(int threads);

/// "2.6.3 (CPU runtime: OpenMP, GPU runtime: OpenCL)", with what keeps it
/// from running here if anything does (no CPU engine), or empty when built
/// without oneDNN.
std::string oneDNNVersion();

} // namespace actgrad_bench

#endif // ACTGRAD_BENCH_PEER_H
