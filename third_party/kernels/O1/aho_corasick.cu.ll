; ModuleID = 'src/aho_corasick.cu'
source_filename = "src/aho_corasick.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.AcRuntime = type { i32, i32, i32, i32, i32 }

@_ZZ18ac_dna_motif_countE6s_text = internal unnamed_addr addrspace(3) global [4128 x i8] undef, align 16
@_ZZ18ac_dna_motif_countE5s_cnt = internal addrspace(3) global [10 x i64] undef, align 8
@_ZZ18ac_dna_motif_countE7s_first = internal addrspace(3) global [10 x i64] undef, align 8
@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 16
@_ZZ19ac_scan_runtime_dfaE8s_counts = internal addrspace(3) global [32 x i32] undef, align 4
@_ZL4c_ac = internal unnamed_addr addrspace(4) constant { <{ [48 x [4 x i8]], [16 x [4 x i8]] }>, <{ [48 x i16], [16 x i16] }>, i32, i32 } { <{ [48 x [4 x i8]], [16 x [4 x i8]] }> <{ [48 x [4 x i8]] [[4 x i8] c"\0C\12%\01", [4 x i8] c"\02)%\07", [4 x i8] c"\03\12!\01", [4 x i8] c"\0D\12\04\0E", [4 x i8] c"\0C&\05\01", [4 x i8] c"\0C\06%\01", [4 x i8] c"\0C\18\13'", [4 x i8] c"\08)%\07", [4 x i8] c"\03\12\09\01", [4 x i8] c"\0C\0A%\01", [4 x i8] c"\0C\0B\13'", [4 x i8] c"\0C\19\13#", [4 x i8] c"\0D\12%\01", [4 x i8] c"\0D\12%\0E", [4 x i8] c"\02\0F%\07", [4 x i8] c"\0C\18\10*", [4 x i8] c"\0C\1D\11\14", [4 x i8] c"\0C&%\01", [4 x i8] c"\0C\18\13\01", [4 x i8] c"\0C\1D%\14", [4 x i8] c"\02\15%\07", [4 x i8] c"\16\18\13*", [4 x i8] c"\0D\12%\17", [4 x i8] c"\02)%\07", [4 x i8] c"\0C\19\13#", [4 x i8] c"\0C\19\13\1A", [4 x i8] c"\02)%\1B", [4 x i8] c"\08)%\1C", [4 x i8] c"\08)%\07", [4 x i8] c"\0C\18\13\1E", [4 x i8] c"\1F)%\07", [4 x i8] c"\03\12! ", [4 x i8] c"\02)%\07", [4 x i8] c"\0C\22%\01", [4 x i8] c"\0C\18\13'", [4 x i8] c"\02)%$", [4 x i8] c"\08)%\07", [4 x i8] c"\0C&%\01", [4 x i8] c"\0C\18\13'", [4 x i8] c"()%\07", [4 x i8] c"\03\12!\01", [4 x i8] c"\0C\18\13*", [4 x i8] c"\02)%+", [4 x i8] c"\08,%\07", [4 x i8] c"\0C-\13*", [4 x i8] c"\0C\19\13.", [4 x i8] c"\02/%$", [4 x i8] c"\0C\18\13*"], [16 x [4 x i8]] zeroinitializer }>, <{ [48 x i16], [16 x i16] }> <{ [48 x i16] [i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 1, i16 0, i16 0, i16 0, i16 64, i16 2, i16 0, i16 0, i16 0, i16 0, i16 0, i16 4, i16 0, i16 0, i16 0, i16 0, i16 0, i16 8, i16 0, i16 0, i16 0, i16 128, i16 16, i16 0, i16 0, i16 256, i16 32, i16 0, i16 64, i16 0, i16 128, i16 0, i16 0, i16 0, i16 256, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 512], [16 x i16] zeroinitializer }>, i32 48, i32 8 }, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @ac_dna_motif_count(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 12
  %9 = icmp slt i64 %8, %1
  br i1 %9, label %10, label %882

10:                                               ; preds = %4
  %11 = icmp samesign ult i32 %5, 10
  br i1 %11, label %12, label %16

12:                                               ; preds = %10
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 %13
  store i64 0, ptr %14, align 8, !tbaa !11
  %15 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 %13
  store i64 9223372036854775807, ptr %15, align 8, !tbaa !11
  br label %16

16:                                               ; preds = %12, %10
  %17 = add nsw i64 %8, -32
  br label %23

18:                                               ; preds = %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = shl nuw nsw i32 %5, 5
  %20 = add nuw nsw i32 %19, 32
  %21 = or disjoint i32 %19, 25
  %22 = add nuw nsw i32 %19, 63
  br label %65

23:                                               ; preds = %16, %58
  %24 = phi i32 [ %5, %16 ], [ %63, %58 ]
  %25 = shl nuw nsw i32 %24, 2
  %26 = zext nneg i32 %25 to i64
  %27 = add nsw i64 %17, %26
  %28 = icmp slt i64 %27, 0
  %29 = add nuw nsw i64 %27, 4
  %30 = icmp sgt i64 %29, %1
  %31 = select i1 %28, i1 true, i1 %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %23
  %33 = icmp sgt i64 %27, -1
  br label %37

34:                                               ; preds = %23
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %36 = load i32, ptr %35, align 4, !tbaa !6
  br label %58

37:                                               ; preds = %32, %54
  %38 = phi i32 [ 1313754702, %32 ], [ %55, %54 ]
  %39 = phi i32 [ 0, %32 ], [ %56, %54 ]
  %40 = zext nneg i32 %39 to i64
  %41 = or disjoint i64 %27, %40
  %42 = icmp slt i64 %41, %1
  %43 = select i1 %33, i1 %42, i1 false
  br i1 %43, label %44, label %54

44:                                               ; preds = %37
  %45 = shl nuw nsw i32 %39, 3
  %46 = shl nuw i32 255, %45
  %47 = xor i32 %46, -1
  %48 = and i32 %38, %47
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 %41
  %50 = load i8, ptr %49, align 1, !tbaa !13
  %51 = zext i8 %50 to i32
  %52 = shl nuw i32 %51, %45
  %53 = or i32 %52, %48
  br label %54

54:                                               ; preds = %37, %44
  %55 = phi i32 [ %53, %44 ], [ %38, %37 ]
  %56 = add nuw nsw i32 %39, 1
  %57 = icmp eq i32 %56, 4
  br i1 %57, label %58, label %37, !llvm.loop !14

58:                                               ; preds = %54, %34
  %59 = phi i32 [ %36, %34 ], [ %55, %54 ]
  %60 = shl nuw nsw i32 %24, 2
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE6s_text to ptr), i64 %61
  store i32 %59, ptr %62, align 1, !tbaa !6
  %63 = add nuw nsw i32 %24, 128
  %64 = icmp samesign ult i32 %24, 904
  br i1 %64, label %23, label %18, !llvm.loop !17

