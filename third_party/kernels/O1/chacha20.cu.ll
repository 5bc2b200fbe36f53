; ModuleID = 'src/chacha20.cu'
source_filename = "src/chacha20.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ChaChaKey = type { [8 x i32], [3 x i32], i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @chacha20_xor(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i64 noundef %2, ptr noundef readonly byval(%struct.ChaChaKey) align 4 captures(none) %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i32], align 4
  %6 = load i32, ptr %3, align 4, !tbaa !6
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = add i64 %2, 63
  %28 = lshr i64 %27, 6
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %30, %32
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = add nuw nsw i64 %33, %35
  %37 = icmp samesign ult i64 %36, %28
  br i1 %37, label %38, label %59

38:                                               ; preds = %4
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %40 = load i32, ptr %39, align 4, !tbaa !11
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = zext nneg i32 %41 to i64
  %43 = mul nuw nsw i64 %42, %32
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 60
  br label %60

59:                                               ; preds = %287, %4
  ret void

60:                                               ; preds = %38, %287
  %61 = phi i64 [ %36, %38 ], [ %288, %287 ]
  %62 = trunc i64 %61 to i32
  %63 = add i32 %40, %62
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6
  br label %64

64:                                               ; preds = %60, %64
  %65 = phi i32 [ 0, %60 ], [ %178, %64 ]
  %66 = phi i32 [ %6, %60 ], [ %177, %64 ]
  %67 = phi i32 [ 1634760805, %60 ], [ %136, %64 ]
  %68 = phi i32 [ %63, %60 ], [ %150, %64 ]
  %69 = phi i32 [ %14, %60 ], [ %163, %64 ]
  %70 = phi i32 [ %8, %60 ], [ %141, %64 ]
  %71 = phi i32 [ 857760878, %60 ], [ %148, %64 ]
  %72 = phi i32 [ %22, %60 ], [ %162, %64 ]
  %73 = phi i32 [ %16, %60 ], [ %175, %64 ]
  %74 = phi i32 [ %10, %60 ], [ %153, %64 ]
  %75 = phi i32 [ 2036477234, %60 ], [ %160, %64 ]
  %76 = phi i32 [ %24, %60 ], [ %174, %64 ]
  %77 = phi i32 [ %18, %60 ], [ %139, %64 ]
  %78 = phi i32 [ %12, %60 ], [ %165, %64 ]
  %79 = phi i32 [ 1797285236, %60 ], [ %172, %64 ]
  %80 = phi i32 [ %26, %60 ], [ %138, %64 ]
  %81 = phi i32 [ %20, %60 ], [ %151, %64 ]
  %82 = add i32 %67, %66
  %83 = xor i32 %68, %82
  %84 = tail call i32 @llvm.fshl.i32(i32 %83, i32 %83, i32 16)
  %85 = add i32 %69, %84
  %86 = xor i32 %85, %66
  %87 = tail call i32 @llvm.fshl.i32(i32 %86, i32 %86, i32 12)
  %88 = add i32 %87, %82
  %89 = xor i32 %88, %84
  %90 = tail call i32 @llvm.fshl.i32(i32 %89, i32 %89, i32 8)
  %91 = add i32 %90, %85
  %92 = xor i32 %91, %87
  %93 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 7)
  %94 = add i32 %71, %70
  %95 = xor i32 %72, %94
  %96 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 16)
  %97 = add i32 %73, %96
  %98 = xor i32 %97, %70
  %99 = tail call i32 @llvm.fshl.i32(i32 %98, i32 %98, i32 12)
  %100 = add i32 %99, %94
  %101 = xor i32 %100, %96
  %102 = tail call i32 @llvm.fshl.i32(i32 %101, i32 %101, i32 8)
  %103 = add i32 %102, %97
  %104 = xor i32 %103, %99
  %105 = tail call i32 @llvm.fshl.i32(i32 %104, i32 %104, i32 7)
  %106 = add i32 %75, %74
  %107 = xor i32 %76, %106
  %108 = tail call i32 @llvm.fshl.i32(i32 %107, i32 %107, i32 16)
  %109 = add i32 %77, %108
  %110 = xor i32 %109, %74
  %111 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 12)
  %112 = add i32 %111, %106
  %113 = xor i32 %112, %108
  %114 = tail call i32 @llvm.fshl.i32(i32 %113, i32 %113, i32 8)
  %115 = add i32 %114, %109
  %116 = xor i32 %115, %111
  %117 = tail call i32 @llvm.fshl.i32(i32 %116, i32 %116, i32 7)
  %118 = add i32 %79, %78
  %119 = xor i32 %80, %118
  %120 = tail call i32 @llvm.fshl.i32(i32 %119, i32 %119, i32 16)
  %121 = add i32 %81, %120
  %122 = xor i32 %121, %78
  %123 = tail call i32 @llvm.fshl.i32(i32 %122, i32 %122, i32 12)
  %124 = add i32 %123, %118
  %125 = xor i32 %124, %120
  %126 = tail call i32 @llvm.fshl.i32(i32 %125, i32 %125, i32 8)
  %127 = add i32 %126, %121
  %128 = xor i32 %127, %123
  %129 = tail call i32 @llvm.fshl.i32(i32 %128, i32 %128, i32 7)
  %130 = add i32 %105, %88
  %131 = xor i32 %126, %130
  %132 = tail call i32 @llvm.fshl.i32(i32 %131, i32 %131, i32 16)
  %133 = add i32 %132, %115
  %134 = xor i32 %133, %105
  %135 = tail call i32 @llvm.fshl.i32(i32 %134, i32 %134, i32 12)
  %136 = add i32 %135, %130
  %137 = xor i32 %136, %132
  %138 = tail call i32 @llvm.fshl.i32(i32 %137, i32 %137, i32 8)
  %139 = add i32 %138, %133
  %140 = xor i32 %139, %135
  %141 = tail call i32 @llvm.fshl.i32(i32 %140, i32 %140, i32 7)
  %142 = add i32 %117, %100
  %143 = xor i32 %142, %90
  %144 = tail call i32 @llvm.fshl.i32(i32 %143, i32 %143, i32 16)
  %145 = add i32 %127, %144
  %146 = xor i32 %145, %117
  %147 = tail call i32 @llvm.fshl.i32(i32 %146, i32 %146, i32 12)
  %148 = add i32 %147, %142
  %149 = xor i32 %148, %144
  %150 = tail call i32 @llvm.fshl.i32(i32 %149, i32 %149, i32 8)
  %151 = add i32 %150, %145
  %152 = xor i32 %151, %147
  %153 = tail call i32 @llvm.fshl.i32(i32 %152, i32 %152, i32 7)
  %154 = add i32 %129, %112
  %155 = xor i32 %154, %102
  %156 = tail call i32 @llvm.fshl.i32(i32 %155, i32 %155, i32 16)
  %157 = add i32 %156, %91
  %158 = xor i32 %157, %129
  %159 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 12)
  %160 = add i32 %159, %154
  %161 = xor i32 %160, %156
  %162 = tail call i32 @llvm.fshl.i32(i32 %161, i32 %161, i32 8)
  %163 = add i32 %162, %157
  %164 = xor i32 %163, %159
  %165 = tail call i32 @llvm.fshl.i32(i32 %164, i32 %164, i32 7)
  %166 = add i32 %124, %93
  %167 = xor i32 %166, %114
  %168 = tail call i32 @llvm.fshl.i32(i32 %167, i32 %167, i32 16)
  %169 = add i32 %168, %103
  %170 = xor i32 %169, %93
  %171 = tail call i32 @llvm.fshl.i32(i32 %170, i32 %170, i32 12)
  %172 = add i32 %171, %166
  %173 = xor i32 %172, %168
  %174 = tail call i32 @llvm.fshl.i32(i32 %173, i32 %173, i32 8)
  %175 = add i32 %174, %169
  %176 = xor i32 %175, %171
  %177 = tail call i32 @llvm.fshl.i32(i32 %176, i32 %176, i32 7)
  %178 = add nuw nsw i32 %65, 2
  %179 = icmp samesign ult i32 %65, 18
  br i1 %179, label %64, label %180, !llvm.loop !13

