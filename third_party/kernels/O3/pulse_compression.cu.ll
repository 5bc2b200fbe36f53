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
  br i1 %8, label %9, label %266

9:                                                ; preds = %6
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 64)
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
  br i1 %24, label %25, label %266

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
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %35 = load float, ptr %33, align 8, !tbaa !11
  %36 = load float, ptr %34, align 4, !tbaa !11
  br label %37

37:                                               ; preds = %27, %31
  %38 = phi float [ %35, %31 ], [ 0.000000e+00, %27 ]
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
  br i1 %154, label %155, label %45, !llvm.loop !15

155:                                              ; preds = %45, %25
  %156 = phi float [ 0.000000e+00, %25 ], [ %152, %45 ]
  %157 = phi i32 [ 0, %25 ], [ %46, %45 ]
  %158 = phi float [ 0.000000e+00, %25 ], [ %151, %45 ]
  %159 = icmp samesign ult i32 %157, %11
  br i1 %159, label %160, label %255

160:                                              ; preds = %155
  %161 = or disjoint i32 %157, 1
  %162 = and i32 %11, 1
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %191, label %164

164:                                              ; preds = %160
  %165 = add nuw i32 %157, %19
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %166
  %168 = load i64, ptr %167, align 8
  %169 = trunc i64 %168 to i32
  %170 = lshr i64 %168, 32
  %171 = trunc nuw i64 %170 to i32
  %172 = zext nneg i32 %157 to i64
  %173 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %172
  %174 = load i64, ptr %173, align 8
  %175 = trunc i64 %174 to i32
  %176 = lshr i64 %174, 32
  %177 = trunc nuw i64 %176 to i32
  %178 = bitcast i32 %175 to float
  %179 = bitcast i32 %177 to float
  %180 = bitcast i32 %169 to float
  %181 = bitcast i32 %171 to float
  %182 = fmul contract float %180, %178
  %183 = fmul contract float %181, %179
  %184 = fadd contract float %182, %183
  %185 = fmul contract float %181, %178
  %186 = fmul contract float %180, %179
  %187 = fsub contract float %185, %186
  %188 = fadd contract float %158, %184
  %189 = fadd contract float %156, %187
  %190 = or disjoint i32 %157, 1
  br label %191

191:                                              ; preds = %164, %160
  %192 = phi float [ poison, %160 ], [ %188, %164 ]
  %193 = phi float [ poison, %160 ], [ %189, %164 ]
  %194 = phi float [ %158, %160 ], [ %188, %164 ]
  %195 = phi i32 [ %157, %160 ], [ %190, %164 ]
  %196 = phi float [ %156, %160 ], [ %189, %164 ]
  %197 = icmp eq i32 %11, %161
  br i1 %197, label %255, label %198

198:                                              ; preds = %191, %198
  %199 = phi float [ %251, %198 ], [ %194, %191 ]
  %200 = phi i32 [ %253, %198 ], [ %195, %191 ]
  %201 = phi float [ %252, %198 ], [ %196, %191 ]
  %202 = add nuw i32 %200, %19
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %203
  %205 = load i64, ptr %204, align 8
  %206 = trunc i64 %205 to i32
  %207 = lshr i64 %205, 32
  %208 = trunc nuw i64 %207 to i32
  %209 = zext nneg i32 %200 to i64
  %210 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %209
  %211 = load i64, ptr %210, align 8
  %212 = trunc i64 %211 to i32
  %213 = lshr i64 %211, 32
  %214 = trunc nuw i64 %213 to i32
  %215 = bitcast i32 %212 to float
  %216 = bitcast i32 %214 to float
  %217 = bitcast i32 %206 to float
  %218 = bitcast i32 %208 to float
  %219 = fmul contract float %217, %215
  %220 = fmul contract float %218, %216
  %221 = fadd contract float %219, %220
  %222 = fmul contract float %218, %215
  %223 = fmul contract float %217, %216
  %224 = fsub contract float %222, %223
  %225 = fadd contract float %199, %221
  %226 = fadd contract float %201, %224
  %227 = add nuw nsw i32 %200, 1
  %228 = add nuw i32 %227, %19
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ17pc_matched_filterE3s_x to ptr), i64 %229
  %231 = load i64, ptr %230, align 8
  %232 = trunc i64 %231 to i32
  %233 = lshr i64 %231, 32
  %234 = trunc nuw i64 %233 to i32
  %235 = zext nneg i32 %227 to i64
  %236 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_replica to ptr), i64 %235
  %237 = load i64, ptr %236, align 8
  %238 = trunc i64 %237 to i32
  %239 = lshr i64 %237, 32
  %240 = trunc nuw i64 %239 to i32
  %241 = bitcast i32 %238 to float
  %242 = bitcast i32 %240 to float
  %243 = bitcast i32 %232 to float
  %244 = bitcast i32 %234 to float
  %245 = fmul contract float %243, %241
  %246 = fmul contract float %244, %242
  %247 = fadd contract float %245, %246
  %248 = fmul contract float %244, %241
  %249 = fmul contract float %243, %242
  %250 = fsub contract float %248, %249
  %251 = fadd contract float %225, %247
  %252 = fadd contract float %226, %250
  %253 = add nuw nsw i32 %200, 2
  %254 = icmp eq i32 %253, %11
  br i1 %254, label %255, label %198, !llvm.loop !16

