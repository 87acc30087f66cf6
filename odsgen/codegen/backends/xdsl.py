"""The xDSL backend (``odsgen gen --backend xdsl``): an xDSL dialect package.

The package holds odsgen's own modules (enums.py with the case tables, interfaces.py
with the dimensions, rules.py, ops.py and target.py: what the xDSL side answers with)
and three of its own, from templates/xdsl/:

- ``dialect.py``: the enums as ``StrEnum`` and ``EnumAttribute`` classes, one
  ``@irdl_op_definition`` class per op (operands, results, properties, regions,
  successors; constraints in xDSL's own classes, translated from odsgen's matcher trees
  by ``Constraints``, each a module-level name written once), each with the
  ``Availability`` trait naming its class in ops.py (where its requirements are, written
  once), and the ``Dialect`` object;
- ``passes.py``: ``<dialect>-check-target`` and ``<dialect>-deduce`` (xDSL ModulePasses)
  and the gated walker;
- ``__init__.py``.

A constraint odsgen cannot check itself (a C++ predicate) is ``AnyAttr()`` and is
listed in dialect.py's docstring.
"""

from __future__ import annotations

import os

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from odsgen.codegen.env import header, render
from odsgen.codegen.filters import PyCode, ident, py_str, py_tuple
from odsgen.codegen.layout import LINE, sequence, statement
from odsgen.codegen.view import STAGES, PackageView, UniqueNames
from odsgen.model import constraints as C
from odsgen.runtime import ir
from odsgen.runtime import matchers as M

_FLOATS = {
    "f16": "Float16Type",
    "bf16": "BFloat16Type",
    "f32": "Float32Type",
    "f64": "Float64Type",
    "f80": "Float80Type",
    "f128": "Float128Type",
    "tf32": "FloatTF32Type",
    "f8E5M2": "Float8E5M2Type",
    "f8E4M3": "Float8E4M3Type",
    "f8E4M3FN": "Float8E4M3FNType",
    "f8E5M2FNUZ": "Float8E5M2FNUZType",
    "f8E4M3FNUZ": "Float8E4M3FNUZType",
    "f8E4M3B11FNUZ": "Float8E4M3B11FNUZType",
    "f8E3M4": "Float8E3M4Type",
    "f8E8M0FNU": "Float8E8M0FNUType",
    "f6E2M3FN": "Float6E2M3FNType",
    "f6E3M2FN": "Float6E3M2FNType",
    "f4E2M1FN": "Float4E2M1FNType",
}
_SIGNEDNESS = {"": "SIGNLESS", "s": "SIGNED", "u": "UNSIGNED"}
_ANY = "_irdl.AnyAttr()"
_KIND_BASES = {
    "unit": "_b.UnitAttr",
    "array": "_b.ArrayAttr",
    "dictionary": "_b.DictionaryAttr",
    "affine_map": "_b.AffineMapAttr",
    "symbol_ref": "_b.SymbolRefAttr",
    "string": "_b.StringAttr",
}
_LOCATIONS = ("UnknownLoc", "FileLineColLoc", "CallSiteLoc", "FusedLoc", "NameLoc")
_TYPE_KINDS = {"complex": "_b.ComplexType", "tuple": "_b.TupleType", "function": "_b.FunctionType"}


def _base(cls: str) -> str:
    return f"_irdl.BaseAttr({cls})"


def _all_of(*cs: str) -> str:
    cs = tuple(dict.fromkeys(c for c in cs if c != _ANY))
    if not cs:
        return _ANY
    return cs[0] if len(cs) == 1 else f"_irdl.AllOf(({', '.join(cs)},))"


def _any_of(cs: list[str]) -> str:
    cs = list(dict.fromkeys(cs))
    if _ANY in cs or not cs:
        return _ANY
    return cs[0] if len(cs) == 1 else f"_xs.any_of({', '.join(cs)})"


def _param(cls: str, params: list[str]) -> str:
    if all(p == _ANY for p in params):
        return _base(cls)
    return f"_irdl.ParamAttrConstraint({cls}, ({', '.join(params)},))"


