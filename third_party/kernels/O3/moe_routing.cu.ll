; ModuleID = 'src/moe_routing.cu'
source_filename = "src/moe_routing.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GateParams = type { float, float }

@_ZZ17moe_dispatch_rankE6s_scan = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17moe_dispatch_rankE6s_base = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @moe_gate_top2(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noundef readonly byval(%struct.GateParams) align 4 captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = icmp eq i32 %12, 0
  %14 = add i32 %6, -257
  %15 = icmp ult i32 %14, -255
  %16 = or i1 %13, %15
  br i1 %16, label %321, label %17

17:                                               ; preds = %8
  %18 = lshr i32 %9, 5
  %19 = icmp samesign ult i32 %18, %12
  br i1 %19, label %20, label %321

20:                                               ; preds = %17
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = mul i32 %12, %21
  %23 = add i32 %22, %18
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = mul i32 %12, %24
  %26 = load float, ptr %7, align 4, !tbaa !11
  %27 = fcmp contract ogt float %26, 0x3EB0C6F7A0000000
  %28 = fdiv contract float 1.000000e+00, %26
  %29 = select contract i1 %27, float %28, float 1.000000e+00
  %30 = icmp slt i32 %23, %5
  br i1 %30, label %31, label %321

31:                                               ; preds = %20
  %32 = zext nneg i32 %6 to i64
  %33 = icmp samesign ult i32 %10, %6
  %34 = icmp eq i32 %10, 0
  %35 = getelementptr inbounds nuw i8, ptr %7, i64 4
  br label %36

36:                                               ; preds = %31, %318
  %37 = phi i32 [ %23, %31 ], [ %319, %318 ]
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %38, %32
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %39
  br i1 %33, label %54, label %41

41:                                               ; preds = %72, %36
  %42 = phi i32 [ 1, %36 ], [ %73, %72 ]
  %43 = phi i32 [ 0, %36 ], [ %74, %72 ]
  %44 = phi float [ 0xFFF0000000000000, %36 ], [ %75, %72 ]
  %45 = phi float [ 0xFFF0000000000000, %36 ], [ %76, %72 ]
  %46 = phi float [ 0xFFF0000000000000, %36 ], [ %67, %72 ]
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31)
  %48 = tail call noundef float @llvm.maxnum.f32(float %46, float %47)
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 16, i32 31)
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 16, i32 31)
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 16, i32 31)
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 16, i32 31)
  %53 = fcmp contract ogt float %49, %45
  br i1 %53, label %83, label %79

54:                                               ; preds = %36, %72
  %55 = phi float [ %67, %72 ], [ 0xFFF0000000000000, %36 ]
  %56 = phi float [ %76, %72 ], [ 0xFFF0000000000000, %36 ]
  %57 = phi float [ %75, %72 ], [ 0xFFF0000000000000, %36 ]
  %58 = phi i32 [ %74, %72 ], [ 0, %36 ]
  %59 = phi i32 [ %73, %72 ], [ 1, %36 ]
  %60 = phi i32 [ %77, %72 ], [ %10, %36 ]
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr %40, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !14
  %64 = fmul contract float %29, %63
  %65 = fcmp contract ord float %64, 0.000000e+00
  %66 = select i1 %65, float %64, float 0xFFF0000000000000
  %67 = tail call noundef float @llvm.maxnum.f32(float %55, float %66)
  %68 = fcmp contract ogt float %66, %56
  br i1 %68, label %72, label %69

69:                                               ; preds = %54
  %70 = fcmp contract ogt float %66, %57
  br i1 %70, label %71, label %72

71:                                               ; preds = %69
  br label %72

72:                                               ; preds = %54, %69, %71
  %73 = phi i32 [ %59, %69 ], [ %60, %71 ], [ %58, %54 ]
  %74 = phi i32 [ %58, %69 ], [ %58, %71 ], [ %60, %54 ]
  %75 = phi float [ %57, %69 ], [ %66, %71 ], [ %56, %54 ]
  %76 = phi float [ %56, %69 ], [ %56, %71 ], [ %66, %54 ]
  %77 = add nuw nsw i32 %60, 32
  %78 = icmp slt i32 %77, %6
  br i1 %78, label %54, label %41, !llvm.loop !15

79:                                               ; preds = %41
  %80 = fcmp contract oeq float %49, %45
  %81 = icmp slt i32 %51, %43
  %82 = select i1 %80, i1 %81, i1 false
  br label %83

