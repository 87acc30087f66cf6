"""The hostile spec (tests/golden/hostile/hostile.td) through the xDSL backend cannot
inject code either: every module of the package compiles, calls only names the xDSL
templates call (no ``__import__``/``system`` from the spec), imports only xDSL, odsgen's
runtime and its own modules, and importing it (xDSL's definitions run on import) creates
no PWNED_* file; the hostile op names come back unchanged as the xDSL op names."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

import pytest

from golden_support import REPO
from test_hostile import HOSTILE_NAME, SPEC, _call_name

from tests.conftest import require_xdsl

IMPORT_SOURCES = {
    "__future__",
    "typing",
    "dataclasses",
    "odsgen.runtime",
    "odsgen.runtime.ir",
    "odsgen.runtime.matchers",
    "odsgen.runtime.verify",
    "odsgen.runtime.typerules",
    "collections.abc",
    "xdsl",
    "xdsl.context",
    "xdsl.dialects",
    "xdsl.dialects.utils",
    "xdsl.ir",
    "xdsl.passes",
    "xdsl.utils.str_enum",
    "xdsl.utils.exceptions",
    ".",
    ".dialect",
    ".passes",
    ".enums",
    ".interfaces",
    ".ops",
    ".target",
    ".rules",
}


@pytest.mark.slow  # imports xDSL: slow like the other xDSL tests
def test_hostile_spec_through_the_xdsl_backend(tmp_path):
    require_xdsl()
    out = tmp_path / "out"
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "gen", str(SPEC.relative_to(REPO)), "-o", str(out), "-q"]
        + ["--no-cache", "--package", "evil", "--backend", "xdsl"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    import black

    from odsgen.codegen.format import _mode

    for name in ("dialect.py", "passes.py", "__init__.py"):
        text = (out / "evil" / name).read_text()
        # Laid out as black keeps it, hostile text and all (odsgen gen does not run black on it).
        assert black.format_str(text, mode=_mode()) == text, f"black would change {name}"
        for node in ast.walk(ast.parse(text, name)):
            if isinstance(node, ast.Call):
                called = _call_name(node)
                assert "__import__" not in called and "system" not in called, f"{name}: call {called}"
            if isinstance(node, ast.ImportFrom):
                where = "." * node.level + (node.module or "")
                if where == "odsgen":  # odsgen's support module of xDSL packages, and nothing else of it
                    assert [a.name for a in node.names] == ["xdsl_runtime"], f"{name}: from odsgen import ..."
                    continue
                assert where in IMPORT_SOURCES, f"{name}: from {where} import ..."
    code = (
        "import importlib, sys\n"
        f"sys.path.insert(0, {str(out)!r})\n"
        "pkg = importlib.import_module('evil')\n"
        "print(sorted(pkg.OPS))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert HOSTILE_NAME in ast.literal_eval(run.stdout)
    assert not [p for p in os.listdir(tmp_path) if "PWNED" in p]
    assert not [p for p in os.listdir(REPO) if "PWNED" in p]
