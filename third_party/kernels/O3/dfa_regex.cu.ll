; ModuleID = 'src/dfa_regex.cu'
source_filename = "src/dfa_regex.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17dfa_match_recordsE7s_class = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 1
@_ZZ17dfa_match_recordsE7s_trans = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 1
@_ZZ17dfa_match_recordsE6s_hits = internal addrspace(3) global i32 undef, align 4
@_ZZ14dfa_chunk_mapsE7s_class = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 1
@_ZZ14dfa_chunk_mapsE5s_col = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ14dfa_chunk_mapsE6s_warp = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ17dfa_count_matchesE7s_class = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 1
@_ZZ17dfa_count_matchesE5s_col = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ17dfa_count_matchesE6s_warp = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ17dfa_count_matchesE7s_count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dfa_match_records(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, i32 noundef %8, i64 noundef %9, ptr noalias noundef writeonly captures(none) %10, ptr noalias noundef writeonly captures(none) %11) local_unnamed_addr #0 {
  %13 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 2)
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 64)
  %15 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 1)
  %16 = tail call i32 @llvm.umin.i32(i32 %15, i32 32)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp samesign ult i32 %17, 256
  br i1 %18, label %19, label %45

19:                                               ; preds = %12
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = trunc nuw nsw i32 %16 to i8
  %22 = sub nuw nsw i32 256, %17
  %23 = icmp samesign ult i32 %17, 253
  %24 = icmp eq i32 %20, 1
  %25 = and i1 %23, %24
  br i1 %25, label %26, label %43

26:                                               ; preds = %19
  %27 = and i32 %22, 508
  %28 = add nuw nsw i32 %17, %27
  %29 = insertelement <4 x i8> poison, i8 %21, i64 0
  %30 = shufflevector <4 x i8> %29, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %31

31:                                               ; preds = %31, %26
  %32 = phi i32 [ 0, %26 ], [ %39, %31 ]
  %33 = add i32 %17, %32
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 %34
  %36 = load <4 x i8>, ptr %35, align 1, !tbaa !11
  %37 = urem <4 x i8> %36, %30
  %38 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_class to ptr), i64 %34
  store <4 x i8> %37, ptr %38, align 1, !tbaa !11
  %39 = add nuw i32 %32, 4
  %40 = icmp eq i32 %39, %27
  br i1 %40, label %41, label %31, !llvm.loop !12

41:                                               ; preds = %31
  %42 = icmp eq i32 %22, %27
  br i1 %42, label %45, label %43

43:                                               ; preds = %19, %41
  %44 = phi i32 [ %17, %19 ], [ %28, %41 ]
  br label %76

45:                                               ; preds = %76, %41, %12
  %46 = mul nuw nsw i32 %16, %14
  %47 = icmp samesign ult i32 %17, %46
  br i1 %47, label %48, label %85

48:                                               ; preds = %45
  %49 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %50 = trunc nuw nsw i32 %14 to i8
  %51 = add nuw nsw i32 %17, 1
  %52 = tail call i32 @llvm.umax.i32(i32 %46, i32 %51)
  %53 = sub nsw i32 %52, %17
  %54 = icmp ugt i32 %53, 3
  %55 = icmp eq i32 %49, 1
  %56 = and i1 %54, %55
  br i1 %56, label %57, label %74

57:                                               ; preds = %48
  %58 = and i32 %53, -4
  %59 = add nsw i32 %17, %58
  %60 = insertelement <4 x i8> poison, i8 %50, i64 0
  %61 = shufflevector <4 x i8> %60, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %62

62:                                               ; preds = %62, %57
  %63 = phi i32 [ 0, %57 ], [ %70, %62 ]
  %64 = add i32 %17, %63
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i8, ptr %6, i64 %65
  %67 = load <4 x i8>, ptr %66, align 1, !tbaa !11
  %68 = urem <4 x i8> %67, %61
  %69 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_trans to ptr), i64 %65
  store <4 x i8> %68, ptr %69, align 1, !tbaa !11
  %70 = add nuw i32 %63, 4
  %71 = icmp eq i32 %70, %58
  br i1 %71, label %72, label %62, !llvm.loop !16

72:                                               ; preds = %62
  %73 = icmp eq i32 %53, %58
  br i1 %73, label %85, label %74

74:                                               ; preds = %48, %72
  %75 = phi i32 [ %17, %48 ], [ %59, %72 ]
  br label %87

76:                                               ; preds = %43, %76
  %77 = phi i32 [ %83, %76 ], [ %44, %43 ]
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !11
  %81 = urem i8 %80, %21
  %82 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_class to ptr), i64 %78
  store i8 %81, ptr %82, align 1, !tbaa !11
  %83 = add nuw nsw i32 %77, %20
  %84 = icmp samesign ult i32 %83, 256
  br i1 %84, label %76, label %45, !llvm.loop !17

85:                                               ; preds = %87, %72, %45
  %86 = icmp eq i32 %17, 0
  br i1 %86, label %96, label %97

87:                                               ; preds = %74, %87
  %88 = phi i32 [ %94, %87 ], [ %75, %74 ]
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i8, ptr %6, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !11
  %92 = urem i8 %91, %50
  %93 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_trans to ptr), i64 %89
  store i8 %92, ptr %93, align 1, !tbaa !11
  %94 = add nuw nsw i32 %88, %49
  %95 = icmp samesign ult i32 %94, %46
  br i1 %95, label %87, label %85, !llvm.loop !18

96:                                               ; preds = %85
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE6s_hits to ptr), align 4, !tbaa !6
  br label %97

97:                                               ; preds = %96, %85
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %99 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %100 = mul i32 %98, %99
  %101 = add i32 %100, %17
  %102 = icmp slt i32 %101, %4
  br i1 %102, label %103, label %158

103:                                              ; preds = %97
  %104 = sext i32 %101 to i64
  %105 = getelementptr inbounds i64, ptr %2, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !19
  %107 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %106, i64 0)
  %108 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %107, i64 %1)
  %109 = getelementptr inbounds i32, ptr %3, i64 %104
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %110, i32 0)
  %112 = zext nneg i32 %111 to i64
  %113 = sub nsw i64 %1, %108
  %114 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %112, i64 %113)
  %115 = trunc i64 %114 to i32
  %116 = getelementptr inbounds i8, ptr %0, i64 %108
  %117 = trunc i64 %9 to i32
  %118 = lshr i32 %117, 1
  %119 = and i32 %118, 1
  %120 = add nsw i32 %119, -1
  %121 = icmp sgt i32 %115, 0
  %122 = icmp eq i32 %119, 0
  %123 = and i1 %121, %122
  br i1 %123, label %124, label %152

124:                                              ; preds = %103, %141
  %125 = phi i32 [ %147, %141 ], [ 0, %103 ]
  %126 = phi i32 [ %148, %141 ], [ -1, %103 ]
  %127 = phi i32 [ %142, %141 ], [ 1, %103 ]
  %128 = mul nuw nsw i32 %127, %16
  %129 = zext nneg i32 %125 to i64
  %130 = getelementptr inbounds nuw i8, ptr %116, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !11
  %132 = zext i8 %131 to i64
  %133 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_class to ptr), i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !11
  %135 = zext i8 %134 to i32
  %136 = add nuw nsw i32 %128, %135
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_trans to ptr), i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !11
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %152, label %141

141:                                              ; preds = %124
  %142 = zext i8 %139 to i32
  %143 = zext nneg i8 %139 to i64
  %144 = shl nuw i64 1, %143
  %145 = and i64 %144, %9
  %146 = icmp eq i64 %145, 0
  %147 = add nuw nsw i32 %125, 1
  %148 = select i1 %146, i32 %126, i32 %147
  %149 = icmp slt i32 %147, %115
  %150 = icmp slt i32 %148, 0
  %151 = select i1 %149, i1 %150, i1 false
  br i1 %151, label %124, label %152, !llvm.loop !21

152:                                              ; preds = %141, %124, %103
  %153 = phi i32 [ %120, %103 ], [ %148, %141 ], [ %126, %124 ]
  %154 = getelementptr inbounds i32, ptr %10, i64 %104
  store i32 %153, ptr %154, align 4, !tbaa !6
  %155 = icmp sgt i32 %153, -1
  br i1 %155, label %156, label %158

156:                                              ; preds = %152
  %157 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE6s_hits to ptr), i32 1 seq_cst, align 4
  br label %158

158:                                              ; preds = %152, %156, %97
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %86, label %159, label %163

159:                                              ; preds = %158
  %160 = zext nneg i32 %98 to i64
  %161 = getelementptr inbounds nuw i32, ptr %11, i64 %160
  %162 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE6s_hits to ptr), align 4, !tbaa !6
  store i32 %162, ptr %161, align 4, !tbaa !6
  br label %163