@dataclass
class Constraints:
    """odsgen's matcher trees as xDSL constraint code; what it cannot say, in ``unchecked``."""

    enum_attrs: dict[tuple[str, str], str] = field(default_factory=dict)  # (dialect, mnemonic) -> class
    unchecked: list[str] = field(default_factory=list)

    def _unchecked(self, what: str) -> str:
        if what not in self.unchecked:
            self.unchecked.append(what)
        return _ANY

    def of(self, m: M.Matcher) -> str:
        """The constraint code of ``m``: its class's translation (``TRANSLATIONS``); a
        matcher class without one is an error of odsgen, never an unchecked constraint."""
        translate = TRANSLATIONS.get(type(m))
        if translate is None:
            raise TypeError(f"no xDSL translation of odsgen's matcher {type(m).__name__} (odsgen.codegen.backends.xdsl)")
        return translate(self, m)

    def _integer_of(self, m: M.IntegerOf) -> str:
        width = _ANY if m.width is None else f"_irdl.EqAttrConstraint(_b.IntAttr({m.width}))"
        sign = (
            _ANY
            if m.signedness is None
            else f"_irdl.EqAttrConstraint(_b.SignednessAttr(_b.Signedness.{_SIGNEDNESS[m.signedness]}))"
        )
        return _param("_b.IntegerType", [width, sign])

    def _enum_of(self, m: M.EnumOf) -> str:
        if m.bit_enum:
            bits = 0
            for v in m.values:
                bits |= v
            return f"_xs.BitEnumInt({m.width}, {bits})"
        values = ", ".join(str(v) for v in m.values)
        return _param(
            "_b.IntegerAttr",
            [
                f"_b.IntAttrConstraint(_irdl.IntSetConstraint(frozenset(({values},))))",
                f"_irdl.EqAttrConstraint(_b.IntegerType({m.width}))",
            ],
        )

    def _dialect_enum_of(self, m: M.DialectEnumOf) -> str:
        cls = self.enum_attrs.get((m.dialect, m.name))
        if cls is not None:
            return _base(cls)
        return f"_xs.DialectAttrOf({py_str(m.dialect)}, {py_str(m.name)})"

    def type_value(self, t: ir.Type) -> str:
        if isinstance(t, ir.IntegerType):
            return f"_b.IntegerType({t.width}, _b.Signedness.{_SIGNEDNESS[t.signedness]})"
        if isinstance(t, ir.FloatType):
            return f"_b.{_FLOATS[t.name]}()"
        if isinstance(t, ir.IndexType):
            return "_b.IndexType()"
        return "_b.NoneType()"

    def shaped(self, kinds: frozenset[str], el: str) -> str:
        out = []
        for kind in sorted(kinds):
            if kind == "ranked_tensor":
                out.append(_param("_b.TensorType", [_ANY, el, _ANY]))
            elif kind == "unranked_tensor":
                out.append(_param("_b.UnrankedTensorType", [el]))
            elif kind == "vector":
                out.append(_param("_b.VectorType", [el, _ANY, _ANY]))
            elif kind == "memref":
                out.append(_param("_b.MemRefType", [_ANY, el, _ANY, _ANY]))
            elif kind == "unranked_memref":
                out.append(_param("_b.UnrankedMemRefType", [el, _ANY]))
        return _any_of(out)

    def vector_of_length(self, m: M.VectorOfLength, el: str) -> str:
        shapes = [f"_irdl.EqAttrConstraint(_b.ArrayAttr((_b.IntAttr({n}),)))" for n in m.lengths]
        return _param("_b.VectorType", [el, _any_of(shapes), _ANY])

    def attr_kind(self, kind: str, vt: str | None, m: M.Matcher) -> str:
        v = vt or _ANY
        if kind == "integer":
            return _param("_b.IntegerAttr", [_ANY, v])
        if kind == "bool":
            return _param("_b.IntegerAttr", [_ANY, "_irdl.EqAttrConstraint(_b.IntegerType(1))"])
        if kind == "float":
            return _param("_b.FloatAttr", [_ANY, v])
        if kind == "type":
            return _all_of("_irdl.BaseAttr(_TypeAttribute)", v)
        if kind == "flat_symbol_ref":
            return _param("_b.SymbolRefAttr", [_ANY, "_irdl.EqAttrConstraint(_b.ArrayAttr(()))"])
        if kind == "elements":
            return _any_of(
                [_param("_b.DenseIntOrFPElementsAttr", [v, _ANY]), _param("_b.DenseResourceAttr", [_ANY, v])]
            )
        if kind == "dense_array":
            return _param("_b.DenseArrayBase", [v, _ANY])
        if kind == "typed":
            if vt is not None and vt != _ANY:
                self._unchecked(m.describe())
            return _base("_TypedAttribute")
        if kind == "location":
            return _any_of([_base(f"_b.{c}") for c in _LOCATIONS])
        if kind in _KIND_BASES:
            if vt is not None and vt != _ANY:
                self._unchecked(m.describe())
            return _base(_KIND_BASES[kind])
        return self._unchecked(m.describe())


