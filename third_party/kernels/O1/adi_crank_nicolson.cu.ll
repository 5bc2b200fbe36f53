; ModuleID = 'src/adi_crank_nicolson.cu'
source_filename = "src/adi_crank_nicolson.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HeatStep = type { float, float, float, float }
%struct.AmericanGrid = type { i32, i32, double, double }
%struct.OptionSpec = type { float, float, float, float, float, float, float, float }
%struct.double2.0 = type { double, double }

@_ZZ15adi_y_sweep_pcrE2sa = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15adi_y_sweep_pcrE2sb = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15adi_y_sweep_pcrE2sc = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15adi_y_sweep_pcrE2sd = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ17heat_energy_deltaE3s_e = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ17heat_energy_deltaE3s_m = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @adi_x_sweep_thomas(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, ptr noundef readonly byval(%struct.HeatStep) align 4 captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp sgt i32 %4, 2
  %15 = icmp sgt i32 %5, 2
  %16 = and i1 %14, %15
  %17 = zext nneg i32 %4 to i64
  %18 = icmp uge i64 %6, %17
  %19 = select i1 %16, i1 %18, i1 false
  %20 = icmp slt i32 %13, %5
  %21 = and i1 %20, %19
  br i1 %21, label %22, label %130

22:                                               ; preds = %8
  %23 = sext i32 %13 to i64
  %24 = mul i64 %6, %23
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %26 = getelementptr inbounds nuw float, ptr %2, i64 %24
  %27 = icmp eq i32 %13, 0
  %28 = add nsw i32 %5, -1
  %29 = icmp eq i32 %13, %28
  %30 = select i1 %27, i1 true, i1 %29
  br i1 %30, label %31, label %39

31:                                               ; preds = %22, %31
  %32 = phi i32 [ %37, %31 ], [ 0, %22 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw float, ptr %25, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw float, ptr %26, i64 %33
  store float %35, ptr %36, align 4, !tbaa !11
  %37 = add nuw nsw i32 %32, 1
  %38 = icmp eq i32 %37, %4
  br i1 %38, label %130, label %31, !llvm.loop !13

39:                                               ; preds = %22
  %40 = sub i64 0, %6
  %41 = getelementptr inbounds float, ptr %25, i64 %40
  %42 = getelementptr inbounds nuw float, ptr %25, i64 %6
  %43 = getelementptr inbounds nuw float, ptr %3, i64 %24
  %44 = load float, ptr %7, align 4, !tbaa !16
  %45 = fmul contract float %44, -5.000000e-01
  %46 = fadd contract float %44, 1.000000e+00
  %47 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %48 = load float, ptr %47, align 4, !tbaa !18
  %49 = fmul contract float %48, 5.000000e-01
  %50 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %51 = load float, ptr %50, align 4, !tbaa !19
  %52 = fmul contract float %49, %51
  %53 = load float, ptr %25, align 4, !tbaa !11
  store float %53, ptr %26, align 4, !tbaa !11
  %54 = add nsw i32 %4, -1
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw float, ptr %25, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw float, ptr %26, i64 %55
  store float %57, ptr %58, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %60 = load float, ptr %59, align 4, !tbaa !20
  %61 = fmul contract float %60, 5.000000e-01
  %62 = getelementptr float, ptr %1, i64 %24
  %63 = fmul contract float %45, %53
  %64 = add nsw i32 %4, -2
  %65 = fmul contract float %45, %57
  br label %77

66:                                               ; preds = %77
  %67 = icmp sgt i32 %4, 3
  br i1 %67, label %68, label %130

68:                                               ; preds = %66
  %69 = add nsw i32 %4, -3
  %70 = mul i64 %6, %23
  %71 = zext i32 %69 to i64
  %72 = add i64 %70, %71
  %73 = shl i64 %72, 2
  %74 = getelementptr i8, ptr %2, i64 %73
  %75 = getelementptr i8, ptr %74, i64 4
  %76 = load float, ptr %75, align 4
  br label %118

77:                                               ; preds = %39, %77
  %78 = phi i32 [ 1, %39 ], [ %116, %77 ]
  %79 = phi float [ 0.000000e+00, %39 ], [ %113, %77 ]
  %80 = phi float [ 0.000000e+00, %39 ], [ %110, %77 ]
  %81 = zext nneg i32 %78 to i64
  %82 = getelementptr inbounds nuw float, ptr %25, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw float, ptr %41, i64 %81
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = fmul contract float %83, 2.000000e+00
  %87 = fsub contract float %85, %86
  %88 = getelementptr inbounds nuw float, ptr %42, i64 %81
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = fadd contract float %87, %89
  %91 = fmul contract float %61, %90
  %92 = fadd contract float %83, %91
  %93 = getelementptr float, ptr %62, i64 %81
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = fmul contract float %52, %94
  %96 = fadd contract float %95, %92
  %97 = icmp eq i32 %78, 1
  %98 = fsub contract float %96, %63
  %99 = select i1 %97, float %98, float %96
  %100 = icmp eq i32 %78, %64
  %101 = fsub contract float %99, %65
  %102 = select i1 %100, float 0.000000e+00, float %45
  %103 = select i1 %100, float %101, float %99
  %104 = select contract i1 %97, float 0.000000e+00, float %45
  %105 = fmul contract float %80, %104
  %106 = fsub contract float %46, %105
  %107 = tail call noundef float @llvm.nvvm.fabs.f32(float %106)
  %108 = fcmp contract olt float %107, 0x3BC79CA100000000
  %109 = select i1 %108, float 0x3BC79CA100000000, float %106
  %110 = fdiv contract float %102, %109
  %111 = fmul contract float %79, %104
  %112 = fsub contract float %103, %111
  %113 = fdiv contract float %112, %109
  %114 = getelementptr inbounds nuw float, ptr %43, i64 %81
  store float %110, ptr %114, align 4, !tbaa !11
  %115 = getelementptr inbounds nuw float, ptr %26, i64 %81
  store float %113, ptr %115, align 4, !tbaa !11
  %116 = add nuw nsw i32 %78, 1
  %117 = icmp eq i32 %116, %54
  br i1 %117, label %66, label %77, !llvm.loop !21

118:                                              ; preds = %68, %118
  %119 = phi float [ %76, %68 ], [ %127, %118 ]
  %120 = phi i32 [ %69, %68 ], [ %128, %118 ]
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw float, ptr %43, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = getelementptr inbounds nuw float, ptr %26, i64 %121
  %125 = fmul contract float %123, %119
  %126 = load float, ptr %124, align 4, !tbaa !11
  %127 = fsub contract float %126, %125
  store float %127, ptr %124, align 4, !tbaa !11
  %128 = add nsw i32 %120, -1
  %129 = icmp sgt i32 %120, 1
  br i1 %129, label %118, label %130, !llvm.loop !22

130:                                              ; preds = %118, %31, %66, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @adi_y_sweep_pcr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, ptr noundef readonly byval(%struct.HeatStep) align 4 captures(none) %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp samesign ugt i32 %8, 256
  br i1 %9, label %240, label %10

10:                                               ; preds = %7
  %11 = tail call range(i32 1, 10) i32 @llvm.ctpop.i32(i32 %8)
  %12 = icmp samesign ugt i32 %11, 1
  %13 = icmp slt i32 %3, 3
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %4, 3
  %16 = or i1 %14, %15
  br i1 %16, label %240, label %17

17:                                               ; preds = %10
  %18 = add nsw i32 %4, -2
  %19 = icmp sgt i32 %18, %8
  br i1 %19, label %240, label %20

20:                                               ; preds = %17
  %21 = zext nneg i32 %3 to i64
  %22 = icmp ult i64 %5, %21
  br i1 %22, label %240, label %23

23:                                               ; preds = %20
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !20
  %27 = fmul contract float %26, -5.000000e-01
  %28 = fadd contract float %26, 1.000000e+00
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %30 = load float, ptr %29, align 4, !tbaa !18
  %31 = fmul contract float %30, 5.000000e-01
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %33 = load float, ptr %32, align 4, !tbaa !19
  %34 = fmul contract float %31, %33
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = add nuw nsw i32 %35, 1
  %37 = add nsw i32 %3, -1
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %81

39:                                               ; preds = %23
  %40 = icmp slt i32 %24, %18
  %41 = zext nneg i32 %24 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %41
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %41
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %41
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %41
  %46 = add nuw nsw i32 %24, 1
  %47 = zext nneg i32 %46 to i64
  %48 = mul i64 %5, %47
  %49 = load float, ptr %6, align 4
  %50 = fmul contract float %49, 5.000000e-01
  %51 = icmp eq i32 %24, 0
  %52 = icmp eq i32 %46, %18
  %53 = add nsw i32 %4, -1
  %54 = zext nneg i32 %53 to i64
  %55 = mul i64 %5, %54
  %56 = getelementptr float, ptr %0, i64 %55
  %57 = select contract i1 %51, float 0.000000e+00, float %27
  %58 = zext nneg i32 %24 to i64
  %59 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %58
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %58
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %58
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %58
  %63 = icmp samesign ugt i32 %8, 1
  %64 = zext nneg i32 %24 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %64
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %64
  %67 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %64
  %69 = zext nneg i32 %24 to i64
  %70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %69
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %69
  %72 = add nuw nsw i32 %24, 1
  %73 = zext nneg i32 %72 to i64
  %74 = mul i64 %5, %73
  %75 = getelementptr float, ptr %2, i64 %74
  %76 = icmp eq i32 %24, 0
  %77 = add nsw i32 %4, -1
  %78 = zext nneg i32 %77 to i64
  %79 = mul i64 %5, %78
  %80 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %87

81:                                               ; preds = %224, %23
  %82 = icmp eq i32 %35, 0
  %83 = icmp slt i32 %24, %4
  %84 = and i1 %82, %83
  br i1 %84, label %85, label %240

85:                                               ; preds = %81
  %86 = add nsw i64 %21, -1
  br label %227

87:                                               ; preds = %39, %224
  %88 = phi i32 [ %36, %39 ], [ %225, %224 ]
  br i1 %40, label %89, label %122

89:                                               ; preds = %87
  %90 = sext i32 %88 to i64
  %91 = add i64 %48, %90
  %92 = getelementptr inbounds nuw float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = getelementptr i8, ptr %92, i64 -4
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = fmul contract float %93, 2.000000e+00
  %97 = fsub contract float %95, %96
  %98 = getelementptr i8, ptr %92, i64 4
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = fadd contract float %97, %99
  %101 = fmul contract float %50, %100
  %102 = fadd contract float %93, %101
  %103 = getelementptr inbounds nuw float, ptr %1, i64 %91
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fmul contract float %34, %104
  %106 = fadd contract float %105, %102
  br i1 %51, label %107, label %112

107:                                              ; preds = %89
  %108 = getelementptr inbounds float, ptr %0, i64 %90
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = fmul contract float %27, %109
  %111 = fsub contract float %106, %110
  br label %112

112:                                              ; preds = %107, %89
  %113 = phi float [ %111, %107 ], [ %106, %89 ]
  br i1 %52, label %114, label %119

114:                                              ; preds = %112
  %115 = getelementptr float, ptr %56, i64 %90
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = fmul contract float %27, %116
  %118 = fsub contract float %113, %117
  br label %119

119:                                              ; preds = %114, %112
  %120 = phi float [ 0.000000e+00, %114 ], [ %27, %112 ]
  %121 = phi float [ %118, %114 ], [ %113, %112 ]
  store float %57, ptr %59, align 4, !tbaa !11
  store float %28, ptr %60, align 4, !tbaa !11
  store float %120, ptr %61, align 4, !tbaa !11
  store float %121, ptr %62, align 4, !tbaa !11
  br label %123

122:                                              ; preds = %87
  store float 0.000000e+00, ptr %42, align 4, !tbaa !11
  store float 1.000000e+00, ptr %43, align 4, !tbaa !11
  store float 0.000000e+00, ptr %44, align 4, !tbaa !11
  store float 0.000000e+00, ptr %45, align 4, !tbaa !11
  br label %123

123:                                              ; preds = %122, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %63, label %125, label %124

124:                                              ; preds = %177, %123
  br i1 %40, label %205, label %214

125:                                              ; preds = %123, %177
  %126 = phi i32 [ %203, %177 ], [ 1, %123 ]
  %127 = sub nsw i32 %24, %126
  %128 = add nsw i32 %126, %24
  %129 = icmp sgt i32 %127, -1
  br i1 %129, label %130, label %134

130:                                              ; preds = %125
  %131 = zext nneg i32 %127 to i64
  %132 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  br label %134

134:                                              ; preds = %125, %130
  %135 = phi contract float [ %133, %130 ], [ 0.000000e+00, %125 ]
  br i1 %129, label %136, label %140

136:                                              ; preds = %134
  %137 = zext nneg i32 %127 to i64
  %138 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !11
  br label %140

140:                                              ; preds = %134, %136
  %141 = phi contract float [ %139, %136 ], [ 1.000000e+00, %134 ]
  br i1 %129, label %142, label %146

142:                                              ; preds = %140
  %143 = zext nneg i32 %127 to i64
  %144 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !11
  br label %146

146:                                              ; preds = %140, %142
  %147 = phi contract float [ %145, %142 ], [ 0.000000e+00, %140 ]
  br i1 %129, label %148, label %152

148:                                              ; preds = %146
  %149 = zext nneg i32 %127 to i64
  %150 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !11
  br label %152

152:                                              ; preds = %146, %148
  %153 = phi contract float [ %151, %148 ], [ 0.000000e+00, %146 ]
  %154 = icmp slt i32 %128, %8
  br i1 %154, label %155, label %159

155:                                              ; preds = %152
  %156 = sext i32 %128 to i64
  %157 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !11
  br label %159

159:                                              ; preds = %152, %155
  %160 = phi contract float [ %158, %155 ], [ 0.000000e+00, %152 ]
  br i1 %154, label %161, label %165

161:                                              ; preds = %159
  %162 = sext i32 %128 to i64
  %163 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %162
  %164 = load float, ptr %163, align 4, !tbaa !11
  br label %165

165:                                              ; preds = %159, %161
  %166 = phi contract float [ %164, %161 ], [ 1.000000e+00, %159 ]
  br i1 %154, label %167, label %171

167:                                              ; preds = %165
  %168 = sext i32 %128 to i64
  %169 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !11
  br label %171

171:                                              ; preds = %165, %167
  %172 = phi contract float [ %170, %167 ], [ 0.000000e+00, %165 ]
  br i1 %154, label %173, label %177

173:                                              ; preds = %171
  %174 = sext i32 %128 to i64
  %175 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !11
  br label %177

177:                                              ; preds = %171, %173
  %178 = phi contract float [ %176, %173 ], [ 0.000000e+00, %171 ]
  %179 = load float, ptr %65, align 4, !tbaa !11
  %180 = fneg contract float %179
  %181 = tail call noundef float @llvm.nvvm.fabs.f32(float %141)
  %182 = fcmp contract ogt float %181, 0x3BC79CA100000000
  %183 = select contract i1 %182, float %141, float 0x3BC79CA100000000
  %184 = fdiv contract float %180, %183
  %185 = load float, ptr %66, align 4, !tbaa !11
  %186 = fneg contract float %185
  %187 = tail call noundef float @llvm.nvvm.fabs.f32(float %166)
  %188 = fcmp contract ogt float %187, 0x3BC79CA100000000
  %189 = select contract i1 %188, float %166, float 0x3BC79CA100000000
  %190 = fdiv contract float %186, %189
  %191 = fmul contract float %135, %184
  %192 = fmul contract float %172, %190
  %193 = load float, ptr %67, align 4, !tbaa !11
  %194 = fmul contract float %147, %184
  %195 = fadd contract float %193, %194
  %196 = fmul contract float %160, %190
  %197 = fadd contract float %195, %196
  %198 = load float, ptr %68, align 4, !tbaa !11
  %199 = fmul contract float %153, %184
  %200 = fadd contract float %199, %198
  %201 = fmul contract float %178, %190
  %202 = fadd contract float %201, %200
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %191, ptr %65, align 4, !tbaa !11
  store float %197, ptr %67, align 4, !tbaa !11
  store float %192, ptr %66, align 4, !tbaa !11
  store float %202, ptr %68, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %203 = shl i32 %126, 1
  %204 = icmp slt i32 %203, %8
  br i1 %204, label %125, label %124, !llvm.loop !23

205:                                              ; preds = %124
  %206 = load float, ptr %70, align 4, !tbaa !11
  %207 = load float, ptr %71, align 4, !tbaa !11
  %208 = tail call noundef float @llvm.nvvm.fabs.f32(float %206)
  %209 = fcmp contract ogt float %208, 0x3BC79CA100000000
  %210 = select contract i1 %209, float %206, float 0x3BC79CA100000000
  %211 = fdiv contract float %207, %210
  %212 = sext i32 %88 to i64
  %213 = getelementptr float, ptr %75, i64 %212
  store float %211, ptr %213, align 4, !tbaa !11
  br label %214

214:                                              ; preds = %205, %124
  br i1 %76, label %215, label %224

215:                                              ; preds = %214
  %216 = sext i32 %88 to i64
  %217 = getelementptr inbounds float, ptr %0, i64 %216
  %218 = load float, ptr %217, align 4, !tbaa !11
  %219 = getelementptr inbounds float, ptr %2, i64 %216
  store float %218, ptr %219, align 4, !tbaa !11
  %220 = add i64 %79, %216
  %221 = getelementptr inbounds nuw float, ptr %0, i64 %220
  %222 = load float, ptr %221, align 4, !tbaa !11
  %223 = getelementptr inbounds nuw float, ptr %2, i64 %220
  store float %222, ptr %223, align 4, !tbaa !11
  br label %224

224:                                              ; preds = %215, %214
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %225 = add i32 %88, %80
  %226 = icmp slt i32 %225, %37
  br i1 %226, label %87, label %81, !llvm.loop !24

227:                                              ; preds = %85, %227
  %228 = phi i32 [ %24, %85 ], [ %238, %227 ]
  %229 = zext nneg i32 %228 to i64
  %230 = mul i64 %5, %229
  %231 = getelementptr inbounds nuw float, ptr %0, i64 %230
  %232 = load float, ptr %231, align 4, !tbaa !11
  %233 = getelementptr inbounds nuw float, ptr %2, i64 %230
  store float %232, ptr %233, align 4, !tbaa !11
  %234 = add i64 %86, %230
  %235 = getelementptr inbounds nuw float, ptr %0, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !11
  %237 = getelementptr inbounds nuw float, ptr %2, i64 %234
  store float %236, ptr %237, align 4, !tbaa !11
  %238 = add nuw nsw i32 %228, %8
  %239 = icmp slt i32 %238, %4
  br i1 %239, label %227, label %240, !llvm.loop !25

240:                                              ; preds = %227, %81, %7, %10, %17, %20
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @american_put_cn(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, ptr noundef readonly byval(%struct.AmericanGrid) align 8 captures(none) %3) local_unnamed_addr #0 {
  %5 = alloca [64 x double], align 8
  %6 = alloca [64 x double], align 8
  %7 = alloca [64 x double], align 8
  %8 = alloca [64 x double], align 8
  %9 = alloca [64 x double], align 8
  %10 = alloca [64 x double], align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %204

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 8, !tbaa !26
  %19 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 8)
  %20 = tail call noundef range(i32 -2147483648, 401) i32 @llvm.smin.i32(i32 %19, i32 64)
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !29
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %24 = load double, ptr %23, align 8, !tbaa !30
  %25 = sext i32 %15 to i64
  %26 = getelementptr inbounds %struct.OptionSpec, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 8
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %26, i64 12
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %26, i64 20
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = tail call noundef float @llvm.nvvm.fabs.f32(float %29)
  %39 = fpext contract float %38 to double
  %40 = tail call noundef double @llvm.maxnum.f64(double %39, double 1.000000e-03)
  %41 = fpext contract float %27 to double
  %42 = tail call noundef double @llvm.nvvm.fabs.f64(double %41)
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !31
  %45 = tail call noundef double @llvm.maxnum.f64(double %44, double 2.000000e+00)
  %46 = tail call noundef double @llvm.minnum.f64(double %45, double 1.000000e+01)
  %47 = tail call noundef double @llvm.maxnum.f64(double %40, double %42)
  %48 = fmul contract double %47, %46
  %49 = add nsw i32 %20, -1
  %50 = uitofp nneg i32 %49 to double
  %51 = fdiv contract double %48, %50
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  br label %80

52:                                               ; preds = %80
  %53 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %22, i32 1)
  %54 = tail call noundef range(i32 -2147483648, 401) i32 @llvm.smin.i32(i32 %53, i32 400)
  %55 = tail call noundef double @llvm.maxnum.f64(double %24, double 5.000000e-01)
  %56 = tail call noundef double @llvm.minnum.f64(double %55, double 1.000000e+00)
  %57 = fpext contract float %31 to double
  %58 = fpext contract float %37 to double
  %59 = tail call noundef float @llvm.nvvm.fabs.f32(float %33)
  %60 = fpext contract float %59 to double
  %61 = tail call noundef double @llvm.maxnum.f64(double %60, double 1.000000e-03)
  %62 = tail call noundef float @llvm.nvvm.fabs.f32(float %35)
  %63 = fpext contract float %62 to double
  %64 = tail call noundef double @llvm.maxnum.f64(double %63, double 1.000000e-04)
  %65 = uitofp nneg i32 %54 to double
  %66 = fdiv contract double %64, %65
  %67 = zext nneg i32 %49 to i64
  %68 = getelementptr inbounds nuw double, ptr %7, i64 %67
  %69 = getelementptr inbounds nuw double, ptr %8, i64 %67
  %70 = getelementptr inbounds nuw double, ptr %9, i64 %67
  %71 = getelementptr inbounds nuw double, ptr %10, i64 %67
  %72 = add nsw i32 %20, -2
  %73 = fmul contract double %61, %61
  %74 = fsub contract double %57, %58
  %75 = fneg contract double %56
  %76 = fmul contract double %66, %75
  %77 = fmul contract double %56, %66
  %78 = fsub contract double 1.000000e+00, %56
  %79 = fmul contract double %78, %66
  br label %91

