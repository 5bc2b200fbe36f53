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
  br i1 %17, label %388, label %18

18:                                               ; preds = %10
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %388

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
  %34 = icmp samesign ult i32 %14, %23
  %35 = icmp eq i32 %12, 0
  %36 = icmp slt i32 %11, %3
  %37 = zext nneg i32 %11 to i64
  %38 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %37
  %39 = getelementptr inbounds nuw double, ptr %38, i64 %37
  %40 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #7
  %41 = icmp eq i32 %11, 0
  %42 = icmp slt i32 %12, %4
  %43 = sext i32 %4 to i64
  %44 = icmp sge i32 %11, %3
  %45 = mul nsw i32 %4, %11
  %46 = add nsw i32 %45, %12
  %47 = sext i32 %46 to i64
  %48 = getelementptr double, ptr %1, i64 %47
  %49 = icmp sgt i32 %3, 0
  %50 = zext nneg i32 %11 to i64
  %51 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %50
  %52 = icmp sgt i32 %3, 0
  %53 = zext nneg i32 %11 to i64
  %54 = mul nsw i32 %4, %11
  %55 = sext i32 %54 to i64
  %56 = zext nneg i32 %12 to i64
  %57 = getelementptr double, ptr %7, i64 %55
  %58 = getelementptr double, ptr %57, i64 %56
  %59 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %60

60:                                               ; preds = %21, %385
  %61 = phi i32 [ %19, %21 ], [ %386, %385 ]
  %62 = sext i32 %61 to i64
  %63 = mul nsw i64 %62, %22
  %64 = mul i64 %63, %22
  %65 = getelementptr inbounds nuw double, ptr %0, i64 %64
  br i1 %24, label %67, label %66

66:                                               ; preds = %84, %60
  br i1 %25, label %87, label %88

67:                                               ; preds = %60, %84
  %68 = phi i32 [ %85, %84 ], [ %14, %60 ]
  %69 = sdiv i32 %68, %3
  %70 = mul nsw i32 %69, %3
  %71 = sub nsw i32 %68, %70
  %72 = icmp sgt i32 %71, %69
  br i1 %72, label %84, label %73

