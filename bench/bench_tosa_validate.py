"""Benchmark: ``odsgen validate`` on a custom-form TOSA module against ``mlir-opt-22
--tosa-validate=strict-op-spec-alignment`` on the same file (issue 22).

    python bench/bench_tosa_validate.py                  # 1M ops, 3 runs each
    python bench/bench_tosa_validate.py --ops 100000
    python bench/bench_tosa_validate.py --ops 200000 --runs 5 --generic   # the module in generic form
    python bench/bench_tosa_validate.py --weights             # a ResNet50-sized network, 200 MB of weights
    python bench/bench_tosa_validate.py --weights --resources # the same with dense_resource blobs
    python bench/bench_tosa_validate.py --weights --bytecode  # the same as MLIR bytecode (.mlirbc)

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
``--weights`` (issue 34, item 8): instead, a network whose text is mostly dense constants,
ResNet50's 53 convolutions and classifier with 25.6M random f32 weights (``dense<"0x...">``,
or ``--resources``: ``dense_resource`` blobs), made here; goal: at most 1x mlir-opt's wall
time and peak memory.
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
from bench_print import compiled_modules, find_mlir_opt, measure  # noqa: E402
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


# ResNet50's bottleneck stages: (blocks, mid channels); each block 1x1 -> 3x3 -> 1x1 (4 x mid).
RESNET50 = ((3, 64), (4, 128), (6, 256), (3, 512))
CONV_ATTRS = "acc_type = f32, dilation = array<i64: 1, 1>, stride = array<i64: 1, 1>"


def generate_weights(write, resources: bool = False, seed: int = 34) -> int:
    """Write a ResNet50-sized TOSA network (its 53 convolutions and the classifier, 25.6M
    random f32 weights: about 200 MB of text, as a converter prints it): each weight a
    ``tosa.const`` of ``dense<"0x...">``, or (``resources``) of a ``dense_resource`` blob
    in the file's ``{-# dialect_resources #-}`` section. Spatially 7x7 throughout (the
    sizes of the weights are ResNet50's). The number of ops written."""
    import random

    rng = random.Random(seed)
    blobs: list[tuple[str, int]] = []
    n = 0
    write(f"module attributes {{tosa.target_env = {TARGET}}} {{\n")
    write("  func.func @main(%x: tensor<1x7x7x3xf32>) -> tensor<1x1x1x1000xf32> {\n")
    write('    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n')

    def const(name: str, shape: tuple[int, ...]) -> None:
        nonlocal n
        count = 1
        for d in shape:
            count *= d
        ty = f"tensor<{'x'.join(map(str, shape))}xf32>"
        if resources:
            blobs.append((name, count))
            value = f"dense_resource<{name}>"
        else:
            value = f'dense<"0x{rng.randbytes(4 * count).hex().upper()}">'
        write(f'    %{name} = "tosa.const"() <{{values = {value} : {ty}}}> : () -> {ty}\n')
        n += 1

    def conv(name: str, x: str, cin: int, cout: int, k: int) -> str:
        nonlocal n
        const(f"{name}_w", (cout, k, k, cin))
        const(f"{name}_b", (cout,))
        pad = k // 2
        write(
            f"    %{name} = tosa.conv2d %{x}, %{name}_w, %{name}_b, %zp, %zp {{{CONV_ATTRS}, "
            f"pad = array<i64: {pad}, {pad}, {pad}, {pad}>}} : (tensor<1x7x7x{cin}xf32>, tensor<{cout}x{k}x{k}x{cin}xf32>, "
            f"tensor<{cout}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x{cout}xf32>\n"
        )
        write(
            f"    %{name}_r = tosa.clamp %{name} {{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32}} : "
            f"(tensor<1x7x7x{cout}xf32>) -> tensor<1x7x7x{cout}xf32>\n"
        )
        n += 2
        return f"{name}_r"

    x, c = conv("stem", "x", 3, 64, 7), 64
    for s, (blocks, mid) in enumerate(RESNET50):
        for b in range(blocks):
            p = f"s{s}b{b}"
            y = conv(f"{p}a", x, c, mid, 1)
            y = conv(f"{p}b", y, mid, mid, 3)
            y = conv(f"{p}c", y, mid, 4 * mid, 1)
            short = conv(f"{p}p", x, c, 4 * mid, 1) if c != 4 * mid else x
            t = f"tensor<1x7x7x{4 * mid}xf32>"
            write(f"    %{p}_sum = tosa.add %{y}, %{short} : ({t}, {t}) -> {t}\n")
            n += 1
            x, c = f"{p}_sum", 4 * mid
    write(
        f"    %pool = tosa.avg_pool2d %{x}, %zp, %zp {{acc_type = f32, kernel = array<i64: 7, 7>, "
        f"pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}} : (tensor<1x7x7x{c}xf32>, tensor<1xf32>, "
        f"tensor<1xf32>) -> tensor<1x1x1x{c}xf32>\n"
    )
    const("fc_w", (1000, 1, 1, c))
    const("fc_b", (1000,))
    write(
        f"    %fc = tosa.conv2d %pool, %fc_w, %fc_b, %zp, %zp {{{CONV_ATTRS}, pad = array<i64: 0, 0, 0, 0>}} : "
        f"(tensor<1x1x1x{c}xf32>, tensor<1000x1x1x{c}xf32>, tensor<1000xf32>, tensor<1xf32>, tensor<1xf32>) "
        f"-> tensor<1x1x1x1000xf32>\n"
    )
    write("    return %fc : tensor<1x1x1x1000xf32>\n  }\n}\n")
    n += 3
    if blobs:
        write("{-#\n  dialect_resources: {\n    builtin: {\n")
        for i, (name, count) in enumerate(blobs):
            sep = "," if i < len(blobs) - 1 else ""
            # A blob is its alignment (4, little-endian) then its bytes.
            write(f'      {name}: "0x04000000{rng.randbytes(4 * count).hex().upper()}"{sep}\n')
        write("    }\n  }\n#-}\n")
    return n


