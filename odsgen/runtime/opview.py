"""Op classes at run time: the base of every generated op class, and its helpers.

A generated op class (``AtomicAndOp``) wraps one ``odsgen.runtime.ir.Operation``:
``AtomicAndOp(op)`` checks the op's name; its properties read operands, results and
attributes by their ODS names; its query methods (``get_min_version()``...) answer
from the op's merged requirements.

Queries are memoized per op class on what the requirements depend on: a generated
class that has instance-dependent contributions defines ``_odsgen_key(op)`` (the enum
attributes and the annotated values' types or attributes, which the IR shares and
hashes cheaply) and ``_odsgen_compute(key)`` (the merge, in spec order); one without
them answers a constant computed when the class is created. ``answers_of(op)`` is the
fast path for whole modules: no wrapper object is built.
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast, overload

from odsgen.runtime import ir
from odsgen.runtime.avail import AnyOf, Answers, Dimension, Merger, Requirements
from odsgen.runtime.protocol import Operation, as_operation
from odsgen.runtime.verify import AttrSpec, Constraint, OpChecks, OpSpec, ValueSpec

if TYPE_CHECKING:
    from odsgen.diagnostics import Diagnostic
    from odsgen.runtime.typerules import DialectRules
    from odsgen.runtime.verify import Verifier

__all__ = [
    "AnswersOf",
    "OpView",
    "OpInterface",
    "Query",
    "Accessor",
    "operand",
    "optional_operand",
    "variadic_operand",
    "result",
    "optional_result",
    "variadic_result",
    "attribute",
    "optional_attribute",
    "enum_attribute",
    "enum_arguments",
    "optional_enum_attribute",
    "region",
    "variadic_region",
    "successor",
    "variadic_successor",
    "op_spec",
    "op_specs",
    "operand_group",
    "result_group",
    "types_of",
    "registry",
    "Values",
    "Types",
    "Regions",
    "MEMO_LIMIT",
]

#: What a builder's variadic operand (result) argument takes.
Values = Sequence[ir.Value]
Types = Sequence[ir.Type]
#: What a builder's variadic region argument takes: each a Region, or a Block (its one block).
Regions = Sequence[ir.Region | ir.Block]

MEMO_LIMIT = 1 << 16  # distinct keys kept per op class before the memo starts over


class OpInterface:
    """Base of generated availability interfaces (``QueryMinVersionInterface``...).

    ``isinstance(view, QueryMinVersionInterface)`` plays the part of the RFC's
    ``dyn_cast<QueryMinVersionInterface>(op)``.
    """

    __slots__ = ()
    DIMENSION: Dimension | None = None


_View = TypeVar("_View", bound="OpView")


_SPECIALIZING = threading.RLock()


def _specialize_for(owner: type) -> bool:
    """Specialize the op classes of ``owner``'s MRO not specialized yet, bases first; False
    when none is an op class (an interface, OpView itself)."""
    found = False
    for c in reversed(owner.__mro__):
        if "OPERATION_NAME" in c.__dict__ and c is not OpView:
            found = True
            if "_odsgen_specialized" not in c.__dict__:
                with _SPECIALIZING:
                    if "_odsgen_specialized" not in c.__dict__:
                        _specialize(c)
    return found


def _class_attribute(owner: type, name: str) -> object:
    """What ``owner``'s MRO holds as ``name`` (undecorated)."""
    for c in owner.__mro__:
        if name in c.__dict__:
            return c.__dict__[name]
    raise AttributeError(name)


class _Specializing:
    """OpView's ``answers_of`` and ``needs_of``: read on an op class, they specialize it
    (_specialize; a run uses few of a package's hundreds of classes, so each is specialized
    on first use, not as the package imports) and give the class's own; read on OpView, the
    stub saying what they are."""

    def __init__(self, stub: Callable[..., Any]) -> None:
        self.stub = stub
        self.__doc__ = stub.__doc__

    def __get__(self, obj: object, owner: type | None = None) -> Any:
        owner = type(obj) if owner is None else owner
        if _specialize_for(owner):
            own = _class_attribute(owner, self.stub.__name__)
            if own is not self:
                return own.__get__(obj, owner)  # type: ignore[attr-defined]
        return self.stub


