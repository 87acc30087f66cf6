// RUN: avail
include "prelude-min-version.td"
def A : Case<"A", 0>;
// CHECK: [[FILE]]:[[@LINE+2]]:5: error: enum 'E' has two cases with the symbol 'A'
// CHECK: [[FILE]]:[[@LINE-2]]:5: note: 'A' defined here
def B : Case<"A", 1>;
def E : EnumInfo<"E", [A, B]>;
