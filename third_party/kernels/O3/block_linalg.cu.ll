; ModuleID = 'src/block_linalg.cu'
source_filename = "src/block_linalg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21chol_solve_shared_f64E3s_a = internal unnamed_addr addrspace(3) global [32 x [33 x double]] undef, align 8
@_ZZ21chol_solve_shared_f64E6s_info = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ19householder_lsq_f32E3s_a = internal unnamed_addr addrspace(3) global [17 x [128 x float]] undef, align 4
@_ZZ19householder_lsq_f32E3s_w = internal unnamed_addr addrspace(3) global [17 x float] undef, align 4
@_ZZ19householder_lsq_f32E5s_red = internal unnamed_addr addrspace(3) global [4 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @chol_solve_shared_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = shl nuw nsw i32 %12, 5
  %14 = add nuw nsw i32 %13, %11
  %15 = icmp sgt i32 %3, 32
  %16 = icmp sgt i32 %4, 8
  %17 = or i1 %15, %16
  br i1 %17, label %376, label %18

18:                                               ; preds = %10
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %376

21:                                               ; preds = %18
  %22 = sext i32 %3 to i64
  %23 = mul nsw i32 %3, %3
  %24 = icmp samesign ult i32 %14, %23
  %25 = icmp eq i32 %14, 0
  %26 = icmp sgt i32 %3, 0
  %27 = icmp slt i32 %14, %3
  %28 = zext nneg i32 %14 to i64
  %29 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %28
  %30 = icmp slt i32 %11, %3
  %31 = zext nneg i32 %11 to i64
  %32 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %31
  %33 = add nuw nsw i32 %12, 1
  %34 = icmp eq i32 %12, 0
  %35 = getelementptr inbounds nuw double, ptr %32, i64 %31
  %36 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #7
  %37 = icmp eq i32 %11, 0
  %38 = icmp slt i32 %12, %4
  %39 = sext i32 %4 to i64
  %40 = icmp sge i32 %11, %3
  %41 = mul nsw i32 %4, %11
  %42 = add nsw i32 %41, %12
  %43 = sext i32 %42 to i64
  %44 = getelementptr double, ptr %1, i64 %43
  %45 = sext i32 %41 to i64
  %46 = getelementptr double, ptr %7, i64 %45
  %47 = zext nneg i32 %12 to i64
  %48 = getelementptr double, ptr %46, i64 %47
  %49 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %50

50:                                               ; preds = %21, %373
  %51 = phi i32 [ %19, %21 ], [ %374, %373 ]
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 %52, %22
  %54 = mul i64 %53, %22
  %55 = getelementptr inbounds nuw double, ptr %0, i64 %54
  br i1 %24, label %57, label %56

56:                                               ; preds = %74, %50
  br i1 %25, label %77, label %78

57:                                               ; preds = %50, %74
  %58 = phi i32 [ %75, %74 ], [ %14, %50 ]
  %59 = sdiv i32 %58, %3
  %60 = mul nsw i32 %59, %3
  %61 = sub nsw i32 %58, %60
  %62 = icmp sgt i32 %61, %59
  br i1 %62, label %74, label %63

63:                                               ; preds = %57
  %64 = zext nneg i32 %58 to i64
  %65 = getelementptr inbounds nuw double, ptr %55, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !11
  %67 = icmp eq i32 %59, %61
  %68 = select contract i1 %67, double %5, double 0.000000e+00
  %69 = fadd contract double %68, %66
  %70 = sext i32 %59 to i64
  %71 = getelementptr inbounds [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %70
  %72 = sext i32 %61 to i64
  %73 = getelementptr inbounds double, ptr %71, i64 %72
  store double %69, ptr %73, align 8, !tbaa !11
  br label %74

74:                                               ; preds = %63, %57
  %75 = add nuw nsw i32 %58, 256
  %76 = icmp samesign ult i32 %75, %23
  br i1 %76, label %57, label %56, !llvm.loop !13

77:                                               ; preds = %56
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  br label %78

78:                                               ; preds = %77, %56
  br i1 %26, label %79, label %129

79:                                               ; preds = %78, %126
  %80 = phi i32 [ %127, %126 ], [ 0, %78 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %81, label %91

81:                                               ; preds = %79
  %82 = zext nneg i32 %80 to i64
  %83 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %82
  %84 = getelementptr inbounds nuw double, ptr %83, i64 %82
  %85 = load double, ptr %84, align 8, !tbaa !11
  %86 = fcmp contract ogt double %85, 0.000000e+00
  br i1 %86, label %89, label %87

87:                                               ; preds = %81
  %88 = add nuw nsw i32 %80, 1
  store i32 %88, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  br label %91

89:                                               ; preds = %81
  %90 = tail call noundef double @llvm.sqrt.f64(double %85)
  store double %90, ptr %84, align 8, !tbaa !11
  br label %91

91:                                               ; preds = %87, %89, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %129

94:                                               ; preds = %91
  %95 = zext nneg i32 %80 to i64
  %96 = icmp samesign ugt i32 %14, %80
  %97 = and i1 %27, %96
  br i1 %97, label %98, label %106

98:                                               ; preds = %94
  %99 = getelementptr inbounds nuw double, ptr %29, i64 %95
  %100 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %95
  %101 = getelementptr inbounds nuw double, ptr %100, i64 %95
  %102 = load double, ptr %101, align 8, !tbaa !11
  %103 = fdiv contract double 1.000000e+00, %102
  %104 = load double, ptr %99, align 8, !tbaa !11
  %105 = fmul contract double %104, %103
  store double %105, ptr %99, align 8, !tbaa !11
  br label %106

106:                                              ; preds = %98, %94
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %107 = icmp samesign ugt i32 %11, %80
  %108 = and i1 %30, %107
  br i1 %108, label %109, label %126

109:                                              ; preds = %106
  %110 = getelementptr inbounds nuw double, ptr %32, i64 %95
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = add nuw nsw i32 %33, %80
  %113 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %95
  %114 = icmp samesign ugt i32 %112, %11
  br i1 %114, label %126, label %115

115:                                              ; preds = %109, %115
  %116 = phi i32 [ %124, %115 ], [ %112, %109 ]
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw [33 x double], ptr %113, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !11
  %120 = fmul contract double %111, %119
  %121 = getelementptr inbounds nuw double, ptr %32, i64 %117
  %122 = load double, ptr %121, align 8, !tbaa !11
  %123 = fsub contract double %122, %120
  store double %123, ptr %121, align 8, !tbaa !11
  %124 = add nuw nsw i32 %116, 8
  %125 = icmp samesign ugt i32 %124, %11
  br i1 %125, label %126, label %115, !llvm.loop !15

126:                                              ; preds = %115, %109, %106
  %127 = add nuw nsw i32 %80, 1
  %128 = icmp eq i32 %127, %3
  br i1 %128, label %129, label %79, !llvm.loop !16

129:                                              ; preds = %126, %91, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %130 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  %131 = getelementptr inbounds nuw double, ptr %6, i64 %54
  br i1 %24, label %132, label %134

132:                                              ; preds = %129
  %133 = icmp ne i32 %130, 0
  br label %135

134:                                              ; preds = %148, %129
  br i1 %34, label %154, label %294

135:                                              ; preds = %132, %148
  %136 = phi i32 [ %14, %132 ], [ %152, %148 ]
  %137 = sdiv i32 %136, %3
  %138 = mul nsw i32 %137, %3
  %139 = sub nsw i32 %136, %138
  %140 = icmp sgt i32 %139, %137
  %141 = select i1 %140, i1 true, i1 %133
  br i1 %141, label %148, label %142

142:                                              ; preds = %135
  %143 = sext i32 %137 to i64
  %144 = getelementptr inbounds [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %143
  %145 = sext i32 %139 to i64
  %146 = getelementptr inbounds double, ptr %144, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !11
  br label %148

148:                                              ; preds = %135, %142
  %149 = phi contract double [ %147, %142 ], [ 0.000000e+00, %135 ]
  %150 = zext nneg i32 %136 to i64
  %151 = getelementptr inbounds nuw double, ptr %131, i64 %150
  store double %149, ptr %151, align 8, !tbaa !11
  %152 = add nuw nsw i32 %136, 256
  %153 = icmp samesign ult i32 %152, %23
  br i1 %153, label %135, label %134, !llvm.loop !17

154:                                              ; preds = %134
  %155 = icmp eq i32 %130, 0
  %156 = and i1 %30, %155
  br i1 %156, label %157, label %227

157:                                              ; preds = %154
  %158 = load double, ptr %35, align 8, !tbaa !11
  %159 = tail call i32 @llvm.nvvm.d2i.hi(double %158) #7
  %160 = tail call i32 @llvm.nvvm.d2i.lo(double %158) #7
  %161 = icmp slt i32 %159, 1048576
  br i1 %161, label %162, label %166

162:                                              ; preds = %157
  %163 = fmul double %158, 0x4350000000000000
  %164 = tail call i32 @llvm.nvvm.d2i.lo(double %163) #7
  %165 = tail call i32 @llvm.nvvm.d2i.hi(double %163) #7
  br label %166

166:                                              ; preds = %162, %157
  %167 = phi double [ %163, %162 ], [ %158, %157 ]
  %168 = phi i32 [ %165, %162 ], [ %159, %157 ]
  %169 = phi i32 [ %164, %162 ], [ %160, %157 ]
  %170 = phi i32 [ -1077, %162 ], [ -1023, %157 ]
  %171 = add i32 %168, -1
  %172 = icmp ult i32 %171, 2146435071
  br i1 %172, label %173, label %221

173:                                              ; preds = %166
  %174 = lshr i32 %168, 20
  %175 = add nsw i32 %170, %174
  %176 = and i32 %168, 1048575
  %177 = or disjoint i32 %176, 1072693248
  %178 = tail call double @llvm.nvvm.lohi.i2d(i32 %169, i32 %177) #7
  %179 = icmp samesign ugt i32 %177, 1073127582
  %180 = tail call i32 @llvm.nvvm.d2i.lo(double %178) #7
  %181 = tail call i32 @llvm.nvvm.d2i.hi(double %178) #7
  %182 = add i32 %181, -1048576
  %183 = tail call double @llvm.nvvm.lohi.i2d(i32 %180, i32 %182) #7
  %184 = select i1 %179, double %183, double %178
  %185 = zext i1 %179 to i32
  %186 = add nsw i32 %175, %185
  %187 = fadd double %184, -1.000000e+00
  %188 = fadd double %184, 1.000000e+00
  %189 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %188) #7
  %190 = fneg double %188
  %191 = tail call double @llvm.fma.f64(double %190, double %189, double 1.000000e+00)
  %192 = tail call double @llvm.fma.f64(double %191, double %191, double %191)
  %193 = tail call double @llvm.fma.f64(double %192, double %189, double %189)
  %194 = fmul double %187, %193
  %195 = fadd double %194, %194
  %196 = fmul double %195, %195
  %197 = tail call double @llvm.fma.f64(double %196, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %198 = tail call double @llvm.fma.f64(double %197, double %196, double 0x3EF3B2669F02676F)
  %199 = tail call double @llvm.fma.f64(double %198, double %196, double 0x3F1745CBA9AB0956)
  %200 = tail call double @llvm.fma.f64(double %199, double %196, double 0x3F3C71C72D1B5154)
  %201 = tail call double @llvm.fma.f64(double %200, double %196, double 0x3F624924923BE72D)
  %202 = tail call double @llvm.fma.f64(double %201, double %196, double 0x3F8999999999A3C4)
  %203 = tail call double @llvm.fma.f64(double %202, double %196, double 0x3FB5555555555554)
  %204 = fsub double %187, %195
  %205 = fmul double %204, 2.000000e+00
  %206 = fneg double %195
  %207 = tail call double @llvm.fma.f64(double %206, double %187, double %205)
  %208 = fmul double %193, %207
  %209 = fmul double %196, %203
  %210 = tail call double @llvm.fma.f64(double %209, double %195, double %208)
  %211 = xor i32 %186, -2147483648
  %212 = tail call double @llvm.nvvm.lohi.i2d(i32 %211, i32 1127219200) #7
  %213 = fsub double %212, %36
  %214 = tail call double @llvm.fma.f64(double %213, double 0x3FE62E42FEFA39EF, double %195)
  %215 = fneg double %213
  %216 = tail call double @llvm.fma.f64(double %215, double 0x3FE62E42FEFA39EF, double %214)
  %217 = fsub double %216, %195
  %218 = fsub double %210, %217
  %219 = tail call double @llvm.fma.f64(double %213, double 0x3C7ABC9E3B39803F, double %218)
  %220 = fadd double %214, %219
  br label %227

221:                                              ; preds = %166
  %222 = tail call double @llvm.fma.f64(double %167, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %223 = tail call i32 @llvm.nvvm.d2i.hi(double %167) #7
  %224 = and i32 %223, 2147483647
  %225 = icmp eq i32 %224, 0
  %226 = select i1 %225, double 0xFFF0000000000000, double %222
  br label %227

227:                                              ; preds = %221, %173, %154
  %228 = phi contract double [ 0.000000e+00, %154 ], [ %220, %173 ], [ %226, %221 ]
  %229 = bitcast double %228 to i64
  %230 = trunc i64 %229 to i32
  %231 = lshr i64 %229, 32
  %232 = trunc nuw i64 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %230, i32 16, i32 31)
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %232, i32 16, i32 31)
  %235 = zext i32 %234 to i64
  %236 = shl nuw i64 %235, 32
  %237 = zext i32 %233 to i64
  %238 = or disjoint i64 %236, %237
  %239 = bitcast i64 %238 to double
  %240 = fadd contract double %228, %239
  %241 = bitcast double %240 to i64
  %242 = trunc i64 %241 to i32
  %243 = lshr i64 %241, 32
  %244 = trunc nuw i64 %243 to i32
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 8, i32 31)
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %244, i32 8, i32 31)
  %247 = zext i32 %246 to i64
  %248 = shl nuw i64 %247, 32
  %249 = zext i32 %245 to i64
  %250 = or disjoint i64 %248, %249
  %251 = bitcast i64 %250 to double
  %252 = fadd contract double %240, %251
  %253 = bitcast double %252 to i64
  %254 = trunc i64 %253 to i32
  %255 = lshr i64 %253, 32
  %256 = trunc nuw i64 %255 to i32
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %254, i32 4, i32 31)
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %256, i32 4, i32 31)
  %259 = zext i32 %258 to i64
  %260 = shl nuw i64 %259, 32
  %261 = zext i32 %257 to i64
  %262 = or disjoint i64 %260, %261
  %263 = bitcast i64 %262 to double
  %264 = fadd contract double %252, %263
  %265 = bitcast double %264 to i64
  %266 = trunc i64 %265 to i32
  %267 = lshr i64 %265, 32
  %268 = trunc nuw i64 %267 to i32
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %266, i32 2, i32 31)
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 2, i32 31)
  %271 = zext i32 %270 to i64
  %272 = shl nuw i64 %271, 32
  %273 = zext i32 %269 to i64
  %274 = or disjoint i64 %272, %273
  %275 = bitcast i64 %274 to double
  %276 = fadd contract double %264, %275
  %277 = bitcast double %276 to i64
  %278 = trunc i64 %277 to i32
  %279 = lshr i64 %277, 32
  %280 = trunc nuw i64 %279 to i32
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %278, i32 1, i32 31)
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 1, i32 31)
  br i1 %37, label %283, label %294

