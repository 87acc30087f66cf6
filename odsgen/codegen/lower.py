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

import json
import os
from collections.abc import Iterable, Mapping

from odsgen.avail import algebra as AL
from odsgen.codegen import layout
from odsgen.codegen.filters import PyCode, py_str, py_tuple
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
