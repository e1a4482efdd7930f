//===- Triad.cpp - The memory-bandwidth ceiling ---------------------------===//

#include "Triad.h"

#include <algorithm>
#include <omp.h>

#include <cstring>
#if defined(__AVX512F__) || defined(__SSE2__)
#include <immintrin.h>
#endif

using namespace actgrad_bench;

Triad::Triad(size_t bytes)
    : n_(std::max<size_t>(bytes / 12, 16)), a_(DType::F32, n_),
      b_(DType::F32, n_), c_(DType::F32, n_) {
  for (size_t i = 0; i < n_; ++i) {
    b_.set(i, 1.0f + float(i % 7));
    c_.set(i, 0.5f * float(i % 5));
  }
}

namespace {
/// Stores `value` at `address` past the caches. GCC has no
/// `__builtin_nontemporal_store` (clang only); SSE2's `movnti` does the same
/// for one 32-bit value.
inline void streamStore(float value, float *address) {
#if defined(__has_builtin) && __has_builtin(__builtin_nontemporal_store)
  __builtin_nontemporal_store(value, address);
#elif defined(__SSE2__)
  int bits;
  std::memcpy(&bits, &value, sizeof(bits));
  _mm_stream_si32(reinterpret_cast<int *>(address), bits);
#else
  *address = value;
#endif
}

/// a[i] = b[i] + 3 c[i] for i in [begin, end); begin is a multiple of 16
/// and the arrays are 4 KiB-aligned, so the vector stores are aligned.
void triad(float *__restrict a, const float *__restrict b,
           const float *__restrict c, size_t begin, size_t end,
           bool streaming) {
  size_t i = begin;
#ifdef __AVX512F__
  const __m512 three = _mm512_set1_ps(3.0f);
  constexpr size_t kAhead = 512; // floats: 2 KiB
  if (streaming) {
    for (; i + 16 <= end; i += 16) {
      _mm_prefetch(reinterpret_cast<const char *>(b + i + kAhead), _MM_HINT_T0);
      _mm_prefetch(reinterpret_cast<const char *>(c + i + kAhead), _MM_HINT_T0);
      __m512 v =
          _mm512_fmadd_ps(_mm512_load_ps(c + i), three, _mm512_load_ps(b + i));
      _mm512_stream_ps(a + i, v);
    }
    _mm_sfence();
  } else {
    for (; i + 16 <= end; i += 16)
      _mm512_store_ps(a + i, _mm512_fmadd_ps(_mm512_load_ps(c + i), three,
                                             _mm512_load_ps(b + i)));
  }
#endif
  if (streaming) {
    for (; i < end; ++i)
      streamStore(b[i] + 3.0f * c[i], a + i);
  } else {
    for (; i < end; ++i)
      a[i] = b[i] + 3.0f * c[i];
  }
}
} // namespace

void Triad::run(int threads, bool streaming) {
  auto *a = static_cast<float *>(a_.data());
  const auto *b = static_cast<const float *>(b_.data());
  const auto *c = static_cast<const float *>(c_.data());
  size_t n = n_;
  if (threads <= 1) {
    triad(a, b, c, 0, n, streaming);
    return;
  }
#pragma omp parallel num_threads(threads)
  {
    size_t team = size_t(omp_get_num_threads());
    size_t chunk = ((n + team - 1) / team + 15) / 16 * 16;
    size_t begin = std::min(n, chunk * size_t(omp_get_thread_num()));
    size_t end = std::min(n, begin + chunk);
    triad(a, b, c, begin, end, streaming);
  }
}

void Triad::runPlain(int threads) { run(threads, false); }
void Triad::runStreaming(int threads) { run(threads, true); }
