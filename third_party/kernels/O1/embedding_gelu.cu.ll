; ModuleID = 'src/embedding_gelu.cu'
source_filename = "src/embedding_gelu.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @embedding_bag_pool(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef readonly captures(address_is_null) %7, i32 noundef %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = zext nneg i32 %11 to i64
  %19 = add nuw nsw i64 %17, %18
  %20 = lshr i64 %19, 5
  %21 = trunc i64 %20 to i32
  %22 = icmp sle i32 %6, %21
  %23 = icmp slt i32 %2, 1
  %24 = or i1 %23, %22
  br i1 %24, label %199, label %25

25:                                               ; preds = %10
  %26 = shl i64 %20, 32
  %27 = ashr exact i64 %26, 32
  %28 = getelementptr inbounds i32, ptr %5, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %30, i32 %4)
  %32 = add i64 %26, 4294967296
  %33 = ashr exact i64 %32, 30
  %34 = getelementptr inbounds i8, ptr %5, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %31)
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %4)
  %38 = icmp eq i32 %8, 2
  %39 = zext nneg i32 %2 to i64
  %40 = mul nsw i64 %27, %39
  %41 = getelementptr inbounds nuw float, ptr %9, i64 %40
  %42 = and i32 %2, 3
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %51, label %44

44:                                               ; preds = %25
  %45 = icmp slt i32 %12, %2
  br i1 %45, label %46, label %199

46:                                               ; preds = %44
  %47 = select contract i1 %38, float 0xFFF0000000000000, float 0.000000e+00
  %48 = icmp slt i32 %30, %37
  %49 = icmp eq ptr %7, null
  %50 = icmp ne i32 %8, 1
  br label %147

51:                                               ; preds = %25
  %52 = lshr exact i32 %2, 2
  %53 = icmp samesign ult i32 %12, %52
  br i1 %53, label %54, label %199

54:                                               ; preds = %51
  %55 = select i1 %38, float 0xFFF0000000000000, float 0.000000e+00
  %56 = select i1 %38, float 0xFFF0000000000000, float 0.000000e+00
  %57 = select i1 %38, float 0xFFF0000000000000, float 0.000000e+00
  %58 = select i1 %38, float 0xFFF0000000000000, float 0.000000e+00
  %59 = icmp slt i32 %30, %37
  %60 = icmp eq ptr %7, null
  %61 = icmp eq i32 %8, 1
  br label %62

62:                                               ; preds = %54, %135
  %63 = phi i32 [ %12, %54 ], [ %145, %135 ]
  br i1 %59, label %64, label %67

64:                                               ; preds = %62
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %65
  br label %74

67:                                               ; preds = %119, %62
  %68 = phi float [ %58, %62 ], [ %120, %119 ]
  %69 = phi float [ %57, %62 ], [ %121, %119 ]
  %70 = phi float [ %56, %62 ], [ %122, %119 ]
  %71 = phi float [ %55, %62 ], [ %123, %119 ]
  %72 = phi i32 [ 0, %62 ], [ %124, %119 ]
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %135, label %127

74:                                               ; preds = %64, %119
  %75 = phi i32 [ 0, %64 ], [ %124, %119 ]
  %76 = phi float [ %55, %64 ], [ %123, %119 ]
  %77 = phi float [ %56, %64 ], [ %122, %119 ]
  %78 = phi float [ %57, %64 ], [ %121, %119 ]
  %79 = phi float [ %58, %64 ], [ %120, %119 ]
  %80 = phi i32 [ %31, %64 ], [ %125, %119 ]
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %3, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = icmp slt i32 %83, 0
  br i1 %84, label %119, label %85

85:                                               ; preds = %74
  %86 = zext nneg i32 %83 to i64
  %87 = icmp sgt i64 %1, %86
  br i1 %87, label %88, label %119

