; ModuleID = 'src/lj_md.cu'
source_filename = "src/lj_md.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.MdStep = type { float, float, float, float }
%struct.float4 = type { float, float, float, float }
%struct.int3 = type { i32, i32, i32 }

@c_lj_pair = dso_local addrspace(4) externally_initialized constant [4 x [4 x %struct.float2.0]] zeroinitializer, align 8
@c_inv_mass = dso_local addrspace(4) externally_initialized constant [4 x float] zeroinitializer, align 4
@_ZZ15lj_forces_nlistE5s_vir = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ14vv_kick_thermoE4s_ke = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_inv_mass to ptr), ptr addrspacecast (ptr addrspace(4) @c_lj_pair to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lj_forces_nlist(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.MdStep) align 4 captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = load float, ptr %6, align 4, !tbaa !11
  %17 = fdiv contract float 1.000000e+00, %16
  %18 = icmp slt i32 %15, %4
  br i1 %18, label %19, label %145

19:                                               ; preds = %10
  %20 = sext i32 %15 to i64
  %21 = getelementptr inbounds %struct.float4, ptr %0, i64 %20
  %22 = load float, ptr %21, align 16, !tbaa !14
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !14
  %25 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %26 = load float, ptr %25, align 8, !tbaa !14
  %27 = getelementptr inbounds i32, ptr %3, i64 %20
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %29, i32 %5)
  %31 = getelementptr i32, ptr %2, i64 %20
  %32 = icmp sgt i32 %30, 0
  br i1 %32, label %33, label %42

33:                                               ; preds = %19
  %34 = getelementptr inbounds i32, ptr %1, i64 %20
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = and i32 %35, 3
  %37 = sext i32 %4 to i64
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %39 = load float, ptr %38, align 4
  %40 = zext nneg i32 %36 to i64
  %41 = getelementptr inbounds nuw [4 x %struct.float2.0], ptr addrspacecast (ptr addrspace(4) @c_lj_pair to ptr), i64 %40
  br label %53

42:                                               ; preds = %137, %19
  %43 = phi double [ 0.000000e+00, %19 ], [ %138, %137 ]
  %44 = phi float [ 0.000000e+00, %19 ], [ %139, %137 ]
  %45 = phi float [ 0.000000e+00, %19 ], [ %140, %137 ]
  %46 = phi float [ 0.000000e+00, %19 ], [ %141, %137 ]
  %47 = phi double [ 0.000000e+00, %19 ], [ %142, %137 ]
  %48 = getelementptr inbounds %struct.float4, ptr %7, i64 %20
  store float %46, ptr %48, align 16, !tbaa !14
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 4
  store float %45, ptr %49, align 4, !tbaa !14
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 8
  store float %44, ptr %50, align 8, !tbaa !14
  %51 = getelementptr inbounds nuw i8, ptr %48, i64 12
  store float 0.000000e+00, ptr %51, align 4, !tbaa !14
  %52 = getelementptr inbounds double, ptr %8, i64 %20
  store double %43, ptr %52, align 8, !tbaa !15
  br label %145

53:                                               ; preds = %33, %137
  %54 = phi double [ 0.000000e+00, %33 ], [ %142, %137 ]
  %55 = phi float [ 0.000000e+00, %33 ], [ %141, %137 ]
  %56 = phi float [ 0.000000e+00, %33 ], [ %140, %137 ]
  %57 = phi float [ 0.000000e+00, %33 ], [ %139, %137 ]
  %58 = phi double [ 0.000000e+00, %33 ], [ %138, %137 ]
  %59 = phi i32 [ 0, %33 ], [ %143, %137 ]
  %60 = zext nneg i32 %59 to i64
  %61 = mul nsw i64 %60, %37
  %62 = getelementptr i32, ptr %31, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = icmp uge i32 %63, %4
  %65 = icmp eq i32 %63, %15
  %66 = or i1 %64, %65
  br i1 %66, label %137, label %67