def _answers_of(op: Any) -> Answers:
    """The merged requirements and every dimension's answer of the operation ``op``
    (memoized on what they depend on), without building a wrapper."""
    raise NotImplementedError


def _needs_of_stub(op: Any) -> tuple[Requirements, tuple[tuple[str, AnyOf], ...]]:
    """What the operation ``op`` needs of a target: ``(requirements, groups)``, its own
    answers (``answers_of``) merged with what its value types need under the dialect's
    rules; ``groups`` are every any-of group as contributed (before merging drops those
    a stricter group implies). ``TargetEnv.is_legal`` and odsgen's checks read this."""
    raise NotImplementedError


_answers_of.__name__ = _answers_of.__qualname__ = "answers_of"
_needs_of_stub.__name__ = _needs_of_stub.__qualname__ = "needs_of"


class OpView:
    """Base of generated op classes."""

    __slots__ = ("operation",)

    OPERATION_NAME: str = ""
    SOURCE_LOC: str = ""
    DIMENSIONS: tuple[Dimension, ...] = ()
    OWN_REQUIREMENTS: Requirements = Requirements()
    # The verifier's op-level checks (its accessors carry the constraints of its values,
    # attributes, regions and successors): odsgen.runtime.verify.OpChecks.
    CHECKS: OpChecks = OpChecks()
    # The dialect's rules (odsgen.runtime.typerules.DialectRules: the package's rules.py).
    _odsgen_rules: DialectRules | None = None

    def __init__(self, operation: Any) -> None:
        # An op of the MLIR Python bindings (an Operation or OpView) is read through the adapter.
        operation = as_operation(operation)
        if operation.name != self.OPERATION_NAME:
            raise ValueError(f"{type(self).__name__} wraps '{self.OPERATION_NAME}' ops, not '{operation.name}'")
        self.operation = operation

    if TYPE_CHECKING:  # each op class's own, made on first use (_Specializing)

        @staticmethod
        def answers_of(op: Any) -> Answers: ...

        @staticmethod
        def needs_of(op: Any) -> tuple[Requirements, tuple[tuple[str, AnyOf], ...]]: ...

    else:
        answers_of = _Specializing(_answers_of)
        needs_of = _Specializing(_needs_of_stub)

    def answers(self) -> Answers:
        """This instance's merged requirements and every dimension's answer."""
        return self.answers_of(self.operation)

    def requirements(self) -> Requirements:
        """This instance's requirements per dimension, with provenance."""
        return self.answers_of(self.operation).requirements

    @staticmethod
    def _odsgen_verifier() -> "Verifier":  # the package's VERIFIER (generated)
        raise NotImplementedError

    def verify(self, strict: bool = False) -> "list[Diagnostic]":
        """This op checked against its ODS definition, as MLIR's verifier does
        (docs/verify.md): one located error diagnostic per problem, in MLIR's words
        (``'trt.conv' op requires attribute 'mode'``); empty when the op is well-formed.
        With ``strict``, each constraint odsgen cannot check (a C++ predicate or verifier)
        is an error too. ``raise OdsgenError(errors)`` renders them as odsgen's CLI does."""
        return self._odsgen_verifier().diagnostics(self.operation, strict)

    @classmethod
    def _odsgen_build(
        cls: "type[_View]",
        operands: Sequence[object],
        attributes: Mapping[str, object],
        result_types: Sequence[object],
        location: ir.LocationAttr | None = None,
        successors: Sequence[ir.Block] = (),
        regions: Sequence[object] = (),
    ) -> "_View":
        """What a generated ``build(...)`` does (odsgen.runtime.builders)."""
        from odsgen.runtime.builders import build_op

        view: _View = build_op(
            cls,
            cls._odsgen_verifier(),
            enum_arguments(cls),
            operands,
            attributes,
            result_types,
            location,
            successors,
            regions,
        )
        return view

    # The operation's values, as MLIR Python's ``OpView`` has them
    # (``rw.insert(X.build(...)).results[0]``). A generated accessor of the same name (an
    # operand group called ``operands``, a result called ``result``) takes their place, as
    # in MLIR's bindings: ``self.operation`` always has all of them.
    @property
    def operands(self) -> tuple[ir.Value, ...]:
        """Every operand of the op, in order."""
        return tuple(self.operation.operands)

    @property
    def results(self) -> tuple[ir.OpResult, ...]:
        """Every result of the op, in order."""
        return tuple(self.operation.results)

    @property
    def result(self) -> ir.OpResult:
        """The op's single result (ValueError when it has none or several)."""
        results = self.results
        if len(results) != 1:
            raise ValueError(f"'{self.operation.name}' has {len(results)} results")
        return results[0]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.operation!r}>"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.operation is self.operation

    def __hash__(self) -> int:
        return hash((type(self), id(self.operation)))


