//===- Expr.h - Element expressions of linalg.generic chains ----*- C++ -*-===//
//
// What one element of a tensor computed by a chain of `linalg.generic` ops is,
// as a tree: tensor reads (with the map from the root's iteration space),
// scalar constants, scalar ops and at most one sum along one dimension. The
// tree looks through every generic the value comes from, whether the chain
// is fused or not and whether broadcasts are separate generics or maps, so
// that the raising patterns match one tree instead of every way to split a
// computation into generics.
//
//===----------------------------------------------------------------------===//

#ifndef ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_EXPR_H
#define ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_EXPR_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <deque>
#include <optional>

namespace mlir::actgrad::detail {

struct Expr {
  enum class Kind {
    /// `tensor[map(i)]`: a read of a tensor that no generic computes.
    Read,
    /// A scalar float or i1 constant.
    Constant,
    /// A scalar op (`name`) on `operands`.
    Op,
    /// `sum_k operands[0]` (the accumulator starts at 0), where `k` are the
    /// last `summed` dimensions of the operand's space (`summed` more than
    /// the space of this node). Where it sums over loops (`summed` > 0),
    /// `tensor` and `map` are the tensor its reduction computes and the
    /// point read: a pattern may take the sum's value as an operand.
    Sum,
  };
  Kind kind;
  /// The scalar type of the element.
  Type type;
  // Read (and Constant, where it is the element of a splat tensor). An Op
  // that a linalg op yields also has the tensor it computes and the point
  // read: a pattern may take that computed value as an operand.
  Value tensor;
  AffineMap map;
  // Constant.
  std::optional<llvm::APFloat> floatValue;
  std::optional<bool> boolValue;
  // Op: the op's name and, for cmpf, its predicate.
  StringRef name;
  int64_t predicate = -1;
  SmallVector<const Expr *, 3> operands;
  // Sum: how many dimensions are summed.
  unsigned summed = 0;
  /// Where the element is read through a `tensor.collapse_shape` /
  /// `expand_shape` that only drops or adds dimensions of size 1: this node
  /// as the element of that reshape's result (`tensor`, `map`), which the
  /// node itself reads from its source. The node keeps the source's reads
  /// (a slope viewed as `[1, C, 1, 1]` is read along C); an operand of the
  /// root is the reshape's result where only it is read at the root's point
  /// (IREE collapses a grouped convolution's unit group dimension before the
  /// gradient reads it). `equal` does not compare views.
  const Expr *view = nullptr;

  bool isOp(StringRef opName) const {
    return kind == Kind::Op && name == opName;
  }
  /// A read of a tensor: a Read, or a Constant that is the element of a
  /// splat constant tensor (an operand that happens to be constant, such as
  /// a shape-[1] input, is still the op's operand).
  bool isRead() const {
    return kind == Kind::Read || (kind == Kind::Constant && tensor);
  }
  /// Whether this is a float constant equal to `value` (0.0 matches -0.0).
  bool isFloat(double value) const;
  bool isPositiveZero() const;
};

/// Structural equality: the same reads, constants (bitwise) and ops.
bool equal(const Expr *a, const Expr *b);

/// What the leaf choice learned of a function's tensors: whether each one's
/// element builds alone (from its own point, in a sum or not), and the leaf
/// tests that answer depended on. A whole model's roots share most of their
/// chains, so most of a root's choice was made for the roots before it.
/// Valid while the IR does not change (RootTrees clears it).
class LeafMemo {
public:
  struct Entry {
    bool built = false;
    /// The tensors tested, by whether they were leaves.
    SmallVector<Value> leaves;
    llvm::DenseSet<Value> others;
  };

  /// An entry of `tensor` built in a sum or not whose build tested the
  /// tensors of `leaves` as they are now, or null: a build that gets the
  /// same answers from the same IR makes the same tree.
  const Entry *lookup(Value tensor, bool inSum,
                      const llvm::DenseSet<Value> &leaves) const;
  Entry &record(Value tensor, bool inSum);
  void clear() {
    entries[0].clear();
    entries[1].clear();
  }

private:
  /// Built outside a sum and inside one.
  llvm::DenseMap<Value, SmallVector<Entry, 1>> entries[2];
};

/// Builds trees and owns their nodes. Any linalg op with a body is read
/// (generic, map, reduce, broadcast, the elementwise named ops).
class ExprBuilder {
public:
  /// `memo`, where given, answers chooseLeaves' builds that it has seen.
  explicit ExprBuilder(LeafMemo *memo = nullptr) : memo(memo) {}

  /// The element of `tensor` at the point `map` of the root space (whose
  /// dimensions are the root result's dimensions). Returns null where the
  /// chain holds something the trees do not model (an unknown op, an index,
  /// nested sums...), or is larger than a budget.
  const Expr *build(Value tensor, AffineMap map);

  /// Chooses the tensors that later builds read as leaves: near `root` in
  /// its chain, each tensor used more than once whose element cannot be
  /// built inside a sum, and each tensor used once whose element cannot be
  /// built at all (with the leaves chosen before it). Front ends compute a
  /// value such as softmax's `y` once and use it both in and out of a sum;
  /// read as a leaf it is the same value, and the tree has no sum inside a
  /// sum. False if none is chosen.
  bool chooseLeaves(Value root);

private:
  Expr *make(Expr::Kind kind, Type type);
  const Expr *read(Value tensor, AffineMap map);
  std::optional<const Expr *> buildUnitReshape(Value tensor, AffineMap map);
  const Expr *buildYielded(linalg::LinalgOp generic, OpResult result,
                           SmallVector<AffineExpr> loops, AffineMap map);
  const Expr *buildScalar(Value scalar, Operation *generic, AffineMap loops);
  const Expr *computedAt(const Expr *expr, Value tensor, AffineMap map);
  const Expr *constant(Value scalar);
  const Expr *intToFloat(Operation *def, linalg::LinalgOp generic);
  const Expr *buildUnitSum(linalg::LinalgOp generic, OpResult result,
                           SmallVector<AffineExpr> loops, AffineMap map);
  bool chooseFactorLeaves(Value tensor);
  bool buildsAlone(Value tensor, bool sum);
  bool isLeaf(Value tensor);

  std::deque<Expr> nodes;
  bool inSum = false;
  llvm::DenseSet<Value> leaves;
  LeafMemo *memo;
  /// The entry that the build in progress records its leaf tests in.
  LeafMemo::Entry *recording = nullptr;
};

} // namespace mlir::actgrad::detail

#endif // ACTGRAD_LIB_CONVERSION_LINALGTOACTGRAD_EXPR_H
