"""Differential tests of the availability model against mlir-tblgen's generators.

For every SPIR-V and TOSA op mlir-tblgen generates availability for, odsgen's op-level
requirements equal upstream's dimension by dimension, and the enum attributes it
consults are the same; for every SPIR-V enum case, its requirements equal
--gen-spirv-enum-avail-defs. Upstream .td files are read from the installed tree, for
each MLIR release whose tools are there (22 installed; 16 and 19 unpacked by
.ci/mlir-releases: tests/oracle/releases.py), each against its own mlir-tblgen; MLIR 16
and 19 have no TOSA availability generator (their TOSA declares none), a skip that says so.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from releases import params, release

from odsgen.model.build import build_model
from odsgen.records import load_root

from .upstream_avail import enum_requirements, op_requirements

pytestmark = pytest.mark.oracle

ROOTS = {
    "spirv": ("mlir/Dialect/SPIRV/IR/SPIRVOps.td", "--gen-spirv-avail-impls"),
    "tosa": ("mlir/Dialect/Tosa/IR/TosaOps.td", "--gen-tosa-avail-impls"),
}


def _camel_getter(name: str) -> str:
    return "get" + "".join(p[:1].upper() + p[1:] for p in name.split("_"))


@functools.cache
def _model(dialect: str, include: Path | None = None):
    inc = include or release(22).include
    return build_model(load_root(f"{inc}/{ROOTS[dialect][0]}", [str(inc)]))


@functools.cache
def _upstream(dialect: str, flag: str | None = None, major: int = 22, include: Path | None = None) -> str:
    """mlir-tblgen's output (of release ``major``) on the root of ``dialect`` in ``include``
    (default: the release's own tree)."""
    rel = release(major)
    inc = include or rel.include
    root, default_flag = ROOTS[dialect]
    proc = rel.run("mlir-tblgen", flag or default_flag, "-I", str(inc), f"{inc}/{root}")
    if dialect == "tosa" and major < 20 and proc.returncode != 0:
        # MLIR before 20 has no TOSA availability generator: its TOSA dialect declares no
        # availability (compare_ops then asserts that odsgen finds none either)
        assert default_flag.lstrip("-") in proc.stderr, proc.stderr[:2000]
        return ""
    assert proc.returncode == 0, proc.stderr[:2000]
    return proc.stdout


def _norm(values) -> list:
    return sorted(repr(sorted(v) if isinstance(v, list) else v) for v in values)


@pytest.mark.parametrize("major", params())
@pytest.mark.parametrize("dialect", sorted(ROOTS))
def test_op_level_requirements_match_upstream(dialect, major):
    compare_ops(dialect, major, release(major).include)


def compare_ops(dialect: str, major: int, include: Path) -> int:
    """odsgen's op-level requirements of the dialect's root in ``include`` equal release
    ``major``'s mlir-tblgen's; the number of availability functions compared."""
    text = _upstream(dialect, None, major, include)
    model = _model(dialect, include)
    if not text:  # (no generator in this release: the dialect declares no availability)
        declared = [(op.name, inst.dimension) for op in model.ops for inst in op.availability]
        assert not declared and not model.dimensions, declared[:20] or sorted(model.dimensions)
        return 0
    upstream = op_requirements(text)
    assert upstream, "no availability functions found in mlir-tblgen's output"
    fn2dim = {d.query_fn_name: d.name for d in model.dimensions.values()}
    ops = {}
    for op in model.ops:
        ops.setdefault(op.cpp_class, op)
    mismatches = []
    for (cls, fn), entry in upstream.items():
        op = ops.get(cls)
        assert op is not None, f"odsgen has no op {cls}"
        dim = fn2dim[fn]
        mine = []
        for inst in op.availability:
            if inst.dimension == dim and inst.requirement is not None:
                j = inst.requirement.to_json()
                if j is not None:
                    mine.extend(j if isinstance(j, list) else [j])
        merged = model.merge(op.availability).get(dim)
        if merged is not None and isinstance(merged.to_json(), str):
            # A version dimension: upstream folds its instances with max/min.
            mine = [merged.to_json()]
            ups = entry["static"]
            ups = [_fold_versions(model, dim, ups)] if ups else []
        else:
            ups = entry["static"]
        if _norm(mine) != _norm(ups):
            mismatches.append((op.name, dim, ups, mine))
        # The enum attributes consulted for this dimension. Upstream skips enum
        # attributes wrapped in OptionalAttr/DefaultValuedAttr (its generator only
        # looks at the attribute's own class); odsgen consults those too, by design.
        mine_attrs = sorted(
            _camel_getter(a.name) for a in op.attributes if _attr_contributes(model, a, dim) and not a.optional
        )
        if mine_attrs != sorted(entry["attrs"]):
            mismatches.append((op.name, dim, "attrs", sorted(entry["attrs"]), mine_attrs))
    print(f"{dialect}: {len(upstream)} op availability functions compared, {len(upstream) - len(mismatches)} matched")
    assert not mismatches, mismatches[:20]
    return len(upstream)


def test_optional_enum_attributes_are_consulted():
    """Upstream misses them; odsgen's model keeps them (e.g. spirv.CopyMemory's memory_access)."""
    model = _model("spirv")
    copy = model.op_named("spirv.CopyMemory")
    opt = [a for a in copy.attributes if a.optional and a.enum]
    assert {a.name for a in opt} >= {"memory_access", "source_memory_access"}
    assert any(_attr_contributes(model, a, "Capability") for a in opt)


def _fold_versions(model, dim: str, symbols: list[str]) -> str:
    d = model.dimensions[dim]
    enum = model.enums[d.enum] if d.enum else None
    if enum is None:
        return symbols[-1]
    val = {c.symbol: c.value for c in enum.cases}
    pick = max if d.name.lower().startswith("min") else min
    return pick(symbols, key=lambda s: val[s])


def _attr_contributes(model, attr, dim: str) -> bool:
    if attr.enum is None:
        return False
    enum = model.enums[attr.enum]
    return any(inst.dimension == dim for c in enum.cases for inst in c.availability)


@pytest.mark.parametrize("major", params())
def test_spirv_enum_case_requirements_match_upstream(major):
    compare_enum_cases(major, release(major).include)


def compare_enum_cases(major: int, include: Path) -> int:
    """odsgen's SPIR-V enum case requirements in ``include`` equal release ``major``'s
    mlir-tblgen's; the number of (case, dimension) pairs compared."""
    model = _model("spirv", include)
    upstream = enum_requirements(_upstream("spirv", "--gen-spirv-enum-avail-defs", major, include))
    assert upstream
    fn2dim = {d.query_fn_name: d.name for d in model.dimensions.values()}
    by_class = {}
    for en in model.enums.values():
        by_class.setdefault(en.class_name, en)
    compared = 0
    mismatches = []
    for (enum_name, fn), cases in upstream.items():
        en = by_class[enum_name]
        dim = fn2dim[fn]
        for case in en.cases:
            expected = cases.get(case.symbol)
            reqs = [i.requirement for i in case.availability if i.dimension == dim and i.requirement is not None]
            mine = None
            if reqs:
                j = reqs[0]
                for r in reqs[1:]:
                    j = j.merge(r)
                mine = j.to_json()
                if isinstance(mine, list):
                    mine = mine[0] if len(mine) == 1 else mine
            if mine is not None and isinstance(mine, list) and expected is not None:
                ok = sorted(mine) == sorted(expected)
            else:
                ok = mine == expected
            compared += 1
            if not ok:
                mismatches.append((enum_name, case.symbol, dim, expected, mine))
    print(f"spirv enums: {compared} (case, dimension) pairs compared, {compared - len(mismatches)} matched")
    assert compared > 1000
    assert not mismatches, mismatches[:20]
    return compared