def _specialize(cls: type[OpView]) -> None:
    """Give the op class ``cls`` its own ``answers_of``, ``needs_of`` and dimension queries
    (on first use: _specialize_for)."""
    answers_of: Callable[..., Answers]  # (op), the constant one with its answers bound as a default
    own = Merger(cls.OWN_REQUIREMENTS).finish(cls.DIMENSIONS)
    if "_odsgen_key" in cls.__dict__:
        answers_of = _memoized(cls)
        constant = None
    else:
        constant = own
        answers_of = lambda op, _answers=constant: _answers  # noqa: E731
    rules = cls._odsgen_rules
    if rules is not None and rules.has_op_rules(cls.OPERATION_NAME):
        # The dialect's rules about this op are part of its own answers (typerules).
        answers_of = rules.answers_with_op_rules(answers_of, cls.DIMENSIONS)
        constant = None
    setattr(cls, "needs_of", staticmethod(_needs_of(answers_of, rules)))
    # help() and pydoc show ``answers_of(op)``, not the memo tables bound as defaults.
    answers_of.__name__ = answers_of.__qualname__ = "answers_of"
    answers_of.__doc__ = _answers_of.__doc__
    setattr(answers_of, "__signature__", _ANSWERS_OF_SIGNATURE)  # what inspect.signature reads
    setattr(cls, "answers_of", staticmethod(answers_of))  # a method of OpView, per class
    # Each dimension's query method, specialized for this class unless the class
    # spells it out: a constant where nothing depends on the instance, else a read
    # of the memoized merge.
    for dim in cls.DIMENSIONS:
        if dim.method in cls.__dict__:
            continue
        if constant is not None:
            fn = _constant_query(constant.values[dim.index])
        else:
            fn = _memo_query(answers_of, dim.index)
        fn.__name__ = fn.__qualname__ = dim.method
        fn.__doc__ = f"The {dim.name} requirement of this op instance."
        setattr(cls, dim.method, Query(fn, own.values[dim.index], dim.name))
    setattr(cls, "_odsgen_specialized", True)


class AnswersOf(Mapping[str, Callable[[Any], Answers]]):
    """``answers_of`` of each op class of ``ops`` by operation name (a package's
    ``ANSWERS_OF``), each read on first use: reading one specializes its class alone."""

    __slots__ = ("_ops", "_read")

    def __init__(self, ops: Mapping[str, type[OpView]]) -> None:
        self._ops = ops
        self._read: dict[str, Callable[[Any], Answers]] = {}

    def __getitem__(self, name: str) -> Callable[[Any], Answers]:
        fn = self._read.get(name)
        if fn is None:
            fn = self._read[name] = self._ops[name].answers_of
        return fn

    def get(self, name: str, default: Any = None) -> Any:
        fn = self._read.get(name)
        if fn is None:
            cls = self._ops.get(name)
            if cls is None:
                return default
            fn = self._read[name] = cls.answers_of
        return fn

    def __iter__(self) -> Iterator[str]:
        return iter(self._ops)

    def __len__(self) -> int:
        return len(self._ops)


