; ModuleID = 'src/kdtree_query.cu'
source_filename = "src/kdtree_query.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float3 = type { float, float, float }
%struct.float4 = type { float, float, float, float }
%struct.KdResult = type { i32, i32, float }
%struct.int4 = type { i32, i32, i32, i32 }

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9kd_searchPK6float4iiii6float3fR8KdResult(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef byval(%struct.float3) align 4 captures(none) %5, float noundef %6, ptr noundef nonnull align 4 dereferenceable(12) %7) local_unnamed_addr #0 {
  %9 = alloca %struct.float3, align 4
  br label %10

10:                                               ; preds = %64, %8
  %11 = phi i32 [ %2, %8 ], [ %65, %64 ]
  %12 = phi i32 [ %3, %8 ], [ %59, %64 ]
  %13 = icmp sge i32 %11, %1
  %14 = icmp sgt i32 %12, %4
  %15 = or i1 %13, %14
  br i1 %15, label %66, label %16

16:                                               ; preds = %10
  %17 = sext i32 %11 to i64
  %18 = getelementptr inbounds %struct.float4, ptr %0, i64 %17
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = load float, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 4
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %19, i64 8
  %24 = load float, ptr addrspace(1) %23, align 8
  %25 = load float, ptr %5, align 4, !tbaa !11
  %26 = fsub contract float %25, %20
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !14
  %29 = fsub contract float %28, %22
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %31 = load float, ptr %30, align 4, !tbaa !15
  %32 = fsub contract float %31, %24
  %33 = fmul contract float %26, %26
  %34 = fmul contract float %29, %29
  %35 = fadd contract float %33, %34
  %36 = fmul contract float %32, %32
  %37 = fadd contract float %35, %36
  %38 = fcmp contract ugt float %37, %6
  br i1 %38, label %42, label %39

39:                                               ; preds = %16
  %40 = load i32, ptr %7, align 4, !tbaa !16
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %7, align 4, !tbaa !16
  br label %42

42:                                               ; preds = %39, %16
  %43 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %44 = load float, ptr %43, align 4, !tbaa !18
  %45 = fcmp contract olt float %37, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %42
  store float %37, ptr %43, align 4, !tbaa !18
  %47 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 %11, ptr %47, align 4, !tbaa !19
  br label %48

48:                                               ; preds = %46, %42
  %49 = srem i32 %12, 3
  %50 = icmp eq i32 %49, 0
  %51 = icmp eq i32 %49, 1
  %52 = select contract i1 %51, float %29, float %32
  %53 = select contract i1 %50, float %26, float %52
  %54 = shl nsw i32 %11, 1
  %55 = or disjoint i32 %54, 1
  %56 = add nsw i32 %54, 2
  %57 = fcmp contract olt float %53, 0.000000e+00
  %58 = select i1 %57, i32 %55, i32 %56
  %59 = add nsw i32 %12, 1
  tail call void @_Z9kd_searchPK6float4iiii6float3fR8KdResult(ptr noundef %0, i32 noundef %1, i32 noundef %58, i32 noundef %59, i32 noundef %4, ptr noundef nonnull byval(%struct.float3) align 4 %5, float noundef %6, ptr noundef nonnull align 4 dereferenceable(12) %7) #10
  %60 = load float, ptr %43, align 4, !tbaa !18
  %61 = tail call noundef float @llvm.maxnum.f32(float %6, float %60)
  %62 = fmul contract float %53, %53
  %63 = fcmp contract ugt float %62, %61
  br i1 %63, label %66, label %64

64:                                               ; preds = %48
  %65 = select i1 %57, i32 %56, i32 %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %5, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %9, i64 12, i1 false)
  br label %10

