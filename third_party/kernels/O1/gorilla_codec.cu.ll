; ModuleID = 'src/gorilla_codec.cu'
source_filename = "src/gorilla_codec.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.BitReader = type { ptr, i64, i32, i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 captures(none) dereferenceable(32) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %4 = load i32, ptr %3, align 4, !tbaa !11
  %5 = add nsw i32 %4, %1
  store i32 %5, ptr %3, align 4, !tbaa !11
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %7 = load i32, ptr %6, align 8, !tbaa !16
  %8 = icmp sgt i32 %1, %7
  br i1 %8, label %18, label %9

9:                                                ; preds = %2
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !17
  %12 = sub nsw i32 64, %1
  %13 = zext nneg i32 %12 to i64
  %14 = lshr i64 %11, %13
  %15 = zext nneg i32 %1 to i64
  %16 = shl i64 %11, %15
  store i64 %16, ptr %10, align 8, !tbaa !17
  %17 = sub nsw i32 %7, %1
  br label %47

18:                                               ; preds = %2
  %19 = sub nsw i32 %1, %7
  %20 = icmp eq i32 %7, 0
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %22 = load i64, ptr %21, align 8
  %23 = sub nsw i32 64, %7
  %24 = zext nneg i32 %23 to i64
  %25 = lshr i64 %22, %24
  %26 = select i1 %20, i64 0, i64 %25
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %28 = load i32, ptr %27, align 4, !tbaa !18
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %30 = load i32, ptr %29, align 8, !tbaa !19
  %31 = icmp slt i32 %28, %30
  br i1 %31, label %32, label %37

32:                                               ; preds = %18
  %33 = load ptr, ptr %0, align 8, !tbaa !20
  %34 = sext i32 %28 to i64
  %35 = getelementptr inbounds i64, ptr %33, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !21
  br label %37

37:                                               ; preds = %18, %32
  %38 = phi i64 [ %36, %32 ], [ 0, %18 ]
  %39 = add nsw i32 %28, 1
  store i32 %39, ptr %27, align 4, !tbaa !18
  %40 = zext i32 %19 to i64
  %41 = shl i64 %26, %40
  %42 = sub nsw i32 64, %19
  %43 = zext nneg i32 %42 to i64
  %44 = lshr i64 %38, %43
  %45 = or i64 %44, %41
  %46 = shl i64 %38, %40
  store i64 %46, ptr %21, align 8, !tbaa !17
  br label %47

