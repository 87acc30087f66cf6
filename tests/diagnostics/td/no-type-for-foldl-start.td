// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:32: error: No type for list
// CHECK-NEXT:   def A { list<int> x = !foldl([], [1, 2], a, b, !listconcat(a, [b])); }
// CHECK-NEXT:                                  ^
// LLVM-TBLGEN: same
def A { list<int> x = !foldl([], [1, 2], a, b, !listconcat(a, [b])); }
