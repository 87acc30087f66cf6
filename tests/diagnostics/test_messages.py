"""Messages and reports read as a person expects (issue 15): provenance at the
argument's own line, one spelling of paths, explain's verdicts, versions spelled as
the target does, diff's extensions and capabilities."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from odsgen.cli import main

ROOT = Path(__file__).resolve().parents[2]
DATAFLOW = ROOT / "examples" / "dataflow" / "dataflow.td"


def _line_col_of(path: Path, pattern: str) -> tuple[int, int]:
    """1-based line and column of the first match of pattern (its group 1) in path."""
    text = path.read_text()
    m = re.search(pattern, text, re.S)
    assert m, pattern
    start = m.start(1)
    line = text.count("\n", 0, start) + 1
    return line, start - (text.rfind("\n", 0, start) + 1) + 1


def _explain_json(capsys, *args) -> dict:
    assert main(["explain", "--no-cache", *args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_provenance_points_at_each_arguments_own_line(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    doc = _explain_json(capsys, "--spec", "examples/dataflow/dataflow.td", "df.tensor.store")
    locs = {}
    for cond in doc["conditional"]:
        for req in cond["requirements"].values():
            for p in req["provenance"]:
                locs.setdefault(p["name"].split("::")[1], set()).add(p["loc"])
    op = r"def DF_TensorStoreOp\b.*?"
    for name, pattern in {
        "value": op + r"\(ins\s+(DF_Element:\$value)",
        "target": op + r"(DF_RankedTensor:\$target)",
        "mask": op + r"(Optional<TypeAvailableAt<I1[^\n]*:\$mask)",
        "result": op + r"\(outs (DF_RankedTensor:\$result)",
    }.items():
        line, col = _line_col_of(DATAFLOW, pattern)
        assert locs[name] == {f"examples/dataflow/dataflow.td:{line}:{col}"}, name


def test_provenance_of_a_dag_not_written_as_a_literal_stays_at_the_field(tmp_path):
    from odsgen.model.annotations import dag_arg_locs
    from odsgen.source import Loc, SourceManager

    sm = SourceManager()
    sm.add("a.td", "let arguments = (ins\n  I32:$a, // a, b\n  Foo<[1, 2]>:$b);\nlet x = !con(a, b);\n")
    assert dag_arg_locs(sm, Loc("a.td", 1, 17), ("a", "b")) == [Loc("a.td", 2, 3), Loc("a.td", 3, 3)]
    assert dag_arg_locs(sm, Loc("a.td", 1, 17), ("a", "c")) is None  # not the literal of these names
    assert dag_arg_locs(sm, Loc("a.td", 1, 17), ("a",)) is None  # not as many arguments
    assert dag_arg_locs(sm, Loc("a.td", 4, 9), ("a", "b")) is None  # !con(...)


def _dag_arg_offsets(text: str, i: int, names: tuple) -> list[int] | None:
    """dag_arg_locs read one character at a time (as it was until issue 25): the
    reference its scan from mark to mark must agree with."""
    args, depth, n, start = [], 0, len(text), None
    i += 1
    while i < n and (text[i].isalnum() or text[i] in "_:$"):
        i += 1
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c == '"':
            j = text.find('"', i + 1)
            while j > 0 and text[j - 1] == "\\":
                j = text.find('"', j + 1)
            i = n if j < 0 else j + 1
            continue
        if text.startswith("[{", i):
            j = text.find("}]", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            if depth == 0:
                if start is not None:
                    args.append((start, i))
                break
            depth -= 1
        elif c == "," and depth == 0:
            if start is None:
                return None
            args.append((start, i))
            start = None
            i += 1
            continue
        if start is None and not c.isspace():
            start = i
        i += 1
    else:
        return None
    if len(args) != len(names):
        return None
    for (a, b), name in zip(args, names):
        if isinstance(name, str) and name and not re.compile(r"\$" + re.escape(name) + r"\b").search(text, a, b):
            return None
    return [a for a, _ in args]


_DAG_PIECES = ["(", ")", "[", "]", "<", ">", "{", "}", ",", " ", "\n", "//c\n", "/*x*/", "/*", '"s"', '"a\\"b"', '"',
               "[{ c }]", "[{", "}]", "$a", "$ab", "$b", "$é", "X", "é", ":", "\t", "//"]  # fmt: skip


@settings(max_examples=examples(400), deadline=None)
@given(
    st.lists(st.sampled_from(_DAG_PIECES), max_size=14),
    st.sampled_from([("a", "b"), ("a",), (None, None), ("a", None, "b"), ("ab",), ("é",), ()]),
)
def test_dag_arg_locs_agrees_with_a_scan_of_every_character(pieces, names):
    """(issue 25, item 5: the scan jumps from bracket to comma to comment.)"""
    from odsgen.model.annotations import dag_arg_locs
    from odsgen.source import Loc, SourceManager

    text = "def x {\n  let a = (ins " + "".join(pieces) + "\n"
    sm = SourceManager()
    sf = sm.add("a.td", text)
    expected = _dag_arg_offsets(text, text.index("("), names)
    got = dag_arg_locs(sm, Loc("a.td", 2, 11), names)
    assert got == (None if expected is None else [sf.loc_of_offset(a) for a in expected])


@pytest.mark.parametrize("spelling", ["relative", "absolute", "overlay"])
def test_one_spelling_of_paths_in_a_run(capsys, monkeypatch, spelling):
    """The spec given as a relative or an absolute path, or included by an overlay's
    generated root (which names it absolutely): every location is spelled relative to
    the working directory."""
    monkeypatch.chdir(ROOT)
    spec = {"relative": "examples/dataflow/dataflow.td", "absolute": str(DATAFLOW)}.get(spelling)
    specs = ["--spec", spec] if spec else ["--spec", "examples/dataflow/dataflow.td", "--spec", str(DATAFLOW)]
    if spelling == "overlay":  # the same spec twice: its def is reported at the relative spelling
        assert main(["explain", "--no-cache", *specs, "df.tensor.store"]) == 2  # explain: 2 on bad input
        err = capsys.readouterr().err
        assert err.startswith("examples/dataflow/dataflow.td:"), err
        assert str(ROOT) not in err
        return
    doc = _explain_json(capsys, *specs, "df.tensor.store")
    text = json.dumps(doc)
    locs = re.findall(r'"loc": "([^"]*)"', text)
    assert locs and all(loc.startswith("examples/dataflow/dataflow.td:") for loc in locs), locs


GPU = ROOT / "examples" / "gpu" / "gpu.td"
DEFAULT = "DefaultValuedEnumAttr<GS_ScopeAttr, GS_Scope_{}>:$memory_scope"


@pytest.mark.parametrize("case,warns", [("Workgroup", False), ("QueueFamily", True)])
def test_default_valued_enum_attribute_whose_default_needs_more_warns(tmp_path, monkeypatch, capsys, case, warns):
    """Absent, a default-valued enum attribute counts nothing (docs/availability-semantics.md):
    a default case that needs more than the op is reported at the attribute, with the case."""
    text = GPU.read_text()
    assert DEFAULT.format("Workgroup") in text
    (tmp_path / "gpu.td").write_text(text.replace(DEFAULT.format("Workgroup"), DEFAULT.format(case)))
    monkeypatch.chdir(tmp_path)
    assert main(["gen", "--no-cache", "gpu.td", "-o", "out"]) == 0
    err = capsys.readouterr().err
    if not warns:
        assert "warning:" not in err
        return
    line, col = _line_col_of(tmp_path / "gpu.td", r"(DefaultValuedEnumAttr<GS_ScopeAttr, GS_Scope_QueueFamily>)")
    cline, ccol = _line_col_of(tmp_path / "gpu.td", r"def (GS_Scope_QueueFamily) :")
    lines = err.splitlines()
    assert lines[0] == (
        f"gpu.td:{line}:{col}: warning: attribute 'memory_scope' of op 'gs.control_barrier' defaults to "
        "Scope::QueueFamily, which needs more (Capability, MinVersion) than the op; an instance without the "
        "attribute does not count it"
    )
    assert lines[3] == f"gpu.td:{cline}:{ccol}: note: 'QueueFamily' requires it here"


def test_version_diff_names_the_extensions_and_capabilities_besides_the_version(capsys):
    assert main(["diff", str(GPU), "--from", "V_1_0", "--to", "v1.3", "--format", "json"]) == 0
    changes = {(c["kind"], c["subject"]): c for c in json.loads(capsys.readouterr().out)["changes"]}
    # QueueFamily: MinVersion<V_1_2> and a capability; the version flips, the capability stays required.
    assert changes[("enum-case", "Scope::QueueFamily")] == {
        "change": "added",
        "kind": "enum-case",
        "subject": "Scope::QueueFamily",
        "detail": "with Capability one of (VulkanMemoryModel, VulkanMemoryModelKHR)",
    }
    assert changes[("op", "gs.group_non_uniform_ballot")]["detail"] == "with Capability GroupNonUniformBallot"
    # A case that needs only a version has no such detail.
    assert changes[("enum-case", "MemoryAccess::Nontemporal")]["detail"] == ""
