"""Benchmark: ``odsgen validate`` on a custom-form SPIR-V module against ``mlir-opt-22
--spirv-update-vce`` on the same file, and ``validate(module)`` on an mlir.ir module in memory.

    python bench/bench_mlir_validate.py                  # 1M ops, 3 runs each
    python bench/bench_mlir_validate.py --ops 100000

The generic-form module of bench/bench_validate.py (bench/gen_spirv_module.py: one
``spirv.module`` with a ``spirv.target_env`` allowing everything it uses) is printed by
mlir-opt in its default custom form. odsgen reads that through MLIR's parser (the MLIR
Python bindings in process when installed, else mlir-opt). Each run is a separate
process, the tools taking turns (medians of the runs; wall time around the process, peak
resident memory from ``os.wait4``); goal: at most 2x each. Then, in this process, the
custom file is parsed by ``mlir.ir`` (not timed) and ``odsgen.validate`` is
timed on the parsed module: ops per second of the in-memory path.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

from bench_print import find_mlir_opt, measure, run_once  # noqa: E402
from bench_validate import LLVM_INCLUDE, odsgen_command  # noqa: E402
from gen_spirv_module import generate  # noqa: E402


def in_memory(custom: Path) -> tuple[float, int, str]:
    """Seconds and op count of ``validate(module)`` on the parsed module, and its status."""
    import mlir.ir as ir

    from odsgen import load_spec, validate

    spec = load_spec(
        [LLVM_INCLUDE / "mlir/Dialect/SPIRV/IR/SPIRVOps.td", REPO / "examples/spirv/spirv-types.td"], [LLVM_INCLUDE]
    )
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    t0 = time.perf_counter()
    module = ir.Module.parseFile(str(custom), ctx)
    print(f"mlir.ir parsed the custom file in {time.perf_counter() - t0:.1f} s (not counted)")
    t0 = time.perf_counter()
    report = validate(spec, module, None)
    return time.perf_counter() - t0, report["ops"], report["status"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=1_000_000, help="operations in the generated module")
    parser.add_argument("--runs", type=int, default=3, help="runs per tool; the median is reported (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    mlir_opt = find_mlir_opt()
    if mlir_opt is None or not (LLVM_INCLUDE / "mlir/Dialect/SPIRV/IR/SPIRVOps.td").is_file():
        print("mlir-opt and the MLIR 22 .td files are needed: install mlir-22-tools libmlir-22-dev", file=sys.stderr)
        return 2
    tmpdir = Path(tempfile.mkdtemp(prefix="odsgen-bench-"))
    try:
        generic, custom = tmpdir / "generic.mlir", tmpdir / "custom.mlir"
        with open(generic, "w", buffering=1 << 20) as f:
            nops = generate(args.ops, args.seed, 1, "all", write=f.write)
        subprocess.run([mlir_opt, str(generic), "-o", str(custom)], check=True)
        generic.unlink()
        print(f"custom-form module: {nops} ops, {custom.stat().st_size / 2**20:.1f} MiB")
        odsgen_cmd = odsgen_command(custom)
        mlir_cmd = [mlir_opt, "--spirv-update-vce", str(custom), "-o", os.devnull]
        print(f"odsgen:   {' '.join(odsgen_cmd)}\nmlir-opt: {' '.join(mlir_cmd)}")
        run_once(odsgen_cmd[:5] + ["--max-errors", "1"] + odsgen_cmd[5:])  # warm odsgen's caches
        res = measure({"mlir-opt": mlir_cmd, "odsgen": odsgen_cmd}, args.runs)
        mlir, ods = res["mlir-opt"], res["odsgen"]
        print(f"{'':10s} {'median wall':>12s} {'peak RSS':>12s}")
        print(f"{'mlir-opt':10s} {mlir['wall']:10.2f} s {mlir['rss'] / 1024:8.1f} MiB")
        print(f"{'odsgen':10s} {ods['wall']:10.2f} s {ods['rss'] / 1024:8.1f} MiB")
        print(
            f"ratio odsgen/mlir-opt: time {ods['wall'] / mlir['wall']:.2f}x, memory {ods['rss'] / mlir['rss']:.2f}x"
            " (goal <= 2x each)"
        )
        try:
            secs, ops, status = in_memory(custom)
        except ImportError:
            print("in-memory path skipped: no MLIR Python bindings (pip install 'odsgen[mlir]')")
            return 0
        print(
            f"validate(module) on the parsed mlir.ir module: {ops} ops {status} in {secs:.2f} s, {ops / secs:,.0f} ops/s"
        )
        return 0
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
