; ModuleID = 'src/yuv_bayer.cu'
source_filename = "src/yuv_bayer.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.YuvMatrix = type { float, float, float, float }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.float3 = type { float, float, float }

@c_yuv = dso_local addrspace(4) externally_initialized constant [3 x %struct.YuvMatrix] [%struct.YuvMatrix { float 0x3FF66E9780000000, float 0x3FD6065300000000, float 0x3FE6DA33C0000000, float 0x3FFC5A1CA0000000 }, %struct.YuvMatrix { float 0x3FF9326180000000, float 0x3FC7FA3BA0000000, float 0x3FDDF5BE60000000, float 0x3FFDB089A0000000 }, %struct.YuvMatrix { float 0x3FF797F620000000, float 0x3FC51012A0000000, float 0x3FE2488620000000, float 0x3FFE1A36E0000000 }], align 4
@_ZZ21bayer_bilinear_planarE4tile = internal unnamed_addr addrspace(3) global [18 x [34 x float]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_yuv to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @nv12_to_rgba8(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, ptr noalias noundef writeonly captures(none) %4, i64 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = add nuw nsw i32 %18, %19
  %21 = shl nsw i32 %15, 1
  %22 = shl nuw nsw i32 %20, 1
  %23 = icmp slt i32 %21, %6
  %24 = icmp slt i32 %22, %7
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %26, label %194

26:                                               ; preds = %10
  %27 = sext i32 %6 to i64
  %28 = icmp ult i64 %1, %27
  br i1 %28, label %194, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %6, 1
  %31 = and i32 %30, -2
  %32 = sext i32 %31 to i64
  %33 = icmp ult i64 %3, %32
  %34 = icmp ult i64 %5, %27
  %35 = or i1 %34, %33
  br i1 %35, label %194, label %36

36:                                               ; preds = %29
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %38 = tail call i32 @llvm.umin.i32(i32 %37, i32 2)
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw %struct.YuvMatrix, ptr addrspacecast (ptr addrspace(4) @c_yuv to ptr), i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %40, i64 12
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = icmp eq i32 %9, 0
  %49 = select contract i1 %48, float 0x3F72B404A0000000, float 0x3F70101020000000
  %50 = select contract i1 %48, float 1.600000e+01, float 0.000000e+00
  %51 = select contract i1 %48, float 0x3F724924A0000000, float 0x3F70101020000000
  %52 = zext nneg i32 %20 to i64
  %53 = mul i64 %3, %52
  %54 = getelementptr inbounds nuw i8, ptr %2, i64 %53
  %55 = sext i32 %15 to i64
  %56 = shl nsw i64 %55, 1
  %57 = getelementptr inbounds nuw i8, ptr %54, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !13
  %59 = uitofp i8 %58 to float
  %60 = fadd contract float %59, -1.280000e+02
  %61 = fmul contract float %51, %60
  %62 = getelementptr inbounds nuw i8, ptr %57, i64 1
  %63 = load i8, ptr %62, align 1, !tbaa !13
  %64 = uitofp i8 %63 to float
  %65 = fadd contract float %64, -1.280000e+02
  %66 = fmul contract float %51, %65
  %67 = fmul contract float %43, %61
  %68 = fmul contract float %45, %66
  %69 = sub nsw i32 %7, %22
  %70 = icmp eq i32 %7, %22
  br i1 %70, label %194, label %71

71:                                               ; preds = %36
  %72 = zext nneg i32 %22 to i64
  %73 = mul i64 %1, %72
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 %73
  %75 = mul i64 %5, %72
  %76 = getelementptr inbounds nuw %struct.uchar4, ptr %4, i64 %75
  %77 = sext i32 %21 to i64
  %78 = getelementptr inbounds i8, ptr %74, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !13
  %80 = uitofp i8 %79 to float
  %81 = fsub contract float %80, %50
  %82 = fmul contract float %49, %81
  %83 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %82)
  %84 = fsub contract float %82, %67
  %85 = fsub contract float %84, %68
  %86 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %82)
  %87 = tail call noundef float @llvm.nvvm.saturate.f(float %83)
  %88 = fmul contract float %87, 2.550000e+02
  %89 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %88)
  %90 = trunc i32 %89 to i8
  %91 = tail call noundef float @llvm.nvvm.saturate.f(float %85)
  %92 = fmul contract float %91, 2.550000e+02
  %93 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %92)
  %94 = trunc i32 %93 to i8
  %95 = tail call noundef float @llvm.nvvm.saturate.f(float %86)
  %96 = fmul contract float %95, 2.550000e+02
  %97 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %96)
  %98 = trunc i32 %97 to i8
  %99 = getelementptr inbounds %struct.uchar4, ptr %76, i64 %77
  store i8 %90, ptr %99, align 4, !tbaa !13
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 1
  store i8 %94, ptr %100, align 1, !tbaa !13
  %101 = getelementptr inbounds nuw i8, ptr %99, i64 2
  store i8 %98, ptr %101, align 2, !tbaa !13
  %102 = getelementptr inbounds nuw i8, ptr %99, i64 3
  store i8 -1, ptr %102, align 1, !tbaa !13
  %103 = or disjoint i32 %21, 1
  %104 = icmp slt i32 %103, %6
  br i1 %104, label %105, label %132

