"""TOSA targets mean what MLIR 22's words mean (issue 34, items 2 and 4), judged by mlir-opt.

- A target that leaves out the specification version or the level has
  ``--tosa-attach-target``'s defaults for the same words (read by odsgen from the installed
  Passes.td): ``--target profiles=pro_fp`` and ``--tosa-attach-target=profiles=pro_fp`` give a
  rank-7 op the same verdict, and the target odsgen prints names the level and version.
- An extension has a minimum specification version: every extension, at either version,
  is a target odsgen refuses exactly when ``--tosa-validate`` refuses it ("extension 'shape'
  is not compatible with the target version 1.0, minimum required version is 1.1").
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.oracle

INC = "/usr/lib/llvm-22/include"
TOSA_OPS = f"{INC}/mlir/Dialect/Tosa/IR/TosaOps.td"
RANK7 = (
    "func.func @f(%a: tensor<1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1xf32> {\n"
    "  %0 = tosa.abs %a : (tensor<1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1xf32>\n"
    "  return %0 : tensor<1x1x1x1x1x1x1xf32>\n}\n"
)
EMPTY = "func.func @f() {\n  return\n}\n"


@pytest.fixture(scope="module")
def spec():
    import odsgen

    return odsgen.load_spec(TOSA_OPS, include_dirs=[INC])


def _extensions() -> list[str]:
    td = Path(INC, "mlir/Dialect/Tosa/IR/TosaOpBase.td").read_text()
    return [e for e in re.findall(r'def Tosa_EXT_\w+\s*:\s*I32EnumAttrCase<"(\w+)"', td) if e != "none"]


def _mlir(mlir_opt, path: Path, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(mlir_opt), *flags, str(path)], capture_output=True, text=True, timeout=120)


def _odsgen(*args) -> subprocess.CompletedProcess:
    """What the command reports, through the CLI's main in process (the spec loaded once per worker)."""
    from tests.runtime.runtime_support import run_odsgen_in_process

    return run_odsgen_in_process(*args, text=True)


def test_a_target_that_leaves_out_the_level_has_tosa_attach_targets_default(mlir_opt, tmp_path):
    src = tmp_path / "rank7.mlir"
    src.write_text(RANK7)
    theirs = _mlir(mlir_opt, src, "--tosa-attach-target=profiles=pro_fp", "--tosa-validate=strict-op-spec-alignment")
    assert theirs.returncode != 0 and "level check" in theirs.stderr, theirs.stderr
    mine = _odsgen("validate", src, "--spec", TOSA_OPS, "-I", INC, "--target", "profiles=pro_fp")
    assert mine.returncode == 1, mine.stdout + mine.stderr
    assert "target profiles=pro_fp,extensions=none,level=8k,specification_version=1.0" in mine.stdout, mine.stdout
    # level=any (no limit) is still odsgen's to ask for, and level=none is mlir-opt's none.
    for flags, target in (("level=none", "profiles=pro_fp,level=none"), (None, "profiles=pro_fp,level=any")):
        mine = _odsgen("validate", src, "--spec", TOSA_OPS, "-I", INC, "--target", target)
        assert mine.returncode == 0, mine.stdout + mine.stderr
        if flags:
            ok = _mlir(mlir_opt, src, f"--tosa-attach-target=profiles=pro_fp {flags}", "--tosa-validate")
            assert ok.returncode == 0, ok.stderr


# One module per axis of a module's implicit target, each without a tosa.target_env.
NO_TARGET = {
    "f32": ("tosa.add", "tensor<2xf32>"),  # pro_fp
    "i32": ("tosa.add", "tensor<2xi32>"),  # pro_int
    "bf16": ("tosa.add", "tensor<2xbf16>"),  # the bf16 extension
    "rank7": ("tosa.abs", "tensor<1x1x1x1x1x1x1xf32>"),  # level 8k
}


def test_a_module_without_a_target_is_checked_against_tosa_validates_default(mlir_opt, tmp_path):
    """No --target, no tosa.target_env: odsgen validate judges the module as plain
    ``mlir-opt --tosa-validate`` does (its getDefaultTargetEnv: 1.0, 8k, both profiles, no
    extension), where it used to refuse to check it ("no target for 'tosa.add'"); strict,
    and lenient as plain --tosa-validate."""
    import json

    paths = []
    for name, (op, ty) in NO_TARGET.items():
        operands = ", ".join(f"%a{k}" for k in range(2 if op == "tosa.add" else 1))
        src = tmp_path / f"{name}.mlir"
        src.write_text(
            f"func.func @f(%a0: {ty}, %a1: {ty}) -> {ty} {{\n  %0 = {op} {operands} : "
            f"({', '.join([ty] * operands.count('%'))}) -> {ty}\n  return %0 : {ty}\n}}\n"
        )
        paths.append(src)
    modes = (
        (["--tosa-validate=strict-op-spec-alignment"], [], False),
        (["--tosa-validate"], ["-D", "ODSGEN_TOSA_LENIENT"], True),  # (its extensions are not checked)
    )
    for flags, defines, lenient in modes:
        mine = _odsgen("validate", *paths, "--spec", TOSA_OPS, "-I", INC, *defines, "--format", "json")
        assert mine.returncode in (0, 1), mine.stderr
        modules = json.loads(mine.stdout)["modules"]
        ours = {Path(m["module"]).stem: m["status"] == "legal" for m in modules}
        theirs = {p.stem: _mlir(mlir_opt, p, *flags, "-o", "/dev/null").returncode == 0 for p in paths}
        assert ours == theirs == {"f32": True, "i32": True, "bf16": lenient, "rank7": False}, (flags, ours, theirs)


