; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @transpose_tiled(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) readnone captures(none) %6, ptr addrspace(1) readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %11 = shl i32 %9, 5, !dbg !9
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %13 = and i32 %12, 31, !dbg !10
  %14 = and i32 %12, 96, !dbg !10
  %15 = lshr exact i32 %14, 5, !dbg !10
  %16 = or disjoint i32 %15, 4, !dbg !10
  %17 = or disjoint i32 %15, 8, !dbg !10
  %18 = or disjoint i32 %15, 12, !dbg !10
  %19 = or disjoint i32 %15, 16, !dbg !10
  %20 = or disjoint i32 %15, 20, !dbg !10
  %21 = or disjoint i32 %15, 24, !dbg !10
  %22 = or disjoint i32 %15, 28, !dbg !10
  %23 = or disjoint i32 %11, %13, !dbg !11
  %24 = or disjoint i32 %15, %11, !dbg !11
  %25 = or disjoint i32 %16, %11, !dbg !11
  %26 = or disjoint i32 %17, %11, !dbg !11
  %27 = or disjoint i32 %18, %11, !dbg !11
  %28 = or disjoint i32 %19, %11, !dbg !11
  %29 = or disjoint i32 %20, %11, !dbg !11
  %30 = or disjoint i32 %21, %11, !dbg !11
  %31 = or disjoint i32 %22, %11, !dbg !11
  %32 = shl nuw nsw i32 %10, 5, !dbg !12
  %33 = or disjoint i32 %15, %32, !dbg !13
  %34 = or disjoint i32 %16, %32, !dbg !13
  %35 = or disjoint i32 %17, %32, !dbg !13
  %36 = or disjoint i32 %18, %32, !dbg !13
  %37 = or disjoint i32 %19, %32, !dbg !13
  %38 = or disjoint i32 %20, %32, !dbg !13
  %39 = or disjoint i32 %21, %32, !dbg !13
  %40 = or disjoint i32 %22, %32, !dbg !13
  %41 = or disjoint i32 %32, %13, !dbg !13
  %42 = icmp slt i32 %23, %2, !dbg !14
  %43 = icmp slt i32 %24, %2, !dbg !14
  %44 = icmp slt i32 %25, %2, !dbg !14
  %45 = icmp slt i32 %26, %2, !dbg !14
  %46 = icmp slt i32 %27, %2, !dbg !14
  %47 = icmp slt i32 %28, %2, !dbg !14
  %48 = icmp slt i32 %29, %2, !dbg !14
  %49 = icmp slt i32 %30, %2, !dbg !14
  %50 = icmp slt i32 %31, %2, !dbg !14
  %51 = icmp slt i32 %33, %3, !dbg !15
  %52 = icmp slt i32 %34, %3, !dbg !15
  %53 = icmp slt i32 %35, %3, !dbg !15
  %54 = icmp slt i32 %36, %3, !dbg !15
  %55 = icmp slt i32 %37, %3, !dbg !15
  %56 = icmp slt i32 %38, %3, !dbg !15
  %57 = icmp slt i32 %39, %3, !dbg !15
  %58 = icmp slt i32 %40, %3, !dbg !15
  %59 = icmp slt i32 %41, %3, !dbg !15
  %60 = and i1 %42, %51, !dbg !16
  %61 = and i1 %42, %52, !dbg !16
  %62 = and i1 %42, %53, !dbg !16
  %63 = and i1 %42, %54, !dbg !16
  %64 = and i1 %42, %55, !dbg !16
  %65 = and i1 %42, %56, !dbg !16
  %66 = and i1 %42, %57, !dbg !16
  %67 = and i1 %42, %58, !dbg !16
  %68 = and i1 %43, %59, !dbg !16
  %69 = and i1 %44, %59, !dbg !16
  %70 = and i1 %45, %59, !dbg !16
  %71 = and i1 %46, %59, !dbg !16
  %72 = and i1 %47, %59, !dbg !16
  %73 = and i1 %48, %59, !dbg !16
  %74 = and i1 %49, %59, !dbg !16
  %75 = and i1 %50, %59, !dbg !16
  %76 = mul i32 %4, %24, !dbg !17
  %77 = mul i32 %4, %25, !dbg !17
  %78 = mul i32 %4, %26, !dbg !17
  %79 = mul i32 %4, %27, !dbg !17
  %80 = mul i32 %4, %28, !dbg !17
  %81 = mul i32 %4, %29, !dbg !17
  %82 = mul i32 %4, %30, !dbg !17
  %83 = mul i32 %4, %31, !dbg !17
  %84 = sext i32 %76 to i64, !dbg !18
  %85 = getelementptr float, ptr addrspace(1) %0, i64 %84, !dbg !18
  %86 = sext i32 %77 to i64, !dbg !18
  %87 = getelementptr float, ptr addrspace(1) %0, i64 %86, !dbg !18
  %88 = sext i32 %78 to i64, !dbg !18
  %89 = getelementptr float, ptr addrspace(1) %0, i64 %88, !dbg !18
  %90 = sext i32 %79 to i64, !dbg !18
  %91 = getelementptr float, ptr addrspace(1) %0, i64 %90, !dbg !18
  %92 = sext i32 %80 to i64, !dbg !18
  %93 = getelementptr float, ptr addrspace(1) %0, i64 %92, !dbg !18
  %94 = sext i32 %81 to i64, !dbg !18
  %95 = getelementptr float, ptr addrspace(1) %0, i64 %94, !dbg !18
  %96 = sext i32 %82 to i64, !dbg !18
  %97 = getelementptr float, ptr addrspace(1) %0, i64 %96, !dbg !18
  %98 = sext i32 %83 to i64, !dbg !18
  %99 = getelementptr float, ptr addrspace(1) %0, i64 %98, !dbg !18
  %100 = zext nneg i32 %41 to i64, !dbg !19
  %101 = getelementptr float, ptr addrspace(1) %85, i64 %100, !dbg !19
  %102 = getelementptr float, ptr addrspace(1) %87, i64 %100, !dbg !19
  %103 = getelementptr float, ptr addrspace(1) %89, i64 %100, !dbg !19
  %104 = getelementptr float, ptr addrspace(1) %91, i64 %100, !dbg !19
  %105 = getelementptr float, ptr addrspace(1) %93, i64 %100, !dbg !19
  %106 = getelementptr float, ptr addrspace(1) %95, i64 %100, !dbg !19
  %107 = getelementptr float, ptr addrspace(1) %97, i64 %100, !dbg !19
  %108 = getelementptr float, ptr addrspace(1) %99, i64 %100, !dbg !19
  %109 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %101, i1 %68) #3, !dbg !20
  %110 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %102, i1 %69) #3, !dbg !20
  %111 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %103, i1 %70) #3, !dbg !20
  %112 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %104, i1 %71) #3, !dbg !20
  %113 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %105, i1 %72) #3, !dbg !20
  %114 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %106, i1 %73) #3, !dbg !20
  %115 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %107, i1 %74) #3, !dbg !20
  %116 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %108, i1 %75) #3, !dbg !20
  %117 = mul i32 %5, %33, !dbg !21
  %118 = mul i32 %5, %34, !dbg !21
  %119 = mul i32 %5, %35, !dbg !21
  %120 = mul i32 %5, %36, !dbg !21
  %121 = mul i32 %5, %37, !dbg !21
  %122 = mul i32 %5, %38, !dbg !21
  %123 = mul i32 %5, %39, !dbg !21
  %124 = mul i32 %5, %40, !dbg !21
  %125 = sext i32 %117 to i64, !dbg !22
  %126 = getelementptr float, ptr addrspace(1) %1, i64 %125, !dbg !22
  %127 = sext i32 %118 to i64, !dbg !22
  %128 = getelementptr float, ptr addrspace(1) %1, i64 %127, !dbg !22
  %129 = sext i32 %119 to i64, !dbg !22
  %130 = getelementptr float, ptr addrspace(1) %1, i64 %129, !dbg !22
  %131 = sext i32 %120 to i64, !dbg !22
  %132 = getelementptr float, ptr addrspace(1) %1, i64 %131, !dbg !22
  %133 = sext i32 %121 to i64, !dbg !22
  %134 = getelementptr float, ptr addrspace(1) %1, i64 %133, !dbg !22
  %135 = sext i32 %122 to i64, !dbg !22
  %136 = getelementptr float, ptr addrspace(1) %1, i64 %135, !dbg !22
  %137 = sext i32 %123 to i64, !dbg !22
  %138 = getelementptr float, ptr addrspace(1) %1, i64 %137, !dbg !22
  %139 = sext i32 %124 to i64, !dbg !22
  %140 = getelementptr float, ptr addrspace(1) %1, i64 %139, !dbg !22
  %141 = sext i32 %23 to i64, !dbg !23
  %142 = getelementptr float, ptr addrspace(1) %126, i64 %141, !dbg !23
  %143 = getelementptr float, ptr addrspace(1) %128, i64 %141, !dbg !23
  %144 = getelementptr float, ptr addrspace(1) %130, i64 %141, !dbg !23
  %145 = getelementptr float, ptr addrspace(1) %132, i64 %141, !dbg !23
  %146 = getelementptr float, ptr addrspace(1) %134, i64 %141, !dbg !23
  %147 = getelementptr float, ptr addrspace(1) %136, i64 %141, !dbg !23
  %148 = getelementptr float, ptr addrspace(1) %138, i64 %141, !dbg !23
  %149 = getelementptr float, ptr addrspace(1) %140, i64 %141, !dbg !23
  %150 = shl nuw nsw i32 %12, 5, !dbg !24
  %151 = and i32 %150, 96, !dbg !24
  %152 = shl nuw nsw i32 %14, 2, !dbg !24
  %153 = and i32 %12, 124, !dbg !24
  %154 = or disjoint i32 %151, %152, !dbg !24
  %155 = xor i32 %154, %153, !dbg !24
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %155, !dbg !24
  %157 = insertelement <1 x i32> poison, i32 %109, i64 0, !dbg !24
  store <1 x i32> %157, ptr addrspace(3) %156, align 4, !dbg !24
  %158 = xor i32 %155, 516, !dbg !24
  %159 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %158, !dbg !24
  %160 = insertelement <1 x i32> poison, i32 %110, i64 0, !dbg !24
  store <1 x i32> %160, ptr addrspace(3) %159, align 4, !dbg !24
  %161 = xor i32 %155, 1032, !dbg !24
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %161, !dbg !24
  %163 = insertelement <1 x i32> poison, i32 %111, i64 0, !dbg !24
  store <1 x i32> %163, ptr addrspace(3) %162, align 4, !dbg !24
  %164 = xor i32 %155, 1548, !dbg !24
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %164, !dbg !24
  %166 = insertelement <1 x i32> poison, i32 %112, i64 0, !dbg !24
  store <1 x i32> %166, ptr addrspace(3) %165, align 4, !dbg !24
  %167 = xor i32 %155, 2064, !dbg !24
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %167, !dbg !24
  %169 = insertelement <1 x i32> poison, i32 %113, i64 0, !dbg !24
  store <1 x i32> %169, ptr addrspace(3) %168, align 4, !dbg !24
  %170 = xor i32 %155, 2580, !dbg !24
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %170, !dbg !24
  %172 = insertelement <1 x i32> poison, i32 %114, i64 0, !dbg !24
  store <1 x i32> %172, ptr addrspace(3) %171, align 4, !dbg !24
  %173 = xor i32 %155, 3096, !dbg !24
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %173, !dbg !24
  %175 = insertelement <1 x i32> poison, i32 %115, i64 0, !dbg !24
  store <1 x i32> %175, ptr addrspace(3) %174, align 4, !dbg !24
  %176 = xor i32 %155, 3612, !dbg !24
  %177 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %176, !dbg !24
  %178 = insertelement <1 x i32> poison, i32 %116, i64 0, !dbg !24
  store <1 x i32> %178, ptr addrspace(3) %177, align 4, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %179 = shl nuw nsw i32 %13, 7, !dbg !24
  %180 = xor i32 %151, %153, !dbg !24
  %181 = or disjoint i32 %180, %179, !dbg !24
  %182 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %181, !dbg !24
  %183 = load i32, ptr addrspace(3) %182, align 4, !dbg !24
  %184 = xor i32 %181, 4, !dbg !24
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %184, !dbg !24
  %186 = load i32, ptr addrspace(3) %185, align 4, !dbg !24
  %187 = xor i32 %181, 8, !dbg !24
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %187, !dbg !24
  %189 = load i32, ptr addrspace(3) %188, align 4, !dbg !24
  %190 = xor i32 %181, 12, !dbg !24
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %190, !dbg !24
  %192 = load i32, ptr addrspace(3) %191, align 4, !dbg !24
  %193 = xor i32 %181, 16, !dbg !24
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %193, !dbg !24
  %195 = load i32, ptr addrspace(3) %194, align 4, !dbg !24
  %196 = xor i32 %181, 20, !dbg !24
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %196, !dbg !24
  %198 = load i32, ptr addrspace(3) %197, align 4, !dbg !24
  %199 = xor i32 %181, 24, !dbg !24
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %199, !dbg !24
  %201 = load i32, ptr addrspace(3) %200, align 4, !dbg !24
  %202 = xor i32 %181, 28, !dbg !24
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %202, !dbg !24
  %204 = load i32, ptr addrspace(3) %203, align 4, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %183, ptr addrspace(1) %142, i1 %60) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %186, ptr addrspace(1) %143, i1 %61) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %189, ptr addrspace(1) %144, i1 %62) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %192, ptr addrspace(1) %145, i1 %63) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %195, ptr addrspace(1) %146, i1 %64) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %198, ptr addrspace(1) %147, i1 %65) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %201, ptr addrspace(1) %148, i1 %66) #3, !dbg !24
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %204, ptr addrspace(1) %149, i1 %67) #3, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "transpose_tiled", linkageName: "transpose_tiled", scope: !1, file: !1, line: 104, type: !5, scopeLine: 104, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 106, column: 26, scope: !4)
!8 = !DILocation(line: 107, column: 26, scope: !4)
!9 = !DILocation(line: 108, column: 16, scope: !4)
!10 = !DILocation(line: 108, column: 34, scope: !4)
!11 = !DILocation(line: 108, column: 21, scope: !4)
!12 = !DILocation(line: 109, column: 16, scope: !4)
!13 = !DILocation(line: 109, column: 21, scope: !4)
!14 = !DILocation(line: 110, column: 25, scope: !4)
!15 = !DILocation(line: 110, column: 47, scope: !4)
!16 = !DILocation(line: 110, column: 34, scope: !4)
!17 = !DILocation(line: 111, column: 41, scope: !4)
!18 = !DILocation(line: 111, column: 28, scope: !4)
!19 = !DILocation(line: 111, column: 53, scope: !4)
!20 = !DILocation(line: 111, column: 19, scope: !4)
!21 = !DILocation(line: 112, column: 36, scope: !4)
!22 = !DILocation(line: 112, column: 23, scope: !4)
!23 = !DILocation(line: 112, column: 49, scope: !4)
!24 = !DILocation(line: 112, column: 61, scope: !4)
!25 = !DILocation(line: 112, column: 4, scope: !4)
