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
  br i1 %13, label %14, label %22

14:                                               ; preds = %5
  %15 = icmp samesign ult i32 %6, 32
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = icmp samesign ult i32 %6, 32
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = icmp samesign ult i32 %6, 32
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %23

22:                                               ; preds = %43, %5
  ret void

23:                                               ; preds = %14, %43
  %24 = phi i32 [ %10, %14 ], [ %44, %43 ]
  %25 = sext i32 %24 to i64
  %26 = shl nsw i64 %25, 5
  br i1 %15, label %27, label %29

27:                                               ; preds = %23
  %28 = getelementptr %struct.FourVector, ptr %2, i64 %26
  br label %36

29:                                               ; preds = %36, %23
  %30 = getelementptr inbounds %struct.BoxNeighbours, ptr %1, i64 %25
  %31 = load i32, ptr %30, align 4, !tbaa !15
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %43, label %33

33:                                               ; preds = %29
  %34 = tail call noundef range(i32 -2147483648, 27) i32 @llvm.smin.i32(i32 %31, i32 26)
  %35 = getelementptr %struct.FourVector, ptr %4, i64 %26
  br label %46

36:                                               ; preds = %27, %36
  %37 = phi i32 [ %6, %27 ], [ %41, %36 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr %struct.FourVector, ptr %28, i64 %38
  %40 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rA to ptr), i64 %38
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %40, ptr noundef nonnull align 4 dereferenceable(16) %39, i64 16, i1 false), !tbaa.struct !17
  %41 = add nuw nsw i32 %37, %16
  %42 = icmp samesign ult i32 %41, 32
  br i1 %42, label %36, label %29, !llvm.loop !19

43:                                               ; preds = %149, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = add i32 %24, %21
  %45 = icmp slt i32 %44, %12
  br i1 %45, label %23, label %22, !llvm.loop !22

46:                                               ; preds = %33, %149
  %47 = phi i32 [ 0, %33 ], [ %150, %149 ]
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %53, label %49

49:                                               ; preds = %46
  %50 = zext nneg i32 %47 to i64
  %51 = getelementptr i32, ptr %30, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  br label %53

53:                                               ; preds = %46, %49
  %54 = phi i32 [ %52, %49 ], [ %24, %46 ]
  %55 = icmp sgt i32 %54, -1
  %56 = icmp slt i32 %54, %12
  %57 = and i1 %55, %56
  br i1 %57, label %58, label %149

58:                                               ; preds = %53
  %59 = zext nneg i32 %54 to i64
  %60 = shl nuw nsw i64 %59, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %17, label %62, label %61

61:                                               ; preds = %62, %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %73, label %149

62:                                               ; preds = %58, %62
  %63 = phi i32 [ %71, %62 ], [ %6, %58 ]
  %64 = zext nneg i32 %63 to i64
  %65 = add nuw nsw i64 %60, %64
  %66 = getelementptr inbounds nuw %struct.FourVector, ptr %2, i64 %65
  %67 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rB to ptr), i64 %64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %67, ptr noundef nonnull align 4 dereferenceable(16) %66, i64 16, i1 false), !tbaa.struct !17
  %68 = getelementptr inbounds nuw float, ptr %3, i64 %65
  %69 = load float, ptr %68, align 4, !tbaa !18
  %70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2qB to ptr), i64 %64
  store float %69, ptr %70, align 4, !tbaa !18
  %71 = add nuw nsw i32 %63, %18
  %72 = icmp samesign ult i32 %71, 32
  br i1 %72, label %62, label %61, !llvm.loop !23

73:                                               ; preds = %61, %92
  %74 = phi i32 [ %93, %92 ], [ %6, %61 ]
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rA to ptr), i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !18
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !18
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %81 = load float, ptr %80, align 4, !tbaa !18
  %82 = getelementptr inbounds nuw i8, ptr %76, i64 12
  %83 = load float, ptr %82, align 4, !tbaa !18
  %84 = getelementptr %struct.FourVector, ptr %35, i64 %75
  %85 = load float, ptr %84, align 4, !tbaa !18
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 4
  %87 = load float, ptr %86, align 4, !tbaa !18
  %88 = getelementptr inbounds nuw i8, ptr %84, i64 8
  %89 = load float, ptr %88, align 4, !tbaa !18
  %90 = getelementptr inbounds nuw i8, ptr %84, i64 12
  %91 = load float, ptr %90, align 4, !tbaa !18
  br label %95

