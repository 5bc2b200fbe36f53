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
  br i1 %7, label %8, label %365

8:                                                ; preds = %5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %365

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
  %40 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %42 = getelementptr inbounds nuw %struct.float2.0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi8EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 72), i64 %39
  %43 = getelementptr %struct.float2.0, ptr %3, i64 %39
  br label %44

44:                                               ; preds = %12, %348
  %45 = phi i32 [ %10, %12 ], [ %349, %348 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %1, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6, !noalias !22
  %49 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %48, i32 0)
  %50 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %49, i32 64)
  %51 = icmp samesign ult i32 %9, %50
  br i1 %51, label %52, label %148

52:                                               ; preds = %44
  %53 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %46
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !23, !alias.scope !18, !noalias !24
  %56 = load float, ptr %53, align 8, !tbaa !23, !alias.scope !18, !noalias !24
  %57 = shl nsw i64 %46, 10
  %58 = getelementptr i8, ptr %21, i64 %57
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 8
  %60 = load float, ptr %59, align 8, !tbaa !23, !alias.scope !15, !noalias !26
  %61 = fadd contract float %60, 0.000000e+00
  %62 = getelementptr inbounds nuw i8, ptr %58, i64 4
  %63 = load float, ptr %62, align 4, !tbaa !23, !alias.scope !15, !noalias !26
  %64 = fsub contract float %63, %55
  %65 = load float, ptr %58, align 16, !tbaa !23, !alias.scope !15, !noalias !26
  %66 = fsub contract float %65, %56
  %67 = fmul contract float %66, %66
  %68 = fmul contract float %64, %64
  %69 = fsub contract float %67, %68
  %70 = fmul contract float %66, %69
  %71 = fmul contract float %64, %66
  %72 = fmul contract float %66, %64
  %73 = fadd contract float %71, %72
  %74 = fmul contract float %64, %73
  %75 = fsub contract float %70, %74
  %76 = fmul contract float %66, %75
  %77 = fmul contract float %64, %69
  %78 = fmul contract float %66, %73
  %79 = fadd contract float %77, %78
  %80 = fmul contract float %64, %79
  %81 = fsub contract float %76, %80
  %82 = fmul contract float %66, %81
  %83 = fmul contract float %64, %75
  %84 = fmul contract float %66, %79
  %85 = fadd contract float %83, %84
  %86 = fmul contract float %64, %85
  %87 = fsub contract float %82, %86
  %88 = fmul contract float %66, %87
  %89 = fmul contract float %64, %81
  %90 = fmul contract float %66, %85
  %91 = fadd contract float %89, %90
  %92 = fmul contract float %64, %91
  %93 = fsub contract float %88, %92
  %94 = fmul contract float %66, %93
  %95 = fmul contract float %64, %87
  %96 = fmul contract float %66, %91
  %97 = fadd contract float %95, %96
  %98 = fmul contract float %64, %97
  %99 = fsub contract float %94, %98
  %100 = fmul contract float %64, %99
  %101 = fmul contract float %64, %93
  %102 = fmul contract float %66, %97
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %66, %103
  %105 = fadd contract float %100, %104
  %106 = fmul contract float %60, -1.250000e-01
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %107, 0.000000e+00
  %109 = fmul contract float %66, %99
  %110 = fmul contract float %64, %103
  %111 = fsub contract float %109, %110
  %112 = fmul contract float %111, %106
  %113 = fadd contract float %112, 0.000000e+00
  %114 = fdiv contract float %60, -7.000000e+00
  %115 = fmul contract float %103, %114
  %116 = fadd contract float %115, 0.000000e+00
  %117 = fmul contract float %99, %114
  %118 = fadd contract float %117, 0.000000e+00
  %119 = fdiv contract float %60, -6.000000e+00
  %120 = fmul contract float %97, %119
  %121 = fadd contract float %120, 0.000000e+00
  %122 = fmul contract float %93, %119
  %123 = fadd contract float %122, 0.000000e+00
  %124 = fdiv contract float %60, -5.000000e+00
  %125 = fmul contract float %91, %124
  %126 = fadd contract float %125, 0.000000e+00
  %127 = fmul contract float %87, %124
  %128 = fadd contract float %127, 0.000000e+00
  %129 = fmul contract float %60, -2.500000e-01
  %130 = fmul contract float %85, %129
  %131 = fadd contract float %130, 0.000000e+00
  %132 = fmul contract float %81, %129
  %133 = fadd contract float %132, 0.000000e+00
  %134 = fdiv contract float %60, -3.000000e+00
  %135 = fmul contract float %79, %134
  %136 = fadd contract float %135, 0.000000e+00
  %137 = fmul contract float %75, %134
  %138 = fadd contract float %137, 0.000000e+00
  %139 = fmul contract float %60, -5.000000e-01
  %140 = fmul contract float %73, %139
  %141 = fadd contract float %140, 0.000000e+00
  %142 = fmul contract float %69, %139
  %143 = fadd contract float %142, 0.000000e+00
  %144 = fmul contract float %60, %64
  %145 = fsub contract float 0.000000e+00, %144
  %146 = fmul contract float %60, %66
  %147 = fsub contract float 0.000000e+00, %146
  br label %148

148:                                              ; preds = %52, %44
  %149 = phi float [ %145, %52 ], [ 0.000000e+00, %44 ]
  %150 = phi float [ %147, %52 ], [ 0.000000e+00, %44 ]
  %151 = phi float [ %141, %52 ], [ 0.000000e+00, %44 ]
  %152 = phi float [ %143, %52 ], [ 0.000000e+00, %44 ]
  %153 = phi float [ %136, %52 ], [ 0.000000e+00, %44 ]
  %154 = phi float [ %138, %52 ], [ 0.000000e+00, %44 ]
  %155 = phi float [ %131, %52 ], [ 0.000000e+00, %44 ]
  %156 = phi float [ %133, %52 ], [ 0.000000e+00, %44 ]
  %157 = phi float [ %126, %52 ], [ 0.000000e+00, %44 ]
  %158 = phi float [ %128, %52 ], [ 0.000000e+00, %44 ]
  %159 = phi float [ %121, %52 ], [ 0.000000e+00, %44 ]
  %160 = phi float [ %123, %52 ], [ 0.000000e+00, %44 ]
  %161 = phi float [ %116, %52 ], [ 0.000000e+00, %44 ]
  %162 = phi float [ %118, %52 ], [ 0.000000e+00, %44 ]
  %163 = phi float [ %108, %52 ], [ 0.000000e+00, %44 ]
  %164 = phi float [ %113, %52 ], [ 0.000000e+00, %44 ]
  %165 = phi float [ %61, %52 ], [ 0.000000e+00, %44 ]
  %166 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %165, i32 16, i32 31), !noalias !22
  %167 = fadd contract float %165, %166
  %168 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31), !noalias !22
  %169 = fadd contract float %168, 0.000000e+00
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 8, i32 31), !noalias !22
  %171 = fadd contract float %167, %170
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 8, i32 31), !noalias !22
  %173 = fadd contract float %169, %172
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 4, i32 31), !noalias !22
  %175 = fadd contract float %171, %174
  %176 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %173, i32 4, i32 31), !noalias !22
  %177 = fadd contract float %173, %176
  %178 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %175, i32 2, i32 31), !noalias !22
  %179 = fadd contract float %175, %178
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %177, i32 2, i32 31), !noalias !22
  %181 = fadd contract float %177, %180
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %179, i32 1, i32 31), !noalias !22
  %183 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 1, i32 31), !noalias !22
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %150, i32 16, i32 31), !noalias !22
  %185 = fadd contract float %150, %184
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %149, i32 16, i32 31), !noalias !22
  %187 = fadd contract float %149, %186
  %188 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %185, i32 8, i32 31), !noalias !22
  %189 = fadd contract float %185, %188
  %190 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %187, i32 8, i32 31), !noalias !22
  %191 = fadd contract float %187, %190
  %192 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %189, i32 4, i32 31), !noalias !22
  %193 = fadd contract float %189, %192
  %194 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %191, i32 4, i32 31), !noalias !22
  %195 = fadd contract float %191, %194
  %196 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %193, i32 2, i32 31), !noalias !22
  %197 = fadd contract float %193, %196
  %198 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %195, i32 2, i32 31), !noalias !22
  %199 = fadd contract float %195, %198
  %200 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %197, i32 1, i32 31), !noalias !22
  %201 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %199, i32 1, i32 31), !noalias !22
  %202 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %152, i32 16, i32 31), !noalias !22
  %203 = fadd contract float %152, %202
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %151, i32 16, i32 31), !noalias !22
  %205 = fadd contract float %151, %204
  %206 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %203, i32 8, i32 31), !noalias !22
  %207 = fadd contract float %203, %206
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %205, i32 8, i32 31), !noalias !22
  %209 = fadd contract float %205, %208
  %210 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %207, i32 4, i32 31), !noalias !22
  %211 = fadd contract float %207, %210
  %212 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %209, i32 4, i32 31), !noalias !22
  %213 = fadd contract float %209, %212
  %214 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %211, i32 2, i32 31), !noalias !22
  %215 = fadd contract float %211, %214
  %216 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %213, i32 2, i32 31), !noalias !22
  %217 = fadd contract float %213, %216
  %218 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %215, i32 1, i32 31), !noalias !22
  %219 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %217, i32 1, i32 31), !noalias !22
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %154, i32 16, i32 31), !noalias !22
  %221 = fadd contract float %154, %220
  %222 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %153, i32 16, i32 31), !noalias !22
  %223 = fadd contract float %153, %222
  %224 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %221, i32 8, i32 31), !noalias !22
  %225 = fadd contract float %221, %224
  %226 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 8, i32 31), !noalias !22
  %227 = fadd contract float %223, %226
  %228 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %225, i32 4, i32 31), !noalias !22
  %229 = fadd contract float %225, %228
  %230 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %227, i32 4, i32 31), !noalias !22
  %231 = fadd contract float %227, %230
  %232 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %229, i32 2, i32 31), !noalias !22
  %233 = fadd contract float %229, %232
  %234 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %231, i32 2, i32 31), !noalias !22
  %235 = fadd contract float %231, %234
  %236 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %233, i32 1, i32 31), !noalias !22
  %237 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %235, i32 1, i32 31), !noalias !22
  %238 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %156, i32 16, i32 31), !noalias !22
  %239 = fadd contract float %156, %238
  %240 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %155, i32 16, i32 31), !noalias !22
  %241 = fadd contract float %155, %240
  %242 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %239, i32 8, i32 31), !noalias !22
  %243 = fadd contract float %239, %242
  %244 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %241, i32 8, i32 31), !noalias !22
  %245 = fadd contract float %241, %244
  %246 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %243, i32 4, i32 31), !noalias !22
  %247 = fadd contract float %243, %246
  %248 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %245, i32 4, i32 31), !noalias !22
  %249 = fadd contract float %245, %248
  %250 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %247, i32 2, i32 31), !noalias !22
  %251 = fadd contract float %247, %250
  %252 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 2, i32 31), !noalias !22
  %253 = fadd contract float %249, %252
  %254 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %251, i32 1, i32 31), !noalias !22
  %255 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %253, i32 1, i32 31), !noalias !22
  %256 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %158, i32 16, i32 31), !noalias !22
  %257 = fadd contract float %158, %256
  %258 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 16, i32 31), !noalias !22
  %259 = fadd contract float %157, %258
  %260 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %257, i32 8, i32 31), !noalias !22
  %261 = fadd contract float %257, %260
  %262 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %259, i32 8, i32 31), !noalias !22
  %263 = fadd contract float %259, %262
  %264 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %261, i32 4, i32 31), !noalias !22
  %265 = fadd contract float %261, %264
  %266 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %263, i32 4, i32 31), !noalias !22
  %267 = fadd contract float %263, %266
  %268 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %265, i32 2, i32 31), !noalias !22
  %269 = fadd contract float %265, %268
  %270 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 2, i32 31), !noalias !22
  %271 = fadd contract float %267, %270
  %272 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 1, i32 31), !noalias !22
  %273 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %271, i32 1, i32 31), !noalias !22
  %274 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %160, i32 16, i32 31), !noalias !22
  %275 = fadd contract float %160, %274
  %276 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %159, i32 16, i32 31), !noalias !22
  %277 = fadd contract float %159, %276
  %278 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 8, i32 31), !noalias !22
  %279 = fadd contract float %275, %278
  %280 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 8, i32 31), !noalias !22
  %281 = fadd contract float %277, %280
  %282 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %279, i32 4, i32 31), !noalias !22
  %283 = fadd contract float %279, %282
  %284 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %281, i32 4, i32 31), !noalias !22
  %285 = fadd contract float %281, %284
  %286 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 2, i32 31), !noalias !22
  %287 = fadd contract float %283, %286
  %288 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %285, i32 2, i32 31), !noalias !22
  %289 = fadd contract float %285, %288
  %290 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %287, i32 1, i32 31), !noalias !22
  %291 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 1, i32 31), !noalias !22
  %292 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %162, i32 16, i32 31), !noalias !22
  %293 = fadd contract float %162, %292
  %294 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %161, i32 16, i32 31), !noalias !22
  %295 = fadd contract float %161, %294
  %296 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %293, i32 8, i32 31), !noalias !22
  %297 = fadd contract float %293, %296
  %298 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %295, i32 8, i32 31), !noalias !22
  %299 = fadd contract float %295, %298
  %300 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %297, i32 4, i32 31), !noalias !22
  %301 = fadd contract float %297, %300
  %302 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %299, i32 4, i32 31), !noalias !22
  %303 = fadd contract float %299, %302
  %304 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %301, i32 2, i32 31), !noalias !22
  %305 = fadd contract float %301, %304
  %306 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %303, i32 2, i32 31), !noalias !22
  %307 = fadd contract float %303, %306
  %308 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %305, i32 1, i32 31), !noalias !22
  %309 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %307, i32 1, i32 31), !noalias !22
  %310 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %164, i32 16, i32 31), !noalias !22
  %311 = fadd contract float %164, %310
  %312 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %163, i32 16, i32 31), !noalias !22
  %313 = fadd contract float %163, %312
  %314 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %311, i32 8, i32 31), !noalias !22
  %315 = fadd contract float %311, %314
  %316 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 8, i32 31), !noalias !22
  %317 = fadd contract float %313, %316
  %318 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %315, i32 4, i32 31), !noalias !22
  %319 = fadd contract float %315, %318
  %320 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %317, i32 4, i32 31), !noalias !22
  %321 = fadd contract float %317, %320
  %322 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 2, i32 31), !noalias !22
  %323 = fadd contract float %319, %322
  %324 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %321, i32 2, i32 31), !noalias !22
  %325 = fadd contract float %321, %324
  %326 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %323, i32 1, i32 31), !noalias !22
  %327 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %325, i32 1, i32 31), !noalias !22
  br i1 %15, label %328, label %347

