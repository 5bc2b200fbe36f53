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
  %14 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %13, i32 64)
  %15 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 1)
  %16 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %15, i32 32)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp samesign ult i32 %17, 256
  br i1 %18, label %19, label %21

19:                                               ; preds = %12
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %26

21:                                               ; preds = %26, %12
  %22 = mul nuw nsw i32 %16, %14
  %23 = icmp samesign ult i32 %17, %22
  br i1 %23, label %24, label %37

24:                                               ; preds = %21
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %39

26:                                               ; preds = %19, %26
  %27 = phi i32 [ %17, %19 ], [ %35, %26 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !11
  %31 = zext i8 %30 to i32
  %32 = urem i32 %31, %16
  %33 = trunc nuw nsw i32 %32 to i8
  %34 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_class to ptr), i64 %28
  store i8 %33, ptr %34, align 1, !tbaa !11
  %35 = add nuw nsw i32 %27, %20
  %36 = icmp samesign ult i32 %35, 256
  br i1 %36, label %26, label %21, !llvm.loop !12

37:                                               ; preds = %39, %21
  %38 = icmp eq i32 %17, 0
  br i1 %38, label %50, label %51

39:                                               ; preds = %24, %39
  %40 = phi i32 [ %17, %24 ], [ %48, %39 ]
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i8, ptr %6, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !11
  %44 = zext i8 %43 to i32
  %45 = urem i32 %44, %14
  %46 = trunc nuw nsw i32 %45 to i8
  %47 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_trans to ptr), i64 %41
  store i8 %46, ptr %47, align 1, !tbaa !11
  %48 = add nuw nsw i32 %40, %25
  %49 = icmp samesign ult i32 %48, %22
  br i1 %49, label %39, label %37, !llvm.loop !15

50:                                               ; preds = %37
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE6s_hits to ptr), align 4, !tbaa !6
  br label %51

51:                                               ; preds = %50, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %54 = mul i32 %52, %53
  %55 = add i32 %54, %17
  %56 = icmp slt i32 %55, %4
  br i1 %56, label %57, label %112

57:                                               ; preds = %51
  %58 = sext i32 %55 to i64
  %59 = getelementptr inbounds i64, ptr %2, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !16
  %61 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %60, i64 0)
  %62 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %61, i64 %1)
  %63 = getelementptr inbounds i32, ptr %3, i64 %58
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %64, i32 0)
  %66 = zext nneg i32 %65 to i64
  %67 = sub nsw i64 %1, %62
  %68 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %66, i64 %67)
  %69 = trunc i64 %68 to i32
  %70 = getelementptr inbounds i8, ptr %0, i64 %62
  %71 = trunc i64 %9 to i32
  %72 = lshr i32 %71, 1
  %73 = and i32 %72, 1
  %74 = add nsw i32 %73, -1
  %75 = icmp sgt i32 %69, 0
  %76 = icmp eq i32 %73, 0
  %77 = and i1 %75, %76
  br i1 %77, label %78, label %106

78:                                               ; preds = %57, %95
  %79 = phi i32 [ %101, %95 ], [ 0, %57 ]
  %80 = phi i32 [ %102, %95 ], [ %74, %57 ]
  %81 = phi i32 [ %96, %95 ], [ 1, %57 ]
  %82 = mul nuw nsw i32 %81, %16
  %83 = zext nneg i32 %79 to i64
  %84 = getelementptr inbounds nuw i8, ptr %70, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !11
  %86 = zext i8 %85 to i64
  %87 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_class to ptr), i64 %86
  %88 = load i8, ptr %87, align 1, !tbaa !11
  %89 = zext i8 %88 to i32
  %90 = add nuw nsw i32 %82, %89
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE7s_trans to ptr), i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !11
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %106, label %95

95:                                               ; preds = %78
  %96 = zext i8 %93 to i32
  %97 = zext nneg i8 %93 to i64
  %98 = shl nuw i64 1, %97
  %99 = and i64 %98, %9
  %100 = icmp eq i64 %99, 0
  %101 = add nuw nsw i32 %79, 1
  %102 = select i1 %100, i32 %80, i32 %101
  %103 = icmp slt i32 %101, %69
  %104 = icmp slt i32 %102, 0
  %105 = select i1 %103, i1 %104, i1 false
  br i1 %105, label %78, label %106, !llvm.loop !18

106:                                              ; preds = %95, %78, %57
  %107 = phi i32 [ %74, %57 ], [ %102, %95 ], [ %80, %78 ]
  %108 = getelementptr inbounds i32, ptr %10, i64 %58
  store i32 %107, ptr %108, align 4, !tbaa !6
  %109 = icmp sgt i32 %107, -1
  br i1 %109, label %110, label %112

110:                                              ; preds = %106
  %111 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE6s_hits to ptr), i32 1 seq_cst, align 4
  br label %112

112:                                              ; preds = %106, %110, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %38, label %113, label %117

113:                                              ; preds = %112
  %114 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_match_recordsE6s_hits to ptr), align 4, !tbaa !6
  %115 = zext nneg i32 %52 to i64
  %116 = getelementptr inbounds nuw i32, ptr %11, i64 %115
  store i32 %114, ptr %116, align 4, !tbaa !6
  br label %117

117:                                              ; preds = %113, %112
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dfa_chunk_maps(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = and i32 %9, 31
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %457

12:                                               ; preds = %8
  %13 = icmp samesign ugt i32 %9, 256
  %14 = icmp slt i32 %2, 1
  %15 = or i1 %13, %14
  br i1 %15, label %457, label %16

16:                                               ; preds = %12
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %18 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %17, i32 8)
  %19 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 1)
  %20 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %19, i32 32)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp samesign ult i32 %21, 256
  br i1 %22, label %25, label %23

23:                                               ; preds = %25, %16
  %24 = icmp samesign ult i32 %21, %20
  br i1 %24, label %36, label %62

25:                                               ; preds = %16, %25
  %26 = phi i32 [ %34, %25 ], [ %21, %16 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !11
  %30 = zext i8 %29 to i32
  %31 = urem i32 %30, %20
  %32 = trunc nuw nsw i32 %31 to i8
  %33 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE7s_class to ptr), i64 %27
  store i8 %32, ptr %33, align 1, !tbaa !11
  %34 = add nuw nsw i32 %26, %9
  %35 = icmp samesign ult i32 %34, 256
  br i1 %35, label %25, label %23, !llvm.loop !19

36:                                               ; preds = %23, %38
  %37 = phi i32 [ %41, %38 ], [ %21, %23 ]
  br label %43

38:                                               ; preds = %55
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE5s_col to ptr), i64 %39
  store i32 %59, ptr %40, align 4, !tbaa !6
  %41 = add nuw nsw i32 %37, %9
  %42 = icmp samesign ult i32 %41, %20
  br i1 %42, label %36, label %62, !llvm.loop !20

