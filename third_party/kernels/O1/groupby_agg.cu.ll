; ModuleID = 'src/groupby_agg.cu'
source_filename = "src/groupby_agg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GroupRow = type { i64, double, double, i64, float, float }

@_ZZ21groupby_shared_preaggE6s_keys = internal addrspace(3) global [512 x i64] undef, align 8
@_ZZ21groupby_shared_preaggE5s_sum = internal addrspace(3) global [512 x double] undef, align 8
@_ZZ21groupby_shared_preaggE5s_cnt = internal addrspace(3) global [512 x i32] undef, align 4
@_ZZ21groupby_shared_preaggE5s_min = internal addrspace(3) global [512 x i32] undef, align 4
@_ZZ21groupby_shared_preaggE5s_max = internal addrspace(3) global [512 x i32] undef, align 4
@_ZZ21groupby_compact_tableE6s_warp = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ21groupby_compact_tableE6s_base = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local noundef i32 @_Z20table_find_or_insertPyjy(ptr noundef captures(none) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = add i32 %1, -1
  %5 = tail call noundef range(i32 0, 65) i32 @llvm.umin.i32(i32 %1, i32 64)
  %6 = icmp eq i32 %1, 0
  br i1 %6, label %35, label %7

7:                                                ; preds = %3
  %8 = lshr i64 %2, 33
  %9 = xor i64 %8, %2
  %10 = mul i64 %9, -49064778989728563
  %11 = lshr i64 %10, 33
  %12 = xor i64 %11, %10
  %13 = mul i64 %12, -4265267296055464877
  %14 = lshr i64 %13, 33
  %15 = xor i64 %14, %13
  %16 = trunc i64 %15 to i32
  %17 = and i32 %4, %16
  br label %18

18:                                               ; preds = %7, %30
  %19 = phi i32 [ %29, %30 ], [ undef, %7 ]
  %20 = phi i32 [ %33, %30 ], [ 0, %7 ]
  %21 = phi i32 [ %32, %30 ], [ %17, %7 ]
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i64, ptr %0, i64 %22
  %24 = cmpxchg ptr %23, i64 -1, i64 %2 seq_cst seq_cst, align 8
  %25 = extractvalue { i64, i1 } %24, 0
  %26 = extractvalue { i64, i1 } %24, 1
  %27 = icmp eq i64 %25, %2
  %28 = or i1 %26, %27
  %29 = select i1 %28, i32 %21, i32 %19
  br i1 %28, label %35, label %30

30:                                               ; preds = %18
  %31 = add i32 %21, 1
  %32 = and i32 %31, %4
  %33 = add nuw nsw i32 %20, 1
  %34 = icmp eq i32 %33, %5
  br i1 %34, label %35, label %18, !llvm.loop !11

35:                                               ; preds = %18, %30, %3
  %36 = phi i32 [ -1, %3 ], [ %29, %18 ], [ -1, %30 ]
  ret i32 %36
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @groupby_hash_aggregate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8, ptr noalias noundef captures(none) %9) local_unnamed_addr #1 {
  %11 = icmp eq i32 %8, 0
  %12 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %8, i1 true)
  %13 = xor i32 %12, 31
  %14 = shl nuw i32 1, %13
  %15 = select i1 %11, i32 0, i32 %14
  br i1 %11, label %68, label %16

16:                                               ; preds = %10
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %18, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = add nuw nsw i64 %21, %23
  %25 = icmp slt i64 %24, %2
  br i1 %25, label %26, label %68

26:                                               ; preds = %16
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = mul nuw nsw i64 %28, %20
  br label %30

30:                                               ; preds = %26, %65
  %31 = phi i64 [ %24, %26 ], [ %66, %65 ]
  %32 = getelementptr inbounds nuw i64, ptr %0, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !14
  %34 = getelementptr inbounds nuw float, ptr %1, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !16
  %36 = icmp eq i64 %33, -1
  %37 = fcmp contract uno float %35, 0.000000e+00
  %38 = select i1 %36, i1 true, i1 %37
  br i1 %38, label %65, label %39

39:                                               ; preds = %30
  %40 = tail call noundef i32 @_Z20table_find_or_insertPyjy(ptr noundef %3, i32 noundef %15, i64 noundef %33) #7
  %41 = icmp slt i32 %40, 0
  br i1 %41, label %42, label %44

42:                                               ; preds = %39
  %43 = atomicrmw add ptr %9, i32 1 seq_cst, align 4
  br label %65

