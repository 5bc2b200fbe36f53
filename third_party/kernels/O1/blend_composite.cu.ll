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
  %43 = tail call i32 @llvm.smin.i32(i32 %42, i32 8)
  %44 = icmp slt i32 %41, 1
  br i1 %44, label %52, label %45

45:                                               ; preds = %20
  %46 = mul nsw i32 %3, %2
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 68
  %48 = getelementptr inbounds nuw i8, ptr %4, i64 100
  %49 = sext i32 %46 to i64
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 4
  br label %81

52:                                               ; preds = %153, %20
  %53 = phi float [ %34, %20 ], [ %154, %153 ]
  %54 = phi float [ %36, %20 ], [ %155, %153 ]
  %55 = phi float [ %38, %20 ], [ %156, %153 ]
  %56 = phi float [ %40, %20 ], [ %157, %153 ]
  %57 = tail call noundef float @llvm.maxnum.f32(float %53, float 0.000000e+00)
  %58 = tail call noundef float @llvm.minnum.f32(float %57, float 1.000000e+00)
  %59 = fmul contract float %58, 2.550000e+02
  %60 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %59)
  %61 = trunc i32 %60 to i8
  %62 = tail call noundef float @llvm.maxnum.f32(float %54, float 0.000000e+00)
  %63 = tail call noundef float @llvm.minnum.f32(float %62, float 1.000000e+00)
  %64 = fmul contract float %63, 2.550000e+02
  %65 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %64)
  %66 = trunc i32 %65 to i8
  %67 = tail call noundef float @llvm.maxnum.f32(float %55, float 0.000000e+00)
  %68 = tail call noundef float @llvm.minnum.f32(float %67, float 1.000000e+00)
  %69 = fmul contract float %68, 2.550000e+02
  %70 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %69)
  %71 = trunc i32 %70 to i8
  %72 = tail call noundef float @llvm.maxnum.f32(float %56, float 0.000000e+00)
  %73 = tail call noundef float @llvm.minnum.f32(float %72, float 1.000000e+00)
  %74 = fmul contract float %73, 2.550000e+02
  %75 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %74)
  %76 = trunc i32 %75 to i8
  %77 = getelementptr inbounds %struct.uchar4, ptr %5, i64 %23
  store i8 %61, ptr %77, align 4, !tbaa !13
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 1
  store i8 %66, ptr %78, align 1, !tbaa !13
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 2
  store i8 %71, ptr %79, align 2, !tbaa !13
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 3
  store i8 %76, ptr %80, align 1, !tbaa !13
  br label %160

81:                                               ; preds = %45, %153
  %82 = phi float [ %40, %45 ], [ %157, %153 ]
  %83 = phi float [ %38, %45 ], [ %156, %153 ]
  %84 = phi float [ %36, %45 ], [ %155, %153 ]
  %85 = phi float [ %34, %45 ], [ %154, %153 ]
  %86 = phi i32 [ 0, %45 ], [ %158, %153 ]
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i32, ptr %47, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = sub nsw i32 %11, %89
  %91 = getelementptr inbounds nuw i32, ptr %48, i64 %87
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = sub nsw i32 %16, %92
  %94 = icmp sgt i32 %90, -1
  %95 = icmp sgt i32 %93, -1
  %96 = select i1 %94, i1 %95, i1 false
  %97 = icmp slt i32 %90, %2
  %98 = and i1 %97, %96
  %99 = icmp slt i32 %93, %3
  %100 = select i1 %98, i1 %99, i1 false
  br i1 %100, label %101, label %153

101:                                              ; preds = %81
  %102 = mul nsw i64 %87, %49
  %103 = mul nsw i32 %93, %2
  %104 = zext nneg i32 %103 to i64
  %105 = zext nneg i32 %90 to i64
  %106 = getelementptr %struct.uchar4, ptr %1, i64 %102
  %107 = getelementptr %struct.uchar4, ptr %106, i64 %104
  %108 = getelementptr %struct.uchar4, ptr %107, i64 %105
  %109 = addrspacecast ptr %108 to ptr addrspace(1)
  %110 = load <4 x i8>, ptr addrspace(1) %109, align 4, !invariant.load !14
  %111 = extractelement <4 x i8> %110, i64 3
  %112 = uitofp i8 %111 to float
  %113 = fmul contract float %112, 0x3F70101020000000
  %114 = getelementptr inbounds nuw float, ptr %50, i64 %87
  %115 = load float, ptr %114, align 4, !tbaa !15
  %116 = fcmp contract oge float %115, 0.000000e+00
  %117 = fcmp contract ole float %115, 1.000000e+00
  %118 = and i1 %116, %117
  %119 = select contract i1 %118, float %115, float 1.000000e+00
  %120 = fmul contract float %113, %119
  %121 = fcmp contract ugt float %120, 0.000000e+00
  br i1 %121, label %122, label %153

