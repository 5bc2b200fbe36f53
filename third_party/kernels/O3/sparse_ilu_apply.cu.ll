; ModuleID = 'src/sparse_ilu_apply.cu'
source_filename = "src/sparse_ilu_apply.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SpShared = type { [64 x [65 x float]], [64 x [65 x float]], [64 x i64], [64 x i32], [65 x i32], [64 x i32], [65 x i32], i32, i32, [2 x float] }

$_Z8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiifif = comdat any

$_Z8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiifif = comdat any

$_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh = comdat any

$_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q = comdat any

@_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef readonly captures(none) %0, i32 noundef %1, i1 noundef zeroext %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca [64 x i32], align 4
  %8 = alloca [65 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #15
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %57, %6
  %11 = phi i32 [ 0, %6 ], [ %61, %57 ]
  %12 = add i32 %11, 1
  %13 = and i32 %12, 7
  %14 = icmp ult i32 %11, 7
  br i1 %14, label %66, label %15

15:                                               ; preds = %10
  %16 = and i32 %12, -8
  br label %83

17:                                               ; preds = %6, %57
  %18 = phi i32 [ %61, %57 ], [ 0, %6 ]
  %19 = phi i32 [ %62, %57 ], [ 0, %6 ]
  %20 = xor i32 %19, -1
  %21 = add nsw i32 %1, %20
  %22 = select i1 %2, i32 %19, i32 %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i64, ptr %0, i64 %23
  %25 = load i64, ptr %24, align 8, !tbaa !11
  br i1 %2, label %26, label %32

26:                                               ; preds = %17
  %27 = icmp eq i32 %19, 0
  %28 = sub nsw i32 64, %19
  %29 = zext nneg i32 %28 to i64
  %30 = lshr i64 -1, %29
  %31 = select i1 %27, i64 0, i64 %30
  br label %38

32:                                               ; preds = %17
  %33 = icmp slt i32 %21, 63
  %34 = sub nsw i32 %1, %19
  %35 = zext nneg i32 %34 to i64
  %36 = shl nsw i64 -1, %35
  %37 = select i1 %33, i64 %36, i64 0
  br label %38

38:                                               ; preds = %32, %26
  %39 = phi i64 [ %31, %26 ], [ %37, %32 ]
  %40 = and i64 %39, %25
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %57, label %42

42:                                               ; preds = %38, %42
  %43 = phi i32 [ %55, %42 ], [ 0, %38 ]
  %44 = phi i64 [ %50, %42 ], [ %40, %38 ]
  %45 = sub i64 0, %44
  %46 = and i64 %44, %45
  %47 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %46, i1 false)
  %48 = sub nuw nsw i64 64, %47
  %49 = add i64 %44, -1
  %50 = and i64 %49, %44
  %51 = getelementptr i32, ptr %7, i64 %48
  %52 = getelementptr i8, ptr %51, i64 -4
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = add nsw i32 %53, 1
  %55 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 %54)
  %56 = icmp eq i64 %50, 0
  br i1 %56, label %57, label %42, !llvm.loop !13

57:                                               ; preds = %42, %38
  %58 = phi i32 [ 0, %38 ], [ %55, %42 ]
  %59 = getelementptr inbounds i32, ptr %7, i64 %23
  store i32 %58, ptr %59, align 4, !tbaa !6
  %60 = add nuw nsw i32 %58, 1
  %61 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %60)
  %62 = add nuw nsw i32 %19, 1
  %63 = icmp eq i32 %62, %1
  br i1 %63, label %10, label %17, !llvm.loop !15

64:                                               ; preds = %83
  %65 = icmp eq i32 %13, 0
  br i1 %65, label %77, label %66

66:                                               ; preds = %64, %10
  %67 = phi i32 [ 0, %10 ], [ %109, %64 ]
  %68 = icmp ne i32 %13, 0
  tail call void @llvm.assume(i1 %68)
  br label %69

69:                                               ; preds = %69, %66
  %70 = phi i32 [ %74, %69 ], [ %67, %66 ]
  %71 = phi i32 [ %75, %69 ], [ 0, %66 ]
  %72 = zext nneg i32 %70 to i64
  %73 = getelementptr inbounds nuw i32, ptr %8, i64 %72
  store i32 0, ptr %73, align 4, !tbaa !6
  %74 = add nuw i32 %70, 1
  %75 = add i32 %71, 1
  %76 = icmp eq i32 %75, %13
  br i1 %76, label %77, label %69, !llvm.loop !16

77:                                               ; preds = %69, %64
  br i1 %9, label %78, label %131

78:                                               ; preds = %77
  %79 = and i32 %1, 7
  %80 = icmp ult i32 %1, 8
  br i1 %80, label %114, label %81

81:                                               ; preds = %78
  %82 = and i32 %1, 2147483640
  br label %161

83:                                               ; preds = %83, %15
  %84 = phi i32 [ 0, %15 ], [ %109, %83 ]
  %85 = phi i32 [ 0, %15 ], [ %110, %83 ]
  %86 = zext nneg i32 %84 to i64
  %87 = getelementptr inbounds nuw i32, ptr %8, i64 %86
  store i32 0, ptr %87, align 4, !tbaa !6
  %88 = sext i32 %84 to i64
  %89 = getelementptr inbounds nuw i32, ptr %8, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 4
  store i32 0, ptr %90, align 4, !tbaa !6
  %91 = sext i32 %84 to i64
  %92 = getelementptr inbounds nuw i32, ptr %8, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 8
  store i32 0, ptr %93, align 4, !tbaa !6
  %94 = sext i32 %84 to i64
  %95 = getelementptr inbounds nuw i32, ptr %8, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 12
  store i32 0, ptr %96, align 4, !tbaa !6
  %97 = sext i32 %84 to i64
  %98 = getelementptr inbounds nuw i32, ptr %8, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 16
  store i32 0, ptr %99, align 4, !tbaa !6
  %100 = sext i32 %84 to i64
  %101 = getelementptr inbounds nuw i32, ptr %8, i64 %100
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 20
  store i32 0, ptr %102, align 4, !tbaa !6
  %103 = sext i32 %84 to i64
  %104 = getelementptr inbounds nuw i32, ptr %8, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 24
  store i32 0, ptr %105, align 4, !tbaa !6
  %106 = sext i32 %84 to i64
  %107 = getelementptr inbounds nuw i32, ptr %8, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 28
  store i32 0, ptr %108, align 4, !tbaa !6
  %109 = add nuw i32 %84, 8
  %110 = add i32 %85, 8
  %111 = icmp eq i32 %110, %16
  br i1 %111, label %64, label %83, !llvm.loop !18

112:                                              ; preds = %161
  %113 = icmp eq i32 %79, 0
  br i1 %113, label %131, label %114

114:                                              ; preds = %112, %78
  %115 = phi i32 [ 0, %78 ], [ %235, %112 ]
  %116 = icmp ne i32 %79, 0
  tail call void @llvm.assume(i1 %116)
  br label %117

117:                                              ; preds = %117, %114
  %118 = phi i32 [ %128, %117 ], [ %115, %114 ]
  %119 = phi i32 [ %129, %117 ], [ 0, %114 ]
  %120 = zext nneg i32 %118 to i64
  %121 = getelementptr inbounds nuw i32, ptr %7, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = sext i32 %122 to i64
  %124 = getelementptr i32, ptr %8, i64 %123
  %125 = getelementptr i8, ptr %124, i64 4
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %125, align 4, !tbaa !6
  %128 = add nuw nsw i32 %118, 1
  %129 = add i32 %119, 1
  %130 = icmp eq i32 %129, %79
  br i1 %130, label %131, label %117, !llvm.loop !19

131:                                              ; preds = %112, %117, %77
  %132 = icmp sgt i32 %11, 0
  br i1 %132, label %155, label %150

133:                                              ; preds = %238
  %134 = icmp eq i32 %157, 0
  br i1 %134, label %150, label %135

135:                                              ; preds = %133, %155
  %136 = phi i32 [ %156, %155 ], [ %281, %133 ]
  %137 = phi i32 [ 0, %155 ], [ %277, %133 ]
  %138 = icmp ne i32 %157, 0
  tail call void @llvm.assume(i1 %138)
  br label %139

139:                                              ; preds = %139, %135
  %140 = phi i32 [ %147, %139 ], [ %136, %135 ]
  %141 = phi i32 [ %143, %139 ], [ %137, %135 ]
  %142 = phi i32 [ %148, %139 ], [ 0, %135 ]
  %143 = add nuw nsw i32 %141, 1
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds nuw i32, ptr %8, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = add nsw i32 %146, %140
  store i32 %147, ptr %145, align 4, !tbaa !6
  %148 = add i32 %142, 1
  %149 = icmp eq i32 %148, %157
  br i1 %149, label %150, label %139, !llvm.loop !20

150:                                              ; preds = %133, %139, %131
  %151 = and i32 %12, 7
  %152 = icmp ult i32 %11, 7
  br i1 %152, label %286, label %153

153:                                              ; preds = %150
  %154 = and i32 %12, -8
  br label %305

155:                                              ; preds = %131
  %156 = load i32, ptr %8, align 4, !tbaa !6
  %157 = and i32 %11, 7
  %158 = icmp ult i32 %11, 8
  br i1 %158, label %135, label %159

159:                                              ; preds = %155
  %160 = and i32 %11, 2147483640
  br label %238

161:                                              ; preds = %161, %81
  %162 = phi i32 [ 0, %81 ], [ %235, %161 ]
  %163 = phi i32 [ 0, %81 ], [ %236, %161 ]
  %164 = zext nneg i32 %162 to i64
  %165 = getelementptr inbounds nuw i32, ptr %7, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = sext i32 %166 to i64
  %168 = getelementptr i32, ptr %8, i64 %167
  %169 = getelementptr i8, ptr %168, i64 4
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %169, align 4, !tbaa !6
  %172 = zext nneg i32 %162 to i64
  %173 = getelementptr inbounds nuw i32, ptr %7, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %173, i64 4
  %175 = load i32, ptr %174, align 4, !tbaa !6
  %176 = sext i32 %175 to i64
  %177 = getelementptr i32, ptr %8, i64 %176
  %178 = getelementptr i8, ptr %177, i64 4
  %179 = load i32, ptr %178, align 4, !tbaa !6
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %178, align 4, !tbaa !6
  %181 = zext nneg i32 %162 to i64
  %182 = getelementptr inbounds nuw i32, ptr %7, i64 %181
  %183 = getelementptr inbounds nuw i8, ptr %182, i64 8
  %184 = load i32, ptr %183, align 4, !tbaa !6
  %185 = sext i32 %184 to i64
  %186 = getelementptr i32, ptr %8, i64 %185
  %187 = getelementptr i8, ptr %186, i64 4
  %188 = load i32, ptr %187, align 4, !tbaa !6
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %187, align 4, !tbaa !6
  %190 = zext nneg i32 %162 to i64
  %191 = getelementptr inbounds nuw i32, ptr %7, i64 %190
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 12
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = sext i32 %193 to i64
  %195 = getelementptr i32, ptr %8, i64 %194
  %196 = getelementptr i8, ptr %195, i64 4
  %197 = load i32, ptr %196, align 4, !tbaa !6
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %196, align 4, !tbaa !6
  %199 = zext nneg i32 %162 to i64
  %200 = getelementptr inbounds nuw i32, ptr %7, i64 %199
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 16
  %202 = load i32, ptr %201, align 4, !tbaa !6
  %203 = sext i32 %202 to i64
  %204 = getelementptr i32, ptr %8, i64 %203
  %205 = getelementptr i8, ptr %204, i64 4
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %205, align 4, !tbaa !6
  %208 = zext nneg i32 %162 to i64
  %209 = getelementptr inbounds nuw i32, ptr %7, i64 %208
  %210 = getelementptr inbounds nuw i8, ptr %209, i64 20
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = sext i32 %211 to i64
  %213 = getelementptr i32, ptr %8, i64 %212
  %214 = getelementptr i8, ptr %213, i64 4
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %214, align 4, !tbaa !6
  %217 = zext nneg i32 %162 to i64
  %218 = getelementptr inbounds nuw i32, ptr %7, i64 %217
  %219 = getelementptr inbounds nuw i8, ptr %218, i64 24
  %220 = load i32, ptr %219, align 4, !tbaa !6
  %221 = sext i32 %220 to i64
  %222 = getelementptr i32, ptr %8, i64 %221
  %223 = getelementptr i8, ptr %222, i64 4
  %224 = load i32, ptr %223, align 4, !tbaa !6
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %223, align 4, !tbaa !6
  %226 = zext nneg i32 %162 to i64
  %227 = getelementptr inbounds nuw i32, ptr %7, i64 %226
  %228 = getelementptr inbounds nuw i8, ptr %227, i64 28
  %229 = load i32, ptr %228, align 4, !tbaa !6
  %230 = sext i32 %229 to i64
  %231 = getelementptr i32, ptr %8, i64 %230
  %232 = getelementptr i8, ptr %231, i64 4
  %233 = load i32, ptr %232, align 4, !tbaa !6
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %232, align 4, !tbaa !6
  %235 = add nuw nsw i32 %162, 8
  %236 = add i32 %163, 8
  %237 = icmp eq i32 %236, %82
  br i1 %237, label %112, label %161, !llvm.loop !21

238:                                              ; preds = %238, %159
  %239 = phi i32 [ %156, %159 ], [ %281, %238 ]
  %240 = phi i32 [ 0, %159 ], [ %277, %238 ]
  %241 = phi i32 [ 0, %159 ], [ %282, %238 ]
  %242 = zext nneg i32 %240 to i64
  %243 = getelementptr inbounds nuw i32, ptr %8, i64 %242
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 4
  %245 = load i32, ptr %244, align 4, !tbaa !6
  %246 = add nsw i32 %245, %239
  store i32 %246, ptr %244, align 4, !tbaa !6
  %247 = zext nneg i32 %240 to i64
  %248 = getelementptr inbounds nuw i32, ptr %8, i64 %247
  %249 = getelementptr inbounds nuw i8, ptr %248, i64 8
  %250 = load i32, ptr %249, align 4, !tbaa !6
  %251 = add nsw i32 %250, %246
  store i32 %251, ptr %249, align 4, !tbaa !6
  %252 = zext nneg i32 %240 to i64
  %253 = getelementptr inbounds nuw i32, ptr %8, i64 %252
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 12
  %255 = load i32, ptr %254, align 4, !tbaa !6
  %256 = add nsw i32 %255, %251
  store i32 %256, ptr %254, align 4, !tbaa !6
  %257 = zext nneg i32 %240 to i64
  %258 = getelementptr inbounds nuw i32, ptr %8, i64 %257
  %259 = getelementptr inbounds nuw i8, ptr %258, i64 16
  %260 = load i32, ptr %259, align 4, !tbaa !6
  %261 = add nsw i32 %260, %256
  store i32 %261, ptr %259, align 4, !tbaa !6
  %262 = zext nneg i32 %240 to i64
  %263 = getelementptr inbounds nuw i32, ptr %8, i64 %262
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 20
  %265 = load i32, ptr %264, align 4, !tbaa !6
  %266 = add nsw i32 %265, %261
  store i32 %266, ptr %264, align 4, !tbaa !6
  %267 = zext nneg i32 %240 to i64
  %268 = getelementptr inbounds nuw i32, ptr %8, i64 %267
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 24
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = add nsw i32 %270, %266
  store i32 %271, ptr %269, align 4, !tbaa !6
  %272 = zext nneg i32 %240 to i64
  %273 = getelementptr inbounds nuw i32, ptr %8, i64 %272
  %274 = getelementptr inbounds nuw i8, ptr %273, i64 28
  %275 = load i32, ptr %274, align 4, !tbaa !6
  %276 = add nsw i32 %275, %271
  store i32 %276, ptr %274, align 4, !tbaa !6
  %277 = add nuw nsw i32 %240, 8
  %278 = zext nneg i32 %277 to i64
  %279 = getelementptr inbounds nuw i32, ptr %8, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = add nsw i32 %280, %276
  store i32 %281, ptr %279, align 4, !tbaa !6
  %282 = add i32 %241, 8
  %283 = icmp eq i32 %282, %160
  br i1 %283, label %133, label %238, !llvm.loop !22

284:                                              ; preds = %305
  %285 = icmp eq i32 %151, 0
  br i1 %285, label %299, label %286

286:                                              ; preds = %284, %150
  %287 = phi i32 [ 0, %150 ], [ %347, %284 ]
  %288 = icmp ne i32 %151, 0
  tail call void @llvm.assume(i1 %288)
  br label %289

289:                                              ; preds = %289, %286
  %290 = phi i32 [ %296, %289 ], [ %287, %286 ]
  %291 = phi i32 [ %297, %289 ], [ 0, %286 ]
  %292 = zext nneg i32 %290 to i64
  %293 = getelementptr inbounds nuw i32, ptr %8, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !6
  %295 = getelementptr inbounds nuw i32, ptr %4, i64 %292
  store i32 %294, ptr %295, align 4, !tbaa !6
  %296 = add nuw i32 %290, 1
  %297 = add i32 %291, 1
  %298 = icmp eq i32 %297, %151
  br i1 %298, label %299, label %289, !llvm.loop !23

299:                                              ; preds = %289, %284
  br i1 %9, label %300, label %370

300:                                              ; preds = %299
  %301 = and i32 %1, 3
  %302 = icmp ult i32 %1, 4
  br i1 %302, label %352, label %303

303:                                              ; preds = %300
  %304 = and i32 %1, 2147483644
  br label %371

305:                                              ; preds = %305, %153
  %306 = phi i32 [ 0, %153 ], [ %347, %305 ]
  %307 = phi i32 [ 0, %153 ], [ %348, %305 ]
  %308 = zext nneg i32 %306 to i64
  %309 = getelementptr inbounds nuw i32, ptr %8, i64 %308
  %310 = load i32, ptr %309, align 4, !tbaa !6
  %311 = getelementptr inbounds nuw i32, ptr %4, i64 %308
  store i32 %310, ptr %311, align 4, !tbaa !6
  %312 = or disjoint i32 %306, 1
  %313 = zext nneg i32 %312 to i64
  %314 = getelementptr inbounds nuw i32, ptr %8, i64 %313
  %315 = load i32, ptr %314, align 4, !tbaa !6
  %316 = getelementptr inbounds nuw i32, ptr %4, i64 %313
  store i32 %315, ptr %316, align 4, !tbaa !6
  %317 = or disjoint i32 %306, 2
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr inbounds nuw i32, ptr %8, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !6
  %321 = getelementptr inbounds nuw i32, ptr %4, i64 %318
  store i32 %320, ptr %321, align 4, !tbaa !6
  %322 = or disjoint i32 %306, 3
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr inbounds nuw i32, ptr %8, i64 %323
  %325 = load i32, ptr %324, align 4, !tbaa !6
  %326 = getelementptr inbounds nuw i32, ptr %4, i64 %323
  store i32 %325, ptr %326, align 4, !tbaa !6
  %327 = or disjoint i32 %306, 4
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr inbounds nuw i32, ptr %8, i64 %328
  %330 = load i32, ptr %329, align 4, !tbaa !6
  %331 = getelementptr inbounds nuw i32, ptr %4, i64 %328
  store i32 %330, ptr %331, align 4, !tbaa !6
  %332 = or disjoint i32 %306, 5
  %333 = zext nneg i32 %332 to i64
  %334 = getelementptr inbounds nuw i32, ptr %8, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !6
  %336 = getelementptr inbounds nuw i32, ptr %4, i64 %333
  store i32 %335, ptr %336, align 4, !tbaa !6
  %337 = or disjoint i32 %306, 6
  %338 = zext nneg i32 %337 to i64
  %339 = getelementptr inbounds nuw i32, ptr %8, i64 %338
  %340 = load i32, ptr %339, align 4, !tbaa !6
  %341 = getelementptr inbounds nuw i32, ptr %4, i64 %338
  store i32 %340, ptr %341, align 4, !tbaa !6
  %342 = or disjoint i32 %306, 7
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr inbounds nuw i32, ptr %8, i64 %343
  %345 = load i32, ptr %344, align 4, !tbaa !6
  %346 = getelementptr inbounds nuw i32, ptr %4, i64 %343
  store i32 %345, ptr %346, align 4, !tbaa !6
  %347 = add nuw i32 %306, 8
  %348 = add i32 %307, 8
  %349 = icmp eq i32 %348, %154
  br i1 %349, label %284, label %305, !llvm.loop !24

350:                                              ; preds = %371
  %351 = icmp eq i32 %301, 0
  br i1 %351, label %370, label %352

352:                                              ; preds = %350, %300
  %353 = phi i32 [ 0, %300 ], [ %413, %350 ]
  %354 = icmp ne i32 %301, 0
  tail call void @llvm.assume(i1 %354)
  br label %355

355:                                              ; preds = %355, %352
  %356 = phi i32 [ %367, %355 ], [ %353, %352 ]
  %357 = phi i32 [ %368, %355 ], [ 0, %352 ]
  %358 = zext nneg i32 %356 to i64
  %359 = getelementptr inbounds nuw i32, ptr %7, i64 %358
  %360 = load i32, ptr %359, align 4, !tbaa !6
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds i32, ptr %8, i64 %361
  %363 = load i32, ptr %362, align 4, !tbaa !6
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr %362, align 4, !tbaa !6
  %365 = sext i32 %363 to i64
  %366 = getelementptr inbounds i32, ptr %3, i64 %365
  store i32 %356, ptr %366, align 4, !tbaa !6
  %367 = add nuw nsw i32 %356, 1
  %368 = add i32 %357, 1
  %369 = icmp eq i32 %368, %301
  br i1 %369, label %370, label %355, !llvm.loop !25

370:                                              ; preds = %350, %355, %299
  store i32 %11, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #15
  ret void

371:                                              ; preds = %371, %303
  %372 = phi i32 [ 0, %303 ], [ %413, %371 ]
  %373 = phi i32 [ 0, %303 ], [ %414, %371 ]
  %374 = zext nneg i32 %372 to i64
  %375 = getelementptr inbounds nuw i32, ptr %7, i64 %374
  %376 = load i32, ptr %375, align 4, !tbaa !6
  %377 = sext i32 %376 to i64
  %378 = getelementptr inbounds i32, ptr %8, i64 %377
  %379 = load i32, ptr %378, align 4, !tbaa !6
  %380 = add nsw i32 %379, 1
  store i32 %380, ptr %378, align 4, !tbaa !6
  %381 = sext i32 %379 to i64
  %382 = getelementptr inbounds i32, ptr %3, i64 %381
  store i32 %372, ptr %382, align 4, !tbaa !6
  %383 = or disjoint i32 %372, 1
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr inbounds nuw i32, ptr %7, i64 %384
  %386 = load i32, ptr %385, align 4, !tbaa !6
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds i32, ptr %8, i64 %387
  %389 = load i32, ptr %388, align 4, !tbaa !6
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr %388, align 4, !tbaa !6
  %391 = sext i32 %389 to i64
  %392 = getelementptr inbounds i32, ptr %3, i64 %391
  store i32 %383, ptr %392, align 4, !tbaa !6
  %393 = or disjoint i32 %372, 2
  %394 = zext nneg i32 %393 to i64
  %395 = getelementptr inbounds nuw i32, ptr %7, i64 %394
  %396 = load i32, ptr %395, align 4, !tbaa !6
  %397 = sext i32 %396 to i64
  %398 = getelementptr inbounds i32, ptr %8, i64 %397
  %399 = load i32, ptr %398, align 4, !tbaa !6
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr %398, align 4, !tbaa !6
  %401 = sext i32 %399 to i64
  %402 = getelementptr inbounds i32, ptr %3, i64 %401
  store i32 %393, ptr %402, align 4, !tbaa !6
  %403 = or disjoint i32 %372, 3
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr inbounds nuw i32, ptr %7, i64 %404
  %406 = load i32, ptr %405, align 4, !tbaa !6
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds i32, ptr %8, i64 %407
  %409 = load i32, ptr %408, align 4, !tbaa !6
  %410 = add nsw i32 %409, 1
  store i32 %410, ptr %408, align 4, !tbaa !6
  %411 = sext i32 %409 to i64
  %412 = getelementptr inbounds i32, ptr %3, i64 %411
  store i32 %403, ptr %412, align 4, !tbaa !6
  %413 = add nuw nsw i32 %372, 4
  %414 = add i32 %373, 4
  %415 = icmp eq i32 %414, %304
  br i1 %415, label %350, label %371, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z8sp_setupR8SpSharedPKiS2_PKfiixfb(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, float noundef %7, i1 noundef zeroext %8) local_unnamed_addr #2 {
  %10 = alloca [64 x float], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

