; ModuleID = 'src/fmm_kernels.cu'
source_filename = "src/fmm_kernels.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.float4 = type { float, float, float, float }

$_ZZ8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_iE6s_part = comdat any

$_ZZ8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_iE6s_part = comdat any

$_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom = comdat any

$_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a = comdat any

$_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 = comdat any

@_ZZ11fmm_l2p_p16E3s_b = internal unnamed_addr addrspace(3) global [17 x %struct.float2.0] undef, align 8
@_ZZ7fmm_p2pE5s_src = internal unnamed_addr addrspace(3) global [64 x %struct.float4] undef, align 16
@_ZZ8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_iE6s_part = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [9 x %struct.float2.0]] undef, comdat, align 8
@_ZZ8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_iE6s_part = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [17 x %struct.float2.0]] undef, comdat, align 8
@_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [16 x float]] undef, comdat, align 4
@_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [17 x %struct.float2.0] undef, comdat, align 8
@_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 = linkonce_odr dso_local local_unnamed_addr addrspace(3) global %struct.float2.0 undef, comdat, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.float2.0 @_Z4cinv6float2(ptr noundef readonly byval(%struct.float2.0) align 8 captures(none) %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 8, !tbaa !11
  %3 = fmul contract float %2, %2
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load float, ptr %4, align 4, !tbaa !14
  %6 = fmul contract float %5, %5
  %7 = fadd contract float %3, %6
  %8 = fcmp contract ogt float %7, 0x39B4484C00000000
  %9 = fdiv contract float 1.000000e+00, %7
  %10 = select contract i1 %8, float %9, float 0.000000e+00
  %11 = fmul contract float %2, %10
  %12 = fneg contract float %5
  %13 = fmul contract float %10, %12
  %14 = insertvalue %struct.float2.0 poison, float %11, 0
  %15 = insertvalue %struct.float2.0 %14, float %13, 1
  ret %struct.float2.0 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.float2.0 @_Z4clog6float2(ptr noundef readonly byval(%struct.float2.0) align 8 captures(none) %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 8, !tbaa !11
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !14
  %5 = tail call float @llvm.nvvm.fabs.f32(float %2)
  %6 = tail call float @llvm.nvvm.fabs.f32(float %4)
  %7 = fcmp ogt float %6, %5
  %8 = select i1 %7, float %6, float %5
  %9 = select i1 %7, float %5, float %6
  %10 = tail call float @llvm.nvvm.div.rn.f(float %9, float %8) #13
  %11 = fmul float %10, %10
  %12 = tail call float @llvm.fma.f32(float %11, float 0x3F666E2160000000, float 0xBF900EE900000000)
  %13 = tail call float @llvm.fma.f32(float %12, float %11, float 0x3FA59B5640000000)
  %14 = tail call float @llvm.fma.f32(float %13, float %11, float 0xBFB325A200000000)
  %15 = tail call float @llvm.fma.f32(float %14, float %11, float 0x3FBB3D4D80000000)
  %16 = tail call float @llvm.fma.f32(float %15, float %11, float 0xBFC22F9620000000)
  %17 = tail call float @llvm.fma.f32(float %16, float %11, float 0x3FC9979C00000000)
  %18 = tail call float @llvm.fma.f32(float %17, float %11, float 0xBFD5554FA0000000)
  %19 = fmul float %11, %18
  %20 = tail call float @llvm.fma.f32(float %19, float %10, float %10)
  %21 = bitcast float %2 to i32
  %22 = icmp slt i32 %21, 0
  br i1 %7, label %23, label %28

23:                                               ; preds = %1
  %24 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %20)
  %25 = fneg float %20
  %26 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %25)
  %27 = select i1 %22, float %24, float %26
  br label %32

28:                                               ; preds = %1
  %29 = fneg float %20
  %30 = tail call float @llvm.fma.f32(float 0x3FFDDCB020000000, float 0x3FFAEE9D60000000, float %29)
  %31 = select i1 %22, float %30, float %20
  br label %32

32:                                               ; preds = %28, %23
  %33 = phi float [ %27, %23 ], [ %31, %28 ]
  %34 = fcmp oeq float %8, 0.000000e+00
  br i1 %34, label %35, label %39

35:                                               ; preds = %32
  %36 = bitcast float %2 to i32
  %37 = icmp slt i32 %36, 0
  %38 = select i1 %37, float 0x400921FB60000000, float 0.000000e+00
  br label %45

39:                                               ; preds = %32
  %40 = fcmp oeq float %5, %6
  %41 = bitcast float %2 to i32
  %42 = icmp slt i32 %41, 0
  %43 = select i1 %42, float 0x4002D97C80000000, float 0x3FE921FB60000000
  %44 = select i1 %40, float %43, float %33
  br label %45

45:                                               ; preds = %35, %39
  %46 = phi float [ %38, %35 ], [ %44, %39 ]
  %47 = fmul contract float %2, %2
  %48 = fmul contract float %4, %4
  %49 = fadd contract float %47, %48
  %50 = tail call noundef float @llvm.maxnum.f32(float %49, float 0x39B4484C00000000)
  %51 = bitcast float %50 to i32
  %52 = icmp samesign ugt i32 %51, 2139095039
  %53 = tail call float @llvm.fma.f32(float %50, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %54 = add nsw i32 %51, -1059760811
  %55 = and i32 %54, -8388608
  %56 = sitofp i32 %55 to float
  %57 = tail call float @llvm.fma.f32(float %56, float 0x3E80000000000000, float 0.000000e+00)
  %58 = sub i32 %51, %55
  %59 = bitcast i32 %58 to float
  %60 = fadd float %59, -1.000000e+00
  %61 = tail call float @llvm.fma.f32(float %60, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %62 = tail call float @llvm.fma.f32(float %61, float %60, float 0xBFBF19B980000000)
  %63 = tail call float @llvm.fma.f32(float %62, float %60, float 0x3FC1E52AA0000000)
  %64 = tail call float @llvm.fma.f32(float %63, float %60, float 0xBFC55B1720000000)
  %65 = tail call float @llvm.fma.f32(float %64, float %60, float 0x3FC99DA160000000)
  %66 = tail call float @llvm.fma.f32(float %65, float %60, float 0xBFCFFFE440000000)
  %67 = tail call float @llvm.fma.f32(float %66, float %60, float 0x3FD5554F00000000)
  %68 = tail call float @llvm.fma.f32(float %67, float %60, float -5.000000e-01)
  %69 = fmul float %60, %68
  %70 = tail call float @llvm.fma.f32(float %69, float %60, float %60)
  %71 = tail call float @llvm.fma.f32(float %57, float 0x3FE62E4300000000, float %70)
  %72 = select i1 %52, float %53, float %71
  %73 = fmul contract float %72, 5.000000e-01
  %74 = fadd float %5, %6
  %75 = tail call float @llvm.nvvm.fabs.f32(float %74)
  %76 = fcmp uno float %75, 0.000000e+00
  %77 = tail call float @llvm.copysign.f32(float %46, float %4) #13
  %78 = select i1 %76, float %74, float %77
  %79 = insertvalue %struct.float2.0 poison, float %73, 0
  %80 = insertvalue %struct.float2.0 %79, float %78, 1
  ret %struct.float2.0 %80
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fmm_p2m_p8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = icmp eq i32 %6, 64
  br i1 %7, label %8, label %364

8:                                                ; preds = %5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %364

12:                                               ; preds = %8
  %13 = lshr i32 %9, 5
  %14 = and i32 %9, 31
  %15 = icmp eq i32 %14, 0
  %16 = zext nneg i32 %13 to i64
  %17 = getelementptr inbounds nuw [9 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 %16
  %18 = icmp samesign ult i32 %9, 9
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = zext nneg i32 %9 to i64
  %21 = getelementptr %struct.float4, ptr %0, i64 %20
  %22 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %23 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %24 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %25 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %26 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %27 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %28 = getelementptr inbounds nuw i8, ptr %17, i64 28
  %29 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %30 = getelementptr inbounds nuw i8, ptr %17, i64 36
  %31 = getelementptr inbounds nuw i8, ptr %17, i64 40
  %32 = getelementptr inbounds nuw i8, ptr %17, i64 44
  %33 = getelementptr inbounds nuw i8, ptr %17, i64 48
  %34 = getelementptr inbounds nuw i8, ptr %17, i64 52
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 56
  %36 = getelementptr inbounds nuw i8, ptr %17, i64 60
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 64
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 68
  %39 = zext nneg i32 %9 to i64
  %40 = getelementptr inbounds nuw %struct.float2.0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 72), i64 %39
  %41 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 %39
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %43 = getelementptr %struct.float2.0, ptr %3, i64 %39
  br label %44

44:                                               ; preds = %12, %347
  %45 = phi i32 [ %10, %12 ], [ %348, %347 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %1, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6, !noalias !22
  %49 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %48, i32 0)
  %50 = tail call i32 @llvm.umin.i32(i32 %49, i32 64)
  %51 = icmp samesign ult i32 %9, %50
  br i1 %51, label %232, label %52

52:                                               ; preds = %232, %44
  %53 = phi float [ %324, %232 ], [ 0.000000e+00, %44 ]
  %54 = phi float [ %326, %232 ], [ 0.000000e+00, %44 ]
  %55 = phi float [ %320, %232 ], [ 0.000000e+00, %44 ]
  %56 = phi float [ %322, %232 ], [ 0.000000e+00, %44 ]
  %57 = phi float [ %315, %232 ], [ 0.000000e+00, %44 ]
  %58 = phi float [ %317, %232 ], [ 0.000000e+00, %44 ]
  %59 = phi float [ %310, %232 ], [ 0.000000e+00, %44 ]
  %60 = phi float [ %312, %232 ], [ 0.000000e+00, %44 ]
  %61 = phi float [ %305, %232 ], [ 0.000000e+00, %44 ]
  %62 = phi float [ %307, %232 ], [ 0.000000e+00, %44 ]
  %63 = phi float [ %300, %232 ], [ 0.000000e+00, %44 ]
  %64 = phi float [ %302, %232 ], [ 0.000000e+00, %44 ]
  %65 = phi float [ %295, %232 ], [ 0.000000e+00, %44 ]
  %66 = phi float [ %297, %232 ], [ 0.000000e+00, %44 ]
  %67 = phi float [ %287, %232 ], [ 0.000000e+00, %44 ]
  %68 = phi float [ %292, %232 ], [ 0.000000e+00, %44 ]
  %69 = phi float [ %241, %232 ], [ 0.000000e+00, %44 ]
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 16, i32 31), !noalias !22
  %71 = fadd contract float %69, %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31), !noalias !22
  %73 = fadd contract float %72, 0.000000e+00
  %74 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 8, i32 31), !noalias !22
  %75 = fadd contract float %71, %74
  %76 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 8, i32 31), !noalias !22
  %77 = fadd contract float %73, %76
  %78 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %75, i32 4, i32 31), !noalias !22
  %79 = fadd contract float %75, %78
  %80 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %77, i32 4, i32 31), !noalias !22
  %81 = fadd contract float %77, %80
  %82 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 2, i32 31), !noalias !22
  %83 = fadd contract float %79, %82
  %84 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %81, i32 2, i32 31), !noalias !22
  %85 = fadd contract float %81, %84
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %83, i32 1, i32 31), !noalias !22
  %87 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 1, i32 31), !noalias !22
  %88 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 16, i32 31), !noalias !22
  %89 = fadd contract float %54, %88
  %90 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %53, i32 16, i32 31), !noalias !22
  %91 = fadd contract float %53, %90
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %89, i32 8, i32 31), !noalias !22
  %93 = fadd contract float %89, %92
  %94 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %91, i32 8, i32 31), !noalias !22
  %95 = fadd contract float %91, %94
  %96 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %93, i32 4, i32 31), !noalias !22
  %97 = fadd contract float %93, %96
  %98 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %95, i32 4, i32 31), !noalias !22
  %99 = fadd contract float %95, %98
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %97, i32 2, i32 31), !noalias !22
  %101 = fadd contract float %97, %100
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 2, i32 31), !noalias !22
  %103 = fadd contract float %99, %102
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 1, i32 31), !noalias !22
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 1, i32 31), !noalias !22
  %106 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 16, i32 31), !noalias !22
  %107 = fadd contract float %56, %106
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 16, i32 31), !noalias !22
  %109 = fadd contract float %55, %108
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 8, i32 31), !noalias !22
  %111 = fadd contract float %107, %110
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 8, i32 31), !noalias !22
  %113 = fadd contract float %109, %112
  %114 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %111, i32 4, i32 31), !noalias !22
  %115 = fadd contract float %111, %114
  %116 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 4, i32 31), !noalias !22
  %117 = fadd contract float %113, %116
  %118 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %115, i32 2, i32 31), !noalias !22
  %119 = fadd contract float %115, %118
  %120 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %117, i32 2, i32 31), !noalias !22
  %121 = fadd contract float %117, %120
  %122 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %119, i32 1, i32 31), !noalias !22
  %123 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %121, i32 1, i32 31), !noalias !22
  %124 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 16, i32 31), !noalias !22
  %125 = fadd contract float %58, %124
  %126 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 16, i32 31), !noalias !22
  %127 = fadd contract float %57, %126
  %128 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %125, i32 8, i32 31), !noalias !22
  %129 = fadd contract float %125, %128
  %130 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %127, i32 8, i32 31), !noalias !22
  %131 = fadd contract float %127, %130
  %132 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %129, i32 4, i32 31), !noalias !22
  %133 = fadd contract float %129, %132
  %134 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %131, i32 4, i32 31), !noalias !22
  %135 = fadd contract float %131, %134
  %136 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %133, i32 2, i32 31), !noalias !22
  %137 = fadd contract float %133, %136
  %138 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %135, i32 2, i32 31), !noalias !22
  %139 = fadd contract float %135, %138
  %140 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %137, i32 1, i32 31), !noalias !22
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %139, i32 1, i32 31), !noalias !22
  %142 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 16, i32 31), !noalias !22
  %143 = fadd contract float %60, %142
  %144 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 16, i32 31), !noalias !22
  %145 = fadd contract float %59, %144
  %146 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %143, i32 8, i32 31), !noalias !22
  %147 = fadd contract float %143, %146
  %148 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %145, i32 8, i32 31), !noalias !22
  %149 = fadd contract float %145, %148
  %150 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %147, i32 4, i32 31), !noalias !22
  %151 = fadd contract float %147, %150
  %152 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %149, i32 4, i32 31), !noalias !22
  %153 = fadd contract float %149, %152
  %154 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %151, i32 2, i32 31), !noalias !22
  %155 = fadd contract float %151, %154
  %156 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %153, i32 2, i32 31), !noalias !22
  %157 = fadd contract float %153, %156
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %155, i32 1, i32 31), !noalias !22
  %159 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 1, i32 31), !noalias !22
  %160 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 16, i32 31), !noalias !22
  %161 = fadd contract float %62, %160
  %162 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 16, i32 31), !noalias !22
  %163 = fadd contract float %61, %162
  %164 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %161, i32 8, i32 31), !noalias !22
  %165 = fadd contract float %161, %164
  %166 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %163, i32 8, i32 31), !noalias !22
  %167 = fadd contract float %163, %166
  %168 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %165, i32 4, i32 31), !noalias !22
  %169 = fadd contract float %165, %168
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 4, i32 31), !noalias !22
  %171 = fadd contract float %167, %170
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 2, i32 31), !noalias !22
  %173 = fadd contract float %169, %172
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 2, i32 31), !noalias !22
  %175 = fadd contract float %171, %174
  %176 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %173, i32 1, i32 31), !noalias !22
  %177 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %175, i32 1, i32 31), !noalias !22
  %178 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %64, i32 16, i32 31), !noalias !22
  %179 = fadd contract float %64, %178
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 16, i32 31), !noalias !22
  %181 = fadd contract float %63, %180
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %179, i32 8, i32 31), !noalias !22
  %183 = fadd contract float %179, %182
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 8, i32 31), !noalias !22
  %185 = fadd contract float %181, %184
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 4, i32 31), !noalias !22
  %187 = fadd contract float %183, %186
  %188 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %185, i32 4, i32 31), !noalias !22
  %189 = fadd contract float %185, %188
  %190 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %187, i32 2, i32 31), !noalias !22
  %191 = fadd contract float %187, %190
  %192 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %189, i32 2, i32 31), !noalias !22
  %193 = fadd contract float %189, %192
  %194 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %191, i32 1, i32 31), !noalias !22
  %195 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %193, i32 1, i32 31), !noalias !22
  %196 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %66, i32 16, i32 31), !noalias !22
  %197 = fadd contract float %66, %196
  %198 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %65, i32 16, i32 31), !noalias !22
  %199 = fadd contract float %65, %198
  %200 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %197, i32 8, i32 31), !noalias !22
  %201 = fadd contract float %197, %200
  %202 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %199, i32 8, i32 31), !noalias !22
  %203 = fadd contract float %199, %202
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %201, i32 4, i32 31), !noalias !22
  %205 = fadd contract float %201, %204
  %206 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %203, i32 4, i32 31), !noalias !22
  %207 = fadd contract float %203, %206
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %205, i32 2, i32 31), !noalias !22
  %209 = fadd contract float %205, %208
  %210 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %207, i32 2, i32 31), !noalias !22
  %211 = fadd contract float %207, %210
  %212 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %209, i32 1, i32 31), !noalias !22
  %213 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %211, i32 1, i32 31), !noalias !22
  %214 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %68, i32 16, i32 31), !noalias !22
  %215 = fadd contract float %68, %214
  %216 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 16, i32 31), !noalias !22
  %217 = fadd contract float %67, %216
  %218 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %215, i32 8, i32 31), !noalias !22
  %219 = fadd contract float %215, %218
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %217, i32 8, i32 31), !noalias !22
  %221 = fadd contract float %217, %220
  %222 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %219, i32 4, i32 31), !noalias !22
  %223 = fadd contract float %219, %222
  %224 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %221, i32 4, i32 31), !noalias !22
  %225 = fadd contract float %221, %224
  %226 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 2, i32 31), !noalias !22
  %227 = fadd contract float %223, %226
  %228 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %225, i32 2, i32 31), !noalias !22
  %229 = fadd contract float %225, %228
  %230 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %227, i32 1, i32 31), !noalias !22
  %231 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %229, i32 1, i32 31), !noalias !22
  br i1 %15, label %327, label %346

