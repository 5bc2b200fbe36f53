; ModuleID = 'src/triangle_raster.cu'
source_filename = "src/triangle_raster.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Viewport = type { float, float, float, float, float, float }

@_ZZ16tri_raster_tilesE5s_bin = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ16tri_raster_tilesE7s_count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tri_setup(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef readonly byval(%struct.Viewport) align 4 captures(none) %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp sge i32 %14, %3
  %16 = icmp slt i32 %4, 1
  %17 = or i1 %15, %16
  br i1 %17, label %210, label %18

18:                                               ; preds = %9
  %19 = mul nsw i32 %14, 3
  %20 = load float, ptr %7, align 4, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %22 = load float, ptr %21, align 4, !tbaa !14
  %23 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !15
  %25 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %26 = load float, ptr %25, align 4, !tbaa !16
  %27 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %28 = load float, ptr %27, align 4, !tbaa !17
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %30 = load float, ptr %29, align 4, !tbaa !18
  %31 = fsub contract float %30, %28
  %32 = sext i32 %19 to i64
  %33 = getelementptr inbounds i32, ptr %1, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = srem i32 %34, %4
  %36 = icmp slt i32 %35, 0
  %37 = select i1 %36, i32 %4, i32 0
  %38 = add nsw i32 %37, %35
  %39 = mul nsw i32 %38, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !19
  %43 = fmul contract float %42, %20
  %44 = fadd contract float %43, %22
  %45 = getelementptr i8, ptr %41, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !19
  %47 = fmul contract float %46, %24
  %48 = fadd contract float %47, %26
  %49 = getelementptr i8, ptr %41, i64 8
  %50 = load float, ptr %49, align 4, !tbaa !19
  %51 = fmul contract float %50, 5.000000e-01
  %52 = fadd contract float %51, 5.000000e-01
  %53 = fmul contract float %52, %31
  %54 = fadd contract float %28, %53
  %55 = sext i32 %19 to i64
  %56 = getelementptr i32, ptr %1, i64 %55
  %57 = getelementptr i8, ptr %56, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = srem i32 %58, %4
  %60 = icmp slt i32 %59, 0
  %61 = select i1 %60, i32 %4, i32 0
  %62 = add nsw i32 %61, %59
  %63 = mul nsw i32 %62, 3
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !19
  %67 = fmul contract float %66, %20
  %68 = fadd contract float %67, %22
  %69 = getelementptr i8, ptr %65, i64 4
  %70 = load float, ptr %69, align 4, !tbaa !19
  %71 = fmul contract float %70, %24
  %72 = fadd contract float %71, %26
  %73 = getelementptr i8, ptr %65, i64 8
  %74 = load float, ptr %73, align 4, !tbaa !19
  %75 = fmul contract float %74, 5.000000e-01
  %76 = fadd contract float %75, 5.000000e-01
  %77 = fmul contract float %76, %31
  %78 = fadd contract float %28, %77
  %79 = sext i32 %19 to i64
  %80 = getelementptr i32, ptr %1, i64 %79
  %81 = getelementptr i8, ptr %80, i64 8
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = srem i32 %82, %4
  %84 = icmp slt i32 %83, 0
  %85 = select i1 %84, i32 %4, i32 0
  %86 = add nsw i32 %85, %83
  %87 = mul nsw i32 %86, 3
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !19
  %91 = fmul contract float %90, %20
  %92 = fadd contract float %91, %22
  %93 = getelementptr i8, ptr %89, i64 4
  %94 = load float, ptr %93, align 4, !tbaa !19
  %95 = fmul contract float %94, %24
  %96 = fadd contract float %95, %26
  %97 = getelementptr i8, ptr %89, i64 8
  %98 = load float, ptr %97, align 4, !tbaa !19
  %99 = fmul contract float %98, 5.000000e-01
  %100 = fadd contract float %99, 5.000000e-01
  %101 = fmul contract float %100, %31
  %102 = fadd contract float %28, %101
  %103 = fsub contract float %68, %44
  %104 = fsub contract float %96, %48
  %105 = fmul contract float %103, %104
  %106 = fsub contract float %92, %44
  %107 = fsub contract float %72, %48
  %108 = fmul contract float %106, %107
  %109 = fsub contract float %105, %108
  %110 = sext i32 %14 to i64
  %111 = shl nsw i64 %110, 6
  %112 = getelementptr inbounds nuw i8, ptr %2, i64 %111
  %113 = tail call noundef float @llvm.nvvm.fabs.f32(float %109)
  %114 = fcmp contract ogt float %113, 0x3E45798EE0000000
  br i1 %114, label %115, label %119

115:                                              ; preds = %18
  %116 = icmp ne i32 %8, 0
  %117 = fcmp contract olt float %109, 0.000000e+00
  %118 = and i1 %116, %117
  br i1 %118, label %119, label %123

119:                                              ; preds = %18, %115
  %120 = getelementptr inbounds nuw i8, ptr %112, i64 48
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %112, i8 0, i64 48, i1 false)
  store float 1.000000e+00, ptr %120, align 4, !tbaa !19
  %121 = getelementptr inbounds nuw i8, ptr %112, i64 52
  store float 1.000000e+00, ptr %121, align 4, !tbaa !19
  %122 = getelementptr inbounds nuw i8, ptr %112, i64 56
  store float 0.000000e+00, ptr %122, align 4, !tbaa !19
  br label %207

