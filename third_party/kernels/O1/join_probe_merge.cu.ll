; ModuleID = 'src/join_probe_merge.cu'
source_filename = "src/join_probe_merge.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HashTable = type { i64, i32, i32 }
%struct.int2 = type { i32, i32 }

@_ZZ21hj_probe_emit_blockedE8warp_tot = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ21hj_probe_emit_blockedE6s_base = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18smj_semijoin_countE2sA = internal unnamed_addr addrspace(3) global [512 x i64] undef, align 8
@_ZZ18smj_semijoin_countE2sB = internal unnamed_addr addrspace(3) global [512 x i64] undef, align 8
@_ZZ18smj_semijoin_countE3red = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef i32 @_Z13probe_matchesPKyRK9HashTableyPiPKii(ptr noalias noundef readonly captures(none) %0, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %1, i64 noundef %2, ptr noundef writeonly captures(address_is_null) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = load i64, ptr %1, align 8, !tbaa !11
  %8 = add i64 %7, -1
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !14
  %11 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 1)
  %12 = tail call noundef i32 @llvm.smin.i32(i32 %11, i32 4096)
  %13 = zext nneg i32 %12 to i64
  %14 = tail call noundef i64 @llvm.smin.i64(i64 %13, i64 %7)
  %15 = trunc i64 %14 to i32
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %57

17:                                               ; preds = %6
  %18 = lshr i64 %2, 33
  %19 = xor i64 %18, %2
  %20 = mul i64 %19, -49064778989728563
  %21 = lshr i64 %20, 33
  %22 = xor i64 %21, %20
  %23 = mul i64 %22, -4265267296055464877
  %24 = lshr i64 %23, 33
  %25 = xor i64 %24, %23
  %26 = and i64 %8, %25
  %27 = icmp ne ptr %3, null
  br label %28

28:                                               ; preds = %51, %17
  %29 = phi i64 [ %26, %17 ], [ %53, %51 ]
  %30 = phi i32 [ 0, %17 ], [ %54, %51 ]
  %31 = phi i32 [ 0, %17 ], [ %52, %51 ]
  %32 = getelementptr inbounds nuw i64, ptr %0, i64 %29
  %33 = load i64, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i64 %33, -1
  br i1 %34, label %51, label %35

35:                                               ; preds = %28
  %36 = icmp eq i64 %33, %2
  br i1 %36, label %37, label %47

37:                                               ; preds = %35
  %38 = icmp slt i32 %31, %5
  %39 = select i1 %27, i1 %38, i1 false
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = getelementptr inbounds nuw i32, ptr %4, i64 %29
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = sext i32 %31 to i64
  %44 = getelementptr inbounds i32, ptr %3, i64 %43
  store i32 %42, ptr %44, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %40, %37
  %46 = add nsw i32 %31, 1
  br label %47

47:                                               ; preds = %45, %35
  %48 = phi i32 [ %46, %45 ], [ %31, %35 ]
  %49 = add i64 %29, 1
  %50 = and i64 %49, %8
  br label %51

51:                                               ; preds = %28, %47
  %52 = phi i32 [ %48, %47 ], [ %31, %28 ]
  %53 = phi i64 [ %50, %47 ], [ %29, %28 ]
  %54 = add nuw nsw i32 %30, 1
  %55 = icmp eq i32 %54, %15
  %56 = select i1 %34, i1 true, i1 %55
  br i1 %56, label %57, label %28, !llvm.loop !16

57:                                               ; preds = %51, %6
  %58 = phi i32 [ 0, %6 ], [ %52, %51 ]
  ret i32 %58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @hj_probe_count(ptr noalias noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.HashTable) align 8 captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #2 {
  %6 = load i64, ptr %1, align 8, !tbaa !11
  %7 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %6)
  %8 = icmp samesign ult i64 %7, 2
  %9 = add i64 %6, -1
  %10 = icmp ult i64 %9, 67108864
  %11 = select i1 %10, i1 %8, i1 false
  br i1 %11, label %12, label %34

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i64 %17, %19
  %21 = icmp slt i64 %20, %3
  br i1 %21, label %22, label %34

