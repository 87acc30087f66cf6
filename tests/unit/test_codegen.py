"""Unit tests of the code generator's pieces: filters, layout, black chunks and cache,
atomic package writes, the result cache, naming rules."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.codegen import layout
from odsgen.codegen.filters import PyCode, ident, py_comment, py_doc, py_str, py_tuple, snake_case
from odsgen.codegen.output import write_tree
from odsgen.codegen.view import op_class_name, version_module_name
from odsgen.diagnostics import OdsgenError
from odsgen.source import Loc

REPO = Path(__file__).resolve().parents[2]
RFC = REPO / "examples" / "rfc" / "example.td"

# --------------------------------------------------------------------------- filters


@pytest.mark.parametrize(
    "name,expected",
    [
        ("in", "in_"),
        ("None", "None_"),
        ("class", "class_"),
        ("ok_name", "ok_name"),
        ("a.b", "a_x2e_b"),
        ("9lives", "_9lives"),
        ("", "_"),
        ("é", "_xe9_"),
        ("x y", "x_x20_y"),
    ],
)
def test_ident_rule(name, expected):
    assert ident(name) == expected
    assert ident(expected) == expected  # idempotent
    assert expected.isidentifier()


@pytest.mark.parametrize(
    "fn,expected",
    [
        ("getMinVersion", "get_min_version"),
        ("getCapabilities", "get_capabilities"),
        ("getSPIRVVersion", "get_spirv_version"),
        ("get_profiles", "get_profiles"),
    ],
)
def test_snake_case_rule(fn, expected):
    assert snake_case(fn) == expected


def test_py_str_is_a_literal_of_the_same_value_in_blacks_quotes():
    for s in ["plain", 'with "double"', "with 'single'", "both ' and \"", "\\", "\n\t\r", "\x00\u2028", "é☃"]:
        lit = py_str(s)
        assert isinstance(lit, PyCode) and "\n" not in lit
        assert ast.literal_eval(lit) == s
    assert py_str("plain") == '"plain"'
    with pytest.raises(TypeError):
        py_str(3)


def test_py_doc_value_and_no_early_close():
    for s in ['"""', 'x"', '""""', "a\\", "tab\there", "\x7f", "nl\nnext"]:
        lit = py_doc(s)
        assert lit.startswith('"""') and lit.endswith('"""')
        value = ast.literal_eval(lit)
        assert value == s or value == s + "\n"


def test_py_comment_stays_on_one_line():
    assert "\n" not in py_comment("a\nb\r\u2028c") and py_comment("ok") == "ok"


def test_py_tuple_has_no_trailing_comma_except_for_one():
    assert py_tuple([PyCode("a")]) == "(a,)"
    assert py_tuple([PyCode("a"), PyCode("b")]) == "(a, b)"
    with pytest.raises(TypeError):
        py_tuple(["raw"])


def test_naming_rules():
    assert op_class_name("A_Op") == "AOp" and op_class_name("IAddOp") == "IAddOp"
    assert version_module_name("v1.3") == "v1_3" and version_module_name("V_2") == "v2"


# --------------------------------------------------------------------------- layout


def test_call_with_string_lays_out_as_black_does():
    import black

    from odsgen.codegen.format import _mode

    for n in (10, 100, 400):
        text = "x" * n + '"quote"'
        stmt = "    " + layout.call_with_string(4, "VALUE = f(", text)
        src = f"class C:\n{stmt}\n"
        assert black.format_str(src, mode=_mode()) == src
        ns: dict = {"f": lambda s: s}
        exec(compile(src, "<layout>", "exec"), ns)  # the test's own literal code
        assert ns["C"].VALUE == text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list(' \t\n"\\ab\x00\xa0\u2028')), max_size=40))
def test_py_docstring_is_what_black_leaves_as_it_is(value):
    """black re-indents docstrings (PEP 257); ``py_docstring`` spells the value black would
    make, so black leaves the literal alone, and the value is black's for ``py_doc``'s."""
    import ast

    import black

    from odsgen.codegen.filters import py_doc, py_docstring
    from odsgen.codegen.format import _mode

    mine = f"class C:\n    {py_docstring(value, 4)}\n\n    x = 1\n"
    assert black.format_str(mine, mode=_mode()) == mine
    theirs = black.format_str(f"class C:\n    {py_doc(value, 4)}\n\n    x = 1\n", mode=_mode())
    assert ast.get_docstring(ast.parse(mine).body[0], clean=False) == ast.get_docstring(
        ast.parse(theirs).body[0], clean=False
    )


def test_sequence_fits_or_explodes():
    assert layout.sequence(0, "X = (", ["a", "b"], ")") == "X = (a, b)"
    long = layout.sequence(0, "X = (", ["a" * 60, "b" * 60], ")")
    assert long.splitlines()[1].endswith(",") and long.endswith(")")


# --------------------------------------------------------------------------- black chunks and cache


def test_format_chunks_join_to_blacks_output(tmp_path, monkeypatch):
    import black

    from odsgen.codegen import format as F

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    src = "import os\nx=1\n\n\nclass A:\n  y=2\n\n\nclass B( object ):\n  def f(self):return 1\n"
    out = F.format_files({"m.py": src})["m.py"]
    assert out == black.format_str(src, mode=F._mode())
    # A second run reads every chunk from the cache (black is not called).
    monkeypatch.setattr(F, "_format_batch", lambda chunks: (_ for _ in ()).throw(AssertionError("not cached")))
    assert F.format_files({"m.py": src})["m.py"] == out


@pytest.mark.parametrize(
    "code",
    [
        "m0 = AnyOf((ExactType(FloatType('f16')), AllOf((ShapedOf(frozenset(('vector',)), AnyType()), "
        + ", ".join(f"ShapeIs('num_elements', '==', {n})" for n in range(12))
        + ")), IntegerOf(-1, None)))",
        "return DialectRules(dialects=('x',), version_implies={frozenset(("
        + ", ".join(repr("Capability" + str(i)) for i in range(9))
        + ")): ('A',)}, case_requirements={'e': {'c': R('"
        + "x" * 300
        + "')}})",
        "from odsgen.runtime.matchers import " + ", ".join(f"Name{i}" for i in range(30)),
        "AXES = (Axis('version', Version, True),)",
        "x = f('it\\'s \"quoted\"', g(1, 2.5, None, True))",
    ],
)
def test_statement_layout_is_black_stable(code):
    """layout.statement gives what black keeps: formatting it again changes nothing, and
    the value is the statement's own."""
    import black

    from odsgen.codegen.format import _mode

    for indent in (0, 8):
        text = layout.statement(indent, code)
        src = text if not indent else "def f():\n    if x:\n" + text
        src += "\n"
        assert black.format_str(src, mode=_mode()) == src
        assert ast.dump(ast.parse(text.strip())) == ast.dump(ast.parse(code))


