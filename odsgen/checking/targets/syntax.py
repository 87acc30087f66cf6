"""Targets from text: the command-line syntax, SPIR-V style attributes, named targets.

A generated package's ``TargetEnv`` (odsgen.runtime.target) has one axis per version
enum and per any-of dimension. This module builds one from text (docs/targets.md):

- ``version=v1.3,capabilities=Shader+Int64,extensions=SPV_KHR_8bit_storage``: one
  ``KEY=VALUES`` item per axis, ``KEY+=VALUES``/``KEY-=VALUES`` to add to or take from a
  set axis. A key names an axis by its keyword (``version``, ``capabilities``), its enum
  (``Version``, ``Capability``) or a dimension over it (``MinVersion``, ``Extension``),
  in any letter case, singular or plural. A value is a case's symbol (``V_1_3``) or its
  spelling (``v1.3``); ``none`` is the empty set, ``*`` every case, ``any`` no version
  limit.
- ``#spirv.vce<v1.3, [Shader], [SPV_KHR_...]>`` and ``#spirv.target_env<#spirv.vce<...>,
  ...>``: MLIR's SPIR-V attributes (version, capabilities, extensions), for any dialect
  with those three axes; ``module_target`` reads them from a module's
  ``<dialect>.target_env`` attribute.
- a name from a targets file (``vulkan-1.1``), optionally followed by items that
  change it (``vulkan-1.1,capabilities+=Int64``).

A version may bring cases of a set axis with it (``VersionImplies`` in a spec: SPIR-V
1.3 folds in SPV_KHR_storage_buffer_storage_class); capabilities bring the ones they
imply (the ``TargetEnv`` closes them). Unknown syntax, keys and case names raise an
``OdsgenError`` that points into the text and suggests the nearest names.
"""

from __future__ import annotations

import difflib
import os
import re
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.runtime.target import spell
from odsgen.source import Loc, SourceFile, SourceManager

__all__ = [
    "NamedTarget",
    "TargetCatalog",
    "parse_target",
    "target_from_attr",
    "module_target",
    "target_text",
    "target_json",
    "axis_of",
    "case_of",
    "read_targets_file",
    "vce_axes",
    "did_you_mean",
]

TARGET_SOURCE = "--target"


# --------------------------------------------------------------------------- named targets


@dataclass(frozen=True, slots=True)
class NamedTarget:
    """One named target of a targets file: its text (target syntax) and where it is defined."""

    name: str
    text: str
    description: str = ""
    loc: Loc | None = None


