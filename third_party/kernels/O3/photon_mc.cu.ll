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
  %18 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %17) #10
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
  %26 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %25) #10
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
  %15 = tail call i32 @llvm.umin.i32(i32 %14, i32 8)
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
  br label %37

30:                                               ; preds = %37, %26
  %31 = icmp eq i32 %16, 0
  br i1 %31, label %32, label %132

32:                                               ; preds = %30
  %33 = and i32 %15, 1
  %34 = icmp slt i32 %2, 2
  br i1 %34, label %103, label %35

35:                                               ; preds = %32
  %36 = and i32 %15, 14
  br label %43

37:                                               ; preds = %28, %37
  %38 = phi i32 [ %16, %28 ], [ %41, %37 ]
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %39
  store i64 0, ptr %40, align 8, !tbaa !18, !noalias !20
  %41 = add nuw nsw i32 %38, %29
  %42 = icmp samesign ult i32 %41, 18
  br i1 %42, label %37, label %30, !llvm.loop !25

43:                                               ; preds = %43, %35
  %44 = phi float [ 0.000000e+00, %35 ], [ %91, %43 ]
  %45 = phi i32 [ 0, %35 ], [ %98, %43 ]
  %46 = phi i32 [ 0, %35 ], [ %99, %43 ]
  %47 = zext nneg i32 %45 to i64
  %48 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %47
  %49 = load float, ptr %48, align 16, !tbaa !11, !alias.scope !13, !noalias !26
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %51 = load float, ptr %50, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %53 = load float, ptr %52, align 8, !tbaa !11, !alias.scope !13, !noalias !26
  %54 = getelementptr inbounds nuw i8, ptr %48, i64 12
  %55 = load float, ptr %54, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %56 = tail call noundef float @llvm.maxnum.f32(float %49, float 0.000000e+00)
  %57 = tail call noundef float @llvm.maxnum.f32(float %51, float 0.000000e+00)
  %58 = tail call noundef float @llvm.maxnum.f32(float %53, float 0xBFEE666660000000)
  %59 = tail call noundef float @llvm.minnum.f32(float %58, float 0x3FEE666660000000)
  %60 = tail call noundef float @llvm.maxnum.f32(float %55, float 1.000000e+00)
  %61 = tail call noundef float @llvm.minnum.f32(float %60, float 2.000000e+00)
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %47
  %63 = load float, ptr %62, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %64 = tail call noundef float @llvm.maxnum.f32(float %63, float 0x3F50624DE0000000)
  %65 = fadd contract float %44, %64
  %66 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %47
  store float %56, ptr %66, align 4, !tbaa !11, !noalias !20
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 4
  store float %57, ptr %67, align 4, !tbaa !11, !noalias !20
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store float %59, ptr %68, align 4, !tbaa !11, !noalias !20
  %69 = getelementptr inbounds nuw i8, ptr %66, i64 12
  store float %61, ptr %69, align 4, !tbaa !11, !noalias !20
  %70 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store float %44, ptr %70, align 4, !tbaa !11, !noalias !20
  %71 = getelementptr inbounds nuw i8, ptr %66, i64 20
  store float %65, ptr %71, align 4, !tbaa !11, !noalias !20
  %72 = or disjoint i32 %45, 1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %73
  %75 = load float, ptr %74, align 16, !tbaa !11, !alias.scope !13, !noalias !26
  %76 = getelementptr inbounds nuw i8, ptr %74, i64 4
  %77 = load float, ptr %76, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %78 = getelementptr inbounds nuw i8, ptr %74, i64 8
  %79 = load float, ptr %78, align 8, !tbaa !11, !alias.scope !13, !noalias !26
  %80 = getelementptr inbounds nuw i8, ptr %74, i64 12
  %81 = load float, ptr %80, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %82 = tail call noundef float @llvm.maxnum.f32(float %75, float 0.000000e+00)
  %83 = tail call noundef float @llvm.maxnum.f32(float %77, float 0.000000e+00)
  %84 = tail call noundef float @llvm.maxnum.f32(float %79, float 0xBFEE666660000000)
  %85 = tail call noundef float @llvm.minnum.f32(float %84, float 0x3FEE666660000000)
  %86 = tail call noundef float @llvm.maxnum.f32(float %81, float 1.000000e+00)
  %87 = tail call noundef float @llvm.minnum.f32(float %86, float 2.000000e+00)
  %88 = getelementptr inbounds nuw float, ptr %1, i64 %73
  %89 = load float, ptr %88, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %90 = tail call noundef float @llvm.maxnum.f32(float %89, float 0x3F50624DE0000000)
  %91 = fadd contract float %65, %90
  %92 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %73
  store float %82, ptr %92, align 4, !tbaa !11, !noalias !20
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 4
  store float %83, ptr %93, align 4, !tbaa !11, !noalias !20
  %94 = getelementptr inbounds nuw i8, ptr %92, i64 8
  store float %85, ptr %94, align 4, !tbaa !11, !noalias !20
  %95 = getelementptr inbounds nuw i8, ptr %92, i64 12
  store float %87, ptr %95, align 4, !tbaa !11, !noalias !20
  %96 = getelementptr inbounds nuw i8, ptr %92, i64 16
  store float %65, ptr %96, align 4, !tbaa !11, !noalias !20
  %97 = getelementptr inbounds nuw i8, ptr %92, i64 20
  store float %91, ptr %97, align 4, !tbaa !11, !noalias !20
  %98 = add nuw nsw i32 %45, 2
  %99 = add i32 %46, 2
  %100 = icmp eq i32 %99, %36
  br i1 %100, label %101, label %43, !llvm.loop !28

101:                                              ; preds = %43
  %102 = icmp eq i32 %33, 0
  br i1 %102, label %132, label %103

103:                                              ; preds = %101, %32
  %104 = phi float [ 0.000000e+00, %32 ], [ %91, %101 ]
  %105 = phi i32 [ 0, %32 ], [ %98, %101 ]
  %106 = icmp ne i32 %33, 0
  tail call void @llvm.assume(i1 %106)
  %107 = zext nneg i32 %105 to i64
  %108 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %107
  %109 = load float, ptr %108, align 16, !tbaa !11, !alias.scope !13, !noalias !26
  %110 = getelementptr inbounds nuw i8, ptr %108, i64 4
  %111 = load float, ptr %110, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %112 = getelementptr inbounds nuw i8, ptr %108, i64 8
  %113 = load float, ptr %112, align 8, !tbaa !11, !alias.scope !13, !noalias !26
  %114 = getelementptr inbounds nuw i8, ptr %108, i64 12
  %115 = load float, ptr %114, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %116 = tail call noundef float @llvm.maxnum.f32(float %109, float 0.000000e+00)
  %117 = tail call noundef float @llvm.maxnum.f32(float %111, float 0.000000e+00)
  %118 = tail call noundef float @llvm.maxnum.f32(float %113, float 0xBFEE666660000000)
  %119 = tail call noundef float @llvm.minnum.f32(float %118, float 0x3FEE666660000000)
  %120 = tail call noundef float @llvm.maxnum.f32(float %115, float 1.000000e+00)
  %121 = tail call noundef float @llvm.minnum.f32(float %120, float 2.000000e+00)
  %122 = getelementptr inbounds nuw float, ptr %1, i64 %107
  %123 = load float, ptr %122, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %124 = tail call noundef float @llvm.maxnum.f32(float %123, float 0x3F50624DE0000000)
  %125 = fadd contract float %104, %124
  %126 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %107
  store float %116, ptr %126, align 4, !tbaa !11, !noalias !20
  %127 = getelementptr inbounds nuw i8, ptr %126, i64 4
  store float %117, ptr %127, align 4, !tbaa !11, !noalias !20
  %128 = getelementptr inbounds nuw i8, ptr %126, i64 8
  store float %119, ptr %128, align 4, !tbaa !11, !noalias !20
  %129 = getelementptr inbounds nuw i8, ptr %126, i64 12
  store float %121, ptr %129, align 4, !tbaa !11, !noalias !20
  %130 = getelementptr inbounds nuw i8, ptr %126, i64 16
  store float %104, ptr %130, align 4, !tbaa !11, !noalias !20
  %131 = getelementptr inbounds nuw i8, ptr %126, i64 20
  store float %125, ptr %131, align 4, !tbaa !11, !noalias !20
  br label %132

132:                                              ; preds = %103, %101, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !20
  %133 = fdiv contract float 1.000000e+00, %6
  %134 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %135 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %136 = mul i32 %134, %135
  %137 = add i32 %136, %16
  %138 = icmp slt i32 %137, %5
  br i1 %138, label %139, label %162

139:                                              ; preds = %132
  %140 = mul i32 %137, -1640531527
  %141 = xor i32 %8, %140
  %142 = lshr i32 %141, 16
  %143 = xor i32 %142, %141
  %144 = mul i32 %143, 2146121005
  %145 = lshr i32 %144, 15
  %146 = xor i32 %145, %144
  %147 = mul i32 %146, -2073254261
  %148 = xor i32 %147, -559038737
  %149 = xor i32 %147, -1
  %150 = mul i32 %146, -1967271749
  %151 = add i32 %150, 7
  %152 = or i32 %147, 1
  %153 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %154 = mul i32 %153, %135
  %155 = tail call i32 @llvm.smax.i32(i32 %7, i32 0)
  %156 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %157 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %158 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %159 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %160 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %161 = getelementptr inbounds nuw i8, ptr %12, i64 24
  br label %163

162:                                              ; preds = %580, %132
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !20
  br i1 %17, label %588, label %587

163:                                              ; preds = %139, %580
  %164 = phi i32 [ %137, %139 ], [ %585, %580 ]
  %165 = phi i32 [ %148, %139 ], [ %584, %580 ]
  %166 = phi i32 [ %149, %139 ], [ %583, %580 ]
  %167 = phi i32 [ %152, %139 ], [ %582, %580 ]
  %168 = phi i32 [ %151, %139 ], [ %581, %580 ]
  %169 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 12), align 4, !tbaa !29, !noalias !20
  %170 = fsub contract float %169, %3
  %171 = fadd contract float %3, %169
  %172 = fdiv contract float %170, %171
  %173 = fmul contract float %172, %172
  %174 = fsub contract float 1.000000e+00, %173
  br label %175

