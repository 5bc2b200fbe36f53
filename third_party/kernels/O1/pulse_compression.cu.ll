; ModuleID = 'src/pulse_compression.cu'
source_filename = "src/pulse_compression.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }

@c_replica = dso_local addrspace(4) externally_initialized constant [64 x %struct.float2.0] zeroinitializer, align 8
@_ZZ17pc_matched_filterE3s_x = internal unnamed_addr addrspace(3) global [192 x %struct.float2.0] undef, align 8
@_ZZ14pc_doppler_dftE4s_tw = internal unnamed_addr addrspace(3) global [512 x %struct.float2.0] undef, align 8
@_ZZ14pc_doppler_dftE5s_win = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ10pc_ca_cfarE3s_p = internal unnamed_addr addrspace(3) global [192 x float] undef, align 4
@_ZZ10pc_ca_cfarE5s_cnt = internal addrspace(3) global i32 undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_replica to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pc_matched_filter(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp eq i32 %7, 128
  br i1 %8, label %9, label %202

9:                                                ; preds = %6
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %11 = tail call noundef range(i32 -32, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %10, i32 64)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 7
  %15 = zext nneg i32 %12 to i64
  %16 = sext i32 %2 to i64
  %17 = mul nsw i64 %16, %15
  %18 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add nuw nsw i32 %11, 127
  %21 = icmp samesign ult i32 %19, %20
  br i1 %21, label %27, label %22

22:                                               ; preds = %37, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = add i32 %14, %19
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %25, label %202

25:                                               ; preds = %22
  %26 = icmp slt i32 %3, 4
  br i1 %26, label %155, label %45

27:                                               ; preds = %9, %37
  %28 = phi i32 [ %43, %37 ], [ %19, %9 ]
  %29 = add nsw i32 %28, %14
  %30 = icmp slt i32 %29, %1
  br i1 %30, label %31, label %37

31:                                               ; preds = %27
  %32 = sext i32 %29 to i64
  %33 = getelementptr inbounds %struct.float2.0, ptr %18, i64 %32
  %34 = load float, ptr %33, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !11
  br label %37

37:                                               ; preds = %27, %31
  %38 = phi float [ %34, %31 ], [ 0.000000e+00, %27 ]
  %39 = phi float [ %36, %31 ], [ 0.000000e+00, %27 ]
  %40 = zext nneg i32 %28 to i64
  %41 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %40
  store float %38, ptr %41, align 8, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 4
  store float %39, ptr %42, align 4, !tbaa !11
  %43 = add nuw nsw i32 %28, 128
  %44 = icmp samesign ult i32 %43, %20
  br i1 %44, label %27, label %22, !llvm.loop !13

45:                                               ; preds = %25, %45
  %46 = phi i32 [ %153, %45 ], [ 4, %25 ]
  %47 = phi float [ %151, %45 ], [ 0.000000e+00, %25 ]
  %48 = phi i32 [ %46, %45 ], [ 0, %25 ]
  %49 = phi float [ %152, %45 ], [ 0.000000e+00, %25 ]
  %50 = add nuw nsw i32 %48, %19
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = trunc i64 %53 to i32
  %55 = lshr i64 %53, 32
  %56 = trunc nuw i64 %55 to i32
  %57 = zext nneg i32 %48 to i64
  %58 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %57
  %59 = load i64, ptr %58, align 8
  %60 = trunc i64 %59 to i32
  %61 = lshr i64 %59, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = bitcast i32 %60 to float
  %64 = bitcast i32 %62 to float
  %65 = bitcast i32 %54 to float
  %66 = bitcast i32 %56 to float
  %67 = fmul contract float %65, %63
  %68 = fmul contract float %66, %64
  %69 = fadd contract float %67, %68
  %70 = fmul contract float %66, %63
  %71 = fmul contract float %65, %64
  %72 = fsub contract float %70, %71
  %73 = fadd contract float %47, %69
  %74 = fadd contract float %49, %72
  %75 = zext nneg i32 %50 to i64
  %76 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %78 = load i64, ptr %77, align 8
  %79 = trunc i64 %78 to i32
  %80 = lshr i64 %78, 32
  %81 = trunc nuw i64 %80 to i32
  %82 = zext nneg i32 %48 to i64
  %83 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %85 = load i64, ptr %84, align 8
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw i64 %87 to i32
  %89 = bitcast i32 %86 to float
  %90 = bitcast i32 %88 to float
  %91 = bitcast i32 %79 to float
  %92 = bitcast i32 %81 to float
  %93 = fmul contract float %91, %89
  %94 = fmul contract float %92, %90
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %92, %89
  %97 = fmul contract float %91, %90
  %98 = fsub contract float %96, %97
  %99 = fadd contract float %73, %95
  %100 = fadd contract float %74, %98
  %101 = zext nneg i32 %50 to i64
  %102 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 16
  %104 = load i64, ptr %103, align 8
  %105 = trunc i64 %104 to i32
  %106 = lshr i64 %104, 32
  %107 = trunc nuw i64 %106 to i32
  %108 = zext nneg i32 %48 to i64
  %109 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 16
  %111 = load i64, ptr %110, align 8
  %112 = trunc i64 %111 to i32
  %113 = lshr i64 %111, 32
  %114 = trunc nuw i64 %113 to i32
  %115 = bitcast i32 %112 to float
  %116 = bitcast i32 %114 to float
  %117 = bitcast i32 %105 to float
  %118 = bitcast i32 %107 to float
  %119 = fmul contract float %117, %115
  %120 = fmul contract float %118, %116
  %121 = fadd contract float %119, %120
  %122 = fmul contract float %118, %115
  %123 = fmul contract float %117, %116
  %124 = fsub contract float %122, %123
  %125 = fadd contract float %99, %121
  %126 = fadd contract float %100, %124
  %127 = zext nneg i32 %50 to i64
  %128 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %127
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 24
  %130 = load i64, ptr %129, align 8
  %131 = trunc i64 %130 to i32
  %132 = lshr i64 %130, 32
  %133 = trunc nuw i64 %132 to i32
  %134 = zext nneg i32 %48 to i64
  %135 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %134
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 24
  %137 = load i64, ptr %136, align 8
  %138 = trunc i64 %137 to i32
  %139 = lshr i64 %137, 32
  %140 = trunc nuw i64 %139 to i32
  %141 = bitcast i32 %138 to float
  %142 = bitcast i32 %140 to float
  %143 = bitcast i32 %131 to float
  %144 = bitcast i32 %133 to float
  %145 = fmul contract float %143, %141
  %146 = fmul contract float %144, %142
  %147 = fadd contract float %145, %146
  %148 = fmul contract float %144, %141
  %149 = fmul contract float %143, %142
  %150 = fsub contract float %148, %149
  %151 = fadd contract float %125, %147
  %152 = fadd contract float %126, %150
  %153 = add nuw nsw i32 %46, 4
  %154 = icmp samesign ugt i32 %153, %11
  br i1 %154, label %155, label %45, !llvm.loop !16

155:                                              ; preds = %45, %25
  %156 = phi float [ 0.000000e+00, %25 ], [ %152, %45 ]
  %157 = phi i32 [ 0, %25 ], [ %46, %45 ]
  %158 = phi float [ 0.000000e+00, %25 ], [ %151, %45 ]
  %159 = icmp samesign ult i32 %157, %11
  br i1 %159, label %160, label %191

160:                                              ; preds = %155, %160
  %161 = phi float [ %187, %160 ], [ %158, %155 ]
  %162 = phi i32 [ %189, %160 ], [ %157, %155 ]
  %163 = phi float [ %188, %160 ], [ %156, %155 ]
  %164 = add nuw i32 %162, %19
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %165
  %167 = load i64, ptr %166, align 8
  %168 = trunc i64 %167 to i32
  %169 = lshr i64 %167, 32
  %170 = trunc nuw i64 %169 to i32
  %171 = zext nneg i32 %162 to i64
  %172 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %171
  %173 = load i64, ptr %172, align 8
  %174 = trunc i64 %173 to i32
  %175 = lshr i64 %173, 32
  %176 = trunc nuw i64 %175 to i32
  %177 = bitcast i32 %174 to float
  %178 = bitcast i32 %176 to float
  %179 = bitcast i32 %168 to float
  %180 = bitcast i32 %170 to float
  %181 = fmul contract float %179, %177
  %182 = fmul contract float %180, %178
  %183 = fadd contract float %181, %182
  %184 = fmul contract float %180, %177
  %185 = fmul contract float %179, %178
  %186 = fsub contract float %184, %185
  %187 = fadd contract float %161, %183
  %188 = fadd contract float %163, %186
  %189 = add nuw nsw i32 %162, 1
  %190 = icmp eq i32 %189, %11
  br i1 %190, label %191, label %160, !llvm.loop !17

191:                                              ; preds = %160, %155
  %192 = phi float [ %156, %155 ], [ %188, %160 ]
  %193 = phi float [ %158, %155 ], [ %187, %160 ]
  %194 = sext i32 %23 to i64
  %195 = add nsw i64 %17, %194
  %196 = getelementptr inbounds nuw %struct.float2.0, ptr %4, i64 %195
  store float %193, ptr %196, align 8, !tbaa !11
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 4
  store float %192, ptr %197, align 4, !tbaa !11
  %198 = fmul contract float %193, %193
  %199 = fmul contract float %192, %192
  %200 = fadd contract float %199, %198
  %201 = getelementptr inbounds nuw float, ptr %5, i64 %195
  store float %200, ptr %201, align 4, !tbaa !11
  br label %202

202:                                              ; preds = %191, %22, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pc_doppler_dft(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = tail call noundef range(i32 -32, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %8, i32 16)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %11 = tail call noundef range(i32 -32, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %10, i32 32)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = mul nuw nsw i32 %11, %9
  %14 = icmp samesign ult i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %7
  %16 = uitofp nneg i32 %11 to float
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %25

18:                                               ; preds = %25, %7
  %19 = icmp samesign ult i32 %12, %9
  br i1 %19, label %20, label %76

20:                                               ; preds = %18
  %21 = icmp sgt i32 %3, 1
  %22 = add nsw i32 %9, -1
  %23 = uitofp nneg i32 %22 to float
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %82

25:                                               ; preds = %15, %25
  %26 = phi i32 [ %12, %15 ], [ %74, %25 ]
  %27 = udiv i32 %26, %9
  %28 = mul nuw nsw i32 %27, %9
  %29 = sub nuw nsw i32 %26, %28
  %30 = mul nuw nsw i32 %29, %27
  %31 = urem i32 %30, %11
  %32 = uitofp nneg i32 %31 to float
  %33 = fmul contract float %32, -2.000000e+00
  %34 = fdiv contract float %33, %16
  %35 = fadd float %34, %34
  %36 = tail call float @llvm.nvvm.round.f(float %35) #8
  %37 = tail call i32 @llvm.nvvm.f2i.rz(float %36)
  %38 = fneg float %36
  %39 = tail call float @llvm.fma.f32(float %38, float 5.000000e-01, float %34)
  %40 = tail call float @llvm.nvvm.mul.rn.f(float %39, float %39) #8
  %41 = tail call float @llvm.fma.f32(float %40, float 0xBFE2F59920000000, float 0x400466B200000000)
  %42 = tail call float @llvm.fma.f32(float %40, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %43 = tail call float @llvm.fma.f32(float %41, float %40, float 0xC014ABBEC0000000)
  %44 = tail call float @llvm.fma.f32(float %42, float %40, float 0x40103C19E0000000)
  %45 = tail call float @llvm.fma.f32(float %40, float %39, float 0.000000e+00)
  %46 = tail call float @llvm.fma.f32(float %44, float %40, float 0xC013BD3CC0000000)
  %47 = tail call float @llvm.fma.f32(float %43, float %45, float 0.000000e+00)
  %48 = tail call float @llvm.fma.f32(float %46, float %40, float 1.000000e+00)
  %49 = tail call float @llvm.fma.f32(float %39, float 0x400921FB60000000, float %47)
  %50 = and i32 %37, 1
  %51 = icmp eq i32 %50, 0
  %52 = select i1 %51, float %49, float %48
  %53 = select i1 %51, float %48, float %49
  %54 = and i32 %37, 2
  %55 = icmp eq i32 %54, 0
  %56 = fneg float %52
  %57 = select i1 %55, float %52, float %56
  %58 = add i32 %37, 1
  %59 = and i32 %58, 2
  %60 = icmp eq i32 %59, 0
  %61 = fsub float 0.000000e+00, %53
  %62 = select i1 %60, float %53, float %61
  %63 = tail call float @llvm.trunc.f32(float %34)
  %64 = fcmp oeq float %34, %63
  %65 = tail call float @llvm.nvvm.mul.rn.f(float %34, float 0.000000e+00) #8
  %66 = select i1 %64, float %65, float %57
  %67 = tail call float @llvm.nvvm.fabs.f32(float %34)
  %68 = fcmp ogt float %67, 0x4170000000000000
  %69 = tail call float @llvm.nvvm.add.rn.f(float %66, float 1.000000e+00) #8
  %70 = select i1 %68, float %69, float %62
  %71 = zext nneg i32 %26 to i64
  %72 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %71
  store float %70, ptr %72, align 8, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 4
  store float %66, ptr %73, align 4, !tbaa !11
  %74 = add nuw nsw i32 %26, %17
  %75 = icmp samesign ult i32 %74, %13
  br i1 %75, label %25, label %18, !llvm.loop !18

76:                                               ; preds = %119, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %78 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %79 = mul i32 %77, %78
  %80 = add i32 %79, %12
  %81 = icmp slt i32 %80, %1
  br i1 %81, label %125, label %652

82:                                               ; preds = %20, %119
  %83 = phi i32 [ %12, %20 ], [ %123, %119 ]
  br i1 %21, label %84, label %119

84:                                               ; preds = %82
  %85 = uitofp nneg i32 %83 to float
  %86 = fmul contract float %85, 2.000000e+00
  %87 = fdiv contract float %86, %23
  %88 = tail call float @llvm.nvvm.fabs.f32(float %87)
  %89 = fcmp ogt float %88, 0x4170000000000000
  %90 = tail call float @llvm.nvvm.mul.rn.f(float %87, float 0.000000e+00) #8
  %91 = select i1 %89, float %90, float %87
  %92 = fadd float %91, %91
  %93 = tail call float @llvm.nvvm.round.f(float %92) #8
  %94 = tail call i32 @llvm.nvvm.f2i.rz(float %93)
  %95 = fneg float %93
  %96 = tail call float @llvm.fma.f32(float %95, float 5.000000e-01, float %91)
  %97 = add i32 %94, 1
  %98 = tail call float @llvm.nvvm.mul.rn.f(float %96, float %96) #8
  %99 = and i32 %94, 1
  %100 = icmp eq i32 %99, 0
  %101 = select i1 %100, float 1.000000e+00, float %96
  %102 = tail call float @llvm.fma.f32(float %98, float %101, float 0.000000e+00)
  %103 = tail call float @llvm.fma.f32(float %98, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %104 = select i1 %100, float %103, float 0xBFE2F59920000000
  %105 = select i1 %100, float 0x40103C19E0000000, float 0x400466B200000000
  %106 = tail call float @llvm.fma.f32(float %104, float %98, float %105)
  %107 = select i1 %100, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %108 = tail call float @llvm.fma.f32(float %106, float %98, float %107)
  %109 = select i1 %100, float 1.000000e+00, float 0.000000e+00
  %110 = tail call float @llvm.fma.f32(float %108, float %102, float %109)
  %111 = tail call float @llvm.fma.f32(float %96, float 0x400921FB60000000, float %110)
  %112 = select i1 %100, float %110, float %111
  %113 = and i32 %97, 2
  %114 = icmp eq i32 %113, 0
  %115 = fsub float 0.000000e+00, %112
  %116 = select i1 %114, float %112, float %115
  %117 = fmul contract float %116, 5.000000e-01
  %118 = fsub contract float 5.000000e-01, %117
  br label %119

119:                                              ; preds = %82, %84
  %120 = phi contract float [ %118, %84 ], [ 1.000000e+00, %82 ]
  %121 = zext nneg i32 %83 to i64
  %122 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 %121
  store float %120, ptr %122, align 4, !tbaa !11
  %123 = add nuw nsw i32 %83, %24
  %124 = icmp samesign ult i32 %123, %9
  br i1 %124, label %82, label %76, !llvm.loop !19

125:                                              ; preds = %76
  %126 = sext i32 %2 to i64
  %127 = sext i32 %80 to i64
  %128 = getelementptr %struct.float2.0, ptr %0, i64 %127
  %129 = load float, ptr %128, align 8, !tbaa !11
  %130 = getelementptr inbounds nuw i8, ptr %128, i64 4
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), align 4, !tbaa !11
  %133 = fmul contract float %129, %132
  %134 = fmul contract float %131, %132
  %135 = icmp sgt i32 %3, 1
  br i1 %135, label %136, label %144

136:                                              ; preds = %125
  %137 = getelementptr %struct.float2.0, ptr %128, i64 %126
  %138 = load float, ptr %137, align 8, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %137, i64 4
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 4), align 4, !tbaa !11
  %142 = fmul contract float %138, %141
  %143 = fmul contract float %140, %141
  br label %144

144:                                              ; preds = %125, %136
  %145 = phi float [ %143, %136 ], [ 0.000000e+00, %125 ]
  %146 = phi float [ %142, %136 ], [ 0.000000e+00, %125 ]
  %147 = icmp sgt i32 %3, 2
  br i1 %147, label %148, label %157

148:                                              ; preds = %144
  %149 = shl nsw i64 %126, 4
  %150 = getelementptr i8, ptr %128, i64 %149
  %151 = load float, ptr %150, align 8, !tbaa !11
  %152 = getelementptr inbounds nuw i8, ptr %150, i64 4
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 8), align 4, !tbaa !11
  %155 = fmul contract float %151, %154
  %156 = fmul contract float %153, %154
  br label %157

157:                                              ; preds = %144, %148
  %158 = phi float [ %156, %148 ], [ 0.000000e+00, %144 ]
  %159 = phi float [ %155, %148 ], [ 0.000000e+00, %144 ]
  %160 = icmp sgt i32 %3, 3
  br i1 %160, label %161, label %170

161:                                              ; preds = %157
  %162 = mul nsw i64 %126, 24
  %163 = getelementptr i8, ptr %128, i64 %162
  %164 = load float, ptr %163, align 8, !tbaa !11
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 4
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 12), align 4, !tbaa !11
  %168 = fmul contract float %164, %167
  %169 = fmul contract float %166, %167
  br label %170

