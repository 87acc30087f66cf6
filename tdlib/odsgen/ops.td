//===- odsgen/ops.td - ops, regions and successors -------------------------===//
//
// Part of odsgen's base library. An op definition:
//
//   def MY_AddOp : Op<MY_Dialect, "add", [Pure]> {
//     let summary = "integer addition";
//     let arguments = (ins I32:$lhs, I32:$rhs);
//     let results = (outs I32:$sum);
//     let availability = [MinVersion<MY_V_1_1>];
//   }
//
// The fields are MLIR ODS's (opDialect, opName, summary, description,
// arguments, results, regions, successors, traits) plus the RFC's
// `list<Availability> availability`. A dialect's base op class can set a
// default `availability` that single ops override with `let`.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_OPS_TD
#define ODSGEN_OPS_TD

include "odsgen/availability.td"

//===----------------------------------------------------------------------===//
// Regions and successors
//===----------------------------------------------------------------------===//

class Region<Pred condition, string descr = ""> : RegionConstraint<condition, descr>;
def AnyRegion : Region<CPred<"true">, "any region">;
// A region with exactly `numBlocks` blocks.
class SizedRegion<int numBlocks>
    : Region<CPred<"::llvm::hasNItems($_self, " # numBlocks # ")">,
             "region with " # numBlocks # " blocks"> {
  int blocks = numBlocks;
}
// Zero or more regions of the base kind.
class VariadicRegion<Region region> : Region<region.predicate, region.summary>;

class Successor<Pred condition, string descr = ""> : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<?, "any successor">;
class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, successor.summary>;

// The operators of region and successor lists: `(region AnyRegion:$body)`.
def region;
def successor;

//===----------------------------------------------------------------------===//
// Argument and result decorations
//===----------------------------------------------------------------------===//

// A named argument or result with a description: `Arg<I32, "the count">:$n`.
class OpVariableDecorator;
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  // The dialect and the name after the dialect prefix: "<dialect>.<mnemonic>".
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;

  string summary = "";
  string description = "";

  // Operands and attributes `(ins ...)`, results `(outs ...)`, regions
  // `(region ...)` and successors `(successor ...)`, each entry named `:$name`.
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);

  list<Trait> traits = props;

  // The custom textual form, if any (odsgen reads and writes the generic form).
  string assemblyFormat = ?;
  bit hasVerifier = 0;

  // Where the op itself is available; operands, attributes and results add
  // their own requirements through TypeAvailableAt/AttrAvailableAt and enum
  // cases.
  list<Availability> availability = [];
}

// Split argument and result lists, for mixins.
class Arguments<dag args> {
  dag arguments = args;
}
class Results<dag rets> {
  dag results = rets;
}

#endif // ODSGEN_OPS_TD
