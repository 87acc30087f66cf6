// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:17: error: expected two operands to operator
// CHECK-NEXT:   def A { int x = !sub(1, 2, 3); }
// CHECK-NEXT:                   ^
// LLVM-TBLGEN: same
def A { int x = !sub(1, 2, 3); }
