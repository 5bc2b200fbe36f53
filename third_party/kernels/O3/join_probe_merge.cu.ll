; ModuleID = 'src/join_probe_merge.cu'
source_filename = "src/join_probe_merge.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HashTable = type { i64, i32, i32 }
%struct.int2 = type { i32, i32 }

@_ZZ21hj_probe_emit_blockedE8warp_tot = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ21hj_probe_emit_blockedE6s_base = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18smj_semijoin_countE2sA = internal unnamed_addr addrspace(3) global [512 x i64] undef, align 8
@_ZZ18smj_semijoin_countE2sB = internal unnamed_addr addrspace(3) global [512 x i64] undef, align 8
@_ZZ18smj_semijoin_countE3red = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef i32 @_Z13probe_matchesPKyRK9HashTableyPiPKii(ptr noalias noundef readonly captures(none) %0, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %1, i64 noundef %2, ptr noundef writeonly captures(address_is_null) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = load i64, ptr %1, align 8, !tbaa !11
  %8 = add i64 %7, -1
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !14
  %11 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 1)
  %12 = tail call i32 @llvm.umin.i32(i32 %11, i32 4096)
  %13 = zext nneg i32 %12 to i64
  %14 = tail call noundef i64 @llvm.smin.i64(i64 %13, i64 %7)
  %15 = trunc i64 %14 to i32
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %57

17:                                               ; preds = %6
  %18 = lshr i64 %2, 33
  %19 = xor i64 %18, %2
  %20 = mul i64 %19, -49064778989728563
  %21 = lshr i64 %20, 33
  %22 = xor i64 %21, %20
  %23 = mul i64 %22, -4265267296055464877
  %24 = lshr i64 %23, 33
  %25 = xor i64 %24, %23
  %26 = and i64 %8, %25
  %27 = icmp ne ptr %3, null
  br label %28

28:                                               ; preds = %51, %17
  %29 = phi i64 [ %26, %17 ], [ %53, %51 ]
  %30 = phi i32 [ 0, %17 ], [ %54, %51 ]
  %31 = phi i32 [ 0, %17 ], [ %52, %51 ]
  %32 = getelementptr inbounds nuw i64, ptr %0, i64 %29
  %33 = load i64, ptr %32, align 8, !tbaa !15
  %34 = icmp eq i64 %33, -1
  br i1 %34, label %51, label %35

35:                                               ; preds = %28
  %36 = icmp eq i64 %33, %2
  br i1 %36, label %37, label %47

37:                                               ; preds = %35
  %38 = icmp slt i32 %31, %5
  %39 = select i1 %27, i1 %38, i1 false
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = sext i32 %31 to i64
  %42 = getelementptr inbounds i32, ptr %3, i64 %41
  %43 = getelementptr inbounds nuw i32, ptr %4, i64 %29
  %44 = load i32, ptr %43, align 4, !tbaa !6
  store i32 %44, ptr %42, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %40, %37
  %46 = add nsw i32 %31, 1
  br label %47

47:                                               ; preds = %45, %35
  %48 = phi i32 [ %46, %45 ], [ %31, %35 ]
  %49 = add i64 %29, 1
  %50 = and i64 %49, %8
  br label %51

51:                                               ; preds = %28, %47
  %52 = phi i32 [ %48, %47 ], [ %31, %28 ]
  %53 = phi i64 [ %50, %47 ], [ %29, %28 ]
  %54 = add nuw nsw i32 %30, 1
  %55 = icmp eq i32 %54, %15
  %56 = select i1 %34, i1 true, i1 %55
  br i1 %56, label %57, label %28, !llvm.loop !16

57:                                               ; preds = %51, %6
  %58 = phi i32 [ 0, %6 ], [ %52, %51 ]
  ret i32 %58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @hj_probe_count(ptr noalias noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.HashTable) align 8 captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #2 {
  %6 = load i64, ptr %1, align 8, !tbaa !11
  %7 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %6)
  %8 = icmp samesign ult i64 %7, 2
  %9 = add i64 %6, -1
  %10 = icmp ult i64 %9, 67108864
  %11 = select i1 %10, i1 %8, i1 false
  br i1 %11, label %12, label %34

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i64 %17, %19
  %21 = icmp slt i64 %20, %3
  br i1 %21, label %22, label %34

22:                                               ; preds = %12
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %24, %16
  br label %26

26:                                               ; preds = %22, %26
  %27 = phi i64 [ %20, %22 ], [ %32, %26 ]
  %28 = getelementptr inbounds nuw i64, ptr %2, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !15
  %30 = call noundef i32 @_Z13probe_matchesPKyRK9HashTableyPiPKii(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef %29, ptr noundef null, ptr noundef null, i32 noundef 0) #13
  %31 = getelementptr inbounds nuw i32, ptr %4, i64 %27
  store i32 %30, ptr %31, align 4, !tbaa !6
  %32 = add nuw nsw i64 %27, %25
  %33 = icmp slt i64 %32, %3
  br i1 %33, label %26, label %34, !llvm.loop !18

