//===- MemRefDescriptor.h - Memref descriptors for AOT kernel drivers -----===//
//
// The C interface of a kernel compiled by actgrad-opt --actgrad-to-llvm
// (`_mlir_ciface_*`) takes each memref as a pointer to this descriptor. Shared
// by the drivers in this directory.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_TEST_AOT_MEMREFDESCRIPTOR_H
#define ACTGRAD_TEST_AOT_MEMREFDESCRIPTOR_H

#include <cstdint>
#include <vector>

namespace actgrad_test {

/// The descriptor of a ranked memref, as the MLIR LLVM lowering lays it out.
template <typename T, int N> struct MemRef {
  T *allocated;
  T *aligned;
  int64_t offset;
  int64_t sizes[N];
  int64_t strides[N];
};

/// A descriptor for a contiguous row-major buffer of `shape`.
template <typename T, int N>
MemRef<T, N> describe(std::vector<T> &data, const int64_t (&shape)[N]) {
  MemRef<T, N> m;
  m.allocated = m.aligned = data.data();
  m.offset = 0;
  int64_t stride = 1;
  for (int i = N - 1; i >= 0; --i) {
    m.sizes[i] = shape[i];
    m.strides[i] = stride;
    stride *= shape[i];
  }
  return m;
}

} // namespace actgrad_test

#endif // ACTGRAD_TEST_AOT_MEMREFDESCRIPTOR_H
