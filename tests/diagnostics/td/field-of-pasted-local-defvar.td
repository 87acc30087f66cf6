// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:42: error: Cannot access field 'rank' of value '4'
// CHECK-NEXT:   def X { defvar M = 4; string s = "a" # M.rank; }
// CHECK-NEXT:                                            ^
// LLVM-TBLGEN: same
def X { defvar M = 4; string s = "a" # M.rank; }
