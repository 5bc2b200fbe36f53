; ModuleID = 'src/spmm_ell_bsr.cu'
source_filename = "src/spmm_ell_bsr.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13spmm_bsr4_f64E5s_blk = internal unnamed_addr addrspace(3) global [8 x [16 x double]] undef, align 8
@_ZZ13spmm_bsr4_f64E5s_col = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmm_ell_f32(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noalias noundef captures(none) %8, i32 noundef %9, float noundef %10, float noundef %11) local_unnamed_addr #0 {
  %13 = icmp slt i32 %9, %2
  br i1 %13, label %259, label %14

14:                                               ; preds = %12
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  %25 = shl i32 %24, 2
  %26 = icmp slt i32 %19, %0
  %27 = icmp slt i32 %25, %2
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %259

29:                                               ; preds = %14
  %30 = add nsw i32 %25, 4
  %31 = icmp sgt i32 %30, %2
  %32 = icmp sgt i32 %3, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = zext nneg i32 %19 to i64
  %35 = sext i32 %25 to i64
  br label %101

36:                                               ; preds = %29
  %37 = zext nneg i32 %0 to i64
  %38 = zext nneg i32 %19 to i64
  %39 = sext i32 %7 to i64
  %40 = sext i32 %25 to i64
  %41 = getelementptr float, ptr %6, i64 %40
  %42 = or disjoint i32 %25, 1
  %43 = icmp slt i32 %42, %2
  %44 = or disjoint i32 %25, 2
  %45 = icmp slt i32 %44, %2
  %46 = or disjoint i32 %25, 3
  %47 = icmp slt i32 %46, %2
  %48 = and i32 %3, 1
  %49 = icmp eq i32 %3, 1
  br i1 %49, label %54, label %50

50:                                               ; preds = %36
  %51 = and i32 %3, 2147483646
  br label %113

52:                                               ; preds = %206
  %53 = icmp eq i32 %48, 0
  br i1 %53, label %101, label %54

54:                                               ; preds = %52, %36
  %55 = phi float [ 0.000000e+00, %36 ], [ %207, %52 ]
  %56 = phi float [ 0.000000e+00, %36 ], [ %208, %52 ]
  %57 = phi float [ 0.000000e+00, %36 ], [ %209, %52 ]
  %58 = phi float [ 0.000000e+00, %36 ], [ %210, %52 ]
  %59 = phi i32 [ 0, %36 ], [ %211, %52 ]
  %60 = icmp ne i32 %48, 0
  tail call void @llvm.assume(i1 %60)
  %61 = zext nneg i32 %59 to i64
  %62 = mul nuw nsw i64 %61, %37
  %63 = add nuw nsw i64 %62, %38
  %64 = getelementptr inbounds nuw i32, ptr %4, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = icmp ult i32 %65, %1
  br i1 %66, label %67, label %101

67:                                               ; preds = %54
  %68 = getelementptr inbounds nuw float, ptr %5, i64 %63
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = sext i32 %65 to i64
  %71 = mul nsw i64 %70, %39
  %72 = getelementptr float, ptr %41, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = tail call noundef float @llvm.fma.f32(float %69, float %73, float %58)
  br i1 %31, label %82, label %75

75:                                               ; preds = %67
  %76 = getelementptr inbounds nuw i8, ptr %72, i64 4
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = tail call noundef float @llvm.fma.f32(float %69, float %77, float %57)
  %79 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = tail call noundef float @llvm.fma.f32(float %69, float %80, float %56)
  br label %95

82:                                               ; preds = %67
  br i1 %43, label %83, label %87

83:                                               ; preds = %82
  %84 = getelementptr inbounds nuw i8, ptr %72, i64 4
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = tail call noundef float @llvm.fma.f32(float %69, float %85, float %57)
  br label %87

87:                                               ; preds = %83, %82
  %88 = phi float [ %86, %83 ], [ %57, %82 ]
  br i1 %45, label %89, label %93

