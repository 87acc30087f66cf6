"""SSA dominance, as MLIR's verifier checks it (``OperationVerifier::verifyDominanceOfContainedRegions``).

Every operand must properly dominate its use: in a region with SSA dominance, a value
defined in the same block comes before the use, one of another block of the region is
defined in a block that dominates the use's block (the control-flow graph of the blocks'
terminators' successors), and a use in a nested region is placed by the op of the
value's region that holds it (so an op's regions cannot use its own results). A block
argument dominates its block and every block that block dominates. Ops of blocks that
are not reachable from their region's entry are not checked (as MLIR's verifier), and
such a block is dominated by every other block of its region (as LLVM's dominator tree).

Graph regions (``RegionKindInterface``) have no dominance inside a block: the body of
``builtin.module`` and the few upstream ops that declare graph regions, and, as in
``mlir-opt --allow-unregistered-dialect``, the regions of ops MLIR does not register
(ops of dialects that are neither the spec's nor MLIR's own). The top-level block of a
file is one (MLIR wraps several top-level ops in a ``builtin.module``).

``dominance_errors`` checks a whole module in one pass (``odsgen validate``);
``properly_dominates`` answers one use (the rewrite driver, for the ops a rewrite touched).
Both word a failure as mlir-opt does: ``operand #1 does not dominate this use``.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator
from typing import Any

from odsgen.runtime import ir

__all__ = ["GRAPH_REGION_OPS", "MLIR_DIALECTS", "region_kind", "dominance_errors", "properly_dominates", "message"]

# Upstream ops whose regions are graph regions (GraphRegionNoTerminator, HasOnlyGraphRegion,
# or a RegionKindInterface answering Graph) in MLIR 22.
GRAPH_REGION_OPS = frozenset(
    {
        "builtin.module",
        "gpu.module",
        "ml_program.subgraph",
        "transform.apply_conversion_patterns",
        "transform.apply_patterns",
        "transform.structured.replace",
    }
)
# The dialects mlir-opt 22 registers (its "Available dialects"), less its test dialects:
# their ops have SSA regions unless listed above.
MLIR_DIALECTS = frozenset(
    "acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization builtin cf complex dlti emitc func "
    "gpu index irdl linalg llvm math memref ml_program mpi nvgpu nvvm omp pdl pdl_interp ptr quant rocdl scf shape "
    "shard smt sparse_tensor spirv tensor tosa transform ub vector wasmssa x86vector xegpu xevm".split()
)


def region_kind(registered: Container[str] = ()) -> Callable[[ir.Operation | None], bool]:
    """``ssa(op)``: whether the regions of ``op`` have SSA dominance (None: the top-level
    block, a graph). ``registered``: op names registered beside MLIR's own (a spec's ops)."""
    known: dict[str, bool] = {}

    def ssa(op: ir.Operation | None) -> bool:
        if op is None:
            return False
        name = op.name
        got = known.get(name)
        if got is None:
            got = known[name] = name not in GRAPH_REGION_OPS and (
                name in registered or name.partition(".")[0] in MLIR_DIALECTS
            )
        return got

    return ssa


def message(index: int) -> str:
    """mlir-opt's words for an operand that does not dominate its use."""
    return f"operand #{index} does not dominate this use"


# --------------------------------------------------------------------------- blocks


def _successors(block: ir.Block, region: ir.Region) -> list[ir.Block]:
    ops = block.operations
    if not ops:
        return []
    return [s for s in ops[-1].successors if s.parent is region]


class _Tree:
    """The dominator tree of a region's blocks (Cooper, Harvey and Kennedy's iterative
    algorithm over the reverse post-order of the blocks reachable from the entry)."""

    __slots__ = ("rpo", "number", "idom")

    def __init__(self, region: ir.Region) -> None:
        entry = region.blocks[0]
        order: list[ir.Block] = []
        seen = {id(entry)}
        stack = [(entry, iter(_successors(entry, region)))]
        while stack:
            block, it = stack[-1]
            for s in it:
                if id(s) not in seen:
                    seen.add(id(s))
                    stack.append((s, iter(_successors(s, region))))
                    break
            else:
                stack.pop()
                order.append(block)
        self.rpo = order[::-1]
        self.number = {id(b): i for i, b in enumerate(self.rpo)}
        preds: dict[int, list[ir.Block]] = {id(b): [] for b in self.rpo}
        for b in self.rpo:
            for s in _successors(b, region):
                preds[id(s)].append(b)
        idom: dict[int, ir.Block] = {id(entry): entry}
        self.idom = idom
        changed = True
        while changed:
            changed = False
            for b in self.rpo[1:]:
                new: ir.Block | None = None
                for p in preds[id(b)]:
                    if id(p) in idom:
                        new = p if new is None else self._intersect(p, new)
                if new is not None and idom.get(id(b)) is not new:
                    idom[id(b)] = new
                    changed = True

    def _intersect(self, a: ir.Block, b: ir.Block) -> ir.Block:
        number, idom = self.number, self.idom
        while a is not b:
            while number[id(a)] > number[id(b)]:
                a = idom[id(a)]
            while number[id(b)] > number[id(a)]:
                b = idom[id(b)]
        return a

    def reachable(self, b: ir.Block) -> bool:
        return id(b) in self.number

    def properly_dominates(self, a: ir.Block, b: ir.Block) -> bool:
        """Whether block ``a`` properly dominates block ``b`` (an unreachable ``b``: by anything)."""
        if a is b:
            return False
        if not self.reachable(b):
            return True
        if not self.reachable(a):
            return False
        entry = self.rpo[0]
        while b is not entry:
            b = self.idom[id(b)]
            if b is a:
                return True
        return False


