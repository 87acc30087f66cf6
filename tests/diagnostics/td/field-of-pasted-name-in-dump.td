// RUN: records
class M { int rank = 1; }
def M : M;
// CHECK: [[FILE]]:[[@LINE+4]]:15: error: Cannot access field 'rank' of value '"M"'
// CHECK-NEXT:   dump "a " # M.rank;
// CHECK-NEXT:                 ^
// LLVM-TBLGEN: same
dump "a " # M.rank;