88:                                               ; preds = %85
  %89 = mul nuw nsw i64 %86, %39
  %90 = getelementptr inbounds nuw float, ptr %66, i64 %89
  %91 = load float, ptr %90, align 16, !tbaa !11
  %92 = getelementptr inbounds nuw i8, ptr %90, i64 4
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %95 = load float, ptr %94, align 8, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %90, i64 12
  %97 = load float, ptr %96, align 4, !tbaa !11
  br i1 %60, label %101, label %98

98:                                               ; preds = %88
  %99 = getelementptr inbounds float, ptr %7, i64 %81
  %100 = load float, ptr %99, align 4, !tbaa !11
  br label %101

101:                                              ; preds = %88, %98
  %102 = phi contract float [ %100, %98 ], [ 1.000000e+00, %88 ]
  br i1 %38, label %103, label %108

103:                                              ; preds = %101
  %104 = tail call noundef float @llvm.maxnum.f32(float %79, float %91)
  %105 = tail call noundef float @llvm.maxnum.f32(float %78, float %93)
  %106 = tail call noundef float @llvm.maxnum.f32(float %77, float %95)
  %107 = tail call noundef float @llvm.maxnum.f32(float %76, float %97)
  br label %113

108:                                              ; preds = %101
  %109 = tail call noundef float @llvm.fma.f32(float %102, float %91, float %79)
  %110 = tail call noundef float @llvm.fma.f32(float %102, float %93, float %78)
  %111 = tail call noundef float @llvm.fma.f32(float %102, float %95, float %77)
  %112 = tail call noundef float @llvm.fma.f32(float %102, float %97, float %76)
  br label %113

113:                                              ; preds = %108, %103
  %114 = phi float [ %104, %103 ], [ %109, %108 ]
  %115 = phi float [ %105, %103 ], [ %110, %108 ]
  %116 = phi float [ %106, %103 ], [ %111, %108 ]
  %117 = phi float [ %107, %103 ], [ %112, %108 ]
  %118 = add nsw i32 %75, 1
  br label %119

119:                                              ; preds = %74, %85, %113
  %120 = phi float [ %114, %113 ], [ %79, %85 ], [ %79, %74 ]
  %121 = phi float [ %115, %113 ], [ %78, %85 ], [ %78, %74 ]
  %122 = phi float [ %116, %113 ], [ %77, %85 ], [ %77, %74 ]
  %123 = phi float [ %117, %113 ], [ %76, %85 ], [ %76, %74 ]
  %124 = phi i32 [ %118, %113 ], [ %75, %85 ], [ %75, %74 ]
  %125 = add nsw i32 %80, 1
  %126 = icmp eq i32 %125, %37
  br i1 %126, label %67, label %74, !llvm.loop !13

127:                                              ; preds = %67
  br i1 %61, label %128, label %135

128:                                              ; preds = %127
  %129 = sitofp i32 %72 to float
  %130 = fdiv contract float 1.000000e+00, %129
  %131 = fmul contract float %68, %130
  %132 = fmul contract float %69, %130
  %133 = fmul contract float %70, %130
  %134 = fmul contract float %71, %130
  br label %135

135:                                              ; preds = %67, %127, %128
  %136 = phi float [ %68, %127 ], [ %131, %128 ], [ 0.000000e+00, %67 ]
  %137 = phi float [ %69, %127 ], [ %132, %128 ], [ 0.000000e+00, %67 ]
  %138 = phi float [ %70, %127 ], [ %133, %128 ], [ 0.000000e+00, %67 ]
  %139 = phi float [ %71, %127 ], [ %134, %128 ], [ 0.000000e+00, %67 ]
  %140 = zext nneg i32 %63 to i64
  %141 = getelementptr inbounds nuw %struct.float4, ptr %41, i64 %140
  store float %136, ptr %141, align 16, !tbaa !11
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 4
  store float %137, ptr %142, align 4, !tbaa !11
  %143 = getelementptr inbounds nuw i8, ptr %141, i64 8
  store float %138, ptr %143, align 8, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %141, i64 12
  store float %139, ptr %144, align 4, !tbaa !11
  %145 = add nuw nsw i32 %63, 32
  %146 = icmp samesign ult i32 %145, %52
  br i1 %146, label %62, label %199, !llvm.loop !16

