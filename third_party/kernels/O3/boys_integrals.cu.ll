; ModuleID = 'src/boys_integrals.cu'
source_filename = "src/boys_integrals.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ShellView = type { i32, i32, i32, [3 x double] }
%struct.int4 = type { i32, i32, i32, i32 }
%struct.BasisDims = type { i32, i32, i32, i32 }
%struct.int2 = type { i32, i32 }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z9boys_evalidPd(i32 noundef %0, double noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %0, i32 0)
  %5 = tail call i32 @llvm.umin.i32(i32 %4, i32 14)
  %6 = tail call noundef double @llvm.maxnum.f64(double %1, double 0.000000e+00)
  %7 = tail call noundef double @llvm.minnum.f64(double %6, double 1.000000e+06)
  %8 = fneg contract double %7
  %9 = tail call double @llvm.fma.f64(double %8, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %10 = tail call i32 @llvm.nvvm.d2i.lo(double %9) #12
  %11 = tail call double @llvm.nvvm.add.rn.d(double %9, double 0xC338000000000000) #12
  %12 = tail call double @llvm.fma.f64(double %11, double 0xBFE62E42FEFA39EF, double %8)
  %13 = tail call double @llvm.fma.f64(double %11, double 0xBC7ABC9E3B39803F, double %12)
  %14 = tail call double @llvm.fma.f64(double %13, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %15 = tail call double @llvm.fma.f64(double %14, double %13, double 0x3EC71DEE62401315)
  %16 = tail call double @llvm.fma.f64(double %15, double %13, double 0x3EFA01997C89EB71)
  %17 = tail call double @llvm.fma.f64(double %16, double %13, double 0x3F2A01A014761F65)
  %18 = tail call double @llvm.fma.f64(double %17, double %13, double 0x3F56C16C1852B7AF)
  %19 = tail call double @llvm.fma.f64(double %18, double %13, double 0x3F81111111122322)
  %20 = tail call double @llvm.fma.f64(double %19, double %13, double 0x3FA55555555502A1)
  %21 = tail call double @llvm.fma.f64(double %20, double %13, double 0x3FC5555555555511)
  %22 = tail call double @llvm.fma.f64(double %21, double %13, double 0x3FE000000000000B)
  %23 = tail call double @llvm.fma.f64(double %22, double %13, double 1.000000e+00)
  %24 = tail call double @llvm.fma.f64(double %23, double %13, double 1.000000e+00)
  %25 = tail call i32 @llvm.nvvm.d2i.lo(double %24) #12
  %26 = tail call i32 @llvm.nvvm.d2i.hi(double %24) #12
  %27 = shl i32 %10, 20
  %28 = add i32 %26, %27
  %29 = tail call double @llvm.nvvm.lohi.i2d(i32 %25, i32 %28) #12
  %30 = tail call i32 @llvm.nvvm.d2i.hi(double %8) #12
  %31 = bitcast i32 %30 to float
  %32 = tail call float @llvm.nvvm.fabs.f32(float %31)
  %33 = fcmp olt float %32, 0x4010C46560000000
  br i1 %33, label %49, label %34

34:                                               ; preds = %3
  %35 = fcmp ogt double %7, 0.000000e+00
  %36 = fsub double 0x7FF0000000000000, %7
  %37 = select i1 %35, double 0.000000e+00, double %36
  %38 = fcmp olt float %32, 0x4010E90000000000
  br i1 %38, label %39, label %49

39:                                               ; preds = %34
  %40 = sdiv i32 %10, 2
  %41 = shl i32 %40, 20
  %42 = add i32 %26, %41
  %43 = tail call double @llvm.nvvm.lohi.i2d(i32 %25, i32 %42) #12
  %44 = sub nsw i32 %10, %40
  %45 = shl i32 %44, 20
  %46 = add nsw i32 %45, 1072693248
  %47 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %46) #12
  %48 = fmul double %47, %43
  br label %49

49:                                               ; preds = %3, %34, %39
  %50 = phi double [ %29, %3 ], [ %48, %39 ], [ %37, %34 ]
  %51 = fcmp contract olt double %7, 3.000000e+01
  br i1 %51, label %52, label %92

52:                                               ; preds = %49
  %53 = shl nuw nsw i32 %5, 1
  %54 = or disjoint i32 %53, 1
  %55 = uitofp nneg i32 %54 to double
  %56 = fdiv contract double 1.000000e+00, %55
  %57 = fmul contract double %7, 2.000000e+00
  br label %58

58:                                               ; preds = %58, %52
  %59 = phi i32 [ 1, %52 ], [ %71, %58 ]
  %60 = phi double [ %56, %52 ], [ %68, %58 ]
  %61 = phi double [ %56, %52 ], [ %67, %58 ]
  %62 = add nuw nsw i32 %59, %5
  %63 = shl nuw nsw i32 %62, 1
  %64 = or disjoint i32 %63, 1
  %65 = uitofp nneg i32 %64 to double
  %66 = fdiv contract double %57, %65
  %67 = fmul contract double %61, %66
  %68 = fadd contract double %60, %67
  %69 = fmul contract double %68, 1.000000e-17
  %70 = fcmp contract olt double %67, %69
  %71 = add nuw nsw i32 %59, 1
  %72 = icmp eq i32 %71, 256
  %73 = select i1 %70, i1 true, i1 %72
  br i1 %73, label %74, label %58, !llvm.loop !11

74:                                               ; preds = %58
  %75 = fmul contract double %50, %68
  %76 = zext nneg i32 %5 to i64
  %77 = getelementptr inbounds nuw double, ptr %2, i64 %76
  store double %75, ptr %77, align 8, !tbaa !13
  %78 = icmp slt i32 %0, 1
  br i1 %78, label %166, label %79

79:                                               ; preds = %74, %79
  %80 = phi double [ %88, %79 ], [ %75, %74 ]
  %81 = phi i32 [ %82, %79 ], [ %5, %74 ]
  %82 = add nsw i32 %81, -1
  %83 = fmul contract double %57, %80
  %84 = fadd contract double %50, %83
  %85 = shl nuw nsw i32 %82, 1
  %86 = or disjoint i32 %85, 1
  %87 = uitofp nneg i32 %86 to double
  %88 = fdiv contract double %84, %87
  %89 = zext nneg i32 %82 to i64
  %90 = getelementptr inbounds nuw double, ptr %2, i64 %89
  store double %88, ptr %90, align 8, !tbaa !13
  %91 = icmp sgt i32 %81, 1
  br i1 %91, label %79, label %166, !llvm.loop !15

92:                                               ; preds = %49
  %93 = fdiv contract double 0x400921FB54442D18, %7
  %94 = tail call noundef double @llvm.sqrt.f64(double %93)
  %95 = fmul contract double %94, 5.000000e-01
  store double %95, ptr %2, align 8, !tbaa !13
  %96 = icmp slt i32 %0, 1
  br i1 %96, label %166, label %97

97:                                               ; preds = %92
  %98 = fmul contract double %7, 2.000000e+00
  %99 = and i32 %5, 3
  %100 = icmp slt i32 %0, 4
  br i1 %100, label %147, label %101

101:                                              ; preds = %97
  %102 = and i32 %5, 12
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi double [ %95, %101 ], [ %139, %103 ]
  %105 = phi i32 [ 0, %101 ], [ %140, %103 ]
  %106 = phi i32 [ 0, %101 ], [ %143, %103 ]
  %107 = shl nuw nsw i32 %105, 1
  %108 = or disjoint i32 %107, 1
  %109 = uitofp nneg i32 %108 to double
  %110 = fmul contract double %104, %109
  %111 = fsub contract double %110, %50
  %112 = fdiv contract double %111, %98
  %113 = or disjoint i32 %105, 1
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw double, ptr %2, i64 %114
  store double %112, ptr %115, align 8, !tbaa !13
  %116 = shl nuw nsw i32 %113, 1
  %117 = or disjoint i32 %116, 1
  %118 = uitofp nneg i32 %117 to double
  %119 = fmul contract double %112, %118
  %120 = fsub contract double %119, %50
  %121 = fdiv contract double %120, %98
  %122 = or disjoint i32 %105, 2
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw double, ptr %2, i64 %123
  store double %121, ptr %124, align 8, !tbaa !13
  %125 = shl nuw nsw i32 %122, 1
  %126 = or disjoint i32 %125, 1
  %127 = uitofp nneg i32 %126 to double
  %128 = fmul contract double %121, %127
  %129 = fsub contract double %128, %50
  %130 = fdiv contract double %129, %98
  %131 = or disjoint i32 %105, 3
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw double, ptr %2, i64 %132
  store double %130, ptr %133, align 8, !tbaa !13
  %134 = shl nuw nsw i32 %131, 1
  %135 = or disjoint i32 %134, 1
  %136 = uitofp nneg i32 %135 to double
  %137 = fmul contract double %130, %136
  %138 = fsub contract double %137, %50
  %139 = fdiv contract double %138, %98
  %140 = add nuw nsw i32 %105, 4
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw double, ptr %2, i64 %141
  store double %139, ptr %142, align 8, !tbaa !13
  %143 = add i32 %106, 4
  %144 = icmp eq i32 %143, %102
  br i1 %144, label %145, label %103, !llvm.loop !16

145:                                              ; preds = %103
  %146 = icmp eq i32 %99, 0
  br i1 %146, label %166, label %147

147:                                              ; preds = %145, %97
  %148 = phi double [ %95, %97 ], [ %139, %145 ]
  %149 = phi i32 [ 0, %97 ], [ %140, %145 ]
  %150 = icmp ne i32 %99, 0
  tail call void @llvm.assume(i1 %150)
  br label %151

151:                                              ; preds = %151, %147
  %152 = phi double [ %148, %147 ], [ %160, %151 ]
  %153 = phi i32 [ %149, %147 ], [ %161, %151 ]
  %154 = phi i32 [ 0, %147 ], [ %164, %151 ]
  %155 = shl nuw nsw i32 %153, 1
  %156 = or disjoint i32 %155, 1
  %157 = uitofp nneg i32 %156 to double
  %158 = fmul contract double %152, %157
  %159 = fsub contract double %158, %50
  %160 = fdiv contract double %159, %98
  %161 = add nuw nsw i32 %153, 1
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw double, ptr %2, i64 %162
  store double %160, ptr %163, align 8, !tbaa !13
  %164 = add i32 %154, 1
  %165 = icmp eq i32 %164, %99
  br i1 %165, label %166, label %151, !llvm.loop !17

166:                                              ; preds = %145, %151, %79, %92, %74
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef double @_Z11boys_taylorPKdidid(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, double noundef %2, i32 noundef %3, double noundef %4) local_unnamed_addr #2 {
  %6 = alloca [15 x double], align 8
  %7 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %8 = tail call i32 @llvm.umin.i32(i32 %7, i32 8)
  %9 = tail call noundef double @llvm.maxnum.f64(double %4, double 0.000000e+00)
  %10 = icmp sgt i32 %1, 1
  %11 = fcmp contract ogt double %2, 0.000000e+00
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %5
  %14 = add nsw i32 %1, -1
  %15 = uitofp nneg i32 %14 to double
  %16 = fmul contract double %2, %15
  %17 = fcmp contract ult double %9, %16
  br i1 %17, label %22, label %18

18:                                               ; preds = %13, %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #12
  call void @_Z9boys_evalidPd(i32 noundef %8, double noundef %9, ptr noundef nonnull %6) #12
  %19 = zext nneg i32 %8 to i64
  %20 = getelementptr inbounds nuw double, ptr %6, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #12
  br label %81

22:                                               ; preds = %13
  %23 = fdiv contract double %9, %2
  %24 = fadd contract double %23, 5.000000e-01
  %25 = fptosi double %24 to i32
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 %14)
  %27 = sitofp i32 %26 to double
  %28 = fmul contract double %2, %27
  %29 = fsub contract double %28, %9
  %30 = zext nneg i32 %1 to i64
  %31 = sext i32 %26 to i64
  %32 = getelementptr double, ptr %0, i64 %31
  %33 = zext nneg i32 %8 to i64
  %34 = mul nuw nsw i64 %33, %30
  %35 = getelementptr double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !13
  %37 = fadd contract double %36, 0.000000e+00
  %38 = add nuw nsw i32 %8, 1
  %39 = zext nneg i32 %38 to i64
  %40 = mul nuw nsw i64 %39, %30
  %41 = getelementptr double, ptr %32, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !13
  %43 = fmul contract double %29, %42
  %44 = fadd contract double %37, %43
  %45 = fmul contract double %29, %29
  %46 = add nuw nsw i32 %8, 2
  %47 = zext nneg i32 %46 to i64
  %48 = mul nuw nsw i64 %47, %30
  %49 = getelementptr double, ptr %32, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !13
  %51 = fmul contract double %45, %50
  %52 = fmul contract double %51, 5.000000e-01
  %53 = fadd contract double %44, %52
  %54 = fmul contract double %29, %45
  %55 = add nuw nsw i32 %8, 3
  %56 = zext nneg i32 %55 to i64
  %57 = mul nuw nsw i64 %56, %30
  %58 = getelementptr double, ptr %32, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !13
  %60 = fmul contract double %54, %59
  %61 = fdiv contract double %60, 6.000000e+00
  %62 = fadd contract double %53, %61
  %63 = fmul contract double %29, %54
  %64 = add nuw nsw i32 %8, 4
  %65 = zext nneg i32 %64 to i64
  %66 = mul nuw nsw i64 %65, %30
  %67 = getelementptr double, ptr %32, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !13
  %69 = fmul contract double %63, %68
  %70 = fdiv contract double %69, 2.400000e+01
  %71 = fadd contract double %62, %70
  %72 = fmul contract double %29, %63
  %73 = add nuw nsw i32 %8, 5
  %74 = zext nneg i32 %73 to i64
  %75 = mul nuw nsw i64 %74, %30
  %76 = getelementptr double, ptr %32, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !13
  %78 = fmul contract double %72, %77
  %79 = fdiv contract double %78, 1.200000e+02
  %80 = fadd contract double %71, %79
  br label %81

