; ModuleID = 'src/morphology.cu'
source_filename = "src/morphology.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.StructElem = type { [7 x [7 x i8]], i32 }

$_Z10morph_tileILb0EEvPKhPhiii = comdat any

$_Z10morph_tileILb1EEvPKhPhiii = comdat any

$_ZZ10morph_tileILb0EEvPKhPhiiiE4tile = comdat any

$_ZZ10morph_tileILb1EEvPKhPhiiiE4tile = comdat any

@c_se = dso_local addrspace(4) externally_initialized constant %struct.StructElem zeroinitializer, align 4
@_ZZ10morph_tileILb0EEvPKhPhiiiE4tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [22 x [22 x i8]] undef, comdat, align 1
@_ZZ10morph_tileILb1EEvPKhPhiiiE4tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [22 x [22 x i8]] undef, comdat, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_se to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @morph_erode(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  tail call void @_Z10morph_tileILb0EEvPKhPhiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #5
  ret void
}

; Function Attrs: convergent nounwind
define linkonce_odr dso_local void @_Z10morph_tileILb0EEvPKhPhiii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 comdat {
  %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 52), align 4, !tbaa !11
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
  br label %47

28:                                               ; preds = %68, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = add i32 %8, %16
  %30 = add nuw nsw i32 %11, %13
  %31 = or i32 %13, %16
  %32 = icmp samesign ult i32 %31, 16
  %33 = icmp slt i32 %29, %2
  %34 = and i1 %32, %33
  %35 = icmp slt i32 %30, %3
  %36 = and i1 %34, %35
  %37 = and i1 %36, %24
  br i1 %37, label %38, label %654

38:                                               ; preds = %28
  %39 = add nuw nsw i32 %16, 3
  %40 = icmp slt i32 %6, 3
  %41 = zext nneg i32 %13 to i64
  %42 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %41
  %43 = icmp slt i32 %6, 3
  %44 = load i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), align 1
  %45 = icmp eq i8 %44, 0
  %46 = select i1 %43, i1 true, i1 %45
  br i1 %46, label %80, label %76

47:                                               ; preds = %26, %68
  %48 = phi i32 [ %17, %26 ], [ %74, %68 ]
  %49 = freeze i32 %48
  %50 = udiv i32 %49, 22
  %51 = mul i32 %50, 22
  %52 = sub i32 %49, %51
  %53 = add nsw i32 %9, %52
  %54 = add nsw i32 %12, %50
  %55 = icmp sgt i32 %53, -1
  %56 = select i1 %24, i1 %55, i1 false
  br i1 %56, label %57, label %68

57:                                               ; preds = %47
  %58 = icmp slt i32 %53, %2
  %59 = icmp ult i32 %54, %3
  %60 = select i1 %58, i1 %59, i1 false
  br i1 %60, label %61, label %68

61:                                               ; preds = %57
  %62 = zext nneg i32 %54 to i64
  %63 = mul nsw i64 %62, %27
  %64 = zext nneg i32 %53 to i64
  %65 = getelementptr i8, ptr %0, i64 %63
  %66 = getelementptr i8, ptr %65, i64 %64
  %67 = load i8, ptr %66, align 1, !tbaa !13
  br label %68

68:                                               ; preds = %61, %57, %47
  %69 = phi i8 [ %67, %61 ], [ -1, %47 ], [ -1, %57 ]
  %70 = zext nneg i32 %50 to i64
  %71 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %70
  %72 = zext nneg i32 %52 to i64
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 %72
  store i8 %69, ptr %73, align 1, !tbaa !13
  %74 = add nuw nsw i32 %48, %19
  %75 = icmp samesign ult i32 %74, 484
  br i1 %75, label %47, label %28, !llvm.loop !14

76:                                               ; preds = %38
  %77 = zext nneg i32 %16 to i64
  %78 = getelementptr inbounds nuw i8, ptr %42, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !13
  br label %80

80:                                               ; preds = %38, %76
  %81 = phi i8 [ -1, %38 ], [ %79, %76 ]
  %82 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 1), align 1
  %83 = icmp eq i8 %82, 0
  %84 = select i1 %40, i1 true, i1 %83
  br i1 %84, label %91, label %85

85:                                               ; preds = %80
  %86 = zext nneg i32 %16 to i64
  %87 = getelementptr inbounds nuw i8, ptr %42, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !13
  %90 = tail call noundef i8 @llvm.umin.i8(i8 %81, i8 %89)
  br label %91

91:                                               ; preds = %85, %80
  %92 = phi i8 [ %81, %80 ], [ %90, %85 ]
  %93 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 2), align 1
  %94 = icmp eq i8 %93, 0
  %95 = select i1 %40, i1 true, i1 %94
  br i1 %95, label %102, label %96

96:                                               ; preds = %91
  %97 = zext nneg i32 %16 to i64
  %98 = getelementptr inbounds nuw i8, ptr %42, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 2
  %100 = load i8, ptr %99, align 1, !tbaa !13
  %101 = tail call noundef i8 @llvm.umin.i8(i8 %92, i8 %100)
  br label %102

102:                                              ; preds = %96, %91
  %103 = phi i8 [ %92, %91 ], [ %101, %96 ]
  %104 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 3), align 1
  %105 = icmp eq i8 %104, 0
  %106 = select i1 %40, i1 true, i1 %105
  br i1 %106, label %112, label %107

107:                                              ; preds = %102
  %108 = zext nneg i32 %39 to i64
  %109 = getelementptr inbounds nuw i8, ptr %42, i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !13
  %111 = tail call noundef i8 @llvm.umin.i8(i8 %103, i8 %110)
  br label %112

112:                                              ; preds = %107, %102
  %113 = phi i8 [ %103, %102 ], [ %111, %107 ]
  %114 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 4), align 1
  %115 = icmp eq i8 %114, 0
  %116 = select i1 %40, i1 true, i1 %115
  br i1 %116, label %123, label %117

117:                                              ; preds = %112
  %118 = zext nneg i32 %16 to i64
  %119 = getelementptr inbounds nuw i8, ptr %42, i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 4
  %121 = load i8, ptr %120, align 1, !tbaa !13
  %122 = tail call noundef i8 @llvm.umin.i8(i8 %113, i8 %121)
  br label %123

123:                                              ; preds = %117, %112
  %124 = phi i8 [ %113, %112 ], [ %122, %117 ]
  %125 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 5), align 1
  %126 = icmp eq i8 %125, 0
  %127 = select i1 %40, i1 true, i1 %126
  br i1 %127, label %134, label %128

128:                                              ; preds = %123
  %129 = zext nneg i32 %16 to i64
  %130 = getelementptr inbounds nuw i8, ptr %42, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 5
  %132 = load i8, ptr %131, align 1, !tbaa !13
  %133 = tail call noundef i8 @llvm.umin.i8(i8 %124, i8 %132)
  br label %134

134:                                              ; preds = %128, %123
  %135 = phi i8 [ %124, %123 ], [ %133, %128 ]
  %136 = icmp slt i32 %6, 3
  %137 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 6), align 1
  %138 = icmp eq i8 %137, 0
  %139 = select i1 %136, i1 true, i1 %138
  br i1 %139, label %146, label %140

140:                                              ; preds = %134
  %141 = zext nneg i32 %16 to i64
  %142 = getelementptr inbounds nuw i8, ptr %42, i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 6
  %144 = load i8, ptr %143, align 1, !tbaa !13
  %145 = tail call noundef i8 @llvm.umin.i8(i8 %135, i8 %144)
  br label %146

146:                                              ; preds = %140, %134
  %147 = phi i8 [ %135, %134 ], [ %145, %140 ]
  %148 = icmp slt i32 %6, 2
  %149 = zext nneg i32 %13 to i64
  %150 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 22
  %152 = icmp slt i32 %6, 3
  %153 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 7), align 1
  %154 = icmp eq i8 %153, 0
  %155 = select i1 %152, i1 true, i1 %154
  br i1 %155, label %161, label %156

156:                                              ; preds = %146
  %157 = zext nneg i32 %16 to i64
  %158 = getelementptr inbounds nuw i8, ptr %151, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !13
  %160 = tail call noundef i8 @llvm.umin.i8(i8 %147, i8 %159)
  br label %161

161:                                              ; preds = %156, %146
  %162 = phi i8 [ %147, %146 ], [ %160, %156 ]
  %163 = icmp slt i32 %6, 2
  %164 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 8), align 1
  %165 = icmp eq i8 %164, 0
  %166 = select i1 %163, i1 true, i1 %165
  br i1 %166, label %173, label %167

167:                                              ; preds = %161
  %168 = zext nneg i32 %16 to i64
  %169 = getelementptr inbounds nuw i8, ptr %151, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 1
  %171 = load i8, ptr %170, align 1, !tbaa !13
  %172 = tail call noundef i8 @llvm.umin.i8(i8 %162, i8 %171)
  br label %173

173:                                              ; preds = %167, %161
  %174 = phi i8 [ %162, %161 ], [ %172, %167 ]
  %175 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 9), align 1
  %176 = icmp eq i8 %175, 0
  %177 = select i1 %148, i1 true, i1 %176
  br i1 %177, label %184, label %178

178:                                              ; preds = %173
  %179 = zext nneg i32 %16 to i64
  %180 = getelementptr inbounds nuw i8, ptr %151, i64 %179
  %181 = getelementptr inbounds nuw i8, ptr %180, i64 2
  %182 = load i8, ptr %181, align 1, !tbaa !13
  %183 = tail call noundef i8 @llvm.umin.i8(i8 %174, i8 %182)
  br label %184