66:                                               ; preds = %48, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kd_radius_query(ptr noalias noundef %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #2 {
  %9 = alloca %struct.KdResult, align 4
  %10 = alloca %struct.float3, align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %17, label %40

17:                                               ; preds = %8
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds %struct.float4, ptr %2, i64 %18
  %20 = load float, ptr %19, align 16, !tbaa !20
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !20
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %24 = load float, ptr %23, align 8, !tbaa !20
  %25 = fcmp contract ogt float %4, 0.000000e+00
  %26 = fcmp contract olt float %4, 0x43ABC16D60000000
  %27 = and i1 %25, %26
  %28 = select contract i1 %27, float %4, float 1.000000e+00
  %29 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 20)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #10
  store i32 0, ptr %9, align 4, !tbaa !16
  %31 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 -1, ptr %31, align 4, !tbaa !19
  %32 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store float 0x47EC363CC0000000, ptr %32, align 4, !tbaa !18
  store float %20, ptr %10, align 4, !tbaa !20
  %33 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store float %22, ptr %33, align 4, !tbaa !20
  %34 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store float %24, ptr %34, align 4, !tbaa !20
  %35 = fmul contract float %28, %28
  call void @_Z9kd_searchPK6float4iiii6float3fR8KdResult(ptr noundef %0, i32 noundef %1, i32 noundef 0, i32 noundef 0, i32 noundef %30, ptr noundef nonnull byval(%struct.float3) align 4 %10, float noundef %35, ptr noundef nonnull align 4 dereferenceable(12) %9) #10
  %36 = load i32, ptr %9, align 4, !tbaa !16
  %37 = getelementptr inbounds i32, ptr %6, i64 %18
  store i32 %36, ptr %37, align 4, !tbaa !6
  %38 = load i32, ptr %31, align 4, !tbaa !19
  %39 = getelementptr inbounds i32, ptr %7, i64 %18
  store i32 %38, ptr %39, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #10
  br label %40

