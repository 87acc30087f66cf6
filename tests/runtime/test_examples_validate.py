"""Every example validates its sample module against each of its named targets.

The sample of each example dialect is written to need its newest version, so it is legal
on the last target of its targets.toml and illegal (exit 1, with reasons) on the first;
no target is bad input.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CASES = sorted(d.name for d in EXAMPLES.iterdir() if (d / "sample.mlir").is_file() and (d / "targets.toml").is_file())


def spec_of(d: Path) -> Path:
    (spec,) = [p for p in d.glob("*.td")]
    return spec


# Each example runs once per named target (seconds each): the fast tier runs the RFC's.
@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n == "rfc" else pytest.mark.slow) for n in CASES])
def test_sample_validates_against_every_named_target(name):
    d = EXAMPLES / name
    targets = list(tomllib.loads((d / "targets.toml").read_text())["targets"])
    assert targets
    codes = {}
    for t in targets:
        proc = subprocess.run(
            [sys.executable, "-m", "odsgen", "validate", "sample.mlir", "--spec", spec_of(d).name, "--target", t],
            cwd=d,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert "Traceback" not in proc.stderr
        assert proc.returncode in (0, 1), f"{name} {t}: {proc.stdout}{proc.stderr}"
        if proc.returncode == 1:
            assert "sample.mlir:" in proc.stdout + proc.stderr  # each illegal op at its location
        codes[t] = proc.returncode
    assert 0 in codes.values(), f"{name}: the sample is legal on no named target: {codes}"
