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
  br label %23

8:                                                ; preds = %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = mul nuw nsw i64 %10, %12
  %14 = zext nneg i32 %6 to i64
  %15 = add nuw nsw i64 %13, %14
  %16 = icmp slt i64 %15, %3
  br i1 %16, label %17, label %29

17:                                               ; preds = %8
  %18 = load i64, ptr addrspacecast (ptr addrspace(4) @c_hll_seed to ptr), align 8, !tbaa !11
  %19 = add i64 %18, 2870177450012600273
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = zext nneg i32 %20 to i64
  %22 = mul nuw nsw i64 %21, %12
  br label %30

23:                                               ; preds = %5, %23
  %24 = phi i32 [ %6, %5 ], [ %27, %23 ]
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16hll_insert_flowsE5s_reg to ptr), i64 %25
  store i32 0, ptr %26, align 4, !tbaa !6
  %27 = add nuw nsw i32 %24, %7
  %28 = icmp samesign ult i32 %27, 4096
  br i1 %28, label %23, label %8, !llvm.loop !13

29:                                               ; preds = %30, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %79

30:                                               ; preds = %17, %30
  %31 = phi i64 [ %15, %17 ], [ %76, %30 ]
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %31
  %33 = addrspacecast ptr %32 to ptr addrspace(1)
  %34 = load i32, ptr addrspace(1) %33, align 4, !invariant.load !16
  %35 = getelementptr inbounds nuw i32, ptr %1, i64 %31
  %36 = addrspacecast ptr %35 to ptr addrspace(1)
  %37 = load i32, ptr addrspace(1) %36, align 4, !invariant.load !16
  %38 = getelementptr inbounds nuw i32, ptr %2, i64 %31
  %39 = addrspacecast ptr %38 to ptr addrspace(1)
  %40 = load i32, ptr addrspace(1) %39, align 4, !invariant.load !16
  %41 = zext i32 %37 to i64
  %42 = shl nuw i64 %41, 32
  %43 = zext i32 %34 to i64
  %44 = or disjoint i64 %42, %43
  %45 = mul i64 %44, -4417276706812531889
  %46 = mul i64 %44, -7788283243316379648
  %47 = lshr i64 %45, 33
  %48 = or disjoint i64 %47, %46
  %49 = mul i64 %48, -7046029288634856825
  %50 = xor i64 %49, %19
  %51 = tail call i64 @llvm.fshl.i64(i64 %50, i64 %50, i64 27)
  %52 = mul i64 %51, -7046029288634856825
  %53 = add i64 %52, -8796714831421723037
  %54 = zext i32 %40 to i64
  %55 = mul i64 %54, -7046029288634856825
  %56 = xor i64 %53, %55
  %57 = tail call i64 @llvm.fshl.i64(i64 %56, i64 %56, i64 23)
  %58 = mul i64 %57, -4417276706812531889
  %59 = add i64 %58, 1609587929392839161
  %60 = lshr i64 %59, 33
  %61 = xor i64 %60, %59
  %62 = mul i64 %61, -4417276706812531889
  %63 = lshr i64 %62, 29
  %64 = xor i64 %63, %62
  %65 = mul i64 %64, 1609587929392839161
  %66 = lshr i64 %65, 32
  %67 = xor i64 %66, %65
  %68 = lshr i64 %65, 52
  %69 = shl i64 %67, 12
  %70 = or disjoint i64 %69, 2048
  %71 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 range(i64 2048, 0) %70, i1 true)
  %72 = trunc nuw nsw i64 %71 to i32
  %73 = add nuw nsw i32 %72, 1
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16hll_insert_flowsE5s_reg to ptr), i64 %68
  %75 = atomicrmw umax ptr %74, i32 %73 seq_cst, align 4
  %76 = add nuw nsw i64 %31, %22
  %77 = icmp slt i64 %76, %3
  br i1 %77, label %30, label %29, !llvm.loop !17

78:                                               ; preds = %88
  ret void

79:                                               ; preds = %29, %88
  %80 = phi i32 [ %6, %29 ], [ %89, %88 ]
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16hll_insert_flowsE5s_reg to ptr), i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %88, label %85

