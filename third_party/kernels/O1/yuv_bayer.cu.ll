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
  br i1 %25, label %26, label %202

26:                                               ; preds = %10
  %27 = sext i32 %6 to i64
  %28 = icmp ult i64 %1, %27
  br i1 %28, label %202, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %6, 1
  %31 = and i32 %30, -2
  %32 = sext i32 %31 to i64
  %33 = icmp ult i64 %3, %32
  %34 = icmp ult i64 %5, %27
  %35 = or i1 %34, %33
  br i1 %35, label %202, label %36

36:                                               ; preds = %29
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %38 = tail call noundef range(i32 -2147483648, 2147483646) i32 @llvm.smin.i32(i32 %37, i32 2)
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
  br i1 %70, label %202, label %71

71:                                               ; preds = %36
  %72 = zext nneg i32 %22 to i64
  %73 = mul i64 %1, %72
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 %73
  %75 = mul i64 %5, %72
  %76 = getelementptr inbounds nuw %struct.uchar4, ptr %4, i64 %75
  %77 = icmp slt i32 %21, %6
  br i1 %77, label %78, label %105

78:                                               ; preds = %71
  %79 = sext i32 %21 to i64
  %80 = getelementptr inbounds i8, ptr %74, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !13
  %82 = uitofp i8 %81 to float
  %83 = fsub contract float %82, %50
  %84 = fmul contract float %49, %83
  %85 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %84)
  %86 = fsub contract float %84, %67
  %87 = fsub contract float %86, %68
  %88 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %84)
  %89 = tail call noundef float @llvm.nvvm.saturate.f(float %85)
  %90 = fmul contract float %89, 2.550000e+02
  %91 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %90)
  %92 = trunc i32 %91 to i8
  %93 = tail call noundef float @llvm.nvvm.saturate.f(float %87)
  %94 = fmul contract float %93, 2.550000e+02
  %95 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %94)
  %96 = trunc i32 %95 to i8
  %97 = tail call noundef float @llvm.nvvm.saturate.f(float %88)
  %98 = fmul contract float %97, 2.550000e+02
  %99 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %98)
  %100 = trunc i32 %99 to i8
  %101 = getelementptr inbounds %struct.uchar4, ptr %76, i64 %79
  store i8 %92, ptr %101, align 4, !tbaa !13
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 1
  store i8 %96, ptr %102, align 1, !tbaa !13
  %103 = getelementptr inbounds nuw i8, ptr %101, i64 2
  store i8 %100, ptr %103, align 2, !tbaa !13
  %104 = getelementptr inbounds nuw i8, ptr %101, i64 3
  store i8 -1, ptr %104, align 1, !tbaa !13
  br label %105

105:                                              ; preds = %78, %71
  %106 = or disjoint i32 %21, 1
  %107 = icmp slt i32 %106, %6
  br i1 %107, label %108, label %135

108:                                              ; preds = %105
  %109 = sext i32 %106 to i64
  %110 = getelementptr inbounds i8, ptr %74, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !13
  %112 = uitofp i8 %111 to float
  %113 = fsub contract float %112, %50
  %114 = fmul contract float %49, %113
  %115 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %114)
  %116 = fsub contract float %114, %67
  %117 = fsub contract float %116, %68
  %118 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %114)
  %119 = tail call noundef float @llvm.nvvm.saturate.f(float %115)
  %120 = fmul contract float %119, 2.550000e+02
  %121 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %120)
  %122 = trunc i32 %121 to i8
  %123 = tail call noundef float @llvm.nvvm.saturate.f(float %117)
  %124 = fmul contract float %123, 2.550000e+02
  %125 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %124)
  %126 = trunc i32 %125 to i8
  %127 = tail call noundef float @llvm.nvvm.saturate.f(float %118)
  %128 = fmul contract float %127, 2.550000e+02
  %129 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %128)
  %130 = trunc i32 %129 to i8
  %131 = getelementptr inbounds %struct.uchar4, ptr %76, i64 %109
  store i8 %122, ptr %131, align 4, !tbaa !13
  %132 = getelementptr inbounds nuw i8, ptr %131, i64 1
  store i8 %126, ptr %132, align 1, !tbaa !13
  %133 = getelementptr inbounds nuw i8, ptr %131, i64 2
  store i8 %130, ptr %133, align 2, !tbaa !13
  %134 = getelementptr inbounds nuw i8, ptr %131, i64 3
  store i8 -1, ptr %134, align 1, !tbaa !13
  br label %135

