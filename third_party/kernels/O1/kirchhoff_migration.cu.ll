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
  %57 = tail call i32 @llvm.smin.i32(i32 %56, i32 128)
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
  %93 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %92) #7
  %94 = fmul contract float %89, %89
  %95 = fmul contract float %38, %94
  %96 = fadd contract float %40, %95
  %97 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %96) #7
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
  br i1 %128, label %129, label %74, !llvm.loop !21

129:                                              ; preds = %125, %61
  %130 = phi float [ %54, %61 ], [ %126, %125 ]
  %131 = add nuw nsw i32 %55, 128
  %132 = icmp slt i32 %131, %2
  %133 = add i32 %53, -128
  br i1 %132, label %52, label %50, !llvm.loop !22

134:                                              ; preds = %50
  %135 = zext nneg i32 %15 to i64
  %136 = sext i32 %6 to i64
  %137 = mul nsw i64 %136, %135
  %138 = sext i32 %14 to i64
  %139 = getelementptr float, ptr %5, i64 %137
  %140 = getelementptr float, ptr %139, i64 %138
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
  br i1 %22, label %23, label %197

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
  br i1 %33, label %197, label %34

34:                                               ; preds = %23
  %35 = zext nneg i32 %5 to i64
  %36 = zext nneg i32 %25 to i64
  %37 = mul nuw nsw i64 %36, %35
  %38 = zext nneg i32 %29 to i64
  %39 = mul i64 %37, %38
  %40 = icmp ugt i64 %39, %6
  br i1 %40, label %197, label %41

41:                                               ; preds = %34
  %42 = sitofp i32 %16 to float
  %43 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %44 = load float, ptr %43, align 4, !tbaa !23
  %45 = fmul contract float %44, %42
  %46 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %47 = load float, ptr %46, align 4, !tbaa !25
  %48 = fdiv contract float %45, %47
  %49 = tail call noundef float @llvm.maxnum.f32(float %48, float 0.000000e+00)
  %50 = uitofp nneg i32 %25 to float
  %51 = fadd contract float %50, 0xBFF00418A0000000
  %52 = tail call noundef float @llvm.minnum.f32(float %49, float %51)
  %53 = uitofp nneg i32 %21 to float
  %54 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %55 = load float, ptr %54, align 4, !tbaa !26
  %56 = fmul contract float %55, %53
  %57 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %58 = load float, ptr %57, align 4, !tbaa !27
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
  %76 = zext nneg i32 %25 to i64
  %77 = zext nneg i32 %29 to i64
  %78 = mul nuw nsw i64 %77, %76
  %79 = sext i32 %64 to i64
  %80 = mul nsw i64 %79, %77
  %81 = sext i32 %65 to i64
  %82 = add nsw i64 %80, %81
  %83 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %84 = load float, ptr %83, align 4, !tbaa !28
  %85 = fdiv contract float 1.000000e+00, %84
  %86 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %87 = load i32, ptr %86, align 4, !tbaa !29
  %88 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %87, i32 0)
  %89 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %88, i32 8)
  %90 = add nuw nsw i32 %89, 1
  %91 = mul nuw nsw i32 %90, %90
  %92 = uitofp nneg i32 %91 to float
  %93 = fdiv contract float 1.000000e+00, %92
  %94 = getelementptr float, ptr %4, i64 %82
  %95 = getelementptr float, ptr %4, i64 %82
  %96 = icmp sgt i32 %2, 0
  br i1 %96, label %97, label %103

97:                                               ; preds = %41
  %98 = add nuw nsw i32 %29, 1
  %99 = zext nneg i32 %98 to i64
  %100 = sext i32 %3 to i64
  %101 = uitofp nneg i32 %90 to float
  %102 = icmp slt i32 %87, 1
  br label %113

103:                                              ; preds = %193, %41
  %104 = phi float [ 0.000000e+00, %41 ], [ %194, %193 ]
  %105 = zext nneg i32 %21 to i64
  %106 = sext i32 %8 to i64
  %107 = mul nsw i64 %106, %105
  %108 = sext i32 %16 to i64
  %109 = getelementptr float, ptr %7, i64 %107
  %110 = getelementptr float, ptr %109, i64 %108
  %111 = load float, ptr %110, align 4, !tbaa !16
  %112 = fadd contract float %104, %111
  store float %112, ptr %110, align 4, !tbaa !16
  br label %197

113:                                              ; preds = %97, %193
  %114 = phi float [ 0.000000e+00, %97 ], [ %194, %193 ]
  %115 = phi i32 [ 0, %97 ], [ %195, %193 ]
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw %struct.int2, ptr %1, i64 %116
  %118 = load i32, ptr %117, align 8, !tbaa !6
  %119 = getelementptr inbounds nuw i8, ptr %117, i64 4
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = icmp ult i32 %118, %5
  %122 = icmp ult i32 %120, %5
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %124, label %193