170:                                              ; preds = %157, %161
  %171 = phi float [ %169, %161 ], [ 0.000000e+00, %157 ]
  %172 = phi float [ %168, %161 ], [ 0.000000e+00, %157 ]
  %173 = icmp sgt i32 %3, 4
  br i1 %173, label %174, label %183

174:                                              ; preds = %170
  %175 = shl nsw i64 %126, 5
  %176 = getelementptr i8, ptr %128, i64 %175
  %177 = load float, ptr %176, align 8, !tbaa !11
  %178 = getelementptr inbounds nuw i8, ptr %176, i64 4
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 16), align 4, !tbaa !11
  %181 = fmul contract float %177, %180
  %182 = fmul contract float %179, %180
  br label %183

183:                                              ; preds = %170, %174
  %184 = phi float [ %182, %174 ], [ 0.000000e+00, %170 ]
  %185 = phi float [ %181, %174 ], [ 0.000000e+00, %170 ]
  %186 = icmp sgt i32 %3, 5
  br i1 %186, label %187, label %196

187:                                              ; preds = %183
  %188 = mul nsw i64 %126, 40
  %189 = getelementptr i8, ptr %128, i64 %188
  %190 = load float, ptr %189, align 8, !tbaa !11
  %191 = getelementptr inbounds nuw i8, ptr %189, i64 4
  %192 = load float, ptr %191, align 4, !tbaa !11
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 20), align 4, !tbaa !11
  %194 = fmul contract float %190, %193
  %195 = fmul contract float %192, %193
  br label %196