135:                                              ; preds = %108, %105
  %136 = icmp eq i32 %69, 1
  br i1 %136, label %202, label %137

137:                                              ; preds = %135
  %138 = or disjoint i32 %22, 1
  %139 = zext nneg i32 %138 to i64
  %140 = mul i64 %1, %139
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 %140
  %142 = mul i64 %5, %139
  %143 = getelementptr inbounds nuw %struct.uchar4, ptr %4, i64 %142
  %144 = icmp slt i32 %21, %6
  br i1 %144, label %145, label %172

145:                                              ; preds = %137
  %146 = sext i32 %21 to i64
  %147 = getelementptr inbounds i8, ptr %141, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !13
  %149 = uitofp i8 %148 to float
  %150 = fsub contract float %149, %50
  %151 = fmul contract float %49, %150
  %152 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %151)
  %153 = fsub contract float %151, %67
  %154 = fsub contract float %153, %68
  %155 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %151)
  %156 = tail call noundef float @llvm.nvvm.saturate.f(float %152)
  %157 = fmul contract float %156, 2.550000e+02
  %158 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %157)
  %159 = trunc i32 %158 to i8
  %160 = tail call noundef float @llvm.nvvm.saturate.f(float %154)
  %161 = fmul contract float %160, 2.550000e+02
  %162 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %161)
  %163 = trunc i32 %162 to i8
  %164 = tail call noundef float @llvm.nvvm.saturate.f(float %155)
  %165 = fmul contract float %164, 2.550000e+02
  %166 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %165)
  %167 = trunc i32 %166 to i8
  %168 = getelementptr inbounds %struct.uchar4, ptr %143, i64 %146
  store i8 %159, ptr %168, align 4, !tbaa !13
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 1
  store i8 %163, ptr %169, align 1, !tbaa !13
  %170 = getelementptr inbounds nuw i8, ptr %168, i64 2
  store i8 %167, ptr %170, align 2, !tbaa !13
  %171 = getelementptr inbounds nuw i8, ptr %168, i64 3
  store i8 -1, ptr %171, align 1, !tbaa !13
  br label %172

172:                                              ; preds = %145, %137
  %173 = or disjoint i32 %21, 1
  %174 = icmp slt i32 %173, %6
  br i1 %174, label %175, label %202

175:                                              ; preds = %172
  %176 = sext i32 %173 to i64
  %177 = getelementptr inbounds i8, ptr %141, i64 %176
  %178 = load i8, ptr %177, align 1, !tbaa !13
  %179 = uitofp i8 %178 to float
  %180 = fsub contract float %179, %50
  %181 = fmul contract float %49, %180
  %182 = tail call noundef float @llvm.fma.f32(float %41, float %66, float %181)
  %183 = fsub contract float %181, %67
  %184 = fsub contract float %183, %68
  %185 = tail call noundef float @llvm.fma.f32(float %47, float %61, float %181)
  %186 = tail call noundef float @llvm.nvvm.saturate.f(float %182)
  %187 = fmul contract float %186, 2.550000e+02
  %188 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %187)
  %189 = trunc i32 %188 to i8
  %190 = tail call noundef float @llvm.nvvm.saturate.f(float %184)
  %191 = fmul contract float %190, 2.550000e+02
  %192 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %191)
  %193 = trunc i32 %192 to i8
  %194 = tail call noundef float @llvm.nvvm.saturate.f(float %185)
  %195 = fmul contract float %194, 2.550000e+02
  %196 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %195)
  %197 = trunc i32 %196 to i8
  %198 = getelementptr inbounds %struct.uchar4, ptr %143, i64 %176
  store i8 %189, ptr %198, align 4, !tbaa !13
  %199 = getelementptr inbounds nuw i8, ptr %198, i64 1
  store i8 %193, ptr %199, align 1, !tbaa !13
  %200 = getelementptr inbounds nuw i8, ptr %198, i64 2
  store i8 %197, ptr %200, align 2, !tbaa !13
  %201 = getelementptr inbounds nuw i8, ptr %198, i64 3
  store i8 -1, ptr %201, align 1, !tbaa !13
  br label %202

