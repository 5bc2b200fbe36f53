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
  %3 = load float, ptr %0, align 16, !tbaa !11
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load float, ptr %4, align 4, !tbaa !11
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load float, ptr %6, align 8, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load float, ptr %10, align 16, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %15 = load float, ptr %14, align 8, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %19 = load float, ptr %18, align 16, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %23 = load float, ptr %22, align 8, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = load float, ptr %1, align 16, !tbaa !13
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %28 = load float, ptr %27, align 16, !tbaa !16
  %29 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %30 = load float, ptr %29, align 16, !tbaa !17
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !18
  %33 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %34 = load float, ptr %33, align 4, !tbaa !19
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %36 = load float, ptr %35, align 4, !tbaa !20
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %38 = load float, ptr %37, align 8, !tbaa !21
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %40 = load float, ptr %39, align 8, !tbaa !22
  %41 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %42 = load float, ptr %41, align 8, !tbaa !23
  %43 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %44 = load float, ptr %43, align 4, !tbaa !24
  %45 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %46 = load float, ptr %45, align 4, !tbaa !25
  %47 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %48 = load float, ptr %47, align 4, !tbaa !26
  %49 = fmul contract float %3, %26
  %50 = fmul contract float %5, %28
  %51 = fadd contract float %49, %50
  %52 = fmul contract float %7, %30
  %53 = fadd contract float %51, %52
  %54 = fmul contract float %3, %32
  %55 = fmul contract float %5, %34
  %56 = fadd contract float %54, %55
  %57 = fmul contract float %7, %36
  %58 = fadd contract float %56, %57
  %59 = fmul contract float %3, %38
  %60 = fmul contract float %5, %40
  %61 = fadd contract float %59, %60
  %62 = fmul contract float %7, %42
  %63 = fadd contract float %61, %62
  %64 = fmul contract float %3, %44
  %65 = fmul contract float %5, %46
  %66 = fadd contract float %64, %65
  %67 = fmul contract float %7, %48
  %68 = fadd contract float %66, %67
  %69 = fadd contract float %9, %68
  %70 = fmul contract float %11, %26
  %71 = fmul contract float %13, %28
  %72 = fadd contract float %70, %71
  %73 = fmul contract float %15, %30
  %74 = fadd contract float %72, %73
  %75 = fmul contract float %11, %32
  %76 = fmul contract float %13, %34
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %15, %36
  %79 = fadd contract float %77, %78
  %80 = fmul contract float %11, %38
  %81 = fmul contract float %13, %40
  %82 = fadd contract float %80, %81
  %83 = fmul contract float %15, %42
  %84 = fadd contract float %82, %83
  %85 = fmul contract float %11, %44
  %86 = fmul contract float %13, %46
  %87 = fadd contract float %85, %86
  %88 = fmul contract float %15, %48
  %89 = fadd contract float %87, %88
  %90 = fadd contract float %17, %89
  %91 = fmul contract float %19, %26
  %92 = fmul contract float %21, %28
  %93 = fadd contract float %91, %92
  %94 = fmul contract float %23, %30
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %19, %32
  %97 = fmul contract float %21, %34
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %23, %36
  %100 = fadd contract float %98, %99
  %101 = fmul contract float %19, %38
  %102 = fmul contract float %21, %40
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %23, %42
  %105 = fadd contract float %103, %104
  %106 = fmul contract float %19, %44
  %107 = fmul contract float %21, %46
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %23, %48
  %110 = fadd contract float %108, %109
  %111 = fadd contract float %25, %110
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
  %2 = load float, ptr %0, align 16, !tbaa !13
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %5 = load float, ptr %4, align 4, !tbaa !19
  %6 = fadd contract float %2, %5
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %9 = load float, ptr %8, align 8, !tbaa !23
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
  %19 = load float, ptr %18, align 8, !tbaa !22
  %20 = fsub contract float %17, %19
  %21 = fdiv contract float %20, %15
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %23 = load float, ptr %22, align 8, !tbaa !21
  %24 = load float, ptr %7, align 16, !tbaa !17
  %25 = fsub contract float %23, %24
  %26 = fdiv contract float %25, %15
  %27 = load float, ptr %3, align 16, !tbaa !16
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !18
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
  %46 = load float, ptr %45, align 4, !tbaa !18
  %47 = load float, ptr %3, align 16, !tbaa !16
  %48 = fadd contract float %46, %47
  %49 = fdiv contract float %48, %43
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %51 = load float, ptr %50, align 8, !tbaa !21
  %52 = load float, ptr %7, align 16, !tbaa !17
  %53 = fadd contract float %51, %52
  %54 = fdiv contract float %53, %43
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %56 = load float, ptr %55, align 4, !tbaa !20
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %58 = load float, ptr %57, align 8, !tbaa !22
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
  %71 = load float, ptr %70, align 4, !tbaa !18
  %72 = load float, ptr %3, align 16, !tbaa !16
  %73 = fadd contract float %71, %72
  %74 = fdiv contract float %73, %69
  %75 = fmul contract float %69, 2.500000e-01
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %77 = load float, ptr %76, align 8, !tbaa !22
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %79 = load float, ptr %78, align 4, !tbaa !20
  %80 = fadd contract float %77, %79
  %81 = fdiv contract float %80, %69
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %83 = load float, ptr %82, align 8, !tbaa !21
  %84 = load float, ptr %7, align 16, !tbaa !17
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
  %95 = load float, ptr %94, align 8, !tbaa !21
  %96 = load float, ptr %7, align 16, !tbaa !17
  %97 = fadd contract float %95, %96
  %98 = fdiv contract float %97, %93
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %100 = load float, ptr %99, align 8, !tbaa !22
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %102 = load float, ptr %101, align 4, !tbaa !20
  %103 = fadd contract float %100, %102
  %104 = fdiv contract float %103, %93
  %105 = fmul contract float %93, 2.500000e-01
  %106 = load float, ptr %3, align 16, !tbaa !16
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %108 = load float, ptr %107, align 4, !tbaa !18
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
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 128)
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
  %20 = load float, ptr %19, align 16, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %24 = load float, ptr %23, align 8, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = add nsw i32 %17, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.float4, ptr %0, i64 %28
  %30 = load float, ptr %29, align 16, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %34 = load float, ptr %33, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %29, i64 12
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = add nsw i32 %17, 2
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.float4, ptr %0, i64 %38
  %40 = load float, ptr %39, align 16, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 4
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %44 = load float, ptr %43, align 8, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %39, i64 12
  %46 = load float, ptr %45, align 4, !tbaa !11
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
  %72 = load float, ptr %71, align 16, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 4
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %76 = load float, ptr %75, align 8, !tbaa !11
  %77 = getelementptr inbounds nuw i8, ptr %71, i64 12
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %71, i64 16
  %80 = load float, ptr %79, align 16, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %71, i64 20
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %71, i64 24
  %84 = load float, ptr %83, align 8, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %71, i64 28
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %71, i64 32
  %88 = load float, ptr %87, align 16, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %71, i64 36
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = getelementptr inbounds nuw i8, ptr %71, i64 40
  %92 = load float, ptr %91, align 8, !tbaa !11
  %93 = getelementptr inbounds nuw i8, ptr %71, i64 44
  %94 = load float, ptr %93, align 4, !tbaa !11
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
  %174 = load float, ptr %173, align 16, !tbaa !11
  %175 = getelementptr inbounds nuw i8, ptr %173, i64 4
  %176 = load float, ptr %175, align 4, !tbaa !11
  %177 = getelementptr inbounds nuw i8, ptr %173, i64 8
  %178 = load float, ptr %177, align 8, !tbaa !11
  %179 = getelementptr inbounds nuw i8, ptr %173, i64 12
  %180 = load float, ptr %179, align 4, !tbaa !11
  %181 = getelementptr inbounds %struct.float4, ptr %2, i64 %28
  %182 = load float, ptr %181, align 16, !tbaa !11
  %183 = getelementptr inbounds nuw i8, ptr %181, i64 4
  %184 = load float, ptr %183, align 4, !tbaa !11
  %185 = getelementptr inbounds nuw i8, ptr %181, i64 8
  %186 = load float, ptr %185, align 8, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %181, i64 12
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = getelementptr inbounds %struct.float4, ptr %2, i64 %38
  %190 = load float, ptr %189, align 16, !tbaa !11
  %191 = getelementptr inbounds nuw i8, ptr %189, i64 4
  %192 = load float, ptr %191, align 4, !tbaa !11
  %193 = getelementptr inbounds nuw i8, ptr %189, i64 8
  %194 = load float, ptr %193, align 8, !tbaa !11
  %195 = getelementptr inbounds nuw i8, ptr %189, i64 12
  %196 = load float, ptr %195, align 4, !tbaa !11
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
  store float %201, ptr %260, align 16, !tbaa !11
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 4
  store float %206, ptr %261, align 4, !tbaa !11
  %262 = getelementptr inbounds nuw i8, ptr %260, i64 8
  store float %211, ptr %262, align 8, !tbaa !11
  %263 = getelementptr inbounds nuw i8, ptr %260, i64 12
  store float %217, ptr %263, align 4, !tbaa !11
  %264 = getelementptr inbounds %struct.float4, ptr %3, i64 %28
  store float %222, ptr %264, align 16, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 4
  store float %227, ptr %265, align 4, !tbaa !11
  %266 = getelementptr inbounds nuw i8, ptr %264, i64 8
  store float %232, ptr %266, align 8, !tbaa !11
  %267 = getelementptr inbounds nuw i8, ptr %264, i64 12
  store float %238, ptr %267, align 4, !tbaa !11
  %268 = getelementptr inbounds %struct.float4, ptr %3, i64 %38
  store float %243, ptr %268, align 16, !tbaa !11
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 4
  store float %248, ptr %269, align 4, !tbaa !11
  %270 = getelementptr inbounds nuw i8, ptr %268, i64 8
  store float %253, ptr %270, align 8, !tbaa !11
  %271 = getelementptr inbounds nuw i8, ptr %268, i64 12
  store float %259, ptr %271, align 4, !tbaa !11
  store float %201, ptr %7, align 16, !tbaa !11
  %272 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %206, ptr %272, align 4, !tbaa !11
  %273 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %211, ptr %273, align 8, !tbaa !11
  %274 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store float %217, ptr %274, align 4, !tbaa !11
  %275 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store float %222, ptr %275, align 16, !tbaa !11
  %276 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store float %227, ptr %276, align 4, !tbaa !11
  %277 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store float %232, ptr %277, align 8, !tbaa !11
  %278 = getelementptr inbounds nuw i8, ptr %7, i64 28
  store float %238, ptr %278, align 4, !tbaa !11
  %279 = getelementptr inbounds nuw i8, ptr %7, i64 32
  store float %243, ptr %279, align 16, !tbaa !11
  %280 = getelementptr inbounds nuw i8, ptr %7, i64 36
  store float %248, ptr %280, align 4, !tbaa !11
  %281 = getelementptr inbounds nuw i8, ptr %7, i64 40
  store float %253, ptr %281, align 8, !tbaa !11
  %282 = getelementptr inbounds nuw i8, ptr %7, i64 44
  store float %259, ptr %282, align 4, !tbaa !11
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
  store float %284, ptr %313, align 16, !tbaa !11
  %314 = getelementptr inbounds nuw i8, ptr %313, i64 4
  store float %285, ptr %314, align 4, !tbaa !11
  %315 = getelementptr inbounds nuw i8, ptr %313, i64 8
  store float %286, ptr %315, align 8, !tbaa !11
  %316 = getelementptr inbounds nuw i8, ptr %313, i64 12
  store float %287, ptr %316, align 4, !tbaa !11
  %317 = getelementptr inbounds nuw i8, ptr %313, i64 16
  store float %293, ptr %317, align 16, !tbaa !11
  %318 = getelementptr inbounds nuw i8, ptr %313, i64 20
  store float %299, ptr %318, align 4, !tbaa !11
  %319 = getelementptr inbounds nuw i8, ptr %313, i64 24
  store float %305, ptr %319, align 8, !tbaa !11
  %320 = getelementptr inbounds nuw i8, ptr %313, i64 28
  store float %311, ptr %320, align 4, !tbaa !11
  br label %321

