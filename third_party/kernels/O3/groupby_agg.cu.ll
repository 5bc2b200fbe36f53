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
  br i1 %6, label %33, label %7

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

18:                                               ; preds = %7, %28
  %19 = phi i32 [ %31, %28 ], [ 0, %7 ]
  %20 = phi i32 [ %30, %28 ], [ %17, %7 ]
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i64, ptr %0, i64 %21
  %23 = cmpxchg ptr %22, i64 -1, i64 %2 seq_cst seq_cst, align 8
  %24 = extractvalue { i64, i1 } %23, 0
  %25 = extractvalue { i64, i1 } %23, 1
  %26 = icmp eq i64 %24, %2
  %27 = or i1 %25, %26
  br i1 %27, label %33, label %28

28:                                               ; preds = %18
  %29 = add i32 %20, 1
  %30 = and i32 %29, %4
  %31 = add nuw nsw i32 %19, 1
  %32 = icmp eq i32 %31, %5
  br i1 %32, label %33, label %18, !llvm.loop !11

33:                                               ; preds = %18, %28, %3
  %34 = phi i32 [ -1, %3 ], [ %20, %18 ], [ -1, %28 ]
  ret i32 %34
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @groupby_hash_aggregate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8, ptr noalias noundef captures(none) %9) local_unnamed_addr #1 {
  %11 = icmp eq i32 %8, 0
  %12 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %8, i1 true)
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
  %33 = load i64, ptr %32, align 8, !tbaa !13
  %34 = getelementptr inbounds nuw float, ptr %1, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !15
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
  br i1 %67, label %30, label %68, !llvm.loop !17

68:                                               ; preds = %65, %16, %10
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @groupby_shared_preagg(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8, ptr noalias noundef captures(none) %9) local_unnamed_addr #2 {
  %11 = icmp eq i32 %8, 0
  %12 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %8, i1 true)
  %13 = xor i32 %12, 31
  %14 = shl nuw i32 1, %13
  %15 = select i1 %11, i32 0, i32 %14
  br i1 %11, label %182, label %16

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
  br label %51

38:                                               ; preds = %19, %38
  %39 = phi i32 [ %17, %19 ], [ %46, %38 ]
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE6s_keys to ptr), i64 %40
  store i64 -1, ptr %41, align 8, !tbaa !13
  %42 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_sum to ptr), i64 %40
  store double 0.000000e+00, ptr %42, align 8, !tbaa !18
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_cnt to ptr), i64 %40
  store i32 0, ptr %43, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_min to ptr), i64 %40
  store i32 2139095040, ptr %44, align 4, !tbaa !6
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_max to ptr), i64 %40
  store i32 -8388608, ptr %45, align 4, !tbaa !6
  %46 = add nuw nsw i32 %39, %20
  %47 = icmp samesign ult i32 %46, 512
  br i1 %47, label %38, label %21, !llvm.loop !20

48:                                               ; preds = %135, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %49, label %182

49:                                               ; preds = %48
  %50 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %138

51:                                               ; preds = %35, %135
  %52 = phi i64 [ %33, %35 ], [ %136, %135 ]
  %53 = getelementptr inbounds i64, ptr %0, i64 %52
  %54 = load i64, ptr %53, align 8, !tbaa !13
  %55 = getelementptr inbounds float, ptr %1, i64 %52
  %56 = load float, ptr %55, align 4, !tbaa !15
  %57 = icmp eq i64 %54, -1
  %58 = fcmp contract uno float %56, 0.000000e+00
  %59 = select i1 %57, i1 true, i1 %58
  br i1 %59, label %135, label %60

60:                                               ; preds = %51
  %61 = lshr i64 %54, 33
  %62 = xor i64 %61, %54
  %63 = mul i64 %62, -49064778989728563
  %64 = lshr i64 %63, 33
  %65 = xor i64 %64, %63
  %66 = mul i64 %65, -4265267296055464877
  %67 = lshr i64 %66, 33
  %68 = xor i64 %67, %66
  %69 = trunc i64 %68 to i32
  br label %70

