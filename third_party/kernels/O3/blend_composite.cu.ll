; ModuleID = 'src/blend_composite.cu'
source_filename = "src/blend_composite.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CurveTable = type { [257 x float] }
%struct.LayerStack = type { i32, [8 x i32], [8 x float], [8 x i32], [8 x i32] }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.ToneParams = type { float, [9 x float], [16 x float], [3 x float] }
%struct.float4 = type { float, float, float, float }

@_ZL13g_blend_table = internal unnamed_addr addrspace(4) constant [8 x ptr] [ptr @_Z14blend_multiplyff, ptr @_Z12blend_screenff, ptr @_Z13blend_overlayff, ptr @_Z12blend_darkenff, ptr @_Z13blend_lightenff, ptr @_Z16blend_differenceff, ptr @_Z16blend_soft_lightff, ptr @_Z17blend_color_dodgeff], align 8
@c_curve = dso_local addrspace(4) externally_initialized constant %struct.CurveTable { [257 x float] [float 0.000000e+00, float 0x3F90E03320000000, float 0x3FA902AB40000000, float 0x3FB67A5C40000000, float 0x3FC07A0E20000000, float 0x3FC5AB1E80000000, float 0x3FCAAACB20000000, float 0x3FCF67D4C0000000, float 0x3FD1EDED20000000, float 0x3FD4032440000000, float 0x3FD5F4CA20000000, float 0x3FD7C4D8A0000000, float 0x3FD9759980000000, float 0x3FDB096A20000000, float 0x3FDC8299C0000000, float 0x3FDDE357E0000000, float 0x3FDF2DACA0000000, float 0x3FE031BB20000000, float 0x3FE0C33460000000, float 0x3FE14C0840000000, float 0x3FE1CCEAA0000000, float 0x3FE2467E20000000, float 0x3FE2B955E0000000, float 0x3FE325F760000000, float 0x3FE38CDB60000000, float 0x3FE3EE6F40000000, float 0x3FE44B16A0000000, float 0x3FE4A32BC0000000, float 0x3FE4F70100000000, float 0x3FE546E160000000, float 0x3FE5931140000000, float 0x3FE5DBCF60000000, float 0x3FE6215520000000, float 0x3FE663D6E0000000, float 0x3FE6A38540000000, float 0x3FE6E08CA0000000, float 0x3FE71B15C0000000, float 0x3FE75346A0000000, float 0x3FE7894220000000, float 0x3FE7BD2880000000, float 0x3FE7EF17A0000000, float 0x3FE81F2B60000000, float 0x3FE84D7D60000000, float 0x3FE87A25C0000000, float 0x3FE8A53AC0000000, float 0x3FE8CED120000000, float 0x3FE8F6FC40000000, float 0x3FE91DCE60000000, float 0x3FE9435860000000, float 0x3FE967AA00000000, float 0x3FE98AD260000000, float 0x3FE9ACDF60000000, float 0x3FE9CDDDE0000000, float 0x3FE9EDDA80000000, float 0x3FEA0CE0A0000000, float 0x3FEA2AFB20000000, float 0x3FEA483480000000, float 0x3FEA649620000000, float 0x3FEA802960000000, float 0x3FEA9AF6E0000000, float 0x3FEAB506A0000000, float 0x3FEACE6060000000, float 0x3FEAE70BA0000000, float 0x3FEAFF0F20000000, float 0x3FEB167180000000, float 0x3FEB2D38E0000000, float 0x3FEB436B60000000, float 0x3FEB590E60000000, float 0x3FEB6E2780000000, float 0x3FEB82BB80000000, float 0x3FEB96CF80000000, float 0x3FEBAA67E0000000, float 0x3FEBBD8940000000, float 0x3FEBD03780000000, float 0x3FEBE276E0000000, float 0x3FEBF44B20000000, float 0x3FEC05B7C0000000, float 0x3FEC16C060000000, float 0x3FEC276860000000, float 0x3FEC37B2A0000000, float 0x3FEC47A280000000, float 0x3FEC573AC0000000, float 0x3FEC667E20000000, float 0x3FEC756F60000000, float 0x3FEC841100000000, float 0x3FEC926580000000, float 0x3FECA06F20000000, float 0x3FECAE3040000000, float 0x3FECBBAB20000000, float 0x3FECC8E1A0000000, float 0x3FECD5D5E0000000, float 0x3FECE289C0000000, float 0x3FECEEFF20000000, float 0x3FECFB37E0000000, float 0x3FED073580000000, float 0x3FED12F9E0000000, float 0x3FED1E8680000000, float 0x3FED29DCC0000000, float 0x3FED34FE60000000, float 0x3FED3FECA0000000, float 0x3FED4AA8E0000000, float 0x3FED553480000000, float 0x3FED5F90E0000000, float 0x3FED69BF00000000, float 0x3FED73C040000000, float 0x3FED7D95A0000000, float 0x3FED874080000000, float 0x3FED90C1A0000000, float 0x3FED9A1A40000000, float 0x3FEDA34B60000000, float 0x3FEDAC55E0000000, float 0x3FEDB53AA0000000, float 0x3FEDBDFAC0000000, float 0x3FEDC69700000000, float 0x3FEDCF1040000000, float 0x3FEDD76760000000, float 0x3FEDDF9D20000000, float 0x3FEDE7B240000000, float 0x3FEDEFA780000000, float 0x3FEDF77DA0000000, float 0x3FEDFF3560000000, float 0x3FEE06CF60000000, float 0x3FEE0E4C60000000, float 0x3FEE15ACE0000000, float 0x3FEE1CF1A0000000, float 0x3FEE241B40000000, float 0x3FEE2B2A40000000, float 0x3FEE321F40000000, float 0x3FEE38FAC0000000, float 0x3FEE3FBD60000000, float 0x3FEE4667A0000000, float 0x3FEE4CF9E0000000, float 0x3FEE5374E0000000, float 0x3FEE59D8E0000000, float 0x3FEE602680000000, float 0x3FEE665E20000000, float 0x3FEE6C8040000000, float 0x3FEE728D60000000, float 0x3FEE7885C0000000, float 0x3FEE7E69E0000000, float 0x3FEE843A20000000, float 0x3FEE89F6E0000000, float 0x3FEE8FA0A0000000, float 0x3FEE953780000000, float 0x3FEE9ABC20000000, float 0x3FEEA02EC0000000, float 0x3FEEA58FC0000000, float 0x3FEEAADF40000000, float 0x3FEEB01DE0000000, float 0x3FEEB54BC0000000, float 0x3FEEBA6940000000, float 0x3FEEBF76C0000000, float 0x3FEEC47460000000, float 0x3FEEC96280000000, float 0x3FEECE4180000000, float 0x3FEED31160000000, float 0x3FEED7D2C0000000, float 0x3FEEDC85A0000000, float 0x3FEEE12A60000000, float 0x3FEEE5C120000000, float 0x3FEEEA4A40000000, float 0x3FEEEEC600000000, float 0x3FEEF33460000000, float 0x3FEEF79600000000, float 0x3FEEFBEAC0000000, float 0x3FEF0032E0000000, float 0x3FEF046EC0000000, float 0x3FEF089E80000000, float 0x3FEF0CC260000000, float 0x3FEF10DA80000000, float 0x3FEF14E720000000, float 0x3FEF18E860000000, float 0x3FEF1CDE80000000, float 0x3FEF20C9A0000000, float 0x3FEF24A9E0000000, float 0x3FEF287FA0000000, float 0x3FEF2C4AE0000000, float 0x3FEF300BC0000000, float 0x3FEF33C2A0000000, float 0x3FEF376F80000000, float 0x3FEF3B12A0000000, float 0x3FEF3EAC00000000, float 0x3FEF423BE0000000, float 0x3FEF45C260000000, float 0x3FEF493FC0000000, float 0x3FEF4CB3E0000000, float 0x3FEF501F40000000, float 0x3FEF5381C0000000, float 0x3FEF56DB80000000, float 0x3FEF5A2CC0000000, float 0x3FEF5D75A0000000, float 0x3FEF60B640000000, float 0x3FEF63EEA0000000, float 0x3FEF671EE0000000, float 0x3FEF6A4760000000, float 0x3FEF6D67E0000000, float 0x3FEF7080C0000000, float 0x3FEF739220000000, float 0x3FEF769BE0000000, float 0x3FEF799E40000000, float 0x3FEF7C9960000000, float 0x3FEF7F8D60000000, float 0x3FEF827A40000000, float 0x3FEF856040000000, float 0x3FEF883F40000000, float 0x3FEF8B1780000000, float 0x3FEF8DE920000000, float 0x3FEF90B420000000, float 0x3FEF937880000000, float 0x3FEF9636A0000000, float 0x3FEF98EE60000000, float 0x3FEF9B9FC0000000, float 0x3FEF9E4B20000000, float 0x3FEFA0F060000000, float 0x3FEFA38FA0000000, float 0x3FEFA628E0000000, float 0x3FEFA8BC60000000, float 0x3FEFAB4A20000000, float 0x3FEFADD220000000, float 0x3FEFB05480000000, float 0x3FEFB2D160000000, float 0x3FEFB548C0000000, float 0x3FEFB7BAC0000000, float 0x3FEFBA2760000000, float 0x3FEFBC8EC0000000, float 0x3FEFBEF100000000, float 0x3FEFC14E00000000, float 0x3FEFC3A600000000, float 0x3FEFC5F900000000, float 0x3FEFC84700000000, float 0x3FEFCA9020000000, float 0x3FEFCCD480000000, float 0x3FEFCF1420000000, float 0x3FEFD14EE0000000, float 0x3FEFD38520000000, float 0x3FEFD5B6C0000000, float 0x3FEFD7E3E0000000, float 0x3FEFDA0C80000000, float 0x3FEFDC30C0000000, float 0x3FEFDE5080000000, float 0x3FEFE06C00000000, float 0x3FEFE28340000000, float 0x3FEFE49640000000, float 0x3FEFE6A520000000, float 0x3FEFE8AFE0000000, float 0x3FEFEAB680000000, float 0x3FEFECB920000000, float 0x3FEFEEB7C0000000, float 0x3FEFF0B280000000, float 0x3FEFF2A960000000, float 0x3FEFF49C60000000, float 0x3FEFF68B80000000, float 0x3FEFF87700000000, float 0x3FEFFA5EC0000000, float 0x3FEFFC42C0000000, float 0x3FEFFE2320000000, float 1.000000e+00] }, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_curve to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z14blend_multiplyff(float noundef %0, float noundef %1) #0 {
  %3 = fmul contract float %0, %1
  ret float %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z12blend_screenff(float noundef %0, float noundef %1) #0 {
  %3 = fadd contract float %0, %1
  %4 = fmul contract float %0, %1
  %5 = fsub contract float %3, %4
  ret float %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z13blend_overlayff(float noundef %0, float noundef %1) #0 {
  %3 = fcmp contract olt float %1, 5.000000e-01
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = fmul contract float %0, 2.000000e+00
  %6 = fmul contract float %5, %1
  br label %13

