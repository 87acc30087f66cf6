// RUN: records
def ins;
def x {
 dag d = (ins 1, 2)
// CHECK: [[FILE]]:[[@LINE+4]]:2: error: expected ';' after declaration
// CHECK-NEXT:    int z;
// CHECK-NEXT:    ^
// LLVM-TBLGEN: same
 int z;
}
