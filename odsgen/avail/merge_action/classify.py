"""What a merge action means, recognised from the shape of its AST (``classify_merge``).

The meaning is the requirement algebra's ``Shape`` (odsgen.runtime.algebra), which lets
the algebra take over from the interpreter: a lower (``AT_LEAST``) or upper
(``AT_MOST``) bound over an ordered enum, or a conjunction of any-of groups
(``ALL_OF_ANY_OF``). docs/merge-actions.md lists the spellings recognised.
"""

from __future__ import annotations

from odsgen.runtime.algebra import Shape
from odsgen.avail.merge_action.nodes import (
    APPEND_METHODS,
    EXTEND_METHODS,
    MAX_FUNCTIONS,
    MIN_FUNCTIONS,
    NULL_NAMES,
    SCALAR_TYPES,
    Action,
    Assign,
    Binary,
    Block,
    Call,
    Cast,
    Conditional,
    Construct,
    Expr,
    ExprStmt,
    If,
    ListLit,
    MethodCall,
    Name,
    NullLit,
    Placeholder,
    Stmt,
    Unary,
)


def classify_merge(action: Action) -> Shape | None:
    """Recognise the meaning of a mergeAction from its shape; None when it has no algebra form.

    - ``AT_LEAST``: ``$overall = max($overall, $instance)`` over an ordered enum, in any
      of its spellings: a lower bound (``AtLeast``).
    - ``AT_MOST``: the same with ``min``: an upper bound (``AtMost``).
    - ``ALL_OF_ANY_OF``: the action accumulates (``emplace_back``, ``append``, ``add``,
      ``|``, ``union``, ``extend``...): a conjunction; an accumulated array or set is
      one any-of group, an accumulated enum case is a group of one (``AllOfAnyOf``).
    - None: an empty action (``merges_nothing``: the instance contributes nothing;
      upstream writes "" for ``Extension<[]>``), or anything else, which the interpreter
      still runs but the algebra has no shape for.

    Casts (``static_cast<int>(...)``, ``static_cast<E>(...)``, ``uint32_t(...)``),
    optional dereferences (``*$overall``) and the optional lift (``if ($overall) {
    <merge> } else { $overall = $instance; }`` or Python's ``$instance if $overall is
    None else <merge>``) are looked through; ``$final`` is ``$overall``.
    """
    stmts = _flatten(action.stmts)
    if len(stmts) != 1:
        return None
    return _classify_stmt(stmts[0])


def merges_nothing(action: Action) -> bool:
    """An empty merge action (nothing but empty blocks): the instance contributes nothing."""
    return not _flatten(action.stmts)