147:                                              ; preds = %46, %193
  %148 = phi i32 [ %12, %46 ], [ %197, %193 ]
  br i1 %48, label %149, label %152

149:                                              ; preds = %147
  %150 = zext nneg i32 %148 to i64
  %151 = getelementptr inbounds nuw float, ptr %0, i64 %150
  br label %158

152:                                              ; preds = %185, %147
  %153 = phi float [ %47, %147 ], [ %186, %185 ]
  %154 = phi i32 [ 0, %147 ], [ %187, %185 ]
  %155 = icmp eq i32 %154, 0
  %156 = or i1 %155, %50
  %157 = select i1 %155, float 0.000000e+00, float %153
  br i1 %156, label %193, label %190

158:                                              ; preds = %149, %185
  %159 = phi i32 [ 0, %149 ], [ %187, %185 ]
  %160 = phi i32 [ %31, %149 ], [ %188, %185 ]
  %161 = phi float [ %47, %149 ], [ %186, %185 ]
  %162 = sext i32 %160 to i64
  %163 = getelementptr inbounds i32, ptr %3, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = icmp slt i32 %164, 0
  br i1 %165, label %185, label %166

166:                                              ; preds = %158
  %167 = zext nneg i32 %164 to i64
  %168 = icmp sgt i64 %1, %167
  br i1 %168, label %169, label %185

169:                                              ; preds = %166
  %170 = mul nuw nsw i64 %167, %39
  %171 = getelementptr inbounds nuw float, ptr %151, i64 %170
  %172 = load float, ptr %171, align 4, !tbaa !11
  br i1 %38, label %173, label %175

173:                                              ; preds = %169
  %174 = tail call noundef float @llvm.maxnum.f32(float %161, float %172)
  br label %182

175:                                              ; preds = %169
  br i1 %49, label %179, label %176

176:                                              ; preds = %175
  %177 = getelementptr inbounds float, ptr %7, i64 %162
  %178 = load float, ptr %177, align 4, !tbaa !11
  br label %179

179:                                              ; preds = %175, %176
  %180 = phi contract float [ %178, %176 ], [ 1.000000e+00, %175 ]
  %181 = tail call noundef float @llvm.fma.f32(float %180, float %172, float %161)
  br label %182

182:                                              ; preds = %179, %173
  %183 = phi contract float [ %174, %173 ], [ %181, %179 ]
  %184 = add nsw i32 %159, 1
  br label %185

185:                                              ; preds = %158, %166, %182
  %186 = phi float [ %183, %182 ], [ %161, %166 ], [ %161, %158 ]
  %187 = phi i32 [ %184, %182 ], [ %159, %166 ], [ %159, %158 ]
  %188 = add nsw i32 %160, 1
  %189 = icmp eq i32 %188, %37
  br i1 %189, label %152, label %158, !llvm.loop !17

190:                                              ; preds = %152
  %191 = sitofp i32 %154 to float
  %192 = fdiv contract float %153, %191
  br label %193

193:                                              ; preds = %152, %190
  %194 = phi contract float [ %157, %152 ], [ %192, %190 ]
  %195 = zext nneg i32 %148 to i64
  %196 = getelementptr inbounds nuw float, ptr %41, i64 %195
  store float %194, ptr %196, align 4, !tbaa !11
  %197 = add nuw nsw i32 %148, 32
  %198 = icmp slt i32 %197, %2
  br i1 %198, label %147, label %199, !llvm.loop !18

