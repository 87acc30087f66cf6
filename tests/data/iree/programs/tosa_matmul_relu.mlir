func.func @main(%a: tensor<1x32x64xf32>, %b: tensor<1x64x16xf32>) -> tensor<1x32x16xf32> {
  %za = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zb = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %a, %b, %za, %zb : (tensor<1x32x64xf32>, tensor<1x64x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x16xf32>
  %r = tosa.clamp %m min_val(0.0 : f32) max_val(3.4028235e+38 : f32) : (tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
  return %r : tensor<1x32x16xf32>
}
