; ModuleID = 'src/hotspot_pyramid.cu'
source_filename = "src/hotspot_pyramid.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ThermalCoeffs = type { float, float, float, float, float, float }

@_ZZ15hotspot_pyramidE7temp_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ15hotspot_pyramidE8power_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ15hotspot_pyramidE9temp_next = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hotspot_pyramid(i32 noundef %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noundef readonly byval(%struct.ThermalCoeffs) align 4 captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 -2147483648, 8) i32 @llvm.smin.i32(i32 %0, i32 7)
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = load float, ptr %8, align 4, !tbaa !14
  %14 = fdiv contract float %12, %13
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !15
  %17 = fdiv contract float 1.000000e+00, %16
  %18 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %19 = load float, ptr %18, align 4, !tbaa !16
  %20 = fdiv contract float 1.000000e+00, %19
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %22 = load float, ptr %21, align 4, !tbaa !17
  %23 = fdiv contract float 1.000000e+00, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %26 = or i32 %24, %25
  %27 = icmp samesign ult i32 %26, 16
  %28 = shl nsw i32 %10, 1
  %29 = sub nsw i32 16, %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %31 = mul i32 %29, %30
  %32 = sub i32 %31, %7
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %34 = mul i32 %29, %33
  %35 = sub i32 %34, %6
  %36 = add nsw i32 %32, 15
  %37 = add nsw i32 %35, 15
  %38 = add nsw i32 %32, %25
  %39 = add nsw i32 %35, %24
  %40 = mul nsw i32 %38, %4
  %41 = add nsw i32 %40, %39
  br i1 %27, label %42, label %62

42:                                               ; preds = %9
  %43 = icmp sgt i32 %38, -1
  %44 = icmp slt i32 %38, %5
  %45 = and i1 %43, %44
  br i1 %45, label %46, label %62

46:                                               ; preds = %42
  %47 = icmp sgt i32 %39, -1
  %48 = icmp slt i32 %39, %4
  %49 = and i1 %47, %48
  br i1 %49, label %50, label %62

50:                                               ; preds = %46
  %51 = sext i32 %41 to i64
  %52 = getelementptr inbounds float, ptr %2, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !18
  %54 = zext nneg i32 %25 to i64
  %55 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE7temp_on to ptr), i64 %54
  %56 = zext nneg i32 %24 to i64
  %57 = getelementptr inbounds nuw float, ptr %55, i64 %56
  store float %53, ptr %57, align 4, !tbaa !18
  %58 = getelementptr inbounds float, ptr %1, i64 %51
  %59 = load float, ptr %58, align 4, !tbaa !18
  %60 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE8power_on to ptr), i64 %54
  %61 = getelementptr inbounds nuw float, ptr %60, i64 %56
  store float %59, ptr %61, align 4, !tbaa !18
  br label %62

62:                                               ; preds = %50, %46, %42, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = icmp sgt i32 %0, 0
  br i1 %63, label %64, label %171

64:                                               ; preds = %62
  %65 = add nuw nsw i32 %24, 1
  %66 = icmp slt i32 %37, %4
  %67 = xor i32 %35, -1
  %68 = add i32 %4, %67
  %69 = select i1 %66, i32 15, i32 %68
  %70 = tail call i32 @llvm.smin.i32(i32 %65, i32 %69)
  %71 = add nsw i32 %24, -1
  %72 = icmp slt i32 %35, 0
  %73 = sub nsw i32 0, %35
  %74 = select i1 %72, i32 %73, i32 0
  %75 = tail call i32 @llvm.smax.i32(i32 %71, i32 %74)
  %76 = add nuw nsw i32 %25, 1
  %77 = icmp slt i32 %36, %5
  %78 = xor i32 %32, -1
  %79 = add i32 %5, %78
  %80 = select i1 %77, i32 15, i32 %79
  %81 = tail call i32 @llvm.smin.i32(i32 %76, i32 %80)
  %82 = add nsw i32 %25, -1
  %83 = icmp slt i32 %32, 0
  %84 = sub nsw i32 0, %32
  %85 = select i1 %83, i32 %84, i32 0
  %86 = tail call i32 @llvm.smax.i32(i32 %82, i32 %85)
  %87 = icmp slt i32 %24, %74
  %88 = icmp sgt i32 %24, %69
  %89 = or i1 %87, %88
  %90 = icmp slt i32 %25, %85
  %91 = icmp sgt i32 %25, %80
  %92 = or i1 %90, %91
  %93 = zext nneg i32 %25 to i64
  %94 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE7temp_on to ptr), i64 %93
  %95 = zext nneg i32 %24 to i64
  %96 = getelementptr inbounds nuw float, ptr %94, i64 %95
  %97 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE8power_on to ptr), i64 %93
  %98 = getelementptr inbounds nuw float, ptr %97, i64 %95
  %99 = sext i32 %81 to i64
  %100 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE7temp_on to ptr), i64 %99
  %101 = getelementptr inbounds nuw float, ptr %100, i64 %95
  %102 = sext i32 %86 to i64
  %103 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE7temp_on to ptr), i64 %102
  %104 = getelementptr inbounds nuw float, ptr %103, i64 %95
  %105 = sext i32 %70 to i64
  %106 = getelementptr inbounds float, ptr %94, i64 %105
  %107 = sext i32 %75 to i64
  %108 = getelementptr inbounds float, ptr %94, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %110 = load float, ptr %109, align 4
  %111 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE9temp_next to ptr), i64 %93
  %112 = getelementptr inbounds nuw float, ptr %111, i64 %95
  %113 = add nsw i32 %10, -1
  %114 = zext nneg i32 %25 to i64
  %115 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE9temp_next to ptr), i64 %114
  %116 = zext nneg i32 %24 to i64
  %117 = getelementptr inbounds nuw float, ptr %115, i64 %116
  %118 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE7temp_on to ptr), i64 %114
  %119 = getelementptr inbounds nuw float, ptr %118, i64 %116
  br label %120

