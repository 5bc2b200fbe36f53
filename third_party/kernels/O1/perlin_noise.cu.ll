; ModuleID = 'src/perlin_noise.cu'
source_filename = "src/perlin_noise.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.FbmParams = type { float, float, float, float, float, float, i32 }

@c_perm = dso_local addrspace(4) externally_initialized constant [256 x i8] c"\97\A0\89[Z\0F\83\0D\C9_`5\C2\E9\07\E1\8C$g\1EE\8E\08c%\F0\15\0A\17\BE\06\94\F7x\EAK\00\1A\C5>^\FC\DB\CBu#\0B 9\B1!X\ED\958W\AE\14}\88\AB\A8D\AFJ\A5G\86\8B0\1B\A6M\92\9E\E7So\E5z<\D3\85\E6\DCi\\)7.\F5(\F4f\8F6A\19?\A1\01\D8PI\D1L\84\BB\D0Y\12\A9\C8\C4\87\82t\BC\9FV\A4dm\C6\AD\BA\03@4\D9\E2\FA|{\05\CA&\93v~\FFRU\D4\CF\CE;\E3/\10:\11\B6\BD\1C*\DF\B7\AA\D5w\F8\98\02,\9A\A3F\DD\99e\9B\A7+\AC\09\81\16'\FD\13blnOq\E0\E8\B2\B9ph\DA\F6a\E4\FB\22\F2\C1\EE\D2\90\0C\BF\B3\A2\F1Q3\91\EB\F9\0E\EFk1\C0\D6\1F\B5\C7j\9D\B8T\CC\B0sy2-\7F\04\96\FE\8A\EC\CD]\DErC\1D\18H\F3\8D\80\C3NB\D7=\9C\B4", align 1
@c_grad2 = dso_local addrspace(4) externally_initialized constant [8 x %struct.float2.0] [%struct.float2.0 { float 1.000000e+00, float 0.000000e+00 }, %struct.float2.0 { float -1.000000e+00, float 0.000000e+00 }, %struct.float2.0 { float 0.000000e+00, float 1.000000e+00 }, %struct.float2.0 { float 0.000000e+00, float -1.000000e+00 }, %struct.float2.0 { float 0x3FE6A09E60000000, float 0x3FE6A09E60000000 }, %struct.float2.0 { float 0xBFE6A09E60000000, float 0x3FE6A09E60000000 }, %struct.float2.0 { float 0x3FE6A09E60000000, float 0xBFE6A09E60000000 }, %struct.float2.0 { float 0xBFE6A09E60000000, float 0xBFE6A09E60000000 }], align 8
@_ZZ12perlin3d_fbmE6s_perm = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 1
@_ZZ16simplex2d_ridgedE6s_perm = internal addrspace(3) global [512 x i8] undef, align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_grad2 to ptr), ptr addrspacecast (ptr addrspace(4) @c_perm to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @perlin3d_fbm(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, ptr noundef readonly byval(%struct.FbmParams) align 4 captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp samesign ult i32 %10, 512
  br i1 %11, label %12, label %15

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %7, %13
  br label %26

15:                                               ; preds = %26, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %7
  %18 = add i32 %17, %9
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %21 = mul nuw nsw i32 %19, %20
  %22 = add nuw nsw i32 %21, %6
  %23 = icmp slt i32 %18, %1
  %24 = icmp slt i32 %22, %2
  %25 = and i1 %23, %24
  br i1 %25, label %36, label %330

26:                                               ; preds = %12, %26
  %27 = phi i32 [ %10, %12 ], [ %34, %26 ]
  %28 = and i32 %27, 255
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_perm to ptr), i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext nneg i32 %27 to i64
  %33 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %32
  store i8 %31, ptr %33, align 1, !tbaa !11
  %34 = add nuw nsw i32 %27, %14
  %35 = icmp samesign ult i32 %34, 512
  br i1 %35, label %26, label %15, !llvm.loop !12

36:                                               ; preds = %15
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %38 = load i32, ptr %37, align 4, !tbaa !15
  %39 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %38, i32 1)
  %40 = tail call noundef range(i32 1, 13) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %39, i32 12)
  %41 = load float, ptr %4, align 4, !tbaa !18
  %42 = sitofp i32 %18 to float
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %44 = load float, ptr %43, align 4, !tbaa !19
  %45 = fadd contract float %44, %42
  %46 = uitofp nneg i32 %22 to float
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %48 = load float, ptr %47, align 4, !tbaa !20
  %49 = fadd contract float %48, %46
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %51 = load float, ptr %50, align 4, !tbaa !21
  %52 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !22
  %54 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %55 = load float, ptr %54, align 4, !tbaa !23
  br label %58

