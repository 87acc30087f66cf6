"""Bad inputs: each case's expected first diagnostic is written beside it.

Every case is run through the CLI (in process for most, as ``python -m odsgen`` in a
subprocess for a few): exit status 1, the first line exactly ``file:line:col: error:
message``, then the source line and a caret under the column, and never a Python
traceback. The oracle test runs each case through llvm-tblgen 22 too: its first error
must be at the same file and line, and worded the same unless the case records
llvm-tblgen's wording (or says llvm-tblgen cannot be compared: it crashes on
recursive includes and runaway instantiation, and reads any file size).
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from tblgen_oracle import first_error

from odsgen.cli import main

SAME = "same"  # llvm-tblgen reports exactly what odsgen does
UNCOMPARED = None  # llvm-tblgen crashes, accepts, or has no such limit


@dataclass(frozen=True)
class Case:
    name: str
    text: str | bytes  # main.td, the root
    expected: str  # odsgen's first line: "file:line:col: error: message"
    llvm: str | None = SAME  # llvm-tblgen's first line where it differs from expected
    files: dict = field(default_factory=dict)  # other files beside main.td
    notes: tuple[str, ...] = ()  # "file:line:col: note: ..." lines that must follow
    subprocess: bool = False  # run as `python -m odsgen` instead of in process


CASES = [
    # ---------------------------------------------------------------- includes
    Case(
        "missing_include",
        'include "nothere.td"\ndef x;\n',
        "main.td:1:9: error: could not find include file 'nothere.td'",
        subprocess=True,
    ),
    Case(
        "missing_include_in_included_file",
        'include "inc.td"\ndef x;\n',
        "inc.td:2:9: error: could not find include file 'nowhere.td'",
        files={"inc.td": 'def y;\ninclude "nowhere.td"\n'},
    ),
    Case(
        "recursive_include",
        'include "main.td"\ndef x;\n',
        "main.td:1:1: error: include nesting too deep (recursive include?)",
        llvm=UNCOMPARED,  # llvm-tblgen 22 overflows its stack
        subprocess=True,
    ),
    Case(
        "mutually_recursive_include",
        'include "b.td"\n',
        "b.td:1:1: error: include nesting too deep (recursive include?)",
        llvm=UNCOMPARED,
        files={"b.td": 'include "main.td"\n'},
    ),
    # ---------------------------------------------------------------- syntax
    Case(
        "missing_semicolon",
        "def a {\n  int x = 1\n}\n",
        "main.td:3:1: error: expected ';' after declaration",
        notes=("main.td:2:12: note: insert ';' here",),
    ),
    # A missing ';' is reported as llvm-tblgen does: worded by the statement it ends,
    # at the token after it (not as an unexpected next token).
    Case(
        "missing_semicolon_after_body_let",
        'class Op { string summary = ""; string d = ""; }\ndef x : Op {\n  let summary = "a"\n  let d = "b";\n}\n',
        "main.td:4:3: error: expected ';' after let expression",
        notes=("main.td:3:20: note: insert ';' here",),
    ),
    Case(
        "missing_semicolon_after_let_on_one_line",
        "class A { int a = 1; }\ndef x : A {\n  let a = 1 int b = 2;\n}\n",
        "main.td:3:13: error: expected ';' after let expression",
    ),
    Case(
        "missing_semicolon_after_field_without_value",
        "def x {\n  int v\n  int w = 2;\n}\n",
        "main.td:3:3: error: expected ';' after declaration",
    ),
    Case(
        "missing_semicolon_after_dag_field",
        "def ins;\ndef x {\n dag d = (ins 1, 2)\n int z;\n}\n",
        "main.td:4:2: error: expected ';' after declaration",
    ),
    Case(
        "missing_semicolon_at_end_of_file",
        "def x {\n  int v = 1",
        "main.td:2:12: error: expected ';' after declaration",
    ),
    Case(
        "missing_body_after_def",
        "class A;\ndef x : A\ndef y;\n",
        "main.td:3:1: error: Expected '{' to start body or ';' for declaration only",
    ),
    Case("missing_semicolon_after_defvar", "defvar v = 1\ndef y;\n", "main.td:2:1: error: expected ';'"),
    Case("missing_semicolon_after_deftype", "deftype X = int\ndef y;\n", "main.td:2:1: error: expected ';'"),
    Case("missing_semicolon_after_assert", 'assert 1, "a"\ndef y;\n', "main.td:2:1: error: expected ';'"),
    Case(
        "missing_semicolon_after_defm",
        "multiclass M { def x; }\ndefm m : M\ndef y;\n",
        "main.td:3:1: error: expected ';' at end of defm",
    ),
    Case(
        "missing_in_after_top_level_let",
        "class A { int a = 0; }\nlet a = 1\ndef y : A;\n",
        "main.td:3:1: error: expected 'in' at end of top-level 'let'",
        notes=("main.td:2:10: note: insert 'in' here",),
    ),
    Case(
        "unclosed_brace",
        "class A {\n  int x = 1;\n",
        "main.td:3:1: error: unexpected end of file",
        llvm="main.td:3:1: error: Unknown token when expecting a type",
    ),
    Case(
        "unclosed_list",
        "def a {\n  list<int> l = [1, 2;\n}\n",
        "main.td:2:22: error: unexpected ';', expected ')' or ',' or ']'",
        llvm="main.td:2:22: error: expected ']' at end of list value",
    ),
    Case(
        "unexpected_character",
        "def a;\ndef b @ ;\n",
        "main.td:2:7: error: unexpected character '@'",
        llvm="main.td:2:7: error: unexpected character",
    ),
    Case(
        "value_where_name_expected",
        "def = 3;\n",
        "main.td:1:5: error: unexpected '='",
        llvm="main.td:1:5: error: Unknown or reserved token when parsing a value",
    ),
    Case(
        "template_arg_without_name",
        "class A<int> {}\n",
        "main.td:1:12: error: unexpected '>', expected identifier",
        llvm="main.td:1:12: error: Expected identifier in declaration",
    ),
    Case(
        "keyword_as_field_name",
        "def x {\n  int foreach = 1;\n}\n",
        "main.td:2:7: error: unexpected 'foreach', expected ';' or '>' or identifier",
        llvm="main.td:2:7: error: Expected identifier in declaration",
    ),
    # ---------------------------------------------------------------- names
    Case(
        "undefined_record",
        "def x {\n  int v = nosuch;\n}\n",
        "main.td:2:11: error: Variable not defined: 'nosuch'",
    ),
    Case(
        "forward_reference",
        "def a {\n  int x = b.v;\n}\ndef b {\n  int v = 1;\n}\n",
        "main.td:2:11: error: Variable not defined: 'b'",
    ),
    Case(
        "undefined_record_in_cast",
        'class A<int n> {\n  string s = !cast<string>(!cast<A>("r" # n));\n}\ndef r0 : A<1>;\n',
        "main.td:4:5: error: Undefined reference to record: 'r1'",
    ),
    Case(
        "undefined_class",
        "def x : Nope;\n",
        "main.td:1:9: error: Couldn't find class 'Nope'",
        subprocess=True,
    ),
    Case(
        "undefined_class_as_type",
        "def x {\n  Nope r = ?;\n}\n",
        "main.td:2:3: error: Couldn't find class 'Nope'",
    ),
    Case(
        "let_of_unknown_field",
        "let nosuch = 1 in\ndef x;\n",
        "main.td:1:5: error: Value 'nosuch' unknown!",
    ),
    Case(
        "duplicate_def",
        "def x;\ndef x;\n",
        "main.td:2:5: error: def already exists: x",
        notes=("main.td:1:5: note: location of previous definition",),
    ),
    Case(
        "duplicate_class",
        "class C { int v = 1; }\nclass C { int v = 2; }\n",
        "main.td:2:7: error: Class 'C' already defined",
    ),
    # ---------------------------------------------------------------- types
    Case(
        "field_type_mismatch",
        'class A {\n  int v = "s";\n}\n',
        "main.td:2:11: error: Field 'v' of type 'int' is incompatible with value '\"s\"' of type 'string'",
    ),
    Case(
        "let_type_mismatch",
        'class A {\n  int v = 0;\n}\ndef y : A {\n  let v = "str";\n}\n',
        "main.td:5:7: error: Field 'v' of type 'int' is incompatible with value '\"str\"' of type 'string'",
    ),
    Case(
        "template_arg_type_mismatch",
        "class A<string s> {\n  string S = s;\n}\ndef d : A<[1]>;\n",
        "main.td:4:12: error: Encountered a list when expecting a string",
    ),
    Case(
        "unresolvable_initializer",
        'class A<string s> {\n  int v = !cast<int>(s);\n}\ndef d : A<"abc">;\n',
        "main.td:4:5: error: Initializer of 'v' in 'd' could not be fully resolved: !cast<int>(\"abc\")",
    ),
    # ---------------------------------------------------------------- template arguments
    Case(
        "too_many_template_args",
        "class A<int x> {\n  int X = x;\n}\ndef d : A<1, 2>;\n",
        "main.td:4:14: error: Too many template arguments: 2",
        subprocess=True,
    ),
    Case(
        "missing_template_arg",
        "class A<int x, int y> {\n  int X = x;\n  int Y = y;\n}\ndef d : A<1>;\n",
        "main.td:5:9: error: value not specified for template argument 'A:y'",
        notes=("main.td:1:20: note: declared in 'A'",),
    ),
    Case(
        "unknown_named_template_arg",
        "class A<int x> {\n  int X = x;\n}\ndef d : A<y = 1>;\n",
        "main.td:4:11: error: Argument \"y\" doesn't exist",
    ),
    Case(
        "error_inside_multiclass",
        "class B<int n> {\n  int v = !div(10, n);\n}\nmulticlass M<int n> {\n  def _x : B<n>;\n}\ndefm m : M<0>;\n",
        "main.td:5:12: error: Illegal operation: division by zero",
        llvm="main.td:5:7: error: Illegal operation: division by zero",
        notes=("main.td:7:10: note: instantiated from multiclass 'M'",),
    ),
    # ---------------------------------------------------------------- runaway input
    Case(
        "infinite_instantiation",
        "class A<int n> {\n  A next = A<!add(n, 1)>;\n}\ndef a : A<0>;\n",
        "main.td:4:5: error: expression nests too deeply (infinite recursion?)",
        llvm=UNCOMPARED,  # llvm-tblgen 22 overflows its stack
        subprocess=True,
    ),
    Case(
        "deeply_nested_expression",
        "def d {\n  int v = " + "!add(1, " * 60_000 + "0" + ")" * 60_000 + ";\n}\n",
        "main.td:1:5: error: expression nests too deeply (infinite recursion?)",
        llvm=UNCOMPARED,
    ),
    Case(
        "deeply_nested_dag_value",
        # 20,000 deep is printed (as llvm-tblgen does); 60,000 is past odsgen's depth.
        "def op;\ndef d {\n  dag v = " + "(op " * 60_000 + ")" * 60_000 + ";\n}\n",
        "main.td:2:5: error: expression nests too deeply (infinite recursion?)",
        llvm=UNCOMPARED,  # llvm-tblgen crashes (stack overflow)
    ),
    # ---------------------------------------------------------------- unterminated
    Case(
        "unterminated_string",
        'def s {\n  string v = "abc;\n}\n',
        "main.td:2:14: error: end of line in string literal",
        llvm="main.td:2:15: error: end of line in string literal",
    ),
    Case(
        "unterminated_string_at_eof",
        'def s {\n  string v = "abc',
        "main.td:2:14: error: end of file in string literal",
        llvm="main.td:2:15: error: end of file in string literal",
    ),
    Case(
        "unterminated_code",
        "def s {\n  code v = [{ abc;\n}\n",
        "main.td:2:12: error: unterminated code block",
    ),
    Case(
        "unterminated_comment",
        "def s;\n/* never closed\ndef t;\n",
        "main.td:2:1: error: unterminated comment",
    ),
    Case(
        "unterminated_nested_comment",
        "def s;\n/* outer /* inner */ still open\n",
        "main.td:2:1: error: unterminated comment",
    ),
    Case(
        "unterminated_ifdef",
        "#ifdef FOO\ndef s;\n",
        "main.td:3:1: error: reached EOF without matching #endif",
        notes=("main.td:1:1: note: unmatched #ifdef or #ifndef is here",),
    ),
    # ---------------------------------------------------------------- preprocessor
    Case("stray_else", "#else\ndef s;\n", "main.td:1:2: error: #else without #ifdef or #ifndef"),
    Case("stray_endif", "#endif\n", "main.td:1:2: error: #endif without #ifdef"),
    Case("double_else", "#ifdef A\n#else\n#else\n#endif\n", "main.td:3:2: error: double #else"),
    Case("ifdef_without_name", "#ifdef\n#endif\n", "main.td:1:7: error: expected macro name after #ifdef"),
    Case(
        "text_after_ifdef_name",
        "#ifdef A /* ok */ B\n#endif\n",
        "main.td:1:19: error: only comments are supported after #ifdef NAME",
    ),
    Case("text_after_endif", "#ifdef A\n#endif x\n", "main.td:2:8: error: only comments are supported after #endif"),
    # ---------------------------------------------------------------- bytes
    Case(
        "invalid_utf8",
        b"def s {\n  int v = 1;\n}\n\xff\xfe bad\n",
        "main.td:4:1: error: file is not valid UTF-8 text",
        llvm="main.td:4:1: error: unexpected character",
    ),
    Case(
        "binary_file",
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10",
        "main.td:1:1: error: file is not valid UTF-8 text",
        llvm="main.td:1:1: error: unexpected character",
        subprocess=True,
    ),
    Case(
        "nul_bytes",
        b"def s;\n\x00\x01\x02binary\n",
        "main.td:2:1: error: NUL character is invalid in source",
        llvm="main.td:2:1: error: NUL character is invalid in source; treated as space",
    ),
]  # fmt: skip

IDS = [c.name for c in CASES]


def _write(tmp_path: Path, case: Case) -> None:
    for name, content in {"main.td": case.text, **case.files}.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)


def _run_odsgen(case: Case, capsys) -> tuple[int, str, str]:
    args = ["records", "main.td", "-I", "."]
    if case.subprocess:
        proc = subprocess.run([sys.executable, "-m", "odsgen", *args], capture_output=True, text=True, timeout=120)
        return proc.returncode, proc.stdout, proc.stderr
    status = main(args)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _shown_line(tmp_path: Path, file: str, line: int) -> str:
    """The source line as a diagnostic shows it: up to the first byte that is not
    UTF-8, with unprintable characters as '?'."""
    data = (tmp_path / file).read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = data[: exc.start].decode("utf-8")
    lines = text.split("\n")
    shown = lines[line - 1] if line <= len(lines) else ""
    return "".join(ch if ch.isprintable() or ch == "\t" else "?" for ch in shown)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_bad_input_reports_located_error(tmp_path, monkeypatch, capsys, case):
    _write(tmp_path, case)
    monkeypatch.chdir(tmp_path)
    status, out, err = _run_odsgen(case, capsys)
    assert "Traceback" not in err and "Traceback" not in out
    assert status == 1, err
    assert out == ""
    lines = err.splitlines()
    assert lines[0] == case.expected, err
    first = first_error(lines[0])
    # The rendering shows the offending line and a caret under the column.
    assert lines[1] == "  " + _shown_line(tmp_path, first.file, first.line)
    assert lines[2] == "  " + " " * (first.col - 1) + "^"
    note_lines = [line for line in lines if ": note: " in line]
    assert note_lines[: len(case.notes)] == list(case.notes)


def test_file_over_the_size_limit(tmp_path, monkeypatch, capsys):
    from odsgen.records.evaluator import MAX_FILE_BYTES

    monkeypatch.chdir(tmp_path)
    with open("big.td", "wb") as f:  # sparse: no disk space used
        f.truncate(MAX_FILE_BYTES + 1)
    Path("main.td").write_text('def a;\ninclude "big.td"\n')
    assert main(["records", "big.td"]) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[0] == f"big.td:1:1: error: file 'big.td' is too large ({MAX_FILE_BYTES + 1} bytes)"
    # Included: reported at the include directive.
    assert main(["records", "main.td", "-I", "."]) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[:3] == [
        f"main.td:2:1: error: file 'big.td' is too large ({MAX_FILE_BYTES + 1} bytes)",
        '  include "big.td"',
        "  ^",
    ]
    assert "Traceback" not in err


def test_missing_root_file(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["records", "absent.td"]) == 1
    err = capsys.readouterr().err
    assert err == "error: could not open input file 'absent.td': No such file or directory\n"


@pytest.mark.oracle
@pytest.mark.parametrize("case", [c for c in CASES if c.llvm is not UNCOMPARED], ids=lambda c: c.name)
def test_llvm_tblgen_agrees(tmp_path, llvm_tblgen, case):
    """llvm-tblgen's first error is the one written beside the case (same file and line)."""
    _write(tmp_path, case)
    proc = subprocess.run([str(llvm_tblgen), "-I", ".", "main.td"], cwd=tmp_path, capture_output=True, timeout=60)
    assert proc.returncode == 1
    theirs = first_error(proc.stderr.decode("utf-8", "replace"))
    assert theirs is not None, proc.stderr
    assert str(theirs) == (case.expected if case.llvm == SAME else case.llvm)
    ours = first_error(case.expected)
    assert theirs.where() == ours.where()


