# MLIR's headers: most of each library translation unit's compile time is
# spent parsing them (docs/Testing.md, "Precompiled headers"). They are
# precompiled once per build and every library named reuses that header: all
# of them compile with the project's global options (HandleLLVMOptions,
# Sanitizers.cmake) and llvm_update_compile_flags', which REUSE_FROM requires.
# Only MLIR's and LLVM's installed headers go in, never the project's own,
# which change often and would make every library recompile.
#
#   ACTGRAD_PRECOMPILE_HEADERS  ON (default) or OFF, e.g. to check that each
#                               source file includes what it uses.
option(ACTGRAD_PRECOMPILE_HEADERS
  "Precompile MLIR's headers for ActGrad's libraries" ON)

set(ACTGRAD_PRECOMPILED_HEADERS
  <mlir/Dialect/Affine/IR/AffineOps.h>
  <mlir/Dialect/Arith/IR/Arith.h>
  <mlir/Dialect/Bufferization/IR/Bufferization.h>
  <mlir/Dialect/Func/IR/FuncOps.h>
  <mlir/Dialect/LLVMIR/LLVMDialect.h>
  <mlir/Dialect/Linalg/IR/Linalg.h>
  <mlir/Dialect/Linalg/Transforms/Transforms.h>
  <mlir/Dialect/Math/IR/Math.h>
  <mlir/Dialect/MemRef/IR/MemRef.h>
  <mlir/Dialect/SCF/IR/SCF.h>
  <mlir/Dialect/Tensor/IR/Tensor.h>
  <mlir/Dialect/Vector/IR/VectorOps.h>
  <mlir/IR/PatternMatch.h>
  <mlir/Pass/Pass.h>
  <mlir/Transforms/DialectConversion.h>
  <mlir/Transforms/GreedyPatternRewriteDriver.h>
  <llvm/Support/Debug.h>
)

# actgrad_precompile_headers(TARGET...): the object libraries (add_mlir_library's
# obj.<name>) compile with the precompiled header of ActGradPrecompiledHeaders,
# an object library of one empty file that depends on no library of ours (a
# library that owned it would make every other one depend on it, and so make
# cycles with the libraries it links).
function(actgrad_precompile_headers)
  if(NOT ACTGRAD_PRECOMPILE_HEADERS)
    return()
  endif()
  set(owner ActGradPrecompiledHeaders)
  set(source ${CMAKE_CURRENT_BINARY_DIR}/ActGradPrecompiledHeaders.cpp)
  # Written only when it differs, so that a reconfigure recompiles nothing.
  file(CONFIGURE OUTPUT ${source}
    CONTENT "// Compiled only to make the precompiled header.\n")
  add_library(${owner} OBJECT EXCLUDE_FROM_ALL ${source})
  llvm_update_compile_flags(${owner})
  target_precompile_headers(${owner} PRIVATE ${ACTGRAD_PRECOMPILED_HEADERS})
  foreach(target IN LISTS ARGN)
    target_precompile_headers(${target} REUSE_FROM ${owner})
  endforeach()
endfunction()
