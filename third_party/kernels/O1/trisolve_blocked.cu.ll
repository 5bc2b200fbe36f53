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
  br i1 %8, label %9, label %59

9:                                                ; preds = %5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 5
  %12 = add i32 %11, %6
  %13 = icmp samesign ult i32 %7, 32
  %14 = sext i32 %4 to i64
  %15 = zext nneg i32 %6 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = zext nneg i32 %6 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %17
  %19 = icmp slt i32 %12, %3
  %20 = sext i32 %4 to i64
  %21 = sext i32 %12 to i64
  %22 = getelementptr float, ptr %1, i64 %21
  %23 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_x to ptr), i64 %17
  %24 = icmp eq i32 %7, 0
  %25 = zext nneg i32 %6 to i64
  %26 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_x to ptr), i64 %25
  %27 = zext nneg i32 %6 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_x to ptr), i64 %27
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_x to ptr), i64 %27
  %30 = icmp samesign ult i32 %7, 32
  %31 = icmp slt i32 %12, %3
  %32 = zext nneg i32 %6 to i64
  %33 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_x to ptr), i64 %32
  %34 = sext i32 %4 to i64
  %35 = sext i32 %12 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  %37 = icmp samesign ult i32 %7, 32
  %38 = sext i32 %4 to i64
  %39 = zext nneg i32 %6 to i64
  %40 = getelementptr float, ptr %0, i64 %39
  %41 = zext nneg i32 %6 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_u to ptr), i64 %41
  %43 = icmp samesign ult i32 %7, 32
  %44 = icmp slt i32 %12, %3
  %45 = zext nneg i32 %6 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_x to ptr), i64 %45
  %47 = sext i32 %4 to i64
  %48 = sext i32 %12 to i64
  %49 = getelementptr float, ptr %1, i64 %48
  br label %52

50:                                               ; preds = %164, %122
  %51 = icmp slt i32 %123, %2
  br i1 %51, label %52, label %59, !llvm.loop !11

52:                                               ; preds = %9, %50
  %53 = phi i32 [ 0, %9 ], [ %123, %50 ]
  br i1 %13, label %54, label %60

54:                                               ; preds = %52
  %55 = add nuw nsw i32 %53, %6
  %56 = icmp slt i32 %55, %2
  %57 = zext nneg i32 %53 to i64
  %58 = getelementptr float, ptr %16, i64 %57
  br label %61

59:                                               ; preds = %50, %5
  ret void

60:                                               ; preds = %84, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %90

61:                                               ; preds = %54, %84
  %62 = phi i32 [ %7, %54 ], [ %87, %84 ]
  %63 = or disjoint i32 %62, %53
  %64 = icmp slt i32 %63, %2
  %65 = select i1 %64, i1 %56, i1 false
  br i1 %65, label %66, label %71

66:                                               ; preds = %61
  %67 = zext nneg i32 %63 to i64
  %68 = mul nsw i64 %67, %14
  %69 = getelementptr float, ptr %58, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !14
  br label %74

71:                                               ; preds = %61
  %72 = icmp eq i32 %62, %6
  %73 = select contract i1 %72, float 1.000000e+00, float 0.000000e+00
  br label %74

74:                                               ; preds = %71, %66
  %75 = phi contract float [ %70, %66 ], [ %73, %71 ]
  %76 = zext nneg i32 %62 to i64
  %77 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %76
  store float %75, ptr %77, align 4, !tbaa !14
  %78 = and i1 %19, %64
  br i1 %78, label %79, label %84

79:                                               ; preds = %74
  %80 = zext nneg i32 %63 to i64
  %81 = mul nsw i64 %80, %20
  %82 = getelementptr float, ptr %22, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !14
  br label %84

84:                                               ; preds = %74, %79
  %85 = phi contract float [ %83, %79 ], [ 0.000000e+00, %74 ]
  %86 = getelementptr inbounds nuw [33 x float], ptr %23, i64 %76
  store float %85, ptr %86, align 4, !tbaa !14
  %87 = add nuw nsw i32 %62, 8
  %88 = icmp samesign ult i32 %62, 24
  br i1 %88, label %61, label %60, !llvm.loop !16

89:                                               ; preds = %108
  br i1 %30, label %130, label %122

90:                                               ; preds = %60, %108
  %91 = phi i32 [ 0, %60 ], [ %101, %108 ]
  br i1 %24, label %92, label %100

