; ModuleID = 'src/keccak_sha3.cu'
source_filename = "src/keccak_sha3.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@KECCAK_RC = dso_local addrspace(4) externally_initialized constant [24 x i64] [i64 1, i64 32898, i64 -9223372036854742902, i64 -9223372034707259392, i64 32907, i64 2147483649, i64 -9223372034707259263, i64 -9223372036854743031, i64 138, i64 136, i64 2147516425, i64 2147483658, i64 2147516555, i64 -9223372036854775669, i64 -9223372036854742903, i64 -9223372036854743037, i64 -9223372036854743038, i64 -9223372036854775680, i64 32778, i64 -9223372034707292150, i64 -9223372034707259263, i64 -9223372036854742912, i64 2147483649, i64 -9223372034707259384], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i64 @_Z17load_lane_partialPKhi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.smin.i32(i32 %1, i32 8)
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %2
  %6 = phi i64 [ 0, %2 ], [ %17, %7 ]
  ret i64 %6

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %18, %7 ], [ 0, %2 ]
  %9 = phi i64 [ %17, %7 ], [ 0, %2 ]
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !11
  %13 = zext i8 %12 to i64
  %14 = shl nuw nsw i32 %8, 3
  %15 = zext nneg i32 %14 to i64
  %16 = shl nuw i64 %13, %15
  %17 = or i64 %16, %9
  %18 = add nuw nsw i32 %8, 1
  %19 = icmp eq i32 %18, %3
  br i1 %19, label %5, label %7, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sha3_256_batch(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sge i32 %11, %3
  %13 = icmp slt i32 %4, 1
  %14 = or i1 %12, %13
  br i1 %14, label %897, label %15

15:                                               ; preds = %6
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = add nsw i32 %18, %5
  %20 = icmp slt i32 %19, 0
  %21 = tail call i32 @llvm.smin.i32(i32 %19, i32 %4)
  %22 = select i1 %20, i32 0, i32 %21
  %23 = zext nneg i32 %4 to i64
  %24 = mul nsw i64 %23, %16
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 %24
  %26 = icmp sgt i32 %22, 135
  br i1 %26, label %27, label %108

27:                                               ; preds = %15, %325
  %28 = phi i64 [ %317, %325 ], [ 0, %15 ]
  %29 = phi i64 [ %314, %325 ], [ 0, %15 ]
  %30 = phi i64 [ %311, %325 ], [ 0, %15 ]
  %31 = phi i64 [ %308, %325 ], [ 0, %15 ]
  %32 = phi i64 [ %305, %325 ], [ 0, %15 ]
  %33 = phi i64 [ %302, %325 ], [ 0, %15 ]
  %34 = phi i64 [ %299, %325 ], [ 0, %15 ]
  %35 = phi i64 [ %296, %325 ], [ 0, %15 ]
  %36 = phi i64 [ %293, %325 ], [ 0, %15 ]
  %37 = phi i64 [ %290, %325 ], [ 0, %15 ]
  %38 = phi i64 [ %287, %325 ], [ 0, %15 ]
  %39 = phi i64 [ %284, %325 ], [ 0, %15 ]
  %40 = phi i64 [ %281, %325 ], [ 0, %15 ]
  %41 = phi i64 [ %278, %325 ], [ 0, %15 ]
  %42 = phi i64 [ %275, %325 ], [ 0, %15 ]
  %43 = phi i64 [ %272, %325 ], [ 0, %15 ]
  %44 = phi i64 [ %269, %325 ], [ 0, %15 ]
  %45 = phi i64 [ %266, %325 ], [ 0, %15 ]
  %46 = phi i64 [ %263, %325 ], [ 0, %15 ]
  %47 = phi i64 [ %260, %325 ], [ 0, %15 ]
  %48 = phi i64 [ %257, %325 ], [ 0, %15 ]
  %49 = phi i64 [ %254, %325 ], [ 0, %15 ]
  %50 = phi i64 [ %251, %325 ], [ 0, %15 ]
  %51 = phi i64 [ %248, %325 ], [ 0, %15 ]
  %52 = phi i64 [ %322, %325 ], [ 0, %15 ]
  %53 = phi i32 [ %326, %325 ], [ 0, %15 ]
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i8, ptr %25, i64 %54
  %56 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef %55, i32 noundef 8) #4
  %57 = xor i64 %52, %56
  %58 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %59 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %58, i32 noundef 8) #4
  %60 = xor i64 %51, %59
  %61 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %62 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %61, i32 noundef 8) #4
  %63 = xor i64 %50, %62
  %64 = getelementptr inbounds nuw i8, ptr %55, i64 24
  %65 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %64, i32 noundef 8) #4
  %66 = xor i64 %49, %65
  %67 = getelementptr inbounds nuw i8, ptr %55, i64 32
  %68 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %67, i32 noundef 8) #4
  %69 = xor i64 %48, %68
  %70 = getelementptr inbounds nuw i8, ptr %55, i64 40
  %71 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %70, i32 noundef 8) #4
  %72 = xor i64 %47, %71
  %73 = getelementptr inbounds nuw i8, ptr %55, i64 48
  %74 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %73, i32 noundef 8) #4
  %75 = xor i64 %46, %74
  %76 = getelementptr inbounds nuw i8, ptr %55, i64 56
  %77 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %76, i32 noundef 8) #4
  %78 = xor i64 %45, %77
  %79 = getelementptr inbounds nuw i8, ptr %55, i64 64
  %80 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %79, i32 noundef 8) #4
  %81 = xor i64 %44, %80
  %82 = getelementptr inbounds nuw i8, ptr %55, i64 72
  %83 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %82, i32 noundef 8) #4
  %84 = xor i64 %43, %83
  %85 = getelementptr inbounds nuw i8, ptr %55, i64 80
  %86 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %85, i32 noundef 8) #4
  %87 = xor i64 %42, %86
  %88 = getelementptr inbounds nuw i8, ptr %55, i64 88
  %89 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %88, i32 noundef 8) #4
  %90 = xor i64 %41, %89
  %91 = getelementptr inbounds nuw i8, ptr %55, i64 96
  %92 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %91, i32 noundef 8) #4
  %93 = xor i64 %40, %92
  %94 = getelementptr inbounds nuw i8, ptr %55, i64 104
  %95 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %94, i32 noundef 8) #4
  %96 = xor i64 %39, %95
  %97 = getelementptr inbounds nuw i8, ptr %55, i64 112
  %98 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %97, i32 noundef 8) #4
  %99 = xor i64 %38, %98
  %100 = getelementptr inbounds nuw i8, ptr %55, i64 120
  %101 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %100, i32 noundef 8) #4
  %102 = xor i64 %37, %101
  %103 = getelementptr inbounds nuw i8, ptr %55, i64 128
  %104 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %103, i32 noundef 8) #4
  %105 = xor i64 %36, %104
  br label %138

106:                                              ; preds = %325
  %107 = zext nneg i32 %326 to i64
  br label %108

108:                                              ; preds = %106, %15
  %109 = phi i64 [ %317, %106 ], [ 0, %15 ]
  %110 = phi i64 [ %314, %106 ], [ 0, %15 ]
  %111 = phi i64 [ %311, %106 ], [ 0, %15 ]
  %112 = phi i64 [ %308, %106 ], [ 0, %15 ]
  %113 = phi i64 [ %305, %106 ], [ 0, %15 ]
  %114 = phi i64 [ %302, %106 ], [ 0, %15 ]
  %115 = phi i64 [ %299, %106 ], [ 0, %15 ]
  %116 = phi i64 [ %296, %106 ], [ 0, %15 ]
  %117 = phi i64 [ %293, %106 ], [ 0, %15 ]
  %118 = phi i64 [ %290, %106 ], [ 0, %15 ]
  %119 = phi i64 [ %287, %106 ], [ 0, %15 ]
  %120 = phi i64 [ %284, %106 ], [ 0, %15 ]
  %121 = phi i64 [ %281, %106 ], [ 0, %15 ]
  %122 = phi i64 [ %278, %106 ], [ 0, %15 ]
  %123 = phi i64 [ %275, %106 ], [ 0, %15 ]
  %124 = phi i64 [ %272, %106 ], [ 0, %15 ]
  %125 = phi i64 [ %269, %106 ], [ 0, %15 ]
  %126 = phi i64 [ %266, %106 ], [ 0, %15 ]
  %127 = phi i64 [ %263, %106 ], [ 0, %15 ]
  %128 = phi i64 [ %260, %106 ], [ 0, %15 ]
  %129 = phi i64 [ %257, %106 ], [ 0, %15 ]
  %130 = phi i64 [ %254, %106 ], [ 0, %15 ]
  %131 = phi i64 [ %251, %106 ], [ 0, %15 ]
  %132 = phi i64 [ %248, %106 ], [ 0, %15 ]
  %133 = phi i64 [ %322, %106 ], [ 0, %15 ]
  %134 = phi i64 [ %107, %106 ], [ 0, %15 ]
  %135 = phi i32 [ %327, %106 ], [ %22, %15 ]
  %136 = getelementptr inbounds nuw i8, ptr %25, i64 %134
  %137 = icmp sgt i32 %135, 0
  br i1 %137, label %610, label %613

138:                                              ; preds = %27, %138
  %139 = phi i64 [ %28, %27 ], [ %317, %138 ]
  %140 = phi i64 [ %29, %27 ], [ %314, %138 ]
  %141 = phi i64 [ %30, %27 ], [ %311, %138 ]
  %142 = phi i64 [ %31, %27 ], [ %308, %138 ]
  %143 = phi i64 [ %32, %27 ], [ %305, %138 ]
  %144 = phi i64 [ %33, %27 ], [ %302, %138 ]
  %145 = phi i64 [ %34, %27 ], [ %299, %138 ]
  %146 = phi i64 [ %35, %27 ], [ %296, %138 ]
  %147 = phi i64 [ %105, %27 ], [ %293, %138 ]
  %148 = phi i64 [ %102, %27 ], [ %290, %138 ]
  %149 = phi i64 [ %99, %27 ], [ %287, %138 ]
  %150 = phi i64 [ %96, %27 ], [ %284, %138 ]
  %151 = phi i64 [ %93, %27 ], [ %281, %138 ]
  %152 = phi i64 [ %90, %27 ], [ %278, %138 ]
  %153 = phi i64 [ %87, %27 ], [ %275, %138 ]
  %154 = phi i64 [ %84, %27 ], [ %272, %138 ]
  %155 = phi i64 [ %81, %27 ], [ %269, %138 ]
  %156 = phi i64 [ %78, %27 ], [ %266, %138 ]
  %157 = phi i64 [ %75, %27 ], [ %263, %138 ]
  %158 = phi i64 [ %72, %27 ], [ %260, %138 ]
  %159 = phi i64 [ %69, %27 ], [ %257, %138 ]
  %160 = phi i64 [ %66, %27 ], [ %254, %138 ]
  %161 = phi i64 [ %63, %27 ], [ %251, %138 ]
  %162 = phi i64 [ %60, %27 ], [ %248, %138 ]
  %163 = phi i64 [ %57, %27 ], [ %322, %138 ]
  %164 = phi i32 [ 0, %27 ], [ %323, %138 ]
  %165 = xor i64 %158, %163
  %166 = xor i64 %165, %153
  %167 = xor i64 %166, %148
  %168 = xor i64 %167, %143
  %169 = xor i64 %157, %162
  %170 = xor i64 %169, %152
  %171 = xor i64 %170, %147
  %172 = xor i64 %171, %142
  %173 = xor i64 %156, %161
  %174 = xor i64 %173, %151
  %175 = xor i64 %174, %146
  %176 = xor i64 %175, %141
  %177 = xor i64 %155, %160
  %178 = xor i64 %177, %150
  %179 = xor i64 %178, %145
  %180 = xor i64 %179, %140
  %181 = xor i64 %154, %159
  %182 = xor i64 %181, %149
  %183 = xor i64 %182, %144
  %184 = xor i64 %183, %139
  %185 = tail call i64 @llvm.fshl.i64(i64 %172, i64 %172, i64 1)
  %186 = xor i64 %185, %184
  %187 = xor i64 %186, %163
  %188 = xor i64 %186, %158
  %189 = xor i64 %186, %153
  %190 = xor i64 %186, %148
  %191 = xor i64 %186, %143
  %192 = tail call i64 @llvm.fshl.i64(i64 %176, i64 %176, i64 1)
  %193 = xor i64 %192, %168
  %194 = xor i64 %193, %162
  %195 = xor i64 %193, %157
  %196 = xor i64 %193, %152
  %197 = xor i64 %193, %147
  %198 = xor i64 %193, %142
  %199 = tail call i64 @llvm.fshl.i64(i64 %180, i64 %180, i64 1)
  %200 = xor i64 %199, %172
  %201 = xor i64 %200, %161
  %202 = xor i64 %200, %156
  %203 = xor i64 %200, %151
  %204 = xor i64 %200, %146
  %205 = xor i64 %200, %141
  %206 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %195, i64 44)
  %207 = tail call i64 @llvm.fshl.i64(i64 %168, i64 %168, i64 1)
  %208 = xor i64 %207, %180
  %209 = xor i64 %208, %154
  %210 = tail call i64 @llvm.fshl.i64(i64 %209, i64 %209, i64 20)
  %211 = tail call i64 @llvm.fshl.i64(i64 %205, i64 %205, i64 61)
  %212 = xor i64 %208, %149
  %213 = tail call i64 @llvm.fshl.i64(i64 %212, i64 %212, i64 39)
  %214 = tail call i64 @llvm.fshl.i64(i64 %191, i64 %191, i64 18)
  %215 = tail call i64 @llvm.fshl.i64(i64 %201, i64 %201, i64 62)
  %216 = tail call i64 @llvm.fshl.i64(i64 %203, i64 %203, i64 43)
  %217 = tail call i64 @llvm.fshl.i64(i64 %184, i64 %184, i64 1)
  %218 = xor i64 %217, %176
  %219 = xor i64 %218, %150
  %220 = tail call i64 @llvm.fshl.i64(i64 %219, i64 %219, i64 25)
  %221 = xor i64 %208, %144
  %222 = tail call i64 @llvm.fshl.i64(i64 %221, i64 %221, i64 8)
  %223 = xor i64 %218, %140
  %224 = tail call i64 @llvm.fshl.i64(i64 %223, i64 %223, i64 56)
  %225 = tail call i64 @llvm.fshl.i64(i64 %190, i64 %190, i64 41)
  %226 = xor i64 %208, %159
  %227 = tail call i64 @llvm.fshl.i64(i64 %226, i64 %226, i64 27)
  %228 = xor i64 %208, %139
  %229 = tail call i64 @llvm.fshl.i64(i64 %228, i64 %228, i64 14)
  %230 = tail call i64 @llvm.fshl.i64(i64 %198, i64 %198, i64 2)
  %231 = xor i64 %218, %155
  %232 = tail call i64 @llvm.fshl.i64(i64 %231, i64 %231, i64 55)
  %233 = tail call i64 @llvm.fshl.i64(i64 %197, i64 %197, i64 45)
  %234 = tail call i64 @llvm.fshl.i64(i64 %188, i64 %188, i64 36)
  %235 = xor i64 %218, %160
  %236 = tail call i64 @llvm.fshl.i64(i64 %235, i64 %235, i64 28)
  %237 = xor i64 %218, %145
  %238 = tail call i64 @llvm.fshl.i64(i64 %237, i64 %237, i64 21)
  %239 = tail call i64 @llvm.fshl.i64(i64 %204, i64 %204, i64 15)
  %240 = tail call i64 @llvm.fshl.i64(i64 %196, i64 %196, i64 10)
  %241 = tail call i64 @llvm.fshl.i64(i64 %202, i64 %202, i64 6)
  %242 = tail call i64 @llvm.fshl.i64(i64 %189, i64 %189, i64 3)
  %243 = tail call i64 @llvm.fshl.i64(i64 %194, i64 %194, i64 1)
  %244 = xor i64 %206, -1
  %245 = and i64 %216, %244
  %246 = xor i64 %216, -1
  %247 = and i64 %238, %246
  %248 = xor i64 %247, %206
  %249 = xor i64 %238, -1
  %250 = and i64 %229, %249
  %251 = xor i64 %250, %216
  %252 = xor i64 %229, -1
  %253 = and i64 %187, %252
  %254 = xor i64 %253, %238
  %255 = xor i64 %187, -1
  %256 = and i64 %206, %255
  %257 = xor i64 %229, %256
  %258 = xor i64 %210, -1
  %259 = and i64 %242, %258
  %260 = xor i64 %259, %236
  %261 = xor i64 %242, -1
  %262 = and i64 %233, %261
  %263 = xor i64 %262, %210
  %264 = xor i64 %233, -1
  %265 = and i64 %211, %264
  %266 = xor i64 %265, %242
  %267 = xor i64 %211, -1
  %268 = and i64 %236, %267
  %269 = xor i64 %268, %233
  %270 = xor i64 %236, -1
  %271 = and i64 %210, %270
  %272 = xor i64 %211, %271
  %273 = xor i64 %241, -1
  %274 = and i64 %220, %273
  %275 = xor i64 %274, %243
  %276 = xor i64 %220, -1
  %277 = and i64 %222, %276
  %278 = xor i64 %277, %241
  %279 = xor i64 %222, -1
  %280 = and i64 %214, %279
  %281 = xor i64 %280, %220
  %282 = xor i64 %214, -1
  %283 = and i64 %243, %282
  %284 = xor i64 %283, %222
  %285 = xor i64 %243, -1
  %286 = and i64 %241, %285
  %287 = xor i64 %214, %286
  %288 = xor i64 %234, -1
  %289 = and i64 %240, %288
  %290 = xor i64 %289, %227
  %291 = xor i64 %240, -1
  %292 = and i64 %239, %291
  %293 = xor i64 %292, %234
  %294 = xor i64 %239, -1
  %295 = and i64 %224, %294
  %296 = xor i64 %295, %240
  %297 = xor i64 %224, -1
  %298 = and i64 %227, %297
  %299 = xor i64 %298, %239
  %300 = xor i64 %227, -1
  %301 = and i64 %234, %300
  %302 = xor i64 %224, %301
  %303 = xor i64 %232, -1
  %304 = and i64 %213, %303
  %305 = xor i64 %304, %215
  %306 = xor i64 %213, -1
  %307 = and i64 %225, %306
  %308 = xor i64 %307, %232
  %309 = xor i64 %225, -1
  %310 = and i64 %230, %309
  %311 = xor i64 %310, %213
  %312 = xor i64 %230, -1
  %313 = and i64 %215, %312
  %314 = xor i64 %313, %225
  %315 = xor i64 %215, -1
  %316 = and i64 %232, %315
  %317 = xor i64 %230, %316
  %318 = zext nneg i32 %164 to i64
  %319 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %318
  %320 = load i64, ptr %319, align 8, !tbaa !15
  %321 = xor i64 %245, %320
  %322 = xor i64 %321, %187
  %323 = add nuw nsw i32 %164, 1
  %324 = icmp eq i32 %323, 24
  br i1 %324, label %325, label %138, !llvm.loop !17