255:                                              ; preds = %191, %198, %155
  %256 = phi float [ %156, %155 ], [ %193, %191 ], [ %252, %198 ]
  %257 = phi float [ %158, %155 ], [ %192, %191 ], [ %251, %198 ]
  %258 = sext i32 %23 to i64
  %259 = add nsw i64 %17, %258
  %260 = getelementptr inbounds nuw %struct.float2.0, ptr %4, i64 %259
  store float %257, ptr %260, align 8, !tbaa !11
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 4
  store float %256, ptr %261, align 4, !tbaa !11
  %262 = fmul contract float %257, %257
  %263 = fmul contract float %256, %256
  %264 = fadd contract float %263, %262
  %265 = getelementptr inbounds nuw float, ptr %5, i64 %259
  store float %264, ptr %265, align 4, !tbaa !11
  br label %266

266:                                              ; preds = %255, %22, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pc_doppler_dft(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 16)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 32)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = mul nuw nsw i32 %11, %9
  %14 = icmp samesign ult i32 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %7
  %16 = uitofp nneg i32 %11 to float
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = trunc nuw nsw i32 %9 to i16
  br label %28

19:                                               ; preds = %28, %7
  %20 = icmp samesign ult i32 %12, %9
  br i1 %20, label %23, label %21

21:                                               ; preds = %19
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %81

23:                                               ; preds = %19
  %24 = icmp sgt i32 %3, 1
  %25 = add nsw i32 %9, -1
  %26 = uitofp nneg i32 %25 to float
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %87

