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
  br i1 %11, label %823, label %12

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
  br i1 %21, label %22, label %823

22:                                               ; preds = %12
  %23 = zext nneg i32 %4 to i64
  %24 = icmp samesign ult i32 %15, 64
  %25 = icmp ne i32 %7, 0
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = zext nneg i32 %27 to i64
  br label %29

29:                                               ; preds = %22, %820
  %30 = phi i64 [ %20, %22 ], [ %821, %820 ]
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
  %238 = tail call i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %4, i32 %237)
  %239 = select i1 %25, i32 %238, i32 %4
  %240 = icmp sgt i32 %239, 0
  br i1 %240, label %275, label %241

241:                                              ; preds = %711, %235
  %242 = phi float [ 0.000000e+00, %235 ], [ %712, %711 ]
  %243 = phi float [ 0.000000e+00, %235 ], [ %713, %711 ]
  %244 = phi float [ 0.000000e+00, %235 ], [ %714, %711 ]
  %245 = phi float [ 0.000000e+00, %235 ], [ %715, %711 ]
  %246 = phi float [ 0.000000e+00, %235 ], [ %716, %711 ]
  %247 = phi float [ 0.000000e+00, %235 ], [ %717, %711 ]
  %248 = phi float [ 0.000000e+00, %235 ], [ %718, %711 ]
  %249 = phi float [ 0.000000e+00, %235 ], [ %719, %711 ]
  %250 = phi float [ 0.000000e+00, %235 ], [ %720, %711 ]
  %251 = phi float [ 0.000000e+00, %235 ], [ %721, %711 ]
  %252 = phi float [ 0.000000e+00, %235 ], [ %722, %711 ]
  %253 = phi float [ 0.000000e+00, %235 ], [ %723, %711 ]
  %254 = phi float [ 0.000000e+00, %235 ], [ %724, %711 ]
  %255 = phi float [ 0.000000e+00, %235 ], [ %725, %711 ]
  %256 = phi float [ 0.000000e+00, %235 ], [ %726, %711 ]
  %257 = phi float [ 0.000000e+00, %235 ], [ %727, %711 ]
  %258 = phi float [ 0.000000e+00, %235 ], [ %728, %711 ]
  %259 = phi float [ 0.000000e+00, %235 ], [ %729, %711 ]
  %260 = phi float [ 0.000000e+00, %235 ], [ %730, %711 ]
  %261 = phi float [ 0.000000e+00, %235 ], [ %731, %711 ]
  %262 = phi float [ 0.000000e+00, %235 ], [ %732, %711 ]
  %263 = phi float [ 0.000000e+00, %235 ], [ %733, %711 ]
  %264 = phi float [ 0.000000e+00, %235 ], [ %734, %711 ]
  %265 = phi float [ 0.000000e+00, %235 ], [ %735, %711 ]
  %266 = phi float [ 0.000000e+00, %235 ], [ %736, %711 ]
  %267 = phi float [ 0.000000e+00, %235 ], [ %737, %711 ]
  %268 = phi float [ 0.000000e+00, %235 ], [ %738, %711 ]
  %269 = phi float [ 0.000000e+00, %235 ], [ %739, %711 ]
  %270 = phi float [ 0.000000e+00, %235 ], [ %740, %711 ]
  %271 = phi float [ 0.000000e+00, %235 ], [ %741, %711 ]
  %272 = phi float [ 0.000000e+00, %235 ], [ %742, %711 ]
  %273 = phi float [ 0.000000e+00, %235 ], [ %743, %711 ]
  %274 = phi float [ 0.000000e+00, %235 ], [ %744, %711 ]
  br i1 %41, label %749, label %820

