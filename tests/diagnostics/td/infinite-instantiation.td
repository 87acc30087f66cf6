// RUN-SUBPROCESS: records
class A<int n> {
  A next = A<!add(n, 1)>;
}
// CHECK: [[FILE]]:[[@LINE+4]]:5: error: expression nests too deeply (infinite recursion?)
// CHECK-NEXT:   def a : A<0>;
// CHECK-NEXT:       ^
// LLVM-TBLGEN: uncompared: llvm-tblgen 22 overflows its stack
def a : A<0>;
