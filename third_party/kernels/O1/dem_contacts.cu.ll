; ModuleID = 'src/dem_contacts.cu'
source_filename = "src/dem_contacts.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.f3 = type { float, float, float }
%struct.DemParams = type { float, float, float, float, float, float }
%struct.Box = type { [3 x float], [3 x float] }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.f3 @_Z13contact_force2f3fS_S_RS_fRK9DemParamsS0_(ptr noundef readonly byval(%struct.f3) align 4 captures(none) %0, float noundef %1, ptr noundef readonly byval(%struct.f3) align 4 captures(none) %2, ptr noundef readonly byval(%struct.f3) align 4 captures(none) %3, ptr noundef nonnull align 4 captures(none) dereferenceable(12) %4, float noundef %5, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(24) %6, ptr noundef nonnull writeonly align 4 captures(none) dereferenceable(12) initializes((0, 12)) %7) local_unnamed_addr #0 {
  %9 = load float, ptr %2, align 4, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = load float, ptr %0, align 4, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = fmul contract float %9, %14
  %20 = fmul contract float %11, %16
  %21 = fadd contract float %19, %20
  %22 = fmul contract float %13, %18
  %23 = fadd contract float %21, %22
  %24 = fmul contract float %14, %23
  %25 = fmul contract float %16, %23
  %26 = fmul contract float %18, %23
  %27 = fsub contract float %9, %24
  %28 = fsub contract float %11, %25
  %29 = fsub contract float %13, %26
  %30 = load float, ptr %3, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = fmul contract float %18, %32
  %36 = fmul contract float %16, %34
  %37 = fsub contract float %35, %36
  %38 = fmul contract float %14, %34
  %39 = fmul contract float %18, %30
  %40 = fsub contract float %38, %39
  %41 = fmul contract float %16, %30
  %42 = fmul contract float %14, %32
  %43 = fsub contract float %41, %42
  %44 = fsub contract float %27, %37
  %45 = fsub contract float %28, %40
  %46 = fsub contract float %29, %43
  %47 = load float, ptr %6, align 4, !tbaa !13
  %48 = fmul contract float %1, %47
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %50 = load float, ptr %49, align 4, !tbaa !15
  %51 = fmul contract float %5, %50
  %52 = fmul contract float %23, %51
  %53 = fsub contract float %48, %52
  %54 = fcmp contract olt float %53, 0.000000e+00
  %55 = select i1 %54, float 0.000000e+00, float %53
  %56 = load float, ptr %4, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fmul contract float %14, %56
  %62 = fmul contract float %16, %58
  %63 = fadd contract float %61, %62
  %64 = fmul contract float %18, %60
  %65 = fadd contract float %63, %64
  %66 = fmul contract float %14, %65
  %67 = fmul contract float %16, %65
  %68 = fmul contract float %18, %65
  %69 = fsub contract float %56, %66
  %70 = fsub contract float %58, %67
  %71 = fsub contract float %60, %68
  store float %69, ptr %4, align 4, !tbaa !11
  store float %70, ptr %57, align 4, !tbaa !11
  store float %71, ptr %59, align 4, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %73 = load float, ptr %72, align 4, !tbaa !16
  %74 = fmul contract float %44, %73
  %75 = fmul contract float %45, %73
  %76 = fmul contract float %46, %73
  %77 = fadd contract float %69, %74
  %78 = fadd contract float %70, %75
  %79 = fadd contract float %71, %76
  store float %77, ptr %4, align 4, !tbaa !11
  store float %78, ptr %57, align 4, !tbaa !11
  store float %79, ptr %59, align 4, !tbaa !11
  %80 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %81 = load float, ptr %80, align 4, !tbaa !17
  %82 = fneg contract float %81
  %83 = fmul contract float %77, %82
  %84 = fmul contract float %78, %82
  %85 = fmul contract float %79, %82
  %86 = fmul contract float %83, %83
  %87 = fmul contract float %84, %84
  %88 = fadd contract float %86, %87
  %89 = fmul contract float %85, %85
  %90 = fadd contract float %89, %88
  %91 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %90) #8
  %92 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %93 = load float, ptr %92, align 4, !tbaa !18
  %94 = fmul contract float %55, %93
  %95 = fcmp contract ogt float %91, %94
  br i1 %95, label %96, label %109

