"""AST of the TableGen language: statements, types and value expressions.

Nodes are small ``__slots__`` classes rather than frozen dataclasses: a large .td tree
has hundreds of thousands of them and they are built in the parser's hot loop and
pickled into the parse cache. Every node carries ``pos`` = (line, col), 1-based; the
file is the one the node came from (kept by the evaluator per file).
"""

from __future__ import annotations


class Node:
    """Base of all AST nodes; ``pos`` is (line, col) of the node's first token."""

    __slots__ = ("pos",)
    _fields: tuple[str, ...] = ()

    def __repr__(self) -> str:
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}(pos={self.pos!r}, {inner})"

    def __reduce__(self):
        # Rebuild through the constructor: about twice as fast to unpickle as
        # slot-state pickling (the parse cache loads hundreds of thousands of nodes).
        return (type(self), (self.pos,) + tuple(getattr(self, f) for f in self._fields))


# ----------------------------------------------------------------- statements


class Include(Node):
    __slots__ = ('filename',)
    _fields = __slots__

    def __init__(self, pos, filename):
        self.pos = pos
        self.filename = filename



class ClassDef(Node):
    __slots__ = ('name', 'targs', 'parents', 'body')
    _fields = __slots__

    def __init__(self, pos, name, targs, parents, body):
        self.pos = pos
        self.name = name
        self.targs = targs
        self.parents = parents
        self.body = body



class TemplateArg(Node):
    __slots__ = ('type', 'name', 'default')
    _fields = __slots__

    def __init__(self, pos, type, name, default):
        self.pos = pos
        self.type = type
        self.name = name
        self.default = default



class ClassRef(Node):
    __slots__ = ('name', 'args')
    _fields = __slots__

    def __init__(self, pos, name, args):
        self.pos = pos
        self.name = name
        self.args = args



class Arg(Node):    # name is None for a positional argument
    __slots__ = ('name', 'value')
    _fields = __slots__

    def __init__(self, pos, name, value):
        self.pos = pos
        self.name = name
        self.value = value



class FieldDecl(Node):
    __slots__ = ('is_field', 'type', 'name', 'value')
    _fields = __slots__

    def __init__(self, pos, is_field, type, name, value):
        self.pos = pos
        self.is_field = is_field
        self.type = type
        self.name = name
        self.value = value



class BodyLet(Node):
    __slots__ = ('name', 'bits', 'value')
    _fields = __slots__

    def __init__(self, pos, name, bits, value):
        self.pos = pos
        self.name = name
        self.bits = bits
        self.value = value



class Def(Node):
    __slots__ = ('name', 'parents', 'body')
    _fields = __slots__

    def __init__(self, pos, name, parents, body):
        self.pos = pos
        self.name = name
        self.parents = parents
        self.body = body



class Defm(Node):
    __slots__ = ('name', 'parents')
    _fields = __slots__

    def __init__(self, pos, name, parents):
        self.pos = pos
        self.name = name
        self.parents = parents



class Multiclass(Node):
    __slots__ = ('name', 'targs', 'parents', 'body')
    _fields = __slots__

    def __init__(self, pos, name, targs, parents, body):
        self.pos = pos
        self.name = name
        self.targs = targs
        self.parents = parents
        self.body = body



class Defset(Node):
    __slots__ = ('type', 'name', 'body')
    _fields = __slots__

    def __init__(self, pos, type, name, body):
        self.pos = pos
        self.type = type
        self.name = name
        self.body = body



class Deftype(Node):
    __slots__ = ('name', 'type')
    _fields = __slots__

    def __init__(self, pos, name, type):
        self.pos = pos
        self.name = name
        self.type = type



class Defvar(Node):
    __slots__ = ('name', 'value')
    _fields = __slots__

    def __init__(self, pos, name, value):
        self.pos = pos
        self.name = name
        self.value = value



class Let(Node):
    __slots__ = ('items', 'body')
    _fields = __slots__

    def __init__(self, pos, items, body):
        self.pos = pos
        self.items = items
        self.body = body



class LetItem(Node):
    __slots__ = ('name', 'bits', 'value')
    _fields = __slots__

    def __init__(self, pos, name, bits, value):
        self.pos = pos
        self.name = name
        self.bits = bits
        self.value = value



class Foreach(Node):
    __slots__ = ('var', 'range', 'body')
    _fields = __slots__

    def __init__(self, pos, var, range, body):
        self.pos = pos
        self.var = var
        self.range = range
        self.body = body



