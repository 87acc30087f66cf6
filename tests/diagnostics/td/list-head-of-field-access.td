// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:21: error: Encountered a list when expecting a string
// CHECK-NEXT:   def A { string s = [1][0].x; }
// CHECK-NEXT:                       ^
// LLVM-TBLGEN: same
def A { string s = [1][0].x; }
