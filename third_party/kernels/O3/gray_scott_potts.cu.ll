; ModuleID = 'src/gray_scott_potts.cu'
source_filename = "src/gray_scott_potts.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GsParams = type { float, float, float, float, float }
%struct.float2.0 = type { float, float }

@c_gs = dso_local addrspace(4) externally_initialized constant %struct.GsParams zeroinitializer, align 4
@c_J = dso_local addrspace(4) externally_initialized constant [8 x [8 x float]] zeroinitializer, align 4
@_ZZ16gray_scott_tiledE1s = internal unnamed_addr addrspace(3) global [18 x [18 x %struct.float2.0]] undef, align 8
@_ZZ18gray_scott_pitchedE6s_part = internal unnamed_addr addrspace(3) global [8 x double] undef, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_J to ptr), ptr addrspacecast (ptr addrspace(4) @c_gs to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gray_scott_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp samesign ugt i32 %7, 16
  br i1 %8, label %210, label %9

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = icmp samesign ugt i32 %10, 16
  %12 = icmp slt i32 %3, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  br i1 %15, label %210, label %16

16:                                               ; preds = %9
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %17, %7
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = mul nuw nsw i32 %19, %10
  %21 = add nuw nsw i32 %7, 2
  %22 = add nuw nsw i32 %10, 2
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %24 = mul nuw nsw i32 %23, %7
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add nuw nsw i32 %24, %25
  %27 = mul nuw nsw i32 %21, %22
  %28 = icmp samesign ult i32 %26, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %16
  %30 = add nsw i32 %3, -1
  %31 = add nsw i32 %4, -1
  %32 = zext nneg i32 %3 to i64
  %33 = mul nuw nsw i32 %7, %10
  %34 = trunc nuw nsw i32 %21 to i16
  br label %41

35:                                               ; preds = %41, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = add i32 %18, %25
  %37 = add nuw nsw i32 %20, %23
  %38 = icmp slt i32 %36, %3
  %39 = icmp samesign ult i32 %37, %4
  %40 = and i1 %38, %39
  br i1 %40, label %80, label %210

41:                                               ; preds = %29, %41
  %42 = phi i32 [ %26, %29 ], [ %78, %41 ]
  %43 = trunc i32 %42 to i16
  %44 = udiv i16 %43, %34
  %45 = zext i16 %44 to i32
  %46 = mul nuw nsw i32 %21, %45
  %47 = sub nuw nsw i32 %42, %46
  %48 = add nsw i32 %47, %18
  %49 = add nsw i32 %48, -1
  %50 = add nuw nsw i32 %20, %45
  %51 = add nsw i32 %50, -1
  %52 = icmp slt i32 %48, 1
  %53 = icmp sgt i32 %48, %3
  %54 = select i1 %53, i32 %3, i32 0
  %55 = sub nsw i32 0, %54
  %56 = select i1 %52, i32 %3, i32 %55
  %57 = add i32 %49, %56
  %58 = icmp eq i32 %50, 0
  %59 = icmp samesign ugt i32 %50, %4
  %60 = select i1 %59, i32 %4, i32 0
  %61 = sub nsw i32 0, %60
  %62 = select i1 %58, i32 %4, i32 %61
  %63 = add i32 %51, %62
  %64 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smax.i32(i32 range(i32 -2147483648, 2147483647) %57, i32 0)
  %65 = tail call i32 @llvm.umin.i32(i32 %64, i32 %30)
  %66 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smax.i32(i32 range(i32 -2147483648, 2147483647) %63, i32 0)
  %67 = tail call i32 @llvm.umin.i32(i32 %66, i32 %31)
  %68 = zext nneg i32 %67 to i64
  %69 = mul nuw nsw i64 %68, %32
  %70 = zext nneg i32 %65 to i64
  %71 = getelementptr %struct.float2.0, ptr %0, i64 %69
  %72 = getelementptr %struct.float2.0, ptr %71, i64 %70
  %73 = zext i16 %44 to i64
  %74 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %73
  %75 = zext nneg i32 %47 to i64
  %76 = getelementptr inbounds nuw %struct.float2.0, ptr %74, i64 %75
  %77 = load i64, ptr %72, align 8
  store i64 %77, ptr %76, align 8
  %78 = add nuw nsw i32 %42, %33
  %79 = icmp samesign ult i32 %78, %27
  br i1 %79, label %41, label %35, !llvm.loop !11

80:                                               ; preds = %35
  %81 = add nuw nsw i32 %25, 1
  %82 = add nuw nsw i32 %23, 1
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %83
  %85 = zext nneg i32 %81 to i64
  %86 = getelementptr inbounds nuw %struct.float2.0, ptr %84, i64 %85
  %87 = load float, ptr %86, align 8, !tbaa !13
  %88 = getelementptr inbounds nuw i8, ptr %86, i64 4
  %89 = load float, ptr %88, align 4, !tbaa !13
  %90 = zext nneg i32 %23 to i64
  %91 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %90
  %92 = zext nneg i32 %25 to i64
  %93 = getelementptr inbounds nuw %struct.float2.0, ptr %91, i64 %92
  %94 = load float, ptr %93, align 8, !tbaa !13
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !13
  %97 = fmul contract float %94, 0x3FA99999A0000000
  %98 = fsub contract float %97, %87
  %99 = fmul contract float %96, 0x3FA99999A0000000
  %100 = fsub contract float %99, %89
  %101 = zext nneg i32 %81 to i64
  %102 = getelementptr inbounds nuw %struct.float2.0, ptr %91, i64 %101
  %103 = load float, ptr %102, align 8, !tbaa !13
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 4
  %105 = load float, ptr %104, align 4, !tbaa !13
  %106 = fmul contract float %103, 0x3FC99999A0000000
  %107 = fadd contract float %98, %106
  %108 = fmul contract float %105, 0x3FC99999A0000000
  %109 = fadd contract float %100, %108
  %110 = zext nneg i32 %25 to i64
  %111 = getelementptr inbounds nuw %struct.float2.0, ptr %91, i64 %110
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 16
  %113 = load float, ptr %112, align 8, !tbaa !13
  %114 = getelementptr inbounds nuw i8, ptr %111, i64 20
  %115 = load float, ptr %114, align 4, !tbaa !13
  %116 = fmul contract float %113, 0x3FA99999A0000000
  %117 = fadd contract float %107, %116
  %118 = fmul contract float %115, 0x3FA99999A0000000
  %119 = fadd contract float %109, %118
  %120 = zext nneg i32 %82 to i64
  %121 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %120
  %122 = zext nneg i32 %25 to i64
  %123 = getelementptr inbounds nuw %struct.float2.0, ptr %121, i64 %122
  %124 = load float, ptr %123, align 8, !tbaa !13
  %125 = getelementptr inbounds nuw i8, ptr %123, i64 4
  %126 = load float, ptr %125, align 4, !tbaa !13
  %127 = fmul contract float %124, 0x3FC99999A0000000
  %128 = fadd contract float %117, %127
  %129 = fmul contract float %126, 0x3FC99999A0000000
  %130 = fadd contract float %119, %129
  %131 = zext nneg i32 %25 to i64
  %132 = getelementptr inbounds nuw %struct.float2.0, ptr %121, i64 %131
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 16
  %134 = load float, ptr %133, align 8, !tbaa !13
  %135 = getelementptr inbounds nuw i8, ptr %132, i64 20
  %136 = load float, ptr %135, align 4, !tbaa !13
  %137 = fmul contract float %134, 0x3FC99999A0000000
  %138 = fadd contract float %128, %137
  %139 = fmul contract float %136, 0x3FC99999A0000000
  %140 = fadd contract float %130, %139
  %141 = zext nneg i32 %23 to i64
  %142 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 288
  %144 = zext nneg i32 %25 to i64
  %145 = getelementptr inbounds nuw %struct.float2.0, ptr %143, i64 %144
  %146 = load float, ptr %145, align 8, !tbaa !13
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 4
  %148 = load float, ptr %147, align 4, !tbaa !13
  %149 = fmul contract float %146, 0x3FA99999A0000000
  %150 = fadd contract float %138, %149
  %151 = fmul contract float %148, 0x3FA99999A0000000
  %152 = fadd contract float %140, %151
  %153 = zext nneg i32 %81 to i64
  %154 = getelementptr inbounds nuw %struct.float2.0, ptr %143, i64 %153
  %155 = load float, ptr %154, align 8, !tbaa !13
  %156 = getelementptr inbounds nuw i8, ptr %154, i64 4
  %157 = load float, ptr %156, align 4, !tbaa !13
  %158 = fmul contract float %155, 0x3FC99999A0000000
  %159 = fadd contract float %150, %158
  %160 = fmul contract float %157, 0x3FC99999A0000000
  %161 = fadd contract float %152, %160
  %162 = zext nneg i32 %25 to i64
  %163 = getelementptr inbounds nuw %struct.float2.0, ptr %143, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 16
  %165 = load float, ptr %164, align 8, !tbaa !13
  %166 = getelementptr inbounds nuw i8, ptr %163, i64 20
  %167 = load float, ptr %166, align 4, !tbaa !13
  %168 = fmul contract float %165, 0x3FA99999A0000000
  %169 = fadd contract float %159, %168
  %170 = fmul contract float %167, 0x3FA99999A0000000
  %171 = fadd contract float %161, %170
  %172 = icmp eq i32 %5, 0
  %173 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 8), align 4, !tbaa !15
  %174 = zext nneg i32 %37 to i64
  %175 = zext nneg i32 %3 to i64
  %176 = mul nuw nsw i64 %175, %174
  %177 = sext i32 %36 to i64
  br i1 %172, label %183, label %178

