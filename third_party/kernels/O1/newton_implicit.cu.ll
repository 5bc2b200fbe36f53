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
  br i1 %29, label %113, label %30

30:                                               ; preds = %5
  %31 = fcmp oeq float %28, 0x7FF0000000000000
  br i1 %31, label %32, label %34

32:                                               ; preds = %30
  %33 = tail call float @llvm.nvvm.mul.rn.f(float %21, float 0.000000e+00) #9
  br label %113

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
  %66 = and i32 %61, 31
  %67 = sub nsw i32 6, %64
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %7, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = sub nsw i32 5, %64
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %7, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = icmp eq i32 %66, 0
  br i1 %75, label %88, label %76

76:                                               ; preds = %34
  %77 = sub nsw i32 4, %64
  %78 = sub nuw nsw i32 32, %66
  %79 = shl i32 %70, %66
  %80 = lshr i32 %74, %78
  %81 = or disjoint i32 %80, %79
  %82 = shl i32 %74, %66
  %83 = sext i32 %77 to i64
  %84 = getelementptr inbounds i32, ptr %7, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = lshr i32 %85, %78
  %87 = or disjoint i32 %86, %82
  br label %88

88:                                               ; preds = %76, %34
  %89 = phi i32 [ %81, %76 ], [ %70, %34 ]
  %90 = phi i32 [ %87, %76 ], [ %74, %34 ]
  %91 = lshr i32 %89, 30
  %92 = tail call i32 @llvm.fshl.i32(i32 %89, i32 %90, i32 2)
  %93 = shl i32 %90, 2
  %94 = lshr i32 %92, 31
  %95 = add nuw nsw i32 %94, %91
  %96 = sub nsw i32 0, %95
  %97 = icmp slt i32 %35, 0
  %98 = select i1 %97, i32 %96, i32 %95
  %99 = xor i32 %92, %35
  %100 = ashr i32 %92, 31
  %101 = xor i32 %100, %92
  %102 = xor i32 %100, %93
  %103 = zext i32 %101 to i64
  %104 = shl nuw i64 %103, 32
  %105 = zext i32 %102 to i64
  %106 = or disjoint i64 %104, %105
  %107 = sitofp i64 %106 to double
  %108 = fmul double %107, 0x3BF921FB54442D19
  %109 = fptrunc double %108 to float
  %110 = fneg float %109
  %111 = icmp slt i32 %99, 0
  %112 = select i1 %111, float %110, float %109
  br label %113

113:                                              ; preds = %5, %32, %88
  %114 = phi i32 [ %23, %5 ], [ 0, %32 ], [ %98, %88 ]
  %115 = phi float [ %27, %5 ], [ %33, %32 ], [ %112, %88 ]
  %116 = tail call float @llvm.nvvm.mul.rn.f(float %115, float %115) #9
  %117 = and i32 %114, 1
  %118 = icmp eq i32 %117, 0
  %119 = select i1 %118, float %115, float 1.000000e+00
  %120 = tail call float @llvm.fma.f32(float %116, float %119, float 0.000000e+00)
  %121 = tail call float @llvm.fma.f32(float %116, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %122 = select i1 %118, float 0xBF29A82A60000000, float %121
  %123 = select i1 %118, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %124 = tail call float @llvm.fma.f32(float %122, float %116, float %123)
  %125 = select i1 %118, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %126 = tail call float @llvm.fma.f32(float %124, float %116, float %125)
  %127 = tail call float @llvm.fma.f32(float %126, float %120, float %119)
  %128 = and i32 %114, 2
  %129 = icmp eq i32 %128, 0
  %130 = fsub float 0.000000e+00, %127
  %131 = select i1 %129, float %127, float %130
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %132 = fadd contract float %19, %131
  %133 = fmul contract float %2, %132
  %134 = fsub contract float %10, %133
  store float %134, ptr %4, align 4, !tbaa !11
  %135 = load float, ptr %16, align 4, !tbaa !11
  %136 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = fsub contract float %135, %137
  %139 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %140 = load float, ptr %139, align 4, !tbaa !17
  %141 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %142 = load float, ptr %141, align 4, !tbaa !18
  %143 = load float, ptr %0, align 4, !tbaa !11
  %144 = fmul contract float %142, %143
  %145 = fmul contract float %135, %144
  %146 = fmul contract float %135, %140
  %147 = fsub contract float %145, %146
  %148 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = fmul contract float %149, %149
  %151 = fsub contract float %147, %150
  %152 = fmul contract float %2, %151
  %153 = fsub contract float %138, %152
  %154 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %153, ptr %154, align 4, !tbaa !11
  %155 = load float, ptr %148, align 4, !tbaa !11
  %156 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = fsub contract float %155, %157
  %159 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %160 = load float, ptr %159, align 4, !tbaa !19
  %161 = load float, ptr %16, align 4, !tbaa !11
  %162 = fsub contract float %161, %155
  %163 = fmul contract float %160, %162
  %164 = load float, ptr %0, align 4, !tbaa !11
  %165 = fneg contract float %164
  %166 = fmul contract float %164, %165
  %167 = tail call float @llvm.fma.f32(float %166, float 0x3F777313A0000000, float 5.000000e-01)
  %168 = tail call float @llvm.nvvm.saturate.f(float %167) #9
  %169 = tail call float @llvm.nvvm.fma.rm.f(float %168, float 2.520000e+02, float 0x4168000020000000) #9
  %170 = fadd float %169, 0xC168000FE0000000
  %171 = fneg float %170
  %172 = tail call float @llvm.fma.f32(float %166, float 0x3FF7154760000000, float %171)
  %173 = tail call float @llvm.fma.f32(float %166, float 0x3E54AE0C00000000, float %172)
  %174 = bitcast float %169 to i32
  %175 = shl i32 %174, 23
  %176 = bitcast i32 %175 to float
  %177 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %173)
  %178 = fmul float %177, %176
  %179 = fadd contract float %163, %178
  %180 = fmul contract float %2, %179
  %181 = fsub contract float %158, %180
  %182 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %181, ptr %182, align 4, !tbaa !11
  %183 = load float, ptr %20, align 4, !tbaa !11
  %184 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = load float, ptr %148, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  %187 = fmul float %183, 0x3FE45F3060000000
  %188 = tail call i32 @llvm.nvvm.f2i.rn(float %187) #9
  %189 = sitofp i32 %188 to float
  %190 = tail call float @llvm.fma.f32(float %189, float 0xBFF921FB40000000, float %183)
  %191 = tail call float @llvm.fma.f32(float %189, float 0xBE74442D00000000, float %190)
  %192 = tail call float @llvm.fma.f32(float %189, float 0xBCF84698A0000000, float %191)
  %193 = tail call float @llvm.nvvm.fabs.f32(float %183)
  %194 = fcmp ult float %193, 1.056150e+05
  br i1 %194, label %278, label %195

195:                                              ; preds = %113
  %196 = fcmp oeq float %193, 0x7FF0000000000000
  br i1 %196, label %197, label %199

197:                                              ; preds = %195
  %198 = tail call float @llvm.nvvm.mul.rn.f(float %183, float 0.000000e+00) #9
  br label %278

199:                                              ; preds = %195
  %200 = bitcast float %183 to i32
  %201 = shl i32 %200, 8
  %202 = or i32 %201, -2147483648
  %203 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %202, i32 0) #10, !srcloc !16
  %204 = extractvalue { i32, i32 } %203, 0
  %205 = extractvalue { i32, i32 } %203, 1
  store i32 %204, ptr %6, align 4
  %206 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %202, i32 %205) #10, !srcloc !16
  %207 = extractvalue { i32, i32 } %206, 0
  %208 = extractvalue { i32, i32 } %206, 1
  %209 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 %207, ptr %209, align 4
  %210 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %202, i32 %208) #10, !srcloc !16
  %211 = extractvalue { i32, i32 } %210, 0
  %212 = extractvalue { i32, i32 } %210, 1
  %213 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %211, ptr %213, align 4
  %214 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %202, i32 %212) #10, !srcloc !16
  %215 = extractvalue { i32, i32 } %214, 0
  %216 = extractvalue { i32, i32 } %214, 1
  %217 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store i32 %215, ptr %217, align 4
  %218 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %202, i32 %216) #10, !srcloc !16
  %219 = extractvalue { i32, i32 } %218, 0
  %220 = extractvalue { i32, i32 } %218, 1
  %221 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store i32 %219, ptr %221, align 4
  %222 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %202, i32 %220) #10, !srcloc !16
  %223 = extractvalue { i32, i32 } %222, 0
  %224 = extractvalue { i32, i32 } %222, 1
  %225 = getelementptr inbounds nuw i8, ptr %6, i64 20
  store i32 %223, ptr %225, align 4
  %226 = lshr i32 %200, 23
  %227 = and i32 %226, 224
  %228 = add nsw i32 %227, -128
  %229 = lshr exact i32 %228, 5
  %230 = getelementptr inbounds nuw i8, ptr %6, i64 24
  store i32 %224, ptr %230, align 4
  %231 = and i32 %226, 31
  %232 = sub nsw i32 6, %229
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i32, ptr %6, i64 %233
  %235 = load i32, ptr %234, align 4
  %236 = sub nsw i32 5, %229
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds i32, ptr %6, i64 %237
  %239 = load i32, ptr %238, align 4
  %240 = icmp eq i32 %231, 0
  br i1 %240, label %253, label %241

241:                                              ; preds = %199
  %242 = sub nsw i32 4, %229
  %243 = sub nuw nsw i32 32, %231
  %244 = shl i32 %235, %231
  %245 = lshr i32 %239, %243
  %246 = or disjoint i32 %245, %244
  %247 = shl i32 %239, %231
  %248 = sext i32 %242 to i64
  %249 = getelementptr inbounds i32, ptr %6, i64 %248
  %250 = load i32, ptr %249, align 4
  %251 = lshr i32 %250, %243
  %252 = or disjoint i32 %251, %247
  br label %253

