"""Tests of the merge-action language: parsing, classification, evaluation and diagnostics.

Hand-written cases cover the RFC's strings, the upstream C++ forms and the Python
spellings; the oracle tests parse and evaluate every availability string of the
installed MLIR 22 .td tree (found by grepping it, evaluated by llvm-tblgen --dump-json).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from odsgen.runtime.algebra import (
    AllOfAnyOf,
    AnyOf,
    AtLeast,
    AtMost,
    Case,
    EnumInfo,
    Provenance,
    ProvenanceKind,
    Shape,
)
from odsgen.avail.merge_action.classify import classify_merge, merges_nothing
from odsgen.avail.merge_action.interpret import ActionInterpreter, EnumValue, FixedInt, Seq, SetValue
from odsgen.avail.merge_action import parse as merge_parse
from odsgen.avail.merge_action.nodes import Action, Field
from odsgen.avail.merge_action.parse import check_action, parse_action, parse_availability_spec, parse_type
from odsgen.diagnostics import OdsgenError, render
from odsgen.source import Loc, SourceManager

# ---------------------------------------------------------------------------- fixtures

SPV = "::mlir::spirv"
VERSION = EnumInfo("Version", tuple(Case(f"V_1_{i}", i) for i in range(7)), SPV)
EXTENSION = EnumInfo("Extension", (Case("SPV_A", 0), Case("SPV_B", 1), Case("SPV_C", 2)), SPV)
MEMORY = EnumInfo("MemoryAccess", (Case("Volatile", 1), Case("Aligned", 2), Case("Nontemporal", 4)), SPV, True)
RFC_VERSION = EnumInfo("Version", (Case("V_1", 0), Case("V_2", 1), Case("V_3", 2)), "::mlir::example")

SPIRV_MIN_MERGE = (
    "{ if ($overall) { $overall = static_cast<::mlir::spirv::Version>(std::max(*$overall, $instance)); }"
    " else { $overall = $instance; }}"
)
SPIRV_MAX_MERGE = SPIRV_MIN_MERGE.replace("std::max", "std::min")
RFC_MIN_MERGE = (
    "$final = static_cast<::mlir::example::Version>(std::max(static_cast<int>($overall), "
    "static_cast<int>($instance)))"
)
RFC_MAX_MERGE = RFC_MIN_MERGE.replace("std::max", "std::min")
EXT_PREPARATION = (
    "static const ::mlir::spirv::Extension exts[] = {::mlir::spirv::Extension::SPV_A, "
    "::mlir::spirv::Extension::SPV_C}; ArrayRef<::mlir::spirv::Extension> ref(exts, std::size(exts));"
)
EXT_RET_TYPE = "::llvm::SmallVector<::llvm::ArrayRef<::mlir::spirv::Extension>, 1>"


def version(i: int) -> EnumValue:
    return EnumValue("Version", i, f"V_1_{i}")


def ext(symbol: str) -> EnumValue:
    case = EXTENSION.case_named(symbol)
    return EnumValue("Extension", case.value, symbol)


def merge_text(action: str, overall, instance, enums=(VERSION, EXTENSION, MEMORY)):
    return ActionInterpreter(enums).merge(parse_action(action, Field.MERGE_ACTION), overall, instance)


# ---------------------------------------------------------------------------- parsing


def test_parse_ignores_positions_in_equality():
    a = parse_action("$overall = max($overall, $instance)", "mergeAction")
    b = parse_action("  $overall=max( $overall ,\n $instance )  ;", "mergeAction")
    assert a.stmts == b.stmts


@pytest.mark.parametrize(
    "text",
    [
        SPIRV_MIN_MERGE,
        RFC_MIN_MERGE,
        "$overall.emplace_back($instance)",
        "",
        "$overall = max($overall, $instance)  # Python comment",
        "// C++ comment\n$overall = min($overall, $instance); /* block */",
        "$overall = $instance if $overall is None else max($overall, $instance)",
        "$overall = $overall ? std::max(*$overall, $instance) : $instance",
        "if (!$overall) $overall = $instance; else $overall = std::max(*$overall, $instance);",
        "$overall = $overall | $instance",
        "$overall |= $instance",
        "$overall.append($instance)",
        "$overall = $overall.union($instance)",
        "$overall.add(frozenset($instance))",
        "x = $overall; if (x.has_value() && x.value() > $instance) {} else { $overall = $instance; }",
    ],
)
def test_parses_merge_action_forms(text):
    assert isinstance(parse_action(text, Field.MERGE_ACTION), Action)


@pytest.mark.parametrize(
    "text",
    [
        "static_cast<::mlir::example::Version>(uint32_t(0))",
        "static_cast<::mlir::example::Version>(~uint32_t(0))",
        "::std::nullopt",
        "std::nullopt",
        "{}",
        "None",
        "set()",
        "[]",
        "std::numeric_limits<uint32_t>::max()",
        "Version.V_1",
    ],
)
def test_parses_initializer_forms(text):
    assert parse_action(text, Field.INITIALIZER).expr is not None


def test_parses_types():
    ret = parse_type(EXT_RET_TYPE)
    assert str(ret) == "::llvm::SmallVector<::llvm::ArrayRef<::mlir::spirv::Extension>, 1>"
    assert str(parse_type("list[list[Extension]]")) == "list<list<Extension>>"
    assert str(parse_type("std::optional<::mlir::spirv::Version>")) == "std::optional<::mlir::spirv::Version>"


# ---------------------------------------------------------------------------- the direct parse


def _with_spans(node):
    """The AST as nested tuples of every field, the spans (left out of equality) too."""
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        fields = dataclasses.fields(node)
        return (type(node).__name__,) + tuple((f.name, _with_spans(getattr(node, f.name))) for f in fields)
    if isinstance(node, (list, tuple)):
        return (type(node).__name__,) + tuple(_with_spans(x) for x in node)
    return (type(node).__name__, repr(node))


_START = {Field.MERGE_ACTION: "program", Field.INSTANCE_PREPARATION: "program", Field.QUERY_FN_RET_TYPE: "type_expr"}


def _both_ways(text: str, fld: Field):
    """The direct parse's AST and the tree path's, with their spans (issue 25, item 5)."""
    start = _START.get(fld, "expression")
    direct = merge_parse._direct_parse(text, start)
    return _with_spans(direct), _with_spans(merge_parse._tree_parse(text, fld, None, start))


_SPAN_CASES = [
    ("$overall = ($overall | ($instance))", Field.MERGE_ACTION),
    ("x = (((a)))[0] ; $overall = -x.y(1, 2,)", Field.MERGE_ACTION),
    ("if (!$overall) {} else { $overall = ~($instance); } ;;", Field.MERGE_ACTION),
    ("$overall = $overall if $overall is not None else [$instance, (1)]", Field.MERGE_ACTION),
    ("", Field.MERGE_ACTION),
    ("  /* c */ static constexpr int n[] = {1, 2}; const Foo<Bar, 3> f(n);  // end", Field.INSTANCE_PREPARATION),
    ("\n\n  std::numeric_limits<uint32_t>::max()\n", Field.INITIALIZER),
    ("list[tuple[int, str],]", Field.QUERY_FN_RET_TYPE),
    ("::a::b<c<d>, 1>", Field.QUERY_FN_RET_TYPE),
    (EXT_PREPARATION, Field.INSTANCE_PREPARATION),
    (SPIRV_MIN_MERGE, Field.MERGE_ACTION),
    (RFC_MIN_MERGE, Field.MERGE_ACTION),
]


@pytest.mark.parametrize(("text", "fld"), _SPAN_CASES)
def test_direct_parse_gives_the_tree_paths_ast_and_spans(text, fld):
    direct, tree = _both_ways(text, fld)
    assert direct == tree


def test_parse_builds_no_lark_tree_for_a_valid_string(monkeypatch):
    """A valid string's AST is built as the LALR parse reduces (no Lark tree, no
    propagate_positions): SPIR-V's 260 strings took 0.2 s of every cold odsgen gen."""
    import lark

    def no_tree(*args, **kwargs):
        raise AssertionError("a Lark tree was built")

    monkeypatch.setattr(lark.Tree, "__init__", no_tree)
    text = EXT_PREPARATION.replace("SPV_A", "SPV_B")  # (not in parse_action's cache)
    action = parse_action(text, Field.INSTANCE_PREPARATION)
    assert [type(s).__name__ for s in action.stmts] == ["Decl", "Decl"]


