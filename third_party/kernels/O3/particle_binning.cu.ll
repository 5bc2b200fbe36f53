; ModuleID = 'src/particle_binning.cu'
source_filename = "src/particle_binning.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GridParams = type { %struct.float3, float, [3 x i32], i32 }
%struct.float3 = type { float, float, float }
%struct.float4 = type { float, float, float, float }

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bin_particles_count(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.GridParams) align 4 captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  %13 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %12)
  br i1 %12, label %14, label %108

14:                                               ; preds = %6
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = tail call i32 @llvm.smax.i32(i32 %16, i32 1)
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 32)
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 1)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 32)
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 1)
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 32)
  %27 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = fcmp contract ogt float %28, 0x3EB0C6F7A0000000
  %30 = fcmp contract olt float %28, 1.000000e+06
  %31 = and i1 %29, %30
  %32 = select contract i1 %31, float %28, float 1.000000e+00
  %33 = sext i32 %11 to i64
  %34 = getelementptr inbounds %struct.float4, ptr %0, i64 %33
  %35 = addrspacecast ptr %34 to ptr addrspace(1)
  %36 = load float, ptr addrspace(1) %35, align 16
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 4
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %35, i64 8
  %40 = load float, ptr addrspace(1) %39, align 8
  %41 = load float, ptr %2, align 4, !tbaa !15
  %42 = fsub contract float %36, %41
  %43 = fmul contract float %32, %42
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !16
  %46 = fsub contract float %38, %45
  %47 = fmul contract float %32, %46
  %48 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %49 = load float, ptr %48, align 4, !tbaa !17
  %50 = fsub contract float %40, %49
  %51 = fmul contract float %32, %50
  %52 = fcmp contract ult float %43, 0.000000e+00
  %53 = fcmp contract ult float %47, 0.000000e+00
  %54 = select i1 %52, i1 true, i1 %53
  %55 = fcmp contract ult float %51, 0.000000e+00
  %56 = select i1 %54, i1 true, i1 %55
  %57 = uitofp nneg i32 %18 to float
  %58 = fcmp contract uge float %43, %57
  %59 = select i1 %56, i1 true, i1 %58
  %60 = uitofp nneg i32 %22 to float
  %61 = fcmp contract uge float %47, %60
  %62 = select i1 %59, i1 true, i1 %61
  %63 = uitofp nneg i32 %26 to float
  %64 = fcmp contract uge float %51, %63
  %65 = select i1 %62, i1 true, i1 %64
  %66 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %13, i1 %65)
  %67 = icmp eq i32 %66, 0
  %68 = and i32 %10, 31
  br i1 %67, label %76, label %69

69:                                               ; preds = %14
  %70 = tail call i32 @llvm.bitreverse.i32(i32 %13)
  %71 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %70) #5, !srcloc !18
  %72 = icmp eq i32 %68, %71
  br i1 %72, label %73, label %76

73:                                               ; preds = %69
  %74 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %66)
  %75 = atomicrmw add ptr %5, i32 %74 seq_cst, align 4
  br label %76

76:                                               ; preds = %14, %73, %69
  %77 = tail call noundef float @llvm.maxnum.f32(float %43, float 0.000000e+00)
  %78 = add nsw i32 %18, -1
  %79 = uitofp nneg i32 %78 to float
  %80 = tail call noundef float @llvm.minnum.f32(float %77, float %79)
  %81 = fptosi float %80 to i32
  %82 = tail call noundef float @llvm.maxnum.f32(float %47, float 0.000000e+00)
  %83 = add nsw i32 %22, -1
  %84 = uitofp nneg i32 %83 to float
  %85 = tail call noundef float @llvm.minnum.f32(float %82, float %84)
  %86 = fptosi float %85 to i32
  %87 = tail call noundef float @llvm.maxnum.f32(float %51, float 0.000000e+00)
  %88 = add nsw i32 %26, -1
  %89 = uitofp nneg i32 %88 to float
  %90 = tail call noundef float @llvm.minnum.f32(float %87, float %89)
  %91 = fptosi float %90 to i32
  %92 = mul nsw i32 %22, %91
  %93 = add nsw i32 %92, %86
  %94 = mul nsw i32 %93, %18
  %95 = add nsw i32 %94, %81
  %96 = select i1 %65, i32 -1, i32 %95
  %97 = getelementptr inbounds i32, ptr %4, i64 %33
  store i32 %96, ptr %97, align 4, !tbaa !6
  %98 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %13, i32 %96)
  %99 = tail call i32 @llvm.bitreverse.i32(i32 %98)
  %100 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %99) #5, !srcloc !18
  %101 = icmp ne i32 %68, %100
  %102 = select i1 %65, i1 true, i1 %101
  br i1 %102, label %108, label %103

