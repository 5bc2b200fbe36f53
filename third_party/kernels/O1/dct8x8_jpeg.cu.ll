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
  br i1 %9, label %281, label %10

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
  br i1 %19, label %40, label %20

20:                                               ; preds = %40, %10
  %21 = add nuw nsw i32 %1, 7
  %22 = lshr i32 %21, 3
  %23 = add nuw nsw i32 %2, 7
  %24 = lshr i32 %23, 3
  %25 = mul nuw nsw i32 %24, %22
  %26 = tail call noundef float @llvm.maxnum.f32(float %5, float 0x3F50624DE0000000)
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = shl i32 %27, 2
  %29 = icmp slt i32 %28, %25
  br i1 %29, label %30, label %281

30:                                               ; preds = %20
  %31 = icmp samesign ult i32 %16, 256
  %32 = add nsw i32 %1, -1
  %33 = add nsw i32 %2, -1
  %34 = zext nneg i32 %11 to i64
  %35 = icmp samesign ult i32 %16, 256
  %36 = icmp samesign ult i32 %16, 256
  %37 = icmp samesign ult i32 %16, 256
  %38 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %39 = shl i32 %38, 2
  br label %87

40:                                               ; preds = %10, %40
  %41 = phi i32 [ %85, %40 ], [ %16, %10 ]
  %42 = lshr i32 %41, 3
  %43 = and i32 %41, 7
  %44 = icmp eq i32 %42, 0
  %45 = select contract i1 %44, float 0x3FD6A09E60000000, float 5.000000e-01
  %46 = shl nuw nsw i32 %43, 1
  %47 = or disjoint i32 %46, 1
  %48 = mul nuw nsw i32 %47, %42
  %49 = uitofp nneg i32 %48 to float
  %50 = fmul contract float %49, 6.250000e-02
  %51 = tail call float @llvm.nvvm.fabs.f32(float %50)
  %52 = fcmp ogt float %51, 0x4170000000000000
  %53 = tail call float @llvm.nvvm.mul.rn.f(float %50, float 0.000000e+00) #5
  %54 = select i1 %52, float %53, float %50
  %55 = fadd float %54, %54
  %56 = tail call float @llvm.nvvm.round.f(float %55) #5
  %57 = tail call i32 @llvm.nvvm.f2i.rz(float %56)
  %58 = fneg float %56
  %59 = tail call float @llvm.fma.f32(float %58, float 5.000000e-01, float %54)
  %60 = add i32 %57, 1
  %61 = tail call float @llvm.nvvm.mul.rn.f(float %59, float %59) #5
  %62 = and i32 %57, 1
  %63 = icmp eq i32 %62, 0
  %64 = select i1 %63, float 1.000000e+00, float %59
  %65 = tail call float @llvm.fma.f32(float %61, float %64, float 0.000000e+00)
  %66 = tail call float @llvm.fma.f32(float %61, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %67 = select i1 %63, float %66, float 0xBFE2F59920000000
  %68 = select i1 %63, float 0x40103C19E0000000, float 0x400466B200000000
  %69 = tail call float @llvm.fma.f32(float %67, float %61, float %68)
  %70 = select i1 %63, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %71 = tail call float @llvm.fma.f32(float %69, float %61, float %70)
  %72 = select i1 %63, float 1.000000e+00, float 0.000000e+00
  %73 = tail call float @llvm.fma.f32(float %71, float %65, float %72)
  %74 = tail call float @llvm.fma.f32(float %59, float 0x400921FB60000000, float %73)
  %75 = select i1 %63, float %73, float %74
  %76 = and i32 %60, 2
  %77 = icmp eq i32 %76, 0
  %78 = fsub float 0.000000e+00, %75
  %79 = select i1 %77, float %75, float %78
  %80 = fmul contract float %45, %79
  %81 = zext nneg i32 %42 to i64
  %82 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_c to ptr), i64 %81
  %83 = zext nneg i32 %43 to i64
  %84 = getelementptr inbounds nuw float, ptr %82, i64 %83
  store float %80, ptr %84, align 4, !tbaa !11
  %85 = add nuw nsw i32 %41, %18
  %86 = icmp samesign ult i32 %85, 64
  br i1 %86, label %40, label %20, !llvm.loop !13

87:                                               ; preds = %30, %254
  %88 = phi i32 [ %28, %30 ], [ %255, %254 ]
  br i1 %31, label %90, label %89

89:                                               ; preds = %116, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %35, label %130, label %129

90:                                               ; preds = %87, %116
  %91 = phi i32 [ %127, %116 ], [ %16, %87 ]
  %92 = lshr i32 %91, 6
  %93 = or disjoint i32 %92, %88
  %94 = icmp slt i32 %93, %25
  br i1 %94, label %95, label %116

95:                                               ; preds = %90
  %96 = sdiv i32 %93, %22
  %97 = mul nsw i32 %96, %22
  %98 = sub nsw i32 %93, %97
  %99 = shl nsw i32 %98, 3
  %100 = and i32 %91, 7
  %101 = or disjoint i32 %99, %100
  %102 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %101, i32 range(i32 0, 2147483647) %32)
  %103 = shl nsw i32 %96, 3
  %104 = lshr i32 %91, 3
  %105 = and i32 %104, 7
  %106 = or disjoint i32 %103, %105
  %107 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %106, i32 range(i32 0, 2147483647) %33)
  %108 = sext i32 %107 to i64
  %109 = mul nsw i64 %108, %34
  %110 = sext i32 %102 to i64
  %111 = getelementptr i8, ptr %0, i64 %109
  %112 = getelementptr i8, ptr %111, i64 %110
  %113 = load i8, ptr %112, align 1, !tbaa !16
  %114 = uitofp i8 %113 to float
  %115 = fadd contract float %114, -1.280000e+02
  br label %116

