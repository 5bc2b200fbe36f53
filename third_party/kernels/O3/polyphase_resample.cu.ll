; ModuleID = 'src/polyphase_resample.cu'
source_filename = "src/polyphase_resample.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22resample_polyphase_firE3s_h = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @resample_polyphase_fir(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = icmp slt i32 %6, 1
  %12 = icmp slt i32 %7, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %5, 1
  %15 = or i1 %14, %13
  br i1 %15, label %110, label %16

16:                                               ; preds = %10
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 2048)
  %19 = add nsw i32 %6, -1
  %20 = add nuw i32 %19, %18
  %21 = udiv i32 %20, %6
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = mul nsw i32 %21, %6
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 2048)
  %25 = icmp sgt i32 %23, %22
  br i1 %25, label %26, label %28

26:                                               ; preds = %16
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %30

28:                                               ; preds = %43, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = icmp sgt i32 %23, 2048
  br i1 %29, label %110, label %49

30:                                               ; preds = %26, %43
  %31 = phi i32 [ %22, %26 ], [ %47, %43 ]
  %32 = sdiv i32 %31, %21
  %33 = mul nsw i32 %32, %21
  %34 = sub nsw i32 %31, %33
  %35 = mul nsw i32 %34, %6
  %36 = add nsw i32 %35, %32
  %37 = icmp slt i32 %36, %18
  br i1 %37, label %38, label %43

38:                                               ; preds = %30
  %39 = sext i32 %36 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = fmul contract float %9, %41
  br label %43

43:                                               ; preds = %30, %38
  %44 = phi contract float [ %42, %38 ], [ 0.000000e+00, %30 ]
  %45 = zext nneg i32 %31 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22resample_polyphase_firE3s_h to ptr), i64 %45
  store float %44, ptr %46, align 4, !tbaa !11
  %47 = add nuw nsw i32 %31, %27
  %48 = icmp slt i32 %47, %24
  br i1 %48, label %30, label %28, !llvm.loop !13

49:                                               ; preds = %28
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %51 = icmp slt i32 %50, %5
  br i1 %51, label %52, label %110

52:                                               ; preds = %49
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %54 = zext nneg i32 %53 to i64
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %56 = zext nneg i32 %55 to i64
  %57 = mul nuw nsw i64 %54, %56
  %58 = zext nneg i32 %22 to i64
  %59 = add nuw nsw i64 %57, %58
  %60 = icmp slt i64 %59, %4
  br i1 %60, label %61, label %110

61:                                               ; preds = %52
  %62 = zext nneg i32 %7 to i64
  %63 = zext nneg i32 %6 to i64
  %64 = icmp sgt i32 %21, 0
  %65 = zext nneg i32 %5 to i64
  %66 = zext nneg i32 %50 to i64
  %67 = getelementptr float, ptr %0, i64 %66
  %68 = getelementptr float, ptr %2, i64 %66
  %69 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %70 = zext nneg i32 %69 to i64
  %71 = mul nuw nsw i64 %70, %56
  br label %72

72:                                               ; preds = %61, %104
  %73 = phi i64 [ %59, %61 ], [ %108, %104 ]
  %74 = mul nuw nsw i64 %73, %62
  %75 = freeze i64 %74
  %76 = udiv i64 %75, %63
  %77 = mul i64 %76, %63
  %78 = sub i64 %75, %77
  %79 = trunc nuw nsw i64 %78 to i32
  %80 = mul nsw i32 %21, %79
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22resample_polyphase_firE3s_h to ptr), i64 %81
  br i1 %64, label %83, label %104

83:                                               ; preds = %72, %99
  %84 = phi i32 [ %101, %99 ], [ 0, %72 ]
  %85 = phi float [ %100, %99 ], [ 0.000000e+00, %72 ]
  %86 = zext nneg i32 %84 to i64
  %87 = sub nsw i64 %76, %86
  %88 = icmp sgt i64 %87, -1
  %89 = icmp slt i64 %87, %3
  %90 = and i1 %88, %89
  br i1 %90, label %91, label %99

91:                                               ; preds = %83
  %92 = mul nuw nsw i64 %87, %65
  %93 = getelementptr float, ptr %67, i64 %92
  %94 = getelementptr inbounds nuw float, ptr %82, i64 %86
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = load float, ptr %93, align 4, !tbaa !11
  %97 = fmul contract float %95, %96
  %98 = fadd contract float %85, %97
  br label %99

