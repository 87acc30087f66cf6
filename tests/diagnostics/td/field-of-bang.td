// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:28: error: Cannot access field 'rank' of value '3'
// CHECK-NEXT:   def Y { int r = !add(1, 2).rank; }
// CHECK-NEXT:                              ^
// LLVM-TBLGEN: same
def Y { int r = !add(1, 2).rank; }
