//===- odsgen/mlir22/tosa.td - MLIR 22's hand-written TOSA availability ---===//
//
// Part of odsgen's library. odsgen evaluates it after MLIR 22's TOSA dialect
// spec whenever the records hold that dialect (Tosa_Dialect, from
// mlir/Dialect/Tosa/IR/TosaOpBase.td), together with TOSA's compliance tables,
// which odsgen reads from the include tree's
// mlir/Dialect/Tosa/IR/TosaComplianceData.h.inc into TypeSupport defs
// (odsgen.model.tosa_compliance), so that validate and deduce decide as
// `mlir-opt --tosa-validate=strict-op-spec-alignment` does.
// --no-upstream-corrections leaves both out: the answers are then the ODS alone.
//
// Upstream computes in C++ (TosaProfileCompliance.cpp, TargetEnv.h) what this
// file states with odsgen's declarative constructs (odsgen/typerules.td):
//
// * the two dimensions a TOSA target has besides profiles and extensions: the
//   specification version (a row's version is a minimum: same major, minor at
//   least, which for TOSA's 1.0 and 1.1.draft is the enum's order) and the
//   level (`8k` or `none`; the limits each level sets are in tosa-levels.td);
// * which operands, results and type attributes form each op's signature
//   (ProfileInfoDepot: all operands then all results unless listed here);
// * the profile each extension works with (getCooperativeProfiles).
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_MLIR22_TOSA_TD
#define ODSGEN_MLIR22_TOSA_TD

include "odsgen/typerules.td"
include "mlir/Dialect/Tosa/IR/TosaOpBase.td"

// The specification version a row was added in: a target needs it or later.
class SpecificationVersion<I32EnumAttrCase min> : Availability {
  let interfaceName = "QuerySpecificationVersionInterface";
  let queryFnRetType = "std::optional<::mlir::tosa::SpecificationVersion>";
  let queryFnName = "getMinSpecificationVersion";
  let mergeAction = "{ if ($overall) { $overall = static_cast<::mlir::tosa::SpecificationVersion>("
                    "std::max(*$overall, $instance)); } else { $overall = $instance; }}";
  let initializer = "::std::nullopt";
  let instanceType = "::mlir::tosa::SpecificationVersion";
  let instance = "::mlir::tosa::SpecificationVersion::" # min.symbol;
}

// TOSA's levels (the TosaLevel dimension and which limit bounds what).
include "odsgen/mlir22/tosa-levels.td"

// Both are axes of a TOSA target even where nothing requires them.
def : TargetDimensions<"tosa", [SpecificationVersion<Tosa_V_1_0>, TosaLevel<Tosa_LVL_8K>]>;

// A target that leaves out the specification version or the level has what
// `mlir-opt --tosa-attach-target` sets for the same words: its options'
// defaults, read from the installed Passes.td.
include "mlir/Dialect/Tosa/Transforms/Passes.td"
def : TargetDefaults<"tosa", "TosaAttachTarget">;

// A module with no target at all (no --target, no tosa.target_env around its
// ops) is what `mlir-opt --tosa-validate` checks against upstream's
// getDefaultTargetEnv (TargetEnv.cpp: declared in the installed TargetEnv.h,
// defined in no installed file): specification 1.0, level 8k, both profiles, no
// extension. tests/oracle/test_tosa_target_oracle.py compares it with mlir-opt.
def : ImplicitTarget<"tosa", "specification_version=1.0,level=8k,profiles=pro_int+pro_fp,extensions=none">;

