// RUN: records
def a;
// CHECK: [[FILE]]:[[@LINE+4]]:7: error: unexpected character '@'
// CHECK-NEXT:   def b @ ;
// CHECK-NEXT:         ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:7: error: unexpected character
def b @ ;
