"""AST of the TableGen language: statements, types and value expressions.

Nodes are small ``__slots__`` classes rather than frozen dataclasses: a large .td tree
has hundreds of thousands of them and they are built in the parser's hot loop and
pickled into the parse cache. Every node carries ``pos`` = (line, col), 1-based; the
file is the one the node came from (kept by the evaluator per file).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any



@dataclass(slots=True, eq=False)
class Node:
    pos: tuple[int, int]

# ----------------------------------------------------------------- statements

@dataclass(slots=True, eq=False)
class Include(Node):
    filename: Any

@dataclass(slots=True, eq=False)
class ClassDef(Node):
    name: Any
    targs: Any
    parents: Any
    body: Any

@dataclass(slots=True, eq=False)
class TemplateArg(Node):
    type: Any
    name: Any
    default: Any

@dataclass(slots=True, eq=False)
class ClassRef(Node):
    name: Any
    args: Any

@dataclass(slots=True, eq=False)
class Arg(Node):    # name is None for a positional argument
    name: Any
    value: Any

@dataclass(slots=True, eq=False)
class FieldDecl(Node):
    is_field: Any
    type: Any
    name: Any
    value: Any

@dataclass(slots=True, eq=False)
class BodyLet(Node):
    name: Any
    bits: Any
    value: Any

@dataclass(slots=True, eq=False)
class Def(Node):
    name: Any
    parents: Any
    body: Any

@dataclass(slots=True, eq=False)
class Defm(Node):
    name: Any
    parents: Any

@dataclass(slots=True, eq=False)
class Multiclass(Node):
    name: Any
    targs: Any
    parents: Any
    body: Any

@dataclass(slots=True, eq=False)
class Defset(Node):
    type: Any
    name: Any
    body: Any

@dataclass(slots=True, eq=False)
class Deftype(Node):
    name: Any
    type: Any

@dataclass(slots=True, eq=False)
class Defvar(Node):
    name: Any
    value: Any

@dataclass(slots=True, eq=False)
class Let(Node):
    items: Any
    body: Any

@dataclass(slots=True, eq=False)
class LetItem(Node):
    name: Any
    bits: Any
    value: Any

@dataclass(slots=True, eq=False)
class Foreach(Node):
    var: Any
    range: Any
    body: Any

@dataclass(slots=True, eq=False)
class If(Node):
    cond: Any
    then: Any
    else_: Any

@dataclass(slots=True, eq=False)
class Assert(Node):
    cond: Any
    message: Any

@dataclass(slots=True, eq=False)
class Dump(Node):
    value: Any

# ----------------------------------------------------------------- types
# Types are tuples: ("bit",), ("bits", n), ("int",), ("string",), ("code",),
# ("dag",), ("list", elt), ("class", name, pos).

# ----------------------------------------------------------------- values

@dataclass(slots=True, eq=False)
class Int(Node):
    value: Any

@dataclass(slots=True, eq=False)
class BinInt(Node):
    digits: Any

@dataclass(slots=True, eq=False)
class Str(Node):
    value: Any
    is_code: Any

@dataclass(slots=True, eq=False)
class Unset(Node):
    pass

@dataclass(slots=True, eq=False)
class Id(Node):
    name: Any

@dataclass(slots=True, eq=False)
class AnonClass(Node):
    name: Any
    args: Any

@dataclass(slots=True, eq=False)
class BitsLit(Node):
    items: Any

@dataclass(slots=True, eq=False)
class ListLit(Node):
    items: Any
    elt_type: Any

@dataclass(slots=True, eq=False)
class DagLit(Node):    # args: list of (value | None, name | None)
    op: Any
    op_name: Any
    args: Any

@dataclass(slots=True, eq=False)
class Bang(Node):
    op: Any
    type: Any
    args: Any

@dataclass(slots=True, eq=False)
class Cond(Node):
    clauses: Any

@dataclass(slots=True, eq=False)
class Paste(Node):
    lhs: Any
    rhs: Any

@dataclass(slots=True, eq=False)
class BitSlice(Node):
    value: Any
    items: Any

@dataclass(slots=True, eq=False)
class ListSlice(Node):
    value: Any
    items: Any

@dataclass(slots=True, eq=False)
class FieldAccess(Node):
    value: Any
    name: Any

@dataclass(slots=True, eq=False)
class Range(Node):    # inclusive range inside {...} or [...]
    start: Any
    end: Any
