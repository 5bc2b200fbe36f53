; ModuleID = 'src/keccak_sha3.cu'
source_filename = "src/keccak_sha3.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@KECCAK_RC = dso_local addrspace(4) externally_initialized constant [24 x i64] [i64 1, i64 32898, i64 -9223372036854742902, i64 -9223372034707259392, i64 32907, i64 2147483649, i64 -9223372034707259263, i64 -9223372036854743031, i64 138, i64 136, i64 2147516425, i64 2147483658, i64 2147516555, i64 -9223372036854775669, i64 -9223372036854742903, i64 -9223372036854743037, i64 -9223372036854743038, i64 -9223372036854775680, i64 32778, i64 -9223372034707292150, i64 -9223372034707259263, i64 -9223372036854742912, i64 2147483649, i64 -9223372034707259384], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i64 @_Z17load_lane_partialPKhi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %10, %17, %24, %31, %38, %45, %52, %2
  %5 = phi i64 [ 0, %2 ], [ %8, %6 ], [ %15, %10 ], [ %22, %17 ], [ %29, %24 ], [ %36, %31 ], [ %43, %38 ], [ %50, %45 ], [ %57, %52 ]
  ret i64 %5

6:                                                ; preds = %2
  %7 = load i8, ptr %0, align 1, !tbaa !11
  %8 = zext i8 %7 to i64
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %4, label %10, !llvm.loop !12

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 1
  %12 = load i8, ptr %11, align 1, !tbaa !11
  %13 = zext i8 %12 to i64
  %14 = shl nuw nsw i64 %13, 8
  %15 = or disjoint i64 %14, %8
  %16 = icmp eq i32 %1, 2
  br i1 %16, label %4, label %17, !llvm.loop !12

17:                                               ; preds = %10
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 2
  %19 = load i8, ptr %18, align 1, !tbaa !11
  %20 = zext i8 %19 to i64
  %21 = shl nuw nsw i64 %20, 16
  %22 = or disjoint i64 %21, %15
  %23 = icmp eq i32 %1, 3
  br i1 %23, label %4, label %24, !llvm.loop !12

24:                                               ; preds = %17
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 3
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = zext i8 %26 to i64
  %28 = shl nuw nsw i64 %27, 24
  %29 = or disjoint i64 %28, %22
  %30 = icmp eq i32 %1, 4
  br i1 %30, label %4, label %31, !llvm.loop !12

31:                                               ; preds = %24
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %33 = load i8, ptr %32, align 1, !tbaa !11
  %34 = zext i8 %33 to i64
  %35 = shl nuw nsw i64 %34, 32
  %36 = or disjoint i64 %35, %29
  %37 = icmp eq i32 %1, 5
  br i1 %37, label %4, label %38, !llvm.loop !12

38:                                               ; preds = %31
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 5
  %40 = load i8, ptr %39, align 1, !tbaa !11
  %41 = zext i8 %40 to i64
  %42 = shl nuw nsw i64 %41, 40
  %43 = or i64 %42, %36
  %44 = icmp eq i32 %1, 6
  br i1 %44, label %4, label %45, !llvm.loop !12

45:                                               ; preds = %38
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 6
  %47 = load i8, ptr %46, align 1, !tbaa !11
  %48 = zext i8 %47 to i64
  %49 = shl nuw nsw i64 %48, 48
  %50 = or i64 %49, %43
  %51 = icmp eq i32 %1, 7
  br i1 %51, label %4, label %52, !llvm.loop !12

52:                                               ; preds = %45
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 7
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = zext i8 %54 to i64
  %56 = shl nuw i64 %55, 56
  %57 = or i64 %56, %50
  br label %4
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
  br i1 %14, label %846, label %15

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
  br i1 %137, label %594, label %597

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
  %206 = tail call i64 @llvm.fshl.i64(i64 %184, i64 %184, i64 1)
  %207 = xor i64 %206, %176
  %208 = xor i64 %207, %160
  %209 = xor i64 %207, %155
  %210 = xor i64 %207, %150
  %211 = xor i64 %207, %145
  %212 = xor i64 %207, %140
  %213 = tail call i64 @llvm.fshl.i64(i64 %168, i64 %168, i64 1)
  %214 = xor i64 %213, %180
  %215 = xor i64 %214, %159
  %216 = xor i64 %214, %154
  %217 = xor i64 %214, %149
  %218 = xor i64 %214, %144
  %219 = xor i64 %214, %139
  %220 = tail call i64 @llvm.fshl.i64(i64 %194, i64 %194, i64 1)
  %221 = tail call i64 @llvm.fshl.i64(i64 %189, i64 %189, i64 3)
  %222 = tail call i64 @llvm.fshl.i64(i64 %202, i64 %202, i64 6)
  %223 = tail call i64 @llvm.fshl.i64(i64 %196, i64 %196, i64 10)
  %224 = tail call i64 @llvm.fshl.i64(i64 %204, i64 %204, i64 15)
  %225 = tail call i64 @llvm.fshl.i64(i64 %211, i64 %211, i64 21)
  %226 = tail call i64 @llvm.fshl.i64(i64 %208, i64 %208, i64 28)
  %227 = tail call i64 @llvm.fshl.i64(i64 %188, i64 %188, i64 36)
  %228 = tail call i64 @llvm.fshl.i64(i64 %197, i64 %197, i64 45)
  %229 = tail call i64 @llvm.fshl.i64(i64 %209, i64 %209, i64 55)
  %230 = tail call i64 @llvm.fshl.i64(i64 %198, i64 %198, i64 2)
  %231 = tail call i64 @llvm.fshl.i64(i64 %219, i64 %219, i64 14)
  %232 = tail call i64 @llvm.fshl.i64(i64 %215, i64 %215, i64 27)
  %233 = tail call i64 @llvm.fshl.i64(i64 %190, i64 %190, i64 41)
  %234 = tail call i64 @llvm.fshl.i64(i64 %212, i64 %212, i64 56)
  %235 = tail call i64 @llvm.fshl.i64(i64 %218, i64 %218, i64 8)
  %236 = tail call i64 @llvm.fshl.i64(i64 %210, i64 %210, i64 25)
  %237 = tail call i64 @llvm.fshl.i64(i64 %203, i64 %203, i64 43)
  %238 = tail call i64 @llvm.fshl.i64(i64 %201, i64 %201, i64 62)
  %239 = tail call i64 @llvm.fshl.i64(i64 %191, i64 %191, i64 18)
  %240 = tail call i64 @llvm.fshl.i64(i64 %217, i64 %217, i64 39)
  %241 = tail call i64 @llvm.fshl.i64(i64 %205, i64 %205, i64 61)
  %242 = tail call i64 @llvm.fshl.i64(i64 %216, i64 %216, i64 20)
  %243 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %195, i64 44)
  %244 = xor i64 %243, -1
  %245 = and i64 %237, %244
  %246 = xor i64 %237, -1
  %247 = and i64 %225, %246
  %248 = xor i64 %247, %243
  %249 = xor i64 %225, -1
  %250 = and i64 %231, %249
  %251 = xor i64 %250, %237
  %252 = xor i64 %231, -1
  %253 = and i64 %187, %252
  %254 = xor i64 %253, %225
  %255 = xor i64 %187, -1
  %256 = and i64 %243, %255
  %257 = xor i64 %231, %256
  %258 = xor i64 %242, -1
  %259 = and i64 %221, %258
  %260 = xor i64 %259, %226
  %261 = xor i64 %221, -1
  %262 = and i64 %228, %261
  %263 = xor i64 %262, %242
  %264 = xor i64 %228, -1
  %265 = and i64 %241, %264
  %266 = xor i64 %265, %221
  %267 = xor i64 %241, -1
  %268 = and i64 %226, %267
  %269 = xor i64 %268, %228
  %270 = xor i64 %226, -1
  %271 = and i64 %242, %270
  %272 = xor i64 %241, %271
  %273 = xor i64 %222, -1
  %274 = and i64 %236, %273
  %275 = xor i64 %274, %220
  %276 = xor i64 %236, -1
  %277 = and i64 %235, %276
  %278 = xor i64 %277, %222
  %279 = xor i64 %235, -1
  %280 = and i64 %239, %279
  %281 = xor i64 %280, %236
  %282 = xor i64 %239, -1
  %283 = and i64 %220, %282
  %284 = xor i64 %283, %235
  %285 = xor i64 %220, -1
  %286 = and i64 %222, %285
  %287 = xor i64 %239, %286
  %288 = xor i64 %227, -1
  %289 = and i64 %223, %288
  %290 = xor i64 %289, %232
  %291 = xor i64 %223, -1
  %292 = and i64 %224, %291
  %293 = xor i64 %292, %227
  %294 = xor i64 %224, -1
  %295 = and i64 %234, %294
  %296 = xor i64 %295, %223
  %297 = xor i64 %234, -1
  %298 = and i64 %232, %297
  %299 = xor i64 %298, %224
  %300 = xor i64 %232, -1
  %301 = and i64 %227, %300
  %302 = xor i64 %234, %301
  %303 = xor i64 %229, -1
  %304 = and i64 %240, %303
  %305 = xor i64 %304, %238
  %306 = xor i64 %240, -1
  %307 = and i64 %233, %306
  %308 = xor i64 %307, %229
  %309 = xor i64 %233, -1
  %310 = and i64 %230, %309
  %311 = xor i64 %310, %240
  %312 = xor i64 %230, -1
  %313 = and i64 %238, %312
  %314 = xor i64 %313, %233
  %315 = xor i64 %238, -1
  %316 = and i64 %229, %315
  %317 = xor i64 %230, %316
  %318 = zext nneg i32 %164 to i64
  %319 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %318
  %320 = load i64, ptr %319, align 8, !tbaa !14
  %321 = xor i64 %245, %320
  %322 = xor i64 %321, %187
  %323 = add nuw nsw i32 %164, 1
  %324 = icmp eq i32 %323, 24
  br i1 %324, label %325, label %138, !llvm.loop !16

325:                                              ; preds = %138
  %326 = add nuw nsw i32 %53, 136
  %327 = sub nsw i32 %22, %326
  %328 = icmp sgt i32 %327, 135
  br i1 %328, label %27, label %106, !llvm.loop !17