178:                                              ; preds = %80
  %179 = getelementptr float, ptr %2, i64 %176
  %180 = getelementptr float, ptr %179, i64 %177
  %181 = load float, ptr %180, align 4, !tbaa !13
  %182 = fmul contract float %173, %181
  br label %183

183:                                              ; preds = %80, %178
  %184 = phi contract float [ %182, %178 ], [ %173, %80 ]
  %185 = fmul contract float %87, %89
  %186 = fmul contract float %89, %185
  %187 = load float, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), align 4, !tbaa !17
  %188 = fmul contract float %169, %187
  %189 = fsub contract float %188, %186
  %190 = fsub contract float 1.000000e+00, %87
  %191 = fmul contract float %190, %184
  %192 = fadd contract float %191, %189
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 4), align 4, !tbaa !18
  %194 = fmul contract float %171, %193
  %195 = fadd contract float %186, %194
  %196 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 12), align 4, !tbaa !19
  %197 = fadd contract float %184, %196
  %198 = fmul contract float %89, %197
  %199 = fsub contract float %195, %198
  %200 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 16), align 4, !tbaa !20
  %201 = fmul contract float %200, %192
  %202 = fadd contract float %87, %201
  %203 = tail call noundef float @llvm.nvvm.saturate.f(float %202)
  %204 = fmul contract float %200, %199
  %205 = fadd contract float %89, %204
  %206 = tail call noundef float @llvm.nvvm.saturate.f(float %205)
  %207 = getelementptr %struct.float2.0, ptr %1, i64 %176
  %208 = getelementptr %struct.float2.0, ptr %207, i64 %177
  store float %203, ptr %208, align 8, !tbaa !13
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  store float %206, ptr %209, align 4, !tbaa !13
  br label %210

