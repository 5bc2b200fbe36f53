; ModuleID = 'src/cloth_verlet.cu'
source_filename = "src/cloth_verlet.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ClothStep = type { %struct.float3, %struct.float3, float, float, float, %struct.float3, float, float, float }
%struct.float3 = type { float, float, float }
%struct.float4 = type { float, float, float, float }

@c_spring_dx = dso_local addrspace(4) externally_initialized constant [12 x i32] [i32 1, i32 -1, i32 0, i32 0, i32 1, i32 -1, i32 1, i32 -1, i32 2, i32 -2, i32 0, i32 0], align 4
@c_spring_dy = dso_local addrspace(4) externally_initialized constant [12 x i32] [i32 0, i32 0, i32 1, i32 -1, i32 1, i32 1, i32 -1, i32 -1, i32 0, i32 0, i32 2, i32 -2], align 4
@c_spring_len = dso_local addrspace(4) externally_initialized constant [12 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 0x3FF6A09E60000000, float 0x3FF6A09E60000000, float 0x3FF6A09E60000000, float 0x3FF6A09E60000000, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00], align 4
@c_spring_k = dso_local addrspace(4) externally_initialized constant [12 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000], align 4
@llvm.compiler.used = appending global [4 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr)], section "llvm.metadata"

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @cloth_verlet_integrate(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, ptr noundef readonly byval(%struct.ClothStep) align 4 captures(none) %3) local_unnamed_addr #0 {
  %5 = alloca [7 x i32], align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %250

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.float4, ptr %0, i64 %13
  %15 = load float, ptr %14, align 16, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %19 = load float, ptr %18, align 8, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = getelementptr inbounds %struct.float4, ptr %1, i64 %13
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 4
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %25 = getelementptr inbounds nuw i8, ptr %22, i64 12
  %26 = fcmp contract oeq float %21, 0.000000e+00
  br i1 %26, label %27, label %28

27:                                               ; preds = %12
  store float %15, ptr %22, align 16, !tbaa !11
  store float %17, ptr %23, align 4, !tbaa !11
  store float %19, ptr %24, align 8, !tbaa !11
  store float %21, ptr %25, align 4, !tbaa !11
  br label %250

28:                                               ; preds = %12
  %29 = load float, ptr %24, align 8, !tbaa !11
  %30 = load float, ptr %23, align 4, !tbaa !11
  %31 = load float, ptr %22, align 16, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %33 = load float, ptr %32, align 4, !tbaa !13
  %34 = fmul contract float %33, 0x3FFB333340000000
  %35 = fmul contract float %15, 0x3FD6666660000000
  %36 = fadd contract float %35, %34
  %37 = fmul contract float %19, 0x3FCAE147A0000000
  %38 = fadd contract float %37, %36
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  %39 = fmul float %38, 0x3FE45F3060000000
  %40 = tail call i32 @llvm.nvvm.f2i.rn(float %39) #6
  %41 = sitofp i32 %40 to float
  %42 = tail call float @llvm.fma.f32(float %41, float 0xBFF921FB40000000, float %38)
  %43 = tail call float @llvm.fma.f32(float %41, float 0xBE74442D00000000, float %42)
  %44 = tail call float @llvm.fma.f32(float %41, float 0xBCF84698A0000000, float %43)
  %45 = tail call float @llvm.nvvm.fabs.f32(float %38)
  %46 = fcmp ult float %45, 1.056150e+05
  br i1 %46, label %125, label %47

47:                                               ; preds = %28
  %48 = fcmp oeq float %45, 0x7FF0000000000000
  br i1 %48, label %49, label %51

49:                                               ; preds = %47
  %50 = tail call float @llvm.nvvm.mul.rn.f(float %38, float 0.000000e+00) #6
  br label %125

51:                                               ; preds = %47
  %52 = bitcast float %38 to i32
  %53 = shl i32 %52, 8
  %54 = or i32 %53, -2147483648
  %55 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %54, i32 0) #7, !srcloc !16
  %56 = extractvalue { i32, i32 } %55, 0
  %57 = extractvalue { i32, i32 } %55, 1
  store i32 %56, ptr %5, align 4
  %58 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %54, i32 %57) #7, !srcloc !16
  %59 = extractvalue { i32, i32 } %58, 0
  %60 = extractvalue { i32, i32 } %58, 1
  %61 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %59, ptr %61, align 4
  %62 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %54, i32 %60) #7, !srcloc !16
  %63 = extractvalue { i32, i32 } %62, 0
  %64 = extractvalue { i32, i32 } %62, 1
  %65 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %63, ptr %65, align 4
  %66 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %54, i32 %64) #7, !srcloc !16
  %67 = extractvalue { i32, i32 } %66, 0
  %68 = extractvalue { i32, i32 } %66, 1
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %67, ptr %69, align 4
  %70 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %54, i32 %68) #7, !srcloc !16
  %71 = extractvalue { i32, i32 } %70, 0
  %72 = extractvalue { i32, i32 } %70, 1
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %71, ptr %73, align 4
  %74 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %54, i32 %72) #7, !srcloc !16
  %75 = extractvalue { i32, i32 } %74, 0
  %76 = extractvalue { i32, i32 } %74, 1
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %75, ptr %77, align 4
  %78 = lshr i32 %52, 23
  %79 = and i32 %78, 224
  %80 = add nsw i32 %79, -128
  %81 = lshr exact i32 %80, 5
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %76, ptr %82, align 4
  %83 = sub nsw i32 6, %81
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %5, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = sub nsw i32 5, %81
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %5, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = freeze i32 %90
  %92 = and i32 %52, 260046848
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %100, label %94

94:                                               ; preds = %51
  %95 = sub nsw i32 4, %81
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %5, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %98, i32 %78)
  br label %100

100:                                              ; preds = %94, %51
  %101 = phi i32 [ %99, %94 ], [ %91, %51 ]
  %102 = tail call i32 @llvm.fshl.i32(i32 %86, i32 %91, i32 %78)
  %103 = lshr i32 %102, 30
  %104 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %101, i32 2)
  %105 = shl i32 %101, 2
  %106 = lshr i32 %104, 31
  %107 = add nuw nsw i32 %106, %103
  %108 = sub nsw i32 0, %107
  %109 = icmp slt i32 %52, 0
  %110 = select i1 %109, i32 %108, i32 %107
  %111 = xor i32 %104, %52
  %112 = ashr i32 %104, 31
  %113 = xor i32 %112, %104
  %114 = xor i32 %112, %105
  %115 = zext i32 %113 to i64
  %116 = shl nuw i64 %115, 32
  %117 = zext i32 %114 to i64
  %118 = or disjoint i64 %116, %117
  %119 = sitofp i64 %118 to double
  %120 = fmul double %119, 0x3BF921FB54442D19
  %121 = fptrunc double %120 to float
  %122 = fneg float %121
  %123 = icmp slt i32 %111, 0
  %124 = select i1 %123, float %122, float %121
  br label %125

