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
  br i1 %15, label %112, label %16

16:                                               ; preds = %10
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %18 = tail call noundef range(i32 0, 2049) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %17, i32 2048)
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
  br i1 %29, label %112, label %49

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
  br i1 %51, label %52, label %112

52:                                               ; preds = %49
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %54 = zext nneg i32 %53 to i64
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %56 = zext nneg i32 %55 to i64
  %57 = mul nuw nsw i64 %54, %56
  %58 = zext nneg i32 %22 to i64
  %59 = add nuw nsw i64 %57, %58
  %60 = icmp slt i64 %59, %4
  br i1 %60, label %61, label %112

61:                                               ; preds = %52
  %62 = zext nneg i32 %7 to i64
  %63 = zext nneg i32 %6 to i64
  %64 = icmp sgt i32 %21, 0
  %65 = zext nneg i32 %5 to i64
  %66 = zext nneg i32 %50 to i64
  %67 = getelementptr float, ptr %0, i64 %66
  %68 = zext nneg i32 %5 to i64
  %69 = zext nneg i32 %50 to i64
  %70 = getelementptr float, ptr %2, i64 %69
  %71 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %72 = zext nneg i32 %71 to i64
  %73 = mul nuw nsw i64 %72, %56
  br label %74

74:                                               ; preds = %61, %106
  %75 = phi i64 [ %59, %61 ], [ %110, %106 ]
  %76 = mul nuw nsw i64 %75, %62
  %77 = freeze i64 %76
  %78 = udiv i64 %77, %63
  %79 = mul i64 %78, %63
  %80 = sub i64 %77, %79
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = mul nsw i32 %21, %81
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22resample_polyphase_firE3s_h to ptr), i64 %83
  br i1 %64, label %85, label %106

85:                                               ; preds = %74, %101
  %86 = phi i32 [ %103, %101 ], [ 0, %74 ]
  %87 = phi float [ %102, %101 ], [ 0.000000e+00, %74 ]
  %88 = zext nneg i32 %86 to i64
  %89 = sub nsw i64 %78, %88
  %90 = icmp sgt i64 %89, -1
  %91 = icmp slt i64 %89, %3
  %92 = and i1 %90, %91
  br i1 %92, label %93, label %101

93:                                               ; preds = %85
  %94 = getelementptr inbounds nuw float, ptr %84, i64 %88
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = mul nuw nsw i64 %89, %65
  %97 = getelementptr float, ptr %67, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = fmul contract float %95, %98
  %100 = fadd contract float %87, %99
  br label %101

101:                                              ; preds = %93, %85
  %102 = phi float [ %87, %85 ], [ %100, %93 ]
  %103 = add nuw nsw i32 %86, 1
  %104 = icmp slt i32 %103, %21
  %105 = select i1 %90, i1 %104, i1 false
  br i1 %105, label %85, label %106, !llvm.loop !16

106:                                              ; preds = %101, %74
  %107 = phi float [ 0.000000e+00, %74 ], [ %102, %101 ]
  %108 = mul nuw nsw i64 %75, %68
  %109 = getelementptr float, ptr %70, i64 %108
  store float %107, ptr %109, align 4, !tbaa !11
  %110 = add nuw nsw i64 %75, %73
  %111 = icmp slt i64 %110, %4
  br i1 %111, label %74, label %112, !llvm.loop !17

112:                                              ; preds = %106, %52, %28, %49, %10
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
  %11 = alloca [8 x float], align 4
  %12 = add i32 %4, -9
  %13 = icmp ult i32 %12, -8
  %14 = fcmp contract ole double %5, 0.000000e+00
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %2, 1
  %17 = or i1 %16, %15
  br i1 %17, label %450, label %18

18:                                               ; preds = %7
  %19 = tail call noundef double @llvm.minnum.f64(double %5, double 1.000000e+00)
  %20 = fptrunc contract double %19 to float
  %21 = fdiv contract double 1.000000e+00, %5
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %28, label %450

28:                                               ; preds = %18
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 1)
  %30 = tail call noundef range(i32 0, 2049) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %29, i32 32)
  %31 = sub nsw i32 1, %30
  %32 = uitofp nneg i32 %30 to float
  %33 = shl nuw nsw i32 %30, 1
  %34 = uitofp nneg i32 %33 to float
  %35 = zext nneg i32 %2 to i64
  %36 = zext nneg i32 %4 to i64
  %37 = icmp sgt i32 %4, 0
  %38 = icmp sgt i32 %4, 0
  %39 = zext nneg i32 %4 to i64
  %40 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %41 = mul i32 %40, %23
  %42 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %43 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %44 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %45 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %46 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %48 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %49 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %50 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %51 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %52 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %53 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %54 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %55 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %56 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %57 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %59 = getelementptr inbounds nuw i8, ptr %8, i64 24
  br label %60