329:                                              ; preds = %836, %329
  %330 = phi i64 [ %109, %836 ], [ %508, %329 ]
  %331 = phi i64 [ %110, %836 ], [ %505, %329 ]
  %332 = phi i64 [ %111, %836 ], [ %502, %329 ]
  %333 = phi i64 [ %112, %836 ], [ %499, %329 ]
  %334 = phi i64 [ %113, %836 ], [ %496, %329 ]
  %335 = phi i64 [ %114, %836 ], [ %493, %329 ]
  %336 = phi i64 [ %115, %836 ], [ %490, %329 ]
  %337 = phi i64 [ %116, %836 ], [ %487, %329 ]
  %338 = phi i64 [ %845, %836 ], [ %484, %329 ]
  %339 = phi i64 [ %830, %836 ], [ %481, %329 ]
  %340 = phi i64 [ %815, %836 ], [ %478, %329 ]
  %341 = phi i64 [ %800, %836 ], [ %475, %329 ]
  %342 = phi i64 [ %785, %836 ], [ %472, %329 ]
  %343 = phi i64 [ %770, %836 ], [ %469, %329 ]
  %344 = phi i64 [ %755, %836 ], [ %466, %329 ]
  %345 = phi i64 [ %740, %836 ], [ %463, %329 ]
  %346 = phi i64 [ %725, %836 ], [ %460, %329 ]
  %347 = phi i64 [ %710, %836 ], [ %457, %329 ]
  %348 = phi i64 [ %695, %836 ], [ %454, %329 ]
  %349 = phi i64 [ %680, %836 ], [ %451, %329 ]
  %350 = phi i64 [ %665, %836 ], [ %448, %329 ]
  %351 = phi i64 [ %650, %836 ], [ %445, %329 ]
  %352 = phi i64 [ %635, %836 ], [ %442, %329 ]
  %353 = phi i64 [ %620, %836 ], [ %439, %329 ]
  %354 = phi i64 [ %605, %836 ], [ %513, %329 ]
  %355 = phi i32 [ 0, %836 ], [ %514, %329 ]
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
  %397 = tail call i64 @llvm.fshl.i64(i64 %375, i64 %375, i64 1)
  %398 = xor i64 %397, %367
  %399 = xor i64 %398, %351
  %400 = xor i64 %398, %346
  %401 = xor i64 %398, %341
  %402 = xor i64 %398, %336
  %403 = xor i64 %398, %331
  %404 = tail call i64 @llvm.fshl.i64(i64 %359, i64 %359, i64 1)
  %405 = xor i64 %404, %371
  %406 = xor i64 %405, %350
  %407 = xor i64 %405, %345
  %408 = xor i64 %405, %340
  %409 = xor i64 %405, %335
  %410 = xor i64 %405, %330
  %411 = tail call i64 @llvm.fshl.i64(i64 %385, i64 %385, i64 1)
  %412 = tail call i64 @llvm.fshl.i64(i64 %380, i64 %380, i64 3)
  %413 = tail call i64 @llvm.fshl.i64(i64 %393, i64 %393, i64 6)
  %414 = tail call i64 @llvm.fshl.i64(i64 %387, i64 %387, i64 10)
  %415 = tail call i64 @llvm.fshl.i64(i64 %395, i64 %395, i64 15)
  %416 = tail call i64 @llvm.fshl.i64(i64 %402, i64 %402, i64 21)
  %417 = tail call i64 @llvm.fshl.i64(i64 %399, i64 %399, i64 28)
  %418 = tail call i64 @llvm.fshl.i64(i64 %379, i64 %379, i64 36)
  %419 = tail call i64 @llvm.fshl.i64(i64 %388, i64 %388, i64 45)
  %420 = tail call i64 @llvm.fshl.i64(i64 %400, i64 %400, i64 55)
  %421 = tail call i64 @llvm.fshl.i64(i64 %389, i64 %389, i64 2)
  %422 = tail call i64 @llvm.fshl.i64(i64 %410, i64 %410, i64 14)
  %423 = tail call i64 @llvm.fshl.i64(i64 %406, i64 %406, i64 27)
  %424 = tail call i64 @llvm.fshl.i64(i64 %381, i64 %381, i64 41)
  %425 = tail call i64 @llvm.fshl.i64(i64 %403, i64 %403, i64 56)
  %426 = tail call i64 @llvm.fshl.i64(i64 %409, i64 %409, i64 8)
  %427 = tail call i64 @llvm.fshl.i64(i64 %401, i64 %401, i64 25)
  %428 = tail call i64 @llvm.fshl.i64(i64 %394, i64 %394, i64 43)
  %429 = tail call i64 @llvm.fshl.i64(i64 %392, i64 %392, i64 62)
  %430 = tail call i64 @llvm.fshl.i64(i64 %382, i64 %382, i64 18)
  %431 = tail call i64 @llvm.fshl.i64(i64 %408, i64 %408, i64 39)
  %432 = tail call i64 @llvm.fshl.i64(i64 %396, i64 %396, i64 61)
  %433 = tail call i64 @llvm.fshl.i64(i64 %407, i64 %407, i64 20)
  %434 = tail call i64 @llvm.fshl.i64(i64 %386, i64 %386, i64 44)
  %435 = xor i64 %434, -1
  %436 = and i64 %428, %435
  %437 = xor i64 %428, -1
  %438 = and i64 %416, %437
  %439 = xor i64 %438, %434
  %440 = xor i64 %416, -1
  %441 = and i64 %422, %440
  %442 = xor i64 %441, %428
  %443 = xor i64 %422, -1
  %444 = and i64 %378, %443
  %445 = xor i64 %444, %416
  %446 = xor i64 %378, -1
  %447 = and i64 %434, %446
  %448 = xor i64 %422, %447
  %449 = xor i64 %433, -1
  %450 = and i64 %412, %449
  %451 = xor i64 %450, %417
  %452 = xor i64 %412, -1
  %453 = and i64 %419, %452
  %454 = xor i64 %453, %433
  %455 = xor i64 %419, -1
  %456 = and i64 %432, %455
  %457 = xor i64 %456, %412
  %458 = xor i64 %432, -1
  %459 = and i64 %417, %458
  %460 = xor i64 %459, %419
  %461 = xor i64 %417, -1
  %462 = and i64 %433, %461
  %463 = xor i64 %432, %462
  %464 = xor i64 %413, -1
  %465 = and i64 %427, %464
  %466 = xor i64 %465, %411
  %467 = xor i64 %427, -1
  %468 = and i64 %426, %467
  %469 = xor i64 %468, %413
  %470 = xor i64 %426, -1
  %471 = and i64 %430, %470
  %472 = xor i64 %471, %427
  %473 = xor i64 %430, -1
  %474 = and i64 %411, %473
  %475 = xor i64 %474, %426
  %476 = xor i64 %411, -1
  %477 = and i64 %413, %476
  %478 = xor i64 %430, %477
  %479 = xor i64 %418, -1
  %480 = and i64 %414, %479
  %481 = xor i64 %480, %423
  %482 = xor i64 %414, -1
  %483 = and i64 %415, %482
  %484 = xor i64 %483, %418
  %485 = xor i64 %415, -1
  %486 = and i64 %425, %485
  %487 = xor i64 %486, %414
  %488 = xor i64 %425, -1
  %489 = and i64 %423, %488
  %490 = xor i64 %489, %415
  %491 = xor i64 %423, -1
  %492 = and i64 %418, %491
  %493 = xor i64 %425, %492
  %494 = xor i64 %420, -1
  %495 = and i64 %431, %494
  %496 = xor i64 %495, %429
  %497 = xor i64 %431, -1
  %498 = and i64 %424, %497
  %499 = xor i64 %498, %420
  %500 = xor i64 %424, -1
  %501 = and i64 %421, %500
  %502 = xor i64 %501, %431
  %503 = xor i64 %421, -1
  %504 = and i64 %429, %503
  %505 = xor i64 %504, %424
  %506 = xor i64 %429, -1
  %507 = and i64 %420, %506
  %508 = xor i64 %421, %507
  %509 = zext nneg i32 %355 to i64
  %510 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %509
  %511 = load i64, ptr %510, align 8, !tbaa !14
  %512 = xor i64 %436, %511
  %513 = xor i64 %512, %378
  %514 = add nuw nsw i32 %355, 1
  %515 = icmp eq i32 %514, 24
  br i1 %515, label %516, label %329, !llvm.loop !16

516:                                              ; preds = %329
  %517 = shl nsw i64 %16, 5
  %518 = getelementptr inbounds nuw i8, ptr %2, i64 %517
  %519 = lshr i64 %513, 24
  %520 = lshr i64 %513, 16
  %521 = lshr i64 %513, 8
  %522 = insertelement <4 x i64> poison, i64 %513, i64 0
  %523 = insertelement <4 x i64> %522, i64 %521, i64 1
  %524 = insertelement <4 x i64> %523, i64 %520, i64 2
  %525 = insertelement <4 x i64> %524, i64 %519, i64 3
  %526 = trunc <4 x i64> %525 to <4 x i8>
  store <4 x i8> %526, ptr %518, align 1, !tbaa !11
  %527 = lshr i64 %513, 32
  %528 = getelementptr inbounds nuw i8, ptr %518, i64 4
  %529 = lshr i64 %513, 40
  %530 = lshr i64 %513, 48
  %531 = lshr i64 %513, 56
  %532 = insertelement <4 x i64> poison, i64 %527, i64 0
  %533 = insertelement <4 x i64> %532, i64 %529, i64 1
  %534 = insertelement <4 x i64> %533, i64 %530, i64 2
  %535 = insertelement <4 x i64> %534, i64 %531, i64 3
  %536 = trunc <4 x i64> %535 to <4 x i8>
  store <4 x i8> %536, ptr %528, align 1, !tbaa !11
  %537 = getelementptr inbounds nuw i8, ptr %518, i64 8
  %538 = lshr i64 %439, 24
  %539 = lshr i64 %439, 16
  %540 = lshr i64 %439, 8
  %541 = insertelement <4 x i64> poison, i64 %439, i64 0
  %542 = insertelement <4 x i64> %541, i64 %540, i64 1
  %543 = insertelement <4 x i64> %542, i64 %539, i64 2
  %544 = insertelement <4 x i64> %543, i64 %538, i64 3
  %545 = trunc <4 x i64> %544 to <4 x i8>
  store <4 x i8> %545, ptr %537, align 1, !tbaa !11
  %546 = lshr i64 %439, 32
  %547 = getelementptr inbounds nuw i8, ptr %518, i64 12
  %548 = lshr i64 %439, 40
  %549 = lshr i64 %439, 48
  %550 = lshr i64 %439, 56
  %551 = insertelement <4 x i64> poison, i64 %546, i64 0
  %552 = insertelement <4 x i64> %551, i64 %548, i64 1
  %553 = insertelement <4 x i64> %552, i64 %549, i64 2
  %554 = insertelement <4 x i64> %553, i64 %550, i64 3
  %555 = trunc <4 x i64> %554 to <4 x i8>
  store <4 x i8> %555, ptr %547, align 1, !tbaa !11
  %556 = getelementptr inbounds nuw i8, ptr %518, i64 16
  %557 = lshr i64 %442, 24
  %558 = lshr i64 %442, 16
  %559 = lshr i64 %442, 8
  %560 = insertelement <4 x i64> poison, i64 %442, i64 0
  %561 = insertelement <4 x i64> %560, i64 %559, i64 1
  %562 = insertelement <4 x i64> %561, i64 %558, i64 2
  %563 = insertelement <4 x i64> %562, i64 %557, i64 3
  %564 = trunc <4 x i64> %563 to <4 x i8>
  store <4 x i8> %564, ptr %556, align 1, !tbaa !11
  %565 = lshr i64 %442, 32
  %566 = getelementptr inbounds nuw i8, ptr %518, i64 20
  %567 = lshr i64 %442, 40
  %568 = lshr i64 %442, 48
  %569 = lshr i64 %442, 56
  %570 = insertelement <4 x i64> poison, i64 %565, i64 0
  %571 = insertelement <4 x i64> %570, i64 %567, i64 1
  %572 = insertelement <4 x i64> %571, i64 %568, i64 2
  %573 = insertelement <4 x i64> %572, i64 %569, i64 3
  %574 = trunc <4 x i64> %573 to <4 x i8>
  store <4 x i8> %574, ptr %566, align 1, !tbaa !11
  %575 = getelementptr inbounds nuw i8, ptr %518, i64 24
  %576 = lshr i64 %445, 24
  %577 = lshr i64 %445, 16
  %578 = lshr i64 %445, 8
  %579 = insertelement <4 x i64> poison, i64 %445, i64 0
  %580 = insertelement <4 x i64> %579, i64 %578, i64 1
  %581 = insertelement <4 x i64> %580, i64 %577, i64 2
  %582 = insertelement <4 x i64> %581, i64 %576, i64 3
  %583 = trunc <4 x i64> %582 to <4 x i8>
  store <4 x i8> %583, ptr %575, align 1, !tbaa !11
  %584 = lshr i64 %445, 32
  %585 = getelementptr inbounds nuw i8, ptr %518, i64 28
  %586 = lshr i64 %445, 40
  %587 = lshr i64 %445, 48
  %588 = lshr i64 %445, 56
  %589 = insertelement <4 x i64> poison, i64 %584, i64 0
  %590 = insertelement <4 x i64> %589, i64 %586, i64 1
  %591 = insertelement <4 x i64> %590, i64 %587, i64 2
  %592 = insertelement <4 x i64> %591, i64 %588, i64 3
  %593 = trunc <4 x i64> %592 to <4 x i8>
  store <4 x i8> %593, ptr %585, align 1, !tbaa !11
  br label %846

594:                                              ; preds = %108
  %595 = tail call i32 @llvm.umin.i32(i32 %135, i32 8)
  %596 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef %136, i32 noundef %595) #4
  br label %597

597:                                              ; preds = %594, %108
  %598 = phi i64 [ %596, %594 ], [ 0, %108 ]
  %599 = icmp ult i32 %135, 8
  %600 = shl nuw nsw i32 %135, 3
  %601 = zext nneg i32 %600 to i64
  %602 = shl nuw nsw i64 6, %601
  %603 = select i1 %599, i64 %602, i64 0
  %604 = or i64 %598, %603
  %605 = xor i64 %604, %133
  %606 = add nsw i32 %135, -8
  %607 = icmp sgt i32 %135, 8
  br i1 %607, label %608, label %612

608:                                              ; preds = %597
  %609 = tail call i32 @llvm.umin.i32(i32 %606, i32 8)
  %610 = getelementptr inbounds nuw i8, ptr %136, i64 8
  %611 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %610, i32 noundef %609) #4
  br label %612

612:                                              ; preds = %608, %597
  %613 = phi i64 [ %611, %608 ], [ 0, %597 ]
  %614 = icmp ult i32 %606, 8
  %615 = shl nuw nsw i32 %606, 3
  %616 = zext nneg i32 %615 to i64
  %617 = shl nuw nsw i64 6, %616
  %618 = select i1 %614, i64 %617, i64 0
  %619 = or i64 %613, %618
  %620 = xor i64 %619, %132
  %621 = add nsw i32 %135, -16
  %622 = icmp sgt i32 %135, 16
  br i1 %622, label %623, label %627

623:                                              ; preds = %612
  %624 = tail call i32 @llvm.umin.i32(i32 %621, i32 8)
  %625 = getelementptr inbounds nuw i8, ptr %136, i64 16
  %626 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %625, i32 noundef %624) #4
  br label %627

627:                                              ; preds = %623, %612
  %628 = phi i64 [ %626, %623 ], [ 0, %612 ]
  %629 = icmp ult i32 %621, 8
  %630 = shl nuw nsw i32 %621, 3
  %631 = zext nneg i32 %630 to i64
  %632 = shl nuw nsw i64 6, %631
  %633 = select i1 %629, i64 %632, i64 0
  %634 = or i64 %628, %633
  %635 = xor i64 %634, %131
  %636 = add nsw i32 %135, -24
  %637 = icmp sgt i32 %135, 24
  br i1 %637, label %638, label %642