116:                                              ; preds = %95, %90
  %117 = phi float [ %115, %95 ], [ 0.000000e+00, %90 ]
  %118 = zext nneg i32 %92 to i64
  %119 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE4s_in to ptr), i64 %118
  %120 = lshr i32 %91, 3
  %121 = and i32 %120, 7
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw [9 x float], ptr %119, i64 %122
  %124 = and i32 %91, 7
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw float, ptr %123, i64 %125
  store float %117, ptr %126, align 4, !tbaa !11
  %127 = add nuw nsw i32 %91, %18
  %128 = icmp samesign ult i32 %127, 256
  br i1 %128, label %90, label %89, !llvm.loop !17

129:                                              ; preds = %130, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %36, label %189, label %188

130:                                              ; preds = %89, %130
  %131 = phi i32 [ %186, %130 ], [ %16, %89 ]
  %132 = lshr i32 %131, 6
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE4s_in to ptr), i64 %133
  %135 = lshr i32 %131, 3
  %136 = and i32 %135, 7
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw [9 x float], ptr %134, i64 %137
  %139 = and i32 %131, 7
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_c to ptr), i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = load float, ptr %138, align 4, !tbaa !11
  %144 = tail call noundef float @llvm.fma.f32(float %142, float %143, float 0.000000e+00)
  %145 = getelementptr inbounds nuw i8, ptr %141, i64 4
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %138, i64 4
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = tail call noundef float @llvm.fma.f32(float %146, float %148, float %144)
  %150 = getelementptr inbounds nuw i8, ptr %141, i64 8
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = getelementptr inbounds nuw i8, ptr %138, i64 8
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = tail call noundef float @llvm.fma.f32(float %151, float %153, float %149)
  %155 = getelementptr inbounds nuw i8, ptr %141, i64 12
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = getelementptr inbounds nuw i8, ptr %138, i64 12
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = tail call noundef float @llvm.fma.f32(float %156, float %158, float %154)
  %160 = getelementptr inbounds nuw i8, ptr %141, i64 16
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %138, i64 16
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = tail call noundef float @llvm.fma.f32(float %161, float %163, float %159)
  %165 = getelementptr inbounds nuw i8, ptr %141, i64 20
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = getelementptr inbounds nuw i8, ptr %138, i64 20
  %168 = load float, ptr %167, align 4, !tbaa !11
  %169 = tail call noundef float @llvm.fma.f32(float %166, float %168, float %164)
  %170 = getelementptr inbounds nuw i8, ptr %141, i64 24
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = getelementptr inbounds nuw i8, ptr %138, i64 24
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = tail call noundef float @llvm.fma.f32(float %171, float %173, float %169)
  %175 = getelementptr inbounds nuw i8, ptr %141, i64 28
  %176 = load float, ptr %175, align 4, !tbaa !11
  %177 = getelementptr inbounds nuw i8, ptr %138, i64 28
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = tail call noundef float @llvm.fma.f32(float %176, float %178, float %174)
  %180 = zext nneg i32 %132 to i64
  %181 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE6s_rows to ptr), i64 %180
  %182 = zext nneg i32 %136 to i64
  %183 = getelementptr inbounds nuw [9 x float], ptr %181, i64 %182
  %184 = zext nneg i32 %139 to i64
  %185 = getelementptr inbounds nuw float, ptr %183, i64 %184
  store float %179, ptr %185, align 4, !tbaa !11
  %186 = add nuw nsw i32 %131, %18
  %187 = icmp samesign ult i32 %186, 256
  br i1 %187, label %130, label %129, !llvm.loop !18

188:                                              ; preds = %189, %129
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %37, label %257, label %254

