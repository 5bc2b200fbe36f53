; ModuleID = 'src/streamvbyte.cu'
source_filename = "src/streamvbyte.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GroupLenTable = type { [256 x i8] }

@c_group_len = dso_local addrspace(4) externally_initialized constant %struct.GroupLenTable { [256 x i8] c"\04\05\06\07\05\06\07\08\06\07\08\09\07\08\09\0A\05\06\07\08\06\07\08\09\07\08\09\0A\08\09\0A\0B\06\07\08\09\07\08\09\0A\08\09\0A\0B\09\0A\0B\0C\07\08\09\0A\08\09\0A\0B\09\0A\0B\0C\0A\0B\0C\0D\05\06\07\08\06\07\08\09\07\08\09\0A\08\09\0A\0B\06\07\08\09\07\08\09\0A\08\09\0A\0B\09\0A\0B\0C\07\08\09\0A\08\09\0A\0B\09\0A\0B\0C\0A\0B\0C\0D\08\09\0A\0B\09\0A\0B\0C\0A\0B\0C\0D\0B\0C\0D\0E\06\07\08\09\07\08\09\0A\08\09\0A\0B\09\0A\0B\0C\07\08\09\0A\08\09\0A\0B\09\0A\0B\0C\0A\0B\0C\0D\08\09\0A\0B\09\0A\0B\0C\0A\0B\0C\0D\0B\0C\0D\0E\09\0A\0B\0C\0A\0B\0C\0D\0B\0C\0D\0E\0C\0D\0E\0F\07\08\09\0A\08\09\0A\0B\09\0A\0B\0C\0A\0B\0C\0D\08\09\0A\0B\09\0A\0B\0C\0A\0B\0C\0D\0B\0C\0D\0E\09\0A\0B\0C\0A\0B\0C\0D\0B\0C\0D\0E\0C\0D\0E\0F\0A\0B\0C\0D\0B\0C\0D\0E\0C\0D\0E\0F\0D\0E\0F\10" }, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_group_len to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @svb_encode_delta(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %9, 5
  %11 = and i32 %8, 31
  %12 = add nsw i32 %1, 127
  %13 = sdiv i32 %12, 128
  %14 = icmp slt i32 %10, %13
  br i1 %14, label %15, label %190

15:                                               ; preds = %4
  %16 = shl nuw nsw i32 %10, 7
  %17 = shl nuw nsw i32 %11, 2
  %18 = or disjoint i32 %16, %17
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = zext nneg i32 %18 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = addrspacecast ptr %22 to ptr addrspace(1)
  %24 = load i32, ptr addrspace(1) %23, align 4, !invariant.load !11
  br label %25

25:                                               ; preds = %15, %20
  %26 = phi i32 [ %24, %20 ], [ 0, %15 ]
  %27 = or disjoint i32 %18, 1
  %28 = icmp slt i32 %27, %1
  br i1 %28, label %29, label %34

29:                                               ; preds = %25
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  %32 = addrspacecast ptr %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4, !invariant.load !11
  br label %34

34:                                               ; preds = %29, %25
  %35 = phi i32 [ %33, %29 ], [ 0, %25 ]
  %36 = or disjoint i32 %18, 2
  %37 = icmp slt i32 %36, %1
  br i1 %37, label %38, label %43

38:                                               ; preds = %34
  %39 = zext nneg i32 %36 to i64
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %41 = addrspacecast ptr %40 to ptr addrspace(1)
  %42 = load i32, ptr addrspace(1) %41, align 4, !invariant.load !11
  br label %43

43:                                               ; preds = %38, %34
  %44 = phi i32 [ %42, %38 ], [ 0, %34 ]
  %45 = or disjoint i32 %18, 3
  %46 = icmp slt i32 %45, %1
  br i1 %46, label %47, label %52

47:                                               ; preds = %43
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds nuw i32, ptr %0, i64 %48
  %50 = addrspacecast ptr %49 to ptr addrspace(1)
  %51 = load i32, ptr addrspace(1) %50, align 4, !invariant.load !11
  br label %52

52:                                               ; preds = %47, %43
  %53 = phi i32 [ %51, %47 ], [ 0, %43 ]
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 1, i32 0)
  %55 = icmp eq i32 %11, 0
  %56 = select i1 %55, i32 0, i32 %54
  %57 = sub i32 %26, %56
  %58 = shl i32 %57, 1
  %59 = ashr i32 %57, 31
  %60 = xor i32 %58, %59
  %61 = sub i32 %35, %26
  %62 = shl i32 %61, 1
  %63 = ashr i32 %61, 31
  %64 = xor i32 %62, %63
  %65 = sub i32 %44, %35
  %66 = shl i32 %65, 1
  %67 = ashr i32 %65, 31
  %68 = xor i32 %66, %67
  %69 = sub i32 %53, %44
  %70 = shl i32 %69, 1
  %71 = ashr i32 %69, 31
  %72 = xor i32 %70, %71
  %73 = or i32 %72, 1
  %74 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %73, i1 true)
  %75 = sub nuw nsw i32 39, %74
  %76 = lshr i32 %75, 3
  %77 = or i32 %68, 1
  %78 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %77, i1 true)
  %79 = sub nuw nsw i32 39, %78
  %80 = lshr i32 %79, 3
  %81 = or i32 %64, 1
  %82 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %81, i1 true)
  %83 = sub nuw nsw i32 39, %82
  %84 = lshr i32 %83, 3
  %85 = or i32 %60, 1
  %86 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %85, i1 true)
  %87 = sub nuw nsw i32 39, %86
  %88 = lshr i32 %87, 3
  %89 = add nuw nsw i32 %84, %88
  %90 = add nuw nsw i32 %80, %89
  %91 = add nuw nsw i32 %76, %90
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %91, i32 1, i32 0)
  %93 = icmp eq i32 %11, 0
  %94 = select i1 %93, i32 0, i32 %92
  %95 = add i32 %94, %91
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %95, i32 2, i32 0)
  %97 = icmp samesign ult i32 %11, 2
  %98 = select i1 %97, i32 0, i32 %96
  %99 = add i32 %98, %95
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %99, i32 4, i32 0)
  %101 = icmp samesign ult i32 %11, 4
  %102 = select i1 %101, i32 0, i32 %100
  %103 = add i32 %102, %99
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %103, i32 8, i32 0)
  %105 = icmp samesign ult i32 %11, 8
  %106 = select i1 %105, i32 0, i32 %104
  %107 = add i32 %106, %103
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %107, i32 16, i32 0)
  %109 = icmp samesign ult i32 %11, 16
  %110 = select i1 %109, i32 0, i32 %108
  %111 = add i32 %110, %107
  %112 = add nsw i32 %88, -1
  %113 = shl nuw nsw i32 %84, 2
  %114 = add nsw i32 %113, -4
  %115 = or i32 %114, %112
  %116 = shl nuw nsw i32 %80, 4
  %117 = add nsw i32 %116, -16
  %118 = shl nuw nsw i32 %76, 6
  %119 = add nsw i32 %118, -64
  %120 = or i32 %117, %119
  %121 = or i32 %120, %115
  %122 = sub i32 %111, %91
  %123 = zext nneg i32 %10 to i64
  %124 = mul nuw nsw i64 %123, 548
  %125 = getelementptr inbounds nuw i8, ptr %2, i64 %124
  %126 = trunc nuw i32 %121 to i8
  %127 = zext nneg i32 %11 to i64
  %128 = getelementptr inbounds nuw i8, ptr %125, i64 %127
  store i8 %126, ptr %128, align 1, !tbaa !12
  %129 = getelementptr inbounds nuw i8, ptr %125, i64 32
  %130 = zext i32 %122 to i64
  %131 = getelementptr inbounds nuw i8, ptr %129, i64 %130
  %132 = and i32 %112, 3
  br label %179