638:                                              ; preds = %627
  %639 = tail call i32 @llvm.umin.i32(i32 %636, i32 8)
  %640 = getelementptr inbounds nuw i8, ptr %136, i64 24
  %641 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %640, i32 noundef %639) #4
  br label %642

642:                                              ; preds = %638, %627
  %643 = phi i64 [ %641, %638 ], [ 0, %627 ]
  %644 = icmp ult i32 %636, 8
  %645 = shl nuw nsw i32 %636, 3
  %646 = zext nneg i32 %645 to i64
  %647 = shl nuw nsw i64 6, %646
  %648 = select i1 %644, i64 %647, i64 0
  %649 = or i64 %643, %648
  %650 = xor i64 %649, %130
  %651 = add nsw i32 %135, -32
  %652 = icmp sgt i32 %135, 32
  br i1 %652, label %653, label %657

653:                                              ; preds = %642
  %654 = tail call i32 @llvm.umin.i32(i32 %651, i32 8)
  %655 = getelementptr inbounds nuw i8, ptr %136, i64 32
  %656 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %655, i32 noundef %654) #4
  br label %657

657:                                              ; preds = %653, %642
  %658 = phi i64 [ %656, %653 ], [ 0, %642 ]
  %659 = icmp ult i32 %651, 8
  %660 = shl nuw nsw i32 %651, 3
  %661 = zext nneg i32 %660 to i64
  %662 = shl nuw nsw i64 6, %661
  %663 = select i1 %659, i64 %662, i64 0
  %664 = or i64 %658, %663
  %665 = xor i64 %664, %129
  %666 = add nsw i32 %135, -40
  %667 = icmp sgt i32 %135, 40
  br i1 %667, label %668, label %672

668:                                              ; preds = %657
  %669 = tail call i32 @llvm.umin.i32(i32 %666, i32 8)
  %670 = getelementptr inbounds nuw i8, ptr %136, i64 40
  %671 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %670, i32 noundef %669) #4
  br label %672

672:                                              ; preds = %668, %657
  %673 = phi i64 [ %671, %668 ], [ 0, %657 ]
  %674 = icmp ult i32 %666, 8
  %675 = shl nuw nsw i32 %666, 3
  %676 = zext nneg i32 %675 to i64
  %677 = shl nuw nsw i64 6, %676
  %678 = select i1 %674, i64 %677, i64 0
  %679 = or i64 %673, %678
  %680 = xor i64 %679, %128
  %681 = add nsw i32 %135, -48
  %682 = icmp sgt i32 %135, 48
  br i1 %682, label %683, label %687

683:                                              ; preds = %672
  %684 = tail call i32 @llvm.umin.i32(i32 %681, i32 8)
  %685 = getelementptr inbounds nuw i8, ptr %136, i64 48
  %686 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %685, i32 noundef %684) #4
  br label %687

687:                                              ; preds = %683, %672
  %688 = phi i64 [ %686, %683 ], [ 0, %672 ]
  %689 = icmp ult i32 %681, 8
  %690 = shl nuw nsw i32 %681, 3
  %691 = zext nneg i32 %690 to i64
  %692 = shl nuw nsw i64 6, %691
  %693 = select i1 %689, i64 %692, i64 0
  %694 = or i64 %688, %693
  %695 = xor i64 %694, %127
  %696 = add nsw i32 %135, -56
  %697 = icmp sgt i32 %135, 56
  br i1 %697, label %698, label %702

698:                                              ; preds = %687
  %699 = tail call i32 @llvm.umin.i32(i32 %696, i32 8)
  %700 = getelementptr inbounds nuw i8, ptr %136, i64 56
  %701 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %700, i32 noundef %699) #4
  br label %702

702:                                              ; preds = %698, %687
  %703 = phi i64 [ %701, %698 ], [ 0, %687 ]
  %704 = icmp ult i32 %696, 8
  %705 = shl nuw nsw i32 %696, 3
  %706 = zext nneg i32 %705 to i64
  %707 = shl nuw nsw i64 6, %706
  %708 = select i1 %704, i64 %707, i64 0
  %709 = or i64 %703, %708
  %710 = xor i64 %709, %126
  %711 = add nsw i32 %135, -64
  %712 = icmp sgt i32 %135, 64
  br i1 %712, label %713, label %717

713:                                              ; preds = %702
  %714 = tail call i32 @llvm.umin.i32(i32 %711, i32 8)
  %715 = getelementptr inbounds nuw i8, ptr %136, i64 64
  %716 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %715, i32 noundef %714) #4
  br label %717

717:                                              ; preds = %713, %702
  %718 = phi i64 [ %716, %713 ], [ 0, %702 ]
  %719 = icmp ult i32 %711, 8
  %720 = shl nuw nsw i32 %711, 3
  %721 = zext nneg i32 %720 to i64
  %722 = shl nuw nsw i64 6, %721
  %723 = select i1 %719, i64 %722, i64 0
  %724 = or i64 %718, %723
  %725 = xor i64 %724, %125
  %726 = add nsw i32 %135, -72
  %727 = icmp sgt i32 %135, 72
  br i1 %727, label %728, label %732

728:                                              ; preds = %717
  %729 = tail call i32 @llvm.umin.i32(i32 %726, i32 8)
  %730 = getelementptr inbounds nuw i8, ptr %136, i64 72
  %731 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %730, i32 noundef %729) #4
  br label %732

732:                                              ; preds = %728, %717
  %733 = phi i64 [ %731, %728 ], [ 0, %717 ]
  %734 = icmp ult i32 %726, 8
  %735 = shl nuw nsw i32 %726, 3
  %736 = zext nneg i32 %735 to i64
  %737 = shl nuw nsw i64 6, %736
  %738 = select i1 %734, i64 %737, i64 0
  %739 = or i64 %733, %738
  %740 = xor i64 %739, %124
  %741 = add nsw i32 %135, -80
  %742 = icmp sgt i32 %135, 80
  br i1 %742, label %743, label %747

743:                                              ; preds = %732
  %744 = tail call i32 @llvm.umin.i32(i32 %741, i32 8)
  %745 = getelementptr inbounds nuw i8, ptr %136, i64 80
  %746 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %745, i32 noundef %744) #4
  br label %747

747:                                              ; preds = %743, %732
  %748 = phi i64 [ %746, %743 ], [ 0, %732 ]
  %749 = icmp ult i32 %741, 8
  %750 = shl nuw nsw i32 %741, 3
  %751 = zext nneg i32 %750 to i64
  %752 = shl nuw nsw i64 6, %751
  %753 = select i1 %749, i64 %752, i64 0
  %754 = or i64 %748, %753
  %755 = xor i64 %754, %123
  %756 = add nsw i32 %135, -88
  %757 = icmp sgt i32 %135, 88
  br i1 %757, label %758, label %762

758:                                              ; preds = %747
  %759 = tail call i32 @llvm.umin.i32(i32 %756, i32 8)
  %760 = getelementptr inbounds nuw i8, ptr %136, i64 88
  %761 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %760, i32 noundef %759) #4
  br label %762

762:                                              ; preds = %758, %747
  %763 = phi i64 [ %761, %758 ], [ 0, %747 ]
  %764 = icmp ult i32 %756, 8
  %765 = shl nuw nsw i32 %756, 3
  %766 = zext nneg i32 %765 to i64
  %767 = shl nuw nsw i64 6, %766
  %768 = select i1 %764, i64 %767, i64 0
  %769 = or i64 %763, %768
  %770 = xor i64 %769, %122
  %771 = add nsw i32 %135, -96
  %772 = icmp sgt i32 %135, 96
  br i1 %772, label %773, label %777

773:                                              ; preds = %762
  %774 = tail call i32 @llvm.umin.i32(i32 %771, i32 8)
  %775 = getelementptr inbounds nuw i8, ptr %136, i64 96
  %776 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %775, i32 noundef %774) #4
  br label %777

777:                                              ; preds = %773, %762
  %778 = phi i64 [ %776, %773 ], [ 0, %762 ]
  %779 = icmp ult i32 %771, 8
  %780 = shl nuw nsw i32 %771, 3
  %781 = zext nneg i32 %780 to i64
  %782 = shl nuw nsw i64 6, %781
  %783 = select i1 %779, i64 %782, i64 0
  %784 = or i64 %778, %783
  %785 = xor i64 %784, %121
  %786 = add nsw i32 %135, -104
  %787 = icmp sgt i32 %135, 104
  br i1 %787, label %788, label %792

788:                                              ; preds = %777
  %789 = tail call i32 @llvm.umin.i32(i32 %786, i32 8)
  %790 = getelementptr inbounds nuw i8, ptr %136, i64 104
  %791 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %790, i32 noundef %789) #4
  br label %792

792:                                              ; preds = %788, %777
  %793 = phi i64 [ %791, %788 ], [ 0, %777 ]
  %794 = icmp ult i32 %786, 8
  %795 = shl nuw nsw i32 %786, 3
  %796 = zext nneg i32 %795 to i64
  %797 = shl nuw nsw i64 6, %796
  %798 = select i1 %794, i64 %797, i64 0
  %799 = or i64 %793, %798
  %800 = xor i64 %799, %120
  %801 = add nsw i32 %135, -112
  %802 = icmp sgt i32 %135, 112
  br i1 %802, label %803, label %807

803:                                              ; preds = %792
  %804 = tail call i32 @llvm.umin.i32(i32 %801, i32 8)
  %805 = getelementptr inbounds nuw i8, ptr %136, i64 112
  %806 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %805, i32 noundef %804) #4
  br label %807

807:                                              ; preds = %803, %792
  %808 = phi i64 [ %806, %803 ], [ 0, %792 ]
  %809 = icmp ult i32 %801, 8
  %810 = shl nuw nsw i32 %801, 3
  %811 = zext nneg i32 %810 to i64
  %812 = shl nuw nsw i64 6, %811
  %813 = select i1 %809, i64 %812, i64 0
  %814 = or i64 %808, %813
  %815 = xor i64 %814, %119
  %816 = add nsw i32 %135, -120
  %817 = icmp sgt i32 %135, 120
  br i1 %817, label %818, label %822

818:                                              ; preds = %807
  %819 = tail call i32 @llvm.umin.i32(i32 %816, i32 8)
  %820 = getelementptr inbounds nuw i8, ptr %136, i64 120
  %821 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %820, i32 noundef %819) #4
  br label %822

822:                                              ; preds = %818, %807
  %823 = phi i64 [ %821, %818 ], [ 0, %807 ]
  %824 = icmp ult i32 %816, 8
  %825 = shl nuw nsw i32 %816, 3
  %826 = zext nneg i32 %825 to i64
  %827 = shl nuw nsw i64 6, %826
  %828 = select i1 %824, i64 %827, i64 0
  %829 = or i64 %823, %828
  %830 = xor i64 %829, %118
  %831 = add nsw i32 %135, -128
  %832 = icmp sgt i32 %135, 128
  br i1 %832, label %833, label %836

833:                                              ; preds = %822
  %834 = getelementptr inbounds nuw i8, ptr %136, i64 128
  %835 = tail call noundef i64 @_Z17load_lane_partialPKhi(ptr noundef nonnull %834, i32 noundef %831) #4
  br label %836

836:                                              ; preds = %833, %822
  %837 = phi i64 [ %835, %833 ], [ 0, %822 ]
  %838 = icmp ult i32 %831, 8
  %839 = shl nuw nsw i32 %831, 3
  %840 = zext nneg i32 %839 to i64
  %841 = shl nuw nsw i64 6, %840
  %842 = select i1 %838, i64 %841, i64 0
  %843 = or i64 %837, %842
  %844 = or i64 %843, -9223372036854775808
  %845 = xor i64 %844, %117
  br label %329

846:                                              ; preds = %6, %516
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
  br i1 %15, label %1147, label %16

16:                                               ; preds = %5
  %17 = sext i32 %10 to i64
  %18 = zext nneg i32 %3 to i64
  %19 = mul nsw i64 %18, %17
  %20 = getelementptr inbounds nuw i64, ptr %0, i64 %19
  %21 = icmp samesign ugt i32 %3, 20
  br i1 %21, label %22, label %153

