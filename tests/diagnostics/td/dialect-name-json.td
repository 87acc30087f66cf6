// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name 'json' cannot name the generated package: it would hide the standard library module 'json'
// CHECK-NEXT:     let name = "json";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package json_dialect)
  let name = "json";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
