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
  br i1 %6, label %185, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !13
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %185, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %185, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, 1
  br i1 %18, label %185, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp slt i32 %21, 1
  br i1 %22, label %185, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %25 = load i32, ptr %24, align 4, !tbaa !17
  %26 = icmp slt i32 %25, 1
  br i1 %26, label %185, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %29 = load i32, ptr %28, align 4, !tbaa !18
  %30 = icmp slt i32 %29, 1
  br i1 %30, label %185, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %33 = load i32, ptr %32, align 4, !tbaa !19
  %34 = icmp slt i32 %33, 1
  br i1 %34, label %185, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %37 = load i32, ptr %36, align 4, !tbaa !20
  %38 = icmp slt i32 %37, 1
  br i1 %38, label %185, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %41 = load i32, ptr %40, align 4, !tbaa !21
  %42 = icmp slt i32 %41, 0
  br i1 %42, label %185, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %45 = load i32, ptr %44, align 4, !tbaa !22
  %46 = icmp slt i32 %45, 0
  br i1 %46, label %185, label %47

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
  br i1 %64, label %65, label %185

65:                                               ; preds = %47
  %66 = add nuw nsw i32 %54, 1
  %67 = add nuw nsw i32 %61, 1
  %68 = zext nneg i32 %5 to i64
  %69 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %70 = load i32, ptr %69, align 4, !tbaa !15
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %73 = load i32, ptr %72, align 4, !tbaa !16
  %74 = sext i32 %73 to i64
  %75 = zext nneg i32 %66 to i64
  %76 = zext nneg i32 %67 to i64
  %77 = mul nuw nsw i64 %76, %75
  %78 = mul i64 %77, %68
  %79 = mul i64 %78, %71
  %80 = mul i64 %79, %74
  %81 = icmp ugt i64 %80, %3
  br i1 %81, label %185, label %82

82:                                               ; preds = %65
  %83 = mul nuw nsw i64 %76, %75
  %84 = mul i64 %83, %68
  %85 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %86 = zext nneg i32 %85 to i64
  %87 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %88 = zext nneg i32 %87 to i64
  %89 = mul nuw nsw i64 %86, %88
  %90 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %91 = zext nneg i32 %90 to i64
  %92 = add nuw nsw i64 %89, %91
  %93 = icmp ult i64 %92, %84
  br i1 %93, label %94, label %185

94:                                               ; preds = %82
  %95 = mul i64 %83, %74
  %96 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %97 = load i32, ptr %96, align 4, !tbaa !17
  %98 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %99 = load i32, ptr %98, align 4, !tbaa !21
  %100 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %101 = load i32, ptr %100, align 4, !tbaa !18
  %102 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %103 = load i32, ptr %102, align 4, !tbaa !22
  %104 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %105 = load i32, ptr %104, align 4, !tbaa !13
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %108 = load i32, ptr %107, align 4, !tbaa !14
  %109 = sext i32 %108 to i64
  %110 = mul nsw i64 %106, %109
  %111 = mul i64 %95, %71
  %112 = icmp sgt i32 %70, 0
  %113 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %114 = load i32, ptr %113, align 4
  %115 = icmp sgt i32 %73, 0
  %116 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %117 = zext nneg i32 %108 to i64
  %118 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %119 = zext nneg i32 %118 to i64
  %120 = mul nuw nsw i64 %119, %88
  br label %121

121:                                              ; preds = %94, %148
  %122 = phi i64 [ %92, %94 ], [ %149, %148 ]
  %123 = freeze i64 %122
  %124 = freeze i64 %76
  %125 = udiv i64 %123, %124
  %126 = mul i64 %125, %124
  %127 = sub i64 %123, %126
  %128 = trunc nuw nsw i64 %127 to i32
  %129 = urem i64 %125, %75
  %130 = trunc nuw nsw i64 %129 to i32
  %131 = udiv i64 %122, %83
  %132 = mul nsw i32 %97, %130
  %133 = sub nsw i32 %132, %99
  %134 = mul nsw i32 %101, %128
  %135 = sub nsw i32 %134, %103
  %136 = shl i64 %131, 32
  %137 = ashr exact i64 %136, 32
  %138 = mul i64 %110, %137
  %139 = getelementptr inbounds nuw float, ptr %0, i64 %138
  br i1 %112, label %140, label %148

140:                                              ; preds = %121
  %141 = mul i64 %111, %137
  %142 = getelementptr inbounds nuw float, ptr %2, i64 %141
  %143 = mul nuw nsw i64 %129, %76
  %144 = getelementptr inbounds nuw float, ptr %142, i64 %143
  %145 = shl nuw nsw i64 %127, 2
  %146 = getelementptr inbounds nuw i8, ptr %144, i64 %145
  %147 = load i32, ptr %116, align 4
  br label %151

148:                                              ; preds = %162, %121
  %149 = add i64 %122, %120
  %150 = icmp ult i64 %149, %84
  br i1 %150, label %121, label %185, !llvm.loop !23

151:                                              ; preds = %140, %162
  %152 = phi i32 [ 0, %140 ], [ %164, %162 ]
  %153 = phi ptr [ %146, %140 ], [ %163, %162 ]
  br i1 %115, label %154, label %162

154:                                              ; preds = %151
  %155 = mul nsw i32 %114, %152
  %156 = add nsw i32 %155, %133
  %157 = icmp sgt i32 %156, -1
  %158 = icmp slt i32 %156, %105
  %159 = zext nneg i32 %156 to i64
  %160 = mul nuw nsw i64 %159, %117
  %161 = getelementptr inbounds nuw float, ptr %139, i64 %160
  br label %166

162:                                              ; preds = %180, %151
  %163 = phi ptr [ %153, %151 ], [ %182, %180 ]
  %164 = add nuw nsw i32 %152, 1
  %165 = icmp eq i32 %164, %70
  br i1 %165, label %148, label %151, !llvm.loop !26

166:                                              ; preds = %154, %180
  %167 = phi i32 [ 0, %154 ], [ %183, %180 ]
  %168 = phi ptr [ %153, %154 ], [ %182, %180 ]
  %169 = mul nsw i32 %147, %167
  %170 = add nsw i32 %169, %135
  br i1 %157, label %171, label %180