325:                                              ; preds = %138
  %326 = add nuw nsw i32 %53, 136
  %327 = sub nsw i32 %22, %326
  %328 = icmp sgt i32 %327, 135
  br i1 %328, label %27, label %106, !llvm.loop !18

329:                                              ; preds = %893, %329
  %330 = phi i64 [ %109, %893 ], [ %508, %329 ]
  %331 = phi i64 [ %110, %893 ], [ %505, %329 ]
  %332 = phi i64 [ %111, %893 ], [ %502, %329 ]
  %333 = phi i64 [ %112, %893 ], [ %499, %329 ]
  %334 = phi i64 [ %113, %893 ], [ %496, %329 ]
  %335 = phi i64 [ %114, %893 ], [ %493, %329 ]
  %336 = phi i64 [ %115, %893 ], [ %490, %329 ]
  %337 = phi i64 [ %116, %893 ], [ %487, %329 ]
  %338 = phi i64 [ %896, %893 ], [ %484, %329 ]
  %339 = phi i64 [ %878, %893 ], [ %481, %329 ]
  %340 = phi i64 [ %861, %893 ], [ %478, %329 ]
  %341 = phi i64 [ %844, %893 ], [ %475, %329 ]
  %342 = phi i64 [ %827, %893 ], [ %472, %329 ]
  %343 = phi i64 [ %810, %893 ], [ %469, %329 ]
  %344 = phi i64 [ %793, %893 ], [ %466, %329 ]
  %345 = phi i64 [ %776, %893 ], [ %463, %329 ]
  %346 = phi i64 [ %759, %893 ], [ %460, %329 ]
  %347 = phi i64 [ %742, %893 ], [ %457, %329 ]
  %348 = phi i64 [ %725, %893 ], [ %454, %329 ]
  %349 = phi i64 [ %708, %893 ], [ %451, %329 ]
  %350 = phi i64 [ %691, %893 ], [ %448, %329 ]
  %351 = phi i64 [ %674, %893 ], [ %445, %329 ]
  %352 = phi i64 [ %657, %893 ], [ %442, %329 ]
  %353 = phi i64 [ %640, %893 ], [ %439, %329 ]
  %354 = phi i64 [ %623, %893 ], [ %513, %329 ]
  %355 = phi i32 [ 0, %893 ], [ %514, %329 ]
  %356 = xor i64 %349, %354
  %357 = xor i64 %356, %344
  %358 = xor i64 %357, %339
  %359 = xor i64 %358, %334
  %360 = xor i64 %348, %353
  %361 = xor i64 %360, %343
  %362 = xor i64 %361, %338
  %363 = xor i64 %362, %333
  %364 = xor i64 %347, %352
  %365 = xor i64 %364, %342
  %366 = xor i64 %365, %337
  %367 = xor i64 %366, %332
  %368 = xor i64 %346, %351
  %369 = xor i64 %368, %341
  %370 = xor i64 %369, %336
  %371 = xor i64 %370, %331
  %372 = xor i64 %345, %350
  %373 = xor i64 %372, %340
  %374 = xor i64 %373, %335
  %375 = xor i64 %374, %330
  %376 = tail call i64 @llvm.fshl.i64(i64 %363, i64 %363, i64 1)
  %377 = xor i64 %376, %375
  %378 = xor i64 %377, %354
  %379 = xor i64 %377, %349
  %380 = xor i64 %377, %344
  %381 = xor i64 %377, %339
  %382 = xor i64 %377, %334
  %383 = tail call i64 @llvm.fshl.i64(i64 %367, i64 %367, i64 1)
  %384 = xor i64 %383, %359
  %385 = xor i64 %384, %353
  %386 = xor i64 %384, %348
  %387 = xor i64 %384, %343
  %388 = xor i64 %384, %338
  %389 = xor i64 %384, %333
  %390 = tail call i64 @llvm.fshl.i64(i64 %371, i64 %371, i64 1)
  %391 = xor i64 %390, %363
  %392 = xor i64 %391, %352
  %393 = xor i64 %391, %347
  %394 = xor i64 %391, %342
  %395 = xor i64 %391, %337
  %396 = xor i64 %391, %332
  %397 = tail call i64 @llvm.fshl.i64(i64 %386, i64 %386, i64 44)
  %398 = tail call i64 @llvm.fshl.i64(i64 %359, i64 %359, i64 1)
  %399 = xor i64 %398, %371
  %400 = xor i64 %399, %345
  %401 = tail call i64 @llvm.fshl.i64(i64 %400, i64 %400, i64 20)
  %402 = tail call i64 @llvm.fshl.i64(i64 %396, i64 %396, i64 61)
  %403 = xor i64 %399, %340
  %404 = tail call i64 @llvm.fshl.i64(i64 %403, i64 %403, i64 39)
  %405 = tail call i64 @llvm.fshl.i64(i64 %382, i64 %382, i64 18)
  %406 = tail call i64 @llvm.fshl.i64(i64 %392, i64 %392, i64 62)
  %407 = tail call i64 @llvm.fshl.i64(i64 %394, i64 %394, i64 43)
  %408 = tail call i64 @llvm.fshl.i64(i64 %375, i64 %375, i64 1)
  %409 = xor i64 %408, %367
  %410 = xor i64 %409, %341
  %411 = tail call i64 @llvm.fshl.i64(i64 %410, i64 %410, i64 25)
  %412 = xor i64 %399, %335
  %413 = tail call i64 @llvm.fshl.i64(i64 %412, i64 %412, i64 8)
  %414 = xor i64 %409, %331
  %415 = tail call i64 @llvm.fshl.i64(i64 %414, i64 %414, i64 56)
  %416 = tail call i64 @llvm.fshl.i64(i64 %381, i64 %381, i64 41)
  %417 = xor i64 %399, %350
  %418 = tail call i64 @llvm.fshl.i64(i64 %417, i64 %417, i64 27)
  %419 = xor i64 %399, %330
  %420 = tail call i64 @llvm.fshl.i64(i64 %419, i64 %419, i64 14)
  %421 = tail call i64 @llvm.fshl.i64(i64 %389, i64 %389, i64 2)
  %422 = xor i64 %409, %346
  %423 = tail call i64 @llvm.fshl.i64(i64 %422, i64 %422, i64 55)
  %424 = tail call i64 @llvm.fshl.i64(i64 %388, i64 %388, i64 45)
  %425 = tail call i64 @llvm.fshl.i64(i64 %379, i64 %379, i64 36)
  %426 = xor i64 %409, %351
  %427 = tail call i64 @llvm.fshl.i64(i64 %426, i64 %426, i64 28)
  %428 = xor i64 %409, %336
  %429 = tail call i64 @llvm.fshl.i64(i64 %428, i64 %428, i64 21)
  %430 = tail call i64 @llvm.fshl.i64(i64 %395, i64 %395, i64 15)
  %431 = tail call i64 @llvm.fshl.i64(i64 %387, i64 %387, i64 10)
  %432 = tail call i64 @llvm.fshl.i64(i64 %393, i64 %393, i64 6)
  %433 = tail call i64 @llvm.fshl.i64(i64 %380, i64 %380, i64 3)
  %434 = tail call i64 @llvm.fshl.i64(i64 %385, i64 %385, i64 1)
  %435 = xor i64 %397, -1
  %436 = and i64 %407, %435
  %437 = xor i64 %407, -1
  %438 = and i64 %429, %437
  %439 = xor i64 %438, %397
  %440 = xor i64 %429, -1
  %441 = and i64 %420, %440
  %442 = xor i64 %441, %407
  %443 = xor i64 %420, -1
  %444 = and i64 %378, %443
  %445 = xor i64 %444, %429
  %446 = xor i64 %378, -1
  %447 = and i64 %397, %446
  %448 = xor i64 %420, %447
  %449 = xor i64 %401, -1
  %450 = and i64 %433, %449
  %451 = xor i64 %450, %427
  %452 = xor i64 %433, -1
  %453 = and i64 %424, %452
  %454 = xor i64 %453, %401
  %455 = xor i64 %424, -1
  %456 = and i64 %402, %455
  %457 = xor i64 %456, %433
  %458 = xor i64 %402, -1
  %459 = and i64 %427, %458
  %460 = xor i64 %459, %424
  %461 = xor i64 %427, -1
  %462 = and i64 %401, %461
  %463 = xor i64 %402, %462
  %464 = xor i64 %432, -1
  %465 = and i64 %411, %464
  %466 = xor i64 %465, %434
  %467 = xor i64 %411, -1
  %468 = and i64 %413, %467
  %469 = xor i64 %468, %432
  %470 = xor i64 %413, -1
  %471 = and i64 %405, %470
  %472 = xor i64 %471, %411
  %473 = xor i64 %405, -1
  %474 = and i64 %434, %473
  %475 = xor i64 %474, %413
  %476 = xor i64 %434, -1
  %477 = and i64 %432, %476
  %478 = xor i64 %405, %477
  %479 = xor i64 %425, -1
  %480 = and i64 %431, %479
  %481 = xor i64 %480, %418
  %482 = xor i64 %431, -1
  %483 = and i64 %430, %482
  %484 = xor i64 %483, %425
  %485 = xor i64 %430, -1
  %486 = and i64 %415, %485
  %487 = xor i64 %486, %431
  %488 = xor i64 %415, -1
  %489 = and i64 %418, %488
  %490 = xor i64 %489, %430
  %491 = xor i64 %418, -1
  %492 = and i64 %425, %491
  %493 = xor i64 %415, %492
  %494 = xor i64 %423, -1
  %495 = and i64 %404, %494
  %496 = xor i64 %495, %406
  %497 = xor i64 %404, -1
  %498 = and i64 %416, %497
  %499 = xor i64 %498, %423
  %500 = xor i64 %416, -1
  %501 = and i64 %421, %500
  %502 = xor i64 %501, %404
  %503 = xor i64 %421, -1
  %504 = and i64 %406, %503
  %505 = xor i64 %504, %416
  %506 = xor i64 %406, -1
  %507 = and i64 %423, %506
  %508 = xor i64 %421, %507
  %509 = zext nneg i32 %355 to i64
  %510 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %509
  %511 = load i64, ptr %510, align 8, !tbaa !15
  %512 = xor i64 %436, %511
  %513 = xor i64 %512, %378
  %514 = add nuw nsw i32 %355, 1
  %515 = icmp eq i32 %514, 24
  br i1 %515, label %516, label %329, !llvm.loop !17

