// RUN: records
class C<int x> { int v = x; }
// CHECK: [[FILE]]:[[@LINE+4]]:12: error: Encountered a list when expecting a int
// CHECK-NEXT:   def J : C<[1][0]>;
// CHECK-NEXT:              ^
// LLVM-TBLGEN: same
def J : C<[1][0]>;
