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
  br i1 %9, label %10, label %902

10:                                               ; preds = %4
  %11 = icmp samesign ult i32 %5, 10
  br i1 %11, label %12, label %16

12:                                               ; preds = %10
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 %13
  %15 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 %13
  store i64 0, ptr %15, align 8, !tbaa !11
  store i64 9223372036854775807, ptr %14, align 8, !tbaa !11
  br label %16

16:                                               ; preds = %12, %10
  %17 = add nsw i64 %8, -32
  br label %23

18:                                               ; preds = %80
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = shl nuw nsw i32 %5, 5
  %20 = add nuw nsw i32 %19, 32
  %21 = or disjoint i32 %19, 25
  %22 = add nuw nsw i32 %19, 63
  br label %85

23:                                               ; preds = %16, %80
  %24 = phi i32 [ %5, %16 ], [ %83, %80 ]
  %25 = shl nuw nsw i32 %24, 2
  %26 = zext nneg i32 %25 to i64
  %27 = add nsw i64 %17, %26
  %28 = icmp slt i64 %27, 0
  %29 = add nuw nsw i64 %27, 4
  %30 = icmp sgt i64 %29, %1
  %31 = select i1 %28, i1 true, i1 %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %23
  %33 = icmp sgt i64 %27, -1
  %34 = icmp slt i64 %27, %1
  %35 = and i1 %33, %34
  br i1 %35, label %39, label %44

36:                                               ; preds = %23
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %38 = load i32, ptr %37, align 4, !tbaa !6
  br label %80

39:                                               ; preds = %32
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %41 = load i8, ptr %40, align 1, !tbaa !13
  %42 = zext i8 %41 to i32
  %43 = or disjoint i32 %42, 1313754624
  br label %44

44:                                               ; preds = %32, %39
  %45 = phi i32 [ %43, %39 ], [ 1313754702, %32 ]
  %46 = or disjoint i64 %27, 1
  %47 = icmp slt i64 %46, %1
  %48 = select i1 %33, i1 %47, i1 false
  br i1 %48, label %49, label %56

49:                                               ; preds = %44
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 %46
  %51 = and i32 %45, -65281
  %52 = load i8, ptr %50, align 1, !tbaa !13
  %53 = zext i8 %52 to i32
  %54 = shl nuw nsw i32 %53, 8
  %55 = or disjoint i32 %54, %51
  br label %56

56:                                               ; preds = %49, %44
  %57 = phi i32 [ %55, %49 ], [ %45, %44 ]
  %58 = or disjoint i64 %27, 2
  %59 = icmp slt i64 %58, %1
  %60 = select i1 %33, i1 %59, i1 false
  br i1 %60, label %61, label %68

61:                                               ; preds = %56
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 %58
  %63 = and i32 %57, -16711681
  %64 = load i8, ptr %62, align 1, !tbaa !13
  %65 = zext i8 %64 to i32
  %66 = shl nuw nsw i32 %65, 16
  %67 = or disjoint i32 %66, %63
  br label %68

68:                                               ; preds = %61, %56
  %69 = phi i32 [ %67, %61 ], [ %57, %56 ]
  %70 = or disjoint i64 %27, 3
  %71 = icmp slt i64 %70, %1
  %72 = select i1 %33, i1 %71, i1 false
  br i1 %72, label %73, label %80

73:                                               ; preds = %68
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 %70
  %75 = and i32 %69, 16777215
  %76 = load i8, ptr %74, align 1, !tbaa !13
  %77 = zext i8 %76 to i32
  %78 = shl nuw i32 %77, 24
  %79 = or disjoint i32 %78, %75
  br label %80

80:                                               ; preds = %68, %73, %36
  %81 = phi i32 [ %38, %36 ], [ %79, %73 ], [ %69, %68 ]
  %82 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE6s_text to ptr), i64 %26
  store i32 %81, ptr %82, align 1, !tbaa !6
  %83 = add nuw nsw i32 %24, 128
  %84 = icmp samesign ult i32 %24, 904
  br i1 %84, label %23, label %18, !llvm.loop !14

85:                                               ; preds = %18, %213
  %86 = phi i32 [ 0, %18 ], [ %191, %213 ]
  %87 = phi i32 [ 0, %18 ], [ %192, %213 ]
  %88 = phi i32 [ 0, %18 ], [ %193, %213 ]
  %89 = phi i32 [ 0, %18 ], [ %194, %213 ]
  %90 = phi i32 [ 0, %18 ], [ %195, %213 ]
  %91 = phi i32 [ 0, %18 ], [ %196, %213 ]
  %92 = phi i32 [ 0, %18 ], [ %197, %213 ]
  %93 = phi i32 [ 0, %18 ], [ %198, %213 ]
  %94 = phi i32 [ 0, %18 ], [ %199, %213 ]
  %95 = phi i32 [ 0, %18 ], [ %200, %213 ]
  %96 = phi i64 [ 9223372036854775807, %18 ], [ %201, %213 ]
  %97 = phi i64 [ 9223372036854775807, %18 ], [ %202, %213 ]
  %98 = phi i64 [ 9223372036854775807, %18 ], [ %203, %213 ]
  %99 = phi i64 [ 9223372036854775807, %18 ], [ %204, %213 ]
  %100 = phi i64 [ 9223372036854775807, %18 ], [ %205, %213 ]
  %101 = phi i64 [ 9223372036854775807, %18 ], [ %206, %213 ]
  %102 = phi i64 [ 9223372036854775807, %18 ], [ %207, %213 ]
  %103 = phi i64 [ 9223372036854775807, %18 ], [ %208, %213 ]
  %104 = phi i64 [ 9223372036854775807, %18 ], [ %209, %213 ]
  %105 = phi i64 [ 9223372036854775807, %18 ], [ %210, %213 ]
  %106 = phi i32 [ %21, %18 ], [ %215, %213 ]
  %107 = phi i64 [ 0, %18 ], [ %214, %213 ]
  %108 = zext nneg i32 %106 to i64
  %109 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE6s_text to ptr), i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !13
  %111 = and i8 %110, -33
  %112 = icmp eq i8 %111, 78
  br i1 %112, label %190, label %113

113:                                              ; preds = %85
  %114 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL4c_ac to ptr), i64 %107
  %115 = lshr i8 %110, 1
  %116 = and i8 %115, 3
  %117 = zext nneg i8 %116 to i64
  %118 = getelementptr inbounds nuw i8, ptr %114, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !13
  %120 = zext i8 %119 to i64
  %121 = getelementptr inbounds nuw i16, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @_ZL4c_ac to ptr), i64 256), i64 %120
  %122 = load i16, ptr %121, align 2, !tbaa !16
  %123 = zext i16 %122 to i32
  %124 = icmp eq i16 %122, 0
  %125 = icmp samesign ult i32 %106, %20
  %126 = select i1 %124, i1 true, i1 %125
  br i1 %126, label %190, label %127

127:                                              ; preds = %113
  %128 = add nsw i64 %17, %108
  %129 = icmp slt i64 %128, %1
  br i1 %129, label %130, label %190

