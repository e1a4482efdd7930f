//===- TorchPeer.h - The PyTorch (ATen) peer --------------------*- C++ -*-===//
//
// PyTorch 1.13's CPU kernels for the same cases, through ATen's C++ API
// (Debian's libtorch-dev), reading the same input buffers: what ActGrad's
// users would run instead. Built only when CMake finds libtorch (and not in
// the sanitized build); otherwise makeTorchPeer always says why there is none.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_BENCH_TORCHPEER_H
#define ACTGRAD_BENCH_TORCHPEER_H

#include "Bench.h"

#include <memory>
#include <string>

namespace actgrad_bench {

class TorchPeer {
public:
  virtual ~TorchPeer() = default;
  /// Runs the ATen call(s) once (timed).
  virtual void run() = 0;
  /// Copies the last results into `out` / `outSlope` in the case's layout,
  /// for the check (not timed; a no-op where ATen wrote there directly).
  virtual void publish() {}

  Buffer out, outSlope;
  /// Not the same operation (hardsigmoid: PyTorch's is alpha = 1/6 only):
  /// timed for the memory traffic, its output is not checked.
  bool proxy = false;
  /// The ATen function(s) and how the case maps to them, for the notes.
  std::string note;
};

/// The PyTorch peer for `entry`, or nullptr with `whyNot` set (no such
/// kernel in PyTorch 1.13, e.g. f16, bf16 hardtanh_backward, swish beta != 1).
std::unique_ptr<TorchPeer> makeTorchPeer(const KernelEntry &entry,
                                         const CaseBuffers &buffers,
                                         std::string &whyNot);

/// Sets ATen's intra-op thread count (at::set_num_threads).
void setTorchThreads(int threads);

/// "1.13.1 (ATen, OpenMP)", or empty when built without PyTorch.
std::string torchVersion();

} // namespace actgrad_bench

#endif // ACTGRAD_BENCH_TORCHPEER_H
