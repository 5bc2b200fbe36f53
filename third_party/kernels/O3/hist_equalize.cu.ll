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
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %19, label %7

7:                                                ; preds = %19, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = zext nneg i32 %6 to i64
  %11 = mul nuw nsw i64 %9, %10
  %12 = lshr i64 %1, 2
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %14, %10
  %16 = zext nneg i32 %4 to i64
  %17 = add nuw nsw i64 %15, %16
  %18 = icmp samesign ult i64 %17, %12
  br i1 %18, label %29, label %25

19:                                               ; preds = %3, %19
  %20 = phi i32 [ %23, %19 ], [ %4, %3 ]
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %21
  store i32 0, ptr %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %20, %6
  %24 = icmp samesign ult i32 %23, 256
  br i1 %24, label %19, label %7, !llvm.loop !11

25:                                               ; preds = %29, %7
  %26 = and i64 %1, -4
  %27 = add i64 %17, %26
  %28 = icmp ult i64 %27, %1
  br i1 %28, label %54, label %53

29:                                               ; preds = %7, %29
  %30 = phi i64 [ %51, %29 ], [ %17, %7 ]
  %31 = getelementptr inbounds nuw %struct.uchar4, ptr %0, i64 %30
  %32 = load i8, ptr %31, align 4, !tbaa !13
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 1
  %34 = load i8, ptr %33, align 1, !tbaa !13
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 2
  %36 = load i8, ptr %35, align 2, !tbaa !13
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 3
  %38 = load i8, ptr %37, align 1, !tbaa !13
  %39 = zext i8 %32 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %39
  %41 = atomicrmw add ptr %40, i32 1 seq_cst, align 4
  %42 = zext i8 %34 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %42
  %44 = atomicrmw add ptr %43, i32 1 seq_cst, align 4
  %45 = zext i8 %36 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %45
  %47 = atomicrmw add ptr %46, i32 1 seq_cst, align 4
  %48 = zext i8 %38 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %48
  %50 = atomicrmw add ptr %49, i32 1 seq_cst, align 4
  %51 = add nuw nsw i64 %30, %11
  %52 = icmp samesign ult i64 %51, %12
  br i1 %52, label %29, label %25, !llvm.loop !14

53:                                               ; preds = %54, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %5, label %64, label %63

54:                                               ; preds = %25, %54
  %55 = phi i64 [ %61, %54 ], [ %27, %25 ]
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !13
  %58 = zext i8 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %58
  %60 = atomicrmw add ptr %59, i32 1 seq_cst, align 4
  %61 = add i64 %55, %11
  %62 = icmp ult i64 %61, %1
  br i1 %62, label %54, label %53, !llvm.loop !15

63:                                               ; preds = %73, %53
  ret void

64:                                               ; preds = %53, %73
  %65 = phi i32 [ %74, %73 ], [ %4, %53 ]
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_histogramE2sh to ptr), i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %73, label %70

70:                                               ; preds = %64
  %71 = getelementptr inbounds nuw i32, ptr %2, i64 %66
  %72 = atomicrmw add ptr %71, i32 %68 seq_cst, align 4
  br label %73

73:                                               ; preds = %70, %64
  %74 = add nuw nsw i32 %65, %6
  %75 = icmp samesign ult i32 %74, 256
  br i1 %75, label %64, label %63, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @heq_build_lut(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %281

5:                                                ; preds = %2
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 256)
  %8 = trunc nuw nsw i32 %7 to i16
  %9 = add nuw nsw i16 %8, 255
  %10 = udiv i16 %9, %8
  %11 = zext nneg i16 %10 to i32
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp samesign ult i32 %12, %7
  %14 = icmp eq i32 %12, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %5
  store i32 -1, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), align 4, !tbaa !6
  br label %16

16:                                               ; preds = %15, %5
  %17 = mul nuw nsw i32 %12, %11
  %18 = icmp samesign ult i32 %17, 256
  %19 = select i1 %13, i1 %18, i1 false
  br i1 %19, label %20, label %24

20:                                               ; preds = %16
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %16, %20
  %25 = phi i32 [ %23, %20 ], [ 0, %16 ]
  br i1 %13, label %26, label %35

26:                                               ; preds = %24
  %27 = icmp samesign ugt i16 %10, 1
  %28 = icmp samesign ult i32 %17, 255
  %29 = select i1 %27, i1 %28, i1 false
  br i1 %29, label %30, label %35