# A mistyped name: llvm-tblgen's error (compared above), then a note with what was meant.
SUGGESTIONS = [
    ("class Summary;\ndef x : Sumary;\n", "main.td:2:9: error: Couldn't find class 'Sumary'", "did you mean 'Summary'?"),
    ("class Summary;\ndef x { Sumary r = ?; }\n", "main.td:2:9: error: Couldn't find class 'Sumary'", "did you mean 'Summary'?"),
    (
        "multiclass Pair { def a; }\ndefm p : Piar;\n",
        "main.td:2:10: error: Couldn't find multiclass 'Piar'",
        "did you mean 'Pair'?",
    ),
    (
        "def alpha { int v = 1; }\ndef x { int v = alpah.v; }\n",
        "main.td:2:17: error: Variable not defined: 'alpah'",
        "did you mean 'alpha'?",
    ),
    (
        "class A<int count> { int c = cuont; }\n",
        "main.td:1:30: error: Variable not defined: 'cuont'",
        "did you mean 'count'?",
    ),
    (
        'class Op { string summary = ""; }\ndef x : Op { let sumary = "a"; }\n',
        "main.td:2:18: error: Value 'sumary' unknown!",
        "did you mean 'summary'?",
    ),
    (
        'class Op { string summary = ""; }\nlet sumary = "a" in def x : Op;\n',
        "main.td:2:5: error: Value 'sumary' unknown!",
        "did you mean 'summary'?",
    ),
    (  # the RFC's own typo, in a value (an anonymous record)
        "class TypeAvailableAt<int n>;\ndef x { list<TypeAvailableAt> l = [TypeAvailabeAt<1>]; }\n",
        "main.td:2:36: error: Expected a class name, got 'TypeAvailabeAt'",
        "did you mean 'TypeAvailableAt'?",
    ),
    (  # a spec that forgot odsgen's base library
        "def D : Dialect;\n",
        "main.td:1:9: error: Couldn't find class 'Dialect'",
        "'Dialect' is a class of odsgen's base library: add `include \"odsgen/base.td\"`",
    ),
    (
        "class A<int x> { int X = x; }\ndef d : A<1, 2>;\n",
        "main.td:2:14: error: Too many template arguments: 2",
        "class 'A' expects 1 template argument, got 2",
    ),
    (
        "multiclass M<int a, int b> { def x { int v = !add(a, b); } }\ndefm m : M<1, 2, 3>;\n",
        "main.td:2:18: error: Too many template arguments: 3",
        "multiclass 'M' expects 2 template arguments, got 3",
    ),
]  # fmt: skip


