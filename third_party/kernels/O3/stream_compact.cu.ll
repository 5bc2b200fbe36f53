; ModuleID = 'src/stream_compact.cu'
source_filename = "src/stream_compact.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20compact_block_countsE6s_part = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15compact_scatterE6s_part = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15compact_scatterE10s_warp_off = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15compact_scatterE8s_offset = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15compact_scatterE5s_run = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @compact_block_counts(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = lshr i32 %6, 5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = and i32 %9, 31
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %81

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl nuw i32 %13, 1
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %6
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fcmp contract oge float %21, %3
  %23 = fcmp contract olt float %21, %4
  %24 = and i1 %22, %23
  %25 = zext i1 %24 to i32
  br label %26

26:                                               ; preds = %18, %12
  %27 = phi i32 [ 0, %12 ], [ %25, %18 ]
  %28 = or disjoint i32 %14, 1
  %29 = mul i32 %28, %9
  %30 = add i32 %29, %6
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %32, label %41

32:                                               ; preds = %26
  %33 = sext i32 %30 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = fcmp contract oge float %35, %3
  %37 = fcmp contract olt float %35, %4
  %38 = and i1 %36, %37
  %39 = zext i1 %38 to i32
  %40 = add nuw nsw i32 %27, %39
  br label %41

41:                                               ; preds = %32, %26
  %42 = phi i32 [ %27, %26 ], [ %40, %32 ]
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %42, i32 16, i32 31)
  %44 = add nsw i32 %43, %42
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %44, i32 8, i32 31)
  %46 = add nsw i32 %45, %44
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %46, i32 4, i32 31)
  %48 = add nsw i32 %47, %46
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 2, i32 31)
  %50 = add nsw i32 %49, %48
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %50, i32 1, i32 31)
  %52 = icmp eq i32 %7, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %41
  %54 = add nsw i32 %51, %50
  %55 = zext nneg i32 %8 to i64
  %56 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20compact_block_countsE6s_part to ptr), i64 %55
  store i32 %54, ptr %56, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %53, %41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = icmp eq i32 %8, 0
  br i1 %58, label %59, label %81

59:                                               ; preds = %57
  %60 = lshr exact i32 %9, 5
  %61 = icmp samesign ult i32 %7, %60
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = zext nneg i32 %7 to i64
  %64 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20compact_block_countsE6s_part to ptr), i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  br label %66

66:                                               ; preds = %59, %62
  %67 = phi i32 [ %65, %62 ], [ 0, %59 ]
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 16, i32 31)
  %69 = add nsw i32 %68, %67
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %69, i32 8, i32 31)
  %71 = add nsw i32 %70, %69
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %71, i32 4, i32 31)
  %73 = add nsw i32 %72, %71
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %73, i32 2, i32 31)
  %75 = add nsw i32 %74, %73
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %75, i32 1, i32 31)
  br i1 %52, label %77, label %81

77:                                               ; preds = %66
  %78 = add nsw i32 %76, %75
  %79 = zext nneg i32 %13 to i64
  %80 = getelementptr inbounds nuw i32, ptr %1, i64 %79
  store i32 %78, ptr %80, align 4, !tbaa !6
  br label %81

81:                                               ; preds = %57, %77, %66, %5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @compact_scatter(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = lshr i32 %9, 5
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = lshr i32 %12, 5
  %14 = and i32 %12, 31
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %408

16:                                               ; preds = %8
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = icmp samesign ult i32 %9, %17
  br i1 %18, label %31, label %19

19:                                               ; preds = %31, %16
  %20 = phi i32 [ 0, %16 ], [ %38, %31 ]
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 16, i32 31)
  %22 = add nsw i32 %21, %20
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %22, i32 8, i32 31)
  %24 = add nsw i32 %23, %22
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %24, i32 4, i32 31)
  %26 = add nsw i32 %25, %24
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %26, i32 2, i32 31)
  %28 = add nsw i32 %27, %26
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %28, i32 1, i32 31)
  %30 = icmp eq i32 %10, 0
  br i1 %30, label %41, label %45

31:                                               ; preds = %16, %31
  %32 = phi i32 [ %38, %31 ], [ 0, %16 ]
  %33 = phi i32 [ %39, %31 ], [ %9, %16 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %36, i32 0)
  %38 = add nuw nsw i32 %37, %32
  %39 = add i32 %33, %12
  %40 = icmp slt i32 %39, %17
  br i1 %40, label %31, label %19, !llvm.loop !13

41:                                               ; preds = %19
  %42 = add nsw i32 %29, %28
  %43 = zext nneg i32 %11 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %43
  store i32 %42, ptr %44, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %41, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = icmp eq i32 %9, 0
  br i1 %46, label %47, label %117

