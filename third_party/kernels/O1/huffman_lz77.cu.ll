; ModuleID = 'src/huffman_lz77.cu'
source_filename = "src/huffman_lz77.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18huffman_decode_lutE5s_lut = internal unnamed_addr addrspace(3) global [1024 x i16] undef, align 2
@_ZZ17lz77_match_searchE1s = internal unnamed_addr addrspace(3) global [800 x i8] undef, align 1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @huffman_decode_lut(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, i64 noundef %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %20

14:                                               ; preds = %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %12
  %19 = icmp slt i32 %18, %6
  br i1 %19, label %28, label %132

20:                                               ; preds = %11, %20
  %21 = phi i32 [ %12, %11 ], [ %26, %20 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i16, ptr %2, i64 %22
  %24 = load i16, ptr %23, align 2, !tbaa !11
  %25 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ18huffman_decode_lutE5s_lut to ptr), i64 %22
  store i16 %24, ptr %25, align 2, !tbaa !11
  %26 = add nuw nsw i32 %21, %13
  %27 = icmp samesign ult i32 %26, 1024
  br i1 %27, label %20, label %14, !llvm.loop !13

28:                                               ; preds = %14
  %29 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %1, i64 0)
  %30 = shl i64 %29, 5
  %31 = sext i32 %18 to i64
  %32 = getelementptr inbounds i64, ptr %3, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !16
  %34 = tail call noundef i64 @llvm.umin.i64(i64 %33, i64 %30)
  %35 = getelementptr inbounds i32, ptr %4, i64 %31
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = lshr i64 %34, 5
  br label %38

38:                                               ; preds = %28, %47
  %39 = phi i64 [ %37, %28 ], [ %49, %47 ]
  %40 = phi i64 [ 0, %28 ], [ %53, %47 ]
  %41 = phi i32 [ 0, %28 ], [ %54, %47 ]
  %42 = icmp sgt i64 %1, %39
  br i1 %42, label %43, label %47

43:                                               ; preds = %38
  %44 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = zext i32 %45 to i64
  br label %47

47:                                               ; preds = %38, %43
  %48 = phi i64 [ %46, %43 ], [ 0, %38 ]
  %49 = add nuw nsw i64 %39, 1
  %50 = sub nuw nsw i32 32, %41
  %51 = zext nneg i32 %50 to i64
  %52 = shl nuw i64 %48, %51
  %53 = or i64 %52, %40
  %54 = add nuw nsw i32 %41, 32
  %55 = icmp eq i32 %41, 0
  br i1 %55, label %38, label %56, !llvm.loop !18

56:                                               ; preds = %47
  %57 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %58 = zext nneg i32 %57 to i64
  %59 = mul nsw i64 %58, %31
  %60 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %8, i64 0)
  %61 = tail call noundef range(i64 -4611686016279904256, 4611686014132420610) i64 @llvm.smin.i64(i64 range(i64 -4611686016279904256, 4611686014132420610) %59, i64 range(i64 -4611686016279904256, -9223372036854775808) %60)
  %62 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %36, i32 0)
  %63 = zext nneg i32 %62 to i64
  %64 = sub nsw i64 %60, %61
  %65 = tail call noundef range(i64 -4611686016279904256, 4611686014132420610) i64 @llvm.smin.i64(i64 range(i64 -4611686016279904256, 4611686014132420610) %58, i64 range(i64 -4611686016279904256, -9223372036854775808) %64)
  %66 = tail call noundef range(i64 -4611686016279904256, 4611686014132420610) i64 @llvm.smin.i64(i64 range(i64 -4611686016279904256, 4611686014132420610) %63, i64 range(i64 -4611686016279904256, -9223372036854775808) %65)
  %67 = trunc i64 %66 to i32
  %68 = getelementptr inbounds i8, ptr %7, i64 %61
  %69 = icmp sgt i32 %67, 0
  br i1 %69, label %70, label %127

70:                                               ; preds = %56
  %71 = trunc i64 %34 to i32
  %72 = and i32 %71, 31
  %73 = sub nuw nsw i32 64, %72
  %74 = and i64 %34, 31
  %75 = shl i64 %53, %74
  %76 = add nuw nsw i64 %37, 2
  br label %77

77:                                               ; preds = %119, %70
  %78 = phi i64 [ %102, %119 ], [ %76, %70 ]
  %79 = phi i32 [ %124, %119 ], [ 0, %70 ]
  %80 = phi i64 [ %123, %119 ], [ %75, %70 ]
  %81 = phi i32 [ %122, %119 ], [ 0, %70 ]
  %82 = phi i64 [ %121, %119 ], [ %34, %70 ]
  %83 = phi i32 [ %120, %119 ], [ %73, %70 ]
  %84 = icmp slt i32 %83, 33
  br i1 %84, label %85, label %99

