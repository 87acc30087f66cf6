// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:30: error: Encountered a list when expecting a int
// CHECK-NEXT:   def P { int r = !listremove([1], [1]); }
// CHECK-NEXT:                                ^
// LLVM-TBLGEN: same
def P { int r = !listremove([1], [1]); }