60:                                               ; preds = %28, %438
  %61 = phi i32 [ %26, %28 ], [ %439, %438 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #8
  %62 = sitofp i32 %61 to double
  %63 = fmul contract double %21, %62
  %64 = tail call noundef double @llvm.floor.f64(double %63)
  %65 = fptosi double %64 to i64
  %66 = sitofp i64 %65 to double
  %67 = fsub contract double %63, %66
  %68 = fptrunc contract double %67 to float
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  br label %78

69:                                               ; preds = %435
  %70 = tail call noundef float @llvm.nvvm.fabs.f32(float %417)
  %71 = fcmp contract ogt float %70, 0x3EB0C6F7A0000000
  %72 = fdiv contract float %20, %417
  %73 = select contract i1 %71, float %72, float 1.000000e+00
  br i1 %38, label %74, label %438

74:                                               ; preds = %69
  %75 = sext i32 %61 to i64
  %76 = mul nsw i64 %75, %39
  %77 = getelementptr float, ptr %1, i64 %76
  br label %441

78:                                               ; preds = %60, %435
  %79 = phi float [ %417, %435 ], [ 0.000000e+00, %60 ]
  %80 = phi i32 [ %436, %435 ], [ %31, %60 ]
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %81, %65
  %83 = sitofp i32 %80 to float
  %84 = fsub contract float %83, %68
  %85 = fmul contract float %84, %20
  %86 = tail call noundef float @llvm.nvvm.fabs.f32(float %85)
  %87 = fcmp contract olt float %86, 0x3EB0C6F7A0000000
  br i1 %87, label %196, label %88

88:                                               ; preds = %78
  %89 = fmul contract float %85, 0x400921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %90 = fmul float %89, 0x3FE45F3060000000
  %91 = tail call i32 @llvm.nvvm.f2i.rn(float %90) #8
  %92 = sitofp i32 %91 to float
  %93 = tail call float @llvm.fma.f32(float %92, float 0xBFF921FB40000000, float %89)
  %94 = tail call float @llvm.fma.f32(float %92, float 0xBE74442D00000000, float %93)
  %95 = tail call float @llvm.fma.f32(float %92, float 0xBCF84698A0000000, float %94)
  %96 = tail call float @llvm.nvvm.fabs.f32(float %89)
  %97 = fcmp ult float %96, 1.056150e+05
  br i1 %97, label %175, label %98

98:                                               ; preds = %88
  %99 = fcmp oeq float %96, 0x7FF0000000000000
  br i1 %99, label %100, label %102

100:                                              ; preds = %98
  %101 = tail call float @llvm.nvvm.mul.rn.f(float %89, float 0.000000e+00) #8
  br label %175

102:                                              ; preds = %98
  %103 = bitcast float %89 to i32
  %104 = shl i32 %103, 8
  %105 = or i32 %104, -2147483648
  %106 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %105, i32 0) #9, !srcloc !18
  %107 = extractvalue { i32, i32 } %106, 0
  %108 = extractvalue { i32, i32 } %106, 1
  store i32 %107, ptr %10, align 4
  %109 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %105, i32 %108) #9, !srcloc !18
  %110 = extractvalue { i32, i32 } %109, 0
  %111 = extractvalue { i32, i32 } %109, 1
  store i32 %110, ptr %42, align 4
  %112 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %105, i32 %111) #9, !srcloc !18
  %113 = extractvalue { i32, i32 } %112, 0
  %114 = extractvalue { i32, i32 } %112, 1
  store i32 %113, ptr %43, align 4
  %115 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %105, i32 %114) #9, !srcloc !18
  %116 = extractvalue { i32, i32 } %115, 0
  %117 = extractvalue { i32, i32 } %115, 1
  store i32 %116, ptr %44, align 4
  %118 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %105, i32 %117) #9, !srcloc !18
  %119 = extractvalue { i32, i32 } %118, 0
  %120 = extractvalue { i32, i32 } %118, 1
  store i32 %119, ptr %45, align 4
  %121 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %105, i32 %120) #9, !srcloc !18
  %122 = extractvalue { i32, i32 } %121, 0
  %123 = extractvalue { i32, i32 } %121, 1
  store i32 %122, ptr %46, align 4
  %124 = lshr i32 %103, 23
  %125 = and i32 %124, 224
  %126 = add nsw i32 %125, -128
  %127 = lshr exact i32 %126, 5
  store i32 %123, ptr %47, align 4
  %128 = and i32 %124, 31
  %129 = sub nsw i32 6, %127
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr %10, i64 %130
  %132 = load i32, ptr %131, align 4
  %133 = sub nsw i32 5, %127
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i32, ptr %10, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = icmp eq i32 %128, 0
  br i1 %137, label %150, label %138