125:                                              ; preds = %28, %49, %100
  %126 = phi i32 [ %40, %28 ], [ 0, %49 ], [ %110, %100 ]
  %127 = phi float [ %44, %28 ], [ %50, %49 ], [ %124, %100 ]
  %128 = tail call float @llvm.nvvm.mul.rn.f(float %127, float %127) #6
  %129 = and i32 %126, 1
  %130 = icmp eq i32 %129, 0
  %131 = select i1 %130, float %127, float 1.000000e+00
  %132 = tail call float @llvm.fma.f32(float %128, float %131, float 0.000000e+00)
  %133 = tail call float @llvm.fma.f32(float %128, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %134 = select i1 %130, float 0xBF29A82A60000000, float %133
  %135 = select i1 %130, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %136 = tail call float @llvm.fma.f32(float %134, float %128, float %135)
  %137 = select i1 %130, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %138 = tail call float @llvm.fma.f32(float %136, float %128, float %137)
  %139 = tail call float @llvm.fma.f32(float %138, float %132, float %131)
  %140 = and i32 %126, 2
  %141 = icmp eq i32 %140, 0
  %142 = fsub float 0.000000e+00, %139
  %143 = select i1 %141, float %139, float %142
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  %144 = fmul contract float %143, 0x3FD99999A0000000
  %145 = fadd contract float %144, 0x3FE3333340000000
  %146 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %147 = load float, ptr %146, align 4, !tbaa !17
  %148 = fmul contract float %147, %147
  %149 = load float, ptr %3, align 4, !tbaa !18
  %150 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %151 = load float, ptr %150, align 4, !tbaa !19
  %152 = fmul contract float %151, %145
  %153 = fmul contract float %21, %152
  %154 = fadd contract float %149, %153
  %155 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %156 = load float, ptr %155, align 4, !tbaa !20
  %157 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %158 = load float, ptr %157, align 4, !tbaa !21
  %159 = fmul contract float %158, %145
  %160 = fmul contract float %21, %159
  %161 = fadd contract float %156, %160
  %162 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %163 = load float, ptr %162, align 4, !tbaa !22
  %164 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %165 = load float, ptr %164, align 4, !tbaa !23
  %166 = fmul contract float %165, %145
  %167 = fmul contract float %21, %166
  %168 = fadd contract float %163, %167
  %169 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %170 = load float, ptr %169, align 4, !tbaa !24
  %171 = tail call noundef float @llvm.maxnum.f32(float %170, float 0.000000e+00)
  %172 = tail call noundef float @llvm.minnum.f32(float %171, float 1.000000e+00)
  %173 = fsub contract float %15, %31
  %174 = fmul contract float %173, %172
  %175 = fadd contract float %15, %174
  %176 = fmul contract float %148, %154
  %177 = fadd contract float %175, %176
  %178 = fsub contract float %17, %30
  %179 = fmul contract float %178, %172
  %180 = fadd contract float %17, %179
  %181 = fmul contract float %148, %161
  %182 = fadd contract float %180, %181
  %183 = fsub contract float %19, %29
  %184 = fmul contract float %183, %172
  %185 = fadd contract float %19, %184
  %186 = fmul contract float %148, %168
  %187 = fadd contract float %185, %186
  %188 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %189 = load float, ptr %188, align 4, !tbaa !25
  %190 = fsub contract float %177, %189
  %191 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %192 = load float, ptr %191, align 4, !tbaa !26
  %193 = fsub contract float %182, %192
  %194 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %195 = load float, ptr %194, align 4, !tbaa !27
  %196 = fsub contract float %187, %195
  %197 = fmul contract float %190, %190
  %198 = fmul contract float %193, %193
  %199 = fadd contract float %197, %198
  %200 = fmul contract float %196, %196
  %201 = fadd contract float %200, %199
  %202 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %203 = load float, ptr %202, align 4, !tbaa !28
  %204 = tail call noundef float @llvm.nvvm.fabs.f32(float %203)
  %205 = fmul contract float %204, 0x3FF028F5C0000000
  %206 = fmul contract float %205, %205
  %207 = fcmp contract olt float %201, %206
  %208 = fcmp contract ogt float %201, 0x3D71979980000000
  %209 = and i1 %207, %208
  br i1 %209, label %210, label %219

210:                                              ; preds = %125
  %211 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %201)
  %212 = fmul contract float %205, %211
  %213 = fmul contract float %190, %212
  %214 = fadd contract float %189, %213
  %215 = fmul contract float %193, %212
  %216 = fadd contract float %192, %215
  %217 = fmul contract float %196, %212
  %218 = fadd contract float %195, %217
  br label %219

219:                                              ; preds = %210, %125
  %220 = phi float [ %218, %210 ], [ %187, %125 ]
  %221 = phi float [ %216, %210 ], [ %182, %125 ]
  %222 = phi float [ %214, %210 ], [ %177, %125 ]
  %223 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %224 = load float, ptr %223, align 4, !tbaa !29
  %225 = fcmp contract olt float %221, %224
  br i1 %225, label %226, label %244

226:                                              ; preds = %219
  %227 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %228 = load float, ptr %227, align 4, !tbaa !30
  %229 = tail call noundef float @llvm.maxnum.f32(float %228, float 0.000000e+00)
  %230 = tail call noundef float @llvm.minnum.f32(float %229, float 1.000000e+00)
  %231 = fsub contract float %222, %15
  %232 = fmul contract float %231, %230
  %233 = fsub contract float %222, %232
  %234 = fsub contract float %220, %19
  %235 = fmul contract float %234, %230
  %236 = fsub contract float %220, %235
  %237 = fsub contract float %233, %15
  %238 = fsub contract float 1.000000e+00, %230
  %239 = fmul contract float %238, %237
  %240 = fsub contract float %233, %239
  %241 = fsub contract float %236, %19
  %242 = fmul contract float %238, %241
  %243 = fsub contract float %236, %242
  br label %244

244:                                              ; preds = %226, %219
  %245 = phi float [ %243, %226 ], [ %19, %219 ]
  %246 = phi float [ %240, %226 ], [ %15, %219 ]
  %247 = phi float [ %236, %226 ], [ %220, %219 ]
  %248 = phi float [ %224, %226 ], [ %221, %219 ]
  %249 = phi float [ %233, %226 ], [ %222, %219 ]
  store float %246, ptr %22, align 16, !tbaa !11
  store float %17, ptr %23, align 4, !tbaa !11
  store float %245, ptr %24, align 8, !tbaa !11
  store float %21, ptr %25, align 4, !tbaa !11
  store float %249, ptr %14, align 16, !tbaa !11
  store float %248, ptr %16, align 4, !tbaa !11
  store float %247, ptr %18, align 8, !tbaa !11
  br label %250

250:                                              ; preds = %27, %244, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @cloth_constraints_jacobi(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %15, %16
  %18 = icmp slt i32 %12, %2
  %19 = icmp slt i32 %17, %3
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %723

21:                                               ; preds = %7
  %22 = zext nneg i32 %17 to i64
  %23 = sext i32 %2 to i64
  %24 = mul nsw i64 %23, %22
  %25 = sext i32 %12 to i64
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %26
  %28 = load float, ptr %27, align 16, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %32 = load float, ptr %31, align 8, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = fcmp contract oeq float %34, 0.000000e+00
  br i1 %35, label %715, label %36

36:                                               ; preds = %21
  %37 = load i32, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), align 4, !tbaa !6
  %38 = add nsw i32 %37, %12
  %39 = load i32, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), align 4, !tbaa !6
  %40 = add nsw i32 %39, %17
  %41 = icmp slt i32 %38, 0
  br i1 %41, label %87, label %42