47:                                               ; preds = %45
  %48 = and i32 %13, 7
  %49 = icmp samesign ult i32 %12, 256
  br i1 %49, label %54, label %50

50:                                               ; preds = %47
  %51 = and i32 %13, 56
  br label %71

52:                                               ; preds = %71
  %53 = icmp eq i32 %48, 0
  br i1 %53, label %69, label %54

54:                                               ; preds = %52, %47
  %55 = phi i32 [ 0, %47 ], [ %113, %52 ]
  %56 = phi i32 [ 0, %47 ], [ %114, %52 ]
  %57 = icmp ne i32 %48, 0
  tail call void @llvm.assume(i1 %57)
  br label %58

58:                                               ; preds = %58, %54
  %59 = phi i32 [ %65, %58 ], [ %55, %54 ]
  %60 = phi i32 [ %66, %58 ], [ %56, %54 ]
  %61 = phi i32 [ %67, %58 ], [ 0, %54 ]
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = add nsw i32 %64, %59
  %66 = add nuw nsw i32 %60, 1
  %67 = add i32 %61, 1
  %68 = icmp eq i32 %67, %48
  br i1 %68, label %69, label %58, !llvm.loop !15

69:                                               ; preds = %58, %52
  %70 = phi i32 [ %113, %52 ], [ %65, %58 ]
  store i32 %70, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE8s_offset to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  br label %117

71:                                               ; preds = %71, %50
  %72 = phi i32 [ 0, %50 ], [ %113, %71 ]
  %73 = phi i32 [ 0, %50 ], [ %114, %71 ]
  %74 = phi i32 [ 0, %50 ], [ %115, %71 ]
  %75 = zext nneg i32 %73 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = add nsw i32 %77, %72
  %79 = zext nneg i32 %73 to i64
  %80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = add nsw i32 %82, %78
  %84 = zext nneg i32 %73 to i64
  %85 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = add nsw i32 %87, %83
  %89 = zext nneg i32 %73 to i64
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 12
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = add nsw i32 %92, %88
  %94 = zext nneg i32 %73 to i64
  %95 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 16
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = add nsw i32 %97, %93
  %99 = zext nneg i32 %73 to i64
  %100 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 20
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = add nsw i32 %102, %98
  %104 = zext nneg i32 %73 to i64
  %105 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %104
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 24
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = add nsw i32 %107, %103
  %109 = zext nneg i32 %73 to i64
  %110 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 28
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = add nsw i32 %112, %108
  %114 = add nuw nsw i32 %73, 8
  %115 = add i32 %74, 8
  %116 = icmp eq i32 %115, %51
  br i1 %116, label %52, label %71, !llvm.loop !17

117:                                              ; preds = %69, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %118 = zext nneg i32 %17 to i64
  %119 = getelementptr inbounds nuw i32, ptr %1, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %120, i32 0)
  %122 = shl nuw i32 %17, 1
  %123 = icmp eq i32 %10, 31
  %124 = zext nneg i32 %11 to i64
  %125 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %124
  %126 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %124
  %127 = mul i32 %122, %12
  %128 = add i32 %127, %9
  %129 = icmp slt i32 %128, %5
  br i1 %129, label %130, label %138

130:                                              ; preds = %117
  %131 = sext i32 %128 to i64
  %132 = getelementptr inbounds float, ptr %0, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fcmp contract oge float %133, %6
  %135 = fcmp contract olt float %133, %7
  %136 = and i1 %134, %135
  %137 = zext i1 %136 to i32
  br label %138

138:                                              ; preds = %130, %117
  %139 = phi float [ %133, %130 ], [ 0.000000e+00, %117 ]
  %140 = phi i32 [ %137, %130 ], [ 0, %117 ]
  %141 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %140, i32 1, i32 0)
  %142 = icmp eq i32 %10, 0
  %143 = select i1 %142, i32 0, i32 %141
  %144 = add nsw i32 %143, %140
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %144, i32 2, i32 0)
  %146 = icmp samesign ult i32 %10, 2
  %147 = select i1 %146, i32 0, i32 %145
  %148 = add nsw i32 %147, %144
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %148, i32 4, i32 0)
  %150 = icmp samesign ult i32 %10, 4
  %151 = select i1 %150, i32 0, i32 %149
  %152 = add nsw i32 %151, %148
  %153 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %152, i32 8, i32 0)
  %154 = icmp samesign ult i32 %10, 8
  %155 = select i1 %154, i32 0, i32 %153
  %156 = add nsw i32 %155, %152
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %156, i32 16, i32 0)
  %158 = icmp samesign ult i32 %10, 16
  %159 = select i1 %158, i32 0, i32 %157
  %160 = add nsw i32 %159, %156
  br i1 %123, label %161, label %162

