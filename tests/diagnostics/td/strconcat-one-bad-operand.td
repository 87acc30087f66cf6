// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:37: error: Variable not defined: 'nosuch'
// CHECK-NEXT:   def A { string x = !strconcat(!size(nosuch)); }
// CHECK-NEXT:                                       ^
// LLVM-TBLGEN: same
def A { string x = !strconcat(!size(nosuch)); }