122:                                              ; preds = %101
  %123 = extractelement <4 x i8> %110, i64 2
  %124 = uitofp i8 %123 to float
  %125 = fmul contract float %124, 0x3F70101020000000
  %126 = extractelement <4 x i8> %110, i64 1
  %127 = uitofp i8 %126 to float
  %128 = fmul contract float %127, 0x3F70101020000000
  %129 = extractelement <4 x i8> %110, i64 0
  %130 = uitofp i8 %129 to float
  %131 = fmul contract float %130, 0x3F70101020000000
  %132 = getelementptr inbounds nuw i32, ptr %51, i64 %87
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = and i32 %133, 7
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(4) @_ZL13g_blend_table to ptr), i64 %135
  %137 = load ptr, ptr %136, align 8, !tbaa !17
  %138 = tail call contract noundef float %137(float noundef %131, float noundef %85) #8
  %139 = tail call contract noundef float %137(float noundef %128, float noundef %84) #8
  %140 = tail call contract noundef float %137(float noundef %125, float noundef %83) #8
  %141 = fsub contract float %138, %85
  %142 = fmul contract float %120, %141
  %143 = fadd contract float %85, %142
  %144 = fsub contract float %139, %84
  %145 = fmul contract float %120, %144
  %146 = fadd contract float %84, %145
  %147 = fsub contract float %140, %83
  %148 = fmul contract float %120, %147
  %149 = fadd contract float %83, %148
  %150 = fsub contract float 1.000000e+00, %120
  %151 = fmul contract float %82, %150
  %152 = fadd contract float %120, %151
  br label %153