516:                                              ; preds = %329
  %517 = shl nsw i64 %16, 5
  %518 = getelementptr inbounds nuw i8, ptr %2, i64 %517
  %519 = trunc i64 %513 to i8
  store i8 %519, ptr %518, align 1, !tbaa !11
  %520 = lshr i64 %513, 8
  %521 = trunc i64 %520 to i8
  %522 = getelementptr inbounds nuw i8, ptr %518, i64 1
  store i8 %521, ptr %522, align 1, !tbaa !11
  %523 = lshr i64 %513, 16
  %524 = trunc i64 %523 to i8
  %525 = getelementptr inbounds nuw i8, ptr %518, i64 2
  store i8 %524, ptr %525, align 1, !tbaa !11
  %526 = lshr i64 %513, 24
  %527 = trunc i64 %526 to i8
  %528 = getelementptr inbounds nuw i8, ptr %518, i64 3
  store i8 %527, ptr %528, align 1, !tbaa !11
  %529 = lshr i64 %513, 32
  %530 = trunc i64 %529 to i8
  %531 = getelementptr inbounds nuw i8, ptr %518, i64 4
  store i8 %530, ptr %531, align 1, !tbaa !11
  %532 = lshr i64 %513, 40
  %533 = trunc i64 %532 to i8
  %534 = getelementptr inbounds nuw i8, ptr %518, i64 5
  store i8 %533, ptr %534, align 1, !tbaa !11
  %535 = lshr i64 %513, 48
  %536 = trunc i64 %535 to i8
  %537 = getelementptr inbounds nuw i8, ptr %518, i64 6
  store i8 %536, ptr %537, align 1, !tbaa !11
  %538 = lshr i64 %513, 56
  %539 = trunc nuw i64 %538 to i8
  %540 = getelementptr inbounds nuw i8, ptr %518, i64 7
  store i8 %539, ptr %540, align 1, !tbaa !11
  %541 = trunc i64 %439 to i8
  %542 = getelementptr inbounds nuw i8, ptr %518, i64 8
  store i8 %541, ptr %542, align 1, !tbaa !11
  %543 = lshr i64 %439, 8
  %544 = trunc i64 %543 to i8
  %545 = getelementptr inbounds nuw i8, ptr %518, i64 9
  store i8 %544, ptr %545, align 1, !tbaa !11
  %546 = lshr i64 %439, 16
  %547 = trunc i64 %546 to i8
  %548 = getelementptr inbounds nuw i8, ptr %518, i64 10
  store i8 %547, ptr %548, align 1, !tbaa !11
  %549 = lshr i64 %439, 24
  %550 = trunc i64 %549 to i8
  %551 = getelementptr inbounds nuw i8, ptr %518, i64 11
  store i8 %550, ptr %551, align 1, !tbaa !11
  %552 = lshr i64 %439, 32
  %553 = trunc i64 %552 to i8
  %554 = getelementptr inbounds nuw i8, ptr %518, i64 12
  store i8 %553, ptr %554, align 1, !tbaa !11
  %555 = lshr i64 %439, 40
  %556 = trunc i64 %555 to i8
  %557 = getelementptr inbounds nuw i8, ptr %518, i64 13
  store i8 %556, ptr %557, align 1, !tbaa !11
  %558 = lshr i64 %439, 48
  %559 = trunc i64 %558 to i8
  %560 = getelementptr inbounds nuw i8, ptr %518, i64 14
  store i8 %559, ptr %560, align 1, !tbaa !11
  %561 = lshr i64 %439, 56
  %562 = trunc nuw i64 %561 to i8
  %563 = getelementptr inbounds nuw i8, ptr %518, i64 15
  store i8 %562, ptr %563, align 1, !tbaa !11
  %564 = trunc i64 %442 to i8
  %565 = getelementptr inbounds nuw i8, ptr %518, i64 16
  store i8 %564, ptr %565, align 1, !tbaa !11
  %566 = lshr i64 %442, 8
  %567 = trunc i64 %566 to i8
  %568 = getelementptr inbounds nuw i8, ptr %518, i64 17
  store i8 %567, ptr %568, align 1, !tbaa !11
  %569 = lshr i64 %442, 16
  %570 = trunc i64 %569 to i8
  %571 = getelementptr inbounds nuw i8, ptr %518, i64 18
  store i8 %570, ptr %571, align 1, !tbaa !11
  %572 = lshr i64 %442, 24
  %573 = trunc i64 %572 to i8
  %574 = getelementptr inbounds nuw i8, ptr %518, i64 19
  store i8 %573, ptr %574, align 1, !tbaa !11
  %575 = lshr i64 %442, 32
  %576 = trunc i64 %575 to i8
  %577 = getelementptr inbounds nuw i8, ptr %518, i64 20
  store i8 %576, ptr %577, align 1, !tbaa !11
  %578 = lshr i64 %442, 40
  %579 = trunc i64 %578 to i8
  %580 = getelementptr inbounds nuw i8, ptr %518, i64 21
  store i8 %579, ptr %580, align 1, !tbaa !11
  %581 = lshr i64 %442, 48
  %582 = trunc i64 %581 to i8
  %583 = getelementptr inbounds nuw i8, ptr %518, i64 22
  store i8 %582, ptr %583, align 1, !tbaa !11
  %584 = lshr i64 %442, 56
  %585 = trunc nuw i64 %584 to i8
  %586 = getelementptr inbounds nuw i8, ptr %518, i64 23
  store i8 %585, ptr %586, align 1, !tbaa !11
  %587 = trunc i64 %445 to i8
  %588 = getelementptr inbounds nuw i8, ptr %518, i64 24
  store i8 %587, ptr %588, align 1, !tbaa !11
  %589 = lshr i64 %445, 8
  %590 = trunc i64 %589 to i8
  %591 = getelementptr inbounds nuw i8, ptr %518, i64 25
  store i8 %590, ptr %591, align 1, !tbaa !11
  %592 = lshr i64 %445, 16
  %593 = trunc i64 %592 to i8
  %594 = getelementptr inbounds nuw i8, ptr %518, i64 26
  store i8 %593, ptr %594, align 1, !tbaa !11
  %595 = lshr i64 %445, 24
  %596 = trunc i64 %595 to i8
  %597 = getelementptr inbounds nuw i8, ptr %518, i64 27
  store i8 %596, ptr %597, align 1, !tbaa !11
  %598 = lshr i64 %445, 32
  %599 = trunc i64 %598 to i8
  %600 = getelementptr inbounds nuw i8, ptr %518, i64 28
  store i8 %599, ptr %600, align 1, !tbaa !11
  %601 = lshr i64 %445, 40
  %602 = trunc i64 %601 to i8
  %603 = getelementptr inbounds nuw i8, ptr %518, i64 29
  store i8 %602, ptr %603, align 1, !tbaa !11
  %604 = lshr i64 %445, 48
  %605 = trunc i64 %604 to i8
  %606 = getelementptr inbounds nuw i8, ptr %518, i64 30
  store i8 %605, ptr %606, align 1, !tbaa !11
  %607 = lshr i64 %445, 56
  %608 = trunc nuw i64 %607 to i8
  %609 = getelementptr inbounds nuw i8, ptr %518, i64 31
  store i8 %608, ptr %609, align 1, !tbaa !11
  br label %897

610:                                              ; preds = %108
  %611 = tail call i32 @llvm.smin.i32(i32 %135, i32 8)
  %612 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef %136, i32 noundef %611) #4
  br label %613

613:                                              ; preds = %610, %108
  %614 = phi i64 [ %612, %610 ], [ 0, %108 ]
  %615 = icmp ult i32 %135, 8
  br i1 %615, label %616, label %621

616:                                              ; preds = %613
  %617 = shl nuw nsw i32 %135, 3
  %618 = zext nneg i32 %617 to i64
  %619 = shl nuw nsw i64 6, %618
  %620 = or i64 %614, %619
  br label %621

621:                                              ; preds = %616, %613
  %622 = phi i64 [ %620, %616 ], [ %614, %613 ]
  %623 = xor i64 %622, %133
  %624 = add nsw i32 %135, -8
  %625 = icmp sgt i32 %135, 8
  br i1 %625, label %626, label %630

626:                                              ; preds = %621
  %627 = getelementptr inbounds nuw i8, ptr %136, i64 8
  %628 = tail call i32 @llvm.smin.i32(i32 %624, i32 8)
  %629 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %627, i32 noundef %628) #4
  br label %630

630:                                              ; preds = %626, %621
  %631 = phi i64 [ %629, %626 ], [ 0, %621 ]
  %632 = icmp ult i32 %624, 8
  br i1 %632, label %633, label %638

633:                                              ; preds = %630
  %634 = shl nuw nsw i32 %624, 3
  %635 = zext nneg i32 %634 to i64
  %636 = shl nuw nsw i64 6, %635
  %637 = or i64 %631, %636
  br label %638

638:                                              ; preds = %633, %630
  %639 = phi i64 [ %637, %633 ], [ %631, %630 ]
  %640 = xor i64 %639, %132
  %641 = add nsw i32 %135, -16
  %642 = icmp sgt i32 %135, 16
  br i1 %642, label %643, label %647

643:                                              ; preds = %638
  %644 = getelementptr inbounds nuw i8, ptr %136, i64 16
  %645 = tail call i32 @llvm.smin.i32(i32 %641, i32 8)
  %646 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %644, i32 noundef %645) #4
  br label %647

647:                                              ; preds = %643, %638
  %648 = phi i64 [ %646, %643 ], [ 0, %638 ]
  %649 = icmp ult i32 %641, 8
  br i1 %649, label %650, label %655

650:                                              ; preds = %647
  %651 = shl nuw nsw i32 %641, 3
  %652 = zext nneg i32 %651 to i64
  %653 = shl nuw nsw i64 6, %652
  %654 = or i64 %648, %653
  br label %655

655:                                              ; preds = %650, %647
  %656 = phi i64 [ %654, %650 ], [ %648, %647 ]
  %657 = xor i64 %656, %131
  %658 = add nsw i32 %135, -24
  %659 = icmp sgt i32 %135, 24
  br i1 %659, label %660, label %664

660:                                              ; preds = %655
  %661 = getelementptr inbounds nuw i8, ptr %136, i64 24
  %662 = tail call i32 @llvm.smin.i32(i32 %658, i32 8)
  %663 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %661, i32 noundef %662) #4
  br label %664

664:                                              ; preds = %660, %655
  %665 = phi i64 [ %663, %660 ], [ 0, %655 ]
  %666 = icmp ult i32 %658, 8
  br i1 %666, label %667, label %672

667:                                              ; preds = %664
  %668 = shl nuw nsw i32 %658, 3
  %669 = zext nneg i32 %668 to i64
  %670 = shl nuw nsw i64 6, %669
  %671 = or i64 %665, %670
  br label %672

672:                                              ; preds = %667, %664
  %673 = phi i64 [ %671, %667 ], [ %665, %664 ]
  %674 = xor i64 %673, %130
  %675 = add nsw i32 %135, -32
  %676 = icmp sgt i32 %135, 32
  br i1 %676, label %677, label %681

677:                                              ; preds = %672
  %678 = getelementptr inbounds nuw i8, ptr %136, i64 32
  %679 = tail call i32 @llvm.smin.i32(i32 %675, i32 8)
  %680 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %678, i32 noundef %679) #4
  br label %681

681:                                              ; preds = %677, %672
  %682 = phi i64 [ %680, %677 ], [ 0, %672 ]
  %683 = icmp ult i32 %675, 8
  br i1 %683, label %684, label %689

684:                                              ; preds = %681
  %685 = shl nuw nsw i32 %675, 3
  %686 = zext nneg i32 %685 to i64
  %687 = shl nuw nsw i64 6, %686
  %688 = or i64 %682, %687
  br label %689

689:                                              ; preds = %684, %681
  %690 = phi i64 [ %688, %684 ], [ %682, %681 ]
  %691 = xor i64 %690, %129
  %692 = add nsw i32 %135, -40
  %693 = icmp sgt i32 %135, 40
  br i1 %693, label %694, label %698

694:                                              ; preds = %689
  %695 = getelementptr inbounds nuw i8, ptr %136, i64 40
  %696 = tail call i32 @llvm.smin.i32(i32 %692, i32 8)
  %697 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %695, i32 noundef %696) #4
  br label %698

698:                                              ; preds = %694, %689
  %699 = phi i64 [ %697, %694 ], [ 0, %689 ]
  %700 = icmp ult i32 %692, 8
  br i1 %700, label %701, label %706

701:                                              ; preds = %698
  %702 = shl nuw nsw i32 %692, 3
  %703 = zext nneg i32 %702 to i64
  %704 = shl nuw nsw i64 6, %703
  %705 = or i64 %699, %704
  br label %706

706:                                              ; preds = %701, %698
  %707 = phi i64 [ %705, %701 ], [ %699, %698 ]
  %708 = xor i64 %707, %128
  %709 = add nsw i32 %135, -48
  %710 = icmp sgt i32 %135, 48
  br i1 %710, label %711, label %715

711:                                              ; preds = %706
  %712 = getelementptr inbounds nuw i8, ptr %136, i64 48
  %713 = tail call i32 @llvm.smin.i32(i32 %709, i32 8)
  %714 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %712, i32 noundef %713) #4
  br label %715

715:                                              ; preds = %711, %706
  %716 = phi i64 [ %714, %711 ], [ 0, %706 ]
  %717 = icmp ult i32 %709, 8
  br i1 %717, label %718, label %723

718:                                              ; preds = %715
  %719 = shl nuw nsw i32 %709, 3
  %720 = zext nneg i32 %719 to i64
  %721 = shl nuw nsw i64 6, %720
  %722 = or i64 %716, %721
  br label %723

723:                                              ; preds = %718, %715
  %724 = phi i64 [ %722, %718 ], [ %716, %715 ]
  %725 = xor i64 %724, %127
  %726 = add nsw i32 %135, -56
  %727 = icmp sgt i32 %135, 56
  br i1 %727, label %728, label %732

728:                                              ; preds = %723
  %729 = getelementptr inbounds nuw i8, ptr %136, i64 56
  %730 = tail call i32 @llvm.smin.i32(i32 %726, i32 8)
  %731 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %729, i32 noundef %730) #4
  br label %732

732:                                              ; preds = %728, %723
  %733 = phi i64 [ %731, %728 ], [ 0, %723 ]
  %734 = icmp ult i32 %726, 8
  br i1 %734, label %735, label %740

735:                                              ; preds = %732
  %736 = shl nuw nsw i32 %726, 3
  %737 = zext nneg i32 %736 to i64
  %738 = shl nuw nsw i64 6, %737
  %739 = or i64 %733, %738
  br label %740

740:                                              ; preds = %735, %732
  %741 = phi i64 [ %739, %735 ], [ %733, %732 ]
  %742 = xor i64 %741, %126
  %743 = add nsw i32 %135, -64
  %744 = icmp sgt i32 %135, 64
  br i1 %744, label %745, label %749

745:                                              ; preds = %740
  %746 = getelementptr inbounds nuw i8, ptr %136, i64 64
  %747 = tail call i32 @llvm.smin.i32(i32 %743, i32 8)
  %748 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %746, i32 noundef %747) #4
  br label %749

749:                                              ; preds = %745, %740
  %750 = phi i64 [ %748, %745 ], [ 0, %740 ]
  %751 = icmp ult i32 %743, 8
  br i1 %751, label %752, label %757