133:                                              ; preds = %179
  %134 = zext nneg i32 %132 to i64
  %135 = getelementptr inbounds nuw i8, ptr %131, i64 %134
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 1
  %137 = lshr i32 %115, 2
  %138 = and i32 %137, 3
  br label %139

139:                                              ; preds = %139, %133
  %140 = phi i32 [ 0, %133 ], [ %146, %139 ]
  %141 = shl nsw i32 %140, 3
  %142 = lshr i32 %64, %141
  %143 = trunc i32 %142 to i8
  %144 = zext nneg i32 %140 to i64
  %145 = getelementptr inbounds nuw i8, ptr %136, i64 %144
  store i8 %143, ptr %145, align 1, !tbaa !12
  %146 = add nuw nsw i32 %140, 1
  %147 = icmp eq i32 %140, %138
  br i1 %147, label %148, label %139, !llvm.loop !13

148:                                              ; preds = %139
  %149 = zext nneg i32 %138 to i64
  %150 = getelementptr inbounds nuw i8, ptr %136, i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 1
  %152 = lshr i32 %121, 4
  %153 = and i32 %152, 3
  br label %154

154:                                              ; preds = %154, %148
  %155 = phi i32 [ 0, %148 ], [ %161, %154 ]
  %156 = shl nsw i32 %155, 3
  %157 = lshr i32 %68, %156
  %158 = trunc i32 %157 to i8
  %159 = zext nneg i32 %155 to i64
  %160 = getelementptr inbounds nuw i8, ptr %151, i64 %159
  store i8 %158, ptr %160, align 1, !tbaa !12
  %161 = add nuw nsw i32 %155, 1
  %162 = icmp eq i32 %155, %153
  br i1 %162, label %163, label %154, !llvm.loop !13