34:                                               ; preds = %26, %12, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hj_probe_emit_blocked(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.HashTable) align 8 captures(none) %2, ptr noalias noundef readonly captures(none) %3, i64 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #3 {
  %9 = alloca [8 x i32], align 4
  %10 = load i64, ptr %2, align 8, !tbaa !11
  %11 = tail call range(i64 1, 64) i64 @llvm.ctpop.i64(i64 %10)
  %12 = icmp samesign ult i64 %11, 2
  %13 = add i64 %10, -1
  %14 = icmp ult i64 %13, 67108864
  %15 = select i1 %14, i1 %12, i1 false
  br i1 %15, label %16, label %308

16:                                               ; preds = %8
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = and i32 %17, 31
  %19 = icmp ne i32 %18, 0
  %20 = icmp ugt i32 %5, 65536
  %21 = or i1 %19, %20
  br i1 %21, label %308, label %22

22:                                               ; preds = %16
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = and i32 %23, 31
  %25 = lshr i32 %23, 5
  %26 = lshr exact i32 %17, 5
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = shl nuw nsw i32 %17, 2
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %30, %28
  %32 = icmp eq i32 %23, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %22
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  br label %34

34:                                               ; preds = %33, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = zext nneg i32 %23 to i64
  %36 = add nuw nsw i64 %31, %35
  %37 = icmp eq i32 %24, 31
  %38 = zext nneg i32 %25 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %38
  %40 = icmp eq i32 %25, 0
  %41 = zext nneg i32 %5 to i64
  %42 = mul nuw nsw i64 %41, %28
  %43 = getelementptr %struct.int2, ptr %6, i64 %42
  %44 = icmp eq i32 %24, 0
  %45 = icmp samesign ult i32 %24, 2
  %46 = icmp samesign ult i32 %24, 4
  %47 = icmp samesign ult i32 %24, 8
  %48 = icmp samesign ult i32 %24, 16
  %49 = and i32 %25, 7
  %50 = icmp samesign ult i32 %23, 256
  %51 = and i32 %25, 24
  %52 = icmp eq i32 %49, 0
  %53 = icmp ne i32 %49, 0
  %54 = and i32 %26, 7
  %55 = icmp samesign ult i32 %17, 256
  %56 = and i32 %26, 56
  %57 = icmp eq i32 %54, 0
  %58 = icmp ne i32 %54, 0
  br label %60

59:                                               ; preds = %301
  br i1 %32, label %304, label %308

60:                                               ; preds = %34, %301
  %61 = phi i32 [ 0, %34 ], [ %302, %301 ]
  %62 = mul nuw nsw i32 %61, %17
  %63 = zext nneg i32 %62 to i64
  %64 = add nuw nsw i64 %36, %63
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #13
  %65 = icmp slt i64 %64, %4
  br i1 %65, label %66, label %71

66:                                               ; preds = %60
  %67 = getelementptr inbounds nuw i64, ptr %3, i64 %64
  %68 = load i64, ptr %67, align 8, !tbaa !15
  %69 = call noundef i32 @_Z13probe_matchesPKyRK9HashTableyPiPKii(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 noundef %68, ptr noundef nonnull %9, ptr noundef %1, i32 noundef 8) #13
  %70 = call noundef i32 @llvm.smin.i32(i32 %69, i32 8)
  br label %71

71:                                               ; preds = %66, %60
  %72 = phi i32 [ %70, %66 ], [ 0, %60 ]
  %73 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 1, i32 0)
  %74 = select i1 %44, i32 0, i32 %73
  %75 = add nsw i32 %74, %72
  %76 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %75, i32 2, i32 0)
  %77 = select i1 %45, i32 0, i32 %76
  %78 = add nsw i32 %77, %75
  %79 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %78, i32 4, i32 0)
  %80 = select i1 %46, i32 0, i32 %79
  %81 = add nsw i32 %80, %78
  %82 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %81, i32 8, i32 0)
  %83 = select i1 %47, i32 0, i32 %82
  %84 = add nsw i32 %83, %81
  %85 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %84, i32 16, i32 0)
  %86 = select i1 %48, i32 0, i32 %85
  %87 = add nsw i32 %86, %84
  br i1 %37, label %88, label %89

88:                                               ; preds = %71
  store i32 %87, ptr %39, align 4, !tbaa !6
  br label %89

89:                                               ; preds = %88, %71
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  br i1 %40, label %107, label %91

91:                                               ; preds = %89
  br i1 %50, label %93, label %118

92:                                               ; preds = %118
  br i1 %52, label %107, label %93

93:                                               ; preds = %92, %91
  %94 = phi i32 [ 0, %91 ], [ %161, %92 ]
  %95 = phi i32 [ %90, %91 ], [ %160, %92 ]
  call void @llvm.assume(i1 %53)
  br label %96

