; ModuleID = 'src/sph_cells.cu'
source_filename = "src/sph_cells.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SphConstants = type { float, float, float, float, float, float, float, float, float, float, float }
%struct.float4 = type { float, float, float, float }

@c_sph = dso_local addrspace(4) externally_initialized constant %struct.SphConstants zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_sph to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sph_density_pressure(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp sge i32 %14, %5
  %16 = icmp slt i32 %6, 1
  %17 = or i1 %15, %16
  %18 = icmp slt i32 %7, 1
  %19 = or i1 %17, %18
  %20 = icmp slt i32 %8, 1
  %21 = or i1 %19, %20
  br i1 %21, label %129, label %22

22:                                               ; preds = %9
  %23 = sext i32 %14 to i64
  %24 = getelementptr inbounds %struct.float4, ptr %0, i64 %23
  %25 = load float, ptr %24, align 16, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %29 = load float, ptr %28, align 8, !tbaa !11
  %30 = load float, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), align 4, !tbaa !13
  %31 = fdiv contract float 1.000000e+00, %30
  %32 = fmul contract float %25, %31
  %33 = tail call noundef float @llvm.floor.f32(float %32)
  %34 = fptosi float %33 to i32
  %35 = add nsw i32 %6, -1
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %34, i32 0)
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 range(i32 0, 2147483647) %35)
  %38 = fmul contract float %27, %31
  %39 = tail call noundef float @llvm.floor.f32(float %38)
  %40 = fptosi float %39 to i32
  %41 = add nsw i32 %7, -1
  %42 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %40, i32 0)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 range(i32 0, 2147483647) %41)
  %44 = fmul contract float %29, %31
  %45 = tail call noundef float @llvm.floor.f32(float %44)
  %46 = fptosi float %45 to i32
  %47 = add nsw i32 %8, -1
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %46, i32 0)
  %49 = tail call noundef i32 @llvm.smin.i32(i32 %48, i32 range(i32 0, 2147483647) %47)
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 8), align 4
  br label %62

51:                                               ; preds = %125
  %52 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 12), align 4, !tbaa !15
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 16), align 4, !tbaa !16
  %54 = fmul contract float %52, %53
  %55 = fmul contract float %126, %54
  %56 = getelementptr inbounds float, ptr %3, i64 %23
  store float %55, ptr %56, align 4, !tbaa !11
  %57 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 32), align 4, !tbaa !17
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 28), align 4, !tbaa !18
  %59 = fsub contract float %55, %58
  %60 = fmul contract float %57, %59
  %61 = getelementptr inbounds float, ptr %4, i64 %23
  store float %60, ptr %61, align 4, !tbaa !11
  br label %129

62:                                               ; preds = %22, %125
  %63 = phi float [ 0.000000e+00, %22 ], [ %126, %125 ]
  %64 = phi i32 [ -1, %22 ], [ %127, %125 ]
  %65 = add nsw i32 %64, %49
  %66 = icmp ult i32 %65, %8
  br i1 %66, label %67, label %125

67:                                               ; preds = %62
  %68 = mul nuw nsw i32 %65, %7
  br label %69

69:                                               ; preds = %67, %121
  %70 = phi float [ %63, %67 ], [ %122, %121 ]
  %71 = phi i32 [ -1, %67 ], [ %123, %121 ]
  %72 = add nsw i32 %71, %43
  %73 = icmp ult i32 %72, %7
  br i1 %73, label %74, label %121

74:                                               ; preds = %69
  %75 = add nuw nsw i32 %72, %68
  %76 = mul nuw nsw i32 %75, %6
  br label %77

77:                                               ; preds = %74, %117
  %78 = phi float [ %70, %74 ], [ %118, %117 ]
  %79 = phi i32 [ -1, %74 ], [ %119, %117 ]
  %80 = add nsw i32 %79, %37
  %81 = icmp ult i32 %80, %6
  br i1 %81, label %82, label %117

82:                                               ; preds = %77
  %83 = add nuw nsw i32 %80, %76
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw i32, ptr %2, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = tail call noundef i32 @llvm.smin.i32(i32 %86, i32 %5)
  %88 = getelementptr inbounds nuw i32, ptr %1, i64 %84
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = icmp slt i32 %89, %87
  br i1 %90, label %91, label %117

