; ModuleID = 'src/newton_implicit.cu'
source_filename = "src/newton_implicit.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Model = type { float, float, float, float, float }

; Function Attrs: nounwind memory(argmem: readwrite)
define dso_local void @_Z8residualPKfS0_fRK5ModelPf(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, float noundef %2, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(20) %3, ptr noundef writeonly captures(none) initializes((0, 16)) %4) local_unnamed_addr #0 {
  %6 = alloca [7 x i32], align 4
  %7 = alloca [7 x i32], align 4
  %8 = load float, ptr %0, align 4, !tbaa !11
  %9 = load float, ptr %1, align 4, !tbaa !11
  %10 = fsub contract float %8, %9
  %11 = load float, ptr %3, align 4, !tbaa !13
  %12 = fmul contract float %8, %11
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %14 = load float, ptr %13, align 4, !tbaa !15
  %15 = fmul contract float %8, %14
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = fmul contract float %15, %17
  %19 = fsub contract float %12, %18
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %21 = load float, ptr %20, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %22 = fmul float %21, 0x3FE45F3060000000
  %23 = tail call i32 @llvm.nvvm.f2i.rn(float %22) #9
  %24 = sitofp i32 %23 to float
  %25 = tail call float @llvm.fma.f32(float %24, float 0xBFF921FB40000000, float %21)
  %26 = tail call float @llvm.fma.f32(float %24, float 0xBE74442D00000000, float %25)
  %27 = tail call float @llvm.fma.f32(float %24, float 0xBCF84698A0000000, float %26)
  %28 = tail call float @llvm.nvvm.fabs.f32(float %21)
  %29 = fcmp ult float %28, 1.056150e+05
  br i1 %29, label %108, label %30

30:                                               ; preds = %5
  %31 = fcmp oeq float %28, 0x7FF0000000000000
  br i1 %31, label %32, label %34

32:                                               ; preds = %30
  %33 = tail call float @llvm.nvvm.mul.rn.f(float %21, float 0.000000e+00) #9
  br label %108

34:                                               ; preds = %30
  %35 = bitcast float %21 to i32
  %36 = shl i32 %35, 8
  %37 = or i32 %36, -2147483648
  %38 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %37, i32 0) #10, !srcloc !16
  %39 = extractvalue { i32, i32 } %38, 0
  %40 = extractvalue { i32, i32 } %38, 1
  store i32 %39, ptr %7, align 4
  %41 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %37, i32 %40) #10, !srcloc !16
  %42 = extractvalue { i32, i32 } %41, 0
  %43 = extractvalue { i32, i32 } %41, 1
  %44 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 %42, ptr %44, align 4
  %45 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %37, i32 %43) #10, !srcloc !16
  %46 = extractvalue { i32, i32 } %45, 0
  %47 = extractvalue { i32, i32 } %45, 1
  %48 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %46, ptr %48, align 4
  %49 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %37, i32 %47) #10, !srcloc !16
  %50 = extractvalue { i32, i32 } %49, 0
  %51 = extractvalue { i32, i32 } %49, 1
  %52 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store i32 %50, ptr %52, align 4
  %53 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %37, i32 %51) #10, !srcloc !16
  %54 = extractvalue { i32, i32 } %53, 0
  %55 = extractvalue { i32, i32 } %53, 1
  %56 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 %54, ptr %56, align 4
  %57 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %37, i32 %55) #10, !srcloc !16
  %58 = extractvalue { i32, i32 } %57, 0
  %59 = extractvalue { i32, i32 } %57, 1
  %60 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store i32 %58, ptr %60, align 4
  %61 = lshr i32 %35, 23
  %62 = and i32 %61, 224
  %63 = add nsw i32 %62, -128
  %64 = lshr exact i32 %63, 5
  %65 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store i32 %59, ptr %65, align 4
  %66 = sub nsw i32 6, %64
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %7, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = sub nsw i32 5, %64
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %7, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = freeze i32 %73
  %75 = and i32 %35, 260046848
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %83, label %77

77:                                               ; preds = %34
  %78 = sub nsw i32 4, %64
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %7, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = tail call i32 @llvm.fshl.i32(i32 %74, i32 %81, i32 %61)
  br label %83

83:                                               ; preds = %77, %34
  %84 = phi i32 [ %82, %77 ], [ %74, %34 ]
  %85 = tail call i32 @llvm.fshl.i32(i32 %69, i32 %74, i32 %61)
  %86 = lshr i32 %85, 30
  %87 = tail call i32 @llvm.fshl.i32(i32 %85, i32 %84, i32 2)
  %88 = shl i32 %84, 2
  %89 = lshr i32 %87, 31
  %90 = add nuw nsw i32 %89, %86
  %91 = sub nsw i32 0, %90
  %92 = icmp slt i32 %35, 0
  %93 = select i1 %92, i32 %91, i32 %90
  %94 = xor i32 %87, %35
  %95 = ashr i32 %87, 31
  %96 = xor i32 %95, %87
  %97 = xor i32 %95, %88
  %98 = zext i32 %96 to i64
  %99 = shl nuw i64 %98, 32
  %100 = zext i32 %97 to i64
  %101 = or disjoint i64 %99, %100
  %102 = sitofp i64 %101 to double
  %103 = fmul double %102, 0x3BF921FB54442D19
  %104 = fptrunc double %103 to float
  %105 = fneg float %104
  %106 = icmp slt i32 %94, 0
  %107 = select i1 %106, float %105, float %104
  br label %108

108:                                              ; preds = %5, %32, %83
  %109 = phi i32 [ %23, %5 ], [ 0, %32 ], [ %93, %83 ]
  %110 = phi float [ %27, %5 ], [ %33, %32 ], [ %107, %83 ]
  %111 = tail call float @llvm.nvvm.mul.rn.f(float %110, float %110) #9
  %112 = and i32 %109, 1
  %113 = icmp eq i32 %112, 0
  %114 = select i1 %113, float %110, float 1.000000e+00
  %115 = tail call float @llvm.fma.f32(float %111, float %114, float 0.000000e+00)
  %116 = tail call float @llvm.fma.f32(float %111, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %117 = select i1 %113, float 0xBF29A82A60000000, float %116
  %118 = select i1 %113, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %119 = tail call float @llvm.fma.f32(float %117, float %111, float %118)
  %120 = select i1 %113, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %121 = tail call float @llvm.fma.f32(float %119, float %111, float %120)
  %122 = tail call float @llvm.fma.f32(float %121, float %115, float %114)
  %123 = and i32 %109, 2
  %124 = icmp eq i32 %123, 0
  %125 = fsub float 0.000000e+00, %122
  %126 = select i1 %124, float %122, float %125
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %127 = fadd contract float %19, %126
  %128 = fmul contract float %2, %127
  %129 = fsub contract float %10, %128
  store float %129, ptr %4, align 4, !tbaa !11
  %130 = load float, ptr %16, align 4, !tbaa !11
  %131 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = fsub contract float %130, %132
  %134 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %135 = load float, ptr %134, align 4, !tbaa !17
  %136 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %137 = load float, ptr %136, align 4, !tbaa !18
  %138 = load float, ptr %0, align 4, !tbaa !11
  %139 = fmul contract float %137, %138
  %140 = fmul contract float %130, %139
  %141 = fmul contract float %130, %135
  %142 = fsub contract float %140, %141
  %143 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = fmul contract float %144, %144
  %146 = fsub contract float %142, %145
  %147 = fmul contract float %2, %146
  %148 = fsub contract float %133, %147
  %149 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %148, ptr %149, align 4, !tbaa !11
  %150 = load float, ptr %143, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fsub contract float %150, %152
  %154 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %155 = load float, ptr %154, align 4, !tbaa !19
  %156 = load float, ptr %16, align 4, !tbaa !11
  %157 = fsub contract float %156, %150
  %158 = fmul contract float %155, %157
  %159 = load float, ptr %0, align 4, !tbaa !11
  %160 = fneg contract float %159
  %161 = fmul contract float %159, %160
  %162 = tail call float @llvm.fma.f32(float %161, float 0x3F777313A0000000, float 5.000000e-01)
  %163 = tail call float @llvm.nvvm.saturate.f(float %162) #9
  %164 = tail call float @llvm.nvvm.fma.rm.f(float %163, float 2.520000e+02, float 0x4168000020000000) #9
  %165 = fadd float %164, 0xC168000FE0000000
  %166 = fneg float %165
  %167 = tail call float @llvm.fma.f32(float %161, float 0x3FF7154760000000, float %166)
  %168 = tail call float @llvm.fma.f32(float %161, float 0x3E54AE0C00000000, float %167)
  %169 = bitcast float %164 to i32
  %170 = shl i32 %169, 23
  %171 = bitcast i32 %170 to float
  %172 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %168)
  %173 = fmul float %172, %171
  %174 = fadd contract float %158, %173
  %175 = fmul contract float %2, %174
  %176 = fsub contract float %153, %175
  %177 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %176, ptr %177, align 4, !tbaa !11
  %178 = load float, ptr %20, align 4, !tbaa !11
  %179 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %180 = load float, ptr %179, align 4, !tbaa !11
  %181 = load float, ptr %143, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  %182 = fmul float %178, 0x3FE45F3060000000
  %183 = tail call i32 @llvm.nvvm.f2i.rn(float %182) #9
  %184 = sitofp i32 %183 to float
  %185 = tail call float @llvm.fma.f32(float %184, float 0xBFF921FB40000000, float %178)
  %186 = tail call float @llvm.fma.f32(float %184, float 0xBE74442D00000000, float %185)
  %187 = tail call float @llvm.fma.f32(float %184, float 0xBCF84698A0000000, float %186)
  %188 = tail call float @llvm.nvvm.fabs.f32(float %178)
  %189 = fcmp ult float %188, 1.056150e+05
  br i1 %189, label %268, label %190

190:                                              ; preds = %108
  %191 = fcmp oeq float %188, 0x7FF0000000000000
  br i1 %191, label %192, label %194

192:                                              ; preds = %190
  %193 = tail call float @llvm.nvvm.mul.rn.f(float %178, float 0.000000e+00) #9
  br label %268

