//===- odsgen/attrs.td - attribute constraints and builtin attributes ------===//
//
// Part of odsgen's base library. `Attr` is an attribute constraint with the
// fields MLIR ODS gives it (storageType, returnType, valueType, defaultValue,
// isOptional, baseAttr, ...). The wrappers OptionalAttr, DefaultValuedAttr,
// DefaultValuedOptionalAttr and ConfinedAttr keep the wrapped attribute in
// `baseAttr`, so odsgen always finds what is inside.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_ATTRS_TD
#define ODSGEN_ATTRS_TD

include "odsgen/types.td"

//===----------------------------------------------------------------------===//
// Kinds of attribute constraints
//===----------------------------------------------------------------------===//

class Attr<Pred condition, string summary = ""> : AttrConstraint<condition, summary> {
  // The attribute class that stores the value, and the value's own type.
  code storageType = ?;
  code returnType = ?;
  // How to get the value out of the stored attribute.
  code convertFromStorage = "$_self.getValue()";
  // How to build an attribute from a constant ($0 is the constant).
  string constBuilderCall = ?;
  // The value used when the attribute is absent (DefaultValuedAttr).
  string defaultValue = ?;
  // The MLIR type of the attribute's value (I32 for an i32 integer attribute).
  Type valueType = ?;
  // Whether an op may omit the attribute.
  bit isOptional = 0;
  // The attribute this one wraps (OptionalAttr, DefaultValuedAttr, ConfinedAttr,
  // AttrAvailableAt); unset for a base attribute.
  Attr baseAttr = ?;
  string cppNamespace = "";
  string description = "";
}

// An attribute of a specific dialect.
class DialectAttr<Dialect d, Pred condition, string summary = "">
    : Attr<condition, summary> {
  Dialect dialect = d;
  let cppNamespace = d.cppNamespace;
}

// A dialect attribute defined by its dialect and mnemonic: `#<dialect>.<mnemonic>`.
// odsgen matches it by `attrName`.
class AttrDef<Dialect dialect, string name, list<Trait> defTraits = []>
    : DialectAttr<dialect, CPred<"">, ""> {
  string cppClassName = name # "Attr";
  string cppType = dialect.cppNamespace # "::" # cppClassName;
  string mnemonic = ?;
  string attrName = dialect.name # "." # mnemonic;
  dag parameters = (ins);
  string assemblyFormat = ?;
  list<Trait> traits = defTraits;
  let storageType = cppType;
  let returnType = cppType;
  let convertFromStorage = "::llvm::cast<" # cppType # ">($_self)";
  let predicate = CPred<"::llvm::isa<" # cppType # ">($_self)">;
}

// An attribute whose value has a type, stored as the `attrKind` attribute class.
class TypedAttrBase<Type attrValType, string attrKind, Pred condition, string descr>
    : Attr<condition, descr> {
  let storageType = "::mlir::" # attrKind;
  let valueType = attrValType;
  let constBuilderCall = "$_builder.get" # attrKind # "(" #
                         attrValType.builderCall # ", $0)";
}

//===----------------------------------------------------------------------===//
// Modifiers
//===----------------------------------------------------------------------===//

// The attribute may be absent; the accessor returns an optional.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = "::std::optional<" # attr.returnType # ">";
  let convertFromStorage = attr.convertFromStorage;
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
  let description = attr.description;
}

// When the attribute is absent, `val` is its value.
class DefaultValuedAttr<Attr attr, string val> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let valueType = attr.valueType;
  let baseAttr = attr;
  let description = attr.description;
}

// Optional, with `val` returned by the accessor when absent.
class DefaultValuedOptionalAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, val> {
  let isOptional = 1;
}

// String defaults are written without the quotes.
class DefaultValuedStrAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, "\"" # val # "\"">;

// The attribute further constrained by `constraints` (all must hold).
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints>
    : Attr<And<!listconcat([attr.predicate],
                           !foreach(c, constraints, c.predicate))>,
           !foldl(attr.summary, constraints, acc, c, acc # " " # c.summary)> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let valueType = attr.valueType;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
  list<AttrConstraint> attrConstraints = constraints;
}