210:                                              ; preds = %183, %35, %6, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gray_scott_pitched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, ptr noalias noundef writeonly captures(none) %12) local_unnamed_addr #0 {
  %14 = icmp slt i32 %4, 1
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  %17 = zext nneg i32 %4 to i64
  %18 = icmp ult i64 %6, %17
  %19 = select i1 %16, i1 true, i1 %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  br i1 %19, label %21, label %23

21:                                               ; preds = %13
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  br label %125

23:                                               ; preds = %13
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %25 = mul nuw nsw i32 %24, %20
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %27 = add nuw nsw i32 %25, %26
  %28 = icmp samesign ult i32 %27, %5
  br i1 %28, label %29, label %125

29:                                               ; preds = %23
  %30 = add nsw i32 %5, -1
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = mul i32 %31, %32
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = add i32 %33, %34
  %36 = icmp slt i32 %35, %4
  %37 = add nsw i32 %4, -1
  %38 = fadd contract double %9, %10
  %39 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = mul i32 %39, %32
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %42 = mul nuw nsw i32 %41, %20
  br label %43

43:                                               ; preds = %29, %56
  %44 = phi double [ 0.000000e+00, %29 ], [ %57, %56 ]
  %45 = phi i32 [ %27, %29 ], [ %58, %56 ]
  %46 = sext i32 %45 to i64
  %47 = mul i64 %6, %46
  %48 = tail call i32 @llvm.smax.i32(i32 %45, i32 1)
  %49 = add nsw i32 %48, -1
  %50 = zext nneg i32 %49 to i64
  %51 = mul i64 %6, %50
  %52 = add nsw i32 %45, 1
  %53 = tail call noundef range(i32 -2147483647, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %52, i32 range(i32 0, 2147483647) %30)
  %54 = sext i32 %53 to i64
  %55 = mul i64 %6, %54
  br i1 %36, label %60, label %56

56:                                               ; preds = %60, %43
  %57 = phi double [ %44, %43 ], [ %122, %60 ]
  %58 = add i32 %45, %42
  %59 = icmp slt i32 %58, %5
  br i1 %59, label %43, label %125, !llvm.loop !21

60:                                               ; preds = %43, %60
  %61 = phi double [ %122, %60 ], [ %44, %43 ]
  %62 = phi i32 [ %123, %60 ], [ %35, %43 ]
  %63 = tail call i32 @llvm.smax.i32(i32 %62, i32 1)
  %64 = add nsw i32 %63, -1
  %65 = add nsw i32 %62, 1
  %66 = tail call noundef range(i32 -2147483647, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %65, i32 range(i32 0, 2147483647) %37)
  %67 = sext i32 %62 to i64
  %68 = add i64 %47, %67
  %69 = getelementptr inbounds nuw double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !22
  %71 = getelementptr inbounds nuw double, ptr %1, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !22
  %73 = zext nneg i32 %64 to i64
  %74 = add i64 %47, %73
  %75 = getelementptr inbounds nuw double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !22
  %77 = sext i32 %66 to i64
  %78 = add i64 %47, %77
  %79 = getelementptr inbounds nuw double, ptr %0, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !22
  %81 = fadd contract double %76, %80
  %82 = add i64 %51, %67
  %83 = getelementptr inbounds nuw double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !22
  %85 = fadd contract double %81, %84
  %86 = add i64 %55, %67
  %87 = getelementptr inbounds nuw double, ptr %0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !22
  %89 = fadd contract double %85, %88
  %90 = fmul contract double %70, 4.000000e+00
  %91 = fsub contract double %89, %90
  %92 = getelementptr inbounds nuw double, ptr %1, i64 %74
  %93 = load double, ptr %92, align 8, !tbaa !22
  %94 = getelementptr inbounds nuw double, ptr %1, i64 %78
  %95 = load double, ptr %94, align 8, !tbaa !22
  %96 = fadd contract double %93, %95
  %97 = getelementptr inbounds nuw double, ptr %1, i64 %82
  %98 = load double, ptr %97, align 8, !tbaa !22
  %99 = fadd contract double %96, %98
  %100 = getelementptr inbounds nuw double, ptr %1, i64 %86
  %101 = load double, ptr %100, align 8, !tbaa !22
  %102 = fadd contract double %99, %101
  %103 = fmul contract double %72, 4.000000e+00
  %104 = fsub contract double %102, %103
  %105 = fmul contract double %70, %72
  %106 = fmul contract double %72, %105
  %107 = fmul contract double %7, %91
  %108 = fsub contract double %107, %106
  %109 = fsub contract double 1.000000e+00, %70
  %110 = fmul contract double %9, %109
  %111 = fadd contract double %110, %108
  %112 = fmul contract double %11, %111
  %113 = fadd contract double %70, %112
  %114 = fmul contract double %8, %104
  %115 = fadd contract double %106, %114
  %116 = fmul contract double %38, %72
  %117 = fsub contract double %115, %116
  %118 = fmul contract double %11, %117
  %119 = fadd contract double %72, %118
  %120 = getelementptr inbounds nuw double, ptr %2, i64 %68
  store double %113, ptr %120, align 8, !tbaa !22
  %121 = getelementptr inbounds nuw double, ptr %3, i64 %68
  store double %119, ptr %121, align 8, !tbaa !22
  %122 = fadd contract double %61, %119
  %123 = add i32 %62, %40
  %124 = icmp slt i32 %123, %4
  br i1 %124, label %60, label %56, !llvm.loop !24