43:                                               ; preds = %36, %55
  %44 = phi i32 [ 0, %36 ], [ %60, %55 ]
  %45 = phi i32 [ 0, %36 ], [ %59, %55 ]
  %46 = icmp samesign ugt i32 %17, %44
  br i1 %46, label %47, label %55

47:                                               ; preds = %43
  %48 = mul nuw nsw i32 %44, %20
  %49 = add nuw nsw i32 %48, %37
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !11
  %53 = zext i8 %52 to i32
  %54 = urem i32 %53, %18
  br label %55

55:                                               ; preds = %47, %43
  %56 = phi i32 [ %54, %47 ], [ %44, %43 ]
  %57 = shl nuw nsw i32 %44, 2
  %58 = shl i32 %56, %57
  %59 = or i32 %58, %45
  %60 = add nuw nsw i32 %44, 1
  %61 = icmp eq i32 %60, 8
  br i1 %61, label %38, label %43, !llvm.loop !21

62:                                               ; preds = %38, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %64 = zext nneg i32 %63 to i64
  %65 = zext nneg i32 %9 to i64
  %66 = mul nuw nsw i64 %64, %65
  %67 = zext nneg i32 %21 to i64
  %68 = add nuw nsw i64 %66, %67
  %69 = zext nneg i32 %2 to i64
  %70 = mul nuw nsw i64 %68, %69
  %71 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %70, i64 %1)
  %72 = add nsw i64 %71, %69
  %73 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %72, i64 %1)
  %74 = icmp slt i64 %70, %73
  br i1 %74, label %75, label %134

75:                                               ; preds = %62, %75
  %76 = phi i64 [ %132, %75 ], [ %71, %62 ]
  %77 = phi i32 [ %131, %75 ], [ 1985229328, %62 ]
  %78 = getelementptr inbounds i8, ptr %0, i64 %76
  %79 = load i8, ptr %78, align 1, !tbaa !11
  %80 = zext i8 %79 to i64
  %81 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE7s_class to ptr), i64 %80
  %82 = load i8, ptr %81, align 1, !tbaa !11
  %83 = zext i8 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE5s_col to ptr), i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = shl i32 %77, 2
  %87 = and i32 %86, 28
  %88 = lshr i32 %85, %87
  %89 = and i32 %88, 7
  %90 = lshr i32 %77, 2
  %91 = and i32 %90, 28
  %92 = lshr i32 %85, %91
  %93 = shl i32 %92, 4
  %94 = and i32 %93, 112
  %95 = or disjoint i32 %94, %89
  %96 = lshr i32 %77, 6
  %97 = and i32 %96, 28
  %98 = lshr i32 %85, %97
  %99 = shl i32 %98, 8
  %100 = and i32 %99, 1792
  %101 = or disjoint i32 %100, %95
  %102 = lshr i32 %77, 10
  %103 = and i32 %102, 28
  %104 = lshr i32 %85, %103
  %105 = shl i32 %104, 12
  %106 = and i32 %105, 28672
  %107 = or disjoint i32 %106, %101
  %108 = lshr i32 %77, 14
  %109 = and i32 %108, 28
  %110 = lshr i32 %85, %109
  %111 = shl i32 %110, 16
  %112 = and i32 %111, 458752
  %113 = or disjoint i32 %112, %107
  %114 = lshr i32 %77, 18
  %115 = and i32 %114, 28
  %116 = lshr i32 %85, %115
  %117 = shl i32 %116, 20
  %118 = and i32 %117, 7340032
  %119 = or disjoint i32 %118, %113
  %120 = lshr i32 %77, 22
  %121 = and i32 %120, 28
  %122 = lshr i32 %85, %121
  %123 = shl i32 %122, 24
  %124 = and i32 %123, 117440512
  %125 = or i32 %124, %119
  %126 = lshr i32 %77, 26
  %127 = and i32 %126, 28
  %128 = lshr i32 %85, %127
  %129 = shl i32 %128, 28
  %130 = and i32 %129, 1879048192
  %131 = or i32 %130, %125
  %132 = add nsw i64 %76, 1
  %133 = icmp slt i64 %132, %73
  br i1 %133, label %75, label %134, !llvm.loop !22

134:                                              ; preds = %75, %62
  %135 = phi i32 [ 1985229328, %62 ], [ %131, %75 ]
  %136 = and i32 %21, 31
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %135, i32 1, i32 0)
  %138 = icmp eq i32 %136, 0
  br i1 %138, label %186, label %139

139:                                              ; preds = %134
  %140 = shl i32 %137, 2
  %141 = and i32 %140, 28
  %142 = lshr i32 %135, %141
  %143 = and i32 %142, 7
  %144 = lshr i32 %137, 2
  %145 = and i32 %144, 28
  %146 = lshr i32 %135, %145
  %147 = shl i32 %146, 4
  %148 = and i32 %147, 112
  %149 = or disjoint i32 %148, %143
  %150 = lshr i32 %137, 6
  %151 = and i32 %150, 28
  %152 = lshr i32 %135, %151
  %153 = shl i32 %152, 8
  %154 = and i32 %153, 1792
  %155 = or disjoint i32 %154, %149
  %156 = lshr i32 %137, 10
  %157 = and i32 %156, 28
  %158 = lshr i32 %135, %157
  %159 = shl i32 %158, 12
  %160 = and i32 %159, 28672
  %161 = or disjoint i32 %160, %155
  %162 = lshr i32 %137, 14
  %163 = and i32 %162, 28
  %164 = lshr i32 %135, %163
  %165 = shl i32 %164, 16
  %166 = and i32 %165, 458752
  %167 = or disjoint i32 %166, %161
  %168 = lshr i32 %137, 18
  %169 = and i32 %168, 28
  %170 = lshr i32 %135, %169
  %171 = shl i32 %170, 20
  %172 = and i32 %171, 7340032
  %173 = or disjoint i32 %172, %167
  %174 = lshr i32 %137, 22
  %175 = and i32 %174, 28
  %176 = lshr i32 %135, %175
  %177 = shl i32 %176, 24
  %178 = and i32 %177, 117440512
  %179 = or i32 %178, %173
  %180 = lshr i32 %137, 26
  %181 = and i32 %180, 28
  %182 = lshr i32 %135, %181
  %183 = shl i32 %182, 28
  %184 = and i32 %183, 1879048192
  %185 = or i32 %184, %179
  br label %186

186:                                              ; preds = %139, %134
  %187 = phi i32 [ %135, %134 ], [ %185, %139 ]
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %187, i32 2, i32 0)
  %189 = icmp samesign ult i32 %136, 2
  br i1 %189, label %237, label %190

