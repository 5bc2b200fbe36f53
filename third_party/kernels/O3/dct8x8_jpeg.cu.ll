; ModuleID = 'src/dct8x8_jpeg.cu'
source_filename = "src/dct8x8_jpeg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_qtable = dso_local addrspace(4) externally_initialized constant [64 x float] zeroinitializer, align 4
@_ZZ13fdct8x8_quantE3s_c = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ13fdct8x8_quantE4s_in = internal unnamed_addr addrspace(3) global [4 x [8 x [9 x float]]] undef, align 4
@_ZZ13fdct8x8_quantE6s_rows = internal unnamed_addr addrspace(3) global [4 x [8 x [9 x float]]] undef, align 4
@_ZZ13fdct8x8_quantE3s_q = internal unnamed_addr addrspace(3) global [4 x [64 x float]] undef, align 4
@_ZL8k_zigzag = internal unnamed_addr addrspace(4) constant [64 x i8] c"\00\01\08\10\09\02\03\0A\11\18 \19\12\0B\04\05\0C\13\1A!(0)\22\1B\14\0D\06\07\0E\15\1C#*1892+$\1D\16\0F\17\1E%,3:;4-&\1F'.5<=6/7>?", align 1
@_ZZ15idct8x8_dequantE3s_f = internal unnamed_addr addrspace(3) global [8 x [64 x float]] undef, align 4
@_ZZ15idct8x8_dequantE3s_g = internal unnamed_addr addrspace(3) global [8 x [8 x [9 x float]]] undef, align 4
@_ZL7k_cos16 = internal unnamed_addr addrspace(4) constant [9 x float] [float 1.000000e+00, float 0x3FEF6297C0000000, float 0x3FED906BC0000000, float 0x3FEA9B6620000000, float 0x3FE6A09E60000000, float 0x3FE1C73B40000000, float 0x3FD87DE2A0000000, float 0x3FC8F8B840000000, float 0.000000e+00], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_qtable to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fdct8x8_quant(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, float noundef %5) local_unnamed_addr #0 {
  %7 = icmp slt i32 %1, 1
  %8 = icmp slt i32 %2, 1
  %9 = or i1 %7, %8
  br i1 %9, label %277, label %10

10:                                               ; preds = %6
  %11 = tail call i32 @llvm.smax.i32(i32 %3, i32 %1)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul nuw nsw i32 %13, %14
  %16 = add nuw nsw i32 %15, %12
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = mul nuw nsw i32 %14, %17
  %19 = icmp samesign ult i32 %16, 64
  br i1 %19, label %37, label %20

20:                                               ; preds = %37, %10
  %21 = add nuw nsw i32 %1, 7
  %22 = lshr i32 %21, 3
  %23 = add nuw nsw i32 %2, 7
  %24 = lshr i32 %23, 3
  %25 = mul nuw nsw i32 %24, %22
  %26 = tail call noundef float @llvm.maxnum.f32(float %5, float 0x3F50624DE0000000)
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = shl i32 %27, 2
  %29 = icmp slt i32 %28, %25
  br i1 %29, label %30, label %277

30:                                               ; preds = %20
  %31 = icmp samesign ult i32 %16, 256
  %32 = add nsw i32 %1, -1
  %33 = add nsw i32 %2, -1
  %34 = zext nneg i32 %11 to i64
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %36 = shl i32 %35, 2
  br label %84

37:                                               ; preds = %10, %37
  %38 = phi i32 [ %82, %37 ], [ %16, %10 ]
  %39 = lshr i32 %38, 3
  %40 = and i32 %38, 7
  %41 = icmp eq i32 %39, 0
  %42 = select contract i1 %41, float 0x3FD6A09E60000000, float 5.000000e-01
  %43 = shl nuw nsw i32 %40, 1
  %44 = or disjoint i32 %43, 1
  %45 = mul nuw nsw i32 %44, %39
  %46 = uitofp nneg i32 %45 to float
  %47 = fmul contract float %46, 6.250000e-02
  %48 = tail call float @llvm.nvvm.fabs.f32(float %47)
  %49 = fcmp ogt float %48, 0x4170000000000000
  %50 = tail call float @llvm.nvvm.mul.rn.f(float %47, float 0.000000e+00) #5
  %51 = select i1 %49, float %50, float %47
  %52 = fadd float %51, %51
  %53 = tail call float @llvm.nvvm.round.f(float %52) #5
  %54 = tail call i32 @llvm.nvvm.f2i.rz(float %53)
  %55 = fneg float %53
  %56 = tail call float @llvm.fma.f32(float %55, float 5.000000e-01, float %51)
  %57 = add i32 %54, 1
  %58 = tail call float @llvm.nvvm.mul.rn.f(float %56, float %56) #5
  %59 = and i32 %54, 1
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, float 1.000000e+00, float %56
  %62 = tail call float @llvm.fma.f32(float %58, float %61, float 0.000000e+00)
  %63 = tail call float @llvm.fma.f32(float %58, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %64 = select i1 %60, float %63, float 0xBFE2F59920000000
  %65 = select i1 %60, float 0x40103C19E0000000, float 0x400466B200000000
  %66 = tail call float @llvm.fma.f32(float %64, float %58, float %65)
  %67 = select i1 %60, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %68 = tail call float @llvm.fma.f32(float %66, float %58, float %67)
  %69 = select i1 %60, float 1.000000e+00, float 0.000000e+00
  %70 = tail call float @llvm.fma.f32(float %68, float %62, float %69)
  %71 = tail call float @llvm.fma.f32(float %56, float 0x400921FB60000000, float %70)
  %72 = select i1 %60, float %70, float %71
  %73 = and i32 %57, 2
  %74 = icmp eq i32 %73, 0
  %75 = fsub float 0.000000e+00, %72
  %76 = select i1 %74, float %72, float %75
  %77 = fmul contract float %42, %76
  %78 = zext nneg i32 %39 to i64
  %79 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_c to ptr), i64 %78
  %80 = zext nneg i32 %40 to i64
  %81 = getelementptr inbounds nuw float, ptr %79, i64 %80
  store float %77, ptr %81, align 4, !tbaa !11
  %82 = add nuw nsw i32 %38, %18
  %83 = icmp samesign ult i32 %82, 64
  br i1 %83, label %37, label %20, !llvm.loop !13