321:                                              ; preds = %6, %160
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @skin_lbs(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 1)
  %10 = tail call i32 @llvm.umin.i32(i32 %9, i32 128)
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
  %28 = load float, ptr %27, align 16, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %32 = load float, ptr %31, align 8, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %26
  %36 = load float, ptr %35, align 16, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load float, ptr %39, align 8, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %26
  %44 = load i8, ptr %43, align 4, !tbaa !29
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 1
  %46 = load i8, ptr %45, align 1, !tbaa !29
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 2
  %48 = load i8, ptr %47, align 2, !tbaa !29
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 3
  %50 = load i8, ptr %49, align 1, !tbaa !29
  %51 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %26
  %52 = load float, ptr %51, align 16, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %51, i64 8
  %56 = load float, ptr %55, align 8, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %51, i64 12
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = tail call noundef float @llvm.maxnum.f32(float %52, float 0.000000e+00)
  %60 = tail call noundef float @llvm.maxnum.f32(float %54, float 0.000000e+00)
  %61 = tail call noundef float @llvm.maxnum.f32(float %56, float 0.000000e+00)
  %62 = tail call noundef float @llvm.maxnum.f32(float %58, float 0.000000e+00)
  %63 = fadd contract float %59, %60
  %64 = fadd contract float %63, %61
  %65 = fadd contract float %64, %62
  %66 = fcmp contract ogt float %65, 0x3E45798EE0000000
  %67 = fdiv contract float 1.000000e+00, %65
  %68 = select contract i1 %66, float %67, float 0.000000e+00
  %69 = zext i8 %44 to i32
  %70 = urem i32 %69, %10
  %71 = zext i8 %46 to i32
  %72 = urem i32 %71, %10
  %73 = zext i8 %48 to i32
  %74 = urem i32 %73, %10
  %75 = zext i8 %50 to i32
  %76 = urem i32 %75, %10
  %77 = fmul contract float %59, %68
  %78 = fmul contract float %60, %68
  %79 = fmul contract float %61, %68
  %80 = fmul contract float %62, %68
  %81 = mul nuw nsw i32 %70, 3
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %82
  %84 = load float, ptr %83, align 16, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %88 = load float, ptr %87, align 8, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %83, i64 12
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = getelementptr i8, ptr %83, i64 16
  %92 = load float, ptr %91, align 16, !tbaa !11
  %93 = getelementptr i8, ptr %83, i64 20
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = getelementptr i8, ptr %83, i64 24
  %96 = load float, ptr %95, align 8, !tbaa !11
  %97 = getelementptr i8, ptr %83, i64 28
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = getelementptr i8, ptr %83, i64 32
  %100 = load float, ptr %99, align 16, !tbaa !11
  %101 = getelementptr i8, ptr %83, i64 36
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = getelementptr i8, ptr %83, i64 40
  %104 = load float, ptr %103, align 8, !tbaa !11
  %105 = getelementptr i8, ptr %83, i64 44
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = fmul contract float %84, %77
  %108 = fadd contract float %107, 0.000000e+00
  %109 = fmul contract float %86, %77
  %110 = fadd contract float %109, 0.000000e+00
  %111 = fmul contract float %88, %77
  %112 = fadd contract float %111, 0.000000e+00
  %113 = fmul contract float %90, %77
  %114 = fadd contract float %113, 0.000000e+00
  %115 = fmul contract float %92, %77
  %116 = fadd contract float %115, 0.000000e+00
  %117 = fmul contract float %94, %77
  %118 = fadd contract float %117, 0.000000e+00
  %119 = fmul contract float %96, %77
  %120 = fadd contract float %119, 0.000000e+00
  %121 = fmul contract float %98, %77
  %122 = fadd contract float %121, 0.000000e+00
  %123 = fmul contract float %100, %77
  %124 = fadd contract float %123, 0.000000e+00
  %125 = fmul contract float %102, %77
  %126 = fadd contract float %125, 0.000000e+00
  %127 = fmul contract float %104, %77
  %128 = fadd contract float %127, 0.000000e+00
  %129 = fmul contract float %106, %77
  %130 = fadd contract float %129, 0.000000e+00
  %131 = mul nuw nsw i32 %72, 3
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %132
  %134 = load float, ptr %133, align 16, !tbaa !11
  %135 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = getelementptr inbounds nuw i8, ptr %133, i64 8
  %138 = load float, ptr %137, align 8, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %133, i64 12
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = getelementptr i8, ptr %133, i64 16
  %142 = load float, ptr %141, align 16, !tbaa !11
  %143 = getelementptr i8, ptr %133, i64 20
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = getelementptr i8, ptr %133, i64 24
  %146 = load float, ptr %145, align 8, !tbaa !11
  %147 = getelementptr i8, ptr %133, i64 28
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = getelementptr i8, ptr %133, i64 32
  %150 = load float, ptr %149, align 16, !tbaa !11
  %151 = getelementptr i8, ptr %133, i64 36
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = getelementptr i8, ptr %133, i64 40
  %154 = load float, ptr %153, align 8, !tbaa !11
  %155 = getelementptr i8, ptr %133, i64 44
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = fmul contract float %134, %78
  %158 = fadd contract float %108, %157
  %159 = fmul contract float %136, %78
  %160 = fadd contract float %110, %159
  %161 = fmul contract float %138, %78
  %162 = fadd contract float %112, %161
  %163 = fmul contract float %140, %78
  %164 = fadd contract float %114, %163
  %165 = fmul contract float %142, %78
  %166 = fadd contract float %116, %165
  %167 = fmul contract float %144, %78
  %168 = fadd contract float %118, %167
  %169 = fmul contract float %146, %78
  %170 = fadd contract float %120, %169
  %171 = fmul contract float %148, %78
  %172 = fadd contract float %122, %171
  %173 = fmul contract float %150, %78
  %174 = fadd contract float %124, %173
  %175 = fmul contract float %152, %78
  %176 = fadd contract float %126, %175
  %177 = fmul contract float %154, %78
  %178 = fadd contract float %128, %177
  %179 = fmul contract float %156, %78
  %180 = fadd contract float %130, %179
  %181 = mul nuw nsw i32 %74, 3
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %182
  %184 = load float, ptr %183, align 16, !tbaa !11
  %185 = getelementptr inbounds nuw i8, ptr %183, i64 4
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %188 = load float, ptr %187, align 8, !tbaa !11
  %189 = getelementptr inbounds nuw i8, ptr %183, i64 12
  %190 = load float, ptr %189, align 4, !tbaa !11
  %191 = getelementptr i8, ptr %183, i64 16
  %192 = load float, ptr %191, align 16, !tbaa !11
  %193 = getelementptr i8, ptr %183, i64 20
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = getelementptr i8, ptr %183, i64 24
  %196 = load float, ptr %195, align 8, !tbaa !11
  %197 = getelementptr i8, ptr %183, i64 28
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = getelementptr i8, ptr %183, i64 32
  %200 = load float, ptr %199, align 16, !tbaa !11
  %201 = getelementptr i8, ptr %183, i64 36
  %202 = load float, ptr %201, align 4, !tbaa !11
  %203 = getelementptr i8, ptr %183, i64 40
  %204 = load float, ptr %203, align 8, !tbaa !11
  %205 = getelementptr i8, ptr %183, i64 44
  %206 = load float, ptr %205, align 4, !tbaa !11
  %207 = fmul contract float %184, %79
  %208 = fadd contract float %158, %207
  %209 = fmul contract float %186, %79
  %210 = fadd contract float %160, %209
  %211 = fmul contract float %188, %79
  %212 = fadd contract float %162, %211
  %213 = fmul contract float %190, %79
  %214 = fadd contract float %164, %213
  %215 = fmul contract float %192, %79
  %216 = fadd contract float %166, %215
  %217 = fmul contract float %194, %79
  %218 = fadd contract float %168, %217
  %219 = fmul contract float %196, %79
  %220 = fadd contract float %170, %219
  %221 = fmul contract float %198, %79
  %222 = fadd contract float %172, %221
  %223 = fmul contract float %200, %79
  %224 = fadd contract float %174, %223
  %225 = fmul contract float %202, %79
  %226 = fadd contract float %176, %225
  %227 = fmul contract float %204, %79
  %228 = fadd contract float %178, %227
  %229 = fmul contract float %206, %79
  %230 = fadd contract float %180, %229
  %231 = mul nuw nsw i32 %76, 3
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %232
  %234 = load float, ptr %233, align 16, !tbaa !11
  %235 = getelementptr inbounds nuw i8, ptr %233, i64 4
  %236 = load float, ptr %235, align 4, !tbaa !11
  %237 = getelementptr inbounds nuw i8, ptr %233, i64 8
  %238 = load float, ptr %237, align 8, !tbaa !11
  %239 = getelementptr inbounds nuw i8, ptr %233, i64 12
  %240 = load float, ptr %239, align 4, !tbaa !11
  %241 = getelementptr i8, ptr %233, i64 16
  %242 = load float, ptr %241, align 16, !tbaa !11
  %243 = getelementptr i8, ptr %233, i64 20
  %244 = load float, ptr %243, align 4, !tbaa !11
  %245 = getelementptr i8, ptr %233, i64 24
  %246 = load float, ptr %245, align 8, !tbaa !11
  %247 = getelementptr i8, ptr %233, i64 28
  %248 = load float, ptr %247, align 4, !tbaa !11
  %249 = getelementptr i8, ptr %233, i64 32
  %250 = load float, ptr %249, align 16, !tbaa !11
  %251 = getelementptr i8, ptr %233, i64 36
  %252 = load float, ptr %251, align 4, !tbaa !11
  %253 = getelementptr i8, ptr %233, i64 40
  %254 = load float, ptr %253, align 8, !tbaa !11
  %255 = getelementptr i8, ptr %233, i64 44
  %256 = load float, ptr %255, align 4, !tbaa !11
  %257 = fmul contract float %234, %80
  %258 = fadd contract float %208, %257
  %259 = fmul contract float %236, %80
  %260 = fadd contract float %210, %259
  %261 = fmul contract float %238, %80
  %262 = fadd contract float %212, %261
  %263 = fmul contract float %240, %80
  %264 = fadd contract float %214, %263
  %265 = fmul contract float %242, %80
  %266 = fadd contract float %216, %265
  %267 = fmul contract float %244, %80
  %268 = fadd contract float %218, %267
  %269 = fmul contract float %246, %80
  %270 = fadd contract float %220, %269
  %271 = fmul contract float %248, %80
  %272 = fadd contract float %222, %271
  %273 = fmul contract float %250, %80
  %274 = fadd contract float %224, %273
  %275 = fmul contract float %252, %80
  %276 = fadd contract float %226, %275
  %277 = fmul contract float %254, %80
  %278 = fadd contract float %228, %277
  %279 = fmul contract float %256, %80
  %280 = fadd contract float %230, %279
  %281 = fmul contract float %28, %258
  %282 = fmul contract float %30, %260
  %283 = fadd contract float %281, %282
  %284 = fmul contract float %32, %262
  %285 = fadd contract float %283, %284
  %286 = fadd contract float %264, %285
  %287 = fmul contract float %28, %266
  %288 = fmul contract float %30, %268
  %289 = fadd contract float %287, %288
  %290 = fmul contract float %32, %270
  %291 = fadd contract float %289, %290
  %292 = fadd contract float %272, %291
  %293 = fmul contract float %28, %274
  %294 = fmul contract float %30, %276
  %295 = fadd contract float %294, %293
  %296 = fmul contract float %32, %278
  %297 = fadd contract float %296, %295
  %298 = fadd contract float %280, %297
  %299 = fmul contract float %36, %258
  %300 = fmul contract float %38, %260
  %301 = fadd contract float %299, %300
  %302 = fmul contract float %40, %262
  %303 = fadd contract float %301, %302
  %304 = fmul contract float %36, %266
  %305 = fmul contract float %38, %268
  %306 = fadd contract float %304, %305
  %307 = fmul contract float %40, %270
  %308 = fadd contract float %306, %307
  %309 = fmul contract float %36, %274
  %310 = fmul contract float %38, %276
  %311 = fadd contract float %310, %309
  %312 = fmul contract float %40, %278
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
  store float %286, ptr %327, align 16, !tbaa !11
  %328 = getelementptr inbounds nuw i8, ptr %327, i64 4
  store float %292, ptr %328, align 4, !tbaa !11
  %329 = getelementptr inbounds nuw i8, ptr %327, i64 8
  store float %298, ptr %329, align 8, !tbaa !11
  %330 = getelementptr inbounds nuw i8, ptr %327, i64 12
  store float %34, ptr %330, align 4, !tbaa !11
  %331 = getelementptr inbounds nuw %struct.float4, ptr %5, i64 %26
  store float %324, ptr %331, align 16, !tbaa !11
  %332 = getelementptr inbounds nuw i8, ptr %331, i64 4
  store float %325, ptr %332, align 4, !tbaa !11
  %333 = getelementptr inbounds nuw i8, ptr %331, i64 8
  store float %326, ptr %333, align 8, !tbaa !11
  %334 = getelementptr inbounds nuw i8, ptr %331, i64 12
  store float %42, ptr %334, align 4, !tbaa !11
  %335 = add nuw nsw i64 %26, %23
  %336 = icmp slt i64 %335, %6
  br i1 %336, label %25, label %24, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @skin_dqs(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 1)
  %10 = tail call i32 @llvm.umin.i32(i32 %9, i32 128)
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

