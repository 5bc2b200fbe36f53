; ModuleID = 'src/floyd_warshall.cu'
source_filename = "src/floyd_warshall.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18fw_phase_dependentE1s = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ15fw_phase_rowcolE6s_diag = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ15fw_phase_rowcolE5s_own = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ20fw_phase_independentE5s_row = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ20fw_phase_independentE5s_col = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fw_phase_dependent(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp slt i32 %1, 1
  %5 = icmp slt i32 %2, 0
  %6 = or i1 %4, %5
  br i1 %6, label %281, label %7

7:                                                ; preds = %3
  %8 = add nuw nsw i32 %1, 15
  %9 = lshr i32 %8, 4
  %10 = icmp samesign ult i32 %2, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = icmp eq i32 %11, 0
  %13 = and i1 %12, %10
  br i1 %13, label %14, label %281

14:                                               ; preds = %7
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add nuw nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %21 = mul nuw nsw i32 %16, %20
  %22 = or i32 %18, %15
  %23 = icmp samesign ult i32 %22, 16
  %24 = icmp samesign ult i32 %19, 256
  br i1 %24, label %25, label %54

25:                                               ; preds = %14
  %26 = shl nuw nsw i32 %2, 4
  %27 = zext nneg i32 %1 to i64
  br label %28

28:                                               ; preds = %25, %46
  %29 = phi i32 [ %19, %25 ], [ %52, %46 ]
  %30 = lshr i32 %29, 4
  %31 = and i32 %29, 15
  %32 = or disjoint i32 %30, %26
  %33 = or disjoint i32 %31, %26
  %34 = icmp slt i32 %32, %1
  %35 = icmp slt i32 %33, %1
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %37, label %46

37:                                               ; preds = %28
  %38 = zext nneg i32 %32 to i64
  %39 = mul nuw nsw i64 %38, %27
  %40 = getelementptr i32, ptr %0, i64 %39
  %41 = zext nneg i32 %33 to i64
  %42 = getelementptr i32, ptr %40, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 536870912)
  br label %46

46:                                               ; preds = %37, %28
  %47 = phi i32 [ %45, %37 ], [ 536870912, %28 ]
  %48 = zext nneg i32 %30 to i64
  %49 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %48
  %50 = zext nneg i32 %31 to i64
  %51 = getelementptr inbounds nuw i32, ptr %49, i64 %50
  store i32 %47, ptr %51, align 4, !tbaa !6
  %52 = add nuw nsw i32 %29, %21
  %53 = icmp samesign ult i32 %52, 256
  br i1 %53, label %28, label %54, !llvm.loop !11

54:                                               ; preds = %46, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = zext nneg i32 %15 to i64
  %56 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %55
  %57 = zext nneg i32 %18 to i64
  %58 = getelementptr inbounds nuw i32, ptr %56, i64 %57
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %57
  br i1 %23, label %60, label %67

60:                                               ; preds = %54
  %61 = load i32, ptr %58, align 4, !tbaa !6
  %62 = load i32, ptr %56, align 4, !tbaa !6
  %63 = load i32, ptr %59, align 4, !tbaa !6
  %64 = add nsw i32 %63, %62
  %65 = tail call i32 @llvm.smin.i32(i32 %64, i32 %61)
  %66 = tail call i32 @llvm.smin.i32(i32 %65, i32 536870912)
  br label %67

