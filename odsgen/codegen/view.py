"""What the templates see: a view of the model made of names, docs and code snippets.

``build_view(model, ...)`` decides every name in the generated package (by the rules
below) and lowers requirements and matchers to code (odsgen.codegen.lower); the
templates only lay the pieces out. Spec text stays raw ``str`` here: templates must
pass it through ``py_str``/``py_doc``/``py_ident`` (the environment refuses anything
else), while snippets built here are ``PyCode``.

Naming rules (all documented in docs/codegen.md):

- enum class: the enum's ``className``; its cases: their ``symbol``s (``py_ident``).
- op class: the op's C++ class name (``cppClassName``, or the def name without its
  dialect prefix), with a ``_Op`` suffix written ``Op`` (``EXAMPLE_A_Op`` -> ``AOp``).
- accessors: the ODS argument names; a name that clashes with the op class's own
  members (``operation``, ``answers``, a query method...) gets a trailing ``_``.
- query methods: ``queryFnName`` in snake case (``getMinVersion`` -> ``get_min_version``).
- dimension constants: the dimension (availability class) name in upper snake case
  (``MinVersion`` -> ``MIN_VERSION``).
- per-version modules: the version case's spelling lower-cased, ``.`` and ``-`` as
  ``_``, ``v_<digit>`` as ``v<digit>`` (``v1.3`` -> ``v1_3``, ``V_2`` -> ``v2``).
- Two names that come out equal are told apart by ``_2``, ``_3``... in definition order.
"""

from __future__ import annotations

import dataclasses
import inspect
import keyword
import re
from dataclasses import dataclass, field
from typing import NoReturn

from odsgen.runtime import algebra as AL
from odsgen.codegen import layout
from odsgen.codegen import lower as L
from odsgen.codegen.filters import PyCode, ident, py_doc, py_str, py_tuple, snake_case
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.model import constraints as C
from odsgen.runtime.matchers import Matcher
from odsgen.model.op import ArgInfo
from odsgen.model.build import Model, dimension_conflicts

# --------------------------------------------------------------------------- views


@dataclass
class MemberView:
    name: str  # Python identifier
    value: int
    spelling: str  # the textual form's spelling (the case's `str`)
    symbol: str


@dataclass
class EnumView:
    name: str
    record: str
    class_name: str  # the spec's className
    summary: str
    is_bit: bool
    members: list[MemberView]
    table: PyCode | None  # the requirements of the cases with availability, by value
    loc: str | None
    dims: set = field(default_factory=set)  # dimensions some case asks something of

    @property
    def spellings_code(self) -> PyCode:
        """The spellings that differ from the case names, as a dict display (an argument line)."""
        items = [f"{py_str(m.name)}: {py_str(m.spelling)}" for m in self.members if m.spelling != m.name]
        return layout.sequence(4, "spellings={", items, "},")

    @property
    def table_arg(self) -> PyCode:
        return self.table if self.table is not None else PyCode("table={},")

    def member_for_value(self, value: int) -> MemberView | None:
        for m in self.members:
            if m.value == value:
                return m
        return None


@dataclass
class DimView:
    name: str  # the availability class (MinVersion)
    constant: str  # MIN_VERSION
    shape: AL.Shape
    enum: EnumView
    optional: bool
    method: str  # get_min_version
    annotation: PyCode  # relative to the enums module alias
    interface: str
    description: str
    index: int
    alias: str  # the type alias of the query's answer in interfaces.py (MinVersionAnswer)
    fn_name: str  # the spec's queryFnName
    ret_type: str  # the spec's queryFnRetType

    @property
    def query_code(self) -> PyCode:
        """The interface's typed query declaration (odsgen.runtime.opview.Query), indent 4:
        ``get_min_version: _ov.Query[MinVersionAnswer] = _ov.Query(dimension=..., doc=...)``."""
        doc = (
            f"The op's {self.name} requirement (spec: {self.fn_name} returning {self.ret_type}); "
            "on the class, the op's own requirement alone."
        )
        call = f"_ov.Query(dimension={py_str(self.name)}, doc={py_str(doc)})"
        return layout.statement(4, call, lead=f"{ident(self.method)}: _ov.Query[{ident(self.alias)}] = ")

    @property
    def answer_statement(self) -> PyCode:
        """``answer: E = CONSTANT.answer(self.requirements().get("DIM"))`` of a target's
        query method in enums.py, laid out at its indent as black keeps it."""
        call = f"{ident(self.constant)}.answer(self.requirements().get({py_str(self.name)}))"
        return layout.statement(8, call, lead=f"answer: {self.annotation_for('')} = ", exact=True)

    def annotation_for(self, prefix: str) -> PyCode:
        """The query's return annotation with the enum module spelled ``prefix`` ("_e." or "")."""
        e = prefix + self.enum.name
        if self.shape is AL.Shape.ALL_OF_ANY_OF:
            return PyCode(f"tuple[tuple[{e}, ...], ...]")
        return PyCode(f"{e} | None" if self.optional else e)


@dataclass
class AccessorView:
    name: str
    kind: str  # operand, attribute, result, region, successor
    spec_name: str
    annotation: PyCode
    body: PyCode  # ``name = _ov.operand(...)`` (indent 4), once the constraints are named
    doc: str
    fn: str = ""  # the runtime's accessor function
    args: list[str] = field(default_factory=list)  # its arguments but the constraint
    constraint: object = None  # the verifier's Constraint (odsgen.runtime.verify), shared by name
    constraint_name: str = ""  # the name it would like (its ODS def's)


@dataclass
class BuilderView:
    """The pieces of an op class's ``build(...)`` (templates/ops.py.j2 lays it out)."""

    params: list[PyCode]  # ``name: annotation`` or ``name: annotation = default``, in order
    call: PyCode  # ``return cls._odsgen_build(...)`` (indent 8)
    regions: bool  # it takes regions
    defaults: list[str]  # the default-valued attributes, as the docstring names them
    enum_defaults: bool  # some of those are enum attributes


