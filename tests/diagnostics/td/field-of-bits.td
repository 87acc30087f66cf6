// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:23: error: Cannot access field 'rank' of value '{ 0, 1 }'
// CHECK-NEXT:   def Y { int r = {0,1}.rank; }
// CHECK-NEXT:                         ^
// LLVM-TBLGEN: same
def Y { int r = {0,1}.rank; }
