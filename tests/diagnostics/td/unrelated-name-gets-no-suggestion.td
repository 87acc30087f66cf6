// RUN: records
class Summary;
// CHECK: [[FILE]]:[[@LINE+4]]:9: error: Couldn't find class 'Widget'
// CHECK-NOT: {{.*}}did you mean{{.*}}
// A name like no other gets no suggestion.
// LLVM-TBLGEN: same
def x : Widget;
