; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_fp16(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) readnone captures(none) %12, ptr addrspace(1) readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %16 = add i32 %3, 63, !dbg !8
  %17 = sdiv i32 %16, 64, !dbg !13
  %18 = add i32 %4, 63, !dbg !14
  %19 = sdiv i32 %18, 64, !dbg !16
  %20 = shl nsw i32 %19, 3, !dbg !17
  %.frozen = freeze i32 %20, !dbg !18
  %21 = sdiv i32 %15, %.frozen, !dbg !18
  %22 = shl i32 %21, 3, !dbg !19
  %23 = sub i32 %17, %22, !dbg !20
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 8), !dbg !21
  %25 = mul i32 %21, %.frozen, !dbg !22
  %.decomposed = sub i32 %15, %25, !dbg !22
  %.frozen253 = freeze i32 %24, !dbg !23
  %26 = sdiv i32 %.decomposed, %.frozen253, !dbg !23
  %27 = mul i32 %26, %.frozen253, !dbg !24
  %.decomposed254 = sub i32 %.decomposed, %27, !dbg !24
  %28 = add i32 %.decomposed254, %22, !dbg !25
  %29 = shl i32 %28, 6, !dbg !26
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %31 = and i32 %30, 63, !dbg !27
  %32 = and i32 %30, 64, !dbg !27
  %.lobit = lshr exact i32 %32, 6, !dbg !27
  %33 = or disjoint i32 %.lobit, 2, !dbg !27
  %34 = or disjoint i32 %.lobit, 4, !dbg !27
  %35 = or disjoint i32 %.lobit, 6, !dbg !27
  %36 = or disjoint i32 %.lobit, 8, !dbg !27
  %37 = or disjoint i32 %.lobit, 10, !dbg !27
  %38 = or disjoint i32 %.lobit, 12, !dbg !27
  %39 = or disjoint i32 %.lobit, 14, !dbg !27
  %40 = or disjoint i32 %.lobit, 16, !dbg !27
  %41 = or disjoint i32 %.lobit, 18, !dbg !27
  %42 = or disjoint i32 %.lobit, 20, !dbg !27
  %43 = or disjoint i32 %.lobit, 22, !dbg !27
  %44 = or disjoint i32 %.lobit, 24, !dbg !27
  %45 = or disjoint i32 %.lobit, 26, !dbg !27
  %46 = or disjoint i32 %.lobit, 28, !dbg !27
  %47 = or disjoint i32 %.lobit, 30, !dbg !27
  %48 = or disjoint i32 %29, %31, !dbg !28
  %49 = shl i32 %26, 6, !dbg !29
  %50 = and i32 %30, 31, !dbg !30
  %51 = add i32 %5, 31, !dbg !31
  %52 = sdiv i32 %51, 32, !dbg !33
  %53 = icmp sgt i32 %51, 31, !dbg !34
  br i1 %53, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !34

.._crit_edge_crit_edge:                           ; preds = %14
  %.pre = shl nuw nsw i32 %30, 3, !dbg !35
  br label %._crit_edge, !dbg !34

.lr.ph:                                           ; preds = %14
  %54 = shl i32 %8, 5, !dbg !36
  %55 = shl i32 %7, 5, !dbg !37
  %56 = mul i32 %8, %50, !dbg !38
  %57 = sext i32 %56 to i64, !dbg !39
  %58 = getelementptr half, ptr addrspace(1) %1, i64 %57, !dbg !39
  %59 = lshr i32 %30, 5, !dbg !27
  %60 = or disjoint i32 %49, %59, !dbg !40
  %61 = or i32 %60, 60, !dbg !40
  %62 = srem i32 %61, %4, !dbg !41
  %63 = mul i32 %62, %9, !dbg !42
  %64 = sext i32 %63 to i64, !dbg !43
  %65 = getelementptr half, ptr addrspace(1) %58, i64 %64, !dbg !43
  %66 = and i32 %59, 3, !dbg !27
  %67 = or disjoint i32 %49, %66, !dbg !27
  %68 = or disjoint i32 %67, 56, !dbg !40
  %69 = srem i32 %68, %4, !dbg !41
  %70 = mul i32 %69, %9, !dbg !42
  %71 = sext i32 %70 to i64, !dbg !43
  %72 = getelementptr half, ptr addrspace(1) %58, i64 %71, !dbg !43
  %73 = or disjoint i32 %67, 52, !dbg !40
  %74 = srem i32 %73, %4, !dbg !41
  %75 = mul i32 %74, %9, !dbg !42
  %76 = sext i32 %75 to i64, !dbg !43
  %77 = getelementptr half, ptr addrspace(1) %58, i64 %76, !dbg !43
  %78 = or disjoint i32 %67, 48, !dbg !40
  %79 = srem i32 %78, %4, !dbg !41
  %80 = mul i32 %79, %9, !dbg !42
  %81 = sext i32 %80 to i64, !dbg !43
  %82 = getelementptr half, ptr addrspace(1) %58, i64 %81, !dbg !43
  %83 = or disjoint i32 %67, 44, !dbg !40
  %84 = srem i32 %83, %4, !dbg !41
  %85 = mul i32 %84, %9, !dbg !42
  %86 = sext i32 %85 to i64, !dbg !43
  %87 = getelementptr half, ptr addrspace(1) %58, i64 %86, !dbg !43
  %88 = or disjoint i32 %67, 40, !dbg !40
  %89 = srem i32 %88, %4, !dbg !41
  %90 = mul i32 %89, %9, !dbg !42
  %91 = sext i32 %90 to i64, !dbg !43
  %92 = getelementptr half, ptr addrspace(1) %58, i64 %91, !dbg !43
  %93 = or disjoint i32 %67, 36, !dbg !40
  %94 = srem i32 %93, %4, !dbg !41
  %95 = mul i32 %94, %9, !dbg !42
  %96 = sext i32 %95 to i64, !dbg !43
  %97 = getelementptr half, ptr addrspace(1) %58, i64 %96, !dbg !43
  %98 = or disjoint i32 %67, 32, !dbg !40
  %99 = srem i32 %98, %4, !dbg !41
  %100 = mul i32 %99, %9, !dbg !42
  %101 = sext i32 %100 to i64, !dbg !43
  %102 = getelementptr half, ptr addrspace(1) %58, i64 %101, !dbg !43
  %103 = or i32 %60, 28, !dbg !40
  %104 = srem i32 %103, %4, !dbg !41
  %105 = mul i32 %104, %9, !dbg !42
  %106 = sext i32 %105 to i64, !dbg !43
  %107 = getelementptr half, ptr addrspace(1) %58, i64 %106, !dbg !43
  %108 = or disjoint i32 %67, 24, !dbg !40
  %109 = srem i32 %108, %4, !dbg !41
  %110 = mul i32 %109, %9, !dbg !42
  %111 = sext i32 %110 to i64, !dbg !43
  %112 = getelementptr half, ptr addrspace(1) %58, i64 %111, !dbg !43
  %113 = or disjoint i32 %67, 20, !dbg !40
  %114 = srem i32 %113, %4, !dbg !41
  %115 = mul i32 %114, %9, !dbg !42
  %116 = sext i32 %115 to i64, !dbg !43
  %117 = getelementptr half, ptr addrspace(1) %58, i64 %116, !dbg !43
  %118 = or disjoint i32 %67, 16, !dbg !40
  %119 = srem i32 %118, %4, !dbg !41
  %120 = mul i32 %119, %9, !dbg !42
  %121 = sext i32 %120 to i64, !dbg !43
  %122 = getelementptr half, ptr addrspace(1) %58, i64 %121, !dbg !43
  %123 = or disjoint i32 %67, 12, !dbg !40
  %124 = srem i32 %123, %4, !dbg !41
  %125 = mul i32 %124, %9, !dbg !42
  %126 = sext i32 %125 to i64, !dbg !43
  %127 = getelementptr half, ptr addrspace(1) %58, i64 %126, !dbg !43
  %128 = or disjoint i32 %67, 8, !dbg !40
  %129 = srem i32 %128, %4, !dbg !41
  %130 = mul i32 %129, %9, !dbg !42
  %131 = sext i32 %130 to i64, !dbg !43
  %132 = getelementptr half, ptr addrspace(1) %58, i64 %131, !dbg !43
  %133 = or disjoint i32 %67, 4, !dbg !40
  %134 = srem i32 %133, %4, !dbg !41
  %135 = mul i32 %134, %9, !dbg !42
  %136 = sext i32 %135 to i64, !dbg !43
  %137 = getelementptr half, ptr addrspace(1) %58, i64 %136, !dbg !43
  %138 = srem i32 %67, %4, !dbg !41
  %139 = mul i32 %138, %9, !dbg !42
  %140 = sext i32 %139 to i64, !dbg !43
  %141 = getelementptr half, ptr addrspace(1) %58, i64 %140, !dbg !43
  %142 = srem i32 %48, %3, !dbg !44
  %143 = mul i32 %142, %6, !dbg !45
  %144 = sext i32 %143 to i64, !dbg !46
  %145 = getelementptr half, ptr addrspace(1) %0, i64 %144, !dbg !46
  %146 = mul i32 %7, %47, !dbg !47
  %147 = sext i32 %146 to i64, !dbg !48
  %148 = getelementptr half, ptr addrspace(1) %145, i64 %147, !dbg !48
  %149 = mul i32 %7, %46, !dbg !47
  %150 = sext i32 %149 to i64, !dbg !48
  %151 = getelementptr half, ptr addrspace(1) %145, i64 %150, !dbg !48
  %152 = mul i32 %7, %45, !dbg !47
  %153 = sext i32 %152 to i64, !dbg !48
  %154 = getelementptr half, ptr addrspace(1) %145, i64 %153, !dbg !48
  %155 = mul i32 %7, %44, !dbg !47
  %156 = sext i32 %155 to i64, !dbg !48
  %157 = getelementptr half, ptr addrspace(1) %145, i64 %156, !dbg !48
  %158 = mul i32 %7, %43, !dbg !47
  %159 = sext i32 %158 to i64, !dbg !48
  %160 = getelementptr half, ptr addrspace(1) %145, i64 %159, !dbg !48
  %161 = mul i32 %7, %42, !dbg !47
  %162 = sext i32 %161 to i64, !dbg !48
  %163 = getelementptr half, ptr addrspace(1) %145, i64 %162, !dbg !48
  %164 = mul i32 %7, %41, !dbg !47
  %165 = sext i32 %164 to i64, !dbg !48
  %166 = getelementptr half, ptr addrspace(1) %145, i64 %165, !dbg !48
  %167 = mul i32 %7, %40, !dbg !47
  %168 = sext i32 %167 to i64, !dbg !48
  %169 = getelementptr half, ptr addrspace(1) %145, i64 %168, !dbg !48
  %170 = mul i32 %7, %39, !dbg !47
  %171 = sext i32 %170 to i64, !dbg !48
  %172 = getelementptr half, ptr addrspace(1) %145, i64 %171, !dbg !48
  %173 = mul i32 %7, %38, !dbg !47
  %174 = sext i32 %173 to i64, !dbg !48
  %175 = getelementptr half, ptr addrspace(1) %145, i64 %174, !dbg !48
  %176 = mul i32 %7, %37, !dbg !47
  %177 = sext i32 %176 to i64, !dbg !48
  %178 = getelementptr half, ptr addrspace(1) %145, i64 %177, !dbg !48
  %179 = mul i32 %7, %36, !dbg !47
  %180 = sext i32 %179 to i64, !dbg !48
  %181 = getelementptr half, ptr addrspace(1) %145, i64 %180, !dbg !48
  %182 = mul i32 %7, %35, !dbg !47
  %183 = sext i32 %182 to i64, !dbg !48
  %184 = getelementptr half, ptr addrspace(1) %145, i64 %183, !dbg !48
  %185 = mul i32 %7, %34, !dbg !47
  %186 = sext i32 %185 to i64, !dbg !48
  %187 = getelementptr half, ptr addrspace(1) %145, i64 %186, !dbg !48
  %188 = mul i32 %7, %33, !dbg !47
  %189 = sext i32 %188 to i64, !dbg !48
  %190 = getelementptr half, ptr addrspace(1) %145, i64 %189, !dbg !48
  %191 = mul nuw nsw i32 %7, %.lobit, !dbg !47
  %192 = sext i32 %191 to i64, !dbg !48
  %193 = getelementptr half, ptr addrspace(1) %145, i64 %192, !dbg !48
  %.not = icmp eq i32 %32, 0, !dbg !27
  %194 = shl nuw nsw i32 %31, 1
  %195 = select i1 %.not, i32 0, i32 144
  %196 = xor i32 %195, %194
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %196
  %198 = or disjoint i32 %196, 1024
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %198
  %200 = or disjoint i32 %196, 2048
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = or disjoint i32 %196, 3072
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %202
  %204 = xor i32 %196, 288
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %204
  %206 = or disjoint i32 %204, 1024
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %206
  %208 = or disjoint i32 %204, 2048
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %208
  %210 = or disjoint i32 %204, 3072
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %210
  %212 = xor i32 %196, 576
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %212
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) %213, i32 1024
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %213, i32 2048
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %213, i32 3072
  %217 = xor i32 %196, 864
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %217
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %218, i32 1024
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %218, i32 2048
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %218, i32 3072
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %196
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 512
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %198
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 1536
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %200
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 2560
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %202
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 3584
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %204
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 512
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %206
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 1536
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %208
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 2560
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %210
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 3584
  %238 = and i32 %30, 7
  %239 = shl nuw nsw i32 %30, 1
  %240 = and i32 %239, 16
  %241 = shl nuw nsw i32 %30, 6
  %242 = and i32 %241, 1024
  %243 = lshr exact i32 %32, 1
  %244 = mul nuw nsw i32 %238, 144
  %245 = or disjoint i32 %240, %243
  %246 = xor i32 %244, %245
  %247 = or disjoint i32 %246, %242
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %247
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %248, i32 2048
  %250 = xor i32 %247, 64
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %250
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) %251, i32 2048
  %253 = shl nuw nsw i32 %238, 6
  %254 = shl nuw nsw i32 %30, 3
  %255 = and i32 %254, 48
  %256 = and i32 %239, 48
  %257 = shl nuw nsw i32 %30, 4
  %258 = and i32 %257, 512
  %259 = or disjoint i32 %253, %255
  %260 = xor i32 %259, %256
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %258
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 %260
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 1024
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 2048
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 3072
  %266 = sext i32 %55 to i64
  %267 = sext i32 %54 to i64
  br label %268, !dbg !34