130:                                              ; preds = %127
  %131 = and i32 %123, 1
  %132 = icmp eq i32 %131, 0
  %133 = tail call i64 @llvm.smin.i64(i64 %105, i64 %128)
  %134 = add i32 %95, %131
  %135 = select i1 %132, i64 %105, i64 %133
  %136 = and i32 %123, 2
  %137 = icmp eq i32 %136, 0
  %138 = tail call i64 @llvm.smin.i64(i64 %104, i64 %128)
  %139 = lshr exact i32 %136, 1
  %140 = add i32 %94, %139
  %141 = select i1 %137, i64 %104, i64 %138
  %142 = and i32 %123, 4
  %143 = icmp eq i32 %142, 0
  %144 = tail call i64 @llvm.smin.i64(i64 %103, i64 %128)
  %145 = lshr exact i32 %142, 2
  %146 = add i32 %93, %145
  %147 = select i1 %143, i64 %103, i64 %144
  %148 = and i32 %123, 8
  %149 = icmp eq i32 %148, 0
  %150 = tail call i64 @llvm.smin.i64(i64 %102, i64 %128)
  %151 = lshr exact i32 %148, 3
  %152 = add i32 %92, %151
  %153 = select i1 %149, i64 %102, i64 %150
  %154 = and i32 %123, 16
  %155 = icmp eq i32 %154, 0
  %156 = tail call i64 @llvm.smin.i64(i64 %101, i64 %128)
  %157 = lshr exact i32 %154, 4
  %158 = add i32 %91, %157
  %159 = select i1 %155, i64 %101, i64 %156
  %160 = and i32 %123, 32
  %161 = icmp eq i32 %160, 0
  %162 = tail call i64 @llvm.smin.i64(i64 %100, i64 %128)
  %163 = lshr exact i32 %160, 5
  %164 = add i32 %90, %163
  %165 = select i1 %161, i64 %100, i64 %162
  %166 = and i32 %123, 64
  %167 = icmp eq i32 %166, 0
  %168 = tail call i64 @llvm.smin.i64(i64 %99, i64 %128)
  %169 = lshr exact i32 %166, 6
  %170 = add i32 %89, %169
  %171 = select i1 %167, i64 %99, i64 %168
  %172 = and i32 %123, 128
  %173 = icmp eq i32 %172, 0
  %174 = tail call i64 @llvm.smin.i64(i64 %98, i64 %128)
  %175 = lshr exact i32 %172, 7
  %176 = add i32 %88, %175
  %177 = select i1 %173, i64 %98, i64 %174
  %178 = and i32 %123, 256
  %179 = icmp eq i32 %178, 0
  %180 = tail call i64 @llvm.smin.i64(i64 %97, i64 %128)
  %181 = lshr exact i32 %178, 8
  %182 = add i32 %87, %181
  %183 = select i1 %179, i64 %97, i64 %180
  %184 = and i32 %123, 512
  %185 = icmp eq i32 %184, 0
  %186 = tail call i64 @llvm.smin.i64(i64 %96, i64 %128)
  %187 = lshr exact i32 %184, 9
  %188 = add i32 %86, %187
  %189 = select i1 %185, i64 %96, i64 %186
  br label %190

190:                                              ; preds = %127, %130, %113, %85
  %191 = phi i32 [ %86, %85 ], [ %86, %113 ], [ %188, %130 ], [ %86, %127 ]
  %192 = phi i32 [ %87, %85 ], [ %87, %113 ], [ %182, %130 ], [ %87, %127 ]
  %193 = phi i32 [ %88, %85 ], [ %88, %113 ], [ %176, %130 ], [ %88, %127 ]
  %194 = phi i32 [ %89, %85 ], [ %89, %113 ], [ %170, %130 ], [ %89, %127 ]
  %195 = phi i32 [ %90, %85 ], [ %90, %113 ], [ %164, %130 ], [ %90, %127 ]
  %196 = phi i32 [ %91, %85 ], [ %91, %113 ], [ %158, %130 ], [ %91, %127 ]
  %197 = phi i32 [ %92, %85 ], [ %92, %113 ], [ %152, %130 ], [ %92, %127 ]
  %198 = phi i32 [ %93, %85 ], [ %93, %113 ], [ %146, %130 ], [ %93, %127 ]
  %199 = phi i32 [ %94, %85 ], [ %94, %113 ], [ %140, %130 ], [ %94, %127 ]
  %200 = phi i32 [ %95, %85 ], [ %95, %113 ], [ %134, %130 ], [ %95, %127 ]
  %201 = phi i64 [ %96, %85 ], [ %96, %113 ], [ %189, %130 ], [ %96, %127 ]
  %202 = phi i64 [ %97, %85 ], [ %97, %113 ], [ %183, %130 ], [ %97, %127 ]
  %203 = phi i64 [ %98, %85 ], [ %98, %113 ], [ %177, %130 ], [ %98, %127 ]
  %204 = phi i64 [ %99, %85 ], [ %99, %113 ], [ %171, %130 ], [ %99, %127 ]
  %205 = phi i64 [ %100, %85 ], [ %100, %113 ], [ %165, %130 ], [ %100, %127 ]
  %206 = phi i64 [ %101, %85 ], [ %101, %113 ], [ %159, %130 ], [ %101, %127 ]
  %207 = phi i64 [ %102, %85 ], [ %102, %113 ], [ %153, %130 ], [ %102, %127 ]
  %208 = phi i64 [ %103, %85 ], [ %103, %113 ], [ %147, %130 ], [ %103, %127 ]
  %209 = phi i64 [ %104, %85 ], [ %104, %113 ], [ %141, %130 ], [ %104, %127 ]
  %210 = phi i64 [ %105, %85 ], [ %105, %113 ], [ %135, %130 ], [ %105, %127 ]
  %211 = phi i8 [ 0, %85 ], [ %119, %113 ], [ %119, %130 ], [ %119, %127 ]
  %212 = phi i32 [ 13, %85 ], [ 0, %113 ], [ 0, %130 ], [ 11, %127 ]
  switch i32 %212, label %217 [
    i32 0, label %213
    i32 13, label %213
  ]

213:                                              ; preds = %190, %190
  %214 = zext i8 %211 to i64
  %215 = add nuw nsw i32 %106, 1
  %216 = icmp eq i32 %106, %22
  br i1 %216, label %217, label %85, !llvm.loop !18

217:                                              ; preds = %190, %213
  %218 = and i32 %5, 31
  %219 = icmp eq i32 %218, 0
  %220 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 16, i32 31)
  %221 = add i32 %220, %200
  %222 = trunc i64 %210 to i32
  %223 = lshr i64 %210, 32
  %224 = trunc nuw i64 %223 to i32
  %225 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %222, i32 16, i32 31)
  %226 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %224, i32 16, i32 31)
  %227 = zext i32 %226 to i64
  %228 = shl nuw i64 %227, 32
  %229 = zext i32 %225 to i64
  %230 = or disjoint i64 %228, %229
  %231 = tail call noundef i64 @llvm.smin.i64(i64 %210, i64 %230)
  %232 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %221, i32 8, i32 31)
  %233 = add i32 %232, %221
  %234 = trunc i64 %231 to i32
  %235 = lshr i64 %231, 32
  %236 = trunc nuw i64 %235 to i32
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %234, i32 8, i32 31)
  %238 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %236, i32 8, i32 31)
  %239 = zext i32 %238 to i64
  %240 = shl nuw i64 %239, 32
  %241 = zext i32 %237 to i64
  %242 = or disjoint i64 %240, %241
  %243 = tail call noundef i64 @llvm.smin.i64(i64 %231, i64 %242)
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %233, i32 4, i32 31)
  %245 = add i32 %244, %233
  %246 = trunc i64 %243 to i32
  %247 = lshr i64 %243, 32
  %248 = trunc nuw i64 %247 to i32
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %246, i32 4, i32 31)
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %248, i32 4, i32 31)
  %251 = zext i32 %250 to i64
  %252 = shl nuw i64 %251, 32
  %253 = zext i32 %249 to i64
  %254 = or disjoint i64 %252, %253
  %255 = tail call noundef i64 @llvm.smin.i64(i64 %243, i64 %254)
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %245, i32 2, i32 31)
  %257 = add i32 %256, %245
  %258 = trunc i64 %255 to i32
  %259 = lshr i64 %255, 32
  %260 = trunc nuw i64 %259 to i32
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 2, i32 31)
  %262 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %260, i32 2, i32 31)
  %263 = zext i32 %262 to i64
  %264 = shl nuw i64 %263, 32
  %265 = zext i32 %261 to i64
  %266 = or disjoint i64 %264, %265
  %267 = tail call noundef i64 @llvm.smin.i64(i64 %255, i64 %266)
  %268 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %257, i32 1, i32 31)
  %269 = add i32 %268, %257
  %270 = trunc i64 %267 to i32
  %271 = lshr i64 %267, 32
  %272 = trunc nuw i64 %271 to i32
  %273 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %270, i32 1, i32 31)
  %274 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %272, i32 1, i32 31)
  %275 = icmp ne i32 %269, 0
  %276 = select i1 %219, i1 %275, i1 false
  br i1 %276, label %277, label %286

