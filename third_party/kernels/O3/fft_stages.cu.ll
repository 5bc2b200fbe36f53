; ModuleID = 'src/fft_stages.cu'
source_filename = "src/fft_stages.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }

@_ZZ17fft_radix2_sharedE3buf = internal unnamed_addr addrspace(3) global [1024 x %struct.float2.0] undef, align 8
@_ZZ17fft_radix2_sharedE2tw = internal unnamed_addr addrspace(3) global [512 x %struct.float2.0] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fft_radix2_shared(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [7 x i32], align 4
  %5 = add i32 %1, -11
  %6 = icmp ult i32 %5, -10
  br i1 %6, label %227, label %7

7:                                                ; preds = %3
  %8 = shl nuw nsw i32 1, %1
  %9 = lshr i32 %8, 1
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp samesign ult i32 %10, %9
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  %13 = uitofp nneg i32 %8 to float
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 24
  br label %31

21:                                               ; preds = %116, %7
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %24, label %227

24:                                               ; preds = %21
  %25 = zext nneg i32 %1 to i64
  %26 = icmp samesign ult i32 %10, %8
  %27 = sub nuw nsw i32 32, %1
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = icmp slt i32 %1, 1
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %146

31:                                               ; preds = %12, %116
  %32 = phi i32 [ %10, %12 ], [ %144, %116 ]
  %33 = uitofp nneg i32 %32 to float
  %34 = fmul contract float %33, 0xC01921FB60000000
  %35 = fdiv contract float %34, %13
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  %36 = fmul float %35, 0x3FE45F3060000000
  %37 = tail call i32 @llvm.nvvm.f2i.rn(float %36) #7
  %38 = sitofp i32 %37 to float
  %39 = tail call float @llvm.fma.f32(float %38, float 0xBFF921FB40000000, float %35)
  %40 = tail call float @llvm.fma.f32(float %38, float 0xBE74442D00000000, float %39)
  %41 = tail call float @llvm.fma.f32(float %38, float 0xBCF84698A0000000, float %40)
  %42 = tail call float @llvm.nvvm.fabs.f32(float %35)
  %43 = fcmp ult float %42, 1.056150e+05
  br i1 %43, label %116, label %44

44:                                               ; preds = %31
  %45 = fcmp oeq float %42, 0x7FF0000000000000
  br i1 %45, label %46, label %48

46:                                               ; preds = %44
  %47 = tail call float @llvm.nvvm.mul.rn.f(float %35, float 0.000000e+00) #7
  br label %116

48:                                               ; preds = %44
  %49 = bitcast float %35 to i32
  %50 = shl i32 %49, 8
  %51 = or i32 %50, -2147483648
  %52 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %51, i32 0) #8, !srcloc !11
  %53 = extractvalue { i32, i32 } %52, 0
  %54 = extractvalue { i32, i32 } %52, 1
  store i32 %53, ptr %4, align 4
  %55 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %51, i32 %54) #8, !srcloc !11
  %56 = extractvalue { i32, i32 } %55, 0
  %57 = extractvalue { i32, i32 } %55, 1
  store i32 %56, ptr %15, align 4
  %58 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %51, i32 %57) #8, !srcloc !11
  %59 = extractvalue { i32, i32 } %58, 0
  %60 = extractvalue { i32, i32 } %58, 1
  store i32 %59, ptr %16, align 4
  %61 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %51, i32 %60) #8, !srcloc !11
  %62 = extractvalue { i32, i32 } %61, 0
  %63 = extractvalue { i32, i32 } %61, 1
  store i32 %62, ptr %17, align 4
  %64 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %51, i32 %63) #8, !srcloc !11
  %65 = extractvalue { i32, i32 } %64, 0
  %66 = extractvalue { i32, i32 } %64, 1
  store i32 %65, ptr %18, align 4
  %67 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %51, i32 %66) #8, !srcloc !11
  %68 = extractvalue { i32, i32 } %67, 0
  %69 = extractvalue { i32, i32 } %67, 1
  store i32 %68, ptr %19, align 4
  %70 = lshr i32 %49, 23
  %71 = and i32 %70, 224
  %72 = add nsw i32 %71, -128
  %73 = lshr exact i32 %72, 5
  store i32 %69, ptr %20, align 4
  %74 = sub nsw i32 6, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %4, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = sub nsw i32 5, %73
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %4, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = freeze i32 %81
  %83 = and i32 %49, 260046848
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %91, label %85

