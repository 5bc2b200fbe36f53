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
  br i1 %16, label %323, label %17

17:                                               ; preds = %8
  %18 = lshr i32 %9, 5
  %19 = icmp samesign ult i32 %18, %12
  br i1 %19, label %20, label %323

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
  br i1 %30, label %31, label %323

31:                                               ; preds = %20
  %32 = zext nneg i32 %6 to i64
  %33 = icmp slt i32 %10, %6
  %34 = icmp slt i32 %10, %6
  %35 = icmp slt i32 %10, %6
  %36 = icmp eq i32 %10, 0
  %37 = getelementptr inbounds nuw i8, ptr %7, i64 4
  br label %38

38:                                               ; preds = %31, %320
  %39 = phi i32 [ %23, %31 ], [ %321, %320 ]
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %40, %32
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41
  br i1 %33, label %43, label %68

43:                                               ; preds = %38, %61
  %44 = phi float [ %56, %61 ], [ 0xFFF0000000000000, %38 ]
  %45 = phi float [ %65, %61 ], [ 0xFFF0000000000000, %38 ]
  %46 = phi float [ %64, %61 ], [ 0xFFF0000000000000, %38 ]
  %47 = phi i32 [ %63, %61 ], [ 0, %38 ]
  %48 = phi i32 [ %62, %61 ], [ 1, %38 ]
  %49 = phi i32 [ %66, %61 ], [ %10, %38 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr %42, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !14
  %53 = fmul contract float %29, %52
  %54 = fcmp contract ord float %53, 0.000000e+00
  %55 = select i1 %54, float %53, float 0xFFF0000000000000
  %56 = tail call noundef float @llvm.maxnum.f32(float %44, float %55)
  %57 = fcmp contract ogt float %55, %45
  br i1 %57, label %61, label %58

58:                                               ; preds = %43
  %59 = fcmp contract ogt float %55, %46
  br i1 %59, label %60, label %61

60:                                               ; preds = %58
  br label %61

61:                                               ; preds = %43, %58, %60
  %62 = phi i32 [ %48, %58 ], [ %49, %60 ], [ %47, %43 ]
  %63 = phi i32 [ %47, %58 ], [ %47, %60 ], [ %49, %43 ]
  %64 = phi float [ %46, %58 ], [ %55, %60 ], [ %45, %43 ]
  %65 = phi float [ %45, %58 ], [ %45, %60 ], [ %55, %43 ]
  %66 = add nuw nsw i32 %49, 32
  %67 = icmp slt i32 %66, %6
  br i1 %67, label %43, label %68, !llvm.loop !15

68:                                               ; preds = %61, %38
  %69 = phi i32 [ 1, %38 ], [ %62, %61 ]
  %70 = phi i32 [ 0, %38 ], [ %63, %61 ]
  %71 = phi float [ 0xFFF0000000000000, %38 ], [ %64, %61 ]
  %72 = phi float [ 0xFFF0000000000000, %38 ], [ %65, %61 ]
  %73 = phi float [ 0xFFF0000000000000, %38 ], [ %56, %61 ]
  %74 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 16, i32 31)
  %75 = tail call noundef float @llvm.maxnum.f32(float %73, float %74)
  %76 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %72, i32 16, i32 31)
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 16, i32 31)
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 16, i32 31)
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 16, i32 31)
  %80 = fcmp contract ogt float %76, %72
  br i1 %80, label %85, label %81

81:                                               ; preds = %68
  %82 = fcmp contract oeq float %76, %72
  %83 = icmp slt i32 %78, %70
  %84 = select i1 %82, i1 %83, i1 false
  br label %85

85:                                               ; preds = %81, %68
  %86 = phi i1 [ true, %68 ], [ %84, %81 ]
  %87 = select contract i1 %86, float %76, float %72
  %88 = select i1 %86, i32 %78, i32 %70
  %89 = select contract i1 %86, float %72, float %76
  %90 = select contract i1 %86, float %77, float %71
  %91 = select i1 %86, i32 %79, i32 %69
  %92 = fcmp contract ogt float %90, %89
  br i1 %92, label %98, label %93

93:                                               ; preds = %85
  %94 = select i1 %86, i32 %70, i32 %78
  %95 = fcmp contract oeq float %90, %89
  %96 = icmp slt i32 %91, %94
  %97 = select i1 %95, i1 %96, i1 false
  br i1 %97, label %98, label %99

98:                                               ; preds = %93, %85
  br label %99

