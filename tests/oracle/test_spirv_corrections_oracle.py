"""odsgen's declarations of MLIR 22's hand-written SPIR-V availability apply by default.

``odsgen deduce`` with MLIR's SPIRVOps.td alone (no second ``--spec``) must equal
``mlir-opt --spirv-update-vce`` unit by unit: odsgen reads the SPIR-V dialect in the
records and applies odsgen/mlir22/spirv.td from its library, with a note on stderr and
a ``"corrections"`` field in JSON. ``--no-upstream-corrections`` gives the ODS alone
(a kernel on i64 and f16 then "needs" only Matrix and Shader); ``--khronos-corrections``
adds odsgen/mlir22/spirv-khronos.td and says so; naming the library file as a spec too
reads it once; the caches keep the answers of the two switches apart.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from test_spirv_checks_oracle import VCE, _run, _split, _symbol

pytestmark = pytest.mark.oracle

REPO = Path(__file__).resolve().parents[2]
NOTE = (
    "note: applying odsgen's declarations of MLIR 22's hand-written SPIR-V availability "
    "(odsgen/mlir22/spirv.td); --no-upstream-corrections turns them off"
)


def _env(version: str, caps: str, exts: str = "") -> str:
    return (
        f"attributes {{spirv.target_env = #spirv.target_env<#spirv.vce<{version}, [{caps}], [{exts}]>, "
        "#spirv.resource_limits<>>}"
    )


# One unit per case upstream's own vce-deduction test distinguishes (minimal version, an op
# and a type that raise it, minimal and implied capabilities, the capability the target
# has among alternatives, types' capabilities and extensions below interface storage
# classes, nested images, bf16, version-implied extensions), written for this test.
UPSTREAM_STYLE = """module {
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], []>, #spirv.resource_limits<>>} {
  spirv.func @add(%x : i32) -> i32 "None" {
    %0 = spirv.IAdd %x, %x : i32
    spirv.ReturnValue %0 : i32
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>} {
  spirv.func @ballot(%p : i1) -> vector<4xi32> "None" {
    %0 = spirv.GroupNonUniformBallot <Subgroup> %p : vector<4xi32>
    spirv.ReturnValue %0 : vector<4xi32>
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader], []>, #spirv.resource_limits<>>} {
  spirv.func @sel(%c : i1, %a : vector<3xf32>, %b : vector<3xf32>) -> vector<3xf32> "None" {
    %0 = spirv.Select %c, %a, %b : i1, vector<3xf32>
    spirv.ReturnValue %0 : vector<3xf32>
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Int16, Float64, Float16, VariablePointers], []>, #spirv.resource_limits<>>} {
  spirv.func @sub(%x : i32) -> i32 "None" {
    %0 = spirv.ISub %x, %x : i32
    spirv.ReturnValue %0 : i32
  }
}
spirv.module PhysicalStorageBuffer64 GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, PhysicalStorageBufferAddresses], [SPV_EXT_physical_storage_buffer]>, #spirv.resource_limits<>>} {
  spirv.func @psb(%p : !spirv.ptr<i32, PhysicalStorageBuffer> { spirv.decoration = #spirv.decoration<Restrict> }) "None" {
    spirv.Return
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [AtomicStorage], []>, #spirv.resource_limits<>>} {
  spirv.func @implied(%x : i32) -> i32 "None" {
    %0 = spirv.IMul %x, %x : i32
    spirv.ReturnValue %0 : i32
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic], []>, #spirv.resource_limits<>>} {
  spirv.func @reduce(%x : i32) -> i32 "None" {
    %0 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %x : i32 -> i32
    spirv.ReturnValue %0 : i32
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniformClustered, GroupNonUniformBallot], []>, #spirv.resource_limits<>>} {
  spirv.func @reduce2(%x : i32) -> i32 "None" {
    %0 = spirv.GroupNonUniformIMul <Subgroup> <Reduce> %x : i32 -> i32
    spirv.ReturnValue %0 : i32
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8], []>, #spirv.resource_limits<>>} {
  spirv.func @i8(%x : i8) -> i8 "None" {
    %0 = spirv.IAdd %x, %x : i8
    spirv.ReturnValue %0 : i8
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float16], []>, #spirv.resource_limits<>>} {
  spirv.func @f16(%x : f16) -> f16 "None" {
    %0 = spirv.FMul %x, %x : f16
    spirv.ReturnValue %0 : f16
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Vector16], []>, #spirv.resource_limits<>>} {
  spirv.func @v16(%x : vector<16xi32>) -> vector<16xi32> "None" {
    %0 = spirv.ISub %x, %x : vector<16xi32>
    spirv.ReturnValue %0 : vector<16xi32>
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, SubgroupBallotKHR], [SPV_KHR_shader_ballot, SPV_KHR_shader_clock]>, #spirv.resource_limits<>>} {
  spirv.func @khr_ballot(%p : i1) -> vector<4xi32> "None" {
    %0 = spirv.KHR.SubgroupBallot %p : vector<4xi32>
    spirv.ReturnValue %0 : vector<4xi32>
  }
}
spirv.module Logical Vulkan attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, VulkanMemoryModel], []>, #spirv.resource_limits<>>} {
  spirv.func @vmm(%x : i32) -> i32 "None" {
    %0 = spirv.ISub %x, %x : i32
    spirv.ReturnValue %0 : i32
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, StorageBuffer16BitAccess, Int16], []>, #spirv.resource_limits<>>} {
  spirv.func @ssbo16(%p : !spirv.ptr<i16, StorageBuffer>) -> i16 "None" {
    %0 = spirv.Load "StorageBuffer" %p : i16
    %1 = spirv.IMul %0, %0 : i16
    spirv.ReturnValue %1 : i16
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, UniformAndStorageBuffer8BitAccess, StorageBuffer16BitAccess, StorageUniform16, Int16, Int64, ImageBuffer, StorageImageExtendedFormats], []>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @buf : !spirv.ptr<!spirv.struct<(i8 [0], f16 [2], i64 [8])>, Uniform>
  spirv.GlobalVariable @tex : !spirv.ptr<!spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rg32f>, UniformConstant>
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, StorageBuffer16BitAccess, BFloat16TypeKHR], [SPV_KHR_bfloat16, SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.func @bf16(%p : !spirv.ptr<bf16, StorageBuffer>) -> bf16 "None" {
    %0 = spirv.Load "StorageBuffer" %p : bf16
    spirv.ReturnValue %0 : bf16
  }
}
}
"""

# A kernel on every integer and float width upstream's types require a capability for.
KERNEL = "spirv.module Logical GLSL450 " + _env("v1.6", "Shader, Int8, Int16, Int64, Float16, Float64") + """ {
  spirv.func @widths(%a : i8, %b : i16, %c : i64, %d : f16, %e : f64) -> f64 "None" {
    %0 = spirv.IAdd %a, %a : i8
    %1 = spirv.IMul %b, %b : i16
    %2 = spirv.ISub %c, %c : i64
    %3 = spirv.FAdd %d, %d : f16
    %4 = spirv.FMul %e, %e : f64
    spirv.ReturnValue %4 : f64
  }
}
"""
WIDTH_CAPS = {"Int8", "Int16", "Int64", "Float16", "Float64"}


def _spec_args(llvm_include) -> list[str]:
    return ["--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include)]


def _odsgen(*args: str, env=None) -> subprocess.CompletedProcess:
    """What the command reports: through the CLI's main in process (SPIR-V's spec loaded
    once per worker), or with its own environment (a cache of its own) in a subprocess."""
    if env is None:
        from tests.runtime.runtime_support import run_odsgen_in_process

        return run_odsgen_in_process(*args, text=True)
    return subprocess.run(
        [sys.executable, "-m", "odsgen", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=REPO,
        env=env,
    )


def _deduce(path: Path, llvm_include, *flags: str, env=None) -> tuple[subprocess.CompletedProcess, dict]:
    proc = _odsgen("deduce", path, *_spec_args(llvm_include), "--format", "json", *flags, env=env)
    return proc, json.loads(proc.stdout)


def _mine(doc: dict) -> list[tuple]:
    out = []
    for u in doc["units"]:
        r = u["requirements"]
        out.append((r["MinVersion"], sorted(r["Capability"]), sorted(r["Extension"])))
    return out


def _theirs(mlir_opt, path: Path) -> list[tuple]:
    proc = _run(mlir_opt, path, "--spirv-update-vce")
    assert proc.returncode == 0, proc.stderr
    return [(_symbol(v), _split(c), _split(e)) for v, c, e in VCE.findall(proc.stdout)]


def test_deduce_with_spirvops_alone_matches_spirv_update_vce_unit_by_unit(mlir_opt, llvm_include, tmp_path):
    path = tmp_path / "upstream-style.mlir"
    path.write_text(UPSTREAM_STYLE)
    theirs = _theirs(mlir_opt, path)
    assert len(theirs) == 16
    proc, doc = _deduce(path, llvm_include)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count(NOTE) == 1, proc.stderr
    mine = _mine(doc)
    same = [i for i, (a, b) in enumerate(zip(mine, theirs)) if a == b]
    assert mine == theirs, f"matches on {len(same)} of {len(theirs)}"
    assert doc["corrections"] == {"applied": ["odsgen/mlir22/spirv.td"], "note": NOTE.removeprefix("note: ")}
    # Without the declarations, half the units are answered from the ODS alone, unlike mlir-opt.
    proc, doc = _deduce(path, llvm_include, "--no-upstream-corrections")
    assert "corrections" not in doc and "note:" not in proc.stderr
    assert 0 < sum(a == b for a, b in zip(_mine(doc), theirs)) < len(theirs)


def test_a_kernel_on_every_width_needs_the_width_capabilities_by_default(mlir_opt, llvm_include, tmp_path):
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    proc, doc = _deduce(path, llvm_include)
    assert proc.returncode == 0, proc.stderr
    assert NOTE in proc.stderr
    ((version, caps, exts),) = _mine(doc)
    assert WIDTH_CAPS <= set(caps)
    assert [(version, caps, exts)] == _theirs(mlir_opt, path)
    # The text report names them too.
    text = _odsgen("deduce", path, *_spec_args(llvm_include))
    assert text.returncode == 0 and all(c in text.stdout for c in WIDTH_CAPS), text.stdout


def test_without_upstream_corrections_the_answer_is_the_ods_alone(llvm_include, tmp_path):
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    proc, doc = _deduce(path, llvm_include, "--no-upstream-corrections")
    assert proc.returncode == 0, proc.stderr
    assert "note:" not in proc.stderr and "corrections" not in doc
    assert _mine(doc) == [("V_1_0", ["Matrix", "Shader"], [])]
    # The API says the same: no note, and the spec's ODS alone.
    import odsgen

    root = f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td"
    off = odsgen.load_spec(root, [llvm_include], upstream_corrections=False)
    on = odsgen.load_spec(root, [llvm_include])
    assert off.note is None and on.note == NOTE.removeprefix("note: ")
    assert [_mine(odsgen.deduce(s, str(path))) for s in (off, on)] == [
        _mine(doc),
        _mine(_deduce(path, llvm_include)[1]),
    ]


def test_khronos_corrections_are_opt_in_and_named(llvm_include, tmp_path):
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    proc, doc = _deduce(path, llvm_include, "--khronos-corrections")
    assert proc.returncode == 0, proc.stderr
    assert "odsgen/mlir22/spirv-khronos.td" in proc.stderr
    assert doc["corrections"]["applied"] == ["odsgen/mlir22/spirv.td", "odsgen/mlir22/spirv-khronos.td"]
    assert "spirv-khronos.td" not in _odsgen("deduce", path, *_spec_args(llvm_include)).stderr


def test_the_library_file_named_as_a_spec_is_read_once(llvm_include, tmp_path):
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    lib = REPO / "tdlib" / "odsgen" / "mlir22" / "spirv.td"
    proc, doc = _deduce(path, llvm_include, "--spec", lib)
    # (read twice, its defs would be defined twice: an error)
    assert proc.returncode == 0, proc.stderr
    assert "note:" not in proc.stderr
    assert WIDTH_CAPS <= set(_mine(doc)[0][1])


def test_named_vulkan_targets_come_with_the_dialect(llvm_include, tmp_path):
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    for flags in ((), ("--no-upstream-corrections",)):
        proc = _odsgen("validate", path, *_spec_args(llvm_include), "--target", "vulkan-1.1", *flags)
        # i8/i16/i64/f16/f64 are not Vulkan 1.1's: illegal by default, legal with the ODS alone.
        assert proc.returncode == (0 if flags else 1), proc.stdout + proc.stderr
        assert "unknown target" not in proc.stderr


def test_the_caches_keep_each_switch_apart(llvm_include, tmp_path):
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"))
    runs = [("",), ("--no-upstream-corrections",), ("",), ("--no-upstream-corrections",)]
    got = []
    for (flag,) in runs:
        proc, doc = _deduce(path, llvm_include, *([flag] if flag else []), env=env)
        assert proc.returncode == 0, proc.stderr
        got.append((_mine(doc)[0][1], NOTE in proc.stderr))
    assert got[0] == got[2] and got[1] == got[3]  # the second round from the cache
    assert WIDTH_CAPS <= set(got[0][0]) and got[0][1]
    assert got[1] == (["Matrix", "Shader"], False)
    # gen keys its result on the switch too, and says the note from the cache as well.
    for (flag,) in runs[:3]:
        g = _odsgen(
            "gen",
            f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td",
            "-I",
            llvm_include,
            "-o",
            tmp_path / f"pkg{flag}",
            "-q",
            "--no-format",
            *([flag] if flag else []),
            env=env,
        )
        assert g.returncode == 0, g.stderr
        assert (NOTE in g.stderr) == (not flag), g.stderr


@pytest.mark.parametrize(
    "command",
    [
        ["avail", "{root}", "-I", "{inc}", "--json"],
        ["docs", "{root}", "-I", "{inc}", "-o", "{tmp}/docs"],
        ["diff", "{root}", "-I", "{inc}", "--from", "V_1_0", "--to", "V_1_6", "--format", "json"],
        ["explain", "spirv.SDot", "--spec", "{root}", "-I", "{inc}", "--format", "json"],
        ["validate", "{tmp}/kernel.mlir", "--spec", "{root}", "-I", "{inc}", "--target", "vulkan-1.3"],
    ],
    ids=lambda c: c[0],
)
def test_every_command_that_loads_a_spec_says_the_note_once_and_has_the_switch(command, llvm_include, tmp_path):
    (tmp_path / "kernel.mlir").write_text(KERNEL)
    root = f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td"
    argv = [a.format(root=root, inc=llvm_include, tmp=tmp_path) for a in command]
    on, off = _odsgen(*argv), _odsgen(*argv, "--no-upstream-corrections")
    assert on.returncode in (0, 1) and off.returncode in (0, 1), on.stderr + off.stderr
    assert on.stderr.count(NOTE) == 1 and "note: applying" not in off.stderr, on.stderr
    if argv[0] in ("avail", "explain"):  # their JSON records it (diff's changes are between specs)
        assert json.loads(on.stdout)["corrections"]["note"] == NOTE.removeprefix("note: ")
        assert "corrections" not in json.loads(off.stdout)


def test_the_mlir_release_is_read_from_the_include_tree(llvm_include, tmp_path):
    """A tree whose llvm-config.h says a release odsgen has no declarations of gets none of
    them, and a warning that says so (issue 35, item 1); the installed tree says 22."""
    assert "LLVM_VERSION_MAJOR 22" in (llvm_include / "llvm/Config/llvm-config.h").read_text()
    inc = tmp_path / "inc"
    (inc / "llvm" / "Config").mkdir(parents=True)
    (inc / "mlir").symlink_to(llvm_include / "mlir")
    (inc / "llvm" / "Config" / "llvm-config.h").write_text("#define LLVM_VERSION_MAJOR 21\n")
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    proc = _odsgen("deduce", path, "--spec", inc / "mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", inc, "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("warning: odsgen has no declarations of MLIR 21's hand-written SPIR-V availability") == 1
    assert "llvm-config.h says LLVM 21; it has MLIR 16's, 19's and 22's" in proc.stderr, proc.stderr
    assert _mine(json.loads(proc.stdout)) == [("V_1_0", ["Matrix", "Shader"], [])]


def test_a_spec_without_the_ops_the_declarations_name_gets_a_note(llvm_include, tmp_path):
    """A spec of MLIR's SPIR-V dialect without the ops odsgen's declarations correct (a
    subset of SPIRVOps.td) is read as it is, and the note says why."""
    spec = tmp_path / "subset.td"
    spec.write_text('include "mlir/Dialect/SPIRV/IR/SPIRVArithmeticOps.td"\n')
    proc = _odsgen("avail", spec, "-I", llvm_include)
    assert proc.returncode == 0, proc.stderr
    assert "note: not applying odsgen's declarations of MLIR 22's hand-written SPIR-V availability" in proc.stderr
    assert "does not define SPIRV_SDotOp" in proc.stderr