def test_direct_parse_leaves_errors_to_the_tree_path():
    # A syntax error and a nesting too deep are reported as before.
    assert "unexpected end" in _diag("$overall = (", Field.MERGE_ACTION)[0].message
    deep = "$overall = " + "(" * 5 + "-" * 205 + "1" + ")" * 5
    assert "nests too deeply" in _diag(deep, Field.MERGE_ACTION)[0].message
    with pytest.raises(merge_parse._Fallback):
        merge_parse._direct_parse(deep, "program")


_FUZZ_PIECES = [
    "$overall", "$instance", "a", "::b", "f", "(", ")", "{", "}", "[", "]", ",", ";", "=", "|", "*", "-", "~",
    "!", "1", ".x", "if", "else", "is", "not", "None", "<int>", "T<", ">", "?", ":", "\n", "/*c*/", "static",
]  # fmt: skip


@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from(_FUZZ_PIECES), max_size=16),
    st.sampled_from([Field.MERGE_ACTION, Field.INITIALIZER, Field.QUERY_FN_RET_TYPE]),
)
def test_direct_parse_agrees_with_the_tree_path_on_arbitrary_input(pieces, fld):
    _agrees_with_the_tree_path(" ".join(pieces), fld)


_LEXER_PIECES = [
    "$overall", "x", "=", ";", "(", ")", "{", "}", "[", "]", "[ 2\n]", ",", "<", ">", "<=", "::", "T<", "0x1Fu", "07L",
    "static", "const", "constexpr", "if", "else", "is", "not", "and", "or", "true", "False", "nullptr", "ifx",
    "/* a\n b */", "// line\n", "# py\n", "\n", "\t", "  ", "\r\n", "|=", "&&", "||", "é", "@",
]  # fmt: skip


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_LEXER_PIECES), max_size=14), st.sampled_from([Field.MERGE_ACTION, Field.INITIALIZER]))
def test_direct_parse_lexes_as_lark_does(pieces, fld):
    """Keywords, comments, line breaks inside tokens and between them: the direct parse's
    lexer (_Lexer) gives the tokens and positions Lark's does (issue 25, item 5)."""
    _agrees_with_the_tree_path("".join(pieces), fld)


