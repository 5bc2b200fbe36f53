; ModuleID = 'src/barnes_hut_walk.cu'
source_filename = "src/barnes_hut_walk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.float2.0 = type { float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bh_node_moments(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %9 = tail call noundef i32 @llvm.smin.i32(i32 %6, i32 %3)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = add i32 %14, %8
  %16 = icmp slt i32 %15, %9
  br i1 %16, label %17, label %167

17:                                               ; preds = %7
  %18 = shl nsw i32 %15, 2
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = icmp slt i32 %21, -1
  br i1 %22, label %23, label %34

23:                                               ; preds = %17
  %24 = sub nuw nsw i32 -2, %21
  %25 = icmp slt i32 %24, %4
  br i1 %25, label %26, label %46

26:                                               ; preds = %23
  %27 = zext nneg i32 %24 to i64
  %28 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 12
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %31 = load float, ptr %28, align 16, !tbaa !11
  %32 = load float, ptr %30, align 4, !tbaa !11
  %33 = load float, ptr %29, align 4, !tbaa !11
  br label %46

34:                                               ; preds = %17
  %35 = icmp sge i32 %21, %9
  %36 = icmp slt i32 %21, %3
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %46

38:                                               ; preds = %34
  %39 = sext i32 %21 to i64
  %40 = getelementptr inbounds %struct.float4, ptr %2, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 12
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load float, ptr %40, align 16, !tbaa !11
  %44 = load float, ptr %42, align 4, !tbaa !11
  %45 = load float, ptr %41, align 4, !tbaa !11
  br label %46

46:                                               ; preds = %23, %26, %34, %38
  %47 = phi float [ 0.000000e+00, %34 ], [ %44, %38 ], [ 0.000000e+00, %23 ], [ %32, %26 ]
  %48 = phi float [ 0.000000e+00, %34 ], [ %43, %38 ], [ 0.000000e+00, %23 ], [ %31, %26 ]
  %49 = phi float [ 0.000000e+00, %34 ], [ %45, %38 ], [ 0.000000e+00, %23 ], [ %33, %26 ]
  %50 = fadd contract float %49, 0.000000e+00
  %51 = tail call noundef float @llvm.fma.f32(float %49, float %48, float 0.000000e+00)
  %52 = tail call noundef float @llvm.fma.f32(float %49, float %47, float 0.000000e+00)
  %53 = sext i32 %18 to i64
  %54 = getelementptr i32, ptr %0, i64 %53
  %55 = getelementptr i8, ptr %54, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = icmp slt i32 %56, -1
  br i1 %57, label %70, label %58

58:                                               ; preds = %46
  %59 = icmp sge i32 %56, %9
  %60 = icmp slt i32 %56, %3
  %61 = and i1 %59, %60
  br i1 %61, label %62, label %81

62:                                               ; preds = %58
  %63 = sext i32 %56 to i64
  %64 = getelementptr inbounds %struct.float4, ptr %2, i64 %63
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 12
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 4
  %67 = load float, ptr %64, align 16, !tbaa !11
  %68 = load float, ptr %66, align 4, !tbaa !11
  %69 = load float, ptr %65, align 4, !tbaa !11
  br label %81

70:                                               ; preds = %46
  %71 = sub nuw nsw i32 -2, %56
  %72 = icmp slt i32 %71, %4
  br i1 %72, label %73, label %81

73:                                               ; preds = %70
  %74 = zext nneg i32 %71 to i64
  %75 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 12
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 4
  %78 = load float, ptr %75, align 16, !tbaa !11
  %79 = load float, ptr %77, align 4, !tbaa !11
  %80 = load float, ptr %76, align 4, !tbaa !11
  br label %81

81:                                               ; preds = %73, %70, %62, %58
  %82 = phi float [ 0.000000e+00, %58 ], [ %68, %62 ], [ 0.000000e+00, %70 ], [ %79, %73 ]
  %83 = phi float [ 0.000000e+00, %58 ], [ %67, %62 ], [ 0.000000e+00, %70 ], [ %78, %73 ]
  %84 = phi float [ 0.000000e+00, %58 ], [ %69, %62 ], [ 0.000000e+00, %70 ], [ %80, %73 ]
  %85 = fadd contract float %50, %84
  %86 = tail call noundef float @llvm.fma.f32(float %84, float %83, float %51)
  %87 = tail call noundef float @llvm.fma.f32(float %84, float %82, float %52)
  %88 = sext i32 %18 to i64
  %89 = getelementptr i32, ptr %0, i64 %88
  %90 = getelementptr i8, ptr %89, i64 8
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = icmp slt i32 %91, -1
  br i1 %92, label %105, label %93