47:                                               ; preds = %37, %9
  %48 = phi i32 [ %42, %37 ], [ %17, %9 ]
  %49 = phi i64 [ %45, %37 ], [ %14, %9 ]
  %50 = trunc i64 %49 to i32
  store i32 %48, ptr %6, align 8, !tbaa !16
  ret i32 %50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @gorilla_encode(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sge i32 %11, %3
  %13 = icmp slt i32 %4, 1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %291, label %17

17:                                               ; preds = %6
  %18 = sext i32 %11 to i64
  %19 = zext nneg i32 %4 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = zext nneg i32 %5 to i64
  %23 = mul nsw i64 %22, %18
  %24 = getelementptr inbounds nuw i64, ptr %1, i64 %23
  %25 = load i32, ptr %21, align 4, !tbaa !22
  %26 = zext i32 %25 to i64
  %27 = shl nuw i64 %26, 32
  %28 = icmp slt i32 %4, 2
  br i1 %28, label %32, label %38

29:                                               ; preds = %271
  %30 = icmp slt i32 %274, 1
  %31 = or i1 %30, %276
  br label %32

32:                                               ; preds = %29, %17
  %33 = phi i32 [ 32, %17 ], [ %272, %29 ]
  %34 = phi i32 [ 0, %17 ], [ %273, %29 ]
  %35 = phi i1 [ false, %17 ], [ %31, %29 ]
  %36 = phi i64 [ %27, %17 ], [ %275, %29 ]
  %37 = phi i1 [ false, %17 ], [ %276, %29 ]
  br i1 %35, label %287, label %282

38:                                               ; preds = %17, %271
  %39 = phi i32 [ %49, %271 ], [ %25, %17 ]
  %40 = phi i32 [ %278, %271 ], [ -1, %17 ]
  %41 = phi i32 [ %277, %271 ], [ 0, %17 ]
  %42 = phi i32 [ %279, %271 ], [ 1, %17 ]
  %43 = phi i64 [ %275, %271 ], [ %27, %17 ]
  %44 = phi i32 [ %274, %271 ], [ 32, %17 ]
  %45 = phi i32 [ %273, %271 ], [ 0, %17 ]
  %46 = phi i32 [ %272, %271 ], [ 32, %17 ]
  %47 = zext nneg i32 %42 to i64
  %48 = getelementptr inbounds nuw float, ptr %21, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !22
  %50 = xor i32 %49, %39
  %51 = icmp eq i32 %49, %39
  br i1 %51, label %52, label %66

52:                                               ; preds = %38
  %53 = add nsw i32 %46, 1
  %54 = icmp slt i32 %44, 63
  br i1 %54, label %55, label %57

55:                                               ; preds = %52
  %56 = add nsw i32 %44, 1
  br label %271

57:                                               ; preds = %52
  %58 = icmp sge i32 %45, %5
  br i1 %58, label %62, label %59

59:                                               ; preds = %57
  %60 = sext i32 %45 to i64
  %61 = getelementptr inbounds i64, ptr %24, i64 %60
  store i64 %43, ptr %61, align 8, !tbaa !21
  br label %62

62:                                               ; preds = %57, %59
  %63 = add nsw i32 %45, 1
  %64 = tail call i32 @llvm.smax.i32(i32 %44, i32 63)
  %65 = add nsw i32 %64, -63
  br label %271

66:                                               ; preds = %38
  %67 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %50, i1 true)
  %68 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %50)
  %69 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %68) #8, !srcloc !24
  %70 = add i32 %69, 1
  %71 = icmp ule i32 %40, %67
  %72 = icmp sgt i32 %70, %41
  %73 = select i1 %71, i1 %72, i1 false
  %74 = icmp slt i32 %44, 62
  br i1 %73, label %75, label %142

75:                                               ; preds = %66
  %76 = add i32 %40, %41
  %77 = sub i32 32, %76
  br i1 %74, label %78, label %84

78:                                               ; preds = %75
  %79 = sub i32 62, %44
  %80 = zext nneg i32 %79 to i64
  %81 = shl i64 2, %80
  %82 = or i64 %81, %43
  %83 = add nsw i32 %44, 2
  br label %100

84:                                               ; preds = %75
  %85 = add nsw i32 %44, -62
  %86 = icmp sge i32 %45, %5
  br i1 %86, label %93, label %87

87:                                               ; preds = %84
  %88 = zext nneg i32 %85 to i64
  %89 = lshr i64 2, %88
  %90 = or i64 %89, %43
  %91 = sext i32 %45 to i64
  %92 = getelementptr inbounds i64, ptr %24, i64 %91
  store i64 %90, ptr %92, align 8, !tbaa !21
  br label %93

93:                                               ; preds = %84, %87
  %94 = add nsw i32 %45, 1
  %95 = icmp eq i32 %44, 62
  br i1 %95, label %100, label %96

96:                                               ; preds = %93
  %97 = sub nsw i32 126, %44
  %98 = zext nneg i32 %97 to i64
  %99 = shl i64 2, %98
  br label %100

100:                                              ; preds = %78, %93, %96
  %101 = phi i32 [ %45, %78 ], [ %94, %96 ], [ %94, %93 ]
  %102 = phi i32 [ %83, %78 ], [ %85, %96 ], [ 0, %93 ]
  %103 = phi i64 [ %82, %78 ], [ %99, %96 ], [ 0, %93 ]
  %104 = phi i1 [ false, %78 ], [ %86, %96 ], [ %86, %93 ]
  %105 = lshr i32 %50, %41
  %106 = icmp eq i32 %76, 0
  %107 = zext i32 %105 to i64
  br i1 %106, label %113, label %108

