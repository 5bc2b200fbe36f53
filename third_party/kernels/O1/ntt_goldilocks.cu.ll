; ModuleID = 'src/ntt_goldilocks.cu'
source_filename = "src/ntt_goldilocks.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16ntt_shared_blockE3s_a = internal unnamed_addr addrspace(3) global [2048 x i64] undef, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ntt_stage_global(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %6 = tail call noundef range(i32 1, 15) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %5, i32 14)
  %7 = icmp ult i32 %3, %6
  br i1 %7, label %8, label %79

8:                                                ; preds = %4
  %9 = zext nneg i32 %6 to i64
  %10 = shl nuw nsw i64 1, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = zext nneg i32 %11 to i64
  %13 = shl nuw nsw i64 %12, %9
  %14 = getelementptr inbounds nuw i64, ptr %0, i64 %13
  %15 = zext nneg i32 %3 to i64
  %16 = shl nuw nsw i64 1, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %18, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = add nuw nsw i64 %21, %23
  %25 = lshr exact i64 %10, 1
  %26 = icmp samesign ult i64 %24, %25
  br i1 %26, label %27, label %79

27:                                               ; preds = %8
  %28 = xor i32 %3, -1
  %29 = add nsw i32 %6, %28
  %30 = add nsw i64 %16, -1
  %31 = add nuw nsw i32 %3, 1
  %32 = zext nneg i32 %31 to i64
  %33 = zext nneg i32 %29 to i64
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = mul nuw nsw i64 %35, %20
  br label %37

37:                                               ; preds = %27, %37
  %38 = phi i64 [ %24, %27 ], [ %77, %37 ]
  %39 = and i64 %38, %30
  %40 = lshr i64 %38, %15
  %41 = shl i64 %40, %32
  %42 = shl i64 %39, %33
  %43 = getelementptr inbounds nuw i64, ptr %1, i64 %42
  %44 = load i64, ptr %43, align 8, !tbaa !11
  %45 = getelementptr i64, ptr %14, i64 %41
  %46 = getelementptr i64, ptr %45, i64 %39
  %47 = load i64, ptr %46, align 8, !tbaa !11
  %48 = getelementptr i64, ptr %46, i64 %16
  %49 = load i64, ptr %48, align 8, !tbaa !11
  %50 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %49, i64 %44)
  %51 = mul i64 %49, %44
  %52 = lshr i64 %50, 32
  %53 = and i64 %50, 4294967295
  %54 = sub i64 %51, %52
  %55 = icmp ult i64 %51, %52
  %56 = add i64 %54, -4294967295
  %57 = select i1 %55, i64 %56, i64 %54
  %58 = mul nuw i64 %53, 4294967295
  %59 = add i64 %57, %58
  %60 = icmp ult i64 %59, %58
  %61 = add nuw i64 %59, 4294967295
  %62 = select i1 %60, i64 %61, i64 %59
  %63 = icmp ugt i64 %62, -4294967296
  %64 = add i64 %62, 4294967295
  %65 = select i1 %63, i64 %64, i64 %62
  %66 = add i64 %65, %47
  %67 = icmp ult i64 %66, %47
  %68 = add i64 %66, 4294967295
  %69 = select i1 %67, i64 %68, i64 %66
  %70 = icmp ugt i64 %69, -4294967296
  %71 = add i64 %69, 4294967295
  %72 = select i1 %70, i64 %71, i64 %69
  store i64 %72, ptr %46, align 8, !tbaa !11
  %73 = sub i64 %47, %65
  %74 = icmp ult i64 %47, %65
  %75 = add i64 %73, -4294967295
  %76 = select i1 %74, i64 %75, i64 %73
  store i64 %76, ptr %48, align 8, !tbaa !11
  %77 = add i64 %38, %36
  %78 = icmp samesign ult i64 %77, %25
  br i1 %78, label %37, label %79, !llvm.loop !13

79:                                               ; preds = %37, %8, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ntt_shared_block(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %8 = tail call noundef range(i32 1, 15) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %7, i32 11)
  %9 = shl nuw nsw i32 1, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = zext nneg i32 %8 to i64
  %13 = shl nuw nsw i64 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp samesign ult i32 %14, %9
  br i1 %15, label %16, label %20

16:                                               ; preds = %6
  %17 = sub nuw nsw i32 32, %8
  %18 = getelementptr i64, ptr %0, i64 %13
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %24

20:                                               ; preds = %24, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = lshr exact i32 %9, 1
  %22 = icmp samesign ult i32 %14, %21
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %41

24:                                               ; preds = %16, %24
  %25 = phi i32 [ %14, %16 ], [ %33, %24 ]
  %26 = tail call noundef i32 @llvm.bitreverse.i32(i32 range(i32 -2147483648, 16384) %25)
  %27 = lshr i32 %26, %17
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr i64, ptr %18, i64 %28
  %30 = load i64, ptr %29, align 8, !tbaa !11
  %31 = zext nneg i32 %27 to i64
  %32 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %31
  store i64 %30, ptr %32, align 8, !tbaa !11
  %33 = add nuw nsw i32 %25, %19
  %34 = icmp samesign ult i32 %33, %9
  br i1 %34, label %24, label %20, !llvm.loop !16