30:                                               ; preds = %26
  %31 = zext nneg i32 %17 to i64
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %30, %26, %24
  %36 = phi i32 [ %34, %30 ], [ 0, %26 ], [ 0, %24 ]
  %37 = add i32 %36, %25
  br i1 %13, label %38, label %47

38:                                               ; preds = %35
  %39 = icmp samesign ugt i16 %10, 2
  %40 = icmp samesign ult i32 %17, 254
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %47

42:                                               ; preds = %38
  %43 = zext nneg i32 %17 to i64
  %44 = getelementptr inbounds nuw i32, ptr %0, i64 %43
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 8
  %46 = load i32, ptr %45, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %42, %38, %35
  %48 = phi i32 [ %46, %42 ], [ 0, %38 ], [ 0, %35 ]
  %49 = add i32 %48, %37
  br i1 %13, label %50, label %59

50:                                               ; preds = %47
  %51 = icmp samesign ugt i16 %10, 3
  %52 = icmp samesign ult i32 %17, 253
  %53 = select i1 %51, i1 %52, i1 false
  br i1 %53, label %54, label %59

54:                                               ; preds = %50
  %55 = zext nneg i32 %17 to i64
  %56 = getelementptr inbounds nuw i32, ptr %0, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 12
  %58 = load i32, ptr %57, align 4, !tbaa !6
  br label %59

59:                                               ; preds = %54, %50, %47
  %60 = phi i32 [ %58, %54 ], [ 0, %50 ], [ 0, %47 ]
  %61 = add i32 %60, %49
  br i1 %13, label %62, label %71

62:                                               ; preds = %59
  %63 = icmp samesign ugt i16 %10, 4
  %64 = icmp samesign ult i32 %17, 252
  %65 = select i1 %63, i1 %64, i1 false
  br i1 %65, label %66, label %71

66:                                               ; preds = %62
  %67 = zext nneg i32 %17 to i64
  %68 = getelementptr inbounds nuw i32, ptr %0, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load i32, ptr %69, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %66, %62, %59
  %72 = phi i32 [ %70, %66 ], [ 0, %62 ], [ 0, %59 ]
  %73 = add i32 %72, %61
  br i1 %13, label %74, label %83

74:                                               ; preds = %71
  %75 = icmp samesign ugt i16 %10, 5
  %76 = icmp samesign ult i32 %17, 251
  %77 = select i1 %75, i1 %76, i1 false
  br i1 %77, label %78, label %83

78:                                               ; preds = %74
  %79 = zext nneg i32 %17 to i64
  %80 = getelementptr inbounds nuw i32, ptr %0, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 20
  %82 = load i32, ptr %81, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %78, %74, %71
  %84 = phi i32 [ %82, %78 ], [ 0, %74 ], [ 0, %71 ]
  %85 = add i32 %84, %73
  br i1 %13, label %86, label %95

86:                                               ; preds = %83
  %87 = icmp samesign ugt i16 %10, 6
  %88 = icmp samesign ult i32 %17, 250
  %89 = select i1 %87, i1 %88, i1 false
  br i1 %89, label %90, label %95

90:                                               ; preds = %86
  %91 = zext nneg i32 %17 to i64
  %92 = getelementptr inbounds nuw i32, ptr %0, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 24
  %94 = load i32, ptr %93, align 4, !tbaa !6
  br label %95

95:                                               ; preds = %90, %86, %83
  %96 = phi i32 [ %94, %90 ], [ 0, %86 ], [ 0, %83 ]
  %97 = add i32 %96, %85
  br i1 %13, label %98, label %107

98:                                               ; preds = %95
  %99 = icmp samesign ugt i16 %10, 7
  %100 = icmp samesign ult i32 %17, 249
  %101 = select i1 %99, i1 %100, i1 false
  br i1 %101, label %102, label %107

102:                                              ; preds = %98
  %103 = zext nneg i32 %17 to i64
  %104 = getelementptr inbounds nuw i32, ptr %0, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 28
  %106 = load i32, ptr %105, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %102, %98, %95
  %108 = phi i32 [ %106, %102 ], [ 0, %98 ], [ 0, %95 ]
  %109 = add i32 %108, %97
  %110 = icmp samesign ult i32 %12, 256
  br i1 %110, label %111, label %115

111:                                              ; preds = %107
  %112 = zext nneg i32 %12 to i64
  %113 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %112
  %114 = select i1 %13, i32 %109, i32 0
  store i32 %114, ptr %113, align 4, !tbaa !6
  br label %115

115:                                              ; preds = %111, %107
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %116 = icmp samesign ugt i32 %6, 1
  br i1 %116, label %117, label %122