83:                                               ; preds = %79, %41
  %84 = phi i1 [ true, %41 ], [ %82, %79 ]
  %85 = select contract i1 %84, float %49, float %45
  %86 = select i1 %84, i32 %51, i32 %43
  %87 = select contract i1 %84, float %45, float %49
  %88 = select contract i1 %84, float %50, float %44
  %89 = select i1 %84, i32 %52, i32 %42
  %90 = fcmp contract ogt float %88, %87
  br i1 %90, label %96, label %91

91:                                               ; preds = %83
  %92 = select i1 %84, i32 %43, i32 %51
  %93 = fcmp contract oeq float %88, %87
  %94 = icmp slt i32 %89, %92
  %95 = select i1 %93, i1 %94, i1 false
  br i1 %95, label %96, label %97

96:                                               ; preds = %91, %83
  br label %97

97:                                               ; preds = %96, %91
  %98 = phi float [ %88, %96 ], [ %87, %91 ]
  %99 = phi i32 [ %89, %96 ], [ %92, %91 ]
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31)
  %101 = tail call noundef float @llvm.maxnum.f32(float %48, float %100)
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 8, i32 31)
  %103 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %98, i32 8, i32 31)
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 8, i32 31)
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 8, i32 31)
  %106 = fcmp contract ogt float %102, %85
  br i1 %106, label %111, label %107

107:                                              ; preds = %97
  %108 = fcmp contract oeq float %102, %85
  %109 = icmp slt i32 %104, %86
  %110 = select i1 %108, i1 %109, i1 false
  br label %111

111:                                              ; preds = %107, %97
  %112 = phi i1 [ true, %97 ], [ %110, %107 ]
  %113 = select contract i1 %112, float %102, float %85
  %114 = select i1 %112, i32 %104, i32 %86
  %115 = select contract i1 %112, float %85, float %102
  %116 = select contract i1 %112, float %103, float %98
  %117 = select i1 %112, i32 %105, i32 %99
  %118 = fcmp contract ogt float %116, %115
  br i1 %118, label %124, label %119

119:                                              ; preds = %111
  %120 = select i1 %112, i32 %86, i32 %104
  %121 = fcmp contract oeq float %116, %115
  %122 = icmp slt i32 %117, %120
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %124, label %125

124:                                              ; preds = %119, %111
  br label %125

125:                                              ; preds = %124, %119
  %126 = phi float [ %116, %124 ], [ %115, %119 ]
  %127 = phi i32 [ %117, %124 ], [ %120, %119 ]
  %128 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 4, i32 31)
  %129 = tail call noundef float @llvm.maxnum.f32(float %101, float %128)
  %130 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 4, i32 31)
  %131 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %126, i32 4, i32 31)
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %114, i32 4, i32 31)
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 4, i32 31)
  %134 = fcmp contract ogt float %130, %113
  br i1 %134, label %139, label %135

135:                                              ; preds = %125
  %136 = fcmp contract oeq float %130, %113
  %137 = icmp slt i32 %132, %114
  %138 = select i1 %136, i1 %137, i1 false
  br label %139

139:                                              ; preds = %135, %125
  %140 = phi i1 [ true, %125 ], [ %138, %135 ]
  %141 = select contract i1 %140, float %130, float %113
  %142 = select i1 %140, i32 %132, i32 %114
  %143 = select contract i1 %140, float %113, float %130
  %144 = select contract i1 %140, float %131, float %126
  %145 = select i1 %140, i32 %133, i32 %127
  %146 = fcmp contract ogt float %144, %143
  br i1 %146, label %152, label %147

147:                                              ; preds = %139
  %148 = select i1 %140, i32 %114, i32 %132
  %149 = fcmp contract oeq float %144, %143
  %150 = icmp slt i32 %145, %148
  %151 = select i1 %149, i1 %150, i1 false
  br i1 %151, label %152, label %153

152:                                              ; preds = %147, %139
  br label %153

153:                                              ; preds = %152, %147
  %154 = phi float [ %144, %152 ], [ %143, %147 ]
  %155 = phi i32 [ %145, %152 ], [ %148, %147 ]
  %156 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %129, i32 2, i32 31)
  %157 = tail call noundef float @llvm.maxnum.f32(float %129, float %156)
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %141, i32 2, i32 31)
  %159 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %154, i32 2, i32 31)
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 2, i32 31)
  %161 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 2, i32 31)
  %162 = fcmp contract ogt float %158, %141
  br i1 %162, label %167, label %163