73:                                               ; preds = %67
  %74 = zext nneg i32 %68 to i64
  %75 = getelementptr inbounds nuw double, ptr %65, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !11
  %77 = icmp eq i32 %69, %71
  %78 = select contract i1 %77, double %5, double 0.000000e+00
  %79 = fadd contract double %78, %76
  %80 = sext i32 %69 to i64
  %81 = getelementptr inbounds [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %80
  %82 = sext i32 %71 to i64
  %83 = getelementptr inbounds double, ptr %81, i64 %82
  store double %79, ptr %83, align 8, !tbaa !11
  br label %84

84:                                               ; preds = %73, %67
  %85 = add nuw nsw i32 %68, 256
  %86 = icmp samesign ult i32 %85, %23
  br i1 %86, label %67, label %66, !llvm.loop !13

87:                                               ; preds = %66
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  br label %88

88:                                               ; preds = %87, %66
  br i1 %26, label %89, label %139

89:                                               ; preds = %88, %136
  %90 = phi i32 [ %137, %136 ], [ 0, %88 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %91, label %101

91:                                               ; preds = %89
  %92 = zext nneg i32 %90 to i64
  %93 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %92
  %94 = getelementptr inbounds nuw double, ptr %93, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !11
  %96 = fcmp contract ogt double %95, 0.000000e+00
  br i1 %96, label %99, label %97

97:                                               ; preds = %91
  %98 = add nuw nsw i32 %90, 1
  store i32 %98, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  br label %101

99:                                               ; preds = %91
  %100 = tail call noundef double @llvm.sqrt.f64(double %95)
  store double %100, ptr %94, align 8, !tbaa !11
  br label %101

101:                                              ; preds = %97, %99, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %104, label %139

104:                                              ; preds = %101
  %105 = zext nneg i32 %90 to i64
  %106 = icmp samesign ugt i32 %14, %90
  %107 = and i1 %27, %106
  br i1 %107, label %108, label %116

108:                                              ; preds = %104
  %109 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %105
  %110 = getelementptr inbounds nuw double, ptr %109, i64 %105
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = fdiv contract double 1.000000e+00, %111
  %113 = getelementptr inbounds nuw double, ptr %29, i64 %105
  %114 = load double, ptr %113, align 8, !tbaa !11
  %115 = fmul contract double %114, %112
  store double %115, ptr %113, align 8, !tbaa !11
  br label %116

116:                                              ; preds = %108, %104
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = icmp samesign ugt i32 %11, %90
  %118 = and i1 %30, %117
  br i1 %118, label %119, label %136

119:                                              ; preds = %116
  %120 = getelementptr inbounds nuw double, ptr %32, i64 %105
  %121 = load double, ptr %120, align 8, !tbaa !11
  %122 = add nuw nsw i32 %33, %90
  %123 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %105
  %124 = icmp samesign ugt i32 %122, %11
  br i1 %124, label %136, label %125

125:                                              ; preds = %119, %125
  %126 = phi i32 [ %134, %125 ], [ %122, %119 ]
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw [33 x double], ptr %123, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !11
  %130 = fmul contract double %121, %129
  %131 = getelementptr inbounds nuw double, ptr %32, i64 %127
  %132 = load double, ptr %131, align 8, !tbaa !11
  %133 = fsub contract double %132, %130
  store double %133, ptr %131, align 8, !tbaa !11
  %134 = add nuw nsw i32 %126, 8
  %135 = icmp samesign ugt i32 %134, %11
  br i1 %135, label %136, label %125, !llvm.loop !16

136:                                              ; preds = %125, %119, %116
  %137 = add nuw nsw i32 %90, 1
  %138 = icmp eq i32 %137, %3
  br i1 %138, label %139, label %89, !llvm.loop !17

139:                                              ; preds = %136, %101, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %140 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E6s_info to ptr), align 4, !tbaa !6
  %141 = getelementptr inbounds nuw double, ptr %6, i64 %64
  br i1 %34, label %142, label %144

142:                                              ; preds = %139
  %143 = icmp ne i32 %140, 0
  br label %145

144:                                              ; preds = %158, %139
  br i1 %35, label %164, label %306

145:                                              ; preds = %142, %158
  %146 = phi i32 [ %14, %142 ], [ %162, %158 ]
  %147 = sdiv i32 %146, %3
  %148 = mul nsw i32 %147, %3
  %149 = sub nsw i32 %146, %148
  %150 = icmp sgt i32 %149, %147
  %151 = select i1 %150, i1 true, i1 %143
  br i1 %151, label %158, label %152

152:                                              ; preds = %145
  %153 = sext i32 %147 to i64
  %154 = getelementptr inbounds [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %153
  %155 = sext i32 %149 to i64
  %156 = getelementptr inbounds double, ptr %154, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !11
  br label %158

158:                                              ; preds = %145, %152
  %159 = phi contract double [ %157, %152 ], [ 0.000000e+00, %145 ]
  %160 = zext nneg i32 %146 to i64
  %161 = getelementptr inbounds nuw double, ptr %141, i64 %160
  store double %159, ptr %161, align 8, !tbaa !11
  %162 = add nuw nsw i32 %146, 256
  %163 = icmp samesign ult i32 %162, %23
  br i1 %163, label %145, label %144, !llvm.loop !18

164:                                              ; preds = %144
  %165 = icmp eq i32 %140, 0
  %166 = and i1 %36, %165
  br i1 %166, label %167, label %239

167:                                              ; preds = %164
  %168 = load double, ptr %39, align 8, !tbaa !11
  %169 = tail call i32 @llvm.nvvm.d2i.hi(double %168) #7
  %170 = tail call i32 @llvm.nvvm.d2i.lo(double %168) #7
  %171 = icmp slt i32 %169, 1048576
  br i1 %171, label %172, label %176

172:                                              ; preds = %167
  %173 = fmul double %168, 0x4350000000000000
  %174 = tail call i32 @llvm.nvvm.d2i.hi(double %173) #7
  %175 = tail call i32 @llvm.nvvm.d2i.lo(double %173) #7
  br label %176

176:                                              ; preds = %172, %167
  %177 = phi double [ %173, %172 ], [ %168, %167 ]
  %178 = phi i32 [ %174, %172 ], [ %169, %167 ]
  %179 = phi i32 [ %175, %172 ], [ %170, %167 ]
  %180 = phi i32 [ -1077, %172 ], [ -1023, %167 ]
  %181 = add i32 %178, -1
  %182 = icmp ult i32 %181, 2146435071
  br i1 %182, label %183, label %233

183:                                              ; preds = %176
  %184 = lshr i32 %178, 20
  %185 = add nsw i32 %180, %184
  %186 = and i32 %178, 1048575
  %187 = or disjoint i32 %186, 1072693248
  %188 = tail call double @llvm.nvvm.lohi.i2d(i32 %179, i32 %187) #7
  %189 = icmp samesign ugt i32 %187, 1073127582
  br i1 %189, label %190, label %196

190:                                              ; preds = %183
  %191 = tail call i32 @llvm.nvvm.d2i.lo(double %188) #7
  %192 = tail call i32 @llvm.nvvm.d2i.hi(double %188) #7
  %193 = add i32 %192, -1048576
  %194 = tail call double @llvm.nvvm.lohi.i2d(i32 %191, i32 %193) #7
  %195 = add nsw i32 %185, 1
  br label %196

196:                                              ; preds = %190, %183
  %197 = phi double [ %194, %190 ], [ %188, %183 ]
  %198 = phi i32 [ %195, %190 ], [ %185, %183 ]
  %199 = fadd double %197, -1.000000e+00
  %200 = fadd double %197, 1.000000e+00
  %201 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %200) #7
  %202 = fneg double %200
  %203 = tail call double @llvm.fma.f64(double %202, double %201, double 1.000000e+00)
  %204 = tail call double @llvm.fma.f64(double %203, double %203, double %203)
  %205 = tail call double @llvm.fma.f64(double %204, double %201, double %201)
  %206 = fmul double %199, %205
  %207 = fadd double %206, %206
  %208 = fmul double %207, %207
  %209 = tail call double @llvm.fma.f64(double %208, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %210 = tail call double @llvm.fma.f64(double %209, double %208, double 0x3EF3B2669F02676F)
  %211 = tail call double @llvm.fma.f64(double %210, double %208, double 0x3F1745CBA9AB0956)
  %212 = tail call double @llvm.fma.f64(double %211, double %208, double 0x3F3C71C72D1B5154)
  %213 = tail call double @llvm.fma.f64(double %212, double %208, double 0x3F624924923BE72D)
  %214 = tail call double @llvm.fma.f64(double %213, double %208, double 0x3F8999999999A3C4)
  %215 = tail call double @llvm.fma.f64(double %214, double %208, double 0x3FB5555555555554)
  %216 = fsub double %199, %207
  %217 = fmul double %216, 2.000000e+00
  %218 = fneg double %207
  %219 = tail call double @llvm.fma.f64(double %218, double %199, double %217)
  %220 = fmul double %205, %219
  %221 = fmul double %208, %215
  %222 = tail call double @llvm.fma.f64(double %221, double %207, double %220)
  %223 = xor i32 %198, -2147483648
  %224 = tail call double @llvm.nvvm.lohi.i2d(i32 %223, i32 1127219200) #7
  %225 = fsub double %224, %40
  %226 = tail call double @llvm.fma.f64(double %225, double 0x3FE62E42FEFA39EF, double %207)
  %227 = fneg double %225
  %228 = tail call double @llvm.fma.f64(double %227, double 0x3FE62E42FEFA39EF, double %226)
  %229 = fsub double %228, %207
  %230 = fsub double %222, %229
  %231 = tail call double @llvm.fma.f64(double %225, double 0x3C7ABC9E3B39803F, double %230)
  %232 = fadd double %226, %231
  br label %239

233:                                              ; preds = %176
  %234 = tail call double @llvm.fma.f64(double %177, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %235 = tail call i32 @llvm.nvvm.d2i.hi(double %177) #7
  %236 = and i32 %235, 2147483647
  %237 = icmp eq i32 %236, 0
  %238 = select i1 %237, double 0xFFF0000000000000, double %234
  br label %239

239:                                              ; preds = %164, %196, %233
  %240 = phi contract double [ 0.000000e+00, %164 ], [ %232, %196 ], [ %238, %233 ]
  %241 = bitcast double %240 to i64
  %242 = trunc i64 %241 to i32
  %243 = lshr i64 %241, 32
  %244 = trunc nuw i64 %243 to i32
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 16, i32 31)
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %244, i32 16, i32 31)
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
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %254, i32 8, i32 31)
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %256, i32 8, i32 31)
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
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %266, i32 4, i32 31)
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 4, i32 31)
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
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %278, i32 2, i32 31)
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 2, i32 31)
  %283 = zext i32 %282 to i64
  %284 = shl nuw i64 %283, 32
  %285 = zext i32 %281 to i64
  %286 = or disjoint i64 %284, %285
  %287 = bitcast i64 %286 to double
  %288 = fadd contract double %276, %287
  %289 = bitcast double %288 to i64
  %290 = trunc i64 %289 to i32
  %291 = lshr i64 %289, 32
  %292 = trunc nuw i64 %291 to i32
  %293 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %290, i32 1, i32 31)
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %292, i32 1, i32 31)
  br i1 %41, label %295, label %306

