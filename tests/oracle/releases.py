"""The MLIR releases the oracle tests compare odsgen with: 22 (installed from Debian) and the
ones `.ci/mlir-releases` unpacks beside it (16, 19), each with its own tools and .td tree.

``RELEASES`` lists the releases odsgen's tests know; ``release(n)`` gives one's tools, or
skips the test with the reason (fails under CI=true, where .ci/run unpacks them: the oracle
marker's rule, tests/conftest.py). Tools run with ``LD_LIBRARY_PATH`` at the unpacked
libraries; nothing is installed.
"""

from __future__ import annotations

import functools
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

RELEASES = (16, 19, 22)
INSTALLED = 22  # Debian's llvm-22 and mlir-22-tools, at /usr/lib/llvm-22

CACHE = Path(
    os.environ.get("ODSGEN_MLIR_RELEASES")
    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "odsgen" / "mlir-releases"
)


@dataclass(frozen=True)
class Release:
    major: int
    root: Path  # /usr/lib/llvm-N, or its unpacked copy

    @property
    def include(self) -> Path:
        return self.root / "include"

    def tool(self, name: str) -> Path:
        return self.root / "bin" / name

    @property
    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        if self.major != INSTALLED:
            env["LD_LIBRARY_PATH"] = str(self.root / "lib")
        return env

    def run(self, name: str, *args: str, input: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
        """``name args`` of this release (text in and out, never raising on an exit code)."""
        return subprocess.run(
            [str(self.tool(name)), *args],
            input=input,
            capture_output=True,
            text=True,
            errors="replace",
            env=self.env,
            timeout=timeout,
        )

    def __str__(self) -> str:
        return f"MLIR {self.major}"


def _root(major: int) -> Path:
    if major == INSTALLED:
        return Path(os.environ.get("ODSGEN_LLVM_ROOT", f"/usr/lib/llvm-{major}"))
    return CACHE / str(major) / "usr" / "lib" / f"llvm-{major}"


@functools.cache
def present(major: int) -> Release | None:
    """The release's tools and tree when they are all there."""
    root = _root(major)
    need = [root / "bin" / t for t in ("llvm-tblgen", "mlir-tblgen", "mlir-opt")]
    need.append(root / "include" / "mlir" / "IR" / "OpBase.td")
    if major != INSTALLED and not (CACHE / str(major) / ".complete").is_file():
        return None
    return Release(major, root) if all(p.exists() for p in need) else None


def release(major: int) -> Release:
    """The release, or a skip saying how to get it (a failure under CI=true)."""
    found = present(major)
    if found is not None:
        return found
    if major == INSTALLED:
        why = f"MLIR {major} is not installed (apt-get install llvm-{major} mlir-{major}-tools libmlir-{major}-dev)"
    else:
        why = f"MLIR {major} is not unpacked in {CACHE / str(major)} (run .ci/mlir-releases {major})"
    if os.environ.get("CI", "").strip().lower() in ("true", "1"):
        pytest.fail(f"{why}; CI=true requires it", pytrace=False)
    pytest.skip(why)


def params(majors=RELEASES):
    """pytest parameters, one per release (ids ``mlir16`` ...), resolved by ``release``."""
    return [pytest.param(m, id=f"mlir{m}") for m in majors]
