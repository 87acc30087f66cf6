"""The ONNX differential oracle: odsgen's validate against ``onnx.checker`` (issue 37, item 3).

``cases()`` are the models the onnx wheel ships under ``onnx/backend/test/data`` and its
node test cases (``onnx.backend.test.case.node.collect_testcases()``); ``checker_verdict``
is ``onnx.checker.check_model(full_check=True)`` on the model with its ai.onnx
opset_import set to N; ``odsgen_verdict`` odsgen's ``validate`` at ``--target opset=N``
with the spec ``odsgen import onnx`` writes from the same onnx. Run as a script, it
prints the figures of every case at every opset (``python tests/oracle/onnx_oracle.py``).
"""

from __future__ import annotations

import os
import sys
import tempfile
import warnings
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def onnx_or_skip():
    import pytest

    try:
        import onnx  # noqa: F401
    except ImportError:
        if os.environ.get("CI", "").strip().lower() in ("true", "1"):
            pytest.fail("the onnx package is not installed; CI=true requires it (pip install '.[test]')", pytrace=False)
        pytest.skip("the onnx package is not installed (pip install 'odsgen[onnx]')")
    return onnx


@cache
def spec_path() -> str:
    """The spec of the installed onnx, written once per process by odsgen's own writer
    (one path, so that load_spec's memo serves every later load in the process). In a
    test run, once for the run (tests/oracle/run_once.py), keyed by its text: every
    worker loads the same file, so the package and verifier the first generated are
    odsgen's cache hits for the others (its key names the spec's paths)."""
    import hashlib

    from odsgen.checking.onnx_import import render_onnx_spec

    text, _ = render_onnx_spec("onnx.td")

    def write(folder: str | Path) -> str:
        path = os.path.join(folder, "onnx.td")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    if os.environ.get("PYTEST_CURRENT_TEST"):
        from run_once import once_in

        return once_in("onnx-spec", hashlib.sha256(text.encode("utf-8")).hexdigest(), write)
    return write(tempfile.mkdtemp(prefix="odsgen-onnx-"))


@cache
def spec():
    from odsgen.api import load_spec

    return load_spec(spec_path())


@cache
def target(n: int):
    """The spec's target ``opset=n``, read once (validate takes it as it takes its text; its
    memo of answers then serves every model, as a sweep's targets serve its modules)."""
    return spec().target(f"opset={n}")


def newest_opset() -> int:
    import onnx.defs

    return onnx.defs.onnx_opset_version()


@cache
def cases() -> list[tuple[str, object]]:
    """(name, ModelProto) of every shipped model and node test case, in a fixed order."""
    import onnx
    from onnx.backend.test.case.node import collect_testcases

    data = Path(onnx.__file__).parent / "backend" / "test" / "data"
    out = []
    for p in sorted(data.rglob("*.onnx")):
        out.append((str(p.relative_to(data)), onnx.load(str(p), load_external_data=False)))
    for name, model in node_cases():
        out.append(("node/" + name, model))
    return out


def node_cases() -> list[tuple[str, object]]:
    """onnx's node test cases (name, model): collected once per onnx release and kept in
    the temporary folder (collecting them runs every case's numpy reference, ~30 s)."""
    import onnx
    from onnx.backend.test.case.node import collect_testcases

    folder = Path(tempfile.gettempdir()) / f"odsgen-onnx-node-cases-{onnx.__version__}-{os.getuid()}"
    done = folder / "DONE"
    if not done.exists():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            got = collect_testcases(None)
        tmp = Path(tempfile.mkdtemp(prefix="odsgen-onnx-node-", dir=tempfile.gettempdir()))
        names = []
        for c in sorted(got, key=lambda c: c.name):
            if c.model is not None and c.name not in names:
                onnx.save(c.model, str(tmp / f"{c.name}.onnx"))
                names.append(c.name)
        (tmp / "DONE").write_text("\n".join(names))
        try:
            os.rename(tmp, folder)
        except OSError:  # (another process made it first)
            pass
    names = (folder / "DONE").read_text().split("\n")
    return [(n, onnx.load(str(folder / f"{n}.onnx"), load_external_data=False)) for n in names if n]


def at_opset(model, n: int):
    """A copy of ``model`` with its ai.onnx opset_import set to ``n``."""
    import onnx

    m = onnx.ModelProto()
    m.CopyFrom(model)
    for o in m.opset_import:
        if o.domain in ("", "ai.onnx"):
            o.version = n
            break
    else:
        m.opset_import.add(domain="", version=n)
    return m


def checker_verdict(model, n: int) -> tuple[bool, str]:
    import onnx

    try:
        onnx.checker.check_model(at_opset(model, n), full_check=True)
        return True, ""
    except Exception as exc:  # (ValidationError, InferenceError...)
        return False, str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


def odsgen_verdict(model, n: int, name: str = "model.onnx") -> tuple[bool, str]:
    """odsgen's ``validate`` of ``model`` at ``--target opset=n``: (legal, why not)."""
    return _verdict(model, n, name)