277:                                              ; preds = %217
  %278 = zext i32 %274 to i64
  %279 = shl nuw i64 %278, 32
  %280 = zext i32 %273 to i64
  %281 = or disjoint i64 %279, %280
  %282 = tail call noundef i64 @llvm.smin.i64(i64 %267, i64 %281)
  %283 = zext i32 %269 to i64
  %284 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 %283 seq_cst, align 8
  %285 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 %282 seq_cst, align 8
  br label %286

286:                                              ; preds = %277, %217
  %287 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %199, i32 16, i32 31)
  %288 = add i32 %287, %199
  %289 = trunc i64 %209 to i32
  %290 = lshr i64 %209, 32
  %291 = trunc nuw i64 %290 to i32
  %292 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %289, i32 16, i32 31)
  %293 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %291, i32 16, i32 31)
  %294 = zext i32 %293 to i64
  %295 = shl nuw i64 %294, 32
  %296 = zext i32 %292 to i64
  %297 = or disjoint i64 %295, %296
  %298 = tail call noundef i64 @llvm.smin.i64(i64 %209, i64 %297)
  %299 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %288, i32 8, i32 31)
  %300 = add i32 %299, %288
  %301 = trunc i64 %298 to i32
  %302 = lshr i64 %298, 32
  %303 = trunc nuw i64 %302 to i32
  %304 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %301, i32 8, i32 31)
  %305 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %303, i32 8, i32 31)
  %306 = zext i32 %305 to i64
  %307 = shl nuw i64 %306, 32
  %308 = zext i32 %304 to i64
  %309 = or disjoint i64 %307, %308
  %310 = tail call noundef i64 @llvm.smin.i64(i64 %298, i64 %309)
  %311 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %300, i32 4, i32 31)
  %312 = add i32 %311, %300
  %313 = trunc i64 %310 to i32
  %314 = lshr i64 %310, 32
  %315 = trunc nuw i64 %314 to i32
  %316 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %313, i32 4, i32 31)
  %317 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %315, i32 4, i32 31)
  %318 = zext i32 %317 to i64
  %319 = shl nuw i64 %318, 32
  %320 = zext i32 %316 to i64
  %321 = or disjoint i64 %319, %320
  %322 = tail call noundef i64 @llvm.smin.i64(i64 %310, i64 %321)
  %323 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %312, i32 2, i32 31)
  %324 = add i32 %323, %312
  %325 = trunc i64 %322 to i32
  %326 = lshr i64 %322, 32
  %327 = trunc nuw i64 %326 to i32
  %328 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %325, i32 2, i32 31)
  %329 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %327, i32 2, i32 31)
  %330 = zext i32 %329 to i64
  %331 = shl nuw i64 %330, 32
  %332 = zext i32 %328 to i64
  %333 = or disjoint i64 %331, %332
  %334 = tail call noundef i64 @llvm.smin.i64(i64 %322, i64 %333)
  %335 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %324, i32 1, i32 31)
  %336 = add i32 %335, %324
  %337 = trunc i64 %334 to i32
  %338 = lshr i64 %334, 32
  %339 = trunc nuw i64 %338 to i32
  %340 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %337, i32 1, i32 31)
  %341 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %339, i32 1, i32 31)
  %342 = icmp ne i32 %336, 0
  %343 = select i1 %219, i1 %342, i1 false
  br i1 %343, label %344, label %353

344:                                              ; preds = %286
  %345 = zext i32 %341 to i64
  %346 = shl nuw i64 %345, 32
  %347 = zext i32 %340 to i64
  %348 = or disjoint i64 %346, %347
  %349 = tail call noundef i64 @llvm.smin.i64(i64 %334, i64 %348)
  %350 = zext i32 %336 to i64
  %351 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 8), i64 %350 seq_cst, align 8
  %352 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 8), i64 %349 seq_cst, align 8
  br label %353

353:                                              ; preds = %344, %286
  %354 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %198, i32 16, i32 31)
  %355 = add i32 %354, %198
  %356 = trunc i64 %208 to i32
  %357 = lshr i64 %208, 32
  %358 = trunc nuw i64 %357 to i32
  %359 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %356, i32 16, i32 31)
  %360 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %358, i32 16, i32 31)
  %361 = zext i32 %360 to i64
  %362 = shl nuw i64 %361, 32
  %363 = zext i32 %359 to i64
  %364 = or disjoint i64 %362, %363
  %365 = tail call noundef i64 @llvm.smin.i64(i64 %208, i64 %364)
  %366 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %355, i32 8, i32 31)
  %367 = add i32 %366, %355
  %368 = trunc i64 %365 to i32
  %369 = lshr i64 %365, 32
  %370 = trunc nuw i64 %369 to i32
  %371 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %368, i32 8, i32 31)
  %372 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %370, i32 8, i32 31)
  %373 = zext i32 %372 to i64
  %374 = shl nuw i64 %373, 32
  %375 = zext i32 %371 to i64
  %376 = or disjoint i64 %374, %375
  %377 = tail call noundef i64 @llvm.smin.i64(i64 %365, i64 %376)
  %378 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %367, i32 4, i32 31)
  %379 = add i32 %378, %367
  %380 = trunc i64 %377 to i32
  %381 = lshr i64 %377, 32
  %382 = trunc nuw i64 %381 to i32
  %383 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %380, i32 4, i32 31)
  %384 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %382, i32 4, i32 31)
  %385 = zext i32 %384 to i64
  %386 = shl nuw i64 %385, 32
  %387 = zext i32 %383 to i64
  %388 = or disjoint i64 %386, %387
  %389 = tail call noundef i64 @llvm.smin.i64(i64 %377, i64 %388)
  %390 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %379, i32 2, i32 31)
  %391 = add i32 %390, %379
  %392 = trunc i64 %389 to i32
  %393 = lshr i64 %389, 32
  %394 = trunc nuw i64 %393 to i32
  %395 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %392, i32 2, i32 31)
  %396 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %394, i32 2, i32 31)
  %397 = zext i32 %396 to i64
  %398 = shl nuw i64 %397, 32
  %399 = zext i32 %395 to i64
  %400 = or disjoint i64 %398, %399
  %401 = tail call noundef i64 @llvm.smin.i64(i64 %389, i64 %400)
  %402 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %391, i32 1, i32 31)
  %403 = add i32 %402, %391
  %404 = trunc i64 %401 to i32
  %405 = lshr i64 %401, 32
  %406 = trunc nuw i64 %405 to i32
  %407 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %404, i32 1, i32 31)
  %408 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %406, i32 1, i32 31)
  %409 = icmp ne i32 %403, 0
  %410 = select i1 %219, i1 %409, i1 false
  br i1 %410, label %411, label %420

411:                                              ; preds = %353
  %412 = zext i32 %408 to i64
  %413 = shl nuw i64 %412, 32
  %414 = zext i32 %407 to i64
  %415 = or disjoint i64 %413, %414
  %416 = tail call noundef i64 @llvm.smin.i64(i64 %401, i64 %415)
  %417 = zext i32 %403 to i64
  %418 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 16), i64 %417 seq_cst, align 8
  %419 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 16), i64 %416 seq_cst, align 8
  br label %420

