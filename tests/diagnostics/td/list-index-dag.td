// RUN: records
def ops;
// CHECK: [[FILE]]:[[@LINE+4]]:38: error: unhandled type dag in range
// CHECK-NEXT:   def H { list<int> l = [1]; int r = l[(ops)]; }
// CHECK-NEXT:                                        ^
// LLVM-TBLGEN: same
def H { list<int> l = [1]; int r = l[(ops)]; }