89:                                               ; preds = %87
  %90 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = tail call noundef float @llvm.fma.f32(float %69, float %91, float %56)
  br label %93

93:                                               ; preds = %89, %87
  %94 = phi float [ %92, %89 ], [ %56, %87 ]
  br i1 %47, label %95, label %101

95:                                               ; preds = %93, %75
  %96 = phi float [ %81, %75 ], [ %94, %93 ]
  %97 = phi float [ %78, %75 ], [ %88, %93 ]
  %98 = getelementptr inbounds nuw i8, ptr %72, i64 12
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = tail call noundef float @llvm.fma.f32(float %69, float %99, float %55)
  br label %101

101:                                              ; preds = %52, %95, %93, %54, %33
  %102 = phi i64 [ %35, %33 ], [ %40, %54 ], [ %40, %93 ], [ %40, %95 ], [ %40, %52 ]
  %103 = phi i64 [ %34, %33 ], [ %38, %54 ], [ %38, %93 ], [ %38, %95 ], [ %38, %52 ]
  %104 = phi float [ 0.000000e+00, %33 ], [ %207, %52 ], [ %55, %54 ], [ %55, %93 ], [ %100, %95 ]
  %105 = phi float [ 0.000000e+00, %33 ], [ %208, %52 ], [ %56, %54 ], [ %94, %93 ], [ %96, %95 ]
  %106 = phi float [ 0.000000e+00, %33 ], [ %209, %52 ], [ %57, %54 ], [ %88, %93 ], [ %97, %95 ]
  %107 = phi float [ 0.000000e+00, %33 ], [ %210, %52 ], [ %58, %54 ], [ %74, %93 ], [ %74, %95 ]
  %108 = sext i32 %9 to i64
  %109 = mul nsw i64 %103, %108
  %110 = getelementptr inbounds nuw float, ptr %8, i64 %109
  %111 = getelementptr inbounds float, ptr %110, i64 %102
  %112 = fcmp contract une float %11, 0.000000e+00
  br i1 %112, label %214, label %216

113:                                              ; preds = %206, %50
  %114 = phi float [ 0.000000e+00, %50 ], [ %207, %206 ]
  %115 = phi float [ 0.000000e+00, %50 ], [ %208, %206 ]
  %116 = phi float [ 0.000000e+00, %50 ], [ %209, %206 ]
  %117 = phi float [ 0.000000e+00, %50 ], [ %210, %206 ]
  %118 = phi i32 [ 0, %50 ], [ %211, %206 ]
  %119 = phi i32 [ 0, %50 ], [ %212, %206 ]
  %120 = zext nneg i32 %118 to i64
  %121 = mul nuw nsw i64 %120, %37
  %122 = add nuw nsw i64 %121, %38
  %123 = getelementptr inbounds nuw i32, ptr %4, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = icmp ult i32 %124, %1
  br i1 %125, label %126, label %160

126:                                              ; preds = %113
  %127 = getelementptr inbounds nuw float, ptr %5, i64 %122
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = sext i32 %124 to i64
  %130 = mul nsw i64 %129, %39
  %131 = getelementptr float, ptr %41, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = tail call noundef float @llvm.fma.f32(float %128, float %132, float %117)
  br i1 %31, label %141, label %134

134:                                              ; preds = %126
  %135 = getelementptr inbounds nuw i8, ptr %131, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = tail call noundef float @llvm.fma.f32(float %128, float %136, float %116)
  %138 = getelementptr inbounds nuw i8, ptr %131, i64 8
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = tail call noundef float @llvm.fma.f32(float %128, float %139, float %115)
  br label %154

141:                                              ; preds = %126
  br i1 %43, label %142, label %146

142:                                              ; preds = %141
  %143 = getelementptr inbounds nuw i8, ptr %131, i64 4
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = tail call noundef float @llvm.fma.f32(float %128, float %144, float %116)
  br label %146

