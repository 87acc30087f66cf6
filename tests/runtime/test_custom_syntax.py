"""validate and deduce on modules in MLIR's custom syntax (odsgen.checking.inputs.custom_syntax).

A SPIR-V module written here in custom form is printed by mlir-opt in generic form; both
parsers (the MLIR Python bindings in process, mlir-opt) give the same verdicts and
reasons on the custom file as odsgen's reader gives on the generic one, with every
position in the custom file, at the op's name (MLIR's op location).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from check_support import CORRECTIONS_NOTE, EXAMPLES
from check_support import run_cli as _run_cli
from runtime_support import run_odsgen_in_process as _run_odsgen
from odsgen.checking.inputs import custom_syntax


# The SPIR-V spec's note that odsgen's declarations of upstream's hand-written availability
# apply (tests/oracle/test_spirv_corrections_oracle.py checks it) is left out of what these
# tests compare.
def run_cli(*argv):
    rc, out, err = _run_cli(*argv)
    return rc, out, err.replace(CORRECTIONS_NOTE + "\n", "")


def run_odsgen(*args, **kw):
    proc = _run_odsgen(*args, **kw)
    proc.stderr = proc.stderr.replace((CORRECTIONS_NOTE + "\n").encode(), b"")
    return proc


pytestmark = [pytest.mark.oracle, pytest.mark.usefixtures("api_session")]

CUSTOM = """// custom-form SPIR-V: atomics with enum attributes that need extensions and capabilities
spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, Workgroup>, %v: i32, %b: vector<4xi32>) "None" {
    %0 = spirv.AtomicAnd <Device> <Acquire|Volatile> %p, %v : !spirv.ptr<i32, Workgroup>
    %1 = spirv.AtomicOr <Workgroup> <None> %p, %v : !spirv.ptr<i32, Workgroup>
    %2 = spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %b : vector<4xi32> -> i32
    spirv.Return
  }
}
"""


def _specs(llvm_include):

    return [
        "--spec",
        f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td",
        "-I",
        str(llvm_include),
    ]


_AT = re.compile(r"^(\S+?):(\d+):(\d+)", re.M)


def _verdicts(text: str, path) -> list[str]:
    """The report without positions and source lines (the op count leaves out the
    builtin.module mlir-opt's generic form wraps around the ops)."""
    text = re.sub(re.escape(str(path)) + r"(:\d+:\d+)?", "M", text)
    text = re.sub(r"\d+ of \d+ ops", "N of M ops", text)
    return [l for l in text.splitlines() if not l.startswith("    ") and l.strip() != "^" and not _VERIFY_NOTE.match(l)]


# Who verified the ops: odsgen (what it could not check) or, for a module MLIR's parser read
# in process, MLIR's verifier (test_ops_mlir_verified_are_not_verified_again).
_VERIFY_NOTE = re.compile(r"M: note: \d+ (constraints of \d+ ops not checked|ops verified by MLIR's verifier)")


@pytest.fixture
def parser(custom_parser):
    return custom_parser


@pytest.mark.parametrize("command", ["validate", "deduce"])
def test_custom_syntax_gives_the_generic_verdicts_in_the_custom_file(command, parser, tmp_path, mlir_opt, llvm_include):
    custom = tmp_path / "net.mlir"
    custom.write_text(CUSTOM)
    generic = tmp_path / "net.generic.mlir"
    subprocess.run([str(mlir_opt), "--mlir-print-op-generic", str(custom), "-o", str(generic)], check=True)
    target = ["--target", "vulkan-1.1"] if command == "validate" else []
    rc_c, out_c, err_c = run_cli(command, str(custom), *_specs(llvm_include), *target)
    rc_g, out_g, err_g = run_cli(command, str(generic), *_specs(llvm_include), *target)
    assert rc_c == rc_g
    assert rc_c == (1 if command == "validate" else 0)
    text = out_c + err_c
    # Same verdicts and reasons (positions aside; the custom file's op count leaves out
    # the builtin.module mlir-opt's generic form wraps around the ops).
    assert _verdicts(text, custom) == _verdicts(out_g + err_g, generic)
    if command == "validate":
        # With the bindings, MLIR's verifier verifies the 6 ops of the generic file too (issue 24).
        assert ("6 ops verified by MLIR's verifier" in out_g) == (parser == "bindings"), out_g
        assert ("constraints of 6 ops not checked" in out_g + err_g) == (parser != "bindings")
        # The bindings verified the 6 ops (MLIR's verifier) as they parsed them; mlir-opt did
        # too, but which ops it knows is not asked of it: odsgen verifies them.
        verified = "6 ops verified by MLIR's verifier" in text
        assert verified == (parser == "bindings") and ("not checked" in text) == (parser != "bindings"), text
    lines = CUSTOM.splitlines()
    positions = [(int(l), int(c)) for f, l, c in _AT.findall(text) if f == str(custom)]
    positions += [(int(l), int(c)) for l, c in re.findall(re.escape(str(custom)) + r":(\d+):(\d+)", text)]
    assert positions
    for line, col in positions:
        assert re.match(r"spirv\.\w+", lines[line - 1][col - 1 :]), (line, col)
    assert "generic form" not in text


def test_without_a_parser_the_error_names_both_ways_out(tmp_path, monkeypatch, llvm_include):
    monkeypatch.setattr(custom_syntax, "_bindings", lambda: None)
    monkeypatch.setattr(custom_syntax, "find_mlir_opt", lambda: None)
    custom = tmp_path / "net.mlir"
    custom.write_text(CUSTOM)
    rc, out, err = run_cli("validate", str(custom), *_specs(llvm_include), "--target", "vulkan-1.1")
    assert rc == 2
    assert err.startswith(f"{custom}:2:1: error: ")
    assert "pip install 'odsgen[mlir]'" in err and "mlir-opt" in err
    assert "Traceback" not in err


def test_a_custom_syntax_error_points_into_the_users_file(parser, tmp_path, llvm_include):
    custom = tmp_path / "net.mlir"
    custom.write_text(
        CUSTOM.replace("%p, %v : !spirv.ptr<i32, Workgroup>\n    %1", "%p : !spirv.ptr<i32, Workgroup>\n    %1")
    )
    rc, out, err = run_cli("validate", str(custom), *_specs(llvm_include), "--target", "vulkan-1.1")
    assert rc == 2
    assert re.match(re.escape(str(custom)) + r":4:\d+: error: .*operands", err), err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "data",
    [
        bytes(range(256)) * 4,  # binary garbage
        CUSTOM.encode().replace(b"spirv.Return", b"spirv.Return\0"),  # a NUL in custom-looking text
        CUSTOM.encode().replace(b"spirv.Return", b"spirv.Return \xff\xfe"),  # not UTF-8
        b"hello world\n",  # prose: no dialect op name first
        b'"spirv.module"() ({\n  ^bb0(\xff',  # generic form
    ],
    ids=["garbage", "nul", "not-utf8", "prose", "generic"],
)
def test_only_clear_custom_syntax_goes_to_mlir(data, tmp_path, monkeypatch, llvm_include):
    """Anything but clear custom-syntax text keeps odsgen's reader and its located errors."""

    def no_mlir(*args, **kwargs):
        raise AssertionError("sent to MLIR's parser")

    monkeypatch.setattr(custom_syntax, "read_custom", no_mlir)
    bad = tmp_path / "bad.mlir"
    bad.write_bytes(data)
    rc, out, err = run_cli("validate", str(bad), *_specs(llvm_include), "--target", "vulkan-1.1")
    assert rc == 2 and out == ""
    if data.startswith(b"\0"):  # binary: an error about the file, its bytes never shown (issue 34, item 5)
        assert err == f"{bad}: error: is binary data, not an MLIR module (neither MLIR text nor MLIR bytecode)\n"
    else:
        assert re.match(re.escape(str(bad)) + r":\d+:\d+: error: ", err), err
    assert "Traceback" not in err and "internal error" not in err