199:                                              ; preds = %193, %135, %44, %51, %10
  ret void
}

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bias_gelu_dropout_f16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6, i64 noundef %7, i64 noundef %8) local_unnamed_addr #1 {
  %10 = tail call noundef float @llvm.maxnum.f32(float %6, float 0.000000e+00)
  %11 = tail call noundef float @llvm.minnum.f32(float %10, float 0x3FEFF7CEE0000000)
  %12 = fsub contract float 1.000000e+00, %11
  %13 = fdiv contract float 1.000000e+00, %12
  %14 = fmul contract float %11, 0x41EFFFFFE0000000
  %15 = fptoui float %14 to i32
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %17, %19
  %21 = icmp slt i32 %4, 1
  %22 = icmp slt i32 %5, 1
  %23 = or i1 %21, %22
  br i1 %23, label %373, label %24

24:                                               ; preds = %9
  %25 = and i32 %5, 1
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %241

27:                                               ; preds = %24
  %28 = lshr exact i32 %5, 1
  %29 = zext nneg i32 %4 to i64
  %30 = zext nneg i32 %28 to i64
  %31 = mul nuw nsw i64 %30, %29
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = zext nneg i32 %32 to i64
  %34 = mul nuw nsw i64 %33, %19
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = zext nneg i32 %35 to i64
  %37 = add nuw nsw i64 %34, %36
  %38 = icmp samesign ult i64 %37, %31
  br i1 %38, label %39, label %373

39:                                               ; preds = %27
  %40 = add i64 %8, -7046029254386353131
  br label %41

41:                                               ; preds = %39, %228
  %42 = phi i64 [ %37, %39 ], [ %239, %228 ]
  %43 = urem i64 %42, %30
  %44 = getelementptr inbounds nuw i32, ptr %0, i64 %42
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = getelementptr inbounds nuw i32, ptr %1, i64 %43
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = lshr i32 %45, 16
  %49 = and i32 %48, 32767
  %50 = shl nuw nsw i32 %49, 13
  %51 = bitcast i32 %50 to float
  %52 = fmul contract float %51, 0x46F0000000000000
  %53 = icmp samesign ugt i32 %49, 31743
  %54 = shl nuw nsw i32 %48, 13
  %55 = or i32 %54, 2139095040
  %56 = and i32 %45, -2147483648
  %57 = bitcast float %52 to i32
  %58 = select i1 %53, i32 %55, i32 %57
  %59 = or i32 %58, %56
  %60 = bitcast i32 %59 to float
  %61 = lshr i32 %47, 16
  %62 = and i32 %61, 32767
  %63 = shl nuw nsw i32 %62, 13
  %64 = bitcast i32 %63 to float
  %65 = fmul contract float %64, 0x46F0000000000000
  %66 = icmp samesign ugt i32 %62, 31743
  %67 = shl nuw nsw i32 %61, 13
  %68 = or i32 %67, 2139095040
  %69 = and i32 %47, -2147483648
  %70 = bitcast float %65 to i32
  %71 = select i1 %66, i32 %68, i32 %70
  %72 = or i32 %71, %69
  %73 = bitcast i32 %72 to float
  %74 = fadd contract float %60, %73
  %75 = add i64 %40, %42
  %76 = lshr i64 %75, 30
  %77 = xor i64 %76, %75
  %78 = mul i64 %77, -4658895280553007687
  %79 = lshr i64 %78, 27
  %80 = xor i64 %79, %78
  %81 = mul i64 %80, -7723592293110705685
  %82 = lshr i64 %81, 31
  %83 = xor i64 %7, %82
  %84 = xor i64 %83, %81
  %85 = add i64 %84, -7046029254386353131
  %86 = lshr i64 %85, 30
  %87 = xor i64 %86, %85
  %88 = mul i64 %87, -4658895280553007687
  %89 = lshr i64 %88, 27
  %90 = xor i64 %89, %88
  %91 = mul i64 %90, -7723592293110705685
  %92 = lshr i64 %91, 31
  %93 = xor i64 %92, %91
  %94 = trunc i64 %93 to i32
  %95 = icmp uge i32 %94, %15
  %96 = zext i1 %95 to i8
  %97 = lshr i64 %93, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = icmp uge i32 %98, %15
  %100 = zext i1 %99 to i8
  br i1 %95, label %101, label %157

