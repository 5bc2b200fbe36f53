; ModuleID = 'src/space_filling_curves.cu'
source_filename = "src/space_filling_curves.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HilbertTables = type { [4 x [4 x i8]], [4 x [4 x i8]] }
%struct.Box3 = type { [3 x float], [3 x float] }
%struct.float4 = type { float, float, float, float }
%struct.float2.0 = type { float, float }

@c_hilbert = dso_local addrspace(4) externally_initialized constant %struct.HilbertTables { [4 x [4 x i8]] [[4 x i8] c"\04\01\0F\02", [4 x i8] c"\00\0B\05\06", [4 x i8] c"\0A\07\09\0C", [4 x i8] c"\0E\0D\03\08"], [4 x [4 x i8]] [[4 x i8] c"\04\01\03\0E", [4 x i8] c"\00\06\07\09", [4 x i8] c"\0F\0A\08\05", [4 x i8] c"\0B\0D\0C\02"] }, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @morton3d_keys(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.Box3) align 4 captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %247

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds %struct.float4, ptr %0, i64 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(1)
  %17 = load float, ptr addrspace(1) %16, align 16
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  %19 = load float, ptr addrspace(1) %18, align 4
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  %21 = load float, ptr addrspace(1) %20, align 8
  %22 = load float, ptr %2, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = fsub contract float %24, %22
  %26 = fcmp contract ogt float %25, 0x3BC79CA100000000
  %27 = fsub contract float %17, %22
  %28 = fdiv contract float %27, %25
  %29 = tail call float @llvm.maxnum.f32(float %28, float 0.000000e+00)
  %30 = tail call float @llvm.minnum.f32(float %29, float 1.000000e+00)
  %31 = fmul contract float %30, 0x4140000000000000
  %32 = select i1 %26, float %31, float 0.000000e+00
  %33 = fptoui float %32 to i32
  %34 = tail call noundef i32 @llvm.umin.i32(i32 %33, i32 2097151)
  %35 = zext nneg i32 %34 to i64
  %36 = shl nuw nsw i64 %35, 32
  %37 = shl nuw nsw i64 %35, 16
  %38 = or i64 %37, %36
  %39 = or i64 %38, %35
  %40 = and i64 %39, 8725728556220671
  %41 = mul nuw nsw i64 %40, 257
  %42 = and i64 %41, 1157144660301377551
  %43 = mul i64 %42, 17
  %44 = and i64 %43, 1207822528635744451
  %45 = mul nuw nsw i64 %44, 5
  %46 = and i64 %45, 1317624576693539401
  %47 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = fsub contract float %50, %48
  %52 = fcmp contract ogt float %51, 0x3BC79CA100000000
  %53 = fsub contract float %19, %48
  %54 = fdiv contract float %53, %51
  %55 = tail call float @llvm.maxnum.f32(float %54, float 0.000000e+00)
  %56 = tail call float @llvm.minnum.f32(float %55, float 1.000000e+00)
  %57 = fmul contract float %56, 0x4140000000000000
  %58 = select i1 %52, float %57, float 0.000000e+00
  %59 = fptoui float %58 to i32
  %60 = tail call noundef i32 @llvm.umin.i32(i32 %59, i32 2097151)
  %61 = zext nneg i32 %60 to i64
  %62 = shl nuw nsw i64 %61, 32
  %63 = shl nuw nsw i64 %61, 16
  %64 = or i64 %63, %62
  %65 = or i64 %64, %61
  %66 = and i64 %65, 8725728556220671
  %67 = mul nuw nsw i64 %66, 257
  %68 = and i64 %67, 1157144660301377551
  %69 = mul i64 %68, 17
  %70 = and i64 %69, 1207822528635744451
  %71 = mul nuw i64 %70, 10
  %72 = and i64 %71, 2635249153387078802
  %73 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fsub contract float %76, %74
  %78 = fcmp contract ogt float %77, 0x3BC79CA100000000
  %79 = fsub contract float %21, %74
  %80 = fdiv contract float %79, %77
  %81 = tail call float @llvm.maxnum.f32(float %80, float 0.000000e+00)
  %82 = tail call float @llvm.minnum.f32(float %81, float 1.000000e+00)
  %83 = fmul contract float %82, 0x4140000000000000
  %84 = select i1 %78, float %83, float 0.000000e+00
  %85 = fptoui float %84 to i32
  %86 = tail call noundef i32 @llvm.umin.i32(i32 %85, i32 2097151)
  %87 = zext nneg i32 %86 to i64
  %88 = shl nuw nsw i64 %87, 32
  %89 = shl nuw nsw i64 %87, 16
  %90 = or i64 %89, %88
  %91 = or i64 %90, %87
  %92 = and i64 %91, 8725728556220671
  %93 = mul nuw nsw i64 %92, 257
  %94 = and i64 %93, 1157144660301377551
  %95 = mul i64 %94, 17
  %96 = and i64 %95, 1207822528635744451
  %97 = shl i64 %96, 4
  %98 = shl nuw nsw i64 %96, 2
  %99 = or disjoint i64 %97, %98
  %100 = and i64 %99, 5270498306774157604
  %101 = or disjoint i64 %72, %100
  %102 = or disjoint i64 %101, %46
  %103 = getelementptr inbounds i64, ptr %3, i64 %14
  store i64 %102, ptr %103, align 8, !tbaa !13
  %104 = lshr i64 %46, 2
  %105 = or disjoint i64 %104, %46
  %106 = and i64 %105, 1207822528635744451
  %107 = lshr i64 %106, 4
  %108 = or disjoint i64 %107, %106
  %109 = and i64 %108, 1157144660301377551
  %110 = lshr i64 %109, 8
  %111 = or disjoint i64 %110, %109
  %112 = and i64 %111, 8725728556220671
  %113 = lshr i64 %112, 16
  %114 = lshr i64 %111, 32
  %115 = and i64 %114, 2031616
  %116 = or disjoint i64 %115, %113
  %117 = or disjoint i64 %116, %112
  %118 = trunc i64 %117 to i32
  %119 = and i32 %118, 2097151
  %120 = icmp eq i32 %119, %34
  br i1 %120, label %121, label %161