def test_a_module_reads_as_mlir_opt_reads_it_through_both_parsers(parser, tmp_path, mlir_opt):
    """Several top-level ops go into one builtin.module (the bindings' Operation.parse takes a
    single op only), and the printed locations name the user's file, as mlir-opt's own."""
    custom = tmp_path / "two.mlir"
    custom.write_text("func.func @a() {\n  return\n}\nfunc.func @b() {\n  return\n}\n")
    generic = tmp_path / "two.generic.mlir"
    subprocess.run(
        [str(mlir_opt), "--mlir-print-op-generic", "--mlir-print-debuginfo", str(custom), "-o", str(generic)],
        check=True,
    )
    rc, out, err = run_cli("print", str(custom), "-o", str(tmp_path / "c.mlir"))
    assert rc == 0, err
    assert run_cli("print", str(generic), "-o", str(tmp_path / "g.mlir"))[0] == 0
    printed = (tmp_path / "c.mlir").read_text()
    assert printed == (tmp_path / "g.mlir").read_text()
    assert printed.startswith('"builtin.module"() ({') and f'#loc3 = loc("{custom}":4:1)' in printed


# An op of a dialect MLIR does not know (df, examples/dataflow), in a module in custom
# syntax; it lacks its required ``sym_name``.
UNREGISTERED = """module {
  "df.variable"() {type = tensor<4xi32>} : () -> ()
}
"""