91:                                               ; preds = %82, %91
  %92 = phi float [ %114, %91 ], [ %78, %82 ]
  %93 = phi i32 [ %115, %91 ], [ %89, %82 ]
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds %struct.float4, ptr %0, i64 %94
  %96 = load float, ptr %95, align 16, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 4
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr %95, i64 8
  %100 = load float, ptr %99, align 8, !tbaa !11
  %101 = fsub contract float %25, %96
  %102 = fsub contract float %27, %98
  %103 = fsub contract float %29, %100
  %104 = fmul contract float %101, %101
  %105 = fmul contract float %102, %102
  %106 = fadd contract float %104, %105
  %107 = fmul contract float %103, %103
  %108 = fadd contract float %106, %107
  %109 = fcmp contract olt float %108, %50
  %110 = fsub contract float %50, %108
  %111 = fmul contract float %110, %110
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %92, %112
  %114 = select i1 %109, float %113, float %92
  %115 = add nsw i32 %93, 1
  %116 = icmp eq i32 %115, %87
  br i1 %116, label %117, label %91, !llvm.loop !19

117:                                              ; preds = %91, %82, %77
  %118 = phi float [ %78, %77 ], [ %78, %82 ], [ %114, %91 ]
  %119 = add nsw i32 %79, 1
  %120 = icmp eq i32 %119, 2
  br i1 %120, label %121, label %77, !llvm.loop !22

121:                                              ; preds = %117, %69
  %122 = phi float [ %70, %69 ], [ %118, %117 ]
  %123 = add nsw i32 %71, 1
  %124 = icmp eq i32 %123, 2
  br i1 %124, label %125, label %69, !llvm.loop !23

125:                                              ; preds = %121, %62
  %126 = phi float [ %63, %62 ], [ %122, %121 ]
  %127 = add nsw i32 %64, 1
  %128 = icmp eq i32 %127, 2
  br i1 %128, label %51, label %62, !llvm.loop !24

129:                                              ; preds = %9, %51
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sph_forces(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp sge i32 %16, %7
  %18 = icmp slt i32 %8, 1
  %19 = or i1 %17, %18
  %20 = icmp slt i32 %9, 1
  %21 = or i1 %19, %20
  %22 = icmp slt i32 %10, 1
  %23 = or i1 %21, %22
  br i1 %23, label %197, label %24

24:                                               ; preds = %11
  %25 = sext i32 %16 to i64
  %26 = getelementptr inbounds %struct.float4, ptr %0, i64 %25
  %27 = load float, ptr %26, align 16, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 8
  %31 = load float, ptr %30, align 8, !tbaa !11
  %32 = getelementptr inbounds %struct.float4, ptr %1, i64 %25
  %33 = load float, ptr %32, align 16, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %37 = load float, ptr %36, align 8, !tbaa !11
  %38 = getelementptr inbounds float, ptr %2, i64 %25
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = getelementptr inbounds float, ptr %3, i64 %25
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = load float, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), align 4, !tbaa !13
  %43 = fdiv contract float 1.000000e+00, %42
  %44 = fmul contract float %27, %43
  %45 = tail call noundef float @llvm.floor.f32(float %44)
  %46 = fptosi float %45 to i32
  %47 = add nsw i32 %8, -1
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %46, i32 0)
  %49 = tail call noundef i32 @llvm.smin.i32(i32 %48, i32 range(i32 0, 2147483647) %47)
  %50 = fmul contract float %29, %43
  %51 = tail call noundef float @llvm.floor.f32(float %50)
  %52 = fptosi float %51 to i32
  %53 = add nsw i32 %9, -1
  %54 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %52, i32 0)
  %55 = tail call noundef i32 @llvm.smin.i32(i32 %54, i32 range(i32 0, 2147483647) %53)
  %56 = fmul contract float %31, %43
  %57 = tail call noundef float @llvm.floor.f32(float %56)
  %58 = fptosi float %57 to i32
  %59 = add nsw i32 %10, -1
  %60 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %58, i32 0)
  %61 = tail call noundef i32 @llvm.smin.i32(i32 %60, i32 range(i32 0, 2147483647) %59)
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 4), align 4
  %63 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 12), align 4
  %64 = fneg contract float %63
  %65 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 20), align 4
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 36), align 4
  %67 = fmul contract float %63, %66
  %68 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 24), align 4
  %69 = fmul contract float %67, %68
  br label %70