96:                                               ; preds = %96, %93
  %97 = phi i32 [ %104, %96 ], [ %94, %93 ]
  %98 = phi i32 [ %103, %96 ], [ %95, %93 ]
  %99 = phi i32 [ %105, %96 ], [ 0, %93 ]
  %100 = zext nneg i32 %97 to i64
  %101 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = add nsw i32 %102, %98
  %104 = add nuw nsw i32 %97, 1
  %105 = add i32 %99, 1
  %106 = icmp eq i32 %105, %49
  br i1 %106, label %107, label %96, !llvm.loop !19

107:                                              ; preds = %92, %96, %89
  %108 = phi i32 [ %90, %89 ], [ %160, %92 ], [ %103, %96 ]
  %109 = icmp sgt i32 %72, 0
  br i1 %109, label %110, label %185

110:                                              ; preds = %107
  %111 = sub i32 %87, %72
  %112 = add i32 %111, %108
  %113 = trunc i64 %64 to i32
  %114 = and i32 %72, 3
  %115 = icmp ult i32 %72, 4
  br i1 %115, label %166, label %116

116:                                              ; preds = %110
  %117 = and i32 %72, 2147483644
  br label %187

118:                                              ; preds = %91, %118
  %119 = phi i32 [ %161, %118 ], [ 0, %91 ]
  %120 = phi i32 [ %160, %118 ], [ %90, %91 ]
  %121 = phi i32 [ %162, %118 ], [ 0, %91 ]
  %122 = zext nneg i32 %119 to i64
  %123 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = add nsw i32 %124, %120
  %126 = zext nneg i32 %119 to i64
  %127 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %126
  %128 = getelementptr inbounds nuw i8, ptr %127, i64 4
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = add nsw i32 %129, %125
  %131 = zext nneg i32 %119 to i64
  %132 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %131
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 8
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = add nsw i32 %134, %130
  %136 = zext nneg i32 %119 to i64
  %137 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %136
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 12
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = add nsw i32 %139, %135
  %141 = zext nneg i32 %119 to i64
  %142 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 16
  %144 = load i32, ptr %143, align 4, !tbaa !6
  %145 = add nsw i32 %144, %140
  %146 = zext nneg i32 %119 to i64
  %147 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %146
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 20
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = add nsw i32 %149, %145
  %151 = zext nneg i32 %119 to i64
  %152 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 24
  %154 = load i32, ptr %153, align 4, !tbaa !6
  %155 = add nsw i32 %154, %150
  %156 = zext nneg i32 %119 to i64
  %157 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %156
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 28
  %159 = load i32, ptr %158, align 4, !tbaa !6
  %160 = add nsw i32 %159, %155
  %161 = add nuw nsw i32 %119, 8
  %162 = add i32 %121, 8
  %163 = icmp eq i32 %162, %51
  br i1 %163, label %92, label %118, !llvm.loop !21

164:                                              ; preds = %232
  %165 = icmp eq i32 %114, 0
  br i1 %165, label %185, label %166

166:                                              ; preds = %164, %110
  %167 = phi i32 [ 0, %110 ], [ %233, %164 ]
  %168 = icmp ne i32 %114, 0
  call void @llvm.assume(i1 %168)
  br label %169

169:                                              ; preds = %181, %166
  %170 = phi i32 [ %167, %166 ], [ %182, %181 ]
  %171 = phi i32 [ 0, %166 ], [ %183, %181 ]
  %172 = add nsw i32 %112, %170
  %173 = icmp slt i32 %172, %5
  br i1 %173, label %174, label %181

174:                                              ; preds = %169
  %175 = zext nneg i32 %170 to i64
  %176 = getelementptr inbounds nuw i32, ptr %9, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !6
  %178 = sext i32 %172 to i64
  %179 = getelementptr %struct.int2, ptr %43, i64 %178
  store i32 %113, ptr %179, align 8, !tbaa !6
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 4
  store i32 %177, ptr %180, align 4, !tbaa !6
  br label %181

181:                                              ; preds = %174, %169
  %182 = add nuw nsw i32 %170, 1
  %183 = add i32 %171, 1
  %184 = icmp eq i32 %183, %114
  br i1 %184, label %185, label %169, !llvm.loop !22

185:                                              ; preds = %164, %181, %107
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %186, label %301

186:                                              ; preds = %185
  br i1 %55, label %237, label %255

187:                                              ; preds = %232, %116
  %188 = phi i32 [ 0, %116 ], [ %233, %232 ]
  %189 = phi i32 [ 0, %116 ], [ %234, %232 ]
  %190 = add nsw i32 %112, %188
  %191 = icmp slt i32 %190, %5
  br i1 %191, label %192, label %199

192:                                              ; preds = %187
  %193 = zext nneg i32 %188 to i64
  %194 = getelementptr inbounds nuw i32, ptr %9, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = sext i32 %190 to i64
  %197 = getelementptr %struct.int2, ptr %43, i64 %196
  store i32 %113, ptr %197, align 8, !tbaa !6
  %198 = getelementptr inbounds nuw i8, ptr %197, i64 4
  store i32 %195, ptr %198, align 4, !tbaa !6
  br label %199