283:                                              ; preds = %227
  %284 = zext i32 %282 to i64
  %285 = shl nuw i64 %284, 32
  %286 = zext i32 %281 to i64
  %287 = or disjoint i64 %285, %286
  %288 = bitcast i64 %287 to double
  %289 = fadd contract double %276, %288
  %290 = fmul contract double %289, 2.000000e+00
  %291 = select contract i1 %155, double %290, double 0x7FF8000000000000
  %292 = getelementptr inbounds double, ptr %8, i64 %52
  store double %291, ptr %292, align 8, !tbaa !11
  %293 = getelementptr inbounds i32, ptr %9, i64 %52
  store i32 %130, ptr %293, align 4, !tbaa !6
  br label %294

294:                                              ; preds = %227, %283, %134
  br i1 %38, label %295, label %373

295:                                              ; preds = %294
  %296 = mul i64 %53, %39
  br i1 %40, label %300, label %297

297:                                              ; preds = %295
  %298 = getelementptr double, ptr %44, i64 %296
  %299 = load double, ptr %298, align 8, !tbaa !11
  br label %300

300:                                              ; preds = %295, %297
  %301 = phi contract double [ %299, %297 ], [ 0.000000e+00, %295 ]
  %302 = icmp eq i32 %130, 0
  br i1 %302, label %303, label %369

