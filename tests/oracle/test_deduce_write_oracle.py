"""``odsgen deduce --write`` and ``convert`` write the deduced target back (issue 23, item 5).

``deduce --write -o OUT`` stamps each ``spirv.module`` with its ``requires #spirv.vce<...>``
as ``mlir-opt --spirv-update-vce`` does: byte for byte on the vce-deduction cases of
test_spirv_corrections_oracle (upstream's test, written for that test) once mlir-opt has
printed them, in custom syntax and in generic form, and the same triple, capabilities and
extensions in upstream's order, on generated kernels. Everything but the stamped headers
stays byte for byte; no output overwrites an input; a unit without a target writes nothing.
``convert`` updates the target env and the vce triple of the units it converted.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from test_spirv_checks_oracle import G
from test_spirv_corrections_oracle import UPSTREAM_STYLE, _env, _spec_args

pytestmark = pytest.mark.oracle

REPO = Path(__file__).resolve().parents[2]
REQUIRES = re.compile(r" requires #spirv\.vce<[^>]*>")


def _odsgen(*args) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "odsgen", *map(str, args)], capture_output=True, text=True, timeout=600, cwd=REPO
    )


def _printed(mlir_opt, path: Path, *flags: str) -> str:
    proc = subprocess.run([str(mlir_opt), *flags, str(path)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize("form", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"])
def test_write_equals_spirv_update_vce_byte_for_byte(mlir_opt, llvm_include, tmp_path, form):
    src = tmp_path / "upstream-style.mlir"
    src.write_text(UPSTREAM_STYLE)
    module = tmp_path / "printed.mlir"
    module.write_text(_printed(mlir_opt, src, *form))  # mlir-opt's own printing of the test
    theirs = _printed(mlir_opt, module, *form, "--spirv-update-vce")
    out = tmp_path / "stamped.mlir"
    proc = _odsgen("deduce", module, *_spec_args(llvm_include), "--write", "-o", out)
    assert proc.returncode == 0, proc.stderr
    assert out.read_text() == theirs
    assert theirs.count("#spirv.vce<") == 2 * 16  # every unit stamped (and its target env)
    # Stamping a stamped module again changes nothing.
    again = tmp_path / "again.mlir"
    assert _odsgen("deduce", out, *_spec_args(llvm_include), "--write", "-o", again).returncode == 0
    assert again.read_text() == theirs


def test_write_gives_upstreams_triple_in_upstreams_order_on_generated_kernels(mlir_opt, llvm_include, tmp_path):
    """30 generated kernels (bench/gen_spirv_module.py, generic form) in one module."""
    chunks = []
    for seed in range(30):
        out: list[str] = []
        G.generate(30, seed=seed, units=1, target="all", write=out.append)
        chunks.append("".join(out))
    # Each chunk's spirv.module (its builtin.module's body), renamed apart, in one module.
    bodies = ["".join(c.splitlines(keepends=True)[1:-1]).replace('"unit0"', f'"k{i}"') for i, c in enumerate(chunks)]
    path = tmp_path / "kernels.mlir"
    text = '"builtin.module"() ({\n' + "".join(bodies) + "}) : () -> ()\n"
    path.write_text(text)
    theirs = re.findall(r"requires (#spirv\.vce<[^>]*>)", _printed(mlir_opt, path, "--spirv-update-vce"))
    assert len(theirs) == len(chunks)
    stamped = tmp_path / "stamped.mlir"
    proc = _odsgen("deduce", path, *_spec_args(llvm_include), "--write", "--as-update-vce", "-o", stamped)
    assert proc.returncode == 0, proc.stderr
    mine = re.findall(r", vce_triple = (#spirv\.vce<[^>]*>)", stamped.read_text())
    assert mine == theirs
    # Only the headers changed.
    assert re.sub(r", vce_triple = #spirv\.vce<[^>]*>", "", stamped.read_text()) == text
    # By default, a kernel departs from upstream's triple only where upstream's breaks a
    # co-requirement spirv-val checks (tdlib/odsgen/spirv-rules.toml), each with its note.
    default = tmp_path / "default.mlir"
    proc = _odsgen("deduce", path, *_spec_args(llvm_include), "--write", "-o", default)
    assert proc.returncode == 0, proc.stderr
    ours = re.findall(r", vce_triple = (#spirv\.vce<[^>]*>)", default.read_text())
    departed = [i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b]
    # (a co-requirement may switch the memory model alone, the triple staying upstream's)
    starts = [n for n, line in enumerate(text.splitlines(), 1) if '"spirv.module"' in line]
    noted = {starts.index(int(n)) for n in re.findall(r":(\d+):\d+: note: co-requirement:", proc.stderr)}
    assert len(ours) == len(theirs) and set(departed) <= noted, (departed, noted)


# Comments, blank lines, odd spacing and a named module: none of it is touched.
HAND_WRITTEN = """// a hand-written kernel
module {
  // first unit
  spirv.module   @k  Logical  GLSL450 attributes {ENV} {
    spirv.func @f(%x : i64,   %y : f16) -> i64 "None" {
      %0 = spirv.IAdd %x, %x : i64   // add
      spirv.ReturnValue %0 : i64
    }
  }
}
"""


def test_a_stamped_module_is_byte_identical_elsewhere(mlir_opt, llvm_include, tmp_path):
    path = tmp_path / "k.mlir"
    text = HAND_WRITTEN.replace("attributes {ENV}", _env("v1.3", "Shader, Int64, Float16"))
    path.write_text(text)
    out = tmp_path / "out.mlir"
    proc = _odsgen("deduce", path, *_spec_args(llvm_include), "--write", "-o", out)
    assert proc.returncode == 0, proc.stderr
    stamped = out.read_text()
    assert (
        "spirv.module   @k  Logical  GLSL450 requires #spirv.vce<v1.0, [Int64, Float16, Shader, Matrix], []> attr"
        in (stamped)
    )
    assert REQUIRES.sub("", stamped) == text
    # And it is upstream's triple.
    theirs = re.search(r"requires (#spirv\.vce<[^>]*>)", _printed(mlir_opt, path, "--spirv-update-vce")).group(1)
    assert re.search(r"requires (#spirv\.vce<[^>]*>)", stamped).group(1) == theirs


def test_no_output_overwrites_an_input_and_no_target_writes_nothing(llvm_include, tmp_path):
    path = tmp_path / "k.mlir"
    text = HAND_WRITTEN.replace("attributes {ENV}", _env("v1.3", "Shader"))  # no Int64, no Float16
    path.write_text(text)
    out = tmp_path / "out.mlir"
    proc = _odsgen("deduce", path, *_spec_args(llvm_include), "--write", "-o", out)
    assert proc.returncode == 1 and not out.exists()
    assert "error: no target for this spirv.module" in proc.stderr and "Int64" in proc.stderr
    ok = HAND_WRITTEN.replace("attributes {ENV}", _env("v1.3", "Shader, Int64, Float16"))
    path.write_text(ok)
    proc = _odsgen("deduce", path, *_spec_args(llvm_include), "--write", "-o", path)
    assert proc.returncode == 2 and "an output may not overwrite an input" in proc.stderr
    assert path.read_text() == ok


def test_ops_in_no_unit_are_a_located_error_and_nothing_is_written(llvm_include, tmp_path):
    path = tmp_path / "bare.mlir"
    path.write_text(""""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "spirv.IAdd"(%arg0, %arg0) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
