// RUN: not actgrad-opt %s --actgrad-approximate-math=functions=sin 2>&1 | FileCheck %s
// CHECK: error: actgrad-approximate-math: no approximation of 'math.sin'
func.func @f(%v: vector<16xf32>) -> vector<16xf32> {
  %0 = math.sin %v : vector<16xf32>
  return %0 : vector<16xf32>
}