303:                                              ; preds = %300
  br i1 %26, label %306, label %304

304:                                              ; preds = %334, %303
  %305 = phi double [ %301, %303 ], [ %335, %334 ]
  br i1 %26, label %338, label %369

306:                                              ; preds = %303, %334
  %307 = phi i32 [ %336, %334 ], [ 0, %303 ]
  %308 = phi double [ %335, %334 ], [ %301, %303 ]
  %309 = bitcast double %308 to i64
  %310 = trunc i64 %309 to i32
  %311 = lshr i64 %309, 32
  %312 = trunc nuw i64 %311 to i32
  %313 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %310, i32 %307, i32 31)
  %314 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %312, i32 %307, i32 31)
  %315 = zext i32 %314 to i64
  %316 = shl nuw i64 %315, 32
  %317 = zext i32 %313 to i64
  %318 = or disjoint i64 %316, %317
  %319 = bitcast i64 %318 to double
  %320 = zext nneg i32 %307 to i64
  %321 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %320
  %322 = getelementptr inbounds nuw double, ptr %321, i64 %320
  %323 = load double, ptr %322, align 8, !tbaa !11
  %324 = fdiv contract double %319, %323
  %325 = icmp eq i32 %11, %307
  br i1 %325, label %334, label %326

326:                                              ; preds = %306
  %327 = icmp samesign ule i32 %11, %307
  %328 = or i1 %40, %327
  br i1 %328, label %334, label %329

