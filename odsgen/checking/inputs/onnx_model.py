"""ONNX models (``.onnx`` protobuf) as modules of odsgen's IR (docs/onnx.md).

A model is read through the onnx package (``onnx.load`` without its external data) into
one ``func.func`` per graph: the main graph and each model-local function. Its inputs
and initializers are the block arguments, each node an op, its outputs ``func.return``'s
operands. A node of domain D and type T becomes the op ``<dialect of D>.T_v<since>`` of
``odsgen import onnx``'s spec (onnx_import): the version of T that the opset of D
selects (the greatest ``since_version`` not above it, as ``onnx.defs.get_schema`` does),
so the same model checked at another opset reads as the op versions of that opset
(``resolving_at``). A deprecated version or one the opset predates reads as the version
the spec makes unavailable there (the one before it, or the first), whose availability
says why. A node of a domain the spec does not know (a custom domain, a call of a local
function) is an op of a dialect of its own, which the checks pass over.

Attributes are the op's properties (INT: ``i64``, FLOAT: ``f32``, STRING, the lists as
arrays, TENSOR as a ``dense_resource`` of its type, TYPE_PROTO a type); graph attributes
(``If``, ``Loop``, ``Scan``) are regions whose block arguments are the subgraph's inputs;
an input left out (``""``) is no operand (``operandSegmentSizes`` counts the groups when
the op version has several optional or variadic ones). Value types come from the graph's
inputs, outputs, value_info and initializers, then from ONNX's shape inference; a value
still without one is ``!onnx.unknown``. Each op is located at its node, as reports print
it: ``model.onnx: node #N 'name' (Type)`` (``NodeListing``). What ONNX's strict shape
inference refuses at the opsets read (as ``onnx.checker``'s full_check) is kept by op
(``refusals``), and validate reports it as the node's malformed structure.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

from odsgen.source import Loc, SourceFile, SourceManager

if TYPE_CHECKING:
    from odsgen.runtime.ir import Module

__all__ = [
    "is_onnx_path",
    "looks_onnx",
    "read_onnx",
    "refusals",
    "resolving_at",
    "resolving_for",
    "readings",
    "model_opsets",
    "ONNX_SUFFIX",
]

ONNX_SUFFIX = ".onnx"

# The opsets (ONNX domain -> opset) models are read at while a check runs (``resolving_at``),
# or the function that works them out when a model is first read (``resolving_for``).
_AT: list[dict[str, int] | Callable[[], dict[str, int] | None] | None] = [None]


@contextlib.contextmanager
def resolving_at(opsets: dict[str, int] | Callable[[], dict[str, int] | None] | None) -> Iterator[None]:
    """While the block runs, models are read at ``opsets`` (``{"": 13, "ai.onnx.ml": 3}``;
    or a function giving them, called at the first model read) instead of their own
    opset_import, for the domains named."""
    before = _AT[0]
    _AT[0] = opsets
    try:
        yield
    finally:
        _AT[0] = before


def resolving_for(target: Any) -> contextlib.AbstractContextManager[None]:
    """``resolving_at(target_opsets(target))``, worked out only when a model is read: a
    check of SPIR-V or TOSA modules never imports the onnx package (seconds of startup)."""
    return resolving_at(lambda: target_opsets(target))


def _opsets_at() -> dict[str, int] | None:
    at = _AT[0]
    if callable(at):
        at = _AT[0] = at()
    return at


def is_onnx_path(path: str) -> bool:
    return path.lower().endswith(ONNX_SUFFIX)


def looks_onnx(path: str, data: bytes) -> bool:
    """Whether the module file is an ONNX model (by its name: protobuf has no magic number)."""
    return is_onnx_path(path)


def _canon(domain: str) -> str:
    return "" if domain == "ai.onnx" else domain


def model_opsets(model: Any) -> dict[str, int]:
    """The model's opset_import as {domain: version} (ai.onnx as "")."""
    return {_canon(o.domain): int(o.version) for o in model.opset_import}


class ModelError(Exception):
    """The file is not an ONNX model: the message says why (odsgen.checking.inputs.read locates it at the file)."""


def read_onnx(path: str, name: str, sources: SourceManager, data: bytes | None = None) -> Module:
    """The model in ``path`` (or ``data``) as odsgen's IR, read at the opsets of
    ``resolving_at`` or its own; ``ModelError`` when it is not a model."""
    model = parse_model(path, data)
    return build_module(model, name, sources, _opsets_at())


