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
  br i1 %4, label %5, label %35

5:                                                ; preds = %3
  %6 = and i32 %2, 3
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483644
  br label %37

10:                                               ; preds = %37
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %35, label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %92, %10 ]
  %14 = phi i64 [ %0, %5 ], [ %91, %10 ]
  %15 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ %32, %16 ], [ %13, %12 ]
  %18 = phi i64 [ %31, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %33, %16 ], [ 0, %12 ]
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds nuw i32, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = zext i32 %22 to i64
  %24 = shl nsw i64 -1, %23
  %25 = xor i64 %24, -1
  %26 = and i64 %18, %25
  %27 = lshr i64 %18, %23
  %28 = add nsw i32 %22, 1
  %29 = zext nneg i32 %28 to i64
  %30 = shl i64 %27, %29
  %31 = or i64 %30, %26
  %32 = add nuw nsw i32 %17, 1
  %33 = add i32 %19, 1
  %34 = icmp eq i32 %33, %6
  br i1 %34, label %35, label %16, !llvm.loop !11

35:                                               ; preds = %10, %16, %3
  %36 = phi i64 [ %0, %3 ], [ %91, %10 ], [ %31, %16 ]
  ret i64 %36

37:                                               ; preds = %37, %8
  %38 = phi i32 [ 0, %8 ], [ %92, %37 ]
  %39 = phi i64 [ %0, %8 ], [ %91, %37 ]
  %40 = phi i32 [ 0, %8 ], [ %93, %37 ]
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds nuw i32, ptr %1, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = zext i32 %43 to i64
  %45 = shl nsw i64 -1, %44
  %46 = xor i64 %45, -1
  %47 = and i64 %39, %46
  %48 = lshr i64 %39, %44
  %49 = add nsw i32 %43, 1
  %50 = zext nneg i32 %49 to i64
  %51 = shl i64 %48, %50
  %52 = or i64 %51, %47
  %53 = zext nneg i32 %38 to i64
  %54 = getelementptr inbounds nuw i32, ptr %1, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = zext i32 %56 to i64
  %58 = shl nsw i64 -1, %57
  %59 = xor i64 %58, -1
  %60 = and i64 %52, %59
  %61 = lshr i64 %52, %57
  %62 = add nsw i32 %56, 1
  %63 = zext nneg i32 %62 to i64
  %64 = shl i64 %61, %63
  %65 = or i64 %64, %60
  %66 = zext nneg i32 %38 to i64
  %67 = getelementptr inbounds nuw i32, ptr %1, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = zext i32 %69 to i64
  %71 = shl nsw i64 -1, %70
  %72 = xor i64 %71, -1
  %73 = and i64 %65, %72
  %74 = lshr i64 %65, %70
  %75 = add nsw i32 %69, 1
  %76 = zext nneg i32 %75 to i64
  %77 = shl i64 %74, %76
  %78 = or i64 %77, %73
  %79 = zext nneg i32 %38 to i64
  %80 = getelementptr inbounds nuw i32, ptr %1, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 12
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = zext i32 %82 to i64
  %84 = shl nsw i64 -1, %83
  %85 = xor i64 %84, -1
  %86 = and i64 %78, %85
  %87 = lshr i64 %78, %83
  %88 = add nsw i32 %82, 1
  %89 = zext nneg i32 %88 to i64
  %90 = shl i64 %87, %89
  %91 = or i64 %90, %86
  %92 = add nuw nsw i32 %38, 4
  %93 = add i32 %40, 4
  %94 = icmp eq i32 %93, %9
  br i1 %94, label %10, label %37, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @qsv_apply_1q(ptr noalias noundef captures(none) %0, ptr noundef readonly byval(%struct.Gate1Q) align 8 captures(none) %1) local_unnamed_addr #2 {
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %4 = load i32, ptr %3, align 4, !tbaa !15
  %5 = tail call noundef i32 @llvm.smax.i32(i32 %4, i32 1)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 26)
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %8 = load i32, ptr %7, align 8, !tbaa !19
  %9 = srem i32 %8, %6
  %10 = add nsw i32 %9, %6
  %11 = trunc nsw i32 %10 to i8
  %12 = trunc nuw nsw i32 %6 to i8
  %13 = srem i8 %11, %12
  %14 = sext i8 %13 to i32
  %15 = add nsw i32 %6, -1
  %16 = zext nneg i32 %15 to i64
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %18, %20
  %22 = zext i32 %14 to i64
  %23 = shl nuw i64 1, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = mul nuw nsw i64 %25, %20
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = add nuw nsw i64 %26, %28
  %30 = lshr i64 %29, %16
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %66

32:                                               ; preds = %2
  %33 = shl nsw i64 -1, %22
  %34 = xor i64 %33, -1
  %35 = add nsw i32 %14, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %38 = load i64, ptr %37, align 8
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = load i64, ptr %1, align 8
  %43 = trunc i64 %42 to i32
  %44 = lshr i64 %42, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = bitcast i32 %43 to float
  %47 = bitcast i32 %45 to float
  %48 = bitcast i32 %39 to float
  %49 = bitcast i32 %41 to float
  %50 = fneg contract float %49
  %51 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %52 = load i64, ptr %51, align 8
  %53 = trunc i64 %52 to i32
  %54 = lshr i64 %52, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %57 = load i64, ptr %56, align 8
  %58 = trunc i64 %57 to i32
  %59 = lshr i64 %57, 32
  %60 = trunc nuw i64 %59 to i32
  %61 = bitcast i32 %58 to float
  %62 = bitcast i32 %60 to float
  %63 = bitcast i32 %53 to float
  %64 = bitcast i32 %55 to float
  %65 = fneg contract float %64
  br label %67