85:                                               ; preds = %77
  %86 = icmp ult i64 %78, %29
  br i1 %86, label %87, label %91

87:                                               ; preds = %85
  %88 = getelementptr inbounds nuw i32, ptr %0, i64 %78
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = zext i32 %89 to i64
  br label %91

91:                                               ; preds = %87, %85
  %92 = phi i64 [ %90, %87 ], [ 0, %85 ]
  %93 = add nuw nsw i32 %83, 32
  %94 = sub nuw nsw i32 32, %83
  %95 = zext nneg i32 %94 to i64
  %96 = shl nuw nsw i64 %92, %95
  %97 = or i64 %96, %80
  %98 = add i64 %78, 1
  br label %99

99:                                               ; preds = %91, %77
  %100 = phi i32 [ %83, %77 ], [ %93, %91 ]
  %101 = phi i64 [ %80, %77 ], [ %97, %91 ]
  %102 = phi i64 [ %78, %77 ], [ %98, %91 ]
  %103 = lshr i64 %101, 54
  %104 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ18huffman_decode_lutE5s_lut to ptr), i64 %103
  %105 = load i16, ptr %104, align 2, !tbaa !11
  %106 = and i16 %105, 15
  %107 = add nsw i16 %106, -11
  %108 = icmp ult i16 %107, -10
  br i1 %108, label %119, label %109

109:                                              ; preds = %99
  %110 = zext nneg i16 %106 to i32
  %111 = lshr i16 %105, 4
  %112 = trunc i16 %111 to i8
  %113 = zext nneg i32 %79 to i64
  %114 = getelementptr inbounds nuw i8, ptr %68, i64 %113
  store i8 %112, ptr %114, align 1, !tbaa !19
  %115 = zext nneg i16 %106 to i64
  %116 = shl i64 %101, %115
  %117 = sub nuw nsw i32 %100, %110
  %118 = add i64 %82, %115
  br label %119

119:                                              ; preds = %99, %109
  %120 = phi i32 [ %117, %109 ], [ %100, %99 ]
  %121 = phi i64 [ %118, %109 ], [ %82, %99 ]
  %122 = phi i32 [ %81, %109 ], [ 1, %99 ]
  %123 = phi i64 [ %116, %109 ], [ %101, %99 ]
  %124 = add nuw nsw i32 %79, 1
  %125 = icmp eq i32 %124, %67
  %126 = select i1 %108, i1 true, i1 %125
  br i1 %126, label %127, label %77, !llvm.loop !20

127:                                              ; preds = %119, %56
  %128 = phi i64 [ %34, %56 ], [ %121, %119 ]
  %129 = phi i32 [ 0, %56 ], [ %122, %119 ]
  %130 = getelementptr inbounds i64, ptr %9, i64 %31
  store i64 %128, ptr %130, align 8, !tbaa !16
  %131 = getelementptr inbounds i32, ptr %10, i64 %31
  store i32 %129, ptr %131, align 4, !tbaa !6
  br label %132

132:                                              ; preds = %14, %127
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lz77_match_search(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #2 {
  %6 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %7 = tail call noundef i32 @llvm.smin.i32(i32 %6, i32 512)
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 3)
  %9 = tail call noundef i32 @llvm.smin.i32(i32 %8, i32 32)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.smin.i32(i32 %10, i32 256)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %11, %12
  %14 = icmp slt i32 %13, %1
  br i1 %14, label %15, label %126

15:                                               ; preds = %5
  %16 = sub nsw i32 %13, %7
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %16, i32 0)
  %18 = add nsw i32 %13, %11
  %19 = add nsw i32 %18, %9
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 %1)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add nuw i32 %17, %21
  %23 = icmp slt i32 %22, %20
  br i1 %23, label %29, label %24

24:                                               ; preds = %29, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = add i32 %13, %21
  %26 = icmp samesign ult i32 %21, %11
  %27 = icmp slt i32 %25, %1
  %28 = and i1 %26, %27
  br i1 %28, label %39, label %126

29:                                               ; preds = %15, %29
  %30 = phi i32 [ %37, %29 ], [ %22, %15 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %0, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !19
  %34 = sub nsw i32 %30, %17
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %35
  store i8 %33, ptr %36, align 1, !tbaa !19
  %37 = add i32 %30, %10
  %38 = icmp slt i32 %37, %20
  br i1 %38, label %29, label %24, !llvm.loop !21

39:                                               ; preds = %24
  %40 = sub nsw i32 %25, %17
  %41 = sub nsw i32 %1, %25
  %42 = tail call noundef i32 @llvm.smin.i32(i32 %9, i32 %41)
  %43 = icmp samesign ugt i32 %42, 2
  br i1 %43, label %44, label %122

44:                                               ; preds = %39
  %45 = sext i32 %40 to i64
  %46 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !19
  %48 = getelementptr i8, ptr %46, i64 1
  %49 = load i8, ptr %48, align 1, !tbaa !19
  %50 = getelementptr i8, ptr %46, i64 2
  %51 = load i8, ptr %50, align 1, !tbaa !19
  %52 = sub nsw i32 %25, %7
  %53 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %52, i32 0)
  %54 = icmp sgt i32 %25, %53
  br i1 %54, label %55, label %122