146:                                              ; preds = %142, %141
  %147 = phi float [ %145, %142 ], [ %116, %141 ]
  br i1 %45, label %148, label %152

148:                                              ; preds = %146
  %149 = getelementptr inbounds nuw i8, ptr %131, i64 8
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = tail call noundef float @llvm.fma.f32(float %128, float %150, float %115)
  br label %152

152:                                              ; preds = %148, %146
  %153 = phi float [ %151, %148 ], [ %115, %146 ]
  br i1 %47, label %154, label %160

154:                                              ; preds = %152, %134
  %155 = phi float [ %140, %134 ], [ %153, %152 ]
  %156 = phi float [ %137, %134 ], [ %147, %152 ]
  %157 = getelementptr inbounds nuw i8, ptr %131, i64 12
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = tail call noundef float @llvm.fma.f32(float %128, float %158, float %114)
  br label %160

160:                                              ; preds = %154, %152, %113
  %161 = phi float [ %114, %113 ], [ %114, %152 ], [ %159, %154 ]
  %162 = phi float [ %115, %113 ], [ %153, %152 ], [ %155, %154 ]
  %163 = phi float [ %116, %113 ], [ %147, %152 ], [ %156, %154 ]
  %164 = phi float [ %117, %113 ], [ %133, %152 ], [ %133, %154 ]
  %165 = or disjoint i32 %118, 1
  %166 = zext nneg i32 %165 to i64
  %167 = mul nuw nsw i64 %166, %37
  %168 = add nuw nsw i64 %167, %38
  %169 = getelementptr inbounds nuw i32, ptr %4, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = icmp ult i32 %170, %1
  br i1 %171, label %172, label %206

172:                                              ; preds = %160
  %173 = getelementptr inbounds nuw float, ptr %5, i64 %168
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = sext i32 %170 to i64
  %176 = mul nsw i64 %175, %39
  %177 = getelementptr float, ptr %41, i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = tail call noundef float @llvm.fma.f32(float %174, float %178, float %164)
  br i1 %31, label %187, label %180

180:                                              ; preds = %172
  %181 = getelementptr inbounds nuw i8, ptr %177, i64 4
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = tail call noundef float @llvm.fma.f32(float %174, float %182, float %163)
  %184 = getelementptr inbounds nuw i8, ptr %177, i64 8
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = tail call noundef float @llvm.fma.f32(float %174, float %185, float %162)
  br label %200

187:                                              ; preds = %172
  br i1 %43, label %188, label %192

188:                                              ; preds = %187
  %189 = getelementptr inbounds nuw i8, ptr %177, i64 4
  %190 = load float, ptr %189, align 4, !tbaa !11
  %191 = tail call noundef float @llvm.fma.f32(float %174, float %190, float %163)
  br label %192

192:                                              ; preds = %188, %187
  %193 = phi float [ %191, %188 ], [ %163, %187 ]
  br i1 %45, label %194, label %198

194:                                              ; preds = %192
  %195 = getelementptr inbounds nuw i8, ptr %177, i64 8
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = tail call noundef float @llvm.fma.f32(float %174, float %196, float %162)
  br label %198

198:                                              ; preds = %194, %192
  %199 = phi float [ %197, %194 ], [ %162, %192 ]
  br i1 %47, label %200, label %206

200:                                              ; preds = %198, %180
  %201 = phi float [ %186, %180 ], [ %199, %198 ]
  %202 = phi float [ %183, %180 ], [ %193, %198 ]
  %203 = getelementptr inbounds nuw i8, ptr %177, i64 12
  %204 = load float, ptr %203, align 4, !tbaa !11
  %205 = tail call noundef float @llvm.fma.f32(float %174, float %204, float %161)
  br label %206

