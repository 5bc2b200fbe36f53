; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @sum_atomic_add(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = shl i32 %6, 10, !dbg !8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %9 = and i32 %8, 127, !dbg !9
  %10 = and i32 %8, 31, !dbg !9
  %11 = lshr i32 %9, 5, !dbg !9
  %12 = or disjoint i32 %7, %9, !dbg !10
  %13 = or disjoint i32 %12, 128, !dbg !10
  %14 = or disjoint i32 %12, 256, !dbg !10
  %15 = or disjoint i32 %12, 384, !dbg !10
  %16 = or disjoint i32 %12, 512, !dbg !10
  %17 = or disjoint i32 %12, 640, !dbg !10
  %18 = or disjoint i32 %12, 768, !dbg !10
  %19 = or disjoint i32 %8, %7, !dbg !10
  %20 = or i32 %19, 896, !dbg !10
  %21 = icmp slt i32 %12, %2, !dbg !11
  %22 = icmp slt i32 %13, %2, !dbg !11
  %23 = icmp slt i32 %14, %2, !dbg !11
  %24 = icmp slt i32 %15, %2, !dbg !11
  %25 = icmp slt i32 %16, %2, !dbg !11
  %26 = icmp slt i32 %17, %2, !dbg !11
  %27 = icmp slt i32 %18, %2, !dbg !11
  %28 = icmp slt i32 %20, %2, !dbg !11
  %29 = sext i32 %12 to i64, !dbg !12
  %30 = getelementptr float, ptr addrspace(1) %0, i64 %29, !dbg !12
  %31 = sext i32 %13 to i64, !dbg !12
  %32 = getelementptr float, ptr addrspace(1) %0, i64 %31, !dbg !12
  %33 = sext i32 %14 to i64, !dbg !12
  %34 = getelementptr float, ptr addrspace(1) %0, i64 %33, !dbg !12
  %35 = sext i32 %15 to i64, !dbg !12
  %36 = getelementptr float, ptr addrspace(1) %0, i64 %35, !dbg !12
  %37 = sext i32 %16 to i64, !dbg !12
  %38 = getelementptr float, ptr addrspace(1) %0, i64 %37, !dbg !12
  %39 = sext i32 %17 to i64, !dbg !12
  %40 = getelementptr float, ptr addrspace(1) %0, i64 %39, !dbg !12
  %41 = sext i32 %18 to i64, !dbg !12
  %42 = getelementptr float, ptr addrspace(1) %0, i64 %41, !dbg !12
  %43 = sext i32 %20 to i64, !dbg !12
  %44 = getelementptr float, ptr addrspace(1) %0, i64 %43, !dbg !12
  %45 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %30, i1 %21) #4, !dbg !13
  %46 = bitcast i32 %45 to float, !dbg !13
  %47 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %32, i1 %22) #4, !dbg !13
  %48 = bitcast i32 %47 to float, !dbg !13
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %34, i1 %23) #4, !dbg !13
  %50 = bitcast i32 %49 to float, !dbg !13
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %36, i1 %24) #4, !dbg !13
  %52 = bitcast i32 %51 to float, !dbg !13
  %53 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %38, i1 %25) #4, !dbg !13
  %54 = bitcast i32 %53 to float, !dbg !13
  %55 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %40, i1 %26) #4, !dbg !13
  %56 = bitcast i32 %55 to float, !dbg !13
  %57 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %42, i1 %27) #4, !dbg !13
  %58 = bitcast i32 %57 to float, !dbg !13
  %59 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %44, i1 %28) #4, !dbg !13
  %60 = bitcast i32 %59 to float, !dbg !13
  %61 = fadd float %46, %48, !dbg !14
  %62 = fadd float %61, %50, !dbg !14
  %63 = fadd float %62, %52, !dbg !14
  %64 = fadd float %63, %54, !dbg !14
  %65 = fadd float %64, %56, !dbg !14
  %66 = fadd float %65, %58, !dbg !14
  %67 = fadd float %66, %60, !dbg !14
  %68 = bitcast float %67 to i32, !dbg !17
  %69 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 16, i32 31), !dbg !17
  %70 = bitcast i32 %69 to float, !dbg !17
  %71 = fadd float %67, %70, !dbg !14
  %72 = bitcast float %71 to i32, !dbg !17
  %73 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 8, i32 31), !dbg !17
  %74 = bitcast i32 %73 to float, !dbg !17
  %75 = fadd float %71, %74, !dbg !14
  %76 = bitcast float %75 to i32, !dbg !17
  %77 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 4, i32 31), !dbg !17
  %78 = bitcast i32 %77 to float, !dbg !17
  %79 = fadd float %75, %78, !dbg !14
  %80 = bitcast float %79 to i32, !dbg !17
  %81 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 2, i32 31), !dbg !17
  %82 = bitcast i32 %81 to float, !dbg !17
  %83 = fadd float %79, %82, !dbg !14
  %84 = bitcast float %83 to i32, !dbg !17
  %85 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 1, i32 31), !dbg !17
  %86 = bitcast i32 %85 to float, !dbg !17
  %87 = fadd float %83, %86, !dbg !14
  %88 = icmp eq i32 %10, 0, !dbg !17
  %89 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  %90 = bitcast float %87 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %89, <1 x i32> %90, i1 %88) #4, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %91 = icmp samesign ult i32 %9, 4, !dbg !17
  %92 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  %93 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %92, i1 %91) #4, !dbg !17
  %94 = bitcast i32 %93 to float, !dbg !17
  %95 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 2, i32 31), !dbg !17
  %96 = bitcast i32 %95 to float, !dbg !17
  %97 = fadd float %94, %96, !dbg !14
  %98 = bitcast float %97 to i32, !dbg !17
  %99 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 1, i32 31), !dbg !17
  %100 = bitcast i32 %99 to float, !dbg !17
  %101 = fadd float %97, %100, !dbg !14
  %102 = and i32 %8, 3, !dbg !17
  %103 = icmp eq i32 %102, 0, !dbg !17
  %104 = and i1 %91, %103, !dbg !17
  %105 = bitcast float %101 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %92, <1 x i32> %105, i1 %104) #4, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %106 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %107 = icmp samesign ult i32 %9, 32, !dbg !20
  %108 = and i1 %88, %107, !dbg !20
  %109 = tail call float asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %1, float %106, i1 %108) #4, !dbg !20
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "sum_atomic_add", linkageName: "sum_atomic_add", scope: !1, file: !1, line: 127, type: !5, scopeLine: 127, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 128, column: 24, scope: !4)
!8 = !DILocation(line: 129, column: 17, scope: !4)
!9 = !DILocation(line: 129, column: 38, scope: !4)
!10 = !DILocation(line: 129, column: 25, scope: !4)
!11 = !DILocation(line: 130, column: 42, scope: !4)
!12 = !DILocation(line: 130, column: 24, scope: !4)
!13 = !DILocation(line: 130, column: 16, scope: !4)
!14 = !DILocation(line: 263, column: 15, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!17 = !DILocation(line: 293, column: 36, scope: !15, inlinedAt: !18)
!18 = !DILocation(line: 131, column: 36, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 131, column: 29, scope: !4)
!21 = !DILocation(line: 131, column: 4, scope: !4)
