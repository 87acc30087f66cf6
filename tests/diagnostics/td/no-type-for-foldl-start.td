// RUN: records
// A list's element types are checked once it is read: llvm-tblgen reports them at the
// token after its ']' (or after its element type's '>'); an empty list needs a type.
// CHECK: [[FILE]]:[[@LINE+4]]:32: error: No type for list
// CHECK-NEXT:   def A { list<int> x = !foldl([], [1, 2], a, b, !listconcat(a, [b])); }
// CHECK-NEXT:                                  ^
// LLVM-TBLGEN: same
def A { list<int> x = !foldl([], [1, 2], a, b, !listconcat(a, [b])); }
