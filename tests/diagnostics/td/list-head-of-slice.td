// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:18: error: Encountered a list when expecting a int
// CHECK-NEXT:   def A { int r = [1,2][0]; }
// CHECK-NEXT:                    ^
// LLVM-TBLGEN: same
def A { int r = [1,2][0]; }