def _agrees_with_the_tree_path(text: str, fld: Field) -> None:
    """The direct parse gives the tree path's AST and spans, or leaves the error to it."""
    start = _START.get(fld, "expression")
    try:
        tree = _with_spans(merge_parse._tree_parse(text, fld, None, start))
    except OdsgenError:
        with pytest.raises(merge_parse._Fallback):
            merge_parse._direct_parse(text, start)
        return
    assert _with_spans(merge_parse._direct_parse(text, start)) == tree


@pytest.fixture
def fresh_automaton(monkeypatch):
    """The direct parse with an automaton that has seen nothing yet."""
    monkeypatch.setattr(merge_parse, "_AUTOMATON", [])
    return merge_parse._automaton


def test_direct_parse_replays_the_steps_of_a_shape_it_has_seen(fresh_automaton):
    """Strings of one shape (SPIR-V's per-case preparations, other members, more or fewer
    of them) take the steps remembered from the first: same ASTs and spans as the tree
    path, and no stack the automaton had not met (issue 25, item 5)."""
    members = ["SPV_A", "SPV_LONGER_NAME", "X", "SPV_KHR_16bit_storage"]

    def preparation(count: int) -> str:
        listed = ",\n  ".join(f"::mlir::spirv::Extension::{m}" for m in members[:count])
        return (
            f"static const ::mlir::spirv::Extension exts[] = {{{listed}}};"
            " ArrayRef<::mlir::spirv::Extension> ref(exts, std::size(exts));"
        )

    for count in (1, 2, 3, 4, 2, 1):
        direct, tree = _both_ways(preparation(count), Field.INSTANCE_PREPARATION)
        assert direct == tree, preparation(count)
        if count == 2:
            seen = len(fresh_automaton().nodes)  # (one member, then more: a list's two shapes)
    assert len(fresh_automaton().nodes) == seen


def test_direct_parse_starts_a_new_automaton_when_full(fresh_automaton, monkeypatch):
    monkeypatch.setattr(merge_parse, "_MAX_KEPT", 20)
    texts = [(text, fld) for text, fld in _SPAN_CASES if fld is not Field.QUERY_FN_RET_TYPE]
    renewed = 0
    for text, fld in texts + texts:
        before = merge_parse._AUTOMATON[0] if merge_parse._AUTOMATON else None
        full = before is not None and before.kept > 20
        direct, tree = _both_ways(text, fld)
        assert direct == tree, text
        assert (merge_parse._AUTOMATON[0] is not before) == (full or before is None)
        renewed += full
    assert renewed > 5


def test_direct_parse_leaves_a_deep_stack_to_the_tree_path(fresh_automaton, monkeypatch):
    """A stack deeper than the automaton keeps is the tree path's, nested too deeply or not."""
    nested = "$overall = " + "(" * 60 + "1" + ")" * 60
    direct, tree = _both_ways(nested, Field.MERGE_ACTION)
    assert direct == tree
    monkeypatch.setattr(merge_parse, "_AUTOMATON", [])
    monkeypatch.setattr(merge_parse, "_MAX_STACK", 50)
    with pytest.raises(merge_parse._Fallback):
        merge_parse._direct_parse(nested, "program")
    assert _with_spans(parse_action.__wrapped__(nested, Field.MERGE_ACTION).stmts) == tree
    assert max(map(len, fresh_automaton().nodes)) <= 50