7:                                                ; preds = %2
  %8 = fsub contract float 1.000000e+00, %0
  %9 = fmul contract float %8, 2.000000e+00
  %10 = fsub contract float 1.000000e+00, %1
  %11 = fmul contract float %9, %10
  %12 = fsub contract float 1.000000e+00, %11
  br label %13

13:                                               ; preds = %7, %4
  %14 = phi contract float [ %6, %4 ], [ %12, %7 ]
  ret float %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z12blend_darkenff(float noundef %0, float noundef %1) #0 {
  %3 = tail call noundef float @llvm.minnum.f32(float %0, float %1)
  ret float %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z13blend_lightenff(float noundef %0, float noundef %1) #0 {
  %3 = tail call noundef float @llvm.maxnum.f32(float %0, float %1)
  ret float %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z16blend_differenceff(float noundef %0, float noundef %1) #0 {
  %3 = fsub contract float %0, %1
  %4 = tail call noundef float @llvm.nvvm.fabs.f32(float %3)
  ret float %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z16blend_soft_lightff(float noundef %0, float noundef %1) #0 {
  %3 = fcmp contract ugt float %0, 5.000000e-01
  br i1 %3, label %11, label %4

4:                                                ; preds = %2
  %5 = fmul contract float %0, 2.000000e+00
  %6 = fsub contract float 1.000000e+00, %5
  %7 = fmul contract float %1, %6
  %8 = fsub contract float 1.000000e+00, %1
  %9 = fmul contract float %8, %7
  %10 = fsub contract float %1, %9
  br label %28