93:                                               ; preds = %81
  %94 = icmp sge i32 %91, %9
  %95 = icmp slt i32 %91, %3
  %96 = and i1 %94, %95
  br i1 %96, label %97, label %116

97:                                               ; preds = %93
  %98 = sext i32 %91 to i64
  %99 = getelementptr inbounds %struct.float4, ptr %2, i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 12
  %101 = getelementptr inbounds nuw i8, ptr %99, i64 4
  %102 = load float, ptr %99, align 16, !tbaa !11
  %103 = load float, ptr %101, align 4, !tbaa !11
  %104 = load float, ptr %100, align 4, !tbaa !11
  br label %116

105:                                              ; preds = %81
  %106 = sub nuw nsw i32 -2, %91
  %107 = icmp slt i32 %106, %4
  br i1 %107, label %108, label %116

108:                                              ; preds = %105
  %109 = zext nneg i32 %106 to i64
  %110 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 12
  %112 = getelementptr inbounds nuw i8, ptr %110, i64 4
  %113 = load float, ptr %110, align 16, !tbaa !11
  %114 = load float, ptr %112, align 4, !tbaa !11
  %115 = load float, ptr %111, align 4, !tbaa !11
  br label %116

116:                                              ; preds = %108, %105, %97, %93
  %117 = phi float [ 0.000000e+00, %93 ], [ %103, %97 ], [ 0.000000e+00, %105 ], [ %114, %108 ]
  %118 = phi float [ 0.000000e+00, %93 ], [ %102, %97 ], [ 0.000000e+00, %105 ], [ %113, %108 ]
  %119 = phi float [ 0.000000e+00, %93 ], [ %104, %97 ], [ 0.000000e+00, %105 ], [ %115, %108 ]
  %120 = fadd contract float %85, %119
  %121 = tail call noundef float @llvm.fma.f32(float %119, float %118, float %86)
  %122 = tail call noundef float @llvm.fma.f32(float %119, float %117, float %87)
  %123 = sext i32 %18 to i64
  %124 = getelementptr i32, ptr %0, i64 %123
  %125 = getelementptr i8, ptr %124, i64 12
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = icmp slt i32 %126, -1
  br i1 %127, label %140, label %128

128:                                              ; preds = %116
  %129 = icmp sge i32 %126, %9
  %130 = icmp slt i32 %126, %3
  %131 = and i1 %129, %130
  br i1 %131, label %132, label %151

132:                                              ; preds = %128
  %133 = sext i32 %126 to i64
  %134 = getelementptr inbounds %struct.float4, ptr %2, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 12
  %136 = getelementptr inbounds nuw i8, ptr %134, i64 4
  %137 = load float, ptr %134, align 16, !tbaa !11
  %138 = load float, ptr %136, align 4, !tbaa !11
  %139 = load float, ptr %135, align 4, !tbaa !11
  br label %151

140:                                              ; preds = %116
  %141 = sub nuw nsw i32 -2, %126
  %142 = icmp slt i32 %141, %4
  br i1 %142, label %143, label %151

143:                                              ; preds = %140
  %144 = zext nneg i32 %141 to i64
  %145 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 12
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 4
  %148 = load float, ptr %145, align 16, !tbaa !11
  %149 = load float, ptr %147, align 4, !tbaa !11
  %150 = load float, ptr %146, align 4, !tbaa !11
  br label %151

151:                                              ; preds = %143, %140, %132, %128
  %152 = phi float [ 0.000000e+00, %128 ], [ %138, %132 ], [ 0.000000e+00, %140 ], [ %149, %143 ]
  %153 = phi float [ 0.000000e+00, %128 ], [ %137, %132 ], [ 0.000000e+00, %140 ], [ %148, %143 ]
  %154 = phi float [ 0.000000e+00, %128 ], [ %139, %132 ], [ 0.000000e+00, %140 ], [ %150, %143 ]
  %155 = fadd contract float %120, %154
  %156 = tail call noundef float @llvm.fma.f32(float %154, float %153, float %121)
  %157 = tail call noundef float @llvm.fma.f32(float %154, float %152, float %122)
  %158 = sext i32 %15 to i64
  %159 = getelementptr inbounds %struct.float4, ptr %2, i64 %158
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 4
  %161 = getelementptr inbounds nuw i8, ptr %159, i64 12
  %162 = fcmp contract une float %155, 0.000000e+00
  %163 = fdiv contract float 1.000000e+00, %155
  %164 = select contract i1 %162, float %163, float 0.000000e+00
  %165 = fmul contract float %156, %164
  %166 = fmul contract float %157, %164
  store float %165, ptr %159, align 16, !tbaa !11
  store float %166, ptr %160, align 4, !tbaa !11
  store float %155, ptr %161, align 4, !tbaa !11
  br label %167