189:                                              ; preds = %129, %189
  %190 = phi i32 [ %252, %189 ], [ %16, %129 ]
  %191 = lshr i32 %190, 6
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE6s_rows to ptr), i64 %192
  %194 = and i32 %190, 7
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds nuw float, ptr %193, i64 %195
  %197 = lshr i32 %190, 3
  %198 = and i32 %197, 7
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_c to ptr), i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !11
  %202 = load float, ptr %196, align 4, !tbaa !11
  %203 = tail call noundef float @llvm.fma.f32(float %201, float %202, float 0.000000e+00)
  %204 = getelementptr inbounds nuw i8, ptr %200, i64 4
  %205 = load float, ptr %204, align 4, !tbaa !11
  %206 = getelementptr inbounds nuw i8, ptr %196, i64 36
  %207 = load float, ptr %206, align 4, !tbaa !11
  %208 = tail call noundef float @llvm.fma.f32(float %205, float %207, float %203)
  %209 = getelementptr inbounds nuw i8, ptr %200, i64 8
  %210 = load float, ptr %209, align 4, !tbaa !11
  %211 = getelementptr inbounds nuw i8, ptr %196, i64 72
  %212 = load float, ptr %211, align 4, !tbaa !11
  %213 = tail call noundef float @llvm.fma.f32(float %210, float %212, float %208)
  %214 = getelementptr inbounds nuw i8, ptr %200, i64 12
  %215 = load float, ptr %214, align 4, !tbaa !11
  %216 = getelementptr inbounds nuw i8, ptr %196, i64 108
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = tail call noundef float @llvm.fma.f32(float %215, float %217, float %213)
  %219 = getelementptr inbounds nuw i8, ptr %200, i64 16
  %220 = load float, ptr %219, align 4, !tbaa !11
  %221 = getelementptr inbounds nuw i8, ptr %196, i64 144
  %222 = load float, ptr %221, align 4, !tbaa !11
  %223 = tail call noundef float @llvm.fma.f32(float %220, float %222, float %218)
  %224 = getelementptr inbounds nuw i8, ptr %200, i64 20
  %225 = load float, ptr %224, align 4, !tbaa !11
  %226 = getelementptr inbounds nuw i8, ptr %196, i64 180
  %227 = load float, ptr %226, align 4, !tbaa !11
  %228 = tail call noundef float @llvm.fma.f32(float %225, float %227, float %223)
  %229 = getelementptr inbounds nuw i8, ptr %200, i64 24
  %230 = load float, ptr %229, align 4, !tbaa !11
  %231 = getelementptr inbounds nuw i8, ptr %196, i64 216
  %232 = load float, ptr %231, align 4, !tbaa !11
  %233 = tail call noundef float @llvm.fma.f32(float %230, float %232, float %228)
  %234 = getelementptr inbounds nuw i8, ptr %200, i64 28
  %235 = load float, ptr %234, align 4, !tbaa !11
  %236 = getelementptr inbounds nuw i8, ptr %196, i64 252
  %237 = load float, ptr %236, align 4, !tbaa !11
  %238 = tail call noundef float @llvm.fma.f32(float %235, float %237, float %233)
  %239 = and i32 %190, 63
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_qtable to ptr), i64 %240
  %242 = load float, ptr %241, align 4, !tbaa !11
  %243 = fmul contract float %26, %242
  %244 = tail call noundef float @llvm.maxnum.f32(float %243, float 1.000000e+00)
  %245 = fdiv contract float %238, %244
  %246 = tail call contract noundef float @llvm.rint.f32(float %245)
  %247 = tail call noundef float @llvm.maxnum.f32(float %246, float -2.047000e+03)
  %248 = tail call noundef float @llvm.minnum.f32(float %247, float 2.047000e+03)
  %249 = zext nneg i32 %191 to i64
  %250 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_q to ptr), i64 %249
  %251 = getelementptr inbounds nuw float, ptr %250, i64 %240
  store float %248, ptr %251, align 4, !tbaa !11
  %252 = add nuw nsw i32 %190, %18
  %253 = icmp samesign ult i32 %252, 256
  br i1 %253, label %189, label %188, !llvm.loop !19

254:                                              ; preds = %278, %188
  %255 = add i32 %88, %39
  %256 = icmp slt i32 %255, %25
  br i1 %256, label %87, label %281, !llvm.loop !20

257:                                              ; preds = %188, %278
  %258 = phi i32 [ %279, %278 ], [ %16, %188 ]
  %259 = lshr i32 %258, 6
  %260 = or disjoint i32 %259, %88
  %261 = icmp slt i32 %260, %25
  br i1 %261, label %262, label %278

262:                                              ; preds = %257
  %263 = and i32 %258, 63
  %264 = zext nneg i32 %259 to i64
  %265 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13fdct8x8_quantE3s_q to ptr), i64 %264
  %266 = zext nneg i32 %263 to i64
  %267 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL8k_zigzag to ptr), i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !16
  %269 = zext i8 %268 to i64
  %270 = getelementptr inbounds nuw float, ptr %265, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !11
  %272 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %271)
  %273 = trunc i32 %272 to i16
  %274 = sext i32 %260 to i64
  %275 = shl nsw i64 %274, 7
  %276 = getelementptr inbounds nuw i8, ptr %4, i64 %275
  %277 = getelementptr inbounds nuw i16, ptr %276, i64 %266
  store i16 %273, ptr %277, align 2, !tbaa !21
  br label %278

278:                                              ; preds = %262, %257
  %279 = add nuw nsw i32 %258, %18
  %280 = icmp samesign ult i32 %279, 256
  br i1 %280, label %257, label %254, !llvm.loop !23

281:                                              ; preds = %254, %20, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @idct8x8_dequant(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = icmp slt i32 %2, 1
  %8 = icmp slt i32 %3, 1
  %9 = or i1 %7, %8
  br i1 %9, label %587, label %10

10:                                               ; preds = %6
  %11 = add nuw nsw i32 %2, 7
  %12 = lshr i32 %11, 3
  %13 = add nuw nsw i32 %3, 7
  %14 = lshr i32 %13, 3
  %15 = mul nuw nsw i32 %14, %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %16, i32 8)
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp samesign ult i32 %18, 64
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %21 = icmp samesign ult i32 %20, 8
  %22 = select i1 %19, i1 %21, i1 false
  %23 = tail call noundef float @llvm.maxnum.f32(float %5, float 0x3F50624DE0000000)
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = mul i32 %17, %24
  %26 = icmp slt i32 %25, %15
  br i1 %26, label %27, label %587

