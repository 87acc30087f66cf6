// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:17: error: expected value of type 'int', but got list type
// CHECK-NEXT:   def O { int r = !foreach(i, [1], i)[0]; }
// CHECK-NEXT:                   ^
// LLVM-TBLGEN: same
def O { int r = !foreach(i, [1], i)[0]; }
