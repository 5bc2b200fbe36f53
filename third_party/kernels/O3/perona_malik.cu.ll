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
  br i1 %16, label %385, label %17

17:                                               ; preds = %7
  %18 = tail call i32 @llvm.smax.i32(i32 %6, i32 1)
  %19 = add nsw i32 %18, -1
  %20 = shl nuw nsw i32 %19, 1
  %21 = icmp samesign ult i32 %20, %8
  %22 = icmp samesign ult i32 %20, %9
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %385

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
  br label %86

50:                                               ; preds = %129, %24
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
  %75 = zext nneg i32 %33 to i64
  %76 = zext nneg i32 %35 to i64
  %77 = zext nneg i32 %55 to i64
  %78 = zext nneg i32 %35 to i64
  %79 = zext nneg i32 %56 to i64
  %80 = zext nneg i32 %35 to i64
  %81 = zext nneg i32 %35 to i64
  %82 = zext nneg i32 %33 to i64
  %83 = zext nneg i32 %35 to i64
  %84 = zext nneg i32 %55 to i64
  %85 = zext nneg i32 %35 to i64
  br label %187

86:                                               ; preds = %39, %129
  %87 = phi i32 [ %36, %39 ], [ %145, %129 ]
  %88 = freeze i32 %87
  %89 = udiv i32 %88, %31
  %90 = mul i32 %89, %31
  %91 = sub i32 %88, %90
  %92 = add i32 %40, %91
  %93 = add nsw i32 %41, %89
  %94 = icmp ult i32 %92, %2
  br i1 %94, label %95, label %98

95:                                               ; preds = %122, %114, %106, %98, %86
  %96 = phi i32 [ %128, %122 ], [ %92, %86 ], [ %104, %98 ], [ %120, %114 ], [ %112, %106 ]
  %97 = icmp ult i32 %93, %3
  br i1 %97, label %129, label %147

98:                                               ; preds = %86
  %99 = icmp slt i32 %92, %2
  %100 = sub i32 0, %92
  %101 = icmp slt i32 %92, 0
  %102 = sub i32 %43, %92
  %103 = select i1 %99, i32 %92, i32 %102
  %104 = select i1 %101, i32 %100, i32 %103
  %105 = icmp ult i32 %104, %2
  br i1 %105, label %95, label %106

106:                                              ; preds = %98
  %107 = icmp slt i32 %104, %2
  %108 = sub i32 0, %104
  %109 = icmp slt i32 %104, 0
  %110 = sub i32 %43, %104
  %111 = select i1 %107, i32 %104, i32 %110
  %112 = select i1 %109, i32 %108, i32 %111
  %113 = icmp ult i32 %112, %2
  br i1 %113, label %95, label %114

114:                                              ; preds = %106
  %115 = icmp slt i32 %112, %2
  %116 = sub i32 0, %112
  %117 = icmp slt i32 %112, 0
  %118 = sub i32 %43, %112
  %119 = select i1 %115, i32 %112, i32 %118
  %120 = select i1 %117, i32 %116, i32 %119
  %121 = icmp ult i32 %120, %2
  br i1 %121, label %95, label %122

122:                                              ; preds = %114
  %123 = icmp slt i32 %120, %2
  %124 = sub i32 0, %120
  %125 = icmp slt i32 %120, 0
  %126 = sub i32 %43, %120
  %127 = select i1 %123, i32 %120, i32 %126
  %128 = select i1 %125, i32 %124, i32 %127
  br label %95

129:                                              ; preds = %171, %163, %155, %147, %95
  %130 = phi i32 [ %177, %171 ], [ %93, %95 ], [ %153, %147 ], [ %169, %163 ], [ %161, %155 ]
  %131 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %96, i32 0)
  %132 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %131, i32 range(i32 1, 2147483647) %46)
  %133 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %130, i32 0)
  %134 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %133, i32 range(i32 1, 2147483647) %47)
  %135 = zext nneg i32 %134 to i64
  %136 = mul nuw nsw i64 %135, %48
  %137 = zext nneg i32 %132 to i64
  %138 = getelementptr inbounds nuw float, ptr %0, i64 %136
  %139 = getelementptr inbounds nuw float, ptr %138, i64 %137
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = zext nneg i32 %89 to i64
  %142 = getelementptr inbounds nuw [34 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18perona_malik_tiledE4tile to ptr), i64 %141
  %143 = zext nneg i32 %91 to i64
  %144 = getelementptr inbounds nuw float, ptr %142, i64 %143
  store float %140, ptr %144, align 4, !tbaa !11
  %145 = add nuw nsw i32 %87, %49
  %146 = icmp samesign ult i32 %145, %37
  br i1 %146, label %86, label %50, !llvm.loop !16

