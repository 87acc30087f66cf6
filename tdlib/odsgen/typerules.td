//===- odsgen/typerules.td - requirements of value types and targets ------===//
//
// Part of odsgen's base library: dialect-wide availability facts that are not
// attached to one op, so an overlay spec can add them beside a dialect's own
// .td files (odsgen/mlir22/spirv.td, applied with SPIRVOps.td). odsgen's validate,
// deduce and explain commands read them (docs/validate.md, "Type rules").
//
// * TypeRules: requirements of the types an op's values have. Every operand
//   and result type of every op of the dialect (and the types that the listed
//   attributes hold) is walked: the type itself, the element types of vectors,
//   tensors and memrefs, the inputs and results of function types, and the
//   parameters of dialect types that read as types (`!spirv.ptr<i8, ...>`
//   walks `i8`). Each `TypeAvailableAt<T, [...]>` in `rules` applies to each
//   visited type that matches T. With `context`, the rules apply only below a
//   dialect type that has one of those enum cases among its parameters (a
//   pointer's storage class), and for the dimensions in `replaces` they stand
//   in for the context-free rules of the same types. With `ops`, `values` or
//   `walk = 0` the rules are about particular ops and values instead (upstream
//   SPIR-V's hand-written availability of the integer dot product ops), and
//   `when` makes them apply only to instances that meet every condition: another
//   value's type (ValueTypeIs), an attribute (AttrIs) or its value
//   (AttrValueIs). Together they state requirements that depend on two values'
//   types, or on an attribute together with a type; with TypeUnavailable, an
//   instance no target accepts.
// * VectorOfLengthIn: a vector of one of the given lengths, for rules that
//   depend on how many elements a vector has (upstream SPIR-V's Vector16).
// * DialectTypeWithParameters: a dialect type with several given enum cases
//   among its parameters, for rules that depend on them together (SPIR-V's
//   StorageImageMultisample: MultiSampled and NoSampler).
// * TypeParameterAvailability: a dialect type with an enum case among its
//   parameters needs that case's availability (in `dimensions`, all when empty).
// * VersionImplies: a target at `version` or later enables `cases` as well.
// * EnabledCaseAvailability: a deduced target that enables a case of a set axis
//   (a capability) needs that case's own availability in `dimensions`.
// * DeducedWithoutImplied: a deduced target lists the cases required, not those
//   they imply (upstream SPIR-V's --spirv-update-vce in MLIR 16 and 19).
// * TypeSupport: a type-support table of one op: the tuples of element types its
//   signature (chosen operands, results, type attributes) may have, each with
//   what it requires (TypeSupportRow: profiles, extensions, a minimum version);
//   an instance needs what the first row matching its tuple requires, and is
//   available nowhere when no row of any of the op's tables matches. TOSA's
//   compliance tables are read into it (odsgen/mlir22/tosa.td);
//   docs/availability-semantics.md, "Type-support tables".
// * TypeSupportValues: the values that form an op's signature, for every table
//   of the op (default: every operand, then every result).
// * CaseNeeds: a row that requires a case (an extension) requires `needs` too
//   (TOSA: bf16 works with pro_fp).
// * ConstantOperands: operands that must be results of a constant op unless
//   the target provides an availability (TOSA: zero points, shifts, tables,
//   pad values and rescale parameters unless the extension dynamic);
//   docs/availability-semantics.md, "Constant operands".
// * IsolatedRegions: an instance of the ops whose regions use a value defined
//   outside the op is available on no target (TOSA's control flow under
//   strict-op-spec-alignment).
// * UncheckedDimensions: dimensions not checked but for a requirement no
//   target meets (TOSA's lenient mode).
// * TargetDefaults: what a target that leaves out a version or a level has,
//   read from a pass's options (TOSA: --tosa-attach-target's).
// * ImplicitTarget: the target of a module that has none (no --target, no
//   target attribute around its ops): TOSA's getDefaultTargetEnv, what
//   `mlir-opt --tosa-validate` checks such a module against.
// * TargetCaseNeeds: a target that enables a case (an extension) must meet
//   `needs` (a minimum version), or is refused with `refusal` (TOSA's
//   getMinVersion(Extension)); a deduced target that enables it meets `needs`.
//
// It needs the classes Type and SignlessIntegerAttrBase (the class every enum
// case derives from, in odsgen's base library and in MLIR 16 to 22 alike: the
// cases' own base class is EnumCase from MLIR 20 on, EnumAttrCaseInfo before,
// so the enum cases below are typed by it): include it after odsgen/base.td or
// MLIR's mlir/IR/OpBase.td (with MLIR's classes, which have no TypeAvailableAt,
// it defines the RFC's modifier too). Included before either, it brings in
// odsgen's base library.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_TYPERULES_TD
#define ODSGEN_TYPERULES_TD