22:                                               ; preds = %16, %369
  %23 = phi i64 [ %361, %369 ], [ 0, %16 ]
  %24 = phi i64 [ %358, %369 ], [ 0, %16 ]
  %25 = phi i64 [ %355, %369 ], [ 0, %16 ]
  %26 = phi i64 [ %352, %369 ], [ 0, %16 ]
  %27 = phi i64 [ %349, %369 ], [ 0, %16 ]
  %28 = phi i64 [ %346, %369 ], [ 0, %16 ]
  %29 = phi i64 [ %343, %369 ], [ 0, %16 ]
  %30 = phi i64 [ %340, %369 ], [ 0, %16 ]
  %31 = phi i64 [ %337, %369 ], [ 0, %16 ]
  %32 = phi i64 [ %334, %369 ], [ 0, %16 ]
  %33 = phi i64 [ %331, %369 ], [ 0, %16 ]
  %34 = phi i64 [ %328, %369 ], [ 0, %16 ]
  %35 = phi i64 [ %325, %369 ], [ 0, %16 ]
  %36 = phi i64 [ %322, %369 ], [ 0, %16 ]
  %37 = phi i64 [ %319, %369 ], [ 0, %16 ]
  %38 = phi i64 [ %316, %369 ], [ 0, %16 ]
  %39 = phi i64 [ %313, %369 ], [ 0, %16 ]
  %40 = phi i64 [ %310, %369 ], [ 0, %16 ]
  %41 = phi i64 [ %307, %369 ], [ 0, %16 ]
  %42 = phi i64 [ %304, %369 ], [ 0, %16 ]
  %43 = phi i64 [ %301, %369 ], [ 0, %16 ]
  %44 = phi i64 [ %298, %369 ], [ 0, %16 ]
  %45 = phi i64 [ %295, %369 ], [ 0, %16 ]
  %46 = phi i64 [ %292, %369 ], [ 0, %16 ]
  %47 = phi i64 [ %366, %369 ], [ 0, %16 ]
  %48 = phi i32 [ %370, %369 ], [ 0, %16 ]
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i64, ptr %20, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !14
  %52 = xor i64 %47, %51
  %53 = zext nneg i32 %48 to i64
  %54 = getelementptr inbounds nuw i64, ptr %20, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load i64, ptr %55, align 8, !tbaa !14
  %57 = xor i64 %46, %56
  %58 = zext nneg i32 %48 to i64
  %59 = getelementptr inbounds nuw i64, ptr %20, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %61 = load i64, ptr %60, align 8, !tbaa !14
  %62 = xor i64 %45, %61
  %63 = zext nneg i32 %48 to i64
  %64 = getelementptr inbounds nuw i64, ptr %20, i64 %63
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !14
  %67 = xor i64 %44, %66
  %68 = zext nneg i32 %48 to i64
  %69 = getelementptr inbounds nuw i64, ptr %20, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 32
  %71 = load i64, ptr %70, align 8, !tbaa !14
  %72 = xor i64 %43, %71
  %73 = zext nneg i32 %48 to i64
  %74 = getelementptr inbounds nuw i64, ptr %20, i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 40
  %76 = load i64, ptr %75, align 8, !tbaa !14
  %77 = xor i64 %42, %76
  %78 = zext nneg i32 %48 to i64
  %79 = getelementptr inbounds nuw i64, ptr %20, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 48
  %81 = load i64, ptr %80, align 8, !tbaa !14
  %82 = xor i64 %41, %81
  %83 = zext nneg i32 %48 to i64
  %84 = getelementptr inbounds nuw i64, ptr %20, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 56
  %86 = load i64, ptr %85, align 8, !tbaa !14
  %87 = xor i64 %40, %86
  %88 = zext nneg i32 %48 to i64
  %89 = getelementptr inbounds nuw i64, ptr %20, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 64
  %91 = load i64, ptr %90, align 8, !tbaa !14
  %92 = xor i64 %39, %91
  %93 = zext nneg i32 %48 to i64
  %94 = getelementptr inbounds nuw i64, ptr %20, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 72
  %96 = load i64, ptr %95, align 8, !tbaa !14
  %97 = xor i64 %38, %96
  %98 = zext nneg i32 %48 to i64
  %99 = getelementptr inbounds nuw i64, ptr %20, i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 80
  %101 = load i64, ptr %100, align 8, !tbaa !14
  %102 = xor i64 %37, %101
  %103 = zext nneg i32 %48 to i64
  %104 = getelementptr inbounds nuw i64, ptr %20, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 88
  %106 = load i64, ptr %105, align 8, !tbaa !14
  %107 = xor i64 %36, %106
  %108 = zext nneg i32 %48 to i64
  %109 = getelementptr inbounds nuw i64, ptr %20, i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 96
  %111 = load i64, ptr %110, align 8, !tbaa !14
  %112 = xor i64 %35, %111
  %113 = zext nneg i32 %48 to i64
  %114 = getelementptr inbounds nuw i64, ptr %20, i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 104
  %116 = load i64, ptr %115, align 8, !tbaa !14
  %117 = xor i64 %34, %116
  %118 = zext nneg i32 %48 to i64
  %119 = getelementptr inbounds nuw i64, ptr %20, i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 112
  %121 = load i64, ptr %120, align 8, !tbaa !14
  %122 = xor i64 %33, %121
  %123 = zext nneg i32 %48 to i64
  %124 = getelementptr inbounds nuw i64, ptr %20, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 120
  %126 = load i64, ptr %125, align 8, !tbaa !14
  %127 = xor i64 %32, %126
  %128 = zext nneg i32 %48 to i64
  %129 = getelementptr inbounds nuw i64, ptr %20, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 128
  %131 = load i64, ptr %130, align 8, !tbaa !14
  %132 = xor i64 %31, %131
  %133 = zext nneg i32 %48 to i64
  %134 = getelementptr inbounds nuw i64, ptr %20, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 136
  %136 = load i64, ptr %135, align 8, !tbaa !14
  %137 = xor i64 %30, %136
  %138 = zext nneg i32 %48 to i64
  %139 = getelementptr inbounds nuw i64, ptr %20, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 144
  %141 = load i64, ptr %140, align 8, !tbaa !14
  %142 = xor i64 %29, %141
  %143 = zext nneg i32 %48 to i64
  %144 = getelementptr inbounds nuw i64, ptr %20, i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 152
  %146 = load i64, ptr %145, align 8, !tbaa !14
  %147 = xor i64 %28, %146
  %148 = zext nneg i32 %48 to i64
  %149 = getelementptr inbounds nuw i64, ptr %20, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 160
  %151 = load i64, ptr %150, align 8, !tbaa !14
  %152 = xor i64 %27, %151
  br label %182

153:                                              ; preds = %369, %16
  %154 = phi i64 [ 0, %16 ], [ %361, %369 ]
  %155 = phi i64 [ 0, %16 ], [ %358, %369 ]
  %156 = phi i64 [ 0, %16 ], [ %355, %369 ]
  %157 = phi i64 [ 0, %16 ], [ %352, %369 ]
  %158 = phi i64 [ 0, %16 ], [ %349, %369 ]
  %159 = phi i64 [ 0, %16 ], [ %346, %369 ]
  %160 = phi i64 [ 0, %16 ], [ %343, %369 ]
  %161 = phi i64 [ 0, %16 ], [ %340, %369 ]
  %162 = phi i64 [ 0, %16 ], [ %337, %369 ]
  %163 = phi i64 [ 0, %16 ], [ %334, %369 ]
  %164 = phi i64 [ 0, %16 ], [ %331, %369 ]
  %165 = phi i64 [ 0, %16 ], [ %328, %369 ]
  %166 = phi i64 [ 0, %16 ], [ %325, %369 ]
  %167 = phi i64 [ 0, %16 ], [ %322, %369 ]
  %168 = phi i64 [ 0, %16 ], [ %319, %369 ]
  %169 = phi i64 [ 0, %16 ], [ %316, %369 ]
  %170 = phi i64 [ 0, %16 ], [ %313, %369 ]
  %171 = phi i64 [ 0, %16 ], [ %310, %369 ]
  %172 = phi i64 [ 0, %16 ], [ %307, %369 ]
  %173 = phi i64 [ 0, %16 ], [ %304, %369 ]
  %174 = phi i64 [ 0, %16 ], [ %301, %369 ]
  %175 = phi i64 [ 0, %16 ], [ %298, %369 ]
  %176 = phi i64 [ 0, %16 ], [ %295, %369 ]
  %177 = phi i64 [ 0, %16 ], [ %292, %369 ]
  %178 = phi i64 [ 0, %16 ], [ %366, %369 ]
  %179 = phi i32 [ 0, %16 ], [ %370, %369 ]
  %180 = phi i32 [ %3, %16 ], [ %371, %369 ]
  %181 = icmp sgt i32 %180, 0
  br i1 %181, label %564, label %568