def test_ops_mlir_verified_are_not_verified_again(parser, tmp_path, llvm_include):
    """The bindings' parser verified the ops of the dialects it registers: odsgen does not
    verify them again and says so (``verified_by_mlir``); the ops of other dialects are
    verified by odsgen as ever, and mlir-opt's output is verified by odsgen throughout."""
    import json

    custom = tmp_path / "net.mlir"
    custom.write_text(CUSTOM)
    rc, out, err = run_cli("validate", str(custom), *_specs(llvm_include), "--target", "vulkan-1.1", "--format", "json")
    assert rc == 1, err
    (report,) = json.loads(out)["modules"]
    assert report["malformed_ops"] == 0
    if parser == "bindings":
        assert report["verified_by_mlir"] == 6  # spirv.module, spirv.func, 3 atomics, spirv.Return
        assert report["unchecked"] == {"ops": 0, "constraints": 0, "by_op": {}}
    else:
        assert "verified_by_mlir" not in report
        assert {"spirv.AtomicAnd", "spirv.func"} <= set(report["unchecked"]["by_op"])

    custom = tmp_path / "df.mlir"
    custom.write_text(UNREGISTERED)
    spec = ["--spec", str(EXAMPLES / "dataflow" / "dataflow.td"), "--target", "df-1", "--format", "json"]
    rc, out, err = run_cli("validate", str(custom), *spec)
    assert rc == 3, err
    (report,) = json.loads(out)["modules"]
    assert [(m["op"], m["loc"]) for m in report["malformed"]] == [("df.variable", f"{custom}:2:3")]
    assert "sym_name" in report["malformed"][0]["errors"][0]["message"]
    assert report.get("verified_by_mlir", 0) == 0


# Ops whose locations the user wrote: in another file, fused with a name (an alias
# defined first), unknown, named.
LOCATED = """#here = loc("net.mlir":3:3)
spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, Workgroup>, %v: i32, %b: vector<4xi32>) "None" {
    %0 = spirv.AtomicAnd <Device> <Acquire|Volatile> %p, %v : !spirv.ptr<i32, Workgroup>
    %1 = spirv.AtomicOr <Workgroup> <None> %p, %v : !spirv.ptr<i32, Workgroup> loc("other.mlir":9:9)
    %2 = spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %b : vector<4xi32> -> i32 loc(fused["n"(#here), "x.c":1:1])
    spirv.Return loc(unknown)
  } loc("named")
}
"""