184:                                              ; preds = %178, %173
  %185 = phi i8 [ %174, %173 ], [ %183, %178 ]
  %186 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 10), align 1
  %187 = icmp eq i8 %186, 0
  %188 = select i1 %148, i1 true, i1 %187
  br i1 %188, label %194, label %189

189:                                              ; preds = %184
  %190 = zext nneg i32 %39 to i64
  %191 = getelementptr inbounds nuw i8, ptr %151, i64 %190
  %192 = load i8, ptr %191, align 1, !tbaa !13
  %193 = tail call noundef i8 @llvm.umin.i8(i8 %185, i8 %192)
  br label %194

194:                                              ; preds = %189, %184
  %195 = phi i8 [ %185, %184 ], [ %193, %189 ]
  %196 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 11), align 1
  %197 = icmp eq i8 %196, 0
  %198 = select i1 %148, i1 true, i1 %197
  br i1 %198, label %205, label %199

199:                                              ; preds = %194
  %200 = zext nneg i32 %16 to i64
  %201 = getelementptr inbounds nuw i8, ptr %151, i64 %200
  %202 = getelementptr inbounds nuw i8, ptr %201, i64 4
  %203 = load i8, ptr %202, align 1, !tbaa !13
  %204 = tail call noundef i8 @llvm.umin.i8(i8 %195, i8 %203)
  br label %205

205:                                              ; preds = %199, %194
  %206 = phi i8 [ %195, %194 ], [ %204, %199 ]
  %207 = icmp slt i32 %6, 2
  %208 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 12), align 1
  %209 = icmp eq i8 %208, 0
  %210 = select i1 %207, i1 true, i1 %209
  br i1 %210, label %217, label %211

211:                                              ; preds = %205
  %212 = zext nneg i32 %16 to i64
  %213 = getelementptr inbounds nuw i8, ptr %151, i64 %212
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 5
  %215 = load i8, ptr %214, align 1, !tbaa !13
  %216 = tail call noundef i8 @llvm.umin.i8(i8 %206, i8 %215)
  br label %217

217:                                              ; preds = %211, %205
  %218 = phi i8 [ %206, %205 ], [ %216, %211 ]
  %219 = icmp slt i32 %6, 3
  %220 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 13), align 1
  %221 = icmp eq i8 %220, 0
  %222 = select i1 %219, i1 true, i1 %221
  br i1 %222, label %229, label %223

223:                                              ; preds = %217
  %224 = zext nneg i32 %16 to i64
  %225 = getelementptr inbounds nuw i8, ptr %151, i64 %224
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 6
  %227 = load i8, ptr %226, align 1, !tbaa !13
  %228 = tail call noundef i8 @llvm.umin.i8(i8 %218, i8 %227)
  br label %229

229:                                              ; preds = %223, %217
  %230 = phi i8 [ %218, %217 ], [ %228, %223 ]
  %231 = icmp slt i32 %6, 1
  %232 = zext nneg i32 %13 to i64
  %233 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %232
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 44
  %235 = icmp slt i32 %6, 3
  %236 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 14), align 1
  %237 = icmp eq i8 %236, 0
  %238 = select i1 %235, i1 true, i1 %237
  br i1 %238, label %244, label %239

239:                                              ; preds = %229
  %240 = zext nneg i32 %16 to i64
  %241 = getelementptr inbounds nuw i8, ptr %234, i64 %240
  %242 = load i8, ptr %241, align 1, !tbaa !13
  %243 = tail call noundef i8 @llvm.umin.i8(i8 %230, i8 %242)
  br label %244

244:                                              ; preds = %239, %229
  %245 = phi i8 [ %230, %229 ], [ %243, %239 ]
  %246 = icmp slt i32 %6, 2
  %247 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 15), align 1
  %248 = icmp eq i8 %247, 0
  %249 = select i1 %246, i1 true, i1 %248
  br i1 %249, label %256, label %250

250:                                              ; preds = %244
  %251 = zext nneg i32 %16 to i64
  %252 = getelementptr inbounds nuw i8, ptr %234, i64 %251
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !13
  %255 = tail call noundef i8 @llvm.umin.i8(i8 %245, i8 %254)
  br label %256

256:                                              ; preds = %250, %244
  %257 = phi i8 [ %245, %244 ], [ %255, %250 ]
  %258 = icmp slt i32 %6, 1
  %259 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 16), align 1
  %260 = icmp eq i8 %259, 0
  %261 = select i1 %258, i1 true, i1 %260
  br i1 %261, label %268, label %262

262:                                              ; preds = %256
  %263 = zext nneg i32 %16 to i64
  %264 = getelementptr inbounds nuw i8, ptr %234, i64 %263
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 2
  %266 = load i8, ptr %265, align 1, !tbaa !13
  %267 = tail call noundef i8 @llvm.umin.i8(i8 %257, i8 %266)
  br label %268

268:                                              ; preds = %262, %256
  %269 = phi i8 [ %257, %256 ], [ %267, %262 ]
  %270 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 17), align 1
  %271 = icmp eq i8 %270, 0
  %272 = select i1 %231, i1 true, i1 %271
  br i1 %272, label %278, label %273

273:                                              ; preds = %268
  %274 = zext nneg i32 %39 to i64
  %275 = getelementptr inbounds nuw i8, ptr %234, i64 %274
  %276 = load i8, ptr %275, align 1, !tbaa !13
  %277 = tail call noundef i8 @llvm.umin.i8(i8 %269, i8 %276)
  br label %278

278:                                              ; preds = %273, %268
  %279 = phi i8 [ %269, %268 ], [ %277, %273 ]
  %280 = icmp slt i32 %6, 1
  %281 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 18), align 1
  %282 = icmp eq i8 %281, 0
  %283 = select i1 %280, i1 true, i1 %282
  br i1 %283, label %290, label %284

284:                                              ; preds = %278
  %285 = zext nneg i32 %16 to i64
  %286 = getelementptr inbounds nuw i8, ptr %234, i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 4
  %288 = load i8, ptr %287, align 1, !tbaa !13
  %289 = tail call noundef i8 @llvm.umin.i8(i8 %279, i8 %288)
  br label %290

290:                                              ; preds = %284, %278
  %291 = phi i8 [ %279, %278 ], [ %289, %284 ]
  %292 = icmp slt i32 %6, 2
  %293 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 19), align 1
  %294 = icmp eq i8 %293, 0
  %295 = select i1 %292, i1 true, i1 %294
  br i1 %295, label %302, label %296

296:                                              ; preds = %290
  %297 = zext nneg i32 %16 to i64
  %298 = getelementptr inbounds nuw i8, ptr %234, i64 %297
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 5
  %300 = load i8, ptr %299, align 1, !tbaa !13
  %301 = tail call noundef i8 @llvm.umin.i8(i8 %291, i8 %300)
  br label %302

302:                                              ; preds = %296, %290
  %303 = phi i8 [ %291, %290 ], [ %301, %296 ]
  %304 = icmp slt i32 %6, 3
  %305 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 20), align 1
  %306 = icmp eq i8 %305, 0
  %307 = select i1 %304, i1 true, i1 %306
  br i1 %307, label %314, label %308

308:                                              ; preds = %302
  %309 = zext nneg i32 %16 to i64
  %310 = getelementptr inbounds nuw i8, ptr %234, i64 %309
  %311 = getelementptr inbounds nuw i8, ptr %310, i64 6
  %312 = load i8, ptr %311, align 1, !tbaa !13
  %313 = tail call noundef i8 @llvm.umin.i8(i8 %303, i8 %312)
  br label %314

314:                                              ; preds = %308, %302
  %315 = phi i8 [ %303, %302 ], [ %313, %308 ]
  %316 = zext nneg i32 %13 to i64
  %317 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %316
  %318 = getelementptr inbounds nuw i8, ptr %317, i64 66
  %319 = icmp slt i32 %6, 3
  %320 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 21), align 1
  %321 = icmp eq i8 %320, 0
  %322 = select i1 %319, i1 true, i1 %321
  br i1 %322, label %328, label %323

323:                                              ; preds = %314
  %324 = zext nneg i32 %16 to i64
  %325 = getelementptr inbounds nuw i8, ptr %318, i64 %324
  %326 = load i8, ptr %325, align 1, !tbaa !13
  %327 = tail call noundef i8 @llvm.umin.i8(i8 %315, i8 %326)
  br label %328

328:                                              ; preds = %323, %314
  %329 = phi i8 [ %315, %314 ], [ %327, %323 ]
  %330 = icmp slt i32 %6, 2
  %331 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 22), align 1
  %332 = icmp eq i8 %331, 0
  %333 = select i1 %330, i1 true, i1 %332
  br i1 %333, label %340, label %334

334:                                              ; preds = %328
  %335 = zext nneg i32 %16 to i64
  %336 = getelementptr inbounds nuw i8, ptr %318, i64 %335
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 1
  %338 = load i8, ptr %337, align 1, !tbaa !13
  %339 = tail call noundef i8 @llvm.umin.i8(i8 %329, i8 %338)
  br label %340

340:                                              ; preds = %334, %328
  %341 = phi i8 [ %329, %328 ], [ %339, %334 ]
  %342 = icmp slt i32 %6, 1
  %343 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 23), align 1
  %344 = icmp eq i8 %343, 0
  %345 = select i1 %342, i1 true, i1 %344
  br i1 %345, label %352, label %346