182:                                              ; preds = %22, %182
  %183 = phi i64 [ %23, %22 ], [ %361, %182 ]
  %184 = phi i64 [ %24, %22 ], [ %358, %182 ]
  %185 = phi i64 [ %25, %22 ], [ %355, %182 ]
  %186 = phi i64 [ %26, %22 ], [ %352, %182 ]
  %187 = phi i64 [ %152, %22 ], [ %349, %182 ]
  %188 = phi i64 [ %147, %22 ], [ %346, %182 ]
  %189 = phi i64 [ %142, %22 ], [ %343, %182 ]
  %190 = phi i64 [ %137, %22 ], [ %340, %182 ]
  %191 = phi i64 [ %132, %22 ], [ %337, %182 ]
  %192 = phi i64 [ %127, %22 ], [ %334, %182 ]
  %193 = phi i64 [ %122, %22 ], [ %331, %182 ]
  %194 = phi i64 [ %117, %22 ], [ %328, %182 ]
  %195 = phi i64 [ %112, %22 ], [ %325, %182 ]
  %196 = phi i64 [ %107, %22 ], [ %322, %182 ]
  %197 = phi i64 [ %102, %22 ], [ %319, %182 ]
  %198 = phi i64 [ %97, %22 ], [ %316, %182 ]
  %199 = phi i64 [ %92, %22 ], [ %313, %182 ]
  %200 = phi i64 [ %87, %22 ], [ %310, %182 ]
  %201 = phi i64 [ %82, %22 ], [ %307, %182 ]
  %202 = phi i64 [ %77, %22 ], [ %304, %182 ]
  %203 = phi i64 [ %72, %22 ], [ %301, %182 ]
  %204 = phi i64 [ %67, %22 ], [ %298, %182 ]
  %205 = phi i64 [ %62, %22 ], [ %295, %182 ]
  %206 = phi i64 [ %57, %22 ], [ %292, %182 ]
  %207 = phi i64 [ %52, %22 ], [ %366, %182 ]
  %208 = phi i32 [ 0, %22 ], [ %367, %182 ]
  %209 = xor i64 %202, %207
  %210 = xor i64 %209, %197
  %211 = xor i64 %210, %192
  %212 = xor i64 %211, %187
  %213 = xor i64 %201, %206
  %214 = xor i64 %213, %196
  %215 = xor i64 %214, %191
  %216 = xor i64 %215, %186
  %217 = xor i64 %200, %205
  %218 = xor i64 %217, %195
  %219 = xor i64 %218, %190
  %220 = xor i64 %219, %185
  %221 = xor i64 %199, %204
  %222 = xor i64 %221, %194
  %223 = xor i64 %222, %189
  %224 = xor i64 %223, %184
  %225 = xor i64 %198, %203
  %226 = xor i64 %225, %193
  %227 = xor i64 %226, %188
  %228 = xor i64 %227, %183
  %229 = tail call i64 @llvm.fshl.i64(i64 %216, i64 %216, i64 1)
  %230 = xor i64 %229, %228
  %231 = xor i64 %230, %207
  %232 = xor i64 %230, %202
  %233 = xor i64 %230, %197
  %234 = xor i64 %230, %192
  %235 = xor i64 %230, %187
  %236 = tail call i64 @llvm.fshl.i64(i64 %220, i64 %220, i64 1)
  %237 = xor i64 %236, %212
  %238 = xor i64 %237, %206
  %239 = xor i64 %237, %201
  %240 = xor i64 %237, %196
  %241 = xor i64 %237, %191
  %242 = xor i64 %237, %186
  %243 = tail call i64 @llvm.fshl.i64(i64 %224, i64 %224, i64 1)
  %244 = xor i64 %243, %216
  %245 = xor i64 %244, %205
  %246 = xor i64 %244, %200
  %247 = xor i64 %244, %195
  %248 = xor i64 %244, %190
  %249 = xor i64 %244, %185
  %250 = tail call i64 @llvm.fshl.i64(i64 %228, i64 %228, i64 1)
  %251 = xor i64 %250, %220
  %252 = xor i64 %251, %204
  %253 = xor i64 %251, %199
  %254 = xor i64 %251, %194
  %255 = xor i64 %251, %189
  %256 = xor i64 %251, %184
  %257 = tail call i64 @llvm.fshl.i64(i64 %212, i64 %212, i64 1)
  %258 = xor i64 %257, %224
  %259 = xor i64 %258, %203
  %260 = xor i64 %258, %198
  %261 = xor i64 %258, %193
  %262 = xor i64 %258, %188
  %263 = xor i64 %258, %183
  %264 = tail call i64 @llvm.fshl.i64(i64 %238, i64 %238, i64 1)
  %265 = tail call i64 @llvm.fshl.i64(i64 %233, i64 %233, i64 3)
  %266 = tail call i64 @llvm.fshl.i64(i64 %246, i64 %246, i64 6)
  %267 = tail call i64 @llvm.fshl.i64(i64 %240, i64 %240, i64 10)
  %268 = tail call i64 @llvm.fshl.i64(i64 %248, i64 %248, i64 15)
  %269 = tail call i64 @llvm.fshl.i64(i64 %255, i64 %255, i64 21)
  %270 = tail call i64 @llvm.fshl.i64(i64 %252, i64 %252, i64 28)
  %271 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %232, i64 36)
  %272 = tail call i64 @llvm.fshl.i64(i64 %241, i64 %241, i64 45)
  %273 = tail call i64 @llvm.fshl.i64(i64 %253, i64 %253, i64 55)
  %274 = tail call i64 @llvm.fshl.i64(i64 %242, i64 %242, i64 2)
  %275 = tail call i64 @llvm.fshl.i64(i64 %263, i64 %263, i64 14)
  %276 = tail call i64 @llvm.fshl.i64(i64 %259, i64 %259, i64 27)
  %277 = tail call i64 @llvm.fshl.i64(i64 %234, i64 %234, i64 41)
  %278 = tail call i64 @llvm.fshl.i64(i64 %256, i64 %256, i64 56)
  %279 = tail call i64 @llvm.fshl.i64(i64 %262, i64 %262, i64 8)
  %280 = tail call i64 @llvm.fshl.i64(i64 %254, i64 %254, i64 25)
  %281 = tail call i64 @llvm.fshl.i64(i64 %247, i64 %247, i64 43)
  %282 = tail call i64 @llvm.fshl.i64(i64 %245, i64 %245, i64 62)
  %283 = tail call i64 @llvm.fshl.i64(i64 %235, i64 %235, i64 18)
  %284 = tail call i64 @llvm.fshl.i64(i64 %261, i64 %261, i64 39)
  %285 = tail call i64 @llvm.fshl.i64(i64 %249, i64 %249, i64 61)
  %286 = tail call i64 @llvm.fshl.i64(i64 %260, i64 %260, i64 20)
  %287 = tail call i64 @llvm.fshl.i64(i64 %239, i64 %239, i64 44)
  %288 = xor i64 %287, -1
  %289 = and i64 %281, %288
  %290 = xor i64 %281, -1
  %291 = and i64 %269, %290
  %292 = xor i64 %291, %287
  %293 = xor i64 %269, -1
  %294 = and i64 %275, %293
  %295 = xor i64 %294, %281
  %296 = xor i64 %275, -1
  %297 = and i64 %231, %296
  %298 = xor i64 %297, %269
  %299 = xor i64 %231, -1
  %300 = and i64 %287, %299
  %301 = xor i64 %275, %300
  %302 = xor i64 %286, -1
  %303 = and i64 %265, %302
  %304 = xor i64 %303, %270
  %305 = xor i64 %265, -1
  %306 = and i64 %272, %305
  %307 = xor i64 %306, %286
  %308 = xor i64 %272, -1
  %309 = and i64 %285, %308
  %310 = xor i64 %309, %265
  %311 = xor i64 %285, -1
  %312 = and i64 %270, %311
  %313 = xor i64 %312, %272
  %314 = xor i64 %270, -1
  %315 = and i64 %286, %314
  %316 = xor i64 %285, %315
  %317 = xor i64 %266, -1
  %318 = and i64 %280, %317
  %319 = xor i64 %318, %264
  %320 = xor i64 %280, -1
  %321 = and i64 %279, %320
  %322 = xor i64 %321, %266
  %323 = xor i64 %279, -1
  %324 = and i64 %283, %323
  %325 = xor i64 %324, %280
  %326 = xor i64 %283, -1
  %327 = and i64 %264, %326
  %328 = xor i64 %327, %279
  %329 = xor i64 %264, -1
  %330 = and i64 %266, %329
  %331 = xor i64 %283, %330
  %332 = xor i64 %271, -1
  %333 = and i64 %267, %332
  %334 = xor i64 %333, %276
  %335 = xor i64 %267, -1
  %336 = and i64 %268, %335
  %337 = xor i64 %336, %271
  %338 = xor i64 %268, -1
  %339 = and i64 %278, %338
  %340 = xor i64 %339, %267
  %341 = xor i64 %278, -1
  %342 = and i64 %276, %341
  %343 = xor i64 %342, %268
  %344 = xor i64 %276, -1
  %345 = and i64 %271, %344
  %346 = xor i64 %278, %345
  %347 = xor i64 %273, -1
  %348 = and i64 %284, %347
  %349 = xor i64 %348, %282
  %350 = xor i64 %284, -1
  %351 = and i64 %277, %350
  %352 = xor i64 %351, %273
  %353 = xor i64 %277, -1
  %354 = and i64 %274, %353
  %355 = xor i64 %354, %284
  %356 = xor i64 %274, -1
  %357 = and i64 %282, %356
  %358 = xor i64 %357, %277
  %359 = xor i64 %282, -1
  %360 = and i64 %273, %359
  %361 = xor i64 %274, %360
  %362 = zext nneg i32 %208 to i64
  %363 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %362
  %364 = load i64, ptr %363, align 8, !tbaa !14
  %365 = xor i64 %289, %364
  %366 = xor i64 %365, %231
  %367 = add nuw nsw i32 %208, 1
  %368 = icmp eq i32 %367, 24
  br i1 %368, label %369, label %182, !llvm.loop !16

369:                                              ; preds = %182
  %370 = add nuw nsw i32 %48, 21
  %371 = sub nsw i32 %3, %370
  %372 = icmp sgt i32 %371, 20
  br i1 %372, label %22, label %153, !llvm.loop !18

373:                                              ; preds = %796, %373
  %374 = phi i64 [ %154, %796 ], [ %552, %373 ]
  %375 = phi i64 [ %155, %796 ], [ %549, %373 ]
  %376 = phi i64 [ %156, %796 ], [ %546, %373 ]
  %377 = phi i64 [ %157, %796 ], [ %543, %373 ]
  %378 = phi i64 [ %804, %796 ], [ %540, %373 ]
  %379 = phi i64 [ %801, %796 ], [ %537, %373 ]
  %380 = phi i64 [ %789, %796 ], [ %534, %373 ]
  %381 = phi i64 [ %777, %796 ], [ %531, %373 ]
  %382 = phi i64 [ %765, %796 ], [ %528, %373 ]
  %383 = phi i64 [ %753, %796 ], [ %525, %373 ]
  %384 = phi i64 [ %741, %796 ], [ %522, %373 ]
  %385 = phi i64 [ %729, %796 ], [ %519, %373 ]
  %386 = phi i64 [ %717, %796 ], [ %516, %373 ]
  %387 = phi i64 [ %705, %796 ], [ %513, %373 ]
  %388 = phi i64 [ %693, %796 ], [ %510, %373 ]
  %389 = phi i64 [ %681, %796 ], [ %507, %373 ]
  %390 = phi i64 [ %669, %796 ], [ %504, %373 ]
  %391 = phi i64 [ %657, %796 ], [ %501, %373 ]
  %392 = phi i64 [ %645, %796 ], [ %498, %373 ]
  %393 = phi i64 [ %633, %796 ], [ %495, %373 ]
  %394 = phi i64 [ %621, %796 ], [ %492, %373 ]
  %395 = phi i64 [ %609, %796 ], [ %489, %373 ]
  %396 = phi i64 [ %597, %796 ], [ %486, %373 ]
  %397 = phi i64 [ %585, %796 ], [ %483, %373 ]
  %398 = phi i64 [ %573, %796 ], [ %557, %373 ]
  %399 = phi i32 [ 0, %796 ], [ %558, %373 ]
  %400 = xor i64 %393, %398
  %401 = xor i64 %400, %388
  %402 = xor i64 %401, %383
  %403 = xor i64 %402, %378
  %404 = xor i64 %392, %397
  %405 = xor i64 %404, %387
  %406 = xor i64 %405, %382
  %407 = xor i64 %406, %377
  %408 = xor i64 %391, %396
  %409 = xor i64 %408, %386
  %410 = xor i64 %409, %381
  %411 = xor i64 %410, %376
  %412 = xor i64 %390, %395
  %413 = xor i64 %412, %385
  %414 = xor i64 %413, %380
  %415 = xor i64 %414, %375
  %416 = xor i64 %389, %394
  %417 = xor i64 %416, %384
  %418 = xor i64 %417, %379
  %419 = xor i64 %418, %374
  %420 = tail call i64 @llvm.fshl.i64(i64 %407, i64 %407, i64 1)
  %421 = xor i64 %420, %419
  %422 = xor i64 %421, %398
  %423 = xor i64 %421, %393
  %424 = xor i64 %421, %388
  %425 = xor i64 %421, %383
  %426 = xor i64 %421, %378
  %427 = tail call i64 @llvm.fshl.i64(i64 %411, i64 %411, i64 1)
  %428 = xor i64 %427, %403
  %429 = xor i64 %428, %397
  %430 = xor i64 %428, %392
  %431 = xor i64 %428, %387
  %432 = xor i64 %428, %382
  %433 = xor i64 %428, %377
  %434 = tail call i64 @llvm.fshl.i64(i64 %415, i64 %415, i64 1)
  %435 = xor i64 %434, %407
  %436 = xor i64 %435, %396
  %437 = xor i64 %435, %391
  %438 = xor i64 %435, %386
  %439 = xor i64 %435, %381
  %440 = xor i64 %435, %376
  %441 = tail call i64 @llvm.fshl.i64(i64 %419, i64 %419, i64 1)
  %442 = xor i64 %441, %411
  %443 = xor i64 %442, %395
  %444 = xor i64 %442, %390
  %445 = xor i64 %442, %385
  %446 = xor i64 %442, %380
  %447 = xor i64 %442, %375
  %448 = tail call i64 @llvm.fshl.i64(i64 %403, i64 %403, i64 1)
  %449 = xor i64 %448, %415
  %450 = xor i64 %449, %394
  %451 = xor i64 %449, %389
  %452 = xor i64 %449, %384
  %453 = xor i64 %449, %379
  %454 = xor i64 %449, %374
  %455 = tail call i64 @llvm.fshl.i64(i64 %429, i64 %429, i64 1)
  %456 = tail call i64 @llvm.fshl.i64(i64 %424, i64 %424, i64 3)
  %457 = tail call i64 @llvm.fshl.i64(i64 %437, i64 %437, i64 6)
  %458 = tail call i64 @llvm.fshl.i64(i64 %431, i64 %431, i64 10)
  %459 = tail call i64 @llvm.fshl.i64(i64 %439, i64 %439, i64 15)
  %460 = tail call i64 @llvm.fshl.i64(i64 %446, i64 %446, i64 21)
  %461 = tail call i64 @llvm.fshl.i64(i64 %443, i64 %443, i64 28)
  %462 = tail call i64 @llvm.fshl.i64(i64 %423, i64 %423, i64 36)
  %463 = tail call i64 @llvm.fshl.i64(i64 %432, i64 %432, i64 45)
  %464 = tail call i64 @llvm.fshl.i64(i64 %444, i64 %444, i64 55)
  %465 = tail call i64 @llvm.fshl.i64(i64 %433, i64 %433, i64 2)
  %466 = tail call i64 @llvm.fshl.i64(i64 %454, i64 %454, i64 14)
  %467 = tail call i64 @llvm.fshl.i64(i64 %450, i64 %450, i64 27)
  %468 = tail call i64 @llvm.fshl.i64(i64 %425, i64 %425, i64 41)
  %469 = tail call i64 @llvm.fshl.i64(i64 %447, i64 %447, i64 56)
  %470 = tail call i64 @llvm.fshl.i64(i64 %453, i64 %453, i64 8)
  %471 = tail call i64 @llvm.fshl.i64(i64 %445, i64 %445, i64 25)
  %472 = tail call i64 @llvm.fshl.i64(i64 %438, i64 %438, i64 43)
  %473 = tail call i64 @llvm.fshl.i64(i64 %436, i64 %436, i64 62)
  %474 = tail call i64 @llvm.fshl.i64(i64 %426, i64 %426, i64 18)
  %475 = tail call i64 @llvm.fshl.i64(i64 %452, i64 %452, i64 39)
  %476 = tail call i64 @llvm.fshl.i64(i64 %440, i64 %440, i64 61)
  %477 = tail call i64 @llvm.fshl.i64(i64 %451, i64 %451, i64 20)
  %478 = tail call i64 @llvm.fshl.i64(i64 %430, i64 %430, i64 44)
  %479 = xor i64 %478, -1
  %480 = and i64 %472, %479
  %481 = xor i64 %472, -1
  %482 = and i64 %460, %481
  %483 = xor i64 %482, %478
  %484 = xor i64 %460, -1
  %485 = and i64 %466, %484
  %486 = xor i64 %485, %472
  %487 = xor i64 %466, -1
  %488 = and i64 %422, %487
  %489 = xor i64 %488, %460
  %490 = xor i64 %422, -1
  %491 = and i64 %478, %490
  %492 = xor i64 %466, %491
  %493 = xor i64 %477, -1
  %494 = and i64 %456, %493
  %495 = xor i64 %494, %461
  %496 = xor i64 %456, -1
  %497 = and i64 %463, %496
  %498 = xor i64 %497, %477
  %499 = xor i64 %463, -1
  %500 = and i64 %476, %499
  %501 = xor i64 %500, %456
  %502 = xor i64 %476, -1
  %503 = and i64 %461, %502
  %504 = xor i64 %503, %463
  %505 = xor i64 %461, -1
  %506 = and i64 %477, %505
  %507 = xor i64 %476, %506
  %508 = xor i64 %457, -1
  %509 = and i64 %471, %508
  %510 = xor i64 %509, %455
  %511 = xor i64 %471, -1
  %512 = and i64 %470, %511
  %513 = xor i64 %512, %457
  %514 = xor i64 %470, -1
  %515 = and i64 %474, %514
  %516 = xor i64 %515, %471
  %517 = xor i64 %474, -1
  %518 = and i64 %455, %517
  %519 = xor i64 %518, %470
  %520 = xor i64 %455, -1
  %521 = and i64 %457, %520
  %522 = xor i64 %474, %521
  %523 = xor i64 %462, -1
  %524 = and i64 %458, %523
  %525 = xor i64 %524, %467
  %526 = xor i64 %458, -1
  %527 = and i64 %459, %526
  %528 = xor i64 %527, %462
  %529 = xor i64 %459, -1
  %530 = and i64 %469, %529
  %531 = xor i64 %530, %458
  %532 = xor i64 %469, -1
  %533 = and i64 %467, %532
  %534 = xor i64 %533, %459
  %535 = xor i64 %467, -1
  %536 = and i64 %462, %535
  %537 = xor i64 %469, %536
  %538 = xor i64 %464, -1
  %539 = and i64 %475, %538
  %540 = xor i64 %539, %473
  %541 = xor i64 %475, -1
  %542 = and i64 %468, %541
  %543 = xor i64 %542, %464
  %544 = xor i64 %468, -1
  %545 = and i64 %465, %544
  %546 = xor i64 %545, %475
  %547 = xor i64 %465, -1
  %548 = and i64 %473, %547
  %549 = xor i64 %548, %468
  %550 = xor i64 %473, -1
  %551 = and i64 %464, %550
  %552 = xor i64 %465, %551
  %553 = zext nneg i32 %399 to i64
  %554 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %553
  %555 = load i64, ptr %554, align 8, !tbaa !14
  %556 = xor i64 %480, %555
  %557 = xor i64 %556, %422
  %558 = add nuw nsw i32 %399, 1
  %559 = icmp eq i32 %558, 24
  br i1 %559, label %560, label %373, !llvm.loop !16

