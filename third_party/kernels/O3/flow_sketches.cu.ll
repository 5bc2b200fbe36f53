; ModuleID = 'src/flow_sketches.cu'
source_filename = "src/flow_sketches.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_hll_seed = dso_local addrspace(4) externally_initialized constant i64 0, align 8
@c_cm_seed = dso_local addrspace(4) externally_initialized constant i64 0, align 8
@_ZZ16hll_insert_flowsE5s_reg = internal addrspace(3) global [4096 x i32] undef, align 4
@_ZZ18hll_estimate_unionE5s_sum = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ18hll_estimate_unionE6s_zero = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15countmin_updateE4s_cm = internal addrspace(3) global [8192 x i32] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_cm_seed to ptr), ptr addrspacecast (ptr addrspace(4) @c_hll_seed to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hll_insert_flows(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

8:                                                ; preds = %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = zext nneg i32 %7 to i64
  %12 = mul nuw nsw i64 %10, %11
  %13 = zext nneg i32 %6 to i64
  %14 = add nuw nsw i64 %12, %13
  %15 = icmp slt i64 %14, %3
  br i1 %15, label %16, label %28

16:                                               ; preds = %8
  %17 = load i64, ptr addrspacecast (ptr addrspace(4) @c_hll_seed to ptr), align 8, !tbaa !11
  %18 = add i64 %17, 2870177450012600273
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %20, %11
  br label %29

22:                                               ; preds = %5, %22
  %23 = phi i32 [ %6, %5 ], [ %26, %22 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16hll_insert_flowsE5s_reg to ptr), i64 %24
  store i32 0, ptr %25, align 4, !tbaa !6
  %26 = add nuw nsw i32 %23, %7
  %27 = icmp samesign ult i32 %26, 4096
  br i1 %27, label %22, label %8, !llvm.loop !13

28:                                               ; preds = %29, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %78

29:                                               ; preds = %16, %29
  %30 = phi i64 [ %14, %16 ], [ %75, %29 ]
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  %32 = addrspacecast ptr %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4, !invariant.load !15
  %34 = getelementptr inbounds nuw i32, ptr %1, i64 %30
  %35 = addrspacecast ptr %34 to ptr addrspace(1)
  %36 = load i32, ptr addrspace(1) %35, align 4, !invariant.load !15
  %37 = getelementptr inbounds nuw i32, ptr %2, i64 %30
  %38 = addrspacecast ptr %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !15
  %40 = zext i32 %36 to i64
  %41 = shl nuw i64 %40, 32
  %42 = zext i32 %33 to i64
  %43 = or disjoint i64 %41, %42
  %44 = mul i64 %43, -4417276706812531889
  %45 = mul i64 %43, -7788283243316379648
  %46 = lshr i64 %44, 33
  %47 = or disjoint i64 %46, %45
  %48 = mul i64 %47, -7046029288634856825
  %49 = xor i64 %48, %18
  %50 = tail call i64 @llvm.fshl.i64(i64 %49, i64 %49, i64 27)
  %51 = mul i64 %50, -7046029288634856825
  %52 = add i64 %51, -8796714831421723037
  %53 = zext i32 %39 to i64
  %54 = mul i64 %53, -7046029288634856825
  %55 = xor i64 %52, %54
  %56 = tail call i64 @llvm.fshl.i64(i64 %55, i64 %55, i64 23)
  %57 = mul i64 %56, -4417276706812531889
  %58 = add i64 %57, 1609587929392839161
  %59 = lshr i64 %58, 33
  %60 = xor i64 %59, %58
  %61 = mul i64 %60, -4417276706812531889
  %62 = lshr i64 %61, 29
  %63 = xor i64 %62, %61
  %64 = mul i64 %63, 1609587929392839161
  %65 = lshr i64 %64, 32
  %66 = xor i64 %65, %64
  %67 = lshr i64 %64, 52
  %68 = shl i64 %66, 12
  %69 = or disjoint i64 %68, 2048
  %70 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 range(i64 2048, 0) %69, i1 true)
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = add nuw nsw i32 %71, 1
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16hll_insert_flowsE5s_reg to ptr), i64 %67
  %74 = atomicrmw umax ptr %73, i32 %72 seq_cst, align 4
  %75 = add nuw nsw i64 %30, %21
  %76 = icmp slt i64 %75, %3
  br i1 %76, label %29, label %28, !llvm.loop !16