346:                                              ; preds = %340
  %347 = zext nneg i32 %16 to i64
  %348 = getelementptr inbounds nuw i8, ptr %318, i64 %347
  %349 = getelementptr inbounds nuw i8, ptr %348, i64 2
  %350 = load i8, ptr %349, align 1, !tbaa !13
  %351 = tail call noundef i8 @llvm.umin.i8(i8 %341, i8 %350)
  br label %352

352:                                              ; preds = %340, %346
  %353 = phi i8 [ %341, %340 ], [ %351, %346 ]
  %354 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 24), align 1, !tbaa !13
  %355 = icmp eq i8 %354, 0
  br i1 %355, label %361, label %356

356:                                              ; preds = %352
  %357 = zext nneg i32 %39 to i64
  %358 = getelementptr inbounds nuw i8, ptr %318, i64 %357
  %359 = load i8, ptr %358, align 1, !tbaa !13
  %360 = tail call noundef i8 @llvm.umin.i8(i8 %353, i8 %359)
  br label %361

361:                                              ; preds = %356, %352
  %362 = phi i8 [ %360, %356 ], [ %353, %352 ]
  %363 = icmp slt i32 %6, 1
  %364 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 25), align 1
  %365 = icmp eq i8 %364, 0
  %366 = select i1 %363, i1 true, i1 %365
  br i1 %366, label %373, label %367

367:                                              ; preds = %361
  %368 = zext nneg i32 %16 to i64
  %369 = getelementptr inbounds nuw i8, ptr %318, i64 %368
  %370 = getelementptr inbounds nuw i8, ptr %369, i64 4
  %371 = load i8, ptr %370, align 1, !tbaa !13
  %372 = tail call noundef i8 @llvm.umin.i8(i8 %362, i8 %371)
  br label %373

373:                                              ; preds = %367, %361
  %374 = phi i8 [ %362, %361 ], [ %372, %367 ]
  %375 = icmp slt i32 %6, 2
  %376 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 26), align 1
  %377 = icmp eq i8 %376, 0
  %378 = select i1 %375, i1 true, i1 %377
  br i1 %378, label %385, label %379

379:                                              ; preds = %373
  %380 = zext nneg i32 %16 to i64
  %381 = getelementptr inbounds nuw i8, ptr %318, i64 %380
  %382 = getelementptr inbounds nuw i8, ptr %381, i64 5
  %383 = load i8, ptr %382, align 1, !tbaa !13
  %384 = tail call noundef i8 @llvm.umin.i8(i8 %374, i8 %383)
  br label %385

385:                                              ; preds = %379, %373
  %386 = phi i8 [ %374, %373 ], [ %384, %379 ]
  %387 = icmp slt i32 %6, 3
  %388 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 27), align 1
  %389 = icmp eq i8 %388, 0
  %390 = select i1 %387, i1 true, i1 %389
  br i1 %390, label %397, label %391

391:                                              ; preds = %385
  %392 = zext nneg i32 %16 to i64
  %393 = getelementptr inbounds nuw i8, ptr %318, i64 %392
  %394 = getelementptr inbounds nuw i8, ptr %393, i64 6
  %395 = load i8, ptr %394, align 1, !tbaa !13
  %396 = tail call noundef i8 @llvm.umin.i8(i8 %386, i8 %395)
  br label %397

397:                                              ; preds = %391, %385
  %398 = phi i8 [ %386, %385 ], [ %396, %391 ]
  %399 = icmp slt i32 %6, 1
  %400 = zext nneg i32 %13 to i64
  %401 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %400
  %402 = getelementptr inbounds nuw i8, ptr %401, i64 88
  %403 = icmp slt i32 %6, 3
  %404 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 28), align 1
  %405 = icmp eq i8 %404, 0
  %406 = select i1 %403, i1 true, i1 %405
  br i1 %406, label %412, label %407

407:                                              ; preds = %397
  %408 = zext nneg i32 %16 to i64
  %409 = getelementptr inbounds nuw i8, ptr %402, i64 %408
  %410 = load i8, ptr %409, align 1, !tbaa !13
  %411 = tail call noundef i8 @llvm.umin.i8(i8 %398, i8 %410)
  br label %412

412:                                              ; preds = %407, %397
  %413 = phi i8 [ %398, %397 ], [ %411, %407 ]
  %414 = icmp slt i32 %6, 2
  %415 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 29), align 1
  %416 = icmp eq i8 %415, 0
  %417 = select i1 %414, i1 true, i1 %416
  br i1 %417, label %424, label %418

418:                                              ; preds = %412
  %419 = zext nneg i32 %16 to i64
  %420 = getelementptr inbounds nuw i8, ptr %402, i64 %419
  %421 = getelementptr inbounds nuw i8, ptr %420, i64 1
  %422 = load i8, ptr %421, align 1, !tbaa !13
  %423 = tail call noundef i8 @llvm.umin.i8(i8 %413, i8 %422)
  br label %424

424:                                              ; preds = %418, %412
  %425 = phi i8 [ %413, %412 ], [ %423, %418 ]
  %426 = icmp slt i32 %6, 1
  %427 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 30), align 1
  %428 = icmp eq i8 %427, 0
  %429 = select i1 %426, i1 true, i1 %428
  br i1 %429, label %436, label %430

430:                                              ; preds = %424
  %431 = zext nneg i32 %16 to i64
  %432 = getelementptr inbounds nuw i8, ptr %402, i64 %431
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 2
  %434 = load i8, ptr %433, align 1, !tbaa !13
  %435 = tail call noundef i8 @llvm.umin.i8(i8 %425, i8 %434)
  br label %436

436:                                              ; preds = %430, %424
  %437 = phi i8 [ %425, %424 ], [ %435, %430 ]
  %438 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 31), align 1
  %439 = icmp eq i8 %438, 0
  %440 = select i1 %399, i1 true, i1 %439
  br i1 %440, label %446, label %441

441:                                              ; preds = %436
  %442 = zext nneg i32 %39 to i64
  %443 = getelementptr inbounds nuw i8, ptr %402, i64 %442
  %444 = load i8, ptr %443, align 1, !tbaa !13
  %445 = tail call noundef i8 @llvm.umin.i8(i8 %437, i8 %444)
  br label %446

446:                                              ; preds = %441, %436
  %447 = phi i8 [ %437, %436 ], [ %445, %441 ]
  %448 = icmp slt i32 %6, 1
  %449 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 32), align 1
  %450 = icmp eq i8 %449, 0
  %451 = select i1 %448, i1 true, i1 %450
  br i1 %451, label %458, label %452

452:                                              ; preds = %446
  %453 = zext nneg i32 %16 to i64
  %454 = getelementptr inbounds nuw i8, ptr %402, i64 %453
  %455 = getelementptr inbounds nuw i8, ptr %454, i64 4
  %456 = load i8, ptr %455, align 1, !tbaa !13
  %457 = tail call noundef i8 @llvm.umin.i8(i8 %447, i8 %456)
  br label %458

458:                                              ; preds = %452, %446
  %459 = phi i8 [ %447, %446 ], [ %457, %452 ]
  %460 = icmp slt i32 %6, 2
  %461 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 33), align 1
  %462 = icmp eq i8 %461, 0
  %463 = select i1 %460, i1 true, i1 %462
  br i1 %463, label %470, label %464

464:                                              ; preds = %458
  %465 = zext nneg i32 %16 to i64
  %466 = getelementptr inbounds nuw i8, ptr %402, i64 %465
  %467 = getelementptr inbounds nuw i8, ptr %466, i64 5
  %468 = load i8, ptr %467, align 1, !tbaa !13
  %469 = tail call noundef i8 @llvm.umin.i8(i8 %459, i8 %468)
  br label %470

470:                                              ; preds = %464, %458
  %471 = phi i8 [ %459, %458 ], [ %469, %464 ]
  %472 = icmp slt i32 %6, 3
  %473 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 34), align 1
  %474 = icmp eq i8 %473, 0
  %475 = select i1 %472, i1 true, i1 %474
  br i1 %475, label %482, label %476

476:                                              ; preds = %470
  %477 = zext nneg i32 %16 to i64
  %478 = getelementptr inbounds nuw i8, ptr %402, i64 %477
  %479 = getelementptr inbounds nuw i8, ptr %478, i64 6
  %480 = load i8, ptr %479, align 1, !tbaa !13
  %481 = tail call noundef i8 @llvm.umin.i8(i8 %471, i8 %480)
  br label %482

482:                                              ; preds = %476, %470
  %483 = phi i8 [ %471, %470 ], [ %481, %476 ]
  %484 = icmp slt i32 %6, 2
  %485 = zext nneg i32 %13 to i64
  %486 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %485
  %487 = getelementptr inbounds nuw i8, ptr %486, i64 110
  %488 = icmp slt i32 %6, 3
  %489 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 35), align 1
  %490 = icmp eq i8 %489, 0
  %491 = select i1 %488, i1 true, i1 %490
  br i1 %491, label %497, label %492

492:                                              ; preds = %482
  %493 = zext nneg i32 %16 to i64
  %494 = getelementptr inbounds nuw i8, ptr %487, i64 %493
  %495 = load i8, ptr %494, align 1, !tbaa !13
  %496 = tail call noundef i8 @llvm.umin.i8(i8 %483, i8 %495)
  br label %497

497:                                              ; preds = %492, %482
  %498 = phi i8 [ %483, %482 ], [ %496, %492 ]
  %499 = icmp slt i32 %6, 2
  %500 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 36), align 1
  %501 = icmp eq i8 %500, 0
  %502 = select i1 %499, i1 true, i1 %501
  br i1 %502, label %509, label %503