28:                                               ; preds = %15, %28
  %29 = phi i32 [ %12, %15 ], [ %79, %28 ]
  %30 = trunc i32 %29 to i16
  %31 = udiv i16 %30, %18
  %32 = zext i16 %31 to i32
  %33 = mul nuw nsw i32 %9, %32
  %34 = sub nuw nsw i32 %29, %33
  %35 = mul nuw nsw i32 %34, %32
  %36 = urem i32 %35, %11
  %37 = uitofp nneg i32 %36 to float
  %38 = fmul contract float %37, -2.000000e+00
  %39 = fdiv contract float %38, %16
  %40 = fadd float %39, %39
  %41 = tail call float @llvm.nvvm.round.f(float %40) #8
  %42 = tail call i32 @llvm.nvvm.f2i.rz(float %41)
  %43 = fneg float %41
  %44 = tail call float @llvm.fma.f32(float %43, float 5.000000e-01, float %39)
  %45 = tail call float @llvm.nvvm.mul.rn.f(float %44, float %44) #8
  %46 = tail call float @llvm.fma.f32(float %45, float 0xBFE2F59920000000, float 0x400466B200000000)
  %47 = tail call float @llvm.fma.f32(float %45, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %48 = tail call float @llvm.fma.f32(float %46, float %45, float 0xC014ABBEC0000000)
  %49 = tail call float @llvm.fma.f32(float %47, float %45, float 0x40103C19E0000000)
  %50 = tail call float @llvm.fma.f32(float %45, float %44, float 0.000000e+00)
  %51 = tail call float @llvm.fma.f32(float %49, float %45, float 0xC013BD3CC0000000)
  %52 = tail call float @llvm.fma.f32(float %48, float %50, float 0.000000e+00)
  %53 = tail call float @llvm.fma.f32(float %51, float %45, float 1.000000e+00)
  %54 = tail call float @llvm.fma.f32(float %44, float 0x400921FB60000000, float %52)
  %55 = and i32 %42, 1
  %56 = icmp eq i32 %55, 0
  %57 = select i1 %56, float %54, float %53
  %58 = select i1 %56, float %53, float %54
  %59 = and i32 %42, 2
  %60 = icmp eq i32 %59, 0
  %61 = fneg float %57
  %62 = select i1 %60, float %57, float %61
  %63 = add i32 %42, 1
  %64 = and i32 %63, 2
  %65 = icmp eq i32 %64, 0
  %66 = fsub float 0.000000e+00, %58
  %67 = select i1 %65, float %58, float %66
  %68 = tail call float @llvm.trunc.f32(float %39)
  %69 = fcmp oeq float %39, %68
  %70 = tail call float @llvm.nvvm.mul.rn.f(float %39, float 0.000000e+00) #8
  %71 = select i1 %69, float %70, float %62
  %72 = tail call float @llvm.nvvm.fabs.f32(float %39)
  %73 = fcmp ogt float %72, 0x4170000000000000
  %74 = tail call float @llvm.nvvm.add.rn.f(float %71, float 1.000000e+00) #8
  %75 = select i1 %73, float %74, float %67
  %76 = zext nneg i32 %29 to i64
  %77 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %76
  store float %75, ptr %77, align 8, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 4
  store float %71, ptr %78, align 4, !tbaa !11
  %79 = add nuw nsw i32 %29, %17
  %80 = icmp samesign ult i32 %79, %13
  br i1 %80, label %28, label %19, !llvm.loop !17

81:                                               ; preds = %124, %21
  %82 = phi i32 [ %22, %21 ], [ %27, %124 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %84 = mul i32 %83, %82
  %85 = add i32 %84, %12
  %86 = icmp slt i32 %85, %1
  br i1 %86, label %130, label %641

87:                                               ; preds = %23, %124
  %88 = phi i32 [ %12, %23 ], [ %128, %124 ]
  br i1 %24, label %89, label %124

89:                                               ; preds = %87
  %90 = uitofp nneg i32 %88 to float
  %91 = fmul contract float %90, 2.000000e+00
  %92 = fdiv contract float %91, %26
  %93 = tail call float @llvm.nvvm.fabs.f32(float %92)
  %94 = fcmp ogt float %93, 0x4170000000000000
  %95 = tail call float @llvm.nvvm.mul.rn.f(float %92, float 0.000000e+00) #8
  %96 = select i1 %94, float %95, float %92
  %97 = fadd float %96, %96
  %98 = tail call float @llvm.nvvm.round.f(float %97) #8
  %99 = tail call i32 @llvm.nvvm.f2i.rz(float %98)
  %100 = fneg float %98
  %101 = tail call float @llvm.fma.f32(float %100, float 5.000000e-01, float %96)
  %102 = add i32 %99, 1
  %103 = tail call float @llvm.nvvm.mul.rn.f(float %101, float %101) #8
  %104 = and i32 %99, 1
  %105 = icmp eq i32 %104, 0
  %106 = select i1 %105, float 1.000000e+00, float %101
  %107 = tail call float @llvm.fma.f32(float %103, float %106, float 0.000000e+00)
  %108 = tail call float @llvm.fma.f32(float %103, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %109 = select i1 %105, float %108, float 0xBFE2F59920000000
  %110 = select i1 %105, float 0x40103C19E0000000, float 0x400466B200000000
  %111 = tail call float @llvm.fma.f32(float %109, float %103, float %110)
  %112 = select i1 %105, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %113 = tail call float @llvm.fma.f32(float %111, float %103, float %112)
  %114 = select i1 %105, float 1.000000e+00, float 0.000000e+00
  %115 = tail call float @llvm.fma.f32(float %113, float %107, float %114)
  %116 = tail call float @llvm.fma.f32(float %101, float 0x400921FB60000000, float %115)
  %117 = select i1 %105, float %115, float %116
  %118 = and i32 %102, 2
  %119 = icmp eq i32 %118, 0
  %120 = fsub float 0.000000e+00, %117
  %121 = select i1 %119, float %117, float %120
  %122 = fmul contract float %121, 5.000000e-01
  %123 = fsub contract float 5.000000e-01, %122
  br label %124

124:                                              ; preds = %87, %89
  %125 = phi contract float [ %123, %89 ], [ 1.000000e+00, %87 ]
  %126 = zext nneg i32 %88 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 %126
  store float %125, ptr %127, align 4, !tbaa !11
  %128 = add nuw nsw i32 %88, %27
  %129 = icmp samesign ult i32 %128, %9
  br i1 %129, label %87, label %81, !llvm.loop !18

130:                                              ; preds = %81
  %131 = sext i32 %2 to i64
  %132 = sext i32 %85 to i64
  %133 = getelementptr %struct.float2.0, ptr %0, i64 %132
  %134 = load float, ptr %133, align 8, !tbaa !11
  %135 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), align 4, !tbaa !11
  %138 = fmul contract float %134, %137
  %139 = fmul contract float %136, %137
  %140 = icmp sgt i32 %3, 1
  br i1 %140, label %141, label %149

141:                                              ; preds = %130
  %142 = getelementptr %struct.float2.0, ptr %133, i64 %131
  %143 = load float, ptr %142, align 8, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %142, i64 4
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 4), align 4, !tbaa !11
  %147 = fmul contract float %143, %146
  %148 = fmul contract float %145, %146
  br label %149

149:                                              ; preds = %130, %141
  %150 = phi float [ %148, %141 ], [ 0.000000e+00, %130 ]
  %151 = phi float [ %147, %141 ], [ 0.000000e+00, %130 ]
  %152 = icmp sgt i32 %3, 2
  br i1 %152, label %153, label %162

153:                                              ; preds = %149
  %154 = shl nsw i64 %131, 4
  %155 = getelementptr i8, ptr %133, i64 %154
  %156 = load float, ptr %155, align 8, !tbaa !11
  %157 = getelementptr inbounds nuw i8, ptr %155, i64 4
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 8), align 4, !tbaa !11
  %160 = fmul contract float %156, %159
  %161 = fmul contract float %158, %159
  br label %162

162:                                              ; preds = %149, %153
  %163 = phi float [ %161, %153 ], [ 0.000000e+00, %149 ]
  %164 = phi float [ %160, %153 ], [ 0.000000e+00, %149 ]
  %165 = icmp sgt i32 %3, 3
  br i1 %165, label %166, label %175

166:                                              ; preds = %162
  %167 = mul nsw i64 %131, 24
  %168 = getelementptr i8, ptr %133, i64 %167
  %169 = load float, ptr %168, align 8, !tbaa !11
  %170 = getelementptr inbounds nuw i8, ptr %168, i64 4
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 12), align 4, !tbaa !11
  %173 = fmul contract float %169, %172
  %174 = fmul contract float %171, %172
  br label %175

175:                                              ; preds = %162, %166
  %176 = phi float [ %174, %166 ], [ 0.000000e+00, %162 ]
  %177 = phi float [ %173, %166 ], [ 0.000000e+00, %162 ]
  %178 = icmp sgt i32 %3, 4
  br i1 %178, label %179, label %188

179:                                              ; preds = %175
  %180 = shl nsw i64 %131, 5
  %181 = getelementptr i8, ptr %133, i64 %180
  %182 = load float, ptr %181, align 8, !tbaa !11
  %183 = getelementptr inbounds nuw i8, ptr %181, i64 4
  %184 = load float, ptr %183, align 4, !tbaa !11
  %185 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 16), align 4, !tbaa !11
  %186 = fmul contract float %182, %185
  %187 = fmul contract float %184, %185
  br label %188

