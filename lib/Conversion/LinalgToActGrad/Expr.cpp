//===- Expr.cpp - Element expressions of linalg.generic chains ------------===//

#include "Expr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::actgrad::detail;

/// Trees larger than this are not what the patterns look for; the budget
/// also bounds the work on deep chains that share values (a tree is not a
/// DAG: a shared value is expanded once per use).
static constexpr size_t kMaxNodes = 256;

bool Expr::isFloat(double value) const {
  if (kind != Kind::Constant || !floatValue)
    return false;
  return floatValue->convertToDouble() == value;
}

bool Expr::isPositiveZero() const {
  return kind == Kind::Constant && floatValue && floatValue->isPosZero();
}

bool mlir::actgrad::detail::equal(const Expr *a, const Expr *b) {
  if (a == b)
    return true;
  if (!a || !b || a->kind != b->kind || a->type != b->type)
    return false;
  switch (a->kind) {
  case Expr::Kind::Read:
    return a->tensor == b->tensor && a->map == b->map;
  case Expr::Kind::Constant:
    if (a->floatValue.has_value() != b->floatValue.has_value() ||
        a->boolValue != b->boolValue)
      return false;
    return !a->floatValue ||
           a->floatValue->bitcastToAPInt() == b->floatValue->bitcastToAPInt();
  case Expr::Kind::Op:
  case Expr::Kind::Sum:
    if (a->name != b->name || a->predicate != b->predicate ||
        a->summed != b->summed || a->operands.size() != b->operands.size())
      return false;
    for (auto [x, y] : llvm::zip_equal(a->operands, b->operands))
      if (!equal(x, y))
        return false;
    return true;
  }
  return false;
}

Expr *ExprBuilder::make(Expr::Kind kind, Type type) {
  nodes.emplace_back();
  Expr *expr = &nodes.back();
  expr->kind = kind;
  expr->type = type;
  return expr;
}

const Expr *ExprBuilder::constant(Value scalar) {
  Attribute attr;
  if (matchPattern(scalar, m_Constant(&attr))) {
    if (auto floatAttr = dyn_cast<FloatAttr>(attr)) {
      Expr *expr = make(Expr::Kind::Constant, scalar.getType());
      expr->floatValue = floatAttr.getValue();
      return expr;
    }
    if (auto intAttr = dyn_cast<IntegerAttr>(attr);
        intAttr && intAttr.getType().isInteger(1)) {
      Expr *expr = make(Expr::Kind::Constant, scalar.getType());
      expr->boolValue = intAttr.getValue().getBoolValue();
      return expr;
    }
    return nullptr;
  }
  // An element of a splat constant: StableHLO-to-linalg fills a reduction's
  // accumulator with `tensor.extract` of the reduce's rank-0 init.
  DenseElementsAttr dense;
  if (auto extract = scalar.getDefiningOp<tensor::ExtractOp>();
      extract && matchPattern(extract.getTensor(), m_Constant(&dense)) &&
      dense.isSplat() && isa<FloatType>(scalar.getType())) {
    Expr *expr = make(Expr::Kind::Constant, scalar.getType());
    expr->floatValue = dense.getSplatValue<APFloat>();
    return expr;
  }
  // `arith.truncf` / `arith.extf` of a constant (front ends write 16-bit
  // constants as a truncated f64 or f32 literal); RNE, as arith.truncf does
  // without a rounding mode.
  Operation *def = scalar.getDefiningOp();
  if (!def || !isa<arith::TruncFOp, arith::ExtFOp>(def) ||
      def->hasAttr("roundingmode"))
    return nullptr;
  const Expr *source = constant(def->getOperand(0));
  auto floatType = dyn_cast<FloatType>(scalar.getType());
  if (!source || !source->floatValue || !floatType)
    return nullptr;
  APFloat value = *source->floatValue;
  bool losesInfo = false;
  value.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  Expr *expr = make(Expr::Kind::Constant, scalar.getType());
  expr->floatValue = value;
  return expr;
}

/// The integer constant `value` is: a scalar constant, or the element of an
/// integer splat constant tensor read by `generic`'s block argument.
static std::optional<APInt> integerConstant(Value value,
                                            linalg::LinalgOp generic) {
  if (auto arg = dyn_cast<BlockArgument>(value);
      arg && arg.getOwner() == generic.getBlock() &&
      arg.getArgNumber() < generic.getNumDpsInputs())
    value = generic.getDpsInputOperand(arg.getArgNumber())->get();
  if (!isa<IntegerType, IndexType, RankedTensorType>(value.getType()))
    return std::nullopt;
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto intAttr = dyn_cast<IntegerAttr>(attr))
    return intAttr.getValue();
  auto dense = dyn_cast<DenseIntElementsAttr>(attr);
  if (dense && dense.isSplat())
    return dense.getSplatValue<APInt>();
  return std::nullopt;
}

