; ModuleID = 'src/fm_index.cu'
source_filename = "src/fm_index.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.FmHeader = type { [4 x i32], i32 }

@c_base_code = dso_local addrspace(4) externally_initialized constant [256 x i8] zeroinitializer, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_base_code to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(20) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 0)
  %8 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %7, i32 %5)
  %9 = sdiv i32 %8, 64
  %10 = mul i32 %9, 64
  %11 = sub i32 %8, %10
  %12 = shl nsw i32 %9, 2
  %13 = add i32 %12, %3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = sext i32 %9 to i64
  %18 = shl nsw i64 %17, 4
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 %18
  %20 = zext i32 %3 to i64
  %21 = mul i64 %20, 6148914691236517205
  %22 = icmp sgt i32 %11, 0
  br i1 %22, label %40, label %58

23:                                               ; preds = %58
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %25 = load i64, ptr %24, align 8, !tbaa !11
  %26 = xor i64 %25, %21
  %27 = lshr i64 %26, 1
  %28 = or i64 %27, %26
  %29 = and i64 %28, 1537228672809129301
  %30 = xor i64 %29, 1537228672809129301
  %31 = shl nuw nsw i32 %11, 1
  %32 = add nsw i32 %31, -64
  %33 = zext nneg i32 %32 to i64
  %34 = shl nsw i64 -1, %33
  %35 = xor i64 %34, -1
  %36 = and i64 %30, %35
  %37 = tail call range(i64 0, 32) i64 @llvm.ctpop.i64(i64 range(i64 0, 6148914691236517206) %36)
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = add nsw i32 %59, %38
  br label %61

40:                                               ; preds = %6
  %41 = load i64, ptr %19, align 8, !tbaa !11
  %42 = tail call i32 @llvm.umin.i32(i32 %11, i32 32)
  %43 = xor i64 %41, %21
  %44 = lshr i64 %43, 1
  %45 = or i64 %44, %43
  %46 = and i64 %45, 6148914691236517205
  %47 = xor i64 %46, 6148914691236517205
  %48 = icmp samesign ult i32 %11, 32
  %49 = shl nuw nsw i32 %42, 1
  %50 = zext nneg i32 %49 to i64
  %51 = shl nsw i64 -1, %50
  %52 = xor i64 %51, -1
  %53 = select i1 %48, i64 %52, i64 -1
  %54 = and i64 %47, %53
  %55 = tail call range(i64 0, 33) i64 @llvm.ctpop.i64(i64 range(i64 0, 6148914691236517206) %54)
  %56 = trunc nuw nsw i64 %55 to i32
  %57 = add nsw i32 %16, %56
  br label %58

58:                                               ; preds = %6, %40
  %59 = phi i32 [ %57, %40 ], [ %16, %6 ]
  %60 = icmp sgt i32 %11, 32
  br i1 %60, label %23, label %61

61:                                               ; preds = %23, %58
  %62 = phi i32 [ %59, %58 ], [ %39, %23 ]
  %63 = icmp eq i32 %3, 0
  %64 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %65 = load i32, ptr %64, align 4
  %66 = icmp slt i32 %65, %8
  %67 = select i1 %63, i1 %66, i1 false
  %68 = sext i1 %67 to i32
  %69 = add nsw i32 %62, %68
  ret i32 %69
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fm_backward_search(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.FmHeader) align 4 captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #1 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp sge i32 %16, %9
  %18 = icmp slt i32 %8, 1
  %19 = or i1 %18, %17
  %20 = icmp slt i32 %10, 1
  %21 = or i1 %19, %20
  br i1 %21, label %76, label %22

22:                                               ; preds = %11
  %23 = sext i32 %16 to i64
  %24 = getelementptr inbounds i32, ptr %4, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %25, i32 0)
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 %10)
  %28 = zext nneg i32 %10 to i64
  %29 = mul nsw i64 %28, %23
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 %29
  br label %31

31:                                               ; preds = %64, %22
  %32 = phi i32 [ 0, %22 ], [ %65, %64 ]
  %33 = phi i32 [ %8, %22 ], [ %66, %64 ]
  %34 = phi i32 [ 0, %22 ], [ %67, %64 ]
  %35 = phi i32 [ %27, %22 ], [ %36, %64 ]
  %36 = add nsw i32 %35, -1
  %37 = icmp sgt i32 %35, 0
  br i1 %37, label %38, label %69

38:                                               ; preds = %31
  %39 = zext nneg i32 %36 to i64
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !13
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_base_code to ptr), i64 %42
  %44 = load i8, ptr %43, align 1, !tbaa !13
  %45 = icmp ugt i8 %44, 3
  br i1 %45, label %64, label %46