def registry(base: type[OpView]) -> dict[str, type]:
    """``{OPERATION_NAME: class}`` of every op class deriving from ``base``, in definition order."""
    out: dict[str, type] = {}
    todo: list[type[OpView]] = list(base.__subclasses__())
    while todo:
        cls = todo.pop(0)
        if "OPERATION_NAME" in cls.__dict__:
            out.setdefault(cls.OPERATION_NAME, cls)
        todo[0:0] = cls.__subclasses__()
    return out


_A = TypeVar("_A")


class Query(Generic[_A]):
    """A dimension's query on an op class (a descriptor): on an instance, what that op
    needs (``view.get_min_version()``); on the class, what the op itself needs, its own
    requirements alone (``StreamForkOp.get_min_version()``: when did the op appear).

    A generated interface declares it typed, ``get_min_version: Query[Version] =
    Query(...)``, so type checkers read both calls as returning the answer's type; each op
    class gets its own, made for it (a constant where nothing depends on the instance,
    else a read of the memoized merge)."""

    def __init__(
        self, fn: Callable[[OpView], _A] | None = None, own: object = None, dimension: str = "", doc: str = ""
    ) -> None:
        self.fn = fn
        self.own = own
        self.dimension = dimension
        self.name = fn.__name__ if fn is not None else ""
        self.__doc__ = doc or (fn.__doc__ if fn is not None else None)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = self.name or name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Callable[[], _A]: ...

    @overload
    def __get__(self, obj: OpView, owner: type | None = None) -> Callable[[], _A]: ...

    def __get__(self, obj: OpView | None, owner: type | None = None) -> Callable[[], _A]:
        fn = self.fn
        if fn is None:  # the interface's declaration: each op class has its own
            name = self.name
            cls = type(obj) if owner is None else owner
            if _specialize_for(cls):
                own = _class_attribute(cls, name)
                if own is not self:
                    return cast("Callable[[], _A]", own.__get__(obj, cls))  # type: ignore[attr-defined]

            def unanswered() -> _A:
                raise NotImplementedError(f"{name}() is answered by the op classes that derive from the interface")

            unanswered.__name__ = unanswered.__qualname__ = name
            unanswered.__doc__ = self.__doc__
            return unanswered
        if obj is None:
            own = cast(_A, self.own)

            def query() -> _A:
                return own

            query.__name__ = query.__qualname__ = self.name
            query.__doc__ = f"The {self.dimension} requirement of the op itself (its own requirements)."
            return query
        bound: Callable[[], _A] = fn.__get__(obj, owner)
        return bound


def _constant_query(value: object) -> Callable[[OpView], object]:
    def query(self: OpView) -> object:
        return value

    return query


def _memo_query(answers_of: Callable[[Operation], Answers], index: int) -> Callable[[OpView], object]:
    def query(self: OpView) -> object:
        return answers_of(self.operation).values[index]

    return query


def _needs_of(
    answers_of: Callable[[Any], Answers], rules: DialectRules | None
) -> Callable[[Any], tuple[Requirements, tuple[tuple[str, AnyOf], ...]]]:
    """``needs_of`` of an op class whose ``answers_of`` is given."""
    if rules is None or not rules.active:

        def plain(op: Any) -> tuple[Requirements, tuple[tuple[str, AnyOf], ...]]:
            answers = answers_of(op)
            return answers.requirements, answers.groups

        return plain

    needs = rules.needs

    def needs_of(op: Any) -> tuple[Requirements, tuple[tuple[str, AnyOf], ...]]:
        result: tuple[Requirements, tuple[tuple[str, AnyOf], ...]] = needs(answers_of(op), op)
        return result

    return needs_of


