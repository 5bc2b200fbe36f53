; ModuleID = 'line_tables.cu'
source_filename = "line_tables.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11smooth_rowsPKfPfii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %9 = add i32 %7, %8, !dbg !26
  %10 = icmp slt i32 %9, %2, !dbg !27
  %11 = icmp sgt i32 %3, 2
  %12 = and i1 %10, %11, !dbg !27
  br i1 %12, label %13, label %112, !dbg !27

13:                                               ; preds = %4
  %14 = mul nsw i32 %3, %9
  %15 = add nsw i32 %3, -2, !dbg !28
  %16 = add nsw i32 %3, -3, !dbg !28
  %17 = and i32 %15, 3, !dbg !28
  %18 = icmp ult i32 %16, 3, !dbg !28
  br i1 %18, label %86, label %19, !dbg !28

19:                                               ; preds = %13
  %20 = and i32 %15, -4, !dbg !28
  %21 = add i32 2, %14, !dbg !28
  br label %22, !dbg !28

22:                                               ; preds = %22, %19
  %23 = phi i32 [ 2, %19 ], [ %81, %22 ]
  %24 = phi i32 [ 1, %19 ], [ %67, %22 ]
  %25 = phi float [ 0.000000e+00, %19 ], [ %79, %22 ]
  %26 = phi i32 [ 0, %19 ], [ %82, %22 ]
  %27 = add nsw i32 %24, %14, !dbg !29
  %28 = sext i32 %27 to i64, !dbg !30
  %29 = getelementptr float, ptr %0, i64 %28, !dbg !30
  %30 = getelementptr i8, ptr %29, i64 -4, !dbg !30
  %31 = load float, ptr %30, align 4, !dbg !30, !tbaa !31
  %32 = load float, ptr %29, align 4, !dbg !33, !tbaa !31
  %33 = fmul contract float %32, 2.000000e+00, !dbg !34
  %34 = fadd contract float %31, %33, !dbg !35
  %35 = getelementptr i8, ptr %29, i64 4, !dbg !36
  %36 = load float, ptr %35, align 4, !dbg !36, !tbaa !31
  %37 = fadd contract float %36, %34, !dbg !37
  %38 = fadd contract float %25, %37, !dbg !38
  %39 = getelementptr inbounds float, ptr %1, i64 %28, !dbg !39
  store float %38, ptr %39, align 4, !dbg !40, !tbaa !31
  %40 = or disjoint i32 %23, 1, !dbg !41
  %41 = add nsw i32 %23, %14, !dbg !29
  %42 = sext i32 %41 to i64, !dbg !30
  %43 = getelementptr float, ptr %0, i64 %42, !dbg !30
  %44 = getelementptr i8, ptr %43, i64 -4, !dbg !30
  %45 = load float, ptr %44, align 4, !dbg !30, !tbaa !31
  %46 = load float, ptr %43, align 4, !dbg !33, !tbaa !31
  %47 = fmul contract float %46, 2.000000e+00, !dbg !34
  %48 = fadd contract float %45, %47, !dbg !35
  %49 = getelementptr i8, ptr %43, i64 4, !dbg !36
  %50 = load float, ptr %49, align 4, !dbg !36, !tbaa !31
  %51 = fadd contract float %50, %48, !dbg !37
  %52 = fadd contract float %38, %51, !dbg !38
  %53 = getelementptr inbounds float, ptr %1, i64 %42, !dbg !39
  store float %52, ptr %53, align 4, !dbg !40, !tbaa !31
  %54 = add nsw i32 %40, %14, !dbg !29
  %55 = sext i32 %54 to i64, !dbg !30
  %56 = getelementptr float, ptr %0, i64 %55, !dbg !30
  %57 = getelementptr i8, ptr %56, i64 -4, !dbg !30
  %58 = load float, ptr %57, align 4, !dbg !30, !tbaa !31
  %59 = load float, ptr %56, align 4, !dbg !33, !tbaa !31
  %60 = fmul contract float %59, 2.000000e+00, !dbg !34
  %61 = fadd contract float %58, %60, !dbg !35
  %62 = getelementptr i8, ptr %56, i64 4, !dbg !36
  %63 = load float, ptr %62, align 4, !dbg !36, !tbaa !31
  %64 = fadd contract float %63, %61, !dbg !37
  %65 = fadd contract float %52, %64, !dbg !38
  %66 = getelementptr inbounds float, ptr %1, i64 %55, !dbg !39
  store float %65, ptr %66, align 4, !dbg !40, !tbaa !31
  %67 = add nuw nsw i32 %23, 3, !dbg !41
  %68 = add i32 %23, %21
  %69 = sext i32 %68 to i64, !dbg !30
  %70 = getelementptr float, ptr %0, i64 %69, !dbg !30
  %71 = getelementptr i8, ptr %70, i64 -4, !dbg !30
  %72 = load float, ptr %71, align 4, !dbg !30, !tbaa !31
  %73 = load float, ptr %70, align 4, !dbg !33, !tbaa !31
  %74 = fmul contract float %73, 2.000000e+00, !dbg !34
  %75 = fadd contract float %72, %74, !dbg !35
  %76 = getelementptr i8, ptr %70, i64 4, !dbg !36
  %77 = load float, ptr %76, align 4, !dbg !36, !tbaa !31
  %78 = fadd contract float %77, %75, !dbg !37
  %79 = fadd contract float %65, %78, !dbg !38
  %80 = getelementptr inbounds float, ptr %1, i64 %69, !dbg !39
  store float %79, ptr %80, align 4, !dbg !40, !tbaa !31
  %81 = add nuw nsw i32 %23, 4, !dbg !41
  %82 = add i32 %26, 4, !dbg !28
  %83 = icmp eq i32 %82, %20, !dbg !28
  br i1 %83, label %84, label %22, !dbg !28, !llvm.loop !42

