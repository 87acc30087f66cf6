"""``explain --module`` and ``print`` on modules in MLIR's custom syntax, against their generic form.

The custom-form modules are printed by ``mlir-opt`` in its default form: from every example's
sample, and from SPIR-V and TOSA modules generated from the specs (verify_modules.py's
well-formed instances that mlir-opt's verifier accepts, each in a ``builtin.module`` of its
own, which SPIR-V's module-level ops need). Their generic form is ``mlir-opt
--mlir-print-op-generic --mlir-print-debuginfo`` of the custom file, so its ops carry
locations into the custom file. Through both of odsgen's custom-syntax parsers (the MLIR
Python bindings in process, mlir-opt), ``print`` of the custom file is byte for byte
``print`` of the generic one, and ``explain --module`` at each op of the dialect (of the
generated modules: the first instance of each op; located
where MLIR locates it in the custom file, at its name) says what it says at the same op of
the generic file, that position aside.
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest

from odsgen.checking.inputs import custom_syntax
from odsgen.runtime.mlir_adapter import location_linecol
from odsgen.runtime.reader import read_file
from test_mlir_bindings_oracle import EXAMPLE_SPECS
from verify_modules import Case, base_instances
from verify_modules import run_mlir_opt as verify_with_mlir_opt

pytestmark = [pytest.mark.oracle, pytest.mark.usefixtures("api_session")]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROOTS = {"spirv": "mlir/Dialect/SPIRV/IR/SPIRVOps.td", "tosa": "mlir/Dialect/Tosa/IR/TosaOps.td"}
MODULES = [*sorted(EXAMPLE_SPECS), *sorted(ROOTS)]


def _run_cli(*argv) -> tuple[int, str, str]:
    import contextlib
    import io

    from odsgen.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main([str(a) for a in argv])
    return rc, out.getvalue(), err.getvalue()


def _generated_generic(dialect: str, llvm_include: Path, mlir_opt: Path, tmp: Path) -> Path:
    """A generic module of the dialect's well-formed instances that mlir-opt accepts."""
    from odsgen.model import load_model
    from odsgen.model.verify import build_verifier_specs

    include = str(llvm_include)
    specs = build_verifier_specs(load_model([f"{include}/{ROOTS[dialect]}"], [include]))
    rng = random.Random(13)
    cases = [Case(s.name, "base", "base", inst.text()) for s in specs for inst in base_instances(s, rng, 2)]
    verdicts = verify_with_mlir_opt(str(mlir_opt), cases, str(tmp / f"{dialect}.cases.mlir"))
    units = [
        '  "builtin.module"() ({\n' + "".join(f"    {line}\n" for line in c.text.splitlines()) + "  }) : () -> ()\n"
        for c, (rejected, _) in zip(cases, verdicts)
        if not rejected
    ]
    path = tmp / f"{dialect}.mlir"
    path.write_text('"builtin.module"() ({\n' + "".join(units) + "}) : () -> ()\n")
    return path


def _mlir_opt(mlir_opt: Path, *argv) -> None:
    subprocess.run([str(mlir_opt), "--allow-unregistered-dialect", *map(str, argv)], check=True, capture_output=True)


@pytest.fixture(scope="module")
def forms(mlir_opt, llvm_include) -> dict[str, tuple[Path, Path, list[str]]]:
    """name -> (custom file, its generic form, the spec arguments), made once for the run
    (tests/oracle/run_once.py: the generated modules take a model, its instances and
    mlir-opt's verdicts, which every worker would make again)."""
    from run_once import once_in

    key = (str(mlir_opt), str(llvm_include), MODULES)
    out = once_in("custom-forms", key, lambda tmp: _forms(tmp, mlir_opt, llvm_include))
    for custom, generic, _spec in out.values():
        assert custom_syntax.looks_custom(custom.read_text()) and not custom_syntax.looks_custom(generic.read_text())
    return out


