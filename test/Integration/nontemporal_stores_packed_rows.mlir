// Softmax over 40 channels of 7x7 positions with non-temporal stores forced
// on (for small buffers here): the update packs 32 channels into rows of 784
// values (actgrad-pack-narrow-rows) and streams them. Each batch element's
// block is 1960 values (7840 bytes), so the second block starts half-way
// into a cache line and streams as half-line stores. The result is compared
// with scalar loops computing the same exact values (every intermediate is
// a small multiple of 2^-12); the number of mismatches is printed.
// RUN: actgrad-opt %s --actgrad-to-llvm="nontemporal-min-bytes=64 tile-elements=64" | \
// RUN:   mlir-runner -e main -entry-point-result=void -shared-libs=%actgrad_jit_libs | FileCheck %s
// The stores are checked on an AVX-512 target (an AVX2 host streams
// none of these, whose vectors are half a cache line).
// RUN: actgrad-opt %s --actgrad-to-llvm="target-cpu=x86-64-v4 nontemporal-min-bytes=64 tile-elements=64" | FileCheck %s --check-prefix=IR
// IR: llvm.store {{.+}} {alignment = 64 : i64, nontemporal} : vector<16xf32>
// IR: llvm.store {{.+}} {alignment = 32 : i64, nontemporal} : vector<8xf32>

func.func @kernel(%g: memref<2x40x7x7xf32>, %y: memref<2x40x7x7xf32>, %out: memref<2x40x7x7xf32>) {
  %gt = bufferization.to_tensor %g restrict : memref<2x40x7x7xf32> to tensor<2x40x7x7xf32>
  %yt = bufferization.to_tensor %y restrict : memref<2x40x7x7xf32> to tensor<2x40x7x7xf32>
  %r = actgrad.softmax_backward %gt, %yt {axis = 1 : i64}
      : (tensor<2x40x7x7xf32>, tensor<2x40x7x7xf32>) -> tensor<2x40x7x7xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<2x40x7x7xf32>, memref<2x40x7x7xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c40 = arith.constant 40 : index
  %zero = arith.constant 0.0 : f32
  %sixtyfourth = arith.constant 0.015625 : f32
  %g = memref.alloc() {alignment = 64 : i64} : memref<2x40x7x7xf32>
  %y = memref.alloc() {alignment = 64 : i64} : memref<2x40x7x7xf32>
  %out = memref.alloc() {alignment = 64 : i64} : memref<2x40x7x7xf32>
  %ref = memref.alloc() : memref<2x40x7x7xf32>
  // g = (c mod 4) + (p mod 5) + n, y = (1 + p mod 3) / 64 at channel c,
  // position p = 7h + w of batch element n.
  scf.for %n = %c0 to %c2 step %c1 {
    scf.for %c = %c0 to %c40 step %c1 {
      scf.for %h = %c0 to %c7 step %c1 {
        scf.for %w = %c0 to %c7 step %c1 {
          %p0 = arith.muli %h, %c7 : index
          %p = arith.addi %p0, %w : index
          %cm = arith.remui %c, %c4 : index
          %pm = arith.remui %p, %c5 : index
          %gi0 = arith.addi %cm, %pm : index
          %gi = arith.addi %gi0, %n : index
          %gi32 = arith.index_cast %gi : index to i32
          %gv = arith.sitofp %gi32 : i32 to f32
          %pm3 = arith.remui %p, %c3 : index
          %yi = arith.addi %pm3, %c1 : index
          %yi32 = arith.index_cast %yi : index to i32
          %yf = arith.sitofp %yi32 : i32 to f32
          %yv = arith.mulf %yf, %sixtyfourth : f32
          memref.store %gv, %g[%n, %c, %h, %w] : memref<2x40x7x7xf32>
          memref.store %yv, %y[%n, %c, %h, %w] : memref<2x40x7x7xf32>
        }
      }
    }
  }
  // Reference: out = y * (g - sum over channels of g * y).
  scf.for %n = %c0 to %c2 step %c1 {
    scf.for %h = %c0 to %c7 step %c1 {
      scf.for %w = %c0 to %c7 step %c1 {
        %sum = scf.for %c = %c0 to %c40 step %c1 iter_args(%acc = %zero) -> (f32) {
          %gv = memref.load %g[%n, %c, %h, %w] : memref<2x40x7x7xf32>
          %yv = memref.load %y[%n, %c, %h, %w] : memref<2x40x7x7xf32>
          %prod = arith.mulf %gv, %yv : f32
          %next = arith.addf %acc, %prod : f32
          scf.yield %next : f32
        }
        scf.for %c = %c0 to %c40 step %c1 {
          %gv = memref.load %g[%n, %c, %h, %w] : memref<2x40x7x7xf32>
          %yv = memref.load %y[%n, %c, %h, %w] : memref<2x40x7x7xf32>
          %d = arith.subf %gv, %sum : f32
          %r = arith.mulf %yv, %d : f32
          memref.store %r, %ref[%n, %c, %h, %w] : memref<2x40x7x7xf32>
        }
      }
    }
  }
  call @kernel(%g, %y, %out) : (memref<2x40x7x7xf32>, memref<2x40x7x7xf32>, memref<2x40x7x7xf32>) -> ()
  %wrong = scf.for %n = %c0 to %c2 step %c1 iter_args(%count0 = %c0) -> (index) {
    %count1 = scf.for %c = %c0 to %c40 step %c1 iter_args(%count2 = %count0) -> (index) {
      %count3 = scf.for %h = %c0 to %c7 step %c1 iter_args(%count4 = %count2) -> (index) {
        %count5 = scf.for %w = %c0 to %c7 step %c1 iter_args(%count6 = %count4) -> (index) {
          %got = memref.load %out[%n, %c, %h, %w] : memref<2x40x7x7xf32>
          %want = memref.load %ref[%n, %c, %h, %w] : memref<2x40x7x7xf32>
          %differs = arith.cmpf une, %got, %want : f32
          %one = arith.select %differs, %c1, %c0 : index
          %count7 = arith.addi %count6, %one : index
          scf.yield %count7 : index
        }
        scf.yield %count5 : index
      }
      scf.yield %count3 : index
    }
    scf.yield %count1 : index
  }
  // CHECK: wrong: 0
  vector.print str "wrong: "
  vector.print %wrong : index
  // A value from the second (half-line aligned) block, packed rows:
  // g = 2 + 3 + 1 = 6 at c = 2, p = 8 (h 1, w 1); y = 3/64; the sum over
  // channels is 3/64 * (60 + 40 * 3 + 40) = 10.3125; out = 3/64 * (6 -
  // 10.3125) = -0.2021484375.
  // CHECK-NEXT: -0.202148
  %v = memref.load %out[%c1, %c2, %c1, %c1] : memref<2x40x7x7xf32>
  vector.print %v : f32
  return
}