70:                                               ; preds = %24, %98
  %71 = phi float [ 0.000000e+00, %24 ], [ %194, %98 ]
  %72 = phi float [ 0.000000e+00, %24 ], [ %193, %98 ]
  %73 = phi float [ 0.000000e+00, %24 ], [ %192, %98 ]
  %74 = phi i32 [ -1, %24 ], [ %99, %98 ]
  %75 = add nsw i32 %74, %61
  %76 = icmp uge i32 %75, %10
  %77 = mul nuw nsw i32 %75, %9
  br label %89

78:                                               ; preds = %98
  %79 = fdiv contract float 1.000000e+00, %39
  %80 = fmul contract float %79, %194
  %81 = fmul contract float %79, %193
  %82 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 40), align 4, !tbaa !25
  %83 = fadd contract float %81, %82
  %84 = fmul contract float %79, %192
  %85 = getelementptr inbounds %struct.float4, ptr %6, i64 %25
  store float %80, ptr %85, align 16, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 4
  store float %83, ptr %86, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 8
  store float %84, ptr %87, align 8, !tbaa !11
  %88 = getelementptr inbounds nuw i8, ptr %85, i64 12
  store float 0.000000e+00, ptr %88, align 4, !tbaa !11
  br label %197

89:                                               ; preds = %70, %101
  %90 = phi float [ %71, %70 ], [ %194, %101 ]
  %91 = phi float [ %72, %70 ], [ %193, %101 ]
  %92 = phi float [ %73, %70 ], [ %192, %101 ]
  %93 = phi i32 [ -1, %70 ], [ %102, %101 ]
  %94 = add nsw i32 %93, %55
  %95 = add nuw nsw i32 %94, %77
  %96 = mul nuw nsw i32 %95, %8
  %97 = icmp uge i32 %94, %9
  br label %104

98:                                               ; preds = %101
  %99 = add nsw i32 %74, 1
  %100 = icmp eq i32 %99, 2
  br i1 %100, label %78, label %70, !llvm.loop !26

101:                                              ; preds = %191
  %102 = add nsw i32 %93, 1
  %103 = icmp eq i32 %102, 2
  br i1 %103, label %98, label %89, !llvm.loop !27

104:                                              ; preds = %89, %191
  %105 = phi float [ %90, %89 ], [ %194, %191 ]
  %106 = phi float [ %91, %89 ], [ %193, %191 ]
  %107 = phi float [ %92, %89 ], [ %192, %191 ]
  %108 = phi i32 [ -1, %89 ], [ %195, %191 ]
  %109 = add nsw i32 %108, %49
  %110 = icmp uge i32 %109, %8
  %111 = select i1 %110, i1 true, i1 %97
  %112 = select i1 %111, i1 true, i1 %76
  br i1 %112, label %191, label %113

113:                                              ; preds = %104
  %114 = add nuw nsw i32 %109, %96
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr %5, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = tail call noundef i32 @llvm.smin.i32(i32 %117, i32 %7)
  %119 = getelementptr inbounds nuw i32, ptr %4, i64 %115
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = icmp slt i32 %120, %118
  br i1 %121, label %122, label %191

122:                                              ; preds = %113, %185
  %123 = phi float [ %188, %185 ], [ %105, %113 ]
  %124 = phi float [ %187, %185 ], [ %106, %113 ]
  %125 = phi float [ %186, %185 ], [ %107, %113 ]
  %126 = phi i32 [ %189, %185 ], [ %120, %113 ]
  %127 = icmp eq i32 %126, %16
  br i1 %127, label %185, label %128

