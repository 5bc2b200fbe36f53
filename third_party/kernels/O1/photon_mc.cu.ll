; ModuleID = 'src/photon_mc.cu'
source_filename = "src/photon_mc.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Layer = type { float, float, float, float, float, float }
%struct.float4 = type { float, float, float, float }

@_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer = internal unnamed_addr addrspace(3) global [8 x %struct.Layer] undef, align 4
@_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs = internal addrspace(3) global [64 x i64] undef, align 8
@_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt = internal addrspace(3) global [18 x i64] undef, align 8
@_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer = internal unnamed_addr addrspace(3) global [8 x %struct.Layer] undef, align 4
@_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs = internal addrspace(3) global [64 x i64] undef, align 8
@_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E3s_t = internal addrspace(3) global [32 x i64] undef, align 8
@_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt = internal addrspace(3) global [18 x i64] undef, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local noundef float @_Z7fresnelfffPf(float noundef %0, float noundef %1, float noundef %2, ptr noundef writeonly captures(none) initializes((0, 4)) %3) local_unnamed_addr #0 {
  %5 = fcmp contract oeq float %0, %1
  br i1 %5, label %6, label %7

6:                                                ; preds = %4
  store float %2, ptr %3, align 4, !tbaa !11
  br label %45

7:                                                ; preds = %4
  %8 = fcmp contract ogt float %2, 0x3FEFFFFDE0000000
  br i1 %8, label %9, label %14

9:                                                ; preds = %7
  store float %2, ptr %3, align 4, !tbaa !11
  %10 = fsub contract float %1, %0
  %11 = fadd contract float %0, %1
  %12 = fdiv contract float %10, %11
  %13 = fmul contract float %12, %12
  br label %45

14:                                               ; preds = %7
  %15 = fmul contract float %2, %2
  %16 = fsub contract float 1.000000e+00, %15
  %17 = tail call noundef float @llvm.maxnum.f32(float %16, float 0.000000e+00)
  %18 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %17) #9
  %19 = fmul contract float %0, %18
  %20 = fdiv contract float %19, %1
  %21 = fcmp contract ult float %20, 1.000000e+00
  br i1 %21, label %23, label %22

22:                                               ; preds = %14
  store float 0.000000e+00, ptr %3, align 4, !tbaa !11
  br label %45

23:                                               ; preds = %14
  %24 = fmul contract float %20, %20
  %25 = fsub contract float 1.000000e+00, %24
  %26 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %25) #9
  store float %26, ptr %3, align 4, !tbaa !11
  %27 = fmul contract float %2, %26
  %28 = fmul contract float %18, %20
  %29 = fsub contract float %27, %28
  %30 = fadd contract float %28, %27
  %31 = fmul contract float %18, %26
  %32 = fmul contract float %2, %20
  %33 = fadd contract float %32, %31
  %34 = fsub contract float %31, %32
  %35 = fmul contract float %34, 5.000000e-01
  %36 = fmul contract float %34, %35
  %37 = fmul contract float %30, %30
  %38 = fmul contract float %29, %29
  %39 = fadd contract float %37, %38
  %40 = fmul contract float %36, %39
  %41 = fmul contract float %33, %33
  %42 = fmul contract float %30, %41
  %43 = fmul contract float %30, %42
  %44 = fdiv contract float %40, %43
  br label %45

45:                                               ; preds = %22, %23, %9, %6
  %46 = phi float [ 0.000000e+00, %6 ], [ %13, %9 ], [ 1.000000e+00, %22 ], [ %44, %23 ]
  ret float %46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @photon_mcml_absorb(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4, i32 noundef %5, float noundef %6, i32 noundef %7, i32 noundef %8, ptr noalias noundef captures(none) %9, ptr noalias noundef captures(none) %10) local_unnamed_addr #2 {
  %12 = alloca [7 x i32], align 4
  %13 = alloca float, align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %14 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %15 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %14, i32 8)
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = icmp samesign ult i32 %16, 64
  br i1 %17, label %18, label %26

18:                                               ; preds = %11
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %20

20:                                               ; preds = %18, %20
  %21 = phi i32 [ %16, %18 ], [ %24, %20 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %22
  store i64 0, ptr %23, align 8, !tbaa !18, !noalias !20
  %24 = add nuw nsw i32 %21, %19
  %25 = icmp samesign ult i32 %24, 64
  br i1 %25, label %20, label %26, !llvm.loop !23

26:                                               ; preds = %20, %11
  %27 = icmp samesign ult i32 %16, 18
  br i1 %27, label %28, label %30

28:                                               ; preds = %26
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %32

30:                                               ; preds = %32, %26
  %31 = icmp eq i32 %16, 0
  br i1 %31, label %38, label %68

32:                                               ; preds = %28, %32
  %33 = phi i32 [ %16, %28 ], [ %36, %32 ]
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %34
  store i64 0, ptr %35, align 8, !tbaa !18, !noalias !20
  %36 = add nuw nsw i32 %33, %29
  %37 = icmp samesign ult i32 %36, 18
  br i1 %37, label %32, label %30, !llvm.loop !26

38:                                               ; preds = %30, %38
  %39 = phi float [ %59, %38 ], [ 0.000000e+00, %30 ]
  %40 = phi i32 [ %66, %38 ], [ 0, %30 ]
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %41
  %43 = load float, ptr %42, align 16, !tbaa !11, !alias.scope !13, !noalias !27
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !11, !alias.scope !13, !noalias !27
  %46 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %47 = load float, ptr %46, align 8, !tbaa !11, !alias.scope !13, !noalias !27
  %48 = getelementptr inbounds nuw i8, ptr %42, i64 12
  %49 = load float, ptr %48, align 4, !tbaa !11, !alias.scope !13, !noalias !27
  %50 = tail call noundef float @llvm.maxnum.f32(float %43, float 0.000000e+00)
  %51 = tail call noundef float @llvm.maxnum.f32(float %45, float 0.000000e+00)
  %52 = tail call noundef float @llvm.maxnum.f32(float %47, float 0xBFEE666660000000)
  %53 = tail call noundef float @llvm.minnum.f32(float %52, float 0x3FEE666660000000)
  %54 = tail call noundef float @llvm.maxnum.f32(float %49, float 1.000000e+00)
  %55 = tail call noundef float @llvm.minnum.f32(float %54, float 2.000000e+00)
  %56 = getelementptr inbounds nuw float, ptr %1, i64 %41
  %57 = load float, ptr %56, align 4, !tbaa !11, !alias.scope !16, !noalias !28
  %58 = tail call noundef float @llvm.maxnum.f32(float %57, float 0x3F50624DE0000000)
  %59 = fadd contract float %39, %58
  %60 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %41
  store float %50, ptr %60, align 4, !tbaa !11, !noalias !20
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 4
  store float %51, ptr %61, align 4, !tbaa !11, !noalias !20
  %62 = getelementptr inbounds nuw i8, ptr %60, i64 8
  store float %53, ptr %62, align 4, !tbaa !11, !noalias !20
  %63 = getelementptr inbounds nuw i8, ptr %60, i64 12
  store float %55, ptr %63, align 4, !tbaa !11, !noalias !20
  %64 = getelementptr inbounds nuw i8, ptr %60, i64 16
  store float %39, ptr %64, align 4, !tbaa !11, !noalias !20
  %65 = getelementptr inbounds nuw i8, ptr %60, i64 20
  store float %59, ptr %65, align 4, !tbaa !11, !noalias !20
  %66 = add nuw nsw i32 %40, 1
  %67 = icmp eq i32 %66, %15
  br i1 %67, label %68, label %38, !llvm.loop !29

68:                                               ; preds = %38, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !20
  %69 = fdiv contract float 1.000000e+00, %6
  %70 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %71 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %72 = mul i32 %70, %71
  %73 = add i32 %72, %16
  %74 = icmp slt i32 %73, %5
  br i1 %74, label %75, label %98

75:                                               ; preds = %68
  %76 = mul i32 %73, -1640531527
  %77 = xor i32 %8, %76
  %78 = lshr i32 %77, 16
  %79 = xor i32 %78, %77
  %80 = mul i32 %79, 2146121005
  %81 = lshr i32 %80, 15
  %82 = xor i32 %81, %80
  %83 = mul i32 %82, -2073254261
  %84 = xor i32 %83, -559038737
  %85 = xor i32 %83, -1
  %86 = mul i32 %82, -1967271749
  %87 = add i32 %86, 7
  %88 = or i32 %83, 1
  %89 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %90 = mul i32 %89, %71
  %91 = tail call i32 @llvm.smax.i32(i32 %7, i32 0)
  %92 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %93 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %94 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %95 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %96 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %97 = getelementptr inbounds nuw i8, ptr %12, i64 24
  br label %100

98:                                               ; preds = %522, %68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !20
  %99 = icmp samesign ult i32 %16, 64
  br i1 %99, label %531, label %529

100:                                              ; preds = %75, %522
  %101 = phi i32 [ %73, %75 ], [ %527, %522 ]
  %102 = phi i32 [ %84, %75 ], [ %526, %522 ]
  %103 = phi i32 [ %85, %75 ], [ %525, %522 ]
  %104 = phi i32 [ %88, %75 ], [ %524, %522 ]
  %105 = phi i32 [ %87, %75 ], [ %523, %522 ]
  %106 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 12), align 4, !tbaa !30, !noalias !20
  %107 = fsub contract float %106, %3
  %108 = fadd contract float %3, %106
  %109 = fdiv contract float %107, %108
  %110 = fmul contract float %109, %109
  %111 = fsub contract float 1.000000e+00, %110
  br label %112