329:                                              ; preds = %326
  %330 = getelementptr inbounds nuw double, ptr %32, i64 %320
  %331 = load double, ptr %330, align 8, !tbaa !11
  %332 = fmul contract double %324, %331
  %333 = fsub contract double %308, %332
  br label %334

334:                                              ; preds = %326, %306, %329
  %335 = phi double [ %308, %326 ], [ %333, %329 ], [ %324, %306 ]
  %336 = add nuw nsw i32 %307, 1
  %337 = icmp eq i32 %336, %3
  br i1 %337, label %304, label %306, !llvm.loop !18

338:                                              ; preds = %304, %366
  %339 = phi i32 [ %341, %366 ], [ %3, %304 ]
  %340 = phi double [ %367, %366 ], [ %305, %304 ]
  %341 = add nsw i32 %339, -1
  %342 = bitcast double %340 to i64
  %343 = trunc i64 %342 to i32
  %344 = lshr i64 %342, 32
  %345 = trunc nuw i64 %344 to i32
  %346 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %343, i32 %341, i32 31)
  %347 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %345, i32 %341, i32 31)
  %348 = zext i32 %347 to i64
  %349 = shl nuw i64 %348, 32
  %350 = zext i32 %346 to i64
  %351 = or disjoint i64 %349, %350
  %352 = bitcast i64 %351 to double
  %353 = zext nneg i32 %341 to i64
  %354 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %353
  %355 = getelementptr inbounds nuw double, ptr %354, i64 %353
  %356 = load double, ptr %355, align 8, !tbaa !11
  %357 = fdiv contract double %352, %356
  %358 = icmp eq i32 %11, %341
  br i1 %358, label %366, label %359

