"""Typed op builders: what a generated op class's ``build(...)`` does.

``ConvOp.build(input=x, filter=w, groups=2, mode=ConvMode.fast, result_type=t)`` passes
its keyword arguments (named after the ODS operands, attributes and results) here, in
the order of the op's ``OpSpec`` (odsgen.runtime.verify), which knows each group's arity
and each attribute's constraint:

- operands: a ``Value`` (single), a ``Value`` or None (optional), a sequence of them
  (variadic); results: a ``Type``, a ``Type`` or None, a sequence of them. With
  ``AttrSizedOperandSegments``/``AttrSizedResultSegments`` the segment sizes are filled in.
- attributes: an ``ir.Attribute`` as it is, or a Python value made into the attribute
  the constraint asks for (``attribute_from``): for an enum attribute, a case of its own
  generated enum (integer or dialect enum attribute; a case of another enum, an ``int``
  or a ``str`` is refused, as the argument's type says); an ``int`` (integer attribute
  of the constraint's width), a ``float``, ``bool``, ``str`` (string or symbol
  reference), an ``ir.Type`` (type attribute), a list (array or dense array attribute).
  None leaves an optional or default-valued attribute out (MLIR reads an absent
  default-valued attribute as its default), and so does False a unit attribute.
- regions: one argument per ODS region, named after it: a detached ``ir.Region``, or a
  detached ``ir.Block`` (the region of that one block), moved into the op; None (a
  variadic region: ``()``) leaves the region empty, as MLIR's builders create it.
- The op is built detached (``ir.Operation.create``; inherent attributes as properties)
  and verified against its spec; a wrong argument is a ``TypeError``, an op that would
  be malformed a ``ValueError``, each naming the op class and the argument (and leaving
  the regions and blocks given as they were). Insert the result with a rewriter
  (``rw.insert(...)``) or a block.
"""

from __future__ import annotations

import enum
import reprlib
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from odsgen.runtime import ir
from odsgen.runtime import matchers as M
from odsgen.runtime import verify as V
from odsgen.runtime.avail import case_of

__all__ = ["build_op", "attribute_from"]


def _types_of(m: M.Matcher | None) -> Iterator[ir.Type]:
    """The concrete types a type matcher names (an integer of a width, an exact type)."""
    if m is None:
        return
    for _, n in M.iter_matchers(m):
        if isinstance(n, M.ExactType):
            yield n.type
        elif isinstance(n, M.IntegerOf) and n.width is not None:
            yield ir.IntegerType(n.width, n.signedness or "")
        elif isinstance(n, M.AnyFloat):
            yield ir.FloatType("f32")


def _enum_nodes(value: enum.Enum, nodes: list[M.Matcher], enum_cls: type[enum.Enum] | None) -> Iterator[M.Matcher]:
    """The enum attribute constraints among ``nodes`` that ``value`` is a case of: with
    ``enum_cls`` (the attribute's generated enum) those a case of it stands for, else
    (a matcher alone) those of the C++ enum the case's generated enum is named after."""
    for n in nodes:
        if isinstance(n, (M.DialectEnumOf, M.EnumOf)) and (
            enum_cls is not None or n.class_name == type(value).__name__
        ):
            yield n