503:                                              ; preds = %497
  %504 = zext nneg i32 %16 to i64
  %505 = getelementptr inbounds nuw i8, ptr %487, i64 %504
  %506 = getelementptr inbounds nuw i8, ptr %505, i64 1
  %507 = load i8, ptr %506, align 1, !tbaa !13
  %508 = tail call noundef i8 @llvm.umin.i8(i8 %498, i8 %507)
  br label %509

509:                                              ; preds = %503, %497
  %510 = phi i8 [ %498, %497 ], [ %508, %503 ]
  %511 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 37), align 1
  %512 = icmp eq i8 %511, 0
  %513 = select i1 %484, i1 true, i1 %512
  br i1 %513, label %520, label %514

514:                                              ; preds = %509
  %515 = zext nneg i32 %16 to i64
  %516 = getelementptr inbounds nuw i8, ptr %487, i64 %515
  %517 = getelementptr inbounds nuw i8, ptr %516, i64 2
  %518 = load i8, ptr %517, align 1, !tbaa !13
  %519 = tail call noundef i8 @llvm.umin.i8(i8 %510, i8 %518)
  br label %520

520:                                              ; preds = %514, %509
  %521 = phi i8 [ %510, %509 ], [ %519, %514 ]
  %522 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 38), align 1
  %523 = icmp eq i8 %522, 0
  %524 = select i1 %484, i1 true, i1 %523
  br i1 %524, label %530, label %525

525:                                              ; preds = %520
  %526 = zext nneg i32 %39 to i64
  %527 = getelementptr inbounds nuw i8, ptr %487, i64 %526
  %528 = load i8, ptr %527, align 1, !tbaa !13
  %529 = tail call noundef i8 @llvm.umin.i8(i8 %521, i8 %528)
  br label %530

530:                                              ; preds = %525, %520
  %531 = phi i8 [ %521, %520 ], [ %529, %525 ]
  %532 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 39), align 1
  %533 = icmp eq i8 %532, 0
  %534 = select i1 %484, i1 true, i1 %533
  br i1 %534, label %541, label %535

535:                                              ; preds = %530
  %536 = zext nneg i32 %16 to i64
  %537 = getelementptr inbounds nuw i8, ptr %487, i64 %536
  %538 = getelementptr inbounds nuw i8, ptr %537, i64 4
  %539 = load i8, ptr %538, align 1, !tbaa !13
  %540 = tail call noundef i8 @llvm.umin.i8(i8 %531, i8 %539)
  br label %541

541:                                              ; preds = %535, %530
  %542 = phi i8 [ %531, %530 ], [ %540, %535 ]
  %543 = icmp slt i32 %6, 2
  %544 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 40), align 1
  %545 = icmp eq i8 %544, 0
  %546 = select i1 %543, i1 true, i1 %545
  br i1 %546, label %553, label %547

547:                                              ; preds = %541
  %548 = zext nneg i32 %16 to i64
  %549 = getelementptr inbounds nuw i8, ptr %487, i64 %548
  %550 = getelementptr inbounds nuw i8, ptr %549, i64 5
  %551 = load i8, ptr %550, align 1, !tbaa !13
  %552 = tail call noundef i8 @llvm.umin.i8(i8 %542, i8 %551)
  br label %553

553:                                              ; preds = %547, %541
  %554 = phi i8 [ %542, %541 ], [ %552, %547 ]
  %555 = icmp slt i32 %6, 3
  %556 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 41), align 1
  %557 = icmp eq i8 %556, 0
  %558 = select i1 %555, i1 true, i1 %557
  br i1 %558, label %565, label %559

559:                                              ; preds = %553
  %560 = zext nneg i32 %16 to i64
  %561 = getelementptr inbounds nuw i8, ptr %487, i64 %560
  %562 = getelementptr inbounds nuw i8, ptr %561, i64 6
  %563 = load i8, ptr %562, align 1, !tbaa !13
  %564 = tail call noundef i8 @llvm.umin.i8(i8 %554, i8 %563)
  br label %565

565:                                              ; preds = %559, %553
  %566 = phi i8 [ %554, %553 ], [ %564, %559 ]
  %567 = icmp slt i32 %6, 3
  %568 = zext nneg i32 %13 to i64
  %569 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb0EEvPKhPhiiiE4tile to ptr), i64 %568
  %570 = getelementptr inbounds nuw i8, ptr %569, i64 132
  %571 = icmp slt i32 %6, 3
  %572 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 42), align 1
  %573 = icmp eq i8 %572, 0
  %574 = select i1 %571, i1 true, i1 %573
  br i1 %574, label %580, label %575

575:                                              ; preds = %565
  %576 = zext nneg i32 %16 to i64
  %577 = getelementptr inbounds nuw i8, ptr %570, i64 %576
  %578 = load i8, ptr %577, align 1, !tbaa !13
  %579 = tail call noundef i8 @llvm.umin.i8(i8 %566, i8 %578)
  br label %580

580:                                              ; preds = %575, %565
  %581 = phi i8 [ %566, %565 ], [ %579, %575 ]
  %582 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 43), align 1
  %583 = icmp eq i8 %582, 0
  %584 = select i1 %567, i1 true, i1 %583
  br i1 %584, label %591, label %585

585:                                              ; preds = %580
  %586 = zext nneg i32 %16 to i64
  %587 = getelementptr inbounds nuw i8, ptr %570, i64 %586
  %588 = getelementptr inbounds nuw i8, ptr %587, i64 1
  %589 = load i8, ptr %588, align 1, !tbaa !13
  %590 = tail call noundef i8 @llvm.umin.i8(i8 %581, i8 %589)
  br label %591

591:                                              ; preds = %585, %580
  %592 = phi i8 [ %581, %580 ], [ %590, %585 ]
  %593 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 44), align 1
  %594 = icmp eq i8 %593, 0
  %595 = select i1 %567, i1 true, i1 %594
  br i1 %595, label %602, label %596

596:                                              ; preds = %591
  %597 = zext nneg i32 %16 to i64
  %598 = getelementptr inbounds nuw i8, ptr %570, i64 %597
  %599 = getelementptr inbounds nuw i8, ptr %598, i64 2
  %600 = load i8, ptr %599, align 1, !tbaa !13
  %601 = tail call noundef i8 @llvm.umin.i8(i8 %592, i8 %600)
  br label %602

602:                                              ; preds = %596, %591
  %603 = phi i8 [ %592, %591 ], [ %601, %596 ]
  %604 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 45), align 1
  %605 = icmp eq i8 %604, 0
  %606 = select i1 %567, i1 true, i1 %605
  br i1 %606, label %612, label %607

607:                                              ; preds = %602
  %608 = zext nneg i32 %39 to i64
  %609 = getelementptr inbounds nuw i8, ptr %570, i64 %608
  %610 = load i8, ptr %609, align 1, !tbaa !13
  %611 = tail call noundef i8 @llvm.umin.i8(i8 %603, i8 %610)
  br label %612

612:                                              ; preds = %607, %602
  %613 = phi i8 [ %603, %602 ], [ %611, %607 ]
  %614 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 46), align 1
  %615 = icmp eq i8 %614, 0
  %616 = select i1 %567, i1 true, i1 %615
  br i1 %616, label %623, label %617

617:                                              ; preds = %612
  %618 = zext nneg i32 %16 to i64
  %619 = getelementptr inbounds nuw i8, ptr %570, i64 %618
  %620 = getelementptr inbounds nuw i8, ptr %619, i64 4
  %621 = load i8, ptr %620, align 1, !tbaa !13
  %622 = tail call noundef i8 @llvm.umin.i8(i8 %613, i8 %621)
  br label %623

623:                                              ; preds = %617, %612
  %624 = phi i8 [ %613, %612 ], [ %622, %617 ]
  %625 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 47), align 1
  %626 = icmp eq i8 %625, 0
  %627 = select i1 %567, i1 true, i1 %626
  br i1 %627, label %634, label %628

628:                                              ; preds = %623
  %629 = zext nneg i32 %16 to i64
  %630 = getelementptr inbounds nuw i8, ptr %570, i64 %629
  %631 = getelementptr inbounds nuw i8, ptr %630, i64 5
  %632 = load i8, ptr %631, align 1, !tbaa !13
  %633 = tail call noundef i8 @llvm.umin.i8(i8 %624, i8 %632)
  br label %634

634:                                              ; preds = %628, %623
  %635 = phi i8 [ %624, %623 ], [ %633, %628 ]
  %636 = icmp slt i32 %6, 3
  %637 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 48), align 1
  %638 = icmp eq i8 %637, 0
  %639 = select i1 %636, i1 true, i1 %638
  br i1 %639, label %646, label %640

640:                                              ; preds = %634
  %641 = zext nneg i32 %16 to i64
  %642 = getelementptr inbounds nuw i8, ptr %570, i64 %641
  %643 = getelementptr inbounds nuw i8, ptr %642, i64 6
  %644 = load i8, ptr %643, align 1, !tbaa !13
  %645 = tail call noundef i8 @llvm.umin.i8(i8 %635, i8 %644)
  br label %646

