; ModuleID = 'inlined_with_debug_info.cu'
; clang-22 -O3 -g of inlined_with_debug_info.cu, with `noinline` then taken out of dot_row's
; attribute group by hand: device-inline inlines what clang left out of line, with its loop
; metadata and its PHIs (block arguments), whose debug locations must become inlined ones.
source_filename = "inlined_with_debug_info.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7dot_rowPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !15 {
  %4 = icmp sgt i32 %2, 0, !dbg !18
  br i1 %4, label %10, label %5, !dbg !19

5:                                                ; preds = %10, %3
  %6 = phi float [ 0.000000e+00, %3 ], [ %19, %10 ], !dbg !20
  %7 = fcmp contract ogt float %6, 0.000000e+00, !dbg !21
  %8 = fneg contract float %6, !dbg !22
  %9 = select contract i1 %7, float %6, float %8, !dbg !22
  ret float %9, !dbg !23

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %20, %10 ], [ 0, %3 ]
  %12 = phi float [ %19, %10 ], [ 0.000000e+00, %3 ]
  %13 = zext nneg i32 %11 to i64, !dbg !24
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13, !dbg !24
  %15 = load float, ptr %14, align 4, !dbg !24, !tbaa !25
  %16 = getelementptr inbounds nuw float, ptr %1, i64 %13, !dbg !27
  %17 = load float, ptr %16, align 4, !dbg !27, !tbaa !25
  %18 = fmul contract float %15, %17, !dbg !28
  %19 = fadd contract float %12, %18, !dbg !29
  %20 = add nuw nsw i32 %11, 1, !dbg !30
  %21 = icmp eq i32 %20, %2, !dbg !18
  br i1 %21, label %5, label %10, !dbg !19, !llvm.loop !31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @inlined_with_debug_info(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !dbg !35 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %7 = mul i32 %5, %6, !dbg !43
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %9 = add i32 %7, %8, !dbg !47
  %10 = mul nsw i32 %3, %9, !dbg !48
  %11 = sext i32 %10 to i64, !dbg !49
  %12 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !49
  %13 = tail call contract noundef float @_Z7dot_rowPKfS0_i(ptr noundef %12, ptr noundef %2, i32 noundef %3) #3, !dbg !50
  %14 = tail call contract noundef float @_Z7dot_rowPKfS0_i(ptr noundef %2, ptr noundef %1, i32 noundef %3) #3, !dbg !51
  %15 = fadd contract float %13, %14, !dbg !52
  %16 = sext i32 %9 to i64, !dbg !53
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !53
  store float %15, ptr %17, align 4, !dbg !54, !tbaa !25
  ret void, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
!7 = !DIFile(filename: "inlined_with_debug_info.cu", directory: ".")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "dot_row", scope: !7, file: !7, line: 3, type: !16, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 6, column: 21, scope: !15)
!19 = !DILocation(line: 6, column: 3, scope: !15)
!20 = !DILocation(line: 0, scope: !15)
!21 = !DILocation(line: 7, column: 12, scope: !15)
!22 = !DILocation(line: 7, column: 10, scope: !15)
!23 = !DILocation(line: 7, column: 3, scope: !15)
!24 = !DILocation(line: 6, column: 36, scope: !15)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !12, i64 0}
!27 = !DILocation(line: 6, column: 43, scope: !15)
!28 = !DILocation(line: 6, column: 41, scope: !15)
!29 = !DILocation(line: 6, column: 33, scope: !15)
!30 = !DILocation(line: 6, column: 27, scope: !15)
!31 = distinct !{!31, !19, !32, !33, !34}
!32 = !DILocation(line: 6, column: 46, scope: !15)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !DISubprogram(name: "inlined_with_debug_info", scope: !7, file: !7, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!36 = !DILocation(line: 66, column: 27, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !38, file: !38, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!39 = distinct !DILocation(line: 10, column: 11, scope: !35)
!40 = !DILocation(line: 79, column: 27, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !38, file: !38, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = distinct !DILocation(line: 10, column: 24, scope: !35)
!43 = !DILocation(line: 10, column: 22, scope: !35)
!44 = !DILocation(line: 53, column: 27, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !38, file: !38, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = distinct !DILocation(line: 10, column: 37, scope: !35)
!47 = !DILocation(line: 10, column: 35, scope: !35)
!48 = !DILocation(line: 11, column: 26, scope: !35)
!49 = !DILocation(line: 11, column: 22, scope: !35)
!50 = !DILocation(line: 11, column: 12, scope: !35)
!51 = !DILocation(line: 11, column: 39, scope: !35)
!52 = !DILocation(line: 11, column: 37, scope: !35)
!53 = !DILocation(line: 11, column: 3, scope: !35)
!54 = !DILocation(line: 11, column: 10, scope: !35)
!55 = !DILocation(line: 12, column: 1, scope: !35)