180:                                              ; preds = %64
  %181 = add i32 %136, 1634760805
  store i32 %181, ptr %5, align 4, !tbaa !6
  %182 = add i32 %148, 857760878
  store i32 %182, ptr %44, align 4, !tbaa !6
  %183 = add i32 %160, 2036477234
  store i32 %183, ptr %45, align 4, !tbaa !6
  %184 = add i32 %172, 1797285236
  store i32 %184, ptr %46, align 4, !tbaa !6
  %185 = add i32 %6, %177
  store i32 %185, ptr %47, align 4, !tbaa !6
  %186 = add i32 %8, %141
  store i32 %186, ptr %48, align 4, !tbaa !6
  %187 = add i32 %10, %153
  store i32 %187, ptr %49, align 4, !tbaa !6
  %188 = add i32 %12, %165
  store i32 %188, ptr %50, align 4, !tbaa !6
  %189 = add i32 %14, %163
  store i32 %189, ptr %51, align 4, !tbaa !6
  %190 = add i32 %16, %175
  store i32 %190, ptr %52, align 4, !tbaa !6
  %191 = add i32 %18, %139
  store i32 %191, ptr %53, align 4, !tbaa !6
  %192 = add i32 %20, %151
  store i32 %192, ptr %54, align 4, !tbaa !6
  %193 = add i32 %63, %150
  store i32 %193, ptr %55, align 4, !tbaa !6
  %194 = add i32 %22, %162
  store i32 %194, ptr %56, align 4, !tbaa !6
  %195 = add i32 %24, %174
  store i32 %195, ptr %57, align 4, !tbaa !6
  %196 = add i32 %26, %138
  store i32 %196, ptr %58, align 4, !tbaa !6
  %197 = shl nuw i64 %61, 6
  %198 = add nuw i64 %197, 64
  %199 = icmp ugt i64 %198, %2
  br i1 %199, label %265, label %200

200:                                              ; preds = %180
  %201 = getelementptr inbounds nuw i8, ptr %1, i64 %197
  %202 = getelementptr inbounds nuw i8, ptr %0, i64 %197
  %203 = load i32, ptr %202, align 16, !tbaa !6
  %204 = getelementptr inbounds nuw i8, ptr %202, i64 4
  %205 = load i32, ptr %204, align 4, !tbaa !6
  %206 = getelementptr inbounds nuw i8, ptr %202, i64 8
  %207 = load i32, ptr %206, align 8, !tbaa !6
  %208 = getelementptr inbounds nuw i8, ptr %202, i64 12
  %209 = load i32, ptr %208, align 4, !tbaa !6
  %210 = xor i32 %181, %203
  %211 = xor i32 %182, %205
  %212 = xor i32 %183, %207
  %213 = xor i32 %184, %209
  store i32 %210, ptr %201, align 16, !tbaa !6
  %214 = getelementptr inbounds nuw i8, ptr %201, i64 4
  store i32 %211, ptr %214, align 4, !tbaa !6
  %215 = getelementptr inbounds nuw i8, ptr %201, i64 8
  store i32 %212, ptr %215, align 8, !tbaa !6
  %216 = getelementptr inbounds nuw i8, ptr %201, i64 12
  store i32 %213, ptr %216, align 4, !tbaa !6
  %217 = getelementptr inbounds nuw i8, ptr %202, i64 16
  %218 = load i32, ptr %217, align 16, !tbaa !6
  %219 = getelementptr inbounds nuw i8, ptr %202, i64 20
  %220 = load i32, ptr %219, align 4, !tbaa !6
  %221 = getelementptr inbounds nuw i8, ptr %202, i64 24
  %222 = load i32, ptr %221, align 8, !tbaa !6
  %223 = getelementptr inbounds nuw i8, ptr %202, i64 28
  %224 = load i32, ptr %223, align 4, !tbaa !6
  %225 = xor i32 %185, %218
  %226 = xor i32 %186, %220
  %227 = xor i32 %187, %222
  %228 = xor i32 %188, %224
  %229 = getelementptr inbounds nuw i8, ptr %201, i64 16
  store i32 %225, ptr %229, align 16, !tbaa !6
  %230 = getelementptr inbounds nuw i8, ptr %201, i64 20
  store i32 %226, ptr %230, align 4, !tbaa !6
  %231 = getelementptr inbounds nuw i8, ptr %201, i64 24
  store i32 %227, ptr %231, align 8, !tbaa !6
  %232 = getelementptr inbounds nuw i8, ptr %201, i64 28
  store i32 %228, ptr %232, align 4, !tbaa !6
  %233 = getelementptr inbounds nuw i8, ptr %202, i64 32
  %234 = load i32, ptr %233, align 16, !tbaa !6
  %235 = getelementptr inbounds nuw i8, ptr %202, i64 36
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = getelementptr inbounds nuw i8, ptr %202, i64 40
  %238 = load i32, ptr %237, align 8, !tbaa !6
  %239 = getelementptr inbounds nuw i8, ptr %202, i64 44
  %240 = load i32, ptr %239, align 4, !tbaa !6
  %241 = xor i32 %189, %234
  %242 = xor i32 %190, %236
  %243 = xor i32 %191, %238
  %244 = xor i32 %192, %240
  %245 = getelementptr inbounds nuw i8, ptr %201, i64 32
  store i32 %241, ptr %245, align 16, !tbaa !6
  %246 = getelementptr inbounds nuw i8, ptr %201, i64 36
  store i32 %242, ptr %246, align 4, !tbaa !6
  %247 = getelementptr inbounds nuw i8, ptr %201, i64 40
  store i32 %243, ptr %247, align 8, !tbaa !6
  %248 = getelementptr inbounds nuw i8, ptr %201, i64 44
  store i32 %244, ptr %248, align 4, !tbaa !6
  %249 = getelementptr inbounds nuw i8, ptr %202, i64 48
  %250 = load i32, ptr %249, align 16, !tbaa !6
  %251 = getelementptr inbounds nuw i8, ptr %202, i64 52
  %252 = load i32, ptr %251, align 4, !tbaa !6
  %253 = getelementptr inbounds nuw i8, ptr %202, i64 56
  %254 = load i32, ptr %253, align 8, !tbaa !6
  %255 = getelementptr inbounds nuw i8, ptr %202, i64 60
  %256 = load i32, ptr %255, align 4, !tbaa !6
  %257 = xor i32 %193, %250
  %258 = xor i32 %194, %252
  %259 = xor i32 %195, %254
  %260 = xor i32 %196, %256
  %261 = getelementptr inbounds nuw i8, ptr %201, i64 48
  store i32 %257, ptr %261, align 16, !tbaa !6
  %262 = getelementptr inbounds nuw i8, ptr %201, i64 52
  store i32 %258, ptr %262, align 4, !tbaa !6
  %263 = getelementptr inbounds nuw i8, ptr %201, i64 56
  store i32 %259, ptr %263, align 8, !tbaa !6
  %264 = getelementptr inbounds nuw i8, ptr %201, i64 60
  store i32 %260, ptr %264, align 4, !tbaa !6
  br label %287

