; ModuleID = 'src/merge_sort_path.cu'
source_filename = "src/merge_sort_path.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25oddeven_merge_sort_sharedE3s_k = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ25oddeven_merge_sort_sharedE3s_v = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ16merge_path_mergeE3s_k = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ16merge_path_mergeE3s_v = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @oddeven_merge_sort_shared(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp ne i32 %3, 0
  %7 = sext i1 %6 to i32
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = shl i32 %8, 10
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %22

11:                                               ; preds = %4
  %12 = shl nuw nsw i32 %5, 1
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = shl i32 %13, 10
  %15 = zext nneg i32 %5 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %15
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %15
  %18 = add nuw nsw i32 %5, 512
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %19
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %19
  br label %23

22:                                               ; preds = %119, %4
  ret void

23:                                               ; preds = %11, %119
  %24 = phi i32 [ %9, %11 ], [ %120, %119 ]
  %25 = sub nsw i32 %2, %24
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 1024)
  %27 = icmp sgt i32 %25, %5
  br i1 %27, label %28, label %37

28:                                               ; preds = %23
  %29 = or disjoint i32 %5, %24
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  store i32 %32, ptr %16, align 4, !tbaa !6
  %33 = or disjoint i32 %5, %24
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  br label %38

37:                                               ; preds = %23
  store i32 %7, ptr %16, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %37, %28
  %39 = phi i32 [ %36, %28 ], [ 0, %37 ]
  store i32 %39, ptr %17, align 4, !tbaa !6
  %40 = icmp slt i32 %18, %26
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = add nsw i32 %18, %24
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  store i32 %45, ptr %20, align 4, !tbaa !6
  %46 = add nsw i32 %18, %24
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  br label %51

50:                                               ; preds = %38
  store i32 %7, ptr %20, align 4, !tbaa !6
  br label %51

51:                                               ; preds = %50, %41
  %52 = phi i32 [ %49, %41 ], [ 0, %50 ]
  store i32 %52, ptr %21, align 4, !tbaa !6
  br label %54

53:                                               ; preds = %101
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %104, label %111

54:                                               ; preds = %51, %101
  %55 = phi i32 [ %102, %101 ], [ 2, %51 ]
  %56 = ashr exact i32 %55, 1
  %57 = add nsw i32 %56, 1023
  %58 = and i32 %57, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %59 = sub nsw i32 %12, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %60
  %62 = add nsw i32 %59, %56
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %63
  %65 = load i32, ptr %61, align 4, !tbaa !6
  %66 = load i32, ptr %64, align 4, !tbaa !6
  %67 = icmp ule i32 %65, %66
  %68 = xor i1 %6, %67
  br i1 %68, label %69, label %74

69:                                               ; preds = %54
  %70 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %63
  %71 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %60
  store i32 %66, ptr %61, align 4, !tbaa !6
  store i32 %65, ptr %64, align 4, !tbaa !6
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = load i32, ptr %70, align 4, !tbaa !6
  store i32 %73, ptr %71, align 4, !tbaa !6
  store i32 %72, ptr %70, align 4, !tbaa !6
  br label %74

74:                                               ; preds = %54, %69
  %75 = ashr i32 %55, 2
  %76 = icmp sgt i32 %75, 0
  br i1 %76, label %77, label %101

