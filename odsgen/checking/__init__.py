"""Checking modules against a spec: the library layer under the CLI and ``odsgen.api``.

- ``spec``: a spec loaded to check modules (its generated package, rules, verifier,
  checker and named targets; cached), target arguments, the module-dialect check;
- ``inputs``: reading a module from a file (any MLIR syntax) or memory, every failure
  located: its ``OpTable`` and its IR (``ModuleInput``), or MLIR's rejection of it;
- ``custom_syntax``: a module in MLIR's custom syntax, read by MLIR (the bindings or
  mlir-opt) into generic text odsgen reads, its ops placed where the file has them;
- ``shapes``: the scan of the text MLIR prints for a module it verified;
- ``optable``: one flat table of a module's ops (distinct shapes with counts, parents,
  region ends, the names MLIR verified), from odsgen's IR, the scan or an ``mlir.ir``
  module: what validate and deduce read;
- ``check``: the ``Checker``: validate's legality per op of a table, deduce's least
  target per unit, reasons in words (each op's requirements are its generated package's);
- ``target_syntax``: the ``--target`` text, named targets files and the VCE attributes read
  into a generated package's ``TargetEnv``;
- ``validate``, ``deduce``, ``explain``, ``instances``: the data of those commands'
  reports, in the shape of their JSON output.

Imported by odsgen.api and odsgen.commands; imports odsgen.codegen, odsgen.model and
odsgen.runtime, never the CLI.
"""