206:                                              ; preds = %200, %198, %160
  %207 = phi float [ %161, %160 ], [ %161, %198 ], [ %205, %200 ]
  %208 = phi float [ %162, %160 ], [ %199, %198 ], [ %201, %200 ]
  %209 = phi float [ %163, %160 ], [ %193, %198 ], [ %202, %200 ]
  %210 = phi float [ %164, %160 ], [ %179, %198 ], [ %179, %200 ]
  %211 = add nuw nsw i32 %118, 2
  %212 = add i32 %119, 2
  %213 = icmp eq i32 %212, %51
  br i1 %213, label %52, label %113, !llvm.loop !13

214:                                              ; preds = %101
  %215 = load float, ptr %111, align 4, !tbaa !11
  br label %216

216:                                              ; preds = %101, %214
  %217 = phi contract float [ %215, %214 ], [ 0.000000e+00, %101 ]
  %218 = fmul contract float %10, %107
  %219 = fmul contract float %11, %217
  %220 = fadd contract float %219, %218
  store float %220, ptr %111, align 4, !tbaa !11
  %221 = or disjoint i32 %25, 1
  %222 = icmp slt i32 %221, %2
  br i1 %222, label %223, label %233

223:                                              ; preds = %216
  br i1 %112, label %224, label %227

224:                                              ; preds = %223
  %225 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %226 = load float, ptr %225, align 4, !tbaa !11
  br label %227

227:                                              ; preds = %224, %223
  %228 = phi contract float [ %226, %224 ], [ 0.000000e+00, %223 ]
  %229 = fmul contract float %10, %106
  %230 = fmul contract float %11, %228
  %231 = fadd contract float %230, %229
  %232 = getelementptr inbounds nuw i8, ptr %111, i64 4
  store float %231, ptr %232, align 4, !tbaa !11
  br label %233

233:                                              ; preds = %227, %216
  %234 = or disjoint i32 %25, 2
  %235 = icmp slt i32 %234, %2
  br i1 %235, label %236, label %246

236:                                              ; preds = %233
  br i1 %112, label %237, label %240

237:                                              ; preds = %236
  %238 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %239 = load float, ptr %238, align 4, !tbaa !11
  br label %240

240:                                              ; preds = %237, %236
  %241 = phi contract float [ %239, %237 ], [ 0.000000e+00, %236 ]
  %242 = fmul contract float %10, %105
  %243 = fmul contract float %11, %241
  %244 = fadd contract float %243, %242
  %245 = getelementptr inbounds nuw i8, ptr %111, i64 8
  store float %244, ptr %245, align 4, !tbaa !11
  br label %246

246:                                              ; preds = %240, %233
  %247 = or disjoint i32 %25, 3
  %248 = icmp slt i32 %247, %2
  br i1 %248, label %249, label %259

249:                                              ; preds = %246
  br i1 %112, label %250, label %253

250:                                              ; preds = %249
  %251 = getelementptr inbounds nuw i8, ptr %111, i64 12
  %252 = load float, ptr %251, align 4, !tbaa !11
  br label %253

253:                                              ; preds = %250, %249
  %254 = phi contract float [ %252, %250 ], [ 0.000000e+00, %249 ]
  %255 = fmul contract float %10, %104
  %256 = fmul contract float %11, %254
  %257 = fadd contract float %256, %255
  %258 = getelementptr inbounds nuw i8, ptr %111, i64 12
  store float %257, ptr %258, align 4, !tbaa !11
  br label %259

259:                                              ; preds = %246, %253, %14, %12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @spmm_bsr4_f64(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noalias noundef captures(none) %8, double noundef %9, double noundef %10) local_unnamed_addr #1 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = icmp slt i32 %12, %0
  br i1 %13, label %14, label %44