24:                                               ; preds = %354, %8
  ret void

25:                                               ; preds = %20, %354
  %26 = phi i64 [ %18, %20 ], [ %363, %354 ]
  %27 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %26
  %28 = load i8, ptr %27, align 4, !tbaa !29
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 1
  %30 = load i8, ptr %29, align 1, !tbaa !29
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 2
  %32 = load i8, ptr %31, align 2, !tbaa !29
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 3
  %34 = load i8, ptr %33, align 1, !tbaa !29
  %35 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %26
  %36 = load float, ptr %35, align 16, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load float, ptr %39, align 8, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = zext i8 %28 to i32
  %44 = urem i32 %43, %10
  %45 = zext i8 %30 to i32
  %46 = urem i32 %45, %10
  %47 = zext i8 %32 to i32
  %48 = urem i32 %47, %10
  %49 = zext i8 %34 to i32
  %50 = urem i32 %49, %10
  %51 = zext nneg i32 %44 to i64
  %52 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %51
  %53 = load float, ptr %52, align 16, !tbaa !11
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %57 = load float, ptr %56, align 8, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %52, i64 12
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = zext nneg i32 %44 to i64
  %61 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %63 = load float, ptr %62, align 16, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %61, i64 20
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %61, i64 24
  %67 = load float, ptr %66, align 8, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %61, i64 28
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = tail call noundef float @llvm.maxnum.f32(float %36, float 0.000000e+00)
  %71 = fmul contract float %53, %70
  %72 = fadd contract float %71, 0.000000e+00
  %73 = fmul contract float %55, %70
  %74 = fadd contract float %73, 0.000000e+00
  %75 = fmul contract float %57, %70
  %76 = fadd contract float %75, 0.000000e+00
  %77 = fmul contract float %59, %70
  %78 = fadd contract float %77, 0.000000e+00
  %79 = fmul contract float %63, %70
  %80 = fadd contract float %79, 0.000000e+00
  %81 = fmul contract float %65, %70
  %82 = fadd contract float %81, 0.000000e+00
  %83 = fmul contract float %67, %70
  %84 = fadd contract float %83, 0.000000e+00
  %85 = fmul contract float %69, %70
  %86 = fadd contract float %85, 0.000000e+00
  %87 = zext nneg i32 %46 to i64
  %88 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %87
  %89 = load float, ptr %88, align 16, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %93 = load float, ptr %92, align 8, !tbaa !11
  %94 = getelementptr inbounds nuw i8, ptr %88, i64 12
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %97 = load float, ptr %96, align 16, !tbaa !11
  %98 = getelementptr inbounds nuw i8, ptr %88, i64 20
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = getelementptr inbounds nuw i8, ptr %88, i64 24
  %101 = load float, ptr %100, align 8, !tbaa !11
  %102 = getelementptr inbounds nuw i8, ptr %88, i64 28
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = tail call noundef float @llvm.maxnum.f32(float %38, float 0.000000e+00)
  %105 = fmul contract float %53, %89
  %106 = fmul contract float %55, %91
  %107 = fadd contract float %105, %106
  %108 = fmul contract float %57, %93
  %109 = fadd contract float %107, %108
  %110 = fmul contract float %59, %95
  %111 = fadd contract float %109, %110
  %112 = fcmp contract olt float %111, 0.000000e+00
  %113 = fneg contract float %104
  %114 = select i1 %112, float %113, float %104
  %115 = fmul contract float %89, %114
  %116 = fadd contract float %72, %115
  %117 = fmul contract float %91, %114
  %118 = fadd contract float %74, %117
  %119 = fmul contract float %93, %114
  %120 = fadd contract float %76, %119
  %121 = fmul contract float %95, %114
  %122 = fadd contract float %78, %121
  %123 = fmul contract float %97, %114
  %124 = fadd contract float %80, %123
  %125 = fmul contract float %99, %114
  %126 = fadd contract float %82, %125
  %127 = fmul contract float %101, %114
  %128 = fadd contract float %84, %127
  %129 = fmul contract float %103, %114
  %130 = fadd contract float %86, %129
  %131 = zext nneg i32 %48 to i64
  %132 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %131
  %133 = load float, ptr %132, align 16, !tbaa !11
  %134 = getelementptr inbounds nuw i8, ptr %132, i64 4
  %135 = load float, ptr %134, align 4, !tbaa !11
  %136 = getelementptr inbounds nuw i8, ptr %132, i64 8
  %137 = load float, ptr %136, align 8, !tbaa !11
  %138 = getelementptr inbounds nuw i8, ptr %132, i64 12
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = getelementptr inbounds nuw i8, ptr %132, i64 16
  %141 = load float, ptr %140, align 16, !tbaa !11
  %142 = getelementptr inbounds nuw i8, ptr %132, i64 20
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %132, i64 24
  %145 = load float, ptr %144, align 8, !tbaa !11
  %146 = getelementptr inbounds nuw i8, ptr %132, i64 28
  %147 = load float, ptr %146, align 4, !tbaa !11
  %148 = tail call noundef float @llvm.maxnum.f32(float %40, float 0.000000e+00)
  %149 = fmul contract float %53, %133
  %150 = fmul contract float %55, %135
  %151 = fadd contract float %149, %150
  %152 = fmul contract float %57, %137
  %153 = fadd contract float %151, %152
  %154 = fmul contract float %59, %139
  %155 = fadd contract float %153, %154
  %156 = fcmp contract olt float %155, 0.000000e+00
  %157 = fneg contract float %148
  %158 = select i1 %156, float %157, float %148
  %159 = fmul contract float %133, %158
  %160 = fadd contract float %116, %159
  %161 = fmul contract float %135, %158
  %162 = fadd contract float %118, %161
  %163 = fmul contract float %137, %158
  %164 = fadd contract float %120, %163
  %165 = fmul contract float %139, %158
  %166 = fadd contract float %122, %165
  %167 = fmul contract float %141, %158
  %168 = fadd contract float %124, %167
  %169 = fmul contract float %143, %158
  %170 = fadd contract float %126, %169
  %171 = fmul contract float %145, %158
  %172 = fadd contract float %128, %171
  %173 = fmul contract float %147, %158
  %174 = fadd contract float %130, %173
  %175 = zext nneg i32 %50 to i64
  %176 = getelementptr inbounds nuw %struct.DualQuat, ptr addrspacecast (ptr addrspace(4) @c_dq to ptr), i64 %175
  %177 = load float, ptr %176, align 16, !tbaa !11
  %178 = getelementptr inbounds nuw i8, ptr %176, i64 4
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = getelementptr inbounds nuw i8, ptr %176, i64 8
  %181 = load float, ptr %180, align 8, !tbaa !11
  %182 = getelementptr inbounds nuw i8, ptr %176, i64 12
  %183 = load float, ptr %182, align 4, !tbaa !11
  %184 = getelementptr inbounds nuw i8, ptr %176, i64 16
  %185 = load float, ptr %184, align 16, !tbaa !11
  %186 = getelementptr inbounds nuw i8, ptr %176, i64 20
  %187 = load float, ptr %186, align 4, !tbaa !11
  %188 = getelementptr inbounds nuw i8, ptr %176, i64 24
  %189 = load float, ptr %188, align 8, !tbaa !11
  %190 = getelementptr inbounds nuw i8, ptr %176, i64 28
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = tail call noundef float @llvm.maxnum.f32(float %42, float 0.000000e+00)
  %193 = fmul contract float %53, %177
  %194 = fmul contract float %55, %179
  %195 = fadd contract float %193, %194
  %196 = fmul contract float %57, %181
  %197 = fadd contract float %195, %196
  %198 = fmul contract float %59, %183
  %199 = fadd contract float %197, %198
  %200 = fcmp contract olt float %199, 0.000000e+00
  %201 = fneg contract float %192
  %202 = select i1 %200, float %201, float %192
  %203 = fmul contract float %177, %202
  %204 = fadd contract float %160, %203
  %205 = fmul contract float %179, %202
  %206 = fadd contract float %162, %205
  %207 = fmul contract float %181, %202
  %208 = fadd contract float %164, %207
  %209 = fmul contract float %183, %202
  %210 = fadd contract float %166, %209
  %211 = fmul contract float %185, %202
  %212 = fadd contract float %168, %211
  %213 = fmul contract float %187, %202
  %214 = fadd contract float %170, %213
  %215 = fmul contract float %189, %202
  %216 = fadd contract float %172, %215
  %217 = fmul contract float %191, %202
  %218 = fadd contract float %174, %217
  %219 = fmul contract float %204, %204
  %220 = fmul contract float %206, %206
  %221 = fadd contract float %219, %220
  %222 = fmul contract float %208, %208
  %223 = fadd contract float %221, %222
  %224 = fmul contract float %210, %210
  %225 = fadd contract float %223, %224
  %226 = fcmp contract ogt float %225, 0x3BC79CA100000000
  br i1 %226, label %227, label %229

