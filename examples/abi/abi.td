// A function-ABI dialect ("abi"), after the function signature and function ABI
// notes (function-abi-signatures.txt, function-abi-v1.txt): exported functions
// carry their calling convention as attributes, and the types that may cross
// the boundary grew from one ABI version to the next.
//
//   raw_v1         the raw function ABI, `fv = 1`: buffers (memrefs with
//                  static or dynamic dims) of twelve scalar element types
//                  (f32, f16, f64, bf16, i8..i64, u8..u64; grammar tags t0..t11),
//                  opaque ref objects (`O`) and unrecognized types (`U`).
//   raw_v2         `fv = 2`: scalar values (`S`) of the same element types.
//   reflection_v1  the newer ABI with JSON reflection metadata: strings,
//                  tuples, typed (homogeneous) lists and structures.
//
// Versions use the Python-flavoured dimension (odsgen/versioning.td). The ABI a
// function declares is itself an attribute: the `abi` and `fv` enum attributes'
// cases carry availability, so a function declaring `fv = 2` needs raw_v2.
//
// Regenerate the record dump: odsgen records examples/abi/abi.td -I tdlib

include "odsgen/base.td"

def ABI_Dialect : Dialect {
  let name = "abi";
  let cppNamespace = "::abi";
  let summary = "function signatures at the boundary between compiled code and its host";
}

//===----------------------------------------------------------------------===//
// Versions
//===----------------------------------------------------------------------===//

def ABI_RAW_V1 : I32EnumAttrCase<"raw_v1", 1>;
def ABI_RAW_V2 : I32EnumAttrCase<"raw_v2", 2>;
def ABI_REFLECTION_V1 : I32EnumAttrCase<"reflection_v1", 3>;

def ABI_VersionAttr : I32EnumAttr<"AbiVersion", "function ABI version",
                                  [ABI_RAW_V1, ABI_RAW_V2, ABI_REFLECTION_V1]> {
  let cppNamespace = "::abi";
}

class MinVersion<I32EnumAttrCase min>
    : PyMinVersionBase<"QueryMinVersionInterface", ABI_VersionAttr, min> {
  let interfaceDescription = "The oldest ABI version that can express the op.";
}

//===----------------------------------------------------------------------===//
// The ABI declared by a function
//===----------------------------------------------------------------------===//

// `abi`: which calling convention a function follows.
def ABI_Raw : I32EnumAttrCase<"Raw", 0, "raw">;
def ABI_Reflection : I32EnumAttrCase<"Reflection", 1, "reflection"> {
  let availability = [MinVersion<ABI_REFLECTION_V1>];
}
def ABI_ConventionAttr : I32EnumAttr<"Convention", "calling convention",
                                     [ABI_Raw, ABI_Reflection]> {
  let cppNamespace = "::abi";
}