752:                                              ; preds = %749
  %753 = shl nuw nsw i32 %743, 3
  %754 = zext nneg i32 %753 to i64
  %755 = shl nuw nsw i64 6, %754
  %756 = or i64 %750, %755
  br label %757

757:                                              ; preds = %752, %749
  %758 = phi i64 [ %756, %752 ], [ %750, %749 ]
  %759 = xor i64 %758, %125
  %760 = add nsw i32 %135, -72
  %761 = icmp sgt i32 %135, 72
  br i1 %761, label %762, label %766

762:                                              ; preds = %757
  %763 = getelementptr inbounds nuw i8, ptr %136, i64 72
  %764 = tail call i32 @llvm.smin.i32(i32 %760, i32 8)
  %765 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %763, i32 noundef %764) #4
  br label %766

766:                                              ; preds = %762, %757
  %767 = phi i64 [ %765, %762 ], [ 0, %757 ]
  %768 = icmp ult i32 %760, 8
  br i1 %768, label %769, label %774

769:                                              ; preds = %766
  %770 = shl nuw nsw i32 %760, 3
  %771 = zext nneg i32 %770 to i64
  %772 = shl nuw nsw i64 6, %771
  %773 = or i64 %767, %772
  br label %774

774:                                              ; preds = %769, %766
  %775 = phi i64 [ %773, %769 ], [ %767, %766 ]
  %776 = xor i64 %775, %124
  %777 = add nsw i32 %135, -80
  %778 = icmp sgt i32 %135, 80
  br i1 %778, label %779, label %783

779:                                              ; preds = %774
  %780 = getelementptr inbounds nuw i8, ptr %136, i64 80
  %781 = tail call i32 @llvm.smin.i32(i32 %777, i32 8)
  %782 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %780, i32 noundef %781) #4
  br label %783

783:                                              ; preds = %779, %774
  %784 = phi i64 [ %782, %779 ], [ 0, %774 ]
  %785 = icmp ult i32 %777, 8
  br i1 %785, label %786, label %791

786:                                              ; preds = %783
  %787 = shl nuw nsw i32 %777, 3
  %788 = zext nneg i32 %787 to i64
  %789 = shl nuw nsw i64 6, %788
  %790 = or i64 %784, %789
  br label %791

791:                                              ; preds = %786, %783
  %792 = phi i64 [ %790, %786 ], [ %784, %783 ]
  %793 = xor i64 %792, %123
  %794 = add nsw i32 %135, -88
  %795 = icmp sgt i32 %135, 88
  br i1 %795, label %796, label %800

796:                                              ; preds = %791
  %797 = getelementptr inbounds nuw i8, ptr %136, i64 88
  %798 = tail call i32 @llvm.smin.i32(i32 %794, i32 8)
  %799 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %797, i32 noundef %798) #4
  br label %800

800:                                              ; preds = %796, %791
  %801 = phi i64 [ %799, %796 ], [ 0, %791 ]
  %802 = icmp ult i32 %794, 8
  br i1 %802, label %803, label %808

803:                                              ; preds = %800
  %804 = shl nuw nsw i32 %794, 3
  %805 = zext nneg i32 %804 to i64
  %806 = shl nuw nsw i64 6, %805
  %807 = or i64 %801, %806
  br label %808

808:                                              ; preds = %803, %800
  %809 = phi i64 [ %807, %803 ], [ %801, %800 ]
  %810 = xor i64 %809, %122
  %811 = add nsw i32 %135, -96
  %812 = icmp sgt i32 %135, 96
  br i1 %812, label %813, label %817

813:                                              ; preds = %808
  %814 = getelementptr inbounds nuw i8, ptr %136, i64 96
  %815 = tail call i32 @llvm.smin.i32(i32 %811, i32 8)
  %816 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %814, i32 noundef %815) #4
  br label %817

817:                                              ; preds = %813, %808
  %818 = phi i64 [ %816, %813 ], [ 0, %808 ]
  %819 = icmp ult i32 %811, 8
  br i1 %819, label %820, label %825

820:                                              ; preds = %817
  %821 = shl nuw nsw i32 %811, 3
  %822 = zext nneg i32 %821 to i64
  %823 = shl nuw nsw i64 6, %822
  %824 = or i64 %818, %823
  br label %825

825:                                              ; preds = %820, %817
  %826 = phi i64 [ %824, %820 ], [ %818, %817 ]
  %827 = xor i64 %826, %121
  %828 = add nsw i32 %135, -104
  %829 = icmp sgt i32 %135, 104
  br i1 %829, label %830, label %834

830:                                              ; preds = %825
  %831 = getelementptr inbounds nuw i8, ptr %136, i64 104
  %832 = tail call i32 @llvm.smin.i32(i32 %828, i32 8)
  %833 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %831, i32 noundef %832) #4
  br label %834

834:                                              ; preds = %830, %825
  %835 = phi i64 [ %833, %830 ], [ 0, %825 ]
  %836 = icmp ult i32 %828, 8
  br i1 %836, label %837, label %842

837:                                              ; preds = %834
  %838 = shl nuw nsw i32 %828, 3
  %839 = zext nneg i32 %838 to i64
  %840 = shl nuw nsw i64 6, %839
  %841 = or i64 %835, %840
  br label %842

842:                                              ; preds = %837, %834
  %843 = phi i64 [ %841, %837 ], [ %835, %834 ]
  %844 = xor i64 %843, %120
  %845 = add nsw i32 %135, -112
  %846 = icmp sgt i32 %135, 112
  br i1 %846, label %847, label %851

847:                                              ; preds = %842
  %848 = getelementptr inbounds nuw i8, ptr %136, i64 112
  %849 = tail call i32 @llvm.smin.i32(i32 %845, i32 8)
  %850 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %848, i32 noundef %849) #4
  br label %851

851:                                              ; preds = %847, %842
  %852 = phi i64 [ %850, %847 ], [ 0, %842 ]
  %853 = icmp ult i32 %845, 8
  br i1 %853, label %854, label %859

854:                                              ; preds = %851
  %855 = shl nuw nsw i32 %845, 3
  %856 = zext nneg i32 %855 to i64
  %857 = shl nuw nsw i64 6, %856
  %858 = or i64 %852, %857
  br label %859

859:                                              ; preds = %854, %851
  %860 = phi i64 [ %858, %854 ], [ %852, %851 ]
  %861 = xor i64 %860, %119
  %862 = add nsw i32 %135, -120
  %863 = icmp sgt i32 %135, 120
  br i1 %863, label %864, label %868

864:                                              ; preds = %859
  %865 = getelementptr inbounds nuw i8, ptr %136, i64 120
  %866 = tail call i32 @llvm.smin.i32(i32 %862, i32 8)
  %867 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %865, i32 noundef %866) #4
  br label %868

868:                                              ; preds = %864, %859
  %869 = phi i64 [ %867, %864 ], [ 0, %859 ]
  %870 = icmp ult i32 %862, 8
  br i1 %870, label %871, label %876

871:                                              ; preds = %868
  %872 = shl nuw nsw i32 %862, 3
  %873 = zext nneg i32 %872 to i64
  %874 = shl nuw nsw i64 6, %873
  %875 = or i64 %869, %874
  br label %876

876:                                              ; preds = %871, %868
  %877 = phi i64 [ %875, %871 ], [ %869, %868 ]
  %878 = xor i64 %877, %118
  %879 = add nsw i32 %135, -128
  %880 = icmp sgt i32 %135, 128
  br i1 %880, label %881, label %885

881:                                              ; preds = %876
  %882 = getelementptr inbounds nuw i8, ptr %136, i64 128
  %883 = tail call i32 @llvm.smin.i32(i32 %879, i32 8)
  %884 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %882, i32 noundef %883) #4
  br label %885

885:                                              ; preds = %881, %876
  %886 = phi i64 [ %884, %881 ], [ 0, %876 ]
  %887 = icmp ult i32 %879, 8
  br i1 %887, label %888, label %893

888:                                              ; preds = %885
  %889 = shl nuw nsw i32 %879, 3
  %890 = zext nneg i32 %889 to i64
  %891 = shl nuw nsw i64 6, %890
  %892 = or i64 %886, %891
  br label %893

893:                                              ; preds = %888, %885
  %894 = phi i64 [ %892, %888 ], [ %886, %885 ]
  %895 = or i64 %894, -9223372036854775808
  %896 = xor i64 %895, %117
  br label %329

