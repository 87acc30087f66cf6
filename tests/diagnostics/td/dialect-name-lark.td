// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name 'lark' cannot name the generated package: it would hide the module 'lark' of odsgen's dependency 'lark'
// CHECK-NEXT:     let name = "lark";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package lark_dialect)
  let name = "lark";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
