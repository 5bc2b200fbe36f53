; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @stencil_5pt(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) readnone captures(none) %5, ptr addrspace(1) readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %10 = shl i32 %8, 4, !dbg !9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %12 = lshr i32 %11, 6, !dbg !10
  %.lobit = and i32 %12, 1, !dbg !10
  %13 = or disjoint i32 %.lobit, %10, !dbg !11
  %14 = or disjoint i32 %13, 2, !dbg !11
  %15 = or disjoint i32 %13, 4, !dbg !11
  %16 = or disjoint i32 %13, 6, !dbg !11
  %17 = or disjoint i32 %13, 8, !dbg !11
  %18 = or disjoint i32 %13, 10, !dbg !11
  %19 = or disjoint i32 %13, 12, !dbg !11
  %20 = or disjoint i32 %12, %10, !dbg !11
  %21 = or i32 %20, 14, !dbg !11
  %22 = shl nuw nsw i32 %9, 6, !dbg !12
  %23 = and i32 %11, 63, !dbg !13
  %24 = or disjoint i32 %22, %23, !dbg !14
  %25 = icmp sgt i32 %13, 0, !dbg !15
  %26 = icmp sgt i32 %10, -1, !dbg !15
  %27 = add i32 %2, -1, !dbg !16
  %28 = icmp slt i32 %13, %27, !dbg !17
  %29 = icmp slt i32 %14, %27, !dbg !17
  %30 = icmp slt i32 %15, %27, !dbg !17
  %31 = icmp slt i32 %16, %27, !dbg !17
  %32 = icmp slt i32 %17, %27, !dbg !17
  %33 = icmp slt i32 %18, %27, !dbg !17
  %34 = icmp slt i32 %19, %27, !dbg !17
  %35 = icmp slt i32 %21, %27, !dbg !17
  %36 = and i1 %25, %28, !dbg !18
  %37 = and i1 %26, %29, !dbg !18
  %38 = and i1 %26, %30, !dbg !18
  %39 = and i1 %26, %31, !dbg !18
  %40 = and i1 %26, %32, !dbg !18
  %41 = and i1 %26, %33, !dbg !18
  %42 = and i1 %26, %34, !dbg !18
  %43 = and i1 %26, %35, !dbg !18
  %44 = icmp ne i32 %24, 0, !dbg !19
  %45 = and i1 %44, %36, !dbg !20
  %46 = and i1 %44, %37, !dbg !20
  %47 = and i1 %44, %38, !dbg !20
  %48 = and i1 %44, %39, !dbg !20
  %49 = and i1 %44, %40, !dbg !20
  %50 = and i1 %44, %41, !dbg !20
  %51 = and i1 %44, %42, !dbg !20
  %52 = and i1 %44, %43, !dbg !20
  %53 = add i32 %3, -1, !dbg !21
  %54 = icmp slt i32 %24, %53, !dbg !22
  %55 = and i1 %54, %45, !dbg !23
  %56 = and i1 %54, %46, !dbg !23
  %57 = and i1 %54, %47, !dbg !23
  %58 = and i1 %54, %48, !dbg !23
  %59 = and i1 %54, %49, !dbg !23
  %60 = and i1 %54, %50, !dbg !23
  %61 = and i1 %54, %51, !dbg !23
  %62 = and i1 %54, %52, !dbg !23
  %63 = mul i32 %4, %13, !dbg !24
  %64 = mul i32 %4, %14, !dbg !24
  %65 = mul i32 %4, %15, !dbg !24
  %66 = mul i32 %4, %16, !dbg !24
  %67 = mul i32 %4, %17, !dbg !24
  %68 = mul i32 %4, %18, !dbg !24
  %69 = mul i32 %4, %19, !dbg !24
  %70 = mul i32 %4, %21, !dbg !24
  %71 = sext i32 %63 to i64, !dbg !25
  %72 = getelementptr float, ptr addrspace(1) %0, i64 %71, !dbg !25
  %73 = sext i32 %64 to i64, !dbg !25
  %74 = getelementptr float, ptr addrspace(1) %0, i64 %73, !dbg !25
  %75 = sext i32 %65 to i64, !dbg !25
  %76 = getelementptr float, ptr addrspace(1) %0, i64 %75, !dbg !25
  %77 = sext i32 %66 to i64, !dbg !25
  %78 = getelementptr float, ptr addrspace(1) %0, i64 %77, !dbg !25
  %79 = sext i32 %67 to i64, !dbg !25
  %80 = getelementptr float, ptr addrspace(1) %0, i64 %79, !dbg !25
  %81 = sext i32 %68 to i64, !dbg !25
  %82 = getelementptr float, ptr addrspace(1) %0, i64 %81, !dbg !25
  %83 = sext i32 %69 to i64, !dbg !25
  %84 = getelementptr float, ptr addrspace(1) %0, i64 %83, !dbg !25
  %85 = sext i32 %70 to i64, !dbg !25
  %86 = getelementptr float, ptr addrspace(1) %0, i64 %85, !dbg !25
  %87 = zext nneg i32 %24 to i64, !dbg !26
  %88 = getelementptr float, ptr addrspace(1) %72, i64 %87, !dbg !26
  %89 = getelementptr float, ptr addrspace(1) %74, i64 %87, !dbg !26
  %90 = getelementptr float, ptr addrspace(1) %76, i64 %87, !dbg !26
  %91 = getelementptr float, ptr addrspace(1) %78, i64 %87, !dbg !26
  %92 = getelementptr float, ptr addrspace(1) %80, i64 %87, !dbg !26
  %93 = getelementptr float, ptr addrspace(1) %82, i64 %87, !dbg !26
  %94 = getelementptr float, ptr addrspace(1) %84, i64 %87, !dbg !26
  %95 = getelementptr float, ptr addrspace(1) %86, i64 %87, !dbg !26
  %96 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %88, i1 %55) #2, !dbg !27
  %97 = bitcast i32 %96 to float, !dbg !27
  %98 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %89, i1 %56) #2, !dbg !27
  %99 = bitcast i32 %98 to float, !dbg !27
  %100 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %90, i1 %57) #2, !dbg !27
  %101 = bitcast i32 %100 to float, !dbg !27
  %102 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %91, i1 %58) #2, !dbg !27
  %103 = bitcast i32 %102 to float, !dbg !27
  %104 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %92, i1 %59) #2, !dbg !27
  %105 = bitcast i32 %104 to float, !dbg !27
  %106 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %93, i1 %60) #2, !dbg !27
  %107 = bitcast i32 %106 to float, !dbg !27
  %108 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %94, i1 %61) #2, !dbg !27
  %109 = bitcast i32 %108 to float, !dbg !27
  %110 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %95, i1 %62) #2, !dbg !27
  %111 = bitcast i32 %110 to float, !dbg !27
  %112 = sub i32 0, %4, !dbg !28
  %113 = sext i32 %112 to i64, !dbg !28
  %114 = getelementptr float, ptr addrspace(1) %88, i64 %113, !dbg !28
  %115 = getelementptr float, ptr addrspace(1) %89, i64 %113, !dbg !28
  %116 = getelementptr float, ptr addrspace(1) %90, i64 %113, !dbg !28
  %117 = getelementptr float, ptr addrspace(1) %91, i64 %113, !dbg !28
  %118 = getelementptr float, ptr addrspace(1) %92, i64 %113, !dbg !28
  %119 = getelementptr float, ptr addrspace(1) %93, i64 %113, !dbg !28
  %120 = getelementptr float, ptr addrspace(1) %94, i64 %113, !dbg !28
  %121 = getelementptr float, ptr addrspace(1) %95, i64 %113, !dbg !28
  %122 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %114, i1 %55) #2, !dbg !29
  %123 = bitcast i32 %122 to float, !dbg !29
  %124 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %115, i1 %56) #2, !dbg !29
  %125 = bitcast i32 %124 to float, !dbg !29
  %126 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %116, i1 %57) #2, !dbg !29
  %127 = bitcast i32 %126 to float, !dbg !29
  %128 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %117, i1 %58) #2, !dbg !29
  %129 = bitcast i32 %128 to float, !dbg !29
  %130 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %118, i1 %59) #2, !dbg !29
  %131 = bitcast i32 %130 to float, !dbg !29
  %132 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %119, i1 %60) #2, !dbg !29
  %133 = bitcast i32 %132 to float, !dbg !29
  %134 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %120, i1 %61) #2, !dbg !29
  %135 = bitcast i32 %134 to float, !dbg !29
  %136 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %121, i1 %62) #2, !dbg !29
  %137 = bitcast i32 %136 to float, !dbg !29
  %138 = sext i32 %4 to i64, !dbg !30
  %139 = getelementptr float, ptr addrspace(1) %88, i64 %138, !dbg !30
  %140 = getelementptr float, ptr addrspace(1) %89, i64 %138, !dbg !30
  %141 = getelementptr float, ptr addrspace(1) %90, i64 %138, !dbg !30
  %142 = getelementptr float, ptr addrspace(1) %91, i64 %138, !dbg !30
  %143 = getelementptr float, ptr addrspace(1) %92, i64 %138, !dbg !30
  %144 = getelementptr float, ptr addrspace(1) %93, i64 %138, !dbg !30
  %145 = getelementptr float, ptr addrspace(1) %94, i64 %138, !dbg !30
  %146 = getelementptr float, ptr addrspace(1) %95, i64 %138, !dbg !30
  %147 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %139, i1 %55) #2, !dbg !31
  %148 = bitcast i32 %147 to float, !dbg !31
  %149 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %140, i1 %56) #2, !dbg !31
  %150 = bitcast i32 %149 to float, !dbg !31
  %151 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %141, i1 %57) #2, !dbg !31
  %152 = bitcast i32 %151 to float, !dbg !31
  %153 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %142, i1 %58) #2, !dbg !31
  %154 = bitcast i32 %153 to float, !dbg !31
  %155 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %143, i1 %59) #2, !dbg !31
  %156 = bitcast i32 %155 to float, !dbg !31
  %157 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %144, i1 %60) #2, !dbg !31
  %158 = bitcast i32 %157 to float, !dbg !31
  %159 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %145, i1 %61) #2, !dbg !31
  %160 = bitcast i32 %159 to float, !dbg !31
  %161 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %146, i1 %62) #2, !dbg !31
  %162 = bitcast i32 %161 to float, !dbg !31
  %163 = getelementptr i8, ptr addrspace(1) %88, i64 4, !dbg !32
  %164 = getelementptr i8, ptr addrspace(1) %89, i64 4, !dbg !32
  %165 = getelementptr i8, ptr addrspace(1) %90, i64 4, !dbg !32
  %166 = getelementptr i8, ptr addrspace(1) %91, i64 4, !dbg !32
  %167 = getelementptr i8, ptr addrspace(1) %92, i64 4, !dbg !32
  %168 = getelementptr i8, ptr addrspace(1) %93, i64 4, !dbg !32
  %169 = getelementptr i8, ptr addrspace(1) %94, i64 4, !dbg !32
  %170 = getelementptr i8, ptr addrspace(1) %95, i64 4, !dbg !32
  %171 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %163, i1 %55) #2, !dbg !33
  %172 = bitcast i32 %171 to float, !dbg !33
  %173 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %164, i1 %56) #2, !dbg !33
  %174 = bitcast i32 %173 to float, !dbg !33
  %175 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %165, i1 %57) #2, !dbg !33
  %176 = bitcast i32 %175 to float, !dbg !33
  %177 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %166, i1 %58) #2, !dbg !33
  %178 = bitcast i32 %177 to float, !dbg !33
  %179 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %167, i1 %59) #2, !dbg !33
  %180 = bitcast i32 %179 to float, !dbg !33
  %181 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %168, i1 %60) #2, !dbg !33
  %182 = bitcast i32 %181 to float, !dbg !33
  %183 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %169, i1 %61) #2, !dbg !33
  %184 = bitcast i32 %183 to float, !dbg !33
  %185 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %170, i1 %62) #2, !dbg !33
  %186 = bitcast i32 %185 to float, !dbg !33
  %187 = getelementptr i8, ptr addrspace(1) %88, i64 -4, !dbg !34
  %188 = getelementptr i8, ptr addrspace(1) %89, i64 -4, !dbg !34
  %189 = getelementptr i8, ptr addrspace(1) %90, i64 -4, !dbg !34
  %190 = getelementptr i8, ptr addrspace(1) %91, i64 -4, !dbg !34
  %191 = getelementptr i8, ptr addrspace(1) %92, i64 -4, !dbg !34
  %192 = getelementptr i8, ptr addrspace(1) %93, i64 -4, !dbg !34
  %193 = getelementptr i8, ptr addrspace(1) %94, i64 -4, !dbg !34
  %194 = getelementptr i8, ptr addrspace(1) %95, i64 -4, !dbg !34
  %195 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %187, i1 %55) #2, !dbg !35
  %196 = bitcast i32 %195 to float, !dbg !35
  %197 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %188, i1 %56) #2, !dbg !35
  %198 = bitcast i32 %197 to float, !dbg !35
  %199 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %189, i1 %57) #2, !dbg !35
  %200 = bitcast i32 %199 to float, !dbg !35
  %201 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %190, i1 %58) #2, !dbg !35
  %202 = bitcast i32 %201 to float, !dbg !35
  %203 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %191, i1 %59) #2, !dbg !35
  %204 = bitcast i32 %203 to float, !dbg !35
  %205 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %192, i1 %60) #2, !dbg !35
  %206 = bitcast i32 %205 to float, !dbg !35
  %207 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %193, i1 %61) #2, !dbg !35
  %208 = bitcast i32 %207 to float, !dbg !35
  %209 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %194, i1 %62) #2, !dbg !35
  %210 = bitcast i32 %209 to float, !dbg !35
  %211 = getelementptr float, ptr addrspace(1) %1, i64 %71, !dbg !36
  %212 = getelementptr float, ptr addrspace(1) %1, i64 %73, !dbg !36
  %213 = getelementptr float, ptr addrspace(1) %1, i64 %75, !dbg !36
  %214 = getelementptr float, ptr addrspace(1) %1, i64 %77, !dbg !36
  %215 = getelementptr float, ptr addrspace(1) %1, i64 %79, !dbg !36
  %216 = getelementptr float, ptr addrspace(1) %1, i64 %81, !dbg !36
  %217 = getelementptr float, ptr addrspace(1) %1, i64 %83, !dbg !36
  %218 = getelementptr float, ptr addrspace(1) %1, i64 %85, !dbg !36
  %219 = getelementptr float, ptr addrspace(1) %211, i64 %87, !dbg !37
  %220 = getelementptr float, ptr addrspace(1) %212, i64 %87, !dbg !37
  %221 = getelementptr float, ptr addrspace(1) %213, i64 %87, !dbg !37
  %222 = getelementptr float, ptr addrspace(1) %214, i64 %87, !dbg !37
  %223 = getelementptr float, ptr addrspace(1) %215, i64 %87, !dbg !37
  %224 = getelementptr float, ptr addrspace(1) %216, i64 %87, !dbg !37
  %225 = getelementptr float, ptr addrspace(1) %217, i64 %87, !dbg !37
  %226 = getelementptr float, ptr addrspace(1) %218, i64 %87, !dbg !37
  %227 = fmul float %97, 5.000000e-01, !dbg !38
  %228 = fmul float %99, 5.000000e-01, !dbg !38
  %229 = fmul float %101, 5.000000e-01, !dbg !38
  %230 = fmul float %103, 5.000000e-01, !dbg !38
  %231 = fmul float %105, 5.000000e-01, !dbg !38
  %232 = fmul float %107, 5.000000e-01, !dbg !38
  %233 = fmul float %109, 5.000000e-01, !dbg !38
  %234 = fmul float %111, 5.000000e-01, !dbg !38
  %235 = fadd float %123, %148, !dbg !39
  %236 = fadd float %125, %150, !dbg !39
  %237 = fadd float %127, %152, !dbg !39
  %238 = fadd float %129, %154, !dbg !39
  %239 = fadd float %131, %156, !dbg !39
  %240 = fadd float %133, %158, !dbg !39
  %241 = fadd float %135, %160, !dbg !39
  %242 = fadd float %137, %162, !dbg !39
  %243 = fadd float %235, %172, !dbg !40
  %244 = fadd float %236, %174, !dbg !40
  %245 = fadd float %237, %176, !dbg !40
  %246 = fadd float %238, %178, !dbg !40
  %247 = fadd float %239, %180, !dbg !40
  %248 = fadd float %240, %182, !dbg !40
  %249 = fadd float %241, %184, !dbg !40
  %250 = fadd float %242, %186, !dbg !40
  %251 = fadd float %243, %196, !dbg !41
  %252 = fadd float %244, %198, !dbg !41
  %253 = fadd float %245, %200, !dbg !41
  %254 = fadd float %246, %202, !dbg !41
  %255 = fadd float %247, %204, !dbg !41
  %256 = fadd float %248, %206, !dbg !41
  %257 = fadd float %249, %208, !dbg !41
  %258 = fadd float %250, %210, !dbg !41
  %259 = fmul float %251, 1.250000e-01, !dbg !42
  %260 = fmul float %252, 1.250000e-01, !dbg !42
  %261 = fmul float %253, 1.250000e-01, !dbg !42
  %262 = fmul float %254, 1.250000e-01, !dbg !42
  %263 = fmul float %255, 1.250000e-01, !dbg !42
  %264 = fmul float %256, 1.250000e-01, !dbg !42
  %265 = fmul float %257, 1.250000e-01, !dbg !42
  %266 = fmul float %258, 1.250000e-01, !dbg !42
  %267 = fadd float %227, %259, !dbg !43
  %268 = fadd float %228, %260, !dbg !43
  %269 = fadd float %229, %261, !dbg !43
  %270 = fadd float %230, %262, !dbg !43
  %271 = fadd float %231, %263, !dbg !43
  %272 = fadd float %232, %264, !dbg !43
  %273 = fadd float %233, %265, !dbg !43
  %274 = fadd float %234, %266, !dbg !43
  %275 = bitcast float %267 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %275, ptr addrspace(1) %219, i1 %55) #2, !dbg !44
  %276 = bitcast float %268 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %276, ptr addrspace(1) %220, i1 %56) #2, !dbg !44
  %277 = bitcast float %269 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %277, ptr addrspace(1) %221, i1 %57) #2, !dbg !44
  %278 = bitcast float %270 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %278, ptr addrspace(1) %222, i1 %58) #2, !dbg !44
  %279 = bitcast float %271 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %279, ptr addrspace(1) %223, i1 %59) #2, !dbg !44
  %280 = bitcast float %272 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %280, ptr addrspace(1) %224, i1 %60) #2, !dbg !44
  %281 = bitcast float %273 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %281, ptr addrspace(1) %225, i1 %61) #2, !dbg !44
  %282 = bitcast float %274 to i32, !dbg !44
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %282, ptr addrspace(1) %226, i1 %62) #2, !dbg !44
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "stencil_5pt", linkageName: "stencil_5pt", scope: !1, file: !1, line: 135, type: !5, scopeLine: 135, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 136, column: 26, scope: !4)
!8 = !DILocation(line: 137, column: 26, scope: !4)
!9 = !DILocation(line: 138, column: 16, scope: !4)
!10 = !DILocation(line: 138, column: 38, scope: !4)
!11 = !DILocation(line: 138, column: 21, scope: !4)
!12 = !DILocation(line: 139, column: 16, scope: !4)
!13 = !DILocation(line: 139, column: 38, scope: !4)
!14 = !DILocation(line: 139, column: 21, scope: !4)
!15 = !DILocation(line: 140, column: 18, scope: !4)
!16 = !DILocation(line: 140, column: 32, scope: !4)
!17 = !DILocation(line: 140, column: 28, scope: !4)
!18 = !DILocation(line: 140, column: 24, scope: !4)
!19 = !DILocation(line: 140, column: 42, scope: !4)
!20 = !DILocation(line: 140, column: 38, scope: !4)
!21 = !DILocation(line: 140, column: 56, scope: !4)
!22 = !DILocation(line: 140, column: 52, scope: !4)
!23 = !DILocation(line: 140, column: 48, scope: !4)
!24 = !DILocation(line: 141, column: 21, scope: !4)
!25 = !DILocation(line: 141, column: 17, scope: !4)
!26 = !DILocation(line: 141, column: 30, scope: !4)
!27 = !DILocation(line: 142, column: 16, scope: !4)
!28 = !DILocation(line: 143, column: 20, scope: !4)
!29 = !DILocation(line: 143, column: 16, scope: !4)
!30 = !DILocation(line: 144, column: 20, scope: !4)
!31 = !DILocation(line: 144, column: 16, scope: !4)
!32 = !DILocation(line: 145, column: 20, scope: !4)
!33 = !DILocation(line: 145, column: 16, scope: !4)
!34 = !DILocation(line: 146, column: 21, scope: !4)
!35 = !DILocation(line: 146, column: 17, scope: !4)
!36 = !DILocation(line: 147, column: 23, scope: !4)
!37 = !DILocation(line: 147, column: 36, scope: !4)
!38 = !DILocation(line: 147, column: 45, scope: !4)
!39 = !DILocation(line: 147, column: 62, scope: !4)
!40 = !DILocation(line: 147, column: 66, scope: !4)
!41 = !DILocation(line: 147, column: 70, scope: !4)
!42 = !DILocation(line: 147, column: 58, scope: !4)
!43 = !DILocation(line: 147, column: 49, scope: !4)
!44 = !DILocation(line: 147, column: 39, scope: !4)
!45 = !DILocation(line: 147, column: 4, scope: !4)
