//===- odsgen/base.td - odsgen's base library, all of it -------------------===//
//
// `include "odsgen/base.td"` gives a spec everything it needs to define a
// dialect with availability: dialects, ops, type and attribute constraints, enum
// attributes, availability dimensions and the version/extension/capability
// helpers. The library is self-contained (no MLIR install needed) and uses MLIR
// ODS's class and field names, so odsgen reads it and MLIR's own .td files with
// the same model. See docs/base-library.md.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_BASE_TD
#define ODSGEN_BASE_TD

include "odsgen/constraints.td"
include "odsgen/dialect.td"
include "odsgen/traits.td"
include "odsgen/types.td"
include "odsgen/attrs.td"
include "odsgen/availability.td"
include "odsgen/enums.td"
include "odsgen/versioning.td"
include "odsgen/ops.td"

#endif // ODSGEN_BASE_TD