#ifndef ODSGEN_TYPES_TD
#ifndef OP_BASE
#ifndef COMMON_TYPE_CONSTRAINTS_TD
include "odsgen/base.td"
#endif
#endif
#endif

#ifndef ODSGEN_AVAILABILITY_TD
// The RFC's modifier against MLIR's own Type class (odsgen/availability.td has
// the same for odsgen's base library).
class TypeAvailableAt<Type type, list<Availability> avail>
    : Type<type.predicate, type.summary> {
  Type baseType = type;
  list<Availability> availability = avail;
}
#endif

// A condition on an op instance, for TypeRules' `when`.
class RuleCondition;

// The type of the value `v` ("operand #1", "result #0", as in TypeRules'
// `values`) matches `t`. An instance without that value does not meet it.
class ValueTypeIs<string v, Type t> : RuleCondition {
  string value = v;
  Type type = t;
}

// The attribute `n` is present and matches `a` (an enum attribute constraint,
// or a ConfinedAttr of one, to name cases).
class AttrIs<string n, Attr a> : RuleCondition {
  string name = n;
  Attr attr = a;
}

// The attribute `n` is present and MLIR prints its value as `v` ("true",
// "48 : i32"): a condition on an attribute's value, not only its kind.
class AttrValueIs<string n, string v> : RuleCondition {
  string name = n;
  string value = v;
}

// In TypeRules' `rules`: a value whose type matches `type` makes the instance
// available on no target (an empty any-of group in dimension `dim`, which is
// never met), for `why` (the specification's words). With `when`, this states
// a rule a checker enforces whatever the target: TOSA's ERROR_IF conditions
// that `mlir-opt --tosa-validate` checks, as rescale's scale32 with a 48-bit
// input.
class TypeUnavailable<Type type, string dim, string why>
    : Type<type.predicate, type.summary> {
  Type baseType = type;
  string dimension = dim;
  string reason = why;
}

// A 1-D vector whose length is one of `lengths` and whose element type matches
// one of `elements` (any element type when empty). The predicate is for
// llvm-tblgen; odsgen matches the lengths (other constraints' lengths it
// does not read, see docs/availability-semantics.md).
class VectorOfLengthIn<list<int> lengths, list<Type> elements = []>
    : Type<And<[CPred<"::llvm::isa<::mlir::VectorType>($_self)">,
                CPred<"::llvm::cast<::mlir::VectorType>($_self).getRank() == 1">,
                Or<!foreach(n, lengths,
                   CPred<"::llvm::cast<::mlir::VectorType>($_self).getDimSize(0) == " # n>)>]>,
           "vector of " # !interleave(lengths, " or ") # " elements"> {
  list<int> allowedLengths = lengths;
  list<Type> elementTypes = elements;
}

// A dialect type `!<dialect>.<typeName><...>` that has each of `enumCases`
// (their spellings) among its top-level parameters: for requirements that
// depend on several parameters of one type together (SPIR-V: an image that is
// MultiSampled and NoSampler, a multisampled storage image, needs
// StorageImageMultisample). Alternatives: AnyTypeOf of several. The predicate
// is for llvm-tblgen, which cannot look into a dialect type's parameters;
// odsgen reads the cases. (The summary names each case by its spelling, from
// its own summary "case SPELLING".)
class DialectTypeWithParameters<string dialectName, string typeName, list<SignlessIntegerAttrBase> enumCases>
    : Type<CPred<"::llvm::isa<::mlir::Type>($_self)">,
           "!" # dialectName # "." # typeName # " with "
               # !interleave(!foreach(c, enumCases, !substr(c.summary, 5)), " and ")> {
  string typeDialect = dialectName;
  string typeMnemonic = typeName;
  list<SignlessIntegerAttrBase> parameterCases = enumCases;
}

