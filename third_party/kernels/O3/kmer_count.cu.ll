; ModuleID = 'src/kmer_count.cu'
source_filename = "src/kmer_count.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13kmer_spectrumE6s_hist = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kmer_count_direct(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %8 = tail call i32 @llvm.umin.i32(i32 %7, i32 8)
  %9 = tail call noundef i32 @llvm.smin.i32(i32 %2, i32 %3)
  %10 = shl nuw nsw i32 %8, 1
  %11 = shl nsw i32 -1, %10
  %12 = xor i32 %11, -1
  %13 = add nsw i32 %10, -2
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %31

20:                                               ; preds = %6
  %21 = sext i32 %3 to i64
  %22 = icmp sgt i32 %9, 0
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %24 = mul i32 %23, %15
  %25 = and i32 %9, 1
  %26 = icmp eq i32 %9, 1
  %27 = and i32 %9, 2147483646
  %28 = icmp eq i32 %25, 0
  %29 = icmp ne i32 %25, 0
  %30 = sub nsw i32 %8, 1
  br label %32

31:                                               ; preds = %66, %6
  ret void

32:                                               ; preds = %20, %66
  %33 = phi i32 [ %18, %20 ], [ %67, %66 ]
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %34, %21
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 %35
  br i1 %22, label %37, label %66

37:                                               ; preds = %32
  br i1 %26, label %39, label %69

38:                                               ; preds = %126
  br i1 %28, label %66, label %39

39:                                               ; preds = %38, %37
  %40 = phi i32 [ 0, %37 ], [ %130, %38 ]
  %41 = phi i32 [ 0, %37 ], [ %129, %38 ]
  %42 = phi i32 [ 0, %37 ], [ %128, %38 ]
  %43 = phi i32 [ 0, %37 ], [ %127, %38 ]
  tail call void @llvm.assume(i1 %29)
  %44 = zext nneg i32 %40 to i64
  %45 = getelementptr inbounds nuw i8, ptr %36, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !11
  %47 = and i8 %46, -33
  %48 = icmp eq i8 %47, 78
  %49 = icmp slt i32 %41, %30
  %50 = select i1 %48, i1 true, i1 %49
  br i1 %50, label %66, label %51

51:                                               ; preds = %39
  %52 = lshr i8 %46, 1
  %53 = and i8 %52, 3
  %54 = zext nneg i8 %53 to i32
  %55 = xor i32 %54, 2
  %56 = shl nuw nsw i32 %55, %13
  %57 = lshr i32 %42, 2
  %58 = or i32 %56, %57
  %59 = shl i32 %43, 2
  %60 = or disjoint i32 %59, %54
  %61 = and i32 %60, %12
  %62 = tail call noundef i32 @llvm.umin.i32(i32 %61, i32 %58)
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i32, ptr %5, i64 %63
  %65 = atomicrmw add ptr %64, i32 1 seq_cst, align 4
  br label %66

66:                                               ; preds = %38, %51, %39, %32
  %67 = add i32 %33, %24
  %68 = icmp slt i32 %67, %1
  br i1 %68, label %32, label %31, !llvm.loop !12

69:                                               ; preds = %37, %126
  %70 = phi i32 [ %130, %126 ], [ 0, %37 ]
  %71 = phi i32 [ %129, %126 ], [ 0, %37 ]
  %72 = phi i32 [ %128, %126 ], [ 0, %37 ]
  %73 = phi i32 [ %127, %126 ], [ 0, %37 ]
  %74 = phi i32 [ %131, %126 ], [ 0, %37 ]
  %75 = zext nneg i32 %70 to i64
  %76 = getelementptr inbounds nuw i8, ptr %36, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !11
  %78 = and i8 %77, -33
  %79 = icmp eq i8 %78, 78
  br i1 %79, label %98, label %80

80:                                               ; preds = %69
  %81 = lshr i8 %77, 1
  %82 = and i8 %81, 3
  %83 = zext nneg i8 %82 to i32
  %84 = shl i32 %73, 2
  %85 = or disjoint i32 %84, %83
  %86 = and i32 %85, %12
  %87 = lshr i32 %72, 2
  %88 = xor i32 %83, 2
  %89 = shl nuw nsw i32 %88, %13
  %90 = or i32 %89, %87
  %91 = add nsw i32 %71, 1
  %92 = icmp slt i32 %91, %8
  br i1 %92, label %98, label %93