# How each class of odsgen's matchers (odsgen.runtime.matchers) is said as an xDSL
# constraint; a test asserts that every class has an entry. ``Opaque`` (a C++ predicate)
# is what odsgen cannot check itself: unchecked, and listed in dialect.py's docstring.
TRANSLATIONS: dict[type, Callable[[Constraints, Any], str]] = {
    M.Available: lambda c, m: c.of(m.inner),
    M.AnyType: lambda c, m: _ANY,
    M.AnyAttr: lambda c, m: _ANY,
    M.ExactType: lambda c, m: f"_irdl.EqAttrConstraint({c.type_value(m.type)})",
    M.IntegerOf: Constraints._integer_of,
    M.AnyFloat: lambda c, m: "_b.AnyFloatConstr",
    M.ShapedOf: lambda c, m: c.shaped(m.kinds, c.of(m.element)),
    M.VectorOfLength: lambda c, m: c.vector_of_length(m, c.of(m.element)),
    M.TypeKind: lambda c, m: _base(_TYPE_KINDS[m.kind]),
    M.DialectTypeOf: lambda c, m: f"_xs.DialectTypeOf({py_str(m.dialect)}, {py_str(m.name) if m.name else None})",
    M.DialectTypeWith: lambda c, m: (
        f"_xs.DialectTypeOf({py_str(m.dialect)}, {py_str(m.name)}, ({', '.join(py_str(p) for p in m.parameters)},))"
    ),
    M.AttrKind: lambda c, m: c.attr_kind(m.kind, None if m.value_type is None else c.of(m.value_type), m),
    M.ArrayOf: lambda c, m: f"_b.ArrayOfConstraint({c.of(m.element)})",
    M.EnumOf: Constraints._enum_of,
    M.AttrSpelled: lambda c, m: f"_xs.AttrSpelled({py_str(m.text)})",
    M.DialectEnumOf: Constraints._dialect_enum_of,
    M.DialectAttrOf: lambda c, m: f"_xs.DialectAttrOf({py_str(m.dialect)}, {py_str(m.name) if m.name else None})",
    M.AnyOf: lambda c, m: _any_of([c.of(x) for x in m.members]),
    M.AllOf: lambda c, m: _all_of(*(c.of(x) for x in m.members)),
    M.ShapeIs: lambda c, m: f"_xs.ShapeIs({py_str(m.what)}, {py_str(m.cmp)}, {m.value})",
    M.Opaque: lambda c, m: c._unchecked(m.describe()),
}


# ----------------------------------------------------------------------------- the package


_RESERVED_FIELDS = {
    "name",
    "traits",
    "irdl_options",
    "assembly_format",
    "custom_directives",
    "operands",
    "results",
    "regions",
    "successors",
    "properties",
    "attributes",
    "parent",
    "location",
    "result",
    "verify",
    "verify_",
    "print",
    "parse",
    "clone",
    "walk",
    "build",
    "create",
    "erase",
    "detach",
    "ops",
    "mro",
}