101:                                              ; preds = %41
  %102 = and i32 %47, 32767
  %103 = icmp samesign ugt i32 %102, 31743
  %104 = and i32 %47, 65535
  %105 = shl nuw nsw i32 %104, 13
  %106 = or i32 %105, 2139095040
  %107 = shl nuw nsw i32 %102, 13
  %108 = bitcast i32 %107 to float
  %109 = fmul contract float %108, 0x46F0000000000000
  %110 = bitcast float %109 to i32
  %111 = select i1 %103, i32 %106, i32 %110
  %112 = shl nuw i32 %104, 16
  %113 = and i32 %112, -2147483648
  %114 = or i32 %111, %113
  %115 = bitcast i32 %114 to float
  %116 = and i32 %45, 32767
  %117 = icmp samesign ugt i32 %116, 31743
  %118 = and i32 %45, 65535
  %119 = shl nuw nsw i32 %118, 13
  %120 = or i32 %119, 2139095040
  %121 = shl nuw nsw i32 %116, 13
  %122 = bitcast i32 %121 to float
  %123 = fmul contract float %122, 0x46F0000000000000
  %124 = bitcast float %123 to i32
  %125 = select i1 %117, i32 %120, i32 %124
  %126 = shl nuw i32 %118, 16
  %127 = and i32 %126, -2147483648
  %128 = or i32 %125, %127
  %129 = bitcast i32 %128 to float
  %130 = fadd contract float %129, %115
  %131 = fmul contract float %130, 5.000000e-01
  %132 = fmul contract float %130, 0x3FA6E4E260000000
  %133 = fmul contract float %130, %132
  %134 = tail call noundef float @llvm.fma.f32(float %133, float %130, float %130)
  %135 = fmul contract float %134, 0x3FE9884540000000
  %136 = tail call float @llvm.nvvm.fabs.f32(float %135)
  %137 = fmul float %136, 0x4007154760000000
  %138 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %137)
  %139 = fadd float %138, 1.000000e+00
  %140 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %139) #6, !srcloc !19
  %141 = tail call float @llvm.fma.f32(float %140, float -2.000000e+00, float 1.000000e+00)
  %142 = fcmp oge float %136, 0x4022059680000000
  %143 = select i1 %142, float 1.000000e+00, float %141
  %144 = tail call float @llvm.copysign.f32(float %143, float %135) #7
  %145 = fmul float %135, %135
  %146 = tail call float @llvm.fma.f32(float %145, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %145, float 0x3FC10B2820000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %145, float 0xBFD5553DA0000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %145, float 0.000000e+00)
  %150 = tail call float @llvm.fma.f32(float %149, float %135, float %135)
  %151 = fcmp oge float %136, 0x3FE3333340000000
  %152 = select i1 %151, float %144, float %150
  %153 = fadd contract float %152, 1.000000e+00
  %154 = fmul contract float %131, %153
  %155 = fmul contract float %13, %154
  %156 = bitcast float %155 to i32
  br label %157

157:                                              ; preds = %41, %101
  %158 = phi i32 [ %156, %101 ], [ 0, %41 ]
  br i1 %99, label %159, label %186