11:                                               ; preds = %2
  %12 = fcmp contract ugt float %1, 2.500000e-01
  br i1 %12, label %19, label %13

13:                                               ; preds = %11
  %14 = fmul contract float %1, 1.600000e+01
  %15 = fadd contract float %14, -1.200000e+01
  %16 = fmul contract float %1, %15
  %17 = fadd contract float %16, 4.000000e+00
  %18 = fmul contract float %1, %17
  br label %21

19:                                               ; preds = %11
  %20 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1) #7
  br label %21

21:                                               ; preds = %19, %13
  %22 = phi contract float [ %18, %13 ], [ %20, %19 ]
  %23 = fmul contract float %0, 2.000000e+00
  %24 = fadd contract float %23, -1.000000e+00
  %25 = fsub contract float %22, %1
  %26 = fmul contract float %24, %25
  %27 = fadd contract float %1, %26
  br label %28

28:                                               ; preds = %21, %4
  %29 = phi float [ %10, %4 ], [ %27, %21 ]
  ret float %29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z17blend_color_dodgeff(float noundef %0, float noundef %1) #0 {
  %3 = fcmp contract ugt float %1, 0.000000e+00
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = fcmp contract ult float %0, 1.000000e+00
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = fsub contract float 1.000000e+00, %0
  %8 = fdiv contract float %1, %7
  %9 = tail call noundef float @llvm.minnum.f32(float %8, float 1.000000e+00)
  br label %10