77:                                               ; preds = %74, %98
  %78 = phi i32 [ %99, %98 ], [ %75, %74 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %79 = icmp samesign ult i32 %58, %78
  br i1 %79, label %98, label %80

80:                                               ; preds = %77
  %81 = add nuw nsw i32 %78, 1023
  %82 = and i32 %81, %5
  %83 = sub nsw i32 %12, %82
  %84 = sub nsw i32 %83, %78
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %85
  %87 = sext i32 %83 to i64
  %88 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %87
  %89 = load i32, ptr %86, align 4, !tbaa !6
  %90 = load i32, ptr %88, align 4, !tbaa !6
  %91 = icmp ule i32 %89, %90
  %92 = xor i1 %6, %91
  br i1 %92, label %93, label %98

93:                                               ; preds = %80
  %94 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %87
  %95 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %85
  store i32 %90, ptr %86, align 4, !tbaa !6
  store i32 %89, ptr %88, align 4, !tbaa !6
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = load i32, ptr %94, align 4, !tbaa !6
  store i32 %97, ptr %95, align 4, !tbaa !6
  store i32 %96, ptr %94, align 4, !tbaa !6
  br label %98

98:                                               ; preds = %93, %80, %77
  %99 = lshr i32 %78, 1
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %77, !llvm.loop !11

101:                                              ; preds = %98, %74
  %102 = shl i32 %55, 1
  %103 = icmp slt i32 %102, 1025
  br i1 %103, label %54, label %53, !llvm.loop !13

104:                                              ; preds = %53
  %105 = or disjoint i32 %5, %24
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %1, i64 %106
  %108 = getelementptr inbounds i32, ptr %0, i64 %106
  %109 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %109, ptr %108, align 4, !tbaa !6
  %110 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %110, ptr %107, align 4, !tbaa !6
  br label %111

111:                                              ; preds = %104, %53
  br i1 %40, label %112, label %119

112:                                              ; preds = %111
  %113 = add nsw i32 %18, %24
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %1, i64 %114
  %116 = getelementptr inbounds i32, ptr %0, i64 %114
  %117 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %117, ptr %116, align 4, !tbaa !6
  %118 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %118, ptr %115, align 4, !tbaa !6
  br label %119

119:                                              ; preds = %112, %111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %120 = add i32 %24, %14
  %121 = icmp slt i32 %120, %2
  br i1 %121, label %23, label %22, !llvm.loop !14
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @merge_path_partition(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sdiv i32 %10, %4
  %12 = sext i32 %11 to i64
  %13 = shl nsw i64 %12, 1
  %14 = sext i32 %2 to i64
  %15 = mul nsw i64 %13, %14
  %16 = sext i32 %1 to i64
  %17 = icmp slt i64 %15, %16
  br i1 %17, label %18, label %61

18:                                               ; preds = %5
  %19 = mul nsw i32 %11, %4
  %20 = sub nsw i32 %10, %19
  %21 = sub nsw i64 %16, %15
  %22 = tail call noundef range(i64 -6442450941, 2147483648) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 2147483648) %14, i64 range(i64 -6442450941, -9223372036854775808) %21)
  %23 = trunc i64 %22 to i32
  %24 = sub nsw i64 %21, %14
  %25 = tail call noundef range(i64 -6442450941, 2147483648) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 2147483648) %14, i64 range(i64 -6442450941, -9223372036854775808) %24)
  %26 = tail call noundef range(i64 0, 2147483648) i64 @llvm.smax.i64(i64 range(i64 -6442450941, 2147483648) %25, i64 0)
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = shl nsw i32 %20, 10
  %29 = add nsw i32 %27, %23
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %28, i32 %29)
  %31 = getelementptr inbounds i32, ptr %0, i64 %15
  %32 = shl i64 %22, 32
  %33 = ashr exact i64 %32, 30
  %34 = getelementptr inbounds i8, ptr %31, i64 %33
  %35 = sub nsw i32 %30, %27
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %30, i32 %23)
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %57

39:                                               ; preds = %18, %39
  %40 = phi i32 [ %55, %39 ], [ %36, %18 ]
  %41 = phi i32 [ %54, %39 ], [ %37, %18 ]
  %42 = add nuw nsw i32 %40, %41
  %43 = lshr i32 %42, 1
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr %31, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = xor i32 %43, -1
  %48 = add i32 %30, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %34, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = icmp ugt i32 %46, %51
  %53 = add nuw nsw i32 %43, 1
  %54 = select i1 %52, i32 %43, i32 %41
  %55 = select i1 %52, i32 %40, i32 %53
  %56 = icmp slt i32 %55, %54
  br i1 %56, label %39, label %57, !llvm.loop !15

57:                                               ; preds = %39, %18
  %58 = phi i32 [ %36, %18 ], [ %55, %39 ]
  %59 = sext i32 %10 to i64
  %60 = getelementptr inbounds i32, ptr %3, i64 %59
  store i32 %58, ptr %60, align 4, !tbaa !6
  br label %61

61:                                               ; preds = %5, %57
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @merge_path_merge(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = shl nuw nsw i32 %10, 1
  %13 = zext nneg i32 %12 to i64
  %14 = sext i32 %5 to i64
  %15 = mul nsw i64 %14, %13
  %16 = sext i32 %4 to i64
  %17 = icmp slt i64 %15, %16
  br i1 %17, label %18, label %300

18:                                               ; preds = %8
  %19 = add nuw nsw i32 %9, 1
  %20 = icmp slt i32 %19, %7
  br i1 %20, label %21, label %300

21:                                               ; preds = %18
  %22 = sub nsw i64 %16, %15
  %23 = tail call noundef range(i64 -6442450941, 2147483648) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 2147483648) %14, i64 range(i64 -6442450941, -9223372036854775808) %22)
  %24 = trunc i64 %23 to i32
  %25 = sub nsw i64 %22, %14
  %26 = tail call noundef range(i64 -6442450941, 2147483648) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 2147483648) %14, i64 range(i64 -6442450941, -9223372036854775808) %25)
  %27 = tail call noundef range(i64 0, 2147483648) i64 @llvm.smax.i64(i64 range(i64 -6442450941, 2147483648) %26, i64 0)
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = shl nsw i32 %9, 10
  %30 = add nsw i32 %28, %24
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %30)
  %32 = add nsw i32 %31, 1024
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 %30)
  %34 = icmp slt i32 %29, %33
  br i1 %34, label %35, label %300