84:                                               ; preds = %30, %250
  %85 = phi i32 [ %28, %30 ], [ %251, %250 ]
  br i1 %31, label %87, label %86

86:                                               ; preds = %117, %84
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %130, label %129

87:                                               ; preds = %84, %117
  %88 = phi i32 [ %127, %117 ], [ %16, %84 ]
  %89 = lshr i32 %88, 6
  %90 = or disjoint i32 %89, %85
  %91 = icmp slt i32 %90, %25
  br i1 %91, label %96, label %92

92:                                               ; preds = %87
  %93 = lshr i32 %88, 3
  %94 = and i32 %93, 7
  %95 = and i32 %88, 7
  br label %117

96:                                               ; preds = %87
  %97 = sdiv i32 %90, %22
  %98 = mul nsw i32 %97, %22
  %99 = sub nsw i32 %90, %98
  %100 = shl nsw i32 %99, 3
  %101 = and i32 %88, 7
  %102 = or disjoint i32 %100, %101
  %103 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %102, i32 range(i32 0, 2147483647) %32)
  %104 = shl nsw i32 %97, 3
  %105 = lshr i32 %88, 3
  %106 = and i32 %105, 7
  %107 = or disjoint i32 %104, %106
  %108 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %107, i32 range(i32 0, 2147483647) %33)
  %109 = sext i32 %108 to i64
  %110 = mul nsw i64 %109, %34
  %111 = sext i32 %103 to i64
  %112 = getelementptr i8, ptr %0, i64 %110
  %113 = getelementptr i8, ptr %112, i64 %111
  %114 = load i8, ptr %113, align 1, !tbaa !15
  %115 = uitofp i8 %114 to float
  %116 = fadd contract float %115, -1.280000e+02
  br label %117

117:                                              ; preds = %92, %96
  %118 = phi i32 [ %95, %92 ], [ %101, %96 ]
  %119 = phi i32 [ %94, %92 ], [ %106, %96 ]
  %120 = phi float [ 0.000000e+00, %92 ], [ %116, %96 ]
  %121 = zext nneg i32 %89 to i64
  %122 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE4s_in to ptr), i64 %121
  %123 = zext nneg i32 %119 to i64
  %124 = getelementptr inbounds nuw [9 x float], ptr %122, i64 %123
  %125 = zext nneg i32 %118 to i64
  %126 = getelementptr inbounds nuw float, ptr %124, i64 %125
  store float %120, ptr %126, align 4, !tbaa !11
  %127 = add nuw nsw i32 %88, %18
  %128 = icmp samesign ult i32 %127, 256
  br i1 %128, label %87, label %86, !llvm.loop !16

129:                                              ; preds = %130, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %186, label %185

130:                                              ; preds = %86, %130
  %131 = phi i32 [ %183, %130 ], [ %16, %86 ]
  %132 = lshr i32 %131, 6
  %133 = lshr i32 %131, 3
  %134 = and i32 %133, 7
  %135 = and i32 %131, 7
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_c to ptr), i64 %136
  %138 = zext nneg i32 %132 to i64
  %139 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE4s_in to ptr), i64 %138
  %140 = zext nneg i32 %134 to i64
  %141 = getelementptr inbounds nuw [9 x float], ptr %139, i64 %140
  %142 = load float, ptr %137, align 4, !tbaa !11
  %143 = load float, ptr %141, align 4, !tbaa !11
  %144 = tail call noundef float @llvm.fma.f32(float %142, float %143, float 0.000000e+00)
  %145 = getelementptr inbounds nuw i8, ptr %137, i64 4
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %141, i64 4
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = tail call noundef float @llvm.fma.f32(float %146, float %148, float %144)
  %150 = getelementptr inbounds nuw i8, ptr %137, i64 8
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = getelementptr inbounds nuw i8, ptr %141, i64 8
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = tail call noundef float @llvm.fma.f32(float %151, float %153, float %149)
  %155 = getelementptr inbounds nuw i8, ptr %137, i64 12
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = getelementptr inbounds nuw i8, ptr %141, i64 12
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = tail call noundef float @llvm.fma.f32(float %156, float %158, float %154)
  %160 = getelementptr inbounds nuw i8, ptr %137, i64 16
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %141, i64 16
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = tail call noundef float @llvm.fma.f32(float %161, float %163, float %159)
  %165 = getelementptr inbounds nuw i8, ptr %137, i64 20
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = getelementptr inbounds nuw i8, ptr %141, i64 20
  %168 = load float, ptr %167, align 4, !tbaa !11
  %169 = tail call noundef float @llvm.fma.f32(float %166, float %168, float %164)
  %170 = getelementptr inbounds nuw i8, ptr %137, i64 24
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = getelementptr inbounds nuw i8, ptr %141, i64 24
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = tail call noundef float @llvm.fma.f32(float %171, float %173, float %169)
  %175 = getelementptr inbounds nuw i8, ptr %137, i64 28
  %176 = load float, ptr %175, align 4, !tbaa !11
  %177 = getelementptr inbounds nuw i8, ptr %141, i64 28
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = tail call noundef float @llvm.fma.f32(float %176, float %178, float %174)
  %180 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE6s_rows to ptr), i64 %138
  %181 = getelementptr inbounds nuw [9 x float], ptr %180, i64 %140
  %182 = getelementptr inbounds nuw float, ptr %181, i64 %136
  store float %179, ptr %182, align 4, !tbaa !11
  %183 = add nuw nsw i32 %131, %18
  %184 = icmp samesign ult i32 %183, 256
  br i1 %184, label %130, label %129, !llvm.loop !17

185:                                              ; preds = %186, %129
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %253, label %250