46:                                               ; preds = %38
  %47 = zext nneg i8 %44 to i32
  %48 = zext nneg i8 %44 to i64
  %49 = getelementptr inbounds nuw i32, ptr %2, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = call noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef %47, i32 noundef %32, i32 noundef %8) #5
  %52 = add nsw i32 %51, %50
  %53 = call noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef %47, i32 noundef %33, i32 noundef %8) #5
  %54 = add nsw i32 %53, %50
  %55 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %52, i32 0)
  %56 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %55, i32 %8)
  %57 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %54, i32 0)
  %58 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %57, i32 %8)
  %59 = icmp slt i32 %55, %58
  %60 = select i1 %59, i32 %56, i32 %32
  %61 = select i1 %59, i32 %58, i32 %33
  %62 = zext i1 %59 to i32
  %63 = add nsw i32 %34, %62
  br label %64

64:                                               ; preds = %38, %46
  %65 = phi i32 [ %60, %46 ], [ %32, %38 ]
  %66 = phi i32 [ %61, %46 ], [ %33, %38 ]
  %67 = phi i32 [ %63, %46 ], [ %34, %38 ]
  %68 = phi i1 [ %59, %46 ], [ false, %38 ]
  br i1 %68, label %31, label %69, !llvm.loop !14

69:                                               ; preds = %31, %64
  %70 = phi i32 [ %65, %64 ], [ %32, %31 ]
  %71 = phi i32 [ %66, %64 ], [ %33, %31 ]
  %72 = phi i32 [ %67, %64 ], [ %34, %31 ]
  %73 = getelementptr inbounds i32, ptr %5, i64 %23
  store i32 %70, ptr %73, align 4, !tbaa !6
  %74 = getelementptr inbounds i32, ptr %6, i64 %23
  store i32 %71, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds i32, ptr %7, i64 %23
  store i32 %72, ptr %75, align 4, !tbaa !6
  br label %76

76:                                               ; preds = %11, %69
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fm_locate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.FmHeader) align 4 captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #1 {
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp sge i32 %17, %9
  %19 = icmp slt i32 %8, 1
  %20 = or i1 %19, %18
  %21 = icmp slt i32 %10, 1
  %22 = or i1 %20, %21
  %23 = icmp slt i32 %11, 1
  %24 = or i1 %22, %23
  br i1 %24, label %150, label %25

25:                                               ; preds = %12
  %26 = sext i32 %17 to i64
  %27 = getelementptr inbounds i32, ptr %4, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = getelementptr inbounds i32, ptr %5, i64 %26
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 %8)
  %34 = add nsw i32 %8, -1
  %35 = add nuw i32 %34, %10
  %36 = udiv i32 %35, %10
  %37 = icmp samesign ult i32 %29, %33
  br i1 %37, label %38, label %48

38:                                               ; preds = %25
  %39 = tail call i32 @llvm.umin.i32(i32 %29, i32 %8)
  %40 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %41 = load i32, ptr %40, align 4
  %42 = zext nneg i32 %11 to i64
  %43 = mul nsw i64 %42, %26
  %44 = getelementptr i32, ptr %6, i64 %43
  br label %45

45:                                               ; preds = %38, %112
  %46 = phi i32 [ %39, %38 ], [ %117, %112 ]
  %47 = phi i32 [ 0, %38 ], [ %116, %112 ]
  br label %70

48:                                               ; preds = %112, %25
  %49 = phi i32 [ 0, %25 ], [ %116, %112 ]
  %50 = icmp slt i32 %49, %11
  br i1 %50, label %51, label %121

51:                                               ; preds = %48
  %52 = zext nneg i32 %11 to i64
  %53 = mul nsw i64 %52, %26
  %54 = getelementptr i32, ptr %6, i64 %53
  %55 = sub i32 %11, %49
  %56 = and i32 %55, 7
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %66, label %58

58:                                               ; preds = %51, %58
  %59 = phi i32 [ %63, %58 ], [ %49, %51 ]
  %60 = phi i32 [ %64, %58 ], [ 0, %51 ]
  %61 = zext nneg i32 %59 to i64
  %62 = getelementptr i32, ptr %54, i64 %61
  store i32 -1, ptr %62, align 4, !tbaa !6
  %63 = add nuw nsw i32 %59, 1
  %64 = add i32 %60, 1
  %65 = icmp eq i32 %64, %56
  br i1 %65, label %66, label %58, !llvm.loop !16

66:                                               ; preds = %58, %51
  %67 = phi i32 [ %49, %51 ], [ %63, %58 ]
  %68 = sub i32 %49, %11
  %69 = icmp ugt i32 %68, -8
  br i1 %69, label %121, label %123

70:                                               ; preds = %45, %87
  %71 = phi i32 [ %105, %87 ], [ 0, %45 ]
  %72 = phi i32 [ %104, %87 ], [ %46, %45 ]
  %73 = icmp eq i32 %72, %41
  br i1 %73, label %107, label %74