@pytest.mark.parametrize("keep_locations", [True, False])
def test_ops_are_placed_as_they_are_read_as_relocate_places_them(keep_locations, parser, tmp_path):
    """odsgen's reader places each op at the position its location names in the user's file
    as it reads it: the positions ``relocate`` gives the module read first, for every kind
    of location; ``keep_locations=False`` keeps the positions only."""
    from odsgen.runtime.ir import FileLineColLoc
    from odsgen.runtime.reader import read_text
    from odsgen.source import SourceManager

    name = "net.mlir"
    sources = SourceManager()
    module = custom_syntax.read_custom(LOCATED, name, sources, parser=parser, keep_locations=keep_locations).module
    got = [(op.name, op.line, op.col) for op in module.walk()]

    if parser == "bindings":
        import mlir.ir

        generic, origin = custom_syntax._with_bindings(LOCATED, name, SourceManager())[:2]
    else:
        generic = custom_syntax._with_mlir_opt(custom_syntax.find_mlir_opt(), LOCATED, name, SourceManager())
        origin = "<stdin>"
    want_module = read_text(custom_syntax._name_locations(generic, origin, name))
    custom_syntax.relocate(want_module, SourceManager().add(name, LOCATED), name)
    want = [(op.name, op.line, op.col) for op in want_module.walk()]
    assert got == want
    # Without a file location (unknown, a name alone): placed by their index, as bytecode's ops are.
    labels = [op.source_loc.label for op in module.walk() if op.name in ("spirv.func", "spirv.Return")]
    assert labels == ["op #2 'spirv.func' named \"named\" @f", "op #6 'spirv.Return' in @f"]
    # Located in another file: there (issue 20, item 13).
    assert ("spirv.AtomicOr", 9, 9) in got
    assert [op.elsewhere for op in module.walk() if op.name == "spirv.AtomicOr"] == ["other.mlir"]
    assert ("spirv.AtomicAnd", 4, 10) in got and ("spirv.GroupNonUniformBallotBitCount", 3, 3) in got
    locations = [op.location for op in module.walk()]
    if keep_locations:
        assert locations == [op.location for op in want_module.walk()]
        assert FileLineColLoc(name, 4, 10) in locations
    else:  # (only the ops placed by their index keep theirs: it names them, ``named "named"``)
        placed = [op.source_loc is not None and op.source_loc.label != "" for op in module.walk()]
        assert [loc is None for loc in locations] == [not p for p in placed]
        assert sum(placed) == 2


def test_a_converted_module_is_verified_by_odsgen(parser, tmp_path, llvm_include):
    """convert changes the module MLIR verified (its patterns set attributes here, which
    MLIR never saw): the result is verified by odsgen throughout, as for a generic file."""
    import json

    custom = tmp_path / "net.mlir"
    custom.write_text(CUSTOM)
    patterns = tmp_path / "patterns.py"
    patterns.write_text(
        "from odsgen.runtime import ir\n"
        "from odsgen.runtime.rewrite import pattern\n\n\n"
        '@pattern("spirv.AtomicAnd")\n'
        "def bad_scope(op, rw):\n"
        '    rw.set_property(op, "memory_scope", ir.StringAttr("nowhere"))\n'
    )
    out = tmp_path / "out.mlir"
    args = [*_specs(llvm_include), "--target", "vulkan-1.1", "--patterns", str(patterns), "--format", "json"]
    _, stdout, _ = run_cli("convert", str(custom), *args, "-o", str(out))
    doc = json.loads(stdout)
    assert "verified_by_mlir" not in doc and {"spirv.Return", "spirv.func"} <= set(doc["unchecked"]["by_op"]), doc


# A module whose syntax MLIR reads but whose ops its verifier rejects (issue 20, item 26):
# spirv.IAdd of f32; and an enum case that does not exist, in generic form in a custom file.
MALFORMED = """spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32, %p: !spirv.ptr<i32, Function>) "None" {
    %0 = spirv.IAdd %a, %a : f32
    spirv.Return
  }
}
"""
NO_SUCH_CASE = MALFORMED.replace(
    "%0 = spirv.IAdd %a, %a : f32",
    '%0 = "spirv.Load"(%p) <{memory_access = #spirv.memory_access<Bogus>}> : (!spirv.ptr<i32, Function>) -> i32',
)
MALFORMED_RUNS = [
    ("validate", "--target", "vulkan-1.1"),
    ("validate", "--target", "vulkan-1.0", "--target", "vulkan-1.1"),
    ("validate", "--all-targets"),
    ("deduce",),
]


