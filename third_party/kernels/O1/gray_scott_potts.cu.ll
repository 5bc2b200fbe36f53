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
  br i1 %8, label %211, label %9

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = icmp samesign ugt i32 %10, 16
  %12 = icmp slt i32 %3, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  br i1 %15, label %211, label %16

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
  br i1 %28, label %29, label %34

29:                                               ; preds = %16
  %30 = add nsw i32 %3, -1
  %31 = add nsw i32 %4, -1
  %32 = zext nneg i32 %3 to i64
  %33 = mul nuw nsw i32 %7, %10
  br label %40

34:                                               ; preds = %40, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = add i32 %18, %25
  %36 = add nuw nsw i32 %20, %23
  %37 = icmp slt i32 %35, %3
  %38 = icmp slt i32 %36, %4
  %39 = and i1 %37, %38
  br i1 %39, label %77, label %211

40:                                               ; preds = %29, %40
  %41 = phi i32 [ %26, %29 ], [ %75, %40 ]
  %42 = udiv i32 %41, %21
  %43 = mul nsw i32 %42, %21
  %44 = sub nuw nsw i32 %41, %43
  %45 = add nsw i32 %44, %18
  %46 = add nsw i32 %45, -1
  %47 = add nuw nsw i32 %42, %20
  %48 = add nsw i32 %47, -1
  %49 = icmp slt i32 %45, 1
  %50 = icmp sgt i32 %45, %3
  %51 = select i1 %50, i32 %3, i32 0
  %52 = sub nsw i32 0, %51
  %53 = select i1 %49, i32 %3, i32 %52
  %54 = add i32 %46, %53
  %55 = icmp slt i32 %47, 1
  %56 = icmp sgt i32 %47, %4
  %57 = select i1 %56, i32 %4, i32 0
  %58 = sub nsw i32 0, %57
  %59 = select i1 %55, i32 %4, i32 %58
  %60 = add i32 %48, %59
  %61 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smax.i32(i32 range(i32 -2147483648, 2147483647) %54, i32 0)
  %62 = tail call noundef range(i32 -2147483647, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %61, i32 range(i32 0, 2147483647) %30)
  %63 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smax.i32(i32 range(i32 -2147483648, 2147483647) %60, i32 0)
  %64 = tail call noundef range(i32 -2147483647, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %63, i32 range(i32 0, 2147483647) %31)
  %65 = zext nneg i32 %64 to i64
  %66 = mul nuw nsw i64 %65, %32
  %67 = zext nneg i32 %62 to i64
  %68 = getelementptr %struct.float2.0, ptr %0, i64 %66
  %69 = getelementptr %struct.float2.0, ptr %68, i64 %67
  %70 = zext nneg i32 %42 to i64
  %71 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %70
  %72 = sext i32 %44 to i64
  %73 = getelementptr inbounds %struct.float2.0, ptr %71, i64 %72
  %74 = load i64, ptr %69, align 8
  store i64 %74, ptr %73, align 8
  %75 = add i32 %41, %33
  %76 = icmp samesign ult i32 %75, %27
  br i1 %76, label %40, label %34, !llvm.loop !11

