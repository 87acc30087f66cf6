// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:28: error: Element type mismatch for list: element type 'string' not convertible to 'int
// CHECK-NEXT:   def A { list<int> x = ["a"]; }
// CHECK-NEXT:                              ^
// LLVM-TBLGEN: same
def A { list<int> x = ["a"]; }