@dataclass
class OpClassView:
    name: str
    op_name: str
    record: str
    summary: str
    doc: str
    source_loc: str
    interfaces: list[str]
    own: PyCode
    own_reqs: dict  # dimension -> requirement (model objects, for per-version decisions)
    accessors: list[AccessorView]
    annotations: list[tuple[str, PyCode]]  # (class attribute name, its assignment, indent 4)
    key_parts: list[PyCode]
    key_names: list[str]
    compute: list[PyCode]
    queries: list[DimView]
    sources: list[str]  # human-readable list of what the requirements depend on

    attrs_only: bool = False  # the key reads attributes only
    builder: BuilderView | None = None  # what the template's ``build(...)`` classmethod is made of
    checks: PyCode | None = None  # ``CHECKS = _vf.OpChecks(...)``: the op-level checks of its verifier

    @property
    def dynamic(self) -> bool:
        return bool(self.key_parts)

    @property
    def key_tuple(self) -> PyCode:
        return py_tuple(self.key_parts)

    @property
    def key_return(self) -> PyCode:
        """``return (<key parts>)`` of ``_odsgen_key`` (indent 8)."""
        return layout.statement(8, f"return {self.key_tuple}", exact=True)

    @property
    def key_unpack(self) -> PyCode:
        names = [ident(n) for n in self.key_names]
        return PyCode(f"({names[0]},)" if len(names) == 1 else ", ".join(names))


@dataclass
class AxisView:
    enum: EnumView
    keyword: str  # the TargetEnv constructor's keyword
    ordered: bool
    dimensions: list[DimView]
    implications: list[tuple[MemberView, list[MemberView]]] = field(default_factory=list)

    def implied_code(self, src: MemberView, targets: list[MemberView]) -> PyCode:
        """One ``case: (implied, ...),`` line of the implication table (indent 4)."""
        e = ident(self.enum.name)
        items = [f"_e.{e}.{ident(t.name)}" for t in targets]
        return layout.sequence(4, f"_e.{e}.{ident(src.name)}: (", items, "),", one_tuple=True)


@dataclass
class VersionModuleView:
    module: str
    member: MemberView
    ops: list[OpClassView]
    missing: list[tuple[str, str]] = field(default_factory=list)  # (op class, why: "added in V_2")


class _Unbuilt:
    """A part of the view this process has not built (``PackageView.finish``): any use
    of it fails, so a template that reads a part of another stage than its backend's
    (odsgen.codegen.backends ``STAGE``) is an error, never an empty hole."""

    def __init__(self, what: str) -> None:
        self.what = what

    def _fail(self, *args: object) -> NoReturn:
        raise RuntimeError(f"the view's {self.what} is not built here (PackageView.finish)")

    __iter__ = __len__ = __bool__ = __str__ = __getattr__ = _fail


def _unbuilt(what: str):
    return field(default_factory=lambda: _Unbuilt(what))


# What each stage of ``PackageView.finish`` builds.
STAGES = {
    "package": ("axes", "rules"),  # and the enums' case tables
    "ops": ("ops", "version_enum", "versions", "warnings", "matchers", "constraints"),
    "own": ("texts",),  # and each op class's ``OWN_REQUIREMENTS`` (``own``)
    "docs": (),  # each op class's docstring (``doc``)
}


@dataclass
class PackageView:
    """The view of the package: its enums and dimensions once built (``build_view``), the
    rest by stage (``finish``): "package" (the enums' case tables, the target's axes, the
    dialect's rules), "ops" (the op classes and what they share), "own" (the op
    classes' own requirements) and "docs" (their docstrings). The stages do not depend
    on each other, so they can be finished in two processes (odsgen.codegen.generate);
    none adds warnings but "ops"."""

    package: str
    dialect: str  # dialect name(s), comma separated
    summary: str
    source: str
    command: str
    version: str
    enums: list[EnumView]
    dimensions: list[DimView]
    dialects: list[str]
    per_version: bool
    builder: _ViewBuilder = field(repr=False, compare=False)
    ops: list[OpClassView] = _unbuilt("ops")
    axes: list[AxisView] = _unbuilt("axes")
    version_enum: EnumView | None = _unbuilt("version_enum")
    versions: list[VersionModuleView] = _unbuilt("versions")
    warnings: list[Diagnostic] = _unbuilt("warnings")
    # the shared matcher trees, bound to module-level names
    matchers: PyCode | None = _unbuilt("matchers")
    # ``NAME = _vf.Constraint(...)``, each once
    constraints: list[PyCode] = _unbuilt("constraints")
    # def _odsgen_rules(): the dialect's rules (odsgen.runtime.typerules)
    rules: PyCode | None = _unbuilt("rules")
    # shared requirement literals of the ops
    texts: list[PyCode] = _unbuilt("texts")

    def finish(self, stage: str, built: object = None) -> None:
        """Build the parts of ``stage`` (``STAGES``); for "docs", ``built`` may hold what
        ``_ViewBuilder.op_docs`` returned in another process."""
        b, model, where = self.builder, self.builder.model, self.builder.where
        if stage == "own":
            self._owned, self.texts = b.own_requirements()
            self._link()
            return
        if stage == "docs":
            self._docs = built if built is not None else b.op_docs()
            self._link()
            return
        if stage == "package":
            from odsgen.model.typerules import build_dialect_rules

            b.enum_tables()
            self.axes = b.build_axes(self.dimensions)
            self.rules = L.rules_code(build_dialect_rules(model, where.loc), where, b.case_code)
            return
        assert stage == "ops", stage
        from odsgen.model.verify import build_verifier_specs

        specs = {s.name: s for s in build_verifier_specs(model)}
        self.ops = ops = b.build_ops(self.dimensions, {op.record: op.args for op in model.ops}, specs)
        b.exported.update(op.name for op in ops)
        if self.per_version:
            self.version_enum, self.versions = _version_modules(ops, self.dimensions, b.exported)
            if self.version_enum is None:
                b.warnings.append(
                    Diagnostic(None, Severity.WARNING, "--per-version: the spec has no version dimension")
                )
        else:
            self.version_enum, self.versions = None, []
        self.warnings = list(model.warnings) + b.warnings
        self.matchers = L.matchers_code({name: m for m, name in b.matchers.items()}) if b.matchers else None
        self.constraints = b.constraint_code
        self._link()

    def _link(self) -> None:
        """Each op class's ``OWN_REQUIREMENTS`` and docstring, once "ops" and their stage are built."""
        if isinstance(self.ops, _Unbuilt):
            return
        for attr, parts in (("own", getattr(self, "_owned", None)), ("doc", getattr(self, "_docs", None))):
            if parts is not None:
                for op, part in zip(self.ops, parts):
                    setattr(op, attr, part)

    @property
    def enums_tuple(self) -> PyCode:
        head = "ENUMS: tuple[type[enum.Enum], ...] = ("
        return layout.sequence(0, head, [ident(e.name) for e in self.enums], ")", one_tuple=True)

    @property
    def enum_example(self) -> PyCode:
        """`` (``Version.V_1.get_min_version()``)`` for the enums' docstring: the first case
        of the first enum a dimension ranges over; empty text when there is none."""
        for d in self.dimensions:
            if d.enum.members:
                call = f"{ident(d.enum.name)}.{ident(d.enum.members[0].name)}.{ident(d.method)}()"
                return PyCode(f" (``{call}``)")
        return PyCode("")

    @property
    def axes_code(self) -> PyCode:
        """``AXES = (...)`` of TargetEnv (indent 4)."""
        items = []
        for ax in self.axes:
            implies = f", implies=_IMPLIES_{ident(ax.keyword)}" if ax.implications else ""
            items.append(
                f"_target.Axis(keyword={py_str(ax.keyword)}, enum_cls=_e.{ident(ax.enum.name)}, "
                f"ordered={'True' if ax.ordered else 'False'}{implies})"
            )
        return layout.statement(4, "AXES = " + py_tuple([PyCode(i) for i in items]))

    @property
    def super_init(self) -> PyCode:
        """``super().__init__(axis=axis, ...)`` of ``TargetEnv.__init__``, laid out at its
        indent as black keeps it."""
        names = [ident(a.keyword) for a in self.axes] + ["limits", "limits_of", "platform"]
        kwargs = ", ".join(f"{n}={n}" for n in names)
        return layout.statement(8, f"super().__init__({kwargs})", exact=True)

    def requirements_code(self, reqs, where: L.Locator, prefix: str = "_e.") -> str:
        """``_avail.Requirements({...})`` of ``reqs``, the cases spelled as this package's
        enum members (for other backends' modules that import the enums as ``_e``)."""
        dims = {d.name: d for d in self.dimensions}
        return L.requirements_call(reqs, lambda dim: case_speller(dims.get(dim), prefix), where)


