; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @vector_add(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = shl i32 %7, 10, !dbg !8
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %10 = and i32 %9, 127, !dbg !9
  %11 = or disjoint i32 %8, %10, !dbg !10
  %12 = or disjoint i32 %11, 128, !dbg !10
  %13 = or disjoint i32 %11, 256, !dbg !10
  %14 = or disjoint i32 %11, 384, !dbg !10
  %15 = or disjoint i32 %11, 512, !dbg !10
  %16 = or disjoint i32 %11, 640, !dbg !10
  %17 = or disjoint i32 %11, 768, !dbg !10
  %18 = or disjoint i32 %9, %8, !dbg !10
  %19 = or i32 %18, 896, !dbg !10
  %20 = icmp slt i32 %11, %3, !dbg !11
  %21 = icmp slt i32 %12, %3, !dbg !11
  %22 = icmp slt i32 %13, %3, !dbg !11
  %23 = icmp slt i32 %14, %3, !dbg !11
  %24 = icmp slt i32 %15, %3, !dbg !11
  %25 = icmp slt i32 %16, %3, !dbg !11
  %26 = icmp slt i32 %17, %3, !dbg !11
  %27 = icmp slt i32 %19, %3, !dbg !11
  %28 = sext i32 %11 to i64, !dbg !12
  %29 = getelementptr float, ptr addrspace(1) %0, i64 %28, !dbg !12
  %30 = sext i32 %12 to i64, !dbg !12
  %31 = getelementptr float, ptr addrspace(1) %0, i64 %30, !dbg !12
  %32 = sext i32 %13 to i64, !dbg !12
  %33 = getelementptr float, ptr addrspace(1) %0, i64 %32, !dbg !12
  %34 = sext i32 %14 to i64, !dbg !12
  %35 = getelementptr float, ptr addrspace(1) %0, i64 %34, !dbg !12
  %36 = sext i32 %15 to i64, !dbg !12
  %37 = getelementptr float, ptr addrspace(1) %0, i64 %36, !dbg !12
  %38 = sext i32 %16 to i64, !dbg !12
  %39 = getelementptr float, ptr addrspace(1) %0, i64 %38, !dbg !12
  %40 = sext i32 %17 to i64, !dbg !12
  %41 = getelementptr float, ptr addrspace(1) %0, i64 %40, !dbg !12
  %42 = sext i32 %19 to i64, !dbg !12
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42, !dbg !12
  %44 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %29, i1 %20) #2, !dbg !13
  %45 = bitcast i32 %44 to float, !dbg !13
  %46 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %31, i1 %21) #2, !dbg !13
  %47 = bitcast i32 %46 to float, !dbg !13
  %48 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %33, i1 %22) #2, !dbg !13
  %49 = bitcast i32 %48 to float, !dbg !13
  %50 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %35, i1 %23) #2, !dbg !13
  %51 = bitcast i32 %50 to float, !dbg !13
  %52 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %37, i1 %24) #2, !dbg !13
  %53 = bitcast i32 %52 to float, !dbg !13
  %54 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %39, i1 %25) #2, !dbg !13
  %55 = bitcast i32 %54 to float, !dbg !13
  %56 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %41, i1 %26) #2, !dbg !13
  %57 = bitcast i32 %56 to float, !dbg !13
  %58 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %43, i1 %27) #2, !dbg !13
  %59 = bitcast i32 %58 to float, !dbg !13
  %60 = getelementptr float, ptr addrspace(1) %1, i64 %28, !dbg !14
  %61 = getelementptr float, ptr addrspace(1) %1, i64 %30, !dbg !14
  %62 = getelementptr float, ptr addrspace(1) %1, i64 %32, !dbg !14
  %63 = getelementptr float, ptr addrspace(1) %1, i64 %34, !dbg !14
  %64 = getelementptr float, ptr addrspace(1) %1, i64 %36, !dbg !14
  %65 = getelementptr float, ptr addrspace(1) %1, i64 %38, !dbg !14
  %66 = getelementptr float, ptr addrspace(1) %1, i64 %40, !dbg !14
  %67 = getelementptr float, ptr addrspace(1) %1, i64 %42, !dbg !14
  %68 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %60, i1 %20) #2, !dbg !15
  %69 = bitcast i32 %68 to float, !dbg !15
  %70 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %61, i1 %21) #2, !dbg !15
  %71 = bitcast i32 %70 to float, !dbg !15
  %72 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %62, i1 %22) #2, !dbg !15
  %73 = bitcast i32 %72 to float, !dbg !15
  %74 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %63, i1 %23) #2, !dbg !15
  %75 = bitcast i32 %74 to float, !dbg !15
  %76 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %64, i1 %24) #2, !dbg !15
  %77 = bitcast i32 %76 to float, !dbg !15
  %78 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %65, i1 %25) #2, !dbg !15
  %79 = bitcast i32 %78 to float, !dbg !15
  %80 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %66, i1 %26) #2, !dbg !15
  %81 = bitcast i32 %80 to float, !dbg !15
  %82 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %67, i1 %27) #2, !dbg !15
  %83 = bitcast i32 %82 to float, !dbg !15
  %84 = getelementptr float, ptr addrspace(1) %2, i64 %28, !dbg !16
  %85 = getelementptr float, ptr addrspace(1) %2, i64 %30, !dbg !16
  %86 = getelementptr float, ptr addrspace(1) %2, i64 %32, !dbg !16
  %87 = getelementptr float, ptr addrspace(1) %2, i64 %34, !dbg !16
  %88 = getelementptr float, ptr addrspace(1) %2, i64 %36, !dbg !16
  %89 = getelementptr float, ptr addrspace(1) %2, i64 %38, !dbg !16
  %90 = getelementptr float, ptr addrspace(1) %2, i64 %40, !dbg !16
  %91 = getelementptr float, ptr addrspace(1) %2, i64 %42, !dbg !16
  %92 = fadd float %45, %69, !dbg !17
  %93 = fadd float %47, %71, !dbg !17
  %94 = fadd float %49, %73, !dbg !17
  %95 = fadd float %51, %75, !dbg !17
  %96 = fadd float %53, %77, !dbg !17
  %97 = fadd float %55, %79, !dbg !17
  %98 = fadd float %57, %81, !dbg !17
  %99 = fadd float %59, %83, !dbg !17
  %100 = bitcast float %92 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %100, ptr addrspace(1) %84, i1 %20) #2, !dbg !18
  %101 = bitcast float %93 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %101, ptr addrspace(1) %85, i1 %21) #2, !dbg !18
  %102 = bitcast float %94 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %102, ptr addrspace(1) %86, i1 %22) #2, !dbg !18
  %103 = bitcast float %95 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %103, ptr addrspace(1) %87, i1 %23) #2, !dbg !18
  %104 = bitcast float %96 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %104, ptr addrspace(1) %88, i1 %24) #2, !dbg !18
  %105 = bitcast float %97 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %105, ptr addrspace(1) %89, i1 %25) #2, !dbg !18
  %106 = bitcast float %98 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %106, ptr addrspace(1) %90, i1 %26) #2, !dbg !18
  %107 = bitcast float %99 to i32, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %107, ptr addrspace(1) %91, i1 %27) #2, !dbg !18
  ret void, !dbg !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "vector_add", linkageName: "vector_add", scope: !1, file: !1, line: 12, type: !5, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 13, column: 24, scope: !4)
!8 = !DILocation(line: 14, column: 17, scope: !4)
!9 = !DILocation(line: 14, column: 38, scope: !4)
!10 = !DILocation(line: 14, column: 25, scope: !4)
!11 = !DILocation(line: 15, column: 18, scope: !4)
!12 = !DILocation(line: 16, column: 24, scope: !4)
!13 = !DILocation(line: 16, column: 16, scope: !4)
!14 = !DILocation(line: 17, column: 24, scope: !4)
!15 = !DILocation(line: 17, column: 16, scope: !4)
!16 = !DILocation(line: 18, column: 23, scope: !4)
!17 = !DILocation(line: 18, column: 33, scope: !4)
!18 = !DILocation(line: 18, column: 29, scope: !4)
!19 = !DILocation(line: 18, column: 4, scope: !4)