def _made_nodes():
    """Code built as layout nodes, of every kind and of lengths on both sides of the limit."""
    from odsgen.codegen.layout import Bracket, Keyword, Pair, Str

    def call(name, *args):
        return Bracket(f"_avail.{name}(", list(args), ")")

    words = "the op's own requirement, then if the attribute is f32 at least V_2 " * 3
    at = Keyword("at", Str("example.td:45:22"))
    by = [call("provenance", Str("op"), Str(""), Str(f"f{i}.td:1:2")) for i in range(4)]
    for n in (1, 2, 4):
        tup = Bracket("(", by[:n], ")", tuple=True, text=f"({', '.join(by[:n])},)")
        yield call("at_least", "_e.Version.V_1", at, Keyword("by", tup))
    yield call("at_least", call("Case", Str("V_9"), "-1"), Keyword("symbol", Str(words)))
    yield Bracket("(", [Str(words), "1"], ")", tuple=True)
    yield Bracket("(", ["x"], ")", tuple=True)
    odd = Bracket("{", [Pair("_e.Cap.A", Str("A")), Pair("_e.Cap.B", Str(words))], "}")
    group = call("any_of", "_e.Cap.A", "_e.Cap.B", Keyword("symbols", odd), at)
    yield call("Requirements", Keyword("Capability", call("all_of", group, group)))
    table = [
        Pair(str(v), call("Requirements", Keyword("MinVersion", call("at_most", f"Version.V_{v}")))) for v in range(9)
    ]
    yield Bracket("{", table, "}")
    yield call("Requirements", Bracket("{", [Pair(Str("Min Version"), call("at_least", "V.V_1", at))], "}"))


