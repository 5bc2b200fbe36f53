; ModuleID = 'src/im2col_gemm.cu'
source_filename = "src/im2col_gemm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ConvGeom = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }

@_ZZ19gemm_bias_act_32x32E2As = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ19gemm_bias_act_32x32E2Bs = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @im2col_nchw(ptr noalias noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.ConvGeom) align 4 captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = load i32, ptr %1, align 4, !tbaa !11
  %6 = icmp slt i32 %5, 1
  br i1 %6, label %226, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !13
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %226, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %226, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, 1
  br i1 %18, label %226, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp slt i32 %21, 1
  br i1 %22, label %226, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %25 = load i32, ptr %24, align 4, !tbaa !17
  %26 = icmp slt i32 %25, 1
  br i1 %26, label %226, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %29 = load i32, ptr %28, align 4, !tbaa !18
  %30 = icmp slt i32 %29, 1
  br i1 %30, label %226, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %33 = load i32, ptr %32, align 4, !tbaa !19
  %34 = icmp slt i32 %33, 1
  br i1 %34, label %226, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %37 = load i32, ptr %36, align 4, !tbaa !20
  %38 = icmp slt i32 %37, 1
  br i1 %38, label %226, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %41 = load i32, ptr %40, align 4, !tbaa !21
  %42 = icmp slt i32 %41, 0
  br i1 %42, label %226, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %45 = load i32, ptr %44, align 4, !tbaa !22
  %46 = icmp slt i32 %45, 0
  br i1 %46, label %226, label %47

47:                                               ; preds = %43
  %48 = shl nuw nsw i32 %41, 1
  %49 = add nsw i32 %17, -1
  %50 = mul nsw i32 %33, %49
  %51 = xor i32 %50, -1
  %52 = add nsw i32 %9, %51
  %53 = add i32 %52, %48
  %54 = sdiv i32 %53, %25
  %55 = shl nuw nsw i32 %45, 1
  %56 = add nsw i32 %21, -1
  %57 = mul nsw i32 %37, %56
  %58 = xor i32 %57, -1
  %59 = add nsw i32 %13, %58
  %60 = add i32 %59, %55
  %61 = sdiv i32 %60, %29
  %62 = icmp sgt i32 %54, -1
  %63 = icmp sgt i32 %61, -1
  %64 = select i1 %62, i1 %63, i1 false
  br i1 %64, label %65, label %226

65:                                               ; preds = %47
  %66 = add nuw nsw i32 %54, 1
  %67 = add nuw nsw i32 %61, 1
  %68 = zext nneg i32 %5 to i64
  %69 = zext nneg i32 %17 to i64
  %70 = zext nneg i32 %21 to i64
  %71 = zext nneg i32 %66 to i64
  %72 = zext nneg i32 %67 to i64
  %73 = mul nuw nsw i64 %72, %71
  %74 = mul i64 %73, %68
  %75 = mul i64 %74, %69
  %76 = mul i64 %75, %70
  %77 = icmp ugt i64 %76, %3
  br i1 %77, label %226, label %78

78:                                               ; preds = %65
  %79 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %80 = zext nneg i32 %79 to i64
  %81 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %82 = zext nneg i32 %81 to i64
  %83 = mul nuw nsw i64 %80, %82
  %84 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %85 = zext nneg i32 %84 to i64
  %86 = add nuw nsw i64 %83, %85
  %87 = icmp ult i64 %86, %74
  br i1 %87, label %88, label %226

88:                                               ; preds = %78
  %89 = mul i64 %73, %70
  %90 = zext nneg i32 %9 to i64
  %91 = zext nneg i32 %13 to i64
  %92 = mul nuw nsw i64 %90, %91
  %93 = mul i64 %89, %69
  %94 = zext nneg i32 %13 to i64
  %95 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %96 = zext nneg i32 %95 to i64
  %97 = mul nuw nsw i64 %96, %82
  %98 = and i32 %21, 3
  %99 = icmp ult i32 %21, 4
  %100 = and i32 %21, 2147483644
  %101 = icmp eq i32 %98, 0
  %102 = icmp ne i32 %98, 0
  br label %103

103:                                              ; preds = %88, %129
  %104 = phi i64 [ %86, %88 ], [ %130, %129 ]
  %105 = freeze i64 %104
  %106 = freeze i64 %72
  %107 = udiv i64 %105, %106
  %108 = mul i64 %107, %106
  %109 = sub i64 %105, %108
  %110 = trunc nuw nsw i64 %109 to i32
  %111 = urem i64 %107, %71
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = udiv i64 %104, %73
  %114 = mul nuw nsw i32 %25, %112
  %115 = sub nsw i32 %114, %41
  %116 = mul nuw nsw i32 %29, %110
  %117 = sub nsw i32 %116, %45
  %118 = shl i64 %113, 32
  %119 = ashr exact i64 %118, 32
  %120 = mul i64 %92, %119
  %121 = getelementptr inbounds nuw float, ptr %0, i64 %120
  %122 = mul i64 %93, %119
  %123 = getelementptr inbounds nuw float, ptr %2, i64 %122
  %124 = mul nuw nsw i64 %111, %72
  %125 = getelementptr inbounds nuw float, ptr %123, i64 %124
  %126 = shl nuw nsw i64 %109, 2
  %127 = getelementptr inbounds nuw i8, ptr %125, i64 %126
  %128 = load i32, ptr %36, align 4
  br label %132

129:                                              ; preds = %168
  %130 = add i64 %104, %97
  %131 = icmp ult i64 %130, %74
  br i1 %131, label %103, label %226, !llvm.loop !23

132:                                              ; preds = %103, %168
  %133 = phi i32 [ 0, %103 ], [ %170, %168 ]
  %134 = phi ptr [ %127, %103 ], [ %169, %168 ]
  %135 = mul nuw nsw i32 %33, %133
  %136 = add nsw i32 %135, %115
  %137 = zext nneg i32 %136 to i64
  %138 = mul nuw nsw i64 %137, %94
  %139 = getelementptr inbounds nuw float, ptr %121, i64 %138
  br i1 %99, label %146, label %140

140:                                              ; preds = %132
  %141 = icmp ult i32 %136, %9
  %142 = icmp ult i32 %136, %9
  %143 = icmp ult i32 %136, %9
  %144 = icmp ult i32 %136, %9
  br label %172

145:                                              ; preds = %220
  br i1 %101, label %168, label %146

146:                                              ; preds = %145, %132
  %147 = phi i32 [ 0, %132 ], [ %223, %145 ]
  %148 = phi ptr [ %134, %132 ], [ %222, %145 ]
  tail call void @llvm.assume(i1 %102)
  %149 = icmp ult i32 %136, %9
  br label %150