196:                                              ; preds = %183, %187
  %197 = phi float [ %195, %187 ], [ 0.000000e+00, %183 ]
  %198 = phi float [ %194, %187 ], [ 0.000000e+00, %183 ]
  %199 = icmp sgt i32 %3, 6
  br i1 %199, label %200, label %209

200:                                              ; preds = %196
  %201 = mul nsw i64 %126, 48
  %202 = getelementptr i8, ptr %128, i64 %201
  %203 = load float, ptr %202, align 8, !tbaa !11
  %204 = getelementptr inbounds nuw i8, ptr %202, i64 4
  %205 = load float, ptr %204, align 4, !tbaa !11
  %206 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 24), align 4, !tbaa !11
  %207 = fmul contract float %203, %206
  %208 = fmul contract float %205, %206
  br label %209

209:                                              ; preds = %196, %200
  %210 = phi float [ %208, %200 ], [ 0.000000e+00, %196 ]
  %211 = phi float [ %207, %200 ], [ 0.000000e+00, %196 ]
  %212 = icmp sgt i32 %3, 7
  br i1 %212, label %213, label %222

213:                                              ; preds = %209
  %214 = mul nsw i64 %126, 56
  %215 = getelementptr i8, ptr %128, i64 %214
  %216 = load float, ptr %215, align 8, !tbaa !11
  %217 = getelementptr inbounds nuw i8, ptr %215, i64 4
  %218 = load float, ptr %217, align 4, !tbaa !11
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 28), align 4, !tbaa !11
  %220 = fmul contract float %216, %219
  %221 = fmul contract float %218, %219
  br label %222