27:                                               ; preds = %10
  %28 = tail call i32 @llvm.smax.i32(i32 %4, i32 %2)
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %30 = icmp samesign ult i32 %29, %17
  %31 = zext nneg i32 %18 to i64
  %32 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL8k_zigzag to ptr), i64 %31
  %33 = getelementptr i16, ptr %0, i64 %31
  %34 = zext nneg i32 %29 to i64
  %35 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15idct8x8_dequantE3s_f to ptr), i64 %34
  %36 = lshr i32 %18, 3
  %37 = and i32 %18, 7
  %38 = shl nuw nsw i32 %37, 1
  %39 = or disjoint i32 %38, 1
  %40 = zext nneg i32 %29 to i64
  %41 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15idct8x8_dequantE3s_f to ptr), i64 %40
  %42 = and i32 %18, 1016
  %43 = zext nneg i32 %29 to i64
  %44 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15idct8x8_dequantE3s_g to ptr), i64 %43
  %45 = zext nneg i32 %36 to i64
  %46 = getelementptr inbounds nuw [9 x float], ptr %44, i64 %45
  %47 = zext nneg i32 %37 to i64
  %48 = getelementptr inbounds nuw float, ptr %46, i64 %47
  %49 = lshr i32 %18, 3
  %50 = and i32 %18, 7
  %51 = shl nuw nsw i32 %49, 1
  %52 = or disjoint i32 %51, 1
  %53 = zext nneg i32 %29 to i64
  %54 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15idct8x8_dequantE3s_g to ptr), i64 %53
  %55 = zext nneg i32 %50 to i64
  %56 = getelementptr inbounds nuw float, ptr %54, i64 %55
  %57 = zext nneg i32 %28 to i64
  %58 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %59 = mul i32 %17, %58
  %60 = zext nneg i32 %42 to i64
  %61 = getelementptr inbounds nuw float, ptr %41, i64 %60
  %62 = icmp samesign ult i32 %39, 9
  %63 = sub nuw nsw i32 16, %39
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %64
  %66 = zext nneg i32 %39 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %66
  %68 = zext nneg i32 %42 to i64
  %69 = getelementptr inbounds nuw float, ptr %41, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 4
  %71 = shl nuw nsw i32 %39, 1
  %72 = icmp samesign ult i32 %39, 5
  %73 = icmp samesign ult i32 %39, 9
  %74 = icmp samesign ult i32 %39, 13
  %75 = sub nuw nsw i32 32, %71
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %76
  %78 = zext nneg i32 %71 to i64
  %79 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %78
  %80 = getelementptr i8, ptr %79, i64 -64
  %81 = sub nuw nsw i32 16, %71
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %82
  %84 = zext nneg i32 %71 to i64
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %84
  %86 = zext nneg i32 %42 to i64
  %87 = getelementptr inbounds nuw float, ptr %41, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %89 = mul nuw nsw i32 %39, 3
  %90 = and i32 %89, 31
  %91 = icmp samesign ult i32 %90, 9
  %92 = icmp samesign ult i32 %90, 17
  %93 = icmp samesign ult i32 %90, 25
  %94 = sub nuw nsw i32 32, %90
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %95
  %97 = zext nneg i32 %90 to i64
  %98 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %97
  %99 = getelementptr i8, ptr %98, i64 -64
  %100 = sub nuw nsw i32 16, %90
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %101
  %103 = zext nneg i32 %90 to i64
  %104 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %103
  %105 = zext nneg i32 %42 to i64
  %106 = getelementptr inbounds nuw float, ptr %41, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 12
  %108 = shl nuw nsw i32 %39, 2
  %109 = and i32 %108, 28
  %110 = icmp samesign ult i32 %109, 9
  %111 = icmp samesign ult i32 %109, 17
  %112 = icmp samesign ult i32 %109, 25
  %113 = sub nuw nsw i32 32, %109
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %114
  %116 = zext nneg i32 %109 to i64
  %117 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %116
  %118 = getelementptr i8, ptr %117, i64 -64
  %119 = sub nuw nsw i32 16, %109
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %120
  %122 = zext nneg i32 %109 to i64
  %123 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %122
  %124 = zext nneg i32 %42 to i64
  %125 = getelementptr inbounds nuw float, ptr %41, i64 %124
  %126 = getelementptr inbounds nuw i8, ptr %125, i64 16
  %127 = mul nuw nsw i32 %39, 5
  %128 = and i32 %127, 31
  %129 = icmp samesign ult i32 %128, 9
  %130 = icmp samesign ult i32 %128, 17
  %131 = icmp samesign ult i32 %128, 25
  %132 = sub nuw nsw i32 32, %128
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %133
  %135 = zext nneg i32 %128 to i64
  %136 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %135
  %137 = getelementptr i8, ptr %136, i64 -64
  %138 = sub nuw nsw i32 16, %128
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %139
  %141 = zext nneg i32 %128 to i64
  %142 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %141
  %143 = zext nneg i32 %42 to i64
  %144 = getelementptr inbounds nuw float, ptr %41, i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 20
  %146 = mul nuw nsw i32 %39, 6
  %147 = and i32 %146, 30
  %148 = icmp samesign ult i32 %147, 9
  %149 = icmp samesign ult i32 %147, 17
  %150 = icmp samesign ult i32 %147, 25
  %151 = sub nuw nsw i32 32, %147
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %152
  %154 = zext nneg i32 %147 to i64
  %155 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %154
  %156 = getelementptr i8, ptr %155, i64 -64
  %157 = sub nuw nsw i32 16, %147
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %158
  %160 = zext nneg i32 %147 to i64
  %161 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %160
  %162 = zext nneg i32 %42 to i64
  %163 = getelementptr inbounds nuw float, ptr %41, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 24
  %165 = mul nuw nsw i32 %39, 7
  %166 = and i32 %165, 31
  %167 = icmp samesign ult i32 %166, 9
  %168 = icmp samesign ult i32 %166, 17
  %169 = icmp samesign ult i32 %166, 25
  %170 = sub nuw nsw i32 32, %166
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %171
  %173 = zext nneg i32 %166 to i64
  %174 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %173
  %175 = getelementptr i8, ptr %174, i64 -64
  %176 = sub nuw nsw i32 16, %166
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %177
  %179 = zext nneg i32 %166 to i64
  %180 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %179
  %181 = or i32 %18, 7
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw float, ptr %41, i64 %182
  %184 = and i32 %52, 31
  %185 = icmp samesign ult i32 %184, 9
  %186 = icmp samesign ult i32 %184, 17
  %187 = icmp samesign ult i32 %184, 25
  %188 = sub nuw nsw i32 32, %184
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %189
  %191 = zext nneg i32 %184 to i64
  %192 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %191
  %193 = getelementptr i8, ptr %192, i64 -64
  %194 = sub nuw nsw i32 16, %184
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %195
  %197 = zext nneg i32 %184 to i64
  %198 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %197
  %199 = getelementptr inbounds nuw i8, ptr %56, i64 36
  %200 = shl nuw nsw i32 %52, 1
  %201 = and i32 %200, 30
  %202 = icmp samesign ult i32 %201, 9
  %203 = icmp samesign ult i32 %201, 17
  %204 = icmp samesign ult i32 %201, 25
  %205 = sub nuw nsw i32 32, %201
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %206
  %208 = zext nneg i32 %201 to i64
  %209 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %208
  %210 = getelementptr i8, ptr %209, i64 -64
  %211 = sub nuw nsw i32 16, %201
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %212
  %214 = zext nneg i32 %201 to i64
  %215 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %214
  %216 = getelementptr inbounds nuw i8, ptr %56, i64 72
  %217 = mul nuw nsw i32 %52, 3
  %218 = and i32 %217, 31
  %219 = icmp samesign ult i32 %218, 9
  %220 = icmp samesign ult i32 %218, 17
  %221 = icmp samesign ult i32 %218, 25
  %222 = sub nuw nsw i32 32, %218
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %223
  %225 = zext nneg i32 %218 to i64
  %226 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %225
  %227 = getelementptr i8, ptr %226, i64 -64
  %228 = sub nuw nsw i32 16, %218
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %229
  %231 = zext nneg i32 %218 to i64
  %232 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %231
  %233 = getelementptr inbounds nuw i8, ptr %56, i64 108
  %234 = shl nuw nsw i32 %52, 2
  %235 = and i32 %234, 28
  %236 = icmp samesign ult i32 %235, 9
  %237 = icmp samesign ult i32 %235, 17
  %238 = icmp samesign ult i32 %235, 25
  %239 = sub nuw nsw i32 32, %235
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %240
  %242 = zext nneg i32 %235 to i64
  %243 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %242
  %244 = getelementptr i8, ptr %243, i64 -64
  %245 = sub nuw nsw i32 16, %235
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %246
  %248 = zext nneg i32 %235 to i64
  %249 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %248
  %250 = getelementptr inbounds nuw i8, ptr %56, i64 144
  %251 = mul nuw nsw i32 %52, 5
  %252 = and i32 %251, 31
  %253 = icmp samesign ult i32 %252, 9
  %254 = icmp samesign ult i32 %252, 17
  %255 = icmp samesign ult i32 %252, 25
  %256 = sub nuw nsw i32 32, %252
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %257
  %259 = zext nneg i32 %252 to i64
  %260 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %259
  %261 = getelementptr i8, ptr %260, i64 -64
  %262 = sub nuw nsw i32 16, %252
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %263
  %265 = zext nneg i32 %252 to i64
  %266 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %265
  %267 = getelementptr inbounds nuw i8, ptr %56, i64 180
  %268 = mul nuw nsw i32 %52, 6
  %269 = and i32 %268, 30
  %270 = icmp samesign ult i32 %269, 9
  %271 = icmp samesign ult i32 %269, 17
  %272 = icmp samesign ult i32 %269, 25
  %273 = sub nuw nsw i32 32, %269
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %274
  %276 = zext nneg i32 %269 to i64
  %277 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %276
  %278 = getelementptr i8, ptr %277, i64 -64
  %279 = sub nuw nsw i32 16, %269
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %280
  %282 = zext nneg i32 %269 to i64
  %283 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %56, i64 216
  %285 = mul nuw nsw i32 %52, 7
  %286 = and i32 %285, 31
  %287 = icmp samesign ult i32 %286, 9
  %288 = icmp samesign ult i32 %286, 17
  %289 = icmp samesign ult i32 %286, 25
  %290 = sub nuw nsw i32 32, %286
  %291 = zext nneg i32 %290 to i64
  %292 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %291
  %293 = zext nneg i32 %286 to i64
  %294 = getelementptr float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %293
  %295 = getelementptr i8, ptr %294, i64 -64
  %296 = sub nuw nsw i32 16, %286
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %297
  %299 = zext nneg i32 %286 to i64
  %300 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_ZL7k_cos16 to ptr), i64 %299
  %301 = getelementptr inbounds nuw i8, ptr %56, i64 252
  br label %302