84:                                               ; preds = %22
  %85 = icmp eq i32 %17, 0, !dbg !28
  br i1 %85, label %112, label %86, !dbg !28

86:                                               ; preds = %84, %13
  %87 = phi i32 [ 2, %13 ], [ %81, %84 ]
  %88 = phi i32 [ 1, %13 ], [ %67, %84 ]
  %89 = phi float [ 0.000000e+00, %13 ], [ %79, %84 ]
  %90 = icmp ne i32 %17, 0, !dbg !28
  tail call void @llvm.assume(i1 %90), !dbg !28
  br label %91, !dbg !28

91:                                               ; preds = %91, %86
  %92 = phi i32 [ %87, %86 ], [ %109, %91 ]
  %93 = phi i32 [ %88, %86 ], [ %92, %91 ]
  %94 = phi float [ %89, %86 ], [ %107, %91 ]
  %95 = phi i32 [ 0, %86 ], [ %110, %91 ]
  %96 = add nsw i32 %93, %14, !dbg !29
  %97 = sext i32 %96 to i64, !dbg !30
  %98 = getelementptr float, ptr %0, i64 %97, !dbg !30
  %99 = getelementptr i8, ptr %98, i64 -4, !dbg !30
  %100 = load float, ptr %99, align 4, !dbg !30, !tbaa !31
  %101 = load float, ptr %98, align 4, !dbg !33, !tbaa !31
  %102 = fmul contract float %101, 2.000000e+00, !dbg !34
  %103 = fadd contract float %100, %102, !dbg !35
  %104 = getelementptr i8, ptr %98, i64 4, !dbg !36
  %105 = load float, ptr %104, align 4, !dbg !36, !tbaa !31
  %106 = fadd contract float %105, %103, !dbg !37
  %107 = fadd contract float %94, %106, !dbg !38
  %108 = getelementptr inbounds float, ptr %1, i64 %97, !dbg !39
  store float %107, ptr %108, align 4, !dbg !40, !tbaa !31
  %109 = add nuw nsw i32 %92, 1, !dbg !41
  %110 = add i32 %95, 1, !dbg !28
  %111 = icmp eq i32 %110, %17, !dbg !28
  br i1 %111, label %112, label %91, !dbg !28, !llvm.loop !45

112:                                              ; preds = %84, %91, %4
  ret void, !dbg !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "line_tables.cu", directory: "kestrel")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "smooth_rows", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 5, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 5, column: 26, scope: !12)
!22 = !DILocation(line: 5, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 5, column: 39, scope: !12)
!26 = !DILocation(line: 5, column: 37, scope: !12)
!27 = !DILocation(line: 6, column: 11, scope: !12)
!28 = !DILocation(line: 8, column: 3, scope: !12)
!29 = !DILocation(line: 9, column: 23, scope: !12)
!30 = !DILocation(line: 9, column: 12, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !10, i64 0}
!33 = !DILocation(line: 9, column: 41, scope: !12)
!34 = !DILocation(line: 9, column: 39, scope: !12)
!35 = !DILocation(line: 9, column: 32, scope: !12)
!36 = !DILocation(line: 9, column: 59, scope: !12)
!37 = !DILocation(line: 9, column: 57, scope: !12)
!38 = !DILocation(line: 9, column: 9, scope: !12)
!39 = !DILocation(line: 10, column: 5, scope: !12)
!40 = !DILocation(line: 10, column: 22, scope: !12)
!41 = !DILocation(line: 8, column: 21, scope: !12)
!42 = distinct !{!42, !28, !43, !44}
!43 = !DILocation(line: 11, column: 3, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 12, column: 1, scope: !12)
