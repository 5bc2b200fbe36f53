; adversary finding (kestrel_opt::adversary)
; seed: 100018
; shape: device_fn
; launch: grid=1 block=128x1
; int-args: 
; label: dead-sync-elim
; pipeline: --passes=dead-sync-elim
; known: false
; | kernel @k: DIFFERENT
; |   global memory differs under schedule reverse at 126 location(s):
; |     arg0+0: 7 (0x00000007) became 945 (0x000003b1)
; |     arg0+4: 13 (0x0000000d) became 942 (0x000003ae)
; |     arg0+8: 21 (0x00000015) became 938 (0x000003aa)
; |     arg0+12: 16 (0x00000010) became 929 (0x000003a1)
; |     arg0+16: 19 (0x00000013) became 917 (0x00000395)
; |   AFTER has a race BEFORE does not (on @s): race in @k on shared memory at @s+4:
; |     read by block 0 thread 0: llvm.load at 13:10 in @f
; |     write by block 0 thread 1: llvm.store at 15:5 in @f
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal unnamed_addr addrspace(3) global [130 x i32] undef, align 4

define internal i32 @f(ptr noundef %p, i32 noundef %v) #1 {
entry:
  store i32 %v, ptr %p, align 4
  tail call void @llvm.nvvm.barrier0()
  %v0 = getelementptr inbounds i8, ptr %p, i64 4
  %v1 = load i32, ptr %v0, align 4
  %v2 = add i32 %v1, %v
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  store i32 %v2, ptr %p, align 4
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %v3 = load i32, ptr %v0, align 4
  ret i32 %v3
}

define dso_local ptx_kernel void @k(ptr noundef %out, ptr noundef %in, ptr noalias noundef %scratch) local_unnamed_addr #0 {
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
  %v9 = getelementptr inbounds [130 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %v6
  store i32 %v8, ptr %v9, align 4
  %v10 = xor i32 %v8, 1
  %v11 = icmp ult i32 %v0, 2
  br i1 %v11, label %if.then.1, label %if.end.2
if.then.1:
  %v12 = add nuw nsw i64 %v6, 128
  %v13 = getelementptr inbounds [130 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %v12
  store i32 %v10, ptr %v13, align 4
  br label %if.end.2
if.end.2:
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v14 = getelementptr inbounds [130 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %v6
  %v15 = tail call i32 @f(ptr noundef %v14, i32 noundef %v8)
  %v16 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v15, ptr %v16, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