96:                                               ; preds = %8
  %97 = fcmp contract ogt float %91, 0x3BC79CA100000000
  %98 = fdiv contract float %94, %91
  %99 = select contract i1 %97, float %98, float 0.000000e+00
  %100 = fmul contract float %83, %99
  %101 = fmul contract float %84, %99
  %102 = fmul contract float %85, %99
  %103 = fcmp contract ogt float %81, 0x3BC79CA100000000
  %104 = fdiv contract float -1.000000e+00, %81
  %105 = select contract i1 %103, float %104, float 0.000000e+00
  %106 = fmul contract float %105, %100
  %107 = fmul contract float %105, %101
  %108 = fmul contract float %105, %102
  store float %106, ptr %4, align 4, !tbaa !11
  store float %107, ptr %57, align 4, !tbaa !11
  store float %108, ptr %59, align 4, !tbaa !11
  br label %109

109:                                              ; preds = %96, %8
  %110 = phi float [ %100, %96 ], [ %83, %8 ]
  %111 = phi float [ %101, %96 ], [ %84, %8 ]
  %112 = phi float [ %102, %96 ], [ %85, %8 ]
  store float %110, ptr %7, align 4, !tbaa !11
  %113 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %111, ptr %113, align 4, !tbaa !11
  %114 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %112, ptr %114, align 4, !tbaa !11
  %115 = fmul contract float %14, %55
  %116 = fmul contract float %16, %55
  %117 = fmul contract float %18, %55
  %118 = fadd contract float %115, %110
  %119 = fadd contract float %116, %111
  %120 = fadd contract float %117, %112
  %121 = insertvalue %struct.f3 poison, float %118, 0
  %122 = insertvalue %struct.f3 %121, float %119, 1
  %123 = insertvalue %struct.f3 %122, float %120, 2
  ret %struct.f3 %123
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @dem_contact_forces(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, ptr noalias noundef captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9, i32 noundef %10, i32 noundef %11, ptr noundef readonly byval(%struct.DemParams) align 4 captures(none) %12) local_unnamed_addr #2 {
  %14 = alloca %struct.f3, align 4
  %15 = alloca %struct.f3, align 4
  %16 = alloca %struct.f3, align 4
  %17 = alloca %struct.f3, align 4
  %18 = alloca %struct.f3, align 4
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  %24 = icmp sge i32 %23, %10
  %25 = icmp slt i32 %11, 1
  %26 = or i1 %24, %25
  br i1 %26, label %214, label %27

27:                                               ; preds = %13
  %28 = mul nsw i32 %23, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr i8, ptr %30, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = getelementptr i8, ptr %30, i64 8
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds float, ptr %2, i64 %29
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = getelementptr i8, ptr %36, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = getelementptr i8, ptr %36, i64 8
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = sext i32 %23 to i64
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr inbounds float, ptr %4, i64 %42
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds i32, ptr %6, i64 %42
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %48, i32 0)
  %50 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %49, i32 range(i32 1, -2147483648) %11)
  %51 = icmp slt i32 %48, 1
  br i1 %51, label %75, label %52

52:                                               ; preds = %27
  %53 = getelementptr inbounds float, ptr %3, i64 %29
  %54 = getelementptr i8, ptr %53, i64 8
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = getelementptr i8, ptr %53, i64 4
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = load float, ptr %53, align 4, !tbaa !11
  %59 = zext nneg i32 %11 to i64
  %60 = mul nsw i64 %59, %42
  %61 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %62 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %63 = fmul contract float %58, %44
  %64 = fmul contract float %57, %44
  %65 = fmul contract float %55, %44
  %66 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %67 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %68 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %69 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %70 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %71 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %72 = fneg contract float %44
  %73 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %74 = getelementptr inbounds nuw i8, ptr %15, i64 8
  br label %88

