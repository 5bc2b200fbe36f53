; ModuleID = 'src/skinning_dq.cu'
source_filename = "src/skinning_dq.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.DualQuat = type { %struct.float4, %struct.float4 }
%struct.Mat34 = type { %struct.float4, %struct.float4, %struct.float4 }
%struct.uchar4 = type { i8, i8, i8, i8 }

@c_palette = dso_local addrspace(4) externally_initialized constant [384 x %struct.float4] zeroinitializer, align 16
@c_dq = dso_local addrspace(4) externally_initialized constant [128 x %struct.DualQuat] zeroinitializer, align 16
@c_morph_weight = dso_local addrspace(4) externally_initialized constant [32 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), ptr addrspacecast (ptr addrspace(4) @c_morph_weight to ptr), ptr addrspacecast (ptr addrspace(4) @c_palette to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Mat34 @_Z7composeRK5Mat34S1_(ptr noundef nonnull readonly align 16 captures(none) dereferenceable(48) %0, ptr noundef nonnull readonly align 16 captures(none) dereferenceable(48) %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %4 = load float, ptr %3, align 4, !tbaa !11
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %6 = load float, ptr %5, align 4, !tbaa !15
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %10 = load float, ptr %9, align 8, !tbaa !17
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %12 = load float, ptr %11, align 8, !tbaa !18
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 8, !tbaa !19
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %16 = load float, ptr %15, align 4, !tbaa !20
  %17 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %18 = load float, ptr %17, align 4, !tbaa !21
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !22
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %22 = load float, ptr %21, align 16, !tbaa !23
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %24 = load float, ptr %23, align 16, !tbaa !24
  %25 = load float, ptr %1, align 16, !tbaa !25
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %27 = load float, ptr %26, align 4, !tbaa !26
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %30 = load float, ptr %29, align 8, !tbaa !26
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %32 = load float, ptr %31, align 4, !tbaa !26
  %33 = load float, ptr %28, align 16, !tbaa !26
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %35 = load float, ptr %34, align 4, !tbaa !26
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %38 = load float, ptr %37, align 8, !tbaa !26
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %40 = load float, ptr %39, align 4, !tbaa !26
  %41 = load float, ptr %36, align 16, !tbaa !26
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %43 = load float, ptr %42, align 4, !tbaa !26
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %45 = load float, ptr %44, align 8, !tbaa !26
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %47 = load float, ptr %46, align 4, !tbaa !26
  %48 = load float, ptr %0, align 16, !tbaa !26
  %49 = fmul contract float %48, %25
  %50 = fmul contract float %47, %24
  %51 = fadd contract float %49, %50
  %52 = fmul contract float %45, %22
  %53 = fadd contract float %51, %52
  %54 = fmul contract float %48, %20
  %55 = fmul contract float %47, %18
  %56 = fadd contract float %54, %55
  %57 = fmul contract float %45, %16
  %58 = fadd contract float %56, %57
  %59 = fmul contract float %48, %14
  %60 = fmul contract float %47, %12
  %61 = fadd contract float %59, %60
  %62 = fmul contract float %45, %10
  %63 = fadd contract float %61, %62
  %64 = fmul contract float %48, %8
  %65 = fmul contract float %47, %6
  %66 = fadd contract float %64, %65
  %67 = fmul contract float %45, %4
  %68 = fadd contract float %66, %67
  %69 = fadd contract float %43, %68
  %70 = fmul contract float %41, %25
  %71 = fmul contract float %40, %24
  %72 = fadd contract float %70, %71
  %73 = fmul contract float %38, %22
  %74 = fadd contract float %72, %73
  %75 = fmul contract float %41, %20
  %76 = fmul contract float %40, %18
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %38, %16
  %79 = fadd contract float %77, %78
  %80 = fmul contract float %41, %14
  %81 = fmul contract float %40, %12
  %82 = fadd contract float %80, %81
  %83 = fmul contract float %38, %10
  %84 = fadd contract float %82, %83
  %85 = fmul contract float %41, %8
  %86 = fmul contract float %40, %6
  %87 = fadd contract float %85, %86
  %88 = fmul contract float %38, %4
  %89 = fadd contract float %87, %88
  %90 = fadd contract float %35, %89
  %91 = fmul contract float %33, %25
  %92 = fmul contract float %32, %24
  %93 = fadd contract float %91, %92
  %94 = fmul contract float %30, %22
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %33, %20
  %97 = fmul contract float %32, %18
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %30, %16
  %100 = fadd contract float %98, %99
  %101 = fmul contract float %33, %14
  %102 = fmul contract float %32, %12
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %30, %10
  %105 = fadd contract float %103, %104
  %106 = fmul contract float %33, %8
  %107 = fmul contract float %32, %6
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %30, %4
  %110 = fadd contract float %108, %109
  %111 = fadd contract float %27, %110
  %112 = insertvalue %struct.Mat34 poison, float %53, 0, 0
  %113 = insertvalue %struct.Mat34 %112, float %58, 0, 1
  %114 = insertvalue %struct.Mat34 %113, float %63, 0, 2
  %115 = insertvalue %struct.Mat34 %114, float %69, 0, 3
  %116 = insertvalue %struct.Mat34 %115, float %74, 1, 0
  %117 = insertvalue %struct.Mat34 %116, float %79, 1, 1
  %118 = insertvalue %struct.Mat34 %117, float %84, 1, 2
  %119 = insertvalue %struct.Mat34 %118, float %90, 1, 3
  %120 = insertvalue %struct.Mat34 %119, float %95, 2, 0
  %121 = insertvalue %struct.Mat34 %120, float %100, 2, 1
  %122 = insertvalue %struct.Mat34 %121, float %105, 2, 2
  %123 = insertvalue %struct.Mat34 %122, float %111, 2, 3
  ret %struct.Mat34 %123
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.float4 @_Z11mat_to_quat5Mat34(ptr noundef readonly byval(%struct.Mat34) align 16 captures(none) %0) local_unnamed_addr #1 {
  %2 = load float, ptr %0, align 16, !tbaa !25
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %5 = load float, ptr %4, align 4, !tbaa !21
  %6 = fadd contract float %2, %5
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %9 = load float, ptr %8, align 8, !tbaa !17
  %10 = fadd contract float %6, %9
  %11 = fcmp contract ogt float %10, 0.000000e+00
  br i1 %11, label %12, label %33

12:                                               ; preds = %1
  %13 = fadd contract float %10, 1.000000e+00
  %14 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %13) #7
  %15 = fmul contract float %14, 2.000000e+00
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %17 = load float, ptr %16, align 4, !tbaa !20
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %19 = load float, ptr %18, align 8, !tbaa !18
  %20 = fsub contract float %17, %19
  %21 = fdiv contract float %20, %15
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %23 = load float, ptr %22, align 8, !tbaa !19
  %24 = load float, ptr %7, align 16, !tbaa !23
  %25 = fsub contract float %23, %24
  %26 = fdiv contract float %25, %15
  %27 = load float, ptr %3, align 16, !tbaa !24
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !22
  %30 = fsub contract float %27, %29
  %31 = fdiv contract float %30, %15
  %32 = fmul contract float %15, 2.500000e-01
  br label %111

33:                                               ; preds = %1
  %34 = fcmp contract ogt float %2, %5
  %35 = fcmp contract ogt float %2, %9
  %36 = and i1 %34, %35
  br i1 %36, label %37, label %61

37:                                               ; preds = %33
  %38 = fadd contract float %2, 1.000000e+00
  %39 = fsub contract float %38, %5
  %40 = fsub contract float %39, %9
  %41 = tail call noundef float @llvm.maxnum.f32(float %40, float 0x3D71979980000000)
  %42 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %41) #7
  %43 = fmul contract float %42, 2.000000e+00
  %44 = fmul contract float %43, 2.500000e-01
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !22
  %47 = load float, ptr %3, align 16, !tbaa !24
  %48 = fadd contract float %46, %47
  %49 = fdiv contract float %48, %43
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %51 = load float, ptr %50, align 8, !tbaa !19
  %52 = load float, ptr %7, align 16, !tbaa !23
  %53 = fadd contract float %51, %52
  %54 = fdiv contract float %53, %43
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %56 = load float, ptr %55, align 4, !tbaa !20
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %58 = load float, ptr %57, align 8, !tbaa !18
  %59 = fsub contract float %56, %58
  %60 = fdiv contract float %59, %43
  br label %111

61:                                               ; preds = %33
  %62 = fcmp contract ogt float %5, %9
  br i1 %62, label %63, label %87