328:                                              ; preds = %148
  %329 = fadd contract float %325, %327
  %330 = fadd contract float %323, %326
  %331 = fadd contract float %307, %309
  %332 = fadd contract float %305, %308
  %333 = fadd contract float %289, %291
  %334 = fadd contract float %287, %290
  %335 = fadd contract float %271, %273
  %336 = fadd contract float %269, %272
  %337 = fadd contract float %253, %255
  %338 = fadd contract float %251, %254
  %339 = fadd contract float %235, %237
  %340 = fadd contract float %233, %236
  %341 = fadd contract float %217, %219
  %342 = fadd contract float %215, %218
  %343 = fadd contract float %199, %201
  %344 = fadd contract float %197, %200
  %345 = fadd contract float %181, %183
  %346 = fadd contract float %179, %182
  store float %346, ptr %17, align 8, !noalias !27
  store float %345, ptr %22, align 4, !noalias !27
  store float %344, ptr %23, align 8, !noalias !27
  store float %343, ptr %24, align 4, !noalias !27
  store float %342, ptr %25, align 8, !noalias !27
  store float %341, ptr %26, align 4, !noalias !27
  store float %340, ptr %27, align 8, !noalias !27
  store float %339, ptr %28, align 4, !noalias !27
  store float %338, ptr %29, align 8, !noalias !27
  store float %337, ptr %30, align 4, !noalias !27
  store float %336, ptr %31, align 8, !noalias !27
  store float %335, ptr %32, align 4, !noalias !27
  store float %334, ptr %33, align 8, !noalias !27
  store float %333, ptr %34, align 4, !noalias !27
  store float %332, ptr %35, align 8, !noalias !27
  store float %331, ptr %36, align 4, !noalias !27
  store float %330, ptr %37, align 8, !noalias !27
  store float %329, ptr %38, align 4, !noalias !27
  br label %347

347:                                              ; preds = %328, %148
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !22
  br i1 %18, label %351, label %348

348:                                              ; preds = %351, %347
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !22
  %349 = add i32 %45, %19
  %350 = icmp slt i32 %349, %4
  br i1 %350, label %44, label %365, !llvm.loop !28

351:                                              ; preds = %347
  %352 = mul nsw i64 %46, 72
  %353 = load float, ptr %40, align 8, !tbaa !23, !noalias !27
  %354 = load float, ptr %41, align 4, !tbaa !23, !noalias !27
  %355 = load i64, ptr %42, align 8, !noalias !27
  %356 = trunc i64 %355 to i32
  %357 = lshr i64 %355, 32
  %358 = trunc nuw i64 %357 to i32
  %359 = bitcast i32 %356 to float
  %360 = bitcast i32 %358 to float
  %361 = fadd contract float %353, %359
  %362 = fadd contract float %354, %360
  %363 = getelementptr i8, ptr %43, i64 %352
  store float %361, ptr %363, align 8, !tbaa !23, !alias.scope !20, !noalias !31
  %364 = getelementptr inbounds nuw i8, ptr %363, i64 4
  store float %362, ptr %364, align 4, !tbaa !23, !alias.scope !20, !noalias !31
  br label %348

365:                                              ; preds = %348, %8, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fmm_p2m_p16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = icmp eq i32 %6, 64
  br i1 %7, label %8, label %645

8:                                                ; preds = %5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %645

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
  %56 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 4
  %58 = getelementptr inbounds nuw %struct.float2.0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_iE6s_part to ptr), i64 136), i64 %55
  %59 = getelementptr %struct.float2.0, ptr %3, i64 %55
  br label %60

60:                                               ; preds = %12, %628
  %61 = phi i32 [ %10, %12 ], [ %629, %628 ]
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %1, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6, !noalias !39
  %65 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %64, i32 0)
  %66 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %65, i32 64)
  %67 = icmp samesign ult i32 %9, %66
  br i1 %67, label %68, label %252

68:                                               ; preds = %60
  %69 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %62
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 4
  %71 = load float, ptr %70, align 4, !tbaa !23, !alias.scope !35, !noalias !40
  %72 = load float, ptr %69, align 8, !tbaa !23, !alias.scope !35, !noalias !40
  %73 = shl nsw i64 %62, 10
  %74 = getelementptr i8, ptr %21, i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 8
  %76 = load float, ptr %75, align 8, !tbaa !23, !alias.scope !32, !noalias !42
  %77 = fadd contract float %76, 0.000000e+00
  %78 = getelementptr inbounds nuw i8, ptr %74, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !23, !alias.scope !32, !noalias !42
  %80 = fsub contract float %79, %71
  %81 = load float, ptr %74, align 16, !tbaa !23, !alias.scope !32, !noalias !42
  %82 = fsub contract float %81, %72
  %83 = fmul contract float %82, %82
  %84 = fmul contract float %80, %80
  %85 = fsub contract float %83, %84
  %86 = fmul contract float %82, %85
  %87 = fmul contract float %80, %82
  %88 = fmul contract float %82, %80
  %89 = fadd contract float %87, %88
  %90 = fmul contract float %80, %89
  %91 = fsub contract float %86, %90
  %92 = fmul contract float %82, %91
  %93 = fmul contract float %80, %85
  %94 = fmul contract float %82, %89
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %80, %95
  %97 = fsub contract float %92, %96
  %98 = fmul contract float %82, %97
  %99 = fmul contract float %80, %91
  %100 = fmul contract float %82, %95
  %101 = fadd contract float %99, %100
  %102 = fmul contract float %80, %101
  %103 = fsub contract float %98, %102
  %104 = fmul contract float %82, %103
  %105 = fmul contract float %80, %97
  %106 = fmul contract float %82, %101
  %107 = fadd contract float %105, %106
  %108 = fmul contract float %80, %107
  %109 = fsub contract float %104, %108
  %110 = fmul contract float %82, %109
  %111 = fmul contract float %80, %103
  %112 = fmul contract float %82, %107
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %80, %113
  %115 = fsub contract float %110, %114
  %116 = fmul contract float %82, %115
  %117 = fmul contract float %80, %109
  %118 = fmul contract float %82, %113
  %119 = fadd contract float %117, %118
  %120 = fmul contract float %80, %119
  %121 = fsub contract float %116, %120
  %122 = fmul contract float %82, %121
  %123 = fmul contract float %80, %115
  %124 = fmul contract float %82, %119
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %80, %125
  %127 = fsub contract float %122, %126
  %128 = fmul contract float %82, %127
  %129 = fmul contract float %80, %121
  %130 = fmul contract float %82, %125
  %131 = fadd contract float %129, %130
  %132 = fmul contract float %80, %131
  %133 = fsub contract float %128, %132
  %134 = fmul contract float %82, %133
  %135 = fmul contract float %80, %127
  %136 = fmul contract float %82, %131
  %137 = fadd contract float %135, %136
  %138 = fmul contract float %80, %137
  %139 = fsub contract float %134, %138
  %140 = fmul contract float %82, %139
  %141 = fmul contract float %80, %133
  %142 = fmul contract float %82, %137
  %143 = fadd contract float %141, %142
  %144 = fmul contract float %80, %143
  %145 = fsub contract float %140, %144
  %146 = fmul contract float %82, %145
  %147 = fmul contract float %80, %139
  %148 = fmul contract float %82, %143
  %149 = fadd contract float %147, %148
  %150 = fmul contract float %80, %149
  %151 = fsub contract float %146, %150
  %152 = fmul contract float %82, %151
  %153 = fmul contract float %80, %145
  %154 = fmul contract float %82, %149
  %155 = fadd contract float %153, %154
  %156 = fmul contract float %80, %155
  %157 = fsub contract float %152, %156
  %158 = fmul contract float %82, %157
  %159 = fmul contract float %80, %151
  %160 = fmul contract float %82, %155
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %80, %161
  %163 = fsub contract float %158, %162
  %164 = fmul contract float %80, %163
  %165 = fmul contract float %80, %157
  %166 = fmul contract float %82, %161
  %167 = fadd contract float %165, %166
  %168 = fmul contract float %82, %167
  %169 = fadd contract float %164, %168
  %170 = fmul contract float %76, -6.250000e-02
  %171 = fmul contract float %169, %170
  %172 = fadd contract float %171, 0.000000e+00
  %173 = fmul contract float %82, %163
  %174 = fmul contract float %80, %167
  %175 = fsub contract float %173, %174
  %176 = fmul contract float %175, %170
  %177 = fadd contract float %176, 0.000000e+00
  %178 = fdiv contract float %76, -1.500000e+01
  %179 = fmul contract float %167, %178
  %180 = fadd contract float %179, 0.000000e+00
  %181 = fmul contract float %163, %178
  %182 = fadd contract float %181, 0.000000e+00
  %183 = fdiv contract float %76, -1.400000e+01
  %184 = fmul contract float %161, %183
  %185 = fadd contract float %184, 0.000000e+00
  %186 = fmul contract float %157, %183
  %187 = fadd contract float %186, 0.000000e+00
  %188 = fdiv contract float %76, -1.300000e+01
  %189 = fmul contract float %155, %188
  %190 = fadd contract float %189, 0.000000e+00
  %191 = fmul contract float %151, %188
  %192 = fadd contract float %191, 0.000000e+00
  %193 = fdiv contract float %76, -1.200000e+01
  %194 = fmul contract float %149, %193
  %195 = fadd contract float %194, 0.000000e+00
  %196 = fmul contract float %145, %193
  %197 = fadd contract float %196, 0.000000e+00
  %198 = fdiv contract float %76, -1.100000e+01
  %199 = fmul contract float %143, %198
  %200 = fadd contract float %199, 0.000000e+00
  %201 = fmul contract float %139, %198
  %202 = fadd contract float %201, 0.000000e+00
  %203 = fdiv contract float %76, -1.000000e+01
  %204 = fmul contract float %137, %203
  %205 = fadd contract float %204, 0.000000e+00
  %206 = fmul contract float %133, %203
  %207 = fadd contract float %206, 0.000000e+00
  %208 = fdiv contract float %76, -9.000000e+00
  %209 = fmul contract float %131, %208
  %210 = fadd contract float %209, 0.000000e+00
  %211 = fmul contract float %127, %208
  %212 = fadd contract float %211, 0.000000e+00
  %213 = fmul contract float %76, -1.250000e-01
  %214 = fmul contract float %125, %213
  %215 = fadd contract float %214, 0.000000e+00
  %216 = fmul contract float %121, %213
  %217 = fadd contract float %216, 0.000000e+00
  %218 = fdiv contract float %76, -7.000000e+00
  %219 = fmul contract float %119, %218
  %220 = fadd contract float %219, 0.000000e+00
  %221 = fmul contract float %115, %218
  %222 = fadd contract float %221, 0.000000e+00
  %223 = fdiv contract float %76, -6.000000e+00
  %224 = fmul contract float %113, %223
  %225 = fadd contract float %224, 0.000000e+00
  %226 = fmul contract float %109, %223
  %227 = fadd contract float %226, 0.000000e+00
  %228 = fdiv contract float %76, -5.000000e+00
  %229 = fmul contract float %107, %228
  %230 = fadd contract float %229, 0.000000e+00
  %231 = fmul contract float %103, %228
  %232 = fadd contract float %231, 0.000000e+00
  %233 = fmul contract float %76, -2.500000e-01
  %234 = fmul contract float %101, %233
  %235 = fadd contract float %234, 0.000000e+00
  %236 = fmul contract float %97, %233
  %237 = fadd contract float %236, 0.000000e+00
  %238 = fdiv contract float %76, -3.000000e+00
  %239 = fmul contract float %95, %238
  %240 = fadd contract float %239, 0.000000e+00
  %241 = fmul contract float %91, %238
  %242 = fadd contract float %241, 0.000000e+00
  %243 = fmul contract float %76, -5.000000e-01
  %244 = fmul contract float %89, %243
  %245 = fadd contract float %244, 0.000000e+00
  %246 = fmul contract float %85, %243
  %247 = fadd contract float %246, 0.000000e+00
  %248 = fmul contract float %76, %80
  %249 = fsub contract float 0.000000e+00, %248
  %250 = fmul contract float %76, %82
  %251 = fsub contract float 0.000000e+00, %250
  br label %252

