"""Checking modules against a spec: the library layer under the CLI and ``odsgen.api``.

- ``spec``: a spec loaded to check modules (its generated package, rules, verifier,
  checker and named targets; cached), target arguments, the module-dialect check;
- ``inputs``: reading a module from a file (any MLIR syntax), every failure located;
- ``validate``, ``deduce``, ``explain``, ``instances``: the data of those commands'
  reports, in the shape of their JSON output.

Imported by odsgen.api and odsgen.commands; imports odsgen.analysis, odsgen.codegen,
odsgen.model and odsgen.runtime, never the CLI.
"""
