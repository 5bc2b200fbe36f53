; ModuleID = 'src/space_filling_curves.cu'
source_filename = "src/space_filling_curves.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HilbertTables = type { [4 x [4 x i8]], [4 x [4 x i8]] }
%struct.Box3 = type { [3 x float], [3 x float] }
%struct.float4 = type { float, float, float, float }
%struct.float2.0 = type { float, float }

@c_hilbert = dso_local addrspace(4) externally_initialized constant %struct.HilbertTables { [4 x [4 x i8]] [[4 x i8] c"\04\01\0F\02", [4 x i8] c"\00\0B\05\06", [4 x i8] c"\0A\07\09\0C", [4 x i8] c"\0E\0D\03\08"], [4 x [4 x i8]] [[4 x i8] c"\04\01\03\0E", [4 x i8] c"\00\06\07\09", [4 x i8] c"\0F\0A\08\05", [4 x i8] c"\0B\0D\0C\02"] }, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @morton3d_keys(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.Box3) align 4 captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %287

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds %struct.float4, ptr %0, i64 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(1)
  %17 = load float, ptr addrspace(1) %16, align 16
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  %19 = load float, ptr addrspace(1) %18, align 4
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  %21 = load float, ptr addrspace(1) %20, align 8
  %22 = load float, ptr %2, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = fsub contract float %24, %22
  %26 = fcmp contract ogt float %25, 0x3BC79CA100000000
  br i1 %26, label %27, label %36

27:                                               ; preds = %13
  %28 = fsub contract float %17, %22
  %29 = fdiv contract float %28, %25
  %30 = tail call float @llvm.maxnum.f32(float %29, float 0.000000e+00)
  %31 = tail call float @llvm.minnum.f32(float %30, float 1.000000e+00)
  %32 = fmul contract float %31, 0x4140000000000000
  %33 = fptoui float %32 to i32
  %34 = tail call i32 @llvm.umin.i32(i32 %33, i32 2097151)
  %35 = zext nneg i32 %34 to i64
  br label %36

36:                                               ; preds = %13, %27
  %37 = phi i64 [ %35, %27 ], [ 0, %13 ]
  %38 = shl nuw nsw i64 %37, 32
  %39 = shl nuw nsw i64 %37, 16
  %40 = or i64 %39, %38
  %41 = or i64 %40, %37
  %42 = and i64 %41, 8725728556220671
  %43 = mul nuw nsw i64 %42, 257
  %44 = and i64 %43, 1157144660301377551
  %45 = mul i64 %44, 17
  %46 = and i64 %45, 1207822528635744451
  %47 = mul nuw nsw i64 %46, 5
  %48 = and i64 %47, 1317624576693539401
  %49 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = fsub contract float %52, %50
  %54 = fcmp contract ogt float %53, 0x3BC79CA100000000
  br i1 %54, label %55, label %64

55:                                               ; preds = %36
  %56 = fsub contract float %19, %50
  %57 = fdiv contract float %56, %53
  %58 = tail call float @llvm.maxnum.f32(float %57, float 0.000000e+00)
  %59 = tail call float @llvm.minnum.f32(float %58, float 1.000000e+00)
  %60 = fmul contract float %59, 0x4140000000000000
  %61 = fptoui float %60 to i32
  %62 = tail call i32 @llvm.umin.i32(i32 %61, i32 2097151)
  %63 = zext nneg i32 %62 to i64
  br label %64

64:                                               ; preds = %36, %55
  %65 = phi i64 [ %63, %55 ], [ 0, %36 ]
  %66 = shl nuw nsw i64 %65, 32
  %67 = shl nuw nsw i64 %65, 16
  %68 = or i64 %67, %66
  %69 = or i64 %68, %65
  %70 = and i64 %69, 8725728556220671
  %71 = mul nuw nsw i64 %70, 257
  %72 = and i64 %71, 1157144660301377551
  %73 = mul i64 %72, 17
  %74 = and i64 %73, 1207822528635744451
  %75 = mul nuw i64 %74, 10
  %76 = and i64 %75, 2635249153387078802
  %77 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = fsub contract float %80, %78
  %82 = fcmp contract ogt float %81, 0x3BC79CA100000000
  br i1 %82, label %83, label %92

83:                                               ; preds = %64
  %84 = fsub contract float %21, %78
  %85 = fdiv contract float %84, %81
  %86 = tail call float @llvm.maxnum.f32(float %85, float 0.000000e+00)
  %87 = tail call float @llvm.minnum.f32(float %86, float 1.000000e+00)
  %88 = fmul contract float %87, 0x4140000000000000
  %89 = fptoui float %88 to i32
  %90 = tail call i32 @llvm.umin.i32(i32 %89, i32 2097151)
  %91 = zext nneg i32 %90 to i64
  br label %92

