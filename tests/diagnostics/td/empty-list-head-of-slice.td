// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:19: error: Encountered a list when expecting a int
// CHECK-NEXT:   def A { int r = [ ][0]; }
// CHECK-NEXT:                     ^
// LLVM-TBLGEN: same
def A { int r = [ ][0]; }