85:                                               ; preds = %48
  %86 = sub nsw i32 4, %73
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %4, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %89, i32 %70)
  br label %91

91:                                               ; preds = %85, %48
  %92 = phi i32 [ %90, %85 ], [ %82, %48 ]
  %93 = tail call i32 @llvm.fshl.i32(i32 %77, i32 %82, i32 %70)
  %94 = lshr i32 %93, 30
  %95 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %92, i32 2)
  %96 = shl i32 %92, 2
  %97 = lshr i32 %95, 31
  %98 = add nuw nsw i32 %97, %94
  %99 = sub nsw i32 0, %98
  %100 = icmp slt i32 %49, 0
  %101 = select i1 %100, i32 %99, i32 %98
  %102 = xor i32 %95, %49
  %103 = ashr i32 %95, 31
  %104 = xor i32 %103, %95
  %105 = xor i32 %103, %96
  %106 = zext i32 %104 to i64
  %107 = shl nuw i64 %106, 32
  %108 = zext i32 %105 to i64
  %109 = or disjoint i64 %107, %108
  %110 = sitofp i64 %109 to double
  %111 = fmul double %110, 0x3BF921FB54442D19
  %112 = fptrunc double %111 to float
  %113 = fneg float %112
  %114 = icmp slt i32 %102, 0
  %115 = select i1 %114, float %113, float %112
  br label %116

