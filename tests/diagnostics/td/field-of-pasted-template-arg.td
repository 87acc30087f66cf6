// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:37: error: Cannot access field 'rank' of value 'C:M'
// CHECK-NEXT:   class C<int M> { string s = "a" # M.rank; }
// CHECK-NEXT:                                       ^
// LLVM-TBLGEN: same
class C<int M> { string s = "a" # M.rank; }
