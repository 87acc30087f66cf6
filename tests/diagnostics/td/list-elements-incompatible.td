// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:32: error: Incompatible types in list elements
// CHECK-NEXT:   def A { list<int> x = [1, "a"] ; }
// CHECK-NEXT:                                  ^
// LLVM-TBLGEN: same
def A { list<int> x = [1, "a"] ; }