150:                                              ; preds = %162, %146
  %151 = phi i32 [ %147, %146 ], [ %165, %162 ]
  %152 = phi ptr [ %148, %146 ], [ %164, %162 ]
  %153 = phi i32 [ 0, %146 ], [ %166, %162 ]
  %154 = mul nsw i32 %128, %151
  %155 = add nsw i32 %154, %117
  %156 = icmp ult i32 %155, %13
  %157 = select i1 %149, i1 %156, i1 false
  br i1 %157, label %158, label %162

158:                                              ; preds = %150
  %159 = zext nneg i32 %155 to i64
  %160 = getelementptr inbounds nuw float, ptr %139, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !25
  br label %162

162:                                              ; preds = %158, %150
  %163 = phi contract float [ %161, %158 ], [ 0.000000e+00, %150 ]
  store float %163, ptr %152, align 4, !tbaa !25
  %164 = getelementptr inbounds nuw float, ptr %152, i64 %73
  %165 = add nuw nsw i32 %151, 1
  %166 = add i32 %153, 1
  %167 = icmp eq i32 %166, %98
  br i1 %167, label %168, label %150, !llvm.loop !27

168:                                              ; preds = %162, %145
  %169 = phi ptr [ %222, %145 ], [ %164, %162 ]
  %170 = add nuw nsw i32 %133, 1
  %171 = icmp eq i32 %170, %17
  br i1 %171, label %129, label %132, !llvm.loop !29

172:                                              ; preds = %220, %140
  %173 = phi i32 [ 0, %140 ], [ %223, %220 ]
  %174 = phi ptr [ %134, %140 ], [ %222, %220 ]
  %175 = phi i32 [ 0, %140 ], [ %224, %220 ]
  %176 = mul nsw i32 %128, %173
  %177 = add nsw i32 %176, %117
  %178 = icmp ult i32 %177, %13
  %179 = select i1 %141, i1 %178, i1 false
  br i1 %179, label %180, label %184

180:                                              ; preds = %172
  %181 = zext nneg i32 %177 to i64
  %182 = getelementptr inbounds nuw float, ptr %139, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !25
  br label %184

184:                                              ; preds = %172, %180
  %185 = phi contract float [ %183, %180 ], [ 0.000000e+00, %172 ]
  store float %185, ptr %174, align 4, !tbaa !25
  %186 = getelementptr inbounds nuw float, ptr %174, i64 %73
  %187 = or disjoint i32 %173, 1
  %188 = mul nsw i32 %128, %187
  %189 = add nsw i32 %188, %117
  %190 = icmp ult i32 %189, %13
  %191 = select i1 %142, i1 %190, i1 false
  br i1 %191, label %192, label %196

192:                                              ; preds = %184
  %193 = zext nneg i32 %189 to i64
  %194 = getelementptr inbounds nuw float, ptr %139, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !25
  br label %196

196:                                              ; preds = %192, %184
  %197 = phi contract float [ %195, %192 ], [ 0.000000e+00, %184 ]
  store float %197, ptr %186, align 4, !tbaa !25
  %198 = getelementptr inbounds nuw float, ptr %186, i64 %73
  %199 = or disjoint i32 %173, 2
  %200 = mul nsw i32 %128, %199
  %201 = add nsw i32 %200, %117
  %202 = icmp ult i32 %201, %13
  %203 = select i1 %143, i1 %202, i1 false
  br i1 %203, label %204, label %208

204:                                              ; preds = %196
  %205 = zext nneg i32 %201 to i64
  %206 = getelementptr inbounds nuw float, ptr %139, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !25
  br label %208

208:                                              ; preds = %204, %196
  %209 = phi contract float [ %207, %204 ], [ 0.000000e+00, %196 ]
  store float %209, ptr %198, align 4, !tbaa !25
  %210 = getelementptr inbounds nuw float, ptr %198, i64 %73
  %211 = or disjoint i32 %173, 3
  %212 = mul nsw i32 %128, %211
  %213 = add nsw i32 %212, %117
  %214 = icmp ult i32 %213, %13
  %215 = select i1 %144, i1 %214, i1 false
  br i1 %215, label %216, label %220

216:                                              ; preds = %208
  %217 = zext nneg i32 %213 to i64
  %218 = getelementptr inbounds nuw float, ptr %139, i64 %217
  %219 = load float, ptr %218, align 4, !tbaa !25
  br label %220

220:                                              ; preds = %216, %208
  %221 = phi contract float [ %219, %216 ], [ 0.000000e+00, %208 ]
  store float %221, ptr %210, align 4, !tbaa !25
  %222 = getelementptr inbounds nuw float, ptr %210, i64 %73
  %223 = add nuw nsw i32 %173, 4
  %224 = add i32 %175, 4
  %225 = icmp eq i32 %224, %100
  br i1 %225, label %145, label %172, !llvm.loop !30

226:                                              ; preds = %129, %78, %43, %39, %35, %31, %27, %23, %19, %15, %11, %7, %4, %47, %65
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gemm_bias_act_32x32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(address_is_null) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, float noundef %10, i32 noundef %11, float noundef %12) local_unnamed_addr #1 {
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp eq i32 %14, 32
  br i1 %15, label %16, label %493

16:                                               ; preds = %13
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = icmp ne i32 %17, 8
  %19 = icmp slt i32 %7, %6
  %20 = or i1 %18, %19
  %21 = icmp slt i32 %8, %5
  %22 = or i1 %20, %21
  %23 = icmp slt i32 %9, %5
  %24 = or i1 %22, %23
  br i1 %24, label %493, label %25

25:                                               ; preds = %16
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %29 = shl nuw nsw i32 %28, 5
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = shl i32 %30, 5
  %32 = add i32 %31, %26
  %33 = icmp sgt i32 %6, 0
  br i1 %33, label %34, label %85