112:                                              ; preds = %100, %507
  %113 = phi float [ 0.000000e+00, %100 ], [ %521, %507 ]
  %114 = phi float [ 0.000000e+00, %100 ], [ %520, %507 ]
  %115 = phi float [ 0.000000e+00, %100 ], [ %519, %507 ]
  %116 = phi float [ 0.000000e+00, %100 ], [ %518, %507 ]
  %117 = phi float [ 0.000000e+00, %100 ], [ %517, %507 ]
  %118 = phi float [ 1.000000e+00, %100 ], [ %516, %507 ]
  %119 = phi float [ %111, %100 ], [ %515, %507 ]
  %120 = phi i32 [ 0, %100 ], [ %513, %507 ]
  %121 = phi float [ 0.000000e+00, %100 ], [ %512, %507 ]
  %122 = phi i32 [ 0, %100 ], [ %127, %507 ]
  %123 = phi i32 [ %102, %100 ], [ %511, %507 ]
  %124 = phi i32 [ %103, %100 ], [ %510, %507 ]
  %125 = phi i32 [ %104, %100 ], [ %509, %507 ]
  %126 = phi i32 [ %105, %100 ], [ %508, %507 ]
  %127 = add nuw i32 %122, 1
  %128 = icmp eq i32 %122, %91
  br i1 %128, label %522, label %129

129:                                              ; preds = %112
  %130 = sext i32 %120 to i64
  %131 = getelementptr inbounds %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !32, !noalias !20
  %133 = getelementptr inbounds nuw i8, ptr %131, i64 4
  %134 = load float, ptr %133, align 4, !tbaa !33, !noalias !20
  %135 = fadd contract float %132, %134
  %136 = fcmp contract oeq float %121, 0.000000e+00
  br i1 %136, label %137, label %178

137:                                              ; preds = %129
  %138 = shl i32 %123, 11
  %139 = xor i32 %138, %123
  %140 = lshr i32 %139, 8
  %141 = lshr i32 %125, 19
  %142 = xor i32 %141, %140
  %143 = xor i32 %142, %125
  %144 = xor i32 %143, %139
  %145 = lshr i32 %144, 8
  %146 = uitofp nneg i32 %145 to float
  %147 = fadd contract float %146, 5.000000e-01
  %148 = fmul contract float %147, 0x3E70000000000000
  %149 = fcmp olt float %148, 0x3810000000000000
  %150 = fmul float %148, 0x4160000000000000
  %151 = select i1 %149, float %150, float %148
  %152 = select i1 %149, float -2.300000e+01, float 0.000000e+00
  %153 = bitcast float %151 to i32
  %154 = add nsw i32 %153, -1059760811
  %155 = and i32 %154, -8388608
  %156 = sub i32 %153, %155
  %157 = bitcast i32 %156 to float
  %158 = sitofp i32 %155 to float
  %159 = tail call float @llvm.fma.f32(float %158, float 0x3E80000000000000, float %152)
  %160 = fadd float %157, -1.000000e+00
  %161 = tail call float @llvm.fma.f32(float %160, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %162 = tail call float @llvm.fma.f32(float %161, float %160, float 0xBFBF19B980000000)
  %163 = tail call float @llvm.fma.f32(float %162, float %160, float 0x3FC1E52AA0000000)
  %164 = tail call float @llvm.fma.f32(float %163, float %160, float 0xBFC55B1720000000)
  %165 = tail call float @llvm.fma.f32(float %164, float %160, float 0x3FC99DA160000000)
  %166 = tail call float @llvm.fma.f32(float %165, float %160, float 0xBFCFFFE440000000)
  %167 = tail call float @llvm.fma.f32(float %166, float %160, float 0x3FD5554F00000000)
  %168 = tail call float @llvm.fma.f32(float %167, float %160, float -5.000000e-01)
  %169 = fmul float %160, %168
  %170 = tail call float @llvm.fma.f32(float %169, float %160, float %160)
  %171 = tail call float @llvm.fma.f32(float %159, float 0x3FE62E4300000000, float %170)
  %172 = icmp samesign ugt i32 %153, 2139095039
  %173 = tail call float @llvm.fma.f32(float %151, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %174 = select i1 %172, float %173, float %171
  %175 = fcmp oeq float %151, 0.000000e+00
  %176 = fneg contract float %174
  %177 = select contract i1 %175, float 0x7FF0000000000000, float %176
  br label %178

178:                                              ; preds = %137, %129
  %179 = phi i32 [ %125, %137 ], [ %126, %129 ]
  %180 = phi i32 [ %144, %137 ], [ %125, %129 ]
  %181 = phi i32 [ %126, %137 ], [ %124, %129 ]
  %182 = phi i32 [ %124, %137 ], [ %123, %129 ]
  %183 = phi float [ %177, %137 ], [ %121, %129 ]
  %184 = fcmp contract ogt float %118, 0.000000e+00
  br i1 %184, label %187, label %185

185:                                              ; preds = %178
  %186 = fcmp contract olt float %118, 0.000000e+00
  br i1 %186, label %187, label %193

187:                                              ; preds = %185, %178
  %188 = phi i64 [ 20, %178 ], [ 16, %185 ]
  %189 = getelementptr inbounds nuw i8, ptr %131, i64 %188
  %190 = load float, ptr %189, align 4, !tbaa !11, !noalias !20
  %191 = fsub contract float %190, %115
  %192 = fdiv contract float %191, %118
  br label %193

193:                                              ; preds = %187, %185
  %194 = phi float [ 0x7FF0000000000000, %185 ], [ %192, %187 ]
  %195 = fmul contract float %135, %194
  %196 = fcmp contract ugt float %195, %183
  br i1 %196, label %269, label %197

197:                                              ; preds = %193
  %198 = fmul contract float %116, %194
  %199 = fadd contract float %113, %198
  %200 = fmul contract float %117, %194
  %201 = fadd contract float %114, %200
  %202 = fmul contract float %118, %194
  %203 = fadd contract float %115, %202
  %204 = fsub contract float %183, %195
  %205 = fcmp contract uge float %118, 0.000000e+00
  %206 = select i1 %205, i32 1, i32 -1
  %207 = add nsw i32 %206, %120
  %208 = icmp sgt i32 %207, -1
  br i1 %208, label %209, label %216

209:                                              ; preds = %197
  %210 = icmp slt i32 %207, %15
  br i1 %210, label %211, label %216

211:                                              ; preds = %209
  %212 = zext nneg i32 %207 to i64
  %213 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %212
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 12
  %215 = load float, ptr %214, align 4, !tbaa !30, !noalias !20
  br label %216

216:                                              ; preds = %211, %209, %197
  %217 = phi contract float [ %215, %211 ], [ %3, %197 ], [ %4, %209 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9, !noalias !20
  %218 = getelementptr inbounds nuw i8, ptr %131, i64 12
  %219 = load float, ptr %218, align 4, !tbaa !30, !noalias !20
  %220 = tail call noundef float @llvm.nvvm.fabs.f32(float %118)
  %221 = call contract noundef float @_Z7fresnelfffPf(float noundef %219, float noundef %217, float noundef %220, ptr noundef nonnull %13) #9, !noalias !20
  %222 = shl i32 %182, 11
  %223 = xor i32 %222, %182
  %224 = lshr i32 %223, 8
  %225 = lshr i32 %180, 19
  %226 = xor i32 %225, %224
  %227 = xor i32 %226, %180
  %228 = xor i32 %227, %223
  %229 = lshr i32 %228, 8
  %230 = uitofp nneg i32 %229 to float
  %231 = fadd contract float %230, 5.000000e-01
  %232 = fmul contract float %231, 0x3E70000000000000
  %233 = fcmp contract ugt float %232, %221
  br i1 %233, label %236, label %234

234:                                              ; preds = %216
  %235 = fneg contract float %118
  br label %263

236:                                              ; preds = %216
  %237 = icmp ult i32 %207, %15
  br i1 %237, label %256, label %238

238:                                              ; preds = %236
  %239 = zext i1 %205 to i64
  %240 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %239
  %241 = fmul contract float %119, 0x41F0000000000000
  %242 = fptoui float %241 to i64
  %243 = atomicrmw add ptr %240, i64 %242 seq_cst, align 8, !noalias !20
  br i1 %205, label %263, label %244

244:                                              ; preds = %238
  %245 = fmul contract float %199, %199
  %246 = fmul contract float %201, %201
  %247 = fadd contract float %245, %246
  %248 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %247) #9
  %249 = fmul contract float %69, %248
  %250 = fptosi float %249 to i32
  %251 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %250, i32 15)
  %252 = sext i32 %251 to i64
  %253 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %252
  %254 = getelementptr i8, ptr %253, i64 16
  %255 = atomicrmw add ptr %254, i64 %242 seq_cst, align 8, !noalias !20
  br label %263

256:                                              ; preds = %236
  %257 = fdiv contract float %219, %217
  %258 = fmul contract float %116, %257
  %259 = fmul contract float %117, %257
  %260 = load float, ptr %13, align 4, !noalias !20
  %261 = fneg contract float %260
  %262 = select contract i1 %205, float %260, float %261
  br label %263

263:                                              ; preds = %256, %244, %238, %234
  %264 = phi i32 [ %120, %234 ], [ %207, %256 ], [ %120, %244 ], [ %120, %238 ]
  %265 = phi i1 [ true, %234 ], [ true, %256 ], [ false, %244 ], [ false, %238 ]
  %266 = phi float [ %235, %234 ], [ %262, %256 ], [ %118, %244 ], [ %118, %238 ]
  %267 = phi float [ %117, %234 ], [ %259, %256 ], [ %117, %244 ], [ %117, %238 ]
  %268 = phi float [ %116, %234 ], [ %258, %256 ], [ %116, %244 ], [ %116, %238 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9, !noalias !20
  br label %507

269:                                              ; preds = %193
  %270 = fdiv contract float %183, %135
  %271 = fmul contract float %116, %270
  %272 = fadd contract float %113, %271
  %273 = fmul contract float %117, %270
  %274 = fadd contract float %114, %273
  %275 = fmul contract float %118, %270
  %276 = fadd contract float %115, %275
  %277 = fmul contract float %119, %132
  %278 = fdiv contract float %277, %135
  %279 = fsub contract float %119, %278
  %280 = fmul contract float %69, %276
  %281 = fptosi float %280 to i32
  %282 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %281, i32 0)
  %283 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %282, i32 63)
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %284
  %286 = fmul contract float %278, 0x41F0000000000000
  %287 = fptoui float %286 to i64
  %288 = atomicrmw add ptr %285, i64 %287 seq_cst, align 8, !noalias !20
  %289 = getelementptr inbounds nuw i8, ptr %131, i64 8
  %290 = load float, ptr %289, align 4, !tbaa !34, !noalias !20
  %291 = tail call noundef float @llvm.nvvm.fabs.f32(float %290)
  %292 = fcmp contract olt float %291, 0x3F1A36E2E0000000
  br i1 %292, label %293, label %307

