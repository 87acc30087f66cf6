// RUN: records
def x {
// CHECK: [[FILE]]:[[@LINE+4]]:3: error: Couldn't find class 'Nope'
// CHECK-NEXT:     Nope r = ?;
// CHECK-NEXT:     ^
// LLVM-TBLGEN: same
  Nope r = ?;
}