265:                                              ; preds = %180
  %266 = sub i64 %2, %197
  %267 = trunc i64 %266 to i32
  %268 = icmp sgt i32 %267, 0
  br i1 %268, label %269, label %287

269:                                              ; preds = %265, %269
  %270 = phi i32 [ %285, %269 ], [ 0, %265 ]
  %271 = zext nneg i32 %270 to i64
  %272 = add i64 %197, %271
  %273 = getelementptr inbounds nuw i8, ptr %0, i64 %272
  %274 = load i8, ptr %273, align 1, !tbaa !16
  %275 = lshr i32 %270, 2
  %276 = zext nneg i32 %275 to i64
  %277 = getelementptr inbounds nuw i32, ptr %5, i64 %276
  %278 = load i32, ptr %277, align 4, !tbaa !6
  %279 = shl i32 %270, 3
  %280 = and i32 %279, 24
  %281 = lshr i32 %278, %280
  %282 = trunc i32 %281 to i8
  %283 = xor i8 %274, %282
  %284 = getelementptr inbounds nuw i8, ptr %1, i64 %272
  store i8 %283, ptr %284, align 1, !tbaa !16
  %285 = add nuw nsw i32 %270, 1
  %286 = icmp slt i32 %285, %267
  br i1 %286, label %269, label %287, !llvm.loop !17

