; ModuleID = 'src/kirchhoff_migration.cu'
source_filename = "src/kirchhoff_migration.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.TimeMigParams = type { float, float, float, float, float }
%struct.DepthMigParams = type { i32, i32, float, float, float, float, float, i32 }
%struct.int2 = type { i32, i32 }

@_ZZ18kirchhoff_time_dsrE6s_geom = internal unnamed_addr addrspace(3) global [128 x %struct.float2.0] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @kirchhoff_time_dsr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noundef readonly byval(%struct.TimeMigParams) align 4 captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = icmp slt i32 %14, %6
  %17 = icmp slt i32 %15, %7
  %18 = and i1 %16, %17
  %19 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %20 = load float, ptr %19, align 4, !tbaa !11
  %21 = uitofp nneg i32 %15 to float
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %23 = load float, ptr %22, align 4, !tbaa !14
  %24 = fmul contract float %23, %21
  %25 = fadd contract float %20, %24
  %26 = sitofp i32 %14 to float
  %27 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !15
  %29 = fmul contract float %28, %26
  br i1 %18, label %30, label %36

30:                                               ; preds = %9
  %31 = sext i32 %14 to i64
  %32 = getelementptr inbounds float, ptr %4, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !16
  %34 = tail call noundef float @llvm.maxnum.f32(float %33, float 1.000000e+00)
  %35 = fmul contract float %34, %34
  br label %36

36:                                               ; preds = %9, %30
  %37 = phi float [ %35, %30 ], [ 1.000000e+00, %9 ]
  %38 = fdiv contract float 1.000000e+00, %37
  %39 = fmul contract float %29, 2.500000e-01
  %40 = fmul contract float %29, %39
  %41 = load float, ptr %8, align 4, !tbaa !17
  %42 = fdiv contract float 1.000000e+00, %41
  %43 = icmp sgt i32 %2, 0
  br i1 %43, label %44, label %50

44:                                               ; preds = %36
  %45 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %46 = load float, ptr %45, align 4
  %47 = add nsw i32 %3, -1
  %48 = sitofp i32 %47 to float
  %49 = sext i32 %3 to i64
  br label %52

50:                                               ; preds = %129, %36
  %51 = phi float [ 0.000000e+00, %36 ], [ %130, %129 ]
  br i1 %18, label %134, label %141

52:                                               ; preds = %44, %129
  %53 = phi i32 [ %2, %44 ], [ %133, %129 ]
  %54 = phi float [ 0.000000e+00, %44 ], [ %130, %129 ]
  %55 = phi i32 [ 0, %44 ], [ %131, %129 ]
  %56 = tail call i32 @llvm.smax.i32(i32 %53, i32 1)
  %57 = tail call i32 @llvm.umin.i32(i32 %56, i32 128)
  %58 = sub nsw i32 %2, %55
  %59 = tail call noundef i32 @llvm.smin.i32(i32 %58, i32 128)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = icmp slt i32 %13, %59
  br i1 %60, label %64, label %61

61:                                               ; preds = %64, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = icmp sgt i32 %58, 0
  %63 = and i1 %18, %62
  br i1 %63, label %74, label %129

64:                                               ; preds = %52, %64
  %65 = phi i32 [ %72, %64 ], [ %13, %52 ]
  %66 = add nuw nsw i32 %65, %55
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %67
  %69 = zext nneg i32 %65 to i64
  %70 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ18kirchhoff_time_dsrE6s_geom to ptr), i64 %69
  %71 = load i64, ptr %68, align 8
  store i64 %71, ptr %70, align 8
  %72 = add nuw nsw i32 %65, %11
  %73 = icmp slt i32 %72, %59
  br i1 %73, label %64, label %61, !llvm.loop !18

74:                                               ; preds = %61, %125
  %75 = phi float [ %126, %125 ], [ %54, %61 ]
  %76 = phi i32 [ %127, %125 ], [ 0, %61 ]
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ18kirchhoff_time_dsrE6s_geom to ptr), i64 %77
  %79 = load float, ptr %78, align 8, !tbaa !16
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 4
  %81 = load float, ptr %80, align 4, !tbaa !16
  %82 = fadd contract float %79, %81
  %83 = fmul contract float %82, 5.000000e-01
  %84 = fsub contract float %83, %25
  %85 = tail call noundef float @llvm.nvvm.fabs.f32(float %84)
  %86 = fcmp contract ogt float %85, %46
  br i1 %86, label %125, label %87

