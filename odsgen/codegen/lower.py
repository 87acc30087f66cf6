"""Lowering model values to Python source: requirements, provenance, matcher trees.

Everything returned is ``PyCode`` assembled from the escaping filters
(odsgen.codegen.filters): spec text only ever appears as ``py_str`` literals.

- ``requirements_call``: ``{dimension: requirement}`` (``AtLeast``/``AtMost``/
  ``AllOfAnyOf``, provenance included) as constructor calls of odsgen.runtime.avail
  (``_avail.at_least(_e.Version.V_2, attribute="a::x", at="a.td:4:5")``), which read like
  the spec; the cases are the generated enums' members.
- ``matchers_code``: the matcher trees (odsgen.runtime.matchers) a module holds, each
  spelled by its own ``repr()``.
- ``Locator``: .td locations as ``file:line:col`` with the file relative to the include
  directory (or the spec's directory) it was found in, so no absolute path and no
  machine-specific prefix reaches generated code.
"""

from __future__ import annotations

import dataclasses
import keyword
import os
import re
from collections.abc import Iterable, Mapping
from functools import cache

from odsgen.runtime import algebra as AL
from odsgen.codegen import layout
from odsgen.codegen.filters import PyCode, py_str, py_tuple
from odsgen.runtime import ir
from odsgen.runtime import matchers as M
from odsgen.runtime.matchers import Matcher
from odsgen.source import Loc

AVAIL = "_avail"
MATCH = "_mt"


class Locator:
    """Renders locations relative to the include directories and the specs' directories."""

    def __init__(self, include_dirs: Iterable[str], specs: Iterable[str]):
        # Include directories first (longest first: a file under two of them gets the
        # shorter name), then the specs' directories.
        incs = sorted({os.path.abspath(d) for d in include_dirs}, key=len, reverse=True)
        spec_dirs = sorted({os.path.dirname(os.path.abspath(s)) for s in specs} - set(incs), key=len, reverse=True)
        self.bases = incs + spec_dirs
        self._cache: dict[str, str] = {}

    def file(self, path: str) -> str:
        hit = self._cache.get(path)
        if hit is not None:
            return hit
        ab = os.path.abspath(path)
        out = None
        for b in self.bases:
            if ab.startswith(b.rstrip(os.sep) + os.sep):
                out = os.path.relpath(ab, b).replace(os.sep, "/")
                break
        if out is None:
            out = os.path.basename(ab)
        self._cache[path] = out
        return out

    def loc(self, loc: Loc | None) -> str | None:
        if loc is None:
            return None
        return f"{self.file(loc.file)}:{loc.line}:{loc.col}"


_KEYWORD = {
    AL.ProvenanceKind.OPERAND: "operand",
    AL.ProvenanceKind.ATTRIBUTE: "attribute",
    AL.ProvenanceKind.RESULT: "result",
    AL.ProvenanceKind.ENUM_CASE: "enum_case",
}


def _provenance_args(provs, where: Locator, owner: str | None) -> list[str]:
    """The keyword arguments naming who asked: ``at=`` alone for the op's own (its name left
    out: ``owned`` fills it in), ``attribute=NAME, at=`` for another, ``by=`` for the rest."""
    ps = list(provs)
    args: list[str] = []
    if ps:
        p = ps[0]
        loc = where.loc(p.loc)
        if p.kind is AL.ProvenanceKind.OP and p.name == owner and loc is not None:
            args, ps = [layout.Keyword("at", layout.Str(loc))], ps[1:]
        elif p.kind is not AL.ProvenanceKind.OP:
            args = [layout.Keyword(_KEYWORD[p.kind], layout.Str(p.name))]
            args += [layout.Keyword("at", layout.Str(loc))] if loc is not None else []
            ps = ps[1:]
    if ps:
        items = []
        for p in ps:
            loc = where.loc(p.loc)
            name = "" if p.name == owner else p.name
            provenance = [layout.Str(p.kind.value), layout.Str(name), layout.Str(loc) if loc else "None"]
            items.append(layout.Bracket(f"{AVAIL}.provenance(", provenance, ")"))
        # (spelled with a trailing comma, which the layout leaves out)
        by = layout.Bracket("(", items, ")", tuple=True, text=f"({', '.join(items)},)")
        args.append(layout.Keyword("by", by))
    return args