@dataclass
class EnumDef:
    name: str  # the StrEnum
    attr: str  # the EnumAttribute class
    attr_name: str  # the attribute's xDSL name (dialect.mnemonic)
    cases: list[tuple[str, str]]  # (member, spelling)
    odsgen_enum: str  # the odsgen enum class (enums.py)
    bit: bool
    summary: str

    @property
    def base_code(self) -> PyCode:
        """The attribute class's bases: a bit enum's cases joined by ``|``, an enum's case in ``<...>``."""
        base = "BitEnumAttribute" if self.bit else "_xs.AngleBracketed, EnumAttribute"
        return PyCode(f"{base}[{ident(self.name)}]")


@dataclass
class FieldDef:
    name: str
    code: PyCode

    @property
    def line(self) -> PyCode:
        """``name = code`` in the op's class body, laid out as black keeps it."""
        return statement(4, f"{ident(self.name)} = {self.code}")


@dataclass
class OpDef:
    cls: str
    op_name: str
    summary: str
    fields: list[FieldDef]
    options: list[str]
    traits: list[str]  # trait constructors (lazy: they may name classes defined later)

    @property
    def options_code(self) -> PyCode:
        """``irdl_options = (...)`` in the op's class body, laid out as black keeps it."""
        return statement(4, "irdl_options = " + py_tuple(map(PyCode, self.options)))

    def traits_code(self, availability: str) -> PyCode:
        """``traits = _irdl.lazy_traits_def(lambda: (...))`` with ``availability`` last, on
        one line when it fits, else as black lays it out (one trait a line)."""
        items = [*self.traits, availability]
        line = f"    traits = _irdl.lazy_traits_def(lambda: {py_tuple(map(PyCode, items))})"
        if len(line) <= LINE:
            return PyCode(line)
        body = "".join(f"            {t},\n" for t in items)
        return PyCode(f"    traits = _irdl.lazy_traits_def(\n        lambda: (\n{body}        )\n    )")


def _op_name_in(text: str) -> list[str]:
    inner = text[text.index("<") + 1 : text.rindex(">")] if "<" in text and ">" in text else ""
    return [p.strip() for p in inner.split(",") if p.strip()]


