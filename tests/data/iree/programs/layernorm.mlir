#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<16x128xf32>) -> tensor<16x128xf32> {
  %c0 = arith.constant 0.0 : f32
  %n = arith.constant 128.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e1 = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x128xf32>) outs(%z : tensor<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x128xf32>) outs(%z : tensor<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.mulf %in, %in : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x128xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %sq : tensor<16x128xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16x128xf32>) {
  ^bb0(%in: f32, %s: f32, %q: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %ex2 = arith.divf %q, %n : f32
    %mm = arith.mulf %mean, %mean : f32
    %var = arith.subf %ex2, %mm : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %in, %mean : f32
    %y = arith.mulf %d, %rs : f32
    linalg.yield %y : f32
  } -> tensor<16x128xf32>
  return %r : tensor<16x128xf32>
}