56:                                               ; preds = %58
  %57 = fcmp contract ogt float %312, 0.000000e+00
  br i1 %57, label %317, label %323

58:                                               ; preds = %36, %58
  %59 = phi i32 [ 0, %36 ], [ %315, %58 ]
  %60 = phi float [ %41, %36 ], [ %313, %58 ]
  %61 = phi float [ 0.000000e+00, %36 ], [ %312, %58 ]
  %62 = phi float [ 0.000000e+00, %36 ], [ %311, %58 ]
  %63 = phi float [ 1.000000e+00, %36 ], [ %314, %58 ]
  %64 = fmul contract float %45, %60
  %65 = fmul contract float %49, %60
  %66 = fmul contract float %60, %51
  %67 = uitofp nneg i32 %59 to float
  %68 = fmul contract float %67, 0x3FD7AE1480000000
  %69 = fadd contract float %68, %66
  %70 = tail call noundef float @llvm.floor.f32(float %64)
  %71 = tail call noundef float @llvm.floor.f32(float %65)
  %72 = tail call noundef float @llvm.floor.f32(float %69)
  %73 = fptosi float %70 to i32
  %74 = and i32 %73, 255
  %75 = fptosi float %71 to i32
  %76 = and i32 %75, 255
  %77 = fptosi float %72 to i32
  %78 = and i32 %77, 255
  %79 = fsub contract float %64, %70
  %80 = fsub contract float %65, %71
  %81 = fsub contract float %69, %72
  %82 = fmul contract float %79, %79
  %83 = fmul contract float %79, %82
  %84 = fmul contract float %79, 6.000000e+00
  %85 = fadd contract float %84, -1.500000e+01
  %86 = fmul contract float %79, %85
  %87 = fadd contract float %86, 1.000000e+01
  %88 = fmul contract float %83, %87
  %89 = fmul contract float %80, %80
  %90 = fmul contract float %80, %89
  %91 = fmul contract float %80, 6.000000e+00
  %92 = fadd contract float %91, -1.500000e+01
  %93 = fmul contract float %80, %92
  %94 = fadd contract float %93, 1.000000e+01
  %95 = fmul contract float %90, %94
  %96 = fmul contract float %81, %81
  %97 = fmul contract float %81, %96
  %98 = fmul contract float %81, 6.000000e+00
  %99 = fadd contract float %98, -1.500000e+01
  %100 = fmul contract float %81, %99
  %101 = fadd contract float %100, 1.000000e+01
  %102 = fmul contract float %97, %101
  %103 = zext nneg i32 %74 to i64
  %104 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !11
  %106 = zext i8 %105 to i32
  %107 = add nuw nsw i32 %76, %106
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !11
  %111 = zext i8 %110 to i32
  %112 = add nuw nsw i32 %78, %111
  %113 = getelementptr inbounds nuw i8, ptr %109, i64 1
  %114 = load i8, ptr %113, align 1, !tbaa !11
  %115 = zext i8 %114 to i32
  %116 = add nuw nsw i32 %78, %115
  %117 = getelementptr inbounds nuw i8, ptr %104, i64 1
  %118 = load i8, ptr %117, align 1, !tbaa !11
  %119 = zext i8 %118 to i32
  %120 = add nuw nsw i32 %76, %119
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %121
  %123 = load i8, ptr %122, align 1, !tbaa !11
  %124 = zext i8 %123 to i32
  %125 = add nuw nsw i32 %78, %124
  %126 = getelementptr inbounds nuw i8, ptr %122, i64 1
  %127 = load i8, ptr %126, align 1, !tbaa !11
  %128 = zext i8 %127 to i32
  %129 = add nuw nsw i32 %78, %128
  %130 = zext nneg i32 %112 to i64
  %131 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !11
  %133 = zext i8 %132 to i32
  %134 = and i32 %133, 15
  %135 = icmp samesign ult i32 %134, 4
  %136 = and i32 %133, 13
  %137 = icmp eq i32 %136, 12
  %138 = select contract i1 %137, float %79, float %81
  %139 = select contract i1 %135, float %80, float %138
  %140 = icmp samesign ult i32 %134, 8
  %141 = select contract i1 %140, float %79, float %80
  %142 = and i32 %133, 1
  %143 = icmp eq i32 %142, 0
  %144 = fneg contract float %141
  %145 = select contract i1 %143, float %141, float %144
  %146 = and i32 %133, 2
  %147 = icmp eq i32 %146, 0
  %148 = fneg contract float %139
  %149 = select contract i1 %147, float %139, float %148
  %150 = fadd contract float %145, %149
  %151 = zext nneg i32 %125 to i64
  %152 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %151
  %153 = load i8, ptr %152, align 1, !tbaa !11
  %154 = zext i8 %153 to i32
  %155 = fadd contract float %79, -1.000000e+00
  %156 = and i32 %154, 15
  %157 = icmp samesign ult i32 %156, 4
  %158 = and i32 %154, 13
  %159 = icmp eq i32 %158, 12
  %160 = select contract i1 %159, float %155, float %81
  %161 = select contract i1 %157, float %80, float %160
  %162 = icmp samesign ult i32 %156, 8
  %163 = select contract i1 %162, float %155, float %80
  %164 = and i32 %154, 1
  %165 = icmp eq i32 %164, 0
  %166 = fneg contract float %163
  %167 = select contract i1 %165, float %163, float %166
  %168 = and i32 %154, 2
  %169 = icmp eq i32 %168, 0
  %170 = fneg contract float %161
  %171 = select contract i1 %169, float %161, float %170
  %172 = fadd contract float %167, %171
  %173 = fsub contract float %172, %150
  %174 = tail call noundef float @llvm.fma.f32(float %88, float %173, float %150)
  %175 = zext nneg i32 %116 to i64
  %176 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !11
  %178 = zext i8 %177 to i32
  %179 = fadd contract float %80, -1.000000e+00
  %180 = and i32 %178, 15
  %181 = icmp samesign ult i32 %180, 4
  %182 = and i32 %178, 13
  %183 = icmp eq i32 %182, 12
  %184 = select contract i1 %183, float %79, float %81
  %185 = select contract i1 %181, float %179, float %184
  %186 = icmp samesign ult i32 %180, 8
  %187 = select contract i1 %186, float %79, float %179
  %188 = and i32 %178, 1
  %189 = icmp eq i32 %188, 0
  %190 = fneg contract float %187
  %191 = select contract i1 %189, float %187, float %190
  %192 = and i32 %178, 2
  %193 = icmp eq i32 %192, 0
  %194 = fneg contract float %185
  %195 = select contract i1 %193, float %185, float %194
  %196 = fadd contract float %191, %195
  %197 = zext nneg i32 %129 to i64
  %198 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %197
  %199 = load i8, ptr %198, align 1, !tbaa !11
  %200 = zext i8 %199 to i32
  %201 = and i32 %200, 15
  %202 = icmp samesign ult i32 %201, 4
  %203 = and i32 %200, 13
  %204 = icmp eq i32 %203, 12
  %205 = select contract i1 %204, float %155, float %81
  %206 = select contract i1 %202, float %179, float %205
  %207 = icmp samesign ult i32 %201, 8
  %208 = select contract i1 %207, float %155, float %179
  %209 = and i32 %200, 1
  %210 = icmp eq i32 %209, 0
  %211 = fneg contract float %208
  %212 = select contract i1 %210, float %208, float %211
  %213 = and i32 %200, 2
  %214 = icmp eq i32 %213, 0
  %215 = fneg contract float %206
  %216 = select contract i1 %214, float %206, float %215
  %217 = fadd contract float %212, %216
  %218 = fsub contract float %217, %196
  %219 = tail call noundef float @llvm.fma.f32(float %88, float %218, float %196)
  %220 = fsub contract float %219, %174
  %221 = tail call noundef float @llvm.fma.f32(float %95, float %220, float %174)
  %222 = getelementptr inbounds nuw i8, ptr %131, i64 1
  %223 = load i8, ptr %222, align 1, !tbaa !11
  %224 = zext i8 %223 to i32
  %225 = fadd contract float %81, -1.000000e+00
  %226 = and i32 %224, 15
  %227 = icmp samesign ult i32 %226, 4
  %228 = and i32 %224, 13
  %229 = icmp eq i32 %228, 12
  %230 = select contract i1 %229, float %79, float %225
  %231 = select contract i1 %227, float %80, float %230
  %232 = icmp samesign ult i32 %226, 8
  %233 = select contract i1 %232, float %79, float %80
  %234 = and i32 %224, 1
  %235 = icmp eq i32 %234, 0
  %236 = fneg contract float %233
  %237 = select contract i1 %235, float %233, float %236
  %238 = and i32 %224, 2
  %239 = icmp eq i32 %238, 0
  %240 = fneg contract float %231
  %241 = select contract i1 %239, float %231, float %240
  %242 = fadd contract float %237, %241
  %243 = getelementptr inbounds nuw i8, ptr %152, i64 1
  %244 = load i8, ptr %243, align 1, !tbaa !11
  %245 = zext i8 %244 to i32
  %246 = and i32 %245, 15
  %247 = icmp samesign ult i32 %246, 4
  %248 = and i32 %245, 13
  %249 = icmp eq i32 %248, 12
  %250 = select contract i1 %249, float %155, float %225
  %251 = select contract i1 %247, float %80, float %250
  %252 = icmp samesign ult i32 %246, 8
  %253 = select contract i1 %252, float %155, float %80
  %254 = and i32 %245, 1
  %255 = icmp eq i32 %254, 0
  %256 = fneg contract float %253
  %257 = select contract i1 %255, float %253, float %256
  %258 = and i32 %245, 2
  %259 = icmp eq i32 %258, 0
  %260 = fneg contract float %251
  %261 = select contract i1 %259, float %251, float %260
  %262 = fadd contract float %257, %261
  %263 = fsub contract float %262, %242
  %264 = tail call noundef float @llvm.fma.f32(float %88, float %263, float %242)
  %265 = getelementptr inbounds nuw i8, ptr %176, i64 1
  %266 = load i8, ptr %265, align 1, !tbaa !11
  %267 = zext i8 %266 to i32
  %268 = and i32 %267, 15
  %269 = icmp samesign ult i32 %268, 4
  %270 = and i32 %267, 13
  %271 = icmp eq i32 %270, 12
  %272 = select contract i1 %271, float %79, float %225
  %273 = select contract i1 %269, float %179, float %272
  %274 = icmp samesign ult i32 %268, 8
  %275 = select contract i1 %274, float %79, float %179
  %276 = and i32 %267, 1
  %277 = icmp eq i32 %276, 0
  %278 = fneg contract float %275
  %279 = select contract i1 %277, float %275, float %278
  %280 = and i32 %267, 2
  %281 = icmp eq i32 %280, 0
  %282 = fneg contract float %273
  %283 = select contract i1 %281, float %273, float %282
  %284 = fadd contract float %279, %283
  %285 = getelementptr inbounds nuw i8, ptr %198, i64 1
  %286 = load i8, ptr %285, align 1, !tbaa !11
  %287 = zext i8 %286 to i32
  %288 = and i32 %287, 15
  %289 = icmp samesign ult i32 %288, 4
  %290 = and i32 %287, 13
  %291 = icmp eq i32 %290, 12
  %292 = select contract i1 %291, float %155, float %225
  %293 = select contract i1 %289, float %179, float %292
  %294 = icmp samesign ult i32 %288, 8
  %295 = select contract i1 %294, float %155, float %179
  %296 = and i32 %287, 1
  %297 = icmp eq i32 %296, 0
  %298 = fneg contract float %295
  %299 = select contract i1 %297, float %295, float %298
  %300 = and i32 %287, 2
  %301 = icmp eq i32 %300, 0
  %302 = fneg contract float %293
  %303 = select contract i1 %301, float %293, float %302
  %304 = fadd contract float %299, %303
  %305 = fsub contract float %304, %284
  %306 = tail call noundef float @llvm.fma.f32(float %88, float %305, float %284)
  %307 = fsub contract float %306, %264
  %308 = tail call noundef float @llvm.fma.f32(float %95, float %307, float %264)
  %309 = fsub contract float %308, %221
  %310 = tail call noundef float @llvm.fma.f32(float %102, float %309, float %221)
  %311 = tail call noundef float @llvm.fma.f32(float %63, float %310, float %62)
  %312 = fadd contract float %63, %61
  %313 = fmul contract float %60, %53
  %314 = fmul contract float %63, %55
  %315 = add nuw nsw i32 %59, 1
  %316 = icmp eq i32 %315, %40
  br i1 %316, label %56, label %58, !llvm.loop !24