def _candidates(value: object, matcher: M.Matcher, enum_cls: type[enum.Enum] | None = None) -> Iterator[ir.Attribute]:
    """Attributes ``value`` could stand for under ``matcher``, most specific first."""
    from odsgen.runtime import reader

    nodes = [n for _, n in M.iter_matchers(matcher)]
    if isinstance(value, enum.Enum):
        case = value if enum_cls is None else case_of(value, enum_cls)
        if case is None:
            return
        text = str(getattr(case, "spelling", None) or case)
        for n in _enum_nodes(case, nodes, enum_cls):
            if isinstance(n, M.DialectEnumOf):
                try:
                    yield reader.parse_attribute(f"#{n.dialect}.{n.name}<{text}>")
                except Exception:  # a spelling the attribute syntax cannot hold: not this one
                    pass
            elif isinstance(n, M.EnumOf):
                yield ir.IntegerAttr(int(case.value), ir.IntegerType(n.width))
        return
    if isinstance(value, bool):
        yield ir.BoolAttr(value)
        if value:
            yield ir.UnitAttr()
        return
    if isinstance(value, ir.Type):
        yield ir.TypeAttr(value)
        return
    if isinstance(value, int):
        for n in nodes:
            if isinstance(n, M.AttrKind) and n.kind == "integer":
                for t in _types_of(n.value_type) if n.value_type is not None else iter((ir.IntegerType(64),)):
                    yield ir.IntegerAttr(value, t)
            elif isinstance(n, M.AttrKind) and n.kind == "float":
                yield from (ir.FloatAttr(float(value), t) for t in _types_of(n.value_type))
        return
    if isinstance(value, float):
        for n in nodes:
            if isinstance(n, M.AttrKind) and n.kind == "float":
                for t in list(_types_of(n.value_type)) or [ir.FloatType("f64")]:
                    yield ir.FloatAttr(value, t)
        return
    if isinstance(value, str):
        yield ir.StringAttr(value)
        yield ir.SymbolRefAttr(value)
        return
    if isinstance(value, (list, tuple)):
        for n in nodes:
            if isinstance(n, M.ArrayOf):
                elems = [attribute_from(v, n.element) for v in value]
                if all(e is not None for e in elems):
                    yield ir.ArrayAttr(elems)  # type: ignore[arg-type]
            elif isinstance(n, M.AttrKind) and n.kind == "dense_array":
                for t in _types_of(n.value_type):
                    yield ir.DenseArrayAttr(t, value)


def attribute_from(value: object, matcher: M.Matcher, enum_cls: type[enum.Enum] | None = None) -> ir.Attribute | None:
    """``value`` as an attribute ``matcher`` accepts (an attribute as it is), or None.
    ``enum_cls``: the attribute's generated enum, whose cases alone stand for an enum
    attribute (without it, an enum case stands for the attribute of the C++ enum its
    generated enum is named after)."""
    if isinstance(value, ir.Attribute):
        return value
    try:
        for cand in _candidates(value, matcher, enum_cls):
            if matcher.matches(cand):
                return cand
    except (TypeError, ValueError, OverflowError):
        return None  # a value that makes no attribute of this kind (a dense array of strings...)
    return None


_SHOWN = reprlib.Repr()
_SHOWN.maxlevel, _SHOWN.maxlist, _SHOWN.maxtuple, _SHOWN.maxdict = 3, 6, 6, 4
_SHOWN.maxstring = _SHOWN.maxother = 60


def _shown(value: object) -> str:
    """``value`` in a message: its type and a short repr (however deep or long it is)."""
    try:
        text = _SHOWN.repr(value)
    except Exception:  # a repr that fails: the type alone
        return type(value).__name__
    return f"{type(value).__name__} ({text})"


def _values(where: str, kind: str, spec: V.ValueSpec, given: Any, want: type, what: str) -> list[Any]:
    """The values (or types) of one group, checked against its arity."""
    if spec.arity == V.SINGLE or spec.arity == V.OPTIONAL:
        if given is None:
            if spec.arity == V.SINGLE:
                raise ValueError(f"{where}: {kind} '{spec.name}' is required")
            return []
        items = [given]
    elif isinstance(given, (str, bytes)) or not isinstance(given, Sequence):
        raise TypeError(f"{where}: {kind} '{spec.name}' is variadic: give a sequence of {what}s, not {_shown(given)}")
    else:
        items = list(given)
        if spec.arity == V.VARIADIC_OF_VARIADIC:
            for group in items:
                if isinstance(group, (str, bytes)) or not isinstance(group, Sequence):
                    raise TypeError(
                        f"{where}: {kind} '{spec.name}' is a variadic of variadics: "
                        f"give a sequence of sequences of {what}s, not one of {_shown(group)}"
                    )
            items = [v for group in items for v in group]
    for v in items:
        if not isinstance(v, want):
            raise TypeError(f"{where}: {kind} '{spec.name}' must be {what}, not {_shown(v)}")
    return items


