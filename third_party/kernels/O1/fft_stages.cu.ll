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
  br i1 %6, label %236, label %7

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
  br label %35

21:                                               ; preds = %125, %7
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %24, label %236

24:                                               ; preds = %21
  %25 = zext nneg i32 %1 to i64
  %26 = icmp samesign ult i32 %10, %8
  %27 = sub nuw nsw i32 32, %1
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = icmp slt i32 %1, 1
  %30 = icmp samesign ult i32 %10, %9
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = icmp samesign ult i32 %10, %8
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %155

35:                                               ; preds = %12, %125
  %36 = phi i32 [ %10, %12 ], [ %153, %125 ]
  %37 = uitofp nneg i32 %36 to float
  %38 = fmul contract float %37, 0xC01921FB60000000
  %39 = fdiv contract float %38, %13
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  %40 = fmul float %39, 0x3FE45F3060000000
  %41 = tail call i32 @llvm.nvvm.f2i.rn(float %40) #7
  %42 = sitofp i32 %41 to float
  %43 = tail call float @llvm.fma.f32(float %42, float 0xBFF921FB40000000, float %39)
  %44 = tail call float @llvm.fma.f32(float %42, float 0xBE74442D00000000, float %43)
  %45 = tail call float @llvm.fma.f32(float %42, float 0xBCF84698A0000000, float %44)
  %46 = tail call float @llvm.nvvm.fabs.f32(float %39)
  %47 = fcmp ult float %46, 1.056150e+05
  br i1 %47, label %125, label %48

48:                                               ; preds = %35
  %49 = fcmp oeq float %46, 0x7FF0000000000000
  br i1 %49, label %50, label %52

50:                                               ; preds = %48
  %51 = tail call float @llvm.nvvm.mul.rn.f(float %39, float 0.000000e+00) #7
  br label %125

52:                                               ; preds = %48
  %53 = bitcast float %39 to i32
  %54 = shl i32 %53, 8
  %55 = or i32 %54, -2147483648
  %56 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %55, i32 0) #8, !srcloc !11
  %57 = extractvalue { i32, i32 } %56, 0
  %58 = extractvalue { i32, i32 } %56, 1
  store i32 %57, ptr %4, align 4
  %59 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %55, i32 %58) #8, !srcloc !11
  %60 = extractvalue { i32, i32 } %59, 0
  %61 = extractvalue { i32, i32 } %59, 1
  store i32 %60, ptr %15, align 4
  %62 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %55, i32 %61) #8, !srcloc !11
  %63 = extractvalue { i32, i32 } %62, 0
  %64 = extractvalue { i32, i32 } %62, 1
  store i32 %63, ptr %16, align 4
  %65 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %55, i32 %64) #8, !srcloc !11
  %66 = extractvalue { i32, i32 } %65, 0
  %67 = extractvalue { i32, i32 } %65, 1
  store i32 %66, ptr %17, align 4
  %68 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %55, i32 %67) #8, !srcloc !11
  %69 = extractvalue { i32, i32 } %68, 0
  %70 = extractvalue { i32, i32 } %68, 1
  store i32 %69, ptr %18, align 4
  %71 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %55, i32 %70) #8, !srcloc !11
  %72 = extractvalue { i32, i32 } %71, 0
  %73 = extractvalue { i32, i32 } %71, 1
  store i32 %72, ptr %19, align 4
  %74 = lshr i32 %53, 23
  %75 = and i32 %74, 224
  %76 = add nsw i32 %75, -128
  %77 = lshr exact i32 %76, 5
  store i32 %73, ptr %20, align 4
  %78 = and i32 %74, 31
  %79 = sub nsw i32 6, %77
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %4, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = sub nsw i32 5, %77
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %4, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = icmp eq i32 %78, 0
  br i1 %87, label %100, label %88

