// RUN: records
// An included file's missing include is reported in that file.
// CHECK: Inputs/include-missing.td:2:9: error: could not find include file 'nowhere.td'
// CHECK-NEXT:   include "nowhere.td"
// CHECK-NEXT:           ^
// LLVM-TBLGEN: same
include "Inputs/include-missing.td"
def x;
