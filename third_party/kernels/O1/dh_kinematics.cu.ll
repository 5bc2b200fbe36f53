; ModuleID = 'src/dh_kinematics.cu'
source_filename = "src/dh_kinematics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.DHChain = type { i32, i32, i32, i32, [8 x float], [8 x float], [8 x float], [8 x float], [8 x i32], [8 x float], [8 x float], [3 x [4 x float]], [3 x [4 x float]] }
%struct.float3 = type { float, float, float }
%struct.float4 = type { float, float, float, float }

@c_chain = dso_local addrspace(4) externally_initialized constant %struct.DHChain zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_chain to ptr)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12chain_framesPKfiP6float3S2_RS1_P2Xf(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef nonnull writeonly align 4 captures(none) dereferenceable(12) %4, ptr noundef writeonly captures(address_is_null) %5) local_unnamed_addr #0 {
  %7 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %8 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %9 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %10 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %11 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %12 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %13 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %14 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %15 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %16 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %17 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  %19 = icmp sgt i32 %1, 0
  br i1 %19, label %66, label %20

20:                                               ; preds = %66, %6
  %21 = phi float [ %7, %6 ], [ %121, %66 ]
  %22 = phi float [ %8, %6 ], [ %126, %66 ]
  %23 = phi float [ %9, %6 ], [ %131, %66 ]
  %24 = phi float [ %10, %6 ], [ %137, %66 ]
  %25 = phi float [ %11, %6 ], [ %142, %66 ]
  %26 = phi float [ %12, %6 ], [ %147, %66 ]
  %27 = phi float [ %13, %6 ], [ %152, %66 ]
  %28 = phi float [ %14, %6 ], [ %158, %66 ]
  %29 = phi float [ %15, %6 ], [ %163, %66 ]
  %30 = phi float [ %16, %6 ], [ %168, %66 ]
  %31 = phi float [ %17, %6 ], [ %173, %66 ]
  %32 = phi float [ %18, %6 ], [ %179, %66 ]
  %33 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 288), align 4, !tbaa !11
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 292), align 4, !tbaa !11
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 296), align 4, !tbaa !11
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 304), align 4, !tbaa !11
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 308), align 4, !tbaa !11
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 312), align 4, !tbaa !11
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 320), align 4, !tbaa !11
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 324), align 4, !tbaa !11
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 328), align 4, !tbaa !11
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  %45 = fmul contract float %21, %36
  %46 = fmul contract float %22, %40
  %47 = fadd contract float %45, %46
  %48 = fmul contract float %23, %44
  %49 = fadd contract float %47, %48
  %50 = fadd contract float %49, %24
  %51 = fmul contract float %25, %36
  %52 = fmul contract float %26, %40
  %53 = fadd contract float %51, %52
  %54 = fmul contract float %27, %44
  %55 = fadd contract float %53, %54
  %56 = fadd contract float %55, %28
  %57 = fmul contract float %29, %36
  %58 = fmul contract float %30, %40
  %59 = fadd contract float %57, %58
  %60 = fmul contract float %31, %44
  %61 = fadd contract float %59, %60
  %62 = fadd contract float %61, %32
  store float %50, ptr %4, align 4, !tbaa !11
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %56, ptr %63, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %62, ptr %64, align 4, !tbaa !11
  %65 = icmp eq ptr %5, null
  br i1 %65, label %239, label %182

66:                                               ; preds = %6, %66
  %67 = phi float [ %121, %66 ], [ %7, %6 ]
  %68 = phi float [ %126, %66 ], [ %8, %6 ]
  %69 = phi float [ %142, %66 ], [ %11, %6 ]
  %70 = phi float [ %147, %66 ], [ %12, %6 ]
  %71 = phi float [ %163, %66 ], [ %15, %6 ]
  %72 = phi float [ %168, %66 ], [ %16, %6 ]
  %73 = phi i32 [ %180, %66 ], [ 0, %6 ]
  %74 = phi float [ %137, %66 ], [ %10, %6 ]
  %75 = phi float [ %158, %66 ], [ %14, %6 ]
  %76 = phi float [ %179, %66 ], [ %18, %6 ]
  %77 = phi float [ %131, %66 ], [ %9, %6 ]
  %78 = phi float [ %152, %66 ], [ %13, %6 ]
  %79 = phi float [ %173, %66 ], [ %17, %6 ]
  %80 = zext nneg i32 %73 to i64
  %81 = getelementptr inbounds nuw %struct.float3, ptr %2, i64 %80
  store float %74, ptr %81, align 4, !tbaa !11
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 4
  store float %75, ptr %82, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %81, i64 8
  store float %76, ptr %83, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw %struct.float3, ptr %3, i64 %80
  store float %77, ptr %84, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 4
  store float %78, ptr %85, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 8
  store float %79, ptr %86, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw float, ptr %0, i64 %80
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = zext nneg i32 %73 to i64
  %90 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = icmp eq i32 %91, 0
  %93 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %89
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = select contract i1 %92, float 0.000000e+00, float %88
  %96 = fadd contract float %94, %95
  %97 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %89
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = select contract i1 %92, float %88, float 0.000000e+00
  %100 = fadd contract float %98, %99
  %101 = tail call float @llvm.nvvm.sin.approx.f(float %96) #9
  %102 = tail call float @llvm.nvvm.cos.approx.f(float %96) #9
  %103 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %89
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = tail call float @llvm.nvvm.sin.approx.f(float %104) #9
  %106 = tail call float @llvm.nvvm.cos.approx.f(float %104) #9
  %107 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %89
  %108 = load float, ptr %107, align 4, !tbaa !11
  %109 = fneg contract float %101
  %110 = fmul contract float %106, %109
  %111 = fmul contract float %101, %105
  %112 = fmul contract float %102, %108
  %113 = fmul contract float %102, %106
  %114 = fneg contract float %102
  %115 = fmul contract float %105, %114
  %116 = fmul contract float %101, %108
  %117 = fmul contract float %67, %102
  %118 = fmul contract float %68, %101
  %119 = fadd contract float %117, %118
  %120 = fmul contract float %77, 0.000000e+00
  %121 = fadd contract float %119, %120
  %122 = fmul contract float %67, %110
  %123 = fmul contract float %68, %113
  %124 = fadd contract float %122, %123
  %125 = fmul contract float %77, %105
  %126 = fadd contract float %124, %125
  %127 = fmul contract float %67, %111
  %128 = fmul contract float %68, %115
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %77, %106
  %131 = fadd contract float %129, %130
  %132 = fmul contract float %67, %112
  %133 = fmul contract float %68, %116
  %134 = fadd contract float %132, %133
  %135 = fmul contract float %77, %100
  %136 = fadd contract float %134, %135
  %137 = fadd contract float %136, %74
  %138 = fmul contract float %69, %102
  %139 = fmul contract float %70, %101
  %140 = fadd contract float %138, %139
  %141 = fmul contract float %78, 0.000000e+00
  %142 = fadd contract float %140, %141
  %143 = fmul contract float %69, %110
  %144 = fmul contract float %70, %113
  %145 = fadd contract float %143, %144
  %146 = fmul contract float %78, %105
  %147 = fadd contract float %145, %146
  %148 = fmul contract float %69, %111
  %149 = fmul contract float %70, %115
  %150 = fadd contract float %148, %149
  %151 = fmul contract float %78, %106
  %152 = fadd contract float %150, %151
  %153 = fmul contract float %69, %112
  %154 = fmul contract float %70, %116
  %155 = fadd contract float %153, %154
  %156 = fmul contract float %78, %100
  %157 = fadd contract float %155, %156
  %158 = fadd contract float %157, %75
  %159 = fmul contract float %71, %102
  %160 = fmul contract float %72, %101
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %79, 0.000000e+00
  %163 = fadd contract float %161, %162
  %164 = fmul contract float %71, %110
  %165 = fmul contract float %72, %113
  %166 = fadd contract float %164, %165
  %167 = fmul contract float %79, %105
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %71, %111
  %170 = fmul contract float %72, %115
  %171 = fadd contract float %169, %170
  %172 = fmul contract float %79, %106
  %173 = fadd contract float %171, %172
  %174 = fmul contract float %71, %112
  %175 = fmul contract float %72, %116
  %176 = fadd contract float %174, %175
  %177 = fmul contract float %79, %100
  %178 = fadd contract float %176, %177
  %179 = fadd contract float %178, %76
  %180 = add nuw nsw i32 %73, 1
  %181 = icmp eq i32 %180, %1
  br i1 %181, label %20, label %66, !llvm.loop !13

182:                                              ; preds = %20
  %183 = fmul contract float %29, %35
  %184 = fmul contract float %30, %39
  %185 = fadd contract float %183, %184
  %186 = fmul contract float %31, %43
  %187 = fadd contract float %185, %186
  %188 = fmul contract float %29, %34
  %189 = fmul contract float %30, %38
  %190 = fadd contract float %188, %189
  %191 = fmul contract float %31, %42
  %192 = fadd contract float %190, %191
  %193 = fmul contract float %29, %33
  %194 = fmul contract float %30, %37
  %195 = fadd contract float %193, %194
  %196 = fmul contract float %31, %41
  %197 = fadd contract float %195, %196
  %198 = fmul contract float %25, %35
  %199 = fmul contract float %26, %39
  %200 = fadd contract float %198, %199
  %201 = fmul contract float %27, %43
  %202 = fadd contract float %200, %201
  %203 = fmul contract float %25, %34
  %204 = fmul contract float %26, %38
  %205 = fadd contract float %203, %204
  %206 = fmul contract float %27, %42
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %25, %33
  %209 = fmul contract float %26, %37
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %27, %41
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %21, %35
  %214 = fmul contract float %22, %39
  %215 = fadd contract float %213, %214
  %216 = fmul contract float %23, %43
  %217 = fadd contract float %215, %216
  %218 = fmul contract float %21, %34
  %219 = fmul contract float %22, %38
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %23, %42
  %222 = fadd contract float %220, %221
  %223 = fmul contract float %21, %33
  %224 = fmul contract float %22, %37
  %225 = fadd contract float %223, %224
  %226 = fmul contract float %23, %41
  %227 = fadd contract float %225, %226
  store float %227, ptr %5, align 4
  %228 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %222, ptr %228, align 4
  %229 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %217, ptr %229, align 4
  %230 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %50, ptr %230, align 4
  %231 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %212, ptr %231, align 4
  %232 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store float %207, ptr %232, align 4
  %233 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store float %202, ptr %233, align 4
  %234 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float %56, ptr %234, align 4
  %235 = getelementptr inbounds nuw i8, ptr %5, i64 32
  store float %197, ptr %235, align 4
  %236 = getelementptr inbounds nuw i8, ptr %5, i64 36
  store float %192, ptr %236, align 4
  %237 = getelementptr inbounds nuw i8, ptr %5, i64 40
  store float %187, ptr %237, align 4
  %238 = getelementptr inbounds nuw i8, ptr %5, i64 44
  store float %62, ptr %238, align 4, !tbaa !16
  br label %239