def requirement_call(req, case_code, where: Locator, owner: str | None = None) -> str:
    """``_avail.at_least(_e.Version.V_2, attribute="a::x", at="a.td:4:5")`` and the like;
    ``case_code(case)`` spells an enum case (``_e.Version.V_2``, and its symbol as a
    ``layout.Str`` where the member is named otherwise). The code is a ``layout.Bracket``."""
    if isinstance(req, (AL.AtLeast, AL.AtMost)):
        fn = "at_least" if isinstance(req, AL.AtLeast) else "at_most"
        code, symbol = case_code(req.case)
        args = [code] + _provenance_args(req.provenance, where, owner)
        args += [layout.Keyword("symbol", symbol)] if symbol else []
        return layout.Bracket(f"{AVAIL}.{fn}(", args, ")")
    if isinstance(req, AL.AllOfAnyOf):
        groups = []
        for g in req.groups:
            cases = [case_code(c) for c in g.cases]
            args = [c for c, _ in cases] + _provenance_args(g.provenance, where, owner)
            odd = [layout.Pair(c, s) for c, s in cases if s]
            if odd:
                args.append(layout.Keyword("symbols", layout.Bracket("{", odd, "}")))
            groups.append(layout.Bracket(f"{AVAIL}.any_of(", args, ")"))
        return layout.Bracket(f"{AVAIL}.all_of(", groups, ")")
    raise TypeError(f"no code for requirement {req!r}")


def requirements_call(reqs: Mapping[str, object], case_code, where: Locator, owner: str | None = None) -> str:
    """``_avail.Requirements(DIMENSION=<requirement_call>, ...)`` (by keyword where every
    dimension's name is an identifier, else ``({"DIMENSION": ...})``); ``case_code(dimension)``
    gives the case speller of a dimension. The code is a ``layout.Bracket``."""
    given = [(name, r) for name, r in reqs.items() if r is not None and not r.is_identity]
    if all(name.isidentifier() and not keyword.iskeyword(name) for name, _ in given):
        # By keyword, as the repr prints it: Requirements(MinVersion=_avail.at_least(...))
        kwargs = [layout.Keyword(name, requirement_call(r, case_code(name), where, owner)) for name, r in given]
        return layout.Bracket(f"{AVAIL}.Requirements(", kwargs, ")")
    items = [layout.Pair(layout.Str(name), requirement_call(r, case_code(name), where, owner)) for name, r in given]
    return layout.Bracket(f"{AVAIL}.Requirements(", [layout.Bracket("{", items, "}")], ")")


def matchers_code(trees: Mapping[str, Matcher]) -> PyCode:
    """Module-level names bound to matcher trees, each tree spelled by its own ``repr()``
    with the runtime's classes called through the module's aliases (``runtime_calls``),
    so no name of odsgen.runtime.matchers or odsgen.runtime.ir enters the generated
    module's namespace, where a spec's own enum or op class of the same name could stand."""
    calls = runtime_calls()
    return PyCode("\n".join(layout.statement(0, f"{name} = {tree!r}", calls=calls) for name, tree in trees.items()))


def path_code(path: tuple[str, ...]) -> PyCode:
    return py_tuple(py_str(p) for p in path)


def _tuple_code(items: list[str]) -> str:
    """A tuple display without black's magic trailing comma (but for one element)."""
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


@cache
def runtime_calls() -> dict[str, str]:
    """How a generated module calls the runtime's classes a matcher tree's ``repr()``
    calls: through the module's aliases of their modules (``_mt.AnyOf(...)``,
    ``_ir.FloatType("f32")``), so no name of the runtime enters the module's namespace,
    where a spec's op class or constraint of the same name could stand
    (``layout.statement(..., calls=runtime_calls())``)."""
    calls = {name: f"_ir.{name}" for name in dir(ir)}
    calls.update((name, f"{MATCH}.{name}") for name in M.__all__)
    return calls


def constraint_code(name: str, c) -> PyCode:
    """``NAME = _vf.Constraint(matcher=..., summary=...)`` of a constraint
    (odsgen.runtime.verify.Constraint): its fields that are not their defaults, by keyword;
    its matcher tree by its ``repr()``, the runtime's classes called as ``runtime_calls``
    spells them (the other fields are plain data, which call no runtime class)."""
    args = []
    for f in dataclasses.fields(c):
        value = getattr(c, f.name)
        if f.default is dataclasses.MISSING or value != f.default:
            text = repr(value) if isinstance(value, M.Matcher) else data_code(value)
            args.append(f"{f.name}={text}")
    return layout.statement(0, f"{name} = _vf.Constraint({', '.join(args)})", calls=runtime_calls())


_RUNTIME_NAMES = re.compile(r"\b([A-Z][A-Za-z0-9_]*)\(")


