target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$comdat_kernel = comdat any

@coef = dso_local addrspace(4) externally_initialized constant [4 x float] zeroinitializer, align 4
@dev = addrspace(1) externally_initialized global i32 0, align 4
@tls = internal thread_local addrspace(1) global i32 0
@hidden = hidden addrspace(1) global i32 7, section "mysec", align 16
@weakg = weak addrspace(1) global i32 1
@linkonce = linkonce_odr addrspace(1) global i32 2, comdat($comdat_kernel)
@smem = internal addrspace(3) global [64 x float] undef, align 4
@ext = external addrspace(1) global [0 x i8]
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @hidden to ptr)], section "llvm.metadata"

define ptx_kernel void @k(ptr noalias nocapture noundef readonly align 16 dereferenceable(64) %in, ptr noalias writeonly %out, i32 noundef range(i32 0, 100) %n, ptr byval({i32, i32}) align 4 %s) #0 comdat($comdat_kernel) !dbg !20 {
entry:
  %tid = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %c = icmp samesign ult i32 %tid, %n
  br i1 %c, label %body, label %exit, !prof !30
body:
  %w = zext nneg i32 %tid to i64
  %p = getelementptr inbounds nuw float, ptr %in, i64 %w
  %v = load volatile float, ptr %p, align 4, !tbaa !40, !nontemporal !45
  %q = getelementptr inbounds float, ptr %in, i64 1
  %inv = load float, ptr %q, align 4, !invariant.load !46
  %f = fmul fast float %v, %inv
  %g = fadd nnan ninf contract float %f, 1.0
  %x = or disjoint i32 %tid, 65536
  %y = udiv exact i32 %x, 2
  %z = add nuw nsw i32 %y, 1
  %fr = freeze i32 %z
  %cp = getelementptr float, ptr addrspace(4) @coef, i32 %fr
  %cv = load float, ptr addrspace(4) %cp, align 4
  %h = fmul float %g, %cv
  %o = getelementptr inbounds float, ptr %out, i64 %w
  store float %h, ptr %o, align 4, !alias.scope !50, !noalias !53
  %old = atomicrmw add ptr addrspace(1) @dev, i32 1 syncscope("device") acq_rel, align 4
  fence syncscope("block") release
  %cx = cmpxchg weak ptr addrspace(1) @dev, i32 0, i32 1 syncscope("device") seq_cst monotonic, align 4
  %ld = load atomic i32, ptr addrspace(1) @dev acquire, align 4
  store atomic i32 %ld, ptr addrspace(1) @dev release, align 4
  call void @llvm.nvvm.barrier0()
  %as = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %pa = call i32 asm "add.u32 $0, $1, 1;", "=r,r"(i32 %as) #5
  %cl = notail call i32 @helper(i32 %pa) #2
  br label %exit, !llvm.loop !60
exit:
  ret void
}

define internal i32 @helper(i32 %a) #1 {
  %r = mul i32 %a, 3
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
declare void @llvm.nvvm.barrier0() #4

attributes #0 = { convergent mustprogress nounwind "nvvm.maxntid"="128" "nvvm.minctasm"="2" "nvvm.maxnreg"="64" "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { noinline nounwind memory(none) }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind memory(none) }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!1, !2, !3}
!nvvmir.version = !{!4}
!nvvm.annotations = !{!5}
!llvm.ident = !{!6}

!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!3 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 8]}
!4 = !{i32 2, i32 0, i32 3, i32 1}
!5 = !{ptr @k, !"maxclusterrank", i32 4}
!6 = !{!"test"}
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !11, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!11 = !DIFile(filename: "k.cu", directory: "/tmp")
!20 = distinct !DISubprogram(name: "k", scope: !11, file: !11, line: 3, type: !21, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10)
!21 = !DISubroutineType(types: !22)
!22 = !{}
!23 = !DILocation(line: 4, column: 12, scope: !20)
!30 = !{!"branch_weights", i32 90, i32 10}
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!45 = !{i32 1}
!46 = !{}
!47 = !{i32 0, i32 10}
!50 = !{!51}
!51 = distinct !{!51, !52, !"scope"}
!52 = distinct !{!52, !"domain"}
!53 = !{!54}
!54 = distinct !{!54, !52, !"other"}
!60 = distinct !{!60, !61}
!61 = !{!"llvm.loop.unroll.disable"}