194:                                              ; preds = %190
  %195 = bitcast float %178 to i32
  %196 = shl i32 %195, 8
  %197 = or i32 %196, -2147483648
  %198 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %197, i32 0) #10, !srcloc !16
  %199 = extractvalue { i32, i32 } %198, 0
  %200 = extractvalue { i32, i32 } %198, 1
  store i32 %199, ptr %6, align 4
  %201 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %197, i32 %200) #10, !srcloc !16
  %202 = extractvalue { i32, i32 } %201, 0
  %203 = extractvalue { i32, i32 } %201, 1
  %204 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 %202, ptr %204, align 4
  %205 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %197, i32 %203) #10, !srcloc !16
  %206 = extractvalue { i32, i32 } %205, 0
  %207 = extractvalue { i32, i32 } %205, 1
  %208 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %206, ptr %208, align 4
  %209 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %197, i32 %207) #10, !srcloc !16
  %210 = extractvalue { i32, i32 } %209, 0
  %211 = extractvalue { i32, i32 } %209, 1
  %212 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store i32 %210, ptr %212, align 4
  %213 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %197, i32 %211) #10, !srcloc !16
  %214 = extractvalue { i32, i32 } %213, 0
  %215 = extractvalue { i32, i32 } %213, 1
  %216 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store i32 %214, ptr %216, align 4
  %217 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %197, i32 %215) #10, !srcloc !16
  %218 = extractvalue { i32, i32 } %217, 0
  %219 = extractvalue { i32, i32 } %217, 1
  %220 = getelementptr inbounds nuw i8, ptr %6, i64 20
  store i32 %218, ptr %220, align 4
  %221 = lshr i32 %195, 23
  %222 = and i32 %221, 224
  %223 = add nsw i32 %222, -128
  %224 = lshr exact i32 %223, 5
  %225 = getelementptr inbounds nuw i8, ptr %6, i64 24
  store i32 %219, ptr %225, align 4
  %226 = sub nsw i32 6, %224
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds i32, ptr %6, i64 %227
  %229 = load i32, ptr %228, align 4
  %230 = sub nsw i32 5, %224
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds i32, ptr %6, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = freeze i32 %233
  %235 = and i32 %195, 260046848
  %236 = icmp eq i32 %235, 0
  br i1 %236, label %243, label %237

237:                                              ; preds = %194
  %238 = sub nsw i32 4, %224
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds i32, ptr %6, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = tail call i32 @llvm.fshl.i32(i32 %234, i32 %241, i32 %221)
  br label %243

243:                                              ; preds = %237, %194
  %244 = phi i32 [ %242, %237 ], [ %234, %194 ]
  %245 = tail call i32 @llvm.fshl.i32(i32 %229, i32 %234, i32 %221)
  %246 = lshr i32 %245, 30
  %247 = tail call i32 @llvm.fshl.i32(i32 %245, i32 %244, i32 2)
  %248 = shl i32 %244, 2
  %249 = lshr i32 %247, 31
  %250 = add nuw nsw i32 %249, %246
  %251 = sub nsw i32 0, %250
  %252 = icmp slt i32 %195, 0
  %253 = select i1 %252, i32 %251, i32 %250
  %254 = xor i32 %247, %195
  %255 = ashr i32 %247, 31
  %256 = xor i32 %255, %247
  %257 = xor i32 %255, %248
  %258 = zext i32 %256 to i64
  %259 = shl nuw i64 %258, 32
  %260 = zext i32 %257 to i64
  %261 = or disjoint i64 %259, %260
  %262 = sitofp i64 %261 to double
  %263 = fmul double %262, 0x3BF921FB54442D19
  %264 = fptrunc double %263 to float
  %265 = fneg float %264
  %266 = icmp slt i32 %254, 0
  %267 = select i1 %266, float %265, float %264
  br label %268

268:                                              ; preds = %108, %192, %243
  %269 = phi i32 [ %183, %108 ], [ 0, %192 ], [ %253, %243 ]
  %270 = phi float [ %187, %108 ], [ %193, %192 ], [ %267, %243 ]
  %271 = fsub contract float %178, %180
  %272 = add i32 %269, 1
  %273 = tail call float @llvm.nvvm.mul.rn.f(float %270, float %270) #9
  %274 = and i32 %269, 1
  %275 = icmp eq i32 %274, 0
  %276 = select i1 %275, float 1.000000e+00, float %270
  %277 = tail call float @llvm.fma.f32(float %273, float %276, float 0.000000e+00)
  %278 = tail call float @llvm.fma.f32(float %273, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %279 = select i1 %275, float %278, float 0xBF29A82A60000000
  %280 = select i1 %275, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %281 = tail call float @llvm.fma.f32(float %279, float %273, float %280)
  %282 = select i1 %275, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %283 = tail call float @llvm.fma.f32(float %281, float %273, float %282)
  %284 = tail call float @llvm.fma.f32(float %283, float %277, float %276)
  %285 = and i32 %272, 2
  %286 = icmp eq i32 %285, 0
  %287 = fsub float 0.000000e+00, %284
  %288 = select i1 %286, float %284, float %287
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  %289 = fmul contract float %181, %288
  %290 = load float, ptr %3, align 4, !tbaa !13
  %291 = fmul contract float %178, %290
  %292 = fsub contract float %289, %291
  %293 = fmul contract float %2, %292
  %294 = fsub contract float %271, %293
  %295 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store float %294, ptr %295, align 4, !tbaa !11
  ret void
}

; Function Attrs: noinline nounwind memory(argmem: readwrite)
define dso_local void @_Z8jacobianPKffRK5ModelPf(ptr noundef readonly captures(none) %0, float noundef %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(20) %2, ptr noundef writeonly captures(none) initializes((0, 64)) %3) local_unnamed_addr #1 {
  %5 = alloca [7 x i32], align 4
  %6 = alloca [7 x i32], align 4
  %7 = alloca [7 x i32], align 4
  %8 = load float, ptr %2, align 4, !tbaa !13
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !15
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = fmul contract float %10, %12
  %14 = fsub contract float %8, %13
  %15 = fmul contract float %1, %14
  %16 = fsub contract float 1.000000e+00, %15
  store float %16, ptr %3, align 4, !tbaa !11
  %17 = load float, ptr %9, align 4, !tbaa !15
  %18 = fmul contract float %1, %17
  %19 = load float, ptr %0, align 4, !tbaa !11
  %20 = fmul contract float %18, %19
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store float %20, ptr %21, align 4, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store float 0.000000e+00, ptr %22, align 4, !tbaa !11
  %23 = fneg contract float %1
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  %26 = fmul float %25, 0x3FE45F3060000000
  %27 = tail call i32 @llvm.nvvm.f2i.rn(float %26) #9
  %28 = sitofp i32 %27 to float
  %29 = tail call float @llvm.fma.f32(float %28, float 0xBFF921FB40000000, float %25)
  %30 = tail call float @llvm.fma.f32(float %28, float 0xBE74442D00000000, float %29)
  %31 = tail call float @llvm.fma.f32(float %28, float 0xBCF84698A0000000, float %30)
  %32 = tail call float @llvm.nvvm.fabs.f32(float %25)
  %33 = fcmp ult float %32, 1.056150e+05
  br i1 %33, label %112, label %34

34:                                               ; preds = %4
  %35 = fcmp oeq float %32, 0x7FF0000000000000
  br i1 %35, label %36, label %38

36:                                               ; preds = %34
  %37 = tail call float @llvm.nvvm.mul.rn.f(float %25, float 0.000000e+00) #9
  br label %112

38:                                               ; preds = %34
  %39 = bitcast float %25 to i32
  %40 = shl i32 %39, 8
  %41 = or i32 %40, -2147483648
  %42 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %41, i32 0) #10, !srcloc !16
  %43 = extractvalue { i32, i32 } %42, 0
  %44 = extractvalue { i32, i32 } %42, 1
  store i32 %43, ptr %6, align 4
  %45 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %41, i32 %44) #10, !srcloc !16
  %46 = extractvalue { i32, i32 } %45, 0
  %47 = extractvalue { i32, i32 } %45, 1
  %48 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 %46, ptr %48, align 4
  %49 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %41, i32 %47) #10, !srcloc !16
  %50 = extractvalue { i32, i32 } %49, 0
  %51 = extractvalue { i32, i32 } %49, 1
  %52 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %50, ptr %52, align 4
  %53 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %41, i32 %51) #10, !srcloc !16
  %54 = extractvalue { i32, i32 } %53, 0
  %55 = extractvalue { i32, i32 } %53, 1
  %56 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store i32 %54, ptr %56, align 4
  %57 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %41, i32 %55) #10, !srcloc !16
  %58 = extractvalue { i32, i32 } %57, 0
  %59 = extractvalue { i32, i32 } %57, 1
  %60 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store i32 %58, ptr %60, align 4
  %61 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %41, i32 %59) #10, !srcloc !16
  %62 = extractvalue { i32, i32 } %61, 0
  %63 = extractvalue { i32, i32 } %61, 1
  %64 = getelementptr inbounds nuw i8, ptr %6, i64 20
  store i32 %62, ptr %64, align 4
  %65 = lshr i32 %39, 23
  %66 = and i32 %65, 224
  %67 = add nsw i32 %66, -128
  %68 = lshr exact i32 %67, 5
  %69 = getelementptr inbounds nuw i8, ptr %6, i64 24
  store i32 %63, ptr %69, align 4
  %70 = sub nsw i32 6, %68
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %6, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = sub nsw i32 5, %68
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %6, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = freeze i32 %77
  %79 = and i32 %39, 260046848
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %87, label %81

81:                                               ; preds = %38
  %82 = sub nsw i32 4, %68
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %6, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = tail call i32 @llvm.fshl.i32(i32 %78, i32 %85, i32 %65)
  br label %87

87:                                               ; preds = %81, %38
  %88 = phi i32 [ %86, %81 ], [ %78, %38 ]
  %89 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %78, i32 %65)
  %90 = lshr i32 %89, 30
  %91 = tail call i32 @llvm.fshl.i32(i32 %89, i32 %88, i32 2)
  %92 = shl i32 %88, 2
  %93 = lshr i32 %91, 31
  %94 = add nuw nsw i32 %93, %90
  %95 = sub nsw i32 0, %94
  %96 = icmp slt i32 %39, 0
  %97 = select i1 %96, i32 %95, i32 %94
  %98 = xor i32 %91, %39
  %99 = ashr i32 %91, 31
  %100 = xor i32 %99, %91
  %101 = xor i32 %99, %92
  %102 = zext i32 %100 to i64
  %103 = shl nuw i64 %102, 32
  %104 = zext i32 %101 to i64
  %105 = or disjoint i64 %103, %104
  %106 = sitofp i64 %105 to double
  %107 = fmul double %106, 0x3BF921FB54442D19
  %108 = fptrunc double %107 to float
  %109 = fneg float %108
  %110 = icmp slt i32 %98, 0
  %111 = select i1 %110, float %109, float %108
  br label %112