190:                                              ; preds = %186
  %191 = shl i32 %188, 2
  %192 = and i32 %191, 28
  %193 = lshr i32 %187, %192
  %194 = and i32 %193, 7
  %195 = lshr i32 %188, 2
  %196 = and i32 %195, 28
  %197 = lshr i32 %187, %196
  %198 = shl i32 %197, 4
  %199 = and i32 %198, 112
  %200 = or disjoint i32 %199, %194
  %201 = lshr i32 %188, 6
  %202 = and i32 %201, 28
  %203 = lshr i32 %187, %202
  %204 = shl i32 %203, 8
  %205 = and i32 %204, 1792
  %206 = or disjoint i32 %205, %200
  %207 = lshr i32 %188, 10
  %208 = and i32 %207, 28
  %209 = lshr i32 %187, %208
  %210 = shl i32 %209, 12
  %211 = and i32 %210, 28672
  %212 = or disjoint i32 %211, %206
  %213 = lshr i32 %188, 14
  %214 = and i32 %213, 28
  %215 = lshr i32 %187, %214
  %216 = shl i32 %215, 16
  %217 = and i32 %216, 458752
  %218 = or disjoint i32 %217, %212
  %219 = lshr i32 %188, 18
  %220 = and i32 %219, 28
  %221 = lshr i32 %187, %220
  %222 = shl i32 %221, 20
  %223 = and i32 %222, 7340032
  %224 = or disjoint i32 %223, %218
  %225 = lshr i32 %188, 22
  %226 = and i32 %225, 28
  %227 = lshr i32 %187, %226
  %228 = shl i32 %227, 24
  %229 = and i32 %228, 117440512
  %230 = or i32 %229, %224
  %231 = lshr i32 %188, 26
  %232 = and i32 %231, 28
  %233 = lshr i32 %187, %232
  %234 = shl i32 %233, 28
  %235 = and i32 %234, 1879048192
  %236 = or i32 %235, %230
  br label %237

237:                                              ; preds = %190, %186
  %238 = phi i32 [ %187, %186 ], [ %236, %190 ]
  %239 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %238, i32 4, i32 0)
  %240 = icmp samesign ult i32 %136, 4
  br i1 %240, label %288, label %241

241:                                              ; preds = %237
  %242 = shl i32 %239, 2
  %243 = and i32 %242, 28
  %244 = lshr i32 %238, %243
  %245 = and i32 %244, 7
  %246 = lshr i32 %239, 2
  %247 = and i32 %246, 28
  %248 = lshr i32 %238, %247
  %249 = shl i32 %248, 4
  %250 = and i32 %249, 112
  %251 = or disjoint i32 %250, %245
  %252 = lshr i32 %239, 6
  %253 = and i32 %252, 28
  %254 = lshr i32 %238, %253
  %255 = shl i32 %254, 8
  %256 = and i32 %255, 1792
  %257 = or disjoint i32 %256, %251
  %258 = lshr i32 %239, 10
  %259 = and i32 %258, 28
  %260 = lshr i32 %238, %259
  %261 = shl i32 %260, 12
  %262 = and i32 %261, 28672
  %263 = or disjoint i32 %262, %257
  %264 = lshr i32 %239, 14
  %265 = and i32 %264, 28
  %266 = lshr i32 %238, %265
  %267 = shl i32 %266, 16
  %268 = and i32 %267, 458752
  %269 = or disjoint i32 %268, %263
  %270 = lshr i32 %239, 18
  %271 = and i32 %270, 28
  %272 = lshr i32 %238, %271
  %273 = shl i32 %272, 20
  %274 = and i32 %273, 7340032
  %275 = or disjoint i32 %274, %269
  %276 = lshr i32 %239, 22
  %277 = and i32 %276, 28
  %278 = lshr i32 %238, %277
  %279 = shl i32 %278, 24
  %280 = and i32 %279, 117440512
  %281 = or i32 %280, %275
  %282 = lshr i32 %239, 26
  %283 = and i32 %282, 28
  %284 = lshr i32 %238, %283
  %285 = shl i32 %284, 28
  %286 = and i32 %285, 1879048192
  %287 = or i32 %286, %281
  br label %288

288:                                              ; preds = %241, %237
  %289 = phi i32 [ %238, %237 ], [ %287, %241 ]
  %290 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %289, i32 8, i32 0)
  %291 = icmp samesign ult i32 %136, 8
  br i1 %291, label %339, label %292

292:                                              ; preds = %288
  %293 = shl i32 %290, 2
  %294 = and i32 %293, 28
  %295 = lshr i32 %289, %294
  %296 = and i32 %295, 7
  %297 = lshr i32 %290, 2
  %298 = and i32 %297, 28
  %299 = lshr i32 %289, %298
  %300 = shl i32 %299, 4
  %301 = and i32 %300, 112
  %302 = or disjoint i32 %301, %296
  %303 = lshr i32 %290, 6
  %304 = and i32 %303, 28
  %305 = lshr i32 %289, %304
  %306 = shl i32 %305, 8
  %307 = and i32 %306, 1792
  %308 = or disjoint i32 %307, %302
  %309 = lshr i32 %290, 10
  %310 = and i32 %309, 28
  %311 = lshr i32 %289, %310
  %312 = shl i32 %311, 12
  %313 = and i32 %312, 28672
  %314 = or disjoint i32 %313, %308
  %315 = lshr i32 %290, 14
  %316 = and i32 %315, 28
  %317 = lshr i32 %289, %316
  %318 = shl i32 %317, 16
  %319 = and i32 %318, 458752
  %320 = or disjoint i32 %319, %314
  %321 = lshr i32 %290, 18
  %322 = and i32 %321, 28
  %323 = lshr i32 %289, %322
  %324 = shl i32 %323, 20
  %325 = and i32 %324, 7340032
  %326 = or disjoint i32 %325, %320
  %327 = lshr i32 %290, 22
  %328 = and i32 %327, 28
  %329 = lshr i32 %289, %328
  %330 = shl i32 %329, 24
  %331 = and i32 %330, 117440512
  %332 = or i32 %331, %326
  %333 = lshr i32 %290, 26
  %334 = and i32 %333, 28
  %335 = lshr i32 %289, %334
  %336 = shl i32 %335, 28
  %337 = and i32 %336, 1879048192
  %338 = or i32 %337, %332
  br label %339

339:                                              ; preds = %292, %288
  %340 = phi i32 [ %289, %288 ], [ %338, %292 ]
  %341 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %340, i32 16, i32 0)
  %342 = icmp samesign ult i32 %136, 16
  br i1 %342, label %390, label %343