13:                                               ; preds = %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp slt i32 %11, %4
  br i1 %14, label %25, label %120

15:                                               ; preds = %9, %15
  %16 = phi i32 [ %11, %9 ], [ %23, %15 ]
  %17 = lshr i32 %16, 6
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %18
  %20 = and i32 %16, 63
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr %19, i64 %21
  store float 0.000000e+00, ptr %22, align 4, !tbaa !27
  %23 = add nuw nsw i32 %16, %12
  %24 = icmp samesign ult i32 %23, 4096
  br i1 %24, label %15, label %13, !llvm.loop !29

25:                                               ; preds = %13
  %26 = zext nneg i32 %11 to i64
  %27 = getelementptr inbounds nuw i32, ptr %1, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = tail call noundef i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %5)
  %31 = getelementptr i8, ptr %27, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %32, i32 %30)
  %34 = add nsw i32 %30, 32
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %5, i32 %34)
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %33, i32 %35)
  %37 = shl nuw i64 1, %26
  %38 = icmp slt i32 %30, %36
  br i1 %38, label %39, label %72

39:                                               ; preds = %25
  %40 = sext i32 %5 to i64
  %41 = mul nsw i64 %6, %40
  %42 = getelementptr float, ptr %3, i64 %41
  %43 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %26
  %44 = sub i32 %36, %30
  %45 = add i32 %30, 1
  %46 = and i32 %44, 1
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %67, label %48

48:                                               ; preds = %39
  %49 = sext i32 %30 to i64
  %50 = getelementptr inbounds i32, ptr %2, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = urem i32 %51, %4
  %53 = zext nneg i32 %52 to i64
  %54 = shl nuw i64 1, %53
  %55 = or i64 %54, %37
  %56 = getelementptr float, ptr %42, i64 %49
  %57 = load float, ptr %56, align 4, !tbaa !27
  %58 = fcmp contract ord float %57, 0.000000e+00
  %59 = tail call noundef float @llvm.maxnum.f32(float %57, float -1.000000e+06)
  %60 = tail call noundef float @llvm.minnum.f32(float %59, float 1.000000e+06)
  %61 = select contract i1 %58, float %60, float 0.000000e+00
  %62 = zext nneg i32 %52 to i64
  %63 = getelementptr inbounds nuw float, ptr %43, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !27
  %65 = fadd contract float %64, %61
  store float %65, ptr %63, align 4, !tbaa !27
  %66 = add nsw i32 %30, 1
  br label %67

67:                                               ; preds = %48, %39
  %68 = phi i64 [ poison, %39 ], [ %55, %48 ]
  %69 = phi i64 [ %37, %39 ], [ %55, %48 ]
  %70 = phi i32 [ %30, %39 ], [ %66, %48 ]
  %71 = icmp eq i32 %36, %45
  br i1 %71, label %72, label %80

72:                                               ; preds = %67, %80, %25
  %73 = phi i64 [ %37, %25 ], [ %68, %67 ], [ %107, %80 ]
  %74 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %26
  %75 = getelementptr inbounds nuw float, ptr %74, i64 %26
  %76 = load float, ptr %75, align 4, !tbaa !27
  %77 = fadd contract float %7, %76
  store float %77, ptr %75, align 4, !tbaa !27
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %79 = getelementptr inbounds nuw i64, ptr %78, i64 %26
  store i64 %73, ptr %79, align 8, !tbaa !11
  br label %120

80:                                               ; preds = %67, %80
  %81 = phi i64 [ %107, %80 ], [ %69, %67 ]
  %82 = phi i32 [ %118, %80 ], [ %70, %67 ]
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %2, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = urem i32 %85, %4
  %87 = zext nneg i32 %86 to i64
  %88 = shl nuw i64 1, %87
  %89 = or i64 %88, %81
  %90 = getelementptr float, ptr %42, i64 %83
  %91 = load float, ptr %90, align 4, !tbaa !27
  %92 = fcmp contract ord float %91, 0.000000e+00
  %93 = tail call noundef float @llvm.maxnum.f32(float %91, float -1.000000e+06)
  %94 = tail call noundef float @llvm.minnum.f32(float %93, float 1.000000e+06)
  %95 = select contract i1 %92, float %94, float 0.000000e+00
  %96 = zext nneg i32 %86 to i64
  %97 = getelementptr inbounds nuw float, ptr %43, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !27
  %99 = fadd contract float %98, %95
  store float %99, ptr %97, align 4, !tbaa !27
  %100 = add nsw i32 %82, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %2, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = urem i32 %103, %4
  %105 = zext nneg i32 %104 to i64
  %106 = shl nuw i64 1, %105
  %107 = or i64 %106, %89
  %108 = getelementptr float, ptr %42, i64 %101
  %109 = load float, ptr %108, align 4, !tbaa !27
  %110 = fcmp contract ord float %109, 0.000000e+00
  %111 = tail call noundef float @llvm.maxnum.f32(float %109, float -1.000000e+06)
  %112 = tail call noundef float @llvm.minnum.f32(float %111, float 1.000000e+06)
  %113 = select contract i1 %110, float %112, float 0.000000e+00
  %114 = zext nneg i32 %104 to i64
  %115 = getelementptr inbounds nuw float, ptr %43, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !27
  %117 = fadd contract float %116, %113
  store float %117, ptr %115, align 4, !tbaa !27
  %118 = add nsw i32 %82, 2
  %119 = icmp eq i32 %118, %36
  br i1 %119, label %72, label %80, !llvm.loop !30

120:                                              ; preds = %72, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %121, label %266

121:                                              ; preds = %120
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #15
  br i1 %14, label %122, label %193

122:                                              ; preds = %121
  %123 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %124 = zext nneg i32 %11 to i64
  %125 = getelementptr inbounds nuw i64, ptr %123, i64 %124
  %126 = load i64, ptr %125, align 8, !tbaa !11
  %127 = getelementptr inbounds nuw float, ptr %0, i64 %124
  %128 = shl nuw i64 1, %124
  %129 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %124
  %130 = and i32 %4, 1
  %131 = icmp eq i32 %4, 1
  br i1 %131, label %174, label %132

132:                                              ; preds = %122
  %133 = and i32 %4, -2
  br label %134

134:                                              ; preds = %134, %132
  %135 = phi i32 [ 0, %132 ], [ %169, %134 ]
  %136 = phi i64 [ %126, %132 ], [ %161, %134 ]
  %137 = phi i32 [ 0, %132 ], [ %170, %134 ]
  %138 = zext nneg i32 %135 to i64
  %139 = getelementptr inbounds nuw i64, ptr %123, i64 %138
  %140 = load i64, ptr %139, align 8, !tbaa !11
  %141 = and i64 %140, %128
  %142 = icmp eq i64 %141, 0
  %143 = shl nuw i64 1, %138
  %144 = select i1 %142, i64 0, i64 %143
  %145 = or i64 %144, %136
  %146 = getelementptr inbounds nuw float, ptr %129, i64 %138
  %147 = load float, ptr %146, align 4, !tbaa !27
  %148 = getelementptr inbounds nuw [65 x float], ptr %127, i64 %138
  %149 = load float, ptr %148, align 4, !tbaa !27
  %150 = fadd contract float %147, %149
  %151 = fmul contract float %150, 5.000000e-01
  %152 = getelementptr inbounds nuw float, ptr %10, i64 %138
  store float %151, ptr %152, align 4, !tbaa !27
  %153 = or disjoint i32 %135, 1
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds nuw i64, ptr %123, i64 %154
  %156 = load i64, ptr %155, align 8, !tbaa !11
  %157 = and i64 %156, %128
  %158 = icmp eq i64 %157, 0
  %159 = shl nuw i64 1, %154
  %160 = select i1 %158, i64 0, i64 %159
  %161 = or i64 %160, %145
  %162 = getelementptr inbounds nuw float, ptr %129, i64 %154
  %163 = load float, ptr %162, align 4, !tbaa !27
  %164 = getelementptr inbounds nuw [65 x float], ptr %127, i64 %154
  %165 = load float, ptr %164, align 4, !tbaa !27
  %166 = fadd contract float %163, %165
  %167 = fmul contract float %166, 5.000000e-01
  %168 = getelementptr inbounds nuw float, ptr %10, i64 %154
  store float %167, ptr %168, align 4, !tbaa !27
  %169 = add nuw nsw i32 %135, 2
  %170 = add i32 %137, 2
  %171 = icmp eq i32 %170, %133
  br i1 %171, label %172, label %134, !llvm.loop !31

172:                                              ; preds = %134
  %173 = icmp eq i32 %130, 0
  br i1 %173, label %193, label %174

174:                                              ; preds = %172, %122
  %175 = phi i32 [ 0, %122 ], [ %169, %172 ]
  %176 = phi i64 [ %126, %122 ], [ %161, %172 ]
  %177 = icmp ne i32 %130, 0
  tail call void @llvm.assume(i1 %177)
  %178 = zext nneg i32 %175 to i64
  %179 = getelementptr inbounds nuw i64, ptr %123, i64 %178
  %180 = load i64, ptr %179, align 8, !tbaa !11
  %181 = and i64 %180, %128
  %182 = icmp eq i64 %181, 0
  %183 = shl nuw i64 1, %178
  %184 = select i1 %182, i64 0, i64 %183
  %185 = or i64 %184, %176
  %186 = getelementptr inbounds nuw float, ptr %129, i64 %178
  %187 = load float, ptr %186, align 4, !tbaa !27
  %188 = getelementptr inbounds nuw [65 x float], ptr %127, i64 %178
  %189 = load float, ptr %188, align 4, !tbaa !27
  %190 = fadd contract float %187, %189
  %191 = fmul contract float %190, 5.000000e-01
  %192 = getelementptr inbounds nuw float, ptr %10, i64 %178
  store float %191, ptr %192, align 4, !tbaa !27
  br label %193

193:                                              ; preds = %174, %172, %121
  %194 = phi i64 [ 0, %121 ], [ %161, %172 ], [ %185, %174 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %195, label %265

195:                                              ; preds = %193
  %196 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %197 = zext nneg i32 %11 to i64
  %198 = getelementptr inbounds nuw i64, ptr %196, i64 %197
  store i64 %194, ptr %198, align 8, !tbaa !11
  %199 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %197
  %200 = add i32 %4, -1
  %201 = and i32 %4, 7
  %202 = icmp ult i32 %200, 7
  br i1 %202, label %252, label %203

203:                                              ; preds = %195
  %204 = and i32 %4, -8
  br label %205

205:                                              ; preds = %205, %203
  %206 = phi i32 [ 0, %203 ], [ %247, %205 ]
  %207 = phi i32 [ 0, %203 ], [ %248, %205 ]
  %208 = zext nneg i32 %206 to i64
  %209 = getelementptr inbounds nuw float, ptr %10, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !27
  %211 = getelementptr inbounds nuw float, ptr %199, i64 %208
  store float %210, ptr %211, align 4, !tbaa !27
  %212 = or disjoint i32 %206, 1
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr inbounds nuw float, ptr %10, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !27
  %216 = getelementptr inbounds nuw float, ptr %199, i64 %213
  store float %215, ptr %216, align 4, !tbaa !27
  %217 = or disjoint i32 %206, 2
  %218 = zext nneg i32 %217 to i64
  %219 = getelementptr inbounds nuw float, ptr %10, i64 %218
  %220 = load float, ptr %219, align 4, !tbaa !27
  %221 = getelementptr inbounds nuw float, ptr %199, i64 %218
  store float %220, ptr %221, align 4, !tbaa !27
  %222 = or disjoint i32 %206, 3
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr inbounds nuw float, ptr %10, i64 %223
  %225 = load float, ptr %224, align 4, !tbaa !27
  %226 = getelementptr inbounds nuw float, ptr %199, i64 %223
  store float %225, ptr %226, align 4, !tbaa !27
  %227 = or disjoint i32 %206, 4
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds nuw float, ptr %10, i64 %228
  %230 = load float, ptr %229, align 4, !tbaa !27
  %231 = getelementptr inbounds nuw float, ptr %199, i64 %228
  store float %230, ptr %231, align 4, !tbaa !27
  %232 = or disjoint i32 %206, 5
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr inbounds nuw float, ptr %10, i64 %233
  %235 = load float, ptr %234, align 4, !tbaa !27
  %236 = getelementptr inbounds nuw float, ptr %199, i64 %233
  store float %235, ptr %236, align 4, !tbaa !27
  %237 = or disjoint i32 %206, 6
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds nuw float, ptr %10, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !27
  %241 = getelementptr inbounds nuw float, ptr %199, i64 %238
  store float %240, ptr %241, align 4, !tbaa !27
  %242 = or disjoint i32 %206, 7
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds nuw float, ptr %10, i64 %243
  %245 = load float, ptr %244, align 4, !tbaa !27
  %246 = getelementptr inbounds nuw float, ptr %199, i64 %243
  store float %245, ptr %246, align 4, !tbaa !27
  %247 = add nuw nsw i32 %206, 8
  %248 = add i32 %207, 8
  %249 = icmp eq i32 %248, %204
  br i1 %249, label %250, label %205, !llvm.loop !32

250:                                              ; preds = %205
  %251 = icmp eq i32 %201, 0
  br i1 %251, label %265, label %252

252:                                              ; preds = %250, %195
  %253 = phi i32 [ 0, %195 ], [ %247, %250 ]
  %254 = icmp ne i32 %201, 0
  tail call void @llvm.assume(i1 %254)
  br label %255

255:                                              ; preds = %255, %252
  %256 = phi i32 [ %253, %252 ], [ %262, %255 ]
  %257 = phi i32 [ 0, %252 ], [ %263, %255 ]
  %258 = zext nneg i32 %256 to i64
  %259 = getelementptr inbounds nuw float, ptr %10, i64 %258
  %260 = load float, ptr %259, align 4, !tbaa !27
  %261 = getelementptr inbounds nuw float, ptr %199, i64 %258
  store float %260, ptr %261, align 4, !tbaa !27
  %262 = add nuw nsw i32 %256, 1
  %263 = add i32 %257, 1
  %264 = icmp eq i32 %263, %201
  br i1 %264, label %265, label %255, !llvm.loop !33

265:                                              ; preds = %250, %255, %193
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #15
  br label %266

266:                                              ; preds = %265, %120
  %267 = icmp eq i32 %11, 0
  br i1 %267, label %268, label %276

268:                                              ; preds = %266
  %269 = getelementptr inbounds nuw i8, ptr %0, i64 34828
  %270 = getelementptr inbounds nuw i8, ptr %0, i64 34564
  %271 = getelementptr inbounds nuw i8, ptr %0, i64 34308
  %272 = getelementptr inbounds nuw i8, ptr %0, i64 34824
  %273 = getelementptr inbounds nuw i8, ptr %0, i64 34048
  %274 = getelementptr inbounds nuw i8, ptr %0, i64 33792
  %275 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull %275, i32 noundef %4, i1 noundef zeroext true, ptr noundef nonnull %274, ptr noundef nonnull %273, ptr noundef nonnull %272) #15
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull %275, i32 noundef %4, i1 noundef zeroext false, ptr noundef nonnull %271, ptr noundef nonnull %270, ptr noundef nonnull %269) #15
  br label %276

276:                                              ; preds = %268, %266
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z7sp_ilu0R8SpSharedi(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14

6:                                                ; preds = %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 34824
  %8 = load i32, ptr %7, align 8, !tbaa !34
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %27

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 34048
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 33792
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  br label %28

14:                                               ; preds = %2, %14
  %15 = phi i32 [ %3, %2 ], [ %25, %14 ]
  %16 = lshr i32 %15, 6
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %17
  %19 = and i32 %15, 63
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !27
  %23 = getelementptr inbounds nuw [65 x float], ptr %4, i64 %17
  %24 = getelementptr inbounds nuw float, ptr %23, i64 %20
  store float %22, ptr %24, align 4, !tbaa !27
  %25 = add nuw nsw i32 %15, %5
  %26 = icmp samesign ult i32 %25, 4096
  br i1 %26, label %14, label %6, !llvm.loop !36

27:                                               ; preds = %39, %6
  ret void

28:                                               ; preds = %10, %39
  %29 = phi i32 [ 0, %10 ], [ %34, %39 ]
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %11, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = add i32 %32, %3
  %34 = add nuw nsw i32 %29, 1
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr %11, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = icmp slt i32 %33, %37
  br i1 %38, label %42, label %39

39:                                               ; preds = %104, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = load i32, ptr %7, align 8, !tbaa !34
  %41 = icmp slt i32 %34, %40
  br i1 %41, label %28, label %27, !llvm.loop !37

42:                                               ; preds = %28, %104
  %43 = phi i32 [ %105, %104 ], [ %33, %28 ]
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %12, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i64, ptr %13, i64 %47
  %49 = load i64, ptr %48, align 8, !tbaa !11
  %50 = icmp eq i32 %46, 0
  %51 = sub nsw i32 64, %46
  %52 = zext nneg i32 %51 to i64
  %53 = lshr i64 -1, %52
  %54 = select i1 %50, i64 0, i64 %53
  %55 = and i64 %54, %49
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %104, label %57

57:                                               ; preds = %42
  %58 = getelementptr inbounds [65 x float], ptr %4, i64 %47
  br label %61

59:                                               ; preds = %89, %61
  %60 = icmp eq i64 %69, 0
  br i1 %60, label %104, label %61, !llvm.loop !38

61:                                               ; preds = %57, %59
  %62 = phi i64 [ %55, %57 ], [ %69, %59 ]
  %63 = sub i64 0, %62
  %64 = and i64 %62, %63
  %65 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %64, i1 false)
  %66 = sub nuw nsw i64 64, %65
  %67 = sub nsw i64 63, %65
  %68 = add i64 %62, -1
  %69 = and i64 %68, %62
  %70 = getelementptr inbounds float, ptr %58, i64 %67
  %71 = load float, ptr %70, align 4, !tbaa !27
  %72 = getelementptr inbounds [65 x float], ptr %4, i64 %67
  %73 = getelementptr inbounds float, ptr %72, i64 %67
  %74 = load float, ptr %73, align 4, !tbaa !27
  %75 = tail call noundef float @llvm.nvvm.fabs.f32(float %74)
  %76 = fcmp contract ogt float %75, 0x3E45798EE0000000
  %77 = fcmp contract olt float %74, 0.000000e+00
  %78 = select contract i1 %77, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %79 = select contract i1 %76, float %74, float %78
  %80 = fdiv contract float %71, %79
  store float %80, ptr %70, align 4, !tbaa !27
  %81 = getelementptr inbounds i64, ptr %13, i64 %67
  %82 = load i64, ptr %81, align 8, !tbaa !11
  %83 = icmp eq i64 %65, 0
  %84 = shl nsw i64 -1, %66
  %85 = select i1 %83, i64 0, i64 %84
  %86 = and i64 %85, %82
  %87 = and i64 %86, %49
  %88 = icmp eq i64 %87, 0
  br i1 %88, label %59, label %89

89:                                               ; preds = %61, %89
  %90 = phi i64 [ %96, %89 ], [ %87, %61 ]
  %91 = sub i64 0, %90
  %92 = and i64 %90, %91
  %93 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %92, i1 false)
  %94 = sub nsw i64 63, %93
  %95 = add i64 %90, -1
  %96 = and i64 %95, %90
  %97 = getelementptr inbounds float, ptr %72, i64 %94
  %98 = load float, ptr %97, align 4, !tbaa !27
  %99 = fmul contract float %80, %98
  %100 = getelementptr inbounds float, ptr %58, i64 %94
  %101 = load float, ptr %100, align 4, !tbaa !27
  %102 = fsub contract float %101, %99
  store float %102, ptr %100, align 4, !tbaa !27
  %103 = icmp eq i64 %96, 0
  br i1 %103, label %59, label %89, !llvm.loop !39

104:                                              ; preds = %59, %42
  %105 = add i32 %43, %5
  %106 = icmp slt i32 %105, %37
  br i1 %106, label %42, label %39, !llvm.loop !40
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z6sp_ic0R8SpSharedi(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14

6:                                                ; preds = %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 34824
  %8 = load i32, ptr %7, align 8, !tbaa !34
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 34048
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 33792
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  br label %25

14:                                               ; preds = %2, %14
  %15 = phi i32 [ %3, %2 ], [ %22, %14 ]
  %16 = lshr i32 %15, 6
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw [65 x float], ptr %4, i64 %17
  %19 = and i32 %15, 63
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %18, i64 %20
  store float 0.000000e+00, ptr %21, align 4, !tbaa !27
  %22 = add nuw nsw i32 %15, %5
  %23 = icmp samesign ult i32 %22, 4096
  br i1 %23, label %14, label %6, !llvm.loop !41

24:                                               ; preds = %36, %6
  ret void

25:                                               ; preds = %10, %36
  %26 = phi i32 [ 0, %10 ], [ %31, %36 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %11, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = add i32 %29, %3
  %31 = add nuw nsw i32 %26, 1
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr %11, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = icmp slt i32 %30, %34
  br i1 %35, label %39, label %36

36:                                               ; preds = %111, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = load i32, ptr %7, align 8, !tbaa !34
  %38 = icmp slt i32 %31, %37
  br i1 %38, label %25, label %24, !llvm.loop !42

39:                                               ; preds = %25, %111
  %40 = phi i32 [ %117, %111 ], [ %30, %25 ]
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %12, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i64, ptr %13, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !11
  %47 = icmp eq i32 %43, 0
  %48 = sub nsw i32 64, %43
  %49 = zext nneg i32 %48 to i64
  %50 = lshr i64 -1, %49
  %51 = select i1 %47, i64 0, i64 %50
  %52 = and i64 %51, %46
  %53 = getelementptr inbounds [65 x float], ptr %0, i64 %44
  %54 = getelementptr inbounds float, ptr %53, i64 %44
  %55 = load float, ptr %54, align 4, !tbaa !27
  %56 = icmp eq i64 %52, 0
  br i1 %56, label %111, label %57

57:                                               ; preds = %39
  %58 = getelementptr inbounds [65 x float], ptr %4, i64 %44
  br label %59

59:                                               ; preds = %57, %96
  %60 = phi float [ %55, %57 ], [ %109, %96 ]
  %61 = phi i64 [ %52, %57 ], [ %67, %96 ]
  %62 = sub i64 0, %61
  %63 = and i64 %61, %62
  %64 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %63, i1 false)
  %65 = sub nsw i64 63, %64
  %66 = add i64 %61, -1
  %67 = and i64 %66, %61
  %68 = getelementptr inbounds float, ptr %53, i64 %65
  %69 = load float, ptr %68, align 4, !tbaa !27
  %70 = getelementptr inbounds i64, ptr %13, i64 %65
  %71 = load i64, ptr %70, align 8, !tbaa !11
  %72 = icmp eq i64 %64, 63
  %73 = lshr i64 9223372036854775807, %64
  %74 = select i1 %72, i64 0, i64 %73
  %75 = and i64 %74, %71
  %76 = and i64 %75, %52
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %96, label %78

78:                                               ; preds = %59
  %79 = getelementptr inbounds [65 x float], ptr %4, i64 %65
  br label %80

80:                                               ; preds = %78, %80
  %81 = phi i64 [ %76, %78 ], [ %88, %80 ]
  %82 = phi float [ %69, %78 ], [ %94, %80 ]
  %83 = sub nsw i64 0, %81
  %84 = and i64 %81, %83
  %85 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %84, i1 false)
  %86 = sub nsw i64 63, %85
  %87 = add nsw i64 %81, -1
  %88 = and i64 %87, %81
  %89 = getelementptr inbounds float, ptr %58, i64 %86
  %90 = load float, ptr %89, align 4, !tbaa !27
  %91 = getelementptr inbounds float, ptr %79, i64 %86
  %92 = load float, ptr %91, align 4, !tbaa !27
  %93 = fmul contract float %90, %92
  %94 = fsub contract float %82, %93
  %95 = icmp eq i64 %88, 0
  br i1 %95, label %96, label %80, !llvm.loop !43