275:                                              ; preds = %235, %711
  %276 = phi float [ %712, %711 ], [ 0.000000e+00, %235 ]
  %277 = phi float [ %713, %711 ], [ 0.000000e+00, %235 ]
  %278 = phi float [ %714, %711 ], [ 0.000000e+00, %235 ]
  %279 = phi float [ %715, %711 ], [ 0.000000e+00, %235 ]
  %280 = phi float [ %716, %711 ], [ 0.000000e+00, %235 ]
  %281 = phi float [ %717, %711 ], [ 0.000000e+00, %235 ]
  %282 = phi float [ %718, %711 ], [ 0.000000e+00, %235 ]
  %283 = phi float [ %719, %711 ], [ 0.000000e+00, %235 ]
  %284 = phi float [ %720, %711 ], [ 0.000000e+00, %235 ]
  %285 = phi float [ %721, %711 ], [ 0.000000e+00, %235 ]
  %286 = phi float [ %722, %711 ], [ 0.000000e+00, %235 ]
  %287 = phi float [ %723, %711 ], [ 0.000000e+00, %235 ]
  %288 = phi float [ %724, %711 ], [ 0.000000e+00, %235 ]
  %289 = phi float [ %725, %711 ], [ 0.000000e+00, %235 ]
  %290 = phi float [ %726, %711 ], [ 0.000000e+00, %235 ]
  %291 = phi float [ %727, %711 ], [ 0.000000e+00, %235 ]
  %292 = phi float [ %728, %711 ], [ 0.000000e+00, %235 ]
  %293 = phi float [ %729, %711 ], [ 0.000000e+00, %235 ]
  %294 = phi float [ %730, %711 ], [ 0.000000e+00, %235 ]
  %295 = phi float [ %731, %711 ], [ 0.000000e+00, %235 ]
  %296 = phi float [ %732, %711 ], [ 0.000000e+00, %235 ]
  %297 = phi float [ %733, %711 ], [ 0.000000e+00, %235 ]
  %298 = phi float [ %734, %711 ], [ 0.000000e+00, %235 ]
  %299 = phi float [ %735, %711 ], [ 0.000000e+00, %235 ]
  %300 = phi float [ %736, %711 ], [ 0.000000e+00, %235 ]
  %301 = phi float [ %737, %711 ], [ 0.000000e+00, %235 ]
  %302 = phi float [ %738, %711 ], [ 0.000000e+00, %235 ]
  %303 = phi float [ %739, %711 ], [ 0.000000e+00, %235 ]
  %304 = phi float [ %740, %711 ], [ 0.000000e+00, %235 ]
  %305 = phi float [ %741, %711 ], [ 0.000000e+00, %235 ]
  %306 = phi float [ %742, %711 ], [ 0.000000e+00, %235 ]
  %307 = phi float [ %743, %711 ], [ 0.000000e+00, %235 ]
  %308 = phi i32 [ %748, %711 ], [ %4, %235 ]
  %309 = phi float [ %745, %711 ], [ 0xFFF0000000000000, %235 ]
  %310 = phi float [ %744, %711 ], [ 0.000000e+00, %235 ]
  %311 = phi i32 [ %746, %711 ], [ 0, %235 ]
  %312 = tail call i32 @llvm.smax.i32(i32 %308, i32 1)
  %313 = tail call i32 @llvm.smin.i32(i32 %312, i32 32)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %317

314:                                              ; preds = %344
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %315 = icmp sgt i32 %4, %311
  %316 = and i1 %41, %315
  br i1 %316, label %350, label %711

317:                                              ; preds = %275, %344
  %318 = phi i32 [ %15, %275 ], [ %348, %344 ]
  %319 = lshr i32 %318, 5
  %320 = and i32 %318, 31
  %321 = add nuw nsw i32 %319, %311
  %322 = icmp slt i32 %321, %4
  br i1 %322, label %323, label %331

323:                                              ; preds = %317
  %324 = zext nneg i32 %321 to i64
  %325 = add nsw i64 %37, %324
  %326 = zext nneg i32 %320 to i64
  %327 = shl i64 %325, 7
  %328 = getelementptr i8, ptr %1, i64 %327
  %329 = getelementptr float, ptr %328, i64 %326
  %330 = load float, ptr %329, align 4, !tbaa !11
  br label %331

331:                                              ; preds = %317, %323
  %332 = phi contract float [ %330, %323 ], [ 0.000000e+00, %317 ]
  %333 = zext nneg i32 %319 to i64
  %334 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18attention_fwd_tileE3s_k to ptr), i64 %333
  %335 = zext nneg i32 %320 to i64
  %336 = getelementptr inbounds nuw float, ptr %334, i64 %335
  store float %332, ptr %336, align 4, !tbaa !11
  br i1 %322, label %337, label %344

