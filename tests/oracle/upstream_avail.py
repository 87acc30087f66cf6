"""Read the availability facts out of mlir-tblgen's generated C++ (the oracle).

- ``op_requirements(text)``: from --gen-spirv-avail-impls / --gen-tosa-avail-impls:
  {(cpp_class, query_fn): {"static": [value...], "attrs": [attr getter...]}} where a
  static value is a version symbol or a list of symbols (one any-of group), in the
  order the blocks appear; "attrs" are the enum attributes consulted.
- ``enum_requirements(text)``: from --gen-spirv-enum-avail-defs:
  {(enum_class, query_fn): {case_symbol: value}}.
"""

from __future__ import annotations

import re

_FN = re.compile(r"^(?P<ret>\S.*?) (?P<cls>\w+)::(?P<fn>get\w+)\(\) \{$")
_ENUM_FN = re.compile(r"^(?P<ret>\S.*?) (?P<fn>get\w+)\((?P<enum>\w+) value\) \{$")
_ARRAY = re.compile(r"\w+\[\] = \{([^}]*)\}")
_VERSION = re.compile(r"std::m(?:ax|in)\(\*tblgen_overall, ([\w:]+)\)")
_ATTR = re.compile(r"this->(get\w+)\(\)")
_CASE = re.compile(r"^  case (\w+)::(\w+): \{(.*)\}$")


def _symbols(body: str) -> list[str]:
    return [s.strip().rsplit("::", 1)[-1] for s in body.split(",") if s.strip()]


def op_requirements(text: str) -> dict:
    out: dict = {}
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = _FN.match(lines[i])
        if not m:
            i += 1
            continue
        key = (m.group("cls"), m.group("fn"))
        body = []
        i += 1
        while i < len(lines) and lines[i] != "}":
            body.append(lines[i])
            i += 1
        entry = {"static": [], "attrs": []}
        # Split into top-level blocks ("  {" ... "  }" and "  for (...) {" ... "  }").
        block: list[str] = []
        for line in body:
            if line.startswith("  {") or line.startswith("  for "):
                block = [line]
            elif line == "  }":
                joined = "\n".join(block)
                am = _ATTR.search(joined)
                if am:
                    if am.group(1) not in entry["attrs"]:
                        entry["attrs"].append(am.group(1))
                else:
                    arr = _ARRAY.search(joined)
                    if arr:
                        entry["static"].append(_symbols(arr.group(1)))
                    else:
                        vm = _VERSION.search(joined)
                        if vm:
                            entry["static"].append(vm.group(1).rsplit("::", 1)[-1])
                block = []
            elif block:
                block.append(line)
        out[key] = entry
    return out


def enum_requirements(text: str) -> dict:
    out: dict = {}
    cur = None
    for line in text.splitlines():
        m = _ENUM_FN.match(line)
        if m:
            cur = out.setdefault((m.group("enum"), m.group("fn")), {})
            continue
        if cur is None:
            continue
        cm = _CASE.match(line)
        if cm:
            body = cm.group(3)
            arr = _ARRAY.search(body)
            if arr:
                cur[cm.group(2)] = _symbols(arr.group(1))
            else:
                vm = re.search(r"Version::(\w+)\)", body)
                if vm:
                    cur[cm.group(2)] = vm.group(1)
        elif line == "}":
            cur = None
    return out