65:                                               ; preds = %18, %193
  %66 = phi i32 [ 0, %18 ], [ %171, %193 ]
  %67 = phi i32 [ 0, %18 ], [ %172, %193 ]
  %68 = phi i32 [ 0, %18 ], [ %173, %193 ]
  %69 = phi i32 [ 0, %18 ], [ %174, %193 ]
  %70 = phi i32 [ 0, %18 ], [ %175, %193 ]
  %71 = phi i32 [ 0, %18 ], [ %176, %193 ]
  %72 = phi i32 [ 0, %18 ], [ %177, %193 ]
  %73 = phi i32 [ 0, %18 ], [ %178, %193 ]
  %74 = phi i32 [ 0, %18 ], [ %179, %193 ]
  %75 = phi i32 [ 0, %18 ], [ %180, %193 ]
  %76 = phi i64 [ 9223372036854775807, %18 ], [ %181, %193 ]
  %77 = phi i64 [ 9223372036854775807, %18 ], [ %182, %193 ]
  %78 = phi i64 [ 9223372036854775807, %18 ], [ %183, %193 ]
  %79 = phi i64 [ 9223372036854775807, %18 ], [ %184, %193 ]
  %80 = phi i64 [ 9223372036854775807, %18 ], [ %185, %193 ]
  %81 = phi i64 [ 9223372036854775807, %18 ], [ %186, %193 ]
  %82 = phi i64 [ 9223372036854775807, %18 ], [ %187, %193 ]
  %83 = phi i64 [ 9223372036854775807, %18 ], [ %188, %193 ]
  %84 = phi i64 [ 9223372036854775807, %18 ], [ %189, %193 ]
  %85 = phi i64 [ 9223372036854775807, %18 ], [ %190, %193 ]
  %86 = phi i32 [ %21, %18 ], [ %195, %193 ]
  %87 = phi i64 [ 0, %18 ], [ %194, %193 ]
  %88 = zext nneg i32 %86 to i64
  %89 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE6s_text to ptr), i64 %88
  %90 = load i8, ptr %89, align 1, !tbaa !13
  %91 = and i8 %90, -33
  %92 = icmp eq i8 %91, 78
  br i1 %92, label %170, label %93

93:                                               ; preds = %65
  %94 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL4c_ac to ptr), i64 %87
  %95 = lshr i8 %90, 1
  %96 = and i8 %95, 3
  %97 = zext nneg i8 %96 to i64
  %98 = getelementptr inbounds nuw i8, ptr %94, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !13
  %100 = zext i8 %99 to i64
  %101 = getelementptr inbounds nuw i16, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @_ZL4c_ac to ptr), i64 256), i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !18
  %103 = zext i16 %102 to i32
  %104 = icmp eq i16 %102, 0
  %105 = icmp samesign ult i32 %86, %20
  %106 = select i1 %104, i1 true, i1 %105
  br i1 %106, label %170, label %107

107:                                              ; preds = %93
  %108 = add nsw i64 %17, %88
  %109 = icmp slt i64 %108, %1
  br i1 %109, label %110, label %170

110:                                              ; preds = %107
  %111 = and i32 %103, 1
  %112 = icmp eq i32 %111, 0
  %113 = tail call i64 @llvm.smin.i64(i64 %85, i64 %108)
  %114 = add i32 %75, %111
  %115 = select i1 %112, i64 %85, i64 %113
  %116 = and i32 %103, 2
  %117 = icmp eq i32 %116, 0
  %118 = tail call i64 @llvm.smin.i64(i64 %84, i64 %108)
  %119 = lshr exact i32 %116, 1
  %120 = add i32 %74, %119
  %121 = select i1 %117, i64 %84, i64 %118
  %122 = and i32 %103, 4
  %123 = icmp eq i32 %122, 0
  %124 = tail call i64 @llvm.smin.i64(i64 %83, i64 %108)
  %125 = lshr exact i32 %122, 2
  %126 = add i32 %73, %125
  %127 = select i1 %123, i64 %83, i64 %124
  %128 = and i32 %103, 8
  %129 = icmp eq i32 %128, 0
  %130 = tail call i64 @llvm.smin.i64(i64 %82, i64 %108)
  %131 = lshr exact i32 %128, 3
  %132 = add i32 %72, %131
  %133 = select i1 %129, i64 %82, i64 %130
  %134 = and i32 %103, 16
  %135 = icmp eq i32 %134, 0
  %136 = tail call i64 @llvm.smin.i64(i64 %81, i64 %108)
  %137 = lshr exact i32 %134, 4
  %138 = add i32 %71, %137
  %139 = select i1 %135, i64 %81, i64 %136
  %140 = and i32 %103, 32
  %141 = icmp eq i32 %140, 0
  %142 = tail call i64 @llvm.smin.i64(i64 %80, i64 %108)
  %143 = lshr exact i32 %140, 5
  %144 = add i32 %70, %143
  %145 = select i1 %141, i64 %80, i64 %142
  %146 = and i32 %103, 64
  %147 = icmp eq i32 %146, 0
  %148 = tail call i64 @llvm.smin.i64(i64 %79, i64 %108)
  %149 = lshr exact i32 %146, 6
  %150 = add i32 %69, %149
  %151 = select i1 %147, i64 %79, i64 %148
  %152 = and i32 %103, 128
  %153 = icmp eq i32 %152, 0
  %154 = tail call i64 @llvm.smin.i64(i64 %78, i64 %108)
  %155 = lshr exact i32 %152, 7
  %156 = add i32 %68, %155
  %157 = select i1 %153, i64 %78, i64 %154
  %158 = and i32 %103, 256
  %159 = icmp eq i32 %158, 0
  %160 = tail call i64 @llvm.smin.i64(i64 %77, i64 %108)
  %161 = lshr exact i32 %158, 8
  %162 = add i32 %67, %161
  %163 = select i1 %159, i64 %77, i64 %160
  %164 = and i32 %103, 512
  %165 = icmp eq i32 %164, 0
  %166 = tail call i64 @llvm.smin.i64(i64 %76, i64 %108)
  %167 = lshr exact i32 %164, 9
  %168 = add i32 %66, %167
  %169 = select i1 %165, i64 %76, i64 %166
  br label %170

170:                                              ; preds = %107, %110, %93, %65
  %171 = phi i32 [ %66, %65 ], [ %66, %93 ], [ %168, %110 ], [ %66, %107 ]
  %172 = phi i32 [ %67, %65 ], [ %67, %93 ], [ %162, %110 ], [ %67, %107 ]
  %173 = phi i32 [ %68, %65 ], [ %68, %93 ], [ %156, %110 ], [ %68, %107 ]
  %174 = phi i32 [ %69, %65 ], [ %69, %93 ], [ %150, %110 ], [ %69, %107 ]
  %175 = phi i32 [ %70, %65 ], [ %70, %93 ], [ %144, %110 ], [ %70, %107 ]
  %176 = phi i32 [ %71, %65 ], [ %71, %93 ], [ %138, %110 ], [ %71, %107 ]
  %177 = phi i32 [ %72, %65 ], [ %72, %93 ], [ %132, %110 ], [ %72, %107 ]
  %178 = phi i32 [ %73, %65 ], [ %73, %93 ], [ %126, %110 ], [ %73, %107 ]
  %179 = phi i32 [ %74, %65 ], [ %74, %93 ], [ %120, %110 ], [ %74, %107 ]
  %180 = phi i32 [ %75, %65 ], [ %75, %93 ], [ %114, %110 ], [ %75, %107 ]
  %181 = phi i64 [ %76, %65 ], [ %76, %93 ], [ %169, %110 ], [ %76, %107 ]
  %182 = phi i64 [ %77, %65 ], [ %77, %93 ], [ %163, %110 ], [ %77, %107 ]
  %183 = phi i64 [ %78, %65 ], [ %78, %93 ], [ %157, %110 ], [ %78, %107 ]
  %184 = phi i64 [ %79, %65 ], [ %79, %93 ], [ %151, %110 ], [ %79, %107 ]
  %185 = phi i64 [ %80, %65 ], [ %80, %93 ], [ %145, %110 ], [ %80, %107 ]
  %186 = phi i64 [ %81, %65 ], [ %81, %93 ], [ %139, %110 ], [ %81, %107 ]
  %187 = phi i64 [ %82, %65 ], [ %82, %93 ], [ %133, %110 ], [ %82, %107 ]
  %188 = phi i64 [ %83, %65 ], [ %83, %93 ], [ %127, %110 ], [ %83, %107 ]
  %189 = phi i64 [ %84, %65 ], [ %84, %93 ], [ %121, %110 ], [ %84, %107 ]
  %190 = phi i64 [ %85, %65 ], [ %85, %93 ], [ %115, %110 ], [ %85, %107 ]
  %191 = phi i8 [ 0, %65 ], [ %99, %93 ], [ %99, %110 ], [ %99, %107 ]
  %192 = phi i32 [ 13, %65 ], [ 0, %93 ], [ 0, %110 ], [ 11, %107 ]
  switch i32 %192, label %197 [
    i32 0, label %193
    i32 13, label %193
  ]