287:                                              ; preds = %269, %200, %265
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6
  %288 = add i64 %61, %43
  %289 = icmp samesign ult i64 %288, %28
  br i1 %289, label %60, label %59, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @chacha8_uniform_f32(ptr noalias noundef writeonly captures(none) %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %6 = add i64 %2, -7046029254386353131
  %7 = lshr i64 %6, 30
  %8 = xor i64 %7, %6
  %9 = mul i64 %8, -4658895280553007687
  %10 = lshr i64 %9, 27
  %11 = xor i64 %10, %9
  %12 = mul i64 %11, -7723592293110705685
  %13 = lshr i64 %12, 31
  %14 = xor i64 %13, %12
  %15 = trunc i64 %14 to i32
  %16 = lshr i64 %14, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = add i64 %2, 4354685564936845354
  %19 = lshr i64 %18, 30
  %20 = xor i64 %19, %18
  %21 = mul i64 %20, -4658895280553007687
  %22 = lshr i64 %21, 27
  %23 = xor i64 %22, %21
  %24 = mul i64 %23, -7723592293110705685
  %25 = lshr i64 %24, 31
  %26 = xor i64 %25, %24
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = add i64 %2, -2691343689449507777
  %31 = lshr i64 %30, 30
  %32 = xor i64 %31, %30
  %33 = mul i64 %32, -4658895280553007687
  %34 = lshr i64 %33, 27
  %35 = xor i64 %34, %33
  %36 = mul i64 %35, -7723592293110705685
  %37 = lshr i64 %36, 31
  %38 = xor i64 %37, %36
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = add i64 %2, 8709371129873690708
  %43 = lshr i64 %42, 30
  %44 = xor i64 %43, %42
  %45 = mul i64 %44, -4658895280553007687
  %46 = lshr i64 %45, 27
  %47 = xor i64 %46, %45
  %48 = mul i64 %47, -7723592293110705685
  %49 = lshr i64 %48, 31
  %50 = xor i64 %49, %48
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = add i64 %1, 15
  %55 = lshr i64 %54, 4
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %57 = zext nneg i32 %56 to i64
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %59 = zext nneg i32 %58 to i64
  %60 = mul nuw nsw i64 %57, %59
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = zext nneg i32 %61 to i64
  %63 = add nuw nsw i64 %60, %62
  %64 = icmp samesign ult i64 %63, %55
  br i1 %64, label %65, label %308

65:                                               ; preds = %4
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %67 = zext nneg i32 %66 to i64
  %68 = mul nuw nsw i64 %67, %59
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %75 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %76 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %78 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %81 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %83 = getelementptr inbounds nuw i8, ptr %5, i64 60
  br label %84

84:                                               ; preds = %305, %65
  %85 = phi i64 [ %63, %65 ], [ %306, %305 ]
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw nsw i64 %87 to i32
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6, !noalias !19
  br label %89

89:                                               ; preds = %89, %84
  %90 = phi i32 [ 0, %84 ], [ %203, %89 ]
  %91 = phi i32 [ %15, %84 ], [ %202, %89 ]
  %92 = phi i32 [ 1634760805, %84 ], [ %161, %89 ]
  %93 = phi i32 [ %86, %84 ], [ %175, %89 ]
  %94 = phi i32 [ %39, %84 ], [ %188, %89 ]
  %95 = phi i32 [ %17, %84 ], [ %166, %89 ]
  %96 = phi i32 [ 857760878, %84 ], [ %173, %89 ]
  %97 = phi i32 [ %88, %84 ], [ %187, %89 ]
  %98 = phi i32 [ %41, %84 ], [ %200, %89 ]
  %99 = phi i32 [ %27, %84 ], [ %178, %89 ]
  %100 = phi i32 [ 2036477234, %84 ], [ %185, %89 ]
  %101 = phi i32 [ %3, %84 ], [ %199, %89 ]
  %102 = phi i32 [ %51, %84 ], [ %164, %89 ]
  %103 = phi i32 [ %29, %84 ], [ %190, %89 ]
  %104 = phi i32 [ 1797285236, %84 ], [ %197, %89 ]
  %105 = phi i32 [ 0, %84 ], [ %163, %89 ]
  %106 = phi i32 [ %53, %84 ], [ %176, %89 ]
  %107 = add i32 %92, %91
  %108 = xor i32 %93, %107
  %109 = tail call i32 @llvm.fshl.i32(i32 %108, i32 %108, i32 16)
  %110 = add i32 %109, %94
  %111 = xor i32 %110, %91
  %112 = tail call i32 @llvm.fshl.i32(i32 %111, i32 %111, i32 12)
  %113 = add i32 %112, %107
  %114 = xor i32 %113, %109
  %115 = tail call i32 @llvm.fshl.i32(i32 %114, i32 %114, i32 8)
  %116 = add i32 %115, %110
  %117 = xor i32 %116, %112
  %118 = tail call i32 @llvm.fshl.i32(i32 %117, i32 %117, i32 7)
  %119 = add i32 %96, %95
  %120 = xor i32 %97, %119
  %121 = tail call i32 @llvm.fshl.i32(i32 %120, i32 %120, i32 16)
  %122 = add i32 %121, %98
  %123 = xor i32 %122, %95
  %124 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 12)
  %125 = add i32 %124, %119
  %126 = xor i32 %125, %121
  %127 = tail call i32 @llvm.fshl.i32(i32 %126, i32 %126, i32 8)
  %128 = add i32 %127, %122
  %129 = xor i32 %128, %124
  %130 = tail call i32 @llvm.fshl.i32(i32 %129, i32 %129, i32 7)
  %131 = add i32 %100, %99
  %132 = xor i32 %101, %131
  %133 = tail call i32 @llvm.fshl.i32(i32 %132, i32 %132, i32 16)
  %134 = add i32 %133, %102
  %135 = xor i32 %134, %99
  %136 = tail call i32 @llvm.fshl.i32(i32 %135, i32 %135, i32 12)
  %137 = add i32 %136, %131
  %138 = xor i32 %137, %133
  %139 = tail call i32 @llvm.fshl.i32(i32 %138, i32 %138, i32 8)
  %140 = add i32 %139, %134
  %141 = xor i32 %140, %136
  %142 = tail call i32 @llvm.fshl.i32(i32 %141, i32 %141, i32 7)
  %143 = add i32 %104, %103
  %144 = xor i32 %105, %143
  %145 = tail call i32 @llvm.fshl.i32(i32 %144, i32 %144, i32 16)
  %146 = add i32 %145, %106
  %147 = xor i32 %146, %103
  %148 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %147, i32 12)
  %149 = add i32 %148, %143
  %150 = xor i32 %149, %145
  %151 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %150, i32 8)
  %152 = add i32 %151, %146
  %153 = xor i32 %152, %148
  %154 = tail call i32 @llvm.fshl.i32(i32 %153, i32 %153, i32 7)
  %155 = add i32 %130, %113
  %156 = xor i32 %151, %155
  %157 = tail call i32 @llvm.fshl.i32(i32 %156, i32 %156, i32 16)
  %158 = add i32 %157, %140
  %159 = xor i32 %158, %130
  %160 = tail call i32 @llvm.fshl.i32(i32 %159, i32 %159, i32 12)
  %161 = add i32 %160, %155
  %162 = xor i32 %161, %157
  %163 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 8)
  %164 = add i32 %163, %158
  %165 = xor i32 %164, %160
  %166 = tail call i32 @llvm.fshl.i32(i32 %165, i32 %165, i32 7)
  %167 = add i32 %142, %125
  %168 = xor i32 %167, %115
  %169 = tail call i32 @llvm.fshl.i32(i32 %168, i32 %168, i32 16)
  %170 = add i32 %169, %152
  %171 = xor i32 %170, %142
  %172 = tail call i32 @llvm.fshl.i32(i32 %171, i32 %171, i32 12)
  %173 = add i32 %172, %167
  %174 = xor i32 %173, %169
  %175 = tail call i32 @llvm.fshl.i32(i32 %174, i32 %174, i32 8)
  %176 = add i32 %175, %170
  %177 = xor i32 %176, %172
  %178 = tail call i32 @llvm.fshl.i32(i32 %177, i32 %177, i32 7)
  %179 = add i32 %154, %137
  %180 = xor i32 %179, %127
  %181 = tail call i32 @llvm.fshl.i32(i32 %180, i32 %180, i32 16)
  %182 = add i32 %181, %116
  %183 = xor i32 %182, %154
  %184 = tail call i32 @llvm.fshl.i32(i32 %183, i32 %183, i32 12)
  %185 = add i32 %184, %179
  %186 = xor i32 %185, %181
  %187 = tail call i32 @llvm.fshl.i32(i32 %186, i32 %186, i32 8)
  %188 = add i32 %187, %182
  %189 = xor i32 %188, %184
  %190 = tail call i32 @llvm.fshl.i32(i32 %189, i32 %189, i32 7)
  %191 = add i32 %149, %118
  %192 = xor i32 %191, %139
  %193 = tail call i32 @llvm.fshl.i32(i32 %192, i32 %192, i32 16)
  %194 = add i32 %193, %128
  %195 = xor i32 %194, %118
  %196 = tail call i32 @llvm.fshl.i32(i32 %195, i32 %195, i32 12)
  %197 = add i32 %196, %191
  %198 = xor i32 %197, %193
  %199 = tail call i32 @llvm.fshl.i32(i32 %198, i32 %198, i32 8)
  %200 = add i32 %199, %194
  %201 = xor i32 %200, %196
  %202 = tail call i32 @llvm.fshl.i32(i32 %201, i32 %201, i32 7)
  %203 = add nuw nsw i32 %90, 2
  %204 = icmp samesign ult i32 %90, 6
  br i1 %204, label %89, label %205, !llvm.loop !22

