"""The wheel works outside the checkout: grammars, templates and tdlib ship inside it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Building and installing a wheel takes most of a minute: CI runs these, the fast tier does not.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (whl,) = out.glob("odsgen-*.whl")
    return whl


def test_wheel_contains_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "odsgen/_data/grammars/tablegen.lark" in names
    assert "odsgen/_data/grammars/merge_action.lark" in names
    assert "odsgen/_data/tdlib/odsgen/base.td" in names
    assert "odsgen/_data/tdlib/odsgen/vulkan-rules.toml" in names  # (odsgen/checking/targets/vulkan_rules.py's data)
    assert any(n.startswith("odsgen/_data/templates/") for n in names)
    assert "odsgen/client/odsgen.c" in names  # (odsgen serve --install-client compiles it)
    assert "odsgen/py.typed" in names  # PEP 561: the runtime's annotations are read by type checkers
    # odsgen's declarations of MLIR 22's hand-written SPIR-V availability, its named targets,
    # and the docs that messages and --help cite (docs/targets.md ...).
    for name in ("spirv.td", "spirv-khronos.td", "targets.toml"):
        assert f"odsgen/_data/tdlib/odsgen/mlir22/{name}" in names
    assert {f"odsgen/_data/docs/{p.name}" for p in (ROOT / "docs").glob("*.md")} <= names


def install_wheel(wheel, target):
    """``wheel`` pip-installed into the folder ``target`` (without its dependencies): ``target``."""
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    return target


def test_installed_wheel_runs_outside_checkout(wheel, tmp_path):
    target = install_wheel(wheel, tmp_path / "site")
    work = tmp_path / "work"
    work.mkdir()
    spec = work / "spec.td"
    spec.write_text('include "odsgen/base.td"\nclass A { int x = 1; }\ndef B : A;\n')
    # The installed copy first; the test venv's site-packages only for lark/jinja2/black.
    env = dict(os.environ, PYTHONPATH=str(target), XDG_CACHE_HOME=str(tmp_path / "cache"))
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "import odsgen, odsgen.resources as r; print(odsgen.__file__); print(r.data_dir('grammars'))",
        ],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    mod_file, grammars = probe.stdout.split()
    assert mod_file.startswith(str(target)) and grammars.startswith(str(target))
    res = subprocess.run(
        [sys.executable, "-m", "odsgen", "records", "--json", "spec.td"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
    )
    assert res.returncode == 0, res.stderr
    assert '"B"' in res.stdout and '"x":1' in res.stdout.replace(" ", "")


def test_installed_wheel_applies_the_spirv_declarations_and_has_the_vulkan_targets(wheel, tmp_path, llvm_include):
    """A pip-installed odsgen, run outside the checkout on MLIR's SPIRVOps.td alone, applies
    its own odsgen/mlir22/spirv.td (a kernel on i64/f16 needs Int64 and Float16, as
    mlir-opt says) and knows the named Vulkan targets."""
    target = install_wheel(wheel, tmp_path / "site")
    work = tmp_path / "work"
    work.mkdir()
    (work / "k.mlir").write_text(
        "spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<"
        "#spirv.vce<v1.0, [Shader, Int64, Float16], []>, #spirv.resource_limits<>>} {\n"
        '  spirv.func @f(%a : i64, %b : f16) -> f16 "None" {\n'
        "    %0 = spirv.IAdd %a, %a : i64\n"
        "    %1 = spirv.FAdd %b, %b : f16\n"
        "    spirv.ReturnValue %1 : f16\n"
        "  }\n"
        "}\n"
    )
    env = dict(os.environ, PYTHONPATH=str(target), XDG_CACHE_HOME=str(tmp_path / "cache"))
    spec = ["--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include)]

    def odsgen(*args):
        return subprocess.run(
            [sys.executable, "-m", "odsgen", *args], cwd=work, env=env, capture_output=True, text=True, timeout=600
        )

    probe = odsgen("--version")  # (the installed copy, not the checkout)
    assert probe.returncode == 0, probe.stderr
    where = subprocess.run(
        [sys.executable, "-c", "import odsgen.resources as r; print(r.data_dir('tdlib')); print(r.data_dir('docs'))"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert all(w.startswith(str(target)) for w in where), where
    assert (Path(where[1]) / "targets.md").is_file()
    res = odsgen("deduce", "k.mlir", *spec, "--format", "json")
    assert res.returncode == 0, res.stderr
    assert "note: applying odsgen's declarations of MLIR 22's hand-written SPIR-V availability" in res.stderr
    (unit,) = json.loads(res.stdout)["units"]
    assert {"Int64", "Float16"} <= set(unit["requirements"]["Capability"])
    res = odsgen("validate", "k.mlir", *spec, "--target", "vulkan-1.1")
    assert res.returncode == 1, res.stdout + res.stderr  # a Vulkan 1.1 target lacks Int64 and Float16
    assert "Int64" in res.stdout and "unknown target" not in res.stderr
    res = odsgen("validate", "k.mlir", *spec, "--target", "vulkan-1.1,capabilities+=Int64+Float16")
    assert res.returncode == 0, res.stdout + res.stderr
