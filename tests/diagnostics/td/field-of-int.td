// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:19: error: Cannot access field 'rank' of value '3'
// CHECK-NEXT:   def Y { int r = 3.rank; }
// CHECK-NEXT:                     ^
// LLVM-TBLGEN: same
def Y { int r = 3.rank; }