646:                                              ; preds = %640, %634
  %647 = phi i8 [ %635, %634 ], [ %645, %640 ]
  %648 = zext nneg i32 %30 to i64
  %649 = sext i32 %4 to i64
  %650 = mul nsw i64 %649, %648
  %651 = sext i32 %29 to i64
  %652 = getelementptr i8, ptr %1, i64 %650
  %653 = getelementptr i8, ptr %652, i64 %651
  store i8 %647, ptr %653, align 1, !tbaa !13
  br label %654

654:                                              ; preds = %28, %646
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @morph_dilate(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  tail call void @_Z10morph_tileILb1EEvPKhPhiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #5
  ret void
}

; Function Attrs: convergent nounwind
define linkonce_odr dso_local void @_Z10morph_tileILb1EEvPKhPhiii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 comdat {
  %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 52), align 4, !tbaa !11
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
  br label %47

28:                                               ; preds = %68, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = add i32 %8, %16
  %30 = add nuw nsw i32 %11, %13
  %31 = or i32 %13, %16
  %32 = icmp samesign ult i32 %31, 16
  %33 = icmp slt i32 %29, %2
  %34 = and i1 %32, %33
  %35 = icmp slt i32 %30, %3
  %36 = and i1 %34, %35
  %37 = and i1 %36, %24
  br i1 %37, label %38, label %654

38:                                               ; preds = %28
  %39 = add nuw nsw i32 %16, 3
  %40 = icmp slt i32 %6, 3
  %41 = zext nneg i32 %13 to i64
  %42 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %41
  %43 = icmp slt i32 %6, 3
  %44 = load i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), align 1
  %45 = icmp eq i8 %44, 0
  %46 = select i1 %43, i1 true, i1 %45
  br i1 %46, label %80, label %76

47:                                               ; preds = %26, %68
  %48 = phi i32 [ %17, %26 ], [ %74, %68 ]
  %49 = freeze i32 %48
  %50 = udiv i32 %49, 22
  %51 = mul i32 %50, 22
  %52 = sub i32 %49, %51
  %53 = add nsw i32 %9, %52
  %54 = add nsw i32 %12, %50
  %55 = icmp sgt i32 %53, -1
  %56 = select i1 %24, i1 %55, i1 false
  br i1 %56, label %57, label %68

57:                                               ; preds = %47
  %58 = icmp slt i32 %53, %2
  %59 = icmp ult i32 %54, %3
  %60 = select i1 %58, i1 %59, i1 false
  br i1 %60, label %61, label %68

61:                                               ; preds = %57
  %62 = zext nneg i32 %54 to i64
  %63 = mul nsw i64 %62, %27
  %64 = zext nneg i32 %53 to i64
  %65 = getelementptr i8, ptr %0, i64 %63
  %66 = getelementptr i8, ptr %65, i64 %64
  %67 = load i8, ptr %66, align 1, !tbaa !13
  br label %68

68:                                               ; preds = %61, %57, %47
  %69 = phi i8 [ %67, %61 ], [ 0, %47 ], [ 0, %57 ]
  %70 = zext nneg i32 %50 to i64
  %71 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %70
  %72 = zext nneg i32 %52 to i64
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 %72
  store i8 %69, ptr %73, align 1, !tbaa !13
  %74 = add nuw nsw i32 %48, %19
  %75 = icmp samesign ult i32 %74, 484
  br i1 %75, label %47, label %28, !llvm.loop !17

76:                                               ; preds = %38
  %77 = zext nneg i32 %16 to i64
  %78 = getelementptr inbounds nuw i8, ptr %42, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !13
  br label %80

80:                                               ; preds = %38, %76
  %81 = phi i8 [ 0, %38 ], [ %79, %76 ]
  %82 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 1), align 1
  %83 = icmp eq i8 %82, 0
  %84 = select i1 %40, i1 true, i1 %83
  br i1 %84, label %91, label %85

85:                                               ; preds = %80
  %86 = zext nneg i32 %16 to i64
  %87 = getelementptr inbounds nuw i8, ptr %42, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !13
  %90 = tail call noundef i8 @llvm.umax.i8(i8 %81, i8 %89)
  br label %91

91:                                               ; preds = %85, %80
  %92 = phi i8 [ %81, %80 ], [ %90, %85 ]
  %93 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 2), align 1
  %94 = icmp eq i8 %93, 0
  %95 = select i1 %40, i1 true, i1 %94
  br i1 %95, label %102, label %96

96:                                               ; preds = %91
  %97 = zext nneg i32 %16 to i64
  %98 = getelementptr inbounds nuw i8, ptr %42, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 2
  %100 = load i8, ptr %99, align 1, !tbaa !13
  %101 = tail call noundef i8 @llvm.umax.i8(i8 %92, i8 %100)
  br label %102

102:                                              ; preds = %96, %91
  %103 = phi i8 [ %92, %91 ], [ %101, %96 ]
  %104 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 3), align 1
  %105 = icmp eq i8 %104, 0
  %106 = select i1 %40, i1 true, i1 %105
  br i1 %106, label %112, label %107

107:                                              ; preds = %102
  %108 = zext nneg i32 %39 to i64
  %109 = getelementptr inbounds nuw i8, ptr %42, i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !13
  %111 = tail call noundef i8 @llvm.umax.i8(i8 %103, i8 %110)
  br label %112

112:                                              ; preds = %107, %102
  %113 = phi i8 [ %103, %102 ], [ %111, %107 ]
  %114 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 4), align 1
  %115 = icmp eq i8 %114, 0
  %116 = select i1 %40, i1 true, i1 %115
  br i1 %116, label %123, label %117

117:                                              ; preds = %112
  %118 = zext nneg i32 %16 to i64
  %119 = getelementptr inbounds nuw i8, ptr %42, i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 4
  %121 = load i8, ptr %120, align 1, !tbaa !13
  %122 = tail call noundef i8 @llvm.umax.i8(i8 %113, i8 %121)
  br label %123

123:                                              ; preds = %117, %112
  %124 = phi i8 [ %113, %112 ], [ %122, %117 ]
  %125 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 5), align 1
  %126 = icmp eq i8 %125, 0
  %127 = select i1 %40, i1 true, i1 %126
  br i1 %127, label %134, label %128

128:                                              ; preds = %123
  %129 = zext nneg i32 %16 to i64
  %130 = getelementptr inbounds nuw i8, ptr %42, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 5
  %132 = load i8, ptr %131, align 1, !tbaa !13
  %133 = tail call noundef i8 @llvm.umax.i8(i8 %124, i8 %132)
  br label %134

134:                                              ; preds = %128, %123
  %135 = phi i8 [ %124, %123 ], [ %133, %128 ]
  %136 = icmp slt i32 %6, 3
  %137 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 6), align 1
  %138 = icmp eq i8 %137, 0
  %139 = select i1 %136, i1 true, i1 %138
  br i1 %139, label %146, label %140

140:                                              ; preds = %134
  %141 = zext nneg i32 %16 to i64
  %142 = getelementptr inbounds nuw i8, ptr %42, i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 6
  %144 = load i8, ptr %143, align 1, !tbaa !13
  %145 = tail call noundef i8 @llvm.umax.i8(i8 %135, i8 %144)
  br label %146

146:                                              ; preds = %140, %134
  %147 = phi i8 [ %135, %134 ], [ %145, %140 ]
  %148 = icmp slt i32 %6, 2
  %149 = zext nneg i32 %13 to i64
  %150 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 22
  %152 = icmp slt i32 %6, 3
  %153 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 7), align 1
  %154 = icmp eq i8 %153, 0
  %155 = select i1 %152, i1 true, i1 %154
  br i1 %155, label %161, label %156

156:                                              ; preds = %146
  %157 = zext nneg i32 %16 to i64
  %158 = getelementptr inbounds nuw i8, ptr %151, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !13
  %160 = tail call noundef i8 @llvm.umax.i8(i8 %147, i8 %159)
  br label %161

161:                                              ; preds = %156, %146
  %162 = phi i8 [ %147, %146 ], [ %160, %156 ]
  %163 = icmp slt i32 %6, 2
  %164 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 8), align 1
  %165 = icmp eq i8 %164, 0
  %166 = select i1 %163, i1 true, i1 %165
  br i1 %166, label %173, label %167

167:                                              ; preds = %161
  %168 = zext nneg i32 %16 to i64
  %169 = getelementptr inbounds nuw i8, ptr %151, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 1
  %171 = load i8, ptr %170, align 1, !tbaa !13
  %172 = tail call noundef i8 @llvm.umax.i8(i8 %162, i8 %171)
  br label %173

173:                                              ; preds = %167, %161
  %174 = phi i8 [ %162, %161 ], [ %172, %167 ]
  %175 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 9), align 1
  %176 = icmp eq i8 %175, 0
  %177 = select i1 %148, i1 true, i1 %176
  br i1 %177, label %184, label %178

178:                                              ; preds = %173
  %179 = zext nneg i32 %16 to i64
  %180 = getelementptr inbounds nuw i8, ptr %151, i64 %179
  %181 = getelementptr inbounds nuw i8, ptr %180, i64 2
  %182 = load i8, ptr %181, align 1, !tbaa !13
  %183 = tail call noundef i8 @llvm.umax.i8(i8 %174, i8 %182)
  br label %184

184:                                              ; preds = %178, %173
  %185 = phi i8 [ %174, %173 ], [ %183, %178 ]
  %186 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 10), align 1
  %187 = icmp eq i8 %186, 0
  %188 = select i1 %148, i1 true, i1 %187
  br i1 %188, label %194, label %189