175:                                              ; preds = %163, %565
  %176 = phi float [ 0.000000e+00, %163 ], [ %579, %565 ]
  %177 = phi float [ 0.000000e+00, %163 ], [ %578, %565 ]
  %178 = phi float [ 0.000000e+00, %163 ], [ %577, %565 ]
  %179 = phi float [ 0.000000e+00, %163 ], [ %576, %565 ]
  %180 = phi float [ 0.000000e+00, %163 ], [ %575, %565 ]
  %181 = phi float [ 1.000000e+00, %163 ], [ %574, %565 ]
  %182 = phi float [ %174, %163 ], [ %573, %565 ]
  %183 = phi i32 [ 0, %163 ], [ %571, %565 ]
  %184 = phi float [ 0.000000e+00, %163 ], [ %570, %565 ]
  %185 = phi i32 [ 0, %163 ], [ %190, %565 ]
  %186 = phi i32 [ %165, %163 ], [ %569, %565 ]
  %187 = phi i32 [ %166, %163 ], [ %568, %565 ]
  %188 = phi i32 [ %167, %163 ], [ %567, %565 ]
  %189 = phi i32 [ %168, %163 ], [ %566, %565 ]
  %190 = add nuw i32 %185, 1
  %191 = icmp eq i32 %185, %155
  br i1 %191, label %580, label %192

192:                                              ; preds = %175
  %193 = sext i32 %183 to i64
  %194 = getelementptr inbounds %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !31, !noalias !20
  %196 = getelementptr inbounds nuw i8, ptr %194, i64 4
  %197 = load float, ptr %196, align 4, !tbaa !32, !noalias !20
  %198 = fadd contract float %195, %197
  %199 = fcmp contract oeq float %184, 0.000000e+00
  br i1 %199, label %200, label %241

200:                                              ; preds = %192
  %201 = shl i32 %186, 11
  %202 = xor i32 %201, %186
  %203 = lshr i32 %202, 8
  %204 = lshr i32 %188, 19
  %205 = xor i32 %204, %203
  %206 = xor i32 %205, %188
  %207 = xor i32 %206, %202
  %208 = lshr i32 %207, 8
  %209 = uitofp nneg i32 %208 to float
  %210 = fadd contract float %209, 5.000000e-01
  %211 = fmul contract float %210, 0x3E70000000000000
  %212 = fcmp olt float %211, 0x3810000000000000
  %213 = fmul float %211, 0x4160000000000000
  %214 = select i1 %212, float %213, float %211
  %215 = select i1 %212, float -2.300000e+01, float 0.000000e+00
  %216 = bitcast float %214 to i32
  %217 = add nsw i32 %216, -1059760811
  %218 = and i32 %217, -8388608
  %219 = sub i32 %216, %218
  %220 = bitcast i32 %219 to float
  %221 = sitofp i32 %218 to float
  %222 = tail call float @llvm.fma.f32(float %221, float 0x3E80000000000000, float %215)
  %223 = fadd float %220, -1.000000e+00
  %224 = tail call float @llvm.fma.f32(float %223, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %225 = tail call float @llvm.fma.f32(float %224, float %223, float 0xBFBF19B980000000)
  %226 = tail call float @llvm.fma.f32(float %225, float %223, float 0x3FC1E52AA0000000)
  %227 = tail call float @llvm.fma.f32(float %226, float %223, float 0xBFC55B1720000000)
  %228 = tail call float @llvm.fma.f32(float %227, float %223, float 0x3FC99DA160000000)
  %229 = tail call float @llvm.fma.f32(float %228, float %223, float 0xBFCFFFE440000000)
  %230 = tail call float @llvm.fma.f32(float %229, float %223, float 0x3FD5554F00000000)
  %231 = tail call float @llvm.fma.f32(float %230, float %223, float -5.000000e-01)
  %232 = fmul float %223, %231
  %233 = tail call float @llvm.fma.f32(float %232, float %223, float %223)
  %234 = tail call float @llvm.fma.f32(float %222, float 0x3FE62E4300000000, float %233)
  %235 = icmp samesign ugt i32 %216, 2139095039
  %236 = tail call float @llvm.fma.f32(float %214, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %237 = select i1 %235, float %236, float %234
  %238 = fcmp oeq float %214, 0.000000e+00
  %239 = fneg contract float %237
  %240 = select contract i1 %238, float 0x7FF0000000000000, float %239
  br label %241

241:                                              ; preds = %200, %192
  %242 = phi i32 [ %188, %200 ], [ %189, %192 ]
  %243 = phi i32 [ %207, %200 ], [ %188, %192 ]
  %244 = phi i32 [ %189, %200 ], [ %187, %192 ]
  %245 = phi i32 [ %187, %200 ], [ %186, %192 ]
  %246 = phi float [ %240, %200 ], [ %184, %192 ]
  %247 = fcmp contract ogt float %181, 0.000000e+00
  br i1 %247, label %250, label %248

248:                                              ; preds = %241
  %249 = fcmp contract olt float %181, 0.000000e+00
  br i1 %249, label %250, label %256

250:                                              ; preds = %248, %241
  %251 = phi i64 [ 20, %241 ], [ 16, %248 ]
  %252 = getelementptr inbounds nuw i8, ptr %194, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !11, !noalias !20
  %254 = fsub contract float %253, %178
  %255 = fdiv contract float %254, %181
  br label %256

256:                                              ; preds = %250, %248
  %257 = phi float [ 0x7FF0000000000000, %248 ], [ %255, %250 ]
  %258 = fmul contract float %198, %257
  %259 = fcmp contract ugt float %258, %246
  br i1 %259, label %332, label %260

260:                                              ; preds = %256
  %261 = fmul contract float %179, %257
  %262 = fadd contract float %176, %261
  %263 = fmul contract float %180, %257
  %264 = fadd contract float %177, %263
  %265 = fmul contract float %181, %257
  %266 = fadd contract float %178, %265
  %267 = fsub contract float %246, %258
  %268 = fcmp contract uge float %181, 0.000000e+00
  %269 = select i1 %268, i32 1, i32 -1
  %270 = add nsw i32 %269, %183
  %271 = icmp sgt i32 %270, -1
  br i1 %271, label %272, label %279

272:                                              ; preds = %260
  %273 = icmp slt i32 %270, %15
  br i1 %273, label %274, label %279

274:                                              ; preds = %272
  %275 = zext nneg i32 %270 to i64
  %276 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %275
  %277 = getelementptr inbounds nuw i8, ptr %276, i64 12
  %278 = load float, ptr %277, align 4, !tbaa !29, !noalias !20
  br label %279

279:                                              ; preds = %274, %272, %260
  %280 = phi contract float [ %278, %274 ], [ %3, %260 ], [ %4, %272 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #10, !noalias !20
  %281 = getelementptr inbounds nuw i8, ptr %194, i64 12
  %282 = load float, ptr %281, align 4, !tbaa !29, !noalias !20
  %283 = tail call noundef float @llvm.nvvm.fabs.f32(float %181)
  %284 = call contract noundef float @_Z7fresnelfffPf(float noundef %282, float noundef %280, float noundef %283, ptr noundef nonnull %13) #10, !noalias !20
  %285 = shl i32 %245, 11
  %286 = xor i32 %285, %245
  %287 = lshr i32 %286, 8
  %288 = lshr i32 %243, 19
  %289 = xor i32 %288, %287
  %290 = xor i32 %289, %243
  %291 = xor i32 %290, %286
  %292 = lshr i32 %291, 8
  %293 = uitofp nneg i32 %292 to float
  %294 = fadd contract float %293, 5.000000e-01
  %295 = fmul contract float %294, 0x3E70000000000000
  %296 = fcmp contract ugt float %295, %284
  br i1 %296, label %299, label %297

297:                                              ; preds = %279
  %298 = fneg contract float %181
  br label %326

299:                                              ; preds = %279
  %300 = icmp ult i32 %270, %15
  br i1 %300, label %319, label %301

301:                                              ; preds = %299
  %302 = zext i1 %268 to i64
  %303 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %302
  %304 = fmul contract float %182, 0x41F0000000000000
  %305 = fptoui float %304 to i64
  %306 = atomicrmw add ptr %303, i64 %305 seq_cst, align 8, !noalias !20
  br i1 %268, label %326, label %307

307:                                              ; preds = %301
  %308 = fmul contract float %262, %262
  %309 = fmul contract float %264, %264
  %310 = fadd contract float %308, %309
  %311 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %310) #10
  %312 = fmul contract float %133, %311
  %313 = fptosi float %312 to i32
  %314 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %313, i32 15)
  %315 = sext i32 %314 to i64
  %316 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %315
  %317 = getelementptr i8, ptr %316, i64 16
  %318 = atomicrmw add ptr %317, i64 %305 seq_cst, align 8, !noalias !20
  br label %326

319:                                              ; preds = %299
  %320 = fdiv contract float %282, %280
  %321 = fmul contract float %179, %320
  %322 = fmul contract float %180, %320
  %323 = load float, ptr %13, align 4, !noalias !20
  %324 = fneg contract float %323
  %325 = select contract i1 %268, float %323, float %324
  br label %326

326:                                              ; preds = %319, %307, %301, %297
  %327 = phi i32 [ %183, %297 ], [ %270, %319 ], [ %183, %307 ], [ %183, %301 ]
  %328 = phi i1 [ true, %297 ], [ true, %319 ], [ false, %307 ], [ false, %301 ]
  %329 = phi float [ %298, %297 ], [ %325, %319 ], [ %181, %307 ], [ %181, %301 ]
  %330 = phi float [ %180, %297 ], [ %322, %319 ], [ %180, %307 ], [ %180, %301 ]
  %331 = phi float [ %179, %297 ], [ %321, %319 ], [ %179, %307 ], [ %179, %301 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #10, !noalias !20
  br label %565

332:                                              ; preds = %256
  %333 = fdiv contract float %246, %198
  %334 = fmul contract float %179, %333
  %335 = fadd contract float %176, %334
  %336 = fmul contract float %180, %333
  %337 = fadd contract float %177, %336
  %338 = fmul contract float %181, %333
  %339 = fadd contract float %178, %338
  %340 = fmul contract float %182, %195
  %341 = fdiv contract float %340, %198
  %342 = fsub contract float %182, %341
  %343 = fmul contract float %133, %339
  %344 = fptosi float %343 to i32
  %345 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %344, i32 0)
  %346 = tail call i32 @llvm.umin.i32(i32 %345, i32 63)
  %347 = zext nneg i32 %346 to i64
  %348 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %347
  %349 = fmul contract float %341, 0x41F0000000000000
  %350 = fptoui float %349 to i64
  %351 = atomicrmw add ptr %348, i64 %350 seq_cst, align 8, !noalias !20
  %352 = getelementptr inbounds nuw i8, ptr %194, i64 8
  %353 = load float, ptr %352, align 4, !tbaa !33, !noalias !20
  %354 = tail call noundef float @llvm.nvvm.fabs.f32(float %353)
  %355 = fcmp contract olt float %354, 0x3F1A36E2E0000000
  br i1 %355, label %356, label %370

356:                                              ; preds = %332
  %357 = shl i32 %245, 11
  %358 = xor i32 %357, %245
  %359 = lshr i32 %358, 8
  %360 = lshr i32 %243, 19
  %361 = xor i32 %360, %359
  %362 = xor i32 %361, %243
  %363 = xor i32 %362, %358
  %364 = lshr i32 %363, 8
  %365 = uitofp nneg i32 %364 to float
  %366 = fadd contract float %365, 5.000000e-01
  %367 = fmul contract float %366, 0x3E70000000000000
  %368 = fmul contract float %367, 2.000000e+00
  %369 = fadd contract float %368, -1.000000e+00
  br label %395

370:                                              ; preds = %332
  %371 = fmul contract float %353, %353
  %372 = fsub contract float 1.000000e+00, %371
  %373 = fsub contract float 1.000000e+00, %353
  %374 = fmul contract float %353, 2.000000e+00
  %375 = shl i32 %245, 11
  %376 = xor i32 %375, %245
  %377 = lshr i32 %376, 8
  %378 = lshr i32 %243, 19
  %379 = xor i32 %378, %377
  %380 = xor i32 %379, %243
  %381 = xor i32 %380, %376
  %382 = lshr i32 %381, 8
  %383 = uitofp nneg i32 %382 to float
  %384 = fadd contract float %383, 5.000000e-01
  %385 = fmul contract float %384, 0x3E70000000000000
  %386 = fmul contract float %385, %374
  %387 = fadd contract float %373, %386
  %388 = fdiv contract float %372, %387
  %389 = fadd contract float %371, 1.000000e+00
  %390 = fmul contract float %388, %388
  %391 = fsub contract float %389, %390
  %392 = fdiv contract float %391, %374
  %393 = tail call noundef float @llvm.maxnum.f32(float %392, float -1.000000e+00)
  %394 = tail call noundef float @llvm.minnum.f32(float %393, float 1.000000e+00)
  br label %395

395:                                              ; preds = %370, %356
  %396 = phi i32 [ %363, %356 ], [ %381, %370 ]
  %397 = phi float [ %369, %356 ], [ %394, %370 ]
  %398 = fmul contract float %397, %397
  %399 = fsub contract float 1.000000e+00, %398
  %400 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %399) #10
  %401 = shl i32 %244, 11
  %402 = xor i32 %401, %244
  %403 = lshr i32 %402, 8
  %404 = lshr i32 %396, 19
  %405 = xor i32 %403, %404
  %406 = xor i32 %405, %402
  %407 = xor i32 %406, %396
  %408 = lshr i32 %407, 8
  %409 = uitofp nneg i32 %408 to float
  %410 = fadd contract float %409, 5.000000e-01
  %411 = fmul contract float %410, 0x3E70000000000000
  %412 = fmul contract float %411, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  %413 = fmul float %412, 0x3FE45F3060000000
  %414 = tail call i32 @llvm.nvvm.f2i.rn(float %413) #10
  %415 = sitofp i32 %414 to float
  %416 = tail call float @llvm.fma.f32(float %415, float 0xBFF921FB40000000, float %412)
  %417 = tail call float @llvm.fma.f32(float %415, float 0xBE74442D00000000, float %416)
  %418 = tail call float @llvm.fma.f32(float %415, float 0xBCF84698A0000000, float %417)
  %419 = tail call float @llvm.nvvm.fabs.f32(float %412)
  %420 = fcmp ult float %419, 1.056150e+05
  br i1 %420, label %489, label %421