80:                                               ; preds = %17, %80
  %81 = phi i32 [ 0, %17 ], [ %89, %80 ]
  %82 = uitofp nneg i32 %81 to double
  %83 = fmul contract double %51, %82
  %84 = fsub contract double %40, %83
  %85 = tail call noundef double @llvm.maxnum.f64(double %84, double 0.000000e+00)
  %86 = zext nneg i32 %81 to i64
  %87 = getelementptr inbounds nuw double, ptr %6, i64 %86
  store double %85, ptr %87, align 8, !tbaa !32
  %88 = getelementptr inbounds nuw double, ptr %5, i64 %86
  store double %85, ptr %88, align 8, !tbaa !32
  %89 = add nuw nsw i32 %81, 1
  %90 = icmp eq i32 %89, %20
  br i1 %90, label %52, label %80, !llvm.loop !33

91:                                               ; preds = %52, %175
  %92 = phi i32 [ 0, %52 ], [ %176, %175 ]
  br label %112

93:                                               ; preds = %175
  %94 = fdiv contract double %42, %51
  %95 = tail call noundef double @llvm.minnum.f64(double %94, double %50)
  %96 = fptosi double %95 to i32
  %97 = add nsw i32 %20, -2
  %98 = tail call noundef range(i32 -2147483648, 401) i32 @llvm.smin.i32(i32 %96, i32 range(i32 -2147483648, 401) %97)
  %99 = sitofp i32 %98 to double
  %100 = fsub contract double %95, %99
  %101 = fsub contract double 1.000000e+00, %100
  %102 = sext i32 %98 to i64
  %103 = getelementptr inbounds double, ptr %5, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !32
  %105 = fmul contract double %101, %104
  %106 = getelementptr i8, ptr %103, i64 8
  %107 = load double, ptr %106, align 8, !tbaa !32
  %108 = fmul contract double %100, %107
  %109 = fadd contract double %105, %108
  %110 = getelementptr inbounds double, ptr %1, i64 %25
  store double %109, ptr %110, align 8, !tbaa !32
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #8
  br label %204

