// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:20: error: expected value of type 'string', got 'int'
// CHECK-NEXT:   def A { string r = !add(1, 2)[0]; }
// CHECK-NEXT:                      ^
// LLVM-TBLGEN: same
def A { string r = !add(1, 2)[0]; }