163:                                              ; preds = %154
  %164 = zext nneg i32 %153 to i64
  %165 = getelementptr inbounds nuw i8, ptr %151, i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %165, i64 1
  %167 = lshr i32 %121, 6
  br label %168

168:                                              ; preds = %168, %163
  %169 = phi i32 [ 0, %163 ], [ %175, %168 ]
  %170 = shl nsw i32 %169, 3
  %171 = lshr i32 %72, %170
  %172 = trunc i32 %171 to i8
  %173 = zext nneg i32 %169 to i64
  %174 = getelementptr inbounds nuw i8, ptr %166, i64 %173
  store i8 %172, ptr %174, align 1, !tbaa !12
  %175 = add nuw nsw i32 %169, 1
  %176 = icmp eq i32 %169, %167
  br i1 %176, label %177, label %168, !llvm.loop !13

177:                                              ; preds = %168
  %178 = icmp eq i32 %11, 31
  br i1 %178, label %188, label %190

179:                                              ; preds = %52, %179
  %180 = phi i32 [ 0, %52 ], [ %186, %179 ]
  %181 = shl nsw i32 %180, 3
  %182 = lshr i32 %60, %181
  %183 = trunc i32 %182 to i8
  %184 = zext nneg i32 %180 to i64
  %185 = getelementptr inbounds nuw i8, ptr %131, i64 %184
  store i8 %183, ptr %185, align 1, !tbaa !12
  %186 = add nuw nsw i32 %180, 1
  %187 = icmp eq i32 %180, %132
  br i1 %187, label %133, label %179, !llvm.loop !13

188:                                              ; preds = %177
  %189 = getelementptr inbounds nuw i32, ptr %3, i64 %123
  store i32 %111, ptr %189, align 4, !tbaa !6
  br label %190