188:                                              ; preds = %175, %179
  %189 = phi float [ %187, %179 ], [ 0.000000e+00, %175 ]
  %190 = phi float [ %186, %179 ], [ 0.000000e+00, %175 ]
  %191 = icmp sgt i32 %3, 5
  br i1 %191, label %192, label %201

192:                                              ; preds = %188
  %193 = mul nsw i64 %131, 40
  %194 = getelementptr i8, ptr %133, i64 %193
  %195 = load float, ptr %194, align 8, !tbaa !11
  %196 = getelementptr inbounds nuw i8, ptr %194, i64 4
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 20), align 4, !tbaa !11
  %199 = fmul contract float %195, %198
  %200 = fmul contract float %197, %198
  br label %201

201:                                              ; preds = %188, %192
  %202 = phi float [ %200, %192 ], [ 0.000000e+00, %188 ]
  %203 = phi float [ %199, %192 ], [ 0.000000e+00, %188 ]
  %204 = icmp sgt i32 %3, 6
  br i1 %204, label %205, label %214

205:                                              ; preds = %201
  %206 = mul nsw i64 %131, 48
  %207 = getelementptr i8, ptr %133, i64 %206
  %208 = load float, ptr %207, align 8, !tbaa !11
  %209 = getelementptr inbounds nuw i8, ptr %207, i64 4
  %210 = load float, ptr %209, align 4, !tbaa !11
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 24), align 4, !tbaa !11
  %212 = fmul contract float %208, %211
  %213 = fmul contract float %210, %211
  br label %214

214:                                              ; preds = %201, %205
  %215 = phi float [ %213, %205 ], [ 0.000000e+00, %201 ]
  %216 = phi float [ %212, %205 ], [ 0.000000e+00, %201 ]
  %217 = icmp sgt i32 %3, 7
  br i1 %217, label %218, label %227

218:                                              ; preds = %214
  %219 = mul nsw i64 %131, 56
  %220 = getelementptr i8, ptr %133, i64 %219
  %221 = load float, ptr %220, align 8, !tbaa !11
  %222 = getelementptr inbounds nuw i8, ptr %220, i64 4
  %223 = load float, ptr %222, align 4, !tbaa !11
  %224 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 28), align 4, !tbaa !11
  %225 = fmul contract float %221, %224
  %226 = fmul contract float %223, %224
  br label %227

227:                                              ; preds = %214, %218
  %228 = phi float [ %226, %218 ], [ 0.000000e+00, %214 ]
  %229 = phi float [ %225, %218 ], [ 0.000000e+00, %214 ]
  %230 = icmp sgt i32 %3, 8
  br i1 %230, label %231, label %240

231:                                              ; preds = %227
  %232 = shl nsw i64 %131, 6
  %233 = getelementptr i8, ptr %133, i64 %232
  %234 = load float, ptr %233, align 8, !tbaa !11
  %235 = getelementptr inbounds nuw i8, ptr %233, i64 4
  %236 = load float, ptr %235, align 4, !tbaa !11
  %237 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 32), align 4, !tbaa !11
  %238 = fmul contract float %234, %237
  %239 = fmul contract float %236, %237
  br label %240

240:                                              ; preds = %227, %231
  %241 = phi float [ %239, %231 ], [ 0.000000e+00, %227 ]
  %242 = phi float [ %238, %231 ], [ 0.000000e+00, %227 ]
  %243 = icmp sgt i32 %3, 9
  br i1 %243, label %244, label %253

244:                                              ; preds = %240
  %245 = mul nsw i64 %131, 72
  %246 = getelementptr i8, ptr %133, i64 %245
  %247 = load float, ptr %246, align 8, !tbaa !11
  %248 = getelementptr inbounds nuw i8, ptr %246, i64 4
  %249 = load float, ptr %248, align 4, !tbaa !11
  %250 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 36), align 4, !tbaa !11
  %251 = fmul contract float %247, %250
  %252 = fmul contract float %249, %250
  br label %253

253:                                              ; preds = %240, %244
  %254 = phi float [ %252, %244 ], [ 0.000000e+00, %240 ]
  %255 = phi float [ %251, %244 ], [ 0.000000e+00, %240 ]
  %256 = icmp sgt i32 %3, 10
  br i1 %256, label %257, label %266

257:                                              ; preds = %253
  %258 = mul nsw i64 %131, 80
  %259 = getelementptr i8, ptr %133, i64 %258
  %260 = load float, ptr %259, align 8, !tbaa !11
  %261 = getelementptr inbounds nuw i8, ptr %259, i64 4
  %262 = load float, ptr %261, align 4, !tbaa !11
  %263 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 40), align 4, !tbaa !11
  %264 = fmul contract float %260, %263
  %265 = fmul contract float %262, %263
  br label %266

266:                                              ; preds = %253, %257
  %267 = phi float [ %265, %257 ], [ 0.000000e+00, %253 ]
  %268 = phi float [ %264, %257 ], [ 0.000000e+00, %253 ]
  %269 = icmp sgt i32 %3, 11
  br i1 %269, label %270, label %279

