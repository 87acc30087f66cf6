"""Huge TableGen inputs: memory bounded by the input, values kept exactly, and the fast
LALR driver building exactly what Lark's own driver builds.

The memory test is not timed: it counts the bytes Python allocates (tracemalloc sees
the regex engine's backtracking stack too), so it holds on a loaded machine.
The speed figures are in bench/bench_td_scale.py.
"""

from __future__ import annotations

import pickle
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from odsgen.diagnostics import OdsgenError
from odsgen.records import load_root
from odsgen.records.printer import print_records
from odsgen.source import SourceFile
from odsgen.syntax.lexer import TdLexer
from odsgen.syntax.parser import _fast, lark_parser, parse_text
from odsgen.syntax.preprocess import preprocess

REPO = Path(__file__).resolve().parents[2]

# One statement of every shape the grammar has, so every rule of the grammar is reduced.
SNIPPETS = r"""
include "nothing.td"
class C<int a, string b = "x" "y", list<int> l = [1, 2,]> : P<a>, Q { int f = a; field bits<4> g = {1, 0, ?, 1}; }
class E;
def : C<1>;
def D0 : C<1, b = "n">, Q { let f = 2; let g{1-2} = 0b10; defvar v = !add(1, 2); assert 1, "m"; dump "d"; }
def D1 { list<dag> d = [(op a:$x, "s", $y), (op), (op:$n 1)]; code c = [{ a } b ]] }]; string s = "a\"b" "c\n"; }
def D2 { int x = -3; int y = 0x1F; bits<3> z = 0b101; int w = +4; bit t = true; bit u = false; int q = ?; }
def D3 { list<int> l = [1, 2, 3]<int>; int e = l[0]; list<int> s = l[0...1, 2-2, 0, 1]; bits<2> b = x{3, 0-1}; }
def D4 { int f = !cond(0: 1, true: 2,); string p = a#b#"c"; string t = NAME#; int g = !foldl(0, [1], a, b, !add(a, b)); }
def name#suffix : C<1>;
def X.Y;
defm M : MC<1>, MD;
defm : MC<2>;
multiclass MC<int a> : MB<a> { def _x : C<a>; defm _y : MB<a>; let f = 1 in def _z; }
multiclass E;
defset list<C> S = { def S0 : C<1>; }
deftype T = list<int>;
defvar V = !listconcat([1], [2]);
let f = 1, g<0> = 1 in { def L0; def L1; }
let f = 2 in def L2;
foreach i = [1, 2] in def F#i;
foreach i = {0-3, 5...6} in { def G#i; }
foreach i = 0-3 in def H#i;
if !eq(1, 1) then def I0; else { def I1; }
if 1 then { def I2; }
assert !lt(1, 2), "msg";
dump !repr(1);
def A : C<!cast<int>("1"), !isa<C>(X)>;
def B { dag d = (ins); list<string> e = []<string>; C c = C<1>; }
"""


def _ast_or_error(fn):
    try:
        return ("ok", pickle.dumps(fn(), protocol=pickle.HIGHEST_PROTOCOL))
    except Exception as exc:  # noqa: BLE001 - both drivers must fail the same way
        tok = getattr(exc, "token", None)
        if getattr(tok, "type", None) == "$END":  # located at the end of the file by parse_text, not by the token
            return ("error", type(exc).__name__, "$END", sorted(exc.expected))
        where = (getattr(tok, "line", None), getattr(tok, "column", None))
        return ("error", type(exc).__name__, str(tok), where, sorted(getattr(exc, "expected", ())))


def _same_as_lark(text: str) -> None:
    ours = _ast_or_error(lambda: _fast().parse(TdLexer.tokens(text)))
    theirs = _ast_or_error(lambda: lark_parser().parse(text))
    assert ours == theirs


def _corpus() -> list[Path]:
    return sorted(p for p in REPO.glob("**/*.td") if ".venv" not in p.parts)


