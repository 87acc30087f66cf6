// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name '..' (as a package name '__') cannot name the generated package: it starts with an underscore
// CHECK-NEXT:     let name = "..";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package dialect)
  let name = "..";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