295:                                              ; preds = %239
  %296 = zext i32 %294 to i64
  %297 = shl nuw i64 %296, 32
  %298 = zext i32 %293 to i64
  %299 = or disjoint i64 %297, %298
  %300 = bitcast i64 %299 to double
  %301 = fadd contract double %288, %300
  %302 = fmul contract double %301, 2.000000e+00
  %303 = select contract i1 %165, double %302, double 0x7FF8000000000000
  %304 = getelementptr inbounds double, ptr %8, i64 %62
  store double %303, ptr %304, align 8, !tbaa !11
  %305 = getelementptr inbounds i32, ptr %9, i64 %62
  store i32 %140, ptr %305, align 4, !tbaa !6
  br label %306

306:                                              ; preds = %239, %295, %144
  br i1 %42, label %307, label %385

307:                                              ; preds = %306
  %308 = mul i64 %63, %43
  br i1 %44, label %312, label %309

309:                                              ; preds = %307
  %310 = getelementptr double, ptr %48, i64 %308
  %311 = load double, ptr %310, align 8, !tbaa !11
  br label %312

312:                                              ; preds = %307, %309
  %313 = phi contract double [ %311, %309 ], [ 0.000000e+00, %307 ]
  %314 = icmp eq i32 %140, 0
  br i1 %314, label %315, label %381