67:                                               ; preds = %53
  %68 = sext i32 %63 to i64
  %69 = getelementptr inbounds %struct.float4, ptr %0, i64 %68
  %70 = load float, ptr %69, align 16, !tbaa !14
  %71 = getelementptr inbounds nuw i8, ptr %69, i64 4
  %72 = load float, ptr %71, align 4, !tbaa !14
  %73 = getelementptr inbounds nuw i8, ptr %69, i64 8
  %74 = load float, ptr %73, align 8, !tbaa !14
  %75 = fsub contract float %22, %70
  %76 = fmul contract float %17, %75
  %77 = tail call contract noundef float @llvm.rint.f32(float %76)
  %78 = fmul contract float %16, %77
  %79 = fsub contract float %75, %78
  %80 = fsub contract float %24, %72
  %81 = fmul contract float %17, %80
  %82 = tail call contract noundef float @llvm.rint.f32(float %81)
  %83 = fmul contract float %16, %82
  %84 = fsub contract float %80, %83
  %85 = fsub contract float %26, %74
  %86 = fmul contract float %17, %85
  %87 = tail call contract noundef float @llvm.rint.f32(float %86)
  %88 = fmul contract float %16, %87
  %89 = fsub contract float %85, %88
  %90 = fmul contract float %79, %79
  %91 = fmul contract float %84, %84
  %92 = fadd contract float %90, %91
  %93 = fmul contract float %89, %89
  %94 = fadd contract float %92, %93
  %95 = fcmp contract uge float %94, %39
  %96 = fcmp contract oeq float %94, 0.000000e+00
  %97 = or i1 %95, %96
  br i1 %97, label %137, label %98

98:                                               ; preds = %67
  %99 = getelementptr inbounds i32, ptr %1, i64 %68
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = and i32 %100, 3
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds nuw %struct.float2.0, ptr %41, i64 %102
  %104 = load float, ptr %103, align 8, !tbaa !14
  %105 = getelementptr inbounds nuw i8, ptr %103, i64 4
  %106 = load float, ptr %105, align 4, !tbaa !14
  %107 = fdiv contract float 1.000000e+00, %94
  %108 = fmul contract float %107, %106
  %109 = fmul contract float %108, %108
  %110 = fmul contract float %108, %109
  %111 = fmul contract float %104, 2.400000e+01
  %112 = fmul contract float %107, %111
  %113 = fmul contract float %112, %110
  %114 = fmul contract float %110, 2.000000e+00
  %115 = fadd contract float %114, -1.000000e+00
  %116 = fmul contract float %113, %115
  %117 = tail call noundef float @llvm.fma.f32(float %116, float %79, float %55)
  %118 = tail call noundef float @llvm.fma.f32(float %116, float %84, float %56)
  %119 = tail call noundef float @llvm.fma.f32(float %116, float %89, float %57)
  %120 = fdiv contract float %106, %39
  %121 = fmul contract float %120, %120
  %122 = fmul contract float %120, %121
  %123 = fmul contract float %104, 4.000000e+00
  %124 = fadd contract float %110, -1.000000e+00
  %125 = fmul contract float %110, %124
  %126 = fadd contract float %122, -1.000000e+00
  %127 = fmul contract float %122, %126
  %128 = fsub contract float %125, %127
  %129 = fmul contract float %123, %128
  %130 = fpext contract float %129 to double
  %131 = fmul contract double %130, 5.000000e-01
  %132 = fadd contract double %58, %131
  %133 = fmul contract float %94, %116
  %134 = fpext contract float %133 to double
  %135 = fmul contract double %134, 5.000000e-01
  %136 = fadd contract double %54, %135
  br label %137

137:                                              ; preds = %98, %67, %53
  %138 = phi double [ %58, %53 ], [ %132, %98 ], [ %58, %67 ]
  %139 = phi float [ %57, %53 ], [ %119, %98 ], [ %57, %67 ]
  %140 = phi float [ %56, %53 ], [ %118, %98 ], [ %56, %67 ]
  %141 = phi float [ %55, %53 ], [ %117, %98 ], [ %55, %67 ]
  %142 = phi double [ %54, %53 ], [ %136, %98 ], [ %54, %67 ]
  %143 = add nuw nsw i32 %59, 1
  %144 = icmp eq i32 %143, %30
  br i1 %144, label %42, label %53, !llvm.loop !17