75:                                               ; preds = %205, %27
  %76 = phi float [ 0.000000e+00, %27 ], [ %206, %205 ]
  %77 = phi float [ 0.000000e+00, %27 ], [ %207, %205 ]
  %78 = phi float [ 0.000000e+00, %27 ], [ %208, %205 ]
  %79 = phi float [ 0.000000e+00, %27 ], [ %209, %205 ]
  %80 = phi float [ 0.000000e+00, %27 ], [ %210, %205 ]
  %81 = phi float [ 0.000000e+00, %27 ], [ %211, %205 ]
  %82 = getelementptr inbounds float, ptr %8, i64 %29
  store float %79, ptr %82, align 4, !tbaa !11
  %83 = getelementptr i8, ptr %82, i64 4
  store float %80, ptr %83, align 4, !tbaa !11
  %84 = getelementptr i8, ptr %82, i64 8
  store float %81, ptr %84, align 4, !tbaa !11
  %85 = getelementptr inbounds float, ptr %9, i64 %29
  store float %76, ptr %85, align 4, !tbaa !11
  %86 = getelementptr i8, ptr %85, i64 4
  store float %77, ptr %86, align 4, !tbaa !11
  %87 = getelementptr i8, ptr %85, i64 8
  store float %78, ptr %87, align 4, !tbaa !11
  br label %214

88:                                               ; preds = %52, %205
  %89 = phi float [ 0.000000e+00, %52 ], [ %211, %205 ]
  %90 = phi float [ 0.000000e+00, %52 ], [ %210, %205 ]
  %91 = phi float [ 0.000000e+00, %52 ], [ %209, %205 ]
  %92 = phi float [ 0.000000e+00, %52 ], [ %208, %205 ]
  %93 = phi float [ 0.000000e+00, %52 ], [ %207, %205 ]
  %94 = phi float [ 0.000000e+00, %52 ], [ %206, %205 ]
  %95 = phi i32 [ 0, %52 ], [ %212, %205 ]
  %96 = zext nneg i32 %95 to i64
  %97 = add nsw i64 %60, %96
  %98 = getelementptr inbounds nuw i32, ptr %5, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = srem i32 %99, %10
  %101 = icmp slt i32 %100, 0
  %102 = select i1 %101, i32 %10, i32 0
  %103 = add nsw i32 %102, %100
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #8
  %104 = mul i64 %97, 12884901888
  %105 = ashr exact i64 %104, 30
  %106 = getelementptr inbounds i8, ptr %7, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = getelementptr i8, ptr %106, i64 4
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = getelementptr i8, ptr %106, i64 8
  %111 = load float, ptr %110, align 4, !tbaa !11
  store float %107, ptr %14, align 4
  store float %109, ptr %61, align 4
  store float %111, ptr %62, align 4
  %112 = icmp eq i32 %103, %23
  br i1 %112, label %113, label %114

113:                                              ; preds = %88
  store float 0.000000e+00, ptr %106, align 4, !tbaa !11
  store float 0.000000e+00, ptr %108, align 4, !tbaa !11
  store float 0.000000e+00, ptr %110, align 4, !tbaa !11
  br label %205

114:                                              ; preds = %88
  %115 = mul nsw i32 %103, 3
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %0, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = getelementptr i8, ptr %117, i64 4
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = getelementptr i8, ptr %117, i64 8
  %122 = load float, ptr %121, align 4, !tbaa !11
  %123 = fsub contract float %31, %118
  %124 = fsub contract float %33, %120
  %125 = fsub contract float %35, %122
  %126 = fmul contract float %123, %123
  %127 = fmul contract float %124, %124
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %125, %125
  %130 = fadd contract float %128, %129
  %131 = sext i32 %103 to i64
  %132 = getelementptr inbounds float, ptr %1, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fadd contract float %44, %133
  %135 = fmul contract float %134, %134
  %136 = fcmp contract uge float %130, %135
  %137 = fcmp contract olt float %130, 0x3AF357C2A0000000
  %138 = or i1 %136, %137
  br i1 %138, label %139, label %140