239:                                              ; preds = %182, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fk_chain(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = alloca [8 x float], align 4
  %5 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !17
  %6 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %7 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %6, i32 8)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp slt i64 %15, %2
  br i1 %16, label %17, label %52

17:                                               ; preds = %3
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %11
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %28 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %29 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %31 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %32 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %33 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 288), align 4, !tbaa !11
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 292), align 4, !tbaa !11
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 296), align 4, !tbaa !11
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 304), align 4, !tbaa !11
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 308), align 4, !tbaa !11
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 312), align 4, !tbaa !11
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 320), align 4, !tbaa !11
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 324), align 4, !tbaa !11
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 328), align 4, !tbaa !11
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  br label %53

52:                                               ; preds = %72, %3
  ret void

53:                                               ; preds = %17, %72
  %54 = phi i64 [ %15, %17 ], [ %149, %72 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %55 = shl nsw i64 %54, 5
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  store float %57, ptr %4, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %56, i64 4
  %59 = load float, ptr %58, align 4, !tbaa !11
  store float %59, ptr %21, align 4, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %61 = load float, ptr %60, align 4, !tbaa !11
  store float %61, ptr %22, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %56, i64 12
  %63 = load float, ptr %62, align 4, !tbaa !11
  store float %63, ptr %23, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %65 = load float, ptr %64, align 4, !tbaa !11
  store float %65, ptr %24, align 4, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %56, i64 20
  %67 = load float, ptr %66, align 4, !tbaa !11
  store float %67, ptr %25, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %56, i64 24
  %69 = load float, ptr %68, align 4, !tbaa !11
  store float %69, ptr %26, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %56, i64 28
  %71 = load float, ptr %70, align 4, !tbaa !11
  store float %71, ptr %27, align 4, !tbaa !11
  br label %151

72:                                               ; preds = %151
  %73 = fmul contract float %200, %40
  %74 = fmul contract float %205, %44
  %75 = fadd contract float %73, %74
  %76 = fmul contract float %210, %48
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %200, %41
  %79 = fmul contract float %205, %45
  %80 = fadd contract float %78, %79
  %81 = fmul contract float %210, %49
  %82 = fadd contract float %80, %81
  %83 = fmul contract float %200, %42
  %84 = fmul contract float %205, %46
  %85 = fadd contract float %83, %84
  %86 = fmul contract float %210, %50
  %87 = fadd contract float %85, %86
  %88 = fmul contract float %200, %43
  %89 = fmul contract float %205, %47
  %90 = fadd contract float %88, %89
  %91 = fmul contract float %210, %51
  %92 = fadd contract float %90, %91
  %93 = fadd contract float %92, %216
  %94 = fmul contract float %221, %40
  %95 = fmul contract float %226, %44
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %231, %48
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %221, %41
  %100 = fmul contract float %226, %45
  %101 = fadd contract float %99, %100
  %102 = fmul contract float %231, %49
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %221, %42
  %105 = fmul contract float %226, %46
  %106 = fadd contract float %104, %105
  %107 = fmul contract float %231, %50
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %221, %43
  %110 = fmul contract float %226, %47
  %111 = fadd contract float %109, %110
  %112 = fmul contract float %231, %51
  %113 = fadd contract float %111, %112
  %114 = fadd contract float %113, %237
  %115 = fmul contract float %242, %40
  %116 = fmul contract float %247, %44
  %117 = fadd contract float %115, %116
  %118 = fmul contract float %252, %48
  %119 = fadd contract float %117, %118
  %120 = fmul contract float %242, %41
  %121 = fmul contract float %247, %45
  %122 = fadd contract float %120, %121
  %123 = fmul contract float %252, %49
  %124 = fadd contract float %122, %123
  %125 = fmul contract float %242, %42
  %126 = fmul contract float %247, %46
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %252, %50
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %242, %43
  %131 = fmul contract float %247, %47
  %132 = fadd contract float %130, %131
  %133 = fmul contract float %252, %51
  %134 = fadd contract float %132, %133
  %135 = fadd contract float %134, %258
  %136 = mul nuw nsw i64 %54, 48
  %137 = getelementptr inbounds nuw i8, ptr %1, i64 %136
  store float %77, ptr %137, align 4, !tbaa !11
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 4
  store float %82, ptr %138, align 4, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %137, i64 8
  store float %87, ptr %139, align 4, !tbaa !11
  %140 = getelementptr inbounds nuw i8, ptr %137, i64 12
  store float %93, ptr %140, align 4, !tbaa !11
  %141 = getelementptr inbounds nuw i8, ptr %137, i64 16
  store float %98, ptr %141, align 4, !tbaa !11
  %142 = getelementptr inbounds nuw i8, ptr %137, i64 20
  store float %103, ptr %142, align 4, !tbaa !11
  %143 = getelementptr inbounds nuw i8, ptr %137, i64 24
  store float %108, ptr %143, align 4, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %137, i64 28
  store float %114, ptr %144, align 4, !tbaa !11
  %145 = getelementptr inbounds nuw i8, ptr %137, i64 32
  store float %119, ptr %145, align 4, !tbaa !11
  %146 = getelementptr inbounds nuw i8, ptr %137, i64 36
  store float %124, ptr %146, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %137, i64 40
  store float %129, ptr %147, align 4, !tbaa !11
  %148 = getelementptr inbounds nuw i8, ptr %137, i64 44
  store float %135, ptr %148, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  %149 = add nuw nsw i64 %54, %20
  %150 = icmp slt i64 %149, %2
  br i1 %150, label %53, label %52, !llvm.loop !19

151:                                              ; preds = %53, %151
  %152 = phi float [ %28, %53 ], [ %200, %151 ]
  %153 = phi float [ %29, %53 ], [ %205, %151 ]
  %154 = phi float [ %30, %53 ], [ %210, %151 ]
  %155 = phi float [ %31, %53 ], [ %216, %151 ]
  %156 = phi float [ %35, %53 ], [ %221, %151 ]
  %157 = phi float [ %34, %53 ], [ %226, %151 ]
  %158 = phi float [ %33, %53 ], [ %231, %151 ]
  %159 = phi float [ %32, %53 ], [ %237, %151 ]
  %160 = phi float [ %36, %53 ], [ %242, %151 ]
  %161 = phi float [ %37, %53 ], [ %247, %151 ]
  %162 = phi float [ %38, %53 ], [ %252, %151 ]
  %163 = phi float [ %39, %53 ], [ %258, %151 ]
  %164 = phi i32 [ 0, %53 ], [ %259, %151 ]
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds nuw float, ptr %4, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = zext nneg i32 %164 to i64
  %169 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = icmp eq i32 %170, 0
  %172 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %168
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = select contract i1 %171, float 0.000000e+00, float %167
  %175 = fadd contract float %173, %174
  %176 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %168
  %177 = load float, ptr %176, align 4, !tbaa !11
  %178 = select contract i1 %171, float %167, float 0.000000e+00
  %179 = fadd contract float %177, %178
  %180 = tail call float @llvm.nvvm.sin.approx.f(float %175) #9
  %181 = tail call float @llvm.nvvm.cos.approx.f(float %175) #9
  %182 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %168
  %183 = load float, ptr %182, align 4, !tbaa !11
  %184 = tail call float @llvm.nvvm.sin.approx.f(float %183) #9
  %185 = tail call float @llvm.nvvm.cos.approx.f(float %183) #9
  %186 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %168
  %187 = load float, ptr %186, align 4, !tbaa !11
  %188 = fneg contract float %180
  %189 = fmul contract float %185, %188
  %190 = fmul contract float %180, %184
  %191 = fmul contract float %181, %187
  %192 = fmul contract float %181, %185
  %193 = fneg contract float %181
  %194 = fmul contract float %184, %193
  %195 = fmul contract float %180, %187
  %196 = fmul contract float %152, %181
  %197 = fmul contract float %153, %180
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %154, 0.000000e+00
  %200 = fadd contract float %198, %199
  %201 = fmul contract float %152, %189
  %202 = fmul contract float %153, %192
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %154, %184
  %205 = fadd contract float %203, %204
  %206 = fmul contract float %152, %190
  %207 = fmul contract float %153, %194
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %154, %185
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %152, %191
  %212 = fmul contract float %153, %195
  %213 = fadd contract float %211, %212
  %214 = fmul contract float %154, %179
  %215 = fadd contract float %213, %214
  %216 = fadd contract float %215, %155
  %217 = fmul contract float %156, %181
  %218 = fmul contract float %157, %180
  %219 = fadd contract float %217, %218
  %220 = fmul contract float %158, 0.000000e+00
  %221 = fadd contract float %219, %220
  %222 = fmul contract float %156, %189
  %223 = fmul contract float %157, %192
  %224 = fadd contract float %222, %223
  %225 = fmul contract float %158, %184
  %226 = fadd contract float %224, %225
  %227 = fmul contract float %156, %190
  %228 = fmul contract float %157, %194
  %229 = fadd contract float %227, %228
  %230 = fmul contract float %158, %185
  %231 = fadd contract float %229, %230
  %232 = fmul contract float %156, %191
  %233 = fmul contract float %157, %195
  %234 = fadd contract float %232, %233
  %235 = fmul contract float %158, %179
  %236 = fadd contract float %234, %235
  %237 = fadd contract float %236, %159
  %238 = fmul contract float %160, %181
  %239 = fmul contract float %161, %180
  %240 = fadd contract float %238, %239
  %241 = fmul contract float %162, 0.000000e+00
  %242 = fadd contract float %240, %241
  %243 = fmul contract float %160, %189
  %244 = fmul contract float %161, %192
  %245 = fadd contract float %243, %244
  %246 = fmul contract float %162, %184
  %247 = fadd contract float %245, %246
  %248 = fmul contract float %160, %190
  %249 = fmul contract float %161, %194
  %250 = fadd contract float %248, %249
  %251 = fmul contract float %162, %185
  %252 = fadd contract float %250, %251
  %253 = fmul contract float %160, %191
  %254 = fmul contract float %161, %195
  %255 = fadd contract float %253, %254
  %256 = fmul contract float %162, %179
  %257 = fadd contract float %255, %256
  %258 = fadd contract float %257, %163
  %259 = add nuw nsw i32 %164, 1
  %260 = icmp eq i32 %259, %7
  br i1 %260, label %72, label %151, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ik_jacobian_transpose(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #2 {
  %8 = alloca [8 x float], align 4
  %9 = alloca [8 x %struct.float3], align 4
  %10 = alloca [8 x %struct.float3], align 4
  %11 = alloca [8 x float], align 4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %4
  br i1 %17, label %18, label %324

18:                                               ; preds = %7
  %19 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !17
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %19, i32 1)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %21 = sext i32 %16 to i64
  %22 = shl nsw i64 %21, 5
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 %22
  br label %50

24:                                               ; preds = %65
  %25 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %20, i32 8)
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %27 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %26, i32 256)
  %28 = sext i32 %16 to i64
  %29 = getelementptr inbounds %struct.float4, ptr %0, i64 %28
  %30 = load float, ptr %29, align 16, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %34 = load float, ptr %33, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  br label %71

