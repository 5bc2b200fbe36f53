; ModuleID = 'src/boys_integrals.cu'
source_filename = "src/boys_integrals.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ShellView = type { i32, i32, i32, [3 x double] }
%struct.int4 = type { i32, i32, i32, i32 }
%struct.BasisDims = type { i32, i32, i32, i32 }
%struct.int2 = type { i32, i32 }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9boys_evalidPd(i32 noundef %0, double noundef %1, ptr noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %0, i32 0)
  %5 = tail call noundef i32 @llvm.smin.i32(i32 %4, i32 14)
  %6 = tail call noundef double @llvm.maxnum.f64(double %1, double 0.000000e+00)
  %7 = tail call noundef double @llvm.minnum.f64(double %6, double 1.000000e+06)
  %8 = fneg contract double %7
  %9 = tail call double @llvm.fma.f64(double %8, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %10 = tail call i32 @llvm.nvvm.d2i.lo(double %9) #11
  %11 = tail call double @llvm.nvvm.add.rn.d(double %9, double 0xC338000000000000) #11
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
  %25 = tail call i32 @llvm.nvvm.d2i.lo(double %24) #11
  %26 = tail call i32 @llvm.nvvm.d2i.hi(double %24) #11
  %27 = shl i32 %10, 20
  %28 = add i32 %26, %27
  %29 = tail call double @llvm.nvvm.lohi.i2d(i32 %25, i32 %28) #11
  %30 = tail call i32 @llvm.nvvm.d2i.hi(double %8) #11
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
  %43 = tail call double @llvm.nvvm.lohi.i2d(i32 %25, i32 %42) #11
  %44 = sub nsw i32 %10, %40
  %45 = shl i32 %44, 20
  %46 = add nsw i32 %45, 1072693248
  %47 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %46) #11
  %48 = fmul double %47, %43
  br label %49

49:                                               ; preds = %3, %34, %39
  %50 = phi double [ %29, %3 ], [ %48, %39 ], [ %37, %34 ]
  %51 = fcmp contract olt double %7, 3.000000e+01
  br i1 %51, label %52, label %96

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
  store double %75, ptr %77, align 8, !tbaa !14
  %78 = icmp slt i32 %0, 1
  br i1 %78, label %117, label %79

79:                                               ; preds = %74
  %80 = fmul contract double %7, 2.000000e+00
  br label %81

81:                                               ; preds = %79, %81
  %82 = phi i32 [ %5, %79 ], [ %83, %81 ]
  %83 = add nsw i32 %82, -1
  %84 = zext nneg i32 %82 to i64
  %85 = getelementptr inbounds nuw double, ptr %2, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !14
  %87 = fmul contract double %80, %86
  %88 = fadd contract double %50, %87
  %89 = shl nuw nsw i32 %83, 1
  %90 = or disjoint i32 %89, 1
  %91 = uitofp nneg i32 %90 to double
  %92 = fdiv contract double %88, %91
  %93 = zext nneg i32 %83 to i64
  %94 = getelementptr inbounds nuw double, ptr %2, i64 %93
  store double %92, ptr %94, align 8, !tbaa !14
  %95 = icmp sgt i32 %82, 1
  br i1 %95, label %81, label %117, !llvm.loop !16

96:                                               ; preds = %49
  %97 = fdiv contract double 0x400921FB54442D18, %7
  %98 = tail call noundef double @llvm.sqrt.f64(double %97)
  %99 = fmul contract double %98, 5.000000e-01
  store double %99, ptr %2, align 8, !tbaa !14
  %100 = icmp slt i32 %0, 1
  br i1 %100, label %117, label %101

101:                                              ; preds = %96
  %102 = fmul contract double %7, 2.000000e+00
  %103 = load double, ptr %2, align 8
  br label %104

104:                                              ; preds = %101, %104
  %105 = phi double [ %103, %101 ], [ %112, %104 ]
  %106 = phi i32 [ 0, %101 ], [ %113, %104 ]
  %107 = shl nuw nsw i32 %106, 1
  %108 = or disjoint i32 %107, 1
  %109 = uitofp nneg i32 %108 to double
  %110 = fmul contract double %105, %109
  %111 = fsub contract double %110, %50
  %112 = fdiv contract double %111, %102
  %113 = add nuw nsw i32 %106, 1
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw double, ptr %2, i64 %114
  store double %112, ptr %115, align 8, !tbaa !14
  %116 = icmp eq i32 %113, %5
  br i1 %116, label %117, label %104, !llvm.loop !17

117:                                              ; preds = %104, %81, %96, %74
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
  %8 = tail call noundef i32 @llvm.smin.i32(i32 %7, i32 8)
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
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  call void @_Z9boys_evalidPd(i32 noundef %8, double noundef %9, ptr noundef nonnull %6) #11
  %19 = zext nneg i32 %8 to i64
  %20 = getelementptr inbounds nuw double, ptr %6, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  br label %81

22:                                               ; preds = %13
  %23 = fdiv contract double %9, %2
  %24 = fadd contract double %23, 5.000000e-01
  %25 = fptosi double %24 to i32
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 %14)
  %27 = sext i32 %26 to i64
  %28 = getelementptr double, ptr %0, i64 %27
  %29 = zext nneg i32 %1 to i64
  %30 = sitofp i32 %26 to double
  %31 = fmul contract double %2, %30
  %32 = fsub contract double %31, %9
  %33 = zext nneg i32 %8 to i64
  %34 = mul nuw nsw i64 %33, %29
  %35 = getelementptr double, ptr %28, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !14
  %37 = fadd contract double %36, 0.000000e+00
  %38 = add nuw nsw i32 %8, 1
  %39 = zext nneg i32 %38 to i64
  %40 = mul nuw nsw i64 %39, %29
  %41 = getelementptr double, ptr %28, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !14
  %43 = fmul contract double %32, %42
  %44 = fadd contract double %37, %43
  %45 = fmul contract double %32, %32
  %46 = add nuw nsw i32 %8, 2
  %47 = zext nneg i32 %46 to i64
  %48 = mul nuw nsw i64 %47, %29
  %49 = getelementptr double, ptr %28, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !14
  %51 = fmul contract double %45, %50
  %52 = fmul contract double %51, 5.000000e-01
  %53 = fadd contract double %44, %52
  %54 = fmul contract double %32, %45
  %55 = add nuw nsw i32 %8, 3
  %56 = zext nneg i32 %55 to i64
  %57 = mul nuw nsw i64 %56, %29
  %58 = getelementptr double, ptr %28, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !14
  %60 = fmul contract double %54, %59
  %61 = fdiv contract double %60, 6.000000e+00
  %62 = fadd contract double %53, %61
  %63 = fmul contract double %32, %54
  %64 = add nuw nsw i32 %8, 4
  %65 = zext nneg i32 %64 to i64
  %66 = mul nuw nsw i64 %65, %29
  %67 = getelementptr double, ptr %28, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !14
  %69 = fmul contract double %63, %68
  %70 = fdiv contract double %69, 2.400000e+01
  %71 = fadd contract double %62, %70
  %72 = fmul contract double %32, %63
  %73 = add nuw nsw i32 %8, 5
  %74 = zext nneg i32 %73 to i64
  %75 = mul nuw nsw i64 %74, %29
  %76 = getelementptr double, ptr %28, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !14
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
  %3 = load ptr, ptr %0, align 8, !tbaa !18
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct.int4, ptr %3, i64 %4
  %6 = load i32, ptr %5, align 16, !tbaa !6
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %12 = load i32, ptr %11, align 4, !tbaa !23
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %14 = load i32, ptr %13, align 8, !tbaa !24
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
  %30 = load double, ptr %29, align 8, !tbaa !14
  br label %31

31:                                               ; preds = %24, %28
  %32 = phi contract double [ %30, %28 ], [ 0.000000e+00, %24 ]
  br i1 %15, label %33, label %37

33:                                               ; preds = %31
  %34 = getelementptr double, ptr %27, i64 %25
  %35 = getelementptr i8, ptr %34, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !14
  br label %37

37:                                               ; preds = %33, %31
  %38 = phi contract double [ %36, %33 ], [ 0.000000e+00, %31 ]
  br i1 %15, label %39, label %43

39:                                               ; preds = %37
  %40 = getelementptr double, ptr %27, i64 %25
  %41 = getelementptr i8, ptr %40, i64 16
  %42 = load double, ptr %41, align 8, !tbaa !14
  br label %43

43:                                               ; preds = %39, %37
  %44 = phi contract double [ %42, %39 ], [ 0.000000e+00, %37 ]
  %45 = icmp sgt i32 %10, 0
  %46 = zext i1 %45 to i32
  %47 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %49 = tail call i32 @llvm.smin.i32(i32 %48, i32 %12)
  %50 = tail call i32 @llvm.smin.i32(i32 %49, i32 6)
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
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #11
  %64 = sitofp i32 %63 to double
  %65 = fmul contract double %2, %64
  call void @_Z9boys_evalidPd(i32 noundef 14, double noundef %65, ptr noundef nonnull %4) #11
  %66 = sext i32 %63 to i64
  %67 = getelementptr double, ptr %0, i64 %66
  %68 = load double, ptr %4, align 8, !tbaa !14
  store double %68, ptr %67, align 8, !tbaa !14
  %69 = load double, ptr %21, align 8, !tbaa !14
  %70 = getelementptr double, ptr %67, i64 %22
  store double %69, ptr %70, align 8, !tbaa !14
  %71 = load double, ptr %23, align 8, !tbaa !14
  %72 = getelementptr double, ptr %67, i64 %25
  store double %71, ptr %72, align 8, !tbaa !14
  %73 = load double, ptr %26, align 8, !tbaa !14
  %74 = getelementptr double, ptr %67, i64 %28
  store double %73, ptr %74, align 8, !tbaa !14
  %75 = load double, ptr %29, align 8, !tbaa !14
  %76 = getelementptr double, ptr %67, i64 %31
  store double %75, ptr %76, align 8, !tbaa !14
  %77 = load double, ptr %32, align 8, !tbaa !14
  %78 = getelementptr double, ptr %67, i64 %34
  store double %77, ptr %78, align 8, !tbaa !14
  %79 = load double, ptr %35, align 8, !tbaa !14
  %80 = getelementptr double, ptr %67, i64 %37
  store double %79, ptr %80, align 8, !tbaa !14
  %81 = load double, ptr %38, align 8, !tbaa !14
  %82 = getelementptr double, ptr %67, i64 %40
  store double %81, ptr %82, align 8, !tbaa !14
  %83 = load double, ptr %41, align 8, !tbaa !14
  %84 = getelementptr double, ptr %67, i64 %43
  store double %83, ptr %84, align 8, !tbaa !14
  %85 = load double, ptr %44, align 8, !tbaa !14
  %86 = getelementptr double, ptr %67, i64 %46
  store double %85, ptr %86, align 8, !tbaa !14
  %87 = load double, ptr %47, align 8, !tbaa !14
  %88 = getelementptr double, ptr %67, i64 %49
  store double %87, ptr %88, align 8, !tbaa !14
  %89 = load double, ptr %50, align 8, !tbaa !14
  %90 = getelementptr double, ptr %67, i64 %52
  store double %89, ptr %90, align 8, !tbaa !14
  %91 = load double, ptr %53, align 8, !tbaa !14
  %92 = getelementptr double, ptr %67, i64 %55
  store double %91, ptr %92, align 8, !tbaa !14
  %93 = load double, ptr %56, align 8, !tbaa !14
  %94 = getelementptr double, ptr %67, i64 %58
  store double %93, ptr %94, align 8, !tbaa !14
  %95 = load double, ptr %59, align 8, !tbaa !14
  %96 = getelementptr double, ptr %67, i64 %61
  store double %95, ptr %96, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #11
  %97 = add i32 %63, %20
  %98 = icmp slt i32 %97, %1
  br i1 %98, label %62, label %99, !llvm.loop !25