81:                                               ; preds = %22, %18
  %82 = phi double [ %21, %18 ], [ %80, %22 ]
  ret double %82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local %struct.ShellView @_Z10load_shellRK8BasisSeti(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(48) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = load ptr, ptr %0, align 8, !tbaa !19
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct.int4, ptr %3, i64 %4
  %6 = load i32, ptr %5, align 16, !tbaa !6
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %12 = load i32, ptr %11, align 4, !tbaa !24
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %14 = load i32, ptr %13, align 8, !tbaa !25
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %2
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = srem i32 %18, %14
  %20 = add nsw i32 %19, %14
  %21 = srem i32 %20, %14
  %22 = mul nsw i32 %21, 3
  %23 = sext i32 %22 to i64
  br label %24

24:                                               ; preds = %2, %16
  %25 = phi i64 [ %23, %16 ], [ 0, %2 ]
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %27 = load ptr, ptr %26, align 8
  br i1 %15, label %28, label %31

28:                                               ; preds = %24
  %29 = getelementptr inbounds double, ptr %27, i64 %25
  %30 = load double, ptr %29, align 8, !tbaa !13
  br label %31

31:                                               ; preds = %24, %28
  %32 = phi contract double [ %30, %28 ], [ 0.000000e+00, %24 ]
  br i1 %15, label %33, label %37

33:                                               ; preds = %31
  %34 = getelementptr double, ptr %27, i64 %25
  %35 = getelementptr i8, ptr %34, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !13
  br label %37

37:                                               ; preds = %33, %31
  %38 = phi contract double [ %36, %33 ], [ 0.000000e+00, %31 ]
  br i1 %15, label %39, label %43

39:                                               ; preds = %37
  %40 = getelementptr double, ptr %27, i64 %25
  %41 = getelementptr i8, ptr %40, i64 16
  %42 = load double, ptr %41, align 8, !tbaa !13
  br label %43

43:                                               ; preds = %39, %37
  %44 = phi contract double [ %42, %39 ], [ 0.000000e+00, %37 ]
  %45 = icmp sgt i32 %10, 0
  %46 = zext i1 %45 to i32
  %47 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 6)
  %50 = tail call noundef i32 @llvm.smin.i32(i32 %49, i32 %12)
  %51 = sub nsw i32 %12, %50
  %52 = tail call noundef i32 @llvm.smin.i32(i32 %47, i32 %51)
  %53 = insertvalue %struct.ShellView poison, i32 %52, 0
  %54 = insertvalue %struct.ShellView %53, i32 %50, 1
  %55 = insertvalue %struct.ShellView %54, i32 %46, 2
  %56 = insertvalue %struct.ShellView %55, double %32, 3, 0
  %57 = insertvalue %struct.ShellView %56, double %38, 3, 1
  %58 = insertvalue %struct.ShellView %57, double %44, 3, 2
  ret %struct.ShellView %58
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @boys_table_build(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, double noundef %2) local_unnamed_addr #4 {
  %4 = alloca [15 x double], align 8
  %5 = add i32 %1, -2049
  %6 = icmp ult i32 %5, -2048
  %7 = fcmp contract ule double %2, 0.000000e+00
  %8 = or i1 %6, %7
  %9 = fcmp contract ogt double %2, 1.000000e+00
  %10 = or i1 %9, %8
  br i1 %10, label %99, label %11

11:                                               ; preds = %3
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %1
  br i1 %17, label %18, label %99

18:                                               ; preds = %11
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = mul i32 %19, %13
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %22 = zext nneg i32 %1 to i64
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %24 = shl nuw nsw i32 %1, 1
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %27 = mul nuw nsw i32 %1, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %30 = shl nuw nsw i32 %1, 2
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 40
  %33 = mul nuw nsw i32 %1, 5
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 48
  %36 = mul nuw nsw i32 %1, 6
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 56
  %39 = mul nuw nsw i32 %1, 7
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %42 = shl nuw nsw i32 %1, 3
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 72
  %45 = mul nuw nsw i32 %1, 9
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 80
  %48 = mul nuw nsw i32 %1, 10
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 88
  %51 = mul nuw nsw i32 %1, 11
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %54 = mul nuw nsw i32 %1, 12
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 104
  %57 = mul nuw nsw i32 %1, 13
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i8, ptr %4, i64 112
  %60 = mul nuw nsw i32 %1, 14
  %61 = zext nneg i32 %60 to i64
  br label %62

62:                                               ; preds = %18, %62
  %63 = phi i32 [ %16, %18 ], [ %97, %62 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #12
  %64 = sitofp i32 %63 to double
  %65 = fmul contract double %2, %64
  call void @_Z9boys_evalidPd(i32 noundef 14, double noundef %65, ptr noundef nonnull %4) #12
  %66 = sext i32 %63 to i64
  %67 = getelementptr double, ptr %0, i64 %66
  %68 = load double, ptr %4, align 8, !tbaa !13
  store double %68, ptr %67, align 8, !tbaa !13
  %69 = load double, ptr %21, align 8, !tbaa !13
  %70 = getelementptr double, ptr %67, i64 %22
  store double %69, ptr %70, align 8, !tbaa !13
  %71 = load double, ptr %23, align 8, !tbaa !13
  %72 = getelementptr double, ptr %67, i64 %25
  store double %71, ptr %72, align 8, !tbaa !13
  %73 = load double, ptr %26, align 8, !tbaa !13
  %74 = getelementptr double, ptr %67, i64 %28
  store double %73, ptr %74, align 8, !tbaa !13
  %75 = load double, ptr %29, align 8, !tbaa !13
  %76 = getelementptr double, ptr %67, i64 %31
  store double %75, ptr %76, align 8, !tbaa !13
  %77 = load double, ptr %32, align 8, !tbaa !13
  %78 = getelementptr double, ptr %67, i64 %34
  store double %77, ptr %78, align 8, !tbaa !13
  %79 = load double, ptr %35, align 8, !tbaa !13
  %80 = getelementptr double, ptr %67, i64 %37
  store double %79, ptr %80, align 8, !tbaa !13
  %81 = load double, ptr %38, align 8, !tbaa !13
  %82 = getelementptr double, ptr %67, i64 %40
  store double %81, ptr %82, align 8, !tbaa !13
  %83 = load double, ptr %41, align 8, !tbaa !13
  %84 = getelementptr double, ptr %67, i64 %43
  store double %83, ptr %84, align 8, !tbaa !13
  %85 = load double, ptr %44, align 8, !tbaa !13
  %86 = getelementptr double, ptr %67, i64 %46
  store double %85, ptr %86, align 8, !tbaa !13
  %87 = load double, ptr %47, align 8, !tbaa !13
  %88 = getelementptr double, ptr %67, i64 %49
  store double %87, ptr %88, align 8, !tbaa !13
  %89 = load double, ptr %50, align 8, !tbaa !13
  %90 = getelementptr double, ptr %67, i64 %52
  store double %89, ptr %90, align 8, !tbaa !13
  %91 = load double, ptr %53, align 8, !tbaa !13
  %92 = getelementptr double, ptr %67, i64 %55
  store double %91, ptr %92, align 8, !tbaa !13
  %93 = load double, ptr %56, align 8, !tbaa !13
  %94 = getelementptr double, ptr %67, i64 %58
  store double %93, ptr %94, align 8, !tbaa !13
  %95 = load double, ptr %59, align 8, !tbaa !13
  %96 = getelementptr double, ptr %67, i64 %61
  store double %95, ptr %96, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #12
  %97 = add i32 %63, %20
  %98 = icmp slt i32 %97, %1
  br i1 %98, label %62, label %99, !llvm.loop !26

99:                                               ; preds = %62, %11, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @overlap_kinetic_sp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.BasisDims) align 4 captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #5 {
  %10 = alloca [9 x double], align 8
  %11 = alloca [9 x double], align 8
  %12 = alloca [3 x [2 x [4 x double]]], align 8
  %13 = load i32, ptr %4, align 4, !tbaa !6
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call noundef i32 @llvm.smin.i32(i32 %13, i32 16384)
  %19 = tail call noundef i32 @llvm.smin.i32(i32 %15, i32 32768)
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %17, i32 0)
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 4096)
  %22 = icmp slt i32 %13, 1
  %23 = icmp slt i32 %15, 1
  %24 = select i1 %22, i1 true, i1 %23
  br i1 %24, label %678, label %25

25:                                               ; preds = %9
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  %31 = icmp slt i32 %30, %6
  br i1 %31, label %32, label %678

32:                                               ; preds = %25
  %33 = sext i32 %30 to i64
  %34 = getelementptr inbounds %struct.int2, ptr %5, i64 %33
  %35 = load i32, ptr %34, align 8, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = srem i32 %35, %18
  %39 = add nsw i32 %38, %18
  %40 = trunc i32 %39 to i16
  %41 = trunc nuw i32 %18 to i16
  %42 = srem i16 %40, %41
  %43 = sext i16 %42 to i64
  %44 = getelementptr inbounds %struct.int4, ptr %0, i64 %43
  %45 = load i32, ptr %44, align 16, !tbaa !6
  %46 = getelementptr inbounds nuw i8, ptr %44, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = getelementptr inbounds nuw i8, ptr %44, i64 8
  %49 = load i32, ptr %48, align 8, !tbaa !6
  %50 = icmp slt i32 %17, 1
  br i1 %50, label %61, label %51

51:                                               ; preds = %32
  %52 = getelementptr inbounds nuw i8, ptr %44, i64 12
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = srem i32 %53, %21
  %55 = add nsw i32 %54, %21
  %56 = trunc nsw i32 %55 to i16
  %57 = trunc nuw nsw i32 %21 to i16
  %58 = srem i16 %56, %57
  %59 = sext i16 %58 to i64
  %60 = mul nsw i64 %59, 3
  br label %61

61:                                               ; preds = %51, %32
  %62 = phi i64 [ %60, %51 ], [ 0, %32 ]
  br i1 %50, label %66, label %63

63:                                               ; preds = %61
  %64 = getelementptr inbounds double, ptr %3, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !13
  br label %66

66:                                               ; preds = %63, %61
  %67 = phi contract double [ %65, %63 ], [ 0.000000e+00, %61 ]
  br i1 %50, label %72, label %68

68:                                               ; preds = %66
  %69 = getelementptr double, ptr %3, i64 %62
  %70 = getelementptr i8, ptr %69, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !13
  br label %72

72:                                               ; preds = %68, %66
  %73 = phi contract double [ %71, %68 ], [ 0.000000e+00, %66 ]
  br i1 %50, label %78, label %74

74:                                               ; preds = %72
  %75 = getelementptr double, ptr %3, i64 %62
  %76 = getelementptr i8, ptr %75, i64 16
  %77 = load double, ptr %76, align 8, !tbaa !13
  br label %78

78:                                               ; preds = %72, %74
  %79 = phi contract double [ %77, %74 ], [ 0.000000e+00, %72 ]
  %80 = icmp sgt i32 %49, 0
  %81 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %45, i32 0)
  %82 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %47, i32 0)
  %83 = tail call i32 @llvm.umin.i32(i32 %82, i32 %19)
  %84 = tail call i32 @llvm.umin.i32(i32 %83, i32 6)
  %85 = sub nsw i32 %19, %84
  %86 = tail call noundef i32 @llvm.smin.i32(i32 %81, i32 %85)
  %87 = srem i32 %37, %18
  %88 = add nsw i32 %87, %18
  %89 = trunc i32 %88 to i16
  %90 = srem i16 %89, %41
  %91 = sext i16 %90 to i64
  %92 = getelementptr inbounds %struct.int4, ptr %0, i64 %91
  %93 = load i32, ptr %92, align 16, !tbaa !6
  %94 = getelementptr inbounds nuw i8, ptr %92, i64 4
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = getelementptr inbounds nuw i8, ptr %92, i64 8
  %97 = load i32, ptr %96, align 8, !tbaa !6
  br i1 %50, label %108, label %98

98:                                               ; preds = %78
  %99 = getelementptr inbounds nuw i8, ptr %92, i64 12
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = srem i32 %100, %21
  %102 = add nsw i32 %101, %21
  %103 = trunc nsw i32 %102 to i16
  %104 = trunc nuw nsw i32 %21 to i16
  %105 = srem i16 %103, %104
  %106 = sext i16 %105 to i64
  %107 = mul nsw i64 %106, 3
  br label %108

108:                                              ; preds = %98, %78
  %109 = phi i64 [ %107, %98 ], [ 0, %78 ]
  br i1 %50, label %113, label %110

110:                                              ; preds = %108
  %111 = getelementptr inbounds double, ptr %3, i64 %109
  %112 = load double, ptr %111, align 8, !tbaa !13
  br label %113

113:                                              ; preds = %110, %108
  %114 = phi contract double [ %112, %110 ], [ 0.000000e+00, %108 ]
  br i1 %50, label %119, label %115

115:                                              ; preds = %113
  %116 = getelementptr double, ptr %3, i64 %109
  %117 = getelementptr i8, ptr %116, i64 8
  %118 = load double, ptr %117, align 8, !tbaa !13
  br label %119

119:                                              ; preds = %115, %113
  %120 = phi contract double [ %118, %115 ], [ 0.000000e+00, %113 ]
  br i1 %50, label %125, label %121