10:                                               ; preds = %4, %2, %6
  %11 = phi float [ %9, %6 ], [ 0.000000e+00, %2 ], [ 1.000000e+00, %4 ]
  ret float %11
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @composite_layers_fnptr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.LayerStack) align 4 captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %11, %2
  %18 = icmp slt i32 %16, %3
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %160

20:                                               ; preds = %6
  %21 = mul nsw i32 %2, %16
  %22 = add nsw i32 %21, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = trunc i32 %25 to i8
  %27 = lshr i32 %25, 8
  %28 = trunc i32 %27 to i8
  %29 = lshr i32 %25, 16
  %30 = trunc i32 %29 to i8
  %31 = lshr i32 %25, 24
  %32 = trunc nuw i32 %31 to i8
  %33 = uitofp i8 %26 to float
  %34 = fmul contract float %33, 0x3F70101020000000
  %35 = uitofp i8 %28 to float
  %36 = fmul contract float %35, 0x3F70101020000000
  %37 = uitofp i8 %30 to float
  %38 = fmul contract float %37, 0x3F70101020000000
  %39 = uitofp i8 %32 to float
  %40 = fmul contract float %39, 0x3F70101020000000
  %41 = load i32, ptr %4, align 4, !tbaa !11
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 8)
  %44 = icmp slt i32 %41, 1
  br i1 %44, label %52, label %45

45:                                               ; preds = %20
  %46 = mul nsw i32 %3, %2
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 68
  %48 = getelementptr inbounds nuw i8, ptr %4, i64 100
  %49 = sext i32 %46 to i64
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 4
  br label %79

52:                                               ; preds = %153, %20
  %53 = phi float [ %34, %20 ], [ %154, %153 ]
  %54 = phi float [ %36, %20 ], [ %155, %153 ]
  %55 = phi float [ %38, %20 ], [ %156, %153 ]
  %56 = phi float [ %40, %20 ], [ %157, %153 ]
  %57 = tail call noundef float @llvm.maxnum.f32(float %53, float 0.000000e+00)
  %58 = tail call noundef float @llvm.minnum.f32(float %57, float 1.000000e+00)
  %59 = fmul contract float %58, 2.550000e+02
  %60 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %59)
  %61 = tail call noundef float @llvm.maxnum.f32(float %54, float 0.000000e+00)
  %62 = tail call noundef float @llvm.minnum.f32(float %61, float 1.000000e+00)
  %63 = fmul contract float %62, 2.550000e+02
  %64 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %63)
  %65 = tail call noundef float @llvm.maxnum.f32(float %55, float 0.000000e+00)
  %66 = tail call noundef float @llvm.minnum.f32(float %65, float 1.000000e+00)
  %67 = fmul contract float %66, 2.550000e+02
  %68 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %67)
  %69 = tail call noundef float @llvm.maxnum.f32(float %56, float 0.000000e+00)
  %70 = tail call noundef float @llvm.minnum.f32(float %69, float 1.000000e+00)
  %71 = fmul contract float %70, 2.550000e+02
  %72 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %71)
  %73 = getelementptr inbounds %struct.uchar4, ptr %5, i64 %23
  %74 = insertelement <4 x i32> poison, i32 %60, i64 0
  %75 = insertelement <4 x i32> %74, i32 %64, i64 1
  %76 = insertelement <4 x i32> %75, i32 %68, i64 2
  %77 = insertelement <4 x i32> %76, i32 %72, i64 3
  %78 = trunc <4 x i32> %77 to <4 x i8>
  store <4 x i8> %78, ptr %73, align 4, !tbaa !13
  br label %160