def readings(model: Any, name: str, ats: list[dict[str, int] | None]) -> list[tuple[Module, list[int]]]:
    """``model`` read once per distinct reading among the opsets ``ats``: (the module read
    at the first of them, the indices in ``ats`` that read the same), in the order of
    ``ats``. Opsets read the same when each node of the main graph and its subgraphs
    becomes the same op version (whose schema places the operands, attributes and
    regions), every value has the same type after shape inference, and strict inference
    refuses the same (a local function's nodes resolve at its own opset_import): the
    modules differ only in the opsets their listing's first line and refusals' wording
    name, which are those of the first. Each module has its own ``SourceManager``."""
    groups: dict[tuple[Any, ...], tuple[_Builder, list[int]]] = {}
    first: _Builder | None = None  # (its types as the model states them and its type texts serve the others)
    kinds: dict[tuple[str, str], None] = {}  # (domain, op type) of the nodes: each becomes one op at an opset

    def walk(g: Any) -> None:
        for node in g.node:
            kinds[node.domain, node.op_type] = None
            for a in node.attribute:
                for sub in ([a.g] if a.HasField("g") else []) + list(a.graphs):
                    walk(sub)

    walk(model.graph)
    for k, at in enumerate(ats):
        b = _Builder(model, name, SourceManager(), at, first)
        first = first or b
        names = [b._op_name(domain, op_type, b.opsets)[0] for domain, op_type in kinds]
        refused = tuple(sorted((-1 if i is None else i, m) for i, m in b.refused.items()))
        key = (tuple(names), tuple(sorted(b.types.items())), refused)
        groups.setdefault(key, (b, []))[1].append(k)
    return [(b.build(), where) for b, where in groups.values()]


def parse_model(path: str, data: bytes | None = None) -> Any:
    """The ModelProto in ``path`` (or ``data``), without its external data; ``ModelError``
    when it is not one (an OSError when it cannot be read)."""
    from odsgen.checking.onnx_import import load_onnx

    onnx = load_onnx()
    if data is None:
        with open(path, "rb") as f:
            data = f.read()
    try:
        return onnx.load_model_from_string(data)
    except Exception as exc:  # (protobuf's DecodeError and friends)
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ModelError(f"is not an ONNX model: {first}") from None


def build_module(model: Any, name: str, sources: SourceManager, at: dict[str, int] | None = None) -> Module:
    """``model`` (a ModelProto) as odsgen's IR, its nodes resolved at ``at`` over its opset_import."""
    module: Module = _Builder(model, name, sources, at).build()
    return module