121:                                              ; preds = %119
  %122 = getelementptr double, ptr %3, i64 %109
  %123 = getelementptr i8, ptr %122, i64 16
  %124 = load double, ptr %123, align 8, !tbaa !13
  br label %125

125:                                              ; preds = %119, %121
  %126 = phi contract double [ %124, %121 ], [ 0.000000e+00, %119 ]
  %127 = icmp sgt i32 %97, 0
  %128 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %93, i32 0)
  %129 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %95, i32 0)
  %130 = tail call i32 @llvm.umin.i32(i32 %129, i32 %19)
  %131 = tail call i32 @llvm.umin.i32(i32 %130, i32 6)
  %132 = sub nsw i32 %19, %131
  %133 = tail call noundef i32 @llvm.smin.i32(i32 %128, i32 %132)
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #12
  store double 0.000000e+00, ptr %10, align 8, !tbaa !13
  store double 0.000000e+00, ptr %11, align 8, !tbaa !13
  %134 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store double 0.000000e+00, ptr %134, align 8, !tbaa !13
  %135 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store double 0.000000e+00, ptr %135, align 8, !tbaa !13
  %136 = getelementptr inbounds nuw i8, ptr %10, i64 16
  store double 0.000000e+00, ptr %136, align 8, !tbaa !13
  %137 = getelementptr inbounds nuw i8, ptr %11, i64 16
  store double 0.000000e+00, ptr %137, align 8, !tbaa !13
  %138 = getelementptr inbounds nuw i8, ptr %10, i64 24
  store double 0.000000e+00, ptr %138, align 8, !tbaa !13
  %139 = getelementptr inbounds nuw i8, ptr %11, i64 24
  store double 0.000000e+00, ptr %139, align 8, !tbaa !13
  %140 = getelementptr inbounds nuw i8, ptr %10, i64 32
  store double 0.000000e+00, ptr %140, align 8, !tbaa !13
  %141 = getelementptr inbounds nuw i8, ptr %11, i64 32
  store double 0.000000e+00, ptr %141, align 8, !tbaa !13
  %142 = getelementptr inbounds nuw i8, ptr %10, i64 40
  store double 0.000000e+00, ptr %142, align 8, !tbaa !13
  %143 = getelementptr inbounds nuw i8, ptr %11, i64 40
  store double 0.000000e+00, ptr %143, align 8, !tbaa !13
  %144 = getelementptr inbounds nuw i8, ptr %10, i64 48
  store double 0.000000e+00, ptr %144, align 8, !tbaa !13
  %145 = getelementptr inbounds nuw i8, ptr %11, i64 48
  store double 0.000000e+00, ptr %145, align 8, !tbaa !13
  %146 = getelementptr inbounds nuw i8, ptr %10, i64 56
  store double 0.000000e+00, ptr %146, align 8, !tbaa !13
  %147 = getelementptr inbounds nuw i8, ptr %11, i64 56
  store double 0.000000e+00, ptr %147, align 8, !tbaa !13
  %148 = getelementptr inbounds nuw i8, ptr %10, i64 64
  store double 0.000000e+00, ptr %148, align 8, !tbaa !13
  %149 = getelementptr inbounds nuw i8, ptr %11, i64 64
  store double 0.000000e+00, ptr %149, align 8, !tbaa !13
  %150 = fsub contract double %67, %114
  %151 = fmul contract double %150, %150
  %152 = fsub contract double %73, %120
  %153 = fmul contract double %152, %152
  %154 = fadd contract double %151, %153
  %155 = fsub contract double %79, %126
  %156 = fmul contract double %155, %155
  %157 = fadd contract double %154, %156
  %158 = icmp eq i32 %83, 0
  br i1 %158, label %232, label %159

159:                                              ; preds = %125
  %160 = icmp eq i32 %130, 0
  %161 = tail call i32 @llvm.umax.i32(i32 %131, i32 1)
  %162 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %163 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %164 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %165 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %166 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %167 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %168 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %169 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %170 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %171 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %172 = getelementptr inbounds nuw i8, ptr %12, i64 88
  %173 = getelementptr inbounds nuw i8, ptr %12, i64 96
  %174 = getelementptr inbounds nuw i8, ptr %12, i64 104
  %175 = getelementptr inbounds nuw i8, ptr %12, i64 112
  %176 = getelementptr inbounds nuw i8, ptr %12, i64 120
  %177 = getelementptr inbounds nuw i8, ptr %12, i64 128
  %178 = getelementptr inbounds nuw i8, ptr %12, i64 136
  %179 = getelementptr inbounds nuw i8, ptr %12, i64 144
  %180 = getelementptr inbounds nuw i8, ptr %12, i64 152
  %181 = getelementptr inbounds nuw i8, ptr %12, i64 160
  %182 = getelementptr inbounds nuw i8, ptr %12, i64 168
  %183 = getelementptr inbounds nuw i8, ptr %12, i64 176
  %184 = getelementptr inbounds nuw i8, ptr %12, i64 184
  %185 = zext i1 %127 to i64
  %186 = select i1 %127, double 3.000000e+00, double 1.000000e+00
  %187 = select i1 %127, i64 3, i64 2
  %188 = select i1 %80, ptr %165, ptr %12
  %189 = getelementptr inbounds nuw double, ptr %188, i64 %185
  %190 = getelementptr inbounds nuw double, ptr %188, i64 %187
  %191 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %192 = getelementptr inbounds nuw i8, ptr %12, i64 144
  %193 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %194 = getelementptr inbounds nuw i8, ptr %12, i64 88
  %195 = getelementptr inbounds nuw i8, ptr %12, i64 144
  %196 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %197 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %198 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %199 = getelementptr inbounds nuw i8, ptr %12, i64 136
  %200 = getelementptr inbounds nuw i8, ptr %12, i64 152
  %201 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %202 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %203 = select i1 %127, i64 8, i64 0
  %204 = getelementptr inbounds nuw i8, ptr %12, i64 %203
  %205 = select i1 %127, i64 24, i64 16
  %206 = getelementptr inbounds nuw i8, ptr %12, i64 %205
  %207 = load double, ptr %10, align 8
  %208 = load double, ptr %11, align 8
  %209 = load double, ptr %196, align 8
  %210 = load double, ptr %197, align 8
  %211 = load double, ptr %201, align 8
  %212 = load double, ptr %202, align 8
  br label %278

213:                                              ; preds = %297
  store double %303, ptr %10, align 8
  store double %302, ptr %11, align 8
  store double %301, ptr %196, align 8
  store double %300, ptr %197, align 8
  store double %299, ptr %201, align 8
  store double %298, ptr %202, align 8
  %214 = load double, ptr %10, align 8, !tbaa !13
  %215 = load double, ptr %11, align 8, !tbaa !13
  %216 = load double, ptr %134, align 8, !tbaa !13
  %217 = load double, ptr %135, align 8, !tbaa !13
  %218 = load double, ptr %136, align 8, !tbaa !13
  %219 = load double, ptr %137, align 8, !tbaa !13
  %220 = load double, ptr %138, align 8, !tbaa !13
  %221 = load double, ptr %139, align 8, !tbaa !13
  %222 = load double, ptr %140, align 8, !tbaa !13
  %223 = load double, ptr %141, align 8, !tbaa !13
  %224 = load double, ptr %142, align 8, !tbaa !13
  %225 = load double, ptr %143, align 8, !tbaa !13
  %226 = load double, ptr %144, align 8, !tbaa !13
  %227 = load double, ptr %145, align 8, !tbaa !13
  %228 = load double, ptr %146, align 8, !tbaa !13
  %229 = load double, ptr %147, align 8, !tbaa !13
  %230 = load double, ptr %148, align 8, !tbaa !13
  %231 = load double, ptr %149, align 8, !tbaa !13
  br label %232

232:                                              ; preds = %213, %125
  %233 = phi double [ %231, %213 ], [ 0.000000e+00, %125 ]
  %234 = phi double [ %230, %213 ], [ 0.000000e+00, %125 ]
  %235 = phi double [ %229, %213 ], [ 0.000000e+00, %125 ]
  %236 = phi double [ %228, %213 ], [ 0.000000e+00, %125 ]
  %237 = phi double [ %227, %213 ], [ 0.000000e+00, %125 ]
  %238 = phi double [ %226, %213 ], [ 0.000000e+00, %125 ]
  %239 = phi double [ %225, %213 ], [ 0.000000e+00, %125 ]
  %240 = phi double [ %224, %213 ], [ 0.000000e+00, %125 ]
  %241 = phi double [ %223, %213 ], [ 0.000000e+00, %125 ]
  %242 = phi double [ %222, %213 ], [ 0.000000e+00, %125 ]
  %243 = phi double [ %221, %213 ], [ 0.000000e+00, %125 ]
  %244 = phi double [ %220, %213 ], [ 0.000000e+00, %125 ]
  %245 = phi double [ %219, %213 ], [ 0.000000e+00, %125 ]
  %246 = phi double [ %218, %213 ], [ 0.000000e+00, %125 ]
  %247 = phi double [ %217, %213 ], [ 0.000000e+00, %125 ]
  %248 = phi double [ %216, %213 ], [ 0.000000e+00, %125 ]
  %249 = phi double [ %215, %213 ], [ 0.000000e+00, %125 ]
  %250 = phi double [ %214, %213 ], [ 0.000000e+00, %125 ]
  %251 = mul nsw i64 %33, 9
  %252 = getelementptr inbounds nuw double, ptr %7, i64 %251
  store double %250, ptr %252, align 8, !tbaa !13
  %253 = getelementptr inbounds nuw double, ptr %8, i64 %251
  store double %249, ptr %253, align 8, !tbaa !13
  %254 = add nsw i64 %251, 1
  %255 = getelementptr inbounds nuw double, ptr %7, i64 %254
  store double %248, ptr %255, align 8, !tbaa !13
  %256 = getelementptr inbounds nuw double, ptr %8, i64 %254
  store double %247, ptr %256, align 8, !tbaa !13
  %257 = add nsw i64 %251, 2
  %258 = getelementptr inbounds nuw double, ptr %7, i64 %257
  store double %246, ptr %258, align 8, !tbaa !13
  %259 = getelementptr inbounds nuw double, ptr %8, i64 %257
  store double %245, ptr %259, align 8, !tbaa !13
  %260 = add nsw i64 %251, 3
  %261 = getelementptr inbounds nuw double, ptr %7, i64 %260
  store double %244, ptr %261, align 8, !tbaa !13
  %262 = getelementptr inbounds nuw double, ptr %8, i64 %260
  store double %243, ptr %262, align 8, !tbaa !13
  %263 = add nsw i64 %251, 4
  %264 = getelementptr inbounds nuw double, ptr %7, i64 %263
  store double %242, ptr %264, align 8, !tbaa !13
  %265 = getelementptr inbounds nuw double, ptr %8, i64 %263
  store double %241, ptr %265, align 8, !tbaa !13
  %266 = add nsw i64 %251, 5
  %267 = getelementptr inbounds nuw double, ptr %7, i64 %266
  store double %240, ptr %267, align 8, !tbaa !13
  %268 = getelementptr inbounds nuw double, ptr %8, i64 %266
  store double %239, ptr %268, align 8, !tbaa !13
  %269 = add nsw i64 %251, 6
  %270 = getelementptr inbounds nuw double, ptr %7, i64 %269
  store double %238, ptr %270, align 8, !tbaa !13
  %271 = getelementptr inbounds nuw double, ptr %8, i64 %269
  store double %237, ptr %271, align 8, !tbaa !13
  %272 = add nsw i64 %251, 7
  %273 = getelementptr inbounds nuw double, ptr %7, i64 %272
  store double %236, ptr %273, align 8, !tbaa !13
  %274 = getelementptr inbounds nuw double, ptr %8, i64 %272
  store double %235, ptr %274, align 8, !tbaa !13
  %275 = add nsw i64 %251, 8
  %276 = getelementptr inbounds nuw double, ptr %7, i64 %275
  store double %234, ptr %276, align 8, !tbaa !13
  %277 = getelementptr inbounds nuw double, ptr %8, i64 %275
  store double %233, ptr %277, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #12
  br label %678

278:                                              ; preds = %159, %297
  %279 = phi double [ %212, %159 ], [ %298, %297 ]
  %280 = phi double [ %211, %159 ], [ %299, %297 ]
  %281 = phi double [ %210, %159 ], [ %300, %297 ]
  %282 = phi double [ %209, %159 ], [ %301, %297 ]
  %283 = phi double [ %208, %159 ], [ %302, %297 ]
  %284 = phi double [ %207, %159 ], [ %303, %297 ]
  %285 = phi i32 [ 0, %159 ], [ %304, %297 ]
  %286 = add nsw i32 %285, %86
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds double, ptr %1, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !13
  %290 = tail call noundef double @llvm.maxnum.f64(double %289, double 0x3EB0C6F7A0B5ED8D)
  %291 = getelementptr inbounds double, ptr %2, i64 %287
  %292 = load double, ptr %291, align 8, !tbaa !13
  br i1 %160, label %297, label %293

293:                                              ; preds = %278
  %294 = fmul contract double %290, %67
  %295 = fmul contract double %290, %73
  %296 = fmul contract double %290, %79
  br label %306

297:                                              ; preds = %601, %278
  %298 = phi double [ %279, %278 ], [ %544, %601 ]
  %299 = phi double [ %280, %278 ], [ %545, %601 ]
  %300 = phi double [ %281, %278 ], [ %546, %601 ]
  %301 = phi double [ %282, %278 ], [ %547, %601 ]
  %302 = phi double [ %283, %278 ], [ %487, %601 ]
  %303 = phi double [ %284, %278 ], [ %477, %601 ]
  %304 = add nuw nsw i32 %285, 1
  %305 = icmp eq i32 %304, %84
  br i1 %305, label %213, label %278, !llvm.loop !27