560:                                              ; preds = %373
  %561 = zext nneg i32 %4 to i64
  %562 = mul nsw i64 %561, %17
  %563 = getelementptr inbounds nuw i64, ptr %1, i64 %562
  br label %806

564:                                              ; preds = %153
  %565 = zext nneg i32 %179 to i64
  %566 = getelementptr inbounds nuw i64, ptr %20, i64 %565
  %567 = load i64, ptr %566, align 8, !tbaa !14
  br label %568

568:                                              ; preds = %153, %564
  %569 = phi i64 [ %567, %564 ], [ 0, %153 ]
  %570 = icmp eq i32 %180, 0
  %571 = xor i64 %569, 31
  %572 = select i1 %570, i64 %571, i64 %569
  %573 = xor i64 %572, %178
  %574 = icmp sgt i32 %180, 1
  br i1 %574, label %575, label %580

575:                                              ; preds = %568
  %576 = sext i32 %179 to i64
  %577 = getelementptr inbounds nuw i64, ptr %20, i64 %576
  %578 = getelementptr inbounds nuw i8, ptr %577, i64 8
  %579 = load i64, ptr %578, align 8, !tbaa !14
  br label %580

580:                                              ; preds = %575, %568
  %581 = phi i64 [ %579, %575 ], [ 0, %568 ]
  %582 = icmp eq i32 %180, 1
  %583 = xor i64 %581, 31
  %584 = select i1 %582, i64 %583, i64 %581
  %585 = xor i64 %584, %177
  %586 = icmp sgt i32 %180, 2
  br i1 %586, label %587, label %592

587:                                              ; preds = %580
  %588 = sext i32 %179 to i64
  %589 = getelementptr inbounds nuw i64, ptr %20, i64 %588
  %590 = getelementptr inbounds nuw i8, ptr %589, i64 16
  %591 = load i64, ptr %590, align 8, !tbaa !14
  br label %592

592:                                              ; preds = %587, %580
  %593 = phi i64 [ %591, %587 ], [ 0, %580 ]
  %594 = icmp eq i32 %180, 2
  %595 = xor i64 %593, 31
  %596 = select i1 %594, i64 %595, i64 %593
  %597 = xor i64 %596, %176
  %598 = icmp sgt i32 %180, 3
  br i1 %598, label %599, label %604

599:                                              ; preds = %592
  %600 = sext i32 %179 to i64
  %601 = getelementptr inbounds nuw i64, ptr %20, i64 %600
  %602 = getelementptr inbounds nuw i8, ptr %601, i64 24
  %603 = load i64, ptr %602, align 8, !tbaa !14
  br label %604

604:                                              ; preds = %599, %592
  %605 = phi i64 [ %603, %599 ], [ 0, %592 ]
  %606 = icmp eq i32 %180, 3
  %607 = xor i64 %605, 31
  %608 = select i1 %606, i64 %607, i64 %605
  %609 = xor i64 %608, %175
  %610 = icmp sgt i32 %180, 4
  br i1 %610, label %611, label %616

611:                                              ; preds = %604
  %612 = sext i32 %179 to i64
  %613 = getelementptr inbounds nuw i64, ptr %20, i64 %612
  %614 = getelementptr inbounds nuw i8, ptr %613, i64 32
  %615 = load i64, ptr %614, align 8, !tbaa !14
  br label %616

616:                                              ; preds = %611, %604
  %617 = phi i64 [ %615, %611 ], [ 0, %604 ]
  %618 = icmp eq i32 %180, 4
  %619 = xor i64 %617, 31
  %620 = select i1 %618, i64 %619, i64 %617
  %621 = xor i64 %620, %174
  %622 = icmp sgt i32 %180, 5
  br i1 %622, label %623, label %628

623:                                              ; preds = %616
  %624 = sext i32 %179 to i64
  %625 = getelementptr inbounds nuw i64, ptr %20, i64 %624
  %626 = getelementptr inbounds nuw i8, ptr %625, i64 40
  %627 = load i64, ptr %626, align 8, !tbaa !14
  br label %628

628:                                              ; preds = %623, %616
  %629 = phi i64 [ %627, %623 ], [ 0, %616 ]
  %630 = icmp eq i32 %180, 5
  %631 = xor i64 %629, 31
  %632 = select i1 %630, i64 %631, i64 %629
  %633 = xor i64 %632, %173
  %634 = icmp sgt i32 %180, 6
  br i1 %634, label %635, label %640

635:                                              ; preds = %628
  %636 = sext i32 %179 to i64
  %637 = getelementptr inbounds nuw i64, ptr %20, i64 %636
  %638 = getelementptr inbounds nuw i8, ptr %637, i64 48
  %639 = load i64, ptr %638, align 8, !tbaa !14
  br label %640

640:                                              ; preds = %635, %628
  %641 = phi i64 [ %639, %635 ], [ 0, %628 ]
  %642 = icmp eq i32 %180, 6
  %643 = xor i64 %641, 31
  %644 = select i1 %642, i64 %643, i64 %641
  %645 = xor i64 %644, %172
  %646 = icmp sgt i32 %180, 7
  br i1 %646, label %647, label %652

647:                                              ; preds = %640
  %648 = sext i32 %179 to i64
  %649 = getelementptr inbounds nuw i64, ptr %20, i64 %648
  %650 = getelementptr inbounds nuw i8, ptr %649, i64 56
  %651 = load i64, ptr %650, align 8, !tbaa !14
  br label %652

652:                                              ; preds = %647, %640
  %653 = phi i64 [ %651, %647 ], [ 0, %640 ]
  %654 = icmp eq i32 %180, 7
  %655 = xor i64 %653, 31
  %656 = select i1 %654, i64 %655, i64 %653
  %657 = xor i64 %656, %171
  %658 = icmp sgt i32 %180, 8
  br i1 %658, label %659, label %664

659:                                              ; preds = %652
  %660 = sext i32 %179 to i64
  %661 = getelementptr inbounds nuw i64, ptr %20, i64 %660
  %662 = getelementptr inbounds nuw i8, ptr %661, i64 64
  %663 = load i64, ptr %662, align 8, !tbaa !14
  br label %664

664:                                              ; preds = %659, %652
  %665 = phi i64 [ %663, %659 ], [ 0, %652 ]
  %666 = icmp eq i32 %180, 8
  %667 = xor i64 %665, 31
  %668 = select i1 %666, i64 %667, i64 %665
  %669 = xor i64 %668, %170
  %670 = icmp sgt i32 %180, 9
  br i1 %670, label %671, label %676

671:                                              ; preds = %664
  %672 = sext i32 %179 to i64
  %673 = getelementptr inbounds nuw i64, ptr %20, i64 %672
  %674 = getelementptr inbounds nuw i8, ptr %673, i64 72
  %675 = load i64, ptr %674, align 8, !tbaa !14
  br label %676

676:                                              ; preds = %671, %664
  %677 = phi i64 [ %675, %671 ], [ 0, %664 ]
  %678 = icmp eq i32 %180, 9
  %679 = xor i64 %677, 31
  %680 = select i1 %678, i64 %679, i64 %677
  %681 = xor i64 %680, %169
  %682 = icmp sgt i32 %180, 10
  br i1 %682, label %683, label %688

683:                                              ; preds = %676
  %684 = sext i32 %179 to i64
  %685 = getelementptr inbounds nuw i64, ptr %20, i64 %684
  %686 = getelementptr inbounds nuw i8, ptr %685, i64 80
  %687 = load i64, ptr %686, align 8, !tbaa !14
  br label %688

688:                                              ; preds = %683, %676
  %689 = phi i64 [ %687, %683 ], [ 0, %676 ]
  %690 = icmp eq i32 %180, 10
  %691 = xor i64 %689, 31
  %692 = select i1 %690, i64 %691, i64 %689
  %693 = xor i64 %692, %168
  %694 = icmp sgt i32 %180, 11
  br i1 %694, label %695, label %700

695:                                              ; preds = %688
  %696 = sext i32 %179 to i64
  %697 = getelementptr inbounds nuw i64, ptr %20, i64 %696
  %698 = getelementptr inbounds nuw i8, ptr %697, i64 88
  %699 = load i64, ptr %698, align 8, !tbaa !14
  br label %700

700:                                              ; preds = %695, %688
  %701 = phi i64 [ %699, %695 ], [ 0, %688 ]
  %702 = icmp eq i32 %180, 11
  %703 = xor i64 %701, 31
  %704 = select i1 %702, i64 %703, i64 %701
  %705 = xor i64 %704, %167
  %706 = icmp sgt i32 %180, 12
  br i1 %706, label %707, label %712

707:                                              ; preds = %700
  %708 = sext i32 %179 to i64
  %709 = getelementptr inbounds nuw i64, ptr %20, i64 %708
  %710 = getelementptr inbounds nuw i8, ptr %709, i64 96
  %711 = load i64, ptr %710, align 8, !tbaa !14
  br label %712

712:                                              ; preds = %707, %700
  %713 = phi i64 [ %711, %707 ], [ 0, %700 ]
  %714 = icmp eq i32 %180, 12
  %715 = xor i64 %713, 31
  %716 = select i1 %714, i64 %715, i64 %713
  %717 = xor i64 %716, %166
  %718 = icmp sgt i32 %180, 13
  br i1 %718, label %719, label %724

719:                                              ; preds = %712
  %720 = sext i32 %179 to i64
  %721 = getelementptr inbounds nuw i64, ptr %20, i64 %720
  %722 = getelementptr inbounds nuw i8, ptr %721, i64 104
  %723 = load i64, ptr %722, align 8, !tbaa !14
  br label %724

724:                                              ; preds = %719, %712
  %725 = phi i64 [ %723, %719 ], [ 0, %712 ]
  %726 = icmp eq i32 %180, 13
  %727 = xor i64 %725, 31
  %728 = select i1 %726, i64 %727, i64 %725
  %729 = xor i64 %728, %165
  %730 = icmp sgt i32 %180, 14
  br i1 %730, label %731, label %736

731:                                              ; preds = %724
  %732 = sext i32 %179 to i64
  %733 = getelementptr inbounds nuw i64, ptr %20, i64 %732
  %734 = getelementptr inbounds nuw i8, ptr %733, i64 112
  %735 = load i64, ptr %734, align 8, !tbaa !14
  br label %736