112:                                              ; preds = %4, %36, %87
  %113 = phi i32 [ %27, %4 ], [ 0, %36 ], [ %97, %87 ]
  %114 = phi float [ %31, %4 ], [ %37, %36 ], [ %111, %87 ]
  %115 = add i32 %113, 1
  %116 = tail call float @llvm.nvvm.mul.rn.f(float %114, float %114) #9
  %117 = and i32 %113, 1
  %118 = icmp eq i32 %117, 0
  %119 = select i1 %118, float 1.000000e+00, float %114
  %120 = tail call float @llvm.fma.f32(float %116, float %119, float 0.000000e+00)
  %121 = tail call float @llvm.fma.f32(float %116, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %122 = select i1 %118, float %121, float 0xBF29A82A60000000
  %123 = select i1 %118, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %124 = tail call float @llvm.fma.f32(float %122, float %116, float %123)
  %125 = select i1 %118, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %126 = tail call float @llvm.fma.f32(float %124, float %116, float %125)
  %127 = tail call float @llvm.fma.f32(float %126, float %120, float %119)
  %128 = and i32 %115, 2
  %129 = icmp eq i32 %128, 0
  %130 = fsub float 0.000000e+00, %127
  %131 = select i1 %129, float %127, float %130
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  %132 = fmul contract float %131, %23
  %133 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store float %132, ptr %133, align 4, !tbaa !11
  %134 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %135 = load float, ptr %134, align 4, !tbaa !18
  %136 = fmul contract float %135, %23
  %137 = load float, ptr %11, align 4, !tbaa !11
  %138 = fmul contract float %136, %137
  %139 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store float %138, ptr %139, align 4, !tbaa !11
  %140 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %141 = load float, ptr %140, align 4, !tbaa !17
  %142 = load float, ptr %134, align 4, !tbaa !18
  %143 = load float, ptr %0, align 4, !tbaa !11
  %144 = fmul contract float %142, %143
  %145 = fsub contract float %144, %141
  %146 = fmul contract float %1, %145
  %147 = fsub contract float 1.000000e+00, %146
  %148 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store float %147, ptr %148, align 4, !tbaa !11
  %149 = fmul contract float %1, 2.000000e+00
  %150 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = fmul contract float %149, %151
  %153 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store float %152, ptr %153, align 4, !tbaa !11
  %154 = getelementptr inbounds nuw i8, ptr %3, i64 28
  store float 0.000000e+00, ptr %154, align 4, !tbaa !11
  %155 = load float, ptr %0, align 4, !tbaa !11
  %156 = fmul contract float %149, %155
  %157 = fneg contract float %155
  %158 = fmul contract float %155, %157
  %159 = tail call float @llvm.fma.f32(float %158, float 0x3F777313A0000000, float 5.000000e-01)
  %160 = tail call float @llvm.nvvm.saturate.f(float %159) #9
  %161 = tail call float @llvm.nvvm.fma.rm.f(float %160, float 2.520000e+02, float 0x4168000020000000) #9
  %162 = fadd float %161, 0xC168000FE0000000
  %163 = fneg float %162
  %164 = tail call float @llvm.fma.f32(float %158, float 0x3FF7154760000000, float %163)
  %165 = tail call float @llvm.fma.f32(float %158, float 0x3E54AE0C00000000, float %164)
  %166 = bitcast float %161 to i32
  %167 = shl i32 %166, 23
  %168 = bitcast i32 %167 to float
  %169 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %165)
  %170 = fmul float %169, %168
  %171 = fmul contract float %156, %170
  %172 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store float %171, ptr %172, align 4, !tbaa !11
  %173 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %174 = load float, ptr %173, align 4, !tbaa !19
  %175 = fmul contract float %174, %23
  %176 = getelementptr inbounds nuw i8, ptr %3, i64 36
  store float %175, ptr %176, align 4, !tbaa !11
  %177 = load float, ptr %173, align 4, !tbaa !19
  %178 = fmul contract float %1, %177
  %179 = fadd contract float %178, 1.000000e+00
  %180 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store float %179, ptr %180, align 4, !tbaa !11
  %181 = getelementptr inbounds nuw i8, ptr %3, i64 44
  store float 0.000000e+00, ptr %181, align 4, !tbaa !11
  %182 = getelementptr inbounds nuw i8, ptr %3, i64 48
  store float 0.000000e+00, ptr %182, align 4, !tbaa !11
  %183 = getelementptr inbounds nuw i8, ptr %3, i64 52
  store float 0.000000e+00, ptr %183, align 4, !tbaa !11
  %184 = load float, ptr %24, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  %185 = fmul float %184, 0x3FE45F3060000000
  %186 = tail call i32 @llvm.nvvm.f2i.rn(float %185) #9
  %187 = sitofp i32 %186 to float
  %188 = tail call float @llvm.fma.f32(float %187, float 0xBFF921FB40000000, float %184)
  %189 = tail call float @llvm.fma.f32(float %187, float 0xBE74442D00000000, float %188)
  %190 = tail call float @llvm.fma.f32(float %187, float 0xBCF84698A0000000, float %189)
  %191 = tail call float @llvm.nvvm.fabs.f32(float %184)
  %192 = fcmp ult float %191, 1.056150e+05
  br i1 %192, label %271, label %193

193:                                              ; preds = %112
  %194 = fcmp oeq float %191, 0x7FF0000000000000
  br i1 %194, label %195, label %197

195:                                              ; preds = %193
  %196 = tail call float @llvm.nvvm.mul.rn.f(float %184, float 0.000000e+00) #9
  br label %271

197:                                              ; preds = %193
  %198 = bitcast float %184 to i32
  %199 = shl i32 %198, 8
  %200 = or i32 %199, -2147483648
  %201 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %200, i32 0) #10, !srcloc !16
  %202 = extractvalue { i32, i32 } %201, 0
  %203 = extractvalue { i32, i32 } %201, 1
  store i32 %202, ptr %5, align 4
  %204 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %200, i32 %203) #10, !srcloc !16
  %205 = extractvalue { i32, i32 } %204, 0
  %206 = extractvalue { i32, i32 } %204, 1
  %207 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %205, ptr %207, align 4
  %208 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %200, i32 %206) #10, !srcloc !16
  %209 = extractvalue { i32, i32 } %208, 0
  %210 = extractvalue { i32, i32 } %208, 1
  %211 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %209, ptr %211, align 4
  %212 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %200, i32 %210) #10, !srcloc !16
  %213 = extractvalue { i32, i32 } %212, 0
  %214 = extractvalue { i32, i32 } %212, 1
  %215 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %213, ptr %215, align 4
  %216 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %200, i32 %214) #10, !srcloc !16
  %217 = extractvalue { i32, i32 } %216, 0
  %218 = extractvalue { i32, i32 } %216, 1
  %219 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %217, ptr %219, align 4
  %220 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %200, i32 %218) #10, !srcloc !16
  %221 = extractvalue { i32, i32 } %220, 0
  %222 = extractvalue { i32, i32 } %220, 1
  %223 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %221, ptr %223, align 4
  %224 = lshr i32 %198, 23
  %225 = and i32 %224, 224
  %226 = add nsw i32 %225, -128
  %227 = lshr exact i32 %226, 5
  %228 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %222, ptr %228, align 4
  %229 = sub nsw i32 6, %227
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds i32, ptr %5, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = sub nsw i32 5, %227
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds i32, ptr %5, i64 %234
  %236 = load i32, ptr %235, align 4
  %237 = freeze i32 %236
  %238 = and i32 %198, 260046848
  %239 = icmp eq i32 %238, 0
  br i1 %239, label %246, label %240

240:                                              ; preds = %197
  %241 = sub nsw i32 4, %227
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds i32, ptr %5, i64 %242
  %244 = load i32, ptr %243, align 4
  %245 = tail call i32 @llvm.fshl.i32(i32 %237, i32 %244, i32 %224)
  br label %246

246:                                              ; preds = %240, %197
  %247 = phi i32 [ %245, %240 ], [ %237, %197 ]
  %248 = tail call i32 @llvm.fshl.i32(i32 %232, i32 %237, i32 %224)
  %249 = lshr i32 %248, 30
  %250 = tail call i32 @llvm.fshl.i32(i32 %248, i32 %247, i32 2)
  %251 = shl i32 %247, 2
  %252 = lshr i32 %250, 31
  %253 = add nuw nsw i32 %252, %249
  %254 = sub nsw i32 0, %253
  %255 = icmp slt i32 %198, 0
  %256 = select i1 %255, i32 %254, i32 %253
  %257 = xor i32 %250, %198
  %258 = ashr i32 %250, 31
  %259 = xor i32 %258, %250
  %260 = xor i32 %258, %251
  %261 = zext i32 %259 to i64
  %262 = shl nuw i64 %261, 32
  %263 = zext i32 %260 to i64
  %264 = or disjoint i64 %262, %263
  %265 = sitofp i64 %264 to double
  %266 = fmul double %265, 0x3BF921FB54442D19
  %267 = fptrunc double %266 to float
  %268 = fneg float %267
  %269 = icmp slt i32 %257, 0
  %270 = select i1 %269, float %268, float %267
  br label %271