@dataclass
class TargetCatalog:
    """Named targets (from targets files) and the dialect facts parsing needs.

    ``version_implies`` maps a version case value to the set-axis cases (by enum class
    name, then member names) a target at that version or later enables.
    """

    named: dict[str, NamedTarget] = field(default_factory=dict)
    dialects: tuple[str, ...] = ()
    version_implies: dict[int, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    sources: SourceManager = field(default_factory=SourceManager)
    vk_xml: str | None = None  # the Vulkan registry of Vulkan targets; None: the one vulkan.find_registry finds
    # Targets a target may start with that another module reads (odsgen.checking.targets.vulkan's
    # VulkanHead: a device, profile or Vulkan version): each has ``match(text, base_dir)``
    # -> (ref, offset) or None (the ref may hold commas: a profile's name), ``resolve(ref,
    # env_cls, catalog, base_dir)`` -> (state, payload) and ``build(env_cls, values,
    # payload)`` -> the target.
    heads: tuple[Any, ...] = ()

    def add(self, target: NamedTarget) -> None:
        self.named[target.name] = target


def read_targets_file(path: str, catalog: TargetCatalog, dialects: Iterable[str] = ()) -> None:
    """Add the named targets of a TOML targets file to ``catalog``.

    The file has an optional ``dialect = "spirv"`` and one table per target::

        [targets."vulkan-1.1"]
        description = "Vulkan 1.1"
        target = "#spirv.vce<v1.3, [Shader, GroupNonUniform], []>"

    A target's text may start with the name of a target defined before it.
    """
    with open(path, "rb") as f:
        data = f.read()
    text = data.decode("utf-8", "replace")
    catalog.sources.add(path, text)
    doc = _load_toml(text, path, catalog.sources)
    dialect = doc.get("dialect")
    wanted = tuple(dialects)
    if isinstance(dialect, str) and wanted and dialect not in wanted:
        raise OdsgenError(
            Diagnostic(
                _find(text, path, "dialect"),
                Severity.ERROR,
                f"targets file is for dialect '{dialect}', the spec defines {_names(wanted)}",
            ),
            catalog.sources,
        )
    targets = doc.get("targets", {})
    if not isinstance(targets, dict):
        raise OdsgenError(
            Diagnostic(_find(text, path, "targets"), Severity.ERROR, "'targets' must be a table of named targets"),
            catalog.sources,
        )
    headers = _table_headers(text, path)
    for name, entry in targets.items():
        loc = headers.get(name) or _find(text, path, name)
        if not isinstance(entry, dict) or not isinstance(entry.get("target"), str):
            raise OdsgenError(
                Diagnostic(loc, Severity.ERROR, f"target '{name}' needs a 'target = \"...\"' string"), catalog.sources
            )
        desc = entry.get("description", "")
        catalog.add(NamedTarget(name, entry["target"], desc if isinstance(desc, str) else "", loc))


# Deeper than this, a targets file is not one (tomllib itself recurses once per level).
MAX_TOML_NESTING = 100
_TOML_TOKEN = re.compile(r'"""|\'\'\'|"(?:[^"\\\n]|\\.)*"?|\'[^\'\n]*\'?|#[^\n]*|[\[\]{}]')


def _load_toml(text: str, path: str, sources: SourceManager) -> dict:
    """``_parse_toml``'s document of ``text``, from the parse cache when it holds it."""
    from odsgen.cache import parsed_toml

    return parsed_toml(text, lambda t: _parse_toml(t, path, sources))


def _parse_toml(text: str, path: str, sources: SourceManager) -> dict:
    """``tomllib.loads(text)``, every failure a located error: TOML syntax errors where
    tomllib says, and before it runs, nesting tomllib would recurse through without end
    and integers past Python's int-str limit (tomllib raises RecursionError/ValueError)."""
    import tomllib

    def fail(offset: int, message: str) -> OdsgenError:
        loc = sources.get(path).loc_of_offset(offset) if sources.get(path) else Loc(path, 1, 1)
        return OdsgenError(Diagnostic(loc, Severity.ERROR, f"invalid targets file: {message}"), sources)

    depth = 0
    pos = 0
    while True:
        m = _TOML_TOKEN.search(text, pos)
        if m is None:
            break
        tok = m.group()
        pos = m.end()
        if tok in ('"""', "'''"):  # a multi-line string: skip to its end
            end = text.find(tok, pos)
            pos = len(text) if end < 0 else end + 3
        elif tok in "[{":
            depth += 1
            if depth > MAX_TOML_NESTING:
                raise fail(m.start(), f"arrays and tables nest more than {MAX_TOML_NESTING} deep")
        elif tok in "]}":
            depth = max(0, depth - 1)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        loc = Loc(path, int(m.group(1)), int(m.group(2))) if m else Loc(path, 1, 1)
        raise OdsgenError(Diagnostic(loc, Severity.ERROR, f"invalid targets file: {exc}"), sources) from None
    except ValueError as exc:  # int() of 4,301 digits or more
        big = re.search(r"\d[\d_]{4300,}", text)
        raise fail(big.start() if big else 0, "an integer of more than 4300 digits is too large to read") from None
    except RecursionError:  # what the scan above does not foresee
        raise fail(0, "it nests too deeply to read") from None


_HEADER = re.compile(
    r"""^[ \t]*\[[ \t]*targets[ \t]*\.[ \t]*(?:"(?P<q>[^"\\\n]*)"|'(?P<l>[^'\n]*)'|(?P<b>[\w-]+))""", re.M
)


def _table_headers(text: str, path: str) -> dict[str, Loc]:
    """Where each ``[targets.NAME]`` table starts (at its name), in one pass over the text."""
    out: dict[str, Loc] = {}
    line, line_start = 1, 0
    for m in _HEADER.finditer(text):
        line += text.count("\n", line_start, m.start())
        line_start = m.start()
        start = text.rfind("\n", 0, m.start()) + 1
        group = next(g for g in ("q", "l", "b") if m.group(g) is not None)
        quote = 0 if group == "b" else 1
        out.setdefault(m.group(group), Loc(path, line, m.start(group) - start + 1 - quote))
    return out


def _find(text: str, path: str, name: str) -> Loc:
    """Where ``name`` first appears as a table name or key in a TOML text (1:1 if nowhere)."""
    for i, line in enumerate(text.splitlines(), 1):
        for needle in (f'"{name}"', f"'{name}'", name):
            col = line.find(needle)
            if col >= 0 and not line.lstrip().startswith("#"):
                return Loc(path, i, col + 1)
    return Loc(path, 1, 1)


def _names(items: Iterable[str]) -> str:
    items = [f"'{x}'" for x in items]
    return items[0] if len(items) == 1 else "dialects " + ", ".join(items)


# --------------------------------------------------------------------------- axes and cases


def _norm(key: str) -> str:
    return key.replace("-", "").replace("_", "").lower()


# ``_key_aliases`` of each TargetEnv class, made once: every target read (a check at each of
# 28 ONNX opsets reads 28 targets) looks its keys up there.
_ALIASES: weakref.WeakKeyDictionary[Any, dict[str, object]] = weakref.WeakKeyDictionary()


def _key_aliases(env_cls) -> dict[str, object]:
    """Every way to name an axis, normalized: keyword, enum name, dimension names, plurals
    (made once per class: its axes are its own; callers only read it)."""
    got = _ALIASES.get(env_cls)
    if got is None:
        got = _ALIASES[env_cls] = _make_key_aliases(env_cls)
    return got


def _make_key_aliases(env_cls) -> dict[str, object]:
    out: dict[str, object] = {}
    dims_by_enum: dict[type, list[str]] = {}
    for dim in getattr(env_cls, "DIMENSIONS", ()):
        dims_by_enum.setdefault(dim.enum, []).append(dim.name)
    ordered = [a for a in env_cls.AXES if a.ordered]
    for axis in env_cls.AXES:
        names = [axis.keyword, axis.enum.__name__] + dims_by_enum.get(axis.enum, [])
        if axis.ordered and len(ordered) == 1:
            names.append("version")  # the one version axis, whatever its enum is called
        for n in names:
            for form in (n, n + "s", n[:-1] if n.endswith("s") else n, n[:-2] if n.endswith("es") else n):
                out.setdefault(_norm(form), axis)
    return out


def _key_names(env_cls) -> list[str]:
    names = []
    for axis in env_cls.AXES:
        names.append(axis.keyword)
    for dim in getattr(env_cls, "DIMENSIONS", ()):
        names.append(dim.name)
    return names


def axis_of(env_cls, key: str):
    """The axis ``key`` names, or None."""
    return _key_aliases(env_cls).get(_norm(key))


def case_of(enum_cls, text: str):
    """The member of ``enum_cls`` whose symbol or spelling is ``text``, or None."""
    member = enum_cls.__members__.get(text)
    if member is not None:
        return member
    strs = getattr(enum_cls, "_odsgen_strs", None) or {}
    value = strs.get(text)
    if value is not None:
        return enum_cls(value)
    return None


def _case_names(enum_cls) -> list[str]:
    out = []
    for name, member in enum_cls.__members__.items():
        out.append(name)
        sp = spell(member)
        if sp != name:
            out.append(sp)
    return out


def suggest(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    """The nearest candidates to ``word`` (case-insensitive first, then by similarity)."""
    cands = list(dict.fromkeys(candidates))
    exact = [c for c in cands if c.lower() == word.lower() or _norm(c) == _norm(word)]
    if exact:
        return exact[:n]
    lowered = {c.lower(): c for c in cands}
    close = difflib.get_close_matches(word.lower(), list(lowered), n=n, cutoff=0.6)
    return [lowered[c] for c in close]


def _shown(word: str, limit: int = 60) -> str:
    """``word`` for a message: a long one cut in the middle (the caret shows where it is)."""
    if len(word) > limit:
        word = f"{word[:28]}...{word[-28:]} ({len(word)} characters)"
    return "".join(ch if ch.isprintable() else "?" for ch in word)


def _did_you_mean(options: list[str]) -> str:
    if not options:
        return ""
    if len(options) == 1:
        return f"did you mean '{options[0]}'?"
    return "did you mean " + ", ".join(f"'{o}'" for o in options[:-1]) + f" or '{options[-1]}'?"


# --------------------------------------------------------------------------- parsing


class _Text:
    """The text being parsed and where it came from, for located errors.

    ``loc`` is where the text starts in a file (a targets file's ``target = "..."``);
    ``anchor`` is the op whose attribute the text is (the text is then shown on its own
    under a pseudo file name, with the error at the op). ``files``: other files an error
    may point into (the module holding the attribute). The errors keep their own sources:
    the catalog's files, ``files`` and the text itself under ``source`` (when it is in no
    file), so that each text a reused spec parses under one name (``--target``) is the
    one shown under its caret, and the catalog never keeps them.
    """

    def __init__(
        self,
        text: str,
        source: str,
        catalog: TargetCatalog,
        loc: Loc | None = None,
        anchor: Loc | None = None,
        files: Iterable[SourceFile] = (),
    ):
        self.text = text
        self.source = source
        self.catalog = catalog
        self.base = loc
        self.anchor = anchor
        own = [SourceFile(source, text)] if loc is None else []
        self.sources = catalog.sources.with_files(*files, *own)

    def loc(self, offset: int) -> Loc:
        if self.base is not None:
            if self.base.line and "\n" not in self.text[:offset]:
                return Loc(self.base.file, self.base.line, self.base.col + offset)
            return self.base
        return Loc(self.source, 1, offset + 1)

    def fail(self, offset: int, message: str, notes: Iterable[tuple[Loc | None, str]] = ()) -> OdsgenError:
        if self.anchor is not None:
            d = Diagnostic(self.anchor, Severity.ERROR, f"{message}, in the target attribute of this op")
            d = d.with_note(self.loc(offset), "here")
        else:
            d = Diagnostic(self.loc(offset), Severity.ERROR, message)
        for loc, note in notes:
            if note:
                d = d.with_note(loc, note)
        return OdsgenError(d, self.sources)


_ITEM = re.compile(r"\s*(?P<key>[A-Za-z_][\w.]*(?:-[\w.]+)*)\s*(?P<op>\+=|-=|=)\s*(?P<values>[^,]*)")
_VCE = re.compile(r"#(?P<d>[\w.]+?)\.vce<")
_ENV = re.compile(r"#(?P<d>[\w.]+?)\.target_env<")


def parse_target(
    text: str,
    env_cls,
    catalog: TargetCatalog | None = None,
    *,
    source: str = TARGET_SOURCE,
    loc: Loc | None = None,
    anchor: Loc | None = None,
    files: Iterable[SourceFile] = (),
    limits: dict[str, Any] | None = None,
    limits_of: str = "the target",
):
    """A ``env_cls`` instance for the target ``text`` (see the module doc).

    Errors point into ``text`` under the name ``source`` (or at ``loc`` in a file); with
    ``anchor`` (the op holding the attribute the text comes from) they are reported there;
    ``files``: the file ``anchor`` is in, to show its line. ``limits`` (whose:
    ``limits_of``) are the target's numeric limits (``TargetEnv``'s), unless the text
    names a target that has its own (a Vulkan device).
    """
    catalog = catalog or TargetCatalog()
    t = _Text(text, source, catalog, loc, anchor, files)
    state = _parse(t, env_cls)
    named = state.pop(_NAMED, set())
    env = _build(env_cls, state, catalog, {"limits": limits, "limits_of": limits_of} if limits else {})
    _check_case_needs(t, env, named)
    return env


def _empty_state(env_cls) -> dict:
    return {axis.keyword: (None if axis.ordered else set()) for axis in env_cls.AXES}


def _parse(t: _Text, env_cls) -> dict:
    """The axes ``t`` sets. A leading named target is resolved first, and the one its text
    starts with, and so on: the chain is walked in a loop (a targets file may define
    thousands of targets each from the one before), then applied from its innermost text out."""
    chain = [t]
    seen: set[str] = set()
    head = None
    while True:
        head = _outside_head(chain[-1], env_cls)  # (a Vulkan device, profile or version)
        if head is not None:
            break
        head = _leading_name(chain[-1].text)
        if head is None:
            break
        name, offset = head
        if name in seen:
            raise chain[-1].fail(offset, f"target '{name}' is defined in terms of itself", [])
        seen.add(name)
        chain.append(_named(chain[-1], env_cls, name, offset))
    state = None if head is None else head[0]
    for text in reversed(chain):
        # (the innermost text's items start after its head, which may hold commas)
        skip = head[2] if head is not None and text is chain[-1] else None
        state = _parse_items(text, env_cls, state, skip)
    if head is not None:
        state[_HEAD] = head[1]
    return state


_HEAD = "\0head"  # the state's key of what a target starting with an outside head builds from
_GIVEN = "\0given"  # the state's key of the ordered axes the text sets (the others get their defaults)
_NAMED = "\0named"  # the state's key of the (axis keyword, case) a target_env's list names as 'none'
_STAR = "\0star"  # the state's key of the set axes given '*': every case the target can have


def _outside_head(t: _Text, env_cls) -> tuple[dict, object, int] | None:
    """(the state, (head, payload), where the head ends in ``t``) of the target of a
    catalog's ``heads`` that ``t`` starts with, or None. A relative file in a targets file
    is relative to that file."""
    base = os.path.dirname(t.base.file) if t.base is not None and t.base.file else ""
    for head in t.catalog.heads:
        found = head.match(t.text, base)
        if found is None:
            continue
        ref, offset = found
        try:
            state, payload = head.resolve(ref, env_cls, t.catalog, base)
        except FileNotFoundError as exc:
            raise t.fail(offset, f"no such file: '{_shown(str(exc))}' ({head.what})", []) from None
        except ValueError as exc:  # (``at``: how far into the reference it is)
            raise t.fail(offset + getattr(exc, "at", 0), str(exc), []) from None
        return state, (head, payload), offset + len(ref)
    return None


def _leading_name(text: str) -> tuple[str, int] | None:
    """The named target ``text`` starts with and its offset, or None."""
    if not text.strip() or text.lstrip().startswith("#"):
        return None
    item = _split_items(text)[0][1]
    body = item.strip()
    if body and _ITEM.fullmatch(item) is None and _NAME.fullmatch(body):
        return body, len(item) - len(item.lstrip())
    return None


_NAME = re.compile(r"[\w.+-]+")


def _parse_items(t: _Text, env_cls, base: dict | None, skip: int | None = None) -> dict:
    """The axes ``t`` sets, over ``base`` (the state of the named target it starts with;
    with ``skip``, of the head that ends there: its items follow it)."""
    text = t.text
    stripped = text.strip()
    if not stripped:
        raise t.fail(0, "empty target", [(None, _syntax_help(env_cls, t.catalog))])
    if stripped.startswith("#"):
        return _parse_attr(t, env_cls, text.index("#"))
    state = _empty_state(env_cls) if base is None else base
    pieces = _split_items(text)
    if base is not None:  # the named target or head, already resolved
        pieces = pieces[1:] if skip is None else [(s, i) for s, i in pieces if s > skip]
    for start, item in pieces:
        body = item.strip()
        offset = start + (len(item) - len(item.lstrip()))
        if not body:
            notes = [(None, _syntax_help(env_cls, t.catalog))]
            if start == len(text) and len(pieces) > 1:
                notes.insert(0, (None, "did you mean '" + text.rstrip()[:-1].rstrip() + "'? (no ',' at the end)"))
            raise t.fail(offset, "empty item in target", notes)
        m = _ITEM.fullmatch(item)
        if m is None:
            if "=" not in body and _NAME.fullmatch(body):
                raise t.fail(offset, f"a named target ('{_shown(body)}') can only come first", [])
            raise t.fail(
                offset, f"cannot read target item '{_shown(body)}'", [(None, _syntax_help(env_cls, t.catalog))]
            )
        key = m.group("key")
        axis = axis_of(env_cls, key)
        if axis is None:
            opts = suggest(key, _key_names(env_cls))
            raise t.fail(
                start + m.start("key"),
                f"unknown target key '{_shown(key)}'",
                [(None, _did_you_mean(opts)), (None, "keys: " + ", ".join(_key_names(env_cls)))],
            )
        _apply(t, state, axis, m.group("op"), m.group("values"), start + m.start("values"))
    return state


def _split_items(text: str) -> list[tuple[int, str]]:
    out = []
    start = 0
    for i, ch in enumerate(text):
        if ch == ",":
            out.append((start, text[start:i]))
            start = i + 1
    out.append((start, text[start:]))
    return out


def _named(t: _Text, env_cls, name: str, offset: int) -> _Text:
    """The text of the named target ``name`` (which ``t`` starts with), located in its file."""
    cat = t.catalog
    target = cat.named.get(name)
    if target is None:
        opts = suggest(name, list(cat.named)) or _items_like(env_cls, name)
        notes = [(None, _did_you_mean(opts[:3]))]
        if cat.named:
            notes.append((None, "named targets: " + ", ".join(sorted(cat.named))))
        else:
            notes.append((None, "no targets file is loaded (--targets FILE), so no named targets are known"))
            notes.append((None, _syntax_help(env_cls, cat)))
        raise t.fail(offset, f"unknown target '{_shown(name)}'", notes)
    source = target.loc.file if target.loc else name
    return _Text(target.text, source, cat, _value_loc(cat, target), files=t.sources.files.values())


def _items_like(env_cls, word: str) -> list[str]:
    """``KEY=CASE`` items whose case is near ``word`` (a bare 'v2' probably meant 'version=v2'),
    a case spelled as targets spell it, whichever of its names was near."""
    out = []
    for axis in env_cls.AXES:
        for n in suggest(word, _case_names(axis.enum), 1):
            member = axis.enum.__members__.get(n)
            out.append(f"{axis.keyword}={spell(member) if member is not None else n}")
    return out


def _value_loc(cat: TargetCatalog, target: NamedTarget) -> Loc | None:
    """Where the target's text starts in its file (the line of its ``target =``)."""
    if target.loc is None:
        return None
    sf = cat.sources.get(target.loc.file)
    if sf is None:
        return target.loc
    for line_no in range(target.loc.line, target.loc.line + 20):
        line = sf.line_text(line_no)
        if line is None:
            break
        m = re.match(r"\s*target\s*=\s*(['\"])", line)
        if m:
            return Loc(target.loc.file, line_no, m.end() + 1)
    return target.loc


def _values(raw: str, base: int) -> list[tuple[int, str]]:
    out = []
    pos = 0
    for part in raw.split("+"):
        lead = len(part) - len(part.lstrip())
        word = part.strip()
        out.append((base + pos + lead, word))
        pos += len(part) + 1
    return out


def _apply(t: _Text, state: dict, axis, op: str, raw: str, base: int) -> None:
    words = _values(raw, base)
    if axis.ordered:
        if op != "=":
            raise t.fail(base, f"'{axis.keyword}' is one version: use '{axis.keyword}=...', not '{op}'", [])
        if len(words) != 1 or not words[0][1]:
            raise t.fail(base, f"'{axis.keyword}' takes one version", [(None, _cases_note(axis.enum))])
        off, word = words[0]
        state.setdefault(_GIVEN, set()).add(axis.keyword)
        if word.lower() == "any":
            state[axis.keyword] = None
            return
        state[axis.keyword] = _case(t, axis.enum, word, off, "version")
        return
    chosen: set = set()
    if not (len(words) == 1 and words[0][1].lower() in ("none", "")):
        for off, word in words:
            if not word:
                raise t.fail(off, f"empty {axis.keyword} name", [])
            if word == "*":
                chosen.update(axis.enum.__members__.values())
                state.setdefault(_STAR, set()).add(axis.keyword)
                continue
            chosen.add(_case(t, axis.enum, word, off, _kind_word(axis)))
    if op == "=":
        state[axis.keyword] = chosen
    elif op == "+=":
        state[axis.keyword] |= chosen
    else:
        state[axis.keyword] -= chosen


def _kind_word(axis) -> str:
    """The axis keyword in the singular, for messages: capabilities -> capability."""
    k = axis.keyword
    if k.endswith("ies"):
        return k[:-3] + "y"
    return k[:-1] if k.endswith("s") else k


def _cases_note(enum_cls) -> str:
    names = [spell(m) for m in dict.fromkeys(enum_cls.__members__.values())]
    shown = ", ".join(names[:12]) + (", ..." if len(names) > 12 else "")
    return f"{enum_cls.__name__} cases: {shown}"


def _case(t: _Text, enum_cls, word: str, offset: int, what: str):
    member = case_of(enum_cls, word)
    if member is not None:
        return member
    opts = suggest(word, _case_names(enum_cls))
    if what == "version":
        near = _nearest_version(enum_cls, word)
        if near is not None:
            opts = [near] + [o for o in opts if o != near]
    notes = [(None, _did_you_mean(opts[:3]))] if opts else []
    notes.append((None, _cases_note(enum_cls)))
    raise t.fail(offset, f"unknown {what} '{_shown(word)}'", notes)


_NUMBERS = re.compile(r"\d+")


def _number(digits: str) -> int:
    """``int(digits)``, saturated: a version part of thousands of digits is just very large
    (and Python refuses to convert 4,301 digits or more)."""
    return int(digits) if len(digits) <= 18 else 10**18


def _nearest_version(enum_cls, word: str) -> str | None:
    """The spelling of the version numerically nearest to ``word`` ('1.3', 'V1.7'), if it has numbers."""
    want = [_number(n) for n in _NUMBERS.findall(word)]
    if not want:
        return None
    best = None
    for member in dict.fromkeys(enum_cls.__members__.values()):
        have = [_number(n) for n in _NUMBERS.findall(spell(member))]
        if not have:
            continue
        width = max(len(want), len(have))
        a = want + [0] * (width - len(want))
        b = have + [0] * (width - len(have))
        dist = tuple(abs(x - y) for x, y in zip(a, b))
        if best is None or dist < best[0]:
            best = (dist, spell(member))
    return None if best is None else best[1]


# --------------------------------------------------------------------------- SPIR-V style attributes


def _set_axis_named(env_cls, word: str):
    for axis in env_cls.AXES:
        if not axis.ordered and word.lower() in (_norm(axis.enum.__name__), _norm(axis.keyword)):
            return axis
    for dim in getattr(env_cls, "DIMENSIONS", ()):
        if _norm(dim.name) == word.lower():
            for axis in env_cls.AXES:
                if axis.enum is dim.enum and not axis.ordered:
                    return axis
    return None


def _vce_axes_of(env_cls):
    """The (version, capabilities, extensions) axes of a dialect the vce form fits, or None."""
    version = next((a for a in env_cls.AXES if a.ordered), None)
    caps = _set_axis_named(env_cls, "capability") or _set_axis_named(env_cls, "capabilities")
    exts = _set_axis_named(env_cls, "extension") or _set_axis_named(env_cls, "extensions")
    if version is None or caps is None or exts is None:
        return None
    return version, caps, exts


def vce_axes(env_cls: type) -> tuple[Any, Any, Any] | None:
    """The (version, capabilities, extensions) axes of a dialect the vce form fits
    (SPIR-V's), or None: what a Vulkan target (odsgen.checking.targets.vulkan) maps to."""
    axes: tuple[Any, Any, Any] | None = _vce_axes_of(env_cls)
    return axes


def did_you_mean(options: list[str]) -> str:
    """'did you mean 'a' or 'b'?' for the nearest names (``suggest``), or ''."""
    return _did_you_mean(options)


def _vce_axes(t: _Text, env_cls, offset: int):
    axes = _vce_axes_of(env_cls)
    if axes is None:
        raise t.fail(
            offset,
            "the vce form needs a dialect with a version, a capability and an extension axis; this one has "
            + _axes_words(env_cls),
            [(None, _syntax_help(env_cls, t.catalog))],
        )
    return axes


def _axes_words(env_cls) -> str:
    """'version (Version), capabilities (Capability)': the axes of a dialect, for messages."""
    return ", ".join(f"{a.keyword} ({a.enum.__name__})" for a in env_cls.AXES) or "no axes"


def _parse_attr(t: _Text, env_cls, start: int) -> dict:
    text = t.text
    m = _ENV.match(text, start)
    if m is not None:
        _check_dialect(t, m.group("d"), start + 1)
        inner = _VCE.search(text, m.end())
        if inner is None and _KEYWORD_START.match(text, m.end()):
            return _keyword_env(t, env_cls, m.end())
        if inner is None:
            raise t.fail(m.end(), f"expected '#{m.group('d')}.vce<...>' inside the target_env attribute", [])
        state, _ = _vce(t, env_cls, inner.start())
        return state
    m = _VCE.match(text, start)
    if m is None:
        raise t.fail(
            start,
            "unknown target attribute (expected '#DIALECT.vce<...>' or '#DIALECT.target_env<...>')",
            [(None, _syntax_help(env_cls, t.catalog))],
        )
    state, end = _vce(t, env_cls, start)
    rest = text[end:].strip()
    if rest:
        raise t.fail(
            end + (len(text[end:]) - len(text[end:].lstrip())), f"unexpected text after the attribute: '{rest}'", []
        )
    return state


_KEYWORD_START = re.compile(r"\s*\w+\s*=")
_KEYWORD_PARAM = re.compile(r'\s*(?P<k>\w+)\s*=\s*(?:"(?P<s>[^"]*)"|\[(?P<l>[^\]]*)\]|(?P<w>[\w.]+))\s*(?P<sep>,|>)')


def _keyword_env(t: _Text, env_cls, start: int) -> dict:
    """The axes of a target_env whose parameters are ``key = value`` (TOSA's
    ``#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int],
    extensions = []>``): each key names an axis as a target item's key does."""
    text = t.text
    state = _empty_state(env_cls)
    pos = start
    while True:
        m = _KEYWORD_PARAM.match(text, pos)
        if m is None:
            raise t.fail(pos, "expected 'KEY = VALUE' or '>' in the target_env attribute", [])
        key = m.group("k")
        axis = axis_of(env_cls, key)
        if axis is None:
            raise t.fail(
                m.start("k"),
                f"unknown target key '{_shown(key)}'",
                [
                    (None, _did_you_mean(suggest(key, _key_names(env_cls)))),
                    (None, "keys: " + ", ".join(_key_names(env_cls))),
                ],
            )
        if m.group("l") is not None:
            words = [w.strip() for w in m.group("l").split(",")]
            raw, base = "+".join(w for w in words if w) or "none", m.start("l")
            if "none" in words and not axis.ordered and "none" in axis.enum.__members__:
                # (the case 'none' listed, which a dialect may refuse: TargetCaseNeeds)
                state.setdefault(_NAMED, set()).add((axis.keyword, "none"))
        elif m.group("s") is not None:
            raw, base = m.group("s"), m.start("s")
        else:
            raw, base = m.group("w"), m.start("w")
        _apply(t, state, axis, "=", raw, base)
        pos = m.end()
        if m.group("sep") == ">":
            break
    rest = text[pos:].strip()
    if rest:
        raise t.fail(
            pos + (len(text[pos:]) - len(text[pos:].lstrip())), f"unexpected text after the attribute: '{rest}'", []
        )
    return state


def _check_dialect(t: _Text, dialect: str, offset: int) -> None:
    want = t.catalog.dialects
    if want and dialect not in want:
        raise t.fail(
            offset,
            f"target attribute of dialect '{dialect}', but the spec defines {_names(want)}",
            [(None, _did_you_mean(suggest(dialect, want)))],
        )


_VCE_BODY = re.compile(r"\s*(?P<v>[^,\s>]+)\s*,\s*\[(?P<c>[^\]]*)\]\s*,\s*\[(?P<e>[^\]]*)\]\s*>")


def _vce(t: _Text, env_cls, start: int) -> tuple[dict, int]:
    text = t.text
    m = _VCE.match(text, start)
    assert m is not None
    _check_dialect(t, m.group("d"), start + 1)
    version_axis, caps_axis, exts_axis = _vce_axes(t, env_cls, start)
    body = _VCE_BODY.match(text, m.end())
    if body is None:
        raise t.fail(m.end(), "expected 'VERSION, [CAPABILITIES], [EXTENSIONS]>' in the vce attribute", [])
    state = _empty_state(env_cls)
    state[version_axis.keyword] = _case(t, version_axis.enum, body.group("v"), body.start("v"), "version")
    for axis, group in ((caps_axis, "c"), (exts_axis, "e")):
        raw = body.group(group)
        base = body.start(group)
        pos = 0
        for part in raw.split(","):
            word = part.strip()
            if word:
                lead = len(part) - len(part.lstrip())
                state[axis.keyword].add(_case(t, axis.enum, word, base + pos + lead, _kind_word(axis)))
            pos += len(part) + 1
    return state, body.end()


# --------------------------------------------------------------------------- building


def _build(env_cls, state: dict, catalog: TargetCatalog, limits: dict[str, Any]):
    values = dict(state)
    outside = values.pop(_HEAD, None)
    given = values.pop(_GIVEN, set())
    values.pop(_NAMED, None)
    starred = values.pop(_STAR, set())
    for axis, member in target_defaults(env_cls).items():
        if axis.keyword not in given and outside is None:
            values[axis.keyword] = member
    if starred and outside is None:
        _only_possible(env_cls, values, starred)
    implied = catalog.version_implies
    if implied:
        version_axis = next((a for a in env_cls.AXES if a.ordered), None)
        version = values.get(version_axis.keyword) if version_axis is not None else None
        if version is not None:
            for at, by_enum in implied.items():
                if int(version) < at:
                    continue
                for axis in env_cls.AXES:
                    names = by_enum.get(axis.enum.__name__)
                    if axis.ordered or not names:
                        continue
                    for n in names:
                        member = axis.enum.__members__.get(n)
                        if member is not None:
                            values[axis.keyword] = set(values[axis.keyword]) | {member}
    if outside is not None:
        head, payload = outside
        return head.build(env_cls, values, payload)
    return env_cls(**values, **limits)


def defaulted_axes(text: str, env_cls, catalog: TargetCatalog | None = None) -> dict[str, Any]:
    """{axis keyword: case} of the ordered axes the target ``text`` leaves out and so has the
    dialect's defaults for (``target_defaults``: TOSA's ``--tosa-attach-target``'s, level 8k
    and specification version 1.0), in the axes' order; {} for a target that gives every one
    or builds from an outside head (a Vulkan device)."""
    state = _parse(_Text(text, TARGET_SOURCE, catalog or TargetCatalog(), None, None, ()), env_cls)
    if state.get(_HEAD) is not None:
        return {}
    given = state.get(_GIVEN, set())
    return {axis.keyword: case for axis, case in target_defaults(env_cls).items() if axis.keyword not in given}


def target_defaults(env_cls) -> dict[Any, Any]:
    """{ordered axis: case} that a target leaving the axis out has (the dialect's
    TargetDefaults: TOSA's ``--tosa-attach-target`` option defaults)."""
    rules = getattr(env_cls, "RULES", None)
    out: dict[Any, Any] = {}
    for key, symbol in (getattr(rules, "target_defaults", None) or {}).items():
        axis = axis_of(env_cls, key)
        if axis is not None and axis.ordered and axis not in out:
            member = axis.enum.__members__.get(symbol)
            if member is not None:
                out[axis] = member
    return out


def _only_possible(env_cls, values: dict, starred: set) -> None:
    """Drop from the set axes given '*' the cases the target cannot have (TargetCaseNeeds:
    TOSA's extension 'none', and at 1.0 those that need 1.1): '*' is every case it can."""
    rules = getattr(env_cls, "RULES", None)
    needs = getattr(rules, "target_case_needs", None) or {}
    refused = getattr(rules, "target_case_refused", None) or {}
    if not needs and not refused:
        return
    probe = env_cls(**values)
    for axis in env_cls.AXES:
        if axis.ordered or axis.keyword not in starred:
            continue
        name = axis.enum.__name__
        values[axis.keyword] = {
            m
            for m in values[axis.keyword]
            if m.name not in refused.get(name, {})
            and (m.name not in needs.get(name, {}) or probe.check(needs[name][m.name]))
        }


def _check_case_needs(t: _Text, env, named: set) -> None:
    """Refuse a target that enables a case it cannot have (the dialect's TargetCaseNeeds:
    a TOSA extension newer than the target's specification version, or 'none' listed)."""
    rules = getattr(type(env), "RULES", None)
    needs = getattr(rules, "target_case_needs", None) or {}
    refused = getattr(rules, "target_case_refused", None) or {}
    if not needs and not refused:
        return
    for axis in type(env).AXES:
        if axis.ordered:
            continue
        enum_name, word = axis.enum.__name__, _kind_word(axis)
        cases = {c for k, c in named if k == axis.keyword}
        cases.update(m.name for m in env.enabled.get(axis.enum, ()))
        for case in sorted(cases):
            why = refused.get(enum_name, {}).get(case)
            if why and (axis.keyword, case) in named:
                raise t.fail(0, f"the target enables the {word} '{case}', which no target can have", [(None, why)])
            reqs = needs.get(enum_name, {}).get(case)
            legality = env.check(reqs) if reqs else None
            if legality is not None and not legality:
                raise t.fail(
                    0,
                    f"the {word} '{case}' is not compatible with the target: "
                    + "; ".join(str(r) for r in legality.reasons),
                    [(None, f"required by '{p.name}' ({p.loc})") for r in legality.reasons for p in r.provenance],
                )


def target_from_attr(
    attr, env_cls, catalog: TargetCatalog | None = None, loc: Loc | None = None, files: Iterable[SourceFile] = ()
):
    """A target from a module's ``<dialect>.target_env`` (or ``.vce``) attribute value on
    the op at ``loc`` (in one of ``files``, the module's text, for errors)."""
    catalog = catalog or TargetCatalog()
    dialect = getattr(attr, "dialect", "")
    name = getattr(attr, "name", "")
    body = getattr(attr, "body", None)
    if body is None:
        text = str(attr)
    else:
        text = f"#{dialect}.{name}<{body}>"
    source = f"<{dialect}.{name} of the op at {loc}>" if loc is not None else "<attribute>"
    whose = f"the #{dialect}.resource_limits of the op at {loc}" if loc is not None else "the target_env"
    limits = resource_limits(text, env_cls)
    return parse_target(text, env_cls, catalog, source=source, anchor=loc, files=files, limits=limits, limits_of=whose)


def with_resource_limits(env, text: str):
    """``env`` (the target ``text`` names), or the same target made with the numeric limits
    of a ``#<dialect>.resource_limits`` in ``text``, as a module's target_env attribute
    gives them (``target_from_attr``): a --target text's limits bound the module too."""
    if "resource_limits<" in text and not getattr(env, "limits", None):
        limits = resource_limits(text, type(env))
        if limits:
            return env.with_limits(limits, "the target's resource_limits")
    return env


def resource_limits(text: str, env_cls) -> dict[str, Any]:
    """The numeric limits a ``#<dialect>.resource_limits<name = value, ...>`` in ``text``
    sets (an integer, or a list of them), by the names the dialect's bounds give them
    (odsgen/limits.td): ``max_compute_workgroup_size`` is ``maxComputeWorkGroupSize``
    (the same letters, without case or underscores). Parameters left out, and those no
    bound names, set nothing."""
    m = re.search(r"#[\w.]+\.resource_limits<", text)
    rules = getattr(env_cls, "RULES", None)
    table = getattr(rules, "limits", None)
    if m is None or table is None:
        return {}
    from odsgen.runtime import matchers as mt

    body, depth, i = "", 1, m.end()
    while i < len(text) and depth:
        depth += {"<": 1, ">": -1}.get(text[i], 0)
        i += 1
    body = text[m.end() : i - 1]
    names = {u.limit.replace("_", "").lower(): u.limit for us in table.uses.values() for u in us}
    if vce_axes(env_cls) is not None:  # (SPIR-V's: the limits of the Vulkan rules too)
        from odsgen.checking.targets.vulkan_rules import load_rules

        names.update({n.lower(): n for n in load_rules().limit_names()})
    out: dict[str, Any] = {}
    for piece in mt.split_parameters(body):
        key, eq, value = piece.partition("=")
        limit = names.get(key.strip().replace("_", "").lower())
        if not eq or limit is None:
            continue
        ints = [int(v) for v in re.findall(r"(-?\d+)\s*(?::\s*\w+)?", value)]
        if value.strip().startswith("["):
            out[limit] = ints
        elif ints:
            out[limit] = ints[0]
    return out


def module_target(op, dialects: Iterable[str]):
    """The nearest ``<dialect>.target_env`` attribute on ``op`` or an op around it: (attr, holder) or (None, None)."""
    names = [f"{d}.target_env" for d in dialects]
    cur = op
    while cur is not None:
        attrs = getattr(cur, "attributes", None)
        if attrs:
            for n in names:
                a = attrs.get(n) if hasattr(attrs, "get") else None
                if a is not None:
                    return a, cur
        cur = getattr(cur, "parent_op", None)
    return None, None


# --------------------------------------------------------------------------- rendering


def target_text(env, limit: int | None = None) -> str:
    """The target in the command-line syntax (``TargetEnv.text``)."""
    return env.text(limit)


def implied_by(env, axis, name: str, among: Iterable[str] | None = None) -> list[str]:
    """What gives the target ``env`` the set-axis case ``name`` other than itself: each
    enabled case of ``axis`` that implies it (only those of ``among``, when given: the
    cases enabled directly, a Vulkan device's), then the version that folds it in
    (``version v1.5``); empty when nothing does."""
    member = axis.enum.__members__.get(name)
    if member is None:
        return []
    keep = None if among is None else set(among)
    out = sorted(
        m.name
        for m in env.enabled.get(axis.enum, ())
        if m is not member and (keep is None or m.name in keep) and member in axis.close([m])
    )
    rules = getattr(type(env), "RULES", None)
    version_axis = next((a for a in env.AXES if a.ordered), None)
    version = env.versions.get(version_axis.enum) if version_axis is not None else None
    if rules is not None and version is not None:
        at = [
            v for v, by in rules.version_implies.items() if v <= int(version) and name in by.get(axis.enum.__name__, ())
        ]
        if at:
            case = next((c for c in version_axis.enum if int(c.value) == min(at)), None)
            out.append(f"version {spell(case) if case is not None else min(at)}")
    return out


def target_json(env) -> dict:
    out: dict[str, object] = {}
    for axis in env.AXES:
        if axis.ordered:
            v = env.versions.get(axis.enum)
            out[axis.keyword] = None if v is None else v.name
        else:
            out[axis.keyword] = sorted(m.name for m in env.enabled.get(axis.enum, ()))
    return out


def _syntax_help(env_cls, catalog: TargetCatalog) -> str:
    parts = []
    for axis in env_cls.AXES:
        members = list(dict.fromkeys(axis.enum.__members__.values()))
        ex = spell(members[-1 if axis.ordered else 0]) if members else "..."
        parts.append(f"{axis.keyword}={ex}")
    forms = [",".join(parts)]
    if catalog.named:
        forms.append(sorted(catalog.named)[0])
    if _vce_axes_of(env_cls) is not None:
        d = catalog.dialects[0] if catalog.dialects else "dialect"
        forms.append(f"#{d}.vce<VERSION, [CAPABILITIES], [EXTENSIONS]>")
    return "targets look like " + " or ".join(f"'{f}'" for f in forms) + " (docs/targets.md)"


def is_target_list(text: str) -> bool:
    """Whether a --target names several targets: a folder, or a targets file (``.toml``)."""
    return os.path.isdir(text) or (text.endswith(".toml") and os.path.isfile(text))
