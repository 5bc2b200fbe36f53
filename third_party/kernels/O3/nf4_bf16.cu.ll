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
  br i1 %15, label %16, label %147

16:                                               ; preds = %7
  %17 = and i32 %5, -8
  %18 = shl nuw nsw i32 %14, 3
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %20, label %24

20:                                               ; preds = %16
  %21 = zext nneg i32 %13 to i64
  %22 = zext nneg i32 %17 to i64
  %23 = mul nuw nsw i64 %22, %21
  br label %36

24:                                               ; preds = %36, %16
  %25 = phi float [ 0.000000e+00, %16 ], [ %125, %36 ]
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 16, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 8, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 4, i32 31)
  %31 = fadd contract float %29, %30
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 2, i32 31)
  %33 = fadd contract float %31, %32
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 1, i32 31)
  %35 = icmp eq i32 %14, 0
  br i1 %35, label %128, label %147

36:                                               ; preds = %20, %36
  %37 = phi float [ 0.000000e+00, %20 ], [ %125, %36 ]
  %38 = phi i32 [ %18, %20 ], [ %126, %36 ]
  %39 = zext nneg i32 %38 to i64
  %40 = add nuw nsw i64 %23, %39
  %41 = lshr exact i64 %40, 1
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 %41
  %43 = addrspacecast ptr %42 to ptr addrspace(1)
  %44 = load i32, ptr addrspace(1) %43, align 4, !invariant.load !15
  %45 = lshr i64 %40, 6
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %45
  %47 = addrspacecast ptr %46 to ptr addrspace(1)
  %48 = load float, ptr addrspace(1) %47, align 4, !invariant.load !15
  %49 = lshr exact i32 %38, 3
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw %struct.uint4, ptr %2, i64 %50
  %52 = addrspacecast ptr %51 to ptr addrspace(1)
  %53 = load i32, ptr addrspace(1) %52, align 16
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 4
  %55 = load i32, ptr addrspace(1) %54, align 4
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 8
  %57 = load i32, ptr addrspace(1) %56, align 8
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %52, i64 12
  %59 = load i32, ptr addrspace(1) %58, align 4
  %60 = and i32 %44, 15
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !12
  %64 = lshr i32 %44, 4
  %65 = and i32 %64, 15
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !12
  %69 = shl i32 %53, 16
  %70 = bitcast i32 %69 to float
  %71 = and i32 %53, -65536
  %72 = bitcast i32 %71 to float
  %73 = tail call noundef float @llvm.fma.f32(float %63, float %70, float 0.000000e+00)
  %74 = tail call noundef float @llvm.fma.f32(float %68, float %72, float %73)
  %75 = lshr i32 %44, 8
  %76 = and i32 %75, 15
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !12
  %80 = lshr i32 %44, 12
  %81 = and i32 %80, 15
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !12
  %85 = shl i32 %55, 16
  %86 = bitcast i32 %85 to float
  %87 = and i32 %55, -65536
  %88 = bitcast i32 %87 to float
  %89 = tail call noundef float @llvm.fma.f32(float %79, float %86, float %74)
  %90 = tail call noundef float @llvm.fma.f32(float %84, float %88, float %89)
  %91 = lshr i32 %44, 16
  %92 = and i32 %91, 15
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !12
  %96 = lshr i32 %44, 20
  %97 = and i32 %96, 15
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !12
  %101 = shl i32 %57, 16
  %102 = bitcast i32 %101 to float
  %103 = and i32 %57, -65536
  %104 = bitcast i32 %103 to float
  %105 = tail call noundef float @llvm.fma.f32(float %95, float %102, float %90)
  %106 = tail call noundef float @llvm.fma.f32(float %100, float %104, float %105)
  %107 = lshr i32 %44, 24
  %108 = and i32 %107, 15
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !12
  %112 = lshr i32 %44, 28
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_nf4_code to ptr), i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !12
  %116 = shl i32 %59, 16
  %117 = bitcast i32 %116 to float
  %118 = and i32 %59, -65536
  %119 = bitcast i32 %118 to float
  %120 = tail call noundef float @llvm.fma.f32(float %111, float %117, float %106)
  %121 = tail call noundef float @llvm.fma.f32(float %115, float %119, float %120)
  %122 = tail call noundef float @llvm.nvvm.fabs.f32(float %48)
  %123 = fcmp contract olt float %122, 0x47EC363CC0000000
  %124 = select contract i1 %123, float %48, float 0.000000e+00
  %125 = tail call noundef float @llvm.fma.f32(float %121, float %124, float %37)
  %126 = add nuw nsw i32 %38, 256
  %127 = icmp slt i32 %126, %17
  br i1 %127, label %36, label %24, !llvm.loop !16

128:                                              ; preds = %24
  %129 = fadd contract float %33, %34
  %130 = zext nneg i32 %13 to i64
  %131 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %3, i64 %130
  %132 = load i16, ptr %131, align 2, !tbaa !18
  %133 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %132) #4, !srcloc !11
  %134 = fadd contract float %129, %133
  %135 = bitcast float %134 to i32
  %136 = tail call float @llvm.fabs.f32(float %134)
  %137 = bitcast float %136 to i32
  %138 = icmp samesign ugt i32 %137, 2139095040
  %139 = lshr i32 %135, 16
  %140 = and i32 %139, 1
  %141 = add i32 %135, 32767
  %142 = add i32 %141, %140
  %143 = lshr i32 %142, 16
  %144 = trunc nuw i32 %143 to i16
  %145 = select i1 %138, i16 32704, i16 %144
  %146 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %6, i64 %130
  store i16 %145, ptr %146, align 2, !tbaa !18
  br label %147

147:                                              ; preds = %24, %128, %7
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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
