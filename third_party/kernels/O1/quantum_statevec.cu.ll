; ModuleID = 'src/quantum_statevec.cu'
source_filename = "src/quantum_statevec.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.Gate1Q = type { %struct.float2.0, %struct.float2.0, %struct.float2.0, %struct.float2.0, i32, i32 }
%struct.CtrlGate = type { [4 x %struct.float2.0], i32, i32, [3 x i32], i32 }

$_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile = comdat any

@c_fused = dso_local addrspace(4) externally_initialized constant [16 x %struct.float2.0] zeroinitializer, align 8
@_ZZ16qsv_measure_probE4s_p1 = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ16qsv_measure_probE5s_nrm = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x %struct.float2.0] undef, comdat, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_fused to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i64 @_Z16insert_zero_bitsmPKii(i64 noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %3
  %6 = phi i64 [ %0, %3 ], [ %21, %7 ]
  ret i64 %6

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %22, %7 ], [ 0, %3 ]
  %9 = phi i64 [ %21, %7 ], [ %0, %3 ]
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = zext i32 %12 to i64
  %14 = shl nsw i64 -1, %13
  %15 = xor i64 %14, -1
  %16 = and i64 %9, %15
  %17 = lshr i64 %9, %13
  %18 = add nsw i32 %12, 1
  %19 = zext nneg i32 %18 to i64
  %20 = shl i64 %17, %19
  %21 = or i64 %20, %16
  %22 = add nuw nsw i32 %8, 1
  %23 = icmp eq i32 %22, %2
  br i1 %23, label %5, label %7, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @qsv_apply_1q(ptr noalias noundef captures(none) %0, ptr noundef readonly byval(%struct.Gate1Q) align 8 captures(none) %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %4 = load i32, ptr %3, align 4, !tbaa !14
  %5 = tail call noundef i32 @llvm.smax.i32(i32 %4, i32 1)
  %6 = tail call noundef i32 @llvm.smin.i32(i32 %5, i32 26)
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %8 = load i32, ptr %7, align 8, !tbaa !18
  %9 = srem i32 %8, %6
  %10 = add nsw i32 %9, %6
  %11 = srem i32 %10, %6
  %12 = add nsw i32 %6, -1
  %13 = zext nneg i32 %12 to i64
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = zext i32 %11 to i64
  %20 = shl nuw i64 1, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %17
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = add nuw nsw i64 %23, %25
  %27 = lshr i64 %26, %13
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %29, label %63

29:                                               ; preds = %2
  %30 = shl nsw i64 -1, %19
  %31 = xor i64 %30, -1
  %32 = add nsw i32 %11, 1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %35 = load i64, ptr %34, align 8
  %36 = trunc i64 %35 to i32
  %37 = lshr i64 %35, 32
  %38 = trunc nuw i64 %37 to i32
  %39 = load i64, ptr %1, align 8
  %40 = trunc i64 %39 to i32
  %41 = lshr i64 %39, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = bitcast i32 %40 to float
  %44 = bitcast i32 %42 to float
  %45 = bitcast i32 %36 to float
  %46 = bitcast i32 %38 to float
  %47 = fneg contract float %46
  %48 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %49 = load i64, ptr %48, align 8
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %54 = load i64, ptr %53, align 8
  %55 = trunc i64 %54 to i32
  %56 = lshr i64 %54, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = bitcast i32 %55 to float
  %59 = bitcast i32 %57 to float
  %60 = bitcast i32 %50 to float
  %61 = bitcast i32 %52 to float
  %62 = fneg contract float %61
  br label %64

63:                                               ; preds = %64, %2
  ret void

64:                                               ; preds = %29, %64
  %65 = phi i64 [ %26, %29 ], [ %107, %64 ]
  %66 = and i64 %65, %31
  %67 = lshr i64 %65, %19
  %68 = shl i64 %67, %33
  %69 = or i64 %68, %66
  %70 = or i64 %69, %20
  %71 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %69
  %72 = load i64, ptr %71, align 8
  %73 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %70
  %74 = load i64, ptr %73, align 8
  %75 = trunc i64 %74 to i32
  %76 = lshr i64 %74, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = trunc i64 %72 to i32
  %79 = lshr i64 %72, 32
  %80 = trunc nuw i64 %79 to i32
  %81 = bitcast i32 %78 to float
  %82 = bitcast i32 %80 to float
  %83 = fmul contract float %81, %43
  %84 = fmul contract float %82, %44
  %85 = fsub contract float %83, %84
  %86 = fmul contract float %82, %43
  %87 = fmul contract float %81, %44
  %88 = fadd contract float %86, %87
  %89 = bitcast i32 %75 to float
  %90 = bitcast i32 %77 to float
  %91 = tail call noundef float @llvm.fma.f32(float %45, float %89, float %85)
  %92 = tail call noundef float @llvm.fma.f32(float %47, float %90, float %91)
  %93 = tail call noundef float @llvm.fma.f32(float %45, float %90, float %88)
  %94 = tail call noundef float @llvm.fma.f32(float %46, float %89, float %93)
  store float %92, ptr %71, align 8, !tbaa !19
  %95 = getelementptr inbounds nuw i8, ptr %71, i64 4
  store float %94, ptr %95, align 4, !tbaa !19
  %96 = fmul contract float %81, %58
  %97 = fmul contract float %82, %59
  %98 = fsub contract float %96, %97
  %99 = fmul contract float %82, %58
  %100 = fmul contract float %81, %59
  %101 = fadd contract float %99, %100
  %102 = tail call noundef float @llvm.fma.f32(float %60, float %89, float %98)
  %103 = tail call noundef float @llvm.fma.f32(float %62, float %90, float %102)
  %104 = tail call noundef float @llvm.fma.f32(float %60, float %90, float %101)
  %105 = tail call noundef float @llvm.fma.f32(float %61, float %89, float %104)
  store float %103, ptr %73, align 8, !tbaa !19
  %106 = getelementptr inbounds nuw i8, ptr %73, i64 4
  store float %105, ptr %106, align 4, !tbaa !19
  %107 = add i64 %65, %18
  %108 = lshr i64 %107, %13
  %109 = icmp eq i64 %108, 0
  br i1 %109, label %64, label %63, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @qsv_apply_controlled(ptr noalias noundef captures(none) %0, ptr noundef readonly byval(%struct.CtrlGate) align 8 captures(none) %1) local_unnamed_addr #2 {
  %3 = alloca [4 x i32], align 4
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %5 = load i32, ptr %4, align 4, !tbaa !21
  %6 = tail call noundef i32 @llvm.smax.i32(i32 %5, i32 1)
  %7 = tail call noundef i32 @llvm.smin.i32(i32 %6, i32 26)
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %9 = load i32, ptr %8, align 8, !tbaa !23
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %11 = load i32, ptr %10, align 4, !tbaa !24
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %21

13:                                               ; preds = %2
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %15 = load i32, ptr %14, align 8, !tbaa !6
  %16 = srem i32 %15, %7
  %17 = add nsw i32 %16, %7
  %18 = srem i32 %17, %7
  %19 = zext nneg i32 %18 to i64
  %20 = shl nuw i64 1, %19
  br label %21

21:                                               ; preds = %2, %13
  %22 = phi i64 [ %20, %13 ], [ 0, %2 ]
  %23 = icmp sgt i32 %11, 1
  br i1 %23, label %24, label %33

24:                                               ; preds = %21
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = srem i32 %26, %7
  %28 = add nsw i32 %27, %7
  %29 = srem i32 %28, %7
  %30 = zext nneg i32 %29 to i64
  %31 = shl nuw i64 1, %30
  %32 = or i64 %31, %22
  br label %33

33:                                               ; preds = %24, %21
  %34 = phi i64 [ %32, %24 ], [ %22, %21 ]
  %35 = icmp sgt i32 %11, 2
  br i1 %35, label %36, label %45

36:                                               ; preds = %33
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %38 = load i32, ptr %37, align 8, !tbaa !6
  %39 = srem i32 %38, %7
  %40 = add nsw i32 %39, %7
  %41 = srem i32 %40, %7
  %42 = zext nneg i32 %41 to i64
  %43 = shl nuw i64 1, %42
  %44 = or i64 %43, %34
  br label %45

45:                                               ; preds = %36, %33
  %46 = phi i64 [ %44, %36 ], [ %34, %33 ]
  %47 = srem i32 %9, %7
  %48 = add nsw i32 %47, %7
  %49 = srem i32 %48, %7
  %50 = zext nneg i32 %49 to i64
  %51 = shl nuw i64 1, %50
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #12
  %52 = or i64 %46, %51
  br label %53

53:                                               ; preds = %45, %53
  %54 = phi i32 [ 0, %45 ], [ %61, %53 ]
  %55 = phi i64 [ %52, %45 ], [ %65, %53 ]
  %56 = sub i64 0, %55
  %57 = and i64 %55, %56
  %58 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %57, i1 false)
  %59 = trunc nuw nsw i64 %58 to i32
  %60 = sub nsw i32 63, %59
  %61 = add nuw nsw i32 %54, 1
  %62 = zext nneg i32 %54 to i64
  %63 = getelementptr inbounds nuw i32, ptr %3, i64 %62
  store i32 %60, ptr %63, align 4, !tbaa !6
  %64 = add i64 %55, -1
  %65 = and i64 %64, %55
  %66 = icmp ne i64 %65, 0
  %67 = icmp samesign ult i32 %54, 3
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %53, label %69, !llvm.loop !25

