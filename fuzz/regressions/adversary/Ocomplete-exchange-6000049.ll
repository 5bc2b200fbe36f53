; adversary finding (kestrel_opt::adversary)
; seed: 6000049
; shape: exchange
; launch: grid=1 block=128x1
; int-args: 2=114
; label: -Ocomplete
; pipeline: -Ocomplete
; known: false
; note: found with %scratch noalias, which made the input undefined (threads exchange
; through it, and LLVM's -O2 moved a load across the barrier); saved without it, as the
; generator now emits exchange buffers, to keep -O2 + barriers on this shape checked.
; | kernel @k: DIFFERENT
; |   global memory differs under schedule forward at 127 location(s):
; |     arg0+0: 60 (0x0000003c) became 98 (0x00000062)
; |     arg0+4: 70 (0x00000046) became 112 (0x00000070)
; |     arg0+8: 65 (0x00000041) became 105 (0x00000069)
; |     arg0+12: 120 (0x00000078) became 182 (0x000000b6)
; |     arg0+16: 105 (0x00000069) became 161 (0x000000a1)
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal unnamed_addr addrspace(3) global [131 x i32] undef, align 4

define dso_local ptx_kernel void @k(ptr noalias noundef %out, ptr noalias noundef %in, i32 noundef %u, ptr noundef %scratch) local_unnamed_addr #0 {
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
  %v9 = mul nuw nsw i32 %v1, 131
  %v10 = zext i32 %v9 to i64
  %v11 = add nuw nsw i64 %v10, %v6
  %v12 = getelementptr inbounds i32, ptr %scratch, i64 %v11
  store i32 %v8, ptr %v12, align 4
  %v13 = xor i32 %v8, 1
  %v14 = icmp ult i32 %v0, 3
  br i1 %v14, label %if.then.1, label %if.end.2
if.then.1:
  %v15 = add nuw nsw i64 %v6, 128
  %v16 = mul nuw nsw i32 %v1, 131
  %v17 = zext i32 %v16 to i64
  %v18 = add nuw nsw i64 %v17, %v15
  %v19 = getelementptr inbounds i32, ptr %scratch, i64 %v18
  store i32 %v13, ptr %v19, align 4
  br label %if.end.2
if.end.2:
  tail call void @llvm.nvvm.barrier0()
  %v20 = zext nneg i32 %u to i64
  %v21 = mul nuw nsw i32 %v1, 131
  %v22 = zext nneg i32 %v21 to i64
  %v23 = add nuw nsw i64 %v22, %v20
  %v24 = getelementptr inbounds i32, ptr %scratch, i64 %v23
  %v25 = load i32, ptr %v24, align 4
  %v26 = xor i32 %v8, %v25
  %v27 = mul nuw nsw i32 %v1, 131
  %v28 = zext i32 %v27 to i64
  %v29 = add nuw nsw i64 %v28, 50
  %v30 = getelementptr inbounds i32, ptr %scratch, i64 %v29
  %v31 = load i32, ptr %v30, align 4
  %v32 = add i32 %v26, %v31
  %v33 = tail call i32 @llvm.nvvm.barrier0.and(i32 1)
  %v34 = urem i32 %u, 128
  %v35 = icmp eq i32 %v0, %v34
  br i1 %v35, label %if.then.3, label %if.end.4
if.then.3:
  %v36 = sext i32 %u to i64
  %v37 = mul nuw nsw i32 %v1, 131
  %v38 = zext i32 %v37 to i64
  %v39 = add nuw nsw i64 %v38, %v36
  %v40 = getelementptr inbounds i32, ptr %scratch, i64 %v39
  store i32 %v32, ptr %v40, align 4
  br label %if.end.4
if.end.4:
  tail call void @llvm.nvvm.barrier0()
  %v41 = zext i32 %u to i64
  %v42 = mul nuw nsw i32 %v1, 131
  %v43 = zext nneg i32 %v42 to i64
  %v44 = add nuw nsw i64 %v43, %v41
  %v45 = getelementptr inbounds i32, ptr %scratch, i64 %v44
  %v46 = load i32, ptr %v45, align 4
  %v47 = add i32 %v32, %v46
  %v48 = sext i32 %u to i64
  %v49 = mul nuw nsw i32 %v1, 131
  %v50 = zext nneg i32 %v49 to i64
  %v51 = add nuw nsw i64 %v50, %v48
  %v52 = getelementptr inbounds i32, ptr %scratch, i64 %v51
  %v53 = load i32, ptr %v52, align 4
  %v54 = mul i32 %v47, %v53
  %v55 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v54, ptr %v55, align 4
  ret void
}

declare i32 @llvm.nvvm.barrier0.and(i32)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
