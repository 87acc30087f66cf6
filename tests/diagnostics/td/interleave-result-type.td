// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:17: error: expected value of type 'int', got 'string'
// CHECK-NEXT:   def B { int r = !interleave(["a"], ","); }
// CHECK-NEXT:                   ^
// LLVM-TBLGEN: same
def B { int r = !interleave(["a"], ","); }