// Integer value bounds for ConfinedAttr.
class IntMinValue<int n>
    : AttrConstraint<CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= " # n>,
                     "whose minimum value is " # n>;
class IntMaxValue<int n>
    : AttrConstraint<CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() <= " # n>,
                     "whose maximum value is " # n>;
def IntNonNegative
    : AttrConstraint<CPred<"!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()">,
                     "whose value is non-negative">;

//===----------------------------------------------------------------------===//
// Builtin attributes
//===----------------------------------------------------------------------===//

def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

// An attribute satisfying one of the listed attributes.
class AnyAttrOf<list<Attr> allowedAttrs, string summary = "",
                string cppType = "::mlir::Attribute",
                string fromStorage = "$_self">
    : Attr<Or<!foreach(a, allowedAttrs, a.predicate)>,
           !if(!empty(summary),
               !interleave(!foreach(a, allowedAttrs, a.summary), " or "),
               summary)> {
  let returnType = cppType;
  let convertFromStorage = fromStorage;
  list<Attr> allowedAttributes = allowedAttrs;
}

def BoolAttr : Attr<CPred<"::llvm::isa<::mlir::BoolAttr>($_self)">, "bool attribute"> {
  let storageType = [{ ::mlir::BoolAttr }];
  let returnType = [{ bool }];
  let valueType = I1;
  let constBuilderCall = "$_builder.getBoolAttr($0)";
}

// Present or absent; presence is the value.
def UnitAttr : Attr<CPred<"::llvm::isa<::mlir::UnitAttr>($_self)">, "unit attribute"> {
  let storageType = [{ ::mlir::UnitAttr }];
  let constBuilderCall = "(($0) ? $_builder.getUnitAttr() : nullptr)";
  let convertFromStorage = "$_self != nullptr";
  let returnType = "bool";
  let defaultValue = "false";
  let valueType = NoneType;
  let isOptional = 1;
}

def IndexAttr
    : TypedAttrBase<Index, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())">]>,
                    "index attribute"> {
  let returnType = [{ ::llvm::APInt }];
}

// Integer attributes of one width and signedness: `valueType` is the I, SI or UI
// type of the value.
class SignlessIntegerAttrBase<I attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType()."
                               "isSignlessInteger(" # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = [{ ::llvm::APInt }];
}
class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : SignlessIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = "$_self.getValue().getZExtValue()";
}
def I1Attr : TypedSignlessIntegerAttrBase<I1, "bool", "1-bit signless integer attribute">;
def I8Attr : TypedSignlessIntegerAttrBase<I8, "uint8_t", "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<I16, "uint16_t", "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<I32, "uint32_t", "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<I64, "uint64_t", "64-bit signless integer attribute">;

class SignedIntegerAttrBase<SI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType()."
                               "isSignedInteger(" # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = [{ ::llvm::APInt }];
}
def SI8Attr : SignedIntegerAttrBase<SI8, "8-bit signed integer attribute">;
def SI16Attr : SignedIntegerAttrBase<SI16, "16-bit signed integer attribute">;
def SI32Attr : SignedIntegerAttrBase<SI32, "32-bit signed integer attribute">;
def SI64Attr : SignedIntegerAttrBase<SI64, "64-bit signed integer attribute">;

class UnsignedIntegerAttrBase<UI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType()."
                               "isUnsignedInteger(" # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = [{ ::llvm::APInt }];
}
def UI8Attr : UnsignedIntegerAttrBase<UI8, "8-bit unsigned integer attribute">;
def UI16Attr : UnsignedIntegerAttrBase<UI16, "16-bit unsigned integer attribute">;
def UI32Attr : UnsignedIntegerAttrBase<UI32, "32-bit unsigned integer attribute">;
def UI64Attr : UnsignedIntegerAttrBase<UI64, "64-bit unsigned integer attribute">;

// Float attributes of one width.
class FloatAttrBase<Type attrValType, string descr>
    : TypedAttrBase<attrValType, "FloatAttr",
                    And<[CPred<"::llvm::isa<::mlir::FloatAttr>($_self)">,
                         SubstLeaves<"$_self",
                                     "::llvm::cast<::mlir::FloatAttr>($_self).getType()",
                                     attrValType.predicate>]>,
                    descr> {
  let returnType = [{ ::llvm::APFloat }];
}
def F16Attr : FloatAttrBase<F16, "16-bit float attribute">;
def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