111:                                              ; preds = %112
  store double 0.000000e+00, ptr %7, align 8, !tbaa !32
  store double 1.000000e+00, ptr %8, align 8, !tbaa !32
  store double 0.000000e+00, ptr %9, align 8, !tbaa !32
  store double %40, ptr %10, align 8, !tbaa !32
  store double 0.000000e+00, ptr %68, align 8, !tbaa !32
  store double 1.000000e+00, ptr %69, align 8, !tbaa !32
  store double 0.000000e+00, ptr %70, align 8, !tbaa !32
  store double 0.000000e+00, ptr %71, align 8, !tbaa !32
  br label %148

112:                                              ; preds = %91, %112
  %113 = phi i32 [ %138, %112 ], [ 1, %91 ]
  %114 = uitofp nneg i32 %113 to double
  %115 = fmul contract double %73, %114
  %116 = fmul contract double %115, %114
  %117 = fmul contract double %74, %114
  %118 = fsub contract double %116, %117
  %119 = fmul contract double %118, 5.000000e-01
  %120 = fadd contract double %116, %57
  %121 = fadd contract double %117, %116
  %122 = fmul contract double %121, 5.000000e-01
  %123 = fmul contract double %76, %119
  %124 = zext nneg i32 %113 to i64
  %125 = getelementptr inbounds nuw double, ptr %7, i64 %124
  store double %123, ptr %125, align 8, !tbaa !32
  %126 = fmul contract double %77, %120
  %127 = fadd contract double %126, 1.000000e+00
  %128 = getelementptr inbounds nuw double, ptr %8, i64 %124
  store double %127, ptr %128, align 8, !tbaa !32
  %129 = fmul contract double %76, %122
  %130 = getelementptr inbounds nuw double, ptr %9, i64 %124
  store double %129, ptr %130, align 8, !tbaa !32
  %131 = getelementptr inbounds nuw double, ptr %5, i64 %124
  %132 = load double, ptr %131, align 8, !tbaa !32
  %133 = getelementptr i8, ptr %131, i64 -8
  %134 = load double, ptr %133, align 8, !tbaa !32
  %135 = fmul contract double %119, %134
  %136 = fmul contract double %120, %132
  %137 = fsub contract double %135, %136
  %138 = add nuw nsw i32 %113, 1
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw double, ptr %5, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !32
  %142 = fmul contract double %122, %141
  %143 = fadd contract double %137, %142
  %144 = fmul contract double %79, %143
  %145 = fadd contract double %132, %144
  %146 = getelementptr inbounds nuw double, ptr %10, i64 %124
  store double %145, ptr %146, align 8, !tbaa !32
  %147 = icmp eq i32 %138, %49
  br i1 %147, label %111, label %112, !llvm.loop !34