138:                                              ; preds = %102
  %139 = sub nsw i32 4, %127
  %140 = sub nuw nsw i32 32, %128
  %141 = shl i32 %132, %128
  %142 = lshr i32 %136, %140
  %143 = or disjoint i32 %142, %141
  %144 = shl i32 %136, %128
  %145 = sext i32 %139 to i64
  %146 = getelementptr inbounds i32, ptr %10, i64 %145
  %147 = load i32, ptr %146, align 4
  %148 = lshr i32 %147, %140
  %149 = or disjoint i32 %148, %144
  br label %150

150:                                              ; preds = %138, %102
  %151 = phi i32 [ %143, %138 ], [ %132, %102 ]
  %152 = phi i32 [ %149, %138 ], [ %136, %102 ]
  %153 = lshr i32 %151, 30
  %154 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %152, i32 2)
  %155 = shl i32 %152, 2
  %156 = lshr i32 %154, 31
  %157 = add nuw nsw i32 %156, %153
  %158 = sub nsw i32 0, %157
  %159 = icmp slt i32 %103, 0
  %160 = select i1 %159, i32 %158, i32 %157
  %161 = xor i32 %154, %103
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

175:                                              ; preds = %88, %100, %150
  %176 = phi i32 [ %91, %88 ], [ 0, %100 ], [ %160, %150 ]
  %177 = phi float [ %95, %88 ], [ %101, %100 ], [ %174, %150 ]
  %178 = tail call float @llvm.nvvm.mul.rn.f(float %177, float %177) #8
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
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  %194 = fdiv contract float %193, %89
  %195 = fmul contract float %194, %20
  br label %196

196:                                              ; preds = %78, %175
  %197 = phi float [ %195, %175 ], [ %20, %78 ]
  %198 = fadd contract float %84, %32
  %199 = fdiv contract float %198, %34
  %200 = fmul contract float %199, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %201 = fmul float %200, 0x3FE45F3060000000
  %202 = tail call i32 @llvm.nvvm.f2i.rn(float %201) #8
  %203 = sitofp i32 %202 to float
  %204 = tail call float @llvm.fma.f32(float %203, float 0xBFF921FB40000000, float %200)
  %205 = tail call float @llvm.fma.f32(float %203, float 0xBE74442D00000000, float %204)
  %206 = tail call float @llvm.fma.f32(float %203, float 0xBCF84698A0000000, float %205)
  %207 = tail call float @llvm.nvvm.fabs.f32(float %200)
  %208 = fcmp ult float %207, 1.056150e+05
  br i1 %208, label %286, label %209

209:                                              ; preds = %196
  %210 = fcmp oeq float %207, 0x7FF0000000000000
  br i1 %210, label %211, label %213

211:                                              ; preds = %209
  %212 = tail call float @llvm.nvvm.mul.rn.f(float %200, float 0.000000e+00) #8
  br label %286