69:                                               ; preds = %53
  %70 = xor i64 %51, -1
  %71 = and i64 %46, %70
  %72 = sub nsw i32 %7, %61
  %73 = zext nneg i32 %72 to i64
  %74 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %75 = zext nneg i32 %74 to i64
  %76 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %77 = zext nneg i32 %76 to i64
  %78 = mul nuw nsw i64 %75, %77
  %79 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %80 = zext nneg i32 %79 to i64
  %81 = add nuw nsw i64 %78, %80
  %82 = lshr i64 %81, %73
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %84, label %117

84:                                               ; preds = %69
  %85 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %88 = load i64, ptr %87, align 8
  %89 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %90 = load i64, ptr %89, align 8
  %91 = load i64, ptr %1, align 8
  %92 = trunc i64 %90 to i32
  %93 = lshr i64 %90, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = trunc i64 %91 to i32
  %96 = lshr i64 %91, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = bitcast i32 %95 to float
  %99 = bitcast i32 %97 to float
  %100 = bitcast i32 %92 to float
  %101 = bitcast i32 %94 to float
  %102 = fneg contract float %101
  %103 = trunc i64 %86 to i32
  %104 = lshr i64 %86, 32
  %105 = trunc nuw i64 %104 to i32
  %106 = trunc i64 %88 to i32
  %107 = lshr i64 %88, 32
  %108 = trunc nuw i64 %107 to i32
  %109 = bitcast i32 %106 to float
  %110 = bitcast i32 %108 to float
  %111 = bitcast i32 %103 to float
  %112 = bitcast i32 %105 to float
  %113 = fneg contract float %112
  %114 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %115 = zext nneg i32 %114 to i64
  %116 = mul nuw nsw i64 %115, %77
  br label %118