99:                                               ; preds = %91, %83
  %100 = phi float [ %85, %83 ], [ %98, %91 ]
  %101 = add nuw nsw i32 %84, 1
  %102 = icmp slt i32 %101, %21
  %103 = select i1 %88, i1 %102, i1 false
  br i1 %103, label %83, label %104, !llvm.loop !15

104:                                              ; preds = %99, %72
  %105 = phi float [ 0.000000e+00, %72 ], [ %100, %99 ]
  %106 = mul nuw nsw i64 %73, %65
  %107 = getelementptr float, ptr %68, i64 %106
  store float %105, ptr %107, align 4, !tbaa !11
  %108 = add nuw nsw i64 %73, %71
  %109 = icmp slt i64 %108, %4
  br i1 %109, label %72, label %110, !llvm.loop !16

110:                                              ; preds = %104, %52, %28, %49, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @resample_sinc_window(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = alloca [7 x i32], align 4
  %9 = alloca [7 x i32], align 4
  %10 = alloca [7 x i32], align 4
  %11 = add i32 %4, -9
  %12 = icmp ult i32 %11, -8
  %13 = fcmp contract ole double %5, 0.000000e+00
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %2, 1
  %16 = or i1 %15, %14
  br i1 %16, label %500, label %17

17:                                               ; preds = %7
  %18 = tail call noundef double @llvm.minnum.f64(double %5, double 1.000000e+00)
  %19 = fptrunc contract double %18 to float
  %20 = fdiv contract double 1.000000e+00, %5
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  %26 = icmp slt i32 %25, %3
  br i1 %26, label %27, label %500

27:                                               ; preds = %17
  %28 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 1)
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 32)
  %30 = sub nsw i32 1, %29
  %31 = uitofp nneg i32 %29 to float
  %32 = shl nuw nsw i32 %29, 1
  %33 = uitofp nneg i32 %32 to float
  %34 = zext nneg i32 %2 to i64
  %35 = zext nneg i32 %4 to i64
  %36 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %37 = mul i32 %36, %22
  %38 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %39 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %40 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %41 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %42 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %43 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %44 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %45 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %48 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %49 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %50 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %51 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %52 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %53 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %54 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %55 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %56 = icmp eq i32 %4, 1
  %57 = icmp eq i32 %4, 2
  %58 = icmp eq i32 %4, 3
  %59 = icmp eq i32 %4, 4
  %60 = icmp eq i32 %4, 5
  %61 = icmp eq i32 %4, 6
  %62 = icmp eq i32 %4, 7
  %63 = icmp eq i32 %4, 1
  %64 = icmp eq i32 %4, 2
  %65 = icmp eq i32 %4, 3
  %66 = icmp eq i32 %4, 4
  %67 = icmp eq i32 %4, 5
  %68 = icmp eq i32 %4, 6
  %69 = icmp eq i32 %4, 7
  br label %70

70:                                               ; preds = %27, %476
  %71 = phi i32 [ %25, %27 ], [ %477, %476 ]
  %72 = sitofp i32 %71 to double
  %73 = fmul contract double %20, %72
  %74 = tail call noundef double @llvm.floor.f64(double %73)
  %75 = fptosi double %74 to i64
  %76 = sitofp i64 %75 to double
  %77 = fsub contract double %73, %76
  %78 = fptrunc contract double %77 to float
  br label %88

79:                                               ; preds = %465
  %80 = tail call noundef float @llvm.nvvm.fabs.f32(float %420)
  %81 = fcmp contract ogt float %80, 0x3EB0C6F7A0000000
  %82 = fdiv contract float %19, %420
  %83 = select contract i1 %81, float %82, float 1.000000e+00
  %84 = sext i32 %71 to i64
  %85 = mul nsw i64 %84, %35
  %86 = getelementptr float, ptr %1, i64 %85
  %87 = fmul contract float %83, %466
  store float %87, ptr %86, align 4, !tbaa !11
  br i1 %63, label %476, label %479, !llvm.loop !17