92:                                               ; preds = %64, %83
  %93 = phi i64 [ %91, %83 ], [ 0, %64 ]
  %94 = shl nuw nsw i64 %93, 32
  %95 = shl nuw nsw i64 %93, 16
  %96 = or i64 %95, %94
  %97 = or i64 %96, %93
  %98 = and i64 %97, 8725728556220671
  %99 = mul nuw nsw i64 %98, 257
  %100 = and i64 %99, 1157144660301377551
  %101 = mul i64 %100, 17
  %102 = and i64 %101, 1207822528635744451
  %103 = shl i64 %102, 4
  %104 = shl nuw nsw i64 %102, 2
  %105 = or disjoint i64 %103, %104
  %106 = and i64 %105, 5270498306774157604
  %107 = or disjoint i64 %76, %106
  %108 = or disjoint i64 %107, %48
  %109 = getelementptr inbounds i64, ptr %3, i64 %14
  store i64 %108, ptr %109, align 8, !tbaa !13
  %110 = lshr i64 %48, 2
  %111 = or disjoint i64 %110, %48
  %112 = and i64 %111, 1207822528635744451
  %113 = lshr i64 %112, 4
  %114 = or disjoint i64 %113, %112
  %115 = and i64 %114, 1157144660301377551
  %116 = lshr i64 %115, 8
  %117 = or disjoint i64 %116, %115
  %118 = and i64 %117, 8725728556220671
  %119 = lshr i64 %118, 16
  %120 = lshr i64 %117, 32
  %121 = and i64 %120, 2031616
  %122 = or disjoint i64 %121, %119
  %123 = or disjoint i64 %122, %118
  %124 = trunc i64 %123 to i32
  %125 = and i32 %124, 2097151
  br i1 %26, label %126, label %134

126:                                              ; preds = %92
  %127 = fsub contract float %17, %22
  %128 = fdiv contract float %127, %25
  %129 = tail call float @llvm.maxnum.f32(float %128, float 0.000000e+00)
  %130 = tail call float @llvm.minnum.f32(float %129, float 1.000000e+00)
  %131 = fmul contract float %130, 0x4140000000000000
  %132 = fptoui float %131 to i32
  %133 = tail call i32 @llvm.umin.i32(i32 %132, i32 2097151)
  br label %134

134:                                              ; preds = %92, %126
  %135 = phi i32 [ %133, %126 ], [ 0, %92 ]
  %136 = icmp eq i32 %125, %135
  br i1 %136, label %137, label %197

137:                                              ; preds = %134
  %138 = lshr exact i64 %75, 1
  %139 = and i64 %138, 1317624576693539401
  %140 = lshr i64 %139, 2
  %141 = or disjoint i64 %140, %139
  %142 = and i64 %141, 1207822528635744451
  %143 = lshr i64 %142, 4
  %144 = or disjoint i64 %143, %142
  %145 = and i64 %144, 1157144660301377551
  %146 = lshr i64 %145, 8
  %147 = or disjoint i64 %146, %145
  %148 = and i64 %147, 8725728556220671
  %149 = lshr i64 %148, 16
  %150 = lshr i64 %147, 32
  %151 = and i64 %150, 2031616
  %152 = or disjoint i64 %151, %149
  %153 = or disjoint i64 %152, %148
  %154 = trunc i64 %153 to i32
  %155 = and i32 %154, 2097151
  br i1 %54, label %156, label %164

156:                                              ; preds = %137
  %157 = fsub contract float %19, %50
  %158 = fdiv contract float %157, %53
  %159 = tail call float @llvm.maxnum.f32(float %158, float 0.000000e+00)
  %160 = tail call float @llvm.minnum.f32(float %159, float 1.000000e+00)
  %161 = fmul contract float %160, 0x4140000000000000
  %162 = fptoui float %161 to i32
  %163 = tail call i32 @llvm.umin.i32(i32 %162, i32 2097151)
  br label %164

164:                                              ; preds = %137, %156
  %165 = phi i32 [ %163, %156 ], [ 0, %137 ]
  %166 = icmp eq i32 %155, %165
  br i1 %166, label %167, label %197