77:                                               ; preds = %34
  %78 = add nuw nsw i32 %25, 1
  %79 = add nuw nsw i32 %23, 1
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %80
  %82 = zext nneg i32 %78 to i64
  %83 = getelementptr inbounds nuw %struct.float2.0, ptr %81, i64 %82
  %84 = load float, ptr %83, align 8, !tbaa !14
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !14
  %87 = zext nneg i32 %23 to i64
  %88 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %87
  %89 = zext nneg i32 %25 to i64
  %90 = getelementptr inbounds nuw %struct.float2.0, ptr %88, i64 %89
  %91 = load float, ptr %90, align 8, !tbaa !14
  %92 = getelementptr inbounds nuw i8, ptr %90, i64 4
  %93 = load float, ptr %92, align 4, !tbaa !14
  %94 = fmul contract float %91, 0x3FA99999A0000000
  %95 = fsub contract float %94, %84
  %96 = fmul contract float %93, 0x3FA99999A0000000
  %97 = fsub contract float %96, %86
  %98 = zext nneg i32 %78 to i64
  %99 = getelementptr inbounds nuw %struct.float2.0, ptr %88, i64 %98
  %100 = load float, ptr %99, align 8, !tbaa !14
  %101 = getelementptr inbounds nuw i8, ptr %99, i64 4
  %102 = load float, ptr %101, align 4, !tbaa !14
  %103 = fmul contract float %100, 0x3FC99999A0000000
  %104 = fadd contract float %95, %103
  %105 = fmul contract float %102, 0x3FC99999A0000000
  %106 = fadd contract float %97, %105
  %107 = zext nneg i32 %25 to i64
  %108 = getelementptr inbounds nuw %struct.float2.0, ptr %88, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 16
  %110 = load float, ptr %109, align 8, !tbaa !14
  %111 = getelementptr inbounds nuw i8, ptr %108, i64 20
  %112 = load float, ptr %111, align 4, !tbaa !14
  %113 = fmul contract float %110, 0x3FA99999A0000000
  %114 = fadd contract float %104, %113
  %115 = fmul contract float %112, 0x3FA99999A0000000
  %116 = fadd contract float %106, %115
  %117 = zext nneg i32 %79 to i64
  %118 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %117
  %119 = zext nneg i32 %25 to i64
  %120 = getelementptr inbounds nuw %struct.float2.0, ptr %118, i64 %119
  %121 = load float, ptr %120, align 8, !tbaa !14
  %122 = getelementptr inbounds nuw i8, ptr %120, i64 4
  %123 = load float, ptr %122, align 4, !tbaa !14
  %124 = fmul contract float %121, 0x3FC99999A0000000
  %125 = fadd contract float %114, %124
  %126 = fmul contract float %123, 0x3FC99999A0000000
  %127 = fadd contract float %116, %126
  %128 = zext nneg i32 %25 to i64
  %129 = getelementptr inbounds nuw %struct.float2.0, ptr %118, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 16
  %131 = load float, ptr %130, align 8, !tbaa !14
  %132 = getelementptr inbounds nuw i8, ptr %129, i64 20
  %133 = load float, ptr %132, align 4, !tbaa !14
  %134 = fmul contract float %131, 0x3FC99999A0000000
  %135 = fadd contract float %125, %134
  %136 = fmul contract float %133, 0x3FC99999A0000000
  %137 = fadd contract float %127, %136
  %138 = zext nneg i32 %23 to i64
  %139 = getelementptr inbounds nuw [18 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ16gray_scott_tiledE1s to ptr), i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 288
  %141 = zext nneg i32 %25 to i64
  %142 = getelementptr inbounds nuw %struct.float2.0, ptr %140, i64 %141
  %143 = load float, ptr %142, align 8, !tbaa !14
  %144 = getelementptr inbounds nuw i8, ptr %142, i64 4
  %145 = load float, ptr %144, align 4, !tbaa !14
  %146 = fmul contract float %143, 0x3FA99999A0000000
  %147 = fadd contract float %135, %146
  %148 = fmul contract float %145, 0x3FA99999A0000000
  %149 = fadd contract float %137, %148
  %150 = zext nneg i32 %78 to i64
  %151 = getelementptr inbounds nuw %struct.float2.0, ptr %140, i64 %150
  %152 = load float, ptr %151, align 8, !tbaa !14
  %153 = getelementptr inbounds nuw i8, ptr %151, i64 4
  %154 = load float, ptr %153, align 4, !tbaa !14
  %155 = fmul contract float %152, 0x3FC99999A0000000
  %156 = fadd contract float %147, %155
  %157 = fmul contract float %154, 0x3FC99999A0000000
  %158 = fadd contract float %149, %157
  %159 = zext nneg i32 %25 to i64
  %160 = getelementptr inbounds nuw %struct.float2.0, ptr %140, i64 %159
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 16
  %162 = load float, ptr %161, align 8, !tbaa !14
  %163 = getelementptr inbounds nuw i8, ptr %160, i64 20
  %164 = load float, ptr %163, align 4, !tbaa !14
  %165 = fmul contract float %162, 0x3FA99999A0000000
  %166 = fadd contract float %156, %165
  %167 = fmul contract float %164, 0x3FA99999A0000000
  %168 = fadd contract float %158, %167
  %169 = icmp eq i32 %5, 0
  %170 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 8), align 4, !tbaa !16
  br i1 %169, label %180, label %171

171:                                              ; preds = %77
  %172 = zext nneg i32 %36 to i64
  %173 = zext nneg i32 %3 to i64
  %174 = mul nuw nsw i64 %173, %172
  %175 = sext i32 %35 to i64
  %176 = getelementptr float, ptr %2, i64 %174
  %177 = getelementptr float, ptr %176, i64 %175
  %178 = load float, ptr %177, align 4, !tbaa !14
  %179 = fmul contract float %170, %178
  br label %180

