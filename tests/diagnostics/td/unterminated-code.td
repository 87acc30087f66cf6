// RUN: records
def s {
// CHECK: [[FILE]]:[[@LINE+4]]:12: error: unterminated code block
// CHECK-NEXT:     code v = [{ abc;
// CHECK-NEXT:              ^
// LLVM-TBLGEN: same
  code v = [{ abc;
}