@pytest.mark.parametrize(
    "text, first",
    [
        (MALFORMED, "3:10: error: 'spirv.IAdd' op operand #0 must be "),
        (NO_SUCH_CASE, "3:66: error: expected ::mlir::spirv::MemoryAccess to be one of: "),
    ],
    ids=["verifier", "enum"],
)
def test_a_malformed_op_exits_3_in_every_syntax(text, first, parser, tmp_path, mlir_opt, llvm_include):
    """validate (one target or a sweep) and deduce exit 3 on a module in custom syntax that
    MLIR's verifier rejects, with MLIR's errors, as on its generic form odsgen's verifier
    rejects (mlir-opt prints it without verifying); a syntax error stays bad input (2)."""
    custom = tmp_path / "bad.mlir"
    custom.write_text(text)
    generic = tmp_path / "bad.generic.mlir"
    unsafe = "--mlir-very-unsafe-disable-verifier-on-parsing"
    # (MLIR's parser reads no enum case that does not exist: the generic form of the module
    # with a case that does, then the case changed)
    valid = text.replace("<Bogus>", "<Volatile>")
    subprocess.run(
        [str(mlir_opt), unsafe, "--mlir-print-op-generic", "-", "-o", str(generic)], input=valid, text=True, check=True
    )
    generic.write_text(generic.read_text().replace("#spirv.memory_access<Volatile>", "#spirv.memory_access<Bogus>"))
    for run in MALFORMED_RUNS:
        rc_c, out_c, err_c = run_cli(run[0], str(custom), *_specs(llvm_include), *run[1:])
        rc_g, out_g, err_g = run_cli(run[0], str(generic), *_specs(llvm_include), *run[1:])
        assert rc_c == rc_g == 3, (run, out_c + err_c, out_g + err_g)
        said = out_c + err_c
        assert f"{custom}:{first}" in said, said
        assert f"{custom}: 1 ops are malformed (MLIR rejected them as it read the module" in said
        assert "Traceback" not in said
    rc, out, _ = run_cli("validate", str(custom), *_specs(llvm_include), "--target", "vulkan-1.1", "--format", "json")
    [m] = json.loads(out)["modules"]
    assert (rc, m["status"], m["malformed_ops"], m["rejected_by_mlir"]) == (3, "malformed", 1, True)
    [entry] = m["malformed"]
    assert entry["loc"] == f"{custom}:{first.split(': error')[0]}"
    category = "enum" if text is NO_SUCH_CASE else "mlir"
    assert [e["category"] for e in entry["errors"]] == [category]
    if category == "mlir":
        assert entry["op"] == "spirv.IAdd" and entry["errors"][0]["message"].startswith("operand #0 must be ")
    # a syntax error in the same module: bad input
    custom.write_text(text.replace("%a: f32", "%a f32"))
    for run in MALFORMED_RUNS:
        rc, _, err = run_cli(run[0], str(custom), *_specs(llvm_include), *run[1:])
        assert rc == 2 and err.startswith(f"{custom}:2:19: error: expected ':'"), (run, err)


def test_a_malformed_custom_module_exits_3_from_the_command_line(tmp_path, llvm_include):
    """The exit status itself, from a process of its own."""
    import os
    import sys

    custom = tmp_path / "bad.mlir"
    custom.write_text(MALFORMED)
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "validate", str(custom), *_specs(llvm_include), "--target", "vulkan-1.1"],
        capture_output=True,
        text=True,
        env={**os.environ},
    )
    assert proc.returncode == 3, proc.stderr
    assert proc.stdout.startswith(f"{custom}:3:10: error: 'spirv.IAdd' op operand #0 must be ")


def test_the_api_says_of_a_malformed_custom_module_what_the_cli_says(tmp_path, llvm_include):
    import odsgen

    custom = tmp_path / "bad.mlir"
    custom.write_text(MALFORMED)
    spec = odsgen.load_spec(_specs(llvm_include)[1], [str(llvm_include)])
    got = odsgen.validate(spec, str(custom), "vulkan-1.1")
    rc, out, _ = run_cli("validate", str(custom), *_specs(llvm_include), "--target", "vulkan-1.1", "--format", "json")
    assert rc == 3 and got == json.loads(out)["modules"][0] and got["status"] == "malformed"


