//===- odsgen/types.td - type constraints and builtin types ----------------===//
//
// Part of odsgen's base library. `Type` is a type constraint with a description;
// the defs below name the builtin types of MLIR's type system (integers of a
// width and signedness, floats, index, none, vectors, tensors, memrefs) and the
// ways of combining them (AnyTypeOf, AllOfType, ConfinedType) or of saying how
// many values an operand or result has (Variadic, Optional).
//
// Names and fields follow MLIR ODS (I<width> has `bitwidth`, AnyTypeOf has
// `allowedTypes`, Variadic and Optional have `baseType`); odsgen adds
// `elementTypes` and `containerKind` to the shaped containers so that a
// TypeAvailableAt inside an element type list stays visible.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_TYPES_TD
#define ODSGEN_TYPES_TD

include "odsgen/constraints.td"
include "odsgen/dialect.td"
include "odsgen/traits.td"

//===----------------------------------------------------------------------===//
// Kinds of type constraints
//===----------------------------------------------------------------------===//

// A type constraint that can also stand for one type or a family of types.
class Type<Pred condition, string descr = "", string cppType = "::mlir::Type">
    : TypeConstraint<condition, descr, cppType> {
  string description = "";
  string builderCall = "";
}

// Another name (and summary) for an existing type.
class TypeAlias<Type t, string summary = t.summary>
    : Type<t.predicate, summary, t.cppType> {
  let description = t.description;
  let builderCall = t.builderCall;
}

// A type that belongs to a dialect.
class DialectType<Dialect d, Pred condition, string descr = "",
                  string cppType = "::mlir::Type">
    : Type<condition, descr, cppType> {
  Dialect dialect = d;
}

// A dialect type defined by its dialect and mnemonic: `!<dialect>.<mnemonic>`,
// with or without parameters in angle brackets. odsgen matches it by `typeName`.
class TypeDef<Dialect dialect, string name, list<Trait> defTraits = [],
              string baseCppClass = "::mlir::Type">
    : DialectType<dialect, CPred<"">, "", dialect.cppNamespace # "::" # name # "Type"> {
  string cppClassName = name # "Type";
  string cppBaseClassName = baseCppClass;
  // The keyword after the dialect prefix; set it in the def.
  string mnemonic = ?;
  // The full type name, "dialect.mnemonic".
  string typeName = dialect.name # "." # mnemonic;
  // The type's parameters, as `(ins "int":$width, ...)`.
  dag parameters = (ins);
  string assemblyFormat = ?;
  list<Trait> traits = defTraits;
  let predicate = CPred<"::llvm::isa<" # cppType # ">($_self)">;
}

// Zero or more values of the base type (an operand or result list).
class Variadic<Type type>
    : TypeConstraint<type.predicate, "variadic of " # type.summary, type.cppType> {
  Type baseType = type;
  int minSize = 0;
}

// Zero or more groups of values of the base type; the group sizes live in the
// attribute named `variadicSegmentAttrName`.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}

// Zero or one value of the base type.
class Optional<Type type>
    : TypeConstraint<type.predicate, type.summary, type.cppType> {
  Type baseType = type;
}

// A type satisfying one of the listed types. A member may be a
// TypeAvailableAt: see docs/availability-semantics.md.
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string cppType = "::mlir::Type">
    : Type<Or<!foreach(t, allowedTypeList, t.predicate)>,
           !if(!empty(summary),
               !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
               summary),
           cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

// A type satisfying every listed type.
class AllOfType<list<Type> allowedTypeList, string summary = "",
                string cppType = "::mlir::Type">
    : Type<And<!foreach(t, allowedTypeList, t.predicate)>,
           !if(!empty(summary),
               !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
               summary),
           cppType> {
  list<Type> allowedTypes = allowedTypeList;
}

// A type narrowed by more predicates. odsgen checks the base type and those
// extra predicates it recognises (docs/base-library.md); the summary says what
// they demand.
class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppType = type.cppType>
    : Type<And<!listconcat([type.predicate], predicates)>, summary, cppType> {
  Type baseType = type;
  list<Pred> predicateList = predicates;
}

//===----------------------------------------------------------------------===//
// Builtin scalar types
//===----------------------------------------------------------------------===//

def AnyType : Type<CPred<"true">, "any type">;

def NoneType : Type<CPred<"::llvm::isa<::mlir::NoneType>($_self)">, "none type",
                    "::mlir::NoneType">;

// Integers. `I` is signless (iN), `SI` signed (siN), `UI` unsigned (uiN), `AnyI`
// any signedness.
def AnyInteger : Type<CPred<"::llvm::isa<::mlir::IntegerType>($_self)">,
                      "integer", "::mlir::IntegerType">;

class AnyI<int width>
    : Type<CPred<"$_self.isInteger(" # width # ")">, width # "-bit integer"> {
  int bitwidth = width;
}
def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

def AnySignlessInteger : Type<CPred<"$_self.isSignlessInteger()">,
                              "signless integer", "::mlir::IntegerType">;

class I<int width>
    : Type<CPred<"$_self.isSignlessInteger(" # width # ")">,
           width # "-bit signless integer", "::mlir::IntegerType"> {
  int bitwidth = width;
  let builderCall = "$_builder.getIntegerType(" # width # ")";
}
def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;

