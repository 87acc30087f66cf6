"""Report dict keys read in ``odsgen/checking/`` outside ``reports/`` (issue 36, "What must be shown").

Counts, in the checks' files (``FILES``), each load of ``x["KEY"]`` (a subscript read, not a
store) and each call ``x.get("KEY")`` whose key is one of a report's keys (``KEYS``: those of
validate's, verify's, deduce's, convert's and a sweep's reports and rows). A report's records
(odsgen.checking.reports.records) and their JSON are made and read in ``reports/``, which
is not counted.

    python scripts/count_report_keys.py [ROOT] [-v]

ROOT: the checkout (default: this script's); ``-v`` lists each read as ``FILE:LINE KEY``.
"""

from __future__ import annotations

import ast
import pathlib
import sys

KEYS = frozenset(
    """module status report text targets target malformed_ops malformed unchecked illegal illegal_ops ops
loc op errors category message reasons cells structure error note other_dialects verified_by_mlir rejected_by_mlir
attempts diagnostics by_op results op_names blocked_below mlir records""".split()
)
FILES = "validate verify_only convert sweep onnx_deduce deduce explain check instances".split()


def reads(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, key) of each read of a report key in ``tree``."""
    hits = []
    for n in ast.walk(tree):
        if (
            isinstance(n, ast.Subscript)
            and isinstance(n.ctx, ast.Load)
            and isinstance(n.slice, ast.Constant)
            and n.slice.value in KEYS
        ):
            hits.append((n.lineno, n.slice.value))
        elif (
            isinstance(n, ast.Call)
            and isinstance(n.func, ast.Attribute)
            and n.func.attr == "get"
            and n.args
            and isinstance(n.args[0], ast.Constant)
            and n.args[0].value in KEYS
        ):
            hits.append((n.lineno, n.args[0].value))
    return sorted(hits)


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    given = [a for a in argv if a != "-v"]
    root = pathlib.Path(given[0]) if given else pathlib.Path(__file__).resolve().parent.parent
    total = 0
    for f in FILES:
        hits = reads(ast.parse((root / "odsgen/checking" / f"{f}.py").read_text()))
        total += len(hits)
        if verbose:
            for line, key in hits:
                print(f"  {f}.py:{line} {key}")
        print(f"{f}.py: {len(hits)}")
    print("total:", total)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
