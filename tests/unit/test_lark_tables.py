"""The LALR tables shipped beside the grammars (grammars/NAME.tables) are the ones Lark
builds from them (scripts/make_lark_tables.py), and a process without a usable cache
takes them instead of building its own (odsgen.cache.cached_lark)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from odsgen import cache
from odsgen.resources import grammar_path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "make_lark_tables.py"


def _grammars() -> dict:
    spec = importlib.util.spec_from_file_location("make_lark_tables", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.GRAMMARS


GRAMMARS = _grammars()


@pytest.mark.parametrize("grammar", sorted(GRAMMARS))
def test_the_shipped_tables_are_those_lark_builds_now(grammar):
    """What the script would write is what ships (run it after editing the grammar)."""
    shipped = cache.shipped_tables_path(grammar).read_bytes()
    assert (
        cache.shipped_tables_entry(grammar, GRAMMARS[grammar]()) == shipped
    ), f"grammars/{grammar} changed: run scripts/make_lark_tables.py"


@pytest.mark.parametrize("grammar", sorted(GRAMMARS))
def test_without_a_cache_the_parser_comes_from_the_shipped_tables(grammar, monkeypatch):
    import lark

    options = GRAMMARS[grammar]()
    text = grammar_path(grammar).read_text(encoding="utf-8")
    assert cache.shipped_tables(grammar, text, options) is not None
    built = lark.Lark(text, **options)

    def no_build(*args, **kwargs):
        raise AssertionError("Lark built the tables")

    monkeypatch.setattr(lark, "Lark", type("NoBuild", (lark.Lark,), {"__init__": no_build}))
    with cache.disabled():
        loaded = cache.cached_lark(grammar, **options)
    table, fresh = loaded.parser.parser._parse_table, built.parser.parser._parse_table
    assert len(table.states) == len(fresh.states)
    assert cache._canonical_table(loaded.parser.parser.serialize({})) == cache._canonical_table(
        built.parser.parser.serialize({})
    )


def test_shipped_tables_of_another_grammar_text_are_not_taken():
    grammar = "merge_action.lark"
    options = GRAMMARS[grammar]()
    text = grammar_path(grammar).read_text(encoding="utf-8")
    assert cache.shipped_tables(grammar, text + "\n// edited\n", options) is None
    assert cache.shipped_tables(grammar, text, {**options, "maybe_placeholders": False}) is None