def _runtime_imports(text: str) -> list[str]:
    """The function-level imports of the runtime's classes that ``text`` calls (``Name(``)."""
    from odsgen.runtime import verify as V

    used = set(_RUNTIME_NAMES.findall(text))
    imports: list[tuple[str, str]] = []
    for module, avail in (
        ("odsgen.runtime.ir", set(dir(ir))),
        ("odsgen.runtime.matchers", set(M.__all__)),
        ("odsgen.runtime.verify", set(V.__all__)),
    ):
        mine = sorted(n for n in used & avail if n not in {i for _, i in imports})
        imports += [(module, n) for n in mine]
    return [
        layout.statement(4, f"from {module} import {', '.join(n for m, n in imports if m == module)}")
        for module in dict.fromkeys(m for m, _ in imports)
    ]


RULES_FN = "_odsgen_rules"


def data_code(value) -> str:
    """Plain data (str, int, bool, None, tuple, list, set, dict) as a Python display;
    strings through ``py_str``, sets sorted (a set's own order varies from run to run)."""
    if isinstance(value, str):
        return py_str(value)
    if value is None or isinstance(value, (bool, int)):
        return repr(value if isinstance(value, bool) or value is None else int(value))
    if isinstance(value, (tuple, list)):
        return _tuple_code([data_code(v) for v in value])
    if isinstance(value, (set, frozenset)):
        return f"frozenset({_tuple_code([data_code(v) for v in sorted(value)])})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{data_code(k)}: {data_code(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no code for {type(value).__name__}")


def _implicit_code(implicit) -> str:
    """The dialect's implicit target (text, its ``Loc`` or None), its location as the text
    generated packages keep (``Loc.text``)."""
    text, loc = implicit
    return data_code((text, None if loc is None else loc.text()))


def _limits_code(table, reqs, matcher) -> str:
    """``LimitTable(...)``: the dialect's levels and op bounds (odsgen.runtime.limits)."""
    levels = [f"Level({py_str(lv.name)}, {reqs(lv.requirements)}, {data_code(lv.limits)})" for lv in table.levels]
    ops = []
    for op, uses in table.uses.items():
        items = []
        for u in uses:
            args = ", ".join(
                data_code(v)
                for v in (u.limit, u.kind, u.values, u.attribute, u.indices, u.offset, u.stops, u.describe, u.loc)
            )
            if u.when:
                conds = "".join(f"({py_str(k)}, {py_str(n)}, {matcher(m)}), " for k, n, m in u.when)
                args += f", ({conds})"
            items.append(f"Use({args})")
        ops.append(f"{py_str(op)}: {_tuple_code(items)}")
    return f"LimitTable({_tuple_code(levels)}, {{{', '.join(ops)}}}, {data_code(table.signatures)})"


def _support_code(tables, reqs) -> str:
    """``(SupportTable(...), ...)``: the dialect's type-support tables (odsgen.runtime.typesupport)."""
    out = []
    for t in tables:
        rows = [f"SupportRow({data_code(r.types)}, {reqs(r.requirements)}, {py_str(r.describe)})" for r in t.rows]
        out.append(
            f"SupportTable({py_str(t.name)}, {py_str(t.op)}, {data_code(t.values)}, {data_code(t.decides)}, "
            f"{_tuple_code(rows)}, {data_code(t.loc)})"
        )
    return _tuple_code(out)


def _constants_code(rules, reqs) -> str:
    """``(ConstantRule(...), IsolatedRule(...), ...)``: the dialect's constant operands and
    isolated regions (odsgen.runtime.constants)."""
    from odsgen.runtime.constants import ConstantRule

    out = [
        (
            f"ConstantRule({py_str(c.name)}, {py_str(c.op)}, {data_code(c.operands)}, "
            f"{data_code(tuple(sorted(c.constant_ops)))}, {reqs(c.requirements)}, {data_code(c.loc)})"
            if isinstance(c, ConstantRule)
            else f"IsolatedRule({py_str(c.name)}, {py_str(c.op)}, {data_code(c.regions)}, "
            f"{reqs(c.requirements)}, {data_code(c.loc)})"
        )
        for c in rules
    ]
    return _tuple_code(out)