121:                                              ; preds = %13
  %122 = lshr exact i64 %71, 1
  %123 = and i64 %122, 1317624576693539401
  %124 = lshr i64 %123, 2
  %125 = or disjoint i64 %124, %123
  %126 = and i64 %125, 1207822528635744451
  %127 = lshr i64 %126, 4
  %128 = or disjoint i64 %127, %126
  %129 = and i64 %128, 1157144660301377551
  %130 = lshr i64 %129, 8
  %131 = or disjoint i64 %130, %129
  %132 = and i64 %131, 8725728556220671
  %133 = lshr i64 %132, 16
  %134 = lshr i64 %131, 32
  %135 = and i64 %134, 2031616
  %136 = or disjoint i64 %135, %133
  %137 = or disjoint i64 %136, %132
  %138 = trunc i64 %137 to i32
  %139 = and i32 %138, 2097151
  %140 = icmp eq i32 %139, %60
  br i1 %140, label %141, label %161

141:                                              ; preds = %121
  %142 = lshr exact i64 %97, 2
  %143 = and i64 %142, 146402730743726600
  %144 = and i64 %98, 4684887383799251204
  %145 = or disjoint i64 %143, %144
  %146 = lshr exact i64 %145, 2
  %147 = lshr i64 %145, 6
  %148 = or disjoint i64 %146, %147
  %149 = and i64 %148, 1157144660301377551
  %150 = lshr i64 %149, 8
  %151 = or disjoint i64 %150, %149
  %152 = and i64 %151, 8725728556220671
  %153 = lshr i64 %152, 16
  %154 = lshr i64 %151, 32
  %155 = and i64 %154, 2031616
  %156 = or disjoint i64 %155, %153
  %157 = or disjoint i64 %156, %152
  %158 = trunc i64 %157 to i32
  %159 = and i32 %158, 2097151
  %160 = icmp ne i32 %159, %86
  br label %161

161:                                              ; preds = %141, %121, %13
  %162 = phi i1 [ true, %121 ], [ true, %13 ], [ %160, %141 ]
  %163 = add nsw i32 %11, 1
  %164 = icmp slt i32 %163, %1
  br i1 %164, label %165, label %244

