; ModuleID = 'src/stream_compact.cu'
source_filename = "src/stream_compact.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20compact_block_countsE6s_part = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15compact_scatterE6s_part = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15compact_scatterE10s_warp_off = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15compact_scatterE8s_offset = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15compact_scatterE5s_run = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @compact_block_counts(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = lshr i32 %6, 5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = and i32 %9, 31
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %81

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl nuw i32 %13, 1
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %6
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fcmp contract oge float %21, %3
  %23 = fcmp contract olt float %21, %4
  %24 = and i1 %22, %23
  %25 = zext i1 %24 to i32
  br label %26

26:                                               ; preds = %18, %12
  %27 = phi i32 [ 0, %12 ], [ %25, %18 ]
  %28 = or disjoint i32 %14, 1
  %29 = mul i32 %28, %9
  %30 = add i32 %29, %6
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %32, label %41

32:                                               ; preds = %26
  %33 = sext i32 %30 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = fcmp contract oge float %35, %3
  %37 = fcmp contract olt float %35, %4
  %38 = and i1 %36, %37
  %39 = zext i1 %38 to i32
  %40 = add nuw nsw i32 %27, %39
  br label %41

41:                                               ; preds = %32, %26
  %42 = phi i32 [ %27, %26 ], [ %40, %32 ]
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %42, i32 16, i32 31)
  %44 = add nsw i32 %43, %42
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %44, i32 8, i32 31)
  %46 = add nsw i32 %45, %44
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %46, i32 4, i32 31)
  %48 = add nsw i32 %47, %46
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 2, i32 31)
  %50 = add nsw i32 %49, %48
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %50, i32 1, i32 31)
  %52 = icmp eq i32 %7, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %41
  %54 = add nsw i32 %51, %50
  %55 = zext nneg i32 %8 to i64
  %56 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20compact_block_countsE6s_part to ptr), i64 %55
  store i32 %54, ptr %56, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %53, %41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = icmp eq i32 %8, 0
  br i1 %58, label %59, label %81

59:                                               ; preds = %57
  %60 = lshr exact i32 %9, 5
  %61 = icmp samesign ult i32 %7, %60
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = zext nneg i32 %7 to i64
  %64 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20compact_block_countsE6s_part to ptr), i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  br label %66

66:                                               ; preds = %62, %59
  %67 = phi i32 [ %65, %62 ], [ 0, %59 ]
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 16, i32 31)
  %69 = add nsw i32 %68, %67
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %69, i32 8, i32 31)
  %71 = add nsw i32 %70, %69
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %71, i32 4, i32 31)
  %73 = add nsw i32 %72, %71
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %73, i32 2, i32 31)
  %75 = add nsw i32 %74, %73
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %75, i32 1, i32 31)
  br i1 %52, label %77, label %81

77:                                               ; preds = %66
  %78 = add nsw i32 %76, %75
  %79 = zext nneg i32 %13 to i64
  %80 = getelementptr inbounds nuw i32, ptr %1, i64 %79
  store i32 %78, ptr %80, align 4, !tbaa !6
  br label %81

81:                                               ; preds = %57, %77, %66, %5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @compact_scatter(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = lshr i32 %9, 5
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = lshr i32 %12, 5
  %14 = and i32 %12, 31
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %153

16:                                               ; preds = %8
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = icmp samesign ult i32 %9, %17
  br i1 %18, label %31, label %19

19:                                               ; preds = %31, %16
  %20 = phi i32 [ 0, %16 ], [ %38, %31 ]
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 16, i32 31)
  %22 = add nsw i32 %21, %20
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %22, i32 8, i32 31)
  %24 = add nsw i32 %23, %22
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %24, i32 4, i32 31)
  %26 = add nsw i32 %25, %24
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %26, i32 2, i32 31)
  %28 = add nsw i32 %27, %26
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %28, i32 1, i32 31)
  %30 = icmp eq i32 %10, 0
  br i1 %30, label %41, label %45

31:                                               ; preds = %16, %31
  %32 = phi i32 [ %38, %31 ], [ 0, %16 ]
  %33 = phi i32 [ %39, %31 ], [ %9, %16 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %36, i32 0)
  %38 = add nuw nsw i32 %37, %32
  %39 = add i32 %33, %12
  %40 = icmp slt i32 %39, %17
  br i1 %40, label %31, label %19, !llvm.loop !13

41:                                               ; preds = %19
  %42 = add nsw i32 %29, %28
  %43 = zext nneg i32 %11 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %43
  store i32 %42, ptr %44, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %41, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = icmp eq i32 %9, 0
  br i1 %46, label %48, label %57

47:                                               ; preds = %48
  store i32 %54, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE8s_offset to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  br label %57

48:                                               ; preds = %45, %48
  %49 = phi i32 [ %54, %48 ], [ 0, %45 ]
  %50 = phi i32 [ %55, %48 ], [ 0, %45 ]
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = add nsw i32 %53, %49
  %55 = add nuw nsw i32 %50, 1
  %56 = icmp eq i32 %55, %13
  br i1 %56, label %47, label %48, !llvm.loop !16