147:                                              ; preds = %95
  %148 = icmp slt i32 %93, %3
  %149 = sub nsw i32 0, %93
  %150 = icmp slt i32 %93, 0
  %151 = sub i32 %45, %93
  %152 = select i1 %148, i32 %93, i32 %151
  %153 = select i1 %150, i32 %149, i32 %152
  %154 = icmp ult i32 %153, %3
  br i1 %154, label %129, label %155

155:                                              ; preds = %147
  %156 = icmp slt i32 %153, %3
  %157 = sub i32 0, %153
  %158 = icmp slt i32 %153, 0
  %159 = sub i32 %45, %153
  %160 = select i1 %156, i32 %153, i32 %159
  %161 = select i1 %158, i32 %157, i32 %160
  %162 = icmp ult i32 %161, %3
  br i1 %162, label %129, label %163

163:                                              ; preds = %155
  %164 = icmp slt i32 %161, %3
  %165 = sub i32 0, %161
  %166 = icmp slt i32 %161, 0
  %167 = sub i32 %45, %161
  %168 = select i1 %164, i32 %161, i32 %167
  %169 = select i1 %166, i32 %165, i32 %168
  %170 = icmp ult i32 %169, %3
  br i1 %170, label %129, label %171

171:                                              ; preds = %163
  %172 = icmp slt i32 %169, %3
  %173 = sub i32 0, %169
  %174 = icmp slt i32 %169, 0
  %175 = sub i32 %45, %169
  %176 = select i1 %172, i32 %169, i32 %175
  %177 = select i1 %174, i32 %173, i32 %176
  br label %129

178:                                              ; preds = %368
  %179 = sub nsw i32 %35, %19
  %180 = sub nsw i32 %33, %19
  %181 = or i32 %179, %180
  %182 = icmp sgt i32 %181, -1
  %183 = icmp slt i32 %179, %25
  %184 = select i1 %182, i1 %183, i1 false
  %185 = icmp slt i32 %180, %26
  %186 = select i1 %184, i1 %185, i1 false
  br i1 %186, label %371, label %385

187:                                              ; preds = %50, %368
  %188 = phi i32 [ 0, %50 ], [ %332, %368 ]
  %189 = phi i32 [ 0, %50 ], [ %369, %368 ]
  %190 = zext nneg i32 %188 to i64
  %191 = getelementptr inbounds nuw [34 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18perona_malik_tiledE4tile to ptr), i64 %190
  %192 = getelementptr inbounds nuw [34 x float], ptr %191, i64 %57
  %193 = getelementptr inbounds nuw float, ptr %192, i64 %58
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = getelementptr inbounds nuw [34 x float], ptr %191, i64 %75
  %196 = getelementptr inbounds nuw float, ptr %195, i64 %76
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = fsub contract float %197, %194
  %199 = fmul contract float %198, 0x3FE6A09E60000000
  %200 = fmul contract float %199, %199
  %201 = fmul contract float %54, %200
  br i1 %59, label %202, label %205

202:                                              ; preds = %187
  %203 = fmul float %201, 0xBFF7154760000000
  %204 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %203)
  br label %208

205:                                              ; preds = %187
  %206 = fadd contract float %201, 1.000000e+00
  %207 = fdiv contract float 1.000000e+00, %206
  br label %208

208:                                              ; preds = %202, %205
  %209 = phi contract float [ %204, %202 ], [ %207, %205 ]
  %210 = fmul contract float %209, 5.000000e-01
  %211 = fmul contract float %198, %210
  %212 = fadd contract float %211, 0.000000e+00
  %213 = getelementptr inbounds nuw float, ptr %195, i64 %77
  %214 = load float, ptr %213, align 4, !tbaa !11
  %215 = fsub contract float %214, %194
  %216 = fmul contract float %215, %215
  %217 = fmul contract float %54, %216
  br i1 %59, label %221, label %218

218:                                              ; preds = %208
  %219 = fadd contract float %217, 1.000000e+00
  %220 = fdiv contract float 1.000000e+00, %219
  br label %224

221:                                              ; preds = %208
  %222 = fmul float %217, 0xBFF7154760000000
  %223 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %222)
  br label %224

224:                                              ; preds = %221, %218
  %225 = phi contract float [ %223, %221 ], [ %220, %218 ]
  %226 = fmul contract float %215, %225
  %227 = fadd contract float %212, %226
  %228 = getelementptr inbounds nuw float, ptr %195, i64 %78
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 8
  %230 = load float, ptr %229, align 4, !tbaa !11
  %231 = fsub contract float %230, %194
  %232 = fmul contract float %231, 0x3FE6A09E60000000
  %233 = fmul contract float %232, %232
  %234 = fmul contract float %54, %233
  br i1 %59, label %238, label %235

