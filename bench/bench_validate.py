"""Benchmark: ``odsgen validate`` against ``mlir-opt-22 --spirv-update-vce`` on one SPIR-V module.

    python bench/bench_validate.py                 # 1M-op module, 3 runs each
    python bench/bench_validate.py --ops 200000 --runs 5
    python bench/bench_validate.py --module M.mlir # an existing module (with a spirv.target_env)
    python bench/bench_validate.py --profile       # cProfile of odsgen's validate, in process

The module is written by bench/gen_spirv_module.py: one ``spirv.module`` carrying a
``spirv.target_env`` that allows everything it uses, so both tools read the whole module,
check every op (upstream deduces the module's requirements against the target env; odsgen
checks every op against it, type rules included) and succeed. odsgen loads the upstream
SPIR-V spec (odsgen/mlir22/spirv.td applies with it) on the fly (its generated package and parse
trees come from odsgen's cache after a warm-up run, which is not timed). Each run is a
separate process, the two tools taking turns; wall time is measured around it and peak
resident memory comes from ``os.wait4``. Medians and the ratios odsgen / mlir-opt are
reported (goal: at most 2x the time and the memory), with the median of the per-round
ratios and the cost of verification (validate against validate --no-verify).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_print import find_mlir_opt, measure, run_once  # noqa: E402
from gen_spirv_module import generate  # noqa: E402

LLVM_INCLUDE = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22")) / "include"


def odsgen_command(module: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "odsgen",
        "validate",
        str(module),
        "--spec",
        str(LLVM_INCLUDE / "mlir/Dialect/SPIRV/IR/SPIRVOps.td"),
        "-I",
        str(LLVM_INCLUDE),
    ]


def profile(module: Path, top: int = 25) -> None:
    import cProfile
    import io
    import pstats

    from odsgen.cli import main as odsgen_main

    prof = cProfile.Profile()
    prof.enable()
    rc = odsgen_main(odsgen_command(module)[3:])
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    print(out.getvalue())
    print(f"exit status {rc}")


def _paired(a: dict, b: dict) -> float:
    """The median over rounds of a's wall time over b's in the same round."""
    return statistics.median(x / y for x, y in zip(a["walls"], b["walls"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=1_000_000, help="operations in the generated module")
    parser.add_argument("--runs", type=int, default=3, help="runs per tool; the median is reported (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--module", type=Path, help="benchmark this module (generic form, with a spirv.target_env)")
    parser.add_argument("--keep", type=Path, help="keep the generated module at this path")
    parser.add_argument("--profile", action="store_true", help="profile odsgen's validate in process instead")
    args = parser.parse_args(argv)

    tmpdir = None
    if args.module is not None:
        module = args.module
        nops = None
    else:
        if args.keep is not None:
            module = args.keep
        else:
            tmpdir = tempfile.mkdtemp(prefix="odsgen-bench-")
            module = Path(tmpdir) / "spirv.mlir"
        t0 = time.perf_counter()
        with open(module, "w", buffering=1 << 20) as f:
            nops = generate(args.ops, args.seed, 1, "all", write=f.write)
        print(
            f"generated {module} ({nops} ops, {module.stat().st_size / 2**20:.1f} MiB) "
            f"in {time.perf_counter() - t0:.1f} s"
        )
    try:
        if args.profile:
            profile(module)
            return 0
        mlir_opt = find_mlir_opt()
        if mlir_opt is None or not (LLVM_INCLUDE / "mlir/Dialect/SPIRV/IR/SPIRVOps.td").is_file():
            print(
                "mlir-opt and the MLIR 22 .td files are needed: install mlir-22-tools libmlir-22-dev", file=sys.stderr
            )
            return 2
        odsgen_cmd = odsgen_command(module)
        mlir_cmd = [mlir_opt, "--spirv-update-vce", str(module), "-o", os.devnull]
        print(f"odsgen:   {' '.join(odsgen_cmd)}\nmlir-opt: {' '.join(mlir_cmd)}")
        t0 = time.perf_counter()
        run_once(odsgen_cmd[:5] + ["--max-errors", "1"] + odsgen_cmd[5:])  # warm odsgen's caches
        print(f"warm-up run of odsgen (fills the caches): {time.perf_counter() - t0:.1f} s")
        res = measure(
            {"mlir-opt": mlir_cmd, "odsgen": odsgen_cmd, "no-verify": odsgen_cmd + ["--no-verify"]}, args.runs
        )
        mlir, ods, nov = res["mlir-opt"], res["odsgen"], res["no-verify"]
        t_ratio = ods["wall"] / mlir["wall"]
        m_ratio = ods["rss"] / mlir["rss"]
        print()
        print(f"{'':10s} {'median wall':>12s} {'peak RSS':>12s}")
        print(f"{'mlir-opt':10s} {mlir['wall']:10.2f} s {mlir['rss'] / 1024:8.1f} MiB")
        print(f"{'odsgen':10s} {ods['wall']:10.2f} s {ods['rss'] / 1024:8.1f} MiB")
        print(f"{'no-verify':10s} {nov['wall']:10.2f} s {nov['rss'] / 1024:8.1f} MiB")
        print(f"ratio odsgen/mlir-opt: time {t_ratio:.2f}x (goal <= 2x), memory {m_ratio:.2f}x (goal <= 2x)")
        print(f"verification: validate takes {ods['wall'] / nov['wall']:.2f}x the time of validate --no-verify")
        # The runs take turns, so a ratio within one round sees the same load on both sides.
        print(
            f"median of the per-round ratios: odsgen/mlir-opt {_paired(ods, mlir):.2f}x, "
            f"validate/--no-verify {_paired(ods, nov):.2f}x"
        )
        # CPU time (user + system) is what a loaded machine disturbs least.
        print(
            f"median CPU time: mlir-opt {mlir['cpu']:.2f} s, odsgen {ods['cpu']:.2f} s, no-verify {nov['cpu']:.2f} s; "
            f"odsgen/mlir-opt {ods['cpu'] / mlir['cpu']:.2f}x, validate/--no-verify {ods['cpu'] / nov['cpu']:.2f}x"
        )
        if nops:
            print(f"odsgen: {nops / ods['wall']:,.0f} ops/s validated ({nops} ops)")
        return 0
    finally:
        if tmpdir is not None:
            shutil.rmtree(tmpdir, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