232:                                              ; preds = %44
  %233 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %46
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 4
  %235 = load float, ptr %234, align 4, !tbaa !23, !alias.scope !18, !noalias !24
  %236 = load float, ptr %233, align 8, !tbaa !23, !alias.scope !18, !noalias !24
  %237 = shl nsw i64 %46, 10
  %238 = getelementptr i8, ptr %21, i64 %237
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 8
  %240 = load float, ptr %239, align 8, !tbaa !23, !alias.scope !15, !noalias !26
  %241 = fadd contract float %240, 0.000000e+00
  %242 = getelementptr inbounds nuw i8, ptr %238, i64 4
  %243 = load float, ptr %242, align 4, !tbaa !23, !alias.scope !15, !noalias !26
  %244 = fsub contract float %243, %235
  %245 = load float, ptr %238, align 16, !tbaa !23, !alias.scope !15, !noalias !26
  %246 = fsub contract float %245, %236
  %247 = fmul contract float %246, %246
  %248 = fmul contract float %244, %244
  %249 = fsub contract float %247, %248
  %250 = fmul contract float %246, %249
  %251 = fmul contract float %244, %246
  %252 = fadd contract float %251, %251
  %253 = fmul contract float %244, %252
  %254 = fsub contract float %250, %253
  %255 = fmul contract float %246, %254
  %256 = fmul contract float %244, %249
  %257 = fmul contract float %246, %252
  %258 = fadd contract float %256, %257
  %259 = fmul contract float %244, %258
  %260 = fsub contract float %255, %259
  %261 = fmul contract float %246, %260
  %262 = fmul contract float %244, %254
  %263 = fmul contract float %246, %258
  %264 = fadd contract float %262, %263
  %265 = fmul contract float %244, %264
  %266 = fsub contract float %261, %265
  %267 = fmul contract float %246, %266
  %268 = fmul contract float %244, %260
  %269 = fmul contract float %246, %264
  %270 = fadd contract float %268, %269
  %271 = fmul contract float %244, %270
  %272 = fsub contract float %267, %271
  %273 = fmul contract float %246, %272
  %274 = fmul contract float %244, %266
  %275 = fmul contract float %246, %270
  %276 = fadd contract float %274, %275
  %277 = fmul contract float %244, %276
  %278 = fsub contract float %273, %277
  %279 = fmul contract float %244, %278
  %280 = fmul contract float %244, %272
  %281 = fmul contract float %246, %276
  %282 = fadd contract float %280, %281
  %283 = fmul contract float %246, %282
  %284 = fadd contract float %279, %283
  %285 = fmul contract float %240, -1.250000e-01
  %286 = fmul contract float %284, %285
  %287 = fadd contract float %286, 0.000000e+00
  %288 = fmul contract float %246, %278
  %289 = fmul contract float %244, %282
  %290 = fsub contract float %288, %289
  %291 = fmul contract float %290, %285
  %292 = fadd contract float %291, 0.000000e+00
  %293 = fdiv contract float %240, -7.000000e+00
  %294 = fmul contract float %282, %293
  %295 = fadd contract float %294, 0.000000e+00
  %296 = fmul contract float %278, %293
  %297 = fadd contract float %296, 0.000000e+00
  %298 = fdiv contract float %240, -6.000000e+00
  %299 = fmul contract float %276, %298
  %300 = fadd contract float %299, 0.000000e+00
  %301 = fmul contract float %272, %298
  %302 = fadd contract float %301, 0.000000e+00
  %303 = fdiv contract float %240, -5.000000e+00
  %304 = fmul contract float %270, %303
  %305 = fadd contract float %304, 0.000000e+00
  %306 = fmul contract float %266, %303
  %307 = fadd contract float %306, 0.000000e+00
  %308 = fmul contract float %240, -2.500000e-01
  %309 = fmul contract float %264, %308
  %310 = fadd contract float %309, 0.000000e+00
  %311 = fmul contract float %260, %308
  %312 = fadd contract float %311, 0.000000e+00
  %313 = fdiv contract float %240, -3.000000e+00
  %314 = fmul contract float %258, %313
  %315 = fadd contract float %314, 0.000000e+00
  %316 = fmul contract float %254, %313
  %317 = fadd contract float %316, 0.000000e+00
  %318 = fmul contract float %240, -5.000000e-01
  %319 = fmul contract float %252, %318
  %320 = fadd contract float %319, 0.000000e+00
  %321 = fmul contract float %249, %318
  %322 = fadd contract float %321, 0.000000e+00
  %323 = fmul contract float %240, %244
  %324 = fsub contract float 0.000000e+00, %323
  %325 = fmul contract float %240, %246
  %326 = fsub contract float 0.000000e+00, %325
  br label %52

327:                                              ; preds = %52
  %328 = fadd contract float %227, %230
  %329 = fadd contract float %229, %231
  %330 = fadd contract float %209, %212
  %331 = fadd contract float %211, %213
  %332 = fadd contract float %191, %194
  %333 = fadd contract float %193, %195
  %334 = fadd contract float %173, %176
  %335 = fadd contract float %175, %177
  %336 = fadd contract float %155, %158
  %337 = fadd contract float %157, %159
  %338 = fadd contract float %137, %140
  %339 = fadd contract float %139, %141
  %340 = fadd contract float %119, %122
  %341 = fadd contract float %121, %123
  %342 = fadd contract float %101, %104
  %343 = fadd contract float %103, %105
  %344 = fadd contract float %85, %87
  %345 = fadd contract float %83, %86
  store float %345, ptr %17, align 8, !noalias !27
  store float %344, ptr %22, align 4, !noalias !27
  store float %342, ptr %23, align 8, !noalias !27
  store float %343, ptr %24, align 4, !noalias !27
  store float %340, ptr %25, align 8, !noalias !27
  store float %341, ptr %26, align 4, !noalias !27
  store float %338, ptr %27, align 8, !noalias !27
  store float %339, ptr %28, align 4, !noalias !27
  store float %336, ptr %29, align 8, !noalias !27
  store float %337, ptr %30, align 4, !noalias !27
  store float %334, ptr %31, align 8, !noalias !27
  store float %335, ptr %32, align 4, !noalias !27
  store float %332, ptr %33, align 8, !noalias !27
  store float %333, ptr %34, align 4, !noalias !27
  store float %330, ptr %35, align 8, !noalias !27
  store float %331, ptr %36, align 4, !noalias !27
  store float %328, ptr %37, align 8, !noalias !27
  store float %329, ptr %38, align 4, !noalias !27
  br label %346

346:                                              ; preds = %327, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !22
  br i1 %18, label %350, label %347

347:                                              ; preds = %350, %346
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !22
  %348 = add i32 %45, %19
  %349 = icmp slt i32 %348, %4
  br i1 %349, label %44, label %364, !llvm.loop !28

350:                                              ; preds = %346
  %351 = load i64, ptr %40, align 8, !noalias !27
  %352 = load float, ptr %42, align 4, !tbaa !23, !noalias !27
  %353 = load float, ptr %41, align 8, !tbaa !23, !noalias !27
  %354 = mul nsw i64 %46, 72
  %355 = trunc i64 %351 to i32
  %356 = lshr i64 %351, 32
  %357 = trunc nuw i64 %356 to i32
  %358 = bitcast i32 %355 to float
  %359 = bitcast i32 %357 to float
  %360 = fadd contract float %353, %358
  %361 = fadd contract float %352, %359
  %362 = getelementptr i8, ptr %43, i64 %354
  store float %360, ptr %362, align 8, !tbaa !23, !alias.scope !20, !noalias !30
  %363 = getelementptr inbounds nuw i8, ptr %362, i64 4
  store float %361, ptr %363, align 4, !tbaa !23, !alias.scope !20, !noalias !30
  br label %347

364:                                              ; preds = %347, %8, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fmm_p2m_p16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = icmp eq i32 %6, 64
  br i1 %7, label %8, label %644

8:                                                ; preds = %5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %644

12:                                               ; preds = %8
  %13 = lshr i32 %9, 5
  %14 = and i32 %9, 31
  %15 = icmp eq i32 %14, 0
  %16 = zext nneg i32 %13 to i64
  %17 = getelementptr inbounds nuw [17 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 %16
  %18 = icmp samesign ult i32 %9, 17
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = zext nneg i32 %9 to i64
  %21 = getelementptr %struct.float4, ptr %0, i64 %20
  %22 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %23 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %24 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %25 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %26 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %27 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %28 = getelementptr inbounds nuw i8, ptr %17, i64 28
  %29 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %30 = getelementptr inbounds nuw i8, ptr %17, i64 36
  %31 = getelementptr inbounds nuw i8, ptr %17, i64 40
  %32 = getelementptr inbounds nuw i8, ptr %17, i64 44
  %33 = getelementptr inbounds nuw i8, ptr %17, i64 48
  %34 = getelementptr inbounds nuw i8, ptr %17, i64 52
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 56
  %36 = getelementptr inbounds nuw i8, ptr %17, i64 60
  %37 = getelementptr inbounds nuw i8, ptr %17, i64 64
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 68
  %39 = getelementptr inbounds nuw i8, ptr %17, i64 72
  %40 = getelementptr inbounds nuw i8, ptr %17, i64 76
  %41 = getelementptr inbounds nuw i8, ptr %17, i64 80
  %42 = getelementptr inbounds nuw i8, ptr %17, i64 84
  %43 = getelementptr inbounds nuw i8, ptr %17, i64 88
  %44 = getelementptr inbounds nuw i8, ptr %17, i64 92
  %45 = getelementptr inbounds nuw i8, ptr %17, i64 96
  %46 = getelementptr inbounds nuw i8, ptr %17, i64 100
  %47 = getelementptr inbounds nuw i8, ptr %17, i64 104
  %48 = getelementptr inbounds nuw i8, ptr %17, i64 108
  %49 = getelementptr inbounds nuw i8, ptr %17, i64 112
  %50 = getelementptr inbounds nuw i8, ptr %17, i64 116
  %51 = getelementptr inbounds nuw i8, ptr %17, i64 120
  %52 = getelementptr inbounds nuw i8, ptr %17, i64 124
  %53 = getelementptr inbounds nuw i8, ptr %17, i64 128
  %54 = getelementptr inbounds nuw i8, ptr %17, i64 132
  %55 = zext nneg i32 %9 to i64
  %56 = getelementptr inbounds nuw %struct.float2.0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 136), i64 %55
  %57 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 %55
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 4
  %59 = getelementptr %struct.float2.0, ptr %3, i64 %55
  br label %60

60:                                               ; preds = %12, %627
  %61 = phi i32 [ %10, %12 ], [ %628, %627 ]
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %1, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6, !noalias !38
  %65 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %64, i32 0)
  %66 = tail call i32 @llvm.umin.i32(i32 %65, i32 64)
  %67 = icmp samesign ult i32 %9, %66
  br i1 %67, label %408, label %68