120:                                              ; preds = %160, %64
  %121 = phi i32 [ 0, %64 ], [ %161, %160 ]
  br i1 %27, label %122, label %154

122:                                              ; preds = %120
  %123 = sub nuw nsw i32 14, %121
  %124 = icmp samesign ugt i32 %24, %121
  %125 = icmp samesign ule i32 %24, %123
  %126 = and i1 %124, %125
  br i1 %126, label %127, label %154

127:                                              ; preds = %122
  %128 = icmp samesign ule i32 %25, %121
  %129 = icmp samesign ugt i32 %25, %123
  %130 = or i1 %128, %129
  %131 = select i1 %130, i1 true, i1 %89
  %132 = select i1 %131, i1 true, i1 %92
  br i1 %132, label %154, label %133

133:                                              ; preds = %127
  %134 = load float, ptr %96, align 4, !tbaa !18
  %135 = load float, ptr %98, align 4, !tbaa !18
  %136 = load float, ptr %101, align 4, !tbaa !18
  %137 = load float, ptr %104, align 4, !tbaa !18
  %138 = fadd contract float %136, %137
  %139 = fmul contract float %134, 2.000000e+00
  %140 = fsub contract float %138, %139
  %141 = fmul contract float %20, %140
  %142 = fadd contract float %135, %141
  %143 = load float, ptr %106, align 4, !tbaa !18
  %144 = load float, ptr %108, align 4, !tbaa !18
  %145 = fadd contract float %143, %144
  %146 = fsub contract float %145, %139
  %147 = fmul contract float %17, %146
  %148 = fadd contract float %142, %147
  %149 = fsub contract float %110, %134
  %150 = fmul contract float %23, %149
  %151 = fadd contract float %150, %148
  %152 = fmul contract float %14, %151
  %153 = fadd contract float %134, %152
  store float %153, ptr %112, align 4, !tbaa !18
  br label %154

154:                                              ; preds = %127, %133, %122, %120
  %155 = phi i1 [ true, %133 ], [ false, %122 ], [ false, %120 ], [ false, %127 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %156 = icmp eq i32 %121, %113
  br i1 %156, label %162, label %157

157:                                              ; preds = %154
  br i1 %155, label %158, label %160

158:                                              ; preds = %157
  %159 = load float, ptr %117, align 4, !tbaa !18
  store float %159, ptr %119, align 4, !tbaa !18
  br label %160

160:                                              ; preds = %158, %157
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %161 = add nuw nsw i32 %121, 1
  br label %120

162:                                              ; preds = %154
  br i1 %155, label %163, label %171

163:                                              ; preds = %162
  %164 = zext nneg i32 %25 to i64
  %165 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15hotspot_pyramidE9temp_next to ptr), i64 %164
  %166 = zext nneg i32 %24 to i64
  %167 = getelementptr inbounds nuw float, ptr %165, i64 %166
  %168 = load float, ptr %167, align 4, !tbaa !18
  %169 = sext i32 %41 to i64
  %170 = getelementptr inbounds float, ptr %3, i64 %169
  store float %168, ptr %170, align 4, !tbaa !18
  br label %171

171:                                              ; preds = %62, %163, %162
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !13, i64 16}
!12 = !{!"_ZTS13ThermalCoeffs", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 0}
!15 = !{!12, !13, i64 4}
!16 = !{!12, !13, i64 8}
!17 = !{!12, !13, i64 12}
!18 = !{!13, !13, i64 0}
