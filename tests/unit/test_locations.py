"""Locations travel as ``Loc`` objects (issue 36, item 2): a ``Loc`` has its ``SourceFile``,
which a report shows the line from; a place a user gives is read once, at the edge
(``parse_at``); and no code of the checks, the commands or the API takes a location apart
from text again (scripts/count_loc_parses.py)."""

from __future__ import annotations

import importlib.util
import pickle
from pathlib import Path

import pytest

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity, render
from odsgen.source import Loc, SourceFile, SourceManager

REPO = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("count_loc_parses", REPO / "scripts" / "count_loc_parses.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_loc_has_its_source_file_which_a_report_shows_the_line_from():
    sf = SourceFile("m.mlir", "first\n  %0 = bad\n")
    loc = sf.loc_of_offset(sf.text.index("bad"))
    assert (loc.file, loc.line, loc.col) == ("m.mlir", 2, 8) and loc.source is sf
    d = Diagnostic(loc, Severity.ERROR, "no")
    # no source manager, or one that has another text under the name: the line of the Loc's own file
    other = SourceManager()
    other.add("m.mlir", "something else\nentirely\n")
    for sources in (None, other):
        assert render(d, sources) == "m.mlir:2:8: error: no\n    %0 = bad\n         ^"
    # a Loc made without its file still looks it up by name
    assert render(Diagnostic(Loc("m.mlir", 1, 1), Severity.ERROR, "x"), other).splitlines()[1] == "  something else"


def test_a_locs_source_is_no_part_of_its_identity_and_does_not_travel():
    sf = SourceFile("m.mlir", "x" * 100_000)
    loc = sf.loc_of_offset(5)
    bare = Loc("m.mlir", 1, 6)
    assert loc == bare and hash(loc) == hash(bare) and {loc: 1}[bare] == 1
    assert repr(loc) == repr(bare)
    data = pickle.dumps(loc)
    assert len(data) < 200  # (a sweep worker's records do not carry the module's text back)
    back = pickle.loads(data)
    assert back == loc and back.source is None and type(back) is Loc
    labelled = Loc("net.onnx", 3, 1, "node #2 'c' (Conv)", sf)
    assert pickle.loads(pickle.dumps(labelled)).label == labelled.label


def test_parse_at_reads_each_form_of_a_users_place():
    from odsgen.checking.explain import At, parse_at

    assert parse_at("12:3") == At("12:3", 12, 3)
    assert parse_at("12") == At("12", 12, None)
    assert parse_at("op #7") == At("op #7", index=7)
    assert parse_at("op #7 'tosa.conv2d' in @main").index == 7  # (a whole label a report printed)
    assert parse_at(" node #3 ") == At(" node #3 ", label="node #3")
    with pytest.raises(OdsgenError, match="expected LINE or LINE:COL"):
        parse_at("12:x")


def test_no_location_string_is_split_or_read_again():
    """The figure of issue 36 ("location strings split or re-parsed: 12, goal 0"), by
    scripts/count_loc_parses.py: none; the readers of a user's text are the two at the edge,
    and the shape scan's reads of MLIR's location syntax in a module's text stay 3."""
    got = _script().count(REPO)
    assert got["reparse"] == [], got["reparse"]
    assert [(f, what) for f, _, what in got["edge"]] == [
        ("odsgen/checking/explain.py", ".partition(':')"),
        ("odsgen/checking/reports/records.py", "Loc.parse"),
    ]
    assert len(got["mlir"]) == 3, got["mlir"]


def test_the_count_sees_what_it_counts(tmp_path):
    """Each form the script counts is counted (it is not vacuous), and its look-alikes are not."""
    script = _script()
    code = """
def f(text, loc):
    a = Loc.parse(text)
    b = text.rpartition(":")
    c = text.split(":word ")
    d = with_labels(doc)
    e = parse_location(text)
    ok = (text.split("::"), text.rsplit(" : ", 1), text.partition(": "), text.split(","))
"""
    import ast

    got = [(category, what) for _, category, what in script.places(ast.parse(code), "x.py")]
    assert got == [
        ("reparse", "Loc.parse"),
        ("reparse", ".rpartition(':')"),
        ("reparse", ".split(':word ')"),
        ("reparse", "with_labels"),
        ("mlir", "parse_location"),
    ]
