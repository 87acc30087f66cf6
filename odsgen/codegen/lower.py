"""Lowering model values to Python source: requirements, provenance, matcher trees.

Everything returned is ``PyCode`` assembled from the escaping filters
(odsgen.codegen.filters): spec text only ever appears as ``py_str`` literals.

- ``requirements_code``: ``{dimension: requirement}`` (``AtLeast``/``AtMost``/
  ``AllOfAnyOf``, provenance included) as ``_avail.requirements('<json>')``: one string
  literal, which black formats at no cost (it is by far the bulk of the data), and which
  ``json`` parses without evaluating anything.
- ``matchers_code``: the matcher trees (odsgen.runtime.matchers) a module holds, each
  spelled by its own ``repr()``.
- ``Locator``: .td locations as ``file:line:col`` with the file relative to the include
  directory (or the spec's directory) it was found in, so no absolute path and no
  machine-specific prefix reaches generated code.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from collections.abc import Iterable, Mapping

from odsgen.runtime import algebra as AL
from odsgen.codegen import layout
from odsgen.codegen.filters import PyCode, py_str, py_tuple
from odsgen.runtime import ir
from odsgen.runtime import matchers as M
from odsgen.runtime.matchers import Matcher
from odsgen.source import Loc

AVAIL = "_avail"
MATCH = "_mt"
MATCHERS_FN = "_odsgen_matchers"


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


class _Provs:
    """The provenance table of one JSON literal: each distinct provenance once, by index."""

    def __init__(self, where: Locator, owner: str | None = None) -> None:
        self.where = where
        self.owner = owner  # an op's own provenance names the op: written null, filled in at run time
        self.items: list[list[str]] = []
        self._index: dict[tuple, int] = {}

    def refs(self, ps) -> list[int]:
        out = []
        for p in ps:
            loc = self.where.loc(p.loc)
            name = None if (self.owner is not None and p.name == self.owner) else p.name
            item = [p.kind.value, name] + ([loc] if loc is not None else [])
            key = tuple(item)
            i = self._index.get(key)
            if i is None:
                i = self._index[key] = len(self.items)
                self.items.append(item)
            out.append(i)
        return out


def requirement_json(req, provs: _Provs) -> list:
    """One requirement in the JSON shape odsgen.runtime.avail.requirements reads."""
    if isinstance(req, (AL.AtLeast, AL.AtMost)):
        tag = ">=" if isinstance(req, AL.AtLeast) else "<="
        return [tag, req.case.symbol, req.case.value, provs.refs(req.provenance)]
    if isinstance(req, AL.AllOfAnyOf):
        return ["all", [[[[c.symbol, c.value] for c in g.cases], provs.refs(g.provenance)] for g in req.groups]]
    raise TypeError(f"no code for requirement {req!r}")


def requirements_json(reqs: Mapping[str, object], provs: _Provs) -> dict:
    return {name: requirement_json(r, provs) for name, r in reqs.items() if r is not None and not r.is_identity}


def _with_provs(provs: _Provs, data):
    return {"@": provs.items, "r": data}


def _dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def requirements_code(reqs: Mapping[str, object], where: Locator) -> PyCode:
    """``_avail.requirements('{...}')``: the requirements as one JSON string literal."""
    provs = _Provs(where)
    data = requirements_json(reqs, provs)
    if not data:
        return PyCode(f"{AVAIL}.Requirements()")
    return PyCode(f"{AVAIL}.requirements({py_str(_dumps(_with_provs(provs, data)))})")


def requirements_text(reqs: Mapping[str, object], where: Locator, owner: str) -> str | None:
    """The JSON of an op's own requirements, its own name left out (null), so that ops
    with the same requirements share one literal; None when there are none."""
    provs = _Provs(where, owner)
    data = requirements_json(reqs, provs)
    return _dumps(_with_provs(provs, data)) if data else None


def string_constant(name: str, text: str) -> PyCode:
    """``name = '...'`` at module level, laid out as black would."""
    return (
        layout.call_with_string(0, f"{name} = (", text)
        if len(py_str(text)) + len(name) + 3 > layout.LINE
        else PyCode(f"{name} = {py_str(text)}")
    )


def requirements_table_code(indent: int, rows: list[tuple[int, Mapping[str, object]]], where: Locator) -> PyCode:
    """An enum's case table, ``_avail.requirements_table('[[VALUE, {...}], ...]')``, as an argument line."""
    provs = _Provs(where)
    data = [[v, requirements_json(r, provs)] for v, r in rows]
    return layout.call_with_string(indent, f"{AVAIL}.requirements_table(", _dumps(_with_provs(provs, data)), "),")