63:                                               ; preds = %61
  %64 = fadd contract float %5, 1.000000e+00
  %65 = fsub contract float %64, %2
  %66 = fsub contract float %65, %9
  %67 = tail call noundef float @llvm.maxnum.f32(float %66, float 0x3D71979980000000)
  %68 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %67) #7
  %69 = fmul contract float %68, 2.000000e+00
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %71 = load float, ptr %70, align 4, !tbaa !22
  %72 = load float, ptr %3, align 16, !tbaa !24
  %73 = fadd contract float %71, %72
  %74 = fdiv contract float %73, %69
  %75 = fmul contract float %69, 2.500000e-01
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %77 = load float, ptr %76, align 8, !tbaa !18
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %79 = load float, ptr %78, align 4, !tbaa !20
  %80 = fadd contract float %77, %79
  %81 = fdiv contract float %80, %69
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %83 = load float, ptr %82, align 8, !tbaa !19
  %84 = load float, ptr %7, align 16, !tbaa !23
  %85 = fsub contract float %83, %84
  %86 = fdiv contract float %85, %69
  br label %111

87:                                               ; preds = %61
  %88 = fadd contract float %9, 1.000000e+00
  %89 = fsub contract float %88, %2
  %90 = fsub contract float %89, %5
  %91 = tail call noundef float @llvm.maxnum.f32(float %90, float 0x3D71979980000000)
  %92 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %91) #7
  %93 = fmul contract float %92, 2.000000e+00
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %95 = load float, ptr %94, align 8, !tbaa !19
  %96 = load float, ptr %7, align 16, !tbaa !23
  %97 = fadd contract float %95, %96
  %98 = fdiv contract float %97, %93
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %100 = load float, ptr %99, align 8, !tbaa !18
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %102 = load float, ptr %101, align 4, !tbaa !20
  %103 = fadd contract float %100, %102
  %104 = fdiv contract float %103, %93
  %105 = fmul contract float %93, 2.500000e-01
  %106 = load float, ptr %3, align 16, !tbaa !24
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %108 = load float, ptr %107, align 4, !tbaa !22
  %109 = fsub contract float %106, %108
  %110 = fdiv contract float %109, %93
  br label %111

111:                                              ; preds = %37, %87, %63, %12
  %112 = phi float [ %21, %12 ], [ %44, %37 ], [ %74, %63 ], [ %98, %87 ]
  %113 = phi float [ %26, %12 ], [ %49, %37 ], [ %75, %63 ], [ %104, %87 ]
  %114 = phi float [ %31, %12 ], [ %54, %37 ], [ %81, %63 ], [ %105, %87 ]
  %115 = phi float [ %32, %12 ], [ %60, %37 ], [ %86, %63 ], [ %110, %87 ]
  %116 = fmul contract float %112, %112
  %117 = fmul contract float %113, %113
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %114, %114
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %115, %115
  %122 = fadd contract float %120, %121
  %123 = fcmp contract ogt float %122, 0x3BC79CA100000000
  br i1 %123, label %124, label %126

124:                                              ; preds = %111
  %125 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %122)
  br label %126

126:                                              ; preds = %111, %124
  %127 = phi contract float [ %125, %124 ], [ 0.000000e+00, %111 ]
  %128 = fmul contract float %112, %127
  %129 = fmul contract float %113, %127
  %130 = fmul contract float %114, %127
  %131 = fmul contract float %115, %127
  %132 = insertvalue %struct.float4 poison, float %128, 0
  %133 = insertvalue %struct.float4 %132, float %129, 1
  %134 = insertvalue %struct.float4 %133, float %130, 2
  %135 = insertvalue %struct.float4 %134, float %131, 3
  ret %struct.float4 %135
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @skin_build_palette(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = alloca %struct.Mat34, align 16
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %8, i32 128)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %9
  br i1 %15, label %16, label %321

16:                                               ; preds = %6
  %17 = mul nsw i32 %14, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.float4, ptr %0, i64 %18
  %20 = load float, ptr %19, align 16, !tbaa !26
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !26
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %24 = load float, ptr %23, align 8, !tbaa !26
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %26 = load float, ptr %25, align 4, !tbaa !26
  %27 = add nsw i32 %17, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.float4, ptr %0, i64 %28
  %30 = load float, ptr %29, align 16, !tbaa !26
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !26
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %34 = load float, ptr %33, align 8, !tbaa !26
  %35 = getelementptr inbounds nuw i8, ptr %29, i64 12
  %36 = load float, ptr %35, align 4, !tbaa !26
  %37 = add nsw i32 %17, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.float4, ptr %0, i64 %38
  %40 = load float, ptr %39, align 16, !tbaa !26
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 4
  %42 = load float, ptr %41, align 4, !tbaa !26
  %43 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %44 = load float, ptr %43, align 8, !tbaa !26
  %45 = getelementptr inbounds nuw i8, ptr %39, i64 12
  %46 = load float, ptr %45, align 4, !tbaa !26
  br label %47

47:                                               ; preds = %16, %68
  %48 = phi i32 [ %14, %16 ], [ %64, %68 ]
  %49 = phi i32 [ 0, %16 ], [ %158, %68 ]
  %50 = phi float [ %46, %16 ], [ %157, %68 ]
  %51 = phi float [ %44, %16 ], [ %151, %68 ]
  %52 = phi float [ %42, %16 ], [ %146, %68 ]
  %53 = phi float [ %40, %16 ], [ %141, %68 ]
  %54 = phi float [ %36, %16 ], [ %136, %68 ]
  %55 = phi float [ %34, %16 ], [ %130, %68 ]
  %56 = phi float [ %32, %16 ], [ %125, %68 ]
  %57 = phi float [ %30, %16 ], [ %120, %68 ]
  %58 = phi float [ %26, %16 ], [ %115, %68 ]
  %59 = phi float [ %24, %16 ], [ %109, %68 ]
  %60 = phi float [ %22, %16 ], [ %104, %68 ]
  %61 = phi float [ %20, %16 ], [ %99, %68 ]
  %62 = sext i32 %48 to i64
  %63 = getelementptr inbounds i32, ptr %1, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = icmp sgt i32 %64, -1
  %66 = icmp slt i32 %64, %48
  %67 = and i1 %65, %66
  br i1 %67, label %68, label %160

68:                                               ; preds = %47
  %69 = mul nuw nsw i32 %64, 3
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %70
  %72 = load float, ptr %71, align 16, !tbaa !26
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 4
  %74 = load float, ptr %73, align 4, !tbaa !26
  %75 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %76 = load float, ptr %75, align 8, !tbaa !26
  %77 = getelementptr inbounds nuw i8, ptr %71, i64 12
  %78 = load float, ptr %77, align 4, !tbaa !26
  %79 = getelementptr inbounds nuw i8, ptr %71, i64 16
  %80 = load float, ptr %79, align 16, !tbaa !26
  %81 = getelementptr inbounds nuw i8, ptr %71, i64 20
  %82 = load float, ptr %81, align 4, !tbaa !26
  %83 = getelementptr inbounds nuw i8, ptr %71, i64 24
  %84 = load float, ptr %83, align 8, !tbaa !26
  %85 = getelementptr inbounds nuw i8, ptr %71, i64 28
  %86 = load float, ptr %85, align 4, !tbaa !26
  %87 = getelementptr inbounds nuw i8, ptr %71, i64 32
  %88 = load float, ptr %87, align 16, !tbaa !26
  %89 = getelementptr inbounds nuw i8, ptr %71, i64 36
  %90 = load float, ptr %89, align 4, !tbaa !26
  %91 = getelementptr inbounds nuw i8, ptr %71, i64 40
  %92 = load float, ptr %91, align 8, !tbaa !26
  %93 = getelementptr inbounds nuw i8, ptr %71, i64 44
  %94 = load float, ptr %93, align 4, !tbaa !26
  %95 = fmul contract float %61, %72
  %96 = fmul contract float %57, %74
  %97 = fadd contract float %95, %96
  %98 = fmul contract float %53, %76
  %99 = fadd contract float %97, %98
  %100 = fmul contract float %60, %72
  %101 = fmul contract float %56, %74
  %102 = fadd contract float %100, %101
  %103 = fmul contract float %52, %76
  %104 = fadd contract float %102, %103
  %105 = fmul contract float %59, %72
  %106 = fmul contract float %55, %74
  %107 = fadd contract float %105, %106
  %108 = fmul contract float %51, %76
  %109 = fadd contract float %107, %108
  %110 = fmul contract float %58, %72
  %111 = fmul contract float %54, %74
  %112 = fadd contract float %110, %111
  %113 = fmul contract float %50, %76
  %114 = fadd contract float %112, %113
  %115 = fadd contract float %78, %114
  %116 = fmul contract float %61, %80
  %117 = fmul contract float %57, %82
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %53, %84
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %60, %80
  %122 = fmul contract float %56, %82
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %52, %84
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %59, %80
  %127 = fmul contract float %55, %82
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %51, %84
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %58, %80
  %132 = fmul contract float %54, %82
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %50, %84
  %135 = fadd contract float %133, %134
  %136 = fadd contract float %86, %135
  %137 = fmul contract float %61, %88
  %138 = fmul contract float %57, %90
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %53, %92
  %141 = fadd contract float %139, %140
  %142 = fmul contract float %60, %88
  %143 = fmul contract float %56, %90
  %144 = fadd contract float %142, %143
  %145 = fmul contract float %52, %92
  %146 = fadd contract float %144, %145
  %147 = fmul contract float %59, %88
  %148 = fmul contract float %55, %90
  %149 = fadd contract float %147, %148
  %150 = fmul contract float %51, %92
  %151 = fadd contract float %149, %150
  %152 = fmul contract float %58, %88
  %153 = fmul contract float %54, %90
  %154 = fadd contract float %152, %153
  %155 = fmul contract float %50, %92
  %156 = fadd contract float %154, %155
  %157 = fadd contract float %94, %156
  %158 = add nuw nsw i32 %49, 1
  %159 = icmp eq i32 %158, 32
  br i1 %159, label %160, label %47, !llvm.loop !27