85:                                               ; preds = %79
  %86 = getelementptr inbounds nuw i32, ptr %4, i64 %81
  %87 = atomicrmw umax ptr %86, i32 %83 seq_cst, align 4
  br label %88

88:                                               ; preds = %85, %79
  %89 = add nuw nsw i32 %80, %11
  %90 = icmp samesign ult i32 %89, 4096
  br i1 %90, label %79, label %78, !llvm.loop !18
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hll_estimate_union(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp sgt i32 %1, 0
  %7 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248) #9
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %4, %16
  %10 = phi double [ 0.000000e+00, %4 ], [ %28, %16 ]
  %11 = phi i32 [ 0, %4 ], [ %31, %16 ]
  %12 = phi i32 [ %5, %4 ], [ %32, %16 ]
  br i1 %6, label %13, label %16

13:                                               ; preds = %9
  %14 = zext nneg i32 %12 to i64
  %15 = getelementptr i32, ptr %0, i64 %14
  br label %34

16:                                               ; preds = %34, %9
  %17 = phi i32 [ 0, %9 ], [ %41, %34 ]
  %18 = tail call noundef range(i32 0, 54) i32 @llvm.umin.i32(i32 %17, i32 53)
  %19 = zext nneg i32 %12 to i64
  %20 = getelementptr inbounds nuw i32, ptr %3, i64 %19
  store i32 %18, ptr %20, align 4, !tbaa !6
  %21 = shl nuw nsw i32 %18, 20
  %22 = sub nuw nsw i32 1072693248, %21
  %23 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %22) #9
  %24 = tail call double @llvm.nvvm.mul.rn.d(double 1.000000e+00, double %23) #9
  %25 = tail call double @llvm.nvvm.mul.rn.d(double %24, double %7) #9
  %26 = tail call double @llvm.nvvm.mul.rn.d(double %25, double %7) #9
  %27 = tail call noundef double @llvm.nvvm.mul.rn.d(double %26, double %7) #9
  %28 = fadd contract double %10, %27
  %29 = icmp eq i32 %17, 0
  %30 = zext i1 %29 to i32
  %31 = add nuw nsw i32 %11, %30
  %32 = add nuw nsw i32 %12, %8
  %33 = icmp samesign ult i32 %32, 4096
  br i1 %33, label %9, label %44, !llvm.loop !19

34:                                               ; preds = %13, %34
  %35 = phi i32 [ 0, %13 ], [ %42, %34 ]
  %36 = phi i32 [ 0, %13 ], [ %41, %34 ]
  %37 = zext nneg i32 %35 to i64
  %38 = shl nuw nsw i64 %37, 14
  %39 = getelementptr i8, ptr %15, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = tail call noundef i32 @llvm.umax.i32(i32 %36, i32 %40)
  %42 = add nuw nsw i32 %35, 1
  %43 = icmp eq i32 %42, %1
  br i1 %43, label %16, label %34, !llvm.loop !20