class _Builder:
    def __init__(
        self,
        model: Any,
        name: str,
        sources: SourceManager,
        at: dict[str, int] | None,
        other: _Builder | None = None,
    ) -> None:
        """``other``: another builder of ``model``, whose ``stated`` (its types as the model
        states them, whatever the opset) is not worked out again, and whose type texts
        (``texts``) and node plans (``plans``) serve this one."""
        import onnx

        self.onnx = onnx
        self.model = model
        self.name = name
        self.sources = sources
        opsets = model_opsets(model)
        if at:
            opsets.update({_canon(d): v for d, v in at.items()})
        self.opsets = opsets
        self.types: dict[str, str] = {}
        self.lines: list[str] = []
        self.placed: list[tuple[Any, int]] = []  # (op, line index)
        self.functions = {(_canon(f.domain), f.name): f for f in model.functions}
        # Where each op, value, attribute and region came from (for write_model).
        self.node_of: dict[int, Any] = {}
        self.names: dict[int, str] = {}
        self.attr_protos: dict[int, Any] = {}
        self.graph_of: dict[int, tuple[str, Any]] = {}
        # What strict shape inference refuses: {main graph node index (None: the graph): message}
        self.refused: dict[int | None, str] = {}
        self.main_ops: list[Any] = []  # the ops of the main graph's nodes, in order
        # The MLIR text of each ONNX type, by the TypeProto's bytes (the same at every opset).
        self.texts: dict[bytes, str] = other.texts if other is not None else {}
        # What each node reads as whatever the opset, by the node's id (``_plan``).
        self.plans: dict[int, _NodePlan] = other.plans if other is not None else {}
        self._infer(other.stated if other is not None else None)

    # -- types ---------------------------------------------------------------------------

    def _infer(self, stated: dict[str, str] | None) -> None:
        """Every value's ONNX type: as the model states it (``stated``, when given), else as
        shape inference finds it."""
        inferred = None
        model = self.model
        if self.opsets != model_opsets(model):  # (inferred at the opsets checked, as onnx.checker does)
            model = self.onnx.ModelProto()
            model.CopyFrom(self.model)
            del model.opset_import[:]
            for d, v in sorted(self.opsets.items()):
                model.opset_import.add(domain=d, version=v)
        infer = self.onnx.shape_inference.infer_shapes
        try:  # (as onnx.checker's full_check infers: checking types, every error raised)
            inferred = infer(model, check_type=True, strict_mode=True)
        except Exception as exc:
            self.refused = _refusals(self.onnx, model, exc)
            try:  # (the types inference finds all the same)
                inferred = infer(model, check_type=False, strict_mode=False)
            except Exception:  # (inference that fails leaves the stated types)
                inferred = None
        if stated is None:
            self._collect(self.model.graph)
            stated = dict(self.types)
        else:
            self.types = dict(stated)
        self.stated = stated
        if inferred is not None:
            self._collect(inferred.graph)

    def _collect(self, g: Any) -> None:
        for vi in list(g.input) + list(g.output) + list(g.value_info):
            if vi.name and vi.type.WhichOneof("value") and vi.name not in self.types:
                self.types[vi.name] = self.type_text(vi.type)
        for init in g.initializer:
            if init.name not in self.types:
                self.types[init.name] = self._tensor_text(init.data_type, list(init.dims))
        for init in g.sparse_initializer:
            if init.values.name not in self.types:
                self.types[init.values.name] = self._tensor_text(init.values.data_type, list(init.dims))
        for node in g.node:
            for a in node.attribute:
                for sub in ([a.g] if a.HasField("g") else []) + list(a.graphs):
                    self._collect(sub)

    def _tensor_text(self, elem_type: int, dims: list[Any] | None) -> str:
        from odsgen.checking.onnx_import import element_type_name, mlir_element

        elem = element_type_name(elem_type)
        mlir = mlir_element(elem) if elem else None
        if mlir is None:
            return "!onnx.unknown"
        if dims is None:
            return f"tensor<*x{mlir}>"
        shape = "x".join("?" if d is None or d < 0 else str(d) for d in dims)
        return f"tensor<{shape}x{mlir}>" if dims else f"tensor<{mlir}>"

    def type_text(self, tp: Any) -> str:
        """An ONNX TypeProto as MLIR type text."""
        key = tp.SerializeToString()
        got = self.texts.get(key)
        if got is None:
            got = self.texts[key] = self._type_text(tp)
        return got

    def _type_text(self, tp: Any) -> str:
        kind = tp.WhichOneof("value")
        if kind == "tensor_type":
            t = tp.tensor_type
            dims = None
            if t.HasField("shape"):
                dims = [d.dim_value if d.WhichOneof("value") == "dim_value" else None for d in t.shape.dim]
            return self._tensor_text(t.elem_type, dims)
        return "!onnx." + ".".join(self._type_words(tp))

    def _type_words(self, tp: Any) -> list[str]:
        from odsgen.checking.onnx_import import element_type_name

        kind = tp.WhichOneof("value")
        if kind == "tensor_type":
            return ["tensor", element_type_name(tp.tensor_type.elem_type) or "unknown"]
        if kind == "sparse_tensor_type":
            return ["sparse_tensor", element_type_name(tp.sparse_tensor_type.elem_type) or "unknown"]
        if kind == "sequence_type":
            return ["seq", *self._type_words(tp.sequence_type.elem_type)]
        if kind == "optional_type":
            return ["optional", *self._type_words(tp.optional_type.elem_type)]
        if kind == "map_type":
            key = element_type_name(tp.map_type.key_type) or "unknown"
            return ["map", key, *self._type_words(tp.map_type.value_type)]
        return ["unknown"]

    def mlir_type(self, value_name: str) -> Any:
        return _parsed(self.types.get(value_name, "!onnx.unknown"))

    # -- graphs --------------------------------------------------------------------------

    def build(self) -> Any:
        from odsgen.runtime import ir

        self.lines.append(
            f"model (ir_version {self.model.ir_version}; opset_import "
            + ", ".join(f"{d or 'ai.onnx'} {v}" for d, v in sorted(self.opsets.items()))
            + ")"
        )
        top = ir.Block()
        module_op = ir.Operation.create("builtin.module", regions=[ir.Region([top])])
        body = ir.Block()
        body.append(module_op)
        g = self.model.graph
        top.append(self._function(g.name or "main_graph", g, self.opsets, "graph"))
        for f in self.model.functions:
            opsets = {_canon(o.domain): int(o.version) for o in f.opset_import}
            top.append(self._function(f"{f.domain}.{f.name}", f, opsets, "function"))
        text = "\n".join(self.lines) + "\n"
        src = self.sources.files[self.name] = NodeListing(self.name, text)
        module = None
        starts = src.line_starts()
        for op, line in self.placed:
            op.src = src
            op.pos = starts[line]
        module_op.src, module_op.pos = src, 0
        module = ir.Module(body, source=src)
        _PROVENANCE[id(module)] = _Provenance(
            self.model, self.node_of, self.names, self.attr_protos, self.graph_of, module
        )
        refused: dict[Any, list[str]] = {}
        at = ", ".join(f"{d or 'ai.onnx'} {v}" for d, v in sorted(self.opsets.items()))
        for i, message in self.refused.items():
            op = self.main_ops[i] if i is not None and i < len(self.main_ops) else top.operations[0]
            refused.setdefault(op, []).append(f"is refused by ONNX shape inference at opset {at}: {message}")
        if refused:
            _REFUSED[id(module)] = (module, refused)
        return module

    def _function(self, fname: str, g: Any, opsets: dict[str, int], kind: str) -> Any:
        from odsgen.runtime import ir

        names = [i if isinstance(i, str) else i.name for i in g.input]
        if kind == "graph":
            inits = [t.name for t in g.initializer if t.name not in set(names)]
            inits += [t.values.name for t in g.sparse_initializer if t.values.name not in set(names)]
        else:
            inits = []
        block = ir.Block([self.mlir_type(n) for n in names + inits])
        env = {n: a for n, a in zip(names + inits, block.arguments)}
        for n, a in env.items():
            self.names[id(a)] = n
        self.lines.append(f"{kind} {_quoted(fname)}")
        header = len(self.lines) - 1
        self._nodes(g.node, block, env, opsets, "" if kind == "graph" else f"{kind} {_quoted(fname)} ")
        if kind == "graph":
            self.main_ops = list(block.operations)
        outs = [o if isinstance(o, str) else o.name for o in g.output]
        block.append(ir.Operation.create("func.return", [env[o] for o in outs if o in env]))
        ftype = ir.FunctionType([a.type for a in block.arguments], [env[o].type for o in outs if o in env])
        op = ir.Operation.create(
            "func.func",
            properties={"sym_name": ir.StringAttr(fname), "function_type": ir.TypeAttr(ftype)},
            regions=[ir.Region([block])],
        )
        self.placed.append((op, header))
        return op

    def _nodes(self, nodes: Any, block: Any, env: dict[str, Any], opsets: dict[str, int], prefix: str) -> None:
        for i, node in enumerate(nodes):
            plan = self._plan(node)
            label = f"{prefix}node #{i} {plan.shown} ({plan.op_type})"
            self.lines.append(label)
            line = len(self.lines) - 1
            op = self._node(plan, block, env, opsets, label)
            self.placed.append((op, line))

    def _plan(self, node: Any) -> _NodePlan:
        """``node``'s ``_NodePlan``, worked out once for the builders that share ``plans``."""
        hit = self.plans.get(id(node))
        if hit is not None and hit.node is node:
            return hit
        plan = self.plans[id(node)] = _NodePlan(node, self)
        return plan

    def _op_name(self, domain: str, op_type: str, opsets: dict[str, int]) -> tuple[str, _Formals | None]:
        """The spec's op for a node of ``domain`` and ``op_type`` at ``opsets`` and the formals
        of that version (or None)."""
        domain = _canon(domain)
        if (domain, op_type) in self.functions:
            return _resolved(domain, op_type, None, False)
        return _resolved(domain, op_type, opsets.get(domain), True)

    def _node(self, plan: _NodePlan, block: Any, env: dict[str, Any], opsets: dict[str, int], where: str) -> Any:
        from odsgen.runtime import ir

        name, schema = self._op_name(plan.domain, plan.op_type, opsets)
        present = plan.inputs
        operands = []
        formals = schema.inputs if schema is not None else ()
        # More inputs than the version has (its last not variadic): every one counts, a left-out
        # one too, so the count is the node's (onnx.checker: "has input size N not in range").
        too_many = bool(formals) and len(present) > len(formals) and formals[-1] != "Variadic"
        for i, n in enumerate(present):
            if n:
                operands.append(self._value(n, block, env))
            elif schema is not None and (too_many or i >= len(formals) or formals[i] != "Optional"):
                # An input left out where the version has no optional input (a single or variadic
                # one): a value of no type the op takes (onnx.checker counts empty names too).
                operands.append(block.add_argument(ir.NoneType()))
        props: dict[str, Any] = {}
        regions = list(plan.graphs)
        for key, value, a in plan.props:
            props[key] = value
            self.attr_protos[id(value)] = a
        if schema is not None and schema.input_groups:
            props["operandSegmentSizes"] = ir.DenseArrayAttr(ir.IntegerType(32), _group(schema.inputs, present))
        result_names = plan.outputs
        if schema is not None and schema.output_groups:
            props["resultSegmentSizes"] = ir.DenseArrayAttr(ir.IntegerType(32), _group(schema.outputs, result_names))
        kept = plan.kept
        region_objs = []
        if schema is not None:
            order = list(schema.graphs)
            regions.sort(key=lambda r: order.index(r[0]) if r[0] in order else len(order))
        given = dict(regions)
        if schema is not None:  # (every graph attribute of the version is a region: an absent one is empty)
            names_in_order = order + [r for r, _ in regions if r not in order]
        else:
            names_in_order = [r for r, _ in regions]
        for aname in names_in_order:
            g = given.get(aname)
            region_objs.append(self._subgraph(g, env, opsets, f"{where} {aname}: ") if g is not None else ir.Region())
        op = ir.Operation.create(
            name,
            operands,
            [self.mlir_type(r) for r in kept],
            properties=props or None,
            regions=region_objs,
        )
        for r, v in zip(kept, op.results):
            env[r] = v
            self.names[id(v)] = r
        for aname, region in zip(names_in_order, region_objs):
            if aname in given:
                self.graph_of[id(region)] = (aname, given[aname])
        self.node_of[id(op)] = plan.node
        block.append(op)
        return op

    def _subgraph(self, g: Any, outer: dict[str, Any], opsets: dict[str, int], where: str) -> Any:
        from odsgen.runtime import ir

        names = [i.name for i in g.input]
        inits = [t.name for t in g.initializer if t.name not in set(names)]
        block = ir.Block([self.mlir_type(n) for n in names + inits])
        env = dict(outer)
        env.update(zip(names + inits, block.arguments))
        for n, a in zip(names + inits, block.arguments):
            self.names[id(a)] = n
        self._nodes(g.node, block, env, opsets, where)
        block.append(ir.Operation.create("onnx_graph.yield", [env[o.name] for o in g.output if o.name in env]))
        return ir.Region([block])

    def _value(self, name: str, block: Any, env: dict[str, Any]) -> Any:
        """The value ``name`` names; one no node defines (a dangling input) is a new
        argument of the block, so the checks still see its type."""
        v = env.get(name)
        if v is None:
            v = block.add_argument(self.mlir_type(name))
            env[name] = v
            self.names[id(v)] = name
        return v

    def _attr(self, a: Any) -> Any:
        from odsgen.runtime import ir

        A = self.onnx.AttributeProto
        i64, f32 = ir.IntegerType(64), ir.FloatType("f32")
        t = a.type
        if t == A.INT:
            return ir.IntegerAttr(ir.normalize_int(int(a.i), i64), i64)
        if t == A.FLOAT:
            return ir.FloatAttr(float(a.f), f32)
        if t == A.STRING:
            return ir.StringAttr(_text(a.s))
        if t == A.INTS:
            return ir.ArrayAttr([ir.IntegerAttr(ir.normalize_int(int(x), i64), i64) for x in a.ints])
        if t == A.FLOATS:
            return ir.ArrayAttr([ir.FloatAttr(float(x), f32) for x in a.floats])
        if t == A.STRINGS:
            return ir.ArrayAttr([ir.StringAttr(_text(x)) for x in a.strings])
        if t == A.TENSOR:
            return self._tensor_attr(a.t)
        if t == A.TENSORS:
            return ir.ArrayAttr([self._tensor_attr(x) for x in a.tensors])
        if t == A.SPARSE_TENSOR:
            return ir.SparseElementsAttr(
                "", _parsed(self._tensor_text(a.sparse_tensor.values.data_type, list(a.sparse_tensor.dims)))
            )
        if t == A.TYPE_PROTO:
            return ir.TypeAttr(_parsed(self.type_text(a.tp)))
        if t == A.TYPE_PROTOS:
            return ir.ArrayAttr([ir.TypeAttr(_parsed(self.type_text(x))) for x in a.type_protos])
        if t == A.GRAPHS:
            return ir.ArrayAttr([ir.StringAttr(g.name) for g in a.graphs])
        return ir.UnitAttr()

    def _tensor_attr(self, tensor: Any) -> Any:
        from odsgen.runtime import ir

        T = self.onnx.TensorProto
        small = tensor.data_location != T.EXTERNAL and len(tensor.dims) <= 1
        if small and tensor.data_type in (T.INT64, T.INT32) and _count(tensor.dims) <= _SMALL:
            # (a small integer tensor keeps its values: index constants patterns read)
            values = self.onnx.numpy_helper.to_array(tensor).reshape(-1).tolist()
            body = ", ".join(str(int(v)) for v in values)
            body = f"[{body}]" if tensor.dims else (body or "0")
            return ir.DenseElementsAttr(body, _parsed(self._tensor_text(tensor.data_type, list(tensor.dims))))
        return ir.DenseResourceElementsAttr(
            "onnx_tensor", _parsed(self._tensor_text(tensor.data_type, list(tensor.dims)))
        )


