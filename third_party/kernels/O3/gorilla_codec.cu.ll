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
  %33 = sext i32 %28 to i64
  %34 = load ptr, ptr %0, align 8, !tbaa !20
  %35 = getelementptr inbounds i64, ptr %34, i64 %33
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
  br i1 %16, label %290, label %17

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
  %28 = icmp samesign ult i32 %4, 2
  br i1 %28, label %32, label %38

29:                                               ; preds = %270
  %30 = icmp slt i32 %273, 1
  %31 = or i1 %30, %275
  br label %32

32:                                               ; preds = %29, %17
  %33 = phi i32 [ 32, %17 ], [ %271, %29 ]
  %34 = phi i32 [ 0, %17 ], [ %272, %29 ]
  %35 = phi i1 [ false, %17 ], [ %31, %29 ]
  %36 = phi i64 [ %27, %17 ], [ %274, %29 ]
  %37 = phi i1 [ false, %17 ], [ %275, %29 ]
  br i1 %35, label %286, label %281

38:                                               ; preds = %17, %270
  %39 = phi i32 [ %49, %270 ], [ %25, %17 ]
  %40 = phi i32 [ %277, %270 ], [ -1, %17 ]
  %41 = phi i32 [ %276, %270 ], [ 0, %17 ]
  %42 = phi i32 [ %278, %270 ], [ 1, %17 ]
  %43 = phi i64 [ %274, %270 ], [ %27, %17 ]
  %44 = phi i32 [ %273, %270 ], [ 32, %17 ]
  %45 = phi i32 [ %272, %270 ], [ 0, %17 ]
  %46 = phi i32 [ %271, %270 ], [ 32, %17 ]
  %47 = zext nneg i32 %42 to i64
  %48 = getelementptr inbounds nuw float, ptr %21, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !22
  %50 = xor i32 %49, %39
  %51 = icmp eq i32 %49, %39
  br i1 %51, label %52, label %65

52:                                               ; preds = %38
  %53 = add nsw i32 %46, 1
  %54 = icmp slt i32 %44, 63
  br i1 %54, label %55, label %57

55:                                               ; preds = %52
  %56 = add nsw i32 %44, 1
  br label %270

57:                                               ; preds = %52
  %58 = add nsw i32 %44, -63
  %59 = icmp sge i32 %45, %5
  br i1 %59, label %63, label %60

60:                                               ; preds = %57
  %61 = sext i32 %45 to i64
  %62 = getelementptr inbounds i64, ptr %24, i64 %61
  store i64 %43, ptr %62, align 8, !tbaa !21
  br label %63

63:                                               ; preds = %57, %60
  %64 = add nsw i32 %45, 1
  br label %270

65:                                               ; preds = %38
  %66 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %50, i1 true)
  %67 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %50)
  %68 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %67) #7, !srcloc !24
  %69 = add i32 %68, 1
  %70 = icmp ule i32 %40, %66
  %71 = icmp sgt i32 %69, %41
  %72 = select i1 %70, i1 %71, i1 false
  %73 = icmp slt i32 %44, 62
  br i1 %72, label %74, label %141

74:                                               ; preds = %65
  %75 = add i32 %40, %41
  %76 = sub i32 32, %75
  br i1 %73, label %77, label %83

77:                                               ; preds = %74
  %78 = sub i32 62, %44
  %79 = zext nneg i32 %78 to i64
  %80 = shl i64 2, %79
  %81 = or i64 %80, %43
  %82 = add nsw i32 %44, 2
  br label %99

83:                                               ; preds = %74
  %84 = add nsw i32 %44, -62
  %85 = icmp sge i32 %45, %5
  br i1 %85, label %92, label %86

86:                                               ; preds = %83
  %87 = sext i32 %45 to i64
  %88 = getelementptr inbounds i64, ptr %24, i64 %87
  %89 = zext nneg i32 %84 to i64
  %90 = lshr i64 2, %89
  %91 = or i64 %90, %43
  store i64 %91, ptr %88, align 8, !tbaa !21
  br label %92

92:                                               ; preds = %83, %86
  %93 = add nsw i32 %45, 1
  %94 = icmp eq i32 %84, 0
  %95 = sub nsw i32 126, %44
  %96 = zext nneg i32 %95 to i64
  %97 = shl i64 2, %96
  %98 = select i1 %94, i64 0, i64 %97
  br label %99