99:                                               ; preds = %62, %11, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @overlap_kinetic_sp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.BasisDims) align 4 captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #5 {
  %10 = alloca %struct.ShellView, align 8
  %11 = alloca %struct.ShellView, align 8
  %12 = alloca [9 x double], align 8
  %13 = alloca [9 x double], align 8
  %14 = alloca [3 x [2 x [4 x double]]], align 8
  %15 = alloca [3 x double], align 8
  %16 = alloca [3 x double], align 8
  %17 = load i32, ptr %4, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call noundef i32 @llvm.smin.i32(i32 %17, i32 16384)
  %23 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 32768)
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %25 = tail call noundef i32 @llvm.smin.i32(i32 %24, i32 4096)
  %26 = icmp slt i32 %17, 1
  %27 = icmp slt i32 %19, 1
  %28 = select i1 %26, i1 true, i1 %27
  br i1 %28, label %443, label %29

29:                                               ; preds = %9
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul i32 %30, %31
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = add i32 %32, %33
  %35 = icmp slt i32 %34, %6
  br i1 %35, label %36, label %443

36:                                               ; preds = %29
  %37 = sext i32 %34 to i64
  %38 = getelementptr inbounds %struct.int2, ptr %5, i64 %37
  %39 = load i32, ptr %38, align 8, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #11
  %42 = srem i32 %39, %22
  %43 = add nsw i32 %42, %22
  %44 = srem i32 %43, %22
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds %struct.int4, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 16, !tbaa !6
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = getelementptr inbounds nuw i8, ptr %46, i64 8
  %51 = load i32, ptr %50, align 8, !tbaa !6
  %52 = icmp slt i32 %21, 1
  br i1 %52, label %61, label %53

53:                                               ; preds = %36
  %54 = getelementptr inbounds nuw i8, ptr %46, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = srem i32 %55, %25
  %57 = add nsw i32 %56, %25
  %58 = srem i32 %57, %25
  %59 = mul nsw i32 %58, 3
  %60 = sext i32 %59 to i64
  br label %61

61:                                               ; preds = %53, %36
  %62 = phi i64 [ %60, %53 ], [ 0, %36 ]
  br i1 %52, label %66, label %63

63:                                               ; preds = %61
  %64 = getelementptr inbounds double, ptr %3, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !14
  br label %66

66:                                               ; preds = %63, %61
  %67 = phi contract double [ %65, %63 ], [ 0.000000e+00, %61 ]
  br i1 %52, label %72, label %68

68:                                               ; preds = %66
  %69 = getelementptr double, ptr %3, i64 %62
  %70 = getelementptr i8, ptr %69, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !14
  br label %72

72:                                               ; preds = %68, %66
  %73 = phi contract double [ %71, %68 ], [ 0.000000e+00, %66 ]
  br i1 %52, label %78, label %74

74:                                               ; preds = %72
  %75 = getelementptr double, ptr %3, i64 %62
  %76 = getelementptr i8, ptr %75, i64 16
  %77 = load double, ptr %76, align 8, !tbaa !14
  br label %78

78:                                               ; preds = %72, %74
  %79 = phi contract double [ %77, %74 ], [ 0.000000e+00, %72 ]
  %80 = icmp sgt i32 %51, 0
  %81 = zext i1 %80 to i32
  %82 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %47, i32 0)
  %83 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %49, i32 0)
  %84 = tail call i32 @llvm.smin.i32(i32 %83, i32 %23)
  %85 = tail call i32 @llvm.smin.i32(i32 %84, i32 6)
  %86 = sub nsw i32 %23, %85
  %87 = tail call noundef i32 @llvm.smin.i32(i32 %82, i32 %86)
  store i32 %87, ptr %10, align 8
  %88 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 %85, ptr %88, align 4
  %89 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 %81, ptr %89, align 8
  %90 = getelementptr inbounds nuw i8, ptr %10, i64 16
  store double %67, ptr %90, align 8
  %91 = getelementptr inbounds nuw i8, ptr %10, i64 24
  store double %73, ptr %91, align 8
  %92 = getelementptr inbounds nuw i8, ptr %10, i64 32
  store double %79, ptr %92, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #11
  %93 = srem i32 %41, %22
  %94 = add nsw i32 %93, %22
  %95 = srem i32 %94, %22
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds %struct.int4, ptr %0, i64 %96
  %98 = load i32, ptr %97, align 16, !tbaa !6
  %99 = getelementptr inbounds nuw i8, ptr %97, i64 4
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = getelementptr inbounds nuw i8, ptr %97, i64 8
  %102 = load i32, ptr %101, align 8, !tbaa !6
  br i1 %52, label %111, label %103

103:                                              ; preds = %78
  %104 = getelementptr inbounds nuw i8, ptr %97, i64 12
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = srem i32 %105, %25
  %107 = add nsw i32 %106, %25
  %108 = srem i32 %107, %25
  %109 = mul nsw i32 %108, 3
  %110 = sext i32 %109 to i64
  br label %111

111:                                              ; preds = %103, %78
  %112 = phi i64 [ %110, %103 ], [ 0, %78 ]
  br i1 %52, label %116, label %113

113:                                              ; preds = %111
  %114 = getelementptr inbounds double, ptr %3, i64 %112
  %115 = load double, ptr %114, align 8, !tbaa !14
  br label %116

116:                                              ; preds = %113, %111
  %117 = phi contract double [ %115, %113 ], [ 0.000000e+00, %111 ]
  br i1 %52, label %122, label %118

118:                                              ; preds = %116
  %119 = getelementptr double, ptr %3, i64 %112
  %120 = getelementptr i8, ptr %119, i64 8
  %121 = load double, ptr %120, align 8, !tbaa !14
  br label %122

122:                                              ; preds = %118, %116
  %123 = phi contract double [ %121, %118 ], [ 0.000000e+00, %116 ]
  br i1 %52, label %128, label %124

124:                                              ; preds = %122
  %125 = getelementptr double, ptr %3, i64 %112
  %126 = getelementptr i8, ptr %125, i64 16
  %127 = load double, ptr %126, align 8, !tbaa !14
  br label %128

128:                                              ; preds = %122, %124
  %129 = phi contract double [ %127, %124 ], [ 0.000000e+00, %122 ]
  %130 = icmp sgt i32 %102, 0
  %131 = zext i1 %130 to i32
  %132 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %98, i32 0)
  %133 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %100, i32 0)
  %134 = tail call i32 @llvm.smin.i32(i32 %133, i32 %23)
  %135 = tail call i32 @llvm.smin.i32(i32 %134, i32 6)
  %136 = sub nsw i32 %23, %135
  %137 = tail call noundef i32 @llvm.smin.i32(i32 %132, i32 %136)
  store i32 %137, ptr %11, align 8
  %138 = getelementptr inbounds nuw i8, ptr %11, i64 4
  store i32 %135, ptr %138, align 4
  %139 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 %131, ptr %139, align 8
  %140 = getelementptr inbounds nuw i8, ptr %11, i64 16
  store double %117, ptr %140, align 8
  %141 = getelementptr inbounds nuw i8, ptr %11, i64 24
  store double %123, ptr %141, align 8
  %142 = getelementptr inbounds nuw i8, ptr %11, i64 32
  store double %129, ptr %142, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11
  store double 0.000000e+00, ptr %12, align 8, !tbaa !14
  store double 0.000000e+00, ptr %13, align 8, !tbaa !14
  %143 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store double 0.000000e+00, ptr %143, align 8, !tbaa !14
  %144 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store double 0.000000e+00, ptr %144, align 8, !tbaa !14
  %145 = getelementptr inbounds nuw i8, ptr %12, i64 16
  store double 0.000000e+00, ptr %145, align 8, !tbaa !14
  %146 = getelementptr inbounds nuw i8, ptr %13, i64 16
  store double 0.000000e+00, ptr %146, align 8, !tbaa !14
  %147 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store double 0.000000e+00, ptr %147, align 8, !tbaa !14
  %148 = getelementptr inbounds nuw i8, ptr %13, i64 24
  store double 0.000000e+00, ptr %148, align 8, !tbaa !14
  %149 = getelementptr inbounds nuw i8, ptr %12, i64 32
  store double 0.000000e+00, ptr %149, align 8, !tbaa !14
  %150 = getelementptr inbounds nuw i8, ptr %13, i64 32
  store double 0.000000e+00, ptr %150, align 8, !tbaa !14
  %151 = getelementptr inbounds nuw i8, ptr %12, i64 40
  store double 0.000000e+00, ptr %151, align 8, !tbaa !14
  %152 = getelementptr inbounds nuw i8, ptr %13, i64 40
  store double 0.000000e+00, ptr %152, align 8, !tbaa !14
  %153 = getelementptr inbounds nuw i8, ptr %12, i64 48
  store double 0.000000e+00, ptr %153, align 8, !tbaa !14
  %154 = getelementptr inbounds nuw i8, ptr %13, i64 48
  store double 0.000000e+00, ptr %154, align 8, !tbaa !14
  %155 = getelementptr inbounds nuw i8, ptr %12, i64 56
  store double 0.000000e+00, ptr %155, align 8, !tbaa !14
  %156 = getelementptr inbounds nuw i8, ptr %13, i64 56
  store double 0.000000e+00, ptr %156, align 8, !tbaa !14
  %157 = getelementptr inbounds nuw i8, ptr %12, i64 64
  store double 0.000000e+00, ptr %157, align 8, !tbaa !14
  %158 = getelementptr inbounds nuw i8, ptr %13, i64 64
  store double 0.000000e+00, ptr %158, align 8, !tbaa !14
  %159 = fsub contract double %67, %117
  %160 = fmul contract double %159, %159
  %161 = fsub contract double %73, %123
  %162 = fmul contract double %161, %161
  %163 = fadd contract double %160, %162
  %164 = fsub contract double %79, %129
  %165 = fmul contract double %164, %164
  %166 = fadd contract double %163, %165
  %167 = icmp sgt i32 %84, 0
  br i1 %167, label %168, label %381

168:                                              ; preds = %128
  %169 = icmp slt i32 %100, 1
  %170 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %171 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %172 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %173 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %174 = tail call i32 @llvm.smax.i32(i32 %85, i32 1)
  br label %175

175:                                              ; preds = %168, %184
  %176 = phi i32 [ 0, %168 ], [ %185, %184 ]
  %177 = add nsw i32 %176, %87
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds double, ptr %1, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !14
  %181 = tail call noundef double @llvm.maxnum.f64(double %180, double 0x3EB0C6F7A0B5ED8D)
  %182 = getelementptr inbounds double, ptr %2, i64 %178
  %183 = load double, ptr %182, align 8, !tbaa !14
  br i1 %169, label %184, label %187

184:                                              ; preds = %317, %175
  %185 = add nuw nsw i32 %176, 1
  %186 = icmp eq i32 %185, %174
  br i1 %186, label %381, label %175, !llvm.loop !26