117:                                              ; preds = %118, %69
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #12
  ret void

118:                                              ; preds = %84, %118
  %119 = phi i64 [ %81, %84 ], [ %159, %118 ]
  %120 = call noundef i64 @_Z16insert_zero_bitsmPKii(i64 noundef %119, ptr noundef nonnull %3, i32 noundef %61) #12
  %121 = or i64 %120, %71
  %122 = or i64 %121, %51
  %123 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %121
  %124 = load i64, ptr %123, align 8
  %125 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %122
  %126 = load i64, ptr %125, align 8
  %127 = trunc i64 %126 to i32
  %128 = lshr i64 %126, 32
  %129 = trunc nuw i64 %128 to i32
  %130 = trunc i64 %124 to i32
  %131 = lshr i64 %124, 32
  %132 = trunc nuw i64 %131 to i32
  %133 = bitcast i32 %130 to float
  %134 = bitcast i32 %132 to float
  %135 = fmul contract float %98, %133
  %136 = fmul contract float %99, %134
  %137 = fsub contract float %135, %136
  %138 = fmul contract float %98, %134
  %139 = fmul contract float %99, %133
  %140 = fadd contract float %139, %138
  %141 = bitcast i32 %127 to float
  %142 = bitcast i32 %129 to float
  %143 = tail call noundef float @llvm.fma.f32(float %100, float %141, float %137)
  %144 = tail call noundef float @llvm.fma.f32(float %102, float %142, float %143)
  %145 = tail call noundef float @llvm.fma.f32(float %100, float %142, float %140)
  %146 = tail call noundef float @llvm.fma.f32(float %101, float %141, float %145)
  store float %144, ptr %123, align 8, !tbaa !19
  %147 = getelementptr inbounds nuw i8, ptr %123, i64 4
  store float %146, ptr %147, align 4, !tbaa !19
  %148 = fmul contract float %109, %133
  %149 = fmul contract float %110, %134
  %150 = fsub contract float %148, %149
  %151 = fmul contract float %109, %134
  %152 = fmul contract float %110, %133
  %153 = fadd contract float %152, %151
  %154 = tail call noundef float @llvm.fma.f32(float %111, float %141, float %150)
  %155 = tail call noundef float @llvm.fma.f32(float %113, float %142, float %154)
  %156 = tail call noundef float @llvm.fma.f32(float %111, float %142, float %153)
  %157 = tail call noundef float @llvm.fma.f32(float %112, float %141, float %156)
  store float %155, ptr %125, align 8, !tbaa !19
  %158 = getelementptr inbounds nuw i8, ptr %125, i64 4
  store float %157, ptr %158, align 4, !tbaa !19
  %159 = add i64 %119, %116
  %160 = lshr i64 %159, %73
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %118, label %117, !llvm.loop !26
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @qsv_fused_2q(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.smax.i32(i32 %1, i32 2)
  %6 = tail call i32 @llvm.smin.i32(i32 %5, i32 26)
  %7 = srem i32 %2, %6
  %8 = add nsw i32 %7, %6
  %9 = srem i32 %8, %6
  %10 = srem i32 %3, %6
  %11 = add nsw i32 %10, %6
  %12 = srem i32 %11, %6
  %13 = icmp eq i32 %12, %9
  br i1 %13, label %14, label %17

14:                                               ; preds = %4
  %15 = add nsw i32 %9, 1
  %16 = srem i32 %15, %6
  br label %17

17:                                               ; preds = %14, %4
  %18 = phi i32 [ %16, %14 ], [ %12, %4 ]
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = icmp eq i32 %19, 256
  br i1 %20, label %21, label %182

21:                                               ; preds = %17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = shl nuw nsw i32 %22, 2
  %24 = and i32 %23, 12
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %25
  %27 = load i64, ptr %26, align 8, !noalias !27
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %31 = load i64, ptr %30, align 8, !noalias !27
  %32 = zext nneg i32 %24 to i64
  %33 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %35 = load i64, ptr %34, align 8, !noalias !27
  %36 = zext nneg i32 %24 to i64
  %37 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 24
  %39 = load i64, ptr %38, align 8, !noalias !27
  %40 = add nsw i32 %6, -2
  %41 = zext nneg i32 %40 to i64
  %42 = shl nuw nsw i64 1, %41
  %43 = and i32 %22, 1020
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %45 = zext nneg i32 %44 to i64
  %46 = shl nuw nsw i64 %45, 6
  %47 = icmp samesign ult i64 %46, %42
  br i1 %47, label %48, label %182

48:                                               ; preds = %21
  %49 = tail call noundef i32 @llvm.smax.i32(i32 %9, i32 %18)
  %50 = tail call noundef i32 @llvm.smin.i32(i32 %9, i32 %18)
  %51 = lshr i32 %22, 2
  %52 = zext nneg i32 %51 to i64
  %53 = zext nneg i32 %22 to i64
  %54 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 4
  %56 = zext i32 %50 to i64
  %57 = shl nsw i64 -1, %56
  %58 = xor i64 %57, -1
  %59 = add nsw i32 %50, 1
  %60 = zext nneg i32 %59 to i64
  %61 = zext i32 %49 to i64
  %62 = shl nsw i64 -1, %61
  %63 = xor i64 %62, -1
  %64 = add nsw i32 %49, 1
  %65 = zext nneg i32 %64 to i64
  %66 = and i32 %22, 1
  %67 = icmp eq i32 %66, 0
  %68 = zext nneg i32 %9 to i64
  %69 = shl nuw i64 1, %68
  %70 = select i1 %67, i64 0, i64 %69
  %71 = and i32 %22, 2
  %72 = icmp eq i32 %71, 0
  %73 = zext nneg i32 %18 to i64
  %74 = shl nuw i64 1, %73
  %75 = select i1 %72, i64 0, i64 %74
  %76 = or i64 %75, %70
  %77 = zext nneg i32 %22 to i64
  %78 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %77
  %79 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %80 = zext nneg i32 %79 to i64
  %81 = shl nuw nsw i64 %80, 6
  %82 = lshr i64 %39, 32
  %83 = trunc nuw i64 %82 to i32
  %84 = bitcast i32 %83 to float
  %85 = or i32 %22, 3
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %86
  %88 = trunc i64 %39 to i32
  %89 = bitcast i32 %88 to float
  %90 = lshr i64 %35, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = bitcast i32 %91 to float
  %93 = zext nneg i32 %43 to i64
  %94 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 16
  %96 = trunc i64 %35 to i32
  %97 = bitcast i32 %96 to float
  %98 = lshr i64 %31, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = bitcast i32 %99 to float
  %101 = zext nneg i32 %43 to i64
  %102 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 8
  %104 = trunc i64 %31 to i32
  %105 = bitcast i32 %104 to float
  %106 = lshr i64 %27, 32
  %107 = trunc nuw i64 %106 to i32
  %108 = bitcast i32 %107 to float
  %109 = zext nneg i32 %43 to i64
  %110 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %109
  %111 = trunc i64 %27 to i32
  %112 = bitcast i32 %111 to float
  %113 = fneg contract float %84
  %114 = fneg contract float %92
  %115 = fneg contract float %100
  %116 = fneg contract float %108
  br label %117

117:                                              ; preds = %48, %179
  %118 = phi i64 [ %46, %48 ], [ %180, %179 ]
  %119 = add nuw nsw i64 %118, %52
  %120 = icmp samesign ult i64 %119, %42
  br i1 %120, label %121, label %133

121:                                              ; preds = %117
  %122 = and i64 %119, %58
  %123 = lshr i64 %119, %56
  %124 = shl i64 %123, %60
  %125 = or i64 %124, %122
  %126 = and i64 %125, %63
  %127 = lshr i64 %125, %61
  %128 = shl i64 %127, %65
  %129 = or i64 %76, %126
  %130 = or i64 %129, %128
  %131 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %130
  %132 = load i64, ptr %131, align 8, !alias.scope !27
  store i64 %132, ptr %78, align 8, !noalias !27
  br label %134

133:                                              ; preds = %117
  store float 0.000000e+00, ptr %54, align 8, !tbaa !19, !noalias !27
  store float 0.000000e+00, ptr %55, align 4, !tbaa !19, !noalias !27
  br label %134

134:                                              ; preds = %133, %121
  %135 = phi i64 [ %130, %121 ], [ 0, %133 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  br i1 %120, label %136, label %179

136:                                              ; preds = %134
  %137 = load i64, ptr %87, align 8, !noalias !27
  %138 = trunc i64 %137 to i32
  %139 = bitcast i32 %138 to float
  %140 = lshr i64 %137, 32
  %141 = trunc nuw i64 %140 to i32
  %142 = bitcast i32 %141 to float
  %143 = load i64, ptr %95, align 8, !noalias !27
  %144 = trunc i64 %143 to i32
  %145 = bitcast i32 %144 to float
  %146 = lshr i64 %143, 32
  %147 = trunc nuw i64 %146 to i32
  %148 = bitcast i32 %147 to float
  %149 = load i64, ptr %103, align 8, !noalias !27
  %150 = trunc i64 %149 to i32
  %151 = bitcast i32 %150 to float
  %152 = lshr i64 %149, 32
  %153 = trunc nuw i64 %152 to i32
  %154 = bitcast i32 %153 to float
  %155 = load i64, ptr %110, align 8, !noalias !27
  %156 = trunc i64 %155 to i32
  %157 = bitcast i32 %156 to float
  %158 = lshr i64 %155, 32
  %159 = trunc nuw i64 %158 to i32
  %160 = bitcast i32 %159 to float
  %161 = tail call noundef float @llvm.fma.f32(float %112, float %160, float 0.000000e+00)
  %162 = tail call noundef float @llvm.fma.f32(float %108, float %157, float %161)
  %163 = tail call noundef float @llvm.fma.f32(float %105, float %154, float %162)
  %164 = tail call noundef float @llvm.fma.f32(float %100, float %151, float %163)
  %165 = tail call noundef float @llvm.fma.f32(float %97, float %148, float %164)
  %166 = tail call noundef float @llvm.fma.f32(float %92, float %145, float %165)
  %167 = tail call noundef float @llvm.fma.f32(float %89, float %142, float %166)
  %168 = tail call noundef float @llvm.fma.f32(float %84, float %139, float %167)
  %169 = tail call noundef float @llvm.fma.f32(float %112, float %157, float 0.000000e+00)
  %170 = tail call noundef float @llvm.fma.f32(float %116, float %160, float %169)
  %171 = tail call noundef float @llvm.fma.f32(float %105, float %151, float %170)
  %172 = tail call noundef float @llvm.fma.f32(float %115, float %154, float %171)
  %173 = tail call noundef float @llvm.fma.f32(float %97, float %145, float %172)
  %174 = tail call noundef float @llvm.fma.f32(float %114, float %148, float %173)
  %175 = tail call noundef float @llvm.fma.f32(float %89, float %139, float %174)
  %176 = tail call noundef float @llvm.fma.f32(float %113, float %142, float %175)
  %177 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %135
  store float %176, ptr %177, align 8, !tbaa !19, !alias.scope !27
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 4
  store float %168, ptr %178, align 4, !tbaa !19, !alias.scope !27
  br label %179

179:                                              ; preds = %136, %134
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %180 = add nuw nsw i64 %118, %81
  %181 = icmp samesign ult i64 %180, %42
  br i1 %181, label %117, label %182, !llvm.loop !30

182:                                              ; preds = %179, %21, %17
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @qsv_measure_prob(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef captures(none) %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 1)
  %6 = tail call noundef i32 @llvm.smin.i32(i32 %5, i32 26)
  %7 = zext nneg i32 %6 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = lshr i64 %15, %7
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %18, label %46

18:                                               ; preds = %4
  %19 = srem i32 %2, %6
  %20 = add nsw i32 %19, %6
  %21 = srem i32 %20, %6
  %22 = zext nneg i32 %21 to i64
  %23 = shl nuw i64 1, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = mul nuw nsw i64 %25, %11
  br label %27

27:                                               ; preds = %18, %27
  %28 = phi double [ 0.000000e+00, %18 ], [ %42, %27 ]
  %29 = phi double [ 0.000000e+00, %18 ], [ %38, %27 ]
  %30 = phi i64 [ %15, %18 ], [ %43, %27 ]
  %31 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %30
  %32 = load float, ptr %31, align 8, !tbaa !19
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !19
  %35 = fmul contract float %34, %34
  %36 = tail call noundef float @llvm.fma.f32(float %32, float %32, float %35)
  %37 = fpext contract float %36 to double
  %38 = fadd contract double %29, %37
  %39 = and i64 %30, %23
  %40 = icmp eq i64 %39, 0
  %41 = fadd contract double %28, %37
  %42 = select i1 %40, double %28, double %41
  %43 = add i64 %30, %26
  %44 = lshr i64 %43, %7
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %27, label %46, !llvm.loop !31

46:                                               ; preds = %27, %4
  %47 = phi double [ 0.000000e+00, %4 ], [ %38, %27 ]
  %48 = phi double [ 0.000000e+00, %4 ], [ %42, %27 ]
  %49 = bitcast double %48 to i64
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 16, i32 31)
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 16, i32 31)
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = zext i32 %53 to i64
  %58 = or disjoint i64 %56, %57
  %59 = bitcast i64 %58 to double
  %60 = fadd contract double %48, %59
  %61 = bitcast double %47 to i64
  %62 = trunc i64 %61 to i32
  %63 = lshr i64 %61, 32
  %64 = trunc nuw i64 %63 to i32
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 16, i32 31)
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 16, i32 31)
  %67 = zext i32 %66 to i64
  %68 = shl nuw i64 %67, 32
  %69 = zext i32 %65 to i64
  %70 = or disjoint i64 %68, %69
  %71 = bitcast i64 %70 to double
  %72 = fadd contract double %47, %71
  %73 = bitcast double %60 to i64
  %74 = trunc i64 %73 to i32
  %75 = lshr i64 %73, 32
  %76 = trunc nuw i64 %75 to i32
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 8, i32 31)
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 8, i32 31)
  %79 = zext i32 %78 to i64
  %80 = shl nuw i64 %79, 32
  %81 = zext i32 %77 to i64
  %82 = or disjoint i64 %80, %81
  %83 = bitcast i64 %82 to double
  %84 = fadd contract double %60, %83
  %85 = bitcast double %72 to i64
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw i64 %87 to i32
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 8, i32 31)
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 8, i32 31)
  %91 = zext i32 %90 to i64
  %92 = shl nuw i64 %91, 32
  %93 = zext i32 %89 to i64
  %94 = or disjoint i64 %92, %93
  %95 = bitcast i64 %94 to double
  %96 = fadd contract double %72, %95
  %97 = bitcast double %84 to i64
  %98 = trunc i64 %97 to i32
  %99 = lshr i64 %97, 32
  %100 = trunc nuw i64 %99 to i32
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 4, i32 31)
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 4, i32 31)
  %103 = zext i32 %102 to i64
  %104 = shl nuw i64 %103, 32
  %105 = zext i32 %101 to i64
  %106 = or disjoint i64 %104, %105
  %107 = bitcast i64 %106 to double
  %108 = fadd contract double %84, %107
  %109 = bitcast double %96 to i64
  %110 = trunc i64 %109 to i32
  %111 = lshr i64 %109, 32
  %112 = trunc nuw i64 %111 to i32
  %113 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 4, i32 31)
  %114 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 4, i32 31)
  %115 = zext i32 %114 to i64
  %116 = shl nuw i64 %115, 32
  %117 = zext i32 %113 to i64
  %118 = or disjoint i64 %116, %117
  %119 = bitcast i64 %118 to double
  %120 = fadd contract double %96, %119
  %121 = bitcast double %108 to i64
  %122 = trunc i64 %121 to i32
  %123 = lshr i64 %121, 32
  %124 = trunc nuw i64 %123 to i32
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 2, i32 31)
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 2, i32 31)
  %127 = zext i32 %126 to i64
  %128 = shl nuw i64 %127, 32
  %129 = zext i32 %125 to i64
  %130 = or disjoint i64 %128, %129
  %131 = bitcast i64 %130 to double
  %132 = fadd contract double %108, %131
  %133 = bitcast double %120 to i64
  %134 = trunc i64 %133 to i32
  %135 = lshr i64 %133, 32
  %136 = trunc nuw i64 %135 to i32
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 2, i32 31)
  %138 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 2, i32 31)
  %139 = zext i32 %138 to i64
  %140 = shl nuw i64 %139, 32
  %141 = zext i32 %137 to i64
  %142 = or disjoint i64 %140, %141
  %143 = bitcast i64 %142 to double
  %144 = fadd contract double %120, %143
  %145 = bitcast double %132 to i64
  %146 = trunc i64 %145 to i32
  %147 = lshr i64 %145, 32
  %148 = trunc nuw i64 %147 to i32
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 1, i32 31)
  %150 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 1, i32 31)
  %151 = bitcast double %144 to i64
  %152 = trunc i64 %151 to i32
  %153 = lshr i64 %151, 32
  %154 = trunc nuw i64 %153 to i32
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 1, i32 31)
  %156 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 1, i32 31)
  %157 = and i32 %13, 31
  %158 = lshr i32 %13, 5
  %159 = add nuw nsw i32 %10, 31
  %160 = lshr i32 %159, 5
  %161 = icmp eq i32 %157, 0
  br i1 %161, label %162, label %178