148:                                              ; preds = %111, %148
  %149 = phi i32 [ %173, %148 ], [ %72, %111 ]
  %150 = add nuw nsw i32 %149, 1
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw double, ptr %8, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !32
  %154 = tail call noundef double @llvm.nvvm.fabs.f64(double %153)
  %155 = fcmp contract olt double %154, 1.000000e-300
  %156 = select i1 %155, double 1.000000e-300, double %153
  %157 = zext nneg i32 %149 to i64
  %158 = getelementptr inbounds nuw double, ptr %9, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !32
  %160 = fdiv contract double %159, %156
  %161 = getelementptr inbounds nuw double, ptr %7, i64 %151
  %162 = load double, ptr %161, align 8, !tbaa !32
  %163 = fmul contract double %162, %160
  %164 = getelementptr inbounds nuw double, ptr %8, i64 %157
  %165 = load double, ptr %164, align 8, !tbaa !32
  %166 = fsub contract double %165, %163
  store double %166, ptr %164, align 8, !tbaa !32
  %167 = getelementptr inbounds nuw double, ptr %10, i64 %151
  %168 = load double, ptr %167, align 8, !tbaa !32
  %169 = fmul contract double %160, %168
  %170 = getelementptr inbounds nuw double, ptr %10, i64 %157
  %171 = load double, ptr %170, align 8, !tbaa !32
  %172 = fsub contract double %171, %169
  store double %172, ptr %170, align 8, !tbaa !32
  %173 = add nsw i32 %149, -1
  %174 = icmp sgt i32 %149, 0
  br i1 %174, label %148, label %178, !llvm.loop !35