359:                                              ; preds = %338
  %360 = icmp slt i32 %11, %341
  br i1 %360, label %361, label %366

361:                                              ; preds = %359
  %362 = getelementptr inbounds nuw double, ptr %354, i64 %31
  %363 = load double, ptr %362, align 8, !tbaa !11
  %364 = fmul contract double %357, %363
  %365 = fsub contract double %340, %364
  br label %366

366:                                              ; preds = %338, %359, %361
  %367 = phi double [ %340, %359 ], [ %365, %361 ], [ %357, %338 ]
  %368 = icmp sgt i32 %339, 1
  br i1 %368, label %338, label %369, !llvm.loop !19

369:                                              ; preds = %366, %304, %300
  %370 = phi double [ 0.000000e+00, %300 ], [ %305, %304 ], [ %367, %366 ]
  br i1 %40, label %373, label %371

371:                                              ; preds = %369
  %372 = getelementptr double, ptr %48, i64 %296
  store double %370, ptr %372, align 8, !tbaa !11
  br label %373

373:                                              ; preds = %369, %371, %294
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %374 = add i32 %51, %49
  %375 = icmp slt i32 %374, %2
  br i1 %375, label %50, label %376, !llvm.loop !20

376:                                              ; preds = %373, %18, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @householder_lsq_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = lshr i32 %9, 5
  %12 = icmp sgt i32 %3, 128
  %13 = icmp sgt i32 %4, 16
  %14 = or i1 %12, %13
  %15 = icmp sgt i32 %4, %3
  %16 = or i1 %15, %14
  br i1 %16, label %343, label %17

17:                                               ; preds = %8
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %343

20:                                               ; preds = %17
  %21 = sext i32 %3 to i64
  %22 = sext i32 %4 to i64
  %23 = mul nsw i32 %4, %3
  %24 = icmp slt i32 %9, %23
  %25 = icmp slt i32 %9, %3
  %26 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %22
  %27 = icmp sgt i32 %4, 0
  %28 = zext nneg i32 %9 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %28
  %30 = icmp eq i32 %10, 0
  %31 = zext nneg i32 %11 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 %31
  %33 = icmp sge i32 %9, %4
  %34 = and i1 %25, %33
  %35 = getelementptr inbounds nuw float, ptr %26, i64 %28
  %36 = icmp eq i32 %11, 0
  %37 = icmp slt i32 %10, %4
  %38 = zext nneg i32 %10 to i64
  %39 = getelementptr inbounds nuw float, ptr %26, i64 %38
  %40 = getelementptr float, ptr %5, i64 %38
  %41 = mul nsw i64 %22, %22
  %42 = mul nsw i32 %4, %4
  %43 = icmp samesign ult i32 %9, %42
  %44 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %45 = zext nneg i32 %9 to i64
  %46 = getelementptr float, ptr %1, i64 %45
  %47 = getelementptr inbounds nuw float, ptr %26, i64 %45
  br label %48

48:                                               ; preds = %20, %322
  %49 = phi i32 [ %18, %20 ], [ %323, %322 ]
  %50 = sext i32 %49 to i64
  %51 = mul nsw i64 %50, %21
  %52 = mul i64 %51, %22
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52
  br i1 %24, label %55, label %54

54:                                               ; preds = %55, %48
  br i1 %25, label %70, label %69

55:                                               ; preds = %48, %55
  %56 = phi i32 [ %67, %55 ], [ %9, %48 ]
  %57 = sdiv i32 %56, %4
  %58 = mul nsw i32 %57, %4
  %59 = sub nsw i32 %56, %58
  %60 = zext nneg i32 %56 to i64
  %61 = getelementptr inbounds nuw float, ptr %53, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !21
  %63 = sext i32 %59 to i64
  %64 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %63
  %65 = sext i32 %57 to i64
  %66 = getelementptr inbounds float, ptr %64, i64 %65
  store float %62, ptr %66, align 4, !tbaa !21
  %67 = add nuw nsw i32 %56, 128
  %68 = icmp slt i32 %67, %23
  br i1 %68, label %55, label %54, !llvm.loop !23

69:                                               ; preds = %70, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %74, label %73