// Extensions' own minimum specification versions: a target that enables one
// at an older version is refused, as `mlir-opt --tosa-validate` 22 refuses it
// ("extension 'shape' is not compatible with the target version 1.0, minimum
// required version is 1.1"). Upstream states them in C++ (TargetEnv.cpp's
// getMinVersion(Extension), declared in the installed TargetEnv.h but defined
// in no installed file): tests/oracle/test_tosa_target_oracle.py compares
// every extension's with mlir-opt's. `none`'s minimum is 0.0, compatible with
// no 1.x target: `extensions = [none]` is refused whatever the version.
foreach ext = [Tosa_EXT_MXFP, Tosa_EXT_INT64, Tosa_EXT_SHAPE] in
def : TargetCaseNeeds<"tosa", ext, [SpecificationVersion<Tosa_V_1_1_DRAFT>]>;
def : TargetCaseNeeds<"tosa", Tosa_EXT_NONE, [],
    "MLIR 22's --tosa-validate refuses it (minimum version 0.0: no 1.x target has it)">;

// The signatures upstream's ProfileInfoDepot builds by hand.
def : TypeSupportValues<"tosa", "tosa.avg_pool2d",
    ["operand #0", "operand #1", "operand #2", "attribute acc_type", "result #0"]>;
foreach conv = ["tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d", "tosa.transpose_conv2d"] in
def : TypeSupportValues<"tosa", conv,
    ["operand #0", "operand #1", "operand #2", "operand #3", "operand #4", "attribute acc_type", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.mul", ["operand #0", "operand #1", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.concat", ["operand #0", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.pad", ["operand #0", "operand #2", "result #0"]>;
foreach layout = ["tosa.reshape", "tosa.slice", "tosa.tile", "tosa.transpose", "tosa.resize"] in
def : TypeSupportValues<"tosa", layout, ["operand #0", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.gather", ["operand #0", "operand #1", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.scatter", ["operand #0", "operand #1", "operand #2", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.select", ["operand #1", "operand #2", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.rescale", ["operand #0", "operand #3", "operand #4", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.matmul",
    ["operand #0", "operand #1", "operand #2", "operand #3", "result #0"]>;
def : TypeSupportValues<"tosa", "tosa.variable", ["attribute type"]>;
def : TypeSupportValues<"tosa", "tosa.variable_write", ["operand #0"]>;
def : TypeSupportValues<"tosa", "tosa.dim", ["operand #0"]>;

// The profile each extension works with.
foreach ext = [Tosa_EXT_INT16, Tosa_EXT_INT4, Tosa_EXT_DOUBLEROUND, Tosa_EXT_INEXACTROUND] in
def : CaseNeeds<"tosa", ext, [Profile<[Tosa_PRO_INT]>]>;
foreach ext = [Tosa_EXT_BF16, Tosa_EXT_FP8E4M3, Tosa_EXT_FP8E5M2, Tosa_EXT_FFT, Tosa_EXT_MXFP] in
def : CaseNeeds<"tosa", ext, [Profile<[Tosa_PRO_FP]>]>;
foreach ext = [Tosa_EXT_VARIABLE, Tosa_EXT_CONTROLFLOW, Tosa_EXT_DYNAMIC, Tosa_EXT_INT64, Tosa_EXT_SHAPE] in
def : CaseNeeds<"tosa", ext, [Profile<[Tosa_PRO_INT, Tosa_PRO_FP]>]>;

// Compile-time constant operands: zero points, shifts, tables, pad values and
// rescale parameters must be results of a constant op (ConstantLike, as MLIR's
// m_Constant matches them) unless the target enables the extension dynamic, as
// `mlir-opt --tosa-validate` 22 checks them (TosaValidation.cpp, in C++ only;
// tests/oracle/test_tosa_constant_operands_oracle.py compares the two).
defvar Tosa_ConstantOps = ["tosa.const", "tosa.const_shape", "arith.constant"];
defvar Tosa_Dynamic = [Extension<[Tosa_EXT_DYNAMIC]>];
def Tosa_ConstantAvgPoolZeroPoints : ConstantOperands<"tosa", ["tosa.avg_pool2d"],
    ["input_zp", "output_zp"], Tosa_Dynamic, Tosa_ConstantOps>;
def Tosa_ConstantNegateZeroPoints : ConstantOperands<"tosa", ["tosa.negate"],
    ["input1_zp", "output_zp"], Tosa_Dynamic, Tosa_ConstantOps>;
def Tosa_ConstantConvZeroPoints : ConstantOperands<"tosa",
    ["tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d", "tosa.transpose_conv2d"],
    ["input_zp", "weight_zp"], Tosa_Dynamic, Tosa_ConstantOps>;
def Tosa_ConstantMatMulZeroPoints : ConstantOperands<"tosa", ["tosa.matmul"],
    ["a_zp", "b_zp"], Tosa_Dynamic, Tosa_ConstantOps>;
def Tosa_ConstantMulShift : ConstantOperands<"tosa", ["tosa.mul"], ["shift"], Tosa_Dynamic, Tosa_ConstantOps>;
def Tosa_ConstantTable : ConstantOperands<"tosa", ["tosa.table"], ["table"], Tosa_Dynamic, Tosa_ConstantOps>;
def Tosa_ConstantPadValue : ConstantOperands<"tosa", ["tosa.pad"], ["pad_const"], Tosa_Dynamic, Tosa_ConstantOps>;
def Tosa_ConstantRescaleParameters : ConstantOperands<"tosa", ["tosa.rescale"],
    ["multiplier", "shift", "input_zp", "output_zp"], Tosa_Dynamic, Tosa_ConstantOps>;

// Rescale's rounding modes other than SINGLE_ROUND need their extensions, as
// `mlir-opt --tosa-validate` 22 checks them (the enum's cases carry no
// availability in ODS).
foreach mode = [[Tosa_ROUNDING_DOUBLE_ROUND, Tosa_EXT_DOUBLEROUND], [Tosa_ROUNDING_INEXACT_ROUND, Tosa_EXT_INEXACTROUND]] in
def Tosa_Rescale # !cast<I32EnumAttrCase>(mode[0]).symbol : TypeRules<"tosa"> {
  let ops = ["tosa.rescale"];
  let values = ["operand #0"];
  let walk = 0;
  let when = [AttrIs<"rounding_mode", Tosa_I32EnumAttr<"ODSGEN_" # !cast<I32EnumAttrCase>(mode[0]).symbol,
                                                       "rounding mode", "rounding_mode", [mode[0]]>>];
  let rules = [TypeAvailableAt<AnyType, [Extension<[mode[1]]>]>];
}

// What `mlir-opt --tosa-validate=strict-op-spec-alignment` 22 checks whatever
// the target and plain `--tosa-validate` does not (TosaValidation.cpp): an
// instance that breaks one is available on no target. odsgen's default is the
// strict mode; `-D ODSGEN_TOSA_LENIENT` (every command that loads a spec) leaves
// these out, as plain `--tosa-validate` does, which checks no profile, extension
// or specification version an op asks for either (only that some row of its
// compliance table has its types; levels, constant operands and the target's
// own consistency are checked in both modes).
#ifdef ODSGEN_TOSA_LENIENT
def : UncheckedDimensions<"tosa", ["Profile", "Extension", "SpecificationVersion"]>;
#else
// ERROR_IF conditions (checkErrorIfRescale).
def Tosa_RescaleScale32With48BitInput : TypeRules<"tosa"> {
  let ops = ["tosa.rescale"];
  let values = ["operand #0"];
  let when = [AttrValueIs<"scale32", "true">];
  let rules = [TypeUnavailable<I<48>, "Extension", "scale32 is not allowed with 48-bit input">];
}
// Control flow whose regions read values from outside ("It requires the 'cond'
// region is isolated from above"; checkErrorIfCondIf, checkErrorIfWhileLoop).
def Tosa_IsolatedControlFlow : IsolatedRegions<"tosa", ["tosa.cond_if", "tosa.while_loop"], "Extension">;
#endif

#endif // ODSGEN_MLIR22_TOSA_TD