202:                                              ; preds = %36, %135, %175, %172, %26, %29, %10
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
  br i1 %18, label %170, label %19

19:                                               ; preds = %9
  %20 = zext nneg i32 %3 to i64
  %21 = icmp ult i64 %1, %20
  br i1 %21, label %170, label %22

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
  br i1 %39, label %40, label %46

40:                                               ; preds = %22
  %41 = shl nuw nsw i32 %3, 1
  %42 = add nsw i32 %41, -2
  %43 = shl nuw nsw i32 %4, 1
  %44 = add nsw i32 %43, -2
  %45 = mul nuw nsw i32 %10, %11
  br label %52

46:                                               ; preds = %52, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = add i32 %24, %36
  %48 = add nuw nsw i32 %27, %34
  %49 = icmp slt i32 %47, %3
  %50 = icmp slt i32 %48, %4
  %51 = and i1 %49, %50
  br i1 %51, label %85, label %170

52:                                               ; preds = %40, %52
  %53 = phi i32 [ %37, %40 ], [ %83, %52 ]
  %54 = udiv i32 %53, %32
  %55 = mul nuw nsw i32 %54, %32
  %56 = sub nuw nsw i32 %53, %55
  %57 = add nsw i32 %25, %56
  %58 = tail call noundef range(i32 -2147483648, 2147483646) i32 @llvm.smin.i32(i32 %57, i32 range(i32 2, 2147483646) %42)
  %59 = tail call i32 @llvm.abs.i32(i32 range(i32 -2147483648, 2147483646) %58, i1 true)
  %60 = icmp samesign ult i32 %59, %3
  %61 = sub nsw i32 %42, %59
  %62 = select i1 %60, i32 %59, i32 %61
  %63 = add nsw i32 %28, %54
  %64 = tail call noundef range(i32 -2147483648, 2147483646) i32 @llvm.smin.i32(i32 %63, i32 range(i32 2, 2147483646) %44)
  %65 = tail call i32 @llvm.abs.i32(i32 range(i32 -2147483648, 2147483646) %64, i1 true)
  %66 = icmp samesign ult i32 %65, %4
  %67 = sub nsw i32 %44, %65
  %68 = select i1 %66, i32 %65, i32 %67
  %69 = sext i32 %68 to i64
  %70 = mul i64 %1, %69
  %71 = sext i32 %62 to i64
  %72 = getelementptr i16, ptr %0, i64 %70
  %73 = getelementptr i16, ptr %72, i64 %71
  %74 = load i16, ptr %73, align 2, !tbaa !14
  %75 = uitofp i16 %74 to float
  %76 = fsub contract float %75, %6
  %77 = tail call noundef float @llvm.maxnum.f32(float %76, float 0.000000e+00)
  %78 = fmul contract float %31, %77
  %79 = zext nneg i32 %54 to i64
  %80 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bayer_bilinear_planarE4tile to ptr), i64 %79
  %81 = zext nneg i32 %56 to i64
  %82 = getelementptr inbounds nuw float, ptr %80, i64 %81
  store float %78, ptr %82, align 4, !tbaa !11
  %83 = add nuw nsw i32 %53, %45
  %84 = icmp samesign ult i32 %83, %38
  br i1 %84, label %52, label %46, !llvm.loop !16