def _forms(tmp: Path, mlir_opt: Path, llvm_include: Path) -> dict[str, tuple[Path, Path, list[str]]]:
    out = {}
    for name in MODULES:
        if name in ROOTS:
            source = _generated_generic(name, llvm_include, mlir_opt, tmp)
            spec = ["--spec", f"{llvm_include}/{ROOTS[name]}", "-I", str(llvm_include)]
        else:
            source = EXAMPLES / name / "sample.mlir"
            spec = ["--spec", str(EXAMPLES / name / EXAMPLE_SPECS[name])]
        custom, generic = tmp / f"{name}.custom.mlir", tmp / f"{name}.generic.mlir"
        _mlir_opt(mlir_opt, source, "-o", custom)
        _mlir_opt(mlir_opt, "--mlir-print-op-generic", "--mlir-print-debuginfo", custom, "-o", generic)
        out[name] = (custom, generic, spec)
    return out


@pytest.fixture
def parser(custom_parser):
    return custom_parser


@pytest.mark.parametrize("name", MODULES)
def test_print_of_the_custom_form_is_print_of_the_generic_form(name, parser, forms, tmp_path):
    custom, generic, _spec = forms[name]
    for flags in ([], ["--no-debuginfo"]):
        rc_c, _, err_c = _run_cli("print", *flags, custom, "-o", tmp_path / "c.mlir")
        rc_g, _, err_g = _run_cli("print", *flags, generic, "-o", tmp_path / "g.mlir")
        assert rc_c == rc_g == 0, err_c + err_g
        out_c, out_g = (tmp_path / "c.mlir").read_text(), (tmp_path / "g.mlir").read_text()
        assert out_c == out_g
        if not flags:  # the locations name the custom file, as mlir-opt's do
            assert f'loc("{custom}":' in out_c and '"-":' not in out_c and '"<stdin>"' not in out_c
        else:
            assert "loc(" not in out_c


# The generated modules' ops are explained in shards (op k of the module, in order of first
# appearance, in shard k % n), so that no test runs long.
EXPLAIN_SHARDS = {"spirv": 4}


@pytest.mark.parametrize(("name", "shard"), [(name, i) for name in MODULES for i in range(EXPLAIN_SHARDS.get(name, 1))])
def test_explain_module_on_the_custom_form_is_explain_on_the_generic_form(name, shard, parser, forms):
    custom, generic, spec = forms[name]
    dialect = ROOTS.get(name) and name
    shards = EXPLAIN_SHARDS.get(name, 1)
    lines = custom.read_text().splitlines()
    explained: set[str] = set()
    order: dict[str, int] = {}  # each op's rank of first appearance
    chosen = []  # (op, its line and column in the custom file)
    for op in read_file(str(generic)).walk():
        ns = op.name.partition(".")[0]
        if ns in ("builtin", "func", "test", "arith") or (dialect and ns != dialect):
            continue
        order.setdefault(op.name, len(order))
        if order[op.name] % shards != shard:
            continue
        if dialect and op.name in explained:
            continue  # the generated modules: one instance of each op (of up to two), for time
        file, line, col = location_linecol(op.location)
        assert file == str(custom)
        # MLIR locates an op at its name: custom (spirv.IAdd) or generic ("gs.load") form.
        assert lines[line - 1][col - 1 :].lstrip('"').startswith(op.name), (line, col)
        chosen.append((op, line, col))
        explained.add(op.name)
    # One explain of each file at every chosen op (``--at`` again: the module read once),
    # its text cut where each op's explanation starts, at its place and name. Each op's text
    # says whether the target allows it (the exit status is 1 when any op is refused): equal
    # texts, equal verdicts.
    at_c = [a for _op, line, col in chosen for a in ("--at", f"{line}:{col}")]
    at_g = [a for op, _line, _col in chosen for a in ("--at", f"{op.line}:{op.col}")]
    rc_c, all_c, err_c = _run_cli("explain", "--module", custom, *at_c, *spec)
    rc_g, all_g, err_g = _run_cli("explain", "--module", generic, *at_g, *spec)
    # (a dialect with a default target, TOSA, gives the verdict against it: 1 for an op it refuses)
    assert rc_c == rc_g and rc_c in ((0, 1) if name == "tosa" else (0,)), err_c + err_g
    heads_c = [f"{custom}:{line}:{col}: {op.name}\n" for op, line, col in chosen]
    heads_g = [f"{generic}:{op.line}:{op.col}: {op.name}\n" for op, _line, _col in chosen]
    for (op, _line, _col), out_c, out_g in zip(chosen, _cut(all_c, heads_c), _cut(all_g, heads_g), strict=True):
        assert _without_positions(out_c, custom) == _without_positions(out_g, generic), op.name
    instances = len(chosen)
    # The shards together explain every op of the module.
    assert explained == {n for n, k in order.items() if k % shards == shard}
    assert len(order) >= (100 if name == "spirv" else 10 if name == "tosa" else 1) and instances >= 2
    print(f"{name}, shard {shard}: {instances} instances of {len(explained)} ops explained alike")


