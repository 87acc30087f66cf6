// func, arith, math, scf and cf: regions, block arguments, successors, multi-results.
module {
  func.func private @ext(i32, f32) -> (i32, f32)
  func.func @arith(%a: i32, %b: i32, %x: f32, %v: vector<4xf32>) -> (i32, i1, vector<4xf32>) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : i32
    %c7 = arith.constant -7 : i64
    %cf = arith.constant 2.500000e+00 : f32
    %cv = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %s = arith.addi %a, %b overflow<nsw> : i32
    %m = arith.muli %s, %c0 : i32
    %cmp = arith.cmpi slt, %m, %a : i32
    %sel = arith.select %cmp, %a, %b : i32
    %e = arith.extsi %sel : i32 to i64
    %t = arith.addi %e, %c7 : i64
    %tr = arith.trunci %t : i64 to i32
    %f = arith.addf %x, %cf fastmath<fast> : f32
    %sq = math.sqrt %f : f32
    %vv = arith.mulf %v, %cv : vector<4xf32>
    %sum, %ov = arith.addui_extended %tr, %b : i32, i1
    %r:2 = func.call @ext(%sum, %sq) : (i32, f32) -> (i32, f32)
    return %r#0, %ov, %vv : i32, i1, vector<4xf32>
  }
  func.func @loops(%lb: index, %ub: index, %init: f32, %buf: memref<?xf32>) -> f32 {
    %c1 = arith.constant 1 : index
    %res = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (f32) {
      %l = memref.load %buf[%i] : memref<?xf32>
      %n = arith.addf %acc, %l : f32
      %inner = scf.for %j = %lb to %i step %c1 iter_args(%a2 = %n) -> (f32) {
        %q = arith.mulf %a2, %a2 : f32
        scf.yield %q : f32
      }
      scf.yield %inner : f32
    }
    %cond = arith.cmpf ogt, %res, %init : f32
    %w = scf.if %cond -> (f32) {
      scf.yield %res : f32
    } else {
      %neg = arith.negf %res : f32
      scf.yield %neg : f32
    }
    %z = scf.while (%arg = %w) : (f32) -> f32 {
      %c = arith.cmpf olt, %arg, %init : f32
      scf.condition(%c) %arg : f32
    } do {
    ^bb0(%arg2: f32):
      %d = arith.addf %arg2, %arg2 : f32
      scf.yield %d : f32
    }
    memref.store %z, %buf[%c1] : memref<?xf32>
    return %z : f32
  }
  func.func @branches(%c: i1, %x: i32, %y: i32) -> i32 {
    cf.cond_br %c, ^bb1(%x : i32), ^bb2
  ^bb1(%p: i32):
    cf.br ^bb3(%p, %p : i32, i32)
  ^bb2:
    cf.cond_br %c, ^bb3(%y, %x : i32, i32), ^bb3(%x, %y : i32, i32)
  ^bb3(%u: i32, %v: i32):
    %s = arith.addi %u, %v : i32
    cf.switch %s : i32, [
      default: ^bb4(%s : i32),
      42: ^bb4(%x : i32)
    ]
  ^bb4(%o: i32):
    return %o : i32
  ^bb5:
    cf.br ^bb4(%x : i32)
  }
}