117:                                              ; preds = %115
  %118 = zext nneg i32 %12 to i64
  %119 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %118
  br label %124

120:                                              ; preds = %146
  %121 = zext nneg i32 %147 to i64
  br label %122

122:                                              ; preds = %120, %115
  %123 = phi i64 [ 0, %115 ], [ %121, %120 ]
  br i1 %13, label %150, label %251

124:                                              ; preds = %117, %146
  %125 = phi i32 [ 0, %117 ], [ %147, %146 ]
  %126 = phi i32 [ 1, %117 ], [ %148, %146 ]
  br i1 %13, label %129, label %127

127:                                              ; preds = %124
  %128 = xor i32 %125, 1
  br label %146

129:                                              ; preds = %124
  %130 = zext nneg i32 %125 to i64
  %131 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %130
  %132 = getelementptr inbounds nuw i32, ptr %131, i64 %118
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = icmp slt i32 %12, %126
  br i1 %134, label %141, label %135

135:                                              ; preds = %129
  %136 = sub nsw i32 %12, %126
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw i32, ptr %131, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = add i32 %139, %133
  br label %141

141:                                              ; preds = %135, %129
  %142 = phi i32 [ %140, %135 ], [ %133, %129 ]
  %143 = xor i32 %125, 1
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds nuw [256 x i32], ptr %119, i64 %144
  store i32 %142, ptr %145, align 4, !tbaa !6
  br label %146

146:                                              ; preds = %127, %141
  %147 = phi i32 [ %128, %127 ], [ %143, %141 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %148 = shl i32 %126, 1
  %149 = icmp slt i32 %148, %7
  br i1 %149, label %124, label %120, !llvm.loop !17

150:                                              ; preds = %122
  br i1 %14, label %157, label %151

151:                                              ; preds = %150
  %152 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %123
  %153 = zext nneg i32 %12 to i64
  %154 = getelementptr i32, ptr %152, i64 %153
  %155 = getelementptr i8, ptr %154, i64 -4
  %156 = load i32, ptr %155, align 4, !tbaa !6
  br label %157

157:                                              ; preds = %150, %151
  %158 = phi i32 [ %156, %151 ], [ 0, %150 ]
  %159 = icmp samesign ult i32 %17, 256
  br i1 %159, label %160, label %167

160:                                              ; preds = %157
  %161 = add i32 %25, %158
  %162 = zext nneg i32 %17 to i64
  %163 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %162
  store i32 %161, ptr %163, align 4, !tbaa !6
  %164 = icmp eq i32 %161, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %160
  %166 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %161 seq_cst, align 4
  br label %167

167:                                              ; preds = %160, %165, %157
  %168 = icmp samesign ugt i16 %10, 1
  %169 = icmp samesign ult i32 %17, 255
  %170 = select i1 %168, i1 %169, i1 false
  br i1 %170, label %171, label %179

171:                                              ; preds = %167
  %172 = add i32 %37, %158
  %173 = zext nneg i32 %17 to i64
  %174 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %173
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 4
  store i32 %172, ptr %175, align 4, !tbaa !6
  %176 = icmp eq i32 %172, 0
  br i1 %176, label %179, label %177

177:                                              ; preds = %171
  %178 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %172 seq_cst, align 4
  br label %179

179:                                              ; preds = %177, %171, %167
  %180 = icmp samesign ugt i16 %10, 2
  %181 = icmp samesign ult i32 %17, 254
  %182 = select i1 %180, i1 %181, i1 false
  br i1 %182, label %183, label %191

183:                                              ; preds = %179
  %184 = add i32 %49, %158
  %185 = zext nneg i32 %17 to i64
  %186 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %185
  %187 = getelementptr inbounds nuw i8, ptr %186, i64 8
  store i32 %184, ptr %187, align 4, !tbaa !6
  %188 = icmp eq i32 %184, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %183
  %190 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %184 seq_cst, align 4
  br label %191

191:                                              ; preds = %189, %183, %179
  %192 = icmp samesign ugt i16 %10, 3
  %193 = icmp samesign ult i32 %17, 253
  %194 = select i1 %192, i1 %193, i1 false
  br i1 %194, label %195, label %203

195:                                              ; preds = %191
  %196 = add i32 %61, %158
  %197 = zext nneg i32 %17 to i64
  %198 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %197
  %199 = getelementptr inbounds nuw i8, ptr %198, i64 12
  store i32 %196, ptr %199, align 4, !tbaa !6
  %200 = icmp eq i32 %196, 0
  br i1 %200, label %203, label %201

201:                                              ; preds = %195
  %202 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %196 seq_cst, align 4
  br label %203

203:                                              ; preds = %201, %195, %191
  %204 = icmp samesign ugt i16 %10, 4
  %205 = icmp samesign ult i32 %17, 252
  %206 = select i1 %204, i1 %205, i1 false
  br i1 %206, label %207, label %215

207:                                              ; preds = %203
  %208 = add i32 %73, %158
  %209 = zext nneg i32 %17 to i64
  %210 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %209
  %211 = getelementptr inbounds nuw i8, ptr %210, i64 16
  store i32 %208, ptr %211, align 4, !tbaa !6
  %212 = icmp eq i32 %208, 0
  br i1 %212, label %215, label %213

213:                                              ; preds = %207
  %214 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %208 seq_cst, align 4
  br label %215

215:                                              ; preds = %213, %207, %203
  %216 = icmp samesign ugt i16 %10, 5
  %217 = icmp samesign ult i32 %17, 251
  %218 = select i1 %216, i1 %217, i1 false
  br i1 %218, label %219, label %227

219:                                              ; preds = %215
  %220 = add i32 %85, %158
  %221 = zext nneg i32 %17 to i64
  %222 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %221
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 20
  store i32 %220, ptr %223, align 4, !tbaa !6
  %224 = icmp eq i32 %220, 0
  br i1 %224, label %227, label %225

225:                                              ; preds = %219
  %226 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %220 seq_cst, align 4
  br label %227

227:                                              ; preds = %225, %219, %215
  %228 = icmp samesign ugt i16 %10, 6
  %229 = icmp samesign ult i32 %17, 250
  %230 = select i1 %228, i1 %229, i1 false
  br i1 %230, label %231, label %239

231:                                              ; preds = %227
  %232 = add i32 %97, %158
  %233 = zext nneg i32 %17 to i64
  %234 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %233
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 24
  store i32 %232, ptr %235, align 4, !tbaa !6
  %236 = icmp eq i32 %232, 0
  br i1 %236, label %239, label %237

237:                                              ; preds = %231
  %238 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %232 seq_cst, align 4
  br label %239

239:                                              ; preds = %237, %231, %227
  %240 = icmp samesign ugt i16 %10, 7
  %241 = icmp samesign ult i32 %17, 249
  %242 = select i1 %240, i1 %241, i1 false
  br i1 %242, label %243, label %251

243:                                              ; preds = %239
  %244 = add i32 %109, %158
  %245 = zext nneg i32 %17 to i64
  %246 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %245
  %247 = getelementptr inbounds nuw i8, ptr %246, i64 28
  store i32 %244, ptr %247, align 4, !tbaa !6
  %248 = icmp eq i32 %244, 0
  br i1 %248, label %251, label %249

249:                                              ; preds = %243
  %250 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), i32 %244 seq_cst, align 4
  br label %251