315:                                              ; preds = %312
  br i1 %49, label %318, label %316

316:                                              ; preds = %346, %315
  %317 = phi double [ %313, %315 ], [ %347, %346 ]
  br i1 %52, label %350, label %381

318:                                              ; preds = %315, %346
  %319 = phi i32 [ %348, %346 ], [ 0, %315 ]
  %320 = phi double [ %347, %346 ], [ %313, %315 ]
  %321 = bitcast double %320 to i64
  %322 = trunc i64 %321 to i32
  %323 = lshr i64 %321, 32
  %324 = trunc nuw i64 %323 to i32
  %325 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %322, i32 %319, i32 31)
  %326 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %324, i32 %319, i32 31)
  %327 = zext i32 %326 to i64
  %328 = shl nuw i64 %327, 32
  %329 = zext i32 %325 to i64
  %330 = or disjoint i64 %328, %329
  %331 = bitcast i64 %330 to double
  %332 = zext nneg i32 %319 to i64
  %333 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %332
  %334 = getelementptr inbounds nuw double, ptr %333, i64 %332
  %335 = load double, ptr %334, align 8, !tbaa !11
  %336 = fdiv contract double %331, %335
  %337 = icmp eq i32 %11, %319
  br i1 %337, label %346, label %338

338:                                              ; preds = %318
  %339 = icmp samesign ule i32 %11, %319
  %340 = or i1 %44, %339
  br i1 %340, label %346, label %341

341:                                              ; preds = %338
  %342 = getelementptr inbounds nuw double, ptr %51, i64 %332
  %343 = load double, ptr %342, align 8, !tbaa !11
  %344 = fmul contract double %336, %343
  %345 = fsub contract double %320, %344
  br label %346

346:                                              ; preds = %338, %318, %341
  %347 = phi double [ %320, %338 ], [ %345, %341 ], [ %336, %318 ]
  %348 = add nuw nsw i32 %319, 1
  %349 = icmp eq i32 %348, %3
  br i1 %349, label %316, label %318, !llvm.loop !19

