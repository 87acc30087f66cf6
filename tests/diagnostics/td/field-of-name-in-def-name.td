// RUN: records
class M { int rank = 1; }
def M : M;
// CHECK: [[FILE]]:[[@LINE+4]]:11: error: Cannot access field 'rank' of value '"M"'
// CHECK-NEXT:   def A # M.rank;
// CHECK-NEXT:             ^
// LLVM-TBLGEN: same
def A # M.rank;