175:                                              ; preds = %194
  %176 = add nuw nsw i32 %92, 1
  %177 = icmp eq i32 %176, %54
  br i1 %177, label %93, label %91, !llvm.loop !36

178:                                              ; preds = %148, %194
  %179 = phi i32 [ %202, %194 ], [ 0, %148 ]
  %180 = phi double [ %200, %194 ], [ 0.000000e+00, %148 ]
  %181 = zext nneg i32 %179 to i64
  %182 = getelementptr inbounds nuw double, ptr %8, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !32
  %184 = tail call noundef double @llvm.nvvm.fabs.f64(double %183)
  %185 = fcmp contract olt double %184, 1.000000e-300
  %186 = select i1 %185, double 1.000000e-300, double %183
  %187 = getelementptr inbounds nuw double, ptr %10, i64 %181
  %188 = load double, ptr %187, align 8, !tbaa !32
  %189 = icmp eq i32 %179, 0
  br i1 %189, label %194, label %190

190:                                              ; preds = %178
  %191 = getelementptr inbounds nuw double, ptr %7, i64 %181
  %192 = load double, ptr %191, align 8, !tbaa !32
  %193 = fmul contract double %180, %192
  br label %194

194:                                              ; preds = %178, %190
  %195 = phi contract double [ %193, %190 ], [ 0.000000e+00, %178 ]
  %196 = fsub contract double %188, %195
  %197 = fdiv contract double %196, %186
  %198 = getelementptr inbounds nuw double, ptr %6, i64 %181
  %199 = load double, ptr %198, align 8, !tbaa !32
  %200 = tail call noundef double @llvm.maxnum.f64(double %197, double %199)
  %201 = getelementptr inbounds nuw double, ptr %5, i64 %181
  store double %200, ptr %201, align 8, !tbaa !32
  %202 = add nuw nsw i32 %179, 1
  %203 = icmp eq i32 %202, %20
  br i1 %203, label %175, label %178, !llvm.loop !37

