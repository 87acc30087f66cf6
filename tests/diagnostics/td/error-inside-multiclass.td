// RUN: records
class B<int n> {
  int v = !div(10, n);
}
multiclass M<int n> {
// CHECK: [[FILE]]:[[@LINE+5]]:12: error: Illegal operation: division by zero
// CHECK-NEXT:     def _x : B<n>;
// CHECK-NEXT:              ^
// CHECK: [[FILE]]:[[@LINE+4]]:10: note: instantiated from multiclass 'M'
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:7: error: Illegal operation: division by zero
  def _x : B<n>;
}
defm m : M<0>;
