// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:20: error: expected two operands to operator
// CHECK-NEXT:   def A { string x = !interleave(["a"]); }
// CHECK-NEXT:                      ^
// LLVM-TBLGEN: same
def A { string x = !interleave(["a"]); }