187:                                              ; preds = %175, %317
  %188 = phi i32 [ %318, %317 ], [ 0, %175 ]
  %189 = add nsw i32 %188, %137
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds double, ptr %1, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !14
  %193 = tail call noundef double @llvm.maxnum.f64(double %192, double 0x3EB0C6F7A0B5ED8D)
  %194 = getelementptr inbounds double, ptr %2, i64 %190
  %195 = load double, ptr %194, align 8, !tbaa !14
  %196 = fadd contract double %181, %193
  %197 = fdiv contract double 5.000000e-01, %196
  %198 = fneg contract double %193
  %199 = fmul contract double %181, %198
  %200 = fdiv contract double %199, %196
  %201 = fmul contract double %166, %200
  %202 = tail call double @llvm.fma.f64(double %201, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %203 = tail call i32 @llvm.nvvm.d2i.lo(double %202) #11
  %204 = tail call double @llvm.nvvm.add.rn.d(double %202, double 0xC338000000000000) #11
  %205 = tail call double @llvm.fma.f64(double %204, double 0xBFE62E42FEFA39EF, double %201)
  %206 = tail call double @llvm.fma.f64(double %204, double 0xBC7ABC9E3B39803F, double %205)
  %207 = tail call double @llvm.fma.f64(double %206, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %208 = tail call double @llvm.fma.f64(double %207, double %206, double 0x3EC71DEE62401315)
  %209 = tail call double @llvm.fma.f64(double %208, double %206, double 0x3EFA01997C89EB71)
  %210 = tail call double @llvm.fma.f64(double %209, double %206, double 0x3F2A01A014761F65)
  %211 = tail call double @llvm.fma.f64(double %210, double %206, double 0x3F56C16C1852B7AF)
  %212 = tail call double @llvm.fma.f64(double %211, double %206, double 0x3F81111111122322)
  %213 = tail call double @llvm.fma.f64(double %212, double %206, double 0x3FA55555555502A1)
  %214 = tail call double @llvm.fma.f64(double %213, double %206, double 0x3FC5555555555511)
  %215 = tail call double @llvm.fma.f64(double %214, double %206, double 0x3FE000000000000B)
  %216 = tail call double @llvm.fma.f64(double %215, double %206, double 1.000000e+00)
  %217 = tail call double @llvm.fma.f64(double %216, double %206, double 1.000000e+00)
  %218 = tail call i32 @llvm.nvvm.d2i.lo(double %217) #11
  %219 = tail call i32 @llvm.nvvm.d2i.hi(double %217) #11
  %220 = shl i32 %203, 20
  %221 = add i32 %219, %220
  %222 = tail call double @llvm.nvvm.lohi.i2d(i32 %218, i32 %221) #11
  %223 = tail call i32 @llvm.nvvm.d2i.hi(double %201) #11
  %224 = bitcast i32 %223 to float
  %225 = tail call float @llvm.nvvm.fabs.f32(float %224)
  %226 = fcmp olt float %225, 0x4010C46560000000
  br i1 %226, label %242, label %227

227:                                              ; preds = %187
  %228 = fcmp olt double %201, 0.000000e+00
  %229 = fadd double %201, 0x7FF0000000000000
  %230 = select i1 %228, double 0.000000e+00, double %229
  %231 = fcmp olt float %225, 0x4010E90000000000
  br i1 %231, label %232, label %242

232:                                              ; preds = %227
  %233 = sdiv i32 %203, 2
  %234 = shl i32 %233, 20
  %235 = add i32 %219, %234
  %236 = tail call double @llvm.nvvm.lohi.i2d(i32 %218, i32 %235) #11
  %237 = sub nsw i32 %203, %233
  %238 = shl i32 %237, 20
  %239 = add nsw i32 %238, 1072693248
  %240 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %239) #11
  %241 = fmul double %240, %236
  br label %242

242:                                              ; preds = %187, %227, %232
  %243 = phi double [ %222, %187 ], [ %241, %232 ], [ %230, %227 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  %244 = fdiv contract double 0x400921FB54442D18, %196
  %245 = tail call noundef double @llvm.sqrt.f64(double %244)
  br label %251

246:                                              ; preds = %310
  %247 = fmul contract double %193, 2.000000e+00
  %248 = fmul contract double %193, %247
  %249 = fmul contract double %183, %195
  %250 = fmul contract double %249, %243
  br label %314

251:                                              ; preds = %242, %310
  %252 = phi i64 [ 0, %242 ], [ %313, %310 ]
  %253 = phi i32 [ 0, %242 ], [ %311, %310 ]
  %254 = shl nuw nsw i64 %252, 6
  %255 = getelementptr nuw i8, ptr %14, i64 %254
  %256 = zext nneg i32 %253 to i64
  %257 = getelementptr inbounds nuw double, ptr %90, i64 %256
  %258 = load double, ptr %257, align 8, !tbaa !14
  %259 = fmul contract double %181, %258
  %260 = getelementptr inbounds nuw double, ptr %140, i64 %256
  %261 = load double, ptr %260, align 8, !tbaa !14
  %262 = fmul contract double %193, %261
  %263 = fadd contract double %259, %262
  %264 = fdiv contract double %263, %196
  %265 = fsub contract double %264, %261
  %266 = getelementptr inbounds nuw [2 x [4 x double]], ptr %14, i64 %256
  store double %245, ptr %266, align 8, !tbaa !14
  %267 = load double, ptr %255, align 8
  br label %271

268:                                              ; preds = %284
  %269 = fsub contract double %264, %258
  %270 = getelementptr inbounds nuw i8, ptr %266, i64 32
  br label %291

271:                                              ; preds = %251, %284
  %272 = phi double [ %267, %251 ], [ %286, %284 ]
  %273 = phi i32 [ 0, %251 ], [ %287, %284 ]
  %274 = fmul contract double %265, %272
  %275 = icmp eq i32 %273, 0
  br i1 %275, label %284, label %276

276:                                              ; preds = %271
  %277 = zext nneg i32 %273 to i64
  %278 = getelementptr inbounds nuw double, ptr %266, i64 %277
  %279 = uitofp nneg i32 %273 to double
  %280 = fmul contract double %197, %279
  %281 = getelementptr i8, ptr %278, i64 -8
  %282 = load double, ptr %281, align 8, !tbaa !14
  %283 = fmul contract double %280, %282
  br label %284

284:                                              ; preds = %276, %271
  %285 = phi contract double [ %283, %276 ], [ 0.000000e+00, %271 ]
  %286 = fadd contract double %274, %285
  %287 = add nuw nsw i32 %273, 1
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr inbounds nuw double, ptr %266, i64 %288
  store double %286, ptr %289, align 8, !tbaa !14
  %290 = icmp eq i32 %287, 3
  br i1 %290, label %268, label %271, !llvm.loop !27

291:                                              ; preds = %268, %304
  %292 = phi i32 [ 0, %268 ], [ %308, %304 ]
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds nuw double, ptr %266, i64 %293
  %295 = load double, ptr %294, align 8, !tbaa !14
  %296 = fmul contract double %269, %295
  %297 = icmp eq i32 %292, 0
  br i1 %297, label %304, label %298

298:                                              ; preds = %291
  %299 = uitofp nneg i32 %292 to double
  %300 = fmul contract double %197, %299
  %301 = getelementptr i8, ptr %294, i64 -8
  %302 = load double, ptr %301, align 8, !tbaa !14
  %303 = fmul contract double %300, %302
  br label %304

304:                                              ; preds = %298, %291
  %305 = phi contract double [ %303, %298 ], [ 0.000000e+00, %291 ]
  %306 = fadd contract double %296, %305
  %307 = getelementptr inbounds nuw double, ptr %270, i64 %293
  store double %306, ptr %307, align 8, !tbaa !14
  %308 = add nuw nsw i32 %292, 1
  %309 = icmp eq i32 %308, 4
  br i1 %309, label %310, label %291, !llvm.loop !28

310:                                              ; preds = %304
  %311 = add nuw nsw i32 %253, 1
  %312 = icmp eq i32 %311, 3
  %313 = add i64 %252, 1
  br i1 %312, label %246, label %251, !llvm.loop !29

314:                                              ; preds = %246, %320
  %315 = phi i32 [ 0, %246 ], [ %321, %320 ]
  %316 = mul nuw nsw i32 %315, 3
  br label %324

317:                                              ; preds = %320
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  %318 = add nuw nsw i32 %188, 1
  %319 = icmp eq i32 %318, %135
  br i1 %319, label %184, label %187, !llvm.loop !30

320:                                              ; preds = %326
  %321 = add nuw nsw i32 %315, 1
  %322 = icmp samesign ult i32 %315, 2
  %323 = select i1 %80, i1 %322, i1 false
  br i1 %323, label %314, label %317, !llvm.loop !31

324:                                              ; preds = %314, %326
  %325 = phi i32 [ 0, %314 ], [ %353, %326 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #11
  br label %356

326:                                              ; preds = %356
  %327 = load double, ptr %15, align 8, !tbaa !14
  %328 = fmul contract double %250, %327
  %329 = load double, ptr %170, align 8, !tbaa !14
  %330 = fmul contract double %328, %329
  %331 = load double, ptr %171, align 8, !tbaa !14
  %332 = fmul contract double %330, %331
  %333 = add nuw nsw i32 %325, %316
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds nuw double, ptr %12, i64 %334
  %336 = load double, ptr %335, align 8, !tbaa !14
  %337 = fadd contract double %336, %332
  store double %337, ptr %335, align 8, !tbaa !14
  %338 = load double, ptr %16, align 8, !tbaa !14
  %339 = fmul contract double %329, %338
  %340 = fmul contract double %331, %339
  %341 = load double, ptr %172, align 8, !tbaa !14
  %342 = fmul contract double %327, %341
  %343 = fmul contract double %331, %342
  %344 = fadd contract double %340, %343
  %345 = fmul contract double %327, %329
  %346 = load double, ptr %173, align 8, !tbaa !14
  %347 = fmul contract double %345, %346
  %348 = fadd contract double %347, %344
  %349 = fmul contract double %250, %348
  %350 = getelementptr inbounds nuw double, ptr %13, i64 %334
  %351 = load double, ptr %350, align 8, !tbaa !14
  %352 = fadd contract double %351, %349
  store double %352, ptr %350, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #11
  %353 = add nuw nsw i32 %325, 1
  %354 = icmp samesign ult i32 %325, 2
  %355 = select i1 %130, i1 %354, i1 false
  br i1 %355, label %324, label %320, !llvm.loop !32

356:                                              ; preds = %324, %356
  %357 = phi i32 [ 0, %324 ], [ %379, %356 ]
  %358 = icmp eq i32 %357, %315
  %359 = and i1 %80, %358
  %360 = icmp eq i32 %357, %325
  %361 = and i1 %130, %360
  %362 = zext nneg i32 %357 to i64
  %363 = getelementptr inbounds nuw [2 x [4 x double]], ptr %14, i64 %362
  %364 = select i1 %359, i64 32, i64 0
  %365 = getelementptr inbounds nuw i8, ptr %363, i64 %364
  %366 = zext i1 %361 to i64
  %367 = getelementptr inbounds nuw double, ptr %365, i64 %366
  %368 = load double, ptr %367, align 8, !tbaa !14
  %369 = getelementptr inbounds nuw double, ptr %15, i64 %362
  store double %368, ptr %369, align 8, !tbaa !14
  %370 = select i1 %361, double 3.000000e+00, double 1.000000e+00
  %371 = fmul contract double %193, %370
  %372 = fmul contract double %371, %368
  %373 = select i1 %361, i64 3, i64 2
  %374 = getelementptr inbounds nuw double, ptr %365, i64 %373
  %375 = load double, ptr %374, align 8, !tbaa !14
  %376 = fmul contract double %248, %375
  %377 = fsub contract double %372, %376
  %378 = getelementptr inbounds nuw double, ptr %16, i64 %362
  store double %377, ptr %378, align 8, !tbaa !14
  %379 = add nuw nsw i32 %357, 1
  %380 = icmp eq i32 %379, 3
  br i1 %380, label %326, label %356, !llvm.loop !33

381:                                              ; preds = %184, %128
  %382 = mul nsw i64 %37, 9
  %383 = load double, ptr %12, align 8, !tbaa !14
  %384 = getelementptr inbounds nuw double, ptr %7, i64 %382
  store double %383, ptr %384, align 8, !tbaa !14
  %385 = load double, ptr %13, align 8, !tbaa !14
  %386 = getelementptr inbounds nuw double, ptr %8, i64 %382
  store double %385, ptr %386, align 8, !tbaa !14
  %387 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %388 = load double, ptr %387, align 8, !tbaa !14
  %389 = add nsw i64 %382, 1
  %390 = getelementptr inbounds nuw double, ptr %7, i64 %389
  store double %388, ptr %390, align 8, !tbaa !14
  %391 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %392 = load double, ptr %391, align 8, !tbaa !14
  %393 = getelementptr inbounds nuw double, ptr %8, i64 %389
  store double %392, ptr %393, align 8, !tbaa !14
  %394 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %395 = load double, ptr %394, align 8, !tbaa !14
  %396 = add nsw i64 %382, 2
  %397 = getelementptr inbounds nuw double, ptr %7, i64 %396
  store double %395, ptr %397, align 8, !tbaa !14
  %398 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %399 = load double, ptr %398, align 8, !tbaa !14
  %400 = getelementptr inbounds nuw double, ptr %8, i64 %396
  store double %399, ptr %400, align 8, !tbaa !14
  %401 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %402 = load double, ptr %401, align 8, !tbaa !14
  %403 = add nsw i64 %382, 3
  %404 = getelementptr inbounds nuw double, ptr %7, i64 %403
  store double %402, ptr %404, align 8, !tbaa !14
  %405 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %406 = load double, ptr %405, align 8, !tbaa !14
  %407 = getelementptr inbounds nuw double, ptr %8, i64 %403
  store double %406, ptr %407, align 8, !tbaa !14
  %408 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %409 = load double, ptr %408, align 8, !tbaa !14
  %410 = add nsw i64 %382, 4
  %411 = getelementptr inbounds nuw double, ptr %7, i64 %410
  store double %409, ptr %411, align 8, !tbaa !14
  %412 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %413 = load double, ptr %412, align 8, !tbaa !14
  %414 = getelementptr inbounds nuw double, ptr %8, i64 %410
  store double %413, ptr %414, align 8, !tbaa !14
  %415 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %416 = load double, ptr %415, align 8, !tbaa !14
  %417 = add nsw i64 %382, 5
  %418 = getelementptr inbounds nuw double, ptr %7, i64 %417
  store double %416, ptr %418, align 8, !tbaa !14
  %419 = getelementptr inbounds nuw i8, ptr %13, i64 40
  %420 = load double, ptr %419, align 8, !tbaa !14
  %421 = getelementptr inbounds nuw double, ptr %8, i64 %417
  store double %420, ptr %421, align 8, !tbaa !14
  %422 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %423 = load double, ptr %422, align 8, !tbaa !14
  %424 = add nsw i64 %382, 6
  %425 = getelementptr inbounds nuw double, ptr %7, i64 %424
  store double %423, ptr %425, align 8, !tbaa !14
  %426 = getelementptr inbounds nuw i8, ptr %13, i64 48
  %427 = load double, ptr %426, align 8, !tbaa !14
  %428 = getelementptr inbounds nuw double, ptr %8, i64 %424
  store double %427, ptr %428, align 8, !tbaa !14
  %429 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %430 = load double, ptr %429, align 8, !tbaa !14
  %431 = add nsw i64 %382, 7
  %432 = getelementptr inbounds nuw double, ptr %7, i64 %431
  store double %430, ptr %432, align 8, !tbaa !14
  %433 = getelementptr inbounds nuw i8, ptr %13, i64 56
  %434 = load double, ptr %433, align 8, !tbaa !14
  %435 = getelementptr inbounds nuw double, ptr %8, i64 %431
  store double %434, ptr %435, align 8, !tbaa !14
  %436 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %437 = load double, ptr %436, align 8, !tbaa !14
  %438 = add nsw i64 %382, 8
  %439 = getelementptr inbounds nuw double, ptr %7, i64 %438
  store double %437, ptr %439, align 8, !tbaa !14
  %440 = getelementptr inbounds nuw i8, ptr %13, i64 64
  %441 = load double, ptr %440, align 8, !tbaa !14
  %442 = getelementptr inbounds nuw double, ptr %8, i64 %438
  store double %441, ptr %442, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #11
  br label %443

443:                                              ; preds = %381, %29, %9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @nuclear_attraction_ss(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.BasisDims) align 4 captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noalias noundef readonly captures(none) %8, i32 noundef %9, double noundef %10, ptr noalias noundef writeonly captures(none) %11) local_unnamed_addr #6 {
  %13 = alloca [15 x double], align 8
  %14 = alloca %struct.ShellView, align 8
  %15 = alloca %struct.ShellView, align 8
  %16 = alloca [3 x double], align 8
  %17 = load i32, ptr %4, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call noundef i32 @llvm.smin.i32(i32 %17, i32 16384)
  %23 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 32768)
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %25 = tail call noundef i32 @llvm.smin.i32(i32 %24, i32 4096)
  %26 = icmp slt i32 %17, 1
  %27 = icmp slt i32 %19, 1
  %28 = select i1 %26, i1 true, i1 %27
  br i1 %28, label %356, label %29

29:                                               ; preds = %12
  %30 = tail call i32 @llvm.smin.i32(i32 %24, i32 64)
  %31 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 0)
  %32 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 2048)
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = mul i32 %33, %34
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = add i32 %35, %36
  %38 = icmp slt i32 %37, %7
  br i1 %38, label %39, label %356

