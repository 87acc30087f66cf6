"""The two-process parse (odsgen.records.evaluator._parse_parallel, issue 25 item 5): the
parent and its forked helper take files from one queue; the helper sends its statements as
parse-cache payloads. Whatever way the files split, the statements, the diagnostics and the
payloads cached are those of a parse in one process, and a helper that dies costs only time.
(Its speed is bench/bench_gen.py's to measure.)"""

from __future__ import annotations

import functools
import marshal
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from odsgen.records import evaluator as E
from odsgen.source import SourceFile
from odsgen.syntax.parser import parse_text
from odsgen.syntax.plain import encode_parsed

REPO = Path(__file__).resolve().parents[2]


def _text(part: str, n: int) -> str:
    return "".join(
        f'def {part}{i} {{ int v = {i}; string s = "{part} {i}"; list<int> l = [{i}, {i + 1}]; dag d = (op 1:$a); }}\n'
        for i in range(n)
    )


def _items() -> list[tuple[str, SourceFile, bool]]:
    """Files of uneven sizes, more text than the two-process threshold; one has a syntax
    error after some statements; one is not to be cached (no payload wanted)."""
    texts = {f"f{k}.td": _text(f"f{k}_", n) for k, n in enumerate((1500, 40, 700, 3, 300, 900, 60, 5))}
    texts["bad.td"] = _text("b", 50) + "def oops { int x = ; }\n" + _text("c", 10)
    assert sum(map(len, texts.values())) > E._PARALLEL_MIN_CHARS
    return [(t, SourceFile(name, t), name != "f2.td") for name, t in texts.items()]


def _comparable(result) -> tuple:
    ok, value, payload = result
    payload = None if payload is None else marshal.loads(payload)  # (marshal's bytes vary with refcounts)
    if ok:
        return (ok, repr(value), payload)
    diag, partial = value
    return (ok, str(diag.loc), diag.message, repr(partial), payload)


@functools.cache
def _serial_of_items() -> list[tuple]:
    """The one-process parse of ``_items()``, once per worker (each test makes its own
    ``_items()``, the same texts, and compares its results with these)."""
    return [_comparable(E._parse_one(parse_text, *item)) for item in _items()]


def _serial(items) -> list[tuple]:
    expected = _serial_of_items()
    assert [text for text, _, _ in items] == [text for text, _, _ in _items()]  # (the same files)
    return expected


@pytest.fixture
def two_jobs(monkeypatch):
    monkeypatch.setenv("ODSGEN_JOBS", "2")


def _slow_parent(parent: int, seconds: float):
    """parse_text, slowed in the parent only: the helper surely takes files from the queue."""

    def parse(text, src):
        if os.getpid() == parent:
            time.sleep(seconds)
        return parse_text(text, src)

    return parse


def _counting_helper(taken: Path):
    """The helper, writing into ``taken`` how many files it parsed."""
    helper = E._parse_helper

    def counting_helper(items, parse, fd, order):
        out = helper(items, parse, fd, order)
        taken.write_text(str(len(out)))
        return out

    return counting_helper


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the two-process parse forks")
def test_two_process_parse_gives_what_one_process_gives(two_jobs, monkeypatch, tmp_path):
    items = _items()
    taken = tmp_path / "taken"
    monkeypatch.setattr(E, "_parse_helper", _counting_helper(taken))
    results = E._parse_parallel(items, _slow_parent(os.getpid(), 0.05))
    assert 0 < int(taken.read_text()) < len(items)  # both processes parsed some files
    expected = _serial(items)
    assert [_comparable(r) for r in results] == expected
    for (ok, value, payload), (_, _, encode) in zip(results, items):
        if ok:  # the helper's payloads are what the parent would have cached
            assert (payload is None) == (not encode)
            assert payload is None or marshal.loads(payload) == marshal.loads(encode_parsed(value))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the two-process parse forks")
@pytest.mark.parametrize("after", [0, pytest.param(1, marks=pytest.mark.slow), 3])  # (the fast tier: first, last)
def test_two_process_parse_survives_a_helper_that_dies(two_jobs, monkeypatch, after):
    """The helper dies after taking ``after`` files from the queue (and parsing them):
    the parent parses what it took, as well as the rest."""

    def dying_helper(items, parse, fd, order):
        for _ in zip(range(after), E._take_tickets(fd, order)):
            pass
        os._exit(3)

    monkeypatch.setattr(E, "_parse_helper", dying_helper)
    items = _items()
    results = E._parse_parallel(items, _slow_parent(os.getpid(), 0.02))
    assert [_comparable(r) for r in results] == _serial(items)


@pytest.mark.slow  # (the whole suite runs it; the fast tier, issue 36 item 4, does not)
def test_records_of_two_processes_are_those_of_one_and_of_the_cache(tmp_path):
    """Through the command line: the records printed with the two-process parse (writing
    the parse cache), with one process and no cache, and from the parse cache, are the same."""
    sizes = (1300, 1000, 40)  # (just over the two-process threshold: each run parses and prints all)
    for k, n in enumerate(sizes):
        (tmp_path / f"p{k}.td").write_text(_text(f"p{k}_", n))
    assert sum(len(_text(f"p{k}_", n)) for k, n in enumerate(sizes)) > E._PARALLEL_MIN_CHARS
    root = tmp_path / "root.td"
    text = "def op;\n" + "".join(f'include "p{k}.td"\n' for k in range(3)) + "def last { int v = p1_7.v; }\n"
    root.write_text(text)

    def records(jobs: str, cache: Path, *extra: str) -> str:
        env = {**os.environ, "ODSGEN_JOBS": jobs, "XDG_CACHE_HOME": str(cache), "PYTHONPATH": str(REPO)}
        args = [sys.executable, "-m", "odsgen", "records", str(root), *extra]
        return subprocess.run(args, capture_output=True, text=True, check=True, env=env, cwd=tmp_path).stdout

    expected = records("1", tmp_path / "none", "--no-cache")
    assert "def last {" in expected
    assert records("2", tmp_path / "cache") == expected
    assert len(list((tmp_path / "cache/odsgen/parse").glob("*.ast"))) == 4
    (tmp_path / "root.td").write_text(root.read_text() + "def more;\n")  # the includes come from the cache
    assert records("2", tmp_path / "cache") == records("1", tmp_path / "none2", "--no-cache")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the two-process parse forks")
def test_meanwhile_runs_once_here_while_the_helper_parses(two_jobs, monkeypatch, tmp_path):
    """``meanwhile`` (the next stages' imports, in gen) is done in this process, once, while
    the helper parses: the helper takes files meanwhile, and the statements are the same."""
    parent = os.getpid()
    calls: list[int] = []
    taken = tmp_path / "taken"
    def meanwhile():
        calls.append(os.getpid())
        time.sleep(0.2)  # (long enough that the helper surely takes files first)

    monkeypatch.setattr(E, "_parse_helper", _counting_helper(taken))
    items = _items()
    results = E._parse_parallel(items, parse_text, meanwhile)
    assert calls == [parent]
    assert int(taken.read_text()) > 0
    assert [_comparable(r) for r in results] == _serial(items)


def test_meanwhile_is_not_called_when_one_process_parses(monkeypatch):
    """Without a helper there is nothing to overlap: the caller does that work later anyway."""
    monkeypatch.setenv("ODSGEN_JOBS", "1")
    calls: list[int] = []
    items = _items()
    results = E._parse_parallel(items, parse_text, lambda: calls.append(1))
    assert calls == []
    assert [_comparable(r) for r in results] == _serial(items)