123:                                              ; preds = %115
  %124 = fcmp contract ogt float %109, 0.000000e+00
  %125 = select contract i1 %124, float 1.000000e+00, float -1.000000e+00
  %126 = fsub contract float %72, %96
  %127 = fmul contract float %125, %126
  %128 = fsub contract float %92, %68
  %129 = fmul contract float %125, %128
  %130 = fmul contract float %96, %68
  %131 = fmul contract float %72, %92
  %132 = fsub contract float %130, %131
  %133 = fmul contract float %125, %132
  store float %127, ptr %112, align 4, !tbaa !19
  %134 = getelementptr inbounds nuw i8, ptr %112, i64 4
  store float %129, ptr %134, align 4, !tbaa !19
  %135 = getelementptr inbounds nuw i8, ptr %112, i64 8
  store float %133, ptr %135, align 4, !tbaa !19
  %136 = fmul contract float %125, %104
  %137 = fsub contract float %44, %92
  %138 = fmul contract float %125, %137
  %139 = fmul contract float %48, %92
  %140 = fmul contract float %96, %44
  %141 = fsub contract float %139, %140
  %142 = fmul contract float %125, %141
  %143 = getelementptr inbounds nuw i8, ptr %112, i64 12
  store float %136, ptr %143, align 4, !tbaa !19
  %144 = getelementptr inbounds nuw i8, ptr %112, i64 16
  store float %138, ptr %144, align 4, !tbaa !19
  %145 = getelementptr inbounds nuw i8, ptr %112, i64 20
  store float %142, ptr %145, align 4, !tbaa !19
  %146 = fsub contract float %48, %72
  %147 = fmul contract float %125, %146
  %148 = fmul contract float %125, %103
  %149 = fmul contract float %72, %44
  %150 = fmul contract float %48, %68
  %151 = fsub contract float %149, %150
  %152 = fmul contract float %125, %151
  %153 = getelementptr inbounds nuw i8, ptr %112, i64 24
  store float %147, ptr %153, align 4, !tbaa !19
  %154 = getelementptr inbounds nuw i8, ptr %112, i64 28
  store float %148, ptr %154, align 4, !tbaa !19
  %155 = getelementptr inbounds nuw i8, ptr %112, i64 32
  store float %152, ptr %155, align 4, !tbaa !19
  %156 = fdiv contract float 1.000000e+00, %109
  %157 = fmul contract float %156, %54
  %158 = fmul contract float %125, %157
  %159 = fmul contract float %127, %158
  %160 = fadd contract float %159, 0.000000e+00
  %161 = fmul contract float %129, %158
  %162 = fadd contract float %161, 0.000000e+00
  %163 = fmul contract float %158, %133
  %164 = fadd contract float %163, 0.000000e+00
  %165 = fmul contract float %156, %78
  %166 = fmul contract float %125, %165
  %167 = fmul contract float %136, %166
  %168 = fadd contract float %160, %167
  %169 = fmul contract float %138, %166
  %170 = fadd contract float %162, %169
  %171 = fmul contract float %166, %142
  %172 = fadd contract float %164, %171
  %173 = fmul contract float %156, %102
  %174 = fmul contract float %125, %173
  %175 = fmul contract float %147, %174
  %176 = fadd contract float %168, %175
  %177 = fmul contract float %148, %174
  %178 = fadd contract float %170, %177
  %179 = fmul contract float %174, %152
  %180 = fadd contract float %172, %179
  %181 = getelementptr inbounds nuw i8, ptr %112, i64 36
  store float %176, ptr %181, align 4, !tbaa !19
  %182 = getelementptr inbounds nuw i8, ptr %112, i64 40
  store float %178, ptr %182, align 4, !tbaa !19
  %183 = getelementptr inbounds nuw i8, ptr %112, i64 44
  store float %180, ptr %183, align 4, !tbaa !19
  %184 = tail call noundef float @llvm.minnum.f32(float %68, float %92)
  %185 = tail call noundef float @llvm.minnum.f32(float %44, float %184)
  %186 = tail call noundef float @llvm.maxnum.f32(float %68, float %92)
  %187 = tail call noundef float @llvm.maxnum.f32(float %44, float %186)
  %188 = tail call noundef float @llvm.minnum.f32(float %72, float %96)
  %189 = tail call noundef float @llvm.minnum.f32(float %48, float %188)
  %190 = tail call noundef float @llvm.maxnum.f32(float %72, float %96)
  %191 = tail call noundef float @llvm.maxnum.f32(float %48, float %190)
  %192 = tail call noundef float @llvm.floor.f32(float %185)
  %193 = tail call noundef float @llvm.maxnum.f32(float %192, float 0.000000e+00)
  %194 = getelementptr inbounds nuw i8, ptr %112, i64 48
  store float %193, ptr %194, align 4, !tbaa !19
  %195 = tail call noundef float @llvm.floor.f32(float %189)
  %196 = tail call noundef float @llvm.maxnum.f32(float %195, float 0.000000e+00)
  %197 = getelementptr inbounds nuw i8, ptr %112, i64 52
  store float %196, ptr %197, align 4, !tbaa !19
  %198 = tail call noundef float @llvm.ceil.f32(float %187)
  %199 = add nsw i32 %5, -1
  %200 = sitofp i32 %199 to float
  %201 = tail call noundef float @llvm.minnum.f32(float %198, float %200)
  %202 = getelementptr inbounds nuw i8, ptr %112, i64 56
  store float %201, ptr %202, align 4, !tbaa !19
  %203 = tail call noundef float @llvm.ceil.f32(float %191)
  %204 = add nsw i32 %6, -1
  %205 = sitofp i32 %204 to float
  %206 = tail call noundef float @llvm.minnum.f32(float %203, float %205)
  br label %207

