"""Checking modules against a spec: the library layer under the CLI and ``odsgen.api``.

- ``spec``: a spec loaded to check modules (its generated package, rules, verifier,
  checker and named targets; cached), target arguments, the module-dialect check;
- ``inputs``: reading a module from a file (any MLIR syntax), every failure located;
- ``custom_syntax``: a module in MLIR's custom syntax, read by MLIR (the bindings or
  mlir-opt) into generic text odsgen reads, its ops placed where the file has them;
- ``shapes``: the scan of a module MLIR verified, the distinct shapes of its ops;
- ``check``: the ``Checker``: validate's legality per op and per unit, deduce's least
  target, reasons in words (each op's requirements are its generated package's);
- ``target_syntax``: the ``--target`` text, named targets files and the VCE attributes read
  into a generated package's ``TargetEnv``;
- ``validate``, ``deduce``, ``explain``, ``instances``: the data of those commands'
  reports, in the shape of their JSON output.

Imported by odsgen.api and odsgen.commands; imports odsgen.codegen, odsgen.model and
odsgen.runtime, never the CLI.
"""