253:                                              ; preds = %241, %199
  %254 = phi i32 [ %246, %241 ], [ %235, %199 ]
  %255 = phi i32 [ %252, %241 ], [ %239, %199 ]
  %256 = lshr i32 %254, 30
  %257 = tail call i32 @llvm.fshl.i32(i32 %254, i32 %255, i32 2)
  %258 = shl i32 %255, 2
  %259 = lshr i32 %257, 31
  %260 = add nuw nsw i32 %259, %256
  %261 = sub nsw i32 0, %260
  %262 = icmp slt i32 %200, 0
  %263 = select i1 %262, i32 %261, i32 %260
  %264 = xor i32 %257, %200
  %265 = ashr i32 %257, 31
  %266 = xor i32 %265, %257
  %267 = xor i32 %265, %258
  %268 = zext i32 %266 to i64
  %269 = shl nuw i64 %268, 32
  %270 = zext i32 %267 to i64
  %271 = or disjoint i64 %269, %270
  %272 = sitofp i64 %271 to double
  %273 = fmul double %272, 0x3BF921FB54442D19
  %274 = fptrunc double %273 to float
  %275 = fneg float %274
  %276 = icmp slt i32 %264, 0
  %277 = select i1 %276, float %275, float %274
  br label %278

278:                                              ; preds = %113, %197, %253
  %279 = phi i32 [ %188, %113 ], [ 0, %197 ], [ %263, %253 ]
  %280 = phi float [ %192, %113 ], [ %198, %197 ], [ %277, %253 ]
  %281 = fsub contract float %183, %185
  %282 = add i32 %279, 1
  %283 = tail call float @llvm.nvvm.mul.rn.f(float %280, float %280) #9
  %284 = and i32 %279, 1
  %285 = icmp eq i32 %284, 0
  %286 = select i1 %285, float 1.000000e+00, float %280
  %287 = tail call float @llvm.fma.f32(float %283, float %286, float 0.000000e+00)
  %288 = tail call float @llvm.fma.f32(float %283, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %289 = select i1 %285, float %288, float 0xBF29A82A60000000
  %290 = select i1 %285, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %291 = tail call float @llvm.fma.f32(float %289, float %283, float %290)
  %292 = select i1 %285, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %293 = tail call float @llvm.fma.f32(float %291, float %283, float %292)
  %294 = tail call float @llvm.fma.f32(float %293, float %287, float %286)
  %295 = and i32 %282, 2
  %296 = icmp eq i32 %295, 0
  %297 = fsub float 0.000000e+00, %294
  %298 = select i1 %296, float %294, float %297
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  %299 = fmul contract float %186, %298
  %300 = load float, ptr %3, align 4, !tbaa !13
  %301 = fmul contract float %183, %300
  %302 = fsub contract float %299, %301
  %303 = fmul contract float %2, %302
  %304 = fsub contract float %281, %303
  %305 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store float %304, ptr %305, align 4, !tbaa !11
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
  br i1 %33, label %117, label %34

34:                                               ; preds = %4
  %35 = fcmp oeq float %32, 0x7FF0000000000000
  br i1 %35, label %36, label %38

36:                                               ; preds = %34
  %37 = tail call float @llvm.nvvm.mul.rn.f(float %25, float 0.000000e+00) #9
  br label %117

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
  %70 = and i32 %65, 31
  %71 = sub nsw i32 6, %68
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %6, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = sub nsw i32 5, %68
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %6, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = icmp eq i32 %70, 0
  br i1 %79, label %92, label %80

80:                                               ; preds = %38
  %81 = sub nsw i32 4, %68
  %82 = sub nuw nsw i32 32, %70
  %83 = shl i32 %74, %70
  %84 = lshr i32 %78, %82
  %85 = or disjoint i32 %84, %83
  %86 = shl i32 %78, %70
  %87 = sext i32 %81 to i64
  %88 = getelementptr inbounds i32, ptr %6, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = lshr i32 %89, %82
  %91 = or disjoint i32 %90, %86
  br label %92

92:                                               ; preds = %80, %38
  %93 = phi i32 [ %85, %80 ], [ %74, %38 ]
  %94 = phi i32 [ %91, %80 ], [ %78, %38 ]
  %95 = lshr i32 %93, 30
  %96 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %94, i32 2)
  %97 = shl i32 %94, 2
  %98 = lshr i32 %96, 31
  %99 = add nuw nsw i32 %98, %95
  %100 = sub nsw i32 0, %99
  %101 = icmp slt i32 %39, 0
  %102 = select i1 %101, i32 %100, i32 %99
  %103 = xor i32 %96, %39
  %104 = ashr i32 %96, 31
  %105 = xor i32 %104, %96
  %106 = xor i32 %104, %97
  %107 = zext i32 %105 to i64
  %108 = shl nuw i64 %107, 32
  %109 = zext i32 %106 to i64
  %110 = or disjoint i64 %108, %109
  %111 = sitofp i64 %110 to double
  %112 = fmul double %111, 0x3BF921FB54442D19
  %113 = fptrunc double %112 to float
  %114 = fneg float %113
  %115 = icmp slt i32 %103, 0
  %116 = select i1 %115, float %114, float %113
  br label %117

117:                                              ; preds = %4, %36, %92
  %118 = phi i32 [ %27, %4 ], [ 0, %36 ], [ %102, %92 ]
  %119 = phi float [ %31, %4 ], [ %37, %36 ], [ %116, %92 ]
  %120 = add i32 %118, 1
  %121 = tail call float @llvm.nvvm.mul.rn.f(float %119, float %119) #9
  %122 = and i32 %118, 1
  %123 = icmp eq i32 %122, 0
  %124 = select i1 %123, float 1.000000e+00, float %119
  %125 = tail call float @llvm.fma.f32(float %121, float %124, float 0.000000e+00)
  %126 = tail call float @llvm.fma.f32(float %121, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %127 = select i1 %123, float %126, float 0xBF29A82A60000000
  %128 = select i1 %123, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %129 = tail call float @llvm.fma.f32(float %127, float %121, float %128)
  %130 = select i1 %123, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %131 = tail call float @llvm.fma.f32(float %129, float %121, float %130)
  %132 = tail call float @llvm.fma.f32(float %131, float %125, float %124)
  %133 = and i32 %120, 2
  %134 = icmp eq i32 %133, 0
  %135 = fsub float 0.000000e+00, %132
  %136 = select i1 %134, float %132, float %135
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  %137 = fmul contract float %136, %23
  %138 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store float %137, ptr %138, align 4, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %140 = load float, ptr %139, align 4, !tbaa !18
  %141 = fmul contract float %140, %23
  %142 = load float, ptr %11, align 4, !tbaa !11
  %143 = fmul contract float %141, %142
  %144 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store float %143, ptr %144, align 4, !tbaa !11
  %145 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %146 = load float, ptr %145, align 4, !tbaa !17
  %147 = load float, ptr %139, align 4, !tbaa !18
  %148 = load float, ptr %0, align 4, !tbaa !11
  %149 = fmul contract float %147, %148
  %150 = fsub contract float %149, %146
  %151 = fmul contract float %1, %150
  %152 = fsub contract float 1.000000e+00, %151
  %153 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store float %152, ptr %153, align 4, !tbaa !11
  %154 = fmul contract float %1, 2.000000e+00
  %155 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = fmul contract float %154, %156
  %158 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store float %157, ptr %158, align 4, !tbaa !11
  %159 = getelementptr inbounds nuw i8, ptr %3, i64 28
  store float 0.000000e+00, ptr %159, align 4, !tbaa !11
  %160 = load float, ptr %0, align 4, !tbaa !11
  %161 = fmul contract float %154, %160
  %162 = fneg contract float %160
  %163 = fmul contract float %160, %162
  %164 = tail call float @llvm.fma.f32(float %163, float 0x3F777313A0000000, float 5.000000e-01)
  %165 = tail call float @llvm.nvvm.saturate.f(float %164) #9
  %166 = tail call float @llvm.nvvm.fma.rm.f(float %165, float 2.520000e+02, float 0x4168000020000000) #9
  %167 = fadd float %166, 0xC168000FE0000000
  %168 = fneg float %167
  %169 = tail call float @llvm.fma.f32(float %163, float 0x3FF7154760000000, float %168)
  %170 = tail call float @llvm.fma.f32(float %163, float 0x3E54AE0C00000000, float %169)
  %171 = bitcast float %166 to i32
  %172 = shl i32 %171, 23
  %173 = bitcast i32 %172 to float
  %174 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %170)
  %175 = fmul float %174, %173
  %176 = fmul contract float %161, %175
  %177 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store float %176, ptr %177, align 4, !tbaa !11
  %178 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %179 = load float, ptr %178, align 4, !tbaa !19
  %180 = fmul contract float %179, %23
  %181 = getelementptr inbounds nuw i8, ptr %3, i64 36
  store float %180, ptr %181, align 4, !tbaa !11
  %182 = load float, ptr %178, align 4, !tbaa !19
  %183 = fmul contract float %1, %182
  %184 = fadd contract float %183, 1.000000e+00
  %185 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store float %184, ptr %185, align 4, !tbaa !11
  %186 = getelementptr inbounds nuw i8, ptr %3, i64 44
  store float 0.000000e+00, ptr %186, align 4, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %3, i64 48
  store float 0.000000e+00, ptr %187, align 4, !tbaa !11
  %188 = getelementptr inbounds nuw i8, ptr %3, i64 52
  store float 0.000000e+00, ptr %188, align 4, !tbaa !11
  %189 = load float, ptr %24, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  %190 = fmul float %189, 0x3FE45F3060000000
  %191 = tail call i32 @llvm.nvvm.f2i.rn(float %190) #9
  %192 = sitofp i32 %191 to float
  %193 = tail call float @llvm.fma.f32(float %192, float 0xBFF921FB40000000, float %189)
  %194 = tail call float @llvm.fma.f32(float %192, float 0xBE74442D00000000, float %193)
  %195 = tail call float @llvm.fma.f32(float %192, float 0xBCF84698A0000000, float %194)
  %196 = tail call float @llvm.nvvm.fabs.f32(float %189)
  %197 = fcmp ult float %196, 1.056150e+05
  br i1 %197, label %281, label %198