167:                                              ; preds = %164
  %168 = lshr exact i64 %103, 2
  %169 = and i64 %168, 146402730743726600
  %170 = and i64 %104, 4684887383799251204
  %171 = or disjoint i64 %169, %170
  %172 = lshr exact i64 %171, 2
  %173 = lshr i64 %171, 6
  %174 = or disjoint i64 %172, %173
  %175 = and i64 %174, 1157144660301377551
  %176 = lshr i64 %175, 8
  %177 = or disjoint i64 %176, %175
  %178 = and i64 %177, 8725728556220671
  %179 = lshr i64 %178, 16
  %180 = lshr i64 %177, 32
  %181 = and i64 %180, 2031616
  %182 = or disjoint i64 %181, %179
  %183 = or disjoint i64 %182, %178
  %184 = trunc i64 %183 to i32
  %185 = and i32 %184, 2097151
  br i1 %82, label %186, label %194

186:                                              ; preds = %167
  %187 = fsub contract float %21, %78
  %188 = fdiv contract float %187, %81
  %189 = tail call float @llvm.maxnum.f32(float %188, float 0.000000e+00)
  %190 = tail call float @llvm.minnum.f32(float %189, float 1.000000e+00)
  %191 = fmul contract float %190, 0x4140000000000000
  %192 = fptoui float %191 to i32
  %193 = tail call i32 @llvm.umin.i32(i32 %192, i32 2097151)
  br label %194

194:                                              ; preds = %167, %186
  %195 = phi i32 [ %193, %186 ], [ 0, %167 ]
  %196 = icmp ne i32 %185, %195
  br label %197

197:                                              ; preds = %194, %164, %134
  %198 = phi i1 [ true, %164 ], [ true, %134 ], [ %196, %194 ]
  %199 = add nsw i32 %11, 1
  %200 = icmp slt i32 %199, %1
  br i1 %200, label %201, label %284

201:                                              ; preds = %197
  %202 = sext i32 %199 to i64
  %203 = getelementptr inbounds %struct.float4, ptr %0, i64 %202
  %204 = addrspacecast ptr %203 to ptr addrspace(1)
  %205 = load <4 x float>, ptr addrspace(1) %204, align 16, !invariant.load !15
  %206 = extractelement <4 x float> %205, i64 1
  %207 = extractelement <4 x float> %205, i64 2
  br i1 %26, label %208, label %218

208:                                              ; preds = %201
  %209 = extractelement <4 x float> %205, i64 0
  %210 = fsub contract float %209, %22
  %211 = fdiv contract float %210, %25
  %212 = tail call float @llvm.maxnum.f32(float %211, float 0.000000e+00)
  %213 = tail call float @llvm.minnum.f32(float %212, float 1.000000e+00)
  %214 = fmul contract float %213, 0x4140000000000000
  %215 = fptoui float %214 to i32
  %216 = tail call i32 @llvm.umin.i32(i32 %215, i32 2097151)
  %217 = zext nneg i32 %216 to i64
  br label %218

218:                                              ; preds = %201, %208
  %219 = phi i64 [ %217, %208 ], [ 0, %201 ]
  %220 = shl nuw nsw i64 %219, 32
  %221 = shl nuw nsw i64 %219, 16
  %222 = or i64 %221, %220
  %223 = or i64 %222, %219
  %224 = and i64 %223, 8725728556220671
  %225 = mul nuw nsw i64 %224, 257
  %226 = and i64 %225, 1157144660301377551
  %227 = mul i64 %226, 17
  %228 = and i64 %227, 1207822528635744451
  %229 = mul nuw nsw i64 %228, 5
  %230 = and i64 %229, 1317624576693539401
  br i1 %54, label %231, label %240

231:                                              ; preds = %218
  %232 = fsub contract float %206, %50
  %233 = fdiv contract float %232, %53
  %234 = tail call float @llvm.maxnum.f32(float %233, float 0.000000e+00)
  %235 = tail call float @llvm.minnum.f32(float %234, float 1.000000e+00)
  %236 = fmul contract float %235, 0x4140000000000000
  %237 = fptoui float %236 to i32
  %238 = tail call i32 @llvm.umin.i32(i32 %237, i32 2097151)
  %239 = zext nneg i32 %238 to i64
  br label %240

240:                                              ; preds = %218, %231
  %241 = phi i64 [ %239, %231 ], [ 0, %218 ]
  %242 = shl nuw nsw i64 %241, 32
  %243 = shl nuw nsw i64 %241, 16
  %244 = or i64 %243, %242
  %245 = or i64 %244, %241
  %246 = and i64 %245, 8725728556220671
  %247 = mul nuw nsw i64 %246, 257
  %248 = and i64 %247, 1157144660301377551
  %249 = mul i64 %248, 17
  %250 = and i64 %249, 1207822528635744451
  %251 = mul nuw i64 %250, 10
  %252 = and i64 %251, 2635249153387078802
  %253 = or disjoint i64 %252, %230
  br i1 %82, label %254, label %263