252:                                              ; preds = %68, %60
  %253 = phi float [ %249, %68 ], [ 0.000000e+00, %60 ]
  %254 = phi float [ %251, %68 ], [ 0.000000e+00, %60 ]
  %255 = phi float [ %245, %68 ], [ 0.000000e+00, %60 ]
  %256 = phi float [ %247, %68 ], [ 0.000000e+00, %60 ]
  %257 = phi float [ %240, %68 ], [ 0.000000e+00, %60 ]
  %258 = phi float [ %242, %68 ], [ 0.000000e+00, %60 ]
  %259 = phi float [ %235, %68 ], [ 0.000000e+00, %60 ]
  %260 = phi float [ %237, %68 ], [ 0.000000e+00, %60 ]
  %261 = phi float [ %230, %68 ], [ 0.000000e+00, %60 ]
  %262 = phi float [ %232, %68 ], [ 0.000000e+00, %60 ]
  %263 = phi float [ %225, %68 ], [ 0.000000e+00, %60 ]
  %264 = phi float [ %227, %68 ], [ 0.000000e+00, %60 ]
  %265 = phi float [ %220, %68 ], [ 0.000000e+00, %60 ]
  %266 = phi float [ %222, %68 ], [ 0.000000e+00, %60 ]
  %267 = phi float [ %215, %68 ], [ 0.000000e+00, %60 ]
  %268 = phi float [ %217, %68 ], [ 0.000000e+00, %60 ]
  %269 = phi float [ %210, %68 ], [ 0.000000e+00, %60 ]
  %270 = phi float [ %212, %68 ], [ 0.000000e+00, %60 ]
  %271 = phi float [ %205, %68 ], [ 0.000000e+00, %60 ]
  %272 = phi float [ %207, %68 ], [ 0.000000e+00, %60 ]
  %273 = phi float [ %200, %68 ], [ 0.000000e+00, %60 ]
  %274 = phi float [ %202, %68 ], [ 0.000000e+00, %60 ]
  %275 = phi float [ %195, %68 ], [ 0.000000e+00, %60 ]
  %276 = phi float [ %197, %68 ], [ 0.000000e+00, %60 ]
  %277 = phi float [ %190, %68 ], [ 0.000000e+00, %60 ]
  %278 = phi float [ %192, %68 ], [ 0.000000e+00, %60 ]
  %279 = phi float [ %185, %68 ], [ 0.000000e+00, %60 ]
  %280 = phi float [ %187, %68 ], [ 0.000000e+00, %60 ]
  %281 = phi float [ %180, %68 ], [ 0.000000e+00, %60 ]
  %282 = phi float [ %182, %68 ], [ 0.000000e+00, %60 ]
  %283 = phi float [ %172, %68 ], [ 0.000000e+00, %60 ]
  %284 = phi float [ %177, %68 ], [ 0.000000e+00, %60 ]
  %285 = phi float [ %77, %68 ], [ 0.000000e+00, %60 ]
  %286 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %285, i32 16, i32 31), !noalias !39
  %287 = fadd contract float %285, %286
  %288 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31), !noalias !39
  %289 = fadd contract float %288, 0.000000e+00
  %290 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %287, i32 8, i32 31), !noalias !39
  %291 = fadd contract float %287, %290
  %292 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 8, i32 31), !noalias !39
  %293 = fadd contract float %289, %292
  %294 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %291, i32 4, i32 31), !noalias !39
  %295 = fadd contract float %291, %294
  %296 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %293, i32 4, i32 31), !noalias !39
  %297 = fadd contract float %293, %296
  %298 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %295, i32 2, i32 31), !noalias !39
  %299 = fadd contract float %295, %298
  %300 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %297, i32 2, i32 31), !noalias !39
  %301 = fadd contract float %297, %300
  %302 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %299, i32 1, i32 31), !noalias !39
  %303 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %301, i32 1, i32 31), !noalias !39
  %304 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %254, i32 16, i32 31), !noalias !39
  %305 = fadd contract float %254, %304
  %306 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %253, i32 16, i32 31), !noalias !39
  %307 = fadd contract float %253, %306
  %308 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %305, i32 8, i32 31), !noalias !39
  %309 = fadd contract float %305, %308
  %310 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %307, i32 8, i32 31), !noalias !39
  %311 = fadd contract float %307, %310
  %312 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %309, i32 4, i32 31), !noalias !39
  %313 = fadd contract float %309, %312
  %314 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %311, i32 4, i32 31), !noalias !39
  %315 = fadd contract float %311, %314
  %316 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 2, i32 31), !noalias !39
  %317 = fadd contract float %313, %316
  %318 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %315, i32 2, i32 31), !noalias !39
  %319 = fadd contract float %315, %318
  %320 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %317, i32 1, i32 31), !noalias !39
  %321 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 1, i32 31), !noalias !39
  %322 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %256, i32 16, i32 31), !noalias !39
  %323 = fadd contract float %256, %322
  %324 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %255, i32 16, i32 31), !noalias !39
  %325 = fadd contract float %255, %324
  %326 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %323, i32 8, i32 31), !noalias !39
  %327 = fadd contract float %323, %326
  %328 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %325, i32 8, i32 31), !noalias !39
  %329 = fadd contract float %325, %328
  %330 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %327, i32 4, i32 31), !noalias !39
  %331 = fadd contract float %327, %330
  %332 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %329, i32 4, i32 31), !noalias !39
  %333 = fadd contract float %329, %332
  %334 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %331, i32 2, i32 31), !noalias !39
  %335 = fadd contract float %331, %334
  %336 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %333, i32 2, i32 31), !noalias !39
  %337 = fadd contract float %333, %336
  %338 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %335, i32 1, i32 31), !noalias !39
  %339 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %337, i32 1, i32 31), !noalias !39
  %340 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %258, i32 16, i32 31), !noalias !39
  %341 = fadd contract float %258, %340
  %342 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %257, i32 16, i32 31), !noalias !39
  %343 = fadd contract float %257, %342
  %344 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %341, i32 8, i32 31), !noalias !39
  %345 = fadd contract float %341, %344
  %346 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %343, i32 8, i32 31), !noalias !39
  %347 = fadd contract float %343, %346
  %348 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %345, i32 4, i32 31), !noalias !39
  %349 = fadd contract float %345, %348
  %350 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %347, i32 4, i32 31), !noalias !39
  %351 = fadd contract float %347, %350
  %352 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %349, i32 2, i32 31), !noalias !39
  %353 = fadd contract float %349, %352
  %354 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %351, i32 2, i32 31), !noalias !39
  %355 = fadd contract float %351, %354
  %356 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %353, i32 1, i32 31), !noalias !39
  %357 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %355, i32 1, i32 31), !noalias !39
  %358 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %260, i32 16, i32 31), !noalias !39
  %359 = fadd contract float %260, %358
  %360 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %259, i32 16, i32 31), !noalias !39
  %361 = fadd contract float %259, %360
  %362 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %359, i32 8, i32 31), !noalias !39
  %363 = fadd contract float %359, %362
  %364 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %361, i32 8, i32 31), !noalias !39
  %365 = fadd contract float %361, %364
  %366 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %363, i32 4, i32 31), !noalias !39
  %367 = fadd contract float %363, %366
  %368 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %365, i32 4, i32 31), !noalias !39
  %369 = fadd contract float %365, %368
  %370 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %367, i32 2, i32 31), !noalias !39
  %371 = fadd contract float %367, %370
  %372 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %369, i32 2, i32 31), !noalias !39
  %373 = fadd contract float %369, %372
  %374 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %371, i32 1, i32 31), !noalias !39
  %375 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %373, i32 1, i32 31), !noalias !39
  %376 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %262, i32 16, i32 31), !noalias !39
  %377 = fadd contract float %262, %376
  %378 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %261, i32 16, i32 31), !noalias !39
  %379 = fadd contract float %261, %378
  %380 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %377, i32 8, i32 31), !noalias !39
  %381 = fadd contract float %377, %380
  %382 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %379, i32 8, i32 31), !noalias !39
  %383 = fadd contract float %379, %382
  %384 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %381, i32 4, i32 31), !noalias !39
  %385 = fadd contract float %381, %384
  %386 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %383, i32 4, i32 31), !noalias !39
  %387 = fadd contract float %383, %386
  %388 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %385, i32 2, i32 31), !noalias !39
  %389 = fadd contract float %385, %388
  %390 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %387, i32 2, i32 31), !noalias !39
  %391 = fadd contract float %387, %390
  %392 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %389, i32 1, i32 31), !noalias !39
  %393 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %391, i32 1, i32 31), !noalias !39
  %394 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %264, i32 16, i32 31), !noalias !39
  %395 = fadd contract float %264, %394
  %396 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %263, i32 16, i32 31), !noalias !39
  %397 = fadd contract float %263, %396
  %398 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %395, i32 8, i32 31), !noalias !39
  %399 = fadd contract float %395, %398
  %400 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %397, i32 8, i32 31), !noalias !39
  %401 = fadd contract float %397, %400
  %402 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %399, i32 4, i32 31), !noalias !39
  %403 = fadd contract float %399, %402
  %404 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %401, i32 4, i32 31), !noalias !39
  %405 = fadd contract float %401, %404
  %406 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %403, i32 2, i32 31), !noalias !39
  %407 = fadd contract float %403, %406
  %408 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %405, i32 2, i32 31), !noalias !39
  %409 = fadd contract float %405, %408
  %410 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %407, i32 1, i32 31), !noalias !39
  %411 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %409, i32 1, i32 31), !noalias !39
  %412 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 16, i32 31), !noalias !39
  %413 = fadd contract float %266, %412
  %414 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %265, i32 16, i32 31), !noalias !39
  %415 = fadd contract float %265, %414
  %416 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %413, i32 8, i32 31), !noalias !39
  %417 = fadd contract float %413, %416
  %418 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %415, i32 8, i32 31), !noalias !39
  %419 = fadd contract float %415, %418
  %420 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %417, i32 4, i32 31), !noalias !39
  %421 = fadd contract float %417, %420
  %422 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %419, i32 4, i32 31), !noalias !39
  %423 = fadd contract float %419, %422
  %424 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %421, i32 2, i32 31), !noalias !39
  %425 = fadd contract float %421, %424
  %426 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %423, i32 2, i32 31), !noalias !39
  %427 = fadd contract float %423, %426
  %428 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %425, i32 1, i32 31), !noalias !39
  %429 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %427, i32 1, i32 31), !noalias !39
  %430 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %268, i32 16, i32 31), !noalias !39
  %431 = fadd contract float %268, %430
  %432 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 16, i32 31), !noalias !39
  %433 = fadd contract float %267, %432
  %434 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %431, i32 8, i32 31), !noalias !39
  %435 = fadd contract float %431, %434
  %436 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %433, i32 8, i32 31), !noalias !39
  %437 = fadd contract float %433, %436
  %438 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %435, i32 4, i32 31), !noalias !39
  %439 = fadd contract float %435, %438
  %440 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %437, i32 4, i32 31), !noalias !39
  %441 = fadd contract float %437, %440
  %442 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %439, i32 2, i32 31), !noalias !39
  %443 = fadd contract float %439, %442
  %444 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %441, i32 2, i32 31), !noalias !39
  %445 = fadd contract float %441, %444
  %446 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %443, i32 1, i32 31), !noalias !39
  %447 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %445, i32 1, i32 31), !noalias !39
  %448 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %270, i32 16, i32 31), !noalias !39
  %449 = fadd contract float %270, %448
  %450 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 16, i32 31), !noalias !39
  %451 = fadd contract float %269, %450
  %452 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %449, i32 8, i32 31), !noalias !39
  %453 = fadd contract float %449, %452
  %454 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %451, i32 8, i32 31), !noalias !39
  %455 = fadd contract float %451, %454
  %456 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %453, i32 4, i32 31), !noalias !39
  %457 = fadd contract float %453, %456
  %458 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %455, i32 4, i32 31), !noalias !39
  %459 = fadd contract float %455, %458
  %460 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %457, i32 2, i32 31), !noalias !39
  %461 = fadd contract float %457, %460
  %462 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %459, i32 2, i32 31), !noalias !39
  %463 = fadd contract float %459, %462
  %464 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %461, i32 1, i32 31), !noalias !39
  %465 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %463, i32 1, i32 31), !noalias !39
  %466 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %272, i32 16, i32 31), !noalias !39
  %467 = fadd contract float %272, %466
  %468 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %271, i32 16, i32 31), !noalias !39
  %469 = fadd contract float %271, %468
  %470 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %467, i32 8, i32 31), !noalias !39
  %471 = fadd contract float %467, %470
  %472 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %469, i32 8, i32 31), !noalias !39
  %473 = fadd contract float %469, %472
  %474 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %471, i32 4, i32 31), !noalias !39
  %475 = fadd contract float %471, %474
  %476 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %473, i32 4, i32 31), !noalias !39
  %477 = fadd contract float %473, %476
  %478 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %475, i32 2, i32 31), !noalias !39
  %479 = fadd contract float %475, %478
  %480 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %477, i32 2, i32 31), !noalias !39
  %481 = fadd contract float %477, %480
  %482 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %479, i32 1, i32 31), !noalias !39
  %483 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %481, i32 1, i32 31), !noalias !39
  %484 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %274, i32 16, i32 31), !noalias !39
  %485 = fadd contract float %274, %484
  %486 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %273, i32 16, i32 31), !noalias !39
  %487 = fadd contract float %273, %486
  %488 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %485, i32 8, i32 31), !noalias !39
  %489 = fadd contract float %485, %488
  %490 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %487, i32 8, i32 31), !noalias !39
  %491 = fadd contract float %487, %490
  %492 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %489, i32 4, i32 31), !noalias !39
  %493 = fadd contract float %489, %492
  %494 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %491, i32 4, i32 31), !noalias !39
  %495 = fadd contract float %491, %494
  %496 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %493, i32 2, i32 31), !noalias !39
  %497 = fadd contract float %493, %496
  %498 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %495, i32 2, i32 31), !noalias !39
  %499 = fadd contract float %495, %498
  %500 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %497, i32 1, i32 31), !noalias !39
  %501 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %499, i32 1, i32 31), !noalias !39
  %502 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %276, i32 16, i32 31), !noalias !39
  %503 = fadd contract float %276, %502
  %504 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 16, i32 31), !noalias !39
  %505 = fadd contract float %275, %504
  %506 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %503, i32 8, i32 31), !noalias !39
  %507 = fadd contract float %503, %506
  %508 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %505, i32 8, i32 31), !noalias !39
  %509 = fadd contract float %505, %508
  %510 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %507, i32 4, i32 31), !noalias !39
  %511 = fadd contract float %507, %510
  %512 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %509, i32 4, i32 31), !noalias !39
  %513 = fadd contract float %509, %512
  %514 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %511, i32 2, i32 31), !noalias !39
  %515 = fadd contract float %511, %514
  %516 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %513, i32 2, i32 31), !noalias !39
  %517 = fadd contract float %513, %516
  %518 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %515, i32 1, i32 31), !noalias !39
  %519 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %517, i32 1, i32 31), !noalias !39
  %520 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %278, i32 16, i32 31), !noalias !39
  %521 = fadd contract float %278, %520
  %522 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 16, i32 31), !noalias !39
  %523 = fadd contract float %277, %522
  %524 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %521, i32 8, i32 31), !noalias !39
  %525 = fadd contract float %521, %524
  %526 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %523, i32 8, i32 31), !noalias !39
  %527 = fadd contract float %523, %526
  %528 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %525, i32 4, i32 31), !noalias !39
  %529 = fadd contract float %525, %528
  %530 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %527, i32 4, i32 31), !noalias !39
  %531 = fadd contract float %527, %530
  %532 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %529, i32 2, i32 31), !noalias !39
  %533 = fadd contract float %529, %532
  %534 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %531, i32 2, i32 31), !noalias !39
  %535 = fadd contract float %531, %534
  %536 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %533, i32 1, i32 31), !noalias !39
  %537 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %535, i32 1, i32 31), !noalias !39
  %538 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %280, i32 16, i32 31), !noalias !39
  %539 = fadd contract float %280, %538
  %540 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %279, i32 16, i32 31), !noalias !39
  %541 = fadd contract float %279, %540
  %542 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %539, i32 8, i32 31), !noalias !39
  %543 = fadd contract float %539, %542
  %544 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %541, i32 8, i32 31), !noalias !39
  %545 = fadd contract float %541, %544
  %546 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %543, i32 4, i32 31), !noalias !39
  %547 = fadd contract float %543, %546
  %548 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %545, i32 4, i32 31), !noalias !39
  %549 = fadd contract float %545, %548
  %550 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %547, i32 2, i32 31), !noalias !39
  %551 = fadd contract float %547, %550
  %552 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %549, i32 2, i32 31), !noalias !39
  %553 = fadd contract float %549, %552
  %554 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %551, i32 1, i32 31), !noalias !39
  %555 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %553, i32 1, i32 31), !noalias !39
  %556 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %282, i32 16, i32 31), !noalias !39
  %557 = fadd contract float %282, %556
  %558 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %281, i32 16, i32 31), !noalias !39
  %559 = fadd contract float %281, %558
  %560 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %557, i32 8, i32 31), !noalias !39
  %561 = fadd contract float %557, %560
  %562 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %559, i32 8, i32 31), !noalias !39
  %563 = fadd contract float %559, %562
  %564 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %561, i32 4, i32 31), !noalias !39
  %565 = fadd contract float %561, %564
  %566 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %563, i32 4, i32 31), !noalias !39
  %567 = fadd contract float %563, %566
  %568 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %565, i32 2, i32 31), !noalias !39
  %569 = fadd contract float %565, %568
  %570 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %567, i32 2, i32 31), !noalias !39
  %571 = fadd contract float %567, %570
  %572 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %569, i32 1, i32 31), !noalias !39
  %573 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %571, i32 1, i32 31), !noalias !39
  %574 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %284, i32 16, i32 31), !noalias !39
  %575 = fadd contract float %284, %574
  %576 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 16, i32 31), !noalias !39
  %577 = fadd contract float %283, %576
  %578 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %575, i32 8, i32 31), !noalias !39
  %579 = fadd contract float %575, %578
  %580 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %577, i32 8, i32 31), !noalias !39
  %581 = fadd contract float %577, %580
  %582 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %579, i32 4, i32 31), !noalias !39
  %583 = fadd contract float %579, %582
  %584 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %581, i32 4, i32 31), !noalias !39
  %585 = fadd contract float %581, %584
  %586 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %583, i32 2, i32 31), !noalias !39
  %587 = fadd contract float %583, %586
  %588 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %585, i32 2, i32 31), !noalias !39
  %589 = fadd contract float %585, %588
  %590 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %587, i32 1, i32 31), !noalias !39
  %591 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %589, i32 1, i32 31), !noalias !39
  br i1 %15, label %592, label %627