337:                                              ; preds = %331
  %338 = zext nneg i32 %321 to i64
  %339 = add nsw i64 %37, %338
  %340 = shl i64 %339, 7
  %341 = getelementptr i8, ptr %2, i64 %340
  %342 = getelementptr float, ptr %341, i64 %335
  %343 = load float, ptr %342, align 4, !tbaa !11
  br label %344

344:                                              ; preds = %331, %337
  %345 = phi contract float [ %343, %337 ], [ 0.000000e+00, %331 ]
  %346 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18attention_fwd_tileE3s_v to ptr), i64 %333
  %347 = getelementptr inbounds nuw float, ptr %346, i64 %335
  store float %345, ptr %347, align 4, !tbaa !11
  %348 = add nuw nsw i32 %318, %26
  %349 = icmp samesign ult i32 %348, 1024
  br i1 %349, label %317, label %314, !llvm.loop !13

350:                                              ; preds = %314, %389
  %351 = phi float [ %706, %389 ], [ %276, %314 ]
  %352 = phi float [ %701, %389 ], [ %277, %314 ]
  %353 = phi float [ %696, %389 ], [ %278, %314 ]
  %354 = phi float [ %691, %389 ], [ %279, %314 ]
  %355 = phi float [ %686, %389 ], [ %280, %314 ]
  %356 = phi float [ %681, %389 ], [ %281, %314 ]
  %357 = phi float [ %676, %389 ], [ %282, %314 ]
  %358 = phi float [ %671, %389 ], [ %283, %314 ]
  %359 = phi float [ %666, %389 ], [ %284, %314 ]
  %360 = phi float [ %661, %389 ], [ %285, %314 ]
  %361 = phi float [ %656, %389 ], [ %286, %314 ]
  %362 = phi float [ %651, %389 ], [ %287, %314 ]
  %363 = phi float [ %646, %389 ], [ %288, %314 ]
  %364 = phi float [ %641, %389 ], [ %289, %314 ]
  %365 = phi float [ %636, %389 ], [ %290, %314 ]
  %366 = phi float [ %631, %389 ], [ %291, %314 ]
  %367 = phi float [ %626, %389 ], [ %292, %314 ]
  %368 = phi float [ %621, %389 ], [ %293, %314 ]
  %369 = phi float [ %616, %389 ], [ %294, %314 ]
  %370 = phi float [ %611, %389 ], [ %295, %314 ]
  %371 = phi float [ %606, %389 ], [ %296, %314 ]
  %372 = phi float [ %601, %389 ], [ %297, %314 ]
  %373 = phi float [ %596, %389 ], [ %298, %314 ]
  %374 = phi float [ %591, %389 ], [ %299, %314 ]
  %375 = phi float [ %586, %389 ], [ %300, %314 ]
  %376 = phi float [ %581, %389 ], [ %301, %314 ]
  %377 = phi float [ %576, %389 ], [ %302, %314 ]
  %378 = phi float [ %571, %389 ], [ %303, %314 ]
  %379 = phi float [ %566, %389 ], [ %304, %314 ]
  %380 = phi float [ %561, %389 ], [ %305, %314 ]
  %381 = phi float [ %556, %389 ], [ %306, %314 ]
  %382 = phi float [ %551, %389 ], [ %307, %314 ]
  %383 = phi float [ %521, %389 ], [ %309, %314 ]
  %384 = phi float [ %708, %389 ], [ %310, %314 ]
  %385 = phi i32 [ %709, %389 ], [ 0, %314 ]
  %386 = add nuw nsw i32 %385, %311
  %387 = icmp sgt i32 %386, %39
  %388 = select i1 %25, i1 %387, i1 false
  br i1 %388, label %711, label %389

