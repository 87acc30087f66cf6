"""Running the merge-action language: its values and ``ActionInterpreter``.

``ActionInterpreter`` interprets parsed fields over the values of one dimension (there
is no ``eval``/``exec`` anywhere) and turns a merged value into the requirement
algebra's form (odsgen.runtime.algebra) by the merge's ``Shape``. Arrays and sets
are checked where they grow (``MAX_ITEMS`` items, ``MAX_NESTING`` levels); integers
print by size when decimal would be too long. Errors raise OdsgenError at the failing
node's location.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Union

from odsgen.runtime.algebra import (
    AllOfAnyOf,
    AnyOf,
    Case,
    EnumInfo,
    Provenance,
    Requirement,
    Shape,
)
from odsgen.avail.merge_action.nodes import (
    APPEND_METHODS,
    EXTEND_METHODS,
    MAX_FUNCTIONS,
    MAX_NESTING,
    MIN_FUNCTIONS,
    NO_SPAN,
    NULL_NAMES,
    OPTIONAL_TYPES,
    SEQ_TYPES,
    SET_TYPES,
    SIGNED_INTS,
    UNSIGNED_BITS,
    Action,
    Assign,
    Binary,
    Block,
    BoolLit,
    Call,
    Cast,
    Conditional,
    Construct,
    Decl,
    Expr,
    ExprStmt,
    If,
    Index,
    IntLit,
    ListLit,
    Member,
    MethodCall,
    Name,
    NullLit,
    Placeholder,
    Span,
    Stmt,
    TemplateMember,
    TypeRef,
    Unary,
)
from odsgen.avail.merge_action.parse import AvailabilitySpec
from odsgen.diagnostics import OdsgenError, error

# The most items an array or set may hold (`a = a + a` doubles an array).
MAX_ITEMS = 1 << 16


# ============================================================================ values


@dataclass(frozen=True, slots=True)
class FixedInt:
    """An unsigned fixed-width C++ integer (``uint32_t(0)``): ``~`` and ``|`` wrap at ``bits``."""

    value: int
    bits: int


@dataclass(frozen=True, slots=True)
class EnumValue:
    """A value of an enum: its enum's name, integer value, and case symbol when it names one."""

    enum: str
    value: int
    symbol: str | None = None

    def __str__(self) -> str:
        return f"{self.enum}::{self.symbol}" if self.symbol else f"{self.enum}({format_int(self.value)})"


def _depth_field() -> int:
    # How deep collections nest in this one (1 for a flat one); not part of equality.
    return field(default=1, init=False, compare=False, repr=False)


def _set_depth(collection: Seq | SetValue) -> None:
    depth = 1 + max((item.depth for item in collection.items if isinstance(item, (Seq, SetValue))), default=0)
    object.__setattr__(collection, "depth", depth)


@dataclass(frozen=True, slots=True)
class Seq:
    """An array, ``ArrayRef``, ``SmallVector`` or Python list: ordered, duplicates kept."""

    items: tuple[Value, ...] = ()
    depth: int = _depth_field()

    __post_init__ = _set_depth


@dataclass(frozen=True, slots=True)
class SetValue:
    """A Python set: unique items, kept in insertion order so results are deterministic."""

    items: tuple[Value, ...] = ()
    depth: int = _depth_field()

    __post_init__ = _set_depth

    @staticmethod
    def of(items: Iterable[Value]) -> SetValue:
        return SetValue(tuple(dict.fromkeys(items)))


# None is an empty optional (std::nullopt); a present optional is its value.
Value = Union[None, bool, int, FixedInt, EnumValue, Seq, SetValue]


def format_int(number: int) -> str:
    """An integer in decimal, or its size when decimal would be too long to read.

    Arithmetic has no fixed width for plain ``int``s, so a value may outgrow what
    CPython converts to decimal at all (4300 digits); hex would not help a reader either.
    """
    if number.bit_length() <= 256:
        return str(number)
    return f"{'-' if number < 0 else ''}<a {number.bit_length()}-bit integer>"


def format_value(value: Value) -> str:
    """A value as a person reads it in a diagnostic or a report."""
    if value is None:
        return "nullopt"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, FixedInt):
        return format_int(value.value)
    if isinstance(value, int):
        return format_int(value)
    if isinstance(value, (Seq, SetValue)):
        open_, close = ("[", "]") if isinstance(value, Seq) else ("{", "}")
        return open_ + ", ".join(format_value(item) for item in value.items) + close
    return str(value)


