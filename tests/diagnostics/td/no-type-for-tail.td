// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:31: error: No type for list
// CHECK-NEXT:   def A { list<int> x = !tail([]); }
// CHECK-NEXT:                                 ^
// LLVM-TBLGEN: same
def A { list<int> x = !tail([]); }