88:                                               ; preds = %70, %465
  %89 = phi float [ 0.000000e+00, %70 ], [ %466, %465 ]
  %90 = phi float [ 0.000000e+00, %70 ], [ %467, %465 ]
  %91 = phi float [ 0.000000e+00, %70 ], [ %468, %465 ]
  %92 = phi float [ 0.000000e+00, %70 ], [ %469, %465 ]
  %93 = phi float [ 0.000000e+00, %70 ], [ %470, %465 ]
  %94 = phi float [ 0.000000e+00, %70 ], [ %471, %465 ]
  %95 = phi float [ 0.000000e+00, %70 ], [ %472, %465 ]
  %96 = phi float [ 0.000000e+00, %70 ], [ %473, %465 ]
  %97 = phi float [ 0.000000e+00, %70 ], [ %420, %465 ]
  %98 = phi i32 [ %30, %70 ], [ %474, %465 ]
  %99 = sext i32 %98 to i64
  %100 = add nsw i64 %99, %75
  %101 = sitofp i32 %98 to float
  %102 = fsub contract float %101, %78
  %103 = fmul contract float %102, %19
  %104 = tail call noundef float @llvm.nvvm.fabs.f32(float %103)
  %105 = fcmp contract olt float %104, 0x3EB0C6F7A0000000
  br i1 %105, label %209, label %106

106:                                              ; preds = %88
  %107 = fmul contract float %103, 0x400921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %108 = fmul float %107, 0x3FE45F3060000000
  %109 = tail call i32 @llvm.nvvm.f2i.rn(float %108) #7
  %110 = sitofp i32 %109 to float
  %111 = tail call float @llvm.fma.f32(float %110, float 0xBFF921FB40000000, float %107)
  %112 = tail call float @llvm.fma.f32(float %110, float 0xBE74442D00000000, float %111)
  %113 = tail call float @llvm.fma.f32(float %110, float 0xBCF84698A0000000, float %112)
  %114 = tail call float @llvm.nvvm.fabs.f32(float %107)
  %115 = fcmp ult float %114, 1.056150e+05
  br i1 %115, label %188, label %116

116:                                              ; preds = %106
  %117 = fcmp oeq float %114, 0x7FF0000000000000
  br i1 %117, label %118, label %120

118:                                              ; preds = %116
  %119 = tail call float @llvm.nvvm.mul.rn.f(float %107, float 0.000000e+00) #7
  br label %188

120:                                              ; preds = %116
  %121 = bitcast float %107 to i32
  %122 = shl i32 %121, 8
  %123 = or i32 %122, -2147483648
  %124 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %123, i32 0) #8, !srcloc !18
  %125 = extractvalue { i32, i32 } %124, 0
  %126 = extractvalue { i32, i32 } %124, 1
  store i32 %125, ptr %10, align 4
  %127 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %123, i32 %126) #8, !srcloc !18
  %128 = extractvalue { i32, i32 } %127, 0
  %129 = extractvalue { i32, i32 } %127, 1
  store i32 %128, ptr %38, align 4
  %130 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %123, i32 %129) #8, !srcloc !18
  %131 = extractvalue { i32, i32 } %130, 0
  %132 = extractvalue { i32, i32 } %130, 1
  store i32 %131, ptr %39, align 4
  %133 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %123, i32 %132) #8, !srcloc !18
  %134 = extractvalue { i32, i32 } %133, 0
  %135 = extractvalue { i32, i32 } %133, 1
  store i32 %134, ptr %40, align 4
  %136 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %123, i32 %135) #8, !srcloc !18
  %137 = extractvalue { i32, i32 } %136, 0
  %138 = extractvalue { i32, i32 } %136, 1
  store i32 %137, ptr %41, align 4
  %139 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %123, i32 %138) #8, !srcloc !18
  %140 = extractvalue { i32, i32 } %139, 0
  %141 = extractvalue { i32, i32 } %139, 1
  store i32 %140, ptr %42, align 4
  %142 = lshr i32 %121, 23
  %143 = and i32 %142, 224
  %144 = add nsw i32 %143, -128
  %145 = lshr exact i32 %144, 5
  store i32 %141, ptr %43, align 4
  %146 = sub nsw i32 6, %145
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i32, ptr %10, i64 %147
  %149 = load i32, ptr %148, align 4
  %150 = sub nsw i32 5, %145
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %10, i64 %151
  %153 = load i32, ptr %152, align 4
  %154 = freeze i32 %153
  %155 = and i32 %121, 260046848
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %163, label %157

157:                                              ; preds = %120
  %158 = sub nsw i32 4, %145
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr %10, i64 %159
  %161 = load i32, ptr %160, align 4
  %162 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %161, i32 %142)
  br label %163