88:                                               ; preds = %52
  %89 = sub nsw i32 4, %77
  %90 = sub nuw nsw i32 32, %78
  %91 = shl i32 %82, %78
  %92 = lshr i32 %86, %90
  %93 = or disjoint i32 %92, %91
  %94 = shl i32 %86, %78
  %95 = sext i32 %89 to i64
  %96 = getelementptr inbounds i32, ptr %4, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = lshr i32 %97, %90
  %99 = or disjoint i32 %98, %94
  br label %100

100:                                              ; preds = %88, %52
  %101 = phi i32 [ %93, %88 ], [ %82, %52 ]
  %102 = phi i32 [ %99, %88 ], [ %86, %52 ]
  %103 = lshr i32 %101, 30
  %104 = tail call i32 @llvm.fshl.i32(i32 %101, i32 %102, i32 2)
  %105 = shl i32 %102, 2
  %106 = lshr i32 %104, 31
  %107 = add nuw nsw i32 %106, %103
  %108 = sub nsw i32 0, %107
  %109 = icmp slt i32 %53, 0
  %110 = select i1 %109, i32 %108, i32 %107
  %111 = xor i32 %104, %53
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

125:                                              ; preds = %35, %50, %100
  %126 = phi i32 [ %41, %35 ], [ 0, %50 ], [ %110, %100 ]
  %127 = phi float [ %45, %35 ], [ %51, %50 ], [ %124, %100 ]
  %128 = fmul float %127, %127
  %129 = tail call float @llvm.fma.f32(float %128, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %128, float 0x3FA5555760000000)
  %131 = tail call float @llvm.fma.f32(float %130, float %128, float 0xBFDFFFFFE0000000)
  %132 = tail call float @llvm.fma.f32(float %131, float %128, float 1.000000e+00)
  %133 = tail call float @llvm.fma.f32(float %128, float %127, float 0.000000e+00)
  %134 = tail call float @llvm.fma.f32(float %128, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %135 = tail call float @llvm.fma.f32(float %134, float %128, float 0xBFC5555500000000)
  %136 = tail call float @llvm.fma.f32(float %135, float %133, float %127)
  %137 = and i32 %126, 1
  %138 = icmp eq i32 %137, 0
  %139 = select i1 %138, float %136, float %132
  %140 = select i1 %138, float %132, float %136
  %141 = and i32 %126, 2
  %142 = icmp eq i32 %141, 0
  %143 = fneg float %139
  %144 = select i1 %142, float %139, float %143
  %145 = add i32 %126, 1
  %146 = and i32 %145, 2
  %147 = icmp eq i32 %146, 0
  %148 = fneg float %140
  %149 = select i1 %147, float %140, float %148
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  %150 = zext nneg i32 %36 to i64
  %151 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE2tw to ptr), i64 %150
  store float %149, ptr %151, align 8, !tbaa !12
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 4
  store float %144, ptr %152, align 4, !tbaa !12
  %153 = add nuw nsw i32 %36, %14
  %154 = icmp samesign ult i32 %153, %9
  br i1 %154, label %35, label %21, !llvm.loop !14

155:                                              ; preds = %24, %225
  %156 = phi i32 [ %22, %24 ], [ %226, %225 ]
  %157 = sext i32 %156 to i64
  %158 = shl nsw i64 %157, %25
  %159 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %158
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %161, label %160

160:                                              ; preds = %161, %155
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %29, label %172, label %173

161:                                              ; preds = %155, %161
  %162 = phi i32 [ %170, %161 ], [ %10, %155 ]
  %163 = tail call noundef i32 @llvm.bitreverse.i32(i32 range(i32 -2147483648, 1024) %162)
  %164 = lshr i32 %163, %27
  %165 = sext i32 %162 to i64
  %166 = getelementptr inbounds %struct.float2.0, ptr %159, i64 %165
  %167 = zext nneg i32 %164 to i64
  %168 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %167
  %169 = load i64, ptr %166, align 8
  store i64 %169, ptr %168, align 8
  %170 = add i32 %162, %28
  %171 = icmp slt i32 %170, %8
  br i1 %171, label %161, label %160, !llvm.loop !17

172:                                              ; preds = %180, %160
  br i1 %32, label %228, label %225