251:                                              ; preds = %239, %243, %249, %122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %252 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE6totals to ptr), i64 %123
  %253 = zext nneg i32 %7 to i64
  %254 = getelementptr i32, ptr %252, i64 %253
  %255 = getelementptr i8, ptr %254, i64 -4
  %256 = load i32, ptr %255, align 4, !tbaa !6
  %257 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE7cdf_min to ptr), align 4, !tbaa !6
  %258 = icmp eq i32 %257, -1
  %259 = select i1 %258, i32 0, i32 %257
  %260 = icmp ugt i32 %256, %259
  %261 = sub i32 %256, %259
  %262 = uitofp i32 %261 to float
  %263 = select contract i1 %260, float %262, float 1.000000e+00
  br i1 %110, label %264, label %281

264:                                              ; preds = %251, %264
  %265 = phi i32 [ %279, %264 ], [ %12, %251 ]
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13heq_build_lutE3cdf to ptr), i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !6
  %269 = icmp ugt i32 %268, %259
  %270 = sub nuw i32 %268, %259
  %271 = uitofp i32 %270 to float
  %272 = fmul contract float %271, 2.550000e+02
  %273 = fdiv contract float %272, %263
  %274 = tail call contract float @llvm.rint.f32(float %273)
  %275 = tail call float @llvm.minnum.f32(float %274, float 2.550000e+02)
  %276 = fptoui float %275 to i8
  %277 = select i1 %269, i8 %276, i8 0
  %278 = getelementptr inbounds nuw i8, ptr %1, i64 %266
  store i8 %277, ptr %278, align 1, !tbaa !13
  %279 = add nuw nsw i32 %265, %6
  %280 = icmp samesign ult i32 %279, 256
  br i1 %280, label %264, label %281, !llvm.loop !18