293:                                              ; preds = %269
  %294 = shl i32 %182, 11
  %295 = xor i32 %294, %182
  %296 = lshr i32 %295, 8
  %297 = lshr i32 %180, 19
  %298 = xor i32 %297, %296
  %299 = xor i32 %298, %180
  %300 = xor i32 %299, %295
  %301 = lshr i32 %300, 8
  %302 = uitofp nneg i32 %301 to float
  %303 = fadd contract float %302, 5.000000e-01
  %304 = fmul contract float %303, 0x3E70000000000000
  %305 = fmul contract float %304, 2.000000e+00
  %306 = fadd contract float %305, -1.000000e+00
  br label %332

307:                                              ; preds = %269
  %308 = fmul contract float %290, %290
  %309 = fsub contract float 1.000000e+00, %308
  %310 = fsub contract float 1.000000e+00, %290
  %311 = fmul contract float %290, 2.000000e+00
  %312 = shl i32 %182, 11
  %313 = xor i32 %312, %182
  %314 = lshr i32 %313, 8
  %315 = lshr i32 %180, 19
  %316 = xor i32 %315, %314
  %317 = xor i32 %316, %180
  %318 = xor i32 %317, %313
  %319 = lshr i32 %318, 8
  %320 = uitofp nneg i32 %319 to float
  %321 = fadd contract float %320, 5.000000e-01
  %322 = fmul contract float %321, 0x3E70000000000000
  %323 = fmul contract float %322, %311
  %324 = fadd contract float %310, %323
  %325 = fdiv contract float %309, %324
  %326 = fadd contract float %308, 1.000000e+00
  %327 = fmul contract float %325, %325
  %328 = fsub contract float %326, %327
  %329 = fdiv contract float %328, %311
  %330 = tail call noundef float @llvm.maxnum.f32(float %329, float -1.000000e+00)
  %331 = tail call noundef float @llvm.minnum.f32(float %330, float 1.000000e+00)
  br label %332

332:                                              ; preds = %307, %293
  %333 = phi i32 [ %300, %293 ], [ %318, %307 ]
  %334 = phi float [ %306, %293 ], [ %331, %307 ]
  %335 = fmul contract float %334, %334
  %336 = fsub contract float 1.000000e+00, %335
  %337 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %336) #9
  %338 = shl i32 %181, 11
  %339 = xor i32 %338, %181
  %340 = lshr i32 %339, 8
  %341 = lshr i32 %333, 19
  %342 = xor i32 %340, %341
  %343 = xor i32 %342, %339
  %344 = xor i32 %343, %333
  %345 = lshr i32 %344, 8
  %346 = uitofp nneg i32 %345 to float
  %347 = fadd contract float %346, 5.000000e-01
  %348 = fmul contract float %347, 0x3E70000000000000
  %349 = fmul contract float %348, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  %350 = fmul float %349, 0x3FE45F3060000000
  %351 = tail call i32 @llvm.nvvm.f2i.rn(float %350) #9
  %352 = sitofp i32 %351 to float
  %353 = tail call float @llvm.fma.f32(float %352, float 0xBFF921FB40000000, float %349)
  %354 = tail call float @llvm.fma.f32(float %352, float 0xBE74442D00000000, float %353)
  %355 = tail call float @llvm.fma.f32(float %352, float 0xBCF84698A0000000, float %354)
  %356 = tail call float @llvm.nvvm.fabs.f32(float %349)
  %357 = fcmp ult float %356, 1.056150e+05
  br i1 %357, label %431, label %358

358:                                              ; preds = %332
  %359 = fcmp oeq float %356, 0x7FF0000000000000
  br i1 %359, label %360, label %362

360:                                              ; preds = %358
  %361 = tail call float @llvm.nvvm.mul.rn.f(float %349, float 0.000000e+00) #9
  br label %431

362:                                              ; preds = %358
  %363 = bitcast float %349 to i32
  %364 = shl i32 %363, 8
  %365 = or i32 %364, -2147483648
  %366 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %365, i32 0) #10, !srcloc !35
  %367 = extractvalue { i32, i32 } %366, 0
  %368 = extractvalue { i32, i32 } %366, 1
  store i32 %367, ptr %12, align 4, !noalias !20
  %369 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %365, i32 %368) #10, !srcloc !35
  %370 = extractvalue { i32, i32 } %369, 0
  %371 = extractvalue { i32, i32 } %369, 1
  store i32 %370, ptr %92, align 4, !noalias !20
  %372 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %365, i32 %371) #10, !srcloc !35
  %373 = extractvalue { i32, i32 } %372, 0
  %374 = extractvalue { i32, i32 } %372, 1
  store i32 %373, ptr %93, align 4, !noalias !20
  %375 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %365, i32 %374) #10, !srcloc !35
  %376 = extractvalue { i32, i32 } %375, 0
  %377 = extractvalue { i32, i32 } %375, 1
  store i32 %376, ptr %94, align 4, !noalias !20
  %378 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %365, i32 %377) #10, !srcloc !35
  %379 = extractvalue { i32, i32 } %378, 0
  %380 = extractvalue { i32, i32 } %378, 1
  store i32 %379, ptr %95, align 4, !noalias !20
  %381 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %365, i32 %380) #10, !srcloc !35
  %382 = extractvalue { i32, i32 } %381, 0
  %383 = extractvalue { i32, i32 } %381, 1
  store i32 %382, ptr %96, align 4, !noalias !20
  %384 = lshr i32 %363, 23
  %385 = and i32 %384, 224
  %386 = add nsw i32 %385, -128
  %387 = lshr exact i32 %386, 5
  store i32 %383, ptr %97, align 4, !noalias !20
  %388 = and i32 %384, 31
  %389 = sub nsw i32 6, %387
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds i32, ptr %12, i64 %390
  %392 = load i32, ptr %391, align 4, !noalias !20
  %393 = sub nsw i32 5, %387
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds i32, ptr %12, i64 %394
  %396 = load i32, ptr %395, align 4, !noalias !20
  %397 = icmp eq i32 %388, 0
  br i1 %397, label %410, label %398

398:                                              ; preds = %362
  %399 = sub nsw i32 4, %387
  %400 = sub nuw nsw i32 32, %388
  %401 = shl i32 %392, %388
  %402 = lshr i32 %396, %400
  %403 = or disjoint i32 %402, %401
  %404 = shl i32 %396, %388
  %405 = sext i32 %399 to i64
  %406 = getelementptr inbounds i32, ptr %12, i64 %405
  %407 = load i32, ptr %406, align 4, !noalias !20
  %408 = lshr i32 %407, %400
  %409 = or disjoint i32 %408, %404
  br label %410

410:                                              ; preds = %398, %362
  %411 = phi i32 [ %403, %398 ], [ %392, %362 ]
  %412 = phi i32 [ %409, %398 ], [ %396, %362 ]
  %413 = lshr i32 %411, 30
  %414 = tail call i32 @llvm.fshl.i32(i32 %411, i32 %412, i32 2)
  %415 = shl i32 %412, 2
  %416 = lshr i32 %414, 31
  %417 = add nuw nsw i32 %416, %413
  %418 = ashr i32 %414, 31
  %419 = xor i32 %418, %414
  %420 = xor i32 %418, %415
  %421 = zext i32 %419 to i64
  %422 = shl nuw i64 %421, 32
  %423 = zext i32 %420 to i64
  %424 = or disjoint i64 %422, %423
  %425 = sitofp i64 %424 to double
  %426 = fmul double %425, 0x3BF921FB54442D19
  %427 = fptrunc double %426 to float
  %428 = fneg float %427
  %429 = icmp slt i32 %414, 0
  %430 = select i1 %429, float %428, float %427
  br label %431