163:                                              ; preds = %157, %120
  %164 = phi i32 [ %162, %157 ], [ %154, %120 ]
  %165 = tail call i32 @llvm.fshl.i32(i32 %149, i32 %154, i32 %142)
  %166 = lshr i32 %165, 30
  %167 = tail call i32 @llvm.fshl.i32(i32 %165, i32 %164, i32 2)
  %168 = shl i32 %164, 2
  %169 = lshr i32 %167, 31
  %170 = add nuw nsw i32 %169, %166
  %171 = sub nsw i32 0, %170
  %172 = icmp slt i32 %121, 0
  %173 = select i1 %172, i32 %171, i32 %170
  %174 = xor i32 %167, %121
  %175 = ashr i32 %167, 31
  %176 = xor i32 %175, %167
  %177 = xor i32 %175, %168
  %178 = zext i32 %176 to i64
  %179 = shl nuw i64 %178, 32
  %180 = zext i32 %177 to i64
  %181 = or disjoint i64 %179, %180
  %182 = sitofp i64 %181 to double
  %183 = fmul double %182, 0x3BF921FB54442D19
  %184 = fptrunc double %183 to float
  %185 = fneg float %184
  %186 = icmp slt i32 %174, 0
  %187 = select i1 %186, float %185, float %184
  br label %188

188:                                              ; preds = %106, %118, %163
  %189 = phi i32 [ %109, %106 ], [ 0, %118 ], [ %173, %163 ]
  %190 = phi float [ %113, %106 ], [ %119, %118 ], [ %187, %163 ]
  %191 = tail call float @llvm.nvvm.mul.rn.f(float %190, float %190) #7
  %192 = and i32 %189, 1
  %193 = icmp eq i32 %192, 0
  %194 = select i1 %193, float %190, float 1.000000e+00
  %195 = tail call float @llvm.fma.f32(float %191, float %194, float 0.000000e+00)
  %196 = tail call float @llvm.fma.f32(float %191, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %197 = select i1 %193, float 0xBF29A82A60000000, float %196
  %198 = select i1 %193, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %199 = tail call float @llvm.fma.f32(float %197, float %191, float %198)
  %200 = select i1 %193, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %201 = tail call float @llvm.fma.f32(float %199, float %191, float %200)
  %202 = tail call float @llvm.fma.f32(float %201, float %195, float %194)
  %203 = and i32 %189, 2
  %204 = icmp eq i32 %203, 0
  %205 = fsub float 0.000000e+00, %202
  %206 = select i1 %204, float %202, float %205
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  %207 = fdiv contract float %206, %107
  %208 = fmul contract float %207, %19
  br label %209

209:                                              ; preds = %88, %188
  %210 = phi float [ %208, %188 ], [ %19, %88 ]
  %211 = fadd contract float %102, %31
  %212 = fdiv contract float %211, %33
  %213 = fmul contract float %212, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %214 = fmul float %213, 0x3FE45F3060000000
  %215 = tail call i32 @llvm.nvvm.f2i.rn(float %214) #7
  %216 = sitofp i32 %215 to float
  %217 = tail call float @llvm.fma.f32(float %216, float 0xBFF921FB40000000, float %213)
  %218 = tail call float @llvm.fma.f32(float %216, float 0xBE74442D00000000, float %217)
  %219 = tail call float @llvm.fma.f32(float %216, float 0xBCF84698A0000000, float %218)
  %220 = tail call float @llvm.nvvm.fabs.f32(float %213)
  %221 = fcmp ult float %220, 1.056150e+05
  br i1 %221, label %294, label %222

222:                                              ; preds = %209
  %223 = fcmp oeq float %220, 0x7FF0000000000000
  br i1 %223, label %224, label %226

224:                                              ; preds = %222
  %225 = tail call float @llvm.nvvm.mul.rn.f(float %213, float 0.000000e+00) #7
  br label %294

226:                                              ; preds = %222
  %227 = bitcast float %213 to i32
  %228 = shl i32 %227, 8
  %229 = or i32 %228, -2147483648
  %230 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %229, i32 0) #8, !srcloc !18
  %231 = extractvalue { i32, i32 } %230, 0
  %232 = extractvalue { i32, i32 } %230, 1
  store i32 %231, ptr %9, align 4
  %233 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %229, i32 %232) #8, !srcloc !18
  %234 = extractvalue { i32, i32 } %233, 0
  %235 = extractvalue { i32, i32 } %233, 1
  store i32 %234, ptr %44, align 4
  %236 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %229, i32 %235) #8, !srcloc !18
  %237 = extractvalue { i32, i32 } %236, 0
  %238 = extractvalue { i32, i32 } %236, 1
  store i32 %237, ptr %45, align 4
  %239 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %229, i32 %238) #8, !srcloc !18
  %240 = extractvalue { i32, i32 } %239, 0
  %241 = extractvalue { i32, i32 } %239, 1
  store i32 %240, ptr %46, align 4
  %242 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %229, i32 %241) #8, !srcloc !18
  %243 = extractvalue { i32, i32 } %242, 0
  %244 = extractvalue { i32, i32 } %242, 1
  store i32 %243, ptr %47, align 4
  %245 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %229, i32 %244) #8, !srcloc !18
  %246 = extractvalue { i32, i32 } %245, 0
  %247 = extractvalue { i32, i32 } %245, 1
  store i32 %246, ptr %48, align 4
  %248 = lshr i32 %227, 23
  %249 = and i32 %248, 224
  %250 = add nsw i32 %249, -128
  %251 = lshr exact i32 %250, 5
  store i32 %247, ptr %49, align 4
  %252 = sub nsw i32 6, %251
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds i32, ptr %9, i64 %253
  %255 = load i32, ptr %254, align 4
  %256 = sub nsw i32 5, %251
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds i32, ptr %9, i64 %257
  %259 = load i32, ptr %258, align 4
  %260 = freeze i32 %259
  %261 = and i32 %227, 260046848
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %269, label %263

