; ModuleID = 'src/sw_affine.cu'
source_filename = "src/sw_affine.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GapPenalty = type { i32, i32 }

@c_subst = dso_local addrspace(4) externally_initialized constant [24 x [24 x i8]] zeroinitializer, align 1
@_ZZ10sw_db_scanE6s_prof = internal unnamed_addr addrspace(3) global [1536 x i16] undef, align 2
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_subst to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sw_build_profile(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add i32 %2, -65
  %5 = icmp ult i32 %4, -64
  br i1 %5, label %36, label %6

6:                                                ; preds = %3
  %7 = mul nuw nsw i32 %2, 24
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %7
  br i1 %13, label %14, label %36

14:                                               ; preds = %6
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = mul i32 %15, %9
  br label %17

17:                                               ; preds = %14, %17
  %18 = phi i32 [ %12, %14 ], [ %34, %17 ]
  %19 = sdiv i32 %18, %2
  %20 = mul nsw i32 %19, %2
  %21 = sub nsw i32 %18, %20
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds [24 x i8], ptr addrspacecast (ptr addrspace(4) @c_subst to ptr), i64 %22
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = tail call i8 @llvm.umin.i8(i8 %26, i8 23)
  %28 = zext nneg i8 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr %23, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !11
  %31 = sext i8 %30 to i16
  %32 = sext i32 %18 to i64
  %33 = getelementptr inbounds i16, ptr %1, i64 %32
  store i16 %31, ptr %33, align 2, !tbaa !12
  %34 = add i32 %18, %16
  %35 = icmp slt i32 %34, %7
  br i1 %35, label %17, label %36, !llvm.loop !14

36:                                               ; preds = %17, %6, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sw_db_scan(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noundef readonly byval(%struct.GapPenalty) align 4 captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #2 {
  %10 = alloca %struct.GapPenalty, align 4
  %11 = add i32 %1, -65
  %12 = icmp ult i32 %11, -64
  br i1 %12, label %67, label %13

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = mul nuw nsw i32 %1, 24
  %16 = icmp samesign ult i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %13
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %36

19:                                               ; preds = %36, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load i32, ptr %7, align 4, !tbaa !17
  %21 = tail call noundef i32 @llvm.smax.i32(i32 %20, i32 0)
  %22 = tail call noundef range(i32 -2147483648, 65) i32 @llvm.smin.i32(i32 %21, i32 64)
  %23 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !19
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %24, i32 0)
  %26 = tail call noundef range(i32 -2147483648, 65) i32 @llvm.smin.i32(i32 %25, i32 range(i32 -2147483648, 65) %22)
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul i32 %27, %28
  %30 = add i32 %29, %14
  %31 = icmp slt i32 %30, %5
  br i1 %31, label %32, label %67

32:                                               ; preds = %19
  %33 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %34 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %35 = mul i32 %34, %28
  br label %44

36:                                               ; preds = %17, %36
  %37 = phi i32 [ %14, %17 ], [ %42, %36 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i16, ptr %0, i64 %38
  %40 = load i16, ptr %39, align 2, !tbaa !12
  %41 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @_ZZ10sw_db_scanE6s_prof to ptr), i64 %38
  store i16 %40, ptr %41, align 2, !tbaa !12
  %42 = add i32 %37, %18
  %43 = icmp slt i32 %42, %15
  br i1 %43, label %36, label %19, !llvm.loop !20

44:                                               ; preds = %32, %62
  %45 = phi i32 [ %30, %32 ], [ %65, %62 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %3, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %4, i64 %46
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = icmp slt i32 %48, 0
  %53 = icmp slt i32 %51, 0
  %54 = select i1 %52, i1 true, i1 %53
  %55 = sext i32 %51 to i64
  %56 = add nuw nsw i64 %55, %49
  %57 = icmp sgt i64 %56, %6
  %58 = select i1 %54, i1 true, i1 %57
  br i1 %58, label %62, label %59

59:                                               ; preds = %44
  %60 = getelementptr inbounds nuw i8, ptr %2, i64 %49
  store i32 %22, ptr %10, align 4, !tbaa !6
  store i32 %26, ptr %33, align 4, !tbaa !6
  %61 = tail call fastcc noundef i32 @_ZL8sw_alignPKsiPKhi10GapPenalty(i32 noundef %1, ptr noundef %60, i32 noundef %51, ptr noundef nonnull byval(%struct.GapPenalty) align 4 %10) #8
  br label %62

62:                                               ; preds = %44, %59
  %63 = phi i32 [ %61, %59 ], [ -1, %44 ]
  %64 = getelementptr inbounds i32, ptr %8, i64 %46
  store i32 %63, ptr %64, align 4, !tbaa !6
  %65 = add i32 %45, %35
  %66 = icmp slt i32 %65, %5
  br i1 %66, label %44, label %67, !llvm.loop !21

67:                                               ; preds = %62, %19, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef range(i32 0, -2147483648) i32 @_ZL8sw_alignPKsiPKhi10GapPenalty(i32 noundef range(i32 1, 65) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, ptr noundef readonly byval(%struct.GapPenalty) align 4 captures(none) %3) unnamed_addr #4 {
  %5 = alloca [65 x i32], align 4
  %6 = alloca [65 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  br label %13

7:                                                ; preds = %13
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %7
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !19
  %12 = load i32, ptr %3, align 4, !tbaa !17
  br label %22

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %18, %13 ]
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %5, i64 %15
  store i32 0, ptr %16, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i32, ptr %6, i64 %15
  store i32 0, ptr %17, align 4, !tbaa !6
  %18 = add nuw nsw i32 %14, 1
  %19 = icmp eq i32 %14, %0
  br i1 %19, label %7, label %13, !llvm.loop !22

20:                                               ; preds = %33, %7
  %21 = phi i32 [ 0, %7 ], [ %61, %33 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  ret i32 %21

22:                                               ; preds = %9, %33
  %23 = phi i32 [ 0, %9 ], [ %61, %33 ]
  %24 = phi i32 [ 0, %9 ], [ %34, %33 ]
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !11
  %28 = tail call i8 @llvm.umin.i8(i8 %27, i8 23)
  %29 = zext nneg i8 %28 to i32
  %30 = mul nuw nsw i32 %0, %29
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ10sw_db_scanE6s_prof to ptr), i64 %31
  br label %36

33:                                               ; preds = %36
  %34 = add nuw nsw i32 %24, 1
  %35 = icmp eq i32 %34, %2
  br i1 %35, label %20, label %22, !llvm.loop !23

36:                                               ; preds = %22, %36
  %37 = phi i32 [ %23, %22 ], [ %61, %36 ]
  %38 = phi i32 [ 1, %22 ], [ %62, %36 ]
  %39 = phi i32 [ 0, %22 ], [ %52, %36 ]
  %40 = phi i32 [ 0, %22 ], [ %60, %36 ]
  %41 = phi i32 [ 0, %22 ], [ %44, %36 ]
  %42 = zext nneg i32 %38 to i64
  %43 = getelementptr inbounds nuw i32, ptr %5, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds nuw i32, ptr %6, i64 %42
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = sub nsw i32 %46, %11
  %48 = sub nsw i32 %44, %12
  %49 = tail call noundef i32 @llvm.smax.i32(i32 %47, i32 %48)
  %50 = sub nsw i32 %39, %11
  %51 = sub nsw i32 %40, %12
  %52 = tail call noundef i32 @llvm.smax.i32(i32 %50, i32 %51)
  %53 = getelementptr i16, ptr %32, i64 %42
  %54 = getelementptr i8, ptr %53, i64 -2
  %55 = load i16, ptr %54, align 2, !tbaa !12
  %56 = sext i16 %55 to i32
  %57 = add nsw i32 %41, %56
  %58 = tail call noundef i32 @llvm.smax.i32(i32 %49, i32 %52)
  %59 = tail call i32 @llvm.smax.i32(i32 %57, i32 %58)
  %60 = tail call i32 @llvm.smax.i32(i32 %59, i32 0)
  store i32 %60, ptr %43, align 4, !tbaa !6
  store i32 %49, ptr %45, align 4, !tbaa !6
  %61 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 %60)
  %62 = add nuw nsw i32 %38, 1
  %63 = icmp eq i32 %38, %0
  br i1 %63, label %33, label %36, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18, !7, i64 0}
!18 = !{!"_ZTS10GapPenalty", !7, i64 0, !7, i64 4}
!19 = !{!18, !7, i64 4}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