def _memoized(cls: type[OpView]) -> Callable[[Any], Answers]:
    """``answers_of`` for a class with instance-dependent contributions.

    The memo is keyed on ``_odsgen_key(op)``: the enum attributes and the annotated
    values' types or attributes. A class whose key reads attributes only
    (``_odsgen_key_reads_attributes_only``) has a first level keyed on the identity of
    the op's property and attribute dictionaries (the reader shares one object per
    distinct dictionary), checked with ``is``, so most queries neither read attributes
    nor hash them. Other implementations of the IR protocol (the MLIR bindings' adapter)
    go straight to the memo keyed on ``_odsgen_key``.
    """
    key_of = cls._odsgen_key  # type: ignore[attr-defined]
    compute: Callable[[object], Answers] = cls._odsgen_compute  # type: ignore[attr-defined]
    memo: dict[object, Answers] = {}

    def slow(op: Operation, _memo: dict[object, Answers] = memo, _key_of: Any = key_of) -> Answers:
        key = _key_of(op)
        try:
            return _memo[key]
        except KeyError:
            pass
        except TypeError:  # an unhashable value: compute without memo
            return compute(key)
        if len(_memo) >= MEMO_LIMIT:
            _memo.clear()
        result = _memo[key] = compute(key)
        return result

    if not cls.__dict__.get("_odsgen_key_reads_attributes_only", False):
        slow.memo = memo  # type: ignore[attr-defined]
        return slow

    fast: dict[int, tuple[object, object, Answers]] = {}

    def answers_of(
        op: Operation,
        _fast: dict[int, tuple[object, object, Answers]] = fast,
        _slow: Callable[[Operation], Answers] = slow,
        _shared: type = ir.Operation,
    ) -> Answers:
        if type(op) is not _shared:  # only odsgen's reader shares dictionaries (e.g. the MLIR bindings' adapter)
            return _slow(op)
        p = op.properties
        a = op.attributes
        k = id(p) * 31 + id(a)
        hit = _fast.get(k)
        if hit is not None and hit[0] is p and hit[1] is a:
            return hit[2]
        result = _slow(op)
        if len(_fast) >= MEMO_LIMIT:
            _fast.clear()
        _fast[k] = (p, a, result)
        return result

    answers_of.memo = memo  # type: ignore[attr-defined]
    answers_of.fast = fast  # type: ignore[attr-defined]
    return answers_of


def _answers_of_signature() -> Any:
    import inspect  # already imported by dataclasses

    op = inspect.Parameter("op", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation="Operation")
    return inspect.Signature([op], return_annotation="Answers")


_ANSWERS_OF_SIGNATURE = _answers_of_signature()


# --------------------------------------------------------------------------- accessors


# Per layout: (every group single, the groups may be sized by a segment sizes attribute).
_LAYOUTS: dict[str, tuple[bool, bool]] = {}
# (layout, id(sizes attribute) or None, value count) -> (the sizes attribute, the split):
# attributes are immutable and the entry holds the one it was keyed on (so its id is not
# reused while the entry lives), hence a split never changes for a key and an op changed
# in place (a new sizes attribute or other operands) simply looks up another key.
_SPLITS: dict[tuple[str, int | None, int], tuple[object, list[tuple[int, int]]]] = {}


def _layout(layout: str) -> tuple[bool, bool]:
    info = _LAYOUTS.get(layout)
    if info is None:
        single = all(c == "s" for c in layout)
        info = _LAYOUTS[layout] = (single, len(layout) > 1 and not single)
    return info


def _segments(op: Operation, values: Sequence[object], layout: str, sizes_name: str) -> list[tuple[int, int]]:
    """(start, stop) of each declared operand or result group.

    ``layout`` has one letter per declared group: ``s`` single, ``o`` optional, ``v``
    variadic. With a ``operandSegmentSizes``/``resultSegmentSizes`` attribute the sizes
    come from it; otherwise every single group has one value and the one non-single
    group (if any) takes the rest. The split is cached on the layout, the identity of the
    sizes attribute and the number of values (it depends on nothing else).
    """
    sizes = op.get_attr(sizes_name) if (_LAYOUTS.get(layout) or _layout(layout))[1] else None
    key = (layout, None if sizes is None else id(sizes), len(values))
    hit = _SPLITS.get(key)
    if hit is not None and hit[0] is sizes:
        return hit[1]
    out = _split(layout, sizes, len(values))
    if len(_SPLITS) >= MEMO_LIMIT:
        _SPLITS.clear()
    _SPLITS[key] = (sizes, out)
    return out


