// RUN: records
class P { bits<8> Enc = 0; }
// CHECK: [[FILE]]:[[@LINE+4]]:8: error: unexpected '{', expected '<' or '='
// CHECK-NEXT:   let Enc{7-6} = 0b11 in
// CHECK-NEXT:          ^
// LLVM-TBLGEN: [[FILE]]:[[@LINE+1]]:8: error: expected '=' in let expression
let Enc{7-6} = 0b11 in
def p : P;