263:                                              ; preds = %226
  %264 = sub nsw i32 4, %251
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds i32, ptr %9, i64 %265
  %267 = load i32, ptr %266, align 4
  %268 = tail call i32 @llvm.fshl.i32(i32 %260, i32 %267, i32 %248)
  br label %269

269:                                              ; preds = %263, %226
  %270 = phi i32 [ %268, %263 ], [ %260, %226 ]
  %271 = tail call i32 @llvm.fshl.i32(i32 %255, i32 %260, i32 %248)
  %272 = lshr i32 %271, 30
  %273 = tail call i32 @llvm.fshl.i32(i32 %271, i32 %270, i32 2)
  %274 = shl i32 %270, 2
  %275 = lshr i32 %273, 31
  %276 = add nuw nsw i32 %275, %272
  %277 = sub nsw i32 0, %276
  %278 = icmp slt i32 %227, 0
  %279 = select i1 %278, i32 %277, i32 %276
  %280 = xor i32 %273, %227
  %281 = ashr i32 %273, 31
  %282 = xor i32 %281, %273
  %283 = xor i32 %281, %274
  %284 = zext i32 %282 to i64
  %285 = shl nuw i64 %284, 32
  %286 = zext i32 %283 to i64
  %287 = or disjoint i64 %285, %286
  %288 = sitofp i64 %287 to double
  %289 = fmul double %288, 0x3BF921FB54442D19
  %290 = fptrunc double %289 to float
  %291 = fneg float %290
  %292 = icmp slt i32 %280, 0
  %293 = select i1 %292, float %291, float %290
  br label %294

