; ModuleID = 'src/graph_tri_sssp.cu'
source_filename = "src/graph_tri_sssp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @triangle_count_merge(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %120

16:                                               ; preds = %7, %116
  %17 = phi i64 [ %117, %116 ], [ 0, %7 ]
  %18 = phi i32 [ %118, %116 ], [ %14, %7 ]
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %2, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds i32, ptr %1, i64 %19
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = icmp slt i32 %21, 0
  br i1 %24, label %116, label %25

25:                                               ; preds = %16
  %26 = icmp slt i32 %21, %3
  %27 = icmp sgt i32 %23, -1
  %28 = icmp slt i32 %23, %3
  %29 = and i1 %27, %28
  %30 = icmp slt i32 %21, %23
  %31 = and i1 %30, %29
  %32 = select i1 %26, i1 %31, i1 false
  br i1 %32, label %33, label %116

33:                                               ; preds = %25
  %34 = zext nneg i32 %21 to i64
  %35 = getelementptr inbounds nuw i32, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6, !alias.scope !11
  %37 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 0)
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %37, i32 %4)
  %39 = getelementptr i8, ptr %35, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !6, !alias.scope !11
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %40, i32 %38)
  %42 = tail call noundef i32 @llvm.smin.i32(i32 %41, i32 %4)
  %43 = zext nneg i32 %23 to i64
  %44 = getelementptr inbounds nuw i32, ptr %0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6, !alias.scope !14
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call noundef i32 @llvm.smin.i32(i32 %46, i32 %4)
  %48 = getelementptr i8, ptr %44, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6, !alias.scope !14
  %50 = tail call noundef i32 @llvm.smax.i32(i32 %49, i32 %47)
  %51 = tail call noundef i32 @llvm.smin.i32(i32 %50, i32 %4)
  %52 = icmp slt i32 %46, %51
  br i1 %52, label %53, label %62

53:                                               ; preds = %33, %59
  %54 = phi i32 [ %60, %59 ], [ %47, %33 ]
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %1, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = icmp sgt i32 %57, %23
  br i1 %58, label %62, label %59

59:                                               ; preds = %53
  %60 = add i32 %54, 1
  %61 = icmp eq i32 %60, %51
  br i1 %61, label %62, label %53, !llvm.loop !17

62:                                               ; preds = %53, %59, %33
  %63 = phi i32 [ %47, %33 ], [ %54, %53 ], [ %51, %59 ]
  %64 = icmp slt i32 %37, %42
  %65 = icmp slt i32 %63, %51
  %66 = and i1 %64, %65
  br i1 %66, label %67, label %104

67:                                               ; preds = %62, %97
  %68 = phi i32 [ %100, %97 ], [ 0, %62 ]
  %69 = phi i32 [ %99, %97 ], [ %38, %62 ]
  %70 = phi i32 [ %98, %97 ], [ %63, %62 ]
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds i32, ptr %1, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = sext i32 %70 to i64
  %75 = getelementptr inbounds i32, ptr %1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = icmp slt i32 %73, %76
  br i1 %77, label %78, label %80

78:                                               ; preds = %67
  %79 = add nsw i32 %69, 1
  br label %97

80:                                               ; preds = %67
  %81 = icmp slt i32 %76, %73
  br i1 %81, label %82, label %84

82:                                               ; preds = %80
  %83 = add nsw i32 %70, 1
  br label %97

84:                                               ; preds = %80
  %85 = icmp sgt i32 %73, %23
  %86 = icmp slt i32 %73, %3
  %87 = and i1 %85, %86
  br i1 %87, label %88, label %93

88:                                               ; preds = %84
  %89 = add i32 %68, 1
  %90 = zext nneg i32 %73 to i64
  %91 = getelementptr inbounds nuw i32, ptr %5, i64 %90
  %92 = atomicrmw add ptr %91, i32 1 seq_cst, align 4
  br label %93