317:                                              ; preds = %56
  %318 = fdiv contract float %311, %312
  %319 = fmul contract float %318, 5.000000e-01
  %320 = fadd contract float %319, 5.000000e-01
  %321 = tail call float @llvm.maxnum.f32(float %320, float 0.000000e+00)
  %322 = tail call float @llvm.minnum.f32(float %321, float 1.000000e+00)
  br label %323

323:                                              ; preds = %56, %317
  %324 = phi float [ %322, %317 ], [ 5.000000e-01, %56 ]
  %325 = zext nneg i32 %22 to i64
  %326 = mul i64 %3, %325
  %327 = sext i32 %18 to i64
  %328 = getelementptr float, ptr %0, i64 %326
  %329 = getelementptr float, ptr %328, i64 %327
  store float %324, ptr %329, align 4, !tbaa !25
  br label %330

330:                                              ; preds = %15, %323
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z8simplex2PKhff(ptr noundef readonly captures(none) %0, float noundef %1, float noundef %2) local_unnamed_addr #2 {
  %4 = fadd contract float %1, %2
  %5 = fmul contract float %4, 0x3FD76CF5E0000000
  %6 = fadd contract float %1, %5
  %7 = tail call noundef float @llvm.floor.f32(float %6)
  %8 = fadd contract float %2, %5
  %9 = tail call noundef float @llvm.floor.f32(float %8)
  %10 = fadd contract float %7, %9
  %11 = fmul contract float %10, 0x3FCB0CB180000000
  %12 = fsub contract float %7, %11
  %13 = fsub contract float %1, %12
  %14 = fsub contract float %9, %11
  %15 = fsub contract float %2, %14
  %16 = fcmp contract ogt float %13, %15
  %17 = zext i1 %16 to i32
  %18 = xor i1 %16, true
  %19 = zext i1 %18 to i32
  %20 = uitofp i1 %16 to float
  %21 = fsub contract float %13, %20
  %22 = fadd contract float %21, 0x3FCB0CB180000000
  %23 = uitofp i1 %18 to float
  %24 = fsub contract float %15, %23
  %25 = fadd contract float %24, 0x3FCB0CB180000000
  %26 = fadd contract float %13, -1.000000e+00
  %27 = fadd contract float %26, 0x3FDB0CB180000000
  %28 = fadd contract float %15, -1.000000e+00
  %29 = fadd contract float %28, 0x3FDB0CB180000000
  %30 = fptosi float %7 to i32
  %31 = and i32 %30, 255
  %32 = fptosi float %9 to i32
  %33 = and i32 %32, 255
  %34 = add nuw nsw i32 %31, %17
  %35 = add nuw nsw i32 %33, %19
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !11
  %39 = zext i8 %38 to i32
  %40 = add nuw nsw i32 %34, %39
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !11
  %44 = and i8 %43, 7
  %45 = add nuw nsw i32 %31, 1
  %46 = zext nneg i32 %33 to i64
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 1
  %49 = load i8, ptr %48, align 1, !tbaa !11
  %50 = zext i8 %49 to i32
  %51 = add nuw nsw i32 %45, %50
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = and i8 %54, 7
  %56 = fmul contract float %13, %13
  %57 = fsub contract float 5.000000e-01, %56
  %58 = fmul contract float %15, %15
  %59 = fsub contract float %57, %58
  %60 = fcmp contract ogt float %59, 0.000000e+00
  br i1 %60, label %61, label %81

