"""TOSA's levels as tosa-validate decides them (issue 22, item 3).

Generated single-op TOSA modules, valid for MLIR's verifier, with shapes and attributes
around and past the 8k limits (rank 6/7, tensor size in bytes, kernel, stride, pad,
dilation times kernel, FFT sides, resize scale, list sizes, nesting depth, dynamic and
unranked shapes). Each is checked under level 8k and level none by

    mlir-opt --tosa-attach-target="profiles=pro_int,pro_fp level=L" --tosa-validate

(one run per level over the whole corpus, with --split-input-file) and by odsgen's
validate with MLIR's TosaOps.td (its level overlay, odsgen/mlir22/tosa-levels.td,
applied by default) against ``level=L`` and every profile and extension, so only levels
decide: the element types are legal under pro_int/pro_fp. The verdicts must agree on
every module. The 8k numbers are the installed MLIR's (TargetEnv.h), read at run time.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.oracle

INC = "/usr/lib/llvm-22/include"
TOSA_OPS = f"{INC}/mlir/Dialect/Tosa/IR/TosaOps.td"
LEVELS = ("8k", "none")


def _shape(dims) -> str:
    return "x".join(str(d) for d in dims)


def _t(dims, et="f32") -> str:
    if dims is None:
        return f"tensor<*x{et}>"
    return f"tensor<{_shape(dims) + 'x' if dims else ''}{et}>"


def _func(name: str, args: list[str], results: list[str], body: str) -> str:
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(args))
    res = ", ".join(results)
    return f"func.func @{name}({params}) -> ({res}) {{\n{body}}}\n"


def _unary(op: str, dims, et="f32") -> str:
    t = _t(dims, et)
    return _func(op.split(".")[1], [t], [t], f"  %0 = {op} %a0 : ({t}) -> {t}\n  return %0 : {t}\n")


def _pool(kind: str, kernel, stride, pad, dims=(1, 32, 32, 8)) -> str:
    n, h, w, c = dims
    oh = (h + pad[0] + pad[1] - kernel[0]) // stride[0] + 1
    ow = (w + pad[2] + pad[3] - kernel[1]) // stride[1] + 1
    it, ot = _t(dims), _t((n, oh, ow, c))
    k, s, p = (", ".join(map(str, v)) for v in (kernel, stride, pad))
    attrs = f"kernel = array<i64: {k}>, stride = array<i64: {s}>, pad = array<i64: {p}>"
    if kind == "avg_pool2d":
        body = (
            '  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n'
            f"  %0 = tosa.avg_pool2d %a0, %zp, %zp {{{attrs}, acc_type = f32}} : "
            f"({it}, tensor<1xf32>, tensor<1xf32>) -> {ot}\n"
        )
    else:
        body = f"  %0 = tosa.max_pool2d %a0 {{{attrs}}} : ({it}) -> {ot}\n"
    return _func(kind, [it], [ot], body + f"  return %0 : {ot}\n")


def _conv2d(kind: str, kh: int, kw: int, stride, dilation, pad, ih=None, iw=None) -> str:
    ih = ih or (kh - 1) * dilation[0] + 1
    iw = iw or (kw - 1) * dilation[1] + 1
    oh = (ih - 1 + pad[0] + pad[1] - (kh - 1) * dilation[0]) // stride[0] + 1
    ow = (iw - 1 + pad[2] + pad[3] - (kw - 1) * dilation[1]) // stride[1] + 1
    it = _t((1, ih, iw, 1))
    if kind == "conv2d":
        wt, ot = _t((1, kh, kw, 1)), _t((1, oh, ow, 1))
    else:  # depthwise: [KH, KW, C, M]
        wt, ot = _t((kh, kw, 1, 1)), _t((1, oh, ow, 1))
    s, d, p = (", ".join(map(str, v)) for v in (stride, dilation, pad))
    body = (
        '  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n'
        '  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n'
        f"  %0 = tosa.{kind} %a0, %a1, %b, %zp, %zp {{acc_type = f32, dilation = array<i64: {d}>, "
        f"pad = array<i64: {p}>, stride = array<i64: {s}>}} : "
        f"({it}, {wt}, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> {ot}\n"
        f"  return %0 : {ot}\n"
    )
    return _func(kind, [it, wt], [ot], body)


def _transpose_conv(kh: int, kw: int, stride, out_pad) -> str:
    ih = iw = 1
    oh = (ih - 1) * stride[0] + out_pad[0] + out_pad[1] + kh
    ow = (iw - 1) * stride[1] + out_pad[2] + out_pad[3] + kw
    it, wt, ot = _t((1, ih, iw, 1)), _t((1, kh, kw, 1)), _t((1, oh, ow, 1))
    s, p = (", ".join(map(str, v)) for v in (stride, out_pad))
    body = (
        '  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n'
        '  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n'
        f"  %0 = tosa.transpose_conv2d %a0, %a1, %b, %zp, %zp {{acc_type = f32, out_pad = array<i64: {p}>, "
        f"stride = array<i64: {s}>}} : ({it}, {wt}, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> {ot}\n"
        f"  return %0 : {ot}\n"
    )
    return _func("transpose_conv2d", [it, wt], [ot], body)


def _fft(h: int, w: int, real: bool) -> str:
    t = _t((1, h, w))
    if real:
        ot = _t((1, h, w // 2 + 1))
        body = f"  %0, %1 = tosa.rfft2d %a0 : ({t}) -> ({ot}, {ot})\n  return %0, %1 : {ot}, {ot}\n"
        return _func("rfft2d", [t], [ot, ot], body)
    body = (
        f"  %0, %1 = tosa.fft2d %a0, %a1 {{inverse = false}} : ({t}, {t}) -> ({t}, {t})\n"
        f"  return %0, %1 : {t}, {t}\n"
    )
    return _func("fft2d", [t, t], [t, t], body)


def _resize(yn: int, yd: int, xn: int, xd: int) -> str:
    ih = iw = 4
    oh = ((ih - 1) * yn) // yd + 1
    ow = ((iw - 1) * xn) // xd + 1
    it, ot = _t((1, ih, iw, 1)), _t((1, oh, ow, 1))
    body = (
        f"  %s = tosa.const_shape {{values = dense<[{yn}, {yd}, {xn}, {xd}]> : tensor<4xindex>}} : () -> !tosa.shape<4>\n"
        "  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>\n"
        "  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>\n"
        f"  %0 = tosa.resize %a0, %s, %o, %b {{mode = NEAREST_NEIGHBOR}} : "
        f"({it}, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> {ot}\n"
        f"  return %0 : {ot}\n"
    )
    return _func("resize", [it], [ot], body)


def _concat(n: int) -> str:
    t = _t((1,))
    ot = _t((n,))
    ins = ", ".join(f"%a{i}" for i in range(n))
    body = f"  %0 = tosa.concat {ins} {{axis = 0 : i32}} : ({', '.join([t] * n)}) -> {ot}\n  return %0 : {ot}\n"
    return _func("concat", [t] * n, [ot], body)


def _nested_if(depth: int) -> str:
    """``depth`` cond_ifs, each in the then-branch of the one around it."""
    t, c = _t((1,)), _t((), "i1")

    def level(k: int, indent: str) -> str:
        if k == depth:
            return f"{indent}tosa.yield %a0 : {t}\n"
        inner = level(k + 1, indent + "  ")
        return (
            f"{indent}%r{k} = tosa.cond_if %a1 : {c} -> {t} {{\n{inner}"
            f"{indent}}} else {{\n{indent}  tosa.yield %a0 : {t}\n{indent}}}\n"
            + (f"{indent}tosa.yield %r{k} : {t}\n" if k > 0 else "")
        )

    body = level(0, "  ") + f"  return %r0 : {t}\n"
    return _func("nested", [t, c], [t], body)


def _argmax(rank: int) -> str:
    it, ot = _t((1,) * rank), _t((1,) * (rank - 1), "i32")
    body = f"  %0 = tosa.argmax %a0 {{axis = 0 : i32}} : ({it}) -> {ot}\n  return %0 : {ot}\n"
    return _func("argmax", [it], [ot], body)


def corpus() -> list[tuple[str, str]]:
    """(description, module text) of each generated module."""
    out: list[tuple[str, str]] = []
    for rank in (0, 1, 6, 7, 8):
        out.append((f"abs rank {rank}", _unary("tosa.abs", (1,) * rank)))
        out.append((f"abs i32 rank {rank}", _unary("tosa.abs", (1,) * rank, "i32")))
    for dims in ((1 << 29,), (1 << 29, 2), ((1 << 31) - 1,), (1 << 31,), (1 << 30, 4)):
        out.append((f"abs i8/f32 size {dims}", _unary("tosa.abs", dims)))
        out.append((f"clz i32 size {dims}", _unary("tosa.clz", dims, "i32")))
    out.append(("abs dynamic", _unary("tosa.abs", ("?", 2))))
    out.append(("abs unranked", _unary("tosa.abs", None)))
    for rank in (6, 7):
        out.append((f"argmax rank {rank}", _argmax(rank)))
    for kind in ("max_pool2d", "avg_pool2d"):
        for k in (2, 8192, 8193):
            out.append((f"{kind} kernel {k}", _pool(kind, (1, k), (1, 1), (0, 0, 0, 0), (1, 1, k, 1))))
        for s in (8192, 8193):
            out.append((f"{kind} stride {s}", _pool(kind, (1, 1), (1, s), (0, 0, 0, 0), (1, 1, s + 1, 1))))
        for p in (8191, 8192):  # (the verifier wants pad < kernel)
            out.append((f"{kind} pad {p}", _pool(kind, (1, p + 1), (1, 1), (0, 0, 0, p), (1, 1, 1, 1))))
    for kind in ("conv2d", "depthwise_conv2d"):
        out.append((f"{kind} small", _conv2d(kind, 3, 3, (1, 1), (1, 1), (0, 0, 0, 0))))
        for d, kw in ((4096, 3), (4097, 3), (1, 8192), (1, 8193), (8192, 1), (8193, 1)):
            out.append((f"{kind} dilation {d} x KW {kw}", _conv2d(kind, 1, kw, (1, 1), (1, d), (0, 0, 0, 0))))
        for s in (8192, 8193):
            out.append((f"{kind} stride {s}", _conv2d(kind, 1, 1, (1, s), (1, 1), (0, 0, 0, 0), iw=s + 1)))
        for p in (8192, 8193):
            out.append((f"{kind} pad {p}", _conv2d(kind, 1, 1, (1, 1), (1, 1), (0, 0, 0, p))))
    for kh in (8192, 8193):
        out.append((f"transpose_conv2d KH {kh}", _transpose_conv(kh, 1, (1, 1), (0, 0, 0, 0))))
    for s in (8192, 8193):
        out.append((f"transpose_conv2d stride {s}", _transpose_conv(1, 1, (1, s), (0, 0, 0, 0))))
    for p in (8192, 8193):
        out.append((f"transpose_conv2d out_pad {p}", _transpose_conv(1, 1, (1, 1), (0, 0, 0, p))))
    for h, w in ((8, 8), (8192, 2), (16384, 2), (2, 8192), (2, 16384)):  # (powers of two)
        out.append((f"fft2d {h}x{w}", _fft(h, w, False)))
        out.append((f"rfft2d {h}x{w}", _fft(h, w, True)))
    for yn, yd in ((256, 1), (257, 1), (2048, 8), (1542, 6), (512, 2), (514, 2)):
        out.append((f"resize scale {yn}/{yd}", _resize(yn, yd, 1, 1)))
        out.append((f"resize scale x {yn}/{yd}", _resize(1, 1, yn, yd)))
    for n in (2, 64, 65):
        out.append((f"concat of {n}", _concat(n)))
    for depth in (1, 5, 6, 7):
        out.append((f"cond_if nesting {depth}", _nested_if(depth)))
    return out


def _chunks_of_errors(stderr: str, starts: list[int]) -> list[list[str]]:
    """The error messages of each module (by the line the module starts at)."""
    errors: list[list[str]] = [[] for _ in starts]
    for m in re.finditer(r"^[^:\n]*:(\d+):\d+: error: (.*)$", stderr, re.M):
        line = int(m.group(1))
        k = max(i for i, s in enumerate(starts) if s <= line)
        errors[k].append(m.group(2))
    return errors


def test_tosa_levels_agree_with_tosa_validate(tmp_path, mlir_opt, llvm_include):
    import odsgen

    mods = corpus()
    text = ""
    starts = []
    for k, (_, m) in enumerate(mods):
        text += "// -----\n" if k else ""
        starts.append(text.count("\n") + 1)
        text += m
    src = tmp_path / "corpus.mlir"
    src.write_text(text)
    # Every module is valid for MLIR's verifier.
    gen = subprocess.run(
        [str(mlir_opt), "--split-input-file", "--mlir-print-op-generic", str(src)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert gen.returncode == 0, gen.stderr[:3000]
    generic = gen.stdout.split("// -----")
    assert len([g for g in generic if g.strip()]) == len(mods)
    spec = odsgen.load_spec(TOSA_OPS, include_dirs=[str(llvm_include)])
    total = agree = 0
    disagreements = []
    for level in LEVELS:
        run = subprocess.run(
            [
                str(mlir_opt),
                "--split-input-file",
                f"--tosa-attach-target=profiles=pro_int,pro_fp level={level}",
                "--tosa-validate",
                str(src),
                "-o",
                "/dev/null",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        errors = _chunks_of_errors(run.stderr, starts)
        for k, ((what, _), part) in enumerate(zip(mods, [g for g in generic if g.strip()])):
            path = tmp_path / f"m{k}.mlir"
            path.write_text(part)
            report = odsgen.validate(spec, str(path), target=f"level={level},profiles=*,extensions=*")
            theirs = not errors[k]
            ours = report["status"] == "legal"
            total += 1
            if theirs == ours:
                agree += 1
            else:
                reasons = [r for v in report.get("violations", ()) for r in v.get("reasons", ())]
                disagreements.append((level, what, errors[k], reasons))
    pct = 100.0 * agree / total
    print(f"odsgen's level verdict equals tosa-validate's on {agree}/{total} cases ({pct:.1f}%)")
    assert not disagreements, "\n".join(map(str, disagreements[:20]))