163:                                              ; preds = %159, %158
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dfa_chunk_maps(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = and i32 %9, 31
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %533

12:                                               ; preds = %8
  %13 = icmp samesign ugt i32 %9, 256
  %14 = icmp slt i32 %2, 1
  %15 = or i1 %13, %14
  br i1 %15, label %533, label %16

16:                                               ; preds = %12
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 8)
  %19 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 1)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 32)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp samesign ult i32 %21, 256
  br i1 %22, label %23, label %25

23:                                               ; preds = %16
  %24 = trunc nuw nsw i32 %20 to i8
  br label %41

25:                                               ; preds = %41, %16
  %26 = icmp samesign ult i32 %21, %20
  br i1 %26, label %27, label %138

27:                                               ; preds = %25
  %28 = icmp sgt i32 %5, 1
  %29 = icmp sgt i32 %5, 2
  %30 = shl nuw nsw i32 %20, 1
  %31 = icmp sgt i32 %5, 3
  %32 = mul nuw nsw i32 %20, 3
  %33 = icmp sgt i32 %5, 4
  %34 = shl nuw nsw i32 %20, 2
  %35 = icmp sgt i32 %5, 5
  %36 = mul nuw nsw i32 %20, 5
  %37 = icmp sgt i32 %5, 6
  %38 = mul nuw nsw i32 %20, 6
  %39 = icmp sgt i32 %5, 7
  %40 = mul nuw nsw i32 %20, 7
  br label %50

41:                                               ; preds = %23, %41
  %42 = phi i32 [ %48, %41 ], [ %21, %23 ]
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !11
  %46 = urem i8 %45, %24
  %47 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE7s_class to ptr), i64 %43
  store i8 %46, ptr %47, align 1, !tbaa !11
  %48 = add nuw nsw i32 %42, %9
  %49 = icmp samesign ult i32 %48, 256
  br i1 %49, label %41, label %25, !llvm.loop !22

50:                                               ; preds = %27, %131
  %51 = phi i32 [ %136, %131 ], [ %21, %27 ]
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i8, ptr %4, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = zext i8 %54 to i32
  %56 = urem i32 %55, %18
  br i1 %28, label %57, label %65

57:                                               ; preds = %50
  %58 = add nuw nsw i32 %20, %51
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw i8, ptr %4, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = zext i8 %61 to i32
  %63 = urem i32 %62, %18
  %64 = shl nuw nsw i32 %63, 4
  br label %65

65:                                               ; preds = %57, %50
  %66 = phi i32 [ %64, %57 ], [ 16, %50 ]
  %67 = or disjoint i32 %66, %56
  br i1 %29, label %68, label %76

68:                                               ; preds = %65
  %69 = add nuw nsw i32 %30, %51
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i8, ptr %4, i64 %70
  %72 = load i8, ptr %71, align 1, !tbaa !11
  %73 = zext i8 %72 to i32
  %74 = urem i32 %73, %18
  %75 = shl nuw nsw i32 %74, 8
  br label %76

76:                                               ; preds = %68, %65
  %77 = phi i32 [ %75, %68 ], [ 512, %65 ]
  %78 = or i32 %77, %67
  br i1 %31, label %79, label %87

79:                                               ; preds = %76
  %80 = add nuw nsw i32 %32, %51
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i8, ptr %4, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !11
  %84 = zext i8 %83 to i32
  %85 = urem i32 %84, %18
  %86 = shl nuw nsw i32 %85, 12
  br label %87

87:                                               ; preds = %79, %76
  %88 = phi i32 [ %86, %79 ], [ 12288, %76 ]
  %89 = or i32 %88, %78
  br i1 %33, label %90, label %98

90:                                               ; preds = %87
  %91 = add nuw nsw i32 %34, %51
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw i8, ptr %4, i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !11
  %95 = zext i8 %94 to i32
  %96 = urem i32 %95, %18
  %97 = shl nuw nsw i32 %96, 16
  br label %98

98:                                               ; preds = %90, %87
  %99 = phi i32 [ %97, %90 ], [ 262144, %87 ]
  %100 = or i32 %99, %89
  br i1 %35, label %101, label %109

101:                                              ; preds = %98
  %102 = add nuw nsw i32 %36, %51
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw i8, ptr %4, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !11
  %106 = zext i8 %105 to i32
  %107 = urem i32 %106, %18
  %108 = shl nuw nsw i32 %107, 20
  br label %109

109:                                              ; preds = %101, %98
  %110 = phi i32 [ %108, %101 ], [ 5242880, %98 ]
  %111 = or i32 %110, %100
  br i1 %37, label %112, label %120

112:                                              ; preds = %109
  %113 = add nuw nsw i32 %38, %51
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw i8, ptr %4, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = urem i32 %117, %18
  %119 = shl nuw nsw i32 %118, 24
  br label %120

120:                                              ; preds = %112, %109
  %121 = phi i32 [ %119, %112 ], [ 100663296, %109 ]
  %122 = or i32 %121, %111
  br i1 %39, label %123, label %131

123:                                              ; preds = %120
  %124 = add nuw nsw i32 %40, %51
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw i8, ptr %4, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !11
  %128 = zext i8 %127 to i32
  %129 = urem i32 %128, %18
  %130 = shl nuw nsw i32 %129, 28
  br label %131

131:                                              ; preds = %123, %120
  %132 = phi i32 [ %130, %123 ], [ 1879048192, %120 ]
  %133 = or i32 %132, %122
  %134 = zext nneg i32 %51 to i64
  %135 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE5s_col to ptr), i64 %134
  store i32 %133, ptr %135, align 4, !tbaa !6
  %136 = add nuw nsw i32 %51, %9
  %137 = icmp samesign ult i32 %136, %20
  br i1 %137, label %50, label %138, !llvm.loop !23

138:                                              ; preds = %131, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %139 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %140 = zext nneg i32 %139 to i64
  %141 = zext nneg i32 %9 to i64
  %142 = mul nuw nsw i64 %140, %141
  %143 = zext nneg i32 %21 to i64
  %144 = add nuw nsw i64 %142, %143
  %145 = zext nneg i32 %2 to i64
  %146 = mul nuw nsw i64 %144, %145
  %147 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %146, i64 %1)
  %148 = add nsw i64 %147, %145
  %149 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %148, i64 %1)
  %150 = icmp slt i64 %146, %149
  br i1 %150, label %151, label %210

151:                                              ; preds = %138, %151
  %152 = phi i64 [ %208, %151 ], [ %147, %138 ]
  %153 = phi i32 [ %207, %151 ], [ 1985229328, %138 ]
  %154 = getelementptr inbounds i8, ptr %0, i64 %152
  %155 = load i8, ptr %154, align 1, !tbaa !11
  %156 = zext i8 %155 to i64
  %157 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE7s_class to ptr), i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !11
  %159 = zext i8 %158 to i64
  %160 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE5s_col to ptr), i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = shl i32 %153, 2
  %163 = and i32 %162, 28
  %164 = lshr i32 %161, %163
  %165 = and i32 %164, 7
  %166 = lshr i32 %153, 2
  %167 = and i32 %166, 28
  %168 = lshr i32 %161, %167
  %169 = shl i32 %168, 4
  %170 = and i32 %169, 112
  %171 = or disjoint i32 %170, %165
  %172 = lshr i32 %153, 6
  %173 = and i32 %172, 28
  %174 = lshr i32 %161, %173
  %175 = shl i32 %174, 8
  %176 = and i32 %175, 1792
  %177 = or disjoint i32 %176, %171
  %178 = lshr i32 %153, 10
  %179 = and i32 %178, 28
  %180 = lshr i32 %161, %179
  %181 = shl i32 %180, 12
  %182 = and i32 %181, 28672
  %183 = or disjoint i32 %182, %177
  %184 = lshr i32 %153, 14
  %185 = and i32 %184, 28
  %186 = lshr i32 %161, %185
  %187 = shl i32 %186, 16
  %188 = and i32 %187, 458752
  %189 = or disjoint i32 %188, %183
  %190 = lshr i32 %153, 18
  %191 = and i32 %190, 28
  %192 = lshr i32 %161, %191
  %193 = shl i32 %192, 20
  %194 = and i32 %193, 7340032
  %195 = or disjoint i32 %194, %189
  %196 = lshr i32 %153, 22
  %197 = and i32 %196, 28
  %198 = lshr i32 %161, %197
  %199 = shl i32 %198, 24
  %200 = and i32 %199, 117440512
  %201 = or i32 %200, %195
  %202 = lshr i32 %153, 26
  %203 = and i32 %202, 28
  %204 = lshr i32 %161, %203
  %205 = shl i32 %204, 28
  %206 = and i32 %205, 1879048192
  %207 = or i32 %206, %201
  %208 = add nsw i64 %152, 1
  %209 = icmp slt i64 %208, %149
  br i1 %209, label %151, label %210, !llvm.loop !24

210:                                              ; preds = %151, %138
  %211 = phi i32 [ 1985229328, %138 ], [ %207, %151 ]
  %212 = and i32 %21, 31
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %211, i32 1, i32 0)
  %214 = icmp eq i32 %212, 0
  br i1 %214, label %262, label %215