87:                                               ; preds = %74
  %88 = fsub contract float %25, %79
  %89 = fsub contract float %25, %81
  %90 = fmul contract float %88, %88
  %91 = fmul contract float %38, %90
  %92 = fadd contract float %40, %91
  %93 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %92) #8
  %94 = fmul contract float %89, %89
  %95 = fmul contract float %38, %94
  %96 = fadd contract float %40, %95
  %97 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %96) #8
  %98 = fadd contract float %93, %97
  %99 = fmul contract float %42, %98
  %100 = fcmp contract ult float %99, %48
  br i1 %100, label %101, label %125

101:                                              ; preds = %87
  %102 = fptosi float %99 to i32
  %103 = sitofp i32 %102 to float
  %104 = fsub contract float %99, %103
  %105 = add nuw nsw i32 %76, %55
  %106 = zext nneg i32 %105 to i64
  %107 = mul nsw i64 %106, %49
  %108 = getelementptr inbounds nuw float, ptr %0, i64 %107
  %109 = sext i32 %102 to i64
  %110 = getelementptr float, ptr %108, i64 %109
  %111 = getelementptr i8, ptr %110, i64 4
  %112 = load float, ptr %111, align 4, !tbaa !16
  %113 = load float, ptr %110, align 4, !tbaa !16
  %114 = fsub contract float %112, %113
  %115 = tail call noundef float @llvm.fma.f32(float %104, float %114, float %113)
  %116 = fcmp contract ogt float %98, 0.000000e+00
  br i1 %116, label %117, label %122

117:                                              ; preds = %101
  %118 = fmul contract float %98, %98
  %119 = fmul contract float %98, %118
  %120 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %119)
  %121 = fmul contract float %29, %120
  br label %122

122:                                              ; preds = %101, %117
  %123 = phi contract float [ %121, %117 ], [ 0.000000e+00, %101 ]
  %124 = tail call noundef float @llvm.fma.f32(float %123, float %115, float %75)
  br label %125

125:                                              ; preds = %122, %87, %74
  %126 = phi float [ %75, %74 ], [ %124, %122 ], [ %75, %87 ]
  %127 = add nuw nsw i32 %76, 1
  %128 = icmp eq i32 %127, %57
  br i1 %128, label %129, label %74, !llvm.loop !20

129:                                              ; preds = %125, %61
  %130 = phi float [ %54, %61 ], [ %126, %125 ]
  %131 = add nuw nsw i32 %55, 128
  %132 = icmp slt i32 %131, %2
  %133 = add i32 %53, -128
  br i1 %132, label %52, label %50, !llvm.loop !21

134:                                              ; preds = %50
  %135 = zext nneg i32 %15 to i64
  %136 = sext i32 %6 to i64
  %137 = mul nsw i64 %136, %135
  %138 = getelementptr float, ptr %5, i64 %137
  %139 = sext i32 %14 to i64
  %140 = getelementptr float, ptr %138, i64 %139
  store float %51, ptr %140, align 4, !tbaa !16
  br label %141

141:                                              ; preds = %134, %50
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kirchhoff_depth_ttable(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noalias noundef captures(none) %7, i32 noundef %8, i32 noundef %9, ptr noundef readonly byval(%struct.DepthMigParams) align 4 captures(none) %10) local_unnamed_addr #2 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul nuw nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %21 = add nuw nsw i32 %19, %20
  %22 = icmp slt i32 %16, %8
  br i1 %22, label %23, label %264

23:                                               ; preds = %11
  %24 = icmp sge i32 %21, %9
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %25, 2
  %27 = select i1 %24, i1 true, i1 %26
  %28 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %29 = load i32, ptr %28, align 4
  %30 = icmp slt i32 %29, 2
  %31 = select i1 %27, i1 true, i1 %30
  %32 = icmp slt i32 %5, 1
  %33 = or i1 %32, %31
  br i1 %33, label %264, label %34