145:                                              ; preds = %42, %10
  %146 = phi double [ %47, %42 ], [ 0.000000e+00, %10 ]
  %147 = bitcast double %146 to i64
  %148 = trunc i64 %147 to i32
  %149 = lshr i64 %147, 32
  %150 = trunc nuw i64 %149 to i32
  %151 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %148, i32 16, i32 31)
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %150, i32 16, i32 31)
  %153 = zext i32 %152 to i64
  %154 = shl nuw i64 %153, 32
  %155 = zext i32 %151 to i64
  %156 = or disjoint i64 %154, %155
  %157 = bitcast i64 %156 to double
  %158 = fadd contract double %146, %157
  %159 = bitcast double %158 to i64
  %160 = trunc i64 %159 to i32
  %161 = lshr i64 %159, 32
  %162 = trunc nuw i64 %161 to i32
  %163 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %160, i32 8, i32 31)
  %164 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %162, i32 8, i32 31)
  %165 = zext i32 %164 to i64
  %166 = shl nuw i64 %165, 32
  %167 = zext i32 %163 to i64
  %168 = or disjoint i64 %166, %167
  %169 = bitcast i64 %168 to double
  %170 = fadd contract double %158, %169
  %171 = bitcast double %170 to i64
  %172 = trunc i64 %171 to i32
  %173 = lshr i64 %171, 32
  %174 = trunc nuw i64 %173 to i32
  %175 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %172, i32 4, i32 31)
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %174, i32 4, i32 31)
  %177 = zext i32 %176 to i64
  %178 = shl nuw i64 %177, 32
  %179 = zext i32 %175 to i64
  %180 = or disjoint i64 %178, %179
  %181 = bitcast i64 %180 to double
  %182 = fadd contract double %170, %181
  %183 = bitcast double %182 to i64
  %184 = trunc i64 %183 to i32
  %185 = lshr i64 %183, 32
  %186 = trunc nuw i64 %185 to i32
  %187 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %184, i32 2, i32 31)
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %186, i32 2, i32 31)
  %189 = zext i32 %188 to i64
  %190 = shl nuw i64 %189, 32
  %191 = zext i32 %187 to i64
  %192 = or disjoint i64 %190, %191
  %193 = bitcast i64 %192 to double
  %194 = fadd contract double %182, %193
  %195 = bitcast double %194 to i64
  %196 = trunc i64 %195 to i32
  %197 = lshr i64 %195, 32
  %198 = trunc nuw i64 %197 to i32
  %199 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %196, i32 1, i32 31)
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %198, i32 1, i32 31)
  %201 = and i32 %14, 31
  %202 = icmp eq i32 %201, 0
  br i1 %202, label %203, label %213

203:                                              ; preds = %145
  %204 = lshr exact i32 %14, 5
  %205 = zext i32 %200 to i64
  %206 = shl nuw i64 %205, 32
  %207 = zext i32 %199 to i64
  %208 = or disjoint i64 %206, %207
  %209 = bitcast i64 %208 to double
  %210 = fadd contract double %194, %209
  %211 = zext nneg i32 %204 to i64
  %212 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %211
  store double %210, ptr %212, align 8, !tbaa !15
  br label %213

213:                                              ; preds = %203, %145
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %214 = icmp eq i32 %14, 0
  br i1 %214, label %215, label %290

215:                                              ; preds = %213
  %216 = add nuw nsw i32 %12, 31
  %217 = lshr i32 %216, 5
  %218 = add nsw i32 %217, -1
  %219 = and i32 %217, 7
  %220 = icmp ult i32 %218, 7
  br i1 %220, label %225, label %221

221:                                              ; preds = %215
  %222 = and i32 %217, 120
  br label %244

223:                                              ; preds = %244
  %224 = icmp eq i32 %219, 0
  br i1 %224, label %240, label %225

225:                                              ; preds = %223, %215
  %226 = phi i32 [ 0, %215 ], [ %287, %223 ]
  %227 = phi double [ 0.000000e+00, %215 ], [ %286, %223 ]
  %228 = icmp ne i32 %219, 0
  tail call void @llvm.assume(i1 %228)
  br label %229