99:                                               ; preds = %92, %77
  %100 = phi i32 [ %45, %77 ], [ %93, %92 ]
  %101 = phi i32 [ %82, %77 ], [ %84, %92 ]
  %102 = phi i64 [ %81, %77 ], [ %98, %92 ]
  %103 = phi i1 [ false, %77 ], [ %85, %92 ]
  %104 = lshr i32 %50, %41
  %105 = icmp eq i32 %75, 0
  %106 = zext i32 %104 to i64
  br i1 %105, label %112, label %107

107:                                              ; preds = %99
  %108 = zext nneg i32 %76 to i64
  %109 = shl nsw i64 -1, %108
  %110 = xor i64 %109, -1
  %111 = and i64 %106, %110
  br label %112

112:                                              ; preds = %99, %107
  %113 = phi i64 [ %111, %107 ], [ %106, %99 ]
  %114 = sub nsw i32 64, %101
  %115 = sub i32 %46, %75
  %116 = add i32 %115, 34
  %117 = icmp slt i32 %76, %114
  br i1 %117, label %118, label %124

118:                                              ; preds = %112
  %119 = sub nsw i32 %114, %76
  %120 = zext nneg i32 %119 to i64
  %121 = shl i64 %113, %120
  %122 = or i64 %121, %102
  %123 = add nsw i32 %101, %76
  br label %270

124:                                              ; preds = %112
  %125 = sub nsw i32 %76, %114
  %126 = icmp slt i32 %100, %5
  br i1 %126, label %127, label %133

127:                                              ; preds = %124
  %128 = sext i32 %100 to i64
  %129 = getelementptr inbounds i64, ptr %24, i64 %128
  %130 = zext nneg i32 %125 to i64
  %131 = lshr i64 %113, %130
  %132 = or i64 %131, %102
  store i64 %132, ptr %129, align 8, !tbaa !21
  br label %133

133:                                              ; preds = %124, %127
  %134 = phi i1 [ %103, %127 ], [ true, %124 ]
  %135 = add nsw i32 %100, 1
  %136 = icmp sgt i32 %125, 0
  %137 = sub nsw i32 64, %125
  %138 = zext nneg i32 %137 to i64
  %139 = shl i64 %113, %138
  %140 = select i1 %136, i64 %139, i64 0
  br label %270

141:                                              ; preds = %65
  %142 = add i32 %68, %66
  %143 = sub i32 32, %142
  br i1 %73, label %144, label %150

144:                                              ; preds = %141
  %145 = sub i32 62, %44
  %146 = zext nneg i32 %145 to i64
  %147 = shl i64 3, %146
  %148 = or i64 %147, %43
  %149 = add nsw i32 %44, 2
  br label %166

150:                                              ; preds = %141
  %151 = add nsw i32 %44, -62
  %152 = icmp sge i32 %45, %5
  br i1 %152, label %159, label %153

153:                                              ; preds = %150
  %154 = sext i32 %45 to i64
  %155 = getelementptr inbounds i64, ptr %24, i64 %154
  %156 = zext nneg i32 %151 to i64
  %157 = lshr i64 3, %156
  %158 = or i64 %157, %43
  store i64 %158, ptr %155, align 8, !tbaa !21
  br label %159

159:                                              ; preds = %150, %153
  %160 = add nsw i32 %45, 1
  %161 = icmp eq i32 %151, 0
  %162 = sub nsw i32 126, %44
  %163 = zext nneg i32 %162 to i64
  %164 = shl i64 3, %163
  %165 = select i1 %161, i64 0, i64 %164
  br label %166

166:                                              ; preds = %159, %144
  %167 = phi i32 [ %45, %144 ], [ %160, %159 ]
  %168 = phi i32 [ %149, %144 ], [ %151, %159 ]
  %169 = phi i64 [ %148, %144 ], [ %165, %159 ]
  %170 = phi i1 [ false, %144 ], [ %152, %159 ]
  %171 = zext nneg i32 %66 to i64
  %172 = icmp slt i32 %168, 59
  br i1 %172, label %173, label %179

173:                                              ; preds = %166
  %174 = sub i32 59, %168
  %175 = zext nneg i32 %174 to i64
  %176 = shl i64 %171, %175
  %177 = or i64 %176, %169
  %178 = add nsw i32 %168, 5
  br label %196