57:                                               ; preds = %47, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = zext nneg i32 %17 to i64
  %59 = getelementptr inbounds nuw i32, ptr %1, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %60, i32 0)
  %62 = shl nuw i32 %17, 1
  %63 = icmp eq i32 %10, 31
  %64 = zext nneg i32 %11 to i64
  %65 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %64
  %66 = zext nneg i32 %11 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %66
  %68 = icmp eq i32 %10, 0
  %69 = icmp samesign ult i32 %10, 2
  %70 = icmp samesign ult i32 %10, 4
  %71 = icmp samesign ult i32 %10, 8
  %72 = icmp samesign ult i32 %10, 16
  br label %78

73:                                               ; preds = %145
  %74 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %75 = add nsw i32 %74, -1
  %76 = icmp eq i32 %17, %75
  %77 = and i1 %46, %76
  br i1 %77, label %148, label %153

78:                                               ; preds = %57, %145
  %79 = phi i32 [ 0, %57 ], [ %146, %145 ]
  %80 = add nuw nsw i32 %79, %62
  %81 = mul i32 %80, %12
  %82 = add i32 %81, %9
  %83 = icmp slt i32 %82, %5
  br i1 %83, label %84, label %92

84:                                               ; preds = %78
  %85 = sext i32 %82 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = fcmp contract oge float %87, %6
  %89 = fcmp contract olt float %87, %7
  %90 = and i1 %88, %89
  %91 = zext i1 %90 to i32
  br label %92

92:                                               ; preds = %78, %84
  %93 = phi float [ %87, %84 ], [ 0.000000e+00, %78 ]
  %94 = phi i32 [ %91, %84 ], [ 0, %78 ]
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %94, i32 1, i32 0)
  %96 = select i1 %68, i32 0, i32 %95
  %97 = add nsw i32 %96, %94
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %97, i32 2, i32 0)
  %99 = select i1 %69, i32 0, i32 %98
  %100 = add nsw i32 %99, %97
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %100, i32 4, i32 0)
  %102 = select i1 %70, i32 0, i32 %101
  %103 = add nsw i32 %102, %100
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %103, i32 8, i32 0)
  %105 = select i1 %71, i32 0, i32 %104
  %106 = add nsw i32 %105, %103
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %106, i32 16, i32 0)
  %108 = select i1 %72, i32 0, i32 %107
  %109 = add nsw i32 %108, %106
  br i1 %63, label %110, label %111

110:                                              ; preds = %92
  store i32 %109, ptr %65, align 4, !tbaa !6
  br label %111

111:                                              ; preds = %110, %92
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %46, label %113, label %123

112:                                              ; preds = %113
  store i32 %120, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), align 4, !tbaa !6
  br label %123

113:                                              ; preds = %111, %113
  %114 = phi i32 [ %121, %113 ], [ 0, %111 ]
  %115 = phi i32 [ %120, %113 ], [ 0, %111 ]
  %116 = zext nneg i32 %114 to i64
  %117 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %116
  store i32 %115, ptr %117, align 4, !tbaa !6
  %118 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %116
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = add nsw i32 %119, %115
  %121 = add nuw nsw i32 %114, 1
  %122 = icmp eq i32 %121, %13
  br i1 %122, label %112, label %113, !llvm.loop !17

123:                                              ; preds = %112, %111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %124 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %125 = load i32, ptr %67, align 4, !tbaa !6
  %126 = sub i32 %109, %94
  %127 = add i32 %126, %124
  %128 = add i32 %127, %125
  %129 = icmp ne i32 %94, 0
  %130 = icmp slt i32 %128, %61
  %131 = select i1 %129, i1 %130, i1 false
  br i1 %131, label %132, label %140

132:                                              ; preds = %123
  %133 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE8s_offset to ptr), align 4, !tbaa !6
  %134 = add nsw i32 %133, %128
  %135 = icmp slt i32 %134, %5
  br i1 %135, label %136, label %140

136:                                              ; preds = %132
  %137 = sext i32 %134 to i64
  %138 = getelementptr inbounds float, ptr %2, i64 %137
  store float %93, ptr %138, align 4, !tbaa !11
  %139 = getelementptr inbounds i32, ptr %3, i64 %137
  store i32 %82, ptr %139, align 4, !tbaa !6
  br label %140

140:                                              ; preds = %132, %136, %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %46, label %141, label %145

141:                                              ; preds = %140
  %142 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), align 4, !tbaa !6
  %143 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %144 = add nsw i32 %143, %142
  store i32 %144, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  br label %145

145:                                              ; preds = %141, %140
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %146 = add nuw nsw i32 %79, 1
  %147 = icmp eq i32 %79, 0
  br i1 %147, label %78, label %73, !llvm.loop !18

148:                                              ; preds = %73
  %149 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE8s_offset to ptr), align 4, !tbaa !6
  %150 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %151 = tail call noundef i32 @llvm.smin.i32(i32 %150, i32 range(i32 0, -2147483648) %61)
  %152 = add nsw i32 %151, %149
  store i32 %152, ptr %4, align 4, !tbaa !6
  br label %153

153:                                              ; preds = %73, %148, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
