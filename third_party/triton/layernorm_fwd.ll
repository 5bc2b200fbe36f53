; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layernorm_fwd(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, ptr addrspace(1) %5, i32 %6, i32 %7, float %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !5 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %13 = mul i32 %6, %12, !dbg !9
  %14 = sext i32 %13 to i64, !dbg !10
  %15 = getelementptr half, ptr addrspace(1) %0, i64 %14, !dbg !10
  %16 = getelementptr half, ptr addrspace(1) %1, i64 %14, !dbg !11
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %18 = and i32 %17, 31, !dbg !12
  %19 = and i32 %17, 127, !dbg !12
  %20 = lshr i32 %19, 5, !dbg !12
  %21 = or disjoint i32 %19, 128, !dbg !12
  %22 = or disjoint i32 %19, 256, !dbg !12
  %23 = or disjoint i32 %19, 384, !dbg !12
  %24 = icmp sgt i32 %7, 0, !dbg !13
  br i1 %24, label %.lr.ph, label %._crit_edge, !dbg !13

.lr.ph:                                           ; preds = %11, %.lr.ph
  %25 = phi i32 [ %54, %.lr.ph ], [ 0, %11 ]
  %26 = phi <4 x float> [ %53, %.lr.ph ], [ zeroinitializer, %11 ]
  %27 = or disjoint i32 %25, %19, !dbg !14
  %28 = or disjoint i32 %25, %21, !dbg !14
  %29 = or disjoint i32 %25, %22, !dbg !14
  %30 = or disjoint i32 %25, %23, !dbg !14
  %31 = icmp slt i32 %27, %7, !dbg !15
  %32 = icmp slt i32 %28, %7, !dbg !15
  %33 = icmp slt i32 %29, %7, !dbg !15
  %34 = icmp slt i32 %30, %7, !dbg !15
  %35 = sext i32 %27 to i64, !dbg !16
  %36 = getelementptr half, ptr addrspace(1) %15, i64 %35, !dbg !16
  %37 = sext i32 %28 to i64, !dbg !16
  %38 = getelementptr half, ptr addrspace(1) %15, i64 %37, !dbg !16
  %39 = sext i32 %29 to i64, !dbg !16
  %40 = getelementptr half, ptr addrspace(1) %15, i64 %39, !dbg !16
  %41 = sext i32 %30 to i64, !dbg !16
  %42 = getelementptr half, ptr addrspace(1) %15, i64 %41, !dbg !16
  %43 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %36, i1 %31) #6, !dbg !17
  %44 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %38, i1 %32) #6, !dbg !17
  %45 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %40, i1 %33) #6, !dbg !17
  %46 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %42, i1 %34) #6, !dbg !17
  %47 = insertelement <4 x i16> poison, i16 %43, i64 0, !dbg !17
  %48 = insertelement <4 x i16> %47, i16 %44, i64 1, !dbg !17
  %49 = insertelement <4 x i16> %48, i16 %45, i64 2, !dbg !17
  %50 = insertelement <4 x i16> %49, i16 %46, i64 3, !dbg !17
  %51 = bitcast <4 x i16> %50 to <4 x half>, !dbg !17
  %52 = fpext <4 x half> %51 to <4 x float>, !dbg !18
  %53 = fadd <4 x float> %26, %52, !dbg !19
  %54 = add i32 %25, 512, !dbg !13
  %55 = icmp slt i32 %54, %7, !dbg !13
  br i1 %55, label %.lr.ph, label %._crit_edge.loopexit, !dbg !13

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %shift = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !20
  %foldExtExtBinop = fadd <4 x float> %53, %shift, !dbg !20
  %shift23 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !20
  %foldExtExtBinop24 = fadd <4 x float> %shift23, %foldExtExtBinop, !dbg !20
  %shift26 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !20
  %foldExtExtBinop27 = fadd <4 x float> %shift26, %foldExtExtBinop24, !dbg !20
  %56 = extractelement <4 x float> %foldExtExtBinop27, i64 0, !dbg !20
  br label %._crit_edge, !dbg !20

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %11
  %57 = phi float [ 0.000000e+00, %11 ], [ %56, %._crit_edge.loopexit ], !dbg !20
  %58 = bitcast float %57 to i32, !dbg !23
  %59 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 16, i32 31), !dbg !23
  %60 = bitcast i32 %59 to float, !dbg !23
  %61 = fadd float %57, %60, !dbg !20
  %62 = bitcast float %61 to i32, !dbg !23
  %63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 8, i32 31), !dbg !23
  %64 = bitcast i32 %63 to float, !dbg !23
  %65 = fadd float %61, %64, !dbg !20
  %66 = bitcast float %65 to i32, !dbg !23
  %67 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 4, i32 31), !dbg !23
  %68 = bitcast i32 %67 to float, !dbg !23
  %69 = fadd float %65, %68, !dbg !20
  %70 = bitcast float %69 to i32, !dbg !23
  %71 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 2, i32 31), !dbg !23
  %72 = bitcast i32 %71 to float, !dbg !23
  %73 = fadd float %69, %72, !dbg !20
  %74 = bitcast float %73 to i32, !dbg !23
  %75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 1, i32 31), !dbg !23
  %76 = bitcast i32 %75 to float, !dbg !23
  %77 = fadd float %73, %76, !dbg !20
  %78 = icmp eq i32 %18, 0, !dbg !23
  %79 = getelementptr float, ptr addrspace(3) @global_smem, i32 %20, !dbg !23
  %80 = bitcast float %77 to <1 x i32>, !dbg !23
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %79, <1 x i32> %80, i1 %78) #6, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %81 = icmp samesign ult i32 %19, 4, !dbg !23
  %82 = getelementptr float, ptr addrspace(3) @global_smem, i32 %19, !dbg !23
  %83 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %82, i1 %81) #6, !dbg !23
  %84 = bitcast i32 %83 to float, !dbg !23
  %85 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 2, i32 31), !dbg !23
  %86 = bitcast i32 %85 to float, !dbg !23
  %87 = fadd float %84, %86, !dbg !20
  %88 = bitcast float %87 to i32, !dbg !23
  %89 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 1, i32 31), !dbg !23
  %90 = bitcast i32 %89 to float, !dbg !23
  %91 = fadd float %87, %90, !dbg !20
  %92 = and i32 %17, 3, !dbg !23
  %93 = icmp eq i32 %92, 0, !dbg !23
  %94 = and i1 %81, %93, !dbg !23
  %95 = bitcast float %91 to <1 x i32>, !dbg !23
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %82, <1 x i32> %95, i1 %94) #6, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %96 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !23
  %97 = sitofp i32 %7 to float, !dbg !26
  %98 = tail call float @llvm.nvvm.div.full(float %96, float %97), !dbg !26
  br i1 %24, label %.lr.ph6.preheader, label %._crit_edge7, !dbg !27