193:                                              ; preds = %170, %170
  %194 = zext i8 %191 to i64
  %195 = add nuw nsw i32 %86, 1
  %196 = icmp eq i32 %86, %22
  br i1 %196, label %197, label %65, !llvm.loop !20

197:                                              ; preds = %170, %193
  %198 = and i32 %5, 31
  %199 = icmp eq i32 %198, 0
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %180, i32 16, i32 31)
  %201 = add i32 %200, %180
  %202 = trunc i64 %190 to i32
  %203 = lshr i64 %190, 32
  %204 = trunc nuw i64 %203 to i32
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 16, i32 31)
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %204, i32 16, i32 31)
  %207 = zext i32 %206 to i64
  %208 = shl nuw i64 %207, 32
  %209 = zext i32 %205 to i64
  %210 = or disjoint i64 %208, %209
  %211 = tail call noundef i64 @llvm.smin.i64(i64 %190, i64 %210)
  %212 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %201, i32 8, i32 31)
  %213 = add i32 %212, %201
  %214 = trunc i64 %211 to i32
  %215 = lshr i64 %211, 32
  %216 = trunc nuw i64 %215 to i32
  %217 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %214, i32 8, i32 31)
  %218 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %216, i32 8, i32 31)
  %219 = zext i32 %218 to i64
  %220 = shl nuw i64 %219, 32
  %221 = zext i32 %217 to i64
  %222 = or disjoint i64 %220, %221
  %223 = tail call noundef i64 @llvm.smin.i64(i64 %211, i64 %222)
  %224 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %213, i32 4, i32 31)
  %225 = add i32 %224, %213
  %226 = trunc i64 %223 to i32
  %227 = lshr i64 %223, 32
  %228 = trunc nuw i64 %227 to i32
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %226, i32 4, i32 31)
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %228, i32 4, i32 31)
  %231 = zext i32 %230 to i64
  %232 = shl nuw i64 %231, 32
  %233 = zext i32 %229 to i64
  %234 = or disjoint i64 %232, %233
  %235 = tail call noundef i64 @llvm.smin.i64(i64 %223, i64 %234)
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %225, i32 2, i32 31)
  %237 = add i32 %236, %225
  %238 = trunc i64 %235 to i32
  %239 = lshr i64 %235, 32
  %240 = trunc nuw i64 %239 to i32
  %241 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %238, i32 2, i32 31)
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %240, i32 2, i32 31)
  %243 = zext i32 %242 to i64
  %244 = shl nuw i64 %243, 32
  %245 = zext i32 %241 to i64
  %246 = or disjoint i64 %244, %245
  %247 = tail call noundef i64 @llvm.smin.i64(i64 %235, i64 %246)
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %237, i32 1, i32 31)
  %249 = add i32 %248, %237
  %250 = trunc i64 %247 to i32
  %251 = lshr i64 %247, 32
  %252 = trunc nuw i64 %251 to i32
  %253 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %250, i32 1, i32 31)
  %254 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %252, i32 1, i32 31)
  %255 = icmp ne i32 %249, 0
  %256 = select i1 %199, i1 %255, i1 false
  br i1 %256, label %257, label %266

257:                                              ; preds = %197
  %258 = zext i32 %254 to i64
  %259 = shl nuw i64 %258, 32
  %260 = zext i32 %253 to i64
  %261 = or disjoint i64 %259, %260
  %262 = tail call noundef i64 @llvm.smin.i64(i64 %247, i64 %261)
  %263 = zext i32 %249 to i64
  %264 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 %263 seq_cst, align 8
  %265 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 %262 seq_cst, align 8
  br label %266

266:                                              ; preds = %197, %257
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %179, i32 16, i32 31)
  %268 = add i32 %267, %179
  %269 = trunc i64 %189 to i32
  %270 = lshr i64 %189, 32
  %271 = trunc nuw i64 %270 to i32
  %272 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %269, i32 16, i32 31)
  %273 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %271, i32 16, i32 31)
  %274 = zext i32 %273 to i64
  %275 = shl nuw i64 %274, 32
  %276 = zext i32 %272 to i64
  %277 = or disjoint i64 %275, %276
  %278 = tail call noundef i64 @llvm.smin.i64(i64 %189, i64 %277)
  %279 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 8, i32 31)
  %280 = add i32 %279, %268
  %281 = trunc i64 %278 to i32
  %282 = lshr i64 %278, 32
  %283 = trunc nuw i64 %282 to i32
  %284 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %281, i32 8, i32 31)
  %285 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %283, i32 8, i32 31)
  %286 = zext i32 %285 to i64
  %287 = shl nuw i64 %286, 32
  %288 = zext i32 %284 to i64
  %289 = or disjoint i64 %287, %288
  %290 = tail call noundef i64 @llvm.smin.i64(i64 %278, i64 %289)
  %291 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 4, i32 31)
  %292 = add i32 %291, %280
  %293 = trunc i64 %290 to i32
  %294 = lshr i64 %290, 32
  %295 = trunc nuw i64 %294 to i32
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 4, i32 31)
  %297 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %295, i32 4, i32 31)
  %298 = zext i32 %297 to i64
  %299 = shl nuw i64 %298, 32
  %300 = zext i32 %296 to i64
  %301 = or disjoint i64 %299, %300
  %302 = tail call noundef i64 @llvm.smin.i64(i64 %290, i64 %301)
  %303 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %292, i32 2, i32 31)
  %304 = add i32 %303, %292
  %305 = trunc i64 %302 to i32
  %306 = lshr i64 %302, 32
  %307 = trunc nuw i64 %306 to i32
  %308 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %305, i32 2, i32 31)
  %309 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %307, i32 2, i32 31)
  %310 = zext i32 %309 to i64
  %311 = shl nuw i64 %310, 32
  %312 = zext i32 %308 to i64
  %313 = or disjoint i64 %311, %312
  %314 = tail call noundef i64 @llvm.smin.i64(i64 %302, i64 %313)
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %304, i32 1, i32 31)
  %316 = add i32 %315, %304
  %317 = trunc i64 %314 to i32
  %318 = lshr i64 %314, 32
  %319 = trunc nuw i64 %318 to i32
  %320 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %317, i32 1, i32 31)
  %321 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %319, i32 1, i32 31)
  %322 = icmp ne i32 %316, 0
  %323 = select i1 %199, i1 %322, i1 false
  br i1 %323, label %324, label %333