34:                                               ; preds = %23
  %35 = zext nneg i32 %5 to i64
  %36 = zext nneg i32 %25 to i64
  %37 = mul nuw nsw i64 %36, %35
  %38 = zext nneg i32 %29 to i64
  %39 = mul i64 %37, %38
  %40 = icmp ugt i64 %39, %6
  br i1 %40, label %264, label %41

41:                                               ; preds = %34
  %42 = sitofp i32 %16 to float
  %43 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %44 = load float, ptr %43, align 4, !tbaa !22
  %45 = fmul contract float %44, %42
  %46 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %47 = load float, ptr %46, align 4, !tbaa !24
  %48 = fdiv contract float %45, %47
  %49 = tail call noundef float @llvm.maxnum.f32(float %48, float 0.000000e+00)
  %50 = uitofp nneg i32 %25 to float
  %51 = fadd contract float %50, 0xBFF00418A0000000
  %52 = tail call noundef float @llvm.minnum.f32(float %49, float %51)
  %53 = uitofp nneg i32 %21 to float
  %54 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %55 = load float, ptr %54, align 4, !tbaa !25
  %56 = fmul contract float %55, %53
  %57 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %58 = load float, ptr %57, align 4, !tbaa !26
  %59 = fdiv contract float %56, %58
  %60 = tail call noundef float @llvm.maxnum.f32(float %59, float 0.000000e+00)
  %61 = uitofp nneg i32 %29 to float
  %62 = fadd contract float %61, 0xBFF00418A0000000
  %63 = tail call noundef float @llvm.minnum.f32(float %60, float %62)
  %64 = fptosi float %52 to i32
  %65 = fptosi float %63 to i32
  %66 = sitofp i32 %64 to float
  %67 = fsub contract float %52, %66
  %68 = sitofp i32 %65 to float
  %69 = fsub contract float %63, %68
  %70 = fsub contract float 1.000000e+00, %67
  %71 = fsub contract float 1.000000e+00, %69
  %72 = fmul contract float %70, %71
  %73 = fmul contract float %70, %69
  %74 = fmul contract float %67, %71
  %75 = fmul contract float %67, %69
  %76 = mul nuw nsw i64 %38, %36
  %77 = sext i32 %64 to i64
  %78 = mul nsw i64 %77, %38
  %79 = sext i32 %65 to i64
  %80 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %81 = load float, ptr %80, align 4, !tbaa !27
  %82 = fdiv contract float 1.000000e+00, %81
  %83 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %84 = load i32, ptr %83, align 4, !tbaa !28
  %85 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %84, i32 0)
  %86 = tail call i32 @llvm.umin.i32(i32 %85, i32 8)
  %87 = add nuw nsw i32 %86, 1
  %88 = mul nuw nsw i32 %87, %87
  %89 = uitofp nneg i32 %88 to float
  %90 = fdiv contract float 1.000000e+00, %89
  %91 = getelementptr float, ptr %4, i64 %78
  %92 = getelementptr float, ptr %91, i64 %79
  %93 = icmp sgt i32 %2, 0
  br i1 %93, label %94, label %105

94:                                               ; preds = %41
  %95 = add nuw nsw i32 %29, 1
  %96 = zext nneg i32 %95 to i64
  %97 = sext i32 %3 to i64
  %98 = uitofp nneg i32 %87 to float
  %99 = icmp slt i32 %84, 1
  %100 = and i32 %86, 3
  %101 = icmp slt i32 %84, 4
  %102 = and i32 %86, 12
  %103 = icmp eq i32 %100, 0
  %104 = icmp ne i32 %100, 0
  br label %115

105:                                              ; preds = %260, %41
  %106 = phi float [ 0.000000e+00, %41 ], [ %261, %260 ]
  %107 = zext nneg i32 %21 to i64
  %108 = sext i32 %8 to i64
  %109 = mul nsw i64 %108, %107
  %110 = sext i32 %16 to i64
  %111 = getelementptr float, ptr %7, i64 %109
  %112 = getelementptr float, ptr %111, i64 %110
  %113 = load float, ptr %112, align 4, !tbaa !16
  %114 = fadd contract float %106, %113
  store float %114, ptr %112, align 4, !tbaa !16
  br label %264

