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
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  br i1 %11, label %13, label %15

13:                                               ; preds = %5
  %14 = mul nuw nsw i32 %7, %12
  br label %25

15:                                               ; preds = %25, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %7
  %18 = add i32 %17, %9
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = mul nuw nsw i32 %19, %12
  %21 = add nuw nsw i32 %20, %6
  %22 = icmp slt i32 %18, %1
  %23 = icmp slt i32 %21, %2
  %24 = and i1 %22, %23
  br i1 %24, label %35, label %327

25:                                               ; preds = %13, %25
  %26 = phi i32 [ %10, %13 ], [ %33, %25 ]
  %27 = and i32 %26, 255
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_perm to ptr), i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !11
  %31 = zext nneg i32 %26 to i64
  %32 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %31
  store i8 %30, ptr %32, align 1, !tbaa !11
  %33 = add nuw nsw i32 %26, %14
  %34 = icmp samesign ult i32 %33, 512
  br i1 %34, label %25, label %15, !llvm.loop !12

35:                                               ; preds = %15
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %37 = load i32, ptr %36, align 4, !tbaa !14
  %38 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %37, i32 1)
  %39 = tail call i32 @llvm.umin.i32(i32 %38, i32 12)
  %40 = load float, ptr %4, align 4, !tbaa !17
  %41 = sitofp i32 %18 to float
  %42 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %43 = load float, ptr %42, align 4, !tbaa !18
  %44 = fadd contract float %43, %41
  %45 = uitofp nneg i32 %21 to float
  %46 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %47 = load float, ptr %46, align 4, !tbaa !19
  %48 = fadd contract float %47, %45
  %49 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %50 = load float, ptr %49, align 4, !tbaa !20
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %52 = load float, ptr %51, align 4, !tbaa !21
  %53 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %54 = load float, ptr %53, align 4, !tbaa !22
  br label %68

55:                                               ; preds = %68
  %56 = fcmp contract ogt float %322, 0.000000e+00
  %57 = fdiv contract float %321, %322
  %58 = fmul contract float %57, 5.000000e-01
  %59 = fadd contract float %58, 5.000000e-01
  %60 = tail call float @llvm.maxnum.f32(float %59, float 0.000000e+00)
  %61 = tail call float @llvm.minnum.f32(float %60, float 1.000000e+00)
  %62 = select i1 %56, float %61, float 5.000000e-01
  %63 = zext nneg i32 %21 to i64
  %64 = mul i64 %3, %63
  %65 = sext i32 %18 to i64
  %66 = getelementptr float, ptr %0, i64 %64
  %67 = getelementptr float, ptr %66, i64 %65
  store float %62, ptr %67, align 4, !tbaa !23
  br label %327

