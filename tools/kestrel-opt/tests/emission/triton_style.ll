; Triton-shaped LLVM IR, written for this test: no target triple, a data layout with 32-bit
; shared/const/local pointers, line tables (emissionKind: LineTablesOnly), a ptx_kernel with
; nvvm.reqntid, and a shared-memory tile exchanged across a barrier.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @shift_kernel(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !dbg !5 {
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %block = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %base = shl i32 %block, 7, !dbg !8
  %index = or disjoint i32 %base, %tid, !dbg !8
  %wide = sext i32 %index to i64, !dbg !8
  %src = getelementptr float, ptr addrspace(1) %in, i64 %wide, !dbg !9
  %value = load float, ptr addrspace(1) %src, align 4, !dbg !9
  %slot = getelementptr float, ptr addrspace(3) @global_smem, i32 %tid, !dbg !10
  store float %value, ptr addrspace(3) %slot, align 4, !dbg !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !11
  %next = add i32 %tid, 1, !dbg !12
  %wrapped = and i32 %next, 127, !dbg !12
  %other = getelementptr float, ptr addrspace(3) @global_smem, i32 %wrapped, !dbg !12
  %neighbour = load float, ptr addrspace(3) %other, align 4, !dbg !12
  %sum = fadd float %value, %neighbour, !dbg !12
  %dst = getelementptr float, ptr addrspace(1) %out, i64 %wide, !dbg !13
  store float %sum, ptr addrspace(1) %dst, align 4, !dbg !13
  ret void, !dbg !14
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.reqntid"="128" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_Python, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "shift.py", directory: "/kernels")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!5 = distinct !DISubprogram(name: "shift_kernel", linkageName: "shift_kernel", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 11, column: 20, scope: !5)
!9 = !DILocation(line: 12, column: 16, scope: !5)
!10 = !DILocation(line: 13, column: 5, scope: !5)
!11 = !DILocation(line: 14, column: 5, scope: !5)
!12 = !DILocation(line: 15, column: 22, scope: !5)
!13 = !DILocation(line: 16, column: 5, scope: !5)
!14 = !DILocation(line: 16, column: 4, scope: !5)
