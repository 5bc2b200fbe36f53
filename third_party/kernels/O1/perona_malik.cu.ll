; ModuleID = 'src/perona_malik.cu'
source_filename = "src/perona_malik.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.PmParams = type { float, float }

@_ZZ18perona_malik_tiledE4tile = internal unnamed_addr addrspace(3) global [2 x [34 x [34 x float]]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @perona_malik_step(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.PmParams) align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %11, %2
  br i1 %17, label %18, label %129

18:                                               ; preds = %6
  %19 = icmp sge i32 %16, %3
  %20 = icmp slt i32 %2, 2
  %21 = or i1 %20, %19
  %22 = icmp slt i32 %3, 2
  %23 = or i1 %22, %21
  br i1 %23, label %129, label %24

24:                                               ; preds = %18
  %25 = zext nneg i32 %16 to i64
  %26 = zext nneg i32 %2 to i64
  %27 = mul nuw nsw i64 %26, %25
  %28 = sext i32 %11 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = icmp eq i32 %16, 0
  br i1 %32, label %33, label %37

33:                                               ; preds = %24
  %34 = getelementptr float, ptr %0, i64 %26
  %35 = getelementptr float, ptr %34, i64 %28
  %36 = load float, ptr %35, align 4, !tbaa !11
  br label %49

37:                                               ; preds = %24
  %38 = add nsw i32 %3, -1
  %39 = icmp eq i32 %16, %38
  %40 = sub nsw i64 %27, %26
  %41 = getelementptr float, ptr %0, i64 %40
  %42 = getelementptr float, ptr %41, i64 %28
  %43 = load float, ptr %42, align 4, !tbaa !11
  br i1 %39, label %49, label %44

44:                                               ; preds = %37
  %45 = getelementptr float, ptr %0, i64 %27
  %46 = getelementptr float, ptr %45, i64 %26
  %47 = getelementptr float, ptr %46, i64 %28
  %48 = load float, ptr %47, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %37, %44, %33
  %50 = phi float [ %36, %33 ], [ %48, %44 ], [ %43, %37 ]
  %51 = phi float [ %36, %33 ], [ %43, %44 ], [ %43, %37 ]
  %52 = icmp eq i32 %11, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %49
  %54 = getelementptr float, ptr %0, i64 %27
  %55 = getelementptr i8, ptr %54, i64 4
  %56 = load float, ptr %55, align 4, !tbaa !11
  br label %65

57:                                               ; preds = %49
  %58 = add nsw i32 %2, -1
  %59 = icmp eq i32 %11, %58
  %60 = getelementptr i8, ptr %30, i64 -4
  %61 = load float, ptr %60, align 4, !tbaa !11
  br i1 %59, label %65, label %62

62:                                               ; preds = %57
  %63 = getelementptr i8, ptr %30, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %57, %62, %53
  %66 = phi float [ %56, %53 ], [ %61, %62 ], [ %61, %57 ]
  %67 = phi float [ %56, %53 ], [ %64, %62 ], [ %61, %57 ]
  %68 = load float, ptr %4, align 4, !tbaa !13
  %69 = fmul contract float %68, %68
  %70 = tail call noundef float @llvm.maxnum.f32(float %69, float 0x3D71979980000000)
  %71 = fdiv contract float 1.000000e+00, %70
  %72 = fsub contract float %51, %31
  %73 = fsub contract float %50, %31
  %74 = fsub contract float %67, %31
  %75 = fsub contract float %66, %31
  %76 = fmul contract float %72, %72
  %77 = fmul contract float %76, %71
  %78 = icmp eq i32 %5, 1
  br i1 %78, label %79, label %82

79:                                               ; preds = %65
  %80 = fmul float %77, 0xBFF7154760000000
  %81 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %80)
  br label %85

82:                                               ; preds = %65
  %83 = fadd contract float %77, 1.000000e+00
  %84 = fdiv contract float 1.000000e+00, %83
  br label %85

85:                                               ; preds = %79, %82
  %86 = phi contract float [ %81, %79 ], [ %84, %82 ]
  %87 = fmul contract float %72, %86
  %88 = fmul contract float %73, %73
  %89 = fmul contract float %88, %71
  br i1 %78, label %90, label %93

90:                                               ; preds = %85
  %91 = fmul float %89, 0xBFF7154760000000
  %92 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %91)
  br label %96