105:                                              ; preds = %71
  %106 = sext i32 %103 to i64
  %107 = getelementptr inbounds i8, ptr %74, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !13
  %109 = uitofp i8 %108 to float
  %110 = fsub contract float %109, %50
  %111 = fmul contract float %49, %110
  %112 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %111)
  %113 = fsub contract float %111, %67
  %114 = fsub contract float %113, %68
  %115 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %111)
  %116 = tail call noundef float @llvm.nvvm.saturate.f(float %112)
  %117 = fmul contract float %116, 2.550000e+02
  %118 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %117)
  %119 = trunc i32 %118 to i8
  %120 = tail call noundef float @llvm.nvvm.saturate.f(float %114)
  %121 = fmul contract float %120, 2.550000e+02
  %122 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %121)
  %123 = trunc i32 %122 to i8
  %124 = tail call noundef float @llvm.nvvm.saturate.f(float %115)
  %125 = fmul contract float %124, 2.550000e+02
  %126 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %125)
  %127 = trunc i32 %126 to i8
  %128 = getelementptr inbounds %struct.uchar4, ptr %76, i64 %106
  store i8 %119, ptr %128, align 4, !tbaa !13
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 1
  store i8 %123, ptr %129, align 1, !tbaa !13
  %130 = getelementptr inbounds nuw i8, ptr %128, i64 2
  store i8 %127, ptr %130, align 2, !tbaa !13
  %131 = getelementptr inbounds nuw i8, ptr %128, i64 3
  store i8 -1, ptr %131, align 1, !tbaa !13
  br label %132

132:                                              ; preds = %105, %71
  %133 = icmp eq i32 %69, 1
  br i1 %133, label %194, label %134

