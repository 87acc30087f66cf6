// RUN: records
class Summary;
// CHECK: [[FILE]]:[[@LINE+5]]:9: error: Couldn't find class 'Sumary'
// CHECK-NEXT:   def x : Sumary;
// CHECK-NEXT:           ^
// CHECK-NEXT: note: did you mean 'Summary'?
// LLVM-TBLGEN: same
def x : Sumary;