350:                                              ; preds = %316, %378
  %351 = phi i32 [ %353, %378 ], [ %3, %316 ]
  %352 = phi double [ %379, %378 ], [ %317, %316 ]
  %353 = add nsw i32 %351, -1
  %354 = bitcast double %352 to i64
  %355 = trunc i64 %354 to i32
  %356 = lshr i64 %354, 32
  %357 = trunc nuw i64 %356 to i32
  %358 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %355, i32 %353, i32 31)
  %359 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %357, i32 %353, i32 31)
  %360 = zext i32 %359 to i64
  %361 = shl nuw i64 %360, 32
  %362 = zext i32 %358 to i64
  %363 = or disjoint i64 %361, %362
  %364 = bitcast i64 %363 to double
  %365 = zext nneg i32 %353 to i64
  %366 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ21chol_solve_shared_f64E3s_a to ptr), i64 %365
  %367 = getelementptr inbounds nuw double, ptr %366, i64 %365
  %368 = load double, ptr %367, align 8, !tbaa !11
  %369 = fdiv contract double %364, %368
  %370 = icmp eq i32 %11, %353
  br i1 %370, label %378, label %371

371:                                              ; preds = %350
  %372 = icmp slt i32 %11, %353
  br i1 %372, label %373, label %378

373:                                              ; preds = %371
  %374 = getelementptr inbounds nuw double, ptr %366, i64 %53
  %375 = load double, ptr %374, align 8, !tbaa !11
  %376 = fmul contract double %369, %375
  %377 = fsub contract double %352, %376
  br label %378

378:                                              ; preds = %350, %371, %373
  %379 = phi double [ %352, %371 ], [ %377, %373 ], [ %369, %350 ]
  %380 = icmp sgt i32 %351, 1
  br i1 %380, label %350, label %381, !llvm.loop !20

381:                                              ; preds = %378, %316, %312
  %382 = phi double [ 0.000000e+00, %312 ], [ %317, %316 ], [ %379, %378 ]
  br i1 %44, label %385, label %383

383:                                              ; preds = %381
  %384 = getelementptr double, ptr %58, i64 %308
  store double %382, ptr %384, align 8, !tbaa !11
  br label %385

385:                                              ; preds = %381, %383, %306
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %386 = add i32 %61, %59
  %387 = icmp slt i32 %386, %2
  br i1 %387, label %60, label %388, !llvm.loop !21

388:                                              ; preds = %385, %18, %10
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
  br i1 %16, label %282, label %17

17:                                               ; preds = %8
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %282

20:                                               ; preds = %17
  %21 = sext i32 %3 to i64
  %22 = sext i32 %4 to i64
  %23 = mul nsw i32 %4, %3
  %24 = icmp slt i32 %9, %23
  %25 = icmp slt i32 %9, %3
  %26 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %22
  %27 = icmp sgt i32 %4, 0
  %28 = icmp slt i32 %9, %3
  %29 = zext nneg i32 %9 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %29
  %31 = lshr i32 %9, 5
  %32 = icmp eq i32 %10, 0
  %33 = zext nneg i32 %31 to i64
  %34 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 %33
  %35 = zext nneg i32 %9 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %35
  %37 = icmp sge i32 %9, %4
  %38 = icmp slt i32 %9, %3
  %39 = and i1 %38, %37
  %40 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %22
  %41 = zext nneg i32 %9 to i64
  %42 = getelementptr inbounds nuw float, ptr %40, i64 %41
  %43 = lshr i32 %9, 5
  %44 = icmp eq i32 %10, 0
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 %45
  %47 = icmp eq i32 %11, 0
  %48 = icmp slt i32 %10, %4
  %49 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %22
  %50 = zext nneg i32 %10 to i64
  %51 = getelementptr inbounds nuw float, ptr %49, i64 %50
  %52 = icmp sgt i32 %4, 0
  %53 = zext nneg i32 %10 to i64
  %54 = zext nneg i32 %10 to i64
  %55 = getelementptr float, ptr %5, i64 %54
  %56 = mul nsw i64 %22, %22
  %57 = mul nsw i32 %4, %4
  %58 = icmp samesign ult i32 %9, %57
  %59 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %60 = zext nneg i32 %9 to i64
  %61 = getelementptr float, ptr %1, i64 %60
  %62 = getelementptr inbounds nuw float, ptr %26, i64 %60
  br label %63

