// RUN: records
class M { int rank = 1; }
def M : M;
// CHECK: [[FILE]]:[[@LINE+4]]:20: error: Cannot access field 'rank' of value '"M"'
// CHECK-NEXT:   defvar V = "a" # M.rank;
// CHECK-NEXT:                      ^
// LLVM-TBLGEN: same
defvar V = "a" # M.rank;
