"""The wheel works outside the checkout: grammars, templates and tdlib ship inside it."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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
    assert any(n.startswith("odsgen/_data/templates/") for n in names)
    assert "odsgen/py.typed" in names  # PEP 561: the runtime's annotations are read by type checkers


def test_installed_wheel_runs_outside_checkout(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    work = tmp_path / "work"
    work.mkdir()
    spec = work / "spec.td"
    spec.write_text('include "odsgen/base.td"\nclass A { int x = 1; }\ndef B : A;\n')
    # The installed copy first; the test venv's site-packages only for lark/jinja2/black.
    env = dict(os.environ, PYTHONPATH=str(target), XDG_CACHE_HOME=str(tmp_path / "cache"))
    probe = subprocess.run(
        [sys.executable, "-c", "import odsgen, odsgen.resources as r; print(odsgen.__file__); print(r.data_dir('grammars'))"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    mod_file, grammars = probe.stdout.split()
    assert mod_file.startswith(str(target)) and grammars.startswith(str(target))
    res = subprocess.run(
        [sys.executable, "-m", "odsgen", "records", "--json", "spec.td"], cwd=work, env=env, capture_output=True, text=True
    )
    assert res.returncode == 0, res.stderr
    assert '"B"' in res.stdout and '"x":1' in res.stdout.replace(" ", "")
