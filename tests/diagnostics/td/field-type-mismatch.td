// RUN: records
class A {
// CHECK: [[FILE]]:[[@LINE+4]]:11: error: Field 'v' of type 'int' is incompatible with value '"s"' of type 'string'
// CHECK-NEXT:     int v = "s";
// CHECK-NEXT:             ^
// LLVM-TBLGEN: same
  int v = "s";
}
