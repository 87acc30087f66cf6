// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:22: error: Cannot access field 'rank' of value '1'
// CHECK-NEXT:   def Y { int r = true.rank; }
// CHECK-NEXT:                        ^
// LLVM-TBLGEN: same
def Y { int r = true.rank; }
