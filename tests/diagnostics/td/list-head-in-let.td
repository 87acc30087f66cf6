// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:25: error: Encountered a list when expecting a int
// CHECK-NEXT:   def A { int x; let x = [1][0]; }
// CHECK-NEXT:                           ^
// LLVM-TBLGEN: same
def A { int x; let x = [1][0]; }