199:                                              ; preds = %192, %187
  %200 = or disjoint i32 %188, 1
  %201 = add nsw i32 %112, %200
  %202 = icmp slt i32 %201, %5
  br i1 %202, label %203, label %210

203:                                              ; preds = %199
  %204 = zext nneg i32 %200 to i64
  %205 = getelementptr inbounds nuw i32, ptr %9, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = sext i32 %201 to i64
  %208 = getelementptr %struct.int2, ptr %43, i64 %207
  store i32 %113, ptr %208, align 8, !tbaa !6
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store i32 %206, ptr %209, align 4, !tbaa !6
  br label %210

210:                                              ; preds = %203, %199
  %211 = or disjoint i32 %188, 2
  %212 = add nsw i32 %112, %211
  %213 = icmp slt i32 %212, %5
  br i1 %213, label %214, label %221

214:                                              ; preds = %210
  %215 = zext nneg i32 %211 to i64
  %216 = getelementptr inbounds nuw i32, ptr %9, i64 %215
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = sext i32 %212 to i64
  %219 = getelementptr %struct.int2, ptr %43, i64 %218
  store i32 %113, ptr %219, align 8, !tbaa !6
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 4
  store i32 %217, ptr %220, align 4, !tbaa !6
  br label %221

221:                                              ; preds = %214, %210
  %222 = or disjoint i32 %188, 3
  %223 = add nsw i32 %112, %222
  %224 = icmp slt i32 %223, %5
  br i1 %224, label %225, label %232

225:                                              ; preds = %221
  %226 = zext nneg i32 %222 to i64
  %227 = getelementptr inbounds nuw i32, ptr %9, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = sext i32 %223 to i64
  %230 = getelementptr %struct.int2, ptr %43, i64 %229
  store i32 %113, ptr %230, align 8, !tbaa !6
  %231 = getelementptr inbounds nuw i8, ptr %230, i64 4
  store i32 %228, ptr %231, align 4, !tbaa !6
  br label %232

232:                                              ; preds = %225, %221
  %233 = add nuw nsw i32 %188, 4
  %234 = add i32 %189, 4
  %235 = icmp eq i32 %234, %117
  br i1 %235, label %164, label %187, !llvm.loop !23

236:                                              ; preds = %255
  br i1 %57, label %251, label %237

237:                                              ; preds = %236, %186
  %238 = phi i32 [ 0, %186 ], [ %298, %236 ]
  %239 = phi i32 [ 0, %186 ], [ %297, %236 ]
  call void @llvm.assume(i1 %58)
  br label %240

240:                                              ; preds = %240, %237
  %241 = phi i32 [ %248, %240 ], [ %238, %237 ]
  %242 = phi i32 [ %247, %240 ], [ %239, %237 ]
  %243 = phi i32 [ %249, %240 ], [ 0, %237 ]
  %244 = zext nneg i32 %241 to i64
  %245 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !6
  %247 = add nsw i32 %246, %242
  %248 = add nuw nsw i32 %241, 1
  %249 = add i32 %243, 1
  %250 = icmp eq i32 %249, %54
  br i1 %250, label %251, label %240, !llvm.loop !24

251:                                              ; preds = %240, %236
  %252 = phi i32 [ %297, %236 ], [ %247, %240 ]
  %253 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  %254 = add nsw i32 %253, %252
  store i32 %254, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  br label %301

255:                                              ; preds = %186, %255
  %256 = phi i32 [ %298, %255 ], [ 0, %186 ]
  %257 = phi i32 [ %297, %255 ], [ 0, %186 ]
  %258 = phi i32 [ %299, %255 ], [ 0, %186 ]
  %259 = zext nneg i32 %256 to i64
  %260 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !6
  %262 = add nsw i32 %261, %257
  %263 = zext nneg i32 %256 to i64
  %264 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %263
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 4
  %266 = load i32, ptr %265, align 4, !tbaa !6
  %267 = add nsw i32 %266, %262
  %268 = zext nneg i32 %256 to i64
  %269 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %268
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 8
  %271 = load i32, ptr %270, align 4, !tbaa !6
  %272 = add nsw i32 %271, %267
  %273 = zext nneg i32 %256 to i64
  %274 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %273
  %275 = getelementptr inbounds nuw i8, ptr %274, i64 12
  %276 = load i32, ptr %275, align 4, !tbaa !6
  %277 = add nsw i32 %276, %272
  %278 = zext nneg i32 %256 to i64
  %279 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %278
  %280 = getelementptr inbounds nuw i8, ptr %279, i64 16
  %281 = load i32, ptr %280, align 4, !tbaa !6
  %282 = add nsw i32 %281, %277
  %283 = zext nneg i32 %256 to i64
  %284 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %283
  %285 = getelementptr inbounds nuw i8, ptr %284, i64 20
  %286 = load i32, ptr %285, align 4, !tbaa !6
  %287 = add nsw i32 %286, %282
  %288 = zext nneg i32 %256 to i64
  %289 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %288
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 24
  %291 = load i32, ptr %290, align 4, !tbaa !6
  %292 = add nsw i32 %291, %287
  %293 = zext nneg i32 %256 to i64
  %294 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE8warp_tot to ptr), i64 %293
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 28
  %296 = load i32, ptr %295, align 4, !tbaa !6
  %297 = add nsw i32 %296, %292
  %298 = add nuw nsw i32 %256, 8
  %299 = add i32 %258, 8
  %300 = icmp eq i32 %299, %56
  br i1 %300, label %236, label %255, !llvm.loop !25

