"""A user's dialect registered in MLIR through IRDL (docs/verify.md, "Users' dialects in MLIR").

MLIR 22 loads dialects at run time from IRDL (``mlir.dialects.irdl.load_dialects``).
``irdl_of`` writes the IRDL of a spec's dialects from odsgen's verifier specs
(odsgen.runtime.verify.OpSpec): each op's operands and results with their variadicity,
its required attributes, its regions, and their type and attribute constraints as IRDL
constraints; ``SameOperandsAndResultType`` as one constraint variable. What has no IRDL
form (a tensor's element type, an enum's cases, optional attributes, parents, terminators,
isolation, C++ predicates...) is relaxed to what IRDL can say (a superset), and listed
per op in ``Irdl.unexpressed``: odsgen's verifier checks it.

``mlir_verdict`` has MLIR parse and verify a module of odsgen's IR in generic form with
those dialects loaded (the dialects MLIR registers itself, such as SPIR-V's, as they are):
every malformed op with MLIR's message, at its place in the user's file. MLIR's extensible dialects have no properties: an op's properties go to
MLIR as attributes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from odsgen.runtime import ir
    from odsgen.runtime.verify import OpSpec, ValueSpec

# builtin type kinds (odsgen.runtime.matchers) -> MLIR's type names, for irdl.base
_SHAPED = {
    "ranked_tensor": "!builtin.tensor",
    "unranked_tensor": "!builtin.unranked_tensor",
    "vector": "!builtin.vector",
    "memref": "!builtin.memref",
    "unranked_memref": "!builtin.unranked_memref",
}
_TYPE_KINDS = {"complex": "!builtin.complex", "tuple": "!builtin.tuple", "function": "!builtin.function"}
_ATTR_KINDS = {
    "integer": "#builtin.integer",
    "bool": "#builtin.integer",
    "float": "#builtin.float",
    "string": "#builtin.string",
    "type": "#builtin.type",
    "symbol_ref": "#builtin.symbol_ref",
    "flat_symbol_ref": "#builtin.symbol_ref",
    "unit": "#builtin.unit",
    "array": "#builtin.array",
    "dictionary": "#builtin.dictionary",
}
_ARITY = {"single": "single", "optional": "optional", "variadic": "variadic", "variadic-of-variadic": "variadic"}


@dataclass
class Irdl:
    """The IRDL of a spec's dialects, and per op name what IRDL could not say."""

    @property
    def text(self) -> str:
        """The IRDL module of every dialect."""
        return "".join(self.dialects.values())

    dialects: dict[str, str]  # dialect -> its IRDL (an irdl.dialect op)
    unexpressed: dict[str, list[str]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # op name -> the name MLIR knows it by
    # op name -> why IRDL cannot define it without rejecting well-formed ops: such an op
    # goes to MLIR under a name of no dialect MLIR knows (``names``), and odsgen verifies it
    unregistered: dict[str, str] = field(default_factory=dict)


class _Op:
    """The body of one ``irdl.operation``: its constraint ops and what they leave out."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.missing: list[str] = []
        self._n = 0

    def new(self, rhs: str) -> str:
        self._n += 1
        var = f"%c{self._n}"
        self.lines.append(f"    {var} = {rhs}")
        return var

    def constraint(self, m: Any, what: str) -> str:
        """The IRDL variable of matcher ``m``; what it could not say goes to ``missing``."""
        var, exact = self._of(m)
        if not exact:
            self.missing.append(f"{what}: {m.describe()}")
        return var

    def _of(self, m: Any) -> tuple[str, bool]:
        from odsgen.runtime import matchers as mt

        if isinstance(m, (mt.AnyType, mt.AnyAttr)):
            return self.new("irdl.any"), True
        if isinstance(m, mt.ExactType):
            return self.new(f"irdl.is {m.type}"), True
        if isinstance(m, mt.IntegerOf):
            if m.width is not None and m.signedness is not None:
                return self.new(f"irdl.is {m.signedness}i{m.width}"), True
            return self.new('irdl.base "!builtin.integer"'), False
        if isinstance(m, mt.AnyFloat):  # (any float type: the f8 kinds too, each a type of its own)
            return self.new("irdl.any"), False
        if isinstance(m, mt.ShapedOf):
            if len(m.kinds) != 1 or not m.kinds <= _SHAPED.keys():  # (no any_of of bases, below)
                return self.new("irdl.any"), False
            (kind,) = m.kinds
            return self.new(f'irdl.base "{_SHAPED[kind]}"'), isinstance(m.element, mt.AnyType)
        if isinstance(m, mt.TypeKind) and m.kind in _TYPE_KINDS:
            return self.new(f'irdl.base "{_TYPE_KINDS[m.kind]}"'), False
        if isinstance(m, (mt.DialectTypeOf, mt.DialectTypeWith)):
            # (the user's dialect's types stay MLIR's opaque types: the ops go to a dialect of
            # another name, ``irdl_of``, so that MLIR parses the types without their syntax)
            return self.new('irdl.base "!builtin.opaque"'), False
        if isinstance(m, mt.AttrKind) and m.kind in _ATTR_KINDS:
            exact = m.value_type is None and m.kind not in ("bool", "flat_symbol_ref")
            return self.new(f'irdl.base "{_ATTR_KINDS[m.kind]}"'), exact
        if isinstance(m, mt.ArrayOf):
            return self.new('irdl.base "#builtin.array"'), False
        if isinstance(m, mt.EnumOf):
            return self.new('irdl.base "#builtin.integer"'), False
        if isinstance(m, mt.AnyOf) and not all(_no_base(c) for c in m.members):
            # MLIR 22's IRDL loader aborts on an irdl.any_of with an irdl.base among its
            # members ("unknown IRDL constraint"): such a union is any type, and odsgen checks it.
            return self.new("irdl.any"), False
        if isinstance(m, (mt.AnyOf, mt.AllOf)):
            parts = [self._of(c) for c in m.members]
            word = "any_of" if isinstance(m, mt.AnyOf) else "all_of"
            return self.new(f"irdl.{word}({', '.join(v for v, _ in parts)})"), all(e for _, e in parts)
        return self.new("irdl.any"), False


def _no_base(m: Any) -> bool:
    """Whether ``_Op._of`` writes ``m`` exactly without an irdl.base (irdl.is, and unions of them)."""
    from odsgen.runtime import matchers as mt

    if isinstance(m, mt.ExactType):
        return True
    if isinstance(m, mt.IntegerOf):
        return m.width is not None and m.signedness is not None
    if isinstance(m, (mt.AnyOf, mt.AllOf)):
        return all(_no_base(c) for c in m.members)
    return False


def _irdl_names(names: list[str]) -> dict[str, str]:
    """Each op's name (without its dialect) as IRDL takes it: lowercase letters, digits and
    single underscores, not first (``tensor.clone`` -> ``tensor_clone``); a name that would
    clash or cannot be spelled so is ``op<N>``. MLIR's messages name the op by the original
    name again (``mlir_verdict``)."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for i, name in enumerate(names):
        plain = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
        if not plain or plain in taken or plain[0].isdigit():
            plain = f"op{i}"
        taken.add(plain)
        out[name] = plain
    return out


def _sym(name: str) -> str:
    return name if re.fullmatch(r"[A-Za-z_][\w$]*", name) else '"' + name.replace('"', '\\"') + '"'


def _values(op: _Op, kind: str, specs: tuple[ValueSpec, ...], same: dict[int, str]) -> str | None:
    """``irdl.operands(...)``/``irdl.results(...)``, or None when the op has none of them
    (several optional or variadic groups have segment sizes: ``_not_definable``)."""
    if not specs:
        return None
    parts = []
    for i, s in enumerate(specs):
        var = same.get(i) or op.constraint(s.matcher, f"{kind[:-1]} '{s.name}'")
        if s.segments:
            op.missing.append(f"{kind[:-1]} '{s.name}': the sizes in '{s.segments}'")
        parts.append(f"{_sym(s.name) if _sym(s.name) == s.name else 'v' + str(i)}: {_ARITY[s.arity]} {var}")
    return f"    irdl.{kind}({', '.join(parts)})"


def _not_definable(spec: OpSpec) -> str | None:
    """Why IRDL cannot define the op without rejecting well-formed ones, or None: a
    terminator (IRDL has no traits, and a block of an op it defines must end in one MLIR
    knows: an op of no dialect MLIR knows may be one), a variadic group whose values may
    differ in type (an IRDL constraint variable takes one value: every value of the group
    would have to have the same type)."""
    from odsgen.runtime import matchers as mt

    if "Terminator" in spec.traits:
        return "a terminator (IRDL cannot mark one)"
    if spec.successors:
        return "it has successors (MLIR takes them on a terminator only, which IRDL cannot mark)"
    for kind, specs, segmented in (
        ("operand", spec.operands, spec.operand_segments),
        ("result", spec.results, spec.result_segments),
    ):
        if sum(s.arity != "single" for s in specs) > 1 and not segmented:
            return f"several optional or variadic {kind} groups without segment sizes (IRDL needs them)"
    for s in spec.operands + spec.results:
        one = isinstance(s.matcher, mt.ExactType) or (
            isinstance(s.matcher, mt.IntegerOf) and s.matcher.width is not None and s.matcher.signedness is not None
        )
        if _ARITY[s.arity] == "variadic" and not one and "SameOperandsAndResultType" not in spec.traits:
            return f"the variadic group '{s.name}' may mix types (an IRDL constraint variable binds one)"
    return None


def _operation(spec: OpSpec, irdl_name: str) -> tuple[str, list[str]]:
    op = _Op()
    same: dict[int, str] = {}
    shared: dict[int, str] = {}
    if "SameOperandsAndResultType" in spec.traits:
        from odsgen.runtime.matchers import AllOf

        members = tuple(s.matcher for s in spec.operands + spec.results)
        var = op.constraint(members[0] if len(set(members)) == 1 else AllOf(members), "operands and results")
        same = {i: var for i in range(len(spec.operands))}
        shared = {i: var for i in range(len(spec.results))}
    lines = []
    for kind, specs, given in (("operands", spec.operands, same), ("results", spec.results, shared)):
        line = _values(op, kind, specs, given)
        if line is not None:
            lines.append(line)
    required = [(a.name, op.constraint(a.matcher, f"attribute '{a.name}'")) for a in spec.attributes if a.required]
    for a in spec.attributes:
        if not a.required:
            op.missing.append(f"attribute '{a.name}' (optional: IRDL's attributes are required ones)")
    if required:
        lines.append("    irdl.attributes {" + ", ".join(f'"{n}" = {v}' for n, v in required) + "}")
    said = {"SameOperandsAndResultType"}  # the traits IRDL says
    sized: set[int] = set()  # the regions whose block count IRDL says
    if spec.regions and not any(variadic for _, variadic in spec.regions):
        regions = []
        for i, (n, _) in enumerate(spec.regions):
            c = spec.region_constraints[i] if i < len(spec.region_constraints) else None
            size = c[2] if c is not None and c[1] == "==" and c[2] > 0 else None
            if "SingleBlock" in spec.traits and size in (None, 1):
                size = 1
                said.add("SingleBlock")
            if size is not None:
                sized.add(i)
            region = op.new("irdl.region" if size is None else f"irdl.region with size {size}")
            regions.append(f"{_sym(n) if _sym(n) == n else 'r' + str(i)}: {region}")
        lines.append(f"    irdl.regions({', '.join(regions)})")
    elif spec.regions:
        op.missing.append("regions: a variadic region")
    for what in (
        *(f"trait {t}" for t in spec.traits if t not in said),
        *(f"parent {p}" for p in spec.parents),
        *(f"region constraint {c[0]}" for i, c in enumerate(spec.region_constraints) if c and i not in sized),
        *(f"{name}" for name, _ in spec.all_match),
        *("a types-match constraint" for _ in spec.types_match),
        *spec.unchecked,
    ):
        op.missing.append(what)
    body = "\n".join(op.lines + lines)
    return f"  irdl.operation @{irdl_name} {{\n{body}\n  }}", op.missing


def irdl_of(specs: dict[str, OpSpec]) -> Irdl:
    """The IRDL of the dialects of ``specs`` (a Verifier's specs, by op name)."""
    by_dialect: dict[str, list[OpSpec]] = {}
    for name, spec in specs.items():
        by_dialect.setdefault(name.split(".", 1)[0], []).append(spec)
    out: dict[str, str] = {}
    unexpressed: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    unregistered: dict[str, str] = {}
    for dialect, ops in by_dialect.items():
        bodies = []
        short = _irdl_names([spec.name.split(".", 1)[1] for spec in ops])
        # The ops are defined in a dialect of another name: the types and attributes of the
        # user's dialect are then MLIR's opaque ones (``!df.ptr``), parsed without their syntax.
        own = re.sub(r"[^a-z0-9]+", "_", dialect.lower()).strip("_") + "_irdl"
        for spec in ops:
            irdl_name = short[spec.name.split(".", 1)[1]]
            why = _not_definable(spec)
            if why is not None:
                names[spec.name] = f"{UNREGISTERED}.{own}_{irdl_name}"
                unregistered[spec.name] = why
                continue
            names[spec.name] = f"{own}.{irdl_name}"
            text, missing = _operation(spec, irdl_name)
            bodies.append(text)
            if missing:
                unexpressed[spec.name] = missing
        out[dialect] = "\n".join([f"irdl.dialect @{own} {{", *bodies, "}"]) + "\n"
    return Irdl(out, unexpressed, names, unregistered)


# --------------------------------------------------------------------------- MLIR's verdict

_LOC = re.compile(r'loc\("(?P<file>(?:[^"\\]|\\.)*)":(?P<line>\d+):(?P<col>\d+)\)')
UNREGISTERED = "odsgen_unregistered"  # the dialect (MLIR knows none of that name) of the ops IRDL cannot define
MAX_ROUNDS = 10_000  # MLIR reports one op per parse: at most this many malformed ops are found


@dataclass(frozen=True, slots=True)
class MlirProblem:
    """An op MLIR's verifier rejected: where (the user's file), which op, MLIR's message."""

    line: int
    col: int
    op: str
    message: str


@dataclass(frozen=True, slots=True)
class MlirVerdict:
    """``mlir_verdict``'s answer: the ops MLIR rejected, and the op names of the module
    that MLIR registers itself (verified by MLIR in full, not through IRDL)."""

    problems: tuple[MlirProblem, ...]
    registered: tuple[str, ...]


def mlir_verdict(
    irdl: Irdl, module: ir.Module, filename: str, max_errors: int = 0, text: str | None = None
) -> MlirVerdict:
    """MLIR's verifier on ``module`` (odsgen's IR, read from ``filename``; changed here
    where there is no fork): the ops of dialects MLIR registers as they are, the others
    (the user's) through the IRDL of ``irdl``, loaded first; MLIR's messages at their
    places in the user's file. MLIR stops at a module's first malformed op: an op of a
    dialect through IRDL is set aside (renamed to an unregistered name) and the module
    read again, until MLIR accepts it or rejects an op of a dialect it registers (its
    parent may take only its dialect's ops: that error is the last, as mlir-opt's). MLIR
    runs in a forked helper (an assertion of the bindings' build kills the helper, not
    odsgen): ``OdsgenError`` when it dies or the bindings are not installed. ``max_errors``:
    stop after so many (0: ``MAX_ROUNDS``; each costs a parse of the module). ``text``: the
    module's text in generic form, which MLIR reads as it is when no op of it needs IRDL
    (else odsgen prints the module for MLIR)."""
    from odsgen.parallel import forked

    rounds = min(max_errors, MAX_ROUNDS) if max_errors else MAX_ROUNDS
    with forked(lambda: _problems(irdl, module, filename, rounds, text)) as helper:
        got = _problems(irdl, module, filename, rounds, text) if helper is None else helper.result()
    if got is None or isinstance(got, str):
        from odsgen.diagnostics import file_error

        died = "the MLIR Python bindings died loading the IRDL of the spec or verifying the module"
        raise file_error(filename, got or died)
    return got


def _problems(irdl: Irdl, module: ir.Module, filename: str, rounds: int, text: str | None) -> MlirVerdict | str:
    try:
        from mlir import ir as mlir_ir
        from mlir.dialects import irdl as mlir_irdl
    except ImportError:
        from odsgen.runtime.mlir_adapter import INSTALL_HINT

        return f"MLIR's verifier needs the MLIR Python bindings ({INSTALL_HINT})"
    from odsgen.runtime import ir as oir
    from odsgen.runtime.printer import module_to_str

    from odsgen.checking.inputs.custom_syntax import registered_operations

    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    # (a dialect MLIR registers is verified by MLIR itself: its ops as they are, its IRDL unused)
    known = registered_operations(mlir_ir, ctx)
    ours = {n: m for n, m in irdl.names.items() if not known(n)}
    back = {mangled: name for name, mangled in ours.items()}
    at: dict[tuple[int, int], list[oir.Operation]] = {}
    for op in module.walk():
        if op.line:
            at.setdefault((op.line, op.col), []).append(op)
    registered = tuple(sorted(n for n in irdl.names if n not in ours))
    if text is not None and not any(op.name in ours for ops in at.values() for op in ops):
        got = _as_it_is(mlir_ir, ctx, text, at)
        if got is not None:
            return MlirVerdict(got, registered)
    for op in (op for ops in at.values() for op in ops):
        op.location = oir.FileLineColLoc(filename, op.line, op.col)
        if op.name in ours:
            if isinstance(op.properties, oir.DictionaryAttr) and len(op.properties):
                # (MLIR's extensible dialects have no properties: they are attributes there)
                op.attributes = op.properties.with_(dict(op.attributes.items()))
                op.properties = None
            op.name = ours[op.name]
    out: list[MlirProblem] = []
    loaded = "".join(text for d, text in irdl.dialects.items() if any(n.startswith(d + ".") for n in ours))
    with ctx, mlir_ir.Location.unknown():
        if loaded:
            mlir_irdl.load_dialects(mlir_ir.Module.parse(loaded))
        for _ in range(rounds):
            try:
                mlir_ir.Module.parse(module_to_str(module))
                break
            except mlir_ir.MLIRError as exc:
                d = exc.error_diagnostics[0] if exc.error_diagnostics else None
                m = _LOC.search(str(d.location)) if d is not None else None
                ops = at.get((int(m["line"]), int(m["col"])), []) if m is not None else []
                live = [op for op in ops if not op.name.startswith("odsgen_set_aside.")]
                if d is None or not live:
                    out.append(MlirProblem(0, 0, "", str(exc)))
                    break
                op = live[0]
                name = back.get(op.name, op.name)
                message = d.message
                for mangled, original in back.items():
                    message = message.replace(f"'{mangled}'", f"'{original}'")
                out.append(MlirProblem(op.line, op.col, name, message))
                if op.name not in back:  # a registered dialect's (cannot be set aside: see mlir_verdict)
                    break
                op.name = "odsgen_set_aside." + name.replace(".", "_")
    return MlirVerdict(tuple(out), registered)


def _as_it_is(
    mlir_ir: Any, ctx: Any, text: str, at: dict[tuple[int, int], list[ir.Operation]]
) -> tuple[MlirProblem, ...] | None:
    """MLIR's verdict on the module's own text (no op of it through IRDL): MLIR's first
    error, at the op whose name is on its line at or before its column (both place an op
    at its name; an error inside an op's attribute is further right); None when no op is there."""
    with ctx, mlir_ir.Location.unknown():
        try:
            mlir_ir.Module.parse(text)
            return ()
        except mlir_ir.MLIRError as exc:
            d = exc.error_diagnostics[0] if exc.error_diagnostics else None
            m = _LOC.search(str(d.location)) if d is not None else None
    if d is None or m is None:
        return None
    line, col = int(m["line"]), int(m["col"])
    there = [(c, ops[0]) for (l, c), ops in at.items() if l == line and c <= col]
    if not there:
        return None
    op = max(there, key=lambda x: x[0])[1]
    return (MlirProblem(op.line, op.col, op.name, d.message),)