204:                                              ; preds = %4, %93
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @heat_energy_delta(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #2 {
  %7 = sext i32 %2 to i64
  %8 = sext i32 %3 to i64
  %9 = mul nsw i64 %8, %7
  %10 = icmp slt i32 %2, 1
  %11 = icmp ult i64 %4, %7
  %12 = or i1 %10, %11
  br i1 %12, label %49, label %13

13:                                               ; preds = %6
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i64 %18, %20
  %22 = icmp slt i64 %21, %9
  br i1 %22, label %23, label %49

23:                                               ; preds = %13
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = mul nuw nsw i64 %25, %17
  br label %27

27:                                               ; preds = %23, %27
  %28 = phi double [ 0.000000e+00, %23 ], [ %40, %27 ]
  %29 = phi double [ 0.000000e+00, %23 ], [ %46, %27 ]
  %30 = phi i64 [ %21, %23 ], [ %47, %27 ]
  %31 = udiv i64 %30, %7
  %32 = mul nuw nsw i64 %31, %7
  %33 = sub nuw nsw i64 %30, %32
  %34 = mul i64 %31, %4
  %35 = add i64 %33, %34
  %36 = getelementptr inbounds nuw float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = fpext contract float %37 to double
  %39 = fmul contract double %38, %38
  %40 = fadd contract double %28, %39
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %35
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = fpext contract float %42 to double
  %44 = fsub contract double %38, %43
  %45 = tail call noundef double @llvm.nvvm.fabs.f64(double %44)
  %46 = tail call noundef double @llvm.maxnum.f64(double %29, double %45)
  %47 = add nuw nsw i64 %30, %26
  %48 = icmp slt i64 %47, %9
  br i1 %48, label %27, label %49, !llvm.loop !38

49:                                               ; preds = %27, %6, %13
  %50 = phi double [ 0.000000e+00, %6 ], [ 0.000000e+00, %13 ], [ %46, %27 ]
  %51 = phi double [ 0.000000e+00, %6 ], [ 0.000000e+00, %13 ], [ %40, %27 ]
  %52 = bitcast double %51 to i64
  %53 = trunc i64 %52 to i32
  %54 = lshr i64 %52, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %53, i32 16, i32 31)
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %55, i32 16, i32 31)
  %58 = zext i32 %57 to i64
  %59 = shl nuw i64 %58, 32
  %60 = zext i32 %56 to i64
  %61 = or disjoint i64 %59, %60
  %62 = bitcast i64 %61 to double
  %63 = fadd contract double %51, %62
  %64 = bitcast double %50 to i64
  %65 = trunc i64 %64 to i32
  %66 = lshr i64 %64, 32
  %67 = trunc nuw i64 %66 to i32
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %65, i32 16, i32 31)
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 16, i32 31)
  %70 = zext i32 %69 to i64
  %71 = shl nuw i64 %70, 32
  %72 = zext i32 %68 to i64
  %73 = or disjoint i64 %71, %72
  %74 = bitcast i64 %73 to double
  %75 = tail call noundef double @llvm.maxnum.f64(double %50, double %74)
  %76 = bitcast double %63 to i64
  %77 = trunc i64 %76 to i32
  %78 = lshr i64 %76, 32
  %79 = trunc nuw i64 %78 to i32
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %77, i32 8, i32 31)
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %79, i32 8, i32 31)
  %82 = zext i32 %81 to i64
  %83 = shl nuw i64 %82, 32
  %84 = zext i32 %80 to i64
  %85 = or disjoint i64 %83, %84
  %86 = bitcast i64 %85 to double
  %87 = fadd contract double %63, %86
  %88 = bitcast double %75 to i64
  %89 = trunc i64 %88 to i32
  %90 = lshr i64 %88, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %89, i32 8, i32 31)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %91, i32 8, i32 31)
  %94 = zext i32 %93 to i64
  %95 = shl nuw i64 %94, 32
  %96 = zext i32 %92 to i64
  %97 = or disjoint i64 %95, %96
  %98 = bitcast i64 %97 to double
  %99 = tail call noundef double @llvm.maxnum.f64(double %75, double %98)
  %100 = bitcast double %87 to i64
  %101 = trunc i64 %100 to i32
  %102 = lshr i64 %100, 32
  %103 = trunc nuw i64 %102 to i32
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %101, i32 4, i32 31)
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %103, i32 4, i32 31)
  %106 = zext i32 %105 to i64
  %107 = shl nuw i64 %106, 32
  %108 = zext i32 %104 to i64
  %109 = or disjoint i64 %107, %108
  %110 = bitcast i64 %109 to double
  %111 = fadd contract double %87, %110
  %112 = bitcast double %99 to i64
  %113 = trunc i64 %112 to i32
  %114 = lshr i64 %112, 32
  %115 = trunc nuw i64 %114 to i32
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %113, i32 4, i32 31)
  %117 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %115, i32 4, i32 31)
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, 32
  %120 = zext i32 %116 to i64
  %121 = or disjoint i64 %119, %120
  %122 = bitcast i64 %121 to double
  %123 = tail call noundef double @llvm.maxnum.f64(double %99, double %122)
  %124 = bitcast double %111 to i64
  %125 = trunc i64 %124 to i32
  %126 = lshr i64 %124, 32
  %127 = trunc nuw i64 %126 to i32
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %125, i32 2, i32 31)
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %127, i32 2, i32 31)
  %130 = zext i32 %129 to i64
  %131 = shl nuw i64 %130, 32
  %132 = zext i32 %128 to i64
  %133 = or disjoint i64 %131, %132
  %134 = bitcast i64 %133 to double
  %135 = fadd contract double %111, %134
  %136 = bitcast double %123 to i64
  %137 = trunc i64 %136 to i32
  %138 = lshr i64 %136, 32
  %139 = trunc nuw i64 %138 to i32
  %140 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %137, i32 2, i32 31)
  %141 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %139, i32 2, i32 31)
  %142 = zext i32 %141 to i64
  %143 = shl nuw i64 %142, 32
  %144 = zext i32 %140 to i64
  %145 = or disjoint i64 %143, %144
  %146 = bitcast i64 %145 to double
  %147 = tail call noundef double @llvm.maxnum.f64(double %123, double %146)
  %148 = bitcast double %135 to i64
  %149 = trunc i64 %148 to i32
  %150 = lshr i64 %148, 32
  %151 = trunc nuw i64 %150 to i32
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %149, i32 1, i32 31)
  %153 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %151, i32 1, i32 31)
  %154 = bitcast double %147 to i64
  %155 = trunc i64 %154 to i32
  %156 = lshr i64 %154, 32
  %157 = trunc nuw i64 %156 to i32
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %155, i32 1, i32 31)
  %159 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %157, i32 1, i32 31)
  %160 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %161 = and i32 %160, 31
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %163, label %180