@pytest.mark.parametrize("text,first,hint", SUGGESTIONS)
def test_mistyped_name_gets_a_suggestion(tmp_path, monkeypatch, capsys, text, first, hint):
    (tmp_path / "main.td").write_text(text)
    monkeypatch.chdir(tmp_path)
    assert main(["records", "main.td", "-I", "."]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == first
    assert lines[3] == f"note: {hint}"


@pytest.mark.parametrize("use", ["def X : Later<1>;", "class B { Later f = ?; }"])
def test_class_used_before_its_definition_is_pointed_at(tmp_path, monkeypatch, capsys, use):
    """llvm-tblgen's error stays as it is; a note shows where the class is defined, later."""
    (tmp_path / "main.td").write_text(f"{use}\nclass Later<int n = 0>;\n")
    monkeypatch.chdir(tmp_path)
    assert main(["records", "main.td", "-I", "."]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines[0].endswith("error: Couldn't find class 'Later'")
    assert lines[3] == (
        "main.td:2:7: note: class 'Later' is defined here, after its use; a class must be defined before it is used"
    )
    assert lines[4:6] == ["  class Later<int n = 0>;", "        ^"]


def test_the_rfcs_own_typo_in_a_spec_gets_a_suggestion(tmp_path):
    """The RFC writes `TypeAvailabeAt`: a spec with that typo is told the class it meant."""
    rfc = Path(__file__).resolve().parents[2] / "examples" / "rfc" / "example.td"
    spec = tmp_path / "example.td"
    spec.write_text(rfc.read_text().replace("TypeAvailableAt<F32", "TypeAvailabeAt<F32"))
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "avail", "--no-cache", str(spec)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 1
    lines = proc.stderr.splitlines()
    assert lines[0].endswith(": error: Expected a class name, got 'TypeAvailabeAt'")
    assert lines[3] == "note: did you mean 'TypeAvailableAt'?"


def test_unrelated_name_gets_no_suggestion(tmp_path, monkeypatch, capsys):
    (tmp_path / "main.td").write_text("class Summary;\ndef x : Widget;\n")
    monkeypatch.chdir(tmp_path)
    assert main(["records", "main.td", "-I", "."]) == 1
    assert "did you mean" not in capsys.readouterr().err


def test_missing_include_lists_the_directories_searched(tmp_path, monkeypatch, capsys):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "Summary.td").write_text("def s;\n")
    (tmp_path / "main.td").write_text('include "Summry.td"\n')
    monkeypatch.chdir(tmp_path)
    assert main(["records", "main.td", "-I", "inc", "-I", "other"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == "main.td:1:9: error: could not find include file 'Summry.td'"
    assert lines[3].startswith("note: searched the working directory, 'inc', 'other'")
    assert lines[4] == "note: did you mean 'Summary.td'?"


@pytest.mark.oracle
@pytest.mark.parametrize("text,first,hint", SUGGESTIONS)
def test_llvm_tblgen_reports_the_mistyped_name_alike(tmp_path, llvm_tblgen, text, first, hint):
    """The suggestion is a note on llvm-tblgen's own first error, which stays as it words it."""
    (tmp_path / "main.td").write_text(text)
    proc = subprocess.run([str(llvm_tblgen), "-I", ".", "main.td"], cwd=tmp_path, capture_output=True, timeout=60)
    assert proc.returncode == 1
    assert str(first_error(proc.stderr.decode("utf-8", "replace"))) == first
