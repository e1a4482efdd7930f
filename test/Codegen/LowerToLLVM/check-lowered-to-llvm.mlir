// RUN: actgrad-opt %s --split-input-file --verify-diagnostics --actgrad-check-lowered-to-llvm

// Only llvm and omp ops (and builtin.module) may be left.
module {
  llvm.func @fine(%a: f32) -> f32 {
    %0 = llvm.fadd %a, %a : f32
    llvm.return %0 : f32
  }
}

// -----

// One error per kind of op left, at the first one, with how many there are.
// Unrealized casts are where a conversion met the op that is reported.
module {
  llvm.func @leftovers(%a: f32) -> f32 {
    // expected-error @below {{'math.erf' was not lowered to the LLVM dialect (2 such ops); the module cannot be translated to LLVM IR}}
    %0 = math.erf %a : f32
    %1 = math.erf %0 : f32
    // expected-error @below {{'arith.addf' was not lowered to the LLVM dialect; the module cannot be translated to LLVM IR}}
    %2 = arith.addf %1, %1 : f32
    %3 = builtin.unrealized_conversion_cast %2 : f32 to i32
    %4 = builtin.unrealized_conversion_cast %3 : i32 to f32
    llvm.return %4 : f32
  }
}

// -----

// Casts alone are reported.
module {
  llvm.func @casts(%a: f32) -> f32 {
    // expected-error @below {{'builtin.unrealized_conversion_cast' was not lowered to the LLVM dialect (2 such ops); the module cannot be translated to LLVM IR}}
    %0 = builtin.unrealized_conversion_cast %a : f32 to i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
    llvm.return %1 : f32
  }
}
