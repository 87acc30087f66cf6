"""Downgrade patterns for the df dialect: rewrite what later versions added into what
older versions have (docs/convert.md).

    odsgen convert examples/dataflow/sample.mlir --spec examples/dataflow/dataflow.td \\
        --target version=V_2 --patterns examples/dataflow/downgrade.py -o build/sample-v2.mlir

Each function decorated with ``@pattern("op.name")`` is tried on the ops of that name that
the target does not allow; it changes the module only through the rewriter ``rw``, which
records whether it did: a pattern returns nothing, and one that changed nothing did not
apply. New ops of another kind are built
with the typed builders of the spec's generated package, ``rw.package`` (its op classes:
``rw.package.VariableLoadOp.build(variable=..., result_type=...)``); an op rebuilt as it
was, less an attribute, is ``rw.create(op.name, ...)``. The patterns never check
availability: ``odsgen convert`` refuses (and undoes) a rewrite whose new ops the target
does not allow, and reports what is left.

- V_3 -> V_2: ``tensor.trace`` is dropped (tracing has no result); ``dispatch`` loses its
  ``priority`` hint; a ``tensor.store`` masked by a constant becomes an unmasked store (a
  ``true`` mask) or no store at all (``false``).
- V_2 -> V_1: ``tensor.clone`` is its operand (tensors have value semantics); an indirect
  variable load or store through ``variable.address @v`` uses ``@v`` directly (this one
  also moves a module to V_4, where the indirect load is gone); a ``tensor.reshape`` to a
  static shape drops its dynamic result dims.
- No V_1 form: ``tensor.slice``, ``dispatch.region``, ``ex.stream.fragment``, i8/f16
  elements and reshapes to a dynamic shape; they are reported as still blocking V_1.
"""

from __future__ import annotations

from odsgen.runtime import ir
from odsgen.runtime.rewrite import pattern

SEGMENTS = "operandSegmentSizes"


def _defining(value: ir.Value, name: str) -> ir.Operation | None:
    """The op named ``name`` that defines ``value``, or None."""
    owner = getattr(value, "owner", None)
    return owner if isinstance(owner, ir.Operation) and owner.name == name else None


def _without(op: ir.Operation, *names: str) -> dict:
    """``op``'s properties and attributes without ``names``, as keywords of ``rw.create``."""
    props = op.properties.without(*names) if isinstance(op.properties, ir.DictionaryAttr) else op.properties
    return {"properties": props, "attributes": op.attributes.without(*names)}


# --------------------------------------------------------------------------- V_3 -> V_2


@pattern("df.tensor.trace")
def drop_trace(op, rw):
    """Tracing is a debugging aid without results: an older runtime simply does not trace."""
    rw.erase_op(op)


@pattern("df.dispatch")
def drop_priority(op, rw):
    """The priority attribute (V_3) is a scheduling hint: older versions dispatch without it."""
    if op.get_attr("priority") is None:
        return
    new = rw.create(
        op.name, op.operands, [r.type for r in op.results], location=op.location, **_without(op, "priority")
    )
    rw.replace_op(op, new)


@pattern("df.tensor.store")
def unmask_constant_store(op, rw):
    """A store masked (V_3) by a constant: ``true`` stores unmasked, ``false`` stores nothing."""
    sizes = op.get_attr(SEGMENTS)
    if sizes is None or list(sizes.values)[-1:] != [1]:
        return
    const = _defining(op.operands[-1], "arith.constant")
    value = const.get_attr("value") if const is not None else None
    if not isinstance(value, ir.BoolAttr):
        return  # a mask computed at run time has no unmasked equivalent
    if not value.value:
        rw.replace_op(op, [op.operands[1]])  # nothing stored: the result is the target
        return
    segments = ir.DenseArrayAttr(sizes.element_type, [*list(sizes.values)[:-1], 0])
    fields = _without(op, SEGMENTS)
    where = "properties" if isinstance(op.properties, ir.DictionaryAttr) and SEGMENTS in op.properties else "attributes"
    fields[where] = (fields[where] or ir.DictionaryAttr()).with_({SEGMENTS: segments})
    new = rw.create(op.name, op.operands[:-1], [r.type for r in op.results], location=op.location, **fields)
    rw.replace_op(op, new)


# --------------------------------------------------------------------------- V_2 -> V_1


@pattern("df.tensor.clone")
def forward_clone(op, rw):
    """With value semantics a clone is the tensor it copies."""
    rw.replace_op(op, [op.operands[0]])


def _address_of(value: ir.Value, df) -> ir.Attribute | None:
    """The variable ``@v`` when ``value`` is a ``df.variable.address @v``, else None."""
    address = _defining(value, df.VariableAddressOp.OPERATION_NAME)
    return df.VariableAddressOp(address).variable if address is not None else None


@pattern("df.variable.load.indirect")
def direct_variable_load(op, rw):
    """Load through ``variable.address @v``: load ``@v``."""
    df = rw.package  # the spec's generated package: typed builders
    variable = _address_of(op.operands[0], df)
    if variable is None:
        return
    load = df.VariableLoadOp.build(variable=variable, result_type=op.result.type, location=op.location)
    rw.replace_op(op, rw.insert(load))


@pattern("df.variable.store.indirect")
def direct_variable_store(op, rw):
    """Store through ``variable.address @v``: store to ``@v``."""
    df = rw.package
    store = df.VariableStoreIndirectOp(op)
    variable = _address_of(store.variable, df)
    if variable is None:
        return
    rw.insert(df.VariableStoreOp.build(value=store.value, variable=variable, location=op.location))
    rw.erase_op(op)


@pattern("df.tensor.reshape")
def static_reshape(op, rw):
    """A reshape to a static shape needs no dynamic result dims (V_2)."""
    shape = getattr(op.result.type, "shape", None)
    if shape is None or any(d is None or d < 0 for d in shape):
        return  # a dynamic result shape needs its dims: no V_1 form
    new = rw.create(op.name, op.operands[:1], [op.result.type], op.properties, op.attributes, location=op.location)
    rw.replace_op(op, new)
