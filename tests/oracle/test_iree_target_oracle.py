"""``odsgen targets DEVICE.json --for iree`` judged by IREE (issue 33, item 8).

The device is this machine's (lavapipe; ``vulkaninfo -j`` at test time). What odsgen
prints is handed to IREE 3.13 as a user would: the ``--iree-vulkan-target-features=...``
flag to ``iree-compile --iree-hal-target-device=vulkan``, or the ``#iree_gpu.target``
block as the input module's ``hal.device.targets``. Every program of
tests/data/iree/programs compiles both ways, and ``iree-run-module --device=vulkan``
runs it on lavapipe with the result numpy computes (tests/oracle/iree_programs.py).
"""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

import device_support as ds
import iree_corpus as ic
from iree_programs import PROGRAM_LIST
from tests.runtime.runtime_support import run_odsgen_in_process

pytestmark = pytest.mark.oracle


@pytest.fixture(scope="module")
def vulkan_env(tmp_path_factory) -> dict[str, str]:
    ds.require_vulkan()
    ic.require_iree()
    return ds.vulkan_env(tmp_path_factory.mktemp("xdg-runtime"))


@pytest.fixture(scope="module")
def iree_target(vulkan_env, tmp_path_factory) -> dict:
    path = tmp_path_factory.mktemp("device") / "lavapipe.json"
    ds.device_report(path, vulkan_env)
    proc = run_odsgen_in_process("targets", path, *ds.spec_args(), "--for", "iree", "--format", "json", text=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
    (doc,) = json.loads(proc.stdout)["targets"]
    return doc


def test_the_target_is_the_device_s(iree_target):
    """What lavapipe has, in IREE's words: its SPIR-V 1.6, subgroup size 8, its limits."""
    assert iree_target["flag"] == f"--iree-vulkan-target-features={iree_target['features']}"
    assert iree_target["features"].startswith("spirv:v1.6,cap:")
    assert {"cap:Shader", "cap:Float16", "cap:Int8", "cap:GroupNonUniformShuffle"} <= set(
        iree_target["features"].split(",")
    )
    wgp = iree_target["wgp"]
    assert wgp["subgroup_size_choices"] == [8] and wgp["max_workgroup_memory_bytes"] == 32768
    assert "shuffle" in wgp["subgroup"] and "fp16" in wgp["compute"] and "b8" in wgp["storage"]


def test_iree_reads_the_features_and_the_block_as_given(iree_target, tmp_path):
    """IREE keeps the string verbatim as the target's features, and the whole block."""
    src = tmp_path / "id.mlir"
    src.write_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %x : tensor<4xf32>\n}\n")
    pre = ["--compile-to=preprocessing"]
    flag = ic.compile_program(src, tmp_path / "a.mlir", [iree_target["flag"], *pre])
    assert flag.returncode == 0, flag.stderr[-2000:]
    assert f'features = "{iree_target["features"]}"' in (tmp_path / "a.mlir").read_text()
    block = tmp_path / "block.mlir"
    block.write_text(f"module attributes {{{iree_target['module_attribute']}}} {{\n{src.read_text()}}}\n")
    got = ic.compile_program(block, tmp_path / "b.mlir", pre)
    assert got.returncode == 0, got.stderr[-2000:]
    printed = (tmp_path / "b.mlir").read_text()
    wgp = re.search(r"wgp = <([^>]*)>", printed)
    assert wgp is not None and wgp.group(1) == re.search(r"wgp = <([^>]*)>", iree_target["iree_gpu_target"]).group(1)


@pytest.mark.parametrize("form", ["flag", "block"])
@pytest.mark.parametrize("program", [p.name for p in PROGRAM_LIST])
def test_programs_compiled_for_the_device_run_on_it_as_numpy_computes(program, form, iree_target, vulkan_env, tmp_path):
    p = next(p for p in PROGRAM_LIST if p.name == program)
    src, flags = p.path, [iree_target["flag"]]
    if form == "block":
        src = tmp_path / f"{program}.mlir"
        src.write_text(ic.with_module_attribute(p.path.read_text(), iree_target["module_attribute"]))
        flags = []
    vmfb = tmp_path / "p.vmfb"
    built = ic.compile_program(src, vmfb, flags)
    assert built.returncode == 0, built.stderr[-3000:]
    inputs = p.inputs(np.random.default_rng(1))
    run, result = ic.run_program(vmfb, inputs, vulkan_env, tmp_path)
    assert run.returncode == 0 and result is not None, run.stderr[-2000:]
    expected = p.reference(*inputs)
    if form == "flag" and not np.allclose(result, expected, rtol=p.rtol, atol=p.atol):
        # The flag keeps the rest of IREE's default target (vp_android_baseline_2022's wgp):
        # where IREE computes the program wrong with no device features at all, that is
        # IREE's answer, not the string's (docs/iree.md).
        bare = ic.compile_program(
            p.path, tmp_path / "bare.vmfb", ["--iree-vulkan-target-features=spirv:v1.6,cap:Shader"]
        )
        assert bare.returncode == 0, bare.stderr[-2000:]
        _, plain = ic.run_program(tmp_path / "bare.vmfb", inputs, vulkan_env, tmp_path)
        if plain is not None and not np.allclose(plain, expected, rtol=p.rtol, atol=p.atol):
            pytest.xfail(
                "IREE's default wgp computes it wrong with only cap:Shader too; the block form is the device's"
            )
    np.testing.assert_allclose(result, expected, rtol=p.rtol, atol=p.atol)


def test_a_target_that_is_no_vulkan_target_is_refused(tmp_path):
    proc = run_odsgen_in_process(
        "targets", "version=v1.3,capabilities=Shader", *ds.spec_args(), "--for", "iree", text=True
    )
    assert proc.returncode == 1
    assert "no Vulkan target" in proc.stderr and "Traceback" not in proc.stderr