35:                                               ; preds = %21
  %36 = mul nsw i32 %7, %10
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr %6, i64 %37
  %39 = zext nneg i32 %9 to i64
  %40 = getelementptr inbounds nuw i32, ptr %38, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = sub nsw i32 %31, %28
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 %41)
  %44 = tail call i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %24)
  %46 = tail call noundef i32 @llvm.smin.i32(i32 %44, i32 %45)
  %47 = zext nneg i32 %19 to i64
  %48 = getelementptr inbounds nuw i32, ptr %38, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = sub nsw i32 %33, %28
  %51 = tail call noundef i32 @llvm.smax.i32(i32 %46, i32 %50)
  %52 = tail call noundef i32 @llvm.smax.i32(i32 %49, i32 %51)
  %53 = sub nsw i32 %33, %31
  %54 = add nsw i32 %46, %53
  %55 = tail call noundef i32 @llvm.smin.i32(i32 %33, i32 %24)
  %56 = tail call noundef i32 @llvm.smin.i32(i32 %54, i32 %55)
  %57 = tail call noundef i32 @llvm.smin.i32(i32 %52, i32 %56)
  %58 = sub nsw i32 %31, %46
  %59 = sub nsw i32 %57, %46
  %60 = add i32 %58, %57
  %61 = sub i32 %33, %60
  %62 = getelementptr inbounds i32, ptr %0, i64 %15
  %63 = sext i32 %46 to i64
  %64 = getelementptr inbounds i32, ptr %62, i64 %63
  %65 = shl i64 %23, 32
  %66 = ashr exact i64 %65, 32
  %67 = getelementptr inbounds i32, ptr %62, i64 %66
  %68 = sext i32 %58 to i64
  %69 = getelementptr inbounds i32, ptr %67, i64 %68
  %70 = getelementptr inbounds i32, ptr %1, i64 %15
  %71 = getelementptr inbounds i32, ptr %70, i64 %63
  %72 = getelementptr inbounds i32, ptr %70, i64 %66
  %73 = getelementptr inbounds i32, ptr %72, i64 %68
  %74 = add nsw i32 %59, %61
  %75 = icmp slt i32 %11, %74
  br i1 %75, label %108, label %76

76:                                               ; preds = %125, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = shl nuw nsw i32 %11, 2
  %78 = tail call noundef i32 @llvm.smin.i32(i32 %77, i32 %74)
  %79 = sext i32 %59 to i64
  %80 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %79
  %81 = sub nsw i32 %78, %61
  %82 = tail call noundef i32 @llvm.smax.i32(i32 %81, i32 0)
  %83 = tail call noundef i32 @llvm.smin.i32(i32 %78, i32 %59)
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %103

85:                                               ; preds = %76, %85
  %86 = phi i32 [ %101, %85 ], [ %82, %76 ]
  %87 = phi i32 [ %100, %85 ], [ %83, %76 ]
  %88 = add nuw nsw i32 %86, %87
  %89 = lshr i32 %88, 1
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = xor i32 %89, -1
  %94 = add i32 %78, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %80, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = icmp ugt i32 %92, %97
  %99 = add nuw nsw i32 %89, 1
  %100 = select i1 %98, i32 %89, i32 %87
  %101 = select i1 %98, i32 %86, i32 %99
  %102 = icmp slt i32 %101, %100
  br i1 %102, label %85, label %103, !llvm.loop !16

103:                                              ; preds = %85, %76
  %104 = phi i32 [ %82, %76 ], [ %101, %85 ]
  %105 = sub nsw i32 %78, %104
  %106 = icmp slt i32 %104, %59
  %107 = icmp sge i32 %105, %61
  br i1 %106, label %132, label %136

108:                                              ; preds = %35, %125
  %109 = phi i32 [ %130, %125 ], [ %11, %35 ]
  %110 = icmp slt i32 %109, %59
  br i1 %110, label %111, label %117

111:                                              ; preds = %108
  %112 = zext nneg i32 %109 to i64
  %113 = getelementptr inbounds nuw i32, ptr %64, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %112
  store i32 %114, ptr %115, align 4, !tbaa !6
  %116 = getelementptr inbounds nuw i32, ptr %71, i64 %112
  br label %125