50:                                               ; preds = %18, %65
  %51 = phi i32 [ 0, %18 ], [ %69, %65 ]
  %52 = icmp samesign ugt i32 %20, %51
  br i1 %52, label %53, label %65

53:                                               ; preds = %50
  %54 = zext nneg i32 %51 to i64
  %55 = getelementptr inbounds nuw float, ptr %23, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = zext nneg i32 %51 to i64
  %58 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %57
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = tail call noundef float @llvm.maxnum.f32(float %56, float %59)
  %63 = tail call noundef float @llvm.maxnum.f32(float %59, float %61)
  %64 = tail call noundef float @llvm.minnum.f32(float %62, float %63)
  br label %65

65:                                               ; preds = %50, %53
  %66 = phi contract float [ %64, %53 ], [ 0.000000e+00, %50 ]
  %67 = zext nneg i32 %51 to i64
  %68 = getelementptr inbounds nuw float, ptr %8, i64 %67
  store float %66, ptr %68, align 4, !tbaa !11
  %69 = add nuw nsw i32 %51, 1
  %70 = icmp eq i32 %69, 8
  br i1 %70, label %24, label %50, !llvm.loop !21

71:                                               ; preds = %290, %24
  %72 = phi i32 [ 0, %24 ], [ %291, %290 ]
  br label %73

73:                                               ; preds = %71, %73
  %74 = phi float [ %127, %73 ], [ %35, %71 ]
  %75 = phi float [ %132, %73 ], [ %36, %71 ]
  %76 = phi float [ %148, %73 ], [ %39, %71 ]
  %77 = phi float [ %153, %73 ], [ %40, %71 ]
  %78 = phi float [ %169, %73 ], [ %43, %71 ]
  %79 = phi float [ %174, %73 ], [ %44, %71 ]
  %80 = phi i32 [ %186, %73 ], [ 0, %71 ]
  %81 = phi float [ %143, %73 ], [ %38, %71 ]
  %82 = phi float [ %164, %73 ], [ %42, %71 ]
  %83 = phi float [ %185, %73 ], [ %46, %71 ]
  %84 = phi float [ %137, %73 ], [ %37, %71 ]
  %85 = phi float [ %158, %73 ], [ %41, %71 ]
  %86 = phi float [ %179, %73 ], [ %45, %71 ]
  %87 = zext nneg i32 %80 to i64
  %88 = getelementptr inbounds nuw %struct.float3, ptr %9, i64 %87
  store float %81, ptr %88, align 4, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 4
  store float %82, ptr %89, align 4, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 8
  store float %83, ptr %90, align 4, !tbaa !11
  %91 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %87
  store float %84, ptr %91, align 4, !tbaa !11
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 4
  store float %85, ptr %92, align 4, !tbaa !11
  %93 = getelementptr inbounds nuw i8, ptr %91, i64 8
  store float %86, ptr %93, align 4, !tbaa !11
  %94 = getelementptr inbounds nuw float, ptr %8, i64 %87
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %87
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = icmp eq i32 %97, 0
  %99 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %87
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = select contract i1 %98, float 0.000000e+00, float %95
  %102 = fadd contract float %100, %101
  %103 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %87
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = select contract i1 %98, float %95, float 0.000000e+00
  %106 = fadd contract float %104, %105
  %107 = tail call float @llvm.nvvm.sin.approx.f(float %102) #9
  %108 = tail call float @llvm.nvvm.cos.approx.f(float %102) #9
  %109 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %87
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = tail call float @llvm.nvvm.sin.approx.f(float %110) #9
  %112 = tail call float @llvm.nvvm.cos.approx.f(float %110) #9
  %113 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %87
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = fneg contract float %107
  %116 = fmul contract float %112, %115
  %117 = fmul contract float %107, %111
  %118 = fmul contract float %108, %114
  %119 = fmul contract float %108, %112
  %120 = fneg contract float %108
  %121 = fmul contract float %111, %120
  %122 = fmul contract float %107, %114
  %123 = fmul contract float %74, %108
  %124 = fmul contract float %75, %107
  %125 = fadd contract float %124, %123
  %126 = fmul contract float %84, 0.000000e+00
  %127 = fadd contract float %126, %125
  %128 = fmul contract float %74, %116
  %129 = fmul contract float %75, %119
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %84, %111
  %132 = fadd contract float %131, %130
  %133 = fmul contract float %74, %117
  %134 = fmul contract float %75, %121
  %135 = fadd contract float %133, %134
  %136 = fmul contract float %84, %112
  %137 = fadd contract float %136, %135
  %138 = fmul contract float %74, %118
  %139 = fmul contract float %75, %122
  %140 = fadd contract float %138, %139
  %141 = fmul contract float %84, %106
  %142 = fadd contract float %141, %140
  %143 = fadd contract float %81, %142
  %144 = fmul contract float %76, %108
  %145 = fmul contract float %77, %107
  %146 = fadd contract float %145, %144
  %147 = fmul contract float %85, 0.000000e+00
  %148 = fadd contract float %147, %146
  %149 = fmul contract float %76, %116
  %150 = fmul contract float %77, %119
  %151 = fadd contract float %149, %150
  %152 = fmul contract float %85, %111
  %153 = fadd contract float %152, %151
  %154 = fmul contract float %76, %117
  %155 = fmul contract float %77, %121
  %156 = fadd contract float %154, %155
  %157 = fmul contract float %85, %112
  %158 = fadd contract float %157, %156
  %159 = fmul contract float %76, %118
  %160 = fmul contract float %77, %122
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %85, %106
  %163 = fadd contract float %162, %161
  %164 = fadd contract float %82, %163
  %165 = fmul contract float %78, %108
  %166 = fmul contract float %79, %107
  %167 = fadd contract float %166, %165
  %168 = fmul contract float %86, 0.000000e+00
  %169 = fadd contract float %168, %167
  %170 = fmul contract float %78, %116
  %171 = fmul contract float %79, %119
  %172 = fadd contract float %170, %171
  %173 = fmul contract float %86, %111
  %174 = fadd contract float %173, %172
  %175 = fmul contract float %78, %117
  %176 = fmul contract float %79, %121
  %177 = fadd contract float %175, %176
  %178 = fmul contract float %86, %112
  %179 = fadd contract float %178, %177
  %180 = fmul contract float %78, %118
  %181 = fmul contract float %79, %122
  %182 = fadd contract float %180, %181
  %183 = fmul contract float %86, %106
  %184 = fadd contract float %183, %182
  %185 = fadd contract float %83, %184
  %186 = add nuw nsw i32 %80, 1
  %187 = icmp eq i32 %186, %25
  br i1 %187, label %188, label %73, !llvm.loop !13

188:                                              ; preds = %73
  %189 = fmul contract float %127, %47
  %190 = fmul contract float %132, %48
  %191 = fadd contract float %189, %190
  %192 = fmul contract float %137, %49
  %193 = fadd contract float %191, %192
  %194 = fadd contract float %143, %193
  %195 = fmul contract float %148, %47
  %196 = fmul contract float %153, %48
  %197 = fadd contract float %195, %196
  %198 = fmul contract float %158, %49
  %199 = fadd contract float %197, %198
  %200 = fadd contract float %164, %199
  %201 = fmul contract float %169, %47
  %202 = fmul contract float %174, %48
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %179, %49
  %205 = fadd contract float %203, %204
  %206 = fadd contract float %185, %205
  %207 = fsub contract float %30, %194
  %208 = fsub contract float %32, %200
  %209 = fsub contract float %34, %206
  %210 = fmul contract float %207, %207
  %211 = fmul contract float %208, %208
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %209, %209
  %214 = fadd contract float %213, %212
  %215 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %214) #9
  %216 = fcmp contract ule float %215, %6
  %217 = icmp eq i32 %72, %27
  %218 = or i1 %217, %216
  br i1 %218, label %311, label %219

219:                                              ; preds = %188
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  br label %227

220:                                              ; preds = %261
  %221 = fmul contract float %273, %273
  %222 = fmul contract float %275, %275
  %223 = fadd contract float %222, %221
  %224 = fmul contract float %277, %277
  %225 = fadd contract float %223, %224
  %226 = fcmp contract ogt float %225, 0x3BC79CA100000000
  br i1 %226, label %280, label %288

227:                                              ; preds = %219, %261
  %228 = phi float [ 0.000000e+00, %219 ], [ %277, %261 ]
  %229 = phi i32 [ 0, %219 ], [ %278, %261 ]
  %230 = phi float [ 0.000000e+00, %219 ], [ %273, %261 ]
  %231 = phi float [ 0.000000e+00, %219 ], [ %275, %261 ]
  %232 = zext nneg i32 %229 to i64
  %233 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !11
  %235 = getelementptr inbounds nuw i8, ptr %233, i64 4
  %236 = load float, ptr %235, align 4, !tbaa !11
  %237 = getelementptr inbounds nuw i8, ptr %233, i64 8
  %238 = load float, ptr %237, align 4, !tbaa !11
  %239 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %232
  %240 = load i32, ptr %239, align 4, !tbaa !6
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %261, label %242

