; ModuleID = 'src/morphology.cu'
source_filename = "src/morphology.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.StructElem = type { [7 x [7 x i8]], i32 }

$_ZZ10morph_tileILb0EEvPKhPhiiiE4tile = comdat any

$_ZZ10morph_tileILb1EEvPKhPhiiiE4tile = comdat any

@c_se = dso_local addrspace(4) externally_initialized constant %struct.StructElem zeroinitializer, align 4
@_ZZ10morph_tileILb0EEvPKhPhiiiE4tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [22 x [22 x i8]] undef, comdat, align 1
@_ZZ10morph_tileILb1EEvPKhPhiiiE4tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [22 x [22 x i8]] undef, comdat, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_se to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @morph_erode(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 52), align 4, !tbaa !16, !noalias !18
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 4
  %9 = add i32 %8, -3
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 4
  %12 = add nsw i32 %11, -3
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul nuw nsw i32 %14, %18
  %20 = icmp sgt i32 %2, 0
  %21 = icmp sgt i32 %3, 0
  %22 = and i1 %20, %21
  %23 = icmp sge i32 %4, %2
  %24 = and i1 %22, %23
  %25 = icmp samesign ult i32 %17, 484
  br i1 %25, label %26, label %28

26:                                               ; preds = %5
  %27 = sext i32 %4 to i64
  br label %46

28:                                               ; preds = %70, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !18
  %29 = add i32 %8, %16
  %30 = add nuw nsw i32 %11, %13
  %31 = or i32 %13, %16
  %32 = icmp samesign ult i32 %31, 16
  %33 = icmp slt i32 %29, %2
  %34 = and i1 %32, %33
  %35 = icmp slt i32 %30, %3
  %36 = and i1 %34, %35
  %37 = and i1 %36, %24
  br i1 %37, label %38, label %612

38:                                               ; preds = %28
  %39 = add nuw nsw i32 %16, 3
  %40 = icmp slt i32 %6, 3
  %41 = zext nneg i32 %13 to i64
  %42 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %41
  %43 = load i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), align 1, !noalias !18
  %44 = icmp eq i8 %43, 0
  %45 = select i1 %40, i1 true, i1 %44
  br i1 %45, label %82, label %78

46:                                               ; preds = %70, %26
  %47 = phi i32 [ %17, %26 ], [ %76, %70 ]
  %48 = trunc nuw nsw i32 %47 to i16
  %49 = freeze i16 %48
  %50 = udiv i16 %49, 22
  %51 = mul i16 %50, 22
  %52 = sub i16 %49, %51
  %53 = zext nneg i16 %52 to i32
  %54 = add nsw i32 %9, %53
  %55 = icmp sgt i32 %54, -1
  %56 = select i1 %24, i1 %55, i1 false
  br i1 %56, label %57, label %70

57:                                               ; preds = %46
  %58 = zext nneg i16 %50 to i32
  %59 = add nsw i32 %12, %58
  %60 = icmp samesign ult i32 %54, %2
  %61 = icmp ult i32 %59, %3
  %62 = select i1 %60, i1 %61, i1 false
  br i1 %62, label %63, label %70

63:                                               ; preds = %57
  %64 = zext nneg i32 %59 to i64
  %65 = mul nsw i64 %64, %27
  %66 = getelementptr i8, ptr %0, i64 %65
  %67 = zext nneg i32 %54 to i64
  %68 = getelementptr i8, ptr %66, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !19, !alias.scope !11, !noalias !14
  br label %70

70:                                               ; preds = %63, %57, %46
  %71 = phi i8 [ %69, %63 ], [ -1, %46 ], [ -1, %57 ]
  %72 = zext nneg i16 %50 to i64
  %73 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %72
  %74 = zext nneg i16 %52 to i64
  %75 = getelementptr inbounds nuw i8, ptr %73, i64 %74
  store i8 %71, ptr %75, align 1, !tbaa !19, !noalias !18
  %76 = add nuw nsw i32 %47, %19
  %77 = icmp samesign ult i32 %76, 484
  br i1 %77, label %46, label %28, !llvm.loop !20

78:                                               ; preds = %38
  %79 = zext nneg i32 %16 to i64
  %80 = getelementptr inbounds nuw i8, ptr %42, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !19, !noalias !18
  br label %82

82:                                               ; preds = %78, %38
  %83 = phi i8 [ -1, %38 ], [ %81, %78 ]
  %84 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 1), align 1, !noalias !18
  %85 = icmp eq i8 %84, 0
  %86 = select i1 %40, i1 true, i1 %85
  br i1 %86, label %93, label %87

87:                                               ; preds = %82
  %88 = zext nneg i32 %16 to i64
  %89 = getelementptr inbounds nuw i8, ptr %42, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 1
  %91 = load i8, ptr %90, align 1, !tbaa !19, !noalias !18
  %92 = tail call noundef i8 @llvm.umin.i8(i8 %83, i8 %91)
  br label %93

93:                                               ; preds = %87, %82
  %94 = phi i8 [ %83, %82 ], [ %92, %87 ]
  %95 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 2), align 1, !noalias !18
  %96 = icmp eq i8 %95, 0
  %97 = select i1 %40, i1 true, i1 %96
  br i1 %97, label %104, label %98

98:                                               ; preds = %93
  %99 = zext nneg i32 %16 to i64
  %100 = getelementptr inbounds nuw i8, ptr %42, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 2
  %102 = load i8, ptr %101, align 1, !tbaa !19, !noalias !18
  %103 = tail call noundef i8 @llvm.umin.i8(i8 %94, i8 %102)
  br label %104

104:                                              ; preds = %98, %93
  %105 = phi i8 [ %94, %93 ], [ %103, %98 ]
  %106 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 3), align 1, !noalias !18
  %107 = icmp eq i8 %106, 0
  %108 = select i1 %40, i1 true, i1 %107
  br i1 %108, label %114, label %109

109:                                              ; preds = %104
  %110 = zext nneg i32 %39 to i64
  %111 = getelementptr inbounds nuw i8, ptr %42, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !19, !noalias !18
  %113 = tail call noundef i8 @llvm.umin.i8(i8 %105, i8 %112)
  br label %114

114:                                              ; preds = %109, %104
  %115 = phi i8 [ %105, %104 ], [ %113, %109 ]
  %116 = icmp slt i32 %6, 1
  %117 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 4), align 1, !noalias !18
  %118 = icmp eq i8 %117, 0
  %119 = select i1 %40, i1 true, i1 %118
  br i1 %119, label %126, label %120

120:                                              ; preds = %114
  %121 = zext nneg i32 %16 to i64
  %122 = getelementptr inbounds nuw i8, ptr %42, i64 %121
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 4
  %124 = load i8, ptr %123, align 1, !tbaa !19, !noalias !18
  %125 = tail call noundef i8 @llvm.umin.i8(i8 %115, i8 %124)
  br label %126

126:                                              ; preds = %120, %114
  %127 = phi i8 [ %115, %114 ], [ %125, %120 ]
  %128 = icmp slt i32 %6, 2
  %129 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 5), align 1, !noalias !18
  %130 = icmp eq i8 %129, 0
  %131 = select i1 %40, i1 true, i1 %130
  br i1 %131, label %138, label %132

132:                                              ; preds = %126
  %133 = zext nneg i32 %16 to i64
  %134 = getelementptr inbounds nuw i8, ptr %42, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 5
  %136 = load i8, ptr %135, align 1, !tbaa !19, !noalias !18
  %137 = tail call noundef i8 @llvm.umin.i8(i8 %127, i8 %136)
  br label %138

138:                                              ; preds = %132, %126
  %139 = phi i8 [ %127, %126 ], [ %137, %132 ]
  %140 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 6), align 1, !noalias !18
  %141 = icmp eq i8 %140, 0
  %142 = select i1 %40, i1 true, i1 %141
  br i1 %142, label %149, label %143

143:                                              ; preds = %138
  %144 = zext nneg i32 %16 to i64
  %145 = getelementptr inbounds nuw i8, ptr %42, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 6
  %147 = load i8, ptr %146, align 1, !tbaa !19, !noalias !18
  %148 = tail call noundef i8 @llvm.umin.i8(i8 %139, i8 %147)
  br label %149

149:                                              ; preds = %143, %138
  %150 = phi i8 [ %139, %138 ], [ %148, %143 ]
  %151 = getelementptr inbounds nuw i8, ptr %42, i64 22
  %152 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 7), align 1, !noalias !18
  %153 = icmp eq i8 %152, 0
  %154 = select i1 %40, i1 true, i1 %153
  br i1 %154, label %160, label %155

155:                                              ; preds = %149
  %156 = zext nneg i32 %16 to i64
  %157 = getelementptr inbounds nuw i8, ptr %151, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !19, !noalias !18
  %159 = tail call noundef i8 @llvm.umin.i8(i8 %150, i8 %158)
  br label %160

160:                                              ; preds = %155, %149
  %161 = phi i8 [ %150, %149 ], [ %159, %155 ]
  %162 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 8), align 1, !noalias !18
  %163 = icmp eq i8 %162, 0
  %164 = select i1 %128, i1 true, i1 %163
  br i1 %164, label %171, label %165

165:                                              ; preds = %160
  %166 = zext nneg i32 %16 to i64
  %167 = getelementptr inbounds nuw i8, ptr %151, i64 %166
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 1
  %169 = load i8, ptr %168, align 1, !tbaa !19, !noalias !18
  %170 = tail call noundef i8 @llvm.umin.i8(i8 %161, i8 %169)
  br label %171