85:                                               ; preds = %46
  %86 = add nuw nsw i32 %36, 1
  %87 = add i32 %5, -1
  %88 = icmp ult i32 %87, 2
  %89 = and i32 %5, -3
  %90 = icmp eq i32 %89, 1
  %91 = trunc i32 %47 to i1
  %92 = xor i1 %88, %91
  %93 = zext i1 %92 to i32
  %94 = trunc i32 %48 to i1
  %95 = xor i1 %90, %94
  %96 = select i1 %95, i32 2, i32 0
  %97 = or disjoint i32 %96, %93
  %98 = zext nneg i32 %34 to i64
  %99 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bayer_bilinear_planarE4tile to ptr), i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 136
  %101 = zext nneg i32 %86 to i64
  %102 = getelementptr inbounds nuw float, ptr %100, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = zext nneg i32 %34 to i64
  %105 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bayer_bilinear_planarE4tile to ptr), i64 %104
  %106 = getelementptr inbounds nuw float, ptr %105, i64 %101
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = zext nneg i32 %34 to i64
  %109 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bayer_bilinear_planarE4tile to ptr), i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 272
  %111 = getelementptr inbounds nuw float, ptr %110, i64 %101
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = fadd contract float %107, %112
  %114 = zext nneg i32 %36 to i64
  %115 = getelementptr inbounds nuw float, ptr %100, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = fadd contract float %113, %116
  %118 = add nuw nsw i32 %36, 2
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds nuw float, ptr %100, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = fadd contract float %117, %121
  %123 = fmul contract float %122, 2.500000e-01
  %124 = getelementptr inbounds nuw float, ptr %105, i64 %114
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = getelementptr inbounds nuw float, ptr %105, i64 %119
  %127 = load float, ptr %126, align 4, !tbaa !11
  %128 = fadd contract float %125, %127
  %129 = getelementptr inbounds nuw float, ptr %110, i64 %114
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = fadd contract float %128, %130
  %132 = getelementptr inbounds nuw float, ptr %110, i64 %119
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fadd contract float %131, %133
  %135 = fmul contract float %134, 2.500000e-01
  %136 = fadd contract float %116, %121
  %137 = fmul contract float %136, 5.000000e-01
  %138 = fmul contract float %113, 5.000000e-01
  switch i32 %97, label %141 [
    i32 0, label %143
    i32 3, label %139
    i32 1, label %140
    i32 2, label %142
  ]

139:                                              ; preds = %85
  br label %143

140:                                              ; preds = %85
  br label %143

141:                                              ; preds = %85
  unreachable

142:                                              ; preds = %85
  br label %143

143:                                              ; preds = %85, %142, %140, %139
  %144 = phi float [ %138, %142 ], [ %137, %140 ], [ %135, %139 ], [ %103, %85 ]
  %145 = phi float [ %103, %142 ], [ %103, %140 ], [ %123, %139 ], [ %123, %85 ]
  %146 = phi float [ %137, %142 ], [ %138, %140 ], [ %103, %139 ], [ %135, %85 ]
  %147 = zext nneg i32 %4 to i64
  %148 = mul nuw nsw i64 %147, %20
  %149 = zext nneg i32 %48 to i64
  %150 = mul nuw nsw i64 %20, %149
  %151 = sext i32 %47 to i64
  %152 = add nsw i64 %150, %151
  %153 = load float, ptr %8, align 4, !tbaa !19
  %154 = fmul contract float %144, %153
  %155 = tail call noundef float @llvm.minnum.f32(float %154, float 1.000000e+00)
  %156 = getelementptr inbounds nuw float, ptr %2, i64 %152
  store float %155, ptr %156, align 4, !tbaa !11
  %157 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %158 = load float, ptr %157, align 4, !tbaa !21
  %159 = fmul contract float %145, %158
  %160 = tail call noundef float @llvm.minnum.f32(float %159, float 1.000000e+00)
  %161 = getelementptr float, ptr %2, i64 %148
  %162 = getelementptr float, ptr %161, i64 %152
  store float %160, ptr %162, align 4, !tbaa !11
  %163 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %164 = load float, ptr %163, align 4, !tbaa !22
  %165 = fmul contract float %146, %164
  %166 = tail call noundef float @llvm.minnum.f32(float %165, float 1.000000e+00)
  %167 = shl i64 %148, 3
  %168 = getelementptr i8, ptr %2, i64 %167
  %169 = getelementptr float, ptr %168, i64 %152
  store float %166, ptr %169, align 4, !tbaa !11
  br label %170

170:                                              ; preds = %143, %46, %9, %19
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
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!20, !12, i64 0}
!20 = !{!"_ZTS6float3", !12, i64 0, !12, i64 4, !12, i64 8}
!21 = !{!20, !12, i64 4}
!22 = !{!20, !12, i64 8}