165:                                              ; preds = %161
  %166 = sext i32 %163 to i64
  %167 = getelementptr inbounds %struct.float4, ptr %0, i64 %166
  %168 = addrspacecast ptr %167 to ptr addrspace(1)
  %169 = load float, ptr addrspace(1) %168, align 16
  %170 = getelementptr inbounds nuw i8, ptr addrspace(1) %168, i64 4
  %171 = load float, ptr addrspace(1) %170, align 4
  %172 = getelementptr inbounds nuw i8, ptr addrspace(1) %168, i64 8
  %173 = load float, ptr addrspace(1) %172, align 8
  %174 = fsub contract float %169, %22
  %175 = fdiv contract float %174, %25
  %176 = tail call float @llvm.maxnum.f32(float %175, float 0.000000e+00)
  %177 = tail call float @llvm.minnum.f32(float %176, float 1.000000e+00)
  %178 = fmul contract float %177, 0x4140000000000000
  %179 = select i1 %26, float %178, float 0.000000e+00
  %180 = fptoui float %179 to i32
  %181 = tail call noundef i32 @llvm.umin.i32(i32 %180, i32 2097151)
  %182 = zext nneg i32 %181 to i64
  %183 = shl nuw nsw i64 %182, 32
  %184 = shl nuw nsw i64 %182, 16
  %185 = or i64 %184, %183
  %186 = or i64 %185, %182
  %187 = and i64 %186, 8725728556220671
  %188 = mul nuw nsw i64 %187, 257
  %189 = and i64 %188, 1157144660301377551
  %190 = mul i64 %189, 17
  %191 = and i64 %190, 1207822528635744451
  %192 = mul nuw nsw i64 %191, 5
  %193 = and i64 %192, 1317624576693539401
  %194 = fsub contract float %171, %48
  %195 = fdiv contract float %194, %51
  %196 = tail call float @llvm.maxnum.f32(float %195, float 0.000000e+00)
  %197 = tail call float @llvm.minnum.f32(float %196, float 1.000000e+00)
  %198 = fmul contract float %197, 0x4140000000000000
  %199 = select i1 %52, float %198, float 0.000000e+00
  %200 = fptoui float %199 to i32
  %201 = tail call noundef i32 @llvm.umin.i32(i32 %200, i32 2097151)
  %202 = zext nneg i32 %201 to i64
  %203 = shl nuw nsw i64 %202, 32
  %204 = shl nuw nsw i64 %202, 16
  %205 = or i64 %204, %203
  %206 = or i64 %205, %202
  %207 = and i64 %206, 8725728556220671
  %208 = mul nuw nsw i64 %207, 257
  %209 = and i64 %208, 1157144660301377551
  %210 = mul i64 %209, 17
  %211 = and i64 %210, 1207822528635744451
  %212 = mul nuw i64 %211, 10
  %213 = and i64 %212, 2635249153387078802
  %214 = or disjoint i64 %213, %193
  %215 = fsub contract float %173, %74
  %216 = fdiv contract float %215, %77
  %217 = tail call float @llvm.maxnum.f32(float %216, float 0.000000e+00)
  %218 = tail call float @llvm.minnum.f32(float %217, float 1.000000e+00)
  %219 = fmul contract float %218, 0x4140000000000000
  %220 = select i1 %78, float %219, float 0.000000e+00
  %221 = fptoui float %220 to i32
  %222 = tail call noundef i32 @llvm.umin.i32(i32 %221, i32 2097151)
  %223 = zext nneg i32 %222 to i64
  %224 = shl nuw nsw i64 %223, 32
  %225 = shl nuw nsw i64 %223, 16
  %226 = or i64 %225, %224
  %227 = or i64 %226, %223
  %228 = and i64 %227, 8725728556220671
  %229 = mul nuw nsw i64 %228, 257
  %230 = and i64 %229, 1157144660301377551
  %231 = mul i64 %230, 17
  %232 = and i64 %231, 1207822528635744451
  %233 = mul i64 %232, 20
  %234 = and i64 %233, 5270498306774157604
  %235 = or disjoint i64 %214, %234
  %236 = icmp eq i64 %102, %235
  br i1 %236, label %244, label %237

