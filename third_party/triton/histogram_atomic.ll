; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @histogram_atomic(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, float %4, float %5, ptr addrspace(1) readnone captures(none) %6, ptr addrspace(1) readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %10 = shl i32 %9, 9, !dbg !8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %12 = and i32 %11, 127, !dbg !9
  %13 = or disjoint i32 %10, %12, !dbg !10
  %14 = or disjoint i32 %13, 128, !dbg !10
  %15 = or disjoint i32 %13, 256, !dbg !10
  %16 = or disjoint i32 %13, 384, !dbg !10
  %17 = icmp slt i32 %13, %2, !dbg !11
  %18 = icmp slt i32 %14, %2, !dbg !11
  %19 = icmp slt i32 %15, %2, !dbg !11
  %20 = icmp slt i32 %16, %2, !dbg !11
  %21 = sext i32 %13 to i64, !dbg !12
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %21, !dbg !12
  %23 = sext i32 %14 to i64, !dbg !12
  %24 = getelementptr float, ptr addrspace(1) %0, i64 %23, !dbg !12
  %25 = sext i32 %15 to i64, !dbg !12
  %26 = getelementptr float, ptr addrspace(1) %0, i64 %25, !dbg !12
  %27 = sext i32 %16 to i64, !dbg !12
  %28 = getelementptr float, ptr addrspace(1) %0, i64 %27, !dbg !12
  %29 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %22, i1 %17) #3, !dbg !13
  %30 = bitcast i32 %29 to float, !dbg !13
  %31 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %24, i1 %18) #3, !dbg !13
  %32 = bitcast i32 %31 to float, !dbg !13
  %33 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %26, i1 %19) #3, !dbg !13
  %34 = bitcast i32 %33 to float, !dbg !13
  %35 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %28, i1 %20) #3, !dbg !13
  %36 = bitcast i32 %35 to float, !dbg !13
  %37 = fsub float %30, %4, !dbg !14
  %38 = fsub float %32, %4, !dbg !14
  %39 = fsub float %34, %4, !dbg !14
  %40 = fsub float %36, %4, !dbg !14
  %41 = tail call float @llvm.nvvm.div.full(float %37, float %5), !dbg !15
  %42 = tail call float @llvm.nvvm.div.full(float %38, float %5), !dbg !15
  %43 = tail call float @llvm.nvvm.div.full(float %39, float %5), !dbg !15
  %44 = tail call float @llvm.nvvm.div.full(float %40, float %5), !dbg !15
  %45 = fptosi float %41 to i32, !dbg !16
  %46 = fptosi float %42 to i32, !dbg !16
  %47 = fptosi float %43 to i32, !dbg !16
  %48 = fptosi float %44 to i32, !dbg !16
  %49 = tail call i32 @llvm.smax.i32(i32 %45, i32 0), !dbg !17
  %50 = tail call i32 @llvm.smax.i32(i32 %46, i32 0), !dbg !17
  %51 = tail call i32 @llvm.smax.i32(i32 %47, i32 0), !dbg !17
  %52 = tail call i32 @llvm.smax.i32(i32 %48, i32 0), !dbg !17
  %53 = add i32 %3, -1, !dbg !18
  %54 = tail call i32 @llvm.smin.i32(i32 %49, i32 %53), !dbg !19
  %55 = tail call i32 @llvm.smin.i32(i32 %50, i32 %53), !dbg !19
  %56 = tail call i32 @llvm.smin.i32(i32 %51, i32 %53), !dbg !19
  %57 = tail call i32 @llvm.smin.i32(i32 %52, i32 %53), !dbg !19
  %58 = sext i32 %54 to i64, !dbg !20
  %59 = getelementptr i32, ptr addrspace(1) %1, i64 %58, !dbg !20
  %60 = sext i32 %55 to i64, !dbg !20
  %61 = getelementptr i32, ptr addrspace(1) %1, i64 %60, !dbg !20
  %62 = sext i32 %56 to i64, !dbg !20
  %63 = getelementptr i32, ptr addrspace(1) %1, i64 %62, !dbg !20
  %64 = sext i32 %57 to i64, !dbg !20
  %65 = getelementptr i32, ptr addrspace(1) %1, i64 %64, !dbg !20
  %66 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %59, i32 1, i1 %17) #3, !dbg !21
  %67 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %61, i32 1, i1 %18) #3, !dbg !21
  %68 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %63, i32 1, i1 %19) #3, !dbg !21
  %69 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %65, i32 1, i1 %20) #3, !dbg !21
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "histogram_atomic", linkageName: "histogram_atomic", scope: !1, file: !1, line: 116, type: !5, scopeLine: 116, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 117, column: 24, scope: !4)
!8 = !DILocation(line: 118, column: 17, scope: !4)
!9 = !DILocation(line: 118, column: 38, scope: !4)
!10 = !DILocation(line: 118, column: 25, scope: !4)
!11 = !DILocation(line: 119, column: 18, scope: !4)
!12 = !DILocation(line: 120, column: 27, scope: !4)
!13 = !DILocation(line: 120, column: 16, scope: !4)
!14 = !DILocation(line: 121, column: 14, scope: !4)
!15 = !DILocation(line: 121, column: 20, scope: !4)
!16 = !DILocation(line: 121, column: 30, scope: !4)
!17 = !DILocation(line: 122, column: 33, scope: !4)
!18 = !DILocation(line: 122, column: 46, scope: !4)
!19 = !DILocation(line: 122, column: 37, scope: !4)
!20 = !DILocation(line: 123, column: 29, scope: !4)
!21 = !DILocation(line: 123, column: 32, scope: !4)
!22 = !DILocation(line: 123, column: 4, scope: !4)
