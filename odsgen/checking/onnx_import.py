"""``odsgen import onnx``: the ONNX operator sets of the installed onnx package as a spec.

The spec is written on the user's machine from ``onnx.defs.get_all_schemas_with_history()``
(docs/onnx.md), never shipped: it is a TableGen file on odsgen's base library with

- one dialect per ONNX domain (``ai.onnx`` is ``onnx``, ``ai.onnx.ml`` is ``onnx_ml``...),
  each with its own opset axis (an ``I32EnumAttr`` of opsets 1 to the domain's newest,
  keys ``opset`` and ``ml`` of ``--target opset=13,ml=3``) and ``MinOpset``/``MaxOpset``
  style dimensions over it;
- one op per (domain, op, since_version), named ``<dialect>.<Op>_v<since>``
  (``onnx.Conv_v11``), available from its since_version up to the next version of the
  op minus one (a deprecated version ends the previous one and is recorded as an
  ``ONNX_Deprecated`` def);
- each version's inputs and outputs with their type constraints (``AnyTypeOf`` of the
  allowed types; the types the version added since the previous one as
  ``TypeAvailableAt``), its attributes (the ones the version added as
  ``AttrAvailableAt``; the ones it removed in ``removedAttributes``) and its graph
  attributes as regions; the schema's documentation as the op's description.

Every name and text taken from the schemas is quoted (``td_string``) or made an
identifier (``td_ident``): nothing in a schema can end a string or add a record.
The output is deterministic: the same onnx release writes the same bytes.
"""

from __future__ import annotations

from typing import Any

import re
from collections.abc import Iterable
from dataclasses import dataclass

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

__all__ = ["render_onnx_spec", "domain_info", "DomainInfo", "mlir_type_of", "element_type_name", "load_onnx"]


def load_onnx() -> Any:
    """The onnx package, or a located error saying how to install it."""
    try:
        import onnx  # noqa: F401
        import onnx.defs  # noqa: F401
    except ImportError as exc:
        raise OdsgenError(
            Diagnostic(
                None,
                Severity.ERROR,
                f"the onnx package is not installed ({exc}): pip install 'odsgen[onnx]'",
            )
        ) from None
    return onnx


# ----------------------------------------------------------------------------- domains


@dataclass(frozen=True, slots=True)
class DomainInfo:
    """An ONNX domain as the spec names it: its dialect, its opset enum and its dimensions."""

    domain: str  # "" for ai.onnx
    dialect: str  # onnx, onnx_ml
    enum: str  # Opset, Ml (the --target key)
    prefix: str  # ONNX, ONNX_ML (record names)

    @property
    def shown(self) -> str:
        return self.domain or "ai.onnx"


_DOMAINS = {
    "": DomainInfo("", "onnx", "Opset", "ONNX"),
    "ai.onnx.ml": DomainInfo("ai.onnx.ml", "onnx_ml", "Ml", "ONNX_ML"),
    "ai.onnx.preview.training": DomainInfo("ai.onnx.preview.training", "onnx_training", "Training", "ONNX_TRAINING"),
    "ai.onnx.preview": DomainInfo("ai.onnx.preview", "onnx_preview", "Preview", "ONNX_PREVIEW"),
}


def domain_info(domain: str) -> DomainInfo:
    """The spec's names for ONNX domain ``domain`` ("" and "ai.onnx" are the same)."""
    domain = "" if domain == "ai.onnx" else domain
    known = _DOMAINS.get(domain)
    if known is not None:
        return known
    ident = td_ident(domain.replace(".", "_")).lower()
    return DomainInfo(domain, ident, ident.title().replace("_", ""), ident.upper())


# ----------------------------------------------------------------------------- quoting