173:                                              ; preds = %160, %180
  %174 = phi i32 [ %181, %180 ], [ 1, %160 ]
  %175 = add nsw i32 %174, -1
  %176 = shl nuw nsw i32 1, %175
  %177 = lshr i32 %8, %174
  br i1 %30, label %178, label %180

178:                                              ; preds = %173
  %179 = add nsw i32 %176, -1
  br label %183

180:                                              ; preds = %183, %173
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %181 = add nuw i32 %174, 1
  %182 = icmp eq i32 %174, %1
  br i1 %182, label %172, label %173, !llvm.loop !18

183:                                              ; preds = %178, %183
  %184 = phi i32 [ %10, %178 ], [ %223, %183 ]
  %185 = and i32 %184, %179
  %186 = lshr i32 %184, %175
  %187 = shl i32 %186, %174
  %188 = add nsw i32 %187, %185
  %189 = add nsw i32 %188, %176
  %190 = mul nuw nsw i32 %185, %177
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE2tw to ptr), i64 %191
  %193 = load i64, ptr %192, align 8
  %194 = trunc i64 %193 to i32
  %195 = lshr i64 %193, 32
  %196 = trunc nuw i64 %195 to i32
  %197 = sext i32 %189 to i64
  %198 = getelementptr inbounds %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %197
  %199 = load i64, ptr %198, align 8
  %200 = trunc i64 %199 to i32
  %201 = lshr i64 %199, 32
  %202 = trunc nuw i64 %201 to i32
  %203 = bitcast i32 %200 to float
  %204 = bitcast i32 %202 to float
  %205 = bitcast i32 %194 to float
  %206 = bitcast i32 %196 to float
  %207 = fmul contract float %205, %203
  %208 = fmul contract float %206, %204
  %209 = fsub contract float %207, %208
  %210 = fmul contract float %205, %204
  %211 = fmul contract float %206, %203
  %212 = fadd contract float %211, %210
  %213 = sext i32 %188 to i64
  %214 = getelementptr inbounds %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %213
  %215 = load float, ptr %214, align 8, !tbaa !12
  %216 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %217 = load float, ptr %216, align 4, !tbaa !12
  %218 = fadd contract float %215, %209
  %219 = fadd contract float %217, %212
  store float %218, ptr %214, align 8, !tbaa !12
  store float %219, ptr %216, align 4, !tbaa !12
  %220 = fsub contract float %215, %209
  %221 = fsub contract float %217, %212
  store float %220, ptr %198, align 8, !tbaa !12
  %222 = getelementptr inbounds nuw i8, ptr %198, i64 4
  store float %221, ptr %222, align 4, !tbaa !12
  %223 = add nuw nsw i32 %184, %31
  %224 = icmp samesign ult i32 %223, %9
  br i1 %224, label %183, label %180, !llvm.loop !19

225:                                              ; preds = %228, %172
  %226 = add i32 %156, %34
  %227 = icmp slt i32 %226, %2
  br i1 %227, label %155, label %236, !llvm.loop !20

228:                                              ; preds = %172, %228
  %229 = phi i32 [ %234, %228 ], [ %10, %172 ]
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17fft_radix2_sharedE3buf to ptr), i64 %230
  %232 = getelementptr inbounds %struct.float2.0, ptr %159, i64 %230
  %233 = load i64, ptr %231, align 8
  store i64 %233, ptr %232, align 8
  %234 = add i32 %229, %33
  %235 = icmp slt i32 %234, %8
  br i1 %235, label %228, label %225, !llvm.loop !21

236:                                              ; preds = %225, %21, %3
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
  br i1 %7, label %271, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 3
  %10 = icmp ne i32 %9, 0
  %11 = icmp slt i32 %3, 1
  %12 = or i1 %10, %11
  %13 = icmp slt i32 %4, 1
  %14 = or i1 %12, %13
  br i1 %14, label %271, label %15

15:                                               ; preds = %8
  %16 = lshr exact i32 %2, 2
  %17 = urem i32 %16, %3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %271

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
  br i1 %34, label %35, label %271

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