70:                                               ; preds = %54
  %71 = getelementptr float, ptr %46, i64 %51
  %72 = load float, ptr %71, align 4, !tbaa !21
  store float %72, ptr %47, align 4, !tbaa !21
  br label %69

73:                                               ; preds = %258, %69
  br i1 %34, label %260, label %263

74:                                               ; preds = %69, %258
  %75 = phi i32 [ %124, %258 ], [ 0, %69 ]
  %76 = sub nsw i32 %4, %75
  %77 = icmp samesign uge i32 %9, %75
  %78 = and i1 %25, %77
  br i1 %78, label %79, label %84

79:                                               ; preds = %74
  %80 = zext nneg i32 %75 to i64
  %81 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !21
  %83 = fmul contract float %82, %82
  br label %84

84:                                               ; preds = %74, %79
  %85 = phi float [ %83, %79 ], [ 0.000000e+00, %74 ]
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 16, i32 31)
  %87 = fadd contract float %85, %86
  %88 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %87, i32 8, i32 31)
  %89 = fadd contract float %87, %88
  %90 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %89, i32 4, i32 31)
  %91 = fadd contract float %89, %90
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %91, i32 2, i32 31)
  %93 = fadd contract float %91, %92
  %94 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %93, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %95, label %97

95:                                               ; preds = %84
  %96 = fadd contract float %93, %94
  store float %96, ptr %32, align 4, !tbaa !21
  br label %97

97:                                               ; preds = %84, %95
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), align 4, !tbaa !21
  %99 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 4), align 4, !tbaa !21
  %100 = fadd contract float %98, %99
  %101 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 8), align 4, !tbaa !21
  %102 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 12), align 4, !tbaa !21
  %103 = fadd contract float %101, %102
  %104 = fadd contract float %100, %103
  %105 = zext nneg i32 %75 to i64
  %106 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %105
  %107 = getelementptr inbounds nuw float, ptr %106, i64 %105
  %108 = load float, ptr %107, align 4, !tbaa !21
  %109 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %104) #7
  %110 = fcmp contract oge float %108, 0.000000e+00
  %111 = fneg contract float %109
  %112 = select contract i1 %110, float %111, float %109
  %113 = fsub contract float %108, %112
  %114 = fmul contract float %108, %108
  %115 = fsub contract float %104, %114
  %116 = fmul contract float %113, %113
  %117 = fadd contract float %115, %116
  %118 = fcmp contract ogt float %117, 0x39B4484C00000000
  %119 = fdiv contract float 2.000000e+00, %117
  %120 = select contract i1 %118, float %119, float 0.000000e+00
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %121 = icmp eq i32 %9, %75
  br i1 %121, label %122, label %123

122:                                              ; preds = %97
  store float %113, ptr %107, align 4, !tbaa !21
  br label %123

123:                                              ; preds = %122, %97
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %124 = add nuw nsw i32 %75, 1
  %125 = add nuw nsw i32 %124, %11
  %126 = icmp sgt i32 %125, %4
  br i1 %126, label %130, label %127

127:                                              ; preds = %123
  %128 = add nuw nsw i32 %75, %10
  %129 = icmp slt i32 %128, %3
  br label %131

130:                                              ; preds = %164, %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %78, label %167, label %256

131:                                              ; preds = %127, %164
  %132 = phi i32 [ %125, %127 ], [ %165, %164 ]
  br i1 %129, label %133, label %136

133:                                              ; preds = %131
  %134 = zext nneg i32 %132 to i64
  %135 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %134
  br label %147

136:                                              ; preds = %147, %131
  %137 = phi float [ 0.000000e+00, %131 ], [ %156, %147 ]
  %138 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %137, i32 16, i32 31)
  %139 = fadd contract float %137, %138
  %140 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %139, i32 8, i32 31)
  %141 = fadd contract float %139, %140
  %142 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %141, i32 4, i32 31)
  %143 = fadd contract float %141, %142
  %144 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %143, i32 2, i32 31)
  %145 = fadd contract float %143, %144
  %146 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %145, i32 1, i32 31)
  br i1 %30, label %159, label %164

147:                                              ; preds = %133, %147
  %148 = phi float [ 0.000000e+00, %133 ], [ %156, %147 ]
  %149 = phi i32 [ %128, %133 ], [ %157, %147 ]
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw float, ptr %106, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !21
  %153 = getelementptr inbounds nuw float, ptr %135, i64 %150
  %154 = load float, ptr %153, align 4, !tbaa !21
  %155 = fmul contract float %152, %154
  %156 = fadd contract float %148, %155
  %157 = add nuw nsw i32 %149, 32
  %158 = icmp slt i32 %157, %3
  br i1 %158, label %147, label %136, !llvm.loop !24

159:                                              ; preds = %136
  %160 = fadd contract float %145, %146
  %161 = zext nneg i32 %132 to i64
  %162 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %161
  %163 = fmul contract float %120, %160
  store float %163, ptr %162, align 4, !tbaa !21
  br label %164