270:                                              ; preds = %266
  %271 = mul nsw i64 %131, 88
  %272 = getelementptr i8, ptr %133, i64 %271
  %273 = load float, ptr %272, align 8, !tbaa !11
  %274 = getelementptr inbounds nuw i8, ptr %272, i64 4
  %275 = load float, ptr %274, align 4, !tbaa !11
  %276 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 44), align 4, !tbaa !11
  %277 = fmul contract float %273, %276
  %278 = fmul contract float %275, %276
  br label %279

279:                                              ; preds = %266, %270
  %280 = phi float [ %278, %270 ], [ 0.000000e+00, %266 ]
  %281 = phi float [ %277, %270 ], [ 0.000000e+00, %266 ]
  %282 = icmp sgt i32 %3, 12
  br i1 %282, label %283, label %292

283:                                              ; preds = %279
  %284 = mul nsw i64 %131, 96
  %285 = getelementptr i8, ptr %133, i64 %284
  %286 = load float, ptr %285, align 8, !tbaa !11
  %287 = getelementptr inbounds nuw i8, ptr %285, i64 4
  %288 = load float, ptr %287, align 4, !tbaa !11
  %289 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 48), align 4, !tbaa !11
  %290 = fmul contract float %286, %289
  %291 = fmul contract float %288, %289
  br label %292

292:                                              ; preds = %279, %283
  %293 = phi float [ %291, %283 ], [ 0.000000e+00, %279 ]
  %294 = phi float [ %290, %283 ], [ 0.000000e+00, %279 ]
  %295 = icmp sgt i32 %3, 13
  br i1 %295, label %296, label %305

296:                                              ; preds = %292
  %297 = mul nsw i64 %131, 104
  %298 = getelementptr i8, ptr %133, i64 %297
  %299 = load float, ptr %298, align 8, !tbaa !11
  %300 = getelementptr inbounds nuw i8, ptr %298, i64 4
  %301 = load float, ptr %300, align 4, !tbaa !11
  %302 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 52), align 4, !tbaa !11
  %303 = fmul contract float %299, %302
  %304 = fmul contract float %301, %302
  br label %305

305:                                              ; preds = %292, %296
  %306 = phi float [ %304, %296 ], [ 0.000000e+00, %292 ]
  %307 = phi float [ %303, %296 ], [ 0.000000e+00, %292 ]
  %308 = icmp sgt i32 %3, 14
  br i1 %308, label %309, label %318

309:                                              ; preds = %305
  %310 = mul nsw i64 %131, 112
  %311 = getelementptr i8, ptr %133, i64 %310
  %312 = load float, ptr %311, align 8, !tbaa !11
  %313 = getelementptr inbounds nuw i8, ptr %311, i64 4
  %314 = load float, ptr %313, align 4, !tbaa !11
  %315 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 56), align 4, !tbaa !11
  %316 = fmul contract float %312, %315
  %317 = fmul contract float %314, %315
  br label %318

318:                                              ; preds = %305, %309
  %319 = phi float [ %317, %309 ], [ 0.000000e+00, %305 ]
  %320 = phi float [ %316, %309 ], [ 0.000000e+00, %305 ]
  %321 = icmp sgt i32 %3, 15
  br i1 %321, label %322, label %331

322:                                              ; preds = %318
  %323 = mul nsw i64 %131, 120
  %324 = getelementptr i8, ptr %133, i64 %323
  %325 = load float, ptr %324, align 8, !tbaa !11
  %326 = getelementptr inbounds nuw i8, ptr %324, i64 4
  %327 = load float, ptr %326, align 4, !tbaa !11
  %328 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE5s_win to ptr), i64 60), align 4, !tbaa !11
  %329 = fmul contract float %325, %328
  %330 = fmul contract float %327, %328
  br label %331

331:                                              ; preds = %318, %322
  %332 = phi float [ %330, %322 ], [ 0.000000e+00, %318 ]
  %333 = phi float [ %329, %322 ], [ 0.000000e+00, %318 ]
  %334 = add nuw nsw i32 %11, 1
  %335 = lshr i32 %334, 1
  %336 = lshr i32 %11, 1
  %337 = sext i32 %6 to i64
  %338 = getelementptr float, ptr %5, i64 %132
  %339 = sub nsw i32 0, %335
  br label %340

340:                                              ; preds = %331, %623
  %341 = phi i32 [ 0, %331 ], [ %639, %623 ]
  %342 = mul nuw nsw i32 %341, %9
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %343
  %345 = load float, ptr %344, align 8, !tbaa !11
  %346 = getelementptr inbounds nuw i8, ptr %344, i64 4
  %347 = load float, ptr %346, align 4, !tbaa !11
  %348 = fmul contract float %345, %138
  %349 = fmul contract float %347, %139
  %350 = fsub contract float %348, %349
  %351 = fadd contract float %350, 0.000000e+00
  %352 = fmul contract float %347, %138
  %353 = fmul contract float %345, %139
  %354 = fadd contract float %352, %353
  %355 = fadd contract float %354, 0.000000e+00
  br i1 %140, label %356, label %371

356:                                              ; preds = %340
  %357 = zext nneg i32 %342 to i64
  %358 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %357
  %359 = getelementptr inbounds nuw i8, ptr %358, i64 8
  %360 = load float, ptr %359, align 8, !tbaa !11
  %361 = getelementptr inbounds nuw i8, ptr %358, i64 12
  %362 = load float, ptr %361, align 4, !tbaa !11
  %363 = fmul contract float %360, %151
  %364 = fmul contract float %362, %150
  %365 = fsub contract float %363, %364
  %366 = fadd contract float %351, %365
  %367 = fmul contract float %362, %151
  %368 = fmul contract float %360, %150
  %369 = fadd contract float %367, %368
  %370 = fadd contract float %355, %369
  br label %371