254:                                              ; preds = %240
  %255 = fsub contract float %207, %78
  %256 = fdiv contract float %255, %81
  %257 = tail call float @llvm.maxnum.f32(float %256, float 0.000000e+00)
  %258 = tail call float @llvm.minnum.f32(float %257, float 1.000000e+00)
  %259 = fmul contract float %258, 0x4140000000000000
  %260 = fptoui float %259 to i32
  %261 = tail call i32 @llvm.umin.i32(i32 %260, i32 2097151)
  %262 = zext nneg i32 %261 to i64
  br label %263

263:                                              ; preds = %240, %254
  %264 = phi i64 [ %262, %254 ], [ 0, %240 ]
  %265 = shl nuw nsw i64 %264, 32
  %266 = shl nuw nsw i64 %264, 16
  %267 = or i64 %266, %265
  %268 = or i64 %267, %264
  %269 = and i64 %268, 8725728556220671
  %270 = mul nuw nsw i64 %269, 257
  %271 = and i64 %270, 1157144660301377551
  %272 = mul i64 %271, 17
  %273 = and i64 %272, 1207822528635744451
  %274 = mul i64 %273, 20
  %275 = and i64 %274, 5270498306774157604
  %276 = or disjoint i64 %253, %275
  %277 = icmp eq i64 %108, %276
  br i1 %277, label %284, label %278

278:                                              ; preds = %263
  %279 = xor i64 %276, %108
  %280 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 range(i64 1, 0) %279, i1 true)
  %281 = trunc nuw nsw i64 %280 to i32
  %282 = add nsw i32 %281, -1
  %283 = udiv i32 %282, 3
  br label %284

284:                                              ; preds = %278, %263, %197
  %285 = phi i32 [ -1, %197 ], [ %283, %278 ], [ 21, %263 ]
  %286 = getelementptr inbounds i32, ptr %4, i64 %14
  store i32 %285, ptr %286, align 4, !tbaa !6
  br label %287

287:                                              ; preds = %284, %6
  %288 = phi i1 [ %198, %284 ], [ false, %6 ]
  %289 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %288)
  %290 = and i32 %10, 31
  %291 = icmp eq i32 %290, 0
  %292 = icmp ne i32 %289, 0
  %293 = and i1 %291, %292
  br i1 %293, label %294, label %297

294:                                              ; preds = %287
  %295 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %289)
  %296 = atomicrmw add ptr %5, i32 %295 seq_cst, align 4
  br label %297

297:                                              ; preds = %294, %287
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @hilbert2d_keys(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.smax.i32(i32 %2, i32 1)
  %12 = tail call i32 @llvm.smin.i32(i32 %11, i32 16)
  %13 = icmp slt i32 %10, %1
  br i1 %13, label %14, label %123

14:                                               ; preds = %5
  %15 = sext i32 %10 to i64
  %16 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(1)
  %18 = load float, ptr addrspace(1) %17, align 8
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 4
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = shl nuw nsw i32 1, %12
  %22 = uitofp nneg i32 %21 to float
  %23 = add nsw i32 %21, -1
  %24 = tail call noundef float @llvm.maxnum.f32(float %18, float 0.000000e+00)
  %25 = fmul contract float %24, %22
  %26 = tail call noundef float @llvm.minnum.f32(float %25, float 4.000000e+09)
  %27 = fptoui float %26 to i32
  %28 = tail call noundef i32 @llvm.umin.i32(i32 %27, i32 %23)
  %29 = tail call noundef float @llvm.maxnum.f32(float %20, float 0.000000e+00)
  %30 = fmul contract float %29, %22
  %31 = tail call noundef float @llvm.minnum.f32(float %30, float 4.000000e+09)
  %32 = fptoui float %31 to i32
  %33 = tail call noundef i32 @llvm.umin.i32(i32 %32, i32 %23)
  br label %34

34:                                               ; preds = %14, %34
  %35 = phi i32 [ 0, %14 ], [ %53, %34 ]
  %36 = phi i32 [ 0, %14 ], [ %54, %34 ]
  %37 = phi i32 [ %12, %14 ], [ %38, %34 ]
  %38 = add nsw i32 %37, -1
  %39 = lshr i32 %28, %38
  %40 = shl nuw nsw i32 %39, 1
  %41 = and i32 %40, 2
  %42 = lshr i32 %33, %38
  %43 = and i32 %42, 1
  %44 = or disjoint i32 %41, %43
  %45 = zext nneg i32 %36 to i64
  %46 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 %45
  %47 = zext nneg i32 %44 to i64
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !16
  %50 = zext i8 %49 to i32
  %51 = shl i32 %35, 2
  %52 = and i32 %50, 3
  %53 = or disjoint i32 %52, %51
  %54 = lshr i32 %50, 2
  %55 = icmp sgt i32 %37, 1
  br i1 %55, label %34, label %56, !llvm.loop !17

56:                                               ; preds = %34, %56
  %57 = phi i32 [ %78, %56 ], [ 0, %34 ]
  %58 = phi i32 [ %61, %56 ], [ %12, %34 ]
  %59 = phi i32 [ %77, %56 ], [ 0, %34 ]
  %60 = phi i32 [ %74, %56 ], [ 0, %34 ]
  %61 = add nsw i32 %58, -1
  %62 = zext nneg i32 %57 to i64
  %63 = getelementptr inbounds nuw [4 x i8], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 16), i64 %62
  %64 = shl nuw nsw i32 %61, 1
  %65 = lshr i32 %53, %64
  %66 = and i32 %65, 3
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i8, ptr %63, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !16
  %70 = zext i8 %69 to i32
  %71 = shl i32 %60, 1
  %72 = lshr i32 %70, 1
  %73 = and i32 %72, 1
  %74 = or disjoint i32 %73, %71
  %75 = shl i32 %59, 1
  %76 = and i32 %70, 1
  %77 = or disjoint i32 %76, %75
  %78 = lshr i32 %70, 2
  %79 = icmp sgt i32 %58, 1
  br i1 %79, label %56, label %80, !llvm.loop !20

