"""Mutated upstream .td files: odsgen either reads them or reports a located error.

The inputs are the installed MLIR 22 .td files whose include closure is small enough to
evaluate quickly (read at test time, never copied into the repo). Each gets several
seeded mutations: truncation at a random offset, deleted tokens, flipped bytes,
duplicated lines, swapped lines, a token copied elsewhere. Every case must either
evaluate (and print in both views) or raise OdsgenError rendered as ``file:line:col:
error: ...``: no other exception, no unlocated error, and no hang (each case has a
time bound). One test id per upstream file, so pytest-xdist spreads them.
"""

from __future__ import annotations

import functools
import random
import re
import signal
import threading
import traceback
from pathlib import Path

import pytest
from tblgen_oracle import INCLUDE, root_id

from odsgen.diagnostics import OdsgenError
from odsgen.records import load_root
from odsgen.records.dump_json import dump_json
from odsgen.records.printer import print_records

pytestmark = pytest.mark.oracle  # needs the installed tree

CLOSURE_LIMIT = 200_000  # bytes of .td text a file pulls in with its includes
MUTATIONS_PER_FILE = 4
CASE_SECONDS = 20  # a case taking longer counts as a hang
SEED = 20250122

_INCLUDE_LINE = re.compile(r'^\s*include\s+"([^"]+)"', re.M)
_TOKEN = re.compile(r'[A-Za-z_][A-Za-z_0-9]*|\d+|"(?:[^"\\\n]|\\.)*"|\[\{|\}\]|\S')
_LOCATED = re.compile(r"^[^\n]+:\d+:\d+: error: ")


@functools.cache
def _includes(path: Path) -> tuple[Path, ...]:
    """The files ``path`` includes that exist (each file read once at collection, not once per
    root whose closure holds it)."""
    found = (INCLUDE / name for name in _INCLUDE_LINE.findall(path.read_text(errors="replace")))
    return tuple(p for p in found if p.is_file())


def _closure_size(path: Path) -> int:
    seen = {path}
    todo = [path]
    while todo:
        for found in _includes(todo.pop()):
            if found not in seen:
                seen.add(found)
                todo.append(found)
    return sum(p.stat().st_size for p in seen)


def _inputs() -> list[Path]:
    base = INCLUDE / "mlir"
    if not base.is_dir():
        return []
    return [p for p in sorted(base.rglob("*.td")) if _closure_size(p) <= CLOSURE_LIMIT]


INPUTS = _inputs() or [INCLUDE / "mlir" / "tree-not-installed.td"]


# ------------------------------------------------------------------------ mutations


def _truncate(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    cut = rng.randrange(len(data) + 1)
    return f"truncate at {cut}", data[:cut]


def _delete_tokens(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    text = data.decode()
    tokens = list(_TOKEN.finditer(text))
    if not tokens:
        return "no tokens", data
    picked = sorted(rng.sample(tokens, min(len(tokens), rng.choice((1, 1, 2, 3)))), key=lambda m: -m.start())
    for m in picked:
        text = text[: m.start()] + text[m.end() :]
    return "delete tokens at " + ",".join(str(m.start()) for m in picked), text.encode()


def _flip_bytes(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    if not data:
        return "empty", data
    out = bytearray(data)
    where = []
    for _ in range(rng.choice((1, 1, 2, 4))):
        i = rng.randrange(len(out))
        # Half the flips stay ASCII (parser paths), half may break UTF-8 (reader paths).
        out[i] = rng.choice(b"{}[]()<>;:,.#!$\"'=?-+/*\\ \n0aZ") if rng.random() < 0.5 else out[i] ^ rng.randrange(1, 256)
        where.append(i)
    return f"flip bytes at {where}", bytes(out)


def _duplicate_line(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    lines = data.split(b"\n")
    i = rng.randrange(len(lines))
    j = rng.randrange(len(lines) + 1)
    lines.insert(j, lines[i])
    return f"copy line {i + 1} before line {j + 1}", b"\n".join(lines)


def _swap_lines(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    lines = data.split(b"\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return f"swap lines {i + 1} and {j + 1}", b"\n".join(lines)


def _copy_token(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    text = data.decode()
    tokens = list(_TOKEN.finditer(text))
    if not tokens:
        return "no tokens", data
    tok, at = rng.choice(tokens), rng.choice(tokens)
    return f"copy token at {tok.start()} to {at.start()}", (text[: at.start()] + tok.group() + " " + text[at.start() :]).encode()


MUTATORS = (_truncate, _truncate, _delete_tokens, _delete_tokens, _flip_bytes, _flip_bytes, _duplicate_line, _swap_lines, _copy_token)


def mutations(path: Path, count: int) -> list[tuple[str, bytes]]:
    """``count`` seeded mutations of path: (description, bytes)."""
    rng = random.Random(f"{SEED}:{root_id(path)}")
    data = path.read_bytes()
    return [rng.choice(MUTATORS)(rng, data) for _ in range(count)]


# ------------------------------------------------------------------------ the test


class _CaseTimeout(BaseException):
    """Raised by SIGALRM; a BaseException so no `except Exception` in odsgen eats it."""


def _on_alarm(signum, frame):
    raise _CaseTimeout


def _check_case(path: Path) -> str | None:
    """None if odsgen handled the input properly, else what went wrong."""
    try:
        keeper = load_root(str(path), [str(INCLUDE)], [])
        dump_json(keeper)
        print_records(keeper)
    except OdsgenError as exc:
        rendered = str(exc)
        if not _LOCATED.match(rendered):
            return "error without file:line:col:\n" + rendered[:1000]
    except _CaseTimeout:
        return f"no answer within {CASE_SECONDS}s (hang?)"
    except Exception:  # noqa: BLE001 - any other exception is the failure we look for
        return "unexpected exception:\n" + traceback.format_exc(limit=-8)
    return None


@pytest.mark.parametrize("source", INPUTS, ids=[root_id(p) for p in INPUTS])
def test_mutated_file_is_read_or_rejected_with_location(tmp_path, source):
    timed = threading.current_thread() is threading.main_thread()
    if timed:
        previous = signal.signal(signal.SIGALRM, _on_alarm)
    failures = []
    try:
        for n, (what, data) in enumerate(mutations(source, MUTATIONS_PER_FILE)):
            case = tmp_path / f"case{n}_{source.name}"
            case.write_bytes(data)
            if timed:
                signal.setitimer(signal.ITIMER_REAL, CASE_SECONDS)
            try:
                problem = _check_case(case)
            finally:
                if timed:
                    signal.setitimer(signal.ITIMER_REAL, 0)
            if problem is not None:
                failures.append(f"{case} ({root_id(source)}: {what}): {problem}")
    finally:
        if timed:
            signal.signal(signal.SIGALRM, previous)
    assert not failures, "\n\n".join(failures)


def test_mutations_are_deterministic_and_varied():
    if not INPUTS[0].is_file():
        pytest.skip("the installed tree is needed")
    first = mutations(INPUTS[0], 20)
    assert first == mutations(INPUTS[0], 20)
    assert len({data for _, data in first}) > 10