198:                                              ; preds = %117
  %199 = fcmp oeq float %196, 0x7FF0000000000000
  br i1 %199, label %200, label %202

200:                                              ; preds = %198
  %201 = tail call float @llvm.nvvm.mul.rn.f(float %189, float 0.000000e+00) #9
  br label %281

202:                                              ; preds = %198
  %203 = bitcast float %189 to i32
  %204 = shl i32 %203, 8
  %205 = or i32 %204, -2147483648
  %206 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %205, i32 0) #10, !srcloc !16
  %207 = extractvalue { i32, i32 } %206, 0
  %208 = extractvalue { i32, i32 } %206, 1
  store i32 %207, ptr %5, align 4
  %209 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %205, i32 %208) #10, !srcloc !16
  %210 = extractvalue { i32, i32 } %209, 0
  %211 = extractvalue { i32, i32 } %209, 1
  %212 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %210, ptr %212, align 4
  %213 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %205, i32 %211) #10, !srcloc !16
  %214 = extractvalue { i32, i32 } %213, 0
  %215 = extractvalue { i32, i32 } %213, 1
  %216 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %214, ptr %216, align 4
  %217 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %205, i32 %215) #10, !srcloc !16
  %218 = extractvalue { i32, i32 } %217, 0
  %219 = extractvalue { i32, i32 } %217, 1
  %220 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %218, ptr %220, align 4
  %221 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %205, i32 %219) #10, !srcloc !16
  %222 = extractvalue { i32, i32 } %221, 0
  %223 = extractvalue { i32, i32 } %221, 1
  %224 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %222, ptr %224, align 4
  %225 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %205, i32 %223) #10, !srcloc !16
  %226 = extractvalue { i32, i32 } %225, 0
  %227 = extractvalue { i32, i32 } %225, 1
  %228 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %226, ptr %228, align 4
  %229 = lshr i32 %203, 23
  %230 = and i32 %229, 224
  %231 = add nsw i32 %230, -128
  %232 = lshr exact i32 %231, 5
  %233 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %227, ptr %233, align 4
  %234 = and i32 %229, 31
  %235 = sub nsw i32 6, %232
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds i32, ptr %5, i64 %236
  %238 = load i32, ptr %237, align 4
  %239 = sub nsw i32 5, %232
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds i32, ptr %5, i64 %240
  %242 = load i32, ptr %241, align 4
  %243 = icmp eq i32 %234, 0
  br i1 %243, label %256, label %244

244:                                              ; preds = %202
  %245 = sub nsw i32 4, %232
  %246 = sub nuw nsw i32 32, %234
  %247 = shl i32 %238, %234
  %248 = lshr i32 %242, %246
  %249 = or disjoint i32 %248, %247
  %250 = shl i32 %242, %234
  %251 = sext i32 %245 to i64
  %252 = getelementptr inbounds i32, ptr %5, i64 %251
  %253 = load i32, ptr %252, align 4
  %254 = lshr i32 %253, %246
  %255 = or disjoint i32 %254, %250
  br label %256

256:                                              ; preds = %244, %202
  %257 = phi i32 [ %249, %244 ], [ %238, %202 ]
  %258 = phi i32 [ %255, %244 ], [ %242, %202 ]
  %259 = lshr i32 %257, 30
  %260 = tail call i32 @llvm.fshl.i32(i32 %257, i32 %258, i32 2)
  %261 = shl i32 %258, 2
  %262 = lshr i32 %260, 31
  %263 = add nuw nsw i32 %262, %259
  %264 = sub nsw i32 0, %263
  %265 = icmp slt i32 %203, 0
  %266 = select i1 %265, i32 %264, i32 %263
  %267 = xor i32 %260, %203
  %268 = ashr i32 %260, 31
  %269 = xor i32 %268, %260
  %270 = xor i32 %268, %261
  %271 = zext i32 %269 to i64
  %272 = shl nuw i64 %271, 32
  %273 = zext i32 %270 to i64
  %274 = or disjoint i64 %272, %273
  %275 = sitofp i64 %274 to double
  %276 = fmul double %275, 0x3BF921FB54442D19
  %277 = fptrunc double %276 to float
  %278 = fneg float %277
  %279 = icmp slt i32 %267, 0
  %280 = select i1 %279, float %278, float %277
  br label %281

281:                                              ; preds = %117, %200, %256
  %282 = phi i32 [ %191, %117 ], [ 0, %200 ], [ %266, %256 ]
  %283 = phi float [ %195, %117 ], [ %201, %200 ], [ %280, %256 ]
  %284 = add i32 %282, 1
  %285 = tail call float @llvm.nvvm.mul.rn.f(float %283, float %283) #9
  %286 = and i32 %282, 1
  %287 = icmp eq i32 %286, 0
  %288 = select i1 %287, float 1.000000e+00, float %283
  %289 = tail call float @llvm.fma.f32(float %285, float %288, float 0.000000e+00)
  %290 = tail call float @llvm.fma.f32(float %285, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %291 = select i1 %287, float %290, float 0xBF29A82A60000000
  %292 = select i1 %287, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %293 = tail call float @llvm.fma.f32(float %291, float %285, float %292)
  %294 = select i1 %287, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %295 = tail call float @llvm.fma.f32(float %293, float %285, float %294)
  %296 = tail call float @llvm.fma.f32(float %295, float %289, float %288)
  %297 = and i32 %284, 2
  %298 = icmp eq i32 %297, 0
  %299 = fsub float 0.000000e+00, %296
  %300 = select i1 %298, float %296, float %299
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  %301 = fmul contract float %300, %23
  %302 = getelementptr inbounds nuw i8, ptr %3, i64 56
  store float %301, ptr %302, align 4, !tbaa !11
  %303 = load float, ptr %155, align 4, !tbaa !11
  %304 = load float, ptr %24, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %305 = fmul float %304, 0x3FE45F3060000000
  %306 = tail call i32 @llvm.nvvm.f2i.rn(float %305) #9
  %307 = sitofp i32 %306 to float
  %308 = tail call float @llvm.fma.f32(float %307, float 0xBFF921FB40000000, float %304)
  %309 = tail call float @llvm.fma.f32(float %307, float 0xBE74442D00000000, float %308)
  %310 = tail call float @llvm.fma.f32(float %307, float 0xBCF84698A0000000, float %309)
  %311 = tail call float @llvm.nvvm.fabs.f32(float %304)
  %312 = fcmp ult float %311, 1.056150e+05
  br i1 %312, label %396, label %313

313:                                              ; preds = %281
  %314 = fcmp oeq float %311, 0x7FF0000000000000
  br i1 %314, label %315, label %317

315:                                              ; preds = %313
  %316 = tail call float @llvm.nvvm.mul.rn.f(float %304, float 0.000000e+00) #9
  br label %396

317:                                              ; preds = %313
  %318 = bitcast float %304 to i32
  %319 = shl i32 %318, 8
  %320 = or i32 %319, -2147483648
  %321 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %320, i32 0) #10, !srcloc !16
  %322 = extractvalue { i32, i32 } %321, 0
  %323 = extractvalue { i32, i32 } %321, 1
  store i32 %322, ptr %7, align 4
  %324 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %320, i32 %323) #10, !srcloc !16
  %325 = extractvalue { i32, i32 } %324, 0
  %326 = extractvalue { i32, i32 } %324, 1
  %327 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 %325, ptr %327, align 4
  %328 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %320, i32 %326) #10, !srcloc !16
  %329 = extractvalue { i32, i32 } %328, 0
  %330 = extractvalue { i32, i32 } %328, 1
  %331 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %329, ptr %331, align 4
  %332 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %320, i32 %330) #10, !srcloc !16
  %333 = extractvalue { i32, i32 } %332, 0
  %334 = extractvalue { i32, i32 } %332, 1
  %335 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store i32 %333, ptr %335, align 4
  %336 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %320, i32 %334) #10, !srcloc !16
  %337 = extractvalue { i32, i32 } %336, 0
  %338 = extractvalue { i32, i32 } %336, 1
  %339 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 %337, ptr %339, align 4
  %340 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %320, i32 %338) #10, !srcloc !16
  %341 = extractvalue { i32, i32 } %340, 0
  %342 = extractvalue { i32, i32 } %340, 1
  %343 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store i32 %341, ptr %343, align 4
  %344 = lshr i32 %318, 23
  %345 = and i32 %344, 224
  %346 = add nsw i32 %345, -128
  %347 = lshr exact i32 %346, 5
  %348 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store i32 %342, ptr %348, align 4
  %349 = and i32 %344, 31
  %350 = sub nsw i32 6, %347
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds i32, ptr %7, i64 %351
  %353 = load i32, ptr %352, align 4
  %354 = sub nsw i32 5, %347
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds i32, ptr %7, i64 %355
  %357 = load i32, ptr %356, align 4
  %358 = icmp eq i32 %349, 0
  br i1 %358, label %371, label %359

359:                                              ; preds = %317
  %360 = sub nsw i32 4, %347
  %361 = sub nuw nsw i32 32, %349
  %362 = shl i32 %353, %349
  %363 = lshr i32 %357, %361
  %364 = or disjoint i32 %363, %362
  %365 = shl i32 %357, %349
  %366 = sext i32 %360 to i64
  %367 = getelementptr inbounds i32, ptr %7, i64 %366
  %368 = load i32, ptr %367, align 4
  %369 = lshr i32 %368, %361
  %370 = or disjoint i32 %369, %365
  br label %371

