; ModuleID = 'src/pic_deposit.cu'
source_filename = "src/pic_deposit.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.PushParams = type { float, float, float, float, float }

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pic_deposit_cic(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = icmp slt i32 %4, 1
  %10 = icmp slt i32 %5, 1
  %11 = or i1 %9, %10
  br i1 %11, label %93, label %12

12:                                               ; preds = %8
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp slt i32 %17, %3
  br i1 %18, label %19, label %93

19:                                               ; preds = %12
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %20, %14
  br label %22

22:                                               ; preds = %19, %90
  %23 = phi i32 [ %17, %19 ], [ %91, %90 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %24
  %26 = load float, ptr %25, align 8, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = fmul contract float %6, %26
  %30 = fmul contract float %6, %28
  %31 = tail call noundef float @llvm.floor.f32(float %29)
  %32 = tail call noundef float @llvm.floor.f32(float %30)
  %33 = tail call noundef float @llvm.nvvm.fabs.f32(float %31)
  %34 = fcmp contract olt float %33, 1.000000e+08
  %35 = tail call float @llvm.nvvm.fabs.f32(float %32)
  %36 = fcmp contract olt float %35, 1.000000e+08
  %37 = select i1 %34, i1 %36, i1 false
  br i1 %37, label %38, label %90

38:                                               ; preds = %22
  %39 = fsub contract float %29, %31
  %40 = fsub contract float %30, %32
  %41 = fptosi float %31 to i32
  %42 = srem i32 %41, %4
  %43 = icmp slt i32 %42, 0
  %44 = select i1 %43, i32 %4, i32 0
  %45 = add nsw i32 %44, %42
  %46 = fptosi float %32 to i32
  %47 = srem i32 %46, %5
  %48 = icmp slt i32 %47, 0
  %49 = select i1 %48, i32 %5, i32 0
  %50 = add nsw i32 %49, %47
  %51 = add nsw i32 %45, 1
  %52 = icmp eq i32 %51, %4
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add nsw i32 %50, 1
  %55 = icmp eq i32 %54, %5
  %56 = select i1 %55, i32 0, i32 %54
  %57 = getelementptr inbounds float, ptr %1, i64 %24
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fmul contract float %7, %58
  %60 = mul nsw i32 %50, %4
  %61 = add nsw i32 %60, %45
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %2, i64 %62
  %64 = fsub contract float 1.000000e+00, %39
  %65 = fmul contract float %64, %59
  %66 = fsub contract float 1.000000e+00, %40
  %67 = fmul contract float %66, %65
  %68 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %67)
  %69 = atomicrmw add ptr %63, i32 %68 seq_cst, align 4
  %70 = add nsw i32 %53, %60
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %2, i64 %71
  %73 = fmul contract float %39, %59
  %74 = fmul contract float %66, %73
  %75 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %74)
  %76 = atomicrmw add ptr %72, i32 %75 seq_cst, align 4
  %77 = mul nsw i32 %56, %4
  %78 = add nsw i32 %77, %45
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %2, i64 %79
  %81 = fmul contract float %40, %65
  %82 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %81)
  %83 = atomicrmw add ptr %80, i32 %82 seq_cst, align 4
  %84 = add nsw i32 %77, %53
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %2, i64 %85
  %87 = fmul contract float %40, %73
  %88 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %87)
  %89 = atomicrmw add ptr %86, i32 %88 seq_cst, align 4
  br label %90

90:                                               ; preds = %22, %38
  %91 = add i32 %23, %21
  %92 = icmp slt i32 %91, %3
  br i1 %92, label %22, label %93, !llvm.loop !13

93:                                               ; preds = %90, %12, %8
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pic_gather_push(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.PushParams) align 4 captures(none) %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  %9 = icmp sgt i32 %5, 0
  %10 = and i1 %8, %9
  %11 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %12 = load float, ptr %11, align 4
  %13 = fcmp contract ogt float %12, 0.000000e+00
  %14 = select i1 %10, i1 %13, i1 false
  %15 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %16 = load float, ptr %15, align 4
  %17 = fcmp contract ogt float %16, 0.000000e+00
  %18 = select i1 %14, i1 %17, i1 false
  br i1 %18, label %19, label %148

19:                                               ; preds = %7
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  %25 = icmp slt i32 %24, %3
  br i1 %25, label %26, label %148

26:                                               ; preds = %19
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %28 = load float, ptr %27, align 4, !tbaa !16
  %29 = load float, ptr %6, align 4
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %31 = load float, ptr %30, align 4
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %33 = mul i32 %32, %21
  br label %34

