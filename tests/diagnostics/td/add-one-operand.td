// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:17: error: expected two operands to operator
// CHECK-NEXT:   def A { int x = !add(1); }
// CHECK-NEXT:                   ^
// LLVM-TBLGEN: same
def A { int x = !add(1); }
