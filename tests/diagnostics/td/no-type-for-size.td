// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:28: error: No type for list
// CHECK-NEXT:   def A { int x = !size([]   ); }
// CHECK-NEXT:                              ^
// LLVM-TBLGEN: same
def A { int x = !size([]   ); }
