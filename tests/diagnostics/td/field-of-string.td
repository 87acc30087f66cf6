// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:21: error: Cannot access field 'rank' of value '"M"'
// CHECK-NEXT:   def Y { int r = "M".rank; }
// CHECK-NEXT:                       ^
// LLVM-TBLGEN: same
def Y { int r = "M".rank; }