68:                                               ; preds = %35, %68
  %69 = phi i32 [ 0, %35 ], [ %325, %68 ]
  %70 = phi float [ %40, %35 ], [ %323, %68 ]
  %71 = phi float [ 0.000000e+00, %35 ], [ %322, %68 ]
  %72 = phi float [ 0.000000e+00, %35 ], [ %321, %68 ]
  %73 = phi float [ 1.000000e+00, %35 ], [ %324, %68 ]
  %74 = fmul contract float %44, %70
  %75 = fmul contract float %48, %70
  %76 = fmul contract float %70, %50
  %77 = uitofp nneg i32 %69 to float
  %78 = fmul contract float %77, 0x3FD7AE1480000000
  %79 = fadd contract float %78, %76
  %80 = tail call noundef float @llvm.floor.f32(float %74)
  %81 = tail call noundef float @llvm.floor.f32(float %75)
  %82 = tail call noundef float @llvm.floor.f32(float %79)
  %83 = fptosi float %80 to i32
  %84 = and i32 %83, 255
  %85 = fptosi float %81 to i32
  %86 = and i32 %85, 255
  %87 = fptosi float %82 to i32
  %88 = and i32 %87, 255
  %89 = fsub contract float %74, %80
  %90 = fsub contract float %75, %81
  %91 = fsub contract float %79, %82
  %92 = fmul contract float %89, %89
  %93 = fmul contract float %89, %92
  %94 = fmul contract float %89, 6.000000e+00
  %95 = fadd contract float %94, -1.500000e+01
  %96 = fmul contract float %89, %95
  %97 = fadd contract float %96, 1.000000e+01
  %98 = fmul contract float %93, %97
  %99 = fmul contract float %90, %90
  %100 = fmul contract float %90, %99
  %101 = fmul contract float %90, 6.000000e+00
  %102 = fadd contract float %101, -1.500000e+01
  %103 = fmul contract float %90, %102
  %104 = fadd contract float %103, 1.000000e+01
  %105 = fmul contract float %100, %104
  %106 = fmul contract float %91, %91
  %107 = fmul contract float %91, %106
  %108 = fmul contract float %91, 6.000000e+00
  %109 = fadd contract float %108, -1.500000e+01
  %110 = fmul contract float %91, %109
  %111 = fadd contract float %110, 1.000000e+01
  %112 = fmul contract float %107, %111
  %113 = zext nneg i32 %84 to i64
  %114 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %113
  %115 = load i8, ptr %114, align 1, !tbaa !11
  %116 = zext i8 %115 to i32
  %117 = add nuw nsw i32 %86, %116
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %118
  %120 = load i8, ptr %119, align 1, !tbaa !11
  %121 = zext i8 %120 to i32
  %122 = add nuw nsw i32 %88, %121
  %123 = getelementptr inbounds nuw i8, ptr %119, i64 1
  %124 = load i8, ptr %123, align 1, !tbaa !11
  %125 = zext i8 %124 to i32
  %126 = add nuw nsw i32 %88, %125
  %127 = getelementptr inbounds nuw i8, ptr %114, i64 1
  %128 = load i8, ptr %127, align 1, !tbaa !11
  %129 = zext i8 %128 to i32
  %130 = add nuw nsw i32 %86, %129
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %131
  %133 = load i8, ptr %132, align 1, !tbaa !11
  %134 = zext i8 %133 to i32
  %135 = add nuw nsw i32 %88, %134
  %136 = getelementptr inbounds nuw i8, ptr %132, i64 1
  %137 = load i8, ptr %136, align 1, !tbaa !11
  %138 = zext i8 %137 to i32
  %139 = add nuw nsw i32 %88, %138
  %140 = zext nneg i32 %122 to i64
  %141 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %140
  %142 = load i8, ptr %141, align 1, !tbaa !11
  %143 = zext i8 %142 to i32
  %144 = and i32 %143, 15
  %145 = icmp samesign ult i32 %144, 4
  %146 = and i32 %143, 13
  %147 = icmp eq i32 %146, 12
  %148 = select contract i1 %147, float %89, float %91
  %149 = select contract i1 %145, float %90, float %148
  %150 = icmp samesign ult i32 %144, 8
  %151 = select contract i1 %150, float %89, float %90
  %152 = and i32 %143, 1
  %153 = icmp eq i32 %152, 0
  %154 = fneg contract float %151
  %155 = select contract i1 %153, float %151, float %154
  %156 = and i32 %143, 2
  %157 = icmp eq i32 %156, 0
  %158 = fneg contract float %149
  %159 = select contract i1 %157, float %149, float %158
  %160 = fadd contract float %155, %159
  %161 = zext nneg i32 %135 to i64
  %162 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !11
  %164 = zext i8 %163 to i32
  %165 = fadd contract float %89, -1.000000e+00
  %166 = and i32 %164, 15
  %167 = icmp samesign ult i32 %166, 4
  %168 = and i32 %164, 13
  %169 = icmp eq i32 %168, 12
  %170 = select contract i1 %169, float %165, float %91
  %171 = select contract i1 %167, float %90, float %170
  %172 = icmp samesign ult i32 %166, 8
  %173 = select contract i1 %172, float %165, float %90
  %174 = and i32 %164, 1
  %175 = icmp eq i32 %174, 0
  %176 = fneg contract float %173
  %177 = select contract i1 %175, float %173, float %176
  %178 = and i32 %164, 2
  %179 = icmp eq i32 %178, 0
  %180 = fneg contract float %171
  %181 = select contract i1 %179, float %171, float %180
  %182 = fadd contract float %177, %181
  %183 = fsub contract float %182, %160
  %184 = tail call noundef float @llvm.fma.f32(float %98, float %183, float %160)
  %185 = zext nneg i32 %126 to i64
  %186 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %185
  %187 = load i8, ptr %186, align 1, !tbaa !11
  %188 = zext i8 %187 to i32
  %189 = fadd contract float %90, -1.000000e+00
  %190 = and i32 %188, 15
  %191 = icmp samesign ult i32 %190, 4
  %192 = and i32 %188, 13
  %193 = icmp eq i32 %192, 12
  %194 = select contract i1 %193, float %89, float %91
  %195 = select contract i1 %191, float %189, float %194
  %196 = icmp samesign ult i32 %190, 8
  %197 = select contract i1 %196, float %89, float %189
  %198 = and i32 %188, 1
  %199 = icmp eq i32 %198, 0
  %200 = fneg contract float %197
  %201 = select contract i1 %199, float %197, float %200
  %202 = and i32 %188, 2
  %203 = icmp eq i32 %202, 0
  %204 = fneg contract float %195
  %205 = select contract i1 %203, float %195, float %204
  %206 = fadd contract float %201, %205
  %207 = zext nneg i32 %139 to i64
  %208 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12perlin3d_fbmE6s_perm to ptr), i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !11
  %210 = zext i8 %209 to i32
  %211 = and i32 %210, 15
  %212 = icmp samesign ult i32 %211, 4
  %213 = and i32 %210, 13
  %214 = icmp eq i32 %213, 12
  %215 = select contract i1 %214, float %165, float %91
  %216 = select contract i1 %212, float %189, float %215
  %217 = icmp samesign ult i32 %211, 8
  %218 = select contract i1 %217, float %165, float %189
  %219 = and i32 %210, 1
  %220 = icmp eq i32 %219, 0
  %221 = fneg contract float %218
  %222 = select contract i1 %220, float %218, float %221
  %223 = and i32 %210, 2
  %224 = icmp eq i32 %223, 0
  %225 = fneg contract float %216
  %226 = select contract i1 %224, float %216, float %225
  %227 = fadd contract float %222, %226
  %228 = fsub contract float %227, %206
  %229 = tail call noundef float @llvm.fma.f32(float %98, float %228, float %206)
  %230 = fsub contract float %229, %184
  %231 = tail call noundef float @llvm.fma.f32(float %105, float %230, float %184)
  %232 = getelementptr inbounds nuw i8, ptr %141, i64 1
  %233 = load i8, ptr %232, align 1, !tbaa !11
  %234 = zext i8 %233 to i32
  %235 = fadd contract float %91, -1.000000e+00
  %236 = and i32 %234, 15
  %237 = icmp samesign ult i32 %236, 4
  %238 = and i32 %234, 13
  %239 = icmp eq i32 %238, 12
  %240 = select contract i1 %239, float %89, float %235
  %241 = select contract i1 %237, float %90, float %240
  %242 = icmp samesign ult i32 %236, 8
  %243 = select contract i1 %242, float %89, float %90
  %244 = and i32 %234, 1
  %245 = icmp eq i32 %244, 0
  %246 = fneg contract float %243
  %247 = select contract i1 %245, float %243, float %246
  %248 = and i32 %234, 2
  %249 = icmp eq i32 %248, 0
  %250 = fneg contract float %241
  %251 = select contract i1 %249, float %241, float %250
  %252 = fadd contract float %247, %251
  %253 = getelementptr inbounds nuw i8, ptr %162, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !11
  %255 = zext i8 %254 to i32
  %256 = and i32 %255, 15
  %257 = icmp samesign ult i32 %256, 4
  %258 = and i32 %255, 13
  %259 = icmp eq i32 %258, 12
  %260 = select contract i1 %259, float %165, float %235
  %261 = select contract i1 %257, float %90, float %260
  %262 = icmp samesign ult i32 %256, 8
  %263 = select contract i1 %262, float %165, float %90
  %264 = and i32 %255, 1
  %265 = icmp eq i32 %264, 0
  %266 = fneg contract float %263
  %267 = select contract i1 %265, float %263, float %266
  %268 = and i32 %255, 2
  %269 = icmp eq i32 %268, 0
  %270 = fneg contract float %261
  %271 = select contract i1 %269, float %261, float %270
  %272 = fadd contract float %267, %271
  %273 = fsub contract float %272, %252
  %274 = tail call noundef float @llvm.fma.f32(float %98, float %273, float %252)
  %275 = getelementptr inbounds nuw i8, ptr %186, i64 1
  %276 = load i8, ptr %275, align 1, !tbaa !11
  %277 = zext i8 %276 to i32
  %278 = and i32 %277, 15
  %279 = icmp samesign ult i32 %278, 4
  %280 = and i32 %277, 13
  %281 = icmp eq i32 %280, 12
  %282 = select contract i1 %281, float %89, float %235
  %283 = select contract i1 %279, float %189, float %282
  %284 = icmp samesign ult i32 %278, 8
  %285 = select contract i1 %284, float %89, float %189
  %286 = and i32 %277, 1
  %287 = icmp eq i32 %286, 0
  %288 = fneg contract float %285
  %289 = select contract i1 %287, float %285, float %288
  %290 = and i32 %277, 2
  %291 = icmp eq i32 %290, 0
  %292 = fneg contract float %283
  %293 = select contract i1 %291, float %283, float %292
  %294 = fadd contract float %289, %293
  %295 = getelementptr inbounds nuw i8, ptr %208, i64 1
  %296 = load i8, ptr %295, align 1, !tbaa !11
  %297 = zext i8 %296 to i32
  %298 = and i32 %297, 15
  %299 = icmp samesign ult i32 %298, 4
  %300 = and i32 %297, 13
  %301 = icmp eq i32 %300, 12
  %302 = select contract i1 %301, float %165, float %235
  %303 = select contract i1 %299, float %189, float %302
  %304 = icmp samesign ult i32 %298, 8
  %305 = select contract i1 %304, float %165, float %189
  %306 = and i32 %297, 1
  %307 = icmp eq i32 %306, 0
  %308 = fneg contract float %305
  %309 = select contract i1 %307, float %305, float %308
  %310 = and i32 %297, 2
  %311 = icmp eq i32 %310, 0
  %312 = fneg contract float %303
  %313 = select contract i1 %311, float %303, float %312
  %314 = fadd contract float %309, %313
  %315 = fsub contract float %314, %294
  %316 = tail call noundef float @llvm.fma.f32(float %98, float %315, float %294)
  %317 = fsub contract float %316, %274
  %318 = tail call noundef float @llvm.fma.f32(float %105, float %317, float %274)
  %319 = fsub contract float %318, %231
  %320 = tail call noundef float @llvm.fma.f32(float %112, float %319, float %231)
  %321 = tail call noundef float @llvm.fma.f32(float %73, float %320, float %72)
  %322 = fadd contract float %73, %71
  %323 = fmul contract float %70, %52
  %324 = fmul contract float %73, %54
  %325 = add nuw nsw i32 %69, 1
  %326 = icmp eq i32 %325, %39
  br i1 %326, label %55, label %68, !llvm.loop !24