164:                                              ; preds = %159, %136
  %165 = add nuw nsw i32 %132, 4
  %166 = icmp sgt i32 %165, %4
  br i1 %166, label %130, label %131, !llvm.loop !25

167:                                              ; preds = %130
  %168 = getelementptr inbounds nuw float, ptr %106, i64 %28
  %169 = load float, ptr %168, align 4, !tbaa !21
  %170 = and i32 %76, 7
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %185, label %172

172:                                              ; preds = %167, %172
  %173 = phi i32 [ %182, %172 ], [ %124, %167 ]
  %174 = phi i32 [ %183, %172 ], [ 0, %167 ]
  %175 = zext nneg i32 %173 to i64
  %176 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !21
  %178 = fmul contract float %169, %177
  %179 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %175
  %180 = load float, ptr %179, align 4, !tbaa !21
  %181 = fsub contract float %180, %178
  store float %181, ptr %179, align 4, !tbaa !21
  %182 = add nuw i32 %173, 1
  %183 = add i32 %174, 1
  %184 = icmp eq i32 %183, %170
  br i1 %184, label %185, label %172, !llvm.loop !26

185:                                              ; preds = %172, %167
  %186 = phi i32 [ %124, %167 ], [ %182, %172 ]
  %187 = sub nsw i32 %75, %4
  %188 = icmp ugt i32 %187, -8
  br i1 %188, label %256, label %189

189:                                              ; preds = %185, %189
  %190 = phi i32 [ %254, %189 ], [ %186, %185 ]
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !21
  %194 = fmul contract float %169, %193
  %195 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %191
  %196 = load float, ptr %195, align 4, !tbaa !21
  %197 = fsub contract float %196, %194
  store float %197, ptr %195, align 4, !tbaa !21
  %198 = add nuw i32 %190, 1
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !21
  %202 = fmul contract float %169, %201
  %203 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %199
  %204 = load float, ptr %203, align 4, !tbaa !21
  %205 = fsub contract float %204, %202
  store float %205, ptr %203, align 4, !tbaa !21
  %206 = add nuw i32 %190, 2
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %207
  %209 = load float, ptr %208, align 4, !tbaa !21
  %210 = fmul contract float %169, %209
  %211 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %207
  %212 = load float, ptr %211, align 4, !tbaa !21
  %213 = fsub contract float %212, %210
  store float %213, ptr %211, align 4, !tbaa !21
  %214 = add nuw i32 %190, 3
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !21
  %218 = fmul contract float %169, %217
  %219 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %215
  %220 = load float, ptr %219, align 4, !tbaa !21
  %221 = fsub contract float %220, %218
  store float %221, ptr %219, align 4, !tbaa !21
  %222 = add nuw i32 %190, 4
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %223
  %225 = load float, ptr %224, align 4, !tbaa !21
  %226 = fmul contract float %169, %225
  %227 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %223
  %228 = load float, ptr %227, align 4, !tbaa !21
  %229 = fsub contract float %228, %226
  store float %229, ptr %227, align 4, !tbaa !21
  %230 = add nuw i32 %190, 5
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %231
  %233 = load float, ptr %232, align 4, !tbaa !21
  %234 = fmul contract float %169, %233
  %235 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %231
  %236 = load float, ptr %235, align 4, !tbaa !21
  %237 = fsub contract float %236, %234
  store float %237, ptr %235, align 4, !tbaa !21
  %238 = add nuw i32 %190, 6
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %239
  %241 = load float, ptr %240, align 4, !tbaa !21
  %242 = fmul contract float %169, %241
  %243 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %239
  %244 = load float, ptr %243, align 4, !tbaa !21
  %245 = fsub contract float %244, %242
  store float %245, ptr %243, align 4, !tbaa !21
  %246 = add nuw i32 %190, 7
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !21
  %250 = fmul contract float %169, %249
  %251 = getelementptr inbounds nuw [128 x float], ptr %29, i64 %247
  %252 = load float, ptr %251, align 4, !tbaa !21
  %253 = fsub contract float %252, %250
  store float %253, ptr %251, align 4, !tbaa !21
  %254 = add nuw i32 %190, 8
  %255 = icmp eq i32 %246, %4
  br i1 %255, label %256, label %189, !llvm.loop !28

256:                                              ; preds = %185, %189, %130
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %121, label %257, label %258

257:                                              ; preds = %256
  store float %112, ptr %107, align 4, !tbaa !21
  br label %258

258:                                              ; preds = %257, %256
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %259 = icmp eq i32 %124, %4
  br i1 %259, label %73, label %74, !llvm.loop !29

260:                                              ; preds = %73
  %261 = load float, ptr %35, align 4, !tbaa !21
  %262 = fmul contract float %261, %261
  br label %263