215:                                              ; preds = %210
  %216 = shl i32 %213, 2
  %217 = and i32 %216, 28
  %218 = lshr i32 %211, %217
  %219 = and i32 %218, 7
  %220 = lshr i32 %213, 2
  %221 = and i32 %220, 28
  %222 = lshr i32 %211, %221
  %223 = shl i32 %222, 4
  %224 = and i32 %223, 112
  %225 = or disjoint i32 %224, %219
  %226 = lshr i32 %213, 6
  %227 = and i32 %226, 28
  %228 = lshr i32 %211, %227
  %229 = shl i32 %228, 8
  %230 = and i32 %229, 1792
  %231 = or disjoint i32 %230, %225
  %232 = lshr i32 %213, 10
  %233 = and i32 %232, 28
  %234 = lshr i32 %211, %233
  %235 = shl i32 %234, 12
  %236 = and i32 %235, 28672
  %237 = or disjoint i32 %236, %231
  %238 = lshr i32 %213, 14
  %239 = and i32 %238, 28
  %240 = lshr i32 %211, %239
  %241 = shl i32 %240, 16
  %242 = and i32 %241, 458752
  %243 = or disjoint i32 %242, %237
  %244 = lshr i32 %213, 18
  %245 = and i32 %244, 28
  %246 = lshr i32 %211, %245
  %247 = shl i32 %246, 20
  %248 = and i32 %247, 7340032
  %249 = or disjoint i32 %248, %243
  %250 = lshr i32 %213, 22
  %251 = and i32 %250, 28
  %252 = lshr i32 %211, %251
  %253 = shl i32 %252, 24
  %254 = and i32 %253, 117440512
  %255 = or i32 %254, %249
  %256 = lshr i32 %213, 26
  %257 = and i32 %256, 28
  %258 = lshr i32 %211, %257
  %259 = shl i32 %258, 28
  %260 = and i32 %259, 1879048192
  %261 = or i32 %260, %255
  br label %262

262:                                              ; preds = %215, %210
  %263 = phi i32 [ %211, %210 ], [ %261, %215 ]
  %264 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %263, i32 2, i32 0)
  %265 = icmp samesign ult i32 %212, 2
  br i1 %265, label %313, label %266

266:                                              ; preds = %262
  %267 = shl i32 %264, 2
  %268 = and i32 %267, 28
  %269 = lshr i32 %263, %268
  %270 = and i32 %269, 7
  %271 = lshr i32 %264, 2
  %272 = and i32 %271, 28
  %273 = lshr i32 %263, %272
  %274 = shl i32 %273, 4
  %275 = and i32 %274, 112
  %276 = or disjoint i32 %275, %270
  %277 = lshr i32 %264, 6
  %278 = and i32 %277, 28
  %279 = lshr i32 %263, %278
  %280 = shl i32 %279, 8
  %281 = and i32 %280, 1792
  %282 = or disjoint i32 %281, %276
  %283 = lshr i32 %264, 10
  %284 = and i32 %283, 28
  %285 = lshr i32 %263, %284
  %286 = shl i32 %285, 12
  %287 = and i32 %286, 28672
  %288 = or disjoint i32 %287, %282
  %289 = lshr i32 %264, 14
  %290 = and i32 %289, 28
  %291 = lshr i32 %263, %290
  %292 = shl i32 %291, 16
  %293 = and i32 %292, 458752
  %294 = or disjoint i32 %293, %288
  %295 = lshr i32 %264, 18
  %296 = and i32 %295, 28
  %297 = lshr i32 %263, %296
  %298 = shl i32 %297, 20
  %299 = and i32 %298, 7340032
  %300 = or disjoint i32 %299, %294
  %301 = lshr i32 %264, 22
  %302 = and i32 %301, 28
  %303 = lshr i32 %263, %302
  %304 = shl i32 %303, 24
  %305 = and i32 %304, 117440512
  %306 = or i32 %305, %300
  %307 = lshr i32 %264, 26
  %308 = and i32 %307, 28
  %309 = lshr i32 %263, %308
  %310 = shl i32 %309, 28
  %311 = and i32 %310, 1879048192
  %312 = or i32 %311, %306
  br label %313

313:                                              ; preds = %266, %262
  %314 = phi i32 [ %263, %262 ], [ %312, %266 ]
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %314, i32 4, i32 0)
  %316 = icmp samesign ult i32 %212, 4
  br i1 %316, label %364, label %317

317:                                              ; preds = %313
  %318 = shl i32 %315, 2
  %319 = and i32 %318, 28
  %320 = lshr i32 %314, %319
  %321 = and i32 %320, 7
  %322 = lshr i32 %315, 2
  %323 = and i32 %322, 28
  %324 = lshr i32 %314, %323
  %325 = shl i32 %324, 4
  %326 = and i32 %325, 112
  %327 = or disjoint i32 %326, %321
  %328 = lshr i32 %315, 6
  %329 = and i32 %328, 28
  %330 = lshr i32 %314, %329
  %331 = shl i32 %330, 8
  %332 = and i32 %331, 1792
  %333 = or disjoint i32 %332, %327
  %334 = lshr i32 %315, 10
  %335 = and i32 %334, 28
  %336 = lshr i32 %314, %335
  %337 = shl i32 %336, 12
  %338 = and i32 %337, 28672
  %339 = or disjoint i32 %338, %333
  %340 = lshr i32 %315, 14
  %341 = and i32 %340, 28
  %342 = lshr i32 %314, %341
  %343 = shl i32 %342, 16
  %344 = and i32 %343, 458752
  %345 = or disjoint i32 %344, %339
  %346 = lshr i32 %315, 18
  %347 = and i32 %346, 28
  %348 = lshr i32 %314, %347
  %349 = shl i32 %348, 20
  %350 = and i32 %349, 7340032
  %351 = or disjoint i32 %350, %345
  %352 = lshr i32 %315, 22
  %353 = and i32 %352, 28
  %354 = lshr i32 %314, %353
  %355 = shl i32 %354, 24
  %356 = and i32 %355, 117440512
  %357 = or i32 %356, %351
  %358 = lshr i32 %315, 26
  %359 = and i32 %358, 28
  %360 = lshr i32 %314, %359
  %361 = shl i32 %360, 28
  %362 = and i32 %361, 1879048192
  %363 = or i32 %362, %357
  br label %364

364:                                              ; preds = %317, %313
  %365 = phi i32 [ %314, %313 ], [ %363, %317 ]
  %366 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %365, i32 8, i32 0)
  %367 = icmp samesign ult i32 %212, 8
  br i1 %367, label %415, label %368

368:                                              ; preds = %364
  %369 = shl i32 %366, 2
  %370 = and i32 %369, 28
  %371 = lshr i32 %365, %370
  %372 = and i32 %371, 7
  %373 = lshr i32 %366, 2
  %374 = and i32 %373, 28
  %375 = lshr i32 %365, %374
  %376 = shl i32 %375, 4
  %377 = and i32 %376, 112
  %378 = or disjoint i32 %377, %372
  %379 = lshr i32 %366, 6
  %380 = and i32 %379, 28
  %381 = lshr i32 %365, %380
  %382 = shl i32 %381, 8
  %383 = and i32 %382, 1792
  %384 = or disjoint i32 %383, %378
  %385 = lshr i32 %366, 10
  %386 = and i32 %385, 28
  %387 = lshr i32 %365, %386
  %388 = shl i32 %387, 12
  %389 = and i32 %388, 28672
  %390 = or disjoint i32 %389, %384
  %391 = lshr i32 %366, 14
  %392 = and i32 %391, 28
  %393 = lshr i32 %365, %392
  %394 = shl i32 %393, 16
  %395 = and i32 %394, 458752
  %396 = or disjoint i32 %395, %390
  %397 = lshr i32 %366, 18
  %398 = and i32 %397, 28
  %399 = lshr i32 %365, %398
  %400 = shl i32 %399, 20
  %401 = and i32 %400, 7340032
  %402 = or disjoint i32 %401, %396
  %403 = lshr i32 %366, 22
  %404 = and i32 %403, 28
  %405 = lshr i32 %365, %404
  %406 = shl i32 %405, 24
  %407 = and i32 %406, 117440512
  %408 = or i32 %407, %402
  %409 = lshr i32 %366, 26
  %410 = and i32 %409, 28
  %411 = lshr i32 %365, %410
  %412 = shl i32 %411, 28
  %413 = and i32 %412, 1879048192
  %414 = or i32 %413, %408
  br label %415

415:                                              ; preds = %368, %364
  %416 = phi i32 [ %365, %364 ], [ %414, %368 ]
  %417 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %416, i32 16, i32 0)
  %418 = icmp samesign ult i32 %212, 16
  br i1 %418, label %466, label %419

