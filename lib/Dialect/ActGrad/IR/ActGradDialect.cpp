//===- ActGradDialect.cpp - ActGrad dialect -------------------------------===//

#include "ActGrad/Dialect/ActGrad/IR/ActGradDialect.h"
#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.h"

using namespace mlir;
using namespace mlir::actgrad;

#include "ActGrad/Dialect/ActGrad/IR/ActGradOpsDialect.cpp.inc"

void ActGradDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "ActGrad/Dialect/ActGrad/IR/ActGradOps.cpp.inc"
      >();
}