431:                                              ; preds = %332, %360, %410
  %432 = phi i32 [ %351, %332 ], [ 0, %360 ], [ %417, %410 ]
  %433 = phi float [ %355, %332 ], [ %361, %360 ], [ %430, %410 ]
  %434 = fmul float %433, %433
  %435 = tail call float @llvm.fma.f32(float %434, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %436 = tail call float @llvm.fma.f32(float %435, float %434, float 0x3FA5555760000000)
  %437 = tail call float @llvm.fma.f32(float %436, float %434, float 0xBFDFFFFFE0000000)
  %438 = tail call float @llvm.fma.f32(float %437, float %434, float 1.000000e+00)
  %439 = tail call float @llvm.fma.f32(float %434, float %433, float 0.000000e+00)
  %440 = tail call float @llvm.fma.f32(float %434, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %441 = tail call float @llvm.fma.f32(float %440, float %434, float 0xBFC5555500000000)
  %442 = tail call float @llvm.fma.f32(float %441, float %439, float %433)
  %443 = and i32 %432, 1
  %444 = icmp eq i32 %443, 0
  %445 = select i1 %444, float %442, float %438
  %446 = select i1 %444, float %438, float %442
  %447 = and i32 %432, 2
  %448 = icmp eq i32 %447, 0
  %449 = fneg float %445
  %450 = select i1 %448, float %445, float %449
  %451 = add i32 %432, 1
  %452 = and i32 %451, 2
  %453 = icmp eq i32 %452, 0
  %454 = fneg float %446
  %455 = select i1 %453, float %446, float %454
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  %456 = tail call noundef float @llvm.nvvm.fabs.f32(float %118)
  %457 = fcmp contract ogt float %456, 0x3FEFFFEB00000000
  br i1 %457, label %458, label %462

458:                                              ; preds = %431
  %459 = fmul contract float %337, %455
  %460 = fmul contract float %337, %450
  %461 = tail call noundef float @llvm.copysign.f32(float %334, float %118)
  br label %487

462:                                              ; preds = %431
  %463 = fmul contract float %118, %118
  %464 = fsub contract float 1.000000e+00, %463
  %465 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %464) #9
  %466 = fmul contract float %118, %116
  %467 = fmul contract float %466, %455
  %468 = fmul contract float %117, %450
  %469 = fsub contract float %467, %468
  %470 = fmul contract float %337, %469
  %471 = fdiv contract float %470, %465
  %472 = fmul contract float %116, %334
  %473 = fadd contract float %472, %471
  %474 = fmul contract float %118, %117
  %475 = fmul contract float %474, %455
  %476 = fmul contract float %116, %450
  %477 = fadd contract float %475, %476
  %478 = fmul contract float %337, %477
  %479 = fdiv contract float %478, %465
  %480 = fmul contract float %117, %334
  %481 = fadd contract float %480, %479
  %482 = fneg contract float %337
  %483 = fmul contract float %455, %482
  %484 = fmul contract float %483, %465
  %485 = fmul contract float %118, %334
  %486 = fadd contract float %485, %484
  br label %487

487:                                              ; preds = %462, %458
  %488 = phi float [ %461, %458 ], [ %486, %462 ]
  %489 = phi float [ %460, %458 ], [ %481, %462 ]
  %490 = phi float [ %459, %458 ], [ %473, %462 ]
  %491 = fcmp contract olt float %279, 0x3F1A36E2E0000000
  br i1 %491, label %492, label %507

492:                                              ; preds = %487
  %493 = shl i32 %179, 11
  %494 = xor i32 %493, %179
  %495 = lshr i32 %494, 8
  %496 = lshr i32 %344, 19
  %497 = xor i32 %495, %496
  %498 = xor i32 %497, %494
  %499 = xor i32 %498, %344
  %500 = lshr i32 %499, 8
  %501 = uitofp nneg i32 %500 to float
  %502 = fadd contract float %501, 5.000000e-01
  %503 = fmul contract float %502, 0x3E70000000000000
  %504 = fcmp contract olt float %503, 0x3FB99999A0000000
  br i1 %504, label %505, label %507

505:                                              ; preds = %492
  %506 = fmul contract float %279, 1.000000e+01
  br label %507

507:                                              ; preds = %487, %492, %505, %263
  %508 = phi i32 [ %180, %263 ], [ %344, %505 ], [ %344, %492 ], [ %333, %487 ]
  %509 = phi i32 [ %228, %263 ], [ %499, %505 ], [ %499, %492 ], [ %344, %487 ]
  %510 = phi i32 [ %179, %263 ], [ %333, %505 ], [ %333, %492 ], [ %180, %487 ]
  %511 = phi i32 [ %181, %263 ], [ %180, %505 ], [ %180, %492 ], [ %179, %487 ]
  %512 = phi float [ %204, %263 ], [ 0.000000e+00, %505 ], [ 0.000000e+00, %492 ], [ 0.000000e+00, %487 ]
  %513 = phi i32 [ %264, %263 ], [ %120, %505 ], [ %120, %492 ], [ %120, %487 ]
  %514 = phi i1 [ %265, %263 ], [ true, %505 ], [ false, %492 ], [ true, %487 ]
  %515 = phi float [ %119, %263 ], [ %506, %505 ], [ %279, %492 ], [ %279, %487 ]
  %516 = phi float [ %266, %263 ], [ %488, %505 ], [ %488, %492 ], [ %488, %487 ]
  %517 = phi float [ %267, %263 ], [ %489, %505 ], [ %489, %492 ], [ %489, %487 ]
  %518 = phi float [ %268, %263 ], [ %490, %505 ], [ %490, %492 ], [ %490, %487 ]
  %519 = phi float [ %203, %263 ], [ %276, %505 ], [ %276, %492 ], [ %276, %487 ]
  %520 = phi float [ %201, %263 ], [ %274, %505 ], [ %274, %492 ], [ %274, %487 ]
  %521 = phi float [ %199, %263 ], [ %272, %505 ], [ %272, %492 ], [ %272, %487 ]
  br i1 %514, label %112, label %522

522:                                              ; preds = %112, %507
  %523 = phi i32 [ %126, %112 ], [ %508, %507 ]
  %524 = phi i32 [ %125, %112 ], [ %509, %507 ]
  %525 = phi i32 [ %124, %112 ], [ %510, %507 ]
  %526 = phi i32 [ %123, %112 ], [ %511, %507 ]
  %527 = add i32 %101, %90
  %528 = icmp slt i32 %527, %5
  br i1 %528, label %100, label %98, !llvm.loop !36

529:                                              ; preds = %540, %98
  %530 = icmp samesign ult i32 %16, 18
  br i1 %530, label %543, label %555

531:                                              ; preds = %98, %540
  %532 = phi i32 [ %541, %540 ], [ %16, %98 ]
  %533 = zext nneg i32 %532 to i64
  %534 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %533
  %535 = load i64, ptr %534, align 8, !tbaa !18, !noalias !20
  %536 = icmp eq i64 %535, 0
  br i1 %536, label %540, label %537

537:                                              ; preds = %531
  %538 = getelementptr inbounds nuw i64, ptr %9, i64 %533
  %539 = atomicrmw add ptr %538, i64 %535 seq_cst, align 8, !noalias !37
  br label %540

540:                                              ; preds = %537, %531
  %541 = add nuw nsw i32 %532, %71
  %542 = icmp samesign ult i32 %541, 64
  br i1 %542, label %531, label %529, !llvm.loop !38

543:                                              ; preds = %529, %552
  %544 = phi i32 [ %553, %552 ], [ %16, %529 ]
  %545 = zext nneg i32 %544 to i64
  %546 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %545
  %547 = load i64, ptr %546, align 8, !tbaa !18, !noalias !20
  %548 = icmp eq i64 %547, 0
  br i1 %548, label %552, label %549

549:                                              ; preds = %543
  %550 = getelementptr inbounds nuw i64, ptr %10, i64 %545
  %551 = atomicrmw add ptr %550, i64 %547 seq_cst, align 8, !noalias !39
  br label %552

552:                                              ; preds = %549, %543
  %553 = add nuw nsw i32 %544, %71
  %554 = icmp samesign ult i32 %553, 18
  br i1 %554, label %543, label %555, !llvm.loop !40

555:                                              ; preds = %552, %529
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @photon_mcml_tpsf(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4, i32 noundef %5, float noundef %6, float noundef %7, i32 noundef %8, i32 noundef %9, ptr noalias noundef captures(none) %10, ptr noalias noundef captures(none) %11, ptr noalias noundef captures(none) %12) local_unnamed_addr #2 {
  %14 = alloca [7 x i32], align 4
  %15 = alloca float, align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %17 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %16, i32 8)
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp samesign ult i32 %18, 64
  br i1 %19, label %20, label %22

