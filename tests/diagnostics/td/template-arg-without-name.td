// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:12: error: unexpected '>', expected identifier
// CHECK-NEXT:   class A<int> {}
// CHECK-NEXT:              ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:12: error: Expected identifier in declaration
class A<int> {}