80:                                               ; preds = %56
  %81 = icmp eq i32 %74, %28
  %82 = icmp eq i32 %77, %33
  %83 = select i1 %81, i1 %82, i1 false
  br i1 %83, label %84, label %120

84:                                               ; preds = %80
  %85 = lshr exact i32 %21, 1
  br label %86

86:                                               ; preds = %84, %110
  %87 = phi i32 [ %85, %84 ], [ %116, %110 ]
  %88 = phi i32 [ %28, %84 ], [ %114, %110 ]
  %89 = phi i32 [ %33, %84 ], [ %115, %110 ]
  %90 = phi i32 [ 0, %84 ], [ %100, %110 ]
  %91 = and i32 %88, %87
  %92 = icmp eq i32 %91, 0
  %93 = and i32 %89, %87
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i32
  %96 = mul nuw nsw i32 %87, %87
  %97 = select i1 %92, i32 0, i32 3
  %98 = xor i32 %97, %95
  %99 = mul nuw i32 %96, %98
  %100 = add i32 %99, %90
  %101 = select i1 %94, i1 true, i1 %92
  %102 = select i1 %94, i32 %89, i32 %88
  %103 = select i1 %94, i32 %88, i32 %89
  br i1 %101, label %110, label %104

104:                                              ; preds = %86
  %105 = add nsw i32 %87, -1
  %106 = xor i32 %88, -1
  %107 = and i32 %105, %106
  %108 = xor i32 %89, -1
  %109 = and i32 %105, %108
  br label %110

110:                                              ; preds = %104, %86
  %111 = phi i32 [ %102, %86 ], [ %107, %104 ]
  %112 = phi i32 [ %103, %86 ], [ %109, %104 ]
  %113 = add nsw i32 %87, -1
  %114 = and i32 %112, %113
  %115 = and i32 %111, %113
  %116 = lshr i32 %87, 1
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %118, label %86, !llvm.loop !21

118:                                              ; preds = %110
  %119 = icmp ne i32 %53, %100
  br label %120

120:                                              ; preds = %118, %80
  %121 = phi i1 [ %119, %118 ], [ true, %80 ]
  %122 = getelementptr inbounds i32, ptr %3, i64 %15
  store i32 %53, ptr %122, align 4, !tbaa !6
  br label %123

123:                                              ; preds = %120, %5
  %124 = phi i1 [ %121, %120 ], [ false, %5 ]
  %125 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %124)
  %126 = and i32 %9, 31
  %127 = icmp eq i32 %126, 0
  %128 = icmp ne i32 %125, 0
  %129 = and i1 %127, %128
  br i1 %129, label %130, label %133

130:                                              ; preds = %123
  %131 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %125)
  %132 = atomicrmw add ptr %4, i32 %131 seq_cst, align 4
  br label %133

133:                                              ; preds = %130, %123
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = !{}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = distinct !{!21, !18, !19}