.lr.ph6.preheader:                                ; preds = %._crit_edge
  %99 = insertelement <4 x i32> poison, i32 %19, i64 0
  %100 = insertelement <4 x i32> %99, i32 %21, i64 1
  %101 = insertelement <4 x i32> %100, i32 %22, i64 2
  %102 = insertelement <4 x i32> %101, i32 %23, i64 3
  %103 = insertelement <4 x i32> poison, i32 %7, i64 0
  %104 = shufflevector <4 x i32> %103, <4 x i32> poison, <4 x i32> zeroinitializer
  %105 = insertelement <4 x float> poison, float %98, i64 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  br label %.lr.ph6, !dbg !27

.lr.ph6:                                          ; preds = %.lr.ph6.preheader, %.lr.ph6
  %107 = phi i32 [ %143, %.lr.ph6 ], [ 0, %.lr.ph6.preheader ]
  %108 = phi <4 x float> [ %142, %.lr.ph6 ], [ zeroinitializer, %.lr.ph6.preheader ]
  %109 = insertelement <4 x i32> poison, i32 %107, i64 0, !dbg !28
  %110 = shufflevector <4 x i32> %109, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !28
  %111 = or disjoint <4 x i32> %110, %102, !dbg !28
  %112 = extractelement <4 x i32> %111, i64 0, !dbg !29
  %113 = sext i32 %112 to i64, !dbg !29
  %114 = getelementptr half, ptr addrspace(1) %15, i64 %113, !dbg !29
  %115 = extractelement <4 x i32> %111, i64 1, !dbg !29
  %116 = sext i32 %115 to i64, !dbg !29
  %117 = getelementptr half, ptr addrspace(1) %15, i64 %116, !dbg !29
  %118 = extractelement <4 x i32> %111, i64 2, !dbg !29
  %119 = sext i32 %118 to i64, !dbg !29
  %120 = getelementptr half, ptr addrspace(1) %15, i64 %119, !dbg !29
  %121 = extractelement <4 x i32> %111, i64 3, !dbg !29
  %122 = sext i32 %121 to i64, !dbg !29
  %123 = getelementptr half, ptr addrspace(1) %15, i64 %122, !dbg !29
  %124 = icmp slt <4 x i32> %111, %104, !dbg !30
  %125 = extractelement <4 x i1> %124, i64 0, !dbg !31
  %126 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %114, i1 %125) #6, !dbg !31
  %127 = extractelement <4 x i1> %124, i64 1, !dbg !31
  %128 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %117, i1 %127) #6, !dbg !31
  %129 = extractelement <4 x i1> %124, i64 2, !dbg !31
  %130 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %120, i1 %129) #6, !dbg !31
  %131 = extractelement <4 x i1> %124, i64 3, !dbg !31
  %132 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %123, i1 %131) #6, !dbg !31
  %133 = insertelement <4 x i16> poison, i16 %126, i64 0, !dbg !31
  %134 = insertelement <4 x i16> %133, i16 %128, i64 1, !dbg !31
  %135 = insertelement <4 x i16> %134, i16 %130, i64 2, !dbg !31
  %136 = insertelement <4 x i16> %135, i16 %132, i64 3, !dbg !31
  %137 = bitcast <4 x i16> %136 to <4 x half>, !dbg !31
  %138 = fpext <4 x half> %137 to <4 x float>, !dbg !32
  %139 = fsub <4 x float> %138, %106, !dbg !33
  %140 = select <4 x i1> %124, <4 x float> %139, <4 x float> zeroinitializer, !dbg !34
  %141 = fmul <4 x float> %140, %140, !dbg !35
  %142 = fadd <4 x float> %108, %141, !dbg !36
  %143 = add i32 %107, 512, !dbg !27
  %144 = icmp slt i32 %143, %7, !dbg !27
  br i1 %144, label %.lr.ph6, label %._crit_edge7, !dbg !27

