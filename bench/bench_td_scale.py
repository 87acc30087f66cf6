#!/usr/bin/env python3
"""Benchmark: `odsgen records` on huge TableGen inputs against `llvm-tblgen`, side by side.

Generates the inputs in a temporary directory, then for each runs both tools
alternately, N times each (median reported), with wall time, CPU time (user + system:
the fairer ratio on a shared machine) and peak RSS (ru_maxrss of the child):
- llvm-tblgen-22 ROOT (the default record view)
- odsgen records ROOT with an empty cache directory (a first run: parses, evaluates,
  prints and stores the parse and result caches)
- odsgen records --no-cache ROOT

Inputs (sizes in MB of text):
- string-20, string-50: one def whose string field is a 20 / 50 MB literal
- defs-50: `def D123 { int x = 123; string s = "..."; }` repeated to 50 MB
- with --all also code-20 (a 20 MB `[{...}]` block of many lines), comment-20 (a
  10 MB `//` line and a 10 MB block comment of nested comments) and line-20 (20 MB of
  defs on one line)

Usage: python bench/bench_td_scale.py [--runs N] [--all] [--scale F] [NAME ...]
--scale multiplies every size (0.1 for a quick look).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile

from bench_records import LLVM, precompile, run_usage

MB = 1_000_000


def write_string(path: str, size: int) -> None:
    with open(path, "w") as f:
        f.write('def A { string s = "' + "abcdefghij" * (size // 10) + '"; }\n')


def write_code(path: str, size: int) -> None:
    with open(path, "w") as f:
        f.write("def A { code c = [{" + "x = {a[b]};\n" * (size // 12) + "}]; }\n")


def write_comment(path: str, size: int) -> None:
    with open(path, "w") as f:
        f.write("// " + "x" * (size // 2) + "\n/* " + "a /* nested */ b\n" * (size // 36) + "*/\ndef A;\n")


def write_defs(path: str, size: int, sep: str = "\n") -> None:
    with open(path, "w") as f:
        written = i = 0
        while written < size:
            chunk = sep.join(f'def D{j} {{ int x = {j}; string s = "value {j}"; }}' for j in range(i, i + 10_000)) + sep
            f.write(chunk)
            written += len(chunk)
            i += 10_000


INPUTS = {
    "string-20": lambda p, s: write_string(p, 20 * s),
    "string-50": lambda p, s: write_string(p, 50 * s),
    "defs-50": lambda p, s: write_defs(p, 50 * s),
    "code-20": lambda p, s: write_code(p, 20 * s),
    "comment-20": lambda p, s: write_comment(p, 20 * s),
    "line-20": lambda p, s: write_defs(p, 20 * s, sep=" "),
}
DEFAULT = ["string-20", "string-50", "defs-50"]


def odsgen_cmd(root: str, *extra: str) -> list[str]:
    exe = shutil.which("odsgen") or os.path.join(os.path.dirname(sys.executable), "odsgen")
    return [exe, "records", root, "-o", os.devnull, *extra]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--all", action="store_true", help="also the code block, comment and one-line inputs")
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every input size")
    ap.add_argument("names", nargs="*", help=f"inputs to run (from {', '.join(INPUTS)})")
    args = ap.parse_args()
    if not os.access(LLVM, os.X_OK):
        print(f"{LLVM} not found: apt-get install llvm-22", file=sys.stderr)
        return 2
    names = args.names or (list(INPUTS) if args.all else DEFAULT)
    unknown = [n for n in names if n not in INPUTS]
    if unknown:
        ap.error(f"unknown input {unknown[0]!r}")
    precompile()
    work = tempfile.mkdtemp(prefix="odsgen-bench-scale-")
    try:
        for name in names:
            root = os.path.join(work, name + ".td")
            INPUTS[name](root, int(MB * args.scale))
            samples: dict[str, list[tuple[float, float, int]]] = {"llvm": [], "first": [], "nocache": []}
            for _ in range(args.runs):
                samples["llvm"].append(run_usage([LLVM, root, "-o", os.devnull]))
                cache_dir = tempfile.mkdtemp(prefix="cache-", dir=work)
                env = dict(os.environ, XDG_CACHE_HOME=cache_dir)
                samples["first"].append(run_usage(odsgen_cmd(root), env))
                shutil.rmtree(cache_dir, ignore_errors=True)
                samples["nocache"].append(run_usage(odsgen_cmd(root, "--no-cache"), env))
            os.unlink(root)
            med = {k: tuple(statistics.median(run[i] for run in v) for i in range(3)) for k, v in samples.items()}
            lt, lc, lm = med["llvm"]
            print(f"{name}  (median of {args.runs} runs{f', scale {args.scale}' if args.scale != 1 else ''})")
            print(f"  llvm-tblgen         {lt:7.2f} s wall {lc:7.2f} s cpu {lm / 1024:7.1f} MiB")
            for k in ("first", "nocache"):
                t, c, m = med[k]
                print(
                    f"  odsgen {k:<12} {t:7.2f} s wall {c:7.2f} s cpu {m / 1024:7.1f} MiB"
                    f"   wall {t / lt:5.1f}x  cpu {c / lc:5.1f}x  memory {m / lm:4.2f}x"
                )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
