// RUN: records
def a {
// CHECK: [[FILE]]:[[@LINE+4]]:22: error: unexpected ';', expected ')' or ',' or ']'
// CHECK-NEXT:     list<int> l = [1, 2;
// CHECK-NEXT:                        ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:22: error: expected ']' at end of list value
  list<int> l = [1, 2;
}