271:                                              ; preds = %112, %195, %246
  %272 = phi i32 [ %186, %112 ], [ 0, %195 ], [ %256, %246 ]
  %273 = phi float [ %190, %112 ], [ %196, %195 ], [ %270, %246 ]
  %274 = add i32 %272, 1
  %275 = tail call float @llvm.nvvm.mul.rn.f(float %273, float %273) #9
  %276 = and i32 %272, 1
  %277 = icmp eq i32 %276, 0
  %278 = select i1 %277, float 1.000000e+00, float %273
  %279 = tail call float @llvm.fma.f32(float %275, float %278, float 0.000000e+00)
  %280 = tail call float @llvm.fma.f32(float %275, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %281 = select i1 %277, float %280, float 0xBF29A82A60000000
  %282 = select i1 %277, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %283 = tail call float @llvm.fma.f32(float %281, float %275, float %282)
  %284 = select i1 %277, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %285 = tail call float @llvm.fma.f32(float %283, float %275, float %284)
  %286 = tail call float @llvm.fma.f32(float %285, float %279, float %278)
  %287 = and i32 %274, 2
  %288 = icmp eq i32 %287, 0
  %289 = fsub float 0.000000e+00, %286
  %290 = select i1 %288, float %286, float %289
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  %291 = fmul contract float %290, %23
  %292 = getelementptr inbounds nuw i8, ptr %3, i64 56
  store float %291, ptr %292, align 4, !tbaa !11
  %293 = load float, ptr %150, align 4, !tbaa !11
  %294 = load float, ptr %24, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %295 = fmul float %294, 0x3FE45F3060000000
  %296 = tail call i32 @llvm.nvvm.f2i.rn(float %295) #9
  %297 = sitofp i32 %296 to float
  %298 = tail call float @llvm.fma.f32(float %297, float 0xBFF921FB40000000, float %294)
  %299 = tail call float @llvm.fma.f32(float %297, float 0xBE74442D00000000, float %298)
  %300 = tail call float @llvm.fma.f32(float %297, float 0xBCF84698A0000000, float %299)
  %301 = tail call float @llvm.nvvm.fabs.f32(float %294)
  %302 = fcmp ult float %301, 1.056150e+05
  br i1 %302, label %381, label %303

303:                                              ; preds = %271
  %304 = fcmp oeq float %301, 0x7FF0000000000000
  br i1 %304, label %305, label %307

305:                                              ; preds = %303
  %306 = tail call float @llvm.nvvm.mul.rn.f(float %294, float 0.000000e+00) #9
  br label %381

307:                                              ; preds = %303
  %308 = bitcast float %294 to i32
  %309 = shl i32 %308, 8
  %310 = or i32 %309, -2147483648
  %311 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %310, i32 0) #10, !srcloc !16
  %312 = extractvalue { i32, i32 } %311, 0
  %313 = extractvalue { i32, i32 } %311, 1
  store i32 %312, ptr %7, align 4
  %314 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %310, i32 %313) #10, !srcloc !16
  %315 = extractvalue { i32, i32 } %314, 0
  %316 = extractvalue { i32, i32 } %314, 1
  %317 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 %315, ptr %317, align 4
  %318 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %310, i32 %316) #10, !srcloc !16
  %319 = extractvalue { i32, i32 } %318, 0
  %320 = extractvalue { i32, i32 } %318, 1
  %321 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %319, ptr %321, align 4
  %322 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %310, i32 %320) #10, !srcloc !16
  %323 = extractvalue { i32, i32 } %322, 0
  %324 = extractvalue { i32, i32 } %322, 1
  %325 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store i32 %323, ptr %325, align 4
  %326 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %310, i32 %324) #10, !srcloc !16
  %327 = extractvalue { i32, i32 } %326, 0
  %328 = extractvalue { i32, i32 } %326, 1
  %329 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 %327, ptr %329, align 4
  %330 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %310, i32 %328) #10, !srcloc !16
  %331 = extractvalue { i32, i32 } %330, 0
  %332 = extractvalue { i32, i32 } %330, 1
  %333 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store i32 %331, ptr %333, align 4
  %334 = lshr i32 %308, 23
  %335 = and i32 %334, 224
  %336 = add nsw i32 %335, -128
  %337 = lshr exact i32 %336, 5
  %338 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store i32 %332, ptr %338, align 4
  %339 = sub nsw i32 6, %337
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds i32, ptr %7, i64 %340
  %342 = load i32, ptr %341, align 4
  %343 = sub nsw i32 5, %337
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds i32, ptr %7, i64 %344
  %346 = load i32, ptr %345, align 4
  %347 = freeze i32 %346
  %348 = and i32 %308, 260046848
  %349 = icmp eq i32 %348, 0
  br i1 %349, label %356, label %350

350:                                              ; preds = %307
  %351 = sub nsw i32 4, %337
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds i32, ptr %7, i64 %352
  %354 = load i32, ptr %353, align 4
  %355 = tail call i32 @llvm.fshl.i32(i32 %347, i32 %354, i32 %334)
  br label %356

356:                                              ; preds = %350, %307
  %357 = phi i32 [ %355, %350 ], [ %347, %307 ]
  %358 = tail call i32 @llvm.fshl.i32(i32 %342, i32 %347, i32 %334)
  %359 = lshr i32 %358, 30
  %360 = tail call i32 @llvm.fshl.i32(i32 %358, i32 %357, i32 2)
  %361 = shl i32 %357, 2
  %362 = lshr i32 %360, 31
  %363 = add nuw nsw i32 %362, %359
  %364 = sub nsw i32 0, %363
  %365 = icmp slt i32 %308, 0
  %366 = select i1 %365, i32 %364, i32 %363
  %367 = xor i32 %360, %308
  %368 = ashr i32 %360, 31
  %369 = xor i32 %368, %360
  %370 = xor i32 %368, %361
  %371 = zext i32 %369 to i64
  %372 = shl nuw i64 %371, 32
  %373 = zext i32 %370 to i64
  %374 = or disjoint i64 %372, %373
  %375 = sitofp i64 %374 to double
  %376 = fmul double %375, 0x3BF921FB54442D19
  %377 = fptrunc double %376 to float
  %378 = fneg float %377
  %379 = icmp slt i32 %367, 0
  %380 = select i1 %379, float %378, float %377
  br label %381