34:                                               ; preds = %25
  %35 = zext nneg i32 %26 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %35
  %37 = icmp slt i32 %32, %5
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2Bs to ptr), i64 %35
  %39 = sext i32 %7 to i64
  %40 = sext i32 %8 to i64
  %41 = sext i32 %32 to i64
  %42 = getelementptr float, ptr %1, i64 %41
  %43 = add nuw nsw i32 %27, %29
  %44 = icmp slt i32 %43, %4
  %45 = zext nneg i32 %43 to i64
  %46 = mul nsw i64 %45, %39
  %47 = zext nneg i32 %27 to i64
  %48 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %47
  %49 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %47
  %50 = add nuw nsw i32 %27, 8
  %51 = add nuw nsw i32 %50, %29
  %52 = icmp slt i32 %51, %4
  %53 = zext nneg i32 %51 to i64
  %54 = mul nsw i64 %53, %39
  %55 = zext nneg i32 %50 to i64
  %56 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %55
  %57 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %55
  %58 = add nuw nsw i32 %27, 16
  %59 = add nuw nsw i32 %58, %29
  %60 = icmp slt i32 %59, %4
  %61 = zext nneg i32 %59 to i64
  %62 = mul nsw i64 %61, %39
  %63 = zext nneg i32 %58 to i64
  %64 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %63
  %65 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %63
  %66 = add nuw nsw i32 %27, 24
  %67 = add nuw nsw i32 %66, %29
  %68 = icmp slt i32 %67, %4
  %69 = zext nneg i32 %67 to i64
  %70 = mul nsw i64 %69, %39
  %71 = zext nneg i32 %66 to i64
  %72 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %71
  %73 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %71
  br label %74

74:                                               ; preds = %34, %161
  %75 = phi float [ 0.000000e+00, %34 ], [ %295, %161 ]
  %76 = phi float [ 0.000000e+00, %34 ], [ %298, %161 ]
  %77 = phi float [ 0.000000e+00, %34 ], [ %301, %161 ]
  %78 = phi float [ 0.000000e+00, %34 ], [ %304, %161 ]
  %79 = phi i32 [ 0, %34 ], [ %162, %161 ]
  %80 = add nuw nsw i32 %79, %26
  %81 = icmp slt i32 %80, %6
  %82 = zext nneg i32 %80 to i64
  %83 = getelementptr float, ptr %0, i64 %82
  %84 = select i1 %44, i1 %81, i1 false
  br i1 %84, label %98, label %101

85:                                               ; preds = %161, %25
  %86 = phi float [ 0.000000e+00, %25 ], [ %295, %161 ]
  %87 = phi float [ 0.000000e+00, %25 ], [ %298, %161 ]
  %88 = phi float [ 0.000000e+00, %25 ], [ %301, %161 ]
  %89 = phi float [ 0.000000e+00, %25 ], [ %304, %161 ]
  %90 = icmp slt i32 %32, %5
  br i1 %90, label %91, label %493

91:                                               ; preds = %85
  %92 = add nuw nsw i32 %29, %27
  %93 = icmp eq ptr %2, null
  %94 = sext i32 %9 to i64
  %95 = sext i32 %32 to i64
  %96 = getelementptr float, ptr %3, i64 %95
  %97 = icmp slt i32 %92, %4
  br i1 %97, label %307, label %493

98:                                               ; preds = %74
  %99 = getelementptr float, ptr %83, i64 %46
  %100 = load float, ptr %99, align 4, !tbaa !25
  br label %101

101:                                              ; preds = %74, %98
  %102 = phi contract float [ %100, %98 ], [ 0.000000e+00, %74 ]
  store float %102, ptr %48, align 4, !tbaa !25
  %103 = add nuw nsw i32 %27, %79
  %104 = icmp slt i32 %103, %6
  %105 = and i1 %37, %104
  br i1 %105, label %106, label %111

106:                                              ; preds = %101
  %107 = zext nneg i32 %103 to i64
  %108 = mul nsw i64 %107, %40
  %109 = getelementptr float, ptr %42, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !25
  br label %111

111:                                              ; preds = %101, %106
  %112 = phi contract float [ %110, %106 ], [ 0.000000e+00, %101 ]
  store float %112, ptr %49, align 4, !tbaa !25
  %113 = select i1 %52, i1 %81, i1 false
  br i1 %113, label %114, label %117

114:                                              ; preds = %111
  %115 = getelementptr float, ptr %83, i64 %54
  %116 = load float, ptr %115, align 4, !tbaa !25
  br label %117

117:                                              ; preds = %114, %111
  %118 = phi contract float [ %116, %114 ], [ 0.000000e+00, %111 ]
  store float %118, ptr %56, align 4, !tbaa !25
  %119 = add nuw nsw i32 %50, %79
  %120 = icmp slt i32 %119, %6
  %121 = and i1 %37, %120
  br i1 %121, label %122, label %127

122:                                              ; preds = %117
  %123 = zext nneg i32 %119 to i64
  %124 = mul nsw i64 %123, %40
  %125 = getelementptr float, ptr %42, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !25
  br label %127

127:                                              ; preds = %122, %117
  %128 = phi contract float [ %126, %122 ], [ 0.000000e+00, %117 ]
  store float %128, ptr %57, align 4, !tbaa !25
  %129 = select i1 %60, i1 %81, i1 false
  br i1 %129, label %130, label %133

130:                                              ; preds = %127
  %131 = getelementptr float, ptr %83, i64 %62
  %132 = load float, ptr %131, align 4, !tbaa !25
  br label %133

133:                                              ; preds = %130, %127
  %134 = phi contract float [ %132, %130 ], [ 0.000000e+00, %127 ]
  store float %134, ptr %64, align 4, !tbaa !25
  %135 = add nuw nsw i32 %58, %79
  %136 = icmp slt i32 %135, %6
  %137 = and i1 %37, %136
  br i1 %137, label %138, label %143

138:                                              ; preds = %133
  %139 = zext nneg i32 %135 to i64
  %140 = mul nsw i64 %139, %40
  %141 = getelementptr float, ptr %42, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !25
  br label %143

143:                                              ; preds = %138, %133
  %144 = phi contract float [ %142, %138 ], [ 0.000000e+00, %133 ]
  store float %144, ptr %65, align 4, !tbaa !25
  %145 = select i1 %68, i1 %81, i1 false
  br i1 %145, label %146, label %149

146:                                              ; preds = %143
  %147 = getelementptr float, ptr %83, i64 %70
  %148 = load float, ptr %147, align 4, !tbaa !25
  br label %149

149:                                              ; preds = %146, %143
  %150 = phi contract float [ %148, %146 ], [ 0.000000e+00, %143 ]
  store float %150, ptr %72, align 4, !tbaa !25
  %151 = add nuw nsw i32 %66, %79
  %152 = icmp slt i32 %151, %6
  %153 = and i1 %37, %152
  br i1 %153, label %154, label %159

154:                                              ; preds = %149
  %155 = zext nneg i32 %151 to i64
  %156 = mul nsw i64 %155, %40
  %157 = getelementptr float, ptr %42, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !25
  br label %159

159:                                              ; preds = %154, %149
  %160 = phi contract float [ %158, %154 ], [ 0.000000e+00, %149 ]
  store float %160, ptr %73, align 4, !tbaa !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %164

161:                                              ; preds = %164
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %162 = add nuw nsw i32 %79, 32
  %163 = icmp slt i32 %162, %6
  br i1 %163, label %74, label %85, !llvm.loop !31