163:                                              ; preds = %153
  %164 = fcmp contract oeq float %158, %141
  %165 = icmp slt i32 %160, %142
  %166 = select i1 %164, i1 %165, i1 false
  br label %167

167:                                              ; preds = %163, %153
  %168 = phi i1 [ true, %153 ], [ %166, %163 ]
  %169 = select contract i1 %168, float %158, float %141
  %170 = select i1 %168, i32 %160, i32 %142
  %171 = select contract i1 %168, float %141, float %158
  %172 = select contract i1 %168, float %159, float %154
  %173 = select i1 %168, i32 %161, i32 %155
  %174 = fcmp contract ogt float %172, %171
  br i1 %174, label %180, label %175

175:                                              ; preds = %167
  %176 = select i1 %168, i32 %142, i32 %160
  %177 = fcmp contract oeq float %172, %171
  %178 = icmp slt i32 %173, %176
  %179 = select i1 %177, i1 %178, i1 false
  br i1 %179, label %180, label %181

180:                                              ; preds = %175, %167
  br label %181

181:                                              ; preds = %180, %175
  %182 = phi float [ %172, %180 ], [ %171, %175 ]
  %183 = phi i32 [ %173, %180 ], [ %176, %175 ]
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 1, i32 31)
  %185 = tail call noundef float @llvm.maxnum.f32(float %157, float %184)
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 1, i32 31)
  %187 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %182, i32 1, i32 31)
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %170, i32 1, i32 31)
  %189 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %183, i32 1, i32 31)
  %190 = fcmp contract ogt float %186, %169
  br i1 %190, label %195, label %191

191:                                              ; preds = %181
  %192 = fcmp contract oeq float %186, %169
  %193 = icmp slt i32 %188, %170
  %194 = select i1 %192, i1 %193, i1 false
  br label %195

195:                                              ; preds = %191, %181
  %196 = phi i1 [ true, %181 ], [ %194, %191 ]
  %197 = select contract i1 %196, float %186, float %169
  %198 = select i1 %196, i32 %188, i32 %170
  %199 = select contract i1 %196, float %169, float %186
  %200 = select contract i1 %196, float %187, float %182
  %201 = select i1 %196, i32 %189, i32 %183
  %202 = fcmp contract ogt float %200, %199
  br i1 %202, label %208, label %203

203:                                              ; preds = %195
  %204 = select i1 %196, i32 %170, i32 %188
  %205 = fcmp contract oeq float %200, %199
  %206 = icmp slt i32 %201, %204
  %207 = select i1 %205, i1 %206, i1 false
  br i1 %207, label %208, label %209

208:                                              ; preds = %203, %195
  br label %209

209:                                              ; preds = %208, %203
  %210 = phi float [ %200, %208 ], [ %199, %203 ]
  %211 = phi i32 [ %201, %208 ], [ %204, %203 ]
  %212 = fcmp contract oeq float %185, 0xFFF0000000000000
  %213 = select i1 %212, float 0.000000e+00, float %185
  br i1 %33, label %229, label %214

214:                                              ; preds = %241, %209
  %215 = phi float [ 0.000000e+00, %209 ], [ %243, %241 ]
  %216 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %215, i32 16, i32 31)
  %217 = fadd contract float %215, %216
  %218 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %217, i32 8, i32 31)
  %219 = fadd contract float %217, %218
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %219, i32 4, i32 31)
  %221 = fadd contract float %219, %220
  %222 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %221, i32 2, i32 31)
  %223 = fadd contract float %221, %222
  %224 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 1, i32 31)
  %225 = fadd contract float %223, %224
  %226 = fcmp contract ogt float %225, 0.000000e+00
  %227 = fdiv contract float 1.000000e+00, %225
  %228 = select contract i1 %226, float %227, float 0.000000e+00
  br i1 %33, label %247, label %246

229:                                              ; preds = %209, %241
  %230 = phi i32 [ %244, %241 ], [ %10, %209 ]
  %231 = phi float [ %243, %241 ], [ 0.000000e+00, %209 ]
  %232 = zext nneg i32 %230 to i64
  %233 = getelementptr inbounds nuw float, ptr %40, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !14
  %235 = fmul contract float %29, %234
  %236 = fcmp contract ord float %235, 0.000000e+00
  br i1 %236, label %237, label %241

237:                                              ; preds = %229
  %238 = fsub contract float %235, %213
  %239 = fmul float %238, 0x3FF7154760000000
  %240 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %239)
  br label %241

