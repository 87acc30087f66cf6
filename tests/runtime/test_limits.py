"""Levels of numeric limits in a user's own dialect (odsgen/limits.td, issue 22 item 3).

A dialect declares ordered levels (small, big, and huge without limits) and which operand,
result or attribute of which op each limit bounds. validate refuses an op past its target's
level with a reason at the operand or attribute, located at the spec's bound; deduce gives
the least level; the unlimited level checks nothing; the limits may come from a C++ header;
a generated package's op classes and ``TargetEnv`` see the same.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from check_support import run_cli

SPEC = """include "odsgen/base.td"
include "odsgen/limits.td"

def LV_Dialect : Dialect { let name = "lv"; let cppNamespace = "::lv"; }

def LV_Huge : I32EnumAttrCase<"Huge", 0, "huge">;
def LV_Big : I32EnumAttrCase<"Big", 1, "big">;
def LV_Small : I32EnumAttrCase<"Small", 2, "small">;
def LV_Level : I32EnumAttr<"Level", "a level", [LV_Huge, LV_Big, LV_Small]> { let cppNamespace = "::lv"; }

class LV_MaxLevel<I32EnumAttrCase lvl> : MaxVersionBase<"LVLevel", LV_Level, lvl>;

def LV_Levels : Levels<"lv", [
  SMALL,
  Level<LV_MaxLevel<LV_Big>, [LimitValue<"MAX_RANK", 4>, LimitValue<"MAX_KERNEL", 64>, LimitValue<"MAX_LIST", 4>,
         LimitValue<"MAX_AREA", 1000>]>,
  UnlimitedLevel<LV_MaxLevel<LV_Huge>>
]>;

def LV_PoolOp : Op<LV_Dialect, "pool"> {
  let arguments = (ins AnyTensor:$input, I64ArrayAttr:$kernel);
  let results = (outs AnyTensor:$output);
}
def LV_ConcatOp : Op<LV_Dialect, "concat"> {
  let arguments = (ins Variadic<AnyTensor>:$inputs);
  let results = (outs AnyTensor:$output);
}