class _NodePlan:
    """What a node reads as at any opset (only its op version differs): its domain and op
    type, its name as its label shows it, its inputs and outputs (``kept``: those not left
    out), its attributes as properties (name, value, the attribute's proto) and its graph
    attributes (name, graph). The attributes' values are immutable, so the modules read
    from one model at several opsets share them, as the reader shares a type."""

    __slots__ = ("node", "domain", "op_type", "shown", "inputs", "outputs", "kept", "props", "graphs")

    def __init__(self, node: Any, builder: _Builder) -> None:
        self.node = node
        self.domain, self.op_type = node.domain, node.op_type
        self.shown = _quoted(node.name)
        self.inputs = tuple(node.input)
        self.outputs = tuple(node.output)
        self.kept = tuple(r for r in self.outputs if r)
        self.props: list[tuple[str, Any, Any]] = []
        self.graphs: list[tuple[str, Any]] = []
        graph = builder.onnx.AttributeProto.GRAPH
        for a in node.attribute:
            if a.ref_attr_name:
                continue
            if a.type == graph:
                self.graphs.append((a.name, a.g))
            else:
                self.props.append((a.name, builder._attr(a), a))


class NodeListing(SourceFile):
    """A model as reports place its ops: odsgen's listing of it, a line per graph, function
    and node, each line the label of its place (``Loc.label``): ``loc_of_offset`` gives
    ``Loc(file, line, 1, label)``, printed ``model.onnx: node #3 'conv1' (Conv)`` (a node
    of a subgraph: ``node #4 'loop' (Loop) body: node #0 'add' (Add)``; of a local
    function: ``function 'dom.f' node #0 ...``). The listing has no line a report shows
    (``line_text``: None): the label names the node."""

    __slots__ = ()

    def loc_of_offset(self, offset: int) -> Loc:
        line = super().loc_of_offset(offset).line
        return Loc(self.name, line, 1, super().line_text(line) or "")

    def line_text(self, line: int) -> str | None:
        return None

    def label_line(self, label: str) -> int | None:
        """The listing's line of the place ``label`` names (``node #3``, or its whole
        label), or None."""
        for i, text in enumerate(self.text.splitlines(), 1):
            if text == label or text.startswith(label + " "):
                return i
        return None