def matchers_code(trees: Mapping[str, Matcher]) -> PyCode:
    """Module-level names bound to matcher trees, each tree spelled by its own ``repr()``.

    The trees are built inside a function that imports the names they use, so no name of
    odsgen.runtime.matchers or odsgen.runtime.ir enters the generated module's namespace,
    where a spec's own enum or op class of the same name could stand.
    """
    used: set[str] = set()
    for tree in trees.values():
        used |= M.repr_names(tree)
    types = sorted(used - set(M.__all__))
    lines = [f"def {MATCHERS_FN}() -> tuple[_mt.Matcher, ...]:"]
    if types:
        lines.append(f"    from odsgen.runtime.ir import {', '.join(types)}")
    lines.append(f"    from odsgen.runtime.matchers import {', '.join(sorted(used & set(M.__all__)))}")
    lines.append("")
    lines.append("    return (" + "".join(f"{tree!r}, " for tree in trees.values()) + ")")
    lines.append("")
    lines.append("")
    lines.append(f"({', '.join(trees)},) = {MATCHERS_FN}()")
    return PyCode("\n".join(lines))


def path_code(path: tuple[str, ...]) -> PyCode:
    return py_tuple(py_str(p) for p in path)


VERIFY_SPECS_FN = "_odsgen_verify_specs"
_VERIFY_NAMES = re.compile(r"\b([A-Z][A-Za-z0-9_]*)\(")


def _fields_code(obj, names: Mapping[object, str]) -> str:
    """``Class(a, b, name=c)`` of a verifier dataclass: the leading fields that differ
    from their defaults positionally, later ones by keyword; shared parts by name."""
    args: list[str] = []
    keyword = False
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if f.default is not dataclasses.MISSING and value == f.default:
            keyword = True
            continue
        if isinstance(value, tuple):
            text = _tuple_code([names.get(v) or _value_code(v, names) for v in value])
        else:
            text = names.get(value) if isinstance(value, M.Matcher) else None
            text = text or _value_code(value, names)
        args.append(f"{f.name}={text}" if keyword else text)
    return f"{type(obj).__name__}({', '.join(args)})"


def _tuple_code(items: list[str]) -> str:
    """A tuple display without black's magic trailing comma (but for one element)."""
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


def _value_code(value, names) -> str:
    if isinstance(value, tuple):
        return _tuple_code([_value_code(v, names) for v in value])
    if isinstance(value, str):
        return py_str(value)
    if isinstance(value, M.Matcher):
        return names.get(value) or repr(value)
    if dataclasses.is_dataclass(value):
        return names.get(value) or _fields_code(value, names)
    return repr(value)


def _runtime_imports(text: str) -> list[str]:
    """The function-level imports of the runtime's classes that ``text`` calls (``Name(``)."""
    from odsgen.runtime import verify as V

    used = set(_VERIFY_NAMES.findall(text))
    imports: list[tuple[str, str]] = []
    for module, avail in (
        ("odsgen.runtime.ir", set(dir(ir))),
        ("odsgen.runtime.matchers", set(M.__all__)),
        ("odsgen.runtime.verify", set(V.__all__)),
    ):
        mine = sorted(n for n in used & avail if n not in {i for _, i in imports})
        imports += [(module, n) for n in mine]
    return [
        f"    from {module} import {', '.join(n for m, n in imports if m == module)}"
        for module in dict.fromkeys(m for m, _ in imports)
    ]


def verify_specs_code(specs: Iterable[object]) -> PyCode:
    """``def _odsgen_verify_specs()``: the verifier's data of each op
    (odsgen.runtime.verify.OpSpec), built when first called. Each distinct matcher
    tree, operand/result group and attribute rule is bound to a local name once; the
    classes are imported inside the function, so no name of the runtime enters the
    generated module's namespace (where a spec's enum or op class could stand)."""
    specs = list(specs)
    names: dict[object, str] = {}
    lines: list[str] = []

    def bind(obj, prefix: str, code) -> None:
        if obj not in names:
            name = f"{prefix}{sum(1 for n in names.values() if n.startswith(prefix))}"
            lines.append(f"    {name} = {code()}")
            names[obj] = name

    for spec in specs:
        for group in (spec.operands, spec.results, spec.attributes):
            for item in group:
                bind(item.matcher, "m", lambda: repr(item.matcher))
        for group, prefix in ((spec.operands, "v"), (spec.results, "v"), (spec.attributes, "a")):
            for item in group:
                bind(item, prefix, lambda: _fields_code(item, names))
    ops = [_fields_code(spec, names) for spec in specs]
    out = [f"def {VERIFY_SPECS_FN}() -> tuple[_vf.OpSpec, ...]:"]
    out.append('    """The verifier\'s data of each op (odsgen.runtime.verify), built on first use."""')
    out += _runtime_imports("\n".join(lines) + "\n" + "\n".join(ops))
    out.append("")
    out += lines
    out.append("    return (" + "".join(f"{op}, " for op in ops) + ")")
    return PyCode("\n".join(out))


RULES_FN = "_odsgen_rules"