def case_speller(dim: DimView | None, prefix: str = "_e."):
    """The speller of a dimension's cases: ``case -> (code, symbol literal or None)``,
    ``_e.Version.V_1`` (with the spec's symbol where the member is named otherwise; the
    literal a ``layout.Str``, an ``_avail.Case(...)`` a ``layout.Bracket``)."""

    def spell(case) -> tuple[str, str | None]:
        members = dim.enum.members if dim is not None else []
        hit = next((m for m in members if m.symbol == case.symbol and m.value == case.value), None)
        if hit is None:
            return layout.Bracket("_avail.Case(", [layout.Str(case.symbol), str(case.value)], ")"), None
        code = f"{prefix}{ident(dim.enum.name)}.{ident(hit.name)}"
        return code, (None if hit.name == case.symbol else layout.Str(case.symbol))

    return spell


# --------------------------------------------------------------------------- helpers


class UniqueNames:
    """Hands out unique identifiers in one namespace, in request order.

    ``lead``: the prefix for a name that would start with an underscore (Python treats
    those as private, mangles ``__x`` in class bodies, and reserves dunders; generated
    code's own internals are ``_odsgen_...``).
    """

    def __init__(self, reserved=(), lead: str = "x"):
        self.used: set[str] = set(reserved)
        self.lead = lead

    def take(self, want: str, clash_suffix: str = "_", lead: str | None = None) -> str:
        name = ident(want)
        if name.startswith("_"):
            name = (lead or self.lead) + name
        if name in self.used:
            if clash_suffix == "_" and name + "_" not in self.used:
                name += "_"
            else:
                n = 2
                while f"{name}_{n}" in self.used:
                    n += 1
                name = f"{name}_{n}"
        self.used.add(name)
        return name


def _requirements_name(reqs) -> str:
    """A module-level name that says what ``reqs`` asks for, ``_odsgen_req_from_V_1``
    (each dimension's bound, each group's cases joined by ``or``), at most 64 characters."""
    parts = []
    for r in reqs.values():
        if r is None or r.is_identity:
            continue
        if isinstance(r, (AL.AtLeast, AL.AtMost)):
            parts.append(("from_" if isinstance(r, AL.AtLeast) else "upto_") + str(r.case.symbol))
        elif isinstance(r, AL.AllOfAnyOf):
            parts += ["_or_".join(str(c.symbol) for c in g.cases) for g in r.groups]
    return ("_odsgen_req_" + ident("_".join(parts) or "none"))[:64].rstrip("_")


def _own_requirements(model: Model, op) -> dict:
    """What ``op`` itself requires, by dimension (its own availability, merged)."""
    return {k: v for k, v in model.merge(op.availability).items() if v is not None and not v.is_identity}


def _upper_snake(name: str) -> str:
    return snake_case(name).upper()


def op_class_name(cpp_class: str) -> str:
    name = cpp_class
    if name.endswith("_Op"):
        name = name[:-3] + "Op"
    return ident(name)


_VERSION_MOD = re.compile(r"^v_(?=\d)")


def version_module_name(spelling: str) -> str:
    text = spelling.lower().replace(".", "_").replace("-", "_")
    text = _VERSION_MOD.sub("v", text)
    name = ident(text)
    if not name[0].isalpha():
        name = "v" + name.lstrip("_")
    return name


def doc_text(*parts: str) -> str:
    """Paragraphs for a docstring: each dedented, lines right-stripped, empty ones dropped."""
    out = []
    for p in parts:
        p = inspect.cleandoc(p or "").strip()
        if p:
            out.append("\n".join(line.rstrip() for line in p.splitlines()))
    return "\n\n".join(out)


_TEMPLATE_ARG = re.compile(r"[\w:.]+")
_OPTIONAL_WRAPPERS = {"optional", "Optional"}


def _type_names(text: str) -> list[str]:
    """Every qualified name in a C++ or Python type spelling, innermost last."""
    return [n for n in _TEMPLATE_ARG.findall(text or "") if not n.isdigit()]


def _is_optional(ret_type: str) -> bool:
    t = (ret_type or "").replace(" ", "")
    if t.endswith("|None") or t.startswith("None|"):
        return True
    head = _type_names(t)[:1]
    return bool(head) and head[0].split("::")[-1].split(".")[-1] in _OPTIONAL_WRAPPERS


