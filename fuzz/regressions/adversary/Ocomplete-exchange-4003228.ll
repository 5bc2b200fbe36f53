; adversary finding (kestrel_opt::adversary)
; seed: 4003228
; shape: exchange
; launch: grid=2 block=64x1
; int-args: 2=63
; label: -Ocomplete
; pipeline: -Ocomplete
; known: false
; note: found with %scratch noalias, which made the input undefined (threads exchange
; through it, and LLVM's -O2 moved a load across the barrier); saved without it, as the
; generator now emits exchange buffers, to keep -O2 + barriers on this shape checked.
; | kernel @k: DIFFERENT
; |   global memory differs under schedule forward at 126 location(s):
; |     arg0+0: -13 (0xfffffff3) became -4 (0xfffffffc)
; |     arg0+4: -15 (0xfffffff1) became -2 (0xfffffffe)
; |     arg0+8: -16 (0xfffffff0) became -1 (0xffffffff)
; |     arg0+12: -1 (0xffffffff) became -16 (0xfffffff0)
; |     arg0+16: -8 (0xfffffff8) became -9 (0xfffffff7)
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

define dso_local ptx_kernel void @k(ptr noalias noundef %out, ptr noundef %in, i32 noundef %u, ptr noundef %scratch) local_unnamed_addr #0 {
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
  %v9 = mul nuw nsw i32 %v1, 64
  %v10 = zext nneg i32 %v9 to i64
  %v11 = add nuw nsw i64 %v10, %v6
  %v12 = getelementptr inbounds i32, ptr %scratch, i64 %v11
  store i32 %v8, ptr %v12, align 4
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %v13 = sext i32 %u to i64
  %v14 = mul nuw nsw i32 %v1, 64
  %v15 = sext i32 %v14 to i64
  %v16 = add nuw nsw i64 %v15, %v13
  %v17 = getelementptr inbounds i32, ptr %scratch, i64 %v16
  %v18 = load i32, ptr %v17, align 4
  %v19 = sub i32 %v8, %v18
  tail call void @llvm.nvvm.barrier0()
  %v20 = urem i32 %u, 64
  %v21 = icmp eq i32 %v0, %v20
  br i1 %v21, label %if.then.1, label %if.end.2
if.then.1:
  %v22 = zext nneg i32 %u to i64
  %v23 = mul nuw nsw i32 %v1, 64
  %v24 = sext i32 %v23 to i64
  %v25 = add nuw nsw i64 %v24, %v22
  %v26 = getelementptr inbounds i32, ptr %scratch, i64 %v25
  store i32 %v19, ptr %v26, align 4
  br label %if.end.2
if.end.2:
  tail call void @llvm.nvvm.barrier0()
  %v27 = sext i32 %u to i64
  %v28 = mul nuw nsw i32 %v1, 64
  %v29 = sext i32 %v28 to i64
  %v30 = add nuw nsw i64 %v29, %v27
  %v31 = getelementptr inbounds i32, ptr %scratch, i64 %v30
  %v32 = load i32, ptr %v31, align 4
  %v33 = xor i32 %v19, %v32
  %v34 = zext nneg i32 %v1 to i64
  %v35 = mul nuw nsw i32 %v1, 64
  %v36 = sext i32 %v35 to i64
  %v37 = add nuw nsw i64 %v36, %v34
  %v38 = getelementptr inbounds i32, ptr %scratch, i64 %v37
  %v39 = load i32, ptr %v38, align 4
  %v40 = xor i32 %v33, %v39
  %v41 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v40, ptr %v41, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