421:                                              ; preds = %395
  %422 = fcmp oeq float %419, 0x7FF0000000000000
  br i1 %422, label %423, label %425

423:                                              ; preds = %421
  %424 = tail call float @llvm.nvvm.mul.rn.f(float %412, float 0.000000e+00) #10
  br label %489

425:                                              ; preds = %421
  %426 = bitcast float %412 to i32
  %427 = shl i32 %426, 8
  %428 = or i32 %427, -2147483648
  %429 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %428, i32 0) #11, !srcloc !34
  %430 = extractvalue { i32, i32 } %429, 0
  %431 = extractvalue { i32, i32 } %429, 1
  store i32 %430, ptr %12, align 4, !noalias !20
  %432 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %428, i32 %431) #11, !srcloc !34
  %433 = extractvalue { i32, i32 } %432, 0
  %434 = extractvalue { i32, i32 } %432, 1
  store i32 %433, ptr %156, align 4, !noalias !20
  %435 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %428, i32 %434) #11, !srcloc !34
  %436 = extractvalue { i32, i32 } %435, 0
  %437 = extractvalue { i32, i32 } %435, 1
  store i32 %436, ptr %157, align 4, !noalias !20
  %438 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %428, i32 %437) #11, !srcloc !34
  %439 = extractvalue { i32, i32 } %438, 0
  %440 = extractvalue { i32, i32 } %438, 1
  store i32 %439, ptr %158, align 4, !noalias !20
  %441 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %428, i32 %440) #11, !srcloc !34
  %442 = extractvalue { i32, i32 } %441, 0
  %443 = extractvalue { i32, i32 } %441, 1
  store i32 %442, ptr %159, align 4, !noalias !20
  %444 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %428, i32 %443) #11, !srcloc !34
  %445 = extractvalue { i32, i32 } %444, 0
  %446 = extractvalue { i32, i32 } %444, 1
  store i32 %445, ptr %160, align 4, !noalias !20
  %447 = lshr i32 %426, 23
  %448 = and i32 %447, 224
  %449 = add nsw i32 %448, -128
  %450 = lshr exact i32 %449, 5
  store i32 %446, ptr %161, align 4, !noalias !20
  %451 = sub nsw i32 6, %450
  %452 = sext i32 %451 to i64
  %453 = getelementptr inbounds i32, ptr %12, i64 %452
  %454 = load i32, ptr %453, align 4, !noalias !20
  %455 = sub nsw i32 5, %450
  %456 = sext i32 %455 to i64
  %457 = getelementptr inbounds i32, ptr %12, i64 %456
  %458 = load i32, ptr %457, align 4, !noalias !20
  %459 = freeze i32 %458
  %460 = and i32 %426, 260046848
  %461 = icmp eq i32 %460, 0
  br i1 %461, label %468, label %462

462:                                              ; preds = %425
  %463 = sub nsw i32 4, %450
  %464 = sext i32 %463 to i64
  %465 = getelementptr inbounds i32, ptr %12, i64 %464
  %466 = load i32, ptr %465, align 4, !noalias !20
  %467 = tail call i32 @llvm.fshl.i32(i32 %459, i32 %466, i32 %447)
  br label %468

468:                                              ; preds = %462, %425
  %469 = phi i32 [ %467, %462 ], [ %459, %425 ]
  %470 = tail call i32 @llvm.fshl.i32(i32 %454, i32 %459, i32 %447)
  %471 = lshr i32 %470, 30
  %472 = tail call i32 @llvm.fshl.i32(i32 %470, i32 %469, i32 2)
  %473 = shl i32 %469, 2
  %474 = lshr i32 %472, 31
  %475 = add nuw nsw i32 %474, %471
  %476 = ashr i32 %472, 31
  %477 = xor i32 %476, %472
  %478 = xor i32 %476, %473
  %479 = zext i32 %477 to i64
  %480 = shl nuw i64 %479, 32
  %481 = zext i32 %478 to i64
  %482 = or disjoint i64 %480, %481
  %483 = sitofp i64 %482 to double
  %484 = fmul double %483, 0x3BF921FB54442D19
  %485 = fptrunc double %484 to float
  %486 = fneg float %485
  %487 = icmp slt i32 %472, 0
  %488 = select i1 %487, float %486, float %485
  br label %489

