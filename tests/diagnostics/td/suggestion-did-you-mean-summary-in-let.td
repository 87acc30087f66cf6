// RUN: records
class Op { string summary = ""; }
// CHECK: [[FILE]]:[[@LINE+5]]:18: error: Value 'sumary' unknown!
// CHECK-NEXT:   def x : Op { let sumary = "a"; }
// CHECK-NEXT:                    ^
// CHECK-NEXT: note: did you mean 'summary'?
// LLVM-TBLGEN: same
def x : Op { let sumary = "a"; }
