// RUN: records
def m {
// CHECK: [[FILE]]:[[@LINE+4]]:11: error: invalid regex '('
// CHECK-NEXT:     bit a = !match("abc", "(");
// CHECK-NEXT:             ^
// LLVM-TBLGEN: error: invalid regex '('
  bit a = !match("abc", "(");
}