227:                                              ; preds = %25
  %228 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %225)
  br label %229

229:                                              ; preds = %25, %227
  %230 = phi contract float [ %228, %227 ], [ 0.000000e+00, %25 ]
  %231 = fmul contract float %204, %230
  %232 = fmul contract float %206, %230
  %233 = fmul contract float %208, %230
  %234 = fmul contract float %210, %230
  %235 = fmul contract float %212, %230
  %236 = fmul contract float %214, %230
  %237 = fmul contract float %216, %230
  %238 = fmul contract float %218, %230
  %239 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %26
  %240 = load float, ptr %239, align 16, !tbaa !11
  %241 = getelementptr inbounds nuw i8, ptr %239, i64 4
  %242 = load float, ptr %241, align 4, !tbaa !11
  %243 = getelementptr inbounds nuw i8, ptr %239, i64 8
  %244 = load float, ptr %243, align 8, !tbaa !11
  %245 = getelementptr inbounds nuw i8, ptr %239, i64 12
  %246 = load float, ptr %245, align 4, !tbaa !11
  %247 = fmul contract float %232, %244
  %248 = fmul contract float %233, %242
  %249 = fsub contract float %247, %248
  %250 = fmul contract float %233, %240
  %251 = fmul contract float %231, %244
  %252 = fsub contract float %250, %251
  %253 = fmul contract float %231, %242
  %254 = fmul contract float %232, %240
  %255 = fsub contract float %253, %254
  %256 = fmul contract float %234, %240
  %257 = fadd contract float %256, %249
  %258 = fmul contract float %234, %242
  %259 = fadd contract float %258, %252
  %260 = fmul contract float %234, %244
  %261 = fadd contract float %255, %260
  %262 = fmul contract float %232, %261
  %263 = fmul contract float %233, %259
  %264 = fsub contract float %262, %263
  %265 = fmul contract float %233, %257
  %266 = fmul contract float %231, %261
  %267 = fsub contract float %265, %266
  %268 = fmul contract float %231, %259
  %269 = fmul contract float %232, %257
  %270 = fsub contract float %268, %269
  %271 = fmul contract float %232, %237
  %272 = fmul contract float %233, %236
  %273 = fsub contract float %271, %272
  %274 = fmul contract float %233, %235
  %275 = fmul contract float %231, %237
  %276 = fsub contract float %274, %275
  %277 = fmul contract float %231, %236
  %278 = fmul contract float %232, %235
  %279 = fsub contract float %277, %278
  %280 = fmul contract float %234, %235
  %281 = fmul contract float %238, %231
  %282 = fsub contract float %280, %281
  %283 = fadd contract float %282, %273
  %284 = fmul contract float %283, 2.000000e+00
  %285 = fmul contract float %234, %236
  %286 = fmul contract float %238, %232
  %287 = fsub contract float %285, %286
  %288 = fadd contract float %287, %276
  %289 = fmul contract float %288, 2.000000e+00
  %290 = fmul contract float %234, %237
  %291 = fmul contract float %238, %233
  %292 = fsub contract float %290, %291
  %293 = fadd contract float %292, %279
  %294 = fmul contract float %293, 2.000000e+00
  %295 = fmul contract float %264, 2.000000e+00
  %296 = fadd contract float %240, %295
  %297 = fadd contract float %284, %296
  %298 = fmul contract float %267, 2.000000e+00
  %299 = fadd contract float %242, %298
  %300 = fadd contract float %289, %299
  %301 = fmul contract float %270, 2.000000e+00
  %302 = fadd contract float %244, %301
  %303 = fadd contract float %294, %302
  %304 = getelementptr inbounds nuw %struct.float4, ptr %4, i64 %26
  store float %297, ptr %304, align 16, !tbaa !11
  %305 = getelementptr inbounds nuw i8, ptr %304, i64 4
  store float %300, ptr %305, align 4, !tbaa !11
  %306 = getelementptr inbounds nuw i8, ptr %304, i64 8
  store float %303, ptr %306, align 8, !tbaa !11
  %307 = getelementptr inbounds nuw i8, ptr %304, i64 12
  store float %246, ptr %307, align 4, !tbaa !11
  %308 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %26
  %309 = load float, ptr %308, align 16, !tbaa !11
  %310 = getelementptr inbounds nuw i8, ptr %308, i64 4
  %311 = load float, ptr %310, align 4, !tbaa !11
  %312 = getelementptr inbounds nuw i8, ptr %308, i64 8
  %313 = load float, ptr %312, align 8, !tbaa !11
  %314 = getelementptr inbounds nuw i8, ptr %308, i64 12
  %315 = load float, ptr %314, align 4, !tbaa !11
  %316 = fmul contract float %232, %313
  %317 = fmul contract float %233, %311
  %318 = fsub contract float %316, %317
  %319 = fmul contract float %233, %309
  %320 = fmul contract float %231, %313
  %321 = fsub contract float %319, %320
  %322 = fmul contract float %231, %311
  %323 = fmul contract float %232, %309
  %324 = fsub contract float %322, %323
  %325 = fmul contract float %234, %309
  %326 = fadd contract float %325, %318
  %327 = fmul contract float %234, %311
  %328 = fadd contract float %327, %321
  %329 = fmul contract float %234, %313
  %330 = fadd contract float %324, %329
  %331 = fmul contract float %232, %330
  %332 = fmul contract float %233, %328
  %333 = fsub contract float %331, %332
  %334 = fmul contract float %233, %326
  %335 = fmul contract float %231, %330
  %336 = fsub contract float %334, %335
  %337 = fmul contract float %231, %328
  %338 = fmul contract float %232, %326
  %339 = fsub contract float %337, %338
  %340 = fmul contract float %333, 2.000000e+00
  %341 = fadd contract float %309, %340
  %342 = fmul contract float %336, 2.000000e+00
  %343 = fadd contract float %311, %342
  %344 = fmul contract float %339, 2.000000e+00
  %345 = fadd contract float %313, %344
  %346 = fmul contract float %341, %341
  %347 = fmul contract float %343, %343
  %348 = fadd contract float %346, %347
  %349 = fmul contract float %345, %345
  %350 = fadd contract float %349, %348
  %351 = fcmp contract ogt float %350, 0x3BC79CA100000000
  br i1 %351, label %352, label %354