96:                                               ; preds = %80, %59
  %97 = phi float [ %69, %59 ], [ %94, %80 ]
  %98 = getelementptr inbounds [65 x float], ptr %4, i64 %65
  %99 = getelementptr inbounds float, ptr %98, i64 %65
  %100 = load float, ptr %99, align 4, !tbaa !27
  %101 = tail call noundef float @llvm.nvvm.fabs.f32(float %100)
  %102 = fcmp contract ogt float %101, 0x3E45798EE0000000
  %103 = fcmp contract olt float %100, 0.000000e+00
  %104 = select contract i1 %103, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %105 = select contract i1 %102, float %100, float %104
  %106 = fdiv contract float %97, %105
  %107 = getelementptr inbounds float, ptr %58, i64 %65
  store float %106, ptr %107, align 4, !tbaa !27
  %108 = fmul contract float %106, %106
  %109 = fsub contract float %60, %108
  %110 = icmp eq i64 %67, 0
  br i1 %110, label %111, label %59, !llvm.loop !44

111:                                              ; preds = %96, %39
  %112 = phi float [ %55, %39 ], [ %109, %96 ]
  %113 = tail call noundef float @llvm.maxnum.f32(float %112, float 0x3D71979980000000)
  %114 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %113) #15
  %115 = getelementptr inbounds [65 x float], ptr %4, i64 %44
  %116 = getelementptr inbounds float, ptr %115, i64 %44
  store float %114, ptr %116, align 4, !tbaa !27
  %117 = add i32 %40, %5
  %118 = icmp slt i32 %117, %34
  br i1 %118, label %39, label %36, !llvm.loop !45
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef float @_Z6sp_dotR8SpSharedPKfS2_i(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp ult i32 %5, %3
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw float, ptr %2, i64 %8
  %10 = getelementptr inbounds nuw float, ptr %1, i64 %8
  %11 = load float, ptr %10, align 4, !tbaa !27
  %12 = load float, ptr %9, align 4, !tbaa !27
  %13 = fmul contract float %11, %12
  br label %14

14:                                               ; preds = %4, %7
  %15 = phi contract float [ %13, %7 ], [ 0.000000e+00, %4 ]
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31)
  %17 = fadd contract float %15, %16
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 2, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = and i32 %5, 31
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %14
  %28 = fadd contract float %23, %24
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 34832
  %30 = lshr exact i32 %5, 5
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr %29, i64 %31
  store float %28, ptr %32, align 4, !tbaa !27
  br label %33

33:                                               ; preds = %27, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 34832
  %35 = load float, ptr %34, align 8, !tbaa !27
  %36 = fadd contract float %35, 0.000000e+00
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 34836
  %38 = load float, ptr %37, align 4, !tbaa !27
  %39 = fadd contract float %36, %38
  ret float %39
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @batched_ilu0_factor(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #5 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ne i32 %9, 64
  %11 = add i32 %3, -65
  %12 = icmp ult i32 %11, -64
  %13 = or i1 %10, %12
  br i1 %13, label %350, label %14

14:                                               ; preds = %8
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = sext i32 %5 to i64
  %17 = icmp slt i32 %15, %5
  br i1 %17, label %18, label %350

18:                                               ; preds = %14
  %19 = zext nneg i32 %15 to i64
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = icmp samesign ult i32 %20, %3
  %22 = zext nneg i32 %20 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = shl nuw i64 1, %22
  %26 = sext i32 %4 to i64
  %27 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %22
  %28 = getelementptr inbounds nuw float, ptr %27, i64 %22
  %29 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %22
  %30 = icmp eq i32 %20, 0
  %31 = mul nuw nsw i32 %3, %3
  %32 = icmp samesign ult i32 %20, %31
  %33 = zext nneg i32 %3 to i64
  %34 = mul nuw nsw i64 %33, %33
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %36 = zext nneg i32 %35 to i64
  %37 = and i32 %20, 63
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %38
  %40 = lshr i32 %20, 6
  %41 = sub nuw nsw i32 64, %40
  %42 = and i32 %41, 7
  %43 = icmp eq i32 %42, 0
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %38
  %45 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %38
  %46 = and i32 %41, 7
  %47 = icmp eq i32 %46, 0
  br label %48

48:                                               ; preds = %332, %18
  %49 = phi i64 [ %19, %18 ], [ %333, %332 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  br i1 %43, label %59, label %50

50:                                               ; preds = %48, %50
  %51 = phi i32 [ %56, %50 ], [ %20, %48 ]
  %52 = phi i32 [ %57, %50 ], [ 0, %48 ]
  %53 = lshr i32 %51, 6
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %54
  store float 0.000000e+00, ptr %55, align 4, !tbaa !27, !noalias !56
  %56 = add nuw nsw i32 %51, 64
  %57 = add i32 %52, 1
  %58 = icmp eq i32 %57, %42
  br i1 %58, label %59, label %50, !llvm.loop !57

59:                                               ; preds = %48, %50
  %60 = phi i32 [ %20, %48 ], [ %56, %50 ]
  br label %62

61:                                               ; preds = %62
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  br i1 %21, label %97, label %179

62:                                               ; preds = %62, %59
  %63 = phi i32 [ %60, %59 ], [ %95, %62 ]
  %64 = lshr i32 %63, 6
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %65
  store float 0.000000e+00, ptr %66, align 4, !tbaa !27, !noalias !56
  %67 = add nuw nsw i32 %63, 64
  %68 = lshr i32 %67, 6
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %69
  store float 0.000000e+00, ptr %70, align 4, !tbaa !27, !noalias !56
  %71 = add nuw nsw i32 %63, 128
  %72 = lshr i32 %71, 6
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %73
  store float 0.000000e+00, ptr %74, align 4, !tbaa !27, !noalias !56
  %75 = add nuw nsw i32 %63, 192
  %76 = lshr i32 %75, 6
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %77
  store float 0.000000e+00, ptr %78, align 4, !tbaa !27, !noalias !56
  %79 = add nuw nsw i32 %63, 256
  %80 = lshr i32 %79, 6
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %81
  store float 0.000000e+00, ptr %82, align 4, !tbaa !27, !noalias !56
  %83 = add nuw nsw i32 %63, 320
  %84 = lshr i32 %83, 6
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %85
  store float 0.000000e+00, ptr %86, align 4, !tbaa !27, !noalias !56
  %87 = add nuw nsw i32 %63, 384
  %88 = lshr i32 %87, 6
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %89
  store float 0.000000e+00, ptr %90, align 4, !tbaa !27, !noalias !56
  %91 = add nuw nsw i32 %63, 448
  %92 = lshr i32 %91, 6
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw [65 x float], ptr %39, i64 %93
  store float 0.000000e+00, ptr %94, align 4, !tbaa !27, !noalias !56
  %95 = add nuw nsw i32 %63, 512
  %96 = icmp ult i32 %63, 3584
  br i1 %96, label %62, label %61, !llvm.loop !29

97:                                               ; preds = %61
  %98 = load i32, ptr %23, align 4, !tbaa !6, !alias.scope !49, !noalias !58
  %99 = tail call noundef i32 @llvm.smax.i32(i32 %98, i32 0)
  %100 = tail call noundef i32 @llvm.smin.i32(i32 %99, i32 %4)
  %101 = load i32, ptr %24, align 4, !tbaa !6, !alias.scope !49, !noalias !58
  %102 = tail call noundef i32 @llvm.smax.i32(i32 %101, i32 %100)
  %103 = add nsw i32 %100, 32
  %104 = tail call noundef i32 @llvm.smin.i32(i32 %4, i32 %103)
  %105 = tail call noundef i32 @llvm.smin.i32(i32 %102, i32 %104)
  %106 = icmp slt i32 %100, %105
  br i1 %106, label %107, label %137

107:                                              ; preds = %97
  %108 = mul nsw i64 %49, %26
  %109 = getelementptr float, ptr %2, i64 %108
  %110 = sub i32 %105, %100
  %111 = add i32 %100, 1
  %112 = and i32 %110, 1
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %132, label %114

114:                                              ; preds = %107
  %115 = sext i32 %100 to i64
  %116 = getelementptr inbounds i32, ptr %1, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6, !alias.scope !52, !noalias !59
  %118 = urem i32 %117, %3
  %119 = zext nneg i32 %118 to i64
  %120 = shl nuw i64 1, %119
  %121 = or i64 %120, %25
  %122 = getelementptr float, ptr %109, i64 %115
  %123 = load float, ptr %122, align 4, !tbaa !27, !alias.scope !54, !noalias !60
  %124 = fcmp contract ord float %123, 0.000000e+00
  %125 = tail call noundef float @llvm.maxnum.f32(float %123, float -1.000000e+06)
  %126 = tail call noundef float @llvm.minnum.f32(float %125, float 1.000000e+06)
  %127 = select contract i1 %124, float %126, float 0.000000e+00
  %128 = getelementptr inbounds nuw float, ptr %27, i64 %119
  %129 = load float, ptr %128, align 4, !tbaa !27, !noalias !56
  %130 = fadd contract float %129, %127
  store float %130, ptr %128, align 4, !tbaa !27, !noalias !56
  %131 = add nsw i32 %100, 1
  br label %132

132:                                              ; preds = %114, %107
  %133 = phi i64 [ poison, %107 ], [ %121, %114 ]
  %134 = phi i64 [ %25, %107 ], [ %121, %114 ]
  %135 = phi i32 [ %100, %107 ], [ %131, %114 ]
  %136 = icmp eq i32 %105, %111
  br i1 %136, label %137, label %141

137:                                              ; preds = %132, %141, %97
  %138 = phi i64 [ %25, %97 ], [ %133, %132 ], [ %167, %141 ]
  %139 = load float, ptr %28, align 4, !tbaa !27, !noalias !56
  %140 = fadd contract float %6, %139
  store float %140, ptr %28, align 4, !tbaa !27, !noalias !56
  store i64 %138, ptr %29, align 8, !tbaa !11, !noalias !56
  br label %179

141:                                              ; preds = %132, %141
  %142 = phi i64 [ %167, %141 ], [ %134, %132 ]
  %143 = phi i32 [ %177, %141 ], [ %135, %132 ]
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr %1, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6, !alias.scope !52, !noalias !59
  %147 = urem i32 %146, %3
  %148 = zext nneg i32 %147 to i64
  %149 = shl nuw i64 1, %148
  %150 = or i64 %149, %142
  %151 = getelementptr float, ptr %109, i64 %144
  %152 = load float, ptr %151, align 4, !tbaa !27, !alias.scope !54, !noalias !60
  %153 = fcmp contract ord float %152, 0.000000e+00
  %154 = tail call noundef float @llvm.maxnum.f32(float %152, float -1.000000e+06)
  %155 = tail call noundef float @llvm.minnum.f32(float %154, float 1.000000e+06)
  %156 = select contract i1 %153, float %155, float 0.000000e+00
  %157 = getelementptr inbounds nuw float, ptr %27, i64 %148
  %158 = load float, ptr %157, align 4, !tbaa !27, !noalias !56
  %159 = fadd contract float %158, %156
  store float %159, ptr %157, align 4, !tbaa !27, !noalias !56
  %160 = add nsw i32 %143, 1
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i32, ptr %1, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !6, !alias.scope !52, !noalias !59
  %164 = urem i32 %163, %3
  %165 = zext nneg i32 %164 to i64
  %166 = shl nuw i64 1, %165
  %167 = or i64 %166, %150
  %168 = getelementptr float, ptr %109, i64 %161
  %169 = load float, ptr %168, align 4, !tbaa !27, !alias.scope !54, !noalias !60
  %170 = fcmp contract ord float %169, 0.000000e+00
  %171 = tail call noundef float @llvm.maxnum.f32(float %169, float -1.000000e+06)
  %172 = tail call noundef float @llvm.minnum.f32(float %171, float 1.000000e+06)
  %173 = select contract i1 %170, float %172, float 0.000000e+00
  %174 = getelementptr inbounds nuw float, ptr %27, i64 %165
  %175 = load float, ptr %174, align 4, !tbaa !27, !noalias !56
  %176 = fadd contract float %175, %173
  store float %176, ptr %174, align 4, !tbaa !27, !noalias !56
  %177 = add nsw i32 %143, 2
  %178 = icmp eq i32 %177, %105
  br i1 %178, label %137, label %141, !llvm.loop !30

179:                                              ; preds = %137, %61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  br i1 %30, label %180, label %181

180:                                              ; preds = %179
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824)) #15, !noalias !56
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34828)) #15, !noalias !56
  br label %181

181:                                              ; preds = %180, %179
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  br i1 %47, label %193, label %182

182:                                              ; preds = %181, %182
  %183 = phi i32 [ %190, %182 ], [ %20, %181 ]
  %184 = phi i32 [ %191, %182 ], [ 0, %181 ]
  %185 = lshr i32 %183, 6
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !27, !noalias !46
  %189 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %186
  store float %188, ptr %189, align 4, !tbaa !27, !noalias !46
  %190 = add nuw nsw i32 %183, 64
  %191 = add i32 %184, 1
  %192 = icmp eq i32 %191, %46
  br i1 %192, label %193, label %182, !llvm.loop !61

193:                                              ; preds = %181, %182
  %194 = phi i32 [ %20, %181 ], [ %190, %182 ]
  br label %198

195:                                              ; preds = %198
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !46
  %196 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !34, !noalias !46
  %197 = icmp sgt i32 %196, 0
  br i1 %197, label %249, label %328

198:                                              ; preds = %198, %193
  %199 = phi i32 [ %194, %193 ], [ %247, %198 ]
  %200 = lshr i32 %199, 6
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %201
  %203 = load float, ptr %202, align 4, !tbaa !27, !noalias !46
  %204 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %201
  store float %203, ptr %204, align 4, !tbaa !27, !noalias !46
  %205 = add nuw nsw i32 %199, 64
  %206 = lshr i32 %205, 6
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %207
  %209 = load float, ptr %208, align 4, !tbaa !27, !noalias !46
  %210 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %207
  store float %209, ptr %210, align 4, !tbaa !27, !noalias !46
  %211 = add nuw nsw i32 %199, 128
  %212 = lshr i32 %211, 6
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !27, !noalias !46
  %216 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %213
  store float %215, ptr %216, align 4, !tbaa !27, !noalias !46
  %217 = add nuw nsw i32 %199, 192
  %218 = lshr i32 %217, 6
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %219
  %221 = load float, ptr %220, align 4, !tbaa !27, !noalias !46
  %222 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %219
  store float %221, ptr %222, align 4, !tbaa !27, !noalias !46
  %223 = add nuw nsw i32 %199, 256
  %224 = lshr i32 %223, 6
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %225
  %227 = load float, ptr %226, align 4, !tbaa !27, !noalias !46
  %228 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %225
  store float %227, ptr %228, align 4, !tbaa !27, !noalias !46
  %229 = add nuw nsw i32 %199, 320
  %230 = lshr i32 %229, 6
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %231
  %233 = load float, ptr %232, align 4, !tbaa !27, !noalias !46
  %234 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %231
  store float %233, ptr %234, align 4, !tbaa !27, !noalias !46
  %235 = add nuw nsw i32 %199, 384
  %236 = lshr i32 %235, 6
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %237
  %239 = load float, ptr %238, align 4, !tbaa !27, !noalias !46
  %240 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %237
  store float %239, ptr %240, align 4, !tbaa !27, !noalias !46
  %241 = add nuw nsw i32 %199, 448
  %242 = lshr i32 %241, 6
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds nuw [65 x float], ptr %44, i64 %243
  %245 = load float, ptr %244, align 4, !tbaa !27, !noalias !46
  %246 = getelementptr inbounds nuw [65 x float], ptr %45, i64 %243
  store float %245, ptr %246, align 4, !tbaa !27, !noalias !46
  %247 = add nuw nsw i32 %199, 512
  %248 = icmp ult i32 %199, 3584
  br i1 %248, label %198, label %195, !llvm.loop !36

249:                                              ; preds = %195, %260
  %250 = phi i32 [ %255, %260 ], [ 0, %195 ]
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %251
  %253 = load i32, ptr %252, align 4, !tbaa !6, !noalias !46
  %254 = add i32 %253, %20
  %255 = add nuw nsw i32 %250, 1
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !6, !noalias !46
  %259 = icmp slt i32 %254, %258
  br i1 %259, label %263, label %260

260:                                              ; preds = %325, %249
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !46
  %261 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !34, !noalias !46
  %262 = icmp slt i32 %255, %261
  br i1 %262, label %249, label %328, !llvm.loop !37

263:                                              ; preds = %249, %325
  %264 = phi i32 [ %326, %325 ], [ %254, %249 ]
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), i64 %265
  %267 = load i32, ptr %266, align 4, !tbaa !6, !noalias !46
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %268
  %270 = load i64, ptr %269, align 8, !tbaa !11, !noalias !46
  %271 = icmp eq i32 %267, 0
  %272 = sub nsw i32 64, %267
  %273 = zext nneg i32 %272 to i64
  %274 = lshr i64 -1, %273
  %275 = select i1 %271, i64 0, i64 %274
  %276 = and i64 %275, %270
  %277 = icmp eq i64 %276, 0
  br i1 %277, label %325, label %278

278:                                              ; preds = %263
  %279 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %268
  br label %282

280:                                              ; preds = %310, %282
  %281 = icmp eq i64 %290, 0
  br i1 %281, label %325, label %282, !llvm.loop !38

282:                                              ; preds = %280, %278
  %283 = phi i64 [ %276, %278 ], [ %290, %280 ]
  %284 = sub i64 0, %283
  %285 = and i64 %283, %284
  %286 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %285, i1 false)
  %287 = sub nuw nsw i64 64, %286
  %288 = sub nsw i64 63, %286
  %289 = add i64 %283, -1
  %290 = and i64 %289, %283
  %291 = getelementptr inbounds float, ptr %279, i64 %288
  %292 = load float, ptr %291, align 4, !tbaa !27, !noalias !46
  %293 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %288
  %294 = getelementptr inbounds float, ptr %293, i64 %288
  %295 = load float, ptr %294, align 4, !tbaa !27, !noalias !46
  %296 = tail call noundef float @llvm.nvvm.fabs.f32(float %295)
  %297 = fcmp contract ogt float %296, 0x3E45798EE0000000
  %298 = fcmp contract olt float %295, 0.000000e+00
  %299 = select contract i1 %298, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %300 = select contract i1 %297, float %295, float %299
  %301 = fdiv contract float %292, %300
  store float %301, ptr %291, align 4, !tbaa !27, !noalias !46
  %302 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %288
  %303 = load i64, ptr %302, align 8, !tbaa !11, !noalias !46
  %304 = icmp eq i64 %286, 0
  %305 = shl nsw i64 -1, %287
  %306 = select i1 %304, i64 0, i64 %305
  %307 = and i64 %303, %306
  %308 = and i64 %307, %270
  %309 = icmp eq i64 %308, 0
  br i1 %309, label %280, label %310

310:                                              ; preds = %282, %310
  %311 = phi i64 [ %317, %310 ], [ %308, %282 ]
  %312 = sub i64 0, %311
  %313 = and i64 %311, %312
  %314 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %313, i1 false)
  %315 = sub nsw i64 63, %314
  %316 = add i64 %311, -1
  %317 = and i64 %316, %311
  %318 = getelementptr inbounds float, ptr %293, i64 %315
  %319 = load float, ptr %318, align 4, !tbaa !27, !noalias !46
  %320 = fmul contract float %301, %319
  %321 = getelementptr inbounds float, ptr %279, i64 %315
  %322 = load float, ptr %321, align 4, !tbaa !27, !noalias !46
  %323 = fsub contract float %322, %320
  store float %323, ptr %321, align 4, !tbaa !27, !noalias !46
  %324 = icmp eq i64 %317, 0
  br i1 %324, label %280, label %310, !llvm.loop !39

325:                                              ; preds = %280, %263
  %326 = add i32 %264, 64
  %327 = icmp slt i32 %326, %258
  br i1 %327, label %263, label %260, !llvm.loop !40

328:                                              ; preds = %260, %195
  br i1 %32, label %329, label %332

329:                                              ; preds = %328
  %330 = mul i64 %34, %49
  %331 = getelementptr float, ptr %7, i64 %330
  br label %335

332:                                              ; preds = %335, %328
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !46
  %333 = add nuw nsw i64 %49, %36
  %334 = icmp slt i64 %333, %16
  br i1 %334, label %48, label %350, !llvm.loop !62

335:                                              ; preds = %335, %329
  %336 = phi i32 [ %20, %329 ], [ %348, %335 ]
  %337 = freeze i32 %336
  %338 = sdiv i32 %337, %3
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %339
  %341 = mul i32 %338, %3
  %342 = sub i32 %337, %341
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds float, ptr %340, i64 %343
  %345 = load float, ptr %344, align 4, !tbaa !27, !noalias !46
  %346 = sext i32 %336 to i64
  %347 = getelementptr float, ptr %331, i64 %346
  store float %345, ptr %347, align 4, !tbaa !27, !alias.scope !46
  %348 = add nuw i32 %336, 64
  %349 = icmp slt i32 %348, %31
  br i1 %349, label %335, label %332, !llvm.loop !63