70:                                               ; preds = %60, %81
  %71 = phi i32 [ %69, %60 ], [ %82, %81 ]
  %72 = phi i32 [ 0, %60 ], [ %83, %81 ]
  %73 = and i32 %71, 511
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE6s_keys to ptr), i64 %74
  %76 = cmpxchg ptr %75, i64 -1, i64 %54 seq_cst seq_cst, align 8
  %77 = extractvalue { i64, i1 } %76, 0
  %78 = extractvalue { i64, i1 } %76, 1
  %79 = icmp eq i64 %77, %54
  %80 = or i1 %78, %79
  br i1 %80, label %85, label %81

81:                                               ; preds = %70
  %82 = add nuw nsw i32 %73, 1
  %83 = add nuw nsw i32 %72, 1
  %84 = icmp eq i32 %83, 16
  br i1 %84, label %85, label %70, !llvm.loop !21

85:                                               ; preds = %81, %70
  %86 = phi i32 [ -1, %81 ], [ %73, %70 ]
  %87 = icmp sgt i32 %86, -1
  br i1 %87, label %88, label %109

88:                                               ; preds = %85
  %89 = zext nneg i32 %86 to i64
  %90 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_sum to ptr), i64 %89
  %91 = fpext contract float %56 to double
  %92 = atomicrmw fadd ptr %90, double %91 seq_cst, align 8
  %93 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_cnt to ptr), i64 %89
  %94 = atomicrmw add ptr %93, i32 1 seq_cst, align 4
  %95 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_min to ptr), i64 %89
  %96 = fcmp contract ult float %56, 0.000000e+00
  %97 = bitcast float %56 to i32
  br i1 %96, label %100, label %98

98:                                               ; preds = %88
  %99 = atomicrmw min ptr %95, i32 %97 seq_cst, align 4
  br label %102

100:                                              ; preds = %88
  %101 = atomicrmw umax ptr %95, i32 %97 seq_cst, align 4
  br label %102

102:                                              ; preds = %98, %100
  %103 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_max to ptr), i64 %89
  %104 = bitcast float %56 to i32
  br i1 %96, label %107, label %105

105:                                              ; preds = %102
  %106 = atomicrmw max ptr %103, i32 %104 seq_cst, align 4
  br label %135

107:                                              ; preds = %102
  %108 = atomicrmw umin ptr %103, i32 %104 seq_cst, align 4
  br label %135

109:                                              ; preds = %85
  %110 = tail call noundef i32 @_Z20table_find_or_insertPyjy(ptr noundef %3, i32 noundef %15, i64 noundef %54) #7
  %111 = icmp slt i32 %110, 0
  br i1 %111, label %112, label %114

112:                                              ; preds = %109
  %113 = atomicrmw add ptr %9, i32 1 seq_cst, align 4
  br label %135

114:                                              ; preds = %109
  %115 = fpext contract float %56 to double
  %116 = zext nneg i32 %110 to i64
  %117 = getelementptr inbounds nuw double, ptr %4, i64 %116
  %118 = atomicrmw fadd ptr %117, double %115 seq_cst, align 8
  %119 = getelementptr inbounds nuw i64, ptr %5, i64 %116
  %120 = atomicrmw add ptr %119, i64 1 seq_cst, align 8
  %121 = getelementptr inbounds nuw i32, ptr %6, i64 %116
  %122 = fcmp contract ult float %56, 0.000000e+00
  %123 = bitcast float %56 to i32
  br i1 %122, label %126, label %124

124:                                              ; preds = %114
  %125 = atomicrmw min ptr %121, i32 %123 seq_cst, align 4
  br label %128

126:                                              ; preds = %114
  %127 = atomicrmw umax ptr %121, i32 %123 seq_cst, align 4
  br label %128

128:                                              ; preds = %124, %126
  %129 = getelementptr inbounds nuw i32, ptr %7, i64 %116
  %130 = bitcast float %56 to i32
  br i1 %122, label %133, label %131

131:                                              ; preds = %128
  %132 = atomicrmw max ptr %129, i32 %130 seq_cst, align 4
  br label %135

133:                                              ; preds = %128
  %134 = atomicrmw umin ptr %129, i32 %130 seq_cst, align 4
  br label %135

135:                                              ; preds = %133, %131, %107, %105, %112, %51
  %136 = add nsw i64 %52, %37
  %137 = icmp slt i64 %136, %31
  br i1 %137, label %51, label %48, !llvm.loop !23