134:                                              ; preds = %132
  %135 = or disjoint i32 %22, 1
  %136 = zext nneg i32 %135 to i64
  %137 = mul i64 %1, %136
  %138 = getelementptr inbounds nuw i8, ptr %0, i64 %137
  %139 = mul i64 %5, %136
  %140 = getelementptr inbounds nuw %struct.uchar4, ptr %4, i64 %139
  %141 = sext i32 %21 to i64
  %142 = getelementptr inbounds i8, ptr %138, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !13
  %144 = uitofp i8 %143 to float
  %145 = fsub contract float %144, %50
  %146 = fmul contract float %49, %145
  %147 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %146)
  %148 = fsub contract float %146, %67
  %149 = fsub contract float %148, %68
  %150 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %146)
  %151 = tail call noundef float @llvm.nvvm.saturate.f(float %147)
  %152 = fmul contract float %151, 2.550000e+02
  %153 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %152)
  %154 = trunc i32 %153 to i8
  %155 = tail call noundef float @llvm.nvvm.saturate.f(float %149)
  %156 = fmul contract float %155, 2.550000e+02
  %157 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %156)
  %158 = trunc i32 %157 to i8
  %159 = tail call noundef float @llvm.nvvm.saturate.f(float %150)
  %160 = fmul contract float %159, 2.550000e+02
  %161 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %160)
  %162 = trunc i32 %161 to i8
  %163 = getelementptr inbounds %struct.uchar4, ptr %140, i64 %141
  store i8 %154, ptr %163, align 4, !tbaa !13
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 1
  store i8 %158, ptr %164, align 1, !tbaa !13
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 2
  store i8 %162, ptr %165, align 2, !tbaa !13
  %166 = getelementptr inbounds nuw i8, ptr %163, i64 3
  store i8 -1, ptr %166, align 1, !tbaa !13
  br i1 %104, label %167, label %194

167:                                              ; preds = %134
  %168 = sext i32 %103 to i64
  %169 = getelementptr inbounds i8, ptr %138, i64 %168
  %170 = load i8, ptr %169, align 1, !tbaa !13
  %171 = uitofp i8 %170 to float
  %172 = fsub contract float %171, %50
  %173 = fmul contract float %49, %172
  %174 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %173)
  %175 = fsub contract float %173, %67
  %176 = fsub contract float %175, %68
  %177 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %173)
  %178 = tail call noundef float @llvm.nvvm.saturate.f(float %174)
  %179 = fmul contract float %178, 2.550000e+02
  %180 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %179)
  %181 = trunc i32 %180 to i8
  %182 = tail call noundef float @llvm.nvvm.saturate.f(float %176)
  %183 = fmul contract float %182, 2.550000e+02
  %184 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %183)
  %185 = trunc i32 %184 to i8
  %186 = tail call noundef float @llvm.nvvm.saturate.f(float %177)
  %187 = fmul contract float %186, 2.550000e+02
  %188 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %187)
  %189 = trunc i32 %188 to i8
  %190 = getelementptr inbounds %struct.uchar4, ptr %140, i64 %168
  store i8 %181, ptr %190, align 4, !tbaa !13
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 1
  store i8 %185, ptr %191, align 1, !tbaa !13
  %192 = getelementptr inbounds nuw i8, ptr %190, i64 2
  store i8 %189, ptr %192, align 2, !tbaa !13
  %193 = getelementptr inbounds nuw i8, ptr %190, i64 3
  store i8 -1, ptr %193, align 1, !tbaa !13
  br label %194