._crit_edge7:                                     ; preds = %.lr.ph6, %._crit_edge
  %145 = phi <4 x float> [ zeroinitializer, %._crit_edge ], [ %142, %.lr.ph6 ], !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %shift29 = shufflevector <4 x float> %145, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !40
  %foldExtExtBinop30 = fadd <4 x float> %145, %shift29, !dbg !40
  %shift32 = shufflevector <4 x float> %145, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !40
  %foldExtExtBinop33 = fadd <4 x float> %shift32, %foldExtExtBinop30, !dbg !40
  %shift35 = shufflevector <4 x float> %145, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !40
  %foldExtExtBinop36 = fadd <4 x float> %shift35, %foldExtExtBinop33, !dbg !40
  %146 = extractelement <4 x float> %foldExtExtBinop36, i64 0, !dbg !40
  %147 = bitcast float %146 to i32, !dbg !38
  %148 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %147, i32 16, i32 31), !dbg !38
  %149 = bitcast i32 %148 to float, !dbg !38
  %150 = fadd float %146, %149, !dbg !40
  %151 = bitcast float %150 to i32, !dbg !38
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 8, i32 31), !dbg !38
  %153 = bitcast i32 %152 to float, !dbg !38
  %154 = fadd float %150, %153, !dbg !40
  %155 = bitcast float %154 to i32, !dbg !38
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 4, i32 31), !dbg !38
  %157 = bitcast i32 %156 to float, !dbg !38
  %158 = fadd float %154, %157, !dbg !40
  %159 = bitcast float %158 to i32, !dbg !38
  %160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 2, i32 31), !dbg !38
  %161 = bitcast i32 %160 to float, !dbg !38
  %162 = fadd float %158, %161, !dbg !40
  %163 = bitcast float %162 to i32, !dbg !38
  %164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %163, i32 1, i32 31), !dbg !38
  %165 = bitcast i32 %164 to float, !dbg !38
  %166 = fadd float %162, %165, !dbg !40
  %167 = bitcast float %166 to <1 x i32>, !dbg !38
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %79, <1 x i32> %167, i1 %78) #6, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %168 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %82, i1 %81) #6, !dbg !38
  %169 = bitcast i32 %168 to float, !dbg !38
  %170 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %168, i32 2, i32 31), !dbg !38
  %171 = bitcast i32 %170 to float, !dbg !38
  %172 = fadd float %169, %171, !dbg !40
  %173 = bitcast float %172 to i32, !dbg !38
  %174 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %173, i32 1, i32 31), !dbg !38
  %175 = bitcast i32 %174 to float, !dbg !38
  %176 = fadd float %172, %175, !dbg !40
  %177 = bitcast float %176 to <1 x i32>, !dbg !38
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %82, <1 x i32> %177, i1 %94) #6, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %178 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !38
  %179 = tail call float @llvm.nvvm.div.full(float %178, float %97), !dbg !41
  %180 = fadd float %8, %179, !dbg !42
  %181 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !43
  %.not.i = icmp eq i32 %181, 0, !dbg !43
  %182 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6, !dbg !43
  %.not1.i = icmp eq i32 %182, 0, !dbg !43
  br i1 %.not.i, label %188, label %183, !dbg !43

183:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %186, label %184, !dbg !43

184:                                              ; preds = %183
  %185 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %180) #6, !dbg !43
  br label %__nv_sqrtf.exit, !dbg !43

186:                                              ; preds = %183
  %187 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %180) #6, !dbg !43
  br label %__nv_sqrtf.exit, !dbg !43

188:                                              ; preds = %._crit_edge7
  br i1 %.not1.i, label %191, label %189, !dbg !43

189:                                              ; preds = %188
  %190 = tail call float @llvm.nvvm.sqrt.rn.f(float %180) #6, !dbg !43
  br label %__nv_sqrtf.exit, !dbg !43

191:                                              ; preds = %188
  %192 = tail call float @llvm.nvvm.sqrt.approx.f(float %180) #6, !dbg !43
  br label %__nv_sqrtf.exit, !dbg !43

__nv_sqrtf.exit:                                  ; preds = %184, %186, %189, %191
  %.0.i = phi float [ %185, %184 ], [ %187, %186 ], [ %190, %189 ], [ %192, %191 ], !dbg !43
  %193 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !44
  %194 = zext nneg i32 %12 to i64, !dbg !45
  %195 = getelementptr float, ptr addrspace(1) %4, i64 %194, !dbg !45
  %196 = icmp samesign ult i32 %19, 32, !dbg !46
  %197 = and i1 %78, %196, !dbg !46
  %198 = bitcast float %98 to i32, !dbg !46
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %198, ptr addrspace(1) %195, i1 %197) #6, !dbg !46
  %199 = getelementptr float, ptr addrspace(1) %5, i64 %194, !dbg !47
  %200 = bitcast float %193 to i32, !dbg !48
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %200, ptr addrspace(1) %199, i1 %197) #6, !dbg !48
  br i1 %24, label %.lr.ph9, label %._crit_edge10, !dbg !49