161:                                              ; preds = %138
  store i32 %160, ptr %125, align 4, !tbaa !6
  br label %162

162:                                              ; preds = %161, %138
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %46, label %163, label %242

163:                                              ; preds = %162
  %164 = and i32 %13, 7
  %165 = icmp samesign ult i32 %12, 256
  br i1 %165, label %170, label %166

166:                                              ; preds = %163
  %167 = and i32 %13, 56
  br label %188

168:                                              ; preds = %188
  %169 = icmp eq i32 %164, 0
  br i1 %169, label %186, label %170

170:                                              ; preds = %168, %163
  %171 = phi i32 [ 0, %163 ], [ %239, %168 ]
  %172 = phi i32 [ 0, %163 ], [ %238, %168 ]
  %173 = icmp ne i32 %164, 0
  tail call void @llvm.assume(i1 %173)
  br label %174

174:                                              ; preds = %174, %170
  %175 = phi i32 [ %183, %174 ], [ %171, %170 ]
  %176 = phi i32 [ %182, %174 ], [ %172, %170 ]
  %177 = phi i32 [ %184, %174 ], [ 0, %170 ]
  %178 = zext nneg i32 %175 to i64
  %179 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %178
  store i32 %176, ptr %179, align 4, !tbaa !6
  %180 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %178
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = add nsw i32 %181, %176
  %183 = add nuw nsw i32 %175, 1
  %184 = add i32 %177, 1
  %185 = icmp eq i32 %184, %164
  br i1 %185, label %186, label %174, !llvm.loop !18

186:                                              ; preds = %174, %168
  %187 = phi i32 [ %238, %168 ], [ %182, %174 ]
  store i32 %187, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), align 4, !tbaa !6
  br label %242

188:                                              ; preds = %188, %166
  %189 = phi i32 [ 0, %166 ], [ %239, %188 ]
  %190 = phi i32 [ 0, %166 ], [ %238, %188 ]
  %191 = phi i32 [ 0, %166 ], [ %240, %188 ]
  %192 = zext nneg i32 %189 to i64
  %193 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %192
  store i32 %190, ptr %193, align 4, !tbaa !6
  %194 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %192
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = add nsw i32 %195, %190
  %197 = or disjoint i32 %189, 1
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %198
  store i32 %196, ptr %199, align 4, !tbaa !6
  %200 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %198
  %201 = load i32, ptr %200, align 4, !tbaa !6
  %202 = add nsw i32 %201, %196
  %203 = or disjoint i32 %189, 2
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %204
  store i32 %202, ptr %205, align 4, !tbaa !6
  %206 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %204
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = add nsw i32 %207, %202
  %209 = or disjoint i32 %189, 3
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %210
  store i32 %208, ptr %211, align 4, !tbaa !6
  %212 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %210
  %213 = load i32, ptr %212, align 4, !tbaa !6
  %214 = add nsw i32 %213, %208
  %215 = or disjoint i32 %189, 4
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %216
  store i32 %214, ptr %217, align 4, !tbaa !6
  %218 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %216
  %219 = load i32, ptr %218, align 4, !tbaa !6
  %220 = add nsw i32 %219, %214
  %221 = or disjoint i32 %189, 5
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %222
  store i32 %220, ptr %223, align 4, !tbaa !6
  %224 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %222
  %225 = load i32, ptr %224, align 4, !tbaa !6
  %226 = add nsw i32 %225, %220
  %227 = or disjoint i32 %189, 6
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %228
  store i32 %226, ptr %229, align 4, !tbaa !6
  %230 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %228
  %231 = load i32, ptr %230, align 4, !tbaa !6
  %232 = add nsw i32 %231, %226
  %233 = or disjoint i32 %189, 7
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %234
  store i32 %232, ptr %235, align 4, !tbaa !6
  %236 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %234
  %237 = load i32, ptr %236, align 4, !tbaa !6
  %238 = add nsw i32 %237, %232
  %239 = add nuw nsw i32 %189, 8
  %240 = add i32 %191, 8
  %241 = icmp eq i32 %240, %167
  br i1 %241, label %168, label %188, !llvm.loop !19

242:                                              ; preds = %186, %162
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %243 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %244 = load i32, ptr %126, align 4, !tbaa !6
  %245 = sub i32 %160, %140
  %246 = add i32 %245, %243
  %247 = add i32 %246, %244
  %248 = icmp ne i32 %140, 0
  %249 = icmp slt i32 %247, %121
  %250 = select i1 %248, i1 %249, i1 false
  br i1 %250, label %251, label %259