371:                                              ; preds = %359, %317
  %372 = phi i32 [ %364, %359 ], [ %353, %317 ]
  %373 = phi i32 [ %370, %359 ], [ %357, %317 ]
  %374 = lshr i32 %372, 30
  %375 = tail call i32 @llvm.fshl.i32(i32 %372, i32 %373, i32 2)
  %376 = shl i32 %373, 2
  %377 = lshr i32 %375, 31
  %378 = add nuw nsw i32 %377, %374
  %379 = sub nsw i32 0, %378
  %380 = icmp slt i32 %318, 0
  %381 = select i1 %380, i32 %379, i32 %378
  %382 = xor i32 %375, %318
  %383 = ashr i32 %375, 31
  %384 = xor i32 %383, %375
  %385 = xor i32 %383, %376
  %386 = zext i32 %384 to i64
  %387 = shl nuw i64 %386, 32
  %388 = zext i32 %385 to i64
  %389 = or disjoint i64 %387, %388
  %390 = sitofp i64 %389 to double
  %391 = fmul double %390, 0x3BF921FB54442D19
  %392 = fptrunc double %391 to float
  %393 = fneg float %392
  %394 = icmp slt i32 %382, 0
  %395 = select i1 %394, float %393, float %392
  br label %396

396:                                              ; preds = %281, %315, %371
  %397 = phi i32 [ %306, %281 ], [ 0, %315 ], [ %381, %371 ]
  %398 = phi float [ %310, %281 ], [ %316, %315 ], [ %395, %371 ]
  %399 = fneg contract float %303
  %400 = tail call float @llvm.nvvm.mul.rn.f(float %398, float %398) #9
  %401 = and i32 %397, 1
  %402 = icmp eq i32 %401, 0
  %403 = select i1 %402, float %398, float 1.000000e+00
  %404 = tail call float @llvm.fma.f32(float %400, float %403, float 0.000000e+00)
  %405 = tail call float @llvm.fma.f32(float %400, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %406 = select i1 %402, float 0xBF29A82A60000000, float %405
  %407 = select i1 %402, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %408 = tail call float @llvm.fma.f32(float %406, float %400, float %407)
  %409 = select i1 %402, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %410 = tail call float @llvm.fma.f32(float %408, float %400, float %409)
  %411 = tail call float @llvm.fma.f32(float %410, float %404, float %403)
  %412 = and i32 %397, 2
  %413 = icmp eq i32 %412, 0
  %414 = fsub float 0.000000e+00, %411
  %415 = select i1 %413, float %411, float %414
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %416 = fmul contract float %415, %399
  %417 = load float, ptr %2, align 4, !tbaa !13
  %418 = fsub contract float %416, %417
  %419 = fmul contract float %1, %418
  %420 = fsub contract float 1.000000e+00, %419
  %421 = getelementptr inbounds nuw i8, ptr %3, i64 60
  store float %420, ptr %421, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6solve4PfS_(ptr noundef captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #2 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = tail call noundef float @llvm.nvvm.fabs.f32(float %3)
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %6 = load float, ptr %5, align 4, !tbaa !11
  %7 = tail call noundef float @llvm.nvvm.fabs.f32(float %6)
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = tail call noundef float @llvm.nvvm.fabs.f32(float %9)
  %11 = fcmp contract ogt float %10, %4
  %12 = select i1 %11, float %10, float %4
  %13 = fcmp contract ogt float %7, %12
  %14 = zext i1 %11 to i32
  %15 = select i1 %13, i32 2, i32 %14
  %16 = select i1 %13, float %7, float %12
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = tail call noundef float @llvm.nvvm.fabs.f32(float %18)
  %20 = fcmp contract ogt float %19, %16
  %21 = select i1 %20, i32 3, i32 %15
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %233, label %205

23:                                               ; preds = %233
  %24 = shl nuw nsw i32 %338, 2
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = zext nneg i32 %24 to i64
  %28 = getelementptr inbounds nuw float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !11
  store float %29, ptr %25, align 4, !tbaa !11
  store float %26, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = zext nneg i32 %24 to i64
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !11
  store float %35, ptr %30, align 4, !tbaa !11
  store float %31, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = zext nneg i32 %24 to i64
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %41 = load float, ptr %40, align 4, !tbaa !11
  store float %41, ptr %36, align 4, !tbaa !11
  store float %37, ptr %40, align 4, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = zext nneg i32 %24 to i64
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 12
  %47 = load float, ptr %46, align 4, !tbaa !11
  store float %47, ptr %42, align 4, !tbaa !11
  store float %43, ptr %46, align 4, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = zext nneg i32 %338 to i64
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !11
  store float %52, ptr %48, align 4, !tbaa !11
  store float %49, ptr %51, align 4, !tbaa !11
  br label %53

53:                                               ; preds = %23, %233
  %54 = load float, ptr %325, align 4, !tbaa !11
  %55 = fdiv contract float 1.000000e+00, %54
  %56 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fmul contract float %55, %58
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = fmul contract float %59, %61
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %64 = fsub contract float %58, %62
  store float %64, ptr %63, align 4, !tbaa !11
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = fmul contract float %59, %66
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = fsub contract float %69, %67
  store float %70, ptr %68, align 4, !tbaa !11
  %71 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = fmul contract float %59, %72
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = fsub contract float %75, %73
  store float %76, ptr %74, align 4, !tbaa !11
  %77 = load float, ptr %56, align 4, !tbaa !11
  %78 = fmul contract float %59, %77
  %79 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = fsub contract float %80, %78
  store float %81, ptr %79, align 4, !tbaa !11
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = fmul contract float %55, %83
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fmul contract float %84, %86
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %89 = fsub contract float %83, %87
  store float %89, ptr %88, align 4, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fmul contract float %84, %91
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = fsub contract float %94, %92
  store float %95, ptr %93, align 4, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fmul contract float %84, %97
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fsub contract float %100, %98
  store float %101, ptr %99, align 4, !tbaa !11
  %102 = load float, ptr %56, align 4, !tbaa !11
  %103 = fmul contract float %84, %102
  %104 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = fsub contract float %105, %103
  store float %106, ptr %104, align 4, !tbaa !11
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %108 = load float, ptr %107, align 4, !tbaa !11
  %109 = tail call noundef float @llvm.nvvm.fabs.f32(float %108)
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = tail call noundef float @llvm.nvvm.fabs.f32(float %111)
  %113 = fcmp contract ule float %112, %109
  br i1 %113, label %135, label %114

114:                                              ; preds = %53
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %118 = load float, ptr %117, align 4, !tbaa !11
  store float %118, ptr %115, align 4, !tbaa !11
  store float %116, ptr %117, align 4, !tbaa !11
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %122 = load float, ptr %121, align 4, !tbaa !11
  store float %122, ptr %119, align 4, !tbaa !11
  store float %120, ptr %121, align 4, !tbaa !11
  %123 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %126 = load float, ptr %125, align 4, !tbaa !11
  store float %126, ptr %123, align 4, !tbaa !11
  store float %124, ptr %125, align 4, !tbaa !11
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %130 = load float, ptr %129, align 4, !tbaa !11
  store float %130, ptr %127, align 4, !tbaa !11
  store float %128, ptr %129, align 4, !tbaa !11
  %131 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %134 = load float, ptr %133, align 4, !tbaa !11
  store float %134, ptr %131, align 4, !tbaa !11
  store float %132, ptr %133, align 4, !tbaa !11
  br label %135

135:                                              ; preds = %114, %53
  %136 = load float, ptr %107, align 4, !tbaa !11
  %137 = fdiv contract float 1.000000e+00, %136
  %138 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = fmul contract float %137, %140
  %142 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = fmul contract float %141, %143
  %145 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %146 = fsub contract float %140, %144
  store float %146, ptr %145, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = fmul contract float %141, %148
  %150 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = fsub contract float %151, %149
  store float %152, ptr %150, align 4, !tbaa !11
  %153 = load float, ptr %138, align 4, !tbaa !11
  %154 = fmul contract float %141, %153
  %155 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = fsub contract float %156, %154
  store float %157, ptr %155, align 4, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %159 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %160 = load float, ptr %159, align 4, !tbaa !11
  %161 = fdiv contract float %157, %160
  store float %161, ptr %158, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = fmul contract float %165, %161
  %167 = fsub contract float %163, %166
  %168 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = fdiv contract float %167, %169
  store float %170, ptr %162, align 4, !tbaa !11
  %171 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fmul contract float %174, %170
  %176 = fsub contract float %172, %175
  %177 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %180 = load float, ptr %179, align 4, !tbaa !11
  %181 = fmul contract float %178, %180
  %182 = fsub contract float %176, %181
  %183 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %184 = load float, ptr %183, align 4, !tbaa !11
  %185 = fdiv contract float %182, %184
  store float %185, ptr %171, align 4, !tbaa !11
  %186 = load float, ptr %1, align 4, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %190 = load float, ptr %189, align 4, !tbaa !11
  %191 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %192 = load float, ptr %191, align 4, !tbaa !11
  %193 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = fmul contract float %188, %185
  %198 = fsub contract float %186, %197
  %199 = fmul contract float %190, %192
  %200 = fsub contract float %198, %199
  %201 = fmul contract float %194, %196
  %202 = fsub contract float %200, %201
  %203 = load float, ptr %0, align 4, !tbaa !11
  %204 = fdiv contract float %202, %203
  store float %204, ptr %1, align 4, !tbaa !11
  ret void

205:                                              ; preds = %2
  %206 = shl nuw nsw i32 %21, 2
  %207 = load float, ptr %0, align 4, !tbaa !11
  %208 = zext nneg i32 %206 to i64
  %209 = getelementptr inbounds nuw float, ptr %0, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !11
  store float %210, ptr %0, align 4, !tbaa !11
  store float %207, ptr %209, align 4, !tbaa !11
  %211 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %212 = load float, ptr %211, align 4, !tbaa !11
  %213 = zext nneg i32 %206 to i64
  %214 = getelementptr inbounds nuw float, ptr %0, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load float, ptr %215, align 4, !tbaa !11
  store float %216, ptr %211, align 4, !tbaa !11
  store float %212, ptr %215, align 4, !tbaa !11
  %217 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %218 = load float, ptr %217, align 4, !tbaa !11
  %219 = zext nneg i32 %206 to i64
  %220 = getelementptr inbounds nuw float, ptr %0, i64 %219
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 8
  %222 = load float, ptr %221, align 4, !tbaa !11
  store float %222, ptr %217, align 4, !tbaa !11
  store float %218, ptr %221, align 4, !tbaa !11
  %223 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %224 = load float, ptr %223, align 4, !tbaa !11
  %225 = zext nneg i32 %206 to i64
  %226 = getelementptr inbounds nuw float, ptr %0, i64 %225
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 12
  %228 = load float, ptr %227, align 4, !tbaa !11
  store float %228, ptr %223, align 4, !tbaa !11
  store float %224, ptr %227, align 4, !tbaa !11
  %229 = load float, ptr %1, align 4, !tbaa !11
  %230 = zext nneg i32 %21 to i64
  %231 = getelementptr inbounds nuw float, ptr %1, i64 %230
  %232 = load float, ptr %231, align 4, !tbaa !11
  store float %232, ptr %1, align 4, !tbaa !11
  store float %229, ptr %231, align 4, !tbaa !11
  br label %233

233:                                              ; preds = %205, %2
  %234 = load float, ptr %0, align 4, !tbaa !11
  %235 = fdiv contract float 1.000000e+00, %234
  %236 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %237 = load float, ptr %236, align 4, !tbaa !11
  %238 = fmul contract float %235, %237
  %239 = fmul contract float %238, %234
  %240 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %241 = fsub contract float %237, %239
  store float %241, ptr %240, align 4, !tbaa !11
  %242 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %243 = load float, ptr %242, align 4, !tbaa !11
  %244 = fmul contract float %238, %243
  %245 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %246 = load float, ptr %245, align 4, !tbaa !11
  %247 = fsub contract float %246, %244
  store float %247, ptr %245, align 4, !tbaa !11
  %248 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %249 = load float, ptr %248, align 4, !tbaa !11
  %250 = fmul contract float %238, %249
  %251 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %252 = load float, ptr %251, align 4, !tbaa !11
  %253 = fsub contract float %252, %250
  store float %253, ptr %251, align 4, !tbaa !11
  %254 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %255 = load float, ptr %254, align 4, !tbaa !11
  %256 = fmul contract float %238, %255
  %257 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %258 = load float, ptr %257, align 4, !tbaa !11
  %259 = fsub contract float %258, %256
  store float %259, ptr %257, align 4, !tbaa !11
  %260 = load float, ptr %1, align 4, !tbaa !11
  %261 = fmul contract float %238, %260
  %262 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %263 = load float, ptr %262, align 4, !tbaa !11
  %264 = fsub contract float %263, %261
  store float %264, ptr %262, align 4, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %266 = load float, ptr %265, align 4, !tbaa !11
  %267 = fmul contract float %235, %266
  %268 = load float, ptr %0, align 4, !tbaa !11
  %269 = fmul contract float %267, %268
  %270 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %271 = fsub contract float %266, %269
  store float %271, ptr %270, align 4, !tbaa !11
  %272 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %273 = load float, ptr %272, align 4, !tbaa !11
  %274 = fmul contract float %267, %273
  %275 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %276 = load float, ptr %275, align 4, !tbaa !11
  %277 = fsub contract float %276, %274
  store float %277, ptr %275, align 4, !tbaa !11
  %278 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %279 = load float, ptr %278, align 4, !tbaa !11
  %280 = fmul contract float %267, %279
  %281 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %282 = load float, ptr %281, align 4, !tbaa !11
  %283 = fsub contract float %282, %280
  store float %283, ptr %281, align 4, !tbaa !11
  %284 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = fmul contract float %267, %285
  %287 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %288 = load float, ptr %287, align 4, !tbaa !11
  %289 = fsub contract float %288, %286
  store float %289, ptr %287, align 4, !tbaa !11
  %290 = load float, ptr %1, align 4, !tbaa !11
  %291 = fmul contract float %267, %290
  %292 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %293 = load float, ptr %292, align 4, !tbaa !11
  %294 = fsub contract float %293, %291
  store float %294, ptr %292, align 4, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = fmul contract float %235, %296
  %298 = load float, ptr %0, align 4, !tbaa !11
  %299 = fmul contract float %297, %298
  %300 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %301 = fsub contract float %296, %299
  store float %301, ptr %300, align 4, !tbaa !11
  %302 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %303 = load float, ptr %302, align 4, !tbaa !11
  %304 = fmul contract float %297, %303
  %305 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %306 = load float, ptr %305, align 4, !tbaa !11
  %307 = fsub contract float %306, %304
  store float %307, ptr %305, align 4, !tbaa !11
  %308 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %309 = load float, ptr %308, align 4, !tbaa !11
  %310 = fmul contract float %297, %309
  %311 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %312 = load float, ptr %311, align 4, !tbaa !11
  %313 = fsub contract float %312, %310
  store float %313, ptr %311, align 4, !tbaa !11
  %314 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %315 = load float, ptr %314, align 4, !tbaa !11
  %316 = fmul contract float %297, %315
  %317 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %318 = load float, ptr %317, align 4, !tbaa !11
  %319 = fsub contract float %318, %316
  store float %319, ptr %317, align 4, !tbaa !11
  %320 = load float, ptr %1, align 4, !tbaa !11
  %321 = fmul contract float %297, %320
  %322 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %323 = load float, ptr %322, align 4, !tbaa !11
  %324 = fsub contract float %323, %321
  store float %324, ptr %322, align 4, !tbaa !11
  %325 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %326 = load float, ptr %325, align 4, !tbaa !11
  %327 = tail call noundef float @llvm.nvvm.fabs.f32(float %326)
  %328 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %329 = load float, ptr %328, align 4, !tbaa !11
  %330 = tail call noundef float @llvm.nvvm.fabs.f32(float %329)
  %331 = fcmp contract ogt float %330, %327
  %332 = select i1 %331, i32 2, i32 1
  %333 = select i1 %331, float %330, float %327
  %334 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %335 = load float, ptr %334, align 4, !tbaa !11
  %336 = tail call noundef float @llvm.nvvm.fabs.f32(float %335)
  %337 = fcmp contract ogt float %336, %333
  %338 = select i1 %337, i32 3, i32 %332
  %339 = icmp eq i32 %338, 1
  br i1 %339, label %53, label %23
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
  %13 = alloca [4 x float], align 4
  %14 = alloca [16 x float], align 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  %20 = icmp slt i32 %19, %4
  br i1 %20, label %21, label %572

21:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  %22 = srem i32 %19, 16
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.Model, ptr %3, i64 %23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %24, i64 20, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #9
  %25 = shl nsw i32 %19, 2
  br label %72

26:                                               ; preds = %72
  %27 = icmp sgt i32 %6, 0
  br i1 %27, label %28, label %556

28:                                               ; preds = %26
  %29 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %30 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %31 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %32 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %33 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %36 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %37 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %38 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %39 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %40 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %41 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %43 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %44 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %45 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %47 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %48 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %49 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %50 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %51 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %52 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %53 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %54 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %55 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %56 = getelementptr inbounds nuw i8, ptr %14, i64 48
  %57 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %58 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %60 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %61 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %62 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %64 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %65 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %66 = getelementptr inbounds nuw i8, ptr %14, i64 36
  %67 = getelementptr inbounds nuw i8, ptr %14, i64 40
  %68 = getelementptr inbounds nuw i8, ptr %14, i64 44
  %69 = getelementptr inbounds nuw i8, ptr %14, i64 52
  %70 = getelementptr inbounds nuw i8, ptr %14, i64 56
  %71 = getelementptr inbounds nuw i8, ptr %14, i64 60
  br label %83

72:                                               ; preds = %21, %72
  %73 = phi i32 [ 0, %21 ], [ %81, %72 ]
  %74 = add nuw nsw i32 %73, %25
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = zext nneg i32 %73 to i64
  %79 = getelementptr inbounds nuw float, ptr %12, i64 %78
  store float %77, ptr %79, align 4, !tbaa !11
  %80 = getelementptr inbounds nuw float, ptr %11, i64 %78
  store float %77, ptr %80, align 4, !tbaa !11
  %81 = add nuw nsw i32 %73, 1
  %82 = icmp eq i32 %81, 4
  br i1 %82, label %26, label %72, !llvm.loop !21

83:                                               ; preds = %28, %552
  %84 = phi i32 [ 0, %28 ], [ %553, %552 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #9
  %85 = load float, ptr %12, align 4, !tbaa !11
  %86 = load float, ptr %11, align 4, !tbaa !11
  %87 = fsub contract float %85, %86
  %88 = load float, ptr %10, align 4, !tbaa !13
  %89 = fmul contract float %85, %88
  %90 = load float, ptr %29, align 4, !tbaa !15
  %91 = fmul contract float %85, %90
  %92 = load float, ptr %30, align 4, !tbaa !11
  %93 = fmul contract float %91, %92
  %94 = fsub contract float %89, %93
  %95 = load float, ptr %31, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %96 = fmul float %95, 0x3FE45F3060000000
  %97 = tail call i32 @llvm.nvvm.f2i.rn(float %96) #9
  %98 = sitofp i32 %97 to float
  %99 = tail call float @llvm.fma.f32(float %98, float 0xBFF921FB40000000, float %95)
  %100 = tail call float @llvm.fma.f32(float %98, float 0xBE74442D00000000, float %99)
  %101 = tail call float @llvm.fma.f32(float %98, float 0xBCF84698A0000000, float %100)
  %102 = tail call float @llvm.nvvm.fabs.f32(float %95)
  %103 = fcmp ult float %102, 1.056150e+05
  br i1 %103, label %181, label %104

104:                                              ; preds = %83
  %105 = fcmp oeq float %102, 0x7FF0000000000000
  br i1 %105, label %106, label %108

106:                                              ; preds = %104
  %107 = tail call float @llvm.nvvm.mul.rn.f(float %95, float 0.000000e+00) #9
  br label %181

108:                                              ; preds = %104
  %109 = bitcast float %95 to i32
  %110 = shl i32 %109, 8
  %111 = or i32 %110, -2147483648
  %112 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %111, i32 0) #10, !srcloc !16
  %113 = extractvalue { i32, i32 } %112, 0
  %114 = extractvalue { i32, i32 } %112, 1
  store i32 %113, ptr %9, align 4
  %115 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %111, i32 %114) #10, !srcloc !16
  %116 = extractvalue { i32, i32 } %115, 0
  %117 = extractvalue { i32, i32 } %115, 1
  store i32 %116, ptr %32, align 4
  %118 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %111, i32 %117) #10, !srcloc !16
  %119 = extractvalue { i32, i32 } %118, 0
  %120 = extractvalue { i32, i32 } %118, 1
  store i32 %119, ptr %33, align 4
  %121 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %111, i32 %120) #10, !srcloc !16
  %122 = extractvalue { i32, i32 } %121, 0
  %123 = extractvalue { i32, i32 } %121, 1
  store i32 %122, ptr %34, align 4
  %124 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %111, i32 %123) #10, !srcloc !16
  %125 = extractvalue { i32, i32 } %124, 0
  %126 = extractvalue { i32, i32 } %124, 1
  store i32 %125, ptr %35, align 4
  %127 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %111, i32 %126) #10, !srcloc !16
  %128 = extractvalue { i32, i32 } %127, 0
  %129 = extractvalue { i32, i32 } %127, 1
  store i32 %128, ptr %36, align 4
  %130 = lshr i32 %109, 23
  %131 = and i32 %130, 224
  %132 = add nsw i32 %131, -128
  %133 = lshr exact i32 %132, 5
  store i32 %129, ptr %37, align 4
  %134 = and i32 %130, 31
  %135 = sub nsw i32 6, %133
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %9, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = sub nsw i32 5, %133
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %9, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = icmp eq i32 %134, 0
  br i1 %143, label %156, label %144