def AnySignedInteger : Type<CPred<"$_self.isSignedInteger()">, "signed integer">;

class SI<int width>
    : Type<CPred<"$_self.isSignedInteger(" # width # ")">,
           width # "-bit signed integer", "::mlir::IntegerType"> {
  int bitwidth = width;
}
def SI1 : SI<1>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

def AnyUnsignedInteger : Type<CPred<"$_self.isUnsignedInteger()">,
                              "unsigned integer">;

class UI<int width>
    : Type<CPred<"$_self.isUnsignedInteger(" # width # ")">,
           width # "-bit unsigned integer", "::mlir::IntegerType"> {
  int bitwidth = width;
}
def UI1 : UI<1>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

def Index : Type<CPred<"::llvm::isa<::mlir::IndexType>($_self)">, "index",
                 "::mlir::IndexType">;

def AnySignlessIntegerOrIndex : Type<CPred<"$_self.isSignlessIntOrIndex()">,
                                     "signless integer or index">;

// Floats. F<width> is the IEEE type of that width (f16, f32, f64, f80, f128);
// bfloat16 has a def of its own.
def AnyFloat : Type<CPred<"::llvm::isa<::mlir::FloatType>($_self)">,
                    "floating-point", "::mlir::FloatType">;

class F<int width>
    : Type<CPred<"$_self.isF" # width # "()">, width # "-bit float",
           "::mlir::FloatType"> {
  int bitwidth = width;
}
def F16 : F<16>;
def F32 : F<32>;
def F64 : F<64>;
def F80 : F<80>;
def F128 : F<128>;

def BF16 : Type<CPred<"::llvm::isa<::mlir::BFloat16Type>($_self)">,
                "bfloat16 type", "::mlir::FloatType">;

def AnyComplex : Type<CPred<"::llvm::isa<::mlir::ComplexType>($_self)">,
                      "complex-type", "::mlir::ComplexType">;
def AnyTuple : Type<CPred<"::llvm::isa<::mlir::TupleType>($_self)">, "tuple",
                    "::mlir::TupleType">;
def FunctionType : Type<CPred<"::llvm::isa<::mlir::FunctionType>($_self)">,
                        "function type", "::mlir::FunctionType">;

//===----------------------------------------------------------------------===//
// Shaped containers: vectors, tensors, memrefs
//===----------------------------------------------------------------------===//

// A shaped type (`containerPred` says which kind) whose element type satisfies
// one of `allowedTypeList`. `containerKind` is one of "vector", "tensor",
// "ranked_tensor", "unranked_tensor", "memref", "unranked_memref", "shaped".
class ShapedContainerType<list<Type> allowedTypeList, Pred containerPred,
                          string descr, string cppType = "::mlir::Type",
                          string kind = "shaped">
    : Type<And<[containerPred,
                SubstLeaves<"$_self",
                            "::llvm::cast<::mlir::ShapedType>($_self).getElementType()",
                            Or<!foreach(t, allowedTypeList, t.predicate)>>]>,
           descr # " of " #
             !interleave(!foreach(t, allowedTypeList, t.summary), " or ") #
             " values",
           cppType> {
  list<Type> elementTypes = allowedTypeList;
  string containerKind = kind;
}

def IsVectorOfAnyRankTypePred : CPred<"::llvm::isa<::mlir::VectorType>($_self)">;
def IsTensorTypePred : CPred<"::llvm::isa<::mlir::TensorType>($_self)">;
def IsRankedTensorTypePred : CPred<"::llvm::isa<::mlir::RankedTensorType>($_self)">;
def IsUnrankedTensorTypePred : CPred<"::llvm::isa<::mlir::UnrankedTensorType>($_self)">;
def IsMemRefTypePred : CPred<"::llvm::isa<::mlir::MemRefType>($_self)">;
def IsUnrankedMemRefTypePred : CPred<"::llvm::isa<::mlir::UnrankedMemRefType>($_self)">;
def IsShapedTypePred : CPred<"::llvm::isa<::mlir::ShapedType>($_self)">;

// A vector of any rank (including 0-D) of one of the element types.
class VectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector",
                          "::mlir::VectorType", "vector">;
// MLIR's name for the same constraint.
class VectorOfAnyRankOf<list<Type> allowedTypes> : VectorOf<allowedTypes>;

// A ranked or unranked tensor of one of the element types.
class TensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsTensorTypePred, "tensor",
                          "::mlir::TensorType", "tensor">;
class RankedTensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsRankedTensorTypePred, "ranked tensor",
                          "::mlir::RankedTensorType", "ranked_tensor">;
class UnrankedTensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedTensorTypePred, "unranked tensor",
                          "::mlir::UnrankedTensorType", "unranked_tensor">;

// A ranked memref of one of the element types.
class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref",
                          "::mlir::MemRefType", "memref">;
class UnrankedMemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedMemRefTypePred, "unranked.memref",
                          "::mlir::UnrankedMemRefType", "unranked_memref">;

def AnyVectorOfAnyRank : VectorOf<[AnyType]>;
def AnyTensor : TensorOf<[AnyType]>;
def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyMemRef : MemRefOf<[AnyType]>;
def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped",
                                    "::mlir::ShapedType", "shaped">;

#endif // ODSGEN_TYPES_TD