180:                                              ; preds = %77, %171
  %181 = phi contract float [ %179, %171 ], [ %170, %77 ]
  %182 = fmul contract float %84, %86
  %183 = fmul contract float %86, %182
  %184 = load float, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), align 4, !tbaa !18
  %185 = fmul contract float %166, %184
  %186 = fsub contract float %185, %183
  %187 = fsub contract float 1.000000e+00, %84
  %188 = fmul contract float %187, %181
  %189 = fadd contract float %188, %186
  %190 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 4), align 4, !tbaa !19
  %191 = fmul contract float %168, %190
  %192 = fadd contract float %183, %191
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 12), align 4, !tbaa !20
  %194 = fadd contract float %181, %193
  %195 = fmul contract float %86, %194
  %196 = fsub contract float %192, %195
  %197 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gs to ptr), i64 16), align 4, !tbaa !21
  %198 = fmul contract float %197, %189
  %199 = fadd contract float %84, %198
  %200 = tail call noundef float @llvm.nvvm.saturate.f(float %199)
  %201 = fmul contract float %197, %196
  %202 = fadd contract float %86, %201
  %203 = tail call noundef float @llvm.nvvm.saturate.f(float %202)
  %204 = zext nneg i32 %36 to i64
  %205 = zext nneg i32 %3 to i64
  %206 = mul nuw nsw i64 %205, %204
  %207 = sext i32 %35 to i64
  %208 = getelementptr %struct.float2.0, ptr %1, i64 %206
  %209 = getelementptr %struct.float2.0, ptr %208, i64 %207
  store float %200, ptr %209, align 8, !tbaa !14
  %210 = getelementptr inbounds nuw i8, ptr %209, i64 4
  store float %203, ptr %210, align 4, !tbaa !14
  br label %211

211:                                              ; preds = %180, %34, %6, %9
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
  br i1 %19, label %123, label %20

20:                                               ; preds = %13
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %23 = mul nuw nsw i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %25 = add nuw nsw i32 %23, %24
  %26 = icmp slt i32 %25, %5
  br i1 %26, label %27, label %123

27:                                               ; preds = %20
  %28 = add nsw i32 %5, -1
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %31 = mul i32 %29, %30
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = add i32 %31, %32
  %34 = icmp slt i32 %33, %4
  %35 = add nsw i32 %4, -1
  %36 = fadd contract double %9, %10
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = mul i32 %37, %30
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %40 = mul nuw nsw i32 %39, %22
  br label %41

41:                                               ; preds = %27, %54
  %42 = phi double [ 0.000000e+00, %27 ], [ %55, %54 ]
  %43 = phi i32 [ %25, %27 ], [ %56, %54 ]
  %44 = sext i32 %43 to i64
  %45 = mul i64 %6, %44
  %46 = tail call i32 @llvm.smax.i32(i32 %43, i32 1)
  %47 = add nsw i32 %46, -1
  %48 = zext nneg i32 %47 to i64
  %49 = mul i64 %6, %48
  %50 = add nsw i32 %43, 1
  %51 = tail call noundef range(i32 -2147483647, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %50, i32 range(i32 0, 2147483647) %28)
  %52 = sext i32 %51 to i64
  %53 = mul i64 %6, %52
  br i1 %34, label %58, label %54

54:                                               ; preds = %58, %41
  %55 = phi double [ %42, %41 ], [ %120, %58 ]
  %56 = add i32 %43, %40
  %57 = icmp slt i32 %56, %5
  br i1 %57, label %41, label %123, !llvm.loop !22

