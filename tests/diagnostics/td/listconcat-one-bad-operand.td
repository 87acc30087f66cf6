// RUN: records
// A binary operator's operands are read before they are counted.
// CHECK: [[FILE]]:[[@LINE+4]]:35: error: Variable not defined: 'nosuch'
// CHECK-NEXT:   def A { list<int> x = !listconcat(nosuch); }
// CHECK-NEXT:                                     ^
// LLVM-TBLGEN: same
def A { list<int> x = !listconcat(nosuch); }