def LV_PoolLimits : OpLimits<"lv", ["lv.pool"], [
  Bound<"MAX_RANK", RankOf<["operands", "results"]>, "rank <= MAX_RANK">,
  Bound<"MAX_KERNEL", ElementsOf<"kernel">, "kernel <= MAX_KERNEL">,
  Bound<"MAX_AREA", ProductOfElements<"kernel">, "kernel area <= MAX_AREA">
]>;
def LV_ConcatLimits : OpLimits<"lv", ["lv.concat"], [
  Bound<"MAX_LIST", CountOf<"inputs">, "inputs <= MAX_LIST">
]>;
"""
SMALL = (
    'Level<LV_MaxLevel<LV_Small>, [LimitValue<"MAX_RANK", 2>, LimitValue<"MAX_KERNEL", 8>, LimitValue<"MAX_LIST", 2>]>'
)

MODULE = """"builtin.module"() ({
  %0 = "test.src"() : () -> tensor<2xf32>
  %1 = "lv.pool"(%0) <{kernel = [2, 2]}> : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "test.src"() : () -> tensor<1x2x3xf32>
  %3 = "lv.pool"(%2) <{kernel = [2, 2]}> : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %4 = "lv.concat"(%0, %0, %0) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<6xf32>
  %5 = "lv.pool"(%2) <{kernel = [100, 2]}> : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
}) : () -> ()
"""


def _files(tmp_path, small: str = SMALL, module: str = MODULE):
    spec = tmp_path / "lv.td"
    spec.write_text(SPEC.replace("SMALL", small))
    m = tmp_path / "m.mlir"
    m.write_text(module)
    return spec, m


def _lines(module: str, upto: int) -> str:
    return "\n".join(module.splitlines()[:upto]) + "\n}) : () -> ()\n"


def test_levels_validate_with_located_reasons(tmp_path):
    spec, m = _files(tmp_path)
    rc, out, err = run_cli("validate", m, "--spec", spec, "--target", "level=small", "--no-verify")
    assert rc == 1, err
    # The op that fits the strictest level needs nothing; the others are refused.
    assert f"{m}:3:" not in out
    assert f"{m}:5:8: error: 'lv.pool' is not available on the target" in out
    assert "lv.pool operand input #0: rank 3 of tensor<1x2x3xf32> > MAX_RANK 2 of level small" in out
    assert "lv.pool result output #0: rank 3 of tensor<1x2x3xf32> > MAX_RANK 2 of level small" in out
    # At the bound in the user's spec (the OpLimits def), not in odsgen's library.
    assert f"(rank <= MAX_RANK)' ({spec.name}:" in out or f"(rank <= MAX_RANK)' ({spec}:" in out
    assert "odsgen/limits.td" not in out
    assert f"{m}:6:8: error: 'lv.concat' is not available on the target" in out
    assert "operand 'lv.concat operand inputs: 3 values > MAX_LIST 2 of level small (inputs <= MAX_LIST)'" in out
    # The kernel needs the unlimited level: the reason is the attribute, past level big.
    assert f"{m}:7:8: error:" in out
    assert "attribute 'lv.pool attribute kernel: element #0 = 100 > MAX_KERNEL 64 of level big" in out
    rc, out, err = run_cli("validate", m, "--spec", spec, "--target", "level=big", "--no-verify", "--format", "json")
    assert rc == 1, err
    (report,) = json.loads(out)["modules"]
    assert [v["loc"].split(":")[1] for v in report["illegal"]] == ["7"]
    (reason,) = report["illegal"][0]["reasons"]
    assert reason["dimension"] == "LV_MaxLevel" and reason["required"] == "Huge"
    assert [p["kind"] for p in reason["provenance"]] == ["attribute"]
    # The unlimited level checks nothing.
    rc, out, err = run_cli("validate", m, "--spec", spec, "--target", "level=huge", "--no-verify")
    assert rc == 0, out + err


def test_levels_deduce_the_least_level(tmp_path):
    spec, m = _files(tmp_path)
    for upto, least in ((3, "small"), (5, "big"), (6, "big"), (7, "huge")):
        m.write_text(_lines(MODULE, upto))
        rc, out, err = run_cli("deduce", m, "--spec", spec, "--no-verify", "--format", "json")
        assert rc == 0, err
        doc = json.loads(out)
        text = json.dumps(doc)
        assert f'"{least}"' in text or f'"{least.capitalize()}"' in text, (upto, text[:2000])
    # In words: the level as targets spell it, and why.
    m.write_text(_lines(MODULE, 3))
    rc, out, err = run_cli("deduce", m, "--spec", spec, "--no-verify")
    assert (
        rc == 0 and "module: LV_MaxLevel small" in out and "  LV_MaxLevel small: no op exceeds its limits" in out
    ), out
    m.write_text(MODULE)
    rc, out, err = run_cli("deduce", m, "--spec", spec, "--no-verify")
    # (what exceeds the stricter level first, then whose it is: issue 34, item 7)
    assert rc == 0 and f"  LV_MaxLevel huge: element #0 = 100 > MAX_KERNEL 64 (attribute kernel of lv.pool at {m}:7:8)" in out, out


def test_level_reasons_are_worded_as_levels_not_versions(tmp_path):
    """(issue 32, item 22) validate, its JSON, explain and deduce within the target word a
    level refused as the value past the limit and the level that allows it."""
    spec, m = _files(tmp_path)
    m.write_text(_lines(MODULE, 5))  # %3: a rank-3 pool, past MAX_RANK 2 of level small
    reason = (
        "LV_MaxLevel: rank 3 of tensor<1x2x3xf32> exceeds MAX_RANK 2 of level small "
        "(operand input #0, and 1 more); allowed at level big"
    )
    rc, out, err = run_cli("validate", m, "--spec", spec, "--target", "level=small", "--no-verify")
    assert rc == 1 and f"  note: {reason}\n" in out, out + err
    assert "version" not in out
    rc, out, err = run_cli("validate", m, "--spec", spec, "--target", "level=small", "--no-verify", "--format", "json")
    (r,) = json.loads(out)["modules"][0]["illegal"][0]["reasons"]
    assert (r["kind"], r["message"]) == ("over-level", reason)
    at = ["--module", m, "--at", "5:8", "--target", "level=small"]
    rc, out, err = run_cli("explain", "--spec", spec, *at)
    assert rc == 1 and "  LV_MaxLevel: level big or a less strict one\n" in out and f"    {reason}\n" in out, out
    assert "version" not in out
    # deduce within the target: no target, for the same reason (it said level big was fine).
    rc, out, err = run_cli("deduce", m, "--spec", spec, "--no-verify", "--target", "level=small")
    assert rc == 1 and f"{m}:1:1: module: no legal target\n" in out, out + err
    assert f"  error: 'lv.pool' at {m}:5:8: {reason}\n" in out, out


def test_levels_from_a_cpp_header(tmp_path):
    header = tmp_path / "inc" / "lv" / "Limits.h"
    header.parent.mkdir(parents=True)
    header.write_text(
        "struct LvLevel {\n  int32_t MAX_RANK = 0;\n  int32_t MAX_KERNEL = 0; // kernel\n  int32_t MAX_LIST = 0;\n};\n"
        "static constexpr LvLevel LV_SMALL = {3, 8, 2};\n"
    )
    small = 'LevelFromHeader<LV_MaxLevel<LV_Small>, "lv/Limits.h", "LvLevel", "LV_SMALL">'
    spec, m = _files(tmp_path, small)
    rc, out, err = run_cli(
        "validate", m, "--spec", spec, "-I", tmp_path / "inc", "--target", "level=small", "--no-verify"
    )
    assert rc == 1, err
    # MAX_RANK is 3 there: the rank-3 pool fits small now; the kernel of 100 still does not.
    assert f"{m}:5:" not in out and f"{m}:7:8: error:" in out
    header.write_text("struct LvLevel {\n  int32_t MAX_RANK = 0;\n};\n")
    rc, out, err = run_cli("validate", m, "--spec", spec, "-I", tmp_path / "inc", "--target", "level=small")
    assert rc == 2
    assert "error: '" in err and "defines no constant 'LV_SMALL' of struct 'LvLevel'" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "bad, message",
    [
        ('CountOf<"input">', "op 'lv.concat' has no operand or result 'input'"),
        ('ElementsOf<"inputs">', "op 'lv.concat' has no attribute 'inputs'"),
    ],
)
def test_levels_bad_bounds_are_located_errors(tmp_path, bad, message):
    spec, m = _files(tmp_path)
    spec.write_text(spec.read_text().replace('CountOf<"inputs">', bad))
    rc, out, err = run_cli("validate", m, "--spec", spec, "--target", "level=small")
    assert rc == 2
    assert f"{spec.name}:" in err and message in err and "Traceback" not in err


def test_levels_in_the_generated_package(tmp_path):
    """The package's rules.py carries the levels; its op classes and TargetEnv check them."""
    import importlib
    import sys

    from odsgen.runtime.reader import read_text

    spec, _ = _files(tmp_path)
    out = tmp_path / "pkg"
    rc, _, err = run_cli("gen", spec, "-o", out, "--package", "lvpkg")
    assert rc == 0, err
    assert "LimitTable(" in (out / "lvpkg" / "rules.py").read_text()
    sys.path.insert(0, str(out))
    try:
        pkg = importlib.import_module("lvpkg")
        module = read_text(MODULE, "m.mlir", freeze=False)
        pools = [op for op in module.walk() if op.name == "lv.pool"]
        env = pkg.TargetEnv.parse("level=big") if hasattr(pkg.TargetEnv, "parse") else None
        cls = pkg.ops.OPS["lv.pool"] if hasattr(pkg.ops, "OPS") else None
        if cls is None:
            cls = next(c for c in vars(pkg.ops).values() if getattr(c, "OPERATION_NAME", None) == "lv.pool")
        needs = [cls.needs_of(op)[0].by_dimension.get("LV_MaxLevel") for op in pools]
        assert needs[0] is None
        assert needs[1].case.symbol == "Big" and needs[2].case.symbol == "Huge"
        if env is not None:
            assert [env.is_legal(op) for op in pools] == [True, True, False]
    finally:
        sys.path.remove(str(out))
        for name in [n for n in sys.modules if n == "lvpkg" or n.startswith("lvpkg.")]:
            del sys.modules[name]