301:                                              ; preds = %251, %185
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #13
  %302 = add nuw nsw i32 %61, 1
  %303 = icmp eq i32 %302, 4
  br i1 %303, label %59, label %60, !llvm.loop !26

304:                                              ; preds = %59
  %305 = getelementptr inbounds nuw i32, ptr %7, i64 %28
  %306 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21hj_probe_emit_blockedE6s_base to ptr), align 4, !tbaa !6
  %307 = call noundef i32 @llvm.smin.i32(i32 %306, i32 %5)
  store i32 %307, ptr %305, align 4, !tbaa !6
  br label %308

308:                                              ; preds = %59, %304, %8, %16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef range(i64 0, -9223372036854775808) i64 @_Z17merge_path_searchPKyxS0_xx(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #5 {
  %6 = sub nsw i64 %4, %3
  %7 = tail call noundef i64 @llvm.smax.i64(i64 %6, i64 0)
  %8 = tail call noundef i64 @llvm.smin.i64(i64 %4, i64 %1)
  %9 = icmp slt i64 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %5
  %11 = getelementptr i64, ptr %2, i64 %4
  br label %14

12:                                               ; preds = %14, %5
  %13 = phi i64 [ %7, %5 ], [ %28, %14 ]
  ret i64 %13

14:                                               ; preds = %10, %14
  %15 = phi i64 [ %7, %10 ], [ %28, %14 ]
  %16 = phi i32 [ 0, %10 ], [ %29, %14 ]
  %17 = phi i64 [ %8, %10 ], [ %27, %14 ]
  %18 = add nuw nsw i64 %15, %17
  %19 = lshr i64 %18, 1
  %20 = getelementptr inbounds nuw i64, ptr %0, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !15
  %22 = xor i64 %19, -1
  %23 = getelementptr i64, ptr %11, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !15
  %25 = icmp ult i64 %21, %24
  %26 = add nuw nsw i64 %19, 1
  %27 = select i1 %25, i64 %17, i64 %19
  %28 = select i1 %25, i64 %26, i64 %15
  %29 = add nuw nsw i32 %16, 1
  %30 = icmp samesign ult i32 %16, 63
  %31 = icmp slt i64 %28, %27
  %32 = select i1 %30, i1 %31, i1 false
  br i1 %32, label %14, label %12, !llvm.loop !27
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @smj_partition(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sgt i32 %12, %6
  %14 = or i64 %3, %1
  %15 = icmp slt i64 %14, 0
  %16 = or i1 %15, %13
  %17 = add i32 %4, -513
  %18 = icmp ult i32 %17, -512
  %19 = or i1 %18, %16
  br i1 %19, label %54, label %20

20:                                               ; preds = %7
  %21 = sext i32 %12 to i64
  %22 = zext nneg i32 %4 to i64
  %23 = mul nsw i64 %22, %21
  %24 = add nuw nsw i64 %3, %1
  %25 = tail call noundef i64 @llvm.smin.i64(i64 %23, i64 %24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %26 = sub nsw i64 %25, %3
  %27 = tail call noundef i64 @llvm.smax.i64(i64 %26, i64 0)
  %28 = tail call noundef i64 @llvm.smin.i64(i64 %25, i64 %1)
  %29 = icmp slt i64 %27, %28
  br i1 %29, label %30, label %51

30:                                               ; preds = %20
  %31 = getelementptr i64, ptr %2, i64 %25
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ %27, %30 ], [ %46, %32 ]
  %34 = phi i32 [ 0, %30 ], [ %47, %32 ]
  %35 = phi i64 [ %28, %30 ], [ %45, %32 ]
  %36 = add nuw nsw i64 %35, %33
  %37 = lshr i64 %36, 1
  %38 = getelementptr inbounds nuw i64, ptr %0, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !15, !alias.scope !28, !noalias !31
  %40 = xor i64 %37, -1
  %41 = getelementptr i64, ptr %31, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !15, !alias.scope !31, !noalias !28
  %43 = icmp ult i64 %39, %42
  %44 = add nuw nsw i64 %37, 1
  %45 = select i1 %43, i64 %35, i64 %37
  %46 = select i1 %43, i64 %44, i64 %33
  %47 = add nuw nsw i32 %34, 1
  %48 = icmp samesign ult i32 %34, 63
  %49 = icmp slt i64 %46, %45
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %32, label %51, !llvm.loop !27

51:                                               ; preds = %32, %20
  %52 = phi i64 [ %27, %20 ], [ %46, %32 ]
  %53 = getelementptr inbounds i64, ptr %5, i64 %21
  store i64 %52, ptr %53, align 8, !tbaa !15
  br label %54

54:                                               ; preds = %7, %51
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @smj_semijoin_count(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #3 {
  %9 = add i32 %4, -513
  %10 = icmp ult i32 %9, -512
  %11 = or i64 %3, %1
  %12 = icmp slt i64 %11, 0
  %13 = or i1 %12, %10
  br i1 %13, label %261, label %14

14:                                               ; preds = %8
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = and i32 %15, 31
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %261

18:                                               ; preds = %14
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = icmp slt i32 %19, %6
  br i1 %20, label %21, label %261

21:                                               ; preds = %18
  %22 = zext nneg i32 %4 to i64
  %23 = add nuw nsw i64 %3, %1
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add nsw i32 %15, -1
  %26 = and i32 %24, 31
  %27 = icmp eq i32 %26, 0
  %28 = lshr i32 %24, 5
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %29
  %31 = icmp eq i32 %24, 0
  %32 = lshr exact i32 %15, 5
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %34 = and i32 %32, 7
  %35 = icmp samesign ult i32 %15, 256
  %36 = and i32 %32, 56
  %37 = icmp eq i32 %34, 0
  %38 = icmp ne i32 %34, 0
  br label %39

39:                                               ; preds = %21, %258
  %40 = phi i32 [ %19, %21 ], [ %259, %258 ]
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %41, %22
  %43 = tail call noundef i64 @llvm.smin.i64(i64 %42, i64 %23)
  %44 = add nsw i64 %43, %22
  %45 = tail call noundef i64 @llvm.smin.i64(i64 %44, i64 %23)
  %46 = getelementptr inbounds i64, ptr %5, i64 %41
  %47 = load i64, ptr %46, align 8, !tbaa !15
  %48 = tail call noundef i64 @llvm.smax.i64(i64 %47, i64 0)
  %49 = tail call noundef i64 @llvm.smin.i64(i64 %48, i64 %1)
  %50 = getelementptr i8, ptr %46, i64 8
  %51 = load i64, ptr %50, align 8, !tbaa !15
  %52 = tail call noundef i64 @llvm.smax.i64(i64 %51, i64 %49)
  %53 = tail call noundef i64 @llvm.smin.i64(i64 %52, i64 %1)
  %54 = sub nsw i64 %43, %49
  %55 = tail call noundef i64 @llvm.smax.i64(i64 %54, i64 0)
  %56 = tail call noundef i64 @llvm.smin.i64(i64 %55, i64 %3)
  %57 = sub nsw i64 %45, %53
  %58 = tail call noundef i64 @llvm.smax.i64(i64 %57, i64 %56)
  %59 = tail call noundef i64 @llvm.smin.i64(i64 %58, i64 %3)
  %60 = sub nsw i64 %53, %49
  %61 = tail call noundef i64 @llvm.smin.i64(i64 %60, i64 %22)
  %62 = trunc i64 %61 to i32
  %63 = sub nsw i64 %59, %56
  %64 = tail call noundef i64 @llvm.smin.i64(i64 %63, i64 %22)
  %65 = trunc i64 %64 to i32
  %66 = icmp slt i32 %24, %62
  br i1 %66, label %67, label %69

67:                                               ; preds = %39
  %68 = getelementptr i64, ptr %0, i64 %49
  br label %73

69:                                               ; preds = %73, %39
  %70 = icmp slt i32 %24, %65
  br i1 %70, label %71, label %81

71:                                               ; preds = %69
  %72 = getelementptr i64, ptr %2, i64 %56
  br label %83

73:                                               ; preds = %67, %73
  %74 = phi i32 [ %24, %67 ], [ %79, %73 ]
  %75 = sext i32 %74 to i64
  %76 = getelementptr i64, ptr %68, i64 %75
  %77 = load i64, ptr %76, align 8, !tbaa !15
  %78 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %75
  store i64 %77, ptr %78, align 8, !tbaa !15
  %79 = add i32 %74, %15
  %80 = icmp slt i32 %79, %62
  br i1 %80, label %73, label %69, !llvm.loop !33

81:                                               ; preds = %83, %69
  %82 = icmp sgt i64 %56, 0
  br i1 %82, label %91, label %95

83:                                               ; preds = %71, %83
  %84 = phi i32 [ %24, %71 ], [ %89, %83 ]
  %85 = sext i32 %84 to i64
  %86 = getelementptr i64, ptr %72, i64 %85
  %87 = load i64, ptr %86, align 8, !tbaa !15
  %88 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %85
  store i64 %87, ptr %88, align 8, !tbaa !15
  %89 = add i32 %84, %15
  %90 = icmp slt i32 %89, %65
  br i1 %90, label %83, label %81, !llvm.loop !34

91:                                               ; preds = %81
  %92 = getelementptr i64, ptr %2, i64 %56
  %93 = getelementptr i8, ptr %92, i64 -8
  %94 = load i64, ptr %93, align 8, !tbaa !15
  br label %95

95:                                               ; preds = %81, %91
  %96 = phi i64 [ %94, %91 ], [ 0, %81 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %97 = add nsw i32 %65, %62
  %98 = add i32 %25, %97
  %99 = sdiv i32 %98, %15
  %100 = mul nsw i32 %99, %24
  %101 = tail call noundef i32 @llvm.smin.i32(i32 %100, i32 %97)
  %102 = sub nsw i32 %101, %65
  %103 = tail call noundef i32 @llvm.smax.i32(i32 %102, i32 0)
  %104 = tail call noundef i32 @llvm.smin.i32(i32 %101, i32 %62)
  %105 = icmp slt i32 %103, %104
  br i1 %105, label %111, label %106

106:                                              ; preds = %111, %95
  %107 = phi i32 [ %103, %95 ], [ %127, %111 ]
  %108 = icmp sgt i32 %99, 0
  br i1 %108, label %109, label %141

109:                                              ; preds = %106
  %110 = sub nsw i32 %101, %107
  br label %133

111:                                              ; preds = %95, %111
  %112 = phi i32 [ %129, %111 ], [ 0, %95 ]
  %113 = phi i32 [ %128, %111 ], [ %104, %95 ]
  %114 = phi i32 [ %127, %111 ], [ %103, %95 ]
  %115 = add nuw nsw i32 %113, %114
  %116 = lshr i32 %115, 1
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %117
  %119 = load i64, ptr %118, align 8, !tbaa !15
  %120 = xor i32 %116, -1
  %121 = add i32 %101, %120
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %122
  %124 = load i64, ptr %123, align 8, !tbaa !15
  %125 = icmp ult i64 %119, %124
  %126 = add nuw nsw i32 %116, 1
  %127 = select i1 %125, i32 %126, i32 %114
  %128 = select i1 %125, i32 %113, i32 %116
  %129 = add nuw nsw i32 %112, 1
  %130 = icmp samesign ult i32 %112, 15
  %131 = icmp slt i32 %127, %128
  %132 = select i1 %130, i1 %131, i1 false
  br i1 %132, label %111, label %106, !llvm.loop !35

133:                                              ; preds = %109, %184
  %134 = phi i32 [ %188, %184 ], [ 0, %109 ]
  %135 = phi i32 [ %187, %184 ], [ 0, %109 ]
  %136 = phi i32 [ %186, %184 ], [ %110, %109 ]
  %137 = phi i32 [ %185, %184 ], [ %107, %109 ]
  %138 = icmp slt i32 %137, %62
  %139 = icmp slt i32 %136, %65
  %140 = select i1 %138, i1 true, i1 %139
  br i1 %140, label %152, label %141

141:                                              ; preds = %133, %184, %106
  %142 = phi i32 [ 0, %106 ], [ %135, %133 ], [ %187, %184 ]
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 16, i32 31)
  %144 = add nsw i32 %143, %142
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 8, i32 31)
  %146 = add nsw i32 %145, %144
  %147 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 4, i32 31)
  %148 = add nsw i32 %147, %146
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 2, i32 31)
  %150 = add nsw i32 %149, %148
  %151 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 1, i32 31)
  br i1 %27, label %190, label %192

