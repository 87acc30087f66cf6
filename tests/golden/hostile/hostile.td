// A spec whose names and strings try to break out of the generated code: quotes,
// triple quotes, newlines, backslashes, __import__, keywords, non-ASCII. The test
// (tests/golden/test_hostile.py) proves none of it runs or changes the code's shape.

include "odsgen/base.td"

def EV_Dialect : Dialect {
  let name = "ev\"il";
  let cppNamespace = "::evil";
  let summary = [{summary """ with ''' quotes \ and a
newline"); __import__('os').system('touch PWNED_SUMMARY') #}];
}

def EV_V1 : I32EnumAttrCase<"V1", 0, "v1\"\n'''">;
def EV_V2 : I32EnumAttrCase<"V2", 1, "v2\\">;
def EV_VersionAttr : I32EnumAttr<"Version", "versions \"\"\" '''", [EV_V1, EV_V2]> {
  let cppNamespace = "::evil";
}

// A dimension whose interface, description and query name are hostile.
class EvilMin<I32EnumAttrCase min> : Availability {
  let interfaceName = "Query\"\"\"Evil'''Interface; import os";
  let interfaceDescription = [{ """ ''' \" \\ __import__('os').system('touch PWNED_DESC') }];
  let queryFnRetType = "Optional[Version]";
  let queryFnName = "get\"Min\nVersion(); __import__('os')";
  let mergeAction = "$overall = $instance if $overall is None else max($overall, $instance)";
  let initializer = "None";
  let instanceType = "Version";
  let instance = "Version." # min.symbol;
}

def EV_A : I32EnumAttrCase<"in", 0, "in\"">;
def EV_B : I32EnumAttrCase<"None", 1, "None'''">;
def EV_C : I32EnumAttrCase<"__import__('os').system('touch PWNED_CASE')", 2, "c\\\"\"\"">;
def EV_D : I32EnumAttrCase<"class", 3, "é ü ☃"> {
  let availability = [EvilMin<EV_V2>];
}
def EV_E : I32EnumAttrCase<"_private", 4, "\"\"\"">;
def EV_EvilAttr : I32EnumAttr<"Ev\"il; import os", "evil \"\"\" enum \\", [EV_A, EV_B, EV_C, EV_D, EV_E]> {
  let cppNamespace = "::evil";
}

def EV_EvilOp : Op<EV_Dialect, "op\"); __import__('os').system('touch PWNED_NAME'); (\""> {
  string cppClassName = "__import__('os').system('touch PWNED_CLASS')";
  let summary = "\"\"\"";
  let description = [{
    A description with """triple quotes""", '''single triples''', a backslash \
    at a line end, \n escapes, "quotes", non-ASCII ☃ é, and
    """); __import__('os').system('touch PWNED_DOC') #
  }];
  let availability = [EvilMin<EV_V1>];
  let arguments = (ins
    I32:$in,
    EV_EvilAttr:$class,
    OptionalAttr<EV_EvilAttr>:$None,
    AttrAvailableAt<F32Attr, [EvilMin<EV_V2>]>:$__import__,
    Variadic<AnyTypeOf<[I32, TypeAvailableAt<F32, [EvilMin<EV_V2>]>]>>:$operation
  );
  let results = (outs AnyTypeOf<[I32, TypeAvailableAt<F32, [EvilMin<EV_V2>]>]>:$answers);
}

def EV_Other : Op<EV_Dialect, "other"> {
  let availability = [EvilMin<EV_V2>];
}

// Dialect rules (odsgen/typerules.td) about the hostile op: they ship in the package's
// rules.py, every string a literal.
include "odsgen/typerules.td"

def EV_Rules : TypeRules<"ev\"il"> {
  let ops = ["ev\"il.op\"); __import__('os').system('touch PWNED_NAME'); (\""];
  let values = ["operand #0"];
  let walk = 0;
  let rules = [TypeAvailableAt<SI32, [EvilMin<EV_V2>]>];
}
