"""Benchmark: ``odsgen convert`` of the dataflow example's downgrade on a large module.

    python bench/bench_convert.py                  # 100k-op module, 3 runs
    python bench/bench_convert.py --ops 20000 --runs 5
    python bench/bench_convert.py --keep /tmp/df.mlir
    python bench/bench_convert.py --profile        # cProfile of one convert, in process

The module (written as bench/gen_module.py writes its modules: deterministic for a seed,
generic form) is a ``builtin.module`` with an executable, a variable and functions mixing
the df ops every version has with the ones examples/dataflow/downgrade.py rewrites for
V_1: masked stores by a constant, traces, dispatches with a priority, clones, indirect
variable loads (about one op in six is rewritten). Each run is a separate process:
``odsgen convert M --spec examples/dataflow/dataflow.td --target version=V_1 --patterns
examples/dataflow/downgrade.py -o OUT`` (the result is legal: exit 0), after a warm-up run
that fills odsgen's cache (not timed). ``odsgen print`` of the same module is measured
beside it, as the floor of reading and printing. Medians are reported, and the module's
ops per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

import gen_module  # noqa: E402
from bench_print import measure  # noqa: E402

SPEC = REPO / "examples" / "dataflow" / "dataflow.td"
PATTERNS = REPO / "examples" / "dataflow" / "downgrade.py"
T = "tensor<4x?xf32>"
SEGMENTS_STORE = "operandSegmentSizes = array<i32: 1, 1, 2, {}>"


class _Body(gen_module._Body):
    """One function's text and value counter (gen_module's), and the df values made so far."""

    def __init__(self, rng: random.Random, out: list[str]) -> None:
        super().__init__(rng, out)
        self.tensors = ["%arg0"]
        self.floats: list[str] = []

    def new(self) -> str:  # type: ignore[override]
        self.next += 1
        return f"%v{self.next}"

    def emit(self, line: str) -> None:  # type: ignore[override]
        super().emit("    ", line)

    def tensor(self) -> str:
        return self.tensors[-1 - min(len(self.tensors) - 1, int(self.rng.expovariate(0.5)))]


def _load(b: _Body) -> None:
    r = b.new()
    b.emit(f'{r} = "df.tensor.load"({b.tensor()}, %c0, %c0) : ({T}, index, index) -> f32')
    b.floats.append(r)


def _splat(b: _Body) -> None:
    if not b.floats:
        return _load(b)
    r = b.new()
    b.emit(f'{r} = "df.tensor.splat"({b.floats[-1]}, %n) : (f32, index) -> {T}')
    b.tensors.append(r)


def _store(b: _Body, masked: bool) -> None:
    if not b.floats:
        return _load(b)
    r = b.new()
    mask, ty = (", %true", ", i1") if masked else ("", "")
    segs = SEGMENTS_STORE.format(1 if masked else 0)
    b.emit(
        f'{r} = "df.tensor.store"({b.floats[-1]}, {b.tensor()}, %c0, %c0{mask}) {{{segs}}}'
        f" : (f32, {T}, index, index{ty}) -> {T}"
    )
    b.tensors.append(r)


def _clone(b: _Body) -> None:
    r = b.new()
    b.emit(f'{r} = "df.tensor.clone"({b.tensor()}) : ({T}) -> {T}')
    b.tensors.append(r)


def _trace(b: _Body) -> None:
    b.emit(f'"df.tensor.trace"({b.tensor()}) {{key = "t{b.next}"}} : ({T}) -> ()')


def _dispatch(b: _Body, priority: bool) -> None:
    r = b.new()
    prio = f", priority = {b.rng.randrange(4)} : i64" if priority else ""
    b.emit(
        f'{r} = "df.dispatch"(%n, {b.tensor()}) {{entry_point = @ex0::@entry0, '
        f"operandSegmentSizes = array<i32: 1, 1>{prio}}} : (index, {T}) -> {T}"
    )
    b.tensors.append(r)


def _indirect(b: _Body) -> None:
    a, r = b.new(), b.new()
    b.emit(f'{a} = "df.variable.address"() {{variable = @counter}} : () -> !df.ptr')
    b.emit(f'{r} = "df.variable.load.indirect"({a}) : (!df.ptr) -> tensor<4xi32>')
    b.emit(f'"df.variable.store"({r}) {{variable = @counter}} : (tensor<4xi32>) -> ()')


# (weight, emitter): about one op in six is one the downgrade rewrites.
_MIX: list[tuple[int, Callable[[_Body], None]]] = [
    (20, _load),
    (14, _splat),
    (14, lambda b: _store(b, False)),
    (3, lambda b: _store(b, True)),
    (3, _clone),
    (3, _trace),
    (8, lambda b: _dispatch(b, False)),
    (3, lambda b: _dispatch(b, True)),
    (1, _indirect),
]
_FNS = [f for w, f in _MIX for _ in range(w)]


def generate(write: Callable[[str], object], ops: int, seed: int = 1) -> int:
    """Write a df module of about ``ops`` operations; returns the exact operation count."""
    rng = random.Random(seed)
    write('"builtin.module"() ({\n')
    write('  "df.executable"() <{sym_name = "ex0"}> ({\n')
    write('    "df.dispatch.entry"() {sym_name = "entry0"} : () -> ()\n')
    write('    "df.executable_end"() : () -> ()\n')
    write("  }) : () -> ()\n")
    write('  "df.variable"() {sym_name = "counter", type = tensor<4xi32>, is_mutable} : () -> ()\n')
    count = 5
    index = 0
    while count < ops:
        out: list[str] = []
        b = _Body(rng, out)
        out.append(f'  "func.func"() <{{function_type = ({T}, index) -> {T}, sym_name = "f{index}"}}> ({{')
        out.append(f"  ^bb0(%arg0: {T}, %n: index):")
        b.emit('%c0 = "arith.constant"() <{value = 0 : index}> : () -> index')
        b.emit('%true = "arith.constant"() <{value = true}> : () -> i1')
        for _ in range(max(1, min(ops - count - 4, rng.randrange(20, 120)))):
            rng.choice(_FNS)(b)
        b.emit(f'"func.return"({b.tensor()}) : ({T}) -> ()')
        out.append("  }) : () -> ()")
        write("\n".join(out) + "\n")
        count += b.ops + 1
        index += 1
    write("}) : () -> ()\n")
    return count


def convert_command(module: Path, out: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "odsgen",
        "convert",
        str(module),
        "--spec",
        str(SPEC),
        "--target",
        "version=V_1",
        "--patterns",
        str(PATTERNS),
        "-o",
        str(out),
    ]


def profile(module: Path, out: Path, top: int = 25) -> None:
    import cProfile
    import io
    import pstats

    from odsgen.cli import main as odsgen_main

    prof = cProfile.Profile()
    prof.enable()
    rc = odsgen_main(convert_command(module, out)[3:])
    prof.disable()
    s = io.StringIO()
    pstats.Stats(prof, stream=s).sort_stats("tottime").print_stats(top)
    print(s.getvalue())
    print(f"exit status {rc}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=100_000, help="operations in the generated module (default 100000)")
    parser.add_argument("--runs", type=int, default=3, help="runs; the median is reported (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="keep the generated module at this path")
    parser.add_argument("--profile", action="store_true", help="profile one convert in process instead")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="odsgen-bench-convert-") as tmp:
        module = args.keep or Path(tmp) / "df.mlir"
        with open(module, "w", buffering=1 << 20) as f:
            n = generate(f.write, args.ops, args.seed)
        out = Path(tmp) / "out.mlir"
        print(f"module: {n} operations ({module})", flush=True)
        if args.profile:
            profile(module, out)
            return 0
        cmds = {
            "convert": convert_command(module, out),
            "print": [sys.executable, "-m", "odsgen", "print", str(module), "-o", str(out) + ".print"],
        }
        measure({"warm-up": cmds["convert"]}, 1)  # fills odsgen's cache (the spec's package)
        res = measure(cmds, args.runs)
        for name, r in res.items():
            print(f"{name:8s} median {r['wall']:6.2f} s  {n / r['wall']:10,.0f} ops/s  {r['rss'] / 1024:7.1f} MiB")
        print(f"convert / print: {res['convert']['wall'] / res['print']['wall']:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
