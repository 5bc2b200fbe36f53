; ModuleID = 'src/nbody_tiled.cu'
source_filename = "src/nbody_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@s_pos = external dso_local local_unnamed_addr addrspace(3) global [0 x %struct.float4], align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @nbody_forces(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %21

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds %struct.float4, ptr %0, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %18 = load float, ptr %15, align 16, !tbaa !11
  %19 = load float, ptr %17, align 4, !tbaa !11
  %20 = load float, ptr %16, align 8, !tbaa !11
  br label %21

21:                                               ; preds = %6, %13
  %22 = phi float [ %18, %13 ], [ 0.000000e+00, %6 ]
  %23 = phi float [ %19, %13 ], [ 0.000000e+00, %6 ]
  %24 = phi float [ %20, %13 ], [ 0.000000e+00, %6 ]
  %25 = icmp sgt i32 %3, 0
  br i1 %25, label %26, label %32

26:                                               ; preds = %21
  %27 = zext nneg i32 %10 to i64
  %28 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @s_pos to ptr), i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 12
  br label %36

32:                                               ; preds = %112, %21
  %33 = phi float [ 0.000000e+00, %21 ], [ %113, %112 ]
  %34 = phi float [ 0.000000e+00, %21 ], [ %114, %112 ]
  %35 = phi float [ 0.000000e+00, %21 ], [ %115, %112 ]
  br i1 %12, label %243, label %263

36:                                               ; preds = %26, %112
  %37 = phi i32 [ %3, %26 ], [ %118, %112 ]
  %38 = phi float [ 0.000000e+00, %26 ], [ %115, %112 ]
  %39 = phi float [ 0.000000e+00, %26 ], [ %114, %112 ]
  %40 = phi float [ 0.000000e+00, %26 ], [ %113, %112 ]
  %41 = phi i32 [ 0, %26 ], [ %116, %112 ]
  %42 = tail call i32 @llvm.smin.i32(i32 %8, i32 %37)
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 1)
  %44 = add i32 %41, %10
  %45 = icmp slt i32 %44, %3
  br i1 %45, label %46, label %56

46:                                               ; preds = %36
  %47 = sext i32 %44 to i64
  %48 = getelementptr inbounds %struct.float4, ptr %0, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 12
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %51 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %52 = load float, ptr %48, align 16, !tbaa !11
  %53 = load float, ptr %51, align 4, !tbaa !11
  %54 = load float, ptr %50, align 8, !tbaa !11
  %55 = load float, ptr %49, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %36, %46
  %57 = phi float [ %52, %46 ], [ 0.000000e+00, %36 ]
  %58 = phi float [ %53, %46 ], [ 0.000000e+00, %36 ]
  %59 = phi float [ %54, %46 ], [ 0.000000e+00, %36 ]
  %60 = phi float [ %55, %46 ], [ 0.000000e+00, %36 ]
  store float %57, ptr %28, align 16, !tbaa !11
  store float %58, ptr %29, align 4, !tbaa !11
  store float %59, ptr %30, align 8, !tbaa !11
  store float %60, ptr %31, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = icmp sgt i32 %3, %41
  br i1 %61, label %62, label %112

62:                                               ; preds = %56
  %63 = and i32 %43, 3
  %64 = icmp slt i32 %42, 4
  br i1 %64, label %69, label %65

65:                                               ; preds = %62
  %66 = and i32 %43, 2147483644
  br label %119

67:                                               ; preds = %119
  %68 = icmp eq i32 %63, 0
  br i1 %68, label %112, label %69

69:                                               ; preds = %67, %62
  %70 = phi float [ %38, %62 ], [ %235, %67 ]
  %71 = phi float [ %39, %62 ], [ %237, %67 ]
  %72 = phi float [ %40, %62 ], [ %239, %67 ]
  %73 = phi i32 [ 0, %62 ], [ %240, %67 ]
  %74 = icmp ne i32 %63, 0
  tail call void @llvm.assume(i1 %74)
  br label %75