420:                                              ; preds = %411, %353
  %421 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %197, i32 16, i32 31)
  %422 = add i32 %421, %197
  %423 = trunc i64 %207 to i32
  %424 = lshr i64 %207, 32
  %425 = trunc nuw i64 %424 to i32
  %426 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %423, i32 16, i32 31)
  %427 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %425, i32 16, i32 31)
  %428 = zext i32 %427 to i64
  %429 = shl nuw i64 %428, 32
  %430 = zext i32 %426 to i64
  %431 = or disjoint i64 %429, %430
  %432 = tail call noundef i64 @llvm.smin.i64(i64 %207, i64 %431)
  %433 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %422, i32 8, i32 31)
  %434 = add i32 %433, %422
  %435 = trunc i64 %432 to i32
  %436 = lshr i64 %432, 32
  %437 = trunc nuw i64 %436 to i32
  %438 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %435, i32 8, i32 31)
  %439 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %437, i32 8, i32 31)
  %440 = zext i32 %439 to i64
  %441 = shl nuw i64 %440, 32
  %442 = zext i32 %438 to i64
  %443 = or disjoint i64 %441, %442
  %444 = tail call noundef i64 @llvm.smin.i64(i64 %432, i64 %443)
  %445 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %434, i32 4, i32 31)
  %446 = add i32 %445, %434
  %447 = trunc i64 %444 to i32
  %448 = lshr i64 %444, 32
  %449 = trunc nuw i64 %448 to i32
  %450 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %447, i32 4, i32 31)
  %451 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %449, i32 4, i32 31)
  %452 = zext i32 %451 to i64
  %453 = shl nuw i64 %452, 32
  %454 = zext i32 %450 to i64
  %455 = or disjoint i64 %453, %454
  %456 = tail call noundef i64 @llvm.smin.i64(i64 %444, i64 %455)
  %457 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %446, i32 2, i32 31)
  %458 = add i32 %457, %446
  %459 = trunc i64 %456 to i32
  %460 = lshr i64 %456, 32
  %461 = trunc nuw i64 %460 to i32
  %462 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %459, i32 2, i32 31)
  %463 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %461, i32 2, i32 31)
  %464 = zext i32 %463 to i64
  %465 = shl nuw i64 %464, 32
  %466 = zext i32 %462 to i64
  %467 = or disjoint i64 %465, %466
  %468 = tail call noundef i64 @llvm.smin.i64(i64 %456, i64 %467)
  %469 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %458, i32 1, i32 31)
  %470 = add i32 %469, %458
  %471 = trunc i64 %468 to i32
  %472 = lshr i64 %468, 32
  %473 = trunc nuw i64 %472 to i32
  %474 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %471, i32 1, i32 31)
  %475 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %473, i32 1, i32 31)
  %476 = icmp ne i32 %470, 0
  %477 = select i1 %219, i1 %476, i1 false
  br i1 %477, label %478, label %487

478:                                              ; preds = %420
  %479 = zext i32 %475 to i64
  %480 = shl nuw i64 %479, 32
  %481 = zext i32 %474 to i64
  %482 = or disjoint i64 %480, %481
  %483 = tail call noundef i64 @llvm.smin.i64(i64 %468, i64 %482)
  %484 = zext i32 %470 to i64
  %485 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 24), i64 %484 seq_cst, align 8
  %486 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 24), i64 %483 seq_cst, align 8
  br label %487

487:                                              ; preds = %478, %420
  %488 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %196, i32 16, i32 31)
  %489 = add i32 %488, %196
  %490 = trunc i64 %206 to i32
  %491 = lshr i64 %206, 32
  %492 = trunc nuw i64 %491 to i32
  %493 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %490, i32 16, i32 31)
  %494 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %492, i32 16, i32 31)
  %495 = zext i32 %494 to i64
  %496 = shl nuw i64 %495, 32
  %497 = zext i32 %493 to i64
  %498 = or disjoint i64 %496, %497
  %499 = tail call noundef i64 @llvm.smin.i64(i64 %206, i64 %498)
  %500 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %489, i32 8, i32 31)
  %501 = add i32 %500, %489
  %502 = trunc i64 %499 to i32
  %503 = lshr i64 %499, 32
  %504 = trunc nuw i64 %503 to i32
  %505 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %502, i32 8, i32 31)
  %506 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %504, i32 8, i32 31)
  %507 = zext i32 %506 to i64
  %508 = shl nuw i64 %507, 32
  %509 = zext i32 %505 to i64
  %510 = or disjoint i64 %508, %509
  %511 = tail call noundef i64 @llvm.smin.i64(i64 %499, i64 %510)
  %512 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %501, i32 4, i32 31)
  %513 = add i32 %512, %501
  %514 = trunc i64 %511 to i32
  %515 = lshr i64 %511, 32
  %516 = trunc nuw i64 %515 to i32
  %517 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %514, i32 4, i32 31)
  %518 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %516, i32 4, i32 31)
  %519 = zext i32 %518 to i64
  %520 = shl nuw i64 %519, 32
  %521 = zext i32 %517 to i64
  %522 = or disjoint i64 %520, %521
  %523 = tail call noundef i64 @llvm.smin.i64(i64 %511, i64 %522)
  %524 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %513, i32 2, i32 31)
  %525 = add i32 %524, %513
  %526 = trunc i64 %523 to i32
  %527 = lshr i64 %523, 32
  %528 = trunc nuw i64 %527 to i32
  %529 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %526, i32 2, i32 31)
  %530 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %528, i32 2, i32 31)
  %531 = zext i32 %530 to i64
  %532 = shl nuw i64 %531, 32
  %533 = zext i32 %529 to i64
  %534 = or disjoint i64 %532, %533
  %535 = tail call noundef i64 @llvm.smin.i64(i64 %523, i64 %534)
  %536 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %525, i32 1, i32 31)
  %537 = add i32 %536, %525
  %538 = trunc i64 %535 to i32
  %539 = lshr i64 %535, 32
  %540 = trunc nuw i64 %539 to i32
  %541 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %538, i32 1, i32 31)
  %542 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %540, i32 1, i32 31)
  %543 = icmp ne i32 %537, 0
  %544 = select i1 %219, i1 %543, i1 false
  br i1 %544, label %545, label %554

545:                                              ; preds = %487
  %546 = zext i32 %542 to i64
  %547 = shl nuw i64 %546, 32
  %548 = zext i32 %541 to i64
  %549 = or disjoint i64 %547, %548
  %550 = tail call noundef i64 @llvm.smin.i64(i64 %535, i64 %549)
  %551 = zext i32 %537 to i64
  %552 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 32), i64 %551 seq_cst, align 8
  %553 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 32), i64 %550 seq_cst, align 8
  br label %554

554:                                              ; preds = %545, %487
  %555 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 16, i32 31)
  %556 = add i32 %555, %195
  %557 = trunc i64 %205 to i32
  %558 = lshr i64 %205, 32
  %559 = trunc nuw i64 %558 to i32
  %560 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %557, i32 16, i32 31)
  %561 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %559, i32 16, i32 31)
  %562 = zext i32 %561 to i64
  %563 = shl nuw i64 %562, 32
  %564 = zext i32 %560 to i64
  %565 = or disjoint i64 %563, %564
  %566 = tail call noundef i64 @llvm.smin.i64(i64 %205, i64 %565)
  %567 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %556, i32 8, i32 31)
  %568 = add i32 %567, %556
  %569 = trunc i64 %566 to i32
  %570 = lshr i64 %566, 32
  %571 = trunc nuw i64 %570 to i32
  %572 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %569, i32 8, i32 31)
  %573 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %571, i32 8, i32 31)
  %574 = zext i32 %573 to i64
  %575 = shl nuw i64 %574, 32
  %576 = zext i32 %572 to i64
  %577 = or disjoint i64 %575, %576
  %578 = tail call noundef i64 @llvm.smin.i64(i64 %566, i64 %577)
  %579 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %568, i32 4, i32 31)
  %580 = add i32 %579, %568
  %581 = trunc i64 %578 to i32
  %582 = lshr i64 %578, 32
  %583 = trunc nuw i64 %582 to i32
  %584 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %581, i32 4, i32 31)
  %585 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %583, i32 4, i32 31)
  %586 = zext i32 %585 to i64
  %587 = shl nuw i64 %586, 32
  %588 = zext i32 %584 to i64
  %589 = or disjoint i64 %587, %588
  %590 = tail call noundef i64 @llvm.smin.i64(i64 %578, i64 %589)
  %591 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %580, i32 2, i32 31)
  %592 = add i32 %591, %580
  %593 = trunc i64 %590 to i32
  %594 = lshr i64 %590, 32
  %595 = trunc nuw i64 %594 to i32
  %596 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %593, i32 2, i32 31)
  %597 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %595, i32 2, i32 31)
  %598 = zext i32 %597 to i64
  %599 = shl nuw i64 %598, 32
  %600 = zext i32 %596 to i64
  %601 = or disjoint i64 %599, %600
  %602 = tail call noundef i64 @llvm.smin.i64(i64 %590, i64 %601)
  %603 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %592, i32 1, i32 31)
  %604 = add i32 %603, %592
  %605 = trunc i64 %602 to i32
  %606 = lshr i64 %602, 32
  %607 = trunc nuw i64 %606 to i32
  %608 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %605, i32 1, i32 31)
  %609 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %607, i32 1, i32 31)
  %610 = icmp ne i32 %604, 0
  %611 = select i1 %219, i1 %610, i1 false
  br i1 %611, label %612, label %621