343:                                              ; preds = %339
  %344 = shl i32 %341, 2
  %345 = and i32 %344, 28
  %346 = lshr i32 %340, %345
  %347 = and i32 %346, 7
  %348 = lshr i32 %341, 2
  %349 = and i32 %348, 28
  %350 = lshr i32 %340, %349
  %351 = shl i32 %350, 4
  %352 = and i32 %351, 112
  %353 = or disjoint i32 %352, %347
  %354 = lshr i32 %341, 6
  %355 = and i32 %354, 28
  %356 = lshr i32 %340, %355
  %357 = shl i32 %356, 8
  %358 = and i32 %357, 1792
  %359 = or disjoint i32 %358, %353
  %360 = lshr i32 %341, 10
  %361 = and i32 %360, 28
  %362 = lshr i32 %340, %361
  %363 = shl i32 %362, 12
  %364 = and i32 %363, 28672
  %365 = or disjoint i32 %364, %359
  %366 = lshr i32 %341, 14
  %367 = and i32 %366, 28
  %368 = lshr i32 %340, %367
  %369 = shl i32 %368, 16
  %370 = and i32 %369, 458752
  %371 = or disjoint i32 %370, %365
  %372 = lshr i32 %341, 18
  %373 = and i32 %372, 28
  %374 = lshr i32 %340, %373
  %375 = shl i32 %374, 20
  %376 = and i32 %375, 7340032
  %377 = or disjoint i32 %376, %371
  %378 = lshr i32 %341, 22
  %379 = and i32 %378, 28
  %380 = lshr i32 %340, %379
  %381 = shl i32 %380, 24
  %382 = and i32 %381, 117440512
  %383 = or i32 %382, %377
  %384 = lshr i32 %341, 26
  %385 = and i32 %384, 28
  %386 = lshr i32 %340, %385
  %387 = shl i32 %386, 28
  %388 = and i32 %387, 1879048192
  %389 = or i32 %388, %383
  br label %390

390:                                              ; preds = %343, %339
  %391 = phi i32 [ %340, %339 ], [ %389, %343 ]
  %392 = lshr exact i32 %9, 5
  %393 = icmp eq i32 %136, 31
  br i1 %393, label %394, label %398

394:                                              ; preds = %390
  %395 = lshr i32 %21, 5
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE6s_warp to ptr), i64 %396
  store i32 %391, ptr %397, align 4, !tbaa !6
  br label %398

398:                                              ; preds = %394, %390
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %399

399:                                              ; preds = %398, %399
  %400 = phi i32 [ 0, %398 ], [ %451, %399 ]
  %401 = phi i32 [ 1985229328, %398 ], [ %450, %399 ]
  %402 = zext nneg i32 %400 to i64
  %403 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dfa_chunk_mapsE6s_warp to ptr), i64 %402
  %404 = load i32, ptr %403, align 4, !tbaa !6
  %405 = shl i32 %401, 2
  %406 = and i32 %405, 28
  %407 = lshr i32 %404, %406
  %408 = and i32 %407, 7
  %409 = lshr i32 %401, 2
  %410 = and i32 %409, 28
  %411 = lshr i32 %404, %410
  %412 = shl i32 %411, 4
  %413 = and i32 %412, 112
  %414 = or disjoint i32 %413, %408
  %415 = lshr i32 %401, 6
  %416 = and i32 %415, 28
  %417 = lshr i32 %404, %416
  %418 = shl i32 %417, 8
  %419 = and i32 %418, 1792
  %420 = or disjoint i32 %419, %414
  %421 = lshr i32 %401, 10
  %422 = and i32 %421, 28
  %423 = lshr i32 %404, %422
  %424 = shl i32 %423, 12
  %425 = and i32 %424, 28672
  %426 = or disjoint i32 %425, %420
  %427 = lshr i32 %401, 14
  %428 = and i32 %427, 28
  %429 = lshr i32 %404, %428
  %430 = shl i32 %429, 16
  %431 = and i32 %430, 458752
  %432 = or disjoint i32 %431, %426
  %433 = lshr i32 %401, 18
  %434 = and i32 %433, 28
  %435 = lshr i32 %404, %434
  %436 = shl i32 %435, 20
  %437 = and i32 %436, 7340032
  %438 = or disjoint i32 %437, %432
  %439 = lshr i32 %401, 22
  %440 = and i32 %439, 28
  %441 = lshr i32 %404, %440
  %442 = shl i32 %441, 24
  %443 = and i32 %442, 117440512
  %444 = or i32 %443, %438
  %445 = lshr i32 %401, 26
  %446 = and i32 %445, 28
  %447 = lshr i32 %404, %446
  %448 = shl i32 %447, 28
  %449 = and i32 %448, 1879048192
  %450 = or i32 %449, %444
  %451 = add nuw nsw i32 %400, 1
  %452 = icmp eq i32 %451, %392
  br i1 %452, label %453, label %399, !llvm.loop !23

453:                                              ; preds = %399
  %454 = icmp eq i32 %21, 0
  br i1 %454, label %455, label %457

455:                                              ; preds = %453
  %456 = getelementptr inbounds nuw i32, ptr %7, i64 %64
  store i32 %450, ptr %456, align 4, !tbaa !6
  br label %457

457:                                              ; preds = %453, %455, %8, %12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dfa_count_matches(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef readonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = and i32 %12, 31
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %625

15:                                               ; preds = %11
  %16 = icmp samesign ugt i32 %12, 256
  %17 = icmp slt i32 %2, 1
  %18 = or i1 %16, %17
  br i1 %18, label %625, label %19

19:                                               ; preds = %15
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %21 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %20, i32 8)
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 1)
  %23 = tail call noundef range(i32 0, 65) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %22, i32 32)
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = icmp samesign ult i32 %24, 256
  br i1 %25, label %28, label %26

26:                                               ; preds = %28, %19
  %27 = icmp samesign ult i32 %24, %23
  br i1 %27, label %39, label %65

28:                                               ; preds = %19, %28
  %29 = phi i32 [ %37, %28 ], [ %24, %19 ]
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 %30
  %32 = load i8, ptr %31, align 1, !tbaa !11
  %33 = zext i8 %32 to i32
  %34 = urem i32 %33, %23
  %35 = trunc nuw nsw i32 %34 to i8
  %36 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %30
  store i8 %35, ptr %36, align 1, !tbaa !11
  %37 = add nuw nsw i32 %29, %12
  %38 = icmp samesign ult i32 %37, 256
  br i1 %38, label %28, label %26, !llvm.loop !19

39:                                               ; preds = %26, %41
  %40 = phi i32 [ %44, %41 ], [ %24, %26 ]
  br label %46

41:                                               ; preds = %58
  %42 = zext nneg i32 %40 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %42
  store i32 %62, ptr %43, align 4, !tbaa !6
  %44 = add nuw nsw i32 %40, %12
  %45 = icmp samesign ult i32 %44, %23
  br i1 %45, label %39, label %65, !llvm.loop !20

