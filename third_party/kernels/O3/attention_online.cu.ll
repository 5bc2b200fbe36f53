; ModuleID = 'src/attention_online.cu'
source_filename = "src/attention_online.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18attention_fwd_tileE3s_k = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ18attention_fwd_tileE3s_v = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @attention_fwd_tile(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = icmp slt i32 %4, 1
  %10 = icmp slt i32 %5, 1
  %11 = or i1 %9, %10
  br i1 %11, label %821, label %12

12:                                               ; preds = %8
  %13 = add nuw nsw i32 %4, 63
  %14 = lshr i32 %13, 6
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = zext nneg i32 %14 to i64
  %17 = zext nneg i32 %5 to i64
  %18 = mul nuw nsw i64 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = icmp samesign ugt i64 %18, %20
  br i1 %21, label %22, label %821

22:                                               ; preds = %12
  %23 = zext nneg i32 %4 to i64
  %24 = icmp samesign ult i32 %15, 64
  %25 = icmp ne i32 %7, 0
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = zext nneg i32 %27 to i64
  br label %29

29:                                               ; preds = %22, %818
  %30 = phi i64 [ %20, %22 ], [ %819, %818 ]
  %31 = udiv i64 %30, %16
  %32 = shl i64 %31, 32
  %33 = ashr exact i64 %32, 32
  %34 = mul i64 %31, %16
  %35 = sub nuw i64 %30, %34
  %36 = trunc i64 %35 to i32
  %37 = mul nsw i64 %33, %23
  %38 = shl i32 %36, 6
  %39 = add nsw i32 %38, %15
  %40 = icmp slt i32 %39, %4
  %41 = select i1 %24, i1 %40, i1 false
  %42 = sext i32 %39 to i64
  %43 = add nsw i64 %37, %42
  %44 = shl i64 %43, 7
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 %44
  br i1 %41, label %46, label %49

46:                                               ; preds = %29
  %47 = load float, ptr %45, align 4, !tbaa !11
  %48 = fmul contract float %6, %47
  br label %49

49:                                               ; preds = %29, %46
  %50 = phi contract float [ %48, %46 ], [ 0.000000e+00, %29 ]
  br i1 %41, label %51, label %55

51:                                               ; preds = %49
  %52 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fmul contract float %6, %53
  br label %55

55:                                               ; preds = %51, %49
  %56 = phi contract float [ %54, %51 ], [ 0.000000e+00, %49 ]
  br i1 %41, label %57, label %61

57:                                               ; preds = %55
  %58 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = fmul contract float %6, %59
  br label %61

61:                                               ; preds = %57, %55
  %62 = phi contract float [ %60, %57 ], [ 0.000000e+00, %55 ]
  br i1 %41, label %63, label %67

63:                                               ; preds = %61
  %64 = getelementptr inbounds nuw i8, ptr %45, i64 12
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = fmul contract float %6, %65
  br label %67

67:                                               ; preds = %63, %61
  %68 = phi contract float [ %66, %63 ], [ 0.000000e+00, %61 ]
  br i1 %41, label %69, label %73

69:                                               ; preds = %67
  %70 = getelementptr inbounds nuw i8, ptr %45, i64 16
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = fmul contract float %6, %71
  br label %73

73:                                               ; preds = %69, %67
  %74 = phi contract float [ %72, %69 ], [ 0.000000e+00, %67 ]
  br i1 %41, label %75, label %79

75:                                               ; preds = %73
  %76 = getelementptr inbounds nuw i8, ptr %45, i64 20
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = fmul contract float %6, %77
  br label %79

79:                                               ; preds = %75, %73
  %80 = phi contract float [ %78, %75 ], [ 0.000000e+00, %73 ]
  br i1 %41, label %81, label %85

81:                                               ; preds = %79
  %82 = getelementptr inbounds nuw i8, ptr %45, i64 24
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = fmul contract float %6, %83
  br label %85

85:                                               ; preds = %81, %79
  %86 = phi contract float [ %84, %81 ], [ 0.000000e+00, %79 ]
  br i1 %41, label %87, label %91

87:                                               ; preds = %85
  %88 = getelementptr inbounds nuw i8, ptr %45, i64 28
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = fmul contract float %6, %89
  br label %91

91:                                               ; preds = %87, %85
  %92 = phi contract float [ %90, %87 ], [ 0.000000e+00, %85 ]
  br i1 %41, label %93, label %97

93:                                               ; preds = %91
  %94 = getelementptr inbounds nuw i8, ptr %45, i64 32
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = fmul contract float %6, %95
  br label %97

97:                                               ; preds = %93, %91
  %98 = phi contract float [ %96, %93 ], [ 0.000000e+00, %91 ]
  br i1 %41, label %99, label %103

99:                                               ; preds = %97
  %100 = getelementptr inbounds nuw i8, ptr %45, i64 36
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = fmul contract float %6, %101
  br label %103

103:                                              ; preds = %99, %97
  %104 = phi contract float [ %102, %99 ], [ 0.000000e+00, %97 ]
  br i1 %41, label %105, label %109

105:                                              ; preds = %103
  %106 = getelementptr inbounds nuw i8, ptr %45, i64 40
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = fmul contract float %6, %107
  br label %109

109:                                              ; preds = %105, %103
  %110 = phi contract float [ %108, %105 ], [ 0.000000e+00, %103 ]
  br i1 %41, label %111, label %115

111:                                              ; preds = %109
  %112 = getelementptr inbounds nuw i8, ptr %45, i64 44
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = fmul contract float %6, %113
  br label %115

115:                                              ; preds = %111, %109
  %116 = phi contract float [ %114, %111 ], [ 0.000000e+00, %109 ]
  br i1 %41, label %117, label %121

117:                                              ; preds = %115
  %118 = getelementptr inbounds nuw i8, ptr %45, i64 48
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = fmul contract float %6, %119
  br label %121

121:                                              ; preds = %117, %115
  %122 = phi contract float [ %120, %117 ], [ 0.000000e+00, %115 ]
  br i1 %41, label %123, label %127

123:                                              ; preds = %121
  %124 = getelementptr inbounds nuw i8, ptr %45, i64 52
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = fmul contract float %6, %125
  br label %127

127:                                              ; preds = %123, %121
  %128 = phi contract float [ %126, %123 ], [ 0.000000e+00, %121 ]
  br i1 %41, label %129, label %133

129:                                              ; preds = %127
  %130 = getelementptr inbounds nuw i8, ptr %45, i64 56
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = fmul contract float %6, %131
  br label %133