@pytest.mark.parametrize("node", list(_made_nodes()), ids=lambda n: n[:40])
@pytest.mark.parametrize("indent", [0, 4, 60])
def test_made_code_is_laid_out_as_its_parsed_text(node, indent):
    """Code the generator builds as nodes (layout.Bracket...) is laid out from its parts,
    unparsed, exactly as its text is once parsed (issue 25, item 5)."""
    assert layout.statement(indent, node, lead="x = ") == layout.statement(indent, "x = " + node)
    assert layout.statement(indent, node, ",", lead="t=") == layout.statement(indent, str(node), ",", lead="t=")


def test_statement_layout_is_linear_in_the_nesting(monkeypatch):
    """Each bracket of a deeply nested statement that must be opened is spelled once for
    its own line, not again for every bracket around it (issue 25, item 5: the layout was
    quadratic in the nesting)."""
    depth, width = 40, 6
    code = "x = " + "f(" * depth + ", ".join(repr("s" * 30) for _ in range(width)) + ")" * depth
    calls = []
    real = layout._Printer.brackets
    monkeypatch.setattr(layout._Printer, "brackets", lambda *a: calls.append(1) or real(*a))
    text = layout.statement(0, code)
    assert ast.dump(ast.parse(text)) == ast.dump(ast.parse(code))
    # Once to spell each call on one line, once more for each call that is opened.
    assert len(calls) <= 2 * depth


@pytest.mark.parametrize("spec", ["rfc/example.td", "gpu/gpu.td", "abi/abi.td", "dataflow/dataflow.td"])
def test_exact_statements_are_what_the_layout_gives(spec, tmp_path, monkeypatch):
    """The generator's statements it marks ``exact`` (spelled as the layout spells them)
    skip the parse when they fit on a line; the package is the same as when every
    statement is parsed and laid out (issue 25, item 5)."""
    from odsgen.codegen.generate import GenRequest, generate

    def gen(name: str) -> dict[str, str]:
        req = GenRequest(specs=[str(REPO / "examples" / spec)], outdir=str(tmp_path / name), format=False)
        return generate(GenRequest(**{**req.__dict__, "use_cache": False})).files

    fast = gen("fast")
    real = layout.statement
    skipped = []

    def parsed(*args, exact=False, **kwargs):
        skipped.append(exact)
        return real(*args, **kwargs)

    monkeypatch.setattr(layout, "statement", parsed)
    assert gen("parsed") == fast
    assert any(skipped)  # the fast path was taken somewhere


def _forked_helpers(monkeypatch) -> list:
    """The helpers odsgen.parallel.forked starts from now on, each once its block is left."""
    import contextlib

    from odsgen import parallel

    real, helpers = parallel.forked, []

    @contextlib.contextmanager
    def recording(fn):
        with real(fn) as helper:
            yield helper
        helpers.append(helper)

    monkeypatch.setattr(parallel, "forked", recording)
    return helpers


@pytest.mark.parametrize("spec", ["rfc/example.td", "gpu/gpu.td"])
def test_gen_renders_in_two_processes_the_serial_text(spec, tmp_path, monkeypatch):
    """With two jobs a forked helper renders the files that read no op (enums.py,
    interfaces.py, rules.py, target.py) while gen builds the op classes; the package is
    the one process's, byte for byte, in the same order (issue 25, item 5)."""
    from odsgen.codegen import generate as G

    def gen(jobs: int) -> dict[str, str]:
        req = G.GenRequest(specs=[str(REPO / "examples" / spec)], outdir=str(tmp_path / f"j{jobs}"), per_version=True)
        return G.generate(G.GenRequest(**{**req.__dict__, "use_cache": False, "jobs": jobs})).files

    monkeypatch.setattr(G, "_PARALLEL_MIN_OPS", 1)
    helpers = _forked_helpers(monkeypatch)
    serial = gen(1)
    assert helpers == []
    parallel = gen(2)
    assert [h.signal for h in helpers] == [None]  # one helper, which ended normally
    assert list(parallel.items()) == list(serial.items())