115:                                              ; preds = %94, %260
  %116 = phi float [ 0.000000e+00, %94 ], [ %261, %260 ]
  %117 = phi i32 [ 0, %94 ], [ %262, %260 ]
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw %struct.int2, ptr %1, i64 %118
  %120 = load i32, ptr %119, align 8, !tbaa !6
  %121 = getelementptr inbounds nuw i8, ptr %119, i64 4
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = icmp ult i32 %120, %5
  %124 = icmp ult i32 %122, %5
  %125 = select i1 %123, i1 %124, i1 false
  br i1 %125, label %126, label %260

126:                                              ; preds = %115
  %127 = zext nneg i32 %120 to i64
  %128 = mul i64 %76, %127
  %129 = getelementptr float, ptr %92, i64 %128
  %130 = zext nneg i32 %122 to i64
  %131 = mul i64 %76, %130
  %132 = getelementptr float, ptr %92, i64 %131
  %133 = load float, ptr %129, align 4, !tbaa !16
  %134 = fmul contract float %72, %133
  %135 = getelementptr inbounds nuw i8, ptr %129, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !16
  %137 = fmul contract float %73, %136
  %138 = fadd contract float %134, %137
  %139 = getelementptr inbounds nuw float, ptr %129, i64 %38
  %140 = load float, ptr %139, align 4, !tbaa !16
  %141 = fmul contract float %74, %140
  %142 = fadd contract float %138, %141
  %143 = getelementptr inbounds nuw float, ptr %129, i64 %96
  %144 = load float, ptr %143, align 4, !tbaa !16
  %145 = fmul contract float %75, %144
  %146 = fadd contract float %142, %145
  %147 = load float, ptr %132, align 4, !tbaa !16
  %148 = fmul contract float %72, %147
  %149 = fadd contract float %146, %148
  %150 = getelementptr inbounds nuw i8, ptr %132, i64 4
  %151 = load float, ptr %150, align 4, !tbaa !16
  %152 = fmul contract float %73, %151
  %153 = fadd contract float %149, %152
  %154 = getelementptr inbounds nuw float, ptr %132, i64 %38
  %155 = load float, ptr %154, align 4, !tbaa !16
  %156 = fmul contract float %74, %155
  %157 = fadd contract float %153, %156
  %158 = getelementptr inbounds nuw float, ptr %132, i64 %96
  %159 = load float, ptr %158, align 4, !tbaa !16
  %160 = fmul contract float %75, %159
  %161 = fadd contract float %157, %160
  %162 = fmul contract float %82, %161
  %163 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %162)
  %164 = icmp sge i32 %163, %86
  %165 = add nsw i32 %163, %86
  %166 = icmp slt i32 %165, %3
  %167 = select i1 %164, i1 %166, i1 false
  br i1 %167, label %168, label %260

168:                                              ; preds = %126
  %169 = mul nsw i64 %118, %97
  %170 = getelementptr inbounds nuw float, ptr %0, i64 %169
  %171 = zext nneg i32 %163 to i64
  %172 = getelementptr inbounds nuw float, ptr %170, i64 %171
  %173 = load float, ptr %172, align 4, !tbaa !16
  %174 = fmul contract float %173, %98
  br i1 %99, label %199, label %175

175:                                              ; preds = %168
  br i1 %101, label %177, label %202

176:                                              ; preds = %202
  br i1 %103, label %199, label %177

177:                                              ; preds = %176, %175
  %178 = phi i32 [ 1, %175 ], [ %257, %176 ]
  %179 = phi float [ %174, %175 ], [ %256, %176 ]
  tail call void @llvm.assume(i1 %104)
  br label %180

180:                                              ; preds = %180, %177
  %181 = phi i32 [ %196, %180 ], [ %178, %177 ]
  %182 = phi float [ %195, %180 ], [ %179, %177 ]
  %183 = phi i32 [ %197, %180 ], [ 0, %177 ]
  %184 = sub nuw nsw i32 %87, %181
  %185 = uitofp nneg i32 %184 to float
  %186 = zext nneg i32 %181 to i64
  %187 = getelementptr inbounds nuw float, ptr %172, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !16
  %189 = sub nsw i32 0, %181
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds float, ptr %172, i64 %190
  %192 = load float, ptr %191, align 4, !tbaa !16
  %193 = fadd contract float %188, %192
  %194 = fmul contract float %193, %185
  %195 = fadd contract float %182, %194
  %196 = add nuw nsw i32 %181, 1
  %197 = add i32 %183, 1
  %198 = icmp eq i32 %197, %100
  br i1 %198, label %199, label %180, !llvm.loop !29