42:                                               ; preds = %36
  %43 = icmp slt i32 %38, %2
  %44 = icmp sgt i32 %40, -1
  %45 = icmp slt i32 %40, %3
  %46 = and i1 %44, %45
  %47 = select i1 %43, i1 %46, i1 false
  br i1 %47, label %48, label %87

48:                                               ; preds = %42
  %49 = zext nneg i32 %40 to i64
  %50 = mul nsw i64 %49, %23
  %51 = zext nneg i32 %38 to i64
  %52 = getelementptr %struct.float4, ptr %0, i64 %50
  %53 = getelementptr %struct.float4, ptr %52, i64 %51
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 12
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = fadd contract float %34, %55
  %57 = fcmp contract ugt float %56, 0.000000e+00
  br i1 %57, label %58, label %87

58:                                               ; preds = %48
  %59 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %60 = load float, ptr %59, align 8, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = load float, ptr %53, align 16, !tbaa !11
  %64 = fsub contract float %63, %28
  %65 = fsub contract float %62, %30
  %66 = fsub contract float %60, %32
  %67 = fmul contract float %64, %64
  %68 = fmul contract float %65, %65
  %69 = fadd contract float %68, %67
  %70 = fmul contract float %66, %66
  %71 = fadd contract float %70, %69
  %72 = fcmp contract olt float %71, 0x3D71979980000000
  br i1 %72, label %87, label %73

73:                                               ; preds = %58
  %74 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %71)
  %75 = load float, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), align 4, !tbaa !11
  %76 = fmul contract float %4, %75
  %77 = fmul contract float %74, %76
  %78 = fsub contract float 1.000000e+00, %77
  %79 = load float, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), align 4, !tbaa !11
  %80 = fmul contract float %5, %79
  %81 = fmul contract float %80, %78
  %82 = fdiv contract float %34, %56
  %83 = fmul contract float %82, %81
  %84 = tail call noundef float @llvm.fma.f32(float %83, float %64, float 0.000000e+00)
  %85 = tail call noundef float @llvm.fma.f32(float %83, float %65, float 0.000000e+00)
  %86 = tail call noundef float @llvm.fma.f32(float %83, float %66, float 0.000000e+00)
  br label %87

87:                                               ; preds = %48, %58, %73, %36, %42
  %88 = phi i32 [ 0, %36 ], [ 0, %42 ], [ 0, %48 ], [ 1, %73 ], [ 0, %58 ]
  %89 = phi float [ 0.000000e+00, %36 ], [ 0.000000e+00, %42 ], [ 0.000000e+00, %48 ], [ %86, %73 ], [ 0.000000e+00, %58 ]
  %90 = phi float [ 0.000000e+00, %36 ], [ 0.000000e+00, %42 ], [ 0.000000e+00, %48 ], [ %85, %73 ], [ 0.000000e+00, %58 ]
  %91 = phi float [ 0.000000e+00, %36 ], [ 0.000000e+00, %42 ], [ 0.000000e+00, %48 ], [ %84, %73 ], [ 0.000000e+00, %58 ]
  %92 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 4), align 4, !tbaa !6
  %93 = add nsw i32 %92, %12
  %94 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 4), align 4, !tbaa !6
  %95 = add nsw i32 %94, %17
  %96 = icmp slt i32 %93, 0
  br i1 %96, label %143, label %97

97:                                               ; preds = %87
  %98 = icmp slt i32 %93, %2
  %99 = icmp sgt i32 %95, -1
  %100 = icmp slt i32 %95, %3
  %101 = and i1 %99, %100
  %102 = select i1 %98, i1 %101, i1 false
  br i1 %102, label %103, label %143

103:                                              ; preds = %97
  %104 = zext nneg i32 %95 to i64
  %105 = mul nsw i64 %104, %23
  %106 = zext nneg i32 %93 to i64
  %107 = getelementptr %struct.float4, ptr %0, i64 %105
  %108 = getelementptr %struct.float4, ptr %107, i64 %106
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 12
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = fadd contract float %34, %110
  %112 = fcmp contract ugt float %111, 0.000000e+00
  br i1 %112, label %113, label %143

113:                                              ; preds = %103
  %114 = getelementptr inbounds nuw i8, ptr %108, i64 8
  %115 = load float, ptr %114, align 8, !tbaa !11
  %116 = getelementptr inbounds nuw i8, ptr %108, i64 4
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = load float, ptr %108, align 16, !tbaa !11
  %119 = fsub contract float %118, %28
  %120 = fsub contract float %117, %30
  %121 = fsub contract float %115, %32
  %122 = fmul contract float %119, %119
  %123 = fmul contract float %120, %120
  %124 = fadd contract float %123, %122
  %125 = fmul contract float %121, %121
  %126 = fadd contract float %125, %124
  %127 = fcmp contract olt float %126, 0x3D71979980000000
  br i1 %127, label %143, label %128

128:                                              ; preds = %113
  %129 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %126)
  %130 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 4), align 4, !tbaa !11
  %131 = fmul contract float %4, %130
  %132 = fmul contract float %129, %131
  %133 = fsub contract float 1.000000e+00, %132
  %134 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 4), align 4, !tbaa !11
  %135 = fmul contract float %5, %134
  %136 = fmul contract float %135, %133
  %137 = fdiv contract float %34, %111
  %138 = fmul contract float %137, %136
  %139 = tail call noundef float @llvm.fma.f32(float %138, float %119, float %91)
  %140 = tail call noundef float @llvm.fma.f32(float %138, float %120, float %90)
  %141 = tail call noundef float @llvm.fma.f32(float %138, float %121, float %89)
  %142 = add nuw nsw i32 %88, 1
  br label %143

143:                                              ; preds = %128, %113, %103, %97, %87
  %144 = phi i32 [ %88, %87 ], [ %88, %97 ], [ %88, %103 ], [ %142, %128 ], [ %88, %113 ]
  %145 = phi float [ %89, %87 ], [ %89, %97 ], [ %89, %103 ], [ %141, %128 ], [ %89, %113 ]
  %146 = phi float [ %90, %87 ], [ %90, %97 ], [ %90, %103 ], [ %140, %128 ], [ %90, %113 ]
  %147 = phi float [ %91, %87 ], [ %91, %97 ], [ %91, %103 ], [ %139, %128 ], [ %91, %113 ]
  %148 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 8), align 4, !tbaa !6
  %149 = add nsw i32 %148, %12
  %150 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 8), align 4, !tbaa !6
  %151 = add nsw i32 %150, %17
  %152 = icmp slt i32 %149, 0
  br i1 %152, label %199, label %153

153:                                              ; preds = %143
  %154 = icmp slt i32 %149, %2
  %155 = icmp sgt i32 %151, -1
  %156 = icmp slt i32 %151, %3
  %157 = and i1 %155, %156
  %158 = select i1 %154, i1 %157, i1 false
  br i1 %158, label %159, label %199