61:                                               ; preds = %3
  %62 = load i8, ptr %47, align 1, !tbaa !11
  %63 = zext i8 %62 to i32
  %64 = add nuw nsw i32 %31, %63
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !11
  %68 = and i8 %67, 7
  %69 = fmul contract float %59, %59
  %70 = fmul contract float %69, %69
  %71 = zext nneg i8 %68 to i64
  %72 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_grad2 to ptr), i64 %71
  %73 = load float, ptr %72, align 8, !tbaa !26
  %74 = fmul contract float %13, %73
  %75 = getelementptr inbounds nuw i8, ptr %72, i64 4
  %76 = load float, ptr %75, align 4, !tbaa !28
  %77 = fmul contract float %15, %76
  %78 = fadd contract float %74, %77
  %79 = fmul contract float %70, %78
  %80 = fadd contract float %79, 0.000000e+00
  br label %81

81:                                               ; preds = %61, %3
  %82 = phi float [ %80, %61 ], [ 0.000000e+00, %3 ]
  %83 = fmul contract float %22, %22
  %84 = fsub contract float 5.000000e-01, %83
  %85 = fmul contract float %25, %25
  %86 = fsub contract float %84, %85
  %87 = fcmp contract ogt float %86, 0.000000e+00
  br i1 %87, label %88, label %101

