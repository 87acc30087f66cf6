#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %c = arith.constant 0.7978845608 : f32
    %k = arith.constant 0.044715 : f32
    %x2 = arith.mulf %in, %in : f32
    %x3 = arith.mulf %x2, %in : f32
    %t0 = arith.mulf %x3, %k : f32
    %t1 = arith.addf %in, %t0 : f32
    %t2 = arith.mulf %t1, %c : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %t3, %one : f32
    %t5 = arith.mulf %t4, %half : f32
    %y = arith.mulf %t5, %in : f32
    linalg.yield %y : f32
  } -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}