171:                                              ; preds = %165, %160
  %172 = phi i8 [ %161, %160 ], [ %170, %165 ]
  %173 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 9), align 1, !noalias !18
  %174 = icmp eq i8 %173, 0
  %175 = select i1 %128, i1 true, i1 %174
  br i1 %175, label %182, label %176

176:                                              ; preds = %171
  %177 = zext nneg i32 %16 to i64
  %178 = getelementptr inbounds nuw i8, ptr %151, i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 2
  %180 = load i8, ptr %179, align 1, !tbaa !19, !noalias !18
  %181 = tail call noundef i8 @llvm.umin.i8(i8 %172, i8 %180)
  br label %182

182:                                              ; preds = %176, %171
  %183 = phi i8 [ %172, %171 ], [ %181, %176 ]
  %184 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 10), align 1, !noalias !18
  %185 = icmp eq i8 %184, 0
  %186 = select i1 %128, i1 true, i1 %185
  br i1 %186, label %192, label %187

187:                                              ; preds = %182
  %188 = zext nneg i32 %39 to i64
  %189 = getelementptr inbounds nuw i8, ptr %151, i64 %188
  %190 = load i8, ptr %189, align 1, !tbaa !19, !noalias !18
  %191 = tail call noundef i8 @llvm.umin.i8(i8 %183, i8 %190)
  br label %192

192:                                              ; preds = %187, %182
  %193 = phi i8 [ %183, %182 ], [ %191, %187 ]
  %194 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 11), align 1, !noalias !18
  %195 = icmp eq i8 %194, 0
  %196 = select i1 %128, i1 true, i1 %195
  br i1 %196, label %203, label %197

197:                                              ; preds = %192
  %198 = zext nneg i32 %16 to i64
  %199 = getelementptr inbounds nuw i8, ptr %151, i64 %198
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 4
  %201 = load i8, ptr %200, align 1, !tbaa !19, !noalias !18
  %202 = tail call noundef i8 @llvm.umin.i8(i8 %193, i8 %201)
  br label %203

203:                                              ; preds = %197, %192
  %204 = phi i8 [ %193, %192 ], [ %202, %197 ]
  %205 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 12), align 1, !noalias !18
  %206 = icmp eq i8 %205, 0
  %207 = select i1 %128, i1 true, i1 %206
  br i1 %207, label %214, label %208

208:                                              ; preds = %203
  %209 = zext nneg i32 %16 to i64
  %210 = getelementptr inbounds nuw i8, ptr %151, i64 %209
  %211 = getelementptr inbounds nuw i8, ptr %210, i64 5
  %212 = load i8, ptr %211, align 1, !tbaa !19, !noalias !18
  %213 = tail call noundef i8 @llvm.umin.i8(i8 %204, i8 %212)
  br label %214

214:                                              ; preds = %208, %203
  %215 = phi i8 [ %204, %203 ], [ %213, %208 ]
  %216 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 13), align 1, !noalias !18
  %217 = icmp eq i8 %216, 0
  %218 = select i1 %40, i1 true, i1 %217
  br i1 %218, label %225, label %219

219:                                              ; preds = %214
  %220 = zext nneg i32 %16 to i64
  %221 = getelementptr inbounds nuw i8, ptr %151, i64 %220
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 6
  %223 = load i8, ptr %222, align 1, !tbaa !19, !noalias !18
  %224 = tail call noundef i8 @llvm.umin.i8(i8 %215, i8 %223)
  br label %225

225:                                              ; preds = %219, %214
  %226 = phi i8 [ %215, %214 ], [ %224, %219 ]
  %227 = getelementptr inbounds nuw i8, ptr %42, i64 44
  %228 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 14), align 1, !noalias !18
  %229 = icmp eq i8 %228, 0
  %230 = select i1 %40, i1 true, i1 %229
  br i1 %230, label %236, label %231

231:                                              ; preds = %225
  %232 = zext nneg i32 %16 to i64
  %233 = getelementptr inbounds nuw i8, ptr %227, i64 %232
  %234 = load i8, ptr %233, align 1, !tbaa !19, !noalias !18
  %235 = tail call noundef i8 @llvm.umin.i8(i8 %226, i8 %234)
  br label %236

236:                                              ; preds = %231, %225
  %237 = phi i8 [ %226, %225 ], [ %235, %231 ]
  %238 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 15), align 1, !noalias !18
  %239 = icmp eq i8 %238, 0
  %240 = select i1 %128, i1 true, i1 %239
  br i1 %240, label %247, label %241

241:                                              ; preds = %236
  %242 = zext nneg i32 %16 to i64
  %243 = getelementptr inbounds nuw i8, ptr %227, i64 %242
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 1
  %245 = load i8, ptr %244, align 1, !tbaa !19, !noalias !18
  %246 = tail call noundef i8 @llvm.umin.i8(i8 %237, i8 %245)
  br label %247

247:                                              ; preds = %241, %236
  %248 = phi i8 [ %237, %236 ], [ %246, %241 ]
  %249 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 16), align 1, !noalias !18
  %250 = icmp eq i8 %249, 0
  %251 = select i1 %116, i1 true, i1 %250
  br i1 %251, label %258, label %252

252:                                              ; preds = %247
  %253 = zext nneg i32 %16 to i64
  %254 = getelementptr inbounds nuw i8, ptr %227, i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 2
  %256 = load i8, ptr %255, align 1, !tbaa !19, !noalias !18
  %257 = tail call noundef i8 @llvm.umin.i8(i8 %248, i8 %256)
  br label %258

258:                                              ; preds = %252, %247
  %259 = phi i8 [ %248, %247 ], [ %257, %252 ]
  %260 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 17), align 1, !noalias !18
  %261 = icmp eq i8 %260, 0
  %262 = select i1 %116, i1 true, i1 %261
  br i1 %262, label %268, label %263

263:                                              ; preds = %258
  %264 = zext nneg i32 %39 to i64
  %265 = getelementptr inbounds nuw i8, ptr %227, i64 %264
  %266 = load i8, ptr %265, align 1, !tbaa !19, !noalias !18
  %267 = tail call noundef i8 @llvm.umin.i8(i8 %259, i8 %266)
  br label %268

268:                                              ; preds = %263, %258
  %269 = phi i8 [ %259, %258 ], [ %267, %263 ]
  %270 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 18), align 1, !noalias !18
  %271 = icmp eq i8 %270, 0
  %272 = select i1 %116, i1 true, i1 %271
  br i1 %272, label %279, label %273

273:                                              ; preds = %268
  %274 = zext nneg i32 %16 to i64
  %275 = getelementptr inbounds nuw i8, ptr %227, i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 4
  %277 = load i8, ptr %276, align 1, !tbaa !19, !noalias !18
  %278 = tail call noundef i8 @llvm.umin.i8(i8 %269, i8 %277)
  br label %279

279:                                              ; preds = %273, %268
  %280 = phi i8 [ %269, %268 ], [ %278, %273 ]
  %281 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 19), align 1, !noalias !18
  %282 = icmp eq i8 %281, 0
  %283 = select i1 %128, i1 true, i1 %282
  br i1 %283, label %290, label %284

284:                                              ; preds = %279
  %285 = zext nneg i32 %16 to i64
  %286 = getelementptr inbounds nuw i8, ptr %227, i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 5
  %288 = load i8, ptr %287, align 1, !tbaa !19, !noalias !18
  %289 = tail call noundef i8 @llvm.umin.i8(i8 %280, i8 %288)
  br label %290

290:                                              ; preds = %284, %279
  %291 = phi i8 [ %280, %279 ], [ %289, %284 ]
  %292 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 20), align 1, !noalias !18
  %293 = icmp eq i8 %292, 0
  %294 = select i1 %40, i1 true, i1 %293
  br i1 %294, label %301, label %295

295:                                              ; preds = %290
  %296 = zext nneg i32 %16 to i64
  %297 = getelementptr inbounds nuw i8, ptr %227, i64 %296
  %298 = getelementptr inbounds nuw i8, ptr %297, i64 6
  %299 = load i8, ptr %298, align 1, !tbaa !19, !noalias !18
  %300 = tail call noundef i8 @llvm.umin.i8(i8 %291, i8 %299)
  br label %301

301:                                              ; preds = %295, %290
  %302 = phi i8 [ %291, %290 ], [ %300, %295 ]
  %303 = getelementptr inbounds nuw i8, ptr %42, i64 66
  %304 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 21), align 1, !noalias !18
  %305 = icmp eq i8 %304, 0
  %306 = select i1 %40, i1 true, i1 %305
  br i1 %306, label %312, label %307

307:                                              ; preds = %301
  %308 = zext nneg i32 %16 to i64
  %309 = getelementptr inbounds nuw i8, ptr %303, i64 %308
  %310 = load i8, ptr %309, align 1, !tbaa !19, !noalias !18
  %311 = tail call noundef i8 @llvm.umin.i8(i8 %302, i8 %310)
  br label %312

312:                                              ; preds = %307, %301
  %313 = phi i8 [ %302, %301 ], [ %311, %307 ]
  %314 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 22), align 1, !noalias !18
  %315 = icmp eq i8 %314, 0
  %316 = select i1 %128, i1 true, i1 %315
  br i1 %316, label %323, label %317

317:                                              ; preds = %312
  %318 = zext nneg i32 %16 to i64
  %319 = getelementptr inbounds nuw i8, ptr %303, i64 %318
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 1
  %321 = load i8, ptr %320, align 1, !tbaa !19, !noalias !18
  %322 = tail call noundef i8 @llvm.umin.i8(i8 %313, i8 %321)
  br label %323