116:                                              ; preds = %31, %46, %91
  %117 = phi i32 [ %37, %31 ], [ 0, %46 ], [ %101, %91 ]
  %118 = phi float [ %41, %31 ], [ %47, %46 ], [ %115, %91 ]
  %119 = fmul float %118, %118
  %120 = tail call float @llvm.fma.f32(float %119, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %121 = tail call float @llvm.fma.f32(float %120, float %119, float 0x3FA5555760000000)
  %122 = tail call float @llvm.fma.f32(float %121, float %119, float 0xBFDFFFFFE0000000)
  %123 = tail call float @llvm.fma.f32(float %122, float %119, float 1.000000e+00)
  %124 = tail call float @llvm.fma.f32(float %119, float %118, float 0.000000e+00)
  %125 = tail call float @llvm.fma.f32(float %119, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %126 = tail call float @llvm.fma.f32(float %125, float %119, float 0xBFC5555500000000)
  %127 = tail call float @llvm.fma.f32(float %126, float %124, float %118)
  %128 = and i32 %117, 1
  %129 = icmp eq i32 %128, 0
  %130 = select i1 %129, float %127, float %123
  %131 = select i1 %129, float %123, float %127
  %132 = and i32 %117, 2
  %133 = icmp eq i32 %132, 0
  %134 = fneg float %130
  %135 = select i1 %133, float %130, float %134
  %136 = add i32 %117, 1
  %137 = and i32 %136, 2
  %138 = icmp eq i32 %137, 0
  %139 = fneg float %131
  %140 = select i1 %138, float %131, float %139
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  %141 = zext nneg i32 %32 to i64
  %142 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE2tw to ptr), i64 %141
  store float %140, ptr %142, align 8, !tbaa !12
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 4
  store float %135, ptr %143, align 4, !tbaa !12
  %144 = add nuw nsw i32 %32, %14
  %145 = icmp samesign ult i32 %144, %9
  br i1 %145, label %31, label %21, !llvm.loop !14

146:                                              ; preds = %24, %216
  %147 = phi i32 [ %22, %24 ], [ %217, %216 ]
  %148 = sext i32 %147 to i64
  %149 = shl nsw i64 %148, %25
  %150 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %149
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %152, label %151

151:                                              ; preds = %152, %146
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %29, label %163, label %164

152:                                              ; preds = %146, %152
  %153 = phi i32 [ %161, %152 ], [ %10, %146 ]
  %154 = tail call noundef i32 @llvm.bitreverse.i32(i32 range(i32 -2147483648, 1024) %153)
  %155 = lshr i32 %154, %27
  %156 = sext i32 %153 to i64
  %157 = getelementptr inbounds %struct.float2.0, ptr %150, i64 %156
  %158 = zext nneg i32 %155 to i64
  %159 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %158
  %160 = load i64, ptr %157, align 8
  store i64 %160, ptr %159, align 8
  %161 = add i32 %153, %28
  %162 = icmp slt i32 %161, %8
  br i1 %162, label %152, label %151, !llvm.loop !16

163:                                              ; preds = %171, %151
  br i1 %26, label %219, label %216

164:                                              ; preds = %151, %171
  %165 = phi i32 [ %172, %171 ], [ 1, %151 ]
  %166 = add nsw i32 %165, -1
  %167 = shl nuw nsw i32 1, %166
  %168 = lshr i32 %8, %165
  br i1 %11, label %169, label %171

169:                                              ; preds = %164
  %170 = add nsw i32 %167, -1
  br label %174

171:                                              ; preds = %174, %164
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %172 = add nuw i32 %165, 1
  %173 = icmp eq i32 %165, %1
  br i1 %173, label %163, label %164, !llvm.loop !17

174:                                              ; preds = %169, %174
  %175 = phi i32 [ %10, %169 ], [ %214, %174 ]
  %176 = and i32 %175, %170
  %177 = lshr i32 %175, %166
  %178 = shl i32 %177, %165
  %179 = add nsw i32 %178, %176
  %180 = add nsw i32 %179, %167
  %181 = mul nuw nsw i32 %176, %168
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE2tw to ptr), i64 %182
  %184 = load i64, ptr %183, align 8
  %185 = trunc i64 %184 to i32
  %186 = lshr i64 %184, 32
  %187 = trunc nuw i64 %186 to i32
  %188 = sext i32 %180 to i64
  %189 = getelementptr inbounds %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %188
  %190 = load i64, ptr %189, align 8
  %191 = trunc i64 %190 to i32
  %192 = lshr i64 %190, 32
  %193 = trunc nuw i64 %192 to i32
  %194 = bitcast i32 %191 to float
  %195 = bitcast i32 %193 to float
  %196 = bitcast i32 %185 to float
  %197 = bitcast i32 %187 to float
  %198 = fmul contract float %196, %194
  %199 = fmul contract float %197, %195
  %200 = fsub contract float %198, %199
  %201 = fmul contract float %196, %195
  %202 = fmul contract float %197, %194
  %203 = fadd contract float %202, %201
  %204 = sext i32 %179 to i64
  %205 = getelementptr inbounds %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %204
  %206 = load float, ptr %205, align 8, !tbaa !12
  %207 = getelementptr inbounds nuw i8, ptr %205, i64 4
  %208 = load float, ptr %207, align 4, !tbaa !12
  %209 = fadd contract float %206, %200
  %210 = fadd contract float %208, %203
  store float %209, ptr %205, align 8, !tbaa !12
  store float %210, ptr %207, align 4, !tbaa !12
  %211 = fsub contract float %206, %200
  %212 = fsub contract float %208, %203
  store float %211, ptr %189, align 8, !tbaa !12
  %213 = getelementptr inbounds nuw i8, ptr %189, i64 4
  store float %212, ptr %213, align 4, !tbaa !12
  %214 = add nuw nsw i32 %175, %28
  %215 = icmp samesign ult i32 %214, %9
  br i1 %215, label %174, label %171, !llvm.loop !18

216:                                              ; preds = %219, %163
  %217 = add i32 %147, %30
  %218 = icmp slt i32 %217, %2
  br i1 %218, label %146, label %227, !llvm.loop !19

219:                                              ; preds = %163, %219
  %220 = phi i32 [ %225, %219 ], [ %10, %163 ]
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %221
  %223 = getelementptr inbounds %struct.float2.0, ptr %150, i64 %221
  %224 = load i64, ptr %222, align 8
  store i64 %224, ptr %223, align 8
  %225 = add i32 %220, %28
  %226 = icmp slt i32 %225, %8
  br i1 %226, label %219, label %216, !llvm.loop !20