def _split(layout: str, sizes: object, n: int) -> list[tuple[int, int]]:
    counts: list[int]
    nums = getattr(sizes, "as_numbers", None)
    if nums is not None:
        counts = [int(n) for n in nums()]
    else:
        rest = n - sum(1 for c in layout if c == "s")
        flexible = [i for i, c in enumerate(layout) if c != "s"]
        counts = []
        for i, c in enumerate(layout):
            if c == "s":
                counts.append(1)
            elif flexible and i == flexible[0]:
                counts.append(max(rest, 0))
            else:
                counts.append(0)
    out = []
    start = 0
    for size in counts:
        out.append((start, start + size))
        start += size
    return out


def _group(op: Operation, values: Sequence[Any], index: int, layout: str, sizes_name: str) -> Any:
    if (_LAYOUTS.get(layout) or _layout(layout))[0]:
        return values[index] if index < len(values) else None
    start, stop = _segments(op, values, layout, sizes_name)[index]
    kind = layout[index]
    if kind == "s":
        return values[start] if start < len(values) else None
    group = tuple(values[start:stop])
    if kind == "o":
        return group[0] if group else None
    return group


def operand_group(op: Operation, index: int, layout: str) -> Any:
    """Operand group ``index``: a Value (single), a Value or None (optional), or a tuple (variadic)."""
    return _group(op, op.operands, index, layout, "operandSegmentSizes")


def result_group(op: Operation, index: int, layout: str) -> Any:
    """Result group ``index``, as ``operand_group``."""
    return _group(op, op.results, index, layout, "resultSegmentSizes")


def types_of(value: Any) -> tuple[ir.Type, ...]:
    """The types of an operand or result group (for memo keys): () when absent."""
    if value is None:
        return ()
    if isinstance(value, tuple):
        return tuple(v.type for v in value)
    return (value.type,)


# --------------------------------------------------------------------------- typed accessors

T = TypeVar("T")


class Accessor(Generic[T]):
    """A typed, read-only accessor of a generated op class (a descriptor).

    ``pointer = operand(index=0, constraint=SPIRV_AnyPtr)`` makes ``view.pointer`` the
    op's first operand; type checkers see the value type through ``__get__``. ``doc`` is
    the ODS summary (the constraint's by default); the docstring (what pydoc and
    ``help()`` show) is the value's type, then the summary. ``kind``, ``constraint`` and
    ``ods_name`` (the ODS name, when not the accessor's) are what the verifier reads of
    it (``op_spec``).
    """

    def __init__(
        self,
        read: Callable[[Any], T],
        doc: str = "",
        type_name: str = "",
        enum: tuple[str, type] | None = None,
        kind: str = "",
        constraint: Constraint | None = None,
        ods_name: str | None = None,
        blocks: tuple[str, int] | None = None,
    ) -> None:
        self.read = read
        self.name = ""
        doc = doc or (constraint.summary if constraint is not None else "")
        self.summary = doc
        self.__doc__ = f"{type_name}: {doc}" if type_name and doc else (type_name or doc)
        # (ODS attribute name, generated enum) of an enum attribute: what the builder
        # takes for it (a case of that enum; odsgen.runtime.builders).
        self.enum = enum
        self.kind = kind  # operand, result, attribute, region, successor ('' for another)
        self.constraint = constraint
        self.ods_name = ods_name
        self.blocks = blocks  # a region's block count: (comparison, n)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        if self.ods_name is None:
            self.ods_name = name

    @overload
    def __get__(self, obj: None, owner: Any) -> "Accessor[T]": ...

    @overload
    def __get__(self, obj: OpView, owner: Any) -> T: ...

    def __get__(self, obj: OpView | None, owner: Any = None) -> T | Accessor[T]:
        if obj is None:
            return self
        return self.read(obj.operation)

    def __set__(self, obj: OpView, value: object) -> None:
        raise AttributeError(f"{self.name} is read-only (build a new op instead)")

    def __repr__(self) -> str:
        return f"<accessor {self.name}: {self.summary}>"