302:                                              ; preds = %27, %584
  %303 = phi i32 [ %25, %27 ], [ %585, %584 ]
  %304 = add i32 %303, %29
  br i1 %22, label %305, label %308

305:                                              ; preds = %302
  %306 = icmp slt i32 %304, %15
  %307 = and i1 %30, %306
  br label %308

308:                                              ; preds = %305, %302
  %309 = phi i1 [ %307, %305 ], [ false, %302 ]
  br i1 %309, label %310, label %324

310:                                              ; preds = %308
  %311 = load i8, ptr %32, align 1, !tbaa !16
  %312 = zext i8 %311 to i64
  %313 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_qtable to ptr), i64 %312
  %314 = load float, ptr %313, align 4, !tbaa !11
  %315 = fmul contract float %23, %314
  %316 = tail call noundef float @llvm.maxnum.f32(float %315, float 1.000000e+00)
  %317 = sext i32 %304 to i64
  %318 = shl nsw i64 %317, 7
  %319 = getelementptr i8, ptr %33, i64 %318
  %320 = load i16, ptr %319, align 2, !tbaa !21
  %321 = sitofp i16 %320 to float
  %322 = fmul contract float %316, %321
  %323 = getelementptr inbounds nuw float, ptr %35, i64 %312
  store float %322, ptr %323, align 4, !tbaa !11
  br label %324

