; adversary finding (kestrel_opt::adversary)
; seed: 1700000
; shape: live_across_loop
; launch: grid=1 block=128x1
; int-args: 2=3
; label: rematerialize
; pipeline: --passes=rematerialize
; known: false
; | kernel @k: DIFFERENT
; |   global memory differs under schedule forward at 128 location(s):
; |     arg0+0: 176817 (0x0002b2b1) became poison
; |     arg0+4: 1723 (0x000006bb) became poison
; |     arg0+8: 17419 (0x0000440b) became poison
; |     arg0+12: 27651815 (0x01a5eee7) became poison
; |     arg0+16: 378847261 (0x1694c01d) became poison
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


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
  %v9 = getelementptr inbounds i32, ptr %out, i64 %v5
  %v10 = udiv i32 %v4, 3
  %v11 = mul i32 %v0, 1
  %v12 = xor i32 %v11, %v1
  %v13 = icmp ult i32 %v0, 22
  %v14 = select i1 %v13, i32 %v12, i32 %v10
  %v15 = alloca [4 x i32], align 4
  %v16 = getelementptr inbounds [4 x i32], ptr %v15, i64 0, i64 0
  %v17 = mul i32 %v8, 0
  store i32 %v17, ptr %v16, align 4
  %v18 = getelementptr inbounds [4 x i32], ptr %v15, i64 0, i64 1
  %v19 = xor i32 %v8, 1
  store i32 %v19, ptr %v18, align 4
  %v20 = getelementptr inbounds [4 x i32], ptr %v15, i64 0, i64 2
  %v21 = mul i32 %v8, 2
  store i32 %v21, ptr %v20, align 4
  %v22 = getelementptr inbounds [4 x i32], ptr %v15, i64 0, i64 3
  %v23 = add i32 %v8, 3
  store i32 %v23, ptr %v22, align 4
  %v24 = getelementptr inbounds [4 x i32], ptr %v15, i64 0, i64 1
  %v25 = icmp sgt i32 %n, 0
  br i1 %v25, label %for.body.1, label %for.end.2
for.body.1:
  %v26 = phi i32 [ 0, %entry ], [ %v38, %for.body.1 ]
  %v27 = phi i32 [ %v8, %entry ], [ %v32, %for.body.1 ]
  %v28 = load i32, ptr %v7, align 4
  %v29 = mul i32 %v27, %v28
  %v30 = sub i32 %v29, %v26
  %v31 = sub i32 %v30, %v28
  %v32 = or i32 %v31, %v8
  store i32 %v32, ptr %v7, align 4
  %v33 = and i32 %v26, 3
  %v34 = zext i32 %v33 to i64
  %v35 = getelementptr inbounds [4 x i32], ptr %v15, i64 0, i64 %v34
  %v36 = load i32, ptr %v35, align 4
  %v37 = mul i32 %v36, %v32
  store i32 %v37, ptr %v35, align 4
  %v38 = add nuw nsw i32 %v26, 1
  %v39 = icmp eq i32 %v38, %n
  br i1 %v39, label %for.end.2, label %for.body.1
for.end.2:
  %v40 = phi i32 [ %v8, %entry ], [ %v32, %for.body.1 ]
  %v41 = or i32 %v40, %v8
  %v42 = load i32, ptr %v24, align 4
  %v43 = sub i32 %v41, %v42
  %v44 = add i32 %v43, %v14
  %v45 = or i32 %v44, %v12
  store i32 %v45, ptr %v9, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" "nvvm.maxntid"="128" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" }