133:                                              ; preds = %129, %127
  %134 = phi contract float [ %132, %129 ], [ 0.000000e+00, %127 ]
  br i1 %41, label %135, label %139

135:                                              ; preds = %133
  %136 = getelementptr inbounds nuw i8, ptr %45, i64 60
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = fmul contract float %6, %137
  br label %139

139:                                              ; preds = %135, %133
  %140 = phi contract float [ %138, %135 ], [ 0.000000e+00, %133 ]
  br i1 %41, label %141, label %145

141:                                              ; preds = %139
  %142 = getelementptr inbounds nuw i8, ptr %45, i64 64
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = fmul contract float %6, %143
  br label %145

145:                                              ; preds = %141, %139
  %146 = phi contract float [ %144, %141 ], [ 0.000000e+00, %139 ]
  br i1 %41, label %147, label %151

147:                                              ; preds = %145
  %148 = getelementptr inbounds nuw i8, ptr %45, i64 68
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = fmul contract float %6, %149
  br label %151

151:                                              ; preds = %147, %145
  %152 = phi contract float [ %150, %147 ], [ 0.000000e+00, %145 ]
  br i1 %41, label %153, label %157

153:                                              ; preds = %151
  %154 = getelementptr inbounds nuw i8, ptr %45, i64 72
  %155 = load float, ptr %154, align 4, !tbaa !11
  %156 = fmul contract float %6, %155
  br label %157

157:                                              ; preds = %153, %151
  %158 = phi contract float [ %156, %153 ], [ 0.000000e+00, %151 ]
  br i1 %41, label %159, label %163

159:                                              ; preds = %157
  %160 = getelementptr inbounds nuw i8, ptr %45, i64 76
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = fmul contract float %6, %161
  br label %163

163:                                              ; preds = %159, %157
  %164 = phi contract float [ %162, %159 ], [ 0.000000e+00, %157 ]
  br i1 %41, label %165, label %169

165:                                              ; preds = %163
  %166 = getelementptr inbounds nuw i8, ptr %45, i64 80
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = fmul contract float %6, %167
  br label %169

169:                                              ; preds = %165, %163
  %170 = phi contract float [ %168, %165 ], [ 0.000000e+00, %163 ]
  br i1 %41, label %171, label %175

171:                                              ; preds = %169
  %172 = getelementptr inbounds nuw i8, ptr %45, i64 84
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = fmul contract float %6, %173
  br label %175

175:                                              ; preds = %171, %169
  %176 = phi contract float [ %174, %171 ], [ 0.000000e+00, %169 ]
  br i1 %41, label %177, label %181

177:                                              ; preds = %175
  %178 = getelementptr inbounds nuw i8, ptr %45, i64 88
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = fmul contract float %6, %179
  br label %181

181:                                              ; preds = %177, %175
  %182 = phi contract float [ %180, %177 ], [ 0.000000e+00, %175 ]
  br i1 %41, label %183, label %187

183:                                              ; preds = %181
  %184 = getelementptr inbounds nuw i8, ptr %45, i64 92
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = fmul contract float %6, %185
  br label %187

187:                                              ; preds = %183, %181
  %188 = phi contract float [ %186, %183 ], [ 0.000000e+00, %181 ]
  br i1 %41, label %189, label %193

189:                                              ; preds = %187
  %190 = getelementptr inbounds nuw i8, ptr %45, i64 96
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = fmul contract float %6, %191
  br label %193

193:                                              ; preds = %189, %187
  %194 = phi contract float [ %192, %189 ], [ 0.000000e+00, %187 ]
  br i1 %41, label %195, label %199

195:                                              ; preds = %193
  %196 = getelementptr inbounds nuw i8, ptr %45, i64 100
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = fmul contract float %6, %197
  br label %199

199:                                              ; preds = %195, %193
  %200 = phi contract float [ %198, %195 ], [ 0.000000e+00, %193 ]
  br i1 %41, label %201, label %205

201:                                              ; preds = %199
  %202 = getelementptr inbounds nuw i8, ptr %45, i64 104
  %203 = load float, ptr %202, align 4, !tbaa !11
  %204 = fmul contract float %6, %203
  br label %205

205:                                              ; preds = %201, %199
  %206 = phi contract float [ %204, %201 ], [ 0.000000e+00, %199 ]
  br i1 %41, label %207, label %211

207:                                              ; preds = %205
  %208 = getelementptr inbounds nuw i8, ptr %45, i64 108
  %209 = load float, ptr %208, align 4, !tbaa !11
  %210 = fmul contract float %6, %209
  br label %211

211:                                              ; preds = %207, %205
  %212 = phi contract float [ %210, %207 ], [ 0.000000e+00, %205 ]
  br i1 %41, label %213, label %217

213:                                              ; preds = %211
  %214 = getelementptr inbounds nuw i8, ptr %45, i64 112
  %215 = load float, ptr %214, align 4, !tbaa !11
  %216 = fmul contract float %6, %215
  br label %217

217:                                              ; preds = %213, %211
  %218 = phi contract float [ %216, %213 ], [ 0.000000e+00, %211 ]
  br i1 %41, label %219, label %223

219:                                              ; preds = %217
  %220 = getelementptr inbounds nuw i8, ptr %45, i64 116
  %221 = load float, ptr %220, align 4, !tbaa !11
  %222 = fmul contract float %6, %221
  br label %223

223:                                              ; preds = %219, %217
  %224 = phi contract float [ %222, %219 ], [ 0.000000e+00, %217 ]
  br i1 %41, label %225, label %229

225:                                              ; preds = %223
  %226 = getelementptr inbounds nuw i8, ptr %45, i64 120
  %227 = load float, ptr %226, align 4, !tbaa !11
  %228 = fmul contract float %6, %227
  br label %229

229:                                              ; preds = %225, %223
  %230 = phi contract float [ %228, %225 ], [ 0.000000e+00, %223 ]
  br i1 %41, label %231, label %235

231:                                              ; preds = %229
  %232 = getelementptr inbounds nuw i8, ptr %45, i64 124
  %233 = load float, ptr %232, align 4, !tbaa !11
  %234 = fmul contract float %6, %233
  br label %235

235:                                              ; preds = %231, %229
  %236 = phi contract float [ %234, %231 ], [ 0.000000e+00, %229 ]
  %237 = add i32 %38, 64
  %238 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %4, i32 %237)
  %239 = select i1 %25, i32 %238, i32 %4
  %240 = icmp sgt i32 %239, 0
  br i1 %240, label %275, label %241