93:                                               ; preds = %85
  %94 = fadd contract float %89, 1.000000e+00
  %95 = fdiv contract float 1.000000e+00, %94
  br label %96

96:                                               ; preds = %90, %93
  %97 = phi contract float [ %92, %90 ], [ %95, %93 ]
  %98 = fmul contract float %73, %97
  %99 = fadd contract float %87, %98
  %100 = fmul contract float %74, %74
  %101 = fmul contract float %100, %71
  br i1 %78, label %102, label %105

102:                                              ; preds = %96
  %103 = fmul float %101, 0xBFF7154760000000
  %104 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %103)
  br label %108

105:                                              ; preds = %96
  %106 = fadd contract float %101, 1.000000e+00
  %107 = fdiv contract float 1.000000e+00, %106
  br label %108

108:                                              ; preds = %102, %105
  %109 = phi contract float [ %104, %102 ], [ %107, %105 ]
  %110 = fmul contract float %74, %109
  %111 = fadd contract float %99, %110
  %112 = fmul contract float %75, %75
  %113 = fmul contract float %112, %71
  br i1 %78, label %114, label %117

114:                                              ; preds = %108
  %115 = fmul float %113, 0xBFF7154760000000
  %116 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %115)
  br label %120

117:                                              ; preds = %108
  %118 = fadd contract float %113, 1.000000e+00
  %119 = fdiv contract float 1.000000e+00, %118
  br label %120

120:                                              ; preds = %114, %117
  %121 = phi contract float [ %116, %114 ], [ %119, %117 ]
  %122 = fmul contract float %75, %121
  %123 = fadd contract float %111, %122
  %124 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %125 = load float, ptr %124, align 4, !tbaa !15
  %126 = fmul contract float %125, %123
  %127 = fadd contract float %31, %126
  %128 = getelementptr inbounds nuw float, ptr %1, i64 %29
  store float %127, ptr %128, align 4, !tbaa !11
  br label %129

129:                                              ; preds = %6, %18, %120
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @perona_malik_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.PmParams) align 4 captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = icmp samesign ugt i32 %8, 32
  %11 = icmp samesign ugt i32 %9, 32
  %12 = or i1 %10, %11
  %13 = icmp slt i32 %2, 2
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %3, 2
  %16 = or i1 %14, %15
  br i1 %16, label %357, label %17

17:                                               ; preds = %7
  %18 = tail call i32 @llvm.smax.i32(i32 %6, i32 1)
  %19 = add nsw i32 %18, -1
  %20 = shl nuw nsw i32 %19, 1
  %21 = icmp samesign ult i32 %20, %8
  %22 = icmp samesign ult i32 %20, %9
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %357

24:                                               ; preds = %17
  %25 = sub nuw nsw i32 %8, %20
  %26 = sub nuw nsw i32 %9, %20
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = mul i32 %25, %27
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %30 = mul nuw nsw i32 %26, %29
  %31 = add nuw nsw i32 %8, 2
  %32 = add nuw nsw i32 %9, 2
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %34 = mul nuw nsw i32 %33, %8
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add nuw nsw i32 %34, %35
  %37 = mul nuw nsw i32 %31, %32
  %38 = icmp samesign ult i32 %36, %37
  br i1 %38, label %39, label %50

39:                                               ; preds = %24
  %40 = sub i32 %28, %18
  %41 = sub nsw i32 %30, %18
  %42 = shl nuw i32 %2, 1
  %43 = add i32 %42, -2
  %44 = shl nuw i32 %3, 1
  %45 = add i32 %44, -2
  %46 = add nsw i32 %2, -1
  %47 = add nsw i32 %3, -1
  %48 = zext nneg i32 %2 to i64
  %49 = mul nuw nsw i32 %8, %9
  br label %90

