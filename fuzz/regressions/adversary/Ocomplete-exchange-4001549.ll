; adversary finding (kestrel_opt::adversary)
; seed: 4001549
; shape: exchange
; launch: grid=1 block=128x1
; int-args: 2=7
; label: -Ocomplete
; pipeline: -Ocomplete
; known: false
; note: found with %scratch noalias, which made the input undefined (threads exchange
; through it, and LLVM's -O2 moved a load across the barrier); saved without it, as the
; generator now emits exchange buffers, to keep -O2 + barriers on this shape checked.
; | kernel @k: DIFFERENT
; |   global memory differs under schedule forward at 91 location(s):
; |     arg0+0: 103 (0x00000067) became 39 (0x00000027)
; |     arg0+4: 93 (0x0000005d) became 29 (0x0000001d)
; |     arg0+8: 109 (0x0000006d) became 45 (0x0000002d)
; |     arg0+20: 117 (0x00000075) became 49 (0x00000031)
; |     arg0+24: 93 (0x0000005d) became 89 (0x00000059)
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal unnamed_addr addrspace(3) global [130 x i32] undef, align 4

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
  %v9 = mul nuw nsw i32 %v1, 130
  %v10 = zext nneg i32 %v9 to i64
  %v11 = add nuw nsw i64 %v10, %v6
  %v12 = getelementptr inbounds i32, ptr %scratch, i64 %v11
  store i32 %v8, ptr %v12, align 4
  %v13 = xor i32 %v8, 1
  %v14 = icmp ult i32 %v0, 2
  br i1 %v14, label %if.then.1, label %if.end.2
if.then.1:
  %v15 = add nuw nsw i64 %v6, 128
  %v16 = mul nuw nsw i32 %v1, 130
  %v17 = zext i32 %v16 to i64
  %v18 = add nuw nsw i64 %v17, %v15
  %v19 = getelementptr inbounds i32, ptr %scratch, i64 %v18
  store i32 %v13, ptr %v19, align 4
  br label %if.end.2
if.end.2:
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v20 = zext nneg i32 %u to i64
  %v21 = mul nuw nsw i32 %v1, 130
  %v22 = sext i32 %v21 to i64
  %v23 = add nuw nsw i64 %v22, %v20
  %v24 = getelementptr inbounds i32, ptr %scratch, i64 %v23
  %v25 = load i32, ptr %v24, align 4
  %v26 = mul i32 %v8, %v25
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %v27 = urem i32 %u, 128
  %v28 = icmp eq i32 %v0, %v27
  br i1 %v28, label %if.then.3, label %if.end.4
if.then.3:
  %v29 = sext i32 %u to i64
  %v30 = mul nuw nsw i32 %v1, 130
  %v31 = zext i32 %v30 to i64
  %v32 = add nuw nsw i64 %v31, %v29
  %v33 = getelementptr inbounds i32, ptr %scratch, i64 %v32
  store i32 %v26, ptr %v33, align 4
  br label %if.end.4
if.end.4:
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %v34 = mul nuw nsw i32 %v0, 5
  %v35 = and i32 %v34, 127
  %v36 = zext nneg i32 %v35 to i64
  %v37 = add nuw nsw i64 %v36, 2
  %v38 = mul nuw nsw i32 %v1, 130
  %v39 = zext i32 %v38 to i64
  %v40 = add nuw nsw i64 %v39, %v37
  %v41 = getelementptr inbounds i32, ptr %scratch, i64 %v40
  %v42 = load i32, ptr %v41, align 4
  %v43 = or i32 %v26, %v42
  %v44 = zext nneg i32 %v1 to i64
  %v45 = mul nuw nsw i32 %v1, 130
  %v46 = sext i32 %v45 to i64
  %v47 = add nuw nsw i64 %v46, %v44
  %v48 = getelementptr inbounds i32, ptr %scratch, i64 %v47
  %v49 = load i32, ptr %v48, align 4
  %v50 = mul i32 %v43, %v49
  %v51 = mul nuw nsw i32 %v1, 130
  %v52 = sext i32 %v51 to i64
  %v53 = add nuw nsw i64 %v52, 88
  %v54 = getelementptr inbounds i32, ptr %scratch, i64 %v53
  %v55 = load i32, ptr %v54, align 4
  %v56 = add i32 %v50, %v55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v57 = urem i32 %u, 128
  %v58 = icmp eq i32 %v0, %v57
  br i1 %v58, label %if.then.5, label %if.end.6
if.then.5:
  %v59 = sext i32 %u to i64
  %v60 = mul nuw nsw i32 %v1, 130
  %v61 = zext nneg i32 %v60 to i64
  %v62 = add nuw nsw i64 %v61, %v59
  %v63 = getelementptr inbounds i32, ptr %scratch, i64 %v62
  store i32 %v56, ptr %v63, align 4
  br label %if.end.6
if.end.6:
  tail call void @llvm.nvvm.barrier0()
  %v64 = sext i32 %u to i64
  %v65 = mul nuw nsw i32 %v1, 130
  %v66 = zext i32 %v65 to i64
  %v67 = add nuw nsw i64 %v66, %v64
  %v68 = getelementptr inbounds i32, ptr %scratch, i64 %v67
  %v69 = load i32, ptr %v68, align 4
  %v70 = or i32 %v56, %v69
  %v71 = getelementptr inbounds i32, ptr %out, i64 %v5
  store i32 %v70, ptr %v71, align 4
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
