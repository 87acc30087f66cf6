//===- odsgen/overrides.td - replace a def's availability from an overlay --===//
//
// Part of odsgen's base library. TableGen cannot change a def once it is
// defined, so an overlay spec (a later --spec) that corrects the availability
// of an op or enum case of someone else's .td states the correction as a
// record of its own:
//
//   def : OpAvailabilityOverride<SPIRV_IsFiniteOp, [Capability<[SPIRV_C_Kernel]>]>;
//
// odsgen's model then reads `availability` as the target's own list, replacing
// it (not merging with it: list every requirement the target has). One
// override per target. With `let enumAttributes = 0`, an op's enum attributes
// stop contributing their cases' availability too. llvm-tblgen reads these as ordinary records.
// odsgen/mlir22/spirv-khronos.td is such an overlay (docs/khronos.md).
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_OVERRIDES_TD
#define ODSGEN_OVERRIDES_TD

#ifndef ODSGEN_TYPES_TD
#ifndef OP_BASE
#ifndef COMMON_TYPE_CONSTRAINTS_TD
include "odsgen/base.td"
#endif
#endif
#endif

class AvailabilityOverride<list<Availability> avail> {
  list<Availability> availability = avail;
}

class OpAvailabilityOverride<Op op, list<Availability> avail>
    : AvailabilityOverride<avail> {
  Op target = op;
  // 0: the cases of the op's enum attributes add nothing either, `availability`
  // (with the TypeRules about the op, odsgen/typerules.td) is all the op needs.
  // For ops whose availability upstream writes by hand (SPIR-V's
  // autogenAvailability = 0), which reads no enum case's availability.
  bit enumAttributes = 1;
}

class CaseAvailabilityOverride<SignlessIntegerAttrBase enumCase, list<Availability> avail>
    : AvailabilityOverride<avail> {
  SignlessIntegerAttrBase target = enumCase;
}

#endif // ODSGEN_OVERRIDES_TD
