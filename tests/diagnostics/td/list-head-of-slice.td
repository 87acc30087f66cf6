// RUN: records
// The type a value is expected to have reaches the head of its suffix chain: a list
// literal where an int is expected is an error at the token after its '['.
// CHECK: [[FILE]]:[[@LINE+4]]:18: error: Encountered a list when expecting a int
// CHECK-NEXT:   def A { int r = [1,2][0]; }
// CHECK-NEXT:                    ^
// LLVM-TBLGEN: same
def A { int r = [1,2][0]; }