186:                                              ; preds = %129, %186
  %187 = phi i32 [ %248, %186 ], [ %16, %129 ]
  %188 = lshr i32 %187, 6
  %189 = lshr i32 %187, 3
  %190 = and i32 %189, 7
  %191 = and i32 %187, 7
  %192 = zext nneg i32 %190 to i64
  %193 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_c to ptr), i64 %192
  %194 = zext nneg i32 %188 to i64
  %195 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE6s_rows to ptr), i64 %194
  %196 = zext nneg i32 %191 to i64
  %197 = getelementptr inbounds nuw float, ptr %195, i64 %196
  %198 = load float, ptr %193, align 4, !tbaa !11
  %199 = load float, ptr %197, align 4, !tbaa !11
  %200 = tail call noundef float @llvm.fma.f32(float %198, float %199, float 0.000000e+00)
  %201 = getelementptr inbounds nuw i8, ptr %193, i64 4
  %202 = load float, ptr %201, align 4, !tbaa !11
  %203 = getelementptr inbounds nuw i8, ptr %197, i64 36
  %204 = load float, ptr %203, align 4, !tbaa !11
  %205 = tail call noundef float @llvm.fma.f32(float %202, float %204, float %200)
  %206 = getelementptr inbounds nuw i8, ptr %193, i64 8
  %207 = load float, ptr %206, align 4, !tbaa !11
  %208 = getelementptr inbounds nuw i8, ptr %197, i64 72
  %209 = load float, ptr %208, align 4, !tbaa !11
  %210 = tail call noundef float @llvm.fma.f32(float %207, float %209, float %205)
  %211 = getelementptr inbounds nuw i8, ptr %193, i64 12
  %212 = load float, ptr %211, align 4, !tbaa !11
  %213 = getelementptr inbounds nuw i8, ptr %197, i64 108
  %214 = load float, ptr %213, align 4, !tbaa !11
  %215 = tail call noundef float @llvm.fma.f32(float %212, float %214, float %210)
  %216 = getelementptr inbounds nuw i8, ptr %193, i64 16
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = getelementptr inbounds nuw i8, ptr %197, i64 144
  %219 = load float, ptr %218, align 4, !tbaa !11
  %220 = tail call noundef float @llvm.fma.f32(float %217, float %219, float %215)
  %221 = getelementptr inbounds nuw i8, ptr %193, i64 20
  %222 = load float, ptr %221, align 4, !tbaa !11
  %223 = getelementptr inbounds nuw i8, ptr %197, i64 180
  %224 = load float, ptr %223, align 4, !tbaa !11
  %225 = tail call noundef float @llvm.fma.f32(float %222, float %224, float %220)
  %226 = getelementptr inbounds nuw i8, ptr %193, i64 24
  %227 = load float, ptr %226, align 4, !tbaa !11
  %228 = getelementptr inbounds nuw i8, ptr %197, i64 216
  %229 = load float, ptr %228, align 4, !tbaa !11
  %230 = tail call noundef float @llvm.fma.f32(float %227, float %229, float %225)
  %231 = getelementptr inbounds nuw i8, ptr %193, i64 28
  %232 = load float, ptr %231, align 4, !tbaa !11
  %233 = getelementptr inbounds nuw i8, ptr %197, i64 252
  %234 = load float, ptr %233, align 4, !tbaa !11
  %235 = tail call noundef float @llvm.fma.f32(float %232, float %234, float %230)
  %236 = and i32 %187, 63
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_qtable to ptr), i64 %237
  %239 = load float, ptr %238, align 4, !tbaa !11
  %240 = fmul contract float %26, %239
  %241 = tail call noundef float @llvm.maxnum.f32(float %240, float 1.000000e+00)
  %242 = fdiv contract float %235, %241
  %243 = tail call contract noundef float @llvm.rint.f32(float %242)
  %244 = tail call noundef float @llvm.maxnum.f32(float %243, float -2.047000e+03)
  %245 = tail call noundef float @llvm.minnum.f32(float %244, float 2.047000e+03)
  %246 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_q to ptr), i64 %194
  %247 = getelementptr inbounds nuw float, ptr %246, i64 %237
  store float %245, ptr %247, align 4, !tbaa !11
  %248 = add nuw nsw i32 %187, %18
  %249 = icmp samesign ult i32 %248, 256
  br i1 %249, label %186, label %185, !llvm.loop !18

250:                                              ; preds = %274, %185
  %251 = add i32 %85, %36
  %252 = icmp slt i32 %251, %25
  br i1 %252, label %84, label %277, !llvm.loop !19

253:                                              ; preds = %185, %274
  %254 = phi i32 [ %275, %274 ], [ %16, %185 ]
  %255 = lshr i32 %254, 6
  %256 = or disjoint i32 %255, %85
  %257 = icmp slt i32 %256, %25
  br i1 %257, label %258, label %274

258:                                              ; preds = %253
  %259 = and i32 %254, 63
  %260 = zext nneg i32 %255 to i64
  %261 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_q to ptr), i64 %260
  %262 = zext nneg i32 %259 to i64
  %263 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL8k_zigzag to ptr), i64 %262
  %264 = load i8, ptr %263, align 1, !tbaa !15
  %265 = zext i8 %264 to i64
  %266 = getelementptr inbounds nuw float, ptr %261, i64 %265
  %267 = load float, ptr %266, align 4, !tbaa !11
  %268 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %267)
  %269 = trunc i32 %268 to i16
  %270 = sext i32 %256 to i64
  %271 = shl nsw i64 %270, 7
  %272 = getelementptr inbounds nuw i8, ptr %4, i64 %271
  %273 = getelementptr inbounds nuw i16, ptr %272, i64 %262
  store i16 %269, ptr %273, align 2, !tbaa !20
  br label %274

274:                                              ; preds = %258, %253
  %275 = add nuw nsw i32 %254, %18
  %276 = icmp samesign ult i32 %275, 256
  br i1 %276, label %253, label %250, !llvm.loop !22

