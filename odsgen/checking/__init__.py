"""Checking modules against a spec: the library layer under the CLI and ``odsgen.api``.

Four jobs, one place each:

- ``inputs``: reading a module (``read``: from a file in any MLIR syntax, MLIR
  bytecode, a SPIR-V binary, an ONNX model, or from memory), every failure located: its
  ``OpTable`` and its IR (``ModuleInput``), or MLIR's rejection of it (``custom_syntax``,
  ``shapes``, ``optable``, ``spirv_binary``, ``spv_grammar``, ``onnx_model``);
- ``targets``: the ``--target`` text, named targets files and the VCE attributes read into
  a generated package's ``TargetEnv`` (``syntax``); Vulkan devices, profiles and rules
  (``vulkan``, ``vulkan_rules``); IREE's target (``iree``);
- the checks, here: ``spec`` (a spec loaded to check modules: its generated package,
  rules, verifier, checker and named targets; cached), ``check`` (the ``Checker``:
  validate's legality per op of a table, deduce's least target per unit, reasons in
  words), ``validate``, ``verify_only``, ``deduce``, ``explain``, ``instances``,
  ``convert``, ``sweep``, ``declared_vce``, ``spirv_decorations``, ``writeback``...: the
  data of those commands' reports, in the shape of their JSON output;
- ``reports``: the reports CI systems read (``formats``: SARIF, GitHub).

Imported by odsgen.api and odsgen.commands; imports odsgen.codegen, odsgen.model and
odsgen.runtime, never the CLI.
"""
