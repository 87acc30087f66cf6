// RUN: records
// After '#' (and in a def name) the head of M.f is the string "M" unless M is a local
// variable: a def or a top-level defvar of that name does not count.
class M { int rank = 1; }
def M : M;
// CHECK: [[FILE]]:[[@LINE+4]]:29: error: Cannot access field 'rank' of value '"M"'
// CHECK-NEXT:   def X { string s = "a " # M.rank; }
// CHECK-NEXT:                               ^
// LLVM-TBLGEN: same
def X { string s = "a " # M.rank; }