323:                                              ; preds = %317, %312
  %324 = phi i8 [ %313, %312 ], [ %322, %317 ]
  %325 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 23), align 1, !noalias !18
  %326 = icmp eq i8 %325, 0
  %327 = select i1 %116, i1 true, i1 %326
  br i1 %327, label %334, label %328

328:                                              ; preds = %323
  %329 = zext nneg i32 %16 to i64
  %330 = getelementptr inbounds nuw i8, ptr %303, i64 %329
  %331 = getelementptr inbounds nuw i8, ptr %330, i64 2
  %332 = load i8, ptr %331, align 1, !tbaa !19, !noalias !18
  %333 = tail call noundef i8 @llvm.umin.i8(i8 %324, i8 %332)
  br label %334

334:                                              ; preds = %328, %323
  %335 = phi i8 [ %324, %323 ], [ %333, %328 ]
  %336 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 24), align 1, !tbaa !19, !noalias !18
  %337 = icmp eq i8 %336, 0
  br i1 %337, label %343, label %338

338:                                              ; preds = %334
  %339 = zext nneg i32 %39 to i64
  %340 = getelementptr inbounds nuw i8, ptr %303, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !19, !noalias !18
  %342 = tail call noundef i8 @llvm.umin.i8(i8 %335, i8 %341)
  br label %343

343:                                              ; preds = %338, %334
  %344 = phi i8 [ %342, %338 ], [ %335, %334 ]
  %345 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 25), align 1, !noalias !18
  %346 = icmp eq i8 %345, 0
  %347 = select i1 %116, i1 true, i1 %346
  br i1 %347, label %354, label %348

348:                                              ; preds = %343
  %349 = zext nneg i32 %16 to i64
  %350 = getelementptr inbounds nuw i8, ptr %303, i64 %349
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 4
  %352 = load i8, ptr %351, align 1, !tbaa !19, !noalias !18
  %353 = tail call noundef i8 @llvm.umin.i8(i8 %344, i8 %352)
  br label %354

354:                                              ; preds = %348, %343
  %355 = phi i8 [ %344, %343 ], [ %353, %348 ]
  %356 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 26), align 1, !noalias !18
  %357 = icmp eq i8 %356, 0
  %358 = select i1 %128, i1 true, i1 %357
  br i1 %358, label %365, label %359

359:                                              ; preds = %354
  %360 = zext nneg i32 %16 to i64
  %361 = getelementptr inbounds nuw i8, ptr %303, i64 %360
  %362 = getelementptr inbounds nuw i8, ptr %361, i64 5
  %363 = load i8, ptr %362, align 1, !tbaa !19, !noalias !18
  %364 = tail call noundef i8 @llvm.umin.i8(i8 %355, i8 %363)
  br label %365

365:                                              ; preds = %359, %354
  %366 = phi i8 [ %355, %354 ], [ %364, %359 ]
  %367 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 27), align 1, !noalias !18
  %368 = icmp eq i8 %367, 0
  %369 = select i1 %40, i1 true, i1 %368
  br i1 %369, label %376, label %370

370:                                              ; preds = %365
  %371 = zext nneg i32 %16 to i64
  %372 = getelementptr inbounds nuw i8, ptr %303, i64 %371
  %373 = getelementptr inbounds nuw i8, ptr %372, i64 6
  %374 = load i8, ptr %373, align 1, !tbaa !19, !noalias !18
  %375 = tail call noundef i8 @llvm.umin.i8(i8 %366, i8 %374)
  br label %376

376:                                              ; preds = %370, %365
  %377 = phi i8 [ %366, %365 ], [ %375, %370 ]
  %378 = getelementptr inbounds nuw i8, ptr %42, i64 88
  %379 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 28), align 1, !noalias !18
  %380 = icmp eq i8 %379, 0
  %381 = select i1 %40, i1 true, i1 %380
  br i1 %381, label %387, label %382

382:                                              ; preds = %376
  %383 = zext nneg i32 %16 to i64
  %384 = getelementptr inbounds nuw i8, ptr %378, i64 %383
  %385 = load i8, ptr %384, align 1, !tbaa !19, !noalias !18
  %386 = tail call noundef i8 @llvm.umin.i8(i8 %377, i8 %385)
  br label %387

387:                                              ; preds = %382, %376
  %388 = phi i8 [ %377, %376 ], [ %386, %382 ]
  %389 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 29), align 1, !noalias !18
  %390 = icmp eq i8 %389, 0
  %391 = select i1 %128, i1 true, i1 %390
  br i1 %391, label %398, label %392

392:                                              ; preds = %387
  %393 = zext nneg i32 %16 to i64
  %394 = getelementptr inbounds nuw i8, ptr %378, i64 %393
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 1
  %396 = load i8, ptr %395, align 1, !tbaa !19, !noalias !18
  %397 = tail call noundef i8 @llvm.umin.i8(i8 %388, i8 %396)
  br label %398

398:                                              ; preds = %392, %387
  %399 = phi i8 [ %388, %387 ], [ %397, %392 ]
  %400 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 30), align 1, !noalias !18
  %401 = icmp eq i8 %400, 0
  %402 = select i1 %116, i1 true, i1 %401
  br i1 %402, label %409, label %403

403:                                              ; preds = %398
  %404 = zext nneg i32 %16 to i64
  %405 = getelementptr inbounds nuw i8, ptr %378, i64 %404
  %406 = getelementptr inbounds nuw i8, ptr %405, i64 2
  %407 = load i8, ptr %406, align 1, !tbaa !19, !noalias !18
  %408 = tail call noundef i8 @llvm.umin.i8(i8 %399, i8 %407)
  br label %409

409:                                              ; preds = %403, %398
  %410 = phi i8 [ %399, %398 ], [ %408, %403 ]
  %411 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 31), align 1, !noalias !18
  %412 = icmp eq i8 %411, 0
  %413 = select i1 %116, i1 true, i1 %412
  br i1 %413, label %419, label %414

414:                                              ; preds = %409
  %415 = zext nneg i32 %39 to i64
  %416 = getelementptr inbounds nuw i8, ptr %378, i64 %415
  %417 = load i8, ptr %416, align 1, !tbaa !19, !noalias !18
  %418 = tail call noundef i8 @llvm.umin.i8(i8 %410, i8 %417)
  br label %419

419:                                              ; preds = %414, %409
  %420 = phi i8 [ %410, %409 ], [ %418, %414 ]
  %421 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 32), align 1, !noalias !18
  %422 = icmp eq i8 %421, 0
  %423 = select i1 %116, i1 true, i1 %422
  br i1 %423, label %430, label %424

424:                                              ; preds = %419
  %425 = zext nneg i32 %16 to i64
  %426 = getelementptr inbounds nuw i8, ptr %378, i64 %425
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 4
  %428 = load i8, ptr %427, align 1, !tbaa !19, !noalias !18
  %429 = tail call noundef i8 @llvm.umin.i8(i8 %420, i8 %428)
  br label %430

430:                                              ; preds = %424, %419
  %431 = phi i8 [ %420, %419 ], [ %429, %424 ]
  %432 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 33), align 1, !noalias !18
  %433 = icmp eq i8 %432, 0
  %434 = select i1 %128, i1 true, i1 %433
  br i1 %434, label %441, label %435

435:                                              ; preds = %430
  %436 = zext nneg i32 %16 to i64
  %437 = getelementptr inbounds nuw i8, ptr %378, i64 %436
  %438 = getelementptr inbounds nuw i8, ptr %437, i64 5
  %439 = load i8, ptr %438, align 1, !tbaa !19, !noalias !18
  %440 = tail call noundef i8 @llvm.umin.i8(i8 %431, i8 %439)
  br label %441

441:                                              ; preds = %435, %430
  %442 = phi i8 [ %431, %430 ], [ %440, %435 ]
  %443 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 34), align 1, !noalias !18
  %444 = icmp eq i8 %443, 0
  %445 = select i1 %40, i1 true, i1 %444
  br i1 %445, label %452, label %446

446:                                              ; preds = %441
  %447 = zext nneg i32 %16 to i64
  %448 = getelementptr inbounds nuw i8, ptr %378, i64 %447
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 6
  %450 = load i8, ptr %449, align 1, !tbaa !19, !noalias !18
  %451 = tail call noundef i8 @llvm.umin.i8(i8 %442, i8 %450)
  br label %452

452:                                              ; preds = %446, %441
  %453 = phi i8 [ %442, %441 ], [ %451, %446 ]
  %454 = getelementptr inbounds nuw i8, ptr %42, i64 110
  %455 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 35), align 1, !noalias !18
  %456 = icmp eq i8 %455, 0
  %457 = select i1 %40, i1 true, i1 %456
  br i1 %457, label %463, label %458

458:                                              ; preds = %452
  %459 = zext nneg i32 %16 to i64
  %460 = getelementptr inbounds nuw i8, ptr %454, i64 %459
  %461 = load i8, ptr %460, align 1, !tbaa !19, !noalias !18
  %462 = tail call noundef i8 @llvm.umin.i8(i8 %453, i8 %461)
  br label %463

463:                                              ; preds = %458, %452
  %464 = phi i8 [ %453, %452 ], [ %462, %458 ]
  %465 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 36), align 1, !noalias !18
  %466 = icmp eq i8 %465, 0
  %467 = select i1 %128, i1 true, i1 %466
  br i1 %467, label %474, label %468

