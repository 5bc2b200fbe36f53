; ModuleID = 'src/coo_spmm_atomic.cu'
source_filename = "src/coo_spmm_atomic.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @coo_spmm_warp_atomic(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #0 {
  %13 = icmp slt i32 %6, 1
  %14 = icmp slt i32 %7, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %8, 1
  %17 = or i1 %15, %16
  br i1 %17, label %78, label %18

18:                                               ; preds = %12
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = and i32 %19, 31
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %22, %24
  %26 = zext nneg i32 %19 to i64
  %27 = add nuw nsw i64 %25, %26
  %28 = lshr i64 %27, 5
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %30, %24
  %32 = lshr i64 %31, 5
  %33 = sext i32 %5 to i64
  %34 = icmp ult i64 %28, %33
  br i1 %34, label %35, label %78

35:                                               ; preds = %18
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 range(i32 0, -2147483648) %8)
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 range(i32 0, -2147483648) %8)
  %38 = zext nneg i32 %37 to i64
  %39 = zext nneg i32 %36 to i64
  %40 = icmp samesign ult i32 %20, %8
  br label %41

41:                                               ; preds = %35, %75
  %42 = phi i64 [ %28, %35 ], [ %76, %75 ]
  %43 = getelementptr inbounds nuw float, ptr %2, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = fmul contract float %11, %44
  %46 = fcmp contract oeq float %45, 0.000000e+00
  br i1 %46, label %75, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds nuw i32, ptr %1, i64 %42
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = urem i32 %49, %7
  %51 = getelementptr inbounds nuw i32, ptr %0, i64 %42
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = urem i32 %52, %6
  %54 = zext nneg i32 %50 to i64
  %55 = mul nuw nsw i64 %54, %38
  %56 = getelementptr inbounds nuw float, ptr %3, i64 %55
  %57 = zext nneg i32 %53 to i64
  %58 = mul nuw nsw i64 %57, %39
  %59 = getelementptr inbounds nuw i64, ptr %4, i64 %58
  br i1 %40, label %60, label %75

60:                                               ; preds = %47, %60
  %61 = phi i32 [ %73, %60 ], [ %20, %47 ]
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr %56, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = fmul contract float %45, %64
  %66 = tail call float @llvm.nvvm.mul.rn.f(float %65, float 0x4170000000000000) #4
  %67 = tail call float @llvm.nvvm.mul.rn.f(float %66, float 1.000000e+00) #4
  %68 = tail call float @llvm.nvvm.mul.rn.f(float %67, float 1.000000e+00) #4
  %69 = tail call noundef float @llvm.nvvm.mul.rn.f(float %68, float 1.000000e+00) #4
  %70 = tail call noundef i64 @llvm.nvvm.f2ll.rn(float %69) #4
  %71 = getelementptr inbounds nuw i64, ptr %59, i64 %62
  %72 = atomicrmw add ptr %71, i64 %70 seq_cst, align 8
  %73 = add nuw nsw i32 %61, 32
  %74 = icmp slt i32 %73, %8
  br i1 %74, label %60, label %75, !llvm.loop !13

75:                                               ; preds = %60, %47, %41
  %76 = add i64 %42, %32
  %77 = icmp ult i64 %76, %33
  br i1 %77, label %41, label %78, !llvm.loop !15

78:                                               ; preds = %75, %18, %12
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @coo_spmm_rowrun_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = icmp slt i32 %6, 1
  %11 = icmp slt i32 %7, 1
  %12 = or i1 %10, %11
  br i1 %12, label %178, label %13

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %8
  br i1 %19, label %20, label %178

20:                                               ; preds = %13
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %24 = mul nuw nsw i32 %23, %22
  %25 = add nuw nsw i32 %24, %21
  %26 = shl nuw nsw i32 %25, 3
  %27 = icmp slt i32 %26, %5
  br i1 %27, label %28, label %178

28:                                               ; preds = %20
  %29 = zext nneg i32 %5 to i64
  %30 = zext nneg i32 %26 to i64
  %31 = add nuw nsw i64 %30, 8
  %32 = tail call i64 @llvm.umin.i64(i64 %29, i64 %31)
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = add nsw i32 %6, -1
  %38 = tail call i32 @llvm.umin.i32(i32 %36, i32 %37)
  %39 = icmp samesign ult i32 %26, %33
  br i1 %39, label %45, label %40