68:                                               ; preds = %408, %60
  %69 = phi float [ %588, %408 ], [ 0.000000e+00, %60 ]
  %70 = phi float [ %590, %408 ], [ 0.000000e+00, %60 ]
  %71 = phi float [ %584, %408 ], [ 0.000000e+00, %60 ]
  %72 = phi float [ %586, %408 ], [ 0.000000e+00, %60 ]
  %73 = phi float [ %579, %408 ], [ 0.000000e+00, %60 ]
  %74 = phi float [ %581, %408 ], [ 0.000000e+00, %60 ]
  %75 = phi float [ %574, %408 ], [ 0.000000e+00, %60 ]
  %76 = phi float [ %576, %408 ], [ 0.000000e+00, %60 ]
  %77 = phi float [ %569, %408 ], [ 0.000000e+00, %60 ]
  %78 = phi float [ %571, %408 ], [ 0.000000e+00, %60 ]
  %79 = phi float [ %564, %408 ], [ 0.000000e+00, %60 ]
  %80 = phi float [ %566, %408 ], [ 0.000000e+00, %60 ]
  %81 = phi float [ %559, %408 ], [ 0.000000e+00, %60 ]
  %82 = phi float [ %561, %408 ], [ 0.000000e+00, %60 ]
  %83 = phi float [ %554, %408 ], [ 0.000000e+00, %60 ]
  %84 = phi float [ %556, %408 ], [ 0.000000e+00, %60 ]
  %85 = phi float [ %549, %408 ], [ 0.000000e+00, %60 ]
  %86 = phi float [ %551, %408 ], [ 0.000000e+00, %60 ]
  %87 = phi float [ %544, %408 ], [ 0.000000e+00, %60 ]
  %88 = phi float [ %546, %408 ], [ 0.000000e+00, %60 ]
  %89 = phi float [ %539, %408 ], [ 0.000000e+00, %60 ]
  %90 = phi float [ %541, %408 ], [ 0.000000e+00, %60 ]
  %91 = phi float [ %534, %408 ], [ 0.000000e+00, %60 ]
  %92 = phi float [ %536, %408 ], [ 0.000000e+00, %60 ]
  %93 = phi float [ %529, %408 ], [ 0.000000e+00, %60 ]
  %94 = phi float [ %531, %408 ], [ 0.000000e+00, %60 ]
  %95 = phi float [ %524, %408 ], [ 0.000000e+00, %60 ]
  %96 = phi float [ %526, %408 ], [ 0.000000e+00, %60 ]
  %97 = phi float [ %519, %408 ], [ 0.000000e+00, %60 ]
  %98 = phi float [ %521, %408 ], [ 0.000000e+00, %60 ]
  %99 = phi float [ %511, %408 ], [ 0.000000e+00, %60 ]
  %100 = phi float [ %516, %408 ], [ 0.000000e+00, %60 ]
  %101 = phi float [ %417, %408 ], [ 0.000000e+00, %60 ]
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 16, i32 31), !noalias !38
  %103 = fadd contract float %101, %102
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31), !noalias !38
  %105 = fadd contract float %104, 0.000000e+00
  %106 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 8, i32 31), !noalias !38
  %107 = fadd contract float %103, %106
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %105, i32 8, i32 31), !noalias !38
  %109 = fadd contract float %105, %108
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 4, i32 31), !noalias !38
  %111 = fadd contract float %107, %110
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 4, i32 31), !noalias !38
  %113 = fadd contract float %109, %112
  %114 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %111, i32 2, i32 31), !noalias !38
  %115 = fadd contract float %111, %114
  %116 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 2, i32 31), !noalias !38
  %117 = fadd contract float %113, %116
  %118 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %115, i32 1, i32 31), !noalias !38
  %119 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %117, i32 1, i32 31), !noalias !38
  %120 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %70, i32 16, i32 31), !noalias !38
  %121 = fadd contract float %70, %120
  %122 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 16, i32 31), !noalias !38
  %123 = fadd contract float %69, %122
  %124 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %121, i32 8, i32 31), !noalias !38
  %125 = fadd contract float %121, %124
  %126 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %123, i32 8, i32 31), !noalias !38
  %127 = fadd contract float %123, %126
  %128 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %125, i32 4, i32 31), !noalias !38
  %129 = fadd contract float %125, %128
  %130 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %127, i32 4, i32 31), !noalias !38
  %131 = fadd contract float %127, %130
  %132 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %129, i32 2, i32 31), !noalias !38
  %133 = fadd contract float %129, %132
  %134 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %131, i32 2, i32 31), !noalias !38
  %135 = fadd contract float %131, %134
  %136 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %133, i32 1, i32 31), !noalias !38
  %137 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %135, i32 1, i32 31), !noalias !38
  %138 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %72, i32 16, i32 31), !noalias !38
  %139 = fadd contract float %72, %138
  %140 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 16, i32 31), !noalias !38
  %141 = fadd contract float %71, %140
  %142 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %139, i32 8, i32 31), !noalias !38
  %143 = fadd contract float %139, %142
  %144 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %141, i32 8, i32 31), !noalias !38
  %145 = fadd contract float %141, %144
  %146 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %143, i32 4, i32 31), !noalias !38
  %147 = fadd contract float %143, %146
  %148 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %145, i32 4, i32 31), !noalias !38
  %149 = fadd contract float %145, %148
  %150 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %147, i32 2, i32 31), !noalias !38
  %151 = fadd contract float %147, %150
  %152 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %149, i32 2, i32 31), !noalias !38
  %153 = fadd contract float %149, %152
  %154 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %151, i32 1, i32 31), !noalias !38
  %155 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %153, i32 1, i32 31), !noalias !38
  %156 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %74, i32 16, i32 31), !noalias !38
  %157 = fadd contract float %74, %156
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 16, i32 31), !noalias !38
  %159 = fadd contract float %73, %158
  %160 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 8, i32 31), !noalias !38
  %161 = fadd contract float %157, %160
  %162 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %159, i32 8, i32 31), !noalias !38
  %163 = fadd contract float %159, %162
  %164 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %161, i32 4, i32 31), !noalias !38
  %165 = fadd contract float %161, %164
  %166 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %163, i32 4, i32 31), !noalias !38
  %167 = fadd contract float %163, %166
  %168 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %165, i32 2, i32 31), !noalias !38
  %169 = fadd contract float %165, %168
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 2, i32 31), !noalias !38
  %171 = fadd contract float %167, %170
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 1, i32 31), !noalias !38
  %173 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 1, i32 31), !noalias !38
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 16, i32 31), !noalias !38
  %175 = fadd contract float %76, %174
  %176 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %75, i32 16, i32 31), !noalias !38
  %177 = fadd contract float %75, %176
  %178 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %175, i32 8, i32 31), !noalias !38
  %179 = fadd contract float %175, %178
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %177, i32 8, i32 31), !noalias !38
  %181 = fadd contract float %177, %180
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %179, i32 4, i32 31), !noalias !38
  %183 = fadd contract float %179, %182
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 4, i32 31), !noalias !38
  %185 = fadd contract float %181, %184
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 2, i32 31), !noalias !38
  %187 = fadd contract float %183, %186
  %188 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %185, i32 2, i32 31), !noalias !38
  %189 = fadd contract float %185, %188
  %190 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %187, i32 1, i32 31), !noalias !38
  %191 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %189, i32 1, i32 31), !noalias !38
  %192 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %78, i32 16, i32 31), !noalias !38
  %193 = fadd contract float %78, %192
  %194 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %77, i32 16, i32 31), !noalias !38
  %195 = fadd contract float %77, %194
  %196 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %193, i32 8, i32 31), !noalias !38
  %197 = fadd contract float %193, %196
  %198 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %195, i32 8, i32 31), !noalias !38
  %199 = fadd contract float %195, %198
  %200 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %197, i32 4, i32 31), !noalias !38
  %201 = fadd contract float %197, %200
  %202 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %199, i32 4, i32 31), !noalias !38
  %203 = fadd contract float %199, %202
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %201, i32 2, i32 31), !noalias !38
  %205 = fadd contract float %201, %204
  %206 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %203, i32 2, i32 31), !noalias !38
  %207 = fadd contract float %203, %206
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %205, i32 1, i32 31), !noalias !38
  %209 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %207, i32 1, i32 31), !noalias !38
  %210 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 16, i32 31), !noalias !38
  %211 = fadd contract float %80, %210
  %212 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 16, i32 31), !noalias !38
  %213 = fadd contract float %79, %212
  %214 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %211, i32 8, i32 31), !noalias !38
  %215 = fadd contract float %211, %214
  %216 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %213, i32 8, i32 31), !noalias !38
  %217 = fadd contract float %213, %216
  %218 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %215, i32 4, i32 31), !noalias !38
  %219 = fadd contract float %215, %218
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %217, i32 4, i32 31), !noalias !38
  %221 = fadd contract float %217, %220
  %222 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %219, i32 2, i32 31), !noalias !38
  %223 = fadd contract float %219, %222
  %224 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %221, i32 2, i32 31), !noalias !38
  %225 = fadd contract float %221, %224
  %226 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 1, i32 31), !noalias !38
  %227 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %225, i32 1, i32 31), !noalias !38
  %228 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %82, i32 16, i32 31), !noalias !38
  %229 = fadd contract float %82, %228
  %230 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %81, i32 16, i32 31), !noalias !38
  %231 = fadd contract float %81, %230
  %232 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %229, i32 8, i32 31), !noalias !38
  %233 = fadd contract float %229, %232
  %234 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %231, i32 8, i32 31), !noalias !38
  %235 = fadd contract float %231, %234
  %236 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %233, i32 4, i32 31), !noalias !38
  %237 = fadd contract float %233, %236
  %238 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %235, i32 4, i32 31), !noalias !38
  %239 = fadd contract float %235, %238
  %240 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %237, i32 2, i32 31), !noalias !38
  %241 = fadd contract float %237, %240
  %242 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %239, i32 2, i32 31), !noalias !38
  %243 = fadd contract float %239, %242
  %244 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %241, i32 1, i32 31), !noalias !38
  %245 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %243, i32 1, i32 31), !noalias !38
  %246 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %84, i32 16, i32 31), !noalias !38
  %247 = fadd contract float %84, %246
  %248 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %83, i32 16, i32 31), !noalias !38
  %249 = fadd contract float %83, %248
  %250 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %247, i32 8, i32 31), !noalias !38
  %251 = fadd contract float %247, %250
  %252 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 8, i32 31), !noalias !38
  %253 = fadd contract float %249, %252
  %254 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %251, i32 4, i32 31), !noalias !38
  %255 = fadd contract float %251, %254
  %256 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %253, i32 4, i32 31), !noalias !38
  %257 = fadd contract float %253, %256
  %258 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %255, i32 2, i32 31), !noalias !38
  %259 = fadd contract float %255, %258
  %260 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %257, i32 2, i32 31), !noalias !38
  %261 = fadd contract float %257, %260
  %262 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %259, i32 1, i32 31), !noalias !38
  %263 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %261, i32 1, i32 31), !noalias !38
  %264 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %86, i32 16, i32 31), !noalias !38
  %265 = fadd contract float %86, %264
  %266 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 16, i32 31), !noalias !38
  %267 = fadd contract float %85, %266
  %268 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %265, i32 8, i32 31), !noalias !38
  %269 = fadd contract float %265, %268
  %270 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 8, i32 31), !noalias !38
  %271 = fadd contract float %267, %270
  %272 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 4, i32 31), !noalias !38
  %273 = fadd contract float %269, %272
  %274 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %271, i32 4, i32 31), !noalias !38
  %275 = fadd contract float %271, %274
  %276 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %273, i32 2, i32 31), !noalias !38
  %277 = fadd contract float %273, %276
  %278 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 2, i32 31), !noalias !38
  %279 = fadd contract float %275, %278
  %280 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 1, i32 31), !noalias !38
  %281 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %279, i32 1, i32 31), !noalias !38
  %282 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %88, i32 16, i32 31), !noalias !38
  %283 = fadd contract float %88, %282
  %284 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %87, i32 16, i32 31), !noalias !38
  %285 = fadd contract float %87, %284
  %286 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 8, i32 31), !noalias !38
  %287 = fadd contract float %283, %286
  %288 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %285, i32 8, i32 31), !noalias !38
  %289 = fadd contract float %285, %288
  %290 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %287, i32 4, i32 31), !noalias !38
  %291 = fadd contract float %287, %290
  %292 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 4, i32 31), !noalias !38
  %293 = fadd contract float %289, %292
  %294 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %291, i32 2, i32 31), !noalias !38
  %295 = fadd contract float %291, %294
  %296 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %293, i32 2, i32 31), !noalias !38
  %297 = fadd contract float %293, %296
  %298 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %295, i32 1, i32 31), !noalias !38
  %299 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %297, i32 1, i32 31), !noalias !38
  %300 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %90, i32 16, i32 31), !noalias !38
  %301 = fadd contract float %90, %300
  %302 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %89, i32 16, i32 31), !noalias !38
  %303 = fadd contract float %89, %302
  %304 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %301, i32 8, i32 31), !noalias !38
  %305 = fadd contract float %301, %304
  %306 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %303, i32 8, i32 31), !noalias !38
  %307 = fadd contract float %303, %306
  %308 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %305, i32 4, i32 31), !noalias !38
  %309 = fadd contract float %305, %308
  %310 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %307, i32 4, i32 31), !noalias !38
  %311 = fadd contract float %307, %310
  %312 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %309, i32 2, i32 31), !noalias !38
  %313 = fadd contract float %309, %312
  %314 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %311, i32 2, i32 31), !noalias !38
  %315 = fadd contract float %311, %314
  %316 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 1, i32 31), !noalias !38
  %317 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %315, i32 1, i32 31), !noalias !38
  %318 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 16, i32 31), !noalias !38
  %319 = fadd contract float %92, %318
  %320 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %91, i32 16, i32 31), !noalias !38
  %321 = fadd contract float %91, %320
  %322 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 8, i32 31), !noalias !38
  %323 = fadd contract float %319, %322
  %324 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %321, i32 8, i32 31), !noalias !38
  %325 = fadd contract float %321, %324
  %326 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %323, i32 4, i32 31), !noalias !38
  %327 = fadd contract float %323, %326
  %328 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %325, i32 4, i32 31), !noalias !38
  %329 = fadd contract float %325, %328
  %330 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %327, i32 2, i32 31), !noalias !38
  %331 = fadd contract float %327, %330
  %332 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %329, i32 2, i32 31), !noalias !38
  %333 = fadd contract float %329, %332
  %334 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %331, i32 1, i32 31), !noalias !38
  %335 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %333, i32 1, i32 31), !noalias !38
  %336 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %94, i32 16, i32 31), !noalias !38
  %337 = fadd contract float %94, %336
  %338 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %93, i32 16, i32 31), !noalias !38
  %339 = fadd contract float %93, %338
  %340 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %337, i32 8, i32 31), !noalias !38
  %341 = fadd contract float %337, %340
  %342 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %339, i32 8, i32 31), !noalias !38
  %343 = fadd contract float %339, %342
  %344 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %341, i32 4, i32 31), !noalias !38
  %345 = fadd contract float %341, %344
  %346 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %343, i32 4, i32 31), !noalias !38
  %347 = fadd contract float %343, %346
  %348 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %345, i32 2, i32 31), !noalias !38
  %349 = fadd contract float %345, %348
  %350 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %347, i32 2, i32 31), !noalias !38
  %351 = fadd contract float %347, %350
  %352 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %349, i32 1, i32 31), !noalias !38
  %353 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %351, i32 1, i32 31), !noalias !38
  %354 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %96, i32 16, i32 31), !noalias !38
  %355 = fadd contract float %96, %354
  %356 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %95, i32 16, i32 31), !noalias !38
  %357 = fadd contract float %95, %356
  %358 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %355, i32 8, i32 31), !noalias !38
  %359 = fadd contract float %355, %358
  %360 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %357, i32 8, i32 31), !noalias !38
  %361 = fadd contract float %357, %360
  %362 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %359, i32 4, i32 31), !noalias !38
  %363 = fadd contract float %359, %362
  %364 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %361, i32 4, i32 31), !noalias !38
  %365 = fadd contract float %361, %364
  %366 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %363, i32 2, i32 31), !noalias !38
  %367 = fadd contract float %363, %366
  %368 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %365, i32 2, i32 31), !noalias !38
  %369 = fadd contract float %365, %368
  %370 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %367, i32 1, i32 31), !noalias !38
  %371 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %369, i32 1, i32 31), !noalias !38
  %372 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %98, i32 16, i32 31), !noalias !38
  %373 = fadd contract float %98, %372
  %374 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %97, i32 16, i32 31), !noalias !38
  %375 = fadd contract float %97, %374
  %376 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %373, i32 8, i32 31), !noalias !38
  %377 = fadd contract float %373, %376
  %378 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %375, i32 8, i32 31), !noalias !38
  %379 = fadd contract float %375, %378
  %380 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %377, i32 4, i32 31), !noalias !38
  %381 = fadd contract float %377, %380
  %382 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %379, i32 4, i32 31), !noalias !38
  %383 = fadd contract float %379, %382
  %384 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %381, i32 2, i32 31), !noalias !38
  %385 = fadd contract float %381, %384
  %386 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %383, i32 2, i32 31), !noalias !38
  %387 = fadd contract float %383, %386
  %388 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %385, i32 1, i32 31), !noalias !38
  %389 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %387, i32 1, i32 31), !noalias !38
  %390 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %100, i32 16, i32 31), !noalias !38
  %391 = fadd contract float %100, %390
  %392 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 16, i32 31), !noalias !38
  %393 = fadd contract float %99, %392
  %394 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %391, i32 8, i32 31), !noalias !38
  %395 = fadd contract float %391, %394
  %396 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %393, i32 8, i32 31), !noalias !38
  %397 = fadd contract float %393, %396
  %398 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %395, i32 4, i32 31), !noalias !38
  %399 = fadd contract float %395, %398
  %400 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %397, i32 4, i32 31), !noalias !38
  %401 = fadd contract float %397, %400
  %402 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %399, i32 2, i32 31), !noalias !38
  %403 = fadd contract float %399, %402
  %404 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %401, i32 2, i32 31), !noalias !38
  %405 = fadd contract float %401, %404
  %406 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %403, i32 1, i32 31), !noalias !38
  %407 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %405, i32 1, i32 31), !noalias !38
  br i1 %15, label %591, label %626

