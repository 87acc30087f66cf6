"""The verifier's data of each op, read from the model: ``odsgen.runtime.verify.OpSpec``.

For each op of the model: its operand and result groups (arity and matcher), its
attributes and properties (required or not), region and successor counts, the segment
and same-size rules for variadic groups, the structural traits odsgen checks
(``SameOperandsAndResultType``, ``SameTypeOperands``, ``SameOperands[AndResult]Shape``,
``SameOperands[AndResult]ElementType``, ``SameOperandsAndResultRank``,
``AllTypesMatch`` and its siblings, ``TypesMatchWith``, ``Terminator``,
``HasParent``/``ParentOneOf``), and the op-level checks it cannot perform (a C++
``hasVerifier``, traits and interfaces with C++ verification) listed as unchecked.

It reads the model's ``Op`` fields only (odsgen.model.op); the matcher of each value's
whole constraint was read with the op (odsgen.model.checks).
"""

from __future__ import annotations

import re

from odsgen.model import constraints as C
from odsgen.model.build import Model
from odsgen.model.op import ArgInfo, Op, Region, Trait
from odsgen.runtime import verify as V

__all__ = ["VerifySpecReader", "build_verifier_specs", "unchecked_counts"]

_ARITY = {
    C.Arity.SINGLE: V.SINGLE,
    C.Arity.OPTIONAL: V.OPTIONAL,
    C.Arity.VARIADIC: V.VARIADIC,
    C.Arity.VARIADIC_OF_VARIADIC: V.VARIADIC_OF_VARIADIC,
}

# Traits checked by the runtime verifier, by their def name.
_CHECKED_TRAITS = {
    "SameOperandsAndResultType",
    "SameTypeOperands",
    "SameOperandsShape",
    "SameOperandsElementType",
    "SameOperandsAndResultShape",
    "SameOperandsAndResultElementType",
    "SameOperandsAndResultRank",
    "Terminator",
    "SingleBlock",
    "IsolatedFromAbove",
    "ClosedAttributes",
}
# Native traits whose C++ side verifies nothing about the op's structure.
_NO_VERIFY_TRAITS = {
    "AlwaysSpeculatable",
    "AlwaysSpeculatableImplTrait",
    "Commutative",
    "ConditionallySpeculatable",
    "ConstantLike",
    "Idempotent",
    "Involution",
    "MemRefsNormalizable",
    "NoMemoryEffect",
    "Pure",
    "RecursiveMemoryEffects",
    "RecursivelySpeculatable",
    "RecursivelySpeculatableImplTrait",
    # Their verifyTrait has only static_asserts (mlir/IR/OpDefinition.h,
    # mlir/Interfaces/ControlFlowInterfaces.h).
    "AutomaticAllocationScope",
    "ReturnLike",
    "Scalarizable",
    "Tensorizable",
    "Vectorizable",
    # SPIR-V's marker traits (no verifyTrait).
    "spirv::UsableInSpecConstantOp",
    "spirv::SignedOp",
    "spirv::UnsignedOp",
}
_CPP_CLASS = re.compile(r"HasParent<(?P<ops>.*)>::Impl$")


