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

145:                                              ; preds = %10, %42
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
  br i1 %214, label %215, label %230

215:                                              ; preds = %213
  %216 = add nuw nsw i32 %12, 31
  %217 = lshr i32 %216, 5
  br label %221

218:                                              ; preds = %221
  %219 = zext nneg i32 %11 to i64
  %220 = getelementptr inbounds nuw double, ptr %9, i64 %219
  store double %227, ptr %220, align 8, !tbaa !15
  br label %230

221:                                              ; preds = %215, %221
  %222 = phi i32 [ %228, %221 ], [ 0, %215 ]
  %223 = phi double [ %227, %221 ], [ 0.000000e+00, %215 ]
  %224 = zext nneg i32 %222 to i64
  %225 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15lj_forces_nlistE5s_vir to ptr), i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !15
  %227 = fadd contract double %223, %226
  %228 = add nuw nsw i32 %222, 1
  %229 = icmp eq i32 %228, %217
  br i1 %229, label %218, label %221, !llvm.loop !20

230:                                              ; preds = %218, %213
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
  %13 = load float, ptr %12, align 4, !tbaa !21
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
  %91 = add i64 %29, %19
  %92 = icmp ult i64 %91, %26
  br i1 %92, label %28, label %93, !llvm.loop !22

93:                                               ; preds = %28, %10, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @vv_kick_thermo(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noundef readonly byval(%struct.MdStep) align 4 captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %8 = load float, ptr %7, align 4, !tbaa !21
  %9 = fmul contract float %8, 5.000000e-01
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %69

16:                                               ; preds = %6
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %18 = load float, ptr %17, align 4, !tbaa !23
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = mul i32 %19, %11
  br label %21

21:                                               ; preds = %16, %55
  %22 = phi double [ 0.000000e+00, %16 ], [ %66, %55 ]
  %23 = phi i32 [ %14, %16 ], [ %67, %55 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %2, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = and i32 %26, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_inv_mass to ptr), i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !14
  %31 = getelementptr inbounds %struct.float4, ptr %0, i64 %24
  %32 = load float, ptr %31, align 16, !tbaa !14
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !14
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %36 = load float, ptr %35, align 8, !tbaa !14
  %37 = getelementptr inbounds %struct.float4, ptr %1, i64 %24
  %38 = load float, ptr %37, align 16, !tbaa !14
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %40 = load float, ptr %39, align 4, !tbaa !14
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %42 = load float, ptr %41, align 8, !tbaa !14
  %43 = fmul contract float %9, %30
  %44 = tail call noundef float @llvm.fma.f32(float %43, float %38, float %32)
  %45 = fmul contract float %44, %18
  %46 = tail call noundef float @llvm.fma.f32(float %43, float %40, float %34)
  %47 = fmul contract float %46, %18
  %48 = tail call noundef float @llvm.fma.f32(float %43, float %42, float %36)
  %49 = fmul contract float %48, %18
  store float %45, ptr %31, align 16, !tbaa !14
  store float %47, ptr %33, align 4, !tbaa !14
  store float %49, ptr %35, align 8, !tbaa !14
  %50 = fcmp contract ogt float %30, 0.000000e+00
  br i1 %50, label %51, label %55

51:                                               ; preds = %21
  %52 = fpext contract float %30 to double
  %53 = fdiv contract double 1.000000e+00, %52
  %54 = fmul contract double %53, 5.000000e-01
  br label %55

55:                                               ; preds = %21, %51
  %56 = phi double [ %54, %51 ], [ 0.000000e+00, %21 ]
  %57 = fpext contract float %45 to double
  %58 = fmul contract double %57, %57
  %59 = fpext contract float %47 to double
  %60 = fmul contract double %59, %59
  %61 = fadd contract double %58, %60
  %62 = fpext contract float %49 to double
  %63 = fmul contract double %62, %62
  %64 = fadd contract double %63, %61
  %65 = fmul contract double %64, %56
  %66 = fadd contract double %22, %65
  %67 = add i32 %23, %20
  %68 = icmp slt i32 %67, %3
  br i1 %68, label %21, label %69, !llvm.loop !24

69:                                               ; preds = %55, %6
  %70 = phi double [ 0.000000e+00, %6 ], [ %66, %55 ]
  %71 = bitcast double %70 to i64
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %71, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 16, i32 31)
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 16, i32 31)
  %77 = zext i32 %76 to i64
  %78 = shl nuw i64 %77, 32
  %79 = zext i32 %75 to i64
  %80 = or disjoint i64 %78, %79
  %81 = bitcast i64 %80 to double
  %82 = fadd contract double %70, %81
  %83 = bitcast double %82 to i64
  %84 = trunc i64 %83 to i32
  %85 = lshr i64 %83, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 8, i32 31)
  %88 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 8, i32 31)
  %89 = zext i32 %88 to i64
  %90 = shl nuw i64 %89, 32
  %91 = zext i32 %87 to i64
  %92 = or disjoint i64 %90, %91
  %93 = bitcast i64 %92 to double
  %94 = fadd contract double %82, %93
  %95 = bitcast double %94 to i64
  %96 = trunc i64 %95 to i32
  %97 = lshr i64 %95, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 4, i32 31)
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 4, i32 31)
  %101 = zext i32 %100 to i64
  %102 = shl nuw i64 %101, 32
  %103 = zext i32 %99 to i64
  %104 = or disjoint i64 %102, %103
  %105 = bitcast i64 %104 to double
  %106 = fadd contract double %94, %105
  %107 = bitcast double %106 to i64
  %108 = trunc i64 %107 to i32
  %109 = lshr i64 %107, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 2, i32 31)
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 2, i32 31)
  %113 = zext i32 %112 to i64
  %114 = shl nuw i64 %113, 32
  %115 = zext i32 %111 to i64
  %116 = or disjoint i64 %114, %115
  %117 = bitcast i64 %116 to double
  %118 = fadd contract double %106, %117
  %119 = bitcast double %118 to i64
  %120 = trunc i64 %119 to i32
  %121 = lshr i64 %119, 32
  %122 = trunc nuw i64 %121 to i32
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 1, i32 31)
  %124 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 1, i32 31)
  %125 = and i32 %13, 31
  %126 = lshr i32 %13, 5
  %127 = icmp eq i32 %125, 0
  br i1 %127, label %128, label %137