205:                                              ; preds = %89
  %206 = add i32 %161, 1634760805
  store i32 %206, ptr %5, align 4, !tbaa !6, !noalias !19
  %207 = add i32 %173, 857760878
  store i32 %207, ptr %69, align 4, !tbaa !6, !noalias !19
  %208 = add i32 %185, 2036477234
  store i32 %208, ptr %70, align 4, !tbaa !6, !noalias !19
  %209 = add i32 %197, 1797285236
  store i32 %209, ptr %71, align 4, !tbaa !6, !noalias !19
  %210 = add i32 %202, %15
  store i32 %210, ptr %72, align 4, !tbaa !6, !noalias !19
  %211 = add i32 %166, %17
  store i32 %211, ptr %73, align 4, !tbaa !6, !noalias !19
  %212 = add i32 %178, %27
  store i32 %212, ptr %74, align 4, !tbaa !6, !noalias !19
  %213 = add i32 %190, %29
  store i32 %213, ptr %75, align 4, !tbaa !6, !noalias !19
  %214 = add i32 %188, %39
  store i32 %214, ptr %76, align 4, !tbaa !6, !noalias !19
  %215 = add i32 %200, %41
  store i32 %215, ptr %77, align 4, !tbaa !6, !noalias !19
  %216 = add i32 %164, %51
  store i32 %216, ptr %78, align 4, !tbaa !6, !noalias !19
  %217 = add i32 %176, %53
  store i32 %217, ptr %79, align 4, !tbaa !6, !noalias !19
  %218 = add i32 %175, %86
  store i32 %218, ptr %80, align 4, !tbaa !6, !noalias !19
  %219 = add i32 %187, %88
  store i32 %219, ptr %81, align 4, !tbaa !6, !noalias !19
  %220 = add i32 %199, %3
  store i32 %220, ptr %82, align 4, !tbaa !6, !noalias !19
  store i32 %163, ptr %83, align 4, !tbaa !6, !noalias !19
  %221 = shl nuw i64 %85, 4
  %222 = add nuw i64 %221, 16
  %223 = icmp ugt i64 %222, %1
  br i1 %223, label %224, label %226

224:                                              ; preds = %205
  %225 = icmp ult i64 %221, %1
  br i1 %225, label %291, label %305

226:                                              ; preds = %205
  %227 = getelementptr inbounds nuw float, ptr %0, i64 %221
  %228 = lshr i32 %206, 8
  %229 = uitofp nneg i32 %228 to float
  %230 = fmul contract float %229, 0x3E70000000000000
  store float %230, ptr %227, align 4, !tbaa !23, !alias.scope !19
  %231 = lshr i32 %207, 8
  %232 = uitofp nneg i32 %231 to float
  %233 = fmul contract float %232, 0x3E70000000000000
  %234 = getelementptr inbounds nuw i8, ptr %227, i64 4
  store float %233, ptr %234, align 4, !tbaa !23, !alias.scope !19
  %235 = lshr i32 %208, 8
  %236 = uitofp nneg i32 %235 to float
  %237 = fmul contract float %236, 0x3E70000000000000
  %238 = getelementptr inbounds nuw i8, ptr %227, i64 8
  store float %237, ptr %238, align 4, !tbaa !23, !alias.scope !19
  %239 = lshr i32 %209, 8
  %240 = uitofp nneg i32 %239 to float
  %241 = fmul contract float %240, 0x3E70000000000000
  %242 = getelementptr inbounds nuw i8, ptr %227, i64 12
  store float %241, ptr %242, align 4, !tbaa !23, !alias.scope !19
  %243 = lshr i32 %210, 8
  %244 = uitofp nneg i32 %243 to float
  %245 = fmul contract float %244, 0x3E70000000000000
  %246 = getelementptr inbounds nuw i8, ptr %227, i64 16
  store float %245, ptr %246, align 4, !tbaa !23, !alias.scope !19
  %247 = lshr i32 %211, 8
  %248 = uitofp nneg i32 %247 to float
  %249 = fmul contract float %248, 0x3E70000000000000
  %250 = getelementptr inbounds nuw i8, ptr %227, i64 20
  store float %249, ptr %250, align 4, !tbaa !23, !alias.scope !19
  %251 = lshr i32 %212, 8
  %252 = uitofp nneg i32 %251 to float
  %253 = fmul contract float %252, 0x3E70000000000000
  %254 = getelementptr inbounds nuw i8, ptr %227, i64 24
  store float %253, ptr %254, align 4, !tbaa !23, !alias.scope !19
  %255 = lshr i32 %213, 8
  %256 = uitofp nneg i32 %255 to float
  %257 = fmul contract float %256, 0x3E70000000000000
  %258 = getelementptr inbounds nuw i8, ptr %227, i64 28
  store float %257, ptr %258, align 4, !tbaa !23, !alias.scope !19
  %259 = lshr i32 %214, 8
  %260 = uitofp nneg i32 %259 to float
  %261 = fmul contract float %260, 0x3E70000000000000
  %262 = getelementptr inbounds nuw i8, ptr %227, i64 32
  store float %261, ptr %262, align 4, !tbaa !23, !alias.scope !19
  %263 = lshr i32 %215, 8
  %264 = uitofp nneg i32 %263 to float
  %265 = fmul contract float %264, 0x3E70000000000000
  %266 = getelementptr inbounds nuw i8, ptr %227, i64 36
  store float %265, ptr %266, align 4, !tbaa !23, !alias.scope !19
  %267 = lshr i32 %216, 8
  %268 = uitofp nneg i32 %267 to float
  %269 = fmul contract float %268, 0x3E70000000000000
  %270 = getelementptr inbounds nuw i8, ptr %227, i64 40
  store float %269, ptr %270, align 4, !tbaa !23, !alias.scope !19
  %271 = lshr i32 %217, 8
  %272 = uitofp nneg i32 %271 to float
  %273 = fmul contract float %272, 0x3E70000000000000
  %274 = getelementptr inbounds nuw i8, ptr %227, i64 44
  store float %273, ptr %274, align 4, !tbaa !23, !alias.scope !19
  %275 = lshr i32 %218, 8
  %276 = uitofp nneg i32 %275 to float
  %277 = fmul contract float %276, 0x3E70000000000000
  %278 = getelementptr inbounds nuw i8, ptr %227, i64 48
  store float %277, ptr %278, align 4, !tbaa !23, !alias.scope !19
  %279 = lshr i32 %219, 8
  %280 = uitofp nneg i32 %279 to float
  %281 = fmul contract float %280, 0x3E70000000000000
  %282 = getelementptr inbounds nuw i8, ptr %227, i64 52
  store float %281, ptr %282, align 4, !tbaa !23, !alias.scope !19
  %283 = lshr i32 %220, 8
  %284 = uitofp nneg i32 %283 to float
  %285 = fmul contract float %284, 0x3E70000000000000
  %286 = getelementptr inbounds nuw i8, ptr %227, i64 56
  store float %285, ptr %286, align 4, !tbaa !23, !alias.scope !19
  %287 = lshr i32 %163, 8
  %288 = uitofp nneg i32 %287 to float
  %289 = fmul contract float %288, 0x3E70000000000000
  %290 = getelementptr inbounds nuw i8, ptr %227, i64 60
  store float %289, ptr %290, align 4, !tbaa !23, !alias.scope !19
  br label %305