162:                                              ; preds = %46
  %163 = zext i32 %156 to i64
  %164 = shl nuw i64 %163, 32
  %165 = zext i32 %155 to i64
  %166 = or disjoint i64 %164, %165
  %167 = bitcast i64 %166 to double
  %168 = fadd contract double %144, %167
  %169 = zext i32 %150 to i64
  %170 = shl nuw i64 %169, 32
  %171 = zext i32 %149 to i64
  %172 = or disjoint i64 %170, %171
  %173 = bitcast i64 %172 to double
  %174 = fadd contract double %132, %173
  %175 = zext nneg i32 %158 to i64
  %176 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE4s_p1 to ptr), i64 %175
  store double %174, ptr %176, align 8, !tbaa !32
  %177 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE5s_nrm to ptr), i64 %175
  store double %168, ptr %177, align 8, !tbaa !32
  br label %178

178:                                              ; preds = %162, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %179 = icmp eq i32 %158, 0
  br i1 %179, label %180, label %318

180:                                              ; preds = %178
  %181 = icmp samesign ult i32 %157, %160
  br i1 %181, label %182, label %186

182:                                              ; preds = %180
  %183 = zext nneg i32 %157 to i64
  %184 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE4s_p1 to ptr), i64 %183
  %185 = load double, ptr %184, align 8, !tbaa !32
  br label %186