def test_gen_renders_a_dead_helpers_share_itself(tmp_path, monkeypatch):
    """A rendering helper that dies (here: killed while it renders enums.py) leaves its
    files to gen, which writes the same package as with one process."""
    import signal

    from odsgen.codegen import generate as G
    from odsgen.codegen.backends import enums

    req = G.GenRequest(specs=[str(RFC)], outdir=str(tmp_path / "one"), use_cache=False, jobs=1)
    serial = G.generate(req).files
    parent, real_emit = os.getpid(), enums.emit

    def emit(view):
        if os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return real_emit(view)

    monkeypatch.setattr(enums, "emit", emit)
    monkeypatch.setattr(G, "_PARALLEL_MIN_OPS", 1)
    helpers = _forked_helpers(monkeypatch)
    res = G.generate(G.GenRequest(**{**req.__dict__, "outdir": str(tmp_path / "two"), "jobs": 2}))
    assert [h.signal for h in helpers] == [signal.SIGKILL]
    assert list(res.files.items()) == list(serial.items())
    assert {p.name for p in (tmp_path / "two" / "example").iterdir()} >= {"enums.py", "target.py"}


def test_view_parts_of_another_stage_are_refused():
    """A template reading a part of the view its stage does not build fails loudly
    instead of printing nothing (odsgen.codegen.view.STAGES)."""
    from odsgen.codegen import lower
    from odsgen.codegen.env import render
    from odsgen.codegen.view import build_view
    from odsgen.model import load_model

    model = load_model([str(RFC)], [])
    view = build_view(
        model, package="p", locator=lower.Locator([], [str(RFC)]), source="s", command="c", version="v", stages=()
    )
    view.finish("package")
    assert "class TargetEnv" in render("target.py.j2", pkg=view)
    with pytest.raises(RuntimeError, match="the view's ops is not built here"):
        render("ops.py.j2", pkg=view)


def test_needs_black_picks_only_chunks_black_would_change():
    from odsgen.codegen.format import needs_black

    long_doc = '    """' + "d" * 150 + '"""\n'
    assert not needs_black("class A:\n" + long_doc + "    x = f(\n        doc=" + py_str("s" * 150) + ",\n    )\n")
    assert not needs_black("# " + "c" * 150 + "\n")
    assert needs_black("x = f(" + ", ".join(["a"] * 60) + ")\n")


def test_gen_formats_without_black_when_the_code_is_laid_out(tmp_path, monkeypatch):
    """``odsgen gen`` with formatting: the generator's code is black-stable as laid out,
    so black is not called at all, and the output is what black gives."""
    import black

    from odsgen.codegen import format as F
    from odsgen.codegen.generate import GenRequest, generate

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(F, "_format_batch", lambda chunks: (_ for _ in ()).throw(AssertionError("black called")))
    res = generate(GenRequest(specs=[str(RFC)], outdir=str(tmp_path / "out"), per_version=True, use_cache=False))
    for rel, text in res.files.items():
        if rel.endswith(".py"):
            assert black.format_str(text, mode=F._mode()) == text, rel


def test_format_error_names_the_chunk(tmp_path, monkeypatch):
    from odsgen.codegen import format as F

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    with pytest.raises(F.FormatError, match="chunk"):
        F.format_files({"bad.py": "def (:\n"}, use_cache=False)


# --------------------------------------------------------------------------- atomic writes