58:                                               ; preds = %41, %58
  %59 = phi double [ %120, %58 ], [ %42, %41 ]
  %60 = phi i32 [ %121, %58 ], [ %33, %41 ]
  %61 = tail call i32 @llvm.smax.i32(i32 %60, i32 1)
  %62 = add nsw i32 %61, -1
  %63 = add nsw i32 %60, 1
  %64 = tail call noundef range(i32 -2147483647, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %63, i32 range(i32 0, 2147483647) %35)
  %65 = sext i32 %60 to i64
  %66 = add i64 %45, %65
  %67 = getelementptr inbounds nuw double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !23
  %69 = getelementptr inbounds nuw double, ptr %1, i64 %66
  %70 = load double, ptr %69, align 8, !tbaa !23
  %71 = zext nneg i32 %62 to i64
  %72 = add i64 %45, %71
  %73 = getelementptr inbounds nuw double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !23
  %75 = sext i32 %64 to i64
  %76 = add i64 %45, %75
  %77 = getelementptr inbounds nuw double, ptr %0, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !23
  %79 = fadd contract double %74, %78
  %80 = add i64 %49, %65
  %81 = getelementptr inbounds nuw double, ptr %0, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !23
  %83 = fadd contract double %79, %82
  %84 = add i64 %53, %65
  %85 = getelementptr inbounds nuw double, ptr %0, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !23
  %87 = fadd contract double %83, %86
  %88 = fmul contract double %68, 4.000000e+00
  %89 = fsub contract double %87, %88
  %90 = getelementptr inbounds nuw double, ptr %1, i64 %72
  %91 = load double, ptr %90, align 8, !tbaa !23
  %92 = getelementptr inbounds nuw double, ptr %1, i64 %76
  %93 = load double, ptr %92, align 8, !tbaa !23
  %94 = fadd contract double %91, %93
  %95 = getelementptr inbounds nuw double, ptr %1, i64 %80
  %96 = load double, ptr %95, align 8, !tbaa !23
  %97 = fadd contract double %94, %96
  %98 = getelementptr inbounds nuw double, ptr %1, i64 %84
  %99 = load double, ptr %98, align 8, !tbaa !23
  %100 = fadd contract double %97, %99
  %101 = fmul contract double %70, 4.000000e+00
  %102 = fsub contract double %100, %101
  %103 = fmul contract double %68, %70
  %104 = fmul contract double %70, %103
  %105 = fmul contract double %7, %89
  %106 = fsub contract double %105, %104
  %107 = fsub contract double 1.000000e+00, %68
  %108 = fmul contract double %9, %107
  %109 = fadd contract double %108, %106
  %110 = fmul contract double %11, %109
  %111 = fadd contract double %68, %110
  %112 = fmul contract double %8, %102
  %113 = fadd contract double %104, %112
  %114 = fmul contract double %36, %70
  %115 = fsub contract double %113, %114
  %116 = fmul contract double %11, %115
  %117 = fadd contract double %70, %116
  %118 = getelementptr inbounds nuw double, ptr %2, i64 %66
  store double %111, ptr %118, align 8, !tbaa !23
  %119 = getelementptr inbounds nuw double, ptr %3, i64 %66
  store double %117, ptr %119, align 8, !tbaa !23
  %120 = fadd contract double %59, %117
  %121 = add i32 %60, %38
  %122 = icmp slt i32 %121, %4
  br i1 %122, label %58, label %54, !llvm.loop !25

123:                                              ; preds = %54, %13, %20
  %124 = phi double [ 0.000000e+00, %13 ], [ 0.000000e+00, %20 ], [ %55, %54 ]
  %125 = bitcast double %124 to i64
  %126 = trunc i64 %125 to i32
  %127 = lshr i64 %125, 32
  %128 = trunc nuw i64 %127 to i32
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %126, i32 16, i32 31)
  %130 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %128, i32 16, i32 31)
  %131 = zext i32 %130 to i64
  %132 = shl nuw i64 %131, 32
  %133 = zext i32 %129 to i64
  %134 = or disjoint i64 %132, %133
  %135 = bitcast i64 %134 to double
  %136 = fadd contract double %124, %135
  %137 = bitcast double %136 to i64
  %138 = trunc i64 %137 to i32
  %139 = lshr i64 %137, 32
  %140 = trunc nuw i64 %139 to i32
  %141 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %138, i32 8, i32 31)
  %142 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %140, i32 8, i32 31)
  %143 = zext i32 %142 to i64
  %144 = shl nuw i64 %143, 32
  %145 = zext i32 %141 to i64
  %146 = or disjoint i64 %144, %145
  %147 = bitcast i64 %146 to double
  %148 = fadd contract double %136, %147
  %149 = bitcast double %148 to i64
  %150 = trunc i64 %149 to i32
  %151 = lshr i64 %149, 32
  %152 = trunc nuw i64 %151 to i32
  %153 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %150, i32 4, i32 31)
  %154 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %152, i32 4, i32 31)
  %155 = zext i32 %154 to i64
  %156 = shl nuw i64 %155, 32
  %157 = zext i32 %153 to i64
  %158 = or disjoint i64 %156, %157
  %159 = bitcast i64 %158 to double
  %160 = fadd contract double %148, %159
  %161 = bitcast double %160 to i64
  %162 = trunc i64 %161 to i32
  %163 = lshr i64 %161, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %162, i32 2, i32 31)
  %166 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %164, i32 2, i32 31)
  %167 = zext i32 %166 to i64
  %168 = shl nuw i64 %167, 32
  %169 = zext i32 %165 to i64
  %170 = or disjoint i64 %168, %169
  %171 = bitcast i64 %170 to double
  %172 = fadd contract double %160, %171
  %173 = bitcast double %172 to i64
  %174 = trunc i64 %173 to i32
  %175 = lshr i64 %173, 32
  %176 = trunc nuw i64 %175 to i32
  %177 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %174, i32 1, i32 31)
  %178 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %176, i32 1, i32 31)
  %179 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %180 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %181 = mul nuw nsw i32 %179, %180
  %182 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %183 = add nuw nsw i32 %181, %182
  %184 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %185 = mul nuw nsw i32 %180, %184
  %186 = and i32 %183, 4194079
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %198