186:                                              ; preds = %180, %182
  %187 = phi contract double [ %185, %182 ], [ 0.000000e+00, %180 ]
  br i1 %181, label %188, label %192

188:                                              ; preds = %186
  %189 = zext nneg i32 %157 to i64
  %190 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE5s_nrm to ptr), i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !32
  br label %192

192:                                              ; preds = %188, %186
  %193 = phi contract double [ %191, %188 ], [ 0.000000e+00, %186 ]
  %194 = bitcast double %187 to i64
  %195 = trunc i64 %194 to i32
  %196 = lshr i64 %194, 32
  %197 = trunc nuw i64 %196 to i32
  %198 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 16, i32 31)
  %199 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %197, i32 16, i32 31)
  %200 = zext i32 %199 to i64
  %201 = shl nuw i64 %200, 32
  %202 = zext i32 %198 to i64
  %203 = or disjoint i64 %201, %202
  %204 = bitcast i64 %203 to double
  %205 = fadd contract double %187, %204
  %206 = bitcast double %193 to i64
  %207 = trunc i64 %206 to i32
  %208 = lshr i64 %206, 32
  %209 = trunc nuw i64 %208 to i32
  %210 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 16, i32 31)
  %211 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %209, i32 16, i32 31)
  %212 = zext i32 %211 to i64
  %213 = shl nuw i64 %212, 32
  %214 = zext i32 %210 to i64
  %215 = or disjoint i64 %213, %214
  %216 = bitcast i64 %215 to double
  %217 = fadd contract double %193, %216
  %218 = bitcast double %205 to i64
  %219 = trunc i64 %218 to i32
  %220 = lshr i64 %218, 32
  %221 = trunc nuw i64 %220 to i32
  %222 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %219, i32 8, i32 31)
  %223 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %221, i32 8, i32 31)
  %224 = zext i32 %223 to i64
  %225 = shl nuw i64 %224, 32
  %226 = zext i32 %222 to i64
  %227 = or disjoint i64 %225, %226
  %228 = bitcast i64 %227 to double
  %229 = fadd contract double %205, %228
  %230 = bitcast double %217 to i64
  %231 = trunc i64 %230 to i32
  %232 = lshr i64 %230, 32
  %233 = trunc nuw i64 %232 to i32
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %231, i32 8, i32 31)
  %235 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %233, i32 8, i32 31)
  %236 = zext i32 %235 to i64
  %237 = shl nuw i64 %236, 32
  %238 = zext i32 %234 to i64
  %239 = or disjoint i64 %237, %238
  %240 = bitcast i64 %239 to double
  %241 = fadd contract double %217, %240
  %242 = bitcast double %229 to i64
  %243 = trunc i64 %242 to i32
  %244 = lshr i64 %242, 32
  %245 = trunc nuw i64 %244 to i32
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %243, i32 4, i32 31)
  %247 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %245, i32 4, i32 31)
  %248 = zext i32 %247 to i64
  %249 = shl nuw i64 %248, 32
  %250 = zext i32 %246 to i64
  %251 = or disjoint i64 %249, %250
  %252 = bitcast i64 %251 to double
  %253 = fadd contract double %229, %252
  %254 = bitcast double %241 to i64
  %255 = trunc i64 %254 to i32
  %256 = lshr i64 %254, 32
  %257 = trunc nuw i64 %256 to i32
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %255, i32 4, i32 31)
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %257, i32 4, i32 31)
  %260 = zext i32 %259 to i64
  %261 = shl nuw i64 %260, 32
  %262 = zext i32 %258 to i64
  %263 = or disjoint i64 %261, %262
  %264 = bitcast i64 %263 to double
  %265 = fadd contract double %241, %264
  %266 = bitcast double %253 to i64
  %267 = trunc i64 %266 to i32
  %268 = lshr i64 %266, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 2, i32 31)
  %271 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %269, i32 2, i32 31)
  %272 = zext i32 %271 to i64
  %273 = shl nuw i64 %272, 32
  %274 = zext i32 %270 to i64
  %275 = or disjoint i64 %273, %274
  %276 = bitcast i64 %275 to double
  %277 = fadd contract double %253, %276
  %278 = bitcast double %265 to i64
  %279 = trunc i64 %278 to i32
  %280 = lshr i64 %278, 32
  %281 = trunc nuw i64 %280 to i32
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %279, i32 2, i32 31)
  %283 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %281, i32 2, i32 31)
  %284 = zext i32 %283 to i64
  %285 = shl nuw i64 %284, 32
  %286 = zext i32 %282 to i64
  %287 = or disjoint i64 %285, %286
  %288 = bitcast i64 %287 to double
  %289 = fadd contract double %265, %288
  %290 = bitcast double %277 to i64
  %291 = trunc i64 %290 to i32
  %292 = lshr i64 %290, 32
  %293 = trunc nuw i64 %292 to i32
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %291, i32 1, i32 31)
  %295 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 1, i32 31)
  %296 = bitcast double %289 to i64
  %297 = trunc i64 %296 to i32
  %298 = lshr i64 %296, 32
  %299 = trunc nuw i64 %298 to i32
  %300 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %297, i32 1, i32 31)
  %301 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %299, i32 1, i32 31)
  br i1 %161, label %302, label %318