235:                                              ; preds = %224
  %236 = fadd contract float %234, 1.000000e+00
  %237 = fdiv contract float 1.000000e+00, %236
  br label %241

238:                                              ; preds = %224
  %239 = fmul float %234, 0xBFF7154760000000
  %240 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %239)
  br label %241

241:                                              ; preds = %238, %235
  %242 = phi contract float [ %240, %238 ], [ %237, %235 ]
  %243 = fmul contract float %242, 5.000000e-01
  %244 = fmul contract float %231, %243
  %245 = fadd contract float %227, %244
  %246 = getelementptr inbounds nuw [34 x float], ptr %191, i64 %79
  %247 = getelementptr inbounds nuw float, ptr %246, i64 %80
  %248 = load float, ptr %247, align 4, !tbaa !11
  %249 = fsub contract float %248, %194
  %250 = fmul contract float %249, %249
  %251 = fmul contract float %54, %250
  br i1 %59, label %255, label %252

252:                                              ; preds = %241
  %253 = fadd contract float %251, 1.000000e+00
  %254 = fdiv contract float 1.000000e+00, %253
  br label %258

255:                                              ; preds = %241
  %256 = fmul float %251, 0xBFF7154760000000
  %257 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %256)
  br label %258

258:                                              ; preds = %255, %252
  %259 = phi contract float [ %257, %255 ], [ %254, %252 ]
  %260 = fmul contract float %249, %259
  %261 = fadd contract float %245, %260
  %262 = getelementptr inbounds nuw float, ptr %246, i64 %81
  %263 = getelementptr inbounds nuw i8, ptr %262, i64 8
  %264 = load float, ptr %263, align 4, !tbaa !11
  %265 = fsub contract float %264, %194
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
  %277 = fadd contract float %261, %276
  %278 = getelementptr inbounds nuw [34 x float], ptr %191, i64 %82
  %279 = getelementptr inbounds nuw i8, ptr %278, i64 272
  %280 = getelementptr inbounds nuw float, ptr %279, i64 %83
  %281 = load float, ptr %280, align 4, !tbaa !11
  %282 = fsub contract float %281, %194
  %283 = fmul contract float %282, 0x3FE6A09E60000000
  %284 = fmul contract float %283, %283
  %285 = fmul contract float %54, %284
  br i1 %59, label %289, label %286

286:                                              ; preds = %274
  %287 = fadd contract float %285, 1.000000e+00
  %288 = fdiv contract float 1.000000e+00, %287
  br label %292

289:                                              ; preds = %274
  %290 = fmul float %285, 0xBFF7154760000000
  %291 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %290)
  br label %292

292:                                              ; preds = %289, %286
  %293 = phi contract float [ %291, %289 ], [ %288, %286 ]
  %294 = fmul contract float %293, 5.000000e-01
  %295 = fmul contract float %282, %294
  %296 = fadd contract float %277, %295
  %297 = getelementptr inbounds nuw float, ptr %279, i64 %84
  %298 = load float, ptr %297, align 4, !tbaa !11
  %299 = fsub contract float %298, %194
  %300 = fmul contract float %299, %299
  %301 = fmul contract float %54, %300
  br i1 %59, label %305, label %302

302:                                              ; preds = %292
  %303 = fadd contract float %301, 1.000000e+00
  %304 = fdiv contract float 1.000000e+00, %303
  br label %308

305:                                              ; preds = %292
  %306 = fmul float %301, 0xBFF7154760000000
  %307 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %306)
  br label %308

308:                                              ; preds = %305, %302
  %309 = phi contract float [ %307, %305 ], [ %304, %302 ]
  %310 = fmul contract float %299, %309
  %311 = fadd contract float %296, %310
  %312 = getelementptr inbounds nuw float, ptr %279, i64 %85
  %313 = getelementptr inbounds nuw i8, ptr %312, i64 8
  %314 = load float, ptr %313, align 4, !tbaa !11
  %315 = fsub contract float %314, %194
  %316 = fmul contract float %315, 0x3FE6A09E60000000
  %317 = fmul contract float %316, %316
  %318 = fmul contract float %54, %317
  br i1 %59, label %322, label %319

319:                                              ; preds = %308
  %320 = fadd contract float %318, 1.000000e+00
  %321 = fdiv contract float 1.000000e+00, %320
  br label %325

322:                                              ; preds = %308
  %323 = fmul float %318, 0xBFF7154760000000
  %324 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %323)
  br label %325

