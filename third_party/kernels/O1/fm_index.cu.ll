; ModuleID = 'src/fm_index.cu'
source_filename = "src/fm_index.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.FmHeader = type { [4 x i32], i32 }

@c_base_code = dso_local addrspace(4) externally_initialized constant [256 x i8] zeroinitializer, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_base_code to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(20) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 0)
  %8 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %7, i32 %5)
  %9 = sdiv i32 %8, 64
  %10 = mul i32 %9, 64
  %11 = sub i32 %8, %10
  %12 = shl nsw i32 %9, 2
  %13 = add i32 %12, %3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = sext i32 %9 to i64
  %18 = shl nsw i64 %17, 4
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 %18
  %20 = zext i32 %3 to i64
  %21 = mul i64 %20, 6148914691236517205
  %22 = icmp sgt i32 %11, 0
  br i1 %22, label %40, label %59

23:                                               ; preds = %59
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %25 = load i64, ptr %24, align 8, !tbaa !11
  %26 = xor i64 %25, %21
  %27 = lshr i64 %26, 1
  %28 = or i64 %27, %26
  %29 = and i64 %28, 1537228672809129301
  %30 = xor i64 %29, 1537228672809129301
  %31 = shl nuw nsw i32 %11, 1
  %32 = add nsw i32 %31, -64
  %33 = zext nneg i32 %32 to i64
  %34 = shl nsw i64 -1, %33
  %35 = xor i64 %34, -1
  %36 = and i64 %30, %35
  %37 = tail call range(i64 0, 32) i64 @llvm.ctpop.i64(i64 range(i64 0, 6148914691236517206) %36)
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = add nsw i32 %60, %38
  br label %62

40:                                               ; preds = %6
  %41 = load i64, ptr %19, align 8, !tbaa !11
  %42 = xor i64 %41, %21
  %43 = lshr i64 %42, 1
  %44 = or i64 %43, %42
  %45 = and i64 %44, 6148914691236517205
  %46 = xor i64 %45, 6148914691236517205
  %47 = icmp slt i32 %11, 32
  br i1 %47, label %48, label %54

48:                                               ; preds = %40
  %49 = shl nuw nsw i32 %11, 1
  %50 = zext nneg i32 %49 to i64
  %51 = shl nsw i64 -1, %50
  %52 = xor i64 %51, -1
  %53 = and i64 %46, %52
  br label %54

54:                                               ; preds = %40, %48
  %55 = phi i64 [ %53, %48 ], [ %46, %40 ]
  %56 = tail call range(i64 0, 64) i64 @llvm.ctpop.i64(i64 range(i64 0, 6148914691236517206) %55)
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = add nsw i32 %16, %57
  br label %59

59:                                               ; preds = %6, %54
  %60 = phi i32 [ %58, %54 ], [ %16, %6 ]
  %61 = icmp sgt i32 %11, 32
  br i1 %61, label %23, label %62

62:                                               ; preds = %23, %59
  %63 = phi i32 [ %60, %59 ], [ %39, %23 ]
  %64 = icmp eq i32 %3, 0
  %65 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %66 = load i32, ptr %65, align 4
  %67 = icmp slt i32 %66, %8
  %68 = select i1 %64, i1 %67, i1 false
  %69 = sext i1 %68 to i32
  %70 = add nsw i32 %63, %69
  ret i32 %70
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fm_backward_search(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.FmHeader) align 4 captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #1 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp sge i32 %16, %9
  %18 = icmp slt i32 %8, 1
  %19 = or i1 %18, %17
  %20 = icmp slt i32 %10, 1
  %21 = or i1 %19, %20
  br i1 %21, label %76, label %22

22:                                               ; preds = %11
  %23 = sext i32 %16 to i64
  %24 = getelementptr inbounds i32, ptr %4, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %25, i32 0)
  %27 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %26, i32 %10)
  %28 = zext nneg i32 %10 to i64
  %29 = mul nsw i64 %28, %23
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 %29
  br label %31