171:                                              ; preds = %166
  %172 = icmp sgt i32 %170, -1
  %173 = select i1 %158, i1 %172, i1 false
  %174 = icmp slt i32 %170, %108
  %175 = select i1 %173, i1 %174, i1 false
  br i1 %175, label %176, label %180

176:                                              ; preds = %171
  %177 = zext nneg i32 %170 to i64
  %178 = getelementptr inbounds nuw float, ptr %161, i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !27
  br label %180

180:                                              ; preds = %166, %171, %176
  %181 = phi contract float [ %179, %176 ], [ 0.000000e+00, %166 ], [ 0.000000e+00, %171 ]
  store float %181, ptr %168, align 4, !tbaa !27
  %182 = getelementptr inbounds nuw float, ptr %168, i64 %83
  %183 = add nuw nsw i32 %167, 1
  %184 = icmp eq i32 %183, %73
  br i1 %184, label %162, label %166, !llvm.loop !29

185:                                              ; preds = %148, %82, %43, %39, %35, %31, %27, %23, %19, %15, %11, %7, %4, %47, %65
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gemm_bias_act_32x32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(address_is_null) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, float noundef %10, i32 noundef %11, float noundef %12) local_unnamed_addr #1 {
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp eq i32 %14, 32
  br i1 %15, label %16, label %544

16:                                               ; preds = %13
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = icmp ne i32 %17, 8
  %19 = icmp slt i32 %7, %6
  %20 = or i1 %18, %19
  %21 = icmp slt i32 %8, %5
  %22 = or i1 %20, %21
  %23 = icmp slt i32 %9, %5
  %24 = or i1 %22, %23
  br i1 %24, label %544, label %25

25:                                               ; preds = %16
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %29 = shl nuw nsw i32 %28, 5
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = shl i32 %30, 5
  %32 = add i32 %31, %26
  %33 = icmp sgt i32 %6, 0
  br i1 %33, label %34, label %112

34:                                               ; preds = %25
  %35 = zext nneg i32 %26 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %35
  %37 = icmp slt i32 %32, %5
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2Bs to ptr), i64 %35
  %39 = sext i32 %7 to i64
  %40 = sext i32 %8 to i64
  %41 = sext i32 %32 to i64
  %42 = getelementptr float, ptr %1, i64 %41
  %43 = zext nneg i32 %26 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2Bs to ptr), i64 %43
  %45 = add nuw nsw i32 %27, %29
  %46 = icmp slt i32 %45, %4
  %47 = zext nneg i32 %45 to i64
  %48 = mul nsw i64 %47, %39
  %49 = zext nneg i32 %27 to i64
  %50 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %49
  %51 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %49
  %52 = add nuw nsw i32 %27, 8
  %53 = add nuw nsw i32 %52, %29
  %54 = icmp slt i32 %53, %4
  %55 = zext nneg i32 %53 to i64
  %56 = mul nsw i64 %55, %39
  %57 = zext nneg i32 %52 to i64
  %58 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %57
  %59 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %57
  %60 = add nuw nsw i32 %27, 16
  %61 = add nuw nsw i32 %60, %29
  %62 = icmp slt i32 %61, %4
  %63 = zext nneg i32 %61 to i64
  %64 = mul nsw i64 %63, %39
  %65 = zext nneg i32 %60 to i64
  %66 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %65
  %67 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %65
  %68 = add nuw nsw i32 %27, 24
  %69 = add nuw nsw i32 %68, %29
  %70 = icmp slt i32 %69, %4
  %71 = zext nneg i32 %69 to i64
  %72 = mul nsw i64 %71, %39
  %73 = zext nneg i32 %68 to i64
  %74 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %73
  %75 = getelementptr inbounds nuw [33 x float], ptr %38, i64 %73
  %76 = zext nneg i32 %27 to i64
  %77 = zext nneg i32 %27 to i64
  %78 = zext nneg i32 %27 to i64
  %79 = zext nneg i32 %27 to i64
  %80 = zext nneg i32 %27 to i64
  %81 = zext nneg i32 %27 to i64
  %82 = zext nneg i32 %27 to i64
  %83 = zext nneg i32 %27 to i64
  %84 = zext nneg i32 %27 to i64
  %85 = zext nneg i32 %27 to i64
  %86 = zext nneg i32 %27 to i64
  %87 = zext nneg i32 %27 to i64
  %88 = zext nneg i32 %27 to i64
  %89 = zext nneg i32 %27 to i64
  %90 = zext nneg i32 %27 to i64
  %91 = zext nneg i32 %27 to i64
  %92 = zext nneg i32 %27 to i64
  %93 = zext nneg i32 %27 to i64
  %94 = zext nneg i32 %27 to i64
  %95 = zext nneg i32 %27 to i64
  %96 = zext nneg i32 %27 to i64
  %97 = zext nneg i32 %27 to i64
  %98 = zext nneg i32 %27 to i64
  %99 = zext nneg i32 %27 to i64
  %100 = zext nneg i32 %27 to i64
  br label %101

101:                                              ; preds = %34, %188
  %102 = phi float [ 0.000000e+00, %34 ], [ %343, %188 ]
  %103 = phi float [ 0.000000e+00, %34 ], [ %347, %188 ]
  %104 = phi float [ 0.000000e+00, %34 ], [ %351, %188 ]
  %105 = phi float [ 0.000000e+00, %34 ], [ %355, %188 ]
  %106 = phi i32 [ 0, %34 ], [ %189, %188 ]
  %107 = add nuw nsw i32 %106, %26
  %108 = icmp slt i32 %107, %6
  %109 = zext nneg i32 %107 to i64
  %110 = getelementptr float, ptr %0, i64 %109
  %111 = select i1 %46, i1 %108, i1 false
  br i1 %111, label %125, label %128