419:                                              ; preds = %415
  %420 = shl i32 %417, 2
  %421 = and i32 %420, 28
  %422 = lshr i32 %416, %421
  %423 = and i32 %422, 7
  %424 = lshr i32 %417, 2
  %425 = and i32 %424, 28
  %426 = lshr i32 %416, %425
  %427 = shl i32 %426, 4
  %428 = and i32 %427, 112
  %429 = or disjoint i32 %428, %423
  %430 = lshr i32 %417, 6
  %431 = and i32 %430, 28
  %432 = lshr i32 %416, %431
  %433 = shl i32 %432, 8
  %434 = and i32 %433, 1792
  %435 = or disjoint i32 %434, %429
  %436 = lshr i32 %417, 10
  %437 = and i32 %436, 28
  %438 = lshr i32 %416, %437
  %439 = shl i32 %438, 12
  %440 = and i32 %439, 28672
  %441 = or disjoint i32 %440, %435
  %442 = lshr i32 %417, 14
  %443 = and i32 %442, 28
  %444 = lshr i32 %416, %443
  %445 = shl i32 %444, 16
  %446 = and i32 %445, 458752
  %447 = or disjoint i32 %446, %441
  %448 = lshr i32 %417, 18
  %449 = and i32 %448, 28
  %450 = lshr i32 %416, %449
  %451 = shl i32 %450, 20
  %452 = and i32 %451, 7340032
  %453 = or disjoint i32 %452, %447
  %454 = lshr i32 %417, 22
  %455 = and i32 %454, 28
  %456 = lshr i32 %416, %455
  %457 = shl i32 %456, 24
  %458 = and i32 %457, 117440512
  %459 = or i32 %458, %453
  %460 = lshr i32 %417, 26
  %461 = and i32 %460, 28
  %462 = lshr i32 %416, %461
  %463 = shl i32 %462, 28
  %464 = and i32 %463, 1879048192
  %465 = or i32 %464, %459
  br label %466

466:                                              ; preds = %419, %415
  %467 = phi i32 [ %416, %415 ], [ %465, %419 ]
  %468 = lshr exact i32 %9, 5
  %469 = icmp eq i32 %212, 31
  br i1 %469, label %470, label %474

470:                                              ; preds = %466
  %471 = lshr i32 %21, 5
  %472 = zext nneg i32 %471 to i64
  %473 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE6s_warp to ptr), i64 %472
  store i32 %467, ptr %473, align 4, !tbaa !6
  br label %474

474:                                              ; preds = %470, %466
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %477

475:                                              ; preds = %477
  %476 = icmp eq i32 %21, 0
  br i1 %476, label %531, label %533

477:                                              ; preds = %474, %477
  %478 = phi i32 [ 0, %474 ], [ %529, %477 ]
  %479 = phi i32 [ 1985229328, %474 ], [ %528, %477 ]
  %480 = zext nneg i32 %478 to i64
  %481 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE6s_warp to ptr), i64 %480
  %482 = load i32, ptr %481, align 4, !tbaa !6
  %483 = shl i32 %479, 2
  %484 = and i32 %483, 28
  %485 = lshr i32 %482, %484
  %486 = and i32 %485, 7
  %487 = lshr i32 %479, 2
  %488 = and i32 %487, 28
  %489 = lshr i32 %482, %488
  %490 = shl i32 %489, 4
  %491 = and i32 %490, 112
  %492 = or disjoint i32 %491, %486
  %493 = lshr i32 %479, 6
  %494 = and i32 %493, 28
  %495 = lshr i32 %482, %494
  %496 = shl i32 %495, 8
  %497 = and i32 %496, 1792
  %498 = or disjoint i32 %497, %492
  %499 = lshr i32 %479, 10
  %500 = and i32 %499, 28
  %501 = lshr i32 %482, %500
  %502 = shl i32 %501, 12
  %503 = and i32 %502, 28672
  %504 = or disjoint i32 %503, %498
  %505 = lshr i32 %479, 14
  %506 = and i32 %505, 28
  %507 = lshr i32 %482, %506
  %508 = shl i32 %507, 16
  %509 = and i32 %508, 458752
  %510 = or disjoint i32 %509, %504
  %511 = lshr i32 %479, 18
  %512 = and i32 %511, 28
  %513 = lshr i32 %482, %512
  %514 = shl i32 %513, 20
  %515 = and i32 %514, 7340032
  %516 = or disjoint i32 %515, %510
  %517 = lshr i32 %479, 22
  %518 = and i32 %517, 28
  %519 = lshr i32 %482, %518
  %520 = shl i32 %519, 24
  %521 = and i32 %520, 117440512
  %522 = or i32 %521, %516
  %523 = lshr i32 %479, 26
  %524 = and i32 %523, 28
  %525 = lshr i32 %482, %524
  %526 = shl i32 %525, 28
  %527 = and i32 %526, 1879048192
  %528 = or i32 %527, %522
  %529 = add nuw nsw i32 %478, 1
  %530 = icmp eq i32 %529, %468
  br i1 %530, label %475, label %477, !llvm.loop !25

531:                                              ; preds = %475
  %532 = getelementptr inbounds nuw i32, ptr %7, i64 %140
  store i32 %528, ptr %532, align 4, !tbaa !6
  br label %533

533:                                              ; preds = %475, %531, %8, %12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dfa_count_matches(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef readonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = and i32 %12, 31
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %858

15:                                               ; preds = %11
  %16 = icmp samesign ugt i32 %12, 256
  %17 = icmp slt i32 %2, 1
  %18 = or i1 %16, %17
  br i1 %18, label %858, label %19

19:                                               ; preds = %15
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 8)
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 1)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 32)
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = icmp samesign ult i32 %24, 256
  br i1 %25, label %26, label %28

26:                                               ; preds = %19
  %27 = trunc nuw nsw i32 %23 to i8
  br label %44

28:                                               ; preds = %44, %19
  %29 = icmp samesign ult i32 %24, %23
  br i1 %29, label %30, label %141

30:                                               ; preds = %28
  %31 = icmp sgt i32 %5, 1
  %32 = icmp sgt i32 %5, 2
  %33 = shl nuw nsw i32 %23, 1
  %34 = icmp sgt i32 %5, 3
  %35 = mul nuw nsw i32 %23, 3
  %36 = icmp sgt i32 %5, 4
  %37 = shl nuw nsw i32 %23, 2
  %38 = icmp sgt i32 %5, 5
  %39 = mul nuw nsw i32 %23, 5
  %40 = icmp sgt i32 %5, 6
  %41 = mul nuw nsw i32 %23, 6
  %42 = icmp sgt i32 %5, 7
  %43 = mul nuw nsw i32 %23, 7
  br label %53

44:                                               ; preds = %26, %44
  %45 = phi i32 [ %51, %44 ], [ %24, %26 ]
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !11
  %49 = urem i8 %48, %27
  %50 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %46
  store i8 %49, ptr %50, align 1, !tbaa !11
  %51 = add nuw nsw i32 %45, %12
  %52 = icmp samesign ult i32 %51, 256
  br i1 %52, label %44, label %28, !llvm.loop !26

53:                                               ; preds = %30, %134
  %54 = phi i32 [ %139, %134 ], [ %24, %30 ]
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !11
  %58 = zext i8 %57 to i32
  %59 = urem i32 %58, %21
  br i1 %31, label %60, label %68

60:                                               ; preds = %53
  %61 = add nuw nsw i32 %23, %54
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !11
  %65 = zext i8 %64 to i32
  %66 = urem i32 %65, %21
  %67 = shl nuw nsw i32 %66, 4
  br label %68

68:                                               ; preds = %60, %53
  %69 = phi i32 [ %67, %60 ], [ 16, %53 ]
  %70 = or disjoint i32 %69, %59
  br i1 %32, label %71, label %79

71:                                               ; preds = %68
  %72 = add nuw nsw i32 %33, %54
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i8, ptr %4, i64 %73
  %75 = load i8, ptr %74, align 1, !tbaa !11
  %76 = zext i8 %75 to i32
  %77 = urem i32 %76, %21
  %78 = shl nuw nsw i32 %77, 8
  br label %79

79:                                               ; preds = %71, %68
  %80 = phi i32 [ %78, %71 ], [ 512, %68 ]
  %81 = or i32 %80, %70
  br i1 %34, label %82, label %90

82:                                               ; preds = %79
  %83 = add nuw nsw i32 %35, %54
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw i8, ptr %4, i64 %84
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = zext i8 %86 to i32
  %88 = urem i32 %87, %21
  %89 = shl nuw nsw i32 %88, 12
  br label %90

90:                                               ; preds = %82, %79
  %91 = phi i32 [ %89, %82 ], [ 12288, %79 ]
  %92 = or i32 %91, %81
  br i1 %36, label %93, label %101

93:                                               ; preds = %90
  %94 = add nuw nsw i32 %37, %54
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i8, ptr %4, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !11
  %98 = zext i8 %97 to i32
  %99 = urem i32 %98, %21
  %100 = shl nuw nsw i32 %99, 16
  br label %101

101:                                              ; preds = %93, %90
  %102 = phi i32 [ %100, %93 ], [ 262144, %90 ]
  %103 = or i32 %102, %92
  br i1 %38, label %104, label %112