277:                                              ; preds = %250, %20, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @idct8x8_dequant(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = icmp slt i32 %2, 1
  %8 = icmp slt i32 %3, 1
  %9 = or i1 %7, %8
  br i1 %9, label %575, label %10

10:                                               ; preds = %6
  %11 = add nuw nsw i32 %2, 7
  %12 = lshr i32 %11, 3
  %13 = add nuw nsw i32 %3, 7
  %14 = lshr i32 %13, 3
  %15 = mul nuw nsw i32 %14, %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 8)
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp samesign ult i32 %18, 64
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %21 = icmp samesign ult i32 %20, 8
  %22 = select i1 %19, i1 %21, i1 false
  %23 = tail call noundef float @llvm.maxnum.f32(float %5, float 0x3F50624DE0000000)
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = mul i32 %17, %24
  %26 = icmp slt i32 %25, %15
  br i1 %26, label %27, label %575

27:                                               ; preds = %10
  %28 = tail call i32 @llvm.smax.i32(i32 %4, i32 %2)
  %29 = icmp samesign ult i32 %20, %17
  %30 = zext nneg i32 %18 to i64
  %31 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL8k_zigzag to ptr), i64 %30
  %32 = getelementptr i16, ptr %0, i64 %30
  %33 = zext nneg i32 %20 to i64
  %34 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15idct8x8_dequantE3s_f to ptr), i64 %33
  %35 = lshr i32 %18, 3
  %36 = and i32 %18, 7
  %37 = shl nuw nsw i32 %36, 1
  %38 = or disjoint i32 %37, 1
  %39 = and i32 %18, 56
  %40 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15idct8x8_dequantE3s_g to ptr), i64 %33
  %41 = zext nneg i32 %35 to i64
  %42 = getelementptr inbounds nuw [9 x float], ptr %40, i64 %41
  %43 = zext nneg i32 %36 to i64
  %44 = getelementptr inbounds nuw float, ptr %42, i64 %43
  %45 = shl nuw nsw i32 %35, 1
  %46 = or disjoint i32 %45, 1
  %47 = getelementptr inbounds nuw float, ptr %40, i64 %43
  %48 = zext nneg i32 %28 to i64
  %49 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %50 = mul i32 %17, %49
  %51 = zext nneg i32 %39 to i64
  %52 = getelementptr inbounds nuw float, ptr %34, i64 %51
  %53 = icmp samesign ult i32 %38, 9
  %54 = sub nuw nsw i32 16, %38
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %55
  %57 = zext nneg i32 %38 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %57
  %59 = zext nneg i32 %39 to i64
  %60 = getelementptr inbounds nuw float, ptr %34, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %62 = shl nuw nsw i32 %38, 1
  %63 = icmp samesign ult i32 %38, 5
  %64 = icmp samesign ult i32 %38, 9
  %65 = icmp samesign ult i32 %38, 13
  %66 = sub nuw nsw i32 32, %62
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %67
  %69 = zext nneg i32 %62 to i64
  %70 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %69
  %71 = getelementptr i8, ptr %70, i64 -64
  %72 = sub nuw nsw i32 16, %62
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %73
  %75 = zext nneg i32 %62 to i64
  %76 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %75
  %77 = zext nneg i32 %39 to i64
  %78 = getelementptr inbounds nuw float, ptr %34, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %80 = mul nuw nsw i32 %38, 3
  %81 = and i32 %80, 31
  %82 = icmp samesign ult i32 %81, 9
  %83 = icmp samesign ult i32 %81, 17
  %84 = icmp samesign ult i32 %81, 25
  %85 = sub nuw nsw i32 32, %81
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %86
  %88 = zext nneg i32 %81 to i64
  %89 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %88
  %90 = getelementptr i8, ptr %89, i64 -64
  %91 = sub nuw nsw i32 16, %81
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %92
  %94 = zext nneg i32 %81 to i64
  %95 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %94
  %96 = zext nneg i32 %39 to i64
  %97 = getelementptr inbounds nuw float, ptr %34, i64 %96
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 12
  %99 = shl nuw nsw i32 %38, 2
  %100 = and i32 %99, 28
  %101 = icmp samesign ult i32 %100, 9
  %102 = icmp samesign ult i32 %100, 17
  %103 = icmp samesign ult i32 %100, 25
  %104 = sub nuw nsw i32 32, %100
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %105
  %107 = zext nneg i32 %100 to i64
  %108 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %107
  %109 = getelementptr i8, ptr %108, i64 -64
  %110 = sub nuw nsw i32 16, %100
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %111
  %113 = zext nneg i32 %100 to i64
  %114 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %113
  %115 = zext nneg i32 %39 to i64
  %116 = getelementptr inbounds nuw float, ptr %34, i64 %115
  %117 = getelementptr inbounds nuw i8, ptr %116, i64 16
  %118 = mul nuw nsw i32 %38, 5
  %119 = and i32 %118, 31
  %120 = icmp samesign ult i32 %119, 9
  %121 = icmp samesign ult i32 %119, 17
  %122 = icmp samesign ult i32 %119, 25
  %123 = sub nuw nsw i32 32, %119
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %124
  %126 = zext nneg i32 %119 to i64
  %127 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %126
  %128 = getelementptr i8, ptr %127, i64 -64
  %129 = sub nuw nsw i32 16, %119
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %130
  %132 = zext nneg i32 %119 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %132
  %134 = zext nneg i32 %39 to i64
  %135 = getelementptr inbounds nuw float, ptr %34, i64 %134
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 20
  %137 = mul nuw nsw i32 %38, 6
  %138 = and i32 %137, 30
  %139 = icmp samesign ult i32 %138, 9
  %140 = icmp samesign ult i32 %138, 17
  %141 = icmp samesign ult i32 %138, 25
  %142 = sub nuw nsw i32 32, %138
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %143
  %145 = zext nneg i32 %138 to i64
  %146 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %145
  %147 = getelementptr i8, ptr %146, i64 -64
  %148 = sub nuw nsw i32 16, %138
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %149
  %151 = zext nneg i32 %138 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %151
  %153 = zext nneg i32 %39 to i64
  %154 = getelementptr inbounds nuw float, ptr %34, i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 24
  %156 = mul nuw nsw i32 %38, 7
  %157 = and i32 %156, 31
  %158 = icmp samesign ult i32 %157, 9
  %159 = icmp samesign ult i32 %157, 17
  %160 = icmp samesign ult i32 %157, 25
  %161 = sub nuw nsw i32 32, %157
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %162
  %164 = zext nneg i32 %157 to i64
  %165 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %164
  %166 = getelementptr i8, ptr %165, i64 -64
  %167 = sub nuw nsw i32 16, %157
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %168
  %170 = zext nneg i32 %157 to i64
  %171 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %170
  %172 = or i32 %18, 7
  %173 = zext nneg i32 %172 to i64
  %174 = getelementptr inbounds nuw float, ptr %34, i64 %173
  %175 = icmp samesign ult i32 %46, 9
  %176 = icmp samesign ult i32 %46, 17
  %177 = icmp samesign ult i32 %46, 25
  %178 = sub nuw nsw i32 32, %46
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %179
  %181 = zext nneg i32 %46 to i64
  %182 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %181
  %183 = getelementptr i8, ptr %182, i64 -64
  %184 = sub nuw nsw i32 16, %46
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %185
  %187 = zext nneg i32 %46 to i64
  %188 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %187
  %189 = getelementptr inbounds nuw i8, ptr %47, i64 36
  %190 = shl nuw nsw i32 %46, 1
  %191 = and i32 %190, 30
  %192 = icmp samesign ult i32 %191, 9
  %193 = icmp samesign ult i32 %191, 17
  %194 = icmp samesign ult i32 %191, 25
  %195 = sub nuw nsw i32 32, %191
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %196
  %198 = zext nneg i32 %191 to i64
  %199 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %198
  %200 = getelementptr i8, ptr %199, i64 -64
  %201 = sub nuw nsw i32 16, %191
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %202
  %204 = zext nneg i32 %191 to i64
  %205 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %204
  %206 = getelementptr inbounds nuw i8, ptr %47, i64 72
  %207 = mul nuw nsw i32 %46, 3
  %208 = and i32 %207, 31
  %209 = icmp samesign ult i32 %208, 9
  %210 = icmp samesign ult i32 %208, 17
  %211 = icmp samesign ult i32 %208, 25
  %212 = sub nuw nsw i32 32, %208
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %213
  %215 = zext nneg i32 %208 to i64
  %216 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %215
  %217 = getelementptr i8, ptr %216, i64 -64
  %218 = sub nuw nsw i32 16, %208
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %219
  %221 = zext nneg i32 %208 to i64
  %222 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %221
  %223 = getelementptr inbounds nuw i8, ptr %47, i64 108
  %224 = shl nuw nsw i32 %46, 2
  %225 = and i32 %224, 28
  %226 = icmp samesign ult i32 %225, 9
  %227 = icmp samesign ult i32 %225, 17
  %228 = icmp samesign ult i32 %225, 25
  %229 = sub nuw nsw i32 32, %225
  %230 = zext nneg i32 %229 to i64
  %231 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %230
  %232 = zext nneg i32 %225 to i64
  %233 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %232
  %234 = getelementptr i8, ptr %233, i64 -64
  %235 = sub nuw nsw i32 16, %225
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %236
  %238 = zext nneg i32 %225 to i64
  %239 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %238
  %240 = getelementptr inbounds nuw i8, ptr %47, i64 144
  %241 = mul nuw nsw i32 %46, 5
  %242 = and i32 %241, 31
  %243 = icmp samesign ult i32 %242, 9
  %244 = icmp samesign ult i32 %242, 17
  %245 = icmp samesign ult i32 %242, 25
  %246 = sub nuw nsw i32 32, %242
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %247
  %249 = zext nneg i32 %242 to i64
  %250 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %249
  %251 = getelementptr i8, ptr %250, i64 -64
  %252 = sub nuw nsw i32 16, %242
  %253 = zext nneg i32 %252 to i64
  %254 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %253
  %255 = zext nneg i32 %242 to i64
  %256 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %255
  %257 = getelementptr inbounds nuw i8, ptr %47, i64 180
  %258 = mul nuw nsw i32 %46, 6
  %259 = and i32 %258, 30
  %260 = icmp samesign ult i32 %259, 9
  %261 = icmp samesign ult i32 %259, 17
  %262 = icmp samesign ult i32 %259, 25
  %263 = sub nuw nsw i32 32, %259
  %264 = zext nneg i32 %263 to i64
  %265 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %264
  %266 = zext nneg i32 %259 to i64
  %267 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %266
  %268 = getelementptr i8, ptr %267, i64 -64
  %269 = sub nuw nsw i32 16, %259
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %270
  %272 = zext nneg i32 %259 to i64
  %273 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %272
  %274 = getelementptr inbounds nuw i8, ptr %47, i64 216
  %275 = mul nuw nsw i32 %46, 7
  %276 = and i32 %275, 31
  %277 = icmp samesign ult i32 %276, 9
  %278 = icmp samesign ult i32 %276, 17
  %279 = icmp samesign ult i32 %276, 25
  %280 = sub nuw nsw i32 32, %276
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %281
  %283 = zext nneg i32 %276 to i64
  %284 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %283
  %285 = getelementptr i8, ptr %284, i64 -64
  %286 = sub nuw nsw i32 16, %276
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %287
  %289 = zext nneg i32 %276 to i64
  %290 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %289
  %291 = getelementptr inbounds nuw i8, ptr %47, i64 252
  br label %292