160:                                              ; preds = %47, %68
  %161 = phi float [ %61, %47 ], [ %99, %68 ]
  %162 = phi float [ %60, %47 ], [ %104, %68 ]
  %163 = phi float [ %59, %47 ], [ %109, %68 ]
  %164 = phi float [ %58, %47 ], [ %115, %68 ]
  %165 = phi float [ %57, %47 ], [ %120, %68 ]
  %166 = phi float [ %56, %47 ], [ %125, %68 ]
  %167 = phi float [ %55, %47 ], [ %130, %68 ]
  %168 = phi float [ %54, %47 ], [ %136, %68 ]
  %169 = phi float [ %53, %47 ], [ %141, %68 ]
  %170 = phi float [ %52, %47 ], [ %146, %68 ]
  %171 = phi float [ %51, %47 ], [ %151, %68 ]
  %172 = phi float [ %50, %47 ], [ %157, %68 ]
  %173 = getelementptr inbounds %struct.float4, ptr %2, i64 %18
  %174 = load float, ptr %173, align 16, !tbaa !26
  %175 = getelementptr inbounds nuw i8, ptr %173, i64 4
  %176 = load float, ptr %175, align 4, !tbaa !26
  %177 = getelementptr inbounds nuw i8, ptr %173, i64 8
  %178 = load float, ptr %177, align 8, !tbaa !26
  %179 = getelementptr inbounds nuw i8, ptr %173, i64 12
  %180 = load float, ptr %179, align 4, !tbaa !26
  %181 = getelementptr inbounds %struct.float4, ptr %2, i64 %28
  %182 = load float, ptr %181, align 16, !tbaa !26
  %183 = getelementptr inbounds nuw i8, ptr %181, i64 4
  %184 = load float, ptr %183, align 4, !tbaa !26
  %185 = getelementptr inbounds nuw i8, ptr %181, i64 8
  %186 = load float, ptr %185, align 8, !tbaa !26
  %187 = getelementptr inbounds nuw i8, ptr %181, i64 12
  %188 = load float, ptr %187, align 4, !tbaa !26
  %189 = getelementptr inbounds %struct.float4, ptr %2, i64 %38
  %190 = load float, ptr %189, align 16, !tbaa !26
  %191 = getelementptr inbounds nuw i8, ptr %189, i64 4
  %192 = load float, ptr %191, align 4, !tbaa !26
  %193 = getelementptr inbounds nuw i8, ptr %189, i64 8
  %194 = load float, ptr %193, align 8, !tbaa !26
  %195 = getelementptr inbounds nuw i8, ptr %189, i64 12
  %196 = load float, ptr %195, align 4, !tbaa !26
  %197 = fmul contract float %161, %174
  %198 = fmul contract float %162, %182
  %199 = fadd contract float %197, %198
  %200 = fmul contract float %163, %190
  %201 = fadd contract float %199, %200
  %202 = fmul contract float %161, %176
  %203 = fmul contract float %162, %184
  %204 = fadd contract float %202, %203
  %205 = fmul contract float %163, %192
  %206 = fadd contract float %204, %205
  %207 = fmul contract float %161, %178
  %208 = fmul contract float %162, %186
  %209 = fadd contract float %207, %208
  %210 = fmul contract float %163, %194
  %211 = fadd contract float %209, %210
  %212 = fmul contract float %161, %180
  %213 = fmul contract float %162, %188
  %214 = fadd contract float %212, %213
  %215 = fmul contract float %163, %196
  %216 = fadd contract float %214, %215
  %217 = fadd contract float %164, %216
  %218 = fmul contract float %165, %174
  %219 = fmul contract float %166, %182
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %167, %190
  %222 = fadd contract float %220, %221
  %223 = fmul contract float %165, %176
  %224 = fmul contract float %166, %184
  %225 = fadd contract float %223, %224
  %226 = fmul contract float %167, %192
  %227 = fadd contract float %225, %226
  %228 = fmul contract float %165, %178
  %229 = fmul contract float %166, %186
  %230 = fadd contract float %228, %229
  %231 = fmul contract float %167, %194
  %232 = fadd contract float %230, %231
  %233 = fmul contract float %165, %180
  %234 = fmul contract float %166, %188
  %235 = fadd contract float %233, %234
  %236 = fmul contract float %167, %196
  %237 = fadd contract float %235, %236
  %238 = fadd contract float %168, %237
  %239 = fmul contract float %169, %174
  %240 = fmul contract float %170, %182
  %241 = fadd contract float %239, %240
  %242 = fmul contract float %171, %190
  %243 = fadd contract float %241, %242
  %244 = fmul contract float %169, %176
  %245 = fmul contract float %170, %184
  %246 = fadd contract float %244, %245
  %247 = fmul contract float %171, %192
  %248 = fadd contract float %246, %247
  %249 = fmul contract float %169, %178
  %250 = fmul contract float %170, %186
  %251 = fadd contract float %249, %250
  %252 = fmul contract float %171, %194
  %253 = fadd contract float %251, %252
  %254 = fmul contract float %169, %180
  %255 = fmul contract float %170, %188
  %256 = fadd contract float %254, %255
  %257 = fmul contract float %171, %196
  %258 = fadd contract float %256, %257
  %259 = fadd contract float %172, %258
  %260 = getelementptr inbounds %struct.float4, ptr %3, i64 %18
  store float %201, ptr %260, align 16, !tbaa !26
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 4
  store float %206, ptr %261, align 4, !tbaa !26
  %262 = getelementptr inbounds nuw i8, ptr %260, i64 8
  store float %211, ptr %262, align 8, !tbaa !26
  %263 = getelementptr inbounds nuw i8, ptr %260, i64 12
  store float %217, ptr %263, align 4, !tbaa !26
  %264 = getelementptr inbounds %struct.float4, ptr %3, i64 %28
  store float %222, ptr %264, align 16, !tbaa !26
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 4
  store float %227, ptr %265, align 4, !tbaa !26
  %266 = getelementptr inbounds nuw i8, ptr %264, i64 8
  store float %232, ptr %266, align 8, !tbaa !26
  %267 = getelementptr inbounds nuw i8, ptr %264, i64 12
  store float %238, ptr %267, align 4, !tbaa !26
  %268 = getelementptr inbounds %struct.float4, ptr %3, i64 %38
  store float %243, ptr %268, align 16, !tbaa !26
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 4
  store float %248, ptr %269, align 4, !tbaa !26
  %270 = getelementptr inbounds nuw i8, ptr %268, i64 8
  store float %253, ptr %270, align 8, !tbaa !26
  %271 = getelementptr inbounds nuw i8, ptr %268, i64 12
  store float %259, ptr %271, align 4, !tbaa !26
  store float %201, ptr %7, align 16, !tbaa !26
  %272 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %206, ptr %272, align 4, !tbaa !26
  %273 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %211, ptr %273, align 8, !tbaa !26
  %274 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store float %217, ptr %274, align 4, !tbaa !26
  %275 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store float %222, ptr %275, align 16, !tbaa !26
  %276 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store float %227, ptr %276, align 4, !tbaa !26
  %277 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store float %232, ptr %277, align 8, !tbaa !26
  %278 = getelementptr inbounds nuw i8, ptr %7, i64 28
  store float %238, ptr %278, align 4, !tbaa !26
  %279 = getelementptr inbounds nuw i8, ptr %7, i64 32
  store float %243, ptr %279, align 16, !tbaa !26
  %280 = getelementptr inbounds nuw i8, ptr %7, i64 36
  store float %248, ptr %280, align 4, !tbaa !26
  %281 = getelementptr inbounds nuw i8, ptr %7, i64 40
  store float %253, ptr %281, align 8, !tbaa !26
  %282 = getelementptr inbounds nuw i8, ptr %7, i64 44
  store float %259, ptr %282, align 4, !tbaa !26
  %283 = tail call %struct.float4 @_Z11mat_to_quat5Mat34(ptr noundef nonnull byval(%struct.Mat34) align 16 %7) #7
  %284 = extractvalue %struct.float4 %283, 0
  %285 = extractvalue %struct.float4 %283, 1
  %286 = extractvalue %struct.float4 %283, 2
  %287 = extractvalue %struct.float4 %283, 3
  %288 = fmul contract float %217, %287
  %289 = fmul contract float %238, %286
  %290 = fadd contract float %288, %289
  %291 = fmul contract float %259, %285
  %292 = fsub contract float %290, %291
  %293 = fmul contract float %292, 5.000000e-01
  %294 = fmul contract float %238, %287
  %295 = fmul contract float %217, %286
  %296 = fsub contract float %294, %295
  %297 = fmul contract float %259, %284
  %298 = fadd contract float %297, %296
  %299 = fmul contract float %298, 5.000000e-01
  %300 = fmul contract float %217, %285
  %301 = fmul contract float %238, %284
  %302 = fsub contract float %300, %301
  %303 = fmul contract float %259, %287
  %304 = fadd contract float %303, %302
  %305 = fmul contract float %304, 5.000000e-01
  %306 = fmul contract float %217, %284
  %307 = fmul contract float %238, %285
  %308 = fadd contract float %306, %307
  %309 = fmul contract float %259, %286
  %310 = fadd contract float %309, %308
  %311 = fmul contract float %310, -5.000000e-01
  %312 = sext i32 %14 to i64
  %313 = getelementptr inbounds %struct.DualQuat, ptr %4, i64 %312
  store float %284, ptr %313, align 16, !tbaa !26
  %314 = getelementptr inbounds nuw i8, ptr %313, i64 4
  store float %285, ptr %314, align 4, !tbaa !26
  %315 = getelementptr inbounds nuw i8, ptr %313, i64 8
  store float %286, ptr %315, align 8, !tbaa !26
  %316 = getelementptr inbounds nuw i8, ptr %313, i64 12
  store float %287, ptr %316, align 4, !tbaa !26
  %317 = getelementptr inbounds nuw i8, ptr %313, i64 16
  store float %293, ptr %317, align 16, !tbaa !26
  %318 = getelementptr inbounds nuw i8, ptr %313, i64 20
  store float %299, ptr %318, align 4, !tbaa !26
  %319 = getelementptr inbounds nuw i8, ptr %313, i64 24
  store float %305, ptr %319, align 8, !tbaa !26
  %320 = getelementptr inbounds nuw i8, ptr %313, i64 28
  store float %311, ptr %320, align 4, !tbaa !26
  br label %321