468:                                              ; preds = %463
  %469 = zext nneg i32 %16 to i64
  %470 = getelementptr inbounds nuw i8, ptr %454, i64 %469
  %471 = getelementptr inbounds nuw i8, ptr %470, i64 1
  %472 = load i8, ptr %471, align 1, !tbaa !19, !noalias !18
  %473 = tail call noundef i8 @llvm.umin.i8(i8 %464, i8 %472)
  br label %474

474:                                              ; preds = %468, %463
  %475 = phi i8 [ %464, %463 ], [ %473, %468 ]
  %476 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 37), align 1, !noalias !18
  %477 = icmp eq i8 %476, 0
  %478 = select i1 %128, i1 true, i1 %477
  br i1 %478, label %485, label %479

479:                                              ; preds = %474
  %480 = zext nneg i32 %16 to i64
  %481 = getelementptr inbounds nuw i8, ptr %454, i64 %480
  %482 = getelementptr inbounds nuw i8, ptr %481, i64 2
  %483 = load i8, ptr %482, align 1, !tbaa !19, !noalias !18
  %484 = tail call noundef i8 @llvm.umin.i8(i8 %475, i8 %483)
  br label %485

485:                                              ; preds = %479, %474
  %486 = phi i8 [ %475, %474 ], [ %484, %479 ]
  %487 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 38), align 1, !noalias !18
  %488 = icmp eq i8 %487, 0
  %489 = select i1 %128, i1 true, i1 %488
  br i1 %489, label %495, label %490

490:                                              ; preds = %485
  %491 = zext nneg i32 %39 to i64
  %492 = getelementptr inbounds nuw i8, ptr %454, i64 %491
  %493 = load i8, ptr %492, align 1, !tbaa !19, !noalias !18
  %494 = tail call noundef i8 @llvm.umin.i8(i8 %486, i8 %493)
  br label %495

495:                                              ; preds = %490, %485
  %496 = phi i8 [ %486, %485 ], [ %494, %490 ]
  %497 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 39), align 1, !noalias !18
  %498 = icmp eq i8 %497, 0
  %499 = select i1 %128, i1 true, i1 %498
  br i1 %499, label %506, label %500

500:                                              ; preds = %495
  %501 = zext nneg i32 %16 to i64
  %502 = getelementptr inbounds nuw i8, ptr %454, i64 %501
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 4
  %504 = load i8, ptr %503, align 1, !tbaa !19, !noalias !18
  %505 = tail call noundef i8 @llvm.umin.i8(i8 %496, i8 %504)
  br label %506

506:                                              ; preds = %500, %495
  %507 = phi i8 [ %496, %495 ], [ %505, %500 ]
  %508 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 40), align 1, !noalias !18
  %509 = icmp eq i8 %508, 0
  %510 = select i1 %128, i1 true, i1 %509
  br i1 %510, label %517, label %511

511:                                              ; preds = %506
  %512 = zext nneg i32 %16 to i64
  %513 = getelementptr inbounds nuw i8, ptr %454, i64 %512
  %514 = getelementptr inbounds nuw i8, ptr %513, i64 5
  %515 = load i8, ptr %514, align 1, !tbaa !19, !noalias !18
  %516 = tail call noundef i8 @llvm.umin.i8(i8 %507, i8 %515)
  br label %517

517:                                              ; preds = %511, %506
  %518 = phi i8 [ %507, %506 ], [ %516, %511 ]
  %519 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 41), align 1, !noalias !18
  %520 = icmp eq i8 %519, 0
  %521 = select i1 %40, i1 true, i1 %520
  br i1 %521, label %528, label %522

522:                                              ; preds = %517
  %523 = zext nneg i32 %16 to i64
  %524 = getelementptr inbounds nuw i8, ptr %454, i64 %523
  %525 = getelementptr inbounds nuw i8, ptr %524, i64 6
  %526 = load i8, ptr %525, align 1, !tbaa !19, !noalias !18
  %527 = tail call noundef i8 @llvm.umin.i8(i8 %518, i8 %526)
  br label %528

528:                                              ; preds = %522, %517
  %529 = phi i8 [ %518, %517 ], [ %527, %522 ]
  %530 = getelementptr inbounds nuw i8, ptr %42, i64 132
  %531 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 42), align 1, !noalias !18
  %532 = icmp eq i8 %531, 0
  %533 = select i1 %40, i1 true, i1 %532
  br i1 %533, label %539, label %534

534:                                              ; preds = %528
  %535 = zext nneg i32 %16 to i64
  %536 = getelementptr inbounds nuw i8, ptr %530, i64 %535
  %537 = load i8, ptr %536, align 1, !tbaa !19, !noalias !18
  %538 = tail call noundef i8 @llvm.umin.i8(i8 %529, i8 %537)
  br label %539

539:                                              ; preds = %534, %528
  %540 = phi i8 [ %529, %528 ], [ %538, %534 ]
  %541 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 43), align 1, !noalias !18
  %542 = icmp eq i8 %541, 0
  %543 = select i1 %40, i1 true, i1 %542
  br i1 %543, label %550, label %544

544:                                              ; preds = %539
  %545 = zext nneg i32 %16 to i64
  %546 = getelementptr inbounds nuw i8, ptr %530, i64 %545
  %547 = getelementptr inbounds nuw i8, ptr %546, i64 1
  %548 = load i8, ptr %547, align 1, !tbaa !19, !noalias !18
  %549 = tail call noundef i8 @llvm.umin.i8(i8 %540, i8 %548)
  br label %550

550:                                              ; preds = %544, %539
  %551 = phi i8 [ %540, %539 ], [ %549, %544 ]
  %552 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 44), align 1, !noalias !18
  %553 = icmp eq i8 %552, 0
  %554 = select i1 %40, i1 true, i1 %553
  br i1 %554, label %561, label %555

555:                                              ; preds = %550
  %556 = zext nneg i32 %16 to i64
  %557 = getelementptr inbounds nuw i8, ptr %530, i64 %556
  %558 = getelementptr inbounds nuw i8, ptr %557, i64 2
  %559 = load i8, ptr %558, align 1, !tbaa !19, !noalias !18
  %560 = tail call noundef i8 @llvm.umin.i8(i8 %551, i8 %559)
  br label %561

561:                                              ; preds = %555, %550
  %562 = phi i8 [ %551, %550 ], [ %560, %555 ]
  %563 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 45), align 1, !noalias !18
  %564 = icmp eq i8 %563, 0
  %565 = select i1 %40, i1 true, i1 %564
  br i1 %565, label %571, label %566

566:                                              ; preds = %561
  %567 = zext nneg i32 %39 to i64
  %568 = getelementptr inbounds nuw i8, ptr %530, i64 %567
  %569 = load i8, ptr %568, align 1, !tbaa !19, !noalias !18
  %570 = tail call noundef i8 @llvm.umin.i8(i8 %562, i8 %569)
  br label %571

571:                                              ; preds = %566, %561
  %572 = phi i8 [ %562, %561 ], [ %570, %566 ]
  %573 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 46), align 1, !noalias !18
  %574 = icmp eq i8 %573, 0
  %575 = select i1 %40, i1 true, i1 %574
  br i1 %575, label %582, label %576

576:                                              ; preds = %571
  %577 = zext nneg i32 %16 to i64
  %578 = getelementptr inbounds nuw i8, ptr %530, i64 %577
  %579 = getelementptr inbounds nuw i8, ptr %578, i64 4
  %580 = load i8, ptr %579, align 1, !tbaa !19, !noalias !18
  %581 = tail call noundef i8 @llvm.umin.i8(i8 %572, i8 %580)
  br label %582

582:                                              ; preds = %576, %571
  %583 = phi i8 [ %572, %571 ], [ %581, %576 ]
  %584 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 47), align 1, !noalias !18
  %585 = icmp eq i8 %584, 0
  %586 = select i1 %40, i1 true, i1 %585
  br i1 %586, label %593, label %587

587:                                              ; preds = %582
  %588 = zext nneg i32 %16 to i64
  %589 = getelementptr inbounds nuw i8, ptr %530, i64 %588
  %590 = getelementptr inbounds nuw i8, ptr %589, i64 5
  %591 = load i8, ptr %590, align 1, !tbaa !19, !noalias !18
  %592 = tail call noundef i8 @llvm.umin.i8(i8 %583, i8 %591)
  br label %593

593:                                              ; preds = %587, %582
  %594 = phi i8 [ %583, %582 ], [ %592, %587 ]
  %595 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 48), align 1, !noalias !18
  %596 = icmp eq i8 %595, 0
  %597 = select i1 %40, i1 true, i1 %596
  br i1 %597, label %604, label %598

598:                                              ; preds = %593
  %599 = zext nneg i32 %16 to i64
  %600 = getelementptr inbounds nuw i8, ptr %530, i64 %599
  %601 = getelementptr inbounds nuw i8, ptr %600, i64 6
  %602 = load i8, ptr %601, align 1, !tbaa !19, !noalias !18
  %603 = tail call noundef i8 @llvm.umin.i8(i8 %594, i8 %602)
  br label %604

604:                                              ; preds = %598, %593
  %605 = phi i8 [ %594, %593 ], [ %603, %598 ]
  %606 = zext nneg i32 %30 to i64
  %607 = sext i32 %4 to i64
  %608 = mul nsw i64 %607, %606
  %609 = sext i32 %29 to i64
  %610 = getelementptr i8, ptr %1, i64 %608
  %611 = getelementptr i8, ptr %610, i64 %609
  store i8 %605, ptr %611, align 1, !tbaa !19, !alias.scope !14, !noalias !11
  br label %612