612:                                              ; preds = %554
  %613 = zext i32 %609 to i64
  %614 = shl nuw i64 %613, 32
  %615 = zext i32 %608 to i64
  %616 = or disjoint i64 %614, %615
  %617 = tail call noundef i64 @llvm.smin.i64(i64 %602, i64 %616)
  %618 = zext i32 %604 to i64
  %619 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 40), i64 %618 seq_cst, align 8
  %620 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 40), i64 %617 seq_cst, align 8
  br label %621

621:                                              ; preds = %612, %554
  %622 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %194, i32 16, i32 31)
  %623 = add i32 %622, %194
  %624 = trunc i64 %204 to i32
  %625 = lshr i64 %204, 32
  %626 = trunc nuw i64 %625 to i32
  %627 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %624, i32 16, i32 31)
  %628 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %626, i32 16, i32 31)
  %629 = zext i32 %628 to i64
  %630 = shl nuw i64 %629, 32
  %631 = zext i32 %627 to i64
  %632 = or disjoint i64 %630, %631
  %633 = tail call noundef i64 @llvm.smin.i64(i64 %204, i64 %632)
  %634 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %623, i32 8, i32 31)
  %635 = add i32 %634, %623
  %636 = trunc i64 %633 to i32
  %637 = lshr i64 %633, 32
  %638 = trunc nuw i64 %637 to i32
  %639 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %636, i32 8, i32 31)
  %640 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %638, i32 8, i32 31)
  %641 = zext i32 %640 to i64
  %642 = shl nuw i64 %641, 32
  %643 = zext i32 %639 to i64
  %644 = or disjoint i64 %642, %643
  %645 = tail call noundef i64 @llvm.smin.i64(i64 %633, i64 %644)
  %646 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %635, i32 4, i32 31)
  %647 = add i32 %646, %635
  %648 = trunc i64 %645 to i32
  %649 = lshr i64 %645, 32
  %650 = trunc nuw i64 %649 to i32
  %651 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %648, i32 4, i32 31)
  %652 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %650, i32 4, i32 31)
  %653 = zext i32 %652 to i64
  %654 = shl nuw i64 %653, 32
  %655 = zext i32 %651 to i64
  %656 = or disjoint i64 %654, %655
  %657 = tail call noundef i64 @llvm.smin.i64(i64 %645, i64 %656)
  %658 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %647, i32 2, i32 31)
  %659 = add i32 %658, %647
  %660 = trunc i64 %657 to i32
  %661 = lshr i64 %657, 32
  %662 = trunc nuw i64 %661 to i32
  %663 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %660, i32 2, i32 31)
  %664 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %662, i32 2, i32 31)
  %665 = zext i32 %664 to i64
  %666 = shl nuw i64 %665, 32
  %667 = zext i32 %663 to i64
  %668 = or disjoint i64 %666, %667
  %669 = tail call noundef i64 @llvm.smin.i64(i64 %657, i64 %668)
  %670 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %659, i32 1, i32 31)
  %671 = add i32 %670, %659
  %672 = trunc i64 %669 to i32
  %673 = lshr i64 %669, 32
  %674 = trunc nuw i64 %673 to i32
  %675 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %672, i32 1, i32 31)
  %676 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %674, i32 1, i32 31)
  %677 = icmp ne i32 %671, 0
  %678 = select i1 %219, i1 %677, i1 false
  br i1 %678, label %679, label %688

679:                                              ; preds = %621
  %680 = zext i32 %676 to i64
  %681 = shl nuw i64 %680, 32
  %682 = zext i32 %675 to i64
  %683 = or disjoint i64 %681, %682
  %684 = tail call noundef i64 @llvm.smin.i64(i64 %669, i64 %683)
  %685 = zext i32 %671 to i64
  %686 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 48), i64 %685 seq_cst, align 8
  %687 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 48), i64 %684 seq_cst, align 8
  br label %688

688:                                              ; preds = %679, %621
  %689 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 16, i32 31)
  %690 = add i32 %689, %193
  %691 = trunc i64 %203 to i32
  %692 = lshr i64 %203, 32
  %693 = trunc nuw i64 %692 to i32
  %694 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %691, i32 16, i32 31)
  %695 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %693, i32 16, i32 31)
  %696 = zext i32 %695 to i64
  %697 = shl nuw i64 %696, 32
  %698 = zext i32 %694 to i64
  %699 = or disjoint i64 %697, %698
  %700 = tail call noundef i64 @llvm.smin.i64(i64 %203, i64 %699)
  %701 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %690, i32 8, i32 31)
  %702 = add i32 %701, %690
  %703 = trunc i64 %700 to i32
  %704 = lshr i64 %700, 32
  %705 = trunc nuw i64 %704 to i32
  %706 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %703, i32 8, i32 31)
  %707 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %705, i32 8, i32 31)
  %708 = zext i32 %707 to i64
  %709 = shl nuw i64 %708, 32
  %710 = zext i32 %706 to i64
  %711 = or disjoint i64 %709, %710
  %712 = tail call noundef i64 @llvm.smin.i64(i64 %700, i64 %711)
  %713 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %702, i32 4, i32 31)
  %714 = add i32 %713, %702
  %715 = trunc i64 %712 to i32
  %716 = lshr i64 %712, 32
  %717 = trunc nuw i64 %716 to i32
  %718 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %715, i32 4, i32 31)
  %719 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %717, i32 4, i32 31)
  %720 = zext i32 %719 to i64
  %721 = shl nuw i64 %720, 32
  %722 = zext i32 %718 to i64
  %723 = or disjoint i64 %721, %722
  %724 = tail call noundef i64 @llvm.smin.i64(i64 %712, i64 %723)
  %725 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %714, i32 2, i32 31)
  %726 = add i32 %725, %714
  %727 = trunc i64 %724 to i32
  %728 = lshr i64 %724, 32
  %729 = trunc nuw i64 %728 to i32
  %730 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %727, i32 2, i32 31)
  %731 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %729, i32 2, i32 31)
  %732 = zext i32 %731 to i64
  %733 = shl nuw i64 %732, 32
  %734 = zext i32 %730 to i64
  %735 = or disjoint i64 %733, %734
  %736 = tail call noundef i64 @llvm.smin.i64(i64 %724, i64 %735)
  %737 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %726, i32 1, i32 31)
  %738 = add i32 %737, %726
  %739 = trunc i64 %736 to i32
  %740 = lshr i64 %736, 32
  %741 = trunc nuw i64 %740 to i32
  %742 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %739, i32 1, i32 31)
  %743 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %741, i32 1, i32 31)
  %744 = icmp ne i32 %738, 0
  %745 = select i1 %219, i1 %744, i1 false
  br i1 %745, label %746, label %755

746:                                              ; preds = %688
  %747 = zext i32 %743 to i64
  %748 = shl nuw i64 %747, 32
  %749 = zext i32 %742 to i64
  %750 = or disjoint i64 %748, %749
  %751 = tail call noundef i64 @llvm.smin.i64(i64 %736, i64 %750)
  %752 = zext i32 %738 to i64
  %753 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 56), i64 %752 seq_cst, align 8
  %754 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 56), i64 %751 seq_cst, align 8
  br label %755