241:                                              ; preds = %229, %237
  %242 = phi contract float [ %240, %237 ], [ 0.000000e+00, %229 ]
  %243 = fadd contract float %231, %242
  %244 = add nuw nsw i32 %230, 32
  %245 = icmp slt i32 %244, %6
  br i1 %245, label %229, label %214, !llvm.loop !17

246:                                              ; preds = %263, %214
  br i1 %34, label %269, label %318

247:                                              ; preds = %214, %263
  %248 = phi i32 [ %267, %263 ], [ %10, %214 ]
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr inbounds nuw float, ptr %40, i64 %249
  %251 = load float, ptr %250, align 4, !tbaa !14
  %252 = fmul contract float %29, %251
  %253 = fcmp contract ord float %252, 0.000000e+00
  br i1 %253, label %254, label %263

254:                                              ; preds = %247
  %255 = fsub contract float %252, %213
  %256 = fmul float %255, 0x3FF7154760000000
  %257 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %256)
  %258 = fmul contract float %228, %257
  %259 = tail call float @llvm.maxnum.f32(float %258, float 0.000000e+00)
  %260 = tail call float @llvm.minnum.f32(float %259, float 1.000000e+00)
  %261 = fmul contract float %260, 0x4130000000000000
  %262 = tail call i64 @llvm.nvvm.f2ll.rn(float %261)
  br label %263

263:                                              ; preds = %247, %254
  %264 = phi i64 [ %262, %254 ], [ 0, %247 ]
  %265 = getelementptr inbounds nuw i64, ptr %4, i64 %249
  %266 = atomicrmw add ptr %265, i64 %264 seq_cst, align 8
  %267 = add nuw nsw i32 %248, 32
  %268 = icmp slt i32 %267, %6
  br i1 %268, label %247, label %246, !llvm.loop !18

269:                                              ; preds = %246
  %270 = fcmp contract oeq float %197, 0xFFF0000000000000
  br i1 %270, label %276, label %271

271:                                              ; preds = %269
  %272 = fsub contract float %197, %213
  %273 = fmul float %272, 0x3FF7154760000000
  %274 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %273)
  %275 = fmul contract float %228, %274
  br label %276

276:                                              ; preds = %269, %271
  %277 = phi contract float [ %275, %271 ], [ 0.000000e+00, %269 ]
  %278 = fcmp contract oeq float %210, 0xFFF0000000000000
  br i1 %278, label %284, label %279

279:                                              ; preds = %276
  %280 = fsub contract float %210, %213
  %281 = fmul float %280, 0x3FF7154760000000
  %282 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %281)
  %283 = fmul contract float %228, %282
  br label %284

284:                                              ; preds = %276, %279
  %285 = phi contract float [ %283, %279 ], [ 0.000000e+00, %276 ]
  %286 = fadd contract float %277, %285
  %287 = fcmp contract ogt float %286, 0.000000e+00
  %288 = fdiv contract float %277, %286
  %289 = select contract i1 %287, float %288, float 1.000000e+00
  %290 = fdiv contract float %285, %286
  %291 = select contract i1 %287, float %290, float 0.000000e+00
  %292 = load float, ptr %35, align 4, !tbaa !19
  %293 = fcmp contract ult float %291, %292
  %294 = select i1 %293, float 1.000000e+00, float %289
  %295 = select i1 %293, float 0.000000e+00, float %291
  %296 = icmp eq i32 %211, %198
  br i1 %296, label %297, label %300

297:                                              ; preds = %284
  %298 = add nsw i32 %198, 1
  %299 = srem i32 %298, %6
  br label %300

300:                                              ; preds = %297, %284
  %301 = phi i32 [ %299, %297 ], [ %211, %284 ]
  %302 = shl nsw i32 %37, 1
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds i32, ptr %1, i64 %303
  store i32 %198, ptr %304, align 4, !tbaa !6
  %305 = or disjoint i32 %302, 1
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds i32, ptr %1, i64 %306
  store i32 %301, ptr %307, align 4, !tbaa !6
  %308 = getelementptr inbounds float, ptr %2, i64 %303
  store float %294, ptr %308, align 4, !tbaa !14
  %309 = getelementptr inbounds float, ptr %2, i64 %306
  store float %295, ptr %309, align 4, !tbaa !14
  %310 = sext i32 %198 to i64
  %311 = getelementptr inbounds i32, ptr %3, i64 %310
  %312 = atomicrmw add ptr %311, i32 1 seq_cst, align 4
  %313 = fcmp contract ogt float %295, 0.000000e+00
  br i1 %313, label %314, label %318