189:                                              ; preds = %184
  %190 = zext nneg i32 %39 to i64
  %191 = getelementptr inbounds nuw i8, ptr %151, i64 %190
  %192 = load i8, ptr %191, align 1, !tbaa !13
  %193 = tail call noundef i8 @llvm.umax.i8(i8 %185, i8 %192)
  br label %194

194:                                              ; preds = %189, %184
  %195 = phi i8 [ %185, %184 ], [ %193, %189 ]
  %196 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 11), align 1
  %197 = icmp eq i8 %196, 0
  %198 = select i1 %148, i1 true, i1 %197
  br i1 %198, label %205, label %199

199:                                              ; preds = %194
  %200 = zext nneg i32 %16 to i64
  %201 = getelementptr inbounds nuw i8, ptr %151, i64 %200
  %202 = getelementptr inbounds nuw i8, ptr %201, i64 4
  %203 = load i8, ptr %202, align 1, !tbaa !13
  %204 = tail call noundef i8 @llvm.umax.i8(i8 %195, i8 %203)
  br label %205

205:                                              ; preds = %199, %194
  %206 = phi i8 [ %195, %194 ], [ %204, %199 ]
  %207 = icmp slt i32 %6, 2
  %208 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 12), align 1
  %209 = icmp eq i8 %208, 0
  %210 = select i1 %207, i1 true, i1 %209
  br i1 %210, label %217, label %211

211:                                              ; preds = %205
  %212 = zext nneg i32 %16 to i64
  %213 = getelementptr inbounds nuw i8, ptr %151, i64 %212
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 5
  %215 = load i8, ptr %214, align 1, !tbaa !13
  %216 = tail call noundef i8 @llvm.umax.i8(i8 %206, i8 %215)
  br label %217

217:                                              ; preds = %211, %205
  %218 = phi i8 [ %206, %205 ], [ %216, %211 ]
  %219 = icmp slt i32 %6, 3
  %220 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 13), align 1
  %221 = icmp eq i8 %220, 0
  %222 = select i1 %219, i1 true, i1 %221
  br i1 %222, label %229, label %223

223:                                              ; preds = %217
  %224 = zext nneg i32 %16 to i64
  %225 = getelementptr inbounds nuw i8, ptr %151, i64 %224
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 6
  %227 = load i8, ptr %226, align 1, !tbaa !13
  %228 = tail call noundef i8 @llvm.umax.i8(i8 %218, i8 %227)
  br label %229

229:                                              ; preds = %223, %217
  %230 = phi i8 [ %218, %217 ], [ %228, %223 ]
  %231 = icmp slt i32 %6, 1
  %232 = zext nneg i32 %13 to i64
  %233 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %232
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 44
  %235 = icmp slt i32 %6, 3
  %236 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 14), align 1
  %237 = icmp eq i8 %236, 0
  %238 = select i1 %235, i1 true, i1 %237
  br i1 %238, label %244, label %239

239:                                              ; preds = %229
  %240 = zext nneg i32 %16 to i64
  %241 = getelementptr inbounds nuw i8, ptr %234, i64 %240
  %242 = load i8, ptr %241, align 1, !tbaa !13
  %243 = tail call noundef i8 @llvm.umax.i8(i8 %230, i8 %242)
  br label %244

244:                                              ; preds = %239, %229
  %245 = phi i8 [ %230, %229 ], [ %243, %239 ]
  %246 = icmp slt i32 %6, 2
  %247 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 15), align 1
  %248 = icmp eq i8 %247, 0
  %249 = select i1 %246, i1 true, i1 %248
  br i1 %249, label %256, label %250

250:                                              ; preds = %244
  %251 = zext nneg i32 %16 to i64
  %252 = getelementptr inbounds nuw i8, ptr %234, i64 %251
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !13
  %255 = tail call noundef i8 @llvm.umax.i8(i8 %245, i8 %254)
  br label %256

256:                                              ; preds = %250, %244
  %257 = phi i8 [ %245, %244 ], [ %255, %250 ]
  %258 = icmp slt i32 %6, 1
  %259 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 16), align 1
  %260 = icmp eq i8 %259, 0
  %261 = select i1 %258, i1 true, i1 %260
  br i1 %261, label %268, label %262

262:                                              ; preds = %256
  %263 = zext nneg i32 %16 to i64
  %264 = getelementptr inbounds nuw i8, ptr %234, i64 %263
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 2
  %266 = load i8, ptr %265, align 1, !tbaa !13
  %267 = tail call noundef i8 @llvm.umax.i8(i8 %257, i8 %266)
  br label %268

268:                                              ; preds = %262, %256
  %269 = phi i8 [ %257, %256 ], [ %267, %262 ]
  %270 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 17), align 1
  %271 = icmp eq i8 %270, 0
  %272 = select i1 %231, i1 true, i1 %271
  br i1 %272, label %278, label %273

273:                                              ; preds = %268
  %274 = zext nneg i32 %39 to i64
  %275 = getelementptr inbounds nuw i8, ptr %234, i64 %274
  %276 = load i8, ptr %275, align 1, !tbaa !13
  %277 = tail call noundef i8 @llvm.umax.i8(i8 %269, i8 %276)
  br label %278

278:                                              ; preds = %273, %268
  %279 = phi i8 [ %269, %268 ], [ %277, %273 ]
  %280 = icmp slt i32 %6, 1
  %281 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 18), align 1
  %282 = icmp eq i8 %281, 0
  %283 = select i1 %280, i1 true, i1 %282
  br i1 %283, label %290, label %284

284:                                              ; preds = %278
  %285 = zext nneg i32 %16 to i64
  %286 = getelementptr inbounds nuw i8, ptr %234, i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 4
  %288 = load i8, ptr %287, align 1, !tbaa !13
  %289 = tail call noundef i8 @llvm.umax.i8(i8 %279, i8 %288)
  br label %290

290:                                              ; preds = %284, %278
  %291 = phi i8 [ %279, %278 ], [ %289, %284 ]
  %292 = icmp slt i32 %6, 2
  %293 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 19), align 1
  %294 = icmp eq i8 %293, 0
  %295 = select i1 %292, i1 true, i1 %294
  br i1 %295, label %302, label %296

296:                                              ; preds = %290
  %297 = zext nneg i32 %16 to i64
  %298 = getelementptr inbounds nuw i8, ptr %234, i64 %297
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 5
  %300 = load i8, ptr %299, align 1, !tbaa !13
  %301 = tail call noundef i8 @llvm.umax.i8(i8 %291, i8 %300)
  br label %302

302:                                              ; preds = %296, %290
  %303 = phi i8 [ %291, %290 ], [ %301, %296 ]
  %304 = icmp slt i32 %6, 3
  %305 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 20), align 1
  %306 = icmp eq i8 %305, 0
  %307 = select i1 %304, i1 true, i1 %306
  br i1 %307, label %314, label %308

308:                                              ; preds = %302
  %309 = zext nneg i32 %16 to i64
  %310 = getelementptr inbounds nuw i8, ptr %234, i64 %309
  %311 = getelementptr inbounds nuw i8, ptr %310, i64 6
  %312 = load i8, ptr %311, align 1, !tbaa !13
  %313 = tail call noundef i8 @llvm.umax.i8(i8 %303, i8 %312)
  br label %314

314:                                              ; preds = %308, %302
  %315 = phi i8 [ %303, %302 ], [ %313, %308 ]
  %316 = zext nneg i32 %13 to i64
  %317 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %316
  %318 = getelementptr inbounds nuw i8, ptr %317, i64 66
  %319 = icmp slt i32 %6, 3
  %320 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 21), align 1
  %321 = icmp eq i8 %320, 0
  %322 = select i1 %319, i1 true, i1 %321
  br i1 %322, label %328, label %323

323:                                              ; preds = %314
  %324 = zext nneg i32 %16 to i64
  %325 = getelementptr inbounds nuw i8, ptr %318, i64 %324
  %326 = load i8, ptr %325, align 1, !tbaa !13
  %327 = tail call noundef i8 @llvm.umax.i8(i8 %315, i8 %326)
  br label %328

328:                                              ; preds = %323, %314
  %329 = phi i8 [ %315, %314 ], [ %327, %323 ]
  %330 = icmp slt i32 %6, 2
  %331 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 22), align 1
  %332 = icmp eq i8 %331, 0
  %333 = select i1 %330, i1 true, i1 %332
  br i1 %333, label %340, label %334

334:                                              ; preds = %328
  %335 = zext nneg i32 %16 to i64
  %336 = getelementptr inbounds nuw i8, ptr %318, i64 %335
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 1
  %338 = load i8, ptr %337, align 1, !tbaa !13
  %339 = tail call noundef i8 @llvm.umax.i8(i8 %329, i8 %338)
  br label %340

340:                                              ; preds = %334, %328
  %341 = phi i8 [ %329, %328 ], [ %339, %334 ]
  %342 = icmp slt i32 %6, 1
  %343 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 23), align 1
  %344 = icmp eq i8 %343, 0
  %345 = select i1 %342, i1 true, i1 %344
  br i1 %345, label %352, label %346

346:                                              ; preds = %340
  %347 = zext nneg i32 %16 to i64
  %348 = getelementptr inbounds nuw i8, ptr %318, i64 %347
  %349 = getelementptr inbounds nuw i8, ptr %348, i64 2
  %350 = load i8, ptr %349, align 1, !tbaa !13
  %351 = tail call noundef i8 @llvm.umax.i8(i8 %341, i8 %350)
  br label %352