268:                                              ; preds = %.lr.ph, %268
  %.pn33157 = phi ptr addrspace(1) [ %65, %.lr.ph ], [ %536, %268 ]
  %.pn35156 = phi ptr addrspace(1) [ %72, %.lr.ph ], [ %535, %268 ]
  %.pn37155 = phi ptr addrspace(1) [ %77, %.lr.ph ], [ %534, %268 ]
  %.pn39154 = phi ptr addrspace(1) [ %82, %.lr.ph ], [ %533, %268 ]
  %.pn41153 = phi ptr addrspace(1) [ %87, %.lr.ph ], [ %532, %268 ]
  %.pn43152 = phi ptr addrspace(1) [ %92, %.lr.ph ], [ %531, %268 ]
  %.pn45151 = phi ptr addrspace(1) [ %97, %.lr.ph ], [ %530, %268 ]
  %.pn47150 = phi ptr addrspace(1) [ %102, %.lr.ph ], [ %529, %268 ]
  %.pn49149 = phi ptr addrspace(1) [ %107, %.lr.ph ], [ %528, %268 ]
  %.pn51148 = phi ptr addrspace(1) [ %112, %.lr.ph ], [ %527, %268 ]
  %.pn53147 = phi ptr addrspace(1) [ %117, %.lr.ph ], [ %526, %268 ]
  %.pn55146 = phi ptr addrspace(1) [ %122, %.lr.ph ], [ %525, %268 ]
  %.pn57145 = phi ptr addrspace(1) [ %127, %.lr.ph ], [ %524, %268 ]
  %.pn59144 = phi ptr addrspace(1) [ %132, %.lr.ph ], [ %523, %268 ]
  %.pn61143 = phi ptr addrspace(1) [ %137, %.lr.ph ], [ %522, %268 ]
  %.pn63142 = phi ptr addrspace(1) [ %141, %.lr.ph ], [ %521, %268 ]
  %.pn1141 = phi ptr addrspace(1) [ %148, %.lr.ph ], [ %520, %268 ]
  %.pn3140 = phi ptr addrspace(1) [ %151, %.lr.ph ], [ %519, %268 ]
  %.pn5139 = phi ptr addrspace(1) [ %154, %.lr.ph ], [ %518, %268 ]
  %.pn7138 = phi ptr addrspace(1) [ %157, %.lr.ph ], [ %517, %268 ]
  %.pn9137 = phi ptr addrspace(1) [ %160, %.lr.ph ], [ %516, %268 ]
  %.pn11136 = phi ptr addrspace(1) [ %163, %.lr.ph ], [ %515, %268 ]
  %.pn13135 = phi ptr addrspace(1) [ %166, %.lr.ph ], [ %514, %268 ]
  %.pn15134 = phi ptr addrspace(1) [ %169, %.lr.ph ], [ %513, %268 ]
  %.pn17133 = phi ptr addrspace(1) [ %172, %.lr.ph ], [ %512, %268 ]
  %.pn19132 = phi ptr addrspace(1) [ %175, %.lr.ph ], [ %511, %268 ]
  %.pn21131 = phi ptr addrspace(1) [ %178, %.lr.ph ], [ %510, %268 ]
  %.pn23130 = phi ptr addrspace(1) [ %181, %.lr.ph ], [ %509, %268 ]
  %.pn25129 = phi ptr addrspace(1) [ %184, %.lr.ph ], [ %508, %268 ]
  %.pn27128 = phi ptr addrspace(1) [ %187, %.lr.ph ], [ %507, %268 ]
  %.pn29127 = phi ptr addrspace(1) [ %190, %.lr.ph ], [ %506, %268 ]
  %.pn31126 = phi ptr addrspace(1) [ %193, %.lr.ph ], [ %505, %268 ]
  %269 = phi float [ 0.000000e+00, %.lr.ph ], [ %466, %268 ]
  %270 = phi float [ 0.000000e+00, %.lr.ph ], [ %467, %268 ]
  %271 = phi float [ 0.000000e+00, %.lr.ph ], [ %468, %268 ]
  %272 = phi float [ 0.000000e+00, %.lr.ph ], [ %469, %268 ]
  %273 = phi float [ 0.000000e+00, %.lr.ph ], [ %471, %268 ]
  %274 = phi float [ 0.000000e+00, %.lr.ph ], [ %472, %268 ]
  %275 = phi float [ 0.000000e+00, %.lr.ph ], [ %473, %268 ]
  %276 = phi float [ 0.000000e+00, %.lr.ph ], [ %474, %268 ]
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %476, %268 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %477, %268 ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %478, %268 ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %479, %268 ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %481, %268 ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %482, %268 ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %483, %268 ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %484, %268 ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %486, %268 ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %487, %268 ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %488, %268 ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %489, %268 ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %491, %268 ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %492, %268 ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %493, %268 ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %494, %268 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %496, %268 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %497, %268 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %498, %268 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %499, %268 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %501, %268 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %502, %268 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %503, %268 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %504, %268 ]
  %301 = phi i32 [ 0, %.lr.ph ], [ %537, %268 ]
  %302 = shl i32 %301, 5, !dbg !49
  %303 = sub i32 %5, %302, !dbg !50
  %304 = icmp slt i32 %.lobit, %303, !dbg !51
  %305 = icmp slt i32 %33, %303, !dbg !51
  %306 = icmp slt i32 %34, %303, !dbg !51
  %307 = icmp slt i32 %35, %303, !dbg !51
  %308 = icmp slt i32 %36, %303, !dbg !51
  %309 = icmp slt i32 %37, %303, !dbg !51
  %310 = icmp slt i32 %38, %303, !dbg !51
  %311 = icmp slt i32 %39, %303, !dbg !51
  %312 = icmp slt i32 %40, %303, !dbg !51
  %313 = icmp slt i32 %41, %303, !dbg !51
  %314 = icmp slt i32 %42, %303, !dbg !51
  %315 = icmp slt i32 %43, %303, !dbg !51
  %316 = icmp slt i32 %44, %303, !dbg !51
  %317 = icmp slt i32 %45, %303, !dbg !51
  %318 = icmp slt i32 %46, %303, !dbg !51
  %319 = icmp slt i32 %47, %303, !dbg !51
  %320 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31126, i1 %304) #4, !dbg !52
  %321 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29127, i1 %305) #4, !dbg !52
  %322 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27128, i1 %306) #4, !dbg !52
  %323 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25129, i1 %307) #4, !dbg !52
  %324 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23130, i1 %308) #4, !dbg !52
  %325 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21131, i1 %309) #4, !dbg !52
  %326 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19132, i1 %310) #4, !dbg !52
  %327 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17133, i1 %311) #4, !dbg !52
  %328 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15134, i1 %312) #4, !dbg !52
  %329 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13135, i1 %313) #4, !dbg !52
  %330 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11136, i1 %314) #4, !dbg !52
  %331 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9137, i1 %315) #4, !dbg !52
  %332 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7138, i1 %316) #4, !dbg !52
  %333 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5139, i1 %317) #4, !dbg !52
  %334 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3140, i1 %318) #4, !dbg !52
  %335 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1141, i1 %319) #4, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %336 = insertelement <1 x i16> poison, i16 %320, i64 0, !dbg !52
  store <1 x i16> %336, ptr addrspace(3) %197, align 2, !dbg !52
  %337 = insertelement <1 x i16> poison, i16 %324, i64 0, !dbg !52
  store <1 x i16> %337, ptr addrspace(3) %199, align 2, !dbg !52
  %338 = insertelement <1 x i16> poison, i16 %328, i64 0, !dbg !52
  store <1 x i16> %338, ptr addrspace(3) %201, align 2, !dbg !52
  %339 = insertelement <1 x i16> poison, i16 %332, i64 0, !dbg !52
  store <1 x i16> %339, ptr addrspace(3) %203, align 2, !dbg !52
  %340 = insertelement <1 x i16> poison, i16 %321, i64 0, !dbg !52
  store <1 x i16> %340, ptr addrspace(3) %205, align 2, !dbg !52
  %341 = insertelement <1 x i16> poison, i16 %325, i64 0, !dbg !52
  store <1 x i16> %341, ptr addrspace(3) %207, align 2, !dbg !52
  %342 = insertelement <1 x i16> poison, i16 %329, i64 0, !dbg !52
  store <1 x i16> %342, ptr addrspace(3) %209, align 2, !dbg !52
  %343 = insertelement <1 x i16> poison, i16 %333, i64 0, !dbg !52
  store <1 x i16> %343, ptr addrspace(3) %211, align 2, !dbg !52
  %344 = insertelement <1 x i16> poison, i16 %322, i64 0, !dbg !52
  store <1 x i16> %344, ptr addrspace(3) %213, align 2, !dbg !52
  %345 = insertelement <1 x i16> poison, i16 %326, i64 0, !dbg !52
  store <1 x i16> %345, ptr addrspace(3) %214, align 2, !dbg !52
  %346 = insertelement <1 x i16> poison, i16 %330, i64 0, !dbg !52
  store <1 x i16> %346, ptr addrspace(3) %215, align 2, !dbg !52
  %347 = insertelement <1 x i16> poison, i16 %334, i64 0, !dbg !52
  store <1 x i16> %347, ptr addrspace(3) %216, align 2, !dbg !52
  %348 = insertelement <1 x i16> poison, i16 %323, i64 0, !dbg !52
  store <1 x i16> %348, ptr addrspace(3) %218, align 2, !dbg !52
  %349 = insertelement <1 x i16> poison, i16 %327, i64 0, !dbg !52
  store <1 x i16> %349, ptr addrspace(3) %219, align 2, !dbg !52
  %350 = insertelement <1 x i16> poison, i16 %331, i64 0, !dbg !52
  store <1 x i16> %350, ptr addrspace(3) %220, align 2, !dbg !52
  %351 = insertelement <1 x i16> poison, i16 %335, i64 0, !dbg !52
  store <1 x i16> %351, ptr addrspace(3) %221, align 2, !dbg !52
  %352 = icmp slt i32 %50, %303, !dbg !53
  %353 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63142, i1 %352) #4, !dbg !54
  %354 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61143, i1 %352) #4, !dbg !54
  %355 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59144, i1 %352) #4, !dbg !54
  %356 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57145, i1 %352) #4, !dbg !54
  %357 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55146, i1 %352) #4, !dbg !54
  %358 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53147, i1 %352) #4, !dbg !54
  %359 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51148, i1 %352) #4, !dbg !54
  %360 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49149, i1 %352) #4, !dbg !54
  %361 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47150, i1 %352) #4, !dbg !54
  %362 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45151, i1 %352) #4, !dbg !54
  %363 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43152, i1 %352) #4, !dbg !54
  %364 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41153, i1 %352) #4, !dbg !54
  %365 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39154, i1 %352) #4, !dbg !54
  %366 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37155, i1 %352) #4, !dbg !54
  %367 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35156, i1 %352) #4, !dbg !54
  %368 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33157, i1 %352) #4, !dbg !54
  %369 = insertelement <1 x i16> poison, i16 %353, i64 0, !dbg !54
  store <1 x i16> %369, ptr addrspace(3) %222, align 2, !dbg !54
  %370 = insertelement <1 x i16> poison, i16 %355, i64 0, !dbg !54
  store <1 x i16> %370, ptr addrspace(3) %223, align 2, !dbg !54
  %371 = insertelement <1 x i16> poison, i16 %357, i64 0, !dbg !54
  store <1 x i16> %371, ptr addrspace(3) %224, align 2, !dbg !54
  %372 = insertelement <1 x i16> poison, i16 %359, i64 0, !dbg !54
  store <1 x i16> %372, ptr addrspace(3) %225, align 2, !dbg !54
  %373 = insertelement <1 x i16> poison, i16 %361, i64 0, !dbg !54
  store <1 x i16> %373, ptr addrspace(3) %226, align 2, !dbg !54
  %374 = insertelement <1 x i16> poison, i16 %363, i64 0, !dbg !54
  store <1 x i16> %374, ptr addrspace(3) %227, align 2, !dbg !54
  %375 = insertelement <1 x i16> poison, i16 %365, i64 0, !dbg !54
  store <1 x i16> %375, ptr addrspace(3) %228, align 2, !dbg !54
  %376 = insertelement <1 x i16> poison, i16 %367, i64 0, !dbg !54
  store <1 x i16> %376, ptr addrspace(3) %229, align 2, !dbg !54
  %377 = insertelement <1 x i16> poison, i16 %354, i64 0, !dbg !54
  store <1 x i16> %377, ptr addrspace(3) %230, align 2, !dbg !54
  %378 = insertelement <1 x i16> poison, i16 %356, i64 0, !dbg !54
  store <1 x i16> %378, ptr addrspace(3) %231, align 2, !dbg !54
  %379 = insertelement <1 x i16> poison, i16 %358, i64 0, !dbg !54
  store <1 x i16> %379, ptr addrspace(3) %232, align 2, !dbg !54
  %380 = insertelement <1 x i16> poison, i16 %360, i64 0, !dbg !54
  store <1 x i16> %380, ptr addrspace(3) %233, align 2, !dbg !54
  %381 = insertelement <1 x i16> poison, i16 %362, i64 0, !dbg !54
  store <1 x i16> %381, ptr addrspace(3) %234, align 2, !dbg !54
  %382 = insertelement <1 x i16> poison, i16 %364, i64 0, !dbg !54
  store <1 x i16> %382, ptr addrspace(3) %235, align 2, !dbg !54
  %383 = insertelement <1 x i16> poison, i16 %366, i64 0, !dbg !54
  store <1 x i16> %383, ptr addrspace(3) %236, align 2, !dbg !54
  %384 = insertelement <1 x i16> poison, i16 %368, i64 0, !dbg !54
  store <1 x i16> %384, ptr addrspace(3) %237, align 2, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %385 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %248), !dbg !52
  %386 = extractvalue { i32, i32, i32, i32 } %385, 0, !dbg !52
  %387 = extractvalue { i32, i32, i32, i32 } %385, 1, !dbg !52
  %388 = extractvalue { i32, i32, i32, i32 } %385, 2, !dbg !52
  %389 = extractvalue { i32, i32, i32, i32 } %385, 3, !dbg !52
  %390 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %249), !dbg !52
  %391 = extractvalue { i32, i32, i32, i32 } %390, 0, !dbg !52
  %392 = extractvalue { i32, i32, i32, i32 } %390, 1, !dbg !52
  %393 = extractvalue { i32, i32, i32, i32 } %390, 2, !dbg !52
  %394 = extractvalue { i32, i32, i32, i32 } %390, 3, !dbg !52
  %395 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %251), !dbg !52
  %396 = extractvalue { i32, i32, i32, i32 } %395, 0, !dbg !52
  %397 = extractvalue { i32, i32, i32, i32 } %395, 1, !dbg !52
  %398 = extractvalue { i32, i32, i32, i32 } %395, 2, !dbg !52
  %399 = extractvalue { i32, i32, i32, i32 } %395, 3, !dbg !52
  %400 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %252), !dbg !52
  %401 = extractvalue { i32, i32, i32, i32 } %400, 0, !dbg !52
  %402 = extractvalue { i32, i32, i32, i32 } %400, 1, !dbg !52
  %403 = extractvalue { i32, i32, i32, i32 } %400, 2, !dbg !52
  %404 = extractvalue { i32, i32, i32, i32 } %400, 3, !dbg !52
  %405 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %262), !dbg !54
  %406 = extractvalue { i32, i32, i32, i32 } %405, 0, !dbg !54
  %407 = extractvalue { i32, i32, i32, i32 } %405, 1, !dbg !54
  %408 = extractvalue { i32, i32, i32, i32 } %405, 2, !dbg !54
  %409 = extractvalue { i32, i32, i32, i32 } %405, 3, !dbg !54
  %410 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %263), !dbg !54
  %411 = extractvalue { i32, i32, i32, i32 } %410, 0, !dbg !54
  %412 = extractvalue { i32, i32, i32, i32 } %410, 1, !dbg !54
  %413 = extractvalue { i32, i32, i32, i32 } %410, 2, !dbg !54
  %414 = extractvalue { i32, i32, i32, i32 } %410, 3, !dbg !54
  %415 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %264), !dbg !54
  %416 = extractvalue { i32, i32, i32, i32 } %415, 0, !dbg !54
  %417 = extractvalue { i32, i32, i32, i32 } %415, 1, !dbg !54
  %418 = extractvalue { i32, i32, i32, i32 } %415, 2, !dbg !54
  %419 = extractvalue { i32, i32, i32, i32 } %415, 3, !dbg !54
  %420 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %265), !dbg !54
  %421 = extractvalue { i32, i32, i32, i32 } %420, 0, !dbg !54
  %422 = extractvalue { i32, i32, i32, i32 } %420, 1, !dbg !54
  %423 = extractvalue { i32, i32, i32, i32 } %420, 2, !dbg !54
  %424 = extractvalue { i32, i32, i32, i32 } %420, 3, !dbg !54
  %425 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %269, float %270, float %271, float %272, i32 %386, i32 %387, i32 %388, i32 %389, i32 %406, i32 %407) #4, !dbg !55
  %426 = extractvalue { float, float, float, float } %425, 0, !dbg !55
  %427 = extractvalue { float, float, float, float } %425, 1, !dbg !55
  %428 = extractvalue { float, float, float, float } %425, 2, !dbg !55
  %429 = extractvalue { float, float, float, float } %425, 3, !dbg !55
  %430 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %273, float %274, float %275, float %276, i32 %386, i32 %387, i32 %388, i32 %389, i32 %411, i32 %412) #4, !dbg !55
  %431 = extractvalue { float, float, float, float } %430, 0, !dbg !55
  %432 = extractvalue { float, float, float, float } %430, 1, !dbg !55
  %433 = extractvalue { float, float, float, float } %430, 2, !dbg !55
  %434 = extractvalue { float, float, float, float } %430, 3, !dbg !55
  %435 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %277, float %278, float %279, float %280, i32 %386, i32 %387, i32 %388, i32 %389, i32 %416, i32 %417) #4, !dbg !55
  %436 = extractvalue { float, float, float, float } %435, 0, !dbg !55
  %437 = extractvalue { float, float, float, float } %435, 1, !dbg !55
  %438 = extractvalue { float, float, float, float } %435, 2, !dbg !55
  %439 = extractvalue { float, float, float, float } %435, 3, !dbg !55
  %440 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %281, float %282, float %283, float %284, i32 %386, i32 %387, i32 %388, i32 %389, i32 %421, i32 %422) #4, !dbg !55
  %441 = extractvalue { float, float, float, float } %440, 0, !dbg !55
  %442 = extractvalue { float, float, float, float } %440, 1, !dbg !55
  %443 = extractvalue { float, float, float, float } %440, 2, !dbg !55
  %444 = extractvalue { float, float, float, float } %440, 3, !dbg !55
  %445 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %285, float %286, float %287, float %288, i32 %396, i32 %397, i32 %398, i32 %399, i32 %406, i32 %407) #4, !dbg !55
  %446 = extractvalue { float, float, float, float } %445, 0, !dbg !55
  %447 = extractvalue { float, float, float, float } %445, 1, !dbg !55
  %448 = extractvalue { float, float, float, float } %445, 2, !dbg !55
  %449 = extractvalue { float, float, float, float } %445, 3, !dbg !55
  %450 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %289, float %290, float %291, float %292, i32 %396, i32 %397, i32 %398, i32 %399, i32 %411, i32 %412) #4, !dbg !55
  %451 = extractvalue { float, float, float, float } %450, 0, !dbg !55
  %452 = extractvalue { float, float, float, float } %450, 1, !dbg !55
  %453 = extractvalue { float, float, float, float } %450, 2, !dbg !55
  %454 = extractvalue { float, float, float, float } %450, 3, !dbg !55
  %455 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %293, float %294, float %295, float %296, i32 %396, i32 %397, i32 %398, i32 %399, i32 %416, i32 %417) #4, !dbg !55
  %456 = extractvalue { float, float, float, float } %455, 0, !dbg !55
  %457 = extractvalue { float, float, float, float } %455, 1, !dbg !55
  %458 = extractvalue { float, float, float, float } %455, 2, !dbg !55
  %459 = extractvalue { float, float, float, float } %455, 3, !dbg !55
  %460 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %297, float %298, float %299, float %300, i32 %396, i32 %397, i32 %398, i32 %399, i32 %421, i32 %422) #4, !dbg !55
  %461 = extractvalue { float, float, float, float } %460, 0, !dbg !55
  %462 = extractvalue { float, float, float, float } %460, 1, !dbg !55
  %463 = extractvalue { float, float, float, float } %460, 2, !dbg !55
  %464 = extractvalue { float, float, float, float } %460, 3, !dbg !55
  %465 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %426, float %427, float %428, float %429, i32 %391, i32 %392, i32 %393, i32 %394, i32 %408, i32 %409) #4, !dbg !55
  %466 = extractvalue { float, float, float, float } %465, 0, !dbg !55
  %467 = extractvalue { float, float, float, float } %465, 1, !dbg !55
  %468 = extractvalue { float, float, float, float } %465, 2, !dbg !55
  %469 = extractvalue { float, float, float, float } %465, 3, !dbg !55
  %470 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %431, float %432, float %433, float %434, i32 %391, i32 %392, i32 %393, i32 %394, i32 %413, i32 %414) #4, !dbg !55
  %471 = extractvalue { float, float, float, float } %470, 0, !dbg !55
  %472 = extractvalue { float, float, float, float } %470, 1, !dbg !55
  %473 = extractvalue { float, float, float, float } %470, 2, !dbg !55
  %474 = extractvalue { float, float, float, float } %470, 3, !dbg !55
  %475 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %436, float %437, float %438, float %439, i32 %391, i32 %392, i32 %393, i32 %394, i32 %418, i32 %419) #4, !dbg !55
  %476 = extractvalue { float, float, float, float } %475, 0, !dbg !55
  %477 = extractvalue { float, float, float, float } %475, 1, !dbg !55
  %478 = extractvalue { float, float, float, float } %475, 2, !dbg !55
  %479 = extractvalue { float, float, float, float } %475, 3, !dbg !55
  %480 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %441, float %442, float %443, float %444, i32 %391, i32 %392, i32 %393, i32 %394, i32 %423, i32 %424) #4, !dbg !55
  %481 = extractvalue { float, float, float, float } %480, 0, !dbg !55
  %482 = extractvalue { float, float, float, float } %480, 1, !dbg !55
  %483 = extractvalue { float, float, float, float } %480, 2, !dbg !55
  %484 = extractvalue { float, float, float, float } %480, 3, !dbg !55
  %485 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %446, float %447, float %448, float %449, i32 %401, i32 %402, i32 %403, i32 %404, i32 %408, i32 %409) #4, !dbg !55
  %486 = extractvalue { float, float, float, float } %485, 0, !dbg !55
  %487 = extractvalue { float, float, float, float } %485, 1, !dbg !55
  %488 = extractvalue { float, float, float, float } %485, 2, !dbg !55
  %489 = extractvalue { float, float, float, float } %485, 3, !dbg !55
  %490 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %451, float %452, float %453, float %454, i32 %401, i32 %402, i32 %403, i32 %404, i32 %413, i32 %414) #4, !dbg !55
  %491 = extractvalue { float, float, float, float } %490, 0, !dbg !55
  %492 = extractvalue { float, float, float, float } %490, 1, !dbg !55
  %493 = extractvalue { float, float, float, float } %490, 2, !dbg !55
  %494 = extractvalue { float, float, float, float } %490, 3, !dbg !55
  %495 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %456, float %457, float %458, float %459, i32 %401, i32 %402, i32 %403, i32 %404, i32 %418, i32 %419) #4, !dbg !55
  %496 = extractvalue { float, float, float, float } %495, 0, !dbg !55
  %497 = extractvalue { float, float, float, float } %495, 1, !dbg !55
  %498 = extractvalue { float, float, float, float } %495, 2, !dbg !55
  %499 = extractvalue { float, float, float, float } %495, 3, !dbg !55
  %500 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %461, float %462, float %463, float %464, i32 %401, i32 %402, i32 %403, i32 %404, i32 %423, i32 %424) #4, !dbg !55
  %501 = extractvalue { float, float, float, float } %500, 0, !dbg !55
  %502 = extractvalue { float, float, float, float } %500, 1, !dbg !55
  %503 = extractvalue { float, float, float, float } %500, 2, !dbg !55
  %504 = extractvalue { float, float, float, float } %500, 3, !dbg !55
  %505 = getelementptr half, ptr addrspace(1) %.pn31126, i64 %266, !dbg !56
  %506 = getelementptr half, ptr addrspace(1) %.pn29127, i64 %266, !dbg !56
  %507 = getelementptr half, ptr addrspace(1) %.pn27128, i64 %266, !dbg !56
  %508 = getelementptr half, ptr addrspace(1) %.pn25129, i64 %266, !dbg !56
  %509 = getelementptr half, ptr addrspace(1) %.pn23130, i64 %266, !dbg !56
  %510 = getelementptr half, ptr addrspace(1) %.pn21131, i64 %266, !dbg !56
  %511 = getelementptr half, ptr addrspace(1) %.pn19132, i64 %266, !dbg !56
  %512 = getelementptr half, ptr addrspace(1) %.pn17133, i64 %266, !dbg !56
  %513 = getelementptr half, ptr addrspace(1) %.pn15134, i64 %266, !dbg !56
  %514 = getelementptr half, ptr addrspace(1) %.pn13135, i64 %266, !dbg !56
  %515 = getelementptr half, ptr addrspace(1) %.pn11136, i64 %266, !dbg !56
  %516 = getelementptr half, ptr addrspace(1) %.pn9137, i64 %266, !dbg !56
  %517 = getelementptr half, ptr addrspace(1) %.pn7138, i64 %266, !dbg !56
  %518 = getelementptr half, ptr addrspace(1) %.pn5139, i64 %266, !dbg !56
  %519 = getelementptr half, ptr addrspace(1) %.pn3140, i64 %266, !dbg !56
  %520 = getelementptr half, ptr addrspace(1) %.pn1141, i64 %266, !dbg !56
  %521 = getelementptr half, ptr addrspace(1) %.pn63142, i64 %267, !dbg !57
  %522 = getelementptr half, ptr addrspace(1) %.pn61143, i64 %267, !dbg !57
  %523 = getelementptr half, ptr addrspace(1) %.pn59144, i64 %267, !dbg !57
  %524 = getelementptr half, ptr addrspace(1) %.pn57145, i64 %267, !dbg !57
  %525 = getelementptr half, ptr addrspace(1) %.pn55146, i64 %267, !dbg !57
  %526 = getelementptr half, ptr addrspace(1) %.pn53147, i64 %267, !dbg !57
  %527 = getelementptr half, ptr addrspace(1) %.pn51148, i64 %267, !dbg !57
  %528 = getelementptr half, ptr addrspace(1) %.pn49149, i64 %267, !dbg !57
  %529 = getelementptr half, ptr addrspace(1) %.pn47150, i64 %267, !dbg !57
  %530 = getelementptr half, ptr addrspace(1) %.pn45151, i64 %267, !dbg !57
  %531 = getelementptr half, ptr addrspace(1) %.pn43152, i64 %267, !dbg !57
  %532 = getelementptr half, ptr addrspace(1) %.pn41153, i64 %267, !dbg !57
  %533 = getelementptr half, ptr addrspace(1) %.pn39154, i64 %267, !dbg !57
  %534 = getelementptr half, ptr addrspace(1) %.pn37155, i64 %267, !dbg !57
  %535 = getelementptr half, ptr addrspace(1) %.pn35156, i64 %267, !dbg !57
  %536 = getelementptr half, ptr addrspace(1) %.pn33157, i64 %267, !dbg !57
  %537 = add nuw nsw i32 %301, 1, !dbg !34
  %exitcond.not = icmp eq i32 %537, %52, !dbg !34
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %268, !dbg !34