117:                                              ; preds = %108
  %118 = sub nsw i32 %109, %59
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds nuw i32, ptr %69, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = zext nneg i32 %109 to i64
  %123 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %122
  store i32 %121, ptr %123, align 4, !tbaa !6
  %124 = getelementptr inbounds nuw i32, ptr %73, i64 %119
  br label %125

125:                                              ; preds = %111, %117
  %126 = phi i64 [ %112, %111 ], [ %122, %117 ]
  %127 = phi ptr [ %116, %111 ], [ %124, %117 ]
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %126
  store i32 %128, ptr %129, align 4, !tbaa !6
  %130 = add nuw nsw i32 %109, 256
  %131 = icmp slt i32 %130, %74
  br i1 %131, label %108, label %76, !llvm.loop !17

132:                                              ; preds = %103
  %133 = zext nneg i32 %104 to i64
  %134 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  br label %136

136:                                              ; preds = %103, %132
  %137 = phi i32 [ %135, %132 ], [ -1, %103 ]
  br i1 %107, label %143, label %138

138:                                              ; preds = %136
  %139 = add nsw i32 %105, %59
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  br label %143

143:                                              ; preds = %136, %138
  %144 = phi i32 [ %142, %138 ], [ -1, %136 ]
  %145 = icmp ule i32 %137, %144
  %146 = select i1 %107, i1 true, i1 %145
  %147 = select i1 %106, i1 %146, i1 false
  %148 = select i1 %147, i32 %137, i32 %144
  br i1 %147, label %149, label %151

149:                                              ; preds = %143
  %150 = zext nneg i32 %104 to i64
  br label %155

151:                                              ; preds = %143
  br i1 %107, label %159, label %152

152:                                              ; preds = %151
  %153 = add nsw i32 %105, %59
  %154 = sext i32 %153 to i64
  br label %155

155:                                              ; preds = %149, %152
  %156 = phi i64 [ %154, %152 ], [ %150, %149 ]
  %157 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  br label %159

159:                                              ; preds = %155, %151
  %160 = phi i32 [ 0, %151 ], [ %158, %155 ]
  %161 = zext i1 %147 to i32
  %162 = add nuw nsw i32 %104, %161
  %163 = xor i1 %147, true
  %164 = zext i1 %163 to i32
  %165 = add nsw i32 %105, %164
  %166 = icmp slt i32 %162, %59
  %167 = icmp sge i32 %165, %61
  br i1 %166, label %168, label %172

168:                                              ; preds = %159
  %169 = zext nneg i32 %162 to i64
  %170 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  br label %172

172:                                              ; preds = %168, %159
  %173 = phi i32 [ %171, %168 ], [ -1, %159 ]
  br i1 %167, label %179, label %174

174:                                              ; preds = %172
  %175 = add nsw i32 %165, %59
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !6
  br label %179

179:                                              ; preds = %174, %172
  %180 = phi i32 [ %178, %174 ], [ -1, %172 ]
  %181 = icmp ule i32 %173, %180
  %182 = select i1 %167, i1 true, i1 %181
  %183 = select i1 %166, i1 %182, i1 false
  %184 = select i1 %183, i32 %173, i32 %180
  br i1 %183, label %189, label %185

185:                                              ; preds = %179
  br i1 %167, label %195, label %186

186:                                              ; preds = %185
  %187 = add nsw i32 %165, %59
  %188 = sext i32 %187 to i64
  br label %191

189:                                              ; preds = %179
  %190 = zext nneg i32 %162 to i64
  br label %191

191:                                              ; preds = %186, %189
  %192 = phi i64 [ %190, %189 ], [ %188, %186 ]
  %193 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !6
  br label %195

195:                                              ; preds = %191, %185
  %196 = phi i32 [ 0, %185 ], [ %194, %191 ]
  %197 = zext i1 %183 to i32
  %198 = add nuw nsw i32 %162, %197
  %199 = xor i1 %183, true
  %200 = zext i1 %199 to i32
  %201 = add nsw i32 %165, %200
  %202 = icmp slt i32 %198, %59
  %203 = icmp sge i32 %201, %61
  br i1 %202, label %204, label %208

204:                                              ; preds = %195
  %205 = zext nneg i32 %198 to i64
  %206 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !6
  br label %208

208:                                              ; preds = %204, %195
  %209 = phi i32 [ %207, %204 ], [ -1, %195 ]
  br i1 %203, label %215, label %210

210:                                              ; preds = %208
  %211 = add nsw i32 %201, %59
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !6
  br label %215