324:                                              ; preds = %310, %308
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %309, label %325, label %440

325:                                              ; preds = %324
  %326 = load float, ptr %61, align 4, !tbaa !11
  %327 = tail call noundef float @llvm.fma.f32(float %326, float 0x3FD6A09E60000000, float 0.000000e+00)
  br i1 %62, label %331, label %328

328:                                              ; preds = %325
  %329 = load float, ptr %65, align 4, !tbaa !11
  %330 = fneg contract float %329
  br label %333

331:                                              ; preds = %325
  %332 = load float, ptr %67, align 4, !tbaa !11
  br label %333

333:                                              ; preds = %331, %328
  %334 = phi float [ %332, %331 ], [ %330, %328 ]
  %335 = fmul contract float %334, 5.000000e-01
  %336 = load float, ptr %70, align 4, !tbaa !11
  %337 = tail call noundef float @llvm.fma.f32(float %335, float %336, float %327)
  br i1 %72, label %348, label %338

338:                                              ; preds = %333
  br i1 %73, label %345, label %339

339:                                              ; preds = %338
  br i1 %74, label %342, label %340

340:                                              ; preds = %339
  %341 = load float, ptr %77, align 4, !tbaa !11
  br label %350

342:                                              ; preds = %339
  %343 = load float, ptr %80, align 4, !tbaa !11
  %344 = fneg contract float %343
  br label %350

345:                                              ; preds = %338
  %346 = load float, ptr %83, align 4, !tbaa !11
  %347 = fneg contract float %346
  br label %350

348:                                              ; preds = %333
  %349 = load float, ptr %85, align 4, !tbaa !11
  br label %350

350:                                              ; preds = %348, %345, %342, %340
  %351 = phi float [ %349, %348 ], [ %347, %345 ], [ %344, %342 ], [ %341, %340 ]
  %352 = fmul contract float %351, 5.000000e-01
  %353 = load float, ptr %88, align 4, !tbaa !11
  %354 = tail call noundef float @llvm.fma.f32(float %352, float %353, float %337)
  br i1 %91, label %365, label %355

355:                                              ; preds = %350
  br i1 %92, label %362, label %356

356:                                              ; preds = %355
  br i1 %93, label %359, label %357

357:                                              ; preds = %356
  %358 = load float, ptr %96, align 4, !tbaa !11
  br label %367

359:                                              ; preds = %356
  %360 = load float, ptr %99, align 4, !tbaa !11
  %361 = fneg contract float %360
  br label %367

362:                                              ; preds = %355
  %363 = load float, ptr %102, align 4, !tbaa !11
  %364 = fneg contract float %363
  br label %367

365:                                              ; preds = %350
  %366 = load float, ptr %104, align 4, !tbaa !11
  br label %367

367:                                              ; preds = %365, %362, %359, %357
  %368 = phi float [ %366, %365 ], [ %364, %362 ], [ %361, %359 ], [ %358, %357 ]
  %369 = fmul contract float %368, 5.000000e-01
  %370 = load float, ptr %107, align 4, !tbaa !11
  %371 = tail call noundef float @llvm.fma.f32(float %369, float %370, float %354)
  br i1 %110, label %382, label %372

372:                                              ; preds = %367
  br i1 %111, label %379, label %373

373:                                              ; preds = %372
  br i1 %112, label %376, label %374

374:                                              ; preds = %373
  %375 = load float, ptr %115, align 4, !tbaa !11
  br label %384

376:                                              ; preds = %373
  %377 = load float, ptr %118, align 4, !tbaa !11
  %378 = fneg contract float %377
  br label %384

379:                                              ; preds = %372
  %380 = load float, ptr %121, align 4, !tbaa !11
  %381 = fneg contract float %380
  br label %384

382:                                              ; preds = %367
  %383 = load float, ptr %123, align 4, !tbaa !11
  br label %384

384:                                              ; preds = %382, %379, %376, %374
  %385 = phi float [ %383, %382 ], [ %381, %379 ], [ %378, %376 ], [ %375, %374 ]
  %386 = fmul contract float %385, 5.000000e-01
  %387 = load float, ptr %126, align 4, !tbaa !11
  %388 = tail call noundef float @llvm.fma.f32(float %386, float %387, float %371)
  br i1 %129, label %399, label %389

389:                                              ; preds = %384
  br i1 %130, label %396, label %390

390:                                              ; preds = %389
  br i1 %131, label %393, label %391

391:                                              ; preds = %390
  %392 = load float, ptr %134, align 4, !tbaa !11
  br label %401

393:                                              ; preds = %390
  %394 = load float, ptr %137, align 4, !tbaa !11
  %395 = fneg contract float %394
  br label %401

396:                                              ; preds = %389
  %397 = load float, ptr %140, align 4, !tbaa !11
  %398 = fneg contract float %397
  br label %401

399:                                              ; preds = %384
  %400 = load float, ptr %142, align 4, !tbaa !11
  br label %401

401:                                              ; preds = %399, %396, %393, %391
  %402 = phi float [ %400, %399 ], [ %398, %396 ], [ %395, %393 ], [ %392, %391 ]
  %403 = fmul contract float %402, 5.000000e-01
  %404 = load float, ptr %145, align 4, !tbaa !11
  %405 = tail call noundef float @llvm.fma.f32(float %403, float %404, float %388)
  br i1 %148, label %416, label %406

406:                                              ; preds = %401
  br i1 %149, label %413, label %407

407:                                              ; preds = %406
  br i1 %150, label %410, label %408

408:                                              ; preds = %407
  %409 = load float, ptr %153, align 4, !tbaa !11
  br label %418