66:                                               ; preds = %67, %2
  ret void

67:                                               ; preds = %32, %67
  %68 = phi i64 [ %29, %32 ], [ %110, %67 ]
  %69 = and i64 %68, %34
  %70 = lshr i64 %68, %22
  %71 = shl i64 %70, %36
  %72 = or i64 %71, %69
  %73 = or i64 %72, %23
  %74 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %72
  %75 = load i64, ptr %74, align 8
  %76 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %73
  %77 = load i64, ptr %76, align 8
  %78 = trunc i64 %77 to i32
  %79 = lshr i64 %77, 32
  %80 = trunc nuw i64 %79 to i32
  %81 = trunc i64 %75 to i32
  %82 = lshr i64 %75, 32
  %83 = trunc nuw i64 %82 to i32
  %84 = bitcast i32 %81 to float
  %85 = bitcast i32 %83 to float
  %86 = fmul contract float %84, %46
  %87 = fmul contract float %85, %47
  %88 = fsub contract float %86, %87
  %89 = fmul contract float %85, %46
  %90 = fmul contract float %84, %47
  %91 = fadd contract float %89, %90
  %92 = bitcast i32 %78 to float
  %93 = bitcast i32 %80 to float
  %94 = tail call noundef float @llvm.fma.f32(float %48, float %92, float %88)
  %95 = tail call noundef float @llvm.fma.f32(float %50, float %93, float %94)
  %96 = tail call noundef float @llvm.fma.f32(float %48, float %93, float %91)
  %97 = tail call noundef float @llvm.fma.f32(float %49, float %92, float %96)
  store float %95, ptr %74, align 8, !tbaa !20
  %98 = getelementptr inbounds nuw i8, ptr %74, i64 4
  store float %97, ptr %98, align 4, !tbaa !20
  %99 = fmul contract float %84, %61
  %100 = fmul contract float %85, %62
  %101 = fsub contract float %99, %100
  %102 = fmul contract float %85, %61
  %103 = fmul contract float %84, %62
  %104 = fadd contract float %102, %103
  %105 = tail call noundef float @llvm.fma.f32(float %63, float %92, float %101)
  %106 = tail call noundef float @llvm.fma.f32(float %65, float %93, float %105)
  %107 = tail call noundef float @llvm.fma.f32(float %63, float %93, float %104)
  %108 = tail call noundef float @llvm.fma.f32(float %64, float %92, float %107)
  store float %106, ptr %76, align 8, !tbaa !20
  %109 = getelementptr inbounds nuw i8, ptr %76, i64 4
  store float %108, ptr %109, align 4, !tbaa !20
  %110 = add i64 %68, %21
  %111 = lshr i64 %110, %16
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %67, label %66, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @qsv_apply_controlled(ptr noalias noundef captures(none) %0, ptr noundef readonly byval(%struct.CtrlGate) align 8 captures(none) %1) local_unnamed_addr #2 {
  %3 = alloca [4 x i32], align 4
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %5 = load i32, ptr %4, align 4, !tbaa !22
  %6 = tail call noundef i32 @llvm.smax.i32(i32 %5, i32 1)
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 26)
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %9 = load i32, ptr %8, align 8, !tbaa !24
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %11 = load i32, ptr %10, align 4, !tbaa !25
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %2
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %15 = load i32, ptr %14, align 8, !tbaa !6
  %16 = srem i32 %15, %7
  %17 = add nsw i32 %16, %7
  %18 = trunc i32 %17 to i8
  %19 = trunc nuw nsw i32 %7 to i8
  %20 = srem i8 %18, %19
  %21 = sext i8 %20 to i64
  %22 = and i64 %21, 4294967295
  %23 = shl nuw i64 1, %22
  br label %24

24:                                               ; preds = %2, %13
  %25 = phi i64 [ %23, %13 ], [ 0, %2 ]
  %26 = icmp sgt i32 %11, 1
  br i1 %26, label %27, label %39

27:                                               ; preds = %24
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = srem i32 %29, %7
  %31 = add nsw i32 %30, %7
  %32 = trunc i32 %31 to i8
  %33 = trunc nuw nsw i32 %7 to i8
  %34 = srem i8 %32, %33
  %35 = sext i8 %34 to i64
  %36 = and i64 %35, 4294967295
  %37 = shl nuw i64 1, %36
  %38 = or i64 %37, %25
  br label %39

39:                                               ; preds = %27, %24
  %40 = phi i64 [ %38, %27 ], [ %25, %24 ]
  %41 = icmp sgt i32 %11, 2
  br i1 %41, label %42, label %54

42:                                               ; preds = %39
  %43 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %44 = load i32, ptr %43, align 8, !tbaa !6
  %45 = srem i32 %44, %7
  %46 = add nsw i32 %45, %7
  %47 = trunc i32 %46 to i8
  %48 = trunc nuw nsw i32 %7 to i8
  %49 = srem i8 %47, %48
  %50 = sext i8 %49 to i64
  %51 = and i64 %50, 4294967295
  %52 = shl nuw i64 1, %51
  %53 = or i64 %52, %40
  br label %54