237:                                              ; preds = %165
  %238 = xor i64 %235, %102
  %239 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 range(i64 1, 0) %238, i1 true)
  %240 = trunc nuw nsw i64 %239 to i8
  %241 = add nsw i8 %240, -1
  %242 = udiv i8 %241, 3
  %243 = zext nneg i8 %242 to i32
  br label %244

244:                                              ; preds = %237, %165, %161
  %245 = phi i32 [ -1, %161 ], [ %243, %237 ], [ 21, %165 ]
  %246 = getelementptr inbounds i32, ptr %4, i64 %14
  store i32 %245, ptr %246, align 4, !tbaa !6
  br label %247

247:                                              ; preds = %244, %6
  %248 = phi i1 [ %162, %244 ], [ false, %6 ]
  %249 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %248)
  %250 = and i32 %10, 31
  %251 = icmp eq i32 %250, 0
  %252 = icmp ne i32 %249, 0
  %253 = and i1 %251, %252
  br i1 %253, label %254, label %257

254:                                              ; preds = %247
  %255 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %249)
  %256 = atomicrmw add ptr %5, i32 %255 seq_cst, align 4
  br label %257

257:                                              ; preds = %254, %247
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @hilbert2d_keys(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.smax.i32(i32 %2, i32 1)
  %12 = tail call i32 @llvm.umin.i32(i32 %11, i32 16)
  %13 = icmp slt i32 %10, %1
  br i1 %13, label %14, label %301

14:                                               ; preds = %5
  %15 = sext i32 %10 to i64
  %16 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(1)
  %18 = load float, ptr addrspace(1) %17, align 8
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 4
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = shl nuw nsw i32 1, %12
  %22 = uitofp nneg i32 %21 to float
  %23 = add nsw i32 %21, -1
  %24 = tail call noundef float @llvm.maxnum.f32(float %18, float 0.000000e+00)
  %25 = fmul contract float %24, %22
  %26 = tail call noundef float @llvm.minnum.f32(float %25, float 4.000000e+09)
  %27 = fptoui float %26 to i32
  %28 = tail call noundef i32 @llvm.umin.i32(i32 %27, i32 %23)
  %29 = tail call noundef float @llvm.maxnum.f32(float %20, float 0.000000e+00)
  %30 = fmul contract float %29, %22
  %31 = tail call noundef float @llvm.minnum.f32(float %30, float 4.000000e+09)
  %32 = fptoui float %31 to i32
  %33 = tail call noundef i32 @llvm.umin.i32(i32 %32, i32 %23)
  %34 = and i32 %12, 3
  %35 = icmp slt i32 %2, 4
  br i1 %35, label %115, label %36

36:                                               ; preds = %14
  %37 = and i32 %12, 28
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i32 [ 0, %36 ], [ %109, %38 ]
  %40 = phi i32 [ 0, %36 ], [ %110, %38 ]
  %41 = phi i32 [ %12, %36 ], [ %91, %38 ]
  %42 = phi i32 [ 0, %36 ], [ %111, %38 ]
  %43 = add nsw i32 %41, -1
  %44 = lshr i32 %28, %43
  %45 = shl nuw nsw i32 %44, 1
  %46 = and i32 %45, 2
  %47 = lshr i32 %33, %43
  %48 = and i32 %47, 1
  %49 = or disjoint i32 %46, %48
  %50 = zext nneg i32 %40 to i64
  %51 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 %50
  %52 = zext nneg i32 %49 to i64
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !15
  %55 = zext i8 %54 to i32
  %56 = lshr i32 %55, 2
  %57 = add nsw i32 %41, -2
  %58 = lshr i32 %28, %57
  %59 = shl nuw nsw i32 %58, 1
  %60 = and i32 %59, 2
  %61 = lshr i32 %33, %57
  %62 = and i32 %61, 1
  %63 = or disjoint i32 %60, %62
  %64 = zext nneg i32 %56 to i64
  %65 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 %64
  %66 = zext nneg i32 %63 to i64
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !15
  %69 = zext i8 %68 to i32
  %70 = shl i32 %39, 4
  %71 = shl nuw nsw i32 %55, 2
  %72 = and i32 %71, 12
  %73 = or disjoint i32 %70, %72
  %74 = and i32 %69, 3
  %75 = or disjoint i32 %74, %73
  %76 = lshr i32 %69, 2
  %77 = add nsw i32 %41, -3
  %78 = lshr i32 %28, %77
  %79 = shl nuw nsw i32 %78, 1
  %80 = and i32 %79, 2
  %81 = lshr i32 %33, %77
  %82 = and i32 %81, 1
  %83 = or disjoint i32 %80, %82
  %84 = zext nneg i32 %76 to i64
  %85 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 %84
  %86 = zext nneg i32 %83 to i64
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 %86
  %88 = load i8, ptr %87, align 1, !tbaa !15
  %89 = zext i8 %88 to i32
  %90 = lshr i32 %89, 2
  %91 = add nsw i32 %41, -4
  %92 = lshr i32 %28, %91
  %93 = shl nuw nsw i32 %92, 1
  %94 = and i32 %93, 2
  %95 = lshr i32 %33, %91
  %96 = and i32 %95, 1
  %97 = or disjoint i32 %94, %96
  %98 = zext nneg i32 %90 to i64
  %99 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 %98
  %100 = zext nneg i32 %97 to i64
  %101 = getelementptr inbounds nuw i8, ptr %99, i64 %100
  %102 = load i8, ptr %101, align 1, !tbaa !15
  %103 = zext i8 %102 to i32
  %104 = shl i32 %75, 4
  %105 = shl nuw nsw i32 %89, 2
  %106 = and i32 %105, 12
  %107 = or disjoint i32 %104, %106
  %108 = and i32 %103, 3
  %109 = or disjoint i32 %108, %107
  %110 = lshr i32 %103, 2
  %111 = add i32 %42, 4
  %112 = icmp eq i32 %111, %37
  br i1 %112, label %113, label %38, !llvm.loop !16

113:                                              ; preds = %38
  %114 = icmp eq i32 %34, 0
  br i1 %114, label %144, label %115

115:                                              ; preds = %113, %14
  %116 = phi i32 [ 0, %14 ], [ %109, %113 ]
  %117 = phi i32 [ 0, %14 ], [ %110, %113 ]
  %118 = phi i32 [ %12, %14 ], [ %91, %113 ]
  %119 = icmp ne i32 %34, 0
  tail call void @llvm.assume(i1 %119)
  br label %120

120:                                              ; preds = %120, %115
  %121 = phi i32 [ %116, %115 ], [ %140, %120 ]
  %122 = phi i32 [ %117, %115 ], [ %141, %120 ]
  %123 = phi i32 [ %118, %115 ], [ %125, %120 ]
  %124 = phi i32 [ 0, %115 ], [ %142, %120 ]
  %125 = add nsw i32 %123, -1
  %126 = lshr i32 %28, %125
  %127 = shl nuw nsw i32 %126, 1
  %128 = and i32 %127, 2
  %129 = lshr i32 %33, %125
  %130 = and i32 %129, 1
  %131 = or disjoint i32 %128, %130
  %132 = zext nneg i32 %122 to i64
  %133 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 %132
  %134 = zext nneg i32 %131 to i64
  %135 = getelementptr inbounds nuw i8, ptr %133, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !15
  %137 = zext i8 %136 to i32
  %138 = shl i32 %121, 2
  %139 = and i32 %137, 3
  %140 = or disjoint i32 %139, %138
  %141 = lshr i32 %137, 2
  %142 = add i32 %124, 1
  %143 = icmp eq i32 %142, %34
  br i1 %143, label %144, label %120, !llvm.loop !18

144:                                              ; preds = %120, %113
  %145 = phi i32 [ %109, %113 ], [ %140, %120 ]
  %146 = and i32 %12, 3
  %147 = icmp slt i32 %2, 4
  br i1 %147, label %228, label %148

148:                                              ; preds = %144
  %149 = and i32 %12, 28
  br label %150

150:                                              ; preds = %150, %148
  %151 = phi i32 [ 0, %148 ], [ %223, %150 ]
  %152 = phi i32 [ %12, %148 ], [ %201, %150 ]
  %153 = phi i32 [ 0, %148 ], [ %222, %150 ]
  %154 = phi i32 [ 0, %148 ], [ %216, %150 ]
  %155 = phi i32 [ 0, %148 ], [ %224, %150 ]
  %156 = zext nneg i32 %151 to i64
  %157 = getelementptr inbounds nuw [4 x i8], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 16), i64 %156
  %158 = shl i32 %152, 1
  %159 = add i32 %158, -2
  %160 = lshr i32 %145, %159
  %161 = and i32 %160, 3
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw i8, ptr %157, i64 %162
  %164 = load i8, ptr %163, align 1, !tbaa !15
  %165 = zext i8 %164 to i32
  %166 = lshr i32 %165, 2
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw [4 x i8], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 16), i64 %167
  %169 = shl i32 %152, 1
  %170 = add i32 %169, -4
  %171 = lshr i32 %145, %170
  %172 = and i32 %171, 3
  %173 = zext nneg i32 %172 to i64
  %174 = getelementptr inbounds nuw i8, ptr %168, i64 %173
  %175 = load i8, ptr %174, align 1, !tbaa !15
  %176 = zext i8 %175 to i32
  %177 = shl i32 %153, 2
  %178 = shl nuw nsw i32 %165, 1
  %179 = and i32 %178, 2
  %180 = or disjoint i32 %177, %179
  %181 = and i32 %176, 1
  %182 = or disjoint i32 %181, %180
  %183 = lshr i32 %176, 2
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds nuw [4 x i8], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 16), i64 %184
  %186 = shl i32 %152, 1
  %187 = add i32 %186, -6
  %188 = lshr i32 %145, %187
  %189 = and i32 %188, 3
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr inbounds nuw i8, ptr %185, i64 %190
  %192 = load i8, ptr %191, align 1, !tbaa !15
  %193 = zext i8 %192 to i32
  %194 = shl i32 %154, 3
  %195 = shl nuw nsw i32 %165, 1
  %196 = and i32 %195, 4
  %197 = or disjoint i32 %194, %196
  %198 = and i32 %176, 2
  %199 = or disjoint i32 %198, %197
  %200 = lshr i32 %193, 2
  %201 = add nsw i32 %152, -4
  %202 = zext nneg i32 %200 to i64
  %203 = getelementptr inbounds nuw [4 x i8], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 16), i64 %202
  %204 = shl nuw nsw i32 %201, 1
  %205 = lshr i32 %145, %204
  %206 = and i32 %205, 3
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw i8, ptr %203, i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !15
  %210 = zext i8 %209 to i32
  %211 = shl i32 %199, 1
  %212 = and i32 %193, 2
  %213 = or disjoint i32 %212, %211
  %214 = lshr i32 %210, 1
  %215 = and i32 %214, 1
  %216 = or disjoint i32 %215, %213
  %217 = shl i32 %182, 2
  %218 = shl nuw nsw i32 %193, 1
  %219 = and i32 %218, 2
  %220 = or disjoint i32 %217, %219
  %221 = and i32 %210, 1
  %222 = or disjoint i32 %221, %220
  %223 = lshr i32 %210, 2
  %224 = add i32 %155, 4
  %225 = icmp eq i32 %224, %149
  br i1 %225, label %226, label %150, !llvm.loop !20

