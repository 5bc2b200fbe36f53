; ModuleID = 'src/transpose_tiled.cu'
source_filename = "src/transpose_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15transpose_tiledE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ17transpose_batchedE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x double]] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @transpose_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %3
  %14 = sext i32 %3 to i64
  %15 = sext i32 %8 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = zext nneg i32 %7 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledE4tile to ptr), i64 %17
  %19 = icmp slt i32 %12, %2
  %20 = select i1 %13, i1 %19, i1 false
  br i1 %20, label %21, label %28

21:                                               ; preds = %4
  %22 = zext nneg i32 %12 to i64
  %23 = mul nsw i64 %22, %14
  %24 = getelementptr float, ptr %16, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = zext nneg i32 %11 to i64
  %27 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %26
  store float %25, ptr %27, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %4, %21
  br i1 %13, label %29, label %62

29:                                               ; preds = %28
  %30 = add nuw nsw i32 %12, 8
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  %33 = zext nneg i32 %30 to i64
  %34 = mul nsw i64 %33, %14
  %35 = getelementptr float, ptr %16, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = zext nneg i32 %11 to i64
  %38 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 1056
  store float %36, ptr %39, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %29, %32
  %41 = add nuw nsw i32 %12, 16
  %42 = icmp slt i32 %41, %2
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = zext nneg i32 %41 to i64
  %45 = mul nsw i64 %44, %14
  %46 = getelementptr float, ptr %16, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = zext nneg i32 %11 to i64
  %49 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 2112
  store float %47, ptr %50, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %40, %43
  %52 = add nuw nsw i32 %12, 24
  %53 = icmp slt i32 %52, %2
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = zext nneg i32 %52 to i64
  %56 = mul nsw i64 %55, %14
  %57 = getelementptr float, ptr %16, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = zext nneg i32 %11 to i64
  %60 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 3168
  store float %58, ptr %61, align 4, !tbaa !11
  br label %62

62:                                               ; preds = %28, %54, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = add nuw nsw i32 %10, %7
  %64 = add i32 %6, %11
  %65 = icmp slt i32 %63, %2
  %66 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledE4tile to ptr), i64 %17
  %67 = sext i32 %2 to i64
  %68 = zext nneg i32 %63 to i64
  %69 = getelementptr float, ptr %1, i64 %68
  %70 = icmp slt i32 %64, %3
  %71 = and i1 %65, %70
  br i1 %71, label %72, label %79

72:                                               ; preds = %62
  %73 = zext nneg i32 %11 to i64
  %74 = getelementptr inbounds nuw float, ptr %66, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = sext i32 %64 to i64
  %77 = mul nsw i64 %76, %67
  %78 = getelementptr float, ptr %69, i64 %77
  store float %75, ptr %78, align 4, !tbaa !11
  br label %79

79:                                               ; preds = %62, %72
  br i1 %65, label %80, label %113

80:                                               ; preds = %79
  %81 = add nsw i32 %64, 8
  %82 = icmp slt i32 %81, %3
  br i1 %82, label %83, label %91

83:                                               ; preds = %80
  %84 = zext nneg i32 %11 to i64
  %85 = getelementptr inbounds nuw float, ptr %66, i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 32
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = sext i32 %81 to i64
  %89 = mul nsw i64 %88, %67
  %90 = getelementptr float, ptr %69, i64 %89
  store float %87, ptr %90, align 4, !tbaa !11
  br label %91

91:                                               ; preds = %80, %83
  %92 = add nsw i32 %64, 16
  %93 = icmp slt i32 %92, %3
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = zext nneg i32 %11 to i64
  %96 = getelementptr inbounds nuw float, ptr %66, i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 64
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = sext i32 %92 to i64
  %100 = mul nsw i64 %99, %67
  %101 = getelementptr float, ptr %69, i64 %100
  store float %98, ptr %101, align 4, !tbaa !11
  br label %102

102:                                              ; preds = %91, %94
  %103 = add nsw i32 %64, 24
  %104 = icmp slt i32 %103, %3
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = zext nneg i32 %11 to i64
  %107 = getelementptr inbounds nuw float, ptr %66, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 96
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = sext i32 %103 to i64
  %111 = mul nsw i64 %110, %67
  %112 = getelementptr float, ptr %69, i64 %111
  store float %109, ptr %112, align 4, !tbaa !11
  br label %113

113:                                              ; preds = %79, %105, %102
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @transpose_batched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %7 = icmp slt i32 %6, %4
  br i1 %7, label %8, label %87