.lr.ph9:                                          ; preds = %__nv_sqrtf.exit, %.lr.ph9
  %201 = phi i32 [ %290, %.lr.ph9 ], [ 0, %__nv_sqrtf.exit ]
  %202 = or disjoint i32 %201, %19, !dbg !50
  %203 = or disjoint i32 %201, %21, !dbg !50
  %204 = or disjoint i32 %201, %22, !dbg !50
  %205 = or disjoint i32 %201, %23, !dbg !50
  %206 = icmp slt i32 %202, %7, !dbg !51
  %207 = icmp slt i32 %203, %7, !dbg !51
  %208 = icmp slt i32 %204, %7, !dbg !51
  %209 = icmp slt i32 %205, %7, !dbg !51
  %210 = sext i32 %202 to i64, !dbg !52
  %211 = getelementptr half, ptr addrspace(1) %2, i64 %210, !dbg !52
  %212 = sext i32 %203 to i64, !dbg !52
  %213 = getelementptr half, ptr addrspace(1) %2, i64 %212, !dbg !52
  %214 = sext i32 %204 to i64, !dbg !52
  %215 = getelementptr half, ptr addrspace(1) %2, i64 %214, !dbg !52
  %216 = sext i32 %205 to i64, !dbg !52
  %217 = getelementptr half, ptr addrspace(1) %2, i64 %216, !dbg !52
  %218 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %211, i1 %206) #6, !dbg !53
  %219 = bitcast i16 %218 to half, !dbg !53
  %220 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %213, i1 %207) #6, !dbg !53
  %221 = bitcast i16 %220 to half, !dbg !53
  %222 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %215, i1 %208) #6, !dbg !53
  %223 = bitcast i16 %222 to half, !dbg !53
  %224 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %217, i1 %209) #6, !dbg !53
  %225 = bitcast i16 %224 to half, !dbg !53
  %226 = getelementptr half, ptr addrspace(1) %3, i64 %210, !dbg !54
  %227 = getelementptr half, ptr addrspace(1) %3, i64 %212, !dbg !54
  %228 = getelementptr half, ptr addrspace(1) %3, i64 %214, !dbg !54
  %229 = getelementptr half, ptr addrspace(1) %3, i64 %216, !dbg !54
  %230 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %226, i1 %206) #6, !dbg !55
  %231 = bitcast i16 %230 to half, !dbg !55
  %232 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %227, i1 %207) #6, !dbg !55
  %233 = bitcast i16 %232 to half, !dbg !55
  %234 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %228, i1 %208) #6, !dbg !55
  %235 = bitcast i16 %234 to half, !dbg !55
  %236 = tail call i16 asm sideeffect "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b"(ptr addrspace(1) %229, i1 %209) #6, !dbg !55
  %237 = bitcast i16 %236 to half, !dbg !55
  %238 = getelementptr half, ptr addrspace(1) %15, i64 %210, !dbg !56
  %239 = getelementptr half, ptr addrspace(1) %15, i64 %212, !dbg !56
  %240 = getelementptr half, ptr addrspace(1) %15, i64 %214, !dbg !56
  %241 = getelementptr half, ptr addrspace(1) %15, i64 %216, !dbg !56
  %242 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %238, i1 %206) #6, !dbg !57
  %243 = bitcast i16 %242 to half, !dbg !57
  %244 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %239, i1 %207) #6, !dbg !57
  %245 = bitcast i16 %244 to half, !dbg !57
  %246 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %240, i1 %208) #6, !dbg !57
  %247 = bitcast i16 %246 to half, !dbg !57
  %248 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %241, i1 %209) #6, !dbg !57
  %249 = bitcast i16 %248 to half, !dbg !57
  %250 = fpext half %243 to float, !dbg !58
  %251 = fpext half %245 to float, !dbg !58
  %252 = fpext half %247 to float, !dbg !58
  %253 = fpext half %249 to float, !dbg !58
  %254 = getelementptr half, ptr addrspace(1) %16, i64 %210, !dbg !59
  %255 = getelementptr half, ptr addrspace(1) %16, i64 %212, !dbg !59
  %256 = getelementptr half, ptr addrspace(1) %16, i64 %214, !dbg !59
  %257 = getelementptr half, ptr addrspace(1) %16, i64 %216, !dbg !59
  %258 = fsub float %250, %98, !dbg !60
  %259 = fsub float %251, %98, !dbg !60
  %260 = fsub float %252, %98, !dbg !60
  %261 = fsub float %253, %98, !dbg !60
  %262 = fmul float %193, %258, !dbg !61
  %263 = fmul float %193, %259, !dbg !61
  %264 = fmul float %193, %260, !dbg !61
  %265 = fmul float %193, %261, !dbg !61
  %266 = fpext half %219 to float, !dbg !62
  %267 = fpext half %221 to float, !dbg !62
  %268 = fpext half %223 to float, !dbg !62
  %269 = fpext half %225 to float, !dbg !62
  %270 = fmul float %262, %266, !dbg !62
  %271 = fmul float %263, %267, !dbg !62
  %272 = fmul float %264, %268, !dbg !62
  %273 = fmul float %265, %269, !dbg !62
  %274 = fpext half %231 to float, !dbg !63
  %275 = fpext half %233 to float, !dbg !63
  %276 = fpext half %235 to float, !dbg !63
  %277 = fpext half %237 to float, !dbg !63
  %278 = fadd float %270, %274, !dbg !63
  %279 = fadd float %271, %275, !dbg !63
  %280 = fadd float %272, %276, !dbg !63
  %281 = fadd float %273, %277, !dbg !63
  %282 = fptrunc float %278 to half, !dbg !64
  %283 = fptrunc float %279 to half, !dbg !64
  %284 = fptrunc float %280 to half, !dbg !64
  %285 = fptrunc float %281 to half, !dbg !64
  %286 = bitcast half %282 to i16, !dbg !64
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %286, ptr addrspace(1) %254, i1 %206) #6, !dbg !64
  %287 = bitcast half %283 to i16, !dbg !64
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %287, ptr addrspace(1) %255, i1 %207) #6, !dbg !64
  %288 = bitcast half %284 to i16, !dbg !64
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %288, ptr addrspace(1) %256, i1 %208) #6, !dbg !64
  %289 = bitcast half %285 to i16, !dbg !64
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %289, ptr addrspace(1) %257, i1 %209) #6, !dbg !64
  %290 = add i32 %201, 512, !dbg !49
  %291 = icmp slt i32 %290, %7, !dbg !49
  br i1 %291, label %.lr.ph9, label %._crit_edge10, !dbg !49