77:                                               ; preds = %87
  ret void

78:                                               ; preds = %28, %87
  %79 = phi i32 [ %6, %28 ], [ %88, %87 ]
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16hll_insert_flowsE5s_reg to ptr), i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %87, label %84

84:                                               ; preds = %78
  %85 = getelementptr inbounds nuw i32, ptr %4, i64 %80
  %86 = atomicrmw umax ptr %85, i32 %82 seq_cst, align 4
  br label %87

87:                                               ; preds = %84, %78
  %88 = add nuw nsw i32 %79, %7
  %89 = icmp samesign ult i32 %88, 4096
  br i1 %89, label %78, label %77, !llvm.loop !17
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hll_estimate_union(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp sgt i32 %1, 0
  %7 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248) #10
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = and i32 %1, 7
  %10 = icmp ult i32 %1, 8
  %11 = and i32 %1, 2147483640
  %12 = icmp eq i32 %9, 0
  %13 = icmp ne i32 %9, 0
  br label %14

14:                                               ; preds = %4, %37
  %15 = phi double [ 0.000000e+00, %4 ], [ %48, %37 ]
  %16 = phi i32 [ 0, %4 ], [ %51, %37 ]
  %17 = phi i32 [ %5, %4 ], [ %52, %37 ]
  %18 = zext nneg i32 %17 to i64
  br i1 %6, label %19, label %37

19:                                               ; preds = %14
  %20 = getelementptr i32, ptr %0, i64 %18
  br i1 %10, label %22, label %121

21:                                               ; preds = %121
  br i1 %12, label %37, label %22

22:                                               ; preds = %21, %19
  %23 = phi i32 [ 0, %19 ], [ %172, %21 ]
  %24 = phi i32 [ 0, %19 ], [ %171, %21 ]
  tail call void @llvm.assume(i1 %13)
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i32 [ %23, %22 ], [ %34, %25 ]
  %27 = phi i32 [ %24, %22 ], [ %33, %25 ]
  %28 = phi i32 [ 0, %22 ], [ %35, %25 ]
  %29 = zext nneg i32 %26 to i64
  %30 = shl nuw nsw i64 %29, 14
  %31 = getelementptr i8, ptr %20, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = tail call noundef i32 @llvm.umax.i32(i32 %27, i32 %32)
  %34 = add nuw nsw i32 %26, 1
  %35 = add i32 %28, 1
  %36 = icmp eq i32 %35, %9
  br i1 %36, label %37, label %25, !llvm.loop !18

37:                                               ; preds = %21, %25, %14
  %38 = phi i32 [ 0, %14 ], [ %171, %21 ], [ %33, %25 ]
  %39 = tail call noundef range(i32 0, 54) i32 @llvm.umin.i32(i32 %38, i32 53)
  %40 = getelementptr inbounds nuw i32, ptr %3, i64 %18
  store i32 %39, ptr %40, align 4, !tbaa !6
  %41 = shl nuw nsw i32 %39, 20
  %42 = sub nuw nsw i32 1072693248, %41
  %43 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %42) #10
  %44 = tail call double @llvm.nvvm.mul.rn.d(double 1.000000e+00, double %43) #10
  %45 = tail call double @llvm.nvvm.mul.rn.d(double %44, double %7) #10
  %46 = tail call double @llvm.nvvm.mul.rn.d(double %45, double %7) #10
  %47 = tail call noundef double @llvm.nvvm.mul.rn.d(double %46, double %7) #10
  %48 = fadd contract double %15, %47
  %49 = icmp eq i32 %38, 0
  %50 = zext i1 %49 to i32
  %51 = add nuw nsw i32 %16, %50
  %52 = add nuw nsw i32 %17, %8
  %53 = icmp samesign ult i32 %52, 4096
  br i1 %53, label %14, label %54, !llvm.loop !20