350:                                              ; preds = %332, %8, %14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @batched_ic0_factor(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #5 {
  %9 = alloca [64 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64)
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp ne i32 %10, 64
  %12 = add i32 %3, -65
  %13 = icmp ult i32 %12, -64
  %14 = or i1 %11, %13
  br i1 %14, label %479, label %15

15:                                               ; preds = %8
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = sext i32 %5 to i64
  %18 = icmp slt i32 %16, %5
  br i1 %18, label %19, label %479

19:                                               ; preds = %15
  %20 = zext nneg i32 %16 to i64
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp samesign ult i32 %21, %3
  %23 = zext nneg i32 %21 to i64
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 4
  %26 = shl nuw i64 1, %23
  %27 = sext i32 %4 to i64
  %28 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %23
  %29 = getelementptr inbounds nuw float, ptr %28, i64 %23
  %30 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %23
  %31 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %23
  %32 = icmp eq i32 %21, 0
  %33 = mul nuw nsw i32 %3, %3
  %34 = icmp samesign ult i32 %21, %33
  %35 = zext nneg i32 %3 to i64
  %36 = mul nuw nsw i64 %35, %35
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = and i32 %21, 63
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %40
  %42 = lshr i32 %21, 6
  %43 = sub nuw nsw i32 64, %42
  %44 = and i32 %43, 7
  %45 = icmp eq i32 %44, 0
  %46 = and i32 %3, 1
  %47 = icmp eq i32 %3, 1
  %48 = and i32 %3, 126
  %49 = icmp eq i32 %46, 0
  %50 = icmp ne i32 %46, 0
  %51 = and i32 %3, 7
  %52 = icmp ult i32 %3, 8
  %53 = and i32 %3, 120
  %54 = icmp eq i32 %51, 0
  %55 = icmp ne i32 %51, 0
  %56 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %40
  %57 = and i32 %43, 7
  %58 = icmp eq i32 %57, 0
  br label %59

59:                                               ; preds = %461, %19
  %60 = phi i64 [ %20, %19 ], [ %462, %461 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !72)
  br i1 %45, label %70, label %61

61:                                               ; preds = %59, %61
  %62 = phi i32 [ %67, %61 ], [ %21, %59 ]
  %63 = phi i32 [ %68, %61 ], [ 0, %59 ]
  %64 = lshr i32 %62, 6
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %65
  store float 0.000000e+00, ptr %66, align 4, !tbaa !27, !noalias !74
  %67 = add nuw nsw i32 %62, 64
  %68 = add i32 %63, 1
  %69 = icmp eq i32 %68, %44
  br i1 %69, label %70, label %61, !llvm.loop !75

70:                                               ; preds = %59, %61
  %71 = phi i32 [ %21, %59 ], [ %67, %61 ]
  br label %73

72:                                               ; preds = %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !74
  br i1 %22, label %108, label %190

73:                                               ; preds = %73, %70
  %74 = phi i32 [ %71, %70 ], [ %106, %73 ]
  %75 = lshr i32 %74, 6
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %76
  store float 0.000000e+00, ptr %77, align 4, !tbaa !27, !noalias !74
  %78 = add nuw nsw i32 %74, 64
  %79 = lshr i32 %78, 6
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %80
  store float 0.000000e+00, ptr %81, align 4, !tbaa !27, !noalias !74
  %82 = add nuw nsw i32 %74, 128
  %83 = lshr i32 %82, 6
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %84
  store float 0.000000e+00, ptr %85, align 4, !tbaa !27, !noalias !74
  %86 = add nuw nsw i32 %74, 192
  %87 = lshr i32 %86, 6
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %88
  store float 0.000000e+00, ptr %89, align 4, !tbaa !27, !noalias !74
  %90 = add nuw nsw i32 %74, 256
  %91 = lshr i32 %90, 6
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %92
  store float 0.000000e+00, ptr %93, align 4, !tbaa !27, !noalias !74
  %94 = add nuw nsw i32 %74, 320
  %95 = lshr i32 %94, 6
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %96
  store float 0.000000e+00, ptr %97, align 4, !tbaa !27, !noalias !74
  %98 = add nuw nsw i32 %74, 384
  %99 = lshr i32 %98, 6
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %100
  store float 0.000000e+00, ptr %101, align 4, !tbaa !27, !noalias !74
  %102 = add nuw nsw i32 %74, 448
  %103 = lshr i32 %102, 6
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw [65 x float], ptr %41, i64 %104
  store float 0.000000e+00, ptr %105, align 4, !tbaa !27, !noalias !74
  %106 = add nuw nsw i32 %74, 512
  %107 = icmp ult i32 %74, 3584
  br i1 %107, label %73, label %72, !llvm.loop !29

108:                                              ; preds = %72
  %109 = load i32, ptr %24, align 4, !tbaa !6, !alias.scope !67, !noalias !76
  %110 = tail call noundef i32 @llvm.smax.i32(i32 %109, i32 0)
  %111 = tail call noundef i32 @llvm.smin.i32(i32 %110, i32 %4)
  %112 = load i32, ptr %25, align 4, !tbaa !6, !alias.scope !67, !noalias !76
  %113 = tail call noundef i32 @llvm.smax.i32(i32 %112, i32 %111)
  %114 = add nsw i32 %111, 32
  %115 = tail call noundef i32 @llvm.smin.i32(i32 %4, i32 %114)
  %116 = tail call noundef i32 @llvm.smin.i32(i32 %113, i32 %115)
  %117 = icmp slt i32 %111, %116
  br i1 %117, label %118, label %148

118:                                              ; preds = %108
  %119 = mul nsw i64 %60, %27
  %120 = getelementptr float, ptr %2, i64 %119
  %121 = sub i32 %116, %111
  %122 = add i32 %111, 1
  %123 = and i32 %121, 1
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %143, label %125

125:                                              ; preds = %118
  %126 = sext i32 %111 to i64
  %127 = getelementptr inbounds i32, ptr %1, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6, !alias.scope !70, !noalias !77
  %129 = urem i32 %128, %3
  %130 = zext nneg i32 %129 to i64
  %131 = shl nuw i64 1, %130
  %132 = or i64 %131, %26
  %133 = getelementptr float, ptr %120, i64 %126
  %134 = load float, ptr %133, align 4, !tbaa !27, !alias.scope !72, !noalias !78
  %135 = fcmp contract ord float %134, 0.000000e+00
  %136 = tail call noundef float @llvm.maxnum.f32(float %134, float -1.000000e+06)
  %137 = tail call noundef float @llvm.minnum.f32(float %136, float 1.000000e+06)
  %138 = select contract i1 %135, float %137, float 0.000000e+00
  %139 = getelementptr inbounds nuw float, ptr %28, i64 %130
  %140 = load float, ptr %139, align 4, !tbaa !27, !noalias !74
  %141 = fadd contract float %140, %138
  store float %141, ptr %139, align 4, !tbaa !27, !noalias !74
  %142 = add nsw i32 %111, 1
  br label %143

143:                                              ; preds = %125, %118
  %144 = phi i64 [ poison, %118 ], [ %132, %125 ]
  %145 = phi i64 [ %26, %118 ], [ %132, %125 ]
  %146 = phi i32 [ %111, %118 ], [ %142, %125 ]
  %147 = icmp eq i32 %116, %122
  br i1 %147, label %148, label %152

148:                                              ; preds = %143, %152, %108
  %149 = phi i64 [ %26, %108 ], [ %144, %143 ], [ %178, %152 ]
  %150 = load float, ptr %29, align 4, !tbaa !27, !noalias !74
  %151 = fadd contract float %6, %150
  store float %151, ptr %29, align 4, !tbaa !27, !noalias !74
  store i64 %149, ptr %30, align 8, !tbaa !11, !noalias !74
  br label %190

152:                                              ; preds = %143, %152
  %153 = phi i64 [ %178, %152 ], [ %145, %143 ]
  %154 = phi i32 [ %188, %152 ], [ %146, %143 ]
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr %1, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6, !alias.scope !70, !noalias !77
  %158 = urem i32 %157, %3
  %159 = zext nneg i32 %158 to i64
  %160 = shl nuw i64 1, %159
  %161 = or i64 %160, %153
  %162 = getelementptr float, ptr %120, i64 %155
  %163 = load float, ptr %162, align 4, !tbaa !27, !alias.scope !72, !noalias !78
  %164 = fcmp contract ord float %163, 0.000000e+00
  %165 = tail call noundef float @llvm.maxnum.f32(float %163, float -1.000000e+06)
  %166 = tail call noundef float @llvm.minnum.f32(float %165, float 1.000000e+06)
  %167 = select contract i1 %164, float %166, float 0.000000e+00
  %168 = getelementptr inbounds nuw float, ptr %28, i64 %159
  %169 = load float, ptr %168, align 4, !tbaa !27, !noalias !74
  %170 = fadd contract float %169, %167
  store float %170, ptr %168, align 4, !tbaa !27, !noalias !74
  %171 = add nsw i32 %154, 1
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds i32, ptr %1, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !6, !alias.scope !70, !noalias !77
  %175 = urem i32 %174, %3
  %176 = zext nneg i32 %175 to i64
  %177 = shl nuw i64 1, %176
  %178 = or i64 %177, %161
  %179 = getelementptr float, ptr %120, i64 %172
  %180 = load float, ptr %179, align 4, !tbaa !27, !alias.scope !72, !noalias !78
  %181 = fcmp contract ord float %180, 0.000000e+00
  %182 = tail call noundef float @llvm.maxnum.f32(float %180, float -1.000000e+06)
  %183 = tail call noundef float @llvm.minnum.f32(float %182, float 1.000000e+06)
  %184 = select contract i1 %181, float %183, float 0.000000e+00
  %185 = getelementptr inbounds nuw float, ptr %28, i64 %176
  %186 = load float, ptr %185, align 4, !tbaa !27, !noalias !74
  %187 = fadd contract float %186, %184
  store float %187, ptr %185, align 4, !tbaa !27, !noalias !74
  %188 = add nsw i32 %154, 2
  %189 = icmp eq i32 %188, %116
  br i1 %189, label %148, label %152, !llvm.loop !30

190:                                              ; preds = %148, %72
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !74
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #15, !noalias !74
  br i1 %22, label %191, label %250

191:                                              ; preds = %190
  %192 = load i64, ptr %30, align 8, !tbaa !11, !noalias !74
  br i1 %47, label %232, label %193

193:                                              ; preds = %191, %193
  %194 = phi i32 [ %228, %193 ], [ 0, %191 ]
  %195 = phi i64 [ %220, %193 ], [ %192, %191 ]
  %196 = phi i32 [ %229, %193 ], [ 0, %191 ]
  %197 = zext nneg i32 %194 to i64
  %198 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %197
  %199 = load i64, ptr %198, align 8, !tbaa !11, !noalias !74
  %200 = and i64 %199, %26
  %201 = icmp eq i64 %200, 0
  %202 = shl nuw i64 1, %197
  %203 = select i1 %201, i64 0, i64 %202
  %204 = or i64 %203, %195
  %205 = getelementptr inbounds nuw float, ptr %28, i64 %197
  %206 = load float, ptr %205, align 4, !tbaa !27, !noalias !74
  %207 = getelementptr inbounds nuw [65 x float], ptr %31, i64 %197
  %208 = load float, ptr %207, align 4, !tbaa !27, !noalias !74
  %209 = fadd contract float %206, %208
  %210 = fmul contract float %209, 5.000000e-01
  %211 = getelementptr inbounds nuw float, ptr %9, i64 %197
  store float %210, ptr %211, align 4, !tbaa !27, !noalias !74
  %212 = or disjoint i32 %194, 1
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %213
  %215 = load i64, ptr %214, align 8, !tbaa !11, !noalias !74
  %216 = and i64 %215, %26
  %217 = icmp eq i64 %216, 0
  %218 = shl nuw i64 1, %213
  %219 = select i1 %217, i64 0, i64 %218
  %220 = or i64 %219, %204
  %221 = getelementptr inbounds nuw float, ptr %28, i64 %213
  %222 = load float, ptr %221, align 4, !tbaa !27, !noalias !74
  %223 = getelementptr inbounds nuw [65 x float], ptr %31, i64 %213
  %224 = load float, ptr %223, align 4, !tbaa !27, !noalias !74
  %225 = fadd contract float %222, %224
  %226 = fmul contract float %225, 5.000000e-01
  %227 = getelementptr inbounds nuw float, ptr %9, i64 %213
  store float %226, ptr %227, align 4, !tbaa !27, !noalias !74
  %228 = add nuw nsw i32 %194, 2
  %229 = add i32 %196, 2
  %230 = icmp eq i32 %229, %48
  br i1 %230, label %231, label %193, !llvm.loop !31

231:                                              ; preds = %193
  br i1 %49, label %250, label %232

232:                                              ; preds = %231, %191
  %233 = phi i32 [ 0, %191 ], [ %228, %231 ]
  %234 = phi i64 [ %192, %191 ], [ %220, %231 ]
  tail call void @llvm.assume(i1 %50)
  %235 = zext nneg i32 %233 to i64
  %236 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %235
  %237 = load i64, ptr %236, align 8, !tbaa !11, !noalias !74
  %238 = and i64 %237, %26
  %239 = icmp eq i64 %238, 0
  %240 = shl nuw i64 1, %235
  %241 = select i1 %239, i64 0, i64 %240
  %242 = or i64 %241, %234
  %243 = getelementptr inbounds nuw float, ptr %28, i64 %235
  %244 = load float, ptr %243, align 4, !tbaa !27, !noalias !74
  %245 = getelementptr inbounds nuw [65 x float], ptr %31, i64 %235
  %246 = load float, ptr %245, align 4, !tbaa !27, !noalias !74
  %247 = fadd contract float %244, %246
  %248 = fmul contract float %247, 5.000000e-01
  %249 = getelementptr inbounds nuw float, ptr %9, i64 %235
  store float %248, ptr %249, align 4, !tbaa !27, !noalias !74
  br label %250

250:                                              ; preds = %232, %231, %190
  %251 = phi i64 [ 0, %190 ], [ %220, %231 ], [ %242, %232 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !74
  br i1 %22, label %252, label %311

252:                                              ; preds = %250
  store i64 %251, ptr %30, align 8, !tbaa !11, !noalias !74
  br i1 %52, label %299, label %253

253:                                              ; preds = %252, %253
  %254 = phi i32 [ %295, %253 ], [ 0, %252 ]
  %255 = phi i32 [ %296, %253 ], [ 0, %252 ]
  %256 = zext nneg i32 %254 to i64
  %257 = getelementptr inbounds nuw float, ptr %9, i64 %256
  %258 = load float, ptr %257, align 4, !tbaa !27, !noalias !74
  %259 = getelementptr inbounds nuw float, ptr %28, i64 %256
  store float %258, ptr %259, align 4, !tbaa !27, !noalias !74
  %260 = or disjoint i32 %254, 1
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr inbounds nuw float, ptr %9, i64 %261
  %263 = load float, ptr %262, align 4, !tbaa !27, !noalias !74
  %264 = getelementptr inbounds nuw float, ptr %28, i64 %261
  store float %263, ptr %264, align 4, !tbaa !27, !noalias !74
  %265 = or disjoint i32 %254, 2
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr inbounds nuw float, ptr %9, i64 %266
  %268 = load float, ptr %267, align 4, !tbaa !27, !noalias !74
  %269 = getelementptr inbounds nuw float, ptr %28, i64 %266
  store float %268, ptr %269, align 4, !tbaa !27, !noalias !74
  %270 = or disjoint i32 %254, 3
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds nuw float, ptr %9, i64 %271
  %273 = load float, ptr %272, align 4, !tbaa !27, !noalias !74
  %274 = getelementptr inbounds nuw float, ptr %28, i64 %271
  store float %273, ptr %274, align 4, !tbaa !27, !noalias !74
  %275 = or disjoint i32 %254, 4
  %276 = zext nneg i32 %275 to i64
  %277 = getelementptr inbounds nuw float, ptr %9, i64 %276
  %278 = load float, ptr %277, align 4, !tbaa !27, !noalias !74
  %279 = getelementptr inbounds nuw float, ptr %28, i64 %276
  store float %278, ptr %279, align 4, !tbaa !27, !noalias !74
  %280 = or disjoint i32 %254, 5
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw float, ptr %9, i64 %281
  %283 = load float, ptr %282, align 4, !tbaa !27, !noalias !74
  %284 = getelementptr inbounds nuw float, ptr %28, i64 %281
  store float %283, ptr %284, align 4, !tbaa !27, !noalias !74
  %285 = or disjoint i32 %254, 6
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds nuw float, ptr %9, i64 %286
  %288 = load float, ptr %287, align 4, !tbaa !27, !noalias !74
  %289 = getelementptr inbounds nuw float, ptr %28, i64 %286
  store float %288, ptr %289, align 4, !tbaa !27, !noalias !74
  %290 = or disjoint i32 %254, 7
  %291 = zext nneg i32 %290 to i64
  %292 = getelementptr inbounds nuw float, ptr %9, i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !27, !noalias !74
  %294 = getelementptr inbounds nuw float, ptr %28, i64 %291
  store float %293, ptr %294, align 4, !tbaa !27, !noalias !74
  %295 = add nuw nsw i32 %254, 8
  %296 = add i32 %255, 8
  %297 = icmp eq i32 %296, %53
  br i1 %297, label %298, label %253, !llvm.loop !32

298:                                              ; preds = %253
  br i1 %54, label %311, label %299

299:                                              ; preds = %298, %252
  %300 = phi i32 [ 0, %252 ], [ %295, %298 ]
  tail call void @llvm.assume(i1 %55)
  br label %301

301:                                              ; preds = %301, %299
  %302 = phi i32 [ %300, %299 ], [ %308, %301 ]
  %303 = phi i32 [ 0, %299 ], [ %309, %301 ]
  %304 = zext nneg i32 %302 to i64
  %305 = getelementptr inbounds nuw float, ptr %9, i64 %304
  %306 = load float, ptr %305, align 4, !tbaa !27, !noalias !74
  %307 = getelementptr inbounds nuw float, ptr %28, i64 %304
  store float %306, ptr %307, align 4, !tbaa !27, !noalias !74
  %308 = add nuw nsw i32 %302, 1
  %309 = add i32 %303, 1
  %310 = icmp eq i32 %309, %51
  br i1 %310, label %311, label %301, !llvm.loop !79

311:                                              ; preds = %298, %301, %250
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !74
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #15, !noalias !74
  br i1 %32, label %312, label %313

312:                                              ; preds = %311
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824)) #15, !noalias !74
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34828)) #15, !noalias !74
  br label %313

313:                                              ; preds = %312, %311
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !74
  br i1 %58, label %323, label %314

314:                                              ; preds = %313, %314
  %315 = phi i32 [ %320, %314 ], [ %21, %313 ]
  %316 = phi i32 [ %321, %314 ], [ 0, %313 ]
  %317 = lshr i32 %315, 6
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %318
  store float 0.000000e+00, ptr %319, align 4, !tbaa !27, !noalias !64
  %320 = add nuw nsw i32 %315, 64
  %321 = add i32 %316, 1
  %322 = icmp eq i32 %321, %57
  br i1 %322, label %323, label %314, !llvm.loop !80

323:                                              ; preds = %313, %314
  %324 = phi i32 [ %21, %313 ], [ %320, %314 ]
  br label %328

325:                                              ; preds = %328
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !64
  %326 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !34, !noalias !64
  %327 = icmp sgt i32 %326, 0
  br i1 %327, label %363, label %457

328:                                              ; preds = %328, %323
  %329 = phi i32 [ %324, %323 ], [ %361, %328 ]
  %330 = lshr i32 %329, 6
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %331
  store float 0.000000e+00, ptr %332, align 4, !tbaa !27, !noalias !64
  %333 = add nuw nsw i32 %329, 64
  %334 = lshr i32 %333, 6
  %335 = zext nneg i32 %334 to i64
  %336 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %335
  store float 0.000000e+00, ptr %336, align 4, !tbaa !27, !noalias !64
  %337 = add nuw nsw i32 %329, 128
  %338 = lshr i32 %337, 6
  %339 = zext nneg i32 %338 to i64
  %340 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %339
  store float 0.000000e+00, ptr %340, align 4, !tbaa !27, !noalias !64
  %341 = add nuw nsw i32 %329, 192
  %342 = lshr i32 %341, 6
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %343
  store float 0.000000e+00, ptr %344, align 4, !tbaa !27, !noalias !64
  %345 = add nuw nsw i32 %329, 256
  %346 = lshr i32 %345, 6
  %347 = zext nneg i32 %346 to i64
  %348 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %347
  store float 0.000000e+00, ptr %348, align 4, !tbaa !27, !noalias !64
  %349 = add nuw nsw i32 %329, 320
  %350 = lshr i32 %349, 6
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %351
  store float 0.000000e+00, ptr %352, align 4, !tbaa !27, !noalias !64
  %353 = add nuw nsw i32 %329, 384
  %354 = lshr i32 %353, 6
  %355 = zext nneg i32 %354 to i64
  %356 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %355
  store float 0.000000e+00, ptr %356, align 4, !tbaa !27, !noalias !64
  %357 = add nuw nsw i32 %329, 448
  %358 = lshr i32 %357, 6
  %359 = zext nneg i32 %358 to i64
  %360 = getelementptr inbounds nuw [65 x float], ptr %56, i64 %359
  store float 0.000000e+00, ptr %360, align 4, !tbaa !27, !noalias !64
  %361 = add nuw nsw i32 %329, 512
  %362 = icmp ult i32 %329, 3584
  br i1 %362, label %328, label %325, !llvm.loop !41

363:                                              ; preds = %325, %374
  %364 = phi i32 [ %369, %374 ], [ 0, %325 ]
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %365
  %367 = load i32, ptr %366, align 4, !tbaa !6, !noalias !64
  %368 = add i32 %367, %21
  %369 = add nuw nsw i32 %364, 1
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %370
  %372 = load i32, ptr %371, align 4, !tbaa !6, !noalias !64
  %373 = icmp slt i32 %368, %372
  br i1 %373, label %377, label %374

374:                                              ; preds = %449, %363
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !64
  %375 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !34, !noalias !64
  %376 = icmp slt i32 %369, %375
  br i1 %376, label %363, label %457, !llvm.loop !42

377:                                              ; preds = %363, %449
  %378 = phi i32 [ %455, %449 ], [ %368, %363 ]
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), i64 %379
  %381 = load i32, ptr %380, align 4, !tbaa !6, !noalias !64
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %382
  %384 = load i64, ptr %383, align 8, !tbaa !11, !noalias !64
  %385 = icmp eq i32 %381, 0
  %386 = sub nsw i32 64, %381
  %387 = zext nneg i32 %386 to i64
  %388 = lshr i64 -1, %387
  %389 = select i1 %385, i64 0, i64 %388
  %390 = and i64 %389, %384
  %391 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %382
  %392 = getelementptr inbounds float, ptr %391, i64 %382
  %393 = load float, ptr %392, align 4, !tbaa !27, !noalias !64
  %394 = icmp eq i64 %390, 0
  br i1 %394, label %449, label %395

395:                                              ; preds = %377
  %396 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %382
  br label %397

397:                                              ; preds = %434, %395
  %398 = phi float [ %393, %395 ], [ %447, %434 ]
  %399 = phi i64 [ %390, %395 ], [ %405, %434 ]
  %400 = sub i64 0, %399
  %401 = and i64 %399, %400
  %402 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %401, i1 false)
  %403 = sub nsw i64 63, %402
  %404 = add i64 %399, -1
  %405 = and i64 %404, %399
  %406 = getelementptr inbounds float, ptr %391, i64 %403
  %407 = load float, ptr %406, align 4, !tbaa !27, !noalias !64
  %408 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %403
  %409 = load i64, ptr %408, align 8, !tbaa !11, !noalias !64
  %410 = icmp eq i64 %402, 63
  %411 = lshr i64 9223372036854775807, %402
  %412 = select i1 %410, i64 0, i64 %411
  %413 = and i64 %409, %412
  %414 = and i64 %413, %390
  %415 = icmp eq i64 %414, 0
  br i1 %415, label %434, label %416

416:                                              ; preds = %397
  %417 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %403
  br label %418

418:                                              ; preds = %418, %416
  %419 = phi i64 [ %414, %416 ], [ %426, %418 ]
  %420 = phi float [ %407, %416 ], [ %432, %418 ]
  %421 = sub nsw i64 0, %419
  %422 = and i64 %419, %421
  %423 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %422, i1 false)
  %424 = sub nsw i64 63, %423
  %425 = add nsw i64 %419, -1
  %426 = and i64 %425, %419
  %427 = getelementptr inbounds float, ptr %396, i64 %424
  %428 = load float, ptr %427, align 4, !tbaa !27, !noalias !64
  %429 = getelementptr inbounds float, ptr %417, i64 %424
  %430 = load float, ptr %429, align 4, !tbaa !27, !noalias !64
  %431 = fmul contract float %428, %430
  %432 = fsub contract float %420, %431
  %433 = icmp eq i64 %426, 0
  br i1 %433, label %434, label %418, !llvm.loop !43

434:                                              ; preds = %418, %397
  %435 = phi float [ %407, %397 ], [ %432, %418 ]
  %436 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %403
  %437 = getelementptr inbounds float, ptr %436, i64 %403
  %438 = load float, ptr %437, align 4, !tbaa !27, !noalias !64
  %439 = tail call noundef float @llvm.nvvm.fabs.f32(float %438)
  %440 = fcmp contract ogt float %439, 0x3E45798EE0000000
  %441 = fcmp contract olt float %438, 0.000000e+00
  %442 = select contract i1 %441, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %443 = select contract i1 %440, float %438, float %442
  %444 = fdiv contract float %435, %443
  %445 = getelementptr inbounds float, ptr %396, i64 %403
  store float %444, ptr %445, align 4, !tbaa !27, !noalias !64
  %446 = fmul contract float %444, %444
  %447 = fsub contract float %398, %446
  %448 = icmp eq i64 %405, 0
  br i1 %448, label %449, label %397, !llvm.loop !44

449:                                              ; preds = %434, %377
  %450 = phi float [ %393, %377 ], [ %447, %434 ]
  %451 = tail call noundef float @llvm.maxnum.f32(float %450, float 0x3D71979980000000)
  %452 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %451) #15
  %453 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %382
  %454 = getelementptr inbounds float, ptr %453, i64 %382
  store float %452, ptr %454, align 4, !tbaa !27, !noalias !64
  %455 = add i32 %378, 64
  %456 = icmp slt i32 %455, %372
  br i1 %456, label %377, label %374, !llvm.loop !45

457:                                              ; preds = %374, %325
  br i1 %34, label %458, label %461

458:                                              ; preds = %457
  %459 = mul i64 %36, %60
  %460 = getelementptr float, ptr %7, i64 %459
  br label %464

461:                                              ; preds = %464, %457
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !64
  %462 = add nuw nsw i64 %60, %38
  %463 = icmp slt i64 %462, %17
  br i1 %463, label %59, label %479, !llvm.loop !81

464:                                              ; preds = %464, %458
  %465 = phi i32 [ %21, %458 ], [ %477, %464 ]
  %466 = freeze i32 %465
  %467 = sdiv i32 %466, %3
  %468 = sext i32 %467 to i64
  %469 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %468
  %470 = mul i32 %467, %3
  %471 = sub i32 %466, %470
  %472 = sext i32 %471 to i64
  %473 = getelementptr inbounds float, ptr %469, i64 %472
  %474 = load float, ptr %473, align 4, !tbaa !27, !noalias !64
  %475 = sext i32 %465 to i64
  %476 = getelementptr float, ptr %460, i64 %475
  store float %474, ptr %476, align 4, !tbaa !27, !alias.scope !64
  %477 = add nuw i32 %465, 64
  %478 = icmp slt i32 %477, %33
  br i1 %478, label %464, label %461, !llvm.loop !82

