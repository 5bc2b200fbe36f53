; ModuleID = 'src/nf4_bf16.cu'
source_filename = "src/nf4_bf16.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }
%struct.uint4 = type { i32, i32, i32, i32 }

@c_nf4_code = dso_local addrspace(4) externally_initialized constant [16 x float] [float -1.000000e+00, float 0xBFE6473620000000, float 0xBFE0CD6600000000, float 0xBFD9465400000000, float 0xBFD23449A0000000, float 0xBFC7A7C9A0000000, float 0xBFB74F0E20000000, float 0.000000e+00, float 0x3FB45F5FE0000000, float 0x3FC4995C60000000, float 0x3FCF809BA0000000, float 0x3FD5A06740000000, float 0x3FDC349700000000, float 0x3FE200F560000000, float 0x3FE7227660000000, float 1.000000e+00], align 4
@c_nf4_mid = dso_local addrspace(4) externally_initialized constant [16 x float] [float 0xBFEB239B20000000, float 0xBFE38A4E00000000, float 0xBFDD709000000000, float 0xBFD5BD4EE0000000, float 0xBFCE082E60000000, float 0xBFC1A7A860000000, float 0xBFA74F0E20000000, float 0x3FA45F5FE0000000, float 0x3FBEC90C60000000, float 0x3FCA0CFC00000000, float 0x3FD2B05A80000000, float 0x3FD8EA7F20000000, float 0x3FE00DA060000000, float 0x3FE491B5E0000000, float 0x3FEB913B20000000, float 2.000000e+00], align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @nf4_quantize_blockwise(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %9, 5
  %11 = sdiv i32 %1, 64
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %98

13:                                               ; preds = %4
  %14 = and i32 %8, 31
  %15 = and i32 %9, -32
  %16 = or disjoint i32 %15, %14
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = trunc i32 %19 to i16
  %21 = lshr i32 %19, 16
  %22 = trunc nuw i32 %21 to i16
  %23 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %20) #4, !srcloc !11
  %24 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %22) #4, !srcloc !11
  %25 = tail call noundef float @llvm.nvvm.fabs.f32(float %23)
  %26 = tail call noundef float @llvm.nvvm.fabs.f32(float %24)
  %27 = tail call noundef float @llvm.maxnum.f32(float %25, float %26)
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 16, i32 31)
  %29 = tail call noundef float @llvm.maxnum.f32(float %27, float %28)
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 8, i32 31)
  %31 = tail call noundef float @llvm.maxnum.f32(float %29, float %30)
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 4, i32 31)
  %33 = tail call noundef float @llvm.maxnum.f32(float %31, float %32)
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 2, i32 31)
  %35 = tail call noundef float @llvm.maxnum.f32(float %33, float %34)
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 1, i32 31)
  %37 = tail call noundef float @llvm.maxnum.f32(float %35, float %36)
  %38 = fcmp contract olt float %37, 0x47EC363CC0000000
  %39 = select i1 %38, float %37, float 0x47EC363CC0000000
  %40 = fcmp contract ogt float %39, 0.000000e+00
  %41 = fdiv contract float 1.000000e+00, %39
  %42 = select contract i1 %40, float %41, float 0.000000e+00
  %43 = fmul contract float %23, %42
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr), i64 28), align 4, !tbaa !12
  %45 = fcmp contract olt float %44, %43
  %46 = select i1 %45, i32 8, i32 0
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr), i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 12
  %50 = load float, ptr %49, align 4, !tbaa !12
  %51 = fcmp contract olt float %50, %43
  %52 = select i1 %51, i32 4, i32 0
  %53 = or disjoint i32 %52, %46
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr), i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 4
  %57 = load float, ptr %56, align 4, !tbaa !12
  %58 = fcmp contract olt float %57, %43
  %59 = select i1 %58, i32 2, i32 0
  %60 = or disjoint i32 %53, %59
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr), i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !12
  %64 = fcmp contract olt float %63, %43
  %65 = zext i1 %64 to i32
  %66 = fmul contract float %24, %42
  %67 = fcmp contract olt float %44, %66
  %68 = select i1 %67, i32 8, i32 0
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr), i64 %69
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 12
  %72 = load float, ptr %71, align 4, !tbaa !12
  %73 = fcmp contract olt float %72, %66
  %74 = select i1 %73, i32 4, i32 0
  %75 = or disjoint i32 %74, %68
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr), i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !12
  %80 = fcmp contract olt float %79, %66
  %81 = select i1 %80, i32 2, i32 0
  %82 = or disjoint i32 %75, %81
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_mid to ptr), i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !12
  %86 = fcmp contract olt float %85, %66
  %87 = zext i1 %86 to i32
  %88 = or disjoint i32 %82, %87
  %89 = shl nuw nsw i32 %88, 4
  %90 = or disjoint i32 %89, %65
  %91 = or disjoint i32 %90, %60
  %92 = trunc nuw i32 %91 to i8
  %93 = getelementptr inbounds nuw i8, ptr %2, i64 %17
  store i8 %92, ptr %93, align 1, !tbaa !14
  %94 = icmp eq i32 %14, 0
  br i1 %94, label %95, label %98

95:                                               ; preds = %13
  %96 = zext nneg i32 %10 to i64
  %97 = getelementptr inbounds nuw float, ptr %3, i64 %96
  store float %39, ptr %97, align 4, !tbaa !12
  br label %98

98:                                               ; preds = %13, %95, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @nf4_gemv_bf16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = lshr i32 %12, 5
  %14 = and i32 %11, 31
  %15 = icmp slt i32 %13, %4
  br i1 %15, label %16, label %149

16:                                               ; preds = %7
  %17 = and i32 %5, -8
  %18 = shl nuw nsw i32 %14, 3
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %20, label %116