294:                                              ; preds = %209, %224, %269
  %295 = phi i32 [ %215, %209 ], [ 0, %224 ], [ %279, %269 ]
  %296 = phi float [ %219, %209 ], [ %225, %224 ], [ %293, %269 ]
  %297 = add i32 %295, 1
  %298 = tail call float @llvm.nvvm.mul.rn.f(float %296, float %296) #7
  %299 = and i32 %295, 1
  %300 = icmp eq i32 %299, 0
  %301 = select i1 %300, float 1.000000e+00, float %296
  %302 = tail call float @llvm.fma.f32(float %298, float %301, float 0.000000e+00)
  %303 = tail call float @llvm.fma.f32(float %298, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %304 = select i1 %300, float %303, float 0xBF29A82A60000000
  %305 = select i1 %300, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %306 = tail call float @llvm.fma.f32(float %304, float %298, float %305)
  %307 = select i1 %300, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %308 = tail call float @llvm.fma.f32(float %306, float %298, float %307)
  %309 = tail call float @llvm.fma.f32(float %308, float %302, float %301)
  %310 = and i32 %297, 2
  %311 = icmp eq i32 %310, 0
  %312 = fsub float 0.000000e+00, %309
  %313 = select i1 %311, float %309, float %312
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %314 = fmul contract float %313, 5.000000e-01
  %315 = fsub contract float 0x3FDAE147A0000000, %314
  %316 = fmul contract float %212, 0x402921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %317 = fmul float %316, 0x3FE45F3060000000
  %318 = tail call i32 @llvm.nvvm.f2i.rn(float %317) #7
  %319 = sitofp i32 %318 to float
  %320 = tail call float @llvm.fma.f32(float %319, float 0xBFF921FB40000000, float %316)
  %321 = tail call float @llvm.fma.f32(float %319, float 0xBE74442D00000000, float %320)
  %322 = tail call float @llvm.fma.f32(float %319, float 0xBCF84698A0000000, float %321)
  %323 = tail call float @llvm.nvvm.fabs.f32(float %316)
  %324 = fcmp ult float %323, 1.056150e+05
  br i1 %324, label %397, label %325

325:                                              ; preds = %294
  %326 = fcmp oeq float %323, 0x7FF0000000000000
  br i1 %326, label %327, label %329

327:                                              ; preds = %325
  %328 = tail call float @llvm.nvvm.mul.rn.f(float %316, float 0.000000e+00) #7
  br label %397

329:                                              ; preds = %325
  %330 = bitcast float %316 to i32
  %331 = shl i32 %330, 8
  %332 = or i32 %331, -2147483648
  %333 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %332, i32 0) #8, !srcloc !18
  %334 = extractvalue { i32, i32 } %333, 0
  %335 = extractvalue { i32, i32 } %333, 1
  store i32 %334, ptr %8, align 4
  %336 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %332, i32 %335) #8, !srcloc !18
  %337 = extractvalue { i32, i32 } %336, 0
  %338 = extractvalue { i32, i32 } %336, 1
  store i32 %337, ptr %50, align 4
  %339 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %332, i32 %338) #8, !srcloc !18
  %340 = extractvalue { i32, i32 } %339, 0
  %341 = extractvalue { i32, i32 } %339, 1
  store i32 %340, ptr %51, align 4
  %342 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %332, i32 %341) #8, !srcloc !18
  %343 = extractvalue { i32, i32 } %342, 0
  %344 = extractvalue { i32, i32 } %342, 1
  store i32 %343, ptr %52, align 4
  %345 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %332, i32 %344) #8, !srcloc !18
  %346 = extractvalue { i32, i32 } %345, 0
  %347 = extractvalue { i32, i32 } %345, 1
  store i32 %346, ptr %53, align 4
  %348 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %332, i32 %347) #8, !srcloc !18
  %349 = extractvalue { i32, i32 } %348, 0
  %350 = extractvalue { i32, i32 } %348, 1
  store i32 %349, ptr %54, align 4
  %351 = lshr i32 %330, 23
  %352 = and i32 %351, 224
  %353 = add nsw i32 %352, -128
  %354 = lshr exact i32 %353, 5
  store i32 %350, ptr %55, align 4
  %355 = sub nsw i32 6, %354
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds i32, ptr %8, i64 %356
  %358 = load i32, ptr %357, align 4
  %359 = sub nsw i32 5, %354
  %360 = sext i32 %359 to i64
  %361 = getelementptr inbounds i32, ptr %8, i64 %360
  %362 = load i32, ptr %361, align 4
  %363 = freeze i32 %362
  %364 = and i32 %330, 260046848
  %365 = icmp eq i32 %364, 0
  br i1 %365, label %372, label %366

366:                                              ; preds = %329
  %367 = sub nsw i32 4, %354
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds i32, ptr %8, i64 %368
  %370 = load i32, ptr %369, align 4
  %371 = tail call i32 @llvm.fshl.i32(i32 %363, i32 %370, i32 %351)
  br label %372

372:                                              ; preds = %366, %329
  %373 = phi i32 [ %371, %366 ], [ %363, %329 ]
  %374 = tail call i32 @llvm.fshl.i32(i32 %358, i32 %363, i32 %351)
  %375 = lshr i32 %374, 30
  %376 = tail call i32 @llvm.fshl.i32(i32 %374, i32 %373, i32 2)
  %377 = shl i32 %373, 2
  %378 = lshr i32 %376, 31
  %379 = add nuw nsw i32 %378, %375
  %380 = sub nsw i32 0, %379
  %381 = icmp slt i32 %330, 0
  %382 = select i1 %381, i32 %380, i32 %379
  %383 = xor i32 %376, %330
  %384 = ashr i32 %376, 31
  %385 = xor i32 %384, %376
  %386 = xor i32 %384, %377
  %387 = zext i32 %385 to i64
  %388 = shl nuw i64 %387, 32
  %389 = zext i32 %386 to i64
  %390 = or disjoint i64 %388, %389
  %391 = sitofp i64 %390 to double
  %392 = fmul double %391, 0x3BF921FB54442D19
  %393 = fptrunc double %392 to float
  %394 = fneg float %393
  %395 = icmp slt i32 %383, 0
  %396 = select i1 %395, float %394, float %393
  br label %397

