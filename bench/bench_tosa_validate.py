"""Benchmark: ``odsgen validate`` on a custom-form TOSA module against ``mlir-opt-22
--tosa-validate=strict-op-spec-alignment`` on the same file (issue 22).

    python bench/bench_tosa_validate.py                  # 1M ops, 3 runs each
    python bench/bench_tosa_validate.py --ops 100000
    python bench/bench_tosa_validate.py --ops 200000 --runs 5 --generic   # the module in generic form

The module (generated here) is one ``func.func`` of element-wise TOSA ops on i32 and f32
tensors, under a ``#tosa.target_env`` both tools read from the module
(``profiles = [pro_int, pro_fp], extensions = [int16]``): every op legal, as a module a
compiler checks usually is. ``--illegal`` makes every tenth op an i16 ``tosa.minimum``,
which no tuple of the tables admits (mlir-opt 22 then slows down more than linearly: its
errors took over 11 minutes at 100,000 ops). Each run is a separate
process, the tools taking turns (medians; wall time around the process; peak memory with
children counted, as bench_mlir_validate.py measures it). Goal: at most 2x each.
``validate --no-verify`` is measured beside them (issue 32, item 26), with the median of
the per-round ratios validate/--no-verify. ``--generic``: the module as mlir-opt prints it
in generic form (read by odsgen's reader, MLIR verifying it in a helper meanwhile).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))

from bench_mlir_validate import run_tree  # noqa: E402
from bench_print import find_mlir_opt, measure  # noqa: E402
from bench_validate import LLVM_INCLUDE, _paired  # noqa: E402

TARGET = (
    '#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int, pro_fp], extensions = [int16]>'
)
# (op, element type, unary?) in turn
OPS = [
    ("add", "i32", False),
    ("sub", "i32", False),
    ("maximum", "f32", False),
    ("abs", "i32", True),
    ("exp", "f32", True),
    ("bitwise_and", "i32", False),
    ("minimum", "f32", False),
    ("clz", "i32", True),
    ("tanh", "f32", True),
    ("bitwise_or", "i32", False),
]


def generate(ops: int, write, illegal: bool = False) -> int:
    """Write a module of ``ops`` TOSA ops; the number written."""
    write(f"module attributes {{tosa.target_env = {TARGET}}} {{\n")
    write("  func.func @f(%i32: tensor<4xi32>, %i16: tensor<4xi16>, %f32: tensor<4xf32>) {\n")
    for k in range(ops):
        op, t, unary = ("minimum", "i16", False) if illegal and k % 10 == 6 else OPS[k % len(OPS)]
        ty = f"tensor<4x{t}>"
        if unary:
            write(f"    %v{k} = tosa.{op} %{t} : ({ty}) -> {ty}\n")
        else:
            write(f"    %v{k} = tosa.{op} %{t}, %{t} : ({ty}, {ty}) -> {ty}\n")
    write("    return\n  }\n}\n")
    return ops


def cached_module(ops: int, cache: Path, illegal: bool) -> Path:
    cache.mkdir(parents=True, exist_ok=True)
    path = cache / f"tosa-custom-{ops}{'-illegal' if illegal else ''}.mlir"
    if not path.is_file():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "w", buffering=1 << 20) as f:
            generate(ops, f.write, illegal)
        os.replace(tmp, path)
    return path


def generic_module(custom: Path, mlir_opt: str) -> Path:
    """The module ``custom`` as mlir-opt prints it in generic form (cached beside it)."""
    path = custom.with_name(custom.stem + "-generic.mlir")
    if not path.is_file():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        subprocess.run([mlir_opt, "--mlir-print-op-generic", str(custom), "-o", str(tmp)], check=True)
        os.replace(tmp, path)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=1_000_000, help="operations in the generated module")
    parser.add_argument("--runs", type=int, default=3, help="runs per tool; the median is reported (default 3)")
    xdg = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    parser.add_argument("--cache", type=Path, default=xdg / "odsgen-bench", help="where the generated file is kept")
    parser.add_argument("--illegal", action="store_true", help="make every tenth op illegal")
    parser.add_argument("--generic", action="store_true", help="the module in generic form (as mlir-opt prints it)")
    args = parser.parse_args(argv)
    mlir_opt = find_mlir_opt()
    spec = LLVM_INCLUDE / "mlir/Dialect/Tosa/IR/TosaOps.td"
    if mlir_opt is None or not spec.is_file():
        print("mlir-opt and the MLIR 22 .td files are needed: install mlir-22-tools libmlir-22-dev", file=sys.stderr)
        return 2
    module = cached_module(args.ops, args.cache, args.illegal)
    if args.generic:
        module = generic_module(module, mlir_opt)
    form = "generic" if args.generic else "custom-form"
    print(f"{form} module: {module} ({args.ops} ops, {module.stat().st_size / 2**20:.1f} MiB)")
    odsgen_cmd = [
        sys.executable, "-m", "odsgen", "validate", str(module), "--spec", str(spec), "-I", str(LLVM_INCLUDE),
        "--max-errors", "1",
    ]  # fmt: skip
    mlir_cmd = [mlir_opt, "--tosa-validate=strict-op-spec-alignment", str(module), "-o", os.devnull]
    print(f"odsgen:   {' '.join(odsgen_cmd)}\nmlir-opt: {' '.join(mlir_cmd)}")
    run_tree(odsgen_cmd)  # warm odsgen's caches
    cmds = {"mlir-opt": mlir_cmd, "odsgen": odsgen_cmd, "no-verify": odsgen_cmd + ["--no-verify"]}
    res = measure(cmds, args.runs, run_tree)
    mlir, ods, nov = res["mlir-opt"], res["odsgen"], res["no-verify"]
    print(f"{'':10s} {'median wall':>12s} {'peak memory (children counted)':>32s} {'median CPU':>12s}")
    for name, r in res.items():
        print(f"{name:10s} {r['wall']:10.2f} s {r['rss'] / 1024:28.1f} MiB {r['cpu']:10.2f} s")
    print(
        f"ratio odsgen validate/mlir-opt: time {ods['wall'] / mlir['wall']:.2f}x, memory {ods['rss'] / mlir['rss']:.2f}x"
        f" (goal <= 2x each); CPU time {ods['cpu'] / mlir['cpu']:.2f}x"
    )
    print(
        f"validate/--no-verify: median wall {ods['wall'] / nov['wall']:.2f}x, per-round {_paired(ods, nov):.2f}x, "
        f"CPU time {ods['cpu'] / nov['cpu']:.2f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