39:                                               ; preds = %29
  %40 = sext i32 %37 to i64
  %41 = getelementptr inbounds %struct.int2, ptr %6, i64 %40
  %42 = load i32, ptr %41, align 8, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %44 = load i32, ptr %43, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  %45 = srem i32 %42, %22
  %46 = add nsw i32 %45, %22
  %47 = srem i32 %46, %22
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.int4, ptr %0, i64 %48
  %50 = load i32, ptr %49, align 16, !tbaa !6
  %51 = getelementptr inbounds nuw i8, ptr %49, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %54 = load i32, ptr %53, align 8, !tbaa !6
  %55 = icmp slt i32 %21, 1
  br i1 %55, label %64, label %56

56:                                               ; preds = %39
  %57 = getelementptr inbounds nuw i8, ptr %49, i64 12
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = srem i32 %58, %25
  %60 = add nsw i32 %59, %25
  %61 = srem i32 %60, %25
  %62 = mul nsw i32 %61, 3
  %63 = sext i32 %62 to i64
  br label %64

64:                                               ; preds = %56, %39
  %65 = phi i64 [ %63, %56 ], [ 0, %39 ]
  br i1 %55, label %69, label %66

66:                                               ; preds = %64
  %67 = getelementptr inbounds double, ptr %3, i64 %65
  %68 = load double, ptr %67, align 8, !tbaa !14
  br label %69

69:                                               ; preds = %66, %64
  %70 = phi contract double [ %68, %66 ], [ 0.000000e+00, %64 ]
  br i1 %55, label %75, label %71

71:                                               ; preds = %69
  %72 = getelementptr double, ptr %3, i64 %65
  %73 = getelementptr i8, ptr %72, i64 8
  %74 = load double, ptr %73, align 8, !tbaa !14
  br label %75

75:                                               ; preds = %71, %69
  %76 = phi contract double [ %74, %71 ], [ 0.000000e+00, %69 ]
  br i1 %55, label %81, label %77

77:                                               ; preds = %75
  %78 = getelementptr double, ptr %3, i64 %65
  %79 = getelementptr i8, ptr %78, i64 16
  %80 = load double, ptr %79, align 8, !tbaa !14
  br label %81

81:                                               ; preds = %75, %77
  %82 = phi contract double [ %80, %77 ], [ 0.000000e+00, %75 ]
  %83 = icmp sgt i32 %54, 0
  %84 = zext i1 %83 to i32
  %85 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %50, i32 0)
  %86 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %52, i32 0)
  %87 = tail call i32 @llvm.smin.i32(i32 %86, i32 %23)
  %88 = tail call i32 @llvm.smin.i32(i32 %87, i32 6)
  %89 = sub nsw i32 %23, %88
  %90 = tail call noundef i32 @llvm.smin.i32(i32 %85, i32 %89)
  store i32 %90, ptr %14, align 8
  %91 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 %88, ptr %91, align 4
  %92 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %84, ptr %92, align 8
  %93 = getelementptr inbounds nuw i8, ptr %14, i64 16
  store double %70, ptr %93, align 8
  %94 = getelementptr inbounds nuw i8, ptr %14, i64 24
  store double %76, ptr %94, align 8
  %95 = getelementptr inbounds nuw i8, ptr %14, i64 32
  store double %82, ptr %95, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #11
  %96 = srem i32 %44, %22
  %97 = add nsw i32 %96, %22
  %98 = srem i32 %97, %22
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds %struct.int4, ptr %0, i64 %99
  %101 = load i32, ptr %100, align 16, !tbaa !6
  %102 = getelementptr inbounds nuw i8, ptr %100, i64 4
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = getelementptr inbounds nuw i8, ptr %100, i64 8
  %105 = load i32, ptr %104, align 8, !tbaa !6
  br i1 %55, label %114, label %106

106:                                              ; preds = %81
  %107 = getelementptr inbounds nuw i8, ptr %100, i64 12
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = srem i32 %108, %25
  %110 = add nsw i32 %109, %25
  %111 = srem i32 %110, %25
  %112 = mul nsw i32 %111, 3
  %113 = sext i32 %112 to i64
  br label %114

114:                                              ; preds = %106, %81
  %115 = phi i64 [ %113, %106 ], [ 0, %81 ]
  br i1 %55, label %119, label %116

116:                                              ; preds = %114
  %117 = getelementptr inbounds double, ptr %3, i64 %115
  %118 = load double, ptr %117, align 8, !tbaa !14
  br label %119

119:                                              ; preds = %116, %114
  %120 = phi contract double [ %118, %116 ], [ 0.000000e+00, %114 ]
  br i1 %55, label %125, label %121

121:                                              ; preds = %119
  %122 = getelementptr double, ptr %3, i64 %115
  %123 = getelementptr i8, ptr %122, i64 8
  %124 = load double, ptr %123, align 8, !tbaa !14
  br label %125

125:                                              ; preds = %121, %119
  %126 = phi contract double [ %124, %121 ], [ 0.000000e+00, %119 ]
  br i1 %55, label %131, label %127

127:                                              ; preds = %125
  %128 = getelementptr double, ptr %3, i64 %115
  %129 = getelementptr i8, ptr %128, i64 16
  %130 = load double, ptr %129, align 8, !tbaa !14
  br label %131

131:                                              ; preds = %125, %127
  %132 = phi contract double [ %130, %127 ], [ 0.000000e+00, %125 ]
  %133 = icmp sgt i32 %105, 0
  %134 = zext i1 %133 to i32
  %135 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %101, i32 0)
  %136 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %103, i32 0)
  %137 = tail call i32 @llvm.smin.i32(i32 %136, i32 %23)
  %138 = tail call i32 @llvm.smin.i32(i32 %137, i32 6)
  %139 = sub nsw i32 %23, %138
  %140 = tail call noundef i32 @llvm.smin.i32(i32 %135, i32 %139)
  store i32 %140, ptr %15, align 8
  %141 = getelementptr inbounds nuw i8, ptr %15, i64 4
  store i32 %138, ptr %141, align 4
  %142 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %134, ptr %142, align 8
  %143 = getelementptr inbounds nuw i8, ptr %15, i64 16
  store double %120, ptr %143, align 8
  %144 = getelementptr inbounds nuw i8, ptr %15, i64 24
  store double %126, ptr %144, align 8
  %145 = getelementptr inbounds nuw i8, ptr %15, i64 32
  store double %132, ptr %145, align 8
  br label %165