# ---------------------------------------------------------------------------- classification


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        ("", None),
        ("  ", None),
        (SPIRV_MIN_MERGE, Shape.AT_LEAST),
        (SPIRV_MAX_MERGE, Shape.AT_MOST),
        (RFC_MIN_MERGE, Shape.AT_LEAST),
        (RFC_MAX_MERGE, Shape.AT_MOST),
        ("$overall = max($overall, $instance)", Shape.AT_LEAST),
        ("$overall = max($instance, $overall)", Shape.AT_LEAST),
        ("$overall = min($overall, $instance)", Shape.AT_MOST),
        ("$overall = $instance if $overall is None else max($overall, $instance)", Shape.AT_LEAST),
        ("$overall = max($overall, $instance) if $overall is not None else $instance", Shape.AT_LEAST),
        ("if (!$overall) { $overall = $instance; } else { $overall = std::min(*$overall, $instance); }",
         Shape.AT_MOST),
        ("$overall.emplace_back($instance)", Shape.ALL_OF_ANY_OF),
        ("$overall.append($instance)", Shape.ALL_OF_ANY_OF),
        ("$overall.add($instance)", Shape.ALL_OF_ANY_OF),
        ("$overall.extend($instance)", Shape.ALL_OF_ANY_OF),
        ("$overall = $overall | $instance", Shape.ALL_OF_ANY_OF),
        ("$overall = $instance | $overall", Shape.ALL_OF_ANY_OF),
        ("$overall |= $instance", Shape.ALL_OF_ANY_OF),
        ("$overall = $overall.union($instance)", Shape.ALL_OF_ANY_OF),
        ("$overall = $overall + [$instance]", Shape.ALL_OF_ANY_OF),
        ("$overall = $overall & $instance", None),
        ("$overall = max($overall, $overall)", None),
        ("$overall = $instance", None),
        ("if ($overall) { $overall.append($instance); } else { $overall = $instance; }", None),
        ("$overall = max($overall, $instance); $overall = min($overall, $instance)", None),
    ],
)  # fmt: skip
def test_classify_merge(text, shape):
    action = parse_action(text, Field.MERGE_ACTION)
    assert classify_merge(action) is shape
    assert merges_nothing(action) is (not text.strip())


# ---------------------------------------------------------------------------- evaluation


def test_spirv_optional_min_version_merge():
    assert merge_text(SPIRV_MIN_MERGE, None, version(3)) == version(3)
    assert merge_text(SPIRV_MIN_MERGE, version(5), version(3)) == version(5)
    assert merge_text(SPIRV_MIN_MERGE, version(1), version(3)) == version(3)
    assert merge_text(SPIRV_MAX_MERGE, version(5), version(3)) == version(3)


def test_enum_attribute_composition_dereferences_the_instance():
    # For enum attributes mlir-tblgen substitutes `*tblgen_instance` for $instance.
    derefed = SPIRV_MIN_MERGE.replace("$instance", "*$instance")
    for a in [None, *map(version, range(7))]:
        for b in map(version, range(7)):
            assert merge_text(derefed, a, b) == merge_text(SPIRV_MIN_MERGE, a, b)


def test_rfc_version_dimensions():
    ev = ActionInterpreter([RFC_VERSION])
    min_init = parse_action("static_cast<::mlir::example::Version>(uint32_t(0))", "initializer")
    max_init = parse_action("static_cast<::mlir::example::Version>(~uint32_t(0))", "initializer")
    assert ev.initializer(min_init) == EnumValue("Version", 0, "V_1")
    # ~uint32_t(0) is no case: the top of the order.
    assert ev.initializer(max_init) == EnumValue("Version", 0xFFFFFFFF, None)
    v2, v3 = EnumValue("Version", 1, "V_2"), EnumValue("Version", 2, "V_3")
    min_merge = parse_action(RFC_MIN_MERGE, "mergeAction")
    max_merge = parse_action(RFC_MAX_MERGE, "mergeAction")
    assert ev.fold(min_merge, min_init, [v2, v3, v2]) == v3
    # static_cast<int> does not wrap (C++ would make ~0 into -1 and break MaxVersion).
    assert ev.fold(max_merge, max_init, [v3, v2]) == v2
    assert ev.fold(max_merge, max_init, []) == EnumValue("Version", 0xFFFFFFFF, None)


def test_spirv_extension_instance_and_contribution():
    spec = parse_availability_spec(
        merge_action="$overall.emplace_back($instance)",
        initializer="{}",
        instance_preparation=EXT_PREPARATION,
        instance="ref",
        query_fn_ret_type=EXT_RET_TYPE,
    )
    ev = ActionInterpreter([VERSION, EXTENSION])
    assert ev.instance(spec.instance, spec.instance_preparation) == Seq((ext("SPV_A"), ext("SPV_C")))
    assert ev.initializer(spec.initializer) == Seq()
    prov = Provenance(ProvenanceKind.OP, "spirv.Foo", Loc("ops.td", 3, 1))
    requirement = ev.requirement_of(spec, [prov])
    assert requirement == AllOfAnyOf((AnyOf((Case("SPV_A", 0), Case("SPV_C", 2)), (prov,)),))


def test_empty_merge_action_contributes_nothing():
    # Upstream's Extension<[]>: mergeAction and preparation are "", instance is "ref".
    spec = parse_availability_spec(merge_action="", initializer="{}", instance="ref", query_fn_ret_type=EXT_RET_TYPE)
    ev = ActionInterpreter([EXTENSION])
    assert spec.merges_nothing and spec.shape is None
    assert ev.contribution(spec) is None
    assert ev.requirement_of(spec) is None


def test_min_version_requirement_from_spec():
    spec = parse_availability_spec(
        merge_action=SPIRV_MIN_MERGE,
        initializer="::std::nullopt",
        instance="::mlir::spirv::Version::V_1_3",
        query_fn_ret_type="std::optional<::mlir::spirv::Version>",
    )
    assert ActionInterpreter([VERSION]).requirement_of(spec) == AtLeast(Case("V_1_3", 3))