153:                                              ; preds = %122, %101, %81
  %154 = phi float [ %85, %81 ], [ %143, %122 ], [ %85, %101 ]
  %155 = phi float [ %84, %81 ], [ %146, %122 ], [ %84, %101 ]
  %156 = phi float [ %83, %81 ], [ %149, %122 ], [ %83, %101 ]
  %157 = phi float [ %82, %81 ], [ %152, %122 ], [ %82, %101 ]
  %158 = add nuw nsw i32 %86, 1
  %159 = icmp eq i32 %158, %43
  br i1 %159, label %52, label %81, !llvm.loop !19

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
  %25 = load <4 x float>, ptr addrspace(1) %24, align 16, !invariant.load !14
  %26 = extractelement <4 x float> %25, i64 2
  %27 = load float, ptr %3, align 4, !tbaa !22
  %28 = fcmp contract ogt float %27, 0.000000e+00
  %29 = fcmp contract olt float %27, 1.000000e+06
  %30 = and i1 %28, %29
  %31 = select contract i1 %30, float %27, float 1.000000e+00
  %32 = fmul contract float %26, %31
  %33 = extractelement <4 x float> %25, i64 1
  %34 = fmul contract float %33, %31
  %35 = extractelement <4 x float> %25, i64 0
  %36 = fmul contract float %35, %31
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 108
  %38 = load float, ptr %37, align 4, !tbaa !15
  %39 = fcmp contract ogt float %38, 0.000000e+00
  %40 = fcmp contract olt float %38, 1.600000e+01
  %41 = and i1 %39, %40
  %42 = select contract i1 %41, float %38, float 1.000000e+00
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %44 = load float, ptr %43, align 4, !tbaa !15
  %45 = fmul contract float %36, %44
  %46 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %47 = load float, ptr %46, align 4, !tbaa !15
  %48 = fmul contract float %34, %47
  %49 = fadd contract float %45, %48
  %50 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %51 = load float, ptr %50, align 4, !tbaa !15
  %52 = fmul contract float %32, %51
  %53 = fadd contract float %49, %52
  %54 = fmul contract float %42, %53
  %55 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %56 = load float, ptr %55, align 4, !tbaa !15
  %57 = fcmp contract ogt float %56, 0.000000e+00
  %58 = fcmp contract olt float %56, 1.600000e+01
  %59 = and i1 %57, %58
  %60 = select contract i1 %59, float %56, float 1.000000e+00
  %61 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %62 = load float, ptr %61, align 4, !tbaa !15
  %63 = fmul contract float %36, %62
  %64 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %65 = load float, ptr %64, align 4, !tbaa !15
  %66 = fmul contract float %34, %65
  %67 = fadd contract float %63, %66
  %68 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %69 = load float, ptr %68, align 4, !tbaa !15
  %70 = fmul contract float %32, %69
  %71 = fadd contract float %67, %70
  %72 = fmul contract float %60, %71
  %73 = sitofp i32 %10 to float
  %74 = fadd contract float %73, 5.000000e-01
  %75 = sitofp i32 %1 to float
  %76 = fdiv contract float %74, %75
  %77 = fadd contract float %76, -5.000000e-01
  %78 = uitofp nneg i32 %15 to float
  %79 = fadd contract float %78, 5.000000e-01
  %80 = uitofp nneg i32 %2 to float
  %81 = fdiv contract float %79, %80
  %82 = fadd contract float %81, -5.000000e-01
  %83 = fmul contract float %77, %77
  %84 = fmul contract float %82, %82
  %85 = fadd contract float %83, %84
  %86 = fmul contract float %85, 2.000000e+00
  %87 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %86) #7
  %88 = tail call noundef float @llvm.minnum.f32(float %87, float 1.000000e+00)
  %89 = fmul contract float %88, 1.500000e+01
  %90 = fptosi float %89 to i32
  %91 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %90, i32 14)
  %92 = sitofp i32 %91 to float
  %93 = fsub contract float %89, %92
  %94 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %95 = sext i32 %91 to i64
  %96 = getelementptr inbounds float, ptr %94, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !15
  %98 = getelementptr i8, ptr %96, i64 4
  %99 = load float, ptr %98, align 4, !tbaa !15
  %100 = fsub contract float %99, %97
  %101 = fmul contract float %100, %93
  %102 = fadd contract float %97, %101
  %103 = fcmp contract ogt float %102, 0.000000e+00
  %104 = fcmp contract olt float %102, 4.000000e+00
  %105 = and i1 %103, %104
  %106 = select contract i1 %105, float %102, float 1.000000e+00
  %107 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %108 = getelementptr inbounds nuw i8, ptr %3, i64 104
  %109 = load float, ptr %108, align 4, !tbaa !15
  %110 = fcmp contract ogt float %109, 0.000000e+00
  %111 = fcmp contract olt float %109, 1.600000e+01
  %112 = and i1 %110, %111
  %113 = select contract i1 %112, float %109, float 1.000000e+00
  %114 = load float, ptr %107, align 4, !tbaa !15
  %115 = fmul contract float %36, %114
  %116 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %117 = load float, ptr %116, align 4, !tbaa !15
  %118 = fmul contract float %34, %117
  %119 = fadd contract float %115, %118
  %120 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %121 = load float, ptr %120, align 4, !tbaa !15
  %122 = fmul contract float %32, %121
  %123 = fadd contract float %119, %122
  %124 = fmul contract float %113, %123
  %125 = fmul contract float %106, %124
  %126 = tail call noundef float @llvm.maxnum.f32(float %125, float 0.000000e+00)
  %127 = tail call noundef float @llvm.minnum.f32(float %126, float 1.600000e+01)
  %128 = fmul contract float %127, 1.600000e+01
  %129 = fptosi float %128 to i32
  %130 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %129, i32 255)
  %131 = sitofp i32 %130 to float
  %132 = fsub contract float %128, %131
  %133 = sext i32 %130 to i64
  %134 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_curve to ptr), i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !15
  %136 = getelementptr i8, ptr %134, i64 4
  %137 = load float, ptr %136, align 4, !tbaa !15
  %138 = fsub contract float %137, %135
  %139 = fmul contract float %138, %132
  %140 = fadd contract float %135, %139
  %141 = fcmp contract ugt float %140, 0x3F69A5C380000000
  br i1 %141, label %144, label %142

142:                                              ; preds = %19
  %143 = fmul contract float %140, 0x4029D70A40000000
  br label %150

144:                                              ; preds = %19
  %145 = tail call float @llvm.nvvm.lg2.approx.f(float %140) #7
  %146 = fmul float %145, 0x3FDAAAAAA0000000
  %147 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %146)
  %148 = fmul contract float %147, 0x3FF0E147A0000000
  %149 = fadd contract float %148, 0xBFAC28F5C0000000
  br label %150

150:                                              ; preds = %144, %142
  %151 = phi contract float [ %143, %142 ], [ %149, %144 ]
  %152 = fmul contract float %106, %54
  %153 = tail call noundef float @llvm.maxnum.f32(float %152, float 0.000000e+00)
  %154 = tail call noundef float @llvm.minnum.f32(float %153, float 1.600000e+01)
  %155 = fmul contract float %154, 1.600000e+01
  %156 = fptosi float %155 to i32
  %157 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %156, i32 255)
  %158 = sitofp i32 %157 to float
  %159 = fsub contract float %155, %158
  %160 = sext i32 %157 to i64
  %161 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_curve to ptr), i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !15
  %163 = getelementptr i8, ptr %161, i64 4
  %164 = load float, ptr %163, align 4, !tbaa !15
  %165 = fsub contract float %164, %162
  %166 = fmul contract float %165, %159
  %167 = fadd contract float %162, %166
  %168 = fcmp contract ugt float %167, 0x3F69A5C380000000
  br i1 %168, label %171, label %169