125:                                              ; preds = %56, %21, %23
  %126 = phi i32 [ %22, %21 ], [ %26, %23 ], [ %26, %56 ]
  %127 = phi double [ 0.000000e+00, %21 ], [ 0.000000e+00, %23 ], [ %57, %56 ]
  %128 = bitcast double %127 to i64
  %129 = trunc i64 %128 to i32
  %130 = lshr i64 %128, 32
  %131 = trunc nuw i64 %130 to i32
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %129, i32 16, i32 31)
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %131, i32 16, i32 31)
  %134 = zext i32 %133 to i64
  %135 = shl nuw i64 %134, 32
  %136 = zext i32 %132 to i64
  %137 = or disjoint i64 %135, %136
  %138 = bitcast i64 %137 to double
  %139 = fadd contract double %127, %138
  %140 = bitcast double %139 to i64
  %141 = trunc i64 %140 to i32
  %142 = lshr i64 %140, 32
  %143 = trunc nuw i64 %142 to i32
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %141, i32 8, i32 31)
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %143, i32 8, i32 31)
  %146 = zext i32 %145 to i64
  %147 = shl nuw i64 %146, 32
  %148 = zext i32 %144 to i64
  %149 = or disjoint i64 %147, %148
  %150 = bitcast i64 %149 to double
  %151 = fadd contract double %139, %150
  %152 = bitcast double %151 to i64
  %153 = trunc i64 %152 to i32
  %154 = lshr i64 %152, 32
  %155 = trunc nuw i64 %154 to i32
  %156 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %153, i32 4, i32 31)
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %155, i32 4, i32 31)
  %158 = zext i32 %157 to i64
  %159 = shl nuw i64 %158, 32
  %160 = zext i32 %156 to i64
  %161 = or disjoint i64 %159, %160
  %162 = bitcast i64 %161 to double
  %163 = fadd contract double %151, %162
  %164 = bitcast double %163 to i64
  %165 = trunc i64 %164 to i32
  %166 = lshr i64 %164, 32
  %167 = trunc nuw i64 %166 to i32
  %168 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %165, i32 2, i32 31)
  %169 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %167, i32 2, i32 31)
  %170 = zext i32 %169 to i64
  %171 = shl nuw i64 %170, 32
  %172 = zext i32 %168 to i64
  %173 = or disjoint i64 %171, %172
  %174 = bitcast i64 %173 to double
  %175 = fadd contract double %163, %174
  %176 = bitcast double %175 to i64
  %177 = trunc i64 %176 to i32
  %178 = lshr i64 %176, 32
  %179 = trunc nuw i64 %178 to i32
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %177, i32 1, i32 31)
  %181 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %179, i32 1, i32 31)
  %182 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %183 = mul nuw nsw i32 %126, %182
  %184 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %185 = add nuw nsw i32 %183, %184
  %186 = mul nuw nsw i32 %182, %20
  %187 = and i32 %185, 4194079
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %199

189:                                              ; preds = %125
  %190 = zext i32 %181 to i64
  %191 = shl nuw i64 %190, 32
  %192 = zext i32 %180 to i64
  %193 = or disjoint i64 %191, %192
  %194 = bitcast i64 %193 to double
  %195 = fadd contract double %175, %194
  %196 = lshr exact i32 %185, 5
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 %197
  store double %195, ptr %198, align 8, !tbaa !22
  br label %199

199:                                              ; preds = %189, %125
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %200 = icmp eq i32 %185, 0
  br i1 %200, label %201, label %243

201:                                              ; preds = %199
  %202 = add nuw nsw i32 %186, 31
  %203 = lshr i32 %202, 5
  %204 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), align 8, !tbaa !22
  %205 = fadd contract double %204, 0.000000e+00
  %206 = icmp eq i32 %203, 1
  br i1 %206, label %207, label %216, !llvm.loop !25

207:                                              ; preds = %240, %236, %232, %228, %224, %220, %216, %201
  %208 = phi double [ %205, %201 ], [ %218, %216 ], [ %222, %220 ], [ %226, %224 ], [ %230, %228 ], [ %234, %232 ], [ %238, %236 ], [ %242, %240 ]
  %209 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %210 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %211 = mul i32 %209, %210
  %212 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %213 = add i32 %211, %212
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds nuw double, ptr %12, i64 %214
  store double %208, ptr %215, align 8, !tbaa !22
  br label %243

216:                                              ; preds = %201
  %217 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 8), align 8, !tbaa !22
  %218 = fadd contract double %205, %217
  %219 = icmp eq i32 %203, 2
  br i1 %219, label %207, label %220, !llvm.loop !25

220:                                              ; preds = %216
  %221 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 16), align 8, !tbaa !22
  %222 = fadd contract double %218, %221
  %223 = icmp eq i32 %203, 3
  br i1 %223, label %207, label %224, !llvm.loop !25

224:                                              ; preds = %220
  %225 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 24), align 8, !tbaa !22
  %226 = fadd contract double %222, %225
  %227 = icmp eq i32 %203, 4
  br i1 %227, label %207, label %228, !llvm.loop !25

228:                                              ; preds = %224
  %229 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 32), align 8, !tbaa !22
  %230 = fadd contract double %226, %229
  %231 = icmp eq i32 %203, 5
  br i1 %231, label %207, label %232, !llvm.loop !25

232:                                              ; preds = %228
  %233 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 40), align 8, !tbaa !22
  %234 = fadd contract double %230, %233
  %235 = icmp eq i32 %203, 6
  br i1 %235, label %207, label %236, !llvm.loop !25