381:                                              ; preds = %271, %305, %356
  %382 = phi i32 [ %296, %271 ], [ 0, %305 ], [ %366, %356 ]
  %383 = phi float [ %300, %271 ], [ %306, %305 ], [ %380, %356 ]
  %384 = fneg contract float %293
  %385 = tail call float @llvm.nvvm.mul.rn.f(float %383, float %383) #9
  %386 = and i32 %382, 1
  %387 = icmp eq i32 %386, 0
  %388 = select i1 %387, float %383, float 1.000000e+00
  %389 = tail call float @llvm.fma.f32(float %385, float %388, float 0.000000e+00)
  %390 = tail call float @llvm.fma.f32(float %385, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %391 = select i1 %387, float 0xBF29A82A60000000, float %390
  %392 = select i1 %387, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %393 = tail call float @llvm.fma.f32(float %391, float %385, float %392)
  %394 = select i1 %387, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %395 = tail call float @llvm.fma.f32(float %393, float %385, float %394)
  %396 = tail call float @llvm.fma.f32(float %395, float %389, float %388)
  %397 = and i32 %382, 2
  %398 = icmp eq i32 %397, 0
  %399 = fsub float 0.000000e+00, %396
  %400 = select i1 %398, float %396, float %399
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %401 = fmul contract float %400, %384
  %402 = load float, ptr %2, align 4, !tbaa !13
  %403 = fsub contract float %401, %402
  %404 = fmul contract float %1, %403
  %405 = fsub contract float 1.000000e+00, %404
  %406 = getelementptr inbounds nuw i8, ptr %3, i64 60
  store float %405, ptr %406, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6solve4PfS_(ptr noundef captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #2 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %5 = load float, ptr %4, align 4, !tbaa !11
  %6 = tail call noundef float @llvm.nvvm.fabs.f32(float %5)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = tail call noundef float @llvm.nvvm.fabs.f32(float %8)
  %10 = tail call noundef float @llvm.nvvm.fabs.f32(float %3)
  %11 = fcmp contract ogt float %9, %10
  %12 = select i1 %11, float %9, float %10
  %13 = fcmp contract ogt float %6, %12
  %14 = zext i1 %11 to i32
  %15 = select i1 %13, i32 2, i32 %14
  %16 = select i1 %13, float %6, float %12
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = tail call noundef float @llvm.nvvm.fabs.f32(float %18)
  %20 = fcmp contract ogt float %19, %16
  %21 = select i1 %20, i32 3, i32 %15
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %216, label %188

23:                                               ; preds = %216
  %24 = shl nuw nsw i32 %318, 2
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = zext nneg i32 %24 to i64
  %28 = getelementptr inbounds nuw float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !11
  store float %29, ptr %25, align 4, !tbaa !11
  store float %26, ptr %28, align 4, !tbaa !11
  %30 = zext nneg i32 %24 to i64
  %31 = getelementptr inbounds nuw float, ptr %0, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !11
  store float %33, ptr %305, align 4, !tbaa !11
  store float %306, ptr %32, align 4, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = zext nneg i32 %24 to i64
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %39 = load float, ptr %38, align 4, !tbaa !11
  store float %39, ptr %34, align 4, !tbaa !11
  store float %35, ptr %38, align 4, !tbaa !11
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = zext nneg i32 %24 to i64
  %43 = getelementptr inbounds nuw float, ptr %0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 12
  %45 = load float, ptr %44, align 4, !tbaa !11
  store float %45, ptr %40, align 4, !tbaa !11
  store float %41, ptr %44, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = zext nneg i32 %318 to i64
  %49 = getelementptr inbounds nuw float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !11
  store float %50, ptr %46, align 4, !tbaa !11
  store float %47, ptr %49, align 4, !tbaa !11
  %51 = load float, ptr %305, align 4, !tbaa !11
  br label %52

52:                                               ; preds = %23, %216
  %53 = phi float [ %51, %23 ], [ %306, %216 ]
  %54 = fdiv contract float 1.000000e+00, %53
  %55 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = fmul contract float %54, %57
  %59 = fmul contract float %58, %53
  %60 = fsub contract float %57, %59
  store float %60, ptr %56, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = fmul contract float %58, %62
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = fsub contract float %65, %63
  store float %66, ptr %64, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = fmul contract float %58, %68
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = fsub contract float %71, %69
  store float %72, ptr %70, align 4, !tbaa !11
  %73 = load float, ptr %55, align 4, !tbaa !11
  %74 = fmul contract float %58, %73
  %75 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fsub contract float %76, %74
  store float %77, ptr %75, align 4, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = fmul contract float %54, %79
  %81 = load float, ptr %305, align 4, !tbaa !11
  %82 = fmul contract float %80, %81
  %83 = fsub contract float %79, %82
  store float %83, ptr %78, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = fmul contract float %80, %85
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = fsub contract float %88, %86
  store float %89, ptr %87, align 4, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fmul contract float %80, %91
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = fsub contract float %94, %92
  store float %95, ptr %93, align 4, !tbaa !11
  %96 = load float, ptr %55, align 4, !tbaa !11
  %97 = fmul contract float %80, %96
  %98 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = fsub contract float %99, %97
  store float %100, ptr %98, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = tail call noundef float @llvm.nvvm.fabs.f32(float %102)
  %104 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = tail call noundef float @llvm.nvvm.fabs.f32(float %105)
  %107 = fcmp contract ule float %106, %103
  br i1 %107, label %129, label %108

108:                                              ; preds = %52
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %112 = load float, ptr %111, align 4, !tbaa !11
  store float %112, ptr %109, align 4, !tbaa !11
  store float %110, ptr %111, align 4, !tbaa !11
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %116 = load float, ptr %115, align 4, !tbaa !11
  store float %116, ptr %113, align 4, !tbaa !11
  store float %114, ptr %115, align 4, !tbaa !11
  %117 = load float, ptr %101, align 4, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %119 = load float, ptr %118, align 4, !tbaa !11
  store float %119, ptr %101, align 4, !tbaa !11
  store float %117, ptr %118, align 4, !tbaa !11
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %123 = load float, ptr %122, align 4, !tbaa !11
  store float %123, ptr %120, align 4, !tbaa !11
  store float %121, ptr %122, align 4, !tbaa !11
  %124 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %127 = load float, ptr %126, align 4, !tbaa !11
  store float %127, ptr %124, align 4, !tbaa !11
  store float %125, ptr %126, align 4, !tbaa !11
  %128 = load float, ptr %101, align 4, !tbaa !11
  br label %129

129:                                              ; preds = %52, %108
  %130 = phi float [ %128, %108 ], [ %102, %52 ]
  %131 = fdiv contract float 1.000000e+00, %130
  %132 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %133 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %134 = load float, ptr %133, align 4, !tbaa !11
  %135 = fmul contract float %131, %134
  %136 = fmul contract float %135, %130
  %137 = fsub contract float %134, %136
  store float %137, ptr %133, align 4, !tbaa !11
  %138 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = fmul contract float %135, %139
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = fsub contract float %142, %140
  store float %143, ptr %141, align 4, !tbaa !11
  %144 = load float, ptr %132, align 4, !tbaa !11
  %145 = fmul contract float %135, %144
  %146 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %147 = load float, ptr %146, align 4, !tbaa !11
  %148 = fsub contract float %147, %145
  store float %148, ptr %146, align 4, !tbaa !11
  %149 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %152 = fdiv contract float %148, %150
  store float %152, ptr %151, align 4, !tbaa !11
  %153 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = fmul contract float %156, %152
  %158 = fsub contract float %154, %157
  %159 = load float, ptr %101, align 4, !tbaa !11
  %160 = fdiv contract float %158, %159
  store float %160, ptr %153, align 4, !tbaa !11
  %161 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %162 = load float, ptr %161, align 4, !tbaa !11
  %163 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %164 = load float, ptr %163, align 4, !tbaa !11
  %165 = fmul contract float %164, %160
  %166 = fsub contract float %162, %165
  %167 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %168 = load float, ptr %167, align 4, !tbaa !11
  %169 = fmul contract float %168, %152
  %170 = fsub contract float %166, %169
  %171 = load float, ptr %305, align 4, !tbaa !11
  %172 = fdiv contract float %170, %171
  store float %172, ptr %161, align 4, !tbaa !11
  %173 = load float, ptr %1, align 4, !tbaa !11
  %174 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %175 = load float, ptr %174, align 4, !tbaa !11
  %176 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %177 = load float, ptr %176, align 4, !tbaa !11
  %178 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = fmul contract float %175, %172
  %181 = fsub contract float %173, %180
  %182 = fmul contract float %177, %160
  %183 = fsub contract float %181, %182
  %184 = fmul contract float %179, %152
  %185 = fsub contract float %183, %184
  %186 = load float, ptr %0, align 4, !tbaa !11
  %187 = fdiv contract float %185, %186
  store float %187, ptr %1, align 4, !tbaa !11
  ret void

188:                                              ; preds = %2
  %189 = shl nuw nsw i32 %21, 2
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr inbounds nuw float, ptr %0, i64 %190
  %192 = load float, ptr %191, align 4, !tbaa !11
  store float %192, ptr %0, align 4, !tbaa !11
  store float %3, ptr %191, align 4, !tbaa !11
  %193 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = zext nneg i32 %189 to i64
  %196 = getelementptr inbounds nuw float, ptr %0, i64 %195
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 4
  %198 = load float, ptr %197, align 4, !tbaa !11
  store float %198, ptr %193, align 4, !tbaa !11
  store float %194, ptr %197, align 4, !tbaa !11
  %199 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %200 = load float, ptr %199, align 4, !tbaa !11
  %201 = zext nneg i32 %189 to i64
  %202 = getelementptr inbounds nuw float, ptr %0, i64 %201
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 8
  %204 = load float, ptr %203, align 4, !tbaa !11
  store float %204, ptr %199, align 4, !tbaa !11
  store float %200, ptr %203, align 4, !tbaa !11
  %205 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %206 = load float, ptr %205, align 4, !tbaa !11
  %207 = zext nneg i32 %189 to i64
  %208 = getelementptr inbounds nuw float, ptr %0, i64 %207
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 12
  %210 = load float, ptr %209, align 4, !tbaa !11
  store float %210, ptr %205, align 4, !tbaa !11
  store float %206, ptr %209, align 4, !tbaa !11
  %211 = load float, ptr %1, align 4, !tbaa !11
  %212 = zext nneg i32 %21 to i64
  %213 = getelementptr inbounds nuw float, ptr %1, i64 %212
  %214 = load float, ptr %213, align 4, !tbaa !11
  store float %214, ptr %1, align 4, !tbaa !11
  store float %211, ptr %213, align 4, !tbaa !11
  %215 = load float, ptr %0, align 4, !tbaa !11
  br label %216

216:                                              ; preds = %188, %2
  %217 = phi float [ %215, %188 ], [ %3, %2 ]
  %218 = fdiv contract float 1.000000e+00, %217
  %219 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %220 = load float, ptr %219, align 4, !tbaa !11
  %221 = fmul contract float %218, %220
  %222 = fmul contract float %221, %217
  %223 = fsub contract float %220, %222
  store float %223, ptr %219, align 4, !tbaa !11
  %224 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %225 = load float, ptr %224, align 4, !tbaa !11
  %226 = fmul contract float %221, %225
  %227 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %228 = load float, ptr %227, align 4, !tbaa !11
  %229 = fsub contract float %228, %226
  store float %229, ptr %227, align 4, !tbaa !11
  %230 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %231 = load float, ptr %230, align 4, !tbaa !11
  %232 = fmul contract float %221, %231
  %233 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %234 = load float, ptr %233, align 4, !tbaa !11
  %235 = fsub contract float %234, %232
  store float %235, ptr %233, align 4, !tbaa !11
  %236 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %237 = load float, ptr %236, align 4, !tbaa !11
  %238 = fmul contract float %221, %237
  %239 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %240 = load float, ptr %239, align 4, !tbaa !11
  %241 = fsub contract float %240, %238
  store float %241, ptr %239, align 4, !tbaa !11
  %242 = load float, ptr %1, align 4, !tbaa !11
  %243 = fmul contract float %221, %242
  %244 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %245 = load float, ptr %244, align 4, !tbaa !11
  %246 = fsub contract float %245, %243
  store float %246, ptr %244, align 4, !tbaa !11
  %247 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %248 = load float, ptr %247, align 4, !tbaa !11
  %249 = fmul contract float %218, %248
  %250 = load float, ptr %0, align 4, !tbaa !11
  %251 = fmul contract float %249, %250
  %252 = fsub contract float %248, %251
  store float %252, ptr %247, align 4, !tbaa !11
  %253 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %254 = load float, ptr %253, align 4, !tbaa !11
  %255 = fmul contract float %249, %254
  %256 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %257 = load float, ptr %256, align 4, !tbaa !11
  %258 = fsub contract float %257, %255
  store float %258, ptr %256, align 4, !tbaa !11
  %259 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %260 = load float, ptr %259, align 4, !tbaa !11
  %261 = fmul contract float %249, %260
  %262 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %263 = load float, ptr %262, align 4, !tbaa !11
  %264 = fsub contract float %263, %261
  store float %264, ptr %262, align 4, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %266 = load float, ptr %265, align 4, !tbaa !11
  %267 = fmul contract float %249, %266
  %268 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %269 = load float, ptr %268, align 4, !tbaa !11
  %270 = fsub contract float %269, %267
  store float %270, ptr %268, align 4, !tbaa !11
  %271 = load float, ptr %1, align 4, !tbaa !11
  %272 = fmul contract float %249, %271
  %273 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %274 = load float, ptr %273, align 4, !tbaa !11
  %275 = fsub contract float %274, %272
  store float %275, ptr %273, align 4, !tbaa !11
  %276 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %277 = load float, ptr %276, align 4, !tbaa !11
  %278 = fmul contract float %218, %277
  %279 = load float, ptr %0, align 4, !tbaa !11
  %280 = fmul contract float %278, %279
  %281 = fsub contract float %277, %280
  store float %281, ptr %276, align 4, !tbaa !11
  %282 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %283 = load float, ptr %282, align 4, !tbaa !11
  %284 = fmul contract float %278, %283
  %285 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %286 = load float, ptr %285, align 4, !tbaa !11
  %287 = fsub contract float %286, %284
  store float %287, ptr %285, align 4, !tbaa !11
  %288 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %289 = load float, ptr %288, align 4, !tbaa !11
  %290 = fmul contract float %278, %289
  %291 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %292 = load float, ptr %291, align 4, !tbaa !11
  %293 = fsub contract float %292, %290
  store float %293, ptr %291, align 4, !tbaa !11
  %294 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %295 = load float, ptr %294, align 4, !tbaa !11
  %296 = fmul contract float %278, %295
  %297 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %298 = load float, ptr %297, align 4, !tbaa !11
  %299 = fsub contract float %298, %296
  store float %299, ptr %297, align 4, !tbaa !11
  %300 = load float, ptr %1, align 4, !tbaa !11
  %301 = fmul contract float %278, %300
  %302 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %303 = load float, ptr %302, align 4, !tbaa !11
  %304 = fsub contract float %303, %301
  store float %304, ptr %302, align 4, !tbaa !11
  %305 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %306 = load float, ptr %305, align 4, !tbaa !11
  %307 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %308 = load float, ptr %307, align 4, !tbaa !11
  %309 = tail call noundef float @llvm.nvvm.fabs.f32(float %308)
  %310 = tail call noundef float @llvm.nvvm.fabs.f32(float %306)
  %311 = fcmp contract ogt float %309, %310
  %312 = select i1 %311, i32 2, i32 1
  %313 = select i1 %311, float %309, float %310
  %314 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %315 = load float, ptr %314, align 4, !tbaa !11
  %316 = tail call noundef float @llvm.nvvm.fabs.f32(float %315)
  %317 = fcmp contract ogt float %316, %313
  %318 = select i1 %317, i32 3, i32 %312
  %319 = icmp eq i32 %318, 1
  br i1 %319, label %52, label %23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @newton_backward_euler(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #4 {
  %8 = alloca [7 x i32], align 4
  %9 = alloca [7 x i32], align 4
  %10 = alloca %struct.Model, align 4
  %11 = alloca [4 x float], align 4
  %12 = alloca [4 x float], align 4
  %13 = alloca [16 x float], align 4
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %20, label %548

20:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  %21 = srem i32 %18, 16
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.Model, ptr %3, i64 %22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %23, i64 20, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  %24 = shl nsw i32 %18, 2
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  store float %27, ptr %11, align 4, !tbaa !11
  %28 = or disjoint i32 %24, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %11, i64 4
  store float %31, ptr %32, align 4, !tbaa !11
  %33 = or disjoint i32 %24, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store float %36, ptr %37, align 4, !tbaa !11
  %38 = or disjoint i32 %24, 3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %11, i64 12
  store float %41, ptr %42, align 4, !tbaa !11
  %43 = icmp sgt i32 %6, 0
  br i1 %43, label %44, label %536

44:                                               ; preds = %20
  %45 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %48 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %49 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %50 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %51 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %52 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %53 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %54 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %55 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %56 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %57 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %60 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %61 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %62 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %63 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %64 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %65 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %66 = getelementptr inbounds nuw i8, ptr %13, i64 48
  %67 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %68 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %69 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %70 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %71 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %72 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %73 = getelementptr inbounds nuw i8, ptr %13, i64 36
  %74 = getelementptr inbounds nuw i8, ptr %13, i64 40
  %75 = getelementptr inbounds nuw i8, ptr %13, i64 44
  %76 = getelementptr inbounds nuw i8, ptr %13, i64 52
  %77 = getelementptr inbounds nuw i8, ptr %13, i64 56
  %78 = getelementptr inbounds nuw i8, ptr %13, i64 60
  %79 = load float, ptr %10, align 4, !tbaa !13
  %80 = load float, ptr %45, align 4, !tbaa !15
  %81 = load float, ptr %52, align 4
  %82 = load float, ptr %53, align 4
  %83 = load float, ptr %55, align 4
  br label %84

84:                                               ; preds = %44, %500
  %85 = phi float [ %41, %44 ], [ %532, %500 ]
  %86 = phi float [ %36, %44 ], [ %531, %500 ]
  %87 = phi float [ %31, %44 ], [ %530, %500 ]
  %88 = phi float [ %27, %44 ], [ %529, %500 ]
  %89 = phi i32 [ 0, %44 ], [ %533, %500 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9
  %90 = fsub contract float %88, %27
  %91 = fmul contract float %88, %79
  %92 = fmul contract float %88, %80
  %93 = fmul contract float %92, %87
  %94 = fsub contract float %91, %93
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %95 = fmul float %85, 0x3FE45F3060000000
  %96 = tail call i32 @llvm.nvvm.f2i.rn(float %95) #9
  %97 = sitofp i32 %96 to float
  %98 = tail call float @llvm.fma.f32(float %97, float 0xBFF921FB40000000, float %85)
  %99 = tail call float @llvm.fma.f32(float %97, float 0xBE74442D00000000, float %98)
  %100 = tail call float @llvm.fma.f32(float %97, float 0xBCF84698A0000000, float %99)
  %101 = tail call float @llvm.nvvm.fabs.f32(float %85)
  %102 = fcmp ult float %101, 1.056150e+05
  br i1 %102, label %175, label %103

103:                                              ; preds = %84
  %104 = fcmp oeq float %101, 0x7FF0000000000000
  br i1 %104, label %105, label %107

105:                                              ; preds = %103
  %106 = tail call float @llvm.nvvm.mul.rn.f(float %85, float 0.000000e+00) #9
  br label %175

107:                                              ; preds = %103
  %108 = bitcast float %85 to i32
  %109 = shl i32 %108, 8
  %110 = or i32 %109, -2147483648
  %111 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %110, i32 0) #10, !srcloc !16
  %112 = extractvalue { i32, i32 } %111, 0
  %113 = extractvalue { i32, i32 } %111, 1
  store i32 %112, ptr %9, align 4
  %114 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %110, i32 %113) #10, !srcloc !16
  %115 = extractvalue { i32, i32 } %114, 0
  %116 = extractvalue { i32, i32 } %114, 1
  store i32 %115, ptr %46, align 4
  %117 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %110, i32 %116) #10, !srcloc !16
  %118 = extractvalue { i32, i32 } %117, 0
  %119 = extractvalue { i32, i32 } %117, 1
  store i32 %118, ptr %47, align 4
  %120 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %110, i32 %119) #10, !srcloc !16
  %121 = extractvalue { i32, i32 } %120, 0
  %122 = extractvalue { i32, i32 } %120, 1
  store i32 %121, ptr %48, align 4
  %123 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %110, i32 %122) #10, !srcloc !16
  %124 = extractvalue { i32, i32 } %123, 0
  %125 = extractvalue { i32, i32 } %123, 1
  store i32 %124, ptr %49, align 4
  %126 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %110, i32 %125) #10, !srcloc !16
  %127 = extractvalue { i32, i32 } %126, 0
  %128 = extractvalue { i32, i32 } %126, 1
  store i32 %127, ptr %50, align 4
  %129 = lshr i32 %108, 23
  %130 = and i32 %129, 224
  %131 = add nsw i32 %130, -128
  %132 = lshr exact i32 %131, 5
  store i32 %128, ptr %51, align 4
  %133 = sub nsw i32 6, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i32, ptr %9, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = sub nsw i32 5, %132
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr %9, i64 %138
  %140 = load i32, ptr %139, align 4
  %141 = freeze i32 %140
  %142 = and i32 %108, 260046848
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %150, label %144

