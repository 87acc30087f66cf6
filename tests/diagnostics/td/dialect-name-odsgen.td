// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name 'odsgen' cannot name the generated package: it would hide odsgen itself
// CHECK-NEXT:     let name = "odsgen";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package odsgen_dialect)
  let name = "odsgen";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