167:                                              ; preds = %7, %151
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bh_force_walk(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, i32 noundef %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #2 {
  %10 = alloca [48 x i32], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp sge i32 %15, %3
  %17 = icmp slt i32 %4, 1
  %18 = or i1 %16, %17
  br i1 %18, label %235, label %19

19:                                               ; preds = %9
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 1)
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 4096)
  %22 = sext i32 %15 to i64
  %23 = getelementptr inbounds %struct.float4, ptr %1, i64 %22
  %24 = load float, ptr %23, align 16, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = fmul contract float %5, %5
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #7
  store i32 0, ptr %10, align 4, !tbaa !6
  br label %31

28:                                               ; preds = %227
  %29 = getelementptr inbounds %struct.float2.0, ptr %8, i64 %22
  store float %230, ptr %29, align 8, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 4
  store float %229, ptr %30, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #7
  br label %235

31:                                               ; preds = %19, %227
  %32 = phi float [ 0.000000e+00, %19 ], [ %230, %227 ]
  %33 = phi float [ 0.000000e+00, %19 ], [ %229, %227 ]
  %34 = phi i32 [ 1, %19 ], [ %228, %227 ]
  %35 = phi i32 [ 0, %19 ], [ %231, %227 ]
  %36 = add nsw i32 %34, -1
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr %10, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.float4, ptr %2, i64 %40
  %42 = load float, ptr %41, align 16, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %46 = load float, ptr %45, align 8, !tbaa !11
  %47 = fsub contract float %42, %24
  %48 = fsub contract float %44, %26
  %49 = tail call noundef float @llvm.fma.f32(float %48, float %48, float %6)
  %50 = tail call noundef float @llvm.fma.f32(float %47, float %47, float %49)
  %51 = fmul contract float %46, %46
  %52 = fmul contract float %27, %50
  %53 = fcmp contract olt float %51, %52
  br i1 %53, label %60, label %54

54:                                               ; preds = %31
  %55 = shl nsw i32 %39, 2
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = icmp slt i32 %58, -1
  br i1 %59, label %69, label %92

60:                                               ; preds = %31
  %61 = getelementptr inbounds nuw i8, ptr %41, i64 12
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %50)
  %64 = fmul contract float %62, %63
  %65 = fmul contract float %63, %64
  %66 = fmul contract float %63, %65
  %67 = tail call noundef float @llvm.fma.f32(float %66, float %47, float %32)
  %68 = tail call noundef float @llvm.fma.f32(float %66, float %48, float %33)
  br label %227

69:                                               ; preds = %54
  %70 = sub nuw nsw i32 -2, %58
  %71 = icmp sge i32 %70, %3
  %72 = icmp eq i32 %70, %15
  %73 = or i1 %71, %72
  br i1 %73, label %101, label %74

74:                                               ; preds = %69
  %75 = zext nneg i32 %70 to i64
  %76 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %75
  %77 = load float, ptr %76, align 16, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 12
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = fsub contract float %77, %24
  %83 = fsub contract float %79, %26
  %84 = tail call noundef float @llvm.fma.f32(float %83, float %83, float %6)
  %85 = tail call noundef float @llvm.fma.f32(float %82, float %82, float %84)
  %86 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %85)
  %87 = fmul contract float %81, %86
  %88 = fmul contract float %86, %87
  %89 = fmul contract float %86, %88
  %90 = tail call noundef float @llvm.fma.f32(float %89, float %82, float %32)
  %91 = tail call noundef float @llvm.fma.f32(float %89, float %83, float %33)
  br label %101

92:                                               ; preds = %54
  %93 = icmp sgt i32 %58, %39
  br i1 %93, label %94, label %101

94:                                               ; preds = %92
  %95 = icmp slt i32 %58, %4
  %96 = icmp samesign ult i32 %34, 49
  %97 = and i1 %95, %96
  br i1 %97, label %98, label %101

98:                                               ; preds = %94
  %99 = zext nneg i32 %36 to i64
  %100 = getelementptr inbounds nuw i32, ptr %10, i64 %99
  store i32 %58, ptr %100, align 4, !tbaa !6
  br label %101