188:                                              ; preds = %123
  %189 = zext i32 %178 to i64
  %190 = shl nuw i64 %189, 32
  %191 = zext i32 %177 to i64
  %192 = or disjoint i64 %190, %191
  %193 = bitcast i64 %192 to double
  %194 = fadd contract double %172, %193
  %195 = lshr exact i32 %183, 5
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 %196
  store double %194, ptr %197, align 8, !tbaa !23
  br label %198

198:                                              ; preds = %188, %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = icmp eq i32 %183, 0
  br i1 %199, label %200, label %221

200:                                              ; preds = %198
  %201 = add nuw nsw i32 %185, 31
  %202 = lshr i32 %201, 5
  %203 = tail call noundef range(i32 -2147483647, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %202, i32 8)
  br label %212

204:                                              ; preds = %212
  %205 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %206 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %207 = mul i32 %205, %206
  %208 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %209 = add i32 %207, %208
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds nuw double, ptr %12, i64 %210
  store double %218, ptr %211, align 8, !tbaa !23
  br label %221

212:                                              ; preds = %200, %212
  %213 = phi i32 [ %219, %212 ], [ 0, %200 ]
  %214 = phi double [ %218, %212 ], [ 0.000000e+00, %200 ]
  %215 = zext nneg i32 %213 to i64
  %216 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18gray_scott_pitchedE6s_part to ptr), i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !23
  %218 = fadd contract double %214, %217
  %219 = add nuw nsw i32 %213, 1
  %220 = icmp eq i32 %219, %203
  br i1 %220, label %204, label %212, !llvm.loop !26

221:                                              ; preds = %204, %198
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
  br i1 %21, label %22, label %429

22:                                               ; preds = %13
  %23 = and i32 %5, 1
  %24 = icmp ne i32 %23, 0
  %25 = icmp slt i32 %6, 1
  %26 = or i1 %24, %25
  br i1 %26, label %429, label %27

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
  br i1 %42, label %43, label %429

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
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #8
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
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #8
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
  br i1 %109, label %428, label %110

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
  %149 = load float, ptr %148, align 4, !tbaa !14
  br label %150

150:                                              ; preds = %144, %147
  %151 = phi contract float [ %149, %147 ], [ 0.000000e+00, %144 ]
  %152 = icmp eq i32 %136, %84
  br i1 %152, label %156, label %153

153:                                              ; preds = %150
  %154 = getelementptr inbounds nuw float, ptr %130, i64 %145
  %155 = load float, ptr %154, align 4, !tbaa !14
  br label %156

156:                                              ; preds = %150, %153
  %157 = phi contract float [ %155, %153 ], [ 0.000000e+00, %150 ]
  %158 = fsub contract float %151, %157
  %159 = fadd contract float %158, 0.000000e+00
  %160 = mul nsw i32 %61, %4
  %161 = add nsw i32 %160, %46
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr %0, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = urem i32 %164, %6
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %173, label %167

167:                                              ; preds = %156
  %168 = zext nneg i32 %165 to i64
  %169 = getelementptr inbounds nuw i32, ptr %1, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = and i32 %170, 7
  %172 = zext nneg i32 %171 to i64
  br label %173

173:                                              ; preds = %167, %156
  %174 = phi i64 [ %172, %167 ], [ 0, %156 ]
  %175 = icmp eq i32 %165, %108
  br i1 %175, label %179, label %176

176:                                              ; preds = %173
  %177 = getelementptr inbounds nuw float, ptr %129, i64 %174
  %178 = load float, ptr %177, align 4, !tbaa !14
  br label %179

179:                                              ; preds = %176, %173
  %180 = phi contract float [ %178, %176 ], [ 0.000000e+00, %173 ]
  %181 = icmp eq i32 %165, %84
  br i1 %181, label %185, label %182

182:                                              ; preds = %179
  %183 = getelementptr inbounds nuw float, ptr %130, i64 %174
  %184 = load float, ptr %183, align 4, !tbaa !14
  br label %185

