//===- Peer.h - The oneDNN peer ---------------------------------*- C++ -*-===//
//
// oneDNN 2.6's backward primitives for the same cases, reading the same input
// buffers. Built only when CMake finds libdnnl; otherwise makeOneDNNPeer
// always says why there is none.
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
  /// Not the same operation (hardsigmoid: oneDNN 2.6 has no such algorithm):
  /// timed for the memory traffic, its output is not checked.
  bool proxy = false;
  /// How the case maps to oneDNN, for the table's notes.
  std::string note;
};

/// The oneDNN peer for `entry`, or nullptr with `whyNot` set.
std::unique_ptr<Peer> makeOneDNNPeer(const KernelEntry &entry,
                                     CaseBuffers &buffers, std::string &whyNot);

/// "2.6.3 (cpu runtime: OpenMP)", or empty when built without oneDNN.
std::string oneDNNVersion();

} // namespace actgrad_bench

#endif // ACTGRAD_BENCH_PEER_H