736:                                              ; preds = %731, %724
  %737 = phi i64 [ %735, %731 ], [ 0, %724 ]
  %738 = icmp eq i32 %180, 14
  %739 = xor i64 %737, 31
  %740 = select i1 %738, i64 %739, i64 %737
  %741 = xor i64 %740, %164
  %742 = icmp sgt i32 %180, 15
  br i1 %742, label %743, label %748

743:                                              ; preds = %736
  %744 = sext i32 %179 to i64
  %745 = getelementptr inbounds nuw i64, ptr %20, i64 %744
  %746 = getelementptr inbounds nuw i8, ptr %745, i64 120
  %747 = load i64, ptr %746, align 8, !tbaa !14
  br label %748

748:                                              ; preds = %743, %736
  %749 = phi i64 [ %747, %743 ], [ 0, %736 ]
  %750 = icmp eq i32 %180, 15
  %751 = xor i64 %749, 31
  %752 = select i1 %750, i64 %751, i64 %749
  %753 = xor i64 %752, %163
  %754 = icmp sgt i32 %180, 16
  br i1 %754, label %755, label %760

755:                                              ; preds = %748
  %756 = sext i32 %179 to i64
  %757 = getelementptr inbounds nuw i64, ptr %20, i64 %756
  %758 = getelementptr inbounds nuw i8, ptr %757, i64 128
  %759 = load i64, ptr %758, align 8, !tbaa !14
  br label %760

760:                                              ; preds = %755, %748
  %761 = phi i64 [ %759, %755 ], [ 0, %748 ]
  %762 = icmp eq i32 %180, 16
  %763 = xor i64 %761, 31
  %764 = select i1 %762, i64 %763, i64 %761
  %765 = xor i64 %764, %162
  %766 = icmp sgt i32 %180, 17
  br i1 %766, label %767, label %772

767:                                              ; preds = %760
  %768 = sext i32 %179 to i64
  %769 = getelementptr inbounds nuw i64, ptr %20, i64 %768
  %770 = getelementptr inbounds nuw i8, ptr %769, i64 136
  %771 = load i64, ptr %770, align 8, !tbaa !14
  br label %772

772:                                              ; preds = %767, %760
  %773 = phi i64 [ %771, %767 ], [ 0, %760 ]
  %774 = icmp eq i32 %180, 17
  %775 = xor i64 %773, 31
  %776 = select i1 %774, i64 %775, i64 %773
  %777 = xor i64 %776, %161
  %778 = icmp sgt i32 %180, 18
  br i1 %778, label %779, label %784

779:                                              ; preds = %772
  %780 = sext i32 %179 to i64
  %781 = getelementptr inbounds nuw i64, ptr %20, i64 %780
  %782 = getelementptr inbounds nuw i8, ptr %781, i64 144
  %783 = load i64, ptr %782, align 8, !tbaa !14
  br label %784

784:                                              ; preds = %779, %772
  %785 = phi i64 [ %783, %779 ], [ 0, %772 ]
  %786 = icmp eq i32 %180, 18
  %787 = xor i64 %785, 31
  %788 = select i1 %786, i64 %787, i64 %785
  %789 = xor i64 %788, %160
  %790 = icmp sgt i32 %180, 19
  br i1 %790, label %791, label %796

791:                                              ; preds = %784
  %792 = sext i32 %179 to i64
  %793 = getelementptr inbounds nuw i64, ptr %20, i64 %792
  %794 = getelementptr inbounds nuw i8, ptr %793, i64 152
  %795 = load i64, ptr %794, align 8, !tbaa !14
  br label %796

796:                                              ; preds = %784, %791
  %797 = phi i64 [ %795, %791 ], [ 0, %784 ]
  %798 = icmp eq i32 %180, 19
  %799 = xor i64 %797, 31
  %800 = select i1 %798, i64 %799, i64 %797
  %801 = xor i64 %800, %159
  %802 = icmp eq i32 %180, 20
  %803 = select i1 %802, i64 -9223372036854775777, i64 -9223372036854775808
  %804 = xor i64 %803, %158
  br label %373

805:                                              ; preds = %960
  br label %806, !llvm.loop !19

806:                                              ; preds = %805, %560
  %807 = phi i64 [ %552, %560 ], [ %1139, %805 ]
  %808 = phi i64 [ %549, %560 ], [ %1136, %805 ]
  %809 = phi i64 [ %546, %560 ], [ %1133, %805 ]
  %810 = phi i64 [ %543, %560 ], [ %1130, %805 ]
  %811 = phi i64 [ %540, %560 ], [ %1127, %805 ]
  %812 = phi i64 [ %537, %560 ], [ %1124, %805 ]
  %813 = phi i64 [ %534, %560 ], [ %1121, %805 ]
  %814 = phi i64 [ %531, %560 ], [ %1118, %805 ]
  %815 = phi i64 [ %528, %560 ], [ %1115, %805 ]
  %816 = phi i64 [ %525, %560 ], [ %1112, %805 ]
  %817 = phi i64 [ %522, %560 ], [ %1109, %805 ]
  %818 = phi i64 [ %519, %560 ], [ %1106, %805 ]
  %819 = phi i64 [ %516, %560 ], [ %1103, %805 ]
  %820 = phi i64 [ %513, %560 ], [ %1100, %805 ]
  %821 = phi i64 [ %510, %560 ], [ %1097, %805 ]
  %822 = phi i64 [ %507, %560 ], [ %1094, %805 ]
  %823 = phi i64 [ %504, %560 ], [ %1091, %805 ]
  %824 = phi i64 [ %501, %560 ], [ %1088, %805 ]
  %825 = phi i64 [ %498, %560 ], [ %1085, %805 ]
  %826 = phi i64 [ %495, %560 ], [ %1082, %805 ]
  %827 = phi i64 [ %492, %560 ], [ %1079, %805 ]
  %828 = phi i64 [ %489, %560 ], [ %1076, %805 ]
  %829 = phi i64 [ %486, %560 ], [ %1073, %805 ]
  %830 = phi i64 [ %483, %560 ], [ %1070, %805 ]
  %831 = phi i64 [ %557, %560 ], [ %1144, %805 ]
  %832 = phi i32 [ 0, %560 ], [ %958, %805 ]
  %833 = icmp slt i32 %832, %4
  br i1 %833, label %834, label %837

834:                                              ; preds = %806
  %835 = zext nneg i32 %832 to i64
  %836 = getelementptr inbounds nuw i64, ptr %563, i64 %835
  store i64 %831, ptr %836, align 8, !tbaa !14
  br label %837

837:                                              ; preds = %806, %834
  %838 = add nuw nsw i32 %832, 1
  %839 = icmp slt i32 %838, %4
  br i1 %839, label %840, label %843

840:                                              ; preds = %837
  %841 = zext nneg i32 %838 to i64
  %842 = getelementptr inbounds nuw i64, ptr %563, i64 %841
  store i64 %830, ptr %842, align 8, !tbaa !14
  br label %843

843:                                              ; preds = %840, %837
  %844 = add nuw nsw i32 %832, 2
  %845 = icmp slt i32 %844, %4
  br i1 %845, label %846, label %849

846:                                              ; preds = %843
  %847 = zext nneg i32 %844 to i64
  %848 = getelementptr inbounds nuw i64, ptr %563, i64 %847
  store i64 %829, ptr %848, align 8, !tbaa !14
  br label %849

849:                                              ; preds = %846, %843
  %850 = add nuw nsw i32 %832, 3
  %851 = icmp slt i32 %850, %4
  br i1 %851, label %852, label %855

852:                                              ; preds = %849
  %853 = zext nneg i32 %850 to i64
  %854 = getelementptr inbounds nuw i64, ptr %563, i64 %853
  store i64 %828, ptr %854, align 8, !tbaa !14
  br label %855

855:                                              ; preds = %852, %849
  %856 = add nuw nsw i32 %832, 4
  %857 = icmp slt i32 %856, %4
  br i1 %857, label %858, label %861

858:                                              ; preds = %855
  %859 = zext nneg i32 %856 to i64
  %860 = getelementptr inbounds nuw i64, ptr %563, i64 %859
  store i64 %827, ptr %860, align 8, !tbaa !14
  br label %861

861:                                              ; preds = %858, %855
  %862 = add nuw nsw i32 %832, 5
  %863 = icmp slt i32 %862, %4
  br i1 %863, label %864, label %867

864:                                              ; preds = %861
  %865 = zext nneg i32 %862 to i64
  %866 = getelementptr inbounds nuw i64, ptr %563, i64 %865
  store i64 %826, ptr %866, align 8, !tbaa !14
  br label %867

867:                                              ; preds = %864, %861
  %868 = add nuw nsw i32 %832, 6
  %869 = icmp slt i32 %868, %4
  br i1 %869, label %870, label %873

870:                                              ; preds = %867
  %871 = zext nneg i32 %868 to i64
  %872 = getelementptr inbounds nuw i64, ptr %563, i64 %871
  store i64 %825, ptr %872, align 8, !tbaa !14
  br label %873

873:                                              ; preds = %870, %867
  %874 = add nuw nsw i32 %832, 7
  %875 = icmp slt i32 %874, %4
  br i1 %875, label %876, label %879

876:                                              ; preds = %873
  %877 = zext nneg i32 %874 to i64
  %878 = getelementptr inbounds nuw i64, ptr %563, i64 %877
  store i64 %824, ptr %878, align 8, !tbaa !14
  br label %879

879:                                              ; preds = %876, %873
  %880 = add nuw nsw i32 %832, 8
  %881 = icmp slt i32 %880, %4
  br i1 %881, label %882, label %885

882:                                              ; preds = %879
  %883 = zext nneg i32 %880 to i64
  %884 = getelementptr inbounds nuw i64, ptr %563, i64 %883
  store i64 %823, ptr %884, align 8, !tbaa !14
  br label %885

885:                                              ; preds = %882, %879
  %886 = add nuw nsw i32 %832, 9
  %887 = icmp slt i32 %886, %4
  br i1 %887, label %888, label %891

888:                                              ; preds = %885
  %889 = zext nneg i32 %886 to i64
  %890 = getelementptr inbounds nuw i64, ptr %563, i64 %889
  store i64 %822, ptr %890, align 8, !tbaa !14
  br label %891

891:                                              ; preds = %888, %885
  %892 = add nuw nsw i32 %832, 10
  %893 = icmp slt i32 %892, %4
  br i1 %893, label %894, label %897

894:                                              ; preds = %891
  %895 = zext nneg i32 %892 to i64
  %896 = getelementptr inbounds nuw i64, ptr %563, i64 %895
  store i64 %821, ptr %896, align 8, !tbaa !14
  br label %897

897:                                              ; preds = %894, %891
  %898 = add nuw nsw i32 %832, 11
  %899 = icmp slt i32 %898, %4
  br i1 %899, label %900, label %903

900:                                              ; preds = %897
  %901 = zext nneg i32 %898 to i64
  %902 = getelementptr inbounds nuw i64, ptr %563, i64 %901
  store i64 %820, ptr %902, align 8, !tbaa !14
  br label %903

903:                                              ; preds = %900, %897
  %904 = add nuw nsw i32 %832, 12
  %905 = icmp slt i32 %904, %4
  br i1 %905, label %906, label %909

906:                                              ; preds = %903
  %907 = zext nneg i32 %904 to i64
  %908 = getelementptr inbounds nuw i64, ptr %563, i64 %907
  store i64 %819, ptr %908, align 8, !tbaa !14
  br label %909

909:                                              ; preds = %906, %903
  %910 = add nuw nsw i32 %832, 13
  %911 = icmp slt i32 %910, %4
  br i1 %911, label %912, label %915

912:                                              ; preds = %909
  %913 = zext nneg i32 %910 to i64
  %914 = getelementptr inbounds nuw i64, ptr %563, i64 %913
  store i64 %818, ptr %914, align 8, !tbaa !14
  br label %915

915:                                              ; preds = %912, %909
  %916 = add nuw nsw i32 %832, 14
  %917 = icmp slt i32 %916, %4
  br i1 %917, label %918, label %921

918:                                              ; preds = %915
  %919 = zext nneg i32 %916 to i64
  %920 = getelementptr inbounds nuw i64, ptr %563, i64 %919
  store i64 %817, ptr %920, align 8, !tbaa !14
  br label %921

921:                                              ; preds = %918, %915
  %922 = add nuw nsw i32 %832, 15
  %923 = icmp slt i32 %922, %4
  br i1 %923, label %924, label %927

924:                                              ; preds = %921
  %925 = zext nneg i32 %922 to i64
  %926 = getelementptr inbounds nuw i64, ptr %563, i64 %925
  store i64 %816, ptr %926, align 8, !tbaa !14
  br label %927

927:                                              ; preds = %924, %921
  %928 = add nuw nsw i32 %832, 16
  %929 = icmp slt i32 %928, %4
  br i1 %929, label %930, label %933

930:                                              ; preds = %927
  %931 = zext nneg i32 %928 to i64
  %932 = getelementptr inbounds nuw i64, ptr %563, i64 %931
  store i64 %815, ptr %932, align 8, !tbaa !14
  br label %933