408:                                              ; preds = %60
  %409 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %62
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 4
  %411 = load float, ptr %410, align 4, !tbaa !23, !alias.scope !34, !noalias !39
  %412 = load float, ptr %409, align 8, !tbaa !23, !alias.scope !34, !noalias !39
  %413 = shl nsw i64 %62, 10
  %414 = getelementptr i8, ptr %21, i64 %413
  %415 = getelementptr inbounds nuw i8, ptr %414, i64 8
  %416 = load float, ptr %415, align 8, !tbaa !23, !alias.scope !31, !noalias !41
  %417 = fadd contract float %416, 0.000000e+00
  %418 = getelementptr inbounds nuw i8, ptr %414, i64 4
  %419 = load float, ptr %418, align 4, !tbaa !23, !alias.scope !31, !noalias !41
  %420 = fsub contract float %419, %411
  %421 = load float, ptr %414, align 16, !tbaa !23, !alias.scope !31, !noalias !41
  %422 = fsub contract float %421, %412
  %423 = fmul contract float %422, %422
  %424 = fmul contract float %420, %420
  %425 = fsub contract float %423, %424
  %426 = fmul contract float %422, %425
  %427 = fmul contract float %420, %422
  %428 = fadd contract float %427, %427
  %429 = fmul contract float %420, %428
  %430 = fsub contract float %426, %429
  %431 = fmul contract float %422, %430
  %432 = fmul contract float %420, %425
  %433 = fmul contract float %422, %428
  %434 = fadd contract float %432, %433
  %435 = fmul contract float %420, %434
  %436 = fsub contract float %431, %435
  %437 = fmul contract float %422, %436
  %438 = fmul contract float %420, %430
  %439 = fmul contract float %422, %434
  %440 = fadd contract float %438, %439
  %441 = fmul contract float %420, %440
  %442 = fsub contract float %437, %441
  %443 = fmul contract float %422, %442
  %444 = fmul contract float %420, %436
  %445 = fmul contract float %422, %440
  %446 = fadd contract float %444, %445
  %447 = fmul contract float %420, %446
  %448 = fsub contract float %443, %447
  %449 = fmul contract float %422, %448
  %450 = fmul contract float %420, %442
  %451 = fmul contract float %422, %446
  %452 = fadd contract float %450, %451
  %453 = fmul contract float %420, %452
  %454 = fsub contract float %449, %453
  %455 = fmul contract float %422, %454
  %456 = fmul contract float %420, %448
  %457 = fmul contract float %422, %452
  %458 = fadd contract float %456, %457
  %459 = fmul contract float %420, %458
  %460 = fsub contract float %455, %459
  %461 = fmul contract float %422, %460
  %462 = fmul contract float %420, %454
  %463 = fmul contract float %422, %458
  %464 = fadd contract float %462, %463
  %465 = fmul contract float %420, %464
  %466 = fsub contract float %461, %465
  %467 = fmul contract float %422, %466
  %468 = fmul contract float %420, %460
  %469 = fmul contract float %422, %464
  %470 = fadd contract float %468, %469
  %471 = fmul contract float %420, %470
  %472 = fsub contract float %467, %471
  %473 = fmul contract float %422, %472
  %474 = fmul contract float %420, %466
  %475 = fmul contract float %422, %470
  %476 = fadd contract float %474, %475
  %477 = fmul contract float %420, %476
  %478 = fsub contract float %473, %477
  %479 = fmul contract float %422, %478
  %480 = fmul contract float %420, %472
  %481 = fmul contract float %422, %476
  %482 = fadd contract float %480, %481
  %483 = fmul contract float %420, %482
  %484 = fsub contract float %479, %483
  %485 = fmul contract float %422, %484
  %486 = fmul contract float %420, %478
  %487 = fmul contract float %422, %482
  %488 = fadd contract float %486, %487
  %489 = fmul contract float %420, %488
  %490 = fsub contract float %485, %489
  %491 = fmul contract float %422, %490
  %492 = fmul contract float %420, %484
  %493 = fmul contract float %422, %488
  %494 = fadd contract float %492, %493
  %495 = fmul contract float %420, %494
  %496 = fsub contract float %491, %495
  %497 = fmul contract float %422, %496
  %498 = fmul contract float %420, %490
  %499 = fmul contract float %422, %494
  %500 = fadd contract float %498, %499
  %501 = fmul contract float %420, %500
  %502 = fsub contract float %497, %501
  %503 = fmul contract float %420, %502
  %504 = fmul contract float %420, %496
  %505 = fmul contract float %422, %500
  %506 = fadd contract float %504, %505
  %507 = fmul contract float %422, %506
  %508 = fadd contract float %503, %507
  %509 = fmul contract float %416, -6.250000e-02
  %510 = fmul contract float %508, %509
  %511 = fadd contract float %510, 0.000000e+00
  %512 = fmul contract float %422, %502
  %513 = fmul contract float %420, %506
  %514 = fsub contract float %512, %513
  %515 = fmul contract float %514, %509
  %516 = fadd contract float %515, 0.000000e+00
  %517 = fdiv contract float %416, -1.500000e+01
  %518 = fmul contract float %506, %517
  %519 = fadd contract float %518, 0.000000e+00
  %520 = fmul contract float %502, %517
  %521 = fadd contract float %520, 0.000000e+00
  %522 = fdiv contract float %416, -1.400000e+01
  %523 = fmul contract float %500, %522
  %524 = fadd contract float %523, 0.000000e+00
  %525 = fmul contract float %496, %522
  %526 = fadd contract float %525, 0.000000e+00
  %527 = fdiv contract float %416, -1.300000e+01
  %528 = fmul contract float %494, %527
  %529 = fadd contract float %528, 0.000000e+00
  %530 = fmul contract float %490, %527
  %531 = fadd contract float %530, 0.000000e+00
  %532 = fdiv contract float %416, -1.200000e+01
  %533 = fmul contract float %488, %532
  %534 = fadd contract float %533, 0.000000e+00
  %535 = fmul contract float %484, %532
  %536 = fadd contract float %535, 0.000000e+00
  %537 = fdiv contract float %416, -1.100000e+01
  %538 = fmul contract float %482, %537
  %539 = fadd contract float %538, 0.000000e+00
  %540 = fmul contract float %478, %537
  %541 = fadd contract float %540, 0.000000e+00
  %542 = fdiv contract float %416, -1.000000e+01
  %543 = fmul contract float %476, %542
  %544 = fadd contract float %543, 0.000000e+00
  %545 = fmul contract float %472, %542
  %546 = fadd contract float %545, 0.000000e+00
  %547 = fdiv contract float %416, -9.000000e+00
  %548 = fmul contract float %470, %547
  %549 = fadd contract float %548, 0.000000e+00
  %550 = fmul contract float %466, %547
  %551 = fadd contract float %550, 0.000000e+00
  %552 = fmul contract float %416, -1.250000e-01
  %553 = fmul contract float %464, %552
  %554 = fadd contract float %553, 0.000000e+00
  %555 = fmul contract float %460, %552
  %556 = fadd contract float %555, 0.000000e+00
  %557 = fdiv contract float %416, -7.000000e+00
  %558 = fmul contract float %458, %557
  %559 = fadd contract float %558, 0.000000e+00
  %560 = fmul contract float %454, %557
  %561 = fadd contract float %560, 0.000000e+00
  %562 = fdiv contract float %416, -6.000000e+00
  %563 = fmul contract float %452, %562
  %564 = fadd contract float %563, 0.000000e+00
  %565 = fmul contract float %448, %562
  %566 = fadd contract float %565, 0.000000e+00
  %567 = fdiv contract float %416, -5.000000e+00
  %568 = fmul contract float %446, %567
  %569 = fadd contract float %568, 0.000000e+00
  %570 = fmul contract float %442, %567
  %571 = fadd contract float %570, 0.000000e+00
  %572 = fmul contract float %416, -2.500000e-01
  %573 = fmul contract float %440, %572
  %574 = fadd contract float %573, 0.000000e+00
  %575 = fmul contract float %436, %572
  %576 = fadd contract float %575, 0.000000e+00
  %577 = fdiv contract float %416, -3.000000e+00
  %578 = fmul contract float %434, %577
  %579 = fadd contract float %578, 0.000000e+00
  %580 = fmul contract float %430, %577
  %581 = fadd contract float %580, 0.000000e+00
  %582 = fmul contract float %416, -5.000000e-01
  %583 = fmul contract float %428, %582
  %584 = fadd contract float %583, 0.000000e+00
  %585 = fmul contract float %425, %582
  %586 = fadd contract float %585, 0.000000e+00
  %587 = fmul contract float %416, %420
  %588 = fsub contract float 0.000000e+00, %587
  %589 = fmul contract float %416, %422
  %590 = fsub contract float 0.000000e+00, %589
  br label %68

591:                                              ; preds = %68
  %592 = fadd contract float %403, %406
  %593 = fadd contract float %405, %407
  %594 = fadd contract float %385, %388
  %595 = fadd contract float %387, %389
  %596 = fadd contract float %367, %370
  %597 = fadd contract float %369, %371
  %598 = fadd contract float %349, %352
  %599 = fadd contract float %351, %353
  %600 = fadd contract float %331, %334
  %601 = fadd contract float %333, %335
  %602 = fadd contract float %313, %316
  %603 = fadd contract float %315, %317
  %604 = fadd contract float %295, %298
  %605 = fadd contract float %297, %299
  %606 = fadd contract float %277, %280
  %607 = fadd contract float %279, %281
  %608 = fadd contract float %259, %262
  %609 = fadd contract float %261, %263
  %610 = fadd contract float %241, %244
  %611 = fadd contract float %243, %245
  %612 = fadd contract float %223, %226
  %613 = fadd contract float %225, %227
  %614 = fadd contract float %205, %208
  %615 = fadd contract float %207, %209
  %616 = fadd contract float %187, %190
  %617 = fadd contract float %189, %191
  %618 = fadd contract float %169, %172
  %619 = fadd contract float %171, %173
  %620 = fadd contract float %151, %154
  %621 = fadd contract float %153, %155
  %622 = fadd contract float %133, %136
  %623 = fadd contract float %135, %137
  %624 = fadd contract float %117, %119
  %625 = fadd contract float %115, %118
  store float %625, ptr %17, align 8, !noalias !42
  store float %624, ptr %22, align 4, !noalias !42
  store float %622, ptr %23, align 8, !noalias !42
  store float %623, ptr %24, align 4, !noalias !42
  store float %620, ptr %25, align 8, !noalias !42
  store float %621, ptr %26, align 4, !noalias !42
  store float %618, ptr %27, align 8, !noalias !42
  store float %619, ptr %28, align 4, !noalias !42
  store float %616, ptr %29, align 8, !noalias !42
  store float %617, ptr %30, align 4, !noalias !42
  store float %614, ptr %31, align 8, !noalias !42
  store float %615, ptr %32, align 4, !noalias !42
  store float %612, ptr %33, align 8, !noalias !42
  store float %613, ptr %34, align 4, !noalias !42
  store float %610, ptr %35, align 8, !noalias !42
  store float %611, ptr %36, align 4, !noalias !42
  store float %608, ptr %37, align 8, !noalias !42
  store float %609, ptr %38, align 4, !noalias !42
  store float %606, ptr %39, align 8, !noalias !42
  store float %607, ptr %40, align 4, !noalias !42
  store float %604, ptr %41, align 8, !noalias !42
  store float %605, ptr %42, align 4, !noalias !42
  store float %602, ptr %43, align 8, !noalias !42
  store float %603, ptr %44, align 4, !noalias !42
  store float %600, ptr %45, align 8, !noalias !42
  store float %601, ptr %46, align 4, !noalias !42
  store float %598, ptr %47, align 8, !noalias !42
  store float %599, ptr %48, align 4, !noalias !42
  store float %596, ptr %49, align 8, !noalias !42
  store float %597, ptr %50, align 4, !noalias !42
  store float %594, ptr %51, align 8, !noalias !42
  store float %595, ptr %52, align 4, !noalias !42
  store float %592, ptr %53, align 8, !noalias !42
  store float %593, ptr %54, align 4, !noalias !42
  br label %626

626:                                              ; preds = %591, %68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  br i1 %18, label %630, label %627

627:                                              ; preds = %630, %626
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %628 = add i32 %61, %19
  %629 = icmp slt i32 %628, %4
  br i1 %629, label %60, label %644, !llvm.loop !43

630:                                              ; preds = %626
  %631 = load i64, ptr %56, align 8, !noalias !42
  %632 = load float, ptr %58, align 4, !tbaa !23, !noalias !42
  %633 = load float, ptr %57, align 8, !tbaa !23, !noalias !42
  %634 = mul nsw i64 %62, 136
  %635 = trunc i64 %631 to i32
  %636 = lshr i64 %631, 32
  %637 = trunc nuw i64 %636 to i32
  %638 = bitcast i32 %635 to float
  %639 = bitcast i32 %637 to float
  %640 = fadd contract float %633, %638
  %641 = fadd contract float %632, %639
  %642 = getelementptr i8, ptr %59, i64 %634
  store float %640, ptr %642, align 8, !tbaa !23, !alias.scope !36, !noalias !44
  %643 = getelementptr inbounds nuw i8, ptr %642, i64 4
  store float %641, ptr %643, align 4, !tbaa !23, !alias.scope !36, !noalias !44
  br label %627

644:                                              ; preds = %627, %8, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fmm_m2l_p16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = alloca %struct.float2.0, align 8
  %8 = alloca %struct.float2.0, align 8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp samesign ult i32 %9, 17
  %11 = icmp slt i32 %5, 1
  %12 = or i1 %10, %11
  br i1 %12, label %791, label %13

13:                                               ; preds = %6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp samesign ult i32 %14, 32
  br i1 %15, label %16, label %122

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %120, %16 ], [ %14, %13 ]
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %18
  store float 1.000000e+00, ptr %19, align 4, !tbaa !23, !noalias !56
  %20 = uitofp nneg i32 %17 to float
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  store float %20, ptr %21, align 4, !tbaa !23, !noalias !56
  %22 = add nsw i32 %17, -1
  %23 = sitofp i32 %22 to float
  %24 = fmul contract float %20, %23
  %25 = fmul contract float %24, 5.000000e-01
  %26 = icmp samesign ult i32 %17, 2
  %27 = select contract i1 %26, float 0.000000e+00, float %25
  %28 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store float %27, ptr %28, align 4, !tbaa !23, !noalias !56
  %29 = add nsw i32 %17, -2
  %30 = sitofp i32 %29 to float
  %31 = fmul contract float %25, %30
  %32 = fdiv contract float %31, 3.000000e+00
  %33 = icmp samesign ult i32 %17, 3
  %34 = select contract i1 %33, float 0.000000e+00, float %32
  %35 = getelementptr inbounds nuw i8, ptr %19, i64 12
  store float %34, ptr %35, align 4, !tbaa !23, !noalias !56
  %36 = add nsw i32 %17, -3
  %37 = sitofp i32 %36 to float
  %38 = fmul contract float %32, %37
  %39 = fmul contract float %38, 2.500000e-01
  %40 = icmp samesign ult i32 %17, 4
  %41 = select contract i1 %40, float 0.000000e+00, float %39
  %42 = getelementptr inbounds nuw i8, ptr %19, i64 16
  store float %41, ptr %42, align 4, !tbaa !23, !noalias !56
  %43 = add nsw i32 %17, -4
  %44 = sitofp i32 %43 to float
  %45 = fmul contract float %39, %44
  %46 = fdiv contract float %45, 5.000000e+00
  %47 = icmp samesign ult i32 %17, 5
  %48 = select contract i1 %47, float 0.000000e+00, float %46
  %49 = getelementptr inbounds nuw i8, ptr %19, i64 20
  store float %48, ptr %49, align 4, !tbaa !23, !noalias !56
  %50 = add nsw i32 %17, -5
  %51 = sitofp i32 %50 to float
  %52 = fmul contract float %46, %51
  %53 = fdiv contract float %52, 6.000000e+00
  %54 = icmp samesign ult i32 %17, 6
  %55 = select contract i1 %54, float 0.000000e+00, float %53
  %56 = getelementptr inbounds nuw i8, ptr %19, i64 24
  store float %55, ptr %56, align 4, !tbaa !23, !noalias !56
  %57 = add nsw i32 %17, -6
  %58 = sitofp i32 %57 to float
  %59 = fmul contract float %53, %58
  %60 = fdiv contract float %59, 7.000000e+00
  %61 = icmp samesign ult i32 %17, 7
  %62 = select contract i1 %61, float 0.000000e+00, float %60
  %63 = getelementptr inbounds nuw i8, ptr %19, i64 28
  store float %62, ptr %63, align 4, !tbaa !23, !noalias !56
  %64 = add nsw i32 %17, -7
  %65 = sitofp i32 %64 to float
  %66 = fmul contract float %60, %65
  %67 = fmul contract float %66, 1.250000e-01
  %68 = icmp samesign ult i32 %17, 8
  %69 = select contract i1 %68, float 0.000000e+00, float %67
  %70 = getelementptr inbounds nuw i8, ptr %19, i64 32
  store float %69, ptr %70, align 4, !tbaa !23, !noalias !56
  %71 = add nsw i32 %17, -8
  %72 = sitofp i32 %71 to float
  %73 = fmul contract float %67, %72
  %74 = fdiv contract float %73, 9.000000e+00
  %75 = icmp samesign ult i32 %17, 9
  %76 = select contract i1 %75, float 0.000000e+00, float %74
  %77 = getelementptr inbounds nuw i8, ptr %19, i64 36
  store float %76, ptr %77, align 4, !tbaa !23, !noalias !56
  %78 = add nsw i32 %17, -9
  %79 = sitofp i32 %78 to float
  %80 = fmul contract float %74, %79
  %81 = fdiv contract float %80, 1.000000e+01
  %82 = icmp samesign ult i32 %17, 10
  %83 = select contract i1 %82, float 0.000000e+00, float %81
  %84 = getelementptr inbounds nuw i8, ptr %19, i64 40
  store float %83, ptr %84, align 4, !tbaa !23, !noalias !56
  %85 = add nsw i32 %17, -10
  %86 = sitofp i32 %85 to float
  %87 = fmul contract float %81, %86
  %88 = fdiv contract float %87, 1.100000e+01
  %89 = icmp samesign ult i32 %17, 11
  %90 = select contract i1 %89, float 0.000000e+00, float %88
  %91 = getelementptr inbounds nuw i8, ptr %19, i64 44
  store float %90, ptr %91, align 4, !tbaa !23, !noalias !56
  %92 = add nsw i32 %17, -11
  %93 = sitofp i32 %92 to float
  %94 = fmul contract float %88, %93
  %95 = fdiv contract float %94, 1.200000e+01
  %96 = icmp samesign ult i32 %17, 12
  %97 = select contract i1 %96, float 0.000000e+00, float %95
  %98 = getelementptr inbounds nuw i8, ptr %19, i64 48
  store float %97, ptr %98, align 4, !tbaa !23, !noalias !56
  %99 = add nsw i32 %17, -12
  %100 = sitofp i32 %99 to float
  %101 = fmul contract float %95, %100
  %102 = fdiv contract float %101, 1.300000e+01
  %103 = icmp samesign ult i32 %17, 13
  %104 = select contract i1 %103, float 0.000000e+00, float %102
  %105 = getelementptr inbounds nuw i8, ptr %19, i64 52
  store float %104, ptr %105, align 4, !tbaa !23, !noalias !56
  %106 = add nsw i32 %17, -13
  %107 = sitofp i32 %106 to float
  %108 = fmul contract float %102, %107
  %109 = fdiv contract float %108, 1.400000e+01
  %110 = icmp samesign ult i32 %17, 14
  %111 = select contract i1 %110, float 0.000000e+00, float %109
  %112 = getelementptr inbounds nuw i8, ptr %19, i64 56
  store float %111, ptr %112, align 4, !tbaa !23, !noalias !56
  %113 = add nsw i32 %17, -14
  %114 = sitofp i32 %113 to float
  %115 = fmul contract float %109, %114
  %116 = fdiv contract float %115, 1.500000e+01
  %117 = icmp samesign ult i32 %17, 15
  %118 = select contract i1 %117, float 0.000000e+00, float %116
  %119 = getelementptr inbounds nuw i8, ptr %19, i64 60
  store float %118, ptr %119, align 4, !tbaa !23, !noalias !56
  %120 = add nuw nsw i32 %17, %9
  %121 = icmp samesign ult i32 %120, 32
  br i1 %121, label %16, label %122, !llvm.loop !57

122:                                              ; preds = %16, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %123 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %124 = icmp samesign ult i32 %123, %5
  br i1 %124, label %125, label %790