222:                                              ; preds = %209, %213
  %223 = phi float [ %221, %213 ], [ 0.000000e+00, %209 ]
  %224 = phi float [ %220, %213 ], [ 0.000000e+00, %209 ]
  %225 = icmp sgt i32 %3, 8
  br i1 %225, label %226, label %235

226:                                              ; preds = %222
  %227 = shl nsw i64 %126, 6
  %228 = getelementptr i8, ptr %128, i64 %227
  %229 = load float, ptr %228, align 8, !tbaa !11
  %230 = getelementptr inbounds nuw i8, ptr %228, i64 4
  %231 = load float, ptr %230, align 4, !tbaa !11
  %232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 32), align 4, !tbaa !11
  %233 = fmul contract float %229, %232
  %234 = fmul contract float %231, %232
  br label %235

235:                                              ; preds = %222, %226
  %236 = phi float [ %234, %226 ], [ 0.000000e+00, %222 ]
  %237 = phi float [ %233, %226 ], [ 0.000000e+00, %222 ]
  %238 = icmp sgt i32 %3, 9
  br i1 %238, label %239, label %248

239:                                              ; preds = %235
  %240 = mul nsw i64 %126, 72
  %241 = getelementptr i8, ptr %128, i64 %240
  %242 = load float, ptr %241, align 8, !tbaa !11
  %243 = getelementptr inbounds nuw i8, ptr %241, i64 4
  %244 = load float, ptr %243, align 4, !tbaa !11
  %245 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 36), align 4, !tbaa !11
  %246 = fmul contract float %242, %245
  %247 = fmul contract float %244, %245
  br label %248

248:                                              ; preds = %235, %239
  %249 = phi float [ %247, %239 ], [ 0.000000e+00, %235 ]
  %250 = phi float [ %246, %239 ], [ 0.000000e+00, %235 ]
  %251 = icmp sgt i32 %3, 10
  br i1 %251, label %252, label %261

252:                                              ; preds = %248
  %253 = mul nsw i64 %126, 80
  %254 = getelementptr i8, ptr %128, i64 %253
  %255 = load float, ptr %254, align 8, !tbaa !11
  %256 = getelementptr inbounds nuw i8, ptr %254, i64 4
  %257 = load float, ptr %256, align 4, !tbaa !11
  %258 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 40), align 4, !tbaa !11
  %259 = fmul contract float %255, %258
  %260 = fmul contract float %257, %258
  br label %261

261:                                              ; preds = %248, %252
  %262 = phi float [ %260, %252 ], [ 0.000000e+00, %248 ]
  %263 = phi float [ %259, %252 ], [ 0.000000e+00, %248 ]
  %264 = icmp sgt i32 %3, 11
  br i1 %264, label %265, label %274

265:                                              ; preds = %261
  %266 = mul nsw i64 %126, 88
  %267 = getelementptr i8, ptr %128, i64 %266
  %268 = load float, ptr %267, align 8, !tbaa !11
  %269 = getelementptr inbounds nuw i8, ptr %267, i64 4
  %270 = load float, ptr %269, align 4, !tbaa !11
  %271 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 44), align 4, !tbaa !11
  %272 = fmul contract float %268, %271
  %273 = fmul contract float %270, %271
  br label %274

274:                                              ; preds = %261, %265
  %275 = phi float [ %273, %265 ], [ 0.000000e+00, %261 ]
  %276 = phi float [ %272, %265 ], [ 0.000000e+00, %261 ]
  %277 = icmp sgt i32 %3, 12
  br i1 %277, label %278, label %287

278:                                              ; preds = %274
  %279 = mul nsw i64 %126, 96
  %280 = getelementptr i8, ptr %128, i64 %279
  %281 = load float, ptr %280, align 8, !tbaa !11
  %282 = getelementptr inbounds nuw i8, ptr %280, i64 4
  %283 = load float, ptr %282, align 4, !tbaa !11
  %284 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 48), align 4, !tbaa !11
  %285 = fmul contract float %281, %284
  %286 = fmul contract float %283, %284
  br label %287

