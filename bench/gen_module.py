"""Generate a large, valid MLIR module in generic form for the print benchmark.

    python bench/gen_module.py --ops 1000000 -o /tmp/m.mlir

The module is a ``builtin.module`` of functions mixing func, arith, math, scf,
cf, memref, vector and tensor ops: constants of several types, properties
(overflow flags, fast-math flags, predicates, callees, segment sizes),
discardable attributes, multi-result ops, ``scf.for`` and ``scf.if`` regions
with block arguments, and multi-block functions with successors. Output is
deterministic for a given seed; ``mlir-opt-22`` verifies it.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Callable

I32, I64, I1, IDX, F32, V4, MEM, TEN = (
    "i32",
    "i64",
    "i1",
    "index",
    "f32",
    "vector<4xf32>",
    "memref<?xf32>",
    "tensor<4x?xf32>",
)
ARGS = [I32, I32, I64, F32, IDX, MEM, TEN]
FUNC_TYPE = "(" + ", ".join(ARGS) + ") -> i32"
FLOATS = ["1.000000e+00", "2.500000e+00", "-3.125000e-01", "1.024000e+03", "0.000000e+00", "6.250000e-02"]
OVERFLOW = ["none", "none", "none", "nsw", "nuw", "nsw, nuw"]
FASTMATH = ["none", "none", "fast", "reassoc,contract"]
HELPERS = [
    ("helper_add", "(i32, i32) -> i32", [I32, I32], I32),
    ("helper_scale", "(f32) -> f32", [F32], F32),
]


class _Body:
    """The values visible at one point of a function, by type, and the name counter."""

    def __init__(self, rng: random.Random, out: list[str]) -> None:
        self.rng = rng
        self.out = out
        self.next = 0
        self.ops = 0
        self.pools: list[dict[str, list[str]]] = [{}]

    def new(self, ty: str) -> str:
        name = f"%{self.next}"
        self.next += 1
        self.pools[-1].setdefault(ty, []).append(name)
        return name

    def pick(self, ty: str) -> str:
        rng = self.rng
        for pool in reversed(self.pools):
            vals = pool.get(ty)
            if vals and (len(self.pools) == 1 or rng.random() < 0.7):
                # Prefer recent values so that use-def chains stay short and local.
                return vals[-1 - min(len(vals) - 1, int(rng.expovariate(0.3)))]
        for pool in self.pools:
            if pool.get(ty):
                return pool[ty][-1]
        raise KeyError(ty)

    def has(self, ty: str) -> bool:
        return any(p.get(ty) for p in self.pools)

    def emit(self, ind: str, line: str) -> None:
        self.out.append(ind + line)
        self.ops += 1


def _const(b: _Body, ind: str) -> None:
    rng = b.rng
    kind = rng.randrange(4)
    if kind == 0:
        r = b.new(I32)
        b.emit(ind, f'{r} = "arith.constant"() <{{value = {rng.randrange(-1000, 100000)} : i32}}> : () -> i32')
    elif kind == 1:
        r = b.new(F32)
        b.emit(ind, f'{r} = "arith.constant"() <{{value = {rng.choice(FLOATS)} : f32}}> : () -> f32')
    elif kind == 2:
        r = b.new(IDX)
        b.emit(ind, f'{r} = "arith.constant"() <{{value = {rng.randrange(0, 64)} : index}}> : () -> index')
    else:
        r = b.new(V4)
        vals = ", ".join(rng.choice(FLOATS) for _ in range(4))
        b.emit(ind, f'{r} = "arith.constant"() <{{value = dense<[{vals}]> : vector<4xf32>}}> : () -> vector<4xf32>')


def _int_binop(b: _Body, ind: str) -> None:
    rng = b.rng
    ty = I32 if rng.random() < 0.75 else I64
    x, y = b.pick(ty), b.pick(ty)
    op = rng.choice(["addi", "subi", "muli", "addi", "muli"])
    attrs = ' {tag = "hot"}' if rng.random() < 0.05 else ""
    r = b.new(ty)
    b.emit(
        ind,
        f'{r} = "arith.{op}"({x}, {y}) <{{overflowFlags = #arith.overflow<{rng.choice(OVERFLOW)}>}}>{attrs}'
        f" : ({ty}, {ty}) -> {ty}",
    )


def _bit_binop(b: _Body, ind: str) -> None:
    x, y = b.pick(I32), b.pick(I32)
    op = b.rng.choice(["andi", "ori", "xori", "maxsi", "minui"])
    r = b.new(I32)
    b.emit(ind, f'{r} = "arith.{op}"({x}, {y}) : (i32, i32) -> i32')


def _float_binop(b: _Body, ind: str) -> None:
    rng = b.rng
    ty = F32 if rng.random() < 0.7 or not b.has(V4) else V4
    x, y = b.pick(ty), b.pick(ty)
    op = rng.choice(["addf", "mulf", "subf", "divf"])
    r = b.new(ty)
    b.emit(
        ind,
        f'{r} = "arith.{op}"({x}, {y}) <{{fastmath = #arith.fastmath<{rng.choice(FASTMATH)}>}}> : ({ty}, {ty}) -> {ty}',
    )


def _compare(b: _Body, ind: str) -> None:
    rng = b.rng
    if rng.random() < 0.7:
        x, y = b.pick(I32), b.pick(I32)
        r = b.new(I1)
        b.emit(ind, f'{r} = "arith.cmpi"({x}, {y}) <{{predicate = {rng.randrange(10)} : i64}}> : (i32, i32) -> i1')
    else:
        x, y = b.pick(F32), b.pick(F32)
        r = b.new(I1)
        b.emit(
            ind,
            f'{r} = "arith.cmpf"({x}, {y}) <{{fastmath = #arith.fastmath<none>, predicate = {rng.randrange(1, 15)} : i64}}>'
            " : (f32, f32) -> i1",
        )


def _select(b: _Body, ind: str) -> None:
    if not b.has(I1):
        return _compare(b, ind)
    c, x, y = b.pick(I1), b.pick(I32), b.pick(I32)
    r = b.new(I32)
    b.emit(ind, f'{r} = "arith.select"({c}, {x}, {y}) : (i1, i32, i32) -> i32')


def _cast(b: _Body, ind: str) -> None:
    kind = b.rng.randrange(5)
    if kind == 0:
        x = b.pick(I32)
        b.emit(ind, f'{b.new(IDX)} = "arith.index_cast"({x}) : (i32) -> index')
    elif kind == 1:
        x = b.pick(I32)
        b.emit(ind, f'{b.new(I64)} = "arith.extsi"({x}) : (i32) -> i64')
    elif kind == 2:
        x = b.pick(I64)
        b.emit(ind, f'{b.new(I32)} = "arith.trunci"({x}) : (i64) -> i32')
    elif kind == 3:
        x = b.pick(I32)
        b.emit(ind, f'{b.new(F32)} = "arith.sitofp"({x}) : (i32) -> f32')
    else:
        x = b.pick(F32)
        b.emit(ind, f'{b.new(V4)} = "vector.broadcast"({x}) : (f32) -> vector<4xf32>')


def _math(b: _Body, ind: str) -> None:
    x = b.pick(F32)
    op = b.rng.choice(["sqrt", "absf", "exp", "tanh"])
    b.emit(ind, f'{b.new(F32)} = "math.{op}"({x}) <{{fastmath = #arith.fastmath<none>}}> : (f32) -> f32')


def _memory(b: _Body, ind: str) -> None:
    rng = b.rng
    m, i = b.pick(MEM), b.pick(IDX)
    kind = rng.randrange(4)
    if kind == 0:
        v = b.pick(F32)
        b.emit(ind, f'"memref.store"({v}, {m}, {i}) : (f32, memref<?xf32>, index) -> ()')
    elif kind == 1:
        b.emit(ind, f'{b.new(F32)} = "memref.load"({m}, {i}) : (memref<?xf32>, index) -> f32')
    elif kind == 2:
        t = b.pick(TEN)
        b.emit(ind, f'{b.new(IDX)} = "tensor.dim"({t}, {i}) : (tensor<4x?xf32>, index) -> index')
    else:
        t = b.pick(TEN)
        j = b.pick(IDX)
        b.emit(ind, f'{b.new(F32)} = "tensor.extract"({t}, {i}, {j}) : (tensor<4x?xf32>, index, index) -> f32')


def _multi(b: _Body, ind: str) -> None:
    x, y = b.pick(I32), b.pick(I32)
    name = f"%{b.next}"
    b.next += 1
    b.emit(ind, f'{name}:2 = "arith.addui_extended"({x}, {y}) : (i32, i32) -> (i32, i1)')
    b.pools[-1].setdefault(I32, []).append(name + "#0")
    b.pools[-1].setdefault(I1, []).append(name + "#1")


def _call(b: _Body, ind: str) -> None:
    name, fty, args, res = b.rng.choice(HELPERS)
    ops = ", ".join(b.pick(t) for t in args)
    r = b.new(res)
    b.emit(ind, f'{r} = "func.call"({ops}) <{{callee = @{name}}}> : ({", ".join(args)}) -> {res}')


def _for(b: _Body, ind: str, depth: int) -> None:
    lb, ub, step, init = b.pick(IDX), b.pick(IDX), b.pick(IDX), b.pick(I32)
    r = f"%{b.next}"
    b.next += 1
    iv, acc = f"%{b.next}", f"%{b.next + 1}"
    b.next += 2
    b.emit(ind, f'{r} = "scf.for"({lb}, {ub}, {step}, {init}) ({{')
    b.out.append(f"{ind}^bb0({iv}: index, {acc}: i32):")
    b.pools.append({IDX: [iv], I32: [acc]})
    _straight(b, ind + "  ", b.rng.randrange(3, 12), depth + 1)
    y = b.pick(I32)
    b.pools.pop()
    b.emit(ind + "  ", f'"scf.yield"({y}) : (i32) -> ()')
    b.out.append(f"{ind}}}) : (index, index, index, i32) -> i32")
    b.pools[-1].setdefault(I32, []).append(r)


def _if(b: _Body, ind: str, depth: int) -> None:
    if not b.has(I1):
        return _compare(b, ind)
    c = b.pick(I1)
    r = f"%{b.next}"
    b.next += 1
    b.emit(ind, f'{r} = "scf.if"({c}) ({{')
    for k in range(2):
        b.pools.append({})
        _straight(b, ind + "  ", b.rng.randrange(1, 6), depth + 1)
        y = b.pick(F32)
        b.pools.pop()
        b.emit(ind + "  ", f'"scf.yield"({y}) : (f32) -> ()')
        b.out.append(ind + ("}, {" if k == 0 else "}) : (i1) -> f32"))
    b.pools[-1].setdefault(F32, []).append(r)


_SIMPLE: list[tuple[int, Callable[[_Body, str], None]]] = [
    (14, _const),
    (18, _int_binop),
    (5, _bit_binop),
    (12, _float_binop),
    (9, _compare),
    (5, _select),
    (9, _cast),
    (4, _math),
    (10, _memory),
    (3, _multi),
    (4, _call),
]
_SIMPLE_FNS = [f for w, f in _SIMPLE for _ in range(w)]


def _straight(b: _Body, ind: str, n: int, depth: int) -> None:
    rng = b.rng
    for _ in range(n):
        roll = rng.random()
        if depth < 2 and roll < 0.03:
            _for(b, ind, depth)
        elif depth < 2 and roll < 0.05:
            _if(b, ind, depth)
        else:
            rng.choice(_SIMPLE_FNS)(b, ind)


def _function(out: list[str], rng: random.Random, index: int, size: int) -> int:
    b = _Body(rng, out)
    out.append(f'  "func.func"() <{{function_type = {FUNC_TYPE}, sym_name = "f{index}"}}> ({{')
    args = []
    for i, ty in enumerate(ARGS):
        args.append(f"%arg{i}: {ty}")
        b.pools[0].setdefault(ty, []).append(f"%arg{i}")
    out.append("  ^bb0(" + ", ".join(args) + "):")
    _const(b, "    ")
    b.emit("    ", f'{b.new(IDX)} = "arith.constant"() <{{value = 1 : index}}> : () -> index')
    b.emit("    ", f'{b.new(F32)} = "arith.constant"() <{{value = 1.000000e+00 : f32}}> : () -> f32')
    _straight(b, "    ", max(1, size - 8), 0)
    if rng.random() < 0.3:
        # A diamond: conditional branch to two blocks that return.
        if not b.has(I1):
            _compare(b, "    ")
        c, x, y = b.pick(I1), b.pick(I32), b.pick(I32)
        b.emit(
            "    ",
            f'"cf.cond_br"({c}, {x})[^bb1, ^bb2] <{{operandSegmentSizes = array<i32: 1, 1, 0>}}> : (i1, i32) -> ()',
        )
        a = f"%{b.next}"
        b.next += 1
        out.append(f"  ^bb1({a}: i32):  // pred: ^bb0")
        b.emit("    ", f'"func.return"({a}) : (i32) -> ()')
        out.append("  ^bb2:  // pred: ^bb0")
        b.emit("    ", f'"func.return"({y}) : (i32) -> ()')
    else:
        b.emit("    ", f'"func.return"({b.pick(I32)}) : (i32) -> ()')
    out.append("  }) : () -> ()")
    return b.ops + 1


def generate(write: Callable[[str], object], ops: int, seed: int = 1) -> int:
    """Write a module of about ``ops`` operations; returns the exact operation count."""
    rng = random.Random(seed)
    write('"builtin.module"() ({\n')
    count = 1
    for name, fty, _, _ in HELPERS:
        write(
            f'  "func.func"() <{{function_type = {fty}, sym_name = "{name}", sym_visibility = "private"}}> ({{\n  }}) : () -> ()\n'
        )
        count += 1
    index = 0
    while count < ops:
        out: list[str] = []
        size = min(ops - count, rng.randrange(20, 120))
        count += _function(out, rng, index, size)
        index += 1
        write("\n".join(out) + "\n")
    write("}) : () -> ()\n")
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", type=int, default=1_000_000, help="number of operations (default 1000000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", default="-", help="output file (default: standard output)")
    args = parser.parse_args(argv)
    if args.output == "-":
        n = generate(sys.stdout.write, args.ops, args.seed)
    else:
        with open(args.output, "w", buffering=1 << 20) as f:
            n = generate(f.write, args.ops, args.seed)
    sys.stderr.write(f"{n} operations\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