125:                                              ; preds = %122
  %126 = icmp samesign ult i32 %14, 17
  %127 = zext nneg i32 %14 to i64
  %128 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 %127
  %129 = getelementptr %struct.float2.0, ptr %0, i64 %127
  %130 = icmp eq i32 %14, 0
  %131 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %132 = uitofp nneg i32 %14 to float
  %133 = fdiv contract float -1.000000e+00, %132
  %134 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %135 = getelementptr %struct.float2.0, ptr %4, i64 %127
  %136 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %137 = zext nneg i32 %14 to i64
  %138 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %137
  %139 = zext nneg i32 %14 to i64
  %140 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %139
  %141 = getelementptr i8, ptr %140, i64 68
  %142 = zext nneg i32 %14 to i64
  %143 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %142
  %144 = getelementptr i8, ptr %143, i64 136
  %145 = zext nneg i32 %14 to i64
  %146 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %145
  %147 = getelementptr i8, ptr %146, i64 204
  %148 = zext nneg i32 %14 to i64
  %149 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %148
  %150 = getelementptr i8, ptr %149, i64 272
  %151 = zext nneg i32 %14 to i64
  %152 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %151
  %153 = getelementptr i8, ptr %152, i64 340
  %154 = zext nneg i32 %14 to i64
  %155 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %154
  %156 = getelementptr i8, ptr %155, i64 408
  %157 = zext nneg i32 %14 to i64
  %158 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %157
  %159 = getelementptr i8, ptr %158, i64 476
  %160 = zext nneg i32 %14 to i64
  %161 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %160
  %162 = getelementptr i8, ptr %161, i64 544
  %163 = zext nneg i32 %14 to i64
  %164 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %163
  %165 = getelementptr i8, ptr %164, i64 612
  %166 = zext nneg i32 %14 to i64
  %167 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %166
  %168 = getelementptr i8, ptr %167, i64 680
  %169 = zext nneg i32 %14 to i64
  %170 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %169
  %171 = getelementptr i8, ptr %170, i64 748
  %172 = zext nneg i32 %14 to i64
  %173 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %172
  %174 = getelementptr i8, ptr %173, i64 816
  %175 = zext nneg i32 %14 to i64
  %176 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %175
  %177 = getelementptr i8, ptr %176, i64 884
  %178 = zext nneg i32 %14 to i64
  %179 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %178
  %180 = getelementptr i8, ptr %179, i64 952
  %181 = zext nneg i32 %14 to i64
  %182 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %181
  %183 = getelementptr i8, ptr %182, i64 1020
  %184 = add nsw i32 %14, -1
  %185 = and i32 %14, 7
  %186 = icmp ult i32 %184, 7
  %187 = and i32 %14, 24
  %188 = icmp eq i32 %185, 0
  %189 = icmp ne i32 %185, 0
  br label %190

190:                                              ; preds = %125, %787
  %191 = phi i32 [ %123, %125 ], [ %788, %787 ]
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds %struct.float2.0, ptr %1, i64 %192
  %194 = load float, ptr %193, align 8, !tbaa !23, !alias.scope !48, !noalias !58
  %195 = getelementptr inbounds nuw i8, ptr %193, i64 4
  %196 = load float, ptr %195, align 4, !tbaa !23, !alias.scope !48, !noalias !58
  %197 = getelementptr inbounds i32, ptr %3, i64 %192
  %198 = load i32, ptr %197, align 4, !tbaa !6, !alias.scope !52, !noalias !59
  %199 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %198, i32 0)
  %200 = tail call i32 @llvm.umin.i32(i32 %199, i32 27)
  %201 = icmp slt i32 %198, 1
  br i1 %201, label %205, label %202

202:                                              ; preds = %190
  %203 = mul nsw i64 %192, 108
  %204 = getelementptr i8, ptr %2, i64 %203
  br label %208

205:                                              ; preds = %778, %190
  %206 = phi float [ 0.000000e+00, %190 ], [ %779, %778 ]
  %207 = phi float [ 0.000000e+00, %190 ], [ %780, %778 ]
  br i1 %126, label %783, label %787

208:                                              ; preds = %202, %778
  %209 = phi float [ 0.000000e+00, %202 ], [ %780, %778 ]
  %210 = phi float [ 0.000000e+00, %202 ], [ %779, %778 ]
  %211 = phi i32 [ 0, %202 ], [ %781, %778 ]
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr i32, ptr %204, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !6, !alias.scope !50, !noalias !60
  %215 = urem i32 %214, %5
  br i1 %126, label %216, label %221

216:                                              ; preds = %208
  %217 = zext nneg i32 %215 to i64
  %218 = mul nuw nsw i64 %217, 136
  %219 = getelementptr i8, ptr %129, i64 %218
  %220 = load i64, ptr %219, align 8, !alias.scope !45, !noalias !61
  store i64 %220, ptr %128, align 8, !noalias !56
  br label %221

221:                                              ; preds = %216, %208
  br i1 %130, label %222, label %230

222:                                              ; preds = %221
  %223 = zext nneg i32 %215 to i64
  %224 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %223
  %225 = load float, ptr %224, align 8, !tbaa !23, !alias.scope !48, !noalias !58
  %226 = getelementptr inbounds nuw i8, ptr %224, i64 4
  %227 = load float, ptr %226, align 4, !tbaa !23, !alias.scope !48, !noalias !58
  %228 = fsub contract float %225, %194
  %229 = fsub contract float %227, %196
  store float %228, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), align 8, !tbaa !23, !noalias !56
  store float %229, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), i64 4), align 4, !tbaa !23, !noalias !56
  br label %230

230:                                              ; preds = %222, %221
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %231 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), align 8, !tbaa !23, !noalias !56
  %232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), i64 4), align 4, !tbaa !23, !noalias !56
  br i1 %126, label %233, label %778

233:                                              ; preds = %230
  %234 = fcmp contract une float %231, 0.000000e+00
  %235 = fcmp contract une float %232, 0.000000e+00
  %236 = select i1 %234, i1 true, i1 %235
  br i1 %236, label %237, label %778

237:                                              ; preds = %233
  store float %231, ptr %7, align 8, !tbaa !23, !noalias !56
  store float %232, ptr %131, align 4, !tbaa !23, !noalias !56
  %238 = tail call %struct.float2.0 @_Z4cinv6float2(ptr noundef nonnull byval(%struct.float2.0) align 8 %7) #13, !noalias !56
  %239 = extractvalue %struct.float2.0 %238, 0
  %240 = extractvalue %struct.float2.0 %238, 1
  %241 = fmul contract float %240, 0.000000e+00
  %242 = fsub contract float %239, %241
  %243 = fmul contract float %239, 0.000000e+00
  %244 = fadd contract float %240, %243
  br i1 %130, label %248, label %245

245:                                              ; preds = %237
  %246 = load float, ptr %138, align 4, !tbaa !23, !noalias !56
  %247 = fneg contract float %246
  br label %248

248:                                              ; preds = %245, %237
  %249 = phi contract float [ %247, %245 ], [ -1.000000e+00, %237 ]
  %250 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 8), align 8, !noalias !56
  %251 = trunc i64 %250 to i32
  %252 = lshr i64 %250, 32
  %253 = trunc nuw i64 %252 to i32
  %254 = bitcast i32 %251 to float
  %255 = bitcast i32 %253 to float
  %256 = fmul contract float %242, %254
  %257 = fmul contract float %244, %255
  %258 = fsub contract float %256, %257
  %259 = fmul contract float %244, %254
  %260 = fmul contract float %242, %255
  %261 = fadd contract float %259, %260
  %262 = fmul contract float %249, %258
  %263 = fmul contract float %249, %261
  %264 = fadd contract float %262, 0.000000e+00
  %265 = fadd contract float %263, 0.000000e+00
  %266 = fmul contract float %239, %242
  %267 = fmul contract float %240, %244
  %268 = fsub contract float %266, %267
  %269 = fmul contract float %240, %242
  %270 = fmul contract float %239, %244
  %271 = fadd contract float %269, %270
  br i1 %130, label %274, label %272

272:                                              ; preds = %248
  %273 = load float, ptr %141, align 4, !tbaa !23, !noalias !56
  br label %274

274:                                              ; preds = %272, %248
  %275 = phi contract float [ %273, %272 ], [ 1.000000e+00, %248 ]
  %276 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 16), align 8, !noalias !56
  %277 = trunc i64 %276 to i32
  %278 = lshr i64 %276, 32
  %279 = trunc nuw i64 %278 to i32
  %280 = bitcast i32 %277 to float
  %281 = bitcast i32 %279 to float
  %282 = fmul contract float %268, %280
  %283 = fmul contract float %271, %281
  %284 = fsub contract float %282, %283
  %285 = fmul contract float %271, %280
  %286 = fmul contract float %268, %281
  %287 = fadd contract float %285, %286
  %288 = fmul contract float %275, %284
  %289 = fmul contract float %275, %287
  %290 = fadd contract float %264, %288
  %291 = fadd contract float %265, %289
  %292 = fmul contract float %239, %268
  %293 = fmul contract float %240, %271
  %294 = fsub contract float %292, %293
  %295 = fmul contract float %240, %268
  %296 = fmul contract float %239, %271
  %297 = fadd contract float %295, %296
  br i1 %130, label %301, label %298

298:                                              ; preds = %274
  %299 = load float, ptr %144, align 4, !tbaa !23, !noalias !56
  %300 = fneg contract float %299
  br label %301

301:                                              ; preds = %298, %274
  %302 = phi contract float [ %300, %298 ], [ -1.000000e+00, %274 ]
  %303 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 24), align 8, !noalias !56
  %304 = trunc i64 %303 to i32
  %305 = lshr i64 %303, 32
  %306 = trunc nuw i64 %305 to i32
  %307 = bitcast i32 %304 to float
  %308 = bitcast i32 %306 to float
  %309 = fmul contract float %294, %307
  %310 = fmul contract float %297, %308
  %311 = fsub contract float %309, %310
  %312 = fmul contract float %297, %307
  %313 = fmul contract float %294, %308
  %314 = fadd contract float %312, %313
  %315 = fmul contract float %302, %311
  %316 = fmul contract float %302, %314
  %317 = fadd contract float %290, %315
  %318 = fadd contract float %291, %316
  %319 = fmul contract float %239, %294
  %320 = fmul contract float %240, %297
  %321 = fsub contract float %319, %320
  %322 = fmul contract float %240, %294
  %323 = fmul contract float %239, %297
  %324 = fadd contract float %322, %323
  br i1 %130, label %327, label %325

325:                                              ; preds = %301
  %326 = load float, ptr %147, align 4, !tbaa !23, !noalias !56
  br label %327

327:                                              ; preds = %325, %301
  %328 = phi contract float [ %326, %325 ], [ 1.000000e+00, %301 ]
  %329 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 32), align 8, !noalias !56
  %330 = trunc i64 %329 to i32
  %331 = lshr i64 %329, 32
  %332 = trunc nuw i64 %331 to i32
  %333 = bitcast i32 %330 to float
  %334 = bitcast i32 %332 to float
  %335 = fmul contract float %321, %333
  %336 = fmul contract float %324, %334
  %337 = fsub contract float %335, %336
  %338 = fmul contract float %324, %333
  %339 = fmul contract float %321, %334
  %340 = fadd contract float %338, %339
  %341 = fmul contract float %328, %337
  %342 = fmul contract float %328, %340
  %343 = fadd contract float %317, %341
  %344 = fadd contract float %318, %342
  %345 = fmul contract float %239, %321
  %346 = fmul contract float %240, %324
  %347 = fsub contract float %345, %346
  %348 = fmul contract float %240, %321
  %349 = fmul contract float %239, %324
  %350 = fadd contract float %348, %349
  br i1 %130, label %354, label %351

351:                                              ; preds = %327
  %352 = load float, ptr %150, align 4, !tbaa !23, !noalias !56
  %353 = fneg contract float %352
  br label %354

354:                                              ; preds = %351, %327
  %355 = phi contract float [ %353, %351 ], [ -1.000000e+00, %327 ]
  %356 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 40), align 8, !noalias !56
  %357 = trunc i64 %356 to i32
  %358 = lshr i64 %356, 32
  %359 = trunc nuw i64 %358 to i32
  %360 = bitcast i32 %357 to float
  %361 = bitcast i32 %359 to float
  %362 = fmul contract float %347, %360
  %363 = fmul contract float %350, %361
  %364 = fsub contract float %362, %363
  %365 = fmul contract float %350, %360
  %366 = fmul contract float %347, %361
  %367 = fadd contract float %365, %366
  %368 = fmul contract float %355, %364
  %369 = fmul contract float %355, %367
  %370 = fadd contract float %343, %368
  %371 = fadd contract float %344, %369
  %372 = fmul contract float %239, %347
  %373 = fmul contract float %240, %350
  %374 = fsub contract float %372, %373
  %375 = fmul contract float %240, %347
  %376 = fmul contract float %239, %350
  %377 = fadd contract float %375, %376
  br i1 %130, label %380, label %378

378:                                              ; preds = %354
  %379 = load float, ptr %153, align 4, !tbaa !23, !noalias !56
  br label %380

380:                                              ; preds = %378, %354
  %381 = phi contract float [ %379, %378 ], [ 1.000000e+00, %354 ]
  %382 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 48), align 8, !noalias !56
  %383 = trunc i64 %382 to i32
  %384 = lshr i64 %382, 32
  %385 = trunc nuw i64 %384 to i32
  %386 = bitcast i32 %383 to float
  %387 = bitcast i32 %385 to float
  %388 = fmul contract float %374, %386
  %389 = fmul contract float %377, %387
  %390 = fsub contract float %388, %389
  %391 = fmul contract float %377, %386
  %392 = fmul contract float %374, %387
  %393 = fadd contract float %391, %392
  %394 = fmul contract float %381, %390
  %395 = fmul contract float %381, %393
  %396 = fadd contract float %370, %394
  %397 = fadd contract float %371, %395
  %398 = fmul contract float %239, %374
  %399 = fmul contract float %240, %377
  %400 = fsub contract float %398, %399
  %401 = fmul contract float %240, %374
  %402 = fmul contract float %239, %377
  %403 = fadd contract float %401, %402
  br i1 %130, label %407, label %404

404:                                              ; preds = %380
  %405 = load float, ptr %156, align 4, !tbaa !23, !noalias !56
  %406 = fneg contract float %405
  br label %407

407:                                              ; preds = %404, %380
  %408 = phi contract float [ %406, %404 ], [ -1.000000e+00, %380 ]
  %409 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 56), align 8, !noalias !56
  %410 = trunc i64 %409 to i32
  %411 = lshr i64 %409, 32
  %412 = trunc nuw i64 %411 to i32
  %413 = bitcast i32 %410 to float
  %414 = bitcast i32 %412 to float
  %415 = fmul contract float %400, %413
  %416 = fmul contract float %403, %414
  %417 = fsub contract float %415, %416
  %418 = fmul contract float %403, %413
  %419 = fmul contract float %400, %414
  %420 = fadd contract float %418, %419
  %421 = fmul contract float %408, %417
  %422 = fmul contract float %408, %420
  %423 = fadd contract float %396, %421
  %424 = fadd contract float %397, %422
  %425 = fmul contract float %239, %400
  %426 = fmul contract float %240, %403
  %427 = fsub contract float %425, %426
  %428 = fmul contract float %240, %400
  %429 = fmul contract float %239, %403
  %430 = fadd contract float %428, %429
  br i1 %130, label %433, label %431

431:                                              ; preds = %407
  %432 = load float, ptr %159, align 4, !tbaa !23, !noalias !56
  br label %433

433:                                              ; preds = %431, %407
  %434 = phi contract float [ %432, %431 ], [ 1.000000e+00, %407 ]
  %435 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 64), align 8, !noalias !56
  %436 = trunc i64 %435 to i32
  %437 = lshr i64 %435, 32
  %438 = trunc nuw i64 %437 to i32
  %439 = bitcast i32 %436 to float
  %440 = bitcast i32 %438 to float
  %441 = fmul contract float %427, %439
  %442 = fmul contract float %430, %440
  %443 = fsub contract float %441, %442
  %444 = fmul contract float %430, %439
  %445 = fmul contract float %427, %440
  %446 = fadd contract float %444, %445
  %447 = fmul contract float %434, %443
  %448 = fmul contract float %434, %446
  %449 = fadd contract float %423, %447
  %450 = fadd contract float %424, %448
  %451 = fmul contract float %239, %427
  %452 = fmul contract float %240, %430
  %453 = fsub contract float %451, %452
  %454 = fmul contract float %240, %427
  %455 = fmul contract float %239, %430
  %456 = fadd contract float %454, %455
  br i1 %130, label %460, label %457

457:                                              ; preds = %433
  %458 = load float, ptr %162, align 4, !tbaa !23, !noalias !56
  %459 = fneg contract float %458
  br label %460

