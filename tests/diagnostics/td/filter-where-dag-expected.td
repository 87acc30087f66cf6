// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:17: error: expected value of type 'dag', but got list type
// CHECK-NEXT:   def O { dag r = !filter(i, [1], 1); }
// CHECK-NEXT:                   ^
// LLVM-TBLGEN: same
def O { dag r = !filter(i, [1], 1); }
