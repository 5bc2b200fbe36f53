; adversary finding (kestrel_opt::adversary)
; seed: 100008
; shape: phi_ptr
; launch: grid=2 block=64x1
; int-args: 3=0
; label: dead-sync-elim
; pipeline: --passes=dead-sync-elim
; known: false
; | kernel @k: DIFFERENT
; |   global memory differs under schedule forward at 124 location(s):
; |     arg0+0: -77 (0xffffffb3) became 3 (0x00000003)
; |     arg0+4: -77 (0xffffffb3) became 4 (0x00000004)
; |     arg0+8: -77 (0xffffffb3) became 9 (0x00000009)
; |     arg0+12: -77 (0xffffffb3) became 12 (0x0000000c)
; |     arg0+16: -77 (0xffffffb3) became 4 (0x00000004)
; |   AFTER has a race BEFORE does not (on @sa): race in @k on shared memory at @sa+4:
; |     read by block 0 thread 0: llvm.load at 68:11 in @k
; |     write by block 0 thread 1: llvm.store at 66:5 in @k
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sa = internal unnamed_addr addrspace(3) global [65 x i32] undef, align 4
@sb = internal unnamed_addr addrspace(3) global [66 x i32] undef, align 4

define dso_local ptx_kernel void @k(ptr noundef %out, ptr noundef %in, ptr noundef %scratch, i32 noundef %u) local_unnamed_addr #0 {
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
  %v9 = getelementptr inbounds [65 x i32], ptr addrspace(3) @sa, i64 0, i64 %v6
  store i32 %v8, ptr addrspace(3) %v9, align 4
  %v10 = xor i32 %v8, 1
  %v11 = icmp ult i32 %v0, 1
  br i1 %v11, label %if.then.1, label %if.end.2
if.then.1:
  %v12 = add nuw nsw i64 %v6, 64
  %v13 = getelementptr inbounds [65 x i32], ptr addrspace(3) @sa, i64 0, i64 %v12
  store i32 %v10, ptr addrspace(3) %v13, align 4
  br label %if.end.2
if.end.2:
  %v14 = add i32 %v8, 77
  %v15 = getelementptr inbounds [66 x i32], ptr addrspace(3) @sb, i64 0, i64 %v6
  store i32 %v14, ptr addrspace(3) %v15, align 4
  %v16 = xor i32 %v14, 1
  %v17 = icmp ult i32 %v0, 2
  br i1 %v17, label %if.then.3, label %if.end.4
if.then.3:
  %v18 = add nuw nsw i64 %v6, 64
  %v19 = getelementptr inbounds [66 x i32], ptr addrspace(3) @sb, i64 0, i64 %v18
  store i32 %v16, ptr addrspace(3) %v19, align 4
  br label %if.end.4
if.end.4:
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v20 = icmp ult i32 %v0, 21
  br i1 %v20, label %sel.a.5, label %sel.b.6
sel.a.5:
  %v21 = getelementptr inbounds [65 x i32], ptr addrspace(3) @sa, i64 0, i64 %v6
  br label %sel.end.7
sel.b.6:
  %v22 = add nuw nsw i64 %v6, 1
  %v23 = getelementptr inbounds [66 x i32], ptr addrspace(3) @sb, i64 0, i64 %v22
  br label %sel.end.7
sel.end.7:
  %v24 = phi ptr addrspace(3) [ %v21, %sel.a.5 ], [ %v23, %sel.b.6 ]
  %v25 = sub i32 %v8, %v14
  store i32 %v25, ptr addrspace(3) %v24, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v26 = getelementptr inbounds i32, ptr addrspace(3) %v24, i64 1
  %v27 = load i32, ptr addrspace(3) %v26, align 4
  %v28 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v27, ptr %v28, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