75:                                               ; preds = %75, %69
  %76 = phi float [ %104, %75 ], [ %70, %69 ]
  %77 = phi float [ %106, %75 ], [ %71, %69 ]
  %78 = phi float [ %108, %75 ], [ %72, %69 ]
  %79 = phi i32 [ %109, %75 ], [ %73, %69 ]
  %80 = phi i32 [ %110, %75 ], [ 0, %69 ]
  %81 = zext nneg i32 %79 to i64
  %82 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @s_pos to ptr), i64 %81
  %83 = load float, ptr %82, align 16, !tbaa !11
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 4
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %82, i64 8
  %87 = load float, ptr %86, align 8, !tbaa !11
  %88 = getelementptr inbounds nuw i8, ptr %82, i64 12
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = fsub contract float %83, %22
  %91 = fsub contract float %85, %23
  %92 = fsub contract float %87, %24
  %93 = fmul contract float %90, %90
  %94 = fmul contract float %91, %91
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %92, %92
  %97 = fadd contract float %95, %96
  %98 = fadd contract float %5, %97
  %99 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %98)
  %100 = fmul contract float %89, %99
  %101 = fmul contract float %99, %100
  %102 = fmul contract float %99, %101
  %103 = fmul contract float %90, %102
  %104 = fadd contract float %76, %103
  %105 = fmul contract float %91, %102
  %106 = fadd contract float %77, %105
  %107 = fmul contract float %92, %102
  %108 = fadd contract float %78, %107
  %109 = add nuw nsw i32 %79, 1
  %110 = add i32 %80, 1
  %111 = icmp eq i32 %110, %63
  br i1 %111, label %112, label %75, !llvm.loop !13

112:                                              ; preds = %67, %75, %56
  %113 = phi float [ %40, %56 ], [ %239, %67 ], [ %108, %75 ]
  %114 = phi float [ %39, %56 ], [ %237, %67 ], [ %106, %75 ]
  %115 = phi float [ %38, %56 ], [ %235, %67 ], [ %104, %75 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %116 = add i32 %41, %8
  %117 = icmp slt i32 %116, %3
  %118 = sub i32 %37, %8
  br i1 %117, label %36, label %32, !llvm.loop !15

119:                                              ; preds = %119, %65
  %120 = phi float [ %38, %65 ], [ %235, %119 ]
  %121 = phi float [ %39, %65 ], [ %237, %119 ]
  %122 = phi float [ %40, %65 ], [ %239, %119 ]
  %123 = phi i32 [ 0, %65 ], [ %240, %119 ]
  %124 = phi i32 [ 0, %65 ], [ %241, %119 ]
  %125 = zext nneg i32 %123 to i64
  %126 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @s_pos to ptr), i64 %125
  %127 = load float, ptr %126, align 16, !tbaa !11
  %128 = getelementptr inbounds nuw i8, ptr %126, i64 4
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = getelementptr inbounds nuw i8, ptr %126, i64 8
  %131 = load float, ptr %130, align 8, !tbaa !11
  %132 = getelementptr inbounds nuw i8, ptr %126, i64 12
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fsub contract float %127, %22
  %135 = fsub contract float %129, %23
  %136 = fsub contract float %131, %24
  %137 = fmul contract float %134, %134
  %138 = fmul contract float %135, %135
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %136, %136
  %141 = fadd contract float %139, %140
  %142 = fadd contract float %5, %141
  %143 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %142)
  %144 = fmul contract float %133, %143
  %145 = fmul contract float %143, %144
  %146 = fmul contract float %143, %145
  %147 = fmul contract float %134, %146
  %148 = fadd contract float %120, %147
  %149 = fmul contract float %135, %146
  %150 = fadd contract float %121, %149
  %151 = fmul contract float %136, %146
  %152 = fadd contract float %122, %151
  %153 = zext nneg i32 %123 to i64
  %154 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @s_pos to ptr), i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 16
  %156 = load float, ptr %155, align 16, !tbaa !11
  %157 = getelementptr inbounds nuw i8, ptr %154, i64 20
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = getelementptr inbounds nuw i8, ptr %154, i64 24
  %160 = load float, ptr %159, align 8, !tbaa !11
  %161 = getelementptr inbounds nuw i8, ptr %154, i64 28
  %162 = load float, ptr %161, align 4, !tbaa !11
  %163 = fsub contract float %156, %22
  %164 = fsub contract float %158, %23
  %165 = fsub contract float %160, %24
  %166 = fmul contract float %163, %163
  %167 = fmul contract float %164, %164
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %165, %165
  %170 = fadd contract float %168, %169
  %171 = fadd contract float %5, %170
  %172 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %171)
  %173 = fmul contract float %162, %172
  %174 = fmul contract float %172, %173
  %175 = fmul contract float %172, %174
  %176 = fmul contract float %163, %175
  %177 = fadd contract float %148, %176
  %178 = fmul contract float %164, %175
  %179 = fadd contract float %150, %178
  %180 = fmul contract float %165, %175
  %181 = fadd contract float %152, %180
  %182 = zext nneg i32 %123 to i64
  %183 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @s_pos to ptr), i64 %182
  %184 = getelementptr inbounds nuw i8, ptr %183, i64 32
  %185 = load float, ptr %184, align 16, !tbaa !11
  %186 = getelementptr inbounds nuw i8, ptr %183, i64 36
  %187 = load float, ptr %186, align 4, !tbaa !11
  %188 = getelementptr inbounds nuw i8, ptr %183, i64 40
  %189 = load float, ptr %188, align 8, !tbaa !11
  %190 = getelementptr inbounds nuw i8, ptr %183, i64 44
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = fsub contract float %185, %22
  %193 = fsub contract float %187, %23
  %194 = fsub contract float %189, %24
  %195 = fmul contract float %192, %192
  %196 = fmul contract float %193, %193
  %197 = fadd contract float %195, %196
  %198 = fmul contract float %194, %194
  %199 = fadd contract float %197, %198
  %200 = fadd contract float %5, %199
  %201 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %200)
  %202 = fmul contract float %191, %201
  %203 = fmul contract float %201, %202
  %204 = fmul contract float %201, %203
  %205 = fmul contract float %192, %204
  %206 = fadd contract float %177, %205
  %207 = fmul contract float %193, %204
  %208 = fadd contract float %179, %207
  %209 = fmul contract float %194, %204
  %210 = fadd contract float %181, %209
  %211 = zext nneg i32 %123 to i64
  %212 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @s_pos to ptr), i64 %211
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 48
  %214 = load float, ptr %213, align 16, !tbaa !11
  %215 = getelementptr inbounds nuw i8, ptr %212, i64 52
  %216 = load float, ptr %215, align 4, !tbaa !11
  %217 = getelementptr inbounds nuw i8, ptr %212, i64 56
  %218 = load float, ptr %217, align 8, !tbaa !11
  %219 = getelementptr inbounds nuw i8, ptr %212, i64 60
  %220 = load float, ptr %219, align 4, !tbaa !11
  %221 = fsub contract float %214, %22
  %222 = fsub contract float %216, %23
  %223 = fsub contract float %218, %24
  %224 = fmul contract float %221, %221
  %225 = fmul contract float %222, %222
  %226 = fadd contract float %224, %225
  %227 = fmul contract float %223, %223
  %228 = fadd contract float %226, %227
  %229 = fadd contract float %5, %228
  %230 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %229)
  %231 = fmul contract float %220, %230
  %232 = fmul contract float %230, %231
  %233 = fmul contract float %230, %232
  %234 = fmul contract float %221, %233
  %235 = fadd contract float %206, %234
  %236 = fmul contract float %222, %233
  %237 = fadd contract float %208, %236
  %238 = fmul contract float %223, %233
  %239 = fadd contract float %210, %238
  %240 = add nuw nsw i32 %123, 4
  %241 = add i32 %124, 4
  %242 = icmp eq i32 %241, %66
  br i1 %242, label %67, label %119, !llvm.loop !17