159:                                              ; preds = %153
  %160 = zext nneg i32 %151 to i64
  %161 = mul nsw i64 %160, %23
  %162 = zext nneg i32 %149 to i64
  %163 = getelementptr %struct.float4, ptr %0, i64 %161
  %164 = getelementptr %struct.float4, ptr %163, i64 %162
  %165 = getelementptr inbounds nuw i8, ptr %164, i64 12
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = fadd contract float %34, %166
  %168 = fcmp contract ugt float %167, 0.000000e+00
  br i1 %168, label %169, label %199

169:                                              ; preds = %159
  %170 = getelementptr inbounds nuw i8, ptr %164, i64 8
  %171 = load float, ptr %170, align 8, !tbaa !11
  %172 = getelementptr inbounds nuw i8, ptr %164, i64 4
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = load float, ptr %164, align 16, !tbaa !11
  %175 = fsub contract float %174, %28
  %176 = fsub contract float %173, %30
  %177 = fsub contract float %171, %32
  %178 = fmul contract float %175, %175
  %179 = fmul contract float %176, %176
  %180 = fadd contract float %179, %178
  %181 = fmul contract float %177, %177
  %182 = fadd contract float %181, %180
  %183 = fcmp contract olt float %182, 0x3D71979980000000
  br i1 %183, label %199, label %184

184:                                              ; preds = %169
  %185 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %182)
  %186 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 8), align 4, !tbaa !11
  %187 = fmul contract float %4, %186
  %188 = fmul contract float %185, %187
  %189 = fsub contract float 1.000000e+00, %188
  %190 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 8), align 4, !tbaa !11
  %191 = fmul contract float %5, %190
  %192 = fmul contract float %191, %189
  %193 = fdiv contract float %34, %167
  %194 = fmul contract float %193, %192
  %195 = tail call noundef float @llvm.fma.f32(float %194, float %175, float %147)
  %196 = tail call noundef float @llvm.fma.f32(float %194, float %176, float %146)
  %197 = tail call noundef float @llvm.fma.f32(float %194, float %177, float %145)
  %198 = add nuw nsw i32 %144, 1
  br label %199

199:                                              ; preds = %184, %169, %159, %153, %143
  %200 = phi i32 [ %144, %143 ], [ %144, %153 ], [ %144, %159 ], [ %198, %184 ], [ %144, %169 ]
  %201 = phi float [ %145, %143 ], [ %145, %153 ], [ %145, %159 ], [ %197, %184 ], [ %145, %169 ]
  %202 = phi float [ %146, %143 ], [ %146, %153 ], [ %146, %159 ], [ %196, %184 ], [ %146, %169 ]
  %203 = phi float [ %147, %143 ], [ %147, %153 ], [ %147, %159 ], [ %195, %184 ], [ %147, %169 ]
  %204 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 12), align 4, !tbaa !6
  %205 = add nsw i32 %204, %12
  %206 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 12), align 4, !tbaa !6
  %207 = add nsw i32 %206, %17
  %208 = icmp slt i32 %205, 0
  br i1 %208, label %255, label %209

209:                                              ; preds = %199
  %210 = icmp slt i32 %205, %2
  %211 = icmp sgt i32 %207, -1
  %212 = icmp slt i32 %207, %3
  %213 = and i1 %211, %212
  %214 = select i1 %210, i1 %213, i1 false
  br i1 %214, label %215, label %255

215:                                              ; preds = %209
  %216 = zext nneg i32 %207 to i64
  %217 = mul nsw i64 %216, %23
  %218 = zext nneg i32 %205 to i64
  %219 = getelementptr %struct.float4, ptr %0, i64 %217
  %220 = getelementptr %struct.float4, ptr %219, i64 %218
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 12
  %222 = load float, ptr %221, align 4, !tbaa !11
  %223 = fadd contract float %34, %222
  %224 = fcmp contract ugt float %223, 0.000000e+00
  br i1 %224, label %225, label %255

225:                                              ; preds = %215
  %226 = getelementptr inbounds nuw i8, ptr %220, i64 8
  %227 = load float, ptr %226, align 8, !tbaa !11
  %228 = getelementptr inbounds nuw i8, ptr %220, i64 4
  %229 = load float, ptr %228, align 4, !tbaa !11
  %230 = load float, ptr %220, align 16, !tbaa !11
  %231 = fsub contract float %230, %28
  %232 = fsub contract float %229, %30
  %233 = fsub contract float %227, %32
  %234 = fmul contract float %231, %231
  %235 = fmul contract float %232, %232
  %236 = fadd contract float %235, %234
  %237 = fmul contract float %233, %233
  %238 = fadd contract float %237, %236
  %239 = fcmp contract olt float %238, 0x3D71979980000000
  br i1 %239, label %255, label %240

240:                                              ; preds = %225
  %241 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %238)
  %242 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 12), align 4, !tbaa !11
  %243 = fmul contract float %4, %242
  %244 = fmul contract float %241, %243
  %245 = fsub contract float 1.000000e+00, %244
  %246 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 12), align 4, !tbaa !11
  %247 = fmul contract float %5, %246
  %248 = fmul contract float %247, %245
  %249 = fdiv contract float %34, %223
  %250 = fmul contract float %249, %248
  %251 = tail call noundef float @llvm.fma.f32(float %250, float %231, float %203)
  %252 = tail call noundef float @llvm.fma.f32(float %250, float %232, float %202)
  %253 = tail call noundef float @llvm.fma.f32(float %250, float %233, float %201)
  %254 = add nuw nsw i32 %200, 1
  br label %255

255:                                              ; preds = %240, %225, %215, %209, %199
  %256 = phi i32 [ %200, %199 ], [ %200, %209 ], [ %200, %215 ], [ %254, %240 ], [ %200, %225 ]
  %257 = phi float [ %201, %199 ], [ %201, %209 ], [ %201, %215 ], [ %253, %240 ], [ %201, %225 ]
  %258 = phi float [ %202, %199 ], [ %202, %209 ], [ %202, %215 ], [ %252, %240 ], [ %202, %225 ]
  %259 = phi float [ %203, %199 ], [ %203, %209 ], [ %203, %215 ], [ %251, %240 ], [ %203, %225 ]
  %260 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 16), align 4, !tbaa !6
  %261 = add nsw i32 %260, %12
  %262 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 16), align 4, !tbaa !6
  %263 = add nsw i32 %262, %17
  %264 = icmp slt i32 %261, 0
  br i1 %264, label %311, label %265

265:                                              ; preds = %255
  %266 = icmp slt i32 %261, %2
  %267 = icmp sgt i32 %263, -1
  %268 = icmp slt i32 %263, %3
  %269 = and i1 %267, %268
  %270 = select i1 %266, i1 %269, i1 false
  br i1 %270, label %271, label %311

271:                                              ; preds = %265
  %272 = zext nneg i32 %263 to i64
  %273 = mul nsw i64 %272, %23
  %274 = zext nneg i32 %261 to i64
  %275 = getelementptr %struct.float4, ptr %0, i64 %273
  %276 = getelementptr %struct.float4, ptr %275, i64 %274
  %277 = getelementptr inbounds nuw i8, ptr %276, i64 12
  %278 = load float, ptr %277, align 4, !tbaa !11
  %279 = fadd contract float %34, %278
  %280 = fcmp contract ugt float %279, 0.000000e+00
  br i1 %280, label %281, label %311

