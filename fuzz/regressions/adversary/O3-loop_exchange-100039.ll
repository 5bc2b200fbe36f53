; adversary finding (kestrel_opt::adversary)
; seed: 100039
; shape: loop_exchange
; launch: grid=1 block=64x1
; int-args: 2=4
; label: -O3
; pipeline: -O3
; known: false
; | kernel @k: DIFFERENT
; |   global memory differs under schedule forward at 8 location(s):
; |     arg0+12: 13 (0x0000000d) became 15 (0x0000000f)
; |     arg0+56: 13 (0x0000000d) became 15 (0x0000000f)
; |     arg0+68: 13 (0x0000000d) became 15 (0x0000000f)
; |     arg0+104: 13 (0x0000000d) became 15 (0x0000000f)
; |     arg0+112: 15 (0x0000000f) became 13 (0x0000000d)
; |   AFTER has a race BEFORE does not (on @s): race in @k on shared memory at @s+8:
; |     read by block 0 thread 0: llvm.load at 44:11 in @k
; |     write by block 0 thread 2: llvm.store at 42:5 in @k
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal unnamed_addr addrspace(3) global [75 x i32] undef, align 4

define dso_local ptx_kernel void @k(ptr noundef %out, ptr noundef %in, i32 noundef %n) local_unnamed_addr #0 {
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
  %v9 = getelementptr inbounds nuw i32, ptr addrspace(3) @s, i64 %v6
  store i32 %v8, ptr addrspace(3) %v9, align 4
  %v10 = xor i32 %v8, 1
  %v11 = icmp ult i32 %v0, 11
  br i1 %v11, label %if.then.1, label %if.end.2
if.then.1:
  %v12 = add nuw nsw i64 %v6, 64
  %v13 = getelementptr inbounds nuw i32, ptr addrspace(3) @s, i64 %v12
  store i32 %v10, ptr addrspace(3) %v13, align 4
  br label %if.end.2
if.end.2:
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %v14 = icmp sgt i32 4, 0
  br i1 %v14, label %for.body.3, label %for.end.4
for.body.3:
  %v15 = phi i32 [ 0, %if.end.2 ], [ %v26, %for.body.3 ]
  %v16 = phi i32 [ %v8, %if.end.2 ], [ %v25, %for.body.3 ]
  %v17 = mul nuw nsw i32 %v15, 2
  %v18 = add nuw nsw i32 %v17, %v0
  %v19 = sext i32 %v18 to i64
  %v20 = getelementptr inbounds nuw i32, ptr addrspace(3) @s, i64 %v19
  %v21 = sub i32 %v16, %v15
  store i32 %v21, ptr addrspace(3) %v20, align 4
  tail call void @llvm.nvvm.barrier0()
  %v22 = add nuw nsw i64 %v19, 2
  %v23 = getelementptr inbounds nuw i32, ptr addrspace(3) @s, i64 %v22
  %v24 = load i32, ptr addrspace(3) %v23, align 4
  %v25 = or i32 %v16, %v24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v26 = add nuw nsw i32 %v15, 1
  %v27 = icmp eq i32 %v26, 4
  br i1 %v27, label %for.end.4, label %for.body.3
for.end.4:
  %v28 = phi i32 [ %v8, %if.end.2 ], [ %v25, %for.body.3 ]
  %v29 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v28, ptr %v29, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" "nvvm.maxntid"="64" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