# --------------------------------------------------------------------------- one use


def _ancestor_in(user: ir.Operation, block: ir.Block) -> ir.Operation | None:
    """The op holding ``user`` (or ``user``) that stands in ``block``'s region, or None."""
    region = block.parent
    cur: ir.Operation | None = user
    while cur is not None:
        b = cur.parent
        if b is None:
            return None
        if b is block or (region is not None and b.parent is region):
            return cur
        cur = b.parent.parent if b.parent is not None else None
    return None


def properly_dominates(value: ir.Value, user: ir.Operation, ssa: Callable[[ir.Operation | None], bool]) -> bool:
    """Whether ``value`` properly dominates its use by ``user`` (MLIR's
    ``DominanceInfo::properlyDominates(Value, Operation*)``); False for a value whose
    definition is not in the tree ``user`` is in (an erased op's result)."""
    if isinstance(value, ir.BlockArgument):
        block = value.owner
        if block is None:
            return False
        holder = _ancestor_in(user, block)
        if holder is None:
            return False
        if holder.parent is block:
            return True
        return _block_dominates(block, holder.parent)
    owner = getattr(value, "owner", None)
    if not isinstance(owner, ir.Operation) or owner.parent is None:
        return False
    block = owner.parent
    holder = _ancestor_in(user, block)
    if holder is None:
        return False
    if holder.parent is block:
        if not ssa(block.parent.parent if block.parent is not None else None):
            return True
        if holder is owner:
            return False
        ops = block.operations
        try:
            ops.index(owner, 0, ops.index(holder))  # (operations compare by identity)
        except ValueError:
            return False
        return True
    return _block_dominates(block, holder.parent)


def _block_dominates(a: ir.Block, b: ir.Block | None) -> bool:
    region = a.parent
    if b is None or region is None or b.parent is not region:
        return False
    return _Tree(region).properly_dominates(a, b)


# --------------------------------------------------------------------------- a whole module

# ("block", block, graph, check, next op, added values, op whose results come next, values
# seen from the start), ("drop", added values) or ("region", region, graph).
_Task = tuple[Any, ...]


def dominance_errors(body: ir.Block, ssa: Callable[[ir.Operation | None], bool]) -> Iterator[tuple[ir.Operation, int]]:
    """(op, operand number) of every use in ``body`` (a module's top-level block, a graph)
    that its operand does not properly dominate. One pass; iterative, so that any depth
    of nesting is fine."""
    visible: set[ir.Value] = set()  # the values that dominate the current point (by identity)
    # Tasks, last first: ("block", block, graph, check, next op, added ids, op whose
    # results come next, values seen from the start), ("drop", added values), ("region", region, graph).
    stack: list[_Task] = [("block", body, True, True, 0, [], None, ())]
    while stack:
        task = stack.pop()
        kind = task[0]
        if kind == "drop":
            visible.difference_update(task[1])
            continue
        if kind == "region":
            _push_region(stack, task[1], task[2])
            continue
        _, block, graph, check, i, added, after, seed = task
        if after is not None:
            values = after.results
        elif i == 0:
            values = [*seed, *block.arguments]
            if graph:
                values += [r for o in block.operations for r in o.results]
        else:
            values = ()
        visible.update(values)
        added.extend(values)
        ops = block.operations
        n = len(ops)
        covers = visible.issuperset
        while i < n:
            op = ops[i]
            i += 1
            if check and not covers(op.operands):
                for k, v in enumerate(op.operands):
                    if v not in visible:
                        yield op, k
            if op.regions:
                # The op's regions first (checked whether or not this block is reachable),
                # then its results (not visible inside them), then the rest of the block.
                stack.append(("block", block, graph, check, i, added, None if graph else op, ()))
                inner = ssa(op)
                for region in reversed(op.regions):
                    stack.append(("region", region, not inner))
                break
            if not graph and op.results:
                visible.update(op.results)
                added.extend(op.results)


def _push_region(stack: list[_Task], region: ir.Region, graph: bool) -> None:
    blocks = region.blocks
    if not blocks:
        return
    if len(blocks) == 1:
        added: list[ir.Value] = []
        stack.append(("drop", added))
        stack.append(("block", blocks[0], graph, True, 0, added, None, ()))
        return
    tree = _Tree(region)
    children: dict[int, list[ir.Block]] = {}
    for b in tree.rpo[1:]:
        children.setdefault(id(tree.idom[id(b)]), []).append(b)
    # In execution order: each reachable block, its dominator-tree children, then its drop;
    # then each unreachable block, its ops unchecked, seeing every value of the region's
    # other blocks (an unreachable block is dominated by every block).
    tasks: list[_Task] = []
    walk: list[tuple[ir.Block, bool]] = [(tree.rpo[0], False)]
    dropped: dict[int, list[ir.Value]] = {}
    while walk:
        b, done = walk.pop()
        if done:
            tasks.append(("drop", dropped[id(b)]))
            continue
        added = dropped[id(b)] = []
        tasks.append(("block", b, graph, True, 0, added, None, ()))
        walk.append((b, True))
        for c in reversed(children.get(id(b), ())):
            walk.append((c, False))
    for b in blocks:
        if tree.reachable(b):
            continue
        others = [
            v for o in blocks if o is not b for v in (*o.arguments, *(r for x in o.operations for r in x.results))
        ]
        added = []
        tasks.append(("block", b, graph, False, 0, added, None, others))
        tasks.append(("drop", added))
    stack.extend(reversed(tasks))