327:                                              ; preds = %15, %55
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
  %73 = load float, ptr %72, align 8, !tbaa !25
  %74 = fmul contract float %13, %73
  %75 = getelementptr inbounds nuw i8, ptr %72, i64 4
  %76 = load float, ptr %75, align 4, !tbaa !27
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
  %93 = load float, ptr %92, align 8, !tbaa !25
  %94 = fmul contract float %22, %93
  %95 = getelementptr inbounds nuw i8, ptr %92, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !27
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
  %113 = load float, ptr %112, align 8, !tbaa !25
  %114 = fmul contract float %27, %113
  %115 = getelementptr inbounds nuw i8, ptr %112, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !27
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
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %12, label %50

12:                                               ; preds = %8
  %13 = sub nuw nsw i32 512, %9
  %14 = icmp samesign ugt i32 %9, 492
  br i1 %14, label %48, label %15

15:                                               ; preds = %12
  %16 = icmp ne i32 %11, 1
  %17 = add nuw nsw i32 %9, %11
  %18 = tail call i32 @llvm.umax.i32(i32 %17, i32 512)
  %19 = icmp samesign ult i32 %17, 512
  %20 = zext i1 %19 to i32
  %21 = add nuw nsw i32 %17, %20
  %22 = sub nsw i32 %18, %21
  %23 = udiv i32 %22, %11
  %24 = add i32 %23, %20
  %25 = trunc i32 %9 to i8
  %26 = trunc i32 %24 to i8
  %27 = xor i8 %25, -1
  %28 = icmp ult i8 %27, %26
  %29 = icmp ugt i32 %24, 255
  %30 = or i1 %28, %29
  %31 = or i1 %16, %30
  br i1 %31, label %48, label %32