306:                                              ; preds = %293, %601
  %307 = phi double [ %544, %601 ], [ %279, %293 ]
  %308 = phi double [ %545, %601 ], [ %280, %293 ]
  %309 = phi double [ %546, %601 ], [ %281, %293 ]
  %310 = phi double [ %547, %601 ], [ %282, %293 ]
  %311 = phi double [ %487, %601 ], [ %283, %293 ]
  %312 = phi double [ %477, %601 ], [ %284, %293 ]
  %313 = phi i32 [ %602, %601 ], [ 0, %293 ]
  %314 = add nsw i32 %313, %133
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds double, ptr %1, i64 %315
  %317 = load double, ptr %316, align 8, !tbaa !13
  %318 = tail call noundef double @llvm.maxnum.f64(double %317, double 0x3EB0C6F7A0B5ED8D)
  %319 = getelementptr inbounds double, ptr %2, i64 %315
  %320 = load double, ptr %319, align 8, !tbaa !13
  %321 = fadd contract double %290, %318
  %322 = fdiv contract double 5.000000e-01, %321
  %323 = fneg contract double %318
  %324 = fmul contract double %290, %323
  %325 = fdiv contract double %324, %321
  %326 = fmul contract double %157, %325
  %327 = tail call double @llvm.fma.f64(double %326, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %328 = tail call i32 @llvm.nvvm.d2i.lo(double %327) #12
  %329 = tail call double @llvm.nvvm.add.rn.d(double %327, double 0xC338000000000000) #12
  %330 = tail call double @llvm.fma.f64(double %329, double 0xBFE62E42FEFA39EF, double %326)
  %331 = tail call double @llvm.fma.f64(double %329, double 0xBC7ABC9E3B39803F, double %330)
  %332 = tail call double @llvm.fma.f64(double %331, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %333 = tail call double @llvm.fma.f64(double %332, double %331, double 0x3EC71DEE62401315)
  %334 = tail call double @llvm.fma.f64(double %333, double %331, double 0x3EFA01997C89EB71)
  %335 = tail call double @llvm.fma.f64(double %334, double %331, double 0x3F2A01A014761F65)
  %336 = tail call double @llvm.fma.f64(double %335, double %331, double 0x3F56C16C1852B7AF)
  %337 = tail call double @llvm.fma.f64(double %336, double %331, double 0x3F81111111122322)
  %338 = tail call double @llvm.fma.f64(double %337, double %331, double 0x3FA55555555502A1)
  %339 = tail call double @llvm.fma.f64(double %338, double %331, double 0x3FC5555555555511)
  %340 = tail call double @llvm.fma.f64(double %339, double %331, double 0x3FE000000000000B)
  %341 = tail call double @llvm.fma.f64(double %340, double %331, double 1.000000e+00)
  %342 = tail call double @llvm.fma.f64(double %341, double %331, double 1.000000e+00)
  %343 = tail call i32 @llvm.nvvm.d2i.lo(double %342) #12
  %344 = tail call i32 @llvm.nvvm.d2i.hi(double %342) #12
  %345 = shl i32 %328, 20
  %346 = add i32 %344, %345
  %347 = tail call double @llvm.nvvm.lohi.i2d(i32 %343, i32 %346) #12
  %348 = tail call i32 @llvm.nvvm.d2i.hi(double %326) #12
  %349 = bitcast i32 %348 to float
  %350 = tail call float @llvm.nvvm.fabs.f32(float %349)
  %351 = fcmp olt float %350, 0x4010C46560000000
  br i1 %351, label %367, label %352

352:                                              ; preds = %306
  %353 = fcmp olt double %326, 0.000000e+00
  %354 = fadd double %326, 0x7FF0000000000000
  %355 = select i1 %353, double 0.000000e+00, double %354
  %356 = fcmp olt float %350, 0x4010E90000000000
  br i1 %356, label %357, label %367

357:                                              ; preds = %352
  %358 = sdiv i32 %328, 2
  %359 = shl i32 %358, 20
  %360 = add i32 %344, %359
  %361 = tail call double @llvm.nvvm.lohi.i2d(i32 %343, i32 %360) #12
  %362 = sub nsw i32 %328, %358
  %363 = shl i32 %362, 20
  %364 = add nsw i32 %363, 1072693248
  %365 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %364) #12
  %366 = fmul double %365, %361
  br label %367

367:                                              ; preds = %306, %352, %357
  %368 = phi double [ %347, %306 ], [ %366, %357 ], [ %355, %352 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #12
  %369 = fdiv contract double 0x400921FB54442D18, %321
  %370 = tail call noundef double @llvm.sqrt.f64(double %369)
  %371 = fmul contract double %318, %114
  %372 = fadd contract double %294, %371
  %373 = fdiv contract double %372, %321
  %374 = fsub contract double %373, %114
  store double %370, ptr %12, align 8, !tbaa !13
  %375 = fmul contract double %374, %370
  %376 = fadd contract double %375, 0.000000e+00
  store double %376, ptr %162, align 8, !tbaa !13
  %377 = fmul contract double %374, %376
  %378 = fmul contract double %322, %370
  %379 = fadd contract double %377, %378
  store double %379, ptr %163, align 8, !tbaa !13
  %380 = fmul contract double %374, %379
  %381 = fmul contract double %322, 2.000000e+00
  %382 = fmul contract double %381, %376
  %383 = fadd contract double %380, %382
  store double %383, ptr %164, align 8, !tbaa !13
  %384 = fsub contract double %373, %67
  %385 = fmul contract double %384, %370
  %386 = fadd contract double %385, 0.000000e+00
  store double %386, ptr %165, align 8, !tbaa !13
  %387 = fmul contract double %384, %376
  %388 = fmul contract double %322, %370
  %389 = fadd contract double %387, %388
  store double %389, ptr %166, align 8, !tbaa !13
  %390 = fmul contract double %384, %379
  %391 = fmul contract double %322, 2.000000e+00
  %392 = fmul contract double %391, %376
  %393 = fadd contract double %390, %392
  store double %393, ptr %167, align 8, !tbaa !13
  %394 = fmul contract double %384, %383
  %395 = fmul contract double %322, 3.000000e+00
  %396 = fmul contract double %395, %379
  %397 = fadd contract double %394, %396
  store double %397, ptr %168, align 8, !tbaa !13
  %398 = fmul contract double %318, %120
  %399 = fadd contract double %295, %398
  %400 = fdiv contract double %399, %321
  %401 = fsub contract double %400, %120
  store double %370, ptr %169, align 8, !tbaa !13
  %402 = fmul contract double %401, %370
  %403 = fadd contract double %402, 0.000000e+00
  store double %403, ptr %170, align 8, !tbaa !13
  %404 = fmul contract double %401, %403
  %405 = fmul contract double %322, %370
  %406 = fadd contract double %404, %405
  store double %406, ptr %171, align 8, !tbaa !13
  %407 = fmul contract double %401, %406
  %408 = fmul contract double %322, 2.000000e+00
  %409 = fmul contract double %408, %403
  %410 = fadd contract double %407, %409
  store double %410, ptr %172, align 8, !tbaa !13
  %411 = fsub contract double %400, %73
  %412 = fmul contract double %411, %370
  %413 = fadd contract double %412, 0.000000e+00
  store double %413, ptr %173, align 8, !tbaa !13
  %414 = fmul contract double %411, %403
  %415 = fmul contract double %322, %370
  %416 = fadd contract double %414, %415
  store double %416, ptr %174, align 8, !tbaa !13
  %417 = fmul contract double %411, %406
  %418 = fmul contract double %322, 2.000000e+00
  %419 = fmul contract double %418, %403
  %420 = fadd contract double %417, %419
  store double %420, ptr %175, align 8, !tbaa !13
  %421 = fmul contract double %411, %410
  %422 = fmul contract double %322, 3.000000e+00
  %423 = fmul contract double %422, %406
  %424 = fadd contract double %421, %423
  store double %424, ptr %176, align 8, !tbaa !13
  %425 = fmul contract double %318, %126
  %426 = fadd contract double %296, %425
  %427 = fdiv contract double %426, %321
  %428 = fsub contract double %427, %126
  store double %370, ptr %177, align 8, !tbaa !13
  %429 = fmul contract double %428, %370
  %430 = fadd contract double %429, 0.000000e+00
  store double %430, ptr %178, align 8, !tbaa !13
  %431 = fmul contract double %428, %430
  %432 = fmul contract double %322, %370
  %433 = fadd contract double %431, %432
  store double %433, ptr %179, align 8, !tbaa !13
  %434 = fmul contract double %428, %433
  %435 = fmul contract double %322, 2.000000e+00
  %436 = fmul contract double %435, %430
  %437 = fadd contract double %434, %436
  store double %437, ptr %180, align 8, !tbaa !13
  %438 = fsub contract double %427, %79
  %439 = fmul contract double %438, %370
  %440 = fadd contract double %439, 0.000000e+00
  store double %440, ptr %181, align 8, !tbaa !13
  %441 = fmul contract double %438, %430
  %442 = fmul contract double %322, %370
  %443 = fadd contract double %441, %442
  store double %443, ptr %182, align 8, !tbaa !13
  %444 = fmul contract double %438, %433
  %445 = fmul contract double %322, 2.000000e+00
  %446 = fmul contract double %445, %430
  %447 = fadd contract double %444, %446
  store double %447, ptr %183, align 8, !tbaa !13
  %448 = fmul contract double %438, %437
  %449 = fmul contract double %322, 3.000000e+00
  %450 = fmul contract double %449, %433
  %451 = fadd contract double %448, %450
  store double %451, ptr %184, align 8, !tbaa !13
  %452 = fmul contract double %318, 2.000000e+00
  %453 = fmul contract double %318, %452
  %454 = fmul contract double %292, %320
  %455 = fmul contract double %454, %368
  %456 = fmul contract double %318, %186
  %457 = load double, ptr %167, align 8
  %458 = load double, ptr %163, align 8
  %459 = load double, ptr %189, align 8, !tbaa !13
  %460 = fmul contract double %456, %459
  %461 = load double, ptr %190, align 8, !tbaa !13
  %462 = fmul contract double %453, %461
  %463 = fsub contract double %460, %462
  %464 = load double, ptr %169, align 8, !tbaa !13
  %465 = fmul contract double %318, %464
  %466 = load double, ptr %191, align 8, !tbaa !13
  %467 = fmul contract double %453, %466
  %468 = fsub contract double %465, %467
  %469 = load double, ptr %177, align 8, !tbaa !13
  %470 = fmul contract double %318, %469
  %471 = load double, ptr %192, align 8, !tbaa !13
  %472 = fmul contract double %453, %471
  %473 = fsub contract double %470, %472
  %474 = fmul contract double %455, %459
  %475 = fmul contract double %474, %464
  %476 = fmul contract double %475, %469
  %477 = fadd contract double %312, %476
  %478 = fmul contract double %464, %463
  %479 = fmul contract double %469, %478
  %480 = fmul contract double %459, %468
  %481 = fmul contract double %469, %480
  %482 = fadd contract double %479, %481
  %483 = fmul contract double %459, %464
  %484 = fmul contract double %483, %473
  %485 = fadd contract double %484, %482
  %486 = fmul contract double %455, %485
  %487 = fadd contract double %311, %486
  br i1 %127, label %488, label %543

488:                                              ; preds = %367
  %489 = load double, ptr %188, align 8, !tbaa !13
  %490 = fmul contract double %455, %489
  %491 = fmul contract double %318, %489
  %492 = select i1 %80, double %457, double %458
  %493 = fmul contract double %453, %492
  %494 = fsub contract double %491, %493
  %495 = load double, ptr %193, align 8, !tbaa !13
  %496 = fmul contract double %318, 3.000000e+00
  %497 = fmul contract double %496, %495
  %498 = load double, ptr %194, align 8, !tbaa !13
  %499 = fmul contract double %453, %498
  %500 = fsub contract double %497, %499
  %501 = load double, ptr %177, align 8, !tbaa !13
  %502 = fmul contract double %318, %501
  %503 = load double, ptr %195, align 8, !tbaa !13
  %504 = fmul contract double %453, %503
  %505 = fsub contract double %502, %504
  %506 = fmul contract double %490, %495
  %507 = fmul contract double %506, %501
  %508 = fadd contract double %310, %507
  %509 = fmul contract double %495, %494
  %510 = fmul contract double %501, %509
  %511 = fmul contract double %489, %500
  %512 = fmul contract double %501, %511
  %513 = fadd contract double %510, %512
  %514 = fmul contract double %489, %495
  %515 = fmul contract double %514, %505
  %516 = fadd contract double %515, %513
  %517 = fmul contract double %455, %516
  %518 = fadd contract double %309, %517
  %519 = load double, ptr %169, align 8, !tbaa !13
  %520 = fmul contract double %318, %519
  %521 = load double, ptr %198, align 8, !tbaa !13
  %522 = fmul contract double %453, %521
  %523 = fsub contract double %520, %522
  %524 = load double, ptr %199, align 8, !tbaa !13
  %525 = fmul contract double %318, 3.000000e+00
  %526 = fmul contract double %525, %524
  %527 = load double, ptr %200, align 8, !tbaa !13
  %528 = fmul contract double %453, %527
  %529 = fsub contract double %526, %528
  %530 = fmul contract double %490, %519
  %531 = fmul contract double %530, %524
  %532 = fadd contract double %308, %531
  %533 = fmul contract double %519, %494
  %534 = fmul contract double %524, %533
  %535 = fmul contract double %489, %523
  %536 = fmul contract double %524, %535
  %537 = fadd contract double %534, %536
  %538 = fmul contract double %489, %519
  %539 = fmul contract double %538, %529
  %540 = fadd contract double %539, %537
  %541 = fmul contract double %455, %540
  %542 = fadd contract double %307, %541
  br label %543

543:                                              ; preds = %488, %367
  %544 = phi double [ %542, %488 ], [ %307, %367 ]
  %545 = phi double [ %532, %488 ], [ %308, %367 ]
  %546 = phi double [ %518, %488 ], [ %309, %367 ]
  %547 = phi double [ %508, %488 ], [ %310, %367 ]
  br i1 %80, label %548, label %601

548:                                              ; preds = %543
  %549 = load double, ptr %204, align 8, !tbaa !13
  %550 = fmul contract double %456, %549
  %551 = load double, ptr %206, align 8, !tbaa !13
  %552 = fmul contract double %453, %551
  %553 = fsub contract double %550, %552
  %554 = fmul contract double %455, %549
  %555 = load double, ptr %12, align 8
  %556 = fmul contract double %455, %555
  %557 = fmul contract double %318, %555
  %558 = fmul contract double %453, %458
  %559 = fsub contract double %557, %558
  %560 = fmul contract double %318, 3.000000e+00
  %561 = fmul contract double %318, 3.000000e+00
  br label %562

562:                                              ; preds = %548, %604
  %563 = phi i32 [ 1, %548 ], [ %605, %604 ]
  %564 = mul nuw nsw i32 %563, 3
  %565 = icmp eq i32 %563, 1
  %566 = select i1 %565, ptr %173, ptr %169
  %567 = load double, ptr %566, align 8, !tbaa !13
  %568 = fmul contract double %318, %567
  %569 = select i1 %565, i64 112, i64 80
  %570 = getelementptr inbounds nuw i8, ptr %12, i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !13
  %572 = fmul contract double %453, %571
  %573 = fsub contract double %568, %572
  %574 = icmp eq i32 %563, 2
  %575 = select i1 %574, ptr %181, ptr %177
  %576 = load double, ptr %575, align 8, !tbaa !13
  %577 = fmul contract double %318, %576
  %578 = select i1 %574, i64 176, i64 144
  %579 = getelementptr inbounds nuw i8, ptr %12, i64 %578
  %580 = load double, ptr %579, align 8, !tbaa !13
  %581 = fmul contract double %453, %580
  %582 = fsub contract double %577, %581
  %583 = fmul contract double %554, %567
  %584 = fmul contract double %583, %576
  %585 = zext nneg i32 %564 to i64
  %586 = getelementptr inbounds nuw double, ptr %10, i64 %585
  %587 = load double, ptr %586, align 8, !tbaa !13
  %588 = fadd contract double %587, %584
  store double %588, ptr %586, align 8, !tbaa !13
  %589 = fmul contract double %567, %553
  %590 = fmul contract double %576, %589
  %591 = fmul contract double %549, %573
  %592 = fmul contract double %576, %591
  %593 = fadd contract double %590, %592
  %594 = fmul contract double %549, %567
  %595 = fmul contract double %594, %582
  %596 = fadd contract double %595, %593
  %597 = fmul contract double %455, %596
  %598 = getelementptr inbounds nuw double, ptr %11, i64 %585
  %599 = load double, ptr %598, align 8, !tbaa !13
  %600 = fadd contract double %599, %597
  store double %600, ptr %598, align 8, !tbaa !13
  br i1 %127, label %607, label %604

601:                                              ; preds = %604, %543
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #12
  %602 = add nuw nsw i32 %313, 1
  %603 = icmp eq i32 %602, %161
  br i1 %603, label %297, label %306, !llvm.loop !28

604:                                              ; preds = %607, %562
  %605 = add nuw nsw i32 %563, 1
  %606 = icmp samesign ult i32 %563, 2
  br i1 %606, label %562, label %601, !llvm.loop !29

607:                                              ; preds = %562
  %608 = select i1 %565, i64 104, i64 72
  %609 = getelementptr inbounds nuw i8, ptr %12, i64 %608
  %610 = load double, ptr %609, align 8, !tbaa !13
  %611 = fmul contract double %560, %610
  %612 = select i1 %565, i64 120, i64 88
  %613 = getelementptr inbounds nuw i8, ptr %12, i64 %612
  %614 = load double, ptr %613, align 8, !tbaa !13
  %615 = fmul contract double %453, %614
  %616 = fsub contract double %611, %615
  %617 = load double, ptr %575, align 8, !tbaa !13
  %618 = fmul contract double %318, %617
  %619 = select i1 %574, i64 176, i64 144
  %620 = getelementptr inbounds nuw i8, ptr %12, i64 %619
  %621 = load double, ptr %620, align 8, !tbaa !13
  %622 = fmul contract double %453, %621
  %623 = fsub contract double %618, %622
  %624 = fmul contract double %556, %610
  %625 = fmul contract double %624, %617
  %626 = add nuw nsw i32 %564, 1
  %627 = zext nneg i32 %626 to i64
  %628 = getelementptr inbounds nuw double, ptr %10, i64 %627
  %629 = load double, ptr %628, align 8, !tbaa !13
  %630 = fadd contract double %629, %625
  store double %630, ptr %628, align 8, !tbaa !13
  %631 = fmul contract double %610, %559
  %632 = fmul contract double %617, %631
  %633 = fmul contract double %555, %616
  %634 = fmul contract double %617, %633
  %635 = fadd contract double %632, %634
  %636 = fmul contract double %555, %610
  %637 = fmul contract double %636, %623
  %638 = fadd contract double %637, %635
  %639 = fmul contract double %455, %638
  %640 = getelementptr inbounds nuw double, ptr %11, i64 %627
  %641 = load double, ptr %640, align 8, !tbaa !13
  %642 = fadd contract double %641, %639
  store double %642, ptr %640, align 8, !tbaa !13
  %643 = load double, ptr %566, align 8, !tbaa !13
  %644 = fmul contract double %318, %643
  %645 = select i1 %565, i64 112, i64 80
  %646 = getelementptr inbounds nuw i8, ptr %12, i64 %645
  %647 = load double, ptr %646, align 8, !tbaa !13
  %648 = fmul contract double %453, %647
  %649 = fsub contract double %644, %648
  %650 = select i1 %574, i64 168, i64 136
  %651 = getelementptr inbounds nuw i8, ptr %12, i64 %650
  %652 = load double, ptr %651, align 8, !tbaa !13
  %653 = fmul contract double %561, %652
  %654 = select i1 %574, i64 184, i64 152
  %655 = getelementptr inbounds nuw i8, ptr %12, i64 %654
  %656 = load double, ptr %655, align 8, !tbaa !13
  %657 = fmul contract double %453, %656
  %658 = fsub contract double %653, %657
  %659 = fmul contract double %556, %643
  %660 = fmul contract double %659, %652
  %661 = add nuw nsw i32 %564, 2
  %662 = zext nneg i32 %661 to i64
  %663 = getelementptr inbounds nuw double, ptr %10, i64 %662
  %664 = load double, ptr %663, align 8, !tbaa !13
  %665 = fadd contract double %664, %660
  store double %665, ptr %663, align 8, !tbaa !13
  %666 = fmul contract double %643, %559
  %667 = fmul contract double %652, %666
  %668 = fmul contract double %555, %649
  %669 = fmul contract double %652, %668
  %670 = fadd contract double %667, %669
  %671 = fmul contract double %555, %643
  %672 = fmul contract double %671, %658
  %673 = fadd contract double %672, %670
  %674 = fmul contract double %455, %673
  %675 = getelementptr inbounds nuw double, ptr %11, i64 %662
  %676 = load double, ptr %675, align 8, !tbaa !13
  %677 = fadd contract double %676, %674
  store double %677, ptr %675, align 8, !tbaa !13
  br label %604

678:                                              ; preds = %232, %25, %9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @nuclear_attraction_ss(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.BasisDims) align 4 captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noalias noundef readonly captures(none) %8, i32 noundef %9, double noundef %10, ptr noalias noundef writeonly captures(none) %11) local_unnamed_addr #6 {
  %13 = alloca [15 x double], align 8
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call noundef i32 @llvm.smin.i32(i32 %14, i32 16384)
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %16, i32 32768)
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 0)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 4096)
  %23 = icmp slt i32 %14, 1
  %24 = icmp slt i32 %16, 1
  %25 = select i1 %23, i1 true, i1 %24
  br i1 %25, label %326, label %26