207:                                              ; preds = %123, %119
  %208 = phi float [ %206, %123 ], [ 0.000000e+00, %119 ]
  %209 = getelementptr inbounds nuw i8, ptr %112, i64 60
  store float %208, ptr %209, align 4, !tbaa !19
  br label %210

210:                                              ; preds = %9, %207
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @tri_raster_tiles(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %5, 1
  %9 = icmp slt i32 %6, 1
  %10 = or i1 %8, %9
  br i1 %10, label %181, label %11

11:                                               ; preds = %7
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %5, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = mul i32 %6, %14
  %16 = icmp slt i32 %13, %3
  %17 = icmp slt i32 %15, %4
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %181

19:                                               ; preds = %11
  %20 = add nsw i32 %13, %5
  %21 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 %3)
  %22 = add nsw i32 %21, -1
  %23 = add nsw i32 %15, %6
  %24 = tail call noundef i32 @llvm.smin.i32(i32 %23, i32 %4)
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %27 = mul nuw nsw i32 %25, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %29 = mul nuw nsw i32 %28, %25
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = add nuw nsw i32 %29, %30
  %32 = sub nsw i32 %22, %13
  %33 = add nsw i32 %32, 1
  %34 = sub i32 %24, %15
  %35 = mul nsw i32 %33, %34
  %36 = icmp sgt i32 %1, 0
  br i1 %36, label %37, label %181