241:                                              ; preds = %712, %235
  %242 = phi float [ 0.000000e+00, %235 ], [ %713, %712 ]
  %243 = phi float [ 0.000000e+00, %235 ], [ %714, %712 ]
  %244 = phi float [ 0.000000e+00, %235 ], [ %715, %712 ]
  %245 = phi float [ 0.000000e+00, %235 ], [ %716, %712 ]
  %246 = phi float [ 0.000000e+00, %235 ], [ %717, %712 ]
  %247 = phi float [ 0.000000e+00, %235 ], [ %718, %712 ]
  %248 = phi float [ 0.000000e+00, %235 ], [ %719, %712 ]
  %249 = phi float [ 0.000000e+00, %235 ], [ %720, %712 ]
  %250 = phi float [ 0.000000e+00, %235 ], [ %721, %712 ]
  %251 = phi float [ 0.000000e+00, %235 ], [ %722, %712 ]
  %252 = phi float [ 0.000000e+00, %235 ], [ %723, %712 ]
  %253 = phi float [ 0.000000e+00, %235 ], [ %724, %712 ]
  %254 = phi float [ 0.000000e+00, %235 ], [ %725, %712 ]
  %255 = phi float [ 0.000000e+00, %235 ], [ %726, %712 ]
  %256 = phi float [ 0.000000e+00, %235 ], [ %727, %712 ]
  %257 = phi float [ 0.000000e+00, %235 ], [ %728, %712 ]
  %258 = phi float [ 0.000000e+00, %235 ], [ %729, %712 ]
  %259 = phi float [ 0.000000e+00, %235 ], [ %730, %712 ]
  %260 = phi float [ 0.000000e+00, %235 ], [ %731, %712 ]
  %261 = phi float [ 0.000000e+00, %235 ], [ %732, %712 ]
  %262 = phi float [ 0.000000e+00, %235 ], [ %733, %712 ]
  %263 = phi float [ 0.000000e+00, %235 ], [ %734, %712 ]
  %264 = phi float [ 0.000000e+00, %235 ], [ %735, %712 ]
  %265 = phi float [ 0.000000e+00, %235 ], [ %736, %712 ]
  %266 = phi float [ 0.000000e+00, %235 ], [ %737, %712 ]
  %267 = phi float [ 0.000000e+00, %235 ], [ %738, %712 ]
  %268 = phi float [ 0.000000e+00, %235 ], [ %739, %712 ]
  %269 = phi float [ 0.000000e+00, %235 ], [ %740, %712 ]
  %270 = phi float [ 0.000000e+00, %235 ], [ %741, %712 ]
  %271 = phi float [ 0.000000e+00, %235 ], [ %742, %712 ]
  %272 = phi float [ 0.000000e+00, %235 ], [ %743, %712 ]
  %273 = phi float [ 0.000000e+00, %235 ], [ %744, %712 ]
  %274 = phi float [ 0.000000e+00, %235 ], [ %745, %712 ]
  br i1 %41, label %750, label %818

275:                                              ; preds = %235, %712
  %276 = phi float [ %713, %712 ], [ 0.000000e+00, %235 ]
  %277 = phi float [ %714, %712 ], [ 0.000000e+00, %235 ]
  %278 = phi float [ %715, %712 ], [ 0.000000e+00, %235 ]
  %279 = phi float [ %716, %712 ], [ 0.000000e+00, %235 ]
  %280 = phi float [ %717, %712 ], [ 0.000000e+00, %235 ]
  %281 = phi float [ %718, %712 ], [ 0.000000e+00, %235 ]
  %282 = phi float [ %719, %712 ], [ 0.000000e+00, %235 ]
  %283 = phi float [ %720, %712 ], [ 0.000000e+00, %235 ]
  %284 = phi float [ %721, %712 ], [ 0.000000e+00, %235 ]
  %285 = phi float [ %722, %712 ], [ 0.000000e+00, %235 ]
  %286 = phi float [ %723, %712 ], [ 0.000000e+00, %235 ]
  %287 = phi float [ %724, %712 ], [ 0.000000e+00, %235 ]
  %288 = phi float [ %725, %712 ], [ 0.000000e+00, %235 ]
  %289 = phi float [ %726, %712 ], [ 0.000000e+00, %235 ]
  %290 = phi float [ %727, %712 ], [ 0.000000e+00, %235 ]
  %291 = phi float [ %728, %712 ], [ 0.000000e+00, %235 ]
  %292 = phi float [ %729, %712 ], [ 0.000000e+00, %235 ]
  %293 = phi float [ %730, %712 ], [ 0.000000e+00, %235 ]
  %294 = phi float [ %731, %712 ], [ 0.000000e+00, %235 ]
  %295 = phi float [ %732, %712 ], [ 0.000000e+00, %235 ]
  %296 = phi float [ %733, %712 ], [ 0.000000e+00, %235 ]
  %297 = phi float [ %734, %712 ], [ 0.000000e+00, %235 ]
  %298 = phi float [ %735, %712 ], [ 0.000000e+00, %235 ]
  %299 = phi float [ %736, %712 ], [ 0.000000e+00, %235 ]
  %300 = phi float [ %737, %712 ], [ 0.000000e+00, %235 ]
  %301 = phi float [ %738, %712 ], [ 0.000000e+00, %235 ]
  %302 = phi float [ %739, %712 ], [ 0.000000e+00, %235 ]
  %303 = phi float [ %740, %712 ], [ 0.000000e+00, %235 ]
  %304 = phi float [ %741, %712 ], [ 0.000000e+00, %235 ]
  %305 = phi float [ %742, %712 ], [ 0.000000e+00, %235 ]
  %306 = phi float [ %743, %712 ], [ 0.000000e+00, %235 ]
  %307 = phi float [ %744, %712 ], [ 0.000000e+00, %235 ]
  %308 = phi i32 [ %749, %712 ], [ %4, %235 ]
  %309 = phi float [ %746, %712 ], [ 0xFFF0000000000000, %235 ]
  %310 = phi float [ %745, %712 ], [ 0.000000e+00, %235 ]
  %311 = phi i32 [ %747, %712 ], [ 0, %235 ]
  %312 = tail call i32 @llvm.smax.i32(i32 %308, i32 1)
  %313 = tail call i32 @llvm.umin.i32(i32 %312, i32 32)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %317

314:                                              ; preds = %346
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %315 = icmp sgt i32 %4, %311
  %316 = and i1 %41, %315
  br i1 %316, label %352, label %712

