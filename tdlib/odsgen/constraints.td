//===- odsgen/constraints.td - predicates and constraint kinds ------------===//
//
// Part of odsgen's base library. Predicates say what a value must satisfy;
// constraints give a predicate a one-line summary. The class and field names are
// MLIR ODS's (Pred, CPred, And, Or, Neg, SubstLeaves, Concat, Constraint,
// TypeConstraint, AttrConstraint, ...) so that odsgen reads specs written against
// this library and MLIR's own .td files with the same model code.
//
// odsgen never executes a predicate: predicates are descriptive text. odsgen
// recognises the predicates of the builtin types and attributes by their shape
// (odsgen/model/constraints.py), which is why the leaf predicates below are
// written with MLIR's C++ API names ($_self.isF32(), ::llvm::isa<...>($_self)).
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_CONSTRAINTS_TD
#define ODSGEN_CONSTRAINTS_TD

//===----------------------------------------------------------------------===//
// Predicates
//===----------------------------------------------------------------------===//

// Any predicate.
class Pred;

// A leaf predicate: an expression over the placeholder `$_self`, the entity the
// constraint is attached to (for a type constraint: the value's type).
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

// How a CombinedPred combines its children.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

// A predicate built from other predicates.
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

// All children hold (true for no children).
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;
// Some child holds (false for no children).
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;
// The child does not hold.
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;

// The child with every `pat` in its leaves replaced by `repl`: how a predicate
// on an element type is turned into a predicate on the container.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// The child's text wrapped between `pre` and `suf` (no substitution in them).
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

defvar TruePred = And<[]>;

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

// A predicate with a name a person can read in a diagnostic.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

// Common base of type and attribute constraints.
class AttrTypeConstraint<Pred pred, string summary = "",
                         string cppFunctionNameParam = "">
    : Constraint<pred, summary> {
  string cppFunctionName = cppFunctionNameParam;
}

// A constraint on the type of an operand or result.
class TypeConstraint<Pred predicate, string summary = "",
                     string cppTypeParam = "::mlir::Type",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam> {
  string cppType = cppTypeParam;
}

// A constraint on an attribute.
class AttrConstraint<Pred predicate, string summary = "",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam>;

// A constraint on a region or a successor of an op.
class RegionConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;
class SuccessorConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

//===----------------------------------------------------------------------===//
// Markers
//===----------------------------------------------------------------------===//

// The operators of argument and result lists: `(ins I32:$lhs)`, `(outs F32:$res)`.
def ins;
def outs;

#endif // ODSGEN_CONSTRAINTS_TD