144:                                              ; preds = %108
  %145 = sub nsw i32 4, %133
  %146 = sub nuw nsw i32 32, %134
  %147 = shl i32 %138, %134
  %148 = lshr i32 %142, %146
  %149 = or disjoint i32 %148, %147
  %150 = shl i32 %142, %134
  %151 = sext i32 %145 to i64
  %152 = getelementptr inbounds i32, ptr %9, i64 %151
  %153 = load i32, ptr %152, align 4
  %154 = lshr i32 %153, %146
  %155 = or disjoint i32 %154, %150
  br label %156

156:                                              ; preds = %144, %108
  %157 = phi i32 [ %149, %144 ], [ %138, %108 ]
  %158 = phi i32 [ %155, %144 ], [ %142, %108 ]
  %159 = lshr i32 %157, 30
  %160 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %158, i32 2)
  %161 = shl i32 %158, 2
  %162 = lshr i32 %160, 31
  %163 = add nuw nsw i32 %162, %159
  %164 = sub nsw i32 0, %163
  %165 = icmp slt i32 %109, 0
  %166 = select i1 %165, i32 %164, i32 %163
  %167 = xor i32 %160, %109
  %168 = ashr i32 %160, 31
  %169 = xor i32 %168, %160
  %170 = xor i32 %168, %161
  %171 = zext i32 %169 to i64
  %172 = shl nuw i64 %171, 32
  %173 = zext i32 %170 to i64
  %174 = or disjoint i64 %172, %173
  %175 = sitofp i64 %174 to double
  %176 = fmul double %175, 0x3BF921FB54442D19
  %177 = fptrunc double %176 to float
  %178 = fneg float %177
  %179 = icmp slt i32 %167, 0
  %180 = select i1 %179, float %178, float %177
  br label %181