152:                                              ; preds = %133
  br i1 %139, label %153, label %164

153:                                              ; preds = %152
  br i1 %138, label %154, label %162

154:                                              ; preds = %153
  %155 = sext i32 %136 to i64
  %156 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %155
  %157 = load i64, ptr %156, align 8, !tbaa !15
  %158 = zext nneg i32 %137 to i64
  %159 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %158
  %160 = load i64, ptr %159, align 8, !tbaa !15
  %161 = icmp ugt i64 %157, %160
  br i1 %161, label %164, label %162

162:                                              ; preds = %154, %153
  %163 = add nsw i32 %136, 1
  br label %184

164:                                              ; preds = %154, %152
  %165 = icmp sgt i32 %136, 0
  %166 = or i1 %82, %165
  br i1 %165, label %167, label %172

167:                                              ; preds = %164
  %168 = zext nneg i32 %136 to i64
  %169 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sB to ptr), i64 %168
  %170 = getelementptr i8, ptr %169, i64 -8
  %171 = load i64, ptr %170, align 8, !tbaa !15
  br label %172

172:                                              ; preds = %164, %167
  %173 = phi i64 [ %171, %167 ], [ %96, %164 ]
  br i1 %166, label %174, label %180

174:                                              ; preds = %172
  %175 = zext nneg i32 %137 to i64
  %176 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE2sA to ptr), i64 %175
  %177 = load i64, ptr %176, align 8, !tbaa !15
  %178 = icmp eq i64 %173, %177
  %179 = zext i1 %178 to i32
  br label %180