227:                                              ; preds = %216, %21, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fft_radix4_stage(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = alloca [7 x i32], align 4
  %7 = icmp slt i32 %2, 4
  br i1 %7, label %266, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 3
  %10 = icmp ne i32 %9, 0
  %11 = icmp slt i32 %3, 1
  %12 = or i1 %10, %11
  %13 = icmp slt i32 %4, 1
  %14 = or i1 %12, %13
  br i1 %14, label %266, label %15

15:                                               ; preds = %8
  %16 = lshr exact i32 %2, 2
  %17 = urem i32 %16, %3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %266

19:                                               ; preds = %15
  %20 = zext nneg i32 %4 to i64
  %21 = zext nneg i32 %16 to i64
  %22 = mul nuw nsw i64 %20, %21
  %23 = shl nsw i32 %3, 2
  %24 = uitofp nneg i32 %23 to float
  %25 = fdiv contract float 1.000000e+00, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = mul nuw nsw i64 %27, %29
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = add nuw nsw i64 %30, %32
  %34 = icmp samesign ult i64 %33, %22
  br i1 %34, label %35, label %266

35:                                               ; preds = %19
  %36 = zext nneg i32 %2 to i64
  %37 = lshr exact i32 %2, 1
  %38 = mul nuw nsw i32 %16, 3
  %39 = shl nuw nsw i32 %3, 1
  %40 = mul nuw nsw i32 %3, 3
  %41 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = zext nneg i32 %41 to i64
  %43 = mul nuw nsw i64 %42, %29
  %44 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %47 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %48 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 24
  br label %50

50:                                               ; preds = %35, %223
  %51 = phi i64 [ %33, %35 ], [ %264, %223 ]
  %52 = udiv i64 %51, %21
  %53 = mul i64 %52, %21
  %54 = sub nuw i64 %51, %53
  %55 = trunc i64 %54 to i32
  %56 = srem i32 %55, %3
  %57 = mul i64 %52, %36
  %58 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %57
  %59 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %57
  %60 = shl i64 %54, 32
  %61 = ashr exact i64 %60, 29
  %62 = getelementptr inbounds i8, ptr %58, i64 %61
  %63 = load float, ptr %62, align 8, !tbaa !12
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %65 = load float, ptr %64, align 4, !tbaa !12
  %66 = add nsw i32 %16, %55
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds %struct.float2.0, ptr %58, i64 %67
  %69 = load float, ptr %68, align 8, !tbaa !12
  %70 = getelementptr inbounds nuw i8, ptr %68, i64 4
  %71 = load float, ptr %70, align 4, !tbaa !12
  %72 = add nsw i32 %37, %55
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.float2.0, ptr %58, i64 %73
  %75 = load float, ptr %74, align 8, !tbaa !12
  %76 = getelementptr inbounds nuw i8, ptr %74, i64 4
  %77 = load float, ptr %76, align 4, !tbaa !12
  %78 = add nsw i32 %38, %55
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %struct.float2.0, ptr %58, i64 %79
  %81 = load float, ptr %80, align 8, !tbaa !12
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 4
  %83 = load float, ptr %82, align 4, !tbaa !12
  %84 = icmp eq i32 %56, 0
  br i1 %84, label %223, label %85

85:                                               ; preds = %50
  %86 = sitofp i32 %56 to float
  %87 = fmul contract float %86, 0xC01921FB60000000
  %88 = fmul contract float %25, %87
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  %89 = fmul float %88, 0x3FE45F3060000000
  %90 = tail call i32 @llvm.nvvm.f2i.rn(float %89) #7
  %91 = sitofp i32 %90 to float
  %92 = tail call float @llvm.fma.f32(float %91, float 0xBFF921FB40000000, float %88)
  %93 = tail call float @llvm.fma.f32(float %91, float 0xBE74442D00000000, float %92)
  %94 = tail call float @llvm.fma.f32(float %91, float 0xBCF84698A0000000, float %93)
  %95 = tail call float @llvm.nvvm.fabs.f32(float %88)
  %96 = fcmp ult float %95, 1.056150e+05
  br i1 %96, label %169, label %97

97:                                               ; preds = %85
  %98 = fcmp oeq float %95, 0x7FF0000000000000
  br i1 %98, label %99, label %101

99:                                               ; preds = %97
  %100 = tail call float @llvm.nvvm.mul.rn.f(float %88, float 0.000000e+00) #7
  br label %169

101:                                              ; preds = %97
  %102 = bitcast float %88 to i32
  %103 = shl i32 %102, 8
  %104 = or i32 %103, -2147483648
  %105 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %104, i32 0) #8, !srcloc !11
  %106 = extractvalue { i32, i32 } %105, 0
  %107 = extractvalue { i32, i32 } %105, 1
  store i32 %106, ptr %6, align 4
  %108 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %104, i32 %107) #8, !srcloc !11
  %109 = extractvalue { i32, i32 } %108, 0
  %110 = extractvalue { i32, i32 } %108, 1
  store i32 %109, ptr %44, align 4
  %111 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %104, i32 %110) #8, !srcloc !11
  %112 = extractvalue { i32, i32 } %111, 0
  %113 = extractvalue { i32, i32 } %111, 1
  store i32 %112, ptr %45, align 4
  %114 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %104, i32 %113) #8, !srcloc !11
  %115 = extractvalue { i32, i32 } %114, 0
  %116 = extractvalue { i32, i32 } %114, 1
  store i32 %115, ptr %46, align 4
  %117 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %104, i32 %116) #8, !srcloc !11
  %118 = extractvalue { i32, i32 } %117, 0
  %119 = extractvalue { i32, i32 } %117, 1
  store i32 %118, ptr %47, align 4
  %120 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %104, i32 %119) #8, !srcloc !11
  %121 = extractvalue { i32, i32 } %120, 0
  %122 = extractvalue { i32, i32 } %120, 1
  store i32 %121, ptr %48, align 4
  %123 = lshr i32 %102, 23
  %124 = and i32 %123, 224
  %125 = add nsw i32 %124, -128
  %126 = lshr exact i32 %125, 5
  store i32 %122, ptr %49, align 4
  %127 = sub nsw i32 6, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %6, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = sub nsw i32 5, %126
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %6, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = freeze i32 %134
  %136 = and i32 %102, 260046848
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %144, label %138