32:                                               ; preds = %15
  %33 = and i32 %13, 1020
  %34 = add nuw nsw i32 %9, %33
  br label %35

35:                                               ; preds = %35, %32
  %36 = phi i32 [ 0, %32 ], [ %44, %35 ]
  %37 = add i32 %9, %36
  %38 = and i32 %37, 255
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_perm to ptr), i64 %39
  %41 = load <4 x i8>, ptr %40, align 1, !tbaa !11
  %42 = zext nneg i32 %37 to i64
  %43 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16simplex2d_ridgedE6s_perm to ptr), i64 %42
  store <4 x i8> %41, ptr %43, align 1, !tbaa !11
  %44 = add nuw i32 %36, 4
  %45 = icmp eq i32 %44, %33
  br i1 %45, label %46, label %35, !llvm.loop !28

46:                                               ; preds = %35
  %47 = icmp eq i32 %13, %33
  br i1 %47, label %50, label %48

48:                                               ; preds = %15, %12, %46
  %49 = phi i32 [ %9, %15 ], [ %9, %12 ], [ %34, %46 ]
  br label %60

50:                                               ; preds = %60, %46, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = mul nsw i32 %2, %1
  %52 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %53 = mul i32 %52, %11
  %54 = add i32 %53, %9
  %55 = icmp slt i32 %54, %51
  br i1 %55, label %56, label %70