163:                                              ; preds = %49
  %164 = zext i32 %159 to i64
  %165 = shl nuw i64 %164, 32
  %166 = zext i32 %158 to i64
  %167 = or disjoint i64 %165, %166
  %168 = bitcast i64 %167 to double
  %169 = tail call noundef double @llvm.maxnum.f64(double %147, double %168)
  %170 = zext i32 %153 to i64
  %171 = shl nuw i64 %170, 32
  %172 = zext i32 %152 to i64
  %173 = or disjoint i64 %171, %172
  %174 = bitcast i64 %173 to double
  %175 = fadd contract double %135, %174
  %176 = lshr exact i32 %160, 5
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %177
  store double %175, ptr %178, align 8, !tbaa !32
  %179 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %177
  store double %169, ptr %179, align 8, !tbaa !32
  br label %180

180:                                              ; preds = %163, %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %181 = icmp eq i32 %160, 0
  br i1 %181, label %182, label %204

182:                                              ; preds = %180
  %183 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %184 = add nuw nsw i32 %183, 31
  %185 = lshr i32 %184, 5
  br label %191

186:                                              ; preds = %191
  %187 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds nuw %struct.double2.0, ptr %5, i64 %188
  store double %198, ptr %189, align 16, !tbaa !32
  %190 = getelementptr inbounds nuw i8, ptr %189, i64 8
  store double %201, ptr %190, align 8, !tbaa !32
  br label %204

