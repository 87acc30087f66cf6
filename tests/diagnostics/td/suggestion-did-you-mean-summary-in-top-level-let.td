// RUN: records
class Op { string summary = ""; }
// CHECK: [[FILE]]:[[@LINE+5]]:5: error: Value 'sumary' unknown!
// CHECK-NEXT:   let sumary = "a" in def x : Op;
// CHECK-NEXT:       ^
// CHECK-NEXT: note: did you mean 'summary'?
// LLVM-TBLGEN: same
let sumary = "a" in def x : Op;