397:                                              ; preds = %294, %327, %372
  %398 = phi i32 [ %318, %294 ], [ 0, %327 ], [ %382, %372 ]
  %399 = phi float [ %322, %294 ], [ %328, %327 ], [ %396, %372 ]
  %400 = add i32 %398, 1
  %401 = tail call float @llvm.nvvm.mul.rn.f(float %399, float %399) #7
  %402 = and i32 %398, 1
  %403 = icmp eq i32 %402, 0
  %404 = select i1 %403, float 1.000000e+00, float %399
  %405 = tail call float @llvm.fma.f32(float %401, float %404, float 0.000000e+00)
  %406 = tail call float @llvm.fma.f32(float %401, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %407 = select i1 %403, float %406, float 0xBF29A82A60000000
  %408 = select i1 %403, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %409 = tail call float @llvm.fma.f32(float %407, float %401, float %408)
  %410 = select i1 %403, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %411 = tail call float @llvm.fma.f32(float %409, float %401, float %410)
  %412 = tail call float @llvm.fma.f32(float %411, float %405, float %404)
  %413 = and i32 %400, 2
  %414 = icmp eq i32 %413, 0
  %415 = fsub float 0.000000e+00, %412
  %416 = select i1 %414, float %412, float %415
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %417 = fmul contract float %416, 0x3FB47AE140000000
  %418 = fadd contract float %315, %417
  %419 = fmul contract float %210, %418
  %420 = fadd contract float %97, %419
  %421 = icmp sgt i64 %100, -1
  %422 = icmp slt i64 %100, %34
  %423 = select i1 %421, i1 %422, i1 false
  br i1 %423, label %424, label %465

424:                                              ; preds = %397
  %425 = mul nuw nsw i64 %100, %35
  %426 = getelementptr inbounds nuw float, ptr %0, i64 %425
  %427 = load float, ptr %426, align 4, !tbaa !11
  %428 = fmul contract float %419, %427
  %429 = fadd contract float %89, %428
  br i1 %56, label %465, label %430, !llvm.loop !19

430:                                              ; preds = %424
  %431 = getelementptr inbounds nuw i8, ptr %426, i64 4
  %432 = load float, ptr %431, align 4, !tbaa !11
  %433 = fmul contract float %419, %432
  %434 = fadd contract float %90, %433
  br i1 %57, label %465, label %435, !llvm.loop !19

435:                                              ; preds = %430
  %436 = getelementptr inbounds nuw i8, ptr %426, i64 8
  %437 = load float, ptr %436, align 4, !tbaa !11
  %438 = fmul contract float %419, %437
  %439 = fadd contract float %91, %438
  br i1 %58, label %465, label %440, !llvm.loop !19

440:                                              ; preds = %435
  %441 = getelementptr inbounds nuw i8, ptr %426, i64 12
  %442 = load float, ptr %441, align 4, !tbaa !11
  %443 = fmul contract float %419, %442
  %444 = fadd contract float %92, %443
  br i1 %59, label %465, label %445, !llvm.loop !19

445:                                              ; preds = %440
  %446 = getelementptr inbounds nuw i8, ptr %426, i64 16
  %447 = load float, ptr %446, align 4, !tbaa !11
  %448 = fmul contract float %419, %447
  %449 = fadd contract float %93, %448
  br i1 %60, label %465, label %450, !llvm.loop !19

450:                                              ; preds = %445
  %451 = getelementptr inbounds nuw i8, ptr %426, i64 20
  %452 = load float, ptr %451, align 4, !tbaa !11
  %453 = fmul contract float %419, %452
  %454 = fadd contract float %94, %453
  br i1 %61, label %465, label %455, !llvm.loop !19

455:                                              ; preds = %450
  %456 = getelementptr inbounds nuw i8, ptr %426, i64 24
  %457 = load float, ptr %456, align 4, !tbaa !11
  %458 = fmul contract float %419, %457
  %459 = fadd contract float %95, %458
  br i1 %62, label %465, label %460, !llvm.loop !19

460:                                              ; preds = %455
  %461 = getelementptr inbounds nuw i8, ptr %426, i64 28
  %462 = load float, ptr %461, align 4, !tbaa !11
  %463 = fmul contract float %419, %462
  %464 = fadd contract float %96, %463
  br label %465

465:                                              ; preds = %424, %430, %435, %440, %445, %450, %455, %460, %397
  %466 = phi float [ %89, %397 ], [ %429, %460 ], [ %429, %455 ], [ %429, %450 ], [ %429, %445 ], [ %429, %440 ], [ %429, %435 ], [ %429, %430 ], [ %429, %424 ]
  %467 = phi float [ %90, %397 ], [ %90, %424 ], [ %434, %430 ], [ %434, %435 ], [ %434, %440 ], [ %434, %445 ], [ %434, %450 ], [ %434, %455 ], [ %434, %460 ]
  %468 = phi float [ %91, %397 ], [ %91, %424 ], [ %91, %430 ], [ %439, %435 ], [ %439, %440 ], [ %439, %445 ], [ %439, %450 ], [ %439, %455 ], [ %439, %460 ]
  %469 = phi float [ %92, %397 ], [ %92, %424 ], [ %92, %430 ], [ %92, %435 ], [ %444, %440 ], [ %444, %445 ], [ %444, %450 ], [ %444, %455 ], [ %444, %460 ]
  %470 = phi float [ %93, %397 ], [ %93, %424 ], [ %93, %430 ], [ %93, %435 ], [ %93, %440 ], [ %449, %445 ], [ %449, %450 ], [ %449, %455 ], [ %449, %460 ]
  %471 = phi float [ %94, %397 ], [ %94, %424 ], [ %94, %430 ], [ %94, %435 ], [ %94, %440 ], [ %94, %445 ], [ %454, %450 ], [ %454, %455 ], [ %454, %460 ]
  %472 = phi float [ %95, %397 ], [ %95, %424 ], [ %95, %430 ], [ %95, %435 ], [ %95, %440 ], [ %95, %445 ], [ %95, %450 ], [ %459, %455 ], [ %459, %460 ]
  %473 = phi float [ %96, %397 ], [ %96, %424 ], [ %96, %430 ], [ %96, %435 ], [ %96, %440 ], [ %96, %445 ], [ %96, %450 ], [ %96, %455 ], [ %464, %460 ]
  %474 = add nsw i32 %98, 1
  %475 = icmp eq i32 %98, %29
  br i1 %475, label %79, label %88, !llvm.loop !20

476:                                              ; preds = %497, %494, %491, %488, %485, %482, %479, %79
  %477 = add i32 %71, %37
  %478 = icmp slt i32 %477, %3
  br i1 %478, label %70, label %500, !llvm.loop !21

479:                                              ; preds = %79
  %480 = fmul contract float %83, %467
  %481 = getelementptr i8, ptr %86, i64 4
  store float %480, ptr %481, align 4, !tbaa !11
  br i1 %64, label %476, label %482, !llvm.loop !17

482:                                              ; preds = %479
  %483 = fmul contract float %83, %468
  %484 = getelementptr i8, ptr %86, i64 8
  store float %483, ptr %484, align 4, !tbaa !11
  br i1 %65, label %476, label %485, !llvm.loop !17

485:                                              ; preds = %482
  %486 = fmul contract float %83, %469
  %487 = getelementptr i8, ptr %86, i64 12
  store float %486, ptr %487, align 4, !tbaa !11
  br i1 %66, label %476, label %488, !llvm.loop !17

488:                                              ; preds = %485
  %489 = fmul contract float %83, %470
  %490 = getelementptr i8, ptr %86, i64 16
  store float %489, ptr %490, align 4, !tbaa !11
  br i1 %67, label %476, label %491, !llvm.loop !17

491:                                              ; preds = %488
  %492 = fmul contract float %83, %471
  %493 = getelementptr i8, ptr %86, i64 20
  store float %492, ptr %493, align 4, !tbaa !11
  br i1 %68, label %476, label %494, !llvm.loop !17

494:                                              ; preds = %491
  %495 = fmul contract float %83, %472
  %496 = getelementptr i8, ptr %86, i64 24
  store float %495, ptr %496, align 4, !tbaa !11
  br i1 %69, label %476, label %497, !llvm.loop !17

497:                                              ; preds = %494
  %498 = fmul contract float %83, %473
  %499 = getelementptr i8, ptr %86, i64 28
  store float %498, ptr %499, align 4, !tbaa !11
  br label %476

500:                                              ; preds = %476, %17, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