26:                                               ; preds = %12
  %27 = tail call i32 @llvm.umin.i32(i32 %21, i32 64)
  %28 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 0)
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 2048)
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul i32 %30, %31
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = add i32 %32, %33
  %35 = icmp slt i32 %34, %7
  br i1 %35, label %36, label %326

36:                                               ; preds = %26
  %37 = sext i32 %34 to i64
  %38 = getelementptr inbounds %struct.int2, ptr %6, i64 %37
  %39 = load i32, ptr %38, align 8, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = srem i32 %39, %19
  %43 = add nsw i32 %42, %19
  %44 = trunc i32 %43 to i16
  %45 = trunc nuw i32 %19 to i16
  %46 = srem i16 %44, %45
  %47 = sext i16 %46 to i64
  %48 = getelementptr inbounds %struct.int4, ptr %0, i64 %47
  %49 = load i32, ptr %48, align 16, !tbaa !6
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = icmp slt i32 %18, 1
  br i1 %52, label %63, label %53

53:                                               ; preds = %36
  %54 = getelementptr inbounds nuw i8, ptr %48, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = srem i32 %55, %22
  %57 = add nsw i32 %56, %22
  %58 = trunc nsw i32 %57 to i16
  %59 = trunc nuw nsw i32 %22 to i16
  %60 = srem i16 %58, %59
  %61 = sext i16 %60 to i64
  %62 = mul nsw i64 %61, 3
  br label %63

63:                                               ; preds = %53, %36
  %64 = phi i64 [ %62, %53 ], [ 0, %36 ]
  br i1 %52, label %68, label %65

65:                                               ; preds = %63
  %66 = getelementptr inbounds double, ptr %3, i64 %64
  %67 = load double, ptr %66, align 8, !tbaa !13
  br label %68

68:                                               ; preds = %65, %63
  %69 = phi contract double [ %67, %65 ], [ 0.000000e+00, %63 ]
  br i1 %52, label %74, label %70

70:                                               ; preds = %68
  %71 = getelementptr double, ptr %3, i64 %64
  %72 = getelementptr i8, ptr %71, i64 8
  %73 = load double, ptr %72, align 8, !tbaa !13
  br label %74

74:                                               ; preds = %70, %68
  %75 = phi contract double [ %73, %70 ], [ 0.000000e+00, %68 ]
  br i1 %52, label %80, label %76

76:                                               ; preds = %74
  %77 = getelementptr double, ptr %3, i64 %64
  %78 = getelementptr i8, ptr %77, i64 16
  %79 = load double, ptr %78, align 8, !tbaa !13
  br label %80

80:                                               ; preds = %74, %76
  %81 = phi contract double [ %79, %76 ], [ 0.000000e+00, %74 ]
  %82 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %49, i32 0)
  %83 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %51, i32 0)
  %84 = tail call i32 @llvm.umin.i32(i32 %83, i32 %20)
  %85 = tail call i32 @llvm.umin.i32(i32 %84, i32 6)
  %86 = sub nsw i32 %20, %85
  %87 = tail call noundef i32 @llvm.smin.i32(i32 %82, i32 %86)
  %88 = srem i32 %41, %19
  %89 = add nsw i32 %88, %19
  %90 = trunc i32 %89 to i16
  %91 = srem i16 %90, %45
  %92 = sext i16 %91 to i64
  %93 = getelementptr inbounds %struct.int4, ptr %0, i64 %92
  %94 = load i32, ptr %93, align 16, !tbaa !6
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 4
  %96 = load i32, ptr %95, align 4, !tbaa !6
  br i1 %52, label %107, label %97

97:                                               ; preds = %80
  %98 = getelementptr inbounds nuw i8, ptr %93, i64 12
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = srem i32 %99, %22
  %101 = add nsw i32 %100, %22
  %102 = trunc nsw i32 %101 to i16
  %103 = trunc nuw nsw i32 %22 to i16
  %104 = srem i16 %102, %103
  %105 = sext i16 %104 to i64
  %106 = mul nsw i64 %105, 3
  br label %107

107:                                              ; preds = %97, %80
  %108 = phi i64 [ %106, %97 ], [ 0, %80 ]
  br i1 %52, label %112, label %109

109:                                              ; preds = %107
  %110 = getelementptr inbounds double, ptr %3, i64 %108
  %111 = load double, ptr %110, align 8, !tbaa !13
  br label %112

112:                                              ; preds = %109, %107
  %113 = phi contract double [ %111, %109 ], [ 0.000000e+00, %107 ]
  br i1 %52, label %118, label %114

114:                                              ; preds = %112
  %115 = getelementptr double, ptr %3, i64 %108
  %116 = getelementptr i8, ptr %115, i64 8
  %117 = load double, ptr %116, align 8, !tbaa !13
  br label %118

118:                                              ; preds = %114, %112
  %119 = phi contract double [ %117, %114 ], [ 0.000000e+00, %112 ]
  br i1 %52, label %124, label %120

120:                                              ; preds = %118
  %121 = getelementptr double, ptr %3, i64 %108
  %122 = getelementptr i8, ptr %121, i64 16
  %123 = load double, ptr %122, align 8, !tbaa !13
  br label %124

