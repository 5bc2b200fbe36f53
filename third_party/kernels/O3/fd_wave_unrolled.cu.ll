; ModuleID = 'src/fd_wave_unrolled.cu'
source_filename = "src/fd_wave_unrolled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_coeff_x = dso_local addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 4
@c_coeff_y = dso_local addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 4
@c_coeff_z = dso_local addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fd_wave_step(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nuw nsw i32 %12, 8
  %14 = add i32 %13, %11
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %18, 8
  %20 = add nuw nsw i32 %19, %17
  %21 = add nsw i32 %4, -8
  %22 = icmp slt i32 %14, %21
  %23 = add nsw i32 %5, -8
  %24 = icmp slt i32 %20, %23
  %25 = select i1 %22, i1 %24, i1 false
  br i1 %25, label %26, label %293

26:                                               ; preds = %8
  %27 = sext i32 %4 to i64
  %28 = sext i32 %5 to i64
  %29 = mul nsw i64 %28, %27
  %30 = icmp sgt i32 %6, 16
  br i1 %30, label %31, label %293

31:                                               ; preds = %26
  %32 = zext nneg i32 %20 to i64
  %33 = mul nsw i64 %27, %32
  %34 = sext i32 %14 to i64
  %35 = add nsw i64 %33, %34
  %36 = load float, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), align 4, !tbaa !11
  %37 = load float, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), align 4, !tbaa !11
  %38 = fadd contract float %36, %37
  %39 = load float, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), align 4, !tbaa !11
  %40 = fadd contract float %38, %39
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 4), align 4, !tbaa !11
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 4), align 4, !tbaa !11
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 4), align 4, !tbaa !11
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 8), align 4, !tbaa !11
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 8), align 4, !tbaa !11
  %46 = shl nsw i64 %27, 1
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 8), align 4, !tbaa !11
  %48 = shl nsw i64 %29, 1
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 12), align 4, !tbaa !11
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 12), align 4, !tbaa !11
  %51 = mul nsw i64 %27, 3
  %52 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 12), align 4, !tbaa !11
  %53 = mul nsw i64 %29, 3
  %54 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 16), align 4, !tbaa !11
  %55 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 16), align 4, !tbaa !11
  %56 = shl nsw i64 %27, 2
  %57 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 16), align 4, !tbaa !11
  %58 = shl nsw i64 %29, 2
  %59 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 20), align 4, !tbaa !11
  %60 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 20), align 4, !tbaa !11
  %61 = mul nsw i64 %27, 5
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 20), align 4, !tbaa !11
  %63 = mul nsw i64 %29, 5
  %64 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 24), align 4, !tbaa !11
  %65 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 24), align 4, !tbaa !11
  %66 = mul nsw i64 %27, 6
  %67 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 24), align 4, !tbaa !11
  %68 = mul nsw i64 %29, 6
  %69 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 28), align 4, !tbaa !11
  %70 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 28), align 4, !tbaa !11
  %71 = mul nsw i64 %27, 7
  %72 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 28), align 4, !tbaa !11
  %73 = mul nsw i64 %29, 7
  %74 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_x to ptr), i64 32), align 4, !tbaa !11
  %75 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_y to ptr), i64 32), align 4, !tbaa !11
  %76 = shl nsw i64 %27, 3
  %77 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_coeff_z to ptr), i64 32), align 4, !tbaa !11
  %78 = shl nsw i64 %29, 3
  %79 = add nsw i32 %6, -9
  br label %80