479:                                              ; preds = %461, %8, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @batched_pcg_ilu0(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #6 {
  tail call void @_Z8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) #16
  ret void
}

; Function Attrs: convergent nounwind
define linkonce_odr dso_local void @_Z8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #7 comdat {
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = icmp ne i32 %13, 64
  %15 = add i32 %6, -65
  %16 = icmp ult i32 %15, -64
  %17 = or i1 %14, %16
  br i1 %17, label %785, label %18

18:                                               ; preds = %12
  %19 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 1)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 64)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = sext i32 %8 to i64
  %24 = icmp slt i32 %22, %8
  br i1 %24, label %25, label %785

25:                                               ; preds = %18
  %26 = zext nneg i32 %22 to i64
  %27 = icmp samesign ult i32 %21, %6
  %28 = zext nneg i32 %21 to i64
  %29 = getelementptr inbounds nuw i32, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %29, i64 4
  %31 = shl nuw i64 1, %28
  %32 = sext i32 %7 to i64
  %33 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %28
  %34 = getelementptr inbounds nuw float, ptr %33, i64 %28
  %35 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %28
  %36 = icmp eq i32 %21, 0
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %28
  %38 = zext nneg i32 %6 to i64
  %39 = getelementptr float, ptr %3, i64 %28
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %28
  %41 = icmp samesign ult i32 %21, %6
  %42 = and i32 %21, 31
  %43 = icmp eq i32 %42, 0
  %44 = lshr exact i32 %21, 5
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %45
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %28
  %48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %28
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %28
  %50 = getelementptr float, ptr %4, i64 %28
  %51 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %52 = zext nneg i32 %51 to i64
  %53 = lshr i32 %21, 6
  %54 = sub nuw nsw i32 64, %53
  %55 = and i32 %54, 7
  %56 = icmp eq i32 %55, 0
  %57 = and i32 %54, 3
  %58 = icmp eq i32 %57, 0
  br label %59

59:                                               ; preds = %25, %782
  %60 = phi i64 [ %26, %25 ], [ %783, %782 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !83)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !88)
  br i1 %56, label %73, label %61

61:                                               ; preds = %59, %61
  %62 = phi i32 [ %70, %61 ], [ %21, %59 ]
  %63 = phi i32 [ %71, %61 ], [ 0, %59 ]
  %64 = lshr i32 %62, 6
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %65
  %67 = and i32 %62, 63
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr %66, i64 %68
  store float 0.000000e+00, ptr %69, align 4, !tbaa !27, !noalias !90
  %70 = add nuw nsw i32 %62, 64
  %71 = add i32 %63, 1
  %72 = icmp eq i32 %71, %55
  br i1 %72, label %73, label %61, !llvm.loop !91

73:                                               ; preds = %59, %61
  %74 = phi i32 [ %21, %59 ], [ %70, %61 ]
  %75 = and i32 %74, 63
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %76
  %78 = zext nneg i32 %75 to i64
  %79 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %78
  %80 = zext nneg i32 %75 to i64
  %81 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %80
  %82 = zext nneg i32 %75 to i64
  %83 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %82
  %84 = zext nneg i32 %75 to i64
  %85 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %84
  %86 = zext nneg i32 %75 to i64
  %87 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %86
  %88 = zext nneg i32 %75 to i64
  %89 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %88
  %90 = zext nneg i32 %75 to i64
  %91 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %90
  br label %93

92:                                               ; preds = %93
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !90
  br i1 %27, label %128, label %210

93:                                               ; preds = %93, %73
  %94 = phi i32 [ %74, %73 ], [ %126, %93 ]
  %95 = lshr i32 %94, 6
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds [65 x float], ptr %77, i64 %96
  store float 0.000000e+00, ptr %97, align 4, !tbaa !27, !noalias !90
  %98 = add nuw nsw i32 %94, 64
  %99 = lshr i32 %98, 6
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds [65 x float], ptr %79, i64 %100
  store float 0.000000e+00, ptr %101, align 4, !tbaa !27, !noalias !90
  %102 = add nuw nsw i32 %94, 128
  %103 = lshr i32 %102, 6
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [65 x float], ptr %81, i64 %104
  store float 0.000000e+00, ptr %105, align 4, !tbaa !27, !noalias !90
  %106 = add nuw nsw i32 %94, 192
  %107 = lshr i32 %106, 6
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [65 x float], ptr %83, i64 %108
  store float 0.000000e+00, ptr %109, align 4, !tbaa !27, !noalias !90
  %110 = add nuw nsw i32 %94, 256
  %111 = lshr i32 %110, 6
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [65 x float], ptr %85, i64 %112
  store float 0.000000e+00, ptr %113, align 4, !tbaa !27, !noalias !90
  %114 = add nuw nsw i32 %94, 320
  %115 = lshr i32 %114, 6
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [65 x float], ptr %87, i64 %116
  store float 0.000000e+00, ptr %117, align 4, !tbaa !27, !noalias !90
  %118 = add nuw nsw i32 %94, 384
  %119 = lshr i32 %118, 6
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds [65 x float], ptr %89, i64 %120
  store float 0.000000e+00, ptr %121, align 4, !tbaa !27, !noalias !90
  %122 = add nuw nsw i32 %94, 448
  %123 = lshr i32 %122, 6
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [65 x float], ptr %91, i64 %124
  store float 0.000000e+00, ptr %125, align 4, !tbaa !27, !noalias !90
  %126 = add nuw nsw i32 %94, 512
  %127 = icmp ult i32 %94, 3584
  br i1 %127, label %93, label %92, !llvm.loop !29

128:                                              ; preds = %92
  %129 = load i32, ptr %29, align 4, !tbaa !6, !alias.scope !83, !noalias !92
  %130 = tail call noundef i32 @llvm.smax.i32(i32 %129, i32 0)
  %131 = tail call noundef i32 @llvm.smin.i32(i32 %130, i32 %7)
  %132 = load i32, ptr %30, align 4, !tbaa !6, !alias.scope !83, !noalias !92
  %133 = tail call noundef i32 @llvm.smax.i32(i32 %132, i32 %131)
  %134 = add nsw i32 %131, 32
  %135 = tail call noundef i32 @llvm.smin.i32(i32 %7, i32 %134)
  %136 = tail call noundef i32 @llvm.smin.i32(i32 %133, i32 %135)
  %137 = icmp slt i32 %131, %136
  br i1 %137, label %138, label %168

138:                                              ; preds = %128
  %139 = mul nsw i64 %60, %32
  %140 = getelementptr float, ptr %2, i64 %139
  %141 = sub i32 %136, %131
  %142 = add i32 %131, 1
  %143 = and i32 %141, 1
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %163, label %145

145:                                              ; preds = %138
  %146 = sext i32 %131 to i64
  %147 = getelementptr inbounds i32, ptr %1, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !6, !alias.scope !86, !noalias !93
  %149 = urem i32 %148, %6
  %150 = zext nneg i32 %149 to i64
  %151 = shl nuw i64 1, %150
  %152 = or i64 %151, %31
  %153 = getelementptr float, ptr %140, i64 %146
  %154 = load float, ptr %153, align 4, !tbaa !27, !alias.scope !88, !noalias !94
  %155 = fcmp contract ord float %154, 0.000000e+00
  %156 = tail call noundef float @llvm.maxnum.f32(float %154, float -1.000000e+06)
  %157 = tail call noundef float @llvm.minnum.f32(float %156, float 1.000000e+06)
  %158 = select contract i1 %155, float %157, float 0.000000e+00
  %159 = getelementptr inbounds nuw float, ptr %33, i64 %150
  %160 = load float, ptr %159, align 4, !tbaa !27, !noalias !90
  %161 = fadd contract float %160, %158
  store float %161, ptr %159, align 4, !tbaa !27, !noalias !90
  %162 = add nsw i32 %131, 1
  br label %163

163:                                              ; preds = %145, %138
  %164 = phi i64 [ poison, %138 ], [ %152, %145 ]
  %165 = phi i64 [ %31, %138 ], [ %152, %145 ]
  %166 = phi i32 [ %131, %138 ], [ %162, %145 ]
  %167 = icmp eq i32 %136, %142
  br i1 %167, label %168, label %172

168:                                              ; preds = %163, %172, %128
  %169 = phi i64 [ %31, %128 ], [ %164, %163 ], [ %198, %172 ]
  %170 = load float, ptr %34, align 4, !tbaa !27, !noalias !90
  %171 = fadd contract float %9, %170
  store float %171, ptr %34, align 4, !tbaa !27, !noalias !90
  store i64 %169, ptr %35, align 8, !tbaa !11, !noalias !90
  br label %210

172:                                              ; preds = %163, %172
  %173 = phi i64 [ %198, %172 ], [ %165, %163 ]
  %174 = phi i32 [ %208, %172 ], [ %166, %163 ]
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds i32, ptr %1, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !6, !alias.scope !86, !noalias !93
  %178 = urem i32 %177, %6
  %179 = zext nneg i32 %178 to i64
  %180 = shl nuw i64 1, %179
  %181 = or i64 %180, %173
  %182 = getelementptr float, ptr %140, i64 %175
  %183 = load float, ptr %182, align 4, !tbaa !27, !alias.scope !88, !noalias !94
  %184 = fcmp contract ord float %183, 0.000000e+00
  %185 = tail call noundef float @llvm.maxnum.f32(float %183, float -1.000000e+06)
  %186 = tail call noundef float @llvm.minnum.f32(float %185, float 1.000000e+06)
  %187 = select contract i1 %184, float %186, float 0.000000e+00
  %188 = getelementptr inbounds nuw float, ptr %33, i64 %179
  %189 = load float, ptr %188, align 4, !tbaa !27, !noalias !90
  %190 = fadd contract float %189, %187
  store float %190, ptr %188, align 4, !tbaa !27, !noalias !90
  %191 = add nsw i32 %174, 1
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds i32, ptr %1, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !6, !alias.scope !86, !noalias !93
  %195 = urem i32 %194, %6
  %196 = zext nneg i32 %195 to i64
  %197 = shl nuw i64 1, %196
  %198 = or i64 %197, %181
  %199 = getelementptr float, ptr %140, i64 %192
  %200 = load float, ptr %199, align 4, !tbaa !27, !alias.scope !88, !noalias !94
  %201 = fcmp contract ord float %200, 0.000000e+00
  %202 = tail call noundef float @llvm.maxnum.f32(float %200, float -1.000000e+06)
  %203 = tail call noundef float @llvm.minnum.f32(float %202, float 1.000000e+06)
  %204 = select contract i1 %201, float %203, float 0.000000e+00
  %205 = getelementptr inbounds nuw float, ptr %33, i64 %196
  %206 = load float, ptr %205, align 4, !tbaa !27, !noalias !90
  %207 = fadd contract float %206, %204
  store float %207, ptr %205, align 4, !tbaa !27, !noalias !90
  %208 = add nsw i32 %174, 2
  %209 = icmp eq i32 %208, %136
  br i1 %209, label %168, label %172, !llvm.loop !30

210:                                              ; preds = %168, %92
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !90
  br i1 %36, label %211, label %212

211:                                              ; preds = %210
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824)) #15, !noalias !90
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828)) #15, !noalias !90
  br label %212

212:                                              ; preds = %210, %211
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !90
  br i1 %58, label %228, label %213

213:                                              ; preds = %212, %213
  %214 = phi i32 [ %225, %213 ], [ %21, %212 ]
  %215 = phi i32 [ %226, %213 ], [ 0, %212 ]
  %216 = lshr i32 %214, 6
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %217
  %219 = and i32 %214, 63
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr inbounds nuw float, ptr %218, i64 %220
  %222 = load float, ptr %221, align 4, !tbaa !27
  %223 = getelementptr inbounds nuw [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %217
  %224 = getelementptr inbounds nuw float, ptr %223, i64 %220
  store float %222, ptr %224, align 4, !tbaa !27
  %225 = add nuw nsw i32 %214, 64
  %226 = add i32 %215, 1
  %227 = icmp eq i32 %226, %57
  br i1 %227, label %228, label %213, !llvm.loop !95

228:                                              ; preds = %212, %213
  %229 = phi i32 [ %21, %212 ], [ %225, %213 ]
  %230 = and i32 %229, 63
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %231
  %233 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %231
  %234 = zext nneg i32 %230 to i64
  %235 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %234
  %236 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %234
  %237 = zext nneg i32 %230 to i64
  %238 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %237
  %239 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %237
  %240 = zext nneg i32 %230 to i64
  %241 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %240
  %242 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %240
  br label %246

243:                                              ; preds = %246
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %244 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %245 = icmp sgt i32 %244, 0
  br i1 %245, label %273, label %352

246:                                              ; preds = %246, %228
  %247 = phi i32 [ %229, %228 ], [ %271, %246 ]
  %248 = lshr i32 %247, 6
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr inbounds [65 x float], ptr %232, i64 %249
  %251 = load float, ptr %250, align 4, !tbaa !27
  %252 = getelementptr inbounds [65 x float], ptr %233, i64 %249
  store float %251, ptr %252, align 4, !tbaa !27
  %253 = add nuw nsw i32 %247, 64
  %254 = lshr i32 %253, 6
  %255 = zext nneg i32 %254 to i64
  %256 = getelementptr inbounds [65 x float], ptr %235, i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !27
  %258 = getelementptr inbounds [65 x float], ptr %236, i64 %255
  store float %257, ptr %258, align 4, !tbaa !27
  %259 = add nuw nsw i32 %247, 128
  %260 = lshr i32 %259, 6
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr inbounds [65 x float], ptr %238, i64 %261
  %263 = load float, ptr %262, align 4, !tbaa !27
  %264 = getelementptr inbounds [65 x float], ptr %239, i64 %261
  store float %263, ptr %264, align 4, !tbaa !27
  %265 = add nuw nsw i32 %247, 192
  %266 = lshr i32 %265, 6
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds [65 x float], ptr %241, i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !27
  %270 = getelementptr inbounds [65 x float], ptr %242, i64 %267
  store float %269, ptr %270, align 4, !tbaa !27
  %271 = add nuw nsw i32 %247, 256
  %272 = icmp ult i32 %247, 3840
  br i1 %272, label %246, label %243, !llvm.loop !36

273:                                              ; preds = %243, %284
  %274 = phi i32 [ %279, %284 ], [ 0, %243 ]
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !6
  %278 = add i32 %277, %21
  %279 = add nuw nsw i32 %274, 1
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !6
  %283 = icmp slt i32 %278, %282
  br i1 %283, label %287, label %284

284:                                              ; preds = %349, %273
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %285 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %286 = icmp slt i32 %279, %285
  br i1 %286, label %273, label %352, !llvm.loop !37

287:                                              ; preds = %273, %349
  %288 = phi i32 [ %350, %349 ], [ %278, %273 ]
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !6
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %292
  %294 = load i64, ptr %293, align 8, !tbaa !11
  %295 = icmp eq i32 %291, 0
  %296 = sub nsw i32 64, %291
  %297 = zext nneg i32 %296 to i64
  %298 = lshr i64 -1, %297
  %299 = select i1 %295, i64 0, i64 %298
  %300 = and i64 %299, %294
  %301 = icmp eq i64 %300, 0
  br i1 %301, label %349, label %302

302:                                              ; preds = %287
  %303 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %292
  br label %306

304:                                              ; preds = %334, %306
  %305 = icmp eq i64 %314, 0
  br i1 %305, label %349, label %306, !llvm.loop !38

306:                                              ; preds = %304, %302
  %307 = phi i64 [ %300, %302 ], [ %314, %304 ]
  %308 = sub i64 0, %307
  %309 = and i64 %307, %308
  %310 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %309, i1 false)
  %311 = sub nuw nsw i64 64, %310
  %312 = sub nsw i64 63, %310
  %313 = add i64 %307, -1
  %314 = and i64 %313, %307
  %315 = getelementptr inbounds float, ptr %303, i64 %312
  %316 = load float, ptr %315, align 4, !tbaa !27
  %317 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %312
  %318 = getelementptr inbounds float, ptr %317, i64 %312
  %319 = load float, ptr %318, align 4, !tbaa !27
  %320 = tail call noundef float @llvm.nvvm.fabs.f32(float %319)
  %321 = fcmp contract ogt float %320, 0x3E45798EE0000000
  %322 = fcmp contract olt float %319, 0.000000e+00
  %323 = select contract i1 %322, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %324 = select contract i1 %321, float %319, float %323
  %325 = fdiv contract float %316, %324
  store float %325, ptr %315, align 4, !tbaa !27
  %326 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %312
  %327 = load i64, ptr %326, align 8, !tbaa !11
  %328 = icmp eq i64 %310, 0
  %329 = shl nsw i64 -1, %311
  %330 = select i1 %328, i64 0, i64 %329
  %331 = and i64 %327, %330
  %332 = and i64 %331, %294
  %333 = icmp eq i64 %332, 0
  br i1 %333, label %304, label %334

334:                                              ; preds = %306, %334
  %335 = phi i64 [ %341, %334 ], [ %332, %306 ]
  %336 = sub i64 0, %335
  %337 = and i64 %335, %336
  %338 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %337, i1 false)
  %339 = sub nsw i64 63, %338
  %340 = add i64 %335, -1
  %341 = and i64 %340, %335
  %342 = getelementptr inbounds float, ptr %317, i64 %339
  %343 = load float, ptr %342, align 4, !tbaa !27
  %344 = fmul contract float %325, %343
  %345 = getelementptr inbounds float, ptr %303, i64 %339
  %346 = load float, ptr %345, align 4, !tbaa !27
  %347 = fsub contract float %346, %344
  store float %347, ptr %345, align 4, !tbaa !27
  %348 = icmp eq i64 %341, 0
  br i1 %348, label %304, label %334, !llvm.loop !39

349:                                              ; preds = %304, %287
  %350 = add i32 %288, 64
  %351 = icmp slt i32 %350, %282
  br i1 %351, label %287, label %284, !llvm.loop !40

352:                                              ; preds = %284, %243
  br i1 %27, label %353, label %359

353:                                              ; preds = %352
  store float 0.000000e+00, ptr %37, align 4, !tbaa !27
  %354 = mul nuw nsw i64 %60, %38
  %355 = getelementptr float, ptr %39, i64 %354
  %356 = load float, ptr %355, align 4, !tbaa !27
  %357 = tail call noundef float @llvm.maxnum.f32(float %356, float -1.000000e+06)
  %358 = tail call noundef float @llvm.minnum.f32(float %357, float 1.000000e+06)
  store float %358, ptr %40, align 4, !tbaa !27
  br label %359

359:                                              ; preds = %353, %352
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %41, label %360, label %363

360:                                              ; preds = %359
  %361 = load float, ptr %40, align 4, !tbaa !27
  %362 = fmul contract float %361, %361
  br label %363

363:                                              ; preds = %360, %359
  %364 = phi contract float [ %362, %360 ], [ 0.000000e+00, %359 ]
  %365 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %364, i32 16, i32 31)
  %366 = fadd contract float %364, %365
  %367 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %366, i32 8, i32 31)
  %368 = fadd contract float %366, %367
  %369 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %368, i32 4, i32 31)
  %370 = fadd contract float %368, %369
  %371 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %370, i32 2, i32 31)
  %372 = fadd contract float %370, %371
  %373 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %372, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %374, label %376

374:                                              ; preds = %363
  %375 = fadd contract float %372, %373
  store float %375, ptr %46, align 4, !tbaa !27
  br label %376

376:                                              ; preds = %363, %374
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %377 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %378 = fadd contract float %377, 0.000000e+00
  %379 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %380 = fadd contract float %378, %379
  %381 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %380) #15
  %382 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %383 = icmp sgt i32 %382, 0
  br i1 %383, label %387, label %384

384:                                              ; preds = %398, %376
  %385 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %386 = icmp sgt i32 %385, 0
  br i1 %386, label %441, label %504

387:                                              ; preds = %376, %398
  %388 = phi i32 [ %393, %398 ], [ 0, %376 ]
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %389
  %391 = load i32, ptr %390, align 4, !tbaa !6
  %392 = add i32 %391, %21
  %393 = add nuw nsw i32 %388, 1
  %394 = zext nneg i32 %393 to i64
  %395 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %394
  %396 = load i32, ptr %395, align 4, !tbaa !6
  %397 = icmp slt i32 %392, %396
  br i1 %397, label %401, label %398

398:                                              ; preds = %436, %387
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %399 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %400 = icmp slt i32 %393, %399
  br i1 %400, label %387, label %384, !llvm.loop !97

401:                                              ; preds = %387, %436
  %402 = phi i32 [ %439, %436 ], [ %392, %387 ]
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %403
  %405 = load i32, ptr %404, align 4, !tbaa !6
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %406
  %408 = load float, ptr %407, align 4, !tbaa !27
  %409 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %406
  %410 = load i64, ptr %409, align 8, !tbaa !11
  %411 = icmp eq i32 %405, 0
  %412 = sub nsw i32 64, %405
  %413 = zext nneg i32 %412 to i64
  %414 = lshr i64 -1, %413
  %415 = select i1 %411, i64 0, i64 %414
  %416 = and i64 %415, %410
  %417 = icmp eq i64 %416, 0
  br i1 %417, label %436, label %418

418:                                              ; preds = %401
  %419 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %406
  br label %420

420:                                              ; preds = %420, %418
  %421 = phi i64 [ %416, %418 ], [ %428, %420 ]
  %422 = phi float [ %408, %418 ], [ %434, %420 ]
  %423 = sub i64 0, %421
  %424 = and i64 %421, %423
  %425 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %424, i1 false)
  %426 = sub nsw i64 63, %425
  %427 = add i64 %421, -1
  %428 = and i64 %427, %421
  %429 = getelementptr inbounds float, ptr %419, i64 %426
  %430 = load float, ptr %429, align 4, !tbaa !27
  %431 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %426
  %432 = load float, ptr %431, align 4, !tbaa !27
  %433 = fmul contract float %430, %432
  %434 = fsub contract float %422, %433
  %435 = icmp eq i64 %428, 0
  br i1 %435, label %436, label %420, !llvm.loop !98

436:                                              ; preds = %420, %401
  %437 = phi float [ %408, %401 ], [ %434, %420 ]
  %438 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %406
  store float %437, ptr %438, align 4, !tbaa !27
  %439 = add i32 %402, 64
  %440 = icmp slt i32 %439, %396
  br i1 %440, label %401, label %398, !llvm.loop !99

441:                                              ; preds = %384, %452
  %442 = phi i32 [ %447, %452 ], [ 0, %384 ]
  %443 = zext nneg i32 %442 to i64
  %444 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %443
  %445 = load i32, ptr %444, align 4, !tbaa !6
  %446 = add i32 %445, %21
  %447 = add nuw nsw i32 %442, 1
  %448 = zext nneg i32 %447 to i64
  %449 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %448
  %450 = load i32, ptr %449, align 4, !tbaa !6
  %451 = icmp slt i32 %446, %450
  br i1 %451, label %455, label %452

452:                                              ; preds = %490, %441
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %453 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %454 = icmp slt i32 %447, %453
  br i1 %454, label %441, label %504, !llvm.loop !100

455:                                              ; preds = %441, %490
  %456 = phi i32 [ %502, %490 ], [ %446, %441 ]
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %457
  %459 = load i32, ptr %458, align 4, !tbaa !6
  %460 = sext i32 %459 to i64
  %461 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %460
  %462 = load float, ptr %461, align 4, !tbaa !27
  %463 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %460
  %464 = load i64, ptr %463, align 8, !tbaa !11
  %465 = icmp slt i32 %459, 63
  %466 = add nsw i32 %459, 1
  %467 = zext nneg i32 %466 to i64
  %468 = shl nsw i64 -1, %467
  %469 = select i1 %465, i64 %468, i64 0
  %470 = and i64 %469, %464
  %471 = icmp eq i64 %470, 0
  br i1 %471, label %490, label %472

472:                                              ; preds = %455
  %473 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %460
  br label %474