// `fv`: the raw function ABI's version number.
def ABI_FV_1 : I32EnumAttrCase<"FV_1", 1, "1"> {
  let availability = [MinVersion<ABI_RAW_V1>];
}
def ABI_FV_2 : I32EnumAttrCase<"FV_2", 2, "2"> {
  let availability = [MinVersion<ABI_RAW_V2>];
}
def ABI_RawVersionAttr : I32EnumAttr<"RawVersion", "raw function ABI version",
                                     [ABI_FV_1, ABI_FV_2]> {
  let cppNamespace = "::abi";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// The scalar element types, in the order of the signature grammar's tags.
def ABI_ScalarElement : AnyTypeOf<[
    F32, F16, F64, BF16, I8, I16, I32, I64, UI8, UI16, UI32, UI64
  ], "ABI scalar element type">;

// A buffer: static (`memref<4x8xf32>`) or dynamic (`memref<?x8xf32>`) dims.
def ABI_Buffer : MemRefOf<[ABI_ScalarElement]>;

def ABI_RefObject : TypeDef<ABI_Dialect, "RefObject"> {
  let mnemonic = "ref";
  let summary = "opaque reference object";
}
def ABI_Unrecognized : TypeDef<ABI_Dialect, "Unrecognized"> {
  let mnemonic = "unrecognized";
  let summary = "a type the ABI does not describe";
}

// The reflection ABI's types.
def ABI_String : TypeDef<ABI_Dialect, "String"> {
  let mnemonic = "string";
  let summary = "byte string";
}
def ABI_Tuple : TypeDef<ABI_Dialect, "Tuple"> {
  let mnemonic = "tuple";
  let summary = "fixed-length list with a type per position";
}
def ABI_List : TypeDef<ABI_Dialect, "List"> {
  let mnemonic = "list";
  let summary = "list whose elements share one type";
  let parameters = (ins "::mlir::Type":$elementType);
}
def ABI_Struct : TypeDef<ABI_Dialect, "Struct"> {
  let mnemonic = "struct";
  let summary = "structure: a tuple in its fields' natural order";
}

// What may cross the boundary, by version.
def ABI_Value : AnyTypeOf<[
    ABI_Buffer, ABI_RefObject, ABI_Unrecognized,
    TypeAvailableAt<ABI_ScalarElement, [MinVersion<ABI_RAW_V2>]>,
    TypeAvailableAt<ABI_String, [MinVersion<ABI_REFLECTION_V1>]>,
    TypeAvailableAt<ABI_Tuple, [MinVersion<ABI_REFLECTION_V1>]>,
    TypeAvailableAt<ABI_List, [MinVersion<ABI_REFLECTION_V1>]>,
    TypeAvailableAt<ABI_Struct, [MinVersion<ABI_REFLECTION_V1>]>
  ], "ABI value">;

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class ABI_Op<string mnemonic, list<Trait> traits = []>
    : Op<ABI_Dialect, mnemonic, traits> {
  let availability = [MinVersion<ABI_RAW_V1>];
}

def ABI_FuncOp : ABI_Op<"func", [IsolatedFromAbove]> {
  let summary = "an exported function and its calling convention";
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    TypeAttr:$function_type,
    DefaultValuedEnumAttr<ABI_ConventionAttr, ABI_Raw>:$abi,
    DefaultValuedEnumAttr<ABI_RawVersionAttr, ABI_FV_1>:$fv,
    // The mangled raw signature ('I' inputs 'R' results).
    OptionalAttr<StrAttr>:$f,
    // The function that allocates results with dynamic dims.
    OptionalAttr<FlatSymbolRefAttr>:$fbr,
    // JSON reflection metadata (argument and result type records).
    OptionalAttr<AttrAvailableAt<StrAttr, [MinVersion<ABI_REFLECTION_V1>]>>:$reflection
  );
  let regions = (region AnyRegion:$body);
}

def ABI_CallOp : ABI_Op<"call"> {
  let summary = "call an exported function";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<ABI_Value>:$operands);
  let results = (outs Variadic<ABI_Value>:$results);
}

def ABI_ReturnOp : ABI_Op<"return", [Terminator, HasParent<"abi.func">]> {
  let summary = "return the results of an exported function";
  let arguments = (ins Variadic<ABI_Value>:$operands);
}

def ABI_AllocateResultsOp : ABI_Op<"allocate_results"> {
  let summary = "allocate the buffers of results with dynamic dims";
  let arguments = (ins Variadic<Index>:$dynamic_dims);
  let results = (outs Variadic<ABI_Buffer>:$buffers);
}

def ABI_TupleCreateOp : ABI_Op<"tuple.create"> {
  let summary = "make a tuple (or structure) of values";
  let availability = [MinVersion<ABI_REFLECTION_V1>];
  let arguments = (ins
    Variadic<ABI_Value>:$elements,
    // Field names, for a structure.
    OptionalAttr<StrArrayAttr>:$keys
  );
  let results = (outs AnyTypeOf<[ABI_Tuple, ABI_Struct]>:$result);
}

def ABI_ListGetOp : ABI_Op<"list.get"> {
  let summary = "one element of a typed list";
  let availability = [MinVersion<ABI_REFLECTION_V1>];
  let arguments = (ins ABI_List:$list, Index:$index);
  let results = (outs ABI_Value:$result);
}