292:                                              ; preds = %27, %572
  %293 = phi i32 [ %25, %27 ], [ %573, %572 ]
  %294 = add i32 %293, %20
  %295 = icmp slt i32 %294, %15
  %296 = and i1 %29, %295
  %297 = select i1 %22, i1 %296, i1 false
  br i1 %297, label %298, label %312

298:                                              ; preds = %292
  %299 = load i8, ptr %31, align 1, !tbaa !15
  %300 = zext i8 %299 to i64
  %301 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_qtable to ptr), i64 %300
  %302 = load float, ptr %301, align 4, !tbaa !11
  %303 = fmul contract float %23, %302
  %304 = tail call noundef float @llvm.maxnum.f32(float %303, float 1.000000e+00)
  %305 = sext i32 %294 to i64
  %306 = shl nsw i64 %305, 7
  %307 = getelementptr i8, ptr %32, i64 %306
  %308 = load i16, ptr %307, align 2, !tbaa !20
  %309 = sitofp i16 %308 to float
  %310 = fmul contract float %304, %309
  %311 = getelementptr inbounds nuw float, ptr %34, i64 %300
  store float %310, ptr %311, align 4, !tbaa !11
  br label %312

312:                                              ; preds = %298, %292
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %297, label %313, label %428

313:                                              ; preds = %312
  %314 = load float, ptr %52, align 4, !tbaa !11
  %315 = tail call noundef float @llvm.fma.f32(float %314, float 0x3FD6A09E60000000, float 0.000000e+00)
  br i1 %53, label %319, label %316