74:                                               ; preds = %70
  %75 = freeze i32 %72
  %76 = udiv i32 %75, %10
  %77 = mul i32 %76, %10
  %78 = sub i32 %75, %77
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %87

80:                                               ; preds = %74
  %81 = icmp slt i32 %76, %36
  br i1 %81, label %82, label %107

82:                                               ; preds = %80
  %83 = zext nneg i32 %76 to i64
  %84 = getelementptr inbounds nuw i32, ptr %3, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = add nsw i32 %85, %71
  br label %107

87:                                               ; preds = %74
  %88 = lshr i32 %72, 5
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i64, ptr %0, i64 %89
  %91 = load i64, ptr %90, align 8, !tbaa !11
  %92 = shl nuw i32 %72, 1
  %93 = and i32 %92, 62
  %94 = zext nneg i32 %93 to i64
  %95 = lshr i64 %91, %94
  %96 = trunc i64 %95 to i32
  %97 = and i32 %96, 3
  %98 = and i64 %95, 3
  %99 = getelementptr inbounds nuw i32, ptr %2, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = call noundef i32 @_Z3occPKmPKjRK8FmHeaderjii(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef %97, i32 noundef %72, i32 noundef %8) #5
  %102 = add nsw i32 %101, %100
  %103 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %102, i32 0)
  %104 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %103, i32 %34)
  %105 = add nuw i32 %71, 1
  %106 = icmp eq i32 %71, %10
  br i1 %106, label %107, label %70, !llvm.loop !18

107:                                              ; preds = %87, %70, %80, %82
  %108 = phi i32 [ %86, %82 ], [ -1, %80 ], [ %71, %70 ], [ -1, %87 ]
  %109 = icmp sgt i32 %108, -1
  br i1 %109, label %110, label %112

110:                                              ; preds = %107
  %111 = urem i32 %108, %8
  br label %112

112:                                              ; preds = %110, %107
  %113 = phi i32 [ %111, %110 ], [ %108, %107 ]
  %114 = zext nneg i32 %47 to i64
  %115 = getelementptr i32, ptr %44, i64 %114
  store i32 %113, ptr %115, align 4, !tbaa !6
  %116 = add nuw nsw i32 %47, 1
  %117 = add nuw nsw i32 %46, 1
  %118 = icmp samesign ult i32 %117, %33
  %119 = icmp slt i32 %116, %11
  %120 = select i1 %118, i1 %119, i1 false
  br i1 %120, label %45, label %48, !llvm.loop !19

121:                                              ; preds = %66, %123, %48
  %122 = getelementptr inbounds i32, ptr %7, i64 %26
  store i32 %49, ptr %122, align 4, !tbaa !6
  br label %150

123:                                              ; preds = %66, %123
  %124 = phi i32 [ %148, %123 ], [ %67, %66 ]
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr i32, ptr %54, i64 %125
  store i32 -1, ptr %126, align 4, !tbaa !6
  %127 = sext i32 %124 to i64
  %128 = getelementptr i32, ptr %54, i64 %127
  %129 = getelementptr i8, ptr %128, i64 4
  store i32 -1, ptr %129, align 4, !tbaa !6
  %130 = sext i32 %124 to i64
  %131 = getelementptr i32, ptr %54, i64 %130
  %132 = getelementptr i8, ptr %131, i64 8
  store i32 -1, ptr %132, align 4, !tbaa !6
  %133 = sext i32 %124 to i64
  %134 = getelementptr i32, ptr %54, i64 %133
  %135 = getelementptr i8, ptr %134, i64 12
  store i32 -1, ptr %135, align 4, !tbaa !6
  %136 = sext i32 %124 to i64
  %137 = getelementptr i32, ptr %54, i64 %136
  %138 = getelementptr i8, ptr %137, i64 16
  store i32 -1, ptr %138, align 4, !tbaa !6
  %139 = sext i32 %124 to i64
  %140 = getelementptr i32, ptr %54, i64 %139
  %141 = getelementptr i8, ptr %140, i64 20
  store i32 -1, ptr %141, align 4, !tbaa !6
  %142 = sext i32 %124 to i64
  %143 = getelementptr i32, ptr %54, i64 %142
  %144 = getelementptr i8, ptr %143, i64 24
  store i32 -1, ptr %144, align 4, !tbaa !6
  %145 = sext i32 %124 to i64
  %146 = getelementptr i32, ptr %54, i64 %145
  %147 = getelementptr i8, ptr %146, i64 28
  store i32 -1, ptr %147, align 4, !tbaa !6
  %148 = add nuw nsw i32 %124, 8
  %149 = icmp eq i32 %148, %11
  br i1 %149, label %121, label %123, !llvm.loop !20

150:                                              ; preds = %12, %121
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!12 = !{!"long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