139:                                              ; preds = %114
  store float 0.000000e+00, ptr %106, align 4, !tbaa !11
  store float 0.000000e+00, ptr %108, align 4, !tbaa !11
  store float 0.000000e+00, ptr %110, align 4, !tbaa !11
  br label %205

140:                                              ; preds = %114
  %141 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %130) #8
  %142 = fdiv contract float 1.000000e+00, %141
  %143 = fmul contract float %123, %142
  %144 = fmul contract float %124, %142
  %145 = fmul contract float %125, %142
  %146 = fsub contract float %134, %141
  %147 = getelementptr inbounds float, ptr %2, i64 %116
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = getelementptr i8, ptr %147, i64 4
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr i8, ptr %147, i64 8
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fsub contract float %37, %148
  %154 = fsub contract float %39, %150
  %155 = fsub contract float %41, %152
  %156 = getelementptr inbounds float, ptr %3, i64 %116
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = getelementptr i8, ptr %156, i64 4
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = getelementptr i8, ptr %156, i64 8
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = fmul contract float %133, %157
  %163 = fmul contract float %133, %159
  %164 = fmul contract float %133, %161
  %165 = fadd contract float %63, %162
  %166 = fadd contract float %64, %163
  %167 = fadd contract float %65, %164
  %168 = getelementptr inbounds float, ptr %4, i64 %131
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = fadd contract float %46, %169
  %171 = fcmp contract ogt float %170, 0.000000e+00
  br i1 %171, label %172, label %175

172:                                              ; preds = %140
  %173 = fmul contract float %46, %169
  %174 = fdiv contract float %173, %170
  br label %175