104:                                              ; preds = %101
  %105 = add nuw nsw i32 %39, %54
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw i8, ptr %4, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !11
  %109 = zext i8 %108 to i32
  %110 = urem i32 %109, %21
  %111 = shl nuw nsw i32 %110, 20
  br label %112

112:                                              ; preds = %104, %101
  %113 = phi i32 [ %111, %104 ], [ 5242880, %101 ]
  %114 = or i32 %113, %103
  br i1 %40, label %115, label %123

115:                                              ; preds = %112
  %116 = add nuw nsw i32 %41, %54
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw i8, ptr %4, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !11
  %120 = zext i8 %119 to i32
  %121 = urem i32 %120, %21
  %122 = shl nuw nsw i32 %121, 24
  br label %123

123:                                              ; preds = %115, %112
  %124 = phi i32 [ %122, %115 ], [ 100663296, %112 ]
  %125 = or i32 %124, %114
  br i1 %42, label %126, label %134

126:                                              ; preds = %123
  %127 = add nuw nsw i32 %43, %54
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw i8, ptr %4, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !11
  %131 = zext i8 %130 to i32
  %132 = urem i32 %131, %21
  %133 = shl nuw nsw i32 %132, 28
  br label %134

134:                                              ; preds = %126, %123
  %135 = phi i32 [ %133, %126 ], [ 1879048192, %123 ]
  %136 = or i32 %135, %125
  %137 = zext nneg i32 %54 to i64
  %138 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %137
  store i32 %136, ptr %138, align 4, !tbaa !6
  %139 = add nuw nsw i32 %54, %12
  %140 = icmp samesign ult i32 %139, %23
  br i1 %140, label %53, label %141, !llvm.loop !23

141:                                              ; preds = %134, %28
  %142 = icmp eq i32 %24, 0
  br i1 %142, label %143, label %144

143:                                              ; preds = %141
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_count to ptr), align 4, !tbaa !6
  br label %144

144:                                              ; preds = %143, %141
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %145 = icmp sgt i32 %5, 1
  %146 = zext i1 %145 to i32
  %147 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = and i32 %147, 7
  %151 = icmp samesign ult i32 %147, 8
  br i1 %151, label %156, label %152

152:                                              ; preds = %149
  %153 = and i32 %147, 2147483640
  br label %616

154:                                              ; preds = %616
  %155 = icmp eq i32 %150, 0
  br i1 %155, label %173, label %156

156:                                              ; preds = %154, %149
  %157 = phi i32 [ %146, %149 ], [ %674, %154 ]
  %158 = phi i32 [ 0, %149 ], [ %675, %154 ]
  %159 = icmp ne i32 %150, 0
  tail call void @llvm.assume(i1 %159)
  br label %160

160:                                              ; preds = %160, %156
  %161 = phi i32 [ %169, %160 ], [ %157, %156 ]
  %162 = phi i32 [ %170, %160 ], [ %158, %156 ]
  %163 = phi i32 [ %171, %160 ], [ 0, %156 ]
  %164 = zext nneg i32 %162 to i64
  %165 = getelementptr inbounds nuw i32, ptr %8, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = shl nuw nsw i32 %161, 2
  %168 = lshr i32 %166, %167
  %169 = and i32 %168, 7
  %170 = add nuw nsw i32 %162, 1
  %171 = add i32 %163, 1
  %172 = icmp eq i32 %171, %150
  br i1 %172, label %173, label %160, !llvm.loop !27

173:                                              ; preds = %154, %160, %144
  %174 = phi i32 [ %146, %144 ], [ %674, %154 ], [ %169, %160 ]
  %175 = zext nneg i32 %147 to i64
  %176 = zext nneg i32 %12 to i64
  %177 = mul nuw nsw i64 %175, %176
  %178 = zext nneg i32 %24 to i64
  %179 = add nuw nsw i64 %177, %178
  %180 = zext nneg i32 %2 to i64
  %181 = mul nuw nsw i64 %179, %180
  %182 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %181, i64 %1)
  %183 = add nsw i64 %182, %180
  %184 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %183, i64 %1)
  %185 = icmp slt i64 %181, %184
  br i1 %185, label %186, label %245

186:                                              ; preds = %173, %186
  %187 = phi i64 [ %243, %186 ], [ %182, %173 ]
  %188 = phi i32 [ %242, %186 ], [ 1985229328, %173 ]
  %189 = getelementptr inbounds i8, ptr %0, i64 %187
  %190 = load i8, ptr %189, align 1, !tbaa !11
  %191 = zext i8 %190 to i64
  %192 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %191
  %193 = load i8, ptr %192, align 1, !tbaa !11
  %194 = zext i8 %193 to i64
  %195 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = shl i32 %188, 2
  %198 = and i32 %197, 28
  %199 = lshr i32 %196, %198
  %200 = and i32 %199, 7
  %201 = lshr i32 %188, 2
  %202 = and i32 %201, 28
  %203 = lshr i32 %196, %202
  %204 = shl i32 %203, 4
  %205 = and i32 %204, 112
  %206 = or disjoint i32 %205, %200
  %207 = lshr i32 %188, 6
  %208 = and i32 %207, 28
  %209 = lshr i32 %196, %208
  %210 = shl i32 %209, 8
  %211 = and i32 %210, 1792
  %212 = or disjoint i32 %211, %206
  %213 = lshr i32 %188, 10
  %214 = and i32 %213, 28
  %215 = lshr i32 %196, %214
  %216 = shl i32 %215, 12
  %217 = and i32 %216, 28672
  %218 = or disjoint i32 %217, %212
  %219 = lshr i32 %188, 14
  %220 = and i32 %219, 28
  %221 = lshr i32 %196, %220
  %222 = shl i32 %221, 16
  %223 = and i32 %222, 458752
  %224 = or disjoint i32 %223, %218
  %225 = lshr i32 %188, 18
  %226 = and i32 %225, 28
  %227 = lshr i32 %196, %226
  %228 = shl i32 %227, 20
  %229 = and i32 %228, 7340032
  %230 = or disjoint i32 %229, %224
  %231 = lshr i32 %188, 22
  %232 = and i32 %231, 28
  %233 = lshr i32 %196, %232
  %234 = shl i32 %233, 24
  %235 = and i32 %234, 117440512
  %236 = or i32 %235, %230
  %237 = lshr i32 %188, 26
  %238 = and i32 %237, 28
  %239 = lshr i32 %196, %238
  %240 = shl i32 %239, 28
  %241 = and i32 %240, 1879048192
  %242 = or i32 %241, %236
  %243 = add nsw i64 %187, 1
  %244 = icmp slt i64 %243, %184
  br i1 %244, label %186, label %245, !llvm.loop !24

245:                                              ; preds = %186, %173
  %246 = phi i32 [ 1985229328, %173 ], [ %242, %186 ]
  %247 = and i32 %24, 31
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %246, i32 1, i32 0)
  %249 = icmp eq i32 %247, 0
  br i1 %249, label %297, label %250

250:                                              ; preds = %245
  %251 = shl i32 %248, 2
  %252 = and i32 %251, 28
  %253 = lshr i32 %246, %252
  %254 = and i32 %253, 7
  %255 = lshr i32 %248, 2
  %256 = and i32 %255, 28
  %257 = lshr i32 %246, %256
  %258 = shl i32 %257, 4
  %259 = and i32 %258, 112
  %260 = or disjoint i32 %259, %254
  %261 = lshr i32 %248, 6
  %262 = and i32 %261, 28
  %263 = lshr i32 %246, %262
  %264 = shl i32 %263, 8
  %265 = and i32 %264, 1792
  %266 = or disjoint i32 %265, %260
  %267 = lshr i32 %248, 10
  %268 = and i32 %267, 28
  %269 = lshr i32 %246, %268
  %270 = shl i32 %269, 12
  %271 = and i32 %270, 28672
  %272 = or disjoint i32 %271, %266
  %273 = lshr i32 %248, 14
  %274 = and i32 %273, 28
  %275 = lshr i32 %246, %274
  %276 = shl i32 %275, 16
  %277 = and i32 %276, 458752
  %278 = or disjoint i32 %277, %272
  %279 = lshr i32 %248, 18
  %280 = and i32 %279, 28
  %281 = lshr i32 %246, %280
  %282 = shl i32 %281, 20
  %283 = and i32 %282, 7340032
  %284 = or disjoint i32 %283, %278
  %285 = lshr i32 %248, 22
  %286 = and i32 %285, 28
  %287 = lshr i32 %246, %286
  %288 = shl i32 %287, 24
  %289 = and i32 %288, 117440512
  %290 = or i32 %289, %284
  %291 = lshr i32 %248, 26
  %292 = and i32 %291, 28
  %293 = lshr i32 %246, %292
  %294 = shl i32 %293, 28
  %295 = and i32 %294, 1879048192
  %296 = or i32 %295, %290
  br label %297