324:                                              ; preds = %266
  %325 = zext i32 %321 to i64
  %326 = shl nuw i64 %325, 32
  %327 = zext i32 %320 to i64
  %328 = or disjoint i64 %326, %327
  %329 = tail call noundef i64 @llvm.smin.i64(i64 %314, i64 %328)
  %330 = zext i32 %316 to i64
  %331 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 8), i64 %330 seq_cst, align 8
  %332 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 8), i64 %329 seq_cst, align 8
  br label %333

333:                                              ; preds = %266, %324
  %334 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %178, i32 16, i32 31)
  %335 = add i32 %334, %178
  %336 = trunc i64 %188 to i32
  %337 = lshr i64 %188, 32
  %338 = trunc nuw i64 %337 to i32
  %339 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %336, i32 16, i32 31)
  %340 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %338, i32 16, i32 31)
  %341 = zext i32 %340 to i64
  %342 = shl nuw i64 %341, 32
  %343 = zext i32 %339 to i64
  %344 = or disjoint i64 %342, %343
  %345 = tail call noundef i64 @llvm.smin.i64(i64 %188, i64 %344)
  %346 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %335, i32 8, i32 31)
  %347 = add i32 %346, %335
  %348 = trunc i64 %345 to i32
  %349 = lshr i64 %345, 32
  %350 = trunc nuw i64 %349 to i32
  %351 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %348, i32 8, i32 31)
  %352 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %350, i32 8, i32 31)
  %353 = zext i32 %352 to i64
  %354 = shl nuw i64 %353, 32
  %355 = zext i32 %351 to i64
  %356 = or disjoint i64 %354, %355
  %357 = tail call noundef i64 @llvm.smin.i64(i64 %345, i64 %356)
  %358 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %347, i32 4, i32 31)
  %359 = add i32 %358, %347
  %360 = trunc i64 %357 to i32
  %361 = lshr i64 %357, 32
  %362 = trunc nuw i64 %361 to i32
  %363 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %360, i32 4, i32 31)
  %364 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %362, i32 4, i32 31)
  %365 = zext i32 %364 to i64
  %366 = shl nuw i64 %365, 32
  %367 = zext i32 %363 to i64
  %368 = or disjoint i64 %366, %367
  %369 = tail call noundef i64 @llvm.smin.i64(i64 %357, i64 %368)
  %370 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %359, i32 2, i32 31)
  %371 = add i32 %370, %359
  %372 = trunc i64 %369 to i32
  %373 = lshr i64 %369, 32
  %374 = trunc nuw i64 %373 to i32
  %375 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %372, i32 2, i32 31)
  %376 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %374, i32 2, i32 31)
  %377 = zext i32 %376 to i64
  %378 = shl nuw i64 %377, 32
  %379 = zext i32 %375 to i64
  %380 = or disjoint i64 %378, %379
  %381 = tail call noundef i64 @llvm.smin.i64(i64 %369, i64 %380)
  %382 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %371, i32 1, i32 31)
  %383 = add i32 %382, %371
  %384 = trunc i64 %381 to i32
  %385 = lshr i64 %381, 32
  %386 = trunc nuw i64 %385 to i32
  %387 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %384, i32 1, i32 31)
  %388 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %386, i32 1, i32 31)
  %389 = icmp ne i32 %383, 0
  %390 = select i1 %199, i1 %389, i1 false
  br i1 %390, label %391, label %400

391:                                              ; preds = %333
  %392 = zext i32 %388 to i64
  %393 = shl nuw i64 %392, 32
  %394 = zext i32 %387 to i64
  %395 = or disjoint i64 %393, %394
  %396 = tail call noundef i64 @llvm.smin.i64(i64 %381, i64 %395)
  %397 = zext i32 %383 to i64
  %398 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 16), i64 %397 seq_cst, align 8
  %399 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 16), i64 %396 seq_cst, align 8
  br label %400

400:                                              ; preds = %333, %391
  %401 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %177, i32 16, i32 31)
  %402 = add i32 %401, %177
  %403 = trunc i64 %187 to i32
  %404 = lshr i64 %187, 32
  %405 = trunc nuw i64 %404 to i32
  %406 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %403, i32 16, i32 31)
  %407 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %405, i32 16, i32 31)
  %408 = zext i32 %407 to i64
  %409 = shl nuw i64 %408, 32
  %410 = zext i32 %406 to i64
  %411 = or disjoint i64 %409, %410
  %412 = tail call noundef i64 @llvm.smin.i64(i64 %187, i64 %411)
  %413 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %402, i32 8, i32 31)
  %414 = add i32 %413, %402
  %415 = trunc i64 %412 to i32
  %416 = lshr i64 %412, 32
  %417 = trunc nuw i64 %416 to i32
  %418 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %415, i32 8, i32 31)
  %419 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %417, i32 8, i32 31)
  %420 = zext i32 %419 to i64
  %421 = shl nuw i64 %420, 32
  %422 = zext i32 %418 to i64
  %423 = or disjoint i64 %421, %422
  %424 = tail call noundef i64 @llvm.smin.i64(i64 %412, i64 %423)
  %425 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %414, i32 4, i32 31)
  %426 = add i32 %425, %414
  %427 = trunc i64 %424 to i32
  %428 = lshr i64 %424, 32
  %429 = trunc nuw i64 %428 to i32
  %430 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %427, i32 4, i32 31)
  %431 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %429, i32 4, i32 31)
  %432 = zext i32 %431 to i64
  %433 = shl nuw i64 %432, 32
  %434 = zext i32 %430 to i64
  %435 = or disjoint i64 %433, %434
  %436 = tail call noundef i64 @llvm.smin.i64(i64 %424, i64 %435)
  %437 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %426, i32 2, i32 31)
  %438 = add i32 %437, %426
  %439 = trunc i64 %436 to i32
  %440 = lshr i64 %436, 32
  %441 = trunc nuw i64 %440 to i32
  %442 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %439, i32 2, i32 31)
  %443 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %441, i32 2, i32 31)
  %444 = zext i32 %443 to i64
  %445 = shl nuw i64 %444, 32
  %446 = zext i32 %442 to i64
  %447 = or disjoint i64 %445, %446
  %448 = tail call noundef i64 @llvm.smin.i64(i64 %436, i64 %447)
  %449 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %438, i32 1, i32 31)
  %450 = add i32 %449, %438
  %451 = trunc i64 %448 to i32
  %452 = lshr i64 %448, 32
  %453 = trunc nuw i64 %452 to i32
  %454 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %451, i32 1, i32 31)
  %455 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %453, i32 1, i32 31)
  %456 = icmp ne i32 %450, 0
  %457 = select i1 %199, i1 %456, i1 false
  br i1 %457, label %458, label %467

458:                                              ; preds = %400
  %459 = zext i32 %455 to i64
  %460 = shl nuw i64 %459, 32
  %461 = zext i32 %454 to i64
  %462 = or disjoint i64 %460, %461
  %463 = tail call noundef i64 @llvm.smin.i64(i64 %448, i64 %462)
  %464 = zext i32 %450 to i64
  %465 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 24), i64 %464 seq_cst, align 8
  %466 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 24), i64 %463 seq_cst, align 8
  br label %467