def rules_code(rules, where: Locator, case_code) -> PyCode:
    """``def _odsgen_rules()``: the dialect's rules (odsgen.runtime.typerules.DialectRules)
    as constructor calls, built when called: matcher trees by their ``repr()``, each
    distinct one bound to a local name once; requirements as ``{DIMENSION: _avail.at_least(...)}``
    (``requirement_call``, ``case_code(dimension)`` spelling the cases); every spec string a
    ``py_str`` literal. The classes are
    imported inside the function, so no name of the runtime enters the module's namespace."""
    names: dict[object, str] = {}
    lines: list[str] = []

    def matcher(m) -> str:
        name = names.get(m)
        if name is None:
            name = names[m] = f"m{len(names)}"
            lines.append(layout.statement(4, f"{name} = {m!r}"))
        return name

    def reqs(r) -> str:
        items = [
            f"{py_str(name)}: {requirement_call(q, case_code(name), where)}"
            for name, q in r.items()
            if q is not None and not q.is_identity
        ]
        return "{" + ", ".join(items) + "}"

    def sorted_tuple(items) -> str:
        return data_code(tuple(sorted(items)))

    sets = []
    for rs in rules.rule_sets:
        rule_items = [
            f"TypeRule({matcher(t.root)}, {data_code(t.path)}, {reqs(t.requirements)}, {py_str(t.describe)}, "
            f"{py_str(t.source)}, {data_code(t.loc)})"
            for t in rs.rules
        ]
        kw = []
        for field in ("context", "replaces", "ops", "values"):
            value = getattr(rs, field)
            if value:
                kw.append(f"{field}={sorted_tuple(value)}")
        if not rs.walk:
            kw.append("walk=False")
        if rs.when:
            conds = ", ".join(f"Condition({py_str(c.kind)}, {py_str(c.name)}, {matcher(c.matcher)})" for c in rs.when)
            kw.append(f"when=({conds},)")
        sets.append(f"RuleSet({', '.join([py_str(rs.name), _tuple_code(rule_items)] + kw)})")
    params = [
        f"ParamRule({py_str(p.dialect)}, {py_str(p.type_name)}, "
        + "{"
        + ", ".join(f"{py_str(c)}: {reqs(r)}" for c, r in p.cases.items())
        + "})"
        for p in rules.params.values()
    ]
    case_reqs = [
        f"{py_str(enum)}: " + "{" + ", ".join(f"{py_str(c)}: {reqs(r)}" for c, r in table.items()) + "}"
        for enum, table in rules.case_requirements.items()
    ]
    group_order = ", ".join(
        f"{data_code(k)}: {data_code(v)}" for k, v in sorted(rules.group_order.items(), key=lambda kv: kv[1])
    )
    text = (
        "return DialectRules("
        f"dialects={data_code(tuple(rules.dialects))}, "
        f"rule_sets={_tuple_code(sets)}, "
        f"params={_tuple_code(params)}, "
        f"type_attrs={data_code(dict(rules.type_attrs))}, "
        f"version_implies={data_code(dict(rules.version_implies))}, "
        f"enabled_case_dimensions={data_code(tuple(rules.enabled_case_dimensions))}, "
        f"group_order={{{group_order}}}, "
        f"case_requirements={{{', '.join(case_reqs)}}}"
        + ("" if rules.limits is None else f", limits={_limits_code(rules.limits, reqs, matcher)}")
        + ("" if not rules.support else f", support={_support_code(rules.support, reqs)}")
        + ("" if not rules.constants else f", constants={_constants_code(rules.constants, reqs)}")
        + ("" if not rules.target_defaults else f", target_defaults={data_code(dict(rules.target_defaults))}")
        + ("" if not rules.implicit_target else f", implicit_target={_implicit_code(rules.implicit_target)}")
        + (
            ""
            if not rules.unchecked_dimensions
            else f", unchecked_dimensions={data_code(tuple(sorted(rules.unchecked_dimensions)))}"
        )
        + (
            ""
            if not rules.target_case_needs
            else ", target_case_needs={"
            + ", ".join(
                f"{py_str(enum)}: " + "{" + ", ".join(f"{py_str(c)}: {reqs(r)}" for c, r in table.items()) + "}"
                for enum, table in rules.target_case_needs.items()
            )
            + "}"
        )
        + (
            ""
            if not rules.target_case_refused
            else f", target_case_refused={data_code(dict(rules.target_case_refused))}"
        )
        + (
            ""
            if not rules.unimplied_dimensions
            else f", unimplied_dimensions={data_code(tuple(rules.unimplied_dimensions))}"
        )
        + ")"
    )
    out = [f"def {RULES_FN}() -> _tr.DialectRules:"]
    out.append('    """The dialect\'s rules (odsgen.runtime.typerules), built on import."""')
    out += _runtime_imports("\n".join(lines))
    if "LimitTable(" in text:
        out.append("    from odsgen.runtime.limits import LimitTable, Level, Use")
    if "ConstantRule(" in text or "IsolatedRule(" in text:
        out.append("    from odsgen.runtime.constants import ConstantRule, IsolatedRule")
    if "SupportTable(" in text:
        out.append("    from odsgen.runtime.typesupport import SupportRow, SupportTable")
    classes = [n for n in ("Condition", "DialectRules", "ParamRule", "RuleSet", "TypeRule") if f"{n}(" in text]
    out.append(layout.statement(4, f"from odsgen.runtime.typerules import {', '.join(classes)}"))
    out.append("")
    out += lines
    out.append(layout.statement(4, text))
    return PyCode("\n".join(out))