180:                                              ; preds = %174, %172
  %181 = phi i32 [ 0, %172 ], [ %179, %174 ]
  %182 = add nsw i32 %181, %135
  %183 = add nuw nsw i32 %137, 1
  br label %184

184:                                              ; preds = %162, %180
  %185 = phi i32 [ %137, %162 ], [ %183, %180 ]
  %186 = phi i32 [ %163, %162 ], [ %136, %180 ]
  %187 = phi i32 [ %135, %162 ], [ %182, %180 ]
  %188 = add nuw nsw i32 %134, 1
  %189 = icmp eq i32 %188, %99
  br i1 %189, label %141, label %133, !llvm.loop !36

190:                                              ; preds = %141
  %191 = add nsw i32 %151, %150
  store i32 %191, ptr %30, align 4, !tbaa !6
  br label %192

192:                                              ; preds = %190, %141
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %193, label %258

193:                                              ; preds = %192
  br i1 %35, label %195, label %212

194:                                              ; preds = %212
  br i1 %37, label %209, label %195

195:                                              ; preds = %194, %193
  %196 = phi i32 [ 0, %193 ], [ %255, %194 ]
  %197 = phi i32 [ 0, %193 ], [ %254, %194 ]
  tail call void @llvm.assume(i1 %38)
  br label %198