297:                                              ; preds = %250, %245
  %298 = phi i32 [ %246, %245 ], [ %296, %250 ]
  %299 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %298, i32 2, i32 0)
  %300 = icmp samesign ult i32 %247, 2
  br i1 %300, label %348, label %301

301:                                              ; preds = %297
  %302 = shl i32 %299, 2
  %303 = and i32 %302, 28
  %304 = lshr i32 %298, %303
  %305 = and i32 %304, 7
  %306 = lshr i32 %299, 2
  %307 = and i32 %306, 28
  %308 = lshr i32 %298, %307
  %309 = shl i32 %308, 4
  %310 = and i32 %309, 112
  %311 = or disjoint i32 %310, %305
  %312 = lshr i32 %299, 6
  %313 = and i32 %312, 28
  %314 = lshr i32 %298, %313
  %315 = shl i32 %314, 8
  %316 = and i32 %315, 1792
  %317 = or disjoint i32 %316, %311
  %318 = lshr i32 %299, 10
  %319 = and i32 %318, 28
  %320 = lshr i32 %298, %319
  %321 = shl i32 %320, 12
  %322 = and i32 %321, 28672
  %323 = or disjoint i32 %322, %317
  %324 = lshr i32 %299, 14
  %325 = and i32 %324, 28
  %326 = lshr i32 %298, %325
  %327 = shl i32 %326, 16
  %328 = and i32 %327, 458752
  %329 = or disjoint i32 %328, %323
  %330 = lshr i32 %299, 18
  %331 = and i32 %330, 28
  %332 = lshr i32 %298, %331
  %333 = shl i32 %332, 20
  %334 = and i32 %333, 7340032
  %335 = or disjoint i32 %334, %329
  %336 = lshr i32 %299, 22
  %337 = and i32 %336, 28
  %338 = lshr i32 %298, %337
  %339 = shl i32 %338, 24
  %340 = and i32 %339, 117440512
  %341 = or i32 %340, %335
  %342 = lshr i32 %299, 26
  %343 = and i32 %342, 28
  %344 = lshr i32 %298, %343
  %345 = shl i32 %344, 28
  %346 = and i32 %345, 1879048192
  %347 = or i32 %346, %341
  br label %348

348:                                              ; preds = %301, %297
  %349 = phi i32 [ %298, %297 ], [ %347, %301 ]
  %350 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %349, i32 4, i32 0)
  %351 = icmp samesign ult i32 %247, 4
  br i1 %351, label %399, label %352

352:                                              ; preds = %348
  %353 = shl i32 %350, 2
  %354 = and i32 %353, 28
  %355 = lshr i32 %349, %354
  %356 = and i32 %355, 7
  %357 = lshr i32 %350, 2
  %358 = and i32 %357, 28
  %359 = lshr i32 %349, %358
  %360 = shl i32 %359, 4
  %361 = and i32 %360, 112
  %362 = or disjoint i32 %361, %356
  %363 = lshr i32 %350, 6
  %364 = and i32 %363, 28
  %365 = lshr i32 %349, %364
  %366 = shl i32 %365, 8
  %367 = and i32 %366, 1792
  %368 = or disjoint i32 %367, %362
  %369 = lshr i32 %350, 10
  %370 = and i32 %369, 28
  %371 = lshr i32 %349, %370
  %372 = shl i32 %371, 12
  %373 = and i32 %372, 28672
  %374 = or disjoint i32 %373, %368
  %375 = lshr i32 %350, 14
  %376 = and i32 %375, 28
  %377 = lshr i32 %349, %376
  %378 = shl i32 %377, 16
  %379 = and i32 %378, 458752
  %380 = or disjoint i32 %379, %374
  %381 = lshr i32 %350, 18
  %382 = and i32 %381, 28
  %383 = lshr i32 %349, %382
  %384 = shl i32 %383, 20
  %385 = and i32 %384, 7340032
  %386 = or disjoint i32 %385, %380
  %387 = lshr i32 %350, 22
  %388 = and i32 %387, 28
  %389 = lshr i32 %349, %388
  %390 = shl i32 %389, 24
  %391 = and i32 %390, 117440512
  %392 = or i32 %391, %386
  %393 = lshr i32 %350, 26
  %394 = and i32 %393, 28
  %395 = lshr i32 %349, %394
  %396 = shl i32 %395, 28
  %397 = and i32 %396, 1879048192
  %398 = or i32 %397, %392
  br label %399

399:                                              ; preds = %352, %348
  %400 = phi i32 [ %349, %348 ], [ %398, %352 ]
  %401 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %400, i32 8, i32 0)
  %402 = icmp samesign ult i32 %247, 8
  br i1 %402, label %450, label %403

403:                                              ; preds = %399
  %404 = shl i32 %401, 2
  %405 = and i32 %404, 28
  %406 = lshr i32 %400, %405
  %407 = and i32 %406, 7
  %408 = lshr i32 %401, 2
  %409 = and i32 %408, 28
  %410 = lshr i32 %400, %409
  %411 = shl i32 %410, 4
  %412 = and i32 %411, 112
  %413 = or disjoint i32 %412, %407
  %414 = lshr i32 %401, 6
  %415 = and i32 %414, 28
  %416 = lshr i32 %400, %415
  %417 = shl i32 %416, 8
  %418 = and i32 %417, 1792
  %419 = or disjoint i32 %418, %413
  %420 = lshr i32 %401, 10
  %421 = and i32 %420, 28
  %422 = lshr i32 %400, %421
  %423 = shl i32 %422, 12
  %424 = and i32 %423, 28672
  %425 = or disjoint i32 %424, %419
  %426 = lshr i32 %401, 14
  %427 = and i32 %426, 28
  %428 = lshr i32 %400, %427
  %429 = shl i32 %428, 16
  %430 = and i32 %429, 458752
  %431 = or disjoint i32 %430, %425
  %432 = lshr i32 %401, 18
  %433 = and i32 %432, 28
  %434 = lshr i32 %400, %433
  %435 = shl i32 %434, 20
  %436 = and i32 %435, 7340032
  %437 = or disjoint i32 %436, %431
  %438 = lshr i32 %401, 22
  %439 = and i32 %438, 28
  %440 = lshr i32 %400, %439
  %441 = shl i32 %440, 24
  %442 = and i32 %441, 117440512
  %443 = or i32 %442, %437
  %444 = lshr i32 %401, 26
  %445 = and i32 %444, 28
  %446 = lshr i32 %400, %445
  %447 = shl i32 %446, 28
  %448 = and i32 %447, 1879048192
  %449 = or i32 %448, %443
  br label %450

450:                                              ; preds = %403, %399
  %451 = phi i32 [ %400, %399 ], [ %449, %403 ]
  %452 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %451, i32 16, i32 0)
  %453 = icmp samesign ult i32 %247, 16
  br i1 %453, label %501, label %454

454:                                              ; preds = %450
  %455 = shl i32 %452, 2
  %456 = and i32 %455, 28
  %457 = lshr i32 %451, %456
  %458 = and i32 %457, 7
  %459 = lshr i32 %452, 2
  %460 = and i32 %459, 28
  %461 = lshr i32 %451, %460
  %462 = shl i32 %461, 4
  %463 = and i32 %462, 112
  %464 = or disjoint i32 %463, %458
  %465 = lshr i32 %452, 6
  %466 = and i32 %465, 28
  %467 = lshr i32 %451, %466
  %468 = shl i32 %467, 8
  %469 = and i32 %468, 1792
  %470 = or disjoint i32 %469, %464
  %471 = lshr i32 %452, 10
  %472 = and i32 %471, 28
  %473 = lshr i32 %451, %472
  %474 = shl i32 %473, 12
  %475 = and i32 %474, 28672
  %476 = or disjoint i32 %475, %470
  %477 = lshr i32 %452, 14
  %478 = and i32 %477, 28
  %479 = lshr i32 %451, %478
  %480 = shl i32 %479, 16
  %481 = and i32 %480, 458752
  %482 = or disjoint i32 %481, %476
  %483 = lshr i32 %452, 18
  %484 = and i32 %483, 28
  %485 = lshr i32 %451, %484
  %486 = shl i32 %485, 20
  %487 = and i32 %486, 7340032
  %488 = or disjoint i32 %487, %482
  %489 = lshr i32 %452, 22
  %490 = and i32 %489, 28
  %491 = lshr i32 %451, %490
  %492 = shl i32 %491, 24
  %493 = and i32 %492, 117440512
  %494 = or i32 %493, %488
  %495 = lshr i32 %452, 26
  %496 = and i32 %495, 28
  %497 = lshr i32 %451, %496
  %498 = shl i32 %497, 28
  %499 = and i32 %498, 1879048192
  %500 = or i32 %499, %494
  br label %501

501:                                              ; preds = %454, %450
  %502 = phi i32 [ %451, %450 ], [ %500, %454 ]
  %503 = lshr i32 %24, 5
  %504 = icmp eq i32 %247, 31
  br i1 %504, label %505, label %508