def test_convert_says_of_a_malformed_custom_module_what_validate_says(tmp_path, llvm_include):
    """Malformed is exit 3 in convert too (issue 20, item 26), nothing is written, and the
    API answers as the CLI does."""
    import odsgen

    custom, out, patterns = tmp_path / "bad.mlir", tmp_path / "out.mlir", tmp_path / "none.py"
    custom.write_text(MALFORMED)
    patterns.write_text(
        'from odsgen.runtime.rewrite import pattern\n\n\n@pattern("spirv.IAdd")\ndef never(op, rw):\n    pass\n'
    )
    args = (str(custom), *_specs(llvm_include), "--target", "vulkan-1.1", "--patterns", str(patterns))
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "convert", *args, "-o", str(out)], capture_output=True, text=True
    )
    assert proc.returncode == 3, proc.stderr
    assert proc.stdout.startswith(f"{custom}:3:10: error: 'spirv.IAdd' op operand #0 must be ")
    assert proc.stdout.endswith(f"{custom}: not converted: the module is malformed\n") and not out.exists()
    rc, doc, _ = run_cli("convert", *args, "--format", "json", "-o", str(out))
    spec = odsgen.load_spec(_specs(llvm_include)[1:2], [str(llvm_include)])
    got = odsgen.convert(spec, str(custom), "vulkan-1.1", str(patterns), output=str(out))
    assert rc == 3 and got == json.loads(doc) and got["status"] == "malformed" and got["output"] is None
    assert not out.exists()


def test_the_reader_gives_a_rejected_module_as_its_malformed_report(parser, tmp_path, llvm_include):
    """read_checked_file, the one reader, catches MLIR's rejection: the module read is the
    rejection (an empty table), verify's report of it is MLIR's errors with or without
    verification, its IR is the rejection raised (explain), deduce has no answer for it,
    and --no-verify does not make it legal in validate, deduce or convert (issue 21)."""
    import odsgen
    from odsgen.checking.inputs.read import read_checked_file
    from odsgen.checking.validate import verify_module
    from odsgen.diagnostics import OdsgenError
    from odsgen.source import SourceManager

    custom = tmp_path / "bad.mlir"
    custom.write_text(MALFORMED)
    spec = odsgen.load_spec(_specs(llvm_include)[1:2], [str(llvm_include)])
    sources = SourceManager()
    read, name = read_checked_file(spec.checked, str(custom), sources, to_verify=())
    assert read.rejected is not None and len(read.table) == 0 and name == str(custom)
    for verify in (True, False):
        structure, lines = verify_module(spec.checked, read, name, sources, 0, False, verify)
        assert structure["malformed_ops"] == 1 and structure["rejected_by_mlir"]
        assert lines[0].startswith(f"{custom}:3:10: error: 'spirv.IAdd' op operand #0 must be ")
    with pytest.raises(OdsgenError, match="'spirv.IAdd' op operand #0 must be "):
        read.ir()
    with pytest.raises(OdsgenError, match="'spirv.IAdd' op operand #0 must be "):
        odsgen.deduce(spec, str(custom))
    assert odsgen.validate(spec, str(custom), "vulkan-1.1", verify=False)["status"] == "malformed"
    patterns = tmp_path / "none.py"
    patterns.write_text(
        'from odsgen.runtime.rewrite import pattern\n\n\n@pattern("spirv.IAdd")\ndef never(op, rw):\n    pass\n'
    )
    for cmd, more in (("validate", ()), ("deduce", ()), ("convert", ("--patterns", str(patterns)))):
        rc, _, err = run_cli(cmd, str(custom), *_specs(llvm_include), "--target", "vulkan-1.1", "--no-verify", *more)
        assert rc == 3, (cmd, err)


ORIG = """spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, Workgroup>, %v: i32) "None" {
    %0 = spirv.AtomicAnd <Device> <Acquire|Volatile> %p, %v : !spirv.ptr<i32, Workgroup>
    spirv.Return
  }
}
"""