612:                                              ; preds = %28, %604
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @morph_dilate(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 52), align 4, !tbaa !16, !noalias !27
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 4
  %9 = add i32 %8, -3
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 4
  %12 = add nsw i32 %11, -3
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul nuw nsw i32 %14, %18
  %20 = icmp sgt i32 %2, 0
  %21 = icmp sgt i32 %3, 0
  %22 = and i1 %20, %21
  %23 = icmp sge i32 %4, %2
  %24 = and i1 %22, %23
  %25 = icmp samesign ult i32 %17, 484
  br i1 %25, label %26, label %28

26:                                               ; preds = %5
  %27 = sext i32 %4 to i64
  br label %46

28:                                               ; preds = %70, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %29 = add i32 %8, %16
  %30 = add nuw nsw i32 %11, %13
  %31 = or i32 %13, %16
  %32 = icmp samesign ult i32 %31, 16
  %33 = icmp slt i32 %29, %2
  %34 = and i1 %32, %33
  %35 = icmp slt i32 %30, %3
  %36 = and i1 %34, %35
  %37 = and i1 %36, %24
  br i1 %37, label %38, label %612

38:                                               ; preds = %28
  %39 = add nuw nsw i32 %16, 3
  %40 = icmp slt i32 %6, 3
  %41 = zext nneg i32 %13 to i64
  %42 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %41
  %43 = load i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), align 1, !noalias !27
  %44 = icmp eq i8 %43, 0
  %45 = select i1 %40, i1 true, i1 %44
  br i1 %45, label %82, label %78

46:                                               ; preds = %70, %26
  %47 = phi i32 [ %17, %26 ], [ %76, %70 ]
  %48 = trunc nuw nsw i32 %47 to i16
  %49 = freeze i16 %48
  %50 = udiv i16 %49, 22
  %51 = mul i16 %50, 22
  %52 = sub i16 %49, %51
  %53 = zext nneg i16 %52 to i32
  %54 = add nsw i32 %9, %53
  %55 = icmp sgt i32 %54, -1
  %56 = select i1 %24, i1 %55, i1 false
  br i1 %56, label %57, label %70

57:                                               ; preds = %46
  %58 = zext nneg i16 %50 to i32
  %59 = add nsw i32 %12, %58
  %60 = icmp samesign ult i32 %54, %2
  %61 = icmp ult i32 %59, %3
  %62 = select i1 %60, i1 %61, i1 false
  br i1 %62, label %63, label %70

63:                                               ; preds = %57
  %64 = zext nneg i32 %59 to i64
  %65 = mul nsw i64 %64, %27
  %66 = getelementptr i8, ptr %0, i64 %65
  %67 = zext nneg i32 %54 to i64
  %68 = getelementptr i8, ptr %66, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !19, !alias.scope !22, !noalias !25
  br label %70

70:                                               ; preds = %63, %57, %46
  %71 = phi i8 [ %69, %63 ], [ 0, %46 ], [ 0, %57 ]
  %72 = zext nneg i16 %50 to i64
  %73 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %72
  %74 = zext nneg i16 %52 to i64
  %75 = getelementptr inbounds nuw i8, ptr %73, i64 %74
  store i8 %71, ptr %75, align 1, !tbaa !19, !noalias !27
  %76 = add nuw nsw i32 %47, %19
  %77 = icmp samesign ult i32 %76, 484
  br i1 %77, label %46, label %28, !llvm.loop !28

78:                                               ; preds = %38
  %79 = zext nneg i32 %16 to i64
  %80 = getelementptr inbounds nuw i8, ptr %42, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !19, !noalias !27
  br label %82

82:                                               ; preds = %78, %38
  %83 = phi i8 [ 0, %38 ], [ %81, %78 ]
  %84 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 1), align 1, !noalias !27
  %85 = icmp eq i8 %84, 0
  %86 = select i1 %40, i1 true, i1 %85
  br i1 %86, label %93, label %87

87:                                               ; preds = %82
  %88 = zext nneg i32 %16 to i64
  %89 = getelementptr inbounds nuw i8, ptr %42, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 1
  %91 = load i8, ptr %90, align 1, !tbaa !19, !noalias !27
  %92 = tail call noundef i8 @llvm.umax.i8(i8 %83, i8 %91)
  br label %93

93:                                               ; preds = %87, %82
  %94 = phi i8 [ %83, %82 ], [ %92, %87 ]
  %95 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 2), align 1, !noalias !27
  %96 = icmp eq i8 %95, 0
  %97 = select i1 %40, i1 true, i1 %96
  br i1 %97, label %104, label %98

98:                                               ; preds = %93
  %99 = zext nneg i32 %16 to i64
  %100 = getelementptr inbounds nuw i8, ptr %42, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 2
  %102 = load i8, ptr %101, align 1, !tbaa !19, !noalias !27
  %103 = tail call noundef i8 @llvm.umax.i8(i8 %94, i8 %102)
  br label %104

104:                                              ; preds = %98, %93
  %105 = phi i8 [ %94, %93 ], [ %103, %98 ]
  %106 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 3), align 1, !noalias !27
  %107 = icmp eq i8 %106, 0
  %108 = select i1 %40, i1 true, i1 %107
  br i1 %108, label %114, label %109

109:                                              ; preds = %104
  %110 = zext nneg i32 %39 to i64
  %111 = getelementptr inbounds nuw i8, ptr %42, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !19, !noalias !27
  %113 = tail call noundef i8 @llvm.umax.i8(i8 %105, i8 %112)
  br label %114

114:                                              ; preds = %109, %104
  %115 = phi i8 [ %105, %104 ], [ %113, %109 ]
  %116 = icmp slt i32 %6, 1
  %117 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 4), align 1, !noalias !27
  %118 = icmp eq i8 %117, 0
  %119 = select i1 %40, i1 true, i1 %118
  br i1 %119, label %126, label %120

120:                                              ; preds = %114
  %121 = zext nneg i32 %16 to i64
  %122 = getelementptr inbounds nuw i8, ptr %42, i64 %121
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 4
  %124 = load i8, ptr %123, align 1, !tbaa !19, !noalias !27
  %125 = tail call noundef i8 @llvm.umax.i8(i8 %115, i8 %124)
  br label %126

126:                                              ; preds = %120, %114
  %127 = phi i8 [ %115, %114 ], [ %125, %120 ]
  %128 = icmp slt i32 %6, 2
  %129 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 5), align 1, !noalias !27
  %130 = icmp eq i8 %129, 0
  %131 = select i1 %40, i1 true, i1 %130
  br i1 %131, label %138, label %132

132:                                              ; preds = %126
  %133 = zext nneg i32 %16 to i64
  %134 = getelementptr inbounds nuw i8, ptr %42, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 5
  %136 = load i8, ptr %135, align 1, !tbaa !19, !noalias !27
  %137 = tail call noundef i8 @llvm.umax.i8(i8 %127, i8 %136)
  br label %138

138:                                              ; preds = %132, %126
  %139 = phi i8 [ %127, %126 ], [ %137, %132 ]
  %140 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 6), align 1, !noalias !27
  %141 = icmp eq i8 %140, 0
  %142 = select i1 %40, i1 true, i1 %141
  br i1 %142, label %149, label %143

143:                                              ; preds = %138
  %144 = zext nneg i32 %16 to i64
  %145 = getelementptr inbounds nuw i8, ptr %42, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 6
  %147 = load i8, ptr %146, align 1, !tbaa !19, !noalias !27
  %148 = tail call noundef i8 @llvm.umax.i8(i8 %139, i8 %147)
  br label %149

149:                                              ; preds = %143, %138
  %150 = phi i8 [ %139, %138 ], [ %148, %143 ]
  %151 = getelementptr inbounds nuw i8, ptr %42, i64 22
  %152 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 7), align 1, !noalias !27
  %153 = icmp eq i8 %152, 0
  %154 = select i1 %40, i1 true, i1 %153
  br i1 %154, label %160, label %155

155:                                              ; preds = %149
  %156 = zext nneg i32 %16 to i64
  %157 = getelementptr inbounds nuw i8, ptr %151, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !19, !noalias !27
  %159 = tail call noundef i8 @llvm.umax.i8(i8 %150, i8 %158)
  br label %160

160:                                              ; preds = %155, %149
  %161 = phi i8 [ %150, %149 ], [ %159, %155 ]
  %162 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 8), align 1, !noalias !27
  %163 = icmp eq i8 %162, 0
  %164 = select i1 %128, i1 true, i1 %163
  br i1 %164, label %171, label %165

165:                                              ; preds = %160
  %166 = zext nneg i32 %16 to i64
  %167 = getelementptr inbounds nuw i8, ptr %151, i64 %166
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 1
  %169 = load i8, ptr %168, align 1, !tbaa !19, !noalias !27
  %170 = tail call noundef i8 @llvm.umax.i8(i8 %161, i8 %169)
  br label %171

171:                                              ; preds = %165, %160
  %172 = phi i8 [ %161, %160 ], [ %170, %165 ]
  %173 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 9), align 1, !noalias !27
  %174 = icmp eq i8 %173, 0
  %175 = select i1 %128, i1 true, i1 %174
  br i1 %175, label %182, label %176

176:                                              ; preds = %171
  %177 = zext nneg i32 %16 to i64
  %178 = getelementptr inbounds nuw i8, ptr %151, i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 2
  %180 = load i8, ptr %179, align 1, !tbaa !19, !noalias !27
  %181 = tail call noundef i8 @llvm.umax.i8(i8 %172, i8 %180)
  br label %182

