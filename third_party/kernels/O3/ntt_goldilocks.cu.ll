; ModuleID = 'src/ntt_goldilocks.cu'
source_filename = "src/ntt_goldilocks.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16ntt_shared_blockE3s_a = internal unnamed_addr addrspace(3) global [2048 x i64] undef, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ntt_stage_global(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 14)
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
  %41 = shl nuw nsw i64 %40, %32
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
  %77 = add nuw nsw i64 %38, %36
  %78 = icmp samesign ult i64 %77, %25
  br i1 %78, label %37, label %79, !llvm.loop !13

79:                                               ; preds = %37, %8, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ntt_shared_block(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %8 = tail call i32 @llvm.umin.i32(i32 %7, i32 11)
  %9 = shl nuw nsw i32 1, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = zext nneg i32 %8 to i64
  %13 = shl nuw nsw i64 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = icmp samesign ult i32 %14, %9
  br i1 %15, label %18, label %16

16:                                               ; preds = %6
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

18:                                               ; preds = %6
  %19 = sub nuw nsw i32 32, %8
  %20 = getelementptr i64, ptr %0, i64 %13
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %26

22:                                               ; preds = %26, %16
  %23 = phi i32 [ %17, %16 ], [ %21, %26 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = lshr exact i32 %9, 1
  %25 = icmp samesign ult i32 %14, %24
  br label %41

26:                                               ; preds = %18, %26
  %27 = phi i32 [ %14, %18 ], [ %35, %26 ]
  %28 = tail call noundef i32 @llvm.bitreverse.i32(i32 range(i32 -2147483648, 16384) %27)
  %29 = lshr i32 %28, %19
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr i64, ptr %20, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !11
  %33 = zext nneg i32 %29 to i64
  %34 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %33
  store i64 %32, ptr %34, align 8, !tbaa !11
  %35 = add nuw nsw i32 %27, %21
  %36 = icmp samesign ult i32 %35, %9
  br i1 %36, label %26, label %22, !llvm.loop !15

37:                                               ; preds = %51
  br i1 %15, label %38, label %100

38:                                               ; preds = %37
  %39 = icmp eq i32 %4, 0
  %40 = getelementptr i64, ptr %1, i64 %13
  br label %101

41:                                               ; preds = %22, %51
  %42 = phi i32 [ 0, %22 ], [ %52, %51 ]
  %43 = shl nuw nsw i32 1, %42
  %44 = xor i32 %42, -1
  %45 = add nsw i32 %8, %44
  br i1 %25, label %48, label %46

46:                                               ; preds = %41
  %47 = add nuw nsw i32 %42, 1
  br label %51

48:                                               ; preds = %41
  %49 = add nsw i32 %43, -1
  %50 = add nuw nsw i32 %42, 1
  br label %54

51:                                               ; preds = %54, %46
  %52 = phi i32 [ %47, %46 ], [ %50, %54 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %53 = icmp eq i32 %52, %8
  br i1 %53, label %37, label %41, !llvm.loop !16

54:                                               ; preds = %48, %54
  %55 = phi i32 [ %14, %48 ], [ %98, %54 ]
  %56 = and i32 %55, %49
  %57 = lshr i32 %55, %42
  %58 = shl i32 %57, %50
  %59 = add nsw i32 %58, %56
  %60 = add nsw i32 %59, %43
  %61 = shl i32 %56, %45
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i64, ptr %2, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !11
  %65 = sext i32 %59 to i64
  %66 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %65
  %67 = load i64, ptr %66, align 8, !tbaa !11
  %68 = sext i32 %60 to i64
  %69 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %68
  %70 = load i64, ptr %69, align 8, !tbaa !11
  %71 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %70, i64 %64)
  %72 = mul i64 %70, %64
  %73 = lshr i64 %71, 32
  %74 = and i64 %71, 4294967295
  %75 = sub i64 %72, %73
  %76 = icmp ult i64 %72, %73
  %77 = add i64 %75, -4294967295
  %78 = select i1 %76, i64 %77, i64 %75
  %79 = mul nuw i64 %74, 4294967295
  %80 = add i64 %78, %79
  %81 = icmp ult i64 %80, %79
  %82 = add nuw i64 %80, 4294967295
  %83 = select i1 %81, i64 %82, i64 %80
  %84 = icmp ugt i64 %83, -4294967296
  %85 = add i64 %83, 4294967295
  %86 = select i1 %84, i64 %85, i64 %83
  %87 = add i64 %86, %67
  %88 = icmp ult i64 %87, %67
  %89 = add i64 %87, 4294967295
  %90 = select i1 %88, i64 %89, i64 %87
  %91 = icmp ugt i64 %90, -4294967296
  %92 = add i64 %90, 4294967295
  %93 = select i1 %91, i64 %92, i64 %90
  store i64 %93, ptr %66, align 8, !tbaa !11
  %94 = sub i64 %67, %86
  %95 = icmp ult i64 %67, %86
  %96 = add i64 %94, -4294967295
  %97 = select i1 %95, i64 %96, i64 %94
  store i64 %97, ptr %69, align 8, !tbaa !11
  %98 = add nuw nsw i32 %55, %23
  %99 = icmp samesign ult i32 %98, %24
  br i1 %99, label %54, label %51, !llvm.loop !17

100:                                              ; preds = %123, %37
  ret void

101:                                              ; preds = %38, %123
  %102 = phi i32 [ %14, %38 ], [ %126, %123 ]
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16ntt_shared_blockE3s_a to ptr), i64 %103
  %105 = load i64, ptr %104, align 8, !tbaa !11
  br i1 %39, label %123, label %106

106:                                              ; preds = %101
  %107 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %105, i64 %5)
  %108 = mul i64 %105, %5
  %109 = lshr i64 %107, 32
  %110 = and i64 %107, 4294967295
  %111 = sub i64 %108, %109
  %112 = icmp ult i64 %108, %109
  %113 = add i64 %111, -4294967295
  %114 = select i1 %112, i64 %113, i64 %111
  %115 = mul nuw i64 %110, 4294967295
  %116 = add i64 %114, %115
  %117 = icmp ult i64 %116, %115
  %118 = add nuw i64 %116, 4294967295
  %119 = select i1 %117, i64 %118, i64 %116
  %120 = icmp ugt i64 %119, -4294967296
  %121 = add i64 %119, 4294967295
  %122 = select i1 %120, i64 %121, i64 %119
  br label %123

123:                                              ; preds = %106, %101
  %124 = phi i64 [ %122, %106 ], [ %105, %101 ]
  %125 = getelementptr i64, ptr %40, i64 %103
  store i64 %124, ptr %125, align 8, !tbaa !11
  %126 = add nuw nsw i32 %102, %23
  %127 = icmp samesign ult i32 %126, %9
  br i1 %127, label %101, label %100, !llvm.loop !18
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
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