489:                                              ; preds = %395, %423, %468
  %490 = phi i32 [ %414, %395 ], [ 0, %423 ], [ %475, %468 ]
  %491 = phi float [ %418, %395 ], [ %424, %423 ], [ %488, %468 ]
  %492 = fmul float %491, %491
  %493 = tail call float @llvm.fma.f32(float %492, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %494 = tail call float @llvm.fma.f32(float %493, float %492, float 0x3FA5555760000000)
  %495 = tail call float @llvm.fma.f32(float %494, float %492, float 0xBFDFFFFFE0000000)
  %496 = tail call float @llvm.fma.f32(float %495, float %492, float 1.000000e+00)
  %497 = tail call float @llvm.fma.f32(float %492, float %491, float 0.000000e+00)
  %498 = tail call float @llvm.fma.f32(float %492, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %499 = tail call float @llvm.fma.f32(float %498, float %492, float 0xBFC5555500000000)
  %500 = tail call float @llvm.fma.f32(float %499, float %497, float %491)
  %501 = and i32 %490, 1
  %502 = icmp eq i32 %501, 0
  %503 = select i1 %502, float %500, float %496
  %504 = select i1 %502, float %496, float %500
  %505 = and i32 %490, 2
  %506 = icmp eq i32 %505, 0
  %507 = fneg float %503
  %508 = select i1 %506, float %503, float %507
  %509 = add i32 %490, 1
  %510 = and i32 %509, 2
  %511 = icmp eq i32 %510, 0
  %512 = fneg float %504
  %513 = select i1 %511, float %504, float %512
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  %514 = tail call noundef float @llvm.nvvm.fabs.f32(float %181)
  %515 = fcmp contract ogt float %514, 0x3FEFFFEB00000000
  br i1 %515, label %516, label %520

516:                                              ; preds = %489
  %517 = fmul contract float %400, %513
  %518 = fmul contract float %400, %508
  %519 = tail call noundef float @llvm.copysign.f32(float %397, float %181)
  br label %545

520:                                              ; preds = %489
  %521 = fmul contract float %181, %181
  %522 = fsub contract float 1.000000e+00, %521
  %523 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %522) #10
  %524 = fmul contract float %181, %179
  %525 = fmul contract float %524, %513
  %526 = fmul contract float %180, %508
  %527 = fsub contract float %525, %526
  %528 = fmul contract float %400, %527
  %529 = fdiv contract float %528, %523
  %530 = fmul contract float %179, %397
  %531 = fadd contract float %530, %529
  %532 = fmul contract float %181, %180
  %533 = fmul contract float %532, %513
  %534 = fmul contract float %179, %508
  %535 = fadd contract float %533, %534
  %536 = fmul contract float %400, %535
  %537 = fdiv contract float %536, %523
  %538 = fmul contract float %180, %397
  %539 = fadd contract float %538, %537
  %540 = fneg contract float %400
  %541 = fmul contract float %513, %540
  %542 = fmul contract float %541, %523
  %543 = fmul contract float %181, %397
  %544 = fadd contract float %543, %542
  br label %545

545:                                              ; preds = %520, %516
  %546 = phi float [ %519, %516 ], [ %544, %520 ]
  %547 = phi float [ %518, %516 ], [ %539, %520 ]
  %548 = phi float [ %517, %516 ], [ %531, %520 ]
  %549 = fcmp contract olt float %342, 0x3F1A36E2E0000000
  br i1 %549, label %550, label %565

550:                                              ; preds = %545
  %551 = shl i32 %242, 11
  %552 = xor i32 %551, %242
  %553 = lshr i32 %552, 8
  %554 = lshr i32 %407, 19
  %555 = xor i32 %553, %554
  %556 = xor i32 %555, %552
  %557 = xor i32 %556, %407
  %558 = lshr i32 %557, 8
  %559 = uitofp nneg i32 %558 to float
  %560 = fadd contract float %559, 5.000000e-01
  %561 = fmul contract float %560, 0x3E70000000000000
  %562 = fcmp contract olt float %561, 0x3FB99999A0000000
  br i1 %562, label %563, label %565

563:                                              ; preds = %550
  %564 = fmul contract float %342, 1.000000e+01
  br label %565

565:                                              ; preds = %545, %550, %563, %326
  %566 = phi i32 [ %243, %326 ], [ %407, %563 ], [ %407, %550 ], [ %396, %545 ]
  %567 = phi i32 [ %291, %326 ], [ %557, %563 ], [ %557, %550 ], [ %407, %545 ]
  %568 = phi i32 [ %242, %326 ], [ %396, %563 ], [ %396, %550 ], [ %243, %545 ]
  %569 = phi i32 [ %244, %326 ], [ %243, %563 ], [ %243, %550 ], [ %242, %545 ]
  %570 = phi float [ %267, %326 ], [ 0.000000e+00, %563 ], [ 0.000000e+00, %550 ], [ 0.000000e+00, %545 ]
  %571 = phi i32 [ %327, %326 ], [ %183, %563 ], [ %183, %550 ], [ %183, %545 ]
  %572 = phi i1 [ %328, %326 ], [ true, %563 ], [ false, %550 ], [ true, %545 ]
  %573 = phi float [ %182, %326 ], [ %564, %563 ], [ %342, %550 ], [ %342, %545 ]
  %574 = phi float [ %329, %326 ], [ %546, %563 ], [ %546, %550 ], [ %546, %545 ]
  %575 = phi float [ %330, %326 ], [ %547, %563 ], [ %547, %550 ], [ %547, %545 ]
  %576 = phi float [ %331, %326 ], [ %548, %563 ], [ %548, %550 ], [ %548, %545 ]
  %577 = phi float [ %266, %326 ], [ %339, %563 ], [ %339, %550 ], [ %339, %545 ]
  %578 = phi float [ %264, %326 ], [ %337, %563 ], [ %337, %550 ], [ %337, %545 ]
  %579 = phi float [ %262, %326 ], [ %335, %563 ], [ %335, %550 ], [ %335, %545 ]
  br i1 %572, label %175, label %580

580:                                              ; preds = %175, %565
  %581 = phi i32 [ %189, %175 ], [ %566, %565 ]
  %582 = phi i32 [ %188, %175 ], [ %567, %565 ]
  %583 = phi i32 [ %187, %175 ], [ %568, %565 ]
  %584 = phi i32 [ %186, %175 ], [ %569, %565 ]
  %585 = add i32 %164, %154
  %586 = icmp slt i32 %585, %5
  br i1 %586, label %163, label %162, !llvm.loop !35

587:                                              ; preds = %597, %162
  br i1 %27, label %600, label %612

588:                                              ; preds = %162, %597
  %589 = phi i32 [ %598, %597 ], [ %16, %162 ]
  %590 = zext nneg i32 %589 to i64
  %591 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %590
  %592 = load i64, ptr %591, align 8, !tbaa !18, !noalias !20
  %593 = icmp eq i64 %592, 0
  br i1 %593, label %597, label %594

594:                                              ; preds = %588
  %595 = getelementptr inbounds nuw i64, ptr %9, i64 %590
  %596 = atomicrmw add ptr %595, i64 %592 seq_cst, align 8, !noalias !36
  br label %597

597:                                              ; preds = %594, %588
  %598 = add nuw nsw i32 %589, %135
  %599 = icmp samesign ult i32 %598, 64
  br i1 %599, label %588, label %587, !llvm.loop !37

600:                                              ; preds = %587, %609
  %601 = phi i32 [ %610, %609 ], [ %16, %587 ]
  %602 = zext nneg i32 %601 to i64
  %603 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb0EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %602
  %604 = load i64, ptr %603, align 8, !tbaa !18, !noalias !20
  %605 = icmp eq i64 %604, 0
  br i1 %605, label %609, label %606

606:                                              ; preds = %600
  %607 = getelementptr inbounds nuw i64, ptr %10, i64 %602
  %608 = atomicrmw add ptr %607, i64 %604 seq_cst, align 8, !noalias !38
  br label %609

609:                                              ; preds = %606, %600
  %610 = add nuw nsw i32 %601, %135
  %611 = icmp samesign ult i32 %610, 18
  br i1 %611, label %600, label %612, !llvm.loop !39

612:                                              ; preds = %609, %587
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @photon_mcml_tpsf(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4, i32 noundef %5, float noundef %6, float noundef %7, i32 noundef %8, i32 noundef %9, ptr noalias noundef captures(none) %10, ptr noalias noundef captures(none) %11, ptr noalias noundef captures(none) %12) local_unnamed_addr #2 {
  %14 = alloca [7 x i32], align 4
  %15 = alloca float, align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 8)
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
  store i64 0, ptr %29, align 8, !tbaa !18, !noalias !45
  %30 = add nuw nsw i32 %27, %21
  %31 = icmp samesign ult i32 %30, 64
  br i1 %31, label %26, label %22, !llvm.loop !49

32:                                               ; preds = %36, %22
  %33 = icmp samesign ult i32 %18, 18
  br i1 %33, label %34, label %42

34:                                               ; preds = %32
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %49

36:                                               ; preds = %24, %36
  %37 = phi i32 [ %18, %24 ], [ %40, %36 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E3s_t to ptr), i64 %38
  store i64 0, ptr %39, align 8, !tbaa !18, !noalias !45
  %40 = add nuw nsw i32 %37, %25
  %41 = icmp samesign ult i32 %40, 32
  br i1 %41, label %36, label %32, !llvm.loop !50

42:                                               ; preds = %49, %32
  %43 = icmp eq i32 %18, 0
  br i1 %43, label %44, label %144

44:                                               ; preds = %42
  %45 = and i32 %17, 1
  %46 = icmp slt i32 %2, 2
  br i1 %46, label %115, label %47

47:                                               ; preds = %44
  %48 = and i32 %17, 14
  br label %55

49:                                               ; preds = %34, %49
  %50 = phi i32 [ %18, %34 ], [ %53, %49 ]
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %51
  store i64 0, ptr %52, align 8, !tbaa !18, !noalias !45
  %53 = add nuw nsw i32 %50, %35
  %54 = icmp samesign ult i32 %53, 18
  br i1 %54, label %49, label %42, !llvm.loop !51

