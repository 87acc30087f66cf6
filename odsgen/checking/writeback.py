"""Writing a deduced target back into a module (``odsgen deduce --write -o OUT``).

Each dialect that has a target attribute has a writer here: from a unit's deduction to
the attribute's name and text. ``attach_module_attribute`` sets it on the module (the
top-level ``module`` op, made explicit when the file has none), in the module's own
text, the rest unchanged. TOSA's writer gives ``#tosa.target_env<...>`` as
``mlir-opt --tosa-attach-target`` prints it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

__all__ = ["WRITERS", "attach_module_attribute", "tosa_target_env", "target_attribute"]


def _spelling(model, dimension: str, symbol: str) -> str:
    return model.case_spelling(dimension, symbol) if model is not None else symbol


def tosa_target_env(requirements: dict, model) -> str:
    """``#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [...],
    extensions = [...]>`` of a deduction's ``requirements`` (``UnitDeduction.requirements``):
    the least version (1.0 when nothing asks for more), the level (8k unless a requirement
    asks for none), the profiles and extensions deduced."""
    version = requirements.get("SpecificationVersion") or "V_1_0"
    level = requirements.get("Level") or "eightK"
    profiles = ", ".join(requirements.get("Profile") or ())
    extensions = ", ".join(requirements.get("Extension") or ())
    return (
        f'#tosa.target_env<specification_version = "{_spelling(model, "SpecificationVersion", version)}", '
        f'level = "{_spelling(model, "Level", level)}", profiles = [{profiles}], extensions = [{extensions}]>'
    )


# {dialect: (attribute name, writer of its value from (requirements, model))}
WRITERS: dict[str, tuple[str, Callable[[dict, object], str]]] = {
    "tosa": ("tosa.target_env", tosa_target_env),
}


def target_attribute(dialects, requirements: dict, model) -> tuple[str, str]:
    """(name, value) of the target attribute of the first of ``dialects`` with a writer."""
    for d in dialects:
        hit = WRITERS.get(d)
        if hit is not None:
            return hit[0], hit[1](requirements, model)
    raise OdsgenError(
        Diagnostic(
            None,
            Severity.ERROR,
            "deduce --write: odsgen writes targets back for "
            + ", ".join(sorted(WRITERS))
            + f" modules, not for dialect {', '.join(dialects) or '(none)'}",
        )
    )


_COMMENT = re.compile(r"(?:\s+|//[^\n]*)*")
_MODULE = re.compile(r"module\b(?P<name>\s*@[\w$.-]+)?\s*(?P<attrs>attributes\s*\{)?")
_GENERIC = re.compile(r'"builtin\.module"\s*\(\s*\)')


def _skip_attr_entry(text: str, pos: int, name: str) -> tuple[int, int] | None:
    """The span of ``name = VALUE`` (with a following ', ') in the dictionary at ``pos``."""
    m = re.compile(r"\s*" + re.escape(name) + r"\s*=\s*").match(text, pos)
    if m is None:
        return None
    end = _value_end(text, m.end())
    tail = re.compile(r"\s*,\s*").match(text, end)
    return pos, tail.end() if tail else end


def _value_end(text: str, pos: int) -> int:
    """The end of one attribute value starting at ``pos`` (balanced brackets, strings)."""
    depth = 0
    i = pos
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in "<[{(":
            depth += 1
        elif ch == ">" and i > 0 and text[i - 1] == "-":
            pass  # a function type's arrow
        elif ch in ">]})":
            if depth == 0:
                return i
            depth -= 1
        elif ch == "," and depth == 0:
            return i
        i += 1
    return i


def _entries(text: str, start: int) -> list[tuple[int, int]]:
    """Spans of the entries of the dictionary whose body starts at ``start`` (after '{')."""
    out = []
    pos = start
    while True:
        m = re.compile(r"\s*").match(text, pos)
        pos = m.end()
        if pos >= len(text) or text[pos] == "}":
            return out
        end = _value_end(text, pos)
        out.append((pos, end))
        pos = end + 1 if end < len(text) and text[end] == "," else end


def _set_in_dict(text: str, start: int, name: str, value: str) -> str:
    """The dictionary whose body starts at ``start`` with ``name = value`` set (replaced
    when present, else first)."""
    for a, b in _entries(text, start):
        if re.match(re.escape(name) + r"\s*=", text[a:b].strip()):
            return text[:a] + f"{name} = {value}" + text[b:]
    rest = text[start:].lstrip()
    sep = "" if rest.startswith("}") else ", "
    return text[:start] + f"{name} = {value}" + sep + text[start:]


def attach_module_attribute(text: str, name: str, value: str) -> str:
    """``text`` (a module in custom or generic form) with the attribute ``name = value``
    on its top-level module op."""
    pos = _COMMENT.match(text).end()
    m = _MODULE.match(text, pos)
    if m is not None:
        if m.group("attrs"):
            return _set_in_dict(text, m.end(), name, value)
        at = m.end("name") if m.group("name") else m.start() + len("module")
        return text[:at] + f" attributes {{{name} = {value}}}" + text[at:]
    g = _GENERIC.match(text, pos)
    if g is not None:
        # "builtin.module"() ({...}) {attrs} : () -> (): the dictionary after the region.
        i = g.end()
        while i < len(text) and text[i] != "(":
            i += 1
        close = _value_end(text, i + 1)  # at ')' closing the region list
        after = close + 1
        m2 = re.compile(r"\s*\{").match(text, after)
        if m2 is not None:
            return _set_in_dict(text, m2.end(), name, value)
        return text[:after] + f" {{{name} = {value}}}" + text[after:]
    # No module op: MLIR wraps the top-level ops in one; make it explicit.
    body = text if text.endswith("\n") else text + "\n"
    return f"module attributes {{{name} = {value}}} {{\n{body}}}\n"