63:                                               ; preds = %20, %261
  %64 = phi i32 [ %18, %20 ], [ %262, %261 ]
  %65 = sext i32 %64 to i64
  %66 = mul nsw i64 %65, %21
  %67 = mul i64 %66, %22
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %67
  br i1 %24, label %70, label %69

69:                                               ; preds = %70, %63
  br i1 %25, label %85, label %84

70:                                               ; preds = %63, %70
  %71 = phi i32 [ %82, %70 ], [ %9, %63 ]
  %72 = sdiv i32 %71, %4
  %73 = mul nsw i32 %72, %4
  %74 = sub nsw i32 %71, %73
  %75 = zext nneg i32 %71 to i64
  %76 = getelementptr inbounds nuw float, ptr %68, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !22
  %78 = sext i32 %74 to i64
  %79 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %78
  %80 = sext i32 %72 to i64
  %81 = getelementptr inbounds float, ptr %79, i64 %80
  store float %77, ptr %81, align 4, !tbaa !22
  %82 = add nuw nsw i32 %71, 128
  %83 = icmp slt i32 %82, %23
  br i1 %83, label %70, label %69, !llvm.loop !24

84:                                               ; preds = %85, %69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %89, label %88

85:                                               ; preds = %69
  %86 = getelementptr float, ptr %61, i64 %66
  %87 = load float, ptr %86, align 4, !tbaa !22
  store float %87, ptr %62, align 4, !tbaa !22
  br label %84

88:                                               ; preds = %197, %84
  br i1 %39, label %199, label %202

89:                                               ; preds = %84, %197
  %90 = phi i32 [ %138, %197 ], [ 0, %84 ]
  %91 = icmp samesign uge i32 %9, %90
  %92 = and i1 %28, %91
  br i1 %92, label %93, label %98

93:                                               ; preds = %89
  %94 = zext nneg i32 %90 to i64
  %95 = getelementptr inbounds nuw [128 x float], ptr %30, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !22
  %97 = fmul contract float %96, %96
  br label %98

98:                                               ; preds = %93, %89
  %99 = phi float [ %97, %93 ], [ 0.000000e+00, %89 ]
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 16, i32 31)
  %101 = fadd contract float %99, %100
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 8, i32 31)
  %103 = fadd contract float %101, %102
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 4, i32 31)
  %105 = fadd contract float %103, %104
  %106 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %105, i32 2, i32 31)
  %107 = fadd contract float %105, %106
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %109, label %111

109:                                              ; preds = %98
  %110 = fadd contract float %107, %108
  store float %110, ptr %34, align 4, !tbaa !22
  br label %111

111:                                              ; preds = %98, %109
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %112 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), align 4, !tbaa !22
  %113 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 4), align 4, !tbaa !22
  %114 = fadd contract float %112, %113
  %115 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 8), align 4, !tbaa !22
  %116 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 12), align 4, !tbaa !22
  %117 = fadd contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = zext nneg i32 %90 to i64
  %120 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %119
  %121 = getelementptr inbounds nuw float, ptr %120, i64 %119
  %122 = load float, ptr %121, align 4, !tbaa !22
  %123 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %118) #7
  %124 = fcmp contract oge float %122, 0.000000e+00
  %125 = fneg contract float %123
  %126 = select contract i1 %124, float %125, float %123
  %127 = fsub contract float %122, %126
  %128 = fmul contract float %122, %122
  %129 = fsub contract float %118, %128
  %130 = fmul contract float %127, %127
  %131 = fadd contract float %129, %130
  %132 = fcmp contract ogt float %131, 0x39B4484C00000000
  %133 = fdiv contract float 2.000000e+00, %131
  %134 = select contract i1 %132, float %133, float 0.000000e+00
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %135 = icmp eq i32 %9, %90
  br i1 %135, label %136, label %137

136:                                              ; preds = %111
  store float %127, ptr %121, align 4, !tbaa !22
  br label %137