229:                                              ; preds = %229, %225
  %230 = phi i32 [ %237, %229 ], [ %226, %225 ]
  %231 = phi double [ %236, %229 ], [ %227, %225 ]
  %232 = phi i32 [ %238, %229 ], [ 0, %225 ]
  %233 = zext nneg i32 %230 to i64
  %234 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !15
  %236 = fadd contract double %231, %235
  %237 = add nuw nsw i32 %230, 1
  %238 = add i32 %232, 1
  %239 = icmp eq i32 %238, %219
  br i1 %239, label %240, label %229, !llvm.loop !19

240:                                              ; preds = %229, %223
  %241 = phi double [ %286, %223 ], [ %236, %229 ]
  %242 = zext nneg i32 %11 to i64
  %243 = getelementptr inbounds nuw double, ptr %9, i64 %242
  store double %241, ptr %243, align 8, !tbaa !15
  br label %290

244:                                              ; preds = %244, %221
  %245 = phi i32 [ 0, %221 ], [ %287, %244 ]
  %246 = phi double [ 0.000000e+00, %221 ], [ %286, %244 ]
  %247 = phi i32 [ 0, %221 ], [ %288, %244 ]
  %248 = zext nneg i32 %245 to i64
  %249 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !15
  %251 = fadd contract double %246, %250
  %252 = zext nneg i32 %245 to i64
  %253 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %252
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 8
  %255 = load double, ptr %254, align 8, !tbaa !15
  %256 = fadd contract double %251, %255
  %257 = zext nneg i32 %245 to i64
  %258 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %257
  %259 = getelementptr inbounds nuw i8, ptr %258, i64 16
  %260 = load double, ptr %259, align 8, !tbaa !15
  %261 = fadd contract double %256, %260
  %262 = zext nneg i32 %245 to i64
  %263 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %262
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 24
  %265 = load double, ptr %264, align 8, !tbaa !15
  %266 = fadd contract double %261, %265
  %267 = zext nneg i32 %245 to i64
  %268 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %267
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 32
  %270 = load double, ptr %269, align 8, !tbaa !15
  %271 = fadd contract double %266, %270
  %272 = zext nneg i32 %245 to i64
  %273 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %272
  %274 = getelementptr inbounds nuw i8, ptr %273, i64 40
  %275 = load double, ptr %274, align 8, !tbaa !15
  %276 = fadd contract double %271, %275
  %277 = zext nneg i32 %245 to i64
  %278 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %277
  %279 = getelementptr inbounds nuw i8, ptr %278, i64 48
  %280 = load double, ptr %279, align 8, !tbaa !15
  %281 = fadd contract double %276, %280
  %282 = zext nneg i32 %245 to i64
  %283 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 56
  %285 = load double, ptr %284, align 8, !tbaa !15
  %286 = fadd contract double %281, %285
  %287 = add nuw nsw i32 %245, 8
  %288 = add i32 %247, 8
  %289 = icmp eq i32 %288, %222
  br i1 %289, label %223, label %244, !llvm.loop !21

290:                                              ; preds = %240, %213
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @vv_kick_drift(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, i64 noundef %5, ptr noundef readonly byval(%struct.MdStep) align 4 captures(none) %6) local_unnamed_addr #2 {
  %8 = load float, ptr %6, align 4, !tbaa !11
  %9 = fcmp contract ogt float %8, 0.000000e+00
  br i1 %9, label %10, label %93

10:                                               ; preds = %7
  %11 = fdiv contract float 1.000000e+00, %8
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !22
  %14 = fmul contract float %13, 5.000000e-01
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = mul nuw nsw i64 %16, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = zext nneg i32 %20 to i64
  %22 = mul nuw nsw i64 %21, %18
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i64 %22, %24
  %26 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %5, i64 0)
  %27 = icmp sgt i64 %5, %25
  br i1 %27, label %28, label %93