class VerifySpecReader:
    """Reads ``OpSpec``s from a model's ops (one reader per model): their fields only."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self._ops_by_cpp = self._cpp_ops()

    def _cpp_ops(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for op in self.model.ops:
            dialect = self.model.dialects.get(op.dialect)
            ns = (dialect.cpp_namespace if dialect is not None else "").removeprefix("::")
            out[op.cpp_class] = op.name
            if ns:
                out[f"{ns}::{op.cpp_class}"] = op.name
                out[f"::{ns}::{op.cpp_class}"] = op.name
        return out

    def op_spec(self, op: Op) -> V.OpSpec:
        operands, attributes = [], []
        for a in op.args.ins:
            if a.kind == "attribute":
                attributes.append(V.AttrSpec(a.name, a.required, a.check, a.summary, a.unchecked))
            else:
                operands.append(_value(a))
        results = [_value(a) for a in op.args.outs]
        traits = op.traits
        names = {t.name for t in traits} | {c for t in traits for c in t.classes}
        checked: list[str] = []
        all_match: list[tuple[str, tuple[str, ...]]] = []
        types_match: list[tuple[str, str, str, str, bool]] = []
        parents: list[str] = []
        unchecked: list[str] = []
        value_names = {v.name for v in operands + results}
        if op.has_verifier:
            unchecked.append("the op's C++ verifier (hasVerifier)")
        if op.has_region_verifier:
            unchecked.append("the op's C++ region verifier (hasRegionVerifier)")
        for t in traits:
            tn, tc = t.name, t.classes
            if tn in _CHECKED_TRAITS:
                checked.append(tn)
            elif "AllMatchSameOperatorTrait" in tc or "TypesMatchWith" in tc:
                # A type relation between values: read, else listed as not checked.
                into: list = all_match if "AllMatchSameOperatorTrait" in tc else types_match
                got = (_all_match if into is all_match else _types_match)(t, value_names)
                if got is None:
                    unchecked.append(f"trait: {t.summary or tn}")
                else:
                    into.append(got)
            elif "HasParent" in tc or "ParentOneOf" in tc:
                got = _parents(t, self._ops_by_cpp)
                if got is None:
                    unchecked.append(f"trait {t.cpp or tn}")
                else:
                    parents += got
            elif tn in (
                "AttrSizedOperandSegments",
                "AttrSizedResultSegments",
                "SameVariadicOperandSize",
                "SameVariadicResultSize",
            ):
                continue
            elif "PredOpTrait" in tc:
                unchecked.append(f"trait: {t.summary or tn}")
            elif "OpInterfaceTrait" in tc or "InterfaceTrait" in tc:
                if t.verify:
                    unchecked.append(f"interface {t.interface or tn} verifier")
            elif "NativeOpTrait" in tc or "ParamNativeOpTrait" in tc or "GenInternalOpTrait" in tc:
                trait = t.cpp or tn
                short = trait.removeprefix("::mlir::OpTrait::").removesuffix("::Impl")
                if tn not in _NO_VERIFY_TRAITS and short not in _NO_VERIFY_TRAITS:
                    unchecked.append(f"trait {short}")
        regions = tuple((r.name, r.variadic) for r in op.regions)
        region_constraints = []
        for r in op.regions:
            c = _region_constraint(r)
            if c is False:
                unchecked.append(f"region '{r.name}': {r.summary or 'constraint'}")
                c = None
            region_constraints.append(c)
        successors = tuple((s.name, s.variadic) for s in op.successors)
        for s in op.successors:
            if s.predicate is not None and s.predicate not in ("", "true"):
                unchecked.append(f"successor '{s.name}': {s.summary or s.record}")
        return V.OpSpec(
            op.name,
            tuple(operands),
            tuple(results),
            tuple(attributes),
            regions,
            successors,
            operand_segments="AttrSizedOperandSegments" in names,
            result_segments="AttrSizedResultSegments" in names,
            same_variadic_operands="SameVariadicOperandSize" in names,
            same_variadic_results="SameVariadicResultSize" in names,
            traits=tuple(dict.fromkeys(checked)),
            all_match=tuple(all_match),
            parents=tuple(parents),
            unchecked=tuple(dict.fromkeys(unchecked)),
            types_match=tuple(types_match),
            region_constraints=tuple(region_constraints) if any(region_constraints) else (),
        )


def _value(a: ArgInfo) -> V.ValueSpec:
    return V.ValueSpec(a.name, _ARITY[a.arity], a.check, a.summary, a.unchecked, a.segments)


_REGION_PRED = re.compile(r"^::llvm::hasNItems(?P<how>OrMore|OrLess)?\(\$_self,\s*(?P<n>\d+)\)$")
_REGION_CMP = {None: "==", "OrMore": ">=", "OrLess": "<="}


def _region_constraint(r: Region) -> tuple[str, str, int] | None | bool:
    """(summary, comparison, blocks) of a region constraint; None for any region; False
    when its predicate is not one odsgen reads."""
    text = r.predicate
    if text is None or text in ("", "true"):
        return None
    m = _REGION_PRED.match(text)
    if m is None:
        return False
    return r.summary or "", _REGION_CMP[m.group("how")], int(m.group("n"))


# AllMatchSameOperatorTrait's compared property, by the C++ of ODS's StrFuncs.
_MATCH_OPERATORS = {
    "$_self.getType()": "type",
    "getElementTypeOrSelf($_self)": "element type",
    "::llvm::cast<::mlir::ShapedType>($_self.getType()).getShape()": "shape",
    "::llvm::cast<::mlir::ShapedType>($_self.getType()).getRank()": "rank",
    "llvm::cast<::mlir::ShapedType>($_self.getType()).getNumElements()": "element count",
}


def _all_match(t: Trait, value_names: set[str]) -> tuple[str, tuple[str, ...]] | None:
    """(what, names) of an AllMatchSameOperatorTrait odsgen checks: a known operator over
    operands and results (not attributes)."""
    names = t.values
    what = None
    summary = t.summary or ""
    for op_text, key in _MATCH_OPERATORS.items():
        if summary == f"all of {{{', '.join(names)}}} have same {key}":
            what = key
    if what is None or not names or not set(names) <= value_names:
        return None
    text = t.predicate
    operator = next((o for o, k in _MATCH_OPERATORS.items() if k == what), "")
    if any(operator.replace("$_self", f"${n}") not in text for n in names):
        return None  # the summary says one thing, the predicate another
    return what, names


_CAST = r"(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?(?:VectorType|ShapedType|TensorType|RankedTensorType|MemRefType)>"
_TRANSFORMS = [
    (re.compile(r"^\$_self$"), "type"),
    (re.compile(r"^(?:::)?(?:mlir::)?getElementTypeOrSelf\(\$_self\)$"), "element type or self"),
    (re.compile("^" + _CAST + r"\(\$_self\)\.getElementType\(\)$"), "element type"),
]


def _types_match(t: Trait, value_names: set[str]) -> tuple[str, str, str, str, bool] | None:
    """(summary, lhs, rhs, transform, optional) of a TypesMatchWith odsgen checks: between
    two values, a transform it reads, the default comparator."""
    lhs, rhs = t.lhs, t.rhs
    transform = t.transformer
    if not lhs or not rhs or lhs not in value_names or rhs not in value_names:
        return None
    kind = next((k for pat, k in _TRANSFORMS if pat.match(transform)), None)
    if kind is None:
        return None
    text = t.predicate
    optional = "OptionalTypesMatchWith" in t.classes
    if "RangedTypesMatchWith" in t.classes or "std::equal_to<>()(" not in text:
        return None
    return t.summary or "", lhs, rhs, kind, optional


def _parents(t: Trait, ops_by_cpp: dict[str, str]) -> list[str] | None:
    m = _CPP_CLASS.search(t.cpp or "")
    if not m:
        return None
    names = []
    for cls in (c.strip() for c in m.group("ops").split(",")):
        name = (
            ops_by_cpp.get(cls) or ops_by_cpp.get(cls.split("::")[-1]) or (cls if cls in ops_by_cpp.values() else None)
        )
        if name is None:
            return None
        names.append(name)
    return names


def build_verifier_specs(model: Model) -> tuple[V.OpSpec, ...]:
    """One OpSpec per op of the model, in definition order."""
    reader = VerifySpecReader(model)
    return tuple(reader.op_spec(op) for op in model.ops)


def unchecked_counts(specs) -> dict[str, int]:
    """How many constraints odsgen does not check completely: value constraints, attribute
    constraints and op-level checks, over the given specs."""
    values = sum(1 for s in specs for v in s.operands + s.results if v.unchecked)
    attrs = sum(1 for s in specs for a in s.attributes if a.unchecked)
    ops = sum(len(s.unchecked) for s in specs)
    total_values = sum(len(s.operands) + len(s.results) for s in specs)
    total_attrs = sum(len(s.attributes) for s in specs)
    return {
        "ops": len(specs),
        "value_constraints": total_values,
        "value_constraints_unchecked": values,
        "attribute_constraints": total_attrs,
        "attribute_constraints_unchecked": attrs,
        "op_level_unchecked": ops,
        "ops_fully_checked": sum(
            1
            for s in specs
            if not s.unchecked
            and not any(v.unchecked for v in s.operands + s.results)
            and not any(a.unchecked for a in s.attributes)
        ),
    }
