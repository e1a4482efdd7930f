//===- Triad.h - The memory-bandwidth ceiling -------------------*- C++ -*-===//
//
// A triad a[i] = b[i] + 3 * c[i] has the access pattern of a binary
// elementwise op: two streams read, one written. Sized to move the bytes a
// case moves, the best of its variants is the ceiling that case is measured
// against (PERF.md).
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_BENCH_TRIAD_H
#define ACTGRAD_BENCH_TRIAD_H

#include "Bench.h"

namespace actgrad_bench {

class Triad {
public:
  /// Three f32 arrays of bytes / 12 elements each.
  explicit Triad(size_t bytes);

  /// Ordinary (write-allocate) stores.
  void runPlain(int threads);
  /// Non-temporal stores and software prefetch 2 KiB ahead.
  void runStreaming(int threads);

  size_t bytes() const { return 12 * n_; }

private:
  void run(int threads, bool streaming);

  size_t n_;
  Buffer a_, b_, c_;
};

} // namespace actgrad_bench

#endif // ACTGRAD_BENCH_TRIAD_H
