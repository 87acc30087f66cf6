// RUN: records
class A<int x> { int X = x; }
class B<int b> : A<b>;
// CHECK: [[FILE]]:[[@LINE+4]]:15: error: Already subclass of 'A'!
// CHECK-NEXT:   def x : B<1>, A<2>;
// CHECK-NEXT:                 ^
// LLVM-TBLGEN: same
def x : B<1>, A<2>;
