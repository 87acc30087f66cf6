// RUN: records
// CHECK: [[FILE]]:[[@LINE+5]]:11: error: Couldn't find class 'Later'
// CHECK-NEXT:   class B { Later f = ?; }
// CHECK-NEXT:             ^
// CHECK-NEXT: [[FILE]]:[[@LINE+5]]:7: note: class 'Later' is defined here, after its use; a class must be defined before it is used
// LLVM-TBLGEN: same
class B { Later f = ?; }
// CHECK-NEXT:   class Later<int n = 0>;
// CHECK-NEXT:         ^
class Later<int n = 0>;