317:                                              ; preds = %275, %346
  %318 = phi i32 [ %15, %275 ], [ %350, %346 ]
  %319 = lshr i32 %318, 5
  %320 = and i32 %318, 31
  %321 = or disjoint i32 %319, %311
  %322 = icmp slt i32 %321, %4
  br i1 %322, label %325, label %323

323:                                              ; preds = %317
  %324 = zext nneg i32 %320 to i64
  br label %333

325:                                              ; preds = %317
  %326 = zext nneg i32 %321 to i64
  %327 = add nsw i64 %37, %326
  %328 = shl i64 %327, 7
  %329 = getelementptr i8, ptr %1, i64 %328
  %330 = zext nneg i32 %320 to i64
  %331 = getelementptr float, ptr %329, i64 %330
  %332 = load float, ptr %331, align 4, !tbaa !11
  br label %333

333:                                              ; preds = %323, %325
  %334 = phi i64 [ %324, %323 ], [ %330, %325 ]
  %335 = phi contract float [ 0.000000e+00, %323 ], [ %332, %325 ]
  %336 = zext nneg i32 %319 to i64
  %337 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18attention_fwd_tileE3s_k to ptr), i64 %336
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %334
  store float %335, ptr %338, align 4, !tbaa !11
  br i1 %322, label %339, label %346

339:                                              ; preds = %333
  %340 = zext nneg i32 %321 to i64
  %341 = add nsw i64 %37, %340
  %342 = shl i64 %341, 7
  %343 = getelementptr i8, ptr %2, i64 %342
  %344 = getelementptr float, ptr %343, i64 %334
  %345 = load float, ptr %344, align 4, !tbaa !11
  br label %346

346:                                              ; preds = %333, %339
  %347 = phi contract float [ %345, %339 ], [ 0.000000e+00, %333 ]
  %348 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18attention_fwd_tileE3s_v to ptr), i64 %336
  %349 = getelementptr inbounds nuw float, ptr %348, i64 %334
  store float %347, ptr %349, align 4, !tbaa !11
  %350 = add nuw nsw i32 %318, %26
  %351 = icmp samesign ult i32 %350, 1024
  br i1 %351, label %317, label %314, !llvm.loop !13

352:                                              ; preds = %314, %391
  %353 = phi float [ %707, %391 ], [ %276, %314 ]
  %354 = phi float [ %702, %391 ], [ %277, %314 ]
  %355 = phi float [ %697, %391 ], [ %278, %314 ]
  %356 = phi float [ %692, %391 ], [ %279, %314 ]
  %357 = phi float [ %687, %391 ], [ %280, %314 ]
  %358 = phi float [ %682, %391 ], [ %281, %314 ]
  %359 = phi float [ %677, %391 ], [ %282, %314 ]
  %360 = phi float [ %672, %391 ], [ %283, %314 ]
  %361 = phi float [ %667, %391 ], [ %284, %314 ]
  %362 = phi float [ %662, %391 ], [ %285, %314 ]
  %363 = phi float [ %657, %391 ], [ %286, %314 ]
  %364 = phi float [ %652, %391 ], [ %287, %314 ]
  %365 = phi float [ %647, %391 ], [ %288, %314 ]
  %366 = phi float [ %642, %391 ], [ %289, %314 ]
  %367 = phi float [ %637, %391 ], [ %290, %314 ]
  %368 = phi float [ %632, %391 ], [ %291, %314 ]
  %369 = phi float [ %627, %391 ], [ %292, %314 ]
  %370 = phi float [ %622, %391 ], [ %293, %314 ]
  %371 = phi float [ %617, %391 ], [ %294, %314 ]
  %372 = phi float [ %612, %391 ], [ %295, %314 ]
  %373 = phi float [ %607, %391 ], [ %296, %314 ]
  %374 = phi float [ %602, %391 ], [ %297, %314 ]
  %375 = phi float [ %597, %391 ], [ %298, %314 ]
  %376 = phi float [ %592, %391 ], [ %299, %314 ]
  %377 = phi float [ %587, %391 ], [ %300, %314 ]
  %378 = phi float [ %582, %391 ], [ %301, %314 ]
  %379 = phi float [ %577, %391 ], [ %302, %314 ]
  %380 = phi float [ %572, %391 ], [ %303, %314 ]
  %381 = phi float [ %567, %391 ], [ %304, %314 ]
  %382 = phi float [ %562, %391 ], [ %305, %314 ]
  %383 = phi float [ %557, %391 ], [ %306, %314 ]
  %384 = phi float [ %552, %391 ], [ %307, %314 ]
  %385 = phi float [ %521, %391 ], [ %309, %314 ]
  %386 = phi float [ %709, %391 ], [ %310, %314 ]
  %387 = phi i32 [ %710, %391 ], [ 0, %314 ]
  %388 = add nuw nsw i32 %387, %311
  %389 = icmp sgt i32 %388, %39
  %390 = select i1 %25, i1 %389, i1 false
  br i1 %390, label %712, label %391

