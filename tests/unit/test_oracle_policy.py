"""The ``oracle`` marker policy of tests/conftest.py, checked from outside.

One real oracle test is run in a child pytest with the LLVM install pointed at a
missing directory: it must be skipped with the reason naming the packages, and fail
(not skip) when CI=true.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ORACLE_TEST = "tests/unit/test_tablegen_semantics.py::test_snippet_matches_llvm_tblgen[comments]"


def _run_child(tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    child_env = {k: v for k, v in os.environ.items() if k != "CI"}
    child_env.update(ODSGEN_LLVM_ROOT=str(tmp_path / "no-llvm"), **env)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "-p", "no:xdist", ORACLE_TEST],
        cwd=REPO,
        env=child_env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_oracle_test_is_skipped_with_reason_without_tools(tmp_path):
    proc = _run_child(tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 skipped" in proc.stdout
    assert f"LLVM/MLIR 22 tools not found at {tmp_path / 'no-llvm'}" in proc.stdout
    assert "apt-get install llvm-22 mlir-22-tools libmlir-22-dev" in proc.stdout


def test_oracle_test_fails_without_tools_under_ci(tmp_path):
    proc = _run_child(tmp_path, CI="true")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "skipped" not in proc.stdout
    assert "CI=true requires them" in proc.stdout