def _flatten(stmts: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
    while len(stmts) == 1 and isinstance(stmts[0], Block):
        stmts = stmts[0].stmts
    return stmts


def _single(stmt: Stmt | None) -> Stmt | None:
    if stmt is None:
        return None
    flat = _flatten((stmt,))
    return flat[0] if len(flat) == 1 else None


def _strip(expr: Expr) -> Expr:
    """Look through casts and dereferences; ``$final`` becomes ``$overall``."""
    while True:
        if isinstance(expr, Cast):
            expr = expr.operand
        elif isinstance(expr, Unary) and expr.op == "*":
            expr = expr.operand
        elif isinstance(expr, Construct) and len(expr.args) == 1:
            expr = expr.args[0]
        elif isinstance(expr, Call) and isinstance(expr.callee, Name) and len(expr.args) == 1:
            if expr.callee.parts[-1] not in SCALAR_TYPES:
                return expr
            expr = expr.args[0]
        elif isinstance(expr, Placeholder) and expr.name == "final":
            return Placeholder("overall")
        else:
            return expr


def _is(expr: Expr, slot: str) -> bool:
    stripped = _strip(expr)
    return isinstance(stripped, Placeholder) and stripped.slot == slot


def _is_null(expr: Expr) -> bool:
    return isinstance(expr, NullLit) or (isinstance(expr, Name) and expr.parts in NULL_NAMES)


def _presence_test(test: Expr) -> bool | None:
    """True if ``test`` asks "$overall has a value", False for "has none", else None."""
    if isinstance(test, Unary) and test.op in ("!", "not"):
        inner = _presence_test(test.operand)
        return None if inner is None else not inner
    if isinstance(test, Placeholder) and test.slot == "overall":
        return True
    if isinstance(test, MethodCall) and test.method == "has_value" and not test.args and _is(test.obj, "overall"):
        return True
    if isinstance(test, Binary) and test.op in ("is", "is not", "==", "!="):
        for side, other in ((test.left, test.right), (test.right, test.left)):
            if _is(side, "overall") and _is_null(other):
                return test.op in ("is not", "!=")
    return None


def _assigns_instance(stmt: Stmt | None) -> bool:
    return isinstance(stmt, Assign) and stmt.op == "=" and _is(stmt.target, "overall") and _is(stmt.value, "instance")


def _classify_stmt(stmt: Stmt) -> Shape | None:
    custom = None
    if isinstance(stmt, If):
        present = _presence_test(stmt.test)
        then, otherwise = _single(stmt.then), _single(stmt.otherwise)
        if present is True and _assigns_instance(otherwise) and then is not None:
            return _bounded(_classify_stmt(then))
        if present is False and _assigns_instance(then) and otherwise is not None:
            return _bounded(_classify_stmt(otherwise))
        return custom
    if isinstance(stmt, ExprStmt):
        call = stmt.expr
        if (
            isinstance(call, MethodCall)
            and call.method in APPEND_METHODS | EXTEND_METHODS
            and len(call.args) == 1
            and _is(call.obj, "overall")
            and _is(call.args[0], "instance")
        ):
            return Shape.ALL_OF_ANY_OF
        return custom
    if not isinstance(stmt, Assign) or not _is(stmt.target, "overall"):
        return custom
    if stmt.op in ("|=", "+="):
        return Shape.ALL_OF_ANY_OF if _is_instance_or_list_of_it(stmt.value) else custom
    if stmt.op != "=":
        return custom
    value = stmt.value
    if isinstance(value, Conditional):
        present = _presence_test(value.test)
        if present is True and _is(value.otherwise, "instance"):
            return _bounded(_classify_stmt(Assign(stmt.target, "=", value.then)))
        if present is False and _is(value.then, "instance"):
            return _bounded(_classify_stmt(Assign(stmt.target, "=", value.otherwise)))
        return custom
    value = _strip(value)
    if isinstance(value, Call) and isinstance(value.callee, Name) and len(value.args) == 2:
        operands = {_slot_of(arg) for arg in value.args}
        if operands == {"overall", "instance"}:
            if value.callee.parts in MAX_FUNCTIONS:
                return Shape.AT_LEAST
            if value.callee.parts in MIN_FUNCTIONS:
                return Shape.AT_MOST
    if isinstance(value, Binary) and value.op in ("|", "+"):
        pair = (value.left, value.right)
        for mine, theirs in (pair, pair[::-1]):
            if _is(mine, "overall") and _is_instance_or_list_of_it(theirs) and (value.op == "|" or mine is pair[0]):
                return Shape.ALL_OF_ANY_OF
    if isinstance(value, MethodCall) and value.method == "union" and len(value.args) == 1:
        if _is(value.obj, "overall") and _is(value.args[0], "instance"):
            return Shape.ALL_OF_ANY_OF
    return custom


def _slot_of(expr: Expr) -> str | None:
    stripped = _strip(expr)
    return stripped.slot if isinstance(stripped, Placeholder) else None


def _is_instance_or_list_of_it(expr: Expr) -> bool:
    if isinstance(expr, ListLit) and len(expr.items) == 1:
        return _is(expr.items[0], "instance")
    return _is(expr, "instance")


def _bounded(inner: Shape | None) -> Shape | None:
    # The optional lift only makes sense around max/min.
    return inner if inner is not None and inner.ordered else None
