// The EXAMPLE dialect of the "generic op availability" RFC, as the RFC writes
// it, with its typos fixed: `AttrAvailabeAt` -> AttrAvailableAt, `Example_V2` ->
// EXAMPLE_V2, the missing '>' after EXAMPLE_V3 and the missing `def` before
// EXAMPLEVersionAttr. The RFC leaves the dialect and the op's base class out
// (`Op<"a", ...>`); they are filled in here.
//
// Regenerate the record dump: odsgen records examples/rfc/example.td -I tdlib

include "odsgen/base.td"

def EXAMPLE_Dialect : Dialect {
  let name = "example";
  let cppNamespace = "::mlir::example";
  let summary = "the RFC's example dialect";
}

// Define dialect versions.
def EXAMPLE_V1 : I32EnumAttrCase<"V_1", 0>;
def EXAMPLE_V2 : I32EnumAttrCase<"V_2", 1>;
def EXAMPLE_V3 : I32EnumAttrCase<"V_3", 2>;

// This attribute here is mainly for generating the enum class for the version.
// But it can also be used in op definition if suitable.
def EXAMPLEVersionAttr : I32EnumAttr<
    "Version", "valid versions", [EXAMPLE_V1, EXAMPLE_V2, EXAMPLE_V3]> {
  let cppNamespace = "::mlir::example";
}

class MinVersion<I32EnumAttrCase min> : MinVersionBase<
    "QueryMinVersionInterface", EXAMPLEVersionAttr, min> {
  let interfaceDescription = [{
    Querying interface for the minimal required EXAMPLE version.
  }];
}

class MaxVersion<I32EnumAttrCase max> : MaxVersionBase<
    "QueryMaxVersionInterface", EXAMPLEVersionAttr, max> {
  let interfaceDescription = [{
    Querying interface for the maximal supported EXAMPLE version.
  }];
}

def EXAMPLE_A_Op : Op<EXAMPLE_Dialect, "a"> {
  let summary = "the RFC's op `a`";
  let availability = [MinVersion<EXAMPLE_V1>];
  let arguments = (ins
    AttrAvailableAt<F32Attr, [MinVersion<EXAMPLE_V2>]>:$attr
  );
  let results = (outs
    AnyTypeOf<[I32, TypeAvailableAt<F32, [MinVersion<EXAMPLE_V3>]>]>:$result
  );
}