93:                                               ; preds = %80
  %94 = tail call noundef i32 @llvm.umin.i32(i32 %86, i32 %90)
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i32, ptr %5, i64 %95
  %97 = atomicrmw add ptr %96, i32 1 seq_cst, align 4
  br label %98

98:                                               ; preds = %80, %93, %69
  %99 = phi i32 [ 0, %69 ], [ %86, %93 ], [ %86, %80 ]
  %100 = phi i32 [ 0, %69 ], [ %90, %93 ], [ %90, %80 ]
  %101 = phi i32 [ 0, %69 ], [ %91, %93 ], [ %91, %80 ]
  %102 = zext nneg i32 %70 to i64
  %103 = getelementptr inbounds nuw i8, ptr %36, i64 %102
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 1
  %105 = load i8, ptr %104, align 1, !tbaa !11
  %106 = and i8 %105, -33
  %107 = icmp eq i8 %106, 78
  br i1 %107, label %126, label %108

108:                                              ; preds = %98
  %109 = lshr i8 %105, 1
  %110 = and i8 %109, 3
  %111 = zext nneg i8 %110 to i32
  %112 = shl i32 %99, 2
  %113 = or disjoint i32 %112, %111
  %114 = and i32 %113, %12
  %115 = lshr i32 %100, 2
  %116 = xor i32 %111, 2
  %117 = shl nuw nsw i32 %116, %13
  %118 = or i32 %117, %115
  %119 = add nsw i32 %101, 1
  %120 = icmp slt i32 %119, %8
  br i1 %120, label %126, label %121

121:                                              ; preds = %108
  %122 = tail call noundef i32 @llvm.umin.i32(i32 %114, i32 %118)
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw i32, ptr %5, i64 %123
  %125 = atomicrmw add ptr %124, i32 1 seq_cst, align 4
  br label %126

126:                                              ; preds = %121, %108, %98
  %127 = phi i32 [ 0, %98 ], [ %114, %121 ], [ %114, %108 ]
  %128 = phi i32 [ 0, %98 ], [ %118, %121 ], [ %118, %108 ]
  %129 = phi i32 [ 0, %98 ], [ %119, %121 ], [ %119, %108 ]
  %130 = add nuw nsw i32 %70, 2
  %131 = add i32 %74, 2
  %132 = icmp eq i32 %131, %27
  br i1 %132, label %38, label %69, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kmer_minimizers(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #2 {
  %9 = alloca [32 x i64], align 8
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 31)
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %13 = tail call i32 @llvm.umin.i32(i32 %12, i32 32)
  %14 = tail call noundef i32 @llvm.smin.i32(i32 %2, i32 %3)
  %15 = shl nuw nsw i32 %11, 1
  %16 = zext nneg i32 %15 to i64
  %17 = shl nsw i64 -1, %16
  %18 = xor i64 %17, -1
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %25, label %32

25:                                               ; preds = %8
  %26 = add nsw i32 %15, -2
  %27 = sext i32 %3 to i64
  %28 = icmp sgt i32 %14, 0
  %29 = zext nneg i32 %26 to i64
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = mul i32 %30, %20
  br label %33

32:                                               ; preds = %40, %8
  ret void

33:                                               ; preds = %25, %40
  %34 = phi i32 [ %23, %25 ], [ %41, %40 ]
  %35 = sext i32 %34 to i64
  %36 = mul nsw i64 %35, %27
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 %36
  %38 = getelementptr inbounds nuw i64, ptr %6, i64 %36
  %39 = getelementptr inbounds nuw i32, ptr %7, i64 %36
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  br i1 %28, label %43, label %40

40:                                               ; preds = %221, %33
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  %41 = add i32 %34, %31
  %42 = icmp slt i32 %41, %1
  br i1 %42, label %33, label %32, !llvm.loop !15

43:                                               ; preds = %33, %221
  %44 = phi i32 [ %229, %221 ], [ 0, %33 ]
  %45 = phi i32 [ %227, %221 ], [ -1, %33 ]
  %46 = phi i32 [ %226, %221 ], [ 0, %33 ]
  %47 = phi i32 [ %225, %221 ], [ 0, %33 ]
  %48 = phi i64 [ %224, %221 ], [ 0, %33 ]
  %49 = phi i64 [ %223, %221 ], [ 0, %33 ]
  %50 = zext nneg i32 %44 to i64
  %51 = getelementptr inbounds nuw i8, ptr %37, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !11
  %53 = and i8 %52, -33
  %54 = icmp eq i8 %53, 78
  br i1 %54, label %55, label %57