92:                                               ; preds = %95
  store float %136, ptr %84, align 4, !tbaa !18
  store float %140, ptr %86, align 4, !tbaa !18
  store float %143, ptr %88, align 4, !tbaa !18
  store float %146, ptr %90, align 4, !tbaa !18
  %93 = add nuw nsw i32 %74, %20
  %94 = icmp samesign ult i32 %93, 32
  br i1 %94, label %73, label %149, !llvm.loop !24

95:                                               ; preds = %73, %95
  %96 = phi i32 [ 0, %73 ], [ %147, %95 ]
  %97 = phi float [ %85, %73 ], [ %136, %95 ]
  %98 = phi float [ %87, %73 ], [ %140, %95 ]
  %99 = phi float [ %89, %73 ], [ %143, %95 ]
  %100 = phi float [ %91, %73 ], [ %146, %95 ]
  %101 = zext nneg i32 %96 to i64
  %102 = getelementptr inbounds nuw %struct.FourVector, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2rB to ptr), i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !25
  %104 = fadd contract float %77, %103
  %105 = getelementptr inbounds nuw i8, ptr %102, i64 4
  %106 = load float, ptr %105, align 4, !tbaa !27
  %107 = fmul contract float %79, %106
  %108 = getelementptr inbounds nuw i8, ptr %102, i64 8
  %109 = load float, ptr %108, align 4, !tbaa !28
  %110 = fmul contract float %81, %109
  %111 = fadd contract float %107, %110
  %112 = getelementptr inbounds nuw i8, ptr %102, i64 12
  %113 = load float, ptr %112, align 4, !tbaa !29
  %114 = fmul contract float %83, %113
  %115 = fadd contract float %111, %114
  %116 = fmul contract float %115, 2.000000e+00
  %117 = fsub contract float %104, %116
  %118 = fneg contract float %117
  %119 = fmul contract float %9, %118
  %120 = tail call float @llvm.fma.f32(float %119, float 0x3F777313A0000000, float 5.000000e-01)
  %121 = tail call float @llvm.nvvm.saturate.f(float %120) #7
  %122 = tail call float @llvm.nvvm.fma.rm.f(float %121, float 2.520000e+02, float 0x4168000020000000) #7
  %123 = fadd float %122, 0xC168000FE0000000
  %124 = fneg float %123
  %125 = tail call float @llvm.fma.f32(float %119, float 0x3FF7154760000000, float %124)
  %126 = tail call float @llvm.fma.f32(float %119, float 0x3E54AE0C00000000, float %125)
  %127 = bitcast float %122 to i32
  %128 = shl i32 %127, 23
  %129 = bitcast i32 %128 to float
  %130 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %126)
  %131 = fmul float %130, %129
  %132 = fmul contract float %131, 2.000000e+00
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17lavamd_box_forcesE2qB to ptr), i64 %101
  %134 = load float, ptr %133, align 4, !tbaa !18
  %135 = fmul contract float %134, %131
  %136 = fadd contract float %97, %135
  %137 = fmul contract float %134, %132
  %138 = fsub contract float %79, %106
  %139 = fmul contract float %138, %137
  %140 = fadd contract float %98, %139
  %141 = fsub contract float %81, %109
  %142 = fmul contract float %141, %137
  %143 = fadd contract float %99, %142
  %144 = fsub contract float %83, %113
  %145 = fmul contract float %144, %137
  %146 = fadd contract float %100, %145
  %147 = add nuw nsw i32 %96, 1
  %148 = icmp eq i32 %147, 32
  br i1 %148, label %92, label %95, !llvm.loop !30

149:                                              ; preds = %92, %61, %53
  %150 = add nuw nsw i32 %47, 1
  %151 = icmp eq i32 %47, %34
  br i1 %151, label %43, label %46, !llvm.loop !31
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !20, !21}
!25 = !{!26, !13, i64 0}
!26 = !{!"_ZTS10FourVector", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12}
!27 = !{!26, !13, i64 4}
!28 = !{!26, !13, i64 8}
!29 = !{!26, !13, i64 12}
!30 = distinct !{!30, !20, !21}
!31 = distinct !{!31, !20, !21}