164:                                              ; preds = %164, %159
  %165 = phi float [ %75, %159 ], [ %295, %164 ]
  %166 = phi float [ %76, %159 ], [ %298, %164 ]
  %167 = phi float [ %77, %159 ], [ %301, %164 ]
  %168 = phi float [ %78, %159 ], [ %304, %164 ]
  %169 = phi i32 [ 0, %159 ], [ %305, %164 ]
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %170
  %172 = load float, ptr %171, align 4, !tbaa !25
  %173 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %170
  %174 = getelementptr inbounds nuw [33 x float], ptr %173, i64 %47
  %175 = load float, ptr %174, align 4, !tbaa !25
  %176 = tail call noundef float @llvm.fma.f32(float %175, float %172, float %165)
  %177 = getelementptr inbounds nuw [33 x float], ptr %173, i64 %55
  %178 = load float, ptr %177, align 4, !tbaa !25
  %179 = tail call noundef float @llvm.fma.f32(float %178, float %172, float %166)
  %180 = getelementptr inbounds nuw [33 x float], ptr %173, i64 %63
  %181 = load float, ptr %180, align 4, !tbaa !25
  %182 = tail call noundef float @llvm.fma.f32(float %181, float %172, float %167)
  %183 = getelementptr inbounds nuw [33 x float], ptr %173, i64 %71
  %184 = load float, ptr %183, align 4, !tbaa !25
  %185 = tail call noundef float @llvm.fma.f32(float %184, float %172, float %168)
  %186 = or disjoint i32 %169, 1
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !25
  %190 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %187
  %191 = getelementptr inbounds nuw [33 x float], ptr %190, i64 %47
  %192 = load float, ptr %191, align 4, !tbaa !25
  %193 = tail call noundef float @llvm.fma.f32(float %192, float %189, float %176)
  %194 = getelementptr inbounds nuw [33 x float], ptr %190, i64 %55
  %195 = load float, ptr %194, align 4, !tbaa !25
  %196 = tail call noundef float @llvm.fma.f32(float %195, float %189, float %179)
  %197 = getelementptr inbounds nuw [33 x float], ptr %190, i64 %63
  %198 = load float, ptr %197, align 4, !tbaa !25
  %199 = tail call noundef float @llvm.fma.f32(float %198, float %189, float %182)
  %200 = getelementptr inbounds nuw [33 x float], ptr %190, i64 %71
  %201 = load float, ptr %200, align 4, !tbaa !25
  %202 = tail call noundef float @llvm.fma.f32(float %201, float %189, float %185)
  %203 = or disjoint i32 %169, 2
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %204
  %206 = load float, ptr %205, align 4, !tbaa !25
  %207 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %204
  %208 = getelementptr inbounds nuw [33 x float], ptr %207, i64 %47
  %209 = load float, ptr %208, align 4, !tbaa !25
  %210 = tail call noundef float @llvm.fma.f32(float %209, float %206, float %193)
  %211 = getelementptr inbounds nuw [33 x float], ptr %207, i64 %55
  %212 = load float, ptr %211, align 4, !tbaa !25
  %213 = tail call noundef float @llvm.fma.f32(float %212, float %206, float %196)
  %214 = getelementptr inbounds nuw [33 x float], ptr %207, i64 %63
  %215 = load float, ptr %214, align 4, !tbaa !25
  %216 = tail call noundef float @llvm.fma.f32(float %215, float %206, float %199)
  %217 = getelementptr inbounds nuw [33 x float], ptr %207, i64 %71
  %218 = load float, ptr %217, align 4, !tbaa !25
  %219 = tail call noundef float @llvm.fma.f32(float %218, float %206, float %202)
  %220 = or disjoint i32 %169, 3
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !25
  %224 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %221
  %225 = getelementptr inbounds nuw [33 x float], ptr %224, i64 %47
  %226 = load float, ptr %225, align 4, !tbaa !25
  %227 = tail call noundef float @llvm.fma.f32(float %226, float %223, float %210)
  %228 = getelementptr inbounds nuw [33 x float], ptr %224, i64 %55
  %229 = load float, ptr %228, align 4, !tbaa !25
  %230 = tail call noundef float @llvm.fma.f32(float %229, float %223, float %213)
  %231 = getelementptr inbounds nuw [33 x float], ptr %224, i64 %63
  %232 = load float, ptr %231, align 4, !tbaa !25
  %233 = tail call noundef float @llvm.fma.f32(float %232, float %223, float %216)
  %234 = getelementptr inbounds nuw [33 x float], ptr %224, i64 %71
  %235 = load float, ptr %234, align 4, !tbaa !25
  %236 = tail call noundef float @llvm.fma.f32(float %235, float %223, float %219)
  %237 = or disjoint i32 %169, 4
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !25
  %241 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %238
  %242 = getelementptr inbounds nuw [33 x float], ptr %241, i64 %47
  %243 = load float, ptr %242, align 4, !tbaa !25
  %244 = tail call noundef float @llvm.fma.f32(float %243, float %240, float %227)
  %245 = getelementptr inbounds nuw [33 x float], ptr %241, i64 %55
  %246 = load float, ptr %245, align 4, !tbaa !25
  %247 = tail call noundef float @llvm.fma.f32(float %246, float %240, float %230)
  %248 = getelementptr inbounds nuw [33 x float], ptr %241, i64 %63
  %249 = load float, ptr %248, align 4, !tbaa !25
  %250 = tail call noundef float @llvm.fma.f32(float %249, float %240, float %233)
  %251 = getelementptr inbounds nuw [33 x float], ptr %241, i64 %71
  %252 = load float, ptr %251, align 4, !tbaa !25
  %253 = tail call noundef float @llvm.fma.f32(float %252, float %240, float %236)
  %254 = or disjoint i32 %169, 5
  %255 = zext nneg i32 %254 to i64
  %256 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !25
  %258 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %255
  %259 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %47
  %260 = load float, ptr %259, align 4, !tbaa !25
  %261 = tail call noundef float @llvm.fma.f32(float %260, float %257, float %244)
  %262 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %55
  %263 = load float, ptr %262, align 4, !tbaa !25
  %264 = tail call noundef float @llvm.fma.f32(float %263, float %257, float %247)
  %265 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %63
  %266 = load float, ptr %265, align 4, !tbaa !25
  %267 = tail call noundef float @llvm.fma.f32(float %266, float %257, float %250)
  %268 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %71
  %269 = load float, ptr %268, align 4, !tbaa !25
  %270 = tail call noundef float @llvm.fma.f32(float %269, float %257, float %253)
  %271 = or disjoint i32 %169, 6
  %272 = zext nneg i32 %271 to i64
  %273 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %272
  %274 = load float, ptr %273, align 4, !tbaa !25
  %275 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %272
  %276 = getelementptr inbounds nuw [33 x float], ptr %275, i64 %47
  %277 = load float, ptr %276, align 4, !tbaa !25
  %278 = tail call noundef float @llvm.fma.f32(float %277, float %274, float %261)
  %279 = getelementptr inbounds nuw [33 x float], ptr %275, i64 %55
  %280 = load float, ptr %279, align 4, !tbaa !25
  %281 = tail call noundef float @llvm.fma.f32(float %280, float %274, float %264)
  %282 = getelementptr inbounds nuw [33 x float], ptr %275, i64 %63
  %283 = load float, ptr %282, align 4, !tbaa !25
  %284 = tail call noundef float @llvm.fma.f32(float %283, float %274, float %267)
  %285 = getelementptr inbounds nuw [33 x float], ptr %275, i64 %71
  %286 = load float, ptr %285, align 4, !tbaa !25
  %287 = tail call noundef float @llvm.fma.f32(float %286, float %274, float %270)
  %288 = or disjoint i32 %169, 7
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %289
  %291 = load float, ptr %290, align 4, !tbaa !25
  %292 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %289
  %293 = getelementptr inbounds nuw [33 x float], ptr %292, i64 %47
  %294 = load float, ptr %293, align 4, !tbaa !25
  %295 = tail call noundef float @llvm.fma.f32(float %294, float %291, float %278)
  %296 = getelementptr inbounds nuw [33 x float], ptr %292, i64 %55
  %297 = load float, ptr %296, align 4, !tbaa !25
  %298 = tail call noundef float @llvm.fma.f32(float %297, float %291, float %281)
  %299 = getelementptr inbounds nuw [33 x float], ptr %292, i64 %63
  %300 = load float, ptr %299, align 4, !tbaa !25
  %301 = tail call noundef float @llvm.fma.f32(float %300, float %291, float %284)
  %302 = getelementptr inbounds nuw [33 x float], ptr %292, i64 %71
  %303 = load float, ptr %302, align 4, !tbaa !25
  %304 = tail call noundef float @llvm.fma.f32(float %303, float %291, float %287)
  %305 = add nuw nsw i32 %169, 8
  %306 = icmp eq i32 %305, 32
  br i1 %306, label %161, label %164, !llvm.loop !32

