; ModuleID = 'src/hist_equalize.cu'
source_filename = "src/hist_equalize.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uchar4 = type { i8, i8, i8, i8 }

@_ZZ13heq_histogramE2sh = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ13heq_build_lutE6totals = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4
@_ZZ13heq_build_lutE3cdf = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ13heq_build_lutE7cdf_min = internal addrspace(3) global i32 undef, align 4
@_ZZ9heq_applyE5s_lut = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @heq_histogram(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp samesign ult i32 %4, 256
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %21

8:                                                ; preds = %21, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = mul nuw nsw i64 %10, %12
  %14 = lshr i64 %1, 2
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %16, %12
  %18 = zext nneg i32 %4 to i64
  %19 = add nuw nsw i64 %17, %18
  %20 = icmp samesign ult i64 %19, %14
  br i1 %20, label %32, label %27

21:                                               ; preds = %6, %21
  %22 = phi i32 [ %4, %6 ], [ %25, %21 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %23
  store i32 0, ptr %24, align 4, !tbaa !6
  %25 = add nuw nsw i32 %22, %7
  %26 = icmp samesign ult i32 %25, 256
  br i1 %26, label %21, label %8, !llvm.loop !11

27:                                               ; preds = %32, %8
  %28 = and i64 %1, -4
  %29 = add nuw nsw i64 %17, %18
  %30 = add i64 %29, %28
  %31 = icmp ult i64 %30, %1
  br i1 %31, label %58, label %56

32:                                               ; preds = %8, %32
  %33 = phi i64 [ %54, %32 ], [ %19, %8 ]
  %34 = getelementptr inbounds nuw %struct.uchar4, ptr %0, i64 %33
  %35 = load i8, ptr %34, align 4, !tbaa !14
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 1
  %37 = load i8, ptr %36, align 1, !tbaa !14
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 2
  %39 = load i8, ptr %38, align 2, !tbaa !14
  %40 = getelementptr inbounds nuw i8, ptr %34, i64 3
  %41 = load i8, ptr %40, align 1, !tbaa !14
  %42 = zext i8 %35 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %42
  %44 = atomicrmw add ptr %43, i32 1 seq_cst, align 4
  %45 = zext i8 %37 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %45
  %47 = atomicrmw add ptr %46, i32 1 seq_cst, align 4
  %48 = zext i8 %39 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %48
  %50 = atomicrmw add ptr %49, i32 1 seq_cst, align 4
  %51 = zext i8 %41 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %51
  %53 = atomicrmw add ptr %52, i32 1 seq_cst, align 4
  %54 = add i64 %33, %13
  %55 = icmp samesign ult i64 %54, %14
  br i1 %55, label %32, label %27, !llvm.loop !15

56:                                               ; preds = %58, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = icmp samesign ult i32 %4, 256
  br i1 %57, label %68, label %67

58:                                               ; preds = %27, %58
  %59 = phi i64 [ %65, %58 ], [ %30, %27 ]
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !14
  %62 = zext i8 %61 to i64
  %63 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %62
  %64 = atomicrmw add ptr %63, i32 1 seq_cst, align 4
  %65 = add i64 %59, %13
  %66 = icmp ult i64 %65, %1
  br i1 %66, label %58, label %56, !llvm.loop !16

67:                                               ; preds = %77, %56
  ret void

68:                                               ; preds = %56, %77
  %69 = phi i32 [ %78, %77 ], [ %4, %56 ]
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %68
  %75 = getelementptr inbounds nuw i32, ptr %2, i64 %70
  %76 = atomicrmw add ptr %75, i32 %72 seq_cst, align 4
  br label %77

77:                                               ; preds = %74, %68
  %78 = add nuw nsw i32 %69, %11
  %79 = icmp samesign ult i32 %78, 256
  br i1 %79, label %68, label %67, !llvm.loop !17
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @heq_build_lut(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %282

5:                                                ; preds = %2
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %6, i32 256)
  %8 = add nuw nsw i32 %7, 255
  %9 = udiv i32 %8, %7
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp samesign ult i32 %10, %7
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %5
  store i32 -1, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), align 4, !tbaa !6
  br label %14

14:                                               ; preds = %13, %5
  %15 = mul nuw nsw i32 %9, %10
  %16 = icmp samesign ult i32 %15, 256
  %17 = select i1 %11, i1 %16, i1 false
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  br label %22

22:                                               ; preds = %14, %18
  %23 = phi i32 [ %21, %18 ], [ 0, %14 ]
  br i1 %11, label %24, label %33

24:                                               ; preds = %22
  %25 = icmp samesign ugt i32 %9, 1
  %26 = icmp samesign ult i32 %15, 255
  %27 = select i1 %25, i1 %26, i1 false
  br i1 %27, label %28, label %33

28:                                               ; preds = %24
  %29 = zext nneg i32 %15 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %28, %24, %22
  %34 = phi i32 [ %32, %28 ], [ 0, %24 ], [ 0, %22 ]
  %35 = add i32 %34, %23
  br i1 %11, label %36, label %45

36:                                               ; preds = %33
  %37 = icmp samesign ugt i32 %9, 2
  %38 = icmp samesign ult i32 %15, 254
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %40, label %45

40:                                               ; preds = %36
  %41 = zext nneg i32 %15 to i64
  %42 = getelementptr inbounds nuw i32, ptr %0, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %40, %36, %33
  %46 = phi i32 [ %44, %40 ], [ 0, %36 ], [ 0, %33 ]
  %47 = add i32 %46, %35
  br i1 %11, label %48, label %57

48:                                               ; preds = %45
  %49 = icmp samesign ugt i32 %9, 3
  %50 = icmp samesign ult i32 %15, 253
  %51 = select i1 %49, i1 %50, i1 false
  br i1 %51, label %52, label %57

52:                                               ; preds = %48
  %53 = zext nneg i32 %15 to i64
  %54 = getelementptr inbounds nuw i32, ptr %0, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 12
  %56 = load i32, ptr %55, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %52, %48, %45
  %58 = phi i32 [ %56, %52 ], [ 0, %48 ], [ 0, %45 ]
  %59 = add i32 %58, %47
  br i1 %11, label %60, label %69

60:                                               ; preds = %57
  %61 = icmp samesign ugt i32 %9, 4
  %62 = icmp samesign ult i32 %15, 252
  %63 = select i1 %61, i1 %62, i1 false
  br i1 %63, label %64, label %69

64:                                               ; preds = %60
  %65 = zext nneg i32 %15 to i64
  %66 = getelementptr inbounds nuw i32, ptr %0, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16
  %68 = load i32, ptr %67, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %64, %60, %57
  %70 = phi i32 [ %68, %64 ], [ 0, %60 ], [ 0, %57 ]
  %71 = add i32 %70, %59
  br i1 %11, label %72, label %81

72:                                               ; preds = %69
  %73 = icmp samesign ugt i32 %9, 5
  %74 = icmp samesign ult i32 %15, 251
  %75 = select i1 %73, i1 %74, i1 false
  br i1 %75, label %76, label %81

76:                                               ; preds = %72
  %77 = zext nneg i32 %15 to i64
  %78 = getelementptr inbounds nuw i32, ptr %0, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 20
  %80 = load i32, ptr %79, align 4, !tbaa !6
  br label %81

81:                                               ; preds = %76, %72, %69
  %82 = phi i32 [ %80, %76 ], [ 0, %72 ], [ 0, %69 ]
  %83 = add i32 %82, %71
  br i1 %11, label %84, label %93

84:                                               ; preds = %81
  %85 = icmp samesign ugt i32 %9, 6
  %86 = icmp samesign ult i32 %15, 250
  %87 = select i1 %85, i1 %86, i1 false
  br i1 %87, label %88, label %93

88:                                               ; preds = %84
  %89 = zext nneg i32 %15 to i64
  %90 = getelementptr inbounds nuw i32, ptr %0, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 24
  %92 = load i32, ptr %91, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %88, %84, %81
  %94 = phi i32 [ %92, %88 ], [ 0, %84 ], [ 0, %81 ]
  %95 = add i32 %94, %83
  br i1 %11, label %96, label %105

96:                                               ; preds = %93
  %97 = icmp samesign ugt i32 %9, 7
  %98 = icmp samesign ult i32 %15, 249
  %99 = select i1 %97, i1 %98, i1 false
  br i1 %99, label %100, label %105

100:                                              ; preds = %96
  %101 = zext nneg i32 %15 to i64
  %102 = getelementptr inbounds nuw i32, ptr %0, i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 28
  %104 = load i32, ptr %103, align 4, !tbaa !6
  br label %105

105:                                              ; preds = %100, %96, %93
  %106 = phi i32 [ %104, %100 ], [ 0, %96 ], [ 0, %93 ]
  %107 = add i32 %106, %95
  %108 = icmp samesign ult i32 %10, 256
  br i1 %108, label %109, label %113

109:                                              ; preds = %105
  %110 = select i1 %11, i32 %107, i32 0
  %111 = zext nneg i32 %10 to i64
  %112 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %111
  store i32 %110, ptr %112, align 4, !tbaa !6
  br label %113

113:                                              ; preds = %109, %105
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %114 = icmp samesign ugt i32 %6, 1
  br i1 %114, label %115, label %120

115:                                              ; preds = %113
  %116 = zext nneg i32 %10 to i64
  %117 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %116
  br label %122

118:                                              ; preds = %142
  %119 = zext nneg i32 %143 to i64
  br label %120

120:                                              ; preds = %118, %113
  %121 = phi i64 [ 0, %113 ], [ %119, %118 ]
  br i1 %11, label %146, label %249

122:                                              ; preds = %115, %142
  %123 = phi i32 [ 0, %115 ], [ %143, %142 ]
  %124 = phi i32 [ 1, %115 ], [ %144, %142 ]
  br i1 %11, label %125, label %142

125:                                              ; preds = %122
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %126
  %128 = getelementptr inbounds nuw i32, ptr %127, i64 %116
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = icmp slt i32 %10, %124
  br i1 %130, label %137, label %131

131:                                              ; preds = %125
  %132 = sub nsw i32 %10, %124
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw i32, ptr %127, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = add i32 %135, %129
  br label %137

137:                                              ; preds = %131, %125
  %138 = phi i32 [ %136, %131 ], [ %129, %125 ]
  %139 = xor i32 %123, 1
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw [256 x i32], ptr %117, i64 %140
  store i32 %138, ptr %141, align 4, !tbaa !6
  br label %142

142:                                              ; preds = %137, %122
  %143 = xor i32 %123, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %144 = shl i32 %124, 1
  %145 = icmp slt i32 %144, %7
  br i1 %145, label %122, label %118, !llvm.loop !18

146:                                              ; preds = %120
  %147 = icmp eq i32 %10, 0
  br i1 %147, label %154, label %148

148:                                              ; preds = %146
  %149 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %121
  %150 = zext nneg i32 %10 to i64
  %151 = getelementptr i32, ptr %149, i64 %150
  %152 = getelementptr i8, ptr %151, i64 -4
  %153 = load i32, ptr %152, align 4, !tbaa !6
  br label %154

154:                                              ; preds = %146, %148
  %155 = phi i32 [ %153, %148 ], [ 0, %146 ]
  %156 = mul nuw nsw i32 %9, %10
  %157 = icmp samesign ult i32 %156, 256
  br i1 %157, label %158, label %165

158:                                              ; preds = %154
  %159 = add i32 %23, %155
  %160 = zext nneg i32 %156 to i64
  %161 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %160
  store i32 %159, ptr %161, align 4, !tbaa !6
  %162 = icmp eq i32 %159, 0
  br i1 %162, label %165, label %163

163:                                              ; preds = %158
  %164 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %159 seq_cst, align 4
  br label %165

165:                                              ; preds = %158, %163, %154
  %166 = icmp samesign ugt i32 %9, 1
  %167 = icmp samesign ult i32 %156, 255
  %168 = select i1 %166, i1 %167, i1 false
  br i1 %168, label %169, label %177

169:                                              ; preds = %165
  %170 = add i32 %35, %155
  %171 = zext nneg i32 %156 to i64
  %172 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %171
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 4
  store i32 %170, ptr %173, align 4, !tbaa !6
  %174 = icmp eq i32 %170, 0
  br i1 %174, label %177, label %175

175:                                              ; preds = %169
  %176 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %170 seq_cst, align 4
  br label %177

177:                                              ; preds = %175, %169, %165
  %178 = icmp samesign ugt i32 %9, 2
  %179 = icmp samesign ult i32 %156, 254
  %180 = select i1 %178, i1 %179, i1 false
  br i1 %180, label %181, label %189

181:                                              ; preds = %177
  %182 = add i32 %47, %155
  %183 = zext nneg i32 %156 to i64
  %184 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %183
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 8
  store i32 %182, ptr %185, align 4, !tbaa !6
  %186 = icmp eq i32 %182, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %181
  %188 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %182 seq_cst, align 4
  br label %189

189:                                              ; preds = %187, %181, %177
  %190 = icmp samesign ugt i32 %9, 3
  %191 = icmp samesign ult i32 %156, 253
  %192 = select i1 %190, i1 %191, i1 false
  br i1 %192, label %193, label %201

193:                                              ; preds = %189
  %194 = add i32 %59, %155
  %195 = zext nneg i32 %156 to i64
  %196 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %195
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 12
  store i32 %194, ptr %197, align 4, !tbaa !6
  %198 = icmp eq i32 %194, 0
  br i1 %198, label %201, label %199

199:                                              ; preds = %193
  %200 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %194 seq_cst, align 4
  br label %201

201:                                              ; preds = %199, %193, %189
  %202 = icmp samesign ugt i32 %9, 4
  %203 = icmp samesign ult i32 %156, 252
  %204 = select i1 %202, i1 %203, i1 false
  br i1 %204, label %205, label %213

205:                                              ; preds = %201
  %206 = add i32 %71, %155
  %207 = zext nneg i32 %156 to i64
  %208 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %207
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 16
  store i32 %206, ptr %209, align 4, !tbaa !6
  %210 = icmp eq i32 %206, 0
  br i1 %210, label %213, label %211

211:                                              ; preds = %205
  %212 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %206 seq_cst, align 4
  br label %213

213:                                              ; preds = %211, %205, %201
  %214 = icmp samesign ugt i32 %9, 5
  %215 = icmp samesign ult i32 %156, 251
  %216 = select i1 %214, i1 %215, i1 false
  br i1 %216, label %217, label %225

217:                                              ; preds = %213
  %218 = add i32 %83, %155
  %219 = zext nneg i32 %156 to i64
  %220 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %219
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 20
  store i32 %218, ptr %221, align 4, !tbaa !6
  %222 = icmp eq i32 %218, 0
  br i1 %222, label %225, label %223

223:                                              ; preds = %217
  %224 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %218 seq_cst, align 4
  br label %225

225:                                              ; preds = %223, %217, %213
  %226 = icmp samesign ugt i32 %9, 6
  %227 = icmp samesign ult i32 %156, 250
  %228 = select i1 %226, i1 %227, i1 false
  br i1 %228, label %229, label %237

229:                                              ; preds = %225
  %230 = add i32 %95, %155
  %231 = zext nneg i32 %156 to i64
  %232 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %231
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 24
  store i32 %230, ptr %233, align 4, !tbaa !6
  %234 = icmp eq i32 %230, 0
  br i1 %234, label %237, label %235

235:                                              ; preds = %229
  %236 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %230 seq_cst, align 4
  br label %237

237:                                              ; preds = %235, %229, %225
  %238 = icmp samesign ugt i32 %9, 7
  %239 = icmp samesign ult i32 %156, 249
  %240 = select i1 %238, i1 %239, i1 false
  br i1 %240, label %241, label %249

241:                                              ; preds = %237
  %242 = add i32 %107, %155
  %243 = zext nneg i32 %156 to i64
  %244 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %243
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 28
  store i32 %242, ptr %245, align 4, !tbaa !6
  %246 = icmp eq i32 %242, 0
  br i1 %246, label %249, label %247

247:                                              ; preds = %241
  %248 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %242 seq_cst, align 4
  br label %249

249:                                              ; preds = %237, %241, %247, %120
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %250 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %121
  %251 = zext nneg i32 %7 to i64
  %252 = getelementptr i32, ptr %250, i64 %251
  %253 = getelementptr i8, ptr %252, i64 -4
  %254 = load i32, ptr %253, align 4, !tbaa !6
  %255 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), align 4, !tbaa !6
  %256 = icmp eq i32 %255, -1
  %257 = select i1 %256, i32 0, i32 %255
  %258 = icmp ugt i32 %254, %257
  %259 = sub i32 %254, %257
  %260 = uitofp i32 %259 to float
  %261 = select contract i1 %258, float %260, float 1.000000e+00
  %262 = icmp samesign ult i32 %10, 256
  br i1 %262, label %263, label %282

