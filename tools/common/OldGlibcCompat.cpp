//===- OldGlibcCompat.cpp - Run static-libstdc++ binaries on glibc 2.35 ---===//
//
// The static libstdc++ of GCC 12 refers to glibc 2.36's arc4random (from
// std::random_device, which the programs linked with this file do not use);
// this definition keeps the binaries that scripts/gpu-check.sh and
// scripts/cpu-check.sh build runnable on older C libraries (Ubuntu 22.04 has
// 2.35).
//
//===----------------------------------------------------------------------===//

#include <cstdint>

extern "C" uint32_t arc4random(void) {
  static uint32_t state = 2463534242u;
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}