185:                                              ; preds = %182, %179
  %186 = phi contract float [ %184, %182 ], [ 0.000000e+00, %179 ]
  %187 = fsub contract float %180, %186
  %188 = fadd contract float %159, %187
  %189 = mul nsw i32 %61, %4
  %190 = add nsw i32 %189, %57
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i32, ptr %0, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = urem i32 %193, %6
  %195 = icmp eq i32 %194, 0
  br i1 %195, label %202, label %196

196:                                              ; preds = %185
  %197 = zext nneg i32 %194 to i64
  %198 = getelementptr inbounds nuw i32, ptr %1, i64 %197
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = and i32 %199, 7
  %201 = zext nneg i32 %200 to i64
  br label %202

202:                                              ; preds = %196, %185
  %203 = phi i64 [ %201, %196 ], [ 0, %185 ]
  %204 = icmp eq i32 %194, %108
  br i1 %204, label %208, label %205

205:                                              ; preds = %202
  %206 = getelementptr inbounds nuw float, ptr %129, i64 %203
  %207 = load float, ptr %206, align 4, !tbaa !14
  br label %208

208:                                              ; preds = %205, %202
  %209 = phi contract float [ %207, %205 ], [ 0.000000e+00, %202 ]
  %210 = icmp eq i32 %194, %84
  br i1 %210, label %214, label %211

211:                                              ; preds = %208
  %212 = getelementptr inbounds nuw float, ptr %130, i64 %203
  %213 = load float, ptr %212, align 4, !tbaa !14
  br label %214

214:                                              ; preds = %211, %208
  %215 = phi contract float [ %213, %211 ], [ 0.000000e+00, %208 ]
  %216 = fsub contract float %209, %215
  %217 = fadd contract float %188, %216
  %218 = mul nuw nsw i32 %50, %4
  %219 = add nsw i32 %218, %54
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds i32, ptr %0, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !6
  %223 = urem i32 %222, %6
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %231, label %225

225:                                              ; preds = %214
  %226 = zext nneg i32 %223 to i64
  %227 = getelementptr inbounds nuw i32, ptr %1, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = and i32 %228, 7
  %230 = zext nneg i32 %229 to i64
  br label %231

231:                                              ; preds = %225, %214
  %232 = phi i64 [ %230, %225 ], [ 0, %214 ]
  %233 = icmp eq i32 %223, %108
  br i1 %233, label %237, label %234

234:                                              ; preds = %231
  %235 = getelementptr inbounds nuw float, ptr %129, i64 %232
  %236 = load float, ptr %235, align 4, !tbaa !14
  br label %237

237:                                              ; preds = %234, %231
  %238 = phi contract float [ %236, %234 ], [ 0.000000e+00, %231 ]
  %239 = icmp eq i32 %223, %84
  br i1 %239, label %243, label %240

240:                                              ; preds = %237
  %241 = getelementptr inbounds nuw float, ptr %130, i64 %232
  %242 = load float, ptr %241, align 4, !tbaa !14
  br label %243

243:                                              ; preds = %240, %237
  %244 = phi contract float [ %242, %240 ], [ 0.000000e+00, %237 ]
  %245 = fsub contract float %238, %244
  %246 = fadd contract float %217, %245
  %247 = mul nuw nsw i32 %50, %4
  %248 = add nsw i32 %247, %57
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds i32, ptr %0, i64 %249
  %251 = load i32, ptr %250, align 4, !tbaa !6
  %252 = urem i32 %251, %6
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %260, label %254

254:                                              ; preds = %243
  %255 = zext nneg i32 %252 to i64
  %256 = getelementptr inbounds nuw i32, ptr %1, i64 %255
  %257 = load i32, ptr %256, align 4, !tbaa !6
  %258 = and i32 %257, 7
  %259 = zext nneg i32 %258 to i64
  br label %260

260:                                              ; preds = %254, %243
  %261 = phi i64 [ %259, %254 ], [ 0, %243 ]
  %262 = icmp eq i32 %252, %108
  br i1 %262, label %266, label %263

263:                                              ; preds = %260
  %264 = getelementptr inbounds nuw float, ptr %129, i64 %261
  %265 = load float, ptr %264, align 4, !tbaa !14
  br label %266

266:                                              ; preds = %263, %260
  %267 = phi contract float [ %265, %263 ], [ 0.000000e+00, %260 ]
  %268 = icmp eq i32 %252, %84
  br i1 %268, label %272, label %269

269:                                              ; preds = %266
  %270 = getelementptr inbounds nuw float, ptr %130, i64 %261
  %271 = load float, ptr %270, align 4, !tbaa !14
  br label %272