138:                                              ; preds = %101
  %139 = sub nsw i32 4, %126
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %6, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = tail call i32 @llvm.fshl.i32(i32 %135, i32 %142, i32 %123)
  br label %144

144:                                              ; preds = %138, %101
  %145 = phi i32 [ %143, %138 ], [ %135, %101 ]
  %146 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %135, i32 %123)
  %147 = lshr i32 %146, 30
  %148 = tail call i32 @llvm.fshl.i32(i32 %146, i32 %145, i32 2)
  %149 = shl i32 %145, 2
  %150 = lshr i32 %148, 31
  %151 = add nuw nsw i32 %150, %147
  %152 = sub nsw i32 0, %151
  %153 = icmp slt i32 %102, 0
  %154 = select i1 %153, i32 %152, i32 %151
  %155 = xor i32 %148, %102
  %156 = ashr i32 %148, 31
  %157 = xor i32 %156, %148
  %158 = xor i32 %156, %149
  %159 = zext i32 %157 to i64
  %160 = shl nuw i64 %159, 32
  %161 = zext i32 %158 to i64
  %162 = or disjoint i64 %160, %161
  %163 = sitofp i64 %162 to double
  %164 = fmul double %163, 0x3BF921FB54442D19
  %165 = fptrunc double %164 to float
  %166 = fneg float %165
  %167 = icmp slt i32 %155, 0
  %168 = select i1 %167, float %166, float %165
  br label %169