99:                                               ; preds = %98, %93
  %100 = phi float [ %90, %98 ], [ %89, %93 ]
  %101 = phi i32 [ %91, %98 ], [ %94, %93 ]
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %75, i32 8, i32 31)
  %103 = tail call noundef float @llvm.maxnum.f32(float %75, float %102)
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %87, i32 8, i32 31)
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %100, i32 8, i32 31)
  %106 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 8, i32 31)
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 8, i32 31)
  %108 = fcmp contract ogt float %104, %87
  br i1 %108, label %113, label %109

109:                                              ; preds = %99
  %110 = fcmp contract oeq float %104, %87
  %111 = icmp slt i32 %106, %88
  %112 = select i1 %110, i1 %111, i1 false
  br label %113

113:                                              ; preds = %109, %99
  %114 = phi i1 [ true, %99 ], [ %112, %109 ]
  %115 = select contract i1 %114, float %104, float %87
  %116 = select i1 %114, i32 %106, i32 %88
  %117 = select contract i1 %114, float %87, float %104
  %118 = select contract i1 %114, float %105, float %100
  %119 = select i1 %114, i32 %107, i32 %101
  %120 = fcmp contract ogt float %118, %117
  br i1 %120, label %126, label %121

121:                                              ; preds = %113
  %122 = select i1 %114, i32 %88, i32 %106
  %123 = fcmp contract oeq float %118, %117
  %124 = icmp slt i32 %119, %122
  %125 = select i1 %123, i1 %124, i1 false
  br i1 %125, label %126, label %127

126:                                              ; preds = %121, %113
  br label %127

127:                                              ; preds = %126, %121
  %128 = phi float [ %118, %126 ], [ %117, %121 ]
  %129 = phi i32 [ %119, %126 ], [ %122, %121 ]
  %130 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 4, i32 31)
  %131 = tail call noundef float @llvm.maxnum.f32(float %103, float %130)
  %132 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %115, i32 4, i32 31)
  %133 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %128, i32 4, i32 31)
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 4, i32 31)
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 4, i32 31)
  %136 = fcmp contract ogt float %132, %115
  br i1 %136, label %141, label %137

137:                                              ; preds = %127
  %138 = fcmp contract oeq float %132, %115
  %139 = icmp slt i32 %134, %116
  %140 = select i1 %138, i1 %139, i1 false
  br label %141

141:                                              ; preds = %137, %127
  %142 = phi i1 [ true, %127 ], [ %140, %137 ]
  %143 = select contract i1 %142, float %132, float %115
  %144 = select i1 %142, i32 %134, i32 %116
  %145 = select contract i1 %142, float %115, float %132
  %146 = select contract i1 %142, float %133, float %128
  %147 = select i1 %142, i32 %135, i32 %129
  %148 = fcmp contract ogt float %146, %145
  br i1 %148, label %154, label %149

149:                                              ; preds = %141
  %150 = select i1 %142, i32 %116, i32 %134
  %151 = fcmp contract oeq float %146, %145
  %152 = icmp slt i32 %147, %150
  %153 = select i1 %151, i1 %152, i1 false
  br i1 %153, label %154, label %155

154:                                              ; preds = %149, %141
  br label %155

155:                                              ; preds = %154, %149
  %156 = phi float [ %146, %154 ], [ %145, %149 ]
  %157 = phi i32 [ %147, %154 ], [ %150, %149 ]
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %131, i32 2, i32 31)
  %159 = tail call noundef float @llvm.maxnum.f32(float %131, float %158)
  %160 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %143, i32 2, i32 31)
  %161 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %156, i32 2, i32 31)
  %162 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 2, i32 31)
  %163 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 2, i32 31)
  %164 = fcmp contract ogt float %160, %143
  br i1 %164, label %169, label %165

165:                                              ; preds = %155
  %166 = fcmp contract oeq float %160, %143
  %167 = icmp slt i32 %162, %144
  %168 = select i1 %166, i1 %167, i1 false
  br label %169

169:                                              ; preds = %165, %155
  %170 = phi i1 [ true, %155 ], [ %168, %165 ]
  %171 = select contract i1 %170, float %160, float %143
  %172 = select i1 %170, i32 %162, i32 %144
  %173 = select contract i1 %170, float %143, float %160
  %174 = select contract i1 %170, float %161, float %156
  %175 = select i1 %170, i32 %163, i32 %157
  %176 = fcmp contract ogt float %174, %173
  br i1 %176, label %182, label %177

177:                                              ; preds = %169
  %178 = select i1 %170, i32 %144, i32 %162
  %179 = fcmp contract oeq float %174, %173
  %180 = icmp slt i32 %175, %178
  %181 = select i1 %179, i1 %180, i1 false
  br i1 %181, label %182, label %183

182:                                              ; preds = %177, %169
  br label %183

