// Builtin types of every kind, as results of unregistered ops; type aliases.
!pair = tuple<i32, f32>
!vec = vector<[4]x2xbf16>
#layout = affine_map<(d0, d1) -> (d1, d0)>
"unreg.ints"() : () -> (i1, i8, i16, i32, i64, i128, si8, ui16, si64, ui1, i7, index)
"unreg.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
"unreg.misc"() : () -> (none, complex<f32>, complex<i8>, tuple<>, !pair, tuple<i32, tuple<f64, none>>, (i32) -> (), () -> (i1, i2), (f32) -> ((i32) -> i32))
"unreg.vectors"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<f32>, !vec, vector<[8]xi1>, vector<2x[4]x1xf16>)
"unreg.tensors"() : () -> (tensor<f32>, tensor<4x?x8xi32>, tensor<*xf32>, tensor<?x?xf64, "enc">, tensor<0x4xi1>, tensor<2x!unreg.elem>, tensor<3xcomplex<f32>>, tensor<4xf32, #unreg.enc<[1, 2]>>)
"unreg.memrefs"() : () -> (memref<f32>, memref<4x?xf32>, memref<*xf32>, memref<*xi8, 1>, memref<4x4xf32, #layout>, memref<8xf32, strided<[1], offset: ?>>, memref<2x3xf32, strided<[3, 1], offset: 4>, 3>, memref<?xf32, #gpu.address_space<workgroup>>, memref<16xi8, affine_map<(d0) -> (d0 + 4)>>)
"unreg.dialect"() : () -> (!unreg.t, !unreg.param<i32, 4>, !unreg<"opaque type">, !unreg.deep<a<b<c<d<e>>>>>, !unreg.quoted<"<>\"">, !unreg.arrow<(i32) -> f32>)
"unreg.consume"() ({
^bb0(%a: !pair, %b: !vec, %c: memref<4x4xf32, #layout>):
  "unreg.yield"(%a, %b, %c) : (!pair, !vec, memref<4x4xf32, #layout>) -> ()
}) : () -> ()