391:                                              ; preds = %352
  %392 = zext nneg i32 %387 to i64
  %393 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18attention_fwd_tileE3s_k to ptr), i64 %392
  %394 = load float, ptr %393, align 4, !tbaa !11
  %395 = fmul contract float %50, %394
  %396 = fadd contract float %395, 0.000000e+00
  %397 = getelementptr inbounds nuw i8, ptr %393, i64 4
  %398 = load float, ptr %397, align 4, !tbaa !11
  %399 = fmul contract float %56, %398
  %400 = fadd contract float %396, %399
  %401 = getelementptr inbounds nuw i8, ptr %393, i64 8
  %402 = load float, ptr %401, align 4, !tbaa !11
  %403 = fmul contract float %62, %402
  %404 = fadd contract float %400, %403
  %405 = getelementptr inbounds nuw i8, ptr %393, i64 12
  %406 = load float, ptr %405, align 4, !tbaa !11
  %407 = fmul contract float %68, %406
  %408 = fadd contract float %404, %407
  %409 = getelementptr inbounds nuw i8, ptr %393, i64 16
  %410 = load float, ptr %409, align 4, !tbaa !11
  %411 = fmul contract float %74, %410
  %412 = fadd contract float %408, %411
  %413 = getelementptr inbounds nuw i8, ptr %393, i64 20
  %414 = load float, ptr %413, align 4, !tbaa !11
  %415 = fmul contract float %80, %414
  %416 = fadd contract float %412, %415
  %417 = getelementptr inbounds nuw i8, ptr %393, i64 24
  %418 = load float, ptr %417, align 4, !tbaa !11
  %419 = fmul contract float %86, %418
  %420 = fadd contract float %416, %419
  %421 = getelementptr inbounds nuw i8, ptr %393, i64 28
  %422 = load float, ptr %421, align 4, !tbaa !11
  %423 = fmul contract float %92, %422
  %424 = fadd contract float %420, %423
  %425 = getelementptr inbounds nuw i8, ptr %393, i64 32
  %426 = load float, ptr %425, align 4, !tbaa !11
  %427 = fmul contract float %98, %426
  %428 = fadd contract float %424, %427
  %429 = getelementptr inbounds nuw i8, ptr %393, i64 36
  %430 = load float, ptr %429, align 4, !tbaa !11
  %431 = fmul contract float %104, %430
  %432 = fadd contract float %428, %431
  %433 = getelementptr inbounds nuw i8, ptr %393, i64 40
  %434 = load float, ptr %433, align 4, !tbaa !11
  %435 = fmul contract float %110, %434
  %436 = fadd contract float %432, %435
  %437 = getelementptr inbounds nuw i8, ptr %393, i64 44
  %438 = load float, ptr %437, align 4, !tbaa !11
  %439 = fmul contract float %116, %438
  %440 = fadd contract float %436, %439
  %441 = getelementptr inbounds nuw i8, ptr %393, i64 48
  %442 = load float, ptr %441, align 4, !tbaa !11
  %443 = fmul contract float %122, %442
  %444 = fadd contract float %440, %443
  %445 = getelementptr inbounds nuw i8, ptr %393, i64 52
  %446 = load float, ptr %445, align 4, !tbaa !11
  %447 = fmul contract float %128, %446
  %448 = fadd contract float %444, %447
  %449 = getelementptr inbounds nuw i8, ptr %393, i64 56
  %450 = load float, ptr %449, align 4, !tbaa !11
  %451 = fmul contract float %134, %450
  %452 = fadd contract float %448, %451
  %453 = getelementptr inbounds nuw i8, ptr %393, i64 60
  %454 = load float, ptr %453, align 4, !tbaa !11
  %455 = fmul contract float %140, %454
  %456 = fadd contract float %452, %455
  %457 = getelementptr inbounds nuw i8, ptr %393, i64 64
  %458 = load float, ptr %457, align 4, !tbaa !11
  %459 = fmul contract float %146, %458
  %460 = fadd contract float %456, %459
  %461 = getelementptr inbounds nuw i8, ptr %393, i64 68
  %462 = load float, ptr %461, align 4, !tbaa !11
  %463 = fmul contract float %152, %462
  %464 = fadd contract float %460, %463
  %465 = getelementptr inbounds nuw i8, ptr %393, i64 72
  %466 = load float, ptr %465, align 4, !tbaa !11
  %467 = fmul contract float %158, %466
  %468 = fadd contract float %464, %467
  %469 = getelementptr inbounds nuw i8, ptr %393, i64 76
  %470 = load float, ptr %469, align 4, !tbaa !11
  %471 = fmul contract float %164, %470
  %472 = fadd contract float %468, %471
  %473 = getelementptr inbounds nuw i8, ptr %393, i64 80
  %474 = load float, ptr %473, align 4, !tbaa !11
  %475 = fmul contract float %170, %474
  %476 = fadd contract float %472, %475
  %477 = getelementptr inbounds nuw i8, ptr %393, i64 84
  %478 = load float, ptr %477, align 4, !tbaa !11
  %479 = fmul contract float %176, %478
  %480 = fadd contract float %476, %479
  %481 = getelementptr inbounds nuw i8, ptr %393, i64 88
  %482 = load float, ptr %481, align 4, !tbaa !11
  %483 = fmul contract float %182, %482
  %484 = fadd contract float %480, %483
  %485 = getelementptr inbounds nuw i8, ptr %393, i64 92
  %486 = load float, ptr %485, align 4, !tbaa !11
  %487 = fmul contract float %188, %486
  %488 = fadd contract float %484, %487
  %489 = getelementptr inbounds nuw i8, ptr %393, i64 96
  %490 = load float, ptr %489, align 4, !tbaa !11
  %491 = fmul contract float %194, %490
  %492 = fadd contract float %488, %491
  %493 = getelementptr inbounds nuw i8, ptr %393, i64 100
  %494 = load float, ptr %493, align 4, !tbaa !11
  %495 = fmul contract float %200, %494
  %496 = fadd contract float %492, %495
  %497 = getelementptr inbounds nuw i8, ptr %393, i64 104
  %498 = load float, ptr %497, align 4, !tbaa !11
  %499 = fmul contract float %206, %498
  %500 = fadd contract float %496, %499
  %501 = getelementptr inbounds nuw i8, ptr %393, i64 108
  %502 = load float, ptr %501, align 4, !tbaa !11
  %503 = fmul contract float %212, %502
  %504 = fadd contract float %500, %503
  %505 = getelementptr inbounds nuw i8, ptr %393, i64 112
  %506 = load float, ptr %505, align 4, !tbaa !11
  %507 = fmul contract float %218, %506
  %508 = fadd contract float %504, %507
  %509 = getelementptr inbounds nuw i8, ptr %393, i64 116
  %510 = load float, ptr %509, align 4, !tbaa !11
  %511 = fmul contract float %224, %510
  %512 = fadd contract float %508, %511
  %513 = getelementptr inbounds nuw i8, ptr %393, i64 120
  %514 = load float, ptr %513, align 4, !tbaa !11
  %515 = fmul contract float %230, %514
  %516 = fadd contract float %512, %515
  %517 = getelementptr inbounds nuw i8, ptr %393, i64 124
  %518 = load float, ptr %517, align 4, !tbaa !11
  %519 = fmul contract float %236, %518
  %520 = fadd contract float %516, %519
  %521 = tail call noundef float @llvm.maxnum.f32(float %385, float %520)
  %522 = fsub contract float %385, %521
  %523 = tail call float @llvm.fma.f32(float %522, float 0x3F777313A0000000, float 5.000000e-01)
  %524 = tail call float @llvm.nvvm.saturate.f(float %523) #6
  %525 = tail call float @llvm.nvvm.fma.rm.f(float %524, float 2.520000e+02, float 0x4168000020000000) #6
  %526 = fadd float %525, 0xC168000FE0000000
  %527 = fneg float %526
  %528 = tail call float @llvm.fma.f32(float %522, float 0x3FF7154760000000, float %527)
  %529 = tail call float @llvm.fma.f32(float %522, float 0x3E54AE0C00000000, float %528)
  %530 = bitcast float %525 to i32
  %531 = shl i32 %530, 23
  %532 = bitcast i32 %531 to float
  %533 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %529)
  %534 = fmul float %533, %532
  %535 = fsub contract float %520, %521
  %536 = tail call float @llvm.fma.f32(float %535, float 0x3F777313A0000000, float 5.000000e-01)
  %537 = tail call float @llvm.nvvm.saturate.f(float %536) #6
  %538 = tail call float @llvm.nvvm.fma.rm.f(float %537, float 2.520000e+02, float 0x4168000020000000) #6
  %539 = fadd float %538, 0xC168000FE0000000
  %540 = fneg float %539
  %541 = tail call float @llvm.fma.f32(float %535, float 0x3FF7154760000000, float %540)
  %542 = tail call float @llvm.fma.f32(float %535, float 0x3E54AE0C00000000, float %541)
  %543 = bitcast float %538 to i32
  %544 = shl i32 %543, 23
  %545 = bitcast i32 %544 to float
  %546 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %542)
  %547 = fmul float %546, %545
  %548 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18attention_fwd_tileE3s_v to ptr), i64 %392
  %549 = fmul contract float %534, %384
  %550 = load float, ptr %548, align 4, !tbaa !11
  %551 = fmul contract float %547, %550
  %552 = fadd contract float %549, %551
  %553 = fmul contract float %534, %383
  %554 = getelementptr inbounds nuw i8, ptr %548, i64 4
  %555 = load float, ptr %554, align 4, !tbaa !11
  %556 = fmul contract float %547, %555
  %557 = fadd contract float %553, %556
  %558 = fmul contract float %534, %382
  %559 = getelementptr inbounds nuw i8, ptr %548, i64 8
  %560 = load float, ptr %559, align 4, !tbaa !11
  %561 = fmul contract float %547, %560
  %562 = fadd contract float %558, %561
  %563 = fmul contract float %534, %381
  %564 = getelementptr inbounds nuw i8, ptr %548, i64 12
  %565 = load float, ptr %564, align 4, !tbaa !11
  %566 = fmul contract float %547, %565
  %567 = fadd contract float %563, %566
  %568 = fmul contract float %534, %380
  %569 = getelementptr inbounds nuw i8, ptr %548, i64 16
  %570 = load float, ptr %569, align 4, !tbaa !11
  %571 = fmul contract float %547, %570
  %572 = fadd contract float %568, %571
  %573 = fmul contract float %534, %379
  %574 = getelementptr inbounds nuw i8, ptr %548, i64 20
  %575 = load float, ptr %574, align 4, !tbaa !11
  %576 = fmul contract float %547, %575
  %577 = fadd contract float %573, %576
  %578 = fmul contract float %534, %378
  %579 = getelementptr inbounds nuw i8, ptr %548, i64 24
  %580 = load float, ptr %579, align 4, !tbaa !11
  %581 = fmul contract float %547, %580
  %582 = fadd contract float %578, %581
  %583 = fmul contract float %534, %377
  %584 = getelementptr inbounds nuw i8, ptr %548, i64 28
  %585 = load float, ptr %584, align 4, !tbaa !11
  %586 = fmul contract float %547, %585
  %587 = fadd contract float %583, %586
  %588 = fmul contract float %534, %376
  %589 = getelementptr inbounds nuw i8, ptr %548, i64 32
  %590 = load float, ptr %589, align 4, !tbaa !11
  %591 = fmul contract float %547, %590
  %592 = fadd contract float %588, %591
  %593 = fmul contract float %534, %375
  %594 = getelementptr inbounds nuw i8, ptr %548, i64 36
  %595 = load float, ptr %594, align 4, !tbaa !11
  %596 = fmul contract float %547, %595
  %597 = fadd contract float %593, %596
  %598 = fmul contract float %534, %374
  %599 = getelementptr inbounds nuw i8, ptr %548, i64 40
  %600 = load float, ptr %599, align 4, !tbaa !11
  %601 = fmul contract float %547, %600
  %602 = fadd contract float %598, %601
  %603 = fmul contract float %534, %373
  %604 = getelementptr inbounds nuw i8, ptr %548, i64 44
  %605 = load float, ptr %604, align 4, !tbaa !11
  %606 = fmul contract float %547, %605
  %607 = fadd contract float %603, %606
  %608 = fmul contract float %534, %372
  %609 = getelementptr inbounds nuw i8, ptr %548, i64 48
  %610 = load float, ptr %609, align 4, !tbaa !11
  %611 = fmul contract float %547, %610
  %612 = fadd contract float %608, %611
  %613 = fmul contract float %534, %371
  %614 = getelementptr inbounds nuw i8, ptr %548, i64 52
  %615 = load float, ptr %614, align 4, !tbaa !11
  %616 = fmul contract float %547, %615
  %617 = fadd contract float %613, %616
  %618 = fmul contract float %534, %370
  %619 = getelementptr inbounds nuw i8, ptr %548, i64 56
  %620 = load float, ptr %619, align 4, !tbaa !11
  %621 = fmul contract float %547, %620
  %622 = fadd contract float %618, %621
  %623 = fmul contract float %534, %369
  %624 = getelementptr inbounds nuw i8, ptr %548, i64 60
  %625 = load float, ptr %624, align 4, !tbaa !11
  %626 = fmul contract float %547, %625
  %627 = fadd contract float %623, %626
  %628 = fmul contract float %534, %368
  %629 = getelementptr inbounds nuw i8, ptr %548, i64 64
  %630 = load float, ptr %629, align 4, !tbaa !11
  %631 = fmul contract float %547, %630
  %632 = fadd contract float %628, %631
  %633 = fmul contract float %534, %367
  %634 = getelementptr inbounds nuw i8, ptr %548, i64 68
  %635 = load float, ptr %634, align 4, !tbaa !11
  %636 = fmul contract float %547, %635
  %637 = fadd contract float %633, %636
  %638 = fmul contract float %534, %366
  %639 = getelementptr inbounds nuw i8, ptr %548, i64 72
  %640 = load float, ptr %639, align 4, !tbaa !11
  %641 = fmul contract float %547, %640
  %642 = fadd contract float %638, %641
  %643 = fmul contract float %534, %365
  %644 = getelementptr inbounds nuw i8, ptr %548, i64 76
  %645 = load float, ptr %644, align 4, !tbaa !11
  %646 = fmul contract float %547, %645
  %647 = fadd contract float %643, %646
  %648 = fmul contract float %534, %364
  %649 = getelementptr inbounds nuw i8, ptr %548, i64 80
  %650 = load float, ptr %649, align 4, !tbaa !11
  %651 = fmul contract float %547, %650
  %652 = fadd contract float %648, %651
  %653 = fmul contract float %534, %363
  %654 = getelementptr inbounds nuw i8, ptr %548, i64 84
  %655 = load float, ptr %654, align 4, !tbaa !11
  %656 = fmul contract float %547, %655
  %657 = fadd contract float %653, %656
  %658 = fmul contract float %534, %362
  %659 = getelementptr inbounds nuw i8, ptr %548, i64 88
  %660 = load float, ptr %659, align 4, !tbaa !11
  %661 = fmul contract float %547, %660
  %662 = fadd contract float %658, %661
  %663 = fmul contract float %534, %361
  %664 = getelementptr inbounds nuw i8, ptr %548, i64 92
  %665 = load float, ptr %664, align 4, !tbaa !11
  %666 = fmul contract float %547, %665
  %667 = fadd contract float %663, %666
  %668 = fmul contract float %534, %360
  %669 = getelementptr inbounds nuw i8, ptr %548, i64 96
  %670 = load float, ptr %669, align 4, !tbaa !11
  %671 = fmul contract float %547, %670
  %672 = fadd contract float %668, %671
  %673 = fmul contract float %534, %359
  %674 = getelementptr inbounds nuw i8, ptr %548, i64 100
  %675 = load float, ptr %674, align 4, !tbaa !11
  %676 = fmul contract float %547, %675
  %677 = fadd contract float %673, %676
  %678 = fmul contract float %534, %358
  %679 = getelementptr inbounds nuw i8, ptr %548, i64 104
  %680 = load float, ptr %679, align 4, !tbaa !11
  %681 = fmul contract float %547, %680
  %682 = fadd contract float %678, %681
  %683 = fmul contract float %534, %357
  %684 = getelementptr inbounds nuw i8, ptr %548, i64 108
  %685 = load float, ptr %684, align 4, !tbaa !11
  %686 = fmul contract float %547, %685
  %687 = fadd contract float %683, %686
  %688 = fmul contract float %534, %356
  %689 = getelementptr inbounds nuw i8, ptr %548, i64 112
  %690 = load float, ptr %689, align 4, !tbaa !11
  %691 = fmul contract float %547, %690
  %692 = fadd contract float %688, %691
  %693 = fmul contract float %534, %355
  %694 = getelementptr inbounds nuw i8, ptr %548, i64 116
  %695 = load float, ptr %694, align 4, !tbaa !11
  %696 = fmul contract float %547, %695
  %697 = fadd contract float %693, %696
  %698 = fmul contract float %534, %354
  %699 = getelementptr inbounds nuw i8, ptr %548, i64 120
  %700 = load float, ptr %699, align 4, !tbaa !11
  %701 = fmul contract float %547, %700
  %702 = fadd contract float %698, %701
  %703 = fmul contract float %534, %353
  %704 = getelementptr inbounds nuw i8, ptr %548, i64 124
  %705 = load float, ptr %704, align 4, !tbaa !11
  %706 = fmul contract float %547, %705
  %707 = fadd contract float %703, %706
  %708 = fmul contract float %386, %534
  %709 = fadd contract float %708, %547
  %710 = add nuw nsw i32 %387, 1
  %711 = icmp eq i32 %710, %313
  br i1 %711, label %712, label %352, !llvm.loop !15

