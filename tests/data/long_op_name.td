// An op whose name is longer than black's line (120): the line of generated code that
// holds it is one black must look at (odsgen.codegen.format.needs_black), so a gen of
// this spec fills black's cache. Used by tests/diagnostics/test_cache_safety.py.
include "odsgen/base.td"

def L_Dialect : Dialect {
  let name = "long";
}

def L_Op : Op<L_Dialect, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"> {
  let summary = "an op whose name is longer than a line";
}
