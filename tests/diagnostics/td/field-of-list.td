// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:29: error: Cannot access field 'rank' of value '[1, 2]'
// CHECK-NEXT:   def Y { list<int> r = [1,2].rank; }
// CHECK-NEXT:                               ^
// LLVM-TBLGEN: same
def Y { list<int> r = [1,2].rank; }