def build(view: PackageView, model, locator) -> dict:
    """The pieces the xDSL templates lay out."""
    names = UniqueNames(
        {"annotations", "enum", "Dialect", "DIALECT", "StrEnum", "EnumAttribute", "BitEnumAttribute", "OPS"}
        | {o.name for o in view.ops},
        lead="X",
    )
    cons = Constraints()
    # Dialect enum attributes by (dialect, mnemonic), from the ops' matcher trees.
    mnemonics: dict[str, tuple[str, str]] = {}  # enum class name -> (dialect, mnemonic)
    for op in model.ops:
        for a in op.args.ins:
            for _, n in M.iter_matchers(a.check or a.matcher):
                if isinstance(n, M.DialectEnumOf) and n.class_name:
                    mnemonics.setdefault(n.class_name, (n.dialect, n.name))
    dialect = view.dialects[0] if view.dialects else view.package
    enums = []
    for e in view.enums:
        d, mnemonic = mnemonics.get(e.class_name, (dialect, ident(e.class_name).lower()))
        en = EnumDef(
            names.take(e.name),
            names.take(e.name + "Attr"),
            f"{d}.{mnemonic}",
            [(m.name, m.spelling) for m in e.members],
            e.name,
            e.is_bit,
            e.summary,
        )
        enums.append(en)
        if e.class_name in mnemonics and not e.is_bit:
            cons.enum_attrs[(d, mnemonic)] = en.attr
    # Each constraint is a module-level name, written once (as ops.py shares its matchers).
    shared: dict[str, str] = {}  # constraint code -> its name

    def share(code: str) -> PyCode:
        if code == _ANY:
            return PyCode(code)
        name = shared.get(code)
        if name is None:
            name = shared[code] = f"_C{len(shared)}"
        return PyCode(name)

    classes = {v.record: v.name for v in view.ops}
    by_op_name = {op.name: classes[op.record] for op in model.ops}
    ops = []
    for op, ov in zip(model.ops, view.ops):
        fields_ = UniqueNames(_RESERVED_FIELDS, lead="arg")
        fields: list[FieldDef] = []
        for a in list(op.args.ins) + list(op.args.outs):
            c = share(cons.of(a.check or a.matcher))
            if a.unchecked:
                cons._unchecked(a.unchecked)
            fname = fields_.take(a.name or f"{a.kind}{a.index}")
            if a.kind == "attribute":
                fn = "_irdl.prop_def" if a.required else "_irdl.opt_prop_def"
                extra = "" if fname == a.name else f", prop_name={py_str(a.name)}"
                fields.append(FieldDef(fname, PyCode(f"{fn}({c}{extra})")))
                continue
            prefix = {C.Arity.SINGLE: "", C.Arity.OPTIONAL: "opt_"}.get(a.arity, "var_")
            if a.arity is C.Arity.VARIADIC_OF_VARIADIC:
                cons._unchecked(f"{op.name} {a.kind} '{a.name}' (variadic of variadic)")
            kind = "operand" if a.kind == "operand" else "result"
            fields.append(FieldDef(fname, PyCode(f"_irdl.{prefix}{kind}_def({c})")))
        # SingleBlock (and a region of one block, SizedRegion<1>): xDSL's single-block regions.
        single = any((t.cpp or "").strip().endswith("SingleBlock") for t in op.traits)
        for i, r in enumerate(op.regions):
            fname = fields_.take(r.name or f"region{i}")
            one = '"single_block"' if single or (r.predicate or "").strip() == "::llvm::hasNItems($_self, 1)" else ""
            fn = "_irdl.var_region_def" if r.variadic else "_irdl.region_def"
            fields.append(FieldDef(fname, PyCode(f"{fn}({one})")))
        for i, s in enumerate(op.successors):
            fname = fields_.take(s.name or f"successor{i}")
            fn = "_irdl.var_successor_def()" if s.variadic else "_irdl.successor_def()"
            fields.append(FieldDef(fname, PyCode(fn)))
        options, traits = [], []
        for t in op.traits:
            cpp = (t.cpp or "").strip()
            if t.name == "AttrSizedOperandSegments" or cpp.endswith("AttrSizedOperandSegments"):
                options.append("_irdl.AttrSizedOperandSegments(as_property=True)")
            elif t.name == "AttrSizedResultSegments" or cpp.endswith("AttrSizedResultSegments"):
                options.append("_irdl.AttrSizedResultSegments(as_property=True)")
            elif cpp.endswith("SameVariadicOperandSize"):
                options.append("_irdl.SameVariadicOperandSize()")
            elif cpp.endswith("SameVariadicResultSize"):
                options.append("_irdl.SameVariadicResultSize()")
            elif cpp.endswith("IsTerminator"):
                traits.append("_traits.IsTerminator()")
            elif cpp.endswith("IsIsolatedFromAbove"):
                traits.append("_traits.IsolatedFromAbove()")
            elif cpp.endswith("SameOperandsAndResultType"):
                traits.append("_traits.SameOperandsAndResultType()")
            elif cpp.endswith("NoTerminator"):
                traits.append("_traits.NoTerminator()")
            elif cpp.startswith("HasParent<") or cpp.startswith("::mlir::OpTrait::HasParent<"):
                parents = _op_name_in(cpp)
                if parents and all(p in by_op_name for p in parents):
                    traits.append(f"_traits.HasParent({', '.join(by_op_name[p] for p in parents)})")
        variadic = [a for a in op.args.operands if a.arity is not C.Arity.SINGLE]
        if len(variadic) > 1 and not any("Operand" in o for o in options):
            options.append("_irdl.AttrSizedOperandSegments(as_property=True)")
        rvariadic = [a for a in op.args.results if a.arity is not C.Arity.SINGLE]
        if len(rvariadic) > 1 and not any("Result" in o for o in options):
            options.append("_irdl.AttrSizedResultSegments(as_property=True)")
        ops.append(OpDef(ov.name, op.name, op.summary, fields, options, traits))
    axes = [a for a in view.axes if ident(a.keyword) not in ("name", "target", "targets_file", "target_text", "apply")]
    dialect_names = ["DIALECT" if i == 0 else f"DIALECT_{i + 1}" for i in range(len(view.dialects))]
    return {
        "enums": enums,
        "ops": ops,
        "constraints": [statement(0, f"{name} = {code}") for code, name in shared.items()],
        "unchecked": cons.unchecked,
        "dialect": dialect,
        "dimensions": view.dimensions,
        # The target's axes, each an option of the check-target pass (one not named like
        # the pass's own options).
        "axes": axes,
        "axes_code": sequence(
            8,
            "axes: tuple[tuple[str, object], ...] = (",
            [f"({py_str(a.keyword)}, self.{ident(a.keyword)})" for a in axes],
            ")",
            one_tuple=True,
        ),
        # The Dialect objects' names, one a dialect of the package (DIALECT, DIALECT_2...).
        "dialect_names": dialect_names,
        "dialects_code": sequence(0, "DIALECTS = (", dialect_names, ")", one_tuple=True),
        "attributes_code": sequence(
            0, "ATTRIBUTES: tuple[type, ...] = (", [ident(e.attr) for e in enums], ")", one_tuple=True
        ),
        # The named targets of odsgen's library the spec comes with (vulkan-1.0 ... for MLIR's
        # SPIR-V), relative to the library, for the check-target pass (xdsl_runtime.target_env).
        "library_targets": _library_targets(model),
    }


