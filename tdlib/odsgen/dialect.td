//===- odsgen/dialect.td - dialects ----------------------------------------===//
//
// Part of odsgen's base library. A dialect is a namespace of ops, types and
// attributes: `def MY_Dialect : Dialect { let name = "my"; }` makes ops named
// "my.<mnemonic>".
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_DIALECT_TD
#define ODSGEN_DIALECT_TD

class Dialect {
  // The prefix of every op, type and attribute name of the dialect.
  string name = ?;
  // A one-line summary and a longer description, for generated documentation.
  string summary = "";
  string description = "";
  // The namespace generated code lives in (C++ style, as in MLIR).
  string cppNamespace = name;
  // Dialects this one's ops produce or contain.
  list<string> dependentDialects = [];
}

#endif // ODSGEN_DIALECT_TD
