// RUN: records -I Inputs/searched -I other
// CHECK: [[FILE]]:[[@LINE+5]]:9: error: could not find include file 'Summry.td'
// CHECK-NEXT:   include "Summry.td"
// CHECK-NEXT:           ^
// CHECK-NEXT: note: searched the working directory, {{.*}}, 'Inputs/searched', 'other'{{.*}}
// CHECK-NEXT: note: did you mean 'Summary.td'?
include "Summry.td"
// LLVM-TBLGEN: same