215:                                              ; preds = %210, %208
  %216 = phi i32 [ %214, %210 ], [ -1, %208 ]
  %217 = icmp ule i32 %209, %216
  %218 = select i1 %203, i1 true, i1 %217
  %219 = select i1 %202, i1 %218, i1 false
  %220 = select i1 %219, i32 %209, i32 %216
  br i1 %219, label %225, label %221

221:                                              ; preds = %215
  br i1 %203, label %231, label %222

222:                                              ; preds = %221
  %223 = add nsw i32 %201, %59
  %224 = sext i32 %223 to i64
  br label %227

225:                                              ; preds = %215
  %226 = zext nneg i32 %198 to i64
  br label %227

227:                                              ; preds = %222, %225
  %228 = phi i64 [ %226, %225 ], [ %224, %222 ]
  %229 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !6
  br label %231

231:                                              ; preds = %227, %221
  %232 = phi i32 [ 0, %221 ], [ %230, %227 ]
  %233 = zext i1 %219 to i32
  %234 = add nuw nsw i32 %198, %233
  %235 = xor i1 %219, true
  %236 = zext i1 %235 to i32
  %237 = add nsw i32 %201, %236
  %238 = icmp slt i32 %234, %59
  %239 = icmp sge i32 %237, %61
  br i1 %238, label %240, label %244

240:                                              ; preds = %231
  %241 = zext nneg i32 %234 to i64
  %242 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %241
  %243 = load i32, ptr %242, align 4, !tbaa !6
  br label %244

244:                                              ; preds = %240, %231
  %245 = phi i32 [ %243, %240 ], [ -1, %231 ]
  br i1 %239, label %251, label %246

246:                                              ; preds = %244
  %247 = add nsw i32 %237, %59
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %248
  %250 = load i32, ptr %249, align 4, !tbaa !6
  br label %251

251:                                              ; preds = %246, %244
  %252 = phi i32 [ %250, %246 ], [ -1, %244 ]
  %253 = icmp ule i32 %245, %252
  %254 = select i1 %239, i1 true, i1 %253
  %255 = select i1 %238, i1 %254, i1 false
  %256 = select i1 %255, i32 %245, i32 %252
  br i1 %255, label %261, label %257

257:                                              ; preds = %251
  br i1 %239, label %267, label %258

258:                                              ; preds = %257
  %259 = add nsw i32 %237, %59
  %260 = sext i32 %259 to i64
  br label %263

261:                                              ; preds = %251
  %262 = zext nneg i32 %234 to i64
  br label %263

263:                                              ; preds = %258, %261
  %264 = phi i64 [ %262, %261 ], [ %260, %258 ]
  %265 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !6
  br label %267

267:                                              ; preds = %263, %257
  %268 = phi i32 [ 0, %257 ], [ %266, %263 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %269 = zext nneg i32 %77 to i64
  %270 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %269
  store i32 %148, ptr %270, align 4, !tbaa !6
  %271 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %269
  store i32 %160, ptr %271, align 4, !tbaa !6
  %272 = or disjoint i32 %77, 1
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %273
  store i32 %184, ptr %274, align 4, !tbaa !6
  %275 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %273
  store i32 %196, ptr %275, align 4, !tbaa !6
  %276 = or disjoint i32 %77, 2
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %277
  store i32 %220, ptr %278, align 4, !tbaa !6
  %279 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %277
  store i32 %232, ptr %279, align 4, !tbaa !6
  %280 = or disjoint i32 %77, 3
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %281
  store i32 %256, ptr %282, align 4, !tbaa !6
  %283 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %281
  store i32 %268, ptr %283, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %284 = icmp slt i32 %11, %53
  br i1 %284, label %285, label %300

285:                                              ; preds = %267
  %286 = sext i32 %31 to i64
  %287 = add nsw i64 %15, %286
  br label %288

288:                                              ; preds = %285, %288
  %289 = phi i32 [ %11, %285 ], [ %298, %288 ]
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %290
  %292 = load i32, ptr %291, align 4, !tbaa !6
  %293 = add nsw i64 %287, %290
  %294 = getelementptr inbounds i32, ptr %2, i64 %293
  store i32 %292, ptr %294, align 4, !tbaa !6
  %295 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %290
  %296 = load i32, ptr %295, align 4, !tbaa !6
  %297 = getelementptr inbounds i32, ptr %3, i64 %293
  store i32 %296, ptr %297, align 4, !tbaa !6
  %298 = add nuw nsw i32 %289, 256
  %299 = icmp slt i32 %298, %53
  br i1 %299, label %288, label %300, !llvm.loop !18

300:                                              ; preds = %288, %267, %21, %8, %18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="512" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