44:                                               ; preds = %39
  %45 = fpext contract float %35 to double
  %46 = zext nneg i32 %40 to i64
  %47 = getelementptr inbounds nuw double, ptr %4, i64 %46
  %48 = atomicrmw fadd ptr %47, double %45 seq_cst, align 8
  %49 = getelementptr inbounds nuw i64, ptr %5, i64 %46
  %50 = atomicrmw add ptr %49, i64 1 seq_cst, align 8
  %51 = getelementptr inbounds nuw i32, ptr %6, i64 %46
  %52 = fcmp contract ult float %35, 0.000000e+00
  %53 = bitcast float %35 to i32
  br i1 %52, label %56, label %54

54:                                               ; preds = %44
  %55 = atomicrmw min ptr %51, i32 %53 seq_cst, align 4
  br label %58

56:                                               ; preds = %44
  %57 = atomicrmw umax ptr %51, i32 %53 seq_cst, align 4
  br label %58

58:                                               ; preds = %54, %56
  %59 = getelementptr inbounds nuw i32, ptr %7, i64 %46
  %60 = bitcast float %35 to i32
  br i1 %52, label %63, label %61

61:                                               ; preds = %58
  %62 = atomicrmw max ptr %59, i32 %60 seq_cst, align 4
  br label %65

63:                                               ; preds = %58
  %64 = atomicrmw umin ptr %59, i32 %60 seq_cst, align 4
  br label %65

65:                                               ; preds = %63, %61, %42, %30
  %66 = add nuw nsw i64 %31, %29
  %67 = icmp slt i64 %66, %2
  br i1 %67, label %30, label %68, !llvm.loop !18

68:                                               ; preds = %65, %16, %10
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @groupby_shared_preagg(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8, ptr noalias noundef captures(none) %9) local_unnamed_addr #2 {
  %11 = icmp eq i32 %8, 0
  %12 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %8, i1 true)
  %13 = xor i32 %12, 31
  %14 = shl nuw i32 1, %13
  %15 = select i1 %11, i32 0, i32 %14
  br i1 %11, label %184, label %16

16:                                               ; preds = %10
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp samesign ult i32 %17, 512
  br i1 %18, label %19, label %21

19:                                               ; preds = %16
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %38

21:                                               ; preds = %38, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = add nsw i64 %23, -1
  %25 = add i64 %24, %2
  %26 = sdiv i64 %25, %23
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = mul nsw i64 %26, %28
  %30 = add nsw i64 %29, %26
  %31 = tail call noundef i64 @llvm.smin.i64(i64 %2, i64 %30)
  %32 = zext nneg i32 %17 to i64
  %33 = add nsw i64 %29, %32
  %34 = icmp slt i64 %33, %31
  br i1 %34, label %35, label %48

35:                                               ; preds = %21
  %36 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = zext nneg i32 %36 to i64
  br label %52

38:                                               ; preds = %19, %38
  %39 = phi i32 [ %17, %19 ], [ %46, %38 ]
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE6s_keys to ptr), i64 %40
  store i64 -1, ptr %41, align 8, !tbaa !14
  %42 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_sum to ptr), i64 %40
  store double 0.000000e+00, ptr %42, align 8, !tbaa !19
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_cnt to ptr), i64 %40
  store i32 0, ptr %43, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_min to ptr), i64 %40
  store i32 2139095040, ptr %44, align 4, !tbaa !6
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_max to ptr), i64 %40
  store i32 -8388608, ptr %45, align 4, !tbaa !6
  %46 = add nuw nsw i32 %39, %20
  %47 = icmp samesign ult i32 %46, 512
  br i1 %47, label %38, label %21, !llvm.loop !21

48:                                               ; preds = %137, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %49 = icmp samesign ult i32 %17, 512
  br i1 %49, label %50, label %184

50:                                               ; preds = %48
  %51 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %140

52:                                               ; preds = %35, %137
  %53 = phi i64 [ %33, %35 ], [ %138, %137 ]
  %54 = getelementptr inbounds i64, ptr %0, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !14
  %56 = getelementptr inbounds float, ptr %1, i64 %53
  %57 = load float, ptr %56, align 4, !tbaa !16
  %58 = icmp eq i64 %55, -1
  %59 = fcmp contract uno float %57, 0.000000e+00
  %60 = select i1 %58, i1 true, i1 %59
  br i1 %60, label %137, label %61