54:                                               ; preds = %42, %39
  %55 = phi i64 [ %53, %42 ], [ %40, %39 ]
  %56 = srem i32 %9, %7
  %57 = add nsw i32 %56, %7
  %58 = trunc nsw i32 %57 to i8
  %59 = trunc nuw nsw i32 %7 to i8
  %60 = srem i8 %58, %59
  %61 = sext i8 %60 to i64
  %62 = and i64 %61, 4294967295
  %63 = shl nuw i64 1, %62
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #13
  %64 = or i64 %55, %63
  br label %65

65:                                               ; preds = %54, %65
  %66 = phi i32 [ 0, %54 ], [ %73, %65 ]
  %67 = phi i64 [ %64, %54 ], [ %77, %65 ]
  %68 = sub i64 0, %67
  %69 = and i64 %67, %68
  %70 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %69, i1 false)
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = sub nsw i32 63, %71
  %73 = add nuw nsw i32 %66, 1
  %74 = zext nneg i32 %66 to i64
  %75 = getelementptr inbounds nuw i32, ptr %3, i64 %74
  store i32 %72, ptr %75, align 4, !tbaa !6
  %76 = add i64 %67, -1
  %77 = and i64 %76, %67
  %78 = icmp ne i64 %77, 0
  %79 = icmp samesign ult i32 %66, 3
  %80 = select i1 %78, i1 %79, i1 false
  br i1 %80, label %65, label %81, !llvm.loop !26

81:                                               ; preds = %65
  %82 = xor i64 %63, -1
  %83 = and i64 %55, %82
  %84 = sub nsw i32 %7, %73
  %85 = zext nneg i32 %84 to i64
  %86 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %87 = zext nneg i32 %86 to i64
  %88 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %89 = zext nneg i32 %88 to i64
  %90 = mul nuw nsw i64 %87, %89
  %91 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %92 = zext nneg i32 %91 to i64
  %93 = add nuw nsw i64 %90, %92
  %94 = lshr i64 %93, %85
  %95 = icmp eq i64 %94, 0
  br i1 %95, label %96, label %129

96:                                               ; preds = %81
  %97 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %98 = load i64, ptr %97, align 8
  %99 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %100 = load i64, ptr %99, align 8
  %101 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %102 = load i64, ptr %101, align 8
  %103 = load i64, ptr %1, align 8
  %104 = trunc i64 %102 to i32
  %105 = lshr i64 %102, 32
  %106 = trunc nuw i64 %105 to i32
  %107 = trunc i64 %103 to i32
  %108 = lshr i64 %103, 32
  %109 = trunc nuw i64 %108 to i32
  %110 = bitcast i32 %107 to float
  %111 = bitcast i32 %109 to float
  %112 = bitcast i32 %104 to float
  %113 = bitcast i32 %106 to float
  %114 = fneg contract float %113
  %115 = trunc i64 %98 to i32
  %116 = lshr i64 %98, 32
  %117 = trunc nuw i64 %116 to i32
  %118 = trunc i64 %100 to i32
  %119 = lshr i64 %100, 32
  %120 = trunc nuw i64 %119 to i32
  %121 = bitcast i32 %118 to float
  %122 = bitcast i32 %120 to float
  %123 = bitcast i32 %115 to float
  %124 = bitcast i32 %117 to float
  %125 = fneg contract float %124
  %126 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %127 = zext nneg i32 %126 to i64
  %128 = mul nuw nsw i64 %127, %89
  br label %130

129:                                              ; preds = %130, %81
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #13
  ret void

130:                                              ; preds = %96, %130
  %131 = phi i64 [ %93, %96 ], [ %171, %130 ]
  %132 = call noundef i64 @_Z16insert_zero_bitsmPKii(i64 noundef %131, ptr noundef nonnull %3, i32 noundef %73) #13
  %133 = or i64 %132, %83
  %134 = or i64 %133, %63
  %135 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %133
  %136 = load i64, ptr %135, align 8
  %137 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %134
  %138 = load i64, ptr %137, align 8
  %139 = trunc i64 %138 to i32
  %140 = lshr i64 %138, 32
  %141 = trunc nuw i64 %140 to i32
  %142 = trunc i64 %136 to i32
  %143 = lshr i64 %136, 32
  %144 = trunc nuw i64 %143 to i32
  %145 = bitcast i32 %142 to float
  %146 = bitcast i32 %144 to float
  %147 = fmul contract float %110, %145
  %148 = fmul contract float %111, %146
  %149 = fsub contract float %147, %148
  %150 = fmul contract float %110, %146
  %151 = fmul contract float %111, %145
  %152 = fadd contract float %151, %150
  %153 = bitcast i32 %139 to float
  %154 = bitcast i32 %141 to float
  %155 = tail call noundef float @llvm.fma.f32(float %112, float %153, float %149)
  %156 = tail call noundef float @llvm.fma.f32(float %114, float %154, float %155)
  %157 = tail call noundef float @llvm.fma.f32(float %112, float %154, float %152)
  %158 = tail call noundef float @llvm.fma.f32(float %113, float %153, float %157)
  store float %156, ptr %135, align 8, !tbaa !20
  %159 = getelementptr inbounds nuw i8, ptr %135, i64 4
  store float %158, ptr %159, align 4, !tbaa !20
  %160 = fmul contract float %121, %145
  %161 = fmul contract float %122, %146
  %162 = fsub contract float %160, %161
  %163 = fmul contract float %121, %146
  %164 = fmul contract float %122, %145
  %165 = fadd contract float %164, %163
  %166 = tail call noundef float @llvm.fma.f32(float %123, float %153, float %162)
  %167 = tail call noundef float @llvm.fma.f32(float %125, float %154, float %166)
  %168 = tail call noundef float @llvm.fma.f32(float %123, float %154, float %165)
  %169 = tail call noundef float @llvm.fma.f32(float %124, float %153, float %168)
  store float %167, ptr %137, align 8, !tbaa !20
  %170 = getelementptr inbounds nuw i8, ptr %137, i64 4
  store float %169, ptr %170, align 4, !tbaa !20
  %171 = add i64 %131, %128
  %172 = lshr i64 %171, %85
  %173 = icmp eq i64 %172, 0
  br i1 %173, label %130, label %129, !llvm.loop !27
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @qsv_fused_2q(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.smax.i32(i32 %1, i32 2)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 26)
  %7 = srem i32 %2, %6
  %8 = add nsw i32 %7, %6
  %9 = trunc nsw i32 %8 to i8
  %10 = trunc nuw nsw i32 %6 to i8
  %11 = srem i8 %9, %10
  %12 = sext i8 %11 to i32
  %13 = srem i32 %3, %6
  %14 = add nsw i32 %13, %6
  %15 = trunc nsw i32 %14 to i8
  %16 = srem i8 %15, %10
  %17 = icmp eq i8 %16, %11
  br i1 %17, label %18, label %21