._crit_edge.loopexit:                             ; preds = %268
  %538 = insertelement <32 x float> poison, float %466, i64 0, !dbg !58
  %539 = insertelement <32 x float> %538, float %471, i64 1, !dbg !58
  %540 = insertelement <32 x float> %539, float %476, i64 2, !dbg !58
  %541 = insertelement <32 x float> %540, float %481, i64 3, !dbg !58
  %542 = insertelement <32 x float> %541, float %467, i64 4, !dbg !58
  %543 = insertelement <32 x float> %542, float %472, i64 5, !dbg !58
  %544 = insertelement <32 x float> %543, float %477, i64 6, !dbg !58
  %545 = insertelement <32 x float> %544, float %482, i64 7, !dbg !58
  %546 = insertelement <32 x float> %545, float %486, i64 8, !dbg !58
  %547 = insertelement <32 x float> %546, float %491, i64 9, !dbg !58
  %548 = insertelement <32 x float> %547, float %496, i64 10, !dbg !58
  %549 = insertelement <32 x float> %548, float %501, i64 11, !dbg !58
  %550 = insertelement <32 x float> %549, float %487, i64 12, !dbg !58
  %551 = insertelement <32 x float> %550, float %492, i64 13, !dbg !58
  %552 = insertelement <32 x float> %551, float %497, i64 14, !dbg !58
  %553 = insertelement <32 x float> %552, float %502, i64 15, !dbg !58
  %554 = insertelement <32 x float> %553, float %468, i64 16, !dbg !58
  %555 = insertelement <32 x float> %554, float %473, i64 17, !dbg !58
  %556 = insertelement <32 x float> %555, float %478, i64 18, !dbg !58
  %557 = insertelement <32 x float> %556, float %483, i64 19, !dbg !58
  %558 = insertelement <32 x float> %557, float %469, i64 20, !dbg !58
  %559 = insertelement <32 x float> %558, float %474, i64 21, !dbg !58
  %560 = insertelement <32 x float> %559, float %479, i64 22, !dbg !58
  %561 = insertelement <32 x float> %560, float %484, i64 23, !dbg !58
  %562 = insertelement <32 x float> %561, float %488, i64 24, !dbg !58
  %563 = insertelement <32 x float> %562, float %493, i64 25, !dbg !58
  %564 = insertelement <32 x float> %563, float %498, i64 26, !dbg !58
  %565 = insertelement <32 x float> %564, float %503, i64 27, !dbg !58
  %566 = insertelement <32 x float> %565, float %489, i64 28, !dbg !58
  %567 = insertelement <32 x float> %566, float %494, i64 29, !dbg !58
  %568 = insertelement <32 x float> %567, float %499, i64 30, !dbg !58
  %569 = insertelement <32 x float> %568, float %504, i64 31, !dbg !58
  %570 = fptrunc <32 x float> %569 to <32 x half>, !dbg !58
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %254, %._crit_edge.loopexit ], !dbg !35
  %571 = phi <32 x half> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %570, %._crit_edge.loopexit ], !dbg !59
  %572 = or disjoint i32 %49, %.lobit, !dbg !27
  %573 = or disjoint i32 %572, 62, !dbg !40
  %574 = or disjoint i32 %572, 60, !dbg !40
  %575 = or disjoint i32 %572, 58, !dbg !40
  %576 = or disjoint i32 %572, 56, !dbg !40
  %577 = or disjoint i32 %572, 54, !dbg !40
  %578 = or disjoint i32 %572, 52, !dbg !40
  %579 = or disjoint i32 %572, 50, !dbg !40
  %580 = or disjoint i32 %572, 48, !dbg !40
  %581 = or disjoint i32 %572, 46, !dbg !40
  %582 = or disjoint i32 %572, 44, !dbg !40
  %583 = or disjoint i32 %572, 42, !dbg !40
  %584 = or disjoint i32 %572, 40, !dbg !40
  %585 = or disjoint i32 %572, 38, !dbg !40
  %586 = or disjoint i32 %572, 36, !dbg !40
  %587 = or disjoint i32 %572, 34, !dbg !40
  %588 = or disjoint i32 %572, 32, !dbg !40
  %589 = or disjoint i32 %49, %47, !dbg !40
  %590 = or disjoint i32 %49, %46, !dbg !40
  %591 = or disjoint i32 %49, %45, !dbg !40
  %592 = or disjoint i32 %49, %44, !dbg !40
  %593 = or disjoint i32 %49, %43, !dbg !40
  %594 = or disjoint i32 %49, %42, !dbg !40
  %595 = or disjoint i32 %49, %41, !dbg !40
  %596 = or disjoint i32 %49, %40, !dbg !40
  %597 = or disjoint i32 %49, %39, !dbg !40
  %598 = or disjoint i32 %49, %38, !dbg !40
  %599 = or disjoint i32 %49, %37, !dbg !40
  %600 = or disjoint i32 %49, %36, !dbg !40
  %601 = or disjoint i32 %49, %35, !dbg !40
  %602 = or disjoint i32 %49, %34, !dbg !40
  %603 = or disjoint i32 %49, %33, !dbg !40
  %604 = mul i32 %48, %10, !dbg !60
  %605 = sext i32 %604 to i64, !dbg !61
  %606 = getelementptr half, ptr addrspace(1) %2, i64 %605, !dbg !61
  %607 = mul i32 %572, %11, !dbg !62
  %608 = mul i32 %603, %11, !dbg !62
  %609 = mul i32 %602, %11, !dbg !62
  %610 = mul i32 %601, %11, !dbg !62
  %611 = mul i32 %600, %11, !dbg !62
  %612 = mul i32 %599, %11, !dbg !62
  %613 = mul i32 %598, %11, !dbg !62
  %614 = mul i32 %597, %11, !dbg !62
  %615 = mul i32 %596, %11, !dbg !62
  %616 = mul i32 %595, %11, !dbg !62
  %617 = mul i32 %594, %11, !dbg !62
  %618 = mul i32 %593, %11, !dbg !62
  %619 = mul i32 %592, %11, !dbg !62
  %620 = mul i32 %591, %11, !dbg !62
  %621 = mul i32 %590, %11, !dbg !62
  %622 = mul i32 %589, %11, !dbg !62
  %623 = mul i32 %11, %588, !dbg !62
  %624 = mul i32 %11, %587, !dbg !62
  %625 = mul i32 %11, %586, !dbg !62
  %626 = mul i32 %11, %585, !dbg !62
  %627 = mul i32 %11, %584, !dbg !62
  %628 = mul i32 %11, %583, !dbg !62
  %629 = mul i32 %11, %582, !dbg !62
  %630 = mul i32 %11, %581, !dbg !62
  %631 = mul i32 %11, %580, !dbg !62
  %632 = mul i32 %11, %579, !dbg !62
  %633 = mul i32 %11, %578, !dbg !62
  %634 = mul i32 %11, %577, !dbg !62
  %635 = mul i32 %11, %576, !dbg !62
  %636 = mul i32 %11, %575, !dbg !62
  %637 = mul i32 %11, %574, !dbg !62
  %638 = mul i32 %11, %573, !dbg !62
  %639 = sext i32 %607 to i64, !dbg !63
  %640 = getelementptr half, ptr addrspace(1) %606, i64 %639, !dbg !63
  %641 = sext i32 %608 to i64, !dbg !63
  %642 = getelementptr half, ptr addrspace(1) %606, i64 %641, !dbg !63
  %643 = sext i32 %609 to i64, !dbg !63
  %644 = getelementptr half, ptr addrspace(1) %606, i64 %643, !dbg !63
  %645 = sext i32 %610 to i64, !dbg !63
  %646 = getelementptr half, ptr addrspace(1) %606, i64 %645, !dbg !63
  %647 = sext i32 %611 to i64, !dbg !63
  %648 = getelementptr half, ptr addrspace(1) %606, i64 %647, !dbg !63
  %649 = sext i32 %612 to i64, !dbg !63
  %650 = getelementptr half, ptr addrspace(1) %606, i64 %649, !dbg !63
  %651 = sext i32 %613 to i64, !dbg !63
  %652 = getelementptr half, ptr addrspace(1) %606, i64 %651, !dbg !63
  %653 = sext i32 %614 to i64, !dbg !63
  %654 = getelementptr half, ptr addrspace(1) %606, i64 %653, !dbg !63
  %655 = sext i32 %615 to i64, !dbg !63
  %656 = getelementptr half, ptr addrspace(1) %606, i64 %655, !dbg !63
  %657 = sext i32 %616 to i64, !dbg !63
  %658 = getelementptr half, ptr addrspace(1) %606, i64 %657, !dbg !63
  %659 = sext i32 %617 to i64, !dbg !63
  %660 = getelementptr half, ptr addrspace(1) %606, i64 %659, !dbg !63
  %661 = sext i32 %618 to i64, !dbg !63
  %662 = getelementptr half, ptr addrspace(1) %606, i64 %661, !dbg !63
  %663 = sext i32 %619 to i64, !dbg !63
  %664 = getelementptr half, ptr addrspace(1) %606, i64 %663, !dbg !63
  %665 = sext i32 %620 to i64, !dbg !63
  %666 = getelementptr half, ptr addrspace(1) %606, i64 %665, !dbg !63
  %667 = sext i32 %621 to i64, !dbg !63
  %668 = getelementptr half, ptr addrspace(1) %606, i64 %667, !dbg !63
  %669 = sext i32 %622 to i64, !dbg !63
  %670 = getelementptr half, ptr addrspace(1) %606, i64 %669, !dbg !63
  %671 = sext i32 %623 to i64, !dbg !63
  %672 = getelementptr half, ptr addrspace(1) %606, i64 %671, !dbg !63
  %673 = sext i32 %624 to i64, !dbg !63
  %674 = getelementptr half, ptr addrspace(1) %606, i64 %673, !dbg !63
  %675 = sext i32 %625 to i64, !dbg !63
  %676 = getelementptr half, ptr addrspace(1) %606, i64 %675, !dbg !63
  %677 = sext i32 %626 to i64, !dbg !63
  %678 = getelementptr half, ptr addrspace(1) %606, i64 %677, !dbg !63
  %679 = sext i32 %627 to i64, !dbg !63
  %680 = getelementptr half, ptr addrspace(1) %606, i64 %679, !dbg !63
  %681 = sext i32 %628 to i64, !dbg !63
  %682 = getelementptr half, ptr addrspace(1) %606, i64 %681, !dbg !63
  %683 = sext i32 %629 to i64, !dbg !63
  %684 = getelementptr half, ptr addrspace(1) %606, i64 %683, !dbg !63
  %685 = sext i32 %630 to i64, !dbg !63
  %686 = getelementptr half, ptr addrspace(1) %606, i64 %685, !dbg !63
  %687 = sext i32 %631 to i64, !dbg !63
  %688 = getelementptr half, ptr addrspace(1) %606, i64 %687, !dbg !63
  %689 = sext i32 %632 to i64, !dbg !63
  %690 = getelementptr half, ptr addrspace(1) %606, i64 %689, !dbg !63
  %691 = sext i32 %633 to i64, !dbg !63
  %692 = getelementptr half, ptr addrspace(1) %606, i64 %691, !dbg !63
  %693 = sext i32 %634 to i64, !dbg !63
  %694 = getelementptr half, ptr addrspace(1) %606, i64 %693, !dbg !63
  %695 = sext i32 %635 to i64, !dbg !63
  %696 = getelementptr half, ptr addrspace(1) %606, i64 %695, !dbg !63
  %697 = sext i32 %636 to i64, !dbg !63
  %698 = getelementptr half, ptr addrspace(1) %606, i64 %697, !dbg !63
  %699 = sext i32 %637 to i64, !dbg !63
  %700 = getelementptr half, ptr addrspace(1) %606, i64 %699, !dbg !63
  %701 = sext i32 %638 to i64, !dbg !63
  %702 = getelementptr half, ptr addrspace(1) %606, i64 %701, !dbg !63
  %703 = icmp slt i32 %48, %3, !dbg !64
  %704 = icmp slt i32 %572, %4, !dbg !65
  %705 = icmp slt i32 %603, %4, !dbg !65
  %706 = icmp slt i32 %602, %4, !dbg !65
  %707 = icmp slt i32 %601, %4, !dbg !65
  %708 = icmp slt i32 %600, %4, !dbg !65
  %709 = icmp slt i32 %599, %4, !dbg !65
  %710 = icmp slt i32 %598, %4, !dbg !65
  %711 = icmp slt i32 %597, %4, !dbg !65
  %712 = icmp slt i32 %596, %4, !dbg !65
  %713 = icmp slt i32 %595, %4, !dbg !65
  %714 = icmp slt i32 %594, %4, !dbg !65
  %715 = icmp slt i32 %593, %4, !dbg !65
  %716 = icmp slt i32 %592, %4, !dbg !65
  %717 = icmp slt i32 %591, %4, !dbg !65
  %718 = icmp slt i32 %590, %4, !dbg !65
  %719 = icmp slt i32 %589, %4, !dbg !65
  %720 = icmp slt i32 %588, %4, !dbg !65
  %721 = icmp slt i32 %587, %4, !dbg !65
  %722 = icmp slt i32 %586, %4, !dbg !65
  %723 = icmp slt i32 %585, %4, !dbg !65
  %724 = icmp slt i32 %584, %4, !dbg !65
  %725 = icmp slt i32 %583, %4, !dbg !65
  %726 = icmp slt i32 %582, %4, !dbg !65
  %727 = icmp slt i32 %581, %4, !dbg !65
  %728 = icmp slt i32 %580, %4, !dbg !65
  %729 = icmp slt i32 %579, %4, !dbg !65
  %730 = icmp slt i32 %578, %4, !dbg !65
  %731 = icmp slt i32 %577, %4, !dbg !65
  %732 = icmp slt i32 %576, %4, !dbg !65
  %733 = icmp slt i32 %575, %4, !dbg !65
  %734 = icmp slt i32 %574, %4, !dbg !65
  %735 = icmp slt i32 %573, %4, !dbg !65
  %736 = and i1 %703, %704, !dbg !66
  %737 = and i1 %703, %705, !dbg !66
  %738 = and i1 %703, %706, !dbg !66
  %739 = and i1 %703, %707, !dbg !66
  %740 = and i1 %703, %708, !dbg !66
  %741 = and i1 %703, %709, !dbg !66
  %742 = and i1 %703, %710, !dbg !66
  %743 = and i1 %703, %711, !dbg !66
  %744 = and i1 %703, %712, !dbg !66
  %745 = and i1 %703, %713, !dbg !66
  %746 = and i1 %703, %714, !dbg !66
  %747 = and i1 %703, %715, !dbg !66
  %748 = and i1 %703, %716, !dbg !66
  %749 = and i1 %703, %717, !dbg !66
  %750 = and i1 %703, %718, !dbg !66
  %751 = and i1 %703, %719, !dbg !66
  %752 = and i1 %720, %703, !dbg !66
  %753 = and i1 %721, %703, !dbg !66
  %754 = and i1 %722, %703, !dbg !66
  %755 = and i1 %723, %703, !dbg !66
  %756 = and i1 %724, %703, !dbg !66
  %757 = and i1 %725, %703, !dbg !66
  %758 = and i1 %726, %703, !dbg !66
  %759 = and i1 %727, %703, !dbg !66
  %760 = and i1 %728, %703, !dbg !66
  %761 = and i1 %729, %703, !dbg !66
  %762 = and i1 %730, %703, !dbg !66
  %763 = and i1 %731, %703, !dbg !66
  %764 = and i1 %732, %703, !dbg !66
  %765 = and i1 %733, %703, !dbg !66
  %766 = and i1 %734, %703, !dbg !66
  %767 = and i1 %735, %703, !dbg !66
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %768 = and i32 %.pre-phi, 120, !dbg !35
  %769 = and i32 %30, 16, !dbg !35
  %770 = icmp eq i32 %769, 0, !dbg !35
  %771 = select i1 %770, i32 0, i32 2056, !dbg !35
  %772 = shl nuw nsw i32 %30, 5, !dbg !35
  %773 = and i32 %772, 1024, !dbg !35
  %774 = shl nuw nsw i32 %32, 1, !dbg !35
  %775 = or disjoint i32 %773, %774, !dbg !35
  %776 = xor i32 %771, %768, !dbg !35
  %777 = or disjoint i32 %776, %775, !dbg !35
  %778 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %777, !dbg !35
  %779 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !35
  store <4 x half> %779, ptr addrspace(3) %778, align 8, !dbg !35
  %780 = getelementptr inbounds nuw i8, ptr addrspace(3) %778, i32 512, !dbg !35
  %781 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !35
  store <4 x half> %781, ptr addrspace(3) %780, align 8, !dbg !35
  %782 = getelementptr inbounds nuw i8, ptr addrspace(3) %778, i32 256, !dbg !35
  %783 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !35
  store <4 x half> %783, ptr addrspace(3) %782, align 8, !dbg !35
  %784 = getelementptr inbounds nuw i8, ptr addrspace(3) %778, i32 768, !dbg !35
  %785 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !35
  store <4 x half> %785, ptr addrspace(3) %784, align 8, !dbg !35
  %786 = xor i32 %777, 4112, !dbg !35
  %787 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %786, !dbg !35
  %788 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 16, i32 17, i32 18, i32 19>, !dbg !35
  store <4 x half> %788, ptr addrspace(3) %787, align 8, !dbg !35
  %789 = getelementptr inbounds nuw i8, ptr addrspace(3) %787, i32 512, !dbg !35
  %790 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 20, i32 21, i32 22, i32 23>, !dbg !35
  store <4 x half> %790, ptr addrspace(3) %789, align 8, !dbg !35
  %791 = getelementptr inbounds nuw i8, ptr addrspace(3) %787, i32 256, !dbg !35
  %792 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 24, i32 25, i32 26, i32 27>, !dbg !35
  store <4 x half> %792, ptr addrspace(3) %791, align 8, !dbg !35
  %793 = getelementptr inbounds nuw i8, ptr addrspace(3) %787, i32 768, !dbg !35
  %794 = shufflevector <32 x half> %571, <32 x half> poison, <4 x i32> <i32 28, i32 29, i32 30, i32 31>, !dbg !35
  store <4 x half> %794, ptr addrspace(3) %793, align 8, !dbg !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !35
  %795 = and i32 %30, 12, !dbg !35
  %796 = shl nuw nsw i32 %795, 9, !dbg !35
  %797 = and i32 %772, 96, !dbg !35
  %798 = and i32 %.pre-phi, 896, !dbg !35
  %799 = shl nuw nsw i32 %795, 1, !dbg !35
  %800 = or disjoint i32 %796, %797, !dbg !35
  %801 = or disjoint i32 %800, %799, !dbg !35
  %802 = or disjoint i32 %801, %798, !dbg !35
  %803 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %802, !dbg !35
  %804 = load <4 x i16>, ptr addrspace(3) %803, align 8, !dbg !35
  %805 = getelementptr inbounds nuw i8, ptr addrspace(3) %803, i32 1024, !dbg !35
  %806 = load <4 x i16>, ptr addrspace(3) %805, align 8, !dbg !35
  %807 = xor i32 %802, 8, !dbg !35
  %808 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %807, !dbg !35
  %809 = load <4 x i16>, ptr addrspace(3) %808, align 8, !dbg !35
  %810 = getelementptr inbounds nuw i8, ptr addrspace(3) %808, i32 1024, !dbg !35
  %811 = load <4 x i16>, ptr addrspace(3) %810, align 8, !dbg !35
  %812 = xor i32 %802, 16, !dbg !35
  %813 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %812, !dbg !35
  %814 = load <4 x i16>, ptr addrspace(3) %813, align 8, !dbg !35
  %815 = getelementptr inbounds nuw i8, ptr addrspace(3) %813, i32 1024, !dbg !35
  %816 = load <4 x i16>, ptr addrspace(3) %815, align 8, !dbg !35
  %817 = xor i32 %802, 24, !dbg !35
  %818 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %817, !dbg !35
  %819 = load <4 x i16>, ptr addrspace(3) %818, align 8, !dbg !35
  %820 = getelementptr inbounds nuw i8, ptr addrspace(3) %818, i32 1024, !dbg !35
  %821 = load <4 x i16>, ptr addrspace(3) %820, align 8, !dbg !35
  %.extract = extractelement <4 x i16> %804, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %640, i1 %736) #4, !dbg !35
  %.extract95 = extractelement <4 x i16> %809, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract95, ptr addrspace(1) %642, i1 %737) #4, !dbg !35
  %.extract96 = extractelement <4 x i16> %814, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract96, ptr addrspace(1) %644, i1 %738) #4, !dbg !35
  %.extract97 = extractelement <4 x i16> %819, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract97, ptr addrspace(1) %646, i1 %739) #4, !dbg !35
  %.extract98 = extractelement <4 x i16> %806, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract98, ptr addrspace(1) %648, i1 %740) #4, !dbg !35
  %.extract99 = extractelement <4 x i16> %811, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract99, ptr addrspace(1) %650, i1 %741) #4, !dbg !35
  %.extract100 = extractelement <4 x i16> %816, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract100, ptr addrspace(1) %652, i1 %742) #4, !dbg !35
  %.extract101 = extractelement <4 x i16> %821, i64 0, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract101, ptr addrspace(1) %654, i1 %743) #4, !dbg !35
  %.extract102 = extractelement <4 x i16> %804, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract102, ptr addrspace(1) %656, i1 %744) #4, !dbg !35
  %.extract103 = extractelement <4 x i16> %809, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract103, ptr addrspace(1) %658, i1 %745) #4, !dbg !35
  %.extract104 = extractelement <4 x i16> %814, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract104, ptr addrspace(1) %660, i1 %746) #4, !dbg !35
  %.extract105 = extractelement <4 x i16> %819, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract105, ptr addrspace(1) %662, i1 %747) #4, !dbg !35
  %.extract106 = extractelement <4 x i16> %806, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract106, ptr addrspace(1) %664, i1 %748) #4, !dbg !35
  %.extract107 = extractelement <4 x i16> %811, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract107, ptr addrspace(1) %666, i1 %749) #4, !dbg !35
  %.extract108 = extractelement <4 x i16> %816, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract108, ptr addrspace(1) %668, i1 %750) #4, !dbg !35
  %.extract109 = extractelement <4 x i16> %821, i64 1, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract109, ptr addrspace(1) %670, i1 %751) #4, !dbg !35
  %.extract110 = extractelement <4 x i16> %804, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract110, ptr addrspace(1) %672, i1 %752) #4, !dbg !35
  %.extract111 = extractelement <4 x i16> %809, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract111, ptr addrspace(1) %674, i1 %753) #4, !dbg !35
  %.extract112 = extractelement <4 x i16> %814, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract112, ptr addrspace(1) %676, i1 %754) #4, !dbg !35
  %.extract113 = extractelement <4 x i16> %819, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract113, ptr addrspace(1) %678, i1 %755) #4, !dbg !35
  %.extract114 = extractelement <4 x i16> %806, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract114, ptr addrspace(1) %680, i1 %756) #4, !dbg !35
  %.extract115 = extractelement <4 x i16> %811, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract115, ptr addrspace(1) %682, i1 %757) #4, !dbg !35
  %.extract116 = extractelement <4 x i16> %816, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract116, ptr addrspace(1) %684, i1 %758) #4, !dbg !35
  %.extract117 = extractelement <4 x i16> %821, i64 2, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract117, ptr addrspace(1) %686, i1 %759) #4, !dbg !35
  %.extract118 = extractelement <4 x i16> %804, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract118, ptr addrspace(1) %688, i1 %760) #4, !dbg !35
  %.extract119 = extractelement <4 x i16> %809, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract119, ptr addrspace(1) %690, i1 %761) #4, !dbg !35
  %.extract120 = extractelement <4 x i16> %814, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract120, ptr addrspace(1) %692, i1 %762) #4, !dbg !35
  %.extract121 = extractelement <4 x i16> %819, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract121, ptr addrspace(1) %694, i1 %763) #4, !dbg !35
  %.extract122 = extractelement <4 x i16> %806, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract122, ptr addrspace(1) %696, i1 %764) #4, !dbg !35
  %.extract123 = extractelement <4 x i16> %811, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract123, ptr addrspace(1) %698, i1 %765) #4, !dbg !35
  %.extract124 = extractelement <4 x i16> %816, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract124, ptr addrspace(1) %700, i1 %766) #4, !dbg !35
  %.extract125 = extractelement <4 x i16> %821, i64 3, !dbg !35
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract125, ptr addrspace(1) %702, i1 %767) #4, !dbg !35
  ret void, !dbg !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "triton_kernels.py", directory: "scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_fp16", linkageName: "matmul_fp16", scope: !1, file: !1, line: 63, type: !5, scopeLine: 63, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 66, column: 24, scope: !4)
