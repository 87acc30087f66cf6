// RUN: records
// llvm-tblgen's error stays as it is; a note shows where the class is defined, later.
// CHECK: [[FILE]]:[[@LINE+5]]:9: error: Couldn't find class 'Later'
// CHECK-NEXT:   def X : Later<1>;
// CHECK-NEXT:           ^
// CHECK-NEXT: [[FILE]]:[[@LINE+7]]:7: note: class 'Later' is defined here, after its use; a class must be defined before it is used
// LLVM-TBLGEN: same
def X : Later<1>;
// CHECK-NEXT:   class Later<int n = 0>;
// CHECK-NEXT:         ^
// A class written after its use is not seen by it: one error, at the use.
// CHECK-NOT: {{.*}}: error: {{.*}}
class Later<int n = 0>;