54:                                               ; preds = %37
  %55 = bitcast double %48 to i64
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 16, i32 31)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 16, i32 31)
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = zext i32 %59 to i64
  %64 = or disjoint i64 %62, %63
  %65 = bitcast i64 %64 to double
  %66 = fadd contract double %48, %65
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 16, i32 31)
  %68 = add nsw i32 %67, %51
  %69 = bitcast double %66 to i64
  %70 = trunc i64 %69 to i32
  %71 = lshr i64 %69, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 8, i32 31)
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 8, i32 31)
  %75 = zext i32 %74 to i64
  %76 = shl nuw i64 %75, 32
  %77 = zext i32 %73 to i64
  %78 = or disjoint i64 %76, %77
  %79 = bitcast i64 %78 to double
  %80 = fadd contract double %66, %79
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 8, i32 31)
  %82 = add nsw i32 %81, %68
  %83 = bitcast double %80 to i64
  %84 = trunc i64 %83 to i32
  %85 = lshr i64 %83, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 4, i32 31)
  %88 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 4, i32 31)
  %89 = zext i32 %88 to i64
  %90 = shl nuw i64 %89, 32
  %91 = zext i32 %87 to i64
  %92 = or disjoint i64 %90, %91
  %93 = bitcast i64 %92 to double
  %94 = fadd contract double %80, %93
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 4, i32 31)
  %96 = add nsw i32 %95, %82
  %97 = bitcast double %94 to i64
  %98 = trunc i64 %97 to i32
  %99 = lshr i64 %97, 32
  %100 = trunc nuw i64 %99 to i32
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 2, i32 31)
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 2, i32 31)
  %103 = zext i32 %102 to i64
  %104 = shl nuw i64 %103, 32
  %105 = zext i32 %101 to i64
  %106 = or disjoint i64 %104, %105
  %107 = bitcast i64 %106 to double
  %108 = fadd contract double %94, %107
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 2, i32 31)
  %110 = add nsw i32 %109, %96
  %111 = bitcast double %108 to i64
  %112 = trunc i64 %111 to i32
  %113 = lshr i64 %111, 32
  %114 = trunc nuw i64 %113 to i32
  %115 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 1, i32 31)
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %114, i32 1, i32 31)
  %117 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 1, i32 31)
  %118 = and i32 %5, 31
  %119 = lshr i32 %5, 5
  %120 = icmp eq i32 %118, 0
  br i1 %120, label %175, label %186

121:                                              ; preds = %19, %121
  %122 = phi i32 [ %172, %121 ], [ 0, %19 ]
  %123 = phi i32 [ %171, %121 ], [ 0, %19 ]
  %124 = phi i32 [ %173, %121 ], [ 0, %19 ]
  %125 = zext nneg i32 %122 to i64
  %126 = shl nuw nsw i64 %125, 14
  %127 = getelementptr i8, ptr %20, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = tail call noundef i32 @llvm.umax.i32(i32 %123, i32 %128)
  %130 = or disjoint i32 %122, 1
  %131 = zext nneg i32 %130 to i64
  %132 = shl nuw nsw i64 %131, 14
  %133 = getelementptr i8, ptr %20, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = tail call noundef i32 @llvm.umax.i32(i32 %129, i32 %134)
  %136 = or disjoint i32 %122, 2
  %137 = zext nneg i32 %136 to i64
  %138 = shl nuw nsw i64 %137, 14
  %139 = getelementptr i8, ptr %20, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = tail call noundef i32 @llvm.umax.i32(i32 %135, i32 %140)
  %142 = or disjoint i32 %122, 3
  %143 = zext nneg i32 %142 to i64
  %144 = shl nuw nsw i64 %143, 14
  %145 = getelementptr i8, ptr %20, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = tail call noundef i32 @llvm.umax.i32(i32 %141, i32 %146)
  %148 = or disjoint i32 %122, 4
  %149 = zext nneg i32 %148 to i64
  %150 = shl nuw nsw i64 %149, 14
  %151 = getelementptr i8, ptr %20, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = tail call noundef i32 @llvm.umax.i32(i32 %147, i32 %152)
  %154 = or disjoint i32 %122, 5
  %155 = zext nneg i32 %154 to i64
  %156 = shl nuw nsw i64 %155, 14
  %157 = getelementptr i8, ptr %20, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = tail call noundef i32 @llvm.umax.i32(i32 %153, i32 %158)
  %160 = or disjoint i32 %122, 6
  %161 = zext nneg i32 %160 to i64
  %162 = shl nuw nsw i64 %161, 14
  %163 = getelementptr i8, ptr %20, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = tail call noundef i32 @llvm.umax.i32(i32 %159, i32 %164)
  %166 = or disjoint i32 %122, 7
  %167 = zext nneg i32 %166 to i64
  %168 = shl nuw nsw i64 %167, 14
  %169 = getelementptr i8, ptr %20, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = tail call noundef i32 @llvm.umax.i32(i32 %165, i32 %170)
  %172 = add nuw nsw i32 %122, 8
  %173 = add i32 %124, 8
  %174 = icmp eq i32 %173, %11
  br i1 %174, label %21, label %121, !llvm.loop !21

