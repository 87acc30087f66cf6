// RUN: records
multiclass Pair { def a; }
// CHECK: [[FILE]]:[[@LINE+5]]:10: error: Couldn't find multiclass 'Piar'
// CHECK-NEXT:   defm p : Piar;
// CHECK-NEXT:            ^
// CHECK-NEXT: note: did you mean 'Pair'?
// LLVM-TBLGEN: same
defm p : Piar;
