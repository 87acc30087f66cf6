// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name 'typing' cannot name the generated package: it would hide the standard library module 'typing'
// CHECK-NEXT:     let name = "typing";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package typing_dialect)
  let name = "typing";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