20:                                               ; preds = %13
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %26

22:                                               ; preds = %26, %13
  %23 = icmp samesign ult i32 %18, 32
  br i1 %23, label %24, label %32

24:                                               ; preds = %22
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %36

26:                                               ; preds = %20, %26
  %27 = phi i32 [ %18, %20 ], [ %30, %26 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %28
  store i64 0, ptr %29, align 8, !tbaa !18, !noalias !46
  %30 = add nuw nsw i32 %27, %21
  %31 = icmp samesign ult i32 %30, 64
  br i1 %31, label %26, label %22, !llvm.loop !50

32:                                               ; preds = %36, %22
  %33 = icmp samesign ult i32 %18, 18
  br i1 %33, label %34, label %42

34:                                               ; preds = %32
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %44

36:                                               ; preds = %24, %36
  %37 = phi i32 [ %18, %24 ], [ %40, %36 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E3s_t to ptr), i64 %38
  store i64 0, ptr %39, align 8, !tbaa !18, !noalias !46
  %40 = add nuw nsw i32 %37, %25
  %41 = icmp samesign ult i32 %40, 32
  br i1 %41, label %36, label %32, !llvm.loop !51

42:                                               ; preds = %44, %32
  %43 = icmp eq i32 %18, 0
  br i1 %43, label %50, label %80

44:                                               ; preds = %34, %44
  %45 = phi i32 [ %18, %34 ], [ %48, %44 ]
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %46
  store i64 0, ptr %47, align 8, !tbaa !18, !noalias !46
  %48 = add nuw nsw i32 %45, %35
  %49 = icmp samesign ult i32 %48, 18
  br i1 %49, label %44, label %42, !llvm.loop !52

50:                                               ; preds = %42, %50
  %51 = phi float [ %71, %50 ], [ 0.000000e+00, %42 ]
  %52 = phi i32 [ %78, %50 ], [ 0, %42 ]
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %53
  %55 = load float, ptr %54, align 16, !tbaa !11, !alias.scope !41, !noalias !53
  %56 = getelementptr inbounds nuw i8, ptr %54, i64 4
  %57 = load float, ptr %56, align 4, !tbaa !11, !alias.scope !41, !noalias !53
  %58 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %59 = load float, ptr %58, align 8, !tbaa !11, !alias.scope !41, !noalias !53
  %60 = getelementptr inbounds nuw i8, ptr %54, i64 12
  %61 = load float, ptr %60, align 4, !tbaa !11, !alias.scope !41, !noalias !53
  %62 = tail call noundef float @llvm.maxnum.f32(float %55, float 0.000000e+00)
  %63 = tail call noundef float @llvm.maxnum.f32(float %57, float 0.000000e+00)
  %64 = tail call noundef float @llvm.maxnum.f32(float %59, float 0xBFEE666660000000)
  %65 = tail call noundef float @llvm.minnum.f32(float %64, float 0x3FEE666660000000)
  %66 = tail call noundef float @llvm.maxnum.f32(float %61, float 1.000000e+00)
  %67 = tail call noundef float @llvm.minnum.f32(float %66, float 2.000000e+00)
  %68 = getelementptr inbounds nuw float, ptr %1, i64 %53
  %69 = load float, ptr %68, align 4, !tbaa !11, !alias.scope !44, !noalias !54
  %70 = tail call noundef float @llvm.maxnum.f32(float %69, float 0x3F50624DE0000000)
  %71 = fadd contract float %51, %70
  %72 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %53
  store float %62, ptr %72, align 4, !tbaa !11, !noalias !46
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 4
  store float %63, ptr %73, align 4, !tbaa !11, !noalias !46
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 8
  store float %65, ptr %74, align 4, !tbaa !11, !noalias !46
  %75 = getelementptr inbounds nuw i8, ptr %72, i64 12
  store float %67, ptr %75, align 4, !tbaa !11, !noalias !46
  %76 = getelementptr inbounds nuw i8, ptr %72, i64 16
  store float %51, ptr %76, align 4, !tbaa !11, !noalias !46
  %77 = getelementptr inbounds nuw i8, ptr %72, i64 20
  store float %71, ptr %77, align 4, !tbaa !11, !noalias !46
  %78 = add nuw nsw i32 %52, 1
  %79 = icmp eq i32 %78, %17
  br i1 %79, label %80, label %50, !llvm.loop !55

80:                                               ; preds = %50, %42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !46
  %81 = fdiv contract float 1.000000e+00, %6
  %82 = fdiv contract float 1.000000e+00, %7
  %83 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %84 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %85 = mul i32 %83, %84
  %86 = add i32 %85, %18
  %87 = icmp slt i32 %86, %5
  br i1 %87, label %88, label %111

88:                                               ; preds = %80
  %89 = mul i32 %86, -1640531527
  %90 = xor i32 %9, %89
  %91 = lshr i32 %90, 16
  %92 = xor i32 %91, %90
  %93 = mul i32 %92, 2146121005
  %94 = lshr i32 %93, 15
  %95 = xor i32 %94, %93
  %96 = mul i32 %95, -2073254261
  %97 = xor i32 %96, -559038737
  %98 = xor i32 %96, -1
  %99 = mul i32 %95, -1967271749
  %100 = add i32 %99, 7
  %101 = or i32 %96, 1
  %102 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %103 = mul i32 %102, %84
  %104 = tail call i32 @llvm.smax.i32(i32 %8, i32 0)
  %105 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %106 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %107 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %108 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %109 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %110 = getelementptr inbounds nuw i8, ptr %14, i64 24
  br label %113

111:                                              ; preds = %550, %80
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !46
  %112 = icmp samesign ult i32 %18, 64
  br i1 %112, label %559, label %557

113:                                              ; preds = %88, %550
  %114 = phi i32 [ %86, %88 ], [ %555, %550 ]
  %115 = phi i32 [ %97, %88 ], [ %554, %550 ]
  %116 = phi i32 [ %98, %88 ], [ %553, %550 ]
  %117 = phi i32 [ %101, %88 ], [ %552, %550 ]
  %118 = phi i32 [ %100, %88 ], [ %551, %550 ]
  %119 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 12), align 4, !tbaa !30, !noalias !46
  %120 = fsub contract float %119, %3
  %121 = fadd contract float %3, %119
  %122 = fdiv contract float %120, %121
  %123 = fmul contract float %122, %122
  %124 = fsub contract float 1.000000e+00, %123
  br label %125

125:                                              ; preds = %113, %534
  %126 = phi float [ 0.000000e+00, %113 ], [ %549, %534 ]
  %127 = phi float [ 0.000000e+00, %113 ], [ %548, %534 ]
  %128 = phi float [ 0.000000e+00, %113 ], [ %547, %534 ]
  %129 = phi float [ 0.000000e+00, %113 ], [ %546, %534 ]
  %130 = phi float [ 0.000000e+00, %113 ], [ %545, %534 ]
  %131 = phi float [ 1.000000e+00, %113 ], [ %544, %534 ]
  %132 = phi float [ %124, %113 ], [ %543, %534 ]
  %133 = phi float [ 0.000000e+00, %113 ], [ %541, %534 ]
  %134 = phi float [ 0.000000e+00, %113 ], [ %540, %534 ]
  %135 = phi i32 [ 0, %113 ], [ %141, %534 ]
  %136 = phi i32 [ 0, %113 ], [ %539, %534 ]
  %137 = phi i32 [ %115, %113 ], [ %538, %534 ]
  %138 = phi i32 [ %116, %113 ], [ %537, %534 ]
  %139 = phi i32 [ %117, %113 ], [ %536, %534 ]
  %140 = phi i32 [ %118, %113 ], [ %535, %534 ]
  %141 = add nuw i32 %135, 1
  %142 = icmp eq i32 %135, %104
  br i1 %142, label %550, label %143

143:                                              ; preds = %125
  %144 = sext i32 %136 to i64
  %145 = getelementptr inbounds %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !32, !noalias !46
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 4
  %148 = load float, ptr %147, align 4, !tbaa !33, !noalias !46
  %149 = fadd contract float %146, %148
  %150 = fcmp contract oeq float %134, 0.000000e+00
  br i1 %150, label %151, label %192