933:                                              ; preds = %930, %927
  %934 = add nuw nsw i32 %832, 17
  %935 = icmp slt i32 %934, %4
  br i1 %935, label %936, label %939

936:                                              ; preds = %933
  %937 = zext nneg i32 %934 to i64
  %938 = getelementptr inbounds nuw i64, ptr %563, i64 %937
  store i64 %814, ptr %938, align 8, !tbaa !14
  br label %939

939:                                              ; preds = %936, %933
  %940 = add nuw nsw i32 %832, 18
  %941 = icmp slt i32 %940, %4
  br i1 %941, label %942, label %945

942:                                              ; preds = %939
  %943 = zext nneg i32 %940 to i64
  %944 = getelementptr inbounds nuw i64, ptr %563, i64 %943
  store i64 %813, ptr %944, align 8, !tbaa !14
  br label %945

945:                                              ; preds = %942, %939
  %946 = add nuw nsw i32 %832, 19
  %947 = icmp slt i32 %946, %4
  br i1 %947, label %948, label %951

948:                                              ; preds = %945
  %949 = zext nneg i32 %946 to i64
  %950 = getelementptr inbounds nuw i64, ptr %563, i64 %949
  store i64 %812, ptr %950, align 8, !tbaa !14
  br label %951

951:                                              ; preds = %948, %945
  %952 = add nuw nsw i32 %832, 20
  %953 = icmp slt i32 %952, %4
  br i1 %953, label %954, label %957

954:                                              ; preds = %951
  %955 = zext nneg i32 %952 to i64
  %956 = getelementptr inbounds nuw i64, ptr %563, i64 %955
  store i64 %811, ptr %956, align 8, !tbaa !14
  br label %957

957:                                              ; preds = %954, %951
  %958 = add nuw nsw i32 %832, 21
  %959 = icmp slt i32 %958, %4
  br i1 %959, label %960, label %1147

960:                                              ; preds = %957, %960
  %961 = phi i64 [ %1139, %960 ], [ %807, %957 ]
  %962 = phi i64 [ %1136, %960 ], [ %808, %957 ]
  %963 = phi i64 [ %1133, %960 ], [ %809, %957 ]
  %964 = phi i64 [ %1130, %960 ], [ %810, %957 ]
  %965 = phi i64 [ %1127, %960 ], [ %811, %957 ]
  %966 = phi i64 [ %1124, %960 ], [ %812, %957 ]
  %967 = phi i64 [ %1121, %960 ], [ %813, %957 ]
  %968 = phi i64 [ %1118, %960 ], [ %814, %957 ]
  %969 = phi i64 [ %1115, %960 ], [ %815, %957 ]
  %970 = phi i64 [ %1112, %960 ], [ %816, %957 ]
  %971 = phi i64 [ %1109, %960 ], [ %817, %957 ]
  %972 = phi i64 [ %1106, %960 ], [ %818, %957 ]
  %973 = phi i64 [ %1103, %960 ], [ %819, %957 ]
  %974 = phi i64 [ %1100, %960 ], [ %820, %957 ]
  %975 = phi i64 [ %1097, %960 ], [ %821, %957 ]
  %976 = phi i64 [ %1094, %960 ], [ %822, %957 ]
  %977 = phi i64 [ %1091, %960 ], [ %823, %957 ]
  %978 = phi i64 [ %1088, %960 ], [ %824, %957 ]
  %979 = phi i64 [ %1085, %960 ], [ %825, %957 ]
  %980 = phi i64 [ %1082, %960 ], [ %826, %957 ]
  %981 = phi i64 [ %1079, %960 ], [ %827, %957 ]
  %982 = phi i64 [ %1076, %960 ], [ %828, %957 ]
  %983 = phi i64 [ %1073, %960 ], [ %829, %957 ]
  %984 = phi i64 [ %1070, %960 ], [ %830, %957 ]
  %985 = phi i64 [ %1144, %960 ], [ %831, %957 ]
  %986 = phi i32 [ %1145, %960 ], [ 0, %957 ]
  %987 = xor i64 %980, %985
  %988 = xor i64 %987, %975
  %989 = xor i64 %988, %970
  %990 = xor i64 %989, %965
  %991 = xor i64 %979, %984
  %992 = xor i64 %991, %974
  %993 = xor i64 %992, %969
  %994 = xor i64 %993, %964
  %995 = xor i64 %978, %983
  %996 = xor i64 %995, %973
  %997 = xor i64 %996, %968
  %998 = xor i64 %997, %963
  %999 = xor i64 %977, %982
  %1000 = xor i64 %999, %972
  %1001 = xor i64 %1000, %967
  %1002 = xor i64 %1001, %962
  %1003 = xor i64 %976, %981
  %1004 = xor i64 %1003, %971
  %1005 = xor i64 %1004, %966
  %1006 = xor i64 %1005, %961
  %1007 = tail call i64 @llvm.fshl.i64(i64 %994, i64 %994, i64 1)
  %1008 = xor i64 %1007, %1006
  %1009 = xor i64 %1008, %985
  %1010 = xor i64 %1008, %980
  %1011 = xor i64 %1008, %975
  %1012 = xor i64 %1008, %970
  %1013 = xor i64 %1008, %965
  %1014 = tail call i64 @llvm.fshl.i64(i64 %998, i64 %998, i64 1)
  %1015 = xor i64 %1014, %990
  %1016 = xor i64 %1015, %984
  %1017 = xor i64 %1015, %979
  %1018 = xor i64 %1015, %974
  %1019 = xor i64 %1015, %969
  %1020 = xor i64 %1015, %964
  %1021 = tail call i64 @llvm.fshl.i64(i64 %1002, i64 %1002, i64 1)
  %1022 = xor i64 %1021, %994
  %1023 = xor i64 %1022, %983
  %1024 = xor i64 %1022, %978
  %1025 = xor i64 %1022, %973
  %1026 = xor i64 %1022, %968
  %1027 = xor i64 %1022, %963
  %1028 = tail call i64 @llvm.fshl.i64(i64 %1006, i64 %1006, i64 1)
  %1029 = xor i64 %1028, %998
  %1030 = xor i64 %1029, %982
  %1031 = xor i64 %1029, %977
  %1032 = xor i64 %1029, %972
  %1033 = xor i64 %1029, %967
  %1034 = xor i64 %1029, %962
  %1035 = tail call i64 @llvm.fshl.i64(i64 %990, i64 %990, i64 1)
  %1036 = xor i64 %1035, %1002
  %1037 = xor i64 %1036, %981
  %1038 = xor i64 %1036, %976
  %1039 = xor i64 %1036, %971
  %1040 = xor i64 %1036, %966
  %1041 = xor i64 %1036, %961
  %1042 = tail call i64 @llvm.fshl.i64(i64 %1016, i64 %1016, i64 1)
  %1043 = tail call i64 @llvm.fshl.i64(i64 %1011, i64 %1011, i64 3)
  %1044 = tail call i64 @llvm.fshl.i64(i64 %1024, i64 %1024, i64 6)
  %1045 = tail call i64 @llvm.fshl.i64(i64 %1018, i64 %1018, i64 10)
  %1046 = tail call i64 @llvm.fshl.i64(i64 %1026, i64 %1026, i64 15)
  %1047 = tail call i64 @llvm.fshl.i64(i64 %1033, i64 %1033, i64 21)
  %1048 = tail call i64 @llvm.fshl.i64(i64 %1030, i64 %1030, i64 28)
  %1049 = tail call i64 @llvm.fshl.i64(i64 %1010, i64 %1010, i64 36)
  %1050 = tail call i64 @llvm.fshl.i64(i64 %1019, i64 %1019, i64 45)
  %1051 = tail call i64 @llvm.fshl.i64(i64 %1031, i64 %1031, i64 55)
  %1052 = tail call i64 @llvm.fshl.i64(i64 %1020, i64 %1020, i64 2)
  %1053 = tail call i64 @llvm.fshl.i64(i64 %1041, i64 %1041, i64 14)
  %1054 = tail call i64 @llvm.fshl.i64(i64 %1037, i64 %1037, i64 27)
  %1055 = tail call i64 @llvm.fshl.i64(i64 %1012, i64 %1012, i64 41)
  %1056 = tail call i64 @llvm.fshl.i64(i64 %1034, i64 %1034, i64 56)
  %1057 = tail call i64 @llvm.fshl.i64(i64 %1040, i64 %1040, i64 8)
  %1058 = tail call i64 @llvm.fshl.i64(i64 %1032, i64 %1032, i64 25)
  %1059 = tail call i64 @llvm.fshl.i64(i64 %1025, i64 %1025, i64 43)
  %1060 = tail call i64 @llvm.fshl.i64(i64 %1023, i64 %1023, i64 62)
  %1061 = tail call i64 @llvm.fshl.i64(i64 %1013, i64 %1013, i64 18)
  %1062 = tail call i64 @llvm.fshl.i64(i64 %1039, i64 %1039, i64 39)
  %1063 = tail call i64 @llvm.fshl.i64(i64 %1027, i64 %1027, i64 61)
  %1064 = tail call i64 @llvm.fshl.i64(i64 %1038, i64 %1038, i64 20)
  %1065 = tail call i64 @llvm.fshl.i64(i64 %1017, i64 %1017, i64 44)
  %1066 = xor i64 %1065, -1
  %1067 = and i64 %1059, %1066
  %1068 = xor i64 %1059, -1
  %1069 = and i64 %1047, %1068
  %1070 = xor i64 %1069, %1065
  %1071 = xor i64 %1047, -1
  %1072 = and i64 %1053, %1071
  %1073 = xor i64 %1072, %1059
  %1074 = xor i64 %1053, -1
  %1075 = and i64 %1009, %1074
  %1076 = xor i64 %1075, %1047
  %1077 = xor i64 %1009, -1
  %1078 = and i64 %1065, %1077
  %1079 = xor i64 %1053, %1078
  %1080 = xor i64 %1064, -1
  %1081 = and i64 %1043, %1080
  %1082 = xor i64 %1081, %1048
  %1083 = xor i64 %1043, -1
  %1084 = and i64 %1050, %1083
  %1085 = xor i64 %1084, %1064
  %1086 = xor i64 %1050, -1
  %1087 = and i64 %1063, %1086
  %1088 = xor i64 %1087, %1043
  %1089 = xor i64 %1063, -1
  %1090 = and i64 %1048, %1089
  %1091 = xor i64 %1090, %1050
  %1092 = xor i64 %1048, -1
  %1093 = and i64 %1064, %1092
  %1094 = xor i64 %1063, %1093
  %1095 = xor i64 %1044, -1
  %1096 = and i64 %1058, %1095
  %1097 = xor i64 %1096, %1042
  %1098 = xor i64 %1058, -1
  %1099 = and i64 %1057, %1098
  %1100 = xor i64 %1099, %1044
  %1101 = xor i64 %1057, -1
  %1102 = and i64 %1061, %1101
  %1103 = xor i64 %1102, %1058
  %1104 = xor i64 %1061, -1
  %1105 = and i64 %1042, %1104
  %1106 = xor i64 %1105, %1057
  %1107 = xor i64 %1042, -1
  %1108 = and i64 %1044, %1107
  %1109 = xor i64 %1061, %1108
  %1110 = xor i64 %1049, -1
  %1111 = and i64 %1045, %1110
  %1112 = xor i64 %1111, %1054
  %1113 = xor i64 %1045, -1
  %1114 = and i64 %1046, %1113
  %1115 = xor i64 %1114, %1049
  %1116 = xor i64 %1046, -1
  %1117 = and i64 %1056, %1116
  %1118 = xor i64 %1117, %1045
  %1119 = xor i64 %1056, -1
  %1120 = and i64 %1054, %1119
  %1121 = xor i64 %1120, %1046
  %1122 = xor i64 %1054, -1
  %1123 = and i64 %1049, %1122
  %1124 = xor i64 %1056, %1123
  %1125 = xor i64 %1051, -1
  %1126 = and i64 %1062, %1125
  %1127 = xor i64 %1126, %1060
  %1128 = xor i64 %1062, -1
  %1129 = and i64 %1055, %1128
  %1130 = xor i64 %1129, %1051
  %1131 = xor i64 %1055, -1
  %1132 = and i64 %1052, %1131
  %1133 = xor i64 %1132, %1062
  %1134 = xor i64 %1052, -1
  %1135 = and i64 %1060, %1134
  %1136 = xor i64 %1135, %1055
  %1137 = xor i64 %1060, -1
  %1138 = and i64 %1051, %1137
  %1139 = xor i64 %1052, %1138
  %1140 = zext nneg i32 %986 to i64
  %1141 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(4) @KECCAK_RC to ptr), i64 %1140
  %1142 = load i64, ptr %1141, align 8, !tbaa !14
  %1143 = xor i64 %1067, %1142
  %1144 = xor i64 %1143, %1009
  %1145 = add nuw nsw i32 %986, 1
  %1146 = icmp eq i32 %1145, 24
  br i1 %1146, label %805, label %960, !llvm.loop !16

1147:                                             ; preds = %957, %5
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