37:                                               ; preds = %19
  %38 = add nsw i32 %24, -1
  %39 = icmp eq i32 %31, 0
  %40 = sitofp i32 %22 to float
  %41 = sitofp i32 %13 to float
  %42 = sitofp i32 %38 to float
  %43 = sitofp i32 %15 to float
  %44 = icmp slt i32 %31, %35
  %45 = sext i32 %3 to i64
  br label %46

46:                                               ; preds = %37, %88
  %47 = phi i32 [ 0, %37 ], [ %51, %88 ]
  br i1 %39, label %48, label %49

48:                                               ; preds = %46
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16tri_raster_tilesE7s_count to ptr), align 4, !tbaa !6
  br label %49

49:                                               ; preds = %48, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = add nuw nsw i32 %47, %31
  %51 = add nuw nsw i32 %47, 256
  %52 = tail call noundef i32 @llvm.smin.i32(i32 %51, i32 %1)
  %53 = icmp slt i32 %50, %52
  br i1 %53, label %59, label %54

54:                                               ; preds = %85, %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tri_raster_tilesE7s_count to ptr), align 4, !tbaa !6
  %56 = tail call noundef i32 @llvm.smin.i32(i32 %55, i32 256)
  br i1 %44, label %57, label %88

57:                                               ; preds = %54
  %58 = icmp sgt i32 %55, 0
  br label %90

59:                                               ; preds = %49, %85
  %60 = phi i32 [ %86, %85 ], [ %50, %49 ]
  %61 = zext nneg i32 %60 to i64
  %62 = shl nuw nsw i64 %61, 6
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 48
  %65 = load float, ptr %64, align 4, !tbaa !19
  %66 = fcmp contract ugt float %65, %40
  br i1 %66, label %85, label %67

67:                                               ; preds = %59
  %68 = getelementptr inbounds nuw i8, ptr %63, i64 60
  %69 = load float, ptr %68, align 4, !tbaa !19
  %70 = getelementptr inbounds nuw i8, ptr %63, i64 52
  %71 = load float, ptr %70, align 4, !tbaa !19
  %72 = getelementptr inbounds nuw i8, ptr %63, i64 56
  %73 = load float, ptr %72, align 4, !tbaa !19
  %74 = fcmp contract ult float %73, %41
  %75 = fcmp contract ugt float %71, %42
  %76 = select i1 %74, i1 true, i1 %75
  %77 = fcmp contract ult float %69, %43
  %78 = select i1 %76, i1 true, i1 %77
  br i1 %78, label %85, label %79

79:                                               ; preds = %67
  %80 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16tri_raster_tilesE7s_count to ptr), i32 1 seq_cst, align 4
  %81 = icmp slt i32 %80, 256
  br i1 %81, label %82, label %85

82:                                               ; preds = %79
  %83 = sext i32 %80 to i64
  %84 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tri_raster_tilesE5s_bin to ptr), i64 %83
  store i32 %60, ptr %84, align 4, !tbaa !6
  br label %85

