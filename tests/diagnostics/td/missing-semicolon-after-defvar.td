// RUN: records
defvar v = 1
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: expected ';'
// CHECK-NEXT:   def y;
// CHECK-NEXT:   ^
// LLVM-TBLGEN: same
def y;