592:                                              ; preds = %252
  %593 = fadd contract float %589, %591
  %594 = fadd contract float %587, %590
  %595 = fadd contract float %571, %573
  %596 = fadd contract float %569, %572
  %597 = fadd contract float %553, %555
  %598 = fadd contract float %551, %554
  %599 = fadd contract float %535, %537
  %600 = fadd contract float %533, %536
  %601 = fadd contract float %517, %519
  %602 = fadd contract float %515, %518
  %603 = fadd contract float %499, %501
  %604 = fadd contract float %497, %500
  %605 = fadd contract float %481, %483
  %606 = fadd contract float %479, %482
  %607 = fadd contract float %463, %465
  %608 = fadd contract float %461, %464
  %609 = fadd contract float %445, %447
  %610 = fadd contract float %443, %446
  %611 = fadd contract float %427, %429
  %612 = fadd contract float %425, %428
  %613 = fadd contract float %409, %411
  %614 = fadd contract float %407, %410
  %615 = fadd contract float %391, %393
  %616 = fadd contract float %389, %392
  %617 = fadd contract float %373, %375
  %618 = fadd contract float %371, %374
  %619 = fadd contract float %355, %357
  %620 = fadd contract float %353, %356
  %621 = fadd contract float %337, %339
  %622 = fadd contract float %335, %338
  %623 = fadd contract float %319, %321
  %624 = fadd contract float %317, %320
  %625 = fadd contract float %301, %303
  %626 = fadd contract float %299, %302
  store float %626, ptr %17, align 8, !noalias !43
  store float %625, ptr %22, align 4, !noalias !43
  store float %624, ptr %23, align 8, !noalias !43
  store float %623, ptr %24, align 4, !noalias !43
  store float %622, ptr %25, align 8, !noalias !43
  store float %621, ptr %26, align 4, !noalias !43
  store float %620, ptr %27, align 8, !noalias !43
  store float %619, ptr %28, align 4, !noalias !43
  store float %618, ptr %29, align 8, !noalias !43
  store float %617, ptr %30, align 4, !noalias !43
  store float %616, ptr %31, align 8, !noalias !43
  store float %615, ptr %32, align 4, !noalias !43
  store float %614, ptr %33, align 8, !noalias !43
  store float %613, ptr %34, align 4, !noalias !43
  store float %612, ptr %35, align 8, !noalias !43
  store float %611, ptr %36, align 4, !noalias !43
  store float %610, ptr %37, align 8, !noalias !43
  store float %609, ptr %38, align 4, !noalias !43
  store float %608, ptr %39, align 8, !noalias !43
  store float %607, ptr %40, align 4, !noalias !43
  store float %606, ptr %41, align 8, !noalias !43
  store float %605, ptr %42, align 4, !noalias !43
  store float %604, ptr %43, align 8, !noalias !43
  store float %603, ptr %44, align 4, !noalias !43
  store float %602, ptr %45, align 8, !noalias !43
  store float %601, ptr %46, align 4, !noalias !43
  store float %600, ptr %47, align 8, !noalias !43
  store float %599, ptr %48, align 4, !noalias !43
  store float %598, ptr %49, align 8, !noalias !43
  store float %597, ptr %50, align 4, !noalias !43
  store float %596, ptr %51, align 8, !noalias !43
  store float %595, ptr %52, align 4, !noalias !43
  store float %594, ptr %53, align 8, !noalias !43
  store float %593, ptr %54, align 4, !noalias !43
  br label %627

627:                                              ; preds = %592, %252
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %18, label %631, label %628

628:                                              ; preds = %631, %627
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %629 = add i32 %61, %19
  %630 = icmp slt i32 %629, %4
  br i1 %630, label %60, label %645, !llvm.loop !44

631:                                              ; preds = %627
  %632 = mul nsw i64 %62, 136
  %633 = load float, ptr %56, align 8, !tbaa !23, !noalias !43
  %634 = load float, ptr %57, align 4, !tbaa !23, !noalias !43
  %635 = load i64, ptr %58, align 8, !noalias !43
  %636 = trunc i64 %635 to i32
  %637 = lshr i64 %635, 32
  %638 = trunc nuw i64 %637 to i32
  %639 = bitcast i32 %636 to float
  %640 = bitcast i32 %638 to float
  %641 = fadd contract float %633, %639
  %642 = fadd contract float %634, %640
  %643 = getelementptr i8, ptr %59, i64 %632
  store float %641, ptr %643, align 8, !tbaa !23, !alias.scope !37, !noalias !45
  %644 = getelementptr inbounds nuw i8, ptr %643, i64 4
  store float %642, ptr %644, align 4, !tbaa !23, !alias.scope !37, !noalias !45
  br label %628

645:                                              ; preds = %628, %8, %5
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
  br i1 %12, label %641, label %13

13:                                               ; preds = %6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp samesign ult i32 %14, 32
  br i1 %15, label %16, label %20

16:                                               ; preds = %13, %84
  %17 = phi i32 [ %85, %84 ], [ %14, %13 ]
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %18
  br label %87

20:                                               ; preds = %84, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = icmp slt i32 %21, %5
  br i1 %22, label %23, label %640

23:                                               ; preds = %20
  %24 = icmp samesign ult i32 %14, 17
  %25 = zext nneg i32 %14 to i64
  %26 = getelementptr %struct.float2.0, ptr %0, i64 %25
  %27 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 %25
  %28 = icmp eq i32 %14, 0
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %30 = uitofp nneg i32 %14 to float
  %31 = fdiv contract float -1.000000e+00, %30
  %32 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %33 = icmp samesign ult i32 %14, 17
  %34 = zext nneg i32 %14 to i64
  %35 = getelementptr %struct.float2.0, ptr %4, i64 %34
  %36 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %37 = zext nneg i32 %14 to i64
  %38 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %37
  %39 = zext nneg i32 %14 to i64
  %40 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %39
  %41 = getelementptr i8, ptr %40, i64 68
  %42 = zext nneg i32 %14 to i64
  %43 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %42
  %44 = getelementptr i8, ptr %43, i64 136
  %45 = zext nneg i32 %14 to i64
  %46 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %45
  %47 = getelementptr i8, ptr %46, i64 204
  %48 = zext nneg i32 %14 to i64
  %49 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %48
  %50 = getelementptr i8, ptr %49, i64 272
  %51 = zext nneg i32 %14 to i64
  %52 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %51
  %53 = getelementptr i8, ptr %52, i64 340
  %54 = zext nneg i32 %14 to i64
  %55 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %54
  %56 = getelementptr i8, ptr %55, i64 408
  %57 = zext nneg i32 %14 to i64
  %58 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %57
  %59 = getelementptr i8, ptr %58, i64 476
  %60 = zext nneg i32 %14 to i64
  %61 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %60
  %62 = getelementptr i8, ptr %61, i64 544
  %63 = zext nneg i32 %14 to i64
  %64 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %63
  %65 = getelementptr i8, ptr %64, i64 612
  %66 = zext nneg i32 %14 to i64
  %67 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %66
  %68 = getelementptr i8, ptr %67, i64 680
  %69 = zext nneg i32 %14 to i64
  %70 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %69
  %71 = getelementptr i8, ptr %70, i64 748
  %72 = zext nneg i32 %14 to i64
  %73 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %72
  %74 = getelementptr i8, ptr %73, i64 816
  %75 = zext nneg i32 %14 to i64
  %76 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %75
  %77 = getelementptr i8, ptr %76, i64 884
  %78 = zext nneg i32 %14 to i64
  %79 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %78
  %80 = getelementptr i8, ptr %79, i64 952
  %81 = zext nneg i32 %14 to i64
  %82 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE7s_binom to ptr), i64 %81
  %83 = getelementptr i8, ptr %82, i64 1020
  br label %101

84:                                               ; preds = %87
  %85 = add nuw nsw i32 %17, %9
  %86 = icmp samesign ult i32 %85, 32
  br i1 %86, label %16, label %20, !llvm.loop !58

87:                                               ; preds = %16, %87
  %88 = phi float [ 1.000000e+00, %16 ], [ %99, %87 ]
  %89 = phi i32 [ 0, %16 ], [ %97, %87 ]
  %90 = icmp samesign ugt i32 %89, %17
  %91 = select contract i1 %90, float 0.000000e+00, float %88
  %92 = zext nneg i32 %89 to i64
  %93 = getelementptr inbounds nuw float, ptr %19, i64 %92
  store float %91, ptr %93, align 4, !tbaa !23, !noalias !57
  %94 = sub nsw i32 %17, %89
  %95 = sitofp i32 %94 to float
  %96 = fmul contract float %88, %95
  %97 = add nuw nsw i32 %89, 1
  %98 = uitofp nneg i32 %97 to float
  %99 = fdiv contract float %96, %98
  %100 = icmp eq i32 %97, 16
  br i1 %100, label %84, label %87, !llvm.loop !59

101:                                              ; preds = %23, %637
  %102 = phi i32 [ %21, %23 ], [ %638, %637 ]
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds %struct.float2.0, ptr %1, i64 %103
  %105 = load float, ptr %104, align 8, !tbaa !23, !alias.scope !49, !noalias !60
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 4
  %107 = load float, ptr %106, align 4, !tbaa !23, !alias.scope !49, !noalias !60
  %108 = getelementptr inbounds i32, ptr %3, i64 %103
  %109 = load i32, ptr %108, align 4, !tbaa !6, !alias.scope !53, !noalias !61
  %110 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %109, i32 0)
  %111 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %110, i32 27)
  %112 = icmp slt i32 %109, 1
  br i1 %112, label %116, label %113

113:                                              ; preds = %101
  %114 = mul nsw i64 %103, 108
  %115 = getelementptr i8, ptr %2, i64 %114
  br label %119

116:                                              ; preds = %628, %101
  %117 = phi float [ 0.000000e+00, %101 ], [ %629, %628 ]
  %118 = phi float [ 0.000000e+00, %101 ], [ %630, %628 ]
  br i1 %33, label %633, label %637

119:                                              ; preds = %113, %628
  %120 = phi float [ 0.000000e+00, %113 ], [ %630, %628 ]
  %121 = phi float [ 0.000000e+00, %113 ], [ %629, %628 ]
  %122 = phi i32 [ 0, %113 ], [ %631, %628 ]
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr i32, ptr %115, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6, !alias.scope !51, !noalias !62
  %126 = urem i32 %125, %5
  br i1 %24, label %127, label %132

127:                                              ; preds = %119
  %128 = zext nneg i32 %126 to i64
  %129 = mul nuw nsw i64 %128, 136
  %130 = getelementptr i8, ptr %26, i64 %129
  %131 = load i64, ptr %130, align 8, !alias.scope !46, !noalias !63
  store i64 %131, ptr %27, align 8, !noalias !57
  br label %132

132:                                              ; preds = %127, %119
  br i1 %28, label %133, label %141

133:                                              ; preds = %132
  %134 = zext nneg i32 %126 to i64
  %135 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %134
  %136 = load float, ptr %135, align 8, !tbaa !23, !alias.scope !49, !noalias !60
  %137 = getelementptr inbounds nuw i8, ptr %135, i64 4
  %138 = load float, ptr %137, align 4, !tbaa !23, !alias.scope !49, !noalias !60
  %139 = fsub contract float %136, %105
  %140 = fsub contract float %138, %107
  store float %139, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), align 8, !tbaa !23, !noalias !57
  store float %140, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), i64 4), align 4, !tbaa !23, !noalias !57
  br label %141

141:                                              ; preds = %133, %132
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  %142 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), align 8, !tbaa !23, !noalias !57
  %143 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE4s_z0 to ptr), i64 4), align 4, !tbaa !23, !noalias !57
  br i1 %24, label %144, label %628

144:                                              ; preds = %141
  %145 = fcmp contract une float %142, 0.000000e+00
  %146 = fcmp contract une float %143, 0.000000e+00
  %147 = select i1 %145, i1 true, i1 %146
  br i1 %147, label %148, label %628

148:                                              ; preds = %144
  store float %142, ptr %7, align 8, !tbaa !23, !noalias !57
  store float %143, ptr %29, align 4, !tbaa !23, !noalias !57
  %149 = tail call %struct.float2.0 @_Z4cinv6float2(ptr noundef nonnull byval(%struct.float2.0) align 8 %7) #13, !noalias !57
  %150 = extractvalue %struct.float2.0 %149, 0
  %151 = extractvalue %struct.float2.0 %149, 1
  %152 = fmul contract float %151, 0.000000e+00
  %153 = fsub contract float %150, %152
  %154 = fmul contract float %150, 0.000000e+00
  %155 = fadd contract float %151, %154
  br i1 %28, label %159, label %156