183:                                              ; preds = %182, %177
  %184 = phi float [ %174, %182 ], [ %173, %177 ]
  %185 = phi i32 [ %175, %182 ], [ %178, %177 ]
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %159, i32 1, i32 31)
  %187 = tail call noundef float @llvm.maxnum.f32(float %159, float %186)
  %188 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 1, i32 31)
  %189 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %184, i32 1, i32 31)
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %172, i32 1, i32 31)
  %191 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %185, i32 1, i32 31)
  %192 = fcmp contract ogt float %188, %171
  br i1 %192, label %197, label %193

193:                                              ; preds = %183
  %194 = fcmp contract oeq float %188, %171
  %195 = icmp slt i32 %190, %172
  %196 = select i1 %194, i1 %195, i1 false
  br label %197

197:                                              ; preds = %193, %183
  %198 = phi i1 [ true, %183 ], [ %196, %193 ]
  %199 = select contract i1 %198, float %188, float %171
  %200 = select i1 %198, i32 %190, i32 %172
  %201 = select contract i1 %198, float %171, float %188
  %202 = select contract i1 %198, float %189, float %184
  %203 = select i1 %198, i32 %191, i32 %185
  %204 = fcmp contract ogt float %202, %201
  br i1 %204, label %210, label %205

205:                                              ; preds = %197
  %206 = select i1 %198, i32 %172, i32 %190
  %207 = fcmp contract oeq float %202, %201
  %208 = icmp slt i32 %203, %206
  %209 = select i1 %207, i1 %208, i1 false
  br i1 %209, label %210, label %211

210:                                              ; preds = %205, %197
  br label %211

211:                                              ; preds = %210, %205
  %212 = phi float [ %202, %210 ], [ %201, %205 ]
  %213 = phi i32 [ %203, %210 ], [ %206, %205 ]
  %214 = fcmp contract oeq float %187, 0xFFF0000000000000
  %215 = select i1 %214, float 0.000000e+00, float %187
  br i1 %34, label %216, label %233

216:                                              ; preds = %211, %228
  %217 = phi i32 [ %231, %228 ], [ %10, %211 ]
  %218 = phi float [ %230, %228 ], [ 0.000000e+00, %211 ]
  %219 = zext nneg i32 %217 to i64
  %220 = getelementptr inbounds nuw float, ptr %42, i64 %219
  %221 = load float, ptr %220, align 4, !tbaa !14
  %222 = fmul contract float %29, %221
  %223 = fcmp contract ord float %222, 0.000000e+00
  br i1 %223, label %224, label %228

224:                                              ; preds = %216
  %225 = fsub contract float %222, %215
  %226 = fmul float %225, 0x3FF7154760000000
  %227 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %226)
  br label %228

228:                                              ; preds = %216, %224
  %229 = phi contract float [ %227, %224 ], [ 0.000000e+00, %216 ]
  %230 = fadd contract float %218, %229
  %231 = add nuw nsw i32 %217, 32
  %232 = icmp slt i32 %231, %6
  br i1 %232, label %216, label %233, !llvm.loop !18

233:                                              ; preds = %228, %211
  %234 = phi float [ 0.000000e+00, %211 ], [ %230, %228 ]
  %235 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %234, i32 16, i32 31)
  %236 = fadd contract float %234, %235
  %237 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %236, i32 8, i32 31)
  %238 = fadd contract float %236, %237
  %239 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %238, i32 4, i32 31)
  %240 = fadd contract float %238, %239
  %241 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %240, i32 2, i32 31)
  %242 = fadd contract float %240, %241
  %243 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %242, i32 1, i32 31)
  %244 = fadd contract float %242, %243
  %245 = fcmp contract ogt float %244, 0.000000e+00
  %246 = fdiv contract float 1.000000e+00, %244
  %247 = select contract i1 %245, float %246, float 0.000000e+00
  br i1 %35, label %249, label %248

248:                                              ; preds = %265, %233
  br i1 %36, label %271, label %320

249:                                              ; preds = %233, %265
  %250 = phi i32 [ %269, %265 ], [ %10, %233 ]
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds nuw float, ptr %42, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !14
  %254 = fmul contract float %29, %253
  %255 = fcmp contract ord float %254, 0.000000e+00
  br i1 %255, label %256, label %265

256:                                              ; preds = %249
  %257 = fsub contract float %254, %215
  %258 = fmul float %257, 0x3FF7154760000000
  %259 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %258)
  %260 = fmul contract float %247, %259
  %261 = tail call float @llvm.maxnum.f32(float %260, float 0.000000e+00)
  %262 = tail call float @llvm.minnum.f32(float %261, float 1.000000e+00)
  %263 = fmul contract float %262, 0x4130000000000000
  %264 = tail call i64 @llvm.nvvm.f2ll.rn(float %263)
  br label %265