138:                                              ; preds = %49, %179
  %139 = phi i32 [ %17, %49 ], [ %180, %179 ]
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_cnt to ptr), i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %179, label %144

144:                                              ; preds = %138
  %145 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE6s_keys to ptr), i64 %140
  %146 = load i64, ptr %145, align 8, !tbaa !13
  %147 = tail call noundef i32 @_Z20table_find_or_insertPyjy(ptr noundef %3, i32 noundef %15, i64 noundef %146) #7
  %148 = icmp slt i32 %147, 0
  br i1 %148, label %149, label %151

149:                                              ; preds = %144
  %150 = atomicrmw add ptr %9, i32 %142 seq_cst, align 4
  br label %179

151:                                              ; preds = %144
  %152 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_sum to ptr), i64 %140
  %153 = load double, ptr %152, align 8, !tbaa !18
  %154 = zext i32 %142 to i64
  %155 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_min to ptr), i64 %140
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = bitcast i32 %156 to float
  %158 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_shared_preaggE5s_max to ptr), i64 %140
  %159 = load i32, ptr %158, align 4, !tbaa !6
  %160 = bitcast i32 %159 to float
  %161 = zext nneg i32 %147 to i64
  %162 = getelementptr inbounds nuw double, ptr %4, i64 %161
  %163 = atomicrmw fadd ptr %162, double %153 seq_cst, align 8
  %164 = getelementptr inbounds nuw i64, ptr %5, i64 %161
  %165 = atomicrmw add ptr %164, i64 %154 seq_cst, align 8
  %166 = getelementptr inbounds nuw i32, ptr %6, i64 %161
  %167 = fcmp contract ult float %157, 0.000000e+00
  br i1 %167, label %170, label %168

168:                                              ; preds = %151
  %169 = atomicrmw min ptr %166, i32 %156 seq_cst, align 4
  br label %172

170:                                              ; preds = %151
  %171 = atomicrmw umax ptr %166, i32 %156 seq_cst, align 4
  br label %172

172:                                              ; preds = %168, %170
  %173 = getelementptr inbounds nuw i32, ptr %7, i64 %161
  %174 = fcmp contract ult float %160, 0.000000e+00
  br i1 %174, label %177, label %175

175:                                              ; preds = %172
  %176 = atomicrmw max ptr %173, i32 %159 seq_cst, align 4
  br label %179

177:                                              ; preds = %172
  %178 = atomicrmw umin ptr %173, i32 %159 seq_cst, align 4
  br label %179

179:                                              ; preds = %177, %175, %149, %138
  %180 = add nuw nsw i32 %139, %50
  %181 = icmp samesign ult i32 %180, 512
  br i1 %181, label %138, label %182, !llvm.loop !24

182:                                              ; preds = %179, %48, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @groupby_compact_table(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8) local_unnamed_addr #2 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 256
  br i1 %11, label %12, label %104

12:                                               ; preds = %9
  %13 = icmp eq i32 %5, 0
  %14 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %5, i1 true)
  %15 = xor i32 %14, 31
  %16 = shl nuw i32 1, %15
  %17 = select i1 %13, i32 0, i32 %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = shl i32 %19, 8
  %21 = icmp ult i32 %20, %17
  br i1 %21, label %22, label %104

22:                                               ; preds = %12
  %23 = lshr i32 %18, 5
  %24 = and i32 %18, 31
  %25 = shl nsw i32 -1, %24
  %26 = xor i32 %25, -1
  %27 = icmp eq i32 %24, 0
  %28 = zext nneg i32 %23 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 %28
  %30 = icmp eq i32 %18, 0
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = shl i32 %31, 8
  br label %33

33:                                               ; preds = %22, %101
  %34 = phi i32 [ %20, %22 ], [ %102, %101 ]
  %35 = add nuw i32 %34, %18
  %36 = icmp ult i32 %35, %17
  br i1 %36, label %37, label %46

37:                                               ; preds = %33
  %38 = zext nneg i32 %35 to i64
  %39 = getelementptr inbounds nuw i64, ptr %0, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !13
  %41 = getelementptr inbounds nuw i64, ptr %2, i64 %38
  %42 = load i64, ptr %41, align 8, !tbaa !13
  %43 = icmp ne i64 %40, -1
  %44 = icmp ne i64 %42, 0
  %45 = select i1 %43, i1 %44, i1 false
  br label %46

