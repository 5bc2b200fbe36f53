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
  br i1 %10, label %11, label %29

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
  %22 = zext nneg i32 %5 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %22
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %22
  %25 = add nuw nsw i32 %5, 512
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %26
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %26
  br label %30

29:                                               ; preds = %128, %4
  ret void

30:                                               ; preds = %11, %128
  %31 = phi i32 [ %9, %11 ], [ %129, %128 ]
  %32 = sub nsw i32 %2, %31
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 1024)
  %34 = icmp sgt i32 %32, %5
  br i1 %34, label %35, label %44

35:                                               ; preds = %30
  %36 = or disjoint i32 %5, %31
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  store i32 %39, ptr %16, align 4, !tbaa !6
  %40 = or disjoint i32 %5, %31
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %1, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6
  br label %45

44:                                               ; preds = %30
  store i32 %7, ptr %16, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %44, %35
  %46 = phi i32 [ %43, %35 ], [ 0, %44 ]
  store i32 %46, ptr %17, align 4, !tbaa !6
  %47 = icmp slt i32 %18, %33
  br i1 %47, label %48, label %57

48:                                               ; preds = %45
  %49 = add nsw i32 %18, %31
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  store i32 %52, ptr %20, align 4, !tbaa !6
  %53 = add nsw i32 %18, %31
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %1, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !6
  br label %58

57:                                               ; preds = %45
  store i32 %7, ptr %20, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %57, %48
  %59 = phi i32 [ %56, %48 ], [ 0, %57 ]
  store i32 %59, ptr %21, align 4, !tbaa !6
  br label %62

60:                                               ; preds = %109
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = icmp sgt i32 %32, %5
  br i1 %61, label %112, label %119

62:                                               ; preds = %58, %109
  %63 = phi i32 [ %110, %109 ], [ 2, %58 ]
  %64 = ashr exact i32 %63, 1
  %65 = add nsw i32 %64, 1023
  %66 = and i32 %65, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = sub nsw i32 %12, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %68
  %70 = add nsw i32 %67, %64
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %71
  %73 = load i32, ptr %69, align 4, !tbaa !6
  %74 = load i32, ptr %72, align 4, !tbaa !6
  %75 = icmp ule i32 %73, %74
  %76 = xor i1 %6, %75
  br i1 %76, label %77, label %82

77:                                               ; preds = %62
  %78 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %71
  %79 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %68
  store i32 %74, ptr %69, align 4, !tbaa !6
  store i32 %73, ptr %72, align 4, !tbaa !6
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = load i32, ptr %78, align 4, !tbaa !6
  store i32 %81, ptr %79, align 4, !tbaa !6
  store i32 %80, ptr %78, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %62, %77
  %83 = ashr i32 %63, 2
  %84 = icmp sgt i32 %83, 0
  br i1 %84, label %85, label %109

85:                                               ; preds = %82, %106
  %86 = phi i32 [ %107, %106 ], [ %83, %82 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp samesign ult i32 %66, %86
  br i1 %87, label %106, label %88

88:                                               ; preds = %85
  %89 = add nuw nsw i32 %86, 1023
  %90 = and i32 %89, %5
  %91 = sub nsw i32 %12, %90
  %92 = sub nsw i32 %91, %86
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %93
  %95 = sext i32 %91 to i64
  %96 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_k to ptr), i64 %95
  %97 = load i32, ptr %94, align 4, !tbaa !6
  %98 = load i32, ptr %96, align 4, !tbaa !6
  %99 = icmp ule i32 %97, %98
  %100 = xor i1 %6, %99
  br i1 %100, label %101, label %106

101:                                              ; preds = %88
  %102 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %95
  %103 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25oddeven_merge_sort_sharedE3s_v to ptr), i64 %93
  store i32 %98, ptr %94, align 4, !tbaa !6
  store i32 %97, ptr %96, align 4, !tbaa !6
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = load i32, ptr %102, align 4, !tbaa !6
  store i32 %105, ptr %103, align 4, !tbaa !6
  store i32 %104, ptr %102, align 4, !tbaa !6
  br label %106

106:                                              ; preds = %101, %88, %85
  %107 = lshr i32 %86, 1
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %85, !llvm.loop !11

109:                                              ; preds = %106, %82
  %110 = shl i32 %63, 1
  %111 = icmp slt i32 %110, 1025
  br i1 %111, label %62, label %60, !llvm.loop !14

112:                                              ; preds = %60
  %113 = load i32, ptr %23, align 4, !tbaa !6
  %114 = or disjoint i32 %5, %31
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %0, i64 %115
  store i32 %113, ptr %116, align 4, !tbaa !6
  %117 = load i32, ptr %24, align 4, !tbaa !6
  %118 = getelementptr inbounds i32, ptr %1, i64 %115
  store i32 %117, ptr %118, align 4, !tbaa !6
  br label %119