291:                                              ; preds = %224, %291
  %292 = phi i64 [ %303, %291 ], [ %221, %224 ]
  %293 = phi i32 [ %301, %291 ], [ 0, %224 ]
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds nuw i32, ptr %5, i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !6, !noalias !19
  %297 = lshr i32 %296, 8
  %298 = uitofp nneg i32 %297 to float
  %299 = fmul contract float %298, 0x3E70000000000000
  %300 = getelementptr inbounds nuw float, ptr %0, i64 %292
  store float %299, ptr %300, align 4, !tbaa !23, !alias.scope !19
  %301 = add nuw nsw i32 %293, 1
  %302 = zext nneg i32 %301 to i64
  %303 = add i64 %221, %302
  %304 = icmp ult i64 %303, %1
  br i1 %304, label %291, label %305, !llvm.loop !25

305:                                              ; preds = %291, %226, %224
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6, !noalias !19
  %306 = add i64 %85, %68
  %307 = icmp samesign ult i64 %306, %55
  br i1 %307, label %84, label %308, !llvm.loop !26

308:                                              ; preds = %305, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @chacha20_uniform_f64(ptr noalias noundef writeonly captures(none) %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %6 = add i64 %2, -7046029254386353131
  %7 = lshr i64 %6, 30
  %8 = xor i64 %7, %6
  %9 = mul i64 %8, -4658895280553007687
  %10 = lshr i64 %9, 27
  %11 = xor i64 %10, %9
  %12 = mul i64 %11, -7723592293110705685
  %13 = lshr i64 %12, 31
  %14 = xor i64 %13, %12
  %15 = trunc i64 %14 to i32
  %16 = lshr i64 %14, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = add i64 %2, 4354685564936845354
  %19 = lshr i64 %18, 30
  %20 = xor i64 %19, %18
  %21 = mul i64 %20, -4658895280553007687
  %22 = lshr i64 %21, 27
  %23 = xor i64 %22, %21
  %24 = mul i64 %23, -7723592293110705685
  %25 = lshr i64 %24, 31
  %26 = xor i64 %25, %24
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = add i64 %2, -2691343689449507777
  %31 = lshr i64 %30, 30
  %32 = xor i64 %31, %30
  %33 = mul i64 %32, -4658895280553007687
  %34 = lshr i64 %33, 27
  %35 = xor i64 %34, %33
  %36 = mul i64 %35, -7723592293110705685
  %37 = lshr i64 %36, 31
  %38 = xor i64 %37, %36
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = add i64 %2, 8709371129873690708
  %43 = lshr i64 %42, 30
  %44 = xor i64 %43, %42
  %45 = mul i64 %44, -4658895280553007687
  %46 = lshr i64 %45, 27
  %47 = xor i64 %46, %45
  %48 = mul i64 %47, -7723592293110705685
  %49 = lshr i64 %48, 31
  %50 = xor i64 %49, %48
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = add i64 %1, 7
  %55 = lshr i64 %54, 3
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %57 = zext nneg i32 %56 to i64
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %59 = zext nneg i32 %58 to i64
  %60 = mul nuw nsw i64 %57, %59
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = zext nneg i32 %61 to i64
  %63 = add nuw nsw i64 %60, %62
  %64 = icmp samesign ult i64 %63, %55
  br i1 %64, label %65, label %315

65:                                               ; preds = %4
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %67 = zext nneg i32 %66 to i64
  %68 = mul nuw nsw i64 %67, %59
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %75 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %76 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %78 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %81 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %83 = getelementptr inbounds nuw i8, ptr %5, i64 60
  br label %84

84:                                               ; preds = %312, %65
  %85 = phi i64 [ %63, %65 ], [ %313, %312 ]
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw nsw i64 %87 to i32
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #6, !noalias !27
  br label %89

89:                                               ; preds = %89, %84
  %90 = phi i32 [ 0, %84 ], [ %203, %89 ]
  %91 = phi i32 [ %15, %84 ], [ %202, %89 ]
  %92 = phi i32 [ 1634760805, %84 ], [ %161, %89 ]
  %93 = phi i32 [ %86, %84 ], [ %175, %89 ]
  %94 = phi i32 [ %39, %84 ], [ %188, %89 ]
  %95 = phi i32 [ %17, %84 ], [ %166, %89 ]
  %96 = phi i32 [ 857760878, %84 ], [ %173, %89 ]
  %97 = phi i32 [ %88, %84 ], [ %187, %89 ]
  %98 = phi i32 [ %41, %84 ], [ %200, %89 ]
  %99 = phi i32 [ %27, %84 ], [ %178, %89 ]
  %100 = phi i32 [ 2036477234, %84 ], [ %185, %89 ]
  %101 = phi i32 [ %3, %84 ], [ %199, %89 ]
  %102 = phi i32 [ %51, %84 ], [ %164, %89 ]
  %103 = phi i32 [ %29, %84 ], [ %190, %89 ]
  %104 = phi i32 [ 1797285236, %84 ], [ %197, %89 ]
  %105 = phi i32 [ 0, %84 ], [ %163, %89 ]
  %106 = phi i32 [ %53, %84 ], [ %176, %89 ]
  %107 = add i32 %92, %91
  %108 = xor i32 %93, %107
  %109 = tail call i32 @llvm.fshl.i32(i32 %108, i32 %108, i32 16)
  %110 = add i32 %109, %94
  %111 = xor i32 %110, %91
  %112 = tail call i32 @llvm.fshl.i32(i32 %111, i32 %111, i32 12)
  %113 = add i32 %112, %107
  %114 = xor i32 %113, %109
  %115 = tail call i32 @llvm.fshl.i32(i32 %114, i32 %114, i32 8)
  %116 = add i32 %115, %110
  %117 = xor i32 %116, %112
  %118 = tail call i32 @llvm.fshl.i32(i32 %117, i32 %117, i32 7)
  %119 = add i32 %96, %95
  %120 = xor i32 %97, %119
  %121 = tail call i32 @llvm.fshl.i32(i32 %120, i32 %120, i32 16)
  %122 = add i32 %121, %98
  %123 = xor i32 %122, %95
  %124 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 12)
  %125 = add i32 %124, %119
  %126 = xor i32 %125, %121
  %127 = tail call i32 @llvm.fshl.i32(i32 %126, i32 %126, i32 8)
  %128 = add i32 %127, %122
  %129 = xor i32 %128, %124
  %130 = tail call i32 @llvm.fshl.i32(i32 %129, i32 %129, i32 7)
  %131 = add i32 %100, %99
  %132 = xor i32 %101, %131
  %133 = tail call i32 @llvm.fshl.i32(i32 %132, i32 %132, i32 16)
  %134 = add i32 %133, %102
  %135 = xor i32 %134, %99
  %136 = tail call i32 @llvm.fshl.i32(i32 %135, i32 %135, i32 12)
  %137 = add i32 %136, %131
  %138 = xor i32 %137, %133
  %139 = tail call i32 @llvm.fshl.i32(i32 %138, i32 %138, i32 8)
  %140 = add i32 %139, %134
  %141 = xor i32 %140, %136
  %142 = tail call i32 @llvm.fshl.i32(i32 %141, i32 %141, i32 7)
  %143 = add i32 %104, %103
  %144 = xor i32 %105, %143
  %145 = tail call i32 @llvm.fshl.i32(i32 %144, i32 %144, i32 16)
  %146 = add i32 %145, %106
  %147 = xor i32 %146, %103
  %148 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %147, i32 12)
  %149 = add i32 %148, %143
  %150 = xor i32 %149, %145
  %151 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %150, i32 8)
  %152 = add i32 %151, %146
  %153 = xor i32 %152, %148
  %154 = tail call i32 @llvm.fshl.i32(i32 %153, i32 %153, i32 7)
  %155 = add i32 %130, %113
  %156 = xor i32 %151, %155
  %157 = tail call i32 @llvm.fshl.i32(i32 %156, i32 %156, i32 16)
  %158 = add i32 %157, %140
  %159 = xor i32 %158, %130
  %160 = tail call i32 @llvm.fshl.i32(i32 %159, i32 %159, i32 12)
  %161 = add i32 %160, %155
  %162 = xor i32 %161, %157
  %163 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %162, i32 8)
  %164 = add i32 %163, %158
  %165 = xor i32 %164, %160
  %166 = tail call i32 @llvm.fshl.i32(i32 %165, i32 %165, i32 7)
  %167 = add i32 %142, %125
  %168 = xor i32 %167, %115
  %169 = tail call i32 @llvm.fshl.i32(i32 %168, i32 %168, i32 16)
  %170 = add i32 %169, %152
  %171 = xor i32 %170, %142
  %172 = tail call i32 @llvm.fshl.i32(i32 %171, i32 %171, i32 12)
  %173 = add i32 %172, %167
  %174 = xor i32 %173, %169
  %175 = tail call i32 @llvm.fshl.i32(i32 %174, i32 %174, i32 8)
  %176 = add i32 %175, %170
  %177 = xor i32 %176, %172
  %178 = tail call i32 @llvm.fshl.i32(i32 %177, i32 %177, i32 7)
  %179 = add i32 %154, %137
  %180 = xor i32 %179, %127
  %181 = tail call i32 @llvm.fshl.i32(i32 %180, i32 %180, i32 16)
  %182 = add i32 %181, %116
  %183 = xor i32 %182, %154
  %184 = tail call i32 @llvm.fshl.i32(i32 %183, i32 %183, i32 12)
  %185 = add i32 %184, %179
  %186 = xor i32 %185, %181
  %187 = tail call i32 @llvm.fshl.i32(i32 %186, i32 %186, i32 8)
  %188 = add i32 %187, %182
  %189 = xor i32 %188, %184
  %190 = tail call i32 @llvm.fshl.i32(i32 %189, i32 %189, i32 7)
  %191 = add i32 %149, %118
  %192 = xor i32 %191, %139
  %193 = tail call i32 @llvm.fshl.i32(i32 %192, i32 %192, i32 16)
  %194 = add i32 %193, %128
  %195 = xor i32 %194, %118
  %196 = tail call i32 @llvm.fshl.i32(i32 %195, i32 %195, i32 12)
  %197 = add i32 %196, %191
  %198 = xor i32 %197, %193
  %199 = tail call i32 @llvm.fshl.i32(i32 %198, i32 %198, i32 8)
  %200 = add i32 %199, %194
  %201 = xor i32 %200, %196
  %202 = tail call i32 @llvm.fshl.i32(i32 %201, i32 %201, i32 7)
  %203 = add nuw nsw i32 %90, 2
  %204 = icmp samesign ult i32 %90, 18
  br i1 %204, label %89, label %205, !llvm.loop !13