169:                                              ; preds = %150
  %170 = fmul contract float %167, 0x4029D70A40000000
  br label %177

171:                                              ; preds = %150
  %172 = tail call float @llvm.nvvm.lg2.approx.f(float %167) #7
  %173 = fmul float %172, 0x3FDAAAAAA0000000
  %174 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %173)
  %175 = fmul contract float %174, 0x3FF0E147A0000000
  %176 = fadd contract float %175, 0xBFAC28F5C0000000
  br label %177

177:                                              ; preds = %171, %169
  %178 = phi contract float [ %170, %169 ], [ %176, %171 ]
  %179 = fmul contract float %106, %72
  %180 = tail call noundef float @llvm.maxnum.f32(float %179, float 0.000000e+00)
  %181 = tail call noundef float @llvm.minnum.f32(float %180, float 1.600000e+01)
  %182 = fmul contract float %181, 1.600000e+01
  %183 = fptosi float %182 to i32
  %184 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %183, i32 255)
  %185 = sitofp i32 %184 to float
  %186 = fsub contract float %182, %185
  %187 = sext i32 %184 to i64
  %188 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_curve to ptr), i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !15
  %190 = getelementptr i8, ptr %188, i64 4
  %191 = load float, ptr %190, align 4, !tbaa !15
  %192 = fsub contract float %191, %189
  %193 = fmul contract float %192, %186
  %194 = fadd contract float %189, %193
  %195 = fcmp contract ugt float %194, 0x3F69A5C380000000
  br i1 %195, label %198, label %196

196:                                              ; preds = %177
  %197 = fmul contract float %194, 0x4029D70A40000000
  br label %204

198:                                              ; preds = %177
  %199 = tail call float @llvm.nvvm.lg2.approx.f(float %194) #7
  %200 = fmul float %199, 0x3FDAAAAAA0000000
  %201 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %200)
  %202 = fmul contract float %201, 0x3FF0E147A0000000
  %203 = fadd contract float %202, 0xBFAC28F5C0000000
  br label %204

204:                                              ; preds = %198, %196
  %205 = phi contract float [ %197, %196 ], [ %203, %198 ]
  %206 = extractelement <4 x float> %25, i64 3
  %207 = tail call noundef float @llvm.maxnum.f32(float %206, float 0.000000e+00)
  %208 = tail call noundef float @llvm.minnum.f32(float %207, float 1.000000e+00)
  %209 = tail call noundef float @llvm.maxnum.f32(float %151, float 0.000000e+00)
  %210 = tail call noundef float @llvm.minnum.f32(float %209, float 1.000000e+00)
  %211 = fmul contract float %210, 2.550000e+02
  %212 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %211)
  %213 = trunc i32 %212 to i8
  %214 = tail call noundef float @llvm.maxnum.f32(float %178, float 0.000000e+00)
  %215 = tail call noundef float @llvm.minnum.f32(float %214, float 1.000000e+00)
  %216 = fmul contract float %215, 2.550000e+02
  %217 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %216)
  %218 = trunc i32 %217 to i8
  %219 = tail call noundef float @llvm.maxnum.f32(float %205, float 0.000000e+00)
  %220 = tail call noundef float @llvm.minnum.f32(float %219, float 1.000000e+00)
  %221 = fmul contract float %220, 2.550000e+02
  %222 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %221)
  %223 = trunc i32 %222 to i8
  %224 = tail call noundef float @llvm.maxnum.f32(float %208, float 0.000000e+00)
  %225 = tail call noundef float @llvm.minnum.f32(float %224, float 1.000000e+00)
  %226 = fmul contract float %225, 2.550000e+02
  %227 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %226)
  %228 = trunc i32 %227 to i8
  %229 = getelementptr inbounds %struct.uchar4, ptr %4, i64 %22
  store i8 %213, ptr %229, align 4, !tbaa !13
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 1
  store i8 %218, ptr %230, align 1, !tbaa !13
  %231 = getelementptr inbounds nuw i8, ptr %229, i64 2
  store i8 %223, ptr %231, align 2, !tbaa !13
  %232 = getelementptr inbounds nuw i8, ptr %229, i64 3
  store i8 %228, ptr %232, align 1, !tbaa !13
  br label %233

233:                                              ; preds = %5, %204
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
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!23, !16, i64 0}
!23 = !{!"_ZTS10ToneParams", !16, i64 0, !8, i64 4, !8, i64 40, !8, i64 104}
