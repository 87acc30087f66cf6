"""Compare two llvm-tblgen --dump-json documents as data.

``!locs`` are compared like every other field. Anonymous record names (``anonymous_N``),
whose numbers depend on evaluation order, are renamed canonically by content other than
``!locs`` (iterated refinement, like Weisfeiler-Lehman hashing; equal ones ordered by
their locations), everywhere they occur in strings too, ``!instanceof`` lists included
(kept in their order: llvm-tblgen's is by record name).
"""

from __future__ import annotations

import hashlib
import json
import re

ANON = re.compile(r"anonymous_\d+")


def _sub_names(obj, mapping):
    if isinstance(obj, str):
        return ANON.sub(lambda m: mapping.get(m.group(0), "ANON?"), obj) if "anonymous_" in obj else obj
    if isinstance(obj, list):
        return [_sub_names(x, mapping) for x in obj]
    if isinstance(obj, dict):
        return {k: _sub_names(v, mapping) for k, v in obj.items()}
    return obj


def normalise(doc: dict) -> dict:
    defs = {k: v for k, v in doc.items() if not k.startswith("!")}
    anon = sorted(k for k in defs if ANON.fullmatch(k))
    labels = {a: "A" for a in anon}
    for _ in range(6):
        new = {}
        for a in anon:
            body = {k: v for k, v in defs[a].items() if k not in ("!name", "!locs")}
            s = json.dumps(_sub_names(body, labels), sort_keys=True)
            new[a] = hashlib.sha1(s.encode()).hexdigest()[:16]
        if len(set(new.values())) == len(set(labels.values())) and _ > 0:
            labels = new
            break
        labels = new
    # Records equal but for their locations are told apart by them (a location that
    # differs then shows as a "!locs" difference, not as a missing record).
    order = sorted(anon, key=lambda a: (labels[a], defs[a].get("!locs", []), a))
    mapping = {}
    counts: dict = {}
    for a in order:
        n = counts.get(labels[a], 0)
        counts[labels[a]] = n + 1
        mapping[a] = f"anon_{labels[a]}_{n}"
    out = {}
    for k, v in defs.items():
        out[mapping.get(k, k)] = _sub_names(v, mapping)
    inst = {k: _sub_names(v, mapping) for k, v in doc.get("!instanceof", {}).items()}
    out["!instanceof"] = inst
    out["!tablegen_json_version"] = doc.get("!tablegen_json_version")
    return out


def diff(a: dict, b: dict, limit: int = 20) -> list[str]:
    """Human-readable differences between normalised documents a (expected) and b (actual)."""
    out = []
    ka, kb = set(a), set(b)
    for k in sorted(ka - kb)[:limit]:
        out.append(f"missing record {k}")
    for k in sorted(kb - ka)[:limit]:
        out.append(f"extra record {k}")
    for k in sorted(ka & kb):
        if a[k] != b[k]:
            if isinstance(a[k], dict) and isinstance(b[k], dict):
                for f in sorted(set(a[k]) | set(b[k])):
                    if a[k].get(f, "<absent>") != b[k].get(f, "<absent>"):
                        out.append(
                            f"{k}.{f}: expected {json.dumps(a[k].get(f, '<absent>'))[:300]} got {json.dumps(b[k].get(f, '<absent>'))[:300]}"
                        )
                        if len(out) >= limit:
                            return out
            else:
                out.append(f"{k}: differs")
        if len(out) >= limit:
            break
    return out