144:                                              ; preds = %107
  %145 = sub nsw i32 4, %132
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr %9, i64 %146
  %148 = load i32, ptr %147, align 4
  %149 = tail call i32 @llvm.fshl.i32(i32 %141, i32 %148, i32 %129)
  br label %150

150:                                              ; preds = %144, %107
  %151 = phi i32 [ %149, %144 ], [ %141, %107 ]
  %152 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %141, i32 %129)
  %153 = lshr i32 %152, 30
  %154 = tail call i32 @llvm.fshl.i32(i32 %152, i32 %151, i32 2)
  %155 = shl i32 %151, 2
  %156 = lshr i32 %154, 31
  %157 = add nuw nsw i32 %156, %153
  %158 = sub nsw i32 0, %157
  %159 = icmp slt i32 %108, 0
  %160 = select i1 %159, i32 %158, i32 %157
  %161 = xor i32 %154, %108
  %162 = ashr i32 %154, 31
  %163 = xor i32 %162, %154
  %164 = xor i32 %162, %155
  %165 = zext i32 %163 to i64
  %166 = shl nuw i64 %165, 32
  %167 = zext i32 %164 to i64
  %168 = or disjoint i64 %166, %167
  %169 = sitofp i64 %168 to double
  %170 = fmul double %169, 0x3BF921FB54442D19
  %171 = fptrunc double %170 to float
  %172 = fneg float %171
  %173 = icmp slt i32 %161, 0
  %174 = select i1 %173, float %172, float %171
  br label %175

175:                                              ; preds = %150, %105, %84
  %176 = phi i32 [ %96, %84 ], [ 0, %105 ], [ %160, %150 ]
  %177 = phi float [ %100, %84 ], [ %106, %105 ], [ %174, %150 ]
  %178 = tail call float @llvm.nvvm.mul.rn.f(float %177, float %177) #9
  %179 = and i32 %176, 1
  %180 = icmp eq i32 %179, 0
  %181 = select i1 %180, float %177, float 1.000000e+00
  %182 = tail call float @llvm.fma.f32(float %178, float %181, float 0.000000e+00)
  %183 = tail call float @llvm.fma.f32(float %178, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %184 = select i1 %180, float 0xBF29A82A60000000, float %183
  %185 = select i1 %180, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %186 = tail call float @llvm.fma.f32(float %184, float %178, float %185)
  %187 = select i1 %180, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %188 = tail call float @llvm.fma.f32(float %186, float %178, float %187)
  %189 = tail call float @llvm.fma.f32(float %188, float %182, float %181)
  %190 = and i32 %176, 2
  %191 = icmp eq i32 %190, 0
  %192 = fsub float 0.000000e+00, %189
  %193 = select i1 %191, float %189, float %192
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %194 = fadd contract float %94, %193
  %195 = fmul contract float %5, %194
  %196 = fsub contract float %90, %195
  %197 = fsub contract float %87, %31
  %198 = fmul contract float %88, %82
  %199 = fmul contract float %87, %198
  %200 = fmul contract float %87, %81
  %201 = fsub contract float %199, %200
  %202 = fmul contract float %86, %86
  %203 = fsub contract float %201, %202
  %204 = fmul contract float %5, %203
  %205 = fsub contract float %197, %204
  %206 = fsub contract float %86, %36
  %207 = fsub contract float %87, %86
  %208 = fmul contract float %207, %83
  %209 = fneg contract float %88
  %210 = fmul contract float %88, %209
  %211 = tail call float @llvm.fma.f32(float %210, float 0x3F777313A0000000, float 5.000000e-01)
  %212 = tail call float @llvm.nvvm.saturate.f(float %211) #9
  %213 = tail call float @llvm.nvvm.fma.rm.f(float %212, float 2.520000e+02, float 0x4168000020000000) #9
  %214 = fadd float %213, 0xC168000FE0000000
  %215 = fneg float %214
  %216 = tail call float @llvm.fma.f32(float %210, float 0x3FF7154760000000, float %215)
  %217 = tail call float @llvm.fma.f32(float %210, float 0x3E54AE0C00000000, float %216)
  %218 = bitcast float %213 to i32
  %219 = shl i32 %218, 23
  %220 = bitcast i32 %219 to float
  %221 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %217)
  %222 = fmul float %221, %220
  %223 = fadd contract float %208, %222
  %224 = fmul contract float %5, %223
  %225 = fsub contract float %206, %224
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  br i1 %102, label %298, label %226

226:                                              ; preds = %175
  %227 = fcmp oeq float %101, 0x7FF0000000000000
  br i1 %227, label %228, label %230

228:                                              ; preds = %226
  %229 = tail call float @llvm.nvvm.mul.rn.f(float %85, float 0.000000e+00) #9
  br label %298