# --------------------------------------------------------------------------- builder


_ATTR_PY_TYPES = {
    "integer": "int",
    "float": "float",
    "string": "str",
    "bool": "bool",
    "unit": "bool",
    "type": "_ir.Type",
}


def _attr_annotation(m: Matcher) -> str:
    """What a builder's attribute argument takes: an attribute, or the Python value
    odsgen.runtime.builders makes into one for this constraint's kind."""
    from odsgen.runtime import matchers as M

    kinds = []
    for _, n in M.iter_matchers(m):
        if isinstance(n, M.AttrKind) and n.kind in _ATTR_PY_TYPES:
            kinds.append(_ATTR_PY_TYPES[n.kind])
        elif isinstance(n, M.AttrKind) and n.kind in ("symbol_ref", "flat_symbol_ref"):
            kinds.append("str")
        elif isinstance(n, M.ArrayOf) or (isinstance(n, M.AttrKind) and n.kind == "dense_array"):
            kinds.append("list[object]")
        if isinstance(n, (M.ArrayOf, M.AttrKind)):
            break  # the top kind: not the element or value types below it
    return " | ".join(dict.fromkeys(kinds + ["_ir.Attribute"]))


_CPP_INT = re.compile(r"-?(0[xX][0-9a-fA-F]+|0|[1-9][0-9]*)[uUlL]*")
_CPP_FLOAT = re.compile(r"-?([0-9]+\.[0-9]*|\.[0-9]+|[0-9]+)([eE][-+]?[0-9]+)?[fF]?")
_CPP_STR = re.compile(r'"([^"\\]*)"')  # a string literal without escapes


def _default_value(default: str, m: Matcher, enum: EnumView | None) -> str | None:
    """The Python value (as source text) of an attribute's ODS default, a C++ expression,
    when it is a literal of the attribute's kind: an enum case (``::mlir::x::E::Case``),
    an integer, float, ``true``/``false``, a string; None when it is anything else."""
    from odsgen.runtime import matchers as M

    text = default.strip()
    if enum is not None:
        owner, _, symbol = text.rpartition("::")
        hits = [mv for mv in enum.members if mv.symbol == symbol]
        if hits and owner.rpartition("::")[2] in (enum.class_name, ""):
            return f"{enum.name}.{hits[0].name}"
        return None
    kind = next((n.kind for _, n in M.iter_matchers(m) if isinstance(n, M.AttrKind)), None)
    if kind in ("bool", "unit") and text in ("true", "false"):
        return str(text == "true")
    if kind == "integer" and _CPP_INT.fullmatch(text):
        return str(int(text.rstrip("uUlL"), 0))
    if kind == "float" and _CPP_FLOAT.fullmatch(text):
        return repr(float(text.rstrip("fF")))
    hit = _CPP_STR.fullmatch(text)
    if kind == "string" and hit is not None:
        return repr(hit.group(1))
    return None


def _layout(group: list[ArgInfo]) -> str:
    """One letter per declared operand (or result): s single, o optional, v variadic."""
    return "".join({C.Arity.SINGLE: "s", C.Arity.OPTIONAL: "o"}.get(a.arity, "v") for a in group)


# Names every package exports whatever its spec: the runtime's (ops.py, target.py) and
# its modules' (__init__.py imports them by name last).
PACKAGE_NAMES = (
    "ENUMS",
    "DIMENSIONS",
    "OPS",
    "ANSWERS_OF",
    "VERIFIER",
    "wrap",
    "answers_of",
    "TargetEnv",
    "conversion_target",
    "DIALECTS",
    "enums",
    "interfaces",
    "ops",
    "rules",
    "target",
)


# The builtins an op class's body reads after its accessors (decorators, annotations):
# an accessor of that name (an operand ``$object``) would hide them, so it takes another
# (``object_``, with ``name="object"``).
_CLASS_BODY_BUILTINS = frozenset(
    {"classmethod", "staticmethod", "object", "tuple", "list", "int", "float", "str", "bool"}
)
# The module-level names of ops.py besides its op classes and shared constants.
_OPS_MODULE_NAMES = frozenset({"OPS", "ANSWERS_OF", "VERIFIER", "wrap", "answers_of", "annotations"})


def _checks_code(spec) -> PyCode | None:
    """``CHECKS = _vf.OpChecks(...)`` of an op's verifier spec: its fields that are not
    their defaults, by keyword (indent 4); None when all are."""
    from odsgen.runtime import verify as V

    args = []
    for f in dataclasses.fields(V.OpChecks):
        value = getattr(spec, f.name)
        if value != f.default:
            args.append(f"{f.name}={L.data_code(value)}")
    if not args:
        return None
    return layout.statement(4, f"CHECKS = _vf.OpChecks({', '.join(args)})", exact=True)


def _err(msg: str, loc=None) -> OdsgenError:
    return OdsgenError(Diagnostic(loc, Severity.ERROR, msg))


