// Locations of every kind, on operations, block arguments and as attribute values.
#named = loc("callee.c":10:2)
module {
  func.func @f(%a: i32 loc("args.c":1:10), %b: i32 loc(unknown)) -> i32 {
    %0 = arith.addi %a, %b : i32 loc("f.c":2:3)
    %1 = arith.muli %0, %0 : i32 loc(callsite(#named at "caller.c":20:5))
    %2 = arith.subi %1, %0 : i32 loc(fused["a.c":1:1, "b.c":2:2 to :9, "c.c":3:1 to 4:2])
    %3 = arith.addi %2, %2 : i32 loc(fused<"meta">[#named, unknown])
    %4 = arith.xori %3, %3 : i32 loc("name"("inner.c":7:7))
    %5 = arith.ori %4, %4 : i32 loc("just a name")
    "unreg.op"() {where = loc("attr.c":4:4), also = #named} : () -> () loc(#named)
    return %5 : i32 loc(unknown)
  } loc("f.c":1:1)
} loc("module.c":0:0)