156:                                              ; preds = %148
  %157 = load float, ptr %38, align 4, !tbaa !23, !noalias !57
  %158 = fneg contract float %157
  br label %159

159:                                              ; preds = %156, %148
  %160 = phi contract float [ %158, %156 ], [ -1.000000e+00, %148 ]
  %161 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 8), align 8, !noalias !57
  %162 = trunc i64 %161 to i32
  %163 = lshr i64 %161, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = bitcast i32 %162 to float
  %166 = bitcast i32 %164 to float
  %167 = fmul contract float %153, %165
  %168 = fmul contract float %155, %166
  %169 = fsub contract float %167, %168
  %170 = fmul contract float %155, %165
  %171 = fmul contract float %153, %166
  %172 = fadd contract float %170, %171
  %173 = fmul contract float %160, %169
  %174 = fmul contract float %160, %172
  %175 = fadd contract float %173, 0.000000e+00
  %176 = fadd contract float %174, 0.000000e+00
  %177 = fmul contract float %150, %153
  %178 = fmul contract float %151, %155
  %179 = fsub contract float %177, %178
  %180 = fmul contract float %151, %153
  %181 = fmul contract float %150, %155
  %182 = fadd contract float %180, %181
  br i1 %28, label %185, label %183

183:                                              ; preds = %159
  %184 = load float, ptr %41, align 4, !tbaa !23, !noalias !57
  br label %185

185:                                              ; preds = %183, %159
  %186 = phi contract float [ %184, %183 ], [ 1.000000e+00, %159 ]
  %187 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 16), align 8, !noalias !57
  %188 = trunc i64 %187 to i32
  %189 = lshr i64 %187, 32
  %190 = trunc nuw i64 %189 to i32
  %191 = bitcast i32 %188 to float
  %192 = bitcast i32 %190 to float
  %193 = fmul contract float %179, %191
  %194 = fmul contract float %182, %192
  %195 = fsub contract float %193, %194
  %196 = fmul contract float %182, %191
  %197 = fmul contract float %179, %192
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %186, %195
  %200 = fmul contract float %186, %198
  %201 = fadd contract float %175, %199
  %202 = fadd contract float %176, %200
  %203 = fmul contract float %150, %179
  %204 = fmul contract float %151, %182
  %205 = fsub contract float %203, %204
  %206 = fmul contract float %151, %179
  %207 = fmul contract float %150, %182
  %208 = fadd contract float %206, %207
  br i1 %28, label %212, label %209

209:                                              ; preds = %185
  %210 = load float, ptr %44, align 4, !tbaa !23, !noalias !57
  %211 = fneg contract float %210
  br label %212

212:                                              ; preds = %209, %185
  %213 = phi contract float [ %211, %209 ], [ -1.000000e+00, %185 ]
  %214 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 24), align 8, !noalias !57
  %215 = trunc i64 %214 to i32
  %216 = lshr i64 %214, 32
  %217 = trunc nuw i64 %216 to i32
  %218 = bitcast i32 %215 to float
  %219 = bitcast i32 %217 to float
  %220 = fmul contract float %205, %218
  %221 = fmul contract float %208, %219
  %222 = fsub contract float %220, %221
  %223 = fmul contract float %208, %218
  %224 = fmul contract float %205, %219
  %225 = fadd contract float %223, %224
  %226 = fmul contract float %213, %222
  %227 = fmul contract float %213, %225
  %228 = fadd contract float %201, %226
  %229 = fadd contract float %202, %227
  %230 = fmul contract float %150, %205
  %231 = fmul contract float %151, %208
  %232 = fsub contract float %230, %231
  %233 = fmul contract float %151, %205
  %234 = fmul contract float %150, %208
  %235 = fadd contract float %233, %234
  br i1 %28, label %238, label %236

236:                                              ; preds = %212
  %237 = load float, ptr %47, align 4, !tbaa !23, !noalias !57
  br label %238

238:                                              ; preds = %236, %212
  %239 = phi contract float [ %237, %236 ], [ 1.000000e+00, %212 ]
  %240 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 32), align 8, !noalias !57
  %241 = trunc i64 %240 to i32
  %242 = lshr i64 %240, 32
  %243 = trunc nuw i64 %242 to i32
  %244 = bitcast i32 %241 to float
  %245 = bitcast i32 %243 to float
  %246 = fmul contract float %232, %244
  %247 = fmul contract float %235, %245
  %248 = fsub contract float %246, %247
  %249 = fmul contract float %235, %244
  %250 = fmul contract float %232, %245
  %251 = fadd contract float %249, %250
  %252 = fmul contract float %239, %248
  %253 = fmul contract float %239, %251
  %254 = fadd contract float %228, %252
  %255 = fadd contract float %229, %253
  %256 = fmul contract float %150, %232
  %257 = fmul contract float %151, %235
  %258 = fsub contract float %256, %257
  %259 = fmul contract float %151, %232
  %260 = fmul contract float %150, %235
  %261 = fadd contract float %259, %260
  br i1 %28, label %265, label %262

262:                                              ; preds = %238
  %263 = load float, ptr %50, align 4, !tbaa !23, !noalias !57
  %264 = fneg contract float %263
  br label %265

265:                                              ; preds = %262, %238
  %266 = phi contract float [ %264, %262 ], [ -1.000000e+00, %238 ]
  %267 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 40), align 8, !noalias !57
  %268 = trunc i64 %267 to i32
  %269 = lshr i64 %267, 32
  %270 = trunc nuw i64 %269 to i32
  %271 = bitcast i32 %268 to float
  %272 = bitcast i32 %270 to float
  %273 = fmul contract float %258, %271
  %274 = fmul contract float %261, %272
  %275 = fsub contract float %273, %274
  %276 = fmul contract float %261, %271
  %277 = fmul contract float %258, %272
  %278 = fadd contract float %276, %277
  %279 = fmul contract float %266, %275
  %280 = fmul contract float %266, %278
  %281 = fadd contract float %254, %279
  %282 = fadd contract float %255, %280
  %283 = fmul contract float %150, %258
  %284 = fmul contract float %151, %261
  %285 = fsub contract float %283, %284
  %286 = fmul contract float %151, %258
  %287 = fmul contract float %150, %261
  %288 = fadd contract float %286, %287
  br i1 %28, label %291, label %289

289:                                              ; preds = %265
  %290 = load float, ptr %53, align 4, !tbaa !23, !noalias !57
  br label %291

291:                                              ; preds = %289, %265
  %292 = phi contract float [ %290, %289 ], [ 1.000000e+00, %265 ]
  %293 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 48), align 8, !noalias !57
  %294 = trunc i64 %293 to i32
  %295 = lshr i64 %293, 32
  %296 = trunc nuw i64 %295 to i32
  %297 = bitcast i32 %294 to float
  %298 = bitcast i32 %296 to float
  %299 = fmul contract float %285, %297
  %300 = fmul contract float %288, %298
  %301 = fsub contract float %299, %300
  %302 = fmul contract float %288, %297
  %303 = fmul contract float %285, %298
  %304 = fadd contract float %302, %303
  %305 = fmul contract float %292, %301
  %306 = fmul contract float %292, %304
  %307 = fadd contract float %281, %305
  %308 = fadd contract float %282, %306
  %309 = fmul contract float %150, %285
  %310 = fmul contract float %151, %288
  %311 = fsub contract float %309, %310
  %312 = fmul contract float %151, %285
  %313 = fmul contract float %150, %288
  %314 = fadd contract float %312, %313
  br i1 %28, label %318, label %315

315:                                              ; preds = %291
  %316 = load float, ptr %56, align 4, !tbaa !23, !noalias !57
  %317 = fneg contract float %316
  br label %318

318:                                              ; preds = %315, %291
  %319 = phi contract float [ %317, %315 ], [ -1.000000e+00, %291 ]
  %320 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 56), align 8, !noalias !57
  %321 = trunc i64 %320 to i32
  %322 = lshr i64 %320, 32
  %323 = trunc nuw i64 %322 to i32
  %324 = bitcast i32 %321 to float
  %325 = bitcast i32 %323 to float
  %326 = fmul contract float %311, %324
  %327 = fmul contract float %314, %325
  %328 = fsub contract float %326, %327
  %329 = fmul contract float %314, %324
  %330 = fmul contract float %311, %325
  %331 = fadd contract float %329, %330
  %332 = fmul contract float %319, %328
  %333 = fmul contract float %319, %331
  %334 = fadd contract float %307, %332
  %335 = fadd contract float %308, %333
  %336 = fmul contract float %150, %311
  %337 = fmul contract float %151, %314
  %338 = fsub contract float %336, %337
  %339 = fmul contract float %151, %311
  %340 = fmul contract float %150, %314
  %341 = fadd contract float %339, %340
  br i1 %28, label %344, label %342

342:                                              ; preds = %318
  %343 = load float, ptr %59, align 4, !tbaa !23, !noalias !57
  br label %344

344:                                              ; preds = %342, %318
  %345 = phi contract float [ %343, %342 ], [ 1.000000e+00, %318 ]
  %346 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 64), align 8, !noalias !57
  %347 = trunc i64 %346 to i32
  %348 = lshr i64 %346, 32
  %349 = trunc nuw i64 %348 to i32
  %350 = bitcast i32 %347 to float
  %351 = bitcast i32 %349 to float
  %352 = fmul contract float %338, %350
  %353 = fmul contract float %341, %351
  %354 = fsub contract float %352, %353
  %355 = fmul contract float %341, %350
  %356 = fmul contract float %338, %351
  %357 = fadd contract float %355, %356
  %358 = fmul contract float %345, %354
  %359 = fmul contract float %345, %357
  %360 = fadd contract float %334, %358
  %361 = fadd contract float %335, %359
  %362 = fmul contract float %150, %338
  %363 = fmul contract float %151, %341
  %364 = fsub contract float %362, %363
  %365 = fmul contract float %151, %338
  %366 = fmul contract float %150, %341
  %367 = fadd contract float %365, %366
  br i1 %28, label %371, label %368

368:                                              ; preds = %344
  %369 = load float, ptr %62, align 4, !tbaa !23, !noalias !57
  %370 = fneg contract float %369
  br label %371

371:                                              ; preds = %368, %344
  %372 = phi contract float [ %370, %368 ], [ -1.000000e+00, %344 ]
  %373 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 72), align 8, !noalias !57
  %374 = trunc i64 %373 to i32
  %375 = lshr i64 %373, 32
  %376 = trunc nuw i64 %375 to i32
  %377 = bitcast i32 %374 to float
  %378 = bitcast i32 %376 to float
  %379 = fmul contract float %364, %377
  %380 = fmul contract float %367, %378
  %381 = fsub contract float %379, %380
  %382 = fmul contract float %367, %377
  %383 = fmul contract float %364, %378
  %384 = fadd contract float %382, %383
  %385 = fmul contract float %372, %381
  %386 = fmul contract float %372, %384
  %387 = fadd contract float %360, %385
  %388 = fadd contract float %361, %386
  %389 = fmul contract float %150, %364
  %390 = fmul contract float %151, %367
  %391 = fsub contract float %389, %390
  %392 = fmul contract float %151, %364
  %393 = fmul contract float %150, %367
  %394 = fadd contract float %392, %393
  br i1 %28, label %397, label %395

395:                                              ; preds = %371
  %396 = load float, ptr %65, align 4, !tbaa !23, !noalias !57
  br label %397

397:                                              ; preds = %395, %371
  %398 = phi contract float [ %396, %395 ], [ 1.000000e+00, %371 ]
  %399 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 80), align 8, !noalias !57
  %400 = trunc i64 %399 to i32
  %401 = lshr i64 %399, 32
  %402 = trunc nuw i64 %401 to i32
  %403 = bitcast i32 %400 to float
  %404 = bitcast i32 %402 to float
  %405 = fmul contract float %391, %403
  %406 = fmul contract float %394, %404
  %407 = fsub contract float %405, %406
  %408 = fmul contract float %394, %403
  %409 = fmul contract float %391, %404
  %410 = fadd contract float %408, %409
  %411 = fmul contract float %398, %407
  %412 = fmul contract float %398, %410
  %413 = fadd contract float %387, %411
  %414 = fadd contract float %388, %412
  %415 = fmul contract float %150, %391
  %416 = fmul contract float %151, %394
  %417 = fsub contract float %415, %416
  %418 = fmul contract float %151, %391
  %419 = fmul contract float %150, %394
  %420 = fadd contract float %418, %419
  br i1 %28, label %424, label %421

421:                                              ; preds = %397
  %422 = load float, ptr %68, align 4, !tbaa !23, !noalias !57
  %423 = fneg contract float %422
  br label %424

424:                                              ; preds = %421, %397
  %425 = phi contract float [ %423, %421 ], [ -1.000000e+00, %397 ]
  %426 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 88), align 8, !noalias !57
  %427 = trunc i64 %426 to i32
  %428 = lshr i64 %426, 32
  %429 = trunc nuw i64 %428 to i32
  %430 = bitcast i32 %427 to float
  %431 = bitcast i32 %429 to float
  %432 = fmul contract float %417, %430
  %433 = fmul contract float %420, %431
  %434 = fsub contract float %432, %433
  %435 = fmul contract float %420, %430
  %436 = fmul contract float %417, %431
  %437 = fadd contract float %435, %436
  %438 = fmul contract float %425, %434
  %439 = fmul contract float %425, %437
  %440 = fadd contract float %413, %438
  %441 = fadd contract float %414, %439
  %442 = fmul contract float %150, %417
  %443 = fmul contract float %151, %420
  %444 = fsub contract float %442, %443
  %445 = fmul contract float %151, %417
  %446 = fmul contract float %150, %420
  %447 = fadd contract float %445, %446
  br i1 %28, label %450, label %448

448:                                              ; preds = %424
  %449 = load float, ptr %71, align 4, !tbaa !23, !noalias !57
  br label %450

450:                                              ; preds = %448, %424
  %451 = phi contract float [ %449, %448 ], [ 1.000000e+00, %424 ]
  %452 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 96), align 8, !noalias !57
  %453 = trunc i64 %452 to i32
  %454 = lshr i64 %452, 32
  %455 = trunc nuw i64 %454 to i32
  %456 = bitcast i32 %453 to float
  %457 = bitcast i32 %455 to float
  %458 = fmul contract float %444, %456
  %459 = fmul contract float %447, %457
  %460 = fsub contract float %458, %459
  %461 = fmul contract float %447, %456
  %462 = fmul contract float %444, %457
  %463 = fadd contract float %461, %462
  %464 = fmul contract float %451, %460
  %465 = fmul contract float %451, %463
  %466 = fadd contract float %440, %464
  %467 = fadd contract float %441, %465
  %468 = fmul contract float %150, %444
  %469 = fmul contract float %151, %447
  %470 = fsub contract float %468, %469
  %471 = fmul contract float %151, %444
  %472 = fmul contract float %150, %447
  %473 = fadd contract float %471, %472
  br i1 %28, label %477, label %474