281:                                              ; preds = %271
  %282 = getelementptr inbounds nuw i8, ptr %276, i64 8
  %283 = load float, ptr %282, align 8, !tbaa !11
  %284 = getelementptr inbounds nuw i8, ptr %276, i64 4
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = load float, ptr %276, align 16, !tbaa !11
  %287 = fsub contract float %286, %28
  %288 = fsub contract float %285, %30
  %289 = fsub contract float %283, %32
  %290 = fmul contract float %287, %287
  %291 = fmul contract float %288, %288
  %292 = fadd contract float %291, %290
  %293 = fmul contract float %289, %289
  %294 = fadd contract float %293, %292
  %295 = fcmp contract olt float %294, 0x3D71979980000000
  br i1 %295, label %311, label %296

296:                                              ; preds = %281
  %297 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %294)
  %298 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 16), align 4, !tbaa !11
  %299 = fmul contract float %4, %298
  %300 = fmul contract float %297, %299
  %301 = fsub contract float 1.000000e+00, %300
  %302 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 16), align 4, !tbaa !11
  %303 = fmul contract float %5, %302
  %304 = fmul contract float %303, %301
  %305 = fdiv contract float %34, %279
  %306 = fmul contract float %305, %304
  %307 = tail call noundef float @llvm.fma.f32(float %306, float %287, float %259)
  %308 = tail call noundef float @llvm.fma.f32(float %306, float %288, float %258)
  %309 = tail call noundef float @llvm.fma.f32(float %306, float %289, float %257)
  %310 = add nuw nsw i32 %256, 1
  br label %311

311:                                              ; preds = %296, %281, %271, %265, %255
  %312 = phi i32 [ %256, %255 ], [ %256, %265 ], [ %256, %271 ], [ %310, %296 ], [ %256, %281 ]
  %313 = phi float [ %257, %255 ], [ %257, %265 ], [ %257, %271 ], [ %309, %296 ], [ %257, %281 ]
  %314 = phi float [ %258, %255 ], [ %258, %265 ], [ %258, %271 ], [ %308, %296 ], [ %258, %281 ]
  %315 = phi float [ %259, %255 ], [ %259, %265 ], [ %259, %271 ], [ %307, %296 ], [ %259, %281 ]
  %316 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 20), align 4, !tbaa !6
  %317 = add nsw i32 %316, %12
  %318 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 20), align 4, !tbaa !6
  %319 = add nsw i32 %318, %17
  %320 = icmp slt i32 %317, 0
  br i1 %320, label %367, label %321

321:                                              ; preds = %311
  %322 = icmp slt i32 %317, %2
  %323 = icmp sgt i32 %319, -1
  %324 = icmp slt i32 %319, %3
  %325 = and i1 %323, %324
  %326 = select i1 %322, i1 %325, i1 false
  br i1 %326, label %327, label %367

327:                                              ; preds = %321
  %328 = zext nneg i32 %319 to i64
  %329 = mul nsw i64 %328, %23
  %330 = zext nneg i32 %317 to i64
  %331 = getelementptr %struct.float4, ptr %0, i64 %329
  %332 = getelementptr %struct.float4, ptr %331, i64 %330
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 12
  %334 = load float, ptr %333, align 4, !tbaa !11
  %335 = fadd contract float %34, %334
  %336 = fcmp contract ugt float %335, 0.000000e+00
  br i1 %336, label %337, label %367

337:                                              ; preds = %327
  %338 = getelementptr inbounds nuw i8, ptr %332, i64 8
  %339 = load float, ptr %338, align 8, !tbaa !11
  %340 = getelementptr inbounds nuw i8, ptr %332, i64 4
  %341 = load float, ptr %340, align 4, !tbaa !11
  %342 = load float, ptr %332, align 16, !tbaa !11
  %343 = fsub contract float %342, %28
  %344 = fsub contract float %341, %30
  %345 = fsub contract float %339, %32
  %346 = fmul contract float %343, %343
  %347 = fmul contract float %344, %344
  %348 = fadd contract float %347, %346
  %349 = fmul contract float %345, %345
  %350 = fadd contract float %349, %348
  %351 = fcmp contract olt float %350, 0x3D71979980000000
  br i1 %351, label %367, label %352

352:                                              ; preds = %337
  %353 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %350)
  %354 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 20), align 4, !tbaa !11
  %355 = fmul contract float %4, %354
  %356 = fmul contract float %353, %355
  %357 = fsub contract float 1.000000e+00, %356
  %358 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 20), align 4, !tbaa !11
  %359 = fmul contract float %5, %358
  %360 = fmul contract float %359, %357
  %361 = fdiv contract float %34, %335
  %362 = fmul contract float %361, %360
  %363 = tail call noundef float @llvm.fma.f32(float %362, float %343, float %315)
  %364 = tail call noundef float @llvm.fma.f32(float %362, float %344, float %314)
  %365 = tail call noundef float @llvm.fma.f32(float %362, float %345, float %313)
  %366 = add nuw nsw i32 %312, 1
  br label %367

367:                                              ; preds = %352, %337, %327, %321, %311
  %368 = phi i32 [ %312, %311 ], [ %312, %321 ], [ %312, %327 ], [ %366, %352 ], [ %312, %337 ]
  %369 = phi float [ %313, %311 ], [ %313, %321 ], [ %313, %327 ], [ %365, %352 ], [ %313, %337 ]
  %370 = phi float [ %314, %311 ], [ %314, %321 ], [ %314, %327 ], [ %364, %352 ], [ %314, %337 ]
  %371 = phi float [ %315, %311 ], [ %315, %321 ], [ %315, %327 ], [ %363, %352 ], [ %315, %337 ]
  %372 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 24), align 4, !tbaa !6
  %373 = add nsw i32 %372, %12
  %374 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 24), align 4, !tbaa !6
  %375 = add nsw i32 %374, %17
  %376 = icmp slt i32 %373, 0
  br i1 %376, label %423, label %377

377:                                              ; preds = %367
  %378 = icmp slt i32 %373, %2
  %379 = icmp sgt i32 %375, -1
  %380 = icmp slt i32 %375, %3
  %381 = and i1 %379, %380
  %382 = select i1 %378, i1 %381, i1 false
  br i1 %382, label %383, label %423

383:                                              ; preds = %377
  %384 = zext nneg i32 %375 to i64
  %385 = mul nsw i64 %384, %23
  %386 = zext nneg i32 %373 to i64
  %387 = getelementptr %struct.float4, ptr %0, i64 %385
  %388 = getelementptr %struct.float4, ptr %387, i64 %386
  %389 = getelementptr inbounds nuw i8, ptr %388, i64 12
  %390 = load float, ptr %389, align 4, !tbaa !11
  %391 = fadd contract float %34, %390
  %392 = fcmp contract ugt float %391, 0.000000e+00
  br i1 %392, label %393, label %423

393:                                              ; preds = %383
  %394 = getelementptr inbounds nuw i8, ptr %388, i64 8
  %395 = load float, ptr %394, align 8, !tbaa !11
  %396 = getelementptr inbounds nuw i8, ptr %388, i64 4
  %397 = load float, ptr %396, align 4, !tbaa !11
  %398 = load float, ptr %388, align 16, !tbaa !11
  %399 = fsub contract float %398, %28
  %400 = fsub contract float %397, %30
  %401 = fsub contract float %395, %32
  %402 = fmul contract float %399, %399
  %403 = fmul contract float %400, %400
  %404 = fadd contract float %403, %402
  %405 = fmul contract float %401, %401
  %406 = fadd contract float %405, %404
  %407 = fcmp contract olt float %406, 0x3D71979980000000
  br i1 %407, label %423, label %408