467:                                              ; preds = %400, %458
  %468 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %176, i32 16, i32 31)
  %469 = add i32 %468, %176
  %470 = trunc i64 %186 to i32
  %471 = lshr i64 %186, 32
  %472 = trunc nuw i64 %471 to i32
  %473 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %470, i32 16, i32 31)
  %474 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %472, i32 16, i32 31)
  %475 = zext i32 %474 to i64
  %476 = shl nuw i64 %475, 32
  %477 = zext i32 %473 to i64
  %478 = or disjoint i64 %476, %477
  %479 = tail call noundef i64 @llvm.smin.i64(i64 %186, i64 %478)
  %480 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %469, i32 8, i32 31)
  %481 = add i32 %480, %469
  %482 = trunc i64 %479 to i32
  %483 = lshr i64 %479, 32
  %484 = trunc nuw i64 %483 to i32
  %485 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %482, i32 8, i32 31)
  %486 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %484, i32 8, i32 31)
  %487 = zext i32 %486 to i64
  %488 = shl nuw i64 %487, 32
  %489 = zext i32 %485 to i64
  %490 = or disjoint i64 %488, %489
  %491 = tail call noundef i64 @llvm.smin.i64(i64 %479, i64 %490)
  %492 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %481, i32 4, i32 31)
  %493 = add i32 %492, %481
  %494 = trunc i64 %491 to i32
  %495 = lshr i64 %491, 32
  %496 = trunc nuw i64 %495 to i32
  %497 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %494, i32 4, i32 31)
  %498 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %496, i32 4, i32 31)
  %499 = zext i32 %498 to i64
  %500 = shl nuw i64 %499, 32
  %501 = zext i32 %497 to i64
  %502 = or disjoint i64 %500, %501
  %503 = tail call noundef i64 @llvm.smin.i64(i64 %491, i64 %502)
  %504 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %493, i32 2, i32 31)
  %505 = add i32 %504, %493
  %506 = trunc i64 %503 to i32
  %507 = lshr i64 %503, 32
  %508 = trunc nuw i64 %507 to i32
  %509 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %506, i32 2, i32 31)
  %510 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %508, i32 2, i32 31)
  %511 = zext i32 %510 to i64
  %512 = shl nuw i64 %511, 32
  %513 = zext i32 %509 to i64
  %514 = or disjoint i64 %512, %513
  %515 = tail call noundef i64 @llvm.smin.i64(i64 %503, i64 %514)
  %516 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %505, i32 1, i32 31)
  %517 = add i32 %516, %505
  %518 = trunc i64 %515 to i32
  %519 = lshr i64 %515, 32
  %520 = trunc nuw i64 %519 to i32
  %521 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %518, i32 1, i32 31)
  %522 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %520, i32 1, i32 31)
  %523 = icmp ne i32 %517, 0
  %524 = select i1 %199, i1 %523, i1 false
  br i1 %524, label %525, label %534

525:                                              ; preds = %467
  %526 = zext i32 %522 to i64
  %527 = shl nuw i64 %526, 32
  %528 = zext i32 %521 to i64
  %529 = or disjoint i64 %527, %528
  %530 = tail call noundef i64 @llvm.smin.i64(i64 %515, i64 %529)
  %531 = zext i32 %517 to i64
  %532 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 32), i64 %531 seq_cst, align 8
  %533 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 32), i64 %530 seq_cst, align 8
  br label %534

534:                                              ; preds = %467, %525
  %535 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %175, i32 16, i32 31)
  %536 = add i32 %535, %175
  %537 = trunc i64 %185 to i32
  %538 = lshr i64 %185, 32
  %539 = trunc nuw i64 %538 to i32
  %540 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %537, i32 16, i32 31)
  %541 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %539, i32 16, i32 31)
  %542 = zext i32 %541 to i64
  %543 = shl nuw i64 %542, 32
  %544 = zext i32 %540 to i64
  %545 = or disjoint i64 %543, %544
  %546 = tail call noundef i64 @llvm.smin.i64(i64 %185, i64 %545)
  %547 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %536, i32 8, i32 31)
  %548 = add i32 %547, %536
  %549 = trunc i64 %546 to i32
  %550 = lshr i64 %546, 32
  %551 = trunc nuw i64 %550 to i32
  %552 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %549, i32 8, i32 31)
  %553 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %551, i32 8, i32 31)
  %554 = zext i32 %553 to i64
  %555 = shl nuw i64 %554, 32
  %556 = zext i32 %552 to i64
  %557 = or disjoint i64 %555, %556
  %558 = tail call noundef i64 @llvm.smin.i64(i64 %546, i64 %557)
  %559 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %548, i32 4, i32 31)
  %560 = add i32 %559, %548
  %561 = trunc i64 %558 to i32
  %562 = lshr i64 %558, 32
  %563 = trunc nuw i64 %562 to i32
  %564 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %561, i32 4, i32 31)
  %565 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %563, i32 4, i32 31)
  %566 = zext i32 %565 to i64
  %567 = shl nuw i64 %566, 32
  %568 = zext i32 %564 to i64
  %569 = or disjoint i64 %567, %568
  %570 = tail call noundef i64 @llvm.smin.i64(i64 %558, i64 %569)
  %571 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %560, i32 2, i32 31)
  %572 = add i32 %571, %560
  %573 = trunc i64 %570 to i32
  %574 = lshr i64 %570, 32
  %575 = trunc nuw i64 %574 to i32
  %576 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %573, i32 2, i32 31)
  %577 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %575, i32 2, i32 31)
  %578 = zext i32 %577 to i64
  %579 = shl nuw i64 %578, 32
  %580 = zext i32 %576 to i64
  %581 = or disjoint i64 %579, %580
  %582 = tail call noundef i64 @llvm.smin.i64(i64 %570, i64 %581)
  %583 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %572, i32 1, i32 31)
  %584 = add i32 %583, %572
  %585 = trunc i64 %582 to i32
  %586 = lshr i64 %582, 32
  %587 = trunc nuw i64 %586 to i32
  %588 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %585, i32 1, i32 31)
  %589 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %587, i32 1, i32 31)
  %590 = icmp ne i32 %584, 0
  %591 = select i1 %199, i1 %590, i1 false
  br i1 %591, label %592, label %601

592:                                              ; preds = %534
  %593 = zext i32 %589 to i64
  %594 = shl nuw i64 %593, 32
  %595 = zext i32 %588 to i64
  %596 = or disjoint i64 %594, %595
  %597 = tail call noundef i64 @llvm.smin.i64(i64 %582, i64 %596)
  %598 = zext i32 %584 to i64
  %599 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 40), i64 %598 seq_cst, align 8
  %600 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 40), i64 %597 seq_cst, align 8
  br label %601