179:                                              ; preds = %166
  %180 = add nsw i32 %168, -59
  %181 = icmp slt i32 %167, %5
  br i1 %181, label %182, label %188

182:                                              ; preds = %179
  %183 = sext i32 %167 to i64
  %184 = getelementptr inbounds i64, ptr %24, i64 %183
  %185 = zext nneg i32 %180 to i64
  %186 = lshr i64 %171, %185
  %187 = or i64 %186, %169
  store i64 %187, ptr %184, align 8, !tbaa !21
  br label %188

188:                                              ; preds = %179, %182
  %189 = phi i1 [ %170, %182 ], [ true, %179 ]
  %190 = add nsw i32 %167, 1
  %191 = icmp eq i32 %180, 0
  %192 = sub nsw i32 123, %168
  %193 = zext nneg i32 %192 to i64
  %194 = shl i64 %171, %193
  %195 = select i1 %191, i64 0, i64 %194
  br label %196

196:                                              ; preds = %188, %173
  %197 = phi i32 [ %167, %173 ], [ %190, %188 ]
  %198 = phi i32 [ %178, %173 ], [ %180, %188 ]
  %199 = phi i64 [ %177, %173 ], [ %195, %188 ]
  %200 = phi i1 [ %170, %173 ], [ %189, %188 ]
  %201 = and i32 %142, 31
  %202 = xor i32 %201, 31
  %203 = zext nneg i32 %202 to i64
  %204 = icmp slt i32 %198, 59
  br i1 %204, label %205, label %211

205:                                              ; preds = %196
  %206 = sub i32 59, %198
  %207 = zext nneg i32 %206 to i64
  %208 = shl i64 %203, %207
  %209 = or i64 %208, %199
  %210 = add nsw i32 %198, 5
  br label %228

211:                                              ; preds = %196
  %212 = add nsw i32 %198, -59
  %213 = icmp slt i32 %197, %5
  br i1 %213, label %214, label %220

214:                                              ; preds = %211
  %215 = sext i32 %197 to i64
  %216 = getelementptr inbounds i64, ptr %24, i64 %215
  %217 = zext nneg i32 %212 to i64
  %218 = lshr i64 %203, %217
  %219 = or i64 %218, %199
  store i64 %219, ptr %216, align 8, !tbaa !21
  br label %220

220:                                              ; preds = %211, %214
  %221 = phi i1 [ %200, %214 ], [ true, %211 ]
  %222 = add nsw i32 %197, 1
  %223 = icmp eq i32 %212, 0
  %224 = sub nsw i32 123, %198
  %225 = zext nneg i32 %224 to i64
  %226 = shl i64 %203, %225
  %227 = select i1 %223, i64 0, i64 %226
  br label %228

228:                                              ; preds = %220, %205
  %229 = phi i32 [ %197, %205 ], [ %222, %220 ]
  %230 = phi i32 [ %210, %205 ], [ %212, %220 ]
  %231 = phi i64 [ %209, %205 ], [ %227, %220 ]
  %232 = phi i1 [ %200, %205 ], [ %221, %220 ]
  %233 = lshr i32 %50, %68
  %234 = icmp eq i32 %142, 0
  %235 = zext i32 %233 to i64
  br i1 %234, label %241, label %236

236:                                              ; preds = %228
  %237 = zext nneg i32 %143 to i64
  %238 = shl nsw i64 -1, %237
  %239 = xor i64 %238, -1
  %240 = and i64 %239, %235
  br label %241

241:                                              ; preds = %228, %236
  %242 = phi i64 [ %240, %236 ], [ %235, %228 ]
  %243 = sub nsw i32 64, %230
  %244 = sub i32 %46, %142
  %245 = add i32 %244, 44
  %246 = icmp slt i32 %143, %243
  br i1 %246, label %247, label %253

247:                                              ; preds = %241
  %248 = sub nsw i32 %243, %143
  %249 = zext nneg i32 %248 to i64
  %250 = shl i64 %242, %249
  %251 = or i64 %250, %231
  %252 = add nsw i32 %230, %143
  br label %270

253:                                              ; preds = %241
  %254 = sub nsw i32 %143, %243
  %255 = icmp slt i32 %229, %5
  br i1 %255, label %256, label %262

