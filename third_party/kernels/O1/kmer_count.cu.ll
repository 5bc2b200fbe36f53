; ModuleID = 'src/kmer_count.cu'
source_filename = "src/kmer_count.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13kmer_spectrumE6s_hist = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kmer_count_direct(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %8 = tail call noundef i32 @llvm.smin.i32(i32 %7, i32 8)
  %9 = tail call noundef i32 @llvm.smin.i32(i32 %2, i32 %3)
  %10 = shl nuw nsw i32 %8, 1
  %11 = shl nsw i32 -1, %10
  %12 = xor i32 %11, -1
  %13 = add nsw i32 %10, -2
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %25

20:                                               ; preds = %6
  %21 = sext i32 %3 to i64
  %22 = icmp sgt i32 %9, 0
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %24 = mul i32 %23, %15
  br label %26

25:                                               ; preds = %31, %6
  ret void

26:                                               ; preds = %20, %31
  %27 = phi i32 [ %18, %20 ], [ %32, %31 ]
  %28 = sext i32 %27 to i64
  %29 = mul nsw i64 %28, %21
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 %29
  br i1 %22, label %34, label %31

31:                                               ; preds = %62, %26
  %32 = add i32 %27, %24
  %33 = icmp slt i32 %32, %1
  br i1 %33, label %26, label %25, !llvm.loop !11

34:                                               ; preds = %26, %62
  %35 = phi i32 [ %66, %62 ], [ 0, %26 ]
  %36 = phi i32 [ %65, %62 ], [ 0, %26 ]
  %37 = phi i32 [ %64, %62 ], [ 0, %26 ]
  %38 = phi i32 [ %63, %62 ], [ 0, %26 ]
  %39 = zext nneg i32 %35 to i64
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !14
  %42 = and i8 %41, -33
  %43 = icmp eq i8 %42, 78
  br i1 %43, label %62, label %44

44:                                               ; preds = %34
  %45 = lshr i8 %41, 1
  %46 = and i8 %45, 3
  %47 = zext nneg i8 %46 to i32
  %48 = shl i32 %38, 2
  %49 = or disjoint i32 %48, %47
  %50 = and i32 %49, %12
  %51 = lshr i32 %37, 2
  %52 = xor i32 %47, 2
  %53 = shl nuw nsw i32 %52, %13
  %54 = or i32 %53, %51
  %55 = add nsw i32 %36, 1
  %56 = icmp slt i32 %55, %8
  br i1 %56, label %62, label %57

57:                                               ; preds = %44
  %58 = tail call noundef i32 @llvm.umin.i32(i32 %50, i32 %54)
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw i32, ptr %5, i64 %59
  %61 = atomicrmw add ptr %60, i32 1 seq_cst, align 4
  br label %62