def _library_targets(model) -> list[str]:
    from odsgen.model.corrections import library_dir

    lib = library_dir()
    library = getattr(model, "library", None)
    return [os.path.relpath(t, lib).replace(os.sep, "/") for t in (library.targets if library is not None else ())]


def spec_targets(specs: Iterable[str]) -> list[tuple[str, str]]:
    """The targets files beside the specs that exist (odsgen.model.corrections.targets_beside,
    as ``odsgen validate`` finds them): (the name of its copy in the package, its path)."""
    from odsgen.model.corrections import targets_beside

    found = [t for t in targets_beside(specs) if os.path.isfile(t)]
    return [("targets.toml" if i == 0 else f"targets-{i + 1}.toml", t) for i, t in enumerate(found)]


def _read_targets(path: str) -> str:
    from odsgen.diagnostics import OdsgenError, error

    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise OdsgenError(error(None, f"cannot read the targets file '{path}' beside the spec: {why}")) from None


class _XdslPackage:
    """``--backend xdsl``: odsgen's modules, then dialect.py, passes.py and __init__.py
    (templates/xdsl/), with copies of the targets files beside the spec."""

    name = "xdsl"
    templates: tuple[str, ...] = ("*.py.j2", "xdsl/*.py.j2")
    trusted_layout = True  # (the xDSL templates too: odsgen.codegen.layout spells their long statements)
    stages = tuple(STAGES)  # (every stage built first; odsgen's modules rendered in the backends' order)

    def render(self, view: PackageView, model, locator, specs, modules) -> dict[str, str]:
        from odsgen.codegen.backends import backends

        files: dict[str, str] = {}
        for backend in backends():
            files.update(backend.emit(view))
        ctx = build(view, model, locator)
        p = view.package
        # A targets.toml beside the spec goes with the package: the passes read it as
        # ``--targets`` is read (a copy, so the package holds no path of this machine).
        ctx["spec_targets"] = []
        for name, path in spec_targets(specs):
            copy = f"\n# A copy of {os.path.basename(path)} beside the spec, for the passes (docs/xdsl.md).\n"
            files[f"{p}/{name}"] = str(header(view)) + copy + _read_targets(path)
            ctx["spec_targets"].append(name)
        files[f"{p}/__init__.py"] = render("xdsl/__init__.py.j2", pkg=view, x=ctx)
        files[f"{p}/dialect.py"] = render("xdsl/dialect.py.j2", pkg=view, x=ctx)
        files[f"{p}/passes.py"] = render("xdsl/passes.py.j2", pkg=view, x=ctx)
        return files

    def carried(self, specs) -> list[str]:
        from odsgen.model.corrections import targets_beside

        return list(targets_beside(specs))


PACKAGE = _XdslPackage()