236:                                              ; preds = %232
  %237 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 48), align 8, !tbaa !22
  %238 = fadd contract double %234, %237
  %239 = icmp eq i32 %203, 7
  br i1 %239, label %207, label %240, !llvm.loop !25

240:                                              ; preds = %236
  %241 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 56), align 8, !tbaa !22
  %242 = fadd contract double %238, %241
  br label %207

243:                                              ; preds = %207, %199
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @potts_sweep_color(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9, i32 noundef %10, i32 noundef %11, ptr noalias noundef captures(none) %12) local_unnamed_addr #3 {
  %14 = alloca [8 x i32], align 4
  %15 = alloca [8 x i32], align 4
  %16 = icmp sgt i32 %4, 1
  %17 = icmp sgt i32 %5, 1
  %18 = and i1 %16, %17
  %19 = and i32 %4, 1
  %20 = icmp eq i32 %19, 0
  %21 = and i1 %20, %18
  br i1 %21, label %22, label %423

22:                                               ; preds = %13
  %23 = and i32 %5, 1
  %24 = icmp ne i32 %23, 0
  %25 = icmp slt i32 %6, 1
  %26 = or i1 %24, %25
  br i1 %26, label %423, label %27

27:                                               ; preds = %22
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %35 = mul nuw nsw i32 %33, %34
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %37 = add nuw nsw i32 %35, %36
  %38 = lshr exact i32 %4, 1
  %39 = icmp slt i32 %32, %38
  %40 = lshr exact i32 %5, 1
  %41 = icmp samesign ult i32 %37, %40
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %43, label %423

43:                                               ; preds = %27
  %44 = shl nsw i32 %32, 1
  %45 = and i32 %7, 1
  %46 = or disjoint i32 %45, %44
  %47 = shl nuw nsw i32 %37, 1
  %48 = lshr i32 %7, 1
  %49 = and i32 %48, 1
  %50 = or disjoint i32 %49, %47
  %51 = icmp eq i32 %46, 0
  %52 = add nsw i32 %4, -1
  %53 = add nsw i32 %46, -1
  %54 = select i1 %51, i32 %52, i32 %53
  %55 = icmp eq i32 %46, %52
  %56 = add nsw i32 %46, 1
  %57 = select i1 %55, i32 0, i32 %56
  %58 = icmp eq i32 %50, 0
  %59 = add nsw i32 %5, -1
  %60 = add nsw i32 %50, -1
  %61 = select i1 %58, i32 %59, i32 %60
  %62 = icmp eq i32 %50, %59
  %63 = add nuw nsw i32 %50, 1
  %64 = select i1 %62, i32 0, i32 %63
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #9
  store i32 %54, ptr %14, align 4, !tbaa !6
  %65 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 %46, ptr %65, align 4, !tbaa !6
  %66 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %57, ptr %66, align 4, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %14, i64 12
  store i32 %54, ptr %67, align 4, !tbaa !6
  %68 = getelementptr inbounds nuw i8, ptr %14, i64 16
  store i32 %57, ptr %68, align 4, !tbaa !6
  %69 = getelementptr inbounds nuw i8, ptr %14, i64 20
  store i32 %54, ptr %69, align 4, !tbaa !6
  %70 = getelementptr inbounds nuw i8, ptr %14, i64 24
  store i32 %46, ptr %70, align 4, !tbaa !6
  %71 = getelementptr inbounds nuw i8, ptr %14, i64 28
  store i32 %57, ptr %71, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #9
  store i32 %61, ptr %15, align 4, !tbaa !6
  %72 = getelementptr inbounds nuw i8, ptr %15, i64 4
  store i32 %61, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %61, ptr %73, align 4, !tbaa !6
  %74 = getelementptr inbounds nuw i8, ptr %15, i64 12
  store i32 %50, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds nuw i8, ptr %15, i64 16
  store i32 %50, ptr %75, align 4, !tbaa !6
  %76 = getelementptr inbounds nuw i8, ptr %15, i64 20
  store i32 %64, ptr %76, align 4, !tbaa !6
  %77 = getelementptr inbounds nuw i8, ptr %15, i64 24
  store i32 %64, ptr %77, align 4, !tbaa !6
  %78 = getelementptr inbounds nuw i8, ptr %15, i64 28
  store i32 %64, ptr %78, align 4, !tbaa !6
  %79 = mul nuw nsw i32 %50, %4
  %80 = add nsw i32 %79, %46
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = urem i32 %83, %6
  %85 = mul i32 %80, -1640531535
  %86 = mul i32 %11, -2048144777
  %87 = xor i32 %85, %86
  %88 = xor i32 %87, -513675647
  %89 = lshr i32 %88, 16
  %90 = xor i32 %89, %88
  %91 = mul i32 %90, 2146121005
  %92 = lshr i32 %91, 15
  %93 = xor i32 %92, %91
  %94 = mul i32 %93, -2073254261
  %95 = lshr i32 %94, 16
  %96 = xor i32 %95, %94
  %97 = and i32 %96, 7
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw i32, ptr %15, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = mul nsw i32 %100, %4
  %102 = getelementptr inbounds nuw i32, ptr %14, i64 %98
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = add nsw i32 %101, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = urem i32 %107, %6
  %109 = icmp eq i32 %108, %84
  br i1 %109, label %422, label %110

110:                                              ; preds = %43
  %111 = icmp eq i32 %84, 0
  br i1 %111, label %118, label %112

112:                                              ; preds = %110
  %113 = zext nneg i32 %84 to i64
  %114 = getelementptr inbounds nuw i32, ptr %1, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = and i32 %115, 7
  %117 = zext nneg i32 %116 to i64
  br label %118

