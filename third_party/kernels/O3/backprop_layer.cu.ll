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
  br i1 %11, label %37, label %34

34:                                               ; preds = %33
  %35 = zext nneg i32 %6 to i64
  %36 = zext nneg i32 %7 to i64
  br label %56

37:                                               ; preds = %33
  %38 = icmp sge i32 %14, %3
  %39 = icmp sgt i32 %19, %4
  %40 = or i1 %38, %39
  %41 = zext nneg i32 %7 to i64
  br i1 %40, label %51, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4node to ptr), i64 %41
  %44 = mul nsw i32 %20, %15
  %45 = add nsw i32 %44, %19
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = load float, ptr %43, align 4, !tbaa !11
  %50 = fmul contract float %48, %49
  br label %51

51:                                               ; preds = %37, %42
  %52 = phi contract float [ %50, %42 ], [ 0.000000e+00, %37 ]
  %53 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4prod to ptr), i64 %41
  %54 = zext nneg i32 %6 to i64
  %55 = getelementptr inbounds nuw float, ptr %53, i64 %54
  store float %52, ptr %55, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %34, %51
  %57 = phi i64 [ %36, %34 ], [ %41, %51 ]
  %58 = phi i64 [ %35, %34 ], [ %54, %51 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %59 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4prod to ptr), i64 %58
  %60 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16bp_layer_forwardE4prod to ptr), i64 %57
  %61 = getelementptr inbounds nuw float, ptr %60, i64 %58
  %62 = and i32 %7, 1
  %63 = icmp eq i32 %62, 0
  %64 = and i1 %11, %63
  br i1 %64, label %65, label %72

65:                                               ; preds = %56
  %66 = zext nneg i32 %7 to i64
  %67 = getelementptr inbounds nuw [16 x float], ptr %59, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 64
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = load float, ptr %61, align 4, !tbaa !11
  %71 = fadd contract float %69, %70
  store float %71, ptr %61, align 4, !tbaa !11
  br label %72

72:                                               ; preds = %65, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %73 = and i32 %7, 3
  %74 = icmp eq i32 %73, 0
  %75 = and i1 %11, %74
  br i1 %75, label %76, label %83

76:                                               ; preds = %72
  %77 = zext nneg i32 %7 to i64
  %78 = getelementptr inbounds nuw [16 x float], ptr %59, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 128
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = load float, ptr %61, align 4, !tbaa !11
  %82 = fadd contract float %80, %81
  store float %82, ptr %61, align 4, !tbaa !11
  br label %83

83:                                               ; preds = %76, %72
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = and i32 %7, 7
  %85 = icmp eq i32 %84, 0
  %86 = and i1 %11, %85
  br i1 %86, label %87, label %94

87:                                               ; preds = %83
  %88 = zext nneg i32 %7 to i64
  %89 = getelementptr inbounds nuw [16 x float], ptr %59, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 256
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = load float, ptr %61, align 4, !tbaa !11
  %93 = fadd contract float %91, %92
  store float %93, ptr %61, align 4, !tbaa !11
  br label %94

94:                                               ; preds = %87, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = icmp eq i32 %7, 0
  %96 = and i1 %11, %95
  br i1 %96, label %97, label %102

97:                                               ; preds = %94
  %98 = getelementptr inbounds nuw i8, ptr %59, i64 512
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = load float, ptr %61, align 4, !tbaa !11
  %101 = fadd contract float %99, %100
  store float %101, ptr %61, align 4, !tbaa !11
  br label %102

102:                                              ; preds = %97, %94
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %103 = icmp ne i32 %7, 0
  %104 = or i1 %8, %103
  %105 = icmp sgt i32 %19, %4
  %106 = or i1 %104, %105
  br i1 %106, label %113, label %107

107:                                              ; preds = %102
  %108 = mul i32 %4, %12
  %109 = add i32 %108, %18
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds nuw float, ptr %2, i64 %110
  %112 = load float, ptr %59, align 4, !tbaa !11
  store float %112, ptr %111, align 4, !tbaa !11
  br label %113

113:                                              ; preds = %107, %102
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