56:                                               ; preds = %50
  %57 = icmp sgt i32 %4, 0
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %59 = mul i32 %58, %11
  br label %71

60:                                               ; preds = %48, %60
  %61 = phi i32 [ %68, %60 ], [ %49, %48 ]
  %62 = and i32 %61, 255
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @c_perm to ptr), i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !11
  %66 = zext nneg i32 %61 to i64
  %67 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16simplex2d_ridgedE6s_perm to ptr), i64 %66
  store i8 %65, ptr %67, align 1, !tbaa !11
  %68 = add nuw nsw i32 %61, %11
  %69 = icmp samesign ult i32 %68, 512
  br i1 %69, label %60, label %50, !llvm.loop !31

70:                                               ; preds = %112, %50
  ret void

71:                                               ; preds = %56, %112
  %72 = phi i32 [ %54, %56 ], [ %116, %112 ]
  br i1 %57, label %73, label %112

73:                                               ; preds = %71
  %74 = freeze i32 %72
  %75 = sdiv i32 %74, %1
  %76 = sitofp i32 %75 to float
  %77 = fmul contract float %3, %76
  %78 = mul i32 %75, %1
  %79 = sub i32 %74, %78
  %80 = sitofp i32 %79 to float
  %81 = fmul contract float %3, %80
  br label %82