55:                                               ; preds = %44
  %56 = icmp sgt i32 %42, 3
  br label %57

57:                                               ; preds = %55, %115
  %58 = phi i32 [ %25, %55 ], [ %61, %115 ]
  %59 = phi i32 [ 0, %55 ], [ %113, %115 ]
  %60 = phi i32 [ 0, %55 ], [ %112, %115 ]
  %61 = add nsw i32 %58, -1
  %62 = sub nsw i32 %61, %17
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !19
  %66 = icmp eq i8 %65, %47
  br i1 %66, label %67, label %111

67:                                               ; preds = %57
  %68 = getelementptr i8, ptr %64, i64 1
  %69 = load i8, ptr %68, align 1, !tbaa !19
  %70 = icmp eq i8 %69, %49
  br i1 %70, label %71, label %111

71:                                               ; preds = %67
  %72 = getelementptr i8, ptr %64, i64 2
  %73 = load i8, ptr %72, align 1, !tbaa !19
  %74 = icmp eq i8 %73, %51
  br i1 %74, label %75, label %111

75:                                               ; preds = %71
  %76 = icmp sgt i32 %59, 2
  br i1 %76, label %77, label %89

77:                                               ; preds = %75
  %78 = icmp slt i32 %59, %42
  br i1 %78, label %79, label %111

79:                                               ; preds = %77
  %80 = add nsw i32 %62, %59
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !19
  %84 = add nsw i32 %59, %40
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !19
  %88 = icmp eq i8 %83, %87
  br i1 %88, label %89, label %111

89:                                               ; preds = %79, %75
  br i1 %56, label %90, label %104

90:                                               ; preds = %89, %101
  %91 = phi i32 [ %102, %101 ], [ 3, %89 ]
  %92 = add nsw i32 %91, %62
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !19
  %96 = add nsw i32 %91, %40
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !19
  %100 = icmp eq i8 %95, %99
  br i1 %100, label %101, label %104

101:                                              ; preds = %90
  %102 = add nuw nsw i32 %91, 1
  %103 = icmp eq i32 %102, %42
  br i1 %103, label %104, label %90, !llvm.loop !22

104:                                              ; preds = %90, %101, %89
  %105 = phi i32 [ 3, %89 ], [ %91, %90 ], [ %42, %101 ]
  %106 = icmp sgt i32 %105, %59
  br i1 %106, label %107, label %111

107:                                              ; preds = %104
  %108 = sub nsw i32 %25, %61
  %109 = icmp eq i32 %105, %42
  %110 = select i1 %109, i32 5, i32 0
  br label %111

111:                                              ; preds = %107, %104, %77, %79, %57, %67, %71
  %112 = phi i32 [ %60, %77 ], [ %60, %57 ], [ %60, %71 ], [ %60, %67 ], [ %60, %79 ], [ %108, %107 ], [ %60, %104 ]
  %113 = phi i32 [ %59, %77 ], [ %59, %57 ], [ %59, %71 ], [ %59, %67 ], [ %59, %79 ], [ %105, %107 ], [ %59, %104 ]
  %114 = phi i32 [ 7, %77 ], [ 7, %57 ], [ 7, %71 ], [ 7, %67 ], [ 7, %79 ], [ %110, %107 ], [ 0, %104 ]
  switch i32 %114, label %117 [
    i32 0, label %115
    i32 7, label %115
  ]

115:                                              ; preds = %111, %111
  %116 = icmp sgt i32 %61, %53
  br i1 %116, label %57, label %117, !llvm.loop !23

117:                                              ; preds = %115, %111
  %118 = shl i32 %112, 16
  %119 = or i32 %118, %113
  %120 = icmp sgt i32 %113, 2
  %121 = select i1 %120, i32 %119, i32 0
  br label %122

122:                                              ; preds = %44, %117, %39
  %123 = phi i32 [ 0, %39 ], [ 0, %44 ], [ %121, %117 ]
  %124 = sext i32 %25 to i64
  %125 = getelementptr inbounds i32, ptr %4, i64 %124
  store i32 %123, ptr %125, align 4, !tbaa !6
  br label %126

126:                                              ; preds = %122, %24, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = distinct !{!18, !14, !15}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