601:                                              ; preds = %534, %592
  %602 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %174, i32 16, i32 31)
  %603 = add i32 %602, %174
  %604 = trunc i64 %184 to i32
  %605 = lshr i64 %184, 32
  %606 = trunc nuw i64 %605 to i32
  %607 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %604, i32 16, i32 31)
  %608 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %606, i32 16, i32 31)
  %609 = zext i32 %608 to i64
  %610 = shl nuw i64 %609, 32
  %611 = zext i32 %607 to i64
  %612 = or disjoint i64 %610, %611
  %613 = tail call noundef i64 @llvm.smin.i64(i64 %184, i64 %612)
  %614 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %603, i32 8, i32 31)
  %615 = add i32 %614, %603
  %616 = trunc i64 %613 to i32
  %617 = lshr i64 %613, 32
  %618 = trunc nuw i64 %617 to i32
  %619 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %616, i32 8, i32 31)
  %620 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %618, i32 8, i32 31)
  %621 = zext i32 %620 to i64
  %622 = shl nuw i64 %621, 32
  %623 = zext i32 %619 to i64
  %624 = or disjoint i64 %622, %623
  %625 = tail call noundef i64 @llvm.smin.i64(i64 %613, i64 %624)
  %626 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %615, i32 4, i32 31)
  %627 = add i32 %626, %615
  %628 = trunc i64 %625 to i32
  %629 = lshr i64 %625, 32
  %630 = trunc nuw i64 %629 to i32
  %631 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %628, i32 4, i32 31)
  %632 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %630, i32 4, i32 31)
  %633 = zext i32 %632 to i64
  %634 = shl nuw i64 %633, 32
  %635 = zext i32 %631 to i64
  %636 = or disjoint i64 %634, %635
  %637 = tail call noundef i64 @llvm.smin.i64(i64 %625, i64 %636)
  %638 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %627, i32 2, i32 31)
  %639 = add i32 %638, %627
  %640 = trunc i64 %637 to i32
  %641 = lshr i64 %637, 32
  %642 = trunc nuw i64 %641 to i32
  %643 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %640, i32 2, i32 31)
  %644 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %642, i32 2, i32 31)
  %645 = zext i32 %644 to i64
  %646 = shl nuw i64 %645, 32
  %647 = zext i32 %643 to i64
  %648 = or disjoint i64 %646, %647
  %649 = tail call noundef i64 @llvm.smin.i64(i64 %637, i64 %648)
  %650 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %639, i32 1, i32 31)
  %651 = add i32 %650, %639
  %652 = trunc i64 %649 to i32
  %653 = lshr i64 %649, 32
  %654 = trunc nuw i64 %653 to i32
  %655 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %652, i32 1, i32 31)
  %656 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %654, i32 1, i32 31)
  %657 = icmp ne i32 %651, 0
  %658 = select i1 %199, i1 %657, i1 false
  br i1 %658, label %659, label %668

659:                                              ; preds = %601
  %660 = zext i32 %656 to i64
  %661 = shl nuw i64 %660, 32
  %662 = zext i32 %655 to i64
  %663 = or disjoint i64 %661, %662
  %664 = tail call noundef i64 @llvm.smin.i64(i64 %649, i64 %663)
  %665 = zext i32 %651 to i64
  %666 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 48), i64 %665 seq_cst, align 8
  %667 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 48), i64 %664 seq_cst, align 8
  br label %668

668:                                              ; preds = %601, %659
  %669 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %173, i32 16, i32 31)
  %670 = add i32 %669, %173
  %671 = trunc i64 %183 to i32
  %672 = lshr i64 %183, 32
  %673 = trunc nuw i64 %672 to i32
  %674 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %671, i32 16, i32 31)
  %675 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %673, i32 16, i32 31)
  %676 = zext i32 %675 to i64
  %677 = shl nuw i64 %676, 32
  %678 = zext i32 %674 to i64
  %679 = or disjoint i64 %677, %678
  %680 = tail call noundef i64 @llvm.smin.i64(i64 %183, i64 %679)
  %681 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %670, i32 8, i32 31)
  %682 = add i32 %681, %670
  %683 = trunc i64 %680 to i32
  %684 = lshr i64 %680, 32
  %685 = trunc nuw i64 %684 to i32
  %686 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %683, i32 8, i32 31)
  %687 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %685, i32 8, i32 31)
  %688 = zext i32 %687 to i64
  %689 = shl nuw i64 %688, 32
  %690 = zext i32 %686 to i64
  %691 = or disjoint i64 %689, %690
  %692 = tail call noundef i64 @llvm.smin.i64(i64 %680, i64 %691)
  %693 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %682, i32 4, i32 31)
  %694 = add i32 %693, %682
  %695 = trunc i64 %692 to i32
  %696 = lshr i64 %692, 32
  %697 = trunc nuw i64 %696 to i32
  %698 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %695, i32 4, i32 31)
  %699 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %697, i32 4, i32 31)
  %700 = zext i32 %699 to i64
  %701 = shl nuw i64 %700, 32
  %702 = zext i32 %698 to i64
  %703 = or disjoint i64 %701, %702
  %704 = tail call noundef i64 @llvm.smin.i64(i64 %692, i64 %703)
  %705 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %694, i32 2, i32 31)
  %706 = add i32 %705, %694
  %707 = trunc i64 %704 to i32
  %708 = lshr i64 %704, 32
  %709 = trunc nuw i64 %708 to i32
  %710 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %707, i32 2, i32 31)
  %711 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %709, i32 2, i32 31)
  %712 = zext i32 %711 to i64
  %713 = shl nuw i64 %712, 32
  %714 = zext i32 %710 to i64
  %715 = or disjoint i64 %713, %714
  %716 = tail call noundef i64 @llvm.smin.i64(i64 %704, i64 %715)
  %717 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %706, i32 1, i32 31)
  %718 = add i32 %717, %706
  %719 = trunc i64 %716 to i32
  %720 = lshr i64 %716, 32
  %721 = trunc nuw i64 %720 to i32
  %722 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %719, i32 1, i32 31)
  %723 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %721, i32 1, i32 31)
  %724 = icmp ne i32 %718, 0
  %725 = select i1 %199, i1 %724, i1 false
  br i1 %725, label %726, label %735

726:                                              ; preds = %668
  %727 = zext i32 %723 to i64
  %728 = shl nuw i64 %727, 32
  %729 = zext i32 %722 to i64
  %730 = or disjoint i64 %728, %729
  %731 = tail call noundef i64 @llvm.smin.i64(i64 %716, i64 %730)
  %732 = zext i32 %718 to i64
  %733 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 56), i64 %732 seq_cst, align 8
  %734 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 56), i64 %731 seq_cst, align 8
  br label %735

735:                                              ; preds = %668, %726
  %736 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %172, i32 16, i32 31)
  %737 = add i32 %736, %172
  %738 = trunc i64 %182 to i32
  %739 = lshr i64 %182, 32
  %740 = trunc nuw i64 %739 to i32
  %741 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %738, i32 16, i32 31)
  %742 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %740, i32 16, i32 31)
  %743 = zext i32 %742 to i64
  %744 = shl nuw i64 %743, 32
  %745 = zext i32 %741 to i64
  %746 = or disjoint i64 %744, %745
  %747 = tail call noundef i64 @llvm.smin.i64(i64 %182, i64 %746)
  %748 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %737, i32 8, i32 31)
  %749 = add i32 %748, %737
  %750 = trunc i64 %747 to i32
  %751 = lshr i64 %747, 32
  %752 = trunc nuw i64 %751 to i32
  %753 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %750, i32 8, i32 31)
  %754 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %752, i32 8, i32 31)
  %755 = zext i32 %754 to i64
  %756 = shl nuw i64 %755, 32
  %757 = zext i32 %753 to i64
  %758 = or disjoint i64 %756, %757
  %759 = tail call noundef i64 @llvm.smin.i64(i64 %747, i64 %758)
  %760 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %749, i32 4, i32 31)
  %761 = add i32 %760, %749
  %762 = trunc i64 %759 to i32
  %763 = lshr i64 %759, 32
  %764 = trunc nuw i64 %763 to i32
  %765 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %762, i32 4, i32 31)
  %766 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %764, i32 4, i32 31)
  %767 = zext i32 %766 to i64
  %768 = shl nuw i64 %767, 32
  %769 = zext i32 %765 to i64
  %770 = or disjoint i64 %768, %769
  %771 = tail call noundef i64 @llvm.smin.i64(i64 %759, i64 %770)
  %772 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %761, i32 2, i32 31)
  %773 = add i32 %772, %761
  %774 = trunc i64 %771 to i32
  %775 = lshr i64 %771, 32
  %776 = trunc nuw i64 %775 to i32
  %777 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %774, i32 2, i32 31)
  %778 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %776, i32 2, i32 31)
  %779 = zext i32 %778 to i64
  %780 = shl nuw i64 %779, 32
  %781 = zext i32 %777 to i64
  %782 = or disjoint i64 %780, %781
  %783 = tail call noundef i64 @llvm.smin.i64(i64 %771, i64 %782)
  %784 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %773, i32 1, i32 31)
  %785 = add i32 %784, %773
  %786 = trunc i64 %783 to i32
  %787 = lshr i64 %783, 32
  %788 = trunc nuw i64 %787 to i32
  %789 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %786, i32 1, i32 31)
  %790 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %788, i32 1, i32 31)
  %791 = icmp ne i32 %785, 0
  %792 = select i1 %199, i1 %791, i1 false
  br i1 %792, label %793, label %802

