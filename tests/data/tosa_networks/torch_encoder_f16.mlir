module {
  func.func @main(%arg0: tensor<1x5x8xf16>) -> tensor<1x5x8xf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x5x5xf32>}> : () -> tensor<1x2x5x5xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float16_5> : tensor<8xf16>}> : () -> tensor<8xf16>
    %2 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float16_3> : tensor<8xf16>}> : () -> tensor<8xf16>
    %3 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float16> : tensor<16xf16>}> : () -> tensor<16xf16>
    %4 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float16_2> : tensor<8xf16>}> : () -> tensor<8xf16>
    %5 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float16> : tensor<8xf16>}> : () -> tensor<8xf16>
    %6 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float16> : tensor<24xf16>}> : () -> tensor<24xf16>
    %7 = tosa.const_shape  {values = dense<[5, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %9 = tosa.const_shape  {values = dense<[1, 5, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 8, 24]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[5, 24]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %12 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %13 = tosa.const_shape  {values = dense<[1, 24]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %14 = tosa.const_shape  {values = dense<[1, 5, 1, 3, 8]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %15 = tosa.const_shape  {values = dense<[3, 5, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[1, 5, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = tosa.const_shape  {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[2, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[5, 2, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[1, 2, 5, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[2, 5, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[2, 4, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[1, 2, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[2, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = tosa.const_shape  {values = dense<[1, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %27 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %28 = tosa.const_shape  {values = dense<[1, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %29 = tosa.const_shape  {values = dense<[1, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %30 = tosa.const_shape  {values = dense<[5, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %31 = tosa.const_shape  {values = dense<[1, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %32 = tosa.const_shape  {values = dense<[1, 5, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %33 = tosa.const_shape  {values = dense<[1, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %34 = "tosa.const"() <{values = dense<"0x9EB4DCB147B249B20636C63525B1B4335D36F32D3D28A91B82AEE230CB31CAB58FB1B3362927E0287B36A81A8E3627B68735E52B61B5AF3508A6FEADD0B3C036762C60ACDDB05C35F6B447AE86B4D7A8FEB441A40FAB4930A731DC35EDA7FAB41CB427349D3688B516B17932803492295D359931342B4BB08936F8AEA0301FB614369D3333B4F1358D3573B2BFB2CCB4DFB574B4E8294331B63446B6FAB2703666AB8C2E9135AFB40A3466A2A9B0E2258EA9EEB5BD3437319FA966AC5DB447353EA681B5523406B5163308B56E315F36DBB59AAE9DB2E1AFC4B413AC8DB614334AB6CF359DB1AEB47A33D0B4EB367232B2B25D33452E4535B3B6DEB5DD30BF331B34152613309B3578B1FCA5E536413288B3A4363C33C3B1B9AB1C2D6F2636B4A2B4BD309CB3C932032CD82D2E2F8F247DB18D30A234173651B44CB191AE9EB650B40335EC34D0B2A2B439A7DFB49E2DB22CED35F7AC66B2A1AF4025A32A94363AB61636C53103B4B8AD2DABB7B08734ECB2C5B0C0B5CEB528B1ADB56324661A"> : tensor<8x24xf16>}> : () -> tensor<8x24xf16>
    %35 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %37 = "tosa.const"() <{values = dense<[[2.629390e-01, 3.964230e-02, 9.271240e-02, 4.129030e-02, 3.601070e-02, 3.312990e-01, 3.066410e-01, 1.427000e-01], [-2.717290e-01, 3.481450e-01, -1.785890e-01, -2.651370e-01, -2.163090e-01, -3.102110e-02, -2.267460e-02, 2.775880e-01], [1.455080e-01, 1.107180e-01, -2.155760e-01, 2.922360e-01, -2.561040e-01, 3.317870e-01, 2.014160e-01, -1.419680e-01], [-8.190910e-02, 2.459720e-01, -1.350100e-01, -1.877440e-01, -2.624510e-01, 2.552800e-02, 7.122040e-03, -1.689150e-02], [1.641850e-01, -2.099610e-01, -4.547120e-02, 2.447510e-01, -1.198120e-01, -9.437560e-03, 2.265630e-01, 1.566160e-01], [-3.452150e-01, 3.000490e-01, -8.135990e-02, 3.508300e-01, -1.457520e-01, -5.877690e-02, -2.355960e-01, -1.737060e-01], [-3.391110e-01, 2.052000e-01, -3.471680e-01, 6.146240e-02, -6.573490e-02, 1.466060e-01, -2.296140e-01, 2.038570e-01], [9.002680e-02, 2.479550e-02, -1.462400e-01, -7.360830e-02, -6.365970e-02, -1.464840e-01, 2.575680e-01, 2.621460e-02]]> : tensor<8x8xf16>}> : () -> tensor<8x8xf16>
    %38 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %39 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %40 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %41 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float16_1> : tensor<1x1x8xf16>}> : () -> tensor<1x1x8xf16>
    %42 = "tosa.const"() <{values = dense<"0x3E337E32763054ADA82875B50DAEFDB34E2BF9B357B41133F0B462971326CA32E42D27B1B3B414359EB57530B82D7DB094AF04301DB456350330EE3315318F2DFDB1DAA965B29A2A43301B3325347DAC2835E8AC25A82CA522317FB469B504B205AF68B182303EAB7130E7B3262E8CB4A81EF5A6DAB032A8D4B162321FB47434153526B566B2A7B1F89EC128872BE5332B31D92418B4D42DAB31A32609355D3472B4DE33B5AA39B39E2110345134CC245DACC7B49BB3013351A9A5AFDA23CCB081B356AA6F32722DA42EB2B4993570A102355E3448306FB24CB5E62DC23325349B244432EDB1AA2F0935D9B080B152B375B250B10AB0C4B471B37CB1452D132E"> : tensor<8x16xf16>}> : () -> tensor<8x16xf16>
    %43 = "tosa.const"() <{values = dense<"0x6732B8B306ACCAB212B2EEAC671AF2AE3131F11A2130E0B03330EBB21DA938B061B2FD2DE2B29433ADAD1F2DDAB204309EA9FB31573223AC251A52AB132FBD3091B33A2CB4A884B0F630E831E32CFFAB90B35930402EB4B351B0F132402C77AF4E318B30512DCFAB8AB2A5B237B0AC33103116B2F12DCBB1C4B15032E8323FB104B1E53218B1322EC92DD5B22C30DFB0412C5CA924309F3276A8E33218B27CABC5B32B33782F572850A7E4B1482B6FA6ADB189278A2D6828BB339732F3339331F7B26DA4C631D732BD2EA5B26F3364994AAF78B3502D39B129301D23B4B0502DA92CFCADDFAFA9A95BAE729DABB3851C40ACE732B12D9DAFCD3019AFB2A838AB"> : tensor<16x8xf16>}> : () -> tensor<16x8xf16>
    %44 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float16_4> : tensor<1x1x8xf16>}> : () -> tensor<1x1x8xf16>
    %45 = tosa.reshape %arg0, %7 : (tensor<1x5x8xf16>, !tosa.shape<2>) -> tensor<5x8xf16>
    %46 = tosa.cast %6 : (tensor<24xf16>) -> tensor<24xf32>
    %47 = tosa.cast %45 : (tensor<5x8xf16>) -> tensor<5x8xf32>
    %48 = tosa.cast %34 : (tensor<8x24xf16>) -> tensor<8x24xf32>
    %49 = tosa.reshape %47, %9 : (tensor<5x8xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %50 = tosa.reshape %48, %10 : (tensor<8x24xf32>, !tosa.shape<3>) -> tensor<1x8x24xf32>
    %51 = tosa.matmul %49, %50, %8, %8 : (tensor<1x5x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x24xf32>
    %52 = tosa.reshape %51, %11 : (tensor<1x5x24xf32>, !tosa.shape<2>) -> tensor<5x24xf32>
    %53 = tosa.reshape %46, %13 : (tensor<24xf32>, !tosa.shape<2>) -> tensor<1x24xf32>
    %54 = tosa.add %52, %53 : (tensor<5x24xf32>, tensor<1x24xf32>) -> tensor<5x24xf32>
    %55 = tosa.cast %54 : (tensor<5x24xf32>) -> tensor<5x24xf16>
    %56 = tosa.reshape %55, %14 : (tensor<5x24xf16>, !tosa.shape<5>) -> tensor<1x5x1x3x8xf16>
    %57 = tosa.transpose %56 {perms = array<i32: 3, 1, 2, 0, 4>} : (tensor<1x5x1x3x8xf16>) -> tensor<3x5x1x1x8xf16>
    %58 = tosa.reshape %57, %15 : (tensor<3x5x1x1x8xf16>, !tosa.shape<4>) -> tensor<3x5x1x8xf16>
    %59 = tosa.slice %58, %17, %16 : (tensor<3x5x1x8xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x5x1x8xf16>
    %60 = tosa.slice %58, %18, %16 : (tensor<3x5x1x8xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x5x1x8xf16>
    %61 = tosa.slice %58, %19, %16 : (tensor<3x5x1x8xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x5x1x8xf16>
    %62 = tosa.reshape %59, %20 : (tensor<1x5x1x8xf16>, !tosa.shape<3>) -> tensor<5x2x4xf16>
    %63 = tosa.transpose %62 {perms = array<i32: 1, 0, 2>} : (tensor<5x2x4xf16>) -> tensor<2x5x4xf16>
    %64 = tosa.reshape %60, %20 : (tensor<1x5x1x8xf16>, !tosa.shape<3>) -> tensor<5x2x4xf16>
    %65 = tosa.transpose %64 {perms = array<i32: 1, 0, 2>} : (tensor<5x2x4xf16>) -> tensor<2x5x4xf16>
    %66 = tosa.reshape %61, %20 : (tensor<1x5x1x8xf16>, !tosa.shape<3>) -> tensor<5x2x4xf16>
    %67 = tosa.transpose %66 {perms = array<i32: 1, 0, 2>} : (tensor<5x2x4xf16>) -> tensor<2x5x4xf16>
    %68 = tosa.reshape %63, %21 : (tensor<2x5x4xf16>, !tosa.shape<4>) -> tensor<1x2x5x4xf16>
    %69 = tosa.reshape %65, %21 : (tensor<2x5x4xf16>, !tosa.shape<4>) -> tensor<1x2x5x4xf16>
    %70 = tosa.reshape %67, %21 : (tensor<2x5x4xf16>, !tosa.shape<4>) -> tensor<1x2x5x4xf16>
    %71 = tosa.cast %68 : (tensor<1x2x5x4xf16>) -> tensor<1x2x5x4xf32>
    %72 = tosa.cast %69 : (tensor<1x2x5x4xf16>) -> tensor<1x2x5x4xf32>
    %73 = tosa.cast %70 : (tensor<1x2x5x4xf16>) -> tensor<1x2x5x4xf32>
    %74 = tosa.mul %71, %35, %12 : (tensor<1x2x5x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x5x4xf32>
    %75 = tosa.transpose %72 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x2x5x4xf32>) -> tensor<1x2x4x5xf32>
    %76 = tosa.mul %75, %35, %12 : (tensor<1x2x4x5xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4x5xf32>
    %77 = tosa.reshape %74, %22 : (tensor<1x2x5x4xf32>, !tosa.shape<3>) -> tensor<2x5x4xf32>
    %78 = tosa.reshape %76, %23 : (tensor<1x2x4x5xf32>, !tosa.shape<3>) -> tensor<2x4x5xf32>
    %79 = tosa.matmul %77, %78, %8, %8 : (tensor<2x5x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x5xf32>
    %80 = tosa.reshape %79, %24 : (tensor<2x5x5xf32>, !tosa.shape<4>) -> tensor<1x2x5x5xf32>
    %81 = tosa.reduce_max %80 {axis = 3 : i32} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x1xf32>
    %82 = tosa.sub %80, %81 : (tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) -> tensor<1x2x5x5xf32>
    %83 = tosa.exp %82 : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %84 = tosa.reduce_sum %83 {axis = 3 : i32} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x1xf32>
    %85 = tosa.reciprocal %84 : (tensor<1x2x5x1xf32>) -> tensor<1x2x5x1xf32>
    %86 = tosa.mul %83, %85, %12 : (tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>, tensor<1xi8>) -> tensor<1x2x5x5xf32>
    %87 = tosa.cast %80 : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf64>
    %88 = tosa.equal %87, %36 : (tensor<1x2x5x5xf64>, tensor<1x1x1x1xf64>) -> tensor<1x2x5x5xi1>
    %89 = tosa.reduce_all %88 {axis = 3 : i32} : (tensor<1x2x5x5xi1>) -> tensor<1x2x5x1xi1>
    %90 = tosa.select %89, %0, %86 : (tensor<1x2x5x1xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %91 = tosa.reshape %90, %25 : (tensor<1x2x5x5xf32>, !tosa.shape<3>) -> tensor<2x5x5xf32>
    %92 = tosa.reshape %73, %22 : (tensor<1x2x5x4xf32>, !tosa.shape<3>) -> tensor<2x5x4xf32>
    %93 = tosa.matmul %91, %92, %8, %8 : (tensor<2x5x5xf32>, tensor<2x5x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x4xf32>
    %94 = tosa.reshape %93, %21 : (tensor<2x5x4xf32>, !tosa.shape<4>) -> tensor<1x2x5x4xf32>
    %95 = tosa.cast %94 : (tensor<1x2x5x4xf32>) -> tensor<1x2x5x4xf16>
    %96 = tosa.transpose %95 {perms = array<i32: 2, 0, 1, 3>} : (tensor<1x2x5x4xf16>) -> tensor<5x1x2x4xf16>
    %97 = tosa.reshape %96, %7 : (tensor<5x1x2x4xf16>, !tosa.shape<2>) -> tensor<5x8xf16>
    %98 = tosa.cast %5 : (tensor<8xf16>) -> tensor<8xf32>
    %99 = tosa.cast %97 : (tensor<5x8xf16>) -> tensor<5x8xf32>
    %100 = tosa.cast %37 : (tensor<8x8xf16>) -> tensor<8x8xf32>
    %101 = tosa.reshape %99, %9 : (tensor<5x8xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %102 = tosa.reshape %100, %26 : (tensor<8x8xf32>, !tosa.shape<3>) -> tensor<1x8x8xf32>
    %103 = tosa.matmul %101, %102, %8, %8 : (tensor<1x5x8xf32>, tensor<1x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x8xf32>
    %104 = tosa.reshape %103, %7 : (tensor<1x5x8xf32>, !tosa.shape<2>) -> tensor<5x8xf32>
    %105 = tosa.reshape %98, %27 : (tensor<8xf32>, !tosa.shape<2>) -> tensor<1x8xf32>
    %106 = tosa.add %104, %105 : (tensor<5x8xf32>, tensor<1x8xf32>) -> tensor<5x8xf32>
    %107 = tosa.cast %106 : (tensor<5x8xf32>) -> tensor<5x8xf16>
    %108 = tosa.reshape %107, %9 : (tensor<5x8xf16>, !tosa.shape<3>) -> tensor<1x5x8xf16>
    %109 = tosa.add %arg0, %108 : (tensor<1x5x8xf16>, tensor<1x5x8xf16>) -> tensor<1x5x8xf16>
    %110 = tosa.cast %109 : (tensor<1x5x8xf16>) -> tensor<1x5x8xf32>
    %111 = tosa.cast %110 : (tensor<1x5x8xf32>) -> tensor<1x5x8xf64>
    %112 = tosa.reduce_sum %111 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %113 = tosa.mul %112, %38, %12 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %114 = tosa.sub %111, %113 : (tensor<1x5x8xf64>, tensor<1x5x1xf64>) -> tensor<1x5x8xf64>
    %115 = tosa.mul %114, %114, %12 : (tensor<1x5x8xf64>, tensor<1x5x8xf64>, tensor<1xi8>) -> tensor<1x5x8xf64>
    %116 = tosa.reduce_sum %115 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %117 = tosa.mul %116, %38, %12 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %118 = tosa.cast %117 : (tensor<1x5x1xf64>) -> tensor<1x5x1xf32>
    %119 = tosa.reduce_sum %110 {axis = 2 : i32} : (tensor<1x5x8xf32>) -> tensor<1x5x1xf32>
    %120 = tosa.mul %119, %39, %12 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %121 = tosa.add %118, %40 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>) -> tensor<1x5x1xf32>
    %122 = tosa.rsqrt %121 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %123 = tosa.sub %110, %120 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>) -> tensor<1x5x8xf32>
    %124 = tosa.mul %123, %122, %12 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %125 = tosa.cast %41 : (tensor<1x1x8xf16>) -> tensor<1x1x8xf32>
    %126 = tosa.mul %124, %125, %12 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %127 = tosa.cast %4 : (tensor<8xf16>) -> tensor<8xf32>
    %128 = tosa.reshape %127, %28 : (tensor<8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %129 = tosa.add %126, %128 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>) -> tensor<1x5x8xf32>
    %130 = tosa.cast %129 : (tensor<1x5x8xf32>) -> tensor<1x5x8xf16>
    %131 = tosa.reshape %130, %7 : (tensor<1x5x8xf16>, !tosa.shape<2>) -> tensor<5x8xf16>
    %132 = tosa.cast %3 : (tensor<16xf16>) -> tensor<16xf32>
    %133 = tosa.cast %131 : (tensor<5x8xf16>) -> tensor<5x8xf32>
    %134 = tosa.cast %42 : (tensor<8x16xf16>) -> tensor<8x16xf32>
    %135 = tosa.reshape %133, %9 : (tensor<5x8xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %136 = tosa.reshape %134, %29 : (tensor<8x16xf32>, !tosa.shape<3>) -> tensor<1x8x16xf32>
    %137 = tosa.matmul %135, %136, %8, %8 : (tensor<1x5x8xf32>, tensor<1x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x16xf32>
    %138 = tosa.reshape %137, %30 : (tensor<1x5x16xf32>, !tosa.shape<2>) -> tensor<5x16xf32>
    %139 = tosa.reshape %132, %31 : (tensor<16xf32>, !tosa.shape<2>) -> tensor<1x16xf32>
    %140 = tosa.add %138, %139 : (tensor<5x16xf32>, tensor<1x16xf32>) -> tensor<5x16xf32>
    %141 = tosa.cast %140 : (tensor<5x16xf32>) -> tensor<5x16xf16>
    %142 = tosa.reshape %141, %32 : (tensor<5x16xf16>, !tosa.shape<3>) -> tensor<1x5x16xf16>
    %143 = tosa.clamp %142 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x5x16xf16>) -> tensor<1x5x16xf16>
    %144 = tosa.reshape %143, %30 : (tensor<1x5x16xf16>, !tosa.shape<2>) -> tensor<5x16xf16>
    %145 = tosa.cast %2 : (tensor<8xf16>) -> tensor<8xf32>
    %146 = tosa.cast %144 : (tensor<5x16xf16>) -> tensor<5x16xf32>
    %147 = tosa.cast %43 : (tensor<16x8xf16>) -> tensor<16x8xf32>
    %148 = tosa.reshape %146, %32 : (tensor<5x16xf32>, !tosa.shape<3>) -> tensor<1x5x16xf32>
    %149 = tosa.reshape %147, %33 : (tensor<16x8xf32>, !tosa.shape<3>) -> tensor<1x16x8xf32>
    %150 = tosa.matmul %148, %149, %8, %8 : (tensor<1x5x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x8xf32>
    %151 = tosa.reshape %150, %7 : (tensor<1x5x8xf32>, !tosa.shape<2>) -> tensor<5x8xf32>
    %152 = tosa.reshape %145, %27 : (tensor<8xf32>, !tosa.shape<2>) -> tensor<1x8xf32>
    %153 = tosa.add %151, %152 : (tensor<5x8xf32>, tensor<1x8xf32>) -> tensor<5x8xf32>
    %154 = tosa.cast %153 : (tensor<5x8xf32>) -> tensor<5x8xf16>
    %155 = tosa.reshape %154, %9 : (tensor<5x8xf16>, !tosa.shape<3>) -> tensor<1x5x8xf16>
    %156 = tosa.add %130, %155 : (tensor<1x5x8xf16>, tensor<1x5x8xf16>) -> tensor<1x5x8xf16>
    %157 = tosa.cast %156 : (tensor<1x5x8xf16>) -> tensor<1x5x8xf32>
    %158 = tosa.cast %157 : (tensor<1x5x8xf32>) -> tensor<1x5x8xf64>
    %159 = tosa.reduce_sum %158 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %160 = tosa.mul %159, %38, %12 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %161 = tosa.sub %158, %160 : (tensor<1x5x8xf64>, tensor<1x5x1xf64>) -> tensor<1x5x8xf64>
    %162 = tosa.mul %161, %161, %12 : (tensor<1x5x8xf64>, tensor<1x5x8xf64>, tensor<1xi8>) -> tensor<1x5x8xf64>
    %163 = tosa.reduce_sum %162 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %164 = tosa.mul %163, %38, %12 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %165 = tosa.cast %164 : (tensor<1x5x1xf64>) -> tensor<1x5x1xf32>
    %166 = tosa.reduce_sum %157 {axis = 2 : i32} : (tensor<1x5x8xf32>) -> tensor<1x5x1xf32>
    %167 = tosa.mul %166, %39, %12 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %168 = tosa.add %165, %40 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>) -> tensor<1x5x1xf32>
    %169 = tosa.rsqrt %168 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %170 = tosa.sub %157, %167 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>) -> tensor<1x5x8xf32>
    %171 = tosa.mul %170, %169, %12 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %172 = tosa.cast %44 : (tensor<1x1x8xf16>) -> tensor<1x1x8xf32>
    %173 = tosa.mul %171, %172, %12 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %174 = tosa.cast %1 : (tensor<8xf16>) -> tensor<8xf32>
    %175 = tosa.reshape %174, %28 : (tensor<8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %176 = tosa.add %173, %175 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>) -> tensor<1x5x8xf32>
    %177 = tosa.cast %176 : (tensor<1x5x8xf32>) -> tensor<1x5x8xf16>
    return %177 : tensor<1x5x8xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float16_5: "0x0200000000000000000000000000000000000000",
      torch_tensor_8_torch.float16_3: "0x020000004F30B5B290301432FE2D3EABFC30A4AE",
      torch_tensor_16_torch.float16: "0x02000000333524B0EBB29A30C32EF829E72C2BB580B4A8B57B2DEE9695B5F6B403B3DB2E",
      torch_tensor_8_torch.float16_2: "0x0200000000000000000000000000000000000000",
      torch_tensor_8_torch.float16: "0x0200000000000000000000000000000000000000",
      torch_tensor_24_torch.float16: "0x02000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float16_1: "0x02000000003C003C003C003C003C003C003C003C",
      torch_tensor_8_torch.float16_4: "0x02000000003C003C003C003C003C003C003C003C"
    }
  }
#-}