151:                                              ; preds = %143
  %152 = shl i32 %137, 11
  %153 = xor i32 %152, %137
  %154 = lshr i32 %153, 8
  %155 = lshr i32 %139, 19
  %156 = xor i32 %155, %154
  %157 = xor i32 %156, %139
  %158 = xor i32 %157, %153
  %159 = lshr i32 %158, 8
  %160 = uitofp nneg i32 %159 to float
  %161 = fadd contract float %160, 5.000000e-01
  %162 = fmul contract float %161, 0x3E70000000000000
  %163 = fcmp olt float %162, 0x3810000000000000
  %164 = fmul float %162, 0x4160000000000000
  %165 = select i1 %163, float %164, float %162
  %166 = select i1 %163, float -2.300000e+01, float 0.000000e+00
  %167 = bitcast float %165 to i32
  %168 = add nsw i32 %167, -1059760811
  %169 = and i32 %168, -8388608
  %170 = sub i32 %167, %169
  %171 = bitcast i32 %170 to float
  %172 = sitofp i32 %169 to float
  %173 = tail call float @llvm.fma.f32(float %172, float 0x3E80000000000000, float %166)
  %174 = fadd float %171, -1.000000e+00
  %175 = tail call float @llvm.fma.f32(float %174, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %176 = tail call float @llvm.fma.f32(float %175, float %174, float 0xBFBF19B980000000)
  %177 = tail call float @llvm.fma.f32(float %176, float %174, float 0x3FC1E52AA0000000)
  %178 = tail call float @llvm.fma.f32(float %177, float %174, float 0xBFC55B1720000000)
  %179 = tail call float @llvm.fma.f32(float %178, float %174, float 0x3FC99DA160000000)
  %180 = tail call float @llvm.fma.f32(float %179, float %174, float 0xBFCFFFE440000000)
  %181 = tail call float @llvm.fma.f32(float %180, float %174, float 0x3FD5554F00000000)
  %182 = tail call float @llvm.fma.f32(float %181, float %174, float -5.000000e-01)
  %183 = fmul float %174, %182
  %184 = tail call float @llvm.fma.f32(float %183, float %174, float %174)
  %185 = tail call float @llvm.fma.f32(float %173, float 0x3FE62E4300000000, float %184)
  %186 = icmp samesign ugt i32 %167, 2139095039
  %187 = tail call float @llvm.fma.f32(float %165, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %188 = select i1 %186, float %187, float %185
  %189 = fcmp oeq float %165, 0.000000e+00
  %190 = fneg contract float %188
  %191 = select contract i1 %189, float 0x7FF0000000000000, float %190
  br label %192

192:                                              ; preds = %151, %143
  %193 = phi i32 [ %139, %151 ], [ %140, %143 ]
  %194 = phi i32 [ %158, %151 ], [ %139, %143 ]
  %195 = phi i32 [ %140, %151 ], [ %138, %143 ]
  %196 = phi i32 [ %138, %151 ], [ %137, %143 ]
  %197 = phi float [ %191, %151 ], [ %134, %143 ]
  %198 = fcmp contract ogt float %131, 0.000000e+00
  br i1 %198, label %201, label %199

199:                                              ; preds = %192
  %200 = fcmp contract olt float %131, 0.000000e+00
  br i1 %200, label %201, label %207

201:                                              ; preds = %199, %192
  %202 = phi i64 [ 20, %192 ], [ 16, %199 ]
  %203 = getelementptr inbounds nuw i8, ptr %145, i64 %202
  %204 = load float, ptr %203, align 4, !tbaa !11, !noalias !46
  %205 = fsub contract float %204, %128
  %206 = fdiv contract float %205, %131
  br label %207

207:                                              ; preds = %201, %199
  %208 = phi float [ 0x7FF0000000000000, %199 ], [ %206, %201 ]
  %209 = fmul contract float %149, %208
  %210 = fcmp contract ugt float %209, %197
  br i1 %210, label %292, label %211

211:                                              ; preds = %207
  %212 = fmul contract float %129, %208
  %213 = fadd contract float %126, %212
  %214 = fmul contract float %130, %208
  %215 = fadd contract float %127, %214
  %216 = fmul contract float %131, %208
  %217 = fadd contract float %128, %216
  %218 = getelementptr inbounds nuw i8, ptr %145, i64 12
  %219 = load float, ptr %218, align 4, !tbaa !30, !noalias !46
  %220 = fmul contract float %208, %219
  %221 = fadd contract float %133, %220
  %222 = fsub contract float %197, %209
  %223 = fcmp contract uge float %131, 0.000000e+00
  %224 = select i1 %223, i32 1, i32 -1
  %225 = add nsw i32 %224, %136
  %226 = icmp sgt i32 %225, -1
  br i1 %226, label %227, label %234

227:                                              ; preds = %211
  %228 = icmp slt i32 %225, %17
  br i1 %228, label %229, label %234

229:                                              ; preds = %227
  %230 = zext nneg i32 %225 to i64
  %231 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %230
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 12
  %233 = load float, ptr %232, align 4, !tbaa !30, !noalias !46
  br label %234

234:                                              ; preds = %229, %227, %211
  %235 = phi contract float [ %233, %229 ], [ %3, %211 ], [ %4, %227 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #9, !noalias !46
  %236 = tail call noundef float @llvm.nvvm.fabs.f32(float %131)
  %237 = call contract noundef float @_Z7fresnelfffPf(float noundef %219, float noundef %235, float noundef %236, ptr noundef nonnull %15) #9, !noalias !46
  %238 = shl i32 %196, 11
  %239 = xor i32 %238, %196
  %240 = lshr i32 %239, 8
  %241 = lshr i32 %194, 19
  %242 = xor i32 %241, %240
  %243 = xor i32 %242, %194
  %244 = xor i32 %243, %239
  %245 = lshr i32 %244, 8
  %246 = uitofp nneg i32 %245 to float
  %247 = fadd contract float %246, 5.000000e-01
  %248 = fmul contract float %247, 0x3E70000000000000
  %249 = fcmp contract ugt float %248, %237
  br i1 %249, label %252, label %250

250:                                              ; preds = %234
  %251 = fneg contract float %131
  br label %286

252:                                              ; preds = %234
  %253 = icmp ult i32 %225, %17
  br i1 %253, label %279, label %254

254:                                              ; preds = %252
  %255 = zext i1 %223 to i64
  %256 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %255
  %257 = fmul contract float %132, 0x41F0000000000000
  %258 = fptoui float %257 to i64
  %259 = atomicrmw add ptr %256, i64 %258 seq_cst, align 8, !noalias !46
  br i1 %223, label %286, label %260

260:                                              ; preds = %254
  %261 = fmul contract float %213, %213
  %262 = fmul contract float %215, %215
  %263 = fadd contract float %261, %262
  %264 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %263) #9
  %265 = fmul contract float %81, %264
  %266 = fptosi float %265 to i32
  %267 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %266, i32 15)
  %268 = sext i32 %267 to i64
  %269 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %268
  %270 = getelementptr i8, ptr %269, i64 16
  %271 = atomicrmw add ptr %270, i64 %258 seq_cst, align 8, !noalias !46
  %272 = fdiv contract float %221, 0x3FD32FCCC0000000
  %273 = fmul contract float %82, %272
  %274 = fptosi float %273 to i32
  %275 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %274, i32 31)
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E3s_t to ptr), i64 %276
  %278 = atomicrmw add ptr %277, i64 %258 seq_cst, align 8, !noalias !46
  br label %286

279:                                              ; preds = %252
  %280 = fdiv contract float %219, %235
  %281 = fmul contract float %129, %280
  %282 = fmul contract float %130, %280
  %283 = load float, ptr %15, align 4, !noalias !46
  %284 = fneg contract float %283
  %285 = select contract i1 %223, float %283, float %284
  br label %286

286:                                              ; preds = %279, %260, %254, %250
  %287 = phi i32 [ %136, %250 ], [ %225, %279 ], [ %136, %254 ], [ %136, %260 ]
  %288 = phi i1 [ true, %250 ], [ true, %279 ], [ false, %254 ], [ false, %260 ]
  %289 = phi float [ %251, %250 ], [ %285, %279 ], [ %131, %254 ], [ %131, %260 ]
  %290 = phi float [ %130, %250 ], [ %282, %279 ], [ %130, %254 ], [ %130, %260 ]
  %291 = phi float [ %129, %250 ], [ %281, %279 ], [ %129, %254 ], [ %129, %260 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #9, !noalias !46
  br label %534

292:                                              ; preds = %207
  %293 = fdiv contract float %197, %149
  %294 = fmul contract float %129, %293
  %295 = fadd contract float %126, %294
  %296 = fmul contract float %130, %293
  %297 = fadd contract float %127, %296
  %298 = fmul contract float %131, %293
  %299 = fadd contract float %128, %298
  %300 = getelementptr inbounds nuw i8, ptr %145, i64 12
  %301 = load float, ptr %300, align 4, !tbaa !30, !noalias !46
  %302 = fmul contract float %293, %301
  %303 = fadd contract float %133, %302
  %304 = fmul contract float %132, %146
  %305 = fdiv contract float %304, %149
  %306 = fsub contract float %132, %305
  %307 = fmul contract float %81, %299
  %308 = fptosi float %307 to i32
  %309 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %308, i32 0)
  %310 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %309, i32 63)
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %311
  %313 = fmul contract float %305, 0x41F0000000000000
  %314 = fptoui float %313 to i64
  %315 = atomicrmw add ptr %312, i64 %314 seq_cst, align 8, !noalias !46
  %316 = getelementptr inbounds nuw i8, ptr %145, i64 8
  %317 = load float, ptr %316, align 4, !tbaa !34, !noalias !46
  %318 = tail call noundef float @llvm.nvvm.fabs.f32(float %317)
  %319 = fcmp contract olt float %318, 0x3F1A36E2E0000000
  br i1 %319, label %320, label %334

320:                                              ; preds = %292
  %321 = shl i32 %196, 11
  %322 = xor i32 %321, %196
  %323 = lshr i32 %322, 8
  %324 = lshr i32 %194, 19
  %325 = xor i32 %324, %323
  %326 = xor i32 %325, %194
  %327 = xor i32 %326, %322
  %328 = lshr i32 %327, 8
  %329 = uitofp nneg i32 %328 to float
  %330 = fadd contract float %329, 5.000000e-01
  %331 = fmul contract float %330, 0x3E70000000000000
  %332 = fmul contract float %331, 2.000000e+00
  %333 = fadd contract float %332, -1.000000e+00
  br label %359