321:                                              ; preds = %6, %160
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @skin_lbs(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 1)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %9, i32 128)
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp slt i64 %18, %6
  br i1 %19, label %20, label %24

20:                                               ; preds = %8
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %14
  br label %25

24:                                               ; preds = %322, %8
  ret void

25:                                               ; preds = %20, %322
  %26 = phi i64 [ %18, %20 ], [ %335, %322 ]
  %27 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 12
  %29 = load float, ptr %28, align 4, !tbaa !26
  %30 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %26
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %32 = load float, ptr %31, align 4, !tbaa !26
  %33 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %26
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 12
  %35 = load float, ptr %34, align 4, !tbaa !26
  %36 = tail call noundef float @llvm.maxnum.f32(float %35, float 0.000000e+00)
  %37 = load float, ptr %33, align 16, !tbaa !26
  %38 = tail call noundef float @llvm.maxnum.f32(float %37, float 0.000000e+00)
  %39 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %40 = load float, ptr %39, align 4, !tbaa !26
  %41 = tail call noundef float @llvm.maxnum.f32(float %40, float 0.000000e+00)
  %42 = fadd contract float %38, %41
  %43 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %44 = load float, ptr %43, align 8, !tbaa !26
  %45 = tail call noundef float @llvm.maxnum.f32(float %44, float 0.000000e+00)
  %46 = fadd contract float %42, %45
  %47 = fadd contract float %46, %36
  %48 = fcmp contract ogt float %47, 0x3E45798EE0000000
  %49 = fdiv contract float 1.000000e+00, %47
  %50 = select contract i1 %48, float %49, float 0.000000e+00
  %51 = fmul contract float %36, %50
  %52 = fmul contract float %45, %50
  %53 = fmul contract float %41, %50
  %54 = fmul contract float %38, %50
  %55 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %26
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 3
  %57 = load i8, ptr %56, align 1, !tbaa !30
  %58 = zext i8 %57 to i32
  %59 = urem i32 %58, %10
  %60 = getelementptr inbounds nuw i8, ptr %55, i64 2
  %61 = load i8, ptr %60, align 2, !tbaa !30
  %62 = zext i8 %61 to i32
  %63 = urem i32 %62, %10
  %64 = getelementptr inbounds nuw i8, ptr %55, i64 1
  %65 = load i8, ptr %64, align 1, !tbaa !30
  %66 = zext i8 %65 to i32
  %67 = urem i32 %66, %10
  %68 = load i8, ptr %55, align 4, !tbaa !30
  %69 = zext i8 %68 to i32
  %70 = urem i32 %69, %10
  %71 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %72 = load float, ptr %71, align 8, !tbaa !26
  %73 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %74 = load float, ptr %73, align 4, !tbaa !26
  %75 = load float, ptr %30, align 16, !tbaa !26
  %76 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %77 = load float, ptr %76, align 8, !tbaa !26
  %78 = getelementptr inbounds nuw i8, ptr %27, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !26
  %80 = load float, ptr %27, align 16, !tbaa !26
  %81 = mul nuw nsw i32 %70, 3
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %82
  %84 = load float, ptr %83, align 16, !tbaa !26
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !26
  %87 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %88 = load float, ptr %87, align 8, !tbaa !26
  %89 = getelementptr inbounds nuw i8, ptr %83, i64 12
  %90 = load float, ptr %89, align 4, !tbaa !26
  %91 = getelementptr i8, ptr %83, i64 16
  %92 = load float, ptr %91, align 16, !tbaa !26
  %93 = getelementptr i8, ptr %83, i64 20
  %94 = load float, ptr %93, align 4, !tbaa !26
  %95 = getelementptr i8, ptr %83, i64 24
  %96 = load float, ptr %95, align 8, !tbaa !26
  %97 = getelementptr i8, ptr %83, i64 28
  %98 = load float, ptr %97, align 4, !tbaa !26
  %99 = getelementptr i8, ptr %83, i64 32
  %100 = load float, ptr %99, align 16, !tbaa !26
  %101 = getelementptr i8, ptr %83, i64 36
  %102 = load float, ptr %101, align 4, !tbaa !26
  %103 = getelementptr i8, ptr %83, i64 40
  %104 = load float, ptr %103, align 8, !tbaa !26
  %105 = getelementptr i8, ptr %83, i64 44
  %106 = load float, ptr %105, align 4, !tbaa !26
  %107 = fmul contract float %84, %54
  %108 = fadd contract float %107, 0.000000e+00
  %109 = fmul contract float %86, %54
  %110 = fadd contract float %109, 0.000000e+00
  %111 = fmul contract float %88, %54
  %112 = fadd contract float %111, 0.000000e+00
  %113 = fmul contract float %90, %54
  %114 = fadd contract float %113, 0.000000e+00
  %115 = fmul contract float %92, %54
  %116 = fadd contract float %115, 0.000000e+00
  %117 = fmul contract float %94, %54
  %118 = fadd contract float %117, 0.000000e+00
  %119 = fmul contract float %96, %54
  %120 = fadd contract float %119, 0.000000e+00
  %121 = fmul contract float %98, %54
  %122 = fadd contract float %121, 0.000000e+00
  %123 = fmul contract float %100, %54
  %124 = fadd contract float %123, 0.000000e+00
  %125 = fmul contract float %102, %54
  %126 = fadd contract float %125, 0.000000e+00
  %127 = fmul contract float %104, %54
  %128 = fadd contract float %127, 0.000000e+00
  %129 = fmul contract float %106, %54
  %130 = fadd contract float %129, 0.000000e+00
  %131 = mul nuw nsw i32 %67, 3
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %132
  %134 = load float, ptr %133, align 16, !tbaa !26
  %135 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !26
  %137 = getelementptr inbounds nuw i8, ptr %133, i64 8
  %138 = load float, ptr %137, align 8, !tbaa !26
  %139 = getelementptr inbounds nuw i8, ptr %133, i64 12
  %140 = load float, ptr %139, align 4, !tbaa !26
  %141 = getelementptr i8, ptr %133, i64 16
  %142 = load float, ptr %141, align 16, !tbaa !26
  %143 = getelementptr i8, ptr %133, i64 20
  %144 = load float, ptr %143, align 4, !tbaa !26
  %145 = getelementptr i8, ptr %133, i64 24
  %146 = load float, ptr %145, align 8, !tbaa !26
  %147 = getelementptr i8, ptr %133, i64 28
  %148 = load float, ptr %147, align 4, !tbaa !26
  %149 = getelementptr i8, ptr %133, i64 32
  %150 = load float, ptr %149, align 16, !tbaa !26
  %151 = getelementptr i8, ptr %133, i64 36
  %152 = load float, ptr %151, align 4, !tbaa !26
  %153 = getelementptr i8, ptr %133, i64 40
  %154 = load float, ptr %153, align 8, !tbaa !26
  %155 = getelementptr i8, ptr %133, i64 44
  %156 = load float, ptr %155, align 4, !tbaa !26
  %157 = fmul contract float %134, %53
  %158 = fadd contract float %108, %157
  %159 = fmul contract float %136, %53
  %160 = fadd contract float %110, %159
  %161 = fmul contract float %138, %53
  %162 = fadd contract float %112, %161
  %163 = fmul contract float %140, %53
  %164 = fadd contract float %114, %163
  %165 = fmul contract float %142, %53
  %166 = fadd contract float %116, %165
  %167 = fmul contract float %144, %53
  %168 = fadd contract float %118, %167
  %169 = fmul contract float %146, %53
  %170 = fadd contract float %120, %169
  %171 = fmul contract float %148, %53
  %172 = fadd contract float %122, %171
  %173 = fmul contract float %150, %53
  %174 = fadd contract float %124, %173
  %175 = fmul contract float %152, %53
  %176 = fadd contract float %126, %175
  %177 = fmul contract float %154, %53
  %178 = fadd contract float %128, %177
  %179 = fmul contract float %156, %53
  %180 = fadd contract float %130, %179
  %181 = mul nuw nsw i32 %63, 3
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %182
  %184 = load float, ptr %183, align 16, !tbaa !26
  %185 = getelementptr inbounds nuw i8, ptr %183, i64 4
  %186 = load float, ptr %185, align 4, !tbaa !26
  %187 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %188 = load float, ptr %187, align 8, !tbaa !26
  %189 = getelementptr inbounds nuw i8, ptr %183, i64 12
  %190 = load float, ptr %189, align 4, !tbaa !26
  %191 = getelementptr i8, ptr %183, i64 16
  %192 = load float, ptr %191, align 16, !tbaa !26
  %193 = getelementptr i8, ptr %183, i64 20
  %194 = load float, ptr %193, align 4, !tbaa !26
  %195 = getelementptr i8, ptr %183, i64 24
  %196 = load float, ptr %195, align 8, !tbaa !26
  %197 = getelementptr i8, ptr %183, i64 28
  %198 = load float, ptr %197, align 4, !tbaa !26
  %199 = getelementptr i8, ptr %183, i64 32
  %200 = load float, ptr %199, align 16, !tbaa !26
  %201 = getelementptr i8, ptr %183, i64 36
  %202 = load float, ptr %201, align 4, !tbaa !26
  %203 = getelementptr i8, ptr %183, i64 40
  %204 = load float, ptr %203, align 8, !tbaa !26
  %205 = getelementptr i8, ptr %183, i64 44
  %206 = load float, ptr %205, align 4, !tbaa !26
  %207 = fmul contract float %184, %52
  %208 = fadd contract float %158, %207
  %209 = fmul contract float %186, %52
  %210 = fadd contract float %160, %209
  %211 = fmul contract float %188, %52
  %212 = fadd contract float %162, %211
  %213 = fmul contract float %190, %52
  %214 = fadd contract float %164, %213
  %215 = fmul contract float %192, %52
  %216 = fadd contract float %166, %215
  %217 = fmul contract float %194, %52
  %218 = fadd contract float %168, %217
  %219 = fmul contract float %196, %52
  %220 = fadd contract float %170, %219
  %221 = fmul contract float %198, %52
  %222 = fadd contract float %172, %221
  %223 = fmul contract float %200, %52
  %224 = fadd contract float %174, %223
  %225 = fmul contract float %202, %52
  %226 = fadd contract float %176, %225
  %227 = fmul contract float %204, %52
  %228 = fadd contract float %178, %227
  %229 = fmul contract float %206, %52
  %230 = fadd contract float %180, %229
  %231 = mul nuw nsw i32 %59, 3
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %232
  %234 = load float, ptr %233, align 16, !tbaa !26
  %235 = getelementptr inbounds nuw i8, ptr %233, i64 4
  %236 = load float, ptr %235, align 4, !tbaa !26
  %237 = getelementptr inbounds nuw i8, ptr %233, i64 8
  %238 = load float, ptr %237, align 8, !tbaa !26
  %239 = getelementptr inbounds nuw i8, ptr %233, i64 12
  %240 = load float, ptr %239, align 4, !tbaa !26
  %241 = getelementptr i8, ptr %233, i64 16
  %242 = load float, ptr %241, align 16, !tbaa !26
  %243 = getelementptr i8, ptr %233, i64 20
  %244 = load float, ptr %243, align 4, !tbaa !26
  %245 = getelementptr i8, ptr %233, i64 24
  %246 = load float, ptr %245, align 8, !tbaa !26
  %247 = getelementptr i8, ptr %233, i64 28
  %248 = load float, ptr %247, align 4, !tbaa !26
  %249 = getelementptr i8, ptr %233, i64 32
  %250 = load float, ptr %249, align 16, !tbaa !26
  %251 = getelementptr i8, ptr %233, i64 36
  %252 = load float, ptr %251, align 4, !tbaa !26
  %253 = getelementptr i8, ptr %233, i64 40
  %254 = load float, ptr %253, align 8, !tbaa !26
  %255 = getelementptr i8, ptr %233, i64 44
  %256 = load float, ptr %255, align 4, !tbaa !26
  %257 = fmul contract float %234, %51
  %258 = fadd contract float %208, %257
  %259 = fmul contract float %236, %51
  %260 = fadd contract float %210, %259
  %261 = fmul contract float %238, %51
  %262 = fadd contract float %212, %261
  %263 = fmul contract float %240, %51
  %264 = fadd contract float %214, %263
  %265 = fmul contract float %242, %51
  %266 = fadd contract float %216, %265
  %267 = fmul contract float %244, %51
  %268 = fadd contract float %218, %267
  %269 = fmul contract float %246, %51
  %270 = fadd contract float %220, %269
  %271 = fmul contract float %248, %51
  %272 = fadd contract float %222, %271
  %273 = fmul contract float %250, %51
  %274 = fadd contract float %224, %273
  %275 = fmul contract float %252, %51
  %276 = fadd contract float %226, %275
  %277 = fmul contract float %254, %51
  %278 = fadd contract float %228, %277
  %279 = fmul contract float %256, %51
  %280 = fadd contract float %230, %279
  %281 = fmul contract float %80, %258
  %282 = fmul contract float %79, %260
  %283 = fadd contract float %281, %282
  %284 = fmul contract float %77, %262
  %285 = fadd contract float %283, %284
  %286 = fadd contract float %264, %285
  %287 = fmul contract float %80, %266
  %288 = fmul contract float %79, %268
  %289 = fadd contract float %287, %288
  %290 = fmul contract float %77, %270
  %291 = fadd contract float %289, %290
  %292 = fadd contract float %272, %291
  %293 = fmul contract float %80, %274
  %294 = fmul contract float %79, %276
  %295 = fadd contract float %294, %293
  %296 = fmul contract float %77, %278
  %297 = fadd contract float %296, %295
  %298 = fadd contract float %280, %297
  %299 = fmul contract float %75, %258
  %300 = fmul contract float %74, %260
  %301 = fadd contract float %299, %300
  %302 = fmul contract float %72, %262
  %303 = fadd contract float %301, %302
  %304 = fmul contract float %75, %266
  %305 = fmul contract float %74, %268
  %306 = fadd contract float %304, %305
  %307 = fmul contract float %72, %270
  %308 = fadd contract float %306, %307
  %309 = fmul contract float %75, %274
  %310 = fmul contract float %74, %276
  %311 = fadd contract float %310, %309
  %312 = fmul contract float %72, %278
  %313 = fadd contract float %312, %311
  %314 = fmul contract float %303, %303
  %315 = fmul contract float %308, %308
  %316 = fadd contract float %315, %314
  %317 = fmul contract float %313, %313
  %318 = fadd contract float %317, %316
  %319 = fcmp contract ogt float %318, 0x3BC79CA100000000
  br i1 %319, label %320, label %322

