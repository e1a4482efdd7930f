// Non-temporal stores (forced on for small buffers here) give the same
// results, on aligned and misaligned destinations alike.
// RUN: actgrad-opt %s --actgrad-to-llvm="nontemporal-min-bytes=64 tile-elements=0" | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | FileCheck %s
// The stores are checked on an AVX-512 target (an AVX2 host streams
// none of these, whose vectors are half a cache line).
// RUN: actgrad-opt %s --actgrad-to-llvm="target-cpu=x86-64-v4 nontemporal-min-bytes=64 tile-elements=0" | FileCheck %s --check-prefix=IR
// IR: nontemporal
// IR: llvm.store volatile {{.+}} {alignment = 64 : i64, nontemporal} : vector<32xi16>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @kernel(%g: memref<40xf32, strided<[1], offset: ?>>, %x: memref<40xf32, strided<[1], offset: ?>>,
                  %out: memref<40xf32, strided<[1], offset: ?>>) {
  %gt = bufferization.to_tensor %g restrict : memref<40xf32, strided<[1], offset: ?>> to tensor<40xf32>
  %xt = bufferization.to_tensor %x restrict : memref<40xf32, strided<[1], offset: ?>> to tensor<40xf32>
  %r = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<40xf32>, memref<40xf32, strided<[1], offset: ?>>) -> ()
  return
}

// f16 results are streamed as 64-byte i16 vectors (tiles of 32, a register
// of 16-bit values with AVX-512BW).
func.func @kernel_f16(%g: memref<40xf16, strided<[1], offset: ?>>, %x: memref<40xf16, strided<[1], offset: ?>>,
                       %out: memref<40xf16, strided<[1], offset: ?>>) {
  %gt = bufferization.to_tensor %g restrict : memref<40xf16, strided<[1], offset: ?>> to tensor<40xf16>
  %xt = bufferization.to_tensor %x restrict : memref<40xf16, strided<[1], offset: ?>> to tensor<40xf16>
  %r = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<40xf16>, tensor<40xf16>) -> tensor<40xf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<40xf16>, memref<40xf16, strided<[1], offset: ?>>) -> ()
  return
}

func.func @print_f16(%m: memref<40xf16, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %wide = memref.alloc() : memref<40xf32>
  scf.for %i = %c0 to %c40 step %c1 {
    %v = memref.load %m[%i] : memref<40xf16, strided<[1], offset: ?>>
    %e = arith.extf %v : f16 to f32
    memref.store %e, %wide[%i] : memref<40xf32>
  }
  %u = memref.cast %wide : memref<40xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// bf16 results too, on x86 hosts (elsewhere they stay plain; the results
// are the same).
func.func @kernel_bf16(%g: memref<40xbf16, strided<[1], offset: ?>>, %x: memref<40xbf16, strided<[1], offset: ?>>,
                       %out: memref<40xbf16, strided<[1], offset: ?>>) {
  %gt = bufferization.to_tensor %g restrict : memref<40xbf16, strided<[1], offset: ?>> to tensor<40xbf16>
  %xt = bufferization.to_tensor %x restrict : memref<40xbf16, strided<[1], offset: ?>> to tensor<40xbf16>
  %r = actgrad.hardtanh_backward %gt, %xt {min = -1.0 : f32, max = 1.0 : f32}
      : (tensor<40xbf16>, tensor<40xbf16>) -> tensor<40xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<40xbf16>, memref<40xbf16, strided<[1], offset: ?>>) -> ()
  return
}