def test_levels_explained_and_measured_against_other_limits(tmp_path):
    """``explain OP`` lists the levels and the op's bounds; ``LimitTable.exceeding`` checks
    an instance against limits of another source (a device's), located per value."""
    from check_support import loaded

    from odsgen.runtime.reader import read_text

    spec, _ = _files(tmp_path)
    rc, out, err = run_cli("explain", "lv.pool", "--spec", spec)
    assert rc == 0, err
    assert "  small: MAX_RANK 2, MAX_KERNEL 8, MAX_LIST 2" in out and "  huge: no limits" in out
    assert "    elements of kernel <= MAX_KERNEL: kernel <= MAX_KERNEL (lv.td:" in out
    table = loaded(str(spec)).checker.rules.limits
    (op,) = [o for o in read_text(MODULE, "m.mlir", freeze=False).walk() if o.line == 7]
    over = table.exceeding(op, {"MAX_KERNEL": 99, "MAX_RANK": 3})
    assert [(m.kind.value, m.name, m.value) for m in over] == [("attribute", "kernel", 100)]
    assert table.exceeding(op, {"MAX_KERNEL": 100}) == [] and table.exceeding(op, None) == []
    # The product of the elements: 100 * 2.
    assert [(m.name, m.value) for m in table.exceeding(op, {"MAX_AREA": 199})] == [("kernel", 200)]