79:                                               ; preds = %45, %153
  %80 = phi float [ %40, %45 ], [ %157, %153 ]
  %81 = phi float [ %38, %45 ], [ %156, %153 ]
  %82 = phi float [ %36, %45 ], [ %155, %153 ]
  %83 = phi float [ %34, %45 ], [ %154, %153 ]
  %84 = phi i32 [ 0, %45 ], [ %158, %153 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %47, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = sub nsw i32 %11, %87
  %89 = getelementptr inbounds nuw i32, ptr %48, i64 %85
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = sub nsw i32 %16, %90
  %92 = icmp sgt i32 %88, -1
  %93 = icmp sgt i32 %91, -1
  %94 = select i1 %92, i1 %93, i1 false
  %95 = icmp slt i32 %88, %2
  %96 = and i1 %95, %94
  %97 = icmp slt i32 %91, %3
  %98 = select i1 %96, i1 %97, i1 false
  br i1 %98, label %99, label %153

99:                                               ; preds = %79
  %100 = mul nsw i64 %85, %49
  %101 = mul nsw i32 %91, %2
  %102 = zext nneg i32 %101 to i64
  %103 = zext nneg i32 %88 to i64
  %104 = getelementptr %struct.uchar4, ptr %1, i64 %100
  %105 = getelementptr %struct.uchar4, ptr %104, i64 %102
  %106 = getelementptr %struct.uchar4, ptr %105, i64 %103
  %107 = addrspacecast ptr %106 to ptr addrspace(1)
  %108 = getelementptr inbounds nuw i8, ptr addrspace(1) %107, i64 3
  %109 = load i8, ptr addrspace(1) %108, align 1
  %110 = uitofp i8 %109 to float
  %111 = fmul contract float %110, 0x3F70101020000000
  %112 = getelementptr inbounds nuw float, ptr %50, i64 %85
  %113 = load float, ptr %112, align 4, !tbaa !14
  %114 = fcmp contract oge float %113, 0.000000e+00
  %115 = fcmp contract ole float %113, 1.000000e+00
  %116 = and i1 %114, %115
  %117 = select contract i1 %116, float %113, float 1.000000e+00
  %118 = fmul contract float %111, %117
  %119 = fcmp contract ugt float %118, 0.000000e+00
  br i1 %119, label %120, label %153

120:                                              ; preds = %99
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %107, i64 2
  %122 = load i8, ptr addrspace(1) %121, align 2
  %123 = uitofp i8 %122 to float
  %124 = fmul contract float %123, 0x3F70101020000000
  %125 = getelementptr inbounds nuw i8, ptr addrspace(1) %107, i64 1
  %126 = load i8, ptr addrspace(1) %125, align 1
  %127 = uitofp i8 %126 to float
  %128 = fmul contract float %127, 0x3F70101020000000
  %129 = load i8, ptr addrspace(1) %107, align 4
  %130 = uitofp i8 %129 to float
  %131 = fmul contract float %130, 0x3F70101020000000
  %132 = getelementptr inbounds nuw i32, ptr %51, i64 %85
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = and i32 %133, 7
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(4) @_ZL13g_blend_table to ptr), i64 %135
  %137 = load ptr, ptr %136, align 8, !tbaa !16
  %138 = tail call contract noundef float %137(float noundef %131, float noundef %83) #8
  %139 = tail call contract noundef float %137(float noundef %128, float noundef %82) #8
  %140 = tail call contract noundef float %137(float noundef %124, float noundef %81) #8
  %141 = fsub contract float %138, %83
  %142 = fmul contract float %118, %141
  %143 = fadd contract float %83, %142
  %144 = fsub contract float %139, %82
  %145 = fmul contract float %118, %144
  %146 = fadd contract float %82, %145
  %147 = fsub contract float %140, %81
  %148 = fmul contract float %118, %147
  %149 = fadd contract float %81, %148
  %150 = fsub contract float 1.000000e+00, %118
  %151 = fmul contract float %80, %150
  %152 = fadd contract float %118, %151
  br label %153