46:                                               ; preds = %39, %58
  %47 = phi i32 [ 0, %39 ], [ %63, %58 ]
  %48 = phi i32 [ 0, %39 ], [ %62, %58 ]
  %49 = icmp samesign ugt i32 %20, %47
  br i1 %49, label %50, label %58

50:                                               ; preds = %46
  %51 = mul nuw nsw i32 %47, %23
  %52 = add nuw nsw i32 %51, %40
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw i8, ptr %4, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !11
  %56 = zext i8 %55 to i32
  %57 = urem i32 %56, %21
  br label %58

58:                                               ; preds = %50, %46
  %59 = phi i32 [ %57, %50 ], [ %47, %46 ]
  %60 = shl nuw nsw i32 %47, 2
  %61 = shl i32 %59, %60
  %62 = or i32 %61, %48
  %63 = add nuw nsw i32 %47, 1
  %64 = icmp eq i32 %63, 8
  br i1 %64, label %41, label %46, !llvm.loop !21

65:                                               ; preds = %41, %26
  %66 = icmp eq i32 %24, 0
  br i1 %66, label %67, label %68

67:                                               ; preds = %65
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_count to ptr), align 4, !tbaa !6
  br label %68

68:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %69 = icmp sgt i32 %5, 1
  %70 = zext i1 %69 to i32
  %71 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %516

73:                                               ; preds = %516, %68
  %74 = phi i32 [ %70, %68 ], [ %524, %516 ]
  %75 = zext nneg i32 %71 to i64
  %76 = zext nneg i32 %12 to i64
  %77 = mul nuw nsw i64 %75, %76
  %78 = zext nneg i32 %24 to i64
  %79 = add nuw nsw i64 %77, %78
  %80 = zext nneg i32 %2 to i64
  %81 = mul nuw nsw i64 %79, %80
  %82 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %81, i64 %1)
  %83 = add nsw i64 %82, %80
  %84 = tail call noundef i64 @llvm.smin.i64(i64 range(i64 -9223372036854775807, -9223372036854775808) %83, i64 %1)
  %85 = icmp slt i64 %81, %84
  br i1 %85, label %86, label %145

86:                                               ; preds = %73, %86
  %87 = phi i64 [ %143, %86 ], [ %82, %73 ]
  %88 = phi i32 [ %142, %86 ], [ 1985229328, %73 ]
  %89 = getelementptr inbounds i8, ptr %0, i64 %87
  %90 = load i8, ptr %89, align 1, !tbaa !11
  %91 = zext i8 %90 to i64
  %92 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !11
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = shl i32 %88, 2
  %98 = and i32 %97, 28
  %99 = lshr i32 %96, %98
  %100 = and i32 %99, 7
  %101 = lshr i32 %88, 2
  %102 = and i32 %101, 28
  %103 = lshr i32 %96, %102
  %104 = shl i32 %103, 4
  %105 = and i32 %104, 112
  %106 = or disjoint i32 %105, %100
  %107 = lshr i32 %88, 6
  %108 = and i32 %107, 28
  %109 = lshr i32 %96, %108
  %110 = shl i32 %109, 8
  %111 = and i32 %110, 1792
  %112 = or disjoint i32 %111, %106
  %113 = lshr i32 %88, 10
  %114 = and i32 %113, 28
  %115 = lshr i32 %96, %114
  %116 = shl i32 %115, 12
  %117 = and i32 %116, 28672
  %118 = or disjoint i32 %117, %112
  %119 = lshr i32 %88, 14
  %120 = and i32 %119, 28
  %121 = lshr i32 %96, %120
  %122 = shl i32 %121, 16
  %123 = and i32 %122, 458752
  %124 = or disjoint i32 %123, %118
  %125 = lshr i32 %88, 18
  %126 = and i32 %125, 28
  %127 = lshr i32 %96, %126
  %128 = shl i32 %127, 20
  %129 = and i32 %128, 7340032
  %130 = or disjoint i32 %129, %124
  %131 = lshr i32 %88, 22
  %132 = and i32 %131, 28
  %133 = lshr i32 %96, %132
  %134 = shl i32 %133, 24
  %135 = and i32 %134, 117440512
  %136 = or i32 %135, %130
  %137 = lshr i32 %88, 26
  %138 = and i32 %137, 28
  %139 = lshr i32 %96, %138
  %140 = shl i32 %139, 28
  %141 = and i32 %140, 1879048192
  %142 = or i32 %141, %136
  %143 = add nsw i64 %87, 1
  %144 = icmp slt i64 %143, %84
  br i1 %144, label %86, label %145, !llvm.loop !22

145:                                              ; preds = %86, %73
  %146 = phi i32 [ 1985229328, %73 ], [ %142, %86 ]
  %147 = and i32 %24, 31
  %148 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %146, i32 1, i32 0)
  %149 = icmp eq i32 %147, 0
  br i1 %149, label %197, label %150

150:                                              ; preds = %145
  %151 = shl i32 %148, 2
  %152 = and i32 %151, 28
  %153 = lshr i32 %146, %152
  %154 = and i32 %153, 7
  %155 = lshr i32 %148, 2
  %156 = and i32 %155, 28
  %157 = lshr i32 %146, %156
  %158 = shl i32 %157, 4
  %159 = and i32 %158, 112
  %160 = or disjoint i32 %159, %154
  %161 = lshr i32 %148, 6
  %162 = and i32 %161, 28
  %163 = lshr i32 %146, %162
  %164 = shl i32 %163, 8
  %165 = and i32 %164, 1792
  %166 = or disjoint i32 %165, %160
  %167 = lshr i32 %148, 10
  %168 = and i32 %167, 28
  %169 = lshr i32 %146, %168
  %170 = shl i32 %169, 12
  %171 = and i32 %170, 28672
  %172 = or disjoint i32 %171, %166
  %173 = lshr i32 %148, 14
  %174 = and i32 %173, 28
  %175 = lshr i32 %146, %174
  %176 = shl i32 %175, 16
  %177 = and i32 %176, 458752
  %178 = or disjoint i32 %177, %172
  %179 = lshr i32 %148, 18
  %180 = and i32 %179, 28
  %181 = lshr i32 %146, %180
  %182 = shl i32 %181, 20
  %183 = and i32 %182, 7340032
  %184 = or disjoint i32 %183, %178
  %185 = lshr i32 %148, 22
  %186 = and i32 %185, 28
  %187 = lshr i32 %146, %186
  %188 = shl i32 %187, 24
  %189 = and i32 %188, 117440512
  %190 = or i32 %189, %184
  %191 = lshr i32 %148, 26
  %192 = and i32 %191, 28
  %193 = lshr i32 %146, %192
  %194 = shl i32 %193, 28
  %195 = and i32 %194, 1879048192
  %196 = or i32 %195, %190
  br label %197