44:                                               ; preds = %16
  %45 = bitcast double %28 to i64
  %46 = trunc i64 %45 to i32
  %47 = lshr i64 %45, 32
  %48 = trunc nuw i64 %47 to i32
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 16, i32 31)
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 16, i32 31)
  %51 = zext i32 %50 to i64
  %52 = shl nuw i64 %51, 32
  %53 = zext i32 %49 to i64
  %54 = or disjoint i64 %52, %53
  %55 = bitcast i64 %54 to double
  %56 = fadd contract double %28, %55
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 16, i32 31)
  %58 = add nsw i32 %57, %31
  %59 = bitcast double %56 to i64
  %60 = trunc i64 %59 to i32
  %61 = lshr i64 %59, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 8, i32 31)
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 8, i32 31)
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = zext i32 %63 to i64
  %68 = or disjoint i64 %66, %67
  %69 = bitcast i64 %68 to double
  %70 = fadd contract double %56, %69
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 8, i32 31)
  %72 = add nsw i32 %71, %58
  %73 = bitcast double %70 to i64
  %74 = trunc i64 %73 to i32
  %75 = lshr i64 %73, 32
  %76 = trunc nuw i64 %75 to i32
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 4, i32 31)
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 4, i32 31)
  %79 = zext i32 %78 to i64
  %80 = shl nuw i64 %79, 32
  %81 = zext i32 %77 to i64
  %82 = or disjoint i64 %80, %81
  %83 = bitcast i64 %82 to double
  %84 = fadd contract double %70, %83
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 4, i32 31)
  %86 = add nsw i32 %85, %72
  %87 = bitcast double %84 to i64
  %88 = trunc i64 %87 to i32
  %89 = lshr i64 %87, 32
  %90 = trunc nuw i64 %89 to i32
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 2, i32 31)
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 2, i32 31)
  %93 = zext i32 %92 to i64
  %94 = shl nuw i64 %93, 32
  %95 = zext i32 %91 to i64
  %96 = or disjoint i64 %94, %95
  %97 = bitcast i64 %96 to double
  %98 = fadd contract double %84, %97
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 2, i32 31)
  %100 = add nsw i32 %99, %86
  %101 = bitcast double %98 to i64
  %102 = trunc i64 %101 to i32
  %103 = lshr i64 %101, 32
  %104 = trunc nuw i64 %103 to i32
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 1, i32 31)
  %106 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 1, i32 31)
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 1, i32 31)
  %108 = and i32 %5, 31
  %109 = lshr i32 %5, 5
  %110 = icmp eq i32 %108, 0
  br i1 %110, label %111, label %122

111:                                              ; preds = %44
  %112 = add nsw i32 %107, %100
  %113 = zext i32 %106 to i64
  %114 = shl nuw i64 %113, 32
  %115 = zext i32 %105 to i64
  %116 = or disjoint i64 %114, %115
  %117 = bitcast i64 %116 to double
  %118 = fadd contract double %98, %117
  %119 = zext nneg i32 %109 to i64
  %120 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE5s_sum to ptr), i64 %119
  store double %118, ptr %120, align 8, !tbaa !21
  %121 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE6s_zero to ptr), i64 %119
  store i32 %112, ptr %121, align 4, !tbaa !6
  br label %122

122:                                              ; preds = %111, %44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %123 = icmp eq i32 %109, 0
  br i1 %123, label %124, label %294

124:                                              ; preds = %122
  %125 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %126 = lshr i32 %125, 5
  %127 = icmp samesign ult i32 %108, %126
  br i1 %127, label %128, label %132

128:                                              ; preds = %124
  %129 = zext nneg i32 %108 to i64
  %130 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE5s_sum to ptr), i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !21
  br label %132

132:                                              ; preds = %124, %128
  %133 = phi contract double [ %131, %128 ], [ 0.000000e+00, %124 ]
  br i1 %127, label %134, label %138

134:                                              ; preds = %132
  %135 = zext nneg i32 %108 to i64
  %136 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18hll_estimate_unionE6s_zero to ptr), i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !6
  br label %138