371:                                              ; preds = %356, %340
  %372 = phi float [ %366, %356 ], [ %351, %340 ]
  %373 = phi float [ %370, %356 ], [ %355, %340 ]
  br i1 %152, label %374, label %389

374:                                              ; preds = %371
  %375 = zext nneg i32 %342 to i64
  %376 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %375
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 16
  %378 = load float, ptr %377, align 8, !tbaa !11
  %379 = getelementptr inbounds nuw i8, ptr %376, i64 20
  %380 = load float, ptr %379, align 4, !tbaa !11
  %381 = fmul contract float %378, %164
  %382 = fmul contract float %380, %163
  %383 = fsub contract float %381, %382
  %384 = fadd contract float %372, %383
  %385 = fmul contract float %380, %164
  %386 = fmul contract float %378, %163
  %387 = fadd contract float %385, %386
  %388 = fadd contract float %373, %387
  br label %389

389:                                              ; preds = %374, %371
  %390 = phi float [ %384, %374 ], [ %372, %371 ]
  %391 = phi float [ %388, %374 ], [ %373, %371 ]
  br i1 %165, label %392, label %407

392:                                              ; preds = %389
  %393 = zext nneg i32 %342 to i64
  %394 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %393
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 24
  %396 = load float, ptr %395, align 8, !tbaa !11
  %397 = getelementptr inbounds nuw i8, ptr %394, i64 28
  %398 = load float, ptr %397, align 4, !tbaa !11
  %399 = fmul contract float %396, %177
  %400 = fmul contract float %398, %176
  %401 = fsub contract float %399, %400
  %402 = fadd contract float %390, %401
  %403 = fmul contract float %398, %177
  %404 = fmul contract float %396, %176
  %405 = fadd contract float %403, %404
  %406 = fadd contract float %391, %405
  br label %407

407:                                              ; preds = %392, %389
  %408 = phi float [ %402, %392 ], [ %390, %389 ]
  %409 = phi float [ %406, %392 ], [ %391, %389 ]
  br i1 %178, label %410, label %425

410:                                              ; preds = %407
  %411 = zext nneg i32 %342 to i64
  %412 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %411
  %413 = getelementptr inbounds nuw i8, ptr %412, i64 32
  %414 = load float, ptr %413, align 8, !tbaa !11
  %415 = getelementptr inbounds nuw i8, ptr %412, i64 36
  %416 = load float, ptr %415, align 4, !tbaa !11
  %417 = fmul contract float %414, %190
  %418 = fmul contract float %416, %189
  %419 = fsub contract float %417, %418
  %420 = fadd contract float %408, %419
  %421 = fmul contract float %416, %190
  %422 = fmul contract float %414, %189
  %423 = fadd contract float %421, %422
  %424 = fadd contract float %409, %423
  br label %425

425:                                              ; preds = %410, %407
  %426 = phi float [ %420, %410 ], [ %408, %407 ]
  %427 = phi float [ %424, %410 ], [ %409, %407 ]
  br i1 %191, label %428, label %443

428:                                              ; preds = %425
  %429 = zext nneg i32 %342 to i64
  %430 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %429
  %431 = getelementptr inbounds nuw i8, ptr %430, i64 40
  %432 = load float, ptr %431, align 8, !tbaa !11
  %433 = getelementptr inbounds nuw i8, ptr %430, i64 44
  %434 = load float, ptr %433, align 4, !tbaa !11
  %435 = fmul contract float %432, %203
  %436 = fmul contract float %434, %202
  %437 = fsub contract float %435, %436
  %438 = fadd contract float %426, %437
  %439 = fmul contract float %434, %203
  %440 = fmul contract float %432, %202
  %441 = fadd contract float %439, %440
  %442 = fadd contract float %427, %441
  br label %443

443:                                              ; preds = %428, %425
  %444 = phi float [ %438, %428 ], [ %426, %425 ]
  %445 = phi float [ %442, %428 ], [ %427, %425 ]
  br i1 %204, label %446, label %461

446:                                              ; preds = %443
  %447 = zext nneg i32 %342 to i64
  %448 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %447
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 48
  %450 = load float, ptr %449, align 8, !tbaa !11
  %451 = getelementptr inbounds nuw i8, ptr %448, i64 52
  %452 = load float, ptr %451, align 4, !tbaa !11
  %453 = fmul contract float %450, %216
  %454 = fmul contract float %452, %215
  %455 = fsub contract float %453, %454
  %456 = fadd contract float %444, %455
  %457 = fmul contract float %452, %216
  %458 = fmul contract float %450, %215
  %459 = fadd contract float %457, %458
  %460 = fadd contract float %445, %459
  br label %461

461:                                              ; preds = %446, %443
  %462 = phi float [ %456, %446 ], [ %444, %443 ]
  %463 = phi float [ %460, %446 ], [ %445, %443 ]
  br i1 %217, label %464, label %479

464:                                              ; preds = %461
  %465 = zext nneg i32 %342 to i64
  %466 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %465
  %467 = getelementptr inbounds nuw i8, ptr %466, i64 56
  %468 = load float, ptr %467, align 8, !tbaa !11
  %469 = getelementptr inbounds nuw i8, ptr %466, i64 60
  %470 = load float, ptr %469, align 4, !tbaa !11
  %471 = fmul contract float %468, %229
  %472 = fmul contract float %470, %228
  %473 = fsub contract float %471, %472
  %474 = fadd contract float %462, %473
  %475 = fmul contract float %470, %229
  %476 = fmul contract float %468, %228
  %477 = fadd contract float %475, %476
  %478 = fadd contract float %463, %477
  br label %479