205:                                              ; preds = %89
  %206 = add i32 %161, 1634760805
  store i32 %206, ptr %5, align 4, !tbaa !6, !noalias !27
  %207 = add i32 %173, 857760878
  store i32 %207, ptr %69, align 4, !tbaa !6, !noalias !27
  %208 = add i32 %185, 2036477234
  store i32 %208, ptr %70, align 4, !tbaa !6, !noalias !27
  %209 = add i32 %197, 1797285236
  store i32 %209, ptr %71, align 4, !tbaa !6, !noalias !27
  %210 = add i32 %202, %15
  store i32 %210, ptr %72, align 4, !tbaa !6, !noalias !27
  %211 = add i32 %166, %17
  store i32 %211, ptr %73, align 4, !tbaa !6, !noalias !27
  %212 = add i32 %178, %27
  store i32 %212, ptr %74, align 4, !tbaa !6, !noalias !27
  %213 = add i32 %190, %29
  store i32 %213, ptr %75, align 4, !tbaa !6, !noalias !27
  %214 = add i32 %188, %39
  store i32 %214, ptr %76, align 4, !tbaa !6, !noalias !27
  %215 = add i32 %200, %41
  store i32 %215, ptr %77, align 4, !tbaa !6, !noalias !27
  %216 = add i32 %164, %51
  store i32 %216, ptr %78, align 4, !tbaa !6, !noalias !27
  %217 = add i32 %176, %53
  store i32 %217, ptr %79, align 4, !tbaa !6, !noalias !27
  %218 = add i32 %175, %86
  store i32 %218, ptr %80, align 4, !tbaa !6, !noalias !27
  %219 = add i32 %187, %88
  store i32 %219, ptr %81, align 4, !tbaa !6, !noalias !27
  %220 = add i32 %199, %3
  store i32 %220, ptr %82, align 4, !tbaa !6, !noalias !27
  store i32 %163, ptr %83, align 4, !tbaa !6, !noalias !27
  %221 = shl nuw i64 %85, 3
  %222 = add nuw i64 %221, 8
  %223 = icmp ugt i64 %222, %1
  br i1 %223, label %224, label %226