230:                                              ; preds = %226
  %231 = bitcast float %85 to i32
  %232 = shl i32 %231, 8
  %233 = or i32 %232, -2147483648
  %234 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %233, i32 0) #10, !srcloc !16
  %235 = extractvalue { i32, i32 } %234, 0
  %236 = extractvalue { i32, i32 } %234, 1
  store i32 %235, ptr %8, align 4
  %237 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %233, i32 %236) #10, !srcloc !16
  %238 = extractvalue { i32, i32 } %237, 0
  %239 = extractvalue { i32, i32 } %237, 1
  store i32 %238, ptr %57, align 4
  %240 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %233, i32 %239) #10, !srcloc !16
  %241 = extractvalue { i32, i32 } %240, 0
  %242 = extractvalue { i32, i32 } %240, 1
  store i32 %241, ptr %58, align 4
  %243 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %233, i32 %242) #10, !srcloc !16
  %244 = extractvalue { i32, i32 } %243, 0
  %245 = extractvalue { i32, i32 } %243, 1
  store i32 %244, ptr %59, align 4
  %246 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %233, i32 %245) #10, !srcloc !16
  %247 = extractvalue { i32, i32 } %246, 0
  %248 = extractvalue { i32, i32 } %246, 1
  store i32 %247, ptr %60, align 4
  %249 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %233, i32 %248) #10, !srcloc !16
  %250 = extractvalue { i32, i32 } %249, 0
  %251 = extractvalue { i32, i32 } %249, 1
  store i32 %250, ptr %61, align 4
  %252 = lshr i32 %231, 23
  %253 = and i32 %252, 224
  %254 = add nsw i32 %253, -128
  %255 = lshr exact i32 %254, 5
  store i32 %251, ptr %62, align 4
  %256 = sub nsw i32 6, %255
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds i32, ptr %8, i64 %257
  %259 = load i32, ptr %258, align 4
  %260 = sub nsw i32 5, %255
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds i32, ptr %8, i64 %261
  %263 = load i32, ptr %262, align 4
  %264 = freeze i32 %263
  %265 = and i32 %231, 260046848
  %266 = icmp eq i32 %265, 0
  br i1 %266, label %273, label %267

267:                                              ; preds = %230
  %268 = sub nsw i32 4, %255
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds i32, ptr %8, i64 %269
  %271 = load i32, ptr %270, align 4
  %272 = tail call i32 @llvm.fshl.i32(i32 %264, i32 %271, i32 %252)
  br label %273

273:                                              ; preds = %267, %230
  %274 = phi i32 [ %272, %267 ], [ %264, %230 ]
  %275 = tail call i32 @llvm.fshl.i32(i32 %259, i32 %264, i32 %252)
  %276 = lshr i32 %275, 30
  %277 = tail call i32 @llvm.fshl.i32(i32 %275, i32 %274, i32 2)
  %278 = shl i32 %274, 2
  %279 = lshr i32 %277, 31
  %280 = add nuw nsw i32 %279, %276
  %281 = sub nsw i32 0, %280
  %282 = icmp slt i32 %231, 0
  %283 = select i1 %282, i32 %281, i32 %280
  %284 = xor i32 %277, %231
  %285 = ashr i32 %277, 31
  %286 = xor i32 %285, %277
  %287 = xor i32 %285, %278
  %288 = zext i32 %286 to i64
  %289 = shl nuw i64 %288, 32
  %290 = zext i32 %287 to i64
  %291 = or disjoint i64 %289, %290
  %292 = sitofp i64 %291 to double
  %293 = fmul double %292, 0x3BF921FB54442D19
  %294 = fptrunc double %293 to float
  %295 = fneg float %294
  %296 = icmp slt i32 %284, 0
  %297 = select i1 %296, float %295, float %294
  br label %298