14:                                               ; preds = %11
  %15 = icmp sgt i32 %7, 0
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = sext i32 %7 to i64
  %19 = fcmp contract oeq double %10, 0.000000e+00
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = zext nneg i32 %16 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %21
  %23 = add nuw nsw i32 %16, %17
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %24
  %26 = add nuw nsw i32 %23, %17
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %27
  %29 = add nuw nsw i32 %26, %17
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %30
  %32 = add nuw nsw i32 %29, %17
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %33
  %35 = add nuw nsw i32 %32, %17
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %36
  %38 = add nuw nsw i32 %35, %17
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %39
  %41 = add nuw nsw i32 %38, %17
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %42
  br label %45

44:                                               ; preds = %69, %11
  ret void

45:                                               ; preds = %14, %69
  %46 = phi i32 [ %12, %14 ], [ %70, %69 ]
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %3, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = getelementptr i8, ptr %48, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %49, i32 0)
  %53 = tail call noundef i32 @llvm.smin.i32(i32 %51, i32 %2)
  br i1 %15, label %54, label %69

54:                                               ; preds = %45
  %55 = icmp slt i32 %52, %53
  %56 = shl nsw i32 %46, 2
  %57 = sub i32 %53, %52
  %58 = sext i32 %56 to i64
  %59 = mul nsw i64 %58, %18
  %60 = or disjoint i32 %56, 1
  %61 = sext i32 %60 to i64
  %62 = mul nsw i64 %61, %18
  %63 = or disjoint i32 %56, 2
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %64, %18
  %66 = or disjoint i32 %56, 3
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %67, %18
  br label %72

69:                                               ; preds = %296, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = add i32 %46, %20
  %71 = icmp slt i32 %70, %0
  br i1 %71, label %45, label %44, !llvm.loop !15

72:                                               ; preds = %54, %296
  %73 = phi i32 [ 0, %54 ], [ %297, %296 ]
  %74 = add i32 %73, %16
  br i1 %55, label %75, label %79

75:                                               ; preds = %72
  %76 = icmp slt i32 %74, %7
  %77 = sext i32 %74 to i64
  %78 = getelementptr double, ptr %6, i64 %77
  br label %90

79:                                               ; preds = %258, %72
  %80 = phi double [ 0.000000e+00, %72 ], [ %259, %258 ]
  %81 = phi double [ 0.000000e+00, %72 ], [ %260, %258 ]
  %82 = phi double [ 0.000000e+00, %72 ], [ %261, %258 ]
  %83 = phi double [ 0.000000e+00, %72 ], [ %262, %258 ]
  %84 = icmp slt i32 %74, %7
  br i1 %84, label %85, label %296

85:                                               ; preds = %79
  %86 = sext i32 %74 to i64
  %87 = getelementptr double, ptr %8, i64 %86
  %88 = getelementptr double, ptr %87, i64 %59
  %89 = fmul contract double %9, %80
  br i1 %19, label %270, label %266

90:                                               ; preds = %75, %258
  %91 = phi double [ 0.000000e+00, %75 ], [ %259, %258 ]
  %92 = phi double [ 0.000000e+00, %75 ], [ %260, %258 ]
  %93 = phi double [ 0.000000e+00, %75 ], [ %261, %258 ]
  %94 = phi double [ 0.000000e+00, %75 ], [ %262, %258 ]
  %95 = phi i32 [ %57, %75 ], [ %265, %258 ]
  %96 = phi i32 [ %52, %75 ], [ %263, %258 ]
  %97 = tail call i32 @llvm.smax.i32(i32 %95, i32 1)
  %98 = tail call i32 @llvm.umin.i32(i32 %97, i32 8)
  %99 = sub nsw i32 %53, %96
  %100 = tail call noundef i32 @llvm.smin.i32(i32 %99, i32 8)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = shl nsw i32 %100, 4
  %102 = icmp slt i32 %16, %101
  br i1 %102, label %105, label %103

103:                                              ; preds = %105, %90
  %104 = icmp slt i32 %16, %100
  br i1 %104, label %125, label %122