85:                                               ; preds = %79, %82, %67, %59
  %86 = add nuw nsw i32 %60, %27
  %87 = icmp slt i32 %86, %52
  br i1 %87, label %59, label %54, !llvm.loop !20

88:                                               ; preds = %178, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = icmp slt i32 %51, %1
  br i1 %89, label %46, label %181, !llvm.loop !22

90:                                               ; preds = %57, %178
  %91 = phi i32 [ %31, %57 ], [ %179, %178 ]
  %92 = freeze i32 %91
  %93 = sdiv i32 %92, %33
  %94 = mul i32 %93, %33
  %95 = sub i32 %92, %94
  %96 = add nsw i32 %95, %13
  %97 = add nsw i32 %93, %15
  %98 = sitofp i32 %96 to float
  %99 = fadd contract float %98, 5.000000e-01
  %100 = sitofp i32 %97 to float
  %101 = fadd contract float %100, 5.000000e-01
  br i1 %58, label %105, label %102

102:                                              ; preds = %167, %90
  %103 = phi i64 [ -1, %90 ], [ %168, %167 ]
  %104 = icmp eq i64 %103, -1
  br i1 %104, label %178, label %171

105:                                              ; preds = %90, %167
  %106 = phi i64 [ %168, %167 ], [ -1, %90 ]
  %107 = phi i32 [ %169, %167 ], [ 0, %90 ]
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tri_raster_tilesE5s_bin to ptr), i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = sext i32 %110 to i64
  %112 = shl nsw i64 %111, 6
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !19
  %115 = fmul contract float %99, %114
  %116 = getelementptr inbounds nuw i8, ptr %113, i64 4
  %117 = load float, ptr %116, align 4, !tbaa !19
  %118 = fmul contract float %101, %117
  %119 = fadd contract float %115, %118
  %120 = getelementptr inbounds nuw i8, ptr %113, i64 8
  %121 = load float, ptr %120, align 4, !tbaa !19
  %122 = fadd contract float %121, %119
  %123 = getelementptr inbounds nuw i8, ptr %113, i64 12
  %124 = load float, ptr %123, align 4, !tbaa !19
  %125 = fmul contract float %99, %124
  %126 = getelementptr inbounds nuw i8, ptr %113, i64 16
  %127 = load float, ptr %126, align 4, !tbaa !19
  %128 = fmul contract float %101, %127
  %129 = fadd contract float %125, %128
  %130 = getelementptr inbounds nuw i8, ptr %113, i64 20
  %131 = load float, ptr %130, align 4, !tbaa !19
  %132 = fadd contract float %131, %129
  %133 = getelementptr inbounds nuw i8, ptr %113, i64 24
  %134 = load float, ptr %133, align 4, !tbaa !19
  %135 = fmul contract float %99, %134
  %136 = getelementptr inbounds nuw i8, ptr %113, i64 28
  %137 = load float, ptr %136, align 4, !tbaa !19
  %138 = fmul contract float %101, %137
  %139 = fadd contract float %135, %138
  %140 = getelementptr inbounds nuw i8, ptr %113, i64 32
  %141 = load float, ptr %140, align 4, !tbaa !19
  %142 = fadd contract float %141, %139
  %143 = fcmp contract oge float %122, 0.000000e+00
  %144 = fcmp contract oge float %132, 0.000000e+00
  %145 = select i1 %143, i1 %144, i1 false
  %146 = fcmp contract oge float %142, 0.000000e+00
  %147 = select i1 %145, i1 %146, i1 false
  br i1 %147, label %148, label %167