_PARSED: dict[str, Any] = {}
# Module id -> (the module, {op: what strict shape inference refuses in its node}) (``refusals``).
_REFUSED: dict[int, tuple[Any, dict[Any, list[str]]]] = {}


def refusals(module: Any) -> dict[Any, list[str]]:
    """What ONNX's strict shape inference (``infer_shapes(check_type=True,
    strict_mode=True)``, which ``onnx.checker.check_model(full_check=True)`` runs) refuses
    in a model read by ``read_onnx`` at the opsets it was read at: {op: messages}, the op
    of the main graph's node it names (the graph's ``func.func`` when it names none). A
    node's shape rules (Split 18's ``num_outputs``, Flatten 1's non-negative ``axis``, a
    pooling output size, broadcasting before opset 7, a function body's inference) are C++
    code of the schema, not data a spec carries: onnx's own inference is their judge."""
    got = _REFUSED.get(id(module))
    return got[1] if got is not None and got[0] is module else {}


_NODE_MARK = "odsgen-node-"


def _refusals(onnx: Any, model: Any, exc: Exception) -> dict[int | None, str]:
    """The inference error ``exc`` of ``model`` by the main graph's node it names: inferred
    again with every node named by its index (onnx names a node by op type and name,
    which need not be unique), each error's text up to the next node's."""
    import re

    text = str(exc)
    named = onnx.ModelProto()
    named.CopyFrom(model)
    for i, node in enumerate(named.graph.node):
        node.name = f"{_NODE_MARK}{i}"
    try:
        onnx.shape_inference.infer_shapes(named, check_type=True, strict_mode=True)
    except Exception as again:
        text = str(again)
    marks = list(re.finditer(r"\(op_type:[^,()]*, node name: " + _NODE_MARK + r"(\d+)\): ", text))
    if not marks:
        return {None: " ".join(text.split()) or type(exc).__name__}
    out: dict[int | None, str] = {}
    for k, m in enumerate(marks):
        end = marks[k + 1].start() if k + 1 < len(marks) else len(text)
        message = " ".join(text[m.end() : end].split())
        i = int(m.group(1))
        out[i] = f"{out[i]}; {message}" if i in out else message
    return out


