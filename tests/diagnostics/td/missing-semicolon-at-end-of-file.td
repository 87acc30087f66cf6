// RUN: records
def x {
// CHECK: [[FILE]]:[[@LINE+4]]:12: error: expected ';' after declaration
// CHECK-NEXT:     int v = 1
// CHECK-NEXT:              ^
// LLVM-TBLGEN: same
  int v = 1