105:                                              ; preds = %90, %105
  %106 = phi i32 [ %120, %105 ], [ %16, %90 ]
  %107 = sdiv i32 %106, 16
  %108 = add nsw i32 %107, %96
  %109 = sext i32 %108 to i64
  %110 = shl nsw i32 %107, 4
  %111 = sub nsw i32 %106, %110
  %112 = sext i32 %111 to i64
  %113 = shl nsw i64 %109, 7
  %114 = getelementptr i8, ptr %5, i64 %113
  %115 = getelementptr double, ptr %114, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !16
  %117 = sext i32 %107 to i64
  %118 = getelementptr inbounds [16 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_blk to ptr), i64 %117
  %119 = getelementptr inbounds double, ptr %118, i64 %112
  store double %116, ptr %119, align 8, !tbaa !16
  %120 = add i32 %106, %17
  %121 = icmp slt i32 %120, %101
  br i1 %121, label %105, label %103, !llvm.loop !18

122:                                              ; preds = %125, %131, %137, %143, %149, %155, %161, %167, %103
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %123 = icmp sgt i32 %99, 0
  %124 = and i1 %76, %123
  br i1 %124, label %172, label %258

125:                                              ; preds = %103
  %126 = add nuw nsw i32 %16, %96
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i32, ptr %4, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  store i32 %129, ptr %22, align 4, !tbaa !6
  %130 = icmp slt i32 %23, %100
  br i1 %130, label %131, label %122, !llvm.loop !19

131:                                              ; preds = %125
  %132 = add nuw nsw i32 %23, %96
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw i32, ptr %4, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  store i32 %135, ptr %25, align 4, !tbaa !6
  %136 = icmp slt i32 %26, %100
  br i1 %136, label %137, label %122, !llvm.loop !19

137:                                              ; preds = %131
  %138 = add nuw nsw i32 %26, %96
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw i32, ptr %4, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  store i32 %141, ptr %28, align 4, !tbaa !6
  %142 = icmp slt i32 %29, %100
  br i1 %142, label %143, label %122, !llvm.loop !19

143:                                              ; preds = %137
  %144 = add nuw nsw i32 %29, %96
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds nuw i32, ptr %4, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !6
  store i32 %147, ptr %31, align 4, !tbaa !6
  %148 = icmp slt i32 %32, %100
  br i1 %148, label %149, label %122, !llvm.loop !19

149:                                              ; preds = %143
  %150 = add nuw nsw i32 %32, %96
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw i32, ptr %4, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !6
  store i32 %153, ptr %34, align 4, !tbaa !6
  %154 = icmp slt i32 %35, %100
  br i1 %154, label %155, label %122, !llvm.loop !19

155:                                              ; preds = %149
  %156 = add nuw nsw i32 %35, %96
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw i32, ptr %4, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !6
  store i32 %159, ptr %37, align 4, !tbaa !6
  %160 = icmp slt i32 %38, %100
  br i1 %160, label %161, label %122, !llvm.loop !19

161:                                              ; preds = %155
  %162 = add nuw nsw i32 %38, %96
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds nuw i32, ptr %4, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !6
  store i32 %165, ptr %40, align 4, !tbaa !6
  %166 = icmp slt i32 %41, %100
  br i1 %166, label %167, label %122, !llvm.loop !19

167:                                              ; preds = %161
  %168 = add nuw nsw i32 %41, %96
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds nuw i32, ptr %4, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  store i32 %171, ptr %43, align 4, !tbaa !6
  br label %122

172:                                              ; preds = %122, %251
  %173 = phi double [ %252, %251 ], [ %91, %122 ]
  %174 = phi double [ %253, %251 ], [ %92, %122 ]
  %175 = phi double [ %254, %251 ], [ %93, %122 ]
  %176 = phi double [ %255, %251 ], [ %94, %122 ]
  %177 = phi i32 [ %256, %251 ], [ 0, %122 ]
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = icmp ult i32 %180, %1
  br i1 %181, label %182, label %251