func.func @print_bf16(%m: memref<40xbf16, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %wide = memref.alloc() : memref<40xf32>
  scf.for %i = %c0 to %c40 step %c1 {
    %v = memref.load %m[%i] : memref<40xbf16, strided<[1], offset: ?>>
    %e = arith.extf %v : bf16 to f32
    memref.store %e, %wide[%i] : memref<40xf32>
  }
  %u = memref.cast %wide : memref<40xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %buf = memref.alloc() {alignment = 64 : i64} : memref<48xf32>
  %g = memref.alloc() {alignment = 64 : i64} : memref<48xf32>
  %x = memref.alloc() {alignment = 64 : i64} : memref<48xf32>
  // x alternates inside (0.5) and outside (2.0) of (-1, 1); g[i] = i.
  scf.for %i = %c0 to %c40 step %c1 {
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    memref.store %f, %g[%i] : memref<48xf32>
    %isOdd = arith.trunci %fi : i32 to i1
    %v = arith.select %isOdd, %two, %half : f32
    memref.store %v, %x[%i] : memref<48xf32>
  }
  // Aligned destination.
  %g0s = memref.subview %g[0] [40] [1] : memref<48xf32> to memref<40xf32, strided<[1]>>
  %x0s = memref.subview %x[0] [40] [1] : memref<48xf32> to memref<40xf32, strided<[1]>>
  %o0s = memref.subview %buf[0] [40] [1] : memref<48xf32> to memref<40xf32, strided<[1]>>
  %g0 = memref.cast %g0s : memref<40xf32, strided<[1]>> to memref<40xf32, strided<[1], offset: ?>>
  %x0 = memref.cast %x0s : memref<40xf32, strided<[1]>> to memref<40xf32, strided<[1], offset: ?>>
  %o0 = memref.cast %o0s : memref<40xf32, strided<[1]>> to memref<40xf32, strided<[1], offset: ?>>
  call @kernel(%g0, %x0, %o0) : (memref<40xf32, strided<[1], offset: ?>>, memref<40xf32, strided<[1], offset: ?>>, memref<40xf32, strided<[1], offset: ?>>) -> ()
  %u0 = memref.cast %o0 : memref<40xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  // CHECK: [0,  0,  2,  0,  4,  0,  6,  0,  8,  0,  10,  0,  12,  0,  14,  0,  16,  0,  18,  0,  20,  0,  22,  0,  24,  0,  26,  0,  28,  0,  30,  0,  32,  0,  34,  0,  36,  0,  38,  0]
  // Misaligned destination (4 bytes past a 64-byte boundary).
  %o1s = memref.subview %buf[1] [40] [1] : memref<48xf32> to memref<40xf32, strided<[1], offset: 1>>
  %o1 = memref.cast %o1s : memref<40xf32, strided<[1], offset: 1>> to memref<40xf32, strided<[1], offset: ?>>
  call @kernel(%g0, %x0, %o1) : (memref<40xf32, strided<[1], offset: ?>>, memref<40xf32, strided<[1], offset: ?>>, memref<40xf32, strided<[1], offset: ?>>) -> ()
  %u1 = memref.cast %o1 : memref<40xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  // CHECK: [0,  0,  2,  0,  4,  0,  6,  0,  8,  0,  10,  0,  12,  0,  14,  0,  16,  0,  18,  0,  20,  0,  22,  0,  24,  0,  26,  0,  28,  0,  30,  0,  32,  0,  34,  0,  36,  0,  38,  0]

  // f16, aligned and misaligned (2 bytes past a 64-byte boundary).
  %bbuf = memref.alloc() {alignment = 64 : i64} : memref<48xf16>
  %bg = memref.alloc() {alignment = 64 : i64} : memref<48xf16>
  %bx = memref.alloc() {alignment = 64 : i64} : memref<48xf16>
  scf.for %i = %c0 to %c40 step %c1 {
    %gv = memref.load %g[%i] : memref<48xf32>
    %xv = memref.load %x[%i] : memref<48xf32>
    %gb = arith.truncf %gv : f32 to f16
    %xb = arith.truncf %xv : f32 to f16
    memref.store %gb, %bg[%i] : memref<48xf16>
    memref.store %xb, %bx[%i] : memref<48xf16>
  }
  %bgs = memref.subview %bg[0] [40] [1] : memref<48xf16> to memref<40xf16, strided<[1]>>
  %bxs = memref.subview %bx[0] [40] [1] : memref<48xf16> to memref<40xf16, strided<[1]>>
  %bos = memref.subview %bbuf[0] [40] [1] : memref<48xf16> to memref<40xf16, strided<[1]>>
  %bg0 = memref.cast %bgs : memref<40xf16, strided<[1]>> to memref<40xf16, strided<[1], offset: ?>>
  %bx0 = memref.cast %bxs : memref<40xf16, strided<[1]>> to memref<40xf16, strided<[1], offset: ?>>
  %bo0 = memref.cast %bos : memref<40xf16, strided<[1]>> to memref<40xf16, strided<[1], offset: ?>>
  call @kernel_f16(%bg0, %bx0, %bo0) : (memref<40xf16, strided<[1], offset: ?>>, memref<40xf16, strided<[1], offset: ?>>, memref<40xf16, strided<[1], offset: ?>>) -> ()
  call @print_f16(%bo0) : (memref<40xf16, strided<[1], offset: ?>>) -> ()
  // CHECK: [0,  0,  2,  0,  4,  0,  6,  0,  8,  0,  10,  0,  12,  0,  14,  0,  16,  0,  18,  0,  20,  0,  22,  0,  24,  0,  26,  0,  28,  0,  30,  0,  32,  0,  34,  0,  36,  0,  38,  0]
  %bo1s = memref.subview %bbuf[1] [40] [1] : memref<48xf16> to memref<40xf16, strided<[1], offset: 1>>
  %bo1 = memref.cast %bo1s : memref<40xf16, strided<[1], offset: 1>> to memref<40xf16, strided<[1], offset: ?>>
  call @kernel_f16(%bg0, %bx0, %bo1) : (memref<40xf16, strided<[1], offset: ?>>, memref<40xf16, strided<[1], offset: ?>>, memref<40xf16, strided<[1], offset: ?>>) -> ()
  call @print_f16(%bo1) : (memref<40xf16, strided<[1], offset: ?>>) -> ()
  // CHECK: [0,  0,  2,  0,  4,  0,  6,  0,  8,  0,  10,  0,  12,  0,  14,  0,  16,  0,  18,  0,  20,  0,  22,  0,  24,  0,  26,  0,  28,  0,  30,  0,  32,  0,  34,  0,  36,  0,  38,  0]

  // bf16, aligned and misaligned (2 bytes past a 64-byte boundary).
  %cbuf = memref.alloc() {alignment = 64 : i64} : memref<48xbf16>
  %cg = memref.alloc() {alignment = 64 : i64} : memref<48xbf16>
  %cx = memref.alloc() {alignment = 64 : i64} : memref<48xbf16>
  scf.for %i = %c0 to %c40 step %c1 {
    %gv = memref.load %g[%i] : memref<48xf32>
    %xv = memref.load %x[%i] : memref<48xf32>
    %gc = arith.truncf %gv : f32 to bf16
    %xc = arith.truncf %xv : f32 to bf16
    memref.store %gc, %cg[%i] : memref<48xbf16>
    memref.store %xc, %cx[%i] : memref<48xbf16>
  }
  %cgs = memref.subview %cg[0] [40] [1] : memref<48xbf16> to memref<40xbf16, strided<[1]>>
  %cxs = memref.subview %cx[0] [40] [1] : memref<48xbf16> to memref<40xbf16, strided<[1]>>
  %cos = memref.subview %cbuf[0] [40] [1] : memref<48xbf16> to memref<40xbf16, strided<[1]>>
  %cg0 = memref.cast %cgs : memref<40xbf16, strided<[1]>> to memref<40xbf16, strided<[1], offset: ?>>
  %cx0 = memref.cast %cxs : memref<40xbf16, strided<[1]>> to memref<40xbf16, strided<[1], offset: ?>>
  %co0 = memref.cast %cos : memref<40xbf16, strided<[1]>> to memref<40xbf16, strided<[1], offset: ?>>
  call @kernel_bf16(%cg0, %cx0, %co0) : (memref<40xbf16, strided<[1], offset: ?>>, memref<40xbf16, strided<[1], offset: ?>>, memref<40xbf16, strided<[1], offset: ?>>) -> ()
  call @print_bf16(%co0) : (memref<40xbf16, strided<[1], offset: ?>>) -> ()
  // CHECK: [0,  0,  2,  0,  4,  0,  6,  0,  8,  0,  10,  0,  12,  0,  14,  0,  16,  0,  18,  0,  20,  0,  22,  0,  24,  0,  26,  0,  28,  0,  30,  0,  32,  0,  34,  0,  36,  0,  38,  0]
  %co1s = memref.subview %cbuf[1] [40] [1] : memref<48xbf16> to memref<40xbf16, strided<[1], offset: 1>>
  %co1 = memref.cast %co1s : memref<40xbf16, strided<[1], offset: 1>> to memref<40xbf16, strided<[1], offset: ?>>
  call @kernel_bf16(%cg0, %cx0, %co1) : (memref<40xbf16, strided<[1], offset: ?>>, memref<40xbf16, strided<[1], offset: ?>>, memref<40xbf16, strided<[1], offset: ?>>) -> ()
  call @print_bf16(%co1) : (memref<40xbf16, strided<[1], offset: ?>>) -> ()
  // CHECK: [0,  0,  2,  0,  4,  0,  6,  0,  8,  0,  10,  0,  12,  0,  14,  0,  16,  0,  18,  0,  20,  0,  22,  0,  24,  0,  26,  0,  28,  0,  30,  0,  32,  0,  34,  0,  36,  0,  38,  0]
  return
}