302:                                              ; preds = %192
  %303 = zext i32 %301 to i64
  %304 = shl nuw i64 %303, 32
  %305 = zext i32 %300 to i64
  %306 = or disjoint i64 %304, %305
  %307 = bitcast i64 %306 to double
  %308 = fadd contract double %289, %307
  %309 = zext i32 %295 to i64
  %310 = shl nuw i64 %309, 32
  %311 = zext i32 %294 to i64
  %312 = or disjoint i64 %310, %311
  %313 = bitcast i64 %312 to double
  %314 = fadd contract double %277, %313
  %315 = atomicrmw fadd ptr %3, double %314 seq_cst, align 8
  %316 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %317 = atomicrmw fadd ptr %316, double %308 seq_cst, align 8
  br label %318

318:                                              ; preds = %192, %302, %178
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @qsv_collapse(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, float noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 1)
  %7 = tail call noundef i32 @llvm.smin.i32(i32 %6, i32 26)
  %8 = srem i32 %2, %7
  %9 = add nsw i32 %8, %7
  %10 = srem i32 %9, %7
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !32
  %13 = fcmp contract ogt double %12, 1.000000e-30
  %14 = fcmp contract olt double %12, 1.000000e+30
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %21

16:                                               ; preds = %5
  %17 = load double, ptr %3, align 8, !tbaa !32
  %18 = fdiv contract double %17, %12
  %19 = tail call noundef double @llvm.maxnum.f64(double %18, double 0.000000e+00)
  %20 = tail call noundef double @llvm.minnum.f64(double %19, double 1.000000e+00)
  br label %21

