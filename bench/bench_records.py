#!/usr/bin/env python3
"""Benchmark: `odsgen records --json` against `llvm-tblgen --dump-json`, side by side.

For each root, runs both tools alternately, N times each (median reported):
- llvm-tblgen-22 --dump-json -I INCLUDE ROOT
- odsgen cold: no parsed file and no result cached (the parse and result caches are
  emptied before every run; the grammar's LALR tables, built once per odsgen version on
  first use, are kept, as an installed program's would be)
- odsgen first: a completely empty cache directory (the very first run after install)
- odsgen warm: a cache directory populated by a previous run, inputs unchanged
- odsgen --no-cache: neither reads nor writes any cache
Wall time and peak RSS (ru_maxrss of the child) are measured per run.

Usage: python bench/bench_records.py [--runs N] [ROOT ...]
Default root: mlir/Dialect/SPIRV/IR/SPIRVOps.td under /usr/lib/llvm-22/include.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

LLVM = "/usr/lib/llvm-22/bin/llvm-tblgen"
INCLUDE = "/usr/lib/llvm-22/include"


def run_measured(cmd: list[str], env: dict | None = None) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one child run (os.wait4)."""
    wall, _, rss = run_usage(cmd, env)
    return wall, rss


def run_usage(cmd: list[str], env: dict | None = None) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds (user + system) and peak RSS (KiB) of one child run."""
    t0 = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # child
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.execve(cmd[0], cmd, env if env is not None else os.environ)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"command failed: {' '.join(cmd)}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def precompile() -> None:
    """Byte-compile odsgen and its dependencies first, as an installed program would be
    (pip compiles on install; an editable checkout under PYTHONDONTWRITEBYTECODE=1
    would otherwise recompile every module on every start)."""
    import compileall
    import importlib

    for name in ("odsgen", "lark", "jinja2"):
        mod = importlib.import_module(name)
        compileall.compile_dir(os.path.dirname(mod.__file__), quiet=1)


def odsgen_cmd(root: str, *extra: str) -> list[str]:
    exe = shutil.which("odsgen") or os.path.join(os.path.dirname(sys.executable), "odsgen")
    return [exe, "records", "--json", "-I", INCLUDE, root, "-o", os.devnull, *extra]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("roots", nargs="*", default=["mlir/Dialect/SPIRV/IR/SPIRVOps.td"])
    args = ap.parse_args()
    if not os.access(LLVM, os.X_OK):
        print(f"{LLVM} not found: apt-get install llvm-22", file=sys.stderr)
        return 2
    precompile()
    for root in args.roots:
        root = root if os.path.isabs(root) else os.path.join(INCLUDE, root)
        samples: dict[str, list[tuple[float, int]]] = {"llvm": [], "cold": [], "warm": [], "nocache": [], "first": []}
        warm_dir = tempfile.mkdtemp(prefix="odsgen-bench-warm-")
        env_warm = dict(os.environ, XDG_CACHE_HOME=warm_dir)
        run_measured(odsgen_cmd(root), env_warm)  # populate the warm cache
        cold_dir = tempfile.mkdtemp(prefix="odsgen-bench-cold-")
        env_cold = dict(os.environ, XDG_CACHE_HOME=cold_dir)
        for _ in range(args.runs):
            samples["llvm"].append(run_measured([LLVM, "--dump-json", "-I", INCLUDE, root, "-o", os.devnull]))
            for sub in ("parse", "result"):
                shutil.rmtree(os.path.join(cold_dir, "odsgen", sub), ignore_errors=True)
            samples["cold"].append(run_measured(odsgen_cmd(root), env_cold))
            samples["warm"].append(run_measured(odsgen_cmd(root), env_warm))
            samples["nocache"].append(run_measured(odsgen_cmd(root, "--no-cache"), env_warm))
            first_dir = tempfile.mkdtemp(prefix="odsgen-bench-first-")
            samples["first"].append(run_measured(odsgen_cmd(root), dict(os.environ, XDG_CACHE_HOME=first_dir)))
            shutil.rmtree(first_dir, ignore_errors=True)
        shutil.rmtree(warm_dir, ignore_errors=True)
        shutil.rmtree(cold_dir, ignore_errors=True)
        med = {k: (statistics.median(w for w, _ in v), statistics.median(m for _, m in v)) for k, v in samples.items()}
        lt, lm = med["llvm"]
        print(f"{os.path.relpath(root, INCLUDE)}  (median of {args.runs} runs)")
        print(f"  llvm-tblgen --dump-json   {lt:7.3f} s  {lm / 1024:7.1f} MiB")
        for k in ("cold", "warm", "nocache", "first"):
            t, m = med[k]
            print(f"  odsgen {k:<18} {t:7.3f} s  {m / 1024:7.1f} MiB   time {t / lt:5.2f}x  memory {m / lm:5.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