28:                                               ; preds = %10, %28
  %29 = phi i64 [ %91, %28 ], [ %25, %10 ]
  %30 = getelementptr inbounds nuw i32, ptr %3, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = and i32 %31, 3
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_inv_mass to ptr), i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !14
  %36 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %29
  %37 = load float, ptr %36, align 16, !tbaa !14
  %38 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !14
  %40 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %41 = load float, ptr %40, align 8, !tbaa !14
  %42 = getelementptr inbounds nuw %struct.float4, ptr %2, i64 %29
  %43 = load float, ptr %42, align 16, !tbaa !14
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !14
  %46 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %47 = load float, ptr %46, align 8, !tbaa !14
  %48 = fmul contract float %14, %35
  %49 = tail call noundef float @llvm.fma.f32(float %48, float %43, float %37)
  %50 = tail call noundef float @llvm.fma.f32(float %48, float %45, float %39)
  %51 = tail call noundef float @llvm.fma.f32(float %48, float %47, float %41)
  %52 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %29
  %53 = load float, ptr %52, align 16, !tbaa !14
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !14
  %56 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %57 = load float, ptr %56, align 8, !tbaa !14
  %58 = tail call noundef float @llvm.fma.f32(float %13, float %49, float %53)
  %59 = tail call noundef float @llvm.fma.f32(float %13, float %50, float %55)
  %60 = tail call noundef float @llvm.fma.f32(float %13, float %51, float %57)
  %61 = fmul contract float %11, %58
  %62 = tail call noundef float @llvm.floor.f32(float %61)
  %63 = tail call noundef float @llvm.maxnum.f32(float %62, float -1.000000e+06)
  %64 = tail call noundef float @llvm.minnum.f32(float %63, float 1.000000e+06)
  %65 = fmul contract float %11, %59
  %66 = tail call noundef float @llvm.floor.f32(float %65)
  %67 = tail call noundef float @llvm.maxnum.f32(float %66, float -1.000000e+06)
  %68 = tail call noundef float @llvm.minnum.f32(float %67, float 1.000000e+06)
  %69 = fmul contract float %11, %60
  %70 = tail call noundef float @llvm.floor.f32(float %69)
  %71 = tail call noundef float @llvm.maxnum.f32(float %70, float -1.000000e+06)
  %72 = tail call noundef float @llvm.minnum.f32(float %71, float 1.000000e+06)
  %73 = fmul contract float %8, %64
  %74 = fsub contract float %58, %73
  %75 = fmul contract float %8, %68
  %76 = fsub contract float %59, %75
  %77 = fmul contract float %8, %72
  %78 = fsub contract float %60, %77
  %79 = getelementptr inbounds nuw %struct.int3, ptr %4, i64 %29
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = fptosi float %64 to i32
  %86 = add nsw i32 %80, %85
  %87 = fptosi float %68 to i32
  %88 = add nsw i32 %82, %87
  %89 = fptosi float %72 to i32
  %90 = add nsw i32 %84, %89
  store i32 %86, ptr %79, align 4, !tbaa !6
  store i32 %88, ptr %81, align 4, !tbaa !6
  store i32 %90, ptr %83, align 4, !tbaa !6
  store float %74, ptr %52, align 16, !tbaa !14
  store float %76, ptr %54, align 4, !tbaa !14
  store float %78, ptr %56, align 8, !tbaa !14
  store float %49, ptr %36, align 16, !tbaa !14
  store float %50, ptr %38, align 4, !tbaa !14
  store float %51, ptr %40, align 8, !tbaa !14
  %91 = add nuw i64 %29, %19
  %92 = icmp ult i64 %91, %26
  br i1 %92, label %28, label %93, !llvm.loop !23