287:                                              ; preds = %274, %278
  %288 = phi float [ %286, %278 ], [ 0.000000e+00, %274 ]
  %289 = phi float [ %285, %278 ], [ 0.000000e+00, %274 ]
  %290 = icmp sgt i32 %3, 13
  br i1 %290, label %291, label %300

291:                                              ; preds = %287
  %292 = mul nsw i64 %126, 104
  %293 = getelementptr i8, ptr %128, i64 %292
  %294 = load float, ptr %293, align 8, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %293, i64 4
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 52), align 4, !tbaa !11
  %298 = fmul contract float %294, %297
  %299 = fmul contract float %296, %297
  br label %300

300:                                              ; preds = %287, %291
  %301 = phi float [ %299, %291 ], [ 0.000000e+00, %287 ]
  %302 = phi float [ %298, %291 ], [ 0.000000e+00, %287 ]
  %303 = icmp sgt i32 %3, 14
  br i1 %303, label %304, label %313

304:                                              ; preds = %300
  %305 = mul nsw i64 %126, 112
  %306 = getelementptr i8, ptr %128, i64 %305
  %307 = load float, ptr %306, align 8, !tbaa !11
  %308 = getelementptr inbounds nuw i8, ptr %306, i64 4
  %309 = load float, ptr %308, align 4, !tbaa !11
  %310 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 56), align 4, !tbaa !11
  %311 = fmul contract float %307, %310
  %312 = fmul contract float %309, %310
  br label %313

313:                                              ; preds = %300, %304
  %314 = phi float [ %312, %304 ], [ 0.000000e+00, %300 ]
  %315 = phi float [ %311, %304 ], [ 0.000000e+00, %300 ]
  %316 = icmp sgt i32 %3, 15
  br i1 %316, label %317, label %326

317:                                              ; preds = %313
  %318 = mul nsw i64 %126, 120
  %319 = getelementptr i8, ptr %128, i64 %318
  %320 = load float, ptr %319, align 8, !tbaa !11
  %321 = getelementptr inbounds nuw i8, ptr %319, i64 4
  %322 = load float, ptr %321, align 4, !tbaa !11
  %323 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 60), align 4, !tbaa !11
  %324 = fmul contract float %320, %323
  %325 = fmul contract float %322, %323
  br label %326

326:                                              ; preds = %313, %317
  %327 = phi float [ %325, %317 ], [ 0.000000e+00, %313 ]
  %328 = phi float [ %324, %317 ], [ 0.000000e+00, %313 ]
  %329 = add nuw nsw i32 %11, 1
  %330 = lshr i32 %329, 1
  %331 = lshr i32 %11, 1
  %332 = sext i32 %6 to i64
  %333 = sext i32 %80 to i64
  %334 = getelementptr float, ptr %5, i64 %333
  %335 = icmp sgt i32 %3, 1
  %336 = icmp sgt i32 %3, 2
  %337 = icmp sgt i32 %3, 3
  %338 = icmp sgt i32 %3, 4
  %339 = icmp sgt i32 %3, 5
  %340 = icmp sgt i32 %3, 6
  %341 = icmp sgt i32 %3, 7
  %342 = icmp sgt i32 %3, 8
  %343 = icmp sgt i32 %3, 9
  %344 = icmp sgt i32 %3, 10
  %345 = icmp sgt i32 %3, 11
  %346 = icmp sgt i32 %3, 12
  %347 = icmp sgt i32 %3, 13
  %348 = icmp sgt i32 %3, 14
  %349 = icmp sgt i32 %3, 15
  %350 = sub nsw i32 0, %330
  br label %351

351:                                              ; preds = %326, %634
  %352 = phi i32 [ 0, %326 ], [ %650, %634 ]
  %353 = mul nuw nsw i32 %352, %9
  %354 = zext nneg i32 %353 to i64
  %355 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %354
  %356 = load float, ptr %355, align 8, !tbaa !11
  %357 = getelementptr inbounds nuw i8, ptr %355, i64 4
  %358 = load float, ptr %357, align 4, !tbaa !11
  %359 = fmul contract float %356, %133
  %360 = fmul contract float %358, %134
  %361 = fsub contract float %359, %360
  %362 = fadd contract float %361, 0.000000e+00
  %363 = fmul contract float %358, %133
  %364 = fmul contract float %356, %134
  %365 = fadd contract float %363, %364
  %366 = fadd contract float %365, 0.000000e+00
  br i1 %335, label %367, label %382

367:                                              ; preds = %351
  %368 = zext nneg i32 %353 to i64
  %369 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %368
  %370 = getelementptr inbounds nuw i8, ptr %369, i64 8
  %371 = load float, ptr %370, align 8, !tbaa !11
  %372 = getelementptr inbounds nuw i8, ptr %369, i64 12
  %373 = load float, ptr %372, align 4, !tbaa !11
  %374 = fmul contract float %371, %146
  %375 = fmul contract float %373, %145
  %376 = fsub contract float %374, %375
  %377 = fadd contract float %362, %376
  %378 = fmul contract float %373, %146
  %379 = fmul contract float %371, %145
  %380 = fadd contract float %378, %379
  %381 = fadd contract float %366, %380
  br label %382

382:                                              ; preds = %367, %351
  %383 = phi float [ %377, %367 ], [ %362, %351 ]
  %384 = phi float [ %381, %367 ], [ %366, %351 ]
  br i1 %336, label %385, label %400

385:                                              ; preds = %382
  %386 = zext nneg i32 %353 to i64
  %387 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %386
  %388 = getelementptr inbounds nuw i8, ptr %387, i64 16
  %389 = load float, ptr %388, align 8, !tbaa !11
  %390 = getelementptr inbounds nuw i8, ptr %387, i64 20
  %391 = load float, ptr %390, align 4, !tbaa !11
  %392 = fmul contract float %389, %159
  %393 = fmul contract float %391, %158
  %394 = fsub contract float %392, %393
  %395 = fadd contract float %383, %394
  %396 = fmul contract float %391, %159
  %397 = fmul contract float %389, %158
  %398 = fadd contract float %396, %397
  %399 = fadd contract float %384, %398
  br label %400

400:                                              ; preds = %385, %382
  %401 = phi float [ %395, %385 ], [ %383, %382 ]
  %402 = phi float [ %399, %385 ], [ %384, %382 ]
  br i1 %337, label %403, label %418