// Requirements of value types, for every op of the dialect named `dialectName`.
class TypeRules<string dialectName> {
  string dialect = dialectName;
  // TypeAvailableAt<T, [...]> (or constraints holding them, as in AnyTypeOf).
  list<Type> rules = [];
  // Only below a dialect type with one of these cases among its parameters.
  list<SignlessIntegerAttrBase> context = [];
  // Dimensions in which these rules replace the context-free ones for the types
  // they match (upstream SPIR-V: an i8 in a StorageBuffer needs
  // StorageBuffer8BitAccess instead of Int8).
  list<string> replaces = [];
  // Attributes whose type is walked as well, as "op.name::attribute".
  list<string> typeAttributes = [];
  // Only for these ops ("spirv.SDot"); all ops of the dialect when empty.
  list<string> ops = [];
  // Only for these values ("operand #0", "result #0", "attribute type"); all when empty.
  list<string> values = [];
  // 0: look at the value's type only, not at the types inside it.
  bit walk = 1;
  // Only for instances that meet every condition (needs `ops`).
  list<RuleCondition> when = [];
}

// A dialect type `!<dialect>.<typeName><..., CASE, ...>` needs CASE's
// availability, for each of `cases` met among its parameters.
class TypeParameterAvailability<string dialectName, string typeName,
                                list<SignlessIntegerAttrBase> enumCases,
                                list<string> dims = []> {
  string dialect = dialectName;
  string type = typeName;
  list<SignlessIntegerAttrBase> cases = enumCases;
  list<string> dimensions = dims;
}

// A target at `version` (or a later case of its enum) enables `cases` too.
class VersionImplies<string dialectName, SignlessIntegerAttrBase version, list<SignlessIntegerAttrBase> enumCases> {
  string dialect = dialectName;
  SignlessIntegerAttrBase atVersion = version;
  list<SignlessIntegerAttrBase> cases = enumCases;
}

// A deduced target that enables a case of a set axis needs the case's own
// availability in `dims` (upstream SPIR-V: a capability's MinVersion).
class EnabledCaseAvailability<string dialectName, list<string> dims> {
  string dialect = dialectName;
  list<string> dimensions = dims;
}

// A deduced target lists the cases its ops require in the set axes `dims` (all
// when empty), not the cases those imply: upstream SPIR-V in MLIR 16 and 19, whose
// --spirv-update-vce writes no implied capability (MLIR 22's writes them all).
class DeducedWithoutImplied<string dialectName, list<string> dims = []> {
  string dialect = dialectName;
  list<string> dimensions = dims;
}

// One supported tuple of element types (MLIR's spellings, integers as iN) and
// what it requires: availability instances, merged as an op's list is (two
// instances of one any-of dimension: all of them; one instance: any of its cases).
class TypeSupportRow<list<string> elementTypes, list<Availability> avail> {
  list<string> types = elementTypes;
  list<Availability> availability = avail;
}

