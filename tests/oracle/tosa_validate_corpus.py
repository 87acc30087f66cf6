"""A corpus of single-op TOSA modules for the differential test against ``mlir-opt
--tosa-validate`` (test_tosa_validate_oracle.py), and the runs of mlir-opt over it.

For each op of TOSA's compliance tables that ``TEMPLATES`` can build, every tuple of the
tables and, for each, the tuple with its first type replaced by each of ``ELEMENT_TYPES``
(so every element type is tried, most of them unsupported) is written as one module in
TOSA's custom syntax; zero points, shifts and pad values are ``tosa.const`` ops (they are
checked too: the module's verdict is every op's). Modules MLIR's verifier rejects are
dropped (``verified``). Each module's op carries ``loc("mN")``, so the diagnostics of one
``mlir-opt --split-input-file`` run are told apart per module.
"""

from __future__ import annotations

import re
import subprocess

ELEMENT_TYPES = ("i1", "i4", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f8E4M3FN", "f8E5M2")

UNARY = "abs bitwise_not ceil clz cos exp floor log logical_not reciprocal rsqrt sin erf sigmoid tanh".split()
BINARY = (
    "add sub maximum minimum pow intdiv bitwise_and bitwise_or bitwise_xor logical_and logical_or logical_xor "
    "logical_left_shift logical_right_shift equal greater greater_equal"
).split()
REDUCE = "reduce_all reduce_any reduce_max reduce_min reduce_product reduce_sum".split()


def _zero(t: str) -> str:
    return "0.0" if t.startswith(("f", "bf")) else ("false" if t == "i1" else "0")


def _const(name: str, t: str, shape: str = "1") -> str:
    return (
        f'  %{name} = "tosa.const"() <{{values = dense<{_zero(t)}> : tensor<{shape}x{t}>}}> : () -> tensor<{shape}x{t}>'
    )


def _module(args: list[str], body: list[str], result: str) -> str:
    sig = ", ".join(f"%a{i}: {a}" for i, a in enumerate(args))
    return "\n".join([f"func.func @f({sig}) -> {result} {{", *body, f"  return %r : {result}", "}"])


def _unary(op, ts):
    a, o = ts
    return _module(
        [f"tensor<4x{a}>"], [f'  %r = "tosa.{op}"(%a0) : (tensor<4x{a}>) -> tensor<4x{o}> loc("@")'], f"tensor<4x{o}>"
    )


def _binary(op, ts):
    a, b, o = ts
    props = " <{round = false}>" if op == "arithmetic_right_shift" else ""
    return _module(
        [f"tensor<4x{a}>", f"tensor<4x{b}>"],
        [f'  %r = "tosa.{op}"(%a0, %a1){props} : (tensor<4x{a}>, tensor<4x{b}>) -> tensor<4x{o}> loc("@")'],
        f"tensor<4x{o}>",
    )


def _reduce(op, ts):
    a, o = ts
    return _module(
        [f"tensor<2x4x{a}>"],
        [f'  %r = "tosa.{op}"(%a0) <{{axis = 0 : i32}}> : (tensor<2x4x{a}>) -> tensor<1x4x{o}> loc("@")'],
        f"tensor<1x4x{o}>",
    )


def _argmax(op, ts):
    a, o = ts
    return _module(
        [f"tensor<2x4x{a}>"],
        [f'  %r = "tosa.argmax"(%a0) <{{axis = 0 : i32}}> : (tensor<2x4x{a}>) -> tensor<4x{o}> loc("@")'],
        f"tensor<4x{o}>",
    )


def _cast(op, ts):
    return _unary("cast", ts)


def _clamp(op, ts):
    a, o = ts
    z = _zero(a)
    return _module(
        [f"tensor<4x{a}>"],
        [
            f'  %r = "tosa.clamp"(%a0) <{{max_val = {z} : {a}, min_val = {z} : {a}}}> : (tensor<4x{a}>) -> '
            f'tensor<4x{o}> loc("@")'
        ],
        f"tensor<4x{o}>",
    )


def _select(op, ts):
    a, b, o = ts
    return _module(
        ["tensor<4xi1>", f"tensor<4x{a}>", f"tensor<4x{b}>"],
        [
            f'  %r = "tosa.select"(%a0, %a1, %a2) : (tensor<4xi1>, tensor<4x{a}>, tensor<4x{b}>) -> tensor<4x{o}> loc("@")'
        ],
        f"tensor<4x{o}>",
    )


def _mul(op, ts):
    a, b, o = ts
    return _module(
        [f"tensor<4x{a}>", f"tensor<4x{b}>"],
        [
            _const("s", "i8"),
            f'  %r = "tosa.mul"(%a0, %a1, %s) : (tensor<4x{a}>, tensor<4x{b}>, tensor<1xi8>) -> tensor<4x{o}> loc("@")',
        ],
        f"tensor<4x{o}>",
    )


def _negate(op, ts):
    a, az, oz, o = ts
    return _module(
        [f"tensor<4x{a}>"],
        [
            _const("az", az),
            _const("oz", oz),
            f'  %r = "tosa.negate"(%a0, %az, %oz) : (tensor<4x{a}>, tensor<1x{az}>, tensor<1x{oz}>) -> tensor<4x{o}> '
            'loc("@")',
        ],
        f"tensor<4x{o}>",
    )


def _table(op, ts):
    a, t, o = ts
    n = 513 if a == "i16" else 256
    return _module(
        [f"tensor<4x{a}>"],
        [
            _const("t", t, str(n)),
            f'  %r = "tosa.table"(%a0, %t) : (tensor<4x{a}>, tensor<{n}x{t}>) -> tensor<4x{o}> loc("@")',
        ],
        f"tensor<4x{o}>",
    )


def _const_op(op, ts):
    (o,) = ts
    return "\n".join(
        [
            f"func.func @f() -> tensor<4x{o}> {{",
            f'  %r = "tosa.const"() <{{values = dense<{_zero(o)}> : tensor<4x{o}>}}> : () -> tensor<4x{o}> loc("@")',
            f"  return %r : tensor<4x{o}>",
            "}",
        ]
    )


def _matmul(op, ts):
    a, b, az, bz, o = ts
    return _module(
        [f"tensor<1x2x3x{a}>", f"tensor<1x3x4x{b}>"],
        [
            _const("az", az),
            _const("bz", bz),
            f'  %r = "tosa.matmul"(%a0, %a1, %az, %bz) : (tensor<1x2x3x{a}>, tensor<1x3x4x{b}>, tensor<1x{az}>, '
            f'tensor<1x{bz}>) -> tensor<1x2x4x{o}> loc("@")',
        ],
        f"tensor<1x2x4x{o}>",
    )


def _max_pool2d(op, ts):
    a, o = ts
    return _module(
        [f"tensor<1x4x4x1x{a}>"],
        [
            f'  %r = "tosa.max_pool2d"(%a0) <{{kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, '
            f'stride = array<i64: 1, 1>}}> : (tensor<1x4x4x1x{a}>) -> tensor<1x3x3x1x{o}> loc("@")'
        ],
        f"tensor<1x3x3x1x{o}>",
    )


def _avg_pool2d(op, ts):
    a, az, oz, acc, o = ts
    return _module(
        [f"tensor<1x4x4x1x{a}>"],
        [
            _const("az", az),
            _const("oz", oz),
            f'  %r = "tosa.avg_pool2d"(%a0, %az, %oz) <{{acc_type = {acc}, kernel = array<i64: 2, 2>, '
            f"pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}}> : (tensor<1x4x4x1x{a}>, tensor<1x{az}>, "
            f'tensor<1x{oz}>) -> tensor<1x3x3x1x{o}> loc("@")',
        ],
        f"tensor<1x3x3x1x{o}>",
    )


def _conv2d(op, ts):
    a, w, b, az, wz, acc, o = ts
    return _module(
        [f"tensor<1x4x4x1x{a}>", f"tensor<1x1x1x1x{w}>", f"tensor<1x{b}>"],
        [
            _const("az", az),
            _const("wz", wz),
            f'  %r = "tosa.conv2d"(%a0, %a1, %a2, %az, %wz) <{{acc_type = {acc}, dilation = array<i64: 1, 1>, '
            f"pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}}> : (tensor<1x4x4x1x{a}>, "
            f'tensor<1x1x1x1x{w}>, tensor<1x{b}>, tensor<1x{az}>, tensor<1x{wz}>) -> tensor<1x4x4x1x{o}> loc("@")',
        ],
        f"tensor<1x4x4x1x{o}>",
    )


def _layout(op, ts):
    a, o = ts
    if op == "transpose":
        line = f'  %r = "tosa.transpose"(%a0) <{{perms = array<i32: 1, 0>}}> : (tensor<2x4x{a}>) -> tensor<4x2x{o}>'
        return _module([f"tensor<2x4x{a}>"], [line + ' loc("@")'], f"tensor<4x2x{o}>")
    if op == "reshape":
        return _module(
            [f"tensor<2x4x{a}>"],
            [
                "  %s = tosa.const_shape {values = dense<[8]> : tensor<1xindex>} : () -> !tosa.shape<1>",
                f'  %r = "tosa.reshape"(%a0, %s) : (tensor<2x4x{a}>, !tosa.shape<1>) -> tensor<8x{o}> loc("@")',
            ],
            f"tensor<8x{o}>",
        )
    raise KeyError(op)


TEMPLATES = {
    **{op: _unary for op in UNARY},
    **{op: _binary for op in BINARY + ["arithmetic_right_shift"]},
    **{op: _reduce for op in REDUCE},
    "argmax": _argmax,
    "cast": _cast,
    "clamp": _clamp,
    "select": _select,
    "mul": _mul,
    "negate": _negate,
    "table": _table,
    "const": _const_op,
    "matmul": _matmul,
    "max_pool2d": _max_pool2d,
    "avg_pool2d": _avg_pool2d,
    "conv2d": _conv2d,
    "transpose": _layout,
    "reshape": _layout,
}


def candidates(tables: dict) -> list[tuple[str, tuple[str, ...], str]]:
    """(op, tuple, module text) per candidate, the op's line marked ``loc("@")``."""
    out = []
    seen = set()
    for infos_by_op in tables.values():
        for op_name, infos in infos_by_op.items():
            op = op_name.removeprefix("tosa.")
            make = TEMPLATES.get(op)
            if make is None:
                continue
            for _modes, _cond, typed in infos:
                for types, _version in typed:
                    for first in (types[0],) + ELEMENT_TYPES:
                        ts = (first,) + tuple(types[1:])
                        if (op, ts) in seen:
                            continue
                        seen.add((op, ts))
                        out.append((op_name, ts, make(op, ts)))
    return out


def run_split(mlir_opt: str, texts: list[str], flags: list[str], path) -> dict[int, list[str]]:
    """Run ``mlir-opt --split-input-file FLAGS`` over the modules (the op of module k at
    ``loc("mk")``); the error messages per module index."""
    joined = "\n// -----\n".join(t.replace('loc("@")', f'loc("m{k}")') for k, t in enumerate(texts))
    path.write_text(joined)
    proc = subprocess.run(
        [mlir_opt, "--split-input-file", *flags, str(path), "-o", "/dev/null"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors: dict[int, list[str]] = {}
    chunk_of_line = _chunks(joined)
    for line in proc.stderr.splitlines():
        m = re.search(r'loc\("m(\d+)"\):? (?:error: )?(.*)$', line)
        if m:
            errors.setdefault(int(m.group(1)), []).append(m.group(2))
            continue
        m = re.match(r"^.*?:(\d+):\d+: error: (.*)$", line)
        if m:
            errors.setdefault(chunk_of_line(int(m.group(1))), []).append(m.group(2))
            continue
        m = re.match(r"^.*?error: (.*)$", line)
        if m:
            errors.setdefault(-1, []).append(m.group(1))
    return errors


def _chunks(joined: str):
    starts = [0]
    for i, line in enumerate(joined.splitlines(), 1):
        if line.startswith("// -----"):
            starts.append(i)

    def chunk(line: int) -> int:
        import bisect

        return bisect.bisect_left(starts, line) - 1

    return chunk