108:                                              ; preds = %100
  %109 = zext nneg i32 %77 to i64
  %110 = shl nsw i64 -1, %109
  %111 = xor i64 %110, -1
  %112 = and i64 %107, %111
  br label %113

113:                                              ; preds = %100, %108
  %114 = phi i64 [ %112, %108 ], [ %107, %100 ]
  %115 = sub nsw i32 64, %102
  %116 = sub i32 %46, %76
  %117 = add i32 %116, 34
  %118 = icmp slt i32 %77, %115
  br i1 %118, label %119, label %125

119:                                              ; preds = %113
  %120 = sub nsw i32 %115, %77
  %121 = zext nneg i32 %120 to i64
  %122 = shl i64 %114, %121
  %123 = or i64 %122, %103
  %124 = add nsw i32 %102, %77
  br label %271

125:                                              ; preds = %113
  %126 = sub nsw i32 %77, %115
  %127 = icmp slt i32 %101, %5
  br i1 %127, label %128, label %134

128:                                              ; preds = %125
  %129 = zext nneg i32 %126 to i64
  %130 = lshr i64 %114, %129
  %131 = or i64 %130, %103
  %132 = sext i32 %101 to i64
  %133 = getelementptr inbounds i64, ptr %24, i64 %132
  store i64 %131, ptr %133, align 8, !tbaa !21
  br label %134

134:                                              ; preds = %125, %128
  %135 = phi i1 [ %104, %128 ], [ true, %125 ]
  %136 = add nsw i32 %101, 1
  %137 = icmp sgt i32 %126, 0
  br i1 %137, label %138, label %271

138:                                              ; preds = %134
  %139 = sub nsw i32 64, %126
  %140 = zext nneg i32 %139 to i64
  %141 = shl i64 %114, %140
  br label %271

142:                                              ; preds = %66
  %143 = add i32 %69, %67
  %144 = sub i32 32, %143
  br i1 %74, label %145, label %151

145:                                              ; preds = %142
  %146 = sub i32 62, %44
  %147 = zext nneg i32 %146 to i64
  %148 = shl i64 3, %147
  %149 = or i64 %148, %43
  %150 = add nsw i32 %44, 2
  br label %167

151:                                              ; preds = %142
  %152 = add nsw i32 %44, -62
  %153 = icmp sge i32 %45, %5
  br i1 %153, label %160, label %154

154:                                              ; preds = %151
  %155 = zext nneg i32 %152 to i64
  %156 = lshr i64 3, %155
  %157 = or i64 %156, %43
  %158 = sext i32 %45 to i64
  %159 = getelementptr inbounds i64, ptr %24, i64 %158
  store i64 %157, ptr %159, align 8, !tbaa !21
  br label %160

160:                                              ; preds = %151, %154
  %161 = add nsw i32 %45, 1
  %162 = icmp eq i32 %44, 62
  br i1 %162, label %167, label %163

163:                                              ; preds = %160
  %164 = sub nsw i32 126, %44
  %165 = zext nneg i32 %164 to i64
  %166 = shl i64 3, %165
  br label %167

167:                                              ; preds = %145, %160, %163
  %168 = phi i32 [ %45, %145 ], [ %161, %163 ], [ %161, %160 ]
  %169 = phi i32 [ %150, %145 ], [ %152, %163 ], [ 0, %160 ]
  %170 = phi i64 [ %149, %145 ], [ %166, %163 ], [ 0, %160 ]
  %171 = phi i1 [ false, %145 ], [ %153, %163 ], [ %153, %160 ]
  %172 = zext nneg i32 %67 to i64
  %173 = icmp slt i32 %169, 59
  br i1 %173, label %174, label %180

174:                                              ; preds = %167
  %175 = sub i32 59, %169
  %176 = zext nneg i32 %175 to i64
  %177 = shl i64 %172, %176
  %178 = or i64 %177, %170
  %179 = add nsw i32 %169, 5
  br label %197

180:                                              ; preds = %167
  %181 = add nsw i32 %169, -59
  %182 = icmp slt i32 %168, %5
  br i1 %182, label %183, label %189

