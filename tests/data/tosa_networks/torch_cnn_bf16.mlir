module {
  func.func @main(%arg0: tensor<1x3x16x16xbf16>) -> tensor<1x5xbf16> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_5_torch.bfloat16> : tensor<5xbf16>}> : () -> tensor<5xbf16>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_6_torch.bfloat16> : tensor<6xbf16>}> : () -> tensor<6xbf16>
    %2 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.bfloat16_5> : tensor<4xbf16>}> : () -> tensor<4xbf16>
    %3 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.bfloat16_2> : tensor<4xbf16>}> : () -> tensor<4xbf16>
    %4 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.bfloat16_1> : tensor<4xbf16>}> : () -> tensor<4xbf16>
    %5 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.bfloat16> : tensor<4xbf16>}> : () -> tensor<4xbf16>
    %6 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %7 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %8 = tosa.const_shape  {values = dense<[1, 4, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[1, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %10 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %11 = tosa.const_shape  {values = dense<[1, 1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[1, 6, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %14 = "tosa.const"() <{values = dense<"0x133E423EF0BD18BE773D96BDA23D093ECBBC37BDEABD35BDB73D273E42BE40BEE53DA3BD3DBE5D3CB83C493D4F3D14BEB13CC7BD233ED1BD86BD03BD083EA2BDA33D443E13BDA3BD093D0EBD2B3E24BD393E4ABCA13C8ABCE13DF1BD393E7E3B0FBE643CFD3D12BEA8BB03BE00BE6A3C03BE103E013D1D3E9F3D21BEEABD1B3E6DBC27BE9EBD27BE32BC17BC41BEBEBDAF3D51BD04BEC2BD223E063DE33DB6BDA7BDE13C3C3E963DEC3DA83C0FBEFDBDF63D163E1DBE323DC13DD13DD8BDB6BD873D0DBD2B3E293EB3BD2CBCB3BD223E91BD19BE1DBE063E"> : tensor<4x3x3x3xbf16>}> : () -> tensor<4x3x3x3xbf16>
    %15 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %16 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %17 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.bfloat16_3> : tensor<1x4x1x1xbf16>}> : () -> tensor<1x4x1x1xbf16>
    %18 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.bfloat16_4> : tensor<4x1x1xbf16>}> : () -> tensor<4x1x1xbf16>
    %19 = "tosa.const"() <{values = dense<[[[[2.773440e-01], [-1.875000e-01], [3.344730e-02], [-4.443360e-02]], [[-7.226560e-02], [2.167970e-01], [3.105470e-01], [-2.812500e-01]], [[1.552730e-01], [-1.679690e-01], [3.066410e-01], [1.972660e-01]]], [[[-3.007810e-01], [1.308590e-01], [1.865230e-01], [-1.318360e-01]], [[-2.421880e-01], [1.171880e-01], [1.373290e-02], [-2.988280e-01]], [[-2.812500e-01], [8.642570e-02], [3.164060e-01], [7.177730e-02]]], [[[7.031250e-02], [4.003910e-02], [3.066410e-01], [-5.273440e-02]], [[1.574710e-02], [1.855470e-01], [5.371090e-02], [1.347660e-01]], [[-1.240230e-01], [3.242190e-01], [2.578130e-01], [7.861330e-02]]]]> : tensor<3x3x4x1xbf16>}> : () -> tensor<3x3x4x1xbf16>
    %20 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %21 = "tosa.const"() <{values = dense<6.000000e+00> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %22 = "tosa.const"() <{values = dense<[[[[3.833010e-02, -1.757810e-01, 6.494140e-02, 4.023440e-01]]], [[[-2.382810e-01, 1.474610e-01, 3.339840e-01, 2.080080e-01]]], [[[4.333500e-03, 3.867190e-01, -1.552730e-01, -3.378910e-01]]], [[[-1.425780e-01, 4.042970e-01, 4.394530e-01, -2.890630e-01]]], [[[-1.171880e-01, -3.574220e-01, 4.707030e-01, 2.910160e-01]]], [[[-3.437500e-01, -1.972660e-01, -3.125000e-01, -1.030270e-01]]]]> : tensor<6x1x1x4xbf16>}> : () -> tensor<6x1x1x4xbf16>
    %23 = "tosa.const"() <{values = dense<2.038570e-02> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %24 = "tosa.const"() <{values = dense<[[-1.562500e-01, -3.867190e-01, -3.613280e-01, -1.640630e-01, -2.539060e-01], [-5.273440e-02, 4.062500e-01, 2.160640e-02, -2.949220e-01, -2.041020e-01], [1.708980e-01, -9.667960e-02, 2.089840e-01, 3.574220e-01, 3.945310e-01], [-2.656250e-01, -1.386720e-01, 1.845700e-01, -4.101560e-02, -1.562500e-02], [1.357420e-01, -3.417970e-01, -3.906250e-01, -3.710940e-01, 2.246090e-01], [-1.376950e-01, -3.564450e-02, 2.675780e-01, -2.216800e-01, -3.496090e-01]]> : tensor<6x5xbf16>}> : () -> tensor<6x5xbf16>
    %25 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x16x16xbf16>) -> tensor<1x16x16x3xbf16>
    %26 = tosa.conv2d %25, %14, %5, %6, %6 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x3xbf16>, tensor<4x3x3x3xbf16>, tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x14x14x4xbf16>
    %27 = tosa.transpose %26 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x14x14x4xbf16>) -> tensor<1x4x14x14xbf16>
    %28 = tosa.cast %4 : (tensor<4xbf16>) -> tensor<4xf32>
    %29 = tosa.cast %3 : (tensor<4xbf16>) -> tensor<4xf32>
    %30 = tosa.add %29, %15 : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
    %31 = tosa.pow %30, %16 : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
    %32 = tosa.reciprocal %31 : (tensor<4xf32>) -> tensor<4xf32>
    %33 = tosa.reshape %28, %8 : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x4x1x1xf32>
    %34 = tosa.cast %27 : (tensor<1x4x14x14xbf16>) -> tensor<1x4x14x14xf32>
    %35 = tosa.sub %34, %33 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x14x14xf32>
    %36 = tosa.reshape %32, %8 : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x4x1x1xf32>
    %37 = tosa.mul %35, %36, %7 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>, tensor<1xi8>) -> tensor<1x4x14x14xf32>
    %38 = tosa.cast %17 : (tensor<1x4x1x1xbf16>) -> tensor<1x4x1x1xf32>
    %39 = tosa.mul %37, %38, %7 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>, tensor<1xi8>) -> tensor<1x4x14x14xf32>
    %40 = tosa.cast %18 : (tensor<4x1x1xbf16>) -> tensor<4x1x1xf32>
    %41 = tosa.reshape %40, %8 : (tensor<4x1x1xf32>, !tosa.shape<4>) -> tensor<1x4x1x1xf32>
    %42 = tosa.add %39, %41 : (tensor<1x4x14x14xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x14x14xf32>
    %43 = tosa.cast %42 : (tensor<1x4x14x14xf32>) -> tensor<1x4x14x14xbf16>
    %44 = tosa.clamp %43 {max_val = 3.389530e+38 : bf16, min_val = 0.000000e+00 : bf16} : (tensor<1x4x14x14xbf16>) -> tensor<1x4x14x14xbf16>
    %45 = tosa.transpose %44 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x4x14x14xbf16>) -> tensor<1x14x14x4xbf16>
    %46 = tosa.depthwise_conv2d %45, %19, %2, %6, %6 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x14x14x4xbf16>, tensor<3x3x4x1xbf16>, tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x14x14x4xbf16>
    %47 = tosa.maximum %46, %20 : (tensor<1x14x14x4xbf16>, tensor<1x1x1x1xbf16>) -> tensor<1x14x14x4xbf16>
    %48 = tosa.minimum %47, %21 : (tensor<1x14x14x4xbf16>, tensor<1x1x1x1xbf16>) -> tensor<1x14x14x4xbf16>
    %49 = tosa.max_pool2d %48 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x14x14x4xbf16>) -> tensor<1x7x7x4xbf16>
    %50 = tosa.conv2d %49, %22, %1, %6, %6 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x7x7x4xbf16>, tensor<6x1x1x4xbf16>, tensor<6xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x7x7x6xbf16>
    %51 = tosa.transpose %50 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x7x7x6xbf16>) -> tensor<1x6x7x7xbf16>
    %52 = tosa.reduce_sum %51 {axis = 3 : i32} : (tensor<1x6x7x7xbf16>) -> tensor<1x6x7x1xbf16>
    %53 = tosa.reduce_sum %52 {axis = 2 : i32} : (tensor<1x6x7x1xbf16>) -> tensor<1x6x1x1xbf16>
    %54 = tosa.mul %53, %23, %7 : (tensor<1x6x1x1xbf16>, tensor<1x1x1x1xbf16>, tensor<1xi8>) -> tensor<1x6x1x1xbf16>
    %55 = tosa.reshape %54, %9 : (tensor<1x6x1x1xbf16>, !tosa.shape<2>) -> tensor<1x6xbf16>
    %56 = tosa.cast %0 : (tensor<5xbf16>) -> tensor<5xf32>
    %57 = tosa.cast %55 : (tensor<1x6xbf16>) -> tensor<1x6xf32>
    %58 = tosa.cast %24 : (tensor<6x5xbf16>) -> tensor<6x5xf32>
    %59 = tosa.reshape %57, %11 : (tensor<1x6xf32>, !tosa.shape<3>) -> tensor<1x1x6xf32>
    %60 = tosa.reshape %58, %12 : (tensor<6x5xf32>, !tosa.shape<3>) -> tensor<1x6x5xf32>
    %61 = tosa.matmul %59, %60, %10, %10 : (tensor<1x1x6xf32>, tensor<1x6x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x5xf32>
    %62 = tosa.reshape %61, %13 : (tensor<1x1x5xf32>, !tosa.shape<2>) -> tensor<1x5xf32>
    %63 = tosa.reshape %56, %13 : (tensor<5xf32>, !tosa.shape<2>) -> tensor<1x5xf32>
    %64 = tosa.add %62, %63 : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %65 = tosa.cast %64 : (tensor<1x5xf32>) -> tensor<1x5xbf16>
    %66 = tosa.cast %65 : (tensor<1x5xbf16>) -> tensor<1x5xf32>
    %67 = tosa.reduce_max %66 {axis = 1 : i32} : (tensor<1x5xf32>) -> tensor<1x1xf32>
    %68 = tosa.sub %66, %67 : (tensor<1x5xf32>, tensor<1x1xf32>) -> tensor<1x5xf32>
    %69 = tosa.exp %68 : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %70 = tosa.reduce_sum %69 {axis = 1 : i32} : (tensor<1x5xf32>) -> tensor<1x1xf32>
    %71 = tosa.reciprocal %70 : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %72 = tosa.mul %69, %71, %7 : (tensor<1x5xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x5xf32>
    %73 = tosa.cast %72 : (tensor<1x5xf32>) -> tensor<1x5xbf16>
    return %73 : tensor<1x5xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.bfloat16: "0x02000000AF3EC83E973E10BED83C",
      torch_tensor_6_torch.bfloat16: "0x02000000343EE8BD01BE6CBC97BDDDBC",
      torch_tensor_4_torch.bfloat16_5: "0x02000000A3BD963CE03D963E",
      torch_tensor_4_torch.bfloat16_2: "0x02000000803F803F803F803F",
      torch_tensor_4_torch.bfloat16_1: "0x020000000000000000000000",
      torch_tensor_4_torch.bfloat16: "0x02000000CA3D3FBEE43C59BD",
      torch_tensor_4_torch.bfloat16_3: "0x02000000803F803F803F803F",
      torch_tensor_4_torch.bfloat16_4: "0x020000000000000000000000"
    }
  }
#-}