316:                                              ; preds = %313
  %317 = load float, ptr %56, align 4, !tbaa !11
  %318 = fneg contract float %317
  br label %321

319:                                              ; preds = %313
  %320 = load float, ptr %58, align 4, !tbaa !11
  br label %321

321:                                              ; preds = %319, %316
  %322 = phi float [ %320, %319 ], [ %318, %316 ]
  %323 = fmul contract float %322, 5.000000e-01
  %324 = load float, ptr %61, align 4, !tbaa !11
  %325 = tail call noundef float @llvm.fma.f32(float %323, float %324, float %315)
  br i1 %63, label %336, label %326

326:                                              ; preds = %321
  br i1 %64, label %333, label %327

327:                                              ; preds = %326
  br i1 %65, label %330, label %328

328:                                              ; preds = %327
  %329 = load float, ptr %68, align 4, !tbaa !11
  br label %338

330:                                              ; preds = %327
  %331 = load float, ptr %71, align 4, !tbaa !11
  %332 = fneg contract float %331
  br label %338

333:                                              ; preds = %326
  %334 = load float, ptr %74, align 4, !tbaa !11
  %335 = fneg contract float %334
  br label %338

336:                                              ; preds = %321
  %337 = load float, ptr %76, align 4, !tbaa !11
  br label %338

338:                                              ; preds = %336, %333, %330, %328
  %339 = phi float [ %337, %336 ], [ %335, %333 ], [ %332, %330 ], [ %329, %328 ]
  %340 = fmul contract float %339, 5.000000e-01
  %341 = load float, ptr %79, align 4, !tbaa !11
  %342 = tail call noundef float @llvm.fma.f32(float %340, float %341, float %325)
  br i1 %82, label %353, label %343

343:                                              ; preds = %338
  br i1 %83, label %350, label %344

344:                                              ; preds = %343
  br i1 %84, label %347, label %345

345:                                              ; preds = %344
  %346 = load float, ptr %87, align 4, !tbaa !11
  br label %355

347:                                              ; preds = %344
  %348 = load float, ptr %90, align 4, !tbaa !11
  %349 = fneg contract float %348
  br label %355

350:                                              ; preds = %343
  %351 = load float, ptr %93, align 4, !tbaa !11
  %352 = fneg contract float %351
  br label %355

353:                                              ; preds = %338
  %354 = load float, ptr %95, align 4, !tbaa !11
  br label %355

355:                                              ; preds = %353, %350, %347, %345
  %356 = phi float [ %354, %353 ], [ %352, %350 ], [ %349, %347 ], [ %346, %345 ]
  %357 = fmul contract float %356, 5.000000e-01
  %358 = load float, ptr %98, align 4, !tbaa !11
  %359 = tail call noundef float @llvm.fma.f32(float %357, float %358, float %342)
  br i1 %101, label %370, label %360

360:                                              ; preds = %355
  br i1 %102, label %367, label %361

361:                                              ; preds = %360
  br i1 %103, label %364, label %362

362:                                              ; preds = %361
  %363 = load float, ptr %106, align 4, !tbaa !11
  br label %372

364:                                              ; preds = %361
  %365 = load float, ptr %109, align 4, !tbaa !11
  %366 = fneg contract float %365
  br label %372

367:                                              ; preds = %360
  %368 = load float, ptr %112, align 4, !tbaa !11
  %369 = fneg contract float %368
  br label %372

370:                                              ; preds = %355
  %371 = load float, ptr %114, align 4, !tbaa !11
  br label %372

372:                                              ; preds = %370, %367, %364, %362
  %373 = phi float [ %371, %370 ], [ %369, %367 ], [ %366, %364 ], [ %363, %362 ]
  %374 = fmul contract float %373, 5.000000e-01
  %375 = load float, ptr %117, align 4, !tbaa !11
  %376 = tail call noundef float @llvm.fma.f32(float %374, float %375, float %359)
  br i1 %120, label %387, label %377

377:                                              ; preds = %372
  br i1 %121, label %384, label %378

378:                                              ; preds = %377
  br i1 %122, label %381, label %379

379:                                              ; preds = %378
  %380 = load float, ptr %125, align 4, !tbaa !11
  br label %389

381:                                              ; preds = %378
  %382 = load float, ptr %128, align 4, !tbaa !11
  %383 = fneg contract float %382
  br label %389

384:                                              ; preds = %377
  %385 = load float, ptr %131, align 4, !tbaa !11
  %386 = fneg contract float %385
  br label %389

387:                                              ; preds = %372
  %388 = load float, ptr %133, align 4, !tbaa !11
  br label %389