197:                                              ; preds = %150, %145
  %198 = phi i32 [ %146, %145 ], [ %196, %150 ]
  %199 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %198, i32 2, i32 0)
  %200 = icmp samesign ult i32 %147, 2
  br i1 %200, label %248, label %201

201:                                              ; preds = %197
  %202 = shl i32 %199, 2
  %203 = and i32 %202, 28
  %204 = lshr i32 %198, %203
  %205 = and i32 %204, 7
  %206 = lshr i32 %199, 2
  %207 = and i32 %206, 28
  %208 = lshr i32 %198, %207
  %209 = shl i32 %208, 4
  %210 = and i32 %209, 112
  %211 = or disjoint i32 %210, %205
  %212 = lshr i32 %199, 6
  %213 = and i32 %212, 28
  %214 = lshr i32 %198, %213
  %215 = shl i32 %214, 8
  %216 = and i32 %215, 1792
  %217 = or disjoint i32 %216, %211
  %218 = lshr i32 %199, 10
  %219 = and i32 %218, 28
  %220 = lshr i32 %198, %219
  %221 = shl i32 %220, 12
  %222 = and i32 %221, 28672
  %223 = or disjoint i32 %222, %217
  %224 = lshr i32 %199, 14
  %225 = and i32 %224, 28
  %226 = lshr i32 %198, %225
  %227 = shl i32 %226, 16
  %228 = and i32 %227, 458752
  %229 = or disjoint i32 %228, %223
  %230 = lshr i32 %199, 18
  %231 = and i32 %230, 28
  %232 = lshr i32 %198, %231
  %233 = shl i32 %232, 20
  %234 = and i32 %233, 7340032
  %235 = or disjoint i32 %234, %229
  %236 = lshr i32 %199, 22
  %237 = and i32 %236, 28
  %238 = lshr i32 %198, %237
  %239 = shl i32 %238, 24
  %240 = and i32 %239, 117440512
  %241 = or i32 %240, %235
  %242 = lshr i32 %199, 26
  %243 = and i32 %242, 28
  %244 = lshr i32 %198, %243
  %245 = shl i32 %244, 28
  %246 = and i32 %245, 1879048192
  %247 = or i32 %246, %241
  br label %248

248:                                              ; preds = %201, %197
  %249 = phi i32 [ %198, %197 ], [ %247, %201 ]
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %249, i32 4, i32 0)
  %251 = icmp samesign ult i32 %147, 4
  br i1 %251, label %299, label %252

252:                                              ; preds = %248
  %253 = shl i32 %250, 2
  %254 = and i32 %253, 28
  %255 = lshr i32 %249, %254
  %256 = and i32 %255, 7
  %257 = lshr i32 %250, 2
  %258 = and i32 %257, 28
  %259 = lshr i32 %249, %258
  %260 = shl i32 %259, 4
  %261 = and i32 %260, 112
  %262 = or disjoint i32 %261, %256
  %263 = lshr i32 %250, 6
  %264 = and i32 %263, 28
  %265 = lshr i32 %249, %264
  %266 = shl i32 %265, 8
  %267 = and i32 %266, 1792
  %268 = or disjoint i32 %267, %262
  %269 = lshr i32 %250, 10
  %270 = and i32 %269, 28
  %271 = lshr i32 %249, %270
  %272 = shl i32 %271, 12
  %273 = and i32 %272, 28672
  %274 = or disjoint i32 %273, %268
  %275 = lshr i32 %250, 14
  %276 = and i32 %275, 28
  %277 = lshr i32 %249, %276
  %278 = shl i32 %277, 16
  %279 = and i32 %278, 458752
  %280 = or disjoint i32 %279, %274
  %281 = lshr i32 %250, 18
  %282 = and i32 %281, 28
  %283 = lshr i32 %249, %282
  %284 = shl i32 %283, 20
  %285 = and i32 %284, 7340032
  %286 = or disjoint i32 %285, %280
  %287 = lshr i32 %250, 22
  %288 = and i32 %287, 28
  %289 = lshr i32 %249, %288
  %290 = shl i32 %289, 24
  %291 = and i32 %290, 117440512
  %292 = or i32 %291, %286
  %293 = lshr i32 %250, 26
  %294 = and i32 %293, 28
  %295 = lshr i32 %249, %294
  %296 = shl i32 %295, 28
  %297 = and i32 %296, 1879048192
  %298 = or i32 %297, %292
  br label %299

299:                                              ; preds = %252, %248
  %300 = phi i32 [ %249, %248 ], [ %298, %252 ]
  %301 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %300, i32 8, i32 0)
  %302 = icmp samesign ult i32 %147, 8
  br i1 %302, label %350, label %303

303:                                              ; preds = %299
  %304 = shl i32 %301, 2
  %305 = and i32 %304, 28
  %306 = lshr i32 %300, %305
  %307 = and i32 %306, 7
  %308 = lshr i32 %301, 2
  %309 = and i32 %308, 28
  %310 = lshr i32 %300, %309
  %311 = shl i32 %310, 4
  %312 = and i32 %311, 112
  %313 = or disjoint i32 %312, %307
  %314 = lshr i32 %301, 6
  %315 = and i32 %314, 28
  %316 = lshr i32 %300, %315
  %317 = shl i32 %316, 8
  %318 = and i32 %317, 1792
  %319 = or disjoint i32 %318, %313
  %320 = lshr i32 %301, 10
  %321 = and i32 %320, 28
  %322 = lshr i32 %300, %321
  %323 = shl i32 %322, 12
  %324 = and i32 %323, 28672
  %325 = or disjoint i32 %324, %319
  %326 = lshr i32 %301, 14
  %327 = and i32 %326, 28
  %328 = lshr i32 %300, %327
  %329 = shl i32 %328, 16
  %330 = and i32 %329, 458752
  %331 = or disjoint i32 %330, %325
  %332 = lshr i32 %301, 18
  %333 = and i32 %332, 28
  %334 = lshr i32 %300, %333
  %335 = shl i32 %334, 20
  %336 = and i32 %335, 7340032
  %337 = or disjoint i32 %336, %331
  %338 = lshr i32 %301, 22
  %339 = and i32 %338, 28
  %340 = lshr i32 %300, %339
  %341 = shl i32 %340, 24
  %342 = and i32 %341, 117440512
  %343 = or i32 %342, %337
  %344 = lshr i32 %301, 26
  %345 = and i32 %344, 28
  %346 = lshr i32 %300, %345
  %347 = shl i32 %346, 28
  %348 = and i32 %347, 1879048192
  %349 = or i32 %348, %343
  br label %350

350:                                              ; preds = %303, %299
  %351 = phi i32 [ %300, %299 ], [ %349, %303 ]
  %352 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %351, i32 16, i32 0)
  %353 = icmp samesign ult i32 %147, 16
  br i1 %353, label %401, label %354