408:                                              ; preds = %393
  %409 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %406)
  %410 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 24), align 4, !tbaa !11
  %411 = fmul contract float %4, %410
  %412 = fmul contract float %409, %411
  %413 = fsub contract float 1.000000e+00, %412
  %414 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 24), align 4, !tbaa !11
  %415 = fmul contract float %5, %414
  %416 = fmul contract float %415, %413
  %417 = fdiv contract float %34, %391
  %418 = fmul contract float %417, %416
  %419 = tail call noundef float @llvm.fma.f32(float %418, float %399, float %371)
  %420 = tail call noundef float @llvm.fma.f32(float %418, float %400, float %370)
  %421 = tail call noundef float @llvm.fma.f32(float %418, float %401, float %369)
  %422 = add nuw nsw i32 %368, 1
  br label %423

423:                                              ; preds = %408, %393, %383, %377, %367
  %424 = phi i32 [ %368, %367 ], [ %368, %377 ], [ %368, %383 ], [ %422, %408 ], [ %368, %393 ]
  %425 = phi float [ %369, %367 ], [ %369, %377 ], [ %369, %383 ], [ %421, %408 ], [ %369, %393 ]
  %426 = phi float [ %370, %367 ], [ %370, %377 ], [ %370, %383 ], [ %420, %408 ], [ %370, %393 ]
  %427 = phi float [ %371, %367 ], [ %371, %377 ], [ %371, %383 ], [ %419, %408 ], [ %371, %393 ]
  %428 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 28), align 4, !tbaa !6
  %429 = add nsw i32 %428, %12
  %430 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 28), align 4, !tbaa !6
  %431 = add nsw i32 %430, %17
  %432 = icmp slt i32 %429, 0
  br i1 %432, label %479, label %433

433:                                              ; preds = %423
  %434 = icmp slt i32 %429, %2
  %435 = icmp sgt i32 %431, -1
  %436 = icmp slt i32 %431, %3
  %437 = and i1 %435, %436
  %438 = select i1 %434, i1 %437, i1 false
  br i1 %438, label %439, label %479

439:                                              ; preds = %433
  %440 = zext nneg i32 %431 to i64
  %441 = mul nsw i64 %440, %23
  %442 = zext nneg i32 %429 to i64
  %443 = getelementptr %struct.float4, ptr %0, i64 %441
  %444 = getelementptr %struct.float4, ptr %443, i64 %442
  %445 = getelementptr inbounds nuw i8, ptr %444, i64 12
  %446 = load float, ptr %445, align 4, !tbaa !11
  %447 = fadd contract float %34, %446
  %448 = fcmp contract ugt float %447, 0.000000e+00
  br i1 %448, label %449, label %479

449:                                              ; preds = %439
  %450 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %451 = load float, ptr %450, align 8, !tbaa !11
  %452 = getelementptr inbounds nuw i8, ptr %444, i64 4
  %453 = load float, ptr %452, align 4, !tbaa !11
  %454 = load float, ptr %444, align 16, !tbaa !11
  %455 = fsub contract float %454, %28
  %456 = fsub contract float %453, %30
  %457 = fsub contract float %451, %32
  %458 = fmul contract float %455, %455
  %459 = fmul contract float %456, %456
  %460 = fadd contract float %459, %458
  %461 = fmul contract float %457, %457
  %462 = fadd contract float %461, %460
  %463 = fcmp contract olt float %462, 0x3D71979980000000
  br i1 %463, label %479, label %464

464:                                              ; preds = %449
  %465 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %462)
  %466 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 28), align 4, !tbaa !11
  %467 = fmul contract float %4, %466
  %468 = fmul contract float %465, %467
  %469 = fsub contract float 1.000000e+00, %468
  %470 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 28), align 4, !tbaa !11
  %471 = fmul contract float %5, %470
  %472 = fmul contract float %471, %469
  %473 = fdiv contract float %34, %447
  %474 = fmul contract float %473, %472
  %475 = tail call noundef float @llvm.fma.f32(float %474, float %455, float %427)
  %476 = tail call noundef float @llvm.fma.f32(float %474, float %456, float %426)
  %477 = tail call noundef float @llvm.fma.f32(float %474, float %457, float %425)
  %478 = add nuw nsw i32 %424, 1
  br label %479

479:                                              ; preds = %464, %449, %439, %433, %423
  %480 = phi i32 [ %424, %423 ], [ %424, %433 ], [ %424, %439 ], [ %478, %464 ], [ %424, %449 ]
  %481 = phi float [ %425, %423 ], [ %425, %433 ], [ %425, %439 ], [ %477, %464 ], [ %425, %449 ]
  %482 = phi float [ %426, %423 ], [ %426, %433 ], [ %426, %439 ], [ %476, %464 ], [ %426, %449 ]
  %483 = phi float [ %427, %423 ], [ %427, %433 ], [ %427, %439 ], [ %475, %464 ], [ %427, %449 ]
  %484 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 32), align 4, !tbaa !6
  %485 = add nsw i32 %484, %12
  %486 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 32), align 4, !tbaa !6
  %487 = add nsw i32 %486, %17
  %488 = icmp slt i32 %485, 0
  br i1 %488, label %535, label %489

489:                                              ; preds = %479
  %490 = icmp slt i32 %485, %2
  %491 = icmp sgt i32 %487, -1
  %492 = icmp slt i32 %487, %3
  %493 = and i1 %491, %492
  %494 = select i1 %490, i1 %493, i1 false
  br i1 %494, label %495, label %535

495:                                              ; preds = %489
  %496 = zext nneg i32 %487 to i64
  %497 = mul nsw i64 %496, %23
  %498 = zext nneg i32 %485 to i64
  %499 = getelementptr %struct.float4, ptr %0, i64 %497
  %500 = getelementptr %struct.float4, ptr %499, i64 %498
  %501 = getelementptr inbounds nuw i8, ptr %500, i64 12
  %502 = load float, ptr %501, align 4, !tbaa !11
  %503 = fadd contract float %34, %502
  %504 = fcmp contract ugt float %503, 0.000000e+00
  br i1 %504, label %505, label %535

505:                                              ; preds = %495
  %506 = getelementptr inbounds nuw i8, ptr %500, i64 8
  %507 = load float, ptr %506, align 8, !tbaa !11
  %508 = getelementptr inbounds nuw i8, ptr %500, i64 4
  %509 = load float, ptr %508, align 4, !tbaa !11
  %510 = load float, ptr %500, align 16, !tbaa !11
  %511 = fsub contract float %510, %28
  %512 = fsub contract float %509, %30
  %513 = fsub contract float %507, %32
  %514 = fmul contract float %511, %511
  %515 = fmul contract float %512, %512
  %516 = fadd contract float %515, %514
  %517 = fmul contract float %513, %513
  %518 = fadd contract float %517, %516
  %519 = fcmp contract olt float %518, 0x3D71979980000000
  br i1 %519, label %535, label %520

