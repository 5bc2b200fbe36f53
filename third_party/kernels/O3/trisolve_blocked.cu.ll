; ModuleID = 'src/trisolve_blocked.cu'
source_filename = "src/trisolve_blocked.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19trsm_blocked_sharedE3s_l = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ19trsm_blocked_sharedE3s_x = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ19trsm_blocked_sharedE3s_u = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @trsm_blocked_shared(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %32

9:                                                ; preds = %5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 5
  %12 = add i32 %11, %6
  %13 = icmp samesign ult i32 %7, 32
  %14 = sext i32 %4 to i64
  %15 = zext nneg i32 %6 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %15
  %18 = icmp slt i32 %12, %3
  %19 = sext i32 %12 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_x to ptr), i64 %15
  %22 = icmp eq i32 %7, 0
  %23 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_u to ptr), i64 %15
  br label %25

24:                                               ; preds = %166
  br label %25, !llvm.loop !11

25:                                               ; preds = %24, %9
  %26 = phi i32 [ 0, %9 ], [ %125, %24 ]
  br i1 %13, label %27, label %33

27:                                               ; preds = %25
  %28 = add nuw nsw i32 %26, %6
  %29 = icmp slt i32 %28, %2
  %30 = zext nneg i32 %26 to i64
  %31 = getelementptr float, ptr %16, i64 %30
  br label %34

32:                                               ; preds = %124, %5
  ret void

33:                                               ; preds = %57, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %63

34:                                               ; preds = %27, %57
  %35 = phi i32 [ %7, %27 ], [ %60, %57 ]
  %36 = or disjoint i32 %35, %26
  %37 = icmp slt i32 %36, %2
  %38 = select i1 %37, i1 %29, i1 false
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = zext nneg i32 %36 to i64
  %41 = mul nsw i64 %40, %14
  %42 = getelementptr float, ptr %31, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !13
  br label %47

44:                                               ; preds = %34
  %45 = icmp eq i32 %35, %6
  %46 = select contract i1 %45, float 1.000000e+00, float 0.000000e+00
  br label %47

47:                                               ; preds = %44, %39
  %48 = phi contract float [ %43, %39 ], [ %46, %44 ]
  %49 = zext nneg i32 %35 to i64
  %50 = getelementptr inbounds nuw [33 x float], ptr %17, i64 %49
  store float %48, ptr %50, align 4, !tbaa !13
  %51 = and i1 %18, %37
  br i1 %51, label %52, label %57

52:                                               ; preds = %47
  %53 = zext nneg i32 %36 to i64
  %54 = mul nsw i64 %53, %14
  %55 = getelementptr float, ptr %20, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !13
  br label %57

57:                                               ; preds = %47, %52
  %58 = phi contract float [ %56, %52 ], [ 0.000000e+00, %47 ]
  %59 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %49
  store float %58, ptr %59, align 4, !tbaa !13
  %60 = add nuw nsw i32 %35, 8
  %61 = icmp samesign ult i32 %35, 24
  br i1 %61, label %34, label %33, !llvm.loop !15

62:                                               ; preds = %110
  br i1 %13, label %132, label %124

63:                                               ; preds = %110, %33
  %64 = phi i32 [ 0, %33 ], [ %91, %110 ]
  br i1 %22, label %65, label %73

65:                                               ; preds = %63
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %66
  %68 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %66
  %69 = getelementptr inbounds nuw float, ptr %68, i64 %66
  %70 = load float, ptr %69, align 4, !tbaa !13
  %71 = load float, ptr %67, align 4, !tbaa !13
  %72 = fdiv contract float %71, %70
  store float %72, ptr %67, align 4, !tbaa !13
  br label %73

73:                                               ; preds = %65, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %74 = or disjoint i32 %64, 1
  %75 = add nuw nsw i32 %74, %7
  %76 = icmp samesign ult i32 %75, 32
  br i1 %76, label %77, label %81

77:                                               ; preds = %73
  %78 = zext nneg i32 %64 to i64
  %79 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %78
  %80 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %78
  br label %112

81:                                               ; preds = %112, %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %82, label %90

82:                                               ; preds = %81
  %83 = zext nneg i32 %74 to i64
  %84 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %83
  %85 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %83
  %86 = getelementptr inbounds nuw float, ptr %85, i64 %83
  %87 = load float, ptr %86, align 4, !tbaa !13
  %88 = load float, ptr %84, align 4, !tbaa !13
  %89 = fdiv contract float %88, %87
  store float %89, ptr %84, align 4, !tbaa !13
  br label %90

