; ModuleID = 'src/hash_table.cu'
source_filename = "src/hash_table.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13ht_probe_joinE9s_matches = internal addrspace(3) global i32 undef, align 4

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ht_build_aggregate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef captures(none) %8) local_unnamed_addr #0 {
  %10 = icmp slt i32 %6, 1
  br i1 %10, label %86, label %11

11:                                               ; preds = %9
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 1)
  %13 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %12, i32 %6)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %20, %17
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = add nuw nsw i64 %21, %23
  %25 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %2, i64 0)
  %26 = icmp sgt i64 %2, %24
  br i1 %26, label %27, label %86

27:                                               ; preds = %11
  %28 = tail call range(i32 1, 32) i32 @llvm.ctpop.i32(i32 %6)
  %29 = icmp samesign ult i32 %28, 2
  %30 = add nsw i32 %6, -1
  br label %31

31:                                               ; preds = %27, %83
  %32 = phi i64 [ %24, %27 ], [ %84, %83 ]
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %83, label %36

36:                                               ; preds = %31
  %37 = lshr i32 %34, 16
  %38 = xor i32 %37, %34
  %39 = mul i32 %38, -2048144789
  %40 = lshr i32 %39, 13
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, -1028477387
  %43 = lshr i32 %42, 16
  %44 = xor i32 %43, %42
  br i1 %29, label %45, label %47

45:                                               ; preds = %36
  %46 = and i32 %44, %30
  br label %49

47:                                               ; preds = %36
  %48 = urem i32 %44, %6
  br label %49

49:                                               ; preds = %45, %47
  %50 = phi i32 [ %46, %45 ], [ %48, %47 ]
  %51 = getelementptr inbounds nuw i32, ptr %1, i64 %32
  br label %52

52:                                               ; preds = %74, %49
  %53 = phi i32 [ 0, %49 ], [ %77, %74 ]
  %54 = phi i1 [ false, %49 ], [ %76, %74 ]
  %55 = phi i32 [ %50, %49 ], [ %75, %74 ]
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %3, i64 %56
  %58 = cmpxchg ptr %57, i32 -1, i32 %34 seq_cst seq_cst, align 4
  %59 = extractvalue { i32, i1 } %58, 0
  %60 = extractvalue { i32, i1 } %58, 1
  %61 = icmp eq i32 %59, %34
  %62 = or i1 %60, %61
  br i1 %62, label %63, label %70

63:                                               ; preds = %52
  %64 = getelementptr inbounds nuw i32, ptr %4, i64 %56
  %65 = atomicrmw add ptr %64, i32 1 seq_cst, align 4
  %66 = getelementptr inbounds nuw i64, ptr %5, i64 %56
  %67 = load i32, ptr %51, align 4, !tbaa !6
  %68 = sext i32 %67 to i64
  %69 = atomicrmw add ptr %66, i64 %68 seq_cst, align 8
  br label %74

70:                                               ; preds = %52
  %71 = add i32 %55, 1
  %72 = icmp eq i32 %71, %6
  %73 = select i1 %72, i32 0, i32 %71
  br label %74

74:                                               ; preds = %70, %63
  %75 = phi i32 [ %55, %63 ], [ %73, %70 ]
  %76 = phi i1 [ true, %63 ], [ %54, %70 ]
  %77 = add nuw i32 %53, 1
  %78 = icmp uge i32 %77, %13
  %79 = select i1 %62, i1 true, i1 %78
  br i1 %79, label %80, label %52, !llvm.loop !11

80:                                               ; preds = %74
  br i1 %76, label %83, label %81

81:                                               ; preds = %80
  %82 = atomicrmw add ptr %8, i32 1 seq_cst, align 4
  br label %83

83:                                               ; preds = %80, %81, %31
  %84 = add i64 %32, %18
  %85 = icmp ult i64 %84, %25
  br i1 %85, label %31, label %86, !llvm.loop !14

86:                                               ; preds = %83, %11, %9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ht_probe_join(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #1 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ13ht_probe_joinE9s_matches to ptr), align 4, !tbaa !6
  br label %14

14:                                               ; preds = %13, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = and i32 %11, 31
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = lshr i32 %16, 5
  %18 = icmp sgt i32 %5, 0
  %19 = and i32 %16, 31
  %20 = icmp eq i32 %19, 0
  %21 = and i1 %20, %18
  br i1 %21, label %22, label %123

22:                                               ; preds = %14
  %23 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 1)
  %24 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %23, i32 %5)
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %17, %25
  %27 = lshr i32 %11, 5
  %28 = add i32 %26, %27
  %29 = icmp slt i32 %28, %1
  br i1 %29, label %30, label %37

30:                                               ; preds = %22
  %31 = tail call range(i32 1, 32) i32 @llvm.ctpop.i32(i32 %5)
  %32 = icmp samesign ult i32 %31, 2
  %33 = add nsw i32 %5, -1
  %34 = icmp eq i32 %15, 0
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %36 = mul i32 %17, %35
  br label %42