479:                                              ; preds = %464, %461
  %480 = phi float [ %474, %464 ], [ %462, %461 ]
  %481 = phi float [ %478, %464 ], [ %463, %461 ]
  br i1 %230, label %482, label %497

482:                                              ; preds = %479
  %483 = zext nneg i32 %342 to i64
  %484 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %483
  %485 = getelementptr inbounds nuw i8, ptr %484, i64 64
  %486 = load float, ptr %485, align 8, !tbaa !11
  %487 = getelementptr inbounds nuw i8, ptr %484, i64 68
  %488 = load float, ptr %487, align 4, !tbaa !11
  %489 = fmul contract float %486, %242
  %490 = fmul contract float %488, %241
  %491 = fsub contract float %489, %490
  %492 = fadd contract float %480, %491
  %493 = fmul contract float %488, %242
  %494 = fmul contract float %486, %241
  %495 = fadd contract float %493, %494
  %496 = fadd contract float %481, %495
  br label %497

497:                                              ; preds = %482, %479
  %498 = phi float [ %492, %482 ], [ %480, %479 ]
  %499 = phi float [ %496, %482 ], [ %481, %479 ]
  br i1 %243, label %500, label %515

500:                                              ; preds = %497
  %501 = zext nneg i32 %342 to i64
  %502 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %501
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 72
  %504 = load float, ptr %503, align 8, !tbaa !11
  %505 = getelementptr inbounds nuw i8, ptr %502, i64 76
  %506 = load float, ptr %505, align 4, !tbaa !11
  %507 = fmul contract float %504, %255
  %508 = fmul contract float %506, %254
  %509 = fsub contract float %507, %508
  %510 = fadd contract float %498, %509
  %511 = fmul contract float %506, %255
  %512 = fmul contract float %504, %254
  %513 = fadd contract float %511, %512
  %514 = fadd contract float %499, %513
  br label %515

515:                                              ; preds = %500, %497
  %516 = phi float [ %510, %500 ], [ %498, %497 ]
  %517 = phi float [ %514, %500 ], [ %499, %497 ]
  br i1 %256, label %518, label %533

518:                                              ; preds = %515
  %519 = zext nneg i32 %342 to i64
  %520 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %519
  %521 = getelementptr inbounds nuw i8, ptr %520, i64 80
  %522 = load float, ptr %521, align 8, !tbaa !11
  %523 = getelementptr inbounds nuw i8, ptr %520, i64 84
  %524 = load float, ptr %523, align 4, !tbaa !11
  %525 = fmul contract float %522, %268
  %526 = fmul contract float %524, %267
  %527 = fsub contract float %525, %526
  %528 = fadd contract float %516, %527
  %529 = fmul contract float %524, %268
  %530 = fmul contract float %522, %267
  %531 = fadd contract float %529, %530
  %532 = fadd contract float %517, %531
  br label %533

533:                                              ; preds = %518, %515
  %534 = phi float [ %528, %518 ], [ %516, %515 ]
  %535 = phi float [ %532, %518 ], [ %517, %515 ]
  br i1 %269, label %536, label %551

536:                                              ; preds = %533
  %537 = zext nneg i32 %342 to i64
  %538 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %537
  %539 = getelementptr inbounds nuw i8, ptr %538, i64 88
  %540 = load float, ptr %539, align 8, !tbaa !11
  %541 = getelementptr inbounds nuw i8, ptr %538, i64 92
  %542 = load float, ptr %541, align 4, !tbaa !11
  %543 = fmul contract float %540, %281
  %544 = fmul contract float %542, %280
  %545 = fsub contract float %543, %544
  %546 = fadd contract float %534, %545
  %547 = fmul contract float %542, %281
  %548 = fmul contract float %540, %280
  %549 = fadd contract float %547, %548
  %550 = fadd contract float %535, %549
  br label %551

551:                                              ; preds = %536, %533
  %552 = phi float [ %546, %536 ], [ %534, %533 ]
  %553 = phi float [ %550, %536 ], [ %535, %533 ]
  br i1 %282, label %554, label %569

554:                                              ; preds = %551
  %555 = zext nneg i32 %342 to i64
  %556 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %555
  %557 = getelementptr inbounds nuw i8, ptr %556, i64 96
  %558 = load float, ptr %557, align 8, !tbaa !11
  %559 = getelementptr inbounds nuw i8, ptr %556, i64 100
  %560 = load float, ptr %559, align 4, !tbaa !11
  %561 = fmul contract float %558, %294
  %562 = fmul contract float %560, %293
  %563 = fsub contract float %561, %562
  %564 = fadd contract float %552, %563
  %565 = fmul contract float %560, %294
  %566 = fmul contract float %558, %293
  %567 = fadd contract float %565, %566
  %568 = fadd contract float %553, %567
  br label %569

569:                                              ; preds = %554, %551
  %570 = phi float [ %564, %554 ], [ %552, %551 ]
  %571 = phi float [ %568, %554 ], [ %553, %551 ]
  br i1 %295, label %572, label %587