320:                                              ; preds = %25
  %321 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %318)
  br label %322

322:                                              ; preds = %25, %320
  %323 = phi contract float [ %321, %320 ], [ 0.000000e+00, %25 ]
  %324 = fmul contract float %303, %323
  %325 = fmul contract float %308, %323
  %326 = fmul contract float %313, %323
  %327 = getelementptr inbounds nuw %struct.float4, ptr %4, i64 %26
  store float %286, ptr %327, align 16, !tbaa !26
  %328 = getelementptr inbounds nuw i8, ptr %327, i64 4
  store float %292, ptr %328, align 4, !tbaa !26
  %329 = getelementptr inbounds nuw i8, ptr %327, i64 8
  store float %298, ptr %329, align 8, !tbaa !26
  %330 = getelementptr inbounds nuw i8, ptr %327, i64 12
  store float %29, ptr %330, align 4, !tbaa !26
  %331 = getelementptr inbounds nuw %struct.float4, ptr %5, i64 %26
  store float %324, ptr %331, align 16, !tbaa !26
  %332 = getelementptr inbounds nuw i8, ptr %331, i64 4
  store float %325, ptr %332, align 4, !tbaa !26
  %333 = getelementptr inbounds nuw i8, ptr %331, i64 8
  store float %326, ptr %333, align 8, !tbaa !26
  %334 = getelementptr inbounds nuw i8, ptr %331, i64 12
  store float %32, ptr %334, align 4, !tbaa !26
  %335 = add nuw nsw i64 %26, %23
  %336 = icmp slt i64 %335, %6
  br i1 %336, label %25, label %24, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @skin_dqs(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 1)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %9, i32 128)
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp slt i64 %18, %6
  br i1 %19, label %20, label %24