50:                                               ; preds = %117, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = load float, ptr %4, align 4, !tbaa !13
  %52 = fmul contract float %51, %51
  %53 = tail call noundef float @llvm.maxnum.f32(float %52, float 0x3D71979980000000)
  %54 = fdiv contract float 1.000000e+00, %53
  %55 = add nuw nsw i32 %35, 1
  %56 = add nuw nsw i32 %33, 1
  %57 = zext nneg i32 %56 to i64
  %58 = zext nneg i32 %55 to i64
  %59 = icmp eq i32 %5, 1
  %60 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %61 = load float, ptr %60, align 4, !tbaa !15
  %62 = fmul contract float %61, 5.000000e-01
  %63 = icmp eq i32 %35, 0
  %64 = add nsw i32 %8, -1
  %65 = icmp eq i32 %35, %64
  %66 = icmp eq i32 %33, 0
  %67 = add nsw i32 %9, -1
  %68 = icmp eq i32 %33, %67
  %69 = or i32 %35, %33
  %70 = icmp eq i32 %69, 0
  %71 = add nuw nsw i32 %8, 1
  %72 = zext nneg i32 %71 to i64
  %73 = add nuw nsw i32 %9, 1
  %74 = zext nneg i32 %73 to i64
  %75 = add nuw nsw i32 %8, 1
  %76 = zext nneg i32 %75 to i64
  %77 = add nuw nsw i32 %9, 1
  %78 = zext nneg i32 %77 to i64
  %79 = zext nneg i32 %33 to i64
  %80 = zext nneg i32 %35 to i64
  %81 = zext nneg i32 %55 to i64
  %82 = zext nneg i32 %35 to i64
  %83 = zext nneg i32 %56 to i64
  %84 = zext nneg i32 %35 to i64
  %85 = zext nneg i32 %35 to i64
  %86 = zext nneg i32 %33 to i64
  %87 = zext nneg i32 %35 to i64
  %88 = zext nneg i32 %55 to i64
  %89 = zext nneg i32 %35 to i64
  br label %153

90:                                               ; preds = %39, %117
  %91 = phi i32 [ %36, %39 ], [ %133, %117 ]
  %92 = freeze i32 %91
  %93 = udiv i32 %92, %31
  %94 = mul i32 %93, %31
  %95 = sub i32 %92, %94
  %96 = add i32 %40, %95
  %97 = add i32 %41, %93
  br label %98

98:                                               ; preds = %90, %104
  %99 = phi i32 [ %96, %90 ], [ %110, %104 ]
  %100 = phi i32 [ 0, %90 ], [ %111, %104 ]
  %101 = icmp ult i32 %99, %2
  br i1 %101, label %102, label %104

102:                                              ; preds = %104, %98
  %103 = phi i32 [ %110, %104 ], [ %99, %98 ]
  br label %113

104:                                              ; preds = %98
  %105 = icmp slt i32 %99, %2
  %106 = sub i32 0, %99
  %107 = icmp slt i32 %99, 0
  %108 = sub i32 %43, %99
  %109 = select i1 %105, i32 %99, i32 %108
  %110 = select i1 %107, i32 %106, i32 %109
  %111 = add nuw nsw i32 %100, 1
  %112 = icmp eq i32 %111, 4
  br i1 %112, label %102, label %98, !llvm.loop !16

113:                                              ; preds = %102, %135
  %114 = phi i32 [ %97, %102 ], [ %141, %135 ]
  %115 = phi i32 [ 0, %102 ], [ %142, %135 ]
  %116 = icmp ult i32 %114, %3
  br i1 %116, label %117, label %135

117:                                              ; preds = %135, %113
  %118 = phi i32 [ %141, %135 ], [ %114, %113 ]
  %119 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %103, i32 0)
  %120 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %119, i32 range(i32 1, 2147483647) %46)
  %121 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %118, i32 0)
  %122 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %121, i32 range(i32 1, 2147483647) %47)
  %123 = zext nneg i32 %122 to i64
  %124 = mul nuw nsw i64 %123, %48
  %125 = zext nneg i32 %120 to i64
  %126 = getelementptr inbounds nuw float, ptr %0, i64 %124
  %127 = getelementptr inbounds nuw float, ptr %126, i64 %125
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = zext nneg i32 %93 to i64
  %130 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18perona_malik_tiledE4tile to ptr), i64 %129
  %131 = zext nneg i32 %95 to i64
  %132 = getelementptr inbounds nuw float, ptr %130, i64 %131
  store float %128, ptr %132, align 4, !tbaa !11
  %133 = add nuw nsw i32 %91, %49
  %134 = icmp samesign ult i32 %133, %37
  br i1 %134, label %90, label %50, !llvm.loop !19

135:                                              ; preds = %113
  %136 = icmp slt i32 %114, %3
  %137 = sub i32 0, %114
  %138 = icmp slt i32 %114, 0
  %139 = sub i32 %45, %114
  %140 = select i1 %136, i32 %114, i32 %139
  %141 = select i1 %138, i32 %137, i32 %140
  %142 = add nuw nsw i32 %115, 1
  %143 = icmp eq i32 %142, 4
  br i1 %143, label %117, label %113, !llvm.loop !20

