; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @bias_gelu(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) readnone captures(none) %6, ptr addrspace(1) readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %10 = shl i32 %9, 3, !dbg !8
  %11 = or disjoint i32 %10, 1, !dbg !9
  %12 = or disjoint i32 %10, 2, !dbg !9
  %13 = or disjoint i32 %10, 3, !dbg !9
  %14 = or disjoint i32 %10, 4, !dbg !9
  %15 = or disjoint i32 %10, 5, !dbg !9
  %16 = or disjoint i32 %10, 6, !dbg !9
  %17 = or disjoint i32 %10, 7, !dbg !9
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %19 = and i32 %18, 127, !dbg !10
  %20 = or disjoint i32 %19, 128, !dbg !10
  %21 = icmp slt i32 %10, %3, !dbg !11
  %22 = icmp slt i32 %11, %3, !dbg !11
  %23 = icmp slt i32 %12, %3, !dbg !11
  %24 = icmp slt i32 %13, %3, !dbg !11
  %25 = icmp slt i32 %14, %3, !dbg !11
  %26 = icmp slt i32 %15, %3, !dbg !11
  %27 = icmp slt i32 %16, %3, !dbg !11
  %28 = icmp slt i32 %17, %3, !dbg !11
  %29 = icmp slt i32 %19, %4, !dbg !12
  %30 = icmp slt i32 %20, %4, !dbg !12
  %31 = and i1 %21, %29, !dbg !13
  %32 = and i1 %21, %30, !dbg !13
  %33 = and i1 %22, %29, !dbg !13
  %34 = and i1 %22, %30, !dbg !13
  %35 = and i1 %23, %29, !dbg !13
  %36 = and i1 %23, %30, !dbg !13
  %37 = and i1 %24, %29, !dbg !13
  %38 = and i1 %24, %30, !dbg !13
  %39 = and i1 %25, %29, !dbg !13
  %40 = and i1 %25, %30, !dbg !13
  %41 = and i1 %26, %29, !dbg !13
  %42 = and i1 %26, %30, !dbg !13
  %43 = and i1 %27, %29, !dbg !13
  %44 = and i1 %27, %30, !dbg !13
  %45 = and i1 %28, %29, !dbg !13
  %46 = and i1 %28, %30, !dbg !13
  %47 = mul i32 %5, %10, !dbg !14
  %48 = mul i32 %5, %11, !dbg !14
  %49 = mul i32 %5, %12, !dbg !14
  %50 = mul i32 %5, %13, !dbg !14
  %51 = mul i32 %5, %14, !dbg !14
  %52 = mul i32 %5, %15, !dbg !14
  %53 = mul i32 %5, %16, !dbg !14
  %54 = mul i32 %5, %17, !dbg !14
  %55 = sext i32 %47 to i64, !dbg !15
  %56 = getelementptr half, ptr addrspace(1) %0, i64 %55, !dbg !15
  %57 = sext i32 %48 to i64, !dbg !15
  %58 = getelementptr half, ptr addrspace(1) %0, i64 %57, !dbg !15
  %59 = sext i32 %49 to i64, !dbg !15
  %60 = getelementptr half, ptr addrspace(1) %0, i64 %59, !dbg !15
  %61 = sext i32 %50 to i64, !dbg !15
  %62 = getelementptr half, ptr addrspace(1) %0, i64 %61, !dbg !15
  %63 = sext i32 %51 to i64, !dbg !15
  %64 = getelementptr half, ptr addrspace(1) %0, i64 %63, !dbg !15
  %65 = sext i32 %52 to i64, !dbg !15
  %66 = getelementptr half, ptr addrspace(1) %0, i64 %65, !dbg !15
  %67 = sext i32 %53 to i64, !dbg !15
  %68 = getelementptr half, ptr addrspace(1) %0, i64 %67, !dbg !15
  %69 = sext i32 %54 to i64, !dbg !15
  %70 = getelementptr half, ptr addrspace(1) %0, i64 %69, !dbg !15
  %71 = zext nneg i32 %19 to i64, !dbg !16
  %72 = getelementptr half, ptr addrspace(1) %56, i64 %71, !dbg !16
  %73 = zext nneg i32 %20 to i64, !dbg !16
  %74 = getelementptr half, ptr addrspace(1) %56, i64 %73, !dbg !16
  %75 = getelementptr half, ptr addrspace(1) %58, i64 %71, !dbg !16
  %76 = getelementptr half, ptr addrspace(1) %58, i64 %73, !dbg !16
  %77 = getelementptr half, ptr addrspace(1) %60, i64 %71, !dbg !16
  %78 = getelementptr half, ptr addrspace(1) %60, i64 %73, !dbg !16
  %79 = getelementptr half, ptr addrspace(1) %62, i64 %71, !dbg !16
  %80 = getelementptr half, ptr addrspace(1) %62, i64 %73, !dbg !16
  %81 = getelementptr half, ptr addrspace(1) %64, i64 %71, !dbg !16
  %82 = getelementptr half, ptr addrspace(1) %64, i64 %73, !dbg !16
  %83 = getelementptr half, ptr addrspace(1) %66, i64 %71, !dbg !16
  %84 = getelementptr half, ptr addrspace(1) %66, i64 %73, !dbg !16
  %85 = getelementptr half, ptr addrspace(1) %68, i64 %71, !dbg !16
  %86 = getelementptr half, ptr addrspace(1) %68, i64 %73, !dbg !16
  %87 = getelementptr half, ptr addrspace(1) %70, i64 %71, !dbg !16
  %88 = getelementptr half, ptr addrspace(1) %70, i64 %73, !dbg !16
  %89 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %72, i1 %31) #3, !dbg !17
  %90 = bitcast i16 %89 to half, !dbg !17
  %91 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %74, i1 %32) #3, !dbg !17
  %92 = bitcast i16 %91 to half, !dbg !17
  %93 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %75, i1 %33) #3, !dbg !17
  %94 = bitcast i16 %93 to half, !dbg !17
  %95 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %76, i1 %34) #3, !dbg !17
  %96 = bitcast i16 %95 to half, !dbg !17
  %97 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %77, i1 %35) #3, !dbg !17
  %98 = bitcast i16 %97 to half, !dbg !17
  %99 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %78, i1 %36) #3, !dbg !17
  %100 = bitcast i16 %99 to half, !dbg !17
  %101 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %79, i1 %37) #3, !dbg !17
  %102 = bitcast i16 %101 to half, !dbg !17
  %103 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %80, i1 %38) #3, !dbg !17
  %104 = bitcast i16 %103 to half, !dbg !17
  %105 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %81, i1 %39) #3, !dbg !17
  %106 = bitcast i16 %105 to half, !dbg !17
  %107 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %82, i1 %40) #3, !dbg !17
  %108 = bitcast i16 %107 to half, !dbg !17
  %109 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %83, i1 %41) #3, !dbg !17
  %110 = bitcast i16 %109 to half, !dbg !17
  %111 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %84, i1 %42) #3, !dbg !17
  %112 = bitcast i16 %111 to half, !dbg !17
  %113 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %85, i1 %43) #3, !dbg !17
  %114 = bitcast i16 %113 to half, !dbg !17
  %115 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %86, i1 %44) #3, !dbg !17
  %116 = bitcast i16 %115 to half, !dbg !17
  %117 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %87, i1 %45) #3, !dbg !17
  %118 = bitcast i16 %117 to half, !dbg !17
  %119 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %88, i1 %46) #3, !dbg !17
  %120 = bitcast i16 %119 to half, !dbg !17
  %121 = fpext half %90 to float, !dbg !18
  %122 = fpext half %92 to float, !dbg !18
  %123 = fpext half %94 to float, !dbg !18
  %124 = fpext half %96 to float, !dbg !18
  %125 = fpext half %98 to float, !dbg !18
  %126 = fpext half %100 to float, !dbg !18
  %127 = fpext half %102 to float, !dbg !18
  %128 = fpext half %104 to float, !dbg !18
  %129 = fpext half %106 to float, !dbg !18
  %130 = fpext half %108 to float, !dbg !18
  %131 = fpext half %110 to float, !dbg !18
  %132 = fpext half %112 to float, !dbg !18
  %133 = fpext half %114 to float, !dbg !18
  %134 = fpext half %116 to float, !dbg !18
  %135 = fpext half %118 to float, !dbg !18
  %136 = fpext half %120 to float, !dbg !18
  %137 = getelementptr half, ptr addrspace(1) %1, i64 %71, !dbg !19
  %138 = getelementptr half, ptr addrspace(1) %1, i64 %73, !dbg !19
  %139 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %137, i1 %29) #3, !dbg !20
  %140 = bitcast i16 %139 to half, !dbg !20
  %141 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %138, i1 %30) #3, !dbg !20
  %142 = bitcast i16 %141 to half, !dbg !20
  %143 = fpext half %140 to float, !dbg !21
  %144 = fpext half %142 to float, !dbg !21
  %145 = fadd float %121, %143, !dbg !22
  %146 = fadd float %122, %144, !dbg !22
  %147 = fadd float %123, %143, !dbg !22
  %148 = fadd float %124, %144, !dbg !22
  %149 = fadd float %125, %143, !dbg !22
  %150 = fadd float %126, %144, !dbg !22
  %151 = fadd float %127, %143, !dbg !22
  %152 = fadd float %128, %144, !dbg !22
  %153 = fadd float %129, %143, !dbg !22
  %154 = fadd float %130, %144, !dbg !22
  %155 = fadd float %131, %143, !dbg !22
  %156 = fadd float %132, %144, !dbg !22
  %157 = fadd float %133, %143, !dbg !22
  %158 = fadd float %134, %144, !dbg !22
  %159 = fadd float %135, %143, !dbg !22
  %160 = fadd float %136, %144, !dbg !22
  %161 = fmul float %145, 0x3FA6E4E260000000, !dbg !23
  %162 = fmul float %146, 0x3FA6E4E260000000, !dbg !23
  %163 = fmul float %147, 0x3FA6E4E260000000, !dbg !23
  %164 = fmul float %148, 0x3FA6E4E260000000, !dbg !23
  %165 = fmul float %149, 0x3FA6E4E260000000, !dbg !23
  %166 = fmul float %150, 0x3FA6E4E260000000, !dbg !23
  %167 = fmul float %151, 0x3FA6E4E260000000, !dbg !23
  %168 = fmul float %152, 0x3FA6E4E260000000, !dbg !23
  %169 = fmul float %153, 0x3FA6E4E260000000, !dbg !23
  %170 = fmul float %154, 0x3FA6E4E260000000, !dbg !23
  %171 = fmul float %155, 0x3FA6E4E260000000, !dbg !23
  %172 = fmul float %156, 0x3FA6E4E260000000, !dbg !23
  %173 = fmul float %157, 0x3FA6E4E260000000, !dbg !23
  %174 = fmul float %158, 0x3FA6E4E260000000, !dbg !23
  %175 = fmul float %159, 0x3FA6E4E260000000, !dbg !23
  %176 = fmul float %160, 0x3FA6E4E260000000, !dbg !23
  %177 = fmul float %145, %161, !dbg !24
  %178 = fmul float %146, %162, !dbg !24
  %179 = fmul float %147, %163, !dbg !24
  %180 = fmul float %148, %164, !dbg !24
  %181 = fmul float %149, %165, !dbg !24
  %182 = fmul float %150, %166, !dbg !24
  %183 = fmul float %151, %167, !dbg !24
  %184 = fmul float %152, %168, !dbg !24
  %185 = fmul float %153, %169, !dbg !24
  %186 = fmul float %154, %170, !dbg !24
  %187 = fmul float %155, %171, !dbg !24
  %188 = fmul float %156, %172, !dbg !24
  %189 = fmul float %157, %173, !dbg !24
  %190 = fmul float %158, %174, !dbg !24
  %191 = fmul float %159, %175, !dbg !24
  %192 = fmul float %160, %176, !dbg !24
  %193 = fmul float %145, %177, !dbg !25
  %194 = fmul float %146, %178, !dbg !25
  %195 = fmul float %147, %179, !dbg !25
  %196 = fmul float %148, %180, !dbg !25
  %197 = fmul float %149, %181, !dbg !25
  %198 = fmul float %150, %182, !dbg !25
  %199 = fmul float %151, %183, !dbg !25
  %200 = fmul float %152, %184, !dbg !25
  %201 = fmul float %153, %185, !dbg !25
  %202 = fmul float %154, %186, !dbg !25
  %203 = fmul float %155, %187, !dbg !25
  %204 = fmul float %156, %188, !dbg !25
  %205 = fmul float %157, %189, !dbg !25
  %206 = fmul float %158, %190, !dbg !25
  %207 = fmul float %159, %191, !dbg !25
  %208 = fmul float %160, %192, !dbg !25
  %209 = fadd float %145, %193, !dbg !26
  %210 = fadd float %146, %194, !dbg !26
  %211 = fadd float %147, %195, !dbg !26
  %212 = fadd float %148, %196, !dbg !26
  %213 = fadd float %149, %197, !dbg !26
  %214 = fadd float %150, %198, !dbg !26
  %215 = fadd float %151, %199, !dbg !26
  %216 = fadd float %152, %200, !dbg !26
  %217 = fadd float %153, %201, !dbg !26
  %218 = fadd float %154, %202, !dbg !26
  %219 = fadd float %155, %203, !dbg !26
  %220 = fadd float %156, %204, !dbg !26
  %221 = fadd float %157, %205, !dbg !26
  %222 = fadd float %158, %206, !dbg !26
  %223 = fadd float %159, %207, !dbg !26
  %224 = fadd float %160, %208, !dbg !26
  %225 = fmul float %209, 0x3FE9884540000000, !dbg !27
  %226 = fmul float %210, 0x3FE9884540000000, !dbg !27
  %227 = fmul float %211, 0x3FE9884540000000, !dbg !27
  %228 = fmul float %212, 0x3FE9884540000000, !dbg !27
  %229 = fmul float %213, 0x3FE9884540000000, !dbg !27
  %230 = fmul float %214, 0x3FE9884540000000, !dbg !27
  %231 = fmul float %215, 0x3FE9884540000000, !dbg !27
  %232 = fmul float %216, 0x3FE9884540000000, !dbg !27
  %233 = fmul float %217, 0x3FE9884540000000, !dbg !27
  %234 = fmul float %218, 0x3FE9884540000000, !dbg !27
  %235 = fmul float %219, 0x3FE9884540000000, !dbg !27
  %236 = fmul float %220, 0x3FE9884540000000, !dbg !27
  %237 = fmul float %221, 0x3FE9884540000000, !dbg !27
  %238 = fmul float %222, 0x3FE9884540000000, !dbg !27
  %239 = fmul float %223, 0x3FE9884540000000, !dbg !27
  %240 = fmul float %224, 0x3FE9884540000000, !dbg !27
  %241 = fmul float %225, 2.000000e+00, !dbg !28
  %242 = fmul float %226, 2.000000e+00, !dbg !28
  %243 = fmul float %227, 2.000000e+00, !dbg !28
  %244 = fmul float %228, 2.000000e+00, !dbg !28
  %245 = fmul float %229, 2.000000e+00, !dbg !28
  %246 = fmul float %230, 2.000000e+00, !dbg !28
  %247 = fmul float %231, 2.000000e+00, !dbg !28
  %248 = fmul float %232, 2.000000e+00, !dbg !28
  %249 = fmul float %233, 2.000000e+00, !dbg !28
  %250 = fmul float %234, 2.000000e+00, !dbg !28
  %251 = fmul float %235, 2.000000e+00, !dbg !28
  %252 = fmul float %236, 2.000000e+00, !dbg !28
  %253 = fmul float %237, 2.000000e+00, !dbg !28
  %254 = fmul float %238, 2.000000e+00, !dbg !28
  %255 = fmul float %239, 2.000000e+00, !dbg !28
  %256 = fmul float %240, 2.000000e+00, !dbg !28
  %257 = fsub float 0.000000e+00, %241, !dbg !29
  %258 = fsub float 0.000000e+00, %242, !dbg !29
  %259 = fsub float 0.000000e+00, %243, !dbg !29
  %260 = fsub float 0.000000e+00, %244, !dbg !29
  %261 = fsub float 0.000000e+00, %245, !dbg !29
  %262 = fsub float 0.000000e+00, %246, !dbg !29
  %263 = fsub float 0.000000e+00, %247, !dbg !29
  %264 = fsub float 0.000000e+00, %248, !dbg !29
  %265 = fsub float 0.000000e+00, %249, !dbg !29
  %266 = fsub float 0.000000e+00, %250, !dbg !29
  %267 = fsub float 0.000000e+00, %251, !dbg !29
  %268 = fsub float 0.000000e+00, %252, !dbg !29
  %269 = fsub float 0.000000e+00, %253, !dbg !29
  %270 = fsub float 0.000000e+00, %254, !dbg !29
  %271 = fsub float 0.000000e+00, %255, !dbg !29
  %272 = fsub float 0.000000e+00, %256, !dbg !29
  %273 = fmul float %257, 0x3FF7154760000000, !dbg !34
  %274 = tail call float @llvm.nvvm.ex2.approx.f(float %273), !dbg !34
  %275 = fmul float %258, 0x3FF7154760000000, !dbg !34
  %276 = tail call float @llvm.nvvm.ex2.approx.f(float %275), !dbg !34
  %277 = fmul float %259, 0x3FF7154760000000, !dbg !34
  %278 = tail call float @llvm.nvvm.ex2.approx.f(float %277), !dbg !34
  %279 = fmul float %260, 0x3FF7154760000000, !dbg !34
  %280 = tail call float @llvm.nvvm.ex2.approx.f(float %279), !dbg !34
  %281 = fmul float %261, 0x3FF7154760000000, !dbg !34
  %282 = tail call float @llvm.nvvm.ex2.approx.f(float %281), !dbg !34
  %283 = fmul float %262, 0x3FF7154760000000, !dbg !34
  %284 = tail call float @llvm.nvvm.ex2.approx.f(float %283), !dbg !34
  %285 = fmul float %263, 0x3FF7154760000000, !dbg !34
  %286 = tail call float @llvm.nvvm.ex2.approx.f(float %285), !dbg !34
  %287 = fmul float %264, 0x3FF7154760000000, !dbg !34
  %288 = tail call float @llvm.nvvm.ex2.approx.f(float %287), !dbg !34
  %289 = fmul float %265, 0x3FF7154760000000, !dbg !34
  %290 = tail call float @llvm.nvvm.ex2.approx.f(float %289), !dbg !34
  %291 = fmul float %266, 0x3FF7154760000000, !dbg !34
  %292 = tail call float @llvm.nvvm.ex2.approx.f(float %291), !dbg !34
  %293 = fmul float %267, 0x3FF7154760000000, !dbg !34
  %294 = tail call float @llvm.nvvm.ex2.approx.f(float %293), !dbg !34
  %295 = fmul float %268, 0x3FF7154760000000, !dbg !34
  %296 = tail call float @llvm.nvvm.ex2.approx.f(float %295), !dbg !34
  %297 = fmul float %269, 0x3FF7154760000000, !dbg !34
  %298 = tail call float @llvm.nvvm.ex2.approx.f(float %297), !dbg !34
  %299 = fmul float %270, 0x3FF7154760000000, !dbg !34
  %300 = tail call float @llvm.nvvm.ex2.approx.f(float %299), !dbg !34
  %301 = fmul float %271, 0x3FF7154760000000, !dbg !34
  %302 = tail call float @llvm.nvvm.ex2.approx.f(float %301), !dbg !34
  %303 = fmul float %272, 0x3FF7154760000000, !dbg !34
  %304 = tail call float @llvm.nvvm.ex2.approx.f(float %303), !dbg !34
  %305 = fadd float %274, 1.000000e+00, !dbg !35
  %306 = fadd float %276, 1.000000e+00, !dbg !35
  %307 = fadd float %278, 1.000000e+00, !dbg !35
  %308 = fadd float %280, 1.000000e+00, !dbg !35
  %309 = fadd float %282, 1.000000e+00, !dbg !35
  %310 = fadd float %284, 1.000000e+00, !dbg !35
  %311 = fadd float %286, 1.000000e+00, !dbg !35
  %312 = fadd float %288, 1.000000e+00, !dbg !35
  %313 = fadd float %290, 1.000000e+00, !dbg !35
  %314 = fadd float %292, 1.000000e+00, !dbg !35
  %315 = fadd float %294, 1.000000e+00, !dbg !35
  %316 = fadd float %296, 1.000000e+00, !dbg !35
  %317 = fadd float %298, 1.000000e+00, !dbg !35
  %318 = fadd float %300, 1.000000e+00, !dbg !35
  %319 = fadd float %302, 1.000000e+00, !dbg !35
  %320 = fadd float %304, 1.000000e+00, !dbg !35
  %321 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %305), !dbg !36
  %322 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %306), !dbg !36
  %323 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %307), !dbg !36
  %324 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %308), !dbg !36
  %325 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %309), !dbg !36
  %326 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %310), !dbg !36
  %327 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %311), !dbg !36
  %328 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %312), !dbg !36
  %329 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %313), !dbg !36
  %330 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %314), !dbg !36
  %331 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %315), !dbg !36
  %332 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %316), !dbg !36
  %333 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %317), !dbg !36
  %334 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %318), !dbg !36
  %335 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %319), !dbg !36
  %336 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %320), !dbg !36
  %337 = fmul float %321, 2.000000e+00, !dbg !37
  %338 = fmul float %322, 2.000000e+00, !dbg !37
  %339 = fmul float %323, 2.000000e+00, !dbg !37
  %340 = fmul float %324, 2.000000e+00, !dbg !37
  %341 = fmul float %325, 2.000000e+00, !dbg !37
  %342 = fmul float %326, 2.000000e+00, !dbg !37
  %343 = fmul float %327, 2.000000e+00, !dbg !37
  %344 = fmul float %328, 2.000000e+00, !dbg !37
  %345 = fmul float %329, 2.000000e+00, !dbg !37
  %346 = fmul float %330, 2.000000e+00, !dbg !37
  %347 = fmul float %331, 2.000000e+00, !dbg !37
  %348 = fmul float %332, 2.000000e+00, !dbg !37
  %349 = fmul float %333, 2.000000e+00, !dbg !37
  %350 = fmul float %334, 2.000000e+00, !dbg !37
  %351 = fmul float %335, 2.000000e+00, !dbg !37
  %352 = fmul float %336, 2.000000e+00, !dbg !37
  %353 = fadd float %337, -1.000000e+00, !dbg !38
  %354 = fadd float %338, -1.000000e+00, !dbg !38
  %355 = fadd float %339, -1.000000e+00, !dbg !38
  %356 = fadd float %340, -1.000000e+00, !dbg !38
  %357 = fadd float %341, -1.000000e+00, !dbg !38
  %358 = fadd float %342, -1.000000e+00, !dbg !38
  %359 = fadd float %343, -1.000000e+00, !dbg !38
  %360 = fadd float %344, -1.000000e+00, !dbg !38
  %361 = fadd float %345, -1.000000e+00, !dbg !38
  %362 = fadd float %346, -1.000000e+00, !dbg !38
  %363 = fadd float %347, -1.000000e+00, !dbg !38
  %364 = fadd float %348, -1.000000e+00, !dbg !38
  %365 = fadd float %349, -1.000000e+00, !dbg !38
  %366 = fadd float %350, -1.000000e+00, !dbg !38
  %367 = fadd float %351, -1.000000e+00, !dbg !38
  %368 = fadd float %352, -1.000000e+00, !dbg !38
  %369 = getelementptr half, ptr addrspace(1) %2, i64 %55, !dbg !39
  %370 = getelementptr half, ptr addrspace(1) %2, i64 %57, !dbg !39
  %371 = getelementptr half, ptr addrspace(1) %2, i64 %59, !dbg !39
  %372 = getelementptr half, ptr addrspace(1) %2, i64 %61, !dbg !39
  %373 = getelementptr half, ptr addrspace(1) %2, i64 %63, !dbg !39
  %374 = getelementptr half, ptr addrspace(1) %2, i64 %65, !dbg !39
  %375 = getelementptr half, ptr addrspace(1) %2, i64 %67, !dbg !39
  %376 = getelementptr half, ptr addrspace(1) %2, i64 %69, !dbg !39
  %377 = getelementptr half, ptr addrspace(1) %369, i64 %71, !dbg !40
  %378 = getelementptr half, ptr addrspace(1) %369, i64 %73, !dbg !40
  %379 = getelementptr half, ptr addrspace(1) %370, i64 %71, !dbg !40
  %380 = getelementptr half, ptr addrspace(1) %370, i64 %73, !dbg !40
  %381 = getelementptr half, ptr addrspace(1) %371, i64 %71, !dbg !40
  %382 = getelementptr half, ptr addrspace(1) %371, i64 %73, !dbg !40
  %383 = getelementptr half, ptr addrspace(1) %372, i64 %71, !dbg !40
  %384 = getelementptr half, ptr addrspace(1) %372, i64 %73, !dbg !40
  %385 = getelementptr half, ptr addrspace(1) %373, i64 %71, !dbg !40
  %386 = getelementptr half, ptr addrspace(1) %373, i64 %73, !dbg !40
  %387 = getelementptr half, ptr addrspace(1) %374, i64 %71, !dbg !40
  %388 = getelementptr half, ptr addrspace(1) %374, i64 %73, !dbg !40
  %389 = getelementptr half, ptr addrspace(1) %375, i64 %71, !dbg !40
  %390 = getelementptr half, ptr addrspace(1) %375, i64 %73, !dbg !40
  %391 = getelementptr half, ptr addrspace(1) %376, i64 %71, !dbg !40
  %392 = getelementptr half, ptr addrspace(1) %376, i64 %73, !dbg !40
  %393 = fmul float %145, 5.000000e-01, !dbg !41
  %394 = fmul float %146, 5.000000e-01, !dbg !41
  %395 = fmul float %147, 5.000000e-01, !dbg !41
  %396 = fmul float %148, 5.000000e-01, !dbg !41
  %397 = fmul float %149, 5.000000e-01, !dbg !41
  %398 = fmul float %150, 5.000000e-01, !dbg !41
  %399 = fmul float %151, 5.000000e-01, !dbg !41
  %400 = fmul float %152, 5.000000e-01, !dbg !41
  %401 = fmul float %153, 5.000000e-01, !dbg !41
  %402 = fmul float %154, 5.000000e-01, !dbg !41
  %403 = fmul float %155, 5.000000e-01, !dbg !41
  %404 = fmul float %156, 5.000000e-01, !dbg !41
  %405 = fmul float %157, 5.000000e-01, !dbg !41
  %406 = fmul float %158, 5.000000e-01, !dbg !41
  %407 = fmul float %159, 5.000000e-01, !dbg !41
  %408 = fmul float %160, 5.000000e-01, !dbg !41
  %409 = fadd float %353, 1.000000e+00, !dbg !42
  %410 = fadd float %354, 1.000000e+00, !dbg !42
  %411 = fadd float %355, 1.000000e+00, !dbg !42
  %412 = fadd float %356, 1.000000e+00, !dbg !42
  %413 = fadd float %357, 1.000000e+00, !dbg !42
  %414 = fadd float %358, 1.000000e+00, !dbg !42
  %415 = fadd float %359, 1.000000e+00, !dbg !42
  %416 = fadd float %360, 1.000000e+00, !dbg !42
  %417 = fadd float %361, 1.000000e+00, !dbg !42
  %418 = fadd float %362, 1.000000e+00, !dbg !42
  %419 = fadd float %363, 1.000000e+00, !dbg !42
  %420 = fadd float %364, 1.000000e+00, !dbg !42
  %421 = fadd float %365, 1.000000e+00, !dbg !42
  %422 = fadd float %366, 1.000000e+00, !dbg !42
  %423 = fadd float %367, 1.000000e+00, !dbg !42
  %424 = fadd float %368, 1.000000e+00, !dbg !42
  %425 = fmul float %393, %409, !dbg !43
  %426 = fmul float %394, %410, !dbg !43
  %427 = fmul float %395, %411, !dbg !43
  %428 = fmul float %396, %412, !dbg !43
  %429 = fmul float %397, %413, !dbg !43
  %430 = fmul float %398, %414, !dbg !43
  %431 = fmul float %399, %415, !dbg !43
  %432 = fmul float %400, %416, !dbg !43
  %433 = fmul float %401, %417, !dbg !43
  %434 = fmul float %402, %418, !dbg !43
  %435 = fmul float %403, %419, !dbg !43
  %436 = fmul float %404, %420, !dbg !43
  %437 = fmul float %405, %421, !dbg !43
  %438 = fmul float %406, %422, !dbg !43
  %439 = fmul float %407, %423, !dbg !43
  %440 = fmul float %408, %424, !dbg !43
  %441 = fptrunc float %425 to half, !dbg !44
  %442 = fptrunc float %426 to half, !dbg !44
  %443 = fptrunc float %427 to half, !dbg !44
  %444 = fptrunc float %428 to half, !dbg !44
  %445 = fptrunc float %429 to half, !dbg !44
  %446 = fptrunc float %430 to half, !dbg !44
  %447 = fptrunc float %431 to half, !dbg !44
  %448 = fptrunc float %432 to half, !dbg !44
  %449 = fptrunc float %433 to half, !dbg !44
  %450 = fptrunc float %434 to half, !dbg !44
  %451 = fptrunc float %435 to half, !dbg !44
  %452 = fptrunc float %436 to half, !dbg !44
  %453 = fptrunc float %437 to half, !dbg !44
  %454 = fptrunc float %438 to half, !dbg !44
  %455 = fptrunc float %439 to half, !dbg !44
  %456 = fptrunc float %440 to half, !dbg !44
  %457 = bitcast half %441 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %457, ptr addrspace(1) %377, i1 %31) #3, !dbg !45
  %458 = bitcast half %442 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %458, ptr addrspace(1) %378, i1 %32) #3, !dbg !45
  %459 = bitcast half %443 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %459, ptr addrspace(1) %379, i1 %33) #3, !dbg !45
  %460 = bitcast half %444 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %460, ptr addrspace(1) %380, i1 %34) #3, !dbg !45
  %461 = bitcast half %445 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %461, ptr addrspace(1) %381, i1 %35) #3, !dbg !45
  %462 = bitcast half %446 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %462, ptr addrspace(1) %382, i1 %36) #3, !dbg !45
  %463 = bitcast half %447 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %463, ptr addrspace(1) %383, i1 %37) #3, !dbg !45
  %464 = bitcast half %448 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %464, ptr addrspace(1) %384, i1 %38) #3, !dbg !45
  %465 = bitcast half %449 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %465, ptr addrspace(1) %385, i1 %39) #3, !dbg !45
  %466 = bitcast half %450 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %466, ptr addrspace(1) %386, i1 %40) #3, !dbg !45
  %467 = bitcast half %451 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %467, ptr addrspace(1) %387, i1 %41) #3, !dbg !45
  %468 = bitcast half %452 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %468, ptr addrspace(1) %388, i1 %42) #3, !dbg !45
  %469 = bitcast half %453 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %469, ptr addrspace(1) %389, i1 %43) #3, !dbg !45
  %470 = bitcast half %454 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %470, ptr addrspace(1) %390, i1 %44) #3, !dbg !45
  %471 = bitcast half %455 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %471, ptr addrspace(1) %391, i1 %45) #3, !dbg !45
  %472 = bitcast half %456 to i16, !dbg !45
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %472, ptr addrspace(1) %392, i1 %46) #3, !dbg !45
  ret void, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "bias_gelu", linkageName: "bias_gelu", scope: !1, file: !1, line: 151, type: !5, scopeLine: 151, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 153, column: 24, scope: !4)