40:                                               ; preds = %28
  %41 = sext i32 %8 to i64
  %42 = sext i32 %18 to i64
  %43 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248) #4
  %44 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1106247680) #4
  br label %94

45:                                               ; preds = %28
  %46 = add nsw i32 %7, -1
  %47 = sext i32 %8 to i64
  %48 = sext i32 %18 to i64
  %49 = getelementptr i64, ptr %4, i64 %48
  %50 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248) #4
  %51 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1106247680) #4
  %52 = getelementptr double, ptr %3, i64 %48
  %53 = and i32 %33, 1
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %86, label %55

55:                                               ; preds = %45
  %56 = zext nneg i32 %26 to i64
  %57 = getelementptr inbounds nuw i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %58, i32 0)
  %60 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %59, i32 range(i32 0, 2147483647) %37)
  %61 = getelementptr inbounds nuw i32, ptr %1, i64 %56
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %62, i32 0)
  %64 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %63, i32 range(i32 0, 2147483647) %46)
  %65 = icmp eq i32 %60, %38
  br i1 %65, label %76, label %66

66:                                               ; preds = %55
  %67 = zext nneg i32 %38 to i64
  %68 = mul nsw i64 %67, %47
  %69 = getelementptr i64, ptr %49, i64 %68
  %70 = tail call double @llvm.nvvm.mul.rn.d(double 0.000000e+00, double %51) #4
  %71 = tail call double @llvm.nvvm.mul.rn.d(double %70, double %50) #4
  %72 = tail call double @llvm.nvvm.mul.rn.d(double %71, double %50) #4
  %73 = tail call noundef double @llvm.nvvm.mul.rn.d(double %72, double %50) #4
  %74 = tail call noundef i64 @llvm.nvvm.d2ll.rn(double %73) #4
  %75 = atomicrmw add ptr %69, i64 %74 seq_cst, align 8
  br label %76

76:                                               ; preds = %66, %55
  %77 = phi i32 [ %60, %66 ], [ %38, %55 ]
  %78 = getelementptr inbounds nuw double, ptr %2, i64 %56
  %79 = load double, ptr %78, align 8, !tbaa !16
  %80 = zext nneg i32 %64 to i64
  %81 = mul nsw i64 %80, %47
  %82 = getelementptr double, ptr %52, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !16
  %84 = tail call noundef double @llvm.fma.f64(double %79, double %83, double 0.000000e+00)
  %85 = or disjoint i32 %26, 1
  br label %86

86:                                               ; preds = %76, %45
  %87 = phi i32 [ poison, %45 ], [ %77, %76 ]
  %88 = phi double [ poison, %45 ], [ %84, %76 ]
  %89 = phi i32 [ %38, %45 ], [ %77, %76 ]
  %90 = phi i32 [ %26, %45 ], [ %85, %76 ]
  %91 = phi double [ 0.000000e+00, %45 ], [ %84, %76 ]
  %92 = add nsw i32 %33, -1
  %93 = icmp eq i32 %26, %92
  br i1 %93, label %94, label %111

94:                                               ; preds = %86, %166, %40
  %95 = phi double [ %44, %40 ], [ %51, %166 ], [ %51, %86 ]
  %96 = phi double [ %43, %40 ], [ %50, %166 ], [ %50, %86 ]
  %97 = phi i64 [ %42, %40 ], [ %48, %166 ], [ %48, %86 ]
  %98 = phi i64 [ %41, %40 ], [ %47, %166 ], [ %47, %86 ]
  %99 = phi double [ 0.000000e+00, %40 ], [ %88, %86 ], [ %175, %166 ]
  %100 = phi i32 [ %38, %40 ], [ %87, %86 ], [ %168, %166 ]
  %101 = zext nneg i32 %100 to i64
  %102 = mul nsw i64 %98, %101
  %103 = getelementptr i64, ptr %4, i64 %102
  %104 = getelementptr i64, ptr %103, i64 %97
  %105 = tail call double @llvm.nvvm.mul.rn.d(double %99, double %95) #4
  %106 = tail call double @llvm.nvvm.mul.rn.d(double %105, double %96) #4
  %107 = tail call double @llvm.nvvm.mul.rn.d(double %106, double %96) #4
  %108 = tail call noundef double @llvm.nvvm.mul.rn.d(double %107, double %96) #4
  %109 = tail call noundef i64 @llvm.nvvm.d2ll.rn(double %108) #4
  %110 = atomicrmw add ptr %104, i64 %109 seq_cst, align 8
  br label %178