334:                                              ; preds = %292
  %335 = fmul contract float %317, %317
  %336 = fsub contract float 1.000000e+00, %335
  %337 = fsub contract float 1.000000e+00, %317
  %338 = fmul contract float %317, 2.000000e+00
  %339 = shl i32 %196, 11
  %340 = xor i32 %339, %196
  %341 = lshr i32 %340, 8
  %342 = lshr i32 %194, 19
  %343 = xor i32 %342, %341
  %344 = xor i32 %343, %194
  %345 = xor i32 %344, %340
  %346 = lshr i32 %345, 8
  %347 = uitofp nneg i32 %346 to float
  %348 = fadd contract float %347, 5.000000e-01
  %349 = fmul contract float %348, 0x3E70000000000000
  %350 = fmul contract float %349, %338
  %351 = fadd contract float %337, %350
  %352 = fdiv contract float %336, %351
  %353 = fadd contract float %335, 1.000000e+00
  %354 = fmul contract float %352, %352
  %355 = fsub contract float %353, %354
  %356 = fdiv contract float %355, %338
  %357 = tail call noundef float @llvm.maxnum.f32(float %356, float -1.000000e+00)
  %358 = tail call noundef float @llvm.minnum.f32(float %357, float 1.000000e+00)
  br label %359

359:                                              ; preds = %334, %320
  %360 = phi i32 [ %327, %320 ], [ %345, %334 ]
  %361 = phi float [ %333, %320 ], [ %358, %334 ]
  %362 = fmul contract float %361, %361
  %363 = fsub contract float 1.000000e+00, %362
  %364 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %363) #9
  %365 = shl i32 %195, 11
  %366 = xor i32 %365, %195
  %367 = lshr i32 %366, 8
  %368 = lshr i32 %360, 19
  %369 = xor i32 %367, %368
  %370 = xor i32 %369, %366
  %371 = xor i32 %370, %360
  %372 = lshr i32 %371, 8
  %373 = uitofp nneg i32 %372 to float
  %374 = fadd contract float %373, 5.000000e-01
  %375 = fmul contract float %374, 0x3E70000000000000
  %376 = fmul contract float %375, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  %377 = fmul float %376, 0x3FE45F3060000000
  %378 = tail call i32 @llvm.nvvm.f2i.rn(float %377) #9
  %379 = sitofp i32 %378 to float
  %380 = tail call float @llvm.fma.f32(float %379, float 0xBFF921FB40000000, float %376)
  %381 = tail call float @llvm.fma.f32(float %379, float 0xBE74442D00000000, float %380)
  %382 = tail call float @llvm.fma.f32(float %379, float 0xBCF84698A0000000, float %381)
  %383 = tail call float @llvm.nvvm.fabs.f32(float %376)
  %384 = fcmp ult float %383, 1.056150e+05
  br i1 %384, label %458, label %385

385:                                              ; preds = %359
  %386 = fcmp oeq float %383, 0x7FF0000000000000
  br i1 %386, label %387, label %389

387:                                              ; preds = %385
  %388 = tail call float @llvm.nvvm.mul.rn.f(float %376, float 0.000000e+00) #9
  br label %458

389:                                              ; preds = %385
  %390 = bitcast float %376 to i32
  %391 = shl i32 %390, 8
  %392 = or i32 %391, -2147483648
  %393 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %392, i32 0) #10, !srcloc !35
  %394 = extractvalue { i32, i32 } %393, 0
  %395 = extractvalue { i32, i32 } %393, 1
  store i32 %394, ptr %14, align 4, !noalias !46
  %396 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %392, i32 %395) #10, !srcloc !35
  %397 = extractvalue { i32, i32 } %396, 0
  %398 = extractvalue { i32, i32 } %396, 1
  store i32 %397, ptr %105, align 4, !noalias !46
  %399 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %392, i32 %398) #10, !srcloc !35
  %400 = extractvalue { i32, i32 } %399, 0
  %401 = extractvalue { i32, i32 } %399, 1
  store i32 %400, ptr %106, align 4, !noalias !46
  %402 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %392, i32 %401) #10, !srcloc !35
  %403 = extractvalue { i32, i32 } %402, 0
  %404 = extractvalue { i32, i32 } %402, 1
  store i32 %403, ptr %107, align 4, !noalias !46
  %405 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %392, i32 %404) #10, !srcloc !35
  %406 = extractvalue { i32, i32 } %405, 0
  %407 = extractvalue { i32, i32 } %405, 1
  store i32 %406, ptr %108, align 4, !noalias !46
  %408 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %392, i32 %407) #10, !srcloc !35
  %409 = extractvalue { i32, i32 } %408, 0
  %410 = extractvalue { i32, i32 } %408, 1
  store i32 %409, ptr %109, align 4, !noalias !46
  %411 = lshr i32 %390, 23
  %412 = and i32 %411, 224
  %413 = add nsw i32 %412, -128
  %414 = lshr exact i32 %413, 5
  store i32 %410, ptr %110, align 4, !noalias !46
  %415 = and i32 %411, 31
  %416 = sub nsw i32 6, %414
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds i32, ptr %14, i64 %417
  %419 = load i32, ptr %418, align 4, !noalias !46
  %420 = sub nsw i32 5, %414
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds i32, ptr %14, i64 %421
  %423 = load i32, ptr %422, align 4, !noalias !46
  %424 = icmp eq i32 %415, 0
  br i1 %424, label %437, label %425

425:                                              ; preds = %389
  %426 = sub nsw i32 4, %414
  %427 = sub nuw nsw i32 32, %415
  %428 = shl i32 %419, %415
  %429 = lshr i32 %423, %427
  %430 = or disjoint i32 %429, %428
  %431 = shl i32 %423, %415
  %432 = sext i32 %426 to i64
  %433 = getelementptr inbounds i32, ptr %14, i64 %432
  %434 = load i32, ptr %433, align 4, !noalias !46
  %435 = lshr i32 %434, %427
  %436 = or disjoint i32 %435, %431
  br label %437

437:                                              ; preds = %425, %389
  %438 = phi i32 [ %430, %425 ], [ %419, %389 ]
  %439 = phi i32 [ %436, %425 ], [ %423, %389 ]
  %440 = lshr i32 %438, 30
  %441 = tail call i32 @llvm.fshl.i32(i32 %438, i32 %439, i32 2)
  %442 = shl i32 %439, 2
  %443 = lshr i32 %441, 31
  %444 = add nuw nsw i32 %443, %440
  %445 = ashr i32 %441, 31
  %446 = xor i32 %445, %441
  %447 = xor i32 %445, %442
  %448 = zext i32 %446 to i64
  %449 = shl nuw i64 %448, 32
  %450 = zext i32 %447 to i64
  %451 = or disjoint i64 %449, %450
  %452 = sitofp i64 %451 to double
  %453 = fmul double %452, 0x3BF921FB54442D19
  %454 = fptrunc double %453 to float
  %455 = fneg float %454
  %456 = icmp slt i32 %441, 0
  %457 = select i1 %456, float %455, float %454
  br label %458