def _single(kind: str, index: int, layout: str) -> Callable[[Operation], Any]:
    if not layout or all(c == "s" for c in layout):
        if kind == "operands":
            return lambda op: op.operands[index]
        return lambda op: op.results[index]
    group = operand_group if kind == "operands" else result_group
    return lambda op: group(op, index, layout)


def operand(
    index: int, layout: str = "", doc: str = "", *, constraint: Constraint | None = None, name: str | None = None
) -> Accessor[ir.Value]:
    """A single operand (``layout``: one letter per declared operand, s/o/v, when not
    all single); ``name``: its ODS name when not the accessor's."""
    return Accessor(_single("operands", index, layout), doc, "Value", None, "operand", constraint, name)


def optional_operand(
    index: int, layout: str, doc: str = "", *, constraint: Constraint | None = None, name: str | None = None
) -> Accessor[ir.Value | None]:
    return Accessor(lambda op: operand_group(op, index, layout), doc, "Value | None", None, "operand", constraint, name)


def variadic_operand(
    index: int, layout: str, doc: str = "", *, constraint: Constraint | None = None, name: str | None = None
) -> Accessor[tuple[ir.Value, ...]]:
    return Accessor(
        lambda op: operand_group(op, index, layout), doc, "tuple[Value, ...]", None, "operand", constraint, name
    )


def result(
    index: int, layout: str = "", doc: str = "", *, constraint: Constraint | None = None, name: str | None = None
) -> Accessor[ir.OpResult]:
    return Accessor(_single("results", index, layout), doc, "OpResult", None, "result", constraint, name)


def optional_result(
    index: int, layout: str, doc: str = "", *, constraint: Constraint | None = None, name: str | None = None
) -> Accessor[ir.OpResult | None]:
    return Accessor(
        lambda op: result_group(op, index, layout), doc, "OpResult | None", None, "result", constraint, name
    )


def variadic_result(
    index: int, layout: str, doc: str = "", *, constraint: Constraint | None = None, name: str | None = None
) -> Accessor[tuple[ir.OpResult, ...]]:
    return Accessor(
        lambda op: result_group(op, index, layout), doc, "tuple[OpResult, ...]", None, "result", constraint, name
    )


def attribute(name: str, doc: str = "", *, constraint: Constraint | None = None) -> Accessor[ir.Attribute]:
    return Accessor(lambda op: op.get_attr(name), doc, "Attribute", None, "attribute", constraint, name)


def optional_attribute(
    name: str, doc: str = "", *, constraint: Constraint | None = None
) -> Accessor[ir.Attribute | None]:
    return Accessor(lambda op: op.get_attr(name), doc, "Attribute | None", None, "attribute", constraint, name)


E = TypeVar("E")


def enum_attribute(name: str, enum_cls: type[E], doc: str = "", *, constraint: Constraint | None = None) -> Accessor[E]:
    """An enum attribute, read as the generated enum's case (``Scope.Device``)."""
    return Accessor(
        lambda op: enum_cls.of_attr(op.get_attr(name)),  # type: ignore[attr-defined]
        doc,
        enum_cls.__name__,
        (name, enum_cls),
        "attribute",
        constraint,
        name,
    )


def optional_enum_attribute(
    name: str, enum_cls: type[E], doc: str = "", *, constraint: Constraint | None = None
) -> Accessor[E | None]:
    return Accessor(
        lambda op: enum_cls.of_attr(op.get_attr(name)),  # type: ignore[attr-defined]
        doc,
        f"{enum_cls.__name__} | None",
        (name, enum_cls),
        "attribute",
        constraint,
        name,
    )