755:                                              ; preds = %746, %688
  %756 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %192, i32 16, i32 31)
  %757 = add i32 %756, %192
  %758 = trunc i64 %202 to i32
  %759 = lshr i64 %202, 32
  %760 = trunc nuw i64 %759 to i32
  %761 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %758, i32 16, i32 31)
  %762 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %760, i32 16, i32 31)
  %763 = zext i32 %762 to i64
  %764 = shl nuw i64 %763, 32
  %765 = zext i32 %761 to i64
  %766 = or disjoint i64 %764, %765
  %767 = tail call noundef i64 @llvm.smin.i64(i64 %202, i64 %766)
  %768 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %757, i32 8, i32 31)
  %769 = add i32 %768, %757
  %770 = trunc i64 %767 to i32
  %771 = lshr i64 %767, 32
  %772 = trunc nuw i64 %771 to i32
  %773 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %770, i32 8, i32 31)
  %774 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %772, i32 8, i32 31)
  %775 = zext i32 %774 to i64
  %776 = shl nuw i64 %775, 32
  %777 = zext i32 %773 to i64
  %778 = or disjoint i64 %776, %777
  %779 = tail call noundef i64 @llvm.smin.i64(i64 %767, i64 %778)
  %780 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %769, i32 4, i32 31)
  %781 = add i32 %780, %769
  %782 = trunc i64 %779 to i32
  %783 = lshr i64 %779, 32
  %784 = trunc nuw i64 %783 to i32
  %785 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %782, i32 4, i32 31)
  %786 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %784, i32 4, i32 31)
  %787 = zext i32 %786 to i64
  %788 = shl nuw i64 %787, 32
  %789 = zext i32 %785 to i64
  %790 = or disjoint i64 %788, %789
  %791 = tail call noundef i64 @llvm.smin.i64(i64 %779, i64 %790)
  %792 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %781, i32 2, i32 31)
  %793 = add i32 %792, %781
  %794 = trunc i64 %791 to i32
  %795 = lshr i64 %791, 32
  %796 = trunc nuw i64 %795 to i32
  %797 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %794, i32 2, i32 31)
  %798 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %796, i32 2, i32 31)
  %799 = zext i32 %798 to i64
  %800 = shl nuw i64 %799, 32
  %801 = zext i32 %797 to i64
  %802 = or disjoint i64 %800, %801
  %803 = tail call noundef i64 @llvm.smin.i64(i64 %791, i64 %802)
  %804 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %793, i32 1, i32 31)
  %805 = add i32 %804, %793
  %806 = trunc i64 %803 to i32
  %807 = lshr i64 %803, 32
  %808 = trunc nuw i64 %807 to i32
  %809 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %806, i32 1, i32 31)
  %810 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %808, i32 1, i32 31)
  %811 = icmp ne i32 %805, 0
  %812 = select i1 %219, i1 %811, i1 false
  br i1 %812, label %813, label %822

813:                                              ; preds = %755
  %814 = zext i32 %810 to i64
  %815 = shl nuw i64 %814, 32
  %816 = zext i32 %809 to i64
  %817 = or disjoint i64 %815, %816
  %818 = tail call noundef i64 @llvm.smin.i64(i64 %803, i64 %817)
  %819 = zext i32 %805 to i64
  %820 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 64), i64 %819 seq_cst, align 8
  %821 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 64), i64 %818 seq_cst, align 8
  br label %822

822:                                              ; preds = %813, %755
  %823 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %191, i32 16, i32 31)
  %824 = add i32 %823, %191
  %825 = trunc i64 %201 to i32
  %826 = lshr i64 %201, 32
  %827 = trunc nuw i64 %826 to i32
  %828 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %825, i32 16, i32 31)
  %829 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %827, i32 16, i32 31)
  %830 = zext i32 %829 to i64
  %831 = shl nuw i64 %830, 32
  %832 = zext i32 %828 to i64
  %833 = or disjoint i64 %831, %832
  %834 = tail call noundef i64 @llvm.smin.i64(i64 %201, i64 %833)
  %835 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %824, i32 8, i32 31)
  %836 = add i32 %835, %824
  %837 = trunc i64 %834 to i32
  %838 = lshr i64 %834, 32
  %839 = trunc nuw i64 %838 to i32
  %840 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %837, i32 8, i32 31)
  %841 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %839, i32 8, i32 31)
  %842 = zext i32 %841 to i64
  %843 = shl nuw i64 %842, 32
  %844 = zext i32 %840 to i64
  %845 = or disjoint i64 %843, %844
  %846 = tail call noundef i64 @llvm.smin.i64(i64 %834, i64 %845)
  %847 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %836, i32 4, i32 31)
  %848 = add i32 %847, %836
  %849 = trunc i64 %846 to i32
  %850 = lshr i64 %846, 32
  %851 = trunc nuw i64 %850 to i32
  %852 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %849, i32 4, i32 31)
  %853 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %851, i32 4, i32 31)
  %854 = zext i32 %853 to i64
  %855 = shl nuw i64 %854, 32
  %856 = zext i32 %852 to i64
  %857 = or disjoint i64 %855, %856
  %858 = tail call noundef i64 @llvm.smin.i64(i64 %846, i64 %857)
  %859 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %848, i32 2, i32 31)
  %860 = add i32 %859, %848
  %861 = trunc i64 %858 to i32
  %862 = lshr i64 %858, 32
  %863 = trunc nuw i64 %862 to i32
  %864 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %861, i32 2, i32 31)
  %865 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %863, i32 2, i32 31)
  %866 = zext i32 %865 to i64
  %867 = shl nuw i64 %866, 32
  %868 = zext i32 %864 to i64
  %869 = or disjoint i64 %867, %868
  %870 = tail call noundef i64 @llvm.smin.i64(i64 %858, i64 %869)
  %871 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %860, i32 1, i32 31)
  %872 = add i32 %871, %860
  %873 = trunc i64 %870 to i32
  %874 = lshr i64 %870, 32
  %875 = trunc nuw i64 %874 to i32
  %876 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %873, i32 1, i32 31)
  %877 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %875, i32 1, i32 31)
  %878 = icmp ne i32 %872, 0
  %879 = select i1 %219, i1 %878, i1 false
  br i1 %879, label %880, label %889

880:                                              ; preds = %822
  %881 = zext i32 %877 to i64
  %882 = shl nuw i64 %881, 32
  %883 = zext i32 %876 to i64
  %884 = or disjoint i64 %882, %883
  %885 = tail call noundef i64 @llvm.smin.i64(i64 %870, i64 %884)
  %886 = zext i32 %872 to i64
  %887 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 72), i64 %886 seq_cst, align 8
  %888 = atomicrmw min ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 72), i64 %885 seq_cst, align 8
  br label %889

889:                                              ; preds = %880, %822
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %11, label %890, label %902

890:                                              ; preds = %889
  %891 = zext nneg i32 %5 to i64
  %892 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE5s_cnt to ptr), i64 %891
  %893 = load i64, ptr %892, align 8, !tbaa !11
  %894 = icmp eq i64 %893, 0
  br i1 %894, label %902, label %895

895:                                              ; preds = %890
  %896 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18ac_dna_motif_countE7s_first to ptr), i64 %891
  %897 = getelementptr inbounds nuw i64, ptr %3, i64 %891
  %898 = getelementptr inbounds nuw i64, ptr %2, i64 %891
  %899 = atomicrmw add ptr %898, i64 %893 seq_cst, align 8
  %900 = load i64, ptr %896, align 8, !tbaa !11
  %901 = atomicrmw min ptr %897, i64 %900 seq_cst, align 8
  br label %902