90:                                               ; preds = %82, %81
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %91 = add nuw nsw i32 %64, 2
  %92 = add nuw nsw i32 %91, %7
  %93 = icmp samesign ult i32 %92, 32
  br i1 %93, label %94, label %110

94:                                               ; preds = %90
  %95 = zext nneg i32 %74 to i64
  %96 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %95
  %97 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %95
  br label %98

98:                                               ; preds = %98, %94
  %99 = phi i32 [ %92, %94 ], [ %108, %98 ]
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw [33 x float], ptr %96, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !13
  %103 = load float, ptr %97, align 4, !tbaa !13
  %104 = fmul contract float %102, %103
  %105 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %100
  %106 = load float, ptr %105, align 4, !tbaa !13
  %107 = fsub contract float %106, %104
  store float %107, ptr %105, align 4, !tbaa !13
  %108 = add nuw nsw i32 %99, 8
  %109 = icmp samesign ult i32 %99, 24
  br i1 %109, label %98, label %110, !llvm.loop !16

110:                                              ; preds = %98, %90
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %111 = icmp eq i32 %91, 32
  br i1 %111, label %62, label %63, !llvm.loop !17

112:                                              ; preds = %77, %112
  %113 = phi i32 [ %75, %77 ], [ %122, %112 ]
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw [33 x float], ptr %79, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !13
  %117 = load float, ptr %80, align 4, !tbaa !13
  %118 = fmul contract float %116, %117
  %119 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %114
  %120 = load float, ptr %119, align 4, !tbaa !13
  %121 = fsub contract float %120, %118
  store float %121, ptr %119, align 4, !tbaa !13
  %122 = add nuw nsw i32 %113, 8
  %123 = icmp samesign ult i32 %113, 24
  br i1 %123, label %112, label %81, !llvm.loop !16

124:                                              ; preds = %144, %62
  %125 = add nuw nsw i32 %26, 32
  %126 = icmp slt i32 %125, %2
  br i1 %126, label %127, label %32

127:                                              ; preds = %124
  %128 = add nuw nsw i32 %26, %6
  %129 = icmp slt i32 %128, %2
  %130 = zext nneg i32 %26 to i64
  %131 = getelementptr float, ptr %16, i64 %130
  br label %147

132:                                              ; preds = %62, %144
  %133 = phi i32 [ %145, %144 ], [ %7, %62 ]
  %134 = or disjoint i32 %133, %26
  %135 = icmp slt i32 %134, %2
  %136 = and i1 %18, %135
  br i1 %136, label %137, label %144

137:                                              ; preds = %132
  %138 = zext nneg i32 %133 to i64
  %139 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !13
  %141 = zext nneg i32 %134 to i64
  %142 = mul nsw i64 %141, %14
  %143 = getelementptr float, ptr %20, i64 %142
  store float %140, ptr %143, align 4, !tbaa !13
  br label %144

144:                                              ; preds = %132, %137
  %145 = add nuw nsw i32 %133, 8
  %146 = icmp samesign ult i32 %133, 24
  br i1 %146, label %132, label %124, !llvm.loop !18

147:                                              ; preds = %127, %166
  %148 = phi i32 [ %125, %127 ], [ %167, %166 ]
  br i1 %13, label %150, label %149

149:                                              ; preds = %160, %147
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %169, label %166

150:                                              ; preds = %147, %160
  %151 = phi i32 [ %164, %160 ], [ %7, %147 ]
  %152 = or disjoint i32 %151, %148
  %153 = icmp slt i32 %152, %2
  %154 = select i1 %153, i1 %129, i1 false
  br i1 %154, label %155, label %160

155:                                              ; preds = %150
  %156 = zext nneg i32 %152 to i64
  %157 = mul nsw i64 %156, %14
  %158 = getelementptr float, ptr %131, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !13
  br label %160

160:                                              ; preds = %150, %155
  %161 = phi contract float [ %159, %155 ], [ 0.000000e+00, %150 ]
  %162 = zext nneg i32 %151 to i64
  %163 = getelementptr inbounds nuw [33 x float], ptr %23, i64 %162
  store float %161, ptr %163, align 4, !tbaa !13
  %164 = add nuw nsw i32 %151, 8
  %165 = icmp samesign ult i32 %151, 24
  br i1 %165, label %150, label %149, !llvm.loop !19