37:                                               ; preds = %115, %22
  %38 = phi i32 [ 0, %22 ], [ %118, %115 ]
  %39 = icmp eq i32 %15, 0
  %40 = icmp ne i32 %38, 0
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %121, label %123

42:                                               ; preds = %30, %115
  %43 = phi i32 [ 0, %30 ], [ %118, %115 ]
  %44 = phi i32 [ %28, %30 ], [ %119, %115 ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = lshr i32 %47, 16
  %49 = xor i32 %48, %47
  %50 = mul i32 %49, -2048144789
  %51 = lshr i32 %50, 13
  %52 = xor i32 %51, %50
  %53 = mul i32 %52, -1028477387
  %54 = lshr i32 %53, 16
  %55 = xor i32 %54, %53
  br i1 %32, label %56, label %58

56:                                               ; preds = %42
  %57 = and i32 %55, %33
  br label %60

58:                                               ; preds = %42
  %59 = urem i32 %55, %5
  br label %60

60:                                               ; preds = %56, %58
  %61 = phi i32 [ %57, %56 ], [ %59, %58 ]
  %62 = icmp ne i32 %47, -1
  br label %63

63:                                               ; preds = %95, %60
  %64 = phi i32 [ -1, %60 ], [ %96, %95 ]
  %65 = phi i32 [ 0, %60 ], [ %97, %95 ]
  %66 = or disjoint i32 %65, %15
  %67 = icmp ult i32 %66, %24
  br i1 %67, label %68, label %76

68:                                               ; preds = %63
  %69 = add nuw i32 %66, %61
  %70 = icmp ult i32 %69, %5
  %71 = select i1 %70, i32 0, i32 %5
  %72 = sub nuw i32 %69, %71
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr %2, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !6
  br label %76

76:                                               ; preds = %68, %63
  %77 = phi i32 [ %72, %68 ], [ 0, %63 ]
  %78 = phi i32 [ %75, %68 ], [ -1, %63 ]
  %79 = icmp eq i32 %78, %47
  %80 = and i1 %62, %79
  %81 = select i1 %67, i1 %80, i1 false
  %82 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %81)
  %83 = icmp eq i32 %78, -1
  %84 = select i1 %67, i1 %83, i1 false
  %85 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %84)
  %86 = or i32 %85, %82
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %95, label %88

88:                                               ; preds = %76
  %89 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %86, i1 true)
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %77, i32 %89, i32 31)
  %91 = shl nuw i32 1, %89
  %92 = and i32 %91, %82
  %93 = icmp eq i32 %92, 0
  %94 = select i1 %93, i32 -1, i32 %90
  br label %95

95:                                               ; preds = %76, %88
  %96 = phi i32 [ %94, %88 ], [ %64, %76 ]
  %97 = add i32 %65, 32
  %98 = icmp ult i32 %97, %24
  %99 = and i1 %87, %98
  br i1 %99, label %63, label %100, !llvm.loop !15

100:                                              ; preds = %95
  br i1 %34, label %101, label %115

101:                                              ; preds = %100
  %102 = icmp sgt i32 %96, -1
  br i1 %102, label %103, label %110

103:                                              ; preds = %101
  %104 = zext nneg i32 %96 to i64
  %105 = getelementptr inbounds nuw i32, ptr %3, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = getelementptr inbounds i32, ptr %7, i64 %45
  store i32 %106, ptr %107, align 4, !tbaa !6
  %108 = getelementptr inbounds nuw i64, ptr %4, i64 %104
  %109 = load i64, ptr %108, align 8, !tbaa !16
  br label %112

110:                                              ; preds = %101
  %111 = getelementptr inbounds i32, ptr %7, i64 %45
  store i32 -1, ptr %111, align 4, !tbaa !6
  br label %112

112:                                              ; preds = %110, %103
  %113 = phi i64 [ %109, %103 ], [ 0, %110 ]
  %114 = getelementptr inbounds i64, ptr %8, i64 %45
  store i64 %113, ptr %114, align 8, !tbaa !16
  br label %115

115:                                              ; preds = %112, %100
  %116 = icmp sgt i32 %96, -1
  %117 = zext i1 %116 to i32
  %118 = add i32 %43, %117
  %119 = add i32 %44, %36
  %120 = icmp slt i32 %119, %1
  br i1 %120, label %42, label %37, !llvm.loop !18

121:                                              ; preds = %37
  %122 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ13ht_probe_joinE9s_matches to ptr), i32 %38 seq_cst, align 4
  br label %123

123:                                              ; preds = %14, %37, %121
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %12, label %124, label %129

124:                                              ; preds = %123
  %125 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13ht_probe_joinE9s_matches to ptr), align 4, !tbaa !6
  %126 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i32, ptr %9, i64 %127
  store i32 %125, ptr %128, align 4, !tbaa !6
  br label %129

129:                                              ; preds = %124, %123
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #7

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = distinct !{!18, !12, !13}