272:                                              ; preds = %269, %266
  %273 = phi contract float [ %271, %269 ], [ 0.000000e+00, %266 ]
  %274 = fsub contract float %267, %273
  %275 = fadd contract float %246, %274
  %276 = mul nuw nsw i32 %64, %4
  %277 = add nsw i32 %276, %54
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds i32, ptr %0, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = urem i32 %280, %6
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %289, label %283

283:                                              ; preds = %272
  %284 = zext nneg i32 %281 to i64
  %285 = getelementptr inbounds nuw i32, ptr %1, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !6
  %287 = and i32 %286, 7
  %288 = zext nneg i32 %287 to i64
  br label %289

289:                                              ; preds = %283, %272
  %290 = phi i64 [ %288, %283 ], [ 0, %272 ]
  %291 = icmp eq i32 %281, %108
  br i1 %291, label %295, label %292

292:                                              ; preds = %289
  %293 = getelementptr inbounds nuw float, ptr %129, i64 %290
  %294 = load float, ptr %293, align 4, !tbaa !14
  br label %295

295:                                              ; preds = %292, %289
  %296 = phi contract float [ %294, %292 ], [ 0.000000e+00, %289 ]
  %297 = icmp eq i32 %281, %84
  br i1 %297, label %301, label %298

298:                                              ; preds = %295
  %299 = getelementptr inbounds nuw float, ptr %130, i64 %290
  %300 = load float, ptr %299, align 4, !tbaa !14
  br label %301

301:                                              ; preds = %298, %295
  %302 = phi contract float [ %300, %298 ], [ 0.000000e+00, %295 ]
  %303 = fsub contract float %296, %302
  %304 = fadd contract float %275, %303
  %305 = mul nuw nsw i32 %64, %4
  %306 = add nsw i32 %305, %46
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds i32, ptr %0, i64 %307
  %309 = load i32, ptr %308, align 4, !tbaa !6
  %310 = urem i32 %309, %6
  %311 = icmp eq i32 %310, 0
  br i1 %311, label %318, label %312

312:                                              ; preds = %301
  %313 = zext nneg i32 %310 to i64
  %314 = getelementptr inbounds nuw i32, ptr %1, i64 %313
  %315 = load i32, ptr %314, align 4, !tbaa !6
  %316 = and i32 %315, 7
  %317 = zext nneg i32 %316 to i64
  br label %318

318:                                              ; preds = %312, %301
  %319 = phi i64 [ %317, %312 ], [ 0, %301 ]
  %320 = icmp eq i32 %310, %108
  br i1 %320, label %324, label %321

321:                                              ; preds = %318
  %322 = getelementptr inbounds nuw float, ptr %129, i64 %319
  %323 = load float, ptr %322, align 4, !tbaa !14
  br label %324

324:                                              ; preds = %321, %318
  %325 = phi contract float [ %323, %321 ], [ 0.000000e+00, %318 ]
  %326 = icmp eq i32 %310, %84
  br i1 %326, label %330, label %327

327:                                              ; preds = %324
  %328 = getelementptr inbounds nuw float, ptr %130, i64 %319
  %329 = load float, ptr %328, align 4, !tbaa !14
  br label %330

330:                                              ; preds = %327, %324
  %331 = phi contract float [ %329, %327 ], [ 0.000000e+00, %324 ]
  %332 = fsub contract float %325, %331
  %333 = fadd contract float %304, %332
  %334 = mul nuw nsw i32 %64, %4
  %335 = add nsw i32 %334, %57
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds i32, ptr %0, i64 %336
  %338 = load i32, ptr %337, align 4, !tbaa !6
  %339 = urem i32 %338, %6
  %340 = icmp eq i32 %339, 0
  br i1 %340, label %347, label %341

341:                                              ; preds = %330
  %342 = zext nneg i32 %339 to i64
  %343 = getelementptr inbounds nuw i32, ptr %1, i64 %342
  %344 = load i32, ptr %343, align 4, !tbaa !6
  %345 = and i32 %344, 7
  %346 = zext nneg i32 %345 to i64
  br label %347

347:                                              ; preds = %341, %330
  %348 = phi i64 [ %346, %341 ], [ 0, %330 ]
  %349 = icmp eq i32 %339, %108
  br i1 %349, label %353, label %350

350:                                              ; preds = %347
  %351 = getelementptr inbounds nuw float, ptr %129, i64 %348
  %352 = load float, ptr %351, align 4, !tbaa !14
  br label %353

353:                                              ; preds = %350, %347
  %354 = phi contract float [ %352, %350 ], [ 0.000000e+00, %347 ]
  %355 = icmp eq i32 %339, %84
  br i1 %355, label %359, label %356