def test_python_flavoured_dimensions():
    ev = ActionInterpreter([VERSION, EXTENSION])
    py_max = parse_action("$overall = $instance if $overall is None else max($overall, $instance)", "mergeAction")
    init = parse_action("None", "initializer")
    assert ev.fold(py_max, init, [version(2), version(4), version(1)]) == version(4)
    # Python enum spelling.
    assert ev.instance(parse_action("Version.V_1_5", "instance")) == version(5)
    union = parse_action("$overall = $overall | $instance", "mergeAction")
    got = ev.fold(
        union, parse_action("set()", "initializer"), [SetValue((ext("SPV_A"),)), Seq((ext("SPV_B"), ext("SPV_A")))]
    )
    assert got == SetValue((ext("SPV_A"), ext("SPV_B")))
    req = ev.to_requirement(Shape.ALL_OF_ANY_OF, got)
    assert req.to_json() == [["SPV_A"], ["SPV_B"]]
    groups = parse_action("$overall.append($instance)", "mergeAction")
    got = ev.fold(groups, parse_action("[]", "initializer"), [Seq((ext("SPV_A"), ext("SPV_B"))), Seq((ext("SPV_C"),))])
    assert ev.to_requirement(Shape.ALL_OF_ANY_OF, got).to_json() == [["SPV_A", "SPV_B"], ["SPV_C"]]


def test_python_result_types_give_braces_their_meaning():
    as_list = ActionInterpreter([VERSION], parse_type("list[list[Version]]"))
    assert as_list.initializer(parse_action("{}", "initializer")) == Seq()
    as_optional = ActionInterpreter([VERSION], parse_type("Optional[Version]"))
    assert as_optional.initializer(parse_action("{}", "initializer")) is None
    as_enum = ActionInterpreter([VERSION], parse_type("::mlir::spirv::Version"))
    assert as_enum.initializer(parse_action("{}", "initializer")) == version(0)


def test_bit_enum_values_require_each_bit():
    ev = ActionInterpreter([MEMORY])
    mask = ev.instance(
        parse_action("::mlir::spirv::MemoryAccess::Volatile | ::mlir::spirv::MemoryAccess::Nontemporal", "instance")
    )
    assert mask == EnumValue("MemoryAccess", 5, None)
    req = ev.to_requirement(Shape.ALL_OF_ANY_OF, mask)
    assert req.to_json() == [["Volatile"], ["Nontemporal"]]


def test_numeric_limits_and_fixed_width_integers():
    ev = ActionInterpreter([VERSION])
    assert ev.initializer(parse_action("std::numeric_limits<uint32_t>::max()", "initializer")) == FixedInt(
        2**32 - 1, 32
    )
    assert ev.initializer(parse_action("~uint8_t(1)", "initializer")) == FixedInt(254, 8)
    assert ev.initializer(parse_action("static_cast<::mlir::spirv::Version>(2u)", "initializer")) == version(2)


def test_versions_compare_by_value_not_symbol():
    odd = EnumInfo("Version", (Case("V_9", 9), Case("V_10", 10)), SPV)
    ev = ActionInterpreter([odd])
    got = ev.merge(
        parse_action("$overall = max($overall, $instance)", "mergeAction"),
        EnumValue("Version", 9, "V_9"),
        EnumValue("Version", 10, "V_10"),
    )
    assert got.symbol == "V_10"


# ---------------------------------------------------------------------------- diagnostics


def _diag(text: str, fld: Field | str, origin: Loc | None = Loc("dialect.td", 12, 18)):
    with pytest.raises(OdsgenError) as info:
        parse_action(text, fld, origin)
    return info.value.diagnostics


@pytest.mark.parametrize(
    ("text", "fld", "where", "message"),
    [
        # unknown placeholder: column of the `$` inside the string, offset by 18 - 1
        ("$overall = max($overall, $instnce)", "mergeAction", "dialect.td:12:43",
         "unknown placeholder '$instnce' in mergeAction (expected $overall, $instance or $final)"),
        ("static_cast<Version>($overall)", "initializer", "dialect.td:12:39",
         "unsubstituted placeholder '$overall' in initializer (only mergeAction has $overall and $instance)"),
        ("static const E a[] = {$instance};", "instancePreparation", "dialect.td:12:40",
         "unsubstituted placeholder '$instance' in instancePreparation (only mergeAction has $overall and $instance)"),
        ("$overall = = 3", "mergeAction", "dialect.td:12:29", "unexpected '=' in mergeAction; expected an expression"),
        ("$overall = max($overall, $instance) $overall = 1", "mergeAction", "dialect.td:12:54",
         "expected ';' before '$overall' in mergeAction: statements are separated by ';'"),
        ("$overall = @", "mergeAction", "dialect.td:12:29", "unexpected character '@' in mergeAction"),
        ("$overall = $ x", "mergeAction", "dialect.td:12:29",
         "'$' must start a placeholder such as '$overall' in mergeAction"),
        ("", "initializer", "dialect.td:12:18", "initializer is empty; expected an expression"),
        ("static_cast<int, int>(0)", "instance", "dialect.td:12:18", "'static_cast' takes one type and one operand"),
        ("max($overall) = 3", "mergeAction", "dialect.td:12:18", "cannot assign to this expression"),
    ],
)  # fmt: skip
def test_parse_diagnostics(text, fld, where, message):
    (diag,) = _diag(text, fld)
    assert str(diag.loc) == where
    assert diag.message == message