793:                                              ; preds = %735
  %794 = zext i32 %790 to i64
  %795 = shl nuw i64 %794, 32
  %796 = zext i32 %789 to i64
  %797 = or disjoint i64 %795, %796
  %798 = tail call noundef i64 @llvm.smin.i64(i64 %783, i64 %797)
  %799 = zext i32 %785 to i64
  %800 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 64), i64 %799 seq_cst, align 8
  %801 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 64), i64 %798 seq_cst, align 8
  br label %802

802:                                              ; preds = %735, %793
  %803 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %171, i32 16, i32 31)
  %804 = add i32 %803, %171
  %805 = trunc i64 %181 to i32
  %806 = lshr i64 %181, 32
  %807 = trunc nuw i64 %806 to i32
  %808 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %805, i32 16, i32 31)
  %809 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %807, i32 16, i32 31)
  %810 = zext i32 %809 to i64
  %811 = shl nuw i64 %810, 32
  %812 = zext i32 %808 to i64
  %813 = or disjoint i64 %811, %812
  %814 = tail call noundef i64 @llvm.smin.i64(i64 %181, i64 %813)
  %815 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %804, i32 8, i32 31)
  %816 = add i32 %815, %804
  %817 = trunc i64 %814 to i32
  %818 = lshr i64 %814, 32
  %819 = trunc nuw i64 %818 to i32
  %820 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %817, i32 8, i32 31)
  %821 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %819, i32 8, i32 31)
  %822 = zext i32 %821 to i64
  %823 = shl nuw i64 %822, 32
  %824 = zext i32 %820 to i64
  %825 = or disjoint i64 %823, %824
  %826 = tail call noundef i64 @llvm.smin.i64(i64 %814, i64 %825)
  %827 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %816, i32 4, i32 31)
  %828 = add i32 %827, %816
  %829 = trunc i64 %826 to i32
  %830 = lshr i64 %826, 32
  %831 = trunc nuw i64 %830 to i32
  %832 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %829, i32 4, i32 31)
  %833 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %831, i32 4, i32 31)
  %834 = zext i32 %833 to i64
  %835 = shl nuw i64 %834, 32
  %836 = zext i32 %832 to i64
  %837 = or disjoint i64 %835, %836
  %838 = tail call noundef i64 @llvm.smin.i64(i64 %826, i64 %837)
  %839 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %828, i32 2, i32 31)
  %840 = add i32 %839, %828
  %841 = trunc i64 %838 to i32
  %842 = lshr i64 %838, 32
  %843 = trunc nuw i64 %842 to i32
  %844 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %841, i32 2, i32 31)
  %845 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %843, i32 2, i32 31)
  %846 = zext i32 %845 to i64
  %847 = shl nuw i64 %846, 32
  %848 = zext i32 %844 to i64
  %849 = or disjoint i64 %847, %848
  %850 = tail call noundef i64 @llvm.smin.i64(i64 %838, i64 %849)
  %851 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %840, i32 1, i32 31)
  %852 = add i32 %851, %840
  %853 = trunc i64 %850 to i32
  %854 = lshr i64 %850, 32
  %855 = trunc nuw i64 %854 to i32
  %856 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %853, i32 1, i32 31)
  %857 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %855, i32 1, i32 31)
  %858 = icmp ne i32 %852, 0
  %859 = select i1 %199, i1 %858, i1 false
  br i1 %859, label %860, label %869

860:                                              ; preds = %802
  %861 = zext i32 %857 to i64
  %862 = shl nuw i64 %861, 32
  %863 = zext i32 %856 to i64
  %864 = or disjoint i64 %862, %863
  %865 = tail call noundef i64 @llvm.smin.i64(i64 %850, i64 %864)
  %866 = zext i32 %852 to i64
  %867 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 72), i64 %866 seq_cst, align 8
  %868 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 72), i64 %865 seq_cst, align 8
  br label %869

869:                                              ; preds = %860, %802
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %11, label %870, label %882

870:                                              ; preds = %869
  %871 = zext nneg i32 %5 to i64
  %872 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 %871
  %873 = load i64, ptr %872, align 8, !tbaa !11
  %874 = icmp eq i64 %873, 0
  br i1 %874, label %882, label %875

875:                                              ; preds = %870
  %876 = getelementptr inbounds nuw i64, ptr %2, i64 %871
  %877 = atomicrmw add ptr %876, i64 %873 seq_cst, align 8
  %878 = getelementptr inbounds nuw i64, ptr %3, i64 %871
  %879 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 %871
  %880 = load i64, ptr %879, align 8, !tbaa !11
  %881 = atomicrmw min ptr %878, i64 %880 seq_cst, align 8
  br label %882