474:                                              ; preds = %450
  %475 = load float, ptr %74, align 4, !tbaa !23, !noalias !57
  %476 = fneg contract float %475
  br label %477

477:                                              ; preds = %474, %450
  %478 = phi contract float [ %476, %474 ], [ -1.000000e+00, %450 ]
  %479 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 104), align 8, !noalias !57
  %480 = trunc i64 %479 to i32
  %481 = lshr i64 %479, 32
  %482 = trunc nuw i64 %481 to i32
  %483 = bitcast i32 %480 to float
  %484 = bitcast i32 %482 to float
  %485 = fmul contract float %470, %483
  %486 = fmul contract float %473, %484
  %487 = fsub contract float %485, %486
  %488 = fmul contract float %473, %483
  %489 = fmul contract float %470, %484
  %490 = fadd contract float %488, %489
  %491 = fmul contract float %478, %487
  %492 = fmul contract float %478, %490
  %493 = fadd contract float %466, %491
  %494 = fadd contract float %467, %492
  %495 = fmul contract float %150, %470
  %496 = fmul contract float %151, %473
  %497 = fsub contract float %495, %496
  %498 = fmul contract float %151, %470
  %499 = fmul contract float %150, %473
  %500 = fadd contract float %498, %499
  br i1 %28, label %503, label %501

501:                                              ; preds = %477
  %502 = load float, ptr %77, align 4, !tbaa !23, !noalias !57
  br label %503

503:                                              ; preds = %501, %477
  %504 = phi contract float [ %502, %501 ], [ 1.000000e+00, %477 ]
  %505 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 112), align 8, !noalias !57
  %506 = trunc i64 %505 to i32
  %507 = lshr i64 %505, 32
  %508 = trunc nuw i64 %507 to i32
  %509 = bitcast i32 %506 to float
  %510 = bitcast i32 %508 to float
  %511 = fmul contract float %497, %509
  %512 = fmul contract float %500, %510
  %513 = fsub contract float %511, %512
  %514 = fmul contract float %500, %509
  %515 = fmul contract float %497, %510
  %516 = fadd contract float %514, %515
  %517 = fmul contract float %504, %513
  %518 = fmul contract float %504, %516
  %519 = fadd contract float %493, %517
  %520 = fadd contract float %494, %518
  %521 = fmul contract float %150, %497
  %522 = fmul contract float %151, %500
  %523 = fsub contract float %521, %522
  %524 = fmul contract float %151, %497
  %525 = fmul contract float %150, %500
  %526 = fadd contract float %524, %525
  br i1 %28, label %530, label %527

527:                                              ; preds = %503
  %528 = load float, ptr %80, align 4, !tbaa !23, !noalias !57
  %529 = fneg contract float %528
  br label %530

530:                                              ; preds = %527, %503
  %531 = phi contract float [ %529, %527 ], [ -1.000000e+00, %503 ]
  %532 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 120), align 8, !noalias !57
  %533 = trunc i64 %532 to i32
  %534 = lshr i64 %532, 32
  %535 = trunc nuw i64 %534 to i32
  %536 = bitcast i32 %533 to float
  %537 = bitcast i32 %535 to float
  %538 = fmul contract float %523, %536
  %539 = fmul contract float %526, %537
  %540 = fsub contract float %538, %539
  %541 = fmul contract float %526, %536
  %542 = fmul contract float %523, %537
  %543 = fadd contract float %541, %542
  %544 = fmul contract float %531, %540
  %545 = fmul contract float %531, %543
  %546 = fadd contract float %519, %544
  %547 = fadd contract float %520, %545
  %548 = fmul contract float %150, %523
  %549 = fmul contract float %151, %526
  %550 = fsub contract float %548, %549
  %551 = fmul contract float %151, %523
  %552 = fmul contract float %150, %526
  %553 = fadd contract float %551, %552
  br i1 %28, label %556, label %554

554:                                              ; preds = %530
  %555 = load float, ptr %83, align 4, !tbaa !23, !noalias !57
  br label %556

556:                                              ; preds = %554, %530
  %557 = phi contract float [ %555, %554 ], [ 1.000000e+00, %530 ]
  %558 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), i64 128), align 8, !noalias !57
  %559 = trunc i64 %558 to i32
  %560 = lshr i64 %558, 32
  %561 = trunc nuw i64 %560 to i32
  %562 = bitcast i32 %559 to float
  %563 = bitcast i32 %561 to float
  %564 = fmul contract float %550, %562
  %565 = fmul contract float %553, %563
  %566 = fsub contract float %564, %565
  %567 = fmul contract float %553, %562
  %568 = fmul contract float %550, %563
  %569 = fadd contract float %567, %568
  %570 = fmul contract float %557, %566
  %571 = fmul contract float %557, %569
  %572 = fadd contract float %546, %570
  %573 = fadd contract float %547, %571
  br i1 %28, label %574, label %611

574:                                              ; preds = %556
  %575 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), align 8, !noalias !57
  %576 = trunc i64 %575 to i32
  %577 = lshr i64 %575, 32
  %578 = trunc nuw i64 %577 to i32
  %579 = fneg contract float %142
  %580 = fneg contract float %143
  store float %579, ptr %8, align 8, !noalias !57
  store float %580, ptr %32, align 4, !noalias !57
  %581 = tail call %struct.float2.0 @_Z4clog6float2(ptr noundef nonnull byval(%struct.float2.0) align 8 %8) #13, !noalias !57
  %582 = extractvalue %struct.float2.0 %581, 0
  %583 = extractvalue %struct.float2.0 %581, 1
  %584 = bitcast i32 %576 to float
  %585 = bitcast i32 %578 to float
  %586 = fmul contract float %582, %584
  %587 = fmul contract float %583, %585
  %588 = fsub contract float %586, %587
  %589 = fmul contract float %583, %584
  %590 = fmul contract float %582, %585
  %591 = fadd contract float %589, %590
  %592 = fadd contract float %572, %588
  %593 = fadd contract float %573, %591
  br label %623

594:                                              ; preds = %611
  %595 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_iE3s_a to ptr), align 8, !noalias !57
  %596 = trunc i64 %595 to i32
  %597 = lshr i64 %595, 32
  %598 = trunc nuw i64 %597 to i32
  %599 = bitcast i32 %596 to float
  %600 = bitcast i32 %598 to float
  %601 = fmul contract float %31, %599
  %602 = fmul contract float %31, %600
  %603 = fadd contract float %572, %601
  %604 = fadd contract float %573, %602
  %605 = fmul contract float %617, %603
  %606 = fmul contract float %620, %604
  %607 = fsub contract float %605, %606
  %608 = fmul contract float %617, %604
  %609 = fmul contract float %620, %603
  %610 = fadd contract float %609, %608
  br label %623

611:                                              ; preds = %556, %611
  %612 = phi float [ %620, %611 ], [ 0.000000e+00, %556 ]
  %613 = phi float [ %617, %611 ], [ 1.000000e+00, %556 ]
  %614 = phi i32 [ %621, %611 ], [ 0, %556 ]
  %615 = fmul contract float %150, %613
  %616 = fmul contract float %151, %612
  %617 = fsub contract float %615, %616
  %618 = fmul contract float %151, %613
  %619 = fmul contract float %150, %612
  %620 = fadd contract float %618, %619
  %621 = add nuw nsw i32 %614, 1
  %622 = icmp eq i32 %621, %14
  br i1 %622, label %594, label %611, !llvm.loop !64

623:                                              ; preds = %594, %574
  %624 = phi float [ %592, %574 ], [ %607, %594 ]
  %625 = phi float [ %593, %574 ], [ %610, %594 ]
  %626 = fadd contract float %120, %625
  %627 = fadd contract float %121, %624
  br label %628

628:                                              ; preds = %623, %144, %141
  %629 = phi float [ %627, %623 ], [ %121, %144 ], [ %121, %141 ]
  %630 = phi float [ %626, %623 ], [ %120, %144 ], [ %120, %141 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  %631 = add nuw nsw i32 %122, 1
  %632 = icmp eq i32 %631, %111
  br i1 %632, label %116, label %119, !llvm.loop !65

633:                                              ; preds = %116
  %634 = mul nsw i64 %103, 136
  %635 = getelementptr i8, ptr %35, i64 %634
  store float %117, ptr %635, align 8, !tbaa !23, !alias.scope !55, !noalias !66
  %636 = getelementptr inbounds nuw i8, ptr %635, i64 4
  store float %118, ptr %636, align 4, !tbaa !23, !alias.scope !55, !noalias !66
  br label %637

637:                                              ; preds = %633, %116
  %638 = add i32 %102, %36
  %639 = icmp slt i32 %638, %5
  br i1 %639, label %101, label %640, !llvm.loop !67

640:                                              ; preds = %637, %20
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  br label %641

641:                                              ; preds = %6, %640
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fmm_l2p_p16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp samesign ult i32 %8, 17
  br i1 %9, label %439, label %10

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = icmp slt i32 %11, %6
  br i1 %12, label %13, label %439

13:                                               ; preds = %10
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp samesign ult i32 %14, 17
  %16 = zext nneg i32 %14 to i64
  %17 = getelementptr %struct.float2.0, ptr %3, i64 %16
  %18 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 %16
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %20

20:                                               ; preds = %13, %171
  %21 = phi i32 [ %11, %13 ], [ %172, %171 ]
  br i1 %15, label %22, label %27

22:                                               ; preds = %20
  %23 = sext i32 %21 to i64
  %24 = mul nsw i64 %23, 136
  %25 = getelementptr i8, ptr %17, i64 %24
  %26 = load i64, ptr %25, align 8
  store i64 %26, ptr %18, align 8
  br label %27

27:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = sext i32 %21 to i64
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %30, i32 0)
  %32 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %31, i32 64)
  %33 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %28
  %34 = load float, ptr %33, align 8, !tbaa !23
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !23
  %37 = icmp samesign ult i32 %14, %32
  br i1 %37, label %38, label %171

38:                                               ; preds = %27
  %39 = shl nsw i64 %28, 6
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 128), align 8, !tbaa !23
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 132), align 4, !tbaa !23
  %42 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 128), align 8
  %43 = trunc i64 %42 to i32
  %44 = lshr i64 %42, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = bitcast i32 %43 to float
  %47 = bitcast i32 %45 to float
  %48 = fmul contract float %46, 1.600000e+01
  %49 = fmul contract float %47, 1.600000e+01
  %50 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 120), align 8
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = bitcast i32 %51 to float
  %55 = bitcast i32 %53 to float
  %56 = fmul contract float %54, 1.500000e+01
  %57 = fmul contract float %55, 1.500000e+01
  %58 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 112), align 8
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %58, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = bitcast i32 %59 to float
  %63 = bitcast i32 %61 to float
  %64 = fmul contract float %62, 1.400000e+01
  %65 = fmul contract float %63, 1.400000e+01
  %66 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 104), align 8
  %67 = trunc i64 %66 to i32
  %68 = lshr i64 %66, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = bitcast i32 %67 to float
  %71 = bitcast i32 %69 to float
  %72 = fmul contract float %70, 1.300000e+01
  %73 = fmul contract float %71, 1.300000e+01
  %74 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 96), align 8
  %75 = trunc i64 %74 to i32
  %76 = lshr i64 %74, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = bitcast i32 %75 to float
  %79 = bitcast i32 %77 to float
  %80 = fmul contract float %78, 1.200000e+01
  %81 = fmul contract float %79, 1.200000e+01
  %82 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 88), align 8
  %83 = trunc i64 %82 to i32
  %84 = lshr i64 %82, 32
  %85 = trunc nuw i64 %84 to i32
  %86 = bitcast i32 %83 to float
  %87 = bitcast i32 %85 to float
  %88 = fmul contract float %86, 1.100000e+01
  %89 = fmul contract float %87, 1.100000e+01
  %90 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 80), align 8
  %91 = trunc i64 %90 to i32
  %92 = lshr i64 %90, 32
  %93 = trunc nuw i64 %92 to i32
  %94 = bitcast i32 %91 to float
  %95 = bitcast i32 %93 to float
  %96 = fmul contract float %94, 1.000000e+01
  %97 = fmul contract float %95, 1.000000e+01
  %98 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 72), align 8
  %99 = trunc i64 %98 to i32
  %100 = lshr i64 %98, 32
  %101 = trunc nuw i64 %100 to i32
  %102 = bitcast i32 %99 to float
  %103 = bitcast i32 %101 to float
  %104 = fmul contract float %102, 9.000000e+00
  %105 = fmul contract float %103, 9.000000e+00
  %106 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 64), align 8
  %107 = trunc i64 %106 to i32
  %108 = lshr i64 %106, 32
  %109 = trunc nuw i64 %108 to i32
  %110 = bitcast i32 %107 to float
  %111 = bitcast i32 %109 to float
  %112 = fmul contract float %110, 8.000000e+00
  %113 = fmul contract float %111, 8.000000e+00
  %114 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 56), align 8
  %115 = trunc i64 %114 to i32
  %116 = lshr i64 %114, 32
  %117 = trunc nuw i64 %116 to i32
  %118 = bitcast i32 %115 to float
  %119 = bitcast i32 %117 to float
  %120 = fmul contract float %118, 7.000000e+00
  %121 = fmul contract float %119, 7.000000e+00
  %122 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 48), align 8
  %123 = trunc i64 %122 to i32
  %124 = lshr i64 %122, 32
  %125 = trunc nuw i64 %124 to i32
  %126 = bitcast i32 %123 to float
  %127 = bitcast i32 %125 to float
  %128 = fmul contract float %126, 6.000000e+00
  %129 = fmul contract float %127, 6.000000e+00
  %130 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 40), align 8
  %131 = trunc i64 %130 to i32
  %132 = lshr i64 %130, 32
  %133 = trunc nuw i64 %132 to i32
  %134 = bitcast i32 %131 to float
  %135 = bitcast i32 %133 to float
  %136 = fmul contract float %134, 5.000000e+00
  %137 = fmul contract float %135, 5.000000e+00
  %138 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 32), align 8
  %139 = trunc i64 %138 to i32
  %140 = lshr i64 %138, 32
  %141 = trunc nuw i64 %140 to i32
  %142 = bitcast i32 %139 to float
  %143 = bitcast i32 %141 to float
  %144 = fmul contract float %142, 4.000000e+00
  %145 = fmul contract float %143, 4.000000e+00
  %146 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 24), align 8
  %147 = trunc i64 %146 to i32
  %148 = lshr i64 %146, 32
  %149 = trunc nuw i64 %148 to i32
  %150 = bitcast i32 %147 to float
  %151 = bitcast i32 %149 to float
  %152 = fmul contract float %150, 3.000000e+00
  %153 = fmul contract float %151, 3.000000e+00
  %154 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 16), align 8
  %155 = trunc i64 %154 to i32
  %156 = lshr i64 %154, 32
  %157 = trunc nuw i64 %156 to i32
  %158 = bitcast i32 %155 to float
  %159 = bitcast i32 %157 to float
  %160 = fmul contract float %158, 2.000000e+00
  %161 = fmul contract float %159, 2.000000e+00
  %162 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), i64 8), align 8
  %163 = trunc i64 %162 to i32
  %164 = lshr i64 %162, 32
  %165 = trunc nuw i64 %164 to i32
  %166 = bitcast i32 %163 to float
  %167 = bitcast i32 %165 to float
  %168 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ11fmm_l2p_p16E3s_b to ptr), align 8
  %169 = trunc i64 %168 to i32
  %170 = bitcast i32 %169 to float
  br label %174