458:                                              ; preds = %359, %387, %437
  %459 = phi i32 [ %378, %359 ], [ 0, %387 ], [ %444, %437 ]
  %460 = phi float [ %382, %359 ], [ %388, %387 ], [ %457, %437 ]
  %461 = fmul float %460, %460
  %462 = tail call float @llvm.fma.f32(float %461, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %463 = tail call float @llvm.fma.f32(float %462, float %461, float 0x3FA5555760000000)
  %464 = tail call float @llvm.fma.f32(float %463, float %461, float 0xBFDFFFFFE0000000)
  %465 = tail call float @llvm.fma.f32(float %464, float %461, float 1.000000e+00)
  %466 = tail call float @llvm.fma.f32(float %461, float %460, float 0.000000e+00)
  %467 = tail call float @llvm.fma.f32(float %461, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %468 = tail call float @llvm.fma.f32(float %467, float %461, float 0xBFC5555500000000)
  %469 = tail call float @llvm.fma.f32(float %468, float %466, float %460)
  %470 = and i32 %459, 1
  %471 = icmp eq i32 %470, 0
  %472 = select i1 %471, float %469, float %465
  %473 = select i1 %471, float %465, float %469
  %474 = and i32 %459, 2
  %475 = icmp eq i32 %474, 0
  %476 = fneg float %472
  %477 = select i1 %475, float %472, float %476
  %478 = add i32 %459, 1
  %479 = and i32 %478, 2
  %480 = icmp eq i32 %479, 0
  %481 = fneg float %473
  %482 = select i1 %480, float %473, float %481
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  %483 = tail call noundef float @llvm.nvvm.fabs.f32(float %131)
  %484 = fcmp contract ogt float %483, 0x3FEFFFEB00000000
  br i1 %484, label %485, label %489

485:                                              ; preds = %458
  %486 = fmul contract float %364, %482
  %487 = fmul contract float %364, %477
  %488 = tail call noundef float @llvm.copysign.f32(float %361, float %131)
  br label %514

489:                                              ; preds = %458
  %490 = fmul contract float %131, %131
  %491 = fsub contract float 1.000000e+00, %490
  %492 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %491) #9
  %493 = fmul contract float %131, %129
  %494 = fmul contract float %493, %482
  %495 = fmul contract float %130, %477
  %496 = fsub contract float %494, %495
  %497 = fmul contract float %364, %496
  %498 = fdiv contract float %497, %492
  %499 = fmul contract float %129, %361
  %500 = fadd contract float %499, %498
  %501 = fmul contract float %131, %130
  %502 = fmul contract float %501, %482
  %503 = fmul contract float %129, %477
  %504 = fadd contract float %502, %503
  %505 = fmul contract float %364, %504
  %506 = fdiv contract float %505, %492
  %507 = fmul contract float %130, %361
  %508 = fadd contract float %507, %506
  %509 = fneg contract float %364
  %510 = fmul contract float %482, %509
  %511 = fmul contract float %510, %492
  %512 = fmul contract float %131, %361
  %513 = fadd contract float %512, %511
  br label %514

514:                                              ; preds = %489, %485
  %515 = phi float [ %488, %485 ], [ %513, %489 ]
  %516 = phi float [ %487, %485 ], [ %508, %489 ]
  %517 = phi float [ %486, %485 ], [ %500, %489 ]
  %518 = fcmp contract olt float %306, 0x3F1A36E2E0000000
  br i1 %518, label %519, label %534

519:                                              ; preds = %514
  %520 = shl i32 %193, 11
  %521 = xor i32 %520, %193
  %522 = lshr i32 %521, 8
  %523 = lshr i32 %371, 19
  %524 = xor i32 %522, %523
  %525 = xor i32 %524, %521
  %526 = xor i32 %525, %371
  %527 = lshr i32 %526, 8
  %528 = uitofp nneg i32 %527 to float
  %529 = fadd contract float %528, 5.000000e-01
  %530 = fmul contract float %529, 0x3E70000000000000
  %531 = fcmp contract olt float %530, 0x3FB99999A0000000
  br i1 %531, label %532, label %534

532:                                              ; preds = %519
  %533 = fmul contract float %306, 1.000000e+01
  br label %534

534:                                              ; preds = %514, %519, %532, %286
  %535 = phi i32 [ %194, %286 ], [ %371, %532 ], [ %371, %519 ], [ %360, %514 ]
  %536 = phi i32 [ %244, %286 ], [ %526, %532 ], [ %526, %519 ], [ %371, %514 ]
  %537 = phi i32 [ %193, %286 ], [ %360, %532 ], [ %360, %519 ], [ %194, %514 ]
  %538 = phi i32 [ %195, %286 ], [ %194, %532 ], [ %194, %519 ], [ %193, %514 ]
  %539 = phi i32 [ %287, %286 ], [ %136, %532 ], [ %136, %519 ], [ %136, %514 ]
  %540 = phi float [ %222, %286 ], [ 0.000000e+00, %532 ], [ 0.000000e+00, %519 ], [ 0.000000e+00, %514 ]
  %541 = phi float [ %221, %286 ], [ %303, %532 ], [ %303, %519 ], [ %303, %514 ]
  %542 = phi i1 [ %288, %286 ], [ true, %532 ], [ false, %519 ], [ true, %514 ]
  %543 = phi float [ %132, %286 ], [ %533, %532 ], [ %306, %519 ], [ %306, %514 ]
  %544 = phi float [ %289, %286 ], [ %515, %532 ], [ %515, %519 ], [ %515, %514 ]
  %545 = phi float [ %290, %286 ], [ %516, %532 ], [ %516, %519 ], [ %516, %514 ]
  %546 = phi float [ %291, %286 ], [ %517, %532 ], [ %517, %519 ], [ %517, %514 ]
  %547 = phi float [ %217, %286 ], [ %299, %532 ], [ %299, %519 ], [ %299, %514 ]
  %548 = phi float [ %215, %286 ], [ %297, %532 ], [ %297, %519 ], [ %297, %514 ]
  %549 = phi float [ %213, %286 ], [ %295, %532 ], [ %295, %519 ], [ %295, %514 ]
  br i1 %542, label %125, label %550

550:                                              ; preds = %125, %534
  %551 = phi i32 [ %140, %125 ], [ %535, %534 ]
  %552 = phi i32 [ %139, %125 ], [ %536, %534 ]
  %553 = phi i32 [ %138, %125 ], [ %537, %534 ]
  %554 = phi i32 [ %137, %125 ], [ %538, %534 ]
  %555 = add i32 %114, %103
  %556 = icmp slt i32 %555, %5
  br i1 %556, label %113, label %111, !llvm.loop !56

557:                                              ; preds = %568, %111
  %558 = icmp samesign ult i32 %18, 32
  br i1 %558, label %573, label %571

559:                                              ; preds = %111, %568
  %560 = phi i32 [ %569, %568 ], [ %18, %111 ]
  %561 = zext nneg i32 %560 to i64
  %562 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %561
  %563 = load i64, ptr %562, align 8, !tbaa !18, !noalias !46
  %564 = icmp eq i64 %563, 0
  br i1 %564, label %568, label %565

565:                                              ; preds = %559
  %566 = getelementptr inbounds nuw i64, ptr %10, i64 %561
  %567 = atomicrmw add ptr %566, i64 %563 seq_cst, align 8, !noalias !57
  br label %568

568:                                              ; preds = %565, %559
  %569 = add nuw nsw i32 %560, %84
  %570 = icmp samesign ult i32 %569, 64
  br i1 %570, label %559, label %557, !llvm.loop !58

571:                                              ; preds = %582, %557
  %572 = icmp samesign ult i32 %18, 18
  br i1 %572, label %585, label %597

573:                                              ; preds = %557, %582
  %574 = phi i32 [ %583, %582 ], [ %18, %557 ]
  %575 = zext nneg i32 %574 to i64
  %576 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E3s_t to ptr), i64 %575
  %577 = load i64, ptr %576, align 8, !tbaa !18, !noalias !46
  %578 = icmp eq i64 %577, 0
  br i1 %578, label %582, label %579

579:                                              ; preds = %573
  %580 = getelementptr inbounds nuw i64, ptr %12, i64 %575
  %581 = atomicrmw add ptr %580, i64 %577 seq_cst, align 8, !noalias !59
  br label %582

582:                                              ; preds = %579, %573
  %583 = add nuw nsw i32 %574, %84
  %584 = icmp samesign ult i32 %583, 32
  br i1 %584, label %573, label %571, !llvm.loop !60

585:                                              ; preds = %571, %594
  %586 = phi i32 [ %595, %594 ], [ %18, %571 ]
  %587 = zext nneg i32 %586 to i64
  %588 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %587
  %589 = load i64, ptr %588, align 8, !tbaa !18, !noalias !46
  %590 = icmp eq i64 %589, 0
  br i1 %590, label %594, label %591

591:                                              ; preds = %585
  %592 = getelementptr inbounds nuw i64, ptr %11, i64 %587
  %593 = atomicrmw add ptr %592, i64 %589 seq_cst, align 8, !noalias !61
  br label %594

594:                                              ; preds = %591, %585
  %595 = add nuw nsw i32 %586, %84
  %596 = icmp samesign ult i32 %595, 18
  br i1 %596, label %585, label %597, !llvm.loop !62

597:                                              ; preds = %594, %571
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_: argument 0"}
!15 = distinct !{!15, !"_ZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_"}
!16 = !{!17}
!17 = distinct !{!17, !15, !"_ZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_: argument 1"}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !8, i64 0}
!20 = !{!14, !17, !21, !22}
!21 = distinct !{!21, !15, !"_ZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_: argument 2"}
!22 = distinct !{!22, !15, !"_ZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_: argument 3"}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !24, !25}
!27 = !{!17, !21, !22}
!28 = !{!14, !21, !22}
!29 = distinct !{!29, !24, !25}
!30 = !{!31, !12, i64 12}
!31 = !{!"_ZTS5Layer", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20}
!32 = !{!31, !12, i64 0}
!33 = !{!31, !12, i64 4}
!34 = !{!31, !12, i64 8}
!35 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!36 = distinct !{!36, !24, !25}
!37 = !{!14, !17, !22}
!38 = distinct !{!38, !24, !25}
!39 = !{!14, !17}
!40 = distinct !{!40, !24, !25}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 0"}
!43 = distinct !{!43, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_"}
!44 = !{!45}
!45 = distinct !{!45, !43, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 1"}
!46 = !{!42, !45, !47, !48, !49}
!47 = distinct !{!47, !43, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 2"}
!48 = distinct !{!48, !43, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 3"}
!49 = distinct !{!49, !43, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 4"}
!50 = distinct !{!50, !24, !25}
!51 = distinct !{!51, !24, !25}
!52 = distinct !{!52, !24, !25}
!53 = !{!45, !47, !48, !49}
!54 = !{!42, !47, !48, !49}
!55 = distinct !{!55, !24, !25}
!56 = distinct !{!56, !24, !25}
!57 = !{!42, !45, !48, !49}
!58 = distinct !{!58, !24, !25}
!59 = !{!42, !45, !48}
!60 = distinct !{!60, !24, !25}
!61 = !{!42, !45}
!62 = distinct !{!62, !24, !25}
