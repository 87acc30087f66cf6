// RUN: avail
// RUN: explain d.a --spec %s
// EXIT: 2
// RUN: validate Inputs/d-a.mlir --target version=V_1 --spec %s
// EXIT: 2
// RUN: gen -o %t/out --no-format
// The second def would be invisible: validate called d.a legal at V_1 though D_BOp
// needs V_2. (explain's and validate's 1 means "illegal": bad input is their 2.)
include "prelude-min-version.td"
def D : Dialect { let name = "d"; }
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_1">]; }
// CHECK: [[FILE]]:[[@LINE+6]]:5: error: op 'D_BOp' has the same operation name 'd.a' as op 'D_AOp'
// CHECK-NEXT:   def D_BOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
// CHECK-NEXT:       ^
// CHECK-NEXT: [[FILE]]:[[@LINE-4]]:5: note: 'D_AOp' defined here
// CHECK-NEXT:   def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_1">]; }
// CHECK-NEXT:       ^
def D_BOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