183:                                              ; preds = %180
  %184 = zext nneg i32 %181 to i64
  %185 = lshr i64 %172, %184
  %186 = or i64 %185, %170
  %187 = sext i32 %168 to i64
  %188 = getelementptr inbounds i64, ptr %24, i64 %187
  store i64 %186, ptr %188, align 8, !tbaa !21
  br label %189

189:                                              ; preds = %180, %183
  %190 = phi i1 [ %171, %183 ], [ true, %180 ]
  %191 = add nsw i32 %168, 1
  %192 = icmp eq i32 %169, 59
  br i1 %192, label %197, label %193

193:                                              ; preds = %189
  %194 = sub nsw i32 123, %169
  %195 = zext nneg i32 %194 to i64
  %196 = shl i64 %172, %195
  br label %197

197:                                              ; preds = %174, %189, %193
  %198 = phi i32 [ %168, %174 ], [ %191, %193 ], [ %191, %189 ]
  %199 = phi i32 [ %179, %174 ], [ %181, %193 ], [ 0, %189 ]
  %200 = phi i64 [ %178, %174 ], [ %196, %193 ], [ 0, %189 ]
  %201 = phi i1 [ %171, %174 ], [ %190, %193 ], [ %190, %189 ]
  %202 = and i32 %143, 31
  %203 = xor i32 %202, 31
  %204 = zext nneg i32 %203 to i64
  %205 = icmp slt i32 %199, 59
  br i1 %205, label %206, label %212

206:                                              ; preds = %197
  %207 = sub i32 59, %199
  %208 = zext nneg i32 %207 to i64
  %209 = shl i64 %204, %208
  %210 = or i64 %209, %200
  %211 = add nsw i32 %199, 5
  br label %229

212:                                              ; preds = %197
  %213 = add nsw i32 %199, -59
  %214 = icmp slt i32 %198, %5
  br i1 %214, label %215, label %221

215:                                              ; preds = %212
  %216 = zext nneg i32 %213 to i64
  %217 = lshr i64 %204, %216
  %218 = or i64 %217, %200
  %219 = sext i32 %198 to i64
  %220 = getelementptr inbounds i64, ptr %24, i64 %219
  store i64 %218, ptr %220, align 8, !tbaa !21
  br label %221

221:                                              ; preds = %212, %215
  %222 = phi i1 [ %201, %215 ], [ true, %212 ]
  %223 = add nsw i32 %198, 1
  %224 = icmp eq i32 %199, 59
  br i1 %224, label %229, label %225

225:                                              ; preds = %221
  %226 = sub nsw i32 123, %199
  %227 = zext nneg i32 %226 to i64
  %228 = shl i64 %204, %227
  br label %229

229:                                              ; preds = %206, %221, %225
  %230 = phi i32 [ %198, %206 ], [ %223, %225 ], [ %223, %221 ]
  %231 = phi i32 [ %211, %206 ], [ %213, %225 ], [ 0, %221 ]
  %232 = phi i64 [ %210, %206 ], [ %228, %225 ], [ 0, %221 ]
  %233 = phi i1 [ %201, %206 ], [ %222, %225 ], [ %222, %221 ]
  %234 = lshr i32 %50, %69
  %235 = icmp eq i32 %143, 0
  %236 = zext i32 %234 to i64
  br i1 %235, label %242, label %237

237:                                              ; preds = %229
  %238 = zext nneg i32 %144 to i64
  %239 = shl nsw i64 -1, %238
  %240 = xor i64 %239, -1
  %241 = and i64 %240, %236
  br label %242

242:                                              ; preds = %229, %237
  %243 = phi i64 [ %241, %237 ], [ %236, %229 ]
  %244 = sub nsw i32 64, %231
  %245 = sub i32 %46, %143
  %246 = add i32 %245, 44
  %247 = icmp slt i32 %144, %244
  br i1 %247, label %248, label %254

248:                                              ; preds = %242
  %249 = sub nsw i32 %244, %144
  %250 = zext nneg i32 %249 to i64
  %251 = shl i64 %243, %250
  %252 = or i64 %251, %232
  %253 = add nsw i32 %231, %144
  br label %271