242:                                              ; preds = %227
  %243 = getelementptr inbounds nuw %struct.float3, ptr %9, i64 %232
  %244 = load float, ptr %243, align 4, !tbaa !22
  %245 = fsub contract float %194, %244
  %246 = getelementptr inbounds nuw i8, ptr %243, i64 4
  %247 = load float, ptr %246, align 4, !tbaa !24
  %248 = fsub contract float %200, %247
  %249 = getelementptr inbounds nuw i8, ptr %243, i64 8
  %250 = load float, ptr %249, align 4, !tbaa !25
  %251 = fsub contract float %206, %250
  %252 = fmul contract float %236, %251
  %253 = fmul contract float %238, %248
  %254 = fsub contract float %252, %253
  %255 = fmul contract float %238, %245
  %256 = fmul contract float %234, %251
  %257 = fsub contract float %255, %256
  %258 = fmul contract float %234, %248
  %259 = fmul contract float %236, %245
  %260 = fsub contract float %258, %259
  br label %261

261:                                              ; preds = %227, %242
  %262 = phi float [ %254, %242 ], [ %234, %227 ]
  %263 = phi float [ %257, %242 ], [ %236, %227 ]
  %264 = phi float [ %260, %242 ], [ %238, %227 ]
  %265 = fmul contract float %207, %262
  %266 = fmul contract float %208, %263
  %267 = fadd contract float %265, %266
  %268 = fmul contract float %209, %264
  %269 = fadd contract float %267, %268
  %270 = zext nneg i32 %229 to i64
  %271 = getelementptr inbounds nuw float, ptr %11, i64 %270
  store float %269, ptr %271, align 4, !tbaa !11
  %272 = fmul contract float %262, %269
  %273 = fadd contract float %230, %272
  %274 = fmul contract float %263, %269
  %275 = fadd contract float %231, %274
  %276 = fmul contract float %264, %269
  %277 = fadd contract float %228, %276
  %278 = add nuw nsw i32 %229, 1
  %279 = icmp eq i32 %278, %25
  br i1 %279, label %220, label %227, !llvm.loop !26

280:                                              ; preds = %220
  %281 = fmul contract float %207, %273
  %282 = fmul contract float %208, %275
  %283 = fadd contract float %282, %281
  %284 = fmul contract float %209, %277
  %285 = fadd contract float %283, %284
  %286 = fdiv contract float %285, %225
  %287 = tail call noundef float @llvm.minnum.f32(float %286, float 1.000000e+01)
  br label %288

288:                                              ; preds = %220, %280
  %289 = phi contract float [ %287, %280 ], [ 0.000000e+00, %220 ]
  br label %292

290:                                              ; preds = %292
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  %291 = add nuw nsw i32 %72, 1
  br label %71, !llvm.loop !27

292:                                              ; preds = %288, %292
  %293 = phi i32 [ 0, %288 ], [ %309, %292 ]
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds nuw float, ptr %8, i64 %294
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = getelementptr inbounds nuw float, ptr %11, i64 %294
  %298 = load float, ptr %297, align 4, !tbaa !11
  %299 = fmul contract float %289, %298
  %300 = fadd contract float %296, %299
  %301 = zext nneg i32 %293 to i64
  %302 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %301
  %303 = load float, ptr %302, align 4, !tbaa !11
  %304 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %301
  %305 = load float, ptr %304, align 4, !tbaa !11
  %306 = tail call noundef float @llvm.maxnum.f32(float %300, float %303)
  %307 = tail call noundef float @llvm.maxnum.f32(float %303, float %305)
  %308 = tail call noundef float @llvm.minnum.f32(float %306, float %307)
  store float %308, ptr %295, align 4, !tbaa !11
  %309 = add nuw nsw i32 %293, 1
  %310 = icmp eq i32 %309, %25
  br i1 %310, label %290, label %292, !llvm.loop !28

311:                                              ; preds = %188
  %312 = shl nsw i64 %28, 5
  %313 = getelementptr inbounds nuw i8, ptr %2, i64 %312
  br label %316

314:                                              ; preds = %316
  %315 = getelementptr inbounds float, ptr %3, i64 %28
  store float %215, ptr %315, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  br label %324

316:                                              ; preds = %311, %316
  %317 = phi i32 [ 0, %311 ], [ %322, %316 ]
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr inbounds nuw float, ptr %8, i64 %318
  %320 = load float, ptr %319, align 4, !tbaa !11
  %321 = getelementptr inbounds nuw float, ptr %313, i64 %318
  store float %320, ptr %321, align 4, !tbaa !11
  %322 = add nuw nsw i32 %317, 1
  %323 = icmp eq i32 %322, 8
  br i1 %323, label %314, label %316, !llvm.loop !29

324:                                              ; preds = %7, %314
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef zeroext i1 @_Z10solve_spd3PA3_f6float3RS1_(ptr noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %1, ptr noundef nonnull writeonly align 4 captures(none) dereferenceable(12) %2) local_unnamed_addr #3 {
  %4 = alloca [3 x [3 x float]], align 4
  %5 = alloca [3 x float], align 4
  %6 = alloca [3 x float], align 4
  %7 = alloca [3 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) %4, i8 0, i64 36, i1 false)
  br label %8

8:                                                ; preds = %3, %53
  %9 = phi i32 [ 1, %3 ], [ %55, %53 ]
  %10 = phi i32 [ 0, %3 ], [ %54, %53 ]
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw [3 x float], ptr %0, i64 %11
  %13 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %11
  %14 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %11
  %15 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %11
  %16 = getelementptr inbounds nuw float, ptr %15, i64 %11
  br label %17

17:                                               ; preds = %8, %50
  %18 = phi i32 [ 0, %8 ], [ %51, %50 ]
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw float, ptr %12, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = icmp eq i32 %18, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %19
  br label %28

25:                                               ; preds = %28, %17
  %26 = phi float [ %21, %17 ], [ %37, %28 ]
  %27 = icmp eq i32 %10, %18
  br i1 %27, label %40, label %44

28:                                               ; preds = %23, %28
  %29 = phi i32 [ 0, %23 ], [ %38, %28 ]
  %30 = phi float [ %21, %23 ], [ %37, %28 ]
  %31 = zext nneg i32 %29 to i64
  %32 = getelementptr inbounds nuw float, ptr %13, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = getelementptr inbounds nuw float, ptr %24, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = fmul contract float %33, %35
  %37 = fsub contract float %30, %36
  %38 = add nuw nsw i32 %29, 1
  %39 = icmp eq i32 %38, %18
  br i1 %39, label %25, label %28, !llvm.loop !30

40:                                               ; preds = %25
  %41 = fcmp contract ogt float %26, 0x3D71979980000000
  br i1 %41, label %42, label %130

42:                                               ; preds = %40
  %43 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %26) #9
  store float %43, ptr %16, align 4, !tbaa !11
  br label %50

44:                                               ; preds = %25
  %45 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %19
  %46 = getelementptr inbounds nuw float, ptr %45, i64 %19
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = fdiv contract float %26, %47
  %49 = getelementptr inbounds nuw float, ptr %14, i64 %19
  store float %48, ptr %49, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %44, %42
  %51 = add nuw nsw i32 %18, 1
  %52 = icmp eq i32 %51, %9
  br i1 %52, label %53, label %17, !llvm.loop !31

53:                                               ; preds = %50
  %54 = add nuw nsw i32 %10, 1
  %55 = add nuw nsw i32 %9, 1
  %56 = icmp eq i32 %54, 3
  br i1 %56, label %57, label %8, !llvm.loop !32

57:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  %58 = load float, ptr %1, align 4, !tbaa !22
  store float %58, ptr %5, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %60 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %61 = load float, ptr %60, align 4, !tbaa !24
  store float %61, ptr %59, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %64 = load float, ptr %63, align 4, !tbaa !25
  store float %64, ptr %62, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  br label %65

