// RUN: records
// CHECK: Inputs/include-back.td:2:1: error: include nesting too deep (recursive include?)
// CHECK-NEXT:   include "mutually-recursive-include.td"
// CHECK-NEXT:   ^
// LLVM-TBLGEN: uncompared: llvm-tblgen 22 overflows its stack
include "Inputs/include-back.td"