# ============================================================================ types


@dataclass(frozen=True, slots=True)
class _Ty:
    """A resolved type: kind is int, uint, bool, enum, optional, seq, set or auto."""

    kind: str
    bits: int = 0
    enum: EnumInfo | None = None
    inner: _Ty | None = None


_AUTO = _Ty("auto")


# ============================================================================ interpretation


class _EvalError(Exception):
    def __init__(self, message: str, node: object):
        super().__init__(message)
        self.message = message
        self.node = node


class _Scope:
    """Local variables of one block, chained to the enclosing block's."""

    __slots__ = ("vars", "parent")

    def __init__(self, parent: _Scope | None = None):
        self.vars: dict[str, Value] = {}
        self.parent = parent

    def find(self, name: str) -> _Scope | None:
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.vars:
                return scope
            scope = scope.parent
        return None


class _Run:
    """One evaluation of one Action: placeholder slots, scopes, the action for locations."""

    __slots__ = ("action", "slots")

    def __init__(self, action: Action, slots: dict[str, Value]):
        self.action = action
        self.slots = slots


class ActionInterpreter:
    """Interprets parsed fields over the values of one dimension.

    ``enums`` are the enums names in the strings may refer to (the dimension's own and
    any other); ``result_type`` is the dimension's parsed ``queryFnRetType`` (it gives
    ``{}`` its meaning). Errors raise OdsgenError at the failing node's location.
    """

    def __init__(self, enums: Iterable[EnumInfo] = (), result_type: TypeRef | None = None):
        self._enums: dict[str, list[EnumInfo]] = {}
        for info in enums:
            self._enums.setdefault(info.name, []).append(info)
        self.result_type = result_type

    # -------------------------------------------------------------- public API

    def initializer(self, action: Action) -> Value:
        """The initial ``$overall``: the initializer converted to the result type."""
        run = _Run(action, {})
        return self._guard(run, lambda: self._initial_value(run, action.expr))

    def instance(self, instance: Action, preparation: Action | None = None) -> Value:
        """The instance value, after running ``preparation`` in the same scope."""
        scope = _Scope()
        if preparation is not None:
            prep_run = _Run(preparation, {})
            self._guard(prep_run, lambda: self._exec_all(prep_run, preparation.stmts, scope))
        run = _Run(instance, {})
        return self._guard(run, lambda: self._expr(run, instance.expr, scope))

    def merge(self, action: Action, overall: Value, instance: Value) -> Value:
        """Run ``action`` with ``$overall``/``$final`` = overall and ``$instance`` = instance."""
        run = _Run(action, {"overall": overall, "instance": instance})
        self._guard(run, lambda: self._exec_all(run, action.stmts, _Scope()))
        return run.slots["overall"]

    def fold(self, action: Action, initializer: Action, instances: Iterable[Value]) -> Value:
        """The initializer merged with every instance in order, as upstream's generated code does."""
        overall = self.initializer(initializer)
        for value in instances:
            overall = self.merge(action, overall, value)
        return overall

    def contribution(self, spec: AvailabilitySpec) -> Value | None:
        """The requirement one Availability def alone contributes: merge(initializer, instance).

        None when its merge action is empty (upstream then emits no code for it).
        """
        if spec.merge_action.is_empty:
            return None
        interpreter = self if spec.result_type is None else ActionInterpreter(self._all_enums(), spec.result_type)
        instance = interpreter.instance(spec.instance, spec.instance_preparation)
        return interpreter.merge(spec.merge_action, interpreter.initializer(spec.initializer), instance)

    def requirement_of(self, spec: AvailabilitySpec, provenance: Iterable[Provenance] = ()) -> Requirement | None:
        """The algebra's form of ``contribution(spec)``, or None for an empty merge action.

        Raises OdsgenError (at the merge action) for a merge action with no shape or for
        a value the shape cannot describe.
        """
        if spec.merges_nothing:
            return None
        value = self.contribution(spec)
        return self.to_requirement(spec.shape, value, provenance, where=spec.merge_action)

    def to_requirement(
        self,
        shape: Shape | None,
        value: Value,
        provenance: Iterable[Provenance] = (),
        where: Action | None = None,
    ) -> Requirement:
        """Describe a merged value ``value`` of a dimension with ``shape`` in the algebra."""
        provenance = tuple(provenance)

        def fail(message: str):
            loc = where.loc(Span(1, 1, 1, 1)) if where is not None else None
            return OdsgenError(error(loc, message))

        if shape is None:
            raise fail("merge action has no shape the requirement algebra describes (a bound or any-of groups)")
        if shape.ordered:
            if value is None:
                return shape.identity()
            if not isinstance(value, EnumValue) or value.symbol is None:
                raise fail(f"{shape.value} value {format_value(value)} is not an enum case")
            return shape.requirement(Case(value.symbol, value.value), provenance)
        # Shape.ALL_OF_ANY_OF
        if value is None:
            return AllOfAnyOf()
        members = value.items if isinstance(value, (Seq, SetValue)) else (value,)
        groups = []
        for member in members:
            if isinstance(member, (Seq, SetValue)):
                groups.append(AnyOf(tuple(self._case_of(item, fail) for item in member.items), provenance))
            else:
                groups.extend(AnyOf((case,), provenance) for case in self._cases_of_bits(member, fail))
        return AllOfAnyOf(tuple(groups))

    # -------------------------------------------------------------- helpers for to_requirement

    def _all_enums(self) -> list[EnumInfo]:
        return [info for infos in self._enums.values() for info in infos]

    def _case_of(self, item: Value, fail) -> Case:
        if isinstance(item, EnumValue) and item.symbol is not None:
            return Case(item.symbol, item.value)
        raise fail(f"{format_value(item)} is not an enum case")

    def _cases_of_bits(self, item: Value, fail) -> list[Case]:
        if not isinstance(item, EnumValue):
            raise fail(f"{format_value(item)} is not an enum case")
        info = self._enum_named(item.enum)
        if info is None or not info.is_bit_enum or item.symbol is not None:
            return [self._case_of(item, fail)]
        # A bit-enum value with several bits set requires each bit.
        cases = []
        for bit in range(item.value.bit_length()):
            if item.value >> bit & 1:
                case = info.case_valued(1 << bit)
                if case is None:
                    raise fail(f"bit {format_int(1 << bit)} of {format_value(item)} is not a case of {item.enum}")
                cases.append(case)
        return cases

    def _enum_named(self, name: str) -> EnumInfo | None:
        infos = self._enums.get(name)
        return infos[0] if infos else None

    # -------------------------------------------------------------- error plumbing

    def _guard(self, run: _Run, thunk):
        try:
            return thunk()
        except _EvalError as exc:
            span = getattr(exc.node, "span", NO_SPAN)
            raise OdsgenError(error(run.action.loc(span), exc.message)) from None

    # -------------------------------------------------------------- statements

    def _exec_all(self, run: _Run, stmts: tuple[Stmt, ...], scope: _Scope) -> None:
        for stmt in stmts:
            self._exec(run, stmt, scope)

    def _exec(self, run: _Run, stmt: Stmt, scope: _Scope) -> None:
        if isinstance(stmt, ExprStmt):
            self._expr(run, stmt.expr, scope)
        elif isinstance(stmt, Assign):
            value = self._expr(run, stmt.value, scope)
            if stmt.op != "=":
                current = self._expr(run, stmt.target, scope)
                value = self._binary_op(stmt.op[:-1], current, value, stmt)
            self._store(run, stmt.target, value, scope)
        elif isinstance(stmt, Decl):
            if stmt.name in scope.vars:
                raise _EvalError(f"redefinition of '{stmt.name}'", stmt)
            scope.vars[stmt.name] = self._declare(run, stmt, scope)
        elif isinstance(stmt, If):
            if self._truthy(self._expr(run, stmt.test, scope), stmt.test):
                self._exec(run, stmt.then, _Scope(scope))
            elif stmt.otherwise is not None:
                self._exec(run, stmt.otherwise, _Scope(scope))
        elif isinstance(stmt, Block):
            self._exec_all(run, stmt.stmts, _Scope(scope))
        else:  # pragma: no cover - the builder makes no other statements
            raise _EvalError(f"cannot run {type(stmt).__name__}", stmt)

    def _declare(self, run: _Run, decl: Decl, scope: _Scope) -> Value:
        ty = self._type(decl.type)
        if decl.ctor_args is not None:
            return self._construct(run, ty, decl.ctor_args, scope, decl)
        if decl.init is None:
            return self._zero(ty, decl)
        if decl.is_array:
            if not isinstance(decl.init, ListLit):
                raise _EvalError(f"array '{decl.name}' needs a braced initializer", decl.init)
            items = tuple(self._convert(self._expr(run, item, scope), ty, item) for item in decl.init.items)
            return _grown(Seq(items), decl.init)
        return self._convert_init(run, decl.init, ty, scope)

    def _store(self, run: _Run, target: Expr, value: Value, scope: _Scope) -> None:
        if isinstance(target, Unary) and target.op == "*":
            if self._expr(run, target.operand, scope) is None:
                raise _EvalError("assignment through an empty optional", target)
            target = target.operand
        if isinstance(target, Placeholder):
            run.slots[target.slot] = value
            return
        if isinstance(target, Name) and len(target.parts) == 1 and not target.is_global:
            owner = scope.find(target.parts[0]) or scope
            owner.vars[target.parts[0]] = value
            return
        raise _EvalError("cannot assign to this expression", target)

    # -------------------------------------------------------------- expressions

    def _initial_value(self, run: _Run, expr: Expr) -> Value:
        if self.result_type is None:
            return self._expr(run, expr, _Scope())
        return self._convert_init(run, expr, self._type(self.result_type), _Scope())

    def _convert_init(self, run: _Run, expr: Expr, ty: _Ty, scope: _Scope) -> Value:
        """``T x = expr``: a braced list initializes T; anything else converts to T."""
        if isinstance(expr, ListLit) and expr.braced:
            items = tuple(self._expr(run, item, scope) for item in expr.items)
            return self._from_braced(items, ty, expr)
        return self._convert(self._expr(run, expr, scope), ty, expr)

    def _expr(self, run: _Run, expr: Expr, scope: _Scope) -> Value:
        if isinstance(expr, Placeholder):
            return run.slots[expr.slot]
        if isinstance(expr, IntLit):
            return expr.value
        if isinstance(expr, BoolLit):
            return expr.value
        if isinstance(expr, NullLit):
            return None
        if isinstance(expr, Name):
            return self._name(expr, scope)
        if isinstance(expr, Member):
            if isinstance(expr.obj, Name) and scope.find(expr.obj.parts[0]) is None:
                return self._name(Name(expr.obj.parts + (expr.name,), expr.obj.is_global, expr.span), scope)
            raise _EvalError(f"no member '{expr.name}' here", expr)
        if isinstance(expr, Unary):
            return self._unary(run, expr, scope)
        if isinstance(expr, Binary):
            return self._binary(run, expr, scope)
        if isinstance(expr, Conditional):
            taken = expr.then if self._truthy(self._expr(run, expr.test, scope), expr.test) else expr.otherwise
            return self._expr(run, taken, scope)
        if isinstance(expr, ListLit):
            items = tuple(self._expr(run, item, scope) for item in expr.items)
            return _grown(Seq(items), expr)
        if isinstance(expr, Cast):
            return self._convert(self._expr(run, expr.operand, scope), self._type(expr.type), expr)
        if isinstance(expr, Construct):
            return self._construct(run, self._type(expr.type), expr.args, scope, expr)
        if isinstance(expr, Call):
            return self._call(run, expr, scope)
        if isinstance(expr, MethodCall):
            return self._method(run, expr, scope)
        if isinstance(expr, Index):
            container = self._expr(run, expr.obj, scope)
            position = self._expr(run, expr.index, scope)
            if not isinstance(container, Seq) or not isinstance(position, int):
                raise _EvalError("only arrays can be indexed, by integers", expr)
            if not 0 <= position < len(container.items):
                raise _EvalError(f"index {format_int(position)} is out of range", expr.index)
            return container.items[position]
        if isinstance(expr, TemplateMember):
            raise _EvalError(f"'{expr.type}::{expr.name}' must be called", expr)
        raise _EvalError(f"cannot evaluate {type(expr).__name__}", expr)  # pragma: no cover

    def _name(self, name: Name, scope: _Scope) -> Value:
        parts = name.parts
        if len(parts) == 1 and not name.is_global:
            owner = scope.find(parts[0])
            if owner is not None:
                return owner.vars[parts[0]]
        if parts in NULL_NAMES:
            return None
        if len(parts) >= 2:
            info = self._enum_for(parts[:-1], name)
            if info is not None:
                case = info.case_named(parts[-1])
                if case is None:
                    raise _EvalError(f"'{parts[-1]}' is not a case of enum '{info.name}'", name)
                return EnumValue(info.name, case.value, case.symbol)
        raise _EvalError(f"unknown name '{name}'", name)

    def _enum_for(self, qualified: tuple[str, ...], node: object) -> EnumInfo | None:
        """The registered enum that ``ns::...::Enum`` names, if any."""
        candidates = [
            info
            for info in self._enums.get(qualified[-1], ())
            if _namespace_matches(qualified[:-1], info.namespace_parts)
        ]
        if len(candidates) > 1:
            raise _EvalError(f"'{'::'.join(qualified)}' names more than one enum", node)
        return candidates[0] if candidates else None

    def _unary(self, run: _Run, expr: Unary, scope: _Scope) -> Value:
        value = self._expr(run, expr.operand, scope)
        op = expr.op
        if op == "*":
            if value is None:
                raise _EvalError("dereference of an empty optional (std::nullopt)", expr)
            return value
        if op in ("!", "not"):
            return not self._truthy(value, expr.operand)
        if op == "~":
            if isinstance(value, FixedInt):
                return FixedInt(~value.value & ((1 << value.bits) - 1), value.bits)
            if isinstance(value, int) and not isinstance(value, bool):
                return ~value
        if op == "-" and isinstance(value, int) and not isinstance(value, bool):
            return -value
        raise _EvalError(f"'{op}' does not apply to {format_value(value)}", expr)

    def _binary(self, run: _Run, expr: Binary, scope: _Scope) -> Value:
        op = expr.op
        if op in ("and", "or"):
            left = self._truthy(self._expr(run, expr.left, scope), expr.left)
            if left == (op == "or"):
                return left
            return self._truthy(self._expr(run, expr.right, scope), expr.right)
        left = self._expr(run, expr.left, scope)
        right = self._expr(run, expr.right, scope)
        return self._binary_op(op, left, right, expr)

    def _binary_op(self, op: str, left: Value, right: Value, node: object) -> Value:
        if op in ("is", "is not"):
            if left is not None and right is not None:
                raise _EvalError(f"'{op}' only compares with None", node)
            return (left is right) == (op == "is")
        if op in ("==", "!="):
            return (_identity_key(left) == _identity_key(right)) == (op == "==")
        if op in ("<", "<=", ">", ">="):
            a, b = self._ordered(left, right, node)
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
        if isinstance(left, (Seq, SetValue)) and isinstance(right, (Seq, SetValue)):
            return _collection_op(op, left, right, node)
        if isinstance(left, EnumValue) and isinstance(right, EnumValue) and op in ("|", "&", "^"):
            if left.enum != right.enum:
                raise _EvalError(f"cannot combine {left.enum} with {right.enum}", node)
            raw = _int_op(op, left.value, right.value)
            return self._enum_value(left.enum, raw)
        if _is_number(left) and _is_number(right) and op in ("|", "&", "^", "+", "-"):
            raw = _int_op(op, _number(left), _number(right))
            bits = max((v.bits for v in (left, right) if isinstance(v, FixedInt)), default=0)
            return FixedInt(raw % (1 << bits), bits) if bits else raw
        raise _EvalError(f"'{op}' does not apply to {format_value(left)} and {format_value(right)}", node)

    def _ordered(self, left: Value, right: Value, node: object) -> tuple[int, int]:
        if isinstance(left, EnumValue) and isinstance(right, EnumValue):
            if left.enum != right.enum:
                raise _EvalError(f"cannot compare {left.enum} with {right.enum}", node)
            return left.value, right.value
        if _is_number(left) and _is_number(right):
            return _number(left), _number(right)
        raise _EvalError(f"cannot order {format_value(left)} and {format_value(right)}", node)

    def _truthy(self, value: Value, node: object) -> bool:
        # An enum value is only ever tested as the content of an optional: present.
        if value is None:
            return False
        if isinstance(value, (bool, EnumValue)):
            return value is True or isinstance(value, EnumValue)
        if isinstance(value, int):
            return value != 0
        if isinstance(value, FixedInt):
            return value.value != 0
        if isinstance(value, (Seq, SetValue)):
            return bool(value.items)
        raise _EvalError(f"cannot test {format_value(value)}", node)  # pragma: no cover

    def _enum_value(self, enum_name: str, raw: int) -> EnumValue:
        info = self._enum_named(enum_name)
        case = info.case_valued(raw) if info is not None else None
        return EnumValue(enum_name, raw, case.symbol if case else None)

    # -------------------------------------------------------------- calls

    def _call(self, run: _Run, call: Call, scope: _Scope) -> Value:
        callee = call.callee
        if isinstance(callee, TemplateMember):
            return self._limits(callee, call)
        if not isinstance(callee, Name):
            raise _EvalError("only named functions can be called", callee)
        args = [self._expr(run, arg, scope) for arg in call.args]
        parts = callee.parts
        if parts in MAX_FUNCTIONS or parts in MIN_FUNCTIONS:
            return self._extreme(args, parts in MAX_FUNCTIONS, call)
        if parts in (("std", "size"), ("llvm", "size"), ("len",)):
            if len(args) != 1 or not isinstance(args[0], (Seq, SetValue)):
                raise _EvalError(f"'{callee}' takes one array or set", call)
            return len(args[0].items)
        if parts in (("std", "make_optional"),):
            if len(args) != 1:
                raise _EvalError("'std::make_optional' takes one value", call)
            return args[0]
        if parts in (("set",), ("frozenset",), ("list",), ("tuple",)):
            if len(args) > 1 or (args and not isinstance(args[0], (Seq, SetValue))):
                raise _EvalError(f"'{callee}' takes at most one collection", call)
            items = args[0].items if args else ()
            return Seq(items) if parts[0] in ("list", "tuple") else SetValue.of(items)
        # A functional cast: uint32_t(0), Version(3), std::optional-less type names.
        ty = self._maybe_type(TypeRef(callee, (), callee.span))
        if ty is not None:
            return self._construct_values(ty, args, call)
        raise _EvalError(f"unknown function '{callee}'", callee)

    def _extreme(self, args: list[Value], highest: bool, node: Call) -> Value:
        if len(args) == 1 and isinstance(args[0], (Seq, SetValue)):
            args = list(args[0].items)  # std::max({a, b, c}), max([a, b])
        if not args:
            raise _EvalError("max/min of nothing", node)
        best = args[0]
        for candidate in args[1:]:
            a, b = self._ordered(best, candidate, node)
            # std::max(a, b) is b only if a < b; std::min(a, b) is b only if b < a.
            if (a < b) if highest else (b < a):
                best = candidate
        return best

    def _limits(self, member: TemplateMember, call: Call) -> Value:
        if member.type.name.parts[-1] != "numeric_limits" or member.name not in ("max", "min") or call.args:
            raise _EvalError(f"unknown function '{member.type}::{member.name}'", member)
        ty = self._type(member.type.args[0]) if member.type.args else None
        if ty is None or ty.kind not in ("int", "uint"):
            raise _EvalError("std::numeric_limits needs an integer type", member)
        if ty.kind == "uint":
            return FixedInt((1 << ty.bits) - 1 if member.name == "max" else 0, ty.bits)
        return (1 << 31) - 1 if member.name == "max" else -(1 << 31)

    def _method(self, run: _Run, call: MethodCall, scope: _Scope) -> Value:
        obj = self._expr(run, call.obj, scope)
        args = [self._expr(run, arg, scope) for arg in call.args]
        method = call.method
        arity = {"has_value": 0, "value": 0, "empty": 0, "size": 0, "value_or": 1}
        if method in arity and len(args) != arity[method]:
            raise _EvalError(f"'{method}' takes {arity[method]} argument(s)", call)
        if method == "has_value":
            return obj is not None
        if method == "value":
            if obj is None:
                raise _EvalError("value() of an empty optional", call)
            return obj
        if method == "value_or":
            return args[0] if obj is None else obj
        if not isinstance(obj, (Seq, SetValue)):
            raise _EvalError(f"'{method}' needs an array or a set, not {format_value(obj)}", call)
        if method == "empty":
            return not obj.items
        if method == "size":
            return len(obj.items)
        if len(args) != 1:
            raise _EvalError(f"'{method}' takes one argument", call)
        (arg,) = args
        if method in ("union", "intersection", "difference"):
            if not isinstance(arg, (Seq, SetValue)):
                raise _EvalError(f"'{method}' takes a collection", call)
            return _collection_op({"union": "|", "intersection": "&", "difference": "-"}[method], obj, arg, call)
        if method in APPEND_METHODS:
            updated = _grown(_append(obj, arg), call)
        elif method in EXTEND_METHODS:
            if not isinstance(arg, (Seq, SetValue)):
                raise _EvalError(f"'{method}' takes a collection", call)
            updated = _grown(_extend(obj, arg.items), call)
        elif method in ("contains", "count"):
            found = arg in obj.items
            return found if method == "contains" else int(found)
        else:
            raise _EvalError(f"unknown method '{method}'", call)
        # Mutating methods rebind the variable they were called on.
        self._store(run, call.obj, updated, scope)
        return None

    # -------------------------------------------------------------- types and conversions

    def _type(self, ref: TypeRef) -> _Ty:
        ty = self._maybe_type(ref)
        if ty is None:
            raise _EvalError(f"unknown type '{ref}'", ref)
        return ty

    def _maybe_type(self, ref: TypeRef | int) -> _Ty | None:
        if isinstance(ref, int):
            return None
        head = ref.name.parts[-1]
        inner = None
        type_args = [a for a in ref.args if isinstance(a, TypeRef)]
        if type_args:
            inner = self._maybe_type(type_args[0])
            if inner is None:
                return None
        if head in OPTIONAL_TYPES:
            return _Ty("optional", inner=inner or _AUTO)
        if head in SEQ_TYPES:
            return _Ty("seq", inner=inner or _AUTO)
        if head in SET_TYPES:
            return _Ty("set", inner=inner or _AUTO)
        if ref.args:
            return None
        if head in SIGNED_INTS:
            return _Ty("int")
        if head in UNSIGNED_BITS:
            return _Ty("uint", bits=UNSIGNED_BITS[head])
        if head == "bool":
            return _Ty("bool")
        if head == "auto":
            return _AUTO
        try:
            info = self._enum_for(ref.name.parts, ref)
        except _EvalError:
            return None
        return _Ty("enum", enum=info) if info is not None else None

    def _zero(self, ty: _Ty, node: object) -> Value:
        """Value-initialization, ``T()`` or ``T x = {}``."""
        if ty.kind in ("int",):
            return 0
        if ty.kind == "uint":
            return FixedInt(0, ty.bits)
        if ty.kind == "bool":
            return False
        if ty.kind == "enum":
            assert ty.enum is not None
            return self._enum_value(ty.enum.name, 0)
        if ty.kind == "optional":
            return None
        if ty.kind == "seq":
            return Seq()
        if ty.kind == "set":
            return SetValue()
        raise _EvalError("'auto' needs an initializer", node)

    def _from_braced(self, items: tuple[Value, ...], ty: _Ty, node: object) -> Value:
        if ty.kind in ("seq", "set"):
            assert ty.inner is not None
            converted = tuple(self._convert(item, ty.inner, node) for item in items)
            return _grown(Seq(converted) if ty.kind == "seq" else SetValue.of(converted), node)
        if not items:
            return self._zero(ty, node)
        if len(items) == 1:
            return self._convert(items[0], ty, node)
        if ty.kind == "auto":
            return _grown(Seq(items), node)
        raise _EvalError(f"too many values in braces for a scalar ({len(items)})", node)

    def _construct(self, run: _Run, ty: _Ty, arg_exprs: tuple[Expr, ...], scope: _Scope, node: object) -> Value:
        args = [self._expr(run, arg, scope) for arg in arg_exprs]
        return self._construct_values(ty, args, node)

    def _construct_values(self, ty: _Ty, args: list[Value], node: object) -> Value:
        if not args:
            return self._zero(ty, node)
        if ty.kind == "seq" and len(args) == 2 and isinstance(args[0], Seq) and _is_number(args[1]):
            # ArrayRef<T>(data, length): the first `length` items.
            count = _number(args[1])
            if not 0 <= count <= len(args[0].items):
                raise _EvalError(f"length {format_int(count)} exceeds the array's {len(args[0].items)} items", node)
            return Seq(args[0].items[:count])
        if len(args) != 1:
            raise _EvalError(f"cannot build a value from {len(args)} arguments", node)
        return self._convert(args[0], ty, node)

    def _convert(self, value: Value, ty: _Ty, node: object) -> Value:
        kind = ty.kind
        if kind == "auto":
            return value
        if kind == "optional":
            assert ty.inner is not None
            return None if value is None else self._convert(value, ty.inner, node)
        if kind in ("seq", "set"):
            if not isinstance(value, (Seq, SetValue)):
                raise _EvalError(f"cannot convert {format_value(value)} to a collection", node)
            assert ty.inner is not None
            items = tuple(self._convert(item, ty.inner, node) for item in value.items)
            return Seq(items) if kind == "seq" else SetValue.of(items)
        if kind == "bool":
            return self._truthy(value, node)
        if not isinstance(value, (bool, EnumValue)) and not _is_number(value):
            raise _EvalError(f"cannot convert {format_value(value)} to a number or enum", node)
        raw = value.value if isinstance(value, (EnumValue, FixedInt)) else int(value)
        if kind == "int":
            # Deliberately no 32-bit wrap: the RFC's static_cast<int>(~uint32_t(0))
            # would be -1 in C++ and make its MaxVersion merge always yield ~0.
            return raw
        if kind == "uint":
            return FixedInt(raw % (1 << ty.bits), ty.bits)
        assert kind == "enum" and ty.enum is not None
        return self._enum_value(ty.enum.name, raw)


