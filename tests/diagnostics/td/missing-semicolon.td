// RUN: records
def a {
  int x = 1
// CHECK: [[FILE]]:[[@LINE+5]]:1: error: expected ';' after declaration
// CHECK-NEXT:   }
// CHECK-NEXT:   ^
// CHECK: [[FILE]]:[[@LINE-4]]:12: note: insert ';' here
// LLVM-TBLGEN: same
}