def test_multiline_diagnostic_lines_are_offset_and_columns_absolute():
    text = "{\n  if ($overall) {\n    $overall = std::max(*$overall, $instanse);\n  }\n}"
    (diag,) = _diag(text, "mergeAction", Loc("d.td", 40, 25))
    # Line 3 of the string is line 42 of the file; the column is the string's own.
    assert str(diag.loc) == "d.td:42:36"


def test_unclosed_bracket_points_at_its_opener():
    (diag,) = _diag("$overall = std::max(*$overall,\n    $instance", "mergeAction", Loc("d.td", 5, 10))
    assert str(diag.loc) == "d.td:6:14"
    assert diag.message.startswith("unexpected end of mergeAction; expected ")
    (note,) = diag.notes
    assert (str(note.loc), note.message) == ("d.td:5:29", "to match this '('")


def test_diagnostics_without_origin_name_the_field():
    (diag,) = _diag("$overall = $bogus", "mergeAction", None)
    assert str(diag.loc) == "<mergeAction>:1:12"


def test_several_unknown_placeholders_are_all_reported():
    diags = _diag("$a = $b", "mergeAction")
    assert [str(d.loc) for d in diags] == ["dialect.td:12:18", "dialect.td:12:23"]


def test_check_action_returns_diagnostics_without_raising():
    assert check_action("$overall = max($overall, $instance)", Field.MERGE_ACTION) == []
    (diag,) = check_action("$overall = (", Field.MERGE_ACTION, Loc("x.td", 1, 1))
    assert str(diag.loc) == "x.td:1:13"


def test_spec_collects_errors_of_every_field():
    with pytest.raises(OdsgenError) as info:
        parse_availability_spec(
            merge_action="$overall = $nope",
            initializer="{",
            instance="ref",
            locs={"mergeAction": Loc("a.td", 3, 20), "initializer": Loc("a.td", 4, 22)},
        )
    assert [str(d.loc) for d in info.value.diagnostics] == ["a.td:3:31", "a.td:4:23"]


def test_rendered_diagnostic_has_a_caret_under_the_token():
    td = 'def X : MinVersion<V_1> {\n  let mergeAction = "$overall = max($overall, $instnce)";\n}\n'
    sources = SourceManager()
    sources.add("x.td", td)
    start = Loc("x.td", 2, td.splitlines()[1].index('"') + 2)
    (diag,) = _diag("$overall = max($overall, $instnce)", "mergeAction", start)
    rendered = render(diag, sources).splitlines()
    assert rendered[0].startswith("x.td:2:47: error: unknown placeholder '$instnce'")
    assert rendered[2].index("^") == rendered[1].index("$instnce")


def _eval_error(fn):
    with pytest.raises(OdsgenError) as info:
        fn()
    (diag,) = info.value.diagnostics
    return str(diag.loc), diag.message


def test_evaluation_errors_are_located():
    ev = ActionInterpreter([VERSION])
    loc = Loc("e.td", 7, 11)
    deref = parse_action(
        "$overall = static_cast<::mlir::spirv::Version>(std::max(*$overall, $instance))", "mergeAction", loc
    )
    assert _eval_error(lambda: ev.merge(deref, None, version(1))) == (
        "e.td:7:67",
        "dereference of an empty optional (std::nullopt)",
    )
    bad_case = parse_action("::mlir::spirv::Version::V_9_9", "instance", loc)
    assert _eval_error(lambda: ev.instance(bad_case)) == ("e.td:7:11", "'V_9_9' is not a case of enum 'Version'")
    unknown = parse_action("ref", "instance", loc)
    assert _eval_error(lambda: ev.instance(unknown)) == ("e.td:7:11", "unknown name 'ref'")
    bad_type = parse_action("static_cast<Foo>(1)", "instance", loc)
    assert _eval_error(lambda: ev.instance(bad_type)) == ("e.td:7:23", "unknown type 'Foo'")
    bad_fn = parse_action("$overall = frobnicate($instance)", "mergeAction", loc)
    assert _eval_error(lambda: ev.merge(bad_fn, None, version(1))) == ("e.td:7:22", "unknown function 'frobnicate'")
    mixed = parse_action("$overall = max($overall, $instance)", "mergeAction", loc)
    assert _eval_error(lambda: ev.merge(mixed, 3, version(1)))[1] == "cannot order 3 and Version::V_1_1"