124:                                              ; preds = %113
  %125 = zext nneg i32 %118 to i64
  %126 = mul i64 %78, %125
  %127 = getelementptr float, ptr %94, i64 %126
  %128 = zext nneg i32 %120 to i64
  %129 = mul i64 %78, %128
  %130 = getelementptr float, ptr %95, i64 %129
  %131 = load float, ptr %127, align 4, !tbaa !16
  %132 = fmul contract float %72, %131
  %133 = getelementptr inbounds nuw i8, ptr %127, i64 4
  %134 = load float, ptr %133, align 4, !tbaa !16
  %135 = fmul contract float %73, %134
  %136 = fadd contract float %132, %135
  %137 = getelementptr inbounds nuw float, ptr %127, i64 %77
  %138 = load float, ptr %137, align 4, !tbaa !16
  %139 = fmul contract float %74, %138
  %140 = fadd contract float %136, %139
  %141 = getelementptr inbounds nuw float, ptr %127, i64 %99
  %142 = load float, ptr %141, align 4, !tbaa !16
  %143 = fmul contract float %75, %142
  %144 = fadd contract float %140, %143
  %145 = load float, ptr %130, align 4, !tbaa !16
  %146 = fmul contract float %72, %145
  %147 = fadd contract float %144, %146
  %148 = getelementptr inbounds nuw i8, ptr %130, i64 4
  %149 = load float, ptr %148, align 4, !tbaa !16
  %150 = fmul contract float %73, %149
  %151 = fadd contract float %147, %150
  %152 = getelementptr inbounds nuw float, ptr %130, i64 %77
  %153 = load float, ptr %152, align 4, !tbaa !16
  %154 = fmul contract float %74, %153
  %155 = fadd contract float %151, %154
  %156 = getelementptr inbounds nuw float, ptr %130, i64 %99
  %157 = load float, ptr %156, align 4, !tbaa !16
  %158 = fmul contract float %75, %157
  %159 = fadd contract float %155, %158
  %160 = fmul contract float %85, %159
  %161 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %160)
  %162 = icmp sge i32 %161, %89
  %163 = add nsw i32 %161, %89
  %164 = icmp slt i32 %163, %3
  %165 = select i1 %162, i1 %164, i1 false
  br i1 %165, label %166, label %193

166:                                              ; preds = %124
  %167 = mul nsw i64 %116, %100
  %168 = getelementptr inbounds nuw float, ptr %0, i64 %167
  %169 = zext nneg i32 %161 to i64
  %170 = getelementptr inbounds nuw float, ptr %168, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !16
  %172 = fmul contract float %171, %101
  br i1 %102, label %173, label %176

173:                                              ; preds = %176, %166
  %174 = phi float [ %172, %166 ], [ %190, %176 ]
  %175 = tail call noundef float @llvm.fma.f32(float %174, float %93, float %114)
  br label %193

176:                                              ; preds = %166, %176
  %177 = phi i32 [ %191, %176 ], [ 1, %166 ]
  %178 = phi float [ %190, %176 ], [ %172, %166 ]
  %179 = sub nuw nsw i32 %90, %177
  %180 = uitofp nneg i32 %179 to float
  %181 = zext nneg i32 %177 to i64
  %182 = getelementptr inbounds nuw float, ptr %170, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !16
  %184 = sub nsw i32 0, %177
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr %170, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !16
  %188 = fadd contract float %183, %187
  %189 = fmul contract float %188, %180
  %190 = fadd contract float %178, %189
  %191 = add nuw nsw i32 %177, 1
  %192 = icmp eq i32 %177, %89
  br i1 %192, label %173, label %176, !llvm.loop !30

193:                                              ; preds = %173, %124, %113
  %194 = phi float [ %114, %113 ], [ %175, %173 ], [ %114, %124 ]
  %195 = add nuw nsw i32 %115, 1
  %196 = icmp eq i32 %195, %2
  br i1 %196, label %103, label %113, !llvm.loop !31

197:                                              ; preds = %34, %11, %23, %103
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = distinct !{!22, !19, !20}
!23 = !{!24, !13, i64 16}
!24 = !{!"_ZTS14DepthMigParams", !7, i64 0, !7, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !7, i64 28}
!25 = !{!24, !13, i64 8}
!26 = !{!24, !13, i64 20}
!27 = !{!24, !13, i64 12}
!28 = !{!24, !13, i64 24}
!29 = !{!24, !7, i64 28}
!30 = distinct !{!30, !19, !20}
!31 = distinct !{!31, !19, !20}