263:                                              ; preds = %73, %260
  %264 = phi float [ %262, %260 ], [ 0.000000e+00, %73 ]
  %265 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %264, i32 16, i32 31)
  %266 = fadd contract float %264, %265
  %267 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 8, i32 31)
  %268 = fadd contract float %266, %267
  %269 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %268, i32 4, i32 31)
  %270 = fadd contract float %268, %269
  %271 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %270, i32 2, i32 31)
  %272 = fadd contract float %270, %271
  %273 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %272, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %274, label %276

274:                                              ; preds = %263
  %275 = fadd contract float %272, %273
  store float %275, ptr %32, align 4, !tbaa !21
  br label %276

276:                                              ; preds = %263, %274
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %277 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), align 4, !tbaa !21
  %278 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 4), align 4, !tbaa !21
  %279 = fadd contract float %277, %278
  %280 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 8), align 4, !tbaa !21
  %281 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 12), align 4, !tbaa !21
  %282 = fadd contract float %280, %281
  %283 = fadd contract float %279, %282
  br i1 %36, label %284, label %319

284:                                              ; preds = %276
  br i1 %37, label %285, label %287

285:                                              ; preds = %284
  %286 = load float, ptr %39, align 4, !tbaa !21
  br label %287

287:                                              ; preds = %284, %285
  %288 = phi contract float [ %286, %285 ], [ 0.000000e+00, %284 ]
  br i1 %27, label %291, label %289

289:                                              ; preds = %309, %287
  %290 = phi float [ %288, %287 ], [ %310, %309 ]
  br i1 %37, label %312, label %315

291:                                              ; preds = %287, %309
  %292 = phi i32 [ %294, %309 ], [ %4, %287 ]
  %293 = phi float [ %310, %309 ], [ %288, %287 ]
  %294 = add nsw i32 %292, -1
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %295
  %297 = getelementptr inbounds nuw float, ptr %296, i64 %295
  %298 = load float, ptr %297, align 4, !tbaa !21
  %299 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %293, i32 %294, i32 31)
  %300 = fdiv contract float %299, %298
  %301 = icmp eq i32 %10, %294
  br i1 %301, label %309, label %302

302:                                              ; preds = %291
  %303 = icmp slt i32 %10, %294
  br i1 %303, label %304, label %309

304:                                              ; preds = %302
  %305 = getelementptr inbounds nuw float, ptr %296, i64 %38
  %306 = load float, ptr %305, align 4, !tbaa !21
  %307 = fmul contract float %300, %306
  %308 = fsub contract float %293, %307
  br label %309

309:                                              ; preds = %291, %302, %304
  %310 = phi float [ %293, %302 ], [ %308, %304 ], [ %300, %291 ]
  %311 = icmp samesign ugt i32 %292, 1
  br i1 %311, label %291, label %289, !llvm.loop !30

312:                                              ; preds = %289
  %313 = mul nsw i64 %50, %22
  %314 = getelementptr float, ptr %40, i64 %313
  store float %290, ptr %314, align 4, !tbaa !21
  br label %315

315:                                              ; preds = %312, %289
  br i1 %30, label %316, label %319

316:                                              ; preds = %315
  %317 = getelementptr inbounds float, ptr %7, i64 %50
  %318 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %283) #7
  store float %318, ptr %317, align 4, !tbaa !21
  br label %319

319:                                              ; preds = %315, %316, %276
  %320 = mul i64 %41, %50
  %321 = getelementptr inbounds nuw float, ptr %6, i64 %320
  br i1 %43, label %325, label %322

322:                                              ; preds = %337, %319
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %323 = add i32 %49, %44
  %324 = icmp slt i32 %323, %2
  br i1 %324, label %48, label %343, !llvm.loop !31

325:                                              ; preds = %319, %337
  %326 = phi i32 [ %341, %337 ], [ %9, %319 ]
  %327 = sdiv i32 %326, %4
  %328 = mul nsw i32 %327, %4
  %329 = sub nsw i32 %326, %328
  %330 = icmp slt i32 %329, %327
  br i1 %330, label %337, label %331

331:                                              ; preds = %325
  %332 = sext i32 %329 to i64
  %333 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %332
  %334 = sext i32 %327 to i64
  %335 = getelementptr inbounds float, ptr %333, i64 %334
  %336 = load float, ptr %335, align 4, !tbaa !21
  br label %337

337:                                              ; preds = %325, %331
  %338 = phi contract float [ %336, %331 ], [ 0.000000e+00, %325 ]
  %339 = zext nneg i32 %326 to i64
  %340 = getelementptr inbounds nuw float, ptr %321, i64 %339
  store float %338, ptr %340, align 4, !tbaa !21
  %341 = add nuw nsw i32 %326, 128
  %342 = icmp samesign ult i32 %341, %42
  br i1 %342, label %325, label %322, !llvm.loop !32

343:                                              ; preds = %322, %17, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!12 = !{!"double", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !8, i64 0}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
