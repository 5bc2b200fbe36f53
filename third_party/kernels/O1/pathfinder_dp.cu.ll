; ModuleID = 'src/pathfinder_dp.cu'
source_filename = "src/pathfinder_dp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15pathfinder_rowsE4prev = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ15pathfinder_rowsE6result = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pathfinder_rows(i32 noundef %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = xor i32 %6, -1
  %12 = add i32 %5, %11
  %13 = tail call noundef i32 @llvm.smin.i32(i32 %0, i32 %12)
  %14 = shl nsw i32 %13, 1
  %15 = sub nsw i32 %9, %14
  %16 = icmp slt i32 %13, 1
  %17 = icmp slt i32 %15, 1
  %18 = select i1 %16, i1 true, i1 %17
  br i1 %18, label %99, label %19

19:                                               ; preds = %8
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = mul i32 %15, %20
  %22 = sub i32 %21, %7
  %23 = add nsw i32 %22, %9
  %24 = add nsw i32 %22, %10
  %25 = icmp slt i32 %22, 0
  %26 = sub nsw i32 0, %22
  %27 = select i1 %25, i32 %26, i32 0
  %28 = icmp sgt i32 %23, %4
  %29 = add nsw i32 %9, -1
  %30 = sub i32 %4, %23
  %31 = select i1 %28, i32 %30, i32 0
  %32 = add i32 %29, %31
  %33 = add nsw i32 %10, -1
  %34 = add nuw nsw i32 %10, 1
  %35 = tail call i32 @llvm.smax.i32(i32 %33, i32 %27)
  %36 = tail call i32 @llvm.smin.i32(i32 %34, i32 %32)
  %37 = icmp sge i32 %10, %27
  %38 = icmp sle i32 %10, %32
  %39 = and i1 %37, %38
  %40 = icmp sgt i32 %24, -1
  %41 = icmp slt i32 %24, %4
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %19
  %44 = zext nneg i32 %24 to i64
  %45 = getelementptr inbounds nuw i32, ptr %2, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = zext nneg i32 %10 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE4prev to ptr), i64 %47
  store i32 %46, ptr %48, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %43, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = add nsw i32 %9, -2
  %51 = sext i32 %35 to i64
  %52 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE4prev to ptr), i64 %51
  %53 = zext nneg i32 %10 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE4prev to ptr), i64 %53
  %55 = sext i32 %36 to i64
  %56 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE4prev to ptr), i64 %55
  %57 = sext i32 %4 to i64
  %58 = add i32 %6, 1
  %59 = sext i32 %24 to i64
  %60 = getelementptr i32, ptr %1, i64 %59
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE6result to ptr), i64 %53
  %62 = add nsw i32 %13, -1
  %63 = zext nneg i32 %10 to i64
  %64 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE6result to ptr), i64 %63
  %65 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE4prev to ptr), i64 %63
  %66 = sub nsw i32 %50, %10
  br label %67

67:                                               ; preds = %91, %49
  %68 = phi i32 [ 0, %49 ], [ %69, %91 ]
  %69 = add nuw nsw i32 %68, 1
  %70 = icmp samesign ugt i32 %10, %68
  %71 = icmp sle i32 %68, %66
  %72 = and i1 %70, %71
  %73 = and i1 %39, %72
  br i1 %73, label %74, label %86

74:                                               ; preds = %67
  %75 = load i32, ptr %52, align 4, !tbaa !6
  %76 = load i32, ptr %54, align 4, !tbaa !6
  %77 = load i32, ptr %56, align 4, !tbaa !6
  %78 = tail call noundef i32 @llvm.smin.i32(i32 %75, i32 %76)
  %79 = tail call noundef i32 @llvm.smin.i32(i32 %78, i32 %77)
  %80 = add i32 %58, %68
  %81 = sext i32 %80 to i64
  %82 = mul nsw i64 %81, %57
  %83 = getelementptr i32, ptr %60, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = add nsw i32 %79, %84
  store i32 %85, ptr %61, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %74, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp eq i32 %68, %62
  br i1 %87, label %92, label %88

88:                                               ; preds = %86
  br i1 %73, label %89, label %91

89:                                               ; preds = %88
  %90 = load i32, ptr %64, align 4, !tbaa !6
  store i32 %90, ptr %65, align 4, !tbaa !6
  br label %91

91:                                               ; preds = %89, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %67

92:                                               ; preds = %86
  br i1 %73, label %93, label %99

93:                                               ; preds = %92
  %94 = zext nneg i32 %10 to i64
  %95 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15pathfinder_rowsE6result to ptr), i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = sext i32 %24 to i64
  %98 = getelementptr inbounds i32, ptr %3, i64 %97
  store i32 %96, ptr %98, align 4, !tbaa !6
  br label %99

99:                                               ; preds = %92, %93, %8
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