213:                                              ; preds = %209
  %214 = bitcast float %200 to i32
  %215 = shl i32 %214, 8
  %216 = or i32 %215, -2147483648
  %217 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %216, i32 0) #9, !srcloc !18
  %218 = extractvalue { i32, i32 } %217, 0
  %219 = extractvalue { i32, i32 } %217, 1
  store i32 %218, ptr %9, align 4
  %220 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %216, i32 %219) #9, !srcloc !18
  %221 = extractvalue { i32, i32 } %220, 0
  %222 = extractvalue { i32, i32 } %220, 1
  store i32 %221, ptr %48, align 4
  %223 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %216, i32 %222) #9, !srcloc !18
  %224 = extractvalue { i32, i32 } %223, 0
  %225 = extractvalue { i32, i32 } %223, 1
  store i32 %224, ptr %49, align 4
  %226 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %216, i32 %225) #9, !srcloc !18
  %227 = extractvalue { i32, i32 } %226, 0
  %228 = extractvalue { i32, i32 } %226, 1
  store i32 %227, ptr %50, align 4
  %229 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %216, i32 %228) #9, !srcloc !18
  %230 = extractvalue { i32, i32 } %229, 0
  %231 = extractvalue { i32, i32 } %229, 1
  store i32 %230, ptr %51, align 4
  %232 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %216, i32 %231) #9, !srcloc !18
  %233 = extractvalue { i32, i32 } %232, 0
  %234 = extractvalue { i32, i32 } %232, 1
  store i32 %233, ptr %52, align 4
  %235 = lshr i32 %214, 23
  %236 = and i32 %235, 224
  %237 = add nsw i32 %236, -128
  %238 = lshr exact i32 %237, 5
  store i32 %234, ptr %53, align 4
  %239 = and i32 %235, 31
  %240 = sub nsw i32 6, %238
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i32, ptr %9, i64 %241
  %243 = load i32, ptr %242, align 4
  %244 = sub nsw i32 5, %238
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds i32, ptr %9, i64 %245
  %247 = load i32, ptr %246, align 4
  %248 = icmp eq i32 %239, 0
  br i1 %248, label %261, label %249

249:                                              ; preds = %213
  %250 = sub nsw i32 4, %238
  %251 = sub nuw nsw i32 32, %239
  %252 = shl i32 %243, %239
  %253 = lshr i32 %247, %251
  %254 = or disjoint i32 %253, %252
  %255 = shl i32 %247, %239
  %256 = sext i32 %250 to i64
  %257 = getelementptr inbounds i32, ptr %9, i64 %256
  %258 = load i32, ptr %257, align 4
  %259 = lshr i32 %258, %251
  %260 = or disjoint i32 %259, %255
  br label %261

261:                                              ; preds = %249, %213
  %262 = phi i32 [ %254, %249 ], [ %243, %213 ]
  %263 = phi i32 [ %260, %249 ], [ %247, %213 ]
  %264 = lshr i32 %262, 30
  %265 = tail call i32 @llvm.fshl.i32(i32 %262, i32 %263, i32 2)
  %266 = shl i32 %263, 2
  %267 = lshr i32 %265, 31
  %268 = add nuw nsw i32 %267, %264
  %269 = sub nsw i32 0, %268
  %270 = icmp slt i32 %214, 0
  %271 = select i1 %270, i32 %269, i32 %268
  %272 = xor i32 %265, %214
  %273 = ashr i32 %265, 31
  %274 = xor i32 %273, %265
  %275 = xor i32 %273, %266
  %276 = zext i32 %274 to i64
  %277 = shl nuw i64 %276, 32
  %278 = zext i32 %275 to i64
  %279 = or disjoint i64 %277, %278
  %280 = sitofp i64 %279 to double
  %281 = fmul double %280, 0x3BF921FB54442D19
  %282 = fptrunc double %281 to float
  %283 = fneg float %282
  %284 = icmp slt i32 %272, 0
  %285 = select i1 %284, float %283, float %282
  br label %286

