"""Where onnx.version_converter fails, what odsgen's convert does (issue 37, "What must be shown").

For every model the onnx wheel ships under ``onnx/backend/test/data`` and every node test
case (``onnx.backend.test.case.node.collect_testcases()``, as tests/oracle/onnx_oracle.py
collects them), at every target opset 1..newest other than the model's own:

- ``onnx.version_converter.convert_version(model, N)``: fails when it raises or writes a
  model ``onnx.checker.check_model(full_check=True)`` refuses;
- where it fails, odsgen's ``convert --target opset=N --patterns examples/onnx/adapters.py``
  (tests/oracle/onnx_convert.py, the command's own functions in process): its status, the
  checker's verdict on the model written, and whether ``onnx.reference.ReferenceEvaluator``
  computes the same outputs from the same random inputs before and after.

Writes one row per cell where version_converter fails (CSV) and prints the summary counts:

    python scripts/onnx_convert_table.py [-o cells.csv] [--down] [PREFIX...]

PREFIX keeps the cases whose name starts with one of them (``node/test_if``, ``light/``);
``--down`` only the targets below each model's own opset.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
import warnings
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _checker(model) -> str:
    import onnx

    try:
        onnx.checker.check_model(model, full_check=True)
        return "ok"
    except Exception as exc:  # (ValidationError, InferenceError...)
        return "refused: " + (str(exc).strip().splitlines() or [type(exc).__name__])[0][:160]


def _version_converter(model, n: int) -> str:
    import onnx

    try:
        out = onnx.version_converter.convert_version(model, n)
    except Exception as exc:
        return "raises: " + (str(exc).strip().splitlines() or [type(exc).__name__])[0][:160]
    got = _checker(out)
    return "ok" if got == "ok" else "writes a model the checker " + got


def _first_error(text: str) -> str:
    for line in text.splitlines():
        if ": error: " in line:
            return line.split(": error: ", 1)[1][:160]
    return ""


def _op_types(model) -> set[str]:
    import onnx

    def walk(g):
        for node in g.node:
            if node.domain in ("", "ai.onnx"):
                yield node.op_type
            for a in node.attribute:
                if a.type == onnx.AttributeProto.GRAPH:
                    yield from walk(a.g)

    got = set(walk(model.graph))
    for f in model.functions:
        got |= {n.op_type for n in f.node if n.domain in ("", "ai.onnx")}
    return got


def _absent_at(model, n: int) -> list[str]:
    """The ai.onnx ops of ``model`` that opset ``n`` has no version of (not yet, or removed):
    no conversion to ``n`` can exist."""
    import onnx.defs

    out = []
    for op in sorted(_op_types(model)):
        try:
            s = onnx.defs.get_schema(op, n, "")
        except onnx.defs.SchemaError:
            out.append(op)
            continue
        if s.deprecated:
            out.append(op)
    return out


def cell(name: str, model, n: int, rng, reference: bool) -> dict[str, str] | None:
    """The row of (model, n), or None where version_converter succeeds."""
    from tests.oracle.onnx_convert import odsgen_convert, random_feeds, same_outputs

    vc = _version_converter(model, n)
    if vc == "ok":
        return None
    status, converted, text = odsgen_convert(model, n, name.replace("/", "_") + ".onnx")
    own = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 0)
    row = {
        "case": name,
        "target": str(n),
        "direction": "down" if n < own else "up",
        "version_converter": vc,
        "odsgen": status,
        "checker": "",
        "reference": "",
    }
    if status != "legal" or converted is None:
        row["checker"] = "-"
        row["reference"] = "-"
        missing = _absent_at(model, n)
        row["why"] = (f"no version at {n}: {', '.join(missing)}; " if missing else "") + _first_error(text)
        return row
    row["checker"] = _checker(converted)
    if not reference:
        row["reference"] = "not run (model too large)"
    else:
        feeds = random_feeds(model, rng)
        if feeds is None:
            row["reference"] = "no random inputs (an input of unknown kind)"
        else:
            ok, why = same_outputs(model, converted, feeds)
            if not ok and why.startswith("reference cannot run the conversion"):
                # (onnx.reference runs the newest Resize and GridSample only: the model written is
                # run after onnx's own upgrade adapter takes it back, as tests/runtime/test_onnx_convert.py)
                import onnx

                try:
                    back = onnx.version_converter.convert_version(converted, own)
                except Exception:
                    back = None
                if back is not None and same_outputs(model, back, feeds)[0]:
                    ok, why = False, "same outputs after version_converter's upgrade back (reference: newest only)"
            row["reference"] = "same outputs" if ok else why
    row["why"] = ""
    return row


def summary(rows: list[dict[str, str]], cells: int) -> list[str]:
    legal = [r for r in rows if r["odsgen"] == "legal"]
    checked = [r for r in legal if r["checker"] == "ok"]
    same = [r for r in checked if r["reference"] == "same outputs"]
    not_run = [r for r in checked if r["reference"].startswith(("no ", "not run", "reference cannot run the input"))]
    newest_only = [r for r in checked if r["reference"].startswith("reference cannot run the conversion")]
    upgraded = [r for r in checked if r["reference"].startswith("same outputs after")]
    differ = [r for r in checked if r["reference"] == "outputs differ" or "differ in" in r["reference"]]
    lines = [
        f"cells (case x target opset other than its own): {cells}",
        f"version_converter fails: {len(rows)}",
        f"  odsgen convert legal at the target: {len(legal)}",
        f"    onnx.checker accepts it: {len(checked)}",
        f"      ReferenceEvaluator: same outputs {len(same)}, differ {len(differ)}; cannot run the input "
        f"(or no random inputs) {len(not_run)}; cannot run the older version written {len(newest_only)}, "
        f"same outputs after version_converter's upgrade back {len(upgraded)}",
        f"    onnx.checker refuses it: {len(legal) - len(checked)}",
        f"  odsgen convert illegal (an op blocks the target, reported): {sum(r['odsgen'] == 'illegal' for r in rows)}",
        f"    of which an op of the model has no version at the target (no conversion exists): "
        f"{sum(r['odsgen'] == 'illegal' and r['why'].startswith('no version at') for r in rows)}",
        f"  odsgen convert malformed input / error: {sum(r['odsgen'] not in ('legal', 'illegal') for r in rows)}",
    ]
    blocked = Counter(
        r["why"].split(" is not available")[0]
        for r in rows
        if r["odsgen"] == "illegal" and not r["why"].startswith("no version at")
    )
    lines.append(
        "  most frequent blocking op versions where the target has a version of every op: "
        + ", ".join(f"{k} {v}" for k, v in blocked.most_common(8))
    )
    return lines


FIELDS = ["case", "target", "direction", "version_converter", "odsgen", "checker", "reference", "why"]


def report(rows: list[dict[str, str]], cells: int, cases: int) -> str:
    lines = [f"{cases} cases"] + summary(rows, cells)
    for direction in ("down", "up"):
        lines.append(f"-- {direction}grades:")
        lines += summary([r for r in rows if r["direction"] == direction], cells)[1:]
    return "\n".join(lines)


def _summarize(paths: list[str]) -> int:
    """The summary of the rows of ``paths`` (a run stopped before the end: the cases it did),
    leaving out cases without an ai.onnx opset_import (ai.onnx.ml or training models: the
    target's opset changes nothing of them)."""
    from tests.oracle.onnx_oracle import cases

    own = {n: next((o.version for o in m.opset_import if o.domain in ("", "ai.onnx")), None) for n, m in cases()}
    rows = []
    for path in paths:
        with open(path, newline="", encoding="utf-8") as f:
            rows += [r for r in csv.DictReader(f) if own.get(r["case"]) is not None]
    print(
        report(rows, -1, len({r["case"] for r in rows})).replace(
            "cells (case x target opset other than its own): -1\n", ""
        )
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("prefix", nargs="*", default=[""])
    p.add_argument("-o", dest="output", default="onnx-convert-cells.csv")
    p.add_argument("--max-nodes", type=int, default=400, help="run ReferenceEvaluator on models this small")
    p.add_argument("--down", action="store_true", help="only targets below the model's own opset")
    p.add_argument("--summarize", nargs="+", metavar="CSV", help="print the summary of rows written before")
    args = p.parse_args(argv)
    warnings.simplefilter("ignore")
    if args.summarize:
        return _summarize(args.summarize)
    import numpy as np

    from tests.oracle.onnx_oracle import cases, newest_opset

    chosen = [c for c in cases() if c[0].startswith(tuple(args.prefix))]
    rows: list[dict[str, str]] = []
    cells = 0
    start = time.monotonic()
    rng = np.random.default_rng(37)
    with open(args.output, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        for i, (name, model) in enumerate(chosen):
            own = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), None)
            if own is None or _checker(model) != "ok":
                continue  # (no ai.onnx opset to move, or refused at its own: nothing to convert)
            small = len(model.graph.node) <= args.max_nodes
            for n in range(1, (own if args.down and own else newest_opset() + 1)):
                if n == own:
                    continue
                cells += 1
                got = cell(name, model, n, rng, small)
                if got is not None:
                    rows.append(got)
                    w.writerow(got)
            f.flush()
            if i % 50 == 0:
                print(
                    f"{i}/{len(chosen)} cases, {cells} cells, {len(rows)} rows, {time.monotonic() - start:.0f} s",
                    file=sys.stderr,
                )
    print(report(rows, cells, len(chosen)))
    print(f"rows: {args.output}; {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