55:                                               ; preds = %55, %47
  %56 = phi float [ 0.000000e+00, %47 ], [ %103, %55 ]
  %57 = phi i32 [ 0, %47 ], [ %110, %55 ]
  %58 = phi i32 [ 0, %47 ], [ %111, %55 ]
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %59
  %61 = load float, ptr %60, align 16, !tbaa !11, !alias.scope !40, !noalias !52
  %62 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %63 = load float, ptr %62, align 4, !tbaa !11, !alias.scope !40, !noalias !52
  %64 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %65 = load float, ptr %64, align 8, !tbaa !11, !alias.scope !40, !noalias !52
  %66 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %67 = load float, ptr %66, align 4, !tbaa !11, !alias.scope !40, !noalias !52
  %68 = tail call noundef float @llvm.maxnum.f32(float %61, float 0.000000e+00)
  %69 = tail call noundef float @llvm.maxnum.f32(float %63, float 0.000000e+00)
  %70 = tail call noundef float @llvm.maxnum.f32(float %65, float 0xBFEE666660000000)
  %71 = tail call noundef float @llvm.minnum.f32(float %70, float 0x3FEE666660000000)
  %72 = tail call noundef float @llvm.maxnum.f32(float %67, float 1.000000e+00)
  %73 = tail call noundef float @llvm.minnum.f32(float %72, float 2.000000e+00)
  %74 = getelementptr inbounds nuw float, ptr %1, i64 %59
  %75 = load float, ptr %74, align 4, !tbaa !11, !alias.scope !43, !noalias !53
  %76 = tail call noundef float @llvm.maxnum.f32(float %75, float 0x3F50624DE0000000)
  %77 = fadd contract float %56, %76
  %78 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %59
  store float %68, ptr %78, align 4, !tbaa !11, !noalias !45
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 4
  store float %69, ptr %79, align 4, !tbaa !11, !noalias !45
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 8
  store float %71, ptr %80, align 4, !tbaa !11, !noalias !45
  %81 = getelementptr inbounds nuw i8, ptr %78, i64 12
  store float %73, ptr %81, align 4, !tbaa !11, !noalias !45
  %82 = getelementptr inbounds nuw i8, ptr %78, i64 16
  store float %56, ptr %82, align 4, !tbaa !11, !noalias !45
  %83 = getelementptr inbounds nuw i8, ptr %78, i64 20
  store float %77, ptr %83, align 4, !tbaa !11, !noalias !45
  %84 = or disjoint i32 %57, 1
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %85
  %87 = load float, ptr %86, align 16, !tbaa !11, !alias.scope !40, !noalias !52
  %88 = getelementptr inbounds nuw i8, ptr %86, i64 4
  %89 = load float, ptr %88, align 4, !tbaa !11, !alias.scope !40, !noalias !52
  %90 = getelementptr inbounds nuw i8, ptr %86, i64 8
  %91 = load float, ptr %90, align 8, !tbaa !11, !alias.scope !40, !noalias !52
  %92 = getelementptr inbounds nuw i8, ptr %86, i64 12
  %93 = load float, ptr %92, align 4, !tbaa !11, !alias.scope !40, !noalias !52
  %94 = tail call noundef float @llvm.maxnum.f32(float %87, float 0.000000e+00)
  %95 = tail call noundef float @llvm.maxnum.f32(float %89, float 0.000000e+00)
  %96 = tail call noundef float @llvm.maxnum.f32(float %91, float 0xBFEE666660000000)
  %97 = tail call noundef float @llvm.minnum.f32(float %96, float 0x3FEE666660000000)
  %98 = tail call noundef float @llvm.maxnum.f32(float %93, float 1.000000e+00)
  %99 = tail call noundef float @llvm.minnum.f32(float %98, float 2.000000e+00)
  %100 = getelementptr inbounds nuw float, ptr %1, i64 %85
  %101 = load float, ptr %100, align 4, !tbaa !11, !alias.scope !43, !noalias !53
  %102 = tail call noundef float @llvm.maxnum.f32(float %101, float 0x3F50624DE0000000)
  %103 = fadd contract float %77, %102
  %104 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %85
  store float %94, ptr %104, align 4, !tbaa !11, !noalias !45
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 4
  store float %95, ptr %105, align 4, !tbaa !11, !noalias !45
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 8
  store float %97, ptr %106, align 4, !tbaa !11, !noalias !45
  %107 = getelementptr inbounds nuw i8, ptr %104, i64 12
  store float %99, ptr %107, align 4, !tbaa !11, !noalias !45
  %108 = getelementptr inbounds nuw i8, ptr %104, i64 16
  store float %77, ptr %108, align 4, !tbaa !11, !noalias !45
  %109 = getelementptr inbounds nuw i8, ptr %104, i64 20
  store float %103, ptr %109, align 4, !tbaa !11, !noalias !45
  %110 = add nuw nsw i32 %57, 2
  %111 = add i32 %58, 2
  %112 = icmp eq i32 %111, %48
  br i1 %112, label %113, label %55, !llvm.loop !54

113:                                              ; preds = %55
  %114 = icmp eq i32 %45, 0
  br i1 %114, label %144, label %115

115:                                              ; preds = %113, %44
  %116 = phi float [ 0.000000e+00, %44 ], [ %103, %113 ]
  %117 = phi i32 [ 0, %44 ], [ %110, %113 ]
  %118 = icmp ne i32 %45, 0
  tail call void @llvm.assume(i1 %118)
  %119 = zext nneg i32 %117 to i64
  %120 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %119
  %121 = load float, ptr %120, align 16, !tbaa !11, !alias.scope !40, !noalias !52
  %122 = getelementptr inbounds nuw i8, ptr %120, i64 4
  %123 = load float, ptr %122, align 4, !tbaa !11, !alias.scope !40, !noalias !52
  %124 = getelementptr inbounds nuw i8, ptr %120, i64 8
  %125 = load float, ptr %124, align 8, !tbaa !11, !alias.scope !40, !noalias !52
  %126 = getelementptr inbounds nuw i8, ptr %120, i64 12
  %127 = load float, ptr %126, align 4, !tbaa !11, !alias.scope !40, !noalias !52
  %128 = tail call noundef float @llvm.maxnum.f32(float %121, float 0.000000e+00)
  %129 = tail call noundef float @llvm.maxnum.f32(float %123, float 0.000000e+00)
  %130 = tail call noundef float @llvm.maxnum.f32(float %125, float 0xBFEE666660000000)
  %131 = tail call noundef float @llvm.minnum.f32(float %130, float 0x3FEE666660000000)
  %132 = tail call noundef float @llvm.maxnum.f32(float %127, float 1.000000e+00)
  %133 = tail call noundef float @llvm.minnum.f32(float %132, float 2.000000e+00)
  %134 = getelementptr inbounds nuw float, ptr %1, i64 %119
  %135 = load float, ptr %134, align 4, !tbaa !11, !alias.scope !43, !noalias !53
  %136 = tail call noundef float @llvm.maxnum.f32(float %135, float 0x3F50624DE0000000)
  %137 = fadd contract float %116, %136
  %138 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %119
  store float %128, ptr %138, align 4, !tbaa !11, !noalias !45
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 4
  store float %129, ptr %139, align 4, !tbaa !11, !noalias !45
  %140 = getelementptr inbounds nuw i8, ptr %138, i64 8
  store float %131, ptr %140, align 4, !tbaa !11, !noalias !45
  %141 = getelementptr inbounds nuw i8, ptr %138, i64 12
  store float %133, ptr %141, align 4, !tbaa !11, !noalias !45
  %142 = getelementptr inbounds nuw i8, ptr %138, i64 16
  store float %116, ptr %142, align 4, !tbaa !11, !noalias !45
  %143 = getelementptr inbounds nuw i8, ptr %138, i64 20
  store float %137, ptr %143, align 4, !tbaa !11, !noalias !45
  br label %144

144:                                              ; preds = %115, %113, %42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !45
  %145 = fdiv contract float 1.000000e+00, %6
  %146 = fdiv contract float 1.000000e+00, %7
  %147 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %148 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %149 = mul i32 %147, %148
  %150 = add i32 %149, %18
  %151 = icmp slt i32 %150, %5
  br i1 %151, label %152, label %175

152:                                              ; preds = %144
  %153 = mul i32 %150, -1640531527
  %154 = xor i32 %9, %153
  %155 = lshr i32 %154, 16
  %156 = xor i32 %155, %154
  %157 = mul i32 %156, 2146121005
  %158 = lshr i32 %157, 15
  %159 = xor i32 %158, %157
  %160 = mul i32 %159, -2073254261
  %161 = xor i32 %160, -559038737
  %162 = xor i32 %160, -1
  %163 = mul i32 %159, -1967271749
  %164 = add i32 %163, 7
  %165 = or i32 %160, 1
  %166 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %167 = mul i32 %166, %148
  %168 = tail call i32 @llvm.smax.i32(i32 %8, i32 0)
  %169 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %170 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %171 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %172 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %173 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %174 = getelementptr inbounds nuw i8, ptr %14, i64 24
  br label %176

175:                                              ; preds = %608, %144
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !45
  br i1 %19, label %616, label %615

176:                                              ; preds = %152, %608
  %177 = phi i32 [ %150, %152 ], [ %613, %608 ]
  %178 = phi i32 [ %161, %152 ], [ %612, %608 ]
  %179 = phi i32 [ %162, %152 ], [ %611, %608 ]
  %180 = phi i32 [ %165, %152 ], [ %610, %608 ]
  %181 = phi i32 [ %164, %152 ], [ %609, %608 ]
  %182 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 12), align 4, !tbaa !29, !noalias !45
  %183 = fsub contract float %182, %3
  %184 = fadd contract float %3, %182
  %185 = fdiv contract float %183, %184
  %186 = fmul contract float %185, %185
  %187 = fsub contract float 1.000000e+00, %186
  br label %188