226:                                              ; preds = %150
  %227 = icmp eq i32 %146, 0
  br i1 %227, label %260, label %228

228:                                              ; preds = %226, %144
  %229 = phi i32 [ 0, %144 ], [ %223, %226 ]
  %230 = phi i32 [ %12, %144 ], [ %201, %226 ]
  %231 = phi i32 [ 0, %144 ], [ %222, %226 ]
  %232 = phi i32 [ 0, %144 ], [ %216, %226 ]
  %233 = icmp ne i32 %146, 0
  tail call void @llvm.assume(i1 %233)
  br label %234

234:                                              ; preds = %234, %228
  %235 = phi i32 [ %257, %234 ], [ %229, %228 ]
  %236 = phi i32 [ %240, %234 ], [ %230, %228 ]
  %237 = phi i32 [ %256, %234 ], [ %231, %228 ]
  %238 = phi i32 [ %253, %234 ], [ %232, %228 ]
  %239 = phi i32 [ %258, %234 ], [ 0, %228 ]
  %240 = add nsw i32 %236, -1
  %241 = zext nneg i32 %235 to i64
  %242 = getelementptr inbounds nuw [4 x i8], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_hilbert to ptr), i64 16), i64 %241
  %243 = shl nuw nsw i32 %240, 1
  %244 = lshr i32 %145, %243
  %245 = and i32 %244, 3
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr inbounds nuw i8, ptr %242, i64 %246
  %248 = load i8, ptr %247, align 1, !tbaa !15
  %249 = zext i8 %248 to i32
  %250 = shl i32 %238, 1
  %251 = lshr i32 %249, 1
  %252 = and i32 %251, 1
  %253 = or disjoint i32 %252, %250
  %254 = shl i32 %237, 1
  %255 = and i32 %249, 1
  %256 = or disjoint i32 %255, %254
  %257 = lshr i32 %249, 2
  %258 = add i32 %239, 1
  %259 = icmp eq i32 %258, %146
  br i1 %259, label %260, label %234, !llvm.loop !21