314:                                              ; preds = %300
  %315 = sext i32 %301 to i64
  %316 = getelementptr inbounds i32, ptr %3, i64 %315
  %317 = atomicrmw add ptr %316, i32 1 seq_cst, align 4
  br label %318

318:                                              ; preds = %300, %314, %246
  %319 = add nsw i32 %37, %25
  %320 = icmp slt i32 %319, %5
  br i1 %320, label %36, label %321, !llvm.loop !20

321:                                              ; preds = %318, %20, %17, %8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @moe_dispatch_rank(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = icmp sge i32 %8, %5
  %10 = icmp slt i32 %6, 0
  %11 = or i1 %9, %10
  br i1 %11, label %90, label %12

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %12
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_base to ptr), align 4, !tbaa !6
  br label %17

17:                                               ; preds = %16, %12
  %18 = shl nsw i32 %4, 1
  %19 = icmp sgt i32 %4, 0
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = zext nneg i32 %14 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_scan to ptr), i64 %21
  %23 = icmp samesign ugt i32 %13, 1
  %24 = zext nneg i32 %8 to i64
  %25 = zext nneg i32 %6 to i64
  %26 = mul nuw nsw i64 %25, %24
  %27 = getelementptr i32, ptr %1, i64 %26
  %28 = add nsw i32 %13, -1
  %29 = icmp eq i32 %14, %28
  br label %31

30:                                               ; preds = %82, %17
  br i1 %15, label %85, label %90

31:                                               ; preds = %20, %82
  %32 = phi i32 [ 0, %20 ], [ %83, %82 ]
  %33 = add i32 %32, %14
  %34 = icmp slt i32 %33, %18
  br i1 %34, label %35, label %45

35:                                               ; preds = %31
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = srem i32 %38, %5
  %40 = icmp slt i32 %39, 0
  %41 = select i1 %40, i32 %5, i32 0
  %42 = add nsw i32 %41, %39
  %43 = icmp eq i32 %42, %8
  %44 = zext i1 %43 to i32
  br label %45

45:                                               ; preds = %35, %31
  %46 = phi i32 [ %44, %35 ], [ 0, %31 ]
  store i32 %46, ptr %22, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %53, label %47

47:                                               ; preds = %61, %45
  %48 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_base to ptr), align 4, !tbaa !6
  %49 = load i32, ptr %22, align 4, !tbaa !6
  %50 = sub i32 %48, %46
  %51 = add i32 %50, %49
  %52 = icmp eq i32 %46, 0
  br i1 %52, label %77, label %67

53:                                               ; preds = %45, %61
  %54 = phi i32 [ %65, %61 ], [ 1, %45 ]
  %55 = icmp ult i32 %14, %54
  br i1 %55, label %61, label %56

56:                                               ; preds = %53
  %57 = sub nuw nsw i32 %14, %54
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_scan to ptr), i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  br label %61

61:                                               ; preds = %53, %56
  %62 = phi i32 [ %60, %56 ], [ 0, %53 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = load i32, ptr %22, align 4, !tbaa !6
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %22, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %65 = shl i32 %54, 1
  %66 = icmp slt i32 %65, %13
  br i1 %66, label %53, label %47, !llvm.loop !21

67:                                               ; preds = %47
  %68 = icmp slt i32 %51, %6
  br i1 %68, label %69, label %73

69:                                               ; preds = %67
  %70 = sdiv i32 %33, 2
  %71 = sext i32 %51 to i64
  %72 = getelementptr i32, ptr %27, i64 %71
  store i32 %70, ptr %72, align 4, !tbaa !6
  br label %73

73:                                               ; preds = %67, %69
  %74 = phi i32 [ %51, %69 ], [ -1, %67 ]
  %75 = sext i32 %33 to i64
  %76 = getelementptr inbounds i32, ptr %2, i64 %75
  store i32 %74, ptr %76, align 4, !tbaa !6
  br label %77

77:                                               ; preds = %73, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %29, label %78, label %82

78:                                               ; preds = %77
  %79 = load i32, ptr %22, align 4, !tbaa !6
  %80 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_base to ptr), align 4, !tbaa !6
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_base to ptr), align 4, !tbaa !6
  br label %82