_SMALL = 64  # elements of an integer tensor attribute kept as values


def _count(dims: Any) -> int:
    n = 1
    for d in dims:
        n *= int(d)
    return n


def _parsed(text: str) -> Any:
    """The type of MLIR type text, one object per text (as the reader shares them)."""
    got = _PARSED.get(text)
    if got is None:
        from odsgen.runtime.reader import parse_type

        got = _PARSED[text] = parse_type(text)
    return got


def _quoted(name: str) -> str:
    shown = "".join(ch if ch.isprintable() else "?" for ch in name)
    return "'" + shown.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _text(b: bytes) -> str:
    return b.decode("utf-8", "replace")


_VERSIONS: dict[tuple[str, str], list[Any]] = {}


@cache
def _known_domains() -> frozenset[str]:
    """The ONNX domains of the installed onnx; none without it (no target is then an ONNX
    opset's: validate of an MLIR module must not need the onnx extra)."""
    try:
        import onnx.defs
    except ImportError:
        return frozenset()
    return frozenset(_canon(d) for d in onnx.defs.C.schema_version_map())


class _Formals:
    """What reading a node needs of the schema of its op version, read from onnx's C++ once
    per version: the option (``Single``, ``Optional``, ``Variadic``) of each of its inputs and
    outputs, whether each side has several groups (``operandSegmentSizes``,
    ``resultSegmentSizes``), and the names of its graph attributes, sorted."""

    __slots__ = ("inputs", "outputs", "input_groups", "output_groups", "graphs")

    def __init__(self, schema: Any) -> None:
        import onnx

        self.inputs = tuple(_option(p) for p in schema.inputs)
        self.outputs = tuple(_option(p) for p in schema.outputs)
        self.input_groups = _grouped(self.inputs)
        self.output_groups = _grouped(self.outputs)
        graph = onnx.AttributeProto.GRAPH
        self.graphs = tuple(sorted(a for a, v in schema.attributes.items() if v.type == graph))


def _grouped(options: tuple[str, ...]) -> bool:
    """Whether formals of these options take group sizes: several optional or variadic ones."""
    return sum(1 for o in options if o != "Single") > 1