194:                                              ; preds = %36, %132, %167, %134, %26, %29, %10
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @bayer_bilinear_planar(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = icmp samesign ugt i32 %10, 32
  %13 = icmp samesign ugt i32 %11, 16
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %3, 2
  %16 = or i1 %14, %15
  %17 = icmp slt i32 %4, 2
  %18 = or i1 %16, %17
  br i1 %18, label %169, label %19

19:                                               ; preds = %9
  %20 = zext nneg i32 %3 to i64
  %21 = icmp ult i64 %1, %20
  br i1 %21, label %169, label %22

22:                                               ; preds = %19
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %10
  %25 = add i32 %24, -1
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %27 = mul nuw nsw i32 %26, %11
  %28 = add nsw i32 %27, -1
  %29 = fsub contract float %7, %6
  %30 = tail call noundef float @llvm.maxnum.f32(float %29, float 1.000000e+00)
  %31 = fdiv contract float 1.000000e+00, %30
  %32 = add nuw nsw i32 %10, 2
  %33 = add nuw nsw i32 %11, 2
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %35 = mul nuw nsw i32 %34, %10
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = add nuw nsw i32 %35, %36
  %38 = mul nuw nsw i32 %32, %33
  %39 = icmp samesign ult i32 %37, %38
  br i1 %39, label %40, label %47

40:                                               ; preds = %22
  %41 = shl nuw nsw i32 %3, 1
  %42 = add nsw i32 %41, -2
  %43 = shl nuw nsw i32 %4, 1
  %44 = add nsw i32 %43, -2
  %45 = mul nuw nsw i32 %10, %11
  %46 = trunc nuw nsw i32 %32 to i16
  br label %53

47:                                               ; preds = %53, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %48 = add i32 %24, %36
  %49 = add nuw nsw i32 %27, %34
  %50 = icmp slt i32 %48, %3
  %51 = icmp samesign ult i32 %49, %4
  %52 = and i1 %50, %51
  br i1 %52, label %88, label %169

53:                                               ; preds = %40, %53
  %54 = phi i32 [ %37, %40 ], [ %86, %53 ]
  %55 = trunc i32 %54 to i16
  %56 = udiv i16 %55, %46
  %57 = zext i16 %56 to i32
  %58 = mul nuw nsw i32 %32, %57
  %59 = sub nuw nsw i32 %54, %58
  %60 = add nsw i32 %25, %59
  %61 = tail call noundef range(i32 -2147483648, 2147483646) i32 @llvm.smin.i32(i32 %60, i32 range(i32 2, 2147483646) %42)
  %62 = tail call i32 @llvm.abs.i32(i32 range(i32 -2147483648, 2147483646) %61, i1 true)
  %63 = icmp samesign ult i32 %62, %3
  %64 = sub nsw i32 %42, %62
  %65 = select i1 %63, i32 %62, i32 %64
  %66 = add nsw i32 %28, %57
  %67 = tail call noundef range(i32 -2147483648, 2147483646) i32 @llvm.smin.i32(i32 %66, i32 range(i32 2, 2147483646) %44)
  %68 = tail call i32 @llvm.abs.i32(i32 range(i32 -2147483648, 2147483646) %67, i1 true)
  %69 = icmp samesign ult i32 %68, %4
  %70 = sub nsw i32 %44, %68
  %71 = select i1 %69, i32 %68, i32 %70
  %72 = sext i32 %71 to i64
  %73 = mul i64 %1, %72
  %74 = sext i32 %65 to i64
  %75 = getelementptr i16, ptr %0, i64 %73
  %76 = getelementptr i16, ptr %75, i64 %74
  %77 = load i16, ptr %76, align 2, !tbaa !14
  %78 = uitofp i16 %77 to float
  %79 = fsub contract float %78, %6
  %80 = tail call noundef float @llvm.maxnum.f32(float %79, float 0.000000e+00)
  %81 = fmul contract float %31, %80
  %82 = zext i16 %56 to i64
  %83 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bayer_bilinear_planarE4tile to ptr), i64 %82
  %84 = zext nneg i32 %59 to i64
  %85 = getelementptr inbounds nuw float, ptr %83, i64 %84
  store float %81, ptr %85, align 4, !tbaa !11
  %86 = add nuw nsw i32 %54, %45
  %87 = icmp samesign ult i32 %86, %38
  br i1 %87, label %53, label %47, !llvm.loop !16