112:                                              ; preds = %188, %25
  %113 = phi float [ 0.000000e+00, %25 ], [ %343, %188 ]
  %114 = phi float [ 0.000000e+00, %25 ], [ %347, %188 ]
  %115 = phi float [ 0.000000e+00, %25 ], [ %351, %188 ]
  %116 = phi float [ 0.000000e+00, %25 ], [ %355, %188 ]
  %117 = icmp slt i32 %32, %5
  br i1 %117, label %118, label %544

118:                                              ; preds = %112
  %119 = add nuw nsw i32 %29, %27
  %120 = icmp eq ptr %2, null
  %121 = sext i32 %9 to i64
  %122 = sext i32 %32 to i64
  %123 = getelementptr float, ptr %3, i64 %122
  %124 = icmp slt i32 %119, %4
  br i1 %124, label %358, label %544

125:                                              ; preds = %101
  %126 = getelementptr float, ptr %110, i64 %48
  %127 = load float, ptr %126, align 4, !tbaa !27
  br label %128

128:                                              ; preds = %101, %125
  %129 = phi contract float [ %127, %125 ], [ 0.000000e+00, %101 ]
  store float %129, ptr %50, align 4, !tbaa !27
  %130 = add nuw nsw i32 %27, %106
  %131 = icmp slt i32 %130, %6
  %132 = and i1 %37, %131
  br i1 %132, label %133, label %138

133:                                              ; preds = %128
  %134 = zext nneg i32 %130 to i64
  %135 = mul nsw i64 %134, %40
  %136 = getelementptr float, ptr %42, i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !27
  br label %138

138:                                              ; preds = %128, %133
  %139 = phi contract float [ %137, %133 ], [ 0.000000e+00, %128 ]
  store float %139, ptr %51, align 4, !tbaa !27
  %140 = select i1 %54, i1 %108, i1 false
  br i1 %140, label %141, label %144

141:                                              ; preds = %138
  %142 = getelementptr float, ptr %110, i64 %56
  %143 = load float, ptr %142, align 4, !tbaa !27
  br label %144

144:                                              ; preds = %141, %138
  %145 = phi contract float [ %143, %141 ], [ 0.000000e+00, %138 ]
  store float %145, ptr %58, align 4, !tbaa !27
  %146 = add nuw nsw i32 %52, %106
  %147 = icmp slt i32 %146, %6
  %148 = and i1 %37, %147
  br i1 %148, label %149, label %154

149:                                              ; preds = %144
  %150 = zext nneg i32 %146 to i64
  %151 = mul nsw i64 %150, %40
  %152 = getelementptr float, ptr %42, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !27
  br label %154

154:                                              ; preds = %149, %144
  %155 = phi contract float [ %153, %149 ], [ 0.000000e+00, %144 ]
  store float %155, ptr %59, align 4, !tbaa !27
  %156 = select i1 %62, i1 %108, i1 false
  br i1 %156, label %157, label %160

157:                                              ; preds = %154
  %158 = getelementptr float, ptr %110, i64 %64
  %159 = load float, ptr %158, align 4, !tbaa !27
  br label %160

160:                                              ; preds = %157, %154
  %161 = phi contract float [ %159, %157 ], [ 0.000000e+00, %154 ]
  store float %161, ptr %66, align 4, !tbaa !27
  %162 = add nuw nsw i32 %60, %106
  %163 = icmp slt i32 %162, %6
  %164 = and i1 %37, %163
  br i1 %164, label %165, label %170

165:                                              ; preds = %160
  %166 = zext nneg i32 %162 to i64
  %167 = mul nsw i64 %166, %40
  %168 = getelementptr float, ptr %42, i64 %167
  %169 = load float, ptr %168, align 4, !tbaa !27
  br label %170

170:                                              ; preds = %165, %160
  %171 = phi contract float [ %169, %165 ], [ 0.000000e+00, %160 ]
  store float %171, ptr %67, align 4, !tbaa !27
  %172 = select i1 %70, i1 %108, i1 false
  br i1 %172, label %173, label %176

173:                                              ; preds = %170
  %174 = getelementptr float, ptr %110, i64 %72
  %175 = load float, ptr %174, align 4, !tbaa !27
  br label %176

176:                                              ; preds = %173, %170
  %177 = phi contract float [ %175, %173 ], [ 0.000000e+00, %170 ]
  store float %177, ptr %74, align 4, !tbaa !27
  %178 = add nuw nsw i32 %68, %106
  %179 = icmp slt i32 %178, %6
  %180 = and i1 %37, %179
  br i1 %180, label %181, label %186

181:                                              ; preds = %176
  %182 = zext nneg i32 %178 to i64
  %183 = mul nsw i64 %182, %40
  %184 = getelementptr float, ptr %42, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !27
  br label %186

186:                                              ; preds = %181, %176
  %187 = phi contract float [ %185, %181 ], [ 0.000000e+00, %176 ]
  store float %187, ptr %75, align 4, !tbaa !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %191

188:                                              ; preds = %191
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %189 = add nuw nsw i32 %106, 32
  %190 = icmp slt i32 %189, %6
  br i1 %190, label %101, label %112, !llvm.loop !30