505:                                              ; preds = %501
  %506 = zext nneg i32 %503 to i64
  %507 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE6s_warp to ptr), i64 %506
  store i32 %502, ptr %507, align 4, !tbaa !6
  br label %508

508:                                              ; preds = %505, %501
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %509 = icmp eq i32 %503, 0
  br i1 %509, label %510, label %562

510:                                              ; preds = %562, %508
  %511 = phi i32 [ 1985229328, %508 ], [ %613, %562 ]
  %512 = shl i32 %511, 2
  %513 = and i32 %512, 28
  %514 = lshr i32 %502, %513
  %515 = and i32 %514, 7
  %516 = lshr i32 %511, 2
  %517 = and i32 %516, 28
  %518 = lshr i32 %502, %517
  %519 = shl i32 %518, 4
  %520 = and i32 %519, 112
  %521 = or disjoint i32 %520, %515
  %522 = lshr i32 %511, 6
  %523 = and i32 %522, 28
  %524 = lshr i32 %502, %523
  %525 = shl i32 %524, 8
  %526 = and i32 %525, 1792
  %527 = or disjoint i32 %526, %521
  %528 = lshr i32 %511, 10
  %529 = and i32 %528, 28
  %530 = lshr i32 %502, %529
  %531 = shl i32 %530, 12
  %532 = and i32 %531, 28672
  %533 = or disjoint i32 %532, %527
  %534 = lshr i32 %511, 14
  %535 = and i32 %534, 28
  %536 = lshr i32 %502, %535
  %537 = shl i32 %536, 16
  %538 = and i32 %537, 458752
  %539 = or disjoint i32 %538, %533
  %540 = lshr i32 %511, 18
  %541 = and i32 %540, 28
  %542 = lshr i32 %502, %541
  %543 = shl i32 %542, 20
  %544 = and i32 %543, 7340032
  %545 = or disjoint i32 %544, %539
  %546 = lshr i32 %511, 22
  %547 = and i32 %546, 28
  %548 = lshr i32 %502, %547
  %549 = shl i32 %548, 24
  %550 = and i32 %549, 117440512
  %551 = or i32 %550, %545
  %552 = lshr i32 %511, 26
  %553 = and i32 %552, 28
  %554 = lshr i32 %502, %553
  %555 = shl i32 %554, 28
  %556 = and i32 %555, 1879048192
  %557 = or i32 %556, %551
  %558 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %557, i32 1, i32 0)
  %559 = icmp ne i32 %247, 0
  %560 = or i1 %559, %509
  %561 = select i1 %559, i32 %558, i32 1985229328
  br i1 %560, label %732, label %678

562:                                              ; preds = %508, %562
  %563 = phi i32 [ %614, %562 ], [ 0, %508 ]
  %564 = phi i32 [ %613, %562 ], [ 1985229328, %508 ]
  %565 = zext nneg i32 %563 to i64
  %566 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE6s_warp to ptr), i64 %565
  %567 = load i32, ptr %566, align 4, !tbaa !6
  %568 = shl i32 %564, 2
  %569 = and i32 %568, 28
  %570 = lshr i32 %567, %569
  %571 = and i32 %570, 7
  %572 = lshr i32 %564, 2
  %573 = and i32 %572, 28
  %574 = lshr i32 %567, %573
  %575 = shl i32 %574, 4
  %576 = and i32 %575, 112
  %577 = or disjoint i32 %576, %571
  %578 = lshr i32 %564, 6
  %579 = and i32 %578, 28
  %580 = lshr i32 %567, %579
  %581 = shl i32 %580, 8
  %582 = and i32 %581, 1792
  %583 = or disjoint i32 %582, %577
  %584 = lshr i32 %564, 10
  %585 = and i32 %584, 28
  %586 = lshr i32 %567, %585
  %587 = shl i32 %586, 12
  %588 = and i32 %587, 28672
  %589 = or disjoint i32 %588, %583
  %590 = lshr i32 %564, 14
  %591 = and i32 %590, 28
  %592 = lshr i32 %567, %591
  %593 = shl i32 %592, 16
  %594 = and i32 %593, 458752
  %595 = or disjoint i32 %594, %589
  %596 = lshr i32 %564, 18
  %597 = and i32 %596, 28
  %598 = lshr i32 %567, %597
  %599 = shl i32 %598, 20
  %600 = and i32 %599, 7340032
  %601 = or disjoint i32 %600, %595
  %602 = lshr i32 %564, 22
  %603 = and i32 %602, 28
  %604 = lshr i32 %567, %603
  %605 = shl i32 %604, 24
  %606 = and i32 %605, 117440512
  %607 = or i32 %606, %601
  %608 = lshr i32 %564, 26
  %609 = and i32 %608, 28
  %610 = lshr i32 %567, %609
  %611 = shl i32 %610, 28
  %612 = and i32 %611, 1879048192
  %613 = or i32 %612, %607
  %614 = add nuw nsw i32 %563, 1
  %615 = icmp eq i32 %614, %503
  br i1 %615, label %510, label %562, !llvm.loop !29

616:                                              ; preds = %616, %152
  %617 = phi i32 [ %146, %152 ], [ %674, %616 ]
  %618 = phi i32 [ 0, %152 ], [ %675, %616 ]
  %619 = phi i32 [ 0, %152 ], [ %676, %616 ]
  %620 = zext nneg i32 %618 to i64
  %621 = getelementptr inbounds nuw i32, ptr %8, i64 %620
  %622 = load i32, ptr %621, align 4, !tbaa !6
  %623 = shl nuw nsw i32 %617, 2
  %624 = lshr i32 %622, %623
  %625 = zext nneg i32 %618 to i64
  %626 = getelementptr inbounds nuw i32, ptr %8, i64 %625
  %627 = getelementptr inbounds nuw i8, ptr %626, i64 4
  %628 = load i32, ptr %627, align 4, !tbaa !6
  %629 = shl i32 %624, 2
  %630 = and i32 %629, 28
  %631 = lshr i32 %628, %630
  %632 = zext nneg i32 %618 to i64
  %633 = getelementptr inbounds nuw i32, ptr %8, i64 %632
  %634 = getelementptr inbounds nuw i8, ptr %633, i64 8
  %635 = load i32, ptr %634, align 4, !tbaa !6
  %636 = shl i32 %631, 2
  %637 = and i32 %636, 28
  %638 = lshr i32 %635, %637
  %639 = zext nneg i32 %618 to i64
  %640 = getelementptr inbounds nuw i32, ptr %8, i64 %639
  %641 = getelementptr inbounds nuw i8, ptr %640, i64 12
  %642 = load i32, ptr %641, align 4, !tbaa !6
  %643 = shl i32 %638, 2
  %644 = and i32 %643, 28
  %645 = lshr i32 %642, %644
  %646 = zext nneg i32 %618 to i64
  %647 = getelementptr inbounds nuw i32, ptr %8, i64 %646
  %648 = getelementptr inbounds nuw i8, ptr %647, i64 16
  %649 = load i32, ptr %648, align 4, !tbaa !6
  %650 = shl i32 %645, 2
  %651 = and i32 %650, 28
  %652 = lshr i32 %649, %651
  %653 = zext nneg i32 %618 to i64
  %654 = getelementptr inbounds nuw i32, ptr %8, i64 %653
  %655 = getelementptr inbounds nuw i8, ptr %654, i64 20
  %656 = load i32, ptr %655, align 4, !tbaa !6
  %657 = shl i32 %652, 2
  %658 = and i32 %657, 28
  %659 = lshr i32 %656, %658
  %660 = zext nneg i32 %618 to i64
  %661 = getelementptr inbounds nuw i32, ptr %8, i64 %660
  %662 = getelementptr inbounds nuw i8, ptr %661, i64 24
  %663 = load i32, ptr %662, align 4, !tbaa !6
  %664 = shl i32 %659, 2
  %665 = and i32 %664, 28
  %666 = lshr i32 %663, %665
  %667 = zext nneg i32 %618 to i64
  %668 = getelementptr inbounds nuw i32, ptr %8, i64 %667
  %669 = getelementptr inbounds nuw i8, ptr %668, i64 28
  %670 = load i32, ptr %669, align 4, !tbaa !6
  %671 = shl i32 %666, 2
  %672 = and i32 %671, 28
  %673 = lshr i32 %670, %672
  %674 = and i32 %673, 7
  %675 = add nuw nsw i32 %618, 8
  %676 = add i32 %619, 8
  %677 = icmp eq i32 %676, %153
  br i1 %677, label %154, label %616, !llvm.loop !30