._crit_edge10:                                    ; preds = %.lr.ph9, %__nv_sqrtf.exit
  ret void, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "layernorm_fwd", linkageName: "layernorm_fwd", scope: !1, file: !1, line: 34, type: !6, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 36, column: 24, scope: !5)
!9 = !DILocation(line: 37, column: 19, scope: !5)
!10 = !DILocation(line: 37, column: 13, scope: !5)
!11 = !DILocation(line: 38, column: 13, scope: !5)
!12 = !DILocation(line: 41, column: 36, scope: !5)
!13 = !DILocation(line: 40, column: 29, scope: !5)
!14 = !DILocation(line: 41, column: 23, scope: !5)
!15 = !DILocation(line: 42, column: 49, scope: !5)
!16 = !DILocation(line: 42, column: 31, scope: !5)
!17 = !DILocation(line: 42, column: 23, scope: !5)
!18 = !DILocation(line: 42, column: 66, scope: !5)
!19 = !DILocation(line: 42, column: 15, scope: !5)
!20 = !DILocation(line: 263, column: 15, scope: !21, inlinedAt: !23)
!21 = distinct !DILexicalBlockFile(scope: !5, file: !22, discriminator: 0)
!22 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!23 = !DILocation(line: 293, column: 36, scope: !21, inlinedAt: !24)
!24 = !DILocation(line: 43, column: 18, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !5, file: !1, discriminator: 0)
!26 = !DILocation(line: 43, column: 33, scope: !5)
!27 = !DILocation(line: 45, column: 29, scope: !5)
!28 = !DILocation(line: 46, column: 23, scope: !5)
!29 = !DILocation(line: 47, column: 28, scope: !5)
!30 = !DILocation(line: 47, column: 46, scope: !5)
!31 = !DILocation(line: 47, column: 20, scope: !5)
!32 = !DILocation(line: 47, column: 63, scope: !5)
!33 = !DILocation(line: 48, column: 35, scope: !5)
!34 = !DILocation(line: 48, column: 41, scope: !5)
!35 = !DILocation(line: 49, column: 23, scope: !5)
!36 = !DILocation(line: 49, column: 19, scope: !5)
!37 = !DILocation(line: 44, column: 23, scope: !5)
!38 = !DILocation(line: 293, column: 36, scope: !21, inlinedAt: !39)
!39 = !DILocation(line: 50, column: 30, scope: !25)
!40 = !DILocation(line: 263, column: 15, scope: !21, inlinedAt: !38)
!41 = !DILocation(line: 50, column: 49, scope: !5)
!42 = !DILocation(line: 50, column: 53, scope: !5)
!43 = !DILocation(line: 50, column: 23, scope: !5)
!44 = !DILocation(line: 50, column: 15, scope: !5)
!45 = !DILocation(line: 51, column: 24, scope: !5)
!46 = !DILocation(line: 51, column: 29, scope: !5)
!47 = !DILocation(line: 52, column: 24, scope: !5)
!48 = !DILocation(line: 52, column: 29, scope: !5)
!49 = !DILocation(line: 53, column: 29, scope: !5)
!50 = !DILocation(line: 54, column: 23, scope: !5)
!51 = !DILocation(line: 55, column: 22, scope: !5)
!52 = !DILocation(line: 56, column: 28, scope: !5)
!53 = !DILocation(line: 56, column: 20, scope: !5)
!54 = !DILocation(line: 57, column: 28, scope: !5)
!55 = !DILocation(line: 57, column: 20, scope: !5)
!56 = !DILocation(line: 58, column: 28, scope: !5)
!57 = !DILocation(line: 58, column: 20, scope: !5)
!58 = !DILocation(line: 58, column: 59, scope: !5)
!59 = !DILocation(line: 59, column: 25, scope: !5)
!60 = !DILocation(line: 59, column: 36, scope: !5)
!61 = !DILocation(line: 59, column: 44, scope: !5)
!62 = !DILocation(line: 59, column: 51, scope: !5)
!63 = !DILocation(line: 59, column: 55, scope: !5)
!64 = !DILocation(line: 59, column: 31, scope: !5)
!65 = !DILocation(line: 53, column: 4, scope: !5)