520:                                              ; preds = %505
  %521 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %518)
  %522 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 32), align 4, !tbaa !11
  %523 = fmul contract float %4, %522
  %524 = fmul contract float %521, %523
  %525 = fsub contract float 1.000000e+00, %524
  %526 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 32), align 4, !tbaa !11
  %527 = fmul contract float %5, %526
  %528 = fmul contract float %527, %525
  %529 = fdiv contract float %34, %503
  %530 = fmul contract float %529, %528
  %531 = tail call noundef float @llvm.fma.f32(float %530, float %511, float %483)
  %532 = tail call noundef float @llvm.fma.f32(float %530, float %512, float %482)
  %533 = tail call noundef float @llvm.fma.f32(float %530, float %513, float %481)
  %534 = add nuw nsw i32 %480, 1
  br label %535

535:                                              ; preds = %520, %505, %495, %489, %479
  %536 = phi i32 [ %480, %479 ], [ %480, %489 ], [ %480, %495 ], [ %534, %520 ], [ %480, %505 ]
  %537 = phi float [ %481, %479 ], [ %481, %489 ], [ %481, %495 ], [ %533, %520 ], [ %481, %505 ]
  %538 = phi float [ %482, %479 ], [ %482, %489 ], [ %482, %495 ], [ %532, %520 ], [ %482, %505 ]
  %539 = phi float [ %483, %479 ], [ %483, %489 ], [ %483, %495 ], [ %531, %520 ], [ %483, %505 ]
  %540 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 36), align 4, !tbaa !6
  %541 = add nsw i32 %540, %12
  %542 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 36), align 4, !tbaa !6
  %543 = add nsw i32 %542, %17
  %544 = icmp slt i32 %541, 0
  br i1 %544, label %591, label %545

545:                                              ; preds = %535
  %546 = icmp slt i32 %541, %2
  %547 = icmp sgt i32 %543, -1
  %548 = icmp slt i32 %543, %3
  %549 = and i1 %547, %548
  %550 = select i1 %546, i1 %549, i1 false
  br i1 %550, label %551, label %591

551:                                              ; preds = %545
  %552 = zext nneg i32 %543 to i64
  %553 = mul nsw i64 %552, %23
  %554 = zext nneg i32 %541 to i64
  %555 = getelementptr %struct.float4, ptr %0, i64 %553
  %556 = getelementptr %struct.float4, ptr %555, i64 %554
  %557 = getelementptr inbounds nuw i8, ptr %556, i64 12
  %558 = load float, ptr %557, align 4, !tbaa !11
  %559 = fadd contract float %34, %558
  %560 = fcmp contract ugt float %559, 0.000000e+00
  br i1 %560, label %561, label %591

561:                                              ; preds = %551
  %562 = getelementptr inbounds nuw i8, ptr %556, i64 8
  %563 = load float, ptr %562, align 8, !tbaa !11
  %564 = getelementptr inbounds nuw i8, ptr %556, i64 4
  %565 = load float, ptr %564, align 4, !tbaa !11
  %566 = load float, ptr %556, align 16, !tbaa !11
  %567 = fsub contract float %566, %28
  %568 = fsub contract float %565, %30
  %569 = fsub contract float %563, %32
  %570 = fmul contract float %567, %567
  %571 = fmul contract float %568, %568
  %572 = fadd contract float %571, %570
  %573 = fmul contract float %569, %569
  %574 = fadd contract float %573, %572
  %575 = fcmp contract olt float %574, 0x3D71979980000000
  br i1 %575, label %591, label %576

576:                                              ; preds = %561
  %577 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %574)
  %578 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 36), align 4, !tbaa !11
  %579 = fmul contract float %4, %578
  %580 = fmul contract float %577, %579
  %581 = fsub contract float 1.000000e+00, %580
  %582 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 36), align 4, !tbaa !11
  %583 = fmul contract float %5, %582
  %584 = fmul contract float %583, %581
  %585 = fdiv contract float %34, %559
  %586 = fmul contract float %585, %584
  %587 = tail call noundef float @llvm.fma.f32(float %586, float %567, float %539)
  %588 = tail call noundef float @llvm.fma.f32(float %586, float %568, float %538)
  %589 = tail call noundef float @llvm.fma.f32(float %586, float %569, float %537)
  %590 = add nuw nsw i32 %536, 1
  br label %591

591:                                              ; preds = %576, %561, %551, %545, %535
  %592 = phi i32 [ %536, %535 ], [ %536, %545 ], [ %536, %551 ], [ %590, %576 ], [ %536, %561 ]
  %593 = phi float [ %537, %535 ], [ %537, %545 ], [ %537, %551 ], [ %589, %576 ], [ %537, %561 ]
  %594 = phi float [ %538, %535 ], [ %538, %545 ], [ %538, %551 ], [ %588, %576 ], [ %538, %561 ]
  %595 = phi float [ %539, %535 ], [ %539, %545 ], [ %539, %551 ], [ %587, %576 ], [ %539, %561 ]
  %596 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 40), align 4, !tbaa !6
  %597 = add nsw i32 %596, %12
  %598 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 40), align 4, !tbaa !6
  %599 = add nsw i32 %598, %17
  %600 = icmp slt i32 %597, 0
  br i1 %600, label %647, label %601

601:                                              ; preds = %591
  %602 = icmp slt i32 %597, %2
  %603 = icmp sgt i32 %599, -1
  %604 = icmp slt i32 %599, %3
  %605 = and i1 %603, %604
  %606 = select i1 %602, i1 %605, i1 false
  br i1 %606, label %607, label %647

607:                                              ; preds = %601
  %608 = zext nneg i32 %599 to i64
  %609 = mul nsw i64 %608, %23
  %610 = zext nneg i32 %597 to i64
  %611 = getelementptr %struct.float4, ptr %0, i64 %609
  %612 = getelementptr %struct.float4, ptr %611, i64 %610
  %613 = getelementptr inbounds nuw i8, ptr %612, i64 12
  %614 = load float, ptr %613, align 4, !tbaa !11
  %615 = fadd contract float %34, %614
  %616 = fcmp contract ugt float %615, 0.000000e+00
  br i1 %616, label %617, label %647

617:                                              ; preds = %607
  %618 = getelementptr inbounds nuw i8, ptr %612, i64 8
  %619 = load float, ptr %618, align 8, !tbaa !11
  %620 = getelementptr inbounds nuw i8, ptr %612, i64 4
  %621 = load float, ptr %620, align 4, !tbaa !11
  %622 = load float, ptr %612, align 16, !tbaa !11
  %623 = fsub contract float %622, %28
  %624 = fsub contract float %621, %30
  %625 = fsub contract float %619, %32
  %626 = fmul contract float %623, %623
  %627 = fmul contract float %624, %624
  %628 = fadd contract float %627, %626
  %629 = fmul contract float %625, %625
  %630 = fadd contract float %629, %628
  %631 = fcmp contract olt float %630, 0x3D71979980000000
  br i1 %631, label %647, label %632