CONDITIONAL = """include "odsgen/base.td"
include "odsgen/limits.td"

def WG_Dialect : Dialect { let name = "wg"; let cppNamespace = "::wg"; }
def WG_Local : I32EnumAttrCase<"LocalSize", 17>;
def WG_Other : I32EnumAttrCase<"Other", 1>;
def WG_Mode : I32EnumAttr<"Mode", "a mode", [WG_Local, WG_Other]> { let cppNamespace = "::wg"; }
def WG_LocalOnly : I32EnumAttr<"LocalMode", "LocalSize", [WG_Local]> { let cppNamespace = "::wg"; }
def WG_ModeOp : Op<WG_Dialect, "mode"> {
  let arguments = (ins WG_Mode:$mode, I32ArrayAttr:$values);
}
// Bounds only (no levels): a device's limits are checked with LimitTable.exceeding.
def WG_LocalSize : OpLimits<"wg", ["wg.mode"], [
  Bound<"maxComputeWorkGroupInvocations", ProductOfElements<"values">>,
  Bound<"maxComputeWorkGroupSize", ElementsOf<"values">>
]> {
  let when = [AttrIs<"mode", WG_LocalOnly>];
}
"""


def test_bounds_with_conditions_and_no_levels(tmp_path):
    """OpLimits with ``when`` (odsgen/typerules.td's AttrIs) and no Levels: measured only on
    the instances that meet the condition, against limits of another source; validate has
    nothing to refuse; the generated package carries the bounds and their conditions."""
    from check_support import loaded

    from odsgen.runtime.reader import read_text

    spec = tmp_path / "wg.td"
    spec.write_text(CONDITIONAL)
    module = (
        '"builtin.module"() ({\n'
        '  "wg.mode"() <{mode = 17 : i32, values = [64 : i32, 32 : i32, 1 : i32]}> : () -> ()\n'
        '  "wg.mode"() <{mode = 1 : i32, values = [64 : i32, 32 : i32, 1 : i32]}> : () -> ()\n'
        "}) : () -> ()\n"
    )
    table = loaded(str(spec)).checker.rules.limits
    local, other = [o for o in read_text(module, "m.mlir", freeze=False).walk() if o.name == "wg.mode"]
    limits = {"maxComputeWorkGroupInvocations": 4096, "maxComputeWorkGroupSize": 32}
    assert [(m.use.limit, m.value) for m in table.exceeding(local, limits)] == [("maxComputeWorkGroupSize", 64)]
    assert table.exceeding(local, {"maxComputeWorkGroupInvocations": 2047})[0].value == 2048
    assert table.exceeding(other, limits) == []
    out_dir = tmp_path / "pkg"
    rc, _, err = run_cli("gen", spec, "-o", out_dir, "--package", "wgpkg")
    assert rc == 0, err
    rules = (out_dir / "wgpkg" / "rules.py").read_text()
    assert "LimitTable(" in rules and '("attribute", "mode", m' in rules
    # The generated rules answer as the spec's.
    import importlib
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1] / "golden"))
    from golden_support import import_package

    name = f"wgpkg_{id(tmp_path)}"
    import_package(out_dir / "wgpkg", name)
    try:
        generated = importlib.import_module(f"{name}.rules").RULES.limits
    finally:
        for m in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
            del sys.modules[m]
    assert [(m.use.limit, m.value) for m in generated.exceeding(local, limits)] == [("maxComputeWorkGroupSize", 64)]
    assert generated.exceeding(other, limits) == []