def td_string(text: str) -> str:
    """``text`` as a TableGen string literal: quotes, backslashes and control characters escaped."""
    out = ['"']
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\{ord(ch):02x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def td_code(text: str) -> str:
    """``text`` as a TableGen code block ``[{...}]`` when it cannot end one early, else a string."""
    text = text.strip("\n")
    if "}]" in text or "[{" in text or "\0" in text:
        return td_string(text)
    return "[{\n" + text + "\n  }]"


_NOT_IDENT = re.compile(r"[^A-Za-z0-9_]")


def td_comment(text: str) -> str:
    """``text`` for a ``//`` comment: on one line, printable."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)


def td_ident(name: str) -> str:
    """``name`` as an identifier: other characters become ``_``, a leading digit gets ``_``."""
    ident = _NOT_IDENT.sub("_", name) or "_"
    return "_" + ident if ident[0].isdigit() else ident


# ----------------------------------------------------------------------------- types

# ONNX element types -> (MLIR element type, the constraint's TableGen spelling).
_ELEMENTS: dict[str, tuple[str, str]] = {
    "float": ("f32", "F32"),
    "double": ("f64", "F64"),
    "float16": ("f16", "F16"),
    "bfloat16": ("bf16", "BF16"),
    "bool": ("i1", "I1"),
    "int8": ("si8", "SI8"),
    "int16": ("si16", "SI16"),
    "int32": ("si32", "SI32"),
    "int64": ("si64", "SI64"),
    "uint8": ("ui8", "UI8"),
    "uint16": ("ui16", "UI16"),
    "uint32": ("ui32", "UI32"),
    "uint64": ("ui64", "UI64"),
    "int4": ("si4", "SI<4>"),
    "uint4": ("ui4", "UI<4>"),
    "int2": ("si2", "SI<2>"),
    "uint2": ("ui2", "UI<2>"),
    "complex64": ("complex<f32>", "ONNX_Complex64"),
    "complex128": ("complex<f64>", "ONNX_Complex128"),
    "string": ("!onnx.string", "ONNX_String"),
    "float8e4m3fn": ("f8E4M3FN", "ONNX_F8E4M3FN"),
    "float8e4m3fnuz": ("f8E4M3FNUZ", "ONNX_F8E4M3FNUZ"),
    "float8e5m2": ("f8E5M2", "ONNX_F8E5M2"),
    "float8e5m2fnuz": ("f8E5M2FNUZ", "ONNX_F8E5M2FNUZ"),
    "float8e8m0": ("f8E8M0FNU", "ONNX_F8E8M0FNU"),
    "float4e2m1": ("f4E2M1FN", "ONNX_F4E2M1FN"),
    "float6e2m3": ("f6E2M3FN", "ONNX_F6E2M3FN"),
    "float6e3m2": ("f6E3M2FN", "ONNX_F6E3M2FN"),
}

# The element types the base library lacks, as MLIR's CommonTypeConstraints.td spells them.
_EXTRA_ELEMENT_DEFS = [
    ("ONNX_F8E4M3FN", "Float8E4M3FNType", "f8E4M3FN type"),
    ("ONNX_F8E4M3FNUZ", "Float8E4M3FNUZType", "f8E4M3FNUZ type"),
    ("ONNX_F8E5M2", "Float8E5M2Type", "f8E5M2 type"),
    ("ONNX_F8E5M2FNUZ", "Float8E5M2FNUZType", "f8E5M2FNUZ type"),
    ("ONNX_F8E8M0FNU", "Float8E8M0FNUType", "f8E8M0FNU type"),
    ("ONNX_F4E2M1FN", "Float4E2M1FNType", "f4E2M1FN type"),
    ("ONNX_F6E2M3FN", "Float6E2M3FNType", "f6E2M3FN type"),
    ("ONNX_F6E3M2FN", "Float6E3M2FNType", "f6E3M2FN type"),
]


# TensorProto.DataType numbers -> ONNX element type names (onnx.helper's names, lowered).
def element_type_name(elem_type: int) -> str | None:
    """The ONNX element type name of a ``TensorProto.DataType`` (``1`` -> ``float``), or None."""
    from onnx import helper

    try:
        name = helper.tensor_dtype_to_string(elem_type)  # "TensorProto.FLOAT"
    except (KeyError, ValueError):
        return None
    return name.rpartition(".")[2].lower()


def mlir_element(name: str) -> str | None:
    got = _ELEMENTS.get(name)
    return None if got is None else got[0]


def _compound_mnemonic(type_str: str) -> str:
    """``seq(tensor(float))`` -> ``seq.tensor.float`` (a dialect type's mnemonic)."""
    return ".".join(p for p in re.split(r"[(), ]+", type_str) if p)


def mlir_type_of(type_str: str, shape: str = "*") -> str:
    """The MLIR type of ONNX type ``type_str``: ``tensor(float)`` -> ``tensor<*xf32>``
    (``shape``: the dims as ``2x3`` or ``*``), ``seq(tensor(float))`` -> ``!onnx.seq.tensor.float``."""
    m = re.fullmatch(r"tensor\((\w+)\)", type_str)
    if m and m.group(1) in _ELEMENTS:
        elem = _ELEMENTS[m.group(1)][0]
        return f"tensor<*x{elem}>" if shape == "*" else (f"tensor<{shape}x{elem}>" if shape else f"tensor<{elem}>")
    return "!onnx." + _compound_mnemonic(type_str)


def _type_constraint(type_str: str, compound: dict[str, str]) -> str:
    """The TableGen constraint of one ONNX type string (a tensor type or a compound type's def)."""
    m = re.fullmatch(r"tensor\((\w+)\)", type_str)
    if m and m.group(1) in _ELEMENTS:
        return f"TensorOf<[{_ELEMENTS[m.group(1)][1]}]>"
    mnemonic = _compound_mnemonic(type_str)
    name = "ONNX_Type_" + td_ident(mnemonic.replace(".", "_"))
    compound[name] = mnemonic
    return name


# ----------------------------------------------------------------------------- attributes

_ATTR_KINDS = {
    "FLOAT": "F32Attr",
    "INT": "I64Attr",
    "STRING": "StrAttr",
    "TENSOR": "ONNX_TensorAttr",
    "SPARSE_TENSOR": "ONNX_SparseTensorAttr",
    "TYPE_PROTO": "TypeAttr",
    "FLOATS": "F32ArrayAttr",
    "INTS": "I64ArrayAttr",
    "STRINGS": "StrArrayAttr",
    "TENSORS": "ONNX_TensorsAttr",
    "SPARSE_TENSORS": "ONNX_SparseTensorsAttr",
    "TYPE_PROTOS": "TypeArrayAttr",
    "GRAPHS": "ONNX_GraphsAttr",
}


def attr_kind(attr: Any) -> str:
    return attr.type.name if hasattr(attr.type, "name") else str(attr.type).rpartition(".")[2]


# ----------------------------------------------------------------------------- the spec

_HEADER = """\
//===- {name} - the ONNX operator sets of onnx {version} -------------------===//
//
// Written by `odsgen import onnx` from the installed onnx package
// (onnx.defs.get_all_schemas_with_history()): {ops} ops in {versions} versions over
// {domains}. Made on this machine from this onnx release, never shipped; regenerate it with
// `odsgen import onnx -o {name}` after upgrading onnx (docs/onnx.md).
//
// One op per (domain, op, since_version): `<dialect>.<Op>_v<since>`, available from
// its since_version up to the next version of the op minus one. Types a version added
// are TypeAvailableAt, attributes it added AttrAvailableAt, attributes it removed are
// listed in `removedAttributes`; graph attributes are regions.
//
//===----------------------------------------------------------------------===//

include "odsgen/base.td"

// An ONNX op version: its domain, name and since_version as the schema gives them.
class ONNX_OpBase<Dialect dialect, string mnemonic, string domainName, string opType, int since>
    : Op<dialect, mnemonic> {{
  string onnxDomain = domainName;
  string onnxOpType = opType;
  int sinceVersion = since;
  // Attributes of the previous version that this one no longer has.
  list<string> removedAttributes = [];
}}

// A deprecated op version: the op is not available from `since` on.
class ONNX_Deprecated<string domainName, string opType, int since> {{
  string onnxDomain = domainName;
  string onnxOpType = opType;
  int sinceVersion = since;
}}

// Element types and attribute kinds the base library does not name.
// (odsgen reads a complex element type inside a tensor by kind only: complex64 and complex128
// are both `complex<...>` to it)
def ONNX_Complex64 : TypeAlias<AnyComplex, "complex<f32>">;
def ONNX_Complex128 : TypeAlias<AnyComplex, "complex<f64>">;
{extra_elements}
def ONNX_TensorAttr : Attr<CPred<"::llvm::isa<::mlir::ElementsAttr>($_self)">, "a tensor (TENSOR)">;
def ONNX_SparseTensorAttr : Attr<CPred<"::llvm::isa<::mlir::SparseElementsAttr>($_self)">,
                                 "a sparse tensor (SPARSE_TENSOR)">;
def ONNX_TensorsAttr : TypedArrayAttrBase<ONNX_TensorAttr, "tensors (TENSORS)">;
def ONNX_SparseTensorsAttr : TypedArrayAttrBase<ONNX_SparseTensorAttr, "sparse tensors (SPARSE_TENSORS)">;
def ONNX_GraphsAttr : ArrayAttrBase<CPred<"::llvm::isa<::mlir::ArrayAttr>($_self)">, "graphs (GRAPHS)">;
"""


def _since_ranges(schemas: Any) -> dict[tuple[str, str], list[Any]]:
    by_op: dict[tuple[str, str], list[Any]] = {}
    for s in schemas:
        by_op.setdefault((s.domain, s.name), []).append(s)
    for versions in by_op.values():
        versions.sort(key=lambda s: s.since_version)
    return by_op


def _newest_opsets(onnx: Any, schemas: Any) -> dict[str, int]:
    """Each domain's newest opset: the onnx package's own map, never below its largest since_version."""
    out: dict[str, int] = {}
    for domain, (_low, high) in onnx.defs.C.schema_version_map().items():
        out["" if domain == "ai.onnx" else domain] = int(high)
    for s in schemas:
        out[s.domain] = max(out.get(s.domain, 0), s.since_version)
    return out


_USED: set[str] = set()


def render_onnx_spec(name: str = "onnx.td") -> tuple[str, dict[str, int]]:
    """The spec text of the installed onnx's operator sets, and its counts (ops, versions)."""
    onnx = load_onnx()
    _USED.clear()
    schemas = list(onnx.defs.get_all_schemas_with_history())
    by_op = _since_ranges(schemas)
    newest = _newest_opsets(onnx, schemas)
    domains = sorted({d for d, _ in by_op}, key=lambda d: (d != "", d))
    compound: dict[str, str] = {}
    body: list[str] = []
    versions = 0
    for domain in domains:
        info = domain_info(domain)
        body.append(_axis(info, newest[domain]))
        for (d, op), schemas_of in sorted(by_op.items()):
            if d != domain:
                continue
            prev = None
            for i, s in enumerate(schemas_of):
                nxt = schemas_of[i + 1].since_version if i + 1 < len(schemas_of) else None
                if s.deprecated:
                    body.append(
                        f"// {td_comment(op)} is deprecated from {info.enum.lower()} {s.since_version} on.\n"
                        f"def {info.prefix}_{td_ident(op)}_{s.since_version}_deprecated : ONNX_Deprecated<"
                        f"{td_string(info.shown)}, {td_string(op)}, {s.since_version}>;\n"
                    )
                    prev = None
                    continue
                versions += 1
                body.append(_op(info, s, prev, nxt, newest[domain], compound))
                prev = s
    extra = "\n".join(
        f'def {n} : Type<CPred<"::llvm::isa<::mlir::{cls}>($_self)">, {td_string(summary)}>;'
        for n, cls, summary in _EXTRA_ELEMENT_DEFS
    )
    head = _HEADER.format(
        name=td_comment(name),
        version=td_comment(onnx.__version__),
        ops=len(by_op),
        versions=versions,
        domains=td_comment(", ".join(domain_info(d).shown for d in domains)),
        extra_elements=extra,
    )
    types = ["\n// ONNX's non-tensor types (sequences, optionals, maps, sparse tensors) as dialect types."]
    for tname, mnemonic in sorted(compound.items()):
        types.append(f"def {tname} : TypeDef<ONNX_Dialect, {td_string(tname[len('ONNX_Type_'):])}> {{")
        types.append(f"  let mnemonic = {td_string(mnemonic)};\n}}")
    string_def = (
        'def ONNX_String : TypeDef<ONNX_Dialect, "String"> {\n  let mnemonic = "string";\n}\n'
        "// The type of a value whose type neither the model nor shape inference states.\n"
        'def ONNX_Unknown : TypeDef<ONNX_Dialect, "Unknown"> {\n  let mnemonic = "unknown";\n}\n'
    )
    # The ai.onnx dialect comes first (the types are its), then the type defs, then the rest.
    first, rest = body[0], body[1:]
    text = head + "\n" + first + string_def + "\n".join(types) + "\n\n" + "\n".join(rest)
    return text, {"ops": len(by_op), "versions": versions}


def _axis(info: DomainInfo, newest: int) -> str:
    cases = [f"{info.prefix}_OPSET_{v}" for v in range(1, newest + 1)]
    lines = [
        f"//===- {td_comment(info.shown)} {'=' * max(3, 70 - len(info.shown))}//",
        "",
        f"def {info.prefix}_Dialect : Dialect {{",
        f"  let name = {td_string(info.dialect)};",
        f"  let cppNamespace = {td_string(info.dialect)};",
        f"  let summary = {td_string('the ONNX domain ' + info.shown)};",
        "}",
        "",
        f"// The opsets of {td_comment(info.shown)}: `--target {info.enum.lower()}=N`.",
    ]
    for v in range(1, newest + 1):
        lines.append(f'def {info.prefix}_OPSET_{v} : I32EnumAttrCase<"V_{v}", {v}, "{v}">;')
    lines.append(
        f"def {info.prefix}_OpsetAttr : I32EnumAttr<{td_string(info.enum)}, "
        f"{td_string('the opsets of ' + info.shown)}, [\n    "
        + ",\n    ".join(", ".join(cases[i : i + 6]) for i in range(0, len(cases), 6))
        + "]> {\n"
        f"  let cppNamespace = {td_string(info.dialect)};\n}}"
    )
    lines.append(
        f"class Min{info.enum}<I32EnumAttrCase min> : PyMinVersionBase<"
        f"{td_string('Query' + info.enum + 'Min')}, {info.prefix}_OpsetAttr, min> {{\n"
        f"  let queryFnName = {td_string('getMin' + info.enum)};\n}}"
    )
    lines.append(
        f"class Max{info.enum}<I32EnumAttrCase max> : PyMaxVersionBase<"
        f"{td_string('Query' + info.enum + 'Max')}, {info.prefix}_OpsetAttr, max> {{\n"
        f"  let queryFnName = {td_string('getMax' + info.enum)};\n}}"
    )
    lines.append(
        f"class {info.prefix}_Op<string mnemonic, string opType, int since>\n"
        f"    : ONNX_OpBase<{info.prefix}_Dialect, mnemonic, {td_string(info.shown)}, opType, since>;\n"
    )
    return "\n".join(lines) + "\n"


def _allowed(schema: Any, type_str: str) -> list[str]:
    for tc in schema.type_constraints:
        if tc.type_param_str == type_str:
            return list(tc.allowed_type_strs)
    return [type_str]


def _param_types(schema: Any) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for tc in schema.type_constraints:
        out[tc.type_param_str] = set(tc.allowed_type_strs)
    return out


def _constraint(schema: Any, param: Any, prev: Any, info: DomainInfo, compound: dict[str, str]) -> str:
    """An input's or output's constraint: the allowed types, those new in this version marked."""
    allowed = _allowed(schema, param.type_str)
    before: set[str] | None = None
    if prev is not None:
        old = _param_types(prev)
        if param.type_str in old:
            before = old[param.type_str]
    since = f"Min{info.enum}<{info.prefix}_OPSET_{schema.since_version}>"
    parts = []
    for t in allowed:
        c = _type_constraint(t, compound)
        if before is not None and t not in before:
            c = f"TypeAvailableAt<{c}, [{since}]>"
        parts.append(c)
    summary = param.type_str if param.type_str not in _param_types(schema) else f"{param.type_str}"
    # (a value whose type neither the model nor shape inference states: onnx.checker checks nothing of it)
    parts.append("ONNX_Unknown")
    one = f"AnyTypeOf<[{', '.join(parts)}], {td_string(summary)}>"
    option = getattr(param.option, "name", str(param.option))
    if option.endswith("Optional"):
        return f"Optional<{one}>"
    if option.endswith("Variadic"):
        return f"Variadic<{one}>"
    return one


def _names(schema: Any) -> dict[str, str]:
    """Each formal input, output and attribute's ``$name`` (identifiers, distinct)."""
    seen: set[str] = set()
    out: dict[str, str] = {}
    # (attributes first: their names are the keys a model's nodes use; an input or output of
    # the same name is renamed)
    for kind, names in (
        ("attr", sorted(schema.attributes)),
        ("in", [p.name for p in schema.inputs]),
        ("out", [p.name for p in schema.outputs]),
    ):
        for n in names:
            ident = td_ident(n)
            while ident in seen:
                ident += "_"
            seen.add(ident)
            out[f"{kind}:{n}"] = ident
    return out


def _op(info: DomainInfo, s: Any, prev: Any, nxt: int | None, newest: int, compound: dict[str, str]) -> str:
    op = s.name
    names = _names(s)
    avail = [f"Min{info.enum}<{info.prefix}_OPSET_{s.since_version}>"]
    last = (nxt - 1) if nxt is not None else None
    if last is not None:
        avail.append(f"Max{info.enum}<{info.prefix}_OPSET_{last}>")
    shown_range = f"{s.since_version} to {last}" if last is not None else f"{s.since_version} on"
    args: list[str] = []
    for p in s.inputs:
        args.append(f"    {_constraint(s, p, prev, info, compound)}:${names['in:' + p.name]}")
    regions: list[str] = []
    prev_attrs = set(prev.attributes) if prev is not None else None
    since = f"Min{info.enum}<{info.prefix}_OPSET_{s.since_version}>"
    for an in sorted(s.attributes):
        a = s.attributes[an]
        kind = attr_kind(a)
        if kind == "GRAPH":
            regions.append(f"    AnyRegion:${names['attr:' + an]}")
            continue
        c = _ATTR_KINDS.get(kind, "AnyAttr")
        if not a.required:
            c = f"OptionalAttr<{c}>"
        if prev_attrs is not None and an not in prev_attrs:
            c = f"AttrAvailableAt<{c}, [{since}]>"
        args.append(f"    {c}:${names['attr:' + an]}")
    results = [f"    {_constraint(s, p, prev, info, compound)}:${names['out:' + p.name]}" for p in s.outputs]
    removed = sorted(set(prev.attributes) - set(s.attributes)) if prev is not None else []
    traits = ["ClosedAttributes"]
    n_var_in = sum(1 for p in s.inputs if getattr(p.option, "name", "") != "Single")
    n_var_out = sum(1 for p in s.outputs if getattr(p.option, "name", "") != "Single")
    # A type parameter binds one type for every value it constrains (onnx.checker's strict
    # inference: "Type parameter (T) ... bound to different types").
    params = {tc.type_param_str for tc in s.type_constraints}
    for param in sorted(params):
        users = [names["in:" + p.name] for p in s.inputs if p.type_str == param and p.is_homogeneous]
        users += [names["out:" + p.name] for p in s.outputs if p.type_str == param and p.is_homogeneous]
        if len(users) > 1:
            traits.append(f"AllElementTypesMatch<[{', '.join(td_string(u) for u in users)}]>")
    if n_var_in > 1:
        traits.append("AttrSizedOperandSegments")
    if n_var_out > 1:
        traits.append("AttrSizedResultSegments")
    rec = f"{info.prefix}_{td_ident(op)}_{s.since_version}"
    while rec in _USED:  # (two names that read as one identifier)
        rec += "_"
    _USED.add(rec)
    mnemonic = f"{op}_v{s.since_version}"
    lines = [
        f"// {td_comment(op)} ({td_comment(info.shown)}) version {s.since_version}: {info.enum.lower()} {shown_range}.",
        f"def {rec} : {info.prefix}_Op<{td_string(mnemonic)}, {td_string(op)}, {s.since_version}>" + " {",
        f"  let summary = {td_string(f'{op}, version {s.since_version} ({info.shown})')};",
    ]
    doc = (s.doc or "").strip()
    if doc:
        lines.append(f"  let description = {td_code(doc)};")
    if traits:
        lines.append(f"  let traits = [{', '.join(traits)}];")
    lines.append(f"  let availability = [{', '.join(avail)}];")
    lines.append("  let arguments = (ins" + ("\n" + ",\n".join(args) if args else "") + "\n  );")
    lines.append("  let results = (outs" + ("\n" + ",\n".join(results) if results else "") + "\n  );")
    if regions:
        lines.append("  let regions = (region\n" + ",\n".join(regions) + "\n  );")
    if removed:
        lines.append(f"  let removedAttributes = [{', '.join(td_string(r) for r in removed)}];")
    lines.append("}\n")
    return "\n".join(lines)


def version_ranges(spec_ops: Iterable[str]) -> dict[tuple[str, str], list[int]]:
    """From a spec's op names (``onnx.Conv_v11``...), each (dialect, op type)'s versions, sorted."""
    out: dict[tuple[str, str], list[int]] = {}
    for name in spec_ops:
        dialect, _, rest = name.partition(".")
        op, sep, v = rest.rpartition("_v")
        if sep and v.isdigit():
            out.setdefault((dialect, op), []).append(int(v))
    for vs in out.values():
        vs.sort()
    return out