// The type-support table of op `opName` for the dimensions `decidedDims`: the
// op's own requirement in those dimensions is replaced by what the first row
// matching the instance's signature requires (nothing when no row matches, and
// not checked at all when the op's own availability asks nothing there).
class TypeSupport<string dialectName, string opName, list<string> decidedDims,
                  list<TypeSupportRow> supported> {
  string dialect = dialectName;
  string op = opName;
  list<string> decides = decidedDims;
  list<TypeSupportRow> rows = supported;
  // Where the table comes from ("file:line:col"), for reasons; default: this def.
  string source = "";
}

// The values whose element types form the signature of `opName`, in order:
// "operand #N", "result #N", "attribute NAME" (a TypeAttr's type).
class TypeSupportValues<string dialectName, string opName, list<string> vals> {
  string dialect = dialectName;
  string op = opName;
  list<string> values = vals;
}

// A type-support row that requires `enumCase` requires `needs` too.
class CaseNeeds<string dialectName, SignlessIntegerAttrBase enumCase, list<Availability> avail> {
  string dialect = dialectName;
  SignlessIntegerAttrBase case = enumCase;
  list<Availability> needs = avail;
}

// The operands `vals` (ODS names) of each op of `opNames` must be constants:
// results of one of `constantOps`. An instance where one is not (a block
// argument, another op's result) needs `avail` (TOSA: the extension dynamic),
// the reason located at the operand. An absent optional operand is a constant.
// Such ops are checked on the IR, one by one (their needs depend on another op).
class ConstantOperands<string dialectName, list<string> opNames, list<string> vals,
                       list<Availability> avail, list<string> constantOps> {
  string dialect = dialectName;
  list<string> ops = opNames;
  list<string> values = vals;
  list<Availability> unless = avail;
  list<string> constants = constantOps;
}

// The dimensions of `avail` (one instance each) are axes of the dialect's
// targets even where no op requires them (TOSA's level).
class TargetDimensions<string dialectName, list<Availability> avail> {
  string dialect = dialectName;
  list<Availability> dimensions = avail;
}

// An instance of `opNames` whose regions (any of them, nested ops included) use
// a value defined outside the op is available on no target (an empty any-of
// group in `dim`, never met): its regions must be isolated from above, checked
// per instance (MLIR's IsolatedFromAbove trait, which the op does not have).
class IsolatedRegions<string dialectName, list<string> opNames, string dim> {
  string dialect = dialectName;
  list<string> ops = opNames;
  string dimension = dim;
}

// Requirements in `dims` are not checked, but for a group no target meets (a
// type-support table no row of which matches): TOSA's lenient mode, as plain
// `--tosa-validate` checks no profile, extension or specification version.
class UncheckedDimensions<string dialectName, list<string> dims> {
  string dialect = dialectName;
  list<string> dimensions = dims;
}

// A target that leaves out an ordered axis (a version, a level) has the default
// of the option of the pass def named `passName` (mlir/Pass/PassBase.td's Pass:
// its `options`) whose argument names the axis as a target key does; the
// default is a C++ enumerator whose last `::` part is the case's symbol
// (`mlir::tosa::Level::eightK`). The pass's .td must be included.
class TargetDefaults<string dialectName, string passName> {
  string dialect = dialectName;
  string pass = passName;
}

// A module with no target (none given, no target attribute on an op around it)
// is checked against `targetText`, a target as --target spells it.
class ImplicitTarget<string dialectName, string targetText> {
  string dialect = dialectName;
  string target = targetText;
}

// A target that enables `enumCase` must meet `avail` (a minimum version: the
// target is refused when it is below) or, with `refusal` set, is refused with
// that reason whatever its version; a deduced target that enables the case
// raises its version to meet `avail`.
class TargetCaseNeeds<string dialectName, SignlessIntegerAttrBase enumCase, list<Availability> avail,
                      string why = ""> {
  string dialect = dialectName;
  SignlessIntegerAttrBase case = enumCase;
  list<Availability> needs = avail;
  string refusal = why;
}

#endif // ODSGEN_TYPERULES_TD