389:                                              ; preds = %387, %384, %381, %379
  %390 = phi float [ %388, %387 ], [ %386, %384 ], [ %383, %381 ], [ %380, %379 ]
  %391 = fmul contract float %390, 5.000000e-01
  %392 = load float, ptr %136, align 4, !tbaa !11
  %393 = tail call noundef float @llvm.fma.f32(float %391, float %392, float %376)
  br i1 %139, label %404, label %394

394:                                              ; preds = %389
  br i1 %140, label %401, label %395

395:                                              ; preds = %394
  br i1 %141, label %398, label %396

396:                                              ; preds = %395
  %397 = load float, ptr %144, align 4, !tbaa !11
  br label %406

398:                                              ; preds = %395
  %399 = load float, ptr %147, align 4, !tbaa !11
  %400 = fneg contract float %399
  br label %406

401:                                              ; preds = %394
  %402 = load float, ptr %150, align 4, !tbaa !11
  %403 = fneg contract float %402
  br label %406

404:                                              ; preds = %389
  %405 = load float, ptr %152, align 4, !tbaa !11
  br label %406

406:                                              ; preds = %404, %401, %398, %396
  %407 = phi float [ %405, %404 ], [ %403, %401 ], [ %400, %398 ], [ %397, %396 ]
  %408 = fmul contract float %407, 5.000000e-01
  %409 = load float, ptr %155, align 4, !tbaa !11
  %410 = tail call noundef float @llvm.fma.f32(float %408, float %409, float %393)
  br i1 %158, label %421, label %411

411:                                              ; preds = %406
  br i1 %159, label %418, label %412

412:                                              ; preds = %411
  br i1 %160, label %415, label %413

413:                                              ; preds = %412
  %414 = load float, ptr %163, align 4, !tbaa !11
  br label %423

415:                                              ; preds = %412
  %416 = load float, ptr %166, align 4, !tbaa !11
  %417 = fneg contract float %416
  br label %423

418:                                              ; preds = %411
  %419 = load float, ptr %169, align 4, !tbaa !11
  %420 = fneg contract float %419
  br label %423

421:                                              ; preds = %406
  %422 = load float, ptr %171, align 4, !tbaa !11
  br label %423

423:                                              ; preds = %421, %418, %415, %413
  %424 = phi float [ %422, %421 ], [ %420, %418 ], [ %417, %415 ], [ %414, %413 ]
  %425 = fmul contract float %424, 5.000000e-01
  %426 = load float, ptr %174, align 4, !tbaa !11
  %427 = tail call noundef float @llvm.fma.f32(float %425, float %426, float %410)
  store float %427, ptr %44, align 4, !tbaa !11
  br label %428

428:                                              ; preds = %423, %312
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %297, label %429, label %572

429:                                              ; preds = %428
  %430 = load float, ptr %47, align 4, !tbaa !11
  %431 = tail call noundef float @llvm.fma.f32(float %430, float 0x3FD6A09E60000000, float 0.000000e+00)
  br i1 %175, label %442, label %432

432:                                              ; preds = %429
  br i1 %176, label %439, label %433

433:                                              ; preds = %432
  br i1 %177, label %436, label %434

434:                                              ; preds = %433
  %435 = load float, ptr %180, align 4, !tbaa !11
  br label %444

436:                                              ; preds = %433
  %437 = load float, ptr %183, align 4, !tbaa !11
  %438 = fneg contract float %437
  br label %444

439:                                              ; preds = %432
  %440 = load float, ptr %186, align 4, !tbaa !11
  %441 = fneg contract float %440
  br label %444

442:                                              ; preds = %429
  %443 = load float, ptr %188, align 4, !tbaa !11
  br label %444

444:                                              ; preds = %442, %439, %436, %434
  %445 = phi float [ %443, %442 ], [ %441, %439 ], [ %438, %436 ], [ %435, %434 ]
  %446 = fmul contract float %445, 5.000000e-01
  %447 = load float, ptr %189, align 4, !tbaa !11
  %448 = tail call noundef float @llvm.fma.f32(float %446, float %447, float %431)
  br i1 %192, label %459, label %449

449:                                              ; preds = %444
  br i1 %193, label %456, label %450

450:                                              ; preds = %449
  br i1 %194, label %453, label %451

451:                                              ; preds = %450
  %452 = load float, ptr %197, align 4, !tbaa !11
  br label %461

453:                                              ; preds = %450
  %454 = load float, ptr %200, align 4, !tbaa !11
  %455 = fneg contract float %454
  br label %461

456:                                              ; preds = %449
  %457 = load float, ptr %203, align 4, !tbaa !11
  %458 = fneg contract float %457
  br label %461

459:                                              ; preds = %444
  %460 = load float, ptr %205, align 4, !tbaa !11
  br label %461

461:                                              ; preds = %459, %456, %453, %451
  %462 = phi float [ %460, %459 ], [ %458, %456 ], [ %455, %453 ], [ %452, %451 ]
  %463 = fmul contract float %462, 5.000000e-01
  %464 = load float, ptr %206, align 4, !tbaa !11
  %465 = tail call noundef float @llvm.fma.f32(float %463, float %464, float %448)
  br i1 %209, label %476, label %466

466:                                              ; preds = %461
  br i1 %210, label %473, label %467

467:                                              ; preds = %466
  br i1 %211, label %470, label %468

468:                                              ; preds = %467
  %469 = load float, ptr %214, align 4, !tbaa !11
  br label %478

470:                                              ; preds = %467
  %471 = load float, ptr %217, align 4, !tbaa !11
  %472 = fneg contract float %471
  br label %478

473:                                              ; preds = %466
  %474 = load float, ptr %220, align 4, !tbaa !11
  %475 = fneg contract float %474
  br label %478

476:                                              ; preds = %461
  %477 = load float, ptr %222, align 4, !tbaa !11
  br label %478

478:                                              ; preds = %476, %473, %470, %468
  %479 = phi float [ %477, %476 ], [ %475, %473 ], [ %472, %470 ], [ %469, %468 ]
  %480 = fmul contract float %479, 5.000000e-01
  %481 = load float, ptr %223, align 4, !tbaa !11
  %482 = tail call noundef float @llvm.fma.f32(float %480, float %481, float %465)
  br i1 %226, label %493, label %483