88:                                               ; preds = %81
  %89 = fmul contract float %86, %86
  %90 = fmul contract float %89, %89
  %91 = zext nneg i8 %44 to i64
  %92 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_grad2 to ptr), i64 %91
  %93 = load float, ptr %92, align 8, !tbaa !26
  %94 = fmul contract float %22, %93
  %95 = getelementptr inbounds nuw i8, ptr %92, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !28
  %97 = fmul contract float %25, %96
  %98 = fadd contract float %94, %97
  %99 = fmul contract float %90, %98
  %100 = fadd contract float %82, %99
  br label %101

101:                                              ; preds = %88, %81
  %102 = phi float [ %100, %88 ], [ %82, %81 ]
  %103 = fmul contract float %27, %27
  %104 = fsub contract float 5.000000e-01, %103
  %105 = fmul contract float %29, %29
  %106 = fsub contract float %104, %105
  %107 = fcmp contract ogt float %106, 0.000000e+00
  br i1 %107, label %108, label %121

108:                                              ; preds = %101
  %109 = fmul contract float %106, %106
  %110 = fmul contract float %109, %109
  %111 = zext nneg i8 %55 to i64
  %112 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_grad2 to ptr), i64 %111
  %113 = load float, ptr %112, align 8, !tbaa !26
  %114 = fmul contract float %27, %113
  %115 = getelementptr inbounds nuw i8, ptr %112, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !28
  %117 = fmul contract float %29, %116
  %118 = fadd contract float %114, %117
  %119 = fmul contract float %110, %118
  %120 = fadd contract float %102, %119
  br label %121