92:                                               ; preds = %90
  %93 = zext nneg i32 %91 to i64
  %94 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %93
  %95 = getelementptr inbounds nuw float, ptr %94, i64 %93
  %96 = load float, ptr %95, align 4, !tbaa !14
  %97 = getelementptr inbounds nuw [33 x float], ptr %26, i64 %93
  %98 = load float, ptr %97, align 4, !tbaa !14
  %99 = fdiv contract float %98, %96
  store float %99, ptr %97, align 4, !tbaa !14
  br label %100

100:                                              ; preds = %92, %90
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = add nuw nsw i32 %91, 1
  %102 = add nuw nsw i32 %101, %7
  %103 = icmp samesign ult i32 %102, 32
  br i1 %103, label %104, label %108

104:                                              ; preds = %100
  %105 = zext nneg i32 %91 to i64
  %106 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_l to ptr), i64 %105
  %107 = getelementptr inbounds nuw [33 x float], ptr %28, i64 %105
  br label %110

108:                                              ; preds = %110, %100
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %109 = icmp eq i32 %101, 32
  br i1 %109, label %89, label %90, !llvm.loop !17

110:                                              ; preds = %104, %110
  %111 = phi i32 [ %102, %104 ], [ %120, %110 ]
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds nuw [33 x float], ptr %106, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !14
  %115 = load float, ptr %107, align 4, !tbaa !14
  %116 = fmul contract float %114, %115
  %117 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %112
  %118 = load float, ptr %117, align 4, !tbaa !14
  %119 = fsub contract float %118, %116
  store float %119, ptr %117, align 4, !tbaa !14
  %120 = add nuw nsw i32 %111, 8
  %121 = icmp samesign ult i32 %111, 24
  br i1 %121, label %110, label %108, !llvm.loop !18

122:                                              ; preds = %142, %89
  %123 = add nuw nsw i32 %53, 32
  %124 = icmp slt i32 %123, %2
  br i1 %124, label %125, label %50

125:                                              ; preds = %122
  %126 = add nuw nsw i32 %53, %6
  %127 = icmp slt i32 %126, %2
  %128 = zext nneg i32 %53 to i64
  %129 = getelementptr float, ptr %40, i64 %128
  br label %145

130:                                              ; preds = %89, %142
  %131 = phi i32 [ %143, %142 ], [ %7, %89 ]
  %132 = or disjoint i32 %131, %53
  %133 = icmp slt i32 %132, %2
  %134 = and i1 %31, %133
  br i1 %134, label %135, label %142

135:                                              ; preds = %130
  %136 = zext nneg i32 %131 to i64
  %137 = getelementptr inbounds nuw [33 x float], ptr %33, i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !14
  %139 = zext nneg i32 %132 to i64
  %140 = mul nsw i64 %139, %34
  %141 = getelementptr float, ptr %36, i64 %140
  store float %138, ptr %141, align 4, !tbaa !14
  br label %142

142:                                              ; preds = %130, %135
  %143 = add nuw nsw i32 %131, 8
  %144 = icmp samesign ult i32 %131, 24
  br i1 %144, label %130, label %122, !llvm.loop !19

145:                                              ; preds = %125, %164
  %146 = phi i32 [ %123, %125 ], [ %165, %164 ]
  br i1 %37, label %148, label %147

147:                                              ; preds = %158, %145
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %167, label %164

148:                                              ; preds = %145, %158
  %149 = phi i32 [ %162, %158 ], [ %7, %145 ]
  %150 = or disjoint i32 %149, %146
  %151 = icmp slt i32 %150, %2
  %152 = select i1 %151, i1 %127, i1 false
  br i1 %152, label %153, label %158

153:                                              ; preds = %148
  %154 = zext nneg i32 %150 to i64
  %155 = mul nsw i64 %154, %38
  %156 = getelementptr float, ptr %129, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !14
  br label %158

158:                                              ; preds = %148, %153
  %159 = phi contract float [ %157, %153 ], [ 0.000000e+00, %148 ]
  %160 = zext nneg i32 %149 to i64
  %161 = getelementptr inbounds nuw [33 x float], ptr %42, i64 %160
  store float %159, ptr %161, align 4, !tbaa !14
  %162 = add nuw nsw i32 %149, 8
  %163 = icmp samesign ult i32 %149, 24
  br i1 %163, label %148, label %147, !llvm.loop !20