67:                                               ; preds = %60, %54
  %68 = phi i32 [ %66, %60 ], [ 0, %54 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %69, label %70

69:                                               ; preds = %67
  store i32 %68, ptr %58, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %69, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %71, label %80

71:                                               ; preds = %70
  %72 = load i32, ptr %58, align 4, !tbaa !6
  %73 = getelementptr inbounds nuw i8, ptr %56, i64 4
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = getelementptr inbounds nuw i8, ptr %59, i64 68
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = add nsw i32 %76, %74
  %78 = tail call i32 @llvm.smin.i32(i32 %77, i32 %72)
  %79 = tail call i32 @llvm.smin.i32(i32 %78, i32 536870912)
  br label %80

80:                                               ; preds = %71, %70
  %81 = phi i32 [ %79, %71 ], [ 0, %70 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %82, label %83

82:                                               ; preds = %80
  store i32 %81, ptr %58, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %84, label %93

84:                                               ; preds = %83
  %85 = load i32, ptr %58, align 4, !tbaa !6
  %86 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = getelementptr inbounds nuw i8, ptr %59, i64 136
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = add nsw i32 %89, %87
  %91 = tail call i32 @llvm.smin.i32(i32 %90, i32 %85)
  %92 = tail call i32 @llvm.smin.i32(i32 %91, i32 536870912)
  br label %93

93:                                               ; preds = %84, %83
  %94 = phi i32 [ %92, %84 ], [ 0, %83 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %95, label %96

95:                                               ; preds = %93
  store i32 %94, ptr %58, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %95, %93
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %97, label %106

97:                                               ; preds = %96
  %98 = load i32, ptr %58, align 4, !tbaa !6
  %99 = getelementptr inbounds nuw i8, ptr %56, i64 12
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = getelementptr inbounds nuw i8, ptr %59, i64 204
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = add nsw i32 %102, %100
  %104 = tail call i32 @llvm.smin.i32(i32 %103, i32 %98)
  %105 = tail call i32 @llvm.smin.i32(i32 %104, i32 536870912)
  br label %106

106:                                              ; preds = %97, %96
  %107 = phi i32 [ %105, %97 ], [ 0, %96 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %108, label %109

108:                                              ; preds = %106
  store i32 %107, ptr %58, align 4, !tbaa !6
  br label %109

109:                                              ; preds = %108, %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %110, label %119

110:                                              ; preds = %109
  %111 = load i32, ptr %58, align 4, !tbaa !6
  %112 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = getelementptr inbounds nuw i8, ptr %59, i64 272
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = add nsw i32 %115, %113
  %117 = tail call i32 @llvm.smin.i32(i32 %116, i32 %111)
  %118 = tail call i32 @llvm.smin.i32(i32 %117, i32 536870912)
  br label %119

119:                                              ; preds = %110, %109
  %120 = phi i32 [ %118, %110 ], [ 0, %109 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %121, label %122

121:                                              ; preds = %119
  store i32 %120, ptr %58, align 4, !tbaa !6
  br label %122

122:                                              ; preds = %121, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %123, label %132

123:                                              ; preds = %122
  %124 = load i32, ptr %58, align 4, !tbaa !6
  %125 = getelementptr inbounds nuw i8, ptr %56, i64 20
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = getelementptr inbounds nuw i8, ptr %59, i64 340
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = add nsw i32 %128, %126
  %130 = tail call i32 @llvm.smin.i32(i32 %129, i32 %124)
  %131 = tail call i32 @llvm.smin.i32(i32 %130, i32 536870912)
  br label %132

132:                                              ; preds = %123, %122
  %133 = phi i32 [ %131, %123 ], [ 0, %122 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %134, label %135

134:                                              ; preds = %132
  store i32 %133, ptr %58, align 4, !tbaa !6
  br label %135

135:                                              ; preds = %134, %132
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %136, label %145

136:                                              ; preds = %135
  %137 = load i32, ptr %58, align 4, !tbaa !6
  %138 = getelementptr inbounds nuw i8, ptr %56, i64 24
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = getelementptr inbounds nuw i8, ptr %59, i64 408
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add nsw i32 %141, %139
  %143 = tail call i32 @llvm.smin.i32(i32 %142, i32 %137)
  %144 = tail call i32 @llvm.smin.i32(i32 %143, i32 536870912)
  br label %145

145:                                              ; preds = %136, %135
  %146 = phi i32 [ %144, %136 ], [ 0, %135 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %147, label %148

147:                                              ; preds = %145
  store i32 %146, ptr %58, align 4, !tbaa !6
  br label %148

148:                                              ; preds = %147, %145
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %149, label %158

149:                                              ; preds = %148
  %150 = load i32, ptr %58, align 4, !tbaa !6
  %151 = getelementptr inbounds nuw i8, ptr %56, i64 28
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = getelementptr inbounds nuw i8, ptr %59, i64 476
  %154 = load i32, ptr %153, align 4, !tbaa !6
  %155 = add nsw i32 %154, %152
  %156 = tail call i32 @llvm.smin.i32(i32 %155, i32 %150)
  %157 = tail call i32 @llvm.smin.i32(i32 %156, i32 536870912)
  br label %158

158:                                              ; preds = %149, %148
  %159 = phi i32 [ %157, %149 ], [ 0, %148 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %160, label %161

160:                                              ; preds = %158
  store i32 %159, ptr %58, align 4, !tbaa !6
  br label %161

161:                                              ; preds = %160, %158
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %162, label %171

162:                                              ; preds = %161
  %163 = load i32, ptr %58, align 4, !tbaa !6
  %164 = getelementptr inbounds nuw i8, ptr %56, i64 32
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = getelementptr inbounds nuw i8, ptr %59, i64 544
  %167 = load i32, ptr %166, align 4, !tbaa !6
  %168 = add nsw i32 %167, %165
  %169 = tail call i32 @llvm.smin.i32(i32 %168, i32 %163)
  %170 = tail call i32 @llvm.smin.i32(i32 %169, i32 536870912)
  br label %171

171:                                              ; preds = %162, %161
  %172 = phi i32 [ %170, %162 ], [ 0, %161 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %173, label %174

173:                                              ; preds = %171
  store i32 %172, ptr %58, align 4, !tbaa !6
  br label %174

174:                                              ; preds = %173, %171
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %175, label %184

175:                                              ; preds = %174
  %176 = load i32, ptr %58, align 4, !tbaa !6
  %177 = getelementptr inbounds nuw i8, ptr %56, i64 36
  %178 = load i32, ptr %177, align 4, !tbaa !6
  %179 = getelementptr inbounds nuw i8, ptr %59, i64 612
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = add nsw i32 %180, %178
  %182 = tail call i32 @llvm.smin.i32(i32 %181, i32 %176)
  %183 = tail call i32 @llvm.smin.i32(i32 %182, i32 536870912)
  br label %184

184:                                              ; preds = %175, %174
  %185 = phi i32 [ %183, %175 ], [ 0, %174 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %186, label %187

186:                                              ; preds = %184
  store i32 %185, ptr %58, align 4, !tbaa !6
  br label %187

187:                                              ; preds = %186, %184
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %188, label %197

188:                                              ; preds = %187
  %189 = load i32, ptr %58, align 4, !tbaa !6
  %190 = getelementptr inbounds nuw i8, ptr %56, i64 40
  %191 = load i32, ptr %190, align 4, !tbaa !6
  %192 = getelementptr inbounds nuw i8, ptr %59, i64 680
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = add nsw i32 %193, %191
  %195 = tail call i32 @llvm.smin.i32(i32 %194, i32 %189)
  %196 = tail call i32 @llvm.smin.i32(i32 %195, i32 536870912)
  br label %197

197:                                              ; preds = %188, %187
  %198 = phi i32 [ %196, %188 ], [ 0, %187 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %199, label %200

199:                                              ; preds = %197
  store i32 %198, ptr %58, align 4, !tbaa !6
  br label %200

200:                                              ; preds = %199, %197
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %201, label %210

201:                                              ; preds = %200
  %202 = load i32, ptr %58, align 4, !tbaa !6
  %203 = getelementptr inbounds nuw i8, ptr %56, i64 44
  %204 = load i32, ptr %203, align 4, !tbaa !6
  %205 = getelementptr inbounds nuw i8, ptr %59, i64 748
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = add nsw i32 %206, %204
  %208 = tail call i32 @llvm.smin.i32(i32 %207, i32 %202)
  %209 = tail call i32 @llvm.smin.i32(i32 %208, i32 536870912)
  br label %210

210:                                              ; preds = %201, %200
  %211 = phi i32 [ %209, %201 ], [ 0, %200 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %212, label %213

212:                                              ; preds = %210
  store i32 %211, ptr %58, align 4, !tbaa !6
  br label %213

213:                                              ; preds = %212, %210
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %214, label %223

214:                                              ; preds = %213
  %215 = load i32, ptr %58, align 4, !tbaa !6
  %216 = getelementptr inbounds nuw i8, ptr %56, i64 48
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = getelementptr inbounds nuw i8, ptr %59, i64 816
  %219 = load i32, ptr %218, align 4, !tbaa !6
  %220 = add nsw i32 %219, %217
  %221 = tail call i32 @llvm.smin.i32(i32 %220, i32 %215)
  %222 = tail call i32 @llvm.smin.i32(i32 %221, i32 536870912)
  br label %223

223:                                              ; preds = %214, %213
  %224 = phi i32 [ %222, %214 ], [ 0, %213 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %225, label %226

225:                                              ; preds = %223
  store i32 %224, ptr %58, align 4, !tbaa !6
  br label %226

226:                                              ; preds = %225, %223
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %227, label %236

227:                                              ; preds = %226
  %228 = load i32, ptr %58, align 4, !tbaa !6
  %229 = getelementptr inbounds nuw i8, ptr %56, i64 52
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = getelementptr inbounds nuw i8, ptr %59, i64 884
  %232 = load i32, ptr %231, align 4, !tbaa !6
  %233 = add nsw i32 %232, %230
  %234 = tail call i32 @llvm.smin.i32(i32 %233, i32 %228)
  %235 = tail call i32 @llvm.smin.i32(i32 %234, i32 536870912)
  br label %236

236:                                              ; preds = %227, %226
  %237 = phi i32 [ %235, %227 ], [ 0, %226 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %238, label %239

238:                                              ; preds = %236
  store i32 %237, ptr %58, align 4, !tbaa !6
  br label %239

239:                                              ; preds = %238, %236
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %240, label %249

240:                                              ; preds = %239
  %241 = load i32, ptr %58, align 4, !tbaa !6
  %242 = getelementptr inbounds nuw i8, ptr %56, i64 56
  %243 = load i32, ptr %242, align 4, !tbaa !6
  %244 = getelementptr inbounds nuw i8, ptr %59, i64 952
  %245 = load i32, ptr %244, align 4, !tbaa !6
  %246 = add nsw i32 %245, %243
  %247 = tail call i32 @llvm.smin.i32(i32 %246, i32 %241)
  %248 = tail call i32 @llvm.smin.i32(i32 %247, i32 536870912)
  br label %249

249:                                              ; preds = %240, %239
  %250 = phi i32 [ %248, %240 ], [ 0, %239 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %251, label %252

251:                                              ; preds = %249
  store i32 %250, ptr %58, align 4, !tbaa !6
  br label %252

252:                                              ; preds = %251, %249
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %253, label %262

253:                                              ; preds = %252
  %254 = load i32, ptr %58, align 4, !tbaa !6
  %255 = getelementptr inbounds nuw i8, ptr %56, i64 60
  %256 = load i32, ptr %255, align 4, !tbaa !6
  %257 = getelementptr inbounds nuw i8, ptr %59, i64 1020
  %258 = load i32, ptr %257, align 4, !tbaa !6
  %259 = add nsw i32 %258, %256
  %260 = tail call i32 @llvm.smin.i32(i32 %259, i32 %254)
  %261 = tail call i32 @llvm.smin.i32(i32 %260, i32 536870912)
  br label %262

262:                                              ; preds = %253, %252
  %263 = phi i32 [ %261, %253 ], [ 0, %252 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %264, label %265

264:                                              ; preds = %262
  store i32 %263, ptr %58, align 4, !tbaa !6
  br label %265

265:                                              ; preds = %264, %262
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %266 = shl nuw nsw i32 %2, 4
  %267 = add nuw nsw i32 %266, %15
  %268 = add nuw nsw i32 %266, %18
  %269 = icmp slt i32 %267, %1
  %270 = select i1 %23, i1 %269, i1 false
  %271 = icmp slt i32 %268, %1
  %272 = select i1 %270, i1 %271, i1 false
  br i1 %272, label %273, label %281

273:                                              ; preds = %265
  %274 = load i32, ptr %58, align 4, !tbaa !6
  %275 = zext nneg i32 %267 to i64
  %276 = zext nneg i32 %1 to i64
  %277 = mul nuw nsw i64 %275, %276
  %278 = zext nneg i32 %268 to i64
  %279 = getelementptr i32, ptr %0, i64 %277
  %280 = getelementptr i32, ptr %279, i64 %278
  store i32 %274, ptr %280, align 4, !tbaa !6
  br label %281

281:                                              ; preds = %265, %273, %3, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fw_phase_rowcol(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add nsw i32 %1, 15
  %5 = sdiv i32 %4, 16
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %1, 1
  %8 = icmp slt i32 %2, 0
  %9 = or i1 %7, %8
  %10 = icmp sge i32 %2, %5
  %11 = icmp sge i32 %6, %5
  %12 = or i1 %10, %11
  %13 = select i1 %9, i1 true, i1 %12
  %14 = icmp eq i32 %6, %2
  %15 = or i1 %14, %13
  br i1 %15, label %154, label %16

16:                                               ; preds = %3
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = icmp samesign ugt i32 %17, 1
  br i1 %18, label %154, label %19

19:                                               ; preds = %16
  %20 = icmp eq i32 %17, 0
  %21 = select i1 %20, i32 %2, i32 %6
  %22 = select i1 %20, i32 %6, i32 %2
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul nuw nsw i32 %23, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add nuw nsw i32 %25, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %29 = mul nuw nsw i32 %24, %28
  %30 = or i32 %26, %23
  %31 = icmp samesign ult i32 %30, 16
  %32 = icmp samesign ult i32 %27, 256
  br i1 %32, label %33, label %92

33:                                               ; preds = %19
  %34 = shl nuw nsw i32 %2, 4
  %35 = zext nneg i32 %1 to i64
  br label %40

36:                                               ; preds = %58
  %37 = shl nsw i32 %21, 4
  %38 = shl nsw i32 %22, 4
  %39 = zext nneg i32 %1 to i64
  br label %66

40:                                               ; preds = %33, %58
  %41 = phi i32 [ %27, %33 ], [ %64, %58 ]
  %42 = lshr i32 %41, 4
  %43 = and i32 %41, 15
  %44 = or disjoint i32 %42, %34
  %45 = or disjoint i32 %43, %34
  %46 = icmp slt i32 %44, %1
  %47 = icmp slt i32 %45, %1
  %48 = select i1 %46, i1 %47, i1 false
  br i1 %48, label %49, label %58

49:                                               ; preds = %40
  %50 = zext nneg i32 %44 to i64
  %51 = mul nuw nsw i64 %50, %35
  %52 = getelementptr i32, ptr %0, i64 %51
  %53 = zext nneg i32 %45 to i64
  %54 = getelementptr i32, ptr %52, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %55, i32 0)
  %57 = tail call i32 @llvm.umin.i32(i32 %56, i32 536870912)
  br label %58

58:                                               ; preds = %49, %40
  %59 = phi i32 [ %57, %49 ], [ 536870912, %40 ]
  %60 = zext nneg i32 %42 to i64
  %61 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE6s_diag to ptr), i64 %60
  %62 = zext nneg i32 %43 to i64
  %63 = getelementptr inbounds nuw i32, ptr %61, i64 %62
  store i32 %59, ptr %63, align 4, !tbaa !6
  %64 = add nuw nsw i32 %41, %29
  %65 = icmp samesign ult i32 %64, 256
  br i1 %65, label %40, label %36, !llvm.loop !11

66:                                               ; preds = %36, %84
  %67 = phi i32 [ %27, %36 ], [ %90, %84 ]
  %68 = lshr i32 %67, 4
  %69 = and i32 %67, 15
  %70 = add nuw nsw i32 %68, %37
  %71 = or disjoint i32 %69, %38
  %72 = icmp slt i32 %70, %1
  %73 = icmp slt i32 %71, %1
  %74 = select i1 %72, i1 %73, i1 false
  br i1 %74, label %75, label %84

75:                                               ; preds = %66
  %76 = zext nneg i32 %70 to i64
  %77 = mul nuw nsw i64 %76, %39
  %78 = getelementptr i32, ptr %0, i64 %77
  %79 = zext nneg i32 %71 to i64
  %80 = getelementptr i32, ptr %78, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %81, i32 0)
  %83 = tail call i32 @llvm.umin.i32(i32 %82, i32 536870912)
  br label %84

84:                                               ; preds = %75, %66
  %85 = phi i32 [ %83, %75 ], [ 536870912, %66 ]
  %86 = zext nneg i32 %68 to i64
  %87 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %86
  %88 = zext nneg i32 %69 to i64
  %89 = getelementptr inbounds nuw i32, ptr %87, i64 %88
  store i32 %85, ptr %89, align 4, !tbaa !6
  %90 = add nuw nsw i32 %67, %29
  %91 = icmp samesign ult i32 %90, 256
  br i1 %91, label %66, label %92, !llvm.loop !11

92:                                               ; preds = %84, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = zext nneg i32 %23 to i64
  %94 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %93
  %95 = zext nneg i32 %26 to i64
  %96 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE6s_diag to ptr), i64 %93
  %97 = getelementptr inbounds nuw i32, ptr %94, i64 %95
  %98 = select i1 %20, ptr %96, ptr %94
  %99 = select i1 %20, ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE6s_diag to ptr)
  %100 = getelementptr inbounds nuw i32, ptr %99, i64 %95
  %101 = select i1 %20, ptr %96, ptr %94
  %102 = select i1 %20, ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE6s_diag to ptr)
  %103 = getelementptr inbounds nuw i32, ptr %102, i64 %95
  br label %113

104:                                              ; preds = %143
  %105 = shl nsw i32 %21, 4
  %106 = add nuw nsw i32 %105, %23
  %107 = shl nsw i32 %22, 4
  %108 = add nuw nsw i32 %107, %26
  %109 = icmp slt i32 %106, %1
  %110 = select i1 %31, i1 %109, i1 false
  %111 = icmp slt i32 %108, %1
  %112 = select i1 %110, i1 %111, i1 false
  br i1 %112, label %146, label %154

113:                                              ; preds = %143, %92
  %114 = phi i32 [ 0, %92 ], [ %144, %143 ]
  br i1 %31, label %115, label %125

115:                                              ; preds = %113
  %116 = zext nneg i32 %114 to i64
  %117 = getelementptr inbounds nuw i32, ptr %98, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = getelementptr inbounds nuw [17 x i32], ptr %100, i64 %116
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = add nsw i32 %120, %118
  %122 = load i32, ptr %97, align 4, !tbaa !6
  %123 = tail call i32 @llvm.smin.i32(i32 %121, i32 %122)
  %124 = tail call i32 @llvm.smin.i32(i32 %123, i32 536870912)
  br label %125

125:                                              ; preds = %115, %113
  %126 = phi i32 [ %124, %115 ], [ 0, %113 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %127, label %128

127:                                              ; preds = %125
  store i32 %126, ptr %97, align 4, !tbaa !6
  br label %128

128:                                              ; preds = %127, %125
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %129, label %140

129:                                              ; preds = %128
  %130 = or disjoint i32 %114, 1
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw i32, ptr %101, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = getelementptr inbounds nuw [17 x i32], ptr %103, i64 %131
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = add nsw i32 %135, %133
  %137 = load i32, ptr %97, align 4, !tbaa !6
  %138 = tail call i32 @llvm.smin.i32(i32 %136, i32 %137)
  %139 = tail call i32 @llvm.smin.i32(i32 %138, i32 536870912)
  br label %140

140:                                              ; preds = %129, %128
  %141 = phi i32 [ %139, %129 ], [ 0, %128 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %142, label %143

142:                                              ; preds = %140
  store i32 %141, ptr %97, align 4, !tbaa !6
  br label %143

143:                                              ; preds = %142, %140
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %144 = add nuw nsw i32 %114, 2
  %145 = icmp eq i32 %144, 16
  br i1 %145, label %104, label %113, !llvm.loop !13

146:                                              ; preds = %104
  %147 = load i32, ptr %97, align 4, !tbaa !6
  %148 = zext nneg i32 %106 to i64
  %149 = zext nneg i32 %1 to i64
  %150 = mul nuw nsw i64 %148, %149
  %151 = zext nneg i32 %108 to i64
  %152 = getelementptr i32, ptr %0, i64 %150
  %153 = getelementptr i32, ptr %152, i64 %151
  store i32 %147, ptr %153, align 4, !tbaa !6
  br label %154

154:                                              ; preds = %104, %146, %3, %16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fw_phase_independent(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add nsw i32 %1, 15
  %5 = sdiv i32 %4, 16
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = icmp slt i32 %1, 1
  %9 = icmp slt i32 %2, 0
  %10 = or i1 %8, %9
  %11 = icmp sge i32 %2, %5
  %12 = icmp sge i32 %6, %5
  %13 = or i1 %11, %12
  %14 = icmp sge i32 %7, %5
  %15 = or i1 %14, %13
  %16 = select i1 %10, i1 true, i1 %15
  %17 = icmp eq i32 %6, %2
  %18 = or i1 %17, %16
  %19 = icmp eq i32 %7, %2
  %20 = or i1 %19, %18
  br i1 %20, label %209, label %21

21:                                               ; preds = %3
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul nuw nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add nuw nsw i32 %24, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %28 = mul nuw nsw i32 %23, %27
  %29 = icmp samesign ult i32 %26, 256
  br i1 %29, label %30, label %34

30:                                               ; preds = %21
  %31 = shl nuw nsw i32 %2, 4
  %32 = shl nuw nsw i32 %7, 4
  %33 = zext nneg i32 %1 to i64
  br label %39

34:                                               ; preds = %57, %21
  %35 = shl nuw nsw i32 %6, 4
  br i1 %29, label %36, label %91

36:                                               ; preds = %34
  %37 = shl nsw i32 %2, 4
  %38 = zext nneg i32 %1 to i64
  br label %65

39:                                               ; preds = %30, %57
  %40 = phi i32 [ %26, %30 ], [ %63, %57 ]
  %41 = lshr i32 %40, 4
  %42 = and i32 %40, 15
  %43 = add nuw nsw i32 %41, %31
  %44 = or disjoint i32 %42, %32
  %45 = icmp slt i32 %43, %1
  %46 = icmp slt i32 %44, %1
  %47 = select i1 %45, i1 %46, i1 false
  br i1 %47, label %48, label %57

48:                                               ; preds = %39
  %49 = zext nneg i32 %43 to i64
  %50 = mul nuw nsw i64 %49, %33
  %51 = getelementptr i32, ptr %0, i64 %50
  %52 = zext nneg i32 %44 to i64
  %53 = getelementptr i32, ptr %51, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %54, i32 0)
  %56 = tail call i32 @llvm.umin.i32(i32 %55, i32 536870912)
  br label %57

57:                                               ; preds = %48, %39
  %58 = phi i32 [ %56, %48 ], [ 536870912, %39 ]
  %59 = zext nneg i32 %41 to i64
  %60 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_row to ptr), i64 %59
  %61 = zext nneg i32 %42 to i64
  %62 = getelementptr inbounds nuw i32, ptr %60, i64 %61
  store i32 %58, ptr %62, align 4, !tbaa !6
  %63 = add nuw nsw i32 %40, %28
  %64 = icmp samesign ult i32 %63, 256
  br i1 %64, label %39, label %34, !llvm.loop !11

65:                                               ; preds = %36, %83
  %66 = phi i32 [ %26, %36 ], [ %89, %83 ]
  %67 = lshr i32 %66, 4
  %68 = and i32 %66, 15
  %69 = add nuw nsw i32 %67, %35
  %70 = or disjoint i32 %68, %37
  %71 = icmp slt i32 %69, %1
  %72 = icmp slt i32 %70, %1
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %74, label %83

74:                                               ; preds = %65
  %75 = zext nneg i32 %69 to i64
  %76 = mul nuw nsw i64 %75, %38
  %77 = getelementptr i32, ptr %0, i64 %76
  %78 = zext nneg i32 %70 to i64
  %79 = getelementptr i32, ptr %77, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %80, i32 0)
  %82 = tail call i32 @llvm.umin.i32(i32 %81, i32 536870912)
  br label %83

83:                                               ; preds = %74, %65
  %84 = phi i32 [ %82, %74 ], [ 536870912, %65 ]
  %85 = zext nneg i32 %67 to i64
  %86 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_col to ptr), i64 %85
  %87 = zext nneg i32 %68 to i64
  %88 = getelementptr inbounds nuw i32, ptr %86, i64 %87
  store i32 %84, ptr %88, align 4, !tbaa !6
  %89 = add nuw nsw i32 %66, %28
  %90 = icmp samesign ult i32 %89, 256
  br i1 %90, label %65, label %91, !llvm.loop !11

91:                                               ; preds = %83, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = add nuw nsw i32 %35, %22
  %93 = shl nsw i32 %7, 4
  %94 = add nuw nsw i32 %93, %25
  %95 = or i32 %25, %22
  %96 = icmp samesign ult i32 %95, 16
  %97 = icmp slt i32 %92, %1
  %98 = select i1 %96, i1 %97, i1 false
  %99 = icmp slt i32 %94, %1
  %100 = select i1 %98, i1 %99, i1 false
  br i1 %100, label %101, label %209

101:                                              ; preds = %91
  %102 = zext nneg i32 %92 to i64
  %103 = zext nneg i32 %1 to i64
  %104 = mul nuw nsw i64 %103, %102
  %105 = zext nneg i32 %94 to i64
  %106 = getelementptr i32, ptr %0, i64 %104
  %107 = getelementptr i32, ptr %106, i64 %105
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %108, i32 0)
  %110 = tail call i32 @llvm.umin.i32(i32 %109, i32 536870912)
  %111 = zext nneg i32 %22 to i64
  %112 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_col to ptr), i64 %111
  %113 = zext nneg i32 %25 to i64
  %114 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_row to ptr), i64 %113
  %115 = load i32, ptr %112, align 4, !tbaa !6
  %116 = load i32, ptr %114, align 4, !tbaa !6
  %117 = add nsw i32 %116, %115
  %118 = tail call i32 @llvm.smin.i32(i32 %117, i32 %110)
  %119 = getelementptr inbounds nuw i8, ptr %112, i64 4
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = getelementptr inbounds nuw i8, ptr %114, i64 68
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = add nsw i32 %122, %120
  %124 = tail call i32 @llvm.smin.i32(i32 %118, i32 %123)
  %125 = getelementptr inbounds nuw i8, ptr %112, i64 8
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = getelementptr inbounds nuw i8, ptr %114, i64 136
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = add nsw i32 %128, %126
  %130 = tail call i32 @llvm.smin.i32(i32 %124, i32 %129)
  %131 = getelementptr inbounds nuw i8, ptr %112, i64 12
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = getelementptr inbounds nuw i8, ptr %114, i64 204
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = add nsw i32 %134, %132
  %136 = tail call i32 @llvm.smin.i32(i32 %130, i32 %135)
  %137 = getelementptr inbounds nuw i8, ptr %112, i64 16
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = getelementptr inbounds nuw i8, ptr %114, i64 272
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = add nsw i32 %140, %138
  %142 = tail call i32 @llvm.smin.i32(i32 %136, i32 %141)
  %143 = getelementptr inbounds nuw i8, ptr %112, i64 20
  %144 = load i32, ptr %143, align 4, !tbaa !6
  %145 = getelementptr inbounds nuw i8, ptr %114, i64 340
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = add nsw i32 %146, %144
  %148 = tail call i32 @llvm.smin.i32(i32 %142, i32 %147)
  %149 = getelementptr inbounds nuw i8, ptr %112, i64 24
  %150 = load i32, ptr %149, align 4, !tbaa !6
  %151 = getelementptr inbounds nuw i8, ptr %114, i64 408
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = add nsw i32 %152, %150
  %154 = tail call i32 @llvm.smin.i32(i32 %148, i32 %153)
  %155 = getelementptr inbounds nuw i8, ptr %112, i64 28
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = getelementptr inbounds nuw i8, ptr %114, i64 476
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = add nsw i32 %158, %156
  %160 = tail call i32 @llvm.smin.i32(i32 %154, i32 %159)
  %161 = getelementptr inbounds nuw i8, ptr %112, i64 32
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = getelementptr inbounds nuw i8, ptr %114, i64 544
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = add nsw i32 %164, %162
  %166 = tail call i32 @llvm.smin.i32(i32 %160, i32 %165)
  %167 = getelementptr inbounds nuw i8, ptr %112, i64 36
  %168 = load i32, ptr %167, align 4, !tbaa !6
  %169 = getelementptr inbounds nuw i8, ptr %114, i64 612
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = add nsw i32 %170, %168
  %172 = tail call i32 @llvm.smin.i32(i32 %166, i32 %171)
  %173 = getelementptr inbounds nuw i8, ptr %112, i64 40
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = getelementptr inbounds nuw i8, ptr %114, i64 680
  %176 = load i32, ptr %175, align 4, !tbaa !6
  %177 = add nsw i32 %176, %174
  %178 = tail call i32 @llvm.smin.i32(i32 %172, i32 %177)
  %179 = getelementptr inbounds nuw i8, ptr %112, i64 44
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = getelementptr inbounds nuw i8, ptr %114, i64 748
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = add nsw i32 %182, %180
  %184 = tail call i32 @llvm.smin.i32(i32 %178, i32 %183)
  %185 = getelementptr inbounds nuw i8, ptr %112, i64 48
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = getelementptr inbounds nuw i8, ptr %114, i64 816
  %188 = load i32, ptr %187, align 4, !tbaa !6
  %189 = add nsw i32 %188, %186
  %190 = tail call i32 @llvm.smin.i32(i32 %184, i32 %189)
  %191 = getelementptr inbounds nuw i8, ptr %112, i64 52
  %192 = load i32, ptr %191, align 4, !tbaa !6
  %193 = getelementptr inbounds nuw i8, ptr %114, i64 884
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = add nsw i32 %194, %192
  %196 = tail call i32 @llvm.smin.i32(i32 %190, i32 %195)
  %197 = getelementptr inbounds nuw i8, ptr %112, i64 56
  %198 = load i32, ptr %197, align 4, !tbaa !6
  %199 = getelementptr inbounds nuw i8, ptr %114, i64 952
  %200 = load i32, ptr %199, align 4, !tbaa !6
  %201 = add nsw i32 %200, %198
  %202 = tail call i32 @llvm.smin.i32(i32 %196, i32 %201)
  %203 = getelementptr inbounds nuw i8, ptr %112, i64 60
  %204 = load i32, ptr %203, align 4, !tbaa !6
  %205 = getelementptr inbounds nuw i8, ptr %114, i64 1020
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = add nsw i32 %206, %204
  %208 = tail call i32 @llvm.smin.i32(i32 %202, i32 %207)
  store i32 %208, ptr %107, align 4, !tbaa !6
  br label %209

209:                                              ; preds = %101, %91, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !12}