93:                                               ; preds = %88, %84
  %94 = phi i32 [ %89, %88 ], [ %68, %84 ]
  %95 = add nsw i32 %69, 1
  %96 = add nsw i32 %70, 1
  br label %97

97:                                               ; preds = %82, %93, %78
  %98 = phi i32 [ %70, %78 ], [ %83, %82 ], [ %96, %93 ]
  %99 = phi i32 [ %79, %78 ], [ %69, %82 ], [ %95, %93 ]
  %100 = phi i32 [ %68, %78 ], [ %68, %82 ], [ %94, %93 ]
  %101 = icmp slt i32 %99, %42
  %102 = icmp slt i32 %98, %51
  %103 = select i1 %101, i1 %102, i1 false
  br i1 %103, label %67, label %104, !llvm.loop !20

104:                                              ; preds = %97, %62
  %105 = phi i32 [ 0, %62 ], [ %100, %97 ]
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %116, label %107

107:                                              ; preds = %104
  %108 = zext nneg i32 %21 to i64
  %109 = getelementptr inbounds nuw i32, ptr %5, i64 %108
  %110 = atomicrmw add ptr %109, i32 %105 seq_cst, align 4
  %111 = zext nneg i32 %23 to i64
  %112 = getelementptr inbounds nuw i32, ptr %5, i64 %111
  %113 = atomicrmw add ptr %112, i32 %105 seq_cst, align 4
  %114 = zext i32 %105 to i64
  %115 = add i64 %17, %114
  br label %116

116:                                              ; preds = %104, %107, %16, %25
  %117 = phi i64 [ %17, %16 ], [ %17, %25 ], [ %115, %107 ], [ %17, %104 ]
  %118 = add nsw i32 %18, %10
  %119 = icmp slt i32 %118, %4
  br i1 %119, label %16, label %120, !llvm.loop !21

120:                                              ; preds = %116, %7
  %121 = phi i64 [ 0, %7 ], [ %117, %116 ]
  %122 = trunc i64 %121 to i32
  %123 = lshr i64 %121, 32
  %124 = trunc nuw i64 %123 to i32
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %122, i32 16, i32 31)
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %124, i32 16, i32 31)
  %127 = zext i32 %126 to i64
  %128 = shl nuw i64 %127, 32
  %129 = zext i32 %125 to i64
  %130 = add i64 %121, %129
  %131 = add i64 %130, %128
  %132 = trunc i64 %130 to i32
  %133 = lshr i64 %131, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %132, i32 8, i32 31)
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %134, i32 8, i32 31)
  %137 = zext i32 %136 to i64
  %138 = shl nuw i64 %137, 32
  %139 = zext i32 %135 to i64
  %140 = add i64 %131, %139
  %141 = add i64 %140, %138
  %142 = trunc i64 %140 to i32
  %143 = lshr i64 %141, 32
  %144 = trunc nuw i64 %143 to i32
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %142, i32 4, i32 31)
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %144, i32 4, i32 31)
  %147 = zext i32 %146 to i64
  %148 = shl nuw i64 %147, 32
  %149 = zext i32 %145 to i64
  %150 = add i64 %141, %149
  %151 = add i64 %150, %148
  %152 = trunc i64 %150 to i32
  %153 = lshr i64 %151, 32
  %154 = trunc nuw i64 %153 to i32
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %152, i32 2, i32 31)
  %156 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %154, i32 2, i32 31)
  %157 = zext i32 %156 to i64
  %158 = shl nuw i64 %157, 32
  %159 = zext i32 %155 to i64
  %160 = add i64 %151, %159
  %161 = add i64 %160, %158
  %162 = trunc i64 %160 to i32
  %163 = lshr i64 %161, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %162, i32 1, i32 31)
  %166 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %164, i32 1, i32 31)
  %167 = zext i32 %166 to i64
  %168 = shl nuw i64 %167, 32
  %169 = zext i32 %165 to i64
  %170 = add i64 %161, %169
  %171 = add i64 %170, %168
  %172 = and i32 %13, 31
  %173 = icmp eq i32 %172, 0
  %174 = icmp ne i64 %171, 0
  %175 = select i1 %173, i1 %174, i1 false
  br i1 %175, label %176, label %178

