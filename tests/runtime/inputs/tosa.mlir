// TOSA: tensor ops with dense constants, shapes, enum and array attributes.
func.func @net(%in: tensor<1x8x8x4xf32>, %w: tensor<16x3x3x4xf32>) -> tensor<1x8x8x16xf32> {
  %bias = "tosa.const"() <{values = dense<0.5> : tensor<16xf32>}> : () -> tensor<16xf32>
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %conv = tosa.conv2d %in, %w, %bias, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<16x3x3x4xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x16xf32>
  %relu = tosa.clamp %conv {max_val = 3.40282347E+38 : f32, min_val = 0.0 : f32} : (tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %sum = tosa.add %relu, %conv : (tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %shape = tosa.const_shape {values = dense<[1, 64, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %flat = tosa.reshape %sum, %shape : (tensor<1x8x8x16xf32>, !tosa.shape<3>) -> tensor<1x64x16xf32>
  %back = "tosa.const_shape"() <{values = dense<[1, 8, 8, 16]> : tensor<4xindex>}> : () -> !tosa.shape<4>
  %out = tosa.reshape %flat, %back : (tensor<1x64x16xf32>, !tosa.shape<4>) -> tensor<1x8x8x16xf32>
  %ints = "tosa.const"() <{values = dense<"0x0100000002000000"> : tensor<2xi32>}> : () -> tensor<2xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %neg = tosa.negate %ints, %zp, %zp : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  return %out : tensor<1x8x8x16xf32>
}