31:                                               ; preds = %64, %22
  %32 = phi i32 [ 0, %22 ], [ %65, %64 ]
  %33 = phi i32 [ %8, %22 ], [ %66, %64 ]
  %34 = phi i32 [ 0, %22 ], [ %67, %64 ]
  %35 = phi i32 [ %27, %22 ], [ %36, %64 ]
  %36 = add nsw i32 %35, -1
  %37 = icmp sgt i32 %35, 0
  br i1 %37, label %38, label %69

38:                                               ; preds = %31
  %39 = zext nneg i32 %36 to i64
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !13
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_base_code to ptr), i64 %42
  %44 = load i8, ptr %43, align 1, !tbaa !13
  %45 = icmp ugt i8 %44, 3
  br i1 %45, label %64, label %46

46:                                               ; preds = %38
  %47 = zext nneg i8 %44 to i32
  %48 = zext nneg i8 %44 to i64
  %49 = getelementptr inbounds nuw i32, ptr %2, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = call noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef %47, i32 noundef %32, i32 noundef %8) #4
  %52 = add nsw i32 %51, %50
  %53 = call noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef %47, i32 noundef %33, i32 noundef %8) #4
  %54 = add nsw i32 %53, %50
  %55 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %52, i32 0)
  %56 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %55, i32 %8)
  %57 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %54, i32 0)
  %58 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %57, i32 %8)
  %59 = icmp slt i32 %55, %58
  %60 = select i1 %59, i32 %56, i32 %32
  %61 = select i1 %59, i32 %58, i32 %33
  %62 = zext i1 %59 to i32
  %63 = add nsw i32 %34, %62
  br label %64

64:                                               ; preds = %38, %46
  %65 = phi i32 [ %60, %46 ], [ %32, %38 ]
  %66 = phi i32 [ %61, %46 ], [ %33, %38 ]
  %67 = phi i32 [ %63, %46 ], [ %34, %38 ]
  %68 = phi i1 [ %59, %46 ], [ false, %38 ]
  br i1 %68, label %31, label %69, !llvm.loop !14

69:                                               ; preds = %31, %64
  %70 = phi i32 [ %65, %64 ], [ %32, %31 ]
  %71 = phi i32 [ %66, %64 ], [ %33, %31 ]
  %72 = phi i32 [ %67, %64 ], [ %34, %31 ]
  %73 = getelementptr inbounds i32, ptr %5, i64 %23
  store i32 %70, ptr %73, align 4, !tbaa !6
  %74 = getelementptr inbounds i32, ptr %6, i64 %23
  store i32 %71, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds i32, ptr %7, i64 %23
  store i32 %72, ptr %75, align 4, !tbaa !6
  br label %76

76:                                               ; preds = %11, %69
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fm_locate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.FmHeader) align 4 captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #1 {
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp sge i32 %17, %9
  %19 = icmp slt i32 %8, 1
  %20 = or i1 %19, %18
  %21 = icmp slt i32 %10, 1
  %22 = or i1 %20, %21
  %23 = icmp slt i32 %11, 1
  %24 = or i1 %22, %23
  br i1 %24, label %115, label %25

25:                                               ; preds = %12
  %26 = sext i32 %17 to i64
  %27 = getelementptr inbounds i32, ptr %4, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = getelementptr inbounds i32, ptr %5, i64 %26
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %32, i32 %8)
  %34 = add nsw i32 %8, -1
  %35 = add nuw i32 %34, %10
  %36 = udiv i32 %35, %10
  %37 = icmp slt i32 %29, %33
  br i1 %37, label %38, label %49

38:                                               ; preds = %25
  %39 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %29, i32 %8)
  %40 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %41 = load i32, ptr %40, align 4
  %42 = add nsw i32 %8, -1
  %43 = zext nneg i32 %11 to i64
  %44 = mul nsw i64 %43, %26
  %45 = getelementptr i32, ptr %6, i64 %44
  br label %46