403:                                              ; preds = %400
  %404 = zext nneg i32 %353 to i64
  %405 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %404
  %406 = getelementptr inbounds nuw i8, ptr %405, i64 24
  %407 = load float, ptr %406, align 8, !tbaa !11
  %408 = getelementptr inbounds nuw i8, ptr %405, i64 28
  %409 = load float, ptr %408, align 4, !tbaa !11
  %410 = fmul contract float %407, %172
  %411 = fmul contract float %409, %171
  %412 = fsub contract float %410, %411
  %413 = fadd contract float %401, %412
  %414 = fmul contract float %409, %172
  %415 = fmul contract float %407, %171
  %416 = fadd contract float %414, %415
  %417 = fadd contract float %402, %416
  br label %418

418:                                              ; preds = %403, %400
  %419 = phi float [ %413, %403 ], [ %401, %400 ]
  %420 = phi float [ %417, %403 ], [ %402, %400 ]
  br i1 %338, label %421, label %436

421:                                              ; preds = %418
  %422 = zext nneg i32 %353 to i64
  %423 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %422
  %424 = getelementptr inbounds nuw i8, ptr %423, i64 32
  %425 = load float, ptr %424, align 8, !tbaa !11
  %426 = getelementptr inbounds nuw i8, ptr %423, i64 36
  %427 = load float, ptr %426, align 4, !tbaa !11
  %428 = fmul contract float %425, %185
  %429 = fmul contract float %427, %184
  %430 = fsub contract float %428, %429
  %431 = fadd contract float %419, %430
  %432 = fmul contract float %427, %185
  %433 = fmul contract float %425, %184
  %434 = fadd contract float %432, %433
  %435 = fadd contract float %420, %434
  br label %436

436:                                              ; preds = %421, %418
  %437 = phi float [ %431, %421 ], [ %419, %418 ]
  %438 = phi float [ %435, %421 ], [ %420, %418 ]
  br i1 %339, label %439, label %454

439:                                              ; preds = %436
  %440 = zext nneg i32 %353 to i64
  %441 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %440
  %442 = getelementptr inbounds nuw i8, ptr %441, i64 40
  %443 = load float, ptr %442, align 8, !tbaa !11
  %444 = getelementptr inbounds nuw i8, ptr %441, i64 44
  %445 = load float, ptr %444, align 4, !tbaa !11
  %446 = fmul contract float %443, %198
  %447 = fmul contract float %445, %197
  %448 = fsub contract float %446, %447
  %449 = fadd contract float %437, %448
  %450 = fmul contract float %445, %198
  %451 = fmul contract float %443, %197
  %452 = fadd contract float %450, %451
  %453 = fadd contract float %438, %452
  br label %454

454:                                              ; preds = %439, %436
  %455 = phi float [ %449, %439 ], [ %437, %436 ]
  %456 = phi float [ %453, %439 ], [ %438, %436 ]
  br i1 %340, label %457, label %472

457:                                              ; preds = %454
  %458 = zext nneg i32 %353 to i64
  %459 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %458
  %460 = getelementptr inbounds nuw i8, ptr %459, i64 48
  %461 = load float, ptr %460, align 8, !tbaa !11
  %462 = getelementptr inbounds nuw i8, ptr %459, i64 52
  %463 = load float, ptr %462, align 4, !tbaa !11
  %464 = fmul contract float %461, %211
  %465 = fmul contract float %463, %210
  %466 = fsub contract float %464, %465
  %467 = fadd contract float %455, %466
  %468 = fmul contract float %463, %211
  %469 = fmul contract float %461, %210
  %470 = fadd contract float %468, %469
  %471 = fadd contract float %456, %470
  br label %472

472:                                              ; preds = %457, %454
  %473 = phi float [ %467, %457 ], [ %455, %454 ]
  %474 = phi float [ %471, %457 ], [ %456, %454 ]
  br i1 %341, label %475, label %490

475:                                              ; preds = %472
  %476 = zext nneg i32 %353 to i64
  %477 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %476
  %478 = getelementptr inbounds nuw i8, ptr %477, i64 56
  %479 = load float, ptr %478, align 8, !tbaa !11
  %480 = getelementptr inbounds nuw i8, ptr %477, i64 60
  %481 = load float, ptr %480, align 4, !tbaa !11
  %482 = fmul contract float %479, %224
  %483 = fmul contract float %481, %223
  %484 = fsub contract float %482, %483
  %485 = fadd contract float %473, %484
  %486 = fmul contract float %481, %224
  %487 = fmul contract float %479, %223
  %488 = fadd contract float %486, %487
  %489 = fadd contract float %474, %488
  br label %490

490:                                              ; preds = %475, %472
  %491 = phi float [ %485, %475 ], [ %473, %472 ]
  %492 = phi float [ %489, %475 ], [ %474, %472 ]
  br i1 %342, label %493, label %508

493:                                              ; preds = %490
  %494 = zext nneg i32 %353 to i64
  %495 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %494
  %496 = getelementptr inbounds nuw i8, ptr %495, i64 64
  %497 = load float, ptr %496, align 8, !tbaa !11
  %498 = getelementptr inbounds nuw i8, ptr %495, i64 68
  %499 = load float, ptr %498, align 4, !tbaa !11
  %500 = fmul contract float %497, %237
  %501 = fmul contract float %499, %236
  %502 = fsub contract float %500, %501
  %503 = fadd contract float %491, %502
  %504 = fmul contract float %499, %237
  %505 = fmul contract float %497, %236
  %506 = fadd contract float %504, %505
  %507 = fadd contract float %492, %506
  br label %508

508:                                              ; preds = %493, %490
  %509 = phi float [ %503, %493 ], [ %491, %490 ]
  %510 = phi float [ %507, %493 ], [ %492, %490 ]
  br i1 %343, label %511, label %526

511:                                              ; preds = %508
  %512 = zext nneg i32 %353 to i64
  %513 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %512
  %514 = getelementptr inbounds nuw i8, ptr %513, i64 72
  %515 = load float, ptr %514, align 8, !tbaa !11
  %516 = getelementptr inbounds nuw i8, ptr %513, i64 76
  %517 = load float, ptr %516, align 4, !tbaa !11
  %518 = fmul contract float %515, %250
  %519 = fmul contract float %517, %249
  %520 = fsub contract float %518, %519
  %521 = fadd contract float %509, %520
  %522 = fmul contract float %517, %250
  %523 = fmul contract float %515, %249
  %524 = fadd contract float %522, %523
  %525 = fadd contract float %510, %524
  br label %526