8:                                                ; preds = %5
  %9 = sext i32 %2 to i64
  %10 = sext i32 %3 to i64
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = shl nuw nsw i32 %15, 5
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp sge i32 %14, %3
  %20 = sext i32 %14 to i64
  %21 = getelementptr double, ptr %0, i64 %20
  %22 = zext nneg i32 %13 to i64
  %23 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17transpose_batchedE4tile to ptr), i64 %22
  %24 = add nuw nsw i32 %16, %13
  %25 = add i32 %12, %17
  %26 = icmp sge i32 %24, %2
  %27 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ17transpose_batchedE4tile to ptr), i64 %22
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr double, ptr %1, i64 %28
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %31 = icmp sge i32 %18, %2
  %32 = zext nneg i32 %18 to i64
  %33 = zext nneg i32 %17 to i64
  %34 = getelementptr inbounds nuw [33 x double], ptr %23, i64 %33
  %35 = add nuw nsw i32 %18, 8
  %36 = icmp sge i32 %35, %2
  %37 = zext nneg i32 %35 to i64
  %38 = zext nneg i32 %17 to i64
  %39 = getelementptr inbounds nuw [33 x double], ptr %23, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 2112
  %41 = add nuw nsw i32 %18, 16
  %42 = icmp sge i32 %41, %2
  %43 = zext nneg i32 %41 to i64
  %44 = zext nneg i32 %17 to i64
  %45 = getelementptr inbounds nuw [33 x double], ptr %23, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 4224
  %47 = add nuw nsw i32 %18, 24
  %48 = icmp sge i32 %47, %2
  %49 = zext nneg i32 %47 to i64
  %50 = zext nneg i32 %17 to i64
  %51 = getelementptr inbounds nuw [33 x double], ptr %23, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 6336
  %53 = icmp sge i32 %25, %3
  %54 = zext nneg i32 %17 to i64
  %55 = getelementptr inbounds nuw double, ptr %27, i64 %54
  %56 = sext i32 %25 to i64
  %57 = mul nsw i64 %56, %9
  %58 = add nsw i32 %25, 8
  %59 = icmp sge i32 %58, %3
  %60 = zext nneg i32 %17 to i64
  %61 = getelementptr inbounds nuw double, ptr %27, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 64
  %63 = sext i32 %58 to i64
  %64 = mul nsw i64 %63, %9
  %65 = add nsw i32 %25, 16
  %66 = icmp sge i32 %65, %3
  %67 = zext nneg i32 %17 to i64
  %68 = getelementptr inbounds nuw double, ptr %27, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 128
  %70 = sext i32 %65 to i64
  %71 = mul nsw i64 %70, %9
  %72 = add nsw i32 %25, 24
  %73 = icmp sge i32 %72, %3
  %74 = zext nneg i32 %17 to i64
  %75 = getelementptr inbounds nuw double, ptr %27, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 192
  %77 = sext i32 %72 to i64
  %78 = mul nsw i64 %77, %9
  %79 = select i1 %19, i1 true, i1 %31
  %80 = select i1 %19, i1 true, i1 %36
  %81 = select i1 %19, i1 true, i1 %42
  %82 = select i1 %19, i1 true, i1 %48
  %83 = or i1 %26, %53
  %84 = select i1 %26, i1 true, i1 %59
  %85 = select i1 %26, i1 true, i1 %66
  %86 = select i1 %26, i1 true, i1 %73
  br label %88

87:                                               ; preds = %133, %5
  ret void

88:                                               ; preds = %8, %133
  %89 = phi i32 [ %6, %8 ], [ %134, %133 ]
  %90 = sext i32 %89 to i64
  %91 = mul nsw i64 %90, %9
  br i1 %79, label %97, label %92

92:                                               ; preds = %88
  %93 = add nsw i64 %91, %32
  %94 = mul i64 %93, %10
  %95 = getelementptr double, ptr %21, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !13
  store double %96, ptr %34, align 8, !tbaa !13
  br label %97

97:                                               ; preds = %88, %92
  br i1 %80, label %103, label %98

98:                                               ; preds = %97
  %99 = add nsw i64 %91, %37
  %100 = mul i64 %99, %10
  %101 = getelementptr double, ptr %21, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !13
  store double %102, ptr %40, align 8, !tbaa !13
  br label %103

103:                                              ; preds = %97, %98
  br i1 %81, label %109, label %104

104:                                              ; preds = %103
  %105 = add nsw i64 %91, %43
  %106 = mul i64 %105, %10
  %107 = getelementptr double, ptr %21, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !13
  store double %108, ptr %46, align 8, !tbaa !13
  br label %109

109:                                              ; preds = %103, %104
  br i1 %82, label %115, label %110

110:                                              ; preds = %109
  %111 = add nsw i64 %91, %49
  %112 = mul i64 %111, %10
  %113 = getelementptr double, ptr %21, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !13
  store double %114, ptr %52, align 8, !tbaa !13
  br label %115

115:                                              ; preds = %109, %110
  %116 = mul nsw i64 %91, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = getelementptr double, ptr %29, i64 %116
  br i1 %83, label %121, label %118

118:                                              ; preds = %115
  %119 = load double, ptr %55, align 8, !tbaa !13
  %120 = getelementptr double, ptr %117, i64 %57
  store double %119, ptr %120, align 8, !tbaa !13
  br label %121

121:                                              ; preds = %115, %118
  br i1 %84, label %125, label %122

122:                                              ; preds = %121
  %123 = load double, ptr %62, align 8, !tbaa !13
  %124 = getelementptr double, ptr %117, i64 %64
  store double %123, ptr %124, align 8, !tbaa !13
  br label %125

125:                                              ; preds = %121, %122
  br i1 %85, label %129, label %126

126:                                              ; preds = %125
  %127 = load double, ptr %69, align 8, !tbaa !13
  %128 = getelementptr double, ptr %117, i64 %71
  store double %127, ptr %128, align 8, !tbaa !13
  br label %129

129:                                              ; preds = %125, %126
  br i1 %86, label %133, label %130

130:                                              ; preds = %129
  %131 = load double, ptr %76, align 8, !tbaa !13
  %132 = getelementptr double, ptr %117, i64 %78
  store double %131, ptr %132, align 8, !tbaa !13
  br label %133

133:                                              ; preds = %129, %130
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = add i32 %89, %30
  %135 = icmp slt i32 %134, %4
  br i1 %135, label %88, label %87, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