65:                                               ; preds = %57, %73
  %66 = phi i32 [ 0, %57 ], [ %80, %73 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr %5, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = icmp eq i32 %66, 0
  br i1 %70, label %73, label %71

71:                                               ; preds = %65
  %72 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %67
  br label %82

73:                                               ; preds = %82, %65
  %74 = phi float [ %69, %65 ], [ %91, %82 ]
  %75 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %67
  %76 = getelementptr inbounds nuw float, ptr %75, i64 %67
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = fdiv contract float %74, %77
  %79 = getelementptr inbounds nuw float, ptr %6, i64 %67
  store float %78, ptr %79, align 4, !tbaa !11
  %80 = add nuw nsw i32 %66, 1
  %81 = icmp eq i32 %80, 3
  br i1 %81, label %102, label %65, !llvm.loop !33

82:                                               ; preds = %71, %82
  %83 = phi i32 [ 0, %71 ], [ %92, %82 ]
  %84 = phi float [ %69, %71 ], [ %91, %82 ]
  %85 = zext nneg i32 %83 to i64
  %86 = getelementptr inbounds nuw float, ptr %72, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = getelementptr inbounds nuw float, ptr %6, i64 %85
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = fmul contract float %87, %89
  %91 = fsub contract float %84, %90
  %92 = add nuw nsw i32 %83, 1
  %93 = icmp eq i32 %92, %66
  br i1 %93, label %73, label %82, !llvm.loop !34

94:                                               ; preds = %109
  %95 = load float, ptr %7, align 4, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %99 = load float, ptr %98, align 4, !tbaa !11
  store float %95, ptr %2, align 4, !tbaa !11
  %100 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store float %97, ptr %100, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store float %99, ptr %101, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  br label %130

102:                                              ; preds = %73, %109
  %103 = phi i32 [ %116, %109 ], [ 2, %73 ]
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw float, ptr %6, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = getelementptr inbounds nuw float, ptr %4, i64 %104
  %108 = icmp samesign ult i32 %103, 2
  br i1 %108, label %118, label %109

109:                                              ; preds = %118, %102
  %110 = phi float [ %106, %102 ], [ %128, %118 ]
  %111 = getelementptr inbounds nuw [3 x float], ptr %4, i64 %104
  %112 = getelementptr inbounds nuw float, ptr %111, i64 %104
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = fdiv contract float %110, %113
  %115 = getelementptr inbounds nuw float, ptr %7, i64 %104
  store float %114, ptr %115, align 4, !tbaa !11
  %116 = add nsw i32 %103, -1
  %117 = icmp eq i32 %103, 0
  br i1 %117, label %94, label %102, !llvm.loop !35

118:                                              ; preds = %102, %118
  %119 = phi i32 [ %121, %118 ], [ %103, %102 ]
  %120 = phi float [ %128, %118 ], [ %106, %102 ]
  %121 = add nuw nsw i32 %119, 1
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw [3 x float], ptr %107, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw float, ptr %7, i64 %122
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fmul contract float %124, %126
  %128 = fsub contract float %120, %127
  %129 = icmp eq i32 %119, 0
  br i1 %129, label %118, label %109, !llvm.loop !36

130:                                              ; preds = %40, %94
  %131 = phi i1 [ true, %94 ], [ false, %40 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  ret i1 %131
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ik_dls(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 {
  %9 = alloca [8 x float], align 4
  %10 = alloca [8 x %struct.float3], align 4
  %11 = alloca [8 x %struct.float3], align 4
  %12 = alloca [8 x %struct.float3], align 4
  %13 = alloca [3 x [3 x float]], align 4
  %14 = alloca %struct.float3, align 4
  %15 = alloca %struct.float3, align 4
  %16 = alloca [8 x float], align 4
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %382

23:                                               ; preds = %8
  %24 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !17
  %25 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %24, i32 1)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  %26 = sext i32 %21 to i64
  %27 = shl nsw i64 %26, 5
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 %27
  br label %79

29:                                               ; preds = %94
  %30 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %25, i32 8)
  %31 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %32 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %31, i32 256)
  %33 = fmul contract float %6, %6
  %34 = tail call noundef float @llvm.maxnum.f32(float %33, float 0x3EB0C6F7A0000000)
  %35 = tail call noundef float @llvm.maxnum.f32(float %7, float 0x3F50624DE0000000)
  %36 = tail call noundef float @llvm.minnum.f32(float %35, float 1.000000e+00)
  %37 = sext i32 %21 to i64
  %38 = getelementptr inbounds %struct.float4, ptr %0, i64 %37
  %39 = load float, ptr %38, align 16, !tbaa !11
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %43 = load float, ptr %42, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %52 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %54 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %55 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  %56 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %57 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %60 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %61 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %62 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %63 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %64 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %65 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %66 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %67 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %68 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %69 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %70 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %72 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %73 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %74 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %75 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %76 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %77 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %78 = getelementptr inbounds nuw i8, ptr %13, i64 32
  br label %100

79:                                               ; preds = %23, %94
  %80 = phi i32 [ 0, %23 ], [ %98, %94 ]
  %81 = icmp samesign ugt i32 %25, %80
  br i1 %81, label %82, label %94

82:                                               ; preds = %79
  %83 = zext nneg i32 %80 to i64
  %84 = getelementptr inbounds nuw float, ptr %28, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = zext nneg i32 %80 to i64
  %87 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %86
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = tail call noundef float @llvm.maxnum.f32(float %85, float %88)
  %92 = tail call noundef float @llvm.maxnum.f32(float %88, float %90)
  %93 = tail call noundef float @llvm.minnum.f32(float %91, float %92)
  br label %94

94:                                               ; preds = %79, %82
  %95 = phi contract float [ %93, %82 ], [ 0.000000e+00, %79 ]
  %96 = zext nneg i32 %80 to i64
  %97 = getelementptr inbounds nuw float, ptr %9, i64 %96
  store float %95, ptr %97, align 4, !tbaa !11
  %98 = add nuw nsw i32 %80, 1
  %99 = icmp eq i32 %98, 8
  br i1 %99, label %29, label %79, !llvm.loop !37

100:                                              ; preds = %347, %29
  %101 = phi i32 [ 0, %29 ], [ %348, %347 ]
  br label %102

102:                                              ; preds = %100, %102
  %103 = phi float [ %156, %102 ], [ %44, %100 ]
  %104 = phi float [ %161, %102 ], [ %45, %100 ]
  %105 = phi float [ %177, %102 ], [ %48, %100 ]
  %106 = phi float [ %182, %102 ], [ %49, %100 ]
  %107 = phi float [ %198, %102 ], [ %52, %100 ]
  %108 = phi float [ %203, %102 ], [ %53, %100 ]
  %109 = phi i32 [ %215, %102 ], [ 0, %100 ]
  %110 = phi float [ %172, %102 ], [ %47, %100 ]
  %111 = phi float [ %193, %102 ], [ %51, %100 ]
  %112 = phi float [ %214, %102 ], [ %55, %100 ]
  %113 = phi float [ %166, %102 ], [ %46, %100 ]
  %114 = phi float [ %187, %102 ], [ %50, %100 ]
  %115 = phi float [ %208, %102 ], [ %54, %100 ]
  %116 = zext nneg i32 %109 to i64
  %117 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %116
  store float %110, ptr %117, align 4, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 4
  store float %111, ptr %118, align 4, !tbaa !11
  %119 = getelementptr inbounds nuw i8, ptr %117, i64 8
  store float %112, ptr %119, align 4, !tbaa !11
  %120 = getelementptr inbounds nuw %struct.float3, ptr %11, i64 %116
  store float %113, ptr %120, align 4, !tbaa !11
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 4
  store float %114, ptr %121, align 4, !tbaa !11
  %122 = getelementptr inbounds nuw i8, ptr %120, i64 8
  store float %115, ptr %122, align 4, !tbaa !11
  %123 = getelementptr inbounds nuw float, ptr %9, i64 %116
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %116
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = icmp eq i32 %126, 0
  %128 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %116
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = select contract i1 %127, float 0.000000e+00, float %124
  %131 = fadd contract float %129, %130
  %132 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %116
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = select contract i1 %127, float %124, float 0.000000e+00
  %135 = fadd contract float %133, %134
  %136 = tail call float @llvm.nvvm.sin.approx.f(float %131) #9
  %137 = tail call float @llvm.nvvm.cos.approx.f(float %131) #9
  %138 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %116
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = tail call float @llvm.nvvm.sin.approx.f(float %139) #9
  %141 = tail call float @llvm.nvvm.cos.approx.f(float %139) #9
  %142 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %116
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = fneg contract float %136
  %145 = fmul contract float %141, %144
  %146 = fmul contract float %136, %140
  %147 = fmul contract float %137, %143
  %148 = fmul contract float %137, %141
  %149 = fneg contract float %137
  %150 = fmul contract float %140, %149
  %151 = fmul contract float %136, %143
  %152 = fmul contract float %103, %137
  %153 = fmul contract float %104, %136
  %154 = fadd contract float %153, %152
  %155 = fmul contract float %113, 0.000000e+00
  %156 = fadd contract float %155, %154
  %157 = fmul contract float %103, %145
  %158 = fmul contract float %104, %148
  %159 = fadd contract float %157, %158
  %160 = fmul contract float %113, %140
  %161 = fadd contract float %160, %159
  %162 = fmul contract float %103, %146
  %163 = fmul contract float %104, %150
  %164 = fadd contract float %162, %163
  %165 = fmul contract float %113, %141
  %166 = fadd contract float %165, %164
  %167 = fmul contract float %103, %147
  %168 = fmul contract float %104, %151
  %169 = fadd contract float %167, %168
  %170 = fmul contract float %113, %135
  %171 = fadd contract float %170, %169
  %172 = fadd contract float %110, %171
  %173 = fmul contract float %105, %137
  %174 = fmul contract float %106, %136
  %175 = fadd contract float %174, %173
  %176 = fmul contract float %114, 0.000000e+00
  %177 = fadd contract float %176, %175
  %178 = fmul contract float %105, %145
  %179 = fmul contract float %106, %148
  %180 = fadd contract float %178, %179
  %181 = fmul contract float %114, %140
  %182 = fadd contract float %181, %180
  %183 = fmul contract float %105, %146
  %184 = fmul contract float %106, %150
  %185 = fadd contract float %183, %184
  %186 = fmul contract float %114, %141
  %187 = fadd contract float %186, %185
  %188 = fmul contract float %105, %147
  %189 = fmul contract float %106, %151
  %190 = fadd contract float %188, %189
  %191 = fmul contract float %114, %135
  %192 = fadd contract float %191, %190
  %193 = fadd contract float %111, %192
  %194 = fmul contract float %107, %137
  %195 = fmul contract float %108, %136
  %196 = fadd contract float %195, %194
  %197 = fmul contract float %115, 0.000000e+00
  %198 = fadd contract float %197, %196
  %199 = fmul contract float %107, %145
  %200 = fmul contract float %108, %148
  %201 = fadd contract float %199, %200
  %202 = fmul contract float %115, %140
  %203 = fadd contract float %202, %201
  %204 = fmul contract float %107, %146
  %205 = fmul contract float %108, %150
  %206 = fadd contract float %204, %205
  %207 = fmul contract float %115, %141
  %208 = fadd contract float %207, %206
  %209 = fmul contract float %107, %147
  %210 = fmul contract float %108, %151
  %211 = fadd contract float %209, %210
  %212 = fmul contract float %115, %135
  %213 = fadd contract float %212, %211
  %214 = fadd contract float %112, %213
  %215 = add nuw nsw i32 %109, 1
  %216 = icmp eq i32 %215, %30
  br i1 %216, label %217, label %102, !llvm.loop !13

217:                                              ; preds = %102
  %218 = fmul contract float %156, %56
  %219 = fmul contract float %161, %57
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %166, %58
  %222 = fadd contract float %220, %221
  %223 = fadd contract float %172, %222
  %224 = fmul contract float %177, %56
  %225 = fmul contract float %182, %57
  %226 = fadd contract float %224, %225
  %227 = fmul contract float %187, %58
  %228 = fadd contract float %226, %227
  %229 = fadd contract float %193, %228
  %230 = fmul contract float %198, %56
  %231 = fmul contract float %203, %57
  %232 = fadd contract float %230, %231
  %233 = fmul contract float %208, %58
  %234 = fadd contract float %232, %233
  %235 = fadd contract float %214, %234
  %236 = fsub contract float %39, %223
  %237 = fsub contract float %41, %229
  %238 = fsub contract float %43, %235
  %239 = fmul contract float %236, %236
  %240 = fmul contract float %237, %237
  %241 = fadd contract float %239, %240
  %242 = fmul contract float %238, %238
  %243 = fadd contract float %242, %241
  %244 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %243) #9
  %245 = fcmp contract ule float %244, 0x3EE4F8B580000000
  %246 = icmp eq i32 %101, %32
  %247 = or i1 %246, %245
  br i1 %247, label %369, label %248