21:                                               ; preds = %5, %16
  %22 = phi contract double [ %20, %16 ], [ 5.000000e-01, %5 ]
  %23 = fpext contract float %4 to double
  %24 = fcmp contract ogt double %22, %23
  %25 = fsub contract double 1.000000e+00, %22
  %26 = select contract i1 %24, double %22, double %25
  %27 = fcmp contract ogt double %26, 0x3D719799812DEA11
  br i1 %27, label %28, label %33

28:                                               ; preds = %21
  %29 = tail call noundef double @llvm.maxnum.f64(double %12, double 1.000000e-30)
  %30 = fmul contract double %29, %26
  %31 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %30)
  %32 = fptrunc contract double %31 to float
  br label %33

33:                                               ; preds = %21, %28
  %34 = phi contract float [ %32, %28 ], [ 0.000000e+00, %21 ]
  %35 = zext nneg i32 %7 to i64
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = zext nneg i32 %36 to i64
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = zext nneg i32 %38 to i64
  %40 = mul nuw nsw i64 %37, %39
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = zext nneg i32 %41 to i64
  %43 = add nuw nsw i64 %40, %42
  %44 = lshr i64 %43, %35
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %46, label %51

46:                                               ; preds = %33
  %47 = zext nneg i32 %10 to i64
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %49 = zext nneg i32 %48 to i64
  %50 = mul nuw nsw i64 %49, %39
  br label %52