62:                                               ; preds = %44, %57, %34
  %63 = phi i32 [ 0, %34 ], [ %50, %57 ], [ %50, %44 ]
  %64 = phi i32 [ 0, %34 ], [ %54, %57 ], [ %54, %44 ]
  %65 = phi i32 [ 0, %34 ], [ %55, %57 ], [ %55, %44 ]
  %66 = add nuw nsw i32 %35, 1
  %67 = icmp eq i32 %66, %9
  br i1 %67, label %31, label %34, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kmer_minimizers(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #2 {
  %9 = alloca [32 x i64], align 8
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %11 = tail call noundef i32 @llvm.smin.i32(i32 %10, i32 31)
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %13 = tail call noundef i32 @llvm.smin.i32(i32 %12, i32 32)
  %14 = tail call noundef i32 @llvm.smin.i32(i32 %2, i32 %3)
  %15 = shl nuw nsw i32 %11, 1
  %16 = zext nneg i32 %15 to i64
  %17 = shl nsw i64 -1, %16
  %18 = xor i64 %17, -1
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %25, label %33

25:                                               ; preds = %8
  %26 = shl nuw nsw i32 %11, 1
  %27 = add nsw i32 %26, -2
  %28 = sext i32 %3 to i64
  %29 = icmp sgt i32 %14, 0
  %30 = zext nneg i32 %27 to i64
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = mul i32 %31, %20
  br label %34

33:                                               ; preds = %41, %8
  ret void

34:                                               ; preds = %25, %41
  %35 = phi i32 [ %23, %25 ], [ %42, %41 ]
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %36, %28
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 %37
  %39 = getelementptr inbounds nuw i64, ptr %6, i64 %37
  %40 = getelementptr inbounds nuw i32, ptr %7, i64 %37
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  br i1 %29, label %44, label %41

41:                                               ; preds = %129, %34
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  %42 = add i32 %35, %32
  %43 = icmp slt i32 %42, %1
  br i1 %43, label %34, label %33, !llvm.loop !16

44:                                               ; preds = %34, %129
  %45 = phi i32 [ %137, %129 ], [ 0, %34 ]
  %46 = phi i32 [ %135, %129 ], [ -1, %34 ]
  %47 = phi i32 [ %134, %129 ], [ 0, %34 ]
  %48 = phi i32 [ %133, %129 ], [ 0, %34 ]
  %49 = phi i64 [ %132, %129 ], [ 0, %34 ]
  %50 = phi i64 [ %131, %129 ], [ 0, %34 ]
  %51 = zext nneg i32 %45 to i64
  %52 = getelementptr inbounds nuw i8, ptr %38, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !14
  %54 = and i8 %53, -33
  %55 = icmp eq i8 %54, 78
  br i1 %55, label %56, label %58

56:                                               ; preds = %44
  %57 = getelementptr inbounds nuw i64, ptr %39, i64 %51
  store i64 -1, ptr %57, align 8, !tbaa !17
  br label %129

58:                                               ; preds = %44
  %59 = lshr i8 %53, 1
  %60 = and i8 %59, 3
  %61 = shl i64 %50, 2
  %62 = zext nneg i8 %60 to i64
  %63 = or disjoint i64 %61, %62
  %64 = and i64 %63, %18
  %65 = lshr i64 %49, 2
  %66 = xor i8 %60, 2
  %67 = zext nneg i8 %66 to i64
  %68 = shl nuw nsw i64 %67, %30
  %69 = or i64 %68, %65
  %70 = add nsw i32 %48, 1
  %71 = icmp slt i32 %70, %11
  br i1 %71, label %72, label %74

72:                                               ; preds = %58
  %73 = getelementptr inbounds nuw i64, ptr %39, i64 %51
  store i64 -1, ptr %73, align 8, !tbaa !17
  br label %129

74:                                               ; preds = %58
  %75 = tail call i64 @llvm.umin.i64(i64 %64, i64 %69)
  %76 = lshr i64 %75, 33
  %77 = xor i64 %76, %75
  %78 = mul i64 %77, -49064778989728563
  %79 = lshr i64 %78, 33
  %80 = xor i64 %79, %78
  %81 = mul i64 %80, -4265267296055464877
  %82 = lshr i64 %81, 33
  %83 = xor i64 %82, %81
  %84 = srem i32 %47, %13
  %85 = icmp eq i32 %46, %84
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds i64, ptr %9, i64 %86
  store i64 %83, ptr %87, align 8, !tbaa !19
  %88 = add nsw i32 %47, 1
  br i1 %85, label %89, label %105

89:                                               ; preds = %74
  %90 = tail call noundef i32 @llvm.smin.i32(i32 %88, i32 %13)
  %91 = icmp sgt i32 %90, 1
  br i1 %91, label %92, label %113

92:                                               ; preds = %89, %92
  %93 = phi i32 [ %103, %92 ], [ 1, %89 ]
  %94 = phi i32 [ %102, %92 ], [ 0, %89 ]
  %95 = zext nneg i32 %93 to i64
  %96 = getelementptr inbounds nuw i64, ptr %9, i64 %95
  %97 = load i64, ptr %96, align 8, !tbaa !19
  %98 = zext nneg i32 %94 to i64
  %99 = getelementptr inbounds nuw i64, ptr %9, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !19
  %101 = icmp ult i64 %97, %100
  %102 = select i1 %101, i32 %93, i32 %94
  %103 = add nuw nsw i32 %93, 1
  %104 = icmp eq i32 %103, %90
  br i1 %104, label %113, label %92, !llvm.loop !21

105:                                              ; preds = %74
  %106 = icmp slt i32 %46, 0
  br i1 %106, label %112, label %107

107:                                              ; preds = %105
  %108 = zext nneg i32 %46 to i64
  %109 = getelementptr inbounds nuw i64, ptr %9, i64 %108
  %110 = load i64, ptr %109, align 8, !tbaa !19
  %111 = icmp ugt i64 %83, %110
  br i1 %111, label %113, label %112

112:                                              ; preds = %107, %105
  br label %113

113:                                              ; preds = %92, %89, %107, %112
  %114 = phi i32 [ %46, %107 ], [ %84, %112 ], [ 0, %89 ], [ %102, %92 ]
  %115 = icmp slt i32 %88, %13
  br i1 %115, label %127, label %116

116:                                              ; preds = %113
  %117 = add nsw i32 %84, %13
  %118 = sub i32 %117, %114
  %119 = srem i32 %118, %13
  %120 = sext i32 %114 to i64
  %121 = getelementptr inbounds i64, ptr %9, i64 %120
  %122 = load i64, ptr %121, align 8, !tbaa !19
  %123 = getelementptr inbounds nuw i64, ptr %39, i64 %51
  store i64 %122, ptr %123, align 8, !tbaa !17
  %124 = add nuw nsw i32 %45, 1
  %125 = add nsw i32 %11, %119
  %126 = sub i32 %124, %125
  br label %129

127:                                              ; preds = %113
  %128 = getelementptr inbounds nuw i64, ptr %39, i64 %51
  store i64 -1, ptr %128, align 8, !tbaa !17
  br label %129

129:                                              ; preds = %116, %127, %72, %56
  %130 = phi i32 [ %126, %116 ], [ -1, %127 ], [ -1, %72 ], [ -1, %56 ]
  %131 = phi i64 [ %64, %116 ], [ %64, %127 ], [ %64, %72 ], [ 0, %56 ]
  %132 = phi i64 [ %69, %116 ], [ %69, %127 ], [ %69, %72 ], [ 0, %56 ]
  %133 = phi i32 [ %70, %116 ], [ %70, %127 ], [ %70, %72 ], [ 0, %56 ]
  %134 = phi i32 [ %88, %116 ], [ %88, %127 ], [ %47, %72 ], [ 0, %56 ]
  %135 = phi i32 [ %114, %116 ], [ %114, %127 ], [ %46, %72 ], [ -1, %56 ]
  %136 = getelementptr inbounds nuw i32, ptr %40, i64 %51
  store i32 %130, ptr %136, align 4, !tbaa !6
  %137 = add nuw nsw i32 %45, 1
  %138 = icmp eq i32 %137, %14
  br i1 %138, label %41, label %44, !llvm.loop !22
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @kmer_spectrum(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %6 = tail call noundef i32 @llvm.smin.i32(i32 %5, i32 256)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp samesign ult i32 %7, %6
  br i1 %8, label %9, label %11

9:                                                ; preds = %4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %24

11:                                               ; preds = %24, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = mul nuw nsw i64 %13, %15
  %17 = zext nneg i32 %7 to i64
  %18 = add nuw nsw i64 %16, %17
  %19 = icmp ult i64 %18, %1
  br i1 %19, label %20, label %30

20:                                               ; preds = %11
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %15
  br label %32

24:                                               ; preds = %9, %24
  %25 = phi i32 [ %7, %9 ], [ %28, %24 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13kmer_spectrumE6s_hist to ptr), i64 %26
  store i32 0, ptr %27, align 4, !tbaa !6
  %28 = add nuw nsw i32 %25, %10
  %29 = icmp samesign ult i32 %28, %6
  br i1 %29, label %24, label %11, !llvm.loop !23

30:                                               ; preds = %43, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = icmp samesign ult i32 %7, %6
  br i1 %31, label %47, label %46

32:                                               ; preds = %20, %43
  %33 = phi i64 [ %18, %20 ], [ %44, %43 ]
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %43, label %37

37:                                               ; preds = %32
  %38 = tail call noundef i32 @llvm.umin.i32(i32 %35, i32 %6)
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13kmer_spectrumE6s_hist to ptr), i64 %39
  %41 = getelementptr i8, ptr %40, i64 -4
  %42 = atomicrmw add ptr %41, i32 1 seq_cst, align 4
  br label %43

43:                                               ; preds = %32, %37
  %44 = add i64 %33, %23
  %45 = icmp ult i64 %44, %1
  br i1 %45, label %32, label %30, !llvm.loop !24

46:                                               ; preds = %57, %30
  ret void

47:                                               ; preds = %30, %57
  %48 = phi i32 [ %58, %57 ], [ %7, %30 ]
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13kmer_spectrumE6s_hist to ptr), i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %57, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds nuw i64, ptr %2, i64 %49
  %55 = zext i32 %51 to i64
  %56 = atomicrmw add ptr %54, i64 %55 seq_cst, align 8
  br label %57

57:                                               ; preds = %47, %53
  %58 = add nuw nsw i32 %48, %14
  %59 = icmp samesign ult i32 %58, %6
  br i1 %59, label %47, label %46, !llvm.loop !25
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !8, i64 0}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