146:                                              ; preds = %165
  %147 = icmp sgt i32 %87, 0
  br i1 %147, label %148, label %178

148:                                              ; preds = %146
  %149 = icmp slt i32 %103, 1
  %150 = icmp slt i32 %21, 1
  %151 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %152 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %153 = icmp sgt i32 %9, 1
  %154 = fcmp contract ogt double %10, 0.000000e+00
  %155 = and i1 %153, %154
  %156 = add nsw i32 %32, -1
  %157 = uitofp nneg i32 %156 to double
  %158 = fmul contract double %10, %157
  %159 = zext nneg i32 %32 to i64
  %160 = shl nuw nsw i64 %159, 4
  %161 = mul nuw nsw i64 %159, 24
  %162 = shl nuw nsw i64 %159, 5
  %163 = mul nuw nsw i64 %159, 40
  %164 = tail call i32 @llvm.smax.i32(i32 %88, i32 1)
  br label %181

165:                                              ; preds = %131, %165
  %166 = phi double [ 0.000000e+00, %131 ], [ %175, %165 ]
  %167 = phi i32 [ 0, %131 ], [ %176, %165 ]
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw double, ptr %93, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !14
  %171 = getelementptr inbounds nuw double, ptr %143, i64 %168
  %172 = load double, ptr %171, align 8, !tbaa !14
  %173 = fsub contract double %170, %172
  %174 = fmul contract double %173, %173
  %175 = fadd contract double %166, %174
  %176 = add nuw nsw i32 %167, 1
  %177 = icmp eq i32 %176, 3
  br i1 %177, label %146, label %165, !llvm.loop !34

178:                                              ; preds = %193, %146
  %179 = phi double [ 0.000000e+00, %146 ], [ %194, %193 ]
  %180 = getelementptr inbounds double, ptr %11, i64 %40
  store double %179, ptr %180, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  br label %356

181:                                              ; preds = %148, %193
  %182 = phi double [ 0.000000e+00, %148 ], [ %194, %193 ]
  %183 = phi i32 [ 0, %148 ], [ %195, %193 ]
  %184 = add nsw i32 %183, %90
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds double, ptr %1, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !14
  %188 = tail call noundef double @llvm.maxnum.f64(double %187, double 0x3EB0C6F7A0B5ED8D)
  %189 = getelementptr inbounds double, ptr %2, i64 %185
  %190 = load double, ptr %189, align 8, !tbaa !14
  br i1 %149, label %193, label %191

191:                                              ; preds = %181
  %192 = fneg contract double %188
  br label %197

193:                                              ; preds = %272, %181
  %194 = phi double [ %182, %181 ], [ %279, %272 ]
  %195 = add nuw nsw i32 %183, 1
  %196 = icmp eq i32 %195, %164
  br i1 %196, label %178, label %181, !llvm.loop !35

197:                                              ; preds = %191, %272
  %198 = phi double [ %182, %191 ], [ %279, %272 ]
  %199 = phi i32 [ 0, %191 ], [ %280, %272 ]
  %200 = add nsw i32 %199, %140
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds double, ptr %1, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !14
  %204 = tail call noundef double @llvm.maxnum.f64(double %203, double 0x3EB0C6F7A0B5ED8D)
  %205 = getelementptr inbounds double, ptr %2, i64 %201
  %206 = load double, ptr %205, align 8, !tbaa !14
  %207 = fadd contract double %188, %204
  %208 = fmul contract double %204, %192
  %209 = fdiv contract double %208, %207
  %210 = fmul contract double %175, %209
  %211 = tail call double @llvm.fma.f64(double %210, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %212 = tail call i32 @llvm.nvvm.d2i.lo(double %211) #11
  %213 = tail call double @llvm.nvvm.add.rn.d(double %211, double 0xC338000000000000) #11
  %214 = tail call double @llvm.fma.f64(double %213, double 0xBFE62E42FEFA39EF, double %210)
  %215 = tail call double @llvm.fma.f64(double %213, double 0xBC7ABC9E3B39803F, double %214)
  %216 = tail call double @llvm.fma.f64(double %215, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %217 = tail call double @llvm.fma.f64(double %216, double %215, double 0x3EC71DEE62401315)
  %218 = tail call double @llvm.fma.f64(double %217, double %215, double 0x3EFA01997C89EB71)
  %219 = tail call double @llvm.fma.f64(double %218, double %215, double 0x3F2A01A014761F65)
  %220 = tail call double @llvm.fma.f64(double %219, double %215, double 0x3F56C16C1852B7AF)
  %221 = tail call double @llvm.fma.f64(double %220, double %215, double 0x3F81111111122322)
  %222 = tail call double @llvm.fma.f64(double %221, double %215, double 0x3FA55555555502A1)
  %223 = tail call double @llvm.fma.f64(double %222, double %215, double 0x3FC5555555555511)
  %224 = tail call double @llvm.fma.f64(double %223, double %215, double 0x3FE000000000000B)
  %225 = tail call double @llvm.fma.f64(double %224, double %215, double 1.000000e+00)
  %226 = tail call double @llvm.fma.f64(double %225, double %215, double 1.000000e+00)
  %227 = tail call i32 @llvm.nvvm.d2i.lo(double %226) #11
  %228 = tail call i32 @llvm.nvvm.d2i.hi(double %226) #11
  %229 = shl i32 %212, 20
  %230 = add i32 %228, %229
  %231 = tail call double @llvm.nvvm.lohi.i2d(i32 %227, i32 %230) #11
  %232 = tail call i32 @llvm.nvvm.d2i.hi(double %210) #11
  %233 = bitcast i32 %232 to float
  %234 = tail call float @llvm.nvvm.fabs.f32(float %233)
  %235 = fcmp olt float %234, 0x4010C46560000000
  br i1 %235, label %251, label %236

236:                                              ; preds = %197
  %237 = fcmp olt double %210, 0.000000e+00
  %238 = fadd double %210, 0x7FF0000000000000
  %239 = select i1 %237, double 0.000000e+00, double %238
  %240 = fcmp olt float %234, 0x4010E90000000000
  br i1 %240, label %241, label %251

241:                                              ; preds = %236
  %242 = sdiv i32 %212, 2
  %243 = shl i32 %242, 20
  %244 = add i32 %228, %243
  %245 = tail call double @llvm.nvvm.lohi.i2d(i32 %227, i32 %244) #11
  %246 = sub nsw i32 %212, %242
  %247 = shl i32 %246, 20
  %248 = add nsw i32 %247, 1072693248
  %249 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %248) #11
  %250 = fmul double %249, %245
  br label %251

251:                                              ; preds = %197, %236, %241
  %252 = phi double [ %231, %197 ], [ %250, %241 ], [ %239, %236 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #11
  br label %258

253:                                              ; preds = %258
  br i1 %150, label %272, label %254

254:                                              ; preds = %253
  %255 = load double, ptr %16, align 8, !tbaa !14
  %256 = load double, ptr %151, align 8, !tbaa !14
  %257 = load double, ptr %152, align 8, !tbaa !14
  br label %282

258:                                              ; preds = %251, %258
  %259 = phi i32 [ 0, %251 ], [ %270, %258 ]
  %260 = zext nneg i32 %259 to i64
  %261 = getelementptr inbounds nuw double, ptr %93, i64 %260
  %262 = load double, ptr %261, align 8, !tbaa !14
  %263 = fmul contract double %188, %262
  %264 = getelementptr inbounds nuw double, ptr %143, i64 %260
  %265 = load double, ptr %264, align 8, !tbaa !14
  %266 = fmul contract double %204, %265
  %267 = fadd contract double %263, %266
  %268 = fdiv contract double %267, %207
  %269 = getelementptr inbounds nuw double, ptr %16, i64 %260
  store double %268, ptr %269, align 8, !tbaa !14
  %270 = add nuw nsw i32 %259, 1
  %271 = icmp eq i32 %270, 3
  br i1 %271, label %253, label %258, !llvm.loop !36

272:                                              ; preds = %350, %253
  %273 = phi double [ 0.000000e+00, %253 ], [ %353, %350 ]
  %274 = fmul contract double %190, %206
  %275 = fmul contract double %274, %252
  %276 = fdiv contract double 0x401921FB54442D18, %207
  %277 = fmul contract double %276, %275
  %278 = fmul contract double %277, %273
  %279 = fadd contract double %198, %278
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #11
  %280 = add nuw nsw i32 %199, 1
  %281 = icmp eq i32 %280, %138
  br i1 %281, label %193, label %197, !llvm.loop !37

282:                                              ; preds = %254, %350
  %283 = phi i32 [ 0, %254 ], [ %354, %350 ]
  %284 = phi double [ 0.000000e+00, %254 ], [ %353, %350 ]
  %285 = mul nuw nsw i32 %283, 3
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds nuw double, ptr %3, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !14
  %289 = fsub contract double %255, %288
  %290 = getelementptr inbounds nuw i8, ptr %287, i64 8
  %291 = load double, ptr %290, align 8, !tbaa !14
  %292 = fsub contract double %256, %291
  %293 = getelementptr inbounds nuw i8, ptr %287, i64 16
  %294 = load double, ptr %293, align 8, !tbaa !14
  %295 = fsub contract double %257, %294
  %296 = zext nneg i32 %283 to i64
  %297 = getelementptr inbounds nuw double, ptr %5, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !14
  %299 = fmul contract double %289, %289
  %300 = fmul contract double %292, %292
  %301 = fadd contract double %299, %300
  %302 = fmul contract double %295, %295
  %303 = fadd contract double %301, %302
  %304 = fmul contract double %207, %303
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %305 = tail call noundef double @llvm.maxnum.f64(double %304, double 0.000000e+00)
  %306 = fcmp contract ult double %305, %158
  %307 = select i1 %155, i1 %306, i1 false
  br i1 %307, label %310, label %308

308:                                              ; preds = %282
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11, !noalias !38
  call void @_Z9boys_evalidPd(i32 noundef 0, double noundef %305, ptr noundef nonnull %13) #11, !noalias !38
  %309 = load double, ptr %13, align 8, !tbaa !14, !noalias !38
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11, !noalias !38
  br label %350

310:                                              ; preds = %282
  %311 = fdiv contract double %305, %10
  %312 = fadd contract double %311, 5.000000e-01
  %313 = fptosi double %312 to i32
  %314 = tail call noundef i32 @llvm.smin.i32(i32 %313, i32 %156)
  %315 = sext i32 %314 to i64
  %316 = getelementptr double, ptr %8, i64 %315
  %317 = sitofp i32 %314 to double
  %318 = fmul contract double %10, %317
  %319 = fsub contract double %318, %305
  %320 = load double, ptr %316, align 8, !tbaa !14, !alias.scope !38
  %321 = fadd contract double %320, 0.000000e+00
  %322 = getelementptr double, ptr %316, i64 %159
  %323 = load double, ptr %322, align 8, !tbaa !14, !alias.scope !38
  %324 = fmul contract double %319, %323
  %325 = fadd contract double %321, %324
  %326 = fmul contract double %319, %319
  %327 = getelementptr i8, ptr %316, i64 %160
  %328 = load double, ptr %327, align 8, !tbaa !14, !alias.scope !38
  %329 = fmul contract double %326, %328
  %330 = fmul contract double %329, 5.000000e-01
  %331 = fadd contract double %325, %330
  %332 = fmul contract double %319, %326
  %333 = getelementptr i8, ptr %316, i64 %161
  %334 = load double, ptr %333, align 8, !tbaa !14, !alias.scope !38
  %335 = fmul contract double %332, %334
  %336 = fdiv contract double %335, 6.000000e+00
  %337 = fadd contract double %331, %336
  %338 = fmul contract double %319, %332
  %339 = getelementptr i8, ptr %316, i64 %162
  %340 = load double, ptr %339, align 8, !tbaa !14, !alias.scope !38
  %341 = fmul contract double %338, %340
  %342 = fdiv contract double %341, 2.400000e+01
  %343 = fadd contract double %337, %342
  %344 = fmul contract double %319, %338
  %345 = getelementptr i8, ptr %316, i64 %163
  %346 = load double, ptr %345, align 8, !tbaa !14, !alias.scope !38
  %347 = fmul contract double %344, %346
  %348 = fdiv contract double %347, 1.200000e+02
  %349 = fadd contract double %343, %348
  br label %350

350:                                              ; preds = %308, %310
  %351 = phi double [ %309, %308 ], [ %349, %310 ]
  %352 = fmul contract double %298, %351
  %353 = fsub contract double %284, %352
  %354 = add nuw nsw i32 %283, 1
  %355 = icmp eq i32 %354, %30
  br i1 %355, label %272, label %282, !llvm.loop !41

356:                                              ; preds = %178, %29, %12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @eri_ssss_contracted(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.BasisDims) align 4 captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, double noundef %9, double noundef %10, ptr noalias noundef writeonly captures(none) %11) local_unnamed_addr #6 {
  %13 = alloca [15 x double], align 8
  %14 = alloca %struct.ShellView, align 8
  %15 = alloca %struct.ShellView, align 8
  %16 = alloca %struct.ShellView, align 8
  %17 = alloca %struct.ShellView, align 8
  %18 = alloca [3 x double], align 8
  %19 = load i32, ptr %4, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 16384)
  %25 = tail call noundef i32 @llvm.smin.i32(i32 %21, i32 32768)
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %23, i32 0)
  %27 = tail call noundef i32 @llvm.smin.i32(i32 %26, i32 4096)
  %28 = icmp slt i32 %19, 1
  %29 = icmp slt i32 %21, 1
  %30 = select i1 %28, i1 true, i1 %29
  br i1 %30, label %555, label %31

