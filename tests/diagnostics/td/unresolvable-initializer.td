// RUN: records
class A<string s> {
  int v = !cast<int>(s);
}
// CHECK: [[FILE]]:[[@LINE+4]]:5: error: Initializer of 'v' in 'd' could not be fully resolved: !cast<int>("abc")
// CHECK-NEXT:   def d : A<"abc">;
// CHECK-NEXT:       ^
// LLVM-TBLGEN: same
def d : A<"abc">;
