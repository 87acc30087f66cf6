// RUN: records
defvar M = [1];
// CHECK: [[FILE]]:[[@LINE+4]]:26: error: Type 'string' is invalid, list expected
// CHECK-NEXT:   def X { string s = "a" # M[0]; }
// CHECK-NEXT:                            ^
// LLVM-TBLGEN: same
def X { string s = "a" # M[0]; }