182:                                              ; preds = %176, %171
  %183 = phi i8 [ %172, %171 ], [ %181, %176 ]
  %184 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 10), align 1, !noalias !27
  %185 = icmp eq i8 %184, 0
  %186 = select i1 %128, i1 true, i1 %185
  br i1 %186, label %192, label %187

187:                                              ; preds = %182
  %188 = zext nneg i32 %39 to i64
  %189 = getelementptr inbounds nuw i8, ptr %151, i64 %188
  %190 = load i8, ptr %189, align 1, !tbaa !19, !noalias !27
  %191 = tail call noundef i8 @llvm.umax.i8(i8 %183, i8 %190)
  br label %192

192:                                              ; preds = %187, %182
  %193 = phi i8 [ %183, %182 ], [ %191, %187 ]
  %194 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 11), align 1, !noalias !27
  %195 = icmp eq i8 %194, 0
  %196 = select i1 %128, i1 true, i1 %195
  br i1 %196, label %203, label %197

197:                                              ; preds = %192
  %198 = zext nneg i32 %16 to i64
  %199 = getelementptr inbounds nuw i8, ptr %151, i64 %198
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 4
  %201 = load i8, ptr %200, align 1, !tbaa !19, !noalias !27
  %202 = tail call noundef i8 @llvm.umax.i8(i8 %193, i8 %201)
  br label %203

203:                                              ; preds = %197, %192
  %204 = phi i8 [ %193, %192 ], [ %202, %197 ]
  %205 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 12), align 1, !noalias !27
  %206 = icmp eq i8 %205, 0
  %207 = select i1 %128, i1 true, i1 %206
  br i1 %207, label %214, label %208

208:                                              ; preds = %203
  %209 = zext nneg i32 %16 to i64
  %210 = getelementptr inbounds nuw i8, ptr %151, i64 %209
  %211 = getelementptr inbounds nuw i8, ptr %210, i64 5
  %212 = load i8, ptr %211, align 1, !tbaa !19, !noalias !27
  %213 = tail call noundef i8 @llvm.umax.i8(i8 %204, i8 %212)
  br label %214

214:                                              ; preds = %208, %203
  %215 = phi i8 [ %204, %203 ], [ %213, %208 ]
  %216 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 13), align 1, !noalias !27
  %217 = icmp eq i8 %216, 0
  %218 = select i1 %40, i1 true, i1 %217
  br i1 %218, label %225, label %219

219:                                              ; preds = %214
  %220 = zext nneg i32 %16 to i64
  %221 = getelementptr inbounds nuw i8, ptr %151, i64 %220
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 6
  %223 = load i8, ptr %222, align 1, !tbaa !19, !noalias !27
  %224 = tail call noundef i8 @llvm.umax.i8(i8 %215, i8 %223)
  br label %225

225:                                              ; preds = %219, %214
  %226 = phi i8 [ %215, %214 ], [ %224, %219 ]
  %227 = getelementptr inbounds nuw i8, ptr %42, i64 44
  %228 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 14), align 1, !noalias !27
  %229 = icmp eq i8 %228, 0
  %230 = select i1 %40, i1 true, i1 %229
  br i1 %230, label %236, label %231

231:                                              ; preds = %225
  %232 = zext nneg i32 %16 to i64
  %233 = getelementptr inbounds nuw i8, ptr %227, i64 %232
  %234 = load i8, ptr %233, align 1, !tbaa !19, !noalias !27
  %235 = tail call noundef i8 @llvm.umax.i8(i8 %226, i8 %234)
  br label %236

236:                                              ; preds = %231, %225
  %237 = phi i8 [ %226, %225 ], [ %235, %231 ]
  %238 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 15), align 1, !noalias !27
  %239 = icmp eq i8 %238, 0
  %240 = select i1 %128, i1 true, i1 %239
  br i1 %240, label %247, label %241

241:                                              ; preds = %236
  %242 = zext nneg i32 %16 to i64
  %243 = getelementptr inbounds nuw i8, ptr %227, i64 %242
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 1
  %245 = load i8, ptr %244, align 1, !tbaa !19, !noalias !27
  %246 = tail call noundef i8 @llvm.umax.i8(i8 %237, i8 %245)
  br label %247

247:                                              ; preds = %241, %236
  %248 = phi i8 [ %237, %236 ], [ %246, %241 ]
  %249 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 16), align 1, !noalias !27
  %250 = icmp eq i8 %249, 0
  %251 = select i1 %116, i1 true, i1 %250
  br i1 %251, label %258, label %252

252:                                              ; preds = %247
  %253 = zext nneg i32 %16 to i64
  %254 = getelementptr inbounds nuw i8, ptr %227, i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 2
  %256 = load i8, ptr %255, align 1, !tbaa !19, !noalias !27
  %257 = tail call noundef i8 @llvm.umax.i8(i8 %248, i8 %256)
  br label %258

258:                                              ; preds = %252, %247
  %259 = phi i8 [ %248, %247 ], [ %257, %252 ]
  %260 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 17), align 1, !noalias !27
  %261 = icmp eq i8 %260, 0
  %262 = select i1 %116, i1 true, i1 %261
  br i1 %262, label %268, label %263

263:                                              ; preds = %258
  %264 = zext nneg i32 %39 to i64
  %265 = getelementptr inbounds nuw i8, ptr %227, i64 %264
  %266 = load i8, ptr %265, align 1, !tbaa !19, !noalias !27
  %267 = tail call noundef i8 @llvm.umax.i8(i8 %259, i8 %266)
  br label %268

268:                                              ; preds = %263, %258
  %269 = phi i8 [ %259, %258 ], [ %267, %263 ]
  %270 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 18), align 1, !noalias !27
  %271 = icmp eq i8 %270, 0
  %272 = select i1 %116, i1 true, i1 %271
  br i1 %272, label %279, label %273

273:                                              ; preds = %268
  %274 = zext nneg i32 %16 to i64
  %275 = getelementptr inbounds nuw i8, ptr %227, i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 4
  %277 = load i8, ptr %276, align 1, !tbaa !19, !noalias !27
  %278 = tail call noundef i8 @llvm.umax.i8(i8 %269, i8 %277)
  br label %279

279:                                              ; preds = %273, %268
  %280 = phi i8 [ %269, %268 ], [ %278, %273 ]
  %281 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 19), align 1, !noalias !27
  %282 = icmp eq i8 %281, 0
  %283 = select i1 %128, i1 true, i1 %282
  br i1 %283, label %290, label %284

284:                                              ; preds = %279
  %285 = zext nneg i32 %16 to i64
  %286 = getelementptr inbounds nuw i8, ptr %227, i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 5
  %288 = load i8, ptr %287, align 1, !tbaa !19, !noalias !27
  %289 = tail call noundef i8 @llvm.umax.i8(i8 %280, i8 %288)
  br label %290

290:                                              ; preds = %284, %279
  %291 = phi i8 [ %280, %279 ], [ %289, %284 ]
  %292 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 20), align 1, !noalias !27
  %293 = icmp eq i8 %292, 0
  %294 = select i1 %40, i1 true, i1 %293
  br i1 %294, label %301, label %295

295:                                              ; preds = %290
  %296 = zext nneg i32 %16 to i64
  %297 = getelementptr inbounds nuw i8, ptr %227, i64 %296
  %298 = getelementptr inbounds nuw i8, ptr %297, i64 6
  %299 = load i8, ptr %298, align 1, !tbaa !19, !noalias !27
  %300 = tail call noundef i8 @llvm.umax.i8(i8 %291, i8 %299)
  br label %301

301:                                              ; preds = %295, %290
  %302 = phi i8 [ %291, %290 ], [ %300, %295 ]
  %303 = getelementptr inbounds nuw i8, ptr %42, i64 66
  %304 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 21), align 1, !noalias !27
  %305 = icmp eq i8 %304, 0
  %306 = select i1 %40, i1 true, i1 %305
  br i1 %306, label %312, label %307

307:                                              ; preds = %301
  %308 = zext nneg i32 %16 to i64
  %309 = getelementptr inbounds nuw i8, ptr %303, i64 %308
  %310 = load i8, ptr %309, align 1, !tbaa !19, !noalias !27
  %311 = tail call noundef i8 @llvm.umax.i8(i8 %302, i8 %310)
  br label %312

312:                                              ; preds = %307, %301
  %313 = phi i8 [ %302, %301 ], [ %311, %307 ]
  %314 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 22), align 1, !noalias !27
  %315 = icmp eq i8 %314, 0
  %316 = select i1 %128, i1 true, i1 %315
  br i1 %316, label %323, label %317

317:                                              ; preds = %312
  %318 = zext nneg i32 %16 to i64
  %319 = getelementptr inbounds nuw i8, ptr %303, i64 %318
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 1
  %321 = load i8, ptr %320, align 1, !tbaa !19, !noalias !27
  %322 = tail call noundef i8 @llvm.umax.i8(i8 %313, i8 %321)
  br label %323

323:                                              ; preds = %317, %312
  %324 = phi i8 [ %313, %312 ], [ %322, %317 ]
  %325 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 23), align 1, !noalias !27
  %326 = icmp eq i8 %325, 0
  %327 = select i1 %116, i1 true, i1 %326
  br i1 %327, label %334, label %328

328:                                              ; preds = %323
  %329 = zext nneg i32 %16 to i64
  %330 = getelementptr inbounds nuw i8, ptr %303, i64 %329
  %331 = getelementptr inbounds nuw i8, ptr %330, i64 2
  %332 = load i8, ptr %331, align 1, !tbaa !19, !noalias !27
  %333 = tail call noundef i8 @llvm.umax.i8(i8 %324, i8 %332)
  br label %334

