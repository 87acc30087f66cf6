// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:44: error: expected list<int>, got list<string>
// CHECK-NEXT:   def I { list<int> l = [1]; list<int> r = l[["a"]]; }
// CHECK-NEXT:                                              ^
// LLVM-TBLGEN: same
def I { list<int> l = [1]; list<int> r = l[["a"]]; }