460:                                              ; preds = %457, %433
  %461 = phi contract float [ %459, %457 ], [ -1.000000e+00, %433 ]
  %462 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 72), align 8, !noalias !56
  %463 = trunc i64 %462 to i32
  %464 = lshr i64 %462, 32
  %465 = trunc nuw i64 %464 to i32
  %466 = bitcast i32 %463 to float
  %467 = bitcast i32 %465 to float
  %468 = fmul contract float %453, %466
  %469 = fmul contract float %456, %467
  %470 = fsub contract float %468, %469
  %471 = fmul contract float %456, %466
  %472 = fmul contract float %453, %467
  %473 = fadd contract float %471, %472
  %474 = fmul contract float %461, %470
  %475 = fmul contract float %461, %473
  %476 = fadd contract float %449, %474
  %477 = fadd contract float %450, %475
  %478 = fmul contract float %239, %453
  %479 = fmul contract float %240, %456
  %480 = fsub contract float %478, %479
  %481 = fmul contract float %240, %453
  %482 = fmul contract float %239, %456
  %483 = fadd contract float %481, %482
  br i1 %130, label %486, label %484

484:                                              ; preds = %460
  %485 = load float, ptr %165, align 4, !tbaa !23, !noalias !56
  br label %486

486:                                              ; preds = %484, %460
  %487 = phi contract float [ %485, %484 ], [ 1.000000e+00, %460 ]
  %488 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 80), align 8, !noalias !56
  %489 = trunc i64 %488 to i32
  %490 = lshr i64 %488, 32
  %491 = trunc nuw i64 %490 to i32
  %492 = bitcast i32 %489 to float
  %493 = bitcast i32 %491 to float
  %494 = fmul contract float %480, %492
  %495 = fmul contract float %483, %493
  %496 = fsub contract float %494, %495
  %497 = fmul contract float %483, %492
  %498 = fmul contract float %480, %493
  %499 = fadd contract float %497, %498
  %500 = fmul contract float %487, %496
  %501 = fmul contract float %487, %499
  %502 = fadd contract float %476, %500
  %503 = fadd contract float %477, %501
  %504 = fmul contract float %239, %480
  %505 = fmul contract float %240, %483
  %506 = fsub contract float %504, %505
  %507 = fmul contract float %240, %480
  %508 = fmul contract float %239, %483
  %509 = fadd contract float %507, %508
  br i1 %130, label %513, label %510

510:                                              ; preds = %486
  %511 = load float, ptr %168, align 4, !tbaa !23, !noalias !56
  %512 = fneg contract float %511
  br label %513

513:                                              ; preds = %510, %486
  %514 = phi contract float [ %512, %510 ], [ -1.000000e+00, %486 ]
  %515 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 88), align 8, !noalias !56
  %516 = trunc i64 %515 to i32
  %517 = lshr i64 %515, 32
  %518 = trunc nuw i64 %517 to i32
  %519 = bitcast i32 %516 to float
  %520 = bitcast i32 %518 to float
  %521 = fmul contract float %506, %519
  %522 = fmul contract float %509, %520
  %523 = fsub contract float %521, %522
  %524 = fmul contract float %509, %519
  %525 = fmul contract float %506, %520
  %526 = fadd contract float %524, %525
  %527 = fmul contract float %514, %523
  %528 = fmul contract float %514, %526
  %529 = fadd contract float %502, %527
  %530 = fadd contract float %503, %528
  %531 = fmul contract float %239, %506
  %532 = fmul contract float %240, %509
  %533 = fsub contract float %531, %532
  %534 = fmul contract float %240, %506
  %535 = fmul contract float %239, %509
  %536 = fadd contract float %534, %535
  br i1 %130, label %539, label %537

537:                                              ; preds = %513
  %538 = load float, ptr %171, align 4, !tbaa !23, !noalias !56
  br label %539

539:                                              ; preds = %537, %513
  %540 = phi contract float [ %538, %537 ], [ 1.000000e+00, %513 ]
  %541 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 96), align 8, !noalias !56
  %542 = trunc i64 %541 to i32
  %543 = lshr i64 %541, 32
  %544 = trunc nuw i64 %543 to i32
  %545 = bitcast i32 %542 to float
  %546 = bitcast i32 %544 to float
  %547 = fmul contract float %533, %545
  %548 = fmul contract float %536, %546
  %549 = fsub contract float %547, %548
  %550 = fmul contract float %536, %545
  %551 = fmul contract float %533, %546
  %552 = fadd contract float %550, %551
  %553 = fmul contract float %540, %549
  %554 = fmul contract float %540, %552
  %555 = fadd contract float %529, %553
  %556 = fadd contract float %530, %554
  %557 = fmul contract float %239, %533
  %558 = fmul contract float %240, %536
  %559 = fsub contract float %557, %558
  %560 = fmul contract float %240, %533
  %561 = fmul contract float %239, %536
  %562 = fadd contract float %560, %561
  br i1 %130, label %566, label %563

563:                                              ; preds = %539
  %564 = load float, ptr %174, align 4, !tbaa !23, !noalias !56
  %565 = fneg contract float %564
  br label %566

566:                                              ; preds = %563, %539
  %567 = phi contract float [ %565, %563 ], [ -1.000000e+00, %539 ]
  %568 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 104), align 8, !noalias !56
  %569 = trunc i64 %568 to i32
  %570 = lshr i64 %568, 32
  %571 = trunc nuw i64 %570 to i32
  %572 = bitcast i32 %569 to float
  %573 = bitcast i32 %571 to float
  %574 = fmul contract float %559, %572
  %575 = fmul contract float %562, %573
  %576 = fsub contract float %574, %575
  %577 = fmul contract float %562, %572
  %578 = fmul contract float %559, %573
  %579 = fadd contract float %577, %578
  %580 = fmul contract float %567, %576
  %581 = fmul contract float %567, %579
  %582 = fadd contract float %555, %580
  %583 = fadd contract float %556, %581
  %584 = fmul contract float %239, %559
  %585 = fmul contract float %240, %562
  %586 = fsub contract float %584, %585
  %587 = fmul contract float %240, %559
  %588 = fmul contract float %239, %562
  %589 = fadd contract float %587, %588
  br i1 %130, label %592, label %590

590:                                              ; preds = %566
  %591 = load float, ptr %177, align 4, !tbaa !23, !noalias !56
  br label %592

592:                                              ; preds = %590, %566
  %593 = phi contract float [ %591, %590 ], [ 1.000000e+00, %566 ]
  %594 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 112), align 8, !noalias !56
  %595 = trunc i64 %594 to i32
  %596 = lshr i64 %594, 32
  %597 = trunc nuw i64 %596 to i32
  %598 = bitcast i32 %595 to float
  %599 = bitcast i32 %597 to float
  %600 = fmul contract float %586, %598
  %601 = fmul contract float %589, %599
  %602 = fsub contract float %600, %601
  %603 = fmul contract float %589, %598
  %604 = fmul contract float %586, %599
  %605 = fadd contract float %603, %604
  %606 = fmul contract float %593, %602
  %607 = fmul contract float %593, %605
  %608 = fadd contract float %582, %606
  %609 = fadd contract float %583, %607
  %610 = fmul contract float %239, %586
  %611 = fmul contract float %240, %589
  %612 = fsub contract float %610, %611
  %613 = fmul contract float %240, %586
  %614 = fmul contract float %239, %589
  %615 = fadd contract float %613, %614
  br i1 %130, label %619, label %616

616:                                              ; preds = %592
  %617 = load float, ptr %180, align 4, !tbaa !23, !noalias !56
  %618 = fneg contract float %617
  br label %619

619:                                              ; preds = %616, %592
  %620 = phi contract float [ %618, %616 ], [ -1.000000e+00, %592 ]
  %621 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 120), align 8, !noalias !56
  %622 = trunc i64 %621 to i32
  %623 = lshr i64 %621, 32
  %624 = trunc nuw i64 %623 to i32
  %625 = bitcast i32 %622 to float
  %626 = bitcast i32 %624 to float
  %627 = fmul contract float %612, %625
  %628 = fmul contract float %615, %626
  %629 = fsub contract float %627, %628
  %630 = fmul contract float %615, %625
  %631 = fmul contract float %612, %626
  %632 = fadd contract float %630, %631
  %633 = fmul contract float %620, %629
  %634 = fmul contract float %620, %632
  %635 = fadd contract float %608, %633
  %636 = fadd contract float %609, %634
  %637 = fmul contract float %239, %612
  %638 = fmul contract float %240, %615
  %639 = fsub contract float %637, %638
  %640 = fmul contract float %240, %612
  %641 = fmul contract float %239, %615
  %642 = fadd contract float %640, %641
  br i1 %130, label %645, label %643

643:                                              ; preds = %619
  %644 = load float, ptr %183, align 4, !tbaa !23, !noalias !56
  br label %645

645:                                              ; preds = %643, %619
  %646 = phi contract float [ %644, %643 ], [ 1.000000e+00, %619 ]
  %647 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 128), align 8, !noalias !56
  %648 = trunc i64 %647 to i32
  %649 = lshr i64 %647, 32
  %650 = trunc nuw i64 %649 to i32
  %651 = bitcast i32 %648 to float
  %652 = bitcast i32 %650 to float
  %653 = fmul contract float %639, %651
  %654 = fmul contract float %642, %652
  %655 = fsub contract float %653, %654
  %656 = fmul contract float %642, %651
  %657 = fmul contract float %639, %652
  %658 = fadd contract float %656, %657
  %659 = fmul contract float %646, %655
  %660 = fmul contract float %646, %658
  %661 = fadd contract float %635, %659
  %662 = fadd contract float %636, %660
  br i1 %130, label %664, label %663

663:                                              ; preds = %645
  br i1 %186, label %685, label %719

664:                                              ; preds = %645
  %665 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), align 8, !noalias !56
  %666 = trunc i64 %665 to i32
  %667 = lshr i64 %665, 32
  %668 = trunc nuw i64 %667 to i32
  %669 = fneg contract float %231
  %670 = fneg contract float %232
  store float %669, ptr %8, align 8, !noalias !56
  store float %670, ptr %134, align 4, !noalias !56
  %671 = tail call %struct.float2.0 @_Z4clog6float2(ptr noundef nonnull byval(%struct.float2.0) align 8 %8) #13, !noalias !56
  %672 = extractvalue %struct.float2.0 %671, 0
  %673 = extractvalue %struct.float2.0 %671, 1
  %674 = bitcast i32 %666 to float
  %675 = bitcast i32 %668 to float
  %676 = fmul contract float %672, %674
  %677 = fmul contract float %673, %675
  %678 = fsub contract float %676, %677
  %679 = fmul contract float %673, %674
  %680 = fmul contract float %672, %675
  %681 = fadd contract float %679, %680
  %682 = fadd contract float %661, %678
  %683 = fadd contract float %662, %681
  br label %773

684:                                              ; preds = %719
  br i1 %188, label %700, label %685

685:                                              ; preds = %684, %663
  %686 = phi float [ 0.000000e+00, %663 ], [ %770, %684 ]
  %687 = phi float [ 1.000000e+00, %663 ], [ %767, %684 ]
  tail call void @llvm.assume(i1 %189)
  br label %688

688:                                              ; preds = %688, %685
  %689 = phi float [ %697, %688 ], [ %686, %685 ]
  %690 = phi float [ %694, %688 ], [ %687, %685 ]
  %691 = phi i32 [ %698, %688 ], [ 0, %685 ]
  %692 = fmul contract float %239, %690
  %693 = fmul contract float %240, %689
  %694 = fsub contract float %692, %693
  %695 = fmul contract float %240, %690
  %696 = fmul contract float %239, %689
  %697 = fadd contract float %695, %696
  %698 = add i32 %691, 1
  %699 = icmp eq i32 %698, %185
  br i1 %699, label %700, label %688, !llvm.loop !62

700:                                              ; preds = %688, %684
  %701 = phi float [ %767, %684 ], [ %694, %688 ]
  %702 = phi float [ %770, %684 ], [ %697, %688 ]
  %703 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), align 8, !noalias !56
  %704 = trunc i64 %703 to i32
  %705 = lshr i64 %703, 32
  %706 = trunc nuw i64 %705 to i32
  %707 = bitcast i32 %704 to float
  %708 = bitcast i32 %706 to float
  %709 = fmul contract float %133, %707
  %710 = fmul contract float %133, %708
  %711 = fadd contract float %661, %709
  %712 = fadd contract float %662, %710
  %713 = fmul contract float %701, %711
  %714 = fmul contract float %702, %712
  %715 = fsub contract float %713, %714
  %716 = fmul contract float %701, %712
  %717 = fmul contract float %702, %711
  %718 = fadd contract float %717, %716
  br label %773

719:                                              ; preds = %663, %719
  %720 = phi float [ %770, %719 ], [ 0.000000e+00, %663 ]
  %721 = phi float [ %767, %719 ], [ 1.000000e+00, %663 ]
  %722 = phi i32 [ %771, %719 ], [ 0, %663 ]
  %723 = fmul contract float %239, %721
  %724 = fmul contract float %240, %720
  %725 = fsub contract float %723, %724
  %726 = fmul contract float %240, %721
  %727 = fmul contract float %239, %720
  %728 = fadd contract float %726, %727
  %729 = fmul contract float %239, %725
  %730 = fmul contract float %240, %728
  %731 = fsub contract float %729, %730
  %732 = fmul contract float %240, %725
  %733 = fmul contract float %239, %728
  %734 = fadd contract float %732, %733
  %735 = fmul contract float %239, %731
  %736 = fmul contract float %240, %734
  %737 = fsub contract float %735, %736
  %738 = fmul contract float %240, %731
  %739 = fmul contract float %239, %734
  %740 = fadd contract float %738, %739
  %741 = fmul contract float %239, %737
  %742 = fmul contract float %240, %740
  %743 = fsub contract float %741, %742
  %744 = fmul contract float %240, %737
  %745 = fmul contract float %239, %740
  %746 = fadd contract float %744, %745
  %747 = fmul contract float %239, %743
  %748 = fmul contract float %240, %746
  %749 = fsub contract float %747, %748
  %750 = fmul contract float %240, %743
  %751 = fmul contract float %239, %746
  %752 = fadd contract float %750, %751
  %753 = fmul contract float %239, %749
  %754 = fmul contract float %240, %752
  %755 = fsub contract float %753, %754
  %756 = fmul contract float %240, %749
  %757 = fmul contract float %239, %752
  %758 = fadd contract float %756, %757
  %759 = fmul contract float %239, %755
  %760 = fmul contract float %240, %758
  %761 = fsub contract float %759, %760
  %762 = fmul contract float %240, %755
  %763 = fmul contract float %239, %758
  %764 = fadd contract float %762, %763
  %765 = fmul contract float %239, %761
  %766 = fmul contract float %240, %764
  %767 = fsub contract float %765, %766
  %768 = fmul contract float %240, %761
  %769 = fmul contract float %239, %764
  %770 = fadd contract float %768, %769
  %771 = add i32 %722, 8
  %772 = icmp eq i32 %771, %187
  br i1 %772, label %684, label %719, !llvm.loop !64

773:                                              ; preds = %700, %664
  %774 = phi float [ %682, %664 ], [ %715, %700 ]
  %775 = phi float [ %683, %664 ], [ %718, %700 ]
  %776 = fadd contract float %209, %775
  %777 = fadd contract float %210, %774
  br label %778

778:                                              ; preds = %773, %233, %230
  %779 = phi float [ %777, %773 ], [ %210, %233 ], [ %210, %230 ]
  %780 = phi float [ %776, %773 ], [ %209, %233 ], [ %209, %230 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %781 = add nuw nsw i32 %211, 1
  %782 = icmp eq i32 %781, %200
  br i1 %782, label %205, label %208, !llvm.loop !65

783:                                              ; preds = %205
  %784 = mul nsw i64 %192, 136
  %785 = getelementptr i8, ptr %135, i64 %784
  %786 = getelementptr inbounds nuw i8, ptr %785, i64 4
  store float %206, ptr %785, align 8, !tbaa !23, !alias.scope !54, !noalias !66
  store float %207, ptr %786, align 4, !tbaa !23, !alias.scope !54, !noalias !66
  br label %787

787:                                              ; preds = %783, %205
  %788 = add i32 %191, %136
  %789 = icmp slt i32 %788, %5
  br i1 %789, label %190, label %790, !llvm.loop !67

790:                                              ; preds = %787, %122
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  br label %791

791:                                              ; preds = %6, %790
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fmm_l2p_p16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp samesign ult i32 %8, 17
  br i1 %9, label %438, label %10

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = icmp slt i32 %11, %6
  br i1 %12, label %13, label %438

13:                                               ; preds = %10
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp samesign ult i32 %14, 17
  %16 = zext nneg i32 %14 to i64
  %17 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 %16
  %18 = getelementptr %struct.float2.0, ptr %3, i64 %16
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %20

20:                                               ; preds = %13, %170
  %21 = phi i32 [ %11, %13 ], [ %171, %170 ]
  %22 = sext i32 %21 to i64
  br i1 %15, label %23, label %27

23:                                               ; preds = %20
  %24 = mul nsw i64 %22, 136
  %25 = getelementptr i8, ptr %18, i64 %24
  %26 = load i64, ptr %25, align 8
  store i64 %26, ptr %17, align 8
  br label %27

27:                                               ; preds = %20, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = getelementptr inbounds i32, ptr %1, i64 %22
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 64)
  %32 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %22
  %33 = load float, ptr %32, align 8, !tbaa !23
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !23
  %36 = icmp samesign ult i32 %14, %31
  br i1 %36, label %37, label %170