243:                                              ; preds = %32
  %244 = sext i32 %11 to i64
  %245 = getelementptr inbounds %struct.float4, ptr %2, i64 %244
  %246 = load float, ptr %245, align 16, !tbaa !11
  %247 = getelementptr inbounds nuw i8, ptr %245, i64 4
  %248 = load float, ptr %247, align 4, !tbaa !11
  %249 = getelementptr inbounds nuw i8, ptr %245, i64 8
  %250 = load float, ptr %249, align 8, !tbaa !11
  %251 = getelementptr inbounds nuw i8, ptr %245, i64 12
  %252 = load float, ptr %251, align 4, !tbaa !11
  %253 = fmul contract float %4, %35
  %254 = fadd contract float %253, %246
  %255 = fmul contract float %4, %34
  %256 = fadd contract float %255, %248
  %257 = fmul contract float %4, %33
  %258 = fadd contract float %257, %250
  %259 = getelementptr inbounds %struct.float4, ptr %1, i64 %244
  store float %254, ptr %259, align 16, !tbaa !11
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 4
  store float %256, ptr %260, align 4, !tbaa !11
  %261 = getelementptr inbounds nuw i8, ptr %259, i64 8
  store float %258, ptr %261, align 8, !tbaa !11
  %262 = getelementptr inbounds nuw i8, ptr %259, i64 12
  store float %252, ptr %262, align 4, !tbaa !11
  br label %263

263:                                              ; preds = %243, %32
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16, !14}
