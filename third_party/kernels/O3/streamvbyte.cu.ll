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
  br i1 %14, label %15, label %230

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
  %61 = or i32 %60, 1
  %62 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %61, i1 true)
  %63 = sub nuw nsw i32 39, %62
  %64 = lshr i32 %63, 3
  %65 = sub i32 %35, %26
  %66 = shl i32 %65, 1
  %67 = ashr i32 %65, 31
  %68 = xor i32 %66, %67
  %69 = or i32 %68, 1
  %70 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %69, i1 true)
  %71 = sub nuw nsw i32 39, %70
  %72 = lshr i32 %71, 3
  %73 = add nuw nsw i32 %72, %64
  %74 = sub i32 %44, %35
  %75 = shl i32 %74, 1
  %76 = ashr i32 %74, 31
  %77 = xor i32 %75, %76
  %78 = or i32 %77, 1
  %79 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %78, i1 true)
  %80 = sub nuw nsw i32 39, %79
  %81 = lshr i32 %80, 3
  %82 = add nuw nsw i32 %81, %73
  %83 = sub i32 %53, %44
  %84 = shl i32 %83, 1
  %85 = ashr i32 %83, 31
  %86 = xor i32 %84, %85
  %87 = or i32 %86, 1
  %88 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %87, i1 true)
  %89 = sub nuw nsw i32 39, %88
  %90 = lshr i32 %89, 3
  %91 = add nuw nsw i32 %90, %82
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
  %112 = add nsw i32 %64, -1
  %113 = shl nuw nsw i32 %72, 2
  %114 = add nsw i32 %113, -4
  %115 = or i32 %114, %112
  %116 = shl nuw nsw i32 %81, 4
  %117 = add nsw i32 %116, -16
  %118 = shl nuw nsw i32 %90, 6
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
  br label %219

132:                                              ; preds = %219
  %133 = zext nneg i32 %112 to i64
  %134 = getelementptr inbounds nuw i8, ptr %131, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 1
  %136 = lshr i32 %115, 2
  %137 = add nuw nsw i32 %136, 1
  %138 = icmp ult i32 %115, 12
  br i1 %138, label %156, label %139

139:                                              ; preds = %132
  %140 = and i32 %137, 2147483644
  %141 = insertelement <4 x i32> poison, i32 %68, i64 0
  %142 = shufflevector <4 x i32> %141, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %143

143:                                              ; preds = %143, %139
  %144 = phi i32 [ 0, %139 ], [ %151, %143 ]
  %145 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %139 ], [ %152, %143 ]
  %146 = shl nsw <4 x i32> %145, splat (i32 3)
  %147 = lshr <4 x i32> %142, %146
  %148 = trunc <4 x i32> %147 to <4 x i8>
  %149 = zext nneg i32 %144 to i64
  %150 = getelementptr inbounds nuw i8, ptr %135, i64 %149
  store <4 x i8> %148, ptr %150, align 1, !tbaa !12
  %151 = add nuw i32 %144, 4
  %152 = add nuw nsw <4 x i32> %145, splat (i32 4)
  %153 = icmp eq i32 %151, %140
  br i1 %153, label %154, label %143, !llvm.loop !13

154:                                              ; preds = %143
  %155 = icmp eq i32 %137, %140
  br i1 %155, label %167, label %156

156:                                              ; preds = %132, %154
  %157 = phi i32 [ 0, %132 ], [ %140, %154 ]
  br label %158

158:                                              ; preds = %156, %158
  %159 = phi i32 [ %165, %158 ], [ %157, %156 ]
  %160 = shl nsw i32 %159, 3
  %161 = lshr i32 %68, %160
  %162 = trunc i32 %161 to i8
  %163 = zext nneg i32 %159 to i64
  %164 = getelementptr inbounds nuw i8, ptr %135, i64 %163
  store i8 %162, ptr %164, align 1, !tbaa !12
  %165 = add nuw nsw i32 %159, 1
  %166 = icmp eq i32 %159, %136
  br i1 %166, label %167, label %158, !llvm.loop !17

167:                                              ; preds = %158, %154
  %168 = zext nneg i32 %136 to i64
  %169 = getelementptr inbounds nuw i8, ptr %135, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 1
  %171 = lshr i32 %121, 4
  %172 = and i32 %171, 3
  br label %173