37:                                               ; preds = %27
  %38 = shl nsw i64 %22, 6
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 128), align 8, !tbaa !23
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 132), align 4, !tbaa !23
  %41 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 128), align 8
  %42 = trunc i64 %41 to i32
  %43 = lshr i64 %41, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = bitcast i32 %42 to float
  %46 = bitcast i32 %44 to float
  %47 = fmul contract float %45, 1.600000e+01
  %48 = fmul contract float %46, 1.600000e+01
  %49 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 120), align 8
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = bitcast i32 %50 to float
  %54 = bitcast i32 %52 to float
  %55 = fmul contract float %53, 1.500000e+01
  %56 = fmul contract float %54, 1.500000e+01
  %57 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 112), align 8
  %58 = trunc i64 %57 to i32
  %59 = lshr i64 %57, 32
  %60 = trunc nuw i64 %59 to i32
  %61 = bitcast i32 %58 to float
  %62 = bitcast i32 %60 to float
  %63 = fmul contract float %61, 1.400000e+01
  %64 = fmul contract float %62, 1.400000e+01
  %65 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 104), align 8
  %66 = trunc i64 %65 to i32
  %67 = lshr i64 %65, 32
  %68 = trunc nuw i64 %67 to i32
  %69 = bitcast i32 %66 to float
  %70 = bitcast i32 %68 to float
  %71 = fmul contract float %69, 1.300000e+01
  %72 = fmul contract float %70, 1.300000e+01
  %73 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 96), align 8
  %74 = trunc i64 %73 to i32
  %75 = lshr i64 %73, 32
  %76 = trunc nuw i64 %75 to i32
  %77 = bitcast i32 %74 to float
  %78 = bitcast i32 %76 to float
  %79 = fmul contract float %77, 1.200000e+01
  %80 = fmul contract float %78, 1.200000e+01
  %81 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 88), align 8
  %82 = trunc i64 %81 to i32
  %83 = lshr i64 %81, 32
  %84 = trunc nuw i64 %83 to i32
  %85 = bitcast i32 %82 to float
  %86 = bitcast i32 %84 to float
  %87 = fmul contract float %85, 1.100000e+01
  %88 = fmul contract float %86, 1.100000e+01
  %89 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 80), align 8
  %90 = trunc i64 %89 to i32
  %91 = lshr i64 %89, 32
  %92 = trunc nuw i64 %91 to i32
  %93 = bitcast i32 %90 to float
  %94 = bitcast i32 %92 to float
  %95 = fmul contract float %93, 1.000000e+01
  %96 = fmul contract float %94, 1.000000e+01
  %97 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 72), align 8
  %98 = trunc i64 %97 to i32
  %99 = lshr i64 %97, 32
  %100 = trunc nuw i64 %99 to i32
  %101 = bitcast i32 %98 to float
  %102 = bitcast i32 %100 to float
  %103 = fmul contract float %101, 9.000000e+00
  %104 = fmul contract float %102, 9.000000e+00
  %105 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 64), align 8
  %106 = trunc i64 %105 to i32
  %107 = lshr i64 %105, 32
  %108 = trunc nuw i64 %107 to i32
  %109 = bitcast i32 %106 to float
  %110 = bitcast i32 %108 to float
  %111 = fmul contract float %109, 8.000000e+00
  %112 = fmul contract float %110, 8.000000e+00
  %113 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 56), align 8
  %114 = trunc i64 %113 to i32
  %115 = lshr i64 %113, 32
  %116 = trunc nuw i64 %115 to i32
  %117 = bitcast i32 %114 to float
  %118 = bitcast i32 %116 to float
  %119 = fmul contract float %117, 7.000000e+00
  %120 = fmul contract float %118, 7.000000e+00
  %121 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 48), align 8
  %122 = trunc i64 %121 to i32
  %123 = lshr i64 %121, 32
  %124 = trunc nuw i64 %123 to i32
  %125 = bitcast i32 %122 to float
  %126 = bitcast i32 %124 to float
  %127 = fmul contract float %125, 6.000000e+00
  %128 = fmul contract float %126, 6.000000e+00
  %129 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 40), align 8
  %130 = trunc i64 %129 to i32
  %131 = lshr i64 %129, 32
  %132 = trunc nuw i64 %131 to i32
  %133 = bitcast i32 %130 to float
  %134 = bitcast i32 %132 to float
  %135 = fmul contract float %133, 5.000000e+00
  %136 = fmul contract float %134, 5.000000e+00
  %137 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 32), align 8
  %138 = trunc i64 %137 to i32
  %139 = lshr i64 %137, 32
  %140 = trunc nuw i64 %139 to i32
  %141 = bitcast i32 %138 to float
  %142 = bitcast i32 %140 to float
  %143 = fmul contract float %141, 4.000000e+00
  %144 = fmul contract float %142, 4.000000e+00
  %145 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 24), align 8
  %146 = trunc i64 %145 to i32
  %147 = lshr i64 %145, 32
  %148 = trunc nuw i64 %147 to i32
  %149 = bitcast i32 %146 to float
  %150 = bitcast i32 %148 to float
  %151 = fmul contract float %149, 3.000000e+00
  %152 = fmul contract float %150, 3.000000e+00
  %153 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 16), align 8
  %154 = trunc i64 %153 to i32
  %155 = lshr i64 %153, 32
  %156 = trunc nuw i64 %155 to i32
  %157 = bitcast i32 %154 to float
  %158 = bitcast i32 %156 to float
  %159 = fmul contract float %157, 2.000000e+00
  %160 = fmul contract float %158, 2.000000e+00
  %161 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 8), align 8
  %162 = trunc i64 %161 to i32
  %163 = lshr i64 %161, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = bitcast i32 %162 to float
  %166 = bitcast i32 %164 to float
  %167 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), align 8
  %168 = trunc i64 %167 to i32
  %169 = bitcast i32 %168 to float
  br label %173

170:                                              ; preds = %173, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %171 = add i32 %21, %19
  %172 = icmp slt i32 %171, %6
  br i1 %172, label %20, label %438, !llvm.loop !68

173:                                              ; preds = %37, %173
  %174 = phi i32 [ %14, %37 ], [ %436, %173 ]
  %175 = zext nneg i32 %174 to i64
  %176 = add nsw i64 %38, %175
  %177 = getelementptr inbounds %struct.float4, ptr %0, i64 %176
  %178 = load float, ptr %177, align 16, !tbaa !23
  %179 = getelementptr inbounds nuw i8, ptr %177, i64 4
  %180 = load float, ptr %179, align 4, !tbaa !23
  %181 = fsub contract float %178, %33
  %182 = fsub contract float %180, %35
  %183 = fmul contract float %181, %39
  %184 = fmul contract float %182, %40
  %185 = fsub contract float %183, %184
  %186 = fmul contract float %182, %39
  %187 = fmul contract float %181, %40
  %188 = fadd contract float %186, %187
  %189 = fadd contract float %185, %53
  %190 = fadd contract float %188, %54
  %191 = fmul contract float %181, %47
  %192 = fmul contract float %182, %48
  %193 = fsub contract float %191, %192
  %194 = fmul contract float %182, %47
  %195 = fmul contract float %181, %48
  %196 = fadd contract float %194, %195
  %197 = fadd contract float %193, %55
  %198 = fadd contract float %196, %56
  %199 = fmul contract float %181, %189
  %200 = fmul contract float %182, %190
  %201 = fsub contract float %199, %200
  %202 = fmul contract float %182, %189
  %203 = fmul contract float %181, %190
  %204 = fadd contract float %202, %203
  %205 = fadd contract float %201, %61
  %206 = fadd contract float %204, %62
  %207 = fmul contract float %181, %197
  %208 = fmul contract float %182, %198
  %209 = fsub contract float %207, %208
  %210 = fmul contract float %182, %197
  %211 = fmul contract float %181, %198
  %212 = fadd contract float %210, %211
  %213 = fadd contract float %209, %63
  %214 = fadd contract float %212, %64
  %215 = fmul contract float %181, %205
  %216 = fmul contract float %182, %206
  %217 = fsub contract float %215, %216
  %218 = fmul contract float %182, %205
  %219 = fmul contract float %181, %206
  %220 = fadd contract float %218, %219
  %221 = fadd contract float %217, %69
  %222 = fadd contract float %220, %70
  %223 = fmul contract float %181, %213
  %224 = fmul contract float %182, %214
  %225 = fsub contract float %223, %224
  %226 = fmul contract float %182, %213
  %227 = fmul contract float %181, %214
  %228 = fadd contract float %226, %227
  %229 = fadd contract float %225, %71
  %230 = fadd contract float %228, %72
  %231 = fmul contract float %181, %221
  %232 = fmul contract float %182, %222
  %233 = fsub contract float %231, %232
  %234 = fmul contract float %182, %221
  %235 = fmul contract float %181, %222
  %236 = fadd contract float %234, %235
  %237 = fadd contract float %233, %77
  %238 = fadd contract float %236, %78
  %239 = fmul contract float %181, %229
  %240 = fmul contract float %182, %230
  %241 = fsub contract float %239, %240
  %242 = fmul contract float %182, %229
  %243 = fmul contract float %181, %230
  %244 = fadd contract float %242, %243
  %245 = fadd contract float %241, %79
  %246 = fadd contract float %244, %80
  %247 = fmul contract float %181, %237
  %248 = fmul contract float %182, %238
  %249 = fsub contract float %247, %248
  %250 = fmul contract float %182, %237
  %251 = fmul contract float %181, %238
  %252 = fadd contract float %250, %251
  %253 = fadd contract float %249, %85
  %254 = fadd contract float %252, %86
  %255 = fmul contract float %181, %245
  %256 = fmul contract float %182, %246
  %257 = fsub contract float %255, %256
  %258 = fmul contract float %182, %245
  %259 = fmul contract float %181, %246
  %260 = fadd contract float %258, %259
  %261 = fadd contract float %257, %87
  %262 = fadd contract float %260, %88
  %263 = fmul contract float %181, %253
  %264 = fmul contract float %182, %254
  %265 = fsub contract float %263, %264
  %266 = fmul contract float %182, %253
  %267 = fmul contract float %181, %254
  %268 = fadd contract float %266, %267
  %269 = fadd contract float %265, %93
  %270 = fadd contract float %268, %94
  %271 = fmul contract float %181, %261
  %272 = fmul contract float %182, %262
  %273 = fsub contract float %271, %272
  %274 = fmul contract float %182, %261
  %275 = fmul contract float %181, %262
  %276 = fadd contract float %274, %275
  %277 = fadd contract float %273, %95
  %278 = fadd contract float %276, %96
  %279 = fmul contract float %181, %269
  %280 = fmul contract float %182, %270
  %281 = fsub contract float %279, %280
  %282 = fmul contract float %182, %269
  %283 = fmul contract float %181, %270
  %284 = fadd contract float %282, %283
  %285 = fadd contract float %281, %101
  %286 = fadd contract float %284, %102
  %287 = fmul contract float %181, %277
  %288 = fmul contract float %182, %278
  %289 = fsub contract float %287, %288
  %290 = fmul contract float %182, %277
  %291 = fmul contract float %181, %278
  %292 = fadd contract float %290, %291
  %293 = fadd contract float %289, %103
  %294 = fadd contract float %292, %104
  %295 = fmul contract float %181, %285
  %296 = fmul contract float %182, %286
  %297 = fsub contract float %295, %296
  %298 = fmul contract float %182, %285
  %299 = fmul contract float %181, %286
  %300 = fadd contract float %298, %299
  %301 = fadd contract float %297, %109
  %302 = fadd contract float %300, %110
  %303 = fmul contract float %181, %293
  %304 = fmul contract float %182, %294
  %305 = fsub contract float %303, %304
  %306 = fmul contract float %182, %293
  %307 = fmul contract float %181, %294
  %308 = fadd contract float %306, %307
  %309 = fadd contract float %305, %111
  %310 = fadd contract float %308, %112
  %311 = fmul contract float %181, %301
  %312 = fmul contract float %182, %302
  %313 = fsub contract float %311, %312
  %314 = fmul contract float %182, %301
  %315 = fmul contract float %181, %302
  %316 = fadd contract float %314, %315
  %317 = fadd contract float %313, %117
  %318 = fadd contract float %316, %118
  %319 = fmul contract float %181, %309
  %320 = fmul contract float %182, %310
  %321 = fsub contract float %319, %320
  %322 = fmul contract float %182, %309
  %323 = fmul contract float %181, %310
  %324 = fadd contract float %322, %323
  %325 = fadd contract float %321, %119
  %326 = fadd contract float %324, %120
  %327 = fmul contract float %181, %317
  %328 = fmul contract float %182, %318
  %329 = fsub contract float %327, %328
  %330 = fmul contract float %182, %317
  %331 = fmul contract float %181, %318
  %332 = fadd contract float %330, %331
  %333 = fadd contract float %329, %125
  %334 = fadd contract float %332, %126
  %335 = fmul contract float %181, %325
  %336 = fmul contract float %182, %326
  %337 = fsub contract float %335, %336
  %338 = fmul contract float %182, %325
  %339 = fmul contract float %181, %326
  %340 = fadd contract float %338, %339
  %341 = fadd contract float %337, %127
  %342 = fadd contract float %340, %128
  %343 = fmul contract float %181, %333
  %344 = fmul contract float %182, %334
  %345 = fsub contract float %343, %344
  %346 = fmul contract float %182, %333
  %347 = fmul contract float %181, %334
  %348 = fadd contract float %346, %347
  %349 = fadd contract float %345, %133
  %350 = fadd contract float %348, %134
  %351 = fmul contract float %181, %341
  %352 = fmul contract float %182, %342
  %353 = fsub contract float %351, %352
  %354 = fmul contract float %182, %341
  %355 = fmul contract float %181, %342
  %356 = fadd contract float %354, %355
  %357 = fadd contract float %353, %135
  %358 = fadd contract float %356, %136
  %359 = fmul contract float %181, %349
  %360 = fmul contract float %182, %350
  %361 = fsub contract float %359, %360
  %362 = fmul contract float %182, %349
  %363 = fmul contract float %181, %350
  %364 = fadd contract float %362, %363
  %365 = fadd contract float %361, %141
  %366 = fadd contract float %364, %142
  %367 = fmul contract float %181, %357
  %368 = fmul contract float %182, %358
  %369 = fsub contract float %367, %368
  %370 = fmul contract float %182, %357
  %371 = fmul contract float %181, %358
  %372 = fadd contract float %370, %371
  %373 = fadd contract float %369, %143
  %374 = fadd contract float %372, %144
  %375 = fmul contract float %181, %365
  %376 = fmul contract float %182, %366
  %377 = fsub contract float %375, %376
  %378 = fmul contract float %182, %365
  %379 = fmul contract float %181, %366
  %380 = fadd contract float %378, %379
  %381 = fadd contract float %377, %149
  %382 = fadd contract float %380, %150
  %383 = fmul contract float %181, %373
  %384 = fmul contract float %182, %374
  %385 = fsub contract float %383, %384
  %386 = fmul contract float %182, %373
  %387 = fmul contract float %181, %374
  %388 = fadd contract float %386, %387
  %389 = fadd contract float %385, %151
  %390 = fadd contract float %388, %152
  %391 = fmul contract float %181, %381
  %392 = fmul contract float %182, %382
  %393 = fsub contract float %391, %392
  %394 = fmul contract float %182, %381
  %395 = fmul contract float %181, %382
  %396 = fadd contract float %394, %395
  %397 = fadd contract float %393, %157
  %398 = fadd contract float %396, %158
  %399 = fmul contract float %181, %389
  %400 = fmul contract float %182, %390
  %401 = fsub contract float %399, %400
  %402 = fmul contract float %182, %389
  %403 = fmul contract float %181, %390
  %404 = fadd contract float %402, %403
  %405 = fadd contract float %401, %159
  %406 = fadd contract float %404, %160
  %407 = fmul contract float %181, %397
  %408 = fmul contract float %182, %398
  %409 = fsub contract float %407, %408
  %410 = fmul contract float %182, %397
  %411 = fmul contract float %181, %398
  %412 = fadd contract float %410, %411
  %413 = fadd contract float %409, %165
  %414 = fadd contract float %412, %166
  %415 = fmul contract float %181, %405
  %416 = fmul contract float %182, %406
  %417 = fsub contract float %415, %416
  %418 = fmul contract float %182, %405
  %419 = fmul contract float %181, %406
  %420 = fadd contract float %418, %419
  %421 = fadd contract float %417, %165
  %422 = fadd contract float %420, %166
  %423 = fmul contract float %181, %413
  %424 = fmul contract float %182, %414
  %425 = fsub contract float %423, %424
  %426 = fadd contract float %425, %169
  %427 = getelementptr inbounds float, ptr %4, i64 %176
  %428 = load float, ptr %427, align 4, !tbaa !23
  %429 = fadd contract float %426, %428
  store float %429, ptr %427, align 4, !tbaa !23
  %430 = getelementptr inbounds %struct.float2.0, ptr %5, i64 %176
  %431 = load float, ptr %430, align 8, !tbaa !23
  %432 = getelementptr inbounds nuw i8, ptr %430, i64 4
  %433 = load float, ptr %432, align 4, !tbaa !23
  %434 = fsub contract float %431, %421
  %435 = fadd contract float %422, %433
  store float %434, ptr %430, align 8, !tbaa !23
  store float %435, ptr %432, align 4, !tbaa !23
  %436 = add nuw nsw i32 %174, %8
  %437 = icmp samesign ult i32 %436, %31
  br i1 %437, label %173, label %170, !llvm.loop !69

