// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:25: error: Encountered a list when expecting a int
// CHECK-NEXT:   def G { list<int> l = [[1],[2]][0]; }
// CHECK-NEXT:                           ^
// LLVM-TBLGEN: same
def G { list<int> l = [[1],[2]][0]; }