171:                                              ; preds = %174, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %172 = add i32 %21, %19
  %173 = icmp slt i32 %172, %6
  br i1 %173, label %20, label %439, !llvm.loop !68

174:                                              ; preds = %38, %174
  %175 = phi i32 [ %14, %38 ], [ %437, %174 ]
  %176 = zext nneg i32 %175 to i64
  %177 = add nsw i64 %39, %176
  %178 = getelementptr inbounds %struct.float4, ptr %0, i64 %177
  %179 = load float, ptr %178, align 16, !tbaa !23
  %180 = getelementptr inbounds nuw i8, ptr %178, i64 4
  %181 = load float, ptr %180, align 4, !tbaa !23
  %182 = fsub contract float %179, %34
  %183 = fsub contract float %181, %36
  %184 = fmul contract float %182, %40
  %185 = fmul contract float %183, %41
  %186 = fsub contract float %184, %185
  %187 = fmul contract float %183, %40
  %188 = fmul contract float %182, %41
  %189 = fadd contract float %187, %188
  %190 = fadd contract float %186, %54
  %191 = fadd contract float %189, %55
  %192 = fmul contract float %182, %48
  %193 = fmul contract float %183, %49
  %194 = fsub contract float %192, %193
  %195 = fmul contract float %183, %48
  %196 = fmul contract float %182, %49
  %197 = fadd contract float %195, %196
  %198 = fadd contract float %194, %56
  %199 = fadd contract float %197, %57
  %200 = fmul contract float %182, %190
  %201 = fmul contract float %183, %191
  %202 = fsub contract float %200, %201
  %203 = fmul contract float %183, %190
  %204 = fmul contract float %182, %191
  %205 = fadd contract float %203, %204
  %206 = fadd contract float %202, %62
  %207 = fadd contract float %205, %63
  %208 = fmul contract float %182, %198
  %209 = fmul contract float %183, %199
  %210 = fsub contract float %208, %209
  %211 = fmul contract float %183, %198
  %212 = fmul contract float %182, %199
  %213 = fadd contract float %211, %212
  %214 = fadd contract float %210, %64
  %215 = fadd contract float %213, %65
  %216 = fmul contract float %182, %206
  %217 = fmul contract float %183, %207
  %218 = fsub contract float %216, %217
  %219 = fmul contract float %183, %206
  %220 = fmul contract float %182, %207
  %221 = fadd contract float %219, %220
  %222 = fadd contract float %218, %70
  %223 = fadd contract float %221, %71
  %224 = fmul contract float %182, %214
  %225 = fmul contract float %183, %215
  %226 = fsub contract float %224, %225
  %227 = fmul contract float %183, %214
  %228 = fmul contract float %182, %215
  %229 = fadd contract float %227, %228
  %230 = fadd contract float %226, %72
  %231 = fadd contract float %229, %73
  %232 = fmul contract float %182, %222
  %233 = fmul contract float %183, %223
  %234 = fsub contract float %232, %233
  %235 = fmul contract float %183, %222
  %236 = fmul contract float %182, %223
  %237 = fadd contract float %235, %236
  %238 = fadd contract float %234, %78
  %239 = fadd contract float %237, %79
  %240 = fmul contract float %182, %230
  %241 = fmul contract float %183, %231
  %242 = fsub contract float %240, %241
  %243 = fmul contract float %183, %230
  %244 = fmul contract float %182, %231
  %245 = fadd contract float %243, %244
  %246 = fadd contract float %242, %80
  %247 = fadd contract float %245, %81
  %248 = fmul contract float %182, %238
  %249 = fmul contract float %183, %239
  %250 = fsub contract float %248, %249
  %251 = fmul contract float %183, %238
  %252 = fmul contract float %182, %239
  %253 = fadd contract float %251, %252
  %254 = fadd contract float %250, %86
  %255 = fadd contract float %253, %87
  %256 = fmul contract float %182, %246
  %257 = fmul contract float %183, %247
  %258 = fsub contract float %256, %257
  %259 = fmul contract float %183, %246
  %260 = fmul contract float %182, %247
  %261 = fadd contract float %259, %260
  %262 = fadd contract float %258, %88
  %263 = fadd contract float %261, %89
  %264 = fmul contract float %182, %254
  %265 = fmul contract float %183, %255
  %266 = fsub contract float %264, %265
  %267 = fmul contract float %183, %254
  %268 = fmul contract float %182, %255
  %269 = fadd contract float %267, %268
  %270 = fadd contract float %266, %94
  %271 = fadd contract float %269, %95
  %272 = fmul contract float %182, %262
  %273 = fmul contract float %183, %263
  %274 = fsub contract float %272, %273
  %275 = fmul contract float %183, %262
  %276 = fmul contract float %182, %263
  %277 = fadd contract float %275, %276
  %278 = fadd contract float %274, %96
  %279 = fadd contract float %277, %97
  %280 = fmul contract float %182, %270
  %281 = fmul contract float %183, %271
  %282 = fsub contract float %280, %281
  %283 = fmul contract float %183, %270
  %284 = fmul contract float %182, %271
  %285 = fadd contract float %283, %284
  %286 = fadd contract float %282, %102
  %287 = fadd contract float %285, %103
  %288 = fmul contract float %182, %278
  %289 = fmul contract float %183, %279
  %290 = fsub contract float %288, %289
  %291 = fmul contract float %183, %278
  %292 = fmul contract float %182, %279
  %293 = fadd contract float %291, %292
  %294 = fadd contract float %290, %104
  %295 = fadd contract float %293, %105
  %296 = fmul contract float %182, %286
  %297 = fmul contract float %183, %287
  %298 = fsub contract float %296, %297
  %299 = fmul contract float %183, %286
  %300 = fmul contract float %182, %287
  %301 = fadd contract float %299, %300
  %302 = fadd contract float %298, %110
  %303 = fadd contract float %301, %111
  %304 = fmul contract float %182, %294
  %305 = fmul contract float %183, %295
  %306 = fsub contract float %304, %305
  %307 = fmul contract float %183, %294
  %308 = fmul contract float %182, %295
  %309 = fadd contract float %307, %308
  %310 = fadd contract float %306, %112
  %311 = fadd contract float %309, %113
  %312 = fmul contract float %182, %302
  %313 = fmul contract float %183, %303
  %314 = fsub contract float %312, %313
  %315 = fmul contract float %183, %302
  %316 = fmul contract float %182, %303
  %317 = fadd contract float %315, %316
  %318 = fadd contract float %314, %118
  %319 = fadd contract float %317, %119
  %320 = fmul contract float %182, %310
  %321 = fmul contract float %183, %311
  %322 = fsub contract float %320, %321
  %323 = fmul contract float %183, %310
  %324 = fmul contract float %182, %311
  %325 = fadd contract float %323, %324
  %326 = fadd contract float %322, %120
  %327 = fadd contract float %325, %121
  %328 = fmul contract float %182, %318
  %329 = fmul contract float %183, %319
  %330 = fsub contract float %328, %329
  %331 = fmul contract float %183, %318
  %332 = fmul contract float %182, %319
  %333 = fadd contract float %331, %332
  %334 = fadd contract float %330, %126
  %335 = fadd contract float %333, %127
  %336 = fmul contract float %182, %326
  %337 = fmul contract float %183, %327
  %338 = fsub contract float %336, %337
  %339 = fmul contract float %183, %326
  %340 = fmul contract float %182, %327
  %341 = fadd contract float %339, %340
  %342 = fadd contract float %338, %128
  %343 = fadd contract float %341, %129
  %344 = fmul contract float %182, %334
  %345 = fmul contract float %183, %335
  %346 = fsub contract float %344, %345
  %347 = fmul contract float %183, %334
  %348 = fmul contract float %182, %335
  %349 = fadd contract float %347, %348
  %350 = fadd contract float %346, %134
  %351 = fadd contract float %349, %135
  %352 = fmul contract float %182, %342
  %353 = fmul contract float %183, %343
  %354 = fsub contract float %352, %353
  %355 = fmul contract float %183, %342
  %356 = fmul contract float %182, %343
  %357 = fadd contract float %355, %356
  %358 = fadd contract float %354, %136
  %359 = fadd contract float %357, %137
  %360 = fmul contract float %182, %350
  %361 = fmul contract float %183, %351
  %362 = fsub contract float %360, %361
  %363 = fmul contract float %183, %350
  %364 = fmul contract float %182, %351
  %365 = fadd contract float %363, %364
  %366 = fadd contract float %362, %142
  %367 = fadd contract float %365, %143
  %368 = fmul contract float %182, %358
  %369 = fmul contract float %183, %359
  %370 = fsub contract float %368, %369
  %371 = fmul contract float %183, %358
  %372 = fmul contract float %182, %359
  %373 = fadd contract float %371, %372
  %374 = fadd contract float %370, %144
  %375 = fadd contract float %373, %145
  %376 = fmul contract float %182, %366
  %377 = fmul contract float %183, %367
  %378 = fsub contract float %376, %377
  %379 = fmul contract float %183, %366
  %380 = fmul contract float %182, %367
  %381 = fadd contract float %379, %380
  %382 = fadd contract float %378, %150
  %383 = fadd contract float %381, %151
  %384 = fmul contract float %182, %374
  %385 = fmul contract float %183, %375
  %386 = fsub contract float %384, %385
  %387 = fmul contract float %183, %374
  %388 = fmul contract float %182, %375
  %389 = fadd contract float %387, %388
  %390 = fadd contract float %386, %152
  %391 = fadd contract float %389, %153
  %392 = fmul contract float %182, %382
  %393 = fmul contract float %183, %383
  %394 = fsub contract float %392, %393
  %395 = fmul contract float %183, %382
  %396 = fmul contract float %182, %383
  %397 = fadd contract float %395, %396
  %398 = fadd contract float %394, %158
  %399 = fadd contract float %397, %159
  %400 = fmul contract float %182, %390
  %401 = fmul contract float %183, %391
  %402 = fsub contract float %400, %401
  %403 = fmul contract float %183, %390
  %404 = fmul contract float %182, %391
  %405 = fadd contract float %403, %404
  %406 = fadd contract float %402, %160
  %407 = fadd contract float %405, %161
  %408 = fmul contract float %182, %398
  %409 = fmul contract float %183, %399
  %410 = fsub contract float %408, %409
  %411 = fmul contract float %183, %398
  %412 = fmul contract float %182, %399
  %413 = fadd contract float %411, %412
  %414 = fadd contract float %410, %166
  %415 = fadd contract float %413, %167
  %416 = fmul contract float %182, %406
  %417 = fmul contract float %183, %407
  %418 = fsub contract float %416, %417
  %419 = fmul contract float %183, %406
  %420 = fmul contract float %182, %407
  %421 = fadd contract float %419, %420
  %422 = fadd contract float %418, %166
  %423 = fadd contract float %421, %167
  %424 = fmul contract float %182, %414
  %425 = fmul contract float %183, %415
  %426 = fsub contract float %424, %425
  %427 = fadd contract float %426, %170
  %428 = getelementptr inbounds float, ptr %4, i64 %177
  %429 = load float, ptr %428, align 4, !tbaa !23
  %430 = fadd contract float %427, %429
  store float %430, ptr %428, align 4, !tbaa !23
  %431 = getelementptr inbounds %struct.float2.0, ptr %5, i64 %177
  %432 = load float, ptr %431, align 8, !tbaa !23
  %433 = getelementptr inbounds nuw i8, ptr %431, i64 4
  %434 = load float, ptr %433, align 4, !tbaa !23
  %435 = fsub contract float %432, %422
  %436 = fadd contract float %423, %434
  store float %435, ptr %431, align 8, !tbaa !23
  store float %436, ptr %433, align 4, !tbaa !23
  %437 = add nuw nsw i32 %175, %8
  %438 = icmp samesign ult i32 %437, %32
  br i1 %438, label %174, label %171, !llvm.loop !69

439:                                              ; preds = %171, %10, %7
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
  br i1 %11, label %250, label %12

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %16, label %250

16:                                               ; preds = %12
  %17 = zext nneg i32 %13 to i64
  %18 = getelementptr %struct.float4, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %17
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %21

21:                                               ; preds = %16, %247
  %22 = phi i32 [ %14, %16 ], [ %248, %247 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %25, i32 0)
  %27 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %26, i32 64)
  %28 = shl nsw i64 %23, 6
  %29 = add nsw i64 %28, %17
  %30 = getelementptr inbounds %struct.float4, ptr %0, i64 %29
  %31 = load float, ptr %30, align 16, !tbaa !23
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !23
  %34 = getelementptr inbounds i32, ptr %3, i64 %23
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %36, i32 9)
  %38 = icmp slt i32 %35, 1
  br i1 %38, label %42, label %39

39:                                               ; preds = %21
  %40 = mul nsw i64 %23, 36
  %41 = getelementptr i8, ptr %2, i64 %40
  br label %47

42:                                               ; preds = %117, %21
  %43 = phi float [ 0.000000e+00, %21 ], [ %118, %117 ]
  %44 = phi float [ 0.000000e+00, %21 ], [ %119, %117 ]
  %45 = phi float [ 0.000000e+00, %21 ], [ %120, %117 ]
  %46 = icmp samesign ult i32 %13, %27
  br i1 %46, label %243, label %247