119:                                              ; preds = %112, %60
  %120 = icmp slt i32 %25, %33
  br i1 %120, label %121, label %128

121:                                              ; preds = %119
  %122 = load i32, ptr %27, align 4, !tbaa !6
  %123 = add nsw i32 %25, %31
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %0, i64 %124
  store i32 %122, ptr %125, align 4, !tbaa !6
  %126 = load i32, ptr %28, align 4, !tbaa !6
  %127 = getelementptr inbounds i32, ptr %1, i64 %124
  store i32 %126, ptr %127, align 4, !tbaa !6
  br label %128

128:                                              ; preds = %121, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = add i32 %31, %14
  %130 = icmp slt i32 %129, %2
  br i1 %130, label %30, label %29, !llvm.loop !15
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
  br i1 %56, label %39, label %57, !llvm.loop !16

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
  br i1 %17, label %18, label %308

18:                                               ; preds = %8
  %19 = add nuw nsw i32 %9, 1
  %20 = icmp slt i32 %19, %7
  br i1 %20, label %21, label %308

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
  br i1 %34, label %35, label %308

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
  br i1 %102, label %85, label %103, !llvm.loop !17

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
  br i1 %131, label %108, label %76, !llvm.loop !18

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
  br i1 %106, label %145, label %148

145:                                              ; preds = %143
  %146 = icmp ule i32 %137, %144
  %147 = select i1 %107, i1 true, i1 %146
  br label %148

148:                                              ; preds = %145, %143
  %149 = phi i1 [ false, %143 ], [ %147, %145 ]
  %150 = select i1 %149, i32 %137, i32 %144
  br i1 %149, label %151, label %153

151:                                              ; preds = %148
  %152 = zext nneg i32 %104 to i64
  br label %157

153:                                              ; preds = %148
  br i1 %107, label %161, label %154

154:                                              ; preds = %153
  %155 = add nsw i32 %105, %59
  %156 = sext i32 %155 to i64
  br label %157

157:                                              ; preds = %151, %154
  %158 = phi i64 [ %156, %154 ], [ %152, %151 ]
  %159 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !6
  br label %161

161:                                              ; preds = %157, %153
  %162 = phi i32 [ 0, %153 ], [ %160, %157 ]
  %163 = zext i1 %149 to i32
  %164 = add nuw nsw i32 %104, %163
  %165 = xor i1 %149, true
  %166 = zext i1 %165 to i32
  %167 = add nsw i32 %105, %166
  %168 = icmp slt i32 %164, %59
  %169 = icmp sge i32 %167, %61
  br i1 %168, label %170, label %174

170:                                              ; preds = %161
  %171 = zext nneg i32 %164 to i64
  %172 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !6
  br label %174

174:                                              ; preds = %170, %161
  %175 = phi i32 [ %173, %170 ], [ -1, %161 ]
  br i1 %169, label %181, label %176

176:                                              ; preds = %174
  %177 = add nsw i32 %167, %59
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !6
  br label %181

181:                                              ; preds = %176, %174
  %182 = phi i32 [ %180, %176 ], [ -1, %174 ]
  br i1 %168, label %183, label %186

183:                                              ; preds = %181
  %184 = icmp ule i32 %175, %182
  %185 = select i1 %169, i1 true, i1 %184
  br label %186

186:                                              ; preds = %183, %181
  %187 = phi i1 [ false, %181 ], [ %185, %183 ]
  %188 = select i1 %187, i32 %175, i32 %182
  br i1 %187, label %193, label %189

189:                                              ; preds = %186
  br i1 %169, label %199, label %190

190:                                              ; preds = %189
  %191 = add nsw i32 %167, %59
  %192 = sext i32 %191 to i64
  br label %195

193:                                              ; preds = %186
  %194 = zext nneg i32 %164 to i64
  br label %195

195:                                              ; preds = %190, %193
  %196 = phi i64 [ %194, %193 ], [ %192, %190 ]
  %197 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !6
  br label %199

199:                                              ; preds = %195, %189
  %200 = phi i32 [ 0, %189 ], [ %198, %195 ]
  %201 = zext i1 %187 to i32
  %202 = add nuw nsw i32 %164, %201
  %203 = xor i1 %187, true
  %204 = zext i1 %203 to i32
  %205 = add nsw i32 %167, %204
  %206 = icmp slt i32 %202, %59
  %207 = icmp sge i32 %205, %61
  br i1 %206, label %208, label %212

208:                                              ; preds = %199
  %209 = zext nneg i32 %202 to i64
  %210 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !6
  br label %212

212:                                              ; preds = %208, %199
  %213 = phi i32 [ %211, %208 ], [ -1, %199 ]
  br i1 %207, label %219, label %214

214:                                              ; preds = %212
  %215 = add nsw i32 %205, %59
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !6
  br label %219