251:                                              ; preds = %242
  %252 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE8s_offset to ptr), align 4, !tbaa !6
  %253 = add nsw i32 %252, %247
  %254 = icmp slt i32 %253, %5
  br i1 %254, label %255, label %259

255:                                              ; preds = %251
  %256 = sext i32 %253 to i64
  %257 = getelementptr inbounds i32, ptr %3, i64 %256
  %258 = getelementptr inbounds float, ptr %2, i64 %256
  store float %139, ptr %258, align 4, !tbaa !11
  store i32 %128, ptr %257, align 4, !tbaa !6
  br label %259

259:                                              ; preds = %251, %255, %242
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %46, label %260, label %264

260:                                              ; preds = %259
  %261 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), align 4, !tbaa !6
  %262 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %263 = add nsw i32 %262, %261
  store i32 %263, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  br label %264

264:                                              ; preds = %260, %259
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %265 = or disjoint i32 %122, 1
  %266 = mul i32 %265, %12
  %267 = add i32 %266, %9
  %268 = icmp slt i32 %267, %5
  br i1 %268, label %269, label %277

269:                                              ; preds = %264
  %270 = sext i32 %267 to i64
  %271 = getelementptr inbounds float, ptr %0, i64 %270
  %272 = load float, ptr %271, align 4, !tbaa !11
  %273 = fcmp contract oge float %272, %6
  %274 = fcmp contract olt float %272, %7
  %275 = and i1 %273, %274
  %276 = zext i1 %275 to i32
  br label %277

277:                                              ; preds = %269, %264
  %278 = phi float [ %272, %269 ], [ 0.000000e+00, %264 ]
  %279 = phi i32 [ %276, %269 ], [ 0, %264 ]
  %280 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %279, i32 1, i32 0)
  %281 = select i1 %142, i32 0, i32 %280
  %282 = add nsw i32 %281, %279
  %283 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %282, i32 2, i32 0)
  %284 = select i1 %146, i32 0, i32 %283
  %285 = add nsw i32 %284, %282
  %286 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %285, i32 4, i32 0)
  %287 = select i1 %150, i32 0, i32 %286
  %288 = add nsw i32 %287, %285
  %289 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %288, i32 8, i32 0)
  %290 = select i1 %154, i32 0, i32 %289
  %291 = add nsw i32 %290, %288
  %292 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %291, i32 16, i32 0)
  %293 = select i1 %158, i32 0, i32 %292
  %294 = add nsw i32 %293, %291
  br i1 %123, label %295, label %296

295:                                              ; preds = %277
  store i32 %294, ptr %125, align 4, !tbaa !6
  br label %296

296:                                              ; preds = %295, %277
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %46, label %297, label %376

297:                                              ; preds = %296
  %298 = and i32 %13, 7
  %299 = icmp samesign ult i32 %12, 256
  br i1 %299, label %358, label %300

300:                                              ; preds = %297
  %301 = and i32 %13, 56
  br label %302

302:                                              ; preds = %302, %300
  %303 = phi i32 [ 0, %300 ], [ %353, %302 ]
  %304 = phi i32 [ 0, %300 ], [ %352, %302 ]
  %305 = phi i32 [ 0, %300 ], [ %354, %302 ]
  %306 = zext nneg i32 %303 to i64
  %307 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %306
  store i32 %304, ptr %307, align 4, !tbaa !6
  %308 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %306
  %309 = load i32, ptr %308, align 4, !tbaa !6
  %310 = add nsw i32 %309, %304
  %311 = or disjoint i32 %303, 1
  %312 = zext nneg i32 %311 to i64
  %313 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %312
  store i32 %310, ptr %313, align 4, !tbaa !6
  %314 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %312
  %315 = load i32, ptr %314, align 4, !tbaa !6
  %316 = add nsw i32 %315, %310
  %317 = or disjoint i32 %303, 2
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %318
  store i32 %316, ptr %319, align 4, !tbaa !6
  %320 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %318
  %321 = load i32, ptr %320, align 4, !tbaa !6
  %322 = add nsw i32 %321, %316
  %323 = or disjoint i32 %303, 3
  %324 = zext nneg i32 %323 to i64
  %325 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %324
  store i32 %322, ptr %325, align 4, !tbaa !6
  %326 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %324
  %327 = load i32, ptr %326, align 4, !tbaa !6
  %328 = add nsw i32 %327, %322
  %329 = or disjoint i32 %303, 4
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %330
  store i32 %328, ptr %331, align 4, !tbaa !6
  %332 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %330
  %333 = load i32, ptr %332, align 4, !tbaa !6
  %334 = add nsw i32 %333, %328
  %335 = or disjoint i32 %303, 5
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %336
  store i32 %334, ptr %337, align 4, !tbaa !6
  %338 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %336
  %339 = load i32, ptr %338, align 4, !tbaa !6
  %340 = add nsw i32 %339, %334
  %341 = or disjoint i32 %303, 6
  %342 = zext nneg i32 %341 to i64
  %343 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %342
  store i32 %340, ptr %343, align 4, !tbaa !6
  %344 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %342
  %345 = load i32, ptr %344, align 4, !tbaa !6
  %346 = add nsw i32 %345, %340
  %347 = or disjoint i32 %303, 7
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %348
  store i32 %346, ptr %349, align 4, !tbaa !6
  %350 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %348
  %351 = load i32, ptr %350, align 4, !tbaa !6
  %352 = add nsw i32 %351, %346
  %353 = add nuw nsw i32 %303, 8
  %354 = add i32 %305, 8
  %355 = icmp eq i32 %354, %301
  br i1 %355, label %356, label %302, !llvm.loop !19