# ============================================================================ small value helpers


def _namespace_matches(written: tuple[str, ...], namespace: tuple[str, ...]) -> bool:
    """``spirv::Version`` matches namespace ``::mlir::spirv``: what is written is a suffix."""
    return not written or namespace[len(namespace) - len(written) :] == written


def _is_number(value: Value) -> bool:
    return isinstance(value, FixedInt) or (isinstance(value, int) and not isinstance(value, bool))


def _number(value: Value) -> int:
    return value.value if isinstance(value, FixedInt) else int(value)


def _int_op(op: str, a: int, b: int) -> int:
    return {"|": a | b, "&": a & b, "^": a ^ b, "+": a + b, "-": a - b}[op]


def _identity_key(value: Value) -> object:
    if isinstance(value, FixedInt):
        return ("n", value.value)
    if isinstance(value, bool):
        return ("b", value)
    if isinstance(value, int):
        return ("n", value)
    if isinstance(value, EnumValue):
        return ("e", value.enum, value.value)
    return value


def _collection_op(op: str, left: Seq | SetValue, right: Seq | SetValue, node: object) -> Value:
    if op == "+":
        if isinstance(left, Seq) and isinstance(right, Seq):
            return _grown(Seq(left.items + right.items), node)
        raise _EvalError("'+' joins two arrays; use '|' for sets", node)
    if op == "|":
        return _grown(SetValue.of(left.items + right.items), node)
    if op == "&":
        return SetValue.of(item for item in left.items if item in right.items)
    if op == "-":
        return SetValue.of(item for item in left.items if item not in right.items)
    raise _EvalError(f"'{op}' does not apply to collections", node)


def _grown(collection: Seq | SetValue, node: object) -> Seq | SetValue:
    """``collection``, checked where arrays and sets grow: in size, and in nesting."""
    if len(collection.items) > MAX_ITEMS:
        raise _EvalError(f"an array or set may hold at most {MAX_ITEMS} items", node)
    if collection.depth > MAX_NESTING:
        raise _EvalError(f"value nests too deeply (more than {MAX_NESTING} levels)", node)
    return collection


def _append(collection: Seq | SetValue, item: Value) -> Seq | SetValue:
    if isinstance(collection, SetValue):
        return SetValue.of(collection.items + (item,))
    return Seq(collection.items + (item,))


def _extend(collection: Seq | SetValue, items: tuple[Value, ...]) -> Seq | SetValue:
    if isinstance(collection, SetValue):
        return SetValue.of(collection.items + items)
    return Seq(collection.items + items)