128:                                              ; preds = %122
  %129 = sext i32 %126 to i64
  %130 = getelementptr inbounds %struct.float4, ptr %0, i64 %129
  %131 = load float, ptr %130, align 16, !tbaa !11
  %132 = getelementptr inbounds nuw i8, ptr %130, i64 4
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %135 = load float, ptr %134, align 8, !tbaa !11
  %136 = fsub contract float %27, %131
  %137 = fsub contract float %29, %133
  %138 = fsub contract float %31, %135
  %139 = fmul contract float %136, %136
  %140 = fmul contract float %137, %137
  %141 = fadd contract float %139, %140
  %142 = fmul contract float %138, %138
  %143 = fadd contract float %141, %142
  %144 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %143) #5
  %145 = fcmp contract oge float %144, %62
  %146 = fcmp contract ole float %144, 0x3EB0C6F7A0000000
  %147 = or i1 %146, %145
  br i1 %147, label %185, label %148

148:                                              ; preds = %128
  %149 = getelementptr inbounds float, ptr %2, i64 %129
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = fsub contract float %62, %144
  %152 = getelementptr inbounds float, ptr %3, i64 %129
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = fadd contract float %41, %153
  %155 = fmul contract float %154, %64
  %156 = fmul contract float %150, 2.000000e+00
  %157 = fdiv contract float %155, %156
  %158 = fmul contract float %65, %157
  %159 = fmul contract float %151, %158
  %160 = fmul contract float %151, %159
  %161 = fdiv contract float %160, %144
  %162 = fmul contract float %136, %161
  %163 = fadd contract float %123, %162
  %164 = fmul contract float %137, %161
  %165 = fadd contract float %124, %164
  %166 = fmul contract float %138, %161
  %167 = fadd contract float %125, %166
  %168 = getelementptr inbounds %struct.float4, ptr %1, i64 %129
  %169 = load float, ptr %168, align 16, !tbaa !11
  %170 = getelementptr inbounds nuw i8, ptr %168, i64 4
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = getelementptr inbounds nuw i8, ptr %168, i64 8
  %173 = load float, ptr %172, align 8, !tbaa !11
  %174 = fmul contract float %151, %69
  %175 = fdiv contract float %174, %150
  %176 = fsub contract float %169, %33
  %177 = fmul contract float %176, %175
  %178 = fadd contract float %163, %177
  %179 = fsub contract float %171, %35
  %180 = fmul contract float %179, %175
  %181 = fadd contract float %165, %180
  %182 = fsub contract float %173, %37
  %183 = fmul contract float %182, %175
  %184 = fadd contract float %167, %183
  br label %185

185:                                              ; preds = %148, %128, %122
  %186 = phi float [ %125, %122 ], [ %184, %148 ], [ %125, %128 ]
  %187 = phi float [ %124, %122 ], [ %181, %148 ], [ %124, %128 ]
  %188 = phi float [ %123, %122 ], [ %178, %148 ], [ %123, %128 ]
  %189 = add nsw i32 %126, 1
  %190 = icmp eq i32 %189, %118
  br i1 %190, label %191, label %122, !llvm.loop !28

191:                                              ; preds = %185, %113, %104
  %192 = phi float [ %107, %104 ], [ %107, %113 ], [ %186, %185 ]
  %193 = phi float [ %106, %104 ], [ %106, %113 ], [ %187, %185 ]
  %194 = phi float [ %105, %104 ], [ %105, %113 ], [ %188, %185 ]
  %195 = add nsw i32 %108, 1
  %196 = icmp eq i32 %195, 2
  br i1 %196, label %101, label %104, !llvm.loop !29

197:                                              ; preds = %11, %78
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!14 = !{!"_ZTS12SphConstants", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36, !12, i64 40}
!15 = !{!14, !12, i64 12}
!16 = !{!14, !12, i64 16}
!17 = !{!14, !12, i64 32}
!18 = !{!14, !12, i64 28}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !20, !21}
!25 = !{!14, !12, i64 40}
!26 = distinct !{!26, !20, !21}
!27 = distinct !{!27, !20, !21}
!28 = distinct !{!28, !20, !21}
!29 = distinct !{!29, !20, !21}