334:                                              ; preds = %328, %323
  %335 = phi i8 [ %324, %323 ], [ %333, %328 ]
  %336 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 24), align 1, !tbaa !19, !noalias !27
  %337 = icmp eq i8 %336, 0
  br i1 %337, label %343, label %338

338:                                              ; preds = %334
  %339 = zext nneg i32 %39 to i64
  %340 = getelementptr inbounds nuw i8, ptr %303, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !19, !noalias !27
  %342 = tail call noundef i8 @llvm.umax.i8(i8 %335, i8 %341)
  br label %343

343:                                              ; preds = %338, %334
  %344 = phi i8 [ %342, %338 ], [ %335, %334 ]
  %345 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 25), align 1, !noalias !27
  %346 = icmp eq i8 %345, 0
  %347 = select i1 %116, i1 true, i1 %346
  br i1 %347, label %354, label %348

348:                                              ; preds = %343
  %349 = zext nneg i32 %16 to i64
  %350 = getelementptr inbounds nuw i8, ptr %303, i64 %349
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 4
  %352 = load i8, ptr %351, align 1, !tbaa !19, !noalias !27
  %353 = tail call noundef i8 @llvm.umax.i8(i8 %344, i8 %352)
  br label %354

354:                                              ; preds = %348, %343
  %355 = phi i8 [ %344, %343 ], [ %353, %348 ]
  %356 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 26), align 1, !noalias !27
  %357 = icmp eq i8 %356, 0
  %358 = select i1 %128, i1 true, i1 %357
  br i1 %358, label %365, label %359

359:                                              ; preds = %354
  %360 = zext nneg i32 %16 to i64
  %361 = getelementptr inbounds nuw i8, ptr %303, i64 %360
  %362 = getelementptr inbounds nuw i8, ptr %361, i64 5
  %363 = load i8, ptr %362, align 1, !tbaa !19, !noalias !27
  %364 = tail call noundef i8 @llvm.umax.i8(i8 %355, i8 %363)
  br label %365

365:                                              ; preds = %359, %354
  %366 = phi i8 [ %355, %354 ], [ %364, %359 ]
  %367 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 27), align 1, !noalias !27
  %368 = icmp eq i8 %367, 0
  %369 = select i1 %40, i1 true, i1 %368
  br i1 %369, label %376, label %370

370:                                              ; preds = %365
  %371 = zext nneg i32 %16 to i64
  %372 = getelementptr inbounds nuw i8, ptr %303, i64 %371
  %373 = getelementptr inbounds nuw i8, ptr %372, i64 6
  %374 = load i8, ptr %373, align 1, !tbaa !19, !noalias !27
  %375 = tail call noundef i8 @llvm.umax.i8(i8 %366, i8 %374)
  br label %376

376:                                              ; preds = %370, %365
  %377 = phi i8 [ %366, %365 ], [ %375, %370 ]
  %378 = getelementptr inbounds nuw i8, ptr %42, i64 88
  %379 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 28), align 1, !noalias !27
  %380 = icmp eq i8 %379, 0
  %381 = select i1 %40, i1 true, i1 %380
  br i1 %381, label %387, label %382

382:                                              ; preds = %376
  %383 = zext nneg i32 %16 to i64
  %384 = getelementptr inbounds nuw i8, ptr %378, i64 %383
  %385 = load i8, ptr %384, align 1, !tbaa !19, !noalias !27
  %386 = tail call noundef i8 @llvm.umax.i8(i8 %377, i8 %385)
  br label %387

387:                                              ; preds = %382, %376
  %388 = phi i8 [ %377, %376 ], [ %386, %382 ]
  %389 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 29), align 1, !noalias !27
  %390 = icmp eq i8 %389, 0
  %391 = select i1 %128, i1 true, i1 %390
  br i1 %391, label %398, label %392

392:                                              ; preds = %387
  %393 = zext nneg i32 %16 to i64
  %394 = getelementptr inbounds nuw i8, ptr %378, i64 %393
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 1
  %396 = load i8, ptr %395, align 1, !tbaa !19, !noalias !27
  %397 = tail call noundef i8 @llvm.umax.i8(i8 %388, i8 %396)
  br label %398

398:                                              ; preds = %392, %387
  %399 = phi i8 [ %388, %387 ], [ %397, %392 ]
  %400 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 30), align 1, !noalias !27
  %401 = icmp eq i8 %400, 0
  %402 = select i1 %116, i1 true, i1 %401
  br i1 %402, label %409, label %403

403:                                              ; preds = %398
  %404 = zext nneg i32 %16 to i64
  %405 = getelementptr inbounds nuw i8, ptr %378, i64 %404
  %406 = getelementptr inbounds nuw i8, ptr %405, i64 2
  %407 = load i8, ptr %406, align 1, !tbaa !19, !noalias !27
  %408 = tail call noundef i8 @llvm.umax.i8(i8 %399, i8 %407)
  br label %409

409:                                              ; preds = %403, %398
  %410 = phi i8 [ %399, %398 ], [ %408, %403 ]
  %411 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 31), align 1, !noalias !27
  %412 = icmp eq i8 %411, 0
  %413 = select i1 %116, i1 true, i1 %412
  br i1 %413, label %419, label %414

414:                                              ; preds = %409
  %415 = zext nneg i32 %39 to i64
  %416 = getelementptr inbounds nuw i8, ptr %378, i64 %415
  %417 = load i8, ptr %416, align 1, !tbaa !19, !noalias !27
  %418 = tail call noundef i8 @llvm.umax.i8(i8 %410, i8 %417)
  br label %419

419:                                              ; preds = %414, %409
  %420 = phi i8 [ %410, %409 ], [ %418, %414 ]
  %421 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 32), align 1, !noalias !27
  %422 = icmp eq i8 %421, 0
  %423 = select i1 %116, i1 true, i1 %422
  br i1 %423, label %430, label %424

424:                                              ; preds = %419
  %425 = zext nneg i32 %16 to i64
  %426 = getelementptr inbounds nuw i8, ptr %378, i64 %425
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 4
  %428 = load i8, ptr %427, align 1, !tbaa !19, !noalias !27
  %429 = tail call noundef i8 @llvm.umax.i8(i8 %420, i8 %428)
  br label %430

430:                                              ; preds = %424, %419
  %431 = phi i8 [ %420, %419 ], [ %429, %424 ]
  %432 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 33), align 1, !noalias !27
  %433 = icmp eq i8 %432, 0
  %434 = select i1 %128, i1 true, i1 %433
  br i1 %434, label %441, label %435

435:                                              ; preds = %430
  %436 = zext nneg i32 %16 to i64
  %437 = getelementptr inbounds nuw i8, ptr %378, i64 %436
  %438 = getelementptr inbounds nuw i8, ptr %437, i64 5
  %439 = load i8, ptr %438, align 1, !tbaa !19, !noalias !27
  %440 = tail call noundef i8 @llvm.umax.i8(i8 %431, i8 %439)
  br label %441

441:                                              ; preds = %435, %430
  %442 = phi i8 [ %431, %430 ], [ %440, %435 ]
  %443 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 34), align 1, !noalias !27
  %444 = icmp eq i8 %443, 0
  %445 = select i1 %40, i1 true, i1 %444
  br i1 %445, label %452, label %446

446:                                              ; preds = %441
  %447 = zext nneg i32 %16 to i64
  %448 = getelementptr inbounds nuw i8, ptr %378, i64 %447
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 6
  %450 = load i8, ptr %449, align 1, !tbaa !19, !noalias !27
  %451 = tail call noundef i8 @llvm.umax.i8(i8 %442, i8 %450)
  br label %452

452:                                              ; preds = %446, %441
  %453 = phi i8 [ %442, %441 ], [ %451, %446 ]
  %454 = getelementptr inbounds nuw i8, ptr %42, i64 110
  %455 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 35), align 1, !noalias !27
  %456 = icmp eq i8 %455, 0
  %457 = select i1 %40, i1 true, i1 %456
  br i1 %457, label %463, label %458

458:                                              ; preds = %452
  %459 = zext nneg i32 %16 to i64
  %460 = getelementptr inbounds nuw i8, ptr %454, i64 %459
  %461 = load i8, ptr %460, align 1, !tbaa !19, !noalias !27
  %462 = tail call noundef i8 @llvm.umax.i8(i8 %453, i8 %461)
  br label %463

463:                                              ; preds = %458, %452
  %464 = phi i8 [ %453, %452 ], [ %462, %458 ]
  %465 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 36), align 1, !noalias !27
  %466 = icmp eq i8 %465, 0
  %467 = select i1 %128, i1 true, i1 %466
  br i1 %467, label %474, label %468

468:                                              ; preds = %463
  %469 = zext nneg i32 %16 to i64
  %470 = getelementptr inbounds nuw i8, ptr %454, i64 %469
  %471 = getelementptr inbounds nuw i8, ptr %470, i64 1
  %472 = load i8, ptr %471, align 1, !tbaa !19, !noalias !27
  %473 = tail call noundef i8 @llvm.umax.i8(i8 %464, i8 %472)
  br label %474

474:                                              ; preds = %468, %463
  %475 = phi i8 [ %464, %463 ], [ %473, %468 ]
  %476 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 37), align 1, !noalias !27
  %477 = icmp eq i8 %476, 0
  %478 = select i1 %128, i1 true, i1 %477
  br i1 %478, label %485, label %479