118:                                              ; preds = %110, %112
  %119 = phi i64 [ %117, %112 ], [ 0, %110 ]
  %120 = icmp eq i32 %108, 0
  br i1 %120, label %127, label %121

121:                                              ; preds = %118
  %122 = zext nneg i32 %108 to i64
  %123 = getelementptr inbounds nuw i32, ptr %1, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = and i32 %124, 7
  %126 = zext nneg i32 %125 to i64
  br label %127

127:                                              ; preds = %118, %121
  %128 = phi i64 [ %126, %121 ], [ 0, %118 ]
  %129 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(4) @c_J to ptr), i64 %128
  %130 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(4) @c_J to ptr), i64 %119
  %131 = mul nsw i32 %61, %4
  %132 = add nsw i32 %131, %54
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %0, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = urem i32 %135, %6
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %144, label %138

138:                                              ; preds = %127
  %139 = zext nneg i32 %136 to i64
  %140 = getelementptr inbounds nuw i32, ptr %1, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = and i32 %141, 7
  %143 = zext nneg i32 %142 to i64
  br label %144

144:                                              ; preds = %127, %138
  %145 = phi i64 [ %143, %138 ], [ 0, %127 ]
  %146 = icmp eq i32 %136, %108
  br i1 %146, label %150, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds nuw float, ptr %129, i64 %145
  %149 = load float, ptr %148, align 4, !tbaa !13
  br label %150

150:                                              ; preds = %144, %147
  %151 = phi contract float [ %149, %147 ], [ 0.000000e+00, %144 ]
  %152 = icmp eq i32 %136, %84
  br i1 %152, label %156, label %153

153:                                              ; preds = %150
  %154 = getelementptr inbounds nuw float, ptr %130, i64 %145
  %155 = load float, ptr %154, align 4, !tbaa !13
  br label %156

156:                                              ; preds = %150, %153
  %157 = phi contract float [ %155, %153 ], [ 0.000000e+00, %150 ]
  %158 = fsub contract float %151, %157
  %159 = fadd contract float %158, 0.000000e+00
  %160 = add nsw i32 %131, %46
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i32, ptr %0, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !6
  %164 = urem i32 %163, %6
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %172, label %166

166:                                              ; preds = %156
  %167 = zext nneg i32 %164 to i64
  %168 = getelementptr inbounds nuw i32, ptr %1, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !6
  %170 = and i32 %169, 7
  %171 = zext nneg i32 %170 to i64
  br label %172

172:                                              ; preds = %166, %156
  %173 = phi i64 [ %171, %166 ], [ 0, %156 ]
  %174 = icmp eq i32 %164, %108
  br i1 %174, label %178, label %175

175:                                              ; preds = %172
  %176 = getelementptr inbounds nuw float, ptr %129, i64 %173
  %177 = load float, ptr %176, align 4, !tbaa !13
  br label %178

178:                                              ; preds = %175, %172
  %179 = phi contract float [ %177, %175 ], [ 0.000000e+00, %172 ]
  %180 = icmp eq i32 %164, %84
  br i1 %180, label %184, label %181

181:                                              ; preds = %178
  %182 = getelementptr inbounds nuw float, ptr %130, i64 %173
  %183 = load float, ptr %182, align 4, !tbaa !13
  br label %184

184:                                              ; preds = %181, %178
  %185 = phi contract float [ %183, %181 ], [ 0.000000e+00, %178 ]
  %186 = fsub contract float %179, %185
  %187 = fadd contract float %159, %186
  %188 = add nsw i32 %131, %57
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds i32, ptr %0, i64 %189
  %191 = load i32, ptr %190, align 4, !tbaa !6
  %192 = urem i32 %191, %6
  %193 = icmp eq i32 %192, 0
  br i1 %193, label %200, label %194

194:                                              ; preds = %184
  %195 = zext nneg i32 %192 to i64
  %196 = getelementptr inbounds nuw i32, ptr %1, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !6
  %198 = and i32 %197, 7
  %199 = zext nneg i32 %198 to i64
  br label %200

200:                                              ; preds = %194, %184
  %201 = phi i64 [ %199, %194 ], [ 0, %184 ]
  %202 = icmp eq i32 %192, %108
  br i1 %202, label %206, label %203

203:                                              ; preds = %200
  %204 = getelementptr inbounds nuw float, ptr %129, i64 %201
  %205 = load float, ptr %204, align 4, !tbaa !13
  br label %206

206:                                              ; preds = %203, %200
  %207 = phi contract float [ %205, %203 ], [ 0.000000e+00, %200 ]
  %208 = icmp eq i32 %192, %84
  br i1 %208, label %212, label %209

209:                                              ; preds = %206
  %210 = getelementptr inbounds nuw float, ptr %130, i64 %201
  %211 = load float, ptr %210, align 4, !tbaa !13
  br label %212

212:                                              ; preds = %209, %206
  %213 = phi contract float [ %211, %209 ], [ 0.000000e+00, %206 ]
  %214 = fsub contract float %207, %213
  %215 = fadd contract float %187, %214
  %216 = add nsw i32 %79, %54
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds i32, ptr %0, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !6
  %220 = urem i32 %219, %6
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %228, label %222

222:                                              ; preds = %212
  %223 = zext nneg i32 %220 to i64
  %224 = getelementptr inbounds nuw i32, ptr %1, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !6
  %226 = and i32 %225, 7
  %227 = zext nneg i32 %226 to i64
  br label %228

228:                                              ; preds = %222, %212
  %229 = phi i64 [ %227, %222 ], [ 0, %212 ]
  %230 = icmp eq i32 %220, %108
  br i1 %230, label %234, label %231