307:                                              ; preds = %91
  br i1 %93, label %312, label %308

308:                                              ; preds = %307
  %309 = zext nneg i32 %92 to i64
  %310 = getelementptr inbounds nuw float, ptr %2, i64 %309
  %311 = load float, ptr %310, align 4, !tbaa !25
  br label %312

312:                                              ; preds = %307, %308
  %313 = phi contract float [ %311, %308 ], [ 0.000000e+00, %307 ]
  %314 = tail call noundef float @llvm.fma.f32(float %10, float %86, float %313)
  switch i32 %11, label %347 [
    i32 1, label %315
    i32 2, label %317
    i32 3, label %321
  ]

315:                                              ; preds = %312
  %316 = tail call noundef float @llvm.maxnum.f32(float %314, float 0.000000e+00)
  br label %347

317:                                              ; preds = %312
  %318 = fcmp contract ogt float %314, 0.000000e+00
  %319 = fmul contract float %12, %314
  %320 = select contract i1 %318, float %314, float %319
  br label %347

321:                                              ; preds = %312
  %322 = fmul contract float %314, 5.000000e-01
  %323 = fmul contract float %314, 0x3FA6E4E260000000
  %324 = fmul contract float %314, %323
  %325 = fmul contract float %314, %324
  %326 = fadd contract float %314, %325
  %327 = fmul contract float %326, 0x3FE9884540000000
  %328 = tail call float @llvm.nvvm.fabs.f32(float %327)
  %329 = fmul float %328, 0x4007154760000000
  %330 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %329)
  %331 = fadd float %330, 1.000000e+00
  %332 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %331) #8, !srcloc !33
  %333 = tail call float @llvm.fma.f32(float %332, float -2.000000e+00, float 1.000000e+00)
  %334 = fcmp oge float %328, 0x4022059680000000
  %335 = select i1 %334, float 1.000000e+00, float %333
  %336 = tail call float @llvm.copysign.f32(float %335, float %327) #9
  %337 = fmul float %327, %327
  %338 = tail call float @llvm.fma.f32(float %337, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %339 = tail call float @llvm.fma.f32(float %338, float %337, float 0x3FC10B2820000000)
  %340 = tail call float @llvm.fma.f32(float %339, float %337, float 0xBFD5553DA0000000)
  %341 = tail call float @llvm.fma.f32(float %340, float %337, float 0.000000e+00)
  %342 = tail call float @llvm.fma.f32(float %341, float %327, float %327)
  %343 = fcmp oge float %328, 0x3FE3333340000000
  %344 = select i1 %343, float %336, float %342
  %345 = fadd contract float %344, 1.000000e+00
  %346 = fmul contract float %322, %345
  br label %347

347:                                              ; preds = %312, %321, %317, %315
  %348 = phi float [ %314, %312 ], [ %316, %315 ], [ %320, %317 ], [ %346, %321 ]
  %349 = zext nneg i32 %92 to i64
  %350 = mul nsw i64 %349, %94
  %351 = getelementptr float, ptr %96, i64 %350
  store float %348, ptr %351, align 4, !tbaa !25
  %352 = add nuw nsw i32 %92, 8
  %353 = icmp slt i32 %352, %4
  br i1 %353, label %354, label %493

354:                                              ; preds = %347
  br i1 %93, label %359, label %355

355:                                              ; preds = %354
  %356 = zext nneg i32 %352 to i64
  %357 = getelementptr inbounds nuw float, ptr %2, i64 %356
  %358 = load float, ptr %357, align 4, !tbaa !25
  br label %359

359:                                              ; preds = %355, %354
  %360 = phi contract float [ %358, %355 ], [ 0.000000e+00, %354 ]
  %361 = tail call noundef float @llvm.fma.f32(float %10, float %87, float %360)
  switch i32 %11, label %394 [
    i32 1, label %392
    i32 2, label %388
    i32 3, label %362
  ]

362:                                              ; preds = %359
  %363 = fmul contract float %361, 5.000000e-01
  %364 = fmul contract float %361, 0x3FA6E4E260000000
  %365 = fmul contract float %361, %364
  %366 = fmul contract float %361, %365
  %367 = fadd contract float %361, %366
  %368 = fmul contract float %367, 0x3FE9884540000000
  %369 = tail call float @llvm.nvvm.fabs.f32(float %368)
  %370 = fmul float %369, 0x4007154760000000
  %371 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %370)
  %372 = fadd float %371, 1.000000e+00
  %373 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %372) #8, !srcloc !33
  %374 = tail call float @llvm.fma.f32(float %373, float -2.000000e+00, float 1.000000e+00)
  %375 = fcmp oge float %369, 0x4022059680000000
  %376 = select i1 %375, float 1.000000e+00, float %374
  %377 = tail call float @llvm.copysign.f32(float %376, float %368) #9
  %378 = fmul float %368, %368
  %379 = tail call float @llvm.fma.f32(float %378, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %380 = tail call float @llvm.fma.f32(float %379, float %378, float 0x3FC10B2820000000)
  %381 = tail call float @llvm.fma.f32(float %380, float %378, float 0xBFD5553DA0000000)
  %382 = tail call float @llvm.fma.f32(float %381, float %378, float 0.000000e+00)
  %383 = tail call float @llvm.fma.f32(float %382, float %368, float %368)
  %384 = fcmp oge float %369, 0x3FE3333340000000
  %385 = select i1 %384, float %377, float %383
  %386 = fadd contract float %385, 1.000000e+00
  %387 = fmul contract float %363, %386
  br label %394

388:                                              ; preds = %359
  %389 = fcmp contract ogt float %361, 0.000000e+00
  %390 = fmul contract float %12, %361
  %391 = select contract i1 %389, float %361, float %390
  br label %394

392:                                              ; preds = %359
  %393 = tail call noundef float @llvm.maxnum.f32(float %361, float 0.000000e+00)
  br label %394

394:                                              ; preds = %392, %388, %362, %359
  %395 = phi float [ %361, %359 ], [ %393, %392 ], [ %391, %388 ], [ %387, %362 ]
  %396 = zext nneg i32 %352 to i64
  %397 = mul nsw i64 %396, %94
  %398 = getelementptr float, ptr %96, i64 %397
  store float %395, ptr %398, align 4, !tbaa !25
  %399 = add nuw nsw i32 %92, 16
  %400 = icmp slt i32 %399, %4
  br i1 %400, label %401, label %493

401:                                              ; preds = %394
  br i1 %93, label %406, label %402

402:                                              ; preds = %401
  %403 = zext nneg i32 %399 to i64
  %404 = getelementptr inbounds nuw float, ptr %2, i64 %403
  %405 = load float, ptr %404, align 4, !tbaa !25
  br label %406

406:                                              ; preds = %402, %401
  %407 = phi contract float [ %405, %402 ], [ 0.000000e+00, %401 ]
  %408 = tail call noundef float @llvm.fma.f32(float %10, float %88, float %407)
  switch i32 %11, label %441 [
    i32 1, label %439
    i32 2, label %435
    i32 3, label %409
  ]

409:                                              ; preds = %406
  %410 = fmul contract float %408, 5.000000e-01
  %411 = fmul contract float %408, 0x3FA6E4E260000000
  %412 = fmul contract float %408, %411
  %413 = fmul contract float %408, %412
  %414 = fadd contract float %408, %413
  %415 = fmul contract float %414, 0x3FE9884540000000
  %416 = tail call float @llvm.nvvm.fabs.f32(float %415)
  %417 = fmul float %416, 0x4007154760000000
  %418 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %417)
  %419 = fadd float %418, 1.000000e+00
  %420 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %419) #8, !srcloc !33
  %421 = tail call float @llvm.fma.f32(float %420, float -2.000000e+00, float 1.000000e+00)
  %422 = fcmp oge float %416, 0x4022059680000000
  %423 = select i1 %422, float 1.000000e+00, float %421
  %424 = tail call float @llvm.copysign.f32(float %423, float %415) #9
  %425 = fmul float %415, %415
  %426 = tail call float @llvm.fma.f32(float %425, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %427 = tail call float @llvm.fma.f32(float %426, float %425, float 0x3FC10B2820000000)
  %428 = tail call float @llvm.fma.f32(float %427, float %425, float 0xBFD5553DA0000000)
  %429 = tail call float @llvm.fma.f32(float %428, float %425, float 0.000000e+00)
  %430 = tail call float @llvm.fma.f32(float %429, float %415, float %415)
  %431 = fcmp oge float %416, 0x3FE3333340000000
  %432 = select i1 %431, float %424, float %430
  %433 = fadd contract float %432, 1.000000e+00
  %434 = fmul contract float %410, %433
  br label %441

435:                                              ; preds = %406
  %436 = fcmp contract ogt float %408, 0.000000e+00
  %437 = fmul contract float %12, %408
  %438 = select contract i1 %436, float %408, float %437
  br label %441

439:                                              ; preds = %406
  %440 = tail call noundef float @llvm.maxnum.f32(float %408, float 0.000000e+00)
  br label %441

441:                                              ; preds = %439, %435, %409, %406
  %442 = phi float [ %408, %406 ], [ %440, %439 ], [ %438, %435 ], [ %434, %409 ]
  %443 = zext nneg i32 %399 to i64
  %444 = mul nsw i64 %443, %94
  %445 = getelementptr float, ptr %96, i64 %444
  store float %442, ptr %445, align 4, !tbaa !25
  %446 = add nuw nsw i32 %92, 24
  %447 = icmp slt i32 %446, %4
  br i1 %447, label %448, label %493

448:                                              ; preds = %441
  br i1 %93, label %453, label %449

449:                                              ; preds = %448
  %450 = zext nneg i32 %446 to i64
  %451 = getelementptr inbounds nuw float, ptr %2, i64 %450
  %452 = load float, ptr %451, align 4, !tbaa !25
  br label %453

453:                                              ; preds = %449, %448
  %454 = phi contract float [ %452, %449 ], [ 0.000000e+00, %448 ]
  %455 = tail call noundef float @llvm.fma.f32(float %10, float %89, float %454)
  switch i32 %11, label %488 [
    i32 1, label %486
    i32 2, label %482
    i32 3, label %456
  ]

456:                                              ; preds = %453
  %457 = fmul contract float %455, 5.000000e-01
  %458 = fmul contract float %455, 0x3FA6E4E260000000
  %459 = fmul contract float %455, %458
  %460 = fmul contract float %455, %459
  %461 = fadd contract float %455, %460
  %462 = fmul contract float %461, 0x3FE9884540000000
  %463 = tail call float @llvm.nvvm.fabs.f32(float %462)
  %464 = fmul float %463, 0x4007154760000000
  %465 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %464)
  %466 = fadd float %465, 1.000000e+00
  %467 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %466) #8, !srcloc !33
  %468 = tail call float @llvm.fma.f32(float %467, float -2.000000e+00, float 1.000000e+00)
  %469 = fcmp oge float %463, 0x4022059680000000
  %470 = select i1 %469, float 1.000000e+00, float %468
  %471 = tail call float @llvm.copysign.f32(float %470, float %462) #9
  %472 = fmul float %462, %462
  %473 = tail call float @llvm.fma.f32(float %472, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %474 = tail call float @llvm.fma.f32(float %473, float %472, float 0x3FC10B2820000000)
  %475 = tail call float @llvm.fma.f32(float %474, float %472, float 0xBFD5553DA0000000)
  %476 = tail call float @llvm.fma.f32(float %475, float %472, float 0.000000e+00)
  %477 = tail call float @llvm.fma.f32(float %476, float %462, float %462)
  %478 = fcmp oge float %463, 0x3FE3333340000000
  %479 = select i1 %478, float %471, float %477
  %480 = fadd contract float %479, 1.000000e+00
  %481 = fmul contract float %457, %480
  br label %488

482:                                              ; preds = %453
  %483 = fcmp contract ogt float %455, 0.000000e+00
  %484 = fmul contract float %12, %455
  %485 = select contract i1 %483, float %455, float %484
  br label %488

486:                                              ; preds = %453
  %487 = tail call noundef float @llvm.maxnum.f32(float %455, float 0.000000e+00)
  br label %488

488:                                              ; preds = %486, %482, %456, %453
  %489 = phi float [ %455, %453 ], [ %487, %486 ], [ %485, %482 ], [ %481, %456 ]
  %490 = zext nneg i32 %446 to i64
  %491 = mul nsw i64 %490, %94
  %492 = getelementptr float, ptr %96, i64 %491
  store float %489, ptr %492, align 4, !tbaa !25
  br label %493

493:                                              ; preds = %85, %488, %441, %394, %347, %91, %13, %16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @col2im_gather(ptr noalias noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.ConvGeom) align 4 captures(none) %1, i64 noundef %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = load i32, ptr %1, align 4, !tbaa !11
  %6 = icmp slt i32 %5, 1
  br i1 %6, label %226, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !13
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %226, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %226, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, 1
  br i1 %18, label %226, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp slt i32 %21, 1
  br i1 %22, label %226, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %25 = load i32, ptr %24, align 4, !tbaa !17
  %26 = icmp slt i32 %25, 1
  br i1 %26, label %226, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %29 = load i32, ptr %28, align 4, !tbaa !18
  %30 = icmp slt i32 %29, 1
  br i1 %30, label %226, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %33 = load i32, ptr %32, align 4, !tbaa !19
  %34 = icmp slt i32 %33, 1
  br i1 %34, label %226, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %37 = load i32, ptr %36, align 4, !tbaa !20
  %38 = icmp slt i32 %37, 1
  br i1 %38, label %226, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %41 = load i32, ptr %40, align 4, !tbaa !21
  %42 = icmp slt i32 %41, 0
  br i1 %42, label %226, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %45 = load i32, ptr %44, align 4, !tbaa !22
  %46 = icmp slt i32 %45, 0
  br i1 %46, label %226, label %47

47:                                               ; preds = %43
  %48 = shl nuw nsw i32 %41, 1
  %49 = add nsw i32 %17, -1
  %50 = mul nsw i32 %33, %49
  %51 = xor i32 %50, -1
  %52 = add nsw i32 %9, %51
  %53 = add i32 %52, %48
  %54 = sdiv i32 %53, %25
  %55 = shl nuw nsw i32 %45, 1
  %56 = add nsw i32 %21, -1
  %57 = mul nsw i32 %37, %56
  %58 = xor i32 %57, -1
  %59 = add nsw i32 %13, %58
  %60 = add i32 %59, %55
  %61 = sdiv i32 %60, %29
  %62 = icmp sgt i32 %54, -1
  %63 = icmp sgt i32 %61, -1
  %64 = select i1 %62, i1 %63, i1 false
  br i1 %64, label %65, label %226

65:                                               ; preds = %47
  %66 = add nuw nsw i32 %61, 1
  %67 = add nuw nsw i32 %54, 1
  %68 = zext nneg i32 %5 to i64
  %69 = zext nneg i32 %17 to i64
  %70 = zext nneg i32 %21 to i64
  %71 = zext nneg i32 %67 to i64
  %72 = zext nneg i32 %66 to i64
  %73 = mul nuw nsw i64 %72, %71
  %74 = mul i64 %73, %68
  %75 = mul i64 %74, %69
  %76 = mul i64 %75, %70
  %77 = icmp ugt i64 %76, %2
  br i1 %77, label %226, label %78

78:                                               ; preds = %65
  %79 = zext nneg i32 %9 to i64
  %80 = zext nneg i32 %13 to i64
  %81 = mul nuw nsw i64 %80, %79
  %82 = mul i64 %81, %68
  %83 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %84 = zext nneg i32 %83 to i64
  %85 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %86 = zext nneg i32 %85 to i64
  %87 = mul nuw nsw i64 %84, %86
  %88 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %89 = zext nneg i32 %88 to i64
  %90 = add nuw nsw i64 %87, %89
  %91 = icmp ult i64 %90, %82
  br i1 %91, label %92, label %226

92:                                               ; preds = %78
  %93 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %94 = zext nneg i32 %93 to i64
  %95 = mul nuw nsw i64 %94, %86
  %96 = and i32 %21, 1
  %97 = icmp eq i32 %56, 0
  %98 = and i32 %21, 2147483646
  %99 = icmp eq i32 %96, 0
  %100 = icmp ne i32 %96, 0
  br label %101

101:                                              ; preds = %92, %117
  %102 = phi i64 [ %90, %92 ], [ %119, %117 ]
  %103 = udiv i64 %102, %81
  %104 = freeze i64 %102
  %105 = freeze i64 %80
  %106 = udiv i64 %104, %105
  %107 = urem i64 %106, %79
  %108 = trunc nuw nsw i64 %107 to i32
  %109 = mul i64 %106, %105
  %110 = sub i64 %104, %109
  %111 = trunc nuw nsw i64 %110 to i32
  %112 = add nuw nsw i32 %41, %108
  %113 = add nuw nsw i32 %45, %111
  %114 = shl i64 %103, 32
  %115 = ashr exact i64 %114, 32
  %116 = mul nsw i64 %115, %69
  br label %121

117:                                              ; preds = %222
  %118 = getelementptr inbounds nuw float, ptr %3, i64 %102
  store float %223, ptr %118, align 4, !tbaa !25
  %119 = add i64 %102, %95
  %120 = icmp ult i64 %119, %82
  br i1 %120, label %101, label %226, !llvm.loop !34

121:                                              ; preds = %101, %222
  %122 = phi float [ 0.000000e+00, %101 ], [ %223, %222 ]
  %123 = phi i32 [ 0, %101 ], [ %224, %222 ]
  %124 = mul i32 %33, %123
  %125 = sub i32 %112, %124
  %126 = icmp slt i32 %125, 0
  br i1 %126, label %222, label %127

127:                                              ; preds = %121
  %128 = freeze i32 %125
  %129 = freeze i32 %25
  %130 = udiv i32 %128, %129
  %131 = mul i32 %130, %129
  %132 = sub i32 %128, %131
  %133 = icmp ne i32 %132, 0
  %134 = icmp sgt i32 %130, %54
  %135 = or i1 %133, %134
  br i1 %135, label %222, label %136

136:                                              ; preds = %127
  %137 = zext nneg i32 %123 to i64
  %138 = add nsw i64 %116, %137
  %139 = mul i64 %138, %70
  %140 = zext nneg i32 %130 to i64
  %141 = mul nuw nsw i64 %140, %72
  %142 = getelementptr float, ptr %0, i64 %141
  br i1 %97, label %198, label %143

143:                                              ; preds = %136, %192
  %144 = phi i32 [ %194, %192 ], [ 0, %136 ]
  %145 = phi float [ %193, %192 ], [ %122, %136 ]
  %146 = phi i32 [ %195, %192 ], [ 0, %136 ]
  %147 = mul i32 %37, %144
  %148 = sub i32 %113, %147
  %149 = icmp slt i32 %148, 0
  br i1 %149, label %168, label %150

150:                                              ; preds = %143
  %151 = freeze i32 %148
  %152 = freeze i32 %29
  %153 = udiv i32 %151, %152
  %154 = mul i32 %153, %152
  %155 = sub i32 %151, %154
  %156 = icmp ne i32 %155, 0
  %157 = icmp sgt i32 %153, %61
  %158 = select i1 %156, i1 true, i1 %157
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = zext nneg i32 %144 to i64
  %161 = add i64 %139, %160
  %162 = mul i64 %73, %161
  %163 = zext nneg i32 %153 to i64
  %164 = getelementptr float, ptr %142, i64 %162
  %165 = getelementptr float, ptr %164, i64 %163
  %166 = load float, ptr %165, align 4, !tbaa !25
  %167 = fadd contract float %145, %166
  br label %168

168:                                              ; preds = %159, %143, %150
  %169 = phi float [ %145, %143 ], [ %145, %150 ], [ %167, %159 ]
  %170 = or disjoint i32 %144, 1
  %171 = mul i32 %37, %170
  %172 = sub i32 %113, %171
  %173 = icmp slt i32 %172, 0
  br i1 %173, label %192, label %174

174:                                              ; preds = %168
  %175 = freeze i32 %172
  %176 = freeze i32 %29
  %177 = udiv i32 %175, %176
  %178 = mul i32 %177, %176
  %179 = sub i32 %175, %178
  %180 = icmp ne i32 %179, 0
  %181 = icmp sgt i32 %177, %61
  %182 = select i1 %180, i1 true, i1 %181
  br i1 %182, label %192, label %183

183:                                              ; preds = %174
  %184 = zext nneg i32 %170 to i64
  %185 = add i64 %139, %184
  %186 = mul i64 %73, %185
  %187 = zext nneg i32 %177 to i64
  %188 = getelementptr float, ptr %142, i64 %186
  %189 = getelementptr float, ptr %188, i64 %187
  %190 = load float, ptr %189, align 4, !tbaa !25
  %191 = fadd contract float %169, %190
  br label %192

192:                                              ; preds = %183, %174, %168
  %193 = phi float [ %169, %168 ], [ %169, %174 ], [ %191, %183 ]
  %194 = add nuw nsw i32 %144, 2
  %195 = add i32 %146, 2
  %196 = icmp eq i32 %195, %98
  br i1 %196, label %197, label %143, !llvm.loop !35

197:                                              ; preds = %192
  br i1 %99, label %222, label %198

198:                                              ; preds = %197, %136
  %199 = phi i32 [ 0, %136 ], [ %194, %197 ]
  %200 = phi float [ %122, %136 ], [ %193, %197 ]
  tail call void @llvm.assume(i1 %100)
  %201 = mul i32 %37, %199
  %202 = sub i32 %113, %201
  %203 = icmp slt i32 %202, 0
  br i1 %203, label %222, label %204

204:                                              ; preds = %198
  %205 = freeze i32 %202
  %206 = freeze i32 %29
  %207 = udiv i32 %205, %206
  %208 = mul i32 %207, %206
  %209 = sub i32 %205, %208
  %210 = icmp ne i32 %209, 0
  %211 = icmp sgt i32 %207, %61
  %212 = select i1 %210, i1 true, i1 %211
  br i1 %212, label %222, label %213

213:                                              ; preds = %204
  %214 = zext nneg i32 %199 to i64
  %215 = add i64 %139, %214
  %216 = mul i64 %73, %215
  %217 = zext nneg i32 %207 to i64
  %218 = getelementptr float, ptr %142, i64 %216
  %219 = getelementptr float, ptr %218, i64 %217
  %220 = load float, ptr %219, align 4, !tbaa !25
  %221 = fadd contract float %200, %220
  br label %222

222:                                              ; preds = %197, %213, %204, %198, %121, %127
  %223 = phi float [ %122, %121 ], [ %122, %127 ], [ %193, %197 ], [ %200, %198 ], [ %200, %204 ], [ %221, %213 ]
  %224 = add nuw nsw i32 %123, 1
  %225 = icmp eq i32 %224, %17
  br i1 %225, label %117, label %121, !llvm.loop !36

226:                                              ; preds = %117, %78, %43, %39, %35, %31, %27, %23, %19, %15, %11, %7, %4, %47, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind memory(none) }
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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS8ConvGeom", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32, !7, i64 36, !7, i64 40}
!13 = !{!12, !7, i64 4}
!14 = !{!12, !7, i64 8}
!15 = !{!12, !7, i64 12}
!16 = !{!12, !7, i64 16}
!17 = !{!12, !7, i64 28}
!18 = !{!12, !7, i64 32}
!19 = !{!12, !7, i64 36}
!20 = !{!12, !7, i64 40}
!21 = !{!12, !7, i64 20}
!22 = !{!12, !7, i64 24}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !8, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !24}
!30 = distinct !{!30, !24}
!31 = distinct !{!31, !24}
!32 = distinct !{!32, !24, !28}
!33 = !{i32 21289}
!34 = distinct !{!34, !24}
!35 = distinct !{!35, !24}
!36 = distinct !{!36, !24}
