// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:28: error: Variable not defined: 'nosuch'
// CHECK-NEXT:   def A { int x = !sub(1, 2, nosuch); }
// CHECK-NEXT:                              ^
// LLVM-TBLGEN: same
def A { int x = !sub(1, 2, nosuch); }