902:                                              ; preds = %889, %890, %895, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ac_scan_runtime_dfa(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noundef readonly byval(%struct.AcRuntime) align 4 captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #2 {
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !19
  %11 = shl nsw i32 -1, %10
  %12 = load i32, ptr %5, align 4, !tbaa !21
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
  br label %69

29:                                               ; preds = %23, %29
  %30 = phi i32 [ %21, %23 ], [ %38, %29 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i16, ptr %3, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !16
  %34 = zext i16 %33 to i32
  %35 = icmp sgt i32 %12, %34
  %36 = select i1 %35, i16 %33, i16 0
  %37 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %31
  store i16 %36, ptr %37, align 2, !tbaa !16
  %38 = add i32 %30, %24
  %39 = icmp slt i32 %38, %13
  br i1 %39, label %29, label %25, !llvm.loop !22

40:                                               ; preds = %69, %25
  %41 = icmp samesign ult i32 %21, 256
  br i1 %41, label %42, label %77

42:                                               ; preds = %40
  %43 = trunc i32 %11 to i8
  %44 = xor i8 %43, -1
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %46 = sub nuw nsw i32 256, %21
  %47 = icmp samesign ult i32 %21, 253
  %48 = icmp eq i32 %45, 1
  %49 = and i1 %47, %48
  br i1 %49, label %50, label %67

50:                                               ; preds = %42
  %51 = and i32 %46, 508
  %52 = add nuw nsw i32 %21, %51
  %53 = insertelement <4 x i8> poison, i8 %44, i64 0
  %54 = shufflevector <4 x i8> %53, <4 x i8> poison, <4 x i32> zeroinitializer
  br label %55

55:                                               ; preds = %55, %50
  %56 = phi i32 [ 0, %50 ], [ %63, %55 ]
  %57 = add i32 %21, %56
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i8, ptr %2, i64 %58
  %60 = load <4 x i8>, ptr %59, align 1, !tbaa !13
  %61 = and <4 x i8> %60, %54
  %62 = getelementptr inbounds nuw i8, ptr %20, i64 %58
  store <4 x i8> %61, ptr %62, align 1, !tbaa !13
  %63 = add nuw i32 %56, 4
  %64 = icmp eq i32 %63, %51
  br i1 %64, label %65, label %55, !llvm.loop !23

65:                                               ; preds = %55
  %66 = icmp eq i32 %46, %51
  br i1 %66, label %77, label %67

67:                                               ; preds = %42, %65
  %68 = phi i32 [ %21, %42 ], [ %52, %65 ]
  br label %80

69:                                               ; preds = %27, %69
  %70 = phi i32 [ %21, %27 ], [ %75, %69 ]
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %4, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = getelementptr inbounds i32, ptr %18, i64 %71
  store i32 %73, ptr %74, align 4, !tbaa !6
  %75 = add i32 %70, %28
  %76 = icmp slt i32 %75, %12
  br i1 %76, label %69, label %40, !llvm.loop !26

77:                                               ; preds = %80, %65, %40
  %78 = icmp samesign ult i32 %21, 32
  %79 = zext nneg i32 %21 to i64
  br i1 %78, label %89, label %91

80:                                               ; preds = %67, %80
  %81 = phi i32 [ %87, %80 ], [ %68, %67 ]
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i8, ptr %2, i64 %82
  %84 = load i8, ptr %83, align 1, !tbaa !13
  %85 = and i8 %84, %44
  %86 = getelementptr inbounds nuw i8, ptr %20, i64 %82
  store i8 %85, ptr %86, align 1, !tbaa !13
  %87 = add nuw nsw i32 %81, %45
  %88 = icmp samesign ult i32 %87, 256
  br i1 %88, label %80, label %77, !llvm.loop !27

89:                                               ; preds = %77
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %79
  store i32 0, ptr %90, align 4, !tbaa !6
  br label %91

91:                                               ; preds = %77, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %93 = load i32, ptr %92, align 4, !tbaa !28
  %94 = icmp sgt i32 %93, 31
  %95 = shl nsw i32 -1, %93
  %96 = xor i32 %95, -1
  %97 = select i1 %94, i32 -1, i32 %96
  %98 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %99 = zext nneg i32 %98 to i64
  %100 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %101 = zext nneg i32 %100 to i64
  %102 = mul nuw nsw i64 %99, %101
  %103 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %104 = load i32, ptr %103, align 4, !tbaa !29
  %105 = sext i32 %104 to i64
  %106 = mul nsw i64 %102, %105
  %107 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %108 = zext nneg i32 %107 to i64
  %109 = mul nuw nsw i64 %108, %101
  %110 = add nuw nsw i64 %109, %79
  %111 = mul nsw i64 %110, %105
  %112 = icmp slt i64 %111, %1
  br i1 %112, label %113, label %120

113:                                              ; preds = %91
  %114 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %115 = add i64 %111, -1
  %116 = mul nsw i64 %105, %99
  %117 = mul i64 %116, %101
  br label %123

118:                                              ; preds = %342
  %119 = load i32, ptr %92, align 4, !tbaa !28
  br label %120

120:                                              ; preds = %118, %91
  %121 = phi i32 [ %119, %118 ], [ %93, %91 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %122 = icmp slt i32 %21, %121
  br i1 %122, label %346, label %353

123:                                              ; preds = %113, %342
  %124 = phi i64 [ 0, %113 ], [ %345, %342 ]
  %125 = phi i64 [ %111, %113 ], [ %343, %342 ]
  %126 = freeze i64 %125
  %127 = load i32, ptr %103, align 4, !tbaa !29
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %126, %128
  %130 = tail call noundef i64 @llvm.smin.i64(i64 %129, i64 %1)
  %131 = load i32, ptr %114, align 4, !tbaa !30
  %132 = add nsw i32 %131, -1
  %133 = sext i32 %132 to i64
  %134 = sub nsw i64 %126, %133
  %135 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %134, i64 0)
  %136 = icmp slt i64 %135, %126
  br i1 %136, label %137, label %171

137:                                              ; preds = %123
  %138 = mul i64 %117, %124
  %139 = add i64 %115, %138
  %140 = tail call i64 @llvm.smin.i64(i64 %126, i64 %133)
  %141 = sub i64 %139, %135
  %142 = and i64 %140, 3
  %143 = icmp ult i64 %141, 3
  br i1 %143, label %148, label %144

144:                                              ; preds = %137
  %145 = and i64 %140, -4
  br label %216

146:                                              ; preds = %216
  %147 = icmp eq i64 %142, 0
  br i1 %147, label %171, label %148

148:                                              ; preds = %146, %137
  %149 = phi i32 [ 0, %137 ], [ %270, %146 ]
  %150 = phi i64 [ %135, %137 ], [ %271, %146 ]
  %151 = icmp ne i64 %142, 0
  tail call void @llvm.assume(i1 %151)
  br label %152

152:                                              ; preds = %152, %148
  %153 = phi i32 [ %167, %152 ], [ %149, %148 ]
  %154 = phi i64 [ %168, %152 ], [ %150, %148 ]
  %155 = phi i64 [ %169, %152 ], [ 0, %148 ]
  %156 = shl i32 %153, %10
  %157 = getelementptr inbounds nuw i8, ptr %0, i64 %154
  %158 = load i8, ptr %157, align 1, !tbaa !13
  %159 = zext i8 %158 to i64
  %160 = getelementptr inbounds nuw i8, ptr %20, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !13
  %162 = zext i8 %161 to i32
  %163 = add nsw i32 %156, %162
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %164
  %166 = load i16, ptr %165, align 2, !tbaa !16
  %167 = zext i16 %166 to i32
  %168 = add nuw nsw i64 %154, 1
  %169 = add i64 %155, 1
  %170 = icmp eq i64 %169, %142
  br i1 %170, label %171, label %152, !llvm.loop !31

171:                                              ; preds = %146, %152, %123
  %172 = phi i64 [ %135, %123 ], [ %126, %152 ], [ %126, %146 ]
  %173 = phi i32 [ 0, %123 ], [ %270, %146 ], [ %167, %152 ]
  %174 = icmp slt i64 %172, %130
  br i1 %174, label %175, label %342

175:                                              ; preds = %171
  %176 = sub i64 %130, %172
  %177 = and i64 %176, 1
  %178 = icmp eq i64 %177, 0
  br i1 %178, label %212, label %179

179:                                              ; preds = %175
  %180 = shl i32 %173, %10
  %181 = getelementptr inbounds nuw i8, ptr %0, i64 %172
  %182 = load i8, ptr %181, align 1, !tbaa !13
  %183 = zext i8 %182 to i64
  %184 = getelementptr inbounds nuw i8, ptr %20, i64 %183
  %185 = load i8, ptr %184, align 1, !tbaa !13
  %186 = zext i8 %185 to i32
  %187 = add nsw i32 %180, %186
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %188
  %190 = load i16, ptr %189, align 2, !tbaa !16
  %191 = zext i16 %190 to i32
  %192 = zext i16 %190 to i64
  %193 = getelementptr inbounds nuw i32, ptr %18, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = and i32 %194, %97
  %196 = getelementptr inbounds nuw i32, ptr %6, i64 %172
  store i32 %195, ptr %196, align 4, !tbaa !6
  %197 = icmp eq i32 %195, 0
  br i1 %197, label %210, label %198

198:                                              ; preds = %179, %198
  %199 = phi i32 [ %208, %198 ], [ %195, %179 ]
  %200 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %199)
  %201 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %200) #7, !srcloc !33
  %202 = add i32 %201, 1
  %203 = sext i32 %202 to i64
  %204 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %203
  %205 = getelementptr i8, ptr %204, i64 -4
  %206 = atomicrmw add ptr %205, i32 1 seq_cst, align 4
  %207 = add i32 %199, -1
  %208 = and i32 %207, %199
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %210, label %198, !llvm.loop !34