46:                                               ; preds = %37, %33
  %47 = phi i64 [ %42, %37 ], [ 0, %33 ]
  %48 = phi i64 [ %40, %37 ], [ -1, %33 ]
  %49 = phi i1 [ %45, %37 ], [ false, %33 ]
  %50 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %49)
  %51 = and i32 %50, %26
  %52 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %51)
  br i1 %27, label %53, label %55

53:                                               ; preds = %46
  %54 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %50)
  store i32 %54, ptr %29, align 4, !tbaa !6
  br label %55

55:                                               ; preds = %53, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %56, label %77

56:                                               ; preds = %55
  %57 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), align 4, !tbaa !6
  %58 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 4), align 4, !tbaa !6
  store i32 %57, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 4), align 4, !tbaa !6
  %59 = add i32 %58, %57
  %60 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 8), align 4, !tbaa !6
  store i32 %59, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 8), align 4, !tbaa !6
  %61 = add i32 %60, %59
  %62 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 12), align 4, !tbaa !6
  store i32 %61, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 12), align 4, !tbaa !6
  %63 = add i32 %62, %61
  %64 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 16), align 4, !tbaa !6
  store i32 %63, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 16), align 4, !tbaa !6
  %65 = add i32 %64, %63
  %66 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 20), align 4, !tbaa !6
  store i32 %65, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 20), align 4, !tbaa !6
  %67 = add i32 %66, %65
  %68 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 24), align 4, !tbaa !6
  store i32 %67, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 24), align 4, !tbaa !6
  %69 = add i32 %68, %67
  %70 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 28), align 4, !tbaa !6
  store i32 %69, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_warp to ptr), i64 28), align 4, !tbaa !6
  %71 = add i32 %70, %69
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %75, label %73

73:                                               ; preds = %56
  %74 = atomicrmw add ptr %7, i32 %71 seq_cst, align 4
  br label %75

75:                                               ; preds = %56, %73
  %76 = phi i32 [ %74, %73 ], [ 0, %56 ]
  store i32 %76, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_base to ptr), align 4, !tbaa !6
  br label %77

77:                                               ; preds = %75, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %49, label %78, label %101

78:                                               ; preds = %77
  %79 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21groupby_compact_tableE6s_base to ptr), align 4, !tbaa !6
  %80 = load i32, ptr %29, align 4, !tbaa !6
  %81 = add i32 %79, %52
  %82 = add i32 %81, %80
  %83 = icmp ult i32 %82, %8
  br i1 %83, label %84, label %101

84:                                               ; preds = %78
  %85 = zext i32 %35 to i64
  %86 = getelementptr inbounds nuw double, ptr %1, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !18
  %88 = uitofp i64 %47 to double
  %89 = fdiv contract double %87, %88
  %90 = getelementptr inbounds nuw i32, ptr %3, i64 %85
  %91 = load float, ptr %90, align 4, !tbaa !6
  %92 = getelementptr inbounds nuw i32, ptr %4, i64 %85
  %93 = load float, ptr %92, align 4, !tbaa !6
  %94 = zext i32 %82 to i64
  %95 = getelementptr inbounds nuw %struct.GroupRow, ptr %6, i64 %94
  store i64 %48, ptr %95, align 8, !tbaa !13
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 8
  store double %87, ptr %96, align 8, !tbaa !18
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 16
  store double %89, ptr %97, align 8, !tbaa !18
  %98 = getelementptr inbounds nuw i8, ptr %95, i64 24
  store i64 %47, ptr %98, align 8, !tbaa !13
  %99 = getelementptr inbounds nuw i8, ptr %95, i64 32
  store float %91, ptr %99, align 8, !tbaa !15
  %100 = getelementptr inbounds nuw i8, ptr %95, i64 36
  store float %93, ptr %100, align 4, !tbaa !15
  br label %101

101:                                              ; preds = %78, %84, %77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = add i32 %34, %32
  %103 = icmp ult i32 %102, %17
  br i1 %103, label %33, label %104, !llvm.loop !25

104:                                              ; preds = %101, %12, %9
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