897:                                              ; preds = %6, %516
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @shake128_expand(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp sge i32 %10, %2
  %12 = icmp slt i32 %3, 0
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  br i1 %15, label %1156, label %16

16:                                               ; preds = %5
  %17 = sext i32 %10 to i64
  %18 = zext nneg i32 %3 to i64
  %19 = mul nsw i64 %18, %17
  %20 = getelementptr inbounds nuw i64, ptr %0, i64 %19
  %21 = icmp sgt i32 %3, 20
  br i1 %21, label %22, label %535

22:                                               ; preds = %16, %340
  %23 = phi i64 [ %332, %340 ], [ 0, %16 ]
  %24 = phi i64 [ %329, %340 ], [ 0, %16 ]
  %25 = phi i64 [ %326, %340 ], [ 0, %16 ]
  %26 = phi i64 [ %323, %340 ], [ 0, %16 ]
  %27 = phi i64 [ %320, %340 ], [ 0, %16 ]
  %28 = phi i64 [ %317, %340 ], [ 0, %16 ]
  %29 = phi i64 [ %314, %340 ], [ 0, %16 ]
  %30 = phi i64 [ %311, %340 ], [ 0, %16 ]
  %31 = phi i64 [ %308, %340 ], [ 0, %16 ]
  %32 = phi i64 [ %305, %340 ], [ 0, %16 ]
  %33 = phi i64 [ %302, %340 ], [ 0, %16 ]
  %34 = phi i64 [ %299, %340 ], [ 0, %16 ]
  %35 = phi i64 [ %296, %340 ], [ 0, %16 ]
  %36 = phi i64 [ %293, %340 ], [ 0, %16 ]
  %37 = phi i64 [ %290, %340 ], [ 0, %16 ]
  %38 = phi i64 [ %287, %340 ], [ 0, %16 ]
  %39 = phi i64 [ %284, %340 ], [ 0, %16 ]
  %40 = phi i64 [ %281, %340 ], [ 0, %16 ]
  %41 = phi i64 [ %278, %340 ], [ 0, %16 ]
  %42 = phi i64 [ %275, %340 ], [ 0, %16 ]
  %43 = phi i64 [ %272, %340 ], [ 0, %16 ]
  %44 = phi i64 [ %269, %340 ], [ 0, %16 ]
  %45 = phi i64 [ %266, %340 ], [ 0, %16 ]
  %46 = phi i64 [ %263, %340 ], [ 0, %16 ]
  %47 = phi i64 [ %337, %340 ], [ 0, %16 ]
  %48 = phi i32 [ %341, %340 ], [ 0, %16 ]
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i64, ptr %20, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !15
  %52 = xor i64 %47, %51
  %53 = zext nneg i32 %48 to i64
  %54 = getelementptr inbounds nuw i64, ptr %20, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load i64, ptr %55, align 8, !tbaa !15
  %57 = xor i64 %46, %56
  %58 = zext nneg i32 %48 to i64
  %59 = getelementptr inbounds nuw i64, ptr %20, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %61 = load i64, ptr %60, align 8, !tbaa !15
  %62 = xor i64 %45, %61
  %63 = zext nneg i32 %48 to i64
  %64 = getelementptr inbounds nuw i64, ptr %20, i64 %63
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !15
  %67 = xor i64 %44, %66
  %68 = zext nneg i32 %48 to i64
  %69 = getelementptr inbounds nuw i64, ptr %20, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 32
  %71 = load i64, ptr %70, align 8, !tbaa !15
  %72 = xor i64 %43, %71
  %73 = zext nneg i32 %48 to i64
  %74 = getelementptr inbounds nuw i64, ptr %20, i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 40
  %76 = load i64, ptr %75, align 8, !tbaa !15
  %77 = xor i64 %42, %76
  %78 = zext nneg i32 %48 to i64
  %79 = getelementptr inbounds nuw i64, ptr %20, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 48
  %81 = load i64, ptr %80, align 8, !tbaa !15
  %82 = xor i64 %41, %81
  %83 = zext nneg i32 %48 to i64
  %84 = getelementptr inbounds nuw i64, ptr %20, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 56
  %86 = load i64, ptr %85, align 8, !tbaa !15
  %87 = xor i64 %40, %86
  %88 = zext nneg i32 %48 to i64
  %89 = getelementptr inbounds nuw i64, ptr %20, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 64
  %91 = load i64, ptr %90, align 8, !tbaa !15
  %92 = xor i64 %39, %91
  %93 = zext nneg i32 %48 to i64
  %94 = getelementptr inbounds nuw i64, ptr %20, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 72
  %96 = load i64, ptr %95, align 8, !tbaa !15
  %97 = xor i64 %38, %96
  %98 = zext nneg i32 %48 to i64
  %99 = getelementptr inbounds nuw i64, ptr %20, i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 80
  %101 = load i64, ptr %100, align 8, !tbaa !15
  %102 = xor i64 %37, %101
  %103 = zext nneg i32 %48 to i64
  %104 = getelementptr inbounds nuw i64, ptr %20, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 88
  %106 = load i64, ptr %105, align 8, !tbaa !15
  %107 = xor i64 %36, %106
  %108 = zext nneg i32 %48 to i64
  %109 = getelementptr inbounds nuw i64, ptr %20, i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 96
  %111 = load i64, ptr %110, align 8, !tbaa !15
  %112 = xor i64 %35, %111
  %113 = zext nneg i32 %48 to i64
  %114 = getelementptr inbounds nuw i64, ptr %20, i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 104
  %116 = load i64, ptr %115, align 8, !tbaa !15
  %117 = xor i64 %34, %116
  %118 = zext nneg i32 %48 to i64
  %119 = getelementptr inbounds nuw i64, ptr %20, i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 112
  %121 = load i64, ptr %120, align 8, !tbaa !15
  %122 = xor i64 %33, %121
  %123 = zext nneg i32 %48 to i64
  %124 = getelementptr inbounds nuw i64, ptr %20, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 120
  %126 = load i64, ptr %125, align 8, !tbaa !15
  %127 = xor i64 %32, %126
  %128 = zext nneg i32 %48 to i64
  %129 = getelementptr inbounds nuw i64, ptr %20, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 128
  %131 = load i64, ptr %130, align 8, !tbaa !15
  %132 = xor i64 %31, %131
  %133 = zext nneg i32 %48 to i64
  %134 = getelementptr inbounds nuw i64, ptr %20, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 136
  %136 = load i64, ptr %135, align 8, !tbaa !15
  %137 = xor i64 %30, %136
  %138 = zext nneg i32 %48 to i64
  %139 = getelementptr inbounds nuw i64, ptr %20, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 144
  %141 = load i64, ptr %140, align 8, !tbaa !15
  %142 = xor i64 %29, %141
  %143 = zext nneg i32 %48 to i64
  %144 = getelementptr inbounds nuw i64, ptr %20, i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 152
  %146 = load i64, ptr %145, align 8, !tbaa !15
  %147 = xor i64 %28, %146
  %148 = zext nneg i32 %48 to i64
  %149 = getelementptr inbounds nuw i64, ptr %20, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 160
  %151 = load i64, ptr %150, align 8, !tbaa !15
  %152 = xor i64 %27, %151
  br label %153

153:                                              ; preds = %22, %153
  %154 = phi i64 [ %23, %22 ], [ %332, %153 ]
  %155 = phi i64 [ %24, %22 ], [ %329, %153 ]
  %156 = phi i64 [ %25, %22 ], [ %326, %153 ]
  %157 = phi i64 [ %26, %22 ], [ %323, %153 ]
  %158 = phi i64 [ %152, %22 ], [ %320, %153 ]
  %159 = phi i64 [ %147, %22 ], [ %317, %153 ]
  %160 = phi i64 [ %142, %22 ], [ %314, %153 ]
  %161 = phi i64 [ %137, %22 ], [ %311, %153 ]
  %162 = phi i64 [ %132, %22 ], [ %308, %153 ]
  %163 = phi i64 [ %127, %22 ], [ %305, %153 ]
  %164 = phi i64 [ %122, %22 ], [ %302, %153 ]
  %165 = phi i64 [ %117, %22 ], [ %299, %153 ]
  %166 = phi i64 [ %112, %22 ], [ %296, %153 ]
  %167 = phi i64 [ %107, %22 ], [ %293, %153 ]
  %168 = phi i64 [ %102, %22 ], [ %290, %153 ]
  %169 = phi i64 [ %97, %22 ], [ %287, %153 ]
  %170 = phi i64 [ %92, %22 ], [ %284, %153 ]
  %171 = phi i64 [ %87, %22 ], [ %281, %153 ]
  %172 = phi i64 [ %82, %22 ], [ %278, %153 ]
  %173 = phi i64 [ %77, %22 ], [ %275, %153 ]
  %174 = phi i64 [ %72, %22 ], [ %272, %153 ]
  %175 = phi i64 [ %67, %22 ], [ %269, %153 ]
  %176 = phi i64 [ %62, %22 ], [ %266, %153 ]
  %177 = phi i64 [ %57, %22 ], [ %263, %153 ]
  %178 = phi i64 [ %52, %22 ], [ %337, %153 ]
  %179 = phi i32 [ 0, %22 ], [ %338, %153 ]
  %180 = xor i64 %173, %178
  %181 = xor i64 %180, %168
  %182 = xor i64 %181, %163
  %183 = xor i64 %182, %158
  %184 = xor i64 %172, %177
  %185 = xor i64 %184, %167
  %186 = xor i64 %185, %162
  %187 = xor i64 %186, %157
  %188 = xor i64 %171, %176
  %189 = xor i64 %188, %166
  %190 = xor i64 %189, %161
  %191 = xor i64 %190, %156
  %192 = xor i64 %170, %175
  %193 = xor i64 %192, %165
  %194 = xor i64 %193, %160
  %195 = xor i64 %194, %155
  %196 = xor i64 %169, %174
  %197 = xor i64 %196, %164
  %198 = xor i64 %197, %159
  %199 = xor i64 %198, %154
  %200 = tail call i64 @llvm.fshl.i64(i64 %187, i64 %187, i64 1)
  %201 = xor i64 %200, %199
  %202 = xor i64 %201, %178
  %203 = xor i64 %201, %173
  %204 = xor i64 %201, %168
  %205 = xor i64 %201, %163
  %206 = xor i64 %201, %158
  %207 = tail call i64 @llvm.fshl.i64(i64 %191, i64 %191, i64 1)
  %208 = xor i64 %207, %183
  %209 = xor i64 %208, %177
  %210 = xor i64 %208, %172
  %211 = xor i64 %208, %167
  %212 = xor i64 %208, %162
  %213 = xor i64 %208, %157
  %214 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %195, i64 1)
  %215 = xor i64 %214, %187
  %216 = xor i64 %215, %176
  %217 = xor i64 %215, %171
  %218 = xor i64 %215, %166
  %219 = xor i64 %215, %161
  %220 = xor i64 %215, %156
  %221 = tail call i64 @llvm.fshl.i64(i64 %210, i64 %210, i64 44)
  %222 = tail call i64 @llvm.fshl.i64(i64 %183, i64 %183, i64 1)
  %223 = xor i64 %222, %195
  %224 = xor i64 %223, %169
  %225 = tail call i64 @llvm.fshl.i64(i64 %224, i64 %224, i64 20)
  %226 = tail call i64 @llvm.fshl.i64(i64 %220, i64 %220, i64 61)
  %227 = xor i64 %223, %164
  %228 = tail call i64 @llvm.fshl.i64(i64 %227, i64 %227, i64 39)
  %229 = tail call i64 @llvm.fshl.i64(i64 %206, i64 %206, i64 18)
  %230 = tail call i64 @llvm.fshl.i64(i64 %216, i64 %216, i64 62)
  %231 = tail call i64 @llvm.fshl.i64(i64 %218, i64 %218, i64 43)
  %232 = tail call i64 @llvm.fshl.i64(i64 %199, i64 %199, i64 1)
  %233 = xor i64 %232, %191
  %234 = xor i64 %233, %165
  %235 = tail call i64 @llvm.fshl.i64(i64 %234, i64 %234, i64 25)
  %236 = xor i64 %223, %159
  %237 = tail call i64 @llvm.fshl.i64(i64 %236, i64 %236, i64 8)
  %238 = xor i64 %233, %155
  %239 = tail call i64 @llvm.fshl.i64(i64 %238, i64 %238, i64 56)
  %240 = tail call i64 @llvm.fshl.i64(i64 %205, i64 %205, i64 41)
  %241 = xor i64 %223, %174
  %242 = tail call i64 @llvm.fshl.i64(i64 %241, i64 %241, i64 27)
  %243 = xor i64 %223, %154
  %244 = tail call i64 @llvm.fshl.i64(i64 %243, i64 %243, i64 14)
  %245 = tail call i64 @llvm.fshl.i64(i64 %213, i64 %213, i64 2)
  %246 = xor i64 %233, %170
  %247 = tail call i64 @llvm.fshl.i64(i64 %246, i64 %246, i64 55)
  %248 = tail call i64 @llvm.fshl.i64(i64 %212, i64 %212, i64 45)
  %249 = tail call i64 @llvm.fshl.i64(i64 %203, i64 %203, i64 36)
  %250 = xor i64 %233, %175
  %251 = tail call i64 @llvm.fshl.i64(i64 %250, i64 %250, i64 28)
  %252 = xor i64 %233, %160
  %253 = tail call i64 @llvm.fshl.i64(i64 %252, i64 %252, i64 21)
  %254 = tail call i64 @llvm.fshl.i64(i64 %219, i64 %219, i64 15)
  %255 = tail call i64 @llvm.fshl.i64(i64 %211, i64 %211, i64 10)
  %256 = tail call i64 @llvm.fshl.i64(i64 %217, i64 %217, i64 6)
  %257 = tail call i64 @llvm.fshl.i64(i64 %204, i64 %204, i64 3)
  %258 = tail call i64 @llvm.fshl.i64(i64 %209, i64 %209, i64 1)
  %259 = xor i64 %221, -1
  %260 = and i64 %231, %259
  %261 = xor i64 %231, -1
  %262 = and i64 %253, %261
  %263 = xor i64 %262, %221
  %264 = xor i64 %253, -1
  %265 = and i64 %244, %264
  %266 = xor i64 %265, %231
  %267 = xor i64 %244, -1
  %268 = and i64 %202, %267
  %269 = xor i64 %268, %253
  %270 = xor i64 %202, -1
  %271 = and i64 %221, %270
  %272 = xor i64 %244, %271
  %273 = xor i64 %225, -1
  %274 = and i64 %257, %273
  %275 = xor i64 %274, %251
  %276 = xor i64 %257, -1
  %277 = and i64 %248, %276
  %278 = xor i64 %277, %225
  %279 = xor i64 %248, -1
  %280 = and i64 %226, %279
  %281 = xor i64 %280, %257
  %282 = xor i64 %226, -1
  %283 = and i64 %251, %282
  %284 = xor i64 %283, %248
  %285 = xor i64 %251, -1
  %286 = and i64 %225, %285
  %287 = xor i64 %226, %286
  %288 = xor i64 %256, -1
  %289 = and i64 %235, %288
  %290 = xor i64 %289, %258
  %291 = xor i64 %235, -1
  %292 = and i64 %237, %291
  %293 = xor i64 %292, %256
  %294 = xor i64 %237, -1
  %295 = and i64 %229, %294
  %296 = xor i64 %295, %235
  %297 = xor i64 %229, -1
  %298 = and i64 %258, %297
  %299 = xor i64 %298, %237
  %300 = xor i64 %258, -1
  %301 = and i64 %256, %300
  %302 = xor i64 %229, %301
  %303 = xor i64 %249, -1
  %304 = and i64 %255, %303
  %305 = xor i64 %304, %242
  %306 = xor i64 %255, -1
  %307 = and i64 %254, %306
  %308 = xor i64 %307, %249
  %309 = xor i64 %254, -1
  %310 = and i64 %239, %309
  %311 = xor i64 %310, %255
  %312 = xor i64 %239, -1
  %313 = and i64 %242, %312
  %314 = xor i64 %313, %254
  %315 = xor i64 %242, -1
  %316 = and i64 %249, %315
  %317 = xor i64 %239, %316
  %318 = xor i64 %247, -1
  %319 = and i64 %228, %318
  %320 = xor i64 %319, %230
  %321 = xor i64 %228, -1
  %322 = and i64 %240, %321
  %323 = xor i64 %322, %247
  %324 = xor i64 %240, -1
  %325 = and i64 %245, %324
  %326 = xor i64 %325, %228
  %327 = xor i64 %245, -1
  %328 = and i64 %230, %327
  %329 = xor i64 %328, %240
  %330 = xor i64 %230, -1
  %331 = and i64 %247, %330
  %332 = xor i64 %245, %331
  %333 = zext nneg i32 %179 to i64
  %334 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %333
  %335 = load i64, ptr %334, align 8, !tbaa !15
  %336 = xor i64 %260, %335
  %337 = xor i64 %336, %202
  %338 = add nuw nsw i32 %179, 1
  %339 = icmp eq i32 %338, 24
  br i1 %339, label %340, label %153, !llvm.loop !17

340:                                              ; preds = %153
  %341 = add nuw nsw i32 %48, 21
  %342 = sub nsw i32 %3, %341
  %343 = icmp sgt i32 %342, 20
  br i1 %343, label %22, label %535, !llvm.loop !19