20:                                               ; preds = %16
  %21 = zext nneg i32 %13 to i64
  %22 = zext nneg i32 %17 to i64
  %23 = mul nuw nsw i64 %22, %21
  br label %24

24:                                               ; preds = %20, %24
  %25 = phi float [ 0.000000e+00, %20 ], [ %113, %24 ]
  %26 = phi i32 [ %18, %20 ], [ %114, %24 ]
  %27 = lshr exact i32 %26, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw %struct.uint4, ptr %2, i64 %28
  %30 = addrspacecast ptr %29 to ptr addrspace(1)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 12
  %32 = load i32, ptr addrspace(1) %31, align 4
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 8
  %34 = load i32, ptr addrspace(1) %33, align 8
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %30, i64 4
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = load i32, ptr addrspace(1) %30, align 16
  %38 = zext nneg i32 %26 to i64
  %39 = add nuw nsw i64 %23, %38
  %40 = lshr i64 %39, 6
  %41 = getelementptr inbounds nuw float, ptr %1, i64 %40
  %42 = addrspacecast ptr %41 to ptr addrspace(1)
  %43 = load float, ptr addrspace(1) %42, align 4, !invariant.load !15
  %44 = lshr exact i64 %39, 1
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 %44
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  %47 = load i32, ptr addrspace(1) %46, align 4, !invariant.load !15
  %48 = and i32 %47, 15
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !12
  %52 = lshr i32 %47, 4
  %53 = and i32 %52, 15
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !12
  %57 = shl i32 %37, 16
  %58 = bitcast i32 %57 to float
  %59 = and i32 %37, -65536
  %60 = bitcast i32 %59 to float
  %61 = tail call noundef float @llvm.fma.f32(float %51, float %58, float 0.000000e+00)
  %62 = tail call noundef float @llvm.fma.f32(float %56, float %60, float %61)
  %63 = lshr i32 %47, 8
  %64 = and i32 %63, 15
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !12
  %68 = lshr i32 %47, 12
  %69 = and i32 %68, 15
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !12
  %73 = shl i32 %36, 16
  %74 = bitcast i32 %73 to float
  %75 = and i32 %36, -65536
  %76 = bitcast i32 %75 to float
  %77 = tail call noundef float @llvm.fma.f32(float %67, float %74, float %62)
  %78 = tail call noundef float @llvm.fma.f32(float %72, float %76, float %77)
  %79 = lshr i32 %47, 16
  %80 = and i32 %79, 15
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !12
  %84 = lshr i32 %47, 20
  %85 = and i32 %84, 15
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !12
  %89 = shl i32 %34, 16
  %90 = bitcast i32 %89 to float
  %91 = and i32 %34, -65536
  %92 = bitcast i32 %91 to float
  %93 = tail call noundef float @llvm.fma.f32(float %83, float %90, float %78)
  %94 = tail call noundef float @llvm.fma.f32(float %88, float %92, float %93)
  %95 = lshr i32 %47, 24
  %96 = and i32 %95, 15
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !12
  %100 = lshr i32 %47, 28
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !12
  %104 = shl i32 %32, 16
  %105 = bitcast i32 %104 to float
  %106 = and i32 %32, -65536
  %107 = bitcast i32 %106 to float
  %108 = tail call noundef float @llvm.fma.f32(float %99, float %105, float %94)
  %109 = tail call noundef float @llvm.fma.f32(float %103, float %107, float %108)
  %110 = tail call noundef float @llvm.nvvm.fabs.f32(float %43)
  %111 = fcmp contract olt float %110, 0x47EC363CC0000000
  %112 = select contract i1 %111, float %43, float 0.000000e+00
  %113 = tail call noundef float @llvm.fma.f32(float %109, float %112, float %25)
  %114 = add nuw nsw i32 %26, 256
  %115 = icmp slt i32 %114, %17
  br i1 %115, label %24, label %116, !llvm.loop !16

116:                                              ; preds = %24, %16
  %117 = phi float [ 0.000000e+00, %16 ], [ %113, %24 ]
  %118 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %117, i32 16, i32 31)
  %119 = fadd contract float %117, %118
  %120 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %119, i32 8, i32 31)
  %121 = fadd contract float %119, %120
  %122 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %121, i32 4, i32 31)
  %123 = fadd contract float %121, %122
  %124 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %123, i32 2, i32 31)
  %125 = fadd contract float %123, %124
  %126 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %125, i32 1, i32 31)
  %127 = icmp eq i32 %14, 0
  br i1 %127, label %128, label %149

128:                                              ; preds = %116
  %129 = fadd contract float %125, %126
  %130 = zext nneg i32 %13 to i64
  %131 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %3, i64 %130
  %132 = load i16, ptr %131, align 2, !tbaa !19
  %133 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %132) #4, !srcloc !11
  %134 = fadd contract float %129, %133
  %135 = tail call float @llvm.fabs.f32(float %134)
  %136 = bitcast float %135 to i32
  %137 = icmp samesign ugt i32 %136, 2139095040
  br i1 %137, label %146, label %138

138:                                              ; preds = %128
  %139 = bitcast float %134 to i32
  %140 = lshr i32 %139, 16
  %141 = and i32 %140, 1
  %142 = add i32 %139, 32767
  %143 = add i32 %142, %141
  %144 = lshr i32 %143, 16
  %145 = trunc nuw i32 %144 to i16
  br label %146

146:                                              ; preds = %128, %138
  %147 = phi i16 [ %145, %138 ], [ 32704, %128 ]
  %148 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %6, i64 %130
  store i16 %147, ptr %148, align 2, !tbaa !19
  br label %149

149:                                              ; preds = %116, %146, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind memory(none) }

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
!11 = !{i64 2158711269}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!8, !8, i64 0}
!15 = !{}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