286:                                              ; preds = %196, %211, %261
  %287 = phi i32 [ %202, %196 ], [ 0, %211 ], [ %271, %261 ]
  %288 = phi float [ %206, %196 ], [ %212, %211 ], [ %285, %261 ]
  %289 = add i32 %287, 1
  %290 = tail call float @llvm.nvvm.mul.rn.f(float %288, float %288) #8
  %291 = and i32 %287, 1
  %292 = icmp eq i32 %291, 0
  %293 = select i1 %292, float 1.000000e+00, float %288
  %294 = tail call float @llvm.fma.f32(float %290, float %293, float 0.000000e+00)
  %295 = tail call float @llvm.fma.f32(float %290, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %296 = select i1 %292, float %295, float 0xBF29A82A60000000
  %297 = select i1 %292, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %298 = tail call float @llvm.fma.f32(float %296, float %290, float %297)
  %299 = select i1 %292, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %300 = tail call float @llvm.fma.f32(float %298, float %290, float %299)
  %301 = tail call float @llvm.fma.f32(float %300, float %294, float %293)
  %302 = and i32 %289, 2
  %303 = icmp eq i32 %302, 0
  %304 = fsub float 0.000000e+00, %301
  %305 = select i1 %303, float %301, float %304
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %306 = fmul contract float %305, 5.000000e-01
  %307 = fsub contract float 0x3FDAE147A0000000, %306
  %308 = fmul contract float %199, 0x402921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %309 = fmul float %308, 0x3FE45F3060000000
  %310 = tail call i32 @llvm.nvvm.f2i.rn(float %309) #8
  %311 = sitofp i32 %310 to float
  %312 = tail call float @llvm.fma.f32(float %311, float 0xBFF921FB40000000, float %308)
  %313 = tail call float @llvm.fma.f32(float %311, float 0xBE74442D00000000, float %312)
  %314 = tail call float @llvm.fma.f32(float %311, float 0xBCF84698A0000000, float %313)
  %315 = tail call float @llvm.nvvm.fabs.f32(float %308)
  %316 = fcmp ult float %315, 1.056150e+05
  br i1 %316, label %394, label %317

317:                                              ; preds = %286
  %318 = fcmp oeq float %315, 0x7FF0000000000000
  br i1 %318, label %319, label %321

319:                                              ; preds = %317
  %320 = tail call float @llvm.nvvm.mul.rn.f(float %308, float 0.000000e+00) #8
  br label %394

321:                                              ; preds = %317
  %322 = bitcast float %308 to i32
  %323 = shl i32 %322, 8
  %324 = or i32 %323, -2147483648
  %325 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %324, i32 0) #9, !srcloc !18
  %326 = extractvalue { i32, i32 } %325, 0
  %327 = extractvalue { i32, i32 } %325, 1
  store i32 %326, ptr %8, align 4
  %328 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %324, i32 %327) #9, !srcloc !18
  %329 = extractvalue { i32, i32 } %328, 0
  %330 = extractvalue { i32, i32 } %328, 1
  store i32 %329, ptr %54, align 4
  %331 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %324, i32 %330) #9, !srcloc !18
  %332 = extractvalue { i32, i32 } %331, 0
  %333 = extractvalue { i32, i32 } %331, 1
  store i32 %332, ptr %55, align 4
  %334 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %324, i32 %333) #9, !srcloc !18
  %335 = extractvalue { i32, i32 } %334, 0
  %336 = extractvalue { i32, i32 } %334, 1
  store i32 %335, ptr %56, align 4
  %337 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %324, i32 %336) #9, !srcloc !18
  %338 = extractvalue { i32, i32 } %337, 0
  %339 = extractvalue { i32, i32 } %337, 1
  store i32 %338, ptr %57, align 4
  %340 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %324, i32 %339) #9, !srcloc !18
  %341 = extractvalue { i32, i32 } %340, 0
  %342 = extractvalue { i32, i32 } %340, 1
  store i32 %341, ptr %58, align 4
  %343 = lshr i32 %322, 23
  %344 = and i32 %343, 224
  %345 = add nsw i32 %344, -128
  %346 = lshr exact i32 %345, 5
  store i32 %342, ptr %59, align 4
  %347 = and i32 %343, 31
  %348 = sub nsw i32 6, %346
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds i32, ptr %8, i64 %349
  %351 = load i32, ptr %350, align 4
  %352 = sub nsw i32 5, %346
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %8, i64 %353
  %355 = load i32, ptr %354, align 4
  %356 = icmp eq i32 %347, 0
  br i1 %356, label %369, label %357

357:                                              ; preds = %321
  %358 = sub nsw i32 4, %346
  %359 = sub nuw nsw i32 32, %347
  %360 = shl i32 %351, %347
  %361 = lshr i32 %355, %359
  %362 = or disjoint i32 %361, %360
  %363 = shl i32 %355, %347
  %364 = sext i32 %358 to i64
  %365 = getelementptr inbounds i32, ptr %8, i64 %364
  %366 = load i32, ptr %365, align 4
  %367 = lshr i32 %366, %359
  %368 = or disjoint i32 %367, %363
  br label %369