46:                                               ; preds = %38, %98
  %47 = phi i32 [ %39, %38 ], [ %103, %98 ]
  %48 = phi i32 [ 0, %38 ], [ %102, %98 ]
  br label %56

49:                                               ; preds = %98, %25
  %50 = phi i32 [ 0, %25 ], [ %102, %98 ]
  %51 = icmp slt i32 %50, %11
  br i1 %51, label %52, label %107

52:                                               ; preds = %49
  %53 = zext nneg i32 %11 to i64
  %54 = mul nsw i64 %53, %26
  %55 = getelementptr i32, ptr %6, i64 %54
  br label %109

56:                                               ; preds = %46, %73
  %57 = phi i32 [ %91, %73 ], [ 0, %46 ]
  %58 = phi i32 [ %90, %73 ], [ %47, %46 ]
  %59 = icmp eq i32 %58, %41
  br i1 %59, label %93, label %60

60:                                               ; preds = %56
  %61 = freeze i32 %58
  %62 = udiv i32 %61, %10
  %63 = mul i32 %62, %10
  %64 = sub i32 %61, %63
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %73

66:                                               ; preds = %60
  %67 = icmp slt i32 %62, %36
  br i1 %67, label %68, label %93

68:                                               ; preds = %66
  %69 = zext nneg i32 %62 to i64
  %70 = getelementptr inbounds nuw i32, ptr %3, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = add nsw i32 %71, %57
  br label %93

73:                                               ; preds = %60
  %74 = lshr i32 %58, 5
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i64, ptr %0, i64 %75
  %77 = load i64, ptr %76, align 8, !tbaa !11
  %78 = shl nuw i32 %58, 1
  %79 = and i32 %78, 62
  %80 = zext nneg i32 %79 to i64
  %81 = lshr i64 %77, %80
  %82 = trunc i64 %81 to i32
  %83 = and i32 %82, 3
  %84 = and i64 %81, 3
  %85 = getelementptr inbounds nuw i32, ptr %2, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = call noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef %83, i32 noundef %58, i32 noundef %8) #4
  %88 = add nsw i32 %87, %86
  %89 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %88, i32 0)
  %90 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %89, i32 %42)
  %91 = add nuw i32 %57, 1
  %92 = icmp eq i32 %57, %10
  br i1 %92, label %93, label %56, !llvm.loop !17

93:                                               ; preds = %73, %56, %66, %68
  %94 = phi i32 [ %72, %68 ], [ -1, %66 ], [ %57, %56 ], [ -1, %73 ]
  %95 = icmp sgt i32 %94, -1
  br i1 %95, label %96, label %98

96:                                               ; preds = %93
  %97 = urem i32 %94, %8
  br label %98

98:                                               ; preds = %96, %93
  %99 = phi i32 [ %97, %96 ], [ %94, %93 ]
  %100 = zext nneg i32 %48 to i64
  %101 = getelementptr i32, ptr %45, i64 %100
  store i32 %99, ptr %101, align 4, !tbaa !6
  %102 = add nuw nsw i32 %48, 1
  %103 = add nuw nsw i32 %47, 1
  %104 = icmp slt i32 %103, %33
  %105 = icmp slt i32 %102, %11
  %106 = select i1 %104, i1 %105, i1 false
  br i1 %106, label %46, label %49, !llvm.loop !18

107:                                              ; preds = %109, %49
  %108 = getelementptr inbounds i32, ptr %7, i64 %26
  store i32 %50, ptr %108, align 4, !tbaa !6
  br label %115

109:                                              ; preds = %52, %109
  %110 = phi i32 [ %50, %52 ], [ %113, %109 ]
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr i32, ptr %55, i64 %111
  store i32 -1, ptr %112, align 4, !tbaa !6
  %113 = add nuw nsw i32 %110, 1
  %114 = icmp eq i32 %113, %11
  br i1 %114, label %107, label %109, !llvm.loop !19

115:                                              ; preds = %12, %107
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!12 = !{!"long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