188:                                              ; preds = %176, %592
  %189 = phi float [ 0.000000e+00, %176 ], [ %607, %592 ]
  %190 = phi float [ 0.000000e+00, %176 ], [ %606, %592 ]
  %191 = phi float [ 0.000000e+00, %176 ], [ %605, %592 ]
  %192 = phi float [ 0.000000e+00, %176 ], [ %604, %592 ]
  %193 = phi float [ 0.000000e+00, %176 ], [ %603, %592 ]
  %194 = phi float [ 1.000000e+00, %176 ], [ %602, %592 ]
  %195 = phi float [ %187, %176 ], [ %601, %592 ]
  %196 = phi float [ 0.000000e+00, %176 ], [ %599, %592 ]
  %197 = phi float [ 0.000000e+00, %176 ], [ %598, %592 ]
  %198 = phi i32 [ 0, %176 ], [ %204, %592 ]
  %199 = phi i32 [ 0, %176 ], [ %597, %592 ]
  %200 = phi i32 [ %178, %176 ], [ %596, %592 ]
  %201 = phi i32 [ %179, %176 ], [ %595, %592 ]
  %202 = phi i32 [ %180, %176 ], [ %594, %592 ]
  %203 = phi i32 [ %181, %176 ], [ %593, %592 ]
  %204 = add nuw i32 %198, 1
  %205 = icmp eq i32 %198, %168
  br i1 %205, label %608, label %206

206:                                              ; preds = %188
  %207 = sext i32 %199 to i64
  %208 = getelementptr inbounds %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %207
  %209 = load float, ptr %208, align 4, !tbaa !31, !noalias !45
  %210 = getelementptr inbounds nuw i8, ptr %208, i64 4
  %211 = load float, ptr %210, align 4, !tbaa !32, !noalias !45
  %212 = fadd contract float %209, %211
  %213 = fcmp contract oeq float %197, 0.000000e+00
  br i1 %213, label %214, label %255

214:                                              ; preds = %206
  %215 = shl i32 %200, 11
  %216 = xor i32 %215, %200
  %217 = lshr i32 %216, 8
  %218 = lshr i32 %202, 19
  %219 = xor i32 %218, %217
  %220 = xor i32 %219, %202
  %221 = xor i32 %220, %216
  %222 = lshr i32 %221, 8
  %223 = uitofp nneg i32 %222 to float
  %224 = fadd contract float %223, 5.000000e-01
  %225 = fmul contract float %224, 0x3E70000000000000
  %226 = fcmp olt float %225, 0x3810000000000000
  %227 = fmul float %225, 0x4160000000000000
  %228 = select i1 %226, float %227, float %225
  %229 = select i1 %226, float -2.300000e+01, float 0.000000e+00
  %230 = bitcast float %228 to i32
  %231 = add nsw i32 %230, -1059760811
  %232 = and i32 %231, -8388608
  %233 = sub i32 %230, %232
  %234 = bitcast i32 %233 to float
  %235 = sitofp i32 %232 to float
  %236 = tail call float @llvm.fma.f32(float %235, float 0x3E80000000000000, float %229)
  %237 = fadd float %234, -1.000000e+00
  %238 = tail call float @llvm.fma.f32(float %237, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %239 = tail call float @llvm.fma.f32(float %238, float %237, float 0xBFBF19B980000000)
  %240 = tail call float @llvm.fma.f32(float %239, float %237, float 0x3FC1E52AA0000000)
  %241 = tail call float @llvm.fma.f32(float %240, float %237, float 0xBFC55B1720000000)
  %242 = tail call float @llvm.fma.f32(float %241, float %237, float 0x3FC99DA160000000)
  %243 = tail call float @llvm.fma.f32(float %242, float %237, float 0xBFCFFFE440000000)
  %244 = tail call float @llvm.fma.f32(float %243, float %237, float 0x3FD5554F00000000)
  %245 = tail call float @llvm.fma.f32(float %244, float %237, float -5.000000e-01)
  %246 = fmul float %237, %245
  %247 = tail call float @llvm.fma.f32(float %246, float %237, float %237)
  %248 = tail call float @llvm.fma.f32(float %236, float 0x3FE62E4300000000, float %247)
  %249 = icmp samesign ugt i32 %230, 2139095039
  %250 = tail call float @llvm.fma.f32(float %228, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %251 = select i1 %249, float %250, float %248
  %252 = fcmp oeq float %228, 0.000000e+00
  %253 = fneg contract float %251
  %254 = select contract i1 %252, float 0x7FF0000000000000, float %253
  br label %255

255:                                              ; preds = %214, %206
  %256 = phi i32 [ %202, %214 ], [ %203, %206 ]
  %257 = phi i32 [ %221, %214 ], [ %202, %206 ]
  %258 = phi i32 [ %203, %214 ], [ %201, %206 ]
  %259 = phi i32 [ %201, %214 ], [ %200, %206 ]
  %260 = phi float [ %254, %214 ], [ %197, %206 ]
  %261 = fcmp contract ogt float %194, 0.000000e+00
  br i1 %261, label %264, label %262

262:                                              ; preds = %255
  %263 = fcmp contract olt float %194, 0.000000e+00
  br i1 %263, label %264, label %270

264:                                              ; preds = %262, %255
  %265 = phi i64 [ 20, %255 ], [ 16, %262 ]
  %266 = getelementptr inbounds nuw i8, ptr %208, i64 %265
  %267 = load float, ptr %266, align 4, !tbaa !11, !noalias !45
  %268 = fsub contract float %267, %191
  %269 = fdiv contract float %268, %194
  br label %270

270:                                              ; preds = %264, %262
  %271 = phi float [ 0x7FF0000000000000, %262 ], [ %269, %264 ]
  %272 = fmul contract float %212, %271
  %273 = fcmp contract ugt float %272, %260
  br i1 %273, label %355, label %274

274:                                              ; preds = %270
  %275 = fmul contract float %192, %271
  %276 = fadd contract float %189, %275
  %277 = fmul contract float %193, %271
  %278 = fadd contract float %190, %277
  %279 = fmul contract float %194, %271
  %280 = fadd contract float %191, %279
  %281 = getelementptr inbounds nuw i8, ptr %208, i64 12
  %282 = load float, ptr %281, align 4, !tbaa !29, !noalias !45
  %283 = fmul contract float %271, %282
  %284 = fadd contract float %196, %283
  %285 = fsub contract float %260, %272
  %286 = fcmp contract uge float %194, 0.000000e+00
  %287 = select i1 %286, i32 1, i32 -1
  %288 = add nsw i32 %287, %199
  %289 = icmp sgt i32 %288, -1
  br i1 %289, label %290, label %297

290:                                              ; preds = %274
  %291 = icmp slt i32 %288, %17
  br i1 %291, label %292, label %297

292:                                              ; preds = %290
  %293 = zext nneg i32 %288 to i64
  %294 = getelementptr inbounds nuw %struct.Layer, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E7s_layer to ptr), i64 %293
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 12
  %296 = load float, ptr %295, align 4, !tbaa !29, !noalias !45
  br label %297

297:                                              ; preds = %292, %290, %274
  %298 = phi contract float [ %296, %292 ], [ %3, %274 ], [ %4, %290 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #10, !noalias !45
  %299 = tail call noundef float @llvm.nvvm.fabs.f32(float %194)
  %300 = call contract noundef float @_Z7fresnelfffPf(float noundef %282, float noundef %298, float noundef %299, ptr noundef nonnull %15) #10, !noalias !45
  %301 = shl i32 %259, 11
  %302 = xor i32 %301, %259
  %303 = lshr i32 %302, 8
  %304 = lshr i32 %257, 19
  %305 = xor i32 %304, %303
  %306 = xor i32 %305, %257
  %307 = xor i32 %306, %302
  %308 = lshr i32 %307, 8
  %309 = uitofp nneg i32 %308 to float
  %310 = fadd contract float %309, 5.000000e-01
  %311 = fmul contract float %310, 0x3E70000000000000
  %312 = fcmp contract ugt float %311, %300
  br i1 %312, label %315, label %313

313:                                              ; preds = %297
  %314 = fneg contract float %194
  br label %349

315:                                              ; preds = %297
  %316 = icmp ult i32 %288, %17
  br i1 %316, label %342, label %317

317:                                              ; preds = %315
  %318 = zext i1 %286 to i64
  %319 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %318
  %320 = fmul contract float %195, 0x41F0000000000000
  %321 = fptoui float %320 to i64
  %322 = atomicrmw add ptr %319, i64 %321 seq_cst, align 8, !noalias !45
  br i1 %286, label %349, label %323

323:                                              ; preds = %317
  %324 = fmul contract float %276, %276
  %325 = fmul contract float %278, %278
  %326 = fadd contract float %324, %325
  %327 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %326) #10
  %328 = fmul contract float %145, %327
  %329 = fptosi float %328 to i32
  %330 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %329, i32 15)
  %331 = sext i32 %330 to i64
  %332 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %331
  %333 = getelementptr i8, ptr %332, i64 16
  %334 = atomicrmw add ptr %333, i64 %321 seq_cst, align 8, !noalias !45
  %335 = fdiv contract float %284, 0x3FD32FCCC0000000
  %336 = fmul contract float %146, %335
  %337 = fptosi float %336 to i32
  %338 = tail call noundef range(i32 -2147483648, 64) i32 @llvm.smin.i32(i32 %337, i32 31)
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E3s_t to ptr), i64 %339
  %341 = atomicrmw add ptr %340, i64 %321 seq_cst, align 8, !noalias !45
  br label %349

342:                                              ; preds = %315
  %343 = fdiv contract float %282, %298
  %344 = fmul contract float %192, %343
  %345 = fmul contract float %193, %343
  %346 = load float, ptr %15, align 4, !noalias !45
  %347 = fneg contract float %346
  %348 = select contract i1 %286, float %346, float %347
  br label %349

