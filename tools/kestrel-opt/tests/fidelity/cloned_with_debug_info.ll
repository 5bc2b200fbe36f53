; ModuleID = 'cloned_with_debug_info.cu'
source_filename = "cloned_with_debug_info.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { double, double }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef double @_Z5cross1PS_(ptr noundef readonly byval(%struct.P) align 8 captures(none) %0, ptr noundef readonly byval(%struct.P) align 8 captures(none) %1) local_unnamed_addr #0 !dbg !15 {
  %3 = load double, ptr %0, align 8, !dbg !18, !tbaa !19
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !22
  %5 = load double, ptr %4, align 8, !dbg !22, !tbaa !23
  %6 = fmul contract double %3, %5, !dbg !24
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !25
  %8 = load double, ptr %7, align 8, !dbg !25, !tbaa !23
  %9 = load double, ptr %1, align 8, !dbg !26, !tbaa !19
  %10 = fmul contract double %8, %9, !dbg !27
  %11 = fsub contract double %6, %10, !dbg !28
  ret double %11, !dbg !29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef double @_Z3sumPKdi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !30 {
  %3 = icmp sgt i32 %1, 0, !dbg !31
  br i1 %3, label %4, label %26, !dbg !32

4:                                                ; preds = %2
  %5 = and i32 %1, 7, !dbg !32
  %6 = icmp ult i32 %1, 8, !dbg !32
  br i1 %6, label %11, label %7, !dbg !32

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640, !dbg !32
  br label %28, !dbg !32

9:                                                ; preds = %28
  %10 = icmp eq i32 %5, 0, !dbg !32
  br i1 %10, label %26, label %11, !dbg !32

11:                                               ; preds = %9, %4
  %12 = phi i32 [ 0, %4 ], [ %71, %9 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %70, %9 ]
  %14 = icmp ne i32 %5, 0, !dbg !32
  tail call void @llvm.assume(i1 %14), !dbg !32
  br label %15, !dbg !32

15:                                               ; preds = %15, %11
  %16 = phi i32 [ %23, %15 ], [ %12, %11 ]
  %17 = phi double [ %22, %15 ], [ %13, %11 ]
  %18 = phi i32 [ %24, %15 ], [ 0, %11 ]
  %19 = zext nneg i32 %16 to i64, !dbg !33
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %19, !dbg !33
  %21 = load double, ptr %20, align 8, !dbg !33, !tbaa !34
  %22 = fadd contract double %17, %21, !dbg !35
  %23 = add nuw nsw i32 %16, 1, !dbg !36
  %24 = add i32 %18, 1, !dbg !32
  %25 = icmp eq i32 %24, %5, !dbg !32
  br i1 %25, label %26, label %15, !dbg !32, !llvm.loop !37

26:                                               ; preds = %9, %15, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %70, %9 ], [ %22, %15 ], !dbg !39
  ret double %27, !dbg !40

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %71, %28 ]
  %30 = phi double [ 0.000000e+00, %7 ], [ %70, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %72, %28 ]
  %32 = zext nneg i32 %29 to i64, !dbg !33
  %33 = getelementptr inbounds nuw double, ptr %0, i64 %32, !dbg !33
  %34 = load double, ptr %33, align 8, !dbg !33, !tbaa !34
  %35 = fadd contract double %30, %34, !dbg !35
  %36 = zext nneg i32 %29 to i64, !dbg !33
  %37 = getelementptr inbounds nuw double, ptr %0, i64 %36, !dbg !33
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 8, !dbg !33
  %39 = load double, ptr %38, align 8, !dbg !33, !tbaa !34
  %40 = fadd contract double %35, %39, !dbg !35
  %41 = zext nneg i32 %29 to i64, !dbg !33
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %41, !dbg !33
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 16, !dbg !33
  %44 = load double, ptr %43, align 8, !dbg !33, !tbaa !34
  %45 = fadd contract double %40, %44, !dbg !35
  %46 = zext nneg i32 %29 to i64, !dbg !33
  %47 = getelementptr inbounds nuw double, ptr %0, i64 %46, !dbg !33
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 24, !dbg !33
  %49 = load double, ptr %48, align 8, !dbg !33, !tbaa !34
  %50 = fadd contract double %45, %49, !dbg !35
  %51 = zext nneg i32 %29 to i64, !dbg !33
  %52 = getelementptr inbounds nuw double, ptr %0, i64 %51, !dbg !33
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 32, !dbg !33
  %54 = load double, ptr %53, align 8, !dbg !33, !tbaa !34
  %55 = fadd contract double %50, %54, !dbg !35
  %56 = zext nneg i32 %29 to i64, !dbg !33
  %57 = getelementptr inbounds nuw double, ptr %0, i64 %56, !dbg !33
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 40, !dbg !33
  %59 = load double, ptr %58, align 8, !dbg !33, !tbaa !34
  %60 = fadd contract double %55, %59, !dbg !35
  %61 = zext nneg i32 %29 to i64, !dbg !33
  %62 = getelementptr inbounds nuw double, ptr %0, i64 %61, !dbg !33
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 48, !dbg !33
  %64 = load double, ptr %63, align 8, !dbg !33, !tbaa !34
  %65 = fadd contract double %60, %64, !dbg !35
  %66 = zext nneg i32 %29 to i64, !dbg !33
  %67 = getelementptr inbounds nuw double, ptr %0, i64 %66, !dbg !33
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 56, !dbg !33
  %69 = load double, ptr %68, align 8, !dbg !33, !tbaa !34
  %70 = fadd contract double %65, %69, !dbg !35
  %71 = add nuw nsw i32 %29, 8, !dbg !36
  %72 = add i32 %31, 8, !dbg !32
  %73 = icmp eq i32 %72, %8, !dbg !32
  br i1 %73, label %9, label %28, !dbg !32, !llvm.loop !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @cloned_with_debug_info(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 !dbg !44 {
  %3 = alloca [4 x double], align 8
  %4 = alloca %struct.P, align 8
  %5 = alloca %struct.P, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %7 = zext nneg i32 %6 to i64, !dbg !49
  %8 = getelementptr inbounds nuw double, ptr %1, i64 %7, !dbg !49
  %9 = load double, ptr %8, align 8, !dbg !49, !tbaa !34
  %10 = getelementptr i8, ptr %8, i64 8, !dbg !50
  %11 = load double, ptr %10, align 8, !dbg !50, !tbaa !34
  %12 = getelementptr i8, ptr %8, i64 16, !dbg !51
  %13 = load double, ptr %12, align 8, !dbg !51, !tbaa !34
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5, !dbg !52
  store double %9, ptr %3, align 8, !dbg !53, !tbaa !34
  %14 = zext nneg i32 %6 to i64, !dbg !54
  %15 = getelementptr inbounds nuw double, ptr %1, i64 %14, !dbg !54
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 8, !dbg !54
  %17 = load double, ptr %16, align 8, !dbg !54, !tbaa !34
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !55
  store double %17, ptr %18, align 8, !dbg !53, !tbaa !34
  %19 = zext nneg i32 %6 to i64, !dbg !54
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %19, !dbg !54
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 16, !dbg !54
  %22 = load double, ptr %21, align 8, !dbg !54, !tbaa !34
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !55
  store double %22, ptr %23, align 8, !dbg !53, !tbaa !34
  %24 = zext nneg i32 %6 to i64, !dbg !54
  %25 = getelementptr inbounds nuw double, ptr %1, i64 %24, !dbg !54
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 24, !dbg !54
  %27 = load double, ptr %26, align 8, !dbg !54, !tbaa !34
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 24, !dbg !55
  store double %27, ptr %28, align 8, !dbg !53, !tbaa !34
  store double %9, ptr %4, align 8, !dbg !56, !tbaa !34
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !56
  store double %11, ptr %29, align 8, !dbg !56, !tbaa !34
  store double %13, ptr %5, align 8, !dbg !57, !tbaa !34
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !57
  store double 3.000000e+00, ptr %30, align 8, !dbg !57, !tbaa !34
  %31 = tail call contract noundef double @_Z5cross1PS_(ptr noundef nonnull byval(%struct.P) align 8 %4, ptr noundef nonnull byval(%struct.P) align 8 %5) #5, !dbg !58
  %32 = call contract noundef double @_Z3sumPKdi(ptr noundef nonnull %3, i32 noundef 4) #5, !dbg !59
  %33 = fadd contract double %31, %32, !dbg !60
  %34 = tail call contract noundef double @_Z3sumPKdi(ptr noundef nonnull %1, i32 noundef %6) #5, !dbg !61
  %35 = fadd contract double %33, %34, !dbg !62
  %36 = getelementptr inbounds nuw double, ptr %0, i64 %7, !dbg !63
  store double %35, ptr %36, align 8, !dbg !64, !tbaa !34
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5, !dbg !65
  ret void, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!llvm.ident = !{!8, !9}
!llvm.errno.tbaa = !{!10}
!nvvmir.version = !{!14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "cloned_with_debug_info.cu", directory: ".")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "cross", scope: !7, file: !7, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 5, column: 59, scope: !15)
!19 = !{!20, !21, i64 0}
!20 = !{!"_ZTS1P", !21, i64 0, !21, i64 8}
!21 = !{!"double", !12, i64 0}
!22 = !DILocation(line: 5, column: 65, scope: !15)
!23 = !{!20, !21, i64 8}
!24 = !DILocation(line: 5, column: 61, scope: !15)
!25 = !DILocation(line: 5, column: 71, scope: !15)
!26 = !DILocation(line: 5, column: 77, scope: !15)
!27 = !DILocation(line: 5, column: 73, scope: !15)
!28 = !DILocation(line: 5, column: 67, scope: !15)
!29 = !DILocation(line: 5, column: 50, scope: !15)
!30 = distinct !DISubprogram(name: "sum", scope: !7, file: !7, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = !DILocation(line: 8, column: 21, scope: !30)
!32 = !DILocation(line: 8, column: 3, scope: !30)
!33 = !DILocation(line: 8, column: 36, scope: !30)
!34 = !{!21, !21, i64 0}
!35 = !DILocation(line: 8, column: 33, scope: !30)
!36 = !DILocation(line: 8, column: 27, scope: !30)
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = !DILocation(line: 0, scope: !30)
!40 = !DILocation(line: 9, column: 3, scope: !30)
!41 = distinct !{!41, !32, !42, !43}
!42 = !DILocation(line: 8, column: 39, scope: !30)
!43 = !{!"llvm.loop.mustprogress"}
!44 = distinct !DISubprogram(name: "cloned_with_debug_info", scope: !7, file: !7, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DILocation(line: 53, column: 27, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !47, file: !47, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!48 = distinct !DILocation(line: 12, column: 11, scope: !44)
!49 = !DILocation(line: 13, column: 10, scope: !44)
!50 = !DILocation(line: 13, column: 17, scope: !44)
!51 = !DILocation(line: 14, column: 10, scope: !44)
!52 = !DILocation(line: 15, column: 3, scope: !44)
!53 = !DILocation(line: 16, column: 40, scope: !44)
!54 = !DILocation(line: 16, column: 42, scope: !44)
!55 = !DILocation(line: 16, column: 31, scope: !44)
!56 = !DILocation(line: 17, column: 18, scope: !44)
!57 = !DILocation(line: 17, column: 21, scope: !44)
!58 = !DILocation(line: 17, column: 12, scope: !44)
!59 = !DILocation(line: 17, column: 26, scope: !44)
!60 = !DILocation(line: 17, column: 24, scope: !44)
!61 = !DILocation(line: 17, column: 42, scope: !44)
!62 = !DILocation(line: 17, column: 40, scope: !44)
!63 = !DILocation(line: 17, column: 3, scope: !44)
!64 = !DILocation(line: 17, column: 10, scope: !44)
!65 = !DILocation(line: 18, column: 1, scope: !44)