166:                                              ; preds = %251, %149
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %167 = add nuw nsw i32 %148, 32
  %168 = icmp slt i32 %167, %2
  br i1 %168, label %147, label %24, !llvm.loop !20

169:                                              ; preds = %149, %251
  %170 = phi i32 [ %252, %251 ], [ %7, %149 ]
  %171 = or disjoint i32 %170, %148
  %172 = icmp slt i32 %171, %2
  %173 = and i1 %18, %172
  br i1 %173, label %174, label %251

174:                                              ; preds = %169
  %175 = zext nneg i32 %170 to i64
  %176 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_u to ptr), i64 %175
  br label %183

177:                                              ; preds = %183
  %178 = zext nneg i32 %171 to i64
  %179 = mul nsw i64 %178, %14
  %180 = getelementptr float, ptr %20, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !13
  %182 = fsub contract float %181, %248
  store float %182, ptr %180, align 4, !tbaa !13
  br label %251

183:                                              ; preds = %183, %174
  %184 = phi i32 [ 0, %174 ], [ %249, %183 ]
  %185 = phi float [ 0.000000e+00, %174 ], [ %248, %183 ]
  %186 = zext nneg i32 %184 to i64
  %187 = getelementptr inbounds nuw float, ptr %176, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !13
  %189 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %186
  %190 = load float, ptr %189, align 4, !tbaa !13
  %191 = fmul contract float %188, %190
  %192 = fadd contract float %185, %191
  %193 = or disjoint i32 %184, 1
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds nuw float, ptr %176, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !13
  %197 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %194
  %198 = load float, ptr %197, align 4, !tbaa !13
  %199 = fmul contract float %196, %198
  %200 = fadd contract float %192, %199
  %201 = or disjoint i32 %184, 2
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds nuw float, ptr %176, i64 %202
  %204 = load float, ptr %203, align 4, !tbaa !13
  %205 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %202
  %206 = load float, ptr %205, align 4, !tbaa !13
  %207 = fmul contract float %204, %206
  %208 = fadd contract float %200, %207
  %209 = or disjoint i32 %184, 3
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds nuw float, ptr %176, i64 %210
  %212 = load float, ptr %211, align 4, !tbaa !13
  %213 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %210
  %214 = load float, ptr %213, align 4, !tbaa !13
  %215 = fmul contract float %212, %214
  %216 = fadd contract float %208, %215
  %217 = or disjoint i32 %184, 4
  %218 = zext nneg i32 %217 to i64
  %219 = getelementptr inbounds nuw float, ptr %176, i64 %218
  %220 = load float, ptr %219, align 4, !tbaa !13
  %221 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %218
  %222 = load float, ptr %221, align 4, !tbaa !13
  %223 = fmul contract float %220, %222
  %224 = fadd contract float %216, %223
  %225 = or disjoint i32 %184, 5
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr inbounds nuw float, ptr %176, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !13
  %229 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %226
  %230 = load float, ptr %229, align 4, !tbaa !13
  %231 = fmul contract float %228, %230
  %232 = fadd contract float %224, %231
  %233 = or disjoint i32 %184, 6
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds nuw float, ptr %176, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !13
  %237 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %234
  %238 = load float, ptr %237, align 4, !tbaa !13
  %239 = fmul contract float %236, %238
  %240 = fadd contract float %232, %239
  %241 = or disjoint i32 %184, 7
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr inbounds nuw float, ptr %176, i64 %242
  %244 = load float, ptr %243, align 4, !tbaa !13
  %245 = getelementptr inbounds nuw [33 x float], ptr %21, i64 %242
  %246 = load float, ptr %245, align 4, !tbaa !13
  %247 = fmul contract float %244, %246
  %248 = fadd contract float %240, %247
  %249 = add nuw nsw i32 %184, 8
  %250 = icmp eq i32 %249, 32
  br i1 %250, label %177, label %183, !llvm.loop !21

251:                                              ; preds = %169, %177
  %252 = add nuw nsw i32 %170, 8
  %253 = icmp samesign ult i32 %170, 24
  br i1 %253, label %169, label %166, !llvm.loop !23
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !12}