82:                                               ; preds = %73, %100
  %83 = phi i32 [ %104, %100 ], [ 0, %73 ]
  %84 = phi float [ %98, %100 ], [ 1.000000e+00, %73 ]
  %85 = phi float [ %101, %100 ], [ 5.000000e-01, %73 ]
  %86 = phi float [ %95, %100 ], [ 0.000000e+00, %73 ]
  %87 = phi float [ %102, %100 ], [ %77, %73 ]
  %88 = phi float [ %103, %100 ], [ %81, %73 ]
  %89 = tail call contract noundef float @_Z8simplex2PKhff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ16simplex2d_ridgedE6s_perm to ptr), float noundef %88, float noundef %87) #6
  %90 = tail call noundef float @llvm.nvvm.fabs.f32(float %89)
  %91 = fsub contract float %7, %90
  %92 = fmul contract float %84, %91
  %93 = fmul contract float %91, %92
  %94 = fmul contract float %85, %93
  %95 = fadd contract float %86, %94
  %96 = fmul contract float %6, %93
  %97 = tail call noundef float @llvm.maxnum.f32(float %96, float 0.000000e+00)
  %98 = tail call noundef float @llvm.minnum.f32(float %97, float 1.000000e+00)
  %99 = fcmp contract uge float %98, 0x3F1A36E2E0000000
  br i1 %99, label %100, label %106

100:                                              ; preds = %82
  %101 = fmul contract float %85, 5.000000e-01
  %102 = fmul contract float %5, %87
  %103 = fmul contract float %5, %88
  %104 = add nuw nsw i32 %83, 1
  %105 = icmp eq i32 %104, %4
  br i1 %105, label %106, label %82, !llvm.loop !32

106:                                              ; preds = %100, %82
  %107 = tail call float @llvm.maxnum.f32(float %95, float 0.000000e+00)
  %108 = tail call float @llvm.minnum.f32(float %107, float 1.000000e+00)
  %109 = fmul contract float %108, 6.553500e+04
  %110 = tail call contract float @llvm.rint.f32(float %109)
  %111 = fptoui float %110 to i16
  br label %112

112:                                              ; preds = %106, %71
  %113 = phi i16 [ 0, %71 ], [ %111, %106 ]
  %114 = sext i32 %72 to i64
  %115 = getelementptr inbounds i16, ptr %0, i64 %114
  store i16 %113, ptr %115, align 2, !tbaa !33
  %116 = add i32 %72, %59
  %117 = icmp slt i32 %116, %51
  br i1 %117, label %71, label %70, !llvm.loop !35
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !7, i64 24}
!15 = !{!"_ZTS9FbmParams", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !16, i64 20, !7, i64 24}
!16 = !{!"float", !8, i64 0}
!17 = !{!15, !16, i64 0}
!18 = !{!15, !16, i64 16}
!19 = !{!15, !16, i64 20}
!20 = !{!15, !16, i64 12}
!21 = !{!15, !16, i64 4}
!22 = !{!15, !16, i64 8}
!23 = !{!16, !16, i64 0}
!24 = distinct !{!24, !13}
!25 = !{!26, !16, i64 0}
!26 = !{!"_ZTS6float2", !16, i64 0, !16, i64 4}
!27 = !{!26, !16, i64 4}
!28 = distinct !{!28, !13, !29, !30}
!29 = !{!"llvm.loop.isvectorized", i32 1}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !13, !29}
!32 = distinct !{!32, !13}
!33 = !{!34, !34, i64 0}
!34 = !{!"short", !8, i64 0}
!35 = distinct !{!35, !13}