175:                                              ; preds = %54
  %176 = add nsw i32 %117, %110
  %177 = zext i32 %116 to i64
  %178 = shl nuw i64 %177, 32
  %179 = zext i32 %115 to i64
  %180 = or disjoint i64 %178, %179
  %181 = bitcast i64 %180 to double
  %182 = fadd contract double %108, %181
  %183 = zext nneg i32 %119 to i64
  %184 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE6s_zero to ptr), i64 %183
  %185 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE5s_sum to ptr), i64 %183
  store double %182, ptr %185, align 8, !tbaa !22
  store i32 %176, ptr %184, align 4, !tbaa !6
  br label %186

186:                                              ; preds = %175, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %187 = icmp eq i32 %119, 0
  br i1 %187, label %188, label %355

188:                                              ; preds = %186
  %189 = lshr i32 %8, 5
  %190 = icmp samesign ult i32 %118, %189
  br i1 %190, label %191, label %195

191:                                              ; preds = %188
  %192 = zext nneg i32 %118 to i64
  %193 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE5s_sum to ptr), i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !22
  br label %195

195:                                              ; preds = %188, %191
  %196 = phi contract double [ %194, %191 ], [ 0.000000e+00, %188 ]
  br i1 %190, label %197, label %201

197:                                              ; preds = %195
  %198 = zext nneg i32 %118 to i64
  %199 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE6s_zero to ptr), i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !6
  br label %201