265:                                              ; preds = %249, %256
  %266 = phi i64 [ %264, %256 ], [ 0, %249 ]
  %267 = getelementptr inbounds nuw i64, ptr %4, i64 %251
  %268 = atomicrmw add ptr %267, i64 %266 seq_cst, align 8
  %269 = add nuw nsw i32 %250, 32
  %270 = icmp slt i32 %269, %6
  br i1 %270, label %249, label %248, !llvm.loop !19

271:                                              ; preds = %248
  %272 = fcmp contract oeq float %199, 0xFFF0000000000000
  br i1 %272, label %278, label %273

273:                                              ; preds = %271
  %274 = fsub contract float %199, %215
  %275 = fmul float %274, 0x3FF7154760000000
  %276 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %275)
  %277 = fmul contract float %247, %276
  br label %278

278:                                              ; preds = %271, %273
  %279 = phi contract float [ %277, %273 ], [ 0.000000e+00, %271 ]
  %280 = fcmp contract oeq float %212, 0xFFF0000000000000
  br i1 %280, label %286, label %281

281:                                              ; preds = %278
  %282 = fsub contract float %212, %215
  %283 = fmul float %282, 0x3FF7154760000000
  %284 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %283)
  %285 = fmul contract float %247, %284
  br label %286

286:                                              ; preds = %278, %281
  %287 = phi contract float [ %285, %281 ], [ 0.000000e+00, %278 ]
  %288 = fadd contract float %279, %287
  %289 = fcmp contract ogt float %288, 0.000000e+00
  %290 = fdiv contract float %279, %288
  %291 = select contract i1 %289, float %290, float 1.000000e+00
  %292 = fdiv contract float %287, %288
  %293 = select contract i1 %289, float %292, float 0.000000e+00
  %294 = load float, ptr %37, align 4, !tbaa !20
  %295 = fcmp contract ult float %293, %294
  %296 = select i1 %295, float 1.000000e+00, float %291
  %297 = select i1 %295, float 0.000000e+00, float %293
  %298 = icmp eq i32 %213, %200
  br i1 %298, label %299, label %302

299:                                              ; preds = %286
  %300 = add nsw i32 %200, 1
  %301 = srem i32 %300, %6
  br label %302

302:                                              ; preds = %299, %286
  %303 = phi i32 [ %301, %299 ], [ %213, %286 ]
  %304 = shl nsw i32 %39, 1
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds i32, ptr %1, i64 %305
  store i32 %200, ptr %306, align 4, !tbaa !6
  %307 = or disjoint i32 %304, 1
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds i32, ptr %1, i64 %308
  store i32 %303, ptr %309, align 4, !tbaa !6
  %310 = getelementptr inbounds float, ptr %2, i64 %305
  store float %296, ptr %310, align 4, !tbaa !14
  %311 = getelementptr inbounds float, ptr %2, i64 %308
  store float %297, ptr %311, align 4, !tbaa !14
  %312 = sext i32 %200 to i64
  %313 = getelementptr inbounds i32, ptr %3, i64 %312
  %314 = atomicrmw add ptr %313, i32 1 seq_cst, align 4
  %315 = fcmp contract ogt float %297, 0.000000e+00
  br i1 %315, label %316, label %320

316:                                              ; preds = %302
  %317 = sext i32 %303 to i64
  %318 = getelementptr inbounds i32, ptr %3, i64 %317
  %319 = atomicrmw add ptr %318, i32 1 seq_cst, align 4
  br label %320

320:                                              ; preds = %302, %316, %248
  %321 = add nsw i32 %39, %25
  %322 = icmp slt i32 %321, %5
  br i1 %322, label %38, label %323, !llvm.loop !21

323:                                              ; preds = %320, %20, %17, %8
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
  br i1 %66, label %53, label %47, !llvm.loop !22

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
  br i1 %84, label %31, label %30, !llvm.loop !23

85:                                               ; preds = %30
  %86 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17moe_dispatch_rankE6s_base to ptr), align 4, !tbaa !6
  %87 = tail call i32 @llvm.smin.i32(i32 %86, i32 %6)
  %88 = zext nneg i32 %8 to i64
  %89 = getelementptr inbounds nuw i32, ptr %3, i64 %88
  store i32 %87, ptr %89, align 4, !tbaa !6
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
  br i1 %93, label %33, label %94, !llvm.loop !24

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
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = distinct !{!19, !16, !17}
!20 = !{!12, !13, i64 4}
!21 = distinct !{!21, !16, !17}
!22 = distinct !{!22, !16, !17}
!23 = distinct !{!23, !16, !17}
!24 = distinct !{!24, !16, !17}