175:                                              ; preds = %140, %172
  %176 = phi contract float [ %174, %172 ], [ 0.000000e+00, %140 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #8
  store float %143, ptr %16, align 4, !tbaa !11
  store float %144, ptr %66, align 4, !tbaa !11
  store float %145, ptr %67, align 4, !tbaa !11
  store float %153, ptr %17, align 4, !tbaa !11
  store float %154, ptr %68, align 4, !tbaa !11
  store float %155, ptr %69, align 4, !tbaa !11
  store float %165, ptr %18, align 4, !tbaa !11
  store float %166, ptr %70, align 4, !tbaa !11
  store float %167, ptr %71, align 4, !tbaa !11
  %177 = call %struct.f3 @_Z13contact_force2f3fS_S_RS_fRK9DemParamsS0_(ptr noundef nonnull byval(%struct.f3) align 4 %16, float noundef %146, ptr noundef nonnull byval(%struct.f3) align 4 %17, ptr noundef nonnull byval(%struct.f3) align 4 %18, ptr noundef nonnull align 4 dereferenceable(12) %14, float noundef %176, ptr noundef nonnull align 4 dereferenceable(24) %12, ptr noundef nonnull align 4 dereferenceable(12) %15) #8
  %178 = extractvalue %struct.f3 %177, 0
  %179 = extractvalue %struct.f3 %177, 1
  %180 = extractvalue %struct.f3 %177, 2
  %181 = fadd contract float %91, %178
  %182 = fadd contract float %90, %179
  %183 = fadd contract float %89, %180
  %184 = fmul contract float %143, %72
  %185 = fmul contract float %144, %72
  %186 = fmul contract float %145, %72
  %187 = load float, ptr %15, align 4, !tbaa !11
  %188 = load float, ptr %73, align 4, !tbaa !11
  %189 = load float, ptr %74, align 4, !tbaa !11
  %190 = fmul contract float %185, %189
  %191 = fmul contract float %186, %188
  %192 = fsub contract float %190, %191
  %193 = fmul contract float %186, %187
  %194 = fmul contract float %184, %189
  %195 = fsub contract float %193, %194
  %196 = fmul contract float %184, %188
  %197 = fmul contract float %185, %187
  %198 = fsub contract float %196, %197
  %199 = fadd contract float %94, %192
  %200 = fadd contract float %93, %195
  %201 = fadd contract float %92, %198
  %202 = load float, ptr %14, align 4, !tbaa !11
  %203 = load float, ptr %61, align 4, !tbaa !11
  %204 = load float, ptr %62, align 4, !tbaa !11
  store float %202, ptr %106, align 4, !tbaa !11
  store float %203, ptr %108, align 4, !tbaa !11
  store float %204, ptr %110, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #8
  br label %205

205:                                              ; preds = %139, %175, %113
  %206 = phi float [ %94, %113 ], [ %94, %139 ], [ %199, %175 ]
  %207 = phi float [ %93, %113 ], [ %93, %139 ], [ %200, %175 ]
  %208 = phi float [ %92, %113 ], [ %92, %139 ], [ %201, %175 ]
  %209 = phi float [ %91, %113 ], [ %91, %139 ], [ %181, %175 ]
  %210 = phi float [ %90, %113 ], [ %90, %139 ], [ %182, %175 ]
  %211 = phi float [ %89, %113 ], [ %89, %139 ], [ %183, %175 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #8
  %212 = add nuw nsw i32 %95, 1
  %213 = icmp eq i32 %212, %50
  br i1 %213, label %75, label %88, !llvm.loop !19

214:                                              ; preds = %13, %75
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @dem_integrate(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noundef readonly byval(%struct.DemParams) align 4 captures(none) %8, ptr noundef readonly byval(%struct.Box) align 4 captures(none) %9) local_unnamed_addr #3 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %7
  br i1 %16, label %17, label %219

17:                                               ; preds = %10
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds float, ptr %6, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !11
  %21 = tail call noundef float @llvm.maxnum.f32(float %20, float 0x3D71979980000000)
  %22 = getelementptr inbounds float, ptr %5, i64 %18
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = fmul contract float %21, 0x3FD99999A0000000
  %25 = fmul contract float %23, %24
  %26 = fmul contract float %23, %25
  %27 = mul nsw i32 %15, 3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr i8, ptr %29, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr i8, ptr %29, i64 8
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds float, ptr %1, i64 %28
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr i8, ptr %35, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr i8, ptr %35, i64 8
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr inbounds float, ptr %2, i64 %28
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr i8, ptr %41, i64 4
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr i8, ptr %41, i64 8
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds float, ptr %3, i64 %28
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = getelementptr i8, ptr %47, i64 4
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = getelementptr i8, ptr %47, i64 8
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %54 = load float, ptr %53, align 4, !tbaa !22
  %55 = fmul contract float %21, %54
  %56 = fadd contract float %52, %55
  %57 = load float, ptr %8, align 4, !tbaa !13
  %58 = fmul contract float %21, %57
  %59 = tail call noundef float @llvm.maxnum.f32(float %58, float 0.000000e+00)
  %60 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %59) #8
  %61 = fmul contract float %60, 2.000000e+00
  %62 = fmul contract float %61, 0x3FD3333340000000
  %63 = load float, ptr %9, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = fsub contract float %30, %23
  %67 = fcmp contract olt float %66, %63
  br i1 %67, label %68, label %75

68:                                               ; preds = %17
  %69 = fsub contract float %63, %66
  %70 = fmul contract float %57, %69
  %71 = fmul contract float %36, %62
  %72 = fsub contract float %70, %71
  %73 = fcmp contract ogt float %72, 0.000000e+00
  %74 = select contract i1 %73, float %72, float 0.000000e+00
  br label %86

75:                                               ; preds = %17
  %76 = fadd contract float %23, %30
  %77 = fcmp contract ogt float %76, %65
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = fsub contract float %76, %65
  %80 = fneg contract float %57
  %81 = fmul contract float %79, %80
  %82 = fmul contract float %36, %62
  %83 = fsub contract float %81, %82
  %84 = fcmp contract olt float %83, 0.000000e+00
  %85 = select contract i1 %84, float %83, float 0.000000e+00
  br label %86

86:                                               ; preds = %68, %75, %78
  %87 = phi float [ %74, %68 ], [ %85, %78 ], [ 0.000000e+00, %75 ]
  %88 = fadd contract float %48, %87
  %89 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = fsub contract float %32, %23
  %94 = fcmp contract olt float %93, %90
  br i1 %94, label %95, label %102

95:                                               ; preds = %86
  %96 = fsub contract float %90, %93
  %97 = fmul contract float %57, %96
  %98 = fmul contract float %38, %62
  %99 = fsub contract float %97, %98
  %100 = fcmp contract ogt float %99, 0.000000e+00
  %101 = select contract i1 %100, float %99, float 0.000000e+00
  br label %113

102:                                              ; preds = %86
  %103 = fadd contract float %23, %32
  %104 = fcmp contract ogt float %103, %92
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = fsub contract float %103, %92
  %107 = fneg contract float %57
  %108 = fmul contract float %106, %107
  %109 = fmul contract float %38, %62
  %110 = fsub contract float %108, %109
  %111 = fcmp contract olt float %110, 0.000000e+00
  %112 = select contract i1 %111, float %110, float 0.000000e+00
  br label %113

113:                                              ; preds = %95, %102, %105
  %114 = phi float [ %101, %95 ], [ %112, %105 ], [ 0.000000e+00, %102 ]
  %115 = fadd contract float %50, %114
  %116 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = fsub contract float %34, %23
  %121 = fcmp contract olt float %120, %117
  br i1 %121, label %122, label %129

122:                                              ; preds = %113
  %123 = fsub contract float %117, %120
  %124 = fmul contract float %57, %123
  %125 = fmul contract float %40, %62
  %126 = fsub contract float %124, %125
  %127 = fcmp contract ogt float %126, 0.000000e+00
  %128 = select contract i1 %127, float %126, float 0.000000e+00
  br label %140

129:                                              ; preds = %113
  %130 = fadd contract float %23, %34
  %131 = fcmp contract ogt float %130, %119
  br i1 %131, label %132, label %140

132:                                              ; preds = %129
  %133 = fsub contract float %130, %119
  %134 = fneg contract float %57
  %135 = fmul contract float %133, %134
  %136 = fmul contract float %40, %62
  %137 = fsub contract float %135, %136
  %138 = fcmp contract olt float %137, 0.000000e+00
  %139 = select contract i1 %138, float %137, float 0.000000e+00
  br label %140

140:                                              ; preds = %122, %129, %132
  %141 = phi float [ %128, %122 ], [ %139, %132 ], [ 0.000000e+00, %129 ]
  %142 = fadd contract float %56, %141
  %143 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %144 = load float, ptr %143, align 4, !tbaa !16
  %145 = fdiv contract float %144, %21
  %146 = fmul contract float %88, %145
  %147 = fmul contract float %115, %145
  %148 = fmul contract float %142, %145
  %149 = fadd contract float %36, %146
  %150 = fadd contract float %38, %147
  %151 = fadd contract float %40, %148
  %152 = fmul contract float %144, %149
  %153 = fmul contract float %144, %150
  %154 = fmul contract float %144, %151
  %155 = fadd contract float %30, %152
  %156 = fadd contract float %32, %153
  %157 = fadd contract float %34, %154
  %158 = getelementptr inbounds float, ptr %4, i64 %28
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = getelementptr i8, ptr %158, i64 4
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr i8, ptr %158, i64 8
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = load float, ptr %9, align 4, !tbaa !11
  %165 = fcmp contract olt float %155, %164
  br i1 %165, label %166, label %169

166:                                              ; preds = %140
  %167 = fadd contract float %23, %164
  %168 = fmul contract float %149, -5.000000e-01
  br label %175

169:                                              ; preds = %140
  %170 = load float, ptr %64, align 4, !tbaa !11
  %171 = fcmp contract ogt float %155, %170
  br i1 %171, label %172, label %175

172:                                              ; preds = %169
  %173 = fsub contract float %170, %23
  %174 = fmul contract float %149, -5.000000e-01
  br label %175

175:                                              ; preds = %169, %172, %166
  %176 = phi float [ %168, %166 ], [ %174, %172 ], [ %149, %169 ]
  %177 = phi float [ %167, %166 ], [ %173, %172 ], [ %155, %169 ]
  %178 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = fcmp contract olt float %156, %179
  br i1 %180, label %188, label %181

181:                                              ; preds = %175
  %182 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %183 = load float, ptr %182, align 4, !tbaa !11
  %184 = fcmp contract ogt float %156, %183
  br i1 %184, label %185, label %191

185:                                              ; preds = %181
  %186 = fsub contract float %183, %23
  %187 = fmul contract float %150, -5.000000e-01
  br label %191

188:                                              ; preds = %175
  %189 = fadd contract float %23, %179
  %190 = fmul contract float %150, -5.000000e-01
  br label %191

191:                                              ; preds = %188, %185, %181
  %192 = phi float [ %190, %188 ], [ %187, %185 ], [ %150, %181 ]
  %193 = phi float [ %189, %188 ], [ %186, %185 ], [ %156, %181 ]
  %194 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %195 = load float, ptr %194, align 4, !tbaa !11
  %196 = fcmp contract olt float %157, %195
  br i1 %196, label %204, label %197

197:                                              ; preds = %191
  %198 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %199 = load float, ptr %198, align 4, !tbaa !11
  %200 = fcmp contract ogt float %157, %199
  br i1 %200, label %201, label %207

201:                                              ; preds = %197
  %202 = fsub contract float %199, %23
  %203 = fmul contract float %151, -5.000000e-01
  br label %207

204:                                              ; preds = %191
  %205 = fadd contract float %23, %195
  %206 = fmul contract float %151, -5.000000e-01
  br label %207

207:                                              ; preds = %204, %201, %197
  %208 = phi float [ %206, %204 ], [ %203, %201 ], [ %151, %197 ]
  %209 = phi float [ %205, %204 ], [ %202, %201 ], [ %157, %197 ]
  %210 = fcmp contract ogt float %26, 0x3BC79CA100000000
  %211 = fdiv contract float %144, %26
  %212 = select contract i1 %210, float %211, float 0.000000e+00
  %213 = fmul contract float %159, %212
  %214 = fmul contract float %212, %161
  %215 = fmul contract float %212, %163
  %216 = fadd contract float %42, %213
  %217 = fadd contract float %44, %214
  %218 = fadd contract float %46, %215
  store float %177, ptr %29, align 4, !tbaa !11
  store float %193, ptr %31, align 4, !tbaa !11
  store float %209, ptr %33, align 4, !tbaa !11
  store float %176, ptr %35, align 4, !tbaa !11
  store float %192, ptr %37, align 4, !tbaa !11
  store float %208, ptr %39, align 4, !tbaa !11
  store float %216, ptr %41, align 4, !tbaa !11
  store float %217, ptr %43, align 4, !tbaa !11
  store float %218, ptr %45, align 4, !tbaa !11
  br label %219

219:                                              ; preds = %10, %207
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!14 = !{!"_ZTS9DemParams", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20}
!15 = !{!14, !12, i64 4}
!16 = !{!14, !12, i64 16}
!17 = !{!14, !12, i64 8}
!18 = !{!14, !12, i64 12}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!14, !12, i64 20}