124:                                              ; preds = %118, %120
  %125 = phi contract double [ %123, %120 ], [ 0.000000e+00, %118 ]
  %126 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %94, i32 0)
  %127 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %96, i32 0)
  %128 = tail call i32 @llvm.umin.i32(i32 %127, i32 %20)
  %129 = tail call i32 @llvm.umin.i32(i32 %128, i32 6)
  %130 = sub nsw i32 %20, %129
  %131 = tail call noundef i32 @llvm.smin.i32(i32 %126, i32 %130)
  %132 = fsub contract double %69, %113
  %133 = fmul contract double %132, %132
  %134 = fsub contract double %75, %119
  %135 = fmul contract double %134, %134
  %136 = fadd contract double %133, %135
  %137 = fsub contract double %81, %125
  %138 = fmul contract double %137, %137
  %139 = fadd contract double %136, %138
  %140 = icmp eq i32 %84, 0
  br i1 %140, label %155, label %141

141:                                              ; preds = %124
  %142 = icmp eq i32 %128, 0
  %143 = icmp sgt i32 %9, 1
  %144 = fcmp contract ogt double %10, 0.000000e+00
  %145 = and i1 %143, %144
  %146 = add nsw i32 %29, -1
  %147 = uitofp nneg i32 %146 to double
  %148 = fmul contract double %10, %147
  %149 = zext nneg i32 %29 to i64
  %150 = shl nuw nsw i64 %149, 4
  %151 = mul nuw nsw i64 %149, 24
  %152 = shl nuw nsw i64 %149, 5
  %153 = mul nuw nsw i64 %149, 40
  %154 = tail call i32 @llvm.umax.i32(i32 %129, i32 1)
  br label %158

155:                                              ; preds = %173, %124
  %156 = phi double [ 0.000000e+00, %124 ], [ %174, %173 ]
  %157 = getelementptr inbounds double, ptr %11, i64 %37
  store double %156, ptr %157, align 8, !tbaa !13
  br label %326

158:                                              ; preds = %141, %173
  %159 = phi double [ 0.000000e+00, %141 ], [ %174, %173 ]
  %160 = phi i32 [ 0, %141 ], [ %175, %173 ]
  %161 = add nsw i32 %160, %87
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds double, ptr %1, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !13
  %165 = tail call noundef double @llvm.maxnum.f64(double %164, double 0x3EB0C6F7A0B5ED8D)
  %166 = getelementptr inbounds double, ptr %2, i64 %162
  %167 = load double, ptr %166, align 8, !tbaa !13
  br i1 %142, label %173, label %168

168:                                              ; preds = %158
  %169 = fneg contract double %165
  %170 = fmul contract double %165, %69
  %171 = fmul contract double %165, %75
  %172 = fmul contract double %165, %81
  br label %177

173:                                              ; preds = %242, %158
  %174 = phi double [ %159, %158 ], [ %249, %242 ]
  %175 = add nuw nsw i32 %160, 1
  %176 = icmp eq i32 %175, %85
  br i1 %176, label %155, label %158, !llvm.loop !31

177:                                              ; preds = %168, %242
  %178 = phi double [ %159, %168 ], [ %249, %242 ]
  %179 = phi i32 [ 0, %168 ], [ %250, %242 ]
  %180 = add nsw i32 %179, %131
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds double, ptr %1, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !13
  %184 = tail call noundef double @llvm.maxnum.f64(double %183, double 0x3EB0C6F7A0B5ED8D)
  %185 = getelementptr inbounds double, ptr %2, i64 %181
  %186 = load double, ptr %185, align 8, !tbaa !13
  %187 = fadd contract double %165, %184
  %188 = fmul contract double %184, %169
  %189 = fdiv contract double %188, %187
  %190 = fmul contract double %139, %189
  %191 = tail call double @llvm.fma.f64(double %190, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %192 = tail call i32 @llvm.nvvm.d2i.lo(double %191) #12
  %193 = tail call double @llvm.nvvm.add.rn.d(double %191, double 0xC338000000000000) #12
  %194 = tail call double @llvm.fma.f64(double %193, double 0xBFE62E42FEFA39EF, double %190)
  %195 = tail call double @llvm.fma.f64(double %193, double 0xBC7ABC9E3B39803F, double %194)
  %196 = tail call double @llvm.fma.f64(double %195, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %197 = tail call double @llvm.fma.f64(double %196, double %195, double 0x3EC71DEE62401315)
  %198 = tail call double @llvm.fma.f64(double %197, double %195, double 0x3EFA01997C89EB71)
  %199 = tail call double @llvm.fma.f64(double %198, double %195, double 0x3F2A01A014761F65)
  %200 = tail call double @llvm.fma.f64(double %199, double %195, double 0x3F56C16C1852B7AF)
  %201 = tail call double @llvm.fma.f64(double %200, double %195, double 0x3F81111111122322)
  %202 = tail call double @llvm.fma.f64(double %201, double %195, double 0x3FA55555555502A1)
  %203 = tail call double @llvm.fma.f64(double %202, double %195, double 0x3FC5555555555511)
  %204 = tail call double @llvm.fma.f64(double %203, double %195, double 0x3FE000000000000B)
  %205 = tail call double @llvm.fma.f64(double %204, double %195, double 1.000000e+00)
  %206 = tail call double @llvm.fma.f64(double %205, double %195, double 1.000000e+00)
  %207 = tail call i32 @llvm.nvvm.d2i.lo(double %206) #12
  %208 = tail call i32 @llvm.nvvm.d2i.hi(double %206) #12
  %209 = shl i32 %192, 20
  %210 = add i32 %208, %209
  %211 = tail call double @llvm.nvvm.lohi.i2d(i32 %207, i32 %210) #12
  %212 = tail call i32 @llvm.nvvm.d2i.hi(double %190) #12
  %213 = bitcast i32 %212 to float
  %214 = tail call float @llvm.nvvm.fabs.f32(float %213)
  %215 = fcmp olt float %214, 0x4010C46560000000
  br i1 %215, label %231, label %216

216:                                              ; preds = %177
  %217 = fcmp olt double %190, 0.000000e+00
  %218 = fadd double %190, 0x7FF0000000000000
  %219 = select i1 %217, double 0.000000e+00, double %218
  %220 = fcmp olt float %214, 0x4010E90000000000
  br i1 %220, label %221, label %231

221:                                              ; preds = %216
  %222 = sdiv i32 %192, 2
  %223 = shl i32 %222, 20
  %224 = add i32 %208, %223
  %225 = tail call double @llvm.nvvm.lohi.i2d(i32 %207, i32 %224) #12
  %226 = sub nsw i32 %192, %222
  %227 = shl i32 %226, 20
  %228 = add nsw i32 %227, 1072693248
  %229 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %228) #12
  %230 = fmul double %229, %225
  br label %231

231:                                              ; preds = %177, %216, %221
  %232 = phi double [ %211, %177 ], [ %230, %221 ], [ %219, %216 ]
  %233 = fmul contract double %184, %113
  %234 = fadd contract double %170, %233
  %235 = fdiv contract double %234, %187
  %236 = fmul contract double %184, %119
  %237 = fadd contract double %171, %236
  %238 = fdiv contract double %237, %187
  %239 = fmul contract double %184, %125
  %240 = fadd contract double %172, %239
  %241 = fdiv contract double %240, %187
  br i1 %52, label %242, label %252

242:                                              ; preds = %320, %231
  %243 = phi double [ 0.000000e+00, %231 ], [ %323, %320 ]
  %244 = fmul contract double %167, %186
  %245 = fmul contract double %244, %232
  %246 = fdiv contract double 0x401921FB54442D18, %187
  %247 = fmul contract double %246, %245
  %248 = fmul contract double %247, %243
  %249 = fadd contract double %178, %248
  %250 = add nuw nsw i32 %179, 1
  %251 = icmp eq i32 %250, %154
  br i1 %251, label %173, label %177, !llvm.loop !32

252:                                              ; preds = %231, %320
  %253 = phi i32 [ %324, %320 ], [ 0, %231 ]
  %254 = phi double [ %323, %320 ], [ 0.000000e+00, %231 ]
  %255 = mul nuw nsw i32 %253, 3
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr inbounds nuw double, ptr %3, i64 %256
  %258 = load double, ptr %257, align 8, !tbaa !13
  %259 = fsub contract double %235, %258
  %260 = getelementptr inbounds nuw i8, ptr %257, i64 8
  %261 = load double, ptr %260, align 8, !tbaa !13
  %262 = fsub contract double %238, %261
  %263 = getelementptr inbounds nuw i8, ptr %257, i64 16
  %264 = load double, ptr %263, align 8, !tbaa !13
  %265 = fsub contract double %241, %264
  %266 = zext nneg i32 %253 to i64
  %267 = getelementptr inbounds nuw double, ptr %5, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !13
  %269 = fmul contract double %259, %259
  %270 = fmul contract double %262, %262
  %271 = fadd contract double %269, %270
  %272 = fmul contract double %265, %265
  %273 = fadd contract double %271, %272
  %274 = fmul contract double %187, %273
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %275 = tail call noundef double @llvm.maxnum.f64(double %274, double 0.000000e+00)
  %276 = fcmp contract ult double %275, %148
  %277 = select i1 %145, i1 %276, i1 false
  br i1 %277, label %280, label %278

278:                                              ; preds = %252
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #12, !noalias !33
  call void @_Z9boys_evalidPd(i32 noundef 0, double noundef %275, ptr noundef nonnull %13) #12, !noalias !33
  %279 = load double, ptr %13, align 8, !tbaa !13, !noalias !33
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #12, !noalias !33
  br label %320

280:                                              ; preds = %252
  %281 = fdiv contract double %275, %10
  %282 = fadd contract double %281, 5.000000e-01
  %283 = fptosi double %282 to i32
  %284 = tail call noundef i32 @llvm.smin.i32(i32 %283, i32 %146)
  %285 = sitofp i32 %284 to double
  %286 = fmul contract double %10, %285
  %287 = fsub contract double %286, %275
  %288 = sext i32 %284 to i64
  %289 = getelementptr double, ptr %8, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !13, !alias.scope !33
  %291 = fadd contract double %290, 0.000000e+00
  %292 = getelementptr double, ptr %289, i64 %149
  %293 = load double, ptr %292, align 8, !tbaa !13, !alias.scope !33
  %294 = fmul contract double %287, %293
  %295 = fadd contract double %291, %294
  %296 = fmul contract double %287, %287
  %297 = getelementptr i8, ptr %289, i64 %150
  %298 = load double, ptr %297, align 8, !tbaa !13, !alias.scope !33
  %299 = fmul contract double %296, %298
  %300 = fmul contract double %299, 5.000000e-01
  %301 = fadd contract double %295, %300
  %302 = fmul contract double %287, %296
  %303 = getelementptr i8, ptr %289, i64 %151
  %304 = load double, ptr %303, align 8, !tbaa !13, !alias.scope !33
  %305 = fmul contract double %302, %304
  %306 = fdiv contract double %305, 6.000000e+00
  %307 = fadd contract double %301, %306
  %308 = fmul contract double %287, %302
  %309 = getelementptr i8, ptr %289, i64 %152
  %310 = load double, ptr %309, align 8, !tbaa !13, !alias.scope !33
  %311 = fmul contract double %308, %310
  %312 = fdiv contract double %311, 2.400000e+01
  %313 = fadd contract double %307, %312
  %314 = fmul contract double %287, %308
  %315 = getelementptr i8, ptr %289, i64 %153
  %316 = load double, ptr %315, align 8, !tbaa !13, !alias.scope !33
  %317 = fmul contract double %314, %316
  %318 = fdiv contract double %317, 1.200000e+02
  %319 = fadd contract double %313, %318
  br label %320

320:                                              ; preds = %278, %280
  %321 = phi double [ %279, %278 ], [ %319, %280 ]
  %322 = fmul contract double %268, %321
  %323 = fsub contract double %254, %322
  %324 = add nuw nsw i32 %253, 1
  %325 = icmp eq i32 %324, %27
  br i1 %325, label %242, label %252, !llvm.loop !36

326:                                              ; preds = %155, %26, %12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @eri_ssss_contracted(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.BasisDims) align 4 captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, double noundef %9, double noundef %10, ptr noalias noundef writeonly captures(none) %11) local_unnamed_addr #6 {
  %13 = alloca [15 x double], align 8
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call noundef i32 @llvm.smin.i32(i32 %14, i32 16384)
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %16, i32 32768)
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 0)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 4096)
  %23 = icmp slt i32 %14, 1
  %24 = icmp slt i32 %16, 1
  %25 = select i1 %23, i1 true, i1 %24
  br i1 %25, label %503, label %26

26:                                               ; preds = %12
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul i32 %27, %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = add i32 %29, %30
  %32 = icmp slt i32 %31, %6
  br i1 %32, label %33, label %503

33:                                               ; preds = %26
  %34 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 2048)
  %36 = icmp slt i32 %18, 1
  %37 = icmp sgt i32 %8, 1
  %38 = fcmp contract ogt double %9, 0.000000e+00
  %39 = and i1 %37, %38
  %40 = add nsw i32 %35, -1
  %41 = uitofp nneg i32 %40 to double
  %42 = fmul contract double %9, %41
  %43 = zext nneg i32 %35 to i64
  %44 = shl nuw nsw i64 %43, 4
  %45 = mul nuw nsw i64 %43, 24
  %46 = shl nuw nsw i64 %43, 5
  %47 = mul nuw nsw i64 %43, 40
  %48 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %49 = mul i32 %48, %28
  br label %50

50:                                               ; preds = %33, %261
  %51 = phi i32 [ %31, %33 ], [ %264, %261 ]
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.int4, ptr %5, i64 %52
  %54 = load i32, ptr %53, align 16, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %58 = load i32, ptr %57, align 8, !tbaa !6
  %59 = getelementptr inbounds nuw i8, ptr %53, i64 12
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = srem i32 %54, %19
  %62 = add nsw i32 %61, %19
  %63 = srem i32 %62, %19
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.int4, ptr %0, i64 %64
  %66 = load i32, ptr %65, align 16, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 4
  %68 = load i32, ptr %67, align 4, !tbaa !6
  br i1 %36, label %77, label %69