199:                                              ; preds = %176, %180, %168
  %200 = phi float [ %174, %168 ], [ %256, %176 ], [ %195, %180 ]
  %201 = tail call noundef float @llvm.fma.f32(float %200, float %90, float %116)
  br label %260

202:                                              ; preds = %175, %202
  %203 = phi i32 [ %257, %202 ], [ 1, %175 ]
  %204 = phi float [ %256, %202 ], [ %174, %175 ]
  %205 = phi i32 [ %258, %202 ], [ 0, %175 ]
  %206 = sub nuw nsw i32 %87, %203
  %207 = uitofp nneg i32 %206 to float
  %208 = zext nneg i32 %203 to i64
  %209 = getelementptr inbounds nuw float, ptr %172, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !16
  %211 = sub nsw i32 0, %203
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr %172, i64 %212
  %214 = load float, ptr %213, align 4, !tbaa !16
  %215 = fadd contract float %210, %214
  %216 = fmul contract float %215, %207
  %217 = fadd contract float %204, %216
  %218 = add nuw nsw i32 %203, 1
  %219 = sub nsw i32 %86, %203
  %220 = uitofp nneg i32 %219 to float
  %221 = zext nneg i32 %218 to i64
  %222 = getelementptr inbounds nuw float, ptr %172, i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !16
  %224 = xor i32 %203, -1
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds float, ptr %172, i64 %225
  %227 = load float, ptr %226, align 4, !tbaa !16
  %228 = fadd contract float %223, %227
  %229 = fmul contract float %228, %220
  %230 = fadd contract float %217, %229
  %231 = add nuw nsw i32 %203, 2
  %232 = sub nuw nsw i32 %87, %231
  %233 = uitofp nneg i32 %232 to float
  %234 = zext nneg i32 %231 to i64
  %235 = getelementptr inbounds nuw float, ptr %172, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !16
  %237 = sub nuw nsw i32 -2, %203
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds float, ptr %172, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !16
  %241 = fadd contract float %236, %240
  %242 = fmul contract float %241, %233
  %243 = fadd contract float %230, %242
  %244 = add nuw nsw i32 %203, 3
  %245 = sub nuw nsw i32 %87, %244
  %246 = uitofp nneg i32 %245 to float
  %247 = zext nneg i32 %244 to i64
  %248 = getelementptr inbounds nuw float, ptr %172, i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !16
  %250 = sub nuw nsw i32 -3, %203
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds float, ptr %172, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !16
  %254 = fadd contract float %249, %253
  %255 = fmul contract float %254, %246
  %256 = fadd contract float %243, %255
  %257 = add nuw nsw i32 %203, 4
  %258 = add i32 %205, 4
  %259 = icmp eq i32 %258, %102
  br i1 %259, label %176, label %202, !llvm.loop !31

260:                                              ; preds = %199, %126, %115
  %261 = phi float [ %116, %115 ], [ %201, %199 ], [ %116, %126 ]
  %262 = add nuw nsw i32 %117, 1
  %263 = icmp eq i32 %262, %2
  br i1 %263, label %105, label %115, !llvm.loop !32

264:                                              ; preds = %34, %11, %23, %105
  ret void
}

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTS13TimeMigParams", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 12}
!15 = !{!12, !13, i64 4}
!16 = !{!13, !13, i64 0}
!17 = !{!12, !13, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = !{!23, !13, i64 16}
!23 = !{!"_ZTS14DepthMigParams", !7, i64 0, !7, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !7, i64 28}
!24 = !{!23, !13, i64 8}
!25 = !{!23, !13, i64 20}
!26 = !{!23, !13, i64 12}
!27 = !{!23, !13, i64 24}
!28 = !{!23, !7, i64 28}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