47:                                               ; preds = %39, %117
  %48 = phi float [ 0.000000e+00, %39 ], [ %120, %117 ]
  %49 = phi float [ 0.000000e+00, %39 ], [ %119, %117 ]
  %50 = phi float [ 0.000000e+00, %39 ], [ %118, %117 ]
  %51 = phi i32 [ 0, %39 ], [ %121, %117 ]
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr i32, ptr %41, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = urem i32 %54, %6
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %58, i32 0)
  %60 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %59, i32 64)
  %61 = icmp samesign ult i32 %13, %60
  br i1 %61, label %62, label %66

62:                                               ; preds = %47
  %63 = zext nneg i32 %55 to i64
  %64 = shl nuw nsw i64 %63, 10
  %65 = getelementptr i8, ptr %18, i64 %64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %19, ptr noundef nonnull align 16 dereferenceable(16) %65, i64 16, i1 false), !tbaa.struct !70
  br label %66

66:                                               ; preds = %62, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = icmp slt i32 %58, 1
  br i1 %67, label %117, label %68

68:                                               ; preds = %66
  %69 = and i32 %60, 3
  %70 = icmp slt i32 %58, 4
  br i1 %70, label %75, label %71

71:                                               ; preds = %68
  %72 = and i32 %60, 124
  br label %123

73:                                               ; preds = %236
  %74 = icmp eq i32 %69, 0
  br i1 %74, label %117, label %75

75:                                               ; preds = %73, %68
  %76 = phi float [ %48, %68 ], [ %239, %73 ]
  %77 = phi float [ %49, %68 ], [ %238, %73 ]
  %78 = phi float [ %50, %68 ], [ %237, %73 ]
  %79 = phi i32 [ 0, %68 ], [ %240, %73 ]
  %80 = icmp ne i32 %69, 0
  tail call void @llvm.assume(i1 %80)
  br label %81

81:                                               ; preds = %110, %75
  %82 = phi float [ %113, %110 ], [ %76, %75 ]
  %83 = phi float [ %112, %110 ], [ %77, %75 ]
  %84 = phi float [ %111, %110 ], [ %78, %75 ]
  %85 = phi i32 [ %114, %110 ], [ %79, %75 ]
  %86 = phi i32 [ %115, %110 ], [ 0, %75 ]
  %87 = zext nneg i32 %85 to i64
  %88 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %87
  %89 = load float, ptr %88, align 16, !tbaa !23
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load float, ptr %90, align 4, !tbaa !23
  %92 = fsub contract float %31, %89
  %93 = fsub contract float %33, %91
  %94 = fmul contract float %92, %92
  %95 = fmul contract float %93, %93
  %96 = fadd contract float %94, %95
  %97 = fcmp contract ogt float %96, 0.000000e+00
  br i1 %97, label %98, label %110

98:                                               ; preds = %81
  %99 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %100 = load float, ptr %99, align 8, !tbaa !23
  %101 = fdiv contract float 1.000000e+00, %96
  %102 = fmul contract float %100, 5.000000e-01
  %103 = tail call float @llvm.nvvm.lg2.approx.f(float %96) #13
  %104 = fmul float %103, 0x3FE62E4300000000
  %105 = tail call noundef float @llvm.fma.f32(float %102, float %104, float %82)
  %106 = fmul contract float %92, %100
  %107 = tail call noundef float @llvm.fma.f32(float %106, float %101, float %83)
  %108 = fmul contract float %93, %100
  %109 = tail call noundef float @llvm.fma.f32(float %108, float %101, float %84)
  br label %110

110:                                              ; preds = %98, %81
  %111 = phi float [ %109, %98 ], [ %84, %81 ]
  %112 = phi float [ %107, %98 ], [ %83, %81 ]
  %113 = phi float [ %105, %98 ], [ %82, %81 ]
  %114 = add nuw nsw i32 %85, 1
  %115 = add i32 %86, 1
  %116 = icmp eq i32 %115, %69
  br i1 %116, label %117, label %81, !llvm.loop !71

117:                                              ; preds = %73, %110, %66
  %118 = phi float [ %50, %66 ], [ %237, %73 ], [ %111, %110 ]
  %119 = phi float [ %49, %66 ], [ %238, %73 ], [ %112, %110 ]
  %120 = phi float [ %48, %66 ], [ %239, %73 ], [ %113, %110 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %121 = add nuw nsw i32 %51, 1
  %122 = icmp eq i32 %121, %37
  br i1 %122, label %42, label %47, !llvm.loop !72

123:                                              ; preds = %236, %71
  %124 = phi float [ %48, %71 ], [ %239, %236 ]
  %125 = phi float [ %49, %71 ], [ %238, %236 ]
  %126 = phi float [ %50, %71 ], [ %237, %236 ]
  %127 = phi i32 [ 0, %71 ], [ %240, %236 ]
  %128 = phi i32 [ 0, %71 ], [ %241, %236 ]
  %129 = zext nneg i32 %127 to i64
  %130 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %129
  %131 = load float, ptr %130, align 16, !tbaa !23
  %132 = getelementptr inbounds nuw i8, ptr %130, i64 4
  %133 = load float, ptr %132, align 4, !tbaa !23
  %134 = fsub contract float %31, %131
  %135 = fsub contract float %33, %133
  %136 = fmul contract float %134, %134
  %137 = fmul contract float %135, %135
  %138 = fadd contract float %136, %137
  %139 = fcmp contract ogt float %138, 0.000000e+00
  br i1 %139, label %140, label %152

140:                                              ; preds = %123
  %141 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %142 = load float, ptr %141, align 8, !tbaa !23
  %143 = fdiv contract float 1.000000e+00, %138
  %144 = fmul contract float %142, 5.000000e-01
  %145 = tail call float @llvm.nvvm.lg2.approx.f(float %138) #13
  %146 = fmul float %145, 0x3FE62E4300000000
  %147 = tail call noundef float @llvm.fma.f32(float %144, float %146, float %124)
  %148 = fmul contract float %134, %142
  %149 = tail call noundef float @llvm.fma.f32(float %148, float %143, float %125)
  %150 = fmul contract float %135, %142
  %151 = tail call noundef float @llvm.fma.f32(float %150, float %143, float %126)
  br label %152

152:                                              ; preds = %140, %123
  %153 = phi float [ %151, %140 ], [ %126, %123 ]
  %154 = phi float [ %149, %140 ], [ %125, %123 ]
  %155 = phi float [ %147, %140 ], [ %124, %123 ]
  %156 = zext nneg i32 %127 to i64
  %157 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %156
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 16
  %159 = load float, ptr %158, align 16, !tbaa !23
  %160 = getelementptr inbounds nuw i8, ptr %157, i64 20
  %161 = load float, ptr %160, align 4, !tbaa !23
  %162 = fsub contract float %31, %159
  %163 = fsub contract float %33, %161
  %164 = fmul contract float %162, %162
  %165 = fmul contract float %163, %163
  %166 = fadd contract float %164, %165
  %167 = fcmp contract ogt float %166, 0.000000e+00
  br i1 %167, label %168, label %180

168:                                              ; preds = %152
  %169 = getelementptr inbounds nuw i8, ptr %157, i64 24
  %170 = load float, ptr %169, align 8, !tbaa !23
  %171 = fdiv contract float 1.000000e+00, %166
  %172 = fmul contract float %170, 5.000000e-01
  %173 = tail call float @llvm.nvvm.lg2.approx.f(float %166) #13
  %174 = fmul float %173, 0x3FE62E4300000000
  %175 = tail call noundef float @llvm.fma.f32(float %172, float %174, float %155)
  %176 = fmul contract float %162, %170
  %177 = tail call noundef float @llvm.fma.f32(float %176, float %171, float %154)
  %178 = fmul contract float %163, %170
  %179 = tail call noundef float @llvm.fma.f32(float %178, float %171, float %153)
  br label %180

180:                                              ; preds = %168, %152
  %181 = phi float [ %179, %168 ], [ %153, %152 ]
  %182 = phi float [ %177, %168 ], [ %154, %152 ]
  %183 = phi float [ %175, %168 ], [ %155, %152 ]
  %184 = zext nneg i32 %127 to i64
  %185 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %184
  %186 = getelementptr inbounds nuw i8, ptr %185, i64 32
  %187 = load float, ptr %186, align 16, !tbaa !23
  %188 = getelementptr inbounds nuw i8, ptr %185, i64 36
  %189 = load float, ptr %188, align 4, !tbaa !23
  %190 = fsub contract float %31, %187
  %191 = fsub contract float %33, %189
  %192 = fmul contract float %190, %190
  %193 = fmul contract float %191, %191
  %194 = fadd contract float %192, %193
  %195 = fcmp contract ogt float %194, 0.000000e+00
  br i1 %195, label %196, label %208

196:                                              ; preds = %180
  %197 = getelementptr inbounds nuw i8, ptr %185, i64 40
  %198 = load float, ptr %197, align 8, !tbaa !23
  %199 = fdiv contract float 1.000000e+00, %194
  %200 = fmul contract float %198, 5.000000e-01
  %201 = tail call float @llvm.nvvm.lg2.approx.f(float %194) #13
  %202 = fmul float %201, 0x3FE62E4300000000
  %203 = tail call noundef float @llvm.fma.f32(float %200, float %202, float %183)
  %204 = fmul contract float %190, %198
  %205 = tail call noundef float @llvm.fma.f32(float %204, float %199, float %182)
  %206 = fmul contract float %191, %198
  %207 = tail call noundef float @llvm.fma.f32(float %206, float %199, float %181)
  br label %208

208:                                              ; preds = %196, %180
  %209 = phi float [ %207, %196 ], [ %181, %180 ]
  %210 = phi float [ %205, %196 ], [ %182, %180 ]
  %211 = phi float [ %203, %196 ], [ %183, %180 ]
  %212 = zext nneg i32 %127 to i64
  %213 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ7fmm_p2pE5s_src to ptr), i64 %212
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 48
  %215 = load float, ptr %214, align 16, !tbaa !23
  %216 = getelementptr inbounds nuw i8, ptr %213, i64 52
  %217 = load float, ptr %216, align 4, !tbaa !23
  %218 = fsub contract float %31, %215
  %219 = fsub contract float %33, %217
  %220 = fmul contract float %218, %218
  %221 = fmul contract float %219, %219
  %222 = fadd contract float %220, %221
  %223 = fcmp contract ogt float %222, 0.000000e+00
  br i1 %223, label %224, label %236

224:                                              ; preds = %208
  %225 = getelementptr inbounds nuw i8, ptr %213, i64 56
  %226 = load float, ptr %225, align 8, !tbaa !23
  %227 = fdiv contract float 1.000000e+00, %222
  %228 = fmul contract float %226, 5.000000e-01
  %229 = tail call float @llvm.nvvm.lg2.approx.f(float %222) #13
  %230 = fmul float %229, 0x3FE62E4300000000
  %231 = tail call noundef float @llvm.fma.f32(float %228, float %230, float %211)
  %232 = fmul contract float %218, %226
  %233 = tail call noundef float @llvm.fma.f32(float %232, float %227, float %210)
  %234 = fmul contract float %219, %226
  %235 = tail call noundef float @llvm.fma.f32(float %234, float %227, float %209)
  br label %236

236:                                              ; preds = %224, %208
  %237 = phi float [ %235, %224 ], [ %209, %208 ]
  %238 = phi float [ %233, %224 ], [ %210, %208 ]
  %239 = phi float [ %231, %224 ], [ %211, %208 ]
  %240 = add nuw nsw i32 %127, 4
  %241 = add i32 %128, 4
  %242 = icmp eq i32 %241, %72
  br i1 %242, label %73, label %123, !llvm.loop !73

243:                                              ; preds = %42
  %244 = getelementptr inbounds float, ptr %4, i64 %29
  store float %45, ptr %244, align 4, !tbaa !23
  %245 = getelementptr inbounds %struct.float2.0, ptr %5, i64 %29
  store float %44, ptr %245, align 8, !tbaa !23
  %246 = getelementptr inbounds nuw i8, ptr %245, i64 4
  store float %43, ptr %246, align 4, !tbaa !23
  br label %247

247:                                              ; preds = %243, %42
  %248 = add i32 %22, %20
  %249 = icmp slt i32 %248, %6
  br i1 %249, label %21, label %250, !llvm.loop !74

250:                                              ; preds = %247, %12, %7
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
declare i32 @llvm.smin.i32(i32, i32) #8

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
!28 = distinct !{!28, !29, !30}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = !{!16, !25, !19}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 0"}
!34 = distinct !{!34, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i"}
!35 = !{!36}
!36 = distinct !{!36, !34, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 2"}
!37 = !{!38}
!38 = distinct !{!38, !34, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 3"}
!39 = !{!33, !36, !38}
!40 = !{!33, !41, !38}
!41 = distinct !{!41, !34, !"_Z8p2m_bodyILi16EEvPK6float4PKiPK6float2PS5_i: argument 1"}
!42 = !{!41, !36, !38}
!43 = !{!33, !41, !36, !38}
!44 = distinct !{!44, !29, !30}
!45 = !{!33, !41, !36}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 0"}
!48 = distinct !{!48, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i"}
!49 = !{!50}
!50 = distinct !{!50, !48, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 1"}
!51 = !{!52}
!52 = distinct !{!52, !48, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 2"}
!53 = !{!54}
!54 = distinct !{!54, !48, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 3"}
!55 = !{!56}
!56 = distinct !{!56, !48, !"_Z8m2l_bodyILi16EEvPK6float2S2_PKiS4_PS0_i: argument 4"}
!57 = !{!47, !50, !52, !54, !56}
!58 = distinct !{!58, !29, !30}
!59 = distinct !{!59, !29, !30}
!60 = !{!47, !52, !54, !56}
!61 = !{!47, !50, !52, !56}
!62 = !{!47, !50, !54, !56}
!63 = !{!50, !52, !54, !56}
!64 = distinct !{!64, !29, !30}
!65 = distinct !{!65, !29, !30}
!66 = !{!47, !50, !52, !54}
!67 = distinct !{!67, !29, !30}
!68 = distinct !{!68, !29, !30}
!69 = distinct !{!69, !29, !30}
!70 = !{i64 0, i64 4, !23, i64 4, i64 4, !23, i64 8, i64 4, !23, i64 12, i64 4, !23}
!71 = distinct !{!71, !30}
!72 = distinct !{!72, !29, !30}
!73 = distinct !{!73, !29, !30}
!74 = distinct !{!74, !29, !30}