153:                                              ; preds = %120, %99, %79
  %154 = phi float [ %83, %79 ], [ %143, %120 ], [ %83, %99 ]
  %155 = phi float [ %82, %79 ], [ %146, %120 ], [ %82, %99 ]
  %156 = phi float [ %81, %79 ], [ %149, %120 ], [ %81, %99 ]
  %157 = phi float [ %80, %79 ], [ %152, %120 ], [ %80, %99 ]
  %158 = add nuw nsw i32 %84, 1
  %159 = icmp eq i32 %158, %43
  br i1 %159, label %52, label %79, !llvm.loop !18

160:                                              ; preds = %6, %52
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tone_map_const_lut(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.ToneParams) align 4 captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = icmp slt i32 %10, %1
  %17 = icmp slt i32 %15, %2
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %233

19:                                               ; preds = %5
  %20 = mul nsw i32 %1, %15
  %21 = add nsw i32 %20, %10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.float4, ptr %0, i64 %22
  %24 = addrspacecast ptr %23 to ptr addrspace(1)
  %25 = load float, ptr addrspace(1) %24, align 16
  %26 = getelementptr inbounds nuw i8, ptr addrspace(1) %24, i64 4
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %24, i64 8
  %29 = load float, ptr addrspace(1) %28, align 8
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %24, i64 12
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = load float, ptr %3, align 4, !tbaa !20
  %33 = fcmp contract ogt float %32, 0.000000e+00
  %34 = fcmp contract olt float %32, 1.000000e+06
  %35 = and i1 %33, %34
  %36 = select contract i1 %35, float %32, float 1.000000e+00
  %37 = fmul contract float %25, %36
  %38 = fmul contract float %27, %36
  %39 = fmul contract float %29, %36
  %40 = getelementptr inbounds nuw i8, ptr %3, i64 104
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %42 = load float, ptr %40, align 4, !tbaa !14
  %43 = fcmp contract ogt float %42, 0.000000e+00
  %44 = fcmp contract olt float %42, 1.600000e+01
  %45 = and i1 %43, %44
  %46 = select contract i1 %45, float %42, float 1.000000e+00
  %47 = load float, ptr %41, align 4, !tbaa !14
  %48 = fmul contract float %37, %47
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %50 = load float, ptr %49, align 4, !tbaa !14
  %51 = fmul contract float %38, %50
  %52 = fadd contract float %48, %51
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %54 = load float, ptr %53, align 4, !tbaa !14
  %55 = fmul contract float %39, %54
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %46, %56
  %58 = getelementptr inbounds nuw i8, ptr %3, i64 108
  %59 = load float, ptr %58, align 4, !tbaa !14
  %60 = fcmp contract ogt float %59, 0.000000e+00
  %61 = fcmp contract olt float %59, 1.600000e+01
  %62 = and i1 %60, %61
  %63 = select contract i1 %62, float %59, float 1.000000e+00
  %64 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %65 = load float, ptr %64, align 4, !tbaa !14
  %66 = fmul contract float %37, %65
  %67 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %68 = load float, ptr %67, align 4, !tbaa !14
  %69 = fmul contract float %38, %68
  %70 = fadd contract float %66, %69
  %71 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %72 = load float, ptr %71, align 4, !tbaa !14
  %73 = fmul contract float %39, %72
  %74 = fadd contract float %70, %73
  %75 = fmul contract float %63, %74
  %76 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %77 = load float, ptr %76, align 4, !tbaa !14
  %78 = fcmp contract ogt float %77, 0.000000e+00
  %79 = fcmp contract olt float %77, 1.600000e+01
  %80 = and i1 %78, %79
  %81 = select contract i1 %80, float %77, float 1.000000e+00
  %82 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %83 = load float, ptr %82, align 4, !tbaa !14
  %84 = fmul contract float %37, %83
  %85 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %86 = load float, ptr %85, align 4, !tbaa !14
  %87 = fmul contract float %38, %86
  %88 = fadd contract float %84, %87
  %89 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %90 = load float, ptr %89, align 4, !tbaa !14
  %91 = fmul contract float %39, %90
  %92 = fadd contract float %88, %91
  %93 = fmul contract float %81, %92
  %94 = sitofp i32 %10 to float
  %95 = fadd contract float %94, 5.000000e-01
  %96 = sitofp i32 %1 to float
  %97 = fdiv contract float %95, %96
  %98 = fadd contract float %97, -5.000000e-01
  %99 = uitofp nneg i32 %15 to float
  %100 = fadd contract float %99, 5.000000e-01
  %101 = uitofp nneg i32 %2 to float
  %102 = fdiv contract float %100, %101
  %103 = fadd contract float %102, -5.000000e-01
  %104 = fmul contract float %98, %98
  %105 = fmul contract float %103, %103
  %106 = fadd contract float %104, %105
  %107 = fmul contract float %106, 2.000000e+00
  %108 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %107) #7
  %109 = tail call noundef float @llvm.minnum.f32(float %108, float 1.000000e+00)
  %110 = fmul contract float %109, 1.500000e+01
  %111 = fptosi float %110 to i32
  %112 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %111, i32 14)
  %113 = sitofp i32 %112 to float
  %114 = fsub contract float %110, %113
  %115 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %116 = sext i32 %112 to i64
  %117 = getelementptr inbounds float, ptr %115, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !14
  %119 = getelementptr i8, ptr %117, i64 4
  %120 = load float, ptr %119, align 4, !tbaa !14
  %121 = fsub contract float %120, %118
  %122 = fmul contract float %121, %114
  %123 = fadd contract float %118, %122
  %124 = fcmp contract ogt float %123, 0.000000e+00
  %125 = fcmp contract olt float %123, 4.000000e+00
  %126 = and i1 %124, %125
  %127 = select contract i1 %126, float %123, float 1.000000e+00
  %128 = fmul contract float %127, %57
  %129 = tail call noundef float @llvm.maxnum.f32(float %128, float 0.000000e+00)
  %130 = tail call noundef float @llvm.minnum.f32(float %129, float 1.600000e+01)
  %131 = fmul contract float %130, 1.600000e+01
  %132 = fptosi float %131 to i32
  %133 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %132, i32 255)
  %134 = sitofp i32 %133 to float
  %135 = fsub contract float %131, %134
  %136 = sext i32 %133 to i64
  %137 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_curve to ptr), i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !14
  %139 = getelementptr i8, ptr %137, i64 4
  %140 = load float, ptr %139, align 4, !tbaa !14
  %141 = fsub contract float %140, %138
  %142 = fmul contract float %141, %135
  %143 = fadd contract float %138, %142
  %144 = fcmp contract ugt float %143, 0x3F69A5C380000000
  br i1 %144, label %147, label %145