18:                                               ; preds = %4
  %19 = add nsw i8 %11, 1
  %20 = srem i8 %19, %10
  br label %21

21:                                               ; preds = %18, %4
  %22 = phi i8 [ %20, %18 ], [ %16, %4 ]
  %23 = sext i8 %22 to i32
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = icmp eq i32 %24, 256
  br i1 %25, label %26, label %185

26:                                               ; preds = %21
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  %27 = add nsw i32 %6, -2
  %28 = zext nneg i32 %27 to i64
  %29 = shl nuw nsw i64 1, %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = zext nneg i32 %30 to i64
  %32 = shl nuw nsw i64 %31, 6
  %33 = icmp samesign ult i64 %32, %29
  br i1 %33, label %34, label %185

34:                                               ; preds = %26
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = and i32 %35, 1020
  %37 = shl nuw nsw i32 %35, 2
  %38 = and i32 %37, 12
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 24
  %42 = load i64, ptr %41, align 8, !noalias !28
  %43 = zext nneg i32 %38 to i64
  %44 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %43
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 16
  %46 = load i64, ptr %45, align 8, !noalias !28
  %47 = zext nneg i32 %38 to i64
  %48 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %50 = load i64, ptr %49, align 8, !noalias !28
  %51 = zext nneg i32 %38 to i64
  %52 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(4) @c_fused to ptr), i64 %51
  %53 = load i64, ptr %52, align 8, !noalias !28
  %54 = tail call noundef i32 @llvm.smax.i32(i32 %12, i32 %23)
  %55 = tail call noundef i32 @llvm.smin.i32(i32 %12, i32 %23)
  %56 = lshr i32 %35, 2
  %57 = zext nneg i32 %56 to i64
  %58 = zext nneg i32 %35 to i64
  %59 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 4
  %61 = zext i32 %55 to i64
  %62 = shl nsw i64 -1, %61
  %63 = xor i64 %62, -1
  %64 = add nsw i32 %55, 1
  %65 = zext nneg i32 %64 to i64
  %66 = zext i32 %54 to i64
  %67 = shl nsw i64 -1, %66
  %68 = xor i64 %67, -1
  %69 = add nsw i32 %54, 1
  %70 = zext nneg i32 %69 to i64
  %71 = and i32 %35, 1
  %72 = icmp eq i32 %71, 0
  %73 = zext nneg i32 %12 to i64
  %74 = shl nuw i64 1, %73
  %75 = select i1 %72, i64 0, i64 %74
  %76 = and i32 %35, 2
  %77 = icmp eq i32 %76, 0
  %78 = zext nneg i32 %23 to i64
  %79 = shl nuw i64 1, %78
  %80 = select i1 %77, i64 0, i64 %79
  %81 = or i64 %80, %75
  %82 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %83 = zext nneg i32 %82 to i64
  %84 = shl nuw nsw i64 %83, 6
  %85 = lshr i64 %42, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = bitcast i32 %86 to float
  %88 = or i32 %35, 3
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %89
  %91 = trunc i64 %42 to i32
  %92 = bitcast i32 %91 to float
  %93 = lshr i64 %46, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = bitcast i32 %94 to float
  %96 = zext nneg i32 %36 to i64
  %97 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %96
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 16
  %99 = trunc i64 %46 to i32
  %100 = bitcast i32 %99 to float
  %101 = lshr i64 %50, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = bitcast i32 %102 to float
  %104 = zext nneg i32 %36 to i64
  %105 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %104
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 8
  %107 = trunc i64 %50 to i32
  %108 = bitcast i32 %107 to float
  %109 = lshr i64 %53, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = bitcast i32 %110 to float
  %112 = zext nneg i32 %36 to i64
  %113 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ13fused_2q_bodyILi256EEvP6float2iiiE4tile to ptr), i64 %112
  %114 = trunc i64 %53 to i32
  %115 = bitcast i32 %114 to float
  %116 = fneg contract float %87
  %117 = fneg contract float %95
  %118 = fneg contract float %103
  %119 = fneg contract float %111
  br label %120

120:                                              ; preds = %34, %182
  %121 = phi i64 [ %32, %34 ], [ %183, %182 ]
  %122 = add nuw nsw i64 %121, %57
  %123 = icmp samesign ult i64 %122, %29
  br i1 %123, label %124, label %136