!8 = !DILocation(line: 154, column: 14, scope: !4)
!9 = !DILocation(line: 154, column: 19, scope: !4)
!10 = !DILocation(line: 155, column: 25, scope: !4)
!11 = !DILocation(line: 156, column: 16, scope: !4)
!12 = !DILocation(line: 156, column: 29, scope: !4)
!13 = !DILocation(line: 156, column: 25, scope: !4)
!14 = !DILocation(line: 157, column: 28, scope: !4)
!15 = !DILocation(line: 157, column: 24, scope: !4)
!16 = !DILocation(line: 157, column: 37, scope: !4)
!17 = !DILocation(line: 157, column: 16, scope: !4)
!18 = !DILocation(line: 157, column: 65, scope: !4)
!19 = !DILocation(line: 158, column: 31, scope: !4)
!20 = !DILocation(line: 158, column: 20, scope: !4)
!21 = !DILocation(line: 158, column: 63, scope: !4)
!22 = !DILocation(line: 158, column: 12, scope: !4)
!23 = !DILocation(line: 159, column: 49, scope: !4)
!24 = !DILocation(line: 159, column: 53, scope: !4)
!25 = !DILocation(line: 159, column: 57, scope: !4)
!26 = !DILocation(line: 159, column: 38, scope: !4)
!27 = !DILocation(line: 159, column: 34, scope: !4)
!28 = !DILocation(line: 160, column: 27, scope: !4)
!29 = !DILocation(line: 50, column: 30, scope: !30, inlinedAt: !32)
!30 = distinct !DILexicalBlockFile(scope: !4, file: !31, discriminator: 0)
!31 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!32 = !DILocation(line: 160, column: 23, scope: !33)
!33 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!34 = !DILocation(line: 50, column: 29, scope: !30, inlinedAt: !32)
!35 = !DILocation(line: 50, column: 20, scope: !30, inlinedAt: !32)
!36 = !DILocation(line: 50, column: 16, scope: !30, inlinedAt: !32)
!37 = !DILocation(line: 160, column: 12, scope: !4)
!38 = !DILocation(line: 160, column: 36, scope: !4)
!39 = !DILocation(line: 161, column: 23, scope: !4)
!40 = !DILocation(line: 161, column: 36, scope: !4)
!41 = !DILocation(line: 161, column: 46, scope: !4)
!42 = !DILocation(line: 161, column: 55, scope: !4)
!43 = !DILocation(line: 161, column: 51, scope: !4)
!44 = !DILocation(line: 161, column: 62, scope: !4)
!45 = !DILocation(line: 161, column: 39, scope: !4)
!46 = !DILocation(line: 161, column: 4, scope: !4)