190:                                              ; preds = %177, %188, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @svb_decode_delta(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = lshr i32 %8, 5
  %10 = add nsw i32 %1, 127
  %11 = sdiv i32 %10, 128
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %222

13:                                               ; preds = %3
  %14 = and i32 %7, 31
  %15 = zext nneg i32 %9 to i64
  %16 = mul nuw nsw i64 %15, 548
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 %16
  %18 = zext nneg i32 %14 to i64
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 %18
  %20 = addrspacecast ptr %19 to ptr addrspace(1)
  %21 = load i8, ptr addrspace(1) %20, align 1, !invariant.load !11
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_group_len to ptr), i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !12
  %25 = zext i8 %24 to i32
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %25, i32 1, i32 0)
  %27 = icmp eq i32 %14, 0
  %28 = select i1 %27, i32 0, i32 %26
  %29 = add i32 %28, %25
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %29, i32 2, i32 0)
  %31 = icmp samesign ult i32 %14, 2
  %32 = select i1 %31, i32 0, i32 %30
  %33 = add i32 %32, %29
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %33, i32 4, i32 0)
  %35 = icmp samesign ult i32 %14, 4
  %36 = select i1 %35, i32 0, i32 %34
  %37 = add i32 %36, %33
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %37, i32 8, i32 0)
  %39 = icmp samesign ult i32 %14, 8
  %40 = select i1 %39, i32 0, i32 %38
  %41 = add i32 %40, %37
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %41, i32 16, i32 0)
  %43 = icmp samesign ult i32 %14, 16
  %44 = select i1 %43, i32 0, i32 %42
  %45 = add i32 %44, %41
  %46 = sub i32 %45, %25
  %47 = zext i8 %21 to i32
  %48 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %49 = and i32 %47, 3
  %50 = add nuw nsw i32 %49, 1
  %51 = lshr i32 %46, 2
  %52 = shl i32 %46, 3
  %53 = and i32 %52, 24
  %54 = zext nneg i32 %51 to i64
  %55 = getelementptr inbounds nuw i32, ptr %48, i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 4
  %57 = addrspacecast ptr %56 to ptr addrspace(1)
  %58 = load i32, ptr addrspace(1) %57, align 4, !invariant.load !11
  %59 = zext i32 %58 to i64
  %60 = shl nuw i64 %59, 32
  %61 = addrspacecast ptr %55 to ptr addrspace(1)
  %62 = load i32, ptr addrspace(1) %61, align 4, !invariant.load !11
  %63 = zext i32 %62 to i64
  %64 = or disjoint i64 %60, %63
  %65 = zext nneg i32 %53 to i64
  %66 = lshr i64 %64, %65
  %67 = trunc i64 %66 to i32
  %68 = icmp eq i32 %50, 4
  %69 = shl nuw nsw i32 %50, 3
  %70 = shl nsw i32 -1, %69
  %71 = xor i32 %70, -1
  %72 = select i1 %68, i32 -1, i32 %71
  %73 = and i32 %72, %67
  %74 = lshr i32 %73, 1
  %75 = and i32 %73, 1
  %76 = sub nsw i32 0, %75
  %77 = xor i32 %74, %76
  %78 = add i32 %50, %46
  %79 = lshr i32 %47, 2
  %80 = and i32 %79, 3
  %81 = add nuw nsw i32 %80, 1
  %82 = lshr i32 %78, 2
  %83 = shl i32 %78, 3
  %84 = and i32 %83, 24
  %85 = zext nneg i32 %82 to i64
  %86 = getelementptr inbounds nuw i32, ptr %48, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 4
  %88 = addrspacecast ptr %87 to ptr addrspace(1)
  %89 = load i32, ptr addrspace(1) %88, align 4, !invariant.load !11
  %90 = zext i32 %89 to i64
  %91 = shl nuw i64 %90, 32
  %92 = addrspacecast ptr %86 to ptr addrspace(1)
  %93 = load i32, ptr addrspace(1) %92, align 4, !invariant.load !11
  %94 = zext i32 %93 to i64
  %95 = or disjoint i64 %91, %94
  %96 = zext nneg i32 %84 to i64
  %97 = lshr i64 %95, %96
  %98 = trunc i64 %97 to i32
  %99 = icmp eq i32 %81, 4
  %100 = shl nuw nsw i32 %81, 3
  %101 = shl nsw i32 -1, %100
  %102 = xor i32 %101, -1
  %103 = select i1 %99, i32 -1, i32 %102
  %104 = and i32 %103, %98
  %105 = lshr i32 %104, 1
  %106 = and i32 %104, 1
  %107 = sub nsw i32 0, %106
  %108 = xor i32 %105, %107
  %109 = add i32 %81, %78
  %110 = lshr i32 %47, 4
  %111 = and i32 %110, 3
  %112 = add nuw nsw i32 %111, 1
  %113 = lshr i32 %109, 2
  %114 = shl i32 %109, 3
  %115 = and i32 %114, 24
  %116 = zext nneg i32 %113 to i64
  %117 = getelementptr inbounds nuw i32, ptr %48, i64 %116
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 4
  %119 = addrspacecast ptr %118 to ptr addrspace(1)
  %120 = load i32, ptr addrspace(1) %119, align 4, !invariant.load !11
  %121 = zext i32 %120 to i64
  %122 = shl nuw i64 %121, 32
  %123 = addrspacecast ptr %117 to ptr addrspace(1)
  %124 = load i32, ptr addrspace(1) %123, align 4, !invariant.load !11
  %125 = zext i32 %124 to i64
  %126 = or disjoint i64 %122, %125
  %127 = zext nneg i32 %115 to i64
  %128 = lshr i64 %126, %127
  %129 = trunc i64 %128 to i32
  %130 = icmp eq i32 %112, 4
  %131 = shl nuw nsw i32 %112, 3
  %132 = shl nsw i32 -1, %131
  %133 = xor i32 %132, -1
  %134 = select i1 %130, i32 -1, i32 %133
  %135 = and i32 %134, %129
  %136 = lshr i32 %135, 1
  %137 = and i32 %135, 1
  %138 = sub nsw i32 0, %137
  %139 = xor i32 %136, %138
  %140 = add i32 %108, %77
  %141 = add i32 %139, %140
  %142 = lshr i32 %47, 6
  %143 = add nuw nsw i32 %142, 1
  %144 = icmp eq i32 %143, 4
  %145 = shl nuw nsw i32 %143, 3
  %146 = shl nsw i32 -1, %145
  %147 = xor i32 %146, -1
  %148 = select i1 %144, i32 -1, i32 %147
  %149 = add i32 %112, %109
  %150 = lshr i32 %149, 2
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw i32, ptr %48, i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 4
  %154 = addrspacecast ptr %153 to ptr addrspace(1)
  %155 = load i32, ptr addrspace(1) %154, align 4, !invariant.load !11
  %156 = zext i32 %155 to i64
  %157 = shl nuw i64 %156, 32
  %158 = addrspacecast ptr %152 to ptr addrspace(1)
  %159 = load i32, ptr addrspace(1) %158, align 4, !invariant.load !11
  %160 = zext i32 %159 to i64
  %161 = or disjoint i64 %157, %160
  %162 = shl i32 %149, 3
  %163 = and i32 %162, 24
  %164 = zext nneg i32 %163 to i64
  %165 = lshr i64 %161, %164
  %166 = trunc i64 %165 to i32
  %167 = and i32 %148, %166
  %168 = lshr i32 %167, 1
  %169 = and i32 %167, 1
  %170 = sub nsw i32 0, %169
  %171 = xor i32 %168, %170
  %172 = add i32 %171, %141
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %172, i32 1, i32 0)
  %174 = icmp eq i32 %14, 0
  %175 = select i1 %174, i32 0, i32 %173
  %176 = add i32 %175, %172
  %177 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %176, i32 2, i32 0)
  %178 = icmp samesign ult i32 %14, 2
  %179 = select i1 %178, i32 0, i32 %177
  %180 = add i32 %179, %176
  %181 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %180, i32 4, i32 0)
  %182 = icmp samesign ult i32 %14, 4
  %183 = select i1 %182, i32 0, i32 %181
  %184 = add i32 %183, %180
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %184, i32 8, i32 0)
  %186 = icmp samesign ult i32 %14, 8
  %187 = select i1 %186, i32 0, i32 %185
  %188 = add i32 %187, %184
  %189 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %188, i32 16, i32 0)
  %190 = icmp samesign ult i32 %14, 16
  %191 = select i1 %190, i32 0, i32 %189
  %192 = add i32 %191, %188
  %193 = sub i32 %192, %172
  %194 = shl nuw nsw i32 %9, 7
  %195 = shl nuw nsw i32 %14, 2
  %196 = or disjoint i32 %194, %195
  %197 = icmp slt i32 %196, %1
  br i1 %197, label %198, label %202

