// RUN: records
class M { int rank = 1; }
def M : M;
// CHECK: [[FILE]]:[[@LINE+4]]:29: error: Cannot access field 'rank' of value '"M"'
// CHECK-NEXT:   def X { string s = "a " # M.rank; }
// CHECK-NEXT:                               ^
// LLVM-TBLGEN: same
def X { string s = "a " # M.rank; }