class _ViewBuilder:
    def __init__(self, model: Model, locator: L.Locator) -> None:
        self.model = model
        self.where = locator
        self.warnings: list[Diagnostic] = []
        self.enum_views: dict[str, EnumView] = {}  # by enum def name
        self.enums: list[EnumView] = []
        self._enum_by_class: dict[tuple[str, str], EnumView] = {}
        self.matchers: dict[Matcher, str] = {}  # matcher tree -> module-level name, first use first
        self.constraint_code: list[PyCode] = []  # the ops' constraints, each once (build_ops)
        self.dims: dict[str, DimView] = {}  # by dimension name, once built
        self._enum_rows: list[tuple[EnumView, list]] = []  # each enum's (value, requirements) rows
        # What the package's __init__ exports (every module's names, star-imported, then the
        # modules themselves): a name taken by one module is taken for the next, so a later
        # one (an op class named like an enum) cannot hide an earlier one.
        self.exported: set[str] = set(PACKAGE_NAMES)

    def enum_tables(self) -> None:
        """Each enum's case table, ``lambda: {VALUE: Requirements, ...},`` as an argument line of
        ``attach_cases`` in enums.py (where the enum classes are named without ``_e.``)."""
        for view, rows in self._enum_rows:
            if rows:
                items = [layout.Pair(str(value), self.requirements_code(reqs, prefix="")) for value, reqs in rows]
                # (a lambda: the table is built on first use, odsgen.runtime.avail.attach_cases)
                bracket = layout.Bracket("{", items, "}")
                view.table = PyCode(layout.statement(4, bracket, ",", lead="table=lambda: ")[4:])

    def case_code(self, dimension: str, prefix: str = "_e."):
        return case_speller(self.dims.get(dimension), prefix)

    def requirements_code(self, reqs, owner: str | None = None, prefix: str = "_e.") -> str:
        return L.requirements_call(reqs, lambda dim: self.case_code(dim, prefix), self.where, owner)

    def own_requirements(self) -> tuple[list[PyCode], list[PyCode]]:
        """Each op's ``OWN_REQUIREMENTS = ...`` (its class's first line is indented by the
        template), the requirements by a module-level name shared by the ops asking the
        same; and those names' definitions, in first-use order."""
        texts: dict[str, str] = {}  # requirements (code) -> name
        owned = []
        for op in self.model.ops:
            own = _own_requirements(self.model, op)
            code = self.requirements_code(own, op.name)
            if code == "_avail.Requirements()":
                owned.append(PyCode("OWN_REQUIREMENTS = _avail.Requirements()"))
                continue
            name = texts.get(code)
            if name is None:
                taken = set(texts.values())
                base = name = _requirements_name(own)
                n = 2
                while name in taken:
                    name, n = f"{base}_{n}", n + 1
                texts[code] = name
            statement = f"OWN_REQUIREMENTS = _avail.owned({name}, owner=OPERATION_NAME)"
            owned.append(PyCode(layout.statement(4, statement, exact=True)[4:]))
        return owned, [layout.statement(0, code, lead=f"{name} = ") for code, name in texts.items()]

    def op_docs(self) -> list[str]:
        """Each op class's docstring: the op's summary and description."""
        return [doc_text(op.summary, op.description) or op.name for op in self.model.ops]

    def shared_matcher(self, m, constraint: str = "") -> str:
        """The module-level name of a matcher tree (each distinct tree defined once): the
        availability tree of constraint ``constraint``, ``_avail_<constraint>``."""
        name = self.matchers.get(m)
        if name is None:
            base = "_avail_" + ident(constraint or "tree")
            taken = set(self.matchers.values())
            name, n = base, 2
            while name in taken:
                name, n = f"{base}_{n}", n + 1
            self.matchers[m] = name
        return name

    # ----------------------------------------------------------------- enums
    def build_enums(self) -> None:
        names = UniqueNames(self.exported | {"enum", "annotations"}, lead="Enum")
        model = self.model
        for key, en in model.enums.items():
            ck = (en.class_name, en.cpp_namespace)
            existing = self._enum_by_class.get(ck)
            if existing is not None:
                # The same C++ enum reached through two records (EnumAttr and its EnumInfo).
                self.enum_views[key] = existing
                continue
            member_names = UniqueNames(
                ("mro", "name", "value", "requirements", "spelling", "of_attr", "from_spelling"), lead="V"
            )
            members = []
            for c in en.cases:
                members.append(MemberView(member_names.take(c.symbol), c.value, c.spelling, c.symbol))
            rows = []
            seen_values = set()
            dims_used = set()
            for c in en.cases:
                if not c.availability or c.value in seen_values:
                    continue
                merged = {k: r for k, r in model.merge(c.availability).items() if r is not None and not r.is_identity}
                if not merged:
                    continue
                seen_values.add(c.value)
                dims_used.update(merged)
                rows.append((c.value, merged))
            table = _Unbuilt("enum case tables") if rows else None  # spelled by enum_tables
            view = EnumView(
                names.take(en.class_name or en.record, clash_suffix="n"),
                en.record,
                en.class_name,
                en.summary,
                en.is_bit_enum,
                members,
                table,
                self.where.loc(en.loc),
                dims_used,
            )
            self.enum_views[key] = view
            self._enum_rows.append((view, rows))
            self._enum_by_class[ck] = view
            self.enums.append(view)
        self.exported |= names.used

    def enum_for_type(self, *type_texts: str) -> EnumView | None:
        """The generated enum a C++/Python type spelling names (innermost name first)."""
        for text in type_texts:
            for name in reversed(_type_names(text)):
                parts = [p for p in re.split(r"::|\.", name) if p]
                if not parts:
                    continue
                cls, ns = parts[-1], "::" + "::".join(parts[:-1]) if len(parts) > 1 else ""
                exact = [v for (c, n), v in self._enum_by_class.items() if c == cls and (not ns or n == ns)]
                loose = [v for (c, _), v in self._enum_by_class.items() if c == cls]
                if exact or loose:
                    return (exact or loose)[0]
        return None

    # ----------------------------------------------------------------- dimensions
    def build_dimensions(self, op_args) -> list[DimView]:
        model = self.model
        dims = dict(model.dimensions)
        dims.update(model.argument_dimensions)
        # What shape each dimension's requirements have (a def's merge action may be empty).
        shapes: dict[str, AL.Shape] = {}

        def note(reqs):
            for name, r in reqs.items():
                shapes.setdefault(name, r.shape)

        for op in model.ops:
            note({i.dimension: i.requirement for i in op.availability if i.requirement is not None})
        for en in model.enums.values():
            for c in en.cases:
                note({i.dimension: i.requirement for i in c.availability if i.requirement is not None})
        for args in op_args.values():
            for a in args.ins + args.outs:
                for ann in a.annotations:
                    note({i.dimension: i.requirement for i in ann.availability if i.requirement is not None})
        out: list[DimView] = []
        # One namespace: interfaces.py holds the constants, the interfaces and the aliases.
        module = UniqueNames(self.exported | {"annotations"})
        methods = UniqueNames(("answers", "answers_of", "requirements", "operation"), lead="query")
        # Definition order of the dimension classes (a file's own order; files by name).
        ordered = sorted(
            dims.items(),
            key=lambda kv: (
                kv[1].loc is None,
                kv[1].loc.file if kv[1].loc else "",
                kv[1].loc.line if kv[1].loc else 0,
                kv[0],
            ),
        )
        for name, d in ordered:
            shape = shapes.get(name) or d.shape
            if shape is None:
                self.warnings.append(
                    Diagnostic(
                        d.loc, Severity.WARNING, f"dimension '{name}' never requires anything; no query is generated"
                    )
                )
                continue
            enum = None
            if d.enum is not None:
                enum = self.enum_views.get(d.enum)
            if enum is None:
                enum = self.enum_for_type(d.instance_type, d.query_fn_ret_type)
            if enum is None:
                raise _err(
                    f"dimension '{name}': cannot tell which enum its values range over "
                    f"(instanceType '{d.instance_type}')",
                    d.loc,
                )
            optional = shape is AL.Shape.ALL_OF_ANY_OF or _is_optional(d.query_fn_ret_type)
            ann = PyCode("")  # set below, from the finished view
            fn = d.query_fn_name or ("get" + name)
            out.append(
                DimView(
                    name,
                    module.take(_upper_snake(name), lead="DIM"),
                    shape,
                    enum,
                    optional,
                    methods.take(snake_case(fn)),
                    ann,
                    module.take(d.interface_name or f"Query{name}Interface", lead="Query"),
                    doc_text(d.interface_description),
                    len(out),
                    "",
                    fn,
                    d.query_fn_ret_type,
                )
            )
            out[-1].annotation = out[-1].annotation_for("_e.")
        conflicts = dimension_conflicts(dims[d.name] for d in out)
        if conflicts:
            raise OdsgenError(conflicts)
        for d in out:  # after every interface name is taken
            d.alias = module.take(d.name + "Answer", clash_suffix="n", lead="Answer")
        self.exported |= module.used
        return out

    # ----------------------------------------------------------------- ops
    def build_ops(self, dims: list[DimView], op_args, specs: dict | None = None) -> list[OpClassView]:
        model = self.model
        class_names = UniqueNames(self.exported, lead="Op")
        out = []
        dim_by_name = {d.name: d for d in dims}
        wanted: dict[str, object] = {}  # class name -> the first op that asked for it
        reserved = (
            {
                "operation",
                "answers",
                "answers_of",
                "requirements",
                "OPERATION_NAME",
                "SOURCE_LOC",
                "DIMENSIONS",
                "OWN_REQUIREMENTS",
                "VERIFIER",
                "CHECKS",
                "verify",
                "build",
                "mro",
            }
            | {d.method for d in dims}
            | _CLASS_BODY_BUILTINS
            | set(dir(object))  # (an accessor's name must not hide object's members)
        )
        for op in model.ops:
            args = op_args[op.record]
            own = _own_requirements(model, op)
            spec = specs.get(op.name) if specs else None
            accessors = self._accessors(op, args, reserved, spec)
            anns, key_parts, key_names, compute, sources, touched = self._dynamic(op, args, dim_by_name)
            attrs_only = all(str(k).startswith("op.get_attr(") for k in key_parts)
            used_dims = [d for d in dims]
            queries = [d for d in dims if d.name in touched]
            want = op_class_name(op.cpp_class)
            class_name = class_names.take(want)
            first = wanted.setdefault(want, op)
            if first is op and class_name != want and want in self.exported:
                self.warnings.append(
                    Diagnostic(
                        op.loc,
                        Severity.WARNING,
                        f"op '{op.name}' would be generated as class '{want}', a name the package already "
                        f"exports (an enum, a dimension or a runtime name); it is named '{class_name}'",
                    )
                )
            elif first is not op:
                # Legal across C++ namespaces, but one Python module has one namespace.
                self.warnings.append(
                    Diagnostic(
                        op.loc,
                        Severity.WARNING,
                        f"op '{op.name}' would be generated as class '{want}' like op '{first.name}'; "
                        f"it is named '{class_name}'",
                        (Diagnostic(first.loc, Severity.NOTE, f"op '{first.name}' defined here"),),
                    )
                )
            out.append(
                OpClassView(
                    class_name,
                    op.name,
                    op.record,
                    op.summary,
                    _Unbuilt("docstring"),  # (the "own" stage's)
                    self.where.loc(op.loc) or "",
                    [d.interface for d in used_dims],
                    _Unbuilt("own requirements"),  # (the "own" stage's)
                    own,
                    accessors,
                    anns,
                    key_parts,
                    key_names,
                    compute,
                    queries,
                    sources,
                    attrs_only,
                    self._builder(class_name, op, args, spec) if spec is not None else None,
                    _checks_code(spec) if spec is not None else None,
                )
            )
        self.constraint_code = self._name_constraints(out)
        return out

    def _name_constraints(self, ops: list[OpClassView]) -> list[PyCode]:
        """Names each distinct constraint the ops' accessors carry after its ODS def (the
        first use's), in first-use order, clear of every other module-level name; fills
        in the accessors' code; returns the constraints' definitions."""
        import builtins

        taken = set(self.exported) | {op.name for op in ops} | set(dir(builtins)) | _OPS_MODULE_NAMES
        names = UniqueNames(taken, lead="c")
        by_value: dict[object, str] = {}
        out: list[PyCode] = []
        for op in ops:
            for a in op.accessors:
                args = list(a.args)
                if a.constraint is not None:
                    name = by_value.get(a.constraint)
                    if name is None:
                        name = by_value[a.constraint] = names.take(a.constraint_name or "constraint", clash_suffix="n")
                        out.append(L.constraint_code(name, a.constraint))
                    args.append(f"constraint={name}")
                a.body = layout.sequence(4, f"{a.name} = _ov.{a.fn}(", args, ")")
        return out

    def _builder(self, class_name: str, op, args, spec) -> BuilderView:
        """``build(cls, *, <operands>, <attributes>, <result>_type, location)``: keyword
        arguments named after the ODS arguments (in spec order), typed, passed on in the
        order of the op's verifier spec (odsgen.runtime.builders)."""
        from odsgen.runtime import verify as V

        names = UniqueNames(("cls", "location", "successors"), lead="arg")
        params: list[str] = []
        infos = {(a.kind, a.name): a for a in list(args.ins) + list(args.outs)}

        def value_param(kind: str, s, name: str, type_name: str, many: str) -> str:
            if s.arity == V.SINGLE:
                return f"{name}: {type_name}"
            if s.arity == V.OPTIONAL:
                return f"{name}: {type_name} | None = None"
            return f"{name}: {many} = ()"

        operands = []
        for i, s in enumerate(spec.operands):
            name = names.take(s.name or f"operand{i}")
            operands.append(name)
            params.append(value_param("operand", s, name, "_ir.Value", "_ov.Values"))
        attrs = []
        defaults = []
        enum_defaults = False
        for a in spec.attributes:
            name = names.take(a.name)
            info = infos.get(("attribute", a.name))
            marg = self._model_arg(op, info) if info is not None else None
            enum = self.enum_views.get(marg.enum) if (marg is not None and marg.enum) else None
            ann = f"_e.{enum.name} | _ir.Attribute" if enum is not None else _attr_annotation(a.matcher)
            params.append(f"{name}: {ann}" if a.required else f"{name}: {ann} | None = None")
            attrs.append(f"{py_str(a.name)}: {name}")
            if marg is not None and marg.default:
                value = _default_value(marg.default, a.matcher, enum)
                defaults.append(f"``{name}={value}``" if value else f"``{name}`` (C++ ``{marg.default.strip()}``)")
                enum_defaults = enum_defaults or enum is not None
        results = []
        for i, s in enumerate(spec.results):
            name = names.take((s.name or f"result{i}") + "_type")
            results.append(name)
            params.append(value_param("result", s, name, "_ir.Type", "_ov.Types"))
        regions = []
        for i, (rname, variadic) in enumerate(spec.regions):
            name = names.take(rname or f"region{i}")
            regions.append(name)
            params.append(f"{name}: _ov.Regions = ()" if variadic else f"{name}: _ir.Region | _ir.Block | None = None")
        params.append("location: _ir.LocationAttr | None = None")
        if spec.successors:
            params.append("successors: tuple[_ir.Block, ...] = ()")
        call = [
            layout.sequence(12, "operands=(", operands, ")", one_tuple=True),
            layout.sequence(12, "attributes={", attrs, "}"),
            layout.sequence(12, "result_types=(", results, ")", one_tuple=True),
            "location=location",
        ] + (["successors=successors"] if spec.successors else [])
        if regions:
            call.append(layout.sequence(12, "regions=(", regions, ")", one_tuple=True))
        return BuilderView(
            params=[PyCode(p) for p in params],
            call=PyCode(layout.sequence(8, "return cls._odsgen_build(", call, ")")),
            regions=bool(regions),
            defaults=defaults,
            enum_defaults=enum_defaults,
        )

    def _accessors(self, op, args, reserved, spec) -> list[AccessorView]:
        """The op's accessors, in spec order: its operands, attributes and results, each
        with its constraint (from the verifier's ``spec``), then its regions and successors."""
        from odsgen.runtime import verify as V

        names = UniqueNames(reserved, lead="arg")
        out = []
        operands = [a for a in args.ins if a.kind == "operand"]
        results = list(args.outs)
        value_specs = {
            "operand": iter(spec.operands if spec is not None else ()),
            "attribute": iter(spec.attributes if spec is not None else ()),
            "result": iter(spec.results if spec is not None else ()),
        }
        for a in list(args.ins) + results:
            name = names.take(a.name or f"{a.kind}{a.index}")
            s = next(value_specs[a.kind], None)
            constraint = None
            if s is not None:
                assert s.name == a.name, (s.name, a.name)
                if a.kind == "attribute":
                    constraint = V.Constraint(s.matcher, s.summary, s.unchecked, required=s.required)
                else:
                    constraint = V.Constraint(s.matcher, s.summary, s.unchecked, s.arity, s.segments)
            if a.kind == "attribute":
                marg = self._model_arg(op, a)
                enum = self.enum_views.get(marg.enum) if (marg is not None and marg.enum) else None
                prefix = "optional_" if a.optional else ""
                if enum is not None:
                    fn, args_ = f"{prefix}enum_attribute", [f"name={py_str(a.name)}", f"enum_cls=_e.{enum.name}"]
                else:
                    fn, args_ = f"{prefix}attribute", [f"name={py_str(a.name)}"]
            else:
                group = operands if a.kind == "operand" else results
                lay = _layout(group)
                fn = {C.Arity.SINGLE: "", C.Arity.OPTIONAL: "optional_"}.get(a.arity, "variadic_") + a.kind
                args_ = [f"index={group.index(a)}"] + ([] if all(c == "s" for c in lay) else [f"layout={py_str(lay)}"])
                if name != a.name:
                    args_.append(f"name={py_str(a.name)}")
            if a.summary and (constraint is None or constraint.summary != a.summary):
                args_.append(f"doc={py_str(a.summary)}")  # the accessor's docstring (pydoc, help())
            out.append(
                AccessorView(
                    name, a.kind, a.name, PyCode(""), PyCode(""), a.summary, fn, args_, constraint, a.constraint_name
                )
            )
        if spec is None:
            return out
        blocks = spec.region_constraints or (None,) * len(spec.regions)
        for i, ((rname, variadic), c) in enumerate(zip(spec.regions, blocks)):
            name = names.take(rname or f"region{i}")
            args_ = [f"index={i}"] + ([f"blocks=({py_str(c[1])}, {c[2]})"] if c is not None else [])
            doc = c[0] if c is not None else (op.regions[i].summary or "")
            args_ += ([f"doc={py_str(doc)}"] if doc else []) + ([f"name={py_str(rname)}"] if name != rname else [])
            fn = "variadic_region" if variadic else "region"
            out.append(AccessorView(name, "region", rname, PyCode(""), PyCode(""), doc, fn, args_))
        for i, (sname, variadic) in enumerate(spec.successors):
            name = names.take(sname or f"successor{i}")
            doc = op.successors[i].summary or ""
            args_ = [f"index={i}"] + ([f"doc={py_str(doc)}"] if doc else [])
            args_ += [f"name={py_str(sname)}"] if name != sname else []
            fn = "variadic_successor" if variadic else "successor"
            out.append(AccessorView(name, "successor", sname, PyCode(""), PyCode(""), doc, fn, args_))
        return out

    def _model_arg(self, op, a: ArgInfo):
        group = {"operand": op.operands, "attribute": op.attributes, "result": op.results}[a.kind]
        for x in group:
            if x.name == a.name:
                return x
        return None

    def _dynamic(self, op, args, dim_by_name):
        """The memo key, the annotations and the merge lines of an op, in spec order."""
        anns: list[tuple[str, PyCode]] = []
        key_parts: list[PyCode] = []
        key_names: list[str] = []
        compute: list[PyCode] = []
        sources: list[str] = []
        touched: set[str] = set()
        local = UniqueNames(("m", "cls", "key", "op"), lead="arg")
        ann_names = UniqueNames(lead="")  # the class's annotations, _odsgen_avail_<argument>
        operands = [a for a in args.ins if a.kind == "operand"]
        results = list(args.outs)

        for a in list(args.ins) + results:
            marg = self._model_arg(op, a)
            enum = self.enum_views.get(marg.enum) if (marg is not None and marg.enum) else None
            enum_matters = enum is not None and enum.table is not None and op.enum_attributes
            useful = [
                ann
                for ann in a.annotations
                if any(i.requirement is not None and not i.requirement.is_identity for i in ann.availability)
            ]
            if not enum_matters and not useful:
                continue
            var = local.take(a.name or f"{a.kind}{a.index}")
            if a.kind == "attribute":
                key_parts.append(PyCode(f"op.get_attr({py_str(a.name)})"))
            else:
                group = operands if a.kind == "operand" else results
                fn = "operand_group" if a.kind == "operand" else "result_group"
                key_parts.append(PyCode(f"_ov.types_of(_ov.{fn}(op, {group.index(a)}, {py_str(_layout(group))}))"))
            key_names.append(var)
            if enum_matters:
                fn = "bit_enum_cases" if enum.is_bit else "enum_case"
                compute.append(PyCode(f"m.{fn}(enum_cls=_e.{enum.name}, attr={var})"))
                touched.update(enum.dims)
                sources.append(f"attribute '{a.name}' ({enum.class_name} cases)")
            for ann in useful:
                attr_name = ann_names.take(f"_odsgen_avail_{a.name or var}", clash_suffix="_2")
                reqs = {
                    k: r for k, r in self.model.merge(ann.availability).items() if r is not None and not r.is_identity
                }
                touched.update(k for k, r in reqs.items() if r is not None and not r.is_identity)
                code = layout.statement(
                    4,
                    f"{attr_name} = _avail.Annotation(applies=_mt.path_applies(root={self.shared_matcher(a.matcher, a.constraint_name)}, path="
                    f"{L.path_code(ann.path)}), requirements={self.requirements_code(reqs)}, "
                    f"describe={py_str(ann.node.inner.describe())})",
                )
                anns.append((attr_name, code))
                if a.kind == "attribute":
                    compute.append(PyCode(f"m.annotation(ann=cls.{attr_name}, value={var})"))
                else:
                    compute.append(PyCode(f"m.annotation_each(ann=cls.{attr_name}, values={var})"))
                sources.append(f"{a.kind} '{a.name}' ({ann.node.inner.describe()})")
        return anns, key_parts, key_names, compute, sources, touched

    # ----------------------------------------------------------------- target axes
    def build_axes(self, dims: list[DimView]) -> list[AxisView]:
        axes: dict[str, AxisView] = {}
        kw = UniqueNames(("self",), lead="axis")
        for d in dims:
            ordered = d.shape.ordered
            key = d.enum.name + ("#o" if ordered else "#s")
            ax = axes.get(key)
            if ax is None:
                if ordered:
                    want = snake_case(d.enum.name)
                else:
                    fn = d.fn_name[3:] if d.fn_name.startswith("get") and len(d.fn_name) > 3 else d.enum.name + "s"
                    want = snake_case(fn)
                ax = axes[key] = AxisView(d.enum, kw.take(want), ordered, [])
            ax.dimensions.append(d)
        implied = self.model.implications
        for ax in axes.values():
            if ax.ordered:
                continue
            per = implied.get(ax.enum.record)
            if per is None:
                for rec, p in implied.items():
                    if self.enum_views.get(rec) is ax.enum:
                        per = p
                        break
            if not per:
                continue
            by_symbol = {m.symbol: m for m in ax.enum.members}
            for sym, targets in per.items():
                src = by_symbol.get(sym)
                tgt = [by_symbol[t] for t in targets if t in by_symbol]
                if src is not None and tgt:
                    ax.implications.append((src, tgt))
        return list(axes.values())


