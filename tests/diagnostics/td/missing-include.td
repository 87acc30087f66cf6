// RUN-SUBPROCESS: records
// CHECK: [[FILE]]:[[@LINE+4]]:9: error: could not find include file 'nothere.td'
// CHECK-NEXT:   include "nothere.td"
// CHECK-NEXT:           ^
// LLVM-TBLGEN: same
include "nothere.td"
def x;