210:                                              ; preds = %198, %179
  %211 = add nuw nsw i64 %172, 1
  br label %212

212:                                              ; preds = %210, %175
  %213 = phi i32 [ %173, %175 ], [ %191, %210 ]
  %214 = phi i64 [ %172, %175 ], [ %211, %210 ]
  %215 = icmp eq i64 %176, 1
  br i1 %215, label %342, label %274

216:                                              ; preds = %216, %144
  %217 = phi i32 [ 0, %144 ], [ %270, %216 ]
  %218 = phi i64 [ %135, %144 ], [ %271, %216 ]
  %219 = phi i64 [ 0, %144 ], [ %272, %216 ]
  %220 = shl i32 %217, %10
  %221 = getelementptr inbounds nuw i8, ptr %0, i64 %218
  %222 = load i8, ptr %221, align 1, !tbaa !13
  %223 = zext i8 %222 to i64
  %224 = getelementptr inbounds nuw i8, ptr %20, i64 %223
  %225 = load i8, ptr %224, align 1, !tbaa !13
  %226 = zext i8 %225 to i32
  %227 = add nsw i32 %220, %226
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %228
  %230 = load i16, ptr %229, align 2, !tbaa !16
  %231 = zext i16 %230 to i32
  %232 = shl i32 %231, %10
  %233 = getelementptr inbounds nuw i8, ptr %0, i64 %218
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 1
  %235 = load i8, ptr %234, align 1, !tbaa !13
  %236 = zext i8 %235 to i64
  %237 = getelementptr inbounds nuw i8, ptr %20, i64 %236
  %238 = load i8, ptr %237, align 1, !tbaa !13
  %239 = zext i8 %238 to i32
  %240 = add nsw i32 %232, %239
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %241
  %243 = load i16, ptr %242, align 2, !tbaa !16
  %244 = zext i16 %243 to i32
  %245 = shl i32 %244, %10
  %246 = getelementptr inbounds nuw i8, ptr %0, i64 %218
  %247 = getelementptr inbounds nuw i8, ptr %246, i64 2
  %248 = load i8, ptr %247, align 1, !tbaa !13
  %249 = zext i8 %248 to i64
  %250 = getelementptr inbounds nuw i8, ptr %20, i64 %249
  %251 = load i8, ptr %250, align 1, !tbaa !13
  %252 = zext i8 %251 to i32
  %253 = add nsw i32 %245, %252
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %254
  %256 = load i16, ptr %255, align 2, !tbaa !16
  %257 = zext i16 %256 to i32
  %258 = shl i32 %257, %10
  %259 = getelementptr inbounds nuw i8, ptr %0, i64 %218
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 3
  %261 = load i8, ptr %260, align 1, !tbaa !13
  %262 = zext i8 %261 to i64
  %263 = getelementptr inbounds nuw i8, ptr %20, i64 %262
  %264 = load i8, ptr %263, align 1, !tbaa !13
  %265 = zext i8 %264 to i32
  %266 = add nsw i32 %258, %265
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %267
  %269 = load i16, ptr %268, align 2, !tbaa !16
  %270 = zext i16 %269 to i32
  %271 = add nuw nsw i64 %218, 4
  %272 = add i64 %219, 4
  %273 = icmp eq i64 %272, %145
  br i1 %273, label %146, label %216, !llvm.loop !35

274:                                              ; preds = %212, %339
  %275 = phi i32 [ %320, %339 ], [ %213, %212 ]
  %276 = phi i64 [ %340, %339 ], [ %214, %212 ]
  %277 = shl i32 %275, %10
  %278 = getelementptr inbounds nuw i8, ptr %0, i64 %276
  %279 = load i8, ptr %278, align 1, !tbaa !13
  %280 = zext i8 %279 to i64
  %281 = getelementptr inbounds nuw i8, ptr %20, i64 %280
  %282 = load i8, ptr %281, align 1, !tbaa !13
  %283 = zext i8 %282 to i32
  %284 = add nsw i32 %277, %283
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %285
  %287 = load i16, ptr %286, align 2, !tbaa !16
  %288 = zext i16 %287 to i32
  %289 = zext i16 %287 to i64
  %290 = getelementptr inbounds nuw i32, ptr %18, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !6
  %292 = and i32 %291, %97
  %293 = getelementptr inbounds nuw i32, ptr %6, i64 %276
  store i32 %292, ptr %293, align 4, !tbaa !6
  %294 = icmp eq i32 %292, 0
  br i1 %294, label %307, label %295

295:                                              ; preds = %274, %295
  %296 = phi i32 [ %305, %295 ], [ %292, %274 ]
  %297 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %296)
  %298 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %297) #7, !srcloc !33
  %299 = add i32 %298, 1
  %300 = sext i32 %299 to i64
  %301 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %300
  %302 = getelementptr i8, ptr %301, i64 -4
  %303 = atomicrmw add ptr %302, i32 1 seq_cst, align 4
  %304 = add i32 %296, -1
  %305 = and i32 %304, %296
  %306 = icmp eq i32 %305, 0
  br i1 %306, label %307, label %295, !llvm.loop !34

307:                                              ; preds = %295, %274
  %308 = add nuw nsw i64 %276, 1
  %309 = shl i32 %288, %10
  %310 = getelementptr inbounds nuw i8, ptr %0, i64 %308
  %311 = load i8, ptr %310, align 1, !tbaa !13
  %312 = zext i8 %311 to i64
  %313 = getelementptr inbounds nuw i8, ptr %20, i64 %312
  %314 = load i8, ptr %313, align 1, !tbaa !13
  %315 = zext i8 %314 to i32
  %316 = add nsw i32 %309, %315
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %317
  %319 = load i16, ptr %318, align 2, !tbaa !16
  %320 = zext i16 %319 to i32
  %321 = zext i16 %319 to i64
  %322 = getelementptr inbounds nuw i32, ptr %18, i64 %321
  %323 = load i32, ptr %322, align 4, !tbaa !6
  %324 = and i32 %323, %97
  %325 = getelementptr inbounds nuw i32, ptr %6, i64 %308
  store i32 %324, ptr %325, align 4, !tbaa !6
  %326 = icmp eq i32 %324, 0
  br i1 %326, label %339, label %327

327:                                              ; preds = %307, %327
  %328 = phi i32 [ %337, %327 ], [ %324, %307 ]
  %329 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %328)
  %330 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %329) #7, !srcloc !33
  %331 = add i32 %330, 1
  %332 = sext i32 %331 to i64
  %333 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %332
  %334 = getelementptr i8, ptr %333, i64 -4
  %335 = atomicrmw add ptr %334, i32 1 seq_cst, align 4
  %336 = add i32 %328, -1
  %337 = and i32 %336, %328
  %338 = icmp eq i32 %337, 0
  br i1 %338, label %339, label %327, !llvm.loop !34

339:                                              ; preds = %327, %307
  %340 = add nuw nsw i64 %276, 2
  %341 = icmp slt i64 %340, %130
  br i1 %341, label %274, label %342, !llvm.loop !36

342:                                              ; preds = %212, %339, %171
  %343 = add nsw i64 %126, %106
  %344 = icmp slt i64 %343, %1
  %345 = add i64 %124, 1
  br i1 %344, label %123, label %118, !llvm.loop !37

346:                                              ; preds = %120
  %347 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19ac_scan_runtime_dfaE8s_counts to ptr), i64 %79
  %348 = load i32, ptr %347, align 4, !tbaa !6
  %349 = icmp eq i32 %348, 0
  br i1 %349, label %353, label %350

350:                                              ; preds = %346
  %351 = getelementptr inbounds nuw i32, ptr %7, i64 %79
  %352 = atomicrmw add ptr %351, i32 %348 seq_cst, align 4
  br label %353

353:                                              ; preds = %350, %346, %120
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind memory(none) }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !8, i64 0}
!18 = distinct !{!18, !15}
!19 = !{!20, !7, i64 4}
!20 = !{!"_ZTS9AcRuntime", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16}
!21 = !{!20, !7, i64 0}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15, !24}
!28 = !{!20, !7, i64 8}
!29 = !{!20, !7, i64 16}
!30 = !{!20, !7, i64 12}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = !{i32 12293}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !15}