20:                                               ; preds = %8
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %14
  br label %25

24:                                               ; preds = %371, %8
  ret void

25:                                               ; preds = %20, %371
  %26 = phi i64 [ %18, %20 ], [ %380, %371 ]
  %27 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %26
  %28 = load i8, ptr %27, align 4, !tbaa !30
  %29 = zext i8 %28 to i32
  %30 = urem i32 %29, %10
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !26
  %35 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %36 = load float, ptr %35, align 8, !tbaa !26
  %37 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !26
  %39 = load float, ptr %32, align 16, !tbaa !26
  %40 = getelementptr inbounds nuw i8, ptr %27, i64 3
  %41 = load i8, ptr %40, align 1, !tbaa !30
  %42 = zext i8 %41 to i32
  %43 = urem i32 %42, %10
  %44 = getelementptr inbounds nuw i8, ptr %27, i64 2
  %45 = load i8, ptr %44, align 2, !tbaa !30
  %46 = zext i8 %45 to i32
  %47 = urem i32 %46, %10
  %48 = getelementptr inbounds nuw i8, ptr %27, i64 1
  %49 = load i8, ptr %48, align 1, !tbaa !30
  %50 = zext i8 %49 to i32
  %51 = urem i32 %50, %10
  %52 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %26
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 12
  %54 = load float, ptr %53, align 4, !tbaa !26
  %55 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %56 = load float, ptr %55, align 8, !tbaa !26
  %57 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %58 = load float, ptr %57, align 4, !tbaa !26
  %59 = load float, ptr %52, align 16, !tbaa !26
  %60 = zext nneg i32 %30 to i64
  %61 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %60
  %62 = load float, ptr %61, align 16, !tbaa !26
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !26
  %65 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %66 = load float, ptr %65, align 8, !tbaa !26
  %67 = getelementptr inbounds nuw i8, ptr %61, i64 12
  %68 = load float, ptr %67, align 4, !tbaa !26
  %69 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %70 = load float, ptr %69, align 16, !tbaa !26
  %71 = getelementptr inbounds nuw i8, ptr %61, i64 20
  %72 = load float, ptr %71, align 4, !tbaa !26
  %73 = getelementptr inbounds nuw i8, ptr %61, i64 24
  %74 = load float, ptr %73, align 8, !tbaa !26
  %75 = getelementptr inbounds nuw i8, ptr %61, i64 28
  %76 = load float, ptr %75, align 4, !tbaa !26
  %77 = tail call noundef float @llvm.maxnum.f32(float %59, float 0.000000e+00)
  %78 = fmul contract float %39, %62
  %79 = fmul contract float %38, %64
  %80 = fadd contract float %78, %79
  %81 = fmul contract float %36, %66
  %82 = fadd contract float %80, %81
  %83 = fmul contract float %34, %68
  %84 = fadd contract float %82, %83
  %85 = fcmp contract olt float %84, 0.000000e+00
  %86 = fneg contract float %77
  %87 = select i1 %85, float %86, float %77
  %88 = fmul contract float %62, %87
  %89 = fadd contract float %88, 0.000000e+00
  %90 = fmul contract float %64, %87
  %91 = fadd contract float %90, 0.000000e+00
  %92 = fmul contract float %66, %87
  %93 = fadd contract float %92, 0.000000e+00
  %94 = fmul contract float %68, %87
  %95 = fadd contract float %94, 0.000000e+00
  %96 = fmul contract float %70, %87
  %97 = fadd contract float %96, 0.000000e+00
  %98 = fmul contract float %72, %87
  %99 = fadd contract float %98, 0.000000e+00
  %100 = fmul contract float %74, %87
  %101 = fadd contract float %100, 0.000000e+00
  %102 = fmul contract float %76, %87
  %103 = fadd contract float %102, 0.000000e+00
  %104 = zext nneg i32 %51 to i64
  %105 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %104
  %106 = load float, ptr %105, align 16, !tbaa !26
  %107 = getelementptr inbounds nuw i8, ptr %105, i64 4
  %108 = load float, ptr %107, align 4, !tbaa !26
  %109 = getelementptr inbounds nuw i8, ptr %105, i64 8
  %110 = load float, ptr %109, align 8, !tbaa !26
  %111 = getelementptr inbounds nuw i8, ptr %105, i64 12
  %112 = load float, ptr %111, align 4, !tbaa !26
  %113 = getelementptr inbounds nuw i8, ptr %105, i64 16
  %114 = load float, ptr %113, align 16, !tbaa !26
  %115 = getelementptr inbounds nuw i8, ptr %105, i64 20
  %116 = load float, ptr %115, align 4, !tbaa !26
  %117 = getelementptr inbounds nuw i8, ptr %105, i64 24
  %118 = load float, ptr %117, align 8, !tbaa !26
  %119 = getelementptr inbounds nuw i8, ptr %105, i64 28
  %120 = load float, ptr %119, align 4, !tbaa !26
  %121 = tail call noundef float @llvm.maxnum.f32(float %58, float 0.000000e+00)
  %122 = fmul contract float %39, %106
  %123 = fmul contract float %38, %108
  %124 = fadd contract float %122, %123
  %125 = fmul contract float %36, %110
  %126 = fadd contract float %124, %125
  %127 = fmul contract float %34, %112
  %128 = fadd contract float %126, %127
  %129 = fcmp contract olt float %128, 0.000000e+00
  %130 = fneg contract float %121
  %131 = select i1 %129, float %130, float %121
  %132 = fmul contract float %106, %131
  %133 = fadd contract float %89, %132
  %134 = fmul contract float %108, %131
  %135 = fadd contract float %91, %134
  %136 = fmul contract float %110, %131
  %137 = fadd contract float %93, %136
  %138 = fmul contract float %112, %131
  %139 = fadd contract float %95, %138
  %140 = fmul contract float %114, %131
  %141 = fadd contract float %97, %140
  %142 = fmul contract float %116, %131
  %143 = fadd contract float %99, %142
  %144 = fmul contract float %118, %131
  %145 = fadd contract float %101, %144
  %146 = fmul contract float %120, %131
  %147 = fadd contract float %103, %146
  %148 = zext nneg i32 %47 to i64
  %149 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %148
  %150 = load float, ptr %149, align 16, !tbaa !26
  %151 = getelementptr inbounds nuw i8, ptr %149, i64 4
  %152 = load float, ptr %151, align 4, !tbaa !26
  %153 = getelementptr inbounds nuw i8, ptr %149, i64 8
  %154 = load float, ptr %153, align 8, !tbaa !26
  %155 = getelementptr inbounds nuw i8, ptr %149, i64 12
  %156 = load float, ptr %155, align 4, !tbaa !26
  %157 = getelementptr inbounds nuw i8, ptr %149, i64 16
  %158 = load float, ptr %157, align 16, !tbaa !26
  %159 = getelementptr inbounds nuw i8, ptr %149, i64 20
  %160 = load float, ptr %159, align 4, !tbaa !26
  %161 = getelementptr inbounds nuw i8, ptr %149, i64 24
  %162 = load float, ptr %161, align 8, !tbaa !26
  %163 = getelementptr inbounds nuw i8, ptr %149, i64 28
  %164 = load float, ptr %163, align 4, !tbaa !26
  %165 = tail call noundef float @llvm.maxnum.f32(float %56, float 0.000000e+00)
  %166 = fmul contract float %39, %150
  %167 = fmul contract float %38, %152
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %36, %154
  %170 = fadd contract float %168, %169
  %171 = fmul contract float %34, %156
  %172 = fadd contract float %170, %171
  %173 = fcmp contract olt float %172, 0.000000e+00
  %174 = fneg contract float %165
  %175 = select i1 %173, float %174, float %165
  %176 = fmul contract float %150, %175
  %177 = fadd contract float %133, %176
  %178 = fmul contract float %152, %175
  %179 = fadd contract float %135, %178
  %180 = fmul contract float %154, %175
  %181 = fadd contract float %137, %180
  %182 = fmul contract float %156, %175
  %183 = fadd contract float %139, %182
  %184 = fmul contract float %158, %175
  %185 = fadd contract float %141, %184
  %186 = fmul contract float %160, %175
  %187 = fadd contract float %143, %186
  %188 = fmul contract float %162, %175
  %189 = fadd contract float %145, %188
  %190 = fmul contract float %164, %175
  %191 = fadd contract float %147, %190
  %192 = zext nneg i32 %43 to i64
  %193 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %192
  %194 = load float, ptr %193, align 16, !tbaa !26
  %195 = getelementptr inbounds nuw i8, ptr %193, i64 4
  %196 = load float, ptr %195, align 4, !tbaa !26
  %197 = getelementptr inbounds nuw i8, ptr %193, i64 8
  %198 = load float, ptr %197, align 8, !tbaa !26
  %199 = getelementptr inbounds nuw i8, ptr %193, i64 12
  %200 = load float, ptr %199, align 4, !tbaa !26
  %201 = getelementptr inbounds nuw i8, ptr %193, i64 16
  %202 = load float, ptr %201, align 16, !tbaa !26
  %203 = getelementptr inbounds nuw i8, ptr %193, i64 20
  %204 = load float, ptr %203, align 4, !tbaa !26
  %205 = getelementptr inbounds nuw i8, ptr %193, i64 24
  %206 = load float, ptr %205, align 8, !tbaa !26
  %207 = getelementptr inbounds nuw i8, ptr %193, i64 28
  %208 = load float, ptr %207, align 4, !tbaa !26
  %209 = tail call noundef float @llvm.maxnum.f32(float %54, float 0.000000e+00)
  %210 = fmul contract float %39, %194
  %211 = fmul contract float %38, %196
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %36, %198
  %214 = fadd contract float %212, %213
  %215 = fmul contract float %34, %200
  %216 = fadd contract float %214, %215
  %217 = fcmp contract olt float %216, 0.000000e+00
  %218 = fneg contract float %209
  %219 = select i1 %217, float %218, float %209
  %220 = fmul contract float %194, %219
  %221 = fadd contract float %177, %220
  %222 = fmul contract float %196, %219
  %223 = fadd contract float %179, %222
  %224 = fmul contract float %198, %219
  %225 = fadd contract float %181, %224
  %226 = fmul contract float %200, %219
  %227 = fadd contract float %183, %226
  %228 = fmul contract float %202, %219
  %229 = fadd contract float %185, %228
  %230 = fmul contract float %204, %219
  %231 = fadd contract float %187, %230
  %232 = fmul contract float %206, %219
  %233 = fadd contract float %189, %232
  %234 = fmul contract float %208, %219
  %235 = fadd contract float %191, %234
  %236 = fmul contract float %221, %221
  %237 = fmul contract float %223, %223
  %238 = fadd contract float %236, %237
  %239 = fmul contract float %225, %225
  %240 = fadd contract float %238, %239
  %241 = fmul contract float %227, %227
  %242 = fadd contract float %240, %241
  %243 = fcmp contract ogt float %242, 0x3BC79CA100000000
  br i1 %243, label %244, label %246