93:                                               ; preds = %28, %10, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @vv_kick_thermo(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noundef readonly byval(%struct.MdStep) align 4 captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %8 = load float, ptr %7, align 4, !tbaa !22
  %9 = fmul contract float %8, 5.000000e-01
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %21

16:                                               ; preds = %6
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %18 = load float, ptr %17, align 4, !tbaa !24
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = mul i32 %19, %11
  br label %80

21:                                               ; preds = %80, %6
  %22 = phi double [ 0.000000e+00, %6 ], [ %123, %80 ]
  %23 = bitcast double %22 to i64
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %24, i32 16, i32 31)
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %26, i32 16, i32 31)
  %29 = zext i32 %28 to i64
  %30 = shl nuw i64 %29, 32
  %31 = zext i32 %27 to i64
  %32 = or disjoint i64 %30, %31
  %33 = bitcast i64 %32 to double
  %34 = fadd contract double %22, %33
  %35 = bitcast double %34 to i64
  %36 = trunc i64 %35 to i32
  %37 = lshr i64 %35, 32
  %38 = trunc nuw i64 %37 to i32
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 8, i32 31)
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %38, i32 8, i32 31)
  %41 = zext i32 %40 to i64
  %42 = shl nuw i64 %41, 32
  %43 = zext i32 %39 to i64
  %44 = or disjoint i64 %42, %43
  %45 = bitcast i64 %44 to double
  %46 = fadd contract double %34, %45
  %47 = bitcast double %46 to i64
  %48 = trunc i64 %47 to i32
  %49 = lshr i64 %47, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 4, i32 31)
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 4, i32 31)
  %53 = zext i32 %52 to i64
  %54 = shl nuw i64 %53, 32
  %55 = zext i32 %51 to i64
  %56 = or disjoint i64 %54, %55
  %57 = bitcast i64 %56 to double
  %58 = fadd contract double %46, %57
  %59 = bitcast double %58 to i64
  %60 = trunc i64 %59 to i32
  %61 = lshr i64 %59, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 2, i32 31)
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 2, i32 31)
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = zext i32 %63 to i64
  %68 = or disjoint i64 %66, %67
  %69 = bitcast i64 %68 to double
  %70 = fadd contract double %58, %69
  %71 = bitcast double %70 to i64
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %71, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 1, i32 31)
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 1, i32 31)
  %77 = and i32 %13, 31
  %78 = lshr i32 %13, 5
  %79 = icmp eq i32 %77, 0
  br i1 %79, label %126, label %135

80:                                               ; preds = %16, %80
  %81 = phi double [ 0.000000e+00, %16 ], [ %123, %80 ]
  %82 = phi i32 [ %14, %16 ], [ %124, %80 ]
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %2, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = and i32 %85, 3
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_inv_mass to ptr), i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !14
  %90 = getelementptr inbounds %struct.float4, ptr %0, i64 %83
  %91 = load float, ptr %90, align 16, !tbaa !14
  %92 = getelementptr inbounds nuw i8, ptr %90, i64 4
  %93 = load float, ptr %92, align 4, !tbaa !14
  %94 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %95 = load float, ptr %94, align 8, !tbaa !14
  %96 = getelementptr inbounds %struct.float4, ptr %1, i64 %83
  %97 = load float, ptr %96, align 16, !tbaa !14
  %98 = getelementptr inbounds nuw i8, ptr %96, i64 4
  %99 = load float, ptr %98, align 4, !tbaa !14
  %100 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %101 = load float, ptr %100, align 8, !tbaa !14
  %102 = fmul contract float %9, %89
  %103 = tail call noundef float @llvm.fma.f32(float %102, float %97, float %91)
  %104 = fmul contract float %103, %18
  %105 = tail call noundef float @llvm.fma.f32(float %102, float %99, float %93)
  %106 = fmul contract float %105, %18
  %107 = tail call noundef float @llvm.fma.f32(float %102, float %101, float %95)
  %108 = fmul contract float %107, %18
  store float %104, ptr %90, align 16, !tbaa !14
  store float %106, ptr %92, align 4, !tbaa !14
  store float %108, ptr %94, align 8, !tbaa !14
  %109 = fcmp contract ogt float %89, 0.000000e+00
  %110 = fpext contract float %89 to double
  %111 = fdiv contract double 1.000000e+00, %110
  %112 = fmul contract double %111, 5.000000e-01
  %113 = select i1 %109, double %112, double 0.000000e+00
  %114 = fpext contract float %104 to double
  %115 = fmul contract double %114, %114
  %116 = fpext contract float %106 to double
  %117 = fmul contract double %116, %116
  %118 = fadd contract double %115, %117
  %119 = fpext contract float %108 to double
  %120 = fmul contract double %119, %119
  %121 = fadd contract double %120, %118
  %122 = fmul contract double %113, %121
  %123 = fadd contract double %81, %122
  %124 = add i32 %82, %20
  %125 = icmp slt i32 %124, %3
  br i1 %125, label %80, label %21, !llvm.loop !25