173:                                              ; preds = %173, %167
  %174 = phi i32 [ 0, %167 ], [ %180, %173 ]
  %175 = shl nsw i32 %174, 3
  %176 = lshr i32 %77, %175
  %177 = trunc i32 %176 to i8
  %178 = zext nneg i32 %174 to i64
  %179 = getelementptr inbounds nuw i8, ptr %170, i64 %178
  store i8 %177, ptr %179, align 1, !tbaa !12
  %180 = add nuw nsw i32 %174, 1
  %181 = icmp eq i32 %174, %172
  br i1 %181, label %182, label %173, !llvm.loop !18

182:                                              ; preds = %173
  %183 = zext nneg i32 %172 to i64
  %184 = getelementptr inbounds nuw i8, ptr %170, i64 %183
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 1
  %186 = lshr i32 %121, 6
  %187 = add nuw nsw i32 %186, 1
  %188 = icmp ult i32 %121, 192
  br i1 %188, label %206, label %189

189:                                              ; preds = %182
  %190 = and i32 %187, 134217724
  %191 = insertelement <4 x i32> poison, i32 %86, i64 0
  %192 = shufflevector <4 x i32> %191, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %193

193:                                              ; preds = %193, %189
  %194 = phi i32 [ 0, %189 ], [ %201, %193 ]
  %195 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %189 ], [ %202, %193 ]
  %196 = shl nsw <4 x i32> %195, splat (i32 3)
  %197 = lshr <4 x i32> %192, %196
  %198 = trunc <4 x i32> %197 to <4 x i8>
  %199 = zext nneg i32 %194 to i64
  %200 = getelementptr inbounds nuw i8, ptr %185, i64 %199
  store <4 x i8> %198, ptr %200, align 1, !tbaa !12
  %201 = add nuw i32 %194, 4
  %202 = add nuw nsw <4 x i32> %195, splat (i32 4)
  %203 = icmp eq i32 %201, %190
  br i1 %203, label %204, label %193, !llvm.loop !19

204:                                              ; preds = %193
  %205 = icmp eq i32 %187, %190
  br i1 %205, label %217, label %206

206:                                              ; preds = %182, %204
  %207 = phi i32 [ 0, %182 ], [ %190, %204 ]
  br label %208

208:                                              ; preds = %206, %208
  %209 = phi i32 [ %215, %208 ], [ %207, %206 ]
  %210 = shl nsw i32 %209, 3
  %211 = lshr i32 %86, %210
  %212 = trunc i32 %211 to i8
  %213 = zext nneg i32 %209 to i64
  %214 = getelementptr inbounds nuw i8, ptr %185, i64 %213
  store i8 %212, ptr %214, align 1, !tbaa !12
  %215 = add nuw nsw i32 %209, 1
  %216 = icmp eq i32 %209, %186
  br i1 %216, label %217, label %208, !llvm.loop !20

217:                                              ; preds = %208, %204
  %218 = icmp eq i32 %11, 31
  br i1 %218, label %228, label %230

219:                                              ; preds = %52, %219
  %220 = phi i32 [ 0, %52 ], [ %226, %219 ]
  %221 = shl nsw i32 %220, 3
  %222 = lshr i32 %60, %221
  %223 = trunc i32 %222 to i8
  %224 = zext nneg i32 %220 to i64
  %225 = getelementptr inbounds nuw i8, ptr %131, i64 %224
  store i8 %223, ptr %225, align 1, !tbaa !12
  %226 = add nuw nsw i32 %220, 1
  %227 = icmp eq i32 %220, %112
  br i1 %227, label %132, label %219, !llvm.loop !18

228:                                              ; preds = %217
  %229 = getelementptr inbounds nuw i32, ptr %3, i64 %123
  store i32 %111, ptr %229, align 4, !tbaa !6
  br label %230