244:                                              ; preds = %25
  %245 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %242)
  br label %246

246:                                              ; preds = %25, %244
  %247 = phi contract float [ %245, %244 ], [ 0.000000e+00, %25 ]
  %248 = fmul contract float %221, %247
  %249 = fmul contract float %223, %247
  %250 = fmul contract float %225, %247
  %251 = fmul contract float %227, %247
  %252 = fmul contract float %229, %247
  %253 = fmul contract float %231, %247
  %254 = fmul contract float %233, %247
  %255 = fmul contract float %235, %247
  %256 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %26
  %257 = load float, ptr %256, align 16, !tbaa !26
  %258 = getelementptr inbounds nuw i8, ptr %256, i64 4
  %259 = load float, ptr %258, align 4, !tbaa !26
  %260 = getelementptr inbounds nuw i8, ptr %256, i64 8
  %261 = load float, ptr %260, align 8, !tbaa !26
  %262 = getelementptr inbounds nuw i8, ptr %256, i64 12
  %263 = load float, ptr %262, align 4, !tbaa !26
  %264 = fmul contract float %249, %261
  %265 = fmul contract float %250, %259
  %266 = fsub contract float %264, %265
  %267 = fmul contract float %250, %257
  %268 = fmul contract float %248, %261
  %269 = fsub contract float %267, %268
  %270 = fmul contract float %248, %259
  %271 = fmul contract float %249, %257
  %272 = fsub contract float %270, %271
  %273 = fmul contract float %251, %257
  %274 = fadd contract float %273, %266
  %275 = fmul contract float %251, %259
  %276 = fadd contract float %275, %269
  %277 = fmul contract float %251, %261
  %278 = fadd contract float %272, %277
  %279 = fmul contract float %249, %278
  %280 = fmul contract float %250, %276
  %281 = fsub contract float %279, %280
  %282 = fmul contract float %250, %274
  %283 = fmul contract float %248, %278
  %284 = fsub contract float %282, %283
  %285 = fmul contract float %248, %276
  %286 = fmul contract float %249, %274
  %287 = fsub contract float %285, %286
  %288 = fmul contract float %249, %254
  %289 = fmul contract float %250, %253
  %290 = fsub contract float %288, %289
  %291 = fmul contract float %250, %252
  %292 = fmul contract float %248, %254
  %293 = fsub contract float %291, %292
  %294 = fmul contract float %248, %253
  %295 = fmul contract float %249, %252
  %296 = fsub contract float %294, %295
  %297 = fmul contract float %251, %252
  %298 = fmul contract float %255, %248
  %299 = fsub contract float %297, %298
  %300 = fadd contract float %299, %290
  %301 = fmul contract float %300, 2.000000e+00
  %302 = fmul contract float %251, %253
  %303 = fmul contract float %255, %249
  %304 = fsub contract float %302, %303
  %305 = fadd contract float %304, %293
  %306 = fmul contract float %305, 2.000000e+00
  %307 = fmul contract float %251, %254
  %308 = fmul contract float %255, %250
  %309 = fsub contract float %307, %308
  %310 = fadd contract float %309, %296
  %311 = fmul contract float %310, 2.000000e+00
  %312 = fmul contract float %281, 2.000000e+00
  %313 = fadd contract float %257, %312
  %314 = fadd contract float %301, %313
  %315 = fmul contract float %284, 2.000000e+00
  %316 = fadd contract float %259, %315
  %317 = fadd contract float %306, %316
  %318 = fmul contract float %287, 2.000000e+00
  %319 = fadd contract float %261, %318
  %320 = fadd contract float %311, %319
  %321 = getelementptr inbounds nuw %struct.float4, ptr %4, i64 %26
  store float %314, ptr %321, align 16, !tbaa !26
  %322 = getelementptr inbounds nuw i8, ptr %321, i64 4
  store float %317, ptr %322, align 4, !tbaa !26
  %323 = getelementptr inbounds nuw i8, ptr %321, i64 8
  store float %320, ptr %323, align 8, !tbaa !26
  %324 = getelementptr inbounds nuw i8, ptr %321, i64 12
  store float %263, ptr %324, align 4, !tbaa !26
  %325 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %26
  %326 = load float, ptr %325, align 16, !tbaa !26
  %327 = getelementptr inbounds nuw i8, ptr %325, i64 4
  %328 = load float, ptr %327, align 4, !tbaa !26
  %329 = getelementptr inbounds nuw i8, ptr %325, i64 8
  %330 = load float, ptr %329, align 8, !tbaa !26
  %331 = getelementptr inbounds nuw i8, ptr %325, i64 12
  %332 = load float, ptr %331, align 4, !tbaa !26
  %333 = fmul contract float %249, %330
  %334 = fmul contract float %250, %328
  %335 = fsub contract float %333, %334
  %336 = fmul contract float %250, %326
  %337 = fmul contract float %248, %330
  %338 = fsub contract float %336, %337
  %339 = fmul contract float %248, %328
  %340 = fmul contract float %249, %326
  %341 = fsub contract float %339, %340
  %342 = fmul contract float %251, %326
  %343 = fadd contract float %342, %335
  %344 = fmul contract float %251, %328
  %345 = fadd contract float %344, %338
  %346 = fmul contract float %251, %330
  %347 = fadd contract float %341, %346
  %348 = fmul contract float %249, %347
  %349 = fmul contract float %250, %345
  %350 = fsub contract float %348, %349
  %351 = fmul contract float %250, %343
  %352 = fmul contract float %248, %347
  %353 = fsub contract float %351, %352
  %354 = fmul contract float %248, %345
  %355 = fmul contract float %249, %343
  %356 = fsub contract float %354, %355
  %357 = fmul contract float %350, 2.000000e+00
  %358 = fadd contract float %326, %357
  %359 = fmul contract float %353, 2.000000e+00
  %360 = fadd contract float %328, %359
  %361 = fmul contract float %356, 2.000000e+00
  %362 = fadd contract float %330, %361
  %363 = fmul contract float %358, %358
  %364 = fmul contract float %360, %360
  %365 = fadd contract float %363, %364
  %366 = fmul contract float %362, %362
  %367 = fadd contract float %366, %365
  %368 = fcmp contract ogt float %367, 0x3BC79CA100000000
  br i1 %368, label %369, label %371