61:                                               ; preds = %52
  %62 = lshr i64 %55, 33
  %63 = xor i64 %62, %55
  %64 = mul i64 %63, -49064778989728563
  %65 = lshr i64 %64, 33
  %66 = xor i64 %65, %64
  %67 = mul i64 %66, -4265267296055464877
  %68 = lshr i64 %67, 33
  %69 = xor i64 %68, %67
  %70 = trunc i64 %69 to i32
  br label %71

71:                                               ; preds = %61, %84
  %72 = phi i32 [ %70, %61 ], [ %85, %84 ]
  %73 = phi i32 [ 0, %61 ], [ %86, %84 ]
  %74 = phi i32 [ -1, %61 ], [ %83, %84 ]
  %75 = and i32 %72, 511
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE6s_keys to ptr), i64 %76
  %78 = cmpxchg ptr %77, i64 -1, i64 %55 seq_cst seq_cst, align 8
  %79 = extractvalue { i64, i1 } %78, 0
  %80 = extractvalue { i64, i1 } %78, 1
  %81 = icmp eq i64 %79, %55
  %82 = or i1 %80, %81
  %83 = select i1 %82, i32 %75, i32 %74
  br i1 %82, label %88, label %84

84:                                               ; preds = %71
  %85 = add nuw nsw i32 %75, 1
  %86 = add nuw nsw i32 %73, 1
  %87 = icmp eq i32 %86, 16
  br i1 %87, label %88, label %71, !llvm.loop !22

88:                                               ; preds = %84, %71
  %89 = icmp sgt i32 %83, -1
  br i1 %89, label %90, label %111

90:                                               ; preds = %88
  %91 = zext nneg i32 %83 to i64
  %92 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_sum to ptr), i64 %91
  %93 = fpext contract float %57 to double
  %94 = atomicrmw fadd ptr %92, double %93 seq_cst, align 8
  %95 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_cnt to ptr), i64 %91
  %96 = atomicrmw add ptr %95, i32 1 seq_cst, align 4
  %97 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_min to ptr), i64 %91
  %98 = fcmp contract ult float %57, 0.000000e+00
  %99 = bitcast float %57 to i32
  br i1 %98, label %102, label %100

100:                                              ; preds = %90
  %101 = atomicrmw min ptr %97, i32 %99 seq_cst, align 4
  br label %104

102:                                              ; preds = %90
  %103 = atomicrmw umax ptr %97, i32 %99 seq_cst, align 4
  br label %104

104:                                              ; preds = %100, %102
  %105 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_max to ptr), i64 %91
  %106 = bitcast float %57 to i32
  br i1 %98, label %109, label %107

107:                                              ; preds = %104
  %108 = atomicrmw max ptr %105, i32 %106 seq_cst, align 4
  br label %137

109:                                              ; preds = %104
  %110 = atomicrmw umin ptr %105, i32 %106 seq_cst, align 4
  br label %137

111:                                              ; preds = %88
  %112 = tail call noundef i32 @_Z20table_find_or_insertPyjy(ptr noundef %3, i32 noundef %15, i64 noundef %55) #7
  %113 = icmp slt i32 %112, 0
  br i1 %113, label %114, label %116

114:                                              ; preds = %111
  %115 = atomicrmw add ptr %9, i32 1 seq_cst, align 4
  br label %137

116:                                              ; preds = %111
  %117 = fpext contract float %57 to double
  %118 = zext nneg i32 %112 to i64
  %119 = getelementptr inbounds nuw double, ptr %4, i64 %118
  %120 = atomicrmw fadd ptr %119, double %117 seq_cst, align 8
  %121 = getelementptr inbounds nuw i64, ptr %5, i64 %118
  %122 = atomicrmw add ptr %121, i64 1 seq_cst, align 8
  %123 = getelementptr inbounds nuw i32, ptr %6, i64 %118
  %124 = fcmp contract ult float %57, 0.000000e+00
  %125 = bitcast float %57 to i32
  br i1 %124, label %128, label %126

126:                                              ; preds = %116
  %127 = atomicrmw min ptr %123, i32 %125 seq_cst, align 4
  br label %130

128:                                              ; preds = %116
  %129 = atomicrmw umax ptr %123, i32 %125 seq_cst, align 4
  br label %130

130:                                              ; preds = %126, %128
  %131 = getelementptr inbounds nuw i32, ptr %7, i64 %118
  %132 = bitcast float %57 to i32
  br i1 %124, label %135, label %133