344:                                              ; preds = %808, %344
  %345 = phi i64 [ %536, %808 ], [ %523, %344 ]
  %346 = phi i64 [ %537, %808 ], [ %520, %344 ]
  %347 = phi i64 [ %538, %808 ], [ %517, %344 ]
  %348 = phi i64 [ %539, %808 ], [ %514, %344 ]
  %349 = phi i64 [ %813, %808 ], [ %511, %344 ]
  %350 = phi i64 [ %801, %808 ], [ %508, %344 ]
  %351 = phi i64 [ %789, %808 ], [ %505, %344 ]
  %352 = phi i64 [ %777, %808 ], [ %502, %344 ]
  %353 = phi i64 [ %765, %808 ], [ %499, %344 ]
  %354 = phi i64 [ %753, %808 ], [ %496, %344 ]
  %355 = phi i64 [ %741, %808 ], [ %493, %344 ]
  %356 = phi i64 [ %729, %808 ], [ %490, %344 ]
  %357 = phi i64 [ %717, %808 ], [ %487, %344 ]
  %358 = phi i64 [ %705, %808 ], [ %484, %344 ]
  %359 = phi i64 [ %693, %808 ], [ %481, %344 ]
  %360 = phi i64 [ %681, %808 ], [ %478, %344 ]
  %361 = phi i64 [ %669, %808 ], [ %475, %344 ]
  %362 = phi i64 [ %657, %808 ], [ %472, %344 ]
  %363 = phi i64 [ %645, %808 ], [ %469, %344 ]
  %364 = phi i64 [ %633, %808 ], [ %466, %344 ]
  %365 = phi i64 [ %621, %808 ], [ %463, %344 ]
  %366 = phi i64 [ %609, %808 ], [ %460, %344 ]
  %367 = phi i64 [ %597, %808 ], [ %457, %344 ]
  %368 = phi i64 [ %585, %808 ], [ %454, %344 ]
  %369 = phi i64 [ %573, %808 ], [ %528, %344 ]
  %370 = phi i32 [ 0, %808 ], [ %529, %344 ]
  %371 = xor i64 %364, %369
  %372 = xor i64 %371, %359
  %373 = xor i64 %372, %354
  %374 = xor i64 %373, %349
  %375 = xor i64 %363, %368
  %376 = xor i64 %375, %358
  %377 = xor i64 %376, %353
  %378 = xor i64 %377, %348
  %379 = xor i64 %362, %367
  %380 = xor i64 %379, %357
  %381 = xor i64 %380, %352
  %382 = xor i64 %381, %347
  %383 = xor i64 %361, %366
  %384 = xor i64 %383, %356
  %385 = xor i64 %384, %351
  %386 = xor i64 %385, %346
  %387 = xor i64 %360, %365
  %388 = xor i64 %387, %355
  %389 = xor i64 %388, %350
  %390 = xor i64 %389, %345
  %391 = tail call i64 @llvm.fshl.i64(i64 %378, i64 %378, i64 1)
  %392 = xor i64 %391, %390
  %393 = xor i64 %392, %369
  %394 = xor i64 %392, %364
  %395 = xor i64 %392, %359
  %396 = xor i64 %392, %354
  %397 = xor i64 %392, %349
  %398 = tail call i64 @llvm.fshl.i64(i64 %382, i64 %382, i64 1)
  %399 = xor i64 %398, %374
  %400 = xor i64 %399, %368
  %401 = xor i64 %399, %363
  %402 = xor i64 %399, %358
  %403 = xor i64 %399, %353
  %404 = xor i64 %399, %348
  %405 = tail call i64 @llvm.fshl.i64(i64 %386, i64 %386, i64 1)
  %406 = xor i64 %405, %378
  %407 = xor i64 %406, %367
  %408 = xor i64 %406, %362
  %409 = xor i64 %406, %357
  %410 = xor i64 %406, %352
  %411 = xor i64 %406, %347
  %412 = tail call i64 @llvm.fshl.i64(i64 %401, i64 %401, i64 44)
  %413 = tail call i64 @llvm.fshl.i64(i64 %374, i64 %374, i64 1)
  %414 = xor i64 %413, %386
  %415 = xor i64 %414, %360
  %416 = tail call i64 @llvm.fshl.i64(i64 %415, i64 %415, i64 20)
  %417 = tail call i64 @llvm.fshl.i64(i64 %411, i64 %411, i64 61)
  %418 = xor i64 %414, %355
  %419 = tail call i64 @llvm.fshl.i64(i64 %418, i64 %418, i64 39)
  %420 = tail call i64 @llvm.fshl.i64(i64 %397, i64 %397, i64 18)
  %421 = tail call i64 @llvm.fshl.i64(i64 %407, i64 %407, i64 62)
  %422 = tail call i64 @llvm.fshl.i64(i64 %409, i64 %409, i64 43)
  %423 = tail call i64 @llvm.fshl.i64(i64 %390, i64 %390, i64 1)
  %424 = xor i64 %423, %382
  %425 = xor i64 %424, %356
  %426 = tail call i64 @llvm.fshl.i64(i64 %425, i64 %425, i64 25)
  %427 = xor i64 %414, %350
  %428 = tail call i64 @llvm.fshl.i64(i64 %427, i64 %427, i64 8)
  %429 = xor i64 %424, %346
  %430 = tail call i64 @llvm.fshl.i64(i64 %429, i64 %429, i64 56)
  %431 = tail call i64 @llvm.fshl.i64(i64 %396, i64 %396, i64 41)
  %432 = xor i64 %414, %365
  %433 = tail call i64 @llvm.fshl.i64(i64 %432, i64 %432, i64 27)
  %434 = xor i64 %414, %345
  %435 = tail call i64 @llvm.fshl.i64(i64 %434, i64 %434, i64 14)
  %436 = tail call i64 @llvm.fshl.i64(i64 %404, i64 %404, i64 2)
  %437 = xor i64 %424, %361
  %438 = tail call i64 @llvm.fshl.i64(i64 %437, i64 %437, i64 55)
  %439 = tail call i64 @llvm.fshl.i64(i64 %403, i64 %403, i64 45)
  %440 = tail call i64 @llvm.fshl.i64(i64 %394, i64 %394, i64 36)
  %441 = xor i64 %424, %366
  %442 = tail call i64 @llvm.fshl.i64(i64 %441, i64 %441, i64 28)
  %443 = xor i64 %424, %351
  %444 = tail call i64 @llvm.fshl.i64(i64 %443, i64 %443, i64 21)
  %445 = tail call i64 @llvm.fshl.i64(i64 %410, i64 %410, i64 15)
  %446 = tail call i64 @llvm.fshl.i64(i64 %402, i64 %402, i64 10)
  %447 = tail call i64 @llvm.fshl.i64(i64 %408, i64 %408, i64 6)
  %448 = tail call i64 @llvm.fshl.i64(i64 %395, i64 %395, i64 3)
  %449 = tail call i64 @llvm.fshl.i64(i64 %400, i64 %400, i64 1)
  %450 = xor i64 %412, -1
  %451 = and i64 %422, %450
  %452 = xor i64 %422, -1
  %453 = and i64 %444, %452
  %454 = xor i64 %453, %412
  %455 = xor i64 %444, -1
  %456 = and i64 %435, %455
  %457 = xor i64 %456, %422
  %458 = xor i64 %435, -1
  %459 = and i64 %393, %458
  %460 = xor i64 %459, %444
  %461 = xor i64 %393, -1
  %462 = and i64 %412, %461
  %463 = xor i64 %435, %462
  %464 = xor i64 %416, -1
  %465 = and i64 %448, %464
  %466 = xor i64 %465, %442
  %467 = xor i64 %448, -1
  %468 = and i64 %439, %467
  %469 = xor i64 %468, %416
  %470 = xor i64 %439, -1
  %471 = and i64 %417, %470
  %472 = xor i64 %471, %448
  %473 = xor i64 %417, -1
  %474 = and i64 %442, %473
  %475 = xor i64 %474, %439
  %476 = xor i64 %442, -1
  %477 = and i64 %416, %476
  %478 = xor i64 %417, %477
  %479 = xor i64 %447, -1
  %480 = and i64 %426, %479
  %481 = xor i64 %480, %449
  %482 = xor i64 %426, -1
  %483 = and i64 %428, %482
  %484 = xor i64 %483, %447
  %485 = xor i64 %428, -1
  %486 = and i64 %420, %485
  %487 = xor i64 %486, %426
  %488 = xor i64 %420, -1
  %489 = and i64 %449, %488
  %490 = xor i64 %489, %428
  %491 = xor i64 %449, -1
  %492 = and i64 %447, %491
  %493 = xor i64 %420, %492
  %494 = xor i64 %440, -1
  %495 = and i64 %446, %494
  %496 = xor i64 %495, %433
  %497 = xor i64 %446, -1
  %498 = and i64 %445, %497
  %499 = xor i64 %498, %440
  %500 = xor i64 %445, -1
  %501 = and i64 %430, %500
  %502 = xor i64 %501, %446
  %503 = xor i64 %430, -1
  %504 = and i64 %433, %503
  %505 = xor i64 %504, %445
  %506 = xor i64 %433, -1
  %507 = and i64 %440, %506
  %508 = xor i64 %430, %507
  %509 = xor i64 %438, -1
  %510 = and i64 %419, %509
  %511 = xor i64 %510, %421
  %512 = xor i64 %419, -1
  %513 = and i64 %431, %512
  %514 = xor i64 %513, %438
  %515 = xor i64 %431, -1
  %516 = and i64 %436, %515
  %517 = xor i64 %516, %419
  %518 = xor i64 %436, -1
  %519 = and i64 %421, %518
  %520 = xor i64 %519, %431
  %521 = xor i64 %421, -1
  %522 = and i64 %438, %521
  %523 = xor i64 %436, %522
  %524 = zext nneg i32 %370 to i64
  %525 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %524
  %526 = load i64, ptr %525, align 8, !tbaa !15
  %527 = xor i64 %451, %526
  %528 = xor i64 %527, %393
  %529 = add nuw nsw i32 %370, 1
  %530 = icmp eq i32 %529, 24
  br i1 %530, label %531, label %344, !llvm.loop !17

531:                                              ; preds = %344
  %532 = zext nneg i32 %4 to i64
  %533 = mul nsw i64 %532, %17
  %534 = getelementptr inbounds nuw i64, ptr %1, i64 %533
  br label %815

535:                                              ; preds = %340, %16
  %536 = phi i64 [ 0, %16 ], [ %332, %340 ]
  %537 = phi i64 [ 0, %16 ], [ %329, %340 ]
  %538 = phi i64 [ 0, %16 ], [ %326, %340 ]
  %539 = phi i64 [ 0, %16 ], [ %323, %340 ]
  %540 = phi i64 [ 0, %16 ], [ %320, %340 ]
  %541 = phi i64 [ 0, %16 ], [ %317, %340 ]
  %542 = phi i64 [ 0, %16 ], [ %314, %340 ]
  %543 = phi i64 [ 0, %16 ], [ %311, %340 ]
  %544 = phi i64 [ 0, %16 ], [ %308, %340 ]
  %545 = phi i64 [ 0, %16 ], [ %305, %340 ]
  %546 = phi i64 [ 0, %16 ], [ %302, %340 ]
  %547 = phi i64 [ 0, %16 ], [ %299, %340 ]
  %548 = phi i64 [ 0, %16 ], [ %296, %340 ]
  %549 = phi i64 [ 0, %16 ], [ %293, %340 ]
  %550 = phi i64 [ 0, %16 ], [ %290, %340 ]
  %551 = phi i64 [ 0, %16 ], [ %287, %340 ]
  %552 = phi i64 [ 0, %16 ], [ %284, %340 ]
  %553 = phi i64 [ 0, %16 ], [ %281, %340 ]
  %554 = phi i64 [ 0, %16 ], [ %278, %340 ]
  %555 = phi i64 [ 0, %16 ], [ %275, %340 ]
  %556 = phi i64 [ 0, %16 ], [ %272, %340 ]
  %557 = phi i64 [ 0, %16 ], [ %269, %340 ]
  %558 = phi i64 [ 0, %16 ], [ %266, %340 ]
  %559 = phi i64 [ 0, %16 ], [ %263, %340 ]
  %560 = phi i64 [ 0, %16 ], [ %337, %340 ]
  %561 = phi i32 [ 0, %16 ], [ %341, %340 ]
  %562 = phi i32 [ %3, %16 ], [ %342, %340 ]
  %563 = icmp sgt i32 %562, 0
  br i1 %563, label %564, label %568

564:                                              ; preds = %535
  %565 = zext nneg i32 %561 to i64
  %566 = getelementptr inbounds nuw i64, ptr %20, i64 %565
  %567 = load i64, ptr %566, align 8, !tbaa !15
  br label %568

568:                                              ; preds = %535, %564
  %569 = phi i64 [ %567, %564 ], [ 0, %535 ]
  %570 = icmp eq i32 %562, 0
  %571 = xor i64 %569, 31
  %572 = select i1 %570, i64 %571, i64 %569
  %573 = xor i64 %572, %560
  %574 = icmp sgt i32 %562, 1
  br i1 %574, label %575, label %580

575:                                              ; preds = %568
  %576 = sext i32 %561 to i64
  %577 = getelementptr inbounds nuw i64, ptr %20, i64 %576
  %578 = getelementptr inbounds nuw i8, ptr %577, i64 8
  %579 = load i64, ptr %578, align 8, !tbaa !15
  br label %580

580:                                              ; preds = %575, %568
  %581 = phi i64 [ %579, %575 ], [ 0, %568 ]
  %582 = icmp eq i32 %562, 1
  %583 = xor i64 %581, 31
  %584 = select i1 %582, i64 %583, i64 %581
  %585 = xor i64 %584, %559
  %586 = icmp sgt i32 %562, 2
  br i1 %586, label %587, label %592

587:                                              ; preds = %580
  %588 = sext i32 %561 to i64
  %589 = getelementptr inbounds nuw i64, ptr %20, i64 %588
  %590 = getelementptr inbounds nuw i8, ptr %589, i64 16
  %591 = load i64, ptr %590, align 8, !tbaa !15
  br label %592

592:                                              ; preds = %587, %580
  %593 = phi i64 [ %591, %587 ], [ 0, %580 ]
  %594 = icmp eq i32 %562, 2
  %595 = xor i64 %593, 31
  %596 = select i1 %594, i64 %595, i64 %593
  %597 = xor i64 %596, %558
  %598 = icmp sgt i32 %562, 3
  br i1 %598, label %599, label %604

599:                                              ; preds = %592
  %600 = sext i32 %561 to i64
  %601 = getelementptr inbounds nuw i64, ptr %20, i64 %600
  %602 = getelementptr inbounds nuw i8, ptr %601, i64 24
  %603 = load i64, ptr %602, align 8, !tbaa !15
  br label %604

604:                                              ; preds = %599, %592
  %605 = phi i64 [ %603, %599 ], [ 0, %592 ]
  %606 = icmp eq i32 %562, 3
  %607 = xor i64 %605, 31
  %608 = select i1 %606, i64 %607, i64 %605
  %609 = xor i64 %608, %557
  %610 = icmp sgt i32 %562, 4
  br i1 %610, label %611, label %616

611:                                              ; preds = %604
  %612 = sext i32 %561 to i64
  %613 = getelementptr inbounds nuw i64, ptr %20, i64 %612
  %614 = getelementptr inbounds nuw i8, ptr %613, i64 32
  %615 = load i64, ptr %614, align 8, !tbaa !15
  br label %616

616:                                              ; preds = %611, %604
  %617 = phi i64 [ %615, %611 ], [ 0, %604 ]
  %618 = icmp eq i32 %562, 4
  %619 = xor i64 %617, 31
  %620 = select i1 %618, i64 %619, i64 %617
  %621 = xor i64 %620, %556
  %622 = icmp sgt i32 %562, 5
  br i1 %622, label %623, label %628

623:                                              ; preds = %616
  %624 = sext i32 %561 to i64
  %625 = getelementptr inbounds nuw i64, ptr %20, i64 %624
  %626 = getelementptr inbounds nuw i8, ptr %625, i64 40
  %627 = load i64, ptr %626, align 8, !tbaa !15
  br label %628

628:                                              ; preds = %623, %616
  %629 = phi i64 [ %627, %623 ], [ 0, %616 ]
  %630 = icmp eq i32 %562, 5
  %631 = xor i64 %629, 31
  %632 = select i1 %630, i64 %631, i64 %629
  %633 = xor i64 %632, %555
  %634 = icmp sgt i32 %562, 6
  br i1 %634, label %635, label %640

635:                                              ; preds = %628
  %636 = sext i32 %561 to i64
  %637 = getelementptr inbounds nuw i64, ptr %20, i64 %636
  %638 = getelementptr inbounds nuw i8, ptr %637, i64 48
  %639 = load i64, ptr %638, align 8, !tbaa !15
  br label %640

640:                                              ; preds = %635, %628
  %641 = phi i64 [ %639, %635 ], [ 0, %628 ]
  %642 = icmp eq i32 %562, 6
  %643 = xor i64 %641, 31
  %644 = select i1 %642, i64 %643, i64 %641
  %645 = xor i64 %644, %554
  %646 = icmp sgt i32 %562, 7
  br i1 %646, label %647, label %652

647:                                              ; preds = %640
  %648 = sext i32 %561 to i64
  %649 = getelementptr inbounds nuw i64, ptr %20, i64 %648
  %650 = getelementptr inbounds nuw i8, ptr %649, i64 56
  %651 = load i64, ptr %650, align 8, !tbaa !15
  br label %652

652:                                              ; preds = %647, %640
  %653 = phi i64 [ %651, %647 ], [ 0, %640 ]
  %654 = icmp eq i32 %562, 7
  %655 = xor i64 %653, 31
  %656 = select i1 %654, i64 %655, i64 %653
  %657 = xor i64 %656, %553
  %658 = icmp sgt i32 %562, 8
  br i1 %658, label %659, label %664

659:                                              ; preds = %652
  %660 = sext i32 %561 to i64
  %661 = getelementptr inbounds nuw i64, ptr %20, i64 %660
  %662 = getelementptr inbounds nuw i8, ptr %661, i64 64
  %663 = load i64, ptr %662, align 8, !tbaa !15
  br label %664

664:                                              ; preds = %659, %652
  %665 = phi i64 [ %663, %659 ], [ 0, %652 ]
  %666 = icmp eq i32 %562, 8
  %667 = xor i64 %665, 31
  %668 = select i1 %666, i64 %667, i64 %665
  %669 = xor i64 %668, %552
  %670 = icmp sgt i32 %562, 9
  br i1 %670, label %671, label %676

671:                                              ; preds = %664
  %672 = sext i32 %561 to i64
  %673 = getelementptr inbounds nuw i64, ptr %20, i64 %672
  %674 = getelementptr inbounds nuw i8, ptr %673, i64 72
  %675 = load i64, ptr %674, align 8, !tbaa !15
  br label %676

