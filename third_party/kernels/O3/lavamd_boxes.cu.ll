; ModuleID = 'src/lavamd_boxes.cu'
source_filename = "src/lavamd_boxes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.FourVector = type { float, float, float, float }
%struct.LavaParams = type { float, i32 }
%struct.BoxNeighbours = type { i32, [26 x i32] }

@_ZZ17lavamd_box_forcesE2rA = internal unnamed_addr addrspace(3) global [32 x %struct.FourVector] undef, align 4
@_ZZ17lavamd_box_forcesE2rB = internal unnamed_addr addrspace(3) global [32 x %struct.FourVector] undef, align 4
@_ZZ17lavamd_box_forcesE2qB = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lavamd_box_forces(ptr noundef readonly byval(%struct.LavaParams) align 4 captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = load float, ptr %0, align 4, !tbaa !11
  %8 = fmul contract float %7, 2.000000e+00
  %9 = fmul contract float %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !14
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %5
  %15 = icmp samesign ult i32 %6, 32
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %19

18:                                               ; preds = %39, %5
  ret void

19:                                               ; preds = %14, %39
  %20 = phi i32 [ %10, %14 ], [ %40, %39 ]
  %21 = sext i32 %20 to i64
  %22 = shl nsw i64 %21, 5
  br i1 %15, label %23, label %25

23:                                               ; preds = %19
  %24 = getelementptr %struct.FourVector, ptr %2, i64 %22
  br label %32

25:                                               ; preds = %32, %19
  %26 = getelementptr inbounds %struct.BoxNeighbours, ptr %1, i64 %21
  %27 = load i32, ptr %26, align 4, !tbaa !15
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %39, label %29

29:                                               ; preds = %25
  %30 = tail call i32 @llvm.umin.i32(i32 %27, i32 26)
  %31 = getelementptr %struct.FourVector, ptr %4, i64 %22
  br label %42

32:                                               ; preds = %23, %32
  %33 = phi i32 [ %6, %23 ], [ %37, %32 ]
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr %struct.FourVector, ptr %24, i64 %34
  %36 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rA to ptr), i64 %34
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %36, ptr noundef nonnull align 4 dereferenceable(16) %35, i64 16, i1 false), !tbaa.struct !17
  %37 = add nuw nsw i32 %33, %16
  %38 = icmp samesign ult i32 %37, 32
  br i1 %38, label %32, label %25, !llvm.loop !19

39:                                               ; preds = %145, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = add i32 %20, %17
  %41 = icmp slt i32 %40, %12
  br i1 %41, label %19, label %18, !llvm.loop !21

42:                                               ; preds = %29, %145
  %43 = phi i32 [ 0, %29 ], [ %146, %145 ]
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %49, label %45

45:                                               ; preds = %42
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr i32, ptr %26, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %42, %45
  %50 = phi i32 [ %48, %45 ], [ %20, %42 ]
  %51 = icmp sgt i32 %50, -1
  %52 = icmp slt i32 %50, %12
  %53 = and i1 %51, %52
  br i1 %53, label %54, label %145

54:                                               ; preds = %49
  %55 = zext nneg i32 %50 to i64
  %56 = shl nuw nsw i64 %55, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %58, label %57

57:                                               ; preds = %58, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %69, label %145

58:                                               ; preds = %54, %58
  %59 = phi i32 [ %67, %58 ], [ %6, %54 ]
  %60 = zext nneg i32 %59 to i64
  %61 = add nuw nsw i64 %56, %60
  %62 = getelementptr inbounds nuw %struct.FourVector, ptr %2, i64 %61
  %63 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rB to ptr), i64 %60
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %63, ptr noundef nonnull align 4 dereferenceable(16) %62, i64 16, i1 false), !tbaa.struct !17
  %64 = getelementptr inbounds nuw float, ptr %3, i64 %61
  %65 = load float, ptr %64, align 4, !tbaa !18
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2qB to ptr), i64 %60
  store float %65, ptr %66, align 4, !tbaa !18
  %67 = add nuw nsw i32 %59, %16
  %68 = icmp samesign ult i32 %67, 32
  br i1 %68, label %58, label %57, !llvm.loop !22

69:                                               ; preds = %57, %88
  %70 = phi i32 [ %89, %88 ], [ %6, %57 ]
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rA to ptr), i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !18
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 4
  %75 = load float, ptr %74, align 4, !tbaa !18
  %76 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %77 = load float, ptr %76, align 4, !tbaa !18
  %78 = getelementptr inbounds nuw i8, ptr %72, i64 12
  %79 = load float, ptr %78, align 4, !tbaa !18
  %80 = getelementptr %struct.FourVector, ptr %31, i64 %71
  %81 = load float, ptr %80, align 4, !tbaa !18
  %82 = getelementptr inbounds nuw i8, ptr %80, i64 4
  %83 = load float, ptr %82, align 4, !tbaa !18
  %84 = getelementptr inbounds nuw i8, ptr %80, i64 8
  %85 = load float, ptr %84, align 4, !tbaa !18
  %86 = getelementptr inbounds nuw i8, ptr %80, i64 12
  %87 = load float, ptr %86, align 4, !tbaa !18
  br label %91