256:                                              ; preds = %253
  %257 = sext i32 %229 to i64
  %258 = getelementptr inbounds i64, ptr %24, i64 %257
  %259 = zext nneg i32 %254 to i64
  %260 = lshr i64 %242, %259
  %261 = or i64 %260, %231
  store i64 %261, ptr %258, align 8, !tbaa !21
  br label %262

262:                                              ; preds = %253, %256
  %263 = phi i1 [ %232, %256 ], [ true, %253 ]
  %264 = add nsw i32 %229, 1
  %265 = icmp sgt i32 %254, 0
  %266 = sub nsw i32 64, %254
  %267 = zext nneg i32 %266 to i64
  %268 = shl i64 %242, %267
  %269 = select i1 %265, i64 %268, i64 0
  br label %270

270:                                              ; preds = %262, %133, %63, %247, %118, %55
  %271 = phi i32 [ %245, %247 ], [ %245, %262 ], [ %53, %55 ], [ %53, %63 ], [ %116, %118 ], [ %116, %133 ]
  %272 = phi i32 [ %229, %247 ], [ %264, %262 ], [ %45, %55 ], [ %64, %63 ], [ %100, %118 ], [ %135, %133 ]
  %273 = phi i32 [ %252, %247 ], [ %254, %262 ], [ %56, %55 ], [ %58, %63 ], [ %123, %118 ], [ %125, %133 ]
  %274 = phi i64 [ %251, %247 ], [ %269, %262 ], [ %43, %55 ], [ 0, %63 ], [ %122, %118 ], [ %140, %133 ]
  %275 = phi i1 [ %232, %247 ], [ %263, %262 ], [ false, %55 ], [ %59, %63 ], [ %103, %118 ], [ %134, %133 ]
  %276 = phi i32 [ %68, %247 ], [ %68, %262 ], [ %41, %55 ], [ %41, %63 ], [ %41, %118 ], [ %41, %133 ]
  %277 = phi i32 [ %66, %247 ], [ %66, %262 ], [ %40, %55 ], [ %40, %63 ], [ %40, %118 ], [ %40, %133 ]
  %278 = add nuw nsw i32 %42, 1
  %279 = icmp sge i32 %278, %4
  %280 = or i1 %279, %275
  br i1 %280, label %29, label %38, !llvm.loop !25

281:                                              ; preds = %32
  %282 = icmp slt i32 %34, %5
  br i1 %282, label %283, label %286

283:                                              ; preds = %281
  %284 = sext i32 %34 to i64
  %285 = getelementptr inbounds i64, ptr %24, i64 %284
  store i64 %36, ptr %285, align 8, !tbaa !21
  br label %286

286:                                              ; preds = %283, %281, %32
  %287 = phi i1 [ %37, %32 ], [ false, %283 ], [ true, %281 ]
  %288 = select i1 %287, i32 -1, i32 %33
  %289 = getelementptr inbounds i32, ptr %2, i64 %18
  store i32 %288, ptr %289, align 4, !tbaa !6
  br label %290

290:                                              ; preds = %6, %286
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
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
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
  %30 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 32) #8
  store i32 %30, ptr %29, align 4, !tbaa !22
  %31 = icmp samesign ugt i32 %5, 1
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
  %41 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 1) #8
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %67, label %43

43:                                               ; preds = %36
  %44 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 1) #8
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %57, label %46

46:                                               ; preds = %43
  %47 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 5) #8
  %48 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef 5) #8
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
  %62 = call noundef i32 @_Z6br_getR9BitReaderi(ptr noundef nonnull align 8 dereferenceable(32) %8, i32 noundef %61) #8
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
  br i1 %74, label %32, label %36, !llvm.loop !27

75:                                               ; preds = %32
  %76 = load i32, ptr %26, align 4, !tbaa !11
  %77 = icmp sle i32 %76, %34
  %78 = shl nsw i32 %6, 6
  %79 = icmp sle i32 %76, %78
  %80 = select i1 %77, i1 %79, i1 false
  %81 = zext i1 %80 to i32
  br label %82

82:                                               ; preds = %75, %32
  %83 = phi i32 [ %81, %75 ], [ 0, %32 ]
  %84 = getelementptr inbounds i32, ptr %3, i64 %20
  store i32 %83, ptr %84, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind memory(none) }
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
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = distinct !{!27, !26}
