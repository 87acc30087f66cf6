"""A corpus of single-op TOSA modules for the differential test against ``mlir-opt
--tosa-validate`` (test_tosa_validate_oracle.py), and the runs of mlir-opt over it.

For each op of TOSA's compliance tables that ``TEMPLATES`` can build, every tuple of the
tables and, for each, the tuple with its first type replaced by each of ``ELEMENT_TYPES``
and ``MXFP_TYPES``
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
# The types of the block-scaled (mxfp) ops, tried in every op too (most ops' verifier
# refuses them).
MXFP_TYPES = ("f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E8M0FNU", "!tosa.mxint8")

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
        f'  %{name} = "tosa.const"() <{{values = dense<{_zero(t)}> : tensor<{shape}x{t}>}}> : () -> '
        f'tensor<{shape}x{t}> loc("@")'
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


def _shape(name: str, values: list[int]) -> str:
    v = ", ".join(map(str, values))
    return (
        f"  %{name} = tosa.const_shape {{values = dense<[{v}]> : tensor<{len(values)}xindex>}} : () -> "
        f'!tosa.shape<{len(values)}> loc("@")'
    )


def _one(op, lines, args, result):
    return _module(args, [*lines[:-1], lines[-1] + ' loc("@")'], result)


def _reverse(op, ts):
    a, o = ts
    return _one(
        op,
        [f'  %r = "tosa.reverse"(%a0) <{{axis = 0 : i32}}> : (tensor<4x{a}>) -> tensor<4x{o}>'],
        [f"tensor<4x{a}>"],
        f"tensor<4x{o}>",
    )


def _concat(op, ts):
    a, o = ts
    line = f'  %r = "tosa.concat"(%a0, %a1) <{{axis = 0 : i32}}> : (tensor<4x{a}>, tensor<4x{a}>) -> tensor<8x{o}>'
    return _one(op, [line], [f"tensor<4x{a}>", f"tensor<4x{a}>"], f"tensor<8x{o}>")


def _slice(op, ts):
    a, o = ts
    return _one(
        op,
        [
            _shape("st", [0]),
            _shape("sz", [2]),
            f'  %r = "tosa.slice"(%a0, %st, %sz) : (tensor<4x{a}>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2x{o}>',
        ],
        [f"tensor<4x{a}>"],
        f"tensor<2x{o}>",
    )


def _tile(op, ts):
    a, o = ts
    return _one(
        op,
        [_shape("m", [2]), f'  %r = "tosa.tile"(%a0, %m) : (tensor<4x{a}>, !tosa.shape<1>) -> tensor<8x{o}>'],
        [f"tensor<4x{a}>"],
        f"tensor<8x{o}>",
    )


def _pad(op, ts):
    a, c, o = ts
    return _one(
        op,
        [
            _shape("p", [1, 1]),
            _const("pc", c),
            f'  %r = "tosa.pad"(%a0, %p, %pc) : (tensor<4x{a}>, !tosa.shape<2>, tensor<1x{c}>) -> tensor<6x{o}>',
        ],
        [f"tensor<4x{a}>"],
        f"tensor<6x{o}>",
    )


def _gather(op, ts):
    v, i, o = ts
    line = f'  %r = "tosa.gather"(%a0, %a1) : (tensor<1x4x2x{v}>, tensor<1x3x{i}>) -> tensor<1x3x2x{o}>'
    return _one(op, [line], [f"tensor<1x4x2x{v}>", f"tensor<1x3x{i}>"], f"tensor<1x3x2x{o}>")


def _scatter(op, ts):
    v, i, x, o = ts
    line = (
        f'  %r = "tosa.scatter"(%a0, %a1, %a2) : (tensor<1x4x2x{v}>, tensor<1x3x{i}>, tensor<1x3x2x{x}>) -> '
        f"tensor<1x4x2x{o}>"
    )
    return _one(op, [line], [f"tensor<1x4x2x{v}>", f"tensor<1x3x{i}>", f"tensor<1x3x2x{x}>"], f"tensor<1x4x2x{o}>")


def _rescale(op, ts):
    # Both scale32 = true (a 32-bit multiplier) and false (16-bit): tosa-validate refuses
    # scale32 with a 48-bit input whatever the target.
    return [_rescale_with(ts, "true", "i32"), _rescale_with(ts, "false", "i16")]


def _rescale_with(ts, scale32, m):
    a, az, oz, o = ts
    return _one(
        "rescale",
        [
            _const("mul", m),
            _const("sh", "i8"),
            _const("az", az),
            _const("oz", oz),
            f'  %r = "tosa.rescale"(%a0, %mul, %sh, %az, %oz) <{{input_unsigned = false, output_unsigned = false, '
            f"per_channel = false, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, scale32 = {scale32}}}> : "
            f"(tensor<4x{a}>, tensor<1x{m}>, tensor<1xi8>, tensor<1x{az}>, tensor<1x{oz}>) -> tensor<4x{o}>",
        ],
        [f"tensor<4x{a}>"],
        f"tensor<4x{o}>",
    )


def _resize(op, ts):
    a, o = ts
    return _one(
        op,
        [
            _shape("s", [2, 1, 2, 1]),
            _shape("off", [0, 0]),
            _shape("b", [0, 0]),
            f'  %r = "tosa.resize"(%a0, %s, %off, %b) <{{mode = #tosa.resize_mode<NEAREST_NEIGHBOR>}}> : '
            f"(tensor<1x4x4x1x{a}>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1x{o}>",
        ],
        [f"tensor<1x4x4x1x{a}>"],
        f"tensor<1x7x7x1x{o}>",
    )


def _conv(op, ts):
    a, w, b, az, wz, acc, o = ts
    if op == "conv3d":
        inp, wt, out = "1x4x4x4x1", "1x1x1x1x1", "1x4x4x4x1"
        attrs = "dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>"
    elif op == "transpose_conv2d":
        inp, wt, out = "1x4x4x1", "1x1x1x1", "1x4x4x1"
        attrs = "out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>"
    else:
        inp, wt, out = "1x4x4x1", "1x1x1x1", "1x4x4x1"
        attrs = "dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>"
    return _one(
        op,
        [
            _const("az", az),
            _const("wz", wz),
            f'  %r = "tosa.{op}"(%a0, %a1, %a2, %az, %wz) <{{acc_type = {acc}, {attrs}}}> : (tensor<{inp}x{a}>, '
            f"tensor<{wt}x{w}>, tensor<1x{b}>, tensor<1x{az}>, tensor<1x{wz}>) -> tensor<{out}x{o}>",
        ],
        [f"tensor<{inp}x{a}>", f"tensor<{wt}x{w}>", f"tensor<1x{b}>"],
        f"tensor<{out}x{o}>",
    )


def _fft(op, ts):
    if op == "fft2d":
        a, b, o1, o2 = ts
        line = (
            f'  %r:2 = "tosa.fft2d"(%a0, %a1) <{{inverse = false}}> : (tensor<1x4x4x{a}>, tensor<1x4x4x{b}>) -> '
            f"(tensor<1x4x4x{o1}>, tensor<1x4x4x{o2}>)"
        )
        args, res = [f"tensor<1x4x4x{a}>", f"tensor<1x4x4x{b}>"], f"tensor<1x4x4x{o1}>"
    else:
        a, o1, o2 = ts
        line = f'  %r:2 = "tosa.rfft2d"(%a0) : (tensor<1x4x4x{a}>) -> ' f"(tensor<1x4x3x{o1}>, tensor<1x4x3x{o2}>)"
        args, res = [f"tensor<1x4x4x{a}>"], f"tensor<1x4x3x{o1}>"
    return _one(op, [line], args, res).replace("return %r :", "return %r#0 :")


def _variable(op, ts):
    (t,) = ts
    return "\n".join(
        [
            "module {",
            f'  tosa.variable @v = dense<{_zero(t)}> : tensor<4x{t}> loc("@")',
            f"  func.func @f(%a: tensor<4x{t}>) -> tensor<4x{t}> {{",
            f'    tosa.variable_write @v, %a : tensor<4x{t}> loc("@")',
            f'    %r = tosa.variable_read @v : tensor<4x{t}> loc("@")',
            f"    return %r : tensor<4x{t}>",
            "  }",
            "}",
        ]
    )


_BLOCK = "{block_size = #tosa.block_size<BLOCK_SIZE_32>}"


def _cast_to_block_scaled(op, ts):
    a, d, s = ts
    line = (
        f"  %r:2 = tosa.cast_to_block_scaled %a0 {_BLOCK} : (tensor<4x32x{a}>) -> "
        f"(tensor<4x32x{d}>, tensor<4x1x{s}>)"
    )
    return _one(op, [line], [f"tensor<4x32x{a}>"], f"tensor<4x32x{d}>").replace("return %r :", "return %r#0 :")


def _cast_from_block_scaled(op, ts):
    d, s, o = ts
    line = (
        f"  %r = tosa.cast_from_block_scaled %a0, %a1 {_BLOCK} : (tensor<4x32x{d}>, tensor<4x1x{s}>) -> "
        f"tensor<4x32x{o}>"
    )
    return _one(op, [line], [f"tensor<4x32x{d}>", f"tensor<4x1x{s}>"], f"tensor<4x32x{o}>")


def _matmul_t_block_scaled(op, ts):
    a, sa, b, sb, o = ts
    args = [f"tensor<2x3x32x{a}>", f"tensor<2x3x1x{sa}>", f"tensor<2x4x32x{b}>", f"tensor<2x4x1x{sb}>"]
    line = f"  %r = tosa.matmul_t_block_scaled %a0, %a1, %a2, %a3 {_BLOCK} : ({', '.join(args)}) -> tensor<2x3x4x{o}>"
    return _one(op, [line], args, f"tensor<2x3x4x{o}>")


def _dim(op, ts):
    (a,) = ts
    line = f"  %r = tosa.dim %a0 {{axis = 1 : i32}} : (tensor<4x8x{a}>) -> !tosa.shape<1>"
    return _one(op, [line], [f"tensor<4x8x{a}>"], "!tosa.shape<1>")


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
    "identity": _unary,
    "reverse": _reverse,
    "concat": _concat,
    "slice": _slice,
    "tile": _tile,
    "pad": _pad,
    "gather": _gather,
    "scatter": _scatter,
    "rescale": _rescale,
    "resize": _resize,
    "depthwise_conv2d": _conv,
    "conv3d": _conv,
    "transpose_conv2d": _conv,
    "fft2d": _fft,
    "rfft2d": _fft,
    "variable": _variable,
    "variable_read": _variable,
    "variable_write": _variable,
    "cast_to_block_scaled": _cast_to_block_scaled,
    "cast_from_block_scaled": _cast_from_block_scaled,
    "matmul_t_block_scaled": _matmul_t_block_scaled,
    "dim": _dim,
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
                    variants = [tuple(types)]
                    for t in ELEMENT_TYPES + MXFP_TYPES:
                        # the first type replaced, and every position holding the first type
                        variants.append((t,) + tuple(types[1:]))
                        variants.append(tuple(t if x == types[0] else x for x in types))
                    for ts in variants:
                        if (op, ts) in seen:
                            continue
                        seen.add((op, ts))
                        made = make(op, ts)
                        # a template may give several modules of one tuple (other attributes)
                        for text in [made] if isinstance(made, str) else made:
                            out.append((op_name, ts, text))
    return out


def run_split(mlir_opt: str, texts: list[str], flags: list[str], path, parts: int = 1) -> dict[int, list[str]]:
    """Run ``mlir-opt --split-input-file FLAGS`` over the modules (the op of module k at
    ``loc("mk")``); the error messages per module index. ``parts``: that many mlir-opt runs
    at once, each over a consecutive slice of the modules (the same verdicts, sooner)."""
    return _run_split(mlir_opt, texts, flags, path, parts, generic=False)[0]


GROUP = 200


def run_grouped(mlir_opt: str, texts: list[str], flags: list[str], path, group: int = GROUP) -> dict[int, list[str]]:
    """``run_split``'s verdicts from far fewer ``--split-input-file`` chunks: ``group``
    modules to a chunk, module k's function ``@f`` renamed ``@fk`` (a template's nested
    ``module { ... }`` keeps its own symbols). mlir-opt builds the pass pipeline once a
    chunk (about 1.7 ms with tosa-validate, against 0.2 ms of parsing a chunk), and
    tosa-validate judges every op of a chunk after one fails, each at its module's
    ``loc("mk")``. A module with a ``tosa.variable`` has a chunk of its own: tosa-validate
    keeps one set of variable names a chunk. Only for modules MLIR's verifier accepts one
    by one (a verifier error refuses a whole chunk). test_tosa_validate_oracle.py checks
    that this gives run_split's errors, message for message, under two targets."""
    groups: list[list[int]] = [[]]
    for k, text in enumerate(texts):
        if "tosa.variable" in text:  # (tosa-validate keeps one set of variable names a chunk)
            groups += [[k], []]
        elif len(groups[-1]) == group:
            groups.append([k])
        else:
            groups[-1].append(k)
    chunks, starts, line = [], [], 1
    for ks in filter(None, groups):
        body = []
        for k in ks:
            text = texts[k].replace('loc("@")', f'loc("m{k}")').replace("func.func @f(", f"func.func @f{k}(")
            starts.append((line, k))
            body.append(text)
            line += text.count("\n") + 1
        chunks.append("\n".join(body))
        line += 1  # (the separator's line)
    joined = "\n// -----\n".join(chunks)
    assert "@" not in re.sub(r"@[fv]\d*", "", joined), "a template left its marker"
    path.write_text(joined)
    proc = subprocess.run(
        [mlir_opt, "--split-input-file", *flags, str(path), "-o", "/dev/null"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    import bisect

    return _errors(proc.stderr, lambda n: starts[bisect.bisect_right(starts, (n, len(texts))) - 1][1])


def verify_split(mlir_opt: str, texts: list[str], path, parts: int = 1) -> tuple[dict[int, list[str]], list[str]]:
    """``run_split`` with no pass, each module also printed in generic form (``mlir-opt
    --mlir-print-op-generic``, no locations): the verifier's errors per module index, and
    each module's generic text ("" for a module the verifier refuses), from the same runs."""
    errors, printed = _run_split(mlir_opt, texts, ["--mlir-print-op-generic"], path, parts, generic=True)
    assert printed is not None
    return errors, printed


# Between the outputs of a --split-input-file run, then "\n" (MLIR writes an empty output for
# a module it refuses).
_OUT_SPLIT = "@@odsgen-tests-split@@"


def _run_split(mlir_opt: str, texts: list[str], flags: list[str], path, parts: int, generic: bool):
    if parts > 1:
        from concurrent.futures import ThreadPoolExecutor

        size = -(-len(texts) // parts)
        starts = range(0, len(texts), size)
        with ThreadPoolExecutor(len(starts)) as pool:
            runs = [
                pool.submit(
                    _run_split,
                    mlir_opt,
                    texts[i : i + size],
                    flags,
                    path.with_name(f"{path.stem}-{i}{path.suffix}"),
                    1,
                    generic,
                )
                for i in starts
            ]
            merged: dict[int, list[str]] = {}
            printed: list[str] | None = [] if generic else None
            for i, run in zip(starts, runs):
                errs_of, printed_of = run.result()
                for k, errs in errs_of.items():
                    merged.setdefault(k if k < 0 else i + k, []).extend(errs)
                if printed is not None:
                    printed += printed_of
        return merged, printed
    joined = "\n// -----\n".join(t.replace('loc("@")', f'loc("m{k}")') for k, t in enumerate(texts))
    assert "@" not in joined.replace("@f", "").replace("@v", ""), "a template left its marker"
    path.write_text(joined)
    output = [f"--output-split-marker={_OUT_SPLIT}", "-o", "-"] if generic else ["-o", "/dev/null"]
    proc = subprocess.run(
        [mlir_opt, "--split-input-file", *flags, str(path), *output],
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors = _errors(proc.stderr, _chunks(joined))
    if not generic:
        return errors, None
    printed = proc.stdout.split(_OUT_SPLIT + "\n")
    assert len(printed) == len(texts), (len(printed), len(texts))
    return errors, printed


def split_outputs(argv: list, path, texts: list[str]) -> list[tuple[str, str]]:
    """``ARGV`` (mlir-opt and its flags) on each module of ``texts`` in one
    ``--split-input-file`` process, the modules in the file ``path``: each module's output
    ("" where mlir-opt refuses it: its verdict) and its diagnostics (the lines from one
    naming a line of that module to the next naming another; for messages only)."""
    import bisect

    joined, starts, line = "", [], 1
    for k, text in enumerate(texts):
        text = text if text.endswith("\n") else text + "\n"
        if k:
            joined += "// -----\n"
            line += 1
        starts.append(line)
        joined += text
        line += text.count("\n")
    path.write_text(joined)
    proc = subprocess.run(
        [*map(str, argv), "--split-input-file", str(path), f"--output-split-marker={_OUT_SPLIT}", "-o", "-"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    outputs = proc.stdout.split(_OUT_SPLIT + "\n")
    assert len(outputs) == len(texts), (len(outputs), len(texts), proc.stderr[:2000])
    said = [""] * len(texts)
    k = None
    for said_line in proc.stderr.splitlines(keepends=True):
        m = re.match(rf"{re.escape(str(path))}:(\d+):\d+: ", said_line)
        if m:
            k = bisect.bisect_right(starts, int(m[1])) - 1
        if k is not None:
            said[k] += said_line
    return list(zip(outputs, said))


def _errors(stderr: str, module_of_line) -> dict[int, list[str]]:
    """mlir-opt's error messages per module index: at the module's ``loc("mk")``, or at
    a line of the input file (``module_of_line``), or -1 (neither)."""
    errors: dict[int, list[str]] = {}
    for line in stderr.splitlines():
        m = re.search(r'loc\("m(\d+)"\):? (?:error: )?(.*)$', line)
        if m:
            errors.setdefault(int(m.group(1)), []).append(m.group(2))
            continue
        m = re.match(r"^.*?:(\d+):\d+: error: (.*)$", line)
        if m:
            errors.setdefault(module_of_line(int(m.group(1))), []).append(m.group(2))
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