389:                                              ; preds = %350
  %390 = zext nneg i32 %385 to i64
  %391 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18attention_fwd_tileE3s_v to ptr), i64 %390
  %392 = zext nneg i32 %385 to i64
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
  %521 = tail call noundef float @llvm.maxnum.f32(float %383, float %520)
  %522 = fsub contract float %520, %521
  %523 = tail call float @llvm.fma.f32(float %522, float 0x3F777313A0000000, float 5.000000e-01)
  %524 = tail call float @llvm.nvvm.saturate.f(float %523) #6
  %525 = tail call float @llvm.nvvm.fma.rm.f(float %524, float 2.520000e+02, float 0x4168000020000000) #6
  %526 = fadd float %525, 0xC168000FE0000000
  %527 = fneg float %526
  %528 = tail call float @llvm.fma.f32(float %522, float 0x3FF7154760000000, float %527)
  %529 = tail call float @llvm.fma.f32(float %522, float 0x3E54AE0C00000000, float %528)
  %530 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %529)
  %531 = bitcast float %525 to i32
  %532 = shl i32 %531, 23
  %533 = bitcast i32 %532 to float
  %534 = fmul float %530, %533
  %535 = fsub contract float %383, %521
  %536 = tail call float @llvm.fma.f32(float %535, float 0x3F777313A0000000, float 5.000000e-01)
  %537 = tail call float @llvm.nvvm.saturate.f(float %536) #6
  %538 = tail call float @llvm.nvvm.fma.rm.f(float %537, float 2.520000e+02, float 0x4168000020000000) #6
  %539 = fadd float %538, 0xC168000FE0000000
  %540 = fneg float %539
  %541 = tail call float @llvm.fma.f32(float %535, float 0x3FF7154760000000, float %540)
  %542 = tail call float @llvm.fma.f32(float %535, float 0x3E54AE0C00000000, float %541)
  %543 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %542)
  %544 = bitcast float %538 to i32
  %545 = shl i32 %544, 23
  %546 = bitcast i32 %545 to float
  %547 = fmul float %543, %546
  %548 = fmul contract float %547, %382
  %549 = load float, ptr %391, align 4, !tbaa !11
  %550 = fmul contract float %534, %549
  %551 = fadd contract float %548, %550
  %552 = fmul contract float %547, %381
  %553 = getelementptr inbounds nuw i8, ptr %391, i64 4
  %554 = load float, ptr %553, align 4, !tbaa !11
  %555 = fmul contract float %534, %554
  %556 = fadd contract float %552, %555
  %557 = fmul contract float %547, %380
  %558 = getelementptr inbounds nuw i8, ptr %391, i64 8
  %559 = load float, ptr %558, align 4, !tbaa !11
  %560 = fmul contract float %534, %559
  %561 = fadd contract float %557, %560
  %562 = fmul contract float %547, %379
  %563 = getelementptr inbounds nuw i8, ptr %391, i64 12
  %564 = load float, ptr %563, align 4, !tbaa !11
  %565 = fmul contract float %534, %564
  %566 = fadd contract float %562, %565
  %567 = fmul contract float %547, %378
  %568 = getelementptr inbounds nuw i8, ptr %391, i64 16
  %569 = load float, ptr %568, align 4, !tbaa !11
  %570 = fmul contract float %534, %569
  %571 = fadd contract float %567, %570
  %572 = fmul contract float %547, %377
  %573 = getelementptr inbounds nuw i8, ptr %391, i64 20
  %574 = load float, ptr %573, align 4, !tbaa !11
  %575 = fmul contract float %534, %574
  %576 = fadd contract float %572, %575
  %577 = fmul contract float %547, %376
  %578 = getelementptr inbounds nuw i8, ptr %391, i64 24
  %579 = load float, ptr %578, align 4, !tbaa !11
  %580 = fmul contract float %534, %579
  %581 = fadd contract float %577, %580
  %582 = fmul contract float %547, %375
  %583 = getelementptr inbounds nuw i8, ptr %391, i64 28
  %584 = load float, ptr %583, align 4, !tbaa !11
  %585 = fmul contract float %534, %584
  %586 = fadd contract float %582, %585
  %587 = fmul contract float %547, %374
  %588 = getelementptr inbounds nuw i8, ptr %391, i64 32
  %589 = load float, ptr %588, align 4, !tbaa !11
  %590 = fmul contract float %534, %589
  %591 = fadd contract float %587, %590
  %592 = fmul contract float %547, %373
  %593 = getelementptr inbounds nuw i8, ptr %391, i64 36
  %594 = load float, ptr %593, align 4, !tbaa !11
  %595 = fmul contract float %534, %594
  %596 = fadd contract float %592, %595
  %597 = fmul contract float %547, %372
  %598 = getelementptr inbounds nuw i8, ptr %391, i64 40
  %599 = load float, ptr %598, align 4, !tbaa !11
  %600 = fmul contract float %534, %599
  %601 = fadd contract float %597, %600
  %602 = fmul contract float %547, %371
  %603 = getelementptr inbounds nuw i8, ptr %391, i64 44
  %604 = load float, ptr %603, align 4, !tbaa !11
  %605 = fmul contract float %534, %604
  %606 = fadd contract float %602, %605
  %607 = fmul contract float %547, %370
  %608 = getelementptr inbounds nuw i8, ptr %391, i64 48
  %609 = load float, ptr %608, align 4, !tbaa !11
  %610 = fmul contract float %534, %609
  %611 = fadd contract float %607, %610
  %612 = fmul contract float %547, %369
  %613 = getelementptr inbounds nuw i8, ptr %391, i64 52
  %614 = load float, ptr %613, align 4, !tbaa !11
  %615 = fmul contract float %534, %614
  %616 = fadd contract float %612, %615
  %617 = fmul contract float %547, %368
  %618 = getelementptr inbounds nuw i8, ptr %391, i64 56
  %619 = load float, ptr %618, align 4, !tbaa !11
  %620 = fmul contract float %534, %619
  %621 = fadd contract float %617, %620
  %622 = fmul contract float %547, %367
  %623 = getelementptr inbounds nuw i8, ptr %391, i64 60
  %624 = load float, ptr %623, align 4, !tbaa !11
  %625 = fmul contract float %534, %624
  %626 = fadd contract float %622, %625
  %627 = fmul contract float %547, %366
  %628 = getelementptr inbounds nuw i8, ptr %391, i64 64
  %629 = load float, ptr %628, align 4, !tbaa !11
  %630 = fmul contract float %534, %629
  %631 = fadd contract float %627, %630
  %632 = fmul contract float %547, %365
  %633 = getelementptr inbounds nuw i8, ptr %391, i64 68
  %634 = load float, ptr %633, align 4, !tbaa !11
  %635 = fmul contract float %534, %634
  %636 = fadd contract float %632, %635
  %637 = fmul contract float %547, %364
  %638 = getelementptr inbounds nuw i8, ptr %391, i64 72
  %639 = load float, ptr %638, align 4, !tbaa !11
  %640 = fmul contract float %534, %639
  %641 = fadd contract float %637, %640
  %642 = fmul contract float %547, %363
  %643 = getelementptr inbounds nuw i8, ptr %391, i64 76
  %644 = load float, ptr %643, align 4, !tbaa !11
  %645 = fmul contract float %534, %644
  %646 = fadd contract float %642, %645
  %647 = fmul contract float %547, %362
  %648 = getelementptr inbounds nuw i8, ptr %391, i64 80
  %649 = load float, ptr %648, align 4, !tbaa !11
  %650 = fmul contract float %534, %649
  %651 = fadd contract float %647, %650
  %652 = fmul contract float %547, %361
  %653 = getelementptr inbounds nuw i8, ptr %391, i64 84
  %654 = load float, ptr %653, align 4, !tbaa !11
  %655 = fmul contract float %534, %654
  %656 = fadd contract float %652, %655
  %657 = fmul contract float %547, %360
  %658 = getelementptr inbounds nuw i8, ptr %391, i64 88
  %659 = load float, ptr %658, align 4, !tbaa !11
  %660 = fmul contract float %534, %659
  %661 = fadd contract float %657, %660
  %662 = fmul contract float %547, %359
  %663 = getelementptr inbounds nuw i8, ptr %391, i64 92
  %664 = load float, ptr %663, align 4, !tbaa !11
  %665 = fmul contract float %534, %664
  %666 = fadd contract float %662, %665
  %667 = fmul contract float %547, %358
  %668 = getelementptr inbounds nuw i8, ptr %391, i64 96
  %669 = load float, ptr %668, align 4, !tbaa !11
  %670 = fmul contract float %534, %669
  %671 = fadd contract float %667, %670
  %672 = fmul contract float %547, %357
  %673 = getelementptr inbounds nuw i8, ptr %391, i64 100
  %674 = load float, ptr %673, align 4, !tbaa !11
  %675 = fmul contract float %534, %674
  %676 = fadd contract float %672, %675
  %677 = fmul contract float %547, %356
  %678 = getelementptr inbounds nuw i8, ptr %391, i64 104
  %679 = load float, ptr %678, align 4, !tbaa !11
  %680 = fmul contract float %534, %679
  %681 = fadd contract float %677, %680
  %682 = fmul contract float %547, %355
  %683 = getelementptr inbounds nuw i8, ptr %391, i64 108
  %684 = load float, ptr %683, align 4, !tbaa !11
  %685 = fmul contract float %534, %684
  %686 = fadd contract float %682, %685
  %687 = fmul contract float %547, %354
  %688 = getelementptr inbounds nuw i8, ptr %391, i64 112
  %689 = load float, ptr %688, align 4, !tbaa !11
  %690 = fmul contract float %534, %689
  %691 = fadd contract float %687, %690
  %692 = fmul contract float %547, %353
  %693 = getelementptr inbounds nuw i8, ptr %391, i64 116
  %694 = load float, ptr %693, align 4, !tbaa !11
  %695 = fmul contract float %534, %694
  %696 = fadd contract float %692, %695
  %697 = fmul contract float %547, %352
  %698 = getelementptr inbounds nuw i8, ptr %391, i64 120
  %699 = load float, ptr %698, align 4, !tbaa !11
  %700 = fmul contract float %534, %699
  %701 = fadd contract float %697, %700
  %702 = fmul contract float %547, %351
  %703 = getelementptr inbounds nuw i8, ptr %391, i64 124
  %704 = load float, ptr %703, align 4, !tbaa !11
  %705 = fmul contract float %534, %704
  %706 = fadd contract float %702, %705
  %707 = fmul contract float %384, %547
  %708 = fadd contract float %707, %534
  %709 = add nuw nsw i32 %385, 1
  %710 = icmp eq i32 %709, %313
  br i1 %710, label %711, label %350, !llvm.loop !16

