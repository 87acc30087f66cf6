// RUN: records
defvar M = 3;
// CHECK: [[FILE]]:[[@LINE+4]]:28: error: Cannot access field 'rank' of value '"M"'
// CHECK-NEXT:   def X { string s = "a" # M.rank; }
// CHECK-NEXT:                              ^
// LLVM-TBLGEN: same
def X { string s = "a" # M.rank; }