40:                                               ; preds = %8, %17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @quadtree_build_level(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp slt i32 %2, 0
  %5 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %6 = tail call i32 @llvm.smin.i32(i32 %5, i32 7)
  %7 = add nsw i32 %6, -1
  %8 = tail call i32 @llvm.smin.i32(i32 %2, i32 %7)
  %9 = select i1 %4, i32 0, i32 %8
  %10 = shl nuw nsw i32 1, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = shl i32 %10, %9
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %59

18:                                               ; preds = %3
  %19 = freeze i32 %10
  %20 = sdiv i32 %15, %19
  %21 = mul i32 %20, %19
  %22 = sub i32 %15, %21
  %23 = shl i32 %9, 1
  %24 = add i32 %23, 2
  %25 = shl nsw i32 -1, %24
  %26 = xor i32 %25, -1
  %27 = udiv i32 %26, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %30 = shl nsw i32 %20, 1
  %31 = add i32 %9, 1
  %32 = shl i32 %30, %31
  %33 = shl nsw i32 %22, 1
  %34 = add nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %29, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !20
  %38 = getelementptr i8, ptr %36, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !20
  %40 = fadd contract float %37, %39
  %41 = or disjoint i32 %30, 1
  %42 = add i32 %9, 1
  %43 = shl i32 %41, %42
  %44 = add nsw i32 %43, %33
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %29, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !20
  %48 = fadd contract float %40, %47
  %49 = getelementptr i8, ptr %46, i64 4
  %50 = load float, ptr %49, align 4, !tbaa !20
  %51 = fadd contract float %48, %50
  %52 = shl nsw i32 %9, 1
  %53 = shl nsw i32 -1, %52
  %54 = xor i32 %53, -1
  %55 = udiv i32 %54, 3
  %56 = add nsw i32 %55, %15
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  store float %51, ptr %58, align 4, !tbaa !20
  br label %59

59:                                               ; preds = %3, %18
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z6qt_sumPKfiiiiiiiiRi(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9) local_unnamed_addr #4 {
  %11 = load i32, ptr %9, align 4, !tbaa !6
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %9, align 4, !tbaa !6
  %13 = sub nsw i32 %1, %2
  %14 = shl nuw i32 1, %13
  %15 = shl i32 %3, %13
  %16 = shl i32 %4, %13
  %17 = add nsw i32 %15, %14
  %18 = add nsw i32 %16, %14
  %19 = icmp sgt i32 %17, %5
  %20 = icmp slt i32 %15, %7
  %21 = and i1 %19, %20
  %22 = icmp sgt i32 %18, %6
  %23 = icmp slt i32 %16, %8
  %24 = and i1 %22, %23
  %25 = select i1 %21, i1 %24, i1 false
  br i1 %25, label %26, label %47

26:                                               ; preds = %10
  %27 = shl nsw i32 %2, 1
  %28 = shl nsw i32 -1, %27
  %29 = xor i32 %28, -1
  %30 = udiv i32 %29, 3
  %31 = shl i32 %4, %2
  %32 = add i32 %31, %3
  %33 = add i32 %32, %30
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = addrspacecast ptr %35 to ptr addrspace(1)
  %37 = load float, ptr addrspace(1) %36, align 4, !invariant.load !21
  %38 = icmp sge i32 %15, %5
  %39 = icmp sle i32 %17, %7
  %40 = and i1 %38, %39
  %41 = icmp sge i32 %16, %6
  %42 = select i1 %40, i1 %41, i1 false
  %43 = icmp sle i32 %18, %8
  %44 = select i1 %42, i1 %43, i1 false
  %45 = icmp eq i32 %2, %1
  %46 = or i1 %45, %44
  br i1 %46, label %47, label %49

47:                                               ; preds = %10, %26, %49
  %48 = phi float [ %62, %49 ], [ 0.000000e+00, %10 ], [ %37, %26 ]
  ret float %48

49:                                               ; preds = %26
  %50 = add nsw i32 %2, 1
  %51 = shl nsw i32 %3, 1
  %52 = shl nsw i32 %4, 1
  %53 = tail call contract noundef float @_Z6qt_sumPKfiiiiiiiiRi(ptr noundef %0, i32 noundef %1, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9) #10
  %54 = fadd contract float %53, 0.000000e+00
  %55 = or disjoint i32 %51, 1
  %56 = tail call contract noundef float @_Z6qt_sumPKfiiiiiiiiRi(ptr noundef %0, i32 noundef %1, i32 noundef %50, i32 noundef %55, i32 noundef %52, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9) #10
  %57 = fadd contract float %54, %56
  %58 = or disjoint i32 %52, 1
  %59 = tail call contract noundef float @_Z6qt_sumPKfiiiiiiiiRi(ptr noundef %0, i32 noundef %1, i32 noundef %50, i32 noundef %51, i32 noundef %58, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9) #10
  %60 = fadd contract float %57, %59
  %61 = tail call contract noundef float @_Z6qt_sumPKfiiiiiiiiRi(ptr noundef %0, i32 noundef %1, i32 noundef %50, i32 noundef %55, i32 noundef %58, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %9) #10
  %62 = fadd contract float %60, %61
  br label %47
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @quadtree_rect_sum(ptr noalias noundef %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #5 {
  %7 = alloca i32, align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %46

14:                                               ; preds = %6
  %15 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 7)
  %17 = shl nuw nsw i32 1, %16
  %18 = sext i32 %12 to i64
  %19 = getelementptr inbounds %struct.int4, ptr %2, i64 %18
  %20 = load i32, ptr %19, align 16, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = or disjoint i32 %17, 1
  %28 = urem i32 %20, %27
  %29 = urem i32 %24, %27
  %30 = urem i32 %22, %27
  %31 = urem i32 %26, %27
  %32 = tail call noundef range(i32 0, -1) i32 @llvm.smin.i32(i32 range(i32 0, -1) %28, i32 range(i32 0, -1) %29)
  %33 = tail call noundef range(i32 0, -1) i32 @llvm.smax.i32(i32 range(i32 0, -1) %28, i32 range(i32 0, -1) %29)
  %34 = tail call noundef range(i32 0, -1) i32 @llvm.smin.i32(i32 range(i32 0, -1) %30, i32 range(i32 0, -1) %31)
  %35 = tail call noundef range(i32 0, -1) i32 @llvm.smax.i32(i32 range(i32 0, -1) %30, i32 range(i32 0, -1) %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10
  store i32 0, ptr %7, align 4, !tbaa !6
  %36 = icmp samesign ult i32 %32, %33
  %37 = icmp samesign ult i32 %34, %35
  %38 = and i1 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %14
  %40 = call contract noundef float @_Z6qt_sumPKfiiiiiiiiRi(ptr noundef %0, i32 noundef %16, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef %32, i32 noundef %34, i32 noundef %33, i32 noundef %35, ptr noundef nonnull align 4 dereferenceable(4) %7) #10
  br label %41

41:                                               ; preds = %14, %39
  %42 = phi contract float [ %40, %39 ], [ 0.000000e+00, %14 ]
  %43 = getelementptr inbounds float, ptr %4, i64 %18
  store float %42, ptr %43, align 4, !tbaa !20
  %44 = load i32, ptr %7, align 4, !tbaa !6
  %45 = getelementptr inbounds i32, ptr %5, i64 %18
  store i32 %44, ptr %45, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10
  br label %46

46:                                               ; preds = %6, %41
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

attributes #0 = { nofree noinline nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }

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
!12 = !{!"_ZTS6float3", !13, i64 0, !13, i64 4, !13, i64 8}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!12, !13, i64 8}
!16 = !{!17, !7, i64 0}
!17 = !{!"_ZTS8KdResult", !7, i64 0, !7, i64 4, !13, i64 8}
!18 = !{!17, !13, i64 8}
!19 = !{!17, !7, i64 4}
!20 = !{!13, !13, i64 0}
!21 = !{}