201:                                              ; preds = %195, %197
  %202 = phi i32 [ %200, %197 ], [ 0, %195 ]
  %203 = bitcast double %196 to i64
  %204 = trunc i64 %203 to i32
  %205 = lshr i64 %203, 32
  %206 = trunc nuw i64 %205 to i32
  %207 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %204, i32 16, i32 31)
  %208 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %206, i32 16, i32 31)
  %209 = zext i32 %208 to i64
  %210 = shl nuw i64 %209, 32
  %211 = zext i32 %207 to i64
  %212 = or disjoint i64 %210, %211
  %213 = bitcast i64 %212 to double
  %214 = fadd contract double %196, %213
  %215 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 16, i32 31)
  %216 = add nsw i32 %215, %202
  %217 = bitcast double %214 to i64
  %218 = trunc i64 %217 to i32
  %219 = lshr i64 %217, 32
  %220 = trunc nuw i64 %219 to i32
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %218, i32 8, i32 31)
  %222 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %220, i32 8, i32 31)
  %223 = zext i32 %222 to i64
  %224 = shl nuw i64 %223, 32
  %225 = zext i32 %221 to i64
  %226 = or disjoint i64 %224, %225
  %227 = bitcast i64 %226 to double
  %228 = fadd contract double %214, %227
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %216, i32 8, i32 31)
  %230 = add nsw i32 %229, %216
  %231 = bitcast double %228 to i64
  %232 = trunc i64 %231 to i32
  %233 = lshr i64 %231, 32
  %234 = trunc nuw i64 %233 to i32
  %235 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %232, i32 4, i32 31)
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %234, i32 4, i32 31)
  %237 = zext i32 %236 to i64
  %238 = shl nuw i64 %237, 32
  %239 = zext i32 %235 to i64
  %240 = or disjoint i64 %238, %239
  %241 = bitcast i64 %240 to double
  %242 = fadd contract double %228, %241
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %230, i32 4, i32 31)
  %244 = add nsw i32 %243, %230
  %245 = bitcast double %242 to i64
  %246 = trunc i64 %245 to i32
  %247 = lshr i64 %245, 32
  %248 = trunc nuw i64 %247 to i32
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %246, i32 2, i32 31)
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %248, i32 2, i32 31)
  %251 = zext i32 %250 to i64
  %252 = shl nuw i64 %251, 32
  %253 = zext i32 %249 to i64
  %254 = or disjoint i64 %252, %253
  %255 = bitcast i64 %254 to double
  %256 = fadd contract double %242, %255
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %244, i32 2, i32 31)
  %258 = add nsw i32 %257, %244
  %259 = bitcast double %256 to i64
  %260 = trunc i64 %259 to i32
  %261 = lshr i64 %259, 32
  %262 = trunc nuw i64 %261 to i32
  %263 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %260, i32 1, i32 31)
  %264 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %262, i32 1, i32 31)
  %265 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 1, i32 31)
  %266 = add nsw i32 %265, %258
  br i1 %120, label %267, label %355

267:                                              ; preds = %201
  %268 = zext i32 %264 to i64
  %269 = shl nuw i64 %268, 32
  %270 = zext i32 %263 to i64
  %271 = or disjoint i64 %269, %270
  %272 = bitcast i64 %271 to double
  %273 = fadd contract double %256, %272
  %274 = fdiv contract double 0x416713555C9EFABF, %273
  %275 = fcmp contract ole double %274, 1.024000e+04
  %276 = icmp sgt i32 %266, 0
  %277 = select i1 %275, i1 %276, i1 false
  br i1 %277, label %278, label %353

278:                                              ; preds = %267
  %279 = uitofp nneg i32 %266 to double
  %280 = fdiv contract double 4.096000e+03, %279
  %281 = tail call i32 @llvm.nvvm.d2i.hi(double %280) #10
  %282 = tail call i32 @llvm.nvvm.d2i.lo(double %280) #10
  %283 = icmp slt i32 %281, 1048576
  br i1 %283, label %284, label %288

284:                                              ; preds = %278
  %285 = fmul double %280, 0x4350000000000000
  %286 = tail call i32 @llvm.nvvm.d2i.lo(double %285) #10
  %287 = tail call i32 @llvm.nvvm.d2i.hi(double %285) #10
  br label %288

288:                                              ; preds = %284, %278
  %289 = phi double [ %285, %284 ], [ %280, %278 ]
  %290 = phi i32 [ %287, %284 ], [ %281, %278 ]
  %291 = phi i32 [ %286, %284 ], [ %282, %278 ]
  %292 = phi i32 [ -1077, %284 ], [ -1023, %278 ]
  %293 = add i32 %290, -1
  %294 = icmp ult i32 %293, 2146435071
  br i1 %294, label %295, label %344