/// `arith.sitofp` / `arith.uitofp` of an integer constant: a float constant,
/// rounded as the conversion rounds (to nearest, ties to even). torch-mlir
/// writes PyTorch's `1 - s` of silu_backward with `1` an i64 rank-0 tensor.
const Expr *ExprBuilder::intToFloat(Operation *def, linalg::LinalgOp generic) {
  std::optional<APInt> integer = integerConstant(def->getOperand(0), generic);
  auto floatType = dyn_cast<FloatType>(def->getResult(0).getType());
  if (!integer || !floatType)
    return nullptr;
  APFloat value(floatType.getFloatSemantics());
  value.convertFromAPInt(*integer, isa<arith::SIToFPOp>(def),
                         APFloat::rmNearestTiesToEven);
  Expr *expr = make(Expr::Kind::Constant, floatType);
  expr->floatValue = value;
  return expr;
}

/// The loops of the linalg op computing `result` as points of the space
/// `map` reads it from: each result of its output map fixes one loop (or
/// must be the constant the consumer reads). Loops it leaves null are not
/// fixed; nullopt where the read and the output map disagree.
static std::optional<SmallVector<AffineExpr>>
fixedLoops(linalg::LinalgOp generic, OpResult result, AffineMap map) {
  auto type = cast<RankedTensorType>(result.getType());
  AffineMap outMap = generic.getIndexingMapMatchingResult(result);
  SmallVector<AffineExpr> loops(generic.getNumLoops());
  for (auto [position, expr] : llvm::enumerate(outMap.getResults())) {
    AffineExpr point = map.getResult(position);
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      AffineExpr &loop = loops[dim.getPosition()];
      if (loop && loop != point)
        return std::nullopt;
      loop = point;
      continue;
    }
    // A constant index: the consumer must read the same one, or the
    // dimension has size 1 (any read of it is index 0).
    auto cst = dyn_cast<AffineConstantExpr>(expr);
    auto pointCst = dyn_cast<AffineConstantExpr>(point);
    if (!cst)
      return std::nullopt;
    if (pointCst && cst.getValue() == pointCst.getValue())
      continue;
    if (cst.getValue() != 0 || type.getDimSize(position) != 1)
      return std::nullopt;
  }
  return loops;
}

const Expr *ExprBuilder::read(Value tensor, AffineMap map) {
  Expr *expr = make(Expr::Kind::Read,
                    cast<RankedTensorType>(tensor.getType()).getElementType());
  expr->tensor = tensor;
  expr->map = map;
  return expr;
}

const Expr *ExprBuilder::build(Value tensor, AffineMap map) {
  if (nodes.size() > kMaxNodes)
    return nullptr;
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type || map.getNumResults() != static_cast<unsigned>(type.getRank()))
    return nullptr;

  // Splat constants and fills are scalars (other constants are read).
  DenseElementsAttr dense;
  if (matchPattern(tensor, m_Constant(&dense)) && dense.isSplat()) {
    Expr *expr = make(Expr::Kind::Constant, type.getElementType());
    expr->tensor = tensor;
    expr->map = map;
    if (isa<FloatType>(type.getElementType()))
      expr->floatValue = dense.getSplatValue<APFloat>();
    else if (type.getElementType().isInteger(1))
      expr->boolValue = dense.getSplatValue<bool>();
    else
      return nullptr;
    return expr;
  }
  if (auto fill = tensor.getDefiningOp<linalg::FillOp>())
    return constant(fill.value());
  if (isLeaf(tensor))
    return read(tensor, map);

  if (std::optional<const Expr *> reshaped = buildUnitReshape(tensor, map))
    return *reshaped;

  auto generic = tensor.getDefiningOp<linalg::LinalgOp>();
  if (!generic || !generic.hasPureTensorSemantics())
    return read(tensor, map);
  auto result = cast<OpResult>(tensor);
  std::optional<SmallVector<AffineExpr>> loops =
      fixedLoops(generic, result, map);
  if (!loops)
    return nullptr;
  if (const Expr *sum = buildUnitSum(generic, result, *loops, map))
    return sum;
  return buildYielded(generic, result, std::move(*loops), map);
}