def region(
    index: int, blocks: tuple[str, int] | None = None, doc: str = "", *, name: str | None = None
) -> Accessor[ir.Region]:
    """A region; ``blocks``: its constraint's block count, (``"=="``/``">="``/``"<="``, n)."""
    return Accessor(lambda op: op.regions[index], doc, "Region", None, "region", None, name, blocks)


def variadic_region(
    index: int, blocks: tuple[str, int] | None = None, doc: str = "", *, name: str | None = None
) -> Accessor[tuple[ir.Region, ...]]:
    """The regions from ``index`` on (a VariadicRegion, the op's last)."""
    return Accessor(
        lambda op: tuple(op.regions[index:]), doc, "tuple[Region, ...]", None, "variadic-region", None, name, blocks
    )


def successor(index: int, doc: str = "", *, name: str | None = None) -> Accessor[ir.Block]:
    return Accessor(lambda op: op.successors[index], doc, "Block", None, "successor", None, name)


def variadic_successor(index: int, doc: str = "", *, name: str | None = None) -> Accessor[tuple[ir.Block, ...]]:
    """The successors from ``index`` on (a VariadicSuccessor, the op's last)."""
    return Accessor(
        lambda op: tuple(op.successors[index:]), doc, "tuple[Block, ...]", None, "variadic-successor", None, name
    )


def op_spec(cls: type[OpView]) -> OpSpec:
    """The verifier's data of an op class (odsgen.runtime.verify.OpSpec): its accessors'
    constraints, in definition order, and its ``CHECKS``."""
    operands: list[ValueSpec] = []
    results: list[ValueSpec] = []
    attributes: list[AttrSpec] = []
    regions: list[tuple[str, bool]] = []
    region_constraints: list[tuple[str, str, int] | None] = []
    successors: list[tuple[str, bool]] = []
    for acc in vars(cls).values():
        if not isinstance(acc, Accessor):
            continue
        name = acc.ods_name or ""
        c = acc.constraint
        if c is not None and acc.kind == "attribute":
            attributes.append(c.attr_spec(name))
        elif c is not None and acc.kind in ("operand", "result"):
            (operands if acc.kind == "operand" else results).append(c.value_spec(name))
        elif acc.kind.endswith("region"):
            regions.append((name, acc.kind.startswith("variadic")))
            region_constraints.append(None if acc.blocks is None else (acc.summary, *acc.blocks))
        elif acc.kind.endswith("successor"):
            successors.append((name, acc.kind.startswith("variadic")))
    checks = cls.CHECKS
    return OpSpec(
        cls.OPERATION_NAME,
        tuple(operands),
        tuple(results),
        tuple(attributes),
        tuple(regions),
        tuple(successors),
        checks.operand_segments,
        checks.result_segments,
        checks.same_variadic_operands,
        checks.same_variadic_results,
        checks.traits,
        checks.all_match,
        checks.parents,
        checks.unchecked,
        checks.types_match,
        tuple(region_constraints) if any(region_constraints) else (),
    )


def op_specs(classes: Iterable[type[OpView]]) -> tuple[OpSpec, ...]:
    """``op_spec`` of each class: a generated package's ``VERIFIER`` builds its data so,
    from its op classes, on first use."""
    return tuple(op_spec(cls) for cls in classes)


def enum_arguments(cls: Any) -> dict[str, type[enum.Enum]]:
    """``{ODS attribute name: generated enum}`` of the op class's enum attributes (from
    its typed accessors), computed once per class: what its builder takes for them."""

    found: dict[str, type[enum.Enum]] | None = cls.__dict__.get("_odsgen_enum_args")
    if found is None:
        found = {}
        for klass in reversed(cls.__mro__):
            for acc in vars(klass).values():
                if isinstance(acc, Accessor) and acc.enum is not None:
                    found[acc.enum[0]] = acc.enum[1]
        setattr(cls, "_odsgen_enum_args", found)
    return found