526:                                              ; preds = %511, %508
  %527 = phi float [ %521, %511 ], [ %509, %508 ]
  %528 = phi float [ %525, %511 ], [ %510, %508 ]
  br i1 %344, label %529, label %544

529:                                              ; preds = %526
  %530 = zext nneg i32 %353 to i64
  %531 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %530
  %532 = getelementptr inbounds nuw i8, ptr %531, i64 80
  %533 = load float, ptr %532, align 8, !tbaa !11
  %534 = getelementptr inbounds nuw i8, ptr %531, i64 84
  %535 = load float, ptr %534, align 4, !tbaa !11
  %536 = fmul contract float %533, %263
  %537 = fmul contract float %535, %262
  %538 = fsub contract float %536, %537
  %539 = fadd contract float %527, %538
  %540 = fmul contract float %535, %263
  %541 = fmul contract float %533, %262
  %542 = fadd contract float %540, %541
  %543 = fadd contract float %528, %542
  br label %544

544:                                              ; preds = %529, %526
  %545 = phi float [ %539, %529 ], [ %527, %526 ]
  %546 = phi float [ %543, %529 ], [ %528, %526 ]
  br i1 %345, label %547, label %562

547:                                              ; preds = %544
  %548 = zext nneg i32 %353 to i64
  %549 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %548
  %550 = getelementptr inbounds nuw i8, ptr %549, i64 88
  %551 = load float, ptr %550, align 8, !tbaa !11
  %552 = getelementptr inbounds nuw i8, ptr %549, i64 92
  %553 = load float, ptr %552, align 4, !tbaa !11
  %554 = fmul contract float %551, %276
  %555 = fmul contract float %553, %275
  %556 = fsub contract float %554, %555
  %557 = fadd contract float %545, %556
  %558 = fmul contract float %553, %276
  %559 = fmul contract float %551, %275
  %560 = fadd contract float %558, %559
  %561 = fadd contract float %546, %560
  br label %562

562:                                              ; preds = %547, %544
  %563 = phi float [ %557, %547 ], [ %545, %544 ]
  %564 = phi float [ %561, %547 ], [ %546, %544 ]
  br i1 %346, label %565, label %580

565:                                              ; preds = %562
  %566 = zext nneg i32 %353 to i64
  %567 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %566
  %568 = getelementptr inbounds nuw i8, ptr %567, i64 96
  %569 = load float, ptr %568, align 8, !tbaa !11
  %570 = getelementptr inbounds nuw i8, ptr %567, i64 100
  %571 = load float, ptr %570, align 4, !tbaa !11
  %572 = fmul contract float %569, %289
  %573 = fmul contract float %571, %288
  %574 = fsub contract float %572, %573
  %575 = fadd contract float %563, %574
  %576 = fmul contract float %571, %289
  %577 = fmul contract float %569, %288
  %578 = fadd contract float %576, %577
  %579 = fadd contract float %564, %578
  br label %580

580:                                              ; preds = %565, %562
  %581 = phi float [ %575, %565 ], [ %563, %562 ]
  %582 = phi float [ %579, %565 ], [ %564, %562 ]
  br i1 %347, label %583, label %598

583:                                              ; preds = %580
  %584 = zext nneg i32 %353 to i64
  %585 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %584
  %586 = getelementptr inbounds nuw i8, ptr %585, i64 104
  %587 = load float, ptr %586, align 8, !tbaa !11
  %588 = getelementptr inbounds nuw i8, ptr %585, i64 108
  %589 = load float, ptr %588, align 4, !tbaa !11
  %590 = fmul contract float %587, %302
  %591 = fmul contract float %589, %301
  %592 = fsub contract float %590, %591
  %593 = fadd contract float %581, %592
  %594 = fmul contract float %589, %302
  %595 = fmul contract float %587, %301
  %596 = fadd contract float %594, %595
  %597 = fadd contract float %582, %596
  br label %598

598:                                              ; preds = %583, %580
  %599 = phi float [ %593, %583 ], [ %581, %580 ]
  %600 = phi float [ %597, %583 ], [ %582, %580 ]
  br i1 %348, label %601, label %616

601:                                              ; preds = %598
  %602 = zext nneg i32 %353 to i64
  %603 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %602
  %604 = getelementptr inbounds nuw i8, ptr %603, i64 112
  %605 = load float, ptr %604, align 8, !tbaa !11
  %606 = getelementptr inbounds nuw i8, ptr %603, i64 116
  %607 = load float, ptr %606, align 4, !tbaa !11
  %608 = fmul contract float %605, %315
  %609 = fmul contract float %607, %314
  %610 = fsub contract float %608, %609
  %611 = fadd contract float %599, %610
  %612 = fmul contract float %607, %315
  %613 = fmul contract float %605, %314
  %614 = fadd contract float %612, %613
  %615 = fadd contract float %600, %614
  br label %616

616:                                              ; preds = %601, %598
  %617 = phi float [ %611, %601 ], [ %599, %598 ]
  %618 = phi float [ %615, %601 ], [ %600, %598 ]
  br i1 %349, label %619, label %634

619:                                              ; preds = %616
  %620 = zext nneg i32 %353 to i64
  %621 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %620
  %622 = getelementptr inbounds nuw i8, ptr %621, i64 120
  %623 = load float, ptr %622, align 8, !tbaa !11
  %624 = getelementptr inbounds nuw i8, ptr %621, i64 124
  %625 = load float, ptr %624, align 4, !tbaa !11
  %626 = fmul contract float %623, %328
  %627 = fmul contract float %625, %327
  %628 = fsub contract float %626, %627
  %629 = fadd contract float %617, %628
  %630 = fmul contract float %625, %328
  %631 = fmul contract float %623, %327
  %632 = fadd contract float %630, %631
  %633 = fadd contract float %618, %632
  br label %634

634:                                              ; preds = %619, %616
  %635 = phi float [ %629, %619 ], [ %617, %616 ]
  %636 = phi float [ %633, %619 ], [ %618, %616 ]
  %637 = icmp samesign ult i32 %352, %330
  %638 = select i1 %637, i32 %331, i32 %350
  %639 = add i32 %352, %638
  %640 = fmul contract float %635, %635
  %641 = fmul contract float %636, %636
  %642 = fadd contract float %640, %641
  %643 = fadd contract float %642, 0x3D71979980000000
  %644 = tail call float @llvm.nvvm.lg2.approx.f(float %643) #8
  %645 = fmul float %644, 0x3FD3441360000000
  %646 = fmul contract float %645, 1.000000e+01
  %647 = sext i32 %639 to i64
  %648 = mul nsw i64 %647, %332
  %649 = getelementptr float, ptr %334, i64 %648
  store float %646, ptr %649, align 4, !tbaa !11
  %650 = add nuw nsw i32 %352, 1
  %651 = icmp eq i32 %650, %11
  br i1 %651, label %652, label %351, !llvm.loop !20