class If(Node):
    __slots__ = ('cond', 'then', 'else_')
    _fields = __slots__

    def __init__(self, pos, cond, then, else_):
        self.pos = pos
        self.cond = cond
        self.then = then
        self.else_ = else_



class Assert(Node):
    __slots__ = ('cond', 'message')
    _fields = __slots__

    def __init__(self, pos, cond, message):
        self.pos = pos
        self.cond = cond
        self.message = message



class Dump(Node):
    __slots__ = ('value',)
    _fields = __slots__

    def __init__(self, pos, value):
        self.pos = pos
        self.value = value


# ----------------------------------------------------------------- types
# Types are tuples: ("bit",), ("bits", n), ("int",), ("string",), ("code",),
# ("dag",), ("list", elt), ("class", name, pos).

# ----------------------------------------------------------------- values


class Int(Node):
    __slots__ = ('value',)
    _fields = __slots__

    def __init__(self, pos, value):
        self.pos = pos
        self.value = value



class BinInt(Node):
    __slots__ = ('digits',)
    _fields = __slots__

    def __init__(self, pos, digits):
        self.pos = pos
        self.digits = digits



class Str(Node):
    __slots__ = ('value', 'is_code')
    _fields = __slots__

    def __init__(self, pos, value, is_code):
        self.pos = pos
        self.value = value
        self.is_code = is_code



class Unset(Node):
    __slots__ = ()
    _fields = __slots__

    def __init__(self, pos):
        self.pos = pos



class Id(Node):
    __slots__ = ('name',)
    _fields = __slots__

    def __init__(self, pos, name):
        self.pos = pos
        self.name = name



class AnonClass(Node):
    __slots__ = ('name', 'args')
    _fields = __slots__

    def __init__(self, pos, name, args):
        self.pos = pos
        self.name = name
        self.args = args



class BitsLit(Node):
    __slots__ = ('items',)
    _fields = __slots__

    def __init__(self, pos, items):
        self.pos = pos
        self.items = items



class ListLit(Node):
    # inner_pos: (line, col) of the token after '[', where llvm-tblgen reports a list
    # given where another type is expected; after_pos: of the token after the literal
    # (its ']' or its element type's '>'), where it reports the elements' types.
    __slots__ = ('items', 'elt_type', 'inner_pos', 'after_pos')
    _fields = __slots__

    def __init__(self, pos, items, elt_type, inner_pos, after_pos):
        self.pos = pos
        self.items = items
        self.elt_type = elt_type
        self.inner_pos = inner_pos
        self.after_pos = after_pos



class DagLit(Node):    # args: list of (value | None, name | None)
    __slots__ = ('op', 'op_name', 'args')
    _fields = __slots__

    def __init__(self, pos, op, op_name, args):
        self.pos = pos
        self.op = op
        self.op_name = op_name
        self.args = args



class Bang(Node):
    __slots__ = ('op', 'type', 'args')
    _fields = __slots__

    def __init__(self, pos, op, type, args):
        self.pos = pos
        self.op = op
        self.type = type
        self.args = args



class Cond(Node):
    __slots__ = ('clauses',)
    _fields = __slots__

    def __init__(self, pos, clauses):
        self.pos = pos
        self.clauses = clauses



class Paste(Node):
    __slots__ = ('lhs', 'rhs')
    _fields = __slots__

    def __init__(self, pos, lhs, rhs):
        self.pos = pos
        self.lhs = lhs
        self.rhs = rhs



class BitSlice(Node):
    # open_pos: (line, col) of the '{' that opens the suffix.
    __slots__ = ('value', 'items', 'open_pos')
    _fields = __slots__

    def __init__(self, pos, value, items, open_pos):
        self.pos = pos
        self.value = value
        self.items = items
        self.open_pos = open_pos



class ListSlice(Node):
    # open_pos: (line, col) of the '[' that opens the suffix.
    __slots__ = ('value', 'items', 'open_pos')
    _fields = __slots__

    def __init__(self, pos, value, items, open_pos):
        self.pos = pos
        self.value = value
        self.items = items
        self.open_pos = open_pos



class FieldAccess(Node):
    # name_pos: (line, col) of the field name, where llvm-tblgen reports a bad access.
    __slots__ = ('value', 'name', 'name_pos')
    _fields = __slots__

    def __init__(self, pos, value, name, name_pos):
        self.pos = pos
        self.value = value
        self.name = name
        self.name_pos = name_pos



class Range(Node):    # inclusive range inside {...} or [...]
    __slots__ = ('start', 'end')
    _fields = __slots__

    def __init__(self, pos, start, end):
        self.pos = pos
        self.start = start
        self.end = end