144:                                              ; preds = %334
  %145 = sub nsw i32 %35, %19
  %146 = sub nsw i32 %33, %19
  %147 = or i32 %145, %146
  %148 = icmp sgt i32 %147, -1
  %149 = icmp slt i32 %145, %25
  %150 = select i1 %148, i1 %149, i1 false
  %151 = icmp slt i32 %146, %26
  %152 = select i1 %150, i1 %151, i1 false
  br i1 %152, label %337, label %357

153:                                              ; preds = %50, %334
  %154 = phi i32 [ 0, %50 ], [ %298, %334 ]
  %155 = phi i32 [ 0, %50 ], [ %335, %334 ]
  %156 = zext nneg i32 %154 to i64
  %157 = getelementptr inbounds nuw [34 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18perona_malik_tiledE4tile to ptr), i64 %156
  %158 = getelementptr inbounds nuw [34 x float], ptr %157, i64 %57
  %159 = getelementptr inbounds nuw float, ptr %158, i64 %58
  %160 = load float, ptr %159, align 4, !tbaa !11
  %161 = getelementptr inbounds nuw [34 x float], ptr %157, i64 %79
  %162 = getelementptr inbounds nuw float, ptr %161, i64 %80
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = fsub contract float %163, %160
  %165 = fmul contract float %164, 0x3FE6A09E60000000
  %166 = fmul contract float %165, %165
  %167 = fmul contract float %54, %166
  br i1 %59, label %168, label %171

168:                                              ; preds = %153
  %169 = fmul float %167, 0xBFF7154760000000
  %170 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %169)
  br label %174

171:                                              ; preds = %153
  %172 = fadd contract float %167, 1.000000e+00
  %173 = fdiv contract float 1.000000e+00, %172
  br label %174

174:                                              ; preds = %168, %171
  %175 = phi contract float [ %170, %168 ], [ %173, %171 ]
  %176 = fmul contract float %175, 5.000000e-01
  %177 = fmul contract float %164, %176
  %178 = fadd contract float %177, 0.000000e+00
  %179 = getelementptr inbounds nuw float, ptr %161, i64 %81
  %180 = load float, ptr %179, align 4, !tbaa !11
  %181 = fsub contract float %180, %160
  %182 = fmul contract float %181, %181
  %183 = fmul contract float %54, %182
  br i1 %59, label %187, label %184

184:                                              ; preds = %174
  %185 = fadd contract float %183, 1.000000e+00
  %186 = fdiv contract float 1.000000e+00, %185
  br label %190

187:                                              ; preds = %174
  %188 = fmul float %183, 0xBFF7154760000000
  %189 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %188)
  br label %190

190:                                              ; preds = %187, %184
  %191 = phi contract float [ %189, %187 ], [ %186, %184 ]
  %192 = fmul contract float %181, %191
  %193 = fadd contract float %178, %192
  %194 = getelementptr inbounds nuw float, ptr %161, i64 %82
  %195 = getelementptr inbounds nuw i8, ptr %194, i64 8
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = fsub contract float %196, %160
  %198 = fmul contract float %197, 0x3FE6A09E60000000
  %199 = fmul contract float %198, %198
  %200 = fmul contract float %54, %199
  br i1 %59, label %204, label %201

201:                                              ; preds = %190
  %202 = fadd contract float %200, 1.000000e+00
  %203 = fdiv contract float 1.000000e+00, %202
  br label %207

204:                                              ; preds = %190
  %205 = fmul float %200, 0xBFF7154760000000
  %206 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %205)
  br label %207

207:                                              ; preds = %204, %201
  %208 = phi contract float [ %206, %204 ], [ %203, %201 ]
  %209 = fmul contract float %208, 5.000000e-01
  %210 = fmul contract float %197, %209
  %211 = fadd contract float %193, %210
  %212 = getelementptr inbounds nuw [34 x float], ptr %157, i64 %83
  %213 = getelementptr inbounds nuw float, ptr %212, i64 %84
  %214 = load float, ptr %213, align 4, !tbaa !11
  %215 = fsub contract float %214, %160
  %216 = fmul contract float %215, %215
  %217 = fmul contract float %54, %216
  br i1 %59, label %221, label %218

218:                                              ; preds = %207
  %219 = fadd contract float %217, 1.000000e+00
  %220 = fdiv contract float 1.000000e+00, %219
  br label %224