248:                                              ; preds = %217
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9
  store float %34, ptr %13, align 4, !tbaa !11
  store float 0.000000e+00, ptr %59, align 4, !tbaa !11
  store float 0.000000e+00, ptr %60, align 4, !tbaa !11
  store float 0.000000e+00, ptr %61, align 4, !tbaa !11
  store float %34, ptr %62, align 4, !tbaa !11
  store float 0.000000e+00, ptr %63, align 4, !tbaa !11
  store float 0.000000e+00, ptr %64, align 4, !tbaa !11
  store float 0.000000e+00, ptr %65, align 4, !tbaa !11
  store float %34, ptr %66, align 4, !tbaa !11
  br label %251

249:                                              ; preds = %291
  store float %300, ptr %13, align 4, !tbaa !11
  store float %302, ptr %71, align 4, !tbaa !11
  store float %304, ptr %72, align 4, !tbaa !11
  store float %306, ptr %73, align 4, !tbaa !11
  store float %308, ptr %74, align 4, !tbaa !11
  store float %310, ptr %75, align 4, !tbaa !11
  store float %312, ptr %76, align 4, !tbaa !11
  store float %314, ptr %77, align 4, !tbaa !11
  store float %316, ptr %78, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #9
  store float %236, ptr %15, align 4, !tbaa !11
  store float %237, ptr %67, align 4, !tbaa !11
  store float %238, ptr %68, align 4, !tbaa !11
  %250 = call noundef zeroext i1 @_Z10solve_spd3PA3_f6float3RS1_(ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.float3) align 4 %15, ptr noundef nonnull align 4 dereferenceable(12) %14) #9
  br i1 %250, label %319, label %368

251:                                              ; preds = %248, %291
  %252 = phi float [ %34, %248 ], [ %316, %291 ]
  %253 = phi float [ 0.000000e+00, %248 ], [ %314, %291 ]
  %254 = phi float [ 0.000000e+00, %248 ], [ %312, %291 ]
  %255 = phi float [ 0.000000e+00, %248 ], [ %310, %291 ]
  %256 = phi float [ %34, %248 ], [ %308, %291 ]
  %257 = phi float [ 0.000000e+00, %248 ], [ %306, %291 ]
  %258 = phi float [ 0.000000e+00, %248 ], [ %304, %291 ]
  %259 = phi float [ 0.000000e+00, %248 ], [ %302, %291 ]
  %260 = phi float [ %34, %248 ], [ %300, %291 ]
  %261 = phi i32 [ 0, %248 ], [ %317, %291 ]
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr inbounds nuw %struct.float3, ptr %11, i64 %262
  %264 = load float, ptr %263, align 4, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %263, i64 4
  %266 = load float, ptr %265, align 4, !tbaa !11
  %267 = getelementptr inbounds nuw i8, ptr %263, i64 8
  %268 = load float, ptr %267, align 4, !tbaa !11
  %269 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %262
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %291, label %272

272:                                              ; preds = %251
  %273 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %262
  %274 = load float, ptr %273, align 4, !tbaa !22
  %275 = fsub contract float %223, %274
  %276 = getelementptr inbounds nuw i8, ptr %273, i64 4
  %277 = load float, ptr %276, align 4, !tbaa !24
  %278 = fsub contract float %229, %277
  %279 = getelementptr inbounds nuw i8, ptr %273, i64 8
  %280 = load float, ptr %279, align 4, !tbaa !25
  %281 = fsub contract float %235, %280
  %282 = fmul contract float %266, %281
  %283 = fmul contract float %268, %278
  %284 = fsub contract float %282, %283
  %285 = fmul contract float %268, %275
  %286 = fmul contract float %264, %281
  %287 = fsub contract float %285, %286
  %288 = fmul contract float %264, %278
  %289 = fmul contract float %266, %275
  %290 = fsub contract float %288, %289
  br label %291

291:                                              ; preds = %251, %272
  %292 = phi float [ %284, %272 ], [ %264, %251 ]
  %293 = phi float [ %287, %272 ], [ %266, %251 ]
  %294 = phi float [ %290, %272 ], [ %268, %251 ]
  %295 = zext nneg i32 %261 to i64
  %296 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %295
  store float %292, ptr %296, align 4, !tbaa !11
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 4
  store float %293, ptr %297, align 4, !tbaa !11
  %298 = getelementptr inbounds nuw i8, ptr %296, i64 8
  store float %294, ptr %298, align 4, !tbaa !11
  %299 = fmul contract float %292, %292
  %300 = fadd contract float %260, %299
  %301 = fmul contract float %292, %293
  %302 = fadd contract float %259, %301
  %303 = fmul contract float %292, %294
  %304 = fadd contract float %258, %303
  %305 = fmul contract float %293, %292
  %306 = fadd contract float %257, %305
  %307 = fmul contract float %293, %293
  %308 = fadd contract float %256, %307
  %309 = fmul contract float %293, %294
  %310 = fadd contract float %255, %309
  %311 = fmul contract float %294, %292
  %312 = fadd contract float %254, %311
  %313 = fmul contract float %294, %293
  %314 = fadd contract float %253, %313
  %315 = fmul contract float %294, %294
  %316 = fadd contract float %252, %315
  %317 = add nuw nsw i32 %261, 1
  %318 = icmp eq i32 %317, %30
  br i1 %318, label %249, label %251, !llvm.loop !38

319:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #9
  %320 = load float, ptr %14, align 4, !tbaa !22
  %321 = load float, ptr %69, align 4, !tbaa !24
  %322 = load float, ptr %70, align 4, !tbaa !25
  br label %327

323:                                              ; preds = %327
  %324 = fcmp contract ogt float %344, %36
  %325 = fdiv contract float %36, %344
  %326 = select contract i1 %324, float %325, float 1.000000e+00
  br label %349

327:                                              ; preds = %319, %327
  %328 = phi i32 [ 0, %319 ], [ %345, %327 ]
  %329 = phi float [ 0.000000e+00, %319 ], [ %344, %327 ]
  %330 = zext nneg i32 %328 to i64
  %331 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %330
  %332 = load float, ptr %331, align 4, !tbaa !22
  %333 = fmul contract float %332, %320
  %334 = getelementptr inbounds nuw i8, ptr %331, i64 4
  %335 = load float, ptr %334, align 4, !tbaa !24
  %336 = fmul contract float %335, %321
  %337 = fadd contract float %333, %336
  %338 = getelementptr inbounds nuw i8, ptr %331, i64 8
  %339 = load float, ptr %338, align 4, !tbaa !25
  %340 = fmul contract float %339, %322
  %341 = fadd contract float %337, %340
  %342 = getelementptr inbounds nuw float, ptr %16, i64 %330
  store float %341, ptr %342, align 4, !tbaa !11
  %343 = tail call noundef float @llvm.nvvm.fabs.f32(float %341)
  %344 = tail call noundef float @llvm.maxnum.f32(float %329, float %343)
  %345 = add nuw nsw i32 %328, 1
  %346 = icmp eq i32 %345, %30
  br i1 %346, label %323, label %327, !llvm.loop !39

347:                                              ; preds = %349
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  %348 = add nuw nsw i32 %101, 1
  br label %100, !llvm.loop !40

349:                                              ; preds = %323, %349
  %350 = phi i32 [ 0, %323 ], [ %366, %349 ]
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr inbounds nuw float, ptr %9, i64 %351
  %353 = load float, ptr %352, align 4, !tbaa !11
  %354 = getelementptr inbounds nuw float, ptr %16, i64 %351
  %355 = load float, ptr %354, align 4, !tbaa !11
  %356 = fmul contract float %326, %355
  %357 = fadd contract float %353, %356
  %358 = zext nneg i32 %350 to i64
  %359 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %358
  %360 = load float, ptr %359, align 4, !tbaa !11
  %361 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %358
  %362 = load float, ptr %361, align 4, !tbaa !11
  %363 = tail call noundef float @llvm.maxnum.f32(float %357, float %360)
  %364 = tail call noundef float @llvm.maxnum.f32(float %360, float %362)
  %365 = tail call noundef float @llvm.minnum.f32(float %363, float %364)
  store float %365, ptr %352, align 4, !tbaa !11
  %366 = add nuw nsw i32 %350, 1
  %367 = icmp eq i32 %366, %30
  br i1 %367, label %347, label %349, !llvm.loop !41

368:                                              ; preds = %249
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  br label %369

369:                                              ; preds = %217, %368
  %370 = shl nsw i64 %37, 5
  %371 = getelementptr inbounds nuw i8, ptr %2, i64 %370
  br label %374

372:                                              ; preds = %374
  %373 = getelementptr inbounds float, ptr %3, i64 %37
  store float %244, ptr %373, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  br label %382

374:                                              ; preds = %369, %374
  %375 = phi i32 [ 0, %369 ], [ %380, %374 ]
  %376 = zext nneg i32 %375 to i64
  %377 = getelementptr inbounds nuw float, ptr %9, i64 %376
  %378 = load float, ptr %377, align 4, !tbaa !11
  %379 = getelementptr inbounds nuw float, ptr %371, i64 %376
  store float %378, ptr %379, align 4, !tbaa !11
  %380 = add nuw nsw i32 %375, 1
  %381 = icmp eq i32 %380, 8
  br i1 %381, label %372, label %374, !llvm.loop !42

382:                                              ; preds = %8, %372
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @manipulability(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = alloca [8 x float], align 4
  %5 = alloca [8 x %struct.float3], align 4
  %6 = alloca [8 x %struct.float3], align 4
  %7 = alloca [6 x [8 x float]], align 4
  %8 = alloca [6 x [6 x double]], align 8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %389

15:                                               ; preds = %3
  %16 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %17 = sext i32 %13 to i64
  %18 = shl nsw i64 %17, 5
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 %18
  br label %178

20:                                               ; preds = %178
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %16, i32 1)
  %22 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %21, i32 8)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  %23 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %24 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %25 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %26 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %27 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %28 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %29 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %31 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %32 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %33 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  br label %35