711:                                              ; preds = %350, %389, %314
  %712 = phi float [ %276, %314 ], [ %351, %350 ], [ %706, %389 ]
  %713 = phi float [ %277, %314 ], [ %352, %350 ], [ %701, %389 ]
  %714 = phi float [ %278, %314 ], [ %353, %350 ], [ %696, %389 ]
  %715 = phi float [ %279, %314 ], [ %354, %350 ], [ %691, %389 ]
  %716 = phi float [ %280, %314 ], [ %355, %350 ], [ %686, %389 ]
  %717 = phi float [ %281, %314 ], [ %356, %350 ], [ %681, %389 ]
  %718 = phi float [ %282, %314 ], [ %357, %350 ], [ %676, %389 ]
  %719 = phi float [ %283, %314 ], [ %358, %350 ], [ %671, %389 ]
  %720 = phi float [ %284, %314 ], [ %359, %350 ], [ %666, %389 ]
  %721 = phi float [ %285, %314 ], [ %360, %350 ], [ %661, %389 ]
  %722 = phi float [ %286, %314 ], [ %361, %350 ], [ %656, %389 ]
  %723 = phi float [ %287, %314 ], [ %362, %350 ], [ %651, %389 ]
  %724 = phi float [ %288, %314 ], [ %363, %350 ], [ %646, %389 ]
  %725 = phi float [ %289, %314 ], [ %364, %350 ], [ %641, %389 ]
  %726 = phi float [ %290, %314 ], [ %365, %350 ], [ %636, %389 ]
  %727 = phi float [ %291, %314 ], [ %366, %350 ], [ %631, %389 ]
  %728 = phi float [ %292, %314 ], [ %367, %350 ], [ %626, %389 ]
  %729 = phi float [ %293, %314 ], [ %368, %350 ], [ %621, %389 ]
  %730 = phi float [ %294, %314 ], [ %369, %350 ], [ %616, %389 ]
  %731 = phi float [ %295, %314 ], [ %370, %350 ], [ %611, %389 ]
  %732 = phi float [ %296, %314 ], [ %371, %350 ], [ %606, %389 ]
  %733 = phi float [ %297, %314 ], [ %372, %350 ], [ %601, %389 ]
  %734 = phi float [ %298, %314 ], [ %373, %350 ], [ %596, %389 ]
  %735 = phi float [ %299, %314 ], [ %374, %350 ], [ %591, %389 ]
  %736 = phi float [ %300, %314 ], [ %375, %350 ], [ %586, %389 ]
  %737 = phi float [ %301, %314 ], [ %376, %350 ], [ %581, %389 ]
  %738 = phi float [ %302, %314 ], [ %377, %350 ], [ %576, %389 ]
  %739 = phi float [ %303, %314 ], [ %378, %350 ], [ %571, %389 ]
  %740 = phi float [ %304, %314 ], [ %379, %350 ], [ %566, %389 ]
  %741 = phi float [ %305, %314 ], [ %380, %350 ], [ %561, %389 ]
  %742 = phi float [ %306, %314 ], [ %381, %350 ], [ %556, %389 ]
  %743 = phi float [ %307, %314 ], [ %382, %350 ], [ %551, %389 ]
  %744 = phi float [ %310, %314 ], [ %384, %350 ], [ %708, %389 ]
  %745 = phi float [ %309, %314 ], [ %383, %350 ], [ %521, %389 ]
  %746 = add nuw nsw i32 %311, 32
  %747 = icmp slt i32 %746, %239
  %748 = add i32 %308, -32
  br i1 %747, label %275, label %241, !llvm.loop !17