231:                                              ; preds = %228
  %232 = getelementptr inbounds nuw float, ptr %129, i64 %229
  %233 = load float, ptr %232, align 4, !tbaa !13
  br label %234

234:                                              ; preds = %231, %228
  %235 = phi contract float [ %233, %231 ], [ 0.000000e+00, %228 ]
  %236 = icmp eq i32 %220, %84
  br i1 %236, label %240, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds nuw float, ptr %130, i64 %229
  %239 = load float, ptr %238, align 4, !tbaa !13
  br label %240

240:                                              ; preds = %237, %234
  %241 = phi contract float [ %239, %237 ], [ 0.000000e+00, %234 ]
  %242 = fsub contract float %235, %241
  %243 = fadd contract float %215, %242
  %244 = add nsw i32 %79, %57
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds i32, ptr %0, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !6
  %248 = urem i32 %247, %6
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %256, label %250

250:                                              ; preds = %240
  %251 = zext nneg i32 %248 to i64
  %252 = getelementptr inbounds nuw i32, ptr %1, i64 %251
  %253 = load i32, ptr %252, align 4, !tbaa !6
  %254 = and i32 %253, 7
  %255 = zext nneg i32 %254 to i64
  br label %256

256:                                              ; preds = %250, %240
  %257 = phi i64 [ %255, %250 ], [ 0, %240 ]
  %258 = icmp eq i32 %248, %108
  br i1 %258, label %262, label %259

259:                                              ; preds = %256
  %260 = getelementptr inbounds nuw float, ptr %129, i64 %257
  %261 = load float, ptr %260, align 4, !tbaa !13
  br label %262

262:                                              ; preds = %259, %256
  %263 = phi contract float [ %261, %259 ], [ 0.000000e+00, %256 ]
  %264 = icmp eq i32 %248, %84
  br i1 %264, label %268, label %265

265:                                              ; preds = %262
  %266 = getelementptr inbounds nuw float, ptr %130, i64 %257
  %267 = load float, ptr %266, align 4, !tbaa !13
  br label %268

268:                                              ; preds = %265, %262
  %269 = phi contract float [ %267, %265 ], [ 0.000000e+00, %262 ]
  %270 = fsub contract float %263, %269
  %271 = fadd contract float %243, %270
  %272 = mul nuw nsw i32 %64, %4
  %273 = add nsw i32 %272, %54
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds i32, ptr %0, i64 %274
  %276 = load i32, ptr %275, align 4, !tbaa !6
  %277 = urem i32 %276, %6
  %278 = icmp eq i32 %277, 0
  br i1 %278, label %285, label %279

279:                                              ; preds = %268
  %280 = zext nneg i32 %277 to i64
  %281 = getelementptr inbounds nuw i32, ptr %1, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !6
  %283 = and i32 %282, 7
  %284 = zext nneg i32 %283 to i64
  br label %285

285:                                              ; preds = %279, %268
  %286 = phi i64 [ %284, %279 ], [ 0, %268 ]
  %287 = icmp eq i32 %277, %108
  br i1 %287, label %291, label %288

288:                                              ; preds = %285
  %289 = getelementptr inbounds nuw float, ptr %129, i64 %286
  %290 = load float, ptr %289, align 4, !tbaa !13
  br label %291

291:                                              ; preds = %288, %285
  %292 = phi contract float [ %290, %288 ], [ 0.000000e+00, %285 ]
  %293 = icmp eq i32 %277, %84
  br i1 %293, label %297, label %294

294:                                              ; preds = %291
  %295 = getelementptr inbounds nuw float, ptr %130, i64 %286
  %296 = load float, ptr %295, align 4, !tbaa !13
  br label %297

297:                                              ; preds = %294, %291
  %298 = phi contract float [ %296, %294 ], [ 0.000000e+00, %291 ]
  %299 = fsub contract float %292, %298
  %300 = fadd contract float %271, %299
  %301 = add nsw i32 %272, %46
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds i32, ptr %0, i64 %302
  %304 = load i32, ptr %303, align 4, !tbaa !6
  %305 = urem i32 %304, %6
  %306 = icmp eq i32 %305, 0
  br i1 %306, label %313, label %307

307:                                              ; preds = %297
  %308 = zext nneg i32 %305 to i64
  %309 = getelementptr inbounds nuw i32, ptr %1, i64 %308
  %310 = load i32, ptr %309, align 4, !tbaa !6
  %311 = and i32 %310, 7
  %312 = zext nneg i32 %311 to i64
  br label %313

313:                                              ; preds = %307, %297
  %314 = phi i64 [ %312, %307 ], [ 0, %297 ]
  %315 = icmp eq i32 %305, %108
  br i1 %315, label %319, label %316

316:                                              ; preds = %313
  %317 = getelementptr inbounds nuw float, ptr %129, i64 %314
  %318 = load float, ptr %317, align 4, !tbaa !13
  br label %319

319:                                              ; preds = %316, %313
  %320 = phi contract float [ %318, %316 ], [ 0.000000e+00, %313 ]
  %321 = icmp eq i32 %305, %84
  br i1 %321, label %325, label %322

322:                                              ; preds = %319
  %323 = getelementptr inbounds nuw float, ptr %130, i64 %314
  %324 = load float, ptr %323, align 4, !tbaa !13
  br label %325

325:                                              ; preds = %322, %319
  %326 = phi contract float [ %324, %322 ], [ 0.000000e+00, %319 ]
  %327 = fsub contract float %320, %326
  %328 = fadd contract float %300, %327
  %329 = add nsw i32 %272, %57
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds i32, ptr %0, i64 %330
  %332 = load i32, ptr %331, align 4, !tbaa !6
  %333 = urem i32 %332, %6
  %334 = icmp eq i32 %333, 0
  br i1 %334, label %341, label %335