def test_shapeless_merges_have_no_algebra_form():
    ev = ActionInterpreter([EXTENSION])
    with pytest.raises(OdsgenError, match="no shape the requirement algebra describes"):
        ev.to_requirement(None, Seq())


# A fuzz check of the promise "a diagnostic, never a traceback".
_PIECES = [
    "$overall", "$instance", "$final", "$x", "max", "std::max", "static_cast<int>", "(", ")", "{", "}",
    "[", "]", ",", ";", "=", "|", "|=", "*", "~", "!", "if", "else", "None", "is", "not", "0", "uint32_t",
    "::mlir::spirv::Version::V_1_2", ".emplace_back", ".union", "?", ":", "<", ">", "ref", "exts[]",
    "static const", "ArrayRef<int>", "std::size", "\n", " ",
]  # fmt: skip


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), max_size=14), st.sampled_from(list(Field)[:4]))
def test_arbitrary_input_gives_diagnostics_not_tracebacks(pieces, fld):
    text = " ".join(pieces)
    try:
        action = parse_action(text, fld, Loc("f.td", 1, 1))
    except OdsgenError as exc:
        assert exc.diagnostics and all(d.loc is not None for d in exc.diagnostics)
        return
    ev = ActionInterpreter([VERSION])
    try:
        if fld is Field.MERGE_ACTION:
            ev.merge(action, version(1), version(2))
        elif fld is Field.INSTANCE_PREPARATION:
            ev.instance(parse_action("0", "instance"), action)
        elif fld is Field.INITIALIZER:
            ev.initializer(action)
        else:
            ev.instance(action)
    except OdsgenError as exc:
        assert exc.diagnostics[0].loc is not None


# ---------------------------------------------------------------------------- upstream oracle

LLVM_INCLUDE = Path(os.environ.get("ODSGEN_LLVM_INCLUDE", "/usr/lib/llvm-22/include"))


def _llvm_tblgen() -> str | None:
    for candidate in ("/usr/lib/llvm-22/bin/llvm-tblgen", shutil.which("llvm-tblgen-22")):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


def _require_llvm() -> str:
    tool = _llvm_tblgen()
    if LLVM_INCLUDE.is_dir() and tool is not None:
        return tool
    reason = f"LLVM/MLIR 22 is not installed (need {LLVM_INCLUDE} and llvm-tblgen)"
    if os.environ.get("CI") == "true":
        pytest.fail(reason + "; CI=true requires it")
    pytest.skip(reason)


@functools.cache
def _upstream_roots() -> tuple[Path, ...]:
    """The root .td files of every directory whose .td files define availability merge strings."""
    dirs = sorted(
        {
            path.parent
            for path in (LLVM_INCLUDE / "mlir").rglob("*.td")
            if "mergeAction" in path.read_text(errors="replace")
        }
    )
    roots = []
    for directory in dirs:
        files = sorted(directory.glob("*.td"))
        texts = "\n".join(path.read_text(errors="replace") for path in files)
        roots.extend(path for path in files if not re.search(rf'include\s+"[^"]*/{re.escape(path.name)}"', texts))
    return tuple(roots)


@functools.cache
def _upstream_records(root: Path) -> dict:
    out = subprocess.run(
        [_llvm_tblgen(), "--dump-json", "-I", str(LLVM_INCLUDE), str(root)],
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)


def _enums(records: dict) -> list[EnumInfo]:
    enums = []
    for name in records["!instanceof"].get("EnumAttrInfo", []):
        rec = records[name]
        cases = tuple(Case(records[ref["def"]]["symbol"], records[ref["def"]]["value"]) for ref in rec["enumerants"])
        is_bit = any("BitEnum" in cls for cls in rec["!superclasses"])
        enums.append(EnumInfo(rec["className"], cases, rec["cppNamespace"], is_bit))
    return enums


@functools.cache
def _upstream_specs() -> tuple[tuple[str, str, tuple[EnumInfo, ...], dict], ...]:
    """(root, direct class, enums, fields) for every distinct Availability def upstream."""
    seen = set()
    found = []
    for root in _upstream_roots():
        records = _upstream_records(root)
        enums = tuple(_enums(records))
        for name in records["!instanceof"].get("Availability", []):
            rec = records[name]
            fields = {
                key: rec[key]
                for key in ("mergeAction", "initializer", "instancePreparation", "instance", "queryFnRetType")
            }
            key = (root.name, tuple(fields.items()))
            if key in seen:
                continue
            seen.add(key)
            found.append((root.name, rec["!superclasses"][-1], enums, fields))
    return tuple(found)


def _spec(fields: dict):
    return parse_availability_spec(
        merge_action=fields["mergeAction"],
        initializer=fields["initializer"],
        instance_preparation=fields["instancePreparation"],
        instance=fields["instance"],
        query_fn_ret_type=fields["queryFnRetType"],
    )