169:                                              ; preds = %85, %99, %144
  %170 = phi i32 [ %90, %85 ], [ 0, %99 ], [ %154, %144 ]
  %171 = phi float [ %94, %85 ], [ %100, %99 ], [ %168, %144 ]
  %172 = fmul float %171, %171
  %173 = tail call float @llvm.fma.f32(float %172, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %174 = tail call float @llvm.fma.f32(float %173, float %172, float 0x3FA5555760000000)
  %175 = tail call float @llvm.fma.f32(float %174, float %172, float 0xBFDFFFFFE0000000)
  %176 = tail call float @llvm.fma.f32(float %175, float %172, float 1.000000e+00)
  %177 = tail call float @llvm.fma.f32(float %172, float %171, float 0.000000e+00)
  %178 = tail call float @llvm.fma.f32(float %172, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %179 = tail call float @llvm.fma.f32(float %178, float %172, float 0xBFC5555500000000)
  %180 = tail call float @llvm.fma.f32(float %179, float %177, float %171)
  %181 = and i32 %170, 1
  %182 = icmp eq i32 %181, 0
  %183 = select i1 %182, float %180, float %176
  %184 = select i1 %182, float %176, float %180
  %185 = and i32 %170, 2
  %186 = icmp eq i32 %185, 0
  %187 = fneg float %183
  %188 = select i1 %186, float %183, float %187
  %189 = add i32 %170, 1
  %190 = and i32 %189, 2
  %191 = icmp eq i32 %190, 0
  %192 = fneg float %184
  %193 = select i1 %191, float %184, float %192
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  %194 = fmul contract float %193, %193
  %195 = fmul contract float %188, %188
  %196 = fsub contract float %194, %195
  %197 = fmul contract float %193, %188
  %198 = fadd contract float %197, %197
  %199 = fmul contract float %193, %196
  %200 = fmul contract float %188, %198
  %201 = fsub contract float %199, %200
  %202 = fmul contract float %188, %196
  %203 = fmul contract float %193, %198
  %204 = fadd contract float %202, %203
  %205 = fmul contract float %69, %193
  %206 = fmul contract float %71, %188
  %207 = fsub contract float %205, %206
  %208 = fmul contract float %69, %188
  %209 = fmul contract float %71, %193
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %75, %196
  %212 = fmul contract float %77, %198
  %213 = fsub contract float %211, %212
  %214 = fmul contract float %75, %198
  %215 = fmul contract float %77, %196
  %216 = fadd contract float %214, %215
  %217 = fmul contract float %81, %201
  %218 = fmul contract float %83, %204
  %219 = fsub contract float %217, %218
  %220 = fmul contract float %81, %204
  %221 = fmul contract float %83, %201
  %222 = fadd contract float %220, %221
  br label %223

223:                                              ; preds = %169, %50
  %224 = phi float [ %219, %169 ], [ %81, %50 ]
  %225 = phi float [ %222, %169 ], [ %83, %50 ]
  %226 = phi float [ %213, %169 ], [ %75, %50 ]
  %227 = phi float [ %216, %169 ], [ %77, %50 ]
  %228 = phi float [ %207, %169 ], [ %69, %50 ]
  %229 = phi float [ %210, %169 ], [ %71, %50 ]
  %230 = fadd contract float %63, %226
  %231 = fadd contract float %65, %227
  %232 = fsub contract float %63, %226
  %233 = fsub contract float %65, %227
  %234 = fadd contract float %224, %228
  %235 = fadd contract float %225, %229
  %236 = fsub contract float %229, %225
  %237 = fsub contract float %224, %228
  %238 = sub nsw i32 %55, %56
  %239 = shl nsw i32 %238, 2
  %240 = add nsw i32 %239, %56
  %241 = fadd contract float %230, %234
  %242 = fadd contract float %231, %235
  %243 = sext i32 %240 to i64
  %244 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %243
  store float %241, ptr %244, align 8, !tbaa !12
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 4
  store float %242, ptr %245, align 4, !tbaa !12
  %246 = fadd contract float %232, %236
  %247 = fadd contract float %233, %237
  %248 = add nsw i32 %240, %3
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %249
  store float %246, ptr %250, align 8, !tbaa !12
  %251 = getelementptr inbounds nuw i8, ptr %250, i64 4
  store float %247, ptr %251, align 4, !tbaa !12
  %252 = fsub contract float %230, %234
  %253 = fsub contract float %231, %235
  %254 = add nsw i32 %240, %39
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %255
  store float %252, ptr %256, align 8, !tbaa !12
  %257 = getelementptr inbounds nuw i8, ptr %256, i64 4
  store float %253, ptr %257, align 4, !tbaa !12
  %258 = fsub contract float %232, %236
  %259 = fsub contract float %233, %237
  %260 = add nsw i32 %240, %40
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %261
  store float %258, ptr %262, align 8, !tbaa !12
  %263 = getelementptr inbounds nuw i8, ptr %262, i64 4
  store float %259, ptr %263, align 4, !tbaa !12
  %264 = add i64 %51, %43
  %265 = icmp samesign ult i64 %264, %22
  br i1 %265, label %50, label %266, !llvm.loop !21

266:                                              ; preds = %223, %19, %15, %5, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(none) }

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
!11 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