410:                                              ; preds = %407
  %411 = load float, ptr %156, align 4, !tbaa !11
  %412 = fneg contract float %411
  br label %418

413:                                              ; preds = %406
  %414 = load float, ptr %159, align 4, !tbaa !11
  %415 = fneg contract float %414
  br label %418

416:                                              ; preds = %401
  %417 = load float, ptr %161, align 4, !tbaa !11
  br label %418

418:                                              ; preds = %416, %413, %410, %408
  %419 = phi float [ %417, %416 ], [ %415, %413 ], [ %412, %410 ], [ %409, %408 ]
  %420 = fmul contract float %419, 5.000000e-01
  %421 = load float, ptr %164, align 4, !tbaa !11
  %422 = tail call noundef float @llvm.fma.f32(float %420, float %421, float %405)
  br i1 %167, label %433, label %423

423:                                              ; preds = %418
  br i1 %168, label %430, label %424

424:                                              ; preds = %423
  br i1 %169, label %427, label %425

425:                                              ; preds = %424
  %426 = load float, ptr %172, align 4, !tbaa !11
  br label %435

427:                                              ; preds = %424
  %428 = load float, ptr %175, align 4, !tbaa !11
  %429 = fneg contract float %428
  br label %435

430:                                              ; preds = %423
  %431 = load float, ptr %178, align 4, !tbaa !11
  %432 = fneg contract float %431
  br label %435

433:                                              ; preds = %418
  %434 = load float, ptr %180, align 4, !tbaa !11
  br label %435

435:                                              ; preds = %433, %430, %427, %425
  %436 = phi float [ %434, %433 ], [ %432, %430 ], [ %429, %427 ], [ %426, %425 ]
  %437 = fmul contract float %436, 5.000000e-01
  %438 = load float, ptr %183, align 4, !tbaa !11
  %439 = tail call noundef float @llvm.fma.f32(float %437, float %438, float %422)
  store float %439, ptr %48, align 4, !tbaa !11
  br label %440

440:                                              ; preds = %435, %324
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %309, label %441, label %584

441:                                              ; preds = %440
  %442 = load float, ptr %56, align 4, !tbaa !11
  %443 = tail call noundef float @llvm.fma.f32(float %442, float 0x3FD6A09E60000000, float 0.000000e+00)
  br i1 %185, label %454, label %444

444:                                              ; preds = %441
  br i1 %186, label %451, label %445

445:                                              ; preds = %444
  br i1 %187, label %448, label %446

446:                                              ; preds = %445
  %447 = load float, ptr %190, align 4, !tbaa !11
  br label %456

448:                                              ; preds = %445
  %449 = load float, ptr %193, align 4, !tbaa !11
  %450 = fneg contract float %449
  br label %456

451:                                              ; preds = %444
  %452 = load float, ptr %196, align 4, !tbaa !11
  %453 = fneg contract float %452
  br label %456

454:                                              ; preds = %441
  %455 = load float, ptr %198, align 4, !tbaa !11
  br label %456

456:                                              ; preds = %454, %451, %448, %446
  %457 = phi float [ %455, %454 ], [ %453, %451 ], [ %450, %448 ], [ %447, %446 ]
  %458 = fmul contract float %457, 5.000000e-01
  %459 = load float, ptr %199, align 4, !tbaa !11
  %460 = tail call noundef float @llvm.fma.f32(float %458, float %459, float %443)
  br i1 %202, label %471, label %461

461:                                              ; preds = %456
  br i1 %203, label %468, label %462

462:                                              ; preds = %461
  br i1 %204, label %465, label %463

463:                                              ; preds = %462
  %464 = load float, ptr %207, align 4, !tbaa !11
  br label %473

465:                                              ; preds = %462
  %466 = load float, ptr %210, align 4, !tbaa !11
  %467 = fneg contract float %466
  br label %473

468:                                              ; preds = %461
  %469 = load float, ptr %213, align 4, !tbaa !11
  %470 = fneg contract float %469
  br label %473

471:                                              ; preds = %456
  %472 = load float, ptr %215, align 4, !tbaa !11
  br label %473

473:                                              ; preds = %471, %468, %465, %463
  %474 = phi float [ %472, %471 ], [ %470, %468 ], [ %467, %465 ], [ %464, %463 ]
  %475 = fmul contract float %474, 5.000000e-01
  %476 = load float, ptr %216, align 4, !tbaa !11
  %477 = tail call noundef float @llvm.fma.f32(float %475, float %476, float %460)
  br i1 %219, label %488, label %478

478:                                              ; preds = %473
  br i1 %220, label %485, label %479

479:                                              ; preds = %478
  br i1 %221, label %482, label %480

480:                                              ; preds = %479
  %481 = load float, ptr %224, align 4, !tbaa !11
  br label %490

482:                                              ; preds = %479
  %483 = load float, ptr %227, align 4, !tbaa !11
  %484 = fneg contract float %483
  br label %490

485:                                              ; preds = %478
  %486 = load float, ptr %230, align 4, !tbaa !11
  %487 = fneg contract float %486
  br label %490

488:                                              ; preds = %473
  %489 = load float, ptr %232, align 4, !tbaa !11
  br label %490

490:                                              ; preds = %488, %485, %482, %480
  %491 = phi float [ %489, %488 ], [ %487, %485 ], [ %484, %482 ], [ %481, %480 ]
  %492 = fmul contract float %491, 5.000000e-01
  %493 = load float, ptr %233, align 4, !tbaa !11
  %494 = tail call noundef float @llvm.fma.f32(float %492, float %493, float %477)
  br i1 %236, label %505, label %495

495:                                              ; preds = %490
  br i1 %237, label %502, label %496

496:                                              ; preds = %495
  br i1 %238, label %499, label %497