369:                                              ; preds = %246
  %370 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %367)
  br label %371

371:                                              ; preds = %246, %369
  %372 = phi contract float [ %370, %369 ], [ 0.000000e+00, %246 ]
  %373 = fmul contract float %358, %372
  %374 = fmul contract float %360, %372
  %375 = fmul contract float %362, %372
  %376 = getelementptr inbounds nuw %struct.float4, ptr %5, i64 %26
  store float %373, ptr %376, align 16, !tbaa !26
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 4
  store float %374, ptr %377, align 4, !tbaa !26
  %378 = getelementptr inbounds nuw i8, ptr %376, i64 8
  store float %375, ptr %378, align 8, !tbaa !26
  %379 = getelementptr inbounds nuw i8, ptr %376, i64 12
  store float %332, ptr %379, align 4, !tbaa !26
  %380 = add nuw nsw i64 %26, %23
  %381 = icmp slt i64 %380, %6
  br i1 %381, label %25, label %24, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @skin_morph_targets(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %9, i32 32)
  %11 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 0)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %5
  br i1 %17, label %18, label %105

18:                                               ; preds = %8
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds %struct.float4, ptr %0, i64 %19
  %21 = load float, ptr %20, align 16, !tbaa !26
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !26
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %25 = load float, ptr %24, align 8, !tbaa !26
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %27 = load float, ptr %26, align 4, !tbaa !26
  %28 = icmp slt i32 %6, 1
  br i1 %28, label %29, label %37

29:                                               ; preds = %99, %18
  %30 = phi float [ %21, %18 ], [ %100, %99 ]
  %31 = phi float [ %23, %18 ], [ %101, %99 ]
  %32 = phi float [ %25, %18 ], [ %102, %99 ]
  %33 = getelementptr inbounds %struct.float4, ptr %4, i64 %19
  store float %30, ptr %33, align 16, !tbaa !26
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 4
  store float %31, ptr %34, align 4, !tbaa !26
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 8
  store float %32, ptr %35, align 8, !tbaa !26
  %36 = getelementptr inbounds nuw i8, ptr %33, i64 12
  store float %27, ptr %36, align 4, !tbaa !26
  br label %105

37:                                               ; preds = %18, %99
  %38 = phi float [ %102, %99 ], [ %25, %18 ]
  %39 = phi float [ %101, %99 ], [ %23, %18 ]
  %40 = phi float [ %100, %99 ], [ %21, %18 ]
  %41 = phi i32 [ %103, %99 ], [ 0, %18 ]
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_morph_weight to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !26
  %45 = tail call noundef float @llvm.nvvm.fabs.f32(float %44)
  %46 = fcmp contract ogt float %45, 0x3F1A36E2E0000000
  br i1 %46, label %47, label %99

47:                                               ; preds = %37
  %48 = getelementptr inbounds nuw i32, ptr %1, i64 %42
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %49, i32 0)
  %51 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %50, i32 range(i32 0, -2147483648) %11)
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %53, i32 range(i32 0, -2147483648) %51)
  %55 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %54, i32 range(i32 0, -2147483648) %11)
  %56 = icmp samesign ult i32 %50, %55
  br i1 %56, label %63, label %57

57:                                               ; preds = %63, %47
  %58 = phi i32 [ %51, %47 ], [ %75, %63 ]
  %59 = icmp slt i32 %58, %11
  %60 = tail call range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %53, i32 0)
  %61 = icmp slt i32 %58, %60
  %62 = select i1 %59, i1 %61, i1 false
  br i1 %62, label %81, label %99

63:                                               ; preds = %47, %63
  %64 = phi i32 [ %77, %63 ], [ 0, %47 ]
  %65 = phi i32 [ %76, %63 ], [ %55, %47 ]
  %66 = phi i32 [ %75, %63 ], [ %51, %47 ]
  %67 = sub nsw i32 %65, %66
  %68 = lshr i32 %67, 1
  %69 = add nuw nsw i32 %68, %66
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr %2, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = icmp slt i32 %72, %16
  %74 = add nuw nsw i32 %69, 1
  %75 = select i1 %73, i32 %74, i32 %66
  %76 = select i1 %73, i32 %65, i32 %69
  %77 = add nuw nsw i32 %64, 1
  %78 = icmp samesign ult i32 %64, 31
  %79 = icmp slt i32 %75, %76
  %80 = select i1 %78, i1 %79, i1 false
  br i1 %80, label %63, label %57, !llvm.loop !33

81:                                               ; preds = %57
  %82 = zext nneg i32 %58 to i64
  %83 = getelementptr inbounds nuw i32, ptr %2, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = icmp eq i32 %84, %16
  br i1 %85, label %86, label %99

86:                                               ; preds = %81
  %87 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %82
  %88 = load float, ptr %87, align 16, !tbaa !26
  %89 = getelementptr inbounds nuw i8, ptr %87, i64 4
  %90 = load float, ptr %89, align 4, !tbaa !26
  %91 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %92 = load float, ptr %91, align 8, !tbaa !26
  %93 = fmul contract float %44, %88
  %94 = fadd contract float %40, %93
  %95 = fmul contract float %44, %90
  %96 = fadd contract float %39, %95
  %97 = fmul contract float %44, %92
  %98 = fadd contract float %38, %97
  br label %99

99:                                               ; preds = %57, %81, %86, %37
  %100 = phi float [ %40, %37 ], [ %94, %86 ], [ %40, %81 ], [ %40, %57 ]
  %101 = phi float [ %39, %37 ], [ %96, %86 ], [ %39, %81 ], [ %39, %57 ]
  %102 = phi float [ %38, %37 ], [ %98, %86 ], [ %38, %81 ], [ %38, %57 ]
  %103 = add nuw nsw i32 %41, 1
  %104 = icmp eq i32 %103, %10
  br i1 %104, label %29, label %37, !llvm.loop !34

105:                                              ; preds = %8, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!11 = !{!12, !14, i64 44}
!12 = !{!"_ZTS5Mat34", !13, i64 0, !13, i64 16, !13, i64 32}
!13 = !{!"_ZTS6float4", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12}
!14 = !{!"float", !8, i64 0}
!15 = !{!12, !14, i64 28}
!16 = !{!12, !14, i64 12}
!17 = !{!12, !14, i64 40}
!18 = !{!12, !14, i64 24}
!19 = !{!12, !14, i64 8}
!20 = !{!12, !14, i64 36}
!21 = !{!12, !14, i64 20}
!22 = !{!12, !14, i64 4}
!23 = !{!12, !14, i64 32}
!24 = !{!12, !14, i64 16}
!25 = !{!12, !14, i64 0}
!26 = !{!14, !14, i64 0}
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{!8, !8, i64 0}
!31 = distinct !{!31, !28, !29}
!32 = distinct !{!32, !28, !29}
!33 = distinct !{!33, !28, !29}
!34 = distinct !{!34, !28, !29}