356:                                              ; preds = %302
  %357 = icmp eq i32 %298, 0
  br i1 %357, label %374, label %358

358:                                              ; preds = %356, %297
  %359 = phi i32 [ 0, %297 ], [ %353, %356 ]
  %360 = phi i32 [ 0, %297 ], [ %352, %356 ]
  %361 = icmp ne i32 %298, 0
  tail call void @llvm.assume(i1 %361)
  br label %362

362:                                              ; preds = %362, %358
  %363 = phi i32 [ %371, %362 ], [ %359, %358 ]
  %364 = phi i32 [ %370, %362 ], [ %360, %358 ]
  %365 = phi i32 [ %372, %362 ], [ 0, %358 ]
  %366 = zext nneg i32 %363 to i64
  %367 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE10s_warp_off to ptr), i64 %366
  store i32 %364, ptr %367, align 4, !tbaa !6
  %368 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), i64 %366
  %369 = load i32, ptr %368, align 4, !tbaa !6
  %370 = add nsw i32 %369, %364
  %371 = add nuw nsw i32 %363, 1
  %372 = add i32 %365, 1
  %373 = icmp eq i32 %372, %298
  br i1 %373, label %374, label %362, !llvm.loop !20

374:                                              ; preds = %362, %356
  %375 = phi i32 [ %352, %356 ], [ %370, %362 ]
  store i32 %375, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), align 4, !tbaa !6
  br label %376

376:                                              ; preds = %374, %296
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %377 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %378 = load i32, ptr %126, align 4, !tbaa !6
  %379 = sub i32 %294, %279
  %380 = add i32 %379, %377
  %381 = add i32 %380, %378
  %382 = icmp ne i32 %279, 0
  %383 = icmp slt i32 %381, %121
  %384 = select i1 %382, i1 %383, i1 false
  br i1 %384, label %385, label %393

385:                                              ; preds = %376
  %386 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE8s_offset to ptr), align 4, !tbaa !6
  %387 = add nsw i32 %386, %381
  %388 = icmp slt i32 %387, %5
  br i1 %388, label %389, label %393

389:                                              ; preds = %385
  %390 = sext i32 %387 to i64
  %391 = getelementptr inbounds i32, ptr %3, i64 %390
  %392 = getelementptr inbounds float, ptr %2, i64 %390
  store float %278, ptr %392, align 4, !tbaa !11
  store i32 %267, ptr %391, align 4, !tbaa !6
  br label %393

393:                                              ; preds = %389, %385, %376
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %46, label %394, label %398

394:                                              ; preds = %393
  %395 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE6s_part to ptr), align 4, !tbaa !6
  %396 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %397 = add nsw i32 %396, %395
  store i32 %397, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  br label %398

398:                                              ; preds = %394, %393
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %399 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %400 = add nsw i32 %399, -1
  %401 = icmp eq i32 %17, %400
  %402 = and i1 %46, %401
  br i1 %402, label %403, label %408

403:                                              ; preds = %398
  %404 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE8s_offset to ptr), align 4, !tbaa !6
  %405 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15compact_scatterE5s_run to ptr), align 4, !tbaa !6
  %406 = tail call noundef i32 @llvm.smin.i32(i32 %405, i32 range(i32 0, -2147483648) %121)
  %407 = add nsw i32 %406, %404
  store i32 %407, ptr %4, align 4, !tbaa !6
  br label %408

408:                                              ; preds = %398, %403, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !16}