def _region(where: str, name: str, item: object, taken: list[ir.Region | ir.Block]) -> ir.Region:
    """The region a region argument gives: a detached Region, or one of a detached Block."""
    if isinstance(item, ir.Region):
        if item.parent is not None or any(item is t for t in taken):
            raise ValueError(f"{where}: region '{name}' already belongs to an operation")
        taken.append(item)
        return item
    if isinstance(item, ir.Block):
        if item.parent is not None or any(item is t for t in taken):
            raise ValueError(f"{where}: the block given as region '{name}' already belongs to a region")
        taken.append(item)
        return ir.Region([item])
    raise TypeError(f"{where}: region '{name}' must be a Region or a Block, not {_shown(item)}")


def _regions(where: str, spec: V.OpSpec, given: Sequence[object], taken: list[ir.Region | ir.Block]) -> list[ir.Region]:
    """The op's regions, in spec order (a region not given: empty, as MLIR's builders make it)."""
    out: list[ir.Region] = []
    for i, (name, variadic) in enumerate(spec.regions):
        g = given[i] if i < len(given) else None
        label = name or f"region{i}"
        if not variadic:
            out.append(ir.Region() if g is None else _region(where, label, g, taken))
        elif g is None:
            continue
        elif not isinstance(g, Sequence):
            raise TypeError(
                f"{where}: region '{label}' is variadic: give a sequence of Regions or Blocks, not {_shown(g)}"
            )
        else:
            out.extend(_region(where, label, item, taken) for item in g)
    return out


def build_op(
    cls: Any,
    verifier: V.Verifier,
    enums: Mapping[str, type[enum.Enum]],
    operands: Sequence[object],
    attributes: Mapping[str, object],
    result_types: Sequence[object],
    location: ir.LocationAttr | None = None,
    successors: Sequence[ir.Block] = (),
    regions: Sequence[object] = (),
) -> Any:
    """An instance of the op class ``cls`` wrapping a new, verified op (see the module doc).
    ``enums``: the generated enum of each enum attribute (``opview.enum_arguments(cls)``);
    ``regions``: one argument per region of the spec, in its order."""
    where = f"{cls.__name__}.build"
    op_name = cls.OPERATION_NAME
    spec = verifier.specs[op_name]
    props: dict[str, ir.Attribute] = {}
    values: list[ir.Value] = []
    types: list[ir.Type] = []
    for kind, specs, given, out, want, what, sizes_name, segmented in (
        ("operand", spec.operands, operands, values, ir.Value, "a Value", "operandSegmentSizes", spec.operand_segments),
        ("result", spec.results, result_types, types, ir.Type, "a Type", "resultSegmentSizes", spec.result_segments),
    ):
        sizes = []
        for s, g in zip(specs, given, strict=True):
            items = _values(where, kind, s, g, want, what)
            sizes.append(len(items))
            out.extend(items)
        if segmented:
            props[sizes_name] = ir.DenseArrayAttr(ir.IntegerType(32), sizes)
    known = {a.name: a for a in spec.attributes}
    for name, value in attributes.items():
        a = known.get(name)
        if a is None:
            raise TypeError(f"{where}: '{op_name}' has no attribute '{name}'")
        if value is False and attribute_from(value, a.matcher) is None and a.matcher.matches(ir.UnitAttr()):
            value = None  # a unit attribute: False is its absence
        if value is None:
            if a.required:
                raise ValueError(f"{where}: attribute '{name}' is required")
            continue
        enum_cls = enums.get(name)
        attr = attribute_from(value, a.matcher, enum_cls)
        if attr is None:
            what = a.summary or a.matcher.describe()
            if enum_cls is not None:
                what = f"a case of {enum_cls.__name__} or an attribute ({what})"
            raise TypeError(f"{where}: attribute '{name}' must be {what}, not {_shown(value)}")
        props[name] = attr
    for b in successors:
        if not isinstance(b, ir.Block):
            raise TypeError(f"{where}: a successor must be a Block, not {_shown(b)}")
    taken: list[ir.Region | ir.Block] = []
    made = _regions(where, spec, regions, taken)
    op = ir.Operation.create(op_name, values, types, props or None, None, made, successors, location)
    res = verifier.verify(op)
    if res is not None and res.errors:
        for r in made:  # the regions and blocks given stay the caller's, as they were
            r.parent = None
        for t in taken:
            if isinstance(t, ir.Block):
                t.parent = None
        raise ValueError(
            f"{where}: the op would be malformed: "
            + "; ".join(V.problem_text(op_name, p.category, p.message) for p in res.errors)
        )
    return cls(op)