@cache
def _resolved(domain: str, op_type: str, opset: int | None, own: bool) -> tuple[str, _Formals | None]:
    """The spec's op for a node of ``domain`` and ``op_type`` at ``opset`` and the formals of
    that version's schema (or None); not ``own`` (a call of a model-local function), or a
    domain the installed onnx does not know: the op of a dialect of its own."""
    from odsgen.checking.onnx_import import domain_info, td_ident

    import onnx.defs as defs

    if not own or domain not in _known_domains():
        return f"ext_{td_ident(domain or 'ai_onnx').lower()}.{op_type}", None
    info = domain_info(domain)
    versions = _versions(domain, op_type)
    if not versions:
        return f"{info.dialect}.{op_type}", None
    if opset is None:
        opset = 0
    chosen = None
    try:
        schema = defs.get_schema(op_type, opset, domain)
    except Exception:
        schema = None
    if schema is not None and not schema.deprecated:
        chosen = schema
    else:
        # Deprecated at this opset, or not there yet: the version the spec ends there or starts later.
        below = [s for s in versions if not s.deprecated and s.since_version <= opset]
        chosen = below[-1] if below else next((s for s in versions if not s.deprecated), versions[0])
    return f"{info.dialect}.{op_type}_v{chosen.since_version}", _Formals(chosen)


def _versions(domain: str, op_type: str) -> list[Any]:
    if not _VERSIONS:
        import onnx.defs

        for s in onnx.defs.get_all_schemas_with_history():
            _VERSIONS.setdefault((s.domain, s.name), []).append(s)
        for v in _VERSIONS.values():
            v.sort(key=lambda s: s.since_version)
    return _VERSIONS.get((domain, op_type), [])


def _option(p: Any) -> str:
    return getattr(p.option, "name", str(p.option))


def _group(formals: tuple[str, ...], present: tuple[str, ...]) -> list[int]:
    """The group sizes of a node's inputs or outputs (``""``: left out) for an op version
    whose formals (their options) have several optional or variadic ones."""
    sizes = []
    i = 0
    for option in formals:
        if option == "Variadic":
            rest = [n for n in present[i:] if n]
            sizes.append(len(rest))
            i = len(present)
        else:
            given = i < len(present) and bool(present[i])
            sizes.append(1 if given or option == "Single" and i < len(present) else 0)
            i += 1
    if i < len(present):  # (more inputs than the version has: the count says so)
        sizes[-1] += len(present[i:])
    return sizes


def domain_of_axis(enum_name: str) -> str | None:
    """The ONNX domain whose opset axis is the enum ``enum_name`` (``Opset`` -> "")."""
    from odsgen.checking.onnx_import import domain_info

    for d in _known_domains():
        if domain_info(d).enum == enum_name:
            return d
    return None


def target_opsets(target: Any) -> dict[str, int] | None:
    """The opsets a target (a TargetEnv of the ONNX spec) sets, by domain; None if none."""
    if target is None:
        return None
    out: dict[str, int] = {}
    for axis in getattr(target, "AXES", ()):
        if not axis.ordered:
            continue
        v = target.versions.get(axis.enum)
        d = domain_of_axis(axis.enum.__name__)
        if v is not None and d is not None:
            out[d] = int(v.value)
    return out or None


def read_model(model: Any, name: str, sources: SourceManager) -> Any:
    """An ONNX ModelProto in memory as odsgen's IR, read at the opsets of ``resolving_at`` or its own."""
    return build_module(model, name, sources, _opsets_at())


def newest_opsets() -> dict[str, int]:
    """Each ONNX domain's newest opset in the installed onnx."""
    import onnx.defs

    return {_canon(d): int(hi) for d, (_lo, hi) in onnx.defs.C.schema_version_map().items()}


# ----------------------------------------------------------------------------- writing models back


class _Provenance:
    """What a model read as IR came from: the ModelProto and, by object id, each op's node,
    each value's name, each attribute's proto and each region's graph."""

    def __init__(self, model: Any, node_of: Any, names: Any, attr_protos: Any, graph_of: Any, module: Any) -> None:
        self.model, self.node_of, self.names = model, node_of, names
        self.attr_protos, self.graph_of, self.module = attr_protos, graph_of, module


_PROVENANCE: dict[int, _Provenance] = {}


def was_read_from_onnx(module: Any) -> bool:
    got = _PROVENANCE.get(id(module))
    return got is not None and got.module is module


def write_model(module: Any, opsets: dict[str, int]) -> Any:
    """The ModelProto of ``module`` (a model read by ``read_onnx``, then changed: a
    conversion) with its opset_import, and each model-local function's, set to ``opsets``:
    the nodes of the main graph, of every subgraph (If, Loop, Scan) and of every function as
    the IR has them; everything else as read."""
    import onnx

    prov = _PROVENANCE[id(module)]
    model = onnx.ModelProto()
    model.CopyFrom(prov.model)
    funcs = module.op.regions[0].blocks[0].operations
    writer = _Writer(prov)
    _set_nodes(model.graph.node, writer.nodes(funcs[0].regions[0].blocks[0], [o.name for o in model.graph.output]))
    for f, op in zip(model.functions, funcs[1:]):
        _set_nodes(f.node, writer.nodes(op.regions[0].blocks[0], list(f.output)))
        _set_opsets(f.opset_import, opsets, add=False)
    _set_opsets(model.opset_import, opsets, add=True)
    return model


def _set_nodes(field: Any, nodes: list[Any]) -> None:
    del field[:]
    field.extend(nodes)