# What each upstream dimension class means; a new class upstream must be added here.
_EXPECTED_SHAPE = {
    "MinVersion": Shape.AT_LEAST,
    "MaxVersion": Shape.AT_MOST,
    "Extension": Shape.ALL_OF_ANY_OF,
    "Capability": Shape.ALL_OF_ANY_OF,
    "Profile": Shape.ALL_OF_ANY_OF,
}


@pytest.mark.oracle
def test_upstream_tree_has_spirv_and_tosa_dimensions():
    _require_llvm()
    names = {root.name for root in _upstream_roots()}
    assert {"SPIRVOps.td", "TosaOps.td"} <= names
    roots_with_specs = {root for root, *_ in _upstream_specs()}
    assert {"SPIRVOps.td", "TosaOps.td"} <= roots_with_specs


@pytest.mark.oracle
def test_every_upstream_string_parses():
    _require_llvm()
    count = 0
    for _root, _cls, _enums_, fields in _upstream_specs():
        _spec(fields)
        count += 1
    assert count > 50


@pytest.mark.oracle
def test_every_upstream_string_parses_the_same_both_ways():
    """The direct parse gives every upstream string the tree path's AST, spans included."""
    _require_llvm()
    fields = {
        "mergeAction": Field.MERGE_ACTION,
        "initializer": Field.INITIALIZER,
        "instancePreparation": Field.INSTANCE_PREPARATION,
        "instance": Field.INSTANCE,
        "queryFnRetType": Field.QUERY_FN_RET_TYPE,
    }
    texts = {(spec[key], fld) for *_, spec in _upstream_specs() for key, fld in fields.items()}
    assert len(texts) > 250
    for text, fld in sorted(texts, key=lambda t: (t[0], t[1].value)):
        direct, tree = _both_ways(text, fld)
        assert direct == tree, text


@pytest.mark.oracle
def test_every_upstream_spec_evaluates_to_the_cases_it_names():
    _require_llvm()
    case_ref = re.compile(r"::(\w+)::(\w+)(?=[,}]|$)")
    for root, cls, enums, fields in _upstream_specs():
        where = f"{root} {cls} {fields}"
        spec = _spec(fields)
        expected = _EXPECTED_SHAPE.get(cls)
        assert expected is not None, f"unknown upstream availability class {cls}: {where}"
        if not fields["mergeAction"]:
            assert spec.merges_nothing, where
            assert ActionInterpreter(enums).requirement_of(spec) is None
            continue
        assert spec.shape is expected, where
        requirement = ActionInterpreter(enums).requirement_of(spec)
        # The regex reading of the strings is independent of the parser and interpreter.
        if expected is Shape.ALL_OF_ANY_OF:
            named = case_ref.findall(fields["instancePreparation"].split("};")[0].split("{", 1)[1])
            assert requirement.to_json() == [
                sorted({s for _, s in named}, key=lambda s: _value(enums, named[0][0], s))
            ], where
        else:
            (named,) = case_ref.findall(fields["instance"])
            assert requirement == expected.requirement(Case(named[1], _value(enums, named[0], named[1]))), where


def _value(enums, enum_name: str, symbol: str) -> int:
    for info in enums:
        if info.name == enum_name and info.case_named(symbol) is not None:
            return info.case_named(symbol).value
    raise AssertionError(f"{enum_name}::{symbol} is not a case upstream")


@pytest.mark.oracle
def test_upstream_merges_agree_with_the_algebra_and_initializers_are_identities():
    _require_llvm()
    checked = set()
    for root, _cls, enums, fields in _upstream_specs():
        spec = _spec(fields)
        shape = spec.shape
        key = (root, fields["mergeAction"], fields["initializer"], fields["queryFnRetType"])
        if spec.merges_nothing or key in checked:
            continue
        checked.add(key)
        ev = ActionInterpreter(enums, spec.result_type)
        identity = ev.initializer(spec.initializer)
        if shape.ordered:
            enum_name = ev.instance(spec.instance).enum
            values = [EnumValue(enum_name, c.value, c.symbol) for e in enums if e.name == enum_name for c in e.cases]
            for a in values:
                assert ev.merge(spec.merge_action, identity, a) == a
                for b in values:
                    merged = ev.to_requirement(shape, ev.merge(spec.merge_action, a, b))
                    bound = shape.requirement
                    expected = bound(Case(a.symbol, a.value)).merge(bound(Case(b.symbol, b.value)))
                    assert merged == expected, (root, a, b)
        else:
            same = [
                _spec(f)
                for r, _c, _e, f in _upstream_specs()
                if r == root and f["mergeAction"] and f["queryFnRetType"] == fields["queryFnRetType"]
            ][:6]
            instances = [ev.instance(s.instance, s.instance_preparation) for s in same]
            assert ev.merge(spec.merge_action, identity, instances[0]) == Seq((instances[0],))
            folded = ev.to_requirement(shape, ev.fold(spec.merge_action, spec.initializer, instances))
            one_by_one = AllOfAnyOf()
            for s in same:
                one_by_one = one_by_one.merge(ev.requirement_of(s))
            assert folded == one_by_one
    assert len(checked) >= 4