69:                                               ; preds = %50
  %70 = getelementptr inbounds nuw i8, ptr %65, i64 12
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = srem i32 %71, %22
  %73 = add nsw i32 %72, %22
  %74 = srem i32 %73, %22
  %75 = mul nsw i32 %74, 3
  %76 = sext i32 %75 to i64
  br label %77

77:                                               ; preds = %69, %50
  %78 = phi i64 [ %76, %69 ], [ 0, %50 ]
  br i1 %36, label %82, label %79

79:                                               ; preds = %77
  %80 = getelementptr inbounds double, ptr %3, i64 %78
  %81 = load double, ptr %80, align 8, !tbaa !13
  br label %82

82:                                               ; preds = %79, %77
  %83 = phi contract double [ %81, %79 ], [ 0.000000e+00, %77 ]
  br i1 %36, label %88, label %84

84:                                               ; preds = %82
  %85 = getelementptr double, ptr %3, i64 %78
  %86 = getelementptr i8, ptr %85, i64 8
  %87 = load double, ptr %86, align 8, !tbaa !13
  br label %88

88:                                               ; preds = %84, %82
  %89 = phi contract double [ %87, %84 ], [ 0.000000e+00, %82 ]
  br i1 %36, label %94, label %90

90:                                               ; preds = %88
  %91 = getelementptr double, ptr %3, i64 %78
  %92 = getelementptr i8, ptr %91, i64 16
  %93 = load double, ptr %92, align 8, !tbaa !13
  br label %94

94:                                               ; preds = %88, %90
  %95 = phi contract double [ %93, %90 ], [ 0.000000e+00, %88 ]
  %96 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %66, i32 0)
  %97 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %68, i32 0)
  %98 = tail call i32 @llvm.umin.i32(i32 %97, i32 6)
  %99 = tail call noundef i32 @llvm.smin.i32(i32 %98, i32 %20)
  %100 = sub nsw i32 %20, %99
  %101 = tail call noundef i32 @llvm.smin.i32(i32 %96, i32 %100)
  %102 = srem i32 %56, %19
  %103 = add nsw i32 %102, %19
  %104 = srem i32 %103, %19
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds %struct.int4, ptr %0, i64 %105
  %107 = load i32, ptr %106, align 16, !tbaa !6
  %108 = getelementptr inbounds nuw i8, ptr %106, i64 4
  %109 = load i32, ptr %108, align 4, !tbaa !6
  br i1 %36, label %118, label %110

110:                                              ; preds = %94
  %111 = getelementptr inbounds nuw i8, ptr %106, i64 12
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = srem i32 %112, %22
  %114 = add nsw i32 %113, %22
  %115 = srem i32 %114, %22
  %116 = mul nsw i32 %115, 3
  %117 = sext i32 %116 to i64
  br label %118

118:                                              ; preds = %110, %94
  %119 = phi i64 [ %117, %110 ], [ 0, %94 ]
  br i1 %36, label %123, label %120

120:                                              ; preds = %118
  %121 = getelementptr inbounds double, ptr %3, i64 %119
  %122 = load double, ptr %121, align 8, !tbaa !13
  br label %123

123:                                              ; preds = %120, %118
  %124 = phi contract double [ %122, %120 ], [ 0.000000e+00, %118 ]
  br i1 %36, label %129, label %125

125:                                              ; preds = %123
  %126 = getelementptr double, ptr %3, i64 %119
  %127 = getelementptr i8, ptr %126, i64 8
  %128 = load double, ptr %127, align 8, !tbaa !13
  br label %129

129:                                              ; preds = %125, %123
  %130 = phi contract double [ %128, %125 ], [ 0.000000e+00, %123 ]
  br i1 %36, label %135, label %131

131:                                              ; preds = %129
  %132 = getelementptr double, ptr %3, i64 %119
  %133 = getelementptr i8, ptr %132, i64 16
  %134 = load double, ptr %133, align 8, !tbaa !13
  br label %135

135:                                              ; preds = %129, %131
  %136 = phi contract double [ %134, %131 ], [ 0.000000e+00, %129 ]
  %137 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %107, i32 0)
  %138 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %109, i32 0)
  %139 = tail call i32 @llvm.umin.i32(i32 %138, i32 6)
  %140 = tail call noundef i32 @llvm.smin.i32(i32 %139, i32 %20)
  %141 = sub nsw i32 %20, %140
  %142 = tail call noundef i32 @llvm.smin.i32(i32 %137, i32 %141)
  %143 = srem i32 %58, %19
  %144 = add nsw i32 %143, %19
  %145 = srem i32 %144, %19
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds %struct.int4, ptr %0, i64 %146
  %148 = load i32, ptr %147, align 16, !tbaa !6
  %149 = getelementptr inbounds nuw i8, ptr %147, i64 4
  %150 = load i32, ptr %149, align 4, !tbaa !6
  br i1 %36, label %159, label %151

151:                                              ; preds = %135
  %152 = getelementptr inbounds nuw i8, ptr %147, i64 12
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = srem i32 %153, %22
  %155 = add nsw i32 %154, %22
  %156 = srem i32 %155, %22
  %157 = mul nsw i32 %156, 3
  %158 = sext i32 %157 to i64
  br label %159

159:                                              ; preds = %151, %135
  %160 = phi i64 [ %158, %151 ], [ 0, %135 ]
  br i1 %36, label %164, label %161

161:                                              ; preds = %159
  %162 = getelementptr inbounds double, ptr %3, i64 %160
  %163 = load double, ptr %162, align 8, !tbaa !13
  br label %164

164:                                              ; preds = %161, %159
  %165 = phi contract double [ %163, %161 ], [ 0.000000e+00, %159 ]
  br i1 %36, label %170, label %166

166:                                              ; preds = %164
  %167 = getelementptr double, ptr %3, i64 %160
  %168 = getelementptr i8, ptr %167, i64 8
  %169 = load double, ptr %168, align 8, !tbaa !13
  br label %170

170:                                              ; preds = %166, %164
  %171 = phi contract double [ %169, %166 ], [ 0.000000e+00, %164 ]
  br i1 %36, label %176, label %172

172:                                              ; preds = %170
  %173 = getelementptr double, ptr %3, i64 %160
  %174 = getelementptr i8, ptr %173, i64 16
  %175 = load double, ptr %174, align 8, !tbaa !13
  br label %176

176:                                              ; preds = %170, %172
  %177 = phi contract double [ %175, %172 ], [ 0.000000e+00, %170 ]
  %178 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %148, i32 0)
  %179 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %150, i32 0)
  %180 = tail call i32 @llvm.umin.i32(i32 %179, i32 6)
  %181 = tail call noundef i32 @llvm.smin.i32(i32 %180, i32 %20)
  %182 = sub nsw i32 %20, %181
  %183 = tail call noundef i32 @llvm.smin.i32(i32 %178, i32 %182)
  %184 = srem i32 %60, %19
  %185 = add nsw i32 %184, %19
  %186 = srem i32 %185, %19
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds %struct.int4, ptr %0, i64 %187
  %189 = load i32, ptr %188, align 16, !tbaa !6
  %190 = getelementptr inbounds nuw i8, ptr %188, i64 4
  %191 = load i32, ptr %190, align 4, !tbaa !6
  br i1 %36, label %200, label %192

192:                                              ; preds = %176
  %193 = getelementptr inbounds nuw i8, ptr %188, i64 12
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = srem i32 %194, %22
  %196 = add nsw i32 %195, %22
  %197 = srem i32 %196, %22
  %198 = mul nsw i32 %197, 3
  %199 = sext i32 %198 to i64
  br label %200

200:                                              ; preds = %192, %176
  %201 = phi i64 [ %199, %192 ], [ 0, %176 ]
  br i1 %36, label %205, label %202

202:                                              ; preds = %200
  %203 = getelementptr inbounds double, ptr %3, i64 %201
  %204 = load double, ptr %203, align 8, !tbaa !13
  br label %205

205:                                              ; preds = %202, %200
  %206 = phi contract double [ %204, %202 ], [ 0.000000e+00, %200 ]
  br i1 %36, label %211, label %207

207:                                              ; preds = %205
  %208 = getelementptr double, ptr %3, i64 %201
  %209 = getelementptr i8, ptr %208, i64 8
  %210 = load double, ptr %209, align 8, !tbaa !13
  br label %211

211:                                              ; preds = %207, %205
  %212 = phi contract double [ %210, %207 ], [ 0.000000e+00, %205 ]
  br i1 %36, label %217, label %213

213:                                              ; preds = %211
  %214 = getelementptr double, ptr %3, i64 %201
  %215 = getelementptr i8, ptr %214, i64 16
  %216 = load double, ptr %215, align 8, !tbaa !13
  br label %217

217:                                              ; preds = %211, %213
  %218 = phi contract double [ %216, %213 ], [ 0.000000e+00, %211 ]
  %219 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %189, i32 0)
  %220 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %191, i32 0)
  %221 = tail call i32 @llvm.umin.i32(i32 %220, i32 6)
  %222 = tail call noundef i32 @llvm.smin.i32(i32 %221, i32 %20)
  %223 = sub nsw i32 %20, %222
  %224 = tail call noundef i32 @llvm.smin.i32(i32 %219, i32 %223)
  %225 = fsub contract double %83, %124
  %226 = fmul contract double %225, %225
  %227 = fsub contract double %165, %206
  %228 = fmul contract double %227, %227
  %229 = fsub contract double %89, %130
  %230 = fmul contract double %229, %229
  %231 = fadd contract double %226, %230
  %232 = fsub contract double %171, %212
  %233 = fmul contract double %232, %232
  %234 = fadd contract double %228, %233
  %235 = fsub contract double %95, %136
  %236 = fmul contract double %235, %235
  %237 = fadd contract double %231, %236
  %238 = fsub contract double %177, %218
  %239 = fmul contract double %238, %238
  %240 = fadd contract double %234, %239
  %241 = icmp sgt i32 %99, 0
  br i1 %241, label %242, label %261

242:                                              ; preds = %217
  %243 = icmp slt i32 %109, 1
  %244 = icmp slt i32 %150, 1
  %245 = icmp slt i32 %191, 1
  br label %246

246:                                              ; preds = %242, %266
  %247 = phi double [ 0.000000e+00, %242 ], [ %267, %266 ]
  %248 = phi i32 [ 0, %242 ], [ %268, %266 ]
  br i1 %243, label %266, label %249

249:                                              ; preds = %246
  %250 = add nsw i32 %248, %101
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds double, ptr %1, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !13
  %254 = tail call noundef double @llvm.maxnum.f64(double %253, double 0x3EB0C6F7A0B5ED8D)
  %255 = getelementptr inbounds double, ptr %2, i64 %251
  %256 = load double, ptr %255, align 8, !tbaa !13
  %257 = fneg contract double %254
  %258 = fmul contract double %254, %83
  %259 = fmul contract double %254, %89
  %260 = fmul contract double %254, %95
  br label %270

261:                                              ; preds = %266, %217
  %262 = phi double [ 0.000000e+00, %217 ], [ %267, %266 ]
  %263 = getelementptr inbounds double, ptr %11, i64 %52
  store double %262, ptr %263, align 8, !tbaa !13
  %264 = add i32 %51, %49
  %265 = icmp slt i32 %264, %6
  br i1 %265, label %50, label %503, !llvm.loop !37

266:                                              ; preds = %499, %246
  %267 = phi double [ %247, %246 ], [ %500, %499 ]
  %268 = add nuw nsw i32 %248, 1
  %269 = icmp eq i32 %268, %99
  br i1 %269, label %261, label %246, !llvm.loop !38

