// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:44: error: Invalid bit range for value
// CHECK-NEXT:   def D { list<bits<2>> l = [0]; bit c = l[0]{3}; }
// CHECK-NEXT:                                              ^
// LLVM-TBLGEN: same
def D { list<bits<2>> l = [0]; bit c = l[0]{3}; }