def test_ops_located_in_another_file_are_reported_there(tmp_path, mlir_opt, llvm_include, mlir_ir):
    """``mlir-opt --mlir-print-debuginfo``'s output locates its ops in its input file: the
    CLI and the API (on the path, and on the module in memory named by ``filename``) report
    an op at the location it carries, with its own file (issue 20, item 13), and without
    the module's source line under it (odsgen did not read that file)."""
    from odsgen import load_spec, validate

    (tmp_path / "orig.mlir").write_text(ORIG)
    (tmp_path / "sub").mkdir()
    printed = tmp_path / "sub" / "printed.mlir"
    subprocess.run([str(mlir_opt), "--mlir-print-debuginfo", "orig.mlir", "-o", str(printed)], check=True, cwd=tmp_path)
    assert 'loc("orig.mlir":3:10)' in printed.read_text()
    proc = run_odsgen("validate", str(printed), *_specs(llvm_include), "--target", "vulkan-1.0")
    assert proc.returncode == 1, proc.stderr
    out = proc.stdout.decode()
    assert "orig.mlir:3:10: error: 'spirv.AtomicAnd' is not available on the target\n  note:" in out
    assert ":0:0" not in out
    # Without a target: the op that needs one, where it is.
    rc, out, err = run_cli("validate", str(printed), *_specs(llvm_include))
    assert rc == 2 and err.startswith("orig.mlir:1:1: error: no target for 'spirv.module'"), err
    args = _specs(llvm_include)
    spec = load_spec([args[1]], [args[3]])  # (--spec SPIRVOps.td -I DIR)
    assert [v["loc"] for v in validate(spec, str(printed), "vulkan-1.0")["illegal"]] == ["orig.mlir:3:10"]
    ctx = mlir_ir.Context()
    module = mlir_ir.Module.parseFile(str(printed), ctx)
    got = validate(spec, module, "vulkan-1.0", filename=str(printed))
    assert got["module"] == str(printed)
    assert [v["loc"] for v in got["illegal"]] == ["orig.mlir:3:10"]


QUOTED_FIRST = """"foo.function"() ({
  ^bb0:
    "foo.op"() : () -> ()
}) : () -> ()
spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: i32) "None" {
    %0 = spirv.IAdd %a, %b : TYPE
    spirv.Return
  }
}
"""


def test_a_custom_module_whose_first_op_is_quoted_is_read_by_mlir(tmp_path, llvm_include, mlir_opt):
    """A module in custom syntax that starts with an op in generic form: odsgen's reader
    fails at the first custom op, and MLIR's parser reads the module (issue 20, item 16):
    it is checked, and MLIR's own error is reported at its own place."""
    good = tmp_path / "good.mlir"
    good.write_text(QUOTED_FIRST.replace("TYPE", "i32"))
    proc = run_odsgen("validate", str(good), *_specs(llvm_include), "--target", "vulkan-1.1")
    assert proc.returncode == 0, proc.stderr
    assert f"{good}: all 4 ops are legal on the target" in proc.stdout.decode()
    bad = tmp_path / "bad.mlir"
    bad.write_text(QUOTED_FIRST.replace("TYPE", "i64"))
    proc = run_odsgen("validate", str(bad), *_specs(llvm_include), "--target", "vulkan-1.1")
    err = proc.stderr.decode()
    assert proc.returncode in (2, 3), err
    # Where and what mlir-opt says.
    want = subprocess.run(
        [str(mlir_opt), "--allow-unregistered-dialect", "bad.mlir"], capture_output=True, cwd=tmp_path
    )
    first = want.stderr.decode().splitlines()[0]
    assert first == "bad.mlir:7:21: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"
    assert err.startswith(f"{tmp_path}/{first}\n"), err
    assert "expected operation name in quotes" not in err


def test_a_dialect_of_ones_own_in_custom_syntax_is_told_to_use_generic_form(parser, tmp_path, llvm_include):
    """MLIR's parser knows the custom syntax of the dialects it registers only: for an op of
    another dialect its error stays, and the list of MLIR's 50 dialects gives way to a note
    that says how such an op is written (issue 20, item 29)."""
    path = tmp_path / "trt.mlir"
    path.write_text("module {\n  %0 = trt.constant 1 : i32\n}\n")
    rc, out, err = run_cli("validate", str(path), *_specs(llvm_include))
    assert rc != 0 and out == ""
    lines = err.splitlines()
    assert lines[0] == f"{path}:2:8: error: Dialect `trt' not found for custom op 'trt.constant'"
    notes = [line for line in lines if ": note: " in line]
    assert notes == [
        f"{path}:2:8: note: MLIR parses custom syntax of the dialects it registers only: write the ops of 'trt' "
        '(a dialect of your own?) in generic form, e.g. "trt.constant"(%a) {attr = 1 : i32} : (i32) -> i32, '
        "which odsgen and MLIR read without it"
    ]
    assert "Available dialects" not in err