270:                                              ; preds = %249, %499
  %271 = phi double [ %247, %249 ], [ %500, %499 ]
  %272 = phi i32 [ 0, %249 ], [ %501, %499 ]
  %273 = add nsw i32 %272, %142
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds double, ptr %1, i64 %274
  %276 = load double, ptr %275, align 8, !tbaa !13
  %277 = tail call noundef double @llvm.maxnum.f64(double %276, double 0x3EB0C6F7A0B5ED8D)
  %278 = fadd contract double %254, %277
  %279 = getelementptr inbounds double, ptr %2, i64 %274
  %280 = load double, ptr %279, align 8, !tbaa !13
  %281 = fmul contract double %256, %280
  %282 = fmul contract double %277, %257
  %283 = fdiv contract double %282, %278
  %284 = fmul contract double %237, %283
  %285 = tail call double @llvm.fma.f64(double %284, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %286 = tail call i32 @llvm.nvvm.d2i.lo(double %285) #12
  %287 = tail call double @llvm.nvvm.add.rn.d(double %285, double 0xC338000000000000) #12
  %288 = tail call double @llvm.fma.f64(double %287, double 0xBFE62E42FEFA39EF, double %284)
  %289 = tail call double @llvm.fma.f64(double %287, double 0xBC7ABC9E3B39803F, double %288)
  %290 = tail call double @llvm.fma.f64(double %289, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %291 = tail call double @llvm.fma.f64(double %290, double %289, double 0x3EC71DEE62401315)
  %292 = tail call double @llvm.fma.f64(double %291, double %289, double 0x3EFA01997C89EB71)
  %293 = tail call double @llvm.fma.f64(double %292, double %289, double 0x3F2A01A014761F65)
  %294 = tail call double @llvm.fma.f64(double %293, double %289, double 0x3F56C16C1852B7AF)
  %295 = tail call double @llvm.fma.f64(double %294, double %289, double 0x3F81111111122322)
  %296 = tail call double @llvm.fma.f64(double %295, double %289, double 0x3FA55555555502A1)
  %297 = tail call double @llvm.fma.f64(double %296, double %289, double 0x3FC5555555555511)
  %298 = tail call double @llvm.fma.f64(double %297, double %289, double 0x3FE000000000000B)
  %299 = tail call double @llvm.fma.f64(double %298, double %289, double 1.000000e+00)
  %300 = tail call double @llvm.fma.f64(double %299, double %289, double 1.000000e+00)
  %301 = tail call i32 @llvm.nvvm.d2i.lo(double %300) #12
  %302 = tail call i32 @llvm.nvvm.d2i.hi(double %300) #12
  %303 = shl i32 %286, 20
  %304 = add i32 %302, %303
  %305 = tail call double @llvm.nvvm.lohi.i2d(i32 %301, i32 %304) #12
  %306 = tail call i32 @llvm.nvvm.d2i.hi(double %284) #12
  %307 = bitcast i32 %306 to float
  %308 = tail call float @llvm.nvvm.fabs.f32(float %307)
  %309 = fcmp olt float %308, 0x4010C46560000000
  br i1 %309, label %325, label %310

310:                                              ; preds = %270
  %311 = fcmp olt double %284, 0.000000e+00
  %312 = fadd double %284, 0x7FF0000000000000
  %313 = select i1 %311, double 0.000000e+00, double %312
  %314 = fcmp olt float %308, 0x4010E90000000000
  br i1 %314, label %315, label %325

315:                                              ; preds = %310
  %316 = sdiv i32 %286, 2
  %317 = shl i32 %316, 20
  %318 = add i32 %302, %317
  %319 = tail call double @llvm.nvvm.lohi.i2d(i32 %301, i32 %318) #12
  %320 = sub nsw i32 %286, %316
  %321 = shl i32 %320, 20
  %322 = add nsw i32 %321, 1072693248
  %323 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %322) #12
  %324 = fmul double %323, %319
  br label %325

325:                                              ; preds = %270, %310, %315
  %326 = phi double [ %305, %270 ], [ %324, %315 ], [ %313, %310 ]
  %327 = fmul contract double %281, %326
  %328 = tail call noundef double @llvm.nvvm.fabs.f64(double %327)
  %329 = fcmp contract olt double %328, %10
  br i1 %329, label %499, label %330

330:                                              ; preds = %325
  %331 = fmul contract double %277, %124
  %332 = fadd contract double %258, %331
  %333 = fdiv contract double %332, %278
  %334 = fmul contract double %277, %130
  %335 = fadd contract double %259, %334
  %336 = fdiv contract double %335, %278
  %337 = fmul contract double %277, %136
  %338 = fadd contract double %260, %337
  %339 = fdiv contract double %338, %278
  br i1 %244, label %499, label %340

340:                                              ; preds = %330, %355
  %341 = phi double [ %356, %355 ], [ %271, %330 ]
  %342 = phi i32 [ %357, %355 ], [ 0, %330 ]
  br i1 %245, label %355, label %343

343:                                              ; preds = %340
  %344 = add nsw i32 %342, %183
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds double, ptr %1, i64 %345
  %347 = load double, ptr %346, align 8, !tbaa !13
  %348 = tail call noundef double @llvm.maxnum.f64(double %347, double 0x3EB0C6F7A0B5ED8D)
  %349 = getelementptr inbounds double, ptr %2, i64 %345
  %350 = load double, ptr %349, align 8, !tbaa !13
  %351 = fneg contract double %348
  %352 = fmul contract double %348, %165
  %353 = fmul contract double %348, %171
  %354 = fmul contract double %348, %177
  br label %359

355:                                              ; preds = %495, %340
  %356 = phi double [ %341, %340 ], [ %496, %495 ]
  %357 = add nuw nsw i32 %342, 1
  %358 = icmp eq i32 %357, %181
  br i1 %358, label %499, label %340, !llvm.loop !39

359:                                              ; preds = %343, %495
  %360 = phi double [ %341, %343 ], [ %496, %495 ]
  %361 = phi i32 [ 0, %343 ], [ %497, %495 ]
  %362 = add nsw i32 %361, %224
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds double, ptr %1, i64 %363
  %365 = load double, ptr %364, align 8, !tbaa !13
  %366 = tail call noundef double @llvm.maxnum.f64(double %365, double 0x3EB0C6F7A0B5ED8D)
  %367 = fadd contract double %348, %366
  %368 = getelementptr inbounds double, ptr %2, i64 %363
  %369 = load double, ptr %368, align 8, !tbaa !13
  %370 = fmul contract double %350, %369
  %371 = fmul contract double %366, %351
  %372 = fdiv contract double %371, %367
  %373 = fmul contract double %240, %372
  %374 = tail call double @llvm.fma.f64(double %373, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %375 = tail call i32 @llvm.nvvm.d2i.lo(double %374) #12
  %376 = tail call double @llvm.nvvm.add.rn.d(double %374, double 0xC338000000000000) #12
  %377 = tail call double @llvm.fma.f64(double %376, double 0xBFE62E42FEFA39EF, double %373)
  %378 = tail call double @llvm.fma.f64(double %376, double 0xBC7ABC9E3B39803F, double %377)
  %379 = tail call double @llvm.fma.f64(double %378, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %380 = tail call double @llvm.fma.f64(double %379, double %378, double 0x3EC71DEE62401315)
  %381 = tail call double @llvm.fma.f64(double %380, double %378, double 0x3EFA01997C89EB71)
  %382 = tail call double @llvm.fma.f64(double %381, double %378, double 0x3F2A01A014761F65)
  %383 = tail call double @llvm.fma.f64(double %382, double %378, double 0x3F56C16C1852B7AF)
  %384 = tail call double @llvm.fma.f64(double %383, double %378, double 0x3F81111111122322)
  %385 = tail call double @llvm.fma.f64(double %384, double %378, double 0x3FA55555555502A1)
  %386 = tail call double @llvm.fma.f64(double %385, double %378, double 0x3FC5555555555511)
  %387 = tail call double @llvm.fma.f64(double %386, double %378, double 0x3FE000000000000B)
  %388 = tail call double @llvm.fma.f64(double %387, double %378, double 1.000000e+00)
  %389 = tail call double @llvm.fma.f64(double %388, double %378, double 1.000000e+00)
  %390 = tail call i32 @llvm.nvvm.d2i.lo(double %389) #12
  %391 = tail call i32 @llvm.nvvm.d2i.hi(double %389) #12
  %392 = shl i32 %375, 20
  %393 = add i32 %391, %392
  %394 = tail call double @llvm.nvvm.lohi.i2d(i32 %390, i32 %393) #12
  %395 = tail call i32 @llvm.nvvm.d2i.hi(double %373) #12
  %396 = bitcast i32 %395 to float
  %397 = tail call float @llvm.nvvm.fabs.f32(float %396)
  %398 = fcmp olt float %397, 0x4010C46560000000
  br i1 %398, label %414, label %399

399:                                              ; preds = %359
  %400 = fcmp olt double %373, 0.000000e+00
  %401 = fadd double %373, 0x7FF0000000000000
  %402 = select i1 %400, double 0.000000e+00, double %401
  %403 = fcmp olt float %397, 0x4010E90000000000
  br i1 %403, label %404, label %414

404:                                              ; preds = %399
  %405 = sdiv i32 %375, 2
  %406 = shl i32 %405, 20
  %407 = add i32 %391, %406
  %408 = tail call double @llvm.nvvm.lohi.i2d(i32 %390, i32 %407) #12
  %409 = sub nsw i32 %375, %405
  %410 = shl i32 %409, 20
  %411 = add nsw i32 %410, 1072693248
  %412 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %411) #12
  %413 = fmul double %412, %408
  br label %414

414:                                              ; preds = %359, %399, %404
  %415 = phi double [ %394, %359 ], [ %413, %404 ], [ %402, %399 ]
  %416 = fmul contract double %370, %415
  %417 = fmul contract double %327, %416
  %418 = tail call noundef double @llvm.nvvm.fabs.f64(double %417)
  %419 = fcmp contract olt double %418, %10
  br i1 %419, label %495, label %420

420:                                              ; preds = %414
  %421 = fmul contract double %366, %206
  %422 = fadd contract double %352, %421
  %423 = fdiv contract double %422, %367
  %424 = fsub contract double %333, %423
  %425 = fmul contract double %424, %424
  %426 = fmul contract double %366, %212
  %427 = fadd contract double %353, %426
  %428 = fdiv contract double %427, %367
  %429 = fsub contract double %336, %428
  %430 = fmul contract double %429, %429
  %431 = fadd contract double %425, %430
  %432 = fmul contract double %366, %218
  %433 = fadd contract double %354, %432
  %434 = fdiv contract double %433, %367
  %435 = fsub contract double %339, %434
  %436 = fmul contract double %435, %435
  %437 = fadd contract double %431, %436
  %438 = fmul contract double %278, %367
  %439 = fadd contract double %278, %367
  %440 = fdiv contract double %438, %439
  %441 = tail call noundef double @llvm.sqrt.f64(double %439)
  %442 = fmul contract double %438, %441
  %443 = fdiv contract double 0x40417E50A9DC6553, %442
  %444 = fmul contract double %443, %417
  %445 = fmul contract double %440, %437
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  %446 = tail call noundef double @llvm.maxnum.f64(double %445, double 0.000000e+00)
  %447 = fcmp contract ult double %446, %42
  %448 = select i1 %39, i1 %447, i1 false
  br i1 %448, label %451, label %449

449:                                              ; preds = %420
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #12, !noalias !40
  call void @_Z9boys_evalidPd(i32 noundef 0, double noundef %446, ptr noundef nonnull %13) #12, !noalias !40
  %450 = load double, ptr %13, align 8, !tbaa !13, !noalias !40
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #12, !noalias !40
  br label %491

451:                                              ; preds = %420
  %452 = fdiv contract double %446, %9
  %453 = fadd contract double %452, 5.000000e-01
  %454 = fptosi double %453 to i32
  %455 = tail call noundef i32 @llvm.smin.i32(i32 %454, i32 %40)
  %456 = sitofp i32 %455 to double
  %457 = fmul contract double %9, %456
  %458 = fsub contract double %457, %446
  %459 = sext i32 %455 to i64
  %460 = getelementptr double, ptr %7, i64 %459
  %461 = load double, ptr %460, align 8, !tbaa !13, !alias.scope !40
  %462 = fadd contract double %461, 0.000000e+00
  %463 = getelementptr double, ptr %460, i64 %43
  %464 = load double, ptr %463, align 8, !tbaa !13, !alias.scope !40
  %465 = fmul contract double %458, %464
  %466 = fadd contract double %462, %465
  %467 = fmul contract double %458, %458
  %468 = getelementptr i8, ptr %460, i64 %44
  %469 = load double, ptr %468, align 8, !tbaa !13, !alias.scope !40
  %470 = fmul contract double %467, %469
  %471 = fmul contract double %470, 5.000000e-01
  %472 = fadd contract double %466, %471
  %473 = fmul contract double %458, %467
  %474 = getelementptr i8, ptr %460, i64 %45
  %475 = load double, ptr %474, align 8, !tbaa !13, !alias.scope !40
  %476 = fmul contract double %473, %475
  %477 = fdiv contract double %476, 6.000000e+00
  %478 = fadd contract double %472, %477
  %479 = fmul contract double %458, %473
  %480 = getelementptr i8, ptr %460, i64 %46
  %481 = load double, ptr %480, align 8, !tbaa !13, !alias.scope !40
  %482 = fmul contract double %479, %481
  %483 = fdiv contract double %482, 2.400000e+01
  %484 = fadd contract double %478, %483
  %485 = fmul contract double %458, %479
  %486 = getelementptr i8, ptr %460, i64 %47
  %487 = load double, ptr %486, align 8, !tbaa !13, !alias.scope !40
  %488 = fmul contract double %485, %487
  %489 = fdiv contract double %488, 1.200000e+02
  %490 = fadd contract double %484, %489
  br label %491

491:                                              ; preds = %449, %451
  %492 = phi double [ %450, %449 ], [ %490, %451 ]
  %493 = fmul contract double %444, %492
  %494 = fadd contract double %360, %493
  br label %495

495:                                              ; preds = %414, %491
  %496 = phi double [ %494, %491 ], [ %360, %414 ]
  %497 = add nuw nsw i32 %361, 1
  %498 = icmp eq i32 %497, %222
  br i1 %498, label %355, label %359, !llvm.loop !43

499:                                              ; preds = %355, %330, %325
  %500 = phi double [ %271, %325 ], [ %271, %330 ], [ %356, %355 ]
  %501 = add nuw nsw i32 %272, 1
  %502 = icmp eq i32 %501, %140
  br i1 %502, label %266, label %270, !llvm.loop !44

503:                                              ; preds = %261, %26, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #11

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!20, !21, i64 0}
!20 = !{!"_ZTS8BasisSet", !21, i64 0, !23, i64 8, !23, i64 16, !23, i64 24, !7, i64 32, !7, i64 36, !7, i64 40}
!21 = !{!"p1 _ZTS4int4", !22, i64 0}
!22 = !{!"any pointer", !8, i64 0}
!23 = !{!"p1 double", !22, i64 0}
!24 = !{!20, !7, i64 36}
!25 = !{!20, !7, i64 40}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12, !30}
!30 = !{!"llvm.loop.peeled.count", i32 1}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_Z11boys_taylorPKdidid: argument 0"}
!35 = distinct !{!35, !"_Z11boys_taylorPKdidid"}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_Z11boys_taylorPKdidid: argument 0"}
!42 = distinct !{!42, !"_Z11boys_taylorPKdidid"}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !12}