34:                                               ; preds = %26, %145
  %35 = phi i32 [ %24, %26 ], [ %146, %145 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %36
  %38 = load float, ptr %37, align 8, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = fmul contract float %38, %28
  %42 = fmul contract float %40, %28
  %43 = tail call noundef float @llvm.floor.f32(float %41)
  %44 = tail call noundef float @llvm.floor.f32(float %42)
  %45 = tail call noundef float @llvm.nvvm.fabs.f32(float %43)
  %46 = fcmp contract olt float %45, 1.000000e+08
  %47 = tail call float @llvm.nvvm.fabs.f32(float %44)
  %48 = fcmp contract olt float %47, 1.000000e+08
  %49 = select i1 %46, i1 %48, i1 false
  br i1 %49, label %50, label %145

50:                                               ; preds = %34
  %51 = getelementptr inbounds %struct.float2.0, ptr %1, i64 %36
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = load float, ptr %51, align 8, !tbaa !11
  %55 = fsub contract float %41, %43
  %56 = fsub contract float %42, %44
  %57 = fptosi float %43 to i32
  %58 = srem i32 %57, %4
  %59 = icmp slt i32 %58, 0
  %60 = select i1 %59, i32 %4, i32 0
  %61 = add nsw i32 %60, %58
  %62 = fptosi float %44 to i32
  %63 = srem i32 %62, %5
  %64 = icmp slt i32 %63, 0
  %65 = select i1 %64, i32 %5, i32 0
  %66 = add nsw i32 %65, %63
  %67 = add nsw i32 %61, 1
  %68 = icmp eq i32 %67, %4
  %69 = select i1 %68, i32 0, i32 %67
  %70 = add nsw i32 %66, 1
  %71 = icmp eq i32 %70, %5
  %72 = select i1 %71, i32 0, i32 %70
  %73 = mul nsw i32 %66, %4
  %74 = add nsw i32 %73, %61
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %75
  %77 = load float, ptr %76, align 8, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = add nsw i32 %69, %73
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %81
  %83 = load float, ptr %82, align 8, !tbaa !11
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 4
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = mul nsw i32 %72, %4
  %87 = add nsw i32 %86, %61
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %88
  %90 = load float, ptr %89, align 8, !tbaa !11
  %91 = getelementptr inbounds nuw i8, ptr %89, i64 4
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = add nsw i32 %86, %69
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %94
  %96 = load float, ptr %95, align 8, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 4
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = fsub contract float 1.000000e+00, %55
  %100 = fsub contract float 1.000000e+00, %56
  %101 = fmul contract float %99, %100
  %102 = fmul contract float %55, %100
  %103 = fmul contract float %56, %99
  %104 = fmul contract float %55, %56
  %105 = fmul contract float %101, %77
  %106 = fmul contract float %102, %83
  %107 = fadd contract float %105, %106
  %108 = fmul contract float %103, %90
  %109 = fadd contract float %107, %108
  %110 = fmul contract float %104, %96
  %111 = fadd contract float %109, %110
  %112 = fmul contract float %101, %79
  %113 = fmul contract float %102, %85
  %114 = fadd contract float %112, %113
  %115 = fmul contract float %103, %92
  %116 = fadd contract float %114, %115
  %117 = fmul contract float %104, %98
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %29, %111
  %120 = fmul contract float %119, %31
  %121 = fadd contract float %54, %120
  %122 = fmul contract float %29, %118
  %123 = fmul contract float %31, %122
  %124 = fadd contract float %53, %123
  %125 = fmul contract float %31, %121
  %126 = fadd contract float %38, %125
  %127 = fdiv contract float %126, %12
  %128 = tail call noundef float @llvm.floor.f32(float %127)
  %129 = fmul contract float %12, %128
  %130 = fsub contract float %126, %129
  %131 = fcmp contract oge float %130, %12
  %132 = fcmp contract olt float %130, 0.000000e+00
  %133 = or i1 %131, %132
  %134 = select contract i1 %133, float 0.000000e+00, float %130
  %135 = fmul contract float %31, %124
  %136 = fadd contract float %40, %135
  %137 = fdiv contract float %136, %16
  %138 = tail call noundef float @llvm.floor.f32(float %137)
  %139 = fmul contract float %16, %138
  %140 = fsub contract float %136, %139
  %141 = fcmp contract oge float %140, %16
  %142 = fcmp contract olt float %140, 0.000000e+00
  %143 = or i1 %141, %142
  %144 = select contract i1 %143, float 0.000000e+00, float %140
  store float %134, ptr %37, align 8, !tbaa !11
  store float %144, ptr %39, align 4, !tbaa !11
  store float %121, ptr %51, align 8, !tbaa !11
  store float %124, ptr %52, align 4, !tbaa !11
  br label %145

145:                                              ; preds = %34, %50
  %146 = add i32 %35, %33
  %147 = icmp slt i32 %146, %3
  br i1 %147, label %34, label %148, !llvm.loop !18

148:                                              ; preds = %145, %19, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!16 = !{!17, !12, i64 8}
!17 = !{!"_ZTS10PushParams", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16}
!18 = distinct !{!18, !14, !15}