181:                                              ; preds = %156, %106, %83
  %182 = phi i32 [ %97, %83 ], [ 0, %106 ], [ %166, %156 ]
  %183 = phi float [ %101, %83 ], [ %107, %106 ], [ %180, %156 ]
  %184 = tail call float @llvm.nvvm.mul.rn.f(float %183, float %183) #9
  %185 = and i32 %182, 1
  %186 = icmp eq i32 %185, 0
  %187 = select i1 %186, float %183, float 1.000000e+00
  %188 = tail call float @llvm.fma.f32(float %184, float %187, float 0.000000e+00)
  %189 = tail call float @llvm.fma.f32(float %184, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %190 = select i1 %186, float 0xBF29A82A60000000, float %189
  %191 = select i1 %186, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %192 = tail call float @llvm.fma.f32(float %190, float %184, float %191)
  %193 = select i1 %186, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %194 = tail call float @llvm.fma.f32(float %192, float %184, float %193)
  %195 = tail call float @llvm.fma.f32(float %194, float %188, float %187)
  %196 = and i32 %182, 2
  %197 = icmp eq i32 %196, 0
  %198 = fsub float 0.000000e+00, %195
  %199 = select i1 %197, float %195, float %198
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %200 = fadd contract float %94, %199
  %201 = fmul contract float %5, %200
  %202 = fsub contract float %87, %201
  store float %202, ptr %13, align 4, !tbaa !11
  %203 = load float, ptr %38, align 4, !tbaa !11
  %204 = fsub contract float %92, %203
  %205 = load float, ptr %39, align 4, !tbaa !17
  %206 = load float, ptr %40, align 4, !tbaa !18
  %207 = fmul contract float %85, %206
  %208 = fmul contract float %92, %207
  %209 = fmul contract float %92, %205
  %210 = fsub contract float %208, %209
  %211 = load float, ptr %41, align 4, !tbaa !11
  %212 = fmul contract float %211, %211
  %213 = fsub contract float %210, %212
  %214 = fmul contract float %5, %213
  %215 = fsub contract float %204, %214
  store float %215, ptr %42, align 4, !tbaa !11
  %216 = load float, ptr %43, align 4, !tbaa !11
  %217 = fsub contract float %211, %216
  %218 = load float, ptr %44, align 4, !tbaa !19
  %219 = fsub contract float %92, %211
  %220 = fmul contract float %219, %218
  %221 = fneg contract float %85
  %222 = fmul contract float %85, %221
  %223 = tail call float @llvm.fma.f32(float %222, float 0x3F777313A0000000, float 5.000000e-01)
  %224 = tail call float @llvm.nvvm.saturate.f(float %223) #9
  %225 = tail call float @llvm.nvvm.fma.rm.f(float %224, float 2.520000e+02, float 0x4168000020000000) #9
  %226 = fadd float %225, 0xC168000FE0000000
  %227 = fneg float %226
  %228 = tail call float @llvm.fma.f32(float %222, float 0x3FF7154760000000, float %227)
  %229 = tail call float @llvm.fma.f32(float %222, float 0x3E54AE0C00000000, float %228)
  %230 = bitcast float %225 to i32
  %231 = shl i32 %230, 23
  %232 = bitcast i32 %231 to float
  %233 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %229)
  %234 = fmul float %233, %232
  %235 = fadd contract float %220, %234
  %236 = fmul contract float %5, %235
  %237 = fsub contract float %217, %236
  store float %237, ptr %45, align 4, !tbaa !11
  %238 = load float, ptr %46, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  br i1 %103, label %316, label %239

239:                                              ; preds = %181
  %240 = fcmp oeq float %102, 0x7FF0000000000000
  br i1 %240, label %241, label %243

241:                                              ; preds = %239
  %242 = tail call float @llvm.nvvm.mul.rn.f(float %95, float 0.000000e+00) #9
  br label %316

243:                                              ; preds = %239
  %244 = bitcast float %95 to i32
  %245 = shl i32 %244, 8
  %246 = or i32 %245, -2147483648
  %247 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %246, i32 0) #10, !srcloc !16
  %248 = extractvalue { i32, i32 } %247, 0
  %249 = extractvalue { i32, i32 } %247, 1
  store i32 %248, ptr %8, align 4
  %250 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %246, i32 %249) #10, !srcloc !16
  %251 = extractvalue { i32, i32 } %250, 0
  %252 = extractvalue { i32, i32 } %250, 1
  store i32 %251, ptr %47, align 4
  %253 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %246, i32 %252) #10, !srcloc !16
  %254 = extractvalue { i32, i32 } %253, 0
  %255 = extractvalue { i32, i32 } %253, 1
  store i32 %254, ptr %48, align 4
  %256 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %246, i32 %255) #10, !srcloc !16
  %257 = extractvalue { i32, i32 } %256, 0
  %258 = extractvalue { i32, i32 } %256, 1
  store i32 %257, ptr %49, align 4
  %259 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %246, i32 %258) #10, !srcloc !16
  %260 = extractvalue { i32, i32 } %259, 0
  %261 = extractvalue { i32, i32 } %259, 1
  store i32 %260, ptr %50, align 4
  %262 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %246, i32 %261) #10, !srcloc !16
  %263 = extractvalue { i32, i32 } %262, 0
  %264 = extractvalue { i32, i32 } %262, 1
  store i32 %263, ptr %51, align 4
  %265 = lshr i32 %244, 23
  %266 = and i32 %265, 224
  %267 = add nsw i32 %266, -128
  %268 = lshr exact i32 %267, 5
  store i32 %264, ptr %52, align 4
  %269 = and i32 %265, 31
  %270 = sub nsw i32 6, %268
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds i32, ptr %8, i64 %271
  %273 = load i32, ptr %272, align 4
  %274 = sub nsw i32 5, %268
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds i32, ptr %8, i64 %275
  %277 = load i32, ptr %276, align 4
  %278 = icmp eq i32 %269, 0
  br i1 %278, label %291, label %279

279:                                              ; preds = %243
  %280 = sub nsw i32 4, %268
  %281 = sub nuw nsw i32 32, %269
  %282 = shl i32 %273, %269
  %283 = lshr i32 %277, %281
  %284 = or disjoint i32 %283, %282
  %285 = shl i32 %277, %269
  %286 = sext i32 %280 to i64
  %287 = getelementptr inbounds i32, ptr %8, i64 %286
  %288 = load i32, ptr %287, align 4
  %289 = lshr i32 %288, %281
  %290 = or disjoint i32 %289, %285
  br label %291

