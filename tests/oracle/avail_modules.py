"""Write MLIR modules (generic form) that exercise availability, and read mlir-opt's answers.

Shared by the generated-code oracle tests (test_gen_oracle.py) and bench/bench_gen.py.
Modules are written here from the model, never copied from upstream:

- ``spirv_enum_module(model, upstream_attrs)``: for every SPIR-V op whose upstream
  availability reads an enum attribute, one instance per value of each such attribute
  (every case of an integer enum; every single bit, none, and a combination of a bit
  enum), the other enum attributes held at their first case; optional attributes are
  left out (upstream never reads them; odsgen does, see docs).
- ``tosa_module(model)``: one instance of every TOSA op.

Operands are function arguments of type ``i32`` (or ``tensor<4xi32>``), one per declared
operand group; mlir-opt reads them with the verifier off
(``--mlir-very-unsafe-disable-verifier-on-parsing``): the test passes only query
availability, which reads attributes, never types.

``parse_spirv_output``/``parse_tosa_output`` read the remarks of
``--test-spirv-op-availability``/``--test-tosa-op-availability``.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass, field

from odsgen.records.values import Str


@dataclass
class Instance:
    op: str
    props: list[tuple[str, str]] = field(default_factory=list)  # (name, attribute text)
    operands: int = 0
    results: int = 0
    segments: list[int] | None = None


def _mnemonic(keeper, attr_def: str) -> str | None:
    rec = keeper.defs.get(attr_def)
    while rec is not None:
        rv = rec.vmap.get("mnemonic")
        if rv is not None and isinstance(rv.value, Str) and rv.value.value:
            return rv.value.value
        base = rec.vmap.get("baseAttr")
        rec = getattr(base.value, "rec", None) if base is not None else None
    return None


def _storage(keeper, attr_def: str) -> str:
    rec = keeper.defs.get(attr_def)
    rv = rec.vmap.get("storageType") if rec is not None else None
    return rv.value.value.replace(" ", "") if rv is not None and isinstance(rv.value, Str) else ""


_SAMPLE_BY_STORAGE = {
    "::mlir::FlatSymbolRefAttr": "@f",
    "::mlir::SymbolRefAttr": "@f",
    "::mlir::StringAttr": '"x"',
    "::mlir::IntegerAttr": "0 : i32",
    "::mlir::BoolAttr": "false",
    "::mlir::UnitAttr": "unit",
    "::mlir::TypeAttr": "i32",
    "::mlir::ArrayAttr": "[]",
    "::mlir::FloatAttr": "0.0 : f32",
    "::mlir::DenseI64ArrayAttr": "array<i64: 1>",
    "::mlir::DenseI32ArrayAttr": "array<i32: 1>",
    "::mlir::ElementsAttr": "dense<0> : tensor<1xi32>",
    "::mlir::DenseIntElementsAttr": "dense<0> : tensor<1xi32>",
    "": "0 : i32",  # an AnyAttrOf of integer and float attributes (tosa.clamp)
}


def sample_attr(model, attr_def: str, dialect: str, enum: str | None = None) -> str:
    """A value of the attribute constraint ``attr_def``: an enum attribute's first case
    (``#dialect.mnemonic<Case>``), else a value of its storage type."""
    if enum is not None:
        mn = _mnemonic(model.keeper, attr_def)
        en = model.enums[enum]
        if mn is not None and en.cases:
            return f"#{dialect}.{mn}<{en.cases[0].str or en.cases[0].symbol}>"
    return _SAMPLE_BY_STORAGE.get(_storage(model.keeper, attr_def), "unit")


def enum_values(enum, is_bit: bool) -> list[tuple[int, str]]:
    """(value, spelling) pairs to try for an enum attribute."""
    if not is_bit:
        seen, out = set(), []
        for c in enum.cases:
            if c.value not in seen:
                seen.add(c.value)
                out.append((c.value, c.str or c.symbol))
        return out
    out = []
    bits = [c for c in enum.cases if c.value and c.value & (c.value - 1) == 0]
    zero = [c for c in enum.cases if c.value == 0]
    if zero:
        out.append((0, zero[0].str or zero[0].symbol))
    for c in bits:
        out.append((c.value, c.str or c.symbol))
    if len(bits) >= 2:
        a, b = bits[0], bits[-1]
        out.append((a.value | b.value, f"{a.str or a.symbol}|{b.str or b.symbol}"))
    return out


def spirv_enum_instances(model, upstream_attrs: dict[str, set[str]]) -> list[Instance]:
    """``upstream_attrs``: C++ op class -> getter names of the enum attributes upstream reads."""
    keeper = model.keeper
    out: list[Instance] = []
    for op in model.ops:
        getters = upstream_attrs.get(op.cpp_class)
        if not getters:
            continue
        base: list[tuple[str, str]] = []
        varying: list[tuple[str, str, list[tuple[int, str]]]] = []
        for a in op.attributes:
            if a.optional:
                continue
            if a.enum is not None:
                en = model.enums[a.enum]
                mn = _mnemonic(keeper, a.constraint)
                vals = enum_values(en, en.is_bit_enum)
                if mn is None or not vals:
                    continue
                base.append((a.name, f"#spirv.{mn}<{vals[0][1]}>"))
                varying.append((a.name, mn, vals))
            else:
                base.append((a.name, sample_attr(model, a.constraint, "spirv")))
        n_operands = len(op.operands)
        segments = [1] * n_operands if sum(1 for o in op.operands if o.optional or o.variadic) > 1 else None
        for name, mn, vals in varying:
            for _, spelling in vals:
                props = [(n, (f"#spirv.{mn}<{spelling}>" if n == name else t)) for n, t in base]
                out.append(Instance(op.name, props, n_operands, len(op.results), segments))
    return out


def tosa_instances(model) -> list[Instance]:
    out = []
    for op in model.ops:
        props = [(a.name, sample_attr(model, a.constraint, "tosa", a.enum)) for a in op.attributes if not a.optional]
        out.append(Instance(op.name, props, len(op.operands), len(op.results)))
    return out


def module_text(instances: list[Instance], value_type: str = "i32") -> str:
    """One ``func.func`` holding every instance, in order, in MLIR generic form."""
    n_args = max([i.operands for i in instances] + [1])
    args = ", ".join(f"%arg{k}: {value_type}" for k in range(n_args))
    types = ", ".join([value_type] * n_args)
    lines = [
        '"builtin.module"() ({',
        f'  "func.func"() <{{function_type = ({types}) -> (), sym_name = "f"}}> ({{',
        f"  ^bb0({args}):",
    ]
    for k, inst in enumerate(instances):
        operands = ", ".join(f"%arg{j}" for j in range(inst.operands))
        props = list(inst.props)
        if inst.segments is not None:
            props.append(("operandSegmentSizes", f"array<i32: {', '.join(str(s) for s in inst.segments)}>"))
        prop_text = (" <{" + ", ".join(f"{n} = {t}" for n, t in props) + "}>") if props else ""
        results = ", ".join([value_type] * inst.results)
        res_types = f"({results})" if inst.results != 1 else value_type
        lhs = ""
        if inst.results:
            lhs = f"%r{k}:{inst.results} = " if inst.results > 1 else f"%r{k} = "
        lines.append(
            f'    {lhs}"{inst.op}"({operands}){prop_text} : ({", ".join([value_type] * inst.operands)}) -> {res_types}'
        )
    lines += ['    "func.return"() : () -> ()', "  }) : () -> ()", "}) : () -> ()", ""]
    return "\n".join(lines)


MLIR_OPT_FLAGS = ("--mlir-very-unsafe-disable-verifier-on-parsing", "--verify-each=0")


def run_mlir_opt(mlir_opt: str, path: str, flag: str) -> str:
    proc = subprocess.run(
        [mlir_opt, *MLIR_OPT_FLAGS, flag, path, "-o", "/dev/null"], capture_output=True, text=True, timeout=600
    )
    if proc.returncode != 0:
        raise RuntimeError(f"mlir-opt {flag} failed:\n{proc.stderr[:4000]}")
    return proc.stdout + proc.stderr


_LINE = re.compile(r"^(?P<op>[\w.]+) (?P<what>min version|max version|extensions|capabilities|profiles): (?P<v>.*)$")


def _groups(text: str) -> list[list[str]]:
    """``[ [A B] [C] ]`` -> [["A", "B"], ["C"]]."""
    return [
        g.replace(",", " ").split()
        for g in re.findall(r"\[([^\[\]]*)\]", text.strip()[1:-1] if text.strip().startswith("[") else "")
    ]


def parse_output(text: str) -> list[tuple[str, str, object]]:
    """(op name, what, value) per remark line, in order; a value is a spelling, None, or groups."""
    out = []
    for line in text.splitlines():
        m = _LINE.match(line.strip())
        if not m:
            continue
        what, v = m.group("what"), m.group("v").strip()
        if what in ("min version", "max version"):
            out.append((m.group("op"), what, None if v in ("None", "") else v))
        else:
            out.append((m.group("op"), what, _groups(v)))
    return out