55:                                               ; preds = %43
  %56 = getelementptr inbounds nuw i64, ptr %38, i64 %50
  store i64 -1, ptr %56, align 8, !tbaa !16
  br label %221

57:                                               ; preds = %43
  %58 = lshr i8 %52, 1
  %59 = and i8 %58, 3
  %60 = shl i64 %49, 2
  %61 = zext nneg i8 %59 to i64
  %62 = or disjoint i64 %60, %61
  %63 = and i64 %62, %18
  %64 = lshr i64 %48, 2
  %65 = xor i8 %59, 2
  %66 = zext nneg i8 %65 to i64
  %67 = shl nuw nsw i64 %66, %29
  %68 = or i64 %67, %64
  %69 = add nsw i32 %47, 1
  %70 = icmp slt i32 %69, %11
  br i1 %70, label %71, label %73

71:                                               ; preds = %57
  %72 = getelementptr inbounds nuw i64, ptr %38, i64 %50
  store i64 -1, ptr %72, align 8, !tbaa !16
  br label %221

73:                                               ; preds = %57
  %74 = tail call i64 @llvm.umin.i64(i64 %63, i64 %68)
  %75 = lshr i64 %74, 33
  %76 = xor i64 %75, %74
  %77 = mul i64 %76, -49064778989728563
  %78 = lshr i64 %77, 33
  %79 = xor i64 %78, %77
  %80 = mul i64 %79, -4265267296055464877
  %81 = lshr i64 %80, 33
  %82 = xor i64 %81, %80
  %83 = srem i32 %46, %13
  %84 = icmp eq i32 %45, %83
  %85 = sext i32 %83 to i64
  %86 = getelementptr inbounds i64, ptr %9, i64 %85
  store i64 %82, ptr %86, align 8, !tbaa !18
  %87 = add nsw i32 %46, 1
  br i1 %84, label %88, label %176

88:                                               ; preds = %73
  %89 = tail call noundef i32 @llvm.smin.i32(i32 %87, i32 %13)
  %90 = icmp sgt i32 %89, 1
  br i1 %90, label %91, label %205

91:                                               ; preds = %88
  %92 = add nsw i32 %89, -1
  %93 = add nsw i32 %89, -2
  %94 = and i32 %92, 7
  %95 = icmp ult i32 %93, 7
  br i1 %95, label %186, label %96

96:                                               ; preds = %91
  %97 = and i32 %92, -8
  br label %98