22:                                               ; preds = %12
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %24, %16
  br label %26

26:                                               ; preds = %22, %26
  %27 = phi i64 [ %20, %22 ], [ %32, %26 ]
  %28 = getelementptr inbounds nuw i64, ptr %2, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !15
  %30 = call noundef i32 @_Z13probe_matchesPKyRK9HashTableyPiPKii(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef %29, ptr noundef null, ptr noundef null, i32 noundef 0) #12
  %31 = getelementptr inbounds nuw i32, ptr %4, i64 %27
  store i32 %30, ptr %31, align 4, !tbaa !6
  %32 = add nuw nsw i64 %27, %25
  %33 = icmp slt i64 %32, %3
  br i1 %33, label %26, label %34, !llvm.loop !19

34:                                               ; preds = %26, %12, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hj_probe_emit_blocked(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.HashTable) align 8 captures(none) %2, ptr noalias noundef readonly captures(none) %3, i64 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #3 {
  %9 = alloca [8 x i32], align 4
  %10 = load i64, ptr %2, align 8, !tbaa !11
  %11 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %10)
  %12 = icmp samesign ult i64 %11, 2
  %13 = add i64 %10, -1
  %14 = icmp ult i64 %13, 67108864
  %15 = select i1 %14, i1 %12, i1 false
  br i1 %15, label %16, label %131

16:                                               ; preds = %8
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = and i32 %17, 31
  %19 = icmp ne i32 %18, 0
  %20 = icmp ugt i32 %5, 65536
  %21 = or i1 %19, %20
  br i1 %21, label %131, label %22

22:                                               ; preds = %16
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = and i32 %23, 31
  %25 = lshr i32 %23, 5
  %26 = lshr exact i32 %17, 5
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = shl nuw nsw i32 %17, 2
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %30, %28
  %32 = icmp eq i32 %23, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %22
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  br label %34

34:                                               ; preds = %33, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = zext nneg i32 %23 to i64
  %36 = add nuw nsw i64 %31, %35
  %37 = icmp eq i32 %24, 31
  %38 = zext nneg i32 %25 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %38
  %40 = icmp eq i32 %25, 0
  %41 = zext nneg i32 %5 to i64
  %42 = mul nuw nsw i64 %41, %28
  %43 = getelementptr %struct.int2, ptr %6, i64 %42
  %44 = icmp eq i32 %24, 0
  %45 = icmp samesign ult i32 %24, 2
  %46 = icmp samesign ult i32 %24, 4
  %47 = icmp samesign ult i32 %24, 8
  %48 = icmp samesign ult i32 %24, 16
  br label %50

49:                                               ; preds = %124
  br i1 %32, label %127, label %131

50:                                               ; preds = %34, %124
  %51 = phi i32 [ 0, %34 ], [ %125, %124 ]
  %52 = mul nuw nsw i32 %51, %17
  %53 = zext nneg i32 %52 to i64
  %54 = add nuw nsw i64 %36, %53
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #12
  %55 = icmp slt i64 %54, %4
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = getelementptr inbounds nuw i64, ptr %3, i64 %54
  %58 = load i64, ptr %57, align 8, !tbaa !15
  %59 = call noundef i32 @_Z13probe_matchesPKyRK9HashTableyPiPKii(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 noundef %58, ptr noundef nonnull %9, ptr noundef %1, i32 noundef 8) #12
  %60 = call noundef i32 @llvm.smin.i32(i32 %59, i32 8)
  br label %61