572:                                              ; preds = %569
  %573 = zext nneg i32 %342 to i64
  %574 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %573
  %575 = getelementptr inbounds nuw i8, ptr %574, i64 104
  %576 = load float, ptr %575, align 8, !tbaa !11
  %577 = getelementptr inbounds nuw i8, ptr %574, i64 108
  %578 = load float, ptr %577, align 4, !tbaa !11
  %579 = fmul contract float %576, %307
  %580 = fmul contract float %578, %306
  %581 = fsub contract float %579, %580
  %582 = fadd contract float %570, %581
  %583 = fmul contract float %578, %307
  %584 = fmul contract float %576, %306
  %585 = fadd contract float %583, %584
  %586 = fadd contract float %571, %585
  br label %587

587:                                              ; preds = %572, %569
  %588 = phi float [ %582, %572 ], [ %570, %569 ]
  %589 = phi float [ %586, %572 ], [ %571, %569 ]
  br i1 %308, label %590, label %605

590:                                              ; preds = %587
  %591 = zext nneg i32 %342 to i64
  %592 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %591
  %593 = getelementptr inbounds nuw i8, ptr %592, i64 112
  %594 = load float, ptr %593, align 8, !tbaa !11
  %595 = getelementptr inbounds nuw i8, ptr %592, i64 116
  %596 = load float, ptr %595, align 4, !tbaa !11
  %597 = fmul contract float %594, %320
  %598 = fmul contract float %596, %319
  %599 = fsub contract float %597, %598
  %600 = fadd contract float %588, %599
  %601 = fmul contract float %596, %320
  %602 = fmul contract float %594, %319
  %603 = fadd contract float %601, %602
  %604 = fadd contract float %589, %603
  br label %605

605:                                              ; preds = %590, %587
  %606 = phi float [ %600, %590 ], [ %588, %587 ]
  %607 = phi float [ %604, %590 ], [ %589, %587 ]
  br i1 %321, label %608, label %623

608:                                              ; preds = %605
  %609 = zext nneg i32 %342 to i64
  %610 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ14pc_doppler_dftE4s_tw to ptr), i64 %609
  %611 = getelementptr inbounds nuw i8, ptr %610, i64 120
  %612 = load float, ptr %611, align 8, !tbaa !11
  %613 = getelementptr inbounds nuw i8, ptr %610, i64 124
  %614 = load float, ptr %613, align 4, !tbaa !11
  %615 = fmul contract float %612, %333
  %616 = fmul contract float %614, %332
  %617 = fsub contract float %615, %616
  %618 = fadd contract float %606, %617
  %619 = fmul contract float %614, %333
  %620 = fmul contract float %612, %332
  %621 = fadd contract float %619, %620
  %622 = fadd contract float %607, %621
  br label %623

623:                                              ; preds = %608, %605
  %624 = phi float [ %618, %608 ], [ %606, %605 ]
  %625 = phi float [ %622, %608 ], [ %607, %605 ]
  %626 = icmp samesign ult i32 %341, %335
  %627 = select i1 %626, i32 %336, i32 %339
  %628 = add i32 %341, %627
  %629 = fmul contract float %624, %624
  %630 = fmul contract float %625, %625
  %631 = fadd contract float %629, %630
  %632 = fadd contract float %631, 0x3D71979980000000
  %633 = tail call float @llvm.nvvm.lg2.approx.f(float %632) #8
  %634 = fmul float %633, 0x3FD3441360000000
  %635 = fmul contract float %634, 1.000000e+01
  %636 = sext i32 %628 to i64
  %637 = mul nsw i64 %636, %337
  %638 = getelementptr float, ptr %338, i64 %637
  store float %635, ptr %638, align 4, !tbaa !11
  %639 = add nuw nsw i32 %341, 1
  %640 = icmp eq i32 %639, %11
  br i1 %640, label %641, label %340, !llvm.loop !19

641:                                              ; preds = %623, %81
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pc_ca_cfar(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, ptr noalias noundef captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 128
  br i1 %11, label %12, label %126

12:                                               ; preds = %9
  %13 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 16)
  %15 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %16 = sub nuw nsw i32 32, %14
  %17 = tail call i32 @llvm.umin.i32(i32 %15, i32 %16)
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
  br i1 %53, label %38, label %35, !llvm.loop !20

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
  %68 = add nsw i32 %62, 1
  %69 = sub nsw i32 %55, %65
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE3s_p to ptr), i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = fadd contract float %64, %72
  br label %74

74:                                               ; preds = %67, %59
  %75 = phi float [ %73, %67 ], [ %64, %59 ]
  %76 = phi i32 [ %68, %67 ], [ %62, %59 ]
  %77 = add nsw i32 %65, %36
  %78 = icmp slt i32 %77, %1
  br i1 %78, label %79, label %86

79:                                               ; preds = %74
  %80 = add nsw i32 %61, 1
  %81 = add nuw nsw i32 %65, %55
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10pc_ca_cfarE3s_p to ptr), i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fadd contract float %63, %84
  br label %86

86:                                               ; preds = %74, %79
  %87 = phi float [ %85, %79 ], [ %63, %74 ]
  %88 = phi i32 [ %80, %79 ], [ %61, %74 ]
  %89 = icmp samesign ult i32 %65, %18
  br i1 %89, label %59, label %56, !llvm.loop !21

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
  %113 = getelementptr i32, ptr %6, i64 %112
  %114 = sext i32 %107 to i64
  %115 = getelementptr i32, ptr %113, i64 %114
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
