// RUN: records
def A { list<int> x = []<string>
// CHECK: [[FILE]]:[[@LINE+4]]:2: error: Element type mismatch for list: element type 'string' not convertible to 'int
// CHECK-NEXT:    ; }
// CHECK-NEXT:    ^
// LLVM-TBLGEN: same
 ; }