31:                                               ; preds = %12
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add i32 %34, %35
  %37 = icmp slt i32 %36, %6
  br i1 %37, label %38, label %555

38:                                               ; preds = %31
  %39 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 2048)
  %41 = icmp slt i32 %23, 1
  %42 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %43 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %44 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %45 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %46 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %47 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %48 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %49 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %50 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %51 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %53 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %54 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %55 = getelementptr inbounds nuw i8, ptr %16, i64 24
  %56 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %57 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %58 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %60 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %61 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %62 = icmp sgt i32 %8, 1
  %63 = fcmp contract ogt double %9, 0.000000e+00
  %64 = and i1 %62, %63
  %65 = add nsw i32 %40, -1
  %66 = uitofp nneg i32 %65 to double
  %67 = fmul contract double %9, %66
  %68 = zext nneg i32 %40 to i64
  %69 = shl nuw nsw i64 %68, 4
  %70 = mul nuw nsw i64 %68, 24
  %71 = shl nuw nsw i64 %68, 5
  %72 = mul nuw nsw i64 %68, 40
  %73 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %74 = mul i32 %73, %33
  br label %75

75:                                               ; preds = %38, %306
  %76 = phi i32 [ %36, %38 ], [ %309, %306 ]
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds %struct.int4, ptr %5, i64 %77
  %79 = load i32, ptr %78, align 16, !tbaa !6
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 4
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %83 = load i32, ptr %82, align 8, !tbaa !6
  %84 = getelementptr inbounds nuw i8, ptr %78, i64 12
  %85 = load i32, ptr %84, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  %86 = srem i32 %79, %24
  %87 = add nsw i32 %86, %24
  %88 = srem i32 %87, %24
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds %struct.int4, ptr %0, i64 %89
  %91 = load i32, ptr %90, align 16, !tbaa !6
  %92 = getelementptr inbounds nuw i8, ptr %90, i64 4
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %95 = load i32, ptr %94, align 8, !tbaa !6
  br i1 %41, label %104, label %96

96:                                               ; preds = %75
  %97 = getelementptr inbounds nuw i8, ptr %90, i64 12
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = srem i32 %98, %27
  %100 = add nsw i32 %99, %27
  %101 = srem i32 %100, %27
  %102 = mul nsw i32 %101, 3
  %103 = sext i32 %102 to i64
  br label %104

104:                                              ; preds = %96, %75
  %105 = phi i64 [ %103, %96 ], [ 0, %75 ]
  br i1 %41, label %109, label %106

106:                                              ; preds = %104
  %107 = getelementptr inbounds double, ptr %3, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !14
  br label %109

109:                                              ; preds = %106, %104
  %110 = phi contract double [ %108, %106 ], [ 0.000000e+00, %104 ]
  br i1 %41, label %115, label %111

111:                                              ; preds = %109
  %112 = getelementptr double, ptr %3, i64 %105
  %113 = getelementptr i8, ptr %112, i64 8
  %114 = load double, ptr %113, align 8, !tbaa !14
  br label %115

115:                                              ; preds = %111, %109
  %116 = phi contract double [ %114, %111 ], [ 0.000000e+00, %109 ]
  br i1 %41, label %121, label %117

117:                                              ; preds = %115
  %118 = getelementptr double, ptr %3, i64 %105
  %119 = getelementptr i8, ptr %118, i64 16
  %120 = load double, ptr %119, align 8, !tbaa !14
  br label %121

121:                                              ; preds = %115, %117
  %122 = phi contract double [ %120, %117 ], [ 0.000000e+00, %115 ]
  %123 = icmp sgt i32 %95, 0
  %124 = zext i1 %123 to i32
  %125 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %91, i32 0)
  %126 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %93, i32 0)
  %127 = tail call i32 @llvm.smin.i32(i32 %126, i32 %25)
  %128 = tail call i32 @llvm.smin.i32(i32 %127, i32 6)
  %129 = sub nsw i32 %25, %128
  %130 = tail call noundef i32 @llvm.smin.i32(i32 %125, i32 %129)
  store i32 %130, ptr %14, align 8
  store i32 %128, ptr %42, align 4
  store i32 %124, ptr %43, align 8
  store double %110, ptr %44, align 8
  store double %116, ptr %45, align 8
  store double %122, ptr %46, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #11
  %131 = srem i32 %81, %24
  %132 = add nsw i32 %131, %24
  %133 = srem i32 %132, %24
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds %struct.int4, ptr %0, i64 %134
  %136 = load i32, ptr %135, align 16, !tbaa !6
  %137 = getelementptr inbounds nuw i8, ptr %135, i64 4
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = getelementptr inbounds nuw i8, ptr %135, i64 8
  %140 = load i32, ptr %139, align 8, !tbaa !6
  br i1 %41, label %149, label %141

141:                                              ; preds = %121
  %142 = getelementptr inbounds nuw i8, ptr %135, i64 12
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = srem i32 %143, %27
  %145 = add nsw i32 %144, %27
  %146 = srem i32 %145, %27
  %147 = mul nsw i32 %146, 3
  %148 = sext i32 %147 to i64
  br label %149

149:                                              ; preds = %141, %121
  %150 = phi i64 [ %148, %141 ], [ 0, %121 ]
  br i1 %41, label %154, label %151

151:                                              ; preds = %149
  %152 = getelementptr inbounds double, ptr %3, i64 %150
  %153 = load double, ptr %152, align 8, !tbaa !14
  br label %154

154:                                              ; preds = %151, %149
  %155 = phi contract double [ %153, %151 ], [ 0.000000e+00, %149 ]
  br i1 %41, label %160, label %156

156:                                              ; preds = %154
  %157 = getelementptr double, ptr %3, i64 %150
  %158 = getelementptr i8, ptr %157, i64 8
  %159 = load double, ptr %158, align 8, !tbaa !14
  br label %160

160:                                              ; preds = %156, %154
  %161 = phi contract double [ %159, %156 ], [ 0.000000e+00, %154 ]
  br i1 %41, label %166, label %162

162:                                              ; preds = %160
  %163 = getelementptr double, ptr %3, i64 %150
  %164 = getelementptr i8, ptr %163, i64 16
  %165 = load double, ptr %164, align 8, !tbaa !14
  br label %166

166:                                              ; preds = %160, %162
  %167 = phi contract double [ %165, %162 ], [ 0.000000e+00, %160 ]
  %168 = icmp sgt i32 %140, 0
  %169 = zext i1 %168 to i32
  %170 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %136, i32 0)
  %171 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %138, i32 0)
  %172 = tail call i32 @llvm.smin.i32(i32 %171, i32 %25)
  %173 = tail call i32 @llvm.smin.i32(i32 %172, i32 6)
  %174 = sub nsw i32 %25, %173
  %175 = tail call noundef i32 @llvm.smin.i32(i32 %170, i32 %174)
  store i32 %175, ptr %15, align 8
  store i32 %173, ptr %47, align 4
  store i32 %169, ptr %48, align 8
  store double %155, ptr %49, align 8
  store double %161, ptr %50, align 8
  store double %167, ptr %51, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #11
  %176 = srem i32 %83, %24
  %177 = add nsw i32 %176, %24
  %178 = srem i32 %177, %24
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds %struct.int4, ptr %0, i64 %179
  %181 = load i32, ptr %180, align 16, !tbaa !6
  %182 = getelementptr inbounds nuw i8, ptr %180, i64 4
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = getelementptr inbounds nuw i8, ptr %180, i64 8
  %185 = load i32, ptr %184, align 8, !tbaa !6
  br i1 %41, label %194, label %186

186:                                              ; preds = %166
  %187 = getelementptr inbounds nuw i8, ptr %180, i64 12
  %188 = load i32, ptr %187, align 4, !tbaa !6
  %189 = srem i32 %188, %27
  %190 = add nsw i32 %189, %27
  %191 = srem i32 %190, %27
  %192 = mul nsw i32 %191, 3
  %193 = sext i32 %192 to i64
  br label %194

194:                                              ; preds = %186, %166
  %195 = phi i64 [ %193, %186 ], [ 0, %166 ]
  br i1 %41, label %199, label %196

196:                                              ; preds = %194
  %197 = getelementptr inbounds double, ptr %3, i64 %195
  %198 = load double, ptr %197, align 8, !tbaa !14
  br label %199

199:                                              ; preds = %196, %194
  %200 = phi contract double [ %198, %196 ], [ 0.000000e+00, %194 ]
  br i1 %41, label %205, label %201

201:                                              ; preds = %199
  %202 = getelementptr double, ptr %3, i64 %195
  %203 = getelementptr i8, ptr %202, i64 8
  %204 = load double, ptr %203, align 8, !tbaa !14
  br label %205

205:                                              ; preds = %201, %199
  %206 = phi contract double [ %204, %201 ], [ 0.000000e+00, %199 ]
  br i1 %41, label %211, label %207

207:                                              ; preds = %205
  %208 = getelementptr double, ptr %3, i64 %195
  %209 = getelementptr i8, ptr %208, i64 16
  %210 = load double, ptr %209, align 8, !tbaa !14
  br label %211