51:                                               ; preds = %52, %33
  ret void

52:                                               ; preds = %46, %52
  %53 = phi i64 [ %43, %46 ], [ %64, %52 ]
  %54 = lshr i64 %53, %47
  %55 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %53
  %56 = load float, ptr %55, align 8, !tbaa !19
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 4
  %58 = load float, ptr %57, align 4, !tbaa !19
  %59 = trunc i64 %54 to i1
  %60 = xor i1 %24, %59
  %61 = select contract i1 %60, float 0.000000e+00, float %34
  %62 = fmul contract float %61, %56
  %63 = fmul contract float %61, %58
  store float %62, ptr %55, align 8, !tbaa !19
  store float %63, ptr %57, align 4, !tbaa !19
  %64 = add i64 %53, %50
  %65 = lshr i64 %64, %35
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %52, label %51, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.d(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nounwind }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !7, i64 36}
!15 = !{!"_ZTS6Gate1Q", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !7, i64 32, !7, i64 36}
!16 = !{!"_ZTS6float2", !17, i64 0, !17, i64 4}
!17 = !{!"float", !8, i64 0}
!18 = !{!15, !7, i64 32}
!19 = !{!17, !17, i64 0}
!20 = distinct !{!20, !12, !13}
!21 = !{!22, !7, i64 52}
!22 = !{!"_ZTS8CtrlGate", !8, i64 0, !7, i64 32, !7, i64 36, !8, i64 40, !7, i64 52}
!23 = !{!22, !7, i64 32}
!24 = !{!22, !7, i64 36}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_Z13fused_2q_bodyILi256EEvP6float2iii: argument 0"}
!29 = distinct !{!29, !"_Z13fused_2q_bodyILi256EEvP6float2iii"}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !8, i64 0}
!34 = distinct !{!34, !12, !13}