678:                                              ; preds = %510, %678
  %679 = phi i32 [ %730, %678 ], [ 0, %510 ]
  %680 = phi i32 [ %729, %678 ], [ 1985229328, %510 ]
  %681 = zext nneg i32 %679 to i64
  %682 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE6s_warp to ptr), i64 %681
  %683 = load i32, ptr %682, align 4, !tbaa !6
  %684 = shl i32 %680, 2
  %685 = and i32 %684, 28
  %686 = lshr i32 %683, %685
  %687 = and i32 %686, 7
  %688 = lshr i32 %680, 2
  %689 = and i32 %688, 28
  %690 = lshr i32 %683, %689
  %691 = shl i32 %690, 4
  %692 = and i32 %691, 112
  %693 = or disjoint i32 %692, %687
  %694 = lshr i32 %680, 6
  %695 = and i32 %694, 28
  %696 = lshr i32 %683, %695
  %697 = shl i32 %696, 8
  %698 = and i32 %697, 1792
  %699 = or disjoint i32 %698, %693
  %700 = lshr i32 %680, 10
  %701 = and i32 %700, 28
  %702 = lshr i32 %683, %701
  %703 = shl i32 %702, 12
  %704 = and i32 %703, 28672
  %705 = or disjoint i32 %704, %699
  %706 = lshr i32 %680, 14
  %707 = and i32 %706, 28
  %708 = lshr i32 %683, %707
  %709 = shl i32 %708, 16
  %710 = and i32 %709, 458752
  %711 = or disjoint i32 %710, %705
  %712 = lshr i32 %680, 18
  %713 = and i32 %712, 28
  %714 = lshr i32 %683, %713
  %715 = shl i32 %714, 20
  %716 = and i32 %715, 7340032
  %717 = or disjoint i32 %716, %711
  %718 = lshr i32 %680, 22
  %719 = and i32 %718, 28
  %720 = lshr i32 %683, %719
  %721 = shl i32 %720, 24
  %722 = and i32 %721, 117440512
  %723 = or i32 %722, %717
  %724 = lshr i32 %680, 26
  %725 = and i32 %724, 28
  %726 = lshr i32 %683, %725
  %727 = shl i32 %726, 28
  %728 = and i32 %727, 1879048192
  %729 = or i32 %728, %723
  %730 = add nuw nsw i32 %679, 1
  %731 = icmp eq i32 %730, %503
  br i1 %731, label %732, label %678, !llvm.loop !31

732:                                              ; preds = %678, %510
  %733 = phi i32 [ %561, %510 ], [ %729, %678 ]
  %734 = shl nuw nsw i32 %174, 2
  %735 = lshr i32 %733, %734
  %736 = and i32 %735, 7
  br i1 %185, label %737, label %773

737:                                              ; preds = %732
  %738 = sub i64 %184, %182
  %739 = and i64 %738, 3
  %740 = sub i64 %182, %184
  %741 = icmp ugt i64 %740, -4
  br i1 %741, label %746, label %742

742:                                              ; preds = %737
  %743 = and i64 %738, -4
  br label %777

744:                                              ; preds = %777
  %745 = icmp eq i64 %739, 0
  br i1 %745, label %773, label %746

746:                                              ; preds = %744, %737
  %747 = phi i64 [ %182, %737 ], [ %841, %744 ]
  %748 = phi i32 [ 0, %737 ], [ %840, %744 ]
  %749 = phi i32 [ %736, %737 ], [ %837, %744 ]
  %750 = icmp ne i64 %739, 0
  tail call void @llvm.assume(i1 %750)
  br label %751

751:                                              ; preds = %751, %746
  %752 = phi i64 [ %770, %751 ], [ %747, %746 ]
  %753 = phi i32 [ %769, %751 ], [ %748, %746 ]
  %754 = phi i32 [ %766, %751 ], [ %749, %746 ]
  %755 = phi i64 [ %771, %751 ], [ 0, %746 ]
  %756 = getelementptr inbounds i8, ptr %0, i64 %752
  %757 = load i8, ptr %756, align 1, !tbaa !11
  %758 = zext i8 %757 to i64
  %759 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %758
  %760 = load i8, ptr %759, align 1, !tbaa !11
  %761 = zext i8 %760 to i64
  %762 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %761
  %763 = load i32, ptr %762, align 4, !tbaa !6
  %764 = shl nuw nsw i32 %754, 2
  %765 = lshr i32 %763, %764
  %766 = and i32 %765, 7
  %767 = lshr i32 %7, %766
  %768 = and i32 %767, 1
  %769 = add i32 %768, %753
  %770 = add nsw i64 %752, 1
  %771 = add i64 %755, 1
  %772 = icmp eq i64 %771, %739
  br i1 %772, label %773, label %751, !llvm.loop !32

773:                                              ; preds = %744, %751, %732
  %774 = phi i32 [ %736, %732 ], [ %837, %744 ], [ %766, %751 ]
  %775 = phi i32 [ 0, %732 ], [ %840, %744 ], [ %769, %751 ]
  %776 = icmp eq i32 %775, 0
  br i1 %776, label %846, label %844

777:                                              ; preds = %777, %742
  %778 = phi i64 [ %182, %742 ], [ %841, %777 ]
  %779 = phi i32 [ 0, %742 ], [ %840, %777 ]
  %780 = phi i32 [ %736, %742 ], [ %837, %777 ]
  %781 = phi i64 [ 0, %742 ], [ %842, %777 ]
  %782 = getelementptr inbounds i8, ptr %0, i64 %778
  %783 = load i8, ptr %782, align 1, !tbaa !11
  %784 = zext i8 %783 to i64
  %785 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %784
  %786 = load i8, ptr %785, align 1, !tbaa !11
  %787 = zext i8 %786 to i64
  %788 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %787
  %789 = load i32, ptr %788, align 4, !tbaa !6
  %790 = shl nuw nsw i32 %780, 2
  %791 = lshr i32 %789, %790
  %792 = and i32 %791, 7
  %793 = lshr i32 %7, %792
  %794 = and i32 %793, 1
  %795 = add i32 %794, %779
  %796 = getelementptr i8, ptr %0, i64 %778
  %797 = getelementptr i8, ptr %796, i64 1
  %798 = load i8, ptr %797, align 1, !tbaa !11
  %799 = zext i8 %798 to i64
  %800 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %799
  %801 = load i8, ptr %800, align 1, !tbaa !11
  %802 = zext i8 %801 to i64
  %803 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %802
  %804 = load i32, ptr %803, align 4, !tbaa !6
  %805 = shl nuw nsw i32 %792, 2
  %806 = lshr i32 %804, %805
  %807 = and i32 %806, 7
  %808 = lshr i32 %7, %807
  %809 = and i32 %808, 1
  %810 = add i32 %809, %795
  %811 = getelementptr i8, ptr %0, i64 %778
  %812 = getelementptr i8, ptr %811, i64 2
  %813 = load i8, ptr %812, align 1, !tbaa !11
  %814 = zext i8 %813 to i64
  %815 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %814
  %816 = load i8, ptr %815, align 1, !tbaa !11
  %817 = zext i8 %816 to i64
  %818 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %817
  %819 = load i32, ptr %818, align 4, !tbaa !6
  %820 = shl nuw nsw i32 %807, 2
  %821 = lshr i32 %819, %820
  %822 = and i32 %821, 7
  %823 = lshr i32 %7, %822
  %824 = and i32 %823, 1
  %825 = add i32 %824, %810
  %826 = getelementptr i8, ptr %0, i64 %778
  %827 = getelementptr i8, ptr %826, i64 3
  %828 = load i8, ptr %827, align 1, !tbaa !11
  %829 = zext i8 %828 to i64
  %830 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %829
  %831 = load i8, ptr %830, align 1, !tbaa !11
  %832 = zext i8 %831 to i64
  %833 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %832
  %834 = load i32, ptr %833, align 4, !tbaa !6
  %835 = shl nuw nsw i32 %822, 2
  %836 = lshr i32 %834, %835
  %837 = and i32 %836, 7
  %838 = lshr i32 %7, %837
  %839 = and i32 %838, 1
  %840 = add i32 %839, %825
  %841 = add nsw i64 %778, 4
  %842 = add i64 %781, 4
  %843 = icmp eq i64 %842, %743
  br i1 %843, label %744, label %777, !llvm.loop !33

844:                                              ; preds = %773
  %845 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_count to ptr), i32 %775 seq_cst, align 4
  br label %846

846:                                              ; preds = %844, %773
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %142, label %847, label %850

847:                                              ; preds = %846
  %848 = getelementptr inbounds nuw i32, ptr %9, i64 %175
  %849 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_count to ptr), align 4, !tbaa !6
  store i32 %849, ptr %848, align 4, !tbaa !6
  br label %850

850:                                              ; preds = %847, %846
  %851 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %852 = add nsw i32 %851, -1
  %853 = icmp eq i32 %147, %852
  %854 = add nsw i32 %12, -1
  %855 = icmp eq i32 %24, %854
  %856 = and i1 %853, %855
  br i1 %856, label %857, label %858

857:                                              ; preds = %850
  store i32 %774, ptr %10, align 4, !tbaa !6
  br label %858

858:                                              ; preds = %850, %857, %11, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !14, !15}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !8, i64 0}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13, !14}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13, !14}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13}
!32 = distinct !{!32, !28}
!33 = distinct !{!33, !13}