182:                                              ; preds = %172
  %183 = shl nsw i32 %180, 2
  %184 = sext i32 %183 to i64
  %185 = mul nsw i64 %184, %18
  %186 = getelementptr double, ptr %78, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !16
  %188 = or disjoint i32 %183, 1
  %189 = sext i32 %188 to i64
  %190 = mul nsw i64 %189, %18
  %191 = getelementptr double, ptr %78, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !16
  %193 = or disjoint i32 %183, 2
  %194 = sext i32 %193 to i64
  %195 = mul nsw i64 %194, %18
  %196 = getelementptr double, ptr %78, i64 %195
  %197 = load double, ptr %196, align 8, !tbaa !16
  %198 = or disjoint i32 %183, 3
  %199 = sext i32 %198 to i64
  %200 = mul nsw i64 %199, %18
  %201 = getelementptr double, ptr %78, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !16
  %203 = getelementptr inbounds nuw [16 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_blk to ptr), i64 %178
  %204 = load double, ptr %203, align 8, !tbaa !16
  %205 = tail call noundef double @llvm.fma.f64(double %204, double %187, double %173)
  %206 = getelementptr inbounds nuw i8, ptr %203, i64 8
  %207 = load double, ptr %206, align 8, !tbaa !16
  %208 = tail call noundef double @llvm.fma.f64(double %207, double %192, double %205)
  %209 = getelementptr inbounds nuw i8, ptr %203, i64 16
  %210 = load double, ptr %209, align 8, !tbaa !16
  %211 = tail call noundef double @llvm.fma.f64(double %210, double %197, double %208)
  %212 = getelementptr inbounds nuw i8, ptr %203, i64 24
  %213 = load double, ptr %212, align 8, !tbaa !16
  %214 = tail call noundef double @llvm.fma.f64(double %213, double %202, double %211)
  %215 = getelementptr inbounds nuw i8, ptr %203, i64 32
  %216 = load double, ptr %215, align 8, !tbaa !16
  %217 = tail call noundef double @llvm.fma.f64(double %216, double %187, double %174)
  %218 = getelementptr inbounds nuw i8, ptr %203, i64 40
  %219 = load double, ptr %218, align 8, !tbaa !16
  %220 = tail call noundef double @llvm.fma.f64(double %219, double %192, double %217)
  %221 = getelementptr inbounds nuw i8, ptr %203, i64 48
  %222 = load double, ptr %221, align 8, !tbaa !16
  %223 = tail call noundef double @llvm.fma.f64(double %222, double %197, double %220)
  %224 = getelementptr inbounds nuw i8, ptr %203, i64 56
  %225 = load double, ptr %224, align 8, !tbaa !16
  %226 = tail call noundef double @llvm.fma.f64(double %225, double %202, double %223)
  %227 = getelementptr inbounds nuw i8, ptr %203, i64 64
  %228 = load double, ptr %227, align 8, !tbaa !16
  %229 = tail call noundef double @llvm.fma.f64(double %228, double %187, double %175)
  %230 = getelementptr inbounds nuw i8, ptr %203, i64 72
  %231 = load double, ptr %230, align 8, !tbaa !16
  %232 = tail call noundef double @llvm.fma.f64(double %231, double %192, double %229)
  %233 = getelementptr inbounds nuw i8, ptr %203, i64 80
  %234 = load double, ptr %233, align 8, !tbaa !16
  %235 = tail call noundef double @llvm.fma.f64(double %234, double %197, double %232)
  %236 = getelementptr inbounds nuw i8, ptr %203, i64 88
  %237 = load double, ptr %236, align 8, !tbaa !16
  %238 = tail call noundef double @llvm.fma.f64(double %237, double %202, double %235)
  %239 = getelementptr inbounds nuw i8, ptr %203, i64 96
  %240 = load double, ptr %239, align 8, !tbaa !16
  %241 = tail call noundef double @llvm.fma.f64(double %240, double %187, double %176)
  %242 = getelementptr inbounds nuw i8, ptr %203, i64 104
  %243 = load double, ptr %242, align 8, !tbaa !16
  %244 = tail call noundef double @llvm.fma.f64(double %243, double %192, double %241)
  %245 = getelementptr inbounds nuw i8, ptr %203, i64 112
  %246 = load double, ptr %245, align 8, !tbaa !16
  %247 = tail call noundef double @llvm.fma.f64(double %246, double %197, double %244)
  %248 = getelementptr inbounds nuw i8, ptr %203, i64 120
  %249 = load double, ptr %248, align 8, !tbaa !16
  %250 = tail call noundef double @llvm.fma.f64(double %249, double %202, double %247)
  br label %251

