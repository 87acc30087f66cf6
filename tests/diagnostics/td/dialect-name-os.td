// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name 'os' cannot name the generated package: it would hide the standard library module 'os'
// CHECK-NEXT:     let name = "os";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package os_dialect)
  let name = "os";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