145:                                              ; preds = %19
  %146 = fmul contract float %143, 0x4029D70A40000000
  br label %153

147:                                              ; preds = %19
  %148 = tail call float @llvm.nvvm.lg2.approx.f(float %143) #7
  %149 = fmul float %148, 0x3FDAAAAAA0000000
  %150 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %149)
  %151 = fmul contract float %150, 0x3FF0E147A0000000
  %152 = fadd contract float %151, 0xBFAC28F5C0000000
  br label %153

153:                                              ; preds = %147, %145
  %154 = phi contract float [ %146, %145 ], [ %152, %147 ]
  %155 = fmul contract float %127, %75
  %156 = tail call noundef float @llvm.maxnum.f32(float %155, float 0.000000e+00)
  %157 = tail call noundef float @llvm.minnum.f32(float %156, float 1.600000e+01)
  %158 = fmul contract float %157, 1.600000e+01
  %159 = fptosi float %158 to i32
  %160 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %159, i32 255)
  %161 = sitofp i32 %160 to float
  %162 = fsub contract float %158, %161
  %163 = sext i32 %160 to i64
  %164 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_curve to ptr), i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !14
  %166 = getelementptr i8, ptr %164, i64 4
  %167 = load float, ptr %166, align 4, !tbaa !14
  %168 = fsub contract float %167, %165
  %169 = fmul contract float %168, %162
  %170 = fadd contract float %165, %169
  %171 = fcmp contract ugt float %170, 0x3F69A5C380000000
  br i1 %171, label %174, label %172

172:                                              ; preds = %153
  %173 = fmul contract float %170, 0x4029D70A40000000
  br label %180