126:                                              ; preds = %21
  %127 = zext i32 %76 to i64
  %128 = shl nuw i64 %127, 32
  %129 = zext i32 %75 to i64
  %130 = or disjoint i64 %128, %129
  %131 = bitcast i64 %130 to double
  %132 = fadd contract double %70, %131
  %133 = zext nneg i32 %78 to i64
  %134 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14vv_kick_thermoE4s_ke to ptr), i64 %133
  store double %132, ptr %134, align 8, !tbaa !15
  br label %135

135:                                              ; preds = %126, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %136 = icmp eq i32 %78, 0
  br i1 %136, label %137, label %210

137:                                              ; preds = %135
  %138 = add nuw nsw i32 %11, 31
  %139 = lshr i32 %138, 5
  %140 = icmp samesign ult i32 %77, %139
  br i1 %140, label %141, label %145

141:                                              ; preds = %137
  %142 = zext nneg i32 %77 to i64
  %143 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14vv_kick_thermoE4s_ke to ptr), i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !15
  br label %145

145:                                              ; preds = %137, %141
  %146 = phi contract double [ %144, %141 ], [ 0.000000e+00, %137 ]
  %147 = bitcast double %146 to i64
  %148 = trunc i64 %147 to i32
  %149 = lshr i64 %147, 32
  %150 = trunc nuw i64 %149 to i32
  %151 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 16, i32 31)
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 16, i32 31)
  %153 = zext i32 %152 to i64
  %154 = shl nuw i64 %153, 32
  %155 = zext i32 %151 to i64
  %156 = or disjoint i64 %154, %155
  %157 = bitcast i64 %156 to double
  %158 = fadd contract double %146, %157
  %159 = bitcast double %158 to i64
  %160 = trunc i64 %159 to i32
  %161 = lshr i64 %159, 32
  %162 = trunc nuw i64 %161 to i32
  %163 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %160, i32 8, i32 31)
  %164 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 8, i32 31)
  %165 = zext i32 %164 to i64
  %166 = shl nuw i64 %165, 32
  %167 = zext i32 %163 to i64
  %168 = or disjoint i64 %166, %167
  %169 = bitcast i64 %168 to double
  %170 = fadd contract double %158, %169
  %171 = bitcast double %170 to i64
  %172 = trunc i64 %171 to i32
  %173 = lshr i64 %171, 32
  %174 = trunc nuw i64 %173 to i32
  %175 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %172, i32 4, i32 31)
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %174, i32 4, i32 31)
  %177 = zext i32 %176 to i64
  %178 = shl nuw i64 %177, 32
  %179 = zext i32 %175 to i64
  %180 = or disjoint i64 %178, %179
  %181 = bitcast i64 %180 to double
  %182 = fadd contract double %170, %181
  %183 = bitcast double %182 to i64
  %184 = trunc i64 %183 to i32
  %185 = lshr i64 %183, 32
  %186 = trunc nuw i64 %185 to i32
  %187 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 2, i32 31)
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %186, i32 2, i32 31)
  %189 = zext i32 %188 to i64
  %190 = shl nuw i64 %189, 32
  %191 = zext i32 %187 to i64
  %192 = or disjoint i64 %190, %191
  %193 = bitcast i64 %192 to double
  %194 = fadd contract double %182, %193
  %195 = bitcast double %194 to i64
  %196 = trunc i64 %195 to i32
  %197 = lshr i64 %195, 32
  %198 = trunc nuw i64 %197 to i32
  %199 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %196, i32 1, i32 31)
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %198, i32 1, i32 31)
  br i1 %79, label %201, label %210

201:                                              ; preds = %145
  %202 = zext i32 %200 to i64
  %203 = shl nuw i64 %202, 32
  %204 = zext i32 %199 to i64
  %205 = or disjoint i64 %203, %204
  %206 = bitcast i64 %205 to double
  %207 = fadd contract double %194, %206
  %208 = zext nneg i32 %10 to i64
  %209 = getelementptr inbounds nuw double, ptr %5, i64 %208
  store double %207, ptr %209, align 8, !tbaa !15
  br label %210

210:                                              ; preds = %145, %201, %135
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS6MdStep", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12}
!13 = !{!"float", !8, i64 0}
!14 = !{!13, !13, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !18}
!22 = !{!12, !13, i64 8}
!23 = distinct !{!23, !18}
!24 = !{!12, !13, i64 12}
!25 = distinct !{!25, !18}