def _verdict(module, n: int, name: str) -> tuple[bool, str]:
    from odsgen.api import validate
    from odsgen.diagnostics import OdsgenError

    try:
        report = validate(spec(), module, f"opset={n}", filename=name)
    except OdsgenError as exc:
        return False, "error: " + str(exc).splitlines()[0]
    return _report_verdict(report)


def _verdicts(module, ns: list[int], name: str) -> list[tuple[bool, str]]:
    """``_verdict(module, n, name)`` for each n of ``ns``: odsgen's ``validate_each`` at the
    targets ``opset=n``, the module verified once (the same reports as ``validate``'s);
    when it raises, each opset's ``validate`` on its own (the error of that opset's call)."""
    from odsgen.api import validate_each
    from odsgen.diagnostics import OdsgenError

    try:
        reports = validate_each(spec(), module, [target(n) for n in ns], filename=name)
    except OdsgenError:
        return [_verdict(module, n, name) for n in ns]
    return [_report_verdict(r) for r in reports]


def _report_verdict(report) -> tuple[bool, str]:
    if report["status"] == "legal":
        return True, ""
    why = report.get("illegal") or report.get("malformed") or []
    return False, f"{report['status']}: " + (str(why[0])[:300] if why else "")


def odsgen_verdicts(model, opsets, name: str = "model.onnx") -> dict[int, tuple[bool, str]]:
    """``odsgen_verdict(model, n, name)`` for each n of ``opsets``, the model read once per
    distinct reading (odsgen.checking.inputs.onnx_model.readings: the same op versions,
    types and refusals), which validate then checks against each of those targets
    (``validate_each``: verified once for all of them). A refusal's text names the opsets
    the module was read at: ``compare_all`` asks a cell that disagrees again on its own
    reading, so its message is that opset's."""
    from odsgen.checking.inputs.onnx_model import readings

    ns = list(opsets)
    out: dict[int, tuple[bool, str]] = {}
    for module, where in readings(model, name, [{"": n} for n in ns]):
        for k, verdict in zip(where, _verdicts(module, [ns[k] for k in where], name)):
            out[ns[k]] = verdict
    return out


def compare(selected: list[tuple[str, object]], opsets) -> tuple[int, list[tuple[str, int, bool, str, str]]]:
    """(cells compared, disagreements as (case, opset, checker's verdict, checker's message, odsgen's))."""
    total, bad, _ = compare_all(selected, opsets)
    return total, bad


def compare_all(selected, opsets):
    """``compare``, and each case's least opset by the checker and by odsgen (None: none)."""
    total = 0
    bad = []
    least: dict[str, tuple[int | None, int | None]] = {}
    for name, model in selected:
        mine_least = theirs_least = None
        verdicts = odsgen_verdicts(model, opsets, name.replace("/", "_") + ".onnx")
        for n in opsets:
            ok, msg = checker_verdict(model, n)
            mine, why = verdicts[n]
            if ok != mine:  # (the message of its own reading, which names this opset; a verdict of its own says so)
                alone, why = odsgen_verdict(model, n, name.replace("/", "_") + ".onnx")
                if alone != mine:
                    why = f"read alone, {'legal' if alone else 'not legal'} (the shared reading differs): {why}"
            total += 1
            if ok and theirs_least is None:
                theirs_least = n
            if mine and mine_least is None:
                mine_least = n
            if ok != mine:
                bad.append((name, n, ok, msg, why))
        least[name] = (theirs_least, mine_least)
    return total, bad, least


def cause(row) -> str:
    """The cause of a disagreement, in a line: the checker's reason or odsgen's."""
    import re

    _name, _n, ok, msg, why = row
    if ok:
        m = re.search(r"'message': (.*?)\}", why)
        return "odsgen rejects: " + (m.group(1).strip("'\"") if m else why)[:160]
    return "onnx.checker rejects: " + re.sub(r"\(op_type:(\w+), node name: [^)]*\)", r"(\1)", msg)[:160]


def known_text(bad) -> str:
    lines = [
        '"""The cells (case, opset) where odsgen\'s validate and onnx.checker disagree, with the cause.',
        "",
        "Written by ``python tests/oracle/onnx_oracle.py --known`` (onnx " + __import__("onnx").__version__ + ")",
        "and checked by tests/oracle/test_onnx_checker.py in both directions (docs/onnx.md).",
        '"""',
        "",
        "KNOWN: dict[tuple[str, int], str] = {",
    ]
    for row in sorted(bad, key=lambda r: (r[0], r[1])):
        lines.append(f"    ({row[0]!r}, {row[1]}): {cause(row)!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    every = cases()
    argv = [a for a in sys.argv[1:] if a != "--known"]
    only = argv[0] if argv else ""
    chosen = [c for c in every if c[0].startswith(only)]
    total, bad, least = compare_all(chosen, range(1, newest_opset() + 1))
    print(f"{len(chosen)} cases x {newest_opset()} opsets: {total - len(bad)}/{total} agree")
    same = sum(1 for a, b in least.values() if a == b)
    print(f"least opset (deduce): {same}/{len(least)} agree")
    for b in bad:
        print(b)
    if "--known" in sys.argv:
        (Path(__file__).parent / "onnx_known.py").write_text(known_text(bad))