121:                                              ; preds = %108, %101
  %122 = phi float [ %120, %108 ], [ %102, %101 ]
  %123 = fmul contract float %122, 7.000000e+01
  ret float %123
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @simplex2d_ridged(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, float noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp samesign ult i32 %9, 512
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %24

13:                                               ; preds = %24, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = mul nsw i32 %2, %1
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %9
  %19 = icmp slt i32 %18, %14
  br i1 %19, label %20, label %34

20:                                               ; preds = %13
  %21 = icmp sgt i32 %4, 0
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = mul i32 %22, %16
  br label %35

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %9, %11 ], [ %32, %24 ]
  %26 = and i32 %25, 255
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_perm to ptr), i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !11
  %30 = zext nneg i32 %25 to i64
  %31 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16simplex2d_ridgedE6s_perm to ptr), i64 %30
  store i8 %29, ptr %31, align 1, !tbaa !11
  %32 = add nuw nsw i32 %25, %12
  %33 = icmp samesign ult i32 %32, 512
  br i1 %33, label %24, label %13, !llvm.loop !29

34:                                               ; preds = %76, %13
  ret void

35:                                               ; preds = %20, %76
  %36 = phi i32 [ %18, %20 ], [ %80, %76 ]
  br i1 %21, label %37, label %76