263:                                              ; preds = %249, %277
  %264 = phi i32 [ %280, %277 ], [ %10, %249 ]
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %265
  %267 = load i32, ptr %266, align 4, !tbaa !6
  %268 = icmp ugt i32 %267, %257
  br i1 %268, label %269, label %277

269:                                              ; preds = %263
  %270 = sub nuw i32 %267, %257
  %271 = uitofp i32 %270 to float
  %272 = fmul contract float %271, 2.550000e+02
  %273 = fdiv contract float %272, %261
  %274 = tail call contract float @llvm.rint.f32(float %273)
  %275 = tail call float @llvm.minnum.f32(float %274, float 2.550000e+02)
  %276 = fptoui float %275 to i8
  br label %277

277:                                              ; preds = %263, %269
  %278 = phi i8 [ %276, %269 ], [ 0, %263 ]
  %279 = getelementptr inbounds nuw i8, ptr %1, i64 %265
  store i8 %278, ptr %279, align 1, !tbaa !14
  %280 = add nuw nsw i32 %264, %6
  %281 = icmp samesign ult i32 %280, 256
  br i1 %281, label %263, label %282, !llvm.loop !19

282:                                              ; preds = %277, %249, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @heq_apply(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 256
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

9:                                                ; preds = %22, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = lshr i64 %3, 2
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %17, %13
  %19 = zext nneg i32 %5 to i64
  %20 = add nuw nsw i64 %18, %19
  %21 = icmp samesign ult i64 %20, %15
  br i1 %21, label %35, label %30

22:                                               ; preds = %7, %22
  %23 = phi i32 [ %5, %7 ], [ %28, %22 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !14
  %27 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %24
  store i8 %26, ptr %27, align 1, !tbaa !14
  %28 = add nuw nsw i32 %23, %8
  %29 = icmp samesign ult i32 %28, 256
  br i1 %29, label %22, label %9, !llvm.loop !20

30:                                               ; preds = %35, %9
  %31 = and i64 %3, -4
  %32 = add nuw nsw i64 %18, %19
  %33 = add i64 %32, %31
  %34 = icmp ult i64 %33, %3
  br i1 %34, label %64, label %63

35:                                               ; preds = %9, %35
  %36 = phi i64 [ %61, %35 ], [ %20, %9 ]
  %37 = getelementptr inbounds nuw %struct.uchar4, ptr %0, i64 %36
  %38 = load i8, ptr %37, align 4, !tbaa !14
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 1
  %40 = load i8, ptr %39, align 1, !tbaa !14
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 2
  %42 = load i8, ptr %41, align 2, !tbaa !14
  %43 = getelementptr inbounds nuw i8, ptr %37, i64 3
  %44 = load i8, ptr %43, align 1, !tbaa !14
  %45 = zext i8 %38 to i64
  %46 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !14
  %48 = zext i8 %40 to i64
  %49 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !14
  %51 = zext i8 %42 to i64
  %52 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !14
  %54 = zext i8 %44 to i64
  %55 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !14
  %57 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %36
  store i8 %47, ptr %57, align 4, !tbaa !14
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 1
  store i8 %50, ptr %58, align 1, !tbaa !14
  %59 = getelementptr inbounds nuw i8, ptr %57, i64 2
  store i8 %53, ptr %59, align 2, !tbaa !14
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 3
  store i8 %56, ptr %60, align 1, !tbaa !14
  %61 = add i64 %36, %14
  %62 = icmp samesign ult i64 %61, %15
  br i1 %62, label %35, label %30, !llvm.loop !21

63:                                               ; preds = %64, %30
  ret void

64:                                               ; preds = %30, %64
  %65 = phi i64 [ %72, %64 ], [ %33, %30 ]
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !14
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !14
  %71 = getelementptr inbounds nuw i8, ptr %2, i64 %65
  store i8 %70, ptr %71, align 1, !tbaa !14
  %72 = add i64 %65, %14
  %73 = icmp ult i64 %72, %3
  br i1 %73, label %64, label %63, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