882:                                              ; preds = %869, %870, %875, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ac_scan_runtime_dfa(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noundef readonly byval(%struct.AcRuntime) align 4 captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #2 {
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !21
  %11 = shl nsw i32 -1, %10
  %12 = load i32, ptr %5, align 4, !tbaa !23
  %13 = shl i32 %12, %10
  %14 = shl nsw i32 %13, 1
  %15 = add nsw i32 %14, 15
  %16 = and i32 %15, -16
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %17
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i32, ptr %18, i64 %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp slt i32 %21, %13
  br i1 %22, label %23, label %25

23:                                               ; preds = %8
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %29

25:                                               ; preds = %29, %8
  %26 = icmp slt i32 %21, %12
  br i1 %26, label %27, label %40

27:                                               ; preds = %25
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %46

29:                                               ; preds = %23, %29
  %30 = phi i32 [ %21, %23 ], [ %38, %29 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i16, ptr %3, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !18
  %34 = zext i16 %33 to i32
  %35 = icmp sgt i32 %12, %34
  %36 = select i1 %35, i16 %33, i16 0
  %37 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %31
  store i16 %36, ptr %37, align 2, !tbaa !18
  %38 = add i32 %30, %24
  %39 = icmp slt i32 %38, %13
  br i1 %39, label %29, label %25, !llvm.loop !24

40:                                               ; preds = %46, %25
  %41 = icmp samesign ult i32 %21, 256
  br i1 %41, label %42, label %54

42:                                               ; preds = %40
  %43 = trunc i32 %11 to i8
  %44 = xor i8 %43, -1
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %56

46:                                               ; preds = %27, %46
  %47 = phi i32 [ %21, %27 ], [ %52, %46 ]
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %4, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds i32, ptr %18, i64 %48
  store i32 %50, ptr %51, align 4, !tbaa !6
  %52 = add i32 %47, %28
  %53 = icmp slt i32 %52, %12
  br i1 %53, label %46, label %40, !llvm.loop !25

54:                                               ; preds = %56, %40
  %55 = icmp samesign ult i32 %21, 32
  br i1 %55, label %65, label %68

56:                                               ; preds = %42, %56
  %57 = phi i32 [ %21, %42 ], [ %63, %56 ]
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i8, ptr %2, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !13
  %61 = and i8 %60, %44
  %62 = getelementptr inbounds nuw i8, ptr %20, i64 %58
  store i8 %61, ptr %62, align 1, !tbaa !13
  %63 = add nuw nsw i32 %57, %45
  %64 = icmp samesign ult i32 %63, 256
  br i1 %64, label %56, label %54, !llvm.loop !26

65:                                               ; preds = %54
  %66 = zext nneg i32 %21 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %66
  store i32 0, ptr %67, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %65, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %70 = load i32, ptr %69, align 4, !tbaa !27
  %71 = icmp sgt i32 %70, 31
  %72 = shl nsw i32 -1, %70
  %73 = xor i32 %72, -1
  %74 = select i1 %71, i32 -1, i32 %73
  %75 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %76 = zext nneg i32 %75 to i64
  %77 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %78 = zext nneg i32 %77 to i64
  %79 = mul nuw nsw i64 %76, %78
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %81 = load i32, ptr %80, align 4, !tbaa !28
  %82 = sext i32 %81 to i64
  %83 = mul nsw i64 %79, %82
  %84 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %85 = zext nneg i32 %84 to i64
  %86 = mul nuw nsw i64 %85, %78
  %87 = zext nneg i32 %21 to i64
  %88 = add nuw nsw i64 %86, %87
  %89 = mul nsw i64 %88, %82
  %90 = icmp slt i64 %89, %1
  br i1 %90, label %91, label %93

91:                                               ; preds = %68
  %92 = getelementptr inbounds nuw i8, ptr %5, i64 12
  br label %96

93:                                               ; preds = %165, %68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %94 = load i32, ptr %69, align 4, !tbaa !27
  %95 = icmp slt i32 %21, %94
  br i1 %95, label %168, label %175

96:                                               ; preds = %91, %165
  %97 = phi i64 [ %89, %91 ], [ %166, %165 ]
  %98 = load i32, ptr %80, align 4, !tbaa !28
  %99 = sext i32 %98 to i64
  %100 = add nsw i64 %97, %99
  %101 = tail call noundef i64 @llvm.smin.i64(i64 %100, i64 %1)
  %102 = load i32, ptr %92, align 4, !tbaa !29
  %103 = add nsw i32 %102, -1
  %104 = sext i32 %103 to i64
  %105 = sub nsw i64 %97, %104
  %106 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %105, i64 0)
  %107 = icmp slt i64 %106, %97
  br i1 %107, label %112, label %108

108:                                              ; preds = %112, %96
  %109 = phi i64 [ %106, %96 ], [ %97, %112 ]
  %110 = phi i32 [ 0, %96 ], [ %126, %112 ]
  %111 = icmp slt i64 %109, %101
  br i1 %111, label %129, label %165

112:                                              ; preds = %96, %112
  %113 = phi i32 [ %126, %112 ], [ 0, %96 ]
  %114 = phi i64 [ %127, %112 ], [ %106, %96 ]
  %115 = shl i32 %113, %10
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 %114
  %117 = load i8, ptr %116, align 1, !tbaa !13
  %118 = zext i8 %117 to i64
  %119 = getelementptr inbounds nuw i8, ptr %20, i64 %118
  %120 = load i8, ptr %119, align 1, !tbaa !13
  %121 = zext i8 %120 to i32
  %122 = add nsw i32 %115, %121
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %123
  %125 = load i16, ptr %124, align 2, !tbaa !18
  %126 = zext i16 %125 to i32
  %127 = add nuw nsw i64 %114, 1
  %128 = icmp slt i64 %127, %97
  br i1 %128, label %112, label %108, !llvm.loop !30

129:                                              ; preds = %108, %162
  %130 = phi i32 [ %143, %162 ], [ %110, %108 ]
  %131 = phi i64 [ %163, %162 ], [ %109, %108 ]
  %132 = shl i32 %130, %10
  %133 = getelementptr inbounds nuw i8, ptr %0, i64 %131
  %134 = load i8, ptr %133, align 1, !tbaa !13
  %135 = zext i8 %134 to i64
  %136 = getelementptr inbounds nuw i8, ptr %20, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !13
  %138 = zext i8 %137 to i32
  %139 = add nsw i32 %132, %138
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %140
  %142 = load i16, ptr %141, align 2, !tbaa !18
  %143 = zext i16 %142 to i32
  %144 = zext i16 %142 to i64
  %145 = getelementptr inbounds nuw i32, ptr %18, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = and i32 %146, %74
  %148 = getelementptr inbounds nuw i32, ptr %6, i64 %131
  store i32 %147, ptr %148, align 4, !tbaa !6
  %149 = icmp eq i32 %147, 0
  br i1 %149, label %162, label %150

150:                                              ; preds = %129, %150
  %151 = phi i32 [ %160, %150 ], [ %147, %129 ]
  %152 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %151)
  %153 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %152) #6, !srcloc !31
  %154 = add i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %155
  %157 = getelementptr i8, ptr %156, i64 -4
  %158 = atomicrmw add ptr %157, i32 1 seq_cst, align 4
  %159 = add i32 %151, -1
  %160 = and i32 %159, %151
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %150, !llvm.loop !32

162:                                              ; preds = %150, %129
  %163 = add nuw nsw i64 %131, 1
  %164 = icmp slt i64 %163, %101
  br i1 %164, label %129, label %165, !llvm.loop !33

165:                                              ; preds = %162, %108
  %166 = add nsw i64 %97, %83
  %167 = icmp slt i64 %166, %1
  br i1 %167, label %96, label %93, !llvm.loop !34

168:                                              ; preds = %93
  %169 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %87
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %175, label %172

172:                                              ; preds = %168
  %173 = getelementptr inbounds nuw i32, ptr %7, i64 %87
  %174 = atomicrmw add ptr %173, i32 %170 seq_cst, align 4
  br label %175

175:                                              ; preds = %172, %168, %93
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind memory(none) }

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
!12 = !{!"long long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
!20 = distinct !{!20, !15, !16}
!21 = !{!22, !7, i64 4}
!22 = !{!"_ZTS9AcRuntime", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16}
!23 = !{!22, !7, i64 0}
!24 = distinct !{!24, !15, !16}
!25 = distinct !{!25, !15, !16}
!26 = distinct !{!26, !15, !16}
!27 = !{!22, !7, i64 8}
!28 = !{!22, !7, i64 16}
!29 = !{!22, !7, i64 12}
!30 = distinct !{!30, !15, !16}
!31 = !{i32 12293}
!32 = distinct !{!32, !15, !16}
!33 = distinct !{!33, !15, !16}
!34 = distinct !{!34, !15, !16}