652:                                              ; preds = %634, %76
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pc_ca_cfar(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, ptr noalias noundef captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 128
  br i1 %11, label %12, label %126

12:                                               ; preds = %9
  %13 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %14 = tail call noundef range(i32 -32, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %13, i32 16)
  %15 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %16 = sub nuw nsw i32 32, %14
  %17 = tail call noundef range(i32 -32, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %15, i32 range(i32 -32, 65) %16)
  %18 = add nuw nsw i32 %17, %14
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = shl i32 %20, 7
  %22 = zext nneg i32 %19 to i64
  %23 = sext i32 %2 to i64
  %24 = mul nsw i64 %23, %22
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %12
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE5s_cnt to ptr), align 4, !tbaa !6
  br label %29

29:                                               ; preds = %28, %12
  %30 = shl nuw nsw i32 %18, 1
  %31 = add nuw nsw i32 %30, 128
  %32 = icmp samesign ult i32 %26, %31
  br i1 %32, label %33, label %35

33:                                               ; preds = %29
  %34 = sub nsw i32 %21, %18
  br label %38

35:                                               ; preds = %48, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = add i32 %21, %26
  %37 = icmp slt i32 %36, %1
  br i1 %37, label %54, label %99

38:                                               ; preds = %33, %48
  %39 = phi i32 [ %26, %33 ], [ %52, %48 ]
  %40 = add nsw i32 %39, %34
  %41 = icmp sgt i32 %40, -1
  %42 = icmp slt i32 %40, %1
  %43 = and i1 %41, %42
  br i1 %43, label %44, label %48

44:                                               ; preds = %38
  %45 = zext nneg i32 %40 to i64
  %46 = getelementptr inbounds nuw float, ptr %25, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  br label %48

48:                                               ; preds = %38, %44
  %49 = phi contract float [ %47, %44 ], [ 0.000000e+00, %38 ]
  %50 = zext nneg i32 %39 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE3s_p to ptr), i64 %50
  store float %49, ptr %51, align 4, !tbaa !11
  %52 = add nuw nsw i32 %39, 128
  %53 = icmp samesign ult i32 %39, %30
  br i1 %53, label %38, label %35, !llvm.loop !21

54:                                               ; preds = %35
  %55 = add nuw nsw i32 %18, %26
  br label %59

56:                                               ; preds = %86
  %57 = add nsw i32 %88, %76
  %58 = icmp sgt i32 %57, 0
  br i1 %58, label %90, label %99

59:                                               ; preds = %54, %86
  %60 = phi i32 [ %14, %54 ], [ %65, %86 ]
  %61 = phi i32 [ 0, %54 ], [ %88, %86 ]
  %62 = phi i32 [ 0, %54 ], [ %76, %86 ]
  %63 = phi float [ 0.000000e+00, %54 ], [ %87, %86 ]
  %64 = phi float [ 0.000000e+00, %54 ], [ %75, %86 ]
  %65 = add nuw nsw i32 %60, 1
  %66 = icmp sgt i32 %36, %60
  br i1 %66, label %67, label %74

67:                                               ; preds = %59
  %68 = sub nsw i32 %55, %65
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE3s_p to ptr), i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = fadd contract float %64, %71
  %73 = add nsw i32 %62, 1
  br label %74

74:                                               ; preds = %67, %59
  %75 = phi float [ %72, %67 ], [ %64, %59 ]
  %76 = phi i32 [ %73, %67 ], [ %62, %59 ]
  %77 = add nsw i32 %65, %36
  %78 = icmp slt i32 %77, %1
  br i1 %78, label %79, label %86

79:                                               ; preds = %74
  %80 = add nuw nsw i32 %65, %55
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE3s_p to ptr), i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = fadd contract float %63, %83
  %85 = add nsw i32 %61, 1
  br label %86

86:                                               ; preds = %74, %79
  %87 = phi float [ %84, %79 ], [ %63, %74 ]
  %88 = phi i32 [ %85, %79 ], [ %61, %74 ]
  %89 = icmp samesign ult i32 %65, %18
  br i1 %89, label %59, label %56, !llvm.loop !22

90:                                               ; preds = %56
  %91 = fadd contract float %75, %87
  %92 = uitofp nneg i32 %57 to float
  %93 = fdiv contract float %91, %92
  %94 = zext nneg i32 %55 to i64
  %95 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE3s_p to ptr), i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = fmul contract float %5, %93
  %98 = fcmp contract ogt float %96, %97
  br label %99

99:                                               ; preds = %56, %90, %35
  %100 = phi i1 [ false, %35 ], [ %98, %90 ], [ false, %56 ]
  %101 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %100)
  %102 = and i32 %26, 31
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %104, label %121

104:                                              ; preds = %99
  %105 = ashr exact i32 %21, 5
  %106 = lshr exact i32 %26, 5
  %107 = add nsw i32 %105, %106
  %108 = shl nsw i32 %107, 5
  %109 = icmp slt i32 %108, %1
  br i1 %109, label %110, label %116

110:                                              ; preds = %104
  %111 = sext i32 %7 to i64
  %112 = mul nsw i64 %111, %22
  %113 = sext i32 %107 to i64
  %114 = getelementptr i32, ptr %6, i64 %112
  %115 = getelementptr i32, ptr %114, i64 %113
  store i32 %101, ptr %115, align 4, !tbaa !6
  br label %116

116:                                              ; preds = %110, %104
  %117 = icmp eq i32 %101, 0
  br i1 %117, label %121, label %118

118:                                              ; preds = %116
  %119 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %101)
  %120 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE5s_cnt to ptr), i32 %119 seq_cst, align 4
  br label %121

121:                                              ; preds = %116, %118, %99
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %122, label %126

122:                                              ; preds = %121
  %123 = getelementptr inbounds nuw i32, ptr %8, i64 %22
  %124 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE5s_cnt to ptr), align 4, !tbaa !6
  %125 = atomicrmw add ptr %123, i32 %124 seq_cst, align 4
  br label %126

126:                                              ; preds = %121, %122, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