749:                                              ; preds = %241
  %750 = sext i32 %39 to i64
  %751 = add nsw i64 %37, %750
  %752 = shl i64 %751, 7
  %753 = getelementptr inbounds nuw i8, ptr %3, i64 %752
  %754 = fcmp contract ogt float %274, 0.000000e+00
  %755 = fdiv contract float 1.000000e+00, %274
  %756 = select contract i1 %754, float %755, float 0.000000e+00
  %757 = fmul contract float %756, %273
  store float %757, ptr %753, align 4, !tbaa !11
  %758 = fmul contract float %756, %272
  %759 = getelementptr inbounds nuw i8, ptr %753, i64 4
  store float %758, ptr %759, align 4, !tbaa !11
  %760 = fmul contract float %756, %271
  %761 = getelementptr inbounds nuw i8, ptr %753, i64 8
  store float %760, ptr %761, align 4, !tbaa !11
  %762 = fmul contract float %756, %270
  %763 = getelementptr inbounds nuw i8, ptr %753, i64 12
  store float %762, ptr %763, align 4, !tbaa !11
  %764 = fmul contract float %756, %269
  %765 = getelementptr inbounds nuw i8, ptr %753, i64 16
  store float %764, ptr %765, align 4, !tbaa !11
  %766 = fmul contract float %756, %268
  %767 = getelementptr inbounds nuw i8, ptr %753, i64 20
  store float %766, ptr %767, align 4, !tbaa !11
  %768 = fmul contract float %756, %267
  %769 = getelementptr inbounds nuw i8, ptr %753, i64 24
  store float %768, ptr %769, align 4, !tbaa !11
  %770 = fmul contract float %756, %266
  %771 = getelementptr inbounds nuw i8, ptr %753, i64 28
  store float %770, ptr %771, align 4, !tbaa !11
  %772 = fmul contract float %756, %265
  %773 = getelementptr inbounds nuw i8, ptr %753, i64 32
  store float %772, ptr %773, align 4, !tbaa !11
  %774 = fmul contract float %756, %264
  %775 = getelementptr inbounds nuw i8, ptr %753, i64 36
  store float %774, ptr %775, align 4, !tbaa !11
  %776 = fmul contract float %756, %263
  %777 = getelementptr inbounds nuw i8, ptr %753, i64 40
  store float %776, ptr %777, align 4, !tbaa !11
  %778 = fmul contract float %756, %262
  %779 = getelementptr inbounds nuw i8, ptr %753, i64 44
  store float %778, ptr %779, align 4, !tbaa !11
  %780 = fmul contract float %756, %261
  %781 = getelementptr inbounds nuw i8, ptr %753, i64 48
  store float %780, ptr %781, align 4, !tbaa !11
  %782 = fmul contract float %756, %260
  %783 = getelementptr inbounds nuw i8, ptr %753, i64 52
  store float %782, ptr %783, align 4, !tbaa !11
  %784 = fmul contract float %756, %259
  %785 = getelementptr inbounds nuw i8, ptr %753, i64 56
  store float %784, ptr %785, align 4, !tbaa !11
  %786 = fmul contract float %756, %258
  %787 = getelementptr inbounds nuw i8, ptr %753, i64 60
  store float %786, ptr %787, align 4, !tbaa !11
  %788 = fmul contract float %756, %257
  %789 = getelementptr inbounds nuw i8, ptr %753, i64 64
  store float %788, ptr %789, align 4, !tbaa !11
  %790 = fmul contract float %756, %256
  %791 = getelementptr inbounds nuw i8, ptr %753, i64 68
  store float %790, ptr %791, align 4, !tbaa !11
  %792 = fmul contract float %756, %255
  %793 = getelementptr inbounds nuw i8, ptr %753, i64 72
  store float %792, ptr %793, align 4, !tbaa !11
  %794 = fmul contract float %756, %254
  %795 = getelementptr inbounds nuw i8, ptr %753, i64 76
  store float %794, ptr %795, align 4, !tbaa !11
  %796 = fmul contract float %756, %253
  %797 = getelementptr inbounds nuw i8, ptr %753, i64 80
  store float %796, ptr %797, align 4, !tbaa !11
  %798 = fmul contract float %756, %252
  %799 = getelementptr inbounds nuw i8, ptr %753, i64 84
  store float %798, ptr %799, align 4, !tbaa !11
  %800 = fmul contract float %756, %251
  %801 = getelementptr inbounds nuw i8, ptr %753, i64 88
  store float %800, ptr %801, align 4, !tbaa !11
  %802 = fmul contract float %756, %250
  %803 = getelementptr inbounds nuw i8, ptr %753, i64 92
  store float %802, ptr %803, align 4, !tbaa !11
  %804 = fmul contract float %756, %249
  %805 = getelementptr inbounds nuw i8, ptr %753, i64 96
  store float %804, ptr %805, align 4, !tbaa !11
  %806 = fmul contract float %756, %248
  %807 = getelementptr inbounds nuw i8, ptr %753, i64 100
  store float %806, ptr %807, align 4, !tbaa !11
  %808 = fmul contract float %756, %247
  %809 = getelementptr inbounds nuw i8, ptr %753, i64 104
  store float %808, ptr %809, align 4, !tbaa !11
  %810 = fmul contract float %756, %246
  %811 = getelementptr inbounds nuw i8, ptr %753, i64 108
  store float %810, ptr %811, align 4, !tbaa !11
  %812 = fmul contract float %756, %245
  %813 = getelementptr inbounds nuw i8, ptr %753, i64 112
  store float %812, ptr %813, align 4, !tbaa !11
  %814 = fmul contract float %756, %244
  %815 = getelementptr inbounds nuw i8, ptr %753, i64 116
  store float %814, ptr %815, align 4, !tbaa !11
  %816 = fmul contract float %756, %243
  %817 = getelementptr inbounds nuw i8, ptr %753, i64 120
  store float %816, ptr %817, align 4, !tbaa !11
  %818 = fmul contract float %756, %242
  %819 = getelementptr inbounds nuw i8, ptr %753, i64 124
  store float %818, ptr %819, align 4, !tbaa !11
  br label %820

820:                                              ; preds = %749, %241
  %821 = add nuw nsw i64 %30, %28
  %822 = icmp samesign ult i64 %821, %18
  br i1 %822, label %29, label %823, !llvm.loop !18

823:                                              ; preds = %820, %12, %8
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