251:                                              ; preds = %172, %182
  %252 = phi double [ %214, %182 ], [ %173, %172 ]
  %253 = phi double [ %226, %182 ], [ %174, %172 ]
  %254 = phi double [ %238, %182 ], [ %175, %172 ]
  %255 = phi double [ %250, %182 ], [ %176, %172 ]
  %256 = add nuw nsw i32 %177, 1
  %257 = icmp eq i32 %256, %98
  br i1 %257, label %258, label %172, !llvm.loop !20

258:                                              ; preds = %251, %122
  %259 = phi double [ %91, %122 ], [ %252, %251 ]
  %260 = phi double [ %92, %122 ], [ %253, %251 ]
  %261 = phi double [ %93, %122 ], [ %254, %251 ]
  %262 = phi double [ %94, %122 ], [ %255, %251 ]
  %263 = add nuw nsw i32 %96, 8
  %264 = icmp slt i32 %263, %53
  %265 = add i32 %95, -8
  br i1 %264, label %90, label %79, !llvm.loop !21

266:                                              ; preds = %85
  %267 = load double, ptr %88, align 8, !tbaa !16
  %268 = fmul contract double %10, %267
  %269 = fadd contract double %89, %268
  br label %270

270:                                              ; preds = %85, %266
  %271 = phi contract double [ %269, %266 ], [ %89, %85 ]
  store double %271, ptr %88, align 8, !tbaa !16
  %272 = getelementptr double, ptr %87, i64 %62
  %273 = fmul contract double %9, %81
  br i1 %19, label %278, label %274

274:                                              ; preds = %270
  %275 = load double, ptr %272, align 8, !tbaa !16
  %276 = fmul contract double %10, %275
  %277 = fadd contract double %273, %276
  br label %278

278:                                              ; preds = %270, %274
  %279 = phi contract double [ %277, %274 ], [ %273, %270 ]
  store double %279, ptr %272, align 8, !tbaa !16
  %280 = getelementptr double, ptr %87, i64 %65
  %281 = fmul contract double %9, %82
  br i1 %19, label %286, label %282

282:                                              ; preds = %278
  %283 = load double, ptr %280, align 8, !tbaa !16
  %284 = fmul contract double %10, %283
  %285 = fadd contract double %281, %284
  br label %286

286:                                              ; preds = %278, %282
  %287 = phi contract double [ %285, %282 ], [ %281, %278 ]
  store double %287, ptr %280, align 8, !tbaa !16
  %288 = getelementptr double, ptr %87, i64 %68
  %289 = fmul contract double %9, %83
  br i1 %19, label %294, label %290

290:                                              ; preds = %286
  %291 = load double, ptr %288, align 8, !tbaa !16
  %292 = fmul contract double %10, %291
  %293 = fadd contract double %289, %292
  br label %294

294:                                              ; preds = %286, %290
  %295 = phi contract double [ %293, %290 ], [ %289, %286 ]
  store double %295, ptr %288, align 8, !tbaa !16
  br label %296

296:                                              ; preds = %294, %79
  %297 = add i32 %73, %17
  %298 = icmp slt i32 %297, %7
  br i1 %298, label %72, label %69, !llvm.loop !22
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !14}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
