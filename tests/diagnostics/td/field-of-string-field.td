// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:35: error: Cannot access field 'rank' of value 's'
// CHECK-NEXT:   def X { string s = "M"; int r = s.rank; }
// CHECK-NEXT:                                     ^
// LLVM-TBLGEN: same
def X { string s = "M"; int r = s.rank; }
