//===- odsgen/traits.td - traits of ops, types and attributes --------------===//
//
// Part of odsgen's base library. Traits are descriptive for odsgen: they are
// kept in the model and shown in documentation, and never change availability.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_TRAITS_TD
#define ODSGEN_TRAITS_TD

include "odsgen/constraints.td"

class Trait;

// Several traits under one name.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

// A trait implemented natively, named `name` within `entityType` traits.
class NativeTrait<string name, string entityType> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::" # entityType # "Trait";
}

// A trait whose meaning is the predicate `pred` over the whole entity.
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

// A trait with template parameters: "prop<params>".
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">::Impl", entityType>;

// Op traits.
class NativeOpTrait<string name, list<Trait> traits = []>
    : NativeTrait<name, "Op"> {
  list<Trait> dependentTraits = traits;
}
class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

// Values that have the same `operator` (MLIR's AllMatchSameOperatorTrait): AllTypesMatch,
// AllElementTypesMatch over operand and result names.
class AllMatchSameOperatorTrait<list<string> names, string operator, string summary>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same " # summary,
                  CPred<"(" # !interleave(!foreach(n, names, !subst("$_self", "$" # n, operator)), " == ")
                        # ")">> {
  list<string> values = names;
}
class AllTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_self.getType()", "type">;
class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "::mlir::getElementTypeOrSelf($_self)", "element type">;

def Commutative : NativeOpTrait<"IsCommutative">;
// odsgen's: an attribute the op does not declare is an error, not a discardable attribute
// (ONNX's rule: onnx.checker rejects an unrecognized attribute; docs/onnx.md).
def ClosedAttributes : NativeOpTrait<"ClosedAttributes">;
def Idempotent : NativeOpTrait<"IsIdempotent">;
def Terminator : NativeOpTrait<"IsTerminator">;
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def SingleBlock : NativeOpTrait<"SingleBlock">;
def NoTerminator : NativeOpTrait<"NoTerminator">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultElementType
    : NativeOpTrait<"SameOperandsAndResultElementType">;
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
def NoMemoryEffect : NativeOpTrait<"NoMemoryEffect">;
def AlwaysSpeculatable : NativeOpTrait<"AlwaysSpeculatable">;
// Side-effect free and speculatable, as MLIR's `Pure`.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

// The op may only appear directly inside an op named `op`.
class HasParent<string op> : ParamNativeOpTrait<"HasParent", op>;

#endif // ODSGEN_TRAITS_TD
