"""Differential figures for the closing note: odsgen against llvm-tblgen 22 on every root.

    python tests/oracle/tblgen_report.py [-j N] [--text]

Prints ``matched X / accepted Y, rejected-agree Z / rejected W`` and every root that
differs, with the first differences. ``--text`` also compares the default text view
(``llvm-tblgen root`` against ``odsgen records root``) on the accepted roots and lists
those whose bytes differ. Exits 1 when anything differs.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tblgen_oracle import INCLUDE, LLVM_TBLGEN, compare_root, find_roots  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-j", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--text", action="store_true", help="also compare the default text view")
    args = ap.parse_args(argv)
    if not LLVM_TBLGEN.is_file() or not (INCLUDE / "mlir").is_dir():
        print(f"LLVM/MLIR 22 not found at {LLVM_TBLGEN.parent.parent}", file=sys.stderr)
        return 2
    roots = find_roots()
    start = time.monotonic()
    with ProcessPoolExecutor(args.j) as pool:
        outcomes = list(pool.map(functools.partial(compare_root, text_view=args.text), roots, chunksize=4))
    accepted = [o for o in outcomes if o.accepted]
    rejected = [o for o in outcomes if not o.accepted]
    print(
        f"matched {sum(o.agree for o in accepted)} / accepted {len(accepted)}, "
        f"rejected-agree {sum(o.agree for o in rejected)} / rejected {len(rejected)}"
        f"  ({len(roots)} roots, {time.monotonic() - start:.0f}s)"
    )
    if args.text:
        print(f"text view identical {sum(bool(o.text_agree) for o in accepted)} / accepted {len(accepted)}")
    differing = [o for o in outcomes if not o.agree or o.text_agree is False]
    for o in differing:
        print("DIFFERS " + o.explain())
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