124:                                              ; preds = %120
  %125 = and i64 %122, %63
  %126 = lshr i64 %122, %61
  %127 = shl i64 %126, %65
  %128 = or i64 %127, %125
  %129 = and i64 %128, %68
  %130 = lshr i64 %128, %66
  %131 = shl i64 %130, %70
  %132 = or i64 %81, %129
  %133 = or i64 %132, %131
  %134 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %133
  %135 = load i64, ptr %134, align 8, !alias.scope !28
  store i64 %135, ptr %59, align 8, !noalias !28
  br label %137

136:                                              ; preds = %120
  store float 0.000000e+00, ptr %59, align 8, !tbaa !20, !noalias !28
  store float 0.000000e+00, ptr %60, align 4, !tbaa !20, !noalias !28
  br label %137

137:                                              ; preds = %136, %124
  %138 = phi i64 [ %133, %124 ], [ 0, %136 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  br i1 %123, label %139, label %182

139:                                              ; preds = %137
  %140 = load i64, ptr %90, align 8, !noalias !28
  %141 = trunc i64 %140 to i32
  %142 = bitcast i32 %141 to float
  %143 = lshr i64 %140, 32
  %144 = trunc nuw i64 %143 to i32
  %145 = bitcast i32 %144 to float
  %146 = load i64, ptr %98, align 8, !noalias !28
  %147 = trunc i64 %146 to i32
  %148 = bitcast i32 %147 to float
  %149 = lshr i64 %146, 32
  %150 = trunc nuw i64 %149 to i32
  %151 = bitcast i32 %150 to float
  %152 = load i64, ptr %106, align 8, !noalias !28
  %153 = trunc i64 %152 to i32
  %154 = bitcast i32 %153 to float
  %155 = lshr i64 %152, 32
  %156 = trunc nuw i64 %155 to i32
  %157 = bitcast i32 %156 to float
  %158 = load i64, ptr %113, align 8, !noalias !28
  %159 = trunc i64 %158 to i32
  %160 = bitcast i32 %159 to float
  %161 = lshr i64 %158, 32
  %162 = trunc nuw i64 %161 to i32
  %163 = bitcast i32 %162 to float
  %164 = tail call noundef float @llvm.fma.f32(float %115, float %163, float 0.000000e+00)
  %165 = tail call noundef float @llvm.fma.f32(float %111, float %160, float %164)
  %166 = tail call noundef float @llvm.fma.f32(float %108, float %157, float %165)
  %167 = tail call noundef float @llvm.fma.f32(float %103, float %154, float %166)
  %168 = tail call noundef float @llvm.fma.f32(float %100, float %151, float %167)
  %169 = tail call noundef float @llvm.fma.f32(float %95, float %148, float %168)
  %170 = tail call noundef float @llvm.fma.f32(float %92, float %145, float %169)
  %171 = tail call noundef float @llvm.fma.f32(float %87, float %142, float %170)
  %172 = tail call noundef float @llvm.fma.f32(float %115, float %160, float 0.000000e+00)
  %173 = tail call noundef float @llvm.fma.f32(float %119, float %163, float %172)
  %174 = tail call noundef float @llvm.fma.f32(float %108, float %154, float %173)
  %175 = tail call noundef float @llvm.fma.f32(float %118, float %157, float %174)
  %176 = tail call noundef float @llvm.fma.f32(float %100, float %148, float %175)
  %177 = tail call noundef float @llvm.fma.f32(float %117, float %151, float %176)
  %178 = tail call noundef float @llvm.fma.f32(float %92, float %142, float %177)
  %179 = tail call noundef float @llvm.fma.f32(float %116, float %145, float %178)
  %180 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %138
  %181 = getelementptr inbounds nuw i8, ptr %180, i64 4
  store float %179, ptr %180, align 8, !tbaa !20, !alias.scope !28
  store float %171, ptr %181, align 4, !tbaa !20, !alias.scope !28
  br label %182

182:                                              ; preds = %139, %137
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  %183 = add nuw nsw i64 %121, %84
  %184 = icmp samesign ult i64 %183, %29
  br i1 %184, label %120, label %185, !llvm.loop !31

185:                                              ; preds = %182, %26, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @qsv_measure_prob(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef captures(none) %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 1)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 26)
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
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = srem i32 %2, %6
  %20 = add nsw i32 %19, %6
  %21 = trunc nsw i32 %20 to i8
  %22 = trunc nuw nsw i32 %6 to i8
  %23 = srem i8 %21, %22
  %24 = sext i8 %23 to i64
  %25 = and i64 %24, 4294967295
  %26 = shl nuw i64 1, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = mul nuw nsw i64 %28, %11
  br label %146