354:                                              ; preds = %350
  %355 = shl i32 %352, 2
  %356 = and i32 %355, 28
  %357 = lshr i32 %351, %356
  %358 = and i32 %357, 7
  %359 = lshr i32 %352, 2
  %360 = and i32 %359, 28
  %361 = lshr i32 %351, %360
  %362 = shl i32 %361, 4
  %363 = and i32 %362, 112
  %364 = or disjoint i32 %363, %358
  %365 = lshr i32 %352, 6
  %366 = and i32 %365, 28
  %367 = lshr i32 %351, %366
  %368 = shl i32 %367, 8
  %369 = and i32 %368, 1792
  %370 = or disjoint i32 %369, %364
  %371 = lshr i32 %352, 10
  %372 = and i32 %371, 28
  %373 = lshr i32 %351, %372
  %374 = shl i32 %373, 12
  %375 = and i32 %374, 28672
  %376 = or disjoint i32 %375, %370
  %377 = lshr i32 %352, 14
  %378 = and i32 %377, 28
  %379 = lshr i32 %351, %378
  %380 = shl i32 %379, 16
  %381 = and i32 %380, 458752
  %382 = or disjoint i32 %381, %376
  %383 = lshr i32 %352, 18
  %384 = and i32 %383, 28
  %385 = lshr i32 %351, %384
  %386 = shl i32 %385, 20
  %387 = and i32 %386, 7340032
  %388 = or disjoint i32 %387, %382
  %389 = lshr i32 %352, 22
  %390 = and i32 %389, 28
  %391 = lshr i32 %351, %390
  %392 = shl i32 %391, 24
  %393 = and i32 %392, 117440512
  %394 = or i32 %393, %388
  %395 = lshr i32 %352, 26
  %396 = and i32 %395, 28
  %397 = lshr i32 %351, %396
  %398 = shl i32 %397, 28
  %399 = and i32 %398, 1879048192
  %400 = or i32 %399, %394
  br label %401

401:                                              ; preds = %354, %350
  %402 = phi i32 [ %351, %350 ], [ %400, %354 ]
  %403 = lshr i32 %24, 5
  %404 = icmp eq i32 %147, 31
  br i1 %404, label %405, label %408

405:                                              ; preds = %401
  %406 = zext nneg i32 %403 to i64
  %407 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE6s_warp to ptr), i64 %406
  store i32 %402, ptr %407, align 4, !tbaa !6
  br label %408

408:                                              ; preds = %405, %401
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %409 = icmp eq i32 %403, 0
  br i1 %409, label %464, label %410

410:                                              ; preds = %408, %410
  %411 = phi i32 [ %462, %410 ], [ 0, %408 ]
  %412 = phi i32 [ %461, %410 ], [ 1985229328, %408 ]
  %413 = zext nneg i32 %411 to i64
  %414 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE6s_warp to ptr), i64 %413
  %415 = load i32, ptr %414, align 4, !tbaa !6
  %416 = shl i32 %412, 2
  %417 = and i32 %416, 28
  %418 = lshr i32 %415, %417
  %419 = and i32 %418, 7
  %420 = lshr i32 %412, 2
  %421 = and i32 %420, 28
  %422 = lshr i32 %415, %421
  %423 = shl i32 %422, 4
  %424 = and i32 %423, 112
  %425 = or disjoint i32 %424, %419
  %426 = lshr i32 %412, 6
  %427 = and i32 %426, 28
  %428 = lshr i32 %415, %427
  %429 = shl i32 %428, 8
  %430 = and i32 %429, 1792
  %431 = or disjoint i32 %430, %425
  %432 = lshr i32 %412, 10
  %433 = and i32 %432, 28
  %434 = lshr i32 %415, %433
  %435 = shl i32 %434, 12
  %436 = and i32 %435, 28672
  %437 = or disjoint i32 %436, %431
  %438 = lshr i32 %412, 14
  %439 = and i32 %438, 28
  %440 = lshr i32 %415, %439
  %441 = shl i32 %440, 16
  %442 = and i32 %441, 458752
  %443 = or disjoint i32 %442, %437
  %444 = lshr i32 %412, 18
  %445 = and i32 %444, 28
  %446 = lshr i32 %415, %445
  %447 = shl i32 %446, 20
  %448 = and i32 %447, 7340032
  %449 = or disjoint i32 %448, %443
  %450 = lshr i32 %412, 22
  %451 = and i32 %450, 28
  %452 = lshr i32 %415, %451
  %453 = shl i32 %452, 24
  %454 = and i32 %453, 117440512
  %455 = or i32 %454, %449
  %456 = lshr i32 %412, 26
  %457 = and i32 %456, 28
  %458 = lshr i32 %415, %457
  %459 = shl i32 %458, 28
  %460 = and i32 %459, 1879048192
  %461 = or i32 %460, %455
  %462 = add nuw nsw i32 %411, 1
  %463 = icmp eq i32 %462, %403
  br i1 %463, label %464, label %410, !llvm.loop !24

464:                                              ; preds = %410, %408
  %465 = phi i32 [ 1985229328, %408 ], [ %461, %410 ]
  %466 = shl i32 %465, 2
  %467 = and i32 %466, 28
  %468 = lshr i32 %402, %467
  %469 = and i32 %468, 7
  %470 = lshr i32 %465, 2
  %471 = and i32 %470, 28
  %472 = lshr i32 %402, %471
  %473 = shl i32 %472, 4
  %474 = and i32 %473, 112
  %475 = or disjoint i32 %474, %469
  %476 = lshr i32 %465, 6
  %477 = and i32 %476, 28
  %478 = lshr i32 %402, %477
  %479 = shl i32 %478, 8
  %480 = and i32 %479, 1792
  %481 = or disjoint i32 %480, %475
  %482 = lshr i32 %465, 10
  %483 = and i32 %482, 28
  %484 = lshr i32 %402, %483
  %485 = shl i32 %484, 12
  %486 = and i32 %485, 28672
  %487 = or disjoint i32 %486, %481
  %488 = lshr i32 %465, 14
  %489 = and i32 %488, 28
  %490 = lshr i32 %402, %489
  %491 = shl i32 %490, 16
  %492 = and i32 %491, 458752
  %493 = or disjoint i32 %492, %487
  %494 = lshr i32 %465, 18
  %495 = and i32 %494, 28
  %496 = lshr i32 %402, %495
  %497 = shl i32 %496, 20
  %498 = and i32 %497, 7340032
  %499 = or disjoint i32 %498, %493
  %500 = lshr i32 %465, 22
  %501 = and i32 %500, 28
  %502 = lshr i32 %402, %501
  %503 = shl i32 %502, 24
  %504 = and i32 %503, 117440512
  %505 = or i32 %504, %499
  %506 = lshr i32 %465, 26
  %507 = and i32 %506, 28
  %508 = lshr i32 %402, %507
  %509 = shl i32 %508, 28
  %510 = and i32 %509, 1879048192
  %511 = or i32 %510, %505
  %512 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %511, i32 1, i32 0)
  %513 = icmp eq i32 %147, 0
  br i1 %513, label %514, label %581

