// RUN: records
class A<int n> {
  string s = !cast<string>(!cast<A>("r" # n));
}
// CHECK: [[FILE]]:[[@LINE+4]]:5: error: Undefined reference to record: 'r1'
// CHECK-NEXT:   def r0 : A<1>;
// CHECK-NEXT:       ^
// LLVM-TBLGEN: same
def r0 : A<1>;