164:                                              ; preds = %249, %147
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %165 = add nuw nsw i32 %146, 32
  %166 = icmp slt i32 %165, %2
  br i1 %166, label %145, label %50, !llvm.loop !21

167:                                              ; preds = %147, %249
  %168 = phi i32 [ %250, %249 ], [ %7, %147 ]
  %169 = or disjoint i32 %168, %146
  %170 = icmp slt i32 %169, %2
  %171 = and i1 %44, %170
  br i1 %171, label %172, label %249

172:                                              ; preds = %167
  %173 = zext nneg i32 %168 to i64
  %174 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19trsm_blocked_sharedE3s_u to ptr), i64 %173
  br label %181

175:                                              ; preds = %181
  %176 = zext nneg i32 %169 to i64
  %177 = mul nsw i64 %176, %47
  %178 = getelementptr float, ptr %49, i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !14
  %180 = fsub contract float %179, %246
  store float %180, ptr %178, align 4, !tbaa !14
  br label %249

181:                                              ; preds = %181, %172
  %182 = phi i32 [ 0, %172 ], [ %247, %181 ]
  %183 = phi float [ 0.000000e+00, %172 ], [ %246, %181 ]
  %184 = zext nneg i32 %182 to i64
  %185 = getelementptr inbounds nuw float, ptr %174, i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !14
  %187 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %184
  %188 = load float, ptr %187, align 4, !tbaa !14
  %189 = fmul contract float %186, %188
  %190 = fadd contract float %183, %189
  %191 = or disjoint i32 %182, 1
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw float, ptr %174, i64 %192
  %194 = load float, ptr %193, align 4, !tbaa !14
  %195 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %192
  %196 = load float, ptr %195, align 4, !tbaa !14
  %197 = fmul contract float %194, %196
  %198 = fadd contract float %190, %197
  %199 = or disjoint i32 %182, 2
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds nuw float, ptr %174, i64 %200
  %202 = load float, ptr %201, align 4, !tbaa !14
  %203 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %200
  %204 = load float, ptr %203, align 4, !tbaa !14
  %205 = fmul contract float %202, %204
  %206 = fadd contract float %198, %205
  %207 = or disjoint i32 %182, 3
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds nuw float, ptr %174, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !14
  %211 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %208
  %212 = load float, ptr %211, align 4, !tbaa !14
  %213 = fmul contract float %210, %212
  %214 = fadd contract float %206, %213
  %215 = or disjoint i32 %182, 4
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds nuw float, ptr %174, i64 %216
  %218 = load float, ptr %217, align 4, !tbaa !14
  %219 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %216
  %220 = load float, ptr %219, align 4, !tbaa !14
  %221 = fmul contract float %218, %220
  %222 = fadd contract float %214, %221
  %223 = or disjoint i32 %182, 5
  %224 = zext nneg i32 %223 to i64
  %225 = getelementptr inbounds nuw float, ptr %174, i64 %224
  %226 = load float, ptr %225, align 4, !tbaa !14
  %227 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %224
  %228 = load float, ptr %227, align 4, !tbaa !14
  %229 = fmul contract float %226, %228
  %230 = fadd contract float %222, %229
  %231 = or disjoint i32 %182, 6
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds nuw float, ptr %174, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !14
  %235 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %232
  %236 = load float, ptr %235, align 4, !tbaa !14
  %237 = fmul contract float %234, %236
  %238 = fadd contract float %230, %237
  %239 = or disjoint i32 %182, 7
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds nuw float, ptr %174, i64 %240
  %242 = load float, ptr %241, align 4, !tbaa !14
  %243 = getelementptr inbounds nuw [33 x float], ptr %46, i64 %240
  %244 = load float, ptr %243, align 4, !tbaa !14
  %245 = fmul contract float %242, %244
  %246 = fadd contract float %238, %245
  %247 = add nuw nsw i32 %182, 8
  %248 = icmp eq i32 %247, 32
  br i1 %248, label %175, label %181, !llvm.loop !22

249:                                              ; preds = %167, %175
  %250 = add nuw nsw i32 %168, 8
  %251 = icmp samesign ult i32 %168, 24
  br i1 %251, label %167, label %164, !llvm.loop !23
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
