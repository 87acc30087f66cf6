"""odsgen's JSON output is JSON (RFC 8259), never Python's extension of it: every
``json.dump``/``json.dumps`` in odsgen passes ``allow_nan=False``, so a NaN or an
infinity that reached a report would be odsgen's error, not a document that strict
readers refuse (issue 32, item 6: ``targets --format json`` printed ``NaN``). What keeps
such values out of the reports (a device's limits are checked as they are read) is
tested in tests/runtime/test_vulkan_targets.py."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "odsgen"


def test_every_json_dump_refuses_nan():
    calls, bare = 0, []
    for path in sorted(PKG.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            func = node.func if isinstance(node, ast.Call) else None
            if (
                isinstance(func, ast.Attribute)
                and func.attr in ("dump", "dumps")
                and isinstance(func.value, ast.Name)
                and func.value.id == "json"
            ):
                calls += 1
                ok = any(
                    k.arg == "allow_nan" and isinstance(k.value, ast.Constant) and k.value.value is False
                    for k in node.keywords  # type: ignore[union-attr]
                )
                if not ok:
                    bare.append(f"{path.relative_to(PKG.parent)}:{node.lineno}")
    assert calls > 10
    assert not bare, "json.dump(s) without allow_nan=False: " + ", ".join(bare)