474:                                              ; preds = %474, %472
  %475 = phi i64 [ %470, %472 ], [ %482, %474 ]
  %476 = phi float [ %462, %472 ], [ %488, %474 ]
  %477 = sub i64 0, %475
  %478 = and i64 %475, %477
  %479 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %478, i1 false)
  %480 = sub nsw i64 63, %479
  %481 = add i64 %475, -1
  %482 = and i64 %481, %475
  %483 = getelementptr inbounds float, ptr %473, i64 %480
  %484 = load float, ptr %483, align 4, !tbaa !27
  %485 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %480
  %486 = load float, ptr %485, align 4, !tbaa !27
  %487 = fmul contract float %484, %486
  %488 = fsub contract float %476, %487
  %489 = icmp eq i64 %482, 0
  br i1 %489, label %490, label %474, !llvm.loop !101

490:                                              ; preds = %474, %455
  %491 = phi float [ %462, %455 ], [ %488, %474 ]
  %492 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %460
  %493 = getelementptr inbounds float, ptr %492, i64 %460
  %494 = load float, ptr %493, align 4, !tbaa !27
  %495 = tail call noundef float @llvm.nvvm.fabs.f32(float %494)
  %496 = fcmp contract ogt float %495, 0x3E45798EE0000000
  %497 = fcmp contract olt float %494, 0.000000e+00
  %498 = select contract i1 %497, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %499 = select contract i1 %496, float %494, float %498
  %500 = fdiv contract float %491, %499
  %501 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %460
  store float %500, ptr %501, align 4, !tbaa !27
  %502 = add i32 %456, 64
  %503 = icmp slt i32 %502, %450
  br i1 %503, label %455, label %452, !llvm.loop !102

504:                                              ; preds = %452, %384
  br i1 %27, label %505, label %507

505:                                              ; preds = %504
  %506 = load float, ptr %48, align 4, !tbaa !27
  store float %506, ptr %47, align 4, !tbaa !27
  br label %507

507:                                              ; preds = %505, %504
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %41, label %508, label %512

508:                                              ; preds = %507
  %509 = load float, ptr %40, align 4, !tbaa !27
  %510 = load float, ptr %48, align 4, !tbaa !27
  %511 = fmul contract float %509, %510
  br label %512

512:                                              ; preds = %508, %507
  %513 = phi contract float [ %511, %508 ], [ 0.000000e+00, %507 ]
  %514 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %513, i32 16, i32 31)
  %515 = fadd contract float %513, %514
  %516 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %515, i32 8, i32 31)
  %517 = fadd contract float %515, %516
  %518 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %517, i32 4, i32 31)
  %519 = fadd contract float %517, %518
  %520 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %519, i32 2, i32 31)
  %521 = fadd contract float %519, %520
  %522 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %521, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %523, label %525

523:                                              ; preds = %512
  %524 = fadd contract float %521, %522
  store float %524, ptr %46, align 4, !tbaa !27
  br label %525

525:                                              ; preds = %512, %523
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %526 = fmul contract float %11, %381
  %527 = fcmp contract ogt float %381, %526
  br i1 %527, label %528, label %533

528:                                              ; preds = %525
  %529 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %530 = fadd contract float %529, 0.000000e+00
  %531 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %532 = fadd contract float %530, %531
  br label %535

533:                                              ; preds = %770, %525
  %534 = phi float [ %381, %525 ], [ %616, %770 ]
  br i1 %27, label %775, label %779

535:                                              ; preds = %528, %770
  %536 = phi float [ %761, %770 ], [ %532, %528 ]
  %537 = phi i32 [ %771, %770 ], [ 0, %528 ]
  br i1 %27, label %538, label %559

538:                                              ; preds = %535
  %539 = load i64, ptr %35, align 8, !tbaa !11
  %540 = icmp eq i64 %539, 0
  br i1 %540, label %557, label %541

541:                                              ; preds = %538, %541
  %542 = phi i64 [ %549, %541 ], [ %539, %538 ]
  %543 = phi float [ %555, %541 ], [ 0.000000e+00, %538 ]
  %544 = sub i64 0, %542
  %545 = and i64 %542, %544
  %546 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %545, i1 false)
  %547 = sub nsw i64 63, %546
  %548 = add i64 %542, -1
  %549 = and i64 %548, %542
  %550 = getelementptr inbounds float, ptr %33, i64 %547
  %551 = load float, ptr %550, align 4, !tbaa !27
  %552 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %547
  %553 = load float, ptr %552, align 4, !tbaa !27
  %554 = fmul contract float %551, %553
  %555 = fadd contract float %543, %554
  %556 = icmp eq i64 %549, 0
  br i1 %556, label %557, label %541, !llvm.loop !103

557:                                              ; preds = %541, %538
  %558 = phi float [ 0.000000e+00, %538 ], [ %555, %541 ]
  store float %558, ptr %49, align 4, !tbaa !27
  br label %559

559:                                              ; preds = %557, %535
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %41, label %560, label %564

560:                                              ; preds = %559
  %561 = load float, ptr %47, align 4, !tbaa !27
  %562 = load float, ptr %49, align 4, !tbaa !27
  %563 = fmul contract float %561, %562
  br label %564

564:                                              ; preds = %560, %559
  %565 = phi contract float [ %563, %560 ], [ 0.000000e+00, %559 ]
  %566 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %565, i32 16, i32 31)
  %567 = fadd contract float %565, %566
  %568 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %567, i32 8, i32 31)
  %569 = fadd contract float %567, %568
  %570 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %569, i32 4, i32 31)
  %571 = fadd contract float %569, %570
  %572 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %571, i32 2, i32 31)
  %573 = fadd contract float %571, %572
  %574 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %573, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %575, label %577

575:                                              ; preds = %564
  %576 = fadd contract float %573, %574
  store float %576, ptr %46, align 4, !tbaa !27
  br label %577

577:                                              ; preds = %564, %575
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %578, label %594

578:                                              ; preds = %577
  %579 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %580 = fadd contract float %579, 0.000000e+00
  %581 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %582 = fadd contract float %580, %581
  %583 = tail call noundef float @llvm.nvvm.fabs.f32(float %582)
  %584 = fcmp contract ogt float %583, 0x39B4484C00000000
  %585 = fdiv contract float %536, %582
  %586 = select contract i1 %584, float %585, float 0.000000e+00
  %587 = load float, ptr %47, align 4, !tbaa !27
  %588 = load float, ptr %37, align 4, !tbaa !27
  %589 = tail call noundef float @llvm.fma.f32(float %586, float %587, float %588)
  store float %589, ptr %37, align 4, !tbaa !27
  %590 = fneg contract float %586
  %591 = load float, ptr %49, align 4, !tbaa !27
  %592 = load float, ptr %40, align 4, !tbaa !27
  %593 = tail call noundef float @llvm.fma.f32(float %590, float %591, float %592)
  store float %593, ptr %40, align 4, !tbaa !27
  br label %594

594:                                              ; preds = %578, %577
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %41, label %595, label %598

595:                                              ; preds = %594
  %596 = load float, ptr %40, align 4, !tbaa !27
  %597 = fmul contract float %596, %596
  br label %598

598:                                              ; preds = %595, %594
  %599 = phi contract float [ %597, %595 ], [ 0.000000e+00, %594 ]
  %600 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %599, i32 16, i32 31)
  %601 = fadd contract float %599, %600
  %602 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %601, i32 8, i32 31)
  %603 = fadd contract float %601, %602
  %604 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %603, i32 4, i32 31)
  %605 = fadd contract float %603, %604
  %606 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %605, i32 2, i32 31)
  %607 = fadd contract float %605, %606
  %608 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %607, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %609, label %611

609:                                              ; preds = %598
  %610 = fadd contract float %607, %608
  store float %610, ptr %46, align 4, !tbaa !27
  br label %611

611:                                              ; preds = %598, %609
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %612 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %613 = fadd contract float %612, 0.000000e+00
  %614 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %615 = fadd contract float %613, %614
  %616 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %615) #15
  %617 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %618 = icmp sgt i32 %617, 0
  br i1 %618, label %622, label %619

619:                                              ; preds = %633, %611
  %620 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %621 = icmp sgt i32 %620, 0
  br i1 %621, label %676, label %739

622:                                              ; preds = %611, %633
  %623 = phi i32 [ %628, %633 ], [ 0, %611 ]
  %624 = zext nneg i32 %623 to i64
  %625 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %624
  %626 = load i32, ptr %625, align 4, !tbaa !6
  %627 = add i32 %626, %21
  %628 = add nuw nsw i32 %623, 1
  %629 = zext nneg i32 %628 to i64
  %630 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %629
  %631 = load i32, ptr %630, align 4, !tbaa !6
  %632 = icmp slt i32 %627, %631
  br i1 %632, label %636, label %633

633:                                              ; preds = %671, %622
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %634 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %635 = icmp slt i32 %628, %634
  br i1 %635, label %622, label %619, !llvm.loop !97

636:                                              ; preds = %622, %671
  %637 = phi i32 [ %674, %671 ], [ %627, %622 ]
  %638 = sext i32 %637 to i64
  %639 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %638
  %640 = load i32, ptr %639, align 4, !tbaa !6
  %641 = sext i32 %640 to i64
  %642 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %641
  %643 = load float, ptr %642, align 4, !tbaa !27
  %644 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %641
  %645 = load i64, ptr %644, align 8, !tbaa !11
  %646 = icmp eq i32 %640, 0
  %647 = sub nsw i32 64, %640
  %648 = zext nneg i32 %647 to i64
  %649 = lshr i64 -1, %648
  %650 = select i1 %646, i64 0, i64 %649
  %651 = and i64 %650, %645
  %652 = icmp eq i64 %651, 0
  br i1 %652, label %671, label %653

653:                                              ; preds = %636
  %654 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %641
  br label %655

655:                                              ; preds = %655, %653
  %656 = phi i64 [ %651, %653 ], [ %663, %655 ]
  %657 = phi float [ %643, %653 ], [ %669, %655 ]
  %658 = sub i64 0, %656
  %659 = and i64 %656, %658
  %660 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %659, i1 false)
  %661 = sub nsw i64 63, %660
  %662 = add i64 %656, -1
  %663 = and i64 %662, %656
  %664 = getelementptr inbounds float, ptr %654, i64 %661
  %665 = load float, ptr %664, align 4, !tbaa !27
  %666 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %661
  %667 = load float, ptr %666, align 4, !tbaa !27
  %668 = fmul contract float %665, %667
  %669 = fsub contract float %657, %668
  %670 = icmp eq i64 %663, 0
  br i1 %670, label %671, label %655, !llvm.loop !98

671:                                              ; preds = %655, %636
  %672 = phi float [ %643, %636 ], [ %669, %655 ]
  %673 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %641
  store float %672, ptr %673, align 4, !tbaa !27
  %674 = add i32 %637, 64
  %675 = icmp slt i32 %674, %631
  br i1 %675, label %636, label %633, !llvm.loop !99

676:                                              ; preds = %619, %687
  %677 = phi i32 [ %682, %687 ], [ 0, %619 ]
  %678 = zext nneg i32 %677 to i64
  %679 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %678
  %680 = load i32, ptr %679, align 4, !tbaa !6
  %681 = add i32 %680, %21
  %682 = add nuw nsw i32 %677, 1
  %683 = zext nneg i32 %682 to i64
  %684 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %683
  %685 = load i32, ptr %684, align 4, !tbaa !6
  %686 = icmp slt i32 %681, %685
  br i1 %686, label %690, label %687

687:                                              ; preds = %725, %676
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %688 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %689 = icmp slt i32 %682, %688
  br i1 %689, label %676, label %739, !llvm.loop !100

690:                                              ; preds = %676, %725
  %691 = phi i32 [ %737, %725 ], [ %681, %676 ]
  %692 = sext i32 %691 to i64
  %693 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %692
  %694 = load i32, ptr %693, align 4, !tbaa !6
  %695 = sext i32 %694 to i64
  %696 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %695
  %697 = load float, ptr %696, align 4, !tbaa !27
  %698 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %695
  %699 = load i64, ptr %698, align 8, !tbaa !11
  %700 = icmp slt i32 %694, 63
  %701 = add nsw i32 %694, 1
  %702 = zext nneg i32 %701 to i64
  %703 = shl nsw i64 -1, %702
  %704 = select i1 %700, i64 %703, i64 0
  %705 = and i64 %704, %699
  %706 = icmp eq i64 %705, 0
  br i1 %706, label %725, label %707

707:                                              ; preds = %690
  %708 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %695
  br label %709

709:                                              ; preds = %709, %707
  %710 = phi i64 [ %705, %707 ], [ %717, %709 ]
  %711 = phi float [ %697, %707 ], [ %723, %709 ]
  %712 = sub i64 0, %710
  %713 = and i64 %710, %712
  %714 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %713, i1 false)
  %715 = sub nsw i64 63, %714
  %716 = add i64 %710, -1
  %717 = and i64 %716, %710
  %718 = getelementptr inbounds float, ptr %708, i64 %715
  %719 = load float, ptr %718, align 4, !tbaa !27
  %720 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %715
  %721 = load float, ptr %720, align 4, !tbaa !27
  %722 = fmul contract float %719, %721
  %723 = fsub contract float %711, %722
  %724 = icmp eq i64 %717, 0
  br i1 %724, label %725, label %709, !llvm.loop !101

725:                                              ; preds = %709, %690
  %726 = phi float [ %697, %690 ], [ %723, %709 ]
  %727 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %695
  %728 = getelementptr inbounds float, ptr %727, i64 %695
  %729 = load float, ptr %728, align 4, !tbaa !27
  %730 = tail call noundef float @llvm.nvvm.fabs.f32(float %729)
  %731 = fcmp contract ogt float %730, 0x3E45798EE0000000
  %732 = fcmp contract olt float %729, 0.000000e+00
  %733 = select contract i1 %732, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %734 = select contract i1 %731, float %729, float %733
  %735 = fdiv contract float %726, %734
  %736 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %695
  store float %735, ptr %736, align 4, !tbaa !27
  %737 = add i32 %691, 64
  %738 = icmp slt i32 %737, %685
  br i1 %738, label %690, label %687, !llvm.loop !102

739:                                              ; preds = %687, %619
  br i1 %41, label %740, label %744

740:                                              ; preds = %739
  %741 = load float, ptr %40, align 4, !tbaa !27
  %742 = load float, ptr %48, align 4, !tbaa !27
  %743 = fmul contract float %741, %742
  br label %744

744:                                              ; preds = %740, %739
  %745 = phi contract float [ %743, %740 ], [ 0.000000e+00, %739 ]
  %746 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %745, i32 16, i32 31)
  %747 = fadd contract float %745, %746
  %748 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %747, i32 8, i32 31)
  %749 = fadd contract float %747, %748
  %750 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %749, i32 4, i32 31)
  %751 = fadd contract float %749, %750
  %752 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %751, i32 2, i32 31)
  %753 = fadd contract float %751, %752
  %754 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %753, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %755, label %757

755:                                              ; preds = %744
  %756 = fadd contract float %753, %754
  store float %756, ptr %46, align 4, !tbaa !27
  br label %757

757:                                              ; preds = %744, %755
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %758 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %759 = fadd contract float %758, 0.000000e+00
  %760 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %761 = fadd contract float %759, %760
  br i1 %27, label %762, label %770

762:                                              ; preds = %757
  %763 = tail call noundef float @llvm.nvvm.fabs.f32(float %536)
  %764 = fcmp contract ogt float %763, 0x39B4484C00000000
  %765 = fdiv contract float %761, %536
  %766 = select contract i1 %764, float %765, float 0.000000e+00
  %767 = load float, ptr %47, align 4, !tbaa !27
  %768 = load float, ptr %48, align 4, !tbaa !27
  %769 = tail call noundef float @llvm.fma.f32(float %766, float %767, float %768)
  store float %769, ptr %47, align 4, !tbaa !27
  br label %770

770:                                              ; preds = %762, %757
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %771 = add nuw nsw i32 %537, 1
  %772 = icmp samesign ult i32 %771, %20
  %773 = fcmp contract ogt float %616, %526
  %774 = and i1 %772, %773
  br i1 %774, label %535, label %533, !llvm.loop !104

775:                                              ; preds = %533
  %776 = mul nuw nsw i64 %60, %38
  %777 = getelementptr float, ptr %50, i64 %776
  %778 = load float, ptr %37, align 4, !tbaa !27
  store float %778, ptr %777, align 4, !tbaa !27
  br label %779

779:                                              ; preds = %775, %533
  br i1 %36, label %780, label %782

780:                                              ; preds = %779
  %781 = getelementptr inbounds nuw float, ptr %5, i64 %60
  store float %534, ptr %781, align 4, !tbaa !27
  br label %782

782:                                              ; preds = %780, %779
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %783 = add nuw nsw i64 %60, %52
  %784 = icmp slt i64 %783, %23
  br i1 %784, label %59, label %785, !llvm.loop !105

785:                                              ; preds = %782, %18, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @batched_pcg_ic0(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #6 {
  tail call void @_Z8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) #16
  ret void
}

; Function Attrs: convergent nounwind
define linkonce_odr dso_local void @_Z8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #7 comdat {
  %13 = alloca [64 x float], align 4
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp ne i32 %14, 64
  %16 = add i32 %6, -65
  %17 = icmp ult i32 %16, -64
  %18 = or i1 %15, %17
  br i1 %18, label %960, label %19

19:                                               ; preds = %12
  %20 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 1)
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 64)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = sext i32 %8 to i64
  %25 = icmp slt i32 %23, %8
  br i1 %25, label %26, label %960

26:                                               ; preds = %19
  %27 = zext nneg i32 %23 to i64
  %28 = icmp samesign ult i32 %22, %6
  %29 = zext nneg i32 %22 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = shl nuw i64 1, %29
  %33 = sext i32 %7 to i64
  %34 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %29
  %35 = getelementptr inbounds nuw float, ptr %34, i64 %29
  %36 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %29
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %29
  %38 = icmp eq i32 %22, 0
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %29
  %40 = zext nneg i32 %6 to i64
  %41 = getelementptr float, ptr %3, i64 %29
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %29
  %43 = icmp samesign ult i32 %22, %6
  %44 = and i32 %22, 31
  %45 = icmp eq i32 %44, 0
  %46 = lshr exact i32 %22, 5
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %47
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %29
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %29
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %29
  %52 = getelementptr float, ptr %4, i64 %29
  %53 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %54 = zext nneg i32 %53 to i64
  %55 = lshr i32 %22, 6
  %56 = sub nuw nsw i32 64, %55
  %57 = and i32 %56, 7
  %58 = icmp eq i32 %57, 0
  %59 = and i32 %6, 1
  %60 = icmp eq i32 %6, 1
  %61 = and i32 %6, 126
  %62 = icmp eq i32 %59, 0
  %63 = icmp ne i32 %59, 0
  %64 = and i32 %6, 7
  %65 = icmp ult i32 %6, 8
  %66 = and i32 %6, 120
  %67 = icmp eq i32 %64, 0
  %68 = icmp ne i32 %64, 0
  %69 = and i32 %56, 7
  %70 = icmp eq i32 %69, 0
  br label %71

71:                                               ; preds = %26, %957
  %72 = phi i64 [ %27, %26 ], [ %958, %957 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !106)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111)
  br i1 %58, label %85, label %73

73:                                               ; preds = %71, %73
  %74 = phi i32 [ %82, %73 ], [ %22, %71 ]
  %75 = phi i32 [ %83, %73 ], [ 0, %71 ]
  %76 = lshr i32 %74, 6
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %77
  %79 = and i32 %74, 63
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr %78, i64 %80
  store float 0.000000e+00, ptr %81, align 4, !tbaa !27, !noalias !113
  %82 = add nuw nsw i32 %74, 64
  %83 = add i32 %75, 1
  %84 = icmp eq i32 %83, %57
  br i1 %84, label %85, label %73, !llvm.loop !114

85:                                               ; preds = %71, %73
  %86 = phi i32 [ %22, %71 ], [ %82, %73 ]
  %87 = and i32 %86, 63
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %88
  %90 = zext nneg i32 %87 to i64
  %91 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %90
  %92 = zext nneg i32 %87 to i64
  %93 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %92
  %94 = zext nneg i32 %87 to i64
  %95 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %94
  %96 = zext nneg i32 %87 to i64
  %97 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %96
  %98 = zext nneg i32 %87 to i64
  %99 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %98
  %100 = zext nneg i32 %87 to i64
  %101 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %100
  %102 = zext nneg i32 %87 to i64
  %103 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %102
  br label %105

104:                                              ; preds = %105
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !113
  br i1 %28, label %140, label %222

105:                                              ; preds = %105, %85
  %106 = phi i32 [ %86, %85 ], [ %138, %105 ]
  %107 = lshr i32 %106, 6
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [65 x float], ptr %89, i64 %108
  store float 0.000000e+00, ptr %109, align 4, !tbaa !27, !noalias !113
  %110 = add nuw nsw i32 %106, 64
  %111 = lshr i32 %110, 6
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [65 x float], ptr %91, i64 %112
  store float 0.000000e+00, ptr %113, align 4, !tbaa !27, !noalias !113
  %114 = add nuw nsw i32 %106, 128
  %115 = lshr i32 %114, 6
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [65 x float], ptr %93, i64 %116
  store float 0.000000e+00, ptr %117, align 4, !tbaa !27, !noalias !113
  %118 = add nuw nsw i32 %106, 192
  %119 = lshr i32 %118, 6
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds [65 x float], ptr %95, i64 %120
  store float 0.000000e+00, ptr %121, align 4, !tbaa !27, !noalias !113
  %122 = add nuw nsw i32 %106, 256
  %123 = lshr i32 %122, 6
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [65 x float], ptr %97, i64 %124
  store float 0.000000e+00, ptr %125, align 4, !tbaa !27, !noalias !113
  %126 = add nuw nsw i32 %106, 320
  %127 = lshr i32 %126, 6
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds [65 x float], ptr %99, i64 %128
  store float 0.000000e+00, ptr %129, align 4, !tbaa !27, !noalias !113
  %130 = add nuw nsw i32 %106, 384
  %131 = lshr i32 %130, 6
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [65 x float], ptr %101, i64 %132
  store float 0.000000e+00, ptr %133, align 4, !tbaa !27, !noalias !113
  %134 = add nuw nsw i32 %106, 448
  %135 = lshr i32 %134, 6
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds [65 x float], ptr %103, i64 %136
  store float 0.000000e+00, ptr %137, align 4, !tbaa !27, !noalias !113
  %138 = add nuw nsw i32 %106, 512
  %139 = icmp ult i32 %106, 3584
  br i1 %139, label %105, label %104, !llvm.loop !29

140:                                              ; preds = %104
  %141 = load i32, ptr %30, align 4, !tbaa !6, !alias.scope !106, !noalias !115
  %142 = tail call noundef i32 @llvm.smax.i32(i32 %141, i32 0)
  %143 = tail call noundef i32 @llvm.smin.i32(i32 %142, i32 %7)
  %144 = load i32, ptr %31, align 4, !tbaa !6, !alias.scope !106, !noalias !115
  %145 = tail call noundef i32 @llvm.smax.i32(i32 %144, i32 %143)
  %146 = add nsw i32 %143, 32
  %147 = tail call noundef i32 @llvm.smin.i32(i32 %7, i32 %146)
  %148 = tail call noundef i32 @llvm.smin.i32(i32 %145, i32 %147)
  %149 = icmp slt i32 %143, %148
  br i1 %149, label %150, label %180

150:                                              ; preds = %140
  %151 = mul nsw i64 %72, %33
  %152 = getelementptr float, ptr %2, i64 %151
  %153 = sub i32 %148, %143
  %154 = add i32 %143, 1
  %155 = and i32 %153, 1
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %175, label %157

157:                                              ; preds = %150
  %158 = sext i32 %143 to i64
  %159 = getelementptr inbounds i32, ptr %1, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !6, !alias.scope !109, !noalias !116
  %161 = urem i32 %160, %6
  %162 = zext nneg i32 %161 to i64
  %163 = shl nuw i64 1, %162
  %164 = or i64 %163, %32
  %165 = getelementptr float, ptr %152, i64 %158
  %166 = load float, ptr %165, align 4, !tbaa !27, !alias.scope !111, !noalias !117
  %167 = fcmp contract ord float %166, 0.000000e+00
  %168 = tail call noundef float @llvm.maxnum.f32(float %166, float -1.000000e+06)
  %169 = tail call noundef float @llvm.minnum.f32(float %168, float 1.000000e+06)
  %170 = select contract i1 %167, float %169, float 0.000000e+00
  %171 = getelementptr inbounds nuw float, ptr %34, i64 %162
  %172 = load float, ptr %171, align 4, !tbaa !27, !noalias !113
  %173 = fadd contract float %172, %170
  store float %173, ptr %171, align 4, !tbaa !27, !noalias !113
  %174 = add nsw i32 %143, 1
  br label %175