101:                                              ; preds = %74, %69, %98, %94, %92
  %102 = phi i32 [ %36, %92 ], [ %36, %94 ], [ %34, %98 ], [ %36, %69 ], [ %36, %74 ]
  %103 = phi float [ %33, %92 ], [ %33, %94 ], [ %33, %98 ], [ %33, %69 ], [ %91, %74 ]
  %104 = phi float [ %32, %92 ], [ %32, %94 ], [ %32, %98 ], [ %32, %69 ], [ %90, %74 ]
  %105 = sext i32 %55 to i64
  %106 = getelementptr i32, ptr %0, i64 %105
  %107 = getelementptr i8, ptr %106, i64 4
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = icmp slt i32 %108, -1
  br i1 %109, label %120, label %110

110:                                              ; preds = %101
  %111 = icmp sgt i32 %108, %39
  br i1 %111, label %112, label %143

112:                                              ; preds = %110
  %113 = icmp slt i32 %108, %4
  %114 = icmp samesign ult i32 %102, 48
  %115 = and i1 %113, %114
  br i1 %115, label %116, label %143

116:                                              ; preds = %112
  %117 = zext nneg i32 %102 to i64
  %118 = getelementptr inbounds nuw i32, ptr %10, i64 %117
  %119 = add nuw nsw i32 %102, 1
  store i32 %108, ptr %118, align 4, !tbaa !6
  br label %143

120:                                              ; preds = %101
  %121 = sub nuw nsw i32 -2, %108
  %122 = icmp sge i32 %121, %3
  %123 = icmp eq i32 %121, %15
  %124 = or i1 %122, %123
  br i1 %124, label %143, label %125

125:                                              ; preds = %120
  %126 = zext nneg i32 %121 to i64
  %127 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %126
  %128 = load float, ptr %127, align 16, !tbaa !11
  %129 = getelementptr inbounds nuw i8, ptr %127, i64 4
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = getelementptr inbounds nuw i8, ptr %127, i64 12
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = fsub contract float %128, %24
  %134 = fsub contract float %130, %26
  %135 = tail call noundef float @llvm.fma.f32(float %134, float %134, float %6)
  %136 = tail call noundef float @llvm.fma.f32(float %133, float %133, float %135)
  %137 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %136)
  %138 = fmul contract float %132, %137
  %139 = fmul contract float %137, %138
  %140 = fmul contract float %137, %139
  %141 = tail call noundef float @llvm.fma.f32(float %140, float %133, float %104)
  %142 = tail call noundef float @llvm.fma.f32(float %140, float %134, float %103)
  br label %143

143:                                              ; preds = %125, %120, %116, %112, %110
  %144 = phi i32 [ %102, %110 ], [ %102, %112 ], [ %119, %116 ], [ %102, %120 ], [ %102, %125 ]
  %145 = phi float [ %103, %110 ], [ %103, %112 ], [ %103, %116 ], [ %103, %120 ], [ %142, %125 ]
  %146 = phi float [ %104, %110 ], [ %104, %112 ], [ %104, %116 ], [ %104, %120 ], [ %141, %125 ]
  %147 = sext i32 %55 to i64
  %148 = getelementptr i32, ptr %0, i64 %147
  %149 = getelementptr i8, ptr %148, i64 8
  %150 = load i32, ptr %149, align 4, !tbaa !6
  %151 = icmp slt i32 %150, -1
  br i1 %151, label %162, label %152

152:                                              ; preds = %143
  %153 = icmp sgt i32 %150, %39
  br i1 %153, label %154, label %185

154:                                              ; preds = %152
  %155 = icmp slt i32 %150, %4
  %156 = icmp samesign ult i32 %144, 48
  %157 = select i1 %155, i1 %156, i1 false
  br i1 %157, label %158, label %185

158:                                              ; preds = %154
  %159 = zext nneg i32 %144 to i64
  %160 = getelementptr inbounds nuw i32, ptr %10, i64 %159
  %161 = add nuw nsw i32 %144, 1
  store i32 %150, ptr %160, align 4, !tbaa !6
  br label %185

162:                                              ; preds = %143
  %163 = sub nuw nsw i32 -2, %150
  %164 = icmp sge i32 %163, %3
  %165 = icmp eq i32 %163, %15
  %166 = or i1 %164, %165
  br i1 %166, label %185, label %167

