//===- odsgen/enums.td - enum attributes and their cases -------------------===//
//
// Part of odsgen's base library. An enum attribute is an integer attribute whose
// value is one of a list of named cases (I32EnumAttr) or a set of flag bits
// (I32BitEnumAttr). Every case may carry a `list<Availability> availability`: an
// op whose enum attribute holds the case needs what the case needs (for a bit
// enum, what every set bit's case needs). Version, extension and capability
// enums are written with the same classes (odsgen/versioning.td).
//
// Class and field names are MLIR 22's (EnumCase: symbol, value, str, width;
// EnumInfo: className, cppNamespace, enumerants, ...); in the generic textual
// form an enum attribute is an integer attribute of the enum's width
// (`{kind = 2 : i32}`).
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_ENUMS_TD
#define ODSGEN_ENUMS_TD

include "odsgen/availability.td"

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

class EnumCase<string sym, int intVal, string strVal, int widthVal> {
  // The enumerant's name in generated code.
  string symbol = sym;
  // Its integer value (for a bit enum: the bits it sets).
  int value = intVal;
  // Its spelling in the textual form.
  string str = strVal;
  // The bit width of the enum.
  int width = widthVal;
  // Where the case is available (docs/base-library.md).
  list<Availability> availability = [];
}

// A case of an integer enum attribute; as an attribute constraint it accepts
// exactly its own value.
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumCase<sym, intVal, strVal, intType.bitwidth>,
      SignlessIntegerAttrBase<intType, "case " # strVal> {
  let predicate = CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getValue().eq(::llvm::APInt("
                        # intType.bitwidth # ", " # intVal # "))">;
}
class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

// A case of a bit enum. `val` is the bits the case sets, not a bit position.
class BitEnumCaseBase<string sym, int val, string str, int width>
    : EnumCase<sym, val, str, width>;
class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, intType.bitwidth>,
      SignlessIntegerAttrBase<intType, "case " # str>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;
// The 32-bit bit enum case under its older MLIR name.
class BitEnumAttrCase<string sym, int val, string str = sym>
    : I32BitEnumAttrCase<sym, val, str>;
// The case with no bit set.
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCase<sym, 0, str>;
// The case of the single bit at position `pos`.
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : I32BitEnumAttrCase<sym, !shl(1, pos), str> {
  assert !and(!ge(pos, 0), !lt(pos, 32)), "bit position out of range for a 32-bit enum";
}
// A named union of other cases' bits.
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : I32BitEnumAttrCase<sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// What an enum is, independent of how it is stored.
class EnumInfo<string name, string summaryValue, list<EnumCase> cases, int width> {
  string summary = summaryValue;
  string description = "Cases: " #
      !interleave(!foreach(c, cases, c.str # " (" # c.symbol # ")"), ", ") # ".";
  // The namespace and class name of the generated enum (C++ spelling, as in
  // MLIR; odsgen's Python generator uses `className`).
  string cppNamespace = "";
  string className = name;
  string cppType = cppNamespace # "::" # className;
  // Every case, in order.
  list<EnumCase> enumerants = cases;
  int bitwidth = width;
  string underlyingType = "uint" # width # "_t";
  string underlyingToSymbolFnName = "symbolize" # name;
  string stringToSymbolFnName = "symbolize" # name;
  string symbolToStringFnName = "stringify" # name;
  string symbolToStringFnRetType = "::llvm::StringRef";
  string maxEnumValFnName = "getMaxEnumValFor" # name;
}

// An enum stored in an integer attribute (`baseClass` is the storage).
class EnumAttrInfo<string name, list<EnumCase> cases, Attr baseClass>
    : EnumInfo<name, baseClass.summary, cases, !cast<I>(baseClass.valueType).bitwidth>,
      Attr<baseClass.predicate, baseClass.summary> {
  // Kept for specs written for MLIR; odsgen reads enum attributes as integer
  // attributes either way.
  bit genSpecializedAttr = 1;
  Attr baseAttrClass = baseClass;
  string specializedAttrClassName = name # Attr;
  let storageType = baseClass.storageType;
  let returnType = cppNamespace # "::" # className;
  let convertFromStorage = "static_cast<" # returnType # ">($_self.getInt())";
  let constBuilderCall = baseClass.constBuilderCall;
  let valueType = baseClass.valueType;
  // Attr's empty description would hide EnumInfo's; list the cases again.
  let description = "Cases: " #
      !interleave(!foreach(c, enumerants, c.str # " (" # c.symbol # ")"), ", ") # ".";
}

// The storage of an integer enum: an integer of the width equal to one case.
class IntEnumAttrBase<I intType, list<IntEnumAttrCaseBase> cases, string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[SignlessIntegerAttrBase<intType, summary>.predicate,
                       Or<!foreach(c, cases, c.predicate)>]>;
}

class IntEnumAttr<I intType, string name, string summary,
                  list<IntEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases,
          IntEnumAttrBase<intType, cases,
              !if(!empty(summary),
                  "allowed " # intType.summary # " cases: " #
                    !interleave(!foreach(c, cases, c.value), ", "),
                  summary)>>;

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases> {
  let underlyingType = "uint32_t";
}
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases> {
  let underlyingType = "uint64_t";
}

// What bit enums have beyond integer enums.
class BitEnumBase<list<BitEnumCaseBase> cases> {
  // The bits some case sets; any other bit is invalid.
  int validBits = !foldl(0, cases, acc, c, !or(acc, c.value));
  // Between case names in the textual form ("Read|Write").
  string separator = "|";
  bit printBitEnumPrimaryGroups = 0;
  bit printBitEnumQuoted = 0;
}

// The storage of a bit enum: an integer with no bit outside the cases' bits.
class BitEnumAttrBase<I intType, list<BitEnumCaseBase> cases, string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
      SignlessIntegerAttrBase<intType, summary>.predicate,
      CPred<"!(::llvm::cast<::mlir::IntegerAttr>($_self).getValue().getZExtValue() & (~("
            # !interleave(!foreach(c, cases, c.value # "u"), "|") # ")))">]>;
}

class BitEnumAttr<I intType, string name, string summary, list<BitEnumCaseBase> cases>
    : EnumAttrInfo<name, cases, BitEnumAttrBase<intType, cases, summary>>,
      BitEnumBase<cases> {
  let symbolToStringFnRetType = "std::string";
  let printBitEnumQuoted = 1;
}

class I32BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases> {
  let underlyingType = "uint32_t";
}
class I64BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases> {
  let underlyingType = "uint64_t";
}

// An enum attribute that takes the case `case` when absent.
class DefaultValuedEnumAttr<EnumAttrInfo attr, EnumCase case>
    : DefaultValuedAttr<attr, attr.cppType # "::" # case.symbol>;

#endif // ODSGEN_ENUMS_TD