61:                                               ; preds = %50, %56
  %62 = phi i32 [ %60, %56 ], [ 0, %50 ]
  %63 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %62, i32 1, i32 0)
  %64 = select i1 %44, i32 0, i32 %63
  %65 = add nsw i32 %64, %62
  %66 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %65, i32 2, i32 0)
  %67 = select i1 %45, i32 0, i32 %66
  %68 = add nsw i32 %67, %65
  %69 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %68, i32 4, i32 0)
  %70 = select i1 %46, i32 0, i32 %69
  %71 = add nsw i32 %70, %68
  %72 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 8, i32 0)
  %73 = select i1 %47, i32 0, i32 %72
  %74 = add nsw i32 %73, %71
  %75 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %74, i32 16, i32 0)
  %76 = select i1 %48, i32 0, i32 %75
  %77 = add nsw i32 %76, %74
  br i1 %37, label %78, label %79

78:                                               ; preds = %61
  store i32 %77, ptr %39, align 4, !tbaa !6
  br label %79

79:                                               ; preds = %78, %61
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  br i1 %40, label %81, label %88

81:                                               ; preds = %88, %79
  %82 = phi i32 [ %80, %79 ], [ %94, %88 ]
  %83 = icmp sgt i32 %62, 0
  br i1 %83, label %84, label %97

84:                                               ; preds = %81
  %85 = sub i32 %77, %62
  %86 = add i32 %85, %82
  %87 = trunc i64 %54 to i32
  br label %98

88:                                               ; preds = %79, %88
  %89 = phi i32 [ %95, %88 ], [ 0, %79 ]
  %90 = phi i32 [ %94, %88 ], [ %80, %79 ]
  %91 = zext nneg i32 %89 to i64
  %92 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = add nsw i32 %93, %90
  %95 = add nuw nsw i32 %89, 1
  %96 = icmp eq i32 %95, %25
  br i1 %96, label %81, label %88, !llvm.loop !20

97:                                               ; preds = %109, %81
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %115, label %124

98:                                               ; preds = %84, %109
  %99 = phi i32 [ 0, %84 ], [ %110, %109 ]
  %100 = add nsw i32 %86, %99
  %101 = icmp slt i32 %100, %5
  br i1 %101, label %102, label %109

102:                                              ; preds = %98
  %103 = zext nneg i32 %99 to i64
  %104 = getelementptr inbounds nuw i32, ptr %9, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = sext i32 %100 to i64
  %107 = getelementptr %struct.int2, ptr %43, i64 %106
  store i32 %87, ptr %107, align 8, !tbaa !6
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 4
  store i32 %105, ptr %108, align 4, !tbaa !6
  br label %109

109:                                              ; preds = %102, %98
  %110 = add nuw nsw i32 %99, 1
  %111 = icmp eq i32 %110, %62
  br i1 %111, label %97, label %98, !llvm.loop !21

112:                                              ; preds = %115
  %113 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  %114 = add nsw i32 %113, %121
  store i32 %114, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  br label %124

115:                                              ; preds = %97, %115
  %116 = phi i32 [ %122, %115 ], [ 0, %97 ]
  %117 = phi i32 [ %121, %115 ], [ 0, %97 ]
  %118 = zext nneg i32 %116 to i64
  %119 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = add nsw i32 %120, %117
  %122 = add nuw nsw i32 %116, 1
  %123 = icmp eq i32 %122, %26
  br i1 %123, label %112, label %115, !llvm.loop !22

124:                                              ; preds = %112, %97
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #12
  %125 = add nuw nsw i32 %51, 1
  %126 = icmp eq i32 %125, 4
  br i1 %126, label %49, label %50, !llvm.loop !23

127:                                              ; preds = %49
  %128 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  %129 = call noundef i32 @llvm.smin.i32(i32 %128, i32 %5)
  %130 = getelementptr inbounds nuw i32, ptr %7, i64 %28
  store i32 %129, ptr %130, align 4, !tbaa !6
  br label %131