298:                                              ; preds = %175, %228, %273
  %299 = phi i32 [ %96, %175 ], [ 0, %228 ], [ %283, %273 ]
  %300 = phi float [ %100, %175 ], [ %229, %228 ], [ %297, %273 ]
  %301 = fsub contract float %85, %41
  %302 = add i32 %299, 1
  %303 = tail call float @llvm.nvvm.mul.rn.f(float %300, float %300) #9
  %304 = and i32 %299, 1
  %305 = icmp eq i32 %304, 0
  %306 = select i1 %305, float 1.000000e+00, float %300
  %307 = tail call float @llvm.fma.f32(float %303, float %306, float 0.000000e+00)
  %308 = tail call float @llvm.fma.f32(float %303, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %309 = select i1 %305, float %308, float 0xBF29A82A60000000
  %310 = select i1 %305, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %311 = tail call float @llvm.fma.f32(float %309, float %303, float %310)
  %312 = select i1 %305, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %313 = tail call float @llvm.fma.f32(float %311, float %303, float %312)
  %314 = tail call float @llvm.fma.f32(float %313, float %307, float %306)
  %315 = and i32 %302, 2
  %316 = icmp eq i32 %315, 0
  %317 = fsub float 0.000000e+00, %314
  %318 = select i1 %316, float %314, float %317
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %319 = fmul contract float %86, %318
  %320 = fmul contract float %79, %85
  %321 = fsub contract float %319, %320
  %322 = fmul contract float %5, %321
  %323 = fsub contract float %301, %322
  %324 = tail call noundef float @llvm.nvvm.fabs.f32(float %196)
  %325 = tail call noundef float @llvm.nvvm.fabs.f32(float %205)
  %326 = fadd contract float %324, %325
  %327 = tail call noundef float @llvm.nvvm.fabs.f32(float %225)
  %328 = fadd contract float %326, %327
  %329 = tail call noundef float @llvm.nvvm.fabs.f32(float %323)
  %330 = fadd contract float %328, %329
  %331 = fcmp contract uge float %330, 0x3EB0C6F7A0000000
  br i1 %331, label %332, label %535

332:                                              ; preds = %298
  call void @_Z8jacobianPKffRK5ModelPf(ptr noundef nonnull %11, float noundef %5, ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull %13) #9
  %333 = fneg contract float %196
  %334 = fneg contract float %205
  store float %334, ptr %54, align 4, !tbaa !11
  %335 = fneg contract float %225
  store float %335, ptr %56, align 4, !tbaa !11
  %336 = fneg contract float %323
  store float %336, ptr %63, align 4, !tbaa !11
  %337 = load float, ptr %13, align 4, !tbaa !11
  %338 = load float, ptr %64, align 4, !tbaa !11
  %339 = tail call noundef float @llvm.nvvm.fabs.f32(float %338)
  %340 = load float, ptr %65, align 4, !tbaa !11
  %341 = tail call noundef float @llvm.nvvm.fabs.f32(float %340)
  %342 = tail call noundef float @llvm.nvvm.fabs.f32(float %337)
  %343 = fcmp contract ogt float %341, %342
  %344 = select i1 %343, float %341, float %342
  %345 = fcmp contract ogt float %339, %344
  %346 = zext i1 %343 to i32
  %347 = select i1 %345, i32 2, i32 %346
  %348 = select i1 %345, float %339, float %344
  %349 = load float, ptr %66, align 4, !tbaa !11
  %350 = tail call noundef float @llvm.nvvm.fabs.f32(float %349)
  %351 = fcmp contract ogt float %350, %348
  %352 = select i1 %351, i32 3, i32 %347
  %353 = icmp eq i32 %352, 0
  %354 = load float, ptr %67, align 4, !tbaa !11
  %355 = load float, ptr %68, align 4, !tbaa !11
  %356 = load float, ptr %69, align 4, !tbaa !11
  br i1 %353, label %436, label %416

357:                                              ; preds = %436
  %358 = shl nuw nsw i32 %498, 2
  %359 = zext nneg i32 %358 to i64
  %360 = getelementptr inbounds nuw float, ptr %13, i64 %359
  %361 = load float, ptr %360, align 4, !tbaa !11
  store float %361, ptr %65, align 4, !tbaa !11
  store float %451, ptr %360, align 4, !tbaa !11
  %362 = getelementptr inbounds nuw i8, ptr %360, i64 4
  %363 = load float, ptr %362, align 4, !tbaa !11
  store float %363, ptr %70, align 4, !tbaa !11
  store float %454, ptr %362, align 4, !tbaa !11
  %364 = getelementptr inbounds nuw i8, ptr %360, i64 8
  %365 = load float, ptr %364, align 4, !tbaa !11
  store float %365, ptr %71, align 4, !tbaa !11
  store float %457, ptr %364, align 4, !tbaa !11
  %366 = getelementptr inbounds nuw i8, ptr %360, i64 12
  %367 = load float, ptr %366, align 4, !tbaa !11
  store float %367, ptr %72, align 4, !tbaa !11
  store float %460, ptr %366, align 4, !tbaa !11
  %368 = zext nneg i32 %498 to i64
  %369 = getelementptr inbounds nuw float, ptr %12, i64 %368
  %370 = load float, ptr %369, align 4, !tbaa !11
  store float %370, ptr %54, align 4, !tbaa !11
  store float %462, ptr %369, align 4, !tbaa !11
  %371 = load float, ptr %70, align 4, !tbaa !11
  %372 = load float, ptr %73, align 4, !tbaa !11
  %373 = load float, ptr %71, align 4, !tbaa !11
  %374 = load float, ptr %74, align 4, !tbaa !11
  %375 = load float, ptr %72, align 4, !tbaa !11
  %376 = load float, ptr %75, align 4, !tbaa !11
  %377 = load float, ptr %54, align 4, !tbaa !11
  %378 = load float, ptr %56, align 4, !tbaa !11
  %379 = load float, ptr %76, align 4, !tbaa !11
  %380 = load float, ptr %77, align 4, !tbaa !11
  %381 = load float, ptr %78, align 4, !tbaa !11
  %382 = load float, ptr %63, align 4, !tbaa !11
  br label %383

383:                                              ; preds = %436, %357
  %384 = phi float [ %382, %357 ], [ %490, %436 ]
  %385 = phi float [ %381, %357 ], [ %488, %436 ]
  %386 = phi float [ %380, %357 ], [ %485, %436 ]
  %387 = phi float [ %379, %357 ], [ %482, %436 ]
  %388 = phi float [ %378, %357 ], [ %476, %436 ]
  %389 = phi float [ %377, %357 ], [ %462, %436 ]
  %390 = phi float [ %376, %357 ], [ %474, %436 ]
  %391 = phi float [ %375, %357 ], [ %460, %436 ]
  %392 = phi float [ %374, %357 ], [ %471, %436 ]
  %393 = phi float [ %373, %357 ], [ %457, %436 ]
  %394 = phi float [ %372, %357 ], [ %468, %436 ]
  %395 = phi float [ %371, %357 ], [ %454, %436 ]
  %396 = fdiv contract float 1.000000e+00, %395
  %397 = fmul contract float %396, %394
  %398 = fmul contract float %397, %393
  %399 = fsub contract float %392, %398
  %400 = fmul contract float %397, %391
  %401 = fsub contract float %390, %400
  %402 = fmul contract float %397, %389
  %403 = fsub contract float %388, %402
  %404 = fmul contract float %396, %387
  %405 = fmul contract float %393, %404
  %406 = fsub contract float %386, %405
  %407 = fmul contract float %391, %404
  %408 = fsub contract float %385, %407
  %409 = fmul contract float %389, %404
  %410 = fsub contract float %384, %409
  %411 = tail call noundef float @llvm.nvvm.fabs.f32(float %399)
  %412 = tail call noundef float @llvm.nvvm.fabs.f32(float %406)
  %413 = fcmp contract ule float %412, %411
  br i1 %413, label %500, label %414

414:                                              ; preds = %383
  %415 = load float, ptr %66, align 4, !tbaa !11
  store float %415, ptr %64, align 4, !tbaa !11
  br label %500

416:                                              ; preds = %332
  %417 = shl nuw nsw i32 %352, 2
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr inbounds nuw float, ptr %13, i64 %418
  %420 = load float, ptr %419, align 4, !tbaa !11
  store float %420, ptr %13, align 4, !tbaa !11
  store float %337, ptr %419, align 4, !tbaa !11
  %421 = getelementptr inbounds nuw i8, ptr %419, i64 4
  %422 = load float, ptr %421, align 4, !tbaa !11
  store float %422, ptr %67, align 4, !tbaa !11
  store float %354, ptr %421, align 4, !tbaa !11
  %423 = getelementptr inbounds nuw i8, ptr %419, i64 8
  %424 = load float, ptr %423, align 4, !tbaa !11
  store float %424, ptr %68, align 4, !tbaa !11
  store float %355, ptr %423, align 4, !tbaa !11
  %425 = getelementptr inbounds nuw i8, ptr %419, i64 12
  %426 = load float, ptr %425, align 4, !tbaa !11
  store float %426, ptr %69, align 4, !tbaa !11
  store float %356, ptr %425, align 4, !tbaa !11
  %427 = zext nneg i32 %352 to i64
  %428 = getelementptr inbounds nuw float, ptr %12, i64 %427
  %429 = load float, ptr %428, align 4, !tbaa !11
  store float %333, ptr %428, align 4, !tbaa !11
  %430 = load float, ptr %65, align 4, !tbaa !11
  %431 = load float, ptr %54, align 4, !tbaa !11
  %432 = load float, ptr %64, align 4, !tbaa !11
  %433 = load float, ptr %56, align 4, !tbaa !11
  %434 = load float, ptr %66, align 4, !tbaa !11
  %435 = load float, ptr %63, align 4, !tbaa !11
  br label %436

436:                                              ; preds = %416, %332
  %437 = phi float [ %435, %416 ], [ %336, %332 ]
  %438 = phi float [ %434, %416 ], [ %349, %332 ]
  %439 = phi float [ %433, %416 ], [ %335, %332 ]
  %440 = phi float [ %432, %416 ], [ %338, %332 ]
  %441 = phi float [ %431, %416 ], [ %334, %332 ]
  %442 = phi float [ %429, %416 ], [ %333, %332 ]
  %443 = phi float [ %426, %416 ], [ %356, %332 ]
  %444 = phi float [ %424, %416 ], [ %355, %332 ]
  %445 = phi float [ %422, %416 ], [ %354, %332 ]
  %446 = phi float [ %430, %416 ], [ %340, %332 ]
  %447 = phi float [ %420, %416 ], [ %337, %332 ]
  %448 = fdiv contract float 1.000000e+00, %447
  %449 = fmul contract float %448, %446
  %450 = fmul contract float %447, %449
  %451 = fsub contract float %446, %450
  store float %451, ptr %65, align 4, !tbaa !11
  %452 = fmul contract float %449, %445
  %453 = load float, ptr %70, align 4, !tbaa !11
  %454 = fsub contract float %453, %452
  store float %454, ptr %70, align 4, !tbaa !11
  %455 = fmul contract float %449, %444
  %456 = load float, ptr %71, align 4, !tbaa !11
  %457 = fsub contract float %456, %455
  store float %457, ptr %71, align 4, !tbaa !11
  %458 = fmul contract float %449, %443
  %459 = load float, ptr %72, align 4, !tbaa !11
  %460 = fsub contract float %459, %458
  store float %460, ptr %72, align 4, !tbaa !11
  %461 = fmul contract float %449, %442
  %462 = fsub contract float %441, %461
  store float %462, ptr %54, align 4, !tbaa !11
  %463 = fmul contract float %448, %440
  %464 = fmul contract float %463, %447
  %465 = fsub contract float %440, %464
  store float %465, ptr %64, align 4, !tbaa !11
  %466 = fmul contract float %445, %463
  %467 = load float, ptr %73, align 4, !tbaa !11
  %468 = fsub contract float %467, %466
  store float %468, ptr %73, align 4, !tbaa !11
  %469 = fmul contract float %444, %463
  %470 = load float, ptr %74, align 4, !tbaa !11
  %471 = fsub contract float %470, %469
  store float %471, ptr %74, align 4, !tbaa !11
  %472 = fmul contract float %443, %463
  %473 = load float, ptr %75, align 4, !tbaa !11
  %474 = fsub contract float %473, %472
  store float %474, ptr %75, align 4, !tbaa !11
  %475 = fmul contract float %442, %463
  %476 = fsub contract float %439, %475
  store float %476, ptr %56, align 4, !tbaa !11
  %477 = fmul contract float %448, %438
  %478 = fmul contract float %447, %477
  %479 = fsub contract float %438, %478
  store float %479, ptr %66, align 4, !tbaa !11
  %480 = fmul contract float %445, %477
  %481 = load float, ptr %76, align 4, !tbaa !11
  %482 = fsub contract float %481, %480
  store float %482, ptr %76, align 4, !tbaa !11
  %483 = fmul contract float %444, %477
  %484 = load float, ptr %77, align 4, !tbaa !11
  %485 = fsub contract float %484, %483
  store float %485, ptr %77, align 4, !tbaa !11
  %486 = fmul contract float %443, %477
  %487 = load float, ptr %78, align 4, !tbaa !11
  %488 = fsub contract float %487, %486
  store float %488, ptr %78, align 4, !tbaa !11
  %489 = fmul contract float %442, %477
  %490 = fsub contract float %437, %489
  store float %490, ptr %63, align 4, !tbaa !11
  %491 = tail call noundef float @llvm.nvvm.fabs.f32(float %468)
  %492 = tail call noundef float @llvm.nvvm.fabs.f32(float %454)
  %493 = fcmp contract ogt float %491, %492
  %494 = select i1 %493, i32 2, i32 1
  %495 = select i1 %493, float %491, float %492
  %496 = tail call noundef float @llvm.nvvm.fabs.f32(float %482)
  %497 = fcmp contract ogt float %496, %495
  %498 = select i1 %497, i32 3, i32 %494
  %499 = icmp eq i32 %498, 1
  br i1 %499, label %383, label %357

500:                                              ; preds = %383, %414
  %501 = phi float [ %403, %414 ], [ %410, %383 ]
  %502 = phi float [ %410, %414 ], [ %403, %383 ]
  %503 = phi float [ %401, %414 ], [ %408, %383 ]
  %504 = phi float [ %408, %414 ], [ %401, %383 ]
  %505 = phi float [ %399, %414 ], [ %406, %383 ]
  %506 = phi float [ %406, %414 ], [ %399, %383 ]
  %507 = fdiv contract float 1.000000e+00, %506
  %508 = fmul contract float %507, %505
  %509 = fmul contract float %508, %504
  %510 = fsub contract float %503, %509
  %511 = fmul contract float %508, %502
  %512 = fsub contract float %501, %511
  %513 = fdiv contract float %512, %510
  %514 = fmul contract float %504, %513
  %515 = fsub contract float %502, %514
  %516 = fdiv contract float %515, %506
  %517 = fmul contract float %393, %516
  %518 = fsub contract float %389, %517
  %519 = fmul contract float %391, %513
  %520 = fsub contract float %518, %519
  %521 = fdiv contract float %520, %395
  %522 = fmul contract float %445, %521
  %523 = fsub contract float %442, %522
  %524 = fmul contract float %444, %516
  %525 = fsub contract float %523, %524
  %526 = fmul contract float %443, %513
  %527 = fsub contract float %525, %526
  %528 = fdiv contract float %527, %447
  %529 = fadd contract float %528, %88
  store float %529, ptr %11, align 4, !tbaa !11
  %530 = fadd contract float %521, %87
  store float %530, ptr %32, align 4, !tbaa !11
  %531 = fadd contract float %516, %86
  store float %531, ptr %37, align 4, !tbaa !11
  %532 = fadd contract float %513, %85
  store float %532, ptr %42, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  %533 = add nuw nsw i32 %89, 1
  %534 = icmp eq i32 %533, %6
  br i1 %534, label %536, label %84, !llvm.loop !21

535:                                              ; preds = %298
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  br label %536

536:                                              ; preds = %500, %20, %535
  %537 = phi float [ %85, %535 ], [ %41, %20 ], [ %532, %500 ]
  %538 = phi float [ %86, %535 ], [ %36, %20 ], [ %531, %500 ]
  %539 = phi float [ %87, %535 ], [ %31, %20 ], [ %530, %500 ]
  %540 = phi float [ %88, %535 ], [ %27, %20 ], [ %529, %500 ]
  %541 = phi i32 [ %89, %535 ], [ 0, %20 ], [ %6, %500 ]
  %542 = getelementptr inbounds float, ptr %1, i64 %25
  store float %540, ptr %542, align 4, !tbaa !11
  %543 = getelementptr inbounds float, ptr %1, i64 %29
  store float %539, ptr %543, align 4, !tbaa !11
  %544 = getelementptr inbounds float, ptr %1, i64 %34
  store float %538, ptr %544, align 4, !tbaa !11
  %545 = getelementptr inbounds float, ptr %1, i64 %39
  store float %537, ptr %545, align 4, !tbaa !11
  %546 = sext i32 %18 to i64
  %547 = getelementptr inbounds i32, ptr %2, i64 %546
  store i32 %541, ptr %547, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  br label %548

548:                                              ; preds = %7, %536
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { noinline nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }

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
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"_ZTS5Model", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16}
!15 = !{!14, !12, i64 4}
!16 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!17 = !{!14, !12, i64 8}
!18 = !{!14, !12, i64 12}
!19 = !{!14, !12, i64 16}
!20 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11, i64 16, i64 4, !11}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