def test_write_tree_writes_changes_only_and_removes_stale_generated_files(tmp_path):
    out = tmp_path / "out"
    mark = "# Generated by odsgen 0.1.0 from x.td. DO NOT EDIT.\n"
    changed = write_tree(out, {"pkg/a.py": mark + "a = 1\n", "pkg/v1.py": mark + "v = 1\n"})
    assert len(changed) == 2
    (out / "pkg" / "mine.py").write_text("# a user's file\n")
    mtime = (out / "pkg" / "a.py").stat().st_mtime_ns
    changed = write_tree(out, {"pkg/a.py": mark + "a = 1\n"})
    assert (out / "pkg" / "a.py").stat().st_mtime_ns == mtime  # unchanged, not rewritten
    assert not (out / "pkg" / "v1.py").exists()  # generated by us before, gone now
    assert (out / "pkg" / "mine.py").exists()  # not ours: kept
    assert not [p for p in (out / "pkg").iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("rel", ["../escape.py", "/abs.py", "pkg/../../x.py", "pkg//x.py", "a\\b.py"])
def test_write_tree_never_leaves_the_output_dir(tmp_path, rel):
    with pytest.raises(OdsgenError):
        write_tree(tmp_path / "out", {rel: "x\n"})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_write_tree_refuses_a_symlinked_package_dir(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    os.symlink(elsewhere, out / "pkg")
    with pytest.raises(OdsgenError):
        write_tree(out, {"pkg/a.py": "a = 1\n"})
    assert list(elsewhere.iterdir()) == []


def test_failed_write_leaves_previous_output_intact(tmp_path, monkeypatch):
    out = tmp_path / "out"
    write_tree(out, {"pkg/a.py": "old a\n", "pkg/b.py": "old b\n"})
    real_fdopen = os.fdopen
    calls = {"n": 0}

    def failing_fdopen(fd, *a, **k):
        calls["n"] += 1
        if calls["n"] == 2:
            os.close(fd)
            raise OSError(28, "No space left on device")
        return real_fdopen(fd, *a, **k)

    monkeypatch.setattr(os, "fdopen", failing_fdopen)
    with pytest.raises(OdsgenError, match=r"cannot open output file '.*b\.py': No space left on device"):
        write_tree(out, {"pkg/a.py": "new a\n", "pkg/b.py": "new b\n"})
    assert (out / "pkg/a.py").read_text() == "old a\n" and (out / "pkg/b.py").read_text() == "old b\n"
    assert not [p for p in (out / "pkg").iterdir() if p.name.endswith(".tmp")]


def test_gen_with_a_bad_spec_leaves_previous_output_intact(tmp_path, monkeypatch):
    from odsgen.codegen.generate import GenRequest, generate

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    out = tmp_path / "out"
    generate(GenRequest(specs=[str(RFC)], outdir=str(out), format=False))
    before = {p: p.read_bytes() for p in out.rglob("*.py")}
    bad = tmp_path / "bad.td"
    bad.write_text('include "odsgen/base.td"\ndef X : Op<Nope, "x">;\n')
    with pytest.raises(OdsgenError):
        generate(GenRequest(specs=[str(bad)], outdir=str(out), package="example", format=False))
    assert {p: p.read_bytes() for p in out.rglob("*.py")} == before


@pytest.mark.parametrize("name", ["../x", "a.b", "class", "_private", "", "1abc"])
def test_bad_package_names_are_refused(tmp_path, name):
    from odsgen.codegen.generate import GenRequest, generate

    with pytest.raises(OdsgenError):
        generate(GenRequest(specs=[str(RFC)], outdir=str(tmp_path), package=name, format=False, use_cache=False))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "name,backend,why",
    [
        ("xdsl", "xdsl", "it would hide the module 'xdsl' the generated package imports"),
        ("immutabledict", "xdsl", "it would hide the module 'immutabledict' of 'immutabledict', a dependency of 'xdsl'"),
        ("odsgen", "xdsl", "it would hide odsgen itself"),
    ],
)
def test_a_dialect_named_like_a_module_the_package_imports_is_refused(tmp_path, name, backend, why):
    """Issue 32, item 8: a dialect named ``xdsl`` gave (exit 0) an xDSL package named
    ``xdsl`` that hides the library it imports, so it never imported. Refused at the
    dialect's name, with a name that works, as a standard library name is."""
    if name == "immutabledict":
        pytest.importorskip("xdsl")
    spec = tmp_path / "x.td"
    spec.write_text(RFC.read_text().replace('let name = "example";', f'let name = "{name}";'))
    out = tmp_path / "out"
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "gen", str(spec), "-o", str(out), "--backend", backend, "--no-cache", "-q"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1, proc.stderr
    first = proc.stderr.splitlines()[0]
    assert first.startswith(f"{spec}:12:14: error: dialect name '{name}' cannot name the generated package: {why}")
    assert f"--package {name}_dialect" in proc.stderr and "Traceback" not in proc.stderr
    assert not out.exists()


@pytest.mark.parametrize("backend", ["odsgen", "xdsl"])
def test_the_modules_generated_code_imports_are_the_ones_package_names_keep_clear_of(tmp_path, backend):
    """Every top-level module a generated package imports (outside the standard library and
    itself) is one ``package_name.imported_modules`` reads from the templates, so a package
    name can never hide it."""
    from odsgen.codegen import package_name
    from odsgen.codegen.generate import GenRequest, generate

    res = generate(GenRequest(specs=[str(RFC)], outdir=str(tmp_path), format=False, use_cache=False, backend=backend))
    imported = set()
    for path, text in res.files.items():
        if path.endswith(".py"):
            for node in ast.walk(ast.parse(text)):
                if isinstance(node, ast.Import):
                    imported.update(a.name.split(".")[0] for a in node.names)
                elif isinstance(node, ast.ImportFrom) and not node.level:
                    imported.add(node.module.split(".")[0])
    outside = {m for m in imported if m not in sys.stdlib_module_names and m != "__future__"}
    assert outside == set(package_name.imported_modules(backend))
    assert outside == ({"odsgen", "xdsl"} if backend == "xdsl" else {"odsgen"})


# --------------------------------------------------------------------------- result cache


def test_repeated_gen_is_answered_from_the_result_cache(tmp_path, monkeypatch):
    from odsgen.codegen import generate as G

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    req = G.GenRequest(specs=[str(RFC)], outdir=str(tmp_path / "out"), format=False)
    first = G.generate(req)
    assert not first.from_cache and first.changed
    second = G.generate(req)
    assert second.from_cache and second.changed == [] and second.files == first.files
    # A deleted output file is written again from the cache.
    (tmp_path / "out" / first.package / "ops.py").unlink()
    third = G.generate(req)
    assert third.from_cache and len(third.changed) == 1


def test_the_xdsl_package_copies_the_targets_file_beside_the_spec_and_the_cache_follows_it(tmp_path, monkeypatch):
    """``gen --backend xdsl`` copies the targets.toml beside the spec into the package (its
    passes read it, issue 32 item 25); the result cache misses when that file changes,
    appears or goes."""
    from odsgen.codegen import generate as G

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    spec = tmp_path / "spec" / "example.td"
    spec.parent.mkdir()
    spec.write_text(RFC.read_text())
    req = G.GenRequest(specs=[str(spec)], outdir=str(tmp_path / "out"), format=False, backend="xdsl")
    first = G.generate(req)
    assert "example/targets.toml" not in first.files
    beside = spec.parent / "targets.toml"
    beside.write_text('dialect = "example"\n[targets.one]\ntarget = "version=V_1"\n')
    second = G.generate(req)
    copy = second.files["example/targets.toml"]
    assert not second.from_cache and copy.startswith("# Generated by odsgen ") and copy.endswith(beside.read_text())
    assert G.generate(req).from_cache
    beside.write_text('dialect = "example"\n[targets.two]\ntarget = "version=V_2"\n')
    third = G.generate(req)
    assert not third.from_cache and "two" in (tmp_path / "out" / "example" / "targets.toml").read_text()
    beside.unlink()
    fourth = G.generate(req)
    assert not fourth.from_cache and not (tmp_path / "out" / "example" / "targets.toml").exists()


# --------------------------------------------------------------------------- requirements as calls


def _i32():
    from odsgen.runtime import ir

    return ir.IntegerType(32)


def test_requirements_are_constructor_calls_named_and_shared(tmp_path, monkeypatch):
    """An op's own requirements and its annotations' are ``_avail`` constructor calls over
    the enum's members (no JSON literal); the op's own are one shared module-level
    ``Requirements`` the class names with ``owned``, and the runtime reads them as the
    model says (case, provenance with the op's name and the .td location). The class's
    query answers for the op itself: ``AOp.get_min_version()``."""
    import importlib
    import sys

    from odsgen.codegen.generate import GenRequest, generate
    from odsgen.runtime import avail

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    out = tmp_path / "out"
    res = generate(GenRequest(specs=[str(RFC)], outdir=str(out), package="rfc_calls", use_cache=False))
    ops = res.files["rfc_calls/ops.py"]
    assert '{"@"' not in ops and "_avail.requirements(" not in ops
    assert (
        '_odsgen_req_from_V_1 = _avail.Requirements(MinVersion=_avail.at_least(_e.Version.V_1, at="example.td:45:22"))'
        in ops
    )
    assert "OWN_REQUIREMENTS = _avail.owned(_odsgen_req_from_V_1, owner=OPERATION_NAME)" in ops
    assert 'attribute="example.a::attr", at="example.td:47:5"' in ops
    monkeypatch.syspath_prepend(str(out))
    try:
        pkg = importlib.import_module("rfc_calls")
        # A class answers for the op itself (its own requirements), with no instance.
        assert pkg.AOp.get_min_version() is pkg.Version.V_1
        # Answers name their fields after the queries.
        own = pkg.AOp.answers_of(pkg.AOp.build(attr=1.0, result_type=_i32()).operation)
        assert own.min_version is own.values[0] is pkg.Version.V_2
        assert repr(own) == "Answers(min_version=V_2)"
        req = pkg.AOp.OWN_REQUIREMENTS.get("MinVersion")
        assert isinstance(req, avail.AtLeast) and req.case == avail.Case("V_1", int(pkg.Version.V_1))
        # (the package keeps the name relative to the spec's folder; reports name the file by
        # docs/validate.md's "Paths in reports")
        assert [(p.kind.value, p.name, p.loc) for p in req.provenance] == [("op", "example.a", Loc("example.td", 45, 22))]
        ann = pkg.AOp._odsgen_avail_attr.requirements.get("MinVersion")
        assert [(p.kind.value, p.name) for p in ann.provenance] == [("attribute", "example.a::attr")]
    finally:
        for name in [m for m in sys.modules if m == "rfc_calls" or m.startswith("rfc_calls.")]:
            del sys.modules[name]


def test_generator_digest_reads_blacks_version_without_importlib_metadata():
    """The digest keying generated output holds black's installed version, read without
    importing importlib.metadata (about 40 ms of every `odsgen gen`; issue 25, item 5)."""
    from importlib.metadata import version

    from odsgen.codegen.generate import _black_version

    assert _black_version() == version("black")
    code = (
        "import sys\n"
        "from odsgen.codegen.generate import generator_digest\n"
        "generator_digest()\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_gen_asks_the_package_kind_not_the_backend_name():
    """``odsgen gen`` renders every backend through its ``PackageKind`` (issue 36, item 3):
    generate.py names no backend, and each kind says its templates, stages and files."""
    from odsgen.codegen import generate
    from odsgen.codegen.backends import package_kind, template_paths

    source = Path(generate.__file__).read_text()
    assert '== "xdsl"' not in source and "import xdsl" not in source and "backends.xdsl" not in source.replace(
        "# \"xdsl\": an xDSL dialect package (odsgen.codegen.backends.xdsl)", ""
    )
    odsgen_kind, xdsl_kind = package_kind("odsgen"), package_kind("xdsl")
    assert (odsgen_kind.name, xdsl_kind.name) == ("odsgen", "xdsl")
    assert odsgen_kind.trusted_layout and xdsl_kind.trusted_layout  # (both laid out as black keeps them)
    assert {p.name for p in template_paths("xdsl")} > {p.name for p in template_paths("odsgen")}
    assert "dialect.py.j2" in {p.name for p in template_paths("xdsl")}
