//===- ActGradDialect.h - ActGrad dialect -----------------------*- C++ -*-===//

#ifndef ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADDIALECT_H
#define ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADDIALECT_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "ActGrad/Dialect/ActGrad/IR/ActGradOpsDialect.h.inc"

#endif // ACTGRAD_DIALECT_ACTGRAD_IR_ACTGRADDIALECT_H