211:                                              ; preds = %205, %207
  %212 = phi contract double [ %210, %207 ], [ 0.000000e+00, %205 ]
  %213 = icmp sgt i32 %185, 0
  %214 = zext i1 %213 to i32
  %215 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %181, i32 0)
  %216 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %183, i32 0)
  %217 = tail call i32 @llvm.smin.i32(i32 %216, i32 %25)
  %218 = tail call i32 @llvm.smin.i32(i32 %217, i32 6)
  %219 = sub nsw i32 %25, %218
  %220 = tail call noundef i32 @llvm.smin.i32(i32 %215, i32 %219)
  store i32 %220, ptr %16, align 8
  store i32 %218, ptr %52, align 4
  store i32 %214, ptr %53, align 8
  store double %200, ptr %54, align 8
  store double %206, ptr %55, align 8
  store double %212, ptr %56, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  %221 = srem i32 %85, %24
  %222 = add nsw i32 %221, %24
  %223 = srem i32 %222, %24
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds %struct.int4, ptr %0, i64 %224
  %226 = load i32, ptr %225, align 16, !tbaa !6
  %227 = getelementptr inbounds nuw i8, ptr %225, i64 4
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = getelementptr inbounds nuw i8, ptr %225, i64 8
  %230 = load i32, ptr %229, align 8, !tbaa !6
  br i1 %41, label %239, label %231

231:                                              ; preds = %211
  %232 = getelementptr inbounds nuw i8, ptr %225, i64 12
  %233 = load i32, ptr %232, align 4, !tbaa !6
  %234 = srem i32 %233, %27
  %235 = add nsw i32 %234, %27
  %236 = srem i32 %235, %27
  %237 = mul nsw i32 %236, 3
  %238 = sext i32 %237 to i64
  br label %239

239:                                              ; preds = %231, %211
  %240 = phi i64 [ %238, %231 ], [ 0, %211 ]
  br i1 %41, label %244, label %241

241:                                              ; preds = %239
  %242 = getelementptr inbounds double, ptr %3, i64 %240
  %243 = load double, ptr %242, align 8, !tbaa !14
  br label %244

244:                                              ; preds = %241, %239
  %245 = phi contract double [ %243, %241 ], [ 0.000000e+00, %239 ]
  br i1 %41, label %250, label %246

246:                                              ; preds = %244
  %247 = getelementptr double, ptr %3, i64 %240
  %248 = getelementptr i8, ptr %247, i64 8
  %249 = load double, ptr %248, align 8, !tbaa !14
  br label %250

250:                                              ; preds = %246, %244
  %251 = phi contract double [ %249, %246 ], [ 0.000000e+00, %244 ]
  br i1 %41, label %256, label %252

252:                                              ; preds = %250
  %253 = getelementptr double, ptr %3, i64 %240
  %254 = getelementptr i8, ptr %253, i64 16
  %255 = load double, ptr %254, align 8, !tbaa !14
  br label %256

256:                                              ; preds = %250, %252
  %257 = phi contract double [ %255, %252 ], [ 0.000000e+00, %250 ]
  %258 = icmp sgt i32 %230, 0
  %259 = zext i1 %258 to i32
  %260 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %226, i32 0)
  %261 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %228, i32 0)
  %262 = tail call i32 @llvm.smin.i32(i32 %261, i32 %25)
  %263 = tail call i32 @llvm.smin.i32(i32 %262, i32 6)
  %264 = sub nsw i32 %25, %263
  %265 = tail call noundef i32 @llvm.smin.i32(i32 %260, i32 %264)
  store i32 %265, ptr %17, align 8
  store i32 %263, ptr %57, align 4
  store i32 %259, ptr %58, align 8
  store double %245, ptr %59, align 8
  store double %251, ptr %60, align 8
  store double %257, ptr %61, align 8
  br label %273

266:                                              ; preds = %273
  %267 = icmp sgt i32 %127, 0
  br i1 %267, label %268, label %306

268:                                              ; preds = %266
  %269 = icmp slt i32 %138, 1
  %270 = icmp slt i32 %183, 1
  %271 = icmp slt i32 %228, 1
  %272 = tail call i32 @llvm.smax.i32(i32 %128, i32 1)
  br label %294

273:                                              ; preds = %256, %273
  %274 = phi double [ 0.000000e+00, %256 ], [ %284, %273 ]
  %275 = phi double [ 0.000000e+00, %256 ], [ %291, %273 ]
  %276 = phi i32 [ 0, %256 ], [ %292, %273 ]
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds nuw double, ptr %44, i64 %277
  %279 = load double, ptr %278, align 8, !tbaa !14
  %280 = getelementptr inbounds nuw double, ptr %49, i64 %277
  %281 = load double, ptr %280, align 8, !tbaa !14
  %282 = fsub contract double %279, %281
  %283 = fmul contract double %282, %282
  %284 = fadd contract double %274, %283
  %285 = getelementptr inbounds nuw double, ptr %54, i64 %277
  %286 = load double, ptr %285, align 8, !tbaa !14
  %287 = getelementptr inbounds nuw double, ptr %59, i64 %277
  %288 = load double, ptr %287, align 8, !tbaa !14
  %289 = fsub contract double %286, %288
  %290 = fmul contract double %289, %289
  %291 = fadd contract double %275, %290
  %292 = add nuw nsw i32 %276, 1
  %293 = icmp eq i32 %292, 3
  br i1 %293, label %266, label %273, !llvm.loop !42

294:                                              ; preds = %268, %311
  %295 = phi double [ 0.000000e+00, %268 ], [ %312, %311 ]
  %296 = phi i32 [ 0, %268 ], [ %313, %311 ]
  br i1 %269, label %311, label %297

297:                                              ; preds = %294
  %298 = add nsw i32 %296, %130
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds double, ptr %1, i64 %299
  %301 = load double, ptr %300, align 8, !tbaa !14
  %302 = tail call noundef double @llvm.maxnum.f64(double %301, double 0x3EB0C6F7A0B5ED8D)
  %303 = getelementptr inbounds double, ptr %2, i64 %299
  %304 = load double, ptr %303, align 8, !tbaa !14
  %305 = fneg contract double %302
  br label %315

306:                                              ; preds = %311, %266
  %307 = phi double [ 0.000000e+00, %266 ], [ %312, %311 ]
  %308 = getelementptr inbounds double, ptr %11, i64 %77
  store double %307, ptr %308, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  %309 = add i32 %76, %74
  %310 = icmp slt i32 %309, %6
  br i1 %310, label %75, label %555, !llvm.loop !43

311:                                              ; preds = %551, %294
  %312 = phi double [ %295, %294 ], [ %552, %551 ]
  %313 = add nuw nsw i32 %296, 1
  %314 = icmp eq i32 %313, %272
  br i1 %314, label %306, label %294, !llvm.loop !44

