// RUN: records
class A<string s> {
  string S = s;
}
// CHECK: [[FILE]]:[[@LINE+4]]:12: error: Encountered a list when expecting a string
// CHECK-NEXT:   def d : A<[1]>;
// CHECK-NEXT:              ^
// LLVM-TBLGEN: same
def d : A<[1]>;