137:                                              ; preds = %136, %111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %138 = add nuw nsw i32 %90, 1
  %139 = add nuw nsw i32 %138, %11
  %140 = icmp sgt i32 %139, %4
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = add nuw nsw i32 %90, %10
  %143 = icmp slt i32 %142, %3
  br label %145

144:                                              ; preds = %178, %137
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %92, label %181, label %195

145:                                              ; preds = %141, %178
  %146 = phi i32 [ %139, %141 ], [ %179, %178 ]
  br i1 %143, label %147, label %162

147:                                              ; preds = %145
  %148 = zext nneg i32 %146 to i64
  %149 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %148
  br label %150

150:                                              ; preds = %147, %150
  %151 = phi float [ 0.000000e+00, %147 ], [ %159, %150 ]
  %152 = phi i32 [ %142, %147 ], [ %160, %150 ]
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds nuw float, ptr %120, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !22
  %156 = getelementptr inbounds nuw float, ptr %149, i64 %153
  %157 = load float, ptr %156, align 4, !tbaa !22
  %158 = fmul contract float %155, %157
  %159 = fadd contract float %151, %158
  %160 = add nuw nsw i32 %152, 32
  %161 = icmp slt i32 %160, %3
  br i1 %161, label %150, label %162, !llvm.loop !25

162:                                              ; preds = %150, %145
  %163 = phi float [ 0.000000e+00, %145 ], [ %159, %150 ]
  %164 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %163, i32 16, i32 31)
  %165 = fadd contract float %163, %164
  %166 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %165, i32 8, i32 31)
  %167 = fadd contract float %165, %166
  %168 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 4, i32 31)
  %169 = fadd contract float %167, %168
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 2, i32 31)
  %171 = fadd contract float %169, %170
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 1, i32 31)
  br i1 %32, label %173, label %178

173:                                              ; preds = %162
  %174 = fadd contract float %171, %172
  %175 = fmul contract float %134, %174
  %176 = zext nneg i32 %146 to i64
  %177 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %176
  store float %175, ptr %177, align 4, !tbaa !22
  br label %178

178:                                              ; preds = %173, %162
  %179 = add nuw nsw i32 %146, 4
  %180 = icmp sgt i32 %179, %4
  br i1 %180, label %144, label %145, !llvm.loop !26

181:                                              ; preds = %144
  %182 = getelementptr inbounds nuw float, ptr %120, i64 %35
  %183 = load float, ptr %182, align 4, !tbaa !22
  br label %184

184:                                              ; preds = %181, %184
  %185 = phi i32 [ %193, %184 ], [ %138, %181 ]
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_w to ptr), i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !22
  %189 = fmul contract float %183, %188
  %190 = getelementptr inbounds nuw [128 x float], ptr %36, i64 %186
  %191 = load float, ptr %190, align 4, !tbaa !22
  %192 = fsub contract float %191, %189
  store float %192, ptr %190, align 4, !tbaa !22
  %193 = add nuw i32 %185, 1
  %194 = icmp eq i32 %185, %4
  br i1 %194, label %195, label %184, !llvm.loop !27

195:                                              ; preds = %184, %144
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %135, label %196, label %197

196:                                              ; preds = %195
  store float %126, ptr %121, align 4, !tbaa !22
  br label %197

197:                                              ; preds = %196, %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %198 = icmp eq i32 %138, %4
  br i1 %198, label %88, label %89, !llvm.loop !28

199:                                              ; preds = %88
  %200 = load float, ptr %42, align 4, !tbaa !22
  %201 = fmul contract float %200, %200
  br label %202

202:                                              ; preds = %199, %88
  %203 = phi float [ %201, %199 ], [ 0.000000e+00, %88 ]
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %203, i32 16, i32 31)
  %205 = fadd contract float %203, %204
  %206 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %205, i32 8, i32 31)
  %207 = fadd contract float %205, %206
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %207, i32 4, i32 31)
  %209 = fadd contract float %207, %208
  %210 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %209, i32 2, i32 31)
  %211 = fadd contract float %209, %210
  %212 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %211, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %44, label %213, label %215

213:                                              ; preds = %202
  %214 = fadd contract float %211, %212
  store float %214, ptr %46, align 4, !tbaa !22
  br label %215