514:                                              ; preds = %464
  %515 = icmp eq i32 %403, 0
  br i1 %515, label %581, label %527

516:                                              ; preds = %68, %516
  %517 = phi i32 [ %524, %516 ], [ %70, %68 ]
  %518 = phi i32 [ %525, %516 ], [ 0, %68 ]
  %519 = zext nneg i32 %518 to i64
  %520 = getelementptr inbounds nuw i32, ptr %8, i64 %519
  %521 = load i32, ptr %520, align 4, !tbaa !6
  %522 = shl nuw nsw i32 %517, 2
  %523 = lshr i32 %521, %522
  %524 = and i32 %523, 7
  %525 = add nuw nsw i32 %518, 1
  %526 = icmp eq i32 %525, %71
  br i1 %526, label %73, label %516, !llvm.loop !25

527:                                              ; preds = %514, %527
  %528 = phi i32 [ %579, %527 ], [ 0, %514 ]
  %529 = phi i32 [ %578, %527 ], [ 1985229328, %514 ]
  %530 = zext nneg i32 %528 to i64
  %531 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE6s_warp to ptr), i64 %530
  %532 = load i32, ptr %531, align 4, !tbaa !6
  %533 = shl i32 %529, 2
  %534 = and i32 %533, 28
  %535 = lshr i32 %532, %534
  %536 = and i32 %535, 7
  %537 = lshr i32 %529, 2
  %538 = and i32 %537, 28
  %539 = lshr i32 %532, %538
  %540 = shl i32 %539, 4
  %541 = and i32 %540, 112
  %542 = or disjoint i32 %541, %536
  %543 = lshr i32 %529, 6
  %544 = and i32 %543, 28
  %545 = lshr i32 %532, %544
  %546 = shl i32 %545, 8
  %547 = and i32 %546, 1792
  %548 = or disjoint i32 %547, %542
  %549 = lshr i32 %529, 10
  %550 = and i32 %549, 28
  %551 = lshr i32 %532, %550
  %552 = shl i32 %551, 12
  %553 = and i32 %552, 28672
  %554 = or disjoint i32 %553, %548
  %555 = lshr i32 %529, 14
  %556 = and i32 %555, 28
  %557 = lshr i32 %532, %556
  %558 = shl i32 %557, 16
  %559 = and i32 %558, 458752
  %560 = or disjoint i32 %559, %554
  %561 = lshr i32 %529, 18
  %562 = and i32 %561, 28
  %563 = lshr i32 %532, %562
  %564 = shl i32 %563, 20
  %565 = and i32 %564, 7340032
  %566 = or disjoint i32 %565, %560
  %567 = lshr i32 %529, 22
  %568 = and i32 %567, 28
  %569 = lshr i32 %532, %568
  %570 = shl i32 %569, 24
  %571 = and i32 %570, 117440512
  %572 = or i32 %571, %566
  %573 = lshr i32 %529, 26
  %574 = and i32 %573, 28
  %575 = lshr i32 %532, %574
  %576 = shl i32 %575, 28
  %577 = and i32 %576, 1879048192
  %578 = or i32 %577, %572
  %579 = add nuw nsw i32 %528, 1
  %580 = icmp eq i32 %579, %403
  br i1 %580, label %581, label %527, !llvm.loop !26

581:                                              ; preds = %527, %514, %464
  %582 = phi i32 [ %512, %464 ], [ 1985229328, %514 ], [ %578, %527 ]
  %583 = shl nuw nsw i32 %74, 2
  %584 = lshr i32 %582, %583
  %585 = and i32 %584, 7
  %586 = icmp slt i64 %81, %84
  br i1 %586, label %591, label %587

587:                                              ; preds = %591, %581
  %588 = phi i32 [ %585, %581 ], [ %605, %591 ]
  %589 = phi i32 [ 0, %581 ], [ %608, %591 ]
  %590 = icmp eq i32 %589, 0
  br i1 %590, label %613, label %611

591:                                              ; preds = %581, %591
  %592 = phi i64 [ %609, %591 ], [ %82, %581 ]
  %593 = phi i32 [ %608, %591 ], [ 0, %581 ]
  %594 = phi i32 [ %605, %591 ], [ %585, %581 ]
  %595 = getelementptr inbounds i8, ptr %0, i64 %592
  %596 = load i8, ptr %595, align 1, !tbaa !11
  %597 = zext i8 %596 to i64
  %598 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_class to ptr), i64 %597
  %599 = load i8, ptr %598, align 1, !tbaa !11
  %600 = zext i8 %599 to i64
  %601 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE5s_col to ptr), i64 %600
  %602 = load i32, ptr %601, align 4, !tbaa !6
  %603 = shl nuw nsw i32 %594, 2
  %604 = lshr i32 %602, %603
  %605 = and i32 %604, 7
  %606 = lshr i32 %7, %605
  %607 = and i32 %606, 1
  %608 = add i32 %607, %593
  %609 = add nsw i64 %592, 1
  %610 = icmp slt i64 %609, %84
  br i1 %610, label %591, label %587, !llvm.loop !27

611:                                              ; preds = %587
  %612 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_count to ptr), i32 %589 seq_cst, align 4
  br label %613

613:                                              ; preds = %611, %587
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %66, label %614, label %617

614:                                              ; preds = %613
  %615 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17dfa_count_matchesE7s_count to ptr), align 4, !tbaa !6
  %616 = getelementptr inbounds nuw i32, ptr %9, i64 %75
  store i32 %615, ptr %616, align 4, !tbaa !6
  br label %617

617:                                              ; preds = %614, %613
  %618 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %619 = add nsw i32 %618, -1
  %620 = icmp eq i32 %71, %619
  %621 = add nsw i32 %12, -1
  %622 = icmp eq i32 %24, %621
  %623 = and i1 %620, %622
  br i1 %623, label %624, label %625

624:                                              ; preds = %617
  store i32 %588, ptr %10, align 4, !tbaa !6
  br label %625

625:                                              ; preds = %617, %624, %11, %15
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
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14}
!21 = distinct !{!21, !13, !14}
!22 = distinct !{!22, !13, !14}
!23 = distinct !{!23, !13, !14}
!24 = distinct !{!24, !13, !14}
!25 = distinct !{!25, !13, !14}
!26 = distinct !{!26, !13, !14}
!27 = distinct !{!27, !13, !14}
