// RUN: records
// CHECK: [[FILE]]:[[@LINE+4]]:5: error: Value 'nosuch' unknown!
// CHECK-NEXT:   let nosuch = 1 in
// CHECK-NEXT:       ^
// LLVM-TBLGEN: same
let nosuch = 1 in
def x;