35:                                               ; preds = %20, %35
  %36 = phi float [ %89, %35 ], [ %23, %20 ]
  %37 = phi float [ %94, %35 ], [ %24, %20 ]
  %38 = phi float [ %110, %35 ], [ %27, %20 ]
  %39 = phi float [ %115, %35 ], [ %28, %20 ]
  %40 = phi float [ %131, %35 ], [ %31, %20 ]
  %41 = phi float [ %136, %35 ], [ %32, %20 ]
  %42 = phi i32 [ %148, %35 ], [ 0, %20 ]
  %43 = phi float [ %105, %35 ], [ %26, %20 ]
  %44 = phi float [ %126, %35 ], [ %30, %20 ]
  %45 = phi float [ %147, %35 ], [ %34, %20 ]
  %46 = phi float [ %99, %35 ], [ %25, %20 ]
  %47 = phi float [ %120, %35 ], [ %29, %20 ]
  %48 = phi float [ %141, %35 ], [ %33, %20 ]
  %49 = zext nneg i32 %42 to i64
  %50 = getelementptr inbounds nuw %struct.float3, ptr %5, i64 %49
  store float %43, ptr %50, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 4
  store float %44, ptr %51, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 8
  store float %45, ptr %52, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw %struct.float3, ptr %6, i64 %49
  store float %46, ptr %53, align 4, !tbaa !11
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 4
  store float %47, ptr %54, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 8
  store float %48, ptr %55, align 4, !tbaa !11
  %56 = getelementptr inbounds nuw float, ptr %4, i64 %49
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %49
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = icmp eq i32 %59, 0
  %61 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %49
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = select contract i1 %60, float 0.000000e+00, float %57
  %64 = fadd contract float %62, %63
  %65 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %49
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = select contract i1 %60, float %57, float 0.000000e+00
  %68 = fadd contract float %66, %67
  %69 = tail call float @llvm.nvvm.sin.approx.f(float %64) #9
  %70 = tail call float @llvm.nvvm.cos.approx.f(float %64) #9
  %71 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %49
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = tail call float @llvm.nvvm.sin.approx.f(float %72) #9
  %74 = tail call float @llvm.nvvm.cos.approx.f(float %72) #9
  %75 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %49
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fneg contract float %69
  %78 = fmul contract float %74, %77
  %79 = fmul contract float %69, %73
  %80 = fmul contract float %70, %76
  %81 = fmul contract float %70, %74
  %82 = fneg contract float %70
  %83 = fmul contract float %73, %82
  %84 = fmul contract float %69, %76
  %85 = fmul contract float %36, %70
  %86 = fmul contract float %37, %69
  %87 = fadd contract float %86, %85
  %88 = fmul contract float %46, 0.000000e+00
  %89 = fadd contract float %88, %87
  %90 = fmul contract float %36, %78
  %91 = fmul contract float %37, %81
  %92 = fadd contract float %90, %91
  %93 = fmul contract float %46, %73
  %94 = fadd contract float %93, %92
  %95 = fmul contract float %36, %79
  %96 = fmul contract float %37, %83
  %97 = fadd contract float %95, %96
  %98 = fmul contract float %46, %74
  %99 = fadd contract float %98, %97
  %100 = fmul contract float %36, %80
  %101 = fmul contract float %37, %84
  %102 = fadd contract float %100, %101
  %103 = fmul contract float %46, %68
  %104 = fadd contract float %103, %102
  %105 = fadd contract float %43, %104
  %106 = fmul contract float %38, %70
  %107 = fmul contract float %39, %69
  %108 = fadd contract float %107, %106
  %109 = fmul contract float %47, 0.000000e+00
  %110 = fadd contract float %109, %108
  %111 = fmul contract float %38, %78
  %112 = fmul contract float %39, %81
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %47, %73
  %115 = fadd contract float %114, %113
  %116 = fmul contract float %38, %79
  %117 = fmul contract float %39, %83
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %47, %74
  %120 = fadd contract float %119, %118
  %121 = fmul contract float %38, %80
  %122 = fmul contract float %39, %84
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %47, %68
  %125 = fadd contract float %124, %123
  %126 = fadd contract float %44, %125
  %127 = fmul contract float %40, %70
  %128 = fmul contract float %41, %69
  %129 = fadd contract float %128, %127
  %130 = fmul contract float %48, 0.000000e+00
  %131 = fadd contract float %130, %129
  %132 = fmul contract float %40, %78
  %133 = fmul contract float %41, %81
  %134 = fadd contract float %132, %133
  %135 = fmul contract float %48, %73
  %136 = fadd contract float %135, %134
  %137 = fmul contract float %40, %79
  %138 = fmul contract float %41, %83
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %48, %74
  %141 = fadd contract float %140, %139
  %142 = fmul contract float %40, %80
  %143 = fmul contract float %41, %84
  %144 = fadd contract float %142, %143
  %145 = fmul contract float %48, %68
  %146 = fadd contract float %145, %144
  %147 = fadd contract float %45, %146
  %148 = add nuw nsw i32 %42, 1
  %149 = icmp eq i32 %148, %22
  br i1 %149, label %150, label %35, !llvm.loop !13

150:                                              ; preds = %35
  %151 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %152 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %153 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  %154 = fmul contract float %89, %151
  %155 = fmul contract float %94, %152
  %156 = fadd contract float %154, %155
  %157 = fmul contract float %99, %153
  %158 = fadd contract float %156, %157
  %159 = fadd contract float %105, %158
  %160 = fmul contract float %110, %151
  %161 = fmul contract float %115, %152
  %162 = fadd contract float %160, %161
  %163 = fmul contract float %120, %153
  %164 = fadd contract float %162, %163
  %165 = fadd contract float %126, %164
  %166 = fmul contract float %131, %151
  %167 = fmul contract float %136, %152
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %141, %153
  %170 = fadd contract float %168, %169
  %171 = fadd contract float %147, %170
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  %172 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %173 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %174 = getelementptr inbounds nuw i8, ptr %7, i64 128
  %175 = getelementptr inbounds nuw i8, ptr %7, i64 160
  %176 = getelementptr inbounds nuw i8, ptr %7, i64 96
  %177 = getelementptr inbounds nuw i8, ptr %7, i64 96
  br label %189

178:                                              ; preds = %15, %178
  %179 = phi i32 [ 0, %15 ], [ %184, %178 ]
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds nuw float, ptr %19, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = getelementptr inbounds nuw float, ptr %4, i64 %180
  store float %182, ptr %183, align 4, !tbaa !11
  %184 = add nuw nsw i32 %179, 1
  %185 = icmp eq i32 %184, 8
  br i1 %185, label %20, label %178, !llvm.loop !43

186:                                              ; preds = %246
  %187 = tail call i32 @llvm.smin.i32(i32 %21, i32 6)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %188 = icmp slt i32 %16, 7
  br label %251

189:                                              ; preds = %150, %246
  %190 = phi i32 [ 0, %150 ], [ %249, %246 ]
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds nuw %struct.float3, ptr %6, i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !11
  %194 = getelementptr inbounds nuw i8, ptr %192, i64 4
  %195 = load float, ptr %194, align 4, !tbaa !11
  %196 = getelementptr inbounds nuw i8, ptr %192, i64 8
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %191
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %220, label %201

201:                                              ; preds = %189
  %202 = getelementptr inbounds nuw %struct.float3, ptr %5, i64 %191
  %203 = load float, ptr %202, align 4, !tbaa !22
  %204 = fsub contract float %159, %203
  %205 = getelementptr inbounds nuw i8, ptr %202, i64 4
  %206 = load float, ptr %205, align 4, !tbaa !24
  %207 = fsub contract float %165, %206
  %208 = getelementptr inbounds nuw i8, ptr %202, i64 8
  %209 = load float, ptr %208, align 4, !tbaa !25
  %210 = fsub contract float %171, %209
  %211 = fmul contract float %195, %210
  %212 = fmul contract float %197, %207
  %213 = fsub contract float %211, %212
  %214 = fmul contract float %197, %204
  %215 = fmul contract float %193, %210
  %216 = fsub contract float %214, %215
  %217 = fmul contract float %193, %207
  %218 = fmul contract float %195, %204
  %219 = fsub contract float %217, %218
  br label %220

220:                                              ; preds = %189, %201
  %221 = phi float [ %213, %201 ], [ %193, %189 ]
  %222 = phi float [ %216, %201 ], [ %195, %189 ]
  %223 = phi float [ %219, %201 ], [ %197, %189 ]
  %224 = zext nneg i32 %190 to i64
  %225 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %224
  %226 = load i32, ptr %225, align 4, !tbaa !6
  %227 = icmp eq i32 %226, 0
  %228 = getelementptr inbounds nuw float, ptr %7, i64 %224
  store float %221, ptr %228, align 4, !tbaa !11
  %229 = getelementptr inbounds nuw float, ptr %172, i64 %224
  store float %222, ptr %229, align 4, !tbaa !11
  %230 = getelementptr inbounds nuw float, ptr %173, i64 %224
  store float %223, ptr %230, align 4, !tbaa !11
  br i1 %227, label %237, label %231

231:                                              ; preds = %220
  %232 = getelementptr inbounds nuw %struct.float3, ptr %6, i64 %224
  %233 = load float, ptr %232, align 4, !tbaa !22
  %234 = getelementptr inbounds nuw float, ptr %176, i64 %224
  store float %233, ptr %234, align 4, !tbaa !11
  %235 = getelementptr inbounds nuw i8, ptr %232, i64 4
  %236 = load float, ptr %235, align 4, !tbaa !24
  br label %239

237:                                              ; preds = %220
  %238 = getelementptr inbounds nuw float, ptr %177, i64 %224
  store float 0.000000e+00, ptr %238, align 4, !tbaa !11
  br label %239

239:                                              ; preds = %237, %231
  %240 = phi contract float [ %236, %231 ], [ 0.000000e+00, %237 ]
  %241 = getelementptr inbounds nuw float, ptr %174, i64 %224
  store float %240, ptr %241, align 4, !tbaa !11
  br i1 %227, label %246, label %242

242:                                              ; preds = %239
  %243 = getelementptr inbounds nuw %struct.float3, ptr %6, i64 %224
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 8
  %245 = load float, ptr %244, align 4, !tbaa !25
  br label %246

246:                                              ; preds = %239, %242
  %247 = phi contract float [ %245, %242 ], [ 0.000000e+00, %239 ]
  %248 = getelementptr inbounds nuw float, ptr %175, i64 %224
  store float %247, ptr %248, align 4, !tbaa !11
  %249 = add nuw nsw i32 %190, 1
  %250 = icmp eq i32 %249, %22
  br i1 %250, label %186, label %189, !llvm.loop !44