224:                                              ; preds = %205
  %225 = icmp ult i64 %221, %1
  br i1 %225, label %291, label %312

226:                                              ; preds = %205
  %227 = getelementptr inbounds nuw double, ptr %0, i64 %221
  %228 = zext i32 %206 to i64
  %229 = shl nuw i64 %228, 32
  %230 = zext i32 %207 to i64
  %231 = or disjoint i64 %229, %230
  %232 = lshr i64 %231, 11
  %233 = uitofp nneg i64 %232 to double
  %234 = fmul contract double %233, 0x3CA0000000000000
  store double %234, ptr %227, align 8, !tbaa !30, !alias.scope !27
  %235 = zext i32 %208 to i64
  %236 = shl nuw i64 %235, 32
  %237 = zext i32 %209 to i64
  %238 = or disjoint i64 %236, %237
  %239 = lshr i64 %238, 11
  %240 = uitofp nneg i64 %239 to double
  %241 = fmul contract double %240, 0x3CA0000000000000
  %242 = getelementptr inbounds nuw i8, ptr %227, i64 8
  store double %241, ptr %242, align 8, !tbaa !30, !alias.scope !27
  %243 = zext i32 %210 to i64
  %244 = shl nuw i64 %243, 32
  %245 = zext i32 %211 to i64
  %246 = or disjoint i64 %244, %245
  %247 = lshr i64 %246, 11
  %248 = uitofp nneg i64 %247 to double
  %249 = fmul contract double %248, 0x3CA0000000000000
  %250 = getelementptr inbounds nuw i8, ptr %227, i64 16
  store double %249, ptr %250, align 8, !tbaa !30, !alias.scope !27
  %251 = zext i32 %212 to i64
  %252 = shl nuw i64 %251, 32
  %253 = zext i32 %213 to i64
  %254 = or disjoint i64 %252, %253
  %255 = lshr i64 %254, 11
  %256 = uitofp nneg i64 %255 to double
  %257 = fmul contract double %256, 0x3CA0000000000000
  %258 = getelementptr inbounds nuw i8, ptr %227, i64 24
  store double %257, ptr %258, align 8, !tbaa !30, !alias.scope !27
  %259 = zext i32 %214 to i64
  %260 = shl nuw i64 %259, 32
  %261 = zext i32 %215 to i64
  %262 = or disjoint i64 %260, %261
  %263 = lshr i64 %262, 11
  %264 = uitofp nneg i64 %263 to double
  %265 = fmul contract double %264, 0x3CA0000000000000
  %266 = getelementptr inbounds nuw i8, ptr %227, i64 32
  store double %265, ptr %266, align 8, !tbaa !30, !alias.scope !27
  %267 = zext i32 %216 to i64
  %268 = shl nuw i64 %267, 32
  %269 = zext i32 %217 to i64
  %270 = or disjoint i64 %268, %269
  %271 = lshr i64 %270, 11
  %272 = uitofp nneg i64 %271 to double
  %273 = fmul contract double %272, 0x3CA0000000000000
  %274 = getelementptr inbounds nuw i8, ptr %227, i64 40
  store double %273, ptr %274, align 8, !tbaa !30, !alias.scope !27
  %275 = zext i32 %218 to i64
  %276 = shl nuw i64 %275, 32
  %277 = zext i32 %219 to i64
  %278 = or disjoint i64 %276, %277
  %279 = lshr i64 %278, 11
  %280 = uitofp nneg i64 %279 to double
  %281 = fmul contract double %280, 0x3CA0000000000000
  %282 = getelementptr inbounds nuw i8, ptr %227, i64 48
  store double %281, ptr %282, align 8, !tbaa !30, !alias.scope !27
  %283 = zext i32 %220 to i64
  %284 = shl nuw i64 %283, 32
  %285 = zext i32 %163 to i64
  %286 = or disjoint i64 %284, %285
  %287 = lshr i64 %286, 11
  %288 = uitofp nneg i64 %287 to double
  %289 = fmul contract double %288, 0x3CA0000000000000
  %290 = getelementptr inbounds nuw i8, ptr %227, i64 56
  store double %289, ptr %290, align 8, !tbaa !30, !alias.scope !27
  br label %312

291:                                              ; preds = %224, %291
  %292 = phi i64 [ %310, %291 ], [ %221, %224 ]
  %293 = phi i32 [ %308, %291 ], [ 0, %224 ]
  %294 = shl nuw nsw i32 %293, 1
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds nuw i32, ptr %5, i64 %295
  %297 = load i32, ptr %296, align 4, !tbaa !6, !noalias !27
  %298 = zext i32 %297 to i64
  %299 = shl nuw i64 %298, 32
  %300 = getelementptr i8, ptr %296, i64 4
  %301 = load i32, ptr %300, align 4, !tbaa !6, !noalias !27
  %302 = zext i32 %301 to i64
  %303 = or disjoint i64 %299, %302
  %304 = lshr i64 %303, 11
  %305 = uitofp nneg i64 %304 to double
  %306 = fmul contract double %305, 0x3CA0000000000000
  %307 = getelementptr inbounds nuw double, ptr %0, i64 %292
  store double %306, ptr %307, align 8, !tbaa !30, !alias.scope !27
  %308 = add nuw nsw i32 %293, 1
  %309 = zext nneg i32 %308 to i64
  %310 = add i64 %221, %309
  %311 = icmp ult i64 %310, %1
  br i1 %311, label %291, label %312, !llvm.loop !32

312:                                              ; preds = %291, %226, %224
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #6, !noalias !27
  %313 = add i64 %85, %68
  %314 = icmp samesign ult i64 %313, %55
  br i1 %314, label %84, label %315, !llvm.loop !33

315:                                              ; preds = %312, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!11 = !{!12, !7, i64 44}
!12 = !{!"_ZTS9ChaChaKey", !8, i64 0, !8, i64 32, !7, i64 44}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZL14chacha_uniformILi8EfEvPT0_mmj: argument 0"}
!21 = distinct !{!21, !"_ZL14chacha_uniformILi8EfEvPT0_mmj"}
!22 = distinct !{!22, !14, !15}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !8, i64 0}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZL14chacha_uniformILi20EdEvPT0_mmj: argument 0"}
!29 = distinct !{!29, !"_ZL14chacha_uniformILi20EdEvPT0_mmj"}
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !8, i64 0}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !14, !15}