260:                                              ; preds = %234, %226
  %261 = phi i32 [ %216, %226 ], [ %253, %234 ]
  %262 = phi i32 [ %222, %226 ], [ %256, %234 ]
  %263 = icmp eq i32 %261, %28
  %264 = icmp eq i32 %262, %33
  %265 = select i1 %263, i1 %264, i1 false
  br i1 %265, label %266, label %298

266:                                              ; preds = %260
  %267 = lshr exact i32 %21, 1
  br label %268

268:                                              ; preds = %266, %268
  %269 = phi i32 [ %267, %266 ], [ %294, %268 ]
  %270 = phi i32 [ %28, %266 ], [ %292, %268 ]
  %271 = phi i32 [ %33, %266 ], [ %293, %268 ]
  %272 = phi i32 [ 0, %266 ], [ %282, %268 ]
  %273 = and i32 %270, %269
  %274 = icmp eq i32 %273, 0
  %275 = and i32 %271, %269
  %276 = icmp ne i32 %275, 0
  %277 = zext i1 %276 to i32
  %278 = mul nuw nsw i32 %269, %269
  %279 = select i1 %274, i32 0, i32 3
  %280 = xor i32 %279, %277
  %281 = mul nuw i32 %278, %280
  %282 = add i32 %281, %272
  %283 = add nsw i32 %269, -1
  %284 = xor i32 %270, -1
  %285 = and i32 %283, %284
  %286 = xor i32 %271, -1
  %287 = and i32 %283, %286
  %288 = select i1 %274, i32 %270, i32 %285
  %289 = select i1 %276, i32 %271, i32 %288
  %290 = select i1 %274, i32 %271, i32 %287
  %291 = select i1 %276, i32 %270, i32 %290
  %292 = and i32 %291, %283
  %293 = and i32 %289, %283
  %294 = lshr i32 %269, 1
  %295 = icmp eq i32 %294, 0
  br i1 %295, label %296, label %268, !llvm.loop !22

296:                                              ; preds = %268
  %297 = icmp ne i32 %145, %282
  br label %298

298:                                              ; preds = %296, %260
  %299 = phi i1 [ %297, %296 ], [ true, %260 ]
  %300 = getelementptr inbounds i32, ptr %3, i64 %15
  store i32 %145, ptr %300, align 4, !tbaa !6
  br label %301

301:                                              ; preds = %298, %5
  %302 = phi i1 [ %299, %298 ], [ false, %5 ]
  %303 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %302)
  %304 = and i32 %9, 31
  %305 = icmp eq i32 %304, 0
  %306 = icmp ne i32 %303, 0
  %307 = and i1 %305, %306
  br i1 %307, label %308, label %311

308:                                              ; preds = %301
  %309 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %303)
  %310 = atomicrmw add ptr %4, i32 %309 seq_cst, align 4
  br label %311

311:                                              ; preds = %308, %301
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !8, i64 0}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !17}