295:                                              ; preds = %288
  %296 = lshr i32 %290, 20
  %297 = add nsw i32 %292, %296
  %298 = and i32 %290, 1048575
  %299 = or disjoint i32 %298, 1072693248
  %300 = tail call double @llvm.nvvm.lohi.i2d(i32 %291, i32 %299) #10
  %301 = icmp samesign ugt i32 %299, 1073127582
  %302 = tail call i32 @llvm.nvvm.d2i.lo(double %300) #10
  %303 = tail call i32 @llvm.nvvm.d2i.hi(double %300) #10
  %304 = add i32 %303, -1048576
  %305 = tail call double @llvm.nvvm.lohi.i2d(i32 %302, i32 %304) #10
  %306 = select i1 %301, double %305, double %300
  %307 = zext i1 %301 to i32
  %308 = add nsw i32 %297, %307
  %309 = fadd double %306, -1.000000e+00
  %310 = fadd double %306, 1.000000e+00
  %311 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %310) #10
  %312 = fneg double %310
  %313 = tail call double @llvm.fma.f64(double %312, double %311, double 1.000000e+00)
  %314 = tail call double @llvm.fma.f64(double %313, double %313, double %313)
  %315 = tail call double @llvm.fma.f64(double %314, double %311, double %311)
  %316 = fmul double %309, %315
  %317 = fadd double %316, %316
  %318 = fmul double %317, %317
  %319 = tail call double @llvm.fma.f64(double %318, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %320 = tail call double @llvm.fma.f64(double %319, double %318, double 0x3EF3B2669F02676F)
  %321 = tail call double @llvm.fma.f64(double %320, double %318, double 0x3F1745CBA9AB0956)
  %322 = tail call double @llvm.fma.f64(double %321, double %318, double 0x3F3C71C72D1B5154)
  %323 = tail call double @llvm.fma.f64(double %322, double %318, double 0x3F624924923BE72D)
  %324 = tail call double @llvm.fma.f64(double %323, double %318, double 0x3F8999999999A3C4)
  %325 = tail call double @llvm.fma.f64(double %324, double %318, double 0x3FB5555555555554)
  %326 = fsub double %309, %317
  %327 = fmul double %326, 2.000000e+00
  %328 = fneg double %317
  %329 = tail call double @llvm.fma.f64(double %328, double %309, double %327)
  %330 = fmul double %315, %329
  %331 = fmul double %318, %325
  %332 = tail call double @llvm.fma.f64(double %331, double %317, double %330)
  %333 = xor i32 %308, -2147483648
  %334 = tail call double @llvm.nvvm.lohi.i2d(i32 %333, i32 1127219200) #10
  %335 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
  %336 = fsub double %334, %335
  %337 = tail call double @llvm.fma.f64(double %336, double 0x3FE62E42FEFA39EF, double %317)
  %338 = fneg double %336
  %339 = tail call double @llvm.fma.f64(double %338, double 0x3FE62E42FEFA39EF, double %337)
  %340 = fsub double %339, %317
  %341 = fsub double %332, %340
  %342 = tail call double @llvm.fma.f64(double %336, double 0x3C7ABC9E3B39803F, double %341)
  %343 = fadd double %337, %342
  br label %350

344:                                              ; preds = %288
  %345 = tail call double @llvm.fma.f64(double %289, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %346 = tail call i32 @llvm.nvvm.d2i.hi(double %289) #10
  %347 = and i32 %346, 2147483647
  %348 = icmp eq i32 %347, 0
  %349 = select i1 %348, double 0xFFF0000000000000, double %345
  br label %350

350:                                              ; preds = %295, %344
  %351 = phi double [ %343, %295 ], [ %349, %344 ]
  %352 = fmul contract double %351, 4.096000e+03
  br label %353

353:                                              ; preds = %350, %267
  %354 = phi double [ %352, %350 ], [ %274, %267 ]
  store double %354, ptr %2, align 8, !tbaa !22
  br label %355

355:                                              ; preds = %201, %353, %186
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @countmin_update(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i64 noundef %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %23

9:                                                ; preds = %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = zext nneg i32 %8 to i64
  %13 = mul nuw nsw i64 %11, %12
  %14 = zext nneg i32 %7 to i64
  %15 = add nuw nsw i64 %13, %14
  %16 = icmp slt i64 %15, %4
  br i1 %16, label %17, label %29

17:                                               ; preds = %9
  %18 = load i64, ptr addrspacecast (ptr addrspace(4) @c_cm_seed to ptr), align 8, !tbaa !11
  %19 = add i64 %18, 2870177450012600273
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = zext nneg i32 %20 to i64
  %22 = mul nuw nsw i64 %21, %12
  br label %30

23:                                               ; preds = %6, %23
  %24 = phi i32 [ %7, %6 ], [ %27, %23 ]
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %25
  store i32 0, ptr %26, align 4, !tbaa !6
  %27 = add nuw nsw i32 %24, %8
  %28 = icmp samesign ult i32 %27, 8192
  br i1 %28, label %23, label %9, !llvm.loop !24

29:                                               ; preds = %30, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %96

30:                                               ; preds = %17, %30
  %31 = phi i64 [ %15, %17 ], [ %93, %30 ]
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i32, ptr %1, i64 %31
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i32, ptr %2, i64 %31
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = zext i32 %35 to i64
  %39 = shl nuw i64 %38, 32
  %40 = zext i32 %33 to i64
  %41 = or disjoint i64 %39, %40
  %42 = mul i64 %41, -4417276706812531889
  %43 = mul i64 %41, -7788283243316379648
  %44 = lshr i64 %42, 33
  %45 = or disjoint i64 %44, %43
  %46 = mul i64 %45, -7046029288634856825
  %47 = xor i64 %46, %19
  %48 = tail call i64 @llvm.fshl.i64(i64 %47, i64 %47, i64 27)
  %49 = mul i64 %48, -7046029288634856825
  %50 = add i64 %49, -8796714831421723037
  %51 = zext i32 %37 to i64
  %52 = mul i64 %51, -7046029288634856825
  %53 = xor i64 %50, %52
  %54 = tail call i64 @llvm.fshl.i64(i64 %53, i64 %53, i64 23)
  %55 = mul i64 %54, -4417276706812531889
  %56 = add i64 %55, 1609587929392839161
  %57 = lshr i64 %56, 33
  %58 = xor i64 %57, %56
  %59 = mul i64 %58, -4417276706812531889
  %60 = lshr i64 %59, 29
  %61 = xor i64 %60, %59
  %62 = mul i64 %61, 1609587929392839161
  %63 = lshr i64 %62, 32
  %64 = xor i64 %63, %62
  %65 = trunc i64 %64 to i32
  %66 = trunc nuw i64 %63 to i32
  %67 = or i32 %66, 1
  %68 = getelementptr inbounds nuw i32, ptr %3, i64 %31
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = and i64 %64, 2047
  %71 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %70
  %72 = atomicrmw add ptr %71, i32 %69 seq_cst, align 4
  %73 = add i32 %67, %65
  %74 = and i32 %73, 2047
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 8192
  %78 = atomicrmw add ptr %77, i32 %69 seq_cst, align 4
  %79 = shl i32 %67, 1
  %80 = add i32 %79, %65
  %81 = and i32 %80, 2047
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 16384
  %85 = atomicrmw add ptr %84, i32 %69 seq_cst, align 4
  %86 = mul i32 %67, 3
  %87 = add i32 %86, %65
  %88 = and i32 %87, 2047
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 24576
  %92 = atomicrmw add ptr %91, i32 %69 seq_cst, align 4
  %93 = add nuw nsw i64 %31, %22
  %94 = icmp slt i64 %93, %4
  br i1 %94, label %30, label %29, !llvm.loop !25

95:                                               ; preds = %105
  ret void

96:                                               ; preds = %29, %105
  %97 = phi i32 [ %7, %29 ], [ %106, %105 ]
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %96
  %103 = getelementptr inbounds nuw i32, ptr %5, i64 %98
  %104 = atomicrmw add ptr %103, i32 %100 seq_cst, align 4
  br label %105

105:                                              ; preds = %102, %96
  %106 = add nuw nsw i32 %97, %8
  %107 = icmp samesign ult i32 %106, 8192
  br i1 %107, label %96, label %95, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="512" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="1024" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

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
!12 = !{!"long long", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !8, i64 0}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