497:                                              ; preds = %496
  %498 = load float, ptr %241, align 4, !tbaa !11
  br label %507

499:                                              ; preds = %496
  %500 = load float, ptr %244, align 4, !tbaa !11
  %501 = fneg contract float %500
  br label %507

502:                                              ; preds = %495
  %503 = load float, ptr %247, align 4, !tbaa !11
  %504 = fneg contract float %503
  br label %507

505:                                              ; preds = %490
  %506 = load float, ptr %249, align 4, !tbaa !11
  br label %507

507:                                              ; preds = %505, %502, %499, %497
  %508 = phi float [ %506, %505 ], [ %504, %502 ], [ %501, %499 ], [ %498, %497 ]
  %509 = fmul contract float %508, 5.000000e-01
  %510 = load float, ptr %250, align 4, !tbaa !11
  %511 = tail call noundef float @llvm.fma.f32(float %509, float %510, float %494)
  br i1 %253, label %522, label %512

512:                                              ; preds = %507
  br i1 %254, label %519, label %513

513:                                              ; preds = %512
  br i1 %255, label %516, label %514

514:                                              ; preds = %513
  %515 = load float, ptr %258, align 4, !tbaa !11
  br label %524

516:                                              ; preds = %513
  %517 = load float, ptr %261, align 4, !tbaa !11
  %518 = fneg contract float %517
  br label %524

519:                                              ; preds = %512
  %520 = load float, ptr %264, align 4, !tbaa !11
  %521 = fneg contract float %520
  br label %524

522:                                              ; preds = %507
  %523 = load float, ptr %266, align 4, !tbaa !11
  br label %524

524:                                              ; preds = %522, %519, %516, %514
  %525 = phi float [ %523, %522 ], [ %521, %519 ], [ %518, %516 ], [ %515, %514 ]
  %526 = fmul contract float %525, 5.000000e-01
  %527 = load float, ptr %267, align 4, !tbaa !11
  %528 = tail call noundef float @llvm.fma.f32(float %526, float %527, float %511)
  br i1 %270, label %539, label %529

529:                                              ; preds = %524
  br i1 %271, label %536, label %530

530:                                              ; preds = %529
  br i1 %272, label %533, label %531

531:                                              ; preds = %530
  %532 = load float, ptr %275, align 4, !tbaa !11
  br label %541

533:                                              ; preds = %530
  %534 = load float, ptr %278, align 4, !tbaa !11
  %535 = fneg contract float %534
  br label %541

536:                                              ; preds = %529
  %537 = load float, ptr %281, align 4, !tbaa !11
  %538 = fneg contract float %537
  br label %541

539:                                              ; preds = %524
  %540 = load float, ptr %283, align 4, !tbaa !11
  br label %541

541:                                              ; preds = %539, %536, %533, %531
  %542 = phi float [ %540, %539 ], [ %538, %536 ], [ %535, %533 ], [ %532, %531 ]
  %543 = fmul contract float %542, 5.000000e-01
  %544 = load float, ptr %284, align 4, !tbaa !11
  %545 = tail call noundef float @llvm.fma.f32(float %543, float %544, float %528)
  br i1 %287, label %556, label %546

546:                                              ; preds = %541
  br i1 %288, label %553, label %547

547:                                              ; preds = %546
  br i1 %289, label %550, label %548

548:                                              ; preds = %547
  %549 = load float, ptr %292, align 4, !tbaa !11
  br label %558

550:                                              ; preds = %547
  %551 = load float, ptr %295, align 4, !tbaa !11
  %552 = fneg contract float %551
  br label %558

553:                                              ; preds = %546
  %554 = load float, ptr %298, align 4, !tbaa !11
  %555 = fneg contract float %554
  br label %558

556:                                              ; preds = %541
  %557 = load float, ptr %300, align 4, !tbaa !11
  br label %558

558:                                              ; preds = %556, %553, %550, %548
  %559 = phi float [ %557, %556 ], [ %555, %553 ], [ %552, %550 ], [ %549, %548 ]
  %560 = sdiv i32 %304, %12
  %561 = mul nsw i32 %560, %12
  %562 = sub nsw i32 %304, %561
  %563 = shl nsw i32 %562, 3
  %564 = or disjoint i32 %563, %50
  %565 = shl nsw i32 %560, 3
  %566 = add nsw i32 %565, %49
  %567 = icmp slt i32 %564, %2
  %568 = icmp slt i32 %566, %3
  %569 = select i1 %567, i1 %568, i1 false
  br i1 %569, label %570, label %584

570:                                              ; preds = %558
  %571 = fmul contract float %559, 5.000000e-01
  %572 = load float, ptr %301, align 4, !tbaa !11
  %573 = tail call noundef float @llvm.fma.f32(float %571, float %572, float %545)
  %574 = fadd contract float %573, 1.280000e+02
  %575 = tail call noundef float @llvm.maxnum.f32(float %574, float 0.000000e+00)
  %576 = tail call noundef float @llvm.minnum.f32(float %575, float 2.550000e+02)
  %577 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %576)
  %578 = trunc i32 %577 to i8
  %579 = sext i32 %566 to i64
  %580 = mul nsw i64 %579, %57
  %581 = sext i32 %564 to i64
  %582 = getelementptr i8, ptr %1, i64 %580
  %583 = getelementptr i8, ptr %582, i64 %581
  store i8 %578, ptr %583, align 1, !tbaa !16
  br label %584

584:                                              ; preds = %558, %570, %440
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %585 = add i32 %303, %59
  %586 = icmp slt i32 %585, %15
  br i1 %586, label %302, label %587, !llvm.loop !24

587:                                              ; preds = %584, %10, %6
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !8, i64 0}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
