// RUN: gen --no-format -q -o %t/out
include "prelude-min-version.td"
def D : Dialect {
// CHECK: [[FILE]]:[[@LINE+4]]:14: error: dialect name 'ﬁle' cannot name the generated package: Python would import it as 'file' (its NFKC normal form)
// CHECK-NEXT:     let name = "ﬁle";
// CHECK-NEXT:                ^
// CHECK-NEXT: note: --package NAME names the package instead (for example: --package file)
  let name = "ﬁle";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
