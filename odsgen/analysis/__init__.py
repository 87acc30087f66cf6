"""Analyses that only the commands run, over modules and generated packages.

- ``check``: validate's legality per op and per unit, deduce's least target, reasons in words.
- ``target_syntax``: the ``--target`` text, named targets files and the VCE attributes read
  into a generated package's ``TargetEnv``.

It imports the runtime (what generated code imports) and the requirement algebra, never
the model or the commands: the model builds its inputs, the commands call it.
"""
