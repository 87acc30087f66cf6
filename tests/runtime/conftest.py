"""Fixtures for the runtime tests: mlir-opt (LLVM/MLIR 22) as the oracle.

The runtime tests need only ``mlir-opt``, so they check for that one tool (the
project-wide ``oracle`` policy in ``tests/conftest.py`` may ask for more):
without it an oracle test is skipped with the reason, with ``CI=true`` it fails.
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from runtime_support import require_mlir_opt, run_mlir_opt


@pytest.fixture(scope="session")
def mlir_opt_bin() -> Path:
    return require_mlir_opt()


@pytest.fixture
def mlir_generic(mlir_opt_bin: Path):
    """``mlir_generic(text, *flags)`` runs mlir-opt on text and returns the generic form."""

    def run(text: str, *flags: str) -> str:
        return run_mlir_opt(mlir_opt_bin, text, *flags)

    return run


@pytest.fixture(autouse=True)
def _unfreeze_after_test():
    """A test that reads with freeze=True (gc.freeze) must not keep later tests from collecting."""
    yield
    gc.unfreeze()