230:                                              ; preds = %217, %228, %4
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
  br i1 %12, label %13, label %217

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
  %46 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %47 = zext i8 %21 to i32
  %48 = sub i32 %45, %25
  %49 = and i32 %47, 3
  %50 = add nuw nsw i32 %49, 1
  %51 = lshr i32 %48, 2
  %52 = shl i32 %48, 3
  %53 = and i32 %52, 24
  %54 = zext nneg i32 %51 to i64
  %55 = getelementptr inbounds nuw i32, ptr %46, i64 %54
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
  %78 = add i32 %50, %48
  %79 = lshr i32 %47, 2
  %80 = and i32 %79, 3
  %81 = add nuw nsw i32 %80, 1
  %82 = lshr i32 %78, 2
  %83 = shl i32 %78, 3
  %84 = and i32 %83, 24
  %85 = zext nneg i32 %82 to i64
  %86 = getelementptr inbounds nuw i32, ptr %46, i64 %85
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
  %117 = getelementptr inbounds nuw i32, ptr %46, i64 %116
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
  %140 = add i32 %112, %109
  %141 = lshr i32 %47, 6
  %142 = add nuw nsw i32 %141, 1
  %143 = lshr i32 %140, 2
  %144 = shl i32 %140, 3
  %145 = and i32 %144, 24
  %146 = zext nneg i32 %143 to i64
  %147 = getelementptr inbounds nuw i32, ptr %46, i64 %146
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 4
  %149 = addrspacecast ptr %148 to ptr addrspace(1)
  %150 = load i32, ptr addrspace(1) %149, align 4, !invariant.load !11
  %151 = zext i32 %150 to i64
  %152 = shl nuw i64 %151, 32
  %153 = addrspacecast ptr %147 to ptr addrspace(1)
  %154 = load i32, ptr addrspace(1) %153, align 4, !invariant.load !11
  %155 = zext i32 %154 to i64
  %156 = or disjoint i64 %152, %155
  %157 = zext nneg i32 %145 to i64
  %158 = lshr i64 %156, %157
  %159 = trunc i64 %158 to i32
  %160 = icmp eq i32 %142, 4
  %161 = shl nuw nsw i32 %142, 3
  %162 = shl nsw i32 -1, %161
  %163 = xor i32 %162, -1
  %164 = select i1 %160, i32 -1, i32 %163
  %165 = and i32 %164, %159
  %166 = lshr i32 %165, 1
  %167 = and i32 %165, 1
  %168 = sub nsw i32 0, %167
  %169 = xor i32 %166, %168
  %170 = add i32 %108, %77
  %171 = add i32 %139, %170
  %172 = add i32 %169, %171
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %172, i32 1, i32 0)
  %174 = select i1 %27, i32 0, i32 %173
  %175 = add i32 %174, %172
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %175, i32 2, i32 0)
  %177 = select i1 %31, i32 0, i32 %176
  %178 = add i32 %177, %175
  %179 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %178, i32 4, i32 0)
  %180 = select i1 %35, i32 0, i32 %179
  %181 = add i32 %180, %178
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %181, i32 8, i32 0)
  %183 = select i1 %39, i32 0, i32 %182
  %184 = add i32 %183, %181
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %184, i32 16, i32 0)
  %186 = select i1 %43, i32 0, i32 %185
  %187 = add i32 %186, %184
  %188 = sub i32 %187, %172
  %189 = shl nuw nsw i32 %9, 7
  %190 = shl nuw nsw i32 %14, 2
  %191 = or disjoint i32 %189, %190
  %192 = icmp slt i32 %191, %1
  br i1 %192, label %193, label %197

193:                                              ; preds = %13
  %194 = zext nneg i32 %191 to i64
  %195 = getelementptr inbounds nuw i32, ptr %2, i64 %194
  %196 = add i32 %188, %77
  store i32 %196, ptr %195, align 4, !tbaa !6
  br label %197

197:                                              ; preds = %13, %193
  %198 = or disjoint i32 %191, 1
  %199 = icmp slt i32 %198, %1
  br i1 %199, label %200, label %204

200:                                              ; preds = %197
  %201 = zext nneg i32 %198 to i64
  %202 = getelementptr inbounds nuw i32, ptr %2, i64 %201
  %203 = add i32 %188, %170
  store i32 %203, ptr %202, align 4, !tbaa !6
  br label %204

204:                                              ; preds = %200, %197
  %205 = or disjoint i32 %191, 2
  %206 = icmp slt i32 %205, %1
  br i1 %206, label %207, label %211

207:                                              ; preds = %204
  %208 = zext nneg i32 %205 to i64
  %209 = getelementptr inbounds nuw i32, ptr %2, i64 %208
  %210 = add i32 %188, %171
  store i32 %210, ptr %209, align 4, !tbaa !6
  br label %211

211:                                              ; preds = %207, %204
  %212 = or disjoint i32 %191, 3
  %213 = icmp slt i32 %212, %1
  br i1 %213, label %214, label %217

214:                                              ; preds = %211
  %215 = zext nneg i32 %212 to i64
  %216 = getelementptr inbounds nuw i32, ptr %2, i64 %215
  store i32 %187, ptr %216, align 4, !tbaa !6
  br label %217

217:                                              ; preds = %211, %214, %3
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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !15, !16}
!20 = distinct !{!20, !14, !16, !15}