/// The element the linalg op `generic` yields for `result` at `map`, whose
/// loops `loops` fixes: loops it does not fix are summed over (not inside
/// another sum).
const Expr *ExprBuilder::buildYielded(linalg::LinalgOp generic, OpResult result,
                                      SmallVector<AffineExpr> loops,
                                      AffineMap map) {
  MLIRContext *context = map.getContext();
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  unsigned space = map.getNumDims();
  unsigned summed = 0;
  for (unsigned loop = 0; loop < loops.size(); ++loop) {
    if (loops[loop])
      continue;
    if (iterators[loop] != utils::IteratorType::reduction || inSum)
      return nullptr;
    loops[loop] = getAffineDimExpr(space + summed++, context);
  }
  AffineMap loopMap = AffineMap::get(space + summed, 0, loops, context);
  Value yielded =
      generic.getBlock()->getTerminator()->getOperand(result.getResultNumber());
  // A sum: `acc + term` (either order) into an accumulator filled with 0.
  // With no summed loop it is a sum of one term (convert-actgrad-to-linalg's
  // diff_slope of a rank-1 PReLU with a [C] slope).
  auto add = yielded.getDefiningOp<arith::AddFOp>();
  BlockArgument acc = generic.getRegionOutputArgs()[result.getResultNumber()];
  bool accumulates = add && add->getBlock() == generic.getBlock() &&
                     (add.getLhs() == acc || add.getRhs() == acc);
  if (summed == 0 && !accumulates)
    return computedAt(buildScalar(yielded, generic, loopMap), result, map);
  if (!accumulates)
    return nullptr;
  Value term = add.getLhs() == acc ? add.getRhs() : add.getLhs();
  const Expr *init =
      build(generic.getDpsInitOperand(result.getResultNumber())->get(), map);
  if (!init || !init->isFloat(0.0))
    return nullptr;
  inSum = true;
  const Expr *body = buildScalar(term, generic, loopMap);
  inSum = false;
  if (!body)
    return nullptr;
  Expr *sum = make(Expr::Kind::Sum, add.getType());
  sum->name = "sum";
  sum->summed = summed;
  sum->operands = {body};
  if (summed > 0) {
    sum->tensor = result;
    sum->map = map;
  }
  return sum;
}

/// `expr`, an op's node, as the element of the linalg result `tensor` at
/// `map` (a copy: other trees may share the node).
const Expr *ExprBuilder::computedAt(const Expr *expr, Value tensor,
                                    AffineMap map) {
  if (!expr || expr->kind != Expr::Kind::Op || expr->tensor)
    return expr;
  Expr *copy = make(Expr::Kind::Op, expr->type);
  *copy = *expr;
  copy->tensor = tensor;
  copy->map = map;
  return copy;
}

const Expr *ExprBuilder::buildScalar(Value scalar, Operation *op,
                                     AffineMap loops) {
  if (nodes.size() > kMaxNodes)
    return nullptr;
  auto generic = cast<linalg::LinalgOp>(op);
  if (auto arg = dyn_cast<BlockArgument>(scalar)) {
    if (arg.getOwner() != generic.getBlock())
      return nullptr;
    if (arg.getArgNumber() >= generic.getNumDpsInputs())
      return nullptr; // An output read: not an elementwise value.
    OpOperand *input = generic.getDpsInputOperand(arg.getArgNumber());
    if (!isa<RankedTensorType>(input->get().getType()))
      return constant(input->get());
    return build(input->get(),
                 generic.getMatchingIndexingMap(input).compose(loops));
  }
  Operation *def = scalar.getDefiningOp();
  if (def->getBlock() != generic.getBlock())
    return constant(scalar);
  if (isa<arith::ConstantOp>(def))
    return constant(scalar);
  // A constant converted in the body is a constant.
  if (isa<arith::TruncFOp, arith::ExtFOp>(def) &&
      matchPattern(def->getOperand(0), m_Constant()))
    return constant(scalar);
  if (isa<arith::SIToFPOp, arith::UIToFPOp>(def))
    return intToFloat(def, generic);
  if (!isa<arith::ArithDialect, math::MathDialect>(def->getDialect()) ||
      def->getNumResults() != 1 || def->getNumRegions() != 0 ||
      def->hasAttr("roundingmode"))
    return nullptr;
  Expr *expr = make(Expr::Kind::Op, scalar.getType());
  expr->name = def->getName().getStringRef();
  if (auto cmp = dyn_cast<arith::CmpFOp>(def))
    expr->predicate = static_cast<int64_t>(cmp.getPredicate());
  else if (isa<arith::CmpIOp>(def))
    return nullptr;
  for (Value operand : def->getOperands()) {
    const Expr *child = buildScalar(operand, generic, loops);
    if (!child)
      return nullptr;
    expr->operands.push_back(child);
  }
  return expr;
}