352:                                              ; preds = %340, %346
  %353 = phi i8 [ %341, %340 ], [ %351, %346 ]
  %354 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 24), align 1, !tbaa !13
  %355 = icmp eq i8 %354, 0
  br i1 %355, label %361, label %356

356:                                              ; preds = %352
  %357 = zext nneg i32 %39 to i64
  %358 = getelementptr inbounds nuw i8, ptr %318, i64 %357
  %359 = load i8, ptr %358, align 1, !tbaa !13
  %360 = tail call noundef i8 @llvm.umax.i8(i8 %353, i8 %359)
  br label %361

361:                                              ; preds = %356, %352
  %362 = phi i8 [ %360, %356 ], [ %353, %352 ]
  %363 = icmp slt i32 %6, 1
  %364 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 25), align 1
  %365 = icmp eq i8 %364, 0
  %366 = select i1 %363, i1 true, i1 %365
  br i1 %366, label %373, label %367

367:                                              ; preds = %361
  %368 = zext nneg i32 %16 to i64
  %369 = getelementptr inbounds nuw i8, ptr %318, i64 %368
  %370 = getelementptr inbounds nuw i8, ptr %369, i64 4
  %371 = load i8, ptr %370, align 1, !tbaa !13
  %372 = tail call noundef i8 @llvm.umax.i8(i8 %362, i8 %371)
  br label %373

373:                                              ; preds = %367, %361
  %374 = phi i8 [ %362, %361 ], [ %372, %367 ]
  %375 = icmp slt i32 %6, 2
  %376 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 26), align 1
  %377 = icmp eq i8 %376, 0
  %378 = select i1 %375, i1 true, i1 %377
  br i1 %378, label %385, label %379

379:                                              ; preds = %373
  %380 = zext nneg i32 %16 to i64
  %381 = getelementptr inbounds nuw i8, ptr %318, i64 %380
  %382 = getelementptr inbounds nuw i8, ptr %381, i64 5
  %383 = load i8, ptr %382, align 1, !tbaa !13
  %384 = tail call noundef i8 @llvm.umax.i8(i8 %374, i8 %383)
  br label %385

385:                                              ; preds = %379, %373
  %386 = phi i8 [ %374, %373 ], [ %384, %379 ]
  %387 = icmp slt i32 %6, 3
  %388 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 27), align 1
  %389 = icmp eq i8 %388, 0
  %390 = select i1 %387, i1 true, i1 %389
  br i1 %390, label %397, label %391

391:                                              ; preds = %385
  %392 = zext nneg i32 %16 to i64
  %393 = getelementptr inbounds nuw i8, ptr %318, i64 %392
  %394 = getelementptr inbounds nuw i8, ptr %393, i64 6
  %395 = load i8, ptr %394, align 1, !tbaa !13
  %396 = tail call noundef i8 @llvm.umax.i8(i8 %386, i8 %395)
  br label %397

397:                                              ; preds = %391, %385
  %398 = phi i8 [ %386, %385 ], [ %396, %391 ]
  %399 = icmp slt i32 %6, 1
  %400 = zext nneg i32 %13 to i64
  %401 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %400
  %402 = getelementptr inbounds nuw i8, ptr %401, i64 88
  %403 = icmp slt i32 %6, 3
  %404 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 28), align 1
  %405 = icmp eq i8 %404, 0
  %406 = select i1 %403, i1 true, i1 %405
  br i1 %406, label %412, label %407

407:                                              ; preds = %397
  %408 = zext nneg i32 %16 to i64
  %409 = getelementptr inbounds nuw i8, ptr %402, i64 %408
  %410 = load i8, ptr %409, align 1, !tbaa !13
  %411 = tail call noundef i8 @llvm.umax.i8(i8 %398, i8 %410)
  br label %412

412:                                              ; preds = %407, %397
  %413 = phi i8 [ %398, %397 ], [ %411, %407 ]
  %414 = icmp slt i32 %6, 2
  %415 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 29), align 1
  %416 = icmp eq i8 %415, 0
  %417 = select i1 %414, i1 true, i1 %416
  br i1 %417, label %424, label %418

418:                                              ; preds = %412
  %419 = zext nneg i32 %16 to i64
  %420 = getelementptr inbounds nuw i8, ptr %402, i64 %419
  %421 = getelementptr inbounds nuw i8, ptr %420, i64 1
  %422 = load i8, ptr %421, align 1, !tbaa !13
  %423 = tail call noundef i8 @llvm.umax.i8(i8 %413, i8 %422)
  br label %424

424:                                              ; preds = %418, %412
  %425 = phi i8 [ %413, %412 ], [ %423, %418 ]
  %426 = icmp slt i32 %6, 1
  %427 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 30), align 1
  %428 = icmp eq i8 %427, 0
  %429 = select i1 %426, i1 true, i1 %428
  br i1 %429, label %436, label %430

430:                                              ; preds = %424
  %431 = zext nneg i32 %16 to i64
  %432 = getelementptr inbounds nuw i8, ptr %402, i64 %431
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 2
  %434 = load i8, ptr %433, align 1, !tbaa !13
  %435 = tail call noundef i8 @llvm.umax.i8(i8 %425, i8 %434)
  br label %436

436:                                              ; preds = %430, %424
  %437 = phi i8 [ %425, %424 ], [ %435, %430 ]
  %438 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 31), align 1
  %439 = icmp eq i8 %438, 0
  %440 = select i1 %399, i1 true, i1 %439
  br i1 %440, label %446, label %441

441:                                              ; preds = %436
  %442 = zext nneg i32 %39 to i64
  %443 = getelementptr inbounds nuw i8, ptr %402, i64 %442
  %444 = load i8, ptr %443, align 1, !tbaa !13
  %445 = tail call noundef i8 @llvm.umax.i8(i8 %437, i8 %444)
  br label %446

446:                                              ; preds = %441, %436
  %447 = phi i8 [ %437, %436 ], [ %445, %441 ]
  %448 = icmp slt i32 %6, 1
  %449 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 32), align 1
  %450 = icmp eq i8 %449, 0
  %451 = select i1 %448, i1 true, i1 %450
  br i1 %451, label %458, label %452

452:                                              ; preds = %446
  %453 = zext nneg i32 %16 to i64
  %454 = getelementptr inbounds nuw i8, ptr %402, i64 %453
  %455 = getelementptr inbounds nuw i8, ptr %454, i64 4
  %456 = load i8, ptr %455, align 1, !tbaa !13
  %457 = tail call noundef i8 @llvm.umax.i8(i8 %447, i8 %456)
  br label %458

458:                                              ; preds = %452, %446
  %459 = phi i8 [ %447, %446 ], [ %457, %452 ]
  %460 = icmp slt i32 %6, 2
  %461 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 33), align 1
  %462 = icmp eq i8 %461, 0
  %463 = select i1 %460, i1 true, i1 %462
  br i1 %463, label %470, label %464

464:                                              ; preds = %458
  %465 = zext nneg i32 %16 to i64
  %466 = getelementptr inbounds nuw i8, ptr %402, i64 %465
  %467 = getelementptr inbounds nuw i8, ptr %466, i64 5
  %468 = load i8, ptr %467, align 1, !tbaa !13
  %469 = tail call noundef i8 @llvm.umax.i8(i8 %459, i8 %468)
  br label %470

470:                                              ; preds = %464, %458
  %471 = phi i8 [ %459, %458 ], [ %469, %464 ]
  %472 = icmp slt i32 %6, 3
  %473 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 34), align 1
  %474 = icmp eq i8 %473, 0
  %475 = select i1 %472, i1 true, i1 %474
  br i1 %475, label %482, label %476

476:                                              ; preds = %470
  %477 = zext nneg i32 %16 to i64
  %478 = getelementptr inbounds nuw i8, ptr %402, i64 %477
  %479 = getelementptr inbounds nuw i8, ptr %478, i64 6
  %480 = load i8, ptr %479, align 1, !tbaa !13
  %481 = tail call noundef i8 @llvm.umax.i8(i8 %471, i8 %480)
  br label %482

482:                                              ; preds = %476, %470
  %483 = phi i8 [ %471, %470 ], [ %481, %476 ]
  %484 = icmp slt i32 %6, 2
  %485 = zext nneg i32 %13 to i64
  %486 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %485
  %487 = getelementptr inbounds nuw i8, ptr %486, i64 110
  %488 = icmp slt i32 %6, 3
  %489 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 35), align 1
  %490 = icmp eq i8 %489, 0
  %491 = select i1 %488, i1 true, i1 %490
  br i1 %491, label %497, label %492

492:                                              ; preds = %482
  %493 = zext nneg i32 %16 to i64
  %494 = getelementptr inbounds nuw i8, ptr %487, i64 %493
  %495 = load i8, ptr %494, align 1, !tbaa !13
  %496 = tail call noundef i8 @llvm.umax.i8(i8 %483, i8 %495)
  br label %497

497:                                              ; preds = %492, %482
  %498 = phi i8 [ %483, %482 ], [ %496, %492 ]
  %499 = icmp slt i32 %6, 2
  %500 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 36), align 1
  %501 = icmp eq i8 %500, 0
  %502 = select i1 %499, i1 true, i1 %501
  br i1 %502, label %509, label %503

503:                                              ; preds = %497
  %504 = zext nneg i32 %16 to i64
  %505 = getelementptr inbounds nuw i8, ptr %487, i64 %504
  %506 = getelementptr inbounds nuw i8, ptr %505, i64 1
  %507 = load i8, ptr %506, align 1, !tbaa !13
  %508 = tail call noundef i8 @llvm.umax.i8(i8 %498, i8 %507)
  br label %509