def cached_weights(cache: Path, resources: bool) -> Path:
    cache.mkdir(parents=True, exist_ok=True)
    path = cache / f"tosa-resnet50-weights{'-resources' if resources else ''}.mlir"
    if not path.is_file():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "w", buffering=1 << 20) as f:
            generate_weights(f.write, resources)
        os.replace(tmp, path)
    return path


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


def bytecode_module(text: Path, mlir_opt: str) -> Path:
    """The module ``text`` as MLIR bytecode (cached beside it)."""
    path = text.with_suffix(".mlirbc")
    if not path.is_file():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        subprocess.run([mlir_opt, "--emit-bytecode", str(text), "-o", str(tmp)], check=True)
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
    parser.add_argument("--weights", action="store_true", help="a ResNet50-sized network of 200 MB of weights instead")
    parser.add_argument("--resources", action="store_true", help="with --weights: weights as dense_resource blobs")
    parser.add_argument("--bytecode", action="store_true", help="the module as MLIR bytecode (mlir-opt --emit-bytecode)")
    args = parser.parse_args(argv)
    mlir_opt = find_mlir_opt()
    spec = LLVM_INCLUDE / "mlir/Dialect/Tosa/IR/TosaOps.td"
    if mlir_opt is None or not spec.is_file():
        print("mlir-opt and the MLIR 22 .td files are needed: install mlir-22-tools libmlir-22-dev", file=sys.stderr)
        return 2
    module = cached_weights(args.cache, args.resources) if args.weights else cached_module(args.ops, args.cache, args.illegal)
    if args.generic:
        module = generic_module(module, mlir_opt)
    if args.bytecode:
        module = bytecode_module(module, mlir_opt)
    form = "generic" if args.generic else "bytecode" if args.bytecode else "custom-form"
    ops = "a ResNet50-sized network" if args.weights else f"{args.ops} ops"
    print(f"{form} module: {module} ({ops}, {module.stat().st_size / 2**20:.1f} MiB)")
    odsgen_cmd = [
        sys.executable, "-m", "odsgen", "validate", str(module), "--spec", str(spec), "-I", str(LLVM_INCLUDE),
        "--max-errors", "1",
    ]  # fmt: skip
    mlir_cmd = [mlir_opt, "--tosa-validate=strict-op-spec-alignment", str(module), "-o", os.devnull]
    print(f"odsgen:   {' '.join(odsgen_cmd)}\nmlir-opt: {' '.join(mlir_cmd)}")
    # (odsgen as installed: without compiled modules every run compiles them again, 0.8 s of a 1 s run)
    pycache = compiled_modules(os.environ, args.cache)
    if pycache:
        print(f"PYTHONDONTWRITEBYTECODE dropped for the runs: compiled modules in {pycache}")
    run_tree(odsgen_cmd)  # warm odsgen's caches
    cmds = {"mlir-opt": mlir_cmd, "odsgen": odsgen_cmd, "no-verify": odsgen_cmd + ["--no-verify"]}
    res = measure(cmds, args.runs, run_tree)
    mlir, ods, nov = res["mlir-opt"], res["odsgen"], res["no-verify"]
    print(f"{'':10s} {'median wall':>12s} {'peak memory (children counted)':>32s} {'median CPU':>12s}")
    for name, r in res.items():
        print(f"{name:10s} {r['wall']:10.2f} s {r['rss'] / 1024:28.1f} MiB {r['cpu']:10.2f} s")
    print(
        f"ratio odsgen validate/mlir-opt: time {ods['wall'] / mlir['wall']:.2f}x, memory {ods['rss'] / mlir['rss']:.2f}x"
        f" (goal <= {1 if args.weights else 2}x each); CPU time {ods['cpu'] / mlir['cpu']:.2f}x"
    )
    print(
        f"validate/--no-verify: median wall {ods['wall'] / nov['wall']:.2f}x, per-round {_paired(ods, nov):.2f}x, "
        f"CPU time {ods['cpu'] / nov['cpu']:.2f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