215:                                              ; preds = %202, %213
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %216 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), align 4, !tbaa !22
  %217 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 4), align 4, !tbaa !22
  %218 = fadd contract float %216, %217
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 8), align 4, !tbaa !22
  %220 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E5s_red to ptr), i64 12), align 4, !tbaa !22
  %221 = fadd contract float %219, %220
  %222 = fadd contract float %218, %221
  br i1 %47, label %223, label %258

223:                                              ; preds = %215
  br i1 %48, label %224, label %226

224:                                              ; preds = %223
  %225 = load float, ptr %51, align 4, !tbaa !22
  br label %226

226:                                              ; preds = %223, %224
  %227 = phi contract float [ %225, %224 ], [ 0.000000e+00, %223 ]
  br i1 %52, label %230, label %228

228:                                              ; preds = %248, %226
  %229 = phi float [ %227, %226 ], [ %249, %248 ]
  br i1 %48, label %251, label %254

230:                                              ; preds = %226, %248
  %231 = phi i32 [ %233, %248 ], [ %4, %226 ]
  %232 = phi float [ %249, %248 ], [ %227, %226 ]
  %233 = add nsw i32 %231, -1
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %234
  %236 = getelementptr inbounds nuw float, ptr %235, i64 %234
  %237 = load float, ptr %236, align 4, !tbaa !22
  %238 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %232, i32 %233, i32 31)
  %239 = fdiv contract float %238, %237
  %240 = icmp eq i32 %10, %233
  br i1 %240, label %248, label %241

241:                                              ; preds = %230
  %242 = icmp slt i32 %10, %233
  br i1 %242, label %243, label %248

243:                                              ; preds = %241
  %244 = getelementptr inbounds nuw float, ptr %235, i64 %53
  %245 = load float, ptr %244, align 4, !tbaa !22
  %246 = fmul contract float %239, %245
  %247 = fsub contract float %232, %246
  br label %248

248:                                              ; preds = %230, %241, %243
  %249 = phi float [ %232, %241 ], [ %247, %243 ], [ %239, %230 ]
  %250 = icmp sgt i32 %231, 1
  br i1 %250, label %230, label %228, !llvm.loop !29

251:                                              ; preds = %228
  %252 = mul nsw i64 %65, %22
  %253 = getelementptr float, ptr %55, i64 %252
  store float %229, ptr %253, align 4, !tbaa !22
  br label %254

254:                                              ; preds = %251, %228
  br i1 %44, label %255, label %258

255:                                              ; preds = %254
  %256 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %222) #7
  %257 = getelementptr inbounds float, ptr %7, i64 %65
  store float %256, ptr %257, align 4, !tbaa !22
  br label %258

258:                                              ; preds = %254, %255, %215
  %259 = mul i64 %56, %65
  %260 = getelementptr inbounds nuw float, ptr %6, i64 %259
  br i1 %58, label %264, label %261

261:                                              ; preds = %276, %258
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %262 = add i32 %64, %59
  %263 = icmp slt i32 %262, %2
  br i1 %263, label %63, label %282, !llvm.loop !30

264:                                              ; preds = %258, %276
  %265 = phi i32 [ %280, %276 ], [ %9, %258 ]
  %266 = sdiv i32 %265, %4
  %267 = mul nsw i32 %266, %4
  %268 = sub nsw i32 %265, %267
  %269 = icmp slt i32 %268, %266
  br i1 %269, label %276, label %270

270:                                              ; preds = %264
  %271 = sext i32 %268 to i64
  %272 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19householder_lsq_f32E3s_a to ptr), i64 %271
  %273 = sext i32 %266 to i64
  %274 = getelementptr inbounds float, ptr %272, i64 %273
  %275 = load float, ptr %274, align 4, !tbaa !22
  br label %276

276:                                              ; preds = %264, %270
  %277 = phi contract float [ %275, %270 ], [ 0.000000e+00, %264 ]
  %278 = zext nneg i32 %265 to i64
  %279 = getelementptr inbounds nuw float, ptr %260, i64 %278
  store float %277, ptr %279, align 4, !tbaa !22
  %280 = add nuw nsw i32 %265, 128
  %281 = icmp samesign ult i32 %280, %57
  br i1 %281, label %264, label %261, !llvm.loop !31

282:                                              ; preds = %261, %17, %8
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