509:                                              ; preds = %503, %497
  %510 = phi i8 [ %498, %497 ], [ %508, %503 ]
  %511 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 37), align 1
  %512 = icmp eq i8 %511, 0
  %513 = select i1 %484, i1 true, i1 %512
  br i1 %513, label %520, label %514

514:                                              ; preds = %509
  %515 = zext nneg i32 %16 to i64
  %516 = getelementptr inbounds nuw i8, ptr %487, i64 %515
  %517 = getelementptr inbounds nuw i8, ptr %516, i64 2
  %518 = load i8, ptr %517, align 1, !tbaa !13
  %519 = tail call noundef i8 @llvm.umax.i8(i8 %510, i8 %518)
  br label %520

520:                                              ; preds = %514, %509
  %521 = phi i8 [ %510, %509 ], [ %519, %514 ]
  %522 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 38), align 1
  %523 = icmp eq i8 %522, 0
  %524 = select i1 %484, i1 true, i1 %523
  br i1 %524, label %530, label %525

525:                                              ; preds = %520
  %526 = zext nneg i32 %39 to i64
  %527 = getelementptr inbounds nuw i8, ptr %487, i64 %526
  %528 = load i8, ptr %527, align 1, !tbaa !13
  %529 = tail call noundef i8 @llvm.umax.i8(i8 %521, i8 %528)
  br label %530

530:                                              ; preds = %525, %520
  %531 = phi i8 [ %521, %520 ], [ %529, %525 ]
  %532 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 39), align 1
  %533 = icmp eq i8 %532, 0
  %534 = select i1 %484, i1 true, i1 %533
  br i1 %534, label %541, label %535

535:                                              ; preds = %530
  %536 = zext nneg i32 %16 to i64
  %537 = getelementptr inbounds nuw i8, ptr %487, i64 %536
  %538 = getelementptr inbounds nuw i8, ptr %537, i64 4
  %539 = load i8, ptr %538, align 1, !tbaa !13
  %540 = tail call noundef i8 @llvm.umax.i8(i8 %531, i8 %539)
  br label %541

541:                                              ; preds = %535, %530
  %542 = phi i8 [ %531, %530 ], [ %540, %535 ]
  %543 = icmp slt i32 %6, 2
  %544 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 40), align 1
  %545 = icmp eq i8 %544, 0
  %546 = select i1 %543, i1 true, i1 %545
  br i1 %546, label %553, label %547

547:                                              ; preds = %541
  %548 = zext nneg i32 %16 to i64
  %549 = getelementptr inbounds nuw i8, ptr %487, i64 %548
  %550 = getelementptr inbounds nuw i8, ptr %549, i64 5
  %551 = load i8, ptr %550, align 1, !tbaa !13
  %552 = tail call noundef i8 @llvm.umax.i8(i8 %542, i8 %551)
  br label %553

553:                                              ; preds = %547, %541
  %554 = phi i8 [ %542, %541 ], [ %552, %547 ]
  %555 = icmp slt i32 %6, 3
  %556 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 41), align 1
  %557 = icmp eq i8 %556, 0
  %558 = select i1 %555, i1 true, i1 %557
  br i1 %558, label %565, label %559

559:                                              ; preds = %553
  %560 = zext nneg i32 %16 to i64
  %561 = getelementptr inbounds nuw i8, ptr %487, i64 %560
  %562 = getelementptr inbounds nuw i8, ptr %561, i64 6
  %563 = load i8, ptr %562, align 1, !tbaa !13
  %564 = tail call noundef i8 @llvm.umax.i8(i8 %554, i8 %563)
  br label %565

565:                                              ; preds = %559, %553
  %566 = phi i8 [ %554, %553 ], [ %564, %559 ]
  %567 = icmp slt i32 %6, 3
  %568 = zext nneg i32 %13 to i64
  %569 = getelementptr inbounds nuw [22 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10morph_tileILb1EEvPKhPhiiiE4tile to ptr), i64 %568
  %570 = getelementptr inbounds nuw i8, ptr %569, i64 132
  %571 = icmp slt i32 %6, 3
  %572 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 42), align 1
  %573 = icmp eq i8 %572, 0
  %574 = select i1 %571, i1 true, i1 %573
  br i1 %574, label %580, label %575

575:                                              ; preds = %565
  %576 = zext nneg i32 %16 to i64
  %577 = getelementptr inbounds nuw i8, ptr %570, i64 %576
  %578 = load i8, ptr %577, align 1, !tbaa !13
  %579 = tail call noundef i8 @llvm.umax.i8(i8 %566, i8 %578)
  br label %580

580:                                              ; preds = %575, %565
  %581 = phi i8 [ %566, %565 ], [ %579, %575 ]
  %582 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 43), align 1
  %583 = icmp eq i8 %582, 0
  %584 = select i1 %567, i1 true, i1 %583
  br i1 %584, label %591, label %585

585:                                              ; preds = %580
  %586 = zext nneg i32 %16 to i64
  %587 = getelementptr inbounds nuw i8, ptr %570, i64 %586
  %588 = getelementptr inbounds nuw i8, ptr %587, i64 1
  %589 = load i8, ptr %588, align 1, !tbaa !13
  %590 = tail call noundef i8 @llvm.umax.i8(i8 %581, i8 %589)
  br label %591

591:                                              ; preds = %585, %580
  %592 = phi i8 [ %581, %580 ], [ %590, %585 ]
  %593 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 44), align 1
  %594 = icmp eq i8 %593, 0
  %595 = select i1 %567, i1 true, i1 %594
  br i1 %595, label %602, label %596

596:                                              ; preds = %591
  %597 = zext nneg i32 %16 to i64
  %598 = getelementptr inbounds nuw i8, ptr %570, i64 %597
  %599 = getelementptr inbounds nuw i8, ptr %598, i64 2
  %600 = load i8, ptr %599, align 1, !tbaa !13
  %601 = tail call noundef i8 @llvm.umax.i8(i8 %592, i8 %600)
  br label %602

602:                                              ; preds = %596, %591
  %603 = phi i8 [ %592, %591 ], [ %601, %596 ]
  %604 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 45), align 1
  %605 = icmp eq i8 %604, 0
  %606 = select i1 %567, i1 true, i1 %605
  br i1 %606, label %612, label %607

607:                                              ; preds = %602
  %608 = zext nneg i32 %39 to i64
  %609 = getelementptr inbounds nuw i8, ptr %570, i64 %608
  %610 = load i8, ptr %609, align 1, !tbaa !13
  %611 = tail call noundef i8 @llvm.umax.i8(i8 %603, i8 %610)
  br label %612

612:                                              ; preds = %607, %602
  %613 = phi i8 [ %603, %602 ], [ %611, %607 ]
  %614 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 46), align 1
  %615 = icmp eq i8 %614, 0
  %616 = select i1 %567, i1 true, i1 %615
  br i1 %616, label %623, label %617

617:                                              ; preds = %612
  %618 = zext nneg i32 %16 to i64
  %619 = getelementptr inbounds nuw i8, ptr %570, i64 %618
  %620 = getelementptr inbounds nuw i8, ptr %619, i64 4
  %621 = load i8, ptr %620, align 1, !tbaa !13
  %622 = tail call noundef i8 @llvm.umax.i8(i8 %613, i8 %621)
  br label %623

623:                                              ; preds = %617, %612
  %624 = phi i8 [ %613, %612 ], [ %622, %617 ]
  %625 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 47), align 1
  %626 = icmp eq i8 %625, 0
  %627 = select i1 %567, i1 true, i1 %626
  br i1 %627, label %634, label %628

628:                                              ; preds = %623
  %629 = zext nneg i32 %16 to i64
  %630 = getelementptr inbounds nuw i8, ptr %570, i64 %629
  %631 = getelementptr inbounds nuw i8, ptr %630, i64 5
  %632 = load i8, ptr %631, align 1, !tbaa !13
  %633 = tail call noundef i8 @llvm.umax.i8(i8 %624, i8 %632)
  br label %634

634:                                              ; preds = %628, %623
  %635 = phi i8 [ %624, %623 ], [ %633, %628 ]
  %636 = icmp slt i32 %6, 3
  %637 = load i8, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_se to ptr), i64 48), align 1
  %638 = icmp eq i8 %637, 0
  %639 = select i1 %636, i1 true, i1 %638
  br i1 %639, label %646, label %640

640:                                              ; preds = %634
  %641 = zext nneg i32 %16 to i64
  %642 = getelementptr inbounds nuw i8, ptr %570, i64 %641
  %643 = getelementptr inbounds nuw i8, ptr %642, i64 6
  %644 = load i8, ptr %643, align 1, !tbaa !13
  %645 = tail call noundef i8 @llvm.umax.i8(i8 %635, i8 %644)
  br label %646

646:                                              ; preds = %640, %634
  %647 = phi i8 [ %635, %634 ], [ %645, %640 ]
  %648 = zext nneg i32 %30 to i64
  %649 = sext i32 %4 to i64
  %650 = mul nsw i64 %649, %648
  %651 = sext i32 %29 to i64
  %652 = getelementptr i8, ptr %1, i64 %650
  %653 = getelementptr i8, ptr %652, i64 %651
  store i8 %647, ptr %653, align 1, !tbaa !13
  br label %654

654:                                              ; preds = %28, %646
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!11 = !{!12, !7, i64 52}
!12 = !{!"_ZTS10StructElem", !8, i64 0, !7, i64 52}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
