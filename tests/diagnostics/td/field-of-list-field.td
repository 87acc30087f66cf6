// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:38: error: Cannot access field 'rank' of value 'l'
// CHECK-NEXT:   def Y { list<int> l = [1]; int r = l.rank; }
// CHECK-NEXT:                                        ^
// LLVM-TBLGEN: same
def Y { list<int> l = [1]; int r = l.rank; }