30:                                               ; preds = %146, %4
  %31 = phi double [ 0.000000e+00, %4 ], [ %157, %146 ]
  %32 = phi double [ 0.000000e+00, %4 ], [ %161, %146 ]
  %33 = bitcast double %32 to i64
  %34 = trunc i64 %33 to i32
  %35 = lshr i64 %33, 32
  %36 = trunc nuw i64 %35 to i32
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 16, i32 31)
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 16, i32 31)
  %39 = zext i32 %38 to i64
  %40 = shl nuw i64 %39, 32
  %41 = zext i32 %37 to i64
  %42 = or disjoint i64 %40, %41
  %43 = bitcast i64 %42 to double
  %44 = fadd contract double %32, %43
  %45 = bitcast double %31 to i64
  %46 = trunc i64 %45 to i32
  %47 = lshr i64 %45, 32
  %48 = trunc nuw i64 %47 to i32
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 16, i32 31)
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 16, i32 31)
  %51 = zext i32 %50 to i64
  %52 = shl nuw i64 %51, 32
  %53 = zext i32 %49 to i64
  %54 = or disjoint i64 %52, %53
  %55 = bitcast i64 %54 to double
  %56 = fadd contract double %31, %55
  %57 = bitcast double %44 to i64
  %58 = trunc i64 %57 to i32
  %59 = lshr i64 %57, 32
  %60 = trunc nuw i64 %59 to i32
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 8, i32 31)
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 8, i32 31)
  %63 = zext i32 %62 to i64
  %64 = shl nuw i64 %63, 32
  %65 = zext i32 %61 to i64
  %66 = or disjoint i64 %64, %65
  %67 = bitcast i64 %66 to double
  %68 = fadd contract double %44, %67
  %69 = bitcast double %56 to i64
  %70 = trunc i64 %69 to i32
  %71 = lshr i64 %69, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 8, i32 31)
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 8, i32 31)
  %75 = zext i32 %74 to i64
  %76 = shl nuw i64 %75, 32
  %77 = zext i32 %73 to i64
  %78 = or disjoint i64 %76, %77
  %79 = bitcast i64 %78 to double
  %80 = fadd contract double %56, %79
  %81 = bitcast double %68 to i64
  %82 = trunc i64 %81 to i32
  %83 = lshr i64 %81, 32
  %84 = trunc nuw i64 %83 to i32
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 4, i32 31)
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 4, i32 31)
  %87 = zext i32 %86 to i64
  %88 = shl nuw i64 %87, 32
  %89 = zext i32 %85 to i64
  %90 = or disjoint i64 %88, %89
  %91 = bitcast i64 %90 to double
  %92 = fadd contract double %68, %91
  %93 = bitcast double %80 to i64
  %94 = trunc i64 %93 to i32
  %95 = lshr i64 %93, 32
  %96 = trunc nuw i64 %95 to i32
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 4, i32 31)
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 4, i32 31)
  %99 = zext i32 %98 to i64
  %100 = shl nuw i64 %99, 32
  %101 = zext i32 %97 to i64
  %102 = or disjoint i64 %100, %101
  %103 = bitcast i64 %102 to double
  %104 = fadd contract double %80, %103
  %105 = bitcast double %92 to i64
  %106 = trunc i64 %105 to i32
  %107 = lshr i64 %105, 32
  %108 = trunc nuw i64 %107 to i32
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 2, i32 31)
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 2, i32 31)
  %111 = zext i32 %110 to i64
  %112 = shl nuw i64 %111, 32
  %113 = zext i32 %109 to i64
  %114 = or disjoint i64 %112, %113
  %115 = bitcast i64 %114 to double
  %116 = fadd contract double %92, %115
  %117 = bitcast double %104 to i64
  %118 = trunc i64 %117 to i32
  %119 = lshr i64 %117, 32
  %120 = trunc nuw i64 %119 to i32
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 2, i32 31)
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 2, i32 31)
  %123 = zext i32 %122 to i64
  %124 = shl nuw i64 %123, 32
  %125 = zext i32 %121 to i64
  %126 = or disjoint i64 %124, %125
  %127 = bitcast i64 %126 to double
  %128 = fadd contract double %104, %127
  %129 = bitcast double %116 to i64
  %130 = trunc i64 %129 to i32
  %131 = lshr i64 %129, 32
  %132 = trunc nuw i64 %131 to i32
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 1, i32 31)
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 1, i32 31)
  %135 = bitcast double %128 to i64
  %136 = trunc i64 %135 to i32
  %137 = lshr i64 %135, 32
  %138 = trunc nuw i64 %137 to i32
  %139 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 1, i32 31)
  %140 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %138, i32 1, i32 31)
  %141 = and i32 %13, 31
  %142 = lshr i32 %13, 5
  %143 = add nuw nsw i32 %10, 31
  %144 = lshr i32 %143, 5
  %145 = icmp eq i32 %141, 0
  br i1 %145, label %165, label %181

146:                                              ; preds = %18, %146
  %147 = phi double [ 0.000000e+00, %18 ], [ %161, %146 ]
  %148 = phi double [ 0.000000e+00, %18 ], [ %157, %146 ]
  %149 = phi i64 [ %15, %18 ], [ %162, %146 ]
  %150 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %149
  %151 = load float, ptr %150, align 8, !tbaa !20
  %152 = getelementptr inbounds nuw i8, ptr %150, i64 4
  %153 = load float, ptr %152, align 4, !tbaa !20
  %154 = fmul contract float %153, %153
  %155 = tail call noundef float @llvm.fma.f32(float %151, float %151, float %154)
  %156 = fpext contract float %155 to double
  %157 = fadd contract double %148, %156
  %158 = and i64 %149, %26
  %159 = icmp eq i64 %158, 0
  %160 = fadd contract double %147, %156
  %161 = select i1 %159, double %147, double %160
  %162 = add i64 %149, %29
  %163 = lshr i64 %162, %7
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %146, label %30, !llvm.loop !32

165:                                              ; preds = %30
  %166 = zext i32 %140 to i64
  %167 = shl nuw i64 %166, 32
  %168 = zext i32 %139 to i64
  %169 = or disjoint i64 %167, %168
  %170 = bitcast i64 %169 to double
  %171 = fadd contract double %128, %170
  %172 = zext i32 %134 to i64
  %173 = shl nuw i64 %172, 32
  %174 = zext i32 %133 to i64
  %175 = or disjoint i64 %173, %174
  %176 = bitcast i64 %175 to double
  %177 = fadd contract double %116, %176
  %178 = zext nneg i32 %142 to i64
  %179 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE5s_nrm to ptr), i64 %178
  %180 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE4s_p1 to ptr), i64 %178
  store double %177, ptr %180, align 8, !tbaa !33
  store double %171, ptr %179, align 8, !tbaa !33
  br label %181