128:                                              ; preds = %69
  %129 = zext i32 %124 to i64
  %130 = shl nuw i64 %129, 32
  %131 = zext i32 %123 to i64
  %132 = or disjoint i64 %130, %131
  %133 = bitcast i64 %132 to double
  %134 = fadd contract double %118, %133
  %135 = zext nneg i32 %126 to i64
  %136 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14vv_kick_thermoE4s_ke to ptr), i64 %135
  store double %134, ptr %136, align 8, !tbaa !15
  br label %137

137:                                              ; preds = %128, %69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %138 = icmp eq i32 %126, 0
  br i1 %138, label %139, label %212

139:                                              ; preds = %137
  %140 = add nuw nsw i32 %11, 31
  %141 = lshr i32 %140, 5
  %142 = icmp samesign ult i32 %125, %141
  br i1 %142, label %143, label %147

143:                                              ; preds = %139
  %144 = zext nneg i32 %125 to i64
  %145 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14vv_kick_thermoE4s_ke to ptr), i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !15
  br label %147

147:                                              ; preds = %143, %139
  %148 = phi contract double [ %146, %143 ], [ 0.000000e+00, %139 ]
  %149 = bitcast double %148 to i64
  %150 = trunc i64 %149 to i32
  %151 = lshr i64 %149, 32
  %152 = trunc nuw i64 %151 to i32
  %153 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 16, i32 31)
  %154 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 16, i32 31)
  %155 = zext i32 %154 to i64
  %156 = shl nuw i64 %155, 32
  %157 = zext i32 %153 to i64
  %158 = or disjoint i64 %156, %157
  %159 = bitcast i64 %158 to double
  %160 = fadd contract double %148, %159
  %161 = bitcast double %160 to i64
  %162 = trunc i64 %161 to i32
  %163 = lshr i64 %161, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 8, i32 31)
  %166 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 8, i32 31)
  %167 = zext i32 %166 to i64
  %168 = shl nuw i64 %167, 32
  %169 = zext i32 %165 to i64
  %170 = or disjoint i64 %168, %169
  %171 = bitcast i64 %170 to double
  %172 = fadd contract double %160, %171
  %173 = bitcast double %172 to i64
  %174 = trunc i64 %173 to i32
  %175 = lshr i64 %173, 32
  %176 = trunc nuw i64 %175 to i32
  %177 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %174, i32 4, i32 31)
  %178 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %176, i32 4, i32 31)
  %179 = zext i32 %178 to i64
  %180 = shl nuw i64 %179, 32
  %181 = zext i32 %177 to i64
  %182 = or disjoint i64 %180, %181
  %183 = bitcast i64 %182 to double
  %184 = fadd contract double %172, %183
  %185 = bitcast double %184 to i64
  %186 = trunc i64 %185 to i32
  %187 = lshr i64 %185, 32
  %188 = trunc nuw i64 %187 to i32
  %189 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %186, i32 2, i32 31)
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %188, i32 2, i32 31)
  %191 = zext i32 %190 to i64
  %192 = shl nuw i64 %191, 32
  %193 = zext i32 %189 to i64
  %194 = or disjoint i64 %192, %193
  %195 = bitcast i64 %194 to double
  %196 = fadd contract double %184, %195
  %197 = bitcast double %196 to i64
  %198 = trunc i64 %197 to i32
  %199 = lshr i64 %197, 32
  %200 = trunc nuw i64 %199 to i32
  %201 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %198, i32 1, i32 31)
  %202 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 1, i32 31)
  br i1 %127, label %203, label %212

203:                                              ; preds = %147
  %204 = zext i32 %202 to i64
  %205 = shl nuw i64 %204, 32
  %206 = zext i32 %201 to i64
  %207 = or disjoint i64 %205, %206
  %208 = bitcast i64 %207 to double
  %209 = fadd contract double %196, %208
  %210 = zext nneg i32 %10 to i64
  %211 = getelementptr inbounds nuw double, ptr %5, i64 %210
  store double %209, ptr %211, align 8, !tbaa !15
  br label %212

212:                                              ; preds = %147, %203, %137
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = !{!12, !13, i64 8}
!22 = distinct !{!22, !18, !19}
!23 = !{!12, !13, i64 12}
!24 = distinct !{!24, !18, !19}