82:                                               ; preds = %78, %77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = add i32 %32, %13
  %84 = icmp slt i32 %83, %18
  br i1 %84, label %31, label %30, !llvm.loop !22

85:                                               ; preds = %30
  %86 = zext nneg i32 %8 to i64
  %87 = getelementptr inbounds nuw i32, ptr %3, i64 %86
  %88 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_base to ptr), align 4, !tbaa !6
  %89 = tail call i32 @llvm.smin.i32(i32 %88, i32 %6)
  store i32 %89, ptr %87, align 4, !tbaa !6
  br label %90

90:                                               ; preds = %30, %85, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @moe_combine(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  %10 = icmp slt i32 %6, 1
  %11 = icmp slt i32 %7, 1
  %12 = or i1 %10, %11
  %13 = icmp slt i32 %8, 1
  %14 = or i1 %12, %13
  br i1 %14, label %94, label %15

15:                                               ; preds = %9
  %16 = sext i32 %5 to i64
  %17 = zext nneg i32 %8 to i64
  %18 = mul nsw i64 %17, %16
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %20, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = add nuw nsw i64 %23, %25
  %27 = icmp slt i64 %26, %18
  br i1 %27, label %28, label %94

28:                                               ; preds = %15
  %29 = zext nneg i32 %7 to i64
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = zext nneg i32 %30 to i64
  %32 = mul nuw nsw i64 %31, %22
  br label %33

33:                                               ; preds = %28, %89
  %34 = phi i64 [ %26, %28 ], [ %92, %89 ]
  %35 = freeze i64 %34
  %36 = udiv i64 %35, %17
  %37 = trunc i64 %36 to i32
  %38 = mul i64 %36, %17
  %39 = sub i64 %35, %38
  %40 = shl nsw i32 %37, 1
  %41 = getelementptr float, ptr %0, i64 %39
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds i32, ptr %3, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = icmp ult i32 %44, %7
  br i1 %45, label %46, label %64

46:                                               ; preds = %33
  %47 = getelementptr inbounds i32, ptr %1, i64 %42
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = srem i32 %48, %6
  %50 = icmp slt i32 %49, 0
  %51 = select i1 %50, i32 %6, i32 0
  %52 = add nsw i32 %51, %49
  %53 = getelementptr inbounds float, ptr %2, i64 %42
  %54 = load float, ptr %53, align 4, !tbaa !14
  %55 = sext i32 %52 to i64
  %56 = mul nsw i64 %55, %29
  %57 = zext nneg i32 %44 to i64
  %58 = add nsw i64 %56, %57
  %59 = mul i64 %58, %17
  %60 = getelementptr float, ptr %41, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !14
  %62 = fmul contract float %54, %61
  %63 = fadd contract float %62, 0.000000e+00
  br label %64

64:                                               ; preds = %33, %46
  %65 = phi float [ %63, %46 ], [ 0.000000e+00, %33 ]
  %66 = or disjoint i32 %40, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %3, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp ult i32 %69, %7
  br i1 %70, label %71, label %89

71:                                               ; preds = %64
  %72 = getelementptr inbounds i32, ptr %1, i64 %67
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = srem i32 %73, %6
  %75 = icmp slt i32 %74, 0
  %76 = select i1 %75, i32 %6, i32 0
  %77 = add nsw i32 %76, %74
  %78 = getelementptr inbounds float, ptr %2, i64 %67
  %79 = load float, ptr %78, align 4, !tbaa !14
  %80 = sext i32 %77 to i64
  %81 = mul nsw i64 %80, %29
  %82 = zext nneg i32 %69 to i64
  %83 = add nsw i64 %81, %82
  %84 = mul i64 %83, %17
  %85 = getelementptr float, ptr %41, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !14
  %87 = fmul contract float %79, %86
  %88 = fadd contract float %65, %87
  br label %89

89:                                               ; preds = %71, %64
  %90 = phi float [ %88, %71 ], [ %65, %64 ]
  %91 = getelementptr inbounds nuw float, ptr %4, i64 %34
  store float %90, ptr %91, align 4, !tbaa !14
  %92 = add nuw nsw i64 %34, %32
  %93 = icmp slt i64 %92, %18
  br i1 %93, label %33, label %94, !llvm.loop !23

94:                                               ; preds = %89, %15, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!"_ZTS10GateParams", !13, i64 0, !13, i64 4}
!13 = !{!"float", !8, i64 0}
!14 = !{!13, !13, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = !{!12, !13, i64 4}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