131:                                              ; preds = %49, %127, %8, %16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef range(i64 0, -9223372036854775808) i64 @_Z17merge_path_searchPKyxS0_xx(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #5 {
  %6 = sub nsw i64 %4, %3
  %7 = tail call noundef i64 @llvm.smax.i64(i64 %6, i64 0)
  %8 = tail call noundef i64 @llvm.smin.i64(i64 %4, i64 %1)
  %9 = icmp slt i64 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %5
  %11 = getelementptr i64, ptr %2, i64 %4
  br label %14

12:                                               ; preds = %14, %5
  %13 = phi i64 [ %7, %5 ], [ %28, %14 ]
  ret i64 %13

14:                                               ; preds = %10, %14
  %15 = phi i64 [ %7, %10 ], [ %28, %14 ]
  %16 = phi i32 [ 0, %10 ], [ %29, %14 ]
  %17 = phi i64 [ %8, %10 ], [ %27, %14 ]
  %18 = add nuw nsw i64 %15, %17
  %19 = lshr i64 %18, 1
  %20 = getelementptr inbounds nuw i64, ptr %0, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !15
  %22 = xor i64 %19, -1
  %23 = getelementptr i64, ptr %11, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !15
  %25 = icmp ult i64 %21, %24
  %26 = add nuw nsw i64 %19, 1
  %27 = select i1 %25, i64 %17, i64 %19
  %28 = select i1 %25, i64 %26, i64 %15
  %29 = add nuw nsw i32 %16, 1
  %30 = icmp samesign ult i32 %16, 63
  %31 = icmp slt i64 %28, %27
  %32 = select i1 %30, i1 %31, i1 false
  br i1 %32, label %14, label %12, !llvm.loop !24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @smj_partition(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sgt i32 %12, %6
  %14 = or i64 %3, %1
  %15 = icmp slt i64 %14, 0
  %16 = or i1 %15, %13
  %17 = add i32 %4, -513
  %18 = icmp ult i32 %17, -512
  %19 = or i1 %18, %16
  br i1 %19, label %54, label %20

20:                                               ; preds = %7
  %21 = sext i32 %12 to i64
  %22 = zext nneg i32 %4 to i64
  %23 = mul nsw i64 %22, %21
  %24 = add nuw nsw i64 %3, %1
  %25 = tail call noundef i64 @llvm.smin.i64(i64 %23, i64 %24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  %26 = sub nsw i64 %25, %3
  %27 = tail call noundef i64 @llvm.smax.i64(i64 %26, i64 0)
  %28 = tail call noundef i64 @llvm.smin.i64(i64 %25, i64 %1)
  %29 = icmp slt i64 %27, %28
  br i1 %29, label %30, label %51

30:                                               ; preds = %20
  %31 = getelementptr i64, ptr %2, i64 %25
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ %27, %30 ], [ %46, %32 ]
  %34 = phi i32 [ 0, %30 ], [ %47, %32 ]
  %35 = phi i64 [ %28, %30 ], [ %45, %32 ]
  %36 = add nuw nsw i64 %35, %33
  %37 = lshr i64 %36, 1
  %38 = getelementptr inbounds nuw i64, ptr %0, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !15, !alias.scope !25, !noalias !28
  %40 = xor i64 %37, -1
  %41 = getelementptr i64, ptr %31, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !15, !alias.scope !28, !noalias !25
  %43 = icmp ult i64 %39, %42
  %44 = add nuw nsw i64 %37, 1
  %45 = select i1 %43, i64 %35, i64 %37
  %46 = select i1 %43, i64 %44, i64 %33
  %47 = add nuw nsw i32 %34, 1
  %48 = icmp samesign ult i32 %34, 63
  %49 = icmp slt i64 %46, %45
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %32, label %51, !llvm.loop !24

51:                                               ; preds = %32, %20
  %52 = phi i64 [ %27, %20 ], [ %46, %32 ]
  %53 = getelementptr inbounds i64, ptr %5, i64 %21
  store i64 %52, ptr %53, align 8, !tbaa !15
  br label %54

54:                                               ; preds = %7, %51
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @smj_semijoin_count(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #3 {
  %9 = add i32 %4, -513
  %10 = icmp ult i32 %9, -512
  %11 = or i64 %3, %1
  %12 = icmp slt i64 %11, 0
  %13 = or i1 %12, %10
  br i1 %13, label %202, label %14

14:                                               ; preds = %8
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = and i32 %15, 31
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %202

18:                                               ; preds = %14
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = icmp slt i32 %19, %6
  br i1 %20, label %21, label %202

21:                                               ; preds = %18
  %22 = zext nneg i32 %4 to i64
  %23 = add nuw nsw i64 %3, %1
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add nsw i32 %15, -1
  %26 = and i32 %24, 31
  %27 = icmp eq i32 %26, 0
  %28 = lshr exact i32 %24, 5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %29
  %31 = icmp eq i32 %24, 0
  %32 = lshr exact i32 %15, 5
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %34

34:                                               ; preds = %21, %199
  %35 = phi i32 [ %19, %21 ], [ %200, %199 ]
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %36, %22
  %38 = tail call noundef i64 @llvm.smin.i64(i64 %37, i64 %23)
  %39 = add nsw i64 %38, %22
  %40 = tail call noundef i64 @llvm.smin.i64(i64 %39, i64 %23)
  %41 = getelementptr inbounds i64, ptr %5, i64 %36
  %42 = load i64, ptr %41, align 8, !tbaa !15
  %43 = tail call noundef i64 @llvm.smax.i64(i64 %42, i64 0)
  %44 = tail call noundef i64 @llvm.smin.i64(i64 %43, i64 %1)
  %45 = getelementptr i8, ptr %41, i64 8
  %46 = load i64, ptr %45, align 8, !tbaa !15
  %47 = tail call noundef i64 @llvm.smax.i64(i64 %46, i64 %44)
  %48 = tail call noundef i64 @llvm.smin.i64(i64 %47, i64 %1)
  %49 = sub nsw i64 %38, %44
  %50 = tail call noundef i64 @llvm.smax.i64(i64 %49, i64 0)
  %51 = tail call noundef i64 @llvm.smin.i64(i64 %50, i64 %3)
  %52 = sub nsw i64 %40, %48
  %53 = tail call noundef i64 @llvm.smax.i64(i64 %52, i64 %51)
  %54 = tail call noundef i64 @llvm.smin.i64(i64 %53, i64 %3)
  %55 = sub nsw i64 %48, %44
  %56 = tail call noundef i64 @llvm.smin.i64(i64 %55, i64 %22)
  %57 = trunc i64 %56 to i32
  %58 = sub nsw i64 %54, %51
  %59 = tail call noundef i64 @llvm.smin.i64(i64 %58, i64 %22)
  %60 = trunc i64 %59 to i32
  %61 = icmp slt i32 %24, %57
  br i1 %61, label %62, label %64

62:                                               ; preds = %34
  %63 = getelementptr i64, ptr %0, i64 %44
  br label %68

64:                                               ; preds = %68, %34
  %65 = icmp slt i32 %24, %60
  br i1 %65, label %66, label %76

66:                                               ; preds = %64
  %67 = getelementptr i64, ptr %2, i64 %51
  br label %78

68:                                               ; preds = %62, %68
  %69 = phi i32 [ %24, %62 ], [ %74, %68 ]
  %70 = sext i32 %69 to i64
  %71 = getelementptr i64, ptr %63, i64 %70
  %72 = load i64, ptr %71, align 8, !tbaa !15
  %73 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %70
  store i64 %72, ptr %73, align 8, !tbaa !15
  %74 = add i32 %69, %15
  %75 = icmp slt i32 %74, %57
  br i1 %75, label %68, label %64, !llvm.loop !30

76:                                               ; preds = %78, %64
  %77 = icmp sgt i64 %51, 0
  br i1 %77, label %86, label %90

78:                                               ; preds = %66, %78
  %79 = phi i32 [ %24, %66 ], [ %84, %78 ]
  %80 = sext i32 %79 to i64
  %81 = getelementptr i64, ptr %67, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !15
  %83 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %80
  store i64 %82, ptr %83, align 8, !tbaa !15
  %84 = add i32 %79, %15
  %85 = icmp slt i32 %84, %60
  br i1 %85, label %78, label %76, !llvm.loop !31

86:                                               ; preds = %76
  %87 = getelementptr i64, ptr %2, i64 %51
  %88 = getelementptr i8, ptr %87, i64 -8
  %89 = load i64, ptr %88, align 8, !tbaa !15
  br label %90

90:                                               ; preds = %76, %86
  %91 = phi i64 [ %89, %86 ], [ 0, %76 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = add nsw i32 %60, %57
  %93 = add i32 %25, %92
  %94 = sdiv i32 %93, %15
  %95 = mul nsw i32 %94, %24
  %96 = tail call noundef i32 @llvm.smin.i32(i32 %95, i32 %92)
  %97 = sub nsw i32 %96, %60
  %98 = tail call noundef i32 @llvm.smax.i32(i32 %97, i32 0)
  %99 = tail call noundef i32 @llvm.smin.i32(i32 %96, i32 %57)
  %100 = icmp slt i32 %98, %99
  br i1 %100, label %106, label %101

101:                                              ; preds = %106, %90
  %102 = phi i32 [ %98, %90 ], [ %122, %106 ]
  %103 = icmp sgt i32 %94, 0
  br i1 %103, label %104, label %174

104:                                              ; preds = %101
  %105 = sub nsw i32 %96, %102
  br label %128

106:                                              ; preds = %90, %106
  %107 = phi i32 [ %124, %106 ], [ 0, %90 ]
  %108 = phi i32 [ %123, %106 ], [ %99, %90 ]
  %109 = phi i32 [ %122, %106 ], [ %98, %90 ]
  %110 = add nuw nsw i32 %108, %109
  %111 = lshr i32 %110, 1
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %112
  %114 = load i64, ptr %113, align 8, !tbaa !15
  %115 = xor i32 %111, -1
  %116 = add i32 %96, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %117
  %119 = load i64, ptr %118, align 8, !tbaa !15
  %120 = icmp ult i64 %114, %119
  %121 = add nuw nsw i32 %111, 1
  %122 = select i1 %120, i32 %121, i32 %109
  %123 = select i1 %120, i32 %108, i32 %111
  %124 = add nuw nsw i32 %107, 1
  %125 = icmp samesign ult i32 %107, 15
  %126 = icmp slt i32 %122, %123
  %127 = select i1 %125, i1 %126, i1 false
  br i1 %127, label %106, label %101, !llvm.loop !32

128:                                              ; preds = %104, %168
  %129 = phi i32 [ %172, %168 ], [ 0, %104 ]
  %130 = phi i32 [ %171, %168 ], [ 0, %104 ]
  %131 = phi i32 [ %170, %168 ], [ %105, %104 ]
  %132 = phi i32 [ %169, %168 ], [ %102, %104 ]
  %133 = icmp slt i32 %132, %57
  %134 = icmp slt i32 %131, %60
  %135 = select i1 %133, i1 true, i1 %134
  br i1 %135, label %136, label %174

136:                                              ; preds = %128
  br i1 %134, label %137, label %148

137:                                              ; preds = %136
  br i1 %133, label %138, label %146

138:                                              ; preds = %137
  %139 = sext i32 %131 to i64
  %140 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %139
  %141 = load i64, ptr %140, align 8, !tbaa !15
  %142 = zext nneg i32 %132 to i64
  %143 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %142
  %144 = load i64, ptr %143, align 8, !tbaa !15
  %145 = icmp ugt i64 %141, %144
  br i1 %145, label %148, label %146

146:                                              ; preds = %138, %137
  %147 = add nsw i32 %131, 1
  br label %168

148:                                              ; preds = %138, %136
  %149 = icmp sgt i32 %131, 0
  %150 = or i1 %77, %149
  br i1 %149, label %151, label %156

151:                                              ; preds = %148
  %152 = zext nneg i32 %131 to i64
  %153 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %152
  %154 = getelementptr i8, ptr %153, i64 -8
  %155 = load i64, ptr %154, align 8, !tbaa !15
  br label %156

156:                                              ; preds = %148, %151
  %157 = phi i64 [ %155, %151 ], [ %91, %148 ]
  br i1 %150, label %158, label %164

158:                                              ; preds = %156
  %159 = zext nneg i32 %132 to i64
  %160 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %159
  %161 = load i64, ptr %160, align 8, !tbaa !15
  %162 = icmp eq i64 %157, %161
  %163 = zext i1 %162 to i32
  br label %164

164:                                              ; preds = %158, %156
  %165 = phi i32 [ 0, %156 ], [ %163, %158 ]
  %166 = add nsw i32 %165, %130
  %167 = add nuw nsw i32 %132, 1
  br label %168

168:                                              ; preds = %146, %164
  %169 = phi i32 [ %132, %146 ], [ %167, %164 ]
  %170 = phi i32 [ %147, %146 ], [ %131, %164 ]
  %171 = phi i32 [ %130, %146 ], [ %166, %164 ]
  %172 = add nuw nsw i32 %129, 1
  %173 = icmp eq i32 %172, %94
  br i1 %173, label %174, label %128, !llvm.loop !33

174:                                              ; preds = %168, %128, %101
  %175 = phi i32 [ 0, %101 ], [ %130, %128 ], [ %171, %168 ]
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %175, i32 16, i32 31)
  %177 = add nsw i32 %176, %175
  %178 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %177, i32 8, i32 31)
  %179 = add nsw i32 %178, %177
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %179, i32 4, i32 31)
  %181 = add nsw i32 %180, %179
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %181, i32 2, i32 31)
  %183 = add nsw i32 %182, %181
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %183, i32 1, i32 31)
  br i1 %27, label %185, label %187