167:                                              ; preds = %162
  %168 = zext nneg i32 %163 to i64
  %169 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %168
  %170 = load float, ptr %169, align 16, !tbaa !11
  %171 = getelementptr inbounds nuw i8, ptr %169, i64 4
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = getelementptr inbounds nuw i8, ptr %169, i64 12
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fsub contract float %170, %24
  %176 = fsub contract float %172, %26
  %177 = tail call noundef float @llvm.fma.f32(float %176, float %176, float %6)
  %178 = tail call noundef float @llvm.fma.f32(float %175, float %175, float %177)
  %179 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %178)
  %180 = fmul contract float %174, %179
  %181 = fmul contract float %179, %180
  %182 = fmul contract float %179, %181
  %183 = tail call noundef float @llvm.fma.f32(float %182, float %175, float %146)
  %184 = tail call noundef float @llvm.fma.f32(float %182, float %176, float %145)
  br label %185

185:                                              ; preds = %167, %162, %158, %154, %152
  %186 = phi i32 [ %144, %152 ], [ %144, %154 ], [ %161, %158 ], [ %144, %162 ], [ %144, %167 ]
  %187 = phi float [ %145, %152 ], [ %145, %154 ], [ %145, %158 ], [ %145, %162 ], [ %184, %167 ]
  %188 = phi float [ %146, %152 ], [ %146, %154 ], [ %146, %158 ], [ %146, %162 ], [ %183, %167 ]
  %189 = sext i32 %55 to i64
  %190 = getelementptr i32, ptr %0, i64 %189
  %191 = getelementptr i8, ptr %190, i64 12
  %192 = load i32, ptr %191, align 4, !tbaa !6
  %193 = icmp slt i32 %192, -1
  br i1 %193, label %204, label %194

194:                                              ; preds = %185
  %195 = icmp sgt i32 %192, %39
  br i1 %195, label %196, label %227

196:                                              ; preds = %194
  %197 = icmp slt i32 %192, %4
  %198 = icmp samesign ult i32 %186, 48
  %199 = select i1 %197, i1 %198, i1 false
  br i1 %199, label %200, label %227

200:                                              ; preds = %196
  %201 = zext nneg i32 %186 to i64
  %202 = getelementptr inbounds nuw i32, ptr %10, i64 %201
  %203 = add nuw nsw i32 %186, 1
  store i32 %192, ptr %202, align 4, !tbaa !6
  br label %227

204:                                              ; preds = %185
  %205 = sub nuw nsw i32 -2, %192
  %206 = icmp sge i32 %205, %3
  %207 = icmp eq i32 %205, %15
  %208 = or i1 %206, %207
  br i1 %208, label %227, label %209

209:                                              ; preds = %204
  %210 = zext nneg i32 %205 to i64
  %211 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %210
  %212 = load float, ptr %211, align 16, !tbaa !11
  %213 = getelementptr inbounds nuw i8, ptr %211, i64 4
  %214 = load float, ptr %213, align 4, !tbaa !11
  %215 = getelementptr inbounds nuw i8, ptr %211, i64 12
  %216 = load float, ptr %215, align 4, !tbaa !11
  %217 = fsub contract float %212, %24
  %218 = fsub contract float %214, %26
  %219 = tail call noundef float @llvm.fma.f32(float %218, float %218, float %6)
  %220 = tail call noundef float @llvm.fma.f32(float %217, float %217, float %219)
  %221 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %220)
  %222 = fmul contract float %216, %221
  %223 = fmul contract float %221, %222
  %224 = fmul contract float %221, %223
  %225 = tail call noundef float @llvm.fma.f32(float %224, float %217, float %188)
  %226 = tail call noundef float @llvm.fma.f32(float %224, float %218, float %187)
  br label %227

227:                                              ; preds = %194, %196, %200, %204, %209, %60
  %228 = phi i32 [ %36, %60 ], [ %186, %194 ], [ %186, %196 ], [ %203, %200 ], [ %186, %204 ], [ %186, %209 ]
  %229 = phi float [ %68, %60 ], [ %187, %194 ], [ %187, %196 ], [ %187, %200 ], [ %187, %204 ], [ %226, %209 ]
  %230 = phi float [ %67, %60 ], [ %188, %194 ], [ %188, %196 ], [ %188, %200 ], [ %188, %204 ], [ %225, %209 ]
  %231 = add nuw nsw i32 %35, 1
  %232 = icmp ne i32 %228, 0
  %233 = icmp samesign ult i32 %231, %21
  %234 = select i1 %232, i1 %233, i1 false
  br i1 %234, label %31, label %28, !llvm.loop !13

235:                                              ; preds = %9, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