174:                                              ; preds = %153
  %175 = tail call float @llvm.nvvm.lg2.approx.f(float %170) #7
  %176 = fmul float %175, 0x3FDAAAAAA0000000
  %177 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %176)
  %178 = fmul contract float %177, 0x3FF0E147A0000000
  %179 = fadd contract float %178, 0xBFAC28F5C0000000
  br label %180

180:                                              ; preds = %174, %172
  %181 = phi contract float [ %173, %172 ], [ %179, %174 ]
  %182 = fmul contract float %127, %93
  %183 = tail call noundef float @llvm.maxnum.f32(float %182, float 0.000000e+00)
  %184 = tail call noundef float @llvm.minnum.f32(float %183, float 1.600000e+01)
  %185 = fmul contract float %184, 1.600000e+01
  %186 = fptosi float %185 to i32
  %187 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %186, i32 255)
  %188 = sitofp i32 %187 to float
  %189 = fsub contract float %185, %188
  %190 = sext i32 %187 to i64
  %191 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_curve to ptr), i64 %190
  %192 = load float, ptr %191, align 4, !tbaa !14
  %193 = getelementptr i8, ptr %191, i64 4
  %194 = load float, ptr %193, align 4, !tbaa !14
  %195 = fsub contract float %194, %192
  %196 = fmul contract float %195, %189
  %197 = fadd contract float %192, %196
  %198 = fcmp contract ugt float %197, 0x3F69A5C380000000
  br i1 %198, label %201, label %199

199:                                              ; preds = %180
  %200 = fmul contract float %197, 0x4029D70A40000000
  br label %207

201:                                              ; preds = %180
  %202 = tail call float @llvm.nvvm.lg2.approx.f(float %197) #7
  %203 = fmul float %202, 0x3FDAAAAAA0000000
  %204 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %203)
  %205 = fmul contract float %204, 0x3FF0E147A0000000
  %206 = fadd contract float %205, 0xBFAC28F5C0000000
  br label %207

207:                                              ; preds = %201, %199
  %208 = phi contract float [ %200, %199 ], [ %206, %201 ]
  %209 = tail call noundef float @llvm.maxnum.f32(float %31, float 0.000000e+00)
  %210 = tail call noundef float @llvm.minnum.f32(float %209, float 1.000000e+00)
  %211 = tail call noundef float @llvm.maxnum.f32(float %154, float 0.000000e+00)
  %212 = tail call noundef float @llvm.minnum.f32(float %211, float 1.000000e+00)
  %213 = fmul contract float %212, 2.550000e+02
  %214 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %213)
  %215 = tail call noundef float @llvm.maxnum.f32(float %181, float 0.000000e+00)
  %216 = tail call noundef float @llvm.minnum.f32(float %215, float 1.000000e+00)
  %217 = fmul contract float %216, 2.550000e+02
  %218 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %217)
  %219 = tail call noundef float @llvm.maxnum.f32(float %208, float 0.000000e+00)
  %220 = tail call noundef float @llvm.minnum.f32(float %219, float 1.000000e+00)
  %221 = fmul contract float %220, 2.550000e+02
  %222 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %221)
  %223 = tail call noundef float @llvm.maxnum.f32(float %210, float 0.000000e+00)
  %224 = tail call noundef float @llvm.minnum.f32(float %223, float 1.000000e+00)
  %225 = fmul contract float %224, 2.550000e+02
  %226 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %225)
  %227 = getelementptr inbounds %struct.uchar4, ptr %4, i64 %22
  %228 = insertelement <4 x i32> poison, i32 %214, i64 0
  %229 = insertelement <4 x i32> %228, i32 %218, i64 1
  %230 = insertelement <4 x i32> %229, i32 %222, i64 2
  %231 = insertelement <4 x i32> %230, i32 %226, i64 3
  %232 = trunc <4 x i32> %231 to <4 x i8>
  store <4 x i8> %232, ptr %227, align 4, !tbaa !13
  br label %233

233:                                              ; preds = %5, %207
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS10LayerStack", !7, i64 0, !8, i64 4, !8, i64 36, !8, i64 68, !8, i64 100}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!21, !15, i64 0}
!21 = !{!"_ZTS10ToneParams", !15, i64 0, !8, i64 4, !8, i64 40, !8, i64 104}
