"""The df dialect's downgrade patterns (downgrade.py) as xDSL RewritePatterns, over the
xDSL package ``odsgen gen examples/dataflow/dataflow.td --backend xdsl`` writes
(docs/xdsl.md)::

    import df
    from xdsl_downgrade import patterns

    walker = df.GatedWalker(patterns(df), "version=V_2")
    walker.rewrite_module(module)  # walker.refused: the rewrites the target did not let through

The patterns never check availability: the gated walker tries a pattern only on ops the
target does not allow, refuses a rewrite whose new ops the target lacks (the module stays
as it was for that match) and says why, as ``odsgen convert`` does.
"""

from __future__ import annotations

from xdsl.dialects import arith, builtin
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

SEGMENTS = "operandSegmentSizes"


def patterns(df) -> list[RewritePattern]:
    """The patterns, over ``df`` (the generated xDSL package of the df dialect)."""
    D = df.dialect

    def _address_of(value):
        owner = value.owner
        return owner.properties.get("variable") if isinstance(owner, D.VariableAddressOp) else None

    class DropTrace(RewritePattern):
        """V_3 -> V_2: tracing has no result; an older runtime simply does not trace."""

        name = "drop_trace"

        def match_and_rewrite(self, op, rewriter: PatternRewriter, /):
            if isinstance(op, D.TensorTraceOp):
                rewriter.erase(op)

    class DropPriority(RewritePattern):
        """V_3 -> V_2: the priority hint goes."""

        name = "drop_priority"

        def match_and_rewrite(self, op, rewriter: PatternRewriter, /):
            if isinstance(op, D.DispatchOp) and "priority" in op.properties:
                new = op.clone()
                del new.properties["priority"]
                rewriter.replace(op, new)

    class UnmaskConstantStore(RewritePattern):
        """V_3 -> V_2: a store masked by a constant ``true`` stores unmasked, ``false`` not at all."""

        name = "unmask_constant_store"

        def match_and_rewrite(self, op, rewriter: PatternRewriter, /):
            if not isinstance(op, D.TensorStoreOp) or op.mask is None:
                return
            const = op.mask.owner
            if not isinstance(const, arith.ConstantOp) or not isinstance(const.value, builtin.IntegerAttr):
                return
            if const.value.value.data == 0:
                rewriter.replace(op, [], [op.target])
                return
            new = D.TensorStoreOp.build(
                operands=[op.value, op.target, list(op.indices), []], result_types=[op.results[0].type]
            )
            rewriter.replace(op, new)

    class ForwardClone(RewritePattern):
        """V_2 -> V_1: with value semantics a clone is the tensor it copies."""

        name = "forward_clone"

        def match_and_rewrite(self, op, rewriter: PatternRewriter, /):
            if isinstance(op, D.TensorCloneOp):
                rewriter.replace(op, [], [op.operand])

    class DirectVariableLoad(RewritePattern):
        """V_2 -> V_1: load through ``variable.address @v``: load ``@v``."""

        name = "direct_variable_load"

        def match_and_rewrite(self, op, rewriter: PatternRewriter, /):
            if not isinstance(op, D.VariableLoadIndirectOp):
                return
            variable = _address_of(op.variable)
            if variable is not None:
                load = D.VariableLoadOp.build(properties={"variable": variable}, result_types=[op.results[0].type])
                rewriter.replace(op, load)

    class DirectVariableStore(RewritePattern):
        """V_2 -> V_1: store through ``variable.address @v``: store to ``@v``."""

        name = "direct_variable_store"

        def match_and_rewrite(self, op, rewriter: PatternRewriter, /):
            if not isinstance(op, D.VariableStoreIndirectOp):
                return
            variable = _address_of(op.variable)
            if variable is not None:
                rewriter.replace(op, D.VariableStoreOp.build(operands=[op.value], properties={"variable": variable}))

    class StaticReshape(RewritePattern):
        """V_2 -> V_1: a reshape to a static shape needs no dynamic result dims."""

        name = "static_reshape"

        def match_and_rewrite(self, op, rewriter: PatternRewriter, /):
            if not isinstance(op, D.TensorReshapeOp) or not op.result_dims:
                return
            t = op.results[0].type
            if not isinstance(t, builtin.TensorType) or any(d < 0 for d in t.get_shape()):
                return
            rewriter.replace(op, D.TensorReshapeOp.build(operands=[op.source, []], result_types=[t]))

    return [
        DropTrace(),
        DropPriority(),
        UnmaskConstantStore(),
        ForwardClone(),
        DirectVariableLoad(),
        DirectVariableStore(),
        StaticReshape(),
    ]