254:                                              ; preds = %242
  %255 = sub nsw i32 %144, %244
  %256 = icmp slt i32 %230, %5
  br i1 %256, label %257, label %263

257:                                              ; preds = %254
  %258 = zext nneg i32 %255 to i64
  %259 = lshr i64 %243, %258
  %260 = or i64 %259, %232
  %261 = sext i32 %230 to i64
  %262 = getelementptr inbounds i64, ptr %24, i64 %261
  store i64 %260, ptr %262, align 8, !tbaa !21
  br label %263

263:                                              ; preds = %254, %257
  %264 = phi i1 [ %233, %257 ], [ true, %254 ]
  %265 = add nsw i32 %230, 1
  %266 = icmp sgt i32 %255, 0
  br i1 %266, label %267, label %271

267:                                              ; preds = %263
  %268 = sub nsw i32 64, %255
  %269 = zext nneg i32 %268 to i64
  %270 = shl i64 %243, %269
  br label %271

271:                                              ; preds = %62, %267, %263, %248, %138, %134, %119, %55
  %272 = phi i32 [ %117, %134 ], [ %246, %263 ], [ %53, %55 ], [ %53, %62 ], [ %117, %119 ], [ %117, %138 ], [ %246, %248 ], [ %246, %267 ]
  %273 = phi i32 [ %136, %134 ], [ %265, %263 ], [ %45, %55 ], [ %63, %62 ], [ %101, %119 ], [ %136, %138 ], [ %230, %248 ], [ %265, %267 ]
  %274 = phi i32 [ 0, %134 ], [ 0, %263 ], [ %56, %55 ], [ %65, %62 ], [ %124, %119 ], [ %126, %138 ], [ %253, %248 ], [ %255, %267 ]
  %275 = phi i64 [ 0, %134 ], [ 0, %263 ], [ %43, %55 ], [ 0, %62 ], [ %123, %119 ], [ %141, %138 ], [ %252, %248 ], [ %270, %267 ]
  %276 = phi i1 [ %135, %134 ], [ %264, %263 ], [ false, %55 ], [ %58, %62 ], [ %104, %119 ], [ %135, %138 ], [ %233, %248 ], [ %264, %267 ]
  %277 = phi i32 [ %41, %134 ], [ %69, %263 ], [ %41, %55 ], [ %41, %62 ], [ %41, %119 ], [ %41, %138 ], [ %69, %248 ], [ %69, %267 ]
  %278 = phi i32 [ %40, %134 ], [ %67, %263 ], [ %40, %55 ], [ %40, %62 ], [ %40, %119 ], [ %40, %138 ], [ %67, %248 ], [ %67, %267 ]
  %279 = add nuw nsw i32 %42, 1
  %280 = icmp sge i32 %279, %4
  %281 = or i1 %280, %276
  br i1 %281, label %29, label %38, !llvm.loop !25

282:                                              ; preds = %32
  %283 = icmp slt i32 %34, %5
  br i1 %283, label %284, label %287

284:                                              ; preds = %282
  %285 = sext i32 %34 to i64
  %286 = getelementptr inbounds i64, ptr %24, i64 %285
  store i64 %36, ptr %286, align 8, !tbaa !21
  br label %287

287:                                              ; preds = %284, %282, %32
  %288 = phi i1 [ %37, %32 ], [ false, %284 ], [ true, %282 ]
  %289 = select i1 %288, i32 -1, i32 %33
  %290 = getelementptr inbounds i32, ptr %2, i64 %18
  store i32 %289, ptr %290, align 4, !tbaa !6
  br label %291

291:                                              ; preds = %6, %287
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @gorilla_decode(ptr noalias noundef %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = alloca %struct.BitReader, align 8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp sge i32 %13, %4
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  %17 = icmp slt i32 %6, 1
  %18 = or i1 %16, %17
  br i1 %18, label %85, label %19

19:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %20 = sext i32 %13 to i64
  %21 = zext nneg i32 %6 to i64
  %22 = mul nsw i64 %21, %20
  %23 = getelementptr inbounds nuw i64, ptr %0, i64 %22
  store ptr %23, ptr %8, align 8, !tbaa !20
  %24 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %25 = getelementptr inbounds nuw i8, ptr %8, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false)
  store i32 %6, ptr %25, align 8, !tbaa !19
  %26 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store i32 0, ptr %26, align 4, !tbaa !11
  %27 = zext nneg i32 %5 to i64
  %28 = mul nsw i64 %27, %20
  %29 = getelementptr inbounds nuw float, ptr %2, i64 %28
  %30 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 32) #9
  store i32 %30, ptr %29, align 4, !tbaa !22
  %31 = icmp sgt i32 %5, 1
  br i1 %31, label %36, label %32