335:                                              ; preds = %325
  %336 = zext nneg i32 %333 to i64
  %337 = getelementptr inbounds nuw i32, ptr %1, i64 %336
  %338 = load i32, ptr %337, align 4, !tbaa !6
  %339 = and i32 %338, 7
  %340 = zext nneg i32 %339 to i64
  br label %341

341:                                              ; preds = %335, %325
  %342 = phi i64 [ %340, %335 ], [ 0, %325 ]
  %343 = icmp eq i32 %333, %108
  br i1 %343, label %347, label %344

344:                                              ; preds = %341
  %345 = getelementptr inbounds nuw float, ptr %129, i64 %342
  %346 = load float, ptr %345, align 4, !tbaa !13
  br label %347

347:                                              ; preds = %344, %341
  %348 = phi contract float [ %346, %344 ], [ 0.000000e+00, %341 ]
  %349 = icmp eq i32 %333, %84
  br i1 %349, label %353, label %350

350:                                              ; preds = %347
  %351 = getelementptr inbounds nuw float, ptr %130, i64 %342
  %352 = load float, ptr %351, align 4, !tbaa !13
  br label %353

353:                                              ; preds = %350, %347
  %354 = phi contract float [ %352, %350 ], [ 0.000000e+00, %347 ]
  %355 = fsub contract float %348, %354
  %356 = fadd contract float %328, %355
  br i1 %111, label %370, label %357

357:                                              ; preds = %353
  %358 = zext nneg i32 %84 to i64
  %359 = getelementptr inbounds nuw i32, ptr %2, i64 %358
  %360 = load i32, ptr %359, align 4, !tbaa !6
  %361 = sitofp i32 %360 to float
  %362 = sitofp i32 %10 to float
  %363 = fsub contract float %361, %362
  %364 = fadd contract float %363, -1.000000e+00
  %365 = fmul contract float %364, %364
  %366 = fmul contract float %363, %363
  %367 = fsub contract float %365, %366
  %368 = fmul contract float %9, %367
  %369 = fadd contract float %356, %368
  br label %370

370:                                              ; preds = %357, %353
  %371 = phi float [ %369, %357 ], [ %356, %353 ]
  br i1 %120, label %385, label %372

372:                                              ; preds = %370
  %373 = zext nneg i32 %108 to i64
  %374 = getelementptr inbounds nuw i32, ptr %2, i64 %373
  %375 = load i32, ptr %374, align 4, !tbaa !6
  %376 = sitofp i32 %375 to float
  %377 = sitofp i32 %10 to float
  %378 = fsub contract float %376, %377
  %379 = fadd contract float %378, 1.000000e+00
  %380 = fmul contract float %379, %379
  %381 = fmul contract float %378, %378
  %382 = fsub contract float %380, %381
  %383 = fmul contract float %9, %382
  %384 = fadd contract float %371, %383
  br label %385

385:                                              ; preds = %372, %370
  %386 = phi float [ %384, %372 ], [ %371, %370 ]
  %387 = fcmp contract ole float %386, 0.000000e+00
  %388 = fcmp contract ule float %8, 0.000000e+00
  %389 = or i1 %388, %387
  br i1 %389, label %408, label %390

390:                                              ; preds = %385
  %391 = xor i32 %87, 1514404915
  %392 = lshr i32 %391, 16
  %393 = xor i32 %392, %391
  %394 = mul i32 %393, 2146121005
  %395 = lshr i32 %394, 15
  %396 = xor i32 %395, %394
  %397 = mul i32 %396, -2073254261
  %398 = lshr i32 %397, 24
  %399 = lshr i32 %397, 8
  %400 = xor i32 %398, %399
  %401 = uitofp nneg i32 %400 to float
  %402 = fmul contract float %401, 0x3E70000000000000
  %403 = fneg contract float %386
  %404 = fdiv contract float %403, %8
  %405 = fmul float %404, 0x3FF7154760000000
  %406 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %405)
  %407 = fcmp contract olt float %402, %406
  br label %408

408:                                              ; preds = %390, %385
  %409 = phi i1 [ %407, %390 ], [ %387, %385 ]
  br i1 %409, label %410, label %422

410:                                              ; preds = %408
  store i32 %108, ptr %82, align 4, !tbaa !6
  br i1 %111, label %415, label %411

411:                                              ; preds = %410
  %412 = zext nneg i32 %84 to i64
  %413 = getelementptr inbounds nuw i32, ptr %3, i64 %412
  %414 = atomicrmw add ptr %413, i32 -1 seq_cst, align 4
  br label %415

415:                                              ; preds = %411, %410
  br i1 %120, label %420, label %416

416:                                              ; preds = %415
  %417 = zext nneg i32 %108 to i64
  %418 = getelementptr inbounds nuw i32, ptr %3, i64 %417
  %419 = atomicrmw add ptr %418, i32 1 seq_cst, align 4
  br label %420

420:                                              ; preds = %416, %415
  %421 = atomicrmw add ptr %12, i32 1 seq_cst, align 4
  br label %422

422:                                              ; preds = %420, %408, %43
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  br label %423

423:                                              ; preds = %422, %27, %13, %22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!15 = !{!16, !14, i64 8}
!16 = !{!"_ZTS8GsParams", !14, i64 0, !14, i64 4, !14, i64 8, !14, i64 12, !14, i64 16}
!17 = !{!16, !14, i64 0}
!18 = !{!16, !14, i64 4}
!19 = !{!16, !14, i64 12}
!20 = !{!16, !14, i64 16}
!21 = distinct !{!21, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !8, i64 0}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