111:                                              ; preds = %86, %166
  %112 = phi i32 [ %168, %166 ], [ %89, %86 ]
  %113 = phi i32 [ %176, %166 ], [ %90, %86 ]
  %114 = phi double [ %175, %166 ], [ %91, %86 ]
  %115 = zext nneg i32 %113 to i64
  %116 = getelementptr inbounds nuw i32, ptr %0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %117, i32 0)
  %119 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %118, i32 range(i32 0, 2147483647) %37)
  %120 = getelementptr inbounds nuw i32, ptr %1, i64 %115
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %121, i32 0)
  %123 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %122, i32 range(i32 0, 2147483647) %46)
  %124 = icmp eq i32 %119, %112
  br i1 %124, label %135, label %125

125:                                              ; preds = %111
  %126 = zext nneg i32 %112 to i64
  %127 = mul nsw i64 %126, %47
  %128 = getelementptr i64, ptr %49, i64 %127
  %129 = tail call double @llvm.nvvm.mul.rn.d(double %114, double %51) #4
  %130 = tail call double @llvm.nvvm.mul.rn.d(double %129, double %50) #4
  %131 = tail call double @llvm.nvvm.mul.rn.d(double %130, double %50) #4
  %132 = tail call noundef double @llvm.nvvm.mul.rn.d(double %131, double %50) #4
  %133 = tail call noundef i64 @llvm.nvvm.d2ll.rn(double %132) #4
  %134 = atomicrmw add ptr %128, i64 %133 seq_cst, align 8
  br label %135

135:                                              ; preds = %125, %111
  %136 = phi double [ 0.000000e+00, %125 ], [ %114, %111 ]
  %137 = phi i32 [ %119, %125 ], [ %112, %111 ]
  %138 = getelementptr inbounds nuw double, ptr %2, i64 %115
  %139 = load double, ptr %138, align 8, !tbaa !16
  %140 = zext nneg i32 %123 to i64
  %141 = mul nsw i64 %140, %47
  %142 = getelementptr double, ptr %52, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !16
  %144 = tail call noundef double @llvm.fma.f64(double %139, double %143, double %136)
  %145 = add nuw nsw i32 %113, 1
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds nuw i32, ptr %0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !6
  %149 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %148, i32 0)
  %150 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %149, i32 range(i32 0, 2147483647) %37)
  %151 = getelementptr inbounds nuw i32, ptr %1, i64 %146
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %152, i32 0)
  %154 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %153, i32 range(i32 0, 2147483647) %46)
  %155 = icmp eq i32 %150, %137
  br i1 %155, label %166, label %156

156:                                              ; preds = %135
  %157 = zext nneg i32 %137 to i64
  %158 = mul nsw i64 %157, %47
  %159 = getelementptr i64, ptr %49, i64 %158
  %160 = tail call double @llvm.nvvm.mul.rn.d(double %144, double %51) #4
  %161 = tail call double @llvm.nvvm.mul.rn.d(double %160, double %50) #4
  %162 = tail call double @llvm.nvvm.mul.rn.d(double %161, double %50) #4
  %163 = tail call noundef double @llvm.nvvm.mul.rn.d(double %162, double %50) #4
  %164 = tail call noundef i64 @llvm.nvvm.d2ll.rn(double %163) #4
  %165 = atomicrmw add ptr %159, i64 %164 seq_cst, align 8
  br label %166

166:                                              ; preds = %156, %135
  %167 = phi double [ 0.000000e+00, %156 ], [ %144, %135 ]
  %168 = phi i32 [ %150, %156 ], [ %137, %135 ]
  %169 = getelementptr inbounds nuw double, ptr %2, i64 %146
  %170 = load double, ptr %169, align 8, !tbaa !16
  %171 = zext nneg i32 %154 to i64
  %172 = mul nsw i64 %171, %47
  %173 = getelementptr double, ptr %52, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !16
  %175 = tail call noundef double @llvm.fma.f64(double %170, double %174, double %167)
  %176 = add nuw nsw i32 %113, 2
  %177 = icmp eq i32 %176, %33
  br i1 %177, label %94, label %111, !llvm.loop !18

178:                                              ; preds = %13, %20, %94, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rn(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !14}