def _cut(text: str, heads: list[str]) -> list[str]:
    """The explanations of one ``explain --at A --at B ...`` run, in order: ``text`` cut
    where each starts (``heads``: the first line of each, its place and op name), each as
    ``explain --at`` of its op alone prints it (the blank line between them dropped)."""
    parts = []
    rest = text
    for head, following in zip(heads, [*heads[1:], None], strict=True):
        assert rest.startswith(head), (head, rest[:200])
        end = len(rest) - 1 if following is None else rest.find("\n\n" + following, len(head))
        assert end >= 0, (following, rest[:200])
        parts.append(rest[: end + 1])
        rest = rest[end + 2 :]
    assert rest == "", rest[:200]
    return parts


def _without_positions(text: str, path: Path) -> str:
    return re.sub(re.escape(str(path)) + r"(:\d+:\d+)?", "M", text)


@pytest.mark.parametrize("name", MODULES)
def test_validate_and_deduce_on_the_custom_form_say_what_they_say_on_the_generic_form(name, parser, forms):
    """The same report (the source lines under each message aside), every position in the
    custom file at an op's name."""
    custom, generic, spec = forms[name]
    lines = custom.read_text().splitlines()
    runs = [("deduce",)] + ([("validate", "--target", "vulkan-1.1")] if name == "spirv" else [])
    for command, *more in runs:
        rc_c, out_c, err_c = _run_cli(command, custom, *spec, *more)
        rc_g, out_g, err_g = _run_cli(command, generic, *spec, *more)
        # (deduce: the generated TOSA module has instances TOSA's compliance tables admit on
        # no target, such as tosa.rsqrt on i32, which MLIR's verifier accepts: exit 1)
        expected = 1 if command == "validate" or name == "tosa" else 0
        assert rc_c == rc_g == expected, err_c + err_g
        text = out_c + err_c
        assert _verdicts(text, custom) == _verdicts(out_g + err_g, generic)
        for line, col in re.findall(re.escape(str(custom)) + r":(\d+):(\d+)", text):
            assert re.match(r'"?[\w.]+', lines[int(line) - 1][int(col) - 1 :]), (line, col)


def _verdicts(text: str, path: Path) -> list[str]:
    """The report without positions, the quoted source lines and their carets, and the note
    on who verified the ops (MLIR's verifier, for the custom form the bindings parsed)."""
    return [
        l
        for l in _without_positions(text, path).splitlines()
        if not l.startswith("    ") and l.strip() != "^" and not _VERIFY_NOTE.match(l)
    ]


_VERIFY_NOTE = re.compile(r"M: note: \d+ (constraints of \d+ ops not checked|ops verified by MLIR's verifier)")


def _counting(scan_generic, scanned: list[bool]):
    """``scan_generic``, noting in ``scanned`` whether each call read the module as shapes."""

    def counting(*args, **kw):
        got = scan_generic(*args, **kw)
        scanned.append(got is not None)
        return got

    return counting