138:                                              ; preds = %134, %132
  %139 = phi i32 [ %137, %134 ], [ 0, %132 ]
  %140 = bitcast double %133 to i64
  %141 = trunc i64 %140 to i32
  %142 = lshr i64 %140, 32
  %143 = trunc nuw i64 %142 to i32
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %141, i32 16, i32 31)
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 16, i32 31)
  %146 = zext i32 %145 to i64
  %147 = shl nuw i64 %146, 32
  %148 = zext i32 %144 to i64
  %149 = or disjoint i64 %147, %148
  %150 = bitcast i64 %149 to double
  %151 = fadd contract double %133, %150
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 16, i32 31)
  %153 = add nsw i32 %152, %139
  %154 = bitcast double %151 to i64
  %155 = trunc i64 %154 to i32
  %156 = lshr i64 %154, 32
  %157 = trunc nuw i64 %156 to i32
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 8, i32 31)
  %159 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 8, i32 31)
  %160 = zext i32 %159 to i64
  %161 = shl nuw i64 %160, 32
  %162 = zext i32 %158 to i64
  %163 = or disjoint i64 %161, %162
  %164 = bitcast i64 %163 to double
  %165 = fadd contract double %151, %164
  %166 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 8, i32 31)
  %167 = add nsw i32 %166, %153
  %168 = bitcast double %165 to i64
  %169 = trunc i64 %168 to i32
  %170 = lshr i64 %168, 32
  %171 = trunc nuw i64 %170 to i32
  %172 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %169, i32 4, i32 31)
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %171, i32 4, i32 31)
  %174 = zext i32 %173 to i64
  %175 = shl nuw i64 %174, 32
  %176 = zext i32 %172 to i64
  %177 = or disjoint i64 %175, %176
  %178 = bitcast i64 %177 to double
  %179 = fadd contract double %165, %178
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %167, i32 4, i32 31)
  %181 = add nsw i32 %180, %167
  %182 = bitcast double %179 to i64
  %183 = trunc i64 %182 to i32
  %184 = lshr i64 %182, 32
  %185 = trunc nuw i64 %184 to i32
  %186 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %183, i32 2, i32 31)
  %187 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %185, i32 2, i32 31)
  %188 = zext i32 %187 to i64
  %189 = shl nuw i64 %188, 32
  %190 = zext i32 %186 to i64
  %191 = or disjoint i64 %189, %190
  %192 = bitcast i64 %191 to double
  %193 = fadd contract double %179, %192
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %181, i32 2, i32 31)
  %195 = add nsw i32 %194, %181
  %196 = bitcast double %193 to i64
  %197 = trunc i64 %196 to i32
  %198 = lshr i64 %196, 32
  %199 = trunc nuw i64 %198 to i32
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %197, i32 1, i32 31)
  %201 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %199, i32 1, i32 31)
  %202 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 1, i32 31)
  %203 = add nsw i32 %202, %195
  br i1 %110, label %204, label %294

204:                                              ; preds = %138
  %205 = zext i32 %201 to i64
  %206 = shl nuw i64 %205, 32
  %207 = zext i32 %200 to i64
  %208 = or disjoint i64 %206, %207
  %209 = bitcast i64 %208 to double
  %210 = fadd contract double %193, %209
  %211 = fdiv contract double 0x416713555C9EFABF, %210
  %212 = fcmp contract ole double %211, 1.024000e+04
  %213 = icmp sgt i32 %203, 0
  %214 = select i1 %212, i1 %213, i1 false
  br i1 %214, label %215, label %292

215:                                              ; preds = %204
  %216 = uitofp nneg i32 %203 to double
  %217 = fdiv contract double 4.096000e+03, %216
  %218 = tail call i32 @llvm.nvvm.d2i.hi(double %217) #9
  %219 = tail call i32 @llvm.nvvm.d2i.lo(double %217) #9
  %220 = icmp slt i32 %218, 1048576
  br i1 %220, label %221, label %225

221:                                              ; preds = %215
  %222 = fmul double %217, 0x4350000000000000
  %223 = tail call i32 @llvm.nvvm.d2i.hi(double %222) #9
  %224 = tail call i32 @llvm.nvvm.d2i.lo(double %222) #9
  br label %225

225:                                              ; preds = %221, %215
  %226 = phi double [ %222, %221 ], [ %217, %215 ]
  %227 = phi i32 [ %223, %221 ], [ %218, %215 ]
  %228 = phi i32 [ %224, %221 ], [ %219, %215 ]
  %229 = phi i32 [ -1077, %221 ], [ -1023, %215 ]
  %230 = add i32 %227, -1
  %231 = icmp ult i32 %230, 2146435071
  br i1 %231, label %232, label %283

232:                                              ; preds = %225
  %233 = lshr i32 %227, 20
  %234 = add nsw i32 %229, %233
  %235 = and i32 %227, 1048575
  %236 = or disjoint i32 %235, 1072693248
  %237 = tail call double @llvm.nvvm.lohi.i2d(i32 %228, i32 %236) #9
  %238 = icmp samesign ugt i32 %236, 1073127582
  br i1 %238, label %239, label %245