159:                                              ; preds = %157
  %160 = fmul contract float %74, 5.000000e-01
  %161 = fmul contract float %74, 0x3FA6E4E260000000
  %162 = fmul contract float %74, %161
  %163 = tail call noundef float @llvm.fma.f32(float %162, float %74, float %74)
  %164 = fmul contract float %163, 0x3FE9884540000000
  %165 = tail call float @llvm.nvvm.fabs.f32(float %164)
  %166 = fmul float %165, 0x4007154760000000
  %167 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %166)
  %168 = fadd float %167, 1.000000e+00
  %169 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %168) #6, !srcloc !19
  %170 = tail call float @llvm.fma.f32(float %169, float -2.000000e+00, float 1.000000e+00)
  %171 = fcmp oge float %165, 0x4022059680000000
  %172 = select i1 %171, float 1.000000e+00, float %170
  %173 = tail call float @llvm.copysign.f32(float %172, float %164) #7
  %174 = fmul float %164, %164
  %175 = tail call float @llvm.fma.f32(float %174, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %176 = tail call float @llvm.fma.f32(float %175, float %174, float 0x3FC10B2820000000)
  %177 = tail call float @llvm.fma.f32(float %176, float %174, float 0xBFD5553DA0000000)
  %178 = tail call float @llvm.fma.f32(float %177, float %174, float 0.000000e+00)
  %179 = tail call float @llvm.fma.f32(float %178, float %164, float %164)
  %180 = fcmp oge float %165, 0x3FE3333340000000
  %181 = select i1 %180, float %173, float %179
  %182 = fadd contract float %181, 1.000000e+00
  %183 = fmul contract float %160, %182
  %184 = fmul contract float %13, %183
  %185 = bitcast float %184 to i32
  br label %186

186:                                              ; preds = %157, %159
  %187 = phi i32 [ %185, %159 ], [ 0, %157 ]
  %188 = and i32 %158, 2147483647
  %189 = icmp samesign ugt i32 %188, 1199570943
  br i1 %189, label %190, label %193

190:                                              ; preds = %186
  %191 = icmp samesign ugt i32 %188, 2139095040
  %192 = select i1 %191, i32 32256, i32 31744
  br label %206

193:                                              ; preds = %186
  %194 = icmp samesign ult i32 %188, 947912704
  br i1 %194, label %195, label %200

195:                                              ; preds = %193
  %196 = bitcast i32 %188 to float
  %197 = fadd contract float %196, 5.000000e-01
  %198 = bitcast float %197 to i32
  %199 = add nsw i32 %198, -1056964608
  br label %206

200:                                              ; preds = %193
  %201 = lshr i32 %158, 13
  %202 = and i32 %201, 1
  %203 = add nsw i32 %188, -939520001
  %204 = add nuw nsw i32 %203, %202
  %205 = lshr i32 %204, 13
  br label %206

206:                                              ; preds = %190, %195, %200
  %207 = phi i32 [ %192, %190 ], [ %199, %195 ], [ %205, %200 ]
  %208 = lshr i32 %158, 16
  %209 = and i32 %208, 32768
  %210 = and i32 %187, 2147483647
  %211 = icmp samesign ugt i32 %210, 1199570943
  br i1 %211, label %212, label %215

212:                                              ; preds = %206
  %213 = icmp samesign ugt i32 %210, 2139095040
  %214 = select i1 %213, i32 32256, i32 31744
  br label %228

215:                                              ; preds = %206
  %216 = icmp samesign ult i32 %210, 947912704
  br i1 %216, label %217, label %222

217:                                              ; preds = %215
  %218 = bitcast i32 %210 to float
  %219 = fadd contract float %218, 5.000000e-01
  %220 = bitcast float %219 to i32
  %221 = add nsw i32 %220, -1056964608
  br label %228

222:                                              ; preds = %215
  %223 = lshr i32 %187, 13
  %224 = and i32 %223, 1
  %225 = add nsw i32 %210, -939520001
  %226 = add nuw nsw i32 %225, %224
  %227 = lshr i32 %226, 13
  br label %228

228:                                              ; preds = %212, %217, %222
  %229 = phi i32 [ %214, %212 ], [ %221, %217 ], [ %227, %222 ]
  %230 = shl i32 %229, 16
  %231 = and i32 %187, -2147483648
  %232 = or disjoint i32 %231, %209
  %233 = or i32 %232, %207
  %234 = or i32 %233, %230
  %235 = getelementptr inbounds nuw i32, ptr %2, i64 %42
  store i32 %234, ptr %235, align 4, !tbaa !6
  %236 = shl nuw nsw i64 %42, 1
  %237 = getelementptr inbounds nuw i8, ptr %3, i64 %236
  store i8 %96, ptr %237, align 1, !tbaa !20
  %238 = getelementptr inbounds nuw i8, ptr %237, i64 1
  store i8 %100, ptr %238, align 1, !tbaa !20
  %239 = add i64 %42, %20
  %240 = icmp ult i64 %239, %31
  br i1 %240, label %41, label %373, !llvm.loop !21

241:                                              ; preds = %24
  %242 = zext nneg i32 %4 to i64
  %243 = zext nneg i32 %5 to i64
  %244 = mul nuw nsw i64 %243, %242
  %245 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %246 = zext nneg i32 %245 to i64
  %247 = mul nuw nsw i64 %246, %19
  %248 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %249 = zext nneg i32 %248 to i64
  %250 = add nuw nsw i64 %247, %249
  %251 = icmp samesign ult i64 %250, %244
  br i1 %251, label %252, label %373

252:                                              ; preds = %241
  %253 = add i64 %8, -7046029254386353131
  br label %254

254:                                              ; preds = %252, %363
  %255 = phi i64 [ %250, %252 ], [ %371, %363 ]
  %256 = lshr i64 %255, 1
  %257 = add i64 %253, %256
  %258 = lshr i64 %257, 30
  %259 = xor i64 %258, %257
  %260 = mul i64 %259, -4658895280553007687
  %261 = lshr i64 %260, 27
  %262 = xor i64 %261, %260
  %263 = mul i64 %262, -7723592293110705685
  %264 = lshr i64 %263, 31
  %265 = xor i64 %7, %264
  %266 = xor i64 %265, %263
  %267 = add i64 %266, -7046029254386353131
  %268 = lshr i64 %267, 30
  %269 = xor i64 %268, %267
  %270 = mul i64 %269, -4658895280553007687
  %271 = lshr i64 %270, 27
  %272 = xor i64 %271, %270
  %273 = mul i64 %272, -7723592293110705685
  %274 = lshr i64 %273, 31
  %275 = xor i64 %274, %273
  %276 = shl i64 %255, 5
  %277 = and i64 %276, 32
  %278 = lshr i64 %275, %277
  %279 = trunc i64 %278 to i32
  %280 = icmp uge i32 %279, %15
  %281 = zext i1 %280 to i8
  br i1 %280, label %282, label %343

282:                                              ; preds = %254
  %283 = urem i64 %255, %243
  %284 = getelementptr inbounds nuw i16, ptr %1, i64 %283
  %285 = load i16, ptr %284, align 2, !tbaa !22
  %286 = zext i16 %285 to i32
  %287 = and i32 %286, 32767
  %288 = icmp samesign ugt i32 %287, 31743
  %289 = shl nuw nsw i32 %286, 13
  %290 = or i32 %289, 2139095040
  %291 = shl nuw nsw i32 %287, 13
  %292 = bitcast i32 %291 to float
  %293 = fmul contract float %292, 0x46F0000000000000
  %294 = bitcast float %293 to i32
  %295 = select i1 %288, i32 %290, i32 %294
  %296 = sext i16 %285 to i32
  %297 = and i32 %296, -2147483648
  %298 = or i32 %295, %297
  %299 = bitcast i32 %298 to float
  %300 = getelementptr inbounds nuw i16, ptr %0, i64 %255
  %301 = load i16, ptr %300, align 2, !tbaa !22
  %302 = zext i16 %301 to i32
  %303 = and i32 %302, 32767
  %304 = icmp samesign ugt i32 %303, 31743
  %305 = shl nuw nsw i32 %302, 13
  %306 = or i32 %305, 2139095040
  %307 = shl nuw nsw i32 %303, 13
  %308 = bitcast i32 %307 to float
  %309 = fmul contract float %308, 0x46F0000000000000
  %310 = bitcast float %309 to i32
  %311 = select i1 %304, i32 %306, i32 %310
  %312 = sext i16 %301 to i32
  %313 = and i32 %312, -2147483648
  %314 = or i32 %311, %313
  %315 = bitcast i32 %314 to float
  %316 = fadd contract float %299, %315
  %317 = fmul contract float %316, 5.000000e-01
  %318 = fmul contract float %316, 0x3FA6E4E260000000
  %319 = fmul contract float %316, %318
  %320 = tail call noundef float @llvm.fma.f32(float %319, float %316, float %316)
  %321 = fmul contract float %320, 0x3FE9884540000000
  %322 = tail call float @llvm.nvvm.fabs.f32(float %321)
  %323 = fmul float %322, 0x4007154760000000
  %324 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %323)
  %325 = fadd float %324, 1.000000e+00
  %326 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %325) #6, !srcloc !19
  %327 = tail call float @llvm.fma.f32(float %326, float -2.000000e+00, float 1.000000e+00)
  %328 = fcmp oge float %322, 0x4022059680000000
  %329 = select i1 %328, float 1.000000e+00, float %327
  %330 = tail call float @llvm.copysign.f32(float %329, float %321) #7
  %331 = fmul float %321, %321
  %332 = tail call float @llvm.fma.f32(float %331, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %333 = tail call float @llvm.fma.f32(float %332, float %331, float 0x3FC10B2820000000)
  %334 = tail call float @llvm.fma.f32(float %333, float %331, float 0xBFD5553DA0000000)
  %335 = tail call float @llvm.fma.f32(float %334, float %331, float 0.000000e+00)
  %336 = tail call float @llvm.fma.f32(float %335, float %321, float %321)
  %337 = fcmp oge float %322, 0x3FE3333340000000
  %338 = select i1 %337, float %330, float %336
  %339 = fadd contract float %338, 1.000000e+00
  %340 = fmul contract float %317, %339
  %341 = fmul contract float %13, %340
  %342 = bitcast float %341 to i32
  br label %343

343:                                              ; preds = %254, %282
  %344 = phi i32 [ %342, %282 ], [ 0, %254 ]
  %345 = and i32 %344, 2147483647
  %346 = icmp samesign ugt i32 %345, 1199570943
  br i1 %346, label %347, label %350

347:                                              ; preds = %343
  %348 = icmp samesign ugt i32 %345, 2139095040
  %349 = select i1 %348, i32 32256, i32 31744
  br label %363

350:                                              ; preds = %343
  %351 = icmp samesign ult i32 %345, 947912704
  br i1 %351, label %352, label %357

352:                                              ; preds = %350
  %353 = bitcast i32 %345 to float
  %354 = fadd contract float %353, 5.000000e-01
  %355 = bitcast float %354 to i32
  %356 = add nsw i32 %355, -1056964608
  br label %363

357:                                              ; preds = %350
  %358 = lshr i32 %344, 13
  %359 = and i32 %358, 1
  %360 = add nsw i32 %345, -939520001
  %361 = add nuw nsw i32 %360, %359
  %362 = lshr i32 %361, 13
  br label %363

363:                                              ; preds = %347, %352, %357
  %364 = phi i32 [ %349, %347 ], [ %356, %352 ], [ %362, %357 ]
  %365 = lshr i32 %344, 16
  %366 = and i32 %365, 32768
  %367 = or i32 %364, %366
  %368 = trunc i32 %367 to i16
  %369 = getelementptr inbounds nuw i16, ptr %2, i64 %255
  store i16 %368, ptr %369, align 2, !tbaa !22
  %370 = getelementptr inbounds nuw i8, ptr %3, i64 %255
  store i8 %281, ptr %370, align 1, !tbaa !20
  %371 = add i64 %255, %20
  %372 = icmp ult i64 %371, %244
  br i1 %372, label %254, label %373, !llvm.loop !24

373:                                              ; preds = %363, %228, %241, %27, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nounwind }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{i32 21289}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !14, !15}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !8, i64 0}
!24 = distinct !{!24, !14, !15}