191:                                              ; preds = %182, %191
  %192 = phi i32 [ %202, %191 ], [ 0, %182 ]
  %193 = phi double [ %201, %191 ], [ 0.000000e+00, %182 ]
  %194 = phi double [ %198, %191 ], [ 0.000000e+00, %182 ]
  %195 = zext nneg i32 %192 to i64
  %196 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %195
  %197 = load double, ptr %196, align 8, !tbaa !32
  %198 = fadd contract double %194, %197
  %199 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %195
  %200 = load double, ptr %199, align 8, !tbaa !32
  %201 = tail call noundef double @llvm.maxnum.f64(double %193, double %200)
  %202 = add nuw nsw i32 %192, 1
  %203 = icmp eq i32 %202, %185
  br i1 %203, label %186, label %191, !llvm.loop !39

204:                                              ; preds = %186, %180
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17, !12, i64 0}
!17 = !{!"_ZTS8HeatStep", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!18 = !{!17, !12, i64 8}
!19 = !{!17, !12, i64 12}
!20 = !{!17, !12, i64 4}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = !{!27, !7, i64 0}
!27 = !{!"_ZTS12AmericanGrid", !7, i64 0, !7, i64 4, !28, i64 8, !28, i64 16}
!28 = !{!"double", !8, i64 0}
!29 = !{!27, !7, i64 4}
!30 = !{!27, !28, i64 16}
!31 = !{!27, !28, i64 8}
!32 = !{!28, !28, i64 0}
!33 = distinct !{!33, !14, !15}
!34 = distinct !{!34, !14, !15}
!35 = distinct !{!35, !14, !15}
!36 = distinct !{!36, !14, !15}
!37 = distinct !{!37, !14, !15}
!38 = distinct !{!38, !14, !15}
!39 = distinct !{!39, !14, !15}