88:                                               ; preds = %91
  store float %132, ptr %80, align 4, !tbaa !18
  store float %136, ptr %82, align 4, !tbaa !18
  store float %139, ptr %84, align 4, !tbaa !18
  store float %142, ptr %86, align 4, !tbaa !18
  %89 = add nuw nsw i32 %70, %16
  %90 = icmp samesign ult i32 %89, 32
  br i1 %90, label %69, label %145, !llvm.loop !23

91:                                               ; preds = %69, %91
  %92 = phi i32 [ 0, %69 ], [ %143, %91 ]
  %93 = phi float [ %81, %69 ], [ %132, %91 ]
  %94 = phi float [ %83, %69 ], [ %136, %91 ]
  %95 = phi float [ %85, %69 ], [ %139, %91 ]
  %96 = phi float [ %87, %69 ], [ %142, %91 ]
  %97 = zext nneg i32 %92 to i64
  %98 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rB to ptr), i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !24
  %100 = fadd contract float %73, %99
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 4
  %102 = load float, ptr %101, align 4, !tbaa !26
  %103 = fmul contract float %75, %102
  %104 = getelementptr inbounds nuw i8, ptr %98, i64 8
  %105 = load float, ptr %104, align 4, !tbaa !27
  %106 = fmul contract float %77, %105
  %107 = fadd contract float %103, %106
  %108 = getelementptr inbounds nuw i8, ptr %98, i64 12
  %109 = load float, ptr %108, align 4, !tbaa !28
  %110 = fmul contract float %79, %109
  %111 = fadd contract float %107, %110
  %112 = fmul contract float %111, 2.000000e+00
  %113 = fsub contract float %100, %112
  %114 = fneg contract float %113
  %115 = fmul contract float %9, %114
  %116 = tail call float @llvm.fma.f32(float %115, float 0x3F777313A0000000, float 5.000000e-01)
  %117 = tail call float @llvm.nvvm.saturate.f(float %116) #6
  %118 = tail call float @llvm.nvvm.fma.rm.f(float %117, float 2.520000e+02, float 0x4168000020000000) #6
  %119 = fadd float %118, 0xC168000FE0000000
  %120 = fneg float %119
  %121 = tail call float @llvm.fma.f32(float %115, float 0x3FF7154760000000, float %120)
  %122 = tail call float @llvm.fma.f32(float %115, float 0x3E54AE0C00000000, float %121)
  %123 = bitcast float %118 to i32
  %124 = shl i32 %123, 23
  %125 = bitcast i32 %124 to float
  %126 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %122)
  %127 = fmul float %126, %125
  %128 = fmul contract float %127, 2.000000e+00
  %129 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2qB to ptr), i64 %97
  %130 = load float, ptr %129, align 4, !tbaa !18
  %131 = fmul contract float %130, %127
  %132 = fadd contract float %93, %131
  %133 = fmul contract float %130, %128
  %134 = fsub contract float %75, %102
  %135 = fmul contract float %134, %133
  %136 = fadd contract float %94, %135
  %137 = fsub contract float %77, %105
  %138 = fmul contract float %137, %133
  %139 = fadd contract float %95, %138
  %140 = fsub contract float %79, %109
  %141 = fmul contract float %140, %133
  %142 = fadd contract float %96, %141
  %143 = add nuw nsw i32 %92, 1
  %144 = icmp eq i32 %143, 32
  br i1 %144, label %88, label %91, !llvm.loop !29

145:                                              ; preds = %88, %57, %49
  %146 = add nuw nsw i32 %43, 1
  %147 = icmp eq i32 %43, %30
  br i1 %147, label %39, label %42, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS10LavaParams", !13, i64 0, !7, i64 4}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 4}
!15 = !{!16, !7, i64 0}
!16 = !{!"_ZTS13BoxNeighbours", !7, i64 0, !8, i64 4}
!17 = !{i64 0, i64 4, !18, i64 4, i64 4, !18, i64 8, i64 4, !18, i64 12, i64 4, !18}
!18 = !{!13, !13, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = !{!25, !13, i64 0}
!25 = !{!"_ZTS10FourVector", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12}
!26 = !{!25, !13, i64 4}
!27 = !{!25, !13, i64 8}
!28 = !{!25, !13, i64 12}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
