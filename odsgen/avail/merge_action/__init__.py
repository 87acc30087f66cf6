"""The merge-action language: the strings of an availability dimension.

An ``Availability`` def carries C++ (upstream) or Python-flavoured (hand-written) strings:
``mergeAction`` (statements over ``$overall``/``$final`` and ``$instance``),
``initializer`` (an expression: the identity), ``instancePreparation`` (statements
run before the instance is used) and ``instance`` (an expression), plus the types
``queryFnRetType`` and ``instanceType``. docs/merge-actions.md is the reference. One
module per stage, each importing only the ones before it:

- ``nodes``: the fields, the frozen AST, the names the language gives a meaning to;
- ``parse``: grammars/merge_action.lark to AST, with located messages (``parse_action``,
  ``parse_type``, ``parse_availability_spec``);
- ``classify``: what a merge means: its ``Shape`` (``classify_merge``, ``merges_nothing``);
- ``interpret``: values and ``ActionInterpreter``, and the requirement a spec contributes.
"""