def _version_modules(
    ops: list[OpClassView], dims: list[DimView], exported: set[str]
) -> tuple[EnumView | None, list[VersionModuleView]]:
    bound_dims = [d for d in dims if d.shape.ordered]
    if not bound_dims:
        return None, []
    venum = bound_dims[0].enum
    vdims = [d for d in bound_dims if d.enum is venum]
    names = UniqueNames(exported | set(keyword.kwlist), lead="v")
    spelled = {}
    for m in venum.members:
        spelled.setdefault(m.value, m.spelling)
    out = []
    seen = set()
    for m in venum.members:
        if m.value in seen:
            continue
        seen.add(m.value)
        avail = []
        missing = []
        for op in ops:
            why = None
            for d in vdims:
                r = op.own_reqs.get(d.name)
                if r is not None and not r.satisfied_by(m.value):
                    bound = spelled.get(r.case.value, r.case.symbol)
                    why = f"added in {bound}" if isinstance(r, AL.AtLeast) else f"removed after {bound}"
                    break
            if why is None:
                avail.append(op)
            else:
                missing.append((op.name, why))
        module = names.take(version_module_name(m.spelling), clash_suffix="n")
        out.append(VersionModuleView(module, m, avail, missing))
    return venum, out


def build_view(
    model: Model,
    *,
    package: str,
    locator: L.Locator,
    source: str,
    command: str,
    version: str,
    per_version: bool = False,
    stages: tuple[str, ...] = tuple(STAGES),
) -> PackageView:
    """The package's view, with the parts of ``stages`` built (``PackageView.finish``
    builds the others)."""
    b = _ViewBuilder(model, locator)
    b.build_enums()
    dims = b.build_dimensions({op.record: op.args for op in model.ops})
    b.dims = {d.name: d for d in dims}
    dialects = sorted({op.dialect for op in model.ops if op.dialect}) or [d.name for d in model.dialects.values()]
    summaries = [d.summary for d in model.dialects.values() if d.name in dialects and d.summary]
    view = PackageView(
        package=package,
        dialect=", ".join(dialects),
        summary=summaries[0] if summaries else "",
        source=source,
        command=command,
        version=version,
        enums=b.enums,
        dimensions=dims,
        dialects=dialects,
        per_version=per_version,
        builder=b,
    )
    for stage in stages:
        view.finish(stage)
    return view