349:                                              ; preds = %342, %323, %317, %313
  %350 = phi i32 [ %199, %313 ], [ %288, %342 ], [ %199, %317 ], [ %199, %323 ]
  %351 = phi i1 [ true, %313 ], [ true, %342 ], [ false, %317 ], [ false, %323 ]
  %352 = phi float [ %314, %313 ], [ %348, %342 ], [ %194, %317 ], [ %194, %323 ]
  %353 = phi float [ %193, %313 ], [ %345, %342 ], [ %193, %317 ], [ %193, %323 ]
  %354 = phi float [ %192, %313 ], [ %344, %342 ], [ %192, %317 ], [ %192, %323 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #10, !noalias !45
  br label %592

355:                                              ; preds = %270
  %356 = fdiv contract float %260, %212
  %357 = fmul contract float %192, %356
  %358 = fadd contract float %189, %357
  %359 = fmul contract float %193, %356
  %360 = fadd contract float %190, %359
  %361 = fmul contract float %194, %356
  %362 = fadd contract float %191, %361
  %363 = getelementptr inbounds nuw i8, ptr %208, i64 12
  %364 = load float, ptr %363, align 4, !tbaa !29, !noalias !45
  %365 = fmul contract float %356, %364
  %366 = fadd contract float %196, %365
  %367 = fmul contract float %195, %209
  %368 = fdiv contract float %367, %212
  %369 = fsub contract float %195, %368
  %370 = fmul contract float %145, %362
  %371 = fptosi float %370 to i32
  %372 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %371, i32 0)
  %373 = tail call i32 @llvm.umin.i32(i32 %372, i32 63)
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %374
  %376 = fmul contract float %368, 0x41F0000000000000
  %377 = fptoui float %376 to i64
  %378 = atomicrmw add ptr %375, i64 %377 seq_cst, align 8, !noalias !45
  %379 = getelementptr inbounds nuw i8, ptr %208, i64 8
  %380 = load float, ptr %379, align 4, !tbaa !33, !noalias !45
  %381 = tail call noundef float @llvm.nvvm.fabs.f32(float %380)
  %382 = fcmp contract olt float %381, 0x3F1A36E2E0000000
  br i1 %382, label %383, label %397

383:                                              ; preds = %355
  %384 = shl i32 %259, 11
  %385 = xor i32 %384, %259
  %386 = lshr i32 %385, 8
  %387 = lshr i32 %257, 19
  %388 = xor i32 %387, %386
  %389 = xor i32 %388, %257
  %390 = xor i32 %389, %385
  %391 = lshr i32 %390, 8
  %392 = uitofp nneg i32 %391 to float
  %393 = fadd contract float %392, 5.000000e-01
  %394 = fmul contract float %393, 0x3E70000000000000
  %395 = fmul contract float %394, 2.000000e+00
  %396 = fadd contract float %395, -1.000000e+00
  br label %422

397:                                              ; preds = %355
  %398 = fmul contract float %380, %380
  %399 = fsub contract float 1.000000e+00, %398
  %400 = fsub contract float 1.000000e+00, %380
  %401 = fmul contract float %380, 2.000000e+00
  %402 = shl i32 %259, 11
  %403 = xor i32 %402, %259
  %404 = lshr i32 %403, 8
  %405 = lshr i32 %257, 19
  %406 = xor i32 %405, %404
  %407 = xor i32 %406, %257
  %408 = xor i32 %407, %403
  %409 = lshr i32 %408, 8
  %410 = uitofp nneg i32 %409 to float
  %411 = fadd contract float %410, 5.000000e-01
  %412 = fmul contract float %411, 0x3E70000000000000
  %413 = fmul contract float %412, %401
  %414 = fadd contract float %400, %413
  %415 = fdiv contract float %399, %414
  %416 = fadd contract float %398, 1.000000e+00
  %417 = fmul contract float %415, %415
  %418 = fsub contract float %416, %417
  %419 = fdiv contract float %418, %401
  %420 = tail call noundef float @llvm.maxnum.f32(float %419, float -1.000000e+00)
  %421 = tail call noundef float @llvm.minnum.f32(float %420, float 1.000000e+00)
  br label %422

422:                                              ; preds = %397, %383
  %423 = phi i32 [ %390, %383 ], [ %408, %397 ]
  %424 = phi float [ %396, %383 ], [ %421, %397 ]
  %425 = fmul contract float %424, %424
  %426 = fsub contract float 1.000000e+00, %425
  %427 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %426) #10
  %428 = shl i32 %258, 11
  %429 = xor i32 %428, %258
  %430 = lshr i32 %429, 8
  %431 = lshr i32 %423, 19
  %432 = xor i32 %430, %431
  %433 = xor i32 %432, %429
  %434 = xor i32 %433, %423
  %435 = lshr i32 %434, 8
  %436 = uitofp nneg i32 %435 to float
  %437 = fadd contract float %436, 5.000000e-01
  %438 = fmul contract float %437, 0x3E70000000000000
  %439 = fmul contract float %438, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  %440 = fmul float %439, 0x3FE45F3060000000
  %441 = tail call i32 @llvm.nvvm.f2i.rn(float %440) #10
  %442 = sitofp i32 %441 to float
  %443 = tail call float @llvm.fma.f32(float %442, float 0xBFF921FB40000000, float %439)
  %444 = tail call float @llvm.fma.f32(float %442, float 0xBE74442D00000000, float %443)
  %445 = tail call float @llvm.fma.f32(float %442, float 0xBCF84698A0000000, float %444)
  %446 = tail call float @llvm.nvvm.fabs.f32(float %439)
  %447 = fcmp ult float %446, 1.056150e+05
  br i1 %447, label %516, label %448

448:                                              ; preds = %422
  %449 = fcmp oeq float %446, 0x7FF0000000000000
  br i1 %449, label %450, label %452

450:                                              ; preds = %448
  %451 = tail call float @llvm.nvvm.mul.rn.f(float %439, float 0.000000e+00) #10
  br label %516

452:                                              ; preds = %448
  %453 = bitcast float %439 to i32
  %454 = shl i32 %453, 8
  %455 = or i32 %454, -2147483648
  %456 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %455, i32 0) #11, !srcloc !34
  %457 = extractvalue { i32, i32 } %456, 0
  %458 = extractvalue { i32, i32 } %456, 1
  store i32 %457, ptr %14, align 4, !noalias !45
  %459 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %455, i32 %458) #11, !srcloc !34
  %460 = extractvalue { i32, i32 } %459, 0
  %461 = extractvalue { i32, i32 } %459, 1
  store i32 %460, ptr %169, align 4, !noalias !45
  %462 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %455, i32 %461) #11, !srcloc !34
  %463 = extractvalue { i32, i32 } %462, 0
  %464 = extractvalue { i32, i32 } %462, 1
  store i32 %463, ptr %170, align 4, !noalias !45
  %465 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %455, i32 %464) #11, !srcloc !34
  %466 = extractvalue { i32, i32 } %465, 0
  %467 = extractvalue { i32, i32 } %465, 1
  store i32 %466, ptr %171, align 4, !noalias !45
  %468 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %455, i32 %467) #11, !srcloc !34
  %469 = extractvalue { i32, i32 } %468, 0
  %470 = extractvalue { i32, i32 } %468, 1
  store i32 %469, ptr %172, align 4, !noalias !45
  %471 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %455, i32 %470) #11, !srcloc !34
  %472 = extractvalue { i32, i32 } %471, 0
  %473 = extractvalue { i32, i32 } %471, 1
  store i32 %472, ptr %173, align 4, !noalias !45
  %474 = lshr i32 %453, 23
  %475 = and i32 %474, 224
  %476 = add nsw i32 %475, -128
  %477 = lshr exact i32 %476, 5
  store i32 %473, ptr %174, align 4, !noalias !45
  %478 = sub nsw i32 6, %477
  %479 = sext i32 %478 to i64
  %480 = getelementptr inbounds i32, ptr %14, i64 %479
  %481 = load i32, ptr %480, align 4, !noalias !45
  %482 = sub nsw i32 5, %477
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds i32, ptr %14, i64 %483
  %485 = load i32, ptr %484, align 4, !noalias !45
  %486 = freeze i32 %485
  %487 = and i32 %453, 260046848
  %488 = icmp eq i32 %487, 0
  br i1 %488, label %495, label %489

489:                                              ; preds = %452
  %490 = sub nsw i32 4, %477
  %491 = sext i32 %490 to i64
  %492 = getelementptr inbounds i32, ptr %14, i64 %491
  %493 = load i32, ptr %492, align 4, !noalias !45
  %494 = tail call i32 @llvm.fshl.i32(i32 %486, i32 %493, i32 %474)
  br label %495

495:                                              ; preds = %489, %452
  %496 = phi i32 [ %494, %489 ], [ %486, %452 ]
  %497 = tail call i32 @llvm.fshl.i32(i32 %481, i32 %486, i32 %474)
  %498 = lshr i32 %497, 30
  %499 = tail call i32 @llvm.fshl.i32(i32 %497, i32 %496, i32 2)
  %500 = shl i32 %496, 2
  %501 = lshr i32 %499, 31
  %502 = add nuw nsw i32 %501, %498
  %503 = ashr i32 %499, 31
  %504 = xor i32 %503, %499
  %505 = xor i32 %503, %500
  %506 = zext i32 %504 to i64
  %507 = shl nuw i64 %506, 32
  %508 = zext i32 %505 to i64
  %509 = or disjoint i64 %507, %508
  %510 = sitofp i64 %509 to double
  %511 = fmul double %510, 0x3BF921FB54442D19
  %512 = fptrunc double %511 to float
  %513 = fneg float %512
  %514 = icmp slt i32 %499, 0
  %515 = select i1 %514, float %513, float %512
  br label %516

