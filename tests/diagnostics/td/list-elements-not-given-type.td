// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:34: error: Incompatible types in list elements
// CHECK-NEXT:   def A { list<int> x = [1]<string>; }
// CHECK-NEXT:                                    ^
// LLVM-TBLGEN: same
def A { list<int> x = [1]<string>; }