191:                                              ; preds = %191, %186
  %192 = phi float [ %102, %186 ], [ %343, %191 ]
  %193 = phi float [ %103, %186 ], [ %347, %191 ]
  %194 = phi float [ %104, %186 ], [ %351, %191 ]
  %195 = phi float [ %105, %186 ], [ %355, %191 ]
  %196 = phi i32 [ 0, %186 ], [ %356, %191 ]
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %197
  %199 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %197
  %200 = load float, ptr %199, align 4, !tbaa !27
  %201 = getelementptr inbounds nuw [33 x float], ptr %198, i64 %76
  %202 = load float, ptr %201, align 4, !tbaa !27
  %203 = tail call noundef float @llvm.fma.f32(float %202, float %200, float %192)
  %204 = getelementptr inbounds nuw [33 x float], ptr %198, i64 %77
  %205 = getelementptr inbounds nuw i8, ptr %204, i64 1056
  %206 = load float, ptr %205, align 4, !tbaa !27
  %207 = tail call noundef float @llvm.fma.f32(float %206, float %200, float %193)
  %208 = getelementptr inbounds nuw [33 x float], ptr %198, i64 %78
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 2112
  %210 = load float, ptr %209, align 4, !tbaa !27
  %211 = tail call noundef float @llvm.fma.f32(float %210, float %200, float %194)
  %212 = getelementptr inbounds nuw [33 x float], ptr %198, i64 %79
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 3168
  %214 = load float, ptr %213, align 4, !tbaa !27
  %215 = tail call noundef float @llvm.fma.f32(float %214, float %200, float %195)
  %216 = or disjoint i32 %196, 1
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %217
  %219 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %217
  %220 = load float, ptr %219, align 4, !tbaa !27
  %221 = getelementptr inbounds nuw [33 x float], ptr %218, i64 %76
  %222 = load float, ptr %221, align 4, !tbaa !27
  %223 = tail call noundef float @llvm.fma.f32(float %222, float %220, float %203)
  %224 = getelementptr inbounds nuw [33 x float], ptr %218, i64 %80
  %225 = getelementptr inbounds nuw i8, ptr %224, i64 1056
  %226 = load float, ptr %225, align 4, !tbaa !27
  %227 = tail call noundef float @llvm.fma.f32(float %226, float %220, float %207)
  %228 = getelementptr inbounds nuw [33 x float], ptr %218, i64 %81
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 2112
  %230 = load float, ptr %229, align 4, !tbaa !27
  %231 = tail call noundef float @llvm.fma.f32(float %230, float %220, float %211)
  %232 = getelementptr inbounds nuw [33 x float], ptr %218, i64 %82
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 3168
  %234 = load float, ptr %233, align 4, !tbaa !27
  %235 = tail call noundef float @llvm.fma.f32(float %234, float %220, float %215)
  %236 = or disjoint i32 %196, 2
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %237
  %239 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %237
  %240 = load float, ptr %239, align 4, !tbaa !27
  %241 = getelementptr inbounds nuw [33 x float], ptr %238, i64 %76
  %242 = load float, ptr %241, align 4, !tbaa !27
  %243 = tail call noundef float @llvm.fma.f32(float %242, float %240, float %223)
  %244 = getelementptr inbounds nuw [33 x float], ptr %238, i64 %83
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 1056
  %246 = load float, ptr %245, align 4, !tbaa !27
  %247 = tail call noundef float @llvm.fma.f32(float %246, float %240, float %227)
  %248 = getelementptr inbounds nuw [33 x float], ptr %238, i64 %84
  %249 = getelementptr inbounds nuw i8, ptr %248, i64 2112
  %250 = load float, ptr %249, align 4, !tbaa !27
  %251 = tail call noundef float @llvm.fma.f32(float %250, float %240, float %231)
  %252 = getelementptr inbounds nuw [33 x float], ptr %238, i64 %85
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 3168
  %254 = load float, ptr %253, align 4, !tbaa !27
  %255 = tail call noundef float @llvm.fma.f32(float %254, float %240, float %235)
  %256 = or disjoint i32 %196, 3
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %257
  %259 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %257
  %260 = load float, ptr %259, align 4, !tbaa !27
  %261 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %76
  %262 = load float, ptr %261, align 4, !tbaa !27
  %263 = tail call noundef float @llvm.fma.f32(float %262, float %260, float %243)
  %264 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %86
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 1056
  %266 = load float, ptr %265, align 4, !tbaa !27
  %267 = tail call noundef float @llvm.fma.f32(float %266, float %260, float %247)
  %268 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %87
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 2112
  %270 = load float, ptr %269, align 4, !tbaa !27
  %271 = tail call noundef float @llvm.fma.f32(float %270, float %260, float %251)
  %272 = getelementptr inbounds nuw [33 x float], ptr %258, i64 %88
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 3168
  %274 = load float, ptr %273, align 4, !tbaa !27
  %275 = tail call noundef float @llvm.fma.f32(float %274, float %260, float %255)
  %276 = or disjoint i32 %196, 4
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %277
  %279 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %277
  %280 = load float, ptr %279, align 4, !tbaa !27
  %281 = getelementptr inbounds nuw [33 x float], ptr %278, i64 %76
  %282 = load float, ptr %281, align 4, !tbaa !27
  %283 = tail call noundef float @llvm.fma.f32(float %282, float %280, float %263)
  %284 = getelementptr inbounds nuw [33 x float], ptr %278, i64 %89
  %285 = getelementptr inbounds nuw i8, ptr %284, i64 1056
  %286 = load float, ptr %285, align 4, !tbaa !27
  %287 = tail call noundef float @llvm.fma.f32(float %286, float %280, float %267)
  %288 = getelementptr inbounds nuw [33 x float], ptr %278, i64 %90
  %289 = getelementptr inbounds nuw i8, ptr %288, i64 2112
  %290 = load float, ptr %289, align 4, !tbaa !27
  %291 = tail call noundef float @llvm.fma.f32(float %290, float %280, float %271)
  %292 = getelementptr inbounds nuw [33 x float], ptr %278, i64 %91
  %293 = getelementptr inbounds nuw i8, ptr %292, i64 3168
  %294 = load float, ptr %293, align 4, !tbaa !27
  %295 = tail call noundef float @llvm.fma.f32(float %294, float %280, float %275)
  %296 = or disjoint i32 %196, 5
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %297
  %299 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %297
  %300 = load float, ptr %299, align 4, !tbaa !27
  %301 = getelementptr inbounds nuw [33 x float], ptr %298, i64 %76
  %302 = load float, ptr %301, align 4, !tbaa !27
  %303 = tail call noundef float @llvm.fma.f32(float %302, float %300, float %283)
  %304 = getelementptr inbounds nuw [33 x float], ptr %298, i64 %92
  %305 = getelementptr inbounds nuw i8, ptr %304, i64 1056
  %306 = load float, ptr %305, align 4, !tbaa !27
  %307 = tail call noundef float @llvm.fma.f32(float %306, float %300, float %287)
  %308 = getelementptr inbounds nuw [33 x float], ptr %298, i64 %93
  %309 = getelementptr inbounds nuw i8, ptr %308, i64 2112
  %310 = load float, ptr %309, align 4, !tbaa !27
  %311 = tail call noundef float @llvm.fma.f32(float %310, float %300, float %291)
  %312 = getelementptr inbounds nuw [33 x float], ptr %298, i64 %94
  %313 = getelementptr inbounds nuw i8, ptr %312, i64 3168
  %314 = load float, ptr %313, align 4, !tbaa !27
  %315 = tail call noundef float @llvm.fma.f32(float %314, float %300, float %295)
  %316 = or disjoint i32 %196, 6
  %317 = zext nneg i32 %316 to i64
  %318 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %317
  %319 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %317
  %320 = load float, ptr %319, align 4, !tbaa !27
  %321 = getelementptr inbounds nuw [33 x float], ptr %318, i64 %76
  %322 = load float, ptr %321, align 4, !tbaa !27
  %323 = tail call noundef float @llvm.fma.f32(float %322, float %320, float %303)
  %324 = getelementptr inbounds nuw [33 x float], ptr %318, i64 %95
  %325 = getelementptr inbounds nuw i8, ptr %324, i64 1056
  %326 = load float, ptr %325, align 4, !tbaa !27
  %327 = tail call noundef float @llvm.fma.f32(float %326, float %320, float %307)
  %328 = getelementptr inbounds nuw [33 x float], ptr %318, i64 %96
  %329 = getelementptr inbounds nuw i8, ptr %328, i64 2112
  %330 = load float, ptr %329, align 4, !tbaa !27
  %331 = tail call noundef float @llvm.fma.f32(float %330, float %320, float %311)
  %332 = getelementptr inbounds nuw [33 x float], ptr %318, i64 %97
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 3168
  %334 = load float, ptr %333, align 4, !tbaa !27
  %335 = tail call noundef float @llvm.fma.f32(float %334, float %320, float %315)
  %336 = or disjoint i32 %196, 7
  %337 = zext nneg i32 %336 to i64
  %338 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gemm_bias_act_32x32E2As to ptr), i64 %337
  %339 = getelementptr inbounds nuw [33 x float], ptr %44, i64 %337
  %340 = load float, ptr %339, align 4, !tbaa !27
  %341 = getelementptr inbounds nuw [33 x float], ptr %338, i64 %76
  %342 = load float, ptr %341, align 4, !tbaa !27
  %343 = tail call noundef float @llvm.fma.f32(float %342, float %340, float %323)
  %344 = getelementptr inbounds nuw [33 x float], ptr %338, i64 %98
  %345 = getelementptr inbounds nuw i8, ptr %344, i64 1056
  %346 = load float, ptr %345, align 4, !tbaa !27
  %347 = tail call noundef float @llvm.fma.f32(float %346, float %340, float %327)
  %348 = getelementptr inbounds nuw [33 x float], ptr %338, i64 %99
  %349 = getelementptr inbounds nuw i8, ptr %348, i64 2112
  %350 = load float, ptr %349, align 4, !tbaa !27
  %351 = tail call noundef float @llvm.fma.f32(float %350, float %340, float %331)
  %352 = getelementptr inbounds nuw [33 x float], ptr %338, i64 %100
  %353 = getelementptr inbounds nuw i8, ptr %352, i64 3168
  %354 = load float, ptr %353, align 4, !tbaa !27
  %355 = tail call noundef float @llvm.fma.f32(float %354, float %340, float %335)
  %356 = add nuw nsw i32 %196, 8
  %357 = icmp eq i32 %356, 32
  br i1 %357, label %188, label %191, !llvm.loop !31