103:                                              ; preds = %76
  %104 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %98)
  %105 = sext i32 %95 to i64
  %106 = getelementptr inbounds i32, ptr %3, i64 %105
  %107 = atomicrmw add ptr %106, i32 %104 seq_cst, align 4
  br label %108

108:                                              ; preds = %76, %103, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @warp_dedup_keys(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = ashr i32 %12, 5
  %14 = and i32 %11, 31
  %15 = icmp slt i32 %12, %2
  %16 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %15)
  %17 = icmp ne i32 %16, 0
  %18 = and i1 %15, %17
  br i1 %18, label %19, label %70

19:                                               ; preds = %7
  %20 = tail call i32 @llvm.umax.i32(i32 %3, i32 1)
  %21 = sext i32 %12 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = addrspacecast ptr %22 to ptr addrspace(1)
  %24 = load i32, ptr addrspace(1) %23, align 4, !invariant.load !19
  %25 = urem i32 %24, %20
  %26 = getelementptr inbounds float, ptr %1, i64 %21
  %27 = addrspacecast ptr %26 to ptr addrspace(1)
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !19
  %29 = tail call noundef float @llvm.nvvm.fabs.f32(float %28)
  %30 = fcmp contract olt float %29, 0x46293E5940000000
  %31 = select i1 %30, float %28, float 0.000000e+00
  %32 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 range(i32 1, 0) %16, i32 %25)
  %33 = tail call i32 @llvm.bitreverse.i32(i32 %32)
  %34 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %33) #5, !srcloc !18
  br label %35

35:                                               ; preds = %19, %35
  %36 = phi float [ 0.000000e+00, %19 ], [ %47, %35 ]
  %37 = phi i32 [ %16, %19 ], [ %41, %35 ]
  %38 = tail call i32 @llvm.bitreverse.i32(i32 %37)
  %39 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %38) #5, !srcloc !18
  %40 = add i32 %37, -1
  %41 = and i32 %40, %37
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 %16, float %31, i32 %39, i32 31)
  %43 = shl nuw i32 1, %39
  %44 = and i32 %43, %32
  %45 = icmp eq i32 %44, 0
  %46 = fadd contract float %36, %42
  %47 = select i1 %45, float %36, float %46
  %48 = icmp eq i32 %41, 0
  br i1 %48, label %49, label %35, !llvm.loop !20

49:                                               ; preds = %35
  %50 = icmp eq i32 %14, %34
  %51 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %16, i1 %50)
  br i1 %50, label %52, label %62

52:                                               ; preds = %49
  %53 = shl nsw i32 -1, %14
  %54 = xor i32 %53, -1
  %55 = and i32 %51, %54
  %56 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %55)
  %57 = and i32 %12, -32
  %58 = or disjoint i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %4, i64 %59
  store i32 %25, ptr %60, align 4, !tbaa !6
  %61 = getelementptr inbounds float, ptr %5, i64 %59
  store float %47, ptr %61, align 4, !tbaa !22
  br label %62

62:                                               ; preds = %52, %49
  %63 = tail call i32 @llvm.bitreverse.i32(i32 %16)
  %64 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %63) #5, !srcloc !18
  %65 = icmp eq i32 %14, %64
  br i1 %65, label %66, label %70

66:                                               ; preds = %62
  %67 = sext i32 %13 to i64
  %68 = getelementptr inbounds i32, ptr %6, i64 %67
  %69 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %51)
  store i32 %69, ptr %68, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %7, %62, %66
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind memory(none) }

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
!11 = !{!12, !14, i64 12}
!12 = !{!"_ZTS10GridParams", !13, i64 0, !14, i64 12, !8, i64 16, !7, i64 28}
!13 = !{!"_ZTS6float3", !14, i64 0, !14, i64 4, !14, i64 8}
!14 = !{!"float", !8, i64 0}
!15 = !{!12, !14, i64 0}
!16 = !{!12, !14, i64 4}
!17 = !{!12, !14, i64 8}
!18 = !{i32 12293}
!19 = !{}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!14, !14, i64 0}