def _data_code(value) -> str:
    """Plain data (str, int, bool, None, tuple, list, set, dict) as a Python display;
    strings through ``py_str``, sets sorted (a set's own order varies from run to run)."""
    if isinstance(value, str):
        return py_str(value)
    if value is None or isinstance(value, (bool, int)):
        return repr(value if isinstance(value, bool) or value is None else int(value))
    if isinstance(value, (tuple, list)):
        return _tuple_code([_data_code(v) for v in value])
    if isinstance(value, (set, frozenset)):
        return f"frozenset({_tuple_code([_data_code(v) for v in sorted(value)])})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_data_code(k)}: {_data_code(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no code for {type(value).__name__}")


def rules_code(rules, where: Locator) -> PyCode:
    """``def _odsgen_rules()``: the dialect's rules (odsgen.runtime.typerules.DialectRules)
    as constructor calls, built when called: matcher trees by their ``repr()``, each
    distinct one bound to a local name once; requirements as the JSON literals
    ``requirement_map`` parses; every spec string a ``py_str`` literal. The classes are
    imported inside the function, so no name of the runtime enters the module's namespace."""
    names: dict[object, str] = {}
    lines: list[str] = []

    def matcher(m) -> str:
        name = names.get(m)
        if name is None:
            name = names[m] = f"m{len(names)}"
            lines.append(f"    {name} = {m!r}")
        return name

    def reqs(r) -> str:
        provs = _Provs(where)
        data = requirements_json(r, provs)
        return f"R({py_str(_dumps(_with_provs(provs, data)))})" if data else "{}"

    def sorted_tuple(items) -> str:
        return _data_code(tuple(sorted(items)))

    sets = []
    for rs in rules.rule_sets:
        body = [py_str(rs.name), "("]
        rule_lines = [
            f"TypeRule({matcher(t.root)}, {_data_code(t.path)}, {reqs(t.requirements)}, {py_str(t.describe)}, "
            f"{py_str(t.source)}, {_data_code(t.loc)}),"
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
        sets.append((body[0], rule_lines, kw))
    params = [
        f"ParamRule({py_str(p.dialect)}, {py_str(p.type_name)}, "
        + "{"
        + ", ".join(f"{py_str(c)}: {reqs(r)}" for c, r in p.cases.items())
        + "}),"
        for p in rules.params.values()
    ]
    case_reqs = [
        f"{py_str(enum)}: " + "{" + ", ".join(f"{py_str(c)}: {reqs(r)}" for c, r in table.items()) + "},"
        for enum, table in rules.case_requirements.items()
    ]
    out = [f"def {RULES_FN}() -> _tr.DialectRules:"]
    out.append('    """The dialect\'s rules (odsgen.runtime.typerules), built on import."""')
    out += _runtime_imports("\n".join(lines))
    body = []
    body.append("    return DialectRules(")
    body.append(f"        dialects={_data_code(tuple(rules.dialects))},")
    body.append("        rule_sets=(")
    for name, rule_lines, kw in sets:
        body.append("            RuleSet(")
        body.append(f"                {name},")
        body.append("                (")
        body += [f"                    {x}" for x in rule_lines]
        body.append("                ),")
        body += [f"                {k}," for k in kw]
        body.append("            ),")
    body.append("        ),")
    body.append("        params=(")
    body += [f"            {p}" for p in params]
    body.append("        ),")
    body.append(f"        type_attrs={_data_code(dict(rules.type_attrs))},")
    body.append(f"        version_implies={_data_code(dict(rules.version_implies))},")
    body.append(f"        enabled_case_dimensions={_data_code(tuple(rules.enabled_case_dimensions))},")
    body.append(
        "        group_order={"
        + ", ".join(
            f"{_data_code(k)}: {_data_code(v)}" for k, v in sorted(rules.group_order.items(), key=lambda kv: kv[1])
        )
        + "},"
    )
    body.append("        case_requirements={")
    body += [f"            {c}" for c in case_reqs]
    body.append("        },")
    if rules.support:
        body.append("        support=(")
        for t in rules.support:
            body.append(
                f"            SupportTable({py_str(t.name)}, {py_str(t.op)}, {_data_code(t.values)}, "
                f"{_data_code(t.decides)}, ("
            )
            body += [
                f"                SupportRow({_data_code(r.types)}, {reqs(r.requirements)}, {py_str(r.describe)}),"
                for r in t.rows
            ]
            body.append(f"            ), {_data_code(t.loc)}),")
        body.append("        ),")
    body.append("    )")
    text = "\n".join(body)
    classes = [n for n in ("Condition", "DialectRules", "ParamRule", "RuleSet", "TypeRule") if f"{n}(" in text]
    out.append(f"    from odsgen.runtime.typerules import {', '.join(classes)}")
    if "SupportTable(" in text:
        out.append("    from odsgen.runtime.typesupport import SupportRow, SupportTable")
    if "R(" in text:
        out.append("    from odsgen.runtime.typerules import requirement_map as R")
    out.append("")
    out += lines
    out += body
    return PyCode("\n".join(out))