def test_fast_driver_builds_what_lark_builds_for_every_statement_shape():
    _same_as_lark(SNIPPETS)
    assert _ast_or_error(lambda: lark_parser().parse(SNIPPETS))[0] == "ok"  # the snippets are all valid syntax
    # Each prefix ends mid-statement somewhere: the same error from both drivers.
    lines = SNIPPETS.strip().split("\n")
    for cut in range(1, len(lines)):
        for line in (lines[cut][: len(lines[cut]) // 2], lines[cut][:-1]):
            _same_as_lark("\n".join(lines[:cut] + [line]))


@pytest.mark.parametrize("path", _corpus(), ids=lambda p: str(p.relative_to(REPO)))
def test_fast_driver_builds_what_lark_builds_for_repo_files(path):
    src = SourceFile(str(path), path.read_text())
    try:
        text = preprocess(src, set())
    except OdsgenError:
        # Only the bad-spec cases may stop before the parse (their diagnostics are
        # tests/diagnostics/test_td_checks.py's business).
        assert REPO / "tests/diagnostics/td" in path.parents
        return
    _same_as_lark(text)


@pytest.mark.oracle
def test_fast_driver_builds_what_lark_builds_for_the_installed_tree(llvm_include):
    checked = 0
    for path in sorted(llvm_include.glob("**/*.td")):
        src = SourceFile(str(path), path.read_text(errors="replace"))
        try:
            text = preprocess(src, set())
        except Exception:  # noqa: BLE001 - preprocessing errors are another test's business
            continue
        _same_as_lark(text)
        checked += 1
    assert checked > 300


def _big_text(n: int) -> tuple[str, str, str]:
    """A .td text with an n-character string literal and an n-character code block,
    and the two values TableGen must give them."""
    string_value = ('ab"c\\d\te ' * (n // 9))[:n]
    escaped = string_value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    code_value = ("x = {a[b]} }\n  ] }}" * (n // 19))[:n]
    text = f'def A {{\n  string s = "{escaped}";\n  code c = [{{{code_value}}}];\n  int after = 1;\n}}\n'
    return text, string_value, code_value


@pytest.mark.slow  # parses megabytes of literals several times to compare memory
def test_large_literals_parse_in_memory_proportional_to_the_input():
    text, _, _ = _big_text(2_000_000)
    _fast()  # the tables are built once per process; not part of the measurement
    tracemalloc.start()
    try:
        src = SourceFile("big.td", text)
        stmts = parse_text(preprocess(src, set()), src)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(stmts) == 1
    # A repeated alternation in a string or code regex keeps backtracking state per
    # character: about 150 bytes a character. A linear scan needs a few copies.
    assert peak < 8 * len(text), f"{peak / len(text):.1f} bytes allocated per input character"


def test_large_string_and_code_block_keep_their_values(tmp_path):
    text, string_value, code_value = _big_text(2_000_000)
    root = tmp_path / "big.td"
    root.write_text(text)
    rec = load_root(str(root), use_cache=False).defs["A"]
    assert rec.vmap["s"].value.value == string_value
    assert rec.vmap["c"].value.value == code_value
    assert rec.vmap["after"].value.value == 1  # the lexer's line and position survived the literals


@pytest.mark.oracle
def test_large_string_and_code_block_print_as_llvm_tblgen_does(tmp_path, llvm_tblgen):
    text, _, _ = _big_text(2_000_000)
    root = tmp_path / "big.td"
    root.write_text(text)
    expected = subprocess.run([str(llvm_tblgen), str(root)], capture_output=True, text=True, check=True).stdout
    assert print_records(load_root(str(root), use_cache=False)) == expected
    # And through the command line, with the parse cache written and read back.
    for _ in range(2):
        out = subprocess.run(
            [sys.executable, "-m", "odsgen", "records", str(root)], capture_output=True, text=True, check=True
        ).stdout
        assert out == expected


def _reference_plain(x):
    """The parse cache's plain form (odsgen.syntax.plain's docstring), spelled out slowly."""
    from odsgen.syntax import ast as A

    if isinstance(x, A.Node):
        classes = sorted((c for c in vars(A).values() if isinstance(c, type) and issubclass(c, A.Node)), key=str)
        index = sorted((c for c in classes if c is not A.Node), key=lambda c: c.__name__).index(type(x))
        return (index, x.pos, *[_reference_plain(getattr(x, f)) for f in type(x)._fields])
    if type(x) is list:
        return [_reference_plain(y) for y in x]
    if type(x) is tuple:
        items = [_reference_plain(y) for y in x]
        return (-1, x) if all(type(a) is type(b) and a == b for a, b in zip(items, x)) else (-2, *items)
    return x


@pytest.mark.parametrize("path", ["<snippets>", *_corpus()[:8]], ids=str)
def test_parse_cache_encoding_is_the_plain_form_and_round_trips(path):
    """The compiled per-class encoders (issue 25, item 5: half the cost of writing the
    parse cache) give the documented plain form, and decoding it gives the same AST."""
    import marshal

    from odsgen.syntax.plain import from_plain, to_plain

    text = SNIPPETS if path == "<snippets>" else preprocess(SourceFile(str(path), Path(path).read_text()), set())
    stmts = parse_text(text, SourceFile(str(path), text))
    data = to_plain(stmts)
    assert data == _reference_plain(stmts)
    back = from_plain(marshal.loads(marshal.dumps(data)))
    assert repr(back) == repr(stmts)


def test_parse_cache_entries_of_the_wrong_shape_are_misses():
    """The compiled per-class decoders check every shape as the generic walk did: a node
    with a field too many or too few, an unknown class or marker, are no AST (None)."""
    from odsgen.syntax.plain import from_plain, to_plain

    good = to_plain(parse_text(SNIPPETS, SourceFile("s.td", SNIPPETS)))
    assert repr(from_plain(good)) == repr(parse_text(SNIPPETS, SourceFile("s.td", SNIPPETS)))
    node = good[0]  # include "nothing.td": (class index, pos, filename)
    assert from_plain([node]) is not None
    for bad in ([node[:-1]], [(*node, "extra")], [(999, (1, 1))], [(-3, 1)], "text", [(node[0],)]):
        assert from_plain(bad) is None, bad


def test_preprocess_of_long_text_without_comments_blanks_only_the_comment():
    """The comment stripper's scan jumps to the characters a comment, string, code block,
    directive or include can start with (issue 25, item 5; its speed is bench/bench_gen.py's
    and bench/bench_records.py's to measure, not a unit test's): on a long text with one
    comment at its end, only that comment is blanked, and the text keeps its length."""
    text = "def Abc : Xyz<1, 2>, Q { let f = 0; }\n" * 100_000 + "// end\n"
    src = SourceFile("big.td", text)
    out = preprocess(src, set())
    assert out == text[: -len("// end\n")] + " " * len("// end") + "\n"