352:                                              ; preds = %229
  %353 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %350)
  br label %354

354:                                              ; preds = %229, %352
  %355 = phi contract float [ %353, %352 ], [ 0.000000e+00, %229 ]
  %356 = fmul contract float %341, %355
  %357 = fmul contract float %343, %355
  %358 = fmul contract float %345, %355
  %359 = getelementptr inbounds nuw %struct.float4, ptr %5, i64 %26
  store float %356, ptr %359, align 16, !tbaa !11
  %360 = getelementptr inbounds nuw i8, ptr %359, i64 4
  store float %357, ptr %360, align 4, !tbaa !11
  %361 = getelementptr inbounds nuw i8, ptr %359, i64 8
  store float %358, ptr %361, align 8, !tbaa !11
  %362 = getelementptr inbounds nuw i8, ptr %359, i64 12
  store float %315, ptr %362, align 4, !tbaa !11
  %363 = add nuw nsw i64 %26, %23
  %364 = icmp slt i64 %363, %6
  br i1 %364, label %25, label %24, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @skin_morph_targets(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %10 = tail call i32 @llvm.umin.i32(i32 %9, i32 32)
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
  %21 = load float, ptr %20, align 16, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %25 = load float, ptr %24, align 8, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = icmp slt i32 %6, 1
  br i1 %28, label %29, label %37

29:                                               ; preds = %99, %18
  %30 = phi float [ %21, %18 ], [ %100, %99 ]
  %31 = phi float [ %23, %18 ], [ %101, %99 ]
  %32 = phi float [ %25, %18 ], [ %102, %99 ]
  %33 = getelementptr inbounds %struct.float4, ptr %4, i64 %19
  store float %30, ptr %33, align 16, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 4
  store float %31, ptr %34, align 4, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 8
  store float %32, ptr %35, align 8, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %33, i64 12
  store float %27, ptr %36, align 4, !tbaa !11
  br label %105

37:                                               ; preds = %18, %99
  %38 = phi float [ %102, %99 ], [ %25, %18 ]
  %39 = phi float [ %101, %99 ], [ %23, %18 ]
  %40 = phi float [ %100, %99 ], [ %21, %18 ]
  %41 = phi i32 [ %103, %99 ], [ 0, %18 ]
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_morph_weight to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
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
  br i1 %80, label %63, label %57, !llvm.loop !32

81:                                               ; preds = %57
  %82 = zext nneg i32 %58 to i64
  %83 = getelementptr inbounds nuw i32, ptr %2, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = icmp eq i32 %84, %16
  br i1 %85, label %86, label %99

86:                                               ; preds = %81
  %87 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %82
  %88 = load float, ptr %87, align 16, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %87, i64 4
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %92 = load float, ptr %91, align 8, !tbaa !11
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
  br i1 %104, label %29, label %37, !llvm.loop !33

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"_ZTS5Mat34", !15, i64 0, !15, i64 16, !15, i64 32}
!15 = !{!"_ZTS6float4", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!16 = !{!14, !12, i64 16}
!17 = !{!14, !12, i64 32}
!18 = !{!14, !12, i64 4}
!19 = !{!14, !12, i64 20}
!20 = !{!14, !12, i64 36}
!21 = !{!14, !12, i64 8}
!22 = !{!14, !12, i64 24}
!23 = !{!14, !12, i64 40}
!24 = !{!14, !12, i64 12}
!25 = !{!14, !12, i64 28}
!26 = !{!14, !12, i64 44}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!8, !8, i64 0}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !28}
!32 = distinct !{!32, !28}
!33 = distinct !{!33, !28}
