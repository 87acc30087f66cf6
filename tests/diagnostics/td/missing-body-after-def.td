// RUN: records
class A;
def x : A
// CHECK: [[FILE]]:[[@LINE+4]]:1: error: Expected '{' to start body or ';' for declaration only
// CHECK-NEXT:   def y;
// CHECK-NEXT:   ^
// LLVM-TBLGEN: same
def y;
