; ModuleID = 'src/backprop_layer.cu'
source_filename = "src/backprop_layer.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16bp_layer_forwardE4node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ16bp_layer_forwardE4prod = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @bp_layer_forward(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = icmp samesign ugt i32 %6, 15
  %9 = icmp samesign ult i32 %7, 16
  %10 = or i32 %6, %7
  %11 = icmp samesign ult i32 %10, 16
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = shl nuw nsw i32 %12, 4
  %14 = add nuw nsw i32 %13, %7
  %15 = add nuw nsw i32 %14, 1
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = shl i32 %16, 4
  %18 = add i32 %17, %6
  %19 = add i32 %18, 1
  %20 = add nsw i32 %4, 1
  %21 = icmp eq i32 %6, 0
  %22 = and i1 %21, %9
  br i1 %22, label %23, label %33

23:                                               ; preds = %5
  %24 = icmp slt i32 %14, %3
  br i1 %24, label %25, label %29

25:                                               ; preds = %23
  %26 = zext nneg i32 %15 to i64
  %27 = getelementptr inbounds nuw float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  br label %29

29:                                               ; preds = %23, %25
  %30 = phi contract float [ %28, %25 ], [ 0.000000e+00, %23 ]
  %31 = zext nneg i32 %7 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4node to ptr), i64 %31
  store float %30, ptr %32, align 4, !tbaa !11
  br label %33

33:                                               ; preds = %29, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %11, label %34, label %54

34:                                               ; preds = %33
  %35 = icmp sge i32 %14, %3
  %36 = icmp sgt i32 %19, %4
  %37 = or i1 %35, %36
  br i1 %37, label %48, label %38

38:                                               ; preds = %34
  %39 = mul nsw i32 %20, %15
  %40 = add nsw i32 %39, %19
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %1, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = zext nneg i32 %7 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4node to ptr), i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = fmul contract float %43, %46
  br label %48

48:                                               ; preds = %34, %38
  %49 = phi contract float [ %47, %38 ], [ 0.000000e+00, %34 ]
  %50 = zext nneg i32 %7 to i64
  %51 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4prod to ptr), i64 %50
  %52 = zext nneg i32 %6 to i64
  %53 = getelementptr inbounds nuw float, ptr %51, i64 %52
  store float %49, ptr %53, align 4, !tbaa !11
  br label %54

54:                                               ; preds = %48, %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = zext nneg i32 %6 to i64
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4prod to ptr), i64 %55
  %57 = zext nneg i32 %7 to i64
  %58 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4prod to ptr), i64 %57
  %59 = getelementptr inbounds nuw float, ptr %58, i64 %55
  br label %65

60:                                               ; preds = %79
  %61 = icmp ne i32 %7, 0
  %62 = or i1 %8, %61
  %63 = icmp sgt i32 %19, %4
  %64 = or i1 %62, %63
  br i1 %64, label %90, label %82

65:                                               ; preds = %54, %79
  %66 = phi i32 [ 1, %54 ], [ %80, %79 ]
  br i1 %11, label %67, label %79

67:                                               ; preds = %65
  %68 = shl nuw nsw i32 %66, 1
  %69 = add nuw nsw i32 %68, 15
  %70 = and i32 %69, %7
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %79

72:                                               ; preds = %67
  %73 = add nuw nsw i32 %66, %7
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw [16 x float], ptr %56, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = load float, ptr %59, align 4, !tbaa !11
  %78 = fadd contract float %76, %77
  store float %78, ptr %59, align 4, !tbaa !11
  br label %79

79:                                               ; preds = %72, %67, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = shl nuw nsw i32 %66, 1
  %81 = icmp samesign ult i32 %66, 8
  br i1 %81, label %65, label %60, !llvm.loop !13

82:                                               ; preds = %60
  %83 = zext nneg i32 %6 to i64
  %84 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4prod to ptr), i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = mul i32 %4, %12
  %87 = add i32 %86, %18
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds nuw float, ptr %2, i64 %88
  store float %85, ptr %89, align 4, !tbaa !11
  br label %90

90:                                               ; preds = %82, %60
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bp_adjust_weights(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = mul nuw nsw i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add nuw nsw i32 %9, %10
  %12 = add nuw nsw i32 %11, 1
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add nuw nsw i32 %16, 1
  %18 = add i32 %17, %15
  %19 = add nsw i32 %1, 1
  %20 = icmp sgt i32 %18, %1
  br i1 %20, label %57, label %21

21:                                               ; preds = %6
  %22 = icmp slt i32 %11, %3
  br i1 %22, label %23, label %42

23:                                               ; preds = %21
  %24 = mul nsw i32 %19, %12
  %25 = add nsw i32 %24, %18
  %26 = sext i32 %18 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = fmul contract float %28, 0x3FD3333340000000
  %30 = zext nneg i32 %12 to i64
  %31 = getelementptr inbounds nuw float, ptr %2, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = fmul contract float %29, %32
  %34 = sext i32 %25 to i64
  %35 = getelementptr inbounds float, ptr %5, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = fmul contract float %36, 0x3FD3333340000000
  %38 = fadd contract float %33, %37
  %39 = getelementptr inbounds float, ptr %4, i64 %34
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = fadd contract float %40, %38
  store float %41, ptr %39, align 4, !tbaa !11
  store float %38, ptr %35, align 4, !tbaa !11
  br label %42

42:                                               ; preds = %23, %21
  %43 = or i32 %7, %10
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %57

45:                                               ; preds = %42
  %46 = sext i32 %18 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = fmul contract float %48, 0x3FD3333340000000
  %50 = getelementptr inbounds float, ptr %5, i64 %46
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fmul contract float %51, 0x3FD3333340000000
  %53 = fadd contract float %49, %52
  %54 = getelementptr inbounds float, ptr %4, i64 %46
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = fadd contract float %55, %53
  store float %56, ptr %54, align 4, !tbaa !11
  store float %53, ptr %50, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %42, %45, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
