// RUN: records
// A missing ';' is reported as llvm-tblgen does: worded by the statement it ends, at the
// token after it (not as an unexpected next token).
class Op { string summary = ""; string d = ""; }
def x : Op {
  let summary = "a"
// CHECK: [[FILE]]:[[@LINE+5]]:3: error: expected ';' after let expression
// CHECK-NEXT:     let d = "b";
// CHECK-NEXT:     ^
// CHECK: [[FILE]]:[[@LINE-4]]:20: note: insert ';' here
// LLVM-TBLGEN: same
  let d = "b";
}
