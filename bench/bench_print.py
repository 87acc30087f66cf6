"""Benchmark: ``odsgen print`` against ``mlir-opt-22 --mlir-print-op-generic`` on one module.

    python bench/bench_print.py                 # 1M-op module, 3 runs each
    python bench/bench_print.py --ops 200000 --runs 5
    python bench/bench_print.py --module M.mlir # an existing module
    python bench/bench_print.py --profile       # cProfile of odsgen's read + print, in process

Both tools read the same generic-form file and print it in generic form to
/dev/null. Each run is a separate process, the two tools taking turns; its wall
time is measured around it and its peak resident memory comes from ``os.wait4``. The medians are reported
with the ratios odsgen / mlir-opt (goal: at most 3x the time, 2x the memory)
and odsgen's operations per second.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import MutableMapping
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gen_module import generate  # noqa: E402

MLIR_OPT_CANDIDATES = ["/usr/lib/llvm-22/bin/mlir-opt", "mlir-opt-22"]


def compiled_modules(env: MutableMapping[str, str], cache: Path) -> str | None:
    """Run odsgen as pip installs it, with compiled modules: drop ``PYTHONDONTWRITEBYTECODE``
    from ``env`` (pip compiles the .pyc on install; without them every run compiles odsgen's
    modules again) and keep the .pyc apart from the checkout, under ``cache/pycache``. The
    folder of the compiled modules when this changed ``env``, else None."""
    if env.pop("PYTHONDONTWRITEBYTECODE", None) is None:
        return None
    env.setdefault("PYTHONPYCACHEPREFIX", str(cache / "pycache"))
    return env["PYTHONPYCACHEPREFIX"]


def find_mlir_opt() -> str | None:
    for c in MLIR_OPT_CANDIDATES:
        path = c if os.path.isabs(c) else shutil.which(c)
        if path and os.access(path, os.X_OK):
            return path
    return None


def run_once(cmd: list[str]) -> tuple[float, int, float]:
    """Wall seconds, peak RSS (KiB) and CPU seconds (user + system) of one run of ``cmd``;
    output discarded."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if proc.returncode != 0:
        raise SystemExit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{err[:2000]}")
    return wall, usage.ru_maxrss, usage.ru_utime + usage.ru_stime


def measure(cmds: dict[str, list[str]], runs: int, run=run_once) -> dict[str, dict]:
    """Run each command ``runs`` times with ``run`` ((wall, rss, cpu) of a command),
    interleaved (so load changes hit both alike)."""
    results: dict[str, dict] = {name: {"walls": [], "rsss": [], "cpus": []} for name in cmds}
    for i in range(runs):
        for name, cmd in cmds.items():
            w, m, c = run(cmd)
            results[name]["walls"].append(w)
            results[name]["rsss"].append(m)
            results[name]["cpus"].append(c)
            print(f"  {name:9s} run {i + 1}/{runs}: {w:7.2f} s  {m / 1024:8.1f} MiB  (cpu {c:.2f} s)", flush=True)
    for r in results.values():
        r["wall"] = statistics.median(r["walls"])
        r["rss"] = statistics.median(r["rsss"])
        r["cpu"] = statistics.median(r["cpus"])
    return results


def profile(module: Path, top: int = 25) -> None:
    import cProfile
    import io
    import pstats

    from odsgen.runtime.printer import print_module
    from odsgen.runtime.reader import read_file

    prof = cProfile.Profile()
    with open(os.devnull, "w") as sink:
        prof.enable()
        m = read_file(str(module))
        print_module(m, sink.write)
        prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    print(out.getvalue())


def count_ops(module: Path) -> int:
    from odsgen.runtime.reader import read_file

    m = read_file(str(module))
    return sum(1 for _ in m.walk())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=1_000_000, help="operations in the generated module")
    parser.add_argument("--runs", type=int, default=3, help="runs per tool; the median is reported (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--module", type=Path, help="benchmark this generic-form module instead of generating one")
    parser.add_argument("--keep", type=Path, help="keep the generated module at this path")
    parser.add_argument("--profile", action="store_true", help="profile odsgen's read + print in process instead")
    args = parser.parse_args(argv)

    tmpdir = None
    if args.module is not None:
        module = args.module
        nops = count_ops(module)
    else:
        if args.keep is not None:
            module = args.keep
        else:
            tmpdir = tempfile.mkdtemp(prefix="odsgen-bench-")
            module = Path(tmpdir) / "module.mlir"
        t0 = time.perf_counter()
        with open(module, "w", buffering=1 << 20) as f:
            nops = generate(f.write, args.ops, args.seed)
        print(
            f"generated {module} ({nops} ops, {module.stat().st_size / 2**20:.1f} MiB) "
            f"in {time.perf_counter() - t0:.1f} s"
        )
    try:
        if args.profile:
            profile(module)
            return 0
        mlir_opt = find_mlir_opt()
        if mlir_opt is None:
            print("mlir-opt (LLVM/MLIR 22) not found: install mlir-22-tools", file=sys.stderr)
            return 2
        odsgen_cmd = [sys.executable, "-m", "odsgen", "print", str(module)]
        mlir_cmd = [mlir_opt, "--mlir-print-op-generic", str(module), "-o", os.devnull]
        print(f"odsgen:   {' '.join(odsgen_cmd)}\nmlir-opt: {' '.join(mlir_cmd)}")
        res = measure({"mlir-opt": mlir_cmd, "odsgen": odsgen_cmd}, args.runs)
        mlir, ods = res["mlir-opt"], res["odsgen"]
        t_ratio = ods["wall"] / mlir["wall"]
        m_ratio = ods["rss"] / mlir["rss"]
        print()
        print(f"{'':10s} {'median wall':>12s} {'peak RSS':>12s}")
        print(f"{'mlir-opt':10s} {mlir['wall']:10.2f} s {mlir['rss'] / 1024:8.1f} MiB")
        print(f"{'odsgen':10s} {ods['wall']:10.2f} s {ods['rss'] / 1024:8.1f} MiB")
        print(f"ratio odsgen/mlir-opt: time {t_ratio:.2f}x (goal <= 3x), memory {m_ratio:.2f}x (goal <= 2x)")
        print(f"odsgen: {nops / ods['wall']:,.0f} ops/s read + printed ({nops} ops)")
        return 0
    finally:
        if tmpdir is not None:
            shutil.rmtree(tmpdir, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