!8 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !11)
!9 = distinct !DILexicalBlockFile(scope: !4, file: !10, discriminator: 0)
!10 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!11 = !DILocation(line: 67, column: 26, scope: !12)
!12 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!13 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !11)
!14 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !15)
!15 = !DILocation(line: 68, column: 26, scope: !12)
!16 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !15)
!17 = !DILocation(line: 69, column: 24, scope: !4)
!18 = !DILocation(line: 70, column: 19, scope: !4)
!19 = !DILocation(line: 71, column: 22, scope: !4)
!20 = !DILocation(line: 72, column: 35, scope: !4)
!21 = !DILocation(line: 72, column: 44, scope: !4)
!22 = !DILocation(line: 73, column: 29, scope: !4)
!23 = !DILocation(line: 74, column: 33, scope: !4)
!24 = !DILocation(line: 73, column: 42, scope: !4)
!25 = !DILocation(line: 73, column: 22, scope: !4)
!26 = !DILocation(line: 75, column: 18, scope: !4)
!27 = !DILocation(line: 75, column: 36, scope: !4)
!28 = !DILocation(line: 75, column: 23, scope: !4)
!29 = !DILocation(line: 76, column: 18, scope: !4)
!30 = !DILocation(line: 79, column: 19, scope: !4)
!31 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !32)
!32 = !DILocation(line: 81, column: 33, scope: !12)
!33 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !32)
!34 = !DILocation(line: 81, column: 22, scope: !4)
!35 = !DILocation(line: 90, column: 16, scope: !4)
!36 = !DILocation(line: 86, column: 18, scope: !4)
!37 = !DILocation(line: 85, column: 18, scope: !4)
!38 = !DILocation(line: 79, column: 30, scope: !4)
!39 = !DILocation(line: 79, column: 16, scope: !4)
!40 = !DILocation(line: 76, column: 23, scope: !4)
!41 = !DILocation(line: 76, column: 43, scope: !4)
!42 = !DILocation(line: 79, column: 56, scope: !4)
!43 = !DILocation(line: 79, column: 42, scope: !4)
!44 = !DILocation(line: 75, column: 43, scope: !4)
!45 = !DILocation(line: 78, column: 30, scope: !4)
!46 = !DILocation(line: 78, column: 16, scope: !4)
!47 = !DILocation(line: 78, column: 56, scope: !4)
!48 = !DILocation(line: 78, column: 42, scope: !4)
!49 = !DILocation(line: 82, column: 55, scope: !4)
!50 = !DILocation(line: 82, column: 51, scope: !4)
!51 = !DILocation(line: 82, column: 47, scope: !4)
!52 = !DILocation(line: 82, column: 25, scope: !4)
!53 = !DILocation(line: 83, column: 47, scope: !4)
!54 = !DILocation(line: 83, column: 25, scope: !4)
!55 = !DILocation(line: 84, column: 37, scope: !4)
!56 = !DILocation(line: 85, column: 13, scope: !4)
!57 = !DILocation(line: 86, column: 13, scope: !4)
!58 = !DILocation(line: 90, column: 23, scope: !4)
!59 = !DILocation(line: 80, column: 19, scope: !4)
!60 = !DILocation(line: 89, column: 30, scope: !4)
!61 = !DILocation(line: 89, column: 16, scope: !4)
!62 = !DILocation(line: 89, column: 56, scope: !4)
!63 = !DILocation(line: 89, column: 42, scope: !4)
!64 = !DILocation(line: 90, column: 56, scope: !4)
!65 = !DILocation(line: 90, column: 76, scope: !4)
!66 = !DILocation(line: 90, column: 62, scope: !4)
!67 = !DILocation(line: 90, column: 4, scope: !4)