632:                                              ; preds = %617
  %633 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %630)
  %634 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 40), align 4, !tbaa !11
  %635 = fmul contract float %4, %634
  %636 = fmul contract float %633, %635
  %637 = fsub contract float 1.000000e+00, %636
  %638 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 40), align 4, !tbaa !11
  %639 = fmul contract float %5, %638
  %640 = fmul contract float %639, %637
  %641 = fdiv contract float %34, %615
  %642 = fmul contract float %641, %640
  %643 = tail call noundef float @llvm.fma.f32(float %642, float %623, float %595)
  %644 = tail call noundef float @llvm.fma.f32(float %642, float %624, float %594)
  %645 = tail call noundef float @llvm.fma.f32(float %642, float %625, float %593)
  %646 = add nuw nsw i32 %592, 1
  br label %647

647:                                              ; preds = %632, %617, %607, %601, %591
  %648 = phi i32 [ %592, %591 ], [ %592, %601 ], [ %592, %607 ], [ %646, %632 ], [ %592, %617 ]
  %649 = phi float [ %593, %591 ], [ %593, %601 ], [ %593, %607 ], [ %645, %632 ], [ %593, %617 ]
  %650 = phi float [ %594, %591 ], [ %594, %601 ], [ %594, %607 ], [ %644, %632 ], [ %594, %617 ]
  %651 = phi float [ %595, %591 ], [ %595, %601 ], [ %595, %607 ], [ %643, %632 ], [ %595, %617 ]
  %652 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dx to ptr), i64 44), align 4, !tbaa !6
  %653 = add nsw i32 %652, %12
  %654 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_dy to ptr), i64 44), align 4, !tbaa !6
  %655 = add nsw i32 %654, %17
  %656 = icmp slt i32 %653, 0
  br i1 %656, label %703, label %657

657:                                              ; preds = %647
  %658 = icmp slt i32 %653, %2
  %659 = icmp sgt i32 %655, -1
  %660 = icmp slt i32 %655, %3
  %661 = and i1 %659, %660
  %662 = select i1 %658, i1 %661, i1 false
  br i1 %662, label %663, label %703

663:                                              ; preds = %657
  %664 = zext nneg i32 %655 to i64
  %665 = mul nsw i64 %664, %23
  %666 = zext nneg i32 %653 to i64
  %667 = getelementptr %struct.float4, ptr %0, i64 %665
  %668 = getelementptr %struct.float4, ptr %667, i64 %666
  %669 = getelementptr inbounds nuw i8, ptr %668, i64 12
  %670 = load float, ptr %669, align 4, !tbaa !11
  %671 = fadd contract float %34, %670
  %672 = fcmp contract ugt float %671, 0.000000e+00
  br i1 %672, label %673, label %703

673:                                              ; preds = %663
  %674 = getelementptr inbounds nuw i8, ptr %668, i64 8
  %675 = load float, ptr %674, align 8, !tbaa !11
  %676 = getelementptr inbounds nuw i8, ptr %668, i64 4
  %677 = load float, ptr %676, align 4, !tbaa !11
  %678 = load float, ptr %668, align 16, !tbaa !11
  %679 = fsub contract float %678, %28
  %680 = fsub contract float %677, %30
  %681 = fsub contract float %675, %32
  %682 = fmul contract float %679, %679
  %683 = fmul contract float %680, %680
  %684 = fadd contract float %683, %682
  %685 = fmul contract float %681, %681
  %686 = fadd contract float %685, %684
  %687 = fcmp contract olt float %686, 0x3D71979980000000
  br i1 %687, label %703, label %688

688:                                              ; preds = %673
  %689 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %686)
  %690 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_len to ptr), i64 44), align 4, !tbaa !11
  %691 = fmul contract float %4, %690
  %692 = fmul contract float %689, %691
  %693 = fsub contract float 1.000000e+00, %692
  %694 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_spring_k to ptr), i64 44), align 4, !tbaa !11
  %695 = fmul contract float %5, %694
  %696 = fmul contract float %695, %693
  %697 = fdiv contract float %34, %671
  %698 = fmul contract float %697, %696
  %699 = tail call noundef float @llvm.fma.f32(float %698, float %679, float %651)
  %700 = tail call noundef float @llvm.fma.f32(float %698, float %680, float %650)
  %701 = tail call noundef float @llvm.fma.f32(float %698, float %681, float %649)
  %702 = add nuw nsw i32 %648, 1
  br label %703

703:                                              ; preds = %688, %673, %663, %657, %647
  %704 = phi i32 [ %648, %647 ], [ %648, %657 ], [ %648, %663 ], [ %702, %688 ], [ %648, %673 ]
  %705 = phi float [ %649, %647 ], [ %649, %657 ], [ %649, %663 ], [ %701, %688 ], [ %649, %673 ]
  %706 = phi float [ %650, %647 ], [ %650, %657 ], [ %650, %663 ], [ %700, %688 ], [ %650, %673 ]
  %707 = phi float [ %651, %647 ], [ %651, %657 ], [ %651, %663 ], [ %699, %688 ], [ %651, %673 ]
  %708 = icmp eq i32 %704, 0
  br i1 %708, label %715, label %709

709:                                              ; preds = %703
  %710 = uitofp nneg i32 %704 to float
  %711 = fdiv contract float %6, %710
  %712 = tail call noundef float @llvm.fma.f32(float %711, float %707, float %28)
  %713 = tail call noundef float @llvm.fma.f32(float %711, float %706, float %30)
  %714 = tail call noundef float @llvm.fma.f32(float %711, float %705, float %32)
  br label %715

715:                                              ; preds = %703, %21, %709
  %716 = phi float [ %712, %709 ], [ %28, %21 ], [ %28, %703 ]
  %717 = phi float [ %713, %709 ], [ %30, %21 ], [ %30, %703 ]
  %718 = phi float [ %714, %709 ], [ %32, %21 ], [ %32, %703 ]
  %719 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %26
  store float %716, ptr %719, align 16, !tbaa !11
  %720 = getelementptr inbounds nuw i8, ptr %719, i64 4
  store float %717, ptr %720, align 4, !tbaa !11
  %721 = getelementptr inbounds nuw i8, ptr %719, i64 8
  store float %718, ptr %721, align 8, !tbaa !11
  %722 = getelementptr inbounds nuw i8, ptr %719, i64 12
  store float %34, ptr %722, align 4, !tbaa !11
  br label %723

723:                                              ; preds = %715, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { nounwind memory(none) }

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
!13 = !{!14, !12, i64 32}
!14 = !{!"_ZTS9ClothStep", !15, i64 0, !15, i64 12, !12, i64 24, !12, i64 28, !12, i64 32, !15, i64 36, !12, i64 48, !12, i64 52, !12, i64 56}
!15 = !{!"_ZTS6float3", !12, i64 0, !12, i64 4, !12, i64 8}
!16 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!17 = !{!14, !12, i64 24}
!18 = !{!14, !12, i64 0}
!19 = !{!14, !12, i64 12}
!20 = !{!14, !12, i64 4}
!21 = !{!14, !12, i64 16}
!22 = !{!14, !12, i64 8}
!23 = !{!14, !12, i64 20}
!24 = !{!14, !12, i64 28}
!25 = !{!14, !12, i64 36}
!26 = !{!14, !12, i64 40}
!27 = !{!14, !12, i64 44}
!28 = !{!14, !12, i64 48}
!29 = !{!14, !12, i64 52}
!30 = !{!14, !12, i64 56}
