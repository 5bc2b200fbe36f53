; adversary finding (kestrel_opt::adversary)
; seed: 100001
; shape: byval_ptr
; launch: grid=2 block=64x1
; int-args: 
; label: memory-space-opt
; pipeline: --passes=memory-space-opt
; known: false
; | kernel @k: DIFFERENT (before the fix of memory-space-opt root cause 5; regenerated when kestrel-sim gave each thread its own byval copy)
; |   AFTER faults: InvalidAccess: access through invalid address 0x300000000000008c (address space 1) (block 0 thread 0, llvm.load at 31:11 in @k, schedule forward)
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Box = type { ptr, i32, i32 }
@s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

define dso_local ptx_kernel void @k(ptr noundef %out, ptr noalias noundef %in, ptr noundef %scratch, ptr noundef byval(%struct.Box) align 8 %box) local_unnamed_addr #0 {
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
  %v9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %v6
  store i32 %v8, ptr %v9, align 4
  %v10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0
  store ptr %v10, ptr %box, align 8
  tail call void @llvm.nvvm.barrier0()
  %v11 = load ptr, ptr %box, align 8
  %v12 = xor i32 %v0, 31
  %v13 = sext i32 %v12 to i64
  %v14 = getelementptr inbounds i32, ptr %v11, i64 %v13
  %v15 = load i32, ptr %v14, align 4
  %v16 = getelementptr inbounds nuw i8, ptr %box, i64 8
  %v17 = load i32, ptr %v16, align 4
  %v18 = xor i32 %v15, %v17
  %v19 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v18, ptr %v19, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" "nvvm.maxntid"="64" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
