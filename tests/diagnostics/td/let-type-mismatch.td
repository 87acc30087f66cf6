// RUN: records
class A {
  int v = 0;
}
def y : A {
// CHECK: [[FILE]]:[[@LINE+4]]:7: error: Field 'v' of type 'int' is incompatible with value '"str"' of type 'string'
// CHECK-NEXT:     let v = "str";
// CHECK-NEXT:         ^
// LLVM-TBLGEN: same
  let v = "str";
}