676:                                              ; preds = %671, %664
  %677 = phi i64 [ %675, %671 ], [ 0, %664 ]
  %678 = icmp eq i32 %562, 9
  %679 = xor i64 %677, 31
  %680 = select i1 %678, i64 %679, i64 %677
  %681 = xor i64 %680, %551
  %682 = icmp sgt i32 %562, 10
  br i1 %682, label %683, label %688

683:                                              ; preds = %676
  %684 = sext i32 %561 to i64
  %685 = getelementptr inbounds nuw i64, ptr %20, i64 %684
  %686 = getelementptr inbounds nuw i8, ptr %685, i64 80
  %687 = load i64, ptr %686, align 8, !tbaa !15
  br label %688

688:                                              ; preds = %683, %676
  %689 = phi i64 [ %687, %683 ], [ 0, %676 ]
  %690 = icmp eq i32 %562, 10
  %691 = xor i64 %689, 31
  %692 = select i1 %690, i64 %691, i64 %689
  %693 = xor i64 %692, %550
  %694 = icmp sgt i32 %562, 11
  br i1 %694, label %695, label %700

695:                                              ; preds = %688
  %696 = sext i32 %561 to i64
  %697 = getelementptr inbounds nuw i64, ptr %20, i64 %696
  %698 = getelementptr inbounds nuw i8, ptr %697, i64 88
  %699 = load i64, ptr %698, align 8, !tbaa !15
  br label %700

700:                                              ; preds = %695, %688
  %701 = phi i64 [ %699, %695 ], [ 0, %688 ]
  %702 = icmp eq i32 %562, 11
  %703 = xor i64 %701, 31
  %704 = select i1 %702, i64 %703, i64 %701
  %705 = xor i64 %704, %549
  %706 = icmp sgt i32 %562, 12
  br i1 %706, label %707, label %712

707:                                              ; preds = %700
  %708 = sext i32 %561 to i64
  %709 = getelementptr inbounds nuw i64, ptr %20, i64 %708
  %710 = getelementptr inbounds nuw i8, ptr %709, i64 96
  %711 = load i64, ptr %710, align 8, !tbaa !15
  br label %712

712:                                              ; preds = %707, %700
  %713 = phi i64 [ %711, %707 ], [ 0, %700 ]
  %714 = icmp eq i32 %562, 12
  %715 = xor i64 %713, 31
  %716 = select i1 %714, i64 %715, i64 %713
  %717 = xor i64 %716, %548
  %718 = icmp sgt i32 %562, 13
  br i1 %718, label %719, label %724

719:                                              ; preds = %712
  %720 = sext i32 %561 to i64
  %721 = getelementptr inbounds nuw i64, ptr %20, i64 %720
  %722 = getelementptr inbounds nuw i8, ptr %721, i64 104
  %723 = load i64, ptr %722, align 8, !tbaa !15
  br label %724

724:                                              ; preds = %719, %712
  %725 = phi i64 [ %723, %719 ], [ 0, %712 ]
  %726 = icmp eq i32 %562, 13
  %727 = xor i64 %725, 31
  %728 = select i1 %726, i64 %727, i64 %725
  %729 = xor i64 %728, %547
  %730 = icmp sgt i32 %562, 14
  br i1 %730, label %731, label %736

731:                                              ; preds = %724
  %732 = sext i32 %561 to i64
  %733 = getelementptr inbounds nuw i64, ptr %20, i64 %732
  %734 = getelementptr inbounds nuw i8, ptr %733, i64 112
  %735 = load i64, ptr %734, align 8, !tbaa !15
  br label %736

736:                                              ; preds = %731, %724
  %737 = phi i64 [ %735, %731 ], [ 0, %724 ]
  %738 = icmp eq i32 %562, 14
  %739 = xor i64 %737, 31
  %740 = select i1 %738, i64 %739, i64 %737
  %741 = xor i64 %740, %546
  %742 = icmp sgt i32 %562, 15
  br i1 %742, label %743, label %748

743:                                              ; preds = %736
  %744 = sext i32 %561 to i64
  %745 = getelementptr inbounds nuw i64, ptr %20, i64 %744
  %746 = getelementptr inbounds nuw i8, ptr %745, i64 120
  %747 = load i64, ptr %746, align 8, !tbaa !15
  br label %748

748:                                              ; preds = %743, %736
  %749 = phi i64 [ %747, %743 ], [ 0, %736 ]
  %750 = icmp eq i32 %562, 15
  %751 = xor i64 %749, 31
  %752 = select i1 %750, i64 %751, i64 %749
  %753 = xor i64 %752, %545
  %754 = icmp sgt i32 %562, 16
  br i1 %754, label %755, label %760

755:                                              ; preds = %748
  %756 = sext i32 %561 to i64
  %757 = getelementptr inbounds nuw i64, ptr %20, i64 %756
  %758 = getelementptr inbounds nuw i8, ptr %757, i64 128
  %759 = load i64, ptr %758, align 8, !tbaa !15
  br label %760

760:                                              ; preds = %755, %748
  %761 = phi i64 [ %759, %755 ], [ 0, %748 ]
  %762 = icmp eq i32 %562, 16
  %763 = xor i64 %761, 31
  %764 = select i1 %762, i64 %763, i64 %761
  %765 = xor i64 %764, %544
  %766 = icmp sgt i32 %562, 17
  br i1 %766, label %767, label %772

767:                                              ; preds = %760
  %768 = sext i32 %561 to i64
  %769 = getelementptr inbounds nuw i64, ptr %20, i64 %768
  %770 = getelementptr inbounds nuw i8, ptr %769, i64 136
  %771 = load i64, ptr %770, align 8, !tbaa !15
  br label %772

772:                                              ; preds = %767, %760
  %773 = phi i64 [ %771, %767 ], [ 0, %760 ]
  %774 = icmp eq i32 %562, 17
  %775 = xor i64 %773, 31
  %776 = select i1 %774, i64 %775, i64 %773
  %777 = xor i64 %776, %543
  %778 = icmp sgt i32 %562, 18
  br i1 %778, label %779, label %784

779:                                              ; preds = %772
  %780 = sext i32 %561 to i64
  %781 = getelementptr inbounds nuw i64, ptr %20, i64 %780
  %782 = getelementptr inbounds nuw i8, ptr %781, i64 144
  %783 = load i64, ptr %782, align 8, !tbaa !15
  br label %784

784:                                              ; preds = %779, %772
  %785 = phi i64 [ %783, %779 ], [ 0, %772 ]
  %786 = icmp eq i32 %562, 18
  %787 = xor i64 %785, 31
  %788 = select i1 %786, i64 %787, i64 %785
  %789 = xor i64 %788, %542
  %790 = icmp sgt i32 %562, 19
  br i1 %790, label %791, label %796

791:                                              ; preds = %784
  %792 = sext i32 %561 to i64
  %793 = getelementptr inbounds nuw i64, ptr %20, i64 %792
  %794 = getelementptr inbounds nuw i8, ptr %793, i64 152
  %795 = load i64, ptr %794, align 8, !tbaa !15
  br label %796

796:                                              ; preds = %791, %784
  %797 = phi i64 [ %795, %791 ], [ 0, %784 ]
  %798 = icmp eq i32 %562, 19
  %799 = xor i64 %797, 31
  %800 = select i1 %798, i64 %799, i64 %797
  %801 = xor i64 %800, %541
  %802 = icmp sgt i32 %562, 20
  br i1 %802, label %803, label %808

803:                                              ; preds = %796
  %804 = sext i32 %561 to i64
  %805 = getelementptr inbounds nuw i64, ptr %20, i64 %804
  %806 = getelementptr inbounds nuw i8, ptr %805, i64 160
  %807 = load i64, ptr %806, align 8, !tbaa !15
  br label %808

808:                                              ; preds = %803, %796
  %809 = phi i64 [ %807, %803 ], [ 0, %796 ]
  %810 = icmp eq i32 %562, 20
  %811 = select i1 %810, i64 -9223372036854775777, i64 -9223372036854775808
  %812 = xor i64 %811, %809
  %813 = xor i64 %812, %540
  br label %344

814:                                              ; preds = %969
  br label %815, !llvm.loop !20

815:                                              ; preds = %814, %531
  %816 = phi i64 [ %523, %531 ], [ %1148, %814 ]
  %817 = phi i64 [ %520, %531 ], [ %1145, %814 ]
  %818 = phi i64 [ %517, %531 ], [ %1142, %814 ]
  %819 = phi i64 [ %514, %531 ], [ %1139, %814 ]
  %820 = phi i64 [ %511, %531 ], [ %1136, %814 ]
  %821 = phi i64 [ %508, %531 ], [ %1133, %814 ]
  %822 = phi i64 [ %505, %531 ], [ %1130, %814 ]
  %823 = phi i64 [ %502, %531 ], [ %1127, %814 ]
  %824 = phi i64 [ %499, %531 ], [ %1124, %814 ]
  %825 = phi i64 [ %496, %531 ], [ %1121, %814 ]
  %826 = phi i64 [ %493, %531 ], [ %1118, %814 ]
  %827 = phi i64 [ %490, %531 ], [ %1115, %814 ]
  %828 = phi i64 [ %487, %531 ], [ %1112, %814 ]
  %829 = phi i64 [ %484, %531 ], [ %1109, %814 ]
  %830 = phi i64 [ %481, %531 ], [ %1106, %814 ]
  %831 = phi i64 [ %478, %531 ], [ %1103, %814 ]
  %832 = phi i64 [ %475, %531 ], [ %1100, %814 ]
  %833 = phi i64 [ %472, %531 ], [ %1097, %814 ]
  %834 = phi i64 [ %469, %531 ], [ %1094, %814 ]
  %835 = phi i64 [ %466, %531 ], [ %1091, %814 ]
  %836 = phi i64 [ %463, %531 ], [ %1088, %814 ]
  %837 = phi i64 [ %460, %531 ], [ %1085, %814 ]
  %838 = phi i64 [ %457, %531 ], [ %1082, %814 ]
  %839 = phi i64 [ %454, %531 ], [ %1079, %814 ]
  %840 = phi i64 [ %528, %531 ], [ %1153, %814 ]
  %841 = phi i32 [ 0, %531 ], [ %967, %814 ]
  %842 = icmp slt i32 %841, %4
  br i1 %842, label %843, label %846

843:                                              ; preds = %815
  %844 = zext nneg i32 %841 to i64
  %845 = getelementptr inbounds nuw i64, ptr %534, i64 %844
  store i64 %840, ptr %845, align 8, !tbaa !15
  br label %846

846:                                              ; preds = %815, %843
  %847 = add nuw nsw i32 %841, 1
  %848 = icmp slt i32 %847, %4
  br i1 %848, label %849, label %852

849:                                              ; preds = %846
  %850 = zext nneg i32 %847 to i64
  %851 = getelementptr inbounds nuw i64, ptr %534, i64 %850
  store i64 %839, ptr %851, align 8, !tbaa !15
  br label %852

852:                                              ; preds = %849, %846
  %853 = add nuw nsw i32 %841, 2
  %854 = icmp slt i32 %853, %4
  br i1 %854, label %855, label %858

855:                                              ; preds = %852
  %856 = zext nneg i32 %853 to i64
  %857 = getelementptr inbounds nuw i64, ptr %534, i64 %856
  store i64 %838, ptr %857, align 8, !tbaa !15
  br label %858

858:                                              ; preds = %855, %852
  %859 = add nuw nsw i32 %841, 3
  %860 = icmp slt i32 %859, %4
  br i1 %860, label %861, label %864

861:                                              ; preds = %858
  %862 = zext nneg i32 %859 to i64
  %863 = getelementptr inbounds nuw i64, ptr %534, i64 %862
  store i64 %837, ptr %863, align 8, !tbaa !15
  br label %864

864:                                              ; preds = %861, %858
  %865 = add nuw nsw i32 %841, 4
  %866 = icmp slt i32 %865, %4
  br i1 %866, label %867, label %870

867:                                              ; preds = %864
  %868 = zext nneg i32 %865 to i64
  %869 = getelementptr inbounds nuw i64, ptr %534, i64 %868
  store i64 %836, ptr %869, align 8, !tbaa !15
  br label %870

870:                                              ; preds = %867, %864
  %871 = add nuw nsw i32 %841, 5
  %872 = icmp slt i32 %871, %4
  br i1 %872, label %873, label %876

873:                                              ; preds = %870
  %874 = zext nneg i32 %871 to i64
  %875 = getelementptr inbounds nuw i64, ptr %534, i64 %874
  store i64 %835, ptr %875, align 8, !tbaa !15
  br label %876

876:                                              ; preds = %873, %870
  %877 = add nuw nsw i32 %841, 6
  %878 = icmp slt i32 %877, %4
  br i1 %878, label %879, label %882

879:                                              ; preds = %876
  %880 = zext nneg i32 %877 to i64
  %881 = getelementptr inbounds nuw i64, ptr %534, i64 %880
  store i64 %834, ptr %881, align 8, !tbaa !15
  br label %882

882:                                              ; preds = %879, %876
  %883 = add nuw nsw i32 %841, 7
  %884 = icmp slt i32 %883, %4
  br i1 %884, label %885, label %888

885:                                              ; preds = %882
  %886 = zext nneg i32 %883 to i64
  %887 = getelementptr inbounds nuw i64, ptr %534, i64 %886
  store i64 %833, ptr %887, align 8, !tbaa !15
  br label %888

888:                                              ; preds = %885, %882
  %889 = add nuw nsw i32 %841, 8
  %890 = icmp slt i32 %889, %4
  br i1 %890, label %891, label %894

891:                                              ; preds = %888
  %892 = zext nneg i32 %889 to i64
  %893 = getelementptr inbounds nuw i64, ptr %534, i64 %892
  store i64 %832, ptr %893, align 8, !tbaa !15
  br label %894

894:                                              ; preds = %891, %888
  %895 = add nuw nsw i32 %841, 9
  %896 = icmp slt i32 %895, %4
  br i1 %896, label %897, label %900

897:                                              ; preds = %894
  %898 = zext nneg i32 %895 to i64
  %899 = getelementptr inbounds nuw i64, ptr %534, i64 %898
  store i64 %831, ptr %899, align 8, !tbaa !15
  br label %900

900:                                              ; preds = %897, %894
  %901 = add nuw nsw i32 %841, 10
  %902 = icmp slt i32 %901, %4
  br i1 %902, label %903, label %906

903:                                              ; preds = %900
  %904 = zext nneg i32 %901 to i64
  %905 = getelementptr inbounds nuw i64, ptr %534, i64 %904
  store i64 %830, ptr %905, align 8, !tbaa !15
  br label %906

906:                                              ; preds = %903, %900
  %907 = add nuw nsw i32 %841, 11
  %908 = icmp slt i32 %907, %4
  br i1 %908, label %909, label %912

909:                                              ; preds = %906
  %910 = zext nneg i32 %907 to i64
  %911 = getelementptr inbounds nuw i64, ptr %534, i64 %910
  store i64 %829, ptr %911, align 8, !tbaa !15
  br label %912

912:                                              ; preds = %909, %906
  %913 = add nuw nsw i32 %841, 12
  %914 = icmp slt i32 %913, %4
  br i1 %914, label %915, label %918