369:                                              ; preds = %357, %321
  %370 = phi i32 [ %362, %357 ], [ %351, %321 ]
  %371 = phi i32 [ %368, %357 ], [ %355, %321 ]
  %372 = lshr i32 %370, 30
  %373 = tail call i32 @llvm.fshl.i32(i32 %370, i32 %371, i32 2)
  %374 = shl i32 %371, 2
  %375 = lshr i32 %373, 31
  %376 = add nuw nsw i32 %375, %372
  %377 = sub nsw i32 0, %376
  %378 = icmp slt i32 %322, 0
  %379 = select i1 %378, i32 %377, i32 %376
  %380 = xor i32 %373, %322
  %381 = ashr i32 %373, 31
  %382 = xor i32 %381, %373
  %383 = xor i32 %381, %374
  %384 = zext i32 %382 to i64
  %385 = shl nuw i64 %384, 32
  %386 = zext i32 %383 to i64
  %387 = or disjoint i64 %385, %386
  %388 = sitofp i64 %387 to double
  %389 = fmul double %388, 0x3BF921FB54442D19
  %390 = fptrunc double %389 to float
  %391 = fneg float %390
  %392 = icmp slt i32 %380, 0
  %393 = select i1 %392, float %391, float %390
  br label %394

394:                                              ; preds = %286, %319, %369
  %395 = phi i32 [ %310, %286 ], [ 0, %319 ], [ %379, %369 ]
  %396 = phi float [ %314, %286 ], [ %320, %319 ], [ %393, %369 ]
  %397 = add i32 %395, 1
  %398 = tail call float @llvm.nvvm.mul.rn.f(float %396, float %396) #8
  %399 = and i32 %395, 1
  %400 = icmp eq i32 %399, 0
  %401 = select i1 %400, float 1.000000e+00, float %396
  %402 = tail call float @llvm.fma.f32(float %398, float %401, float 0.000000e+00)
  %403 = tail call float @llvm.fma.f32(float %398, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %404 = select i1 %400, float %403, float 0xBF29A82A60000000
  %405 = select i1 %400, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %406 = tail call float @llvm.fma.f32(float %404, float %398, float %405)
  %407 = select i1 %400, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %408 = tail call float @llvm.fma.f32(float %406, float %398, float %407)
  %409 = tail call float @llvm.fma.f32(float %408, float %402, float %401)
  %410 = and i32 %397, 2
  %411 = icmp eq i32 %410, 0
  %412 = fsub float 0.000000e+00, %409
  %413 = select i1 %411, float %409, float %412
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %414 = fmul contract float %413, 0x3FB47AE140000000
  %415 = fadd contract float %307, %414
  %416 = fmul contract float %197, %415
  %417 = fadd contract float %79, %416
  %418 = icmp sgt i64 %82, -1
  %419 = icmp slt i64 %82, %35
  %420 = select i1 %418, i1 %419, i1 false
  br i1 %420, label %421, label %435

421:                                              ; preds = %394
  %422 = mul nuw nsw i64 %82, %36
  %423 = getelementptr inbounds nuw float, ptr %0, i64 %422
  br i1 %37, label %424, label %435

424:                                              ; preds = %421, %424
  %425 = phi i32 [ %433, %424 ], [ 0, %421 ]
  %426 = zext nneg i32 %425 to i64
  %427 = getelementptr inbounds nuw float, ptr %423, i64 %426
  %428 = load float, ptr %427, align 4, !tbaa !11
  %429 = fmul contract float %416, %428
  %430 = getelementptr inbounds nuw float, ptr %11, i64 %426
  %431 = load float, ptr %430, align 4, !tbaa !11
  %432 = fadd contract float %431, %429
  store float %432, ptr %430, align 4, !tbaa !11
  %433 = add nuw nsw i32 %425, 1
  %434 = icmp eq i32 %433, %4
  br i1 %434, label %435, label %424, !llvm.loop !19

435:                                              ; preds = %424, %421, %394
  %436 = add nsw i32 %80, 1
  %437 = icmp eq i32 %80, %30
  br i1 %437, label %69, label %78, !llvm.loop !20

438:                                              ; preds = %441, %69
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #8
  %439 = add i32 %61, %41
  %440 = icmp slt i32 %439, %3
  br i1 %440, label %60, label %450, !llvm.loop !21

441:                                              ; preds = %74, %441
  %442 = phi i32 [ 0, %74 ], [ %448, %441 ]
  %443 = zext nneg i32 %442 to i64
  %444 = getelementptr inbounds nuw float, ptr %11, i64 %443
  %445 = load float, ptr %444, align 4, !tbaa !11
  %446 = fmul contract float %73, %445
  %447 = getelementptr float, ptr %77, i64 %443
  store float %446, ptr %447, align 4, !tbaa !11
  %448 = add nuw nsw i32 %442, 1
  %449 = icmp eq i32 %448, %4
  br i1 %449, label %438, label %441, !llvm.loop !22

450:                                              ; preds = %438, %18, %7
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(none) }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