198:                                              ; preds = %198, %195
  %199 = phi i32 [ %206, %198 ], [ %196, %195 ]
  %200 = phi i32 [ %205, %198 ], [ %197, %195 ]
  %201 = phi i32 [ %207, %198 ], [ 0, %195 ]
  %202 = zext nneg i32 %199 to i64
  %203 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !6
  %205 = add nsw i32 %204, %200
  %206 = add nuw nsw i32 %199, 1
  %207 = add i32 %201, 1
  %208 = icmp eq i32 %207, %34
  br i1 %208, label %209, label %198, !llvm.loop !37

209:                                              ; preds = %198, %194
  %210 = phi i32 [ %254, %194 ], [ %205, %198 ]
  %211 = getelementptr inbounds i32, ptr %7, i64 %41
  store i32 %210, ptr %211, align 4, !tbaa !6
  br label %258

212:                                              ; preds = %193, %212
  %213 = phi i32 [ %255, %212 ], [ 0, %193 ]
  %214 = phi i32 [ %254, %212 ], [ 0, %193 ]
  %215 = phi i32 [ %256, %212 ], [ 0, %193 ]
  %216 = zext nneg i32 %213 to i64
  %217 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !6
  %219 = add nsw i32 %218, %214
  %220 = zext nneg i32 %213 to i64
  %221 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %220
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 4
  %223 = load i32, ptr %222, align 4, !tbaa !6
  %224 = add nsw i32 %223, %219
  %225 = zext nneg i32 %213 to i64
  %226 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %225
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 8
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = add nsw i32 %228, %224
  %230 = zext nneg i32 %213 to i64
  %231 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %230
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 12
  %233 = load i32, ptr %232, align 4, !tbaa !6
  %234 = add nsw i32 %233, %229
  %235 = zext nneg i32 %213 to i64
  %236 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %235
  %237 = getelementptr inbounds nuw i8, ptr %236, i64 16
  %238 = load i32, ptr %237, align 4, !tbaa !6
  %239 = add nsw i32 %238, %234
  %240 = zext nneg i32 %213 to i64
  %241 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %240
  %242 = getelementptr inbounds nuw i8, ptr %241, i64 20
  %243 = load i32, ptr %242, align 4, !tbaa !6
  %244 = add nsw i32 %243, %239
  %245 = zext nneg i32 %213 to i64
  %246 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %245
  %247 = getelementptr inbounds nuw i8, ptr %246, i64 24
  %248 = load i32, ptr %247, align 4, !tbaa !6
  %249 = add nsw i32 %248, %244
  %250 = zext nneg i32 %213 to i64
  %251 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18smj_semijoin_countE3red to ptr), i64 %250
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 28
  %253 = load i32, ptr %252, align 4, !tbaa !6
  %254 = add nsw i32 %253, %249
  %255 = add nuw nsw i32 %213, 8
  %256 = add i32 %215, 8
  %257 = icmp eq i32 %256, %36
  br i1 %257, label %194, label %212, !llvm.loop !38

258:                                              ; preds = %209, %192
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %259 = add i32 %40, %33
  %260 = icmp slt i32 %259, %6
  br i1 %260, label %39, label %261, !llvm.loop !39

261:                                              ; preds = %258, %18, %8, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #8

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #9 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { nounwind }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS9HashTable", !13, i64 0, !7, i64 8, !7, i64 12}
!13 = !{!"long long", !8, i64 0}
!14 = !{!12, !7, i64 8}
!15 = !{!13, !13, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_Z17merge_path_searchPKyxS0_xx: argument 0"}
!30 = distinct !{!30, !"_Z17merge_path_searchPKyxS0_xx"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"_Z17merge_path_searchPKyxS0_xx: argument 1"}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !17}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !17}
!37 = distinct !{!37, !20}
!38 = distinct !{!38, !17}
!39 = distinct !{!39, !17}