358:                                              ; preds = %118
  br i1 %120, label %363, label %359

359:                                              ; preds = %358
  %360 = zext nneg i32 %119 to i64
  %361 = getelementptr inbounds nuw float, ptr %2, i64 %360
  %362 = load float, ptr %361, align 4, !tbaa !27
  br label %363

363:                                              ; preds = %358, %359
  %364 = phi contract float [ %362, %359 ], [ 0.000000e+00, %358 ]
  %365 = tail call noundef float @llvm.fma.f32(float %10, float %113, float %364)
  switch i32 %11, label %398 [
    i32 1, label %366
    i32 2, label %368
    i32 3, label %372
  ]

366:                                              ; preds = %363
  %367 = tail call noundef float @llvm.maxnum.f32(float %365, float 0.000000e+00)
  br label %398

368:                                              ; preds = %363
  %369 = fcmp contract ogt float %365, 0.000000e+00
  %370 = fmul contract float %12, %365
  %371 = select contract i1 %369, float %365, float %370
  br label %398

372:                                              ; preds = %363
  %373 = fmul contract float %365, 5.000000e-01
  %374 = fmul contract float %365, 0x3FA6E4E260000000
  %375 = fmul contract float %365, %374
  %376 = fmul contract float %365, %375
  %377 = fadd contract float %365, %376
  %378 = fmul contract float %377, 0x3FE9884540000000
  %379 = tail call float @llvm.nvvm.fabs.f32(float %378)
  %380 = fmul float %379, 0x4007154760000000
  %381 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %380)
  %382 = fadd float %381, 1.000000e+00
  %383 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %382) #7, !srcloc !32
  %384 = tail call float @llvm.fma.f32(float %383, float -2.000000e+00, float 1.000000e+00)
  %385 = fcmp oge float %379, 0x4022059680000000
  %386 = select i1 %385, float 1.000000e+00, float %384
  %387 = tail call float @llvm.copysign.f32(float %386, float %378) #8
  %388 = fmul float %378, %378
  %389 = tail call float @llvm.fma.f32(float %388, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %390 = tail call float @llvm.fma.f32(float %389, float %388, float 0x3FC10B2820000000)
  %391 = tail call float @llvm.fma.f32(float %390, float %388, float 0xBFD5553DA0000000)
  %392 = tail call float @llvm.fma.f32(float %391, float %388, float 0.000000e+00)
  %393 = tail call float @llvm.fma.f32(float %392, float %378, float %378)
  %394 = fcmp oge float %379, 0x3FE3333340000000
  %395 = select i1 %394, float %387, float %393
  %396 = fadd contract float %395, 1.000000e+00
  %397 = fmul contract float %373, %396
  br label %398

398:                                              ; preds = %363, %372, %368, %366
  %399 = phi float [ %365, %363 ], [ %367, %366 ], [ %371, %368 ], [ %397, %372 ]
  %400 = zext nneg i32 %119 to i64
  %401 = mul nsw i64 %400, %121
  %402 = getelementptr float, ptr %123, i64 %401
  store float %399, ptr %402, align 4, !tbaa !27
  %403 = add nuw nsw i32 %119, 8
  %404 = icmp slt i32 %403, %4
  br i1 %404, label %405, label %544

405:                                              ; preds = %398
  br i1 %120, label %410, label %406

406:                                              ; preds = %405
  %407 = zext nneg i32 %403 to i64
  %408 = getelementptr inbounds nuw float, ptr %2, i64 %407
  %409 = load float, ptr %408, align 4, !tbaa !27
  br label %410

410:                                              ; preds = %406, %405
  %411 = phi contract float [ %409, %406 ], [ 0.000000e+00, %405 ]
  %412 = tail call noundef float @llvm.fma.f32(float %10, float %114, float %411)
  switch i32 %11, label %445 [
    i32 1, label %443
    i32 2, label %439
    i32 3, label %413
  ]

413:                                              ; preds = %410
  %414 = fmul contract float %412, 5.000000e-01
  %415 = fmul contract float %412, 0x3FA6E4E260000000
  %416 = fmul contract float %412, %415
  %417 = fmul contract float %412, %416
  %418 = fadd contract float %412, %417
  %419 = fmul contract float %418, 0x3FE9884540000000
  %420 = tail call float @llvm.nvvm.fabs.f32(float %419)
  %421 = fmul float %420, 0x4007154760000000
  %422 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %421)
  %423 = fadd float %422, 1.000000e+00
  %424 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %423) #7, !srcloc !32
  %425 = tail call float @llvm.fma.f32(float %424, float -2.000000e+00, float 1.000000e+00)
  %426 = fcmp oge float %420, 0x4022059680000000
  %427 = select i1 %426, float 1.000000e+00, float %425
  %428 = tail call float @llvm.copysign.f32(float %427, float %419) #8
  %429 = fmul float %419, %419
  %430 = tail call float @llvm.fma.f32(float %429, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %431 = tail call float @llvm.fma.f32(float %430, float %429, float 0x3FC10B2820000000)
  %432 = tail call float @llvm.fma.f32(float %431, float %429, float 0xBFD5553DA0000000)
  %433 = tail call float @llvm.fma.f32(float %432, float %429, float 0.000000e+00)
  %434 = tail call float @llvm.fma.f32(float %433, float %419, float %419)
  %435 = fcmp oge float %420, 0x3FE3333340000000
  %436 = select i1 %435, float %428, float %434
  %437 = fadd contract float %436, 1.000000e+00
  %438 = fmul contract float %414, %437
  br label %445

439:                                              ; preds = %410
  %440 = fcmp contract ogt float %412, 0.000000e+00
  %441 = fmul contract float %12, %412
  %442 = select contract i1 %440, float %412, float %441
  br label %445

443:                                              ; preds = %410
  %444 = tail call noundef float @llvm.maxnum.f32(float %412, float 0.000000e+00)
  br label %445

445:                                              ; preds = %443, %439, %413, %410
  %446 = phi float [ %412, %410 ], [ %444, %443 ], [ %442, %439 ], [ %438, %413 ]
  %447 = zext nneg i32 %403 to i64
  %448 = mul nsw i64 %447, %121
  %449 = getelementptr float, ptr %123, i64 %448
  store float %446, ptr %449, align 4, !tbaa !27
  %450 = add nuw nsw i32 %119, 16
  %451 = icmp slt i32 %450, %4
  br i1 %451, label %452, label %544

452:                                              ; preds = %445
  br i1 %120, label %457, label %453

453:                                              ; preds = %452
  %454 = zext nneg i32 %450 to i64
  %455 = getelementptr inbounds nuw float, ptr %2, i64 %454
  %456 = load float, ptr %455, align 4, !tbaa !27
  br label %457

457:                                              ; preds = %453, %452
  %458 = phi contract float [ %456, %453 ], [ 0.000000e+00, %452 ]
  %459 = tail call noundef float @llvm.fma.f32(float %10, float %115, float %458)
  switch i32 %11, label %492 [
    i32 1, label %490
    i32 2, label %486
    i32 3, label %460
  ]

460:                                              ; preds = %457
  %461 = fmul contract float %459, 5.000000e-01
  %462 = fmul contract float %459, 0x3FA6E4E260000000
  %463 = fmul contract float %459, %462
  %464 = fmul contract float %459, %463
  %465 = fadd contract float %459, %464
  %466 = fmul contract float %465, 0x3FE9884540000000
  %467 = tail call float @llvm.nvvm.fabs.f32(float %466)
  %468 = fmul float %467, 0x4007154760000000
  %469 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %468)
  %470 = fadd float %469, 1.000000e+00
  %471 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %470) #7, !srcloc !32
  %472 = tail call float @llvm.fma.f32(float %471, float -2.000000e+00, float 1.000000e+00)
  %473 = fcmp oge float %467, 0x4022059680000000
  %474 = select i1 %473, float 1.000000e+00, float %472
  %475 = tail call float @llvm.copysign.f32(float %474, float %466) #8
  %476 = fmul float %466, %466
  %477 = tail call float @llvm.fma.f32(float %476, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %478 = tail call float @llvm.fma.f32(float %477, float %476, float 0x3FC10B2820000000)
  %479 = tail call float @llvm.fma.f32(float %478, float %476, float 0xBFD5553DA0000000)
  %480 = tail call float @llvm.fma.f32(float %479, float %476, float 0.000000e+00)
  %481 = tail call float @llvm.fma.f32(float %480, float %466, float %466)
  %482 = fcmp oge float %467, 0x3FE3333340000000
  %483 = select i1 %482, float %475, float %481
  %484 = fadd contract float %483, 1.000000e+00
  %485 = fmul contract float %461, %484
  br label %492

486:                                              ; preds = %457
  %487 = fcmp contract ogt float %459, 0.000000e+00
  %488 = fmul contract float %12, %459
  %489 = select contract i1 %487, float %459, float %488
  br label %492

490:                                              ; preds = %457
  %491 = tail call noundef float @llvm.maxnum.f32(float %459, float 0.000000e+00)
  br label %492

492:                                              ; preds = %490, %486, %460, %457
  %493 = phi float [ %459, %457 ], [ %491, %490 ], [ %489, %486 ], [ %485, %460 ]
  %494 = zext nneg i32 %450 to i64
  %495 = mul nsw i64 %494, %121
  %496 = getelementptr float, ptr %123, i64 %495
  store float %493, ptr %496, align 4, !tbaa !27
  %497 = add nuw nsw i32 %119, 24
  %498 = icmp slt i32 %497, %4
  br i1 %498, label %499, label %544

499:                                              ; preds = %492
  br i1 %120, label %504, label %500

500:                                              ; preds = %499
  %501 = zext nneg i32 %497 to i64
  %502 = getelementptr inbounds nuw float, ptr %2, i64 %501
  %503 = load float, ptr %502, align 4, !tbaa !27
  br label %504

504:                                              ; preds = %500, %499
  %505 = phi contract float [ %503, %500 ], [ 0.000000e+00, %499 ]
  %506 = tail call noundef float @llvm.fma.f32(float %10, float %116, float %505)
  switch i32 %11, label %539 [
    i32 1, label %537
    i32 2, label %533
    i32 3, label %507
  ]

507:                                              ; preds = %504
  %508 = fmul contract float %506, 5.000000e-01
  %509 = fmul contract float %506, 0x3FA6E4E260000000
  %510 = fmul contract float %506, %509
  %511 = fmul contract float %506, %510
  %512 = fadd contract float %506, %511
  %513 = fmul contract float %512, 0x3FE9884540000000
  %514 = tail call float @llvm.nvvm.fabs.f32(float %513)
  %515 = fmul float %514, 0x4007154760000000
  %516 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %515)
  %517 = fadd float %516, 1.000000e+00
  %518 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %517) #7, !srcloc !32
  %519 = tail call float @llvm.fma.f32(float %518, float -2.000000e+00, float 1.000000e+00)
  %520 = fcmp oge float %514, 0x4022059680000000
  %521 = select i1 %520, float 1.000000e+00, float %519
  %522 = tail call float @llvm.copysign.f32(float %521, float %513) #8
  %523 = fmul float %513, %513
  %524 = tail call float @llvm.fma.f32(float %523, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %525 = tail call float @llvm.fma.f32(float %524, float %523, float 0x3FC10B2820000000)
  %526 = tail call float @llvm.fma.f32(float %525, float %523, float 0xBFD5553DA0000000)
  %527 = tail call float @llvm.fma.f32(float %526, float %523, float 0.000000e+00)
  %528 = tail call float @llvm.fma.f32(float %527, float %513, float %513)
  %529 = fcmp oge float %514, 0x3FE3333340000000
  %530 = select i1 %529, float %522, float %528
  %531 = fadd contract float %530, 1.000000e+00
  %532 = fmul contract float %508, %531
  br label %539

533:                                              ; preds = %504
  %534 = fcmp contract ogt float %506, 0.000000e+00
  %535 = fmul contract float %12, %506
  %536 = select contract i1 %534, float %506, float %535
  br label %539

537:                                              ; preds = %504
  %538 = tail call noundef float @llvm.maxnum.f32(float %506, float 0.000000e+00)
  br label %539

539:                                              ; preds = %537, %533, %507, %504
  %540 = phi float [ %506, %504 ], [ %538, %537 ], [ %536, %533 ], [ %532, %507 ]
  %541 = zext nneg i32 %497 to i64
  %542 = mul nsw i64 %541, %121
  %543 = getelementptr float, ptr %123, i64 %542
  store float %540, ptr %543, align 4, !tbaa !27
  br label %544

544:                                              ; preds = %112, %539, %492, %445, %398, %118, %13, %16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @col2im_gather(ptr noalias noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.ConvGeom) align 4 captures(none) %1, i64 noundef %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = load i32, ptr %1, align 4, !tbaa !11
  %6 = icmp slt i32 %5, 1
  br i1 %6, label %197, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !13
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %197, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %197, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, 1
  br i1 %18, label %197, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp slt i32 %21, 1
  br i1 %22, label %197, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %25 = load i32, ptr %24, align 4, !tbaa !17
  %26 = icmp slt i32 %25, 1
  br i1 %26, label %197, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %29 = load i32, ptr %28, align 4, !tbaa !18
  %30 = icmp slt i32 %29, 1
  br i1 %30, label %197, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %33 = load i32, ptr %32, align 4, !tbaa !19
  %34 = icmp slt i32 %33, 1
  br i1 %34, label %197, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %37 = load i32, ptr %36, align 4, !tbaa !20
  %38 = icmp slt i32 %37, 1
  br i1 %38, label %197, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %41 = load i32, ptr %40, align 4, !tbaa !21
  %42 = icmp slt i32 %41, 0
  br i1 %42, label %197, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %45 = load i32, ptr %44, align 4, !tbaa !22
  %46 = icmp slt i32 %45, 0
  br i1 %46, label %197, label %47

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
  br i1 %64, label %65, label %197

65:                                               ; preds = %47
  %66 = add nuw nsw i32 %61, 1
  %67 = add nuw nsw i32 %54, 1
  %68 = zext nneg i32 %5 to i64
  %69 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %70 = load i32, ptr %69, align 4, !tbaa !15
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %73 = load i32, ptr %72, align 4, !tbaa !16
  %74 = sext i32 %73 to i64
  %75 = zext nneg i32 %67 to i64
  %76 = zext nneg i32 %66 to i64
  %77 = mul nuw nsw i64 %76, %75
  %78 = mul i64 %77, %68
  %79 = mul i64 %78, %71
  %80 = mul i64 %79, %74
  %81 = icmp ugt i64 %80, %2
  br i1 %81, label %197, label %82

82:                                               ; preds = %65
  %83 = mul nuw nsw i64 %76, %75
  %84 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %85 = load i32, ptr %84, align 4, !tbaa !13
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %88 = load i32, ptr %87, align 4, !tbaa !14
  %89 = sext i32 %88 to i64
  %90 = mul nsw i64 %89, %86
  %91 = mul i64 %90, %68
  %92 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %93 = zext nneg i32 %92 to i64
  %94 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %95 = zext nneg i32 %94 to i64
  %96 = mul nuw nsw i64 %93, %95
  %97 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %98 = zext nneg i32 %97 to i64
  %99 = add nuw nsw i64 %96, %98
  %100 = icmp ult i64 %99, %91
  br i1 %100, label %101, label %197

101:                                              ; preds = %82
  %102 = mul nsw i64 %89, %86
  %103 = icmp sgt i32 %70, 0
  %104 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %105 = load i32, ptr %104, align 4
  %106 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %107 = load i32, ptr %106, align 4
  %108 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %109 = load i32, ptr %108, align 4
  %110 = icmp slt i32 %73, 1
  %111 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %112 = load i32, ptr %111, align 4
  %113 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %114 = load i32, ptr %113, align 4
  %115 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %116 = load i32, ptr %115, align 4
  %117 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %118 = zext nneg i32 %117 to i64
  %119 = mul nuw nsw i64 %118, %95
  br label %120

120:                                              ; preds = %101, %137
  %121 = phi i64 [ %99, %101 ], [ %140, %137 ]
  br i1 %103, label %122, label %137

122:                                              ; preds = %120
  %123 = udiv i64 %121, %102
  %124 = freeze i64 %121
  %125 = freeze i64 %89
  %126 = udiv i64 %124, %125
  %127 = urem i64 %126, %86
  %128 = trunc i64 %127 to i32
  %129 = mul i64 %126, %125
  %130 = sub i64 %124, %129
  %131 = trunc i64 %130 to i32
  %132 = add nsw i32 %105, %128
  %133 = add nsw i32 %112, %131
  %134 = shl i64 %123, 32
  %135 = ashr exact i64 %134, 32
  %136 = mul nsw i64 %135, %71
  br label %142

137:                                              ; preds = %193, %120
  %138 = phi float [ 0.000000e+00, %120 ], [ %194, %193 ]
  %139 = getelementptr inbounds nuw float, ptr %3, i64 %121
  store float %138, ptr %139, align 4, !tbaa !27
  %140 = add i64 %121, %119
  %141 = icmp ult i64 %140, %91
  br i1 %141, label %120, label %197, !llvm.loop !33

142:                                              ; preds = %122, %193
  %143 = phi float [ 0.000000e+00, %122 ], [ %194, %193 ]
  %144 = phi i32 [ 0, %122 ], [ %195, %193 ]
  %145 = mul i32 %107, %144
  %146 = sub i32 %132, %145
  %147 = icmp slt i32 %146, 0
  br i1 %147, label %193, label %148

148:                                              ; preds = %142
  %149 = freeze i32 %146
  %150 = freeze i32 %109
  %151 = sdiv i32 %149, %150
  %152 = mul i32 %151, %150
  %153 = sub i32 %149, %152
  %154 = icmp ne i32 %153, 0
  %155 = icmp sgt i32 %151, %54
  %156 = or i1 %155, %110
  %157 = or i1 %154, %156
  br i1 %157, label %193, label %158

158:                                              ; preds = %148
  %159 = zext nneg i32 %144 to i64
  %160 = add nsw i64 %136, %159
  %161 = mul i64 %160, %74
  %162 = sext i32 %151 to i64
  %163 = mul nsw i64 %162, %76
  %164 = getelementptr float, ptr %0, i64 %163
  br label %165

165:                                              ; preds = %158, %189
  %166 = phi i32 [ 0, %158 ], [ %191, %189 ]
  %167 = phi float [ %143, %158 ], [ %190, %189 ]
  %168 = mul i32 %114, %166
  %169 = sub i32 %133, %168
  %170 = icmp slt i32 %169, 0
  br i1 %170, label %189, label %171

171:                                              ; preds = %165
  %172 = freeze i32 %169
  %173 = freeze i32 %116
  %174 = sdiv i32 %172, %173
  %175 = mul i32 %174, %173
  %176 = sub i32 %172, %175
  %177 = icmp ne i32 %176, 0
  %178 = icmp sgt i32 %174, %61
  %179 = select i1 %177, i1 true, i1 %178
  br i1 %179, label %189, label %180

180:                                              ; preds = %171
  %181 = zext nneg i32 %166 to i64
  %182 = add i64 %161, %181
  %183 = mul i64 %83, %182
  %184 = sext i32 %174 to i64
  %185 = getelementptr float, ptr %164, i64 %183
  %186 = getelementptr float, ptr %185, i64 %184
  %187 = load float, ptr %186, align 4, !tbaa !27
  %188 = fadd contract float %167, %187
  br label %189

189:                                              ; preds = %180, %165, %171
  %190 = phi float [ %167, %165 ], [ %167, %171 ], [ %188, %180 ]
  %191 = add nuw nsw i32 %166, 1
  %192 = icmp eq i32 %191, %73
  br i1 %192, label %193, label %165, !llvm.loop !34

193:                                              ; preds = %189, %142, %148
  %194 = phi float [ %143, %142 ], [ %143, %148 ], [ %190, %189 ]
  %195 = add nuw nsw i32 %144, 1
  %196 = icmp eq i32 %195, %70
  br i1 %196, label %137, label %142, !llvm.loop !35

197:                                              ; preds = %137, %82, %43, %39, %35, %31, %27, %23, %19, %15, %11, %7, %4, %47, %65
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nounwind }

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
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !24, !25}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !8, i64 0}
!29 = distinct !{!29, !24, !25}
!30 = distinct !{!30, !24, !25}
!31 = distinct !{!31, !24, !25}
!32 = !{i32 21289}
!33 = distinct !{!33, !24, !25}
!34 = distinct !{!34, !24, !25}
!35 = distinct !{!35, !24, !25}