98:                                               ; preds = %98, %96
  %99 = phi i32 [ 1, %96 ], [ %173, %98 ]
  %100 = phi i32 [ 0, %96 ], [ %172, %98 ]
  %101 = phi i32 [ 0, %96 ], [ %174, %98 ]
  %102 = zext nneg i32 %99 to i64
  %103 = getelementptr inbounds nuw i64, ptr %9, i64 %102
  %104 = load i64, ptr %103, align 8, !tbaa !18
  %105 = zext nneg i32 %100 to i64
  %106 = getelementptr inbounds nuw i64, ptr %9, i64 %105
  %107 = load i64, ptr %106, align 8, !tbaa !18
  %108 = icmp ult i64 %104, %107
  %109 = select i1 %108, i32 %99, i32 %100
  %110 = add nuw nsw i32 %99, 1
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw i64, ptr %9, i64 %111
  %113 = load i64, ptr %112, align 8, !tbaa !18
  %114 = zext nneg i32 %109 to i64
  %115 = getelementptr inbounds nuw i64, ptr %9, i64 %114
  %116 = load i64, ptr %115, align 8, !tbaa !18
  %117 = icmp ult i64 %113, %116
  %118 = select i1 %117, i32 %110, i32 %109
  %119 = add nuw nsw i32 %99, 2
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds nuw i64, ptr %9, i64 %120
  %122 = load i64, ptr %121, align 8, !tbaa !18
  %123 = zext nneg i32 %118 to i64
  %124 = getelementptr inbounds nuw i64, ptr %9, i64 %123
  %125 = load i64, ptr %124, align 8, !tbaa !18
  %126 = icmp ult i64 %122, %125
  %127 = select i1 %126, i32 %119, i32 %118
  %128 = add nuw nsw i32 %99, 3
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw i64, ptr %9, i64 %129
  %131 = load i64, ptr %130, align 8, !tbaa !18
  %132 = zext nneg i32 %127 to i64
  %133 = getelementptr inbounds nuw i64, ptr %9, i64 %132
  %134 = load i64, ptr %133, align 8, !tbaa !18
  %135 = icmp ult i64 %131, %134
  %136 = select i1 %135, i32 %128, i32 %127
  %137 = add nuw nsw i32 %99, 4
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i64, ptr %9, i64 %138
  %140 = load i64, ptr %139, align 8, !tbaa !18
  %141 = zext nneg i32 %136 to i64
  %142 = getelementptr inbounds nuw i64, ptr %9, i64 %141
  %143 = load i64, ptr %142, align 8, !tbaa !18
  %144 = icmp ult i64 %140, %143
  %145 = select i1 %144, i32 %137, i32 %136
  %146 = add nuw nsw i32 %99, 5
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds nuw i64, ptr %9, i64 %147
  %149 = load i64, ptr %148, align 8, !tbaa !18
  %150 = zext nneg i32 %145 to i64
  %151 = getelementptr inbounds nuw i64, ptr %9, i64 %150
  %152 = load i64, ptr %151, align 8, !tbaa !18
  %153 = icmp ult i64 %149, %152
  %154 = select i1 %153, i32 %146, i32 %145
  %155 = add nuw nsw i32 %99, 6
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw i64, ptr %9, i64 %156
  %158 = load i64, ptr %157, align 8, !tbaa !18
  %159 = zext nneg i32 %154 to i64
  %160 = getelementptr inbounds nuw i64, ptr %9, i64 %159
  %161 = load i64, ptr %160, align 8, !tbaa !18
  %162 = icmp ult i64 %158, %161
  %163 = select i1 %162, i32 %155, i32 %154
  %164 = add nuw nsw i32 %99, 7
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds nuw i64, ptr %9, i64 %165
  %167 = load i64, ptr %166, align 8, !tbaa !18
  %168 = zext nneg i32 %163 to i64
  %169 = getelementptr inbounds nuw i64, ptr %9, i64 %168
  %170 = load i64, ptr %169, align 8, !tbaa !18
  %171 = icmp ult i64 %167, %170
  %172 = select i1 %171, i32 %164, i32 %163
  %173 = add nuw nsw i32 %99, 8
  %174 = add i32 %101, 8
  %175 = icmp eq i32 %174, %97
  br i1 %175, label %184, label %98, !llvm.loop !20

176:                                              ; preds = %73
  %177 = icmp slt i32 %45, 0
  br i1 %177, label %183, label %178

178:                                              ; preds = %176
  %179 = zext nneg i32 %45 to i64
  %180 = getelementptr inbounds nuw i64, ptr %9, i64 %179
  %181 = load i64, ptr %180, align 8, !tbaa !18
  %182 = icmp ugt i64 %82, %181
  br i1 %182, label %205, label %183

183:                                              ; preds = %178, %176
  br label %205

184:                                              ; preds = %98
  %185 = icmp eq i32 %94, 0
  br i1 %185, label %205, label %186

186:                                              ; preds = %184, %91
  %187 = phi i32 [ 1, %91 ], [ %173, %184 ]
  %188 = phi i32 [ 0, %91 ], [ %172, %184 ]
  %189 = icmp ne i32 %94, 0
  tail call void @llvm.assume(i1 %189)
  br label %190

190:                                              ; preds = %190, %186
  %191 = phi i32 [ %202, %190 ], [ %187, %186 ]
  %192 = phi i32 [ %201, %190 ], [ %188, %186 ]
  %193 = phi i32 [ %203, %190 ], [ 0, %186 ]
  %194 = zext nneg i32 %191 to i64
  %195 = getelementptr inbounds nuw i64, ptr %9, i64 %194
  %196 = load i64, ptr %195, align 8, !tbaa !18
  %197 = zext nneg i32 %192 to i64
  %198 = getelementptr inbounds nuw i64, ptr %9, i64 %197
  %199 = load i64, ptr %198, align 8, !tbaa !18
  %200 = icmp ult i64 %196, %199
  %201 = select i1 %200, i32 %191, i32 %192
  %202 = add nuw nsw i32 %191, 1
  %203 = add i32 %193, 1
  %204 = icmp eq i32 %203, %94
  br i1 %204, label %205, label %190, !llvm.loop !21