181:                                              ; preds = %165, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %182 = icmp eq i32 %142, 0
  br i1 %182, label %183, label %321

183:                                              ; preds = %181
  %184 = icmp samesign ult i32 %141, %144
  br i1 %184, label %185, label %189

185:                                              ; preds = %183
  %186 = zext nneg i32 %141 to i64
  %187 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE4s_p1 to ptr), i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !33
  br label %189

189:                                              ; preds = %183, %185
  %190 = phi contract double [ %188, %185 ], [ 0.000000e+00, %183 ]
  br i1 %184, label %191, label %195

191:                                              ; preds = %189
  %192 = zext nneg i32 %141 to i64
  %193 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16qsv_measure_probE5s_nrm to ptr), i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !33
  br label %195

195:                                              ; preds = %189, %191
  %196 = phi contract double [ %194, %191 ], [ 0.000000e+00, %189 ]
  %197 = bitcast double %190 to i64
  %198 = trunc i64 %197 to i32
  %199 = lshr i64 %197, 32
  %200 = trunc nuw i64 %199 to i32
  %201 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %198, i32 16, i32 31)
  %202 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 16, i32 31)
  %203 = zext i32 %202 to i64
  %204 = shl nuw i64 %203, 32
  %205 = zext i32 %201 to i64
  %206 = or disjoint i64 %204, %205
  %207 = bitcast i64 %206 to double
  %208 = fadd contract double %190, %207
  %209 = bitcast double %196 to i64
  %210 = trunc i64 %209 to i32
  %211 = lshr i64 %209, 32
  %212 = trunc nuw i64 %211 to i32
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %210, i32 16, i32 31)
  %214 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %212, i32 16, i32 31)
  %215 = zext i32 %214 to i64
  %216 = shl nuw i64 %215, 32
  %217 = zext i32 %213 to i64
  %218 = or disjoint i64 %216, %217
  %219 = bitcast i64 %218 to double
  %220 = fadd contract double %196, %219
  %221 = bitcast double %208 to i64
  %222 = trunc i64 %221 to i32
  %223 = lshr i64 %221, 32
  %224 = trunc nuw i64 %223 to i32
  %225 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %222, i32 8, i32 31)
  %226 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %224, i32 8, i32 31)
  %227 = zext i32 %226 to i64
  %228 = shl nuw i64 %227, 32
  %229 = zext i32 %225 to i64
  %230 = or disjoint i64 %228, %229
  %231 = bitcast i64 %230 to double
  %232 = fadd contract double %208, %231
  %233 = bitcast double %220 to i64
  %234 = trunc i64 %233 to i32
  %235 = lshr i64 %233, 32
  %236 = trunc nuw i64 %235 to i32
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %234, i32 8, i32 31)
  %238 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %236, i32 8, i32 31)
  %239 = zext i32 %238 to i64
  %240 = shl nuw i64 %239, 32
  %241 = zext i32 %237 to i64
  %242 = or disjoint i64 %240, %241
  %243 = bitcast i64 %242 to double
  %244 = fadd contract double %220, %243
  %245 = bitcast double %232 to i64
  %246 = trunc i64 %245 to i32
  %247 = lshr i64 %245, 32
  %248 = trunc nuw i64 %247 to i32
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %246, i32 4, i32 31)
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %248, i32 4, i32 31)
  %251 = zext i32 %250 to i64
  %252 = shl nuw i64 %251, 32
  %253 = zext i32 %249 to i64
  %254 = or disjoint i64 %252, %253
  %255 = bitcast i64 %254 to double
  %256 = fadd contract double %232, %255
  %257 = bitcast double %244 to i64
  %258 = trunc i64 %257 to i32
  %259 = lshr i64 %257, 32
  %260 = trunc nuw i64 %259 to i32
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 4, i32 31)
  %262 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %260, i32 4, i32 31)
  %263 = zext i32 %262 to i64
  %264 = shl nuw i64 %263, 32
  %265 = zext i32 %261 to i64
  %266 = or disjoint i64 %264, %265
  %267 = bitcast i64 %266 to double
  %268 = fadd contract double %244, %267
  %269 = bitcast double %256 to i64
  %270 = trunc i64 %269 to i32
  %271 = lshr i64 %269, 32
  %272 = trunc nuw i64 %271 to i32
  %273 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %270, i32 2, i32 31)
  %274 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %272, i32 2, i32 31)
  %275 = zext i32 %274 to i64
  %276 = shl nuw i64 %275, 32
  %277 = zext i32 %273 to i64
  %278 = or disjoint i64 %276, %277
  %279 = bitcast i64 %278 to double
  %280 = fadd contract double %256, %279
  %281 = bitcast double %268 to i64
  %282 = trunc i64 %281 to i32
  %283 = lshr i64 %281, 32
  %284 = trunc nuw i64 %283 to i32
  %285 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %282, i32 2, i32 31)
  %286 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %284, i32 2, i32 31)
  %287 = zext i32 %286 to i64
  %288 = shl nuw i64 %287, 32
  %289 = zext i32 %285 to i64
  %290 = or disjoint i64 %288, %289
  %291 = bitcast i64 %290 to double
  %292 = fadd contract double %268, %291
  %293 = bitcast double %280 to i64
  %294 = trunc i64 %293 to i32
  %295 = lshr i64 %293, 32
  %296 = trunc nuw i64 %295 to i32
  %297 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %294, i32 1, i32 31)
  %298 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %296, i32 1, i32 31)
  %299 = bitcast double %292 to i64
  %300 = trunc i64 %299 to i32
  %301 = lshr i64 %299, 32
  %302 = trunc nuw i64 %301 to i32
  %303 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %300, i32 1, i32 31)
  %304 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %302, i32 1, i32 31)
  br i1 %145, label %305, label %321