185:                                              ; preds = %174
  %186 = add nsw i32 %184, %183
  store i32 %186, ptr %30, align 4, !tbaa !6
  br label %187

187:                                              ; preds = %185, %174
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %190, label %199

188:                                              ; preds = %190
  %189 = getelementptr inbounds i32, ptr %7, i64 %36
  store i32 %196, ptr %189, align 4, !tbaa !6
  br label %199

190:                                              ; preds = %187, %190
  %191 = phi i32 [ %197, %190 ], [ 0, %187 ]
  %192 = phi i32 [ %196, %190 ], [ 0, %187 ]
  %193 = zext nneg i32 %191 to i64
  %194 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = add nsw i32 %195, %192
  %197 = add nuw nsw i32 %191, 1
  %198 = icmp eq i32 %197, %32
  br i1 %198, label %188, label %190, !llvm.loop !34

199:                                              ; preds = %188, %187
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %200 = add i32 %35, %33
  %201 = icmp slt i32 %200, %6
  br i1 %201, label %34, label %202, !llvm.loop !35

202:                                              ; preds = %199, %18, %8, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #8

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #9 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nounwind }

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
!12 = !{!"_ZTS9HashTable", !13, i64 0, !7, i64 8, !7, i64 12}
!13 = !{!"long long", !8, i64 0}
!14 = !{!12, !7, i64 8}
!15 = !{!13, !13, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17, !18}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17, !18}
!22 = distinct !{!22, !17, !18}
!23 = distinct !{!23, !17, !18}
!24 = distinct !{!24, !17, !18}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_Z17merge_path_searchPKyxS0_xx: argument 0"}
!27 = distinct !{!27, !"_Z17merge_path_searchPKyxS0_xx"}
!28 = !{!29}
!29 = distinct !{!29, !27, !"_Z17merge_path_searchPKyxS0_xx: argument 1"}
!30 = distinct !{!30, !17, !18}
!31 = distinct !{!31, !17, !18}
!32 = distinct !{!32, !17, !18}
!33 = distinct !{!33, !17, !18}
!34 = distinct !{!34, !17, !18}
!35 = distinct !{!35, !17, !18}