176:                                              ; preds = %120
  %177 = atomicrmw add ptr %6, i64 %171 seq_cst, align 8
  br label %178

178:                                              ; preds = %176, %120
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sssp_relax_frontier(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef readonly captures(none) %7, ptr noalias noundef captures(none) %8, ptr noalias noundef captures(none) %9) local_unnamed_addr #1 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %17, label %70

17:                                               ; preds = %10
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr %7, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %70, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i32, ptr %5, i64 %18
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %70, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i32, ptr %0, i64 %18
  %28 = load i32, ptr %27, align 4, !tbaa !6, !alias.scope !22
  %29 = tail call noundef i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %4)
  %31 = getelementptr i8, ptr %27, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !6, !alias.scope !22
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %32, i32 %30)
  %34 = tail call noundef i32 @llvm.smin.i32(i32 %33, i32 %4)
  %35 = icmp slt i32 %29, %34
  br i1 %35, label %37, label %70

36:                                               ; preds = %64
  br i1 %65, label %68, label %70

37:                                               ; preds = %26, %64
  %38 = phi i1 [ %65, %64 ], [ false, %26 ]
  %39 = phi i32 [ %66, %64 ], [ %30, %26 ]
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %1, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = icmp slt i32 %42, 0
  %44 = icmp sge i32 %42, %3
  %45 = or i1 %43, %44
  %46 = icmp eq i32 %42, %15
  %47 = or i1 %46, %45
  br i1 %47, label %64, label %48

48:                                               ; preds = %37
  %49 = getelementptr inbounds i16, ptr %2, i64 %40
  %50 = load i16, ptr %49, align 2, !tbaa !25
  %51 = zext i16 %50 to i32
  %52 = tail call i32 @llvm.uadd.sat.i32(i32 %51, i32 %24)
  %53 = zext nneg i32 %42 to i64
  %54 = getelementptr inbounds nuw i32, ptr %5, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = icmp ult i32 %52, %55
  br i1 %56, label %57, label %64

57:                                               ; preds = %48
  %58 = getelementptr inbounds nuw i32, ptr %6, i64 %53
  %59 = atomicrmw umin ptr %58, i32 %52 seq_cst, align 4
  %60 = icmp ult i32 %52, %59
  br i1 %60, label %61, label %64

61:                                               ; preds = %57
  %62 = getelementptr inbounds nuw i32, ptr %8, i64 %53
  %63 = atomicrmw or ptr %62, i32 1 seq_cst, align 4
  br label %64

64:                                               ; preds = %48, %61, %57, %37
  %65 = phi i1 [ %38, %37 ], [ %38, %48 ], [ true, %61 ], [ %38, %57 ]
  %66 = add nsw i32 %39, 1
  %67 = icmp eq i32 %66, %34
  br i1 %67, label %36, label %37, !llvm.loop !27

68:                                               ; preds = %36
  %69 = atomicrmw or ptr %9, i32 1 seq_cst, align 4
  br label %70

70:                                               ; preds = %26, %36, %68, %22, %10, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL9adj_rangePKiiiRiS1_: argument 0"}
!13 = distinct !{!13, !"_ZL9adj_rangePKiiiRiS1_"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZL9adj_rangePKiiiRiS1_: argument 0"}
!16 = distinct !{!16, !"_ZL9adj_rangePKiiiRiS1_"}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = distinct !{!21, !18, !19}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZL9adj_rangePKiiiRiS1_: argument 0"}
!24 = distinct !{!24, !"_ZL9adj_rangePKiiiRiS1_"}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !8, i64 0}
!27 = distinct !{!27, !18, !19}