""")
    out = tmp_path / "out.mlir"
    proc = _odsgen("deduce", path, *_spec_args(llvm_include), "--write", "-o", out)
    assert proc.returncode == 2 and not out.exists()
    assert f"{path}:1:1: error: cannot write the deduced target: no op of the dialect holds" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_dialect_without_the_vce_form_is_a_located_error(tmp_path):
    out = tmp_path / "out.mlir"
    dataflow = REPO / "examples" / "dataflow"
    proc = _odsgen("deduce", dataflow / "sample.mlir", "--spec", dataflow / "dataflow.td", "--write", "-o", out)
    assert proc.returncode == 2 and not out.exists()
    assert "error: cannot write the deduced target: the spec's dialect has no vce form" in proc.stderr
    assert "Traceback" not in proc.stderr


PASS_THROUGH = """from odsgen.runtime.rewrite import pattern


@pattern("spirv.IAdd")
def keep(op, rw):
    pass
"""


def test_convert_updates_the_target_env_and_the_vce_triple(mlir_opt, llvm_include, tmp_path):
    path = tmp_path / "k.mlir"
    path.write_text(
        "spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Int64], []> "
        + _env("v1.6", "Shader, Int64", "SPV_KHR_storage_buffer_storage_class")
        + """ {
  spirv.func @f(%x : i32) -> i32 "None" {
    %0 = spirv.IAdd %x, %x : i32
    spirv.ReturnValue %0 : i32
  }
}
"""
    )
    patterns = tmp_path / "p.py"
    patterns.write_text(PASS_THROUGH)
    out = tmp_path / "out.mlir"
    target = "#spirv.vce<v1.0, [Shader], []>"
    proc = _odsgen("convert", path, *_spec_args(llvm_include), "--target", target, "--patterns", patterns, "-o", out)
    assert proc.returncode == 0, proc.stderr
    got = out.read_text()
    assert "vce_triple = #spirv.vce<v1.0, [Shader, Matrix], []>" in got
    assert (
        "spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Matrix, Shader], []>, #spirv.resource_limits<>>" in got
    )
    # mlir-opt agrees: the written triple is what --spirv-update-vce deduces within the written env.
    printed = _printed(mlir_opt, out)
    assert _printed(mlir_opt, out, "--spirv-update-vce") == printed