251:                                              ; preds = %186, %258
  %252 = phi i32 [ 0, %186 ], [ %259, %258 ]
  %253 = zext nneg i32 %252 to i64
  %254 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %253
  %255 = zext nneg i32 %252 to i64
  %256 = getelementptr inbounds nuw [8 x float], ptr %7, i64 %255
  %257 = zext nneg i32 %252 to i64
  br label %261

258:                                              ; preds = %295
  %259 = add nuw nsw i32 %252, 1
  %260 = icmp eq i32 %259, %187
  br i1 %260, label %301, label %251, !llvm.loop !45

261:                                              ; preds = %251, %295
  %262 = phi i32 [ 0, %251 ], [ %299, %295 ]
  %263 = zext nneg i32 %262 to i64
  br i1 %188, label %266, label %264

264:                                              ; preds = %261
  %265 = getelementptr inbounds nuw [8 x float], ptr %7, i64 %263
  br label %281

266:                                              ; preds = %261, %266
  %267 = phi i32 [ %279, %266 ], [ 0, %261 ]
  %268 = phi double [ %278, %266 ], [ 0.000000e+00, %261 ]
  %269 = zext nneg i32 %267 to i64
  %270 = getelementptr inbounds nuw [8 x float], ptr %7, i64 %269
  %271 = getelementptr inbounds nuw float, ptr %270, i64 %257
  %272 = load float, ptr %271, align 4, !tbaa !11
  %273 = fpext contract float %272 to double
  %274 = getelementptr inbounds nuw float, ptr %270, i64 %263
  %275 = load float, ptr %274, align 4, !tbaa !11
  %276 = fpext contract float %275 to double
  %277 = fmul contract double %273, %276
  %278 = fadd contract double %268, %277
  %279 = add nuw nsw i32 %267, 1
  %280 = icmp eq i32 %279, 6
  br i1 %280, label %295, label %266, !llvm.loop !46

281:                                              ; preds = %264, %281
  %282 = phi i32 [ 0, %264 ], [ %293, %281 ]
  %283 = phi double [ 0.000000e+00, %264 ], [ %292, %281 ]
  %284 = zext nneg i32 %282 to i64
  %285 = getelementptr inbounds nuw float, ptr %256, i64 %284
  %286 = load float, ptr %285, align 4, !tbaa !11
  %287 = fpext contract float %286 to double
  %288 = getelementptr inbounds nuw float, ptr %265, i64 %284
  %289 = load float, ptr %288, align 4, !tbaa !11
  %290 = fpext contract float %289 to double
  %291 = fmul contract double %287, %290
  %292 = fadd contract double %283, %291
  %293 = add nuw nsw i32 %282, 1
  %294 = icmp eq i32 %293, %22
  br i1 %294, label %295, label %281, !llvm.loop !47

295:                                              ; preds = %281, %266
  %296 = phi double [ %278, %266 ], [ %292, %281 ]
  %297 = zext nneg i32 %262 to i64
  %298 = getelementptr inbounds nuw double, ptr %254, i64 %297
  store double %296, ptr %298, align 8, !tbaa !48
  %299 = add nuw nsw i32 %262, 1
  %300 = icmp eq i32 %299, %187
  br i1 %300, label %258, label %261, !llvm.loop !50

301:                                              ; preds = %258, %380
  %302 = phi double [ %381, %380 ], [ 1.000000e+00, %258 ]
  %303 = phi i32 [ %306, %380 ], [ 0, %258 ]
  %304 = icmp eq i32 %303, %187
  br i1 %304, label %382, label %305

305:                                              ; preds = %301
  %306 = add nuw nsw i32 %303, 1
  %307 = icmp samesign ult i32 %306, %187
  br i1 %307, label %308, label %312

308:                                              ; preds = %305
  %309 = zext nneg i32 %303 to i64
  %310 = getelementptr inbounds nuw double, ptr %8, i64 %309
  %311 = getelementptr double, ptr %8, i64 %309
  br label %321

312:                                              ; preds = %321, %305
  %313 = phi i32 [ %303, %305 ], [ %333, %321 ]
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [6 x double], ptr %8, i64 %314
  %316 = zext nneg i32 %303 to i64
  %317 = getelementptr inbounds nuw double, ptr %315, i64 %316
  %318 = load double, ptr %317, align 8, !tbaa !48
  %319 = tail call noundef double @llvm.nvvm.fabs.f64(double %318)
  %320 = fcmp contract ogt double %319, 1.000000e-300
  br i1 %320, label %336, label %380

321:                                              ; preds = %308, %321
  %322 = phi i32 [ %306, %308 ], [ %334, %321 ]
  %323 = phi i32 [ %303, %308 ], [ %333, %321 ]
  %324 = zext nneg i32 %322 to i64
  %325 = getelementptr inbounds nuw [6 x double], ptr %310, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !48
  %327 = tail call noundef double @llvm.nvvm.fabs.f64(double %326)
  %328 = sext i32 %323 to i64
  %329 = getelementptr [6 x double], ptr %311, i64 %328
  %330 = load double, ptr %329, align 8, !tbaa !48
  %331 = tail call noundef double @llvm.nvvm.fabs.f64(double %330)
  %332 = fcmp contract ogt double %327, %331
  %333 = select i1 %332, i32 %322, i32 %323
  %334 = add nuw nsw i32 %322, 1
  %335 = icmp eq i32 %334, %187
  br i1 %335, label %312, label %321, !llvm.loop !51

336:                                              ; preds = %312
  %337 = icmp eq i32 %313, %303
  br i1 %337, label %351, label %338

338:                                              ; preds = %336
  %339 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %316
  br label %342

340:                                              ; preds = %342
  %341 = fneg contract double %302
  br label %351

342:                                              ; preds = %338, %342
  %343 = phi i32 [ 0, %338 ], [ %349, %342 ]
  %344 = zext nneg i32 %343 to i64
  %345 = getelementptr inbounds nuw double, ptr %339, i64 %344
  %346 = load double, ptr %345, align 8, !tbaa !48
  %347 = getelementptr inbounds nuw double, ptr %315, i64 %344
  %348 = load double, ptr %347, align 8, !tbaa !48
  store double %348, ptr %345, align 8, !tbaa !48
  store double %346, ptr %347, align 8, !tbaa !48
  %349 = add nuw nsw i32 %343, 1
  %350 = icmp eq i32 %349, %187
  br i1 %350, label %340, label %342, !llvm.loop !52

351:                                              ; preds = %340, %336
  %352 = phi double [ %341, %340 ], [ %302, %336 ]
  %353 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %316
  %354 = getelementptr inbounds nuw double, ptr %353, i64 %316
  %355 = load double, ptr %354, align 8, !tbaa !48
  %356 = fmul contract double %352, %355
  %357 = icmp samesign ult i32 %306, %187
  br i1 %357, label %358, label %380

358:                                              ; preds = %351, %366
  %359 = phi i32 [ %367, %366 ], [ %306, %351 ]
  %360 = zext nneg i32 %359 to i64
  %361 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %360
  %362 = getelementptr inbounds nuw double, ptr %361, i64 %316
  %363 = load double, ptr %362, align 8, !tbaa !48
  %364 = load double, ptr %354, align 8, !tbaa !48
  %365 = fdiv contract double %363, %364
  br label %369

366:                                              ; preds = %369
  %367 = add nuw nsw i32 %359, 1
  %368 = icmp eq i32 %367, %187
  br i1 %368, label %380, label %358, !llvm.loop !53

369:                                              ; preds = %358, %369
  %370 = phi i32 [ %303, %358 ], [ %378, %369 ]
  %371 = zext nneg i32 %370 to i64
  %372 = getelementptr inbounds nuw double, ptr %353, i64 %371
  %373 = load double, ptr %372, align 8, !tbaa !48
  %374 = fmul contract double %365, %373
  %375 = getelementptr inbounds nuw double, ptr %361, i64 %371
  %376 = load double, ptr %375, align 8, !tbaa !48
  %377 = fsub contract double %376, %374
  store double %377, ptr %375, align 8, !tbaa !48
  %378 = add nuw nsw i32 %370, 1
  %379 = icmp eq i32 %378, %187
  br i1 %379, label %366, label %369, !llvm.loop !54

380:                                              ; preds = %366, %351, %312
  %381 = phi double [ 0.000000e+00, %312 ], [ %356, %351 ], [ %356, %366 ]
  br i1 %320, label %301, label %382, !llvm.loop !55

382:                                              ; preds = %301, %380
  %383 = phi double [ %381, %380 ], [ %302, %301 ]
  %384 = tail call noundef double @llvm.maxnum.f64(double %383, double 0.000000e+00)
  %385 = tail call noundef double @llvm.sqrt.f64(double %384)
  %386 = fptrunc contract double %385 to float
  %387 = sext i32 %13 to i64
  %388 = getelementptr inbounds float, ptr %1, i64 %387
  store float %386, ptr %388, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  br label %389

389:                                              ; preds = %3, %382
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!8, !8, i64 0}
!17 = !{!18, !7, i64 0}
!18 = !{!"_ZTS7DHChain", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !8, i64 16, !8, i64 48, !8, i64 80, !8, i64 112, !8, i64 144, !8, i64 176, !8, i64 208, !8, i64 240, !8, i64 288}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = !{!23, !12, i64 0}
!23 = !{!"_ZTS6float3", !12, i64 0, !12, i64 4, !12, i64 8}
!24 = !{!23, !12, i64 4}
!25 = !{!23, !12, i64 8}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !14, !15}
!34 = distinct !{!34, !14, !15}
!35 = distinct !{!35, !14, !15}
!36 = distinct !{!36, !14, !15}
!37 = distinct !{!37, !14, !15}
!38 = distinct !{!38, !14, !15}
!39 = distinct !{!39, !14, !15}
!40 = distinct !{!40, !14, !15}
!41 = distinct !{!41, !14, !15}
!42 = distinct !{!42, !14, !15}
!43 = distinct !{!43, !14, !15}
!44 = distinct !{!44, !14, !15}
!45 = distinct !{!45, !14, !15}
!46 = distinct !{!46, !14, !15}
!47 = distinct !{!47, !14, !15}
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !8, i64 0}
!50 = distinct !{!50, !14, !15}
!51 = distinct !{!51, !14, !15}
!52 = distinct !{!52, !14, !15}
!53 = distinct !{!53, !14, !15}
!54 = distinct !{!54, !14, !15}
!55 = distinct !{!55, !14, !15}