281:                                              ; preds = %264, %251, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @heq_apply(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 256
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %6, label %8, label %29

8:                                                ; preds = %4
  %9 = sub nuw nsw i32 256, %5
  %10 = icmp samesign ult i32 %5, 253
  %11 = icmp eq i32 %7, 1
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %27

13:                                               ; preds = %8
  %14 = and i32 %9, 508
  %15 = add nuw nsw i32 %5, %14
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ 0, %13 ], [ %23, %16 ]
  %18 = add i32 %5, %17
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 %19
  %21 = load <4 x i8>, ptr %20, align 1, !tbaa !13
  %22 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %19
  store <4 x i8> %21, ptr %22, align 1, !tbaa !13
  %23 = add nuw i32 %17, 4
  %24 = icmp eq i32 %23, %14
  br i1 %24, label %25, label %16, !llvm.loop !19

25:                                               ; preds = %16
  %26 = icmp eq i32 %9, %14
  br i1 %26, label %29, label %27

27:                                               ; preds = %8, %25
  %28 = phi i32 [ %5, %8 ], [ %15, %25 ]
  br label %41

29:                                               ; preds = %41, %25, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = zext nneg i32 %30 to i64
  %32 = zext nneg i32 %7 to i64
  %33 = mul nuw nsw i64 %31, %32
  %34 = lshr i64 %3, 2
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = zext nneg i32 %35 to i64
  %37 = mul nuw nsw i64 %36, %32
  %38 = zext nneg i32 %5 to i64
  %39 = add nuw nsw i64 %37, %38
  %40 = icmp samesign ult i64 %39, %34
  br i1 %40, label %53, label %49

41:                                               ; preds = %27, %41
  %42 = phi i32 [ %47, %41 ], [ %28, %27 ]
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !13
  %46 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %43
  store i8 %45, ptr %46, align 1, !tbaa !13
  %47 = add nuw nsw i32 %42, %7
  %48 = icmp samesign ult i32 %47, 256
  br i1 %48, label %41, label %29, !llvm.loop !22

49:                                               ; preds = %53, %29
  %50 = and i64 %3, -4
  %51 = add i64 %39, %50
  %52 = icmp ult i64 %51, %3
  br i1 %52, label %83, label %82

53:                                               ; preds = %29, %53
  %54 = phi i64 [ %80, %53 ], [ %39, %29 ]
  %55 = getelementptr inbounds nuw %struct.uchar4, ptr %0, i64 %54
  %56 = load i8, ptr %55, align 4, !tbaa !13
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 1
  %58 = load i8, ptr %57, align 1, !tbaa !13
  %59 = getelementptr inbounds nuw i8, ptr %55, i64 2
  %60 = load i8, ptr %59, align 2, !tbaa !13
  %61 = getelementptr inbounds nuw i8, ptr %55, i64 3
  %62 = load i8, ptr %61, align 1, !tbaa !13
  %63 = zext i8 %56 to i64
  %64 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !13
  %66 = zext i8 %58 to i64
  %67 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !13
  %69 = zext i8 %60 to i64
  %70 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !13
  %72 = zext i8 %62 to i64
  %73 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !13
  %75 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %54
  %76 = insertelement <4 x i8> poison, i8 %65, i64 0
  %77 = insertelement <4 x i8> %76, i8 %68, i64 1
  %78 = insertelement <4 x i8> %77, i8 %71, i64 2
  %79 = insertelement <4 x i8> %78, i8 %74, i64 3
  store <4 x i8> %79, ptr %75, align 4, !tbaa !13
  %80 = add nuw nsw i64 %54, %33
  %81 = icmp samesign ult i64 %80, %34
  br i1 %81, label %53, label %49, !llvm.loop !23

82:                                               ; preds = %83, %49
  ret void

83:                                               ; preds = %49, %83
  %84 = phi i64 [ %91, %83 ], [ %51, %49 ]
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 %84
  %86 = load i8, ptr %85, align 1, !tbaa !13
  %87 = zext i8 %86 to i64
  %88 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9heq_applyE5s_lut to ptr), i64 %87
  %89 = load i8, ptr %88, align 1, !tbaa !13
  %90 = getelementptr inbounds nuw i8, ptr %2, i64 %84
  store i8 %89, ptr %90, align 1, !tbaa !13
  %91 = add i64 %84, %33
  %92 = icmp ult i64 %91, %3
  br i1 %92, label %83, label %82, !llvm.loop !24
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !12, !20}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