133:                                              ; preds = %130
  %134 = atomicrmw max ptr %131, i32 %132 seq_cst, align 4
  br label %137

135:                                              ; preds = %130
  %136 = atomicrmw umin ptr %131, i32 %132 seq_cst, align 4
  br label %137

137:                                              ; preds = %135, %133, %109, %107, %114, %52
  %138 = add nsw i64 %53, %37
  %139 = icmp slt i64 %138, %31
  br i1 %139, label %52, label %48, !llvm.loop !23

140:                                              ; preds = %50, %181
  %141 = phi i32 [ %17, %50 ], [ %182, %181 ]
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_cnt to ptr), i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !6
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %181, label %146

146:                                              ; preds = %140
  %147 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE6s_keys to ptr), i64 %142
  %148 = load i64, ptr %147, align 8, !tbaa !14
  %149 = tail call noundef i32 @_Z20table_find_or_insertPyjy(ptr noundef %3, i32 noundef %15, i64 noundef %148) #7
  %150 = icmp slt i32 %149, 0
  br i1 %150, label %151, label %153

151:                                              ; preds = %146
  %152 = atomicrmw add ptr %9, i32 %144 seq_cst, align 4
  br label %181

153:                                              ; preds = %146
  %154 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_sum to ptr), i64 %142
  %155 = load double, ptr %154, align 8, !tbaa !19
  %156 = zext i32 %144 to i64
  %157 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_min to ptr), i64 %142
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = bitcast i32 %158 to float
  %160 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_max to ptr), i64 %142
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = bitcast i32 %161 to float
  %163 = zext nneg i32 %149 to i64
  %164 = getelementptr inbounds nuw double, ptr %4, i64 %163
  %165 = atomicrmw fadd ptr %164, double %155 seq_cst, align 8
  %166 = getelementptr inbounds nuw i64, ptr %5, i64 %163
  %167 = atomicrmw add ptr %166, i64 %156 seq_cst, align 8
  %168 = getelementptr inbounds nuw i32, ptr %6, i64 %163
  %169 = fcmp contract ult float %159, 0.000000e+00
  br i1 %169, label %172, label %170

170:                                              ; preds = %153
  %171 = atomicrmw min ptr %168, i32 %158 seq_cst, align 4
  br label %174

172:                                              ; preds = %153
  %173 = atomicrmw umax ptr %168, i32 %158 seq_cst, align 4
  br label %174

174:                                              ; preds = %170, %172
  %175 = getelementptr inbounds nuw i32, ptr %7, i64 %163
  %176 = fcmp contract ult float %162, 0.000000e+00
  br i1 %176, label %179, label %177

177:                                              ; preds = %174
  %178 = atomicrmw max ptr %175, i32 %161 seq_cst, align 4
  br label %181

179:                                              ; preds = %174
  %180 = atomicrmw umin ptr %175, i32 %161 seq_cst, align 4
  br label %181

181:                                              ; preds = %179, %177, %151, %140
  %182 = add nuw nsw i32 %141, %51
  %183 = icmp samesign ult i32 %182, 512
  br i1 %183, label %140, label %184, !llvm.loop !24

184:                                              ; preds = %181, %48, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @groupby_compact_table(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8) local_unnamed_addr #2 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 256
  br i1 %11, label %12, label %106

12:                                               ; preds = %9
  %13 = icmp eq i32 %5, 0
  %14 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %5, i1 true)
  %15 = xor i32 %14, 31
  %16 = shl nuw i32 1, %15
  %17 = select i1 %13, i32 0, i32 %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = shl i32 %19, 8
  %21 = icmp ult i32 %20, %17
  br i1 %21, label %22, label %106

22:                                               ; preds = %12
  %23 = lshr i32 %18, 5
  %24 = and i32 %18, 31
  %25 = shl nsw i32 -1, %24
  %26 = xor i32 %25, -1
  %27 = icmp eq i32 %24, 0
  %28 = zext nneg i32 %23 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 %28
  %30 = icmp eq i32 %18, 0
  %31 = zext nneg i32 %23 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 %31
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %34 = shl i32 %33, 8
  br label %35

35:                                               ; preds = %22, %103
  %36 = phi i32 [ %20, %22 ], [ %104, %103 ]
  %37 = add nuw i32 %36, %18
  %38 = icmp ult i32 %37, %17
  br i1 %38, label %39, label %48

