// RUN: records
class A {
  int x = 1;
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: unexpected end of file
// CHECK-NEXT:
// CHECK-NEXT:   ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:1: error: Unknown token when expecting a type
