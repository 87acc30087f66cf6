#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<16x256xf32>) -> tensor<16xi32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<16xf32>
  %e1 = tensor.empty() : tensor<16xi32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
  %f1 = linalg.fill ins(%c0 : i32) outs(%e1 : tensor<16xi32>) -> tensor<16xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x256xf32>) outs(%f0, %f1 : tensor<16xf32>, tensor<16xi32>) {
  ^bb0(%in: f32, %m: f32, %i: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %in, %m : f32
    %nm = arith.select %gt, %in, %m : f32
    %ni = arith.select %gt, %ji, %i : i32
    linalg.yield %nm, %ni : f32, i32
  } -> (tensor<16xf32>, tensor<16xi32>)
  return %r#1 : tensor<16xi32>
}
