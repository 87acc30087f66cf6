module {
  func.func @main(%arg0: tensor<1x5x8xf32>) -> tensor<1x5x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x5x5xf32>}> : () -> tensor<1x2x5x5xf32>
    %1 = tosa.const_shape  {values = dense<[5, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[1, 5, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[5, 24]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 5, 1, 3, 8]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %7 = tosa.const_shape  {values = dense<[3, 5, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = tosa.const_shape  {values = dense<[1, 5, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[2, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[5, 2, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 2, 5, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[2, 5, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[2, 4, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %16 = tosa.const_shape  {values = dense<[1, 2, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[2, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[5, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %19 = tosa.const_shape  {values = dense<[1, 5, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = "tosa.const"() <{values = dense<"0x9AC293BED17A3BBEC5DB48BE691B49BE9CC3C03E36BFB83E09AE24BE397F763EE2A6CB3E8762BE3D3897073DBA29753BE53CD0BDE7381C3E6053393E4337B9BE2AE531BE4153D63E842EE53CEA0D1C3D3251CF3E2802553BF9B2D13E46D9C4BEA2E5B03E43A37C3DAA1BACBE20EBB53E56F9C0BC3ACBBFBD16F479BE37FBD73EECC48E3D08038CBDE9A61BBE847BAB3E2AB79EBED7E6C8BDB0B290BE13DF1ABD15B29FBE661D88BC40D161BDD422093E48EA343EFF83BB3E2895FDBCC9439FBE218783BEF8DE843EAD93D33E7B07B1BE66CA22BE40234F3EF404903EDD34323DE793AB3EB31A333E7570663DF35D09BEDA20D13E0B02DFBDAAF5133EE0EBC3BEF88BC23EB69E733EA76A86BEAF11BE3E3CAAB13E03534EBE78D957BE898799BE43DABBBE2D858EBED2F23C3DC356283E05C6963E8CB2C8BE9F3C5FBEEBF3CD3E2AC16CBDA77DD13D9D2AB23E5CD495BEDA4C813E6AC84CBC502315BE7039BC3CE1C631BD96B8BDBE8995973E19E0263EF1D833BD2FC68CBD49AB8BBEE7E7A83E60CAC7BCD31FB0BE4F4C8A3E49B4A0BE85B7623EF9F7A0BE54B02D3E3FE6CB3E445BBBBE0E38D3BD6EAF53BEAA25FCBD0A8F98BED45B82BDEDA5D1BEB48A623EBB36C9BE9CD0B93EB2AF33BEB4C995BECC4D6F3EC90C9ABEA954DD3E68364E3E983F56BE2B946B3E0DA6C83DA2A1A83E8857D6BE24B2BBBEEF991B3E58E9773E3365833E3796C23CA869023E4F68B33EDE052FBEEA81BFBCE492DC3E5C18483EB4F470BE3C83D43EE475673E2A5338BECD1D77BD9879A33DBEE6CD3C48BA86BE3B3194BEAC92173E918E73BEBF2D593E8150803DCD01BB3DB2B5E53D52E4913CE89C2FBE419E113E193C943EF5D8C23E442C8ABEEC7729BE681DD2BDB1BBD3BE04088ABEF261A03E39729D3E89035ABEF14C94BEFE21E7BCA6EF9BBEC2B4B33D8E34963DDDAEBD3E62EA9EBD55B44CBE7F19F4BD7A03A83C8A64543DC279D23EEE32C7BEBDBDC23E0D94383E215380BE51FCB6BDF49765BD4ED916BEA1D2903E4F7F5DBE989918BE4508B8BE81B4B9BEEDF424BE09A3B5BE01668C3C55B24C3B"> : tensor<1x8x24xf32>}> : () -> tensor<1x8x24xf32>
    %21 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32> : tensor<1x24xf32>}> : () -> tensor<1x24xf32>
    %22 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %23 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %24 = "tosa.const"() <{values = dense<[[[0.262895226, 0.0396384783, 0.0927146375, 0.0412943847, 0.03601465, 0.331201822, 0.306562483, 0.142662942], [-0.271849453, 0.348099709, -0.178555757, -0.26511088, -0.216328308, -0.0310276244, -0.0226675011, 0.277569443], [0.145464361, 0.110721879, -0.215593353, 0.292134464, -0.255994588, 0.331894785, 0.201392174, -0.142024755], [-0.0819209516, 0.245968252, -0.134983674, -0.187742159, -0.262422711, 0.0255336557, 0.00712357601, -1.688390e-02], [0.164163232, -0.209980443, -0.0454839505, 0.244773507, -0.11979226, -0.00943933427, 0.226611048, 0.156587556], [-0.34513393, 0.300016195, -0.0813850536, 0.350832582, -0.1457261, -0.0587721765, -0.235637709, -0.173653618], [-0.339038521, 0.205154538, -0.347167075, 0.0614476167, -0.0657595322, 0.146616831, -0.229658172, 0.203859881], [0.0900082588, 0.0247982368, -0.146238104, -0.0736201331, -0.0636640787, -0.146439984, 0.257453263, 0.0262180362]]]> : tensor<1x8x8xf32>}> : () -> tensor<1x8x8xf32>
    %25 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %26 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %27 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_1> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %30 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_2> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %31 = "tosa.const"() <{values = dense<"0xCEC3673EF1BF4F3EA6BC0E3EB074AABD48F4143D1BABAEBEC692C1BDC6957FBE2DC7693D38277FBE80D88ABE4C19623EF70E9EBE664EECBA0056C23CDB34593E4171BC3DCFD024BEEB6D96BE7586A23E11CEB3BEB0940E3E650EB73D28990FBE0C73F2BD6F85003E6F9083BE69C4AA3E025D003E85C07D3EB59B223EFFDFB13D1FAB3FBECF333BBDDFA34CBE9743533D7E54083E9F56633EEE9B843EBE938FBDA70EA53E98079DBD099D04BD5074A5BC5934243E9FE68FBE4F27ADBE457A40BEFC9AE0BD41F62CBEA142103E97BA67BDDB2B0E3E76D97CBE77B6C43DAC7E91BE630FD53BEB9CDEBCFB4A1BBE1A3906BD21893ABEE94C4C3ED3DB83BED7758E3E21ACA23E13BDA4BE14C24CBE7ADE34BEABFBDEBB7D13183DDBD9703D81A87C3EF85C253E66189B3C83F382BEE08EBA3DE058353E9166D43C6D22A13E73AC8B3EA94B8EBE22BC7B3E549656BD462A67BE29C5333CE0F9813EE3158A3E1688993C53928BBDD5D798BE415B73BE7D22603E33122ABD9097F4BD44447B3CE57819BEDF1670BEFAB44ABDD5DE4D3E3246AE3D9086D43D023196BE4421B33EE3FA2DBCD532A03E67CC8B3ECD05093E7BE64DBE9B8FA9BE02B4BC3D8C3C783E14AD843EFF5A933C9981483EE0973DBE9638F53DC410A13E78231BBE770C30BEB84E6ABE70A04EBEF7002ABEF93A01BE948198BE462F6EBE9C7D2FBED7A1A83D0751C23D"> : tensor<1x8x16xf32>}> : () -> tensor<1x8x16xf32>
    %32 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32> : tensor<1x16xf32>}> : () -> tensor<1x16xf32>
    %33 = "tosa.const"() <{values = dense<"0x00D14C3E64F076BE90CD80BDAC4F59BE343B42BE58CE9DBD00D64C3B9C47DEBD9C29263E80225E3B5C1E043EA0F01BBE3C6F063E92675DBEC89B23BD280407BEA0114CBE109FBF3DBC305CBEE686723E90AEB5BDE8DEA33D9E485BBECC75003EA0B133BD24613F3E8EE34A3E5C6184BD00AE443B38326ABD945AE23D6EAB173E601172BEB83A873DE87F16BDF07A10BE28C81E3EC6FD3C3EE86B9C3D10DC7FBD9AFA71BEBE170B3EF4FBC73DC48676BECC240ABEC42C5E3E3008883D4CD9EEBDE2BA293E286E113E3C28AA3DA0DA79BD6A4A51BE88A454BE74D706BE3679753E3803223E74BD42BEBC13BE3DC06339BE7A7738BE62084A3EC4F25C3E46E327BE967F20BEB6AB5C3EAAF922BE183DC63D8011B93D80A85ABE6A73053E7CDE1BBEF829883DB0752BBDC47D043EFCE8533E10C90EBD78595C3EDE0043BE60706FBD6C9178BE9E67653E0400EF3D58E50A3DA000EABC72703CBE80FC683DD0D2CDBC22AC35BE702FF13C2430B13DD0000D3DEE6A773E04E4523E12617E3E1A5F323E7CD55EBEB0A78DBC2ABC383E5AE55A3EA8A4D73D7E9C54BEDAEA6D3E008A2CBBB43DE9BDD6006FBE180CAA3DC21727BEE824053E4098633C367C16BEC40FAA3D5820953D8885BFBDFCD4FBBD201135BDCC61CBBDC033AEBB4E6B75BE80A0903B240D88BD2AE55C3E4811B63DA4ACF3BD50AA193EFC1DE3BD704B16BD40F266BD"> : tensor<1x16x8xf32>}> : () -> tensor<1x16x8xf32>
    %34 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_3> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %35 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_4> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %36 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_5> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %37 = tosa.matmul %arg0, %20, %2, %2 : (tensor<1x5x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x24xf32>
    %38 = tosa.reshape %37, %4 : (tensor<1x5x24xf32>, !tosa.shape<2>) -> tensor<5x24xf32>
    %39 = tosa.add %38, %21 : (tensor<5x24xf32>, tensor<1x24xf32>) -> tensor<5x24xf32>
    %40 = tosa.reshape %39, %6 : (tensor<5x24xf32>, !tosa.shape<5>) -> tensor<1x5x1x3x8xf32>
    %41 = tosa.transpose %40 {perms = array<i32: 3, 1, 2, 0, 4>} : (tensor<1x5x1x3x8xf32>) -> tensor<3x5x1x1x8xf32>
    %42 = tosa.reshape %41, %7 : (tensor<3x5x1x1x8xf32>, !tosa.shape<4>) -> tensor<3x5x1x8xf32>
    %43 = tosa.slice %42, %9, %8 : (tensor<3x5x1x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x5x1x8xf32>
    %44 = tosa.slice %42, %10, %8 : (tensor<3x5x1x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x5x1x8xf32>
    %45 = tosa.slice %42, %11, %8 : (tensor<3x5x1x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x5x1x8xf32>
    %46 = tosa.reshape %43, %12 : (tensor<1x5x1x8xf32>, !tosa.shape<3>) -> tensor<5x2x4xf32>
    %47 = tosa.transpose %46 {perms = array<i32: 1, 0, 2>} : (tensor<5x2x4xf32>) -> tensor<2x5x4xf32>
    %48 = tosa.reshape %44, %12 : (tensor<1x5x1x8xf32>, !tosa.shape<3>) -> tensor<5x2x4xf32>
    %49 = tosa.transpose %48 {perms = array<i32: 1, 0, 2>} : (tensor<5x2x4xf32>) -> tensor<2x5x4xf32>
    %50 = tosa.reshape %45, %12 : (tensor<1x5x1x8xf32>, !tosa.shape<3>) -> tensor<5x2x4xf32>
    %51 = tosa.transpose %50 {perms = array<i32: 1, 0, 2>} : (tensor<5x2x4xf32>) -> tensor<2x5x4xf32>
    %52 = tosa.reshape %47, %13 : (tensor<2x5x4xf32>, !tosa.shape<4>) -> tensor<1x2x5x4xf32>
    %53 = tosa.reshape %49, %13 : (tensor<2x5x4xf32>, !tosa.shape<4>) -> tensor<1x2x5x4xf32>
    %54 = tosa.mul %52, %22, %5 : (tensor<1x2x5x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x5x4xf32>
    %55 = tosa.transpose %53 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x2x5x4xf32>) -> tensor<1x2x4x5xf32>
    %56 = tosa.mul %55, %22, %5 : (tensor<1x2x4x5xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x4x5xf32>
    %57 = tosa.reshape %54, %14 : (tensor<1x2x5x4xf32>, !tosa.shape<3>) -> tensor<2x5x4xf32>
    %58 = tosa.reshape %56, %15 : (tensor<1x2x4x5xf32>, !tosa.shape<3>) -> tensor<2x4x5xf32>
    %59 = tosa.matmul %57, %58, %2, %2 : (tensor<2x5x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x5xf32>
    %60 = tosa.reshape %59, %16 : (tensor<2x5x5xf32>, !tosa.shape<4>) -> tensor<1x2x5x5xf32>
    %61 = tosa.reduce_max %60 {axis = 3 : i32} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x1xf32>
    %62 = tosa.sub %60, %61 : (tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>) -> tensor<1x2x5x5xf32>
    %63 = tosa.exp %62 : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %64 = tosa.reduce_sum %63 {axis = 3 : i32} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x1xf32>
    %65 = tosa.reciprocal %64 : (tensor<1x2x5x1xf32>) -> tensor<1x2x5x1xf32>
    %66 = tosa.mul %63, %65, %5 : (tensor<1x2x5x5xf32>, tensor<1x2x5x1xf32>, tensor<1xi8>) -> tensor<1x2x5x5xf32>
    %67 = tosa.cast %60 : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf64>
    %68 = tosa.equal %67, %23 : (tensor<1x2x5x5xf64>, tensor<1x1x1x1xf64>) -> tensor<1x2x5x5xi1>
    %69 = tosa.reduce_all %68 {axis = 3 : i32} : (tensor<1x2x5x5xi1>) -> tensor<1x2x5x1xi1>
    %70 = tosa.select %69, %0, %66 : (tensor<1x2x5x1xi1>, tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
    %71 = tosa.reshape %70, %17 : (tensor<1x2x5x5xf32>, !tosa.shape<3>) -> tensor<2x5x5xf32>
    %72 = tosa.matmul %71, %51, %2, %2 : (tensor<2x5x5xf32>, tensor<2x5x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x4xf32>
    %73 = tosa.reshape %72, %13 : (tensor<2x5x4xf32>, !tosa.shape<4>) -> tensor<1x2x5x4xf32>
    %74 = tosa.transpose %73 {perms = array<i32: 2, 0, 1, 3>} : (tensor<1x2x5x4xf32>) -> tensor<5x1x2x4xf32>
    %75 = tosa.reshape %74, %3 : (tensor<5x1x2x4xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %76 = tosa.matmul %75, %24, %2, %2 : (tensor<1x5x8xf32>, tensor<1x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x8xf32>
    %77 = tosa.reshape %76, %1 : (tensor<1x5x8xf32>, !tosa.shape<2>) -> tensor<5x8xf32>
    %78 = tosa.add %77, %25 : (tensor<5x8xf32>, tensor<1x8xf32>) -> tensor<5x8xf32>
    %79 = tosa.reshape %78, %3 : (tensor<5x8xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %80 = tosa.add %arg0, %79 : (tensor<1x5x8xf32>, tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
    %81 = tosa.cast %80 : (tensor<1x5x8xf32>) -> tensor<1x5x8xf64>
    %82 = tosa.reduce_sum %81 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %83 = tosa.mul %82, %26, %5 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %84 = tosa.sub %81, %83 : (tensor<1x5x8xf64>, tensor<1x5x1xf64>) -> tensor<1x5x8xf64>
    %85 = tosa.mul %84, %84, %5 : (tensor<1x5x8xf64>, tensor<1x5x8xf64>, tensor<1xi8>) -> tensor<1x5x8xf64>
    %86 = tosa.reduce_sum %85 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %87 = tosa.mul %86, %26, %5 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %88 = tosa.cast %87 : (tensor<1x5x1xf64>) -> tensor<1x5x1xf32>
    %89 = tosa.reduce_sum %80 {axis = 2 : i32} : (tensor<1x5x8xf32>) -> tensor<1x5x1xf32>
    %90 = tosa.mul %89, %27, %5 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %91 = tosa.add %88, %28 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>) -> tensor<1x5x1xf32>
    %92 = tosa.rsqrt %91 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %93 = tosa.sub %80, %90 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>) -> tensor<1x5x8xf32>
    %94 = tosa.mul %93, %92, %5 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %95 = tosa.mul %94, %29, %5 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %96 = tosa.add %95, %30 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>) -> tensor<1x5x8xf32>
    %97 = tosa.matmul %96, %31, %2, %2 : (tensor<1x5x8xf32>, tensor<1x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x16xf32>
    %98 = tosa.reshape %97, %18 : (tensor<1x5x16xf32>, !tosa.shape<2>) -> tensor<5x16xf32>
    %99 = tosa.add %98, %32 : (tensor<5x16xf32>, tensor<1x16xf32>) -> tensor<5x16xf32>
    %100 = tosa.reshape %99, %19 : (tensor<5x16xf32>, !tosa.shape<3>) -> tensor<1x5x16xf32>
    %101 = tosa.clamp %100 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x5x16xf32>) -> tensor<1x5x16xf32>
    %102 = tosa.matmul %101, %33, %2, %2 : (tensor<1x5x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x8xf32>
    %103 = tosa.reshape %102, %1 : (tensor<1x5x8xf32>, !tosa.shape<2>) -> tensor<5x8xf32>
    %104 = tosa.add %103, %34 : (tensor<5x8xf32>, tensor<1x8xf32>) -> tensor<5x8xf32>
    %105 = tosa.reshape %104, %3 : (tensor<5x8xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %106 = tosa.add %96, %105 : (tensor<1x5x8xf32>, tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
    %107 = tosa.cast %106 : (tensor<1x5x8xf32>) -> tensor<1x5x8xf64>
    %108 = tosa.reduce_sum %107 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %109 = tosa.mul %108, %26, %5 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %110 = tosa.sub %107, %109 : (tensor<1x5x8xf64>, tensor<1x5x1xf64>) -> tensor<1x5x8xf64>
    %111 = tosa.mul %110, %110, %5 : (tensor<1x5x8xf64>, tensor<1x5x8xf64>, tensor<1xi8>) -> tensor<1x5x8xf64>
    %112 = tosa.reduce_sum %111 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %113 = tosa.mul %112, %26, %5 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %114 = tosa.cast %113 : (tensor<1x5x1xf64>) -> tensor<1x5x1xf32>
    %115 = tosa.reduce_sum %106 {axis = 2 : i32} : (tensor<1x5x8xf32>) -> tensor<1x5x1xf32>
    %116 = tosa.mul %115, %27, %5 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %117 = tosa.add %114, %28 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>) -> tensor<1x5x1xf32>
    %118 = tosa.rsqrt %117 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %119 = tosa.sub %106, %116 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>) -> tensor<1x5x8xf32>
    %120 = tosa.mul %119, %118, %5 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %121 = tosa.mul %120, %35, %5 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %122 = tosa.add %121, %36 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>) -> tensor<1x5x8xf32>
    return %122 : tensor<1x5x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_24_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32: "0x040000006252A63E7D7A04BE836F5DBEB331133E4862D83D84F53E3DC7D39C3D2358A5BE4BF98FBE39F4B4BE5D66AF3DD8C9DDBAB6A7B2BE57B79EBE5F5460BEDB6FDB3D",
      torch_tensor_8_torch.float32_3: "0x0400000018D4093EAAAF56BE94F3113E587D423E68BCBF3D20C367BD7C8B1F3ED07DD4BD",
      torch_tensor_8_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