50:                                               ; preds = %35, %228
  %51 = phi i64 [ %33, %35 ], [ %269, %228 ]
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
  br i1 %84, label %228, label %85

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
  br i1 %96, label %174, label %97

97:                                               ; preds = %85
  %98 = fcmp oeq float %95, 0x7FF0000000000000
  br i1 %98, label %99, label %101

99:                                               ; preds = %97
  %100 = tail call float @llvm.nvvm.mul.rn.f(float %88, float 0.000000e+00) #7
  br label %174

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
  %127 = and i32 %123, 31
  %128 = sub nsw i32 6, %126
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr %6, i64 %129
  %131 = load i32, ptr %130, align 4
  %132 = sub nsw i32 5, %126
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %6, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = icmp eq i32 %127, 0
  br i1 %136, label %149, label %137

137:                                              ; preds = %101
  %138 = sub nsw i32 4, %126
  %139 = sub nuw nsw i32 32, %127
  %140 = shl i32 %131, %127
  %141 = lshr i32 %135, %139
  %142 = or disjoint i32 %141, %140
  %143 = shl i32 %135, %127
  %144 = sext i32 %138 to i64
  %145 = getelementptr inbounds i32, ptr %6, i64 %144
  %146 = load i32, ptr %145, align 4
  %147 = lshr i32 %146, %139
  %148 = or disjoint i32 %147, %143
  br label %149

149:                                              ; preds = %137, %101
  %150 = phi i32 [ %142, %137 ], [ %131, %101 ]
  %151 = phi i32 [ %148, %137 ], [ %135, %101 ]
  %152 = lshr i32 %150, 30
  %153 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %151, i32 2)
  %154 = shl i32 %151, 2
  %155 = lshr i32 %153, 31
  %156 = add nuw nsw i32 %155, %152
  %157 = sub nsw i32 0, %156
  %158 = icmp slt i32 %102, 0
  %159 = select i1 %158, i32 %157, i32 %156
  %160 = xor i32 %153, %102
  %161 = ashr i32 %153, 31
  %162 = xor i32 %161, %153
  %163 = xor i32 %161, %154
  %164 = zext i32 %162 to i64
  %165 = shl nuw i64 %164, 32
  %166 = zext i32 %163 to i64
  %167 = or disjoint i64 %165, %166
  %168 = sitofp i64 %167 to double
  %169 = fmul double %168, 0x3BF921FB54442D19
  %170 = fptrunc double %169 to float
  %171 = fneg float %170
  %172 = icmp slt i32 %160, 0
  %173 = select i1 %172, float %171, float %170
  br label %174