712:                                              ; preds = %352, %391, %314
  %713 = phi float [ %276, %314 ], [ %353, %352 ], [ %707, %391 ]
  %714 = phi float [ %277, %314 ], [ %354, %352 ], [ %702, %391 ]
  %715 = phi float [ %278, %314 ], [ %355, %352 ], [ %697, %391 ]
  %716 = phi float [ %279, %314 ], [ %356, %352 ], [ %692, %391 ]
  %717 = phi float [ %280, %314 ], [ %357, %352 ], [ %687, %391 ]
  %718 = phi float [ %281, %314 ], [ %358, %352 ], [ %682, %391 ]
  %719 = phi float [ %282, %314 ], [ %359, %352 ], [ %677, %391 ]
  %720 = phi float [ %283, %314 ], [ %360, %352 ], [ %672, %391 ]
  %721 = phi float [ %284, %314 ], [ %361, %352 ], [ %667, %391 ]
  %722 = phi float [ %285, %314 ], [ %362, %352 ], [ %662, %391 ]
  %723 = phi float [ %286, %314 ], [ %363, %352 ], [ %657, %391 ]
  %724 = phi float [ %287, %314 ], [ %364, %352 ], [ %652, %391 ]
  %725 = phi float [ %288, %314 ], [ %365, %352 ], [ %647, %391 ]
  %726 = phi float [ %289, %314 ], [ %366, %352 ], [ %642, %391 ]
  %727 = phi float [ %290, %314 ], [ %367, %352 ], [ %637, %391 ]
  %728 = phi float [ %291, %314 ], [ %368, %352 ], [ %632, %391 ]
  %729 = phi float [ %292, %314 ], [ %369, %352 ], [ %627, %391 ]
  %730 = phi float [ %293, %314 ], [ %370, %352 ], [ %622, %391 ]
  %731 = phi float [ %294, %314 ], [ %371, %352 ], [ %617, %391 ]
  %732 = phi float [ %295, %314 ], [ %372, %352 ], [ %612, %391 ]
  %733 = phi float [ %296, %314 ], [ %373, %352 ], [ %607, %391 ]
  %734 = phi float [ %297, %314 ], [ %374, %352 ], [ %602, %391 ]
  %735 = phi float [ %298, %314 ], [ %375, %352 ], [ %597, %391 ]
  %736 = phi float [ %299, %314 ], [ %376, %352 ], [ %592, %391 ]
  %737 = phi float [ %300, %314 ], [ %377, %352 ], [ %587, %391 ]
  %738 = phi float [ %301, %314 ], [ %378, %352 ], [ %582, %391 ]
  %739 = phi float [ %302, %314 ], [ %379, %352 ], [ %577, %391 ]
  %740 = phi float [ %303, %314 ], [ %380, %352 ], [ %572, %391 ]
  %741 = phi float [ %304, %314 ], [ %381, %352 ], [ %567, %391 ]
  %742 = phi float [ %305, %314 ], [ %382, %352 ], [ %562, %391 ]
  %743 = phi float [ %306, %314 ], [ %383, %352 ], [ %557, %391 ]
  %744 = phi float [ %307, %314 ], [ %384, %352 ], [ %552, %391 ]
  %745 = phi float [ %310, %314 ], [ %386, %352 ], [ %709, %391 ]
  %746 = phi float [ %309, %314 ], [ %385, %352 ], [ %521, %391 ]
  %747 = add nuw nsw i32 %311, 32
  %748 = icmp slt i32 %747, %239
  %749 = add i32 %308, -32
  br i1 %748, label %275, label %241, !llvm.loop !16