315:                                              ; preds = %297, %551
  %316 = phi double [ %295, %297 ], [ %552, %551 ]
  %317 = phi i32 [ 0, %297 ], [ %553, %551 ]
  %318 = add nsw i32 %317, %175
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds double, ptr %1, i64 %319
  %321 = load double, ptr %320, align 8, !tbaa !14
  %322 = tail call noundef double @llvm.maxnum.f64(double %321, double 0x3EB0C6F7A0B5ED8D)
  %323 = fadd contract double %302, %322
  %324 = getelementptr inbounds double, ptr %2, i64 %319
  %325 = load double, ptr %324, align 8, !tbaa !14
  %326 = fmul contract double %304, %325
  %327 = fmul contract double %322, %305
  %328 = fdiv contract double %327, %323
  %329 = fmul contract double %284, %328
  %330 = tail call double @llvm.fma.f64(double %329, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %331 = tail call i32 @llvm.nvvm.d2i.lo(double %330) #11
  %332 = tail call double @llvm.nvvm.add.rn.d(double %330, double 0xC338000000000000) #11
  %333 = tail call double @llvm.fma.f64(double %332, double 0xBFE62E42FEFA39EF, double %329)
  %334 = tail call double @llvm.fma.f64(double %332, double 0xBC7ABC9E3B39803F, double %333)
  %335 = tail call double @llvm.fma.f64(double %334, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %336 = tail call double @llvm.fma.f64(double %335, double %334, double 0x3EC71DEE62401315)
  %337 = tail call double @llvm.fma.f64(double %336, double %334, double 0x3EFA01997C89EB71)
  %338 = tail call double @llvm.fma.f64(double %337, double %334, double 0x3F2A01A014761F65)
  %339 = tail call double @llvm.fma.f64(double %338, double %334, double 0x3F56C16C1852B7AF)
  %340 = tail call double @llvm.fma.f64(double %339, double %334, double 0x3F81111111122322)
  %341 = tail call double @llvm.fma.f64(double %340, double %334, double 0x3FA55555555502A1)
  %342 = tail call double @llvm.fma.f64(double %341, double %334, double 0x3FC5555555555511)
  %343 = tail call double @llvm.fma.f64(double %342, double %334, double 0x3FE000000000000B)
  %344 = tail call double @llvm.fma.f64(double %343, double %334, double 1.000000e+00)
  %345 = tail call double @llvm.fma.f64(double %344, double %334, double 1.000000e+00)
  %346 = tail call i32 @llvm.nvvm.d2i.lo(double %345) #11
  %347 = tail call i32 @llvm.nvvm.d2i.hi(double %345) #11
  %348 = shl i32 %331, 20
  %349 = add i32 %347, %348
  %350 = tail call double @llvm.nvvm.lohi.i2d(i32 %346, i32 %349) #11
  %351 = tail call i32 @llvm.nvvm.d2i.hi(double %329) #11
  %352 = bitcast i32 %351 to float
  %353 = tail call float @llvm.nvvm.fabs.f32(float %352)
  %354 = fcmp olt float %353, 0x4010C46560000000
  br i1 %354, label %370, label %355

355:                                              ; preds = %315
  %356 = fcmp olt double %329, 0.000000e+00
  %357 = fadd double %329, 0x7FF0000000000000
  %358 = select i1 %356, double 0.000000e+00, double %357
  %359 = fcmp olt float %353, 0x4010E90000000000
  br i1 %359, label %360, label %370

360:                                              ; preds = %355
  %361 = sdiv i32 %331, 2
  %362 = shl i32 %361, 20
  %363 = add i32 %347, %362
  %364 = tail call double @llvm.nvvm.lohi.i2d(i32 %346, i32 %363) #11
  %365 = sub nsw i32 %331, %361
  %366 = shl i32 %365, 20
  %367 = add nsw i32 %366, 1072693248
  %368 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %367) #11
  %369 = fmul double %368, %364
  br label %370

370:                                              ; preds = %315, %355, %360
  %371 = phi double [ %350, %315 ], [ %369, %360 ], [ %358, %355 ]
  %372 = fmul contract double %326, %371
  %373 = tail call noundef double @llvm.nvvm.fabs.f64(double %372)
  %374 = fcmp contract olt double %373, %10
  br i1 %374, label %551, label %375

375:                                              ; preds = %370
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  br label %377

376:                                              ; preds = %377
  br i1 %270, label %403, label %391

377:                                              ; preds = %375, %377
  %378 = phi i32 [ 0, %375 ], [ %389, %377 ]
  %379 = zext nneg i32 %378 to i64
  %380 = getelementptr inbounds nuw double, ptr %44, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !14
  %382 = fmul contract double %302, %381
  %383 = getelementptr inbounds nuw double, ptr %49, i64 %379
  %384 = load double, ptr %383, align 8, !tbaa !14
  %385 = fmul contract double %322, %384
  %386 = fadd contract double %382, %385
  %387 = fdiv contract double %386, %323
  %388 = getelementptr inbounds nuw double, ptr %18, i64 %379
  store double %387, ptr %388, align 8, !tbaa !14
  %389 = add nuw nsw i32 %378, 1
  %390 = icmp eq i32 %389, 3
  br i1 %390, label %376, label %377, !llvm.loop !45

391:                                              ; preds = %376, %405
  %392 = phi double [ %406, %405 ], [ %316, %376 ]
  %393 = phi i32 [ %407, %405 ], [ 0, %376 ]
  br i1 %271, label %405, label %394

394:                                              ; preds = %391
  %395 = add nsw i32 %393, %220
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds double, ptr %1, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !14
  %399 = tail call noundef double @llvm.maxnum.f64(double %398, double 0x3EB0C6F7A0B5ED8D)
  %400 = getelementptr inbounds double, ptr %2, i64 %396
  %401 = load double, ptr %400, align 8, !tbaa !14
  %402 = fneg contract double %399
  br label %409

403:                                              ; preds = %405, %376
  %404 = phi double [ %316, %376 ], [ %406, %405 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %551

405:                                              ; preds = %547, %391
  %406 = phi double [ %392, %391 ], [ %548, %547 ]
  %407 = add nuw nsw i32 %393, 1
  %408 = icmp eq i32 %407, %218
  br i1 %408, label %403, label %391, !llvm.loop !46

409:                                              ; preds = %394, %547
  %410 = phi double [ %392, %394 ], [ %548, %547 ]
  %411 = phi i32 [ 0, %394 ], [ %549, %547 ]
  %412 = add nsw i32 %411, %265
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds double, ptr %1, i64 %413
  %415 = load double, ptr %414, align 8, !tbaa !14
  %416 = tail call noundef double @llvm.maxnum.f64(double %415, double 0x3EB0C6F7A0B5ED8D)
  %417 = fadd contract double %399, %416
  %418 = getelementptr inbounds double, ptr %2, i64 %413
  %419 = load double, ptr %418, align 8, !tbaa !14
  %420 = fmul contract double %401, %419
  %421 = fmul contract double %416, %402
  %422 = fdiv contract double %421, %417
  %423 = fmul contract double %291, %422
  %424 = tail call double @llvm.fma.f64(double %423, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %425 = tail call i32 @llvm.nvvm.d2i.lo(double %424) #11
  %426 = tail call double @llvm.nvvm.add.rn.d(double %424, double 0xC338000000000000) #11
  %427 = tail call double @llvm.fma.f64(double %426, double 0xBFE62E42FEFA39EF, double %423)
  %428 = tail call double @llvm.fma.f64(double %426, double 0xBC7ABC9E3B39803F, double %427)
  %429 = tail call double @llvm.fma.f64(double %428, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %430 = tail call double @llvm.fma.f64(double %429, double %428, double 0x3EC71DEE62401315)
  %431 = tail call double @llvm.fma.f64(double %430, double %428, double 0x3EFA01997C89EB71)
  %432 = tail call double @llvm.fma.f64(double %431, double %428, double 0x3F2A01A014761F65)
  %433 = tail call double @llvm.fma.f64(double %432, double %428, double 0x3F56C16C1852B7AF)
  %434 = tail call double @llvm.fma.f64(double %433, double %428, double 0x3F81111111122322)
  %435 = tail call double @llvm.fma.f64(double %434, double %428, double 0x3FA55555555502A1)
  %436 = tail call double @llvm.fma.f64(double %435, double %428, double 0x3FC5555555555511)
  %437 = tail call double @llvm.fma.f64(double %436, double %428, double 0x3FE000000000000B)
  %438 = tail call double @llvm.fma.f64(double %437, double %428, double 1.000000e+00)
  %439 = tail call double @llvm.fma.f64(double %438, double %428, double 1.000000e+00)
  %440 = tail call i32 @llvm.nvvm.d2i.lo(double %439) #11
  %441 = tail call i32 @llvm.nvvm.d2i.hi(double %439) #11
  %442 = shl i32 %425, 20
  %443 = add i32 %441, %442
  %444 = tail call double @llvm.nvvm.lohi.i2d(i32 %440, i32 %443) #11
  %445 = tail call i32 @llvm.nvvm.d2i.hi(double %423) #11
  %446 = bitcast i32 %445 to float
  %447 = tail call float @llvm.nvvm.fabs.f32(float %446)
  %448 = fcmp olt float %447, 0x4010C46560000000
  br i1 %448, label %464, label %449

449:                                              ; preds = %409
  %450 = fcmp olt double %423, 0.000000e+00
  %451 = fadd double %423, 0x7FF0000000000000
  %452 = select i1 %450, double 0.000000e+00, double %451
  %453 = fcmp olt float %447, 0x4010E90000000000
  br i1 %453, label %454, label %464

454:                                              ; preds = %449
  %455 = sdiv i32 %425, 2
  %456 = shl i32 %455, 20
  %457 = add i32 %441, %456
  %458 = tail call double @llvm.nvvm.lohi.i2d(i32 %440, i32 %457) #11
  %459 = sub nsw i32 %425, %455
  %460 = shl i32 %459, 20
  %461 = add nsw i32 %460, 1072693248
  %462 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %461) #11
  %463 = fmul double %462, %458
  br label %464

464:                                              ; preds = %409, %449, %454
  %465 = phi double [ %444, %409 ], [ %463, %454 ], [ %452, %449 ]
  %466 = fmul contract double %420, %465
  %467 = fmul contract double %372, %466
  %468 = tail call noundef double @llvm.nvvm.fabs.f64(double %467)
  %469 = fcmp contract olt double %468, %10
  br i1 %469, label %547, label %528

470:                                              ; preds = %528
  %471 = fmul contract double %323, %417
  %472 = fadd contract double %323, %417
  %473 = fdiv contract double %471, %472
  %474 = tail call noundef double @llvm.sqrt.f64(double %472)
  %475 = fmul contract double %471, %474
  %476 = fdiv contract double 0x40417E50A9DC6553, %475
  %477 = fmul contract double %476, %467
  %478 = fmul contract double %473, %544
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  %479 = tail call noundef double @llvm.maxnum.f64(double %478, double 0.000000e+00)
  %480 = fcmp contract ult double %479, %67
  %481 = select i1 %64, i1 %480, i1 false
  br i1 %481, label %484, label %482

482:                                              ; preds = %470
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11, !noalias !47
  call void @_Z9boys_evalidPd(i32 noundef 0, double noundef %479, ptr noundef nonnull %13) #11, !noalias !47
  %483 = load double, ptr %13, align 8, !tbaa !14, !noalias !47
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11, !noalias !47
  br label %524

484:                                              ; preds = %470
  %485 = fdiv contract double %479, %9
  %486 = fadd contract double %485, 5.000000e-01
  %487 = fptosi double %486 to i32
  %488 = tail call noundef i32 @llvm.smin.i32(i32 %487, i32 %65)
  %489 = sext i32 %488 to i64
  %490 = getelementptr double, ptr %7, i64 %489
  %491 = sitofp i32 %488 to double
  %492 = fmul contract double %9, %491
  %493 = fsub contract double %492, %479
  %494 = load double, ptr %490, align 8, !tbaa !14, !alias.scope !47
  %495 = fadd contract double %494, 0.000000e+00
  %496 = getelementptr double, ptr %490, i64 %68
  %497 = load double, ptr %496, align 8, !tbaa !14, !alias.scope !47
  %498 = fmul contract double %493, %497
  %499 = fadd contract double %495, %498
  %500 = fmul contract double %493, %493
  %501 = getelementptr i8, ptr %490, i64 %69
  %502 = load double, ptr %501, align 8, !tbaa !14, !alias.scope !47
  %503 = fmul contract double %500, %502
  %504 = fmul contract double %503, 5.000000e-01
  %505 = fadd contract double %499, %504
  %506 = fmul contract double %493, %500
  %507 = getelementptr i8, ptr %490, i64 %70
  %508 = load double, ptr %507, align 8, !tbaa !14, !alias.scope !47
  %509 = fmul contract double %506, %508
  %510 = fdiv contract double %509, 6.000000e+00
  %511 = fadd contract double %505, %510
  %512 = fmul contract double %493, %506
  %513 = getelementptr i8, ptr %490, i64 %71
  %514 = load double, ptr %513, align 8, !tbaa !14, !alias.scope !47
  %515 = fmul contract double %512, %514
  %516 = fdiv contract double %515, 2.400000e+01
  %517 = fadd contract double %511, %516
  %518 = fmul contract double %493, %512
  %519 = getelementptr i8, ptr %490, i64 %72
  %520 = load double, ptr %519, align 8, !tbaa !14, !alias.scope !47
  %521 = fmul contract double %518, %520
  %522 = fdiv contract double %521, 1.200000e+02
  %523 = fadd contract double %517, %522
  br label %524

524:                                              ; preds = %482, %484
  %525 = phi double [ %483, %482 ], [ %523, %484 ]
  %526 = fmul contract double %477, %525
  %527 = fadd contract double %410, %526
  br label %547

528:                                              ; preds = %464, %528
  %529 = phi i32 [ %545, %528 ], [ 0, %464 ]
  %530 = phi double [ %544, %528 ], [ 0.000000e+00, %464 ]
  %531 = zext nneg i32 %529 to i64
  %532 = getelementptr inbounds nuw double, ptr %54, i64 %531
  %533 = load double, ptr %532, align 8, !tbaa !14
  %534 = fmul contract double %399, %533
  %535 = getelementptr inbounds nuw double, ptr %59, i64 %531
  %536 = load double, ptr %535, align 8, !tbaa !14
  %537 = fmul contract double %416, %536
  %538 = fadd contract double %534, %537
  %539 = fdiv contract double %538, %417
  %540 = getelementptr inbounds nuw double, ptr %18, i64 %531
  %541 = load double, ptr %540, align 8, !tbaa !14
  %542 = fsub contract double %541, %539
  %543 = fmul contract double %542, %542
  %544 = fadd contract double %530, %543
  %545 = add nuw nsw i32 %529, 1
  %546 = icmp eq i32 %545, 3
  br i1 %546, label %470, label %528, !llvm.loop !50

547:                                              ; preds = %464, %524
  %548 = phi double [ %527, %524 ], [ %410, %464 ]
  %549 = add nuw nsw i32 %411, 1
  %550 = icmp eq i32 %549, %263
  br i1 %550, label %405, label %409, !llvm.loop !51

551:                                              ; preds = %370, %403
  %552 = phi double [ %404, %403 ], [ %316, %370 ]
  %553 = add nuw nsw i32 %317, 1
  %554 = icmp eq i32 %553, %173
  br i1 %554, label %311, label %315, !llvm.loop !52

555:                                              ; preds = %306, %31, %12
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
attributes #11 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = !{!19, !20, i64 0}
!19 = !{!"_ZTS8BasisSet", !20, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !7, i64 32, !7, i64 36, !7, i64 40}
!20 = !{!"p1 _ZTS4int4", !21, i64 0}
!21 = !{!"any pointer", !8, i64 0}
!22 = !{!"p1 double", !21, i64 0}
!23 = !{!19, !7, i64 36}
!24 = !{!19, !7, i64 40}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !12, !13}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12, !13}
!37 = distinct !{!37, !12, !13}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_Z11boys_taylorPKdidid: argument 0"}
!40 = distinct !{!40, !"_Z11boys_taylorPKdidid"}
!41 = distinct !{!41, !12, !13}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13}
!45 = distinct !{!45, !12, !13}
!46 = distinct !{!46, !12, !13}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_Z11boys_taylorPKdidid: argument 0"}
!49 = distinct !{!49, !"_Z11boys_taylorPKdidid"}
!50 = distinct !{!50, !12, !13}
!51 = distinct !{!51, !12, !13}
!52 = distinct !{!52, !12, !13}