174:                                              ; preds = %85, %99, %149
  %175 = phi i32 [ %90, %85 ], [ 0, %99 ], [ %159, %149 ]
  %176 = phi float [ %94, %85 ], [ %100, %99 ], [ %173, %149 ]
  %177 = fmul float %176, %176
  %178 = tail call float @llvm.fma.f32(float %177, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %179 = tail call float @llvm.fma.f32(float %178, float %177, float 0x3FA5555760000000)
  %180 = tail call float @llvm.fma.f32(float %179, float %177, float 0xBFDFFFFFE0000000)
  %181 = tail call float @llvm.fma.f32(float %180, float %177, float 1.000000e+00)
  %182 = tail call float @llvm.fma.f32(float %177, float %176, float 0.000000e+00)
  %183 = tail call float @llvm.fma.f32(float %177, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %184 = tail call float @llvm.fma.f32(float %183, float %177, float 0xBFC5555500000000)
  %185 = tail call float @llvm.fma.f32(float %184, float %182, float %176)
  %186 = and i32 %175, 1
  %187 = icmp eq i32 %186, 0
  %188 = select i1 %187, float %185, float %181
  %189 = select i1 %187, float %181, float %185
  %190 = and i32 %175, 2
  %191 = icmp eq i32 %190, 0
  %192 = fneg float %188
  %193 = select i1 %191, float %188, float %192
  %194 = add i32 %175, 1
  %195 = and i32 %194, 2
  %196 = icmp eq i32 %195, 0
  %197 = fneg float %189
  %198 = select i1 %196, float %189, float %197
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  %199 = fmul contract float %198, %198
  %200 = fmul contract float %193, %193
  %201 = fsub contract float %199, %200
  %202 = fmul contract float %198, %193
  %203 = fadd contract float %202, %202
  %204 = fmul contract float %198, %201
  %205 = fmul contract float %193, %203
  %206 = fsub contract float %204, %205
  %207 = fmul contract float %193, %201
  %208 = fmul contract float %198, %203
  %209 = fadd contract float %207, %208
  %210 = fmul contract float %69, %198
  %211 = fmul contract float %71, %193
  %212 = fsub contract float %210, %211
  %213 = fmul contract float %69, %193
  %214 = fmul contract float %71, %198
  %215 = fadd contract float %213, %214
  %216 = fmul contract float %75, %201
  %217 = fmul contract float %77, %203
  %218 = fsub contract float %216, %217
  %219 = fmul contract float %75, %203
  %220 = fmul contract float %77, %201
  %221 = fadd contract float %219, %220
  %222 = fmul contract float %81, %206
  %223 = fmul contract float %83, %209
  %224 = fsub contract float %222, %223
  %225 = fmul contract float %81, %209
  %226 = fmul contract float %83, %206
  %227 = fadd contract float %225, %226
  br label %228

228:                                              ; preds = %174, %50
  %229 = phi float [ %224, %174 ], [ %81, %50 ]
  %230 = phi float [ %227, %174 ], [ %83, %50 ]
  %231 = phi float [ %218, %174 ], [ %75, %50 ]
  %232 = phi float [ %221, %174 ], [ %77, %50 ]
  %233 = phi float [ %212, %174 ], [ %69, %50 ]
  %234 = phi float [ %215, %174 ], [ %71, %50 ]
  %235 = fadd contract float %63, %231
  %236 = fadd contract float %65, %232
  %237 = fsub contract float %63, %231
  %238 = fsub contract float %65, %232
  %239 = fadd contract float %229, %233
  %240 = fadd contract float %230, %234
  %241 = fsub contract float %234, %230
  %242 = fsub contract float %229, %233
  %243 = sub nsw i32 %55, %56
  %244 = shl nsw i32 %243, 2
  %245 = add nsw i32 %244, %56
  %246 = fadd contract float %235, %239
  %247 = fadd contract float %236, %240
  %248 = sext i32 %245 to i64
  %249 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %248
  store float %246, ptr %249, align 8, !tbaa !12
  %250 = getelementptr inbounds nuw i8, ptr %249, i64 4
  store float %247, ptr %250, align 4, !tbaa !12
  %251 = fadd contract float %237, %241
  %252 = fadd contract float %238, %242
  %253 = add nsw i32 %245, %3
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %254
  store float %251, ptr %255, align 8, !tbaa !12
  %256 = getelementptr inbounds nuw i8, ptr %255, i64 4
  store float %252, ptr %256, align 4, !tbaa !12
  %257 = fsub contract float %235, %239
  %258 = fsub contract float %236, %240
  %259 = add nsw i32 %245, %39
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %260
  store float %257, ptr %261, align 8, !tbaa !12
  %262 = getelementptr inbounds nuw i8, ptr %261, i64 4
  store float %258, ptr %262, align 4, !tbaa !12
  %263 = fsub contract float %237, %241
  %264 = fsub contract float %238, %242
  %265 = add nsw i32 %245, %40
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds %struct.float2.0, ptr %59, i64 %266
  store float %263, ptr %267, align 8, !tbaa !12
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 4
  store float %264, ptr %268, align 4, !tbaa !12
  %269 = add i64 %51, %43
  %270 = icmp samesign ult i64 %269, %22
  br i1 %270, label %50, label %271, !llvm.loop !22

271:                                              ; preds = %228, %19, %15, %5, %8
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