def _set_opsets(imports: Any, opsets: dict[str, int], add: bool) -> None:
    """``imports``' versions of the domains in ``opsets``; a domain not imported is added when ``add``."""
    for d, v in opsets.items():
        for o in imports:
            if _canon(o.domain) == d:
                o.version = v
                break
        else:
            if add:
                imports.add(domain=d, version=v)


class _Writer:
    """Nodes from the IR of a model read by ``read_onnx``: a node read and not rewritten keeps
    its proto's attributes, a value its name (a new one is ``odsgen_N``)."""

    def __init__(self, prov: _Provenance) -> None:
        from odsgen.checking.onnx_import import domain_info

        self.prov = prov
        self.dialects = {domain_info(d).dialect: d for d in _known_domains()}
        self.names = dict(prov.names)
        self.taken = set(self.names.values())
        self.fresh = 0

    def name_of(self, v: Any) -> str:
        got = self.names.get(id(v))
        if got is None:
            while True:
                self.fresh += 1
                got = f"odsgen_{self.fresh}"
                if got not in self.taken:
                    break
            self.names[id(v)] = got
            self.taken.add(got)
        return got

    def nodes(self, block: Any, outputs: list[str]) -> list[Any]:
        """The nodes of ``block`` (its last op the graph's return), whose results the
        terminator returns named ``outputs``."""
        from onnx import helper

        ops = block.operations[:-1]
        mine = {id(op) for op in ops}
        for out, v in zip(outputs, block.operations[-1].operands):
            if id(getattr(v, "owner", None)) in mine:
                self.names[id(v)] = out
                self.taken.add(out)
        nodes = []
        for op in ops:
            orig = self.prov.node_of.get(id(op))
            dialect, _, rest = op.name.partition(".")
            domain = self.dialects.get(dialect)
            if domain is None:
                if orig is not None:
                    nodes.append(self._kept(orig, op))
                continue
            op_type, _, version = rest.rpartition("_v")
            inputs = _input_names(op, self.name_of, domain, op_type, int(version) if version.isdigit() else None)
            outputs_ = [self.name_of(r) for r in op.results]
            node = helper.make_node(
                op_type, inputs, outputs_, name=orig.name if orig is not None else "", domain=domain
            )
            props = op.properties if op.properties is not None else {}
            for key in props:
                if key in ("operandSegmentSizes", "resultSegmentSizes"):
                    continue
                value = props[key]
                proto = self.prov.attr_protos.get(id(value))
                if proto is not None and proto.name == key:
                    node.attribute.append(proto)
                else:
                    node.attribute.append(_attr_proto(key, value))
            for region in op.regions:
                got = self.prov.graph_of.get(id(region))
                if got is not None:
                    node.attribute.append(helper.make_attribute(got[0], self._graph(region, got[1])))
            nodes.append(node)
        return nodes

    def _graph(self, region: Any, g: Any) -> Any:
        """The subgraph ``g`` read as ``region``, with the region's nodes."""
        import onnx

        out = onnx.GraphProto()
        out.CopyFrom(g)
        _set_nodes(out.node, self.nodes(region.blocks[0], [o.name for o in g.output]))
        return out

    def _kept(self, orig: Any, op: Any) -> Any:
        """A node of another domain (a custom op, a call of a function) as read, its inputs
        named as the values the op now uses (an operand a rewrite replaced has a new name)."""
        import onnx

        node = onnx.NodeProto()
        node.CopyFrom(orig)
        operands = iter(op.operands)
        for i, n in enumerate(orig.input):
            if n:
                node.input[i] = self.name_of(next(operands))
        return node


def _input_names(op: Any, name_of: Any, domain: str, op_type: str, version: int | None) -> list[str]:
    from odsgen.runtime import ir

    values = [("" if isinstance(v.type, ir.NoneType) else name_of(v)) for v in op.operands]
    segs = op.properties.get("operandSegmentSizes") if isinstance(op.properties, ir.DictionaryAttr) else None
    if not isinstance(segs, ir.DenseArrayAttr):
        return values
    out: list[str] = []
    i = 0
    for size in (int(str(n)) for n in segs.values):
        if size == 0:
            out.append("")
        out += values[i : i + size]
        i += size
    while out and out[-1] == "":
        out.pop()
    return out


def _attr_proto(key: str, value: Any) -> Any:
    from onnx import helper

    from odsgen.runtime import ir

    if isinstance(value, ir.IntegerAttr):
        return helper.make_attribute(key, int(value.value))
    if isinstance(value, ir.FloatAttr):
        return helper.make_attribute(key, float(value.value))
    if isinstance(value, ir.StringAttr):
        return helper.make_attribute(key, value.value)
    if isinstance(value, ir.ArrayAttr):
        items = list(value)
        ints = [x.value for x in items if isinstance(x, ir.IntegerAttr)]
        floats = [x.value for x in items if isinstance(x, ir.FloatAttr)]
        strs = [x.value for x in items if isinstance(x, ir.StringAttr)]
        for got in (ints, floats, strs):
            if items and len(got) == len(items):
                return helper.make_attribute(key, got)
    raise ValueError(f"attribute '{key}' = {value} has no ONNX form")