325:                                              ; preds = %319, %322
  %326 = phi contract float [ %324, %322 ], [ %321, %319 ]
  %327 = fmul contract float %326, 5.000000e-01
  %328 = fmul contract float %315, %327
  %329 = fadd contract float %311, %328
  %330 = fmul contract float %329, %62
  %331 = fadd contract float %194, %330
  %332 = xor i32 %188, 1
  %333 = zext nneg i32 %332 to i64
  %334 = getelementptr inbounds nuw [34 x [34 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18perona_malik_tiledE4tile to ptr), i64 %333
  %335 = getelementptr inbounds nuw [34 x float], ptr %334, i64 %57
  %336 = getelementptr inbounds nuw float, ptr %335, i64 %58
  store float %331, ptr %336, align 4, !tbaa !11
  br i1 %63, label %337, label %339

337:                                              ; preds = %325
  %338 = load float, ptr %192, align 4, !tbaa !11
  store float %338, ptr %335, align 4, !tbaa !11
  br label %339

339:                                              ; preds = %337, %325
  br i1 %65, label %340, label %344

340:                                              ; preds = %339
  %341 = getelementptr inbounds nuw float, ptr %335, i64 %72
  %342 = getelementptr inbounds nuw float, ptr %192, i64 %72
  %343 = load float, ptr %342, align 4, !tbaa !11
  store float %343, ptr %341, align 4, !tbaa !11
  br label %344

344:                                              ; preds = %340, %339
  br i1 %66, label %345, label %349

345:                                              ; preds = %344
  %346 = getelementptr inbounds nuw float, ptr %334, i64 %58
  %347 = getelementptr inbounds nuw float, ptr %191, i64 %58
  %348 = load float, ptr %347, align 4, !tbaa !11
  store float %348, ptr %346, align 4, !tbaa !11
  br label %349

349:                                              ; preds = %345, %344
  br i1 %68, label %350, label %356

350:                                              ; preds = %349
  %351 = getelementptr inbounds nuw [34 x float], ptr %334, i64 %74
  %352 = getelementptr inbounds nuw float, ptr %351, i64 %58
  %353 = getelementptr inbounds nuw [34 x float], ptr %191, i64 %74
  %354 = getelementptr inbounds nuw float, ptr %353, i64 %58
  %355 = load float, ptr %354, align 4, !tbaa !11
  store float %355, ptr %352, align 4, !tbaa !11
  br label %356

356:                                              ; preds = %350, %349
  br i1 %70, label %357, label %368

357:                                              ; preds = %356
  %358 = load float, ptr %191, align 4, !tbaa !11
  store float %358, ptr %334, align 4, !tbaa !11
  %359 = getelementptr inbounds nuw float, ptr %191, i64 %72
  %360 = load float, ptr %359, align 4, !tbaa !11
  %361 = getelementptr inbounds nuw float, ptr %334, i64 %72
  store float %360, ptr %361, align 4, !tbaa !11
  %362 = getelementptr inbounds nuw [34 x float], ptr %191, i64 %74
  %363 = load float, ptr %362, align 4, !tbaa !11
  %364 = getelementptr inbounds nuw [34 x float], ptr %334, i64 %74
  store float %363, ptr %364, align 4, !tbaa !11
  %365 = getelementptr inbounds nuw float, ptr %362, i64 %72
  %366 = load float, ptr %365, align 4, !tbaa !11
  %367 = getelementptr inbounds nuw float, ptr %364, i64 %72
  store float %366, ptr %367, align 4, !tbaa !11
  br label %368

368:                                              ; preds = %356, %357
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %369 = add nuw nsw i32 %189, 1
  %370 = icmp eq i32 %369, %18
  br i1 %370, label %178, label %187, !llvm.loop !18

371:                                              ; preds = %178
  %372 = add i32 %28, %179
  %373 = add nsw i32 %30, %180
  %374 = icmp slt i32 %372, %2
  %375 = icmp slt i32 %373, %3
  %376 = select i1 %374, i1 %375, i1 false
  br i1 %376, label %377, label %385

377:                                              ; preds = %371
  %378 = load float, ptr %336, align 4, !tbaa !11
  %379 = sext i32 %373 to i64
  %380 = zext nneg i32 %2 to i64
  %381 = mul nsw i64 %379, %380
  %382 = sext i32 %372 to i64
  %383 = getelementptr float, ptr %1, i64 %381
  %384 = getelementptr float, ptr %383, i64 %382
  store float %378, ptr %384, align 4, !tbaa !11
  br label %385

385:                                              ; preds = %17, %377, %371, %178, %7
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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
