"""Modules of the MLIR Python bindings built from odsgen's IR, for the adapter's tests.

``to_bindings(module, ir_mod, context)`` rebuilds a module read by odsgen's reader op by op
with the bindings' ``Operation.create`` in ``context`` (types and attributes through
their text, every op located where the reader found it), without running the
verifier: the availability test modules (avail_modules.py) exercise attributes on
operands of placeholder types, which MLIR's parser would reject. Successors are not
rebuilt (the test modules have none).
"""

from __future__ import annotations


def to_bindings(module, ir_mod, context, filename: str = "<input>"):
    """The bindings' top-level operation (a ``builtin.module``) equal to odsgen's ``module``."""
    values: dict[int, object] = {}
    types: dict[object, object] = {}
    attrs: dict[object, object] = {}

    def type_of(t):
        hit = types.get(t)
        if hit is None:
            hit = types[t] = ir_mod.Type.parse(str(t))
        return hit

    def attr_of(a):
        hit = attrs.get(a)
        if hit is None:
            hit = attrs[a] = ir_mod.Attribute.parse(str(a))
        return hit

    def build(op, block):
        named = {}
        for d in op.attributes, (op.properties or {}):  # a <{...}> value wins, as in MLIR's parser
            for k, v in d.items():
                named[k] = attr_of(v)
        new = ir_mod.Operation.create(
            op.name,
            results=[type_of(t) for t in op.result_types],
            operands=[values[id(v)] for v in op.operands],
            attributes=named,
            regions=len(op.regions),
            loc=ir_mod.Location.file(filename, op.line, op.col),
        )
        if block is not None:
            block.append(new)  # not an InsertionPoint: test modules may hold ops after a terminator
        for r, nr in zip(op.results, new.results):
            values[id(r)] = nr
        for region, nregion in zip(op.regions, new.regions):
            for blk in region.blocks:
                nblock = nregion.blocks.append(*[type_of(a.type) for a in blk.arguments])
                for a, na in zip(blk.arguments, nblock.arguments):
                    values[id(a)] = na
                for inner in blk.operations:
                    build(inner, nblock)
        return new

    with context, ir_mod.Location.unknown():
        (top,) = module.operations
        return build(top, None)