221:                                              ; preds = %207
  %222 = fmul float %217, 0xBFF7154760000000
  %223 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %222)
  br label %224

224:                                              ; preds = %221, %218
  %225 = phi contract float [ %223, %221 ], [ %220, %218 ]
  %226 = fmul contract float %215, %225
  %227 = fadd contract float %211, %226
  %228 = getelementptr inbounds nuw float, ptr %212, i64 %85
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 8
  %230 = load float, ptr %229, align 4, !tbaa !11
  %231 = fsub contract float %230, %160
  %232 = fmul contract float %231, %231
  %233 = fmul contract float %54, %232
  br i1 %59, label %237, label %234

234:                                              ; preds = %224
  %235 = fadd contract float %233, 1.000000e+00
  %236 = fdiv contract float 1.000000e+00, %235
  br label %240

237:                                              ; preds = %224
  %238 = fmul float %233, 0xBFF7154760000000
  %239 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %238)
  br label %240

240:                                              ; preds = %237, %234
  %241 = phi contract float [ %239, %237 ], [ %236, %234 ]
  %242 = fmul contract float %231, %241
  %243 = fadd contract float %227, %242
  %244 = getelementptr inbounds nuw [34 x float], ptr %157, i64 %86
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 272
  %246 = getelementptr inbounds nuw float, ptr %245, i64 %87
  %247 = load float, ptr %246, align 4, !tbaa !11
  %248 = fsub contract float %247, %160
  %249 = fmul contract float %248, 0x3FE6A09E60000000
  %250 = fmul contract float %249, %249
  %251 = fmul contract float %54, %250
  br i1 %59, label %255, label %252

252:                                              ; preds = %240
  %253 = fadd contract float %251, 1.000000e+00
  %254 = fdiv contract float 1.000000e+00, %253
  br label %258

255:                                              ; preds = %240
  %256 = fmul float %251, 0xBFF7154760000000
  %257 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %256)
  br label %258

258:                                              ; preds = %255, %252
  %259 = phi contract float [ %257, %255 ], [ %254, %252 ]
  %260 = fmul contract float %259, 5.000000e-01
  %261 = fmul contract float %248, %260
  %262 = fadd contract float %243, %261
  %263 = getelementptr inbounds nuw float, ptr %245, i64 %88
  %264 = load float, ptr %263, align 4, !tbaa !11
  %265 = fsub contract float %264, %160
  %266 = fmul contract float %265, %265
  %267 = fmul contract float %54, %266
  br i1 %59, label %271, label %268

268:                                              ; preds = %258
  %269 = fadd contract float %267, 1.000000e+00
  %270 = fdiv contract float 1.000000e+00, %269
  br label %274

271:                                              ; preds = %258
  %272 = fmul float %267, 0xBFF7154760000000
  %273 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %272)
  br label %274

274:                                              ; preds = %271, %268
  %275 = phi contract float [ %273, %271 ], [ %270, %268 ]
  %276 = fmul contract float %265, %275
  %277 = fadd contract float %262, %276
  %278 = getelementptr inbounds nuw float, ptr %245, i64 %89
  %279 = getelementptr inbounds nuw i8, ptr %278, i64 8
  %280 = load float, ptr %279, align 4, !tbaa !11
  %281 = fsub contract float %280, %160
  %282 = fmul contract float %281, 0x3FE6A09E60000000
  %283 = fmul contract float %282, %282
  %284 = fmul contract float %54, %283
  br i1 %59, label %288, label %285

285:                                              ; preds = %274
  %286 = fadd contract float %284, 1.000000e+00
  %287 = fdiv contract float 1.000000e+00, %286
  br label %291

288:                                              ; preds = %274
  %289 = fmul float %284, 0xBFF7154760000000
  %290 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %289)
  br label %291

291:                                              ; preds = %285, %288
  %292 = phi contract float [ %290, %288 ], [ %287, %285 ]
  %293 = fmul contract float %292, 5.000000e-01
  %294 = fmul contract float %281, %293
  %295 = fadd contract float %277, %294
  %296 = fmul contract float %295, %62
  %297 = fadd contract float %160, %296
  %298 = xor i32 %154, 1
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr inbounds nuw [34 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18perona_malik_tiledE4tile to ptr), i64 %299
  %301 = getelementptr inbounds nuw [34 x float], ptr %300, i64 %57
  %302 = getelementptr inbounds nuw float, ptr %301, i64 %58
  store float %297, ptr %302, align 4, !tbaa !11
  br i1 %63, label %303, label %305