305:                                              ; preds = %195
  %306 = zext i32 %304 to i64
  %307 = shl nuw i64 %306, 32
  %308 = zext i32 %303 to i64
  %309 = or disjoint i64 %307, %308
  %310 = bitcast i64 %309 to double
  %311 = fadd contract double %292, %310
  %312 = zext i32 %298 to i64
  %313 = shl nuw i64 %312, 32
  %314 = zext i32 %297 to i64
  %315 = or disjoint i64 %313, %314
  %316 = bitcast i64 %315 to double
  %317 = fadd contract double %280, %316
  %318 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %319 = atomicrmw fadd ptr %3, double %317 seq_cst, align 8
  %320 = atomicrmw fadd ptr %318, double %311 seq_cst, align 8
  br label %321

321:                                              ; preds = %195, %305, %181
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @qsv_collapse(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, float noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 1)
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 26)
  %8 = srem i32 %2, %7
  %9 = add nsw i32 %8, %7
  %10 = trunc nsw i32 %9 to i8
  %11 = trunc nuw nsw i32 %7 to i8
  %12 = srem i8 %10, %11
  %13 = sext i8 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %15 = load double, ptr %14, align 8, !tbaa !33
  %16 = fcmp contract ogt double %15, 1.000000e-30
  %17 = fcmp contract olt double %15, 1.000000e+30
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %24

19:                                               ; preds = %5
  %20 = load double, ptr %3, align 8, !tbaa !33
  %21 = fdiv contract double %20, %15
  %22 = tail call noundef double @llvm.maxnum.f64(double %21, double 0.000000e+00)
  %23 = tail call noundef double @llvm.minnum.f64(double %22, double 1.000000e+00)
  br label %24

24:                                               ; preds = %5, %19
  %25 = phi contract double [ %23, %19 ], [ 5.000000e-01, %5 ]
  %26 = fpext contract float %4 to double
  %27 = fcmp contract ogt double %25, %26
  %28 = fsub contract double 1.000000e+00, %25
  %29 = select contract i1 %27, double %25, double %28
  %30 = fcmp contract ogt double %29, 0x3D719799812DEA11
  br i1 %30, label %31, label %36

31:                                               ; preds = %24
  %32 = tail call noundef double @llvm.maxnum.f64(double %15, double 1.000000e-30)
  %33 = fmul contract double %32, %29
  %34 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %33)
  %35 = fptrunc contract double %34 to float
  br label %36

36:                                               ; preds = %24, %31
  %37 = phi contract float [ %35, %31 ], [ 0.000000e+00, %24 ]
  %38 = zext nneg i32 %7 to i64
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = zext nneg i32 %39 to i64
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = zext nneg i32 %41 to i64
  %43 = mul nuw nsw i64 %40, %42
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %45 = zext nneg i32 %44 to i64
  %46 = add nuw nsw i64 %43, %45
  %47 = lshr i64 %46, %38
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %36
  %50 = and i64 %13, 4294967295
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %52 = zext nneg i32 %51 to i64
  %53 = mul nuw nsw i64 %52, %42
  br label %55

54:                                               ; preds = %55, %36
  ret void

55:                                               ; preds = %49, %55
  %56 = phi i64 [ %46, %49 ], [ %67, %55 ]
  %57 = lshr i64 %56, %50
  %58 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %56
  %59 = load float, ptr %58, align 8, !tbaa !20
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 4
  %61 = load float, ptr %60, align 4, !tbaa !20
  %62 = trunc i64 %57 to i1
  %63 = xor i1 %27, %62
  %64 = select contract i1 %63, float 0.000000e+00, float %37
  %65 = fmul contract float %64, %59
  %66 = fmul contract float %64, %61
  store float %65, ptr %58, align 8, !tbaa !20
  store float %66, ptr %60, align 4, !tbaa !20
  %67 = add i64 %56, %53
  %68 = lshr i64 %67, %38
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %55, label %54, !llvm.loop !35
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

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
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !7, i64 36}
!16 = !{!"_ZTS6Gate1Q", !17, i64 0, !17, i64 8, !17, i64 16, !17, i64 24, !7, i64 32, !7, i64 36}
!17 = !{!"_ZTS6float2", !18, i64 0, !18, i64 4}
!18 = !{!"float", !8, i64 0}
!19 = !{!16, !7, i64 32}
!20 = !{!18, !18, i64 0}
!21 = distinct !{!21, !14}
!22 = !{!23, !7, i64 52}
!23 = !{!"_ZTS8CtrlGate", !8, i64 0, !7, i64 32, !7, i64 36, !8, i64 40, !7, i64 52}
!24 = !{!23, !7, i64 32}
!25 = !{!23, !7, i64 36}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_Z13fused_2q_bodyILi256EEvP6float2iii: argument 0"}
!30 = distinct !{!30, !"_Z13fused_2q_bodyILi256EEvP6float2iii"}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !8, i64 0}
!35 = distinct !{!35, !14}
