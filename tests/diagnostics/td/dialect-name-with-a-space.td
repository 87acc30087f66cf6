// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name 'a b' cannot name the generated package: it is not a Python identifier
// CHECK-NEXT:     let name = "a b";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package a_b)
  let name = "a b";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