35:                                               ; preds = %49
  %36 = icmp samesign ult i32 %14, %9
  br i1 %36, label %37, label %98

37:                                               ; preds = %35
  %38 = icmp eq i32 %4, 0
  %39 = getelementptr i64, ptr %1, i64 %13
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %99

41:                                               ; preds = %20, %49
  %42 = phi i32 [ 0, %20 ], [ %50, %49 ]
  %43 = shl nuw nsw i32 1, %42
  %44 = xor i32 %42, -1
  %45 = add nsw i32 %8, %44
  br i1 %22, label %46, label %49

46:                                               ; preds = %41
  %47 = add nsw i32 %43, -1
  %48 = add nuw nsw i32 %42, 1
  br label %52

49:                                               ; preds = %52, %41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = add nuw nsw i32 %42, 1
  %51 = icmp eq i32 %50, %8
  br i1 %51, label %35, label %41, !llvm.loop !17

52:                                               ; preds = %46, %52
  %53 = phi i32 [ %14, %46 ], [ %96, %52 ]
  %54 = and i32 %53, %47
  %55 = lshr i32 %53, %42
  %56 = shl i32 %55, %48
  %57 = add nsw i32 %56, %54
  %58 = add nsw i32 %57, %43
  %59 = shl i32 %54, %45
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i64, ptr %2, i64 %60
  %62 = load i64, ptr %61, align 8, !tbaa !11
  %63 = sext i32 %57 to i64
  %64 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !11
  %66 = sext i32 %58 to i64
  %67 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !11
  %69 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %68, i64 %62)
  %70 = mul i64 %68, %62
  %71 = lshr i64 %69, 32
  %72 = and i64 %69, 4294967295
  %73 = sub i64 %70, %71
  %74 = icmp ult i64 %70, %71
  %75 = add i64 %73, -4294967295
  %76 = select i1 %74, i64 %75, i64 %73
  %77 = mul nuw i64 %72, 4294967295
  %78 = add i64 %76, %77
  %79 = icmp ult i64 %78, %77
  %80 = add nuw i64 %78, 4294967295
  %81 = select i1 %79, i64 %80, i64 %78
  %82 = icmp ugt i64 %81, -4294967296
  %83 = add i64 %81, 4294967295
  %84 = select i1 %82, i64 %83, i64 %81
  %85 = add i64 %84, %65
  %86 = icmp ult i64 %85, %65
  %87 = add i64 %85, 4294967295
  %88 = select i1 %86, i64 %87, i64 %85
  %89 = icmp ugt i64 %88, -4294967296
  %90 = add i64 %88, 4294967295
  %91 = select i1 %89, i64 %90, i64 %88
  store i64 %91, ptr %64, align 8, !tbaa !11
  %92 = sub i64 %65, %84
  %93 = icmp ult i64 %65, %84
  %94 = add i64 %92, -4294967295
  %95 = select i1 %93, i64 %94, i64 %92
  store i64 %95, ptr %67, align 8, !tbaa !11
  %96 = add nuw nsw i32 %53, %23
  %97 = icmp samesign ult i32 %96, %21
  br i1 %97, label %52, label %49, !llvm.loop !18

98:                                               ; preds = %121, %35
  ret void

99:                                               ; preds = %37, %121
  %100 = phi i32 [ %14, %37 ], [ %124, %121 ]
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %101
  %103 = load i64, ptr %102, align 8, !tbaa !11
  br i1 %38, label %121, label %104

104:                                              ; preds = %99
  %105 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %103, i64 %5)
  %106 = mul i64 %103, %5
  %107 = lshr i64 %105, 32
  %108 = and i64 %105, 4294967295
  %109 = sub i64 %106, %107
  %110 = icmp ult i64 %106, %107
  %111 = add i64 %109, -4294967295
  %112 = select i1 %110, i64 %111, i64 %109
  %113 = mul nuw i64 %108, 4294967295
  %114 = add i64 %112, %113
  %115 = icmp ult i64 %114, %113
  %116 = add nuw i64 %114, 4294967295
  %117 = select i1 %115, i64 %116, i64 %114
  %118 = icmp ugt i64 %117, -4294967296
  %119 = add i64 %117, 4294967295
  %120 = select i1 %118, i64 %119, i64 %117
  br label %121

121:                                              ; preds = %104, %99
  %122 = phi i64 [ %120, %104 ], [ %103, %99 ]
  %123 = getelementptr i64, ptr %39, i64 %101
  store i64 %122, ptr %123, align 8, !tbaa !11
  %124 = add nuw nsw i32 %100, %40
  %125 = icmp samesign ult i32 %124, %9
  br i1 %125, label %99, label %98, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!"long long", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