750:                                              ; preds = %241
  %751 = fcmp contract ogt float %274, 0.000000e+00
  %752 = fdiv contract float 1.000000e+00, %274
  %753 = select contract i1 %751, float %752, float 0.000000e+00
  %754 = getelementptr inbounds nuw i8, ptr %3, i64 %44
  %755 = fmul contract float %753, %273
  store float %755, ptr %754, align 4, !tbaa !11
  %756 = fmul contract float %753, %272
  %757 = getelementptr inbounds nuw i8, ptr %754, i64 4
  store float %756, ptr %757, align 4, !tbaa !11
  %758 = fmul contract float %753, %271
  %759 = getelementptr inbounds nuw i8, ptr %754, i64 8
  store float %758, ptr %759, align 4, !tbaa !11
  %760 = fmul contract float %753, %270
  %761 = getelementptr inbounds nuw i8, ptr %754, i64 12
  store float %760, ptr %761, align 4, !tbaa !11
  %762 = fmul contract float %753, %269
  %763 = getelementptr inbounds nuw i8, ptr %754, i64 16
  store float %762, ptr %763, align 4, !tbaa !11
  %764 = fmul contract float %753, %268
  %765 = getelementptr inbounds nuw i8, ptr %754, i64 20
  store float %764, ptr %765, align 4, !tbaa !11
  %766 = fmul contract float %753, %267
  %767 = getelementptr inbounds nuw i8, ptr %754, i64 24
  store float %766, ptr %767, align 4, !tbaa !11
  %768 = fmul contract float %753, %266
  %769 = getelementptr inbounds nuw i8, ptr %754, i64 28
  store float %768, ptr %769, align 4, !tbaa !11
  %770 = fmul contract float %753, %265
  %771 = getelementptr inbounds nuw i8, ptr %754, i64 32
  store float %770, ptr %771, align 4, !tbaa !11
  %772 = fmul contract float %753, %264
  %773 = getelementptr inbounds nuw i8, ptr %754, i64 36
  store float %772, ptr %773, align 4, !tbaa !11
  %774 = fmul contract float %753, %263
  %775 = getelementptr inbounds nuw i8, ptr %754, i64 40
  store float %774, ptr %775, align 4, !tbaa !11
  %776 = fmul contract float %753, %262
  %777 = getelementptr inbounds nuw i8, ptr %754, i64 44
  store float %776, ptr %777, align 4, !tbaa !11
  %778 = fmul contract float %753, %261
  %779 = getelementptr inbounds nuw i8, ptr %754, i64 48
  store float %778, ptr %779, align 4, !tbaa !11
  %780 = fmul contract float %753, %260
  %781 = getelementptr inbounds nuw i8, ptr %754, i64 52
  store float %780, ptr %781, align 4, !tbaa !11
  %782 = fmul contract float %753, %259
  %783 = getelementptr inbounds nuw i8, ptr %754, i64 56
  store float %782, ptr %783, align 4, !tbaa !11
  %784 = fmul contract float %753, %258
  %785 = getelementptr inbounds nuw i8, ptr %754, i64 60
  store float %784, ptr %785, align 4, !tbaa !11
  %786 = fmul contract float %753, %257
  %787 = getelementptr inbounds nuw i8, ptr %754, i64 64
  store float %786, ptr %787, align 4, !tbaa !11
  %788 = fmul contract float %753, %256
  %789 = getelementptr inbounds nuw i8, ptr %754, i64 68
  store float %788, ptr %789, align 4, !tbaa !11
  %790 = fmul contract float %753, %255
  %791 = getelementptr inbounds nuw i8, ptr %754, i64 72
  store float %790, ptr %791, align 4, !tbaa !11
  %792 = fmul contract float %753, %254
  %793 = getelementptr inbounds nuw i8, ptr %754, i64 76
  store float %792, ptr %793, align 4, !tbaa !11
  %794 = fmul contract float %753, %253
  %795 = getelementptr inbounds nuw i8, ptr %754, i64 80
  store float %794, ptr %795, align 4, !tbaa !11
  %796 = fmul contract float %753, %252
  %797 = getelementptr inbounds nuw i8, ptr %754, i64 84
  store float %796, ptr %797, align 4, !tbaa !11
  %798 = fmul contract float %753, %251
  %799 = getelementptr inbounds nuw i8, ptr %754, i64 88
  store float %798, ptr %799, align 4, !tbaa !11
  %800 = fmul contract float %753, %250
  %801 = getelementptr inbounds nuw i8, ptr %754, i64 92
  store float %800, ptr %801, align 4, !tbaa !11
  %802 = fmul contract float %753, %249
  %803 = getelementptr inbounds nuw i8, ptr %754, i64 96
  store float %802, ptr %803, align 4, !tbaa !11
  %804 = fmul contract float %753, %248
  %805 = getelementptr inbounds nuw i8, ptr %754, i64 100
  store float %804, ptr %805, align 4, !tbaa !11
  %806 = fmul contract float %753, %247
  %807 = getelementptr inbounds nuw i8, ptr %754, i64 104
  store float %806, ptr %807, align 4, !tbaa !11
  %808 = fmul contract float %753, %246
  %809 = getelementptr inbounds nuw i8, ptr %754, i64 108
  store float %808, ptr %809, align 4, !tbaa !11
  %810 = fmul contract float %753, %245
  %811 = getelementptr inbounds nuw i8, ptr %754, i64 112
  store float %810, ptr %811, align 4, !tbaa !11
  %812 = fmul contract float %753, %244
  %813 = getelementptr inbounds nuw i8, ptr %754, i64 116
  store float %812, ptr %813, align 4, !tbaa !11
  %814 = fmul contract float %753, %243
  %815 = getelementptr inbounds nuw i8, ptr %754, i64 120
  store float %814, ptr %815, align 4, !tbaa !11
  %816 = fmul contract float %753, %242
  %817 = getelementptr inbounds nuw i8, ptr %754, i64 124
  store float %816, ptr %817, align 4, !tbaa !11
  br label %818

818:                                              ; preds = %750, %241
  %819 = add nuw nsw i64 %30, %28
  %820 = icmp samesign ult i64 %819, %18
  br i1 %820, label %29, label %821, !llvm.loop !17

821:                                              ; preds = %818, %12, %8
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