175:                                              ; preds = %157, %150
  %176 = phi i64 [ poison, %150 ], [ %164, %157 ]
  %177 = phi i64 [ %32, %150 ], [ %164, %157 ]
  %178 = phi i32 [ %143, %150 ], [ %174, %157 ]
  %179 = icmp eq i32 %148, %154
  br i1 %179, label %180, label %184

180:                                              ; preds = %175, %184, %140
  %181 = phi i64 [ %32, %140 ], [ %176, %175 ], [ %210, %184 ]
  %182 = load float, ptr %35, align 4, !tbaa !27, !noalias !113
  %183 = fadd contract float %9, %182
  store float %183, ptr %35, align 4, !tbaa !27, !noalias !113
  store i64 %181, ptr %36, align 8, !tbaa !11, !noalias !113
  br label %222

184:                                              ; preds = %175, %184
  %185 = phi i64 [ %210, %184 ], [ %177, %175 ]
  %186 = phi i32 [ %220, %184 ], [ %178, %175 ]
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr %1, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !6, !alias.scope !109, !noalias !116
  %190 = urem i32 %189, %6
  %191 = zext nneg i32 %190 to i64
  %192 = shl nuw i64 1, %191
  %193 = or i64 %192, %185
  %194 = getelementptr float, ptr %152, i64 %187
  %195 = load float, ptr %194, align 4, !tbaa !27, !alias.scope !111, !noalias !117
  %196 = fcmp contract ord float %195, 0.000000e+00
  %197 = tail call noundef float @llvm.maxnum.f32(float %195, float -1.000000e+06)
  %198 = tail call noundef float @llvm.minnum.f32(float %197, float 1.000000e+06)
  %199 = select contract i1 %196, float %198, float 0.000000e+00
  %200 = getelementptr inbounds nuw float, ptr %34, i64 %191
  %201 = load float, ptr %200, align 4, !tbaa !27, !noalias !113
  %202 = fadd contract float %201, %199
  store float %202, ptr %200, align 4, !tbaa !27, !noalias !113
  %203 = add nsw i32 %186, 1
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, ptr %1, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !6, !alias.scope !109, !noalias !116
  %207 = urem i32 %206, %6
  %208 = zext nneg i32 %207 to i64
  %209 = shl nuw i64 1, %208
  %210 = or i64 %209, %193
  %211 = getelementptr float, ptr %152, i64 %204
  %212 = load float, ptr %211, align 4, !tbaa !27, !alias.scope !111, !noalias !117
  %213 = fcmp contract ord float %212, 0.000000e+00
  %214 = tail call noundef float @llvm.maxnum.f32(float %212, float -1.000000e+06)
  %215 = tail call noundef float @llvm.minnum.f32(float %214, float 1.000000e+06)
  %216 = select contract i1 %213, float %215, float 0.000000e+00
  %217 = getelementptr inbounds nuw float, ptr %34, i64 %208
  %218 = load float, ptr %217, align 4, !tbaa !27, !noalias !113
  %219 = fadd contract float %218, %216
  store float %219, ptr %217, align 4, !tbaa !27, !noalias !113
  %220 = add nsw i32 %186, 2
  %221 = icmp eq i32 %220, %148
  br i1 %221, label %180, label %184, !llvm.loop !30

222:                                              ; preds = %180, %104
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !113
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #15, !noalias !113
  br i1 %28, label %223, label %282

223:                                              ; preds = %222
  %224 = load i64, ptr %36, align 8, !tbaa !11, !noalias !113
  br i1 %60, label %264, label %225

225:                                              ; preds = %223, %225
  %226 = phi i32 [ %260, %225 ], [ 0, %223 ]
  %227 = phi i64 [ %252, %225 ], [ %224, %223 ]
  %228 = phi i32 [ %261, %225 ], [ 0, %223 ]
  %229 = zext nneg i32 %226 to i64
  %230 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %229
  %231 = load i64, ptr %230, align 8, !tbaa !11, !noalias !113
  %232 = and i64 %231, %32
  %233 = icmp eq i64 %232, 0
  %234 = shl nuw i64 1, %229
  %235 = select i1 %233, i64 0, i64 %234
  %236 = or i64 %235, %227
  %237 = getelementptr inbounds nuw float, ptr %34, i64 %229
  %238 = load float, ptr %237, align 4, !tbaa !27, !noalias !113
  %239 = getelementptr inbounds nuw [65 x float], ptr %37, i64 %229
  %240 = load float, ptr %239, align 4, !tbaa !27, !noalias !113
  %241 = fadd contract float %238, %240
  %242 = fmul contract float %241, 5.000000e-01
  %243 = getelementptr inbounds nuw float, ptr %13, i64 %229
  store float %242, ptr %243, align 4, !tbaa !27, !noalias !113
  %244 = or disjoint i32 %226, 1
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %245
  %247 = load i64, ptr %246, align 8, !tbaa !11, !noalias !113
  %248 = and i64 %247, %32
  %249 = icmp eq i64 %248, 0
  %250 = shl nuw i64 1, %245
  %251 = select i1 %249, i64 0, i64 %250
  %252 = or i64 %251, %236
  %253 = getelementptr inbounds nuw float, ptr %34, i64 %245
  %254 = load float, ptr %253, align 4, !tbaa !27, !noalias !113
  %255 = getelementptr inbounds nuw [65 x float], ptr %37, i64 %245
  %256 = load float, ptr %255, align 4, !tbaa !27, !noalias !113
  %257 = fadd contract float %254, %256
  %258 = fmul contract float %257, 5.000000e-01
  %259 = getelementptr inbounds nuw float, ptr %13, i64 %245
  store float %258, ptr %259, align 4, !tbaa !27, !noalias !113
  %260 = add nuw nsw i32 %226, 2
  %261 = add i32 %228, 2
  %262 = icmp eq i32 %261, %61
  br i1 %262, label %263, label %225, !llvm.loop !31

263:                                              ; preds = %225
  br i1 %62, label %282, label %264

264:                                              ; preds = %263, %223
  %265 = phi i32 [ 0, %223 ], [ %260, %263 ]
  %266 = phi i64 [ %224, %223 ], [ %252, %263 ]
  tail call void @llvm.assume(i1 %63)
  %267 = zext nneg i32 %265 to i64
  %268 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %267
  %269 = load i64, ptr %268, align 8, !tbaa !11, !noalias !113
  %270 = and i64 %269, %32
  %271 = icmp eq i64 %270, 0
  %272 = shl nuw i64 1, %267
  %273 = select i1 %271, i64 0, i64 %272
  %274 = or i64 %273, %266
  %275 = getelementptr inbounds nuw float, ptr %34, i64 %267
  %276 = load float, ptr %275, align 4, !tbaa !27, !noalias !113
  %277 = getelementptr inbounds nuw [65 x float], ptr %37, i64 %267
  %278 = load float, ptr %277, align 4, !tbaa !27, !noalias !113
  %279 = fadd contract float %276, %278
  %280 = fmul contract float %279, 5.000000e-01
  %281 = getelementptr inbounds nuw float, ptr %13, i64 %267
  store float %280, ptr %281, align 4, !tbaa !27, !noalias !113
  br label %282

282:                                              ; preds = %264, %263, %222
  %283 = phi i64 [ 0, %222 ], [ %252, %263 ], [ %274, %264 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !113
  br i1 %28, label %284, label %343

284:                                              ; preds = %282
  store i64 %283, ptr %36, align 8, !tbaa !11, !noalias !113
  br i1 %65, label %331, label %285

285:                                              ; preds = %284, %285
  %286 = phi i32 [ %327, %285 ], [ 0, %284 ]
  %287 = phi i32 [ %328, %285 ], [ 0, %284 ]
  %288 = zext nneg i32 %286 to i64
  %289 = getelementptr inbounds nuw float, ptr %13, i64 %288
  %290 = load float, ptr %289, align 4, !tbaa !27, !noalias !113
  %291 = getelementptr inbounds nuw float, ptr %34, i64 %288
  store float %290, ptr %291, align 4, !tbaa !27, !noalias !113
  %292 = or disjoint i32 %286, 1
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds nuw float, ptr %13, i64 %293
  %295 = load float, ptr %294, align 4, !tbaa !27, !noalias !113
  %296 = getelementptr inbounds nuw float, ptr %34, i64 %293
  store float %295, ptr %296, align 4, !tbaa !27, !noalias !113
  %297 = or disjoint i32 %286, 2
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr inbounds nuw float, ptr %13, i64 %298
  %300 = load float, ptr %299, align 4, !tbaa !27, !noalias !113
  %301 = getelementptr inbounds nuw float, ptr %34, i64 %298
  store float %300, ptr %301, align 4, !tbaa !27, !noalias !113
  %302 = or disjoint i32 %286, 3
  %303 = zext nneg i32 %302 to i64
  %304 = getelementptr inbounds nuw float, ptr %13, i64 %303
  %305 = load float, ptr %304, align 4, !tbaa !27, !noalias !113
  %306 = getelementptr inbounds nuw float, ptr %34, i64 %303
  store float %305, ptr %306, align 4, !tbaa !27, !noalias !113
  %307 = or disjoint i32 %286, 4
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr inbounds nuw float, ptr %13, i64 %308
  %310 = load float, ptr %309, align 4, !tbaa !27, !noalias !113
  %311 = getelementptr inbounds nuw float, ptr %34, i64 %308
  store float %310, ptr %311, align 4, !tbaa !27, !noalias !113
  %312 = or disjoint i32 %286, 5
  %313 = zext nneg i32 %312 to i64
  %314 = getelementptr inbounds nuw float, ptr %13, i64 %313
  %315 = load float, ptr %314, align 4, !tbaa !27, !noalias !113
  %316 = getelementptr inbounds nuw float, ptr %34, i64 %313
  store float %315, ptr %316, align 4, !tbaa !27, !noalias !113
  %317 = or disjoint i32 %286, 6
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr inbounds nuw float, ptr %13, i64 %318
  %320 = load float, ptr %319, align 4, !tbaa !27, !noalias !113
  %321 = getelementptr inbounds nuw float, ptr %34, i64 %318
  store float %320, ptr %321, align 4, !tbaa !27, !noalias !113
  %322 = or disjoint i32 %286, 7
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr inbounds nuw float, ptr %13, i64 %323
  %325 = load float, ptr %324, align 4, !tbaa !27, !noalias !113
  %326 = getelementptr inbounds nuw float, ptr %34, i64 %323
  store float %325, ptr %326, align 4, !tbaa !27, !noalias !113
  %327 = add nuw nsw i32 %286, 8
  %328 = add i32 %287, 8
  %329 = icmp eq i32 %328, %66
  br i1 %329, label %330, label %285, !llvm.loop !32

330:                                              ; preds = %285
  br i1 %67, label %343, label %331

331:                                              ; preds = %330, %284
  %332 = phi i32 [ 0, %284 ], [ %327, %330 ]
  tail call void @llvm.assume(i1 %68)
  br label %333

333:                                              ; preds = %333, %331
  %334 = phi i32 [ %332, %331 ], [ %340, %333 ]
  %335 = phi i32 [ 0, %331 ], [ %341, %333 ]
  %336 = zext nneg i32 %334 to i64
  %337 = getelementptr inbounds nuw float, ptr %13, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !27, !noalias !113
  %339 = getelementptr inbounds nuw float, ptr %34, i64 %336
  store float %338, ptr %339, align 4, !tbaa !27, !noalias !113
  %340 = add nuw nsw i32 %334, 1
  %341 = add i32 %335, 1
  %342 = icmp eq i32 %341, %64
  br i1 %342, label %343, label %333, !llvm.loop !118

343:                                              ; preds = %330, %333, %282
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !113
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #15, !noalias !113
  br i1 %38, label %344, label %345

344:                                              ; preds = %343
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824)) #15, !noalias !113
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828)) #15, !noalias !113
  br label %345

345:                                              ; preds = %343, %344
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !113
  br i1 %70, label %358, label %346

346:                                              ; preds = %345, %346
  %347 = phi i32 [ %355, %346 ], [ %22, %345 ]
  %348 = phi i32 [ %356, %346 ], [ 0, %345 ]
  %349 = lshr i32 %347, 6
  %350 = zext nneg i32 %349 to i64
  %351 = getelementptr inbounds nuw [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %350
  %352 = and i32 %347, 63
  %353 = zext nneg i32 %352 to i64
  %354 = getelementptr inbounds nuw float, ptr %351, i64 %353
  store float 0.000000e+00, ptr %354, align 4, !tbaa !27
  %355 = add nuw nsw i32 %347, 64
  %356 = add i32 %348, 1
  %357 = icmp eq i32 %356, %69
  br i1 %357, label %358, label %346, !llvm.loop !119

358:                                              ; preds = %345, %346
  %359 = phi i32 [ %22, %345 ], [ %355, %346 ]
  %360 = and i32 %359, 63
  %361 = zext nneg i32 %360 to i64
  %362 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %361
  %363 = zext nneg i32 %360 to i64
  %364 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %363
  %365 = zext nneg i32 %360 to i64
  %366 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %365
  %367 = zext nneg i32 %360 to i64
  %368 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %367
  %369 = zext nneg i32 %360 to i64
  %370 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %369
  %371 = zext nneg i32 %360 to i64
  %372 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %371
  %373 = zext nneg i32 %360 to i64
  %374 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %373
  %375 = zext nneg i32 %360 to i64
  %376 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %375
  br label %380

377:                                              ; preds = %380
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %378 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %379 = icmp sgt i32 %378, 0
  br i1 %379, label %415, label %509

380:                                              ; preds = %380, %358
  %381 = phi i32 [ %359, %358 ], [ %413, %380 ]
  %382 = lshr i32 %381, 6
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr inbounds [65 x float], ptr %362, i64 %383
  store float 0.000000e+00, ptr %384, align 4, !tbaa !27
  %385 = add nuw nsw i32 %381, 64
  %386 = lshr i32 %385, 6
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr inbounds [65 x float], ptr %364, i64 %387
  store float 0.000000e+00, ptr %388, align 4, !tbaa !27
  %389 = add nuw nsw i32 %381, 128
  %390 = lshr i32 %389, 6
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr inbounds [65 x float], ptr %366, i64 %391
  store float 0.000000e+00, ptr %392, align 4, !tbaa !27
  %393 = add nuw nsw i32 %381, 192
  %394 = lshr i32 %393, 6
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr inbounds [65 x float], ptr %368, i64 %395
  store float 0.000000e+00, ptr %396, align 4, !tbaa !27
  %397 = add nuw nsw i32 %381, 256
  %398 = lshr i32 %397, 6
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr inbounds [65 x float], ptr %370, i64 %399
  store float 0.000000e+00, ptr %400, align 4, !tbaa !27
  %401 = add nuw nsw i32 %381, 320
  %402 = lshr i32 %401, 6
  %403 = zext nneg i32 %402 to i64
  %404 = getelementptr inbounds [65 x float], ptr %372, i64 %403
  store float 0.000000e+00, ptr %404, align 4, !tbaa !27
  %405 = add nuw nsw i32 %381, 384
  %406 = lshr i32 %405, 6
  %407 = zext nneg i32 %406 to i64
  %408 = getelementptr inbounds [65 x float], ptr %374, i64 %407
  store float 0.000000e+00, ptr %408, align 4, !tbaa !27
  %409 = add nuw nsw i32 %381, 448
  %410 = lshr i32 %409, 6
  %411 = zext nneg i32 %410 to i64
  %412 = getelementptr inbounds [65 x float], ptr %376, i64 %411
  store float 0.000000e+00, ptr %412, align 4, !tbaa !27
  %413 = add nuw nsw i32 %381, 512
  %414 = icmp ult i32 %381, 3584
  br i1 %414, label %380, label %377, !llvm.loop !41

415:                                              ; preds = %377, %426
  %416 = phi i32 [ %421, %426 ], [ 0, %377 ]
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %417
  %419 = load i32, ptr %418, align 4, !tbaa !6
  %420 = add i32 %419, %22
  %421 = add nuw nsw i32 %416, 1
  %422 = zext nneg i32 %421 to i64
  %423 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %422
  %424 = load i32, ptr %423, align 4, !tbaa !6
  %425 = icmp slt i32 %420, %424
  br i1 %425, label %429, label %426

426:                                              ; preds = %501, %415
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %427 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %428 = icmp slt i32 %421, %427
  br i1 %428, label %415, label %509, !llvm.loop !42

429:                                              ; preds = %415, %501
  %430 = phi i32 [ %507, %501 ], [ %420, %415 ]
  %431 = sext i32 %430 to i64
  %432 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %431
  %433 = load i32, ptr %432, align 4, !tbaa !6
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %434
  %436 = load i64, ptr %435, align 8, !tbaa !11
  %437 = icmp eq i32 %433, 0
  %438 = sub nsw i32 64, %433
  %439 = zext nneg i32 %438 to i64
  %440 = lshr i64 -1, %439
  %441 = select i1 %437, i64 0, i64 %440
  %442 = and i64 %441, %436
  %443 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %434
  %444 = getelementptr inbounds float, ptr %443, i64 %434
  %445 = load float, ptr %444, align 4, !tbaa !27
  %446 = icmp eq i64 %442, 0
  br i1 %446, label %501, label %447

447:                                              ; preds = %429
  %448 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %434
  br label %449

449:                                              ; preds = %486, %447
  %450 = phi float [ %445, %447 ], [ %499, %486 ]
  %451 = phi i64 [ %442, %447 ], [ %457, %486 ]
  %452 = sub i64 0, %451
  %453 = and i64 %451, %452
  %454 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %453, i1 false)
  %455 = sub nsw i64 63, %454
  %456 = add i64 %451, -1
  %457 = and i64 %456, %451
  %458 = getelementptr inbounds float, ptr %443, i64 %455
  %459 = load float, ptr %458, align 4, !tbaa !27
  %460 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %455
  %461 = load i64, ptr %460, align 8, !tbaa !11
  %462 = icmp eq i64 %454, 63
  %463 = lshr i64 9223372036854775807, %454
  %464 = select i1 %462, i64 0, i64 %463
  %465 = and i64 %461, %464
  %466 = and i64 %465, %442
  %467 = icmp eq i64 %466, 0
  br i1 %467, label %486, label %468

468:                                              ; preds = %449
  %469 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %455
  br label %470

470:                                              ; preds = %470, %468
  %471 = phi i64 [ %466, %468 ], [ %478, %470 ]
  %472 = phi float [ %459, %468 ], [ %484, %470 ]
  %473 = sub nsw i64 0, %471
  %474 = and i64 %471, %473
  %475 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %474, i1 false)
  %476 = sub nsw i64 63, %475
  %477 = add nsw i64 %471, -1
  %478 = and i64 %477, %471
  %479 = getelementptr inbounds float, ptr %448, i64 %476
  %480 = load float, ptr %479, align 4, !tbaa !27
  %481 = getelementptr inbounds float, ptr %469, i64 %476
  %482 = load float, ptr %481, align 4, !tbaa !27
  %483 = fmul contract float %480, %482
  %484 = fsub contract float %472, %483
  %485 = icmp eq i64 %478, 0
  br i1 %485, label %486, label %470, !llvm.loop !43

486:                                              ; preds = %470, %449
  %487 = phi float [ %459, %449 ], [ %484, %470 ]
  %488 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %455
  %489 = getelementptr inbounds float, ptr %488, i64 %455
  %490 = load float, ptr %489, align 4, !tbaa !27
  %491 = tail call noundef float @llvm.nvvm.fabs.f32(float %490)
  %492 = fcmp contract ogt float %491, 0x3E45798EE0000000
  %493 = fcmp contract olt float %490, 0.000000e+00
  %494 = select contract i1 %493, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %495 = select contract i1 %492, float %490, float %494
  %496 = fdiv contract float %487, %495
  %497 = getelementptr inbounds float, ptr %448, i64 %455
  store float %496, ptr %497, align 4, !tbaa !27
  %498 = fmul contract float %496, %496
  %499 = fsub contract float %450, %498
  %500 = icmp eq i64 %457, 0
  br i1 %500, label %501, label %449, !llvm.loop !44

501:                                              ; preds = %486, %429
  %502 = phi float [ %445, %429 ], [ %499, %486 ]
  %503 = tail call noundef float @llvm.maxnum.f32(float %502, float 0x3D71979980000000)
  %504 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %503) #15
  %505 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %434
  %506 = getelementptr inbounds float, ptr %505, i64 %434
  store float %504, ptr %506, align 4, !tbaa !27
  %507 = add i32 %430, 64
  %508 = icmp slt i32 %507, %424
  br i1 %508, label %429, label %426, !llvm.loop !45

509:                                              ; preds = %426, %377
  br i1 %28, label %510, label %516

510:                                              ; preds = %509
  store float 0.000000e+00, ptr %39, align 4, !tbaa !27
  %511 = mul nuw nsw i64 %72, %40
  %512 = getelementptr float, ptr %41, i64 %511
  %513 = load float, ptr %512, align 4, !tbaa !27
  %514 = tail call noundef float @llvm.maxnum.f32(float %513, float -1.000000e+06)
  %515 = tail call noundef float @llvm.minnum.f32(float %514, float 1.000000e+06)
  store float %515, ptr %42, align 4, !tbaa !27
  br label %516

516:                                              ; preds = %510, %509
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %517, label %520

517:                                              ; preds = %516
  %518 = load float, ptr %42, align 4, !tbaa !27
  %519 = fmul contract float %518, %518
  br label %520

520:                                              ; preds = %517, %516
  %521 = phi contract float [ %519, %517 ], [ 0.000000e+00, %516 ]
  %522 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %521, i32 16, i32 31)
  %523 = fadd contract float %521, %522
  %524 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %523, i32 8, i32 31)
  %525 = fadd contract float %523, %524
  %526 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %525, i32 4, i32 31)
  %527 = fadd contract float %525, %526
  %528 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %527, i32 2, i32 31)
  %529 = fadd contract float %527, %528
  %530 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %529, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %531, label %533

531:                                              ; preds = %520
  %532 = fadd contract float %529, %530
  store float %532, ptr %48, align 4, !tbaa !27
  br label %533

533:                                              ; preds = %520, %531
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %534 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %535 = fadd contract float %534, 0.000000e+00
  %536 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %537 = fadd contract float %535, %536
  %538 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %537) #15
  %539 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %540 = icmp sgt i32 %539, 0
  br i1 %540, label %544, label %541

541:                                              ; preds = %555, %533
  %542 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %543 = icmp sgt i32 %542, 0
  br i1 %543, label %607, label %670

544:                                              ; preds = %533, %555
  %545 = phi i32 [ %550, %555 ], [ 0, %533 ]
  %546 = zext nneg i32 %545 to i64
  %547 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %546
  %548 = load i32, ptr %547, align 4, !tbaa !6
  %549 = add i32 %548, %22
  %550 = add nuw nsw i32 %545, 1
  %551 = zext nneg i32 %550 to i64
  %552 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %551
  %553 = load i32, ptr %552, align 4, !tbaa !6
  %554 = icmp slt i32 %549, %553
  br i1 %554, label %558, label %555

555:                                              ; preds = %593, %544
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %556 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %557 = icmp slt i32 %550, %556
  br i1 %557, label %544, label %541, !llvm.loop !120

558:                                              ; preds = %544, %593
  %559 = phi i32 [ %605, %593 ], [ %549, %544 ]
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %560
  %562 = load i32, ptr %561, align 4, !tbaa !6
  %563 = sext i32 %562 to i64
  %564 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %563
  %565 = load float, ptr %564, align 4, !tbaa !27
  %566 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %563
  %567 = load i64, ptr %566, align 8, !tbaa !11
  %568 = icmp eq i32 %562, 0
  %569 = sub nsw i32 64, %562
  %570 = zext nneg i32 %569 to i64
  %571 = lshr i64 -1, %570
  %572 = select i1 %568, i64 0, i64 %571
  %573 = and i64 %572, %567
  %574 = icmp eq i64 %573, 0
  br i1 %574, label %593, label %575