39:                                               ; preds = %35
  %40 = zext nneg i32 %37 to i64
  %41 = getelementptr inbounds nuw i64, ptr %0, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !14
  %43 = getelementptr inbounds nuw i64, ptr %2, i64 %40
  %44 = load i64, ptr %43, align 8, !tbaa !14
  %45 = icmp ne i64 %42, -1
  %46 = icmp ne i64 %44, 0
  %47 = select i1 %45, i1 %46, i1 false
  br label %48

48:                                               ; preds = %39, %35
  %49 = phi i64 [ %44, %39 ], [ 0, %35 ]
  %50 = phi i64 [ %42, %39 ], [ -1, %35 ]
  %51 = phi i1 [ %47, %39 ], [ false, %35 ]
  %52 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %51)
  %53 = and i32 %52, %26
  %54 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %53)
  br i1 %27, label %55, label %57

55:                                               ; preds = %48
  %56 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %52)
  store i32 %56, ptr %29, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %55, %48
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %58, label %79

58:                                               ; preds = %57
  %59 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), align 4, !tbaa !6
  %60 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 4), align 4, !tbaa !6
  store i32 %59, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 4), align 4, !tbaa !6
  %61 = add i32 %60, %59
  %62 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 8), align 4, !tbaa !6
  store i32 %61, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 8), align 4, !tbaa !6
  %63 = add i32 %62, %61
  %64 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 12), align 4, !tbaa !6
  store i32 %63, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 12), align 4, !tbaa !6
  %65 = add i32 %64, %63
  %66 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 16), align 4, !tbaa !6
  store i32 %65, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 16), align 4, !tbaa !6
  %67 = add i32 %66, %65
  %68 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 20), align 4, !tbaa !6
  store i32 %67, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 20), align 4, !tbaa !6
  %69 = add i32 %68, %67
  %70 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 24), align 4, !tbaa !6
  store i32 %69, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 24), align 4, !tbaa !6
  %71 = add i32 %70, %69
  %72 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 28), align 4, !tbaa !6
  store i32 %71, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 28), align 4, !tbaa !6
  %73 = add i32 %72, %71
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %77, label %75

75:                                               ; preds = %58
  %76 = atomicrmw add ptr %7, i32 %73 seq_cst, align 4
  br label %77

77:                                               ; preds = %58, %75
  %78 = phi i32 [ %76, %75 ], [ 0, %58 ]
  store i32 %78, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_base to ptr), align 4, !tbaa !6
  br label %79

79:                                               ; preds = %77, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %51, label %80, label %103

80:                                               ; preds = %79
  %81 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_base to ptr), align 4, !tbaa !6
  %82 = load i32, ptr %32, align 4, !tbaa !6
  %83 = add i32 %81, %54
  %84 = add i32 %83, %82
  %85 = icmp ult i32 %84, %8
  br i1 %85, label %86, label %103

86:                                               ; preds = %80
  %87 = zext i32 %37 to i64
  %88 = getelementptr inbounds nuw double, ptr %1, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !19
  %90 = uitofp i64 %49 to double
  %91 = fdiv contract double %89, %90
  %92 = getelementptr inbounds nuw i32, ptr %3, i64 %87
  %93 = load float, ptr %92, align 4, !tbaa !6
  %94 = getelementptr inbounds nuw i32, ptr %4, i64 %87
  %95 = load float, ptr %94, align 4, !tbaa !6
  %96 = zext i32 %84 to i64
  %97 = getelementptr inbounds nuw %struct.GroupRow, ptr %6, i64 %96
  store i64 %50, ptr %97, align 8, !tbaa !14
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 8
  store double %89, ptr %98, align 8, !tbaa !19
  %99 = getelementptr inbounds nuw i8, ptr %97, i64 16
  store double %91, ptr %99, align 8, !tbaa !19
  %100 = getelementptr inbounds nuw i8, ptr %97, i64 24
  store i64 %49, ptr %100, align 8, !tbaa !14
  %101 = getelementptr inbounds nuw i8, ptr %97, i64 32
  store float %93, ptr %101, align 8, !tbaa !16
  %102 = getelementptr inbounds nuw i8, ptr %97, i64 36
  store float %95, ptr %102, align 4, !tbaa !16
  br label %103

103:                                              ; preds = %80, %86, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %104 = add i32 %36, %34
  %105 = icmp ult i32 %104, %17
  br i1 %105, label %35, label %106, !llvm.loop !25

106:                                              ; preds = %103, %12, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

attributes #0 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