TOTALS = """include "odsgen/base.td"
include "odsgen/limits.td"

def TS_Dialect : Dialect { let name = "ts"; let cppNamespace = "::ts"; }
def TS_Scope : Op<TS_Dialect, "scope"> { let regions = (region AnyRegion:$body); }
def TS_Var : Op<TS_Dialect, "var"> { let arguments = (ins TypeAttr:$type); }
def TS_Grid : Op<TS_Dialect, "grid"> { let arguments = (ins I32ArrayAttr:$sizes); }
def TS_Bounds : OpLimits<"ts", ["ts.var"], [
  Bound<"maxShared", TotalSizeOf<"type", ["ts.scope"], ["Shared"]>, "shared bytes <= maxShared">
]>;
def TS_GridBounds : OpLimits<"ts", ["ts.grid"], [Bound<"maxGrid", ElementsOf<"sizes">>]>;
"""


def test_a_total_size_and_a_limit_per_element(tmp_path):
    """TotalSizeOf sums the bytes of the held types (with a parameter word) over the enclosing
    op; a limit that is a list bounds each element by its own (``maxGrid[1]``); each excess
    is a located reason (``LimitTable.reasons``)."""
    from check_support import loaded

    from odsgen.runtime.limits import type_bytes
    from odsgen.runtime.reader import read_text
    from odsgen.runtime.typeparams import parse_type

    spec = tmp_path / "ts.td"
    spec.write_text(TOTALS)
    module = (
        '"builtin.module"() ({\n'
        '  "ts.scope"() ({\n'
        '    "ts.var"() <{type = !ts.ptr<!ts.array<100 x i32>, Shared>}> : () -> ()\n'
        '    "ts.var"() <{type = !ts.ptr<!ts.array<10 x vector<4xf16>, stride=16>, Shared>}> : () -> ()\n'
        '    "ts.var"() <{type = !ts.ptr<!ts.array<1000 x i32>, Private>}> : () -> ()\n'
        '    "ts.grid"() <{sizes = [8 : i32, 64 : i32]}> : () -> ()\n'
        "  }) : () -> ()\n"
        '  "ts.scope"() ({\n'
        '    "ts.var"() <{type = !ts.ptr<!ts.array<10 x i8>, Shared>}> : () -> ()\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )
    table = loaded(str(spec)).checker.rules.limits
    ops = list(read_text(module, "m.mlir", freeze=False).walk())
    a, b, private, grid, other = [o for o in ops if o.name in ("ts.var", "ts.grid")]
    assert type_bytes(parse_type("!ts.ptr<!ts.array<10 x vector<4xf16>, stride=16>, Shared>")) == 160
    assert type_bytes(parse_type("!ts.ptr<!ts.struct<(f32 [0], f32 [64])>, Shared>")) == 68  # past the last member
    # 400 + 160 bytes in the first scope; the Private variable is not counted, nor the other scope.
    for op in (a, b):
        (m,) = table.exceeding(op, {"maxShared": 559})
        assert m.value == 560 and "held by the 2 ts.var (Shared) in ts.scope" in m.what
    assert table.exceeding(a, {"maxShared": 560}) == [] and table.exceeding(private, {"maxShared": 1}) == []
    assert [m.value for m in table.exceeding(other, {"maxShared": 9})] == [10]
    (r,) = table.reasons(grid, {"maxGrid": [8, 32]}, "the device")
    assert (r.dimension, r.required.case.value, r.allowed, r.kind) == ("maxGrid[1]", 64, 32, "over-limit")
    assert r.message == "element #1 = 64 > maxGrid[1] 32 of the device" and "ts.td:" in str(r.provenance[0].loc)
    assert table.reasons(grid, {"maxGrid": [8, 64]}) == [] and table.reasons(grid, {"maxGrid": [8]}) == []
