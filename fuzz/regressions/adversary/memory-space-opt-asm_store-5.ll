; adversary finding (kestrel_opt::adversary)
; seed: 5
; shape: asm_store
; launch: grid=2 block=128x1
; int-args: 
; label: memory-space-opt
; pipeline: --passes=memory-space-opt
; known: false
; | kernel @k: DIFFERENT (before the fix of memory-space-opt root cause 6: a non-sideeffect asm with a memory clobber was trusted not to store a pointer)
; |   AFTER faults: InvalidAccess: access through invalid address 0x300000000000020c (address space 1) (block 0 thread 0, llvm.load at 34:11 in @k, schedule forward)
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

define dso_local ptx_kernel void @k(ptr noundef %out, ptr noalias noundef %in, ptr noundef %slots) local_unnamed_addr #0 {
entry:
  %v0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v3 = mul i32 %v1, %v2
  %v4 = add i32 %v3, %v0
  %v5 = sext i32 %v4 to i64
  %v6 = zext nneg i32 %v0 to i64
  %v7 = getelementptr inbounds i32, ptr %in, i64 %v5
  %v8 = load i32, ptr %v7, align 4
  %v9 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %v6
  store i32 %v8, ptr %v9, align 4
  %v10 = tail call i32 @llvm.nvvm.barrier0.popc(i32 1)
  %v11 = sub nuw nsw i32 127, %v0
  %v12 = zext nneg i32 %v11 to i64
  %v13 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %v12
  %v14 = getelementptr inbounds i64, ptr %slots, i64 %v5
  %v15 = tail call i64 asm "{ st.u64 [$1], $2; mov.u64 $0, 0; }", "=l,l,l,~{memory}"(ptr %v14, ptr %v13)
  %v16 = getelementptr inbounds i8, ptr %v14, i64 %v15
  %v17 = load ptr, ptr %v16, align 8
  %v18 = load i32, ptr %v17, align 4
  %v19 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v18, ptr %v19, align 4
  ret void
}

declare i32 @llvm.nvvm.barrier0.popc(i32)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