356:                                              ; preds = %353
  %357 = getelementptr inbounds nuw float, ptr %130, i64 %348
  %358 = load float, ptr %357, align 4, !tbaa !14
  br label %359

359:                                              ; preds = %356, %353
  %360 = phi contract float [ %358, %356 ], [ 0.000000e+00, %353 ]
  %361 = fsub contract float %354, %360
  %362 = fadd contract float %333, %361
  br i1 %111, label %376, label %363

363:                                              ; preds = %359
  %364 = zext nneg i32 %84 to i64
  %365 = getelementptr inbounds nuw i32, ptr %2, i64 %364
  %366 = load i32, ptr %365, align 4, !tbaa !6
  %367 = sitofp i32 %366 to float
  %368 = sitofp i32 %10 to float
  %369 = fsub contract float %367, %368
  %370 = fadd contract float %369, -1.000000e+00
  %371 = fmul contract float %370, %370
  %372 = fmul contract float %369, %369
  %373 = fsub contract float %371, %372
  %374 = fmul contract float %9, %373
  %375 = fadd contract float %362, %374
  br label %376

376:                                              ; preds = %363, %359
  %377 = phi float [ %375, %363 ], [ %362, %359 ]
  br i1 %120, label %391, label %378

378:                                              ; preds = %376
  %379 = zext nneg i32 %108 to i64
  %380 = getelementptr inbounds nuw i32, ptr %2, i64 %379
  %381 = load i32, ptr %380, align 4, !tbaa !6
  %382 = sitofp i32 %381 to float
  %383 = sitofp i32 %10 to float
  %384 = fsub contract float %382, %383
  %385 = fadd contract float %384, 1.000000e+00
  %386 = fmul contract float %385, %385
  %387 = fmul contract float %384, %384
  %388 = fsub contract float %386, %387
  %389 = fmul contract float %9, %388
  %390 = fadd contract float %377, %389
  br label %391

391:                                              ; preds = %378, %376
  %392 = phi float [ %390, %378 ], [ %377, %376 ]
  %393 = fcmp contract ole float %392, 0.000000e+00
  %394 = fcmp contract ule float %8, 0.000000e+00
  %395 = or i1 %394, %393
  br i1 %395, label %414, label %396

396:                                              ; preds = %391
  %397 = xor i32 %87, 1514404915
  %398 = lshr i32 %397, 16
  %399 = xor i32 %398, %397
  %400 = mul i32 %399, 2146121005
  %401 = lshr i32 %400, 15
  %402 = xor i32 %401, %400
  %403 = mul i32 %402, -2073254261
  %404 = lshr i32 %403, 24
  %405 = lshr i32 %403, 8
  %406 = xor i32 %404, %405
  %407 = uitofp nneg i32 %406 to float
  %408 = fmul contract float %407, 0x3E70000000000000
  %409 = fneg contract float %392
  %410 = fdiv contract float %409, %8
  %411 = fmul float %410, 0x3FF7154760000000
  %412 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %411)
  %413 = fcmp contract olt float %408, %412
  br label %414

414:                                              ; preds = %396, %391
  %415 = phi i1 [ %413, %396 ], [ %393, %391 ]
  br i1 %415, label %416, label %428

416:                                              ; preds = %414
  store i32 %108, ptr %82, align 4, !tbaa !6
  br i1 %111, label %421, label %417

417:                                              ; preds = %416
  %418 = zext nneg i32 %84 to i64
  %419 = getelementptr inbounds nuw i32, ptr %3, i64 %418
  %420 = atomicrmw add ptr %419, i32 -1 seq_cst, align 4
  br label %421

421:                                              ; preds = %417, %416
  br i1 %120, label %426, label %422

422:                                              ; preds = %421
  %423 = zext nneg i32 %108 to i64
  %424 = getelementptr inbounds nuw i32, ptr %3, i64 %423
  %425 = atomicrmw add ptr %424, i32 1 seq_cst, align 4
  br label %426

426:                                              ; preds = %422, %421
  %427 = atomicrmw add ptr %12, i32 1 seq_cst, align 4
  br label %428

428:                                              ; preds = %426, %414, %43
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #8
  br label %429

429:                                              ; preds = %428, %27, %13, %22
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = !{!17, !15, i64 8}
!17 = !{!"_ZTS8GsParams", !15, i64 0, !15, i64 4, !15, i64 8, !15, i64 12, !15, i64 16}
!18 = !{!17, !15, i64 0}
!19 = !{!17, !15, i64 4}
!20 = !{!17, !15, i64 12}
!21 = !{!17, !15, i64 16}
!22 = distinct !{!22, !12, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !8, i64 0}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