// Strings.
def StrAttrPred : CPred<"::llvm::isa<::mlir::StringAttr>($_self)">;
class StringBasedAttr<Pred condition, string descr> : Attr<condition, descr> {
  let constBuilderCall = "$_builder.getStringAttr($0)";
  let storageType = [{ ::mlir::StringAttr }];
  let returnType = [{ ::llvm::StringRef }];
  let valueType = NoneType;
}
def StrAttr : StringBasedAttr<StrAttrPred, "string attribute">;
def SymbolNameAttr : StringBasedAttr<StrAttrPred, "string attribute">;

// Symbol references: `@name` (flat) or `@root::@nested`.
def SymbolRefAttr : Attr<CPred<"::llvm::isa<::mlir::SymbolRefAttr>($_self)">,
                         "symbol reference attribute"> {
  let storageType = [{ ::mlir::SymbolRefAttr }];
  let returnType = [{ ::mlir::SymbolRefAttr }];
  let valueType = NoneType;
  let convertFromStorage = "$_self";
}
def FlatSymbolRefAttr : Attr<CPred<"::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)">,
                             "flat symbol reference attribute"> {
  let storageType = [{ ::mlir::FlatSymbolRefAttr }];
  let returnType = [{ ::llvm::StringRef }];
  let valueType = NoneType;
  let convertFromStorage = "$_self.getValue()";
}

// Types as attributes. TypeAttrOf keeps the type constraint in `typeConstraint`.
class TypeAttrBase<string retType, string summary, Pred typePred = CPred<"true">>
    : Attr<And<[CPred<"::llvm::isa<::mlir::TypeAttr>($_self)">,
                SubstLeaves<"$_self", "::llvm::cast<::mlir::TypeAttr>($_self).getValue()",
                            typePred>]>,
           summary> {
  let storageType = [{ ::mlir::TypeAttr }];
  let returnType = retType;
  let valueType = NoneType;
  let convertFromStorage = "::llvm::cast<" # retType # ">($_self.getValue())";
}
def TypeAttr : TypeAttrBase<"::mlir::Type", "any type attribute"> {
  let constBuilderCall = "::mlir::TypeAttr::get($0)";
}
class TypeAttrOf<Type ty>
    : TypeAttrBase<ty.cppType, "type attribute of " # ty.summary, ty.predicate> {
  let constBuilderCall = "::mlir::TypeAttr::get($0)";
  Type typeConstraint = ty;
}

// Arrays and dictionaries.
class ArrayAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageType = [{ ::mlir::ArrayAttr }];
  let returnType = [{ ::mlir::ArrayAttr }];
  let valueType = NoneType;
  let convertFromStorage = "$_self";
  let constBuilderCall = "$_builder.getArrayAttr($0)";
}
def ArrayAttr : ArrayAttrBase<CPred<"::llvm::isa<::mlir::ArrayAttr>($_self)">,
                              "array attribute">;

// An array attribute whose elements all satisfy `element`.
class TypedArrayAttrBase<Attr element, string summary>
    : ArrayAttrBase<And<[CPred<"::llvm::isa<::mlir::ArrayAttr>($_self)">,
                         Concat<"::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), "
                                "[&](::mlir::Attribute attr) { return attr && (",
                                SubstLeaves<"$_self", "attr", element.predicate>,
                                "); })">]>,
                    summary> {
  Attr elementAttr = element;
}
def BoolArrayAttr : TypedArrayAttrBase<BoolAttr, "1-bit boolean array attribute">;
def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute">;
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute">;
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute">;
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute">;
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute">;
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute">;

class DictionaryAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageType = [{ ::mlir::DictionaryAttr }];
  let returnType = [{ ::mlir::DictionaryAttr }];
  let valueType = NoneType;
  let convertFromStorage = "$_self";
  let constBuilderCall = "$_builder.getDictionaryAttr($0)";
}
def DictionaryAttr
    : DictionaryAttrBase<CPred<"::llvm::isa<::mlir::DictionaryAttr>($_self)">,
                         "dictionary of named attribute values">;

#endif // ODSGEN_ATTRS_TD