80:                                               ; preds = %31, %80
  %81 = phi i32 [ 8, %31 ], [ %291, %80 ]
  %82 = zext nneg i32 %81 to i64
  %83 = mul nsw i64 %29, %82
  %84 = add i64 %35, %83
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fmul contract float %86, %40
  %88 = getelementptr i8, ptr %85, i64 4
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = getelementptr float, ptr %0, i64 %84
  %91 = getelementptr i8, ptr %90, i64 -4
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = fadd contract float %89, %92
  %94 = fmul contract float %41, %93
  %95 = fadd contract float %87, %94
  %96 = getelementptr float, ptr %85, i64 %27
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = sub nsw i64 %84, %27
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fadd contract float %97, %100
  %102 = fmul contract float %42, %101
  %103 = fadd contract float %95, %102
  %104 = getelementptr float, ptr %85, i64 %29
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = sub nsw i64 %84, %29
  %107 = getelementptr inbounds float, ptr %0, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !11
  %109 = fadd contract float %105, %108
  %110 = fmul contract float %43, %109
  %111 = fadd contract float %103, %110
  %112 = getelementptr i8, ptr %85, i64 8
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = getelementptr float, ptr %0, i64 %84
  %115 = getelementptr i8, ptr %114, i64 -8
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = fadd contract float %113, %116
  %118 = fmul contract float %44, %117
  %119 = fadd contract float %111, %118
  %120 = getelementptr float, ptr %85, i64 %46
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = sub nsw i64 %84, %46
  %123 = getelementptr inbounds float, ptr %0, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = fadd contract float %121, %124
  %126 = fmul contract float %45, %125
  %127 = fadd contract float %119, %126
  %128 = getelementptr float, ptr %85, i64 %48
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = sub nsw i64 %84, %48
  %131 = getelementptr inbounds float, ptr %0, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = fadd contract float %129, %132
  %134 = fmul contract float %47, %133
  %135 = fadd contract float %127, %134
  %136 = getelementptr i8, ptr %85, i64 12
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = getelementptr float, ptr %0, i64 %84
  %139 = getelementptr i8, ptr %138, i64 -12
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = fadd contract float %137, %140
  %142 = fmul contract float %49, %141
  %143 = fadd contract float %135, %142
  %144 = getelementptr float, ptr %85, i64 %51
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = sub nsw i64 %84, %51
  %147 = getelementptr inbounds float, ptr %0, i64 %146
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = fadd contract float %145, %148
  %150 = fmul contract float %50, %149
  %151 = fadd contract float %143, %150
  %152 = getelementptr float, ptr %85, i64 %53
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = sub nsw i64 %84, %53
  %155 = getelementptr inbounds float, ptr %0, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = fadd contract float %153, %156
  %158 = fmul contract float %52, %157
  %159 = fadd contract float %151, %158
  %160 = getelementptr i8, ptr %85, i64 16
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr float, ptr %0, i64 %84
  %163 = getelementptr i8, ptr %162, i64 -16
  %164 = load float, ptr %163, align 4, !tbaa !11
  %165 = fadd contract float %161, %164
  %166 = fmul contract float %54, %165
  %167 = fadd contract float %159, %166
  %168 = getelementptr float, ptr %85, i64 %56
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = sub nsw i64 %84, %56
  %171 = getelementptr inbounds float, ptr %0, i64 %170
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = fadd contract float %169, %172
  %174 = fmul contract float %55, %173
  %175 = fadd contract float %167, %174
  %176 = getelementptr float, ptr %85, i64 %58
  %177 = load float, ptr %176, align 4, !tbaa !11
  %178 = sub nsw i64 %84, %58
  %179 = getelementptr inbounds float, ptr %0, i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !11
  %181 = fadd contract float %177, %180
  %182 = fmul contract float %57, %181
  %183 = fadd contract float %175, %182
  %184 = getelementptr i8, ptr %85, i64 20
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = getelementptr float, ptr %0, i64 %84
  %187 = getelementptr i8, ptr %186, i64 -20
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = fadd contract float %185, %188
  %190 = fmul contract float %59, %189
  %191 = fadd contract float %183, %190
  %192 = getelementptr float, ptr %85, i64 %61
  %193 = load float, ptr %192, align 4, !tbaa !11
  %194 = sub nsw i64 %84, %61
  %195 = getelementptr inbounds float, ptr %0, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = fadd contract float %193, %196
  %198 = fmul contract float %60, %197
  %199 = fadd contract float %191, %198
  %200 = getelementptr float, ptr %85, i64 %63
  %201 = load float, ptr %200, align 4, !tbaa !11
  %202 = sub nsw i64 %84, %63
  %203 = getelementptr inbounds float, ptr %0, i64 %202
  %204 = load float, ptr %203, align 4, !tbaa !11
  %205 = fadd contract float %201, %204
  %206 = fmul contract float %62, %205
  %207 = fadd contract float %199, %206
  %208 = getelementptr i8, ptr %85, i64 24
  %209 = load float, ptr %208, align 4, !tbaa !11
  %210 = getelementptr float, ptr %0, i64 %84
  %211 = getelementptr i8, ptr %210, i64 -24
  %212 = load float, ptr %211, align 4, !tbaa !11
  %213 = fadd contract float %209, %212
  %214 = fmul contract float %64, %213
  %215 = fadd contract float %207, %214
  %216 = getelementptr float, ptr %85, i64 %66
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = sub nsw i64 %84, %66
  %219 = getelementptr inbounds float, ptr %0, i64 %218
  %220 = load float, ptr %219, align 4, !tbaa !11
  %221 = fadd contract float %217, %220
  %222 = fmul contract float %65, %221
  %223 = fadd contract float %215, %222
  %224 = getelementptr float, ptr %85, i64 %68
  %225 = load float, ptr %224, align 4, !tbaa !11
  %226 = sub nsw i64 %84, %68
  %227 = getelementptr inbounds float, ptr %0, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !11
  %229 = fadd contract float %225, %228
  %230 = fmul contract float %67, %229
  %231 = fadd contract float %223, %230
  %232 = getelementptr i8, ptr %85, i64 28
  %233 = load float, ptr %232, align 4, !tbaa !11
  %234 = getelementptr float, ptr %0, i64 %84
  %235 = getelementptr i8, ptr %234, i64 -28
  %236 = load float, ptr %235, align 4, !tbaa !11
  %237 = fadd contract float %233, %236
  %238 = fmul contract float %69, %237
  %239 = fadd contract float %231, %238
  %240 = getelementptr float, ptr %85, i64 %71
  %241 = load float, ptr %240, align 4, !tbaa !11
  %242 = sub nsw i64 %84, %71
  %243 = getelementptr inbounds float, ptr %0, i64 %242
  %244 = load float, ptr %243, align 4, !tbaa !11
  %245 = fadd contract float %241, %244
  %246 = fmul contract float %70, %245
  %247 = fadd contract float %239, %246
  %248 = getelementptr float, ptr %85, i64 %73
  %249 = load float, ptr %248, align 4, !tbaa !11
  %250 = sub nsw i64 %84, %73
  %251 = getelementptr inbounds float, ptr %0, i64 %250
  %252 = load float, ptr %251, align 4, !tbaa !11
  %253 = fadd contract float %249, %252
  %254 = fmul contract float %72, %253
  %255 = fadd contract float %247, %254
  %256 = getelementptr i8, ptr %85, i64 32
  %257 = load float, ptr %256, align 4, !tbaa !11
  %258 = getelementptr float, ptr %0, i64 %84
  %259 = getelementptr i8, ptr %258, i64 -32
  %260 = load float, ptr %259, align 4, !tbaa !11
  %261 = fadd contract float %257, %260
  %262 = fmul contract float %74, %261
  %263 = fadd contract float %255, %262
  %264 = getelementptr float, ptr %85, i64 %76
  %265 = load float, ptr %264, align 4, !tbaa !11
  %266 = sub nsw i64 %84, %76
  %267 = getelementptr inbounds float, ptr %0, i64 %266
  %268 = load float, ptr %267, align 4, !tbaa !11
  %269 = fadd contract float %265, %268
  %270 = fmul contract float %75, %269
  %271 = fadd contract float %263, %270
  %272 = getelementptr float, ptr %85, i64 %78
  %273 = load float, ptr %272, align 4, !tbaa !11
  %274 = sub nsw i64 %84, %78
  %275 = getelementptr inbounds float, ptr %0, i64 %274
  %276 = load float, ptr %275, align 4, !tbaa !11
  %277 = fadd contract float %273, %276
  %278 = fmul contract float %77, %277
  %279 = fadd contract float %271, %278
  %280 = getelementptr inbounds float, ptr %3, i64 %84
  %281 = load float, ptr %280, align 4, !tbaa !11
  %282 = fmul contract float %86, 2.000000e+00
  %283 = getelementptr inbounds float, ptr %1, i64 %84
  %284 = load float, ptr %283, align 4, !tbaa !11
  %285 = fsub contract float %282, %284
  %286 = fmul contract float %281, %281
  %287 = fmul contract float %7, %286
  %288 = fmul contract float %279, %287
  %289 = fadd contract float %285, %288
  %290 = getelementptr inbounds float, ptr %2, i64 %84
  store float %289, ptr %290, align 4, !tbaa !11
  %291 = add nuw nsw i32 %81, 1
  %292 = icmp eq i32 %81, %79
  br i1 %292, label %293, label %80, !llvm.loop !13

293:                                              ; preds = %80, %26, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