@pytest.mark.parametrize("name", MODULES)
def test_validate_on_the_shapes_of_the_custom_form_is_validate_on_its_ir(name, mlir_ir, forms, monkeypatch):
    """A module the bindings parsed (and so verified) is validated from the shapes of its
    ops (odsgen.checking.inputs.shapes) when every op odsgen verifies is of a dialect MLIR
    registers (deduced likewise): the same output, byte for byte, as from
    odsgen's IR of it."""
    from odsgen.checking.inputs import shapes

    custom, _generic, spec = forms[name]
    runs = [["--all-targets"], ["--all-targets", "--format", "json"], []]
    if name == "tosa":  # (no version axis: no --all-targets)
        runs = [["--target", "profiles=pro_int,extensions=none"], ["--target", "profiles=pro_fp", "--format", "json"]]
    if name == "spirv":
        runs += [["--target", "vulkan-1.0"], ["--target", "vulkan-1.1", "--format", "json"], ["--max-errors", "3"]]
    scanned: list[bool] = []
    real = shapes.scan_generic
    counting = _counting(real, scanned)
    for more in runs:
        monkeypatch.setattr(shapes, "scan_generic", counting)
        on_shapes = _run_cli("validate", custom, *spec, *more)
        monkeypatch.setattr(shapes, "scan_generic", lambda *a, **k: None)
        on_ir = _run_cli("validate", custom, *spec, *more)
        assert on_shapes == on_ir, more
    # deduce verifies as validate does: a module of MLIR's dialects is read as shapes.
    for more in ([], ["--format", "json"]):
        monkeypatch.setattr(shapes, "scan_generic", real)
        on_shapes = _run_cli("deduce", custom, *spec, *more)
        monkeypatch.setattr(shapes, "scan_generic", lambda *a, **k: None)
        assert on_shapes == _run_cli("deduce", custom, *spec, *more), more
        assert on_shapes[0] in (0, 1) and on_shapes[1]
    # The generated modules are all of dialects MLIR registers; the examples' dialects are
    # not MLIR's: odsgen verifies them, so they are never read as shapes. A module that
    # names an op checked in its context (TOSA's constant operands, SPIR-V's
    # GlobalVariable) is not even scanned: it is read as odsgen's IR at once. (A sweep, --all-targets, reads
    # odsgen's IR: odsgen.checking.sweep walks it, no scan.)
    single = [r for r in runs if "--all-targets" not in r]
    in_context = any(op in custom.read_text() for op in _context_ops(spec))
    assert scanned == ([] if in_context else [name in ROOTS] * len(single))


def _context_ops(spec: list[str]) -> frozenset[str]:
    """The ops the spec (``--spec ROOT [-I DIR]``) checks in their context."""
    import odsgen

    return odsgen.load_spec(spec[1], include_dirs=spec[3:4]).checked.rules.context_ops


ELEMENTWISE_TOSA = """\
func.func @f(%a: tensor<4xi32>, %b: tensor<4xf32>, %c: tensor<4xi16>) -> tensor<2x2xi32> {
  %0 = tosa.add %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.sub %0, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.maximum %b, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.abs %2 : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.minimum %c, %c : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %5 = tosa.clamp %1 {max_val = 10 : i32, min_val = 0 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %6 = tosa.reshape %5, %s : (tensor<4xi32>, !tosa.shape<2>) -> tensor<2x2xi32>
  return %6 : tensor<2x2xi32>
}
"""


def test_tosa_read_as_shapes_is_tosa_read_as_the_ir(tmp_path, mlir_ir, llvm_include, monkeypatch):
    """A TOSA module in custom syntax with no op checked in its context is read as the
    shapes of its ops (the generated one above has such ops: it is read as the IR): the
    same report, byte for byte, as from odsgen's IR of it, legal ops and refused ones
    (an i16 minimum no row of TOSA's tables admits) alike."""
    from odsgen.checking.inputs import shapes

    path = tmp_path / "elementwise.mlir"
    path.write_text(ELEMENTWISE_TOSA)
    spec = ["--spec", f"{llvm_include}/{ROOTS['tosa']}", "-I", str(llvm_include)]
    assert not any(op in ELEMENTWISE_TOSA for op in _context_ops(spec))
    scanned: list[bool] = []
    real = shapes.scan_generic
    counting = _counting(real, scanned)
    for more in (["--target", "profiles=pro_int+pro_fp"], ["--target", "profiles=pro_fp", "--format", "json"]):
        monkeypatch.setattr(shapes, "scan_generic", counting)
        on_shapes = _run_cli("validate", path, *spec, *more)
        monkeypatch.setattr(shapes, "scan_generic", lambda *a, **k: None)
        assert on_shapes == _run_cli("validate", path, *spec, *more), more
        assert on_shapes[0] == 1  # (the i16 minimum; with pro_fp alone the integer ops too)
    assert scanned == [True, True]
