// RUN-SUBPROCESS: records
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: include nesting too deep (recursive include?)
// CHECK-NEXT:   include "recursive-include.td"
// CHECK-NEXT:   ^
// LLVM-TBLGEN: uncompared: llvm-tblgen 22 overflows its stack
include "recursive-include.td"
def x;