239:                                              ; preds = %232
  %240 = tail call i32 @llvm.nvvm.d2i.lo(double %237) #9
  %241 = tail call i32 @llvm.nvvm.d2i.hi(double %237) #9
  %242 = add i32 %241, -1048576
  %243 = tail call double @llvm.nvvm.lohi.i2d(i32 %240, i32 %242) #9
  %244 = add nsw i32 %234, 1
  br label %245

245:                                              ; preds = %239, %232
  %246 = phi double [ %243, %239 ], [ %237, %232 ]
  %247 = phi i32 [ %244, %239 ], [ %234, %232 ]
  %248 = fadd double %246, -1.000000e+00
  %249 = fadd double %246, 1.000000e+00
  %250 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %249) #9
  %251 = fneg double %249
  %252 = tail call double @llvm.fma.f64(double %251, double %250, double 1.000000e+00)
  %253 = tail call double @llvm.fma.f64(double %252, double %252, double %252)
  %254 = tail call double @llvm.fma.f64(double %253, double %250, double %250)
  %255 = fmul double %248, %254
  %256 = fadd double %255, %255
  %257 = fmul double %256, %256
  %258 = tail call double @llvm.fma.f64(double %257, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %259 = tail call double @llvm.fma.f64(double %258, double %257, double 0x3EF3B2669F02676F)
  %260 = tail call double @llvm.fma.f64(double %259, double %257, double 0x3F1745CBA9AB0956)
  %261 = tail call double @llvm.fma.f64(double %260, double %257, double 0x3F3C71C72D1B5154)
  %262 = tail call double @llvm.fma.f64(double %261, double %257, double 0x3F624924923BE72D)
  %263 = tail call double @llvm.fma.f64(double %262, double %257, double 0x3F8999999999A3C4)
  %264 = tail call double @llvm.fma.f64(double %263, double %257, double 0x3FB5555555555554)
  %265 = fsub double %248, %256
  %266 = fmul double %265, 2.000000e+00
  %267 = fneg double %256
  %268 = tail call double @llvm.fma.f64(double %267, double %248, double %266)
  %269 = fmul double %254, %268
  %270 = fmul double %257, %264
  %271 = tail call double @llvm.fma.f64(double %270, double %256, double %269)
  %272 = xor i32 %247, -2147483648
  %273 = tail call double @llvm.nvvm.lohi.i2d(i32 %272, i32 1127219200) #9
  %274 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %275 = fsub double %273, %274
  %276 = tail call double @llvm.fma.f64(double %275, double 0x3FE62E42FEFA39EF, double %256)
  %277 = fneg double %275
  %278 = tail call double @llvm.fma.f64(double %277, double 0x3FE62E42FEFA39EF, double %276)
  %279 = fsub double %278, %256
  %280 = fsub double %271, %279
  %281 = tail call double @llvm.fma.f64(double %275, double 0x3C7ABC9E3B39803F, double %280)
  %282 = fadd double %276, %281
  br label %289

283:                                              ; preds = %225
  %284 = tail call double @llvm.fma.f64(double %226, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %285 = tail call i32 @llvm.nvvm.d2i.hi(double %226) #9
  %286 = and i32 %285, 2147483647
  %287 = icmp eq i32 %286, 0
  %288 = select i1 %287, double 0xFFF0000000000000, double %284
  br label %289

289:                                              ; preds = %245, %283
  %290 = phi double [ %282, %245 ], [ %288, %283 ]
  %291 = fmul contract double %290, 4.096000e+03
  br label %292

292:                                              ; preds = %289, %204
  %293 = phi double [ %291, %289 ], [ %211, %204 ]
  store double %293, ptr %2, align 8, !tbaa !21
  br label %294

294:                                              ; preds = %138, %292, %122
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @countmin_update(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i64 noundef %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %24

9:                                                ; preds = %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = zext nneg i32 %7 to i64
  %16 = add nuw nsw i64 %14, %15
  %17 = icmp slt i64 %16, %4
  br i1 %17, label %18, label %30

18:                                               ; preds = %9
  %19 = load i64, ptr addrspacecast (ptr addrspace(4) @c_cm_seed to ptr), align 8, !tbaa !11
  %20 = add i64 %19, 2870177450012600273
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %13
  br label %31

24:                                               ; preds = %6, %24
  %25 = phi i32 [ %7, %6 ], [ %28, %24 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %26
  store i32 0, ptr %27, align 4, !tbaa !6
  %28 = add nuw nsw i32 %25, %8
  %29 = icmp samesign ult i32 %28, 8192
  br i1 %29, label %24, label %9, !llvm.loop !23

30:                                               ; preds = %31, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %98

31:                                               ; preds = %18, %31
  %32 = phi i64 [ %16, %18 ], [ %95, %31 ]
  %33 = getelementptr inbounds nuw i32, ptr %3, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds nuw i32, ptr %1, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = zext i32 %36 to i64
  %38 = shl nuw i64 %37, 32
  %39 = getelementptr inbounds nuw i32, ptr %0, i64 %32
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = zext i32 %40 to i64
  %42 = or disjoint i64 %38, %41
  %43 = mul i64 %42, -4417276706812531889
  %44 = lshr i64 %43, 33
  %45 = mul i64 %42, -7788283243316379648
  %46 = or disjoint i64 %44, %45
  %47 = mul i64 %46, -7046029288634856825
  %48 = xor i64 %47, %20
  %49 = tail call i64 @llvm.fshl.i64(i64 %48, i64 %48, i64 27)
  %50 = mul i64 %49, -7046029288634856825
  %51 = add i64 %50, -8796714831421723037
  %52 = getelementptr inbounds nuw i32, ptr %2, i64 %32
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = zext i32 %53 to i64
  %55 = mul i64 %54, -7046029288634856825
  %56 = xor i64 %51, %55
  %57 = tail call i64 @llvm.fshl.i64(i64 %56, i64 %56, i64 23)
  %58 = mul i64 %57, -4417276706812531889
  %59 = add i64 %58, 1609587929392839161
  %60 = lshr i64 %59, 33
  %61 = xor i64 %60, %59
  %62 = mul i64 %61, -4417276706812531889
  %63 = lshr i64 %62, 29
  %64 = xor i64 %63, %62
  %65 = mul i64 %64, 1609587929392839161
  %66 = lshr i64 %65, 32
  %67 = trunc nuw i64 %66 to i32
  %68 = or i32 %67, 1
  %69 = lshr i64 %65, 32
  %70 = xor i64 %69, %65
  %71 = trunc i64 %70 to i32
  %72 = and i64 %70, 2047
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %72
  %74 = atomicrmw add ptr %73, i32 %34 seq_cst, align 4
  %75 = add i32 %68, %71
  %76 = and i32 %75, 2047
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 8192
  %80 = atomicrmw add ptr %79, i32 %34 seq_cst, align 4
  %81 = shl i32 %68, 1
  %82 = add i32 %81, %71
  %83 = and i32 %82, 2047
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 16384
  %87 = atomicrmw add ptr %86, i32 %34 seq_cst, align 4
  %88 = mul i32 %68, 3
  %89 = add i32 %88, %71
  %90 = and i32 %89, 2047
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 24576
  %94 = atomicrmw add ptr %93, i32 %34 seq_cst, align 4
  %95 = add nuw nsw i64 %32, %23
  %96 = icmp slt i64 %95, %4
  br i1 %96, label %31, label %30, !llvm.loop !24

97:                                               ; preds = %107
  ret void

98:                                               ; preds = %30, %107
  %99 = phi i32 [ %7, %30 ], [ %108, %107 ]
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15countmin_updateE4s_cm to ptr), i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %107, label %104

104:                                              ; preds = %98
  %105 = getelementptr inbounds nuw i32, ptr %5, i64 %100
  %106 = atomicrmw add ptr %105, i32 %102 seq_cst, align 4
  br label %107

107:                                              ; preds = %104, %98
  %108 = add nuw nsw i32 %99, %12
  %109 = icmp samesign ult i32 %108, 8192
  br i1 %109, label %98, label %97, !llvm.loop !25
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="512" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="1024" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