198:                                              ; preds = %13
  %199 = add i32 %193, %77
  %200 = zext nneg i32 %196 to i64
  %201 = getelementptr inbounds nuw i32, ptr %2, i64 %200
  store i32 %199, ptr %201, align 4, !tbaa !6
  br label %202

202:                                              ; preds = %13, %198
  %203 = or disjoint i32 %196, 1
  %204 = icmp slt i32 %203, %1
  br i1 %204, label %205, label %209

205:                                              ; preds = %202
  %206 = add i32 %193, %140
  %207 = zext nneg i32 %203 to i64
  %208 = getelementptr inbounds nuw i32, ptr %2, i64 %207
  store i32 %206, ptr %208, align 4, !tbaa !6
  br label %209

209:                                              ; preds = %205, %202
  %210 = or disjoint i32 %196, 2
  %211 = icmp slt i32 %210, %1
  br i1 %211, label %212, label %216

212:                                              ; preds = %209
  %213 = add i32 %193, %141
  %214 = zext nneg i32 %210 to i64
  %215 = getelementptr inbounds nuw i32, ptr %2, i64 %214
  store i32 %213, ptr %215, align 4, !tbaa !6
  br label %216

216:                                              ; preds = %212, %209
  %217 = or disjoint i32 %196, 3
  %218 = icmp slt i32 %217, %1
  br i1 %218, label %219, label %222

219:                                              ; preds = %216
  %220 = zext nneg i32 %217 to i64
  %221 = getelementptr inbounds nuw i32, ptr %2, i64 %220
  store i32 %192, ptr %221, align 4, !tbaa !6
  br label %222

222:                                              ; preds = %216, %219, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
