// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:19: error: Cannot access field 'rank' of value '?'
// CHECK-NEXT:   def Y { int r = ?.rank; }
// CHECK-NEXT:                     ^
// LLVM-TBLGEN: same
def Y { int r = ?.rank; }
