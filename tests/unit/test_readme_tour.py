"""The README's tour runs as written, from a fresh venv with the built wheel.

Every line of the tour's shell block after the first (the first sets up the venv; here
a fresh venv gets the wheel instead) runs in a copy of the repository's examples, with
that venv's bin first on PATH. A trailing `# exit N` comment gives the expected status.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tour_lines() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## A five-minute tour", 1)[1]
    block = section.split("```sh", 1)[1].split("```", 1)[0]
    return [line for line in block.strip().splitlines() if line.strip()]


def test_tour_block_is_found():
    lines = tour_lines()
    assert lines[0].startswith("python3 -m venv")
    assert any(line.startswith("odsgen gen ") for line in lines)


@pytest.mark.slow
def test_readme_tour_runs_from_a_fresh_venv_with_the_wheel(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(wheels), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (whl,) = wheels.glob("odsgen-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", str(whl)], capture_output=True, text=True)
    assert pip.returncode == 0, pip.stderr[-2000:]
    work = tmp_path / "work"
    work.mkdir()
    shutil.copytree(ROOT / "examples", work / "examples")
    env = dict(os.environ, PATH=f"{venv / 'bin'}:{os.environ['PATH']}", XDG_CACHE_HOME=str(tmp_path / "cache"))
    env.pop("PYTHONPATH", None)
    env.pop("VIRTUAL_ENV", None)
    for line in tour_lines()[1:]:
        m = re.search(r"#\s*exit (\d+)", line)
        expected = int(m.group(1)) if m else 0
        cmd = line.split("  #")[0].split(" # ")[0].strip()
        res = subprocess.run(["bash", "-c", cmd], cwd=work, env=env, capture_output=True, text=True, timeout=600)
        assert res.returncode == expected, f"{cmd}\nexit {res.returncode}\n{res.stdout[-2000:]}\n{res.stderr[-2000:]}"
        if cmd.startswith("odsgen"):
            assert "Traceback" not in res.stderr, cmd
        elif expected == 1:
            assert "ImportError" in res.stderr, cmd
        if cmd.startswith("odsgen validate") and expected == 1:
            # (a sweep over a targets file: the matrix, then the ops each target lacks)
            said = "not available (give --target NAME" if cmd.endswith(".toml") else "is not available on the target"
            assert said in res.stdout + res.stderr, cmd
        if cmd.startswith("odsgen validate") and "--all-targets" in cmd:
            header = res.stdout.splitlines()[0].split()
            assert header[:2] == ["module", "ops"] and "latest" in header and "legal" in res.stdout
        if cmd.startswith("odsgen convert"):
            assert ("is not available on the target" in res.stdout) == (expected == 1), cmd
            assert "ops rewritten" in res.stdout and (work / cmd.split(" -o ")[1].split()[0]).is_file()
        if cmd.startswith("odsgen deduce"):
            assert "V_3" in res.stdout
        if cmd.startswith("odsgen avail"):  # not only the op's own V_1: what its values need too
            assert "  conditional, when result 'result' matches f32:\n    MinVersion: V_3" in res.stdout
        if cmd.startswith("odsgen validate") and expected == 0 and "--target version=" in cmd:
            assert res.stdout.endswith(f"legal on the target {cmd.split('--target ')[1].split()[0]}\n"), cmd
    assert (work / "build" / "gen" / "example" / "ops.py").is_file()
    assert (work / "build" / "docs" / "example.html").is_file()


def readme_mlir_block() -> str:
    text = (ROOT / "README.md").read_text()
    section = text.split("### Real MLIR modules", 1)[1]
    return section.split("```python", 1)[1].split("```", 1)[0]


@pytest.mark.oracle
def test_readme_mlir_section_runs(mlir_ir, llvm_include):
    """The README's mlir.ir section: validate against vulkan-1.1 finds the AtomicAnd (as the
    CLI on the same text does), and the gated pattern lowers test.popcount."""
    code = readme_mlir_block().replace("/usr/lib/llvm-22/include", str(llvm_include))
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr[-3000:]
    assert res.stdout.startswith("illegal [('spirv.AtomicAnd', '-:3:8', ['Extension: needs SPV_KHR_vulkan_memory_model")
    assert "%1 = spirv.BitCount %arg1 : i32" in res.stdout and "test.popcount" not in res.stdout
    assert res.stdout.rstrip().endswith("no rewrite refused")