438:                                              ; preds = %170, %10, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fmm_p2p(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp ne i32 %8, 64
  %10 = icmp slt i32 %6, 1
  %11 = or i1 %9, %10
  br i1 %11, label %249, label %12

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = icmp samesign ult i32 %14, %6
  br i1 %15, label %16, label %249

16:                                               ; preds = %12
  %17 = zext nneg i32 %13 to i64
  %18 = getelementptr %struct.float4, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %17
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %21

21:                                               ; preds = %16, %246
  %22 = phi i32 [ %14, %16 ], [ %247, %246 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %25, i32 0)
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 64)
  %28 = shl nsw i64 %23, 6
  %29 = add nsw i64 %28, %17
  %30 = getelementptr inbounds %struct.float4, ptr %0, i64 %29
  %31 = load float, ptr %30, align 16, !tbaa !23
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !23
  %34 = getelementptr inbounds i32, ptr %3, i64 %23
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 9)
  %38 = icmp slt i32 %35, 1
  br i1 %38, label %42, label %39

39:                                               ; preds = %21
  %40 = mul nsw i64 %23, 36
  %41 = getelementptr i8, ptr %2, i64 %40
  br label %47

42:                                               ; preds = %116, %21
  %43 = phi float [ 0.000000e+00, %21 ], [ %117, %116 ]
  %44 = phi float [ 0.000000e+00, %21 ], [ %118, %116 ]
  %45 = phi float [ 0.000000e+00, %21 ], [ %119, %116 ]
  %46 = icmp samesign ult i32 %13, %27
  br i1 %46, label %242, label %246

47:                                               ; preds = %39, %116
  %48 = phi float [ 0.000000e+00, %39 ], [ %119, %116 ]
  %49 = phi float [ 0.000000e+00, %39 ], [ %118, %116 ]
  %50 = phi float [ 0.000000e+00, %39 ], [ %117, %116 ]
  %51 = phi i32 [ 0, %39 ], [ %120, %116 ]
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr i32, ptr %41, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = urem i32 %54, %6
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %58, i32 0)
  %60 = tail call i32 @llvm.umin.i32(i32 %59, i32 64)
  %61 = icmp samesign ult i32 %13, %60
  br i1 %61, label %62, label %65

62:                                               ; preds = %47
  %63 = shl nuw nsw i64 %56, 10
  %64 = getelementptr i8, ptr %18, i64 %63
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %19, ptr noundef nonnull align 16 dereferenceable(16) %64, i64 16, i1 false), !tbaa.struct !70
  br label %65

65:                                               ; preds = %62, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %66 = icmp slt i32 %58, 1
  br i1 %66, label %116, label %67

67:                                               ; preds = %65
  %68 = and i32 %60, 3
  %69 = icmp slt i32 %58, 4
  br i1 %69, label %74, label %70

70:                                               ; preds = %67
  %71 = and i32 %60, 124
  br label %122

72:                                               ; preds = %235
  %73 = icmp eq i32 %68, 0
  br i1 %73, label %116, label %74

74:                                               ; preds = %72, %67
  %75 = phi float [ %48, %67 ], [ %238, %72 ]
  %76 = phi float [ %49, %67 ], [ %237, %72 ]
  %77 = phi float [ %50, %67 ], [ %236, %72 ]
  %78 = phi i32 [ 0, %67 ], [ %239, %72 ]
  %79 = icmp ne i32 %68, 0
  tail call void @llvm.assume(i1 %79)
  br label %80

80:                                               ; preds = %109, %74
  %81 = phi float [ %112, %109 ], [ %75, %74 ]
  %82 = phi float [ %111, %109 ], [ %76, %74 ]
  %83 = phi float [ %110, %109 ], [ %77, %74 ]
  %84 = phi i32 [ %113, %109 ], [ %78, %74 ]
  %85 = phi i32 [ %114, %109 ], [ 0, %74 ]
  %86 = zext nneg i32 %84 to i64
  %87 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %86
  %88 = load float, ptr %87, align 16, !tbaa !23
  %89 = getelementptr inbounds nuw i8, ptr %87, i64 4
  %90 = load float, ptr %89, align 4, !tbaa !23
  %91 = fsub contract float %31, %88
  %92 = fsub contract float %33, %90
  %93 = fmul contract float %91, %91
  %94 = fmul contract float %92, %92
  %95 = fadd contract float %93, %94
  %96 = fcmp contract ogt float %95, 0.000000e+00
  br i1 %96, label %97, label %109

97:                                               ; preds = %80
  %98 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %99 = load float, ptr %98, align 8, !tbaa !23
  %100 = fdiv contract float 1.000000e+00, %95
  %101 = fmul contract float %99, 5.000000e-01
  %102 = tail call float @llvm.nvvm.lg2.approx.f(float %95) #13
  %103 = fmul float %102, 0x3FE62E4300000000
  %104 = tail call noundef float @llvm.fma.f32(float %101, float %103, float %81)
  %105 = fmul contract float %91, %99
  %106 = tail call noundef float @llvm.fma.f32(float %105, float %100, float %82)
  %107 = fmul contract float %92, %99
  %108 = tail call noundef float @llvm.fma.f32(float %107, float %100, float %83)
  br label %109

109:                                              ; preds = %97, %80
  %110 = phi float [ %108, %97 ], [ %83, %80 ]
  %111 = phi float [ %106, %97 ], [ %82, %80 ]
  %112 = phi float [ %104, %97 ], [ %81, %80 ]
  %113 = add nuw nsw i32 %84, 1
  %114 = add i32 %85, 1
  %115 = icmp eq i32 %114, %68
  br i1 %115, label %116, label %80, !llvm.loop !71

116:                                              ; preds = %72, %109, %65
  %117 = phi float [ %50, %65 ], [ %236, %72 ], [ %110, %109 ]
  %118 = phi float [ %49, %65 ], [ %237, %72 ], [ %111, %109 ]
  %119 = phi float [ %48, %65 ], [ %238, %72 ], [ %112, %109 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %120 = add nuw nsw i32 %51, 1
  %121 = icmp eq i32 %120, %37
  br i1 %121, label %42, label %47, !llvm.loop !72

122:                                              ; preds = %235, %70
  %123 = phi float [ %48, %70 ], [ %238, %235 ]
  %124 = phi float [ %49, %70 ], [ %237, %235 ]
  %125 = phi float [ %50, %70 ], [ %236, %235 ]
  %126 = phi i32 [ 0, %70 ], [ %239, %235 ]
  %127 = phi i32 [ 0, %70 ], [ %240, %235 ]
  %128 = zext nneg i32 %126 to i64
  %129 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %128
  %130 = load float, ptr %129, align 16, !tbaa !23
  %131 = getelementptr inbounds nuw i8, ptr %129, i64 4
  %132 = load float, ptr %131, align 4, !tbaa !23
  %133 = fsub contract float %31, %130
  %134 = fsub contract float %33, %132
  %135 = fmul contract float %133, %133
  %136 = fmul contract float %134, %134
  %137 = fadd contract float %135, %136
  %138 = fcmp contract ogt float %137, 0.000000e+00
  br i1 %138, label %139, label %151

139:                                              ; preds = %122
  %140 = getelementptr inbounds nuw i8, ptr %129, i64 8
  %141 = load float, ptr %140, align 8, !tbaa !23
  %142 = fdiv contract float 1.000000e+00, %137
  %143 = fmul contract float %141, 5.000000e-01
  %144 = tail call float @llvm.nvvm.lg2.approx.f(float %137) #13
  %145 = fmul float %144, 0x3FE62E4300000000
  %146 = tail call noundef float @llvm.fma.f32(float %143, float %145, float %123)
  %147 = fmul contract float %133, %141
  %148 = tail call noundef float @llvm.fma.f32(float %147, float %142, float %124)
  %149 = fmul contract float %134, %141
  %150 = tail call noundef float @llvm.fma.f32(float %149, float %142, float %125)
  br label %151

151:                                              ; preds = %139, %122
  %152 = phi float [ %150, %139 ], [ %125, %122 ]
  %153 = phi float [ %148, %139 ], [ %124, %122 ]
  %154 = phi float [ %146, %139 ], [ %123, %122 ]
  %155 = zext nneg i32 %126 to i64
  %156 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %155
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 16
  %158 = load float, ptr %157, align 16, !tbaa !23
  %159 = getelementptr inbounds nuw i8, ptr %156, i64 20
  %160 = load float, ptr %159, align 4, !tbaa !23
  %161 = fsub contract float %31, %158
  %162 = fsub contract float %33, %160
  %163 = fmul contract float %161, %161
  %164 = fmul contract float %162, %162
  %165 = fadd contract float %163, %164
  %166 = fcmp contract ogt float %165, 0.000000e+00
  br i1 %166, label %167, label %179

167:                                              ; preds = %151
  %168 = getelementptr inbounds nuw i8, ptr %156, i64 24
  %169 = load float, ptr %168, align 8, !tbaa !23
  %170 = fdiv contract float 1.000000e+00, %165
  %171 = fmul contract float %169, 5.000000e-01
  %172 = tail call float @llvm.nvvm.lg2.approx.f(float %165) #13
  %173 = fmul float %172, 0x3FE62E4300000000
  %174 = tail call noundef float @llvm.fma.f32(float %171, float %173, float %154)
  %175 = fmul contract float %161, %169
  %176 = tail call noundef float @llvm.fma.f32(float %175, float %170, float %153)
  %177 = fmul contract float %162, %169
  %178 = tail call noundef float @llvm.fma.f32(float %177, float %170, float %152)
  br label %179

179:                                              ; preds = %167, %151
  %180 = phi float [ %178, %167 ], [ %152, %151 ]
  %181 = phi float [ %176, %167 ], [ %153, %151 ]
  %182 = phi float [ %174, %167 ], [ %154, %151 ]
  %183 = zext nneg i32 %126 to i64
  %184 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %183
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 32
  %186 = load float, ptr %185, align 16, !tbaa !23
  %187 = getelementptr inbounds nuw i8, ptr %184, i64 36
  %188 = load float, ptr %187, align 4, !tbaa !23
  %189 = fsub contract float %31, %186
  %190 = fsub contract float %33, %188
  %191 = fmul contract float %189, %189
  %192 = fmul contract float %190, %190
  %193 = fadd contract float %191, %192
  %194 = fcmp contract ogt float %193, 0.000000e+00
  br i1 %194, label %195, label %207

195:                                              ; preds = %179
  %196 = getelementptr inbounds nuw i8, ptr %184, i64 40
  %197 = load float, ptr %196, align 8, !tbaa !23
  %198 = fdiv contract float 1.000000e+00, %193
  %199 = fmul contract float %197, 5.000000e-01
  %200 = tail call float @llvm.nvvm.lg2.approx.f(float %193) #13
  %201 = fmul float %200, 0x3FE62E4300000000
  %202 = tail call noundef float @llvm.fma.f32(float %199, float %201, float %182)
  %203 = fmul contract float %189, %197
  %204 = tail call noundef float @llvm.fma.f32(float %203, float %198, float %181)
  %205 = fmul contract float %190, %197
  %206 = tail call noundef float @llvm.fma.f32(float %205, float %198, float %180)
  br label %207

207:                                              ; preds = %195, %179
  %208 = phi float [ %206, %195 ], [ %180, %179 ]
  %209 = phi float [ %204, %195 ], [ %181, %179 ]
  %210 = phi float [ %202, %195 ], [ %182, %179 ]
  %211 = zext nneg i32 %126 to i64
  %212 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %211
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 48
  %214 = load float, ptr %213, align 16, !tbaa !23
  %215 = getelementptr inbounds nuw i8, ptr %212, i64 52
  %216 = load float, ptr %215, align 4, !tbaa !23
  %217 = fsub contract float %31, %214
  %218 = fsub contract float %33, %216
  %219 = fmul contract float %217, %217
  %220 = fmul contract float %218, %218
  %221 = fadd contract float %219, %220
  %222 = fcmp contract ogt float %221, 0.000000e+00
  br i1 %222, label %223, label %235

223:                                              ; preds = %207
  %224 = getelementptr inbounds nuw i8, ptr %212, i64 56
  %225 = load float, ptr %224, align 8, !tbaa !23
  %226 = fdiv contract float 1.000000e+00, %221
  %227 = fmul contract float %225, 5.000000e-01
  %228 = tail call float @llvm.nvvm.lg2.approx.f(float %221) #13
  %229 = fmul float %228, 0x3FE62E4300000000
  %230 = tail call noundef float @llvm.fma.f32(float %227, float %229, float %210)
  %231 = fmul contract float %217, %225
  %232 = tail call noundef float @llvm.fma.f32(float %231, float %226, float %209)
  %233 = fmul contract float %218, %225
  %234 = tail call noundef float @llvm.fma.f32(float %233, float %226, float %208)
  br label %235

235:                                              ; preds = %223, %207
  %236 = phi float [ %234, %223 ], [ %208, %207 ]
  %237 = phi float [ %232, %223 ], [ %209, %207 ]
  %238 = phi float [ %230, %223 ], [ %210, %207 ]
  %239 = add nuw nsw i32 %126, 4
  %240 = add i32 %127, 4
  %241 = icmp eq i32 %240, %71
  br i1 %241, label %72, label %122, !llvm.loop !73

242:                                              ; preds = %42
  %243 = getelementptr inbounds %struct.float2.0, ptr %5, i64 %29
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 4
  %245 = getelementptr inbounds float, ptr %4, i64 %29
  store float %45, ptr %245, align 4, !tbaa !23
  store float %44, ptr %243, align 8, !tbaa !23
  store float %43, ptr %244, align 4, !tbaa !23
  br label %246

246:                                              ; preds = %242, %42
  %247 = add i32 %22, %20
  %248 = icmp slt i32 %247, %6
  br i1 %248, label %21, label %249, !llvm.loop !74

249:                                              ; preds = %246, %12, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { nounwind }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS6float2", !13, i64 0, !13, i64 4}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!16}
!16 = distinct !{!16, !17, !"_Z8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_i: argument 0"}
!17 = distinct !{!17, !"_Z8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_i"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"_Z8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_i: argument 2"}
!20 = !{!21}
!21 = distinct !{!21, !17, !"_Z8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_i: argument 3"}
!22 = !{!16, !19, !21}
!23 = !{!13, !13, i64 0}
!24 = !{!16, !25, !21}
!25 = distinct !{!25, !17, !"_Z8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_i: argument 1"}
!26 = !{!25, !19, !21}
!27 = !{!16, !25, !19, !21}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!16, !25, !19}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 0"}
!33 = distinct !{!33, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 2"}
!36 = !{!37}
!37 = distinct !{!37, !33, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 3"}
!38 = !{!32, !35, !37}
!39 = !{!32, !40, !37}
!40 = distinct !{!40, !33, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 1"}
!41 = !{!40, !35, !37}
!42 = !{!32, !40, !35, !37}
!43 = distinct !{!43, !29}
!44 = !{!32, !40, !35}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 0"}
!47 = distinct !{!47, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i"}
!48 = !{!49}
!49 = distinct !{!49, !47, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 1"}
!50 = !{!51}
!51 = distinct !{!51, !47, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 2"}
!52 = !{!53}
!53 = distinct !{!53, !47, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 3"}
!54 = !{!55}
!55 = distinct !{!55, !47, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 4"}
!56 = !{!46, !49, !51, !53, !55}
!57 = distinct !{!57, !29}
!58 = !{!46, !51, !53, !55}
!59 = !{!46, !49, !51, !55}
!60 = !{!46, !49, !53, !55}
!61 = !{!49, !51, !53, !55}
!62 = distinct !{!62, !63}
!63 = !{!"llvm.loop.unroll.disable"}
!64 = distinct !{!64, !29}
!65 = distinct !{!65, !29}
!66 = !{!46, !49, !51, !53}
!67 = distinct !{!67, !29}
!68 = distinct !{!68, !29}
!69 = distinct !{!69, !29}
!70 = !{i64 0, i64 4, !23, i64 4, i64 4, !23, i64 8, i64 4, !23, i64 12, i64 4, !23}
!71 = distinct !{!71, !63}
!72 = distinct !{!72, !29}
!73 = distinct !{!73, !29, !63}
!74 = distinct !{!74, !29}