483:                                              ; preds = %478
  br i1 %227, label %490, label %484

484:                                              ; preds = %483
  br i1 %228, label %487, label %485

485:                                              ; preds = %484
  %486 = load float, ptr %231, align 4, !tbaa !11
  br label %495

487:                                              ; preds = %484
  %488 = load float, ptr %234, align 4, !tbaa !11
  %489 = fneg contract float %488
  br label %495

490:                                              ; preds = %483
  %491 = load float, ptr %237, align 4, !tbaa !11
  %492 = fneg contract float %491
  br label %495

493:                                              ; preds = %478
  %494 = load float, ptr %239, align 4, !tbaa !11
  br label %495

495:                                              ; preds = %493, %490, %487, %485
  %496 = phi float [ %494, %493 ], [ %492, %490 ], [ %489, %487 ], [ %486, %485 ]
  %497 = fmul contract float %496, 5.000000e-01
  %498 = load float, ptr %240, align 4, !tbaa !11
  %499 = tail call noundef float @llvm.fma.f32(float %497, float %498, float %482)
  br i1 %243, label %510, label %500

500:                                              ; preds = %495
  br i1 %244, label %507, label %501

501:                                              ; preds = %500
  br i1 %245, label %504, label %502

502:                                              ; preds = %501
  %503 = load float, ptr %248, align 4, !tbaa !11
  br label %512

504:                                              ; preds = %501
  %505 = load float, ptr %251, align 4, !tbaa !11
  %506 = fneg contract float %505
  br label %512

507:                                              ; preds = %500
  %508 = load float, ptr %254, align 4, !tbaa !11
  %509 = fneg contract float %508
  br label %512

510:                                              ; preds = %495
  %511 = load float, ptr %256, align 4, !tbaa !11
  br label %512

512:                                              ; preds = %510, %507, %504, %502
  %513 = phi float [ %511, %510 ], [ %509, %507 ], [ %506, %504 ], [ %503, %502 ]
  %514 = fmul contract float %513, 5.000000e-01
  %515 = load float, ptr %257, align 4, !tbaa !11
  %516 = tail call noundef float @llvm.fma.f32(float %514, float %515, float %499)
  br i1 %260, label %527, label %517

517:                                              ; preds = %512
  br i1 %261, label %524, label %518

518:                                              ; preds = %517
  br i1 %262, label %521, label %519

519:                                              ; preds = %518
  %520 = load float, ptr %265, align 4, !tbaa !11
  br label %529

521:                                              ; preds = %518
  %522 = load float, ptr %268, align 4, !tbaa !11
  %523 = fneg contract float %522
  br label %529

524:                                              ; preds = %517
  %525 = load float, ptr %271, align 4, !tbaa !11
  %526 = fneg contract float %525
  br label %529

527:                                              ; preds = %512
  %528 = load float, ptr %273, align 4, !tbaa !11
  br label %529

529:                                              ; preds = %527, %524, %521, %519
  %530 = phi float [ %528, %527 ], [ %526, %524 ], [ %523, %521 ], [ %520, %519 ]
  %531 = fmul contract float %530, 5.000000e-01
  %532 = load float, ptr %274, align 4, !tbaa !11
  %533 = tail call noundef float @llvm.fma.f32(float %531, float %532, float %516)
  br i1 %277, label %544, label %534

534:                                              ; preds = %529
  br i1 %278, label %541, label %535

535:                                              ; preds = %534
  br i1 %279, label %538, label %536

536:                                              ; preds = %535
  %537 = load float, ptr %282, align 4, !tbaa !11
  br label %546

538:                                              ; preds = %535
  %539 = load float, ptr %285, align 4, !tbaa !11
  %540 = fneg contract float %539
  br label %546

541:                                              ; preds = %534
  %542 = load float, ptr %288, align 4, !tbaa !11
  %543 = fneg contract float %542
  br label %546

544:                                              ; preds = %529
  %545 = load float, ptr %290, align 4, !tbaa !11
  br label %546

546:                                              ; preds = %544, %541, %538, %536
  %547 = phi float [ %545, %544 ], [ %543, %541 ], [ %540, %538 ], [ %537, %536 ]
  %548 = sdiv i32 %294, %12
  %549 = mul nsw i32 %548, %12
  %550 = sub nsw i32 %294, %549
  %551 = shl nsw i32 %550, 3
  %552 = or disjoint i32 %551, %36
  %553 = shl nsw i32 %548, 3
  %554 = or disjoint i32 %553, %35
  %555 = icmp slt i32 %552, %2
  %556 = icmp slt i32 %554, %3
  %557 = select i1 %555, i1 %556, i1 false
  br i1 %557, label %558, label %572

558:                                              ; preds = %546
  %559 = fmul contract float %547, 5.000000e-01
  %560 = load float, ptr %291, align 4, !tbaa !11
  %561 = tail call noundef float @llvm.fma.f32(float %559, float %560, float %533)
  %562 = fadd contract float %561, 1.280000e+02
  %563 = tail call noundef float @llvm.maxnum.f32(float %562, float 0.000000e+00)
  %564 = tail call noundef float @llvm.minnum.f32(float %563, float 2.550000e+02)
  %565 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %564)
  %566 = trunc i32 %565 to i8
  %567 = sext i32 %554 to i64
  %568 = mul nsw i64 %567, %48
  %569 = sext i32 %552 to i64
  %570 = getelementptr i8, ptr %1, i64 %568
  %571 = getelementptr i8, ptr %570, i64 %569
  store i8 %566, ptr %571, align 1, !tbaa !15
  br label %572

572:                                              ; preds = %546, %558, %428
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %573 = add i32 %293, %50
  %574 = icmp slt i32 %573, %15
  br i1 %574, label %292, label %575, !llvm.loop !23

575:                                              ; preds = %572, %10, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
