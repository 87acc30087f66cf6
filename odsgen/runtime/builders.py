"""Typed op builders: what a generated op class's ``build(...)`` does.

``ConvOp.build(input=x, filter=w, groups=2, mode=ConvMode.fast, result_type=t)`` passes
its keyword arguments (named after the ODS operands, attributes and results) here, in
the order of the op's ``OpSpec`` (odsgen.runtime.verify), which knows each group's arity
and each attribute's constraint:

- operands: a ``Value`` (single), a ``Value`` or None (optional), a sequence of them
  (variadic); results: a ``Type``, a ``Type`` or None, a sequence of them. With
  ``AttrSizedOperandSegments``/``AttrSizedResultSegments`` the segment sizes are filled in.
- attributes: an ``ir.Attribute`` as it is, or a Python value made into the attribute
  the constraint asks for (``attribute_from``): a generated enum's case (integer or
  dialect enum attribute), an ``int`` (integer attribute of the constraint's width), a
  ``float``, ``bool``, ``str`` (string or symbol reference), an ``ir.Type`` (type
  attribute), a list (array or dense array attribute). None leaves an optional or
  default-valued attribute out (MLIR reads an absent default-valued attribute as its
  default).
- The op is built detached (``ir.Operation.create``; inherent attributes as properties,
  the spec's regions empty) and verified against its spec; a wrong argument is a
  ``TypeError``, an op that would be malformed a ``ValueError``, each naming the op class
  and the argument. Insert the result with a rewriter (``rw.insert(...)``) or a block.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from odsgen.runtime import ir
from odsgen.runtime import matchers as M
from odsgen.runtime import verify as V

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


def _candidates(value: object, matcher: M.Matcher) -> Iterator[ir.Attribute]:
    """Attributes ``value`` could stand for under ``matcher``, most specific first."""
    from odsgen.runtime import reader

    nodes = [n for _, n in M.iter_matchers(matcher)]
    if isinstance(value, enum.Enum):
        text = str(getattr(value, "spelling", None) or value)
        for n in nodes:
            if isinstance(n, V.DialectEnumOf):
                try:
                    yield reader.parse_attribute(f"#{n.dialect}.{n.name}<{text}>")
                except Exception:  # a spelling the attribute syntax cannot hold: not this one
                    pass
            elif isinstance(n, M.EnumOf):
                yield ir.IntegerAttr(int(value.value), ir.IntegerType(n.width))
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
            if isinstance(n, M.EnumOf):
                yield ir.IntegerAttr(value, ir.IntegerType(n.width))
            elif isinstance(n, M.AttrKind) and n.kind == "integer":
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
        for n in nodes:
            if isinstance(n, V.DialectEnumOf) and value in n.cases:
                yield reader.parse_attribute(f"#{n.dialect}.{n.name}<{value}>")
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


def attribute_from(value: object, matcher: M.Matcher) -> ir.Attribute | None:
    """``value`` as an attribute ``matcher`` accepts (an attribute as it is), or None."""
    if isinstance(value, ir.Attribute):
        return value
    for cand in _candidates(value, matcher):
        if matcher.matches(cand):
            return cand
    return None


def _values(where: str, kind: str, spec: V.ValueSpec, given: Any, want: type, what: str) -> list[Any]:
    """The values (or types) of one group, checked against its arity."""
    if spec.arity == V.SINGLE or spec.arity == V.OPTIONAL:
        if given is None:
            if spec.arity == V.SINGLE:
                raise ValueError(f"{where}: {kind} '{spec.name}' is required")
            return []
        items = [given]
    elif isinstance(given, (str, bytes)) or not isinstance(given, Sequence):
        raise TypeError(f"{where}: {kind} '{spec.name}' is variadic: give a sequence of {what}s, not {given!r}")
    else:
        items = list(given)
        if spec.arity == V.VARIADIC_OF_VARIADIC:
            items = [v for group in items for v in group]
    for v in items:
        if not isinstance(v, want):
            raise TypeError(f"{where}: {kind} '{spec.name}' must be {what}, not {type(v).__name__} ({v!r})")
    return items


def build_op(
    cls: Any,
    verifier: V.Verifier,
    operands: Sequence[object],
    attributes: Mapping[str, object],
    result_types: Sequence[object],
    location: ir.LocationAttr | None = None,
    successors: Sequence[ir.Block] = (),
) -> Any:
    """An instance of the op class ``cls`` wrapping a new, verified op (see the module doc)."""
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
        if value is None:
            if a.required:
                raise ValueError(f"{where}: attribute '{name}' is required")
            continue
        attr = attribute_from(value, a.matcher)
        if attr is None:
            raise TypeError(
                f"{where}: attribute '{name}' must be {a.summary or a.matcher.describe()}, "
                f"not {type(value).__name__} ({value!r})"
            )
        props[name] = attr
    regions = sum(1 for _, variadic in spec.regions if not variadic)
    op = ir.Operation.create(op_name, values, types, props or None, None, regions, successors, location)
    res = verifier.verify(op)
    if res is not None and res.errors:
        raise ValueError(
            f"{where}: the op would be malformed: "
            + "; ".join(V.problem_text(op_name, p.category, p.message) for p in res.errors)
        )
    return cls(op)