37:                                               ; preds = %35
  %38 = freeze i32 %36
  %39 = sdiv i32 %38, %1
  %40 = sitofp i32 %39 to float
  %41 = fmul contract float %3, %40
  %42 = mul i32 %39, %1
  %43 = sub i32 %38, %42
  %44 = sitofp i32 %43 to float
  %45 = fmul contract float %3, %44
  br label %46

46:                                               ; preds = %37, %64
  %47 = phi i32 [ %68, %64 ], [ 0, %37 ]
  %48 = phi float [ %62, %64 ], [ 1.000000e+00, %37 ]
  %49 = phi float [ %65, %64 ], [ 5.000000e-01, %37 ]
  %50 = phi float [ %59, %64 ], [ 0.000000e+00, %37 ]
  %51 = phi float [ %66, %64 ], [ %41, %37 ]
  %52 = phi float [ %67, %64 ], [ %45, %37 ]
  %53 = tail call contract noundef float @_Z8simplex2PKhff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ16simplex2d_ridgedE6s_perm to ptr), float noundef %52, float noundef %51) #6
  %54 = tail call noundef float @llvm.nvvm.fabs.f32(float %53)
  %55 = fsub contract float %7, %54
  %56 = fmul contract float %48, %55
  %57 = fmul contract float %55, %56
  %58 = fmul contract float %49, %57
  %59 = fadd contract float %50, %58
  %60 = fmul contract float %6, %57
  %61 = tail call noundef float @llvm.maxnum.f32(float %60, float 0.000000e+00)
  %62 = tail call noundef float @llvm.minnum.f32(float %61, float 1.000000e+00)
  %63 = fcmp contract uge float %62, 0x3F1A36E2E0000000
  br i1 %63, label %64, label %70

64:                                               ; preds = %46
  %65 = fmul contract float %49, 5.000000e-01
  %66 = fmul contract float %5, %51
  %67 = fmul contract float %5, %52
  %68 = add nuw nsw i32 %47, 1
  %69 = icmp eq i32 %68, %4
  br i1 %69, label %70, label %46, !llvm.loop !30

70:                                               ; preds = %64, %46
  %71 = tail call float @llvm.maxnum.f32(float %59, float 0.000000e+00)
  %72 = tail call float @llvm.minnum.f32(float %71, float 1.000000e+00)
  %73 = fmul contract float %72, 6.553500e+04
  %74 = tail call contract float @llvm.rint.f32(float %73)
  %75 = fptoui float %74 to i16
  br label %76

76:                                               ; preds = %70, %35
  %77 = phi i16 [ 0, %35 ], [ %75, %70 ]
  %78 = sext i32 %36 to i64
  %79 = getelementptr inbounds i16, ptr %0, i64 %78
  store i16 %77, ptr %79, align 2, !tbaa !31
  %80 = add i32 %36, %23
  %81 = icmp slt i32 %80, %14
  br i1 %81, label %35, label %34, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !7, i64 24}
!16 = !{!"_ZTS9FbmParams", !17, i64 0, !17, i64 4, !17, i64 8, !17, i64 12, !17, i64 16, !17, i64 20, !7, i64 24}
!17 = !{!"float", !8, i64 0}
!18 = !{!16, !17, i64 0}
!19 = !{!16, !17, i64 16}
!20 = !{!16, !17, i64 20}
!21 = !{!16, !17, i64 12}
!22 = !{!16, !17, i64 4}
!23 = !{!16, !17, i64 8}
!24 = distinct !{!24, !13, !14}
!25 = !{!17, !17, i64 0}
!26 = !{!27, !17, i64 0}
!27 = !{!"_ZTS6float2", !17, i64 0, !17, i64 4}
!28 = !{!27, !17, i64 4}
!29 = distinct !{!29, !13, !14}
!30 = distinct !{!30, !13, !14}
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !8, i64 0}
!33 = distinct !{!33, !13, !14}