479:                                              ; preds = %474
  %480 = zext nneg i32 %16 to i64
  %481 = getelementptr inbounds nuw i8, ptr %454, i64 %480
  %482 = getelementptr inbounds nuw i8, ptr %481, i64 2
  %483 = load i8, ptr %482, align 1, !tbaa !19, !noalias !27
  %484 = tail call noundef i8 @llvm.umax.i8(i8 %475, i8 %483)
  br label %485

485:                                              ; preds = %479, %474
  %486 = phi i8 [ %475, %474 ], [ %484, %479 ]
  %487 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 38), align 1, !noalias !27
  %488 = icmp eq i8 %487, 0
  %489 = select i1 %128, i1 true, i1 %488
  br i1 %489, label %495, label %490

490:                                              ; preds = %485
  %491 = zext nneg i32 %39 to i64
  %492 = getelementptr inbounds nuw i8, ptr %454, i64 %491
  %493 = load i8, ptr %492, align 1, !tbaa !19, !noalias !27
  %494 = tail call noundef i8 @llvm.umax.i8(i8 %486, i8 %493)
  br label %495

495:                                              ; preds = %490, %485
  %496 = phi i8 [ %486, %485 ], [ %494, %490 ]
  %497 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 39), align 1, !noalias !27
  %498 = icmp eq i8 %497, 0
  %499 = select i1 %128, i1 true, i1 %498
  br i1 %499, label %506, label %500

500:                                              ; preds = %495
  %501 = zext nneg i32 %16 to i64
  %502 = getelementptr inbounds nuw i8, ptr %454, i64 %501
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 4
  %504 = load i8, ptr %503, align 1, !tbaa !19, !noalias !27
  %505 = tail call noundef i8 @llvm.umax.i8(i8 %496, i8 %504)
  br label %506

506:                                              ; preds = %500, %495
  %507 = phi i8 [ %496, %495 ], [ %505, %500 ]
  %508 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 40), align 1, !noalias !27
  %509 = icmp eq i8 %508, 0
  %510 = select i1 %128, i1 true, i1 %509
  br i1 %510, label %517, label %511

511:                                              ; preds = %506
  %512 = zext nneg i32 %16 to i64
  %513 = getelementptr inbounds nuw i8, ptr %454, i64 %512
  %514 = getelementptr inbounds nuw i8, ptr %513, i64 5
  %515 = load i8, ptr %514, align 1, !tbaa !19, !noalias !27
  %516 = tail call noundef i8 @llvm.umax.i8(i8 %507, i8 %515)
  br label %517

517:                                              ; preds = %511, %506
  %518 = phi i8 [ %507, %506 ], [ %516, %511 ]
  %519 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 41), align 1, !noalias !27
  %520 = icmp eq i8 %519, 0
  %521 = select i1 %40, i1 true, i1 %520
  br i1 %521, label %528, label %522

522:                                              ; preds = %517
  %523 = zext nneg i32 %16 to i64
  %524 = getelementptr inbounds nuw i8, ptr %454, i64 %523
  %525 = getelementptr inbounds nuw i8, ptr %524, i64 6
  %526 = load i8, ptr %525, align 1, !tbaa !19, !noalias !27
  %527 = tail call noundef i8 @llvm.umax.i8(i8 %518, i8 %526)
  br label %528

528:                                              ; preds = %522, %517
  %529 = phi i8 [ %518, %517 ], [ %527, %522 ]
  %530 = getelementptr inbounds nuw i8, ptr %42, i64 132
  %531 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 42), align 1, !noalias !27
  %532 = icmp eq i8 %531, 0
  %533 = select i1 %40, i1 true, i1 %532
  br i1 %533, label %539, label %534

534:                                              ; preds = %528
  %535 = zext nneg i32 %16 to i64
  %536 = getelementptr inbounds nuw i8, ptr %530, i64 %535
  %537 = load i8, ptr %536, align 1, !tbaa !19, !noalias !27
  %538 = tail call noundef i8 @llvm.umax.i8(i8 %529, i8 %537)
  br label %539

539:                                              ; preds = %534, %528
  %540 = phi i8 [ %529, %528 ], [ %538, %534 ]
  %541 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 43), align 1, !noalias !27
  %542 = icmp eq i8 %541, 0
  %543 = select i1 %40, i1 true, i1 %542
  br i1 %543, label %550, label %544

544:                                              ; preds = %539
  %545 = zext nneg i32 %16 to i64
  %546 = getelementptr inbounds nuw i8, ptr %530, i64 %545
  %547 = getelementptr inbounds nuw i8, ptr %546, i64 1
  %548 = load i8, ptr %547, align 1, !tbaa !19, !noalias !27
  %549 = tail call noundef i8 @llvm.umax.i8(i8 %540, i8 %548)
  br label %550

550:                                              ; preds = %544, %539
  %551 = phi i8 [ %540, %539 ], [ %549, %544 ]
  %552 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 44), align 1, !noalias !27
  %553 = icmp eq i8 %552, 0
  %554 = select i1 %40, i1 true, i1 %553
  br i1 %554, label %561, label %555

555:                                              ; preds = %550
  %556 = zext nneg i32 %16 to i64
  %557 = getelementptr inbounds nuw i8, ptr %530, i64 %556
  %558 = getelementptr inbounds nuw i8, ptr %557, i64 2
  %559 = load i8, ptr %558, align 1, !tbaa !19, !noalias !27
  %560 = tail call noundef i8 @llvm.umax.i8(i8 %551, i8 %559)
  br label %561

561:                                              ; preds = %555, %550
  %562 = phi i8 [ %551, %550 ], [ %560, %555 ]
  %563 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 45), align 1, !noalias !27
  %564 = icmp eq i8 %563, 0
  %565 = select i1 %40, i1 true, i1 %564
  br i1 %565, label %571, label %566

566:                                              ; preds = %561
  %567 = zext nneg i32 %39 to i64
  %568 = getelementptr inbounds nuw i8, ptr %530, i64 %567
  %569 = load i8, ptr %568, align 1, !tbaa !19, !noalias !27
  %570 = tail call noundef i8 @llvm.umax.i8(i8 %562, i8 %569)
  br label %571

571:                                              ; preds = %566, %561
  %572 = phi i8 [ %562, %561 ], [ %570, %566 ]
  %573 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 46), align 1, !noalias !27
  %574 = icmp eq i8 %573, 0
  %575 = select i1 %40, i1 true, i1 %574
  br i1 %575, label %582, label %576

576:                                              ; preds = %571
  %577 = zext nneg i32 %16 to i64
  %578 = getelementptr inbounds nuw i8, ptr %530, i64 %577
  %579 = getelementptr inbounds nuw i8, ptr %578, i64 4
  %580 = load i8, ptr %579, align 1, !tbaa !19, !noalias !27
  %581 = tail call noundef i8 @llvm.umax.i8(i8 %572, i8 %580)
  br label %582

582:                                              ; preds = %576, %571
  %583 = phi i8 [ %572, %571 ], [ %581, %576 ]
  %584 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 47), align 1, !noalias !27
  %585 = icmp eq i8 %584, 0
  %586 = select i1 %40, i1 true, i1 %585
  br i1 %586, label %593, label %587

587:                                              ; preds = %582
  %588 = zext nneg i32 %16 to i64
  %589 = getelementptr inbounds nuw i8, ptr %530, i64 %588
  %590 = getelementptr inbounds nuw i8, ptr %589, i64 5
  %591 = load i8, ptr %590, align 1, !tbaa !19, !noalias !27
  %592 = tail call noundef i8 @llvm.umax.i8(i8 %583, i8 %591)
  br label %593

593:                                              ; preds = %587, %582
  %594 = phi i8 [ %583, %582 ], [ %592, %587 ]
  %595 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 48), align 1, !noalias !27
  %596 = icmp eq i8 %595, 0
  %597 = select i1 %40, i1 true, i1 %596
  br i1 %597, label %604, label %598

598:                                              ; preds = %593
  %599 = zext nneg i32 %16 to i64
  %600 = getelementptr inbounds nuw i8, ptr %530, i64 %599
  %601 = getelementptr inbounds nuw i8, ptr %600, i64 6
  %602 = load i8, ptr %601, align 1, !tbaa !19, !noalias !27
  %603 = tail call noundef i8 @llvm.umax.i8(i8 %594, i8 %602)
  br label %604

604:                                              ; preds = %598, %593
  %605 = phi i8 [ %594, %593 ], [ %603, %598 ]
  %606 = zext nneg i32 %30 to i64
  %607 = sext i32 %4 to i64
  %608 = mul nsw i64 %607, %606
  %609 = sext i32 %29 to i64
  %610 = getelementptr i8, ptr %1, i64 %608
  %611 = getelementptr i8, ptr %610, i64 %609
  store i8 %605, ptr %611, align 1, !tbaa !19, !alias.scope !25, !noalias !22
  br label %612

612:                                              ; preds = %28, %604
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z10morph_tileILb0EEvPKhPhiii: argument 0"}
!13 = distinct !{!13, !"_Z10morph_tileILb0EEvPKhPhiii"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z10morph_tileILb0EEvPKhPhiii: argument 1"}
!16 = !{!17, !7, i64 52}
!17 = !{!"_ZTS10StructElem", !8, i64 0, !7, i64 52}
!18 = !{!12, !15}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_Z10morph_tileILb1EEvPKhPhiii: argument 0"}
!24 = distinct !{!24, !"_Z10morph_tileILb1EEvPKhPhiii"}
!25 = !{!26}
!26 = distinct !{!26, !24, !"_Z10morph_tileILb1EEvPKhPhiii: argument 1"}
!27 = !{!23, !26}
!28 = distinct !{!28, !21}