32:                                               ; preds = %67, %19
  %33 = getelementptr inbounds i32, ptr %1, i64 %20
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = icmp sgt i32 %34, -1
  br i1 %35, label %75, label %82

36:                                               ; preds = %19, %67
  %37 = phi i32 [ %70, %67 ], [ %30, %19 ]
  %38 = phi i32 [ %69, %67 ], [ 0, %19 ]
  %39 = phi i32 [ %73, %67 ], [ 1, %19 ]
  %40 = phi i32 [ %68, %67 ], [ 0, %19 ]
  %41 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 1) #9
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %67, label %43

43:                                               ; preds = %36
  %44 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 1) #9
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %57, label %46

46:                                               ; preds = %43
  %47 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 5) #9
  %48 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 5) #9
  %49 = xor i32 %48, -1
  %50 = add nsw i32 %48, 1
  %51 = add nsw i32 %50, %47
  %52 = icmp sgt i32 %51, 32
  %53 = add i32 %47, -32
  %54 = select i1 %52, i32 %53, i32 %49
  %55 = sub i32 %54, %47
  %56 = add i32 %55, 32
  br label %57

57:                                               ; preds = %46, %43
  %58 = phi i32 [ %56, %46 ], [ %40, %43 ]
  %59 = phi i32 [ %47, %46 ], [ %38, %43 ]
  %60 = add i32 %58, %59
  %61 = sub i32 32, %60
  %62 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef %61) #9
  %63 = icmp slt i32 %58, 32
  %64 = shl i32 %62, %58
  %65 = select i1 %63, i32 %64, i32 0
  %66 = xor i32 %65, %37
  br label %67

67:                                               ; preds = %57, %36
  %68 = phi i32 [ %58, %57 ], [ %40, %36 ]
  %69 = phi i32 [ %59, %57 ], [ %38, %36 ]
  %70 = phi i32 [ %66, %57 ], [ %37, %36 ]
  %71 = zext nneg i32 %39 to i64
  %72 = getelementptr inbounds nuw float, ptr %29, i64 %71
  store i32 %70, ptr %72, align 4, !tbaa !22
  %73 = add nuw nsw i32 %39, 1
  %74 = icmp eq i32 %73, %5
  br i1 %74, label %32, label %36, !llvm.loop !28

75:                                               ; preds = %32
  %76 = load i32, ptr %26, align 4, !tbaa !11
  %77 = icmp sgt i32 %76, %34
  br i1 %77, label %82, label %78

78:                                               ; preds = %75
  %79 = shl nsw i32 %6, 6
  %80 = icmp sle i32 %76, %79
  %81 = zext i1 %80 to i32
  br label %82

82:                                               ; preds = %78, %75, %32
  %83 = phi i32 [ 0, %75 ], [ 0, %32 ], [ %81, %78 ]
  %84 = getelementptr inbounds i32, ptr %3, i64 %20
  store i32 %83, ptr %84, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  br label %85

85:                                               ; preds = %7, %82
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind memory(none) }
attributes #9 = { nounwind }

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
!11 = !{!12, !7, i64 28}
!12 = !{!"_ZTS9BitReader", !13, i64 0, !15, i64 8, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28}
!13 = !{!"p1 long", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!12, !7, i64 16}
!17 = !{!12, !15, i64 8}
!18 = !{!12, !7, i64 20}
!19 = !{!12, !7, i64 24}
!20 = !{!12, !13, i64 0}
!21 = !{!15, !15, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = !{i32 12293}
!25 = distinct !{!25, !26, !27}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !26, !27}