219:                                              ; preds = %214, %212
  %220 = phi i32 [ %218, %214 ], [ -1, %212 ]
  br i1 %206, label %221, label %224

221:                                              ; preds = %219
  %222 = icmp ule i32 %213, %220
  %223 = select i1 %207, i1 true, i1 %222
  br label %224

224:                                              ; preds = %221, %219
  %225 = phi i1 [ false, %219 ], [ %223, %221 ]
  %226 = select i1 %225, i32 %213, i32 %220
  br i1 %225, label %231, label %227

227:                                              ; preds = %224
  br i1 %207, label %237, label %228

228:                                              ; preds = %227
  %229 = add nsw i32 %205, %59
  %230 = sext i32 %229 to i64
  br label %233

231:                                              ; preds = %224
  %232 = zext nneg i32 %202 to i64
  br label %233

233:                                              ; preds = %228, %231
  %234 = phi i64 [ %232, %231 ], [ %230, %228 ]
  %235 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !6
  br label %237

237:                                              ; preds = %233, %227
  %238 = phi i32 [ 0, %227 ], [ %236, %233 ]
  %239 = zext i1 %225 to i32
  %240 = add nuw nsw i32 %202, %239
  %241 = xor i1 %225, true
  %242 = zext i1 %241 to i32
  %243 = add nsw i32 %205, %242
  %244 = icmp slt i32 %240, %59
  %245 = icmp sge i32 %243, %61
  br i1 %244, label %246, label %250

246:                                              ; preds = %237
  %247 = zext nneg i32 %240 to i64
  %248 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !6
  br label %250

250:                                              ; preds = %246, %237
  %251 = phi i32 [ %249, %246 ], [ -1, %237 ]
  br i1 %245, label %257, label %252

252:                                              ; preds = %250
  %253 = add nsw i32 %243, %59
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %254
  %256 = load i32, ptr %255, align 4, !tbaa !6
  br label %257

257:                                              ; preds = %252, %250
  %258 = phi i32 [ %256, %252 ], [ -1, %250 ]
  br i1 %244, label %259, label %262

259:                                              ; preds = %257
  %260 = icmp ule i32 %251, %258
  %261 = select i1 %245, i1 true, i1 %260
  br label %262

262:                                              ; preds = %259, %257
  %263 = phi i1 [ false, %257 ], [ %261, %259 ]
  %264 = select i1 %263, i32 %251, i32 %258
  br i1 %263, label %269, label %265

265:                                              ; preds = %262
  br i1 %245, label %275, label %266

266:                                              ; preds = %265
  %267 = add nsw i32 %243, %59
  %268 = sext i32 %267 to i64
  br label %271

269:                                              ; preds = %262
  %270 = zext nneg i32 %240 to i64
  br label %271

271:                                              ; preds = %266, %269
  %272 = phi i64 [ %270, %269 ], [ %268, %266 ]
  %273 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !6
  br label %275

275:                                              ; preds = %271, %265
  %276 = phi i32 [ 0, %265 ], [ %274, %271 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %277 = zext nneg i32 %77 to i64
  %278 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %277
  store i32 %150, ptr %278, align 4, !tbaa !6
  %279 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %277
  store i32 %162, ptr %279, align 4, !tbaa !6
  %280 = or disjoint i32 %77, 1
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %281
  store i32 %188, ptr %282, align 4, !tbaa !6
  %283 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %281
  store i32 %200, ptr %283, align 4, !tbaa !6
  %284 = or disjoint i32 %77, 2
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %285
  store i32 %226, ptr %286, align 4, !tbaa !6
  %287 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %285
  store i32 %238, ptr %287, align 4, !tbaa !6
  %288 = or disjoint i32 %77, 3
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %289
  store i32 %264, ptr %290, align 4, !tbaa !6
  %291 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %289
  store i32 %276, ptr %291, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %292 = icmp slt i32 %11, %53
  br i1 %292, label %293, label %308

293:                                              ; preds = %275
  %294 = sext i32 %31 to i64
  %295 = add nsw i64 %15, %294
  br label %296

296:                                              ; preds = %293, %296
  %297 = phi i32 [ %11, %293 ], [ %306, %296 ]
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_k to ptr), i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !6
  %301 = add nsw i64 %295, %298
  %302 = getelementptr inbounds i32, ptr %2, i64 %301
  store i32 %300, ptr %302, align 4, !tbaa !6
  %303 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16merge_path_mergeE3s_v to ptr), i64 %298
  %304 = load i32, ptr %303, align 4, !tbaa !6
  %305 = getelementptr inbounds i32, ptr %3, i64 %301
  store i32 %304, ptr %305, align 4, !tbaa !6
  %306 = add nuw nsw i32 %297, 256
  %307 = icmp slt i32 %306, %53
  br i1 %307, label %296, label %308, !llvm.loop !19

308:                                              ; preds = %296, %275, %21, %8, %18
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