291:                                              ; preds = %279, %243
  %292 = phi i32 [ %284, %279 ], [ %273, %243 ]
  %293 = phi i32 [ %290, %279 ], [ %277, %243 ]
  %294 = lshr i32 %292, 30
  %295 = tail call i32 @llvm.fshl.i32(i32 %292, i32 %293, i32 2)
  %296 = shl i32 %293, 2
  %297 = lshr i32 %295, 31
  %298 = add nuw nsw i32 %297, %294
  %299 = sub nsw i32 0, %298
  %300 = icmp slt i32 %244, 0
  %301 = select i1 %300, i32 %299, i32 %298
  %302 = xor i32 %295, %244
  %303 = ashr i32 %295, 31
  %304 = xor i32 %303, %295
  %305 = xor i32 %303, %296
  %306 = zext i32 %304 to i64
  %307 = shl nuw i64 %306, 32
  %308 = zext i32 %305 to i64
  %309 = or disjoint i64 %307, %308
  %310 = sitofp i64 %309 to double
  %311 = fmul double %310, 0x3BF921FB54442D19
  %312 = fptrunc double %311 to float
  %313 = fneg float %312
  %314 = icmp slt i32 %302, 0
  %315 = select i1 %314, float %313, float %312
  br label %316

316:                                              ; preds = %181, %241, %291
  %317 = phi i32 [ %97, %181 ], [ 0, %241 ], [ %301, %291 ]
  %318 = phi float [ %101, %181 ], [ %242, %241 ], [ %315, %291 ]
  %319 = fsub contract float %95, %238
  %320 = add i32 %317, 1
  %321 = tail call float @llvm.nvvm.mul.rn.f(float %318, float %318) #9
  %322 = and i32 %317, 1
  %323 = icmp eq i32 %322, 0
  %324 = select i1 %323, float 1.000000e+00, float %318
  %325 = tail call float @llvm.fma.f32(float %321, float %324, float 0.000000e+00)
  %326 = tail call float @llvm.fma.f32(float %321, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %327 = select i1 %323, float %326, float 0xBF29A82A60000000
  %328 = select i1 %323, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %329 = tail call float @llvm.fma.f32(float %327, float %321, float %328)
  %330 = select i1 %323, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %331 = tail call float @llvm.fma.f32(float %329, float %321, float %330)
  %332 = tail call float @llvm.fma.f32(float %331, float %325, float %324)
  %333 = and i32 %320, 2
  %334 = icmp eq i32 %333, 0
  %335 = fsub float 0.000000e+00, %332
  %336 = select i1 %334, float %332, float %335
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %337 = fmul contract float %211, %336
  %338 = fmul contract float %88, %95
  %339 = fsub contract float %337, %338
  %340 = fmul contract float %5, %339
  %341 = fsub contract float %319, %340
  store float %341, ptr %53, align 4, !tbaa !11
  %342 = tail call noundef float @llvm.nvvm.fabs.f32(float %202)
  %343 = tail call noundef float @llvm.nvvm.fabs.f32(float %215)
  %344 = fadd contract float %342, %343
  %345 = tail call noundef float @llvm.nvvm.fabs.f32(float %237)
  %346 = fadd contract float %344, %345
  %347 = tail call noundef float @llvm.nvvm.fabs.f32(float %341)
  %348 = fadd contract float %346, %347
  %349 = fcmp contract uge float %348, 0x3EB0C6F7A0000000
  br i1 %349, label %350, label %555

350:                                              ; preds = %316
  call void @_Z8jacobianPKffRK5ModelPf(ptr noundef nonnull %12, float noundef %5, ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull %14) #9
  br label %534

351:                                              ; preds = %534
  %352 = load float, ptr %14, align 4, !tbaa !11
  %353 = tail call noundef float @llvm.nvvm.fabs.f32(float %352)
  %354 = load float, ptr %54, align 4, !tbaa !11
  %355 = tail call noundef float @llvm.nvvm.fabs.f32(float %354)
  %356 = load float, ptr %55, align 4, !tbaa !11
  %357 = tail call noundef float @llvm.nvvm.fabs.f32(float %356)
  %358 = fcmp contract ogt float %357, %353
  %359 = select i1 %358, float %357, float %353
  %360 = fcmp contract ogt float %355, %359
  %361 = zext i1 %358 to i32
  %362 = select i1 %360, i32 2, i32 %361
  %363 = select i1 %360, float %355, float %359
  %364 = load float, ptr %56, align 4, !tbaa !11
  %365 = tail call noundef float @llvm.nvvm.fabs.f32(float %364)
  %366 = fcmp contract ogt float %365, %363
  %367 = select i1 %366, i32 3, i32 %362
  %368 = icmp eq i32 %367, 0
  br i1 %368, label %439, label %421

369:                                              ; preds = %439
  %370 = shl nuw nsw i32 %501, 2
  %371 = zext nneg i32 %370 to i64
  %372 = getelementptr inbounds nuw float, ptr %14, i64 %371
  %373 = load float, ptr %372, align 4, !tbaa !11
  store float %373, ptr %55, align 4, !tbaa !11
  store float %445, ptr %372, align 4, !tbaa !11
  %374 = getelementptr inbounds nuw i8, ptr %372, i64 4
  %375 = load float, ptr %374, align 4, !tbaa !11
  store float %375, ptr %61, align 4, !tbaa !11
  store float %449, ptr %374, align 4, !tbaa !11
  %376 = getelementptr inbounds nuw i8, ptr %372, i64 8
  %377 = load float, ptr %376, align 4, !tbaa !11
  store float %377, ptr %63, align 4, !tbaa !11
  store float %453, ptr %376, align 4, !tbaa !11
  %378 = getelementptr inbounds nuw i8, ptr %372, i64 12
  %379 = load float, ptr %378, align 4, !tbaa !11
  store float %379, ptr %65, align 4, !tbaa !11
  store float %457, ptr %378, align 4, !tbaa !11
  %380 = zext nneg i32 %501 to i64
  %381 = getelementptr inbounds nuw float, ptr %13, i64 %380
  %382 = load float, ptr %381, align 4, !tbaa !11
  store float %382, ptr %42, align 4, !tbaa !11
  store float %461, ptr %381, align 4, !tbaa !11
  br label %383

383:                                              ; preds = %439, %369
  %384 = load float, ptr %61, align 4, !tbaa !11
  %385 = fdiv contract float 1.000000e+00, %384
  %386 = load float, ptr %66, align 4, !tbaa !11
  %387 = fmul contract float %385, %386
  %388 = fmul contract float %384, %387
  %389 = fsub contract float %386, %388
  store float %389, ptr %66, align 4, !tbaa !11
  %390 = load float, ptr %63, align 4, !tbaa !11
  %391 = fmul contract float %387, %390
  %392 = load float, ptr %67, align 4, !tbaa !11
  %393 = fsub contract float %392, %391
  store float %393, ptr %67, align 4, !tbaa !11
  %394 = load float, ptr %65, align 4, !tbaa !11
  %395 = fmul contract float %387, %394
  %396 = load float, ptr %68, align 4, !tbaa !11
  %397 = fsub contract float %396, %395
  store float %397, ptr %68, align 4, !tbaa !11
  %398 = load float, ptr %42, align 4, !tbaa !11
  %399 = fmul contract float %387, %398
  %400 = load float, ptr %45, align 4, !tbaa !11
  %401 = fsub contract float %400, %399
  store float %401, ptr %45, align 4, !tbaa !11
  %402 = load float, ptr %69, align 4, !tbaa !11
  %403 = fmul contract float %385, %402
  %404 = fmul contract float %384, %403
  %405 = fsub contract float %402, %404
  store float %405, ptr %69, align 4, !tbaa !11
  %406 = fmul contract float %390, %403
  %407 = load float, ptr %70, align 4, !tbaa !11
  %408 = fsub contract float %407, %406
  store float %408, ptr %70, align 4, !tbaa !11
  %409 = fmul contract float %394, %403
  %410 = load float, ptr %71, align 4, !tbaa !11
  %411 = fsub contract float %410, %409
  store float %411, ptr %71, align 4, !tbaa !11
  %412 = fmul contract float %398, %403
  %413 = load float, ptr %53, align 4, !tbaa !11
  %414 = fsub contract float %413, %412
  store float %414, ptr %53, align 4, !tbaa !11
  %415 = tail call noundef float @llvm.nvvm.fabs.f32(float %393)
  %416 = tail call noundef float @llvm.nvvm.fabs.f32(float %408)
  %417 = fcmp contract ule float %416, %415
  br i1 %417, label %503, label %418

418:                                              ; preds = %383
  %419 = load float, ptr %54, align 4, !tbaa !11
  %420 = load float, ptr %56, align 4, !tbaa !11
  store float %420, ptr %54, align 4, !tbaa !11
  store float %419, ptr %56, align 4, !tbaa !11
  store float %405, ptr %66, align 4, !tbaa !11
  store float %389, ptr %69, align 4, !tbaa !11
  store float %408, ptr %67, align 4, !tbaa !11
  store float %393, ptr %70, align 4, !tbaa !11
  store float %411, ptr %68, align 4, !tbaa !11
  store float %397, ptr %71, align 4, !tbaa !11
  store float %414, ptr %45, align 4, !tbaa !11
  store float %401, ptr %53, align 4, !tbaa !11
  br label %503

421:                                              ; preds = %351
  %422 = shl nuw nsw i32 %367, 2
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr inbounds nuw float, ptr %14, i64 %423
  %425 = load float, ptr %424, align 4, !tbaa !11
  store float %425, ptr %14, align 4, !tbaa !11
  store float %352, ptr %424, align 4, !tbaa !11
  %426 = load float, ptr %57, align 4, !tbaa !11
  %427 = getelementptr inbounds nuw i8, ptr %424, i64 4
  %428 = load float, ptr %427, align 4, !tbaa !11
  store float %428, ptr %57, align 4, !tbaa !11
  store float %426, ptr %427, align 4, !tbaa !11
  %429 = load float, ptr %58, align 4, !tbaa !11
  %430 = getelementptr inbounds nuw i8, ptr %424, i64 8
  %431 = load float, ptr %430, align 4, !tbaa !11
  store float %431, ptr %58, align 4, !tbaa !11
  store float %429, ptr %430, align 4, !tbaa !11
  %432 = load float, ptr %59, align 4, !tbaa !11
  %433 = getelementptr inbounds nuw i8, ptr %424, i64 12
  %434 = load float, ptr %433, align 4, !tbaa !11
  store float %434, ptr %59, align 4, !tbaa !11
  store float %432, ptr %433, align 4, !tbaa !11
  %435 = load float, ptr %13, align 4, !tbaa !11
  %436 = zext nneg i32 %367 to i64
  %437 = getelementptr inbounds nuw float, ptr %13, i64 %436
  %438 = load float, ptr %437, align 4, !tbaa !11
  store float %438, ptr %13, align 4, !tbaa !11
  store float %435, ptr %437, align 4, !tbaa !11
  br label %439

439:                                              ; preds = %421, %351
  %440 = load float, ptr %14, align 4, !tbaa !11
  %441 = fdiv contract float 1.000000e+00, %440
  %442 = load float, ptr %55, align 4, !tbaa !11
  %443 = fmul contract float %441, %442
  %444 = fmul contract float %440, %443
  %445 = fsub contract float %442, %444
  store float %445, ptr %55, align 4, !tbaa !11
  %446 = load float, ptr %60, align 4, !tbaa !11
  %447 = fmul contract float %443, %446
  %448 = load float, ptr %61, align 4, !tbaa !11
  %449 = fsub contract float %448, %447
  store float %449, ptr %61, align 4, !tbaa !11
  %450 = load float, ptr %62, align 4, !tbaa !11
  %451 = fmul contract float %443, %450
  %452 = load float, ptr %63, align 4, !tbaa !11
  %453 = fsub contract float %452, %451
  store float %453, ptr %63, align 4, !tbaa !11
  %454 = load float, ptr %64, align 4, !tbaa !11
  %455 = fmul contract float %443, %454
  %456 = load float, ptr %65, align 4, !tbaa !11
  %457 = fsub contract float %456, %455
  store float %457, ptr %65, align 4, !tbaa !11
  %458 = load float, ptr %13, align 4, !tbaa !11
  %459 = fmul contract float %443, %458
  %460 = load float, ptr %42, align 4, !tbaa !11
  %461 = fsub contract float %460, %459
  store float %461, ptr %42, align 4, !tbaa !11
  %462 = load float, ptr %54, align 4, !tbaa !11
  %463 = fmul contract float %441, %462
  %464 = fmul contract float %440, %463
  %465 = fsub contract float %462, %464
  store float %465, ptr %54, align 4, !tbaa !11
  %466 = fmul contract float %446, %463
  %467 = load float, ptr %66, align 4, !tbaa !11
  %468 = fsub contract float %467, %466
  store float %468, ptr %66, align 4, !tbaa !11
  %469 = fmul contract float %450, %463
  %470 = load float, ptr %67, align 4, !tbaa !11
  %471 = fsub contract float %470, %469
  store float %471, ptr %67, align 4, !tbaa !11
  %472 = fmul contract float %454, %463
  %473 = load float, ptr %68, align 4, !tbaa !11
  %474 = fsub contract float %473, %472
  store float %474, ptr %68, align 4, !tbaa !11
  %475 = fmul contract float %458, %463
  %476 = load float, ptr %45, align 4, !tbaa !11
  %477 = fsub contract float %476, %475
  store float %477, ptr %45, align 4, !tbaa !11
  %478 = load float, ptr %56, align 4, !tbaa !11
  %479 = fmul contract float %441, %478
  %480 = fmul contract float %440, %479
  %481 = fsub contract float %478, %480
  store float %481, ptr %56, align 4, !tbaa !11
  %482 = fmul contract float %446, %479
  %483 = load float, ptr %69, align 4, !tbaa !11
  %484 = fsub contract float %483, %482
  store float %484, ptr %69, align 4, !tbaa !11
  %485 = fmul contract float %450, %479
  %486 = load float, ptr %70, align 4, !tbaa !11
  %487 = fsub contract float %486, %485
  store float %487, ptr %70, align 4, !tbaa !11
  %488 = fmul contract float %454, %479
  %489 = load float, ptr %71, align 4, !tbaa !11
  %490 = fsub contract float %489, %488
  store float %490, ptr %71, align 4, !tbaa !11
  %491 = fmul contract float %458, %479
  %492 = load float, ptr %53, align 4, !tbaa !11
  %493 = fsub contract float %492, %491
  store float %493, ptr %53, align 4, !tbaa !11
  %494 = tail call noundef float @llvm.nvvm.fabs.f32(float %449)
  %495 = tail call noundef float @llvm.nvvm.fabs.f32(float %468)
  %496 = fcmp contract ogt float %495, %494
  %497 = select i1 %496, i32 2, i32 1
  %498 = select i1 %496, float %495, float %494
  %499 = tail call noundef float @llvm.nvvm.fabs.f32(float %484)
  %500 = fcmp contract ogt float %499, %498
  %501 = select i1 %500, i32 3, i32 %497
  %502 = icmp eq i32 %501, 1
  br i1 %502, label %383, label %369

503:                                              ; preds = %383, %418
  %504 = load float, ptr %67, align 4, !tbaa !11
  %505 = fdiv contract float 1.000000e+00, %504
  %506 = load float, ptr %70, align 4, !tbaa !11
  %507 = fmul contract float %505, %506
  %508 = fmul contract float %504, %507
  %509 = fsub contract float %506, %508
  store float %509, ptr %70, align 4, !tbaa !11
  %510 = load float, ptr %68, align 4, !tbaa !11
  %511 = fmul contract float %507, %510
  %512 = load float, ptr %71, align 4, !tbaa !11
  %513 = fsub contract float %512, %511
  store float %513, ptr %71, align 4, !tbaa !11
  %514 = load float, ptr %45, align 4, !tbaa !11
  %515 = fmul contract float %507, %514
  %516 = load float, ptr %53, align 4, !tbaa !11
  %517 = fsub contract float %516, %515
  %518 = fdiv contract float %517, %513
  store float %518, ptr %53, align 4, !tbaa !11
  %519 = fmul contract float %510, %518
  %520 = fsub contract float %514, %519
  %521 = fdiv contract float %520, %504
  store float %521, ptr %45, align 4, !tbaa !11
  %522 = fmul contract float %390, %521
  %523 = fsub contract float %398, %522
  %524 = fmul contract float %394, %518
  %525 = fsub contract float %523, %524
  %526 = fdiv contract float %525, %384
  store float %526, ptr %42, align 4, !tbaa !11
  %527 = fmul contract float %446, %526
  %528 = fsub contract float %458, %527
  %529 = fmul contract float %450, %521
  %530 = fsub contract float %528, %529
  %531 = fmul contract float %454, %518
  %532 = fsub contract float %530, %531
  %533 = fdiv contract float %532, %440
  store float %533, ptr %13, align 4, !tbaa !11
  br label %542

534:                                              ; preds = %350, %534
  %535 = phi i32 [ 0, %350 ], [ %540, %534 ]
  %536 = zext nneg i32 %535 to i64
  %537 = getelementptr inbounds nuw float, ptr %13, i64 %536
  %538 = load float, ptr %537, align 4, !tbaa !11
  %539 = fneg contract float %538
  store float %539, ptr %537, align 4, !tbaa !11
  %540 = add nuw nsw i32 %535, 1
  %541 = icmp eq i32 %540, 4
  br i1 %541, label %351, label %534, !llvm.loop !24

542:                                              ; preds = %503, %542
  %543 = phi i32 [ 0, %503 ], [ %550, %542 ]
  %544 = zext nneg i32 %543 to i64
  %545 = getelementptr inbounds nuw float, ptr %13, i64 %544
  %546 = load float, ptr %545, align 4, !tbaa !11
  %547 = getelementptr inbounds nuw float, ptr %12, i64 %544
  %548 = load float, ptr %547, align 4, !tbaa !11
  %549 = fadd contract float %546, %548
  store float %549, ptr %547, align 4, !tbaa !11
  %550 = add nuw nsw i32 %543, 1
  %551 = icmp eq i32 %550, 4
  br i1 %551, label %552, label %542, !llvm.loop !25

552:                                              ; preds = %542
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  %553 = add nuw nsw i32 %84, 1
  %554 = icmp eq i32 %553, %6
  br i1 %554, label %556, label %83, !llvm.loop !26

555:                                              ; preds = %316
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  br label %556

556:                                              ; preds = %552, %26, %555
  %557 = phi i32 [ %84, %555 ], [ 0, %26 ], [ %6, %552 ]
  %558 = shl nsw i32 %19, 2
  br label %562

559:                                              ; preds = %562
  %560 = sext i32 %19 to i64
  %561 = getelementptr inbounds i32, ptr %2, i64 %560
  store i32 %557, ptr %561, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  br label %572

562:                                              ; preds = %556, %562
  %563 = phi i32 [ 0, %556 ], [ %570, %562 ]
  %564 = zext nneg i32 %563 to i64
  %565 = getelementptr inbounds nuw float, ptr %12, i64 %564
  %566 = load float, ptr %565, align 4, !tbaa !11
  %567 = add nuw nsw i32 %563, %558
  %568 = sext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr %1, i64 %568
  store float %566, ptr %569, align 4, !tbaa !11
  %570 = add nuw nsw i32 %563, 1
  %571 = icmp eq i32 %570, 4
  br i1 %571, label %559, label %562, !llvm.loop !27

572:                                              ; preds = %7, %559
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
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !22, !23}
!25 = distinct !{!25, !22, !23}
!26 = distinct !{!26, !22, !23}
!27 = distinct !{!27, !22, !23}