88:                                               ; preds = %47
  %89 = add nuw nsw i32 %36, 1
  %90 = add i32 %5, -1
  %91 = icmp ult i32 %90, 2
  %92 = and i32 %5, -3
  %93 = icmp eq i32 %92, 1
  %94 = trunc i32 %48 to i1
  %95 = xor i1 %91, %94
  %96 = zext i1 %95 to i32
  %97 = trunc i32 %49 to i1
  %98 = xor i1 %93, %97
  %99 = select i1 %98, i32 2, i32 0
  %100 = or disjoint i32 %99, %96
  %101 = zext nneg i32 %34 to i64
  %102 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bayer_bilinear_planarE4tile to ptr), i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 136
  %104 = zext nneg i32 %89 to i64
  %105 = getelementptr inbounds nuw float, ptr %103, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = getelementptr inbounds nuw float, ptr %102, i64 %104
  %108 = load float, ptr %107, align 4, !tbaa !11
  %109 = getelementptr inbounds nuw i8, ptr %102, i64 272
  %110 = getelementptr inbounds nuw float, ptr %109, i64 %104
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = fadd contract float %108, %111
  %113 = zext nneg i32 %36 to i64
  %114 = getelementptr inbounds nuw float, ptr %103, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = fadd contract float %112, %115
  %117 = add nuw nsw i32 %36, 2
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr %103, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = fadd contract float %116, %120
  %122 = fmul contract float %121, 2.500000e-01
  %123 = getelementptr inbounds nuw float, ptr %102, i64 %113
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw float, ptr %102, i64 %118
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fadd contract float %124, %126
  %128 = getelementptr inbounds nuw float, ptr %109, i64 %113
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = fadd contract float %127, %129
  %131 = getelementptr inbounds nuw float, ptr %109, i64 %118
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = fadd contract float %130, %132
  %134 = fmul contract float %133, 2.500000e-01
  %135 = fadd contract float %115, %120
  %136 = fmul contract float %135, 5.000000e-01
  %137 = fmul contract float %112, 5.000000e-01
  switch i32 %100, label %140 [
    i32 0, label %142
    i32 3, label %138
    i32 1, label %139
    i32 2, label %141
  ]

138:                                              ; preds = %88
  br label %142

139:                                              ; preds = %88
  br label %142

140:                                              ; preds = %88
  unreachable

141:                                              ; preds = %88
  br label %142

142:                                              ; preds = %88, %141, %139, %138
  %143 = phi float [ %137, %141 ], [ %136, %139 ], [ %134, %138 ], [ %106, %88 ]
  %144 = phi float [ %106, %141 ], [ %106, %139 ], [ %122, %138 ], [ %122, %88 ]
  %145 = phi float [ %136, %141 ], [ %137, %139 ], [ %106, %138 ], [ %134, %88 ]
  %146 = zext nneg i32 %4 to i64
  %147 = mul nuw nsw i64 %146, %20
  %148 = zext nneg i32 %49 to i64
  %149 = mul nuw nsw i64 %20, %148
  %150 = sext i32 %48 to i64
  %151 = add nsw i64 %149, %150
  %152 = load float, ptr %8, align 4, !tbaa !18
  %153 = fmul contract float %143, %152
  %154 = tail call noundef float @llvm.minnum.f32(float %153, float 1.000000e+00)
  %155 = getelementptr inbounds nuw float, ptr %2, i64 %151
  store float %154, ptr %155, align 4, !tbaa !11
  %156 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %157 = load float, ptr %156, align 4, !tbaa !20
  %158 = fmul contract float %144, %157
  %159 = tail call noundef float @llvm.minnum.f32(float %158, float 1.000000e+00)
  %160 = getelementptr float, ptr %2, i64 %147
  %161 = getelementptr float, ptr %160, i64 %151
  store float %159, ptr %161, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %163 = load float, ptr %162, align 4, !tbaa !21
  %164 = fmul contract float %145, %163
  %165 = tail call noundef float @llvm.minnum.f32(float %164, float 1.000000e+00)
  %166 = shl i64 %147, 3
  %167 = getelementptr i8, ptr %2, i64 %166
  %168 = getelementptr float, ptr %167, i64 %151
  store float %165, ptr %168, align 4, !tbaa !11
  br label %169

169:                                              ; preds = %142, %47, %9, %19
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="512" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !12, i64 0}
!19 = !{!"_ZTS6float3", !12, i64 0, !12, i64 4, !12, i64 8}
!20 = !{!19, !12, i64 4}
!21 = !{!19, !12, i64 8}