def test_the_defaults_are_read_from_the_installed_passes_td(spec):
    """The defaults are the options' of TosaAttachTarget in the installed Passes.td."""
    td = Path(INC, "mlir/Dialect/Tosa/Transforms/Passes.td").read_text()
    block = td[td.index("def TosaAttachTarget") :]
    want = {
        arg: default.rsplit("::", 1)[-1]
        for arg, default in re.findall(r'Option<"\w+", "(\w+)", "[\w:]+",\s*/\*default=\*/"([\w:]+)"', block)
    }
    assert want == {"specification_version": "V_1_0", "level": "eightK"}, want
    env = spec.target("profiles=pro_int")
    assert {a.keyword: env.versions[a.enum].name for a in type(env).AXES if a.ordered} == want


@pytest.mark.parametrize("version", ["1.0", "1.1.draft"])
def test_each_extensions_minimum_version_is_mlir_opts(spec, mlir_opt, tmp_path, version):
    from odsgen.diagnostics import OdsgenError

    src = tmp_path / "empty.mlir"
    src.write_text(EMPTY)
    extensions = _extensions()
    assert len(extensions) >= 14 and "shape" in extensions, extensions
    disagree = []
    refused = []
    for ext in extensions:
        flags = f"--tosa-attach-target=profiles=pro_int,pro_fp extensions={ext} specification_version={version}"
        theirs = _mlir(mlir_opt, src, flags, "--tosa-validate")
        try:
            spec.target(f"profiles=pro_int+pro_fp,extensions={ext},specification_version={version}")
            mine = True
        except OdsgenError as exc:
            mine = False
            assert "not compatible with the target" in str(exc), str(exc)
        if mine != (theirs.returncode == 0):
            disagree.append((ext, mine, theirs.stderr))
        if not mine:
            refused.append(ext)
    assert not disagree, disagree
    assert bool(refused) == (version == "1.0"), refused  # shape, int64, mxfp need 1.1


def _elementwise_shape_ops() -> list[tuple[str, int]]:
    """(op, operand count) of every elementwise shape op of the installed TosaShapeOps.td."""
    td = Path(INC, "mlir/Dialect/Tosa/IR/TosaShapeOps.td").read_text()
    out = []
    for m in re.finditer(r'def Tosa_\w+ : Tosa_ElementwiseShapeOp<"(\w+)"(.*?)\n}', td, re.S):
        ins = re.search(r"let arguments = \(ins(.*?)\);", m.group(2), re.S)
        out.append((f"tosa.{m.group(1)}", ins.group(1).count("Tosa_Shape") if ins else 0))
    return out


def test_a_deduced_target_meets_its_extensions_minimum_version(mlir_opt, tmp_path):
    """Every elementwise shape op (extension shape, which needs 1.1) in one module."""
    ops = _elementwise_shape_ops()
    assert len(ops) >= 10 and ("tosa.max_shape", 2) in ops, ops
    body = "".join(
        f'  %r{k} = "{op}"({", ".join(["%a"] * n)}) : ({", ".join(["!tosa.shape<1>"] * n)}) -> !tosa.shape<1>\n'
        for k, (op, n) in enumerate(ops)
    )
    src = tmp_path / "shape.mlir"
    src.write_text(
        "func.func @f() -> !tosa.shape<1> {\n"
        "  %a = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>\n"
        + body
        + "  return %a : !tosa.shape<1>\n}\n"
    )
    assert _mlir(mlir_opt, src).returncode == 0
    out = tmp_path / "out.mlir"
    proc = _odsgen("deduce", src, "--spec", TOSA_OPS, "-I", INC, "--write", "-o", out)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert 'specification_version = "1.1.draft"' in out.read_text()
    assert "SpecificationVersion 1.1.draft: Extension shape" in proc.stdout, proc.stdout
    ok = _mlir(mlir_opt, out, "--tosa-validate=strict-op-spec-alignment")
    assert ok.returncode == 0, ok.stderr
    again = _odsgen("validate", out, "--spec", TOSA_OPS, "-I", INC)
    assert again.returncode == 0, again.stdout + again.stderr