303:                                              ; preds = %291
  %304 = load float, ptr %158, align 4, !tbaa !11
  store float %304, ptr %301, align 4, !tbaa !11
  br label %305

305:                                              ; preds = %303, %291
  br i1 %65, label %306, label %310

306:                                              ; preds = %305
  %307 = getelementptr inbounds nuw float, ptr %158, i64 %72
  %308 = load float, ptr %307, align 4, !tbaa !11
  %309 = getelementptr inbounds nuw float, ptr %301, i64 %72
  store float %308, ptr %309, align 4, !tbaa !11
  br label %310

310:                                              ; preds = %306, %305
  br i1 %66, label %311, label %315

311:                                              ; preds = %310
  %312 = getelementptr inbounds nuw float, ptr %157, i64 %58
  %313 = load float, ptr %312, align 4, !tbaa !11
  %314 = getelementptr inbounds nuw float, ptr %300, i64 %58
  store float %313, ptr %314, align 4, !tbaa !11
  br label %315

315:                                              ; preds = %311, %310
  br i1 %68, label %316, label %322

316:                                              ; preds = %315
  %317 = getelementptr inbounds nuw [34 x float], ptr %157, i64 %74
  %318 = getelementptr inbounds nuw float, ptr %317, i64 %58
  %319 = load float, ptr %318, align 4, !tbaa !11
  %320 = getelementptr inbounds nuw [34 x float], ptr %300, i64 %74
  %321 = getelementptr inbounds nuw float, ptr %320, i64 %58
  store float %319, ptr %321, align 4, !tbaa !11
  br label %322

322:                                              ; preds = %316, %315
  br i1 %70, label %323, label %334

323:                                              ; preds = %322
  %324 = load float, ptr %157, align 4, !tbaa !11
  store float %324, ptr %300, align 4, !tbaa !11
  %325 = getelementptr inbounds nuw float, ptr %157, i64 %76
  %326 = load float, ptr %325, align 4, !tbaa !11
  %327 = getelementptr inbounds nuw float, ptr %300, i64 %76
  store float %326, ptr %327, align 4, !tbaa !11
  %328 = getelementptr inbounds nuw [34 x float], ptr %157, i64 %78
  %329 = load float, ptr %328, align 4, !tbaa !11
  %330 = getelementptr inbounds nuw [34 x float], ptr %300, i64 %78
  store float %329, ptr %330, align 4, !tbaa !11
  %331 = getelementptr inbounds nuw float, ptr %328, i64 %76
  %332 = load float, ptr %331, align 4, !tbaa !11
  %333 = getelementptr inbounds nuw float, ptr %330, i64 %76
  store float %332, ptr %333, align 4, !tbaa !11
  br label %334

334:                                              ; preds = %322, %323
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %335 = add nuw nsw i32 %155, 1
  %336 = icmp eq i32 %335, %18
  br i1 %336, label %144, label %153, !llvm.loop !21

337:                                              ; preds = %144
  %338 = add i32 %28, %145
  %339 = add i32 %30, %146
  %340 = icmp slt i32 %338, %2
  %341 = icmp slt i32 %339, %3
  %342 = select i1 %340, i1 %341, i1 false
  br i1 %342, label %343, label %357

343:                                              ; preds = %337
  %344 = zext nneg i32 %298 to i64
  %345 = getelementptr inbounds nuw [34 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18perona_malik_tiledE4tile to ptr), i64 %344
  %346 = zext nneg i32 %56 to i64
  %347 = getelementptr inbounds nuw [34 x float], ptr %345, i64 %346
  %348 = zext nneg i32 %55 to i64
  %349 = getelementptr inbounds nuw float, ptr %347, i64 %348
  %350 = load float, ptr %349, align 4, !tbaa !11
  %351 = sext i32 %339 to i64
  %352 = zext nneg i32 %2 to i64
  %353 = mul nsw i64 %351, %352
  %354 = sext i32 %338 to i64
  %355 = getelementptr float, ptr %1, i64 %353
  %356 = getelementptr float, ptr %355, i64 %354
  store float %350, ptr %356, align 4, !tbaa !11
  br label %357

357:                                              ; preds = %17, %343, %337, %144, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{!14, !12, i64 0}
!14 = !{!"_ZTS8PmParams", !12, i64 0, !12, i64 4}
!15 = !{!14, !12, i64 4}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17, !18}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17, !18}