148:                                              ; preds = %105
  %149 = getelementptr inbounds nuw i8, ptr %113, i64 36
  %150 = load float, ptr %149, align 4, !tbaa !19
  %151 = fmul contract float %99, %150
  %152 = getelementptr inbounds nuw i8, ptr %113, i64 40
  %153 = load float, ptr %152, align 4, !tbaa !19
  %154 = fmul contract float %101, %153
  %155 = fadd contract float %151, %154
  %156 = getelementptr inbounds nuw i8, ptr %113, i64 44
  %157 = load float, ptr %156, align 4, !tbaa !19
  %158 = fadd contract float %157, %155
  %159 = tail call noundef float @llvm.maxnum.f32(float %158, float 0.000000e+00)
  %160 = tail call noundef float @llvm.minnum.f32(float %159, float 1.000000e+00)
  %161 = bitcast float %160 to i32
  %162 = zext i32 %161 to i64
  %163 = shl nuw i64 %162, 32
  %164 = zext i32 %110 to i64
  %165 = or disjoint i64 %163, %164
  %166 = tail call noundef i64 @llvm.umin.i64(i64 %106, i64 %165)
  br label %167

167:                                              ; preds = %148, %105
  %168 = phi i64 [ %166, %148 ], [ %106, %105 ]
  %169 = add nuw nsw i32 %107, 1
  %170 = icmp eq i32 %169, %56
  br i1 %170, label %102, label %105, !llvm.loop !23

171:                                              ; preds = %102
  %172 = sext i32 %97 to i64
  %173 = mul nsw i64 %172, %45
  %174 = getelementptr i64, ptr %2, i64 %173
  %175 = sext i32 %96 to i64
  %176 = getelementptr i64, ptr %174, i64 %175
  %177 = atomicrmw umin ptr %176, i64 %103 seq_cst, align 8
  br label %178

178:                                              ; preds = %171, %102
  %179 = add nuw nsw i32 %91, %27
  %180 = icmp slt i32 %179, %35
  br i1 %180, label %90, label %88, !llvm.loop !24

181:                                              ; preds = %88, %19, %11, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tri_resolve(ptr noalias noundef captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = icmp slt i32 %14, %5
  %21 = icmp slt i32 %19, %6
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %49

23:                                               ; preds = %9
  %24 = zext nneg i32 %19 to i64
  %25 = sext i32 %5 to i64
  %26 = mul nsw i64 %25, %24
  %27 = sext i32 %14 to i64
  %28 = add nsw i64 %26, %27
  %29 = getelementptr inbounds nuw i64, ptr %0, i64 %28
  %30 = load i64, ptr %29, align 8, !tbaa !25
  %31 = trunc i64 %30 to i32
  %32 = icmp sgt i32 %7, 0
  %33 = icmp ugt i32 %7, %31
  %34 = and i1 %32, %33
  br i1 %34, label %35, label %42

35:                                               ; preds = %23
  %36 = lshr i64 %30, 32
  %37 = trunc nuw i64 %36 to i32
  %38 = bitcast i32 %37 to float
  %39 = and i64 %30, 4294967295
  %40 = getelementptr inbounds nuw i32, ptr %3, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  br label %42

42:                                               ; preds = %23, %35
  %43 = phi i32 [ %31, %35 ], [ -1, %23 ]
  %44 = phi float [ %38, %35 ], [ 1.000000e+00, %23 ]
  %45 = phi i32 [ %41, %35 ], [ %8, %23 ]
  %46 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  store i32 %43, ptr %46, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw float, ptr %2, i64 %28
  store float %44, ptr %47, align 4, !tbaa !19
  %48 = getelementptr inbounds nuw i32, ptr %4, i64 %28
  store i32 %45, ptr %48, align 4, !tbaa !6
  store i64 -1, ptr %29, align 8, !tbaa !25
  br label %49

49:                                               ; preds = %9, %42
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!12 = !{!"_ZTS8Viewport", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 8}
!15 = !{!12, !13, i64 4}
!16 = !{!12, !13, i64 12}
!17 = !{!12, !13, i64 16}
!18 = !{!12, !13, i64 20}
!19 = !{!13, !13, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !21}
!25 = !{!26, !26, i64 0}
!26 = !{!"long long", !8, i64 0}