575:                                              ; preds = %558
  %576 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %563
  br label %577

577:                                              ; preds = %577, %575
  %578 = phi i64 [ %573, %575 ], [ %585, %577 ]
  %579 = phi float [ %565, %575 ], [ %591, %577 ]
  %580 = sub i64 0, %578
  %581 = and i64 %578, %580
  %582 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %581, i1 false)
  %583 = sub nsw i64 63, %582
  %584 = add i64 %578, -1
  %585 = and i64 %584, %578
  %586 = getelementptr inbounds float, ptr %576, i64 %583
  %587 = load float, ptr %586, align 4, !tbaa !27
  %588 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %583
  %589 = load float, ptr %588, align 4, !tbaa !27
  %590 = fmul contract float %587, %589
  %591 = fsub contract float %579, %590
  %592 = icmp eq i64 %585, 0
  br i1 %592, label %593, label %577, !llvm.loop !121

593:                                              ; preds = %577, %558
  %594 = phi float [ %565, %558 ], [ %591, %577 ]
  %595 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %563
  %596 = getelementptr inbounds float, ptr %595, i64 %563
  %597 = load float, ptr %596, align 4, !tbaa !27
  %598 = tail call noundef float @llvm.nvvm.fabs.f32(float %597)
  %599 = fcmp contract ogt float %598, 0x3E45798EE0000000
  %600 = fcmp contract olt float %597, 0.000000e+00
  %601 = select contract i1 %600, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %602 = select contract i1 %599, float %597, float %601
  %603 = fdiv contract float %594, %602
  %604 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %563
  store float %603, ptr %604, align 4, !tbaa !27
  %605 = add i32 %559, 64
  %606 = icmp slt i32 %605, %553
  br i1 %606, label %558, label %555, !llvm.loop !122

607:                                              ; preds = %541, %618
  %608 = phi i32 [ %613, %618 ], [ 0, %541 ]
  %609 = zext nneg i32 %608 to i64
  %610 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %609
  %611 = load i32, ptr %610, align 4, !tbaa !6
  %612 = add i32 %611, %22
  %613 = add nuw nsw i32 %608, 1
  %614 = zext nneg i32 %613 to i64
  %615 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %614
  %616 = load i32, ptr %615, align 4, !tbaa !6
  %617 = icmp slt i32 %612, %616
  br i1 %617, label %621, label %618

618:                                              ; preds = %656, %607
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %619 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %620 = icmp slt i32 %613, %619
  br i1 %620, label %607, label %670, !llvm.loop !123

621:                                              ; preds = %607, %656
  %622 = phi i32 [ %668, %656 ], [ %612, %607 ]
  %623 = sext i32 %622 to i64
  %624 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %623
  %625 = load i32, ptr %624, align 4, !tbaa !6
  %626 = sext i32 %625 to i64
  %627 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %626
  %628 = load float, ptr %627, align 4, !tbaa !27
  %629 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %626
  %630 = load i64, ptr %629, align 8, !tbaa !11
  %631 = icmp slt i32 %625, 63
  %632 = add nsw i32 %625, 1
  %633 = zext nneg i32 %632 to i64
  %634 = shl nsw i64 -1, %633
  %635 = select i1 %631, i64 %634, i64 0
  %636 = and i64 %635, %630
  %637 = icmp eq i64 %636, 0
  br i1 %637, label %656, label %638

638:                                              ; preds = %621
  %639 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %626
  br label %640

640:                                              ; preds = %640, %638
  %641 = phi i64 [ %636, %638 ], [ %648, %640 ]
  %642 = phi float [ %628, %638 ], [ %654, %640 ]
  %643 = sub i64 0, %641
  %644 = and i64 %641, %643
  %645 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %644, i1 false)
  %646 = sub nsw i64 63, %645
  %647 = add i64 %641, -1
  %648 = and i64 %647, %641
  %649 = getelementptr [65 x float], ptr %639, i64 %646
  %650 = load float, ptr %649, align 4, !tbaa !27
  %651 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %646
  %652 = load float, ptr %651, align 4, !tbaa !27
  %653 = fmul contract float %650, %652
  %654 = fsub contract float %642, %653
  %655 = icmp eq i64 %648, 0
  br i1 %655, label %656, label %640, !llvm.loop !124

656:                                              ; preds = %640, %621
  %657 = phi float [ %628, %621 ], [ %654, %640 ]
  %658 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %626
  %659 = getelementptr inbounds float, ptr %658, i64 %626
  %660 = load float, ptr %659, align 4, !tbaa !27
  %661 = tail call noundef float @llvm.nvvm.fabs.f32(float %660)
  %662 = fcmp contract ogt float %661, 0x3E45798EE0000000
  %663 = fcmp contract olt float %660, 0.000000e+00
  %664 = select contract i1 %663, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %665 = select contract i1 %662, float %660, float %664
  %666 = fdiv contract float %657, %665
  %667 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %626
  store float %666, ptr %667, align 4, !tbaa !27
  %668 = add i32 %622, 64
  %669 = icmp slt i32 %668, %616
  br i1 %669, label %621, label %618, !llvm.loop !125

670:                                              ; preds = %618, %541
  br i1 %28, label %671, label %673

671:                                              ; preds = %670
  %672 = load float, ptr %50, align 4, !tbaa !27
  store float %672, ptr %49, align 4, !tbaa !27
  br label %673

673:                                              ; preds = %671, %670
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %674, label %678

674:                                              ; preds = %673
  %675 = load float, ptr %42, align 4, !tbaa !27
  %676 = load float, ptr %50, align 4, !tbaa !27
  %677 = fmul contract float %675, %676
  br label %678

678:                                              ; preds = %674, %673
  %679 = phi contract float [ %677, %674 ], [ 0.000000e+00, %673 ]
  %680 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %679, i32 16, i32 31)
  %681 = fadd contract float %679, %680
  %682 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %681, i32 8, i32 31)
  %683 = fadd contract float %681, %682
  %684 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %683, i32 4, i32 31)
  %685 = fadd contract float %683, %684
  %686 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %685, i32 2, i32 31)
  %687 = fadd contract float %685, %686
  %688 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %687, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %689, label %691

689:                                              ; preds = %678
  %690 = fadd contract float %687, %688
  store float %690, ptr %48, align 4, !tbaa !27
  br label %691

691:                                              ; preds = %678, %689
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %692 = fmul contract float %11, %538
  %693 = fcmp contract ogt float %538, %692
  br i1 %693, label %694, label %699

694:                                              ; preds = %691
  %695 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %696 = fadd contract float %695, 0.000000e+00
  %697 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %698 = fadd contract float %696, %697
  br label %701

699:                                              ; preds = %945, %691
  %700 = phi float [ %538, %691 ], [ %782, %945 ]
  br i1 %28, label %950, label %954

701:                                              ; preds = %694, %945
  %702 = phi float [ %936, %945 ], [ %698, %694 ]
  %703 = phi i32 [ %946, %945 ], [ 0, %694 ]
  br i1 %28, label %704, label %725

704:                                              ; preds = %701
  %705 = load i64, ptr %36, align 8, !tbaa !11
  %706 = icmp eq i64 %705, 0
  br i1 %706, label %723, label %707

707:                                              ; preds = %704, %707
  %708 = phi i64 [ %715, %707 ], [ %705, %704 ]
  %709 = phi float [ %721, %707 ], [ 0.000000e+00, %704 ]
  %710 = sub i64 0, %708
  %711 = and i64 %708, %710
  %712 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %711, i1 false)
  %713 = sub nsw i64 63, %712
  %714 = add i64 %708, -1
  %715 = and i64 %714, %708
  %716 = getelementptr inbounds float, ptr %34, i64 %713
  %717 = load float, ptr %716, align 4, !tbaa !27
  %718 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %713
  %719 = load float, ptr %718, align 4, !tbaa !27
  %720 = fmul contract float %717, %719
  %721 = fadd contract float %709, %720
  %722 = icmp eq i64 %715, 0
  br i1 %722, label %723, label %707, !llvm.loop !126

723:                                              ; preds = %707, %704
  %724 = phi float [ 0.000000e+00, %704 ], [ %721, %707 ]
  store float %724, ptr %51, align 4, !tbaa !27
  br label %725

725:                                              ; preds = %723, %701
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %726, label %730

726:                                              ; preds = %725
  %727 = load float, ptr %49, align 4, !tbaa !27
  %728 = load float, ptr %51, align 4, !tbaa !27
  %729 = fmul contract float %727, %728
  br label %730

730:                                              ; preds = %726, %725
  %731 = phi contract float [ %729, %726 ], [ 0.000000e+00, %725 ]
  %732 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %731, i32 16, i32 31)
  %733 = fadd contract float %731, %732
  %734 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %733, i32 8, i32 31)
  %735 = fadd contract float %733, %734
  %736 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %735, i32 4, i32 31)
  %737 = fadd contract float %735, %736
  %738 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %737, i32 2, i32 31)
  %739 = fadd contract float %737, %738
  %740 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %739, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %741, label %743

741:                                              ; preds = %730
  %742 = fadd contract float %739, %740
  store float %742, ptr %48, align 4, !tbaa !27
  br label %743

743:                                              ; preds = %730, %741
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %744, label %760

744:                                              ; preds = %743
  %745 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %746 = fadd contract float %745, 0.000000e+00
  %747 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %748 = fadd contract float %746, %747
  %749 = tail call noundef float @llvm.nvvm.fabs.f32(float %748)
  %750 = fcmp contract ogt float %749, 0x39B4484C00000000
  %751 = fdiv contract float %702, %748
  %752 = select contract i1 %750, float %751, float 0.000000e+00
  %753 = load float, ptr %49, align 4, !tbaa !27
  %754 = load float, ptr %39, align 4, !tbaa !27
  %755 = tail call noundef float @llvm.fma.f32(float %752, float %753, float %754)
  store float %755, ptr %39, align 4, !tbaa !27
  %756 = fneg contract float %752
  %757 = load float, ptr %51, align 4, !tbaa !27
  %758 = load float, ptr %42, align 4, !tbaa !27
  %759 = tail call noundef float @llvm.fma.f32(float %756, float %757, float %758)
  store float %759, ptr %42, align 4, !tbaa !27
  br label %760

760:                                              ; preds = %744, %743
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %761, label %764

761:                                              ; preds = %760
  %762 = load float, ptr %42, align 4, !tbaa !27
  %763 = fmul contract float %762, %762
  br label %764

764:                                              ; preds = %761, %760
  %765 = phi contract float [ %763, %761 ], [ 0.000000e+00, %760 ]
  %766 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %765, i32 16, i32 31)
  %767 = fadd contract float %765, %766
  %768 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %767, i32 8, i32 31)
  %769 = fadd contract float %767, %768
  %770 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %769, i32 4, i32 31)
  %771 = fadd contract float %769, %770
  %772 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %771, i32 2, i32 31)
  %773 = fadd contract float %771, %772
  %774 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %773, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %775, label %777

775:                                              ; preds = %764
  %776 = fadd contract float %773, %774
  store float %776, ptr %48, align 4, !tbaa !27
  br label %777

777:                                              ; preds = %764, %775
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %778 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %779 = fadd contract float %778, 0.000000e+00
  %780 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %781 = fadd contract float %779, %780
  %782 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %781) #15
  %783 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %784 = icmp sgt i32 %783, 0
  br i1 %784, label %788, label %785

785:                                              ; preds = %799, %777
  %786 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %787 = icmp sgt i32 %786, 0
  br i1 %787, label %851, label %914

788:                                              ; preds = %777, %799
  %789 = phi i32 [ %794, %799 ], [ 0, %777 ]
  %790 = zext nneg i32 %789 to i64
  %791 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %790
  %792 = load i32, ptr %791, align 4, !tbaa !6
  %793 = add i32 %792, %22
  %794 = add nuw nsw i32 %789, 1
  %795 = zext nneg i32 %794 to i64
  %796 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %795
  %797 = load i32, ptr %796, align 4, !tbaa !6
  %798 = icmp slt i32 %793, %797
  br i1 %798, label %802, label %799

799:                                              ; preds = %837, %788
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %800 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !34
  %801 = icmp slt i32 %794, %800
  br i1 %801, label %788, label %785, !llvm.loop !120

802:                                              ; preds = %788, %837
  %803 = phi i32 [ %849, %837 ], [ %793, %788 ]
  %804 = sext i32 %803 to i64
  %805 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %804
  %806 = load i32, ptr %805, align 4, !tbaa !6
  %807 = sext i32 %806 to i64
  %808 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %807
  %809 = load float, ptr %808, align 4, !tbaa !27
  %810 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %807
  %811 = load i64, ptr %810, align 8, !tbaa !11
  %812 = icmp eq i32 %806, 0
  %813 = sub nsw i32 64, %806
  %814 = zext nneg i32 %813 to i64
  %815 = lshr i64 -1, %814
  %816 = select i1 %812, i64 0, i64 %815
  %817 = and i64 %816, %811
  %818 = icmp eq i64 %817, 0
  br i1 %818, label %837, label %819

819:                                              ; preds = %802
  %820 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %807
  br label %821

821:                                              ; preds = %821, %819
  %822 = phi i64 [ %817, %819 ], [ %829, %821 ]
  %823 = phi float [ %809, %819 ], [ %835, %821 ]
  %824 = sub i64 0, %822
  %825 = and i64 %822, %824
  %826 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %825, i1 false)
  %827 = sub nsw i64 63, %826
  %828 = add i64 %822, -1
  %829 = and i64 %828, %822
  %830 = getelementptr inbounds float, ptr %820, i64 %827
  %831 = load float, ptr %830, align 4, !tbaa !27
  %832 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %827
  %833 = load float, ptr %832, align 4, !tbaa !27
  %834 = fmul contract float %831, %833
  %835 = fsub contract float %823, %834
  %836 = icmp eq i64 %829, 0
  br i1 %836, label %837, label %821, !llvm.loop !121

837:                                              ; preds = %821, %802
  %838 = phi float [ %809, %802 ], [ %835, %821 ]
  %839 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %807
  %840 = getelementptr inbounds float, ptr %839, i64 %807
  %841 = load float, ptr %840, align 4, !tbaa !27
  %842 = tail call noundef float @llvm.nvvm.fabs.f32(float %841)
  %843 = fcmp contract ogt float %842, 0x3E45798EE0000000
  %844 = fcmp contract olt float %841, 0.000000e+00
  %845 = select contract i1 %844, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %846 = select contract i1 %843, float %841, float %845
  %847 = fdiv contract float %838, %846
  %848 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %807
  store float %847, ptr %848, align 4, !tbaa !27
  %849 = add i32 %803, 64
  %850 = icmp slt i32 %849, %797
  br i1 %850, label %802, label %799, !llvm.loop !122

851:                                              ; preds = %785, %862
  %852 = phi i32 [ %857, %862 ], [ 0, %785 ]
  %853 = zext nneg i32 %852 to i64
  %854 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %853
  %855 = load i32, ptr %854, align 4, !tbaa !6
  %856 = add i32 %855, %22
  %857 = add nuw nsw i32 %852, 1
  %858 = zext nneg i32 %857 to i64
  %859 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %858
  %860 = load i32, ptr %859, align 4, !tbaa !6
  %861 = icmp slt i32 %856, %860
  br i1 %861, label %865, label %862

862:                                              ; preds = %900, %851
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %863 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !96
  %864 = icmp slt i32 %857, %863
  br i1 %864, label %851, label %914, !llvm.loop !123

865:                                              ; preds = %851, %900
  %866 = phi i32 [ %912, %900 ], [ %856, %851 ]
  %867 = sext i32 %866 to i64
  %868 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %867
  %869 = load i32, ptr %868, align 4, !tbaa !6
  %870 = sext i32 %869 to i64
  %871 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %870
  %872 = load float, ptr %871, align 4, !tbaa !27
  %873 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %870
  %874 = load i64, ptr %873, align 8, !tbaa !11
  %875 = icmp slt i32 %869, 63
  %876 = add nsw i32 %869, 1
  %877 = zext nneg i32 %876 to i64
  %878 = shl nsw i64 -1, %877
  %879 = select i1 %875, i64 %878, i64 0
  %880 = and i64 %879, %874
  %881 = icmp eq i64 %880, 0
  br i1 %881, label %900, label %882

882:                                              ; preds = %865
  %883 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %870
  br label %884

884:                                              ; preds = %884, %882
  %885 = phi i64 [ %880, %882 ], [ %892, %884 ]
  %886 = phi float [ %872, %882 ], [ %898, %884 ]
  %887 = sub i64 0, %885
  %888 = and i64 %885, %887
  %889 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %888, i1 false)
  %890 = sub nsw i64 63, %889
  %891 = add i64 %885, -1
  %892 = and i64 %891, %885
  %893 = getelementptr [65 x float], ptr %883, i64 %890
  %894 = load float, ptr %893, align 4, !tbaa !27
  %895 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %890
  %896 = load float, ptr %895, align 4, !tbaa !27
  %897 = fmul contract float %894, %896
  %898 = fsub contract float %886, %897
  %899 = icmp eq i64 %892, 0
  br i1 %899, label %900, label %884, !llvm.loop !124

900:                                              ; preds = %884, %865
  %901 = phi float [ %872, %865 ], [ %898, %884 ]
  %902 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %870
  %903 = getelementptr inbounds float, ptr %902, i64 %870
  %904 = load float, ptr %903, align 4, !tbaa !27
  %905 = tail call noundef float @llvm.nvvm.fabs.f32(float %904)
  %906 = fcmp contract ogt float %905, 0x3E45798EE0000000
  %907 = fcmp contract olt float %904, 0.000000e+00
  %908 = select contract i1 %907, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %909 = select contract i1 %906, float %904, float %908
  %910 = fdiv contract float %901, %909
  %911 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %870
  store float %910, ptr %911, align 4, !tbaa !27
  %912 = add i32 %866, 64
  %913 = icmp slt i32 %912, %860
  br i1 %913, label %865, label %862, !llvm.loop !125

914:                                              ; preds = %862, %785
  br i1 %43, label %915, label %919

915:                                              ; preds = %914
  %916 = load float, ptr %42, align 4, !tbaa !27
  %917 = load float, ptr %50, align 4, !tbaa !27
  %918 = fmul contract float %916, %917
  br label %919

919:                                              ; preds = %915, %914
  %920 = phi contract float [ %918, %915 ], [ 0.000000e+00, %914 ]
  %921 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %920, i32 16, i32 31)
  %922 = fadd contract float %920, %921
  %923 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %922, i32 8, i32 31)
  %924 = fadd contract float %922, %923
  %925 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %924, i32 4, i32 31)
  %926 = fadd contract float %924, %925
  %927 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %926, i32 2, i32 31)
  %928 = fadd contract float %926, %927
  %929 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %928, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %930, label %932

930:                                              ; preds = %919
  %931 = fadd contract float %928, %929
  store float %931, ptr %48, align 4, !tbaa !27
  br label %932

932:                                              ; preds = %919, %930
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %933 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !27
  %934 = fadd contract float %933, 0.000000e+00
  %935 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !27
  %936 = fadd contract float %934, %935
  br i1 %28, label %937, label %945

937:                                              ; preds = %932
  %938 = tail call noundef float @llvm.nvvm.fabs.f32(float %702)
  %939 = fcmp contract ogt float %938, 0x39B4484C00000000
  %940 = fdiv contract float %936, %702
  %941 = select contract i1 %939, float %940, float 0.000000e+00
  %942 = load float, ptr %49, align 4, !tbaa !27
  %943 = load float, ptr %50, align 4, !tbaa !27
  %944 = tail call noundef float @llvm.fma.f32(float %941, float %942, float %943)
  store float %944, ptr %49, align 4, !tbaa !27
  br label %945

945:                                              ; preds = %937, %932
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %946 = add nuw nsw i32 %703, 1
  %947 = icmp samesign ult i32 %946, %21
  %948 = fcmp contract ogt float %782, %692
  %949 = and i1 %947, %948
  br i1 %949, label %701, label %699, !llvm.loop !127

950:                                              ; preds = %699
  %951 = mul nuw nsw i64 %72, %40
  %952 = getelementptr float, ptr %52, i64 %951
  %953 = load float, ptr %39, align 4, !tbaa !27
  store float %953, ptr %952, align 4, !tbaa !27
  br label %954

954:                                              ; preds = %950, %699
  br i1 %38, label %955, label %957

955:                                              ; preds = %954
  %956 = getelementptr inbounds nuw float, ptr %5, i64 %72
  store float %700, ptr %956, align 4, !tbaa !27
  br label %957

957:                                              ; preds = %955, %954
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %958 = add nuw nsw i64 %72, %54
  %959 = icmp slt i64 %958, %24
  br i1 %959, label %71, label %960, !llvm.loop !128

960:                                              ; preds = %957, %19, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #10

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #14

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #10 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #15 = { nounwind }
attributes #16 = { convergent nounwind }

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
!12 = !{!"long long", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !14}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !8, i64 0}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !17}
!34 = !{!35, !7, i64 34824}
!35 = !{!"_ZTS8SpShared", !8, i64 0, !8, i64 16640, !8, i64 33280, !8, i64 33792, !8, i64 34048, !8, i64 34308, !8, i64 34564, !7, i64 34824, !7, i64 34828, !8, i64 34832}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_Z11factor_bodyILb0EEvPKiS1_PKfiiifPf: argument 0"}
!48 = distinct !{!48, !"_Z11factor_bodyILb0EEvPKiS1_PKfiiifPf"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!51 = distinct !{!51, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!52 = !{!53}
!53 = distinct !{!53, !51, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!54 = !{!55}
!55 = distinct !{!55, !51, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!56 = !{!50, !53, !55, !47}
!57 = distinct !{!57, !17}
!58 = !{!53, !55, !47}
!59 = !{!50, !55, !47}
!60 = !{!50, !53, !47}
!61 = distinct !{!61, !17}
!62 = distinct !{!62, !14}
!63 = distinct !{!63, !14}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_Z11factor_bodyILb1EEvPKiS1_PKfiiifPf: argument 0"}
!66 = distinct !{!66, !"_Z11factor_bodyILb1EEvPKiS1_PKfiiifPf"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!69 = distinct !{!69, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!70 = !{!71}
!71 = distinct !{!71, !69, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!72 = !{!73}
!73 = distinct !{!73, !69, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!74 = !{!68, !71, !73, !65}
!75 = distinct !{!75, !17}
!76 = !{!71, !73, !65}
!77 = !{!68, !73, !65}
!78 = !{!68, !71, !65}
!79 = distinct !{!79, !17}
!80 = distinct !{!80, !17}
!81 = distinct !{!81, !14}
!82 = distinct !{!82, !14}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!85 = distinct !{!85, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!86 = !{!87}
!87 = distinct !{!87, !85, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!88 = !{!89}
!89 = distinct !{!89, !85, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!90 = !{!84, !87, !89}
!91 = distinct !{!91, !17}
!92 = !{!87, !89}
!93 = !{!84, !89}
!94 = !{!84, !87}
!95 = distinct !{!95, !17}
!96 = !{!35, !7, i64 34828}
!97 = distinct !{!97, !14}
!98 = distinct !{!98, !14}
!99 = distinct !{!99, !14}
!100 = distinct !{!100, !14}
!101 = distinct !{!101, !14}
!102 = distinct !{!102, !14}
!103 = distinct !{!103, !14}
!104 = distinct !{!104, !14}
!105 = distinct !{!105, !14}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!108 = distinct !{!108, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!109 = !{!110}
!110 = distinct !{!110, !108, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!111 = !{!112}
!112 = distinct !{!112, !108, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!113 = !{!107, !110, !112}
!114 = distinct !{!114, !17}
!115 = !{!110, !112}
!116 = !{!107, !112}
!117 = !{!107, !110}
!118 = distinct !{!118, !17}
!119 = distinct !{!119, !17}
!120 = distinct !{!120, !14}
!121 = distinct !{!121, !14}
!122 = distinct !{!122, !14}
!123 = distinct !{!123, !14}
!124 = distinct !{!124, !14}
!125 = distinct !{!125, !14}
!126 = distinct !{!126, !14}
!127 = distinct !{!127, !14}
!128 = distinct !{!128, !14}