516:                                              ; preds = %422, %450, %495
  %517 = phi i32 [ %441, %422 ], [ 0, %450 ], [ %502, %495 ]
  %518 = phi float [ %445, %422 ], [ %451, %450 ], [ %515, %495 ]
  %519 = fmul float %518, %518
  %520 = tail call float @llvm.fma.f32(float %519, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %521 = tail call float @llvm.fma.f32(float %520, float %519, float 0x3FA5555760000000)
  %522 = tail call float @llvm.fma.f32(float %521, float %519, float 0xBFDFFFFFE0000000)
  %523 = tail call float @llvm.fma.f32(float %522, float %519, float 1.000000e+00)
  %524 = tail call float @llvm.fma.f32(float %519, float %518, float 0.000000e+00)
  %525 = tail call float @llvm.fma.f32(float %519, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %526 = tail call float @llvm.fma.f32(float %525, float %519, float 0xBFC5555500000000)
  %527 = tail call float @llvm.fma.f32(float %526, float %524, float %518)
  %528 = and i32 %517, 1
  %529 = icmp eq i32 %528, 0
  %530 = select i1 %529, float %527, float %523
  %531 = select i1 %529, float %523, float %527
  %532 = and i32 %517, 2
  %533 = icmp eq i32 %532, 0
  %534 = fneg float %530
  %535 = select i1 %533, float %530, float %534
  %536 = add i32 %517, 1
  %537 = and i32 %536, 2
  %538 = icmp eq i32 %537, 0
  %539 = fneg float %531
  %540 = select i1 %538, float %531, float %539
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  %541 = tail call noundef float @llvm.nvvm.fabs.f32(float %194)
  %542 = fcmp contract ogt float %541, 0x3FEFFFEB00000000
  br i1 %542, label %543, label %547

543:                                              ; preds = %516
  %544 = fmul contract float %427, %540
  %545 = fmul contract float %427, %535
  %546 = tail call noundef float @llvm.copysign.f32(float %424, float %194)
  br label %572

547:                                              ; preds = %516
  %548 = fmul contract float %194, %194
  %549 = fsub contract float 1.000000e+00, %548
  %550 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %549) #10
  %551 = fmul contract float %194, %192
  %552 = fmul contract float %551, %540
  %553 = fmul contract float %193, %535
  %554 = fsub contract float %552, %553
  %555 = fmul contract float %427, %554
  %556 = fdiv contract float %555, %550
  %557 = fmul contract float %192, %424
  %558 = fadd contract float %557, %556
  %559 = fmul contract float %194, %193
  %560 = fmul contract float %559, %540
  %561 = fmul contract float %192, %535
  %562 = fadd contract float %560, %561
  %563 = fmul contract float %427, %562
  %564 = fdiv contract float %563, %550
  %565 = fmul contract float %193, %424
  %566 = fadd contract float %565, %564
  %567 = fneg contract float %427
  %568 = fmul contract float %540, %567
  %569 = fmul contract float %568, %550
  %570 = fmul contract float %194, %424
  %571 = fadd contract float %570, %569
  br label %572

572:                                              ; preds = %547, %543
  %573 = phi float [ %546, %543 ], [ %571, %547 ]
  %574 = phi float [ %545, %543 ], [ %566, %547 ]
  %575 = phi float [ %544, %543 ], [ %558, %547 ]
  %576 = fcmp contract olt float %369, 0x3F1A36E2E0000000
  br i1 %576, label %577, label %592

577:                                              ; preds = %572
  %578 = shl i32 %256, 11
  %579 = xor i32 %578, %256
  %580 = lshr i32 %579, 8
  %581 = lshr i32 %434, 19
  %582 = xor i32 %580, %581
  %583 = xor i32 %582, %579
  %584 = xor i32 %583, %434
  %585 = lshr i32 %584, 8
  %586 = uitofp nneg i32 %585 to float
  %587 = fadd contract float %586, 5.000000e-01
  %588 = fmul contract float %587, 0x3E70000000000000
  %589 = fcmp contract olt float %588, 0x3FB99999A0000000
  br i1 %589, label %590, label %592

590:                                              ; preds = %577
  %591 = fmul contract float %369, 1.000000e+01
  br label %592

592:                                              ; preds = %572, %577, %590, %349
  %593 = phi i32 [ %257, %349 ], [ %434, %590 ], [ %434, %577 ], [ %423, %572 ]
  %594 = phi i32 [ %307, %349 ], [ %584, %590 ], [ %584, %577 ], [ %434, %572 ]
  %595 = phi i32 [ %256, %349 ], [ %423, %590 ], [ %423, %577 ], [ %257, %572 ]
  %596 = phi i32 [ %258, %349 ], [ %257, %590 ], [ %257, %577 ], [ %256, %572 ]
  %597 = phi i32 [ %350, %349 ], [ %199, %590 ], [ %199, %577 ], [ %199, %572 ]
  %598 = phi float [ %285, %349 ], [ 0.000000e+00, %590 ], [ 0.000000e+00, %577 ], [ 0.000000e+00, %572 ]
  %599 = phi float [ %284, %349 ], [ %366, %590 ], [ %366, %577 ], [ %366, %572 ]
  %600 = phi i1 [ %351, %349 ], [ true, %590 ], [ false, %577 ], [ true, %572 ]
  %601 = phi float [ %195, %349 ], [ %591, %590 ], [ %369, %577 ], [ %369, %572 ]
  %602 = phi float [ %352, %349 ], [ %573, %590 ], [ %573, %577 ], [ %573, %572 ]
  %603 = phi float [ %353, %349 ], [ %574, %590 ], [ %574, %577 ], [ %574, %572 ]
  %604 = phi float [ %354, %349 ], [ %575, %590 ], [ %575, %577 ], [ %575, %572 ]
  %605 = phi float [ %280, %349 ], [ %362, %590 ], [ %362, %577 ], [ %362, %572 ]
  %606 = phi float [ %278, %349 ], [ %360, %590 ], [ %360, %577 ], [ %360, %572 ]
  %607 = phi float [ %276, %349 ], [ %358, %590 ], [ %358, %577 ], [ %358, %572 ]
  br i1 %600, label %188, label %608

608:                                              ; preds = %188, %592
  %609 = phi i32 [ %203, %188 ], [ %593, %592 ]
  %610 = phi i32 [ %202, %188 ], [ %594, %592 ]
  %611 = phi i32 [ %201, %188 ], [ %595, %592 ]
  %612 = phi i32 [ %200, %188 ], [ %596, %592 ]
  %613 = add i32 %177, %167
  %614 = icmp slt i32 %613, %5
  br i1 %614, label %176, label %175, !llvm.loop !55

615:                                              ; preds = %625, %175
  br i1 %23, label %629, label %628

616:                                              ; preds = %175, %625
  %617 = phi i32 [ %626, %625 ], [ %18, %175 ]
  %618 = zext nneg i32 %617 to i64
  %619 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E5s_abs to ptr), i64 %618
  %620 = load i64, ptr %619, align 8, !tbaa !18, !noalias !45
  %621 = icmp eq i64 %620, 0
  br i1 %621, label %625, label %622

622:                                              ; preds = %616
  %623 = getelementptr inbounds nuw i64, ptr %10, i64 %618
  %624 = atomicrmw add ptr %623, i64 %620 seq_cst, align 8, !noalias !56
  br label %625

625:                                              ; preds = %622, %616
  %626 = add nuw nsw i32 %617, %148
  %627 = icmp samesign ult i32 %626, 64
  br i1 %627, label %616, label %615, !llvm.loop !57

628:                                              ; preds = %638, %615
  br i1 %33, label %641, label %653

629:                                              ; preds = %615, %638
  %630 = phi i32 [ %639, %638 ], [ %18, %615 ]
  %631 = zext nneg i32 %630 to i64
  %632 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E3s_t to ptr), i64 %631
  %633 = load i64, ptr %632, align 8, !tbaa !18, !noalias !45
  %634 = icmp eq i64 %633, 0
  br i1 %634, label %638, label %635

635:                                              ; preds = %629
  %636 = getelementptr inbounds nuw i64, ptr %12, i64 %631
  %637 = atomicrmw add ptr %636, i64 %633 seq_cst, align 8, !noalias !58
  br label %638

638:                                              ; preds = %635, %629
  %639 = add nuw nsw i32 %630, %148
  %640 = icmp samesign ult i32 %639, 32
  br i1 %640, label %629, label %628, !llvm.loop !59

641:                                              ; preds = %628, %650
  %642 = phi i32 [ %651, %650 ], [ %18, %628 ]
  %643 = zext nneg i32 %642 to i64
  %644 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_E4s_rt to ptr), i64 %643
  %645 = load i64, ptr %644, align 8, !tbaa !18, !noalias !45
  %646 = icmp eq i64 %645, 0
  br i1 %646, label %650, label %647

647:                                              ; preds = %641
  %648 = getelementptr inbounds nuw i64, ptr %11, i64 %643
  %649 = atomicrmw add ptr %648, i64 %645 seq_cst, align 8, !noalias !60
  br label %650

650:                                              ; preds = %647, %641
  %651 = add nuw nsw i32 %642, %148
  %652 = icmp samesign ult i32 %651, 18
  br i1 %652, label %641, label %653, !llvm.loop !61

653:                                              ; preds = %650, %628
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

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
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
!26 = !{!17, !21, !22}
!27 = !{!14, !21, !22}
!28 = distinct !{!28, !24}
!29 = !{!30, !12, i64 12}
!30 = !{!"_ZTS5Layer", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20}
!31 = !{!30, !12, i64 0}
!32 = !{!30, !12, i64 4}
!33 = !{!30, !12, i64 8}
!34 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!35 = distinct !{!35, !24}
!36 = !{!14, !17, !22}
!37 = distinct !{!37, !24}
!38 = !{!14, !17}
!39 = distinct !{!39, !24}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 0"}
!42 = distinct !{!42, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_"}
!43 = !{!44}
!44 = distinct !{!44, !42, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 1"}
!45 = !{!41, !44, !46, !47, !48}
!46 = distinct !{!46, !42, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 2"}
!47 = distinct !{!47, !42, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 3"}
!48 = distinct !{!48, !42, !"_ZL4mcmlILb1EEvPK6float4PKfiffiffijPyS5_S5_: argument 4"}
!49 = distinct !{!49, !24}
!50 = distinct !{!50, !24}
!51 = distinct !{!51, !24}
!52 = !{!44, !46, !47, !48}
!53 = !{!41, !46, !47, !48}
!54 = distinct !{!54, !24}
!55 = distinct !{!55, !24}
!56 = !{!41, !44, !47, !48}
!57 = distinct !{!57, !24}
!58 = !{!41, !44, !47}
!59 = distinct !{!59, !24}
!60 = !{!41, !44}
!61 = distinct !{!61, !24}
