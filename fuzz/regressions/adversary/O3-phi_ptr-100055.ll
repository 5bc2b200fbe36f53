; adversary finding (kestrel_opt::adversary)
; seed: 100055
; shape: phi_ptr
; launch: grid=2 block=32x1
; int-args: 3=1
; label: -O3
; pipeline: -O3
; known: false
; | kernel @k: DIFFERENT
; |   global memory differs under schedule forward at 62 location(s):
; |     arg0+0: 83 (0x00000053) became 3 (0x00000003)
; |     arg0+4: 85 (0x00000055) became 4 (0x00000004)
; |     arg0+8: 95 (0x0000005f) became 9 (0x00000009)
; |     arg0+12: 101 (0x00000065) became 12 (0x0000000c)
; |     arg0+16: 85 (0x00000055) became 4 (0x00000004)
; |   AFTER has a race BEFORE does not (on @sa): race in @k on shared memory at @sa+4:
; |     read by block 0 thread 0: llvm.load at 69:11 in @k
; |     write by block 0 thread 1: llvm.store at 67:5 in @k
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sa = internal unnamed_addr addrspace(3) global [33 x i32] undef, align 4
@sb = internal unnamed_addr addrspace(3) global [34 x i32] undef, align 4

define dso_local ptx_kernel void @k(ptr noundef %out, ptr noalias noundef %in, ptr noundef %scratch, i32 noundef %u) local_unnamed_addr #0 {
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
  %v9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @sa to ptr), i64 %v6
  store i32 %v8, ptr %v9, align 4
  %v10 = xor i32 %v8, 1
  %v11 = icmp ult i32 %v0, 1
  br i1 %v11, label %if.then.1, label %if.end.2
if.then.1:
  %v12 = add nuw nsw i64 %v6, 32
  %v13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @sa to ptr), i64 %v12
  store i32 %v10, ptr %v13, align 4
  br label %if.end.2
if.end.2:
  %v14 = add i32 %v8, 77
  %v15 = getelementptr inbounds [34 x i32], ptr addrspacecast (ptr addrspace(3) @sb to ptr), i64 0, i64 %v6
  store i32 %v14, ptr %v15, align 4
  %v16 = xor i32 %v14, 1
  %v17 = icmp ult i32 %v0, 2
  br i1 %v17, label %if.then.3, label %if.end.4
if.then.3:
  %v18 = add nuw nsw i64 %v6, 32
  %v19 = getelementptr inbounds [34 x i32], ptr addrspacecast (ptr addrspace(3) @sb to ptr), i64 0, i64 %v18
  store i32 %v16, ptr %v19, align 4
  br label %if.end.4
if.end.4:
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v20 = icmp ne i32 %u, 0
  br i1 %v20, label %sel.a.5, label %sel.b.6
sel.a.5:
  %v21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @sa to ptr), i64 %v6
  br label %sel.end.7
sel.b.6:
  %v22 = add nuw nsw i64 %v6, 1
  %v23 = getelementptr inbounds [34 x i32], ptr addrspacecast (ptr addrspace(3) @sb to ptr), i64 0, i64 %v22
  br label %sel.end.7
sel.end.7:
  %v24 = phi ptr [ %v21, %sel.a.5 ], [ %v23, %sel.b.6 ]
  %v25 = add i32 %v8, %v14
  store i32 %v25, ptr %v24, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v26 = getelementptr inbounds nuw i8, ptr %v24, i64 4
  %v27 = load i32, ptr %v26, align 4
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