205:                                              ; preds = %184, %190, %88, %178, %183
  %206 = phi i32 [ %45, %178 ], [ %83, %183 ], [ 0, %88 ], [ %172, %184 ], [ %201, %190 ]
  %207 = icmp slt i32 %87, %13
  br i1 %207, label %219, label %208

208:                                              ; preds = %205
  %209 = add nsw i32 %83, %13
  %210 = sub i32 %209, %206
  %211 = srem i32 %210, %13
  %212 = sext i32 %206 to i64
  %213 = getelementptr inbounds i64, ptr %9, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !18
  %215 = getelementptr inbounds nuw i64, ptr %38, i64 %50
  store i64 %214, ptr %215, align 8, !tbaa !16
  %216 = add nuw nsw i32 %44, 1
  %217 = add nsw i32 %11, %211
  %218 = sub i32 %216, %217
  br label %221

219:                                              ; preds = %205
  %220 = getelementptr inbounds nuw i64, ptr %38, i64 %50
  store i64 -1, ptr %220, align 8, !tbaa !16
  br label %221

221:                                              ; preds = %208, %219, %71, %55
  %222 = phi i32 [ %218, %208 ], [ -1, %219 ], [ -1, %71 ], [ -1, %55 ]
  %223 = phi i64 [ %63, %208 ], [ %63, %219 ], [ %63, %71 ], [ 0, %55 ]
  %224 = phi i64 [ %68, %208 ], [ %68, %219 ], [ %68, %71 ], [ 0, %55 ]
  %225 = phi i32 [ %69, %208 ], [ %69, %219 ], [ %69, %71 ], [ 0, %55 ]
  %226 = phi i32 [ %87, %208 ], [ %87, %219 ], [ %46, %71 ], [ 0, %55 ]
  %227 = phi i32 [ %206, %208 ], [ %206, %219 ], [ %45, %71 ], [ -1, %55 ]
  %228 = getelementptr inbounds nuw i32, ptr %39, i64 %50
  store i32 %222, ptr %228, align 4, !tbaa !6
  %229 = add nuw nsw i32 %44, 1
  %230 = icmp eq i32 %229, %14
  br i1 %230, label %40, label %43, !llvm.loop !23
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @kmer_spectrum(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 256)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp samesign ult i32 %7, %6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %22, label %10

10:                                               ; preds = %22, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = zext nneg i32 %9 to i64
  %14 = mul nuw nsw i64 %12, %13
  %15 = zext nneg i32 %7 to i64
  %16 = add nuw nsw i64 %14, %15
  %17 = icmp ult i64 %16, %1
  br i1 %17, label %18, label %28

18:                                               ; preds = %10
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %20, %13
  br label %29

22:                                               ; preds = %4, %22
  %23 = phi i32 [ %26, %22 ], [ %7, %4 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13kmer_spectrumE6s_hist to ptr), i64 %24
  store i32 0, ptr %25, align 4, !tbaa !6
  %26 = add nuw nsw i32 %23, %9
  %27 = icmp samesign ult i32 %26, %6
  br i1 %27, label %22, label %10, !llvm.loop !24

28:                                               ; preds = %40, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %44, label %43

29:                                               ; preds = %18, %40
  %30 = phi i64 [ %16, %18 ], [ %41, %40 ]
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %40, label %34

34:                                               ; preds = %29
  %35 = tail call noundef i32 @llvm.umin.i32(i32 %32, i32 %6)
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13kmer_spectrumE6s_hist to ptr), i64 %36
  %38 = getelementptr i8, ptr %37, i64 -4
  %39 = atomicrmw add ptr %38, i32 1 seq_cst, align 4
  br label %40

40:                                               ; preds = %29, %34
  %41 = add i64 %30, %21
  %42 = icmp ult i64 %41, %1
  br i1 %42, label %29, label %28, !llvm.loop !25

43:                                               ; preds = %54, %28
  ret void

44:                                               ; preds = %28, %54
  %45 = phi i32 [ %55, %54 ], [ %7, %28 ]
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13kmer_spectrumE6s_hist to ptr), i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %44
  %51 = zext i32 %48 to i64
  %52 = getelementptr inbounds nuw i64, ptr %2, i64 %46
  %53 = atomicrmw add ptr %52, i64 %51 seq_cst, align 8
  br label %54

54:                                               ; preds = %44, %50
  %55 = add nuw nsw i32 %45, %9
  %56 = icmp samesign ult i32 %55, %6
  br i1 %56, label %44, label %43, !llvm.loop !26
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !8, i64 0}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