915:                                              ; preds = %912
  %916 = zext nneg i32 %913 to i64
  %917 = getelementptr inbounds nuw i64, ptr %534, i64 %916
  store i64 %828, ptr %917, align 8, !tbaa !15
  br label %918

918:                                              ; preds = %915, %912
  %919 = add nuw nsw i32 %841, 13
  %920 = icmp slt i32 %919, %4
  br i1 %920, label %921, label %924

921:                                              ; preds = %918
  %922 = zext nneg i32 %919 to i64
  %923 = getelementptr inbounds nuw i64, ptr %534, i64 %922
  store i64 %827, ptr %923, align 8, !tbaa !15
  br label %924

924:                                              ; preds = %921, %918
  %925 = add nuw nsw i32 %841, 14
  %926 = icmp slt i32 %925, %4
  br i1 %926, label %927, label %930

927:                                              ; preds = %924
  %928 = zext nneg i32 %925 to i64
  %929 = getelementptr inbounds nuw i64, ptr %534, i64 %928
  store i64 %826, ptr %929, align 8, !tbaa !15
  br label %930

930:                                              ; preds = %927, %924
  %931 = add nuw nsw i32 %841, 15
  %932 = icmp slt i32 %931, %4
  br i1 %932, label %933, label %936

933:                                              ; preds = %930
  %934 = zext nneg i32 %931 to i64
  %935 = getelementptr inbounds nuw i64, ptr %534, i64 %934
  store i64 %825, ptr %935, align 8, !tbaa !15
  br label %936

936:                                              ; preds = %933, %930
  %937 = add nuw nsw i32 %841, 16
  %938 = icmp slt i32 %937, %4
  br i1 %938, label %939, label %942

939:                                              ; preds = %936
  %940 = zext nneg i32 %937 to i64
  %941 = getelementptr inbounds nuw i64, ptr %534, i64 %940
  store i64 %824, ptr %941, align 8, !tbaa !15
  br label %942

942:                                              ; preds = %939, %936
  %943 = add nuw nsw i32 %841, 17
  %944 = icmp slt i32 %943, %4
  br i1 %944, label %945, label %948

945:                                              ; preds = %942
  %946 = zext nneg i32 %943 to i64
  %947 = getelementptr inbounds nuw i64, ptr %534, i64 %946
  store i64 %823, ptr %947, align 8, !tbaa !15
  br label %948

948:                                              ; preds = %945, %942
  %949 = add nuw nsw i32 %841, 18
  %950 = icmp slt i32 %949, %4
  br i1 %950, label %951, label %954

951:                                              ; preds = %948
  %952 = zext nneg i32 %949 to i64
  %953 = getelementptr inbounds nuw i64, ptr %534, i64 %952
  store i64 %822, ptr %953, align 8, !tbaa !15
  br label %954

954:                                              ; preds = %951, %948
  %955 = add nuw nsw i32 %841, 19
  %956 = icmp slt i32 %955, %4
  br i1 %956, label %957, label %960

957:                                              ; preds = %954
  %958 = zext nneg i32 %955 to i64
  %959 = getelementptr inbounds nuw i64, ptr %534, i64 %958
  store i64 %821, ptr %959, align 8, !tbaa !15
  br label %960

960:                                              ; preds = %957, %954
  %961 = add nuw nsw i32 %841, 20
  %962 = icmp slt i32 %961, %4
  br i1 %962, label %963, label %966

963:                                              ; preds = %960
  %964 = zext nneg i32 %961 to i64
  %965 = getelementptr inbounds nuw i64, ptr %534, i64 %964
  store i64 %820, ptr %965, align 8, !tbaa !15
  br label %966

966:                                              ; preds = %963, %960
  %967 = add nuw nsw i32 %841, 21
  %968 = icmp slt i32 %967, %4
  br i1 %968, label %969, label %1156

969:                                              ; preds = %966, %969
  %970 = phi i64 [ %1148, %969 ], [ %816, %966 ]
  %971 = phi i64 [ %1145, %969 ], [ %817, %966 ]
  %972 = phi i64 [ %1142, %969 ], [ %818, %966 ]
  %973 = phi i64 [ %1139, %969 ], [ %819, %966 ]
  %974 = phi i64 [ %1136, %969 ], [ %820, %966 ]
  %975 = phi i64 [ %1133, %969 ], [ %821, %966 ]
  %976 = phi i64 [ %1130, %969 ], [ %822, %966 ]
  %977 = phi i64 [ %1127, %969 ], [ %823, %966 ]
  %978 = phi i64 [ %1124, %969 ], [ %824, %966 ]
  %979 = phi i64 [ %1121, %969 ], [ %825, %966 ]
  %980 = phi i64 [ %1118, %969 ], [ %826, %966 ]
  %981 = phi i64 [ %1115, %969 ], [ %827, %966 ]
  %982 = phi i64 [ %1112, %969 ], [ %828, %966 ]
  %983 = phi i64 [ %1109, %969 ], [ %829, %966 ]
  %984 = phi i64 [ %1106, %969 ], [ %830, %966 ]
  %985 = phi i64 [ %1103, %969 ], [ %831, %966 ]
  %986 = phi i64 [ %1100, %969 ], [ %832, %966 ]
  %987 = phi i64 [ %1097, %969 ], [ %833, %966 ]
  %988 = phi i64 [ %1094, %969 ], [ %834, %966 ]
  %989 = phi i64 [ %1091, %969 ], [ %835, %966 ]
  %990 = phi i64 [ %1088, %969 ], [ %836, %966 ]
  %991 = phi i64 [ %1085, %969 ], [ %837, %966 ]
  %992 = phi i64 [ %1082, %969 ], [ %838, %966 ]
  %993 = phi i64 [ %1079, %969 ], [ %839, %966 ]
  %994 = phi i64 [ %1153, %969 ], [ %840, %966 ]
  %995 = phi i32 [ %1154, %969 ], [ 0, %966 ]
  %996 = xor i64 %989, %994
  %997 = xor i64 %996, %984
  %998 = xor i64 %997, %979
  %999 = xor i64 %998, %974
  %1000 = xor i64 %988, %993
  %1001 = xor i64 %1000, %983
  %1002 = xor i64 %1001, %978
  %1003 = xor i64 %1002, %973
  %1004 = xor i64 %987, %992
  %1005 = xor i64 %1004, %982
  %1006 = xor i64 %1005, %977
  %1007 = xor i64 %1006, %972
  %1008 = xor i64 %986, %991
  %1009 = xor i64 %1008, %981
  %1010 = xor i64 %1009, %976
  %1011 = xor i64 %1010, %971
  %1012 = xor i64 %985, %990
  %1013 = xor i64 %1012, %980
  %1014 = xor i64 %1013, %975
  %1015 = xor i64 %1014, %970
  %1016 = tail call i64 @llvm.fshl.i64(i64 %1003, i64 %1003, i64 1)
  %1017 = xor i64 %1016, %1015
  %1018 = xor i64 %1017, %994
  %1019 = xor i64 %1017, %989
  %1020 = xor i64 %1017, %984
  %1021 = xor i64 %1017, %979
  %1022 = xor i64 %1017, %974
  %1023 = tail call i64 @llvm.fshl.i64(i64 %1007, i64 %1007, i64 1)
  %1024 = xor i64 %1023, %999
  %1025 = xor i64 %1024, %993
  %1026 = xor i64 %1024, %988
  %1027 = xor i64 %1024, %983
  %1028 = xor i64 %1024, %978
  %1029 = xor i64 %1024, %973
  %1030 = tail call i64 @llvm.fshl.i64(i64 %1011, i64 %1011, i64 1)
  %1031 = xor i64 %1030, %1003
  %1032 = xor i64 %1031, %992
  %1033 = xor i64 %1031, %987
  %1034 = xor i64 %1031, %982
  %1035 = xor i64 %1031, %977
  %1036 = xor i64 %1031, %972
  %1037 = tail call i64 @llvm.fshl.i64(i64 %1026, i64 %1026, i64 44)
  %1038 = tail call i64 @llvm.fshl.i64(i64 %999, i64 %999, i64 1)
  %1039 = xor i64 %1038, %1011
  %1040 = xor i64 %1039, %985
  %1041 = tail call i64 @llvm.fshl.i64(i64 %1040, i64 %1040, i64 20)
  %1042 = tail call i64 @llvm.fshl.i64(i64 %1036, i64 %1036, i64 61)
  %1043 = xor i64 %1039, %980
  %1044 = tail call i64 @llvm.fshl.i64(i64 %1043, i64 %1043, i64 39)
  %1045 = tail call i64 @llvm.fshl.i64(i64 %1022, i64 %1022, i64 18)
  %1046 = tail call i64 @llvm.fshl.i64(i64 %1032, i64 %1032, i64 62)
  %1047 = tail call i64 @llvm.fshl.i64(i64 %1034, i64 %1034, i64 43)
  %1048 = tail call i64 @llvm.fshl.i64(i64 %1015, i64 %1015, i64 1)
  %1049 = xor i64 %1048, %1007
  %1050 = xor i64 %1049, %981
  %1051 = tail call i64 @llvm.fshl.i64(i64 %1050, i64 %1050, i64 25)
  %1052 = xor i64 %1039, %975
  %1053 = tail call i64 @llvm.fshl.i64(i64 %1052, i64 %1052, i64 8)
  %1054 = xor i64 %1049, %971
  %1055 = tail call i64 @llvm.fshl.i64(i64 %1054, i64 %1054, i64 56)
  %1056 = tail call i64 @llvm.fshl.i64(i64 %1021, i64 %1021, i64 41)
  %1057 = xor i64 %1039, %990
  %1058 = tail call i64 @llvm.fshl.i64(i64 %1057, i64 %1057, i64 27)
  %1059 = xor i64 %1039, %970
  %1060 = tail call i64 @llvm.fshl.i64(i64 %1059, i64 %1059, i64 14)
  %1061 = tail call i64 @llvm.fshl.i64(i64 %1029, i64 %1029, i64 2)
  %1062 = xor i64 %1049, %986
  %1063 = tail call i64 @llvm.fshl.i64(i64 %1062, i64 %1062, i64 55)
  %1064 = tail call i64 @llvm.fshl.i64(i64 %1028, i64 %1028, i64 45)
  %1065 = tail call i64 @llvm.fshl.i64(i64 %1019, i64 %1019, i64 36)
  %1066 = xor i64 %1049, %991
  %1067 = tail call i64 @llvm.fshl.i64(i64 %1066, i64 %1066, i64 28)
  %1068 = xor i64 %1049, %976
  %1069 = tail call i64 @llvm.fshl.i64(i64 %1068, i64 %1068, i64 21)
  %1070 = tail call i64 @llvm.fshl.i64(i64 %1035, i64 %1035, i64 15)
  %1071 = tail call i64 @llvm.fshl.i64(i64 %1027, i64 %1027, i64 10)
  %1072 = tail call i64 @llvm.fshl.i64(i64 %1033, i64 %1033, i64 6)
  %1073 = tail call i64 @llvm.fshl.i64(i64 %1020, i64 %1020, i64 3)
  %1074 = tail call i64 @llvm.fshl.i64(i64 %1025, i64 %1025, i64 1)
  %1075 = xor i64 %1037, -1
  %1076 = and i64 %1047, %1075
  %1077 = xor i64 %1047, -1
  %1078 = and i64 %1069, %1077
  %1079 = xor i64 %1078, %1037
  %1080 = xor i64 %1069, -1
  %1081 = and i64 %1060, %1080
  %1082 = xor i64 %1081, %1047
  %1083 = xor i64 %1060, -1
  %1084 = and i64 %1018, %1083
  %1085 = xor i64 %1084, %1069
  %1086 = xor i64 %1018, -1
  %1087 = and i64 %1037, %1086
  %1088 = xor i64 %1060, %1087
  %1089 = xor i64 %1041, -1
  %1090 = and i64 %1073, %1089
  %1091 = xor i64 %1090, %1067
  %1092 = xor i64 %1073, -1
  %1093 = and i64 %1064, %1092
  %1094 = xor i64 %1093, %1041
  %1095 = xor i64 %1064, -1
  %1096 = and i64 %1042, %1095
  %1097 = xor i64 %1096, %1073
  %1098 = xor i64 %1042, -1
  %1099 = and i64 %1067, %1098
  %1100 = xor i64 %1099, %1064
  %1101 = xor i64 %1067, -1
  %1102 = and i64 %1041, %1101
  %1103 = xor i64 %1042, %1102
  %1104 = xor i64 %1072, -1
  %1105 = and i64 %1051, %1104
  %1106 = xor i64 %1105, %1074
  %1107 = xor i64 %1051, -1
  %1108 = and i64 %1053, %1107
  %1109 = xor i64 %1108, %1072
  %1110 = xor i64 %1053, -1
  %1111 = and i64 %1045, %1110
  %1112 = xor i64 %1111, %1051
  %1113 = xor i64 %1045, -1
  %1114 = and i64 %1074, %1113
  %1115 = xor i64 %1114, %1053
  %1116 = xor i64 %1074, -1
  %1117 = and i64 %1072, %1116
  %1118 = xor i64 %1045, %1117
  %1119 = xor i64 %1065, -1
  %1120 = and i64 %1071, %1119
  %1121 = xor i64 %1120, %1058
  %1122 = xor i64 %1071, -1
  %1123 = and i64 %1070, %1122
  %1124 = xor i64 %1123, %1065
  %1125 = xor i64 %1070, -1
  %1126 = and i64 %1055, %1125
  %1127 = xor i64 %1126, %1071
  %1128 = xor i64 %1055, -1
  %1129 = and i64 %1058, %1128
  %1130 = xor i64 %1129, %1070
  %1131 = xor i64 %1058, -1
  %1132 = and i64 %1065, %1131
  %1133 = xor i64 %1055, %1132
  %1134 = xor i64 %1063, -1
  %1135 = and i64 %1044, %1134
  %1136 = xor i64 %1135, %1046
  %1137 = xor i64 %1044, -1
  %1138 = and i64 %1056, %1137
  %1139 = xor i64 %1138, %1063
  %1140 = xor i64 %1056, -1
  %1141 = and i64 %1061, %1140
  %1142 = xor i64 %1141, %1044
  %1143 = xor i64 %1061, -1
  %1144 = and i64 %1046, %1143
  %1145 = xor i64 %1144, %1056
  %1146 = xor i64 %1046, -1
  %1147 = and i64 %1063, %1146
  %1148 = xor i64 %1061, %1147
  %1149 = zext nneg i32 %995 to i64
  %1150 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %1149
  %1151 = load i64, ptr %1150, align 8, !tbaa !15
  %1152 = xor i64 %1076, %1151
  %1153 = xor i64 %1152, %1018
  %1154 = add nuw nsw i32 %995, 1
  %1155 = icmp eq i32 %1154, 24
  br i1 %1155, label %814, label %969, !llvm.loop !17

1156:                                             ; preds = %966, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !8, i64 0}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14}
