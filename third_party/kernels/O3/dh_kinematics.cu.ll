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
  %21 = phi float [ %7, %6 ], [ %120, %66 ]
  %22 = phi float [ %8, %6 ], [ %125, %66 ]
  %23 = phi float [ %9, %6 ], [ %130, %66 ]
  %24 = phi float [ %10, %6 ], [ %136, %66 ]
  %25 = phi float [ %11, %6 ], [ %141, %66 ]
  %26 = phi float [ %12, %6 ], [ %146, %66 ]
  %27 = phi float [ %13, %6 ], [ %151, %66 ]
  %28 = phi float [ %14, %6 ], [ %157, %66 ]
  %29 = phi float [ %15, %6 ], [ %162, %66 ]
  %30 = phi float [ %16, %6 ], [ %167, %66 ]
  %31 = phi float [ %17, %6 ], [ %172, %66 ]
  %32 = phi float [ %18, %6 ], [ %178, %66 ]
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
  br i1 %65, label %238, label %181

66:                                               ; preds = %6, %66
  %67 = phi float [ %120, %66 ], [ %7, %6 ]
  %68 = phi float [ %125, %66 ], [ %8, %6 ]
  %69 = phi float [ %130, %66 ], [ %9, %6 ]
  %70 = phi float [ %136, %66 ], [ %10, %6 ]
  %71 = phi float [ %141, %66 ], [ %11, %6 ]
  %72 = phi float [ %146, %66 ], [ %12, %6 ]
  %73 = phi float [ %151, %66 ], [ %13, %6 ]
  %74 = phi float [ %157, %66 ], [ %14, %6 ]
  %75 = phi float [ %162, %66 ], [ %15, %6 ]
  %76 = phi float [ %167, %66 ], [ %16, %6 ]
  %77 = phi float [ %172, %66 ], [ %17, %6 ]
  %78 = phi float [ %178, %66 ], [ %18, %6 ]
  %79 = phi i32 [ %179, %66 ], [ 0, %6 ]
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw %struct.float3, ptr %2, i64 %80
  store float %70, ptr %81, align 4, !tbaa !11
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 4
  store float %74, ptr %82, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %81, i64 8
  store float %78, ptr %83, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw %struct.float3, ptr %3, i64 %80
  store float %69, ptr %84, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 4
  store float %73, ptr %85, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 8
  store float %77, ptr %86, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw float, ptr %0, i64 %80
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %80
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = icmp eq i32 %90, 0
  %92 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %80
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = select contract i1 %91, float 0.000000e+00, float %88
  %95 = fadd contract float %93, %94
  %96 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %80
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = select contract i1 %91, float %88, float 0.000000e+00
  %99 = fadd contract float %97, %98
  %100 = tail call float @llvm.nvvm.sin.approx.f(float %95) #9
  %101 = tail call float @llvm.nvvm.cos.approx.f(float %95) #9
  %102 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %80
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = tail call float @llvm.nvvm.sin.approx.f(float %103) #9
  %105 = tail call float @llvm.nvvm.cos.approx.f(float %103) #9
  %106 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %80
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = fneg contract float %100
  %109 = fmul contract float %105, %108
  %110 = fmul contract float %100, %104
  %111 = fmul contract float %101, %107
  %112 = fmul contract float %101, %105
  %113 = fneg contract float %101
  %114 = fmul contract float %104, %113
  %115 = fmul contract float %100, %107
  %116 = fmul contract float %67, %101
  %117 = fmul contract float %68, %100
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %69, 0.000000e+00
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %67, %109
  %122 = fmul contract float %68, %112
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %69, %104
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %67, %110
  %127 = fmul contract float %68, %114
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %69, %105
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %67, %111
  %132 = fmul contract float %68, %115
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %69, %99
  %135 = fadd contract float %133, %134
  %136 = fadd contract float %135, %70
  %137 = fmul contract float %71, %101
  %138 = fmul contract float %72, %100
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %73, 0.000000e+00
  %141 = fadd contract float %139, %140
  %142 = fmul contract float %71, %109
  %143 = fmul contract float %72, %112
  %144 = fadd contract float %142, %143
  %145 = fmul contract float %73, %104
  %146 = fadd contract float %144, %145
  %147 = fmul contract float %71, %110
  %148 = fmul contract float %72, %114
  %149 = fadd contract float %147, %148
  %150 = fmul contract float %73, %105
  %151 = fadd contract float %149, %150
  %152 = fmul contract float %71, %111
  %153 = fmul contract float %72, %115
  %154 = fadd contract float %152, %153
  %155 = fmul contract float %73, %99
  %156 = fadd contract float %154, %155
  %157 = fadd contract float %156, %74
  %158 = fmul contract float %75, %101
  %159 = fmul contract float %76, %100
  %160 = fadd contract float %158, %159
  %161 = fmul contract float %77, 0.000000e+00
  %162 = fadd contract float %160, %161
  %163 = fmul contract float %75, %109
  %164 = fmul contract float %76, %112
  %165 = fadd contract float %163, %164
  %166 = fmul contract float %77, %104
  %167 = fadd contract float %165, %166
  %168 = fmul contract float %75, %110
  %169 = fmul contract float %76, %114
  %170 = fadd contract float %168, %169
  %171 = fmul contract float %77, %105
  %172 = fadd contract float %170, %171
  %173 = fmul contract float %75, %111
  %174 = fmul contract float %76, %115
  %175 = fadd contract float %173, %174
  %176 = fmul contract float %77, %99
  %177 = fadd contract float %175, %176
  %178 = fadd contract float %177, %78
  %179 = add nuw nsw i32 %79, 1
  %180 = icmp eq i32 %179, %1
  br i1 %180, label %20, label %66, !llvm.loop !13

181:                                              ; preds = %20
  %182 = fmul contract float %29, %35
  %183 = fmul contract float %30, %39
  %184 = fadd contract float %182, %183
  %185 = fmul contract float %31, %43
  %186 = fadd contract float %184, %185
  %187 = fmul contract float %29, %34
  %188 = fmul contract float %30, %38
  %189 = fadd contract float %187, %188
  %190 = fmul contract float %31, %42
  %191 = fadd contract float %189, %190
  %192 = fmul contract float %29, %33
  %193 = fmul contract float %30, %37
  %194 = fadd contract float %192, %193
  %195 = fmul contract float %31, %41
  %196 = fadd contract float %194, %195
  %197 = fmul contract float %25, %35
  %198 = fmul contract float %26, %39
  %199 = fadd contract float %197, %198
  %200 = fmul contract float %27, %43
  %201 = fadd contract float %199, %200
  %202 = fmul contract float %25, %34
  %203 = fmul contract float %26, %38
  %204 = fadd contract float %202, %203
  %205 = fmul contract float %27, %42
  %206 = fadd contract float %204, %205
  %207 = fmul contract float %25, %33
  %208 = fmul contract float %26, %37
  %209 = fadd contract float %207, %208
  %210 = fmul contract float %27, %41
  %211 = fadd contract float %209, %210
  %212 = fmul contract float %21, %35
  %213 = fmul contract float %22, %39
  %214 = fadd contract float %212, %213
  %215 = fmul contract float %23, %43
  %216 = fadd contract float %214, %215
  %217 = fmul contract float %21, %34
  %218 = fmul contract float %22, %38
  %219 = fadd contract float %217, %218
  %220 = fmul contract float %23, %42
  %221 = fadd contract float %219, %220
  %222 = fmul contract float %21, %33
  %223 = fmul contract float %22, %37
  %224 = fadd contract float %222, %223
  %225 = fmul contract float %23, %41
  %226 = fadd contract float %224, %225
  store float %226, ptr %5, align 4
  %227 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %221, ptr %227, align 4
  %228 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %216, ptr %228, align 4
  %229 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %50, ptr %229, align 4
  %230 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %211, ptr %230, align 4
  %231 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store float %206, ptr %231, align 4
  %232 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store float %201, ptr %232, align 4
  %233 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float %56, ptr %233, align 4
  %234 = getelementptr inbounds nuw i8, ptr %5, i64 32
  store float %196, ptr %234, align 4
  %235 = getelementptr inbounds nuw i8, ptr %5, i64 36
  store float %191, ptr %235, align 4
  %236 = getelementptr inbounds nuw i8, ptr %5, i64 40
  store float %186, ptr %236, align 4
  %237 = getelementptr inbounds nuw i8, ptr %5, i64 44
  store float %62, ptr %237, align 4, !tbaa !15
  br label %238

238:                                              ; preds = %181, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fk_chain(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = alloca [8 x float], align 4
  %5 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !16
  %6 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 8)
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
  %21 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %22 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %23 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %24 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %25 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %26 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %27 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %28 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %29 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %31 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %32 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 28
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
  store float %59, ptr %33, align 4, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %61 = load float, ptr %60, align 4, !tbaa !11
  store float %61, ptr %34, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %56, i64 12
  %63 = load float, ptr %62, align 4, !tbaa !11
  store float %63, ptr %35, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %65 = load float, ptr %64, align 4, !tbaa !11
  store float %65, ptr %36, align 4, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %56, i64 20
  %67 = load float, ptr %66, align 4, !tbaa !11
  store float %67, ptr %37, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %56, i64 24
  %69 = load float, ptr %68, align 4, !tbaa !11
  store float %69, ptr %38, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %56, i64 28
  %71 = load float, ptr %70, align 4, !tbaa !11
  store float %71, ptr %39, align 4, !tbaa !11
  br label %151

72:                                               ; preds = %151
  %73 = fmul contract float %199, %40
  %74 = fmul contract float %204, %44
  %75 = fadd contract float %73, %74
  %76 = fmul contract float %209, %48
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %199, %41
  %79 = fmul contract float %204, %45
  %80 = fadd contract float %78, %79
  %81 = fmul contract float %209, %49
  %82 = fadd contract float %80, %81
  %83 = fmul contract float %199, %42
  %84 = fmul contract float %204, %46
  %85 = fadd contract float %83, %84
  %86 = fmul contract float %209, %50
  %87 = fadd contract float %85, %86
  %88 = fmul contract float %199, %43
  %89 = fmul contract float %204, %47
  %90 = fadd contract float %88, %89
  %91 = fmul contract float %209, %51
  %92 = fadd contract float %90, %91
  %93 = fadd contract float %92, %215
  %94 = fmul contract float %220, %40
  %95 = fmul contract float %225, %44
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %230, %48
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %220, %41
  %100 = fmul contract float %225, %45
  %101 = fadd contract float %99, %100
  %102 = fmul contract float %230, %49
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %220, %42
  %105 = fmul contract float %225, %46
  %106 = fadd contract float %104, %105
  %107 = fmul contract float %230, %50
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %220, %43
  %110 = fmul contract float %225, %47
  %111 = fadd contract float %109, %110
  %112 = fmul contract float %230, %51
  %113 = fadd contract float %111, %112
  %114 = fadd contract float %113, %236
  %115 = fmul contract float %241, %40
  %116 = fmul contract float %246, %44
  %117 = fadd contract float %115, %116
  %118 = fmul contract float %251, %48
  %119 = fadd contract float %117, %118
  %120 = fmul contract float %241, %41
  %121 = fmul contract float %246, %45
  %122 = fadd contract float %120, %121
  %123 = fmul contract float %251, %49
  %124 = fadd contract float %122, %123
  %125 = fmul contract float %241, %42
  %126 = fmul contract float %246, %46
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %251, %50
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %241, %43
  %131 = fmul contract float %246, %47
  %132 = fadd contract float %130, %131
  %133 = fmul contract float %251, %51
  %134 = fadd contract float %132, %133
  %135 = fadd contract float %134, %257
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
  br i1 %150, label %53, label %52, !llvm.loop !18

151:                                              ; preds = %53, %151
  %152 = phi float [ %21, %53 ], [ %199, %151 ]
  %153 = phi float [ %22, %53 ], [ %204, %151 ]
  %154 = phi float [ %23, %53 ], [ %209, %151 ]
  %155 = phi float [ %24, %53 ], [ %215, %151 ]
  %156 = phi float [ %25, %53 ], [ %220, %151 ]
  %157 = phi float [ %26, %53 ], [ %225, %151 ]
  %158 = phi float [ %27, %53 ], [ %230, %151 ]
  %159 = phi float [ %28, %53 ], [ %236, %151 ]
  %160 = phi float [ %29, %53 ], [ %241, %151 ]
  %161 = phi float [ %30, %53 ], [ %246, %151 ]
  %162 = phi float [ %31, %53 ], [ %251, %151 ]
  %163 = phi float [ %32, %53 ], [ %257, %151 ]
  %164 = phi i32 [ 0, %53 ], [ %258, %151 ]
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds nuw float, ptr %4, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %165
  %169 = load i32, ptr %168, align 4, !tbaa !6
  %170 = icmp eq i32 %169, 0
  %171 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %165
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = select contract i1 %170, float 0.000000e+00, float %167
  %174 = fadd contract float %172, %173
  %175 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %165
  %176 = load float, ptr %175, align 4, !tbaa !11
  %177 = select contract i1 %170, float %167, float 0.000000e+00
  %178 = fadd contract float %176, %177
  %179 = tail call float @llvm.nvvm.sin.approx.f(float %174) #9
  %180 = tail call float @llvm.nvvm.cos.approx.f(float %174) #9
  %181 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %165
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = tail call float @llvm.nvvm.sin.approx.f(float %182) #9
  %184 = tail call float @llvm.nvvm.cos.approx.f(float %182) #9
  %185 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %165
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = fneg contract float %179
  %188 = fmul contract float %184, %187
  %189 = fmul contract float %179, %183
  %190 = fmul contract float %180, %186
  %191 = fmul contract float %180, %184
  %192 = fneg contract float %180
  %193 = fmul contract float %183, %192
  %194 = fmul contract float %179, %186
  %195 = fmul contract float %152, %180
  %196 = fmul contract float %153, %179
  %197 = fadd contract float %195, %196
  %198 = fmul contract float %154, 0.000000e+00
  %199 = fadd contract float %197, %198
  %200 = fmul contract float %152, %188
  %201 = fmul contract float %153, %191
  %202 = fadd contract float %200, %201
  %203 = fmul contract float %154, %183
  %204 = fadd contract float %202, %203
  %205 = fmul contract float %152, %189
  %206 = fmul contract float %153, %193
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %154, %184
  %209 = fadd contract float %207, %208
  %210 = fmul contract float %152, %190
  %211 = fmul contract float %153, %194
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %154, %178
  %214 = fadd contract float %212, %213
  %215 = fadd contract float %214, %155
  %216 = fmul contract float %156, %180
  %217 = fmul contract float %157, %179
  %218 = fadd contract float %216, %217
  %219 = fmul contract float %158, 0.000000e+00
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %156, %188
  %222 = fmul contract float %157, %191
  %223 = fadd contract float %221, %222
  %224 = fmul contract float %158, %183
  %225 = fadd contract float %223, %224
  %226 = fmul contract float %156, %189
  %227 = fmul contract float %157, %193
  %228 = fadd contract float %226, %227
  %229 = fmul contract float %158, %184
  %230 = fadd contract float %228, %229
  %231 = fmul contract float %156, %190
  %232 = fmul contract float %157, %194
  %233 = fadd contract float %231, %232
  %234 = fmul contract float %158, %178
  %235 = fadd contract float %233, %234
  %236 = fadd contract float %235, %159
  %237 = fmul contract float %160, %180
  %238 = fmul contract float %161, %179
  %239 = fadd contract float %237, %238
  %240 = fmul contract float %162, 0.000000e+00
  %241 = fadd contract float %239, %240
  %242 = fmul contract float %160, %188
  %243 = fmul contract float %161, %191
  %244 = fadd contract float %242, %243
  %245 = fmul contract float %162, %183
  %246 = fadd contract float %244, %245
  %247 = fmul contract float %160, %189
  %248 = fmul contract float %161, %193
  %249 = fadd contract float %247, %248
  %250 = fmul contract float %162, %184
  %251 = fadd contract float %249, %250
  %252 = fmul contract float %160, %190
  %253 = fmul contract float %161, %194
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %162, %178
  %256 = fadd contract float %254, %255
  %257 = fadd contract float %256, %163
  %258 = add nuw nsw i32 %164, 1
  %259 = icmp eq i32 %258, %7
  br i1 %259, label %72, label %151, !llvm.loop !19
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
  br i1 %17, label %18, label %469

18:                                               ; preds = %7
  %19 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !16
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %19, i32 1)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %21 = sext i32 %16 to i64
  %22 = shl nsw i64 %21, 5
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), align 4, !tbaa !11
  %26 = tail call noundef float @llvm.maxnum.f32(float %24, float %25)
  %27 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), align 4, !tbaa !11
  %28 = tail call noundef float @llvm.maxnum.f32(float %25, float %27)
  %29 = tail call noundef float @llvm.minnum.f32(float %26, float %28)
  store float %29, ptr %8, align 4, !tbaa !11
  %30 = icmp sgt i32 %19, 1
  br i1 %30, label %31, label %39

31:                                               ; preds = %18
  %32 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 180), align 4, !tbaa !11
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 212), align 4, !tbaa !11
  %36 = tail call noundef float @llvm.maxnum.f32(float %33, float %34)
  %37 = tail call noundef float @llvm.maxnum.f32(float %34, float %35)
  %38 = tail call noundef float @llvm.minnum.f32(float %36, float %37)
  br label %39

39:                                               ; preds = %31, %18
  %40 = phi contract float [ %38, %31 ], [ 0.000000e+00, %18 ]
  %41 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float %40, ptr %41, align 4, !tbaa !11
  %42 = icmp sgt i32 %19, 2
  br i1 %42, label %43, label %51

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 184), align 4, !tbaa !11
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 216), align 4, !tbaa !11
  %48 = tail call noundef float @llvm.maxnum.f32(float %45, float %46)
  %49 = tail call noundef float @llvm.maxnum.f32(float %46, float %47)
  %50 = tail call noundef float @llvm.minnum.f32(float %48, float %49)
  br label %51

51:                                               ; preds = %43, %39
  %52 = phi contract float [ %50, %43 ], [ 0.000000e+00, %39 ]
  %53 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float %52, ptr %53, align 4, !tbaa !11
  %54 = icmp sgt i32 %19, 3
  br i1 %54, label %55, label %63

55:                                               ; preds = %51
  %56 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 188), align 4, !tbaa !11
  %59 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 220), align 4, !tbaa !11
  %60 = tail call noundef float @llvm.maxnum.f32(float %57, float %58)
  %61 = tail call noundef float @llvm.maxnum.f32(float %58, float %59)
  %62 = tail call noundef float @llvm.minnum.f32(float %60, float %61)
  br label %63

63:                                               ; preds = %55, %51
  %64 = phi contract float [ %62, %55 ], [ 0.000000e+00, %51 ]
  %65 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store float %64, ptr %65, align 4, !tbaa !11
  %66 = icmp sgt i32 %19, 4
  br i1 %66, label %67, label %75

67:                                               ; preds = %63
  %68 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 192), align 4, !tbaa !11
  %71 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 224), align 4, !tbaa !11
  %72 = tail call noundef float @llvm.maxnum.f32(float %69, float %70)
  %73 = tail call noundef float @llvm.maxnum.f32(float %70, float %71)
  %74 = tail call noundef float @llvm.minnum.f32(float %72, float %73)
  br label %75

75:                                               ; preds = %67, %63
  %76 = phi contract float [ %74, %67 ], [ 0.000000e+00, %63 ]
  %77 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float %76, ptr %77, align 4, !tbaa !11
  %78 = icmp sgt i32 %19, 5
  br i1 %78, label %79, label %87

79:                                               ; preds = %75
  %80 = getelementptr inbounds nuw i8, ptr %23, i64 20
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 196), align 4, !tbaa !11
  %83 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 228), align 4, !tbaa !11
  %84 = tail call noundef float @llvm.maxnum.f32(float %81, float %82)
  %85 = tail call noundef float @llvm.maxnum.f32(float %82, float %83)
  %86 = tail call noundef float @llvm.minnum.f32(float %84, float %85)
  br label %87

87:                                               ; preds = %79, %75
  %88 = phi contract float [ %86, %79 ], [ 0.000000e+00, %75 ]
  %89 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store float %88, ptr %89, align 4, !tbaa !11
  %90 = icmp sgt i32 %19, 6
  br i1 %90, label %91, label %99

91:                                               ; preds = %87
  %92 = getelementptr inbounds nuw i8, ptr %23, i64 24
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 200), align 4, !tbaa !11
  %95 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 232), align 4, !tbaa !11
  %96 = tail call noundef float @llvm.maxnum.f32(float %93, float %94)
  %97 = tail call noundef float @llvm.maxnum.f32(float %94, float %95)
  %98 = tail call noundef float @llvm.minnum.f32(float %96, float %97)
  br label %99

99:                                               ; preds = %91, %87
  %100 = phi contract float [ %98, %91 ], [ 0.000000e+00, %87 ]
  %101 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store float %100, ptr %101, align 4, !tbaa !11
  %102 = icmp sgt i32 %19, 7
  br i1 %102, label %103, label %111

103:                                              ; preds = %99
  %104 = getelementptr inbounds nuw i8, ptr %23, i64 28
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 204), align 4, !tbaa !11
  %107 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 236), align 4, !tbaa !11
  %108 = tail call noundef float @llvm.maxnum.f32(float %105, float %106)
  %109 = tail call noundef float @llvm.maxnum.f32(float %106, float %107)
  %110 = tail call noundef float @llvm.minnum.f32(float %108, float %109)
  br label %111

111:                                              ; preds = %103, %99
  %112 = phi contract float [ %110, %103 ], [ 0.000000e+00, %99 ]
  %113 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store float %112, ptr %113, align 4, !tbaa !11
  %114 = tail call i32 @llvm.umin.i32(i32 %20, i32 8)
  %115 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %116 = tail call i32 @llvm.umin.i32(i32 %115, i32 256)
  %117 = getelementptr inbounds %struct.float4, ptr %0, i64 %21
  %118 = load float, ptr %117, align 16, !tbaa !11
  %119 = getelementptr inbounds nuw i8, ptr %117, i64 4
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = getelementptr inbounds nuw i8, ptr %117, i64 8
  %122 = load float, ptr %121, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  %123 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %124 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %125 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %126 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %127 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %128 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %129 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %130 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %131 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %132 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %133 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %134 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  %135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %137 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  %138 = and i32 %114, 3
  %139 = icmp slt i32 %19, 4
  %140 = and i32 %114, 12
  %141 = icmp eq i32 %138, 0
  %142 = icmp ne i32 %138, 0
  br label %143

143:                                              ; preds = %384, %111
  %144 = phi i32 [ 0, %111 ], [ %385, %384 ]
  br label %145

145:                                              ; preds = %143, %145
  %146 = phi float [ %199, %145 ], [ %123, %143 ]
  %147 = phi float [ %204, %145 ], [ %124, %143 ]
  %148 = phi float [ %209, %145 ], [ %125, %143 ]
  %149 = phi float [ %215, %145 ], [ %126, %143 ]
  %150 = phi float [ %220, %145 ], [ %127, %143 ]
  %151 = phi float [ %225, %145 ], [ %128, %143 ]
  %152 = phi float [ %230, %145 ], [ %129, %143 ]
  %153 = phi float [ %236, %145 ], [ %130, %143 ]
  %154 = phi float [ %241, %145 ], [ %131, %143 ]
  %155 = phi float [ %246, %145 ], [ %132, %143 ]
  %156 = phi float [ %251, %145 ], [ %133, %143 ]
  %157 = phi float [ %257, %145 ], [ %134, %143 ]
  %158 = phi i32 [ %258, %145 ], [ 0, %143 ]
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds nuw %struct.float3, ptr %9, i64 %159
  store float %149, ptr %160, align 4, !tbaa !11
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 4
  store float %153, ptr %161, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %160, i64 8
  store float %157, ptr %162, align 4, !tbaa !11
  %163 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %159
  store float %148, ptr %163, align 4, !tbaa !11
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 4
  store float %152, ptr %164, align 4, !tbaa !11
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 8
  store float %156, ptr %165, align 4, !tbaa !11
  %166 = getelementptr inbounds nuw float, ptr %8, i64 %159
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %159
  %169 = load i32, ptr %168, align 4, !tbaa !6
  %170 = icmp eq i32 %169, 0
  %171 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %159
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = select contract i1 %170, float 0.000000e+00, float %167
  %174 = fadd contract float %172, %173
  %175 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %159
  %176 = load float, ptr %175, align 4, !tbaa !11
  %177 = select contract i1 %170, float %167, float 0.000000e+00
  %178 = fadd contract float %176, %177
  %179 = tail call float @llvm.nvvm.sin.approx.f(float %174) #9
  %180 = tail call float @llvm.nvvm.cos.approx.f(float %174) #9
  %181 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %159
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = tail call float @llvm.nvvm.sin.approx.f(float %182) #9
  %184 = tail call float @llvm.nvvm.cos.approx.f(float %182) #9
  %185 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %159
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = fneg contract float %179
  %188 = fmul contract float %184, %187
  %189 = fmul contract float %179, %183
  %190 = fmul contract float %180, %186
  %191 = fmul contract float %180, %184
  %192 = fneg contract float %180
  %193 = fmul contract float %183, %192
  %194 = fmul contract float %179, %186
  %195 = fmul contract float %146, %180
  %196 = fmul contract float %147, %179
  %197 = fadd contract float %196, %195
  %198 = fmul contract float %148, 0.000000e+00
  %199 = fadd contract float %198, %197
  %200 = fmul contract float %146, %188
  %201 = fmul contract float %147, %191
  %202 = fadd contract float %200, %201
  %203 = fmul contract float %148, %183
  %204 = fadd contract float %203, %202
  %205 = fmul contract float %146, %189
  %206 = fmul contract float %147, %193
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %148, %184
  %209 = fadd contract float %208, %207
  %210 = fmul contract float %146, %190
  %211 = fmul contract float %147, %194
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %148, %178
  %214 = fadd contract float %213, %212
  %215 = fadd contract float %149, %214
  %216 = fmul contract float %150, %180
  %217 = fmul contract float %151, %179
  %218 = fadd contract float %217, %216
  %219 = fmul contract float %152, 0.000000e+00
  %220 = fadd contract float %219, %218
  %221 = fmul contract float %150, %188
  %222 = fmul contract float %151, %191
  %223 = fadd contract float %221, %222
  %224 = fmul contract float %152, %183
  %225 = fadd contract float %224, %223
  %226 = fmul contract float %150, %189
  %227 = fmul contract float %151, %193
  %228 = fadd contract float %226, %227
  %229 = fmul contract float %152, %184
  %230 = fadd contract float %229, %228
  %231 = fmul contract float %150, %190
  %232 = fmul contract float %151, %194
  %233 = fadd contract float %231, %232
  %234 = fmul contract float %152, %178
  %235 = fadd contract float %234, %233
  %236 = fadd contract float %153, %235
  %237 = fmul contract float %154, %180
  %238 = fmul contract float %155, %179
  %239 = fadd contract float %238, %237
  %240 = fmul contract float %156, 0.000000e+00
  %241 = fadd contract float %240, %239
  %242 = fmul contract float %154, %188
  %243 = fmul contract float %155, %191
  %244 = fadd contract float %242, %243
  %245 = fmul contract float %156, %183
  %246 = fadd contract float %245, %244
  %247 = fmul contract float %154, %189
  %248 = fmul contract float %155, %193
  %249 = fadd contract float %247, %248
  %250 = fmul contract float %156, %184
  %251 = fadd contract float %250, %249
  %252 = fmul contract float %154, %190
  %253 = fmul contract float %155, %194
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %156, %178
  %256 = fadd contract float %255, %254
  %257 = fadd contract float %157, %256
  %258 = add nuw nsw i32 %158, 1
  %259 = icmp eq i32 %258, %114
  br i1 %259, label %260, label %145, !llvm.loop !13

260:                                              ; preds = %145
  %261 = fmul contract float %199, %135
  %262 = fmul contract float %204, %136
  %263 = fadd contract float %261, %262
  %264 = fmul contract float %209, %137
  %265 = fadd contract float %263, %264
  %266 = fadd contract float %215, %265
  %267 = fmul contract float %220, %135
  %268 = fmul contract float %225, %136
  %269 = fadd contract float %267, %268
  %270 = fmul contract float %230, %137
  %271 = fadd contract float %269, %270
  %272 = fadd contract float %236, %271
  %273 = fmul contract float %241, %135
  %274 = fmul contract float %246, %136
  %275 = fadd contract float %273, %274
  %276 = fmul contract float %251, %137
  %277 = fadd contract float %275, %276
  %278 = fadd contract float %257, %277
  %279 = fsub contract float %118, %266
  %280 = fsub contract float %120, %272
  %281 = fsub contract float %122, %278
  %282 = fmul contract float %279, %279
  %283 = fmul contract float %280, %280
  %284 = fadd contract float %282, %283
  %285 = fmul contract float %281, %281
  %286 = fadd contract float %285, %284
  %287 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %286) #9
  %288 = fcmp contract ule float %287, %6
  %289 = icmp eq i32 %144, %116
  %290 = or i1 %289, %288
  br i1 %290, label %451, label %291

291:                                              ; preds = %260
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  br label %299

292:                                              ; preds = %333
  %293 = fmul contract float %344, %344
  %294 = fmul contract float %346, %346
  %295 = fadd contract float %294, %293
  %296 = fmul contract float %348, %348
  %297 = fadd contract float %295, %296
  %298 = fcmp contract ogt float %297, 0x3BC79CA100000000
  br i1 %298, label %351, label %359

299:                                              ; preds = %291, %333
  %300 = phi float [ 0.000000e+00, %291 ], [ %348, %333 ]
  %301 = phi i32 [ 0, %291 ], [ %349, %333 ]
  %302 = phi float [ 0.000000e+00, %291 ], [ %344, %333 ]
  %303 = phi float [ 0.000000e+00, %291 ], [ %346, %333 ]
  %304 = zext nneg i32 %301 to i64
  %305 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %304
  %306 = load float, ptr %305, align 4, !tbaa !11
  %307 = getelementptr inbounds nuw i8, ptr %305, i64 4
  %308 = load float, ptr %307, align 4, !tbaa !11
  %309 = getelementptr inbounds nuw i8, ptr %305, i64 8
  %310 = load float, ptr %309, align 4, !tbaa !11
  %311 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %304
  %312 = load i32, ptr %311, align 4, !tbaa !6
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %333, label %314

314:                                              ; preds = %299
  %315 = getelementptr inbounds nuw %struct.float3, ptr %9, i64 %304
  %316 = load float, ptr %315, align 4, !tbaa !20
  %317 = fsub contract float %266, %316
  %318 = getelementptr inbounds nuw i8, ptr %315, i64 4
  %319 = load float, ptr %318, align 4, !tbaa !22
  %320 = fsub contract float %272, %319
  %321 = getelementptr inbounds nuw i8, ptr %315, i64 8
  %322 = load float, ptr %321, align 4, !tbaa !23
  %323 = fsub contract float %278, %322
  %324 = fmul contract float %308, %323
  %325 = fmul contract float %310, %320
  %326 = fsub contract float %324, %325
  %327 = fmul contract float %310, %317
  %328 = fmul contract float %306, %323
  %329 = fsub contract float %327, %328
  %330 = fmul contract float %306, %320
  %331 = fmul contract float %308, %317
  %332 = fsub contract float %330, %331
  br label %333

333:                                              ; preds = %299, %314
  %334 = phi float [ %326, %314 ], [ %306, %299 ]
  %335 = phi float [ %329, %314 ], [ %308, %299 ]
  %336 = phi float [ %332, %314 ], [ %310, %299 ]
  %337 = fmul contract float %279, %334
  %338 = fmul contract float %280, %335
  %339 = fadd contract float %337, %338
  %340 = fmul contract float %281, %336
  %341 = fadd contract float %339, %340
  %342 = getelementptr inbounds nuw float, ptr %11, i64 %304
  store float %341, ptr %342, align 4, !tbaa !11
  %343 = fmul contract float %334, %341
  %344 = fadd contract float %302, %343
  %345 = fmul contract float %335, %341
  %346 = fadd contract float %303, %345
  %347 = fmul contract float %336, %341
  %348 = fadd contract float %300, %347
  %349 = add nuw nsw i32 %301, 1
  %350 = icmp eq i32 %349, %114
  br i1 %350, label %292, label %299, !llvm.loop !24

351:                                              ; preds = %292
  %352 = fmul contract float %279, %344
  %353 = fmul contract float %280, %346
  %354 = fadd contract float %353, %352
  %355 = fmul contract float %281, %348
  %356 = fadd contract float %354, %355
  %357 = fdiv contract float %356, %297
  %358 = tail call noundef float @llvm.minnum.f32(float %357, float 1.000000e+01)
  br label %359

359:                                              ; preds = %292, %351
  %360 = phi contract float [ %358, %351 ], [ 0.000000e+00, %292 ]
  br i1 %139, label %362, label %386

361:                                              ; preds = %386
  br i1 %141, label %384, label %362

362:                                              ; preds = %361, %359
  %363 = phi i32 [ 0, %359 ], [ %448, %361 ]
  tail call void @llvm.assume(i1 %142)
  br label %364

364:                                              ; preds = %364, %362
  %365 = phi i32 [ %363, %362 ], [ %381, %364 ]
  %366 = phi i32 [ 0, %362 ], [ %382, %364 ]
  %367 = zext nneg i32 %365 to i64
  %368 = getelementptr inbounds nuw float, ptr %8, i64 %367
  %369 = load float, ptr %368, align 4, !tbaa !11
  %370 = getelementptr inbounds nuw float, ptr %11, i64 %367
  %371 = load float, ptr %370, align 4, !tbaa !11
  %372 = fmul contract float %360, %371
  %373 = fadd contract float %369, %372
  %374 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %367
  %375 = load float, ptr %374, align 4, !tbaa !11
  %376 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %367
  %377 = load float, ptr %376, align 4, !tbaa !11
  %378 = tail call noundef float @llvm.maxnum.f32(float %373, float %375)
  %379 = tail call noundef float @llvm.maxnum.f32(float %375, float %377)
  %380 = tail call noundef float @llvm.minnum.f32(float %378, float %379)
  store float %380, ptr %368, align 4, !tbaa !11
  %381 = add nuw nsw i32 %365, 1
  %382 = add i32 %366, 1
  %383 = icmp eq i32 %382, %138
  br i1 %383, label %384, label %364, !llvm.loop !25

384:                                              ; preds = %364, %361
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  %385 = add nuw nsw i32 %144, 1
  br label %143, !llvm.loop !27

386:                                              ; preds = %359, %386
  %387 = phi i32 [ %448, %386 ], [ 0, %359 ]
  %388 = phi i32 [ %449, %386 ], [ 0, %359 ]
  %389 = zext nneg i32 %387 to i64
  %390 = getelementptr inbounds nuw float, ptr %8, i64 %389
  %391 = load float, ptr %390, align 4, !tbaa !11
  %392 = getelementptr inbounds nuw float, ptr %11, i64 %389
  %393 = load float, ptr %392, align 4, !tbaa !11
  %394 = fmul contract float %360, %393
  %395 = fadd contract float %391, %394
  %396 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %389
  %397 = load float, ptr %396, align 4, !tbaa !11
  %398 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %389
  %399 = load float, ptr %398, align 4, !tbaa !11
  %400 = tail call noundef float @llvm.maxnum.f32(float %395, float %397)
  %401 = tail call noundef float @llvm.maxnum.f32(float %397, float %399)
  %402 = tail call noundef float @llvm.minnum.f32(float %400, float %401)
  store float %402, ptr %390, align 4, !tbaa !11
  %403 = or disjoint i32 %387, 1
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr inbounds nuw float, ptr %8, i64 %404
  %406 = load float, ptr %405, align 4, !tbaa !11
  %407 = getelementptr inbounds nuw float, ptr %11, i64 %404
  %408 = load float, ptr %407, align 4, !tbaa !11
  %409 = fmul contract float %360, %408
  %410 = fadd contract float %406, %409
  %411 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %404
  %412 = load float, ptr %411, align 4, !tbaa !11
  %413 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %404
  %414 = load float, ptr %413, align 4, !tbaa !11
  %415 = tail call noundef float @llvm.maxnum.f32(float %410, float %412)
  %416 = tail call noundef float @llvm.maxnum.f32(float %412, float %414)
  %417 = tail call noundef float @llvm.minnum.f32(float %415, float %416)
  store float %417, ptr %405, align 4, !tbaa !11
  %418 = or disjoint i32 %387, 2
  %419 = zext nneg i32 %418 to i64
  %420 = getelementptr inbounds nuw float, ptr %8, i64 %419
  %421 = load float, ptr %420, align 4, !tbaa !11
  %422 = getelementptr inbounds nuw float, ptr %11, i64 %419
  %423 = load float, ptr %422, align 4, !tbaa !11
  %424 = fmul contract float %360, %423
  %425 = fadd contract float %421, %424
  %426 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %419
  %427 = load float, ptr %426, align 4, !tbaa !11
  %428 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %419
  %429 = load float, ptr %428, align 4, !tbaa !11
  %430 = tail call noundef float @llvm.maxnum.f32(float %425, float %427)
  %431 = tail call noundef float @llvm.maxnum.f32(float %427, float %429)
  %432 = tail call noundef float @llvm.minnum.f32(float %430, float %431)
  store float %432, ptr %420, align 4, !tbaa !11
  %433 = or disjoint i32 %387, 3
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr inbounds nuw float, ptr %8, i64 %434
  %436 = load float, ptr %435, align 4, !tbaa !11
  %437 = getelementptr inbounds nuw float, ptr %11, i64 %434
  %438 = load float, ptr %437, align 4, !tbaa !11
  %439 = fmul contract float %360, %438
  %440 = fadd contract float %436, %439
  %441 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %434
  %442 = load float, ptr %441, align 4, !tbaa !11
  %443 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %434
  %444 = load float, ptr %443, align 4, !tbaa !11
  %445 = tail call noundef float @llvm.maxnum.f32(float %440, float %442)
  %446 = tail call noundef float @llvm.maxnum.f32(float %442, float %444)
  %447 = tail call noundef float @llvm.minnum.f32(float %445, float %446)
  store float %447, ptr %435, align 4, !tbaa !11
  %448 = add nuw nsw i32 %387, 4
  %449 = add i32 %388, 4
  %450 = icmp eq i32 %449, %140
  br i1 %450, label %361, label %386, !llvm.loop !28

451:                                              ; preds = %260
  %452 = getelementptr inbounds nuw i8, ptr %2, i64 %22
  %453 = load float, ptr %8, align 4, !tbaa !11
  store float %453, ptr %452, align 4, !tbaa !11
  %454 = load float, ptr %41, align 4, !tbaa !11
  %455 = getelementptr inbounds nuw i8, ptr %452, i64 4
  store float %454, ptr %455, align 4, !tbaa !11
  %456 = load float, ptr %53, align 4, !tbaa !11
  %457 = getelementptr inbounds nuw i8, ptr %452, i64 8
  store float %456, ptr %457, align 4, !tbaa !11
  %458 = load float, ptr %65, align 4, !tbaa !11
  %459 = getelementptr inbounds nuw i8, ptr %452, i64 12
  store float %458, ptr %459, align 4, !tbaa !11
  %460 = load float, ptr %77, align 4, !tbaa !11
  %461 = getelementptr inbounds nuw i8, ptr %452, i64 16
  store float %460, ptr %461, align 4, !tbaa !11
  %462 = load float, ptr %89, align 4, !tbaa !11
  %463 = getelementptr inbounds nuw i8, ptr %452, i64 20
  store float %462, ptr %463, align 4, !tbaa !11
  %464 = load float, ptr %101, align 4, !tbaa !11
  %465 = getelementptr inbounds nuw i8, ptr %452, i64 24
  store float %464, ptr %465, align 4, !tbaa !11
  %466 = load float, ptr %113, align 4, !tbaa !11
  %467 = getelementptr inbounds nuw i8, ptr %452, i64 28
  store float %466, ptr %467, align 4, !tbaa !11
  %468 = getelementptr inbounds float, ptr %3, i64 %21
  store float %287, ptr %468, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  br label %469

469:                                              ; preds = %7, %451
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local noundef zeroext i1 @_Z10solve_spd3PA3_f6float3RS1_(ptr noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %1, ptr noundef nonnull writeonly align 4 captures(none) dereferenceable(12) %2) local_unnamed_addr #3 {
  %4 = load float, ptr %0, align 4, !tbaa !11
  %5 = fcmp contract ogt float %4, 0x3D71979980000000
  br i1 %5, label %6, label %60

6:                                                ; preds = %3
  %7 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %4) #9
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fdiv contract float %9, %7
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = fmul contract float %10, %10
  %14 = fsub contract float %12, %13
  %15 = fcmp contract ogt float %14, 0x3D71979980000000
  br i1 %15, label %16, label %60

16:                                               ; preds = %6
  %17 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %14) #9
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %19 = load float, ptr %18, align 4, !tbaa !11
  %20 = fdiv contract float %19, %7
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = fmul contract float %20, %10
  %24 = fsub contract float %22, %23
  %25 = fdiv contract float %24, %17
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = fmul contract float %20, %20
  %29 = fsub contract float %27, %28
  %30 = fmul contract float %25, %25
  %31 = fsub contract float %29, %30
  %32 = fcmp contract ogt float %31, 0x3D71979980000000
  br i1 %32, label %33, label %60

33:                                               ; preds = %16
  %34 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %31) #9
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !22
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %38 = load float, ptr %37, align 4, !tbaa !23
  %39 = load float, ptr %1, align 4, !tbaa !20
  %40 = fdiv contract float %39, %7
  %41 = fmul contract float %10, %40
  %42 = fsub contract float %36, %41
  %43 = fdiv contract float %42, %17
  %44 = fmul contract float %20, %40
  %45 = fsub contract float %38, %44
  %46 = fmul contract float %25, %43
  %47 = fsub contract float %45, %46
  %48 = fdiv contract float %47, %34
  %49 = fdiv contract float %48, %34
  %50 = fmul contract float %25, %49
  %51 = fsub contract float %43, %50
  %52 = fdiv contract float %51, %17
  %53 = fmul contract float %10, %52
  %54 = fsub contract float %40, %53
  %55 = fmul contract float %20, %49
  %56 = fsub contract float %54, %55
  %57 = fdiv contract float %56, %7
  store float %57, ptr %2, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store float %52, ptr %58, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store float %49, ptr %59, align 4, !tbaa !11
  br label %60

60:                                               ; preds = %3, %6, %16, %33
  %61 = phi i1 [ true, %33 ], [ false, %16 ], [ false, %6 ], [ false, %3 ]
  ret i1 %61
}

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
  br i1 %22, label %23, label %598

23:                                               ; preds = %8
  %24 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !16
  %25 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %24, i32 1)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  %26 = sext i32 %21 to i64
  %27 = shl nsw i64 %26, 5
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), align 4, !tbaa !11
  %31 = tail call noundef float @llvm.maxnum.f32(float %29, float %30)
  %32 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), align 4, !tbaa !11
  %33 = tail call noundef float @llvm.maxnum.f32(float %30, float %32)
  %34 = tail call noundef float @llvm.minnum.f32(float %31, float %33)
  store float %34, ptr %9, align 4, !tbaa !11
  %35 = icmp sgt i32 %24, 1
  br i1 %35, label %36, label %44

36:                                               ; preds = %23
  %37 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 180), align 4, !tbaa !11
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 212), align 4, !tbaa !11
  %41 = tail call noundef float @llvm.maxnum.f32(float %38, float %39)
  %42 = tail call noundef float @llvm.maxnum.f32(float %39, float %40)
  %43 = tail call noundef float @llvm.minnum.f32(float %41, float %42)
  br label %44

44:                                               ; preds = %36, %23
  %45 = phi contract float [ %43, %36 ], [ 0.000000e+00, %23 ]
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store float %45, ptr %46, align 4, !tbaa !11
  %47 = icmp sgt i32 %24, 2
  br i1 %47, label %48, label %56

48:                                               ; preds = %44
  %49 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 184), align 4, !tbaa !11
  %52 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 216), align 4, !tbaa !11
  %53 = tail call noundef float @llvm.maxnum.f32(float %50, float %51)
  %54 = tail call noundef float @llvm.maxnum.f32(float %51, float %52)
  %55 = tail call noundef float @llvm.minnum.f32(float %53, float %54)
  br label %56

56:                                               ; preds = %48, %44
  %57 = phi contract float [ %55, %48 ], [ 0.000000e+00, %44 ]
  %58 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store float %57, ptr %58, align 4, !tbaa !11
  %59 = icmp sgt i32 %24, 3
  br i1 %59, label %60, label %68

60:                                               ; preds = %56
  %61 = getelementptr inbounds nuw i8, ptr %28, i64 12
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 188), align 4, !tbaa !11
  %64 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 220), align 4, !tbaa !11
  %65 = tail call noundef float @llvm.maxnum.f32(float %62, float %63)
  %66 = tail call noundef float @llvm.maxnum.f32(float %63, float %64)
  %67 = tail call noundef float @llvm.minnum.f32(float %65, float %66)
  br label %68

68:                                               ; preds = %60, %56
  %69 = phi contract float [ %67, %60 ], [ 0.000000e+00, %56 ]
  %70 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store float %69, ptr %70, align 4, !tbaa !11
  %71 = icmp sgt i32 %24, 4
  br i1 %71, label %72, label %80

72:                                               ; preds = %68
  %73 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 192), align 4, !tbaa !11
  %76 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 224), align 4, !tbaa !11
  %77 = tail call noundef float @llvm.maxnum.f32(float %74, float %75)
  %78 = tail call noundef float @llvm.maxnum.f32(float %75, float %76)
  %79 = tail call noundef float @llvm.minnum.f32(float %77, float %78)
  br label %80

80:                                               ; preds = %72, %68
  %81 = phi contract float [ %79, %72 ], [ 0.000000e+00, %68 ]
  %82 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store float %81, ptr %82, align 4, !tbaa !11
  %83 = icmp sgt i32 %24, 5
  br i1 %83, label %84, label %92

84:                                               ; preds = %80
  %85 = getelementptr inbounds nuw i8, ptr %28, i64 20
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 196), align 4, !tbaa !11
  %88 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 228), align 4, !tbaa !11
  %89 = tail call noundef float @llvm.maxnum.f32(float %86, float %87)
  %90 = tail call noundef float @llvm.maxnum.f32(float %87, float %88)
  %91 = tail call noundef float @llvm.minnum.f32(float %89, float %90)
  br label %92

92:                                               ; preds = %84, %80
  %93 = phi contract float [ %91, %84 ], [ 0.000000e+00, %80 ]
  %94 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store float %93, ptr %94, align 4, !tbaa !11
  %95 = icmp sgt i32 %24, 6
  br i1 %95, label %96, label %104

96:                                               ; preds = %92
  %97 = getelementptr inbounds nuw i8, ptr %28, i64 24
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 200), align 4, !tbaa !11
  %100 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 232), align 4, !tbaa !11
  %101 = tail call noundef float @llvm.maxnum.f32(float %98, float %99)
  %102 = tail call noundef float @llvm.maxnum.f32(float %99, float %100)
  %103 = tail call noundef float @llvm.minnum.f32(float %101, float %102)
  br label %104

104:                                              ; preds = %96, %92
  %105 = phi contract float [ %103, %96 ], [ 0.000000e+00, %92 ]
  %106 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store float %105, ptr %106, align 4, !tbaa !11
  %107 = icmp sgt i32 %24, 7
  br i1 %107, label %108, label %116

108:                                              ; preds = %104
  %109 = getelementptr inbounds nuw i8, ptr %28, i64 28
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 204), align 4, !tbaa !11
  %112 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 236), align 4, !tbaa !11
  %113 = tail call noundef float @llvm.maxnum.f32(float %110, float %111)
  %114 = tail call noundef float @llvm.maxnum.f32(float %111, float %112)
  %115 = tail call noundef float @llvm.minnum.f32(float %113, float %114)
  br label %116

116:                                              ; preds = %108, %104
  %117 = phi contract float [ %115, %108 ], [ 0.000000e+00, %104 ]
  %118 = getelementptr inbounds nuw i8, ptr %9, i64 28
  store float %117, ptr %118, align 4, !tbaa !11
  %119 = tail call i32 @llvm.umin.i32(i32 %25, i32 8)
  %120 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %121 = tail call i32 @llvm.umin.i32(i32 %120, i32 256)
  %122 = fmul contract float %6, %6
  %123 = tail call noundef float @llvm.maxnum.f32(float %122, float 0x3EB0C6F7A0000000)
  %124 = tail call noundef float @llvm.maxnum.f32(float %7, float 0x3F50624DE0000000)
  %125 = tail call noundef float @llvm.minnum.f32(float %124, float 1.000000e+00)
  %126 = getelementptr inbounds %struct.float4, ptr %0, i64 %26
  %127 = load float, ptr %126, align 16, !tbaa !11
  %128 = getelementptr inbounds nuw i8, ptr %126, i64 4
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = getelementptr inbounds nuw i8, ptr %126, i64 8
  %131 = load float, ptr %130, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  %132 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 240), align 4, !tbaa !11
  %133 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 244), align 4, !tbaa !11
  %134 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 248), align 4, !tbaa !11
  %135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 252), align 4, !tbaa !11
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 256), align 4, !tbaa !11
  %137 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 260), align 4, !tbaa !11
  %138 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 264), align 4, !tbaa !11
  %139 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 268), align 4, !tbaa !11
  %140 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 272), align 4, !tbaa !11
  %141 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 276), align 4, !tbaa !11
  %142 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 280), align 4, !tbaa !11
  %143 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 284), align 4, !tbaa !11
  %144 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %145 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %146 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %148 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %149 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %150 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %151 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %152 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %153 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %154 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %155 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %156 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %157 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %158 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %159 = and i32 %119, 3
  %160 = icmp slt i32 %24, 4
  %161 = and i32 %119, 12
  %162 = icmp eq i32 %159, 0
  %163 = icmp ne i32 %159, 0
  %164 = and i32 %119, 3
  %165 = icmp slt i32 %24, 4
  %166 = and i32 %119, 12
  %167 = icmp eq i32 %164, 0
  %168 = icmp ne i32 %164, 0
  br label %169

169:                                              ; preds = %512, %116
  %170 = phi i32 [ 0, %116 ], [ %513, %512 ]
  br label %171

171:                                              ; preds = %169, %171
  %172 = phi float [ %225, %171 ], [ %132, %169 ]
  %173 = phi float [ %230, %171 ], [ %133, %169 ]
  %174 = phi float [ %235, %171 ], [ %134, %169 ]
  %175 = phi float [ %241, %171 ], [ %135, %169 ]
  %176 = phi float [ %246, %171 ], [ %136, %169 ]
  %177 = phi float [ %251, %171 ], [ %137, %169 ]
  %178 = phi float [ %256, %171 ], [ %138, %169 ]
  %179 = phi float [ %262, %171 ], [ %139, %169 ]
  %180 = phi float [ %267, %171 ], [ %140, %169 ]
  %181 = phi float [ %272, %171 ], [ %141, %169 ]
  %182 = phi float [ %277, %171 ], [ %142, %169 ]
  %183 = phi float [ %283, %171 ], [ %143, %169 ]
  %184 = phi i32 [ %284, %171 ], [ 0, %169 ]
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %185
  store float %175, ptr %186, align 4, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %186, i64 4
  store float %179, ptr %187, align 4, !tbaa !11
  %188 = getelementptr inbounds nuw i8, ptr %186, i64 8
  store float %183, ptr %188, align 4, !tbaa !11
  %189 = getelementptr inbounds nuw %struct.float3, ptr %11, i64 %185
  store float %174, ptr %189, align 4, !tbaa !11
  %190 = getelementptr inbounds nuw i8, ptr %189, i64 4
  store float %178, ptr %190, align 4, !tbaa !11
  %191 = getelementptr inbounds nuw i8, ptr %189, i64 8
  store float %182, ptr %191, align 4, !tbaa !11
  %192 = getelementptr inbounds nuw float, ptr %9, i64 %185
  %193 = load float, ptr %192, align 4, !tbaa !11
  %194 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %185
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = icmp eq i32 %195, 0
  %197 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %185
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = select contract i1 %196, float 0.000000e+00, float %193
  %200 = fadd contract float %198, %199
  %201 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %185
  %202 = load float, ptr %201, align 4, !tbaa !11
  %203 = select contract i1 %196, float %193, float 0.000000e+00
  %204 = fadd contract float %202, %203
  %205 = tail call float @llvm.nvvm.sin.approx.f(float %200) #9
  %206 = tail call float @llvm.nvvm.cos.approx.f(float %200) #9
  %207 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %185
  %208 = load float, ptr %207, align 4, !tbaa !11
  %209 = tail call float @llvm.nvvm.sin.approx.f(float %208) #9
  %210 = tail call float @llvm.nvvm.cos.approx.f(float %208) #9
  %211 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %185
  %212 = load float, ptr %211, align 4, !tbaa !11
  %213 = fneg contract float %205
  %214 = fmul contract float %210, %213
  %215 = fmul contract float %205, %209
  %216 = fmul contract float %206, %212
  %217 = fmul contract float %206, %210
  %218 = fneg contract float %206
  %219 = fmul contract float %209, %218
  %220 = fmul contract float %205, %212
  %221 = fmul contract float %172, %206
  %222 = fmul contract float %173, %205
  %223 = fadd contract float %222, %221
  %224 = fmul contract float %174, 0.000000e+00
  %225 = fadd contract float %224, %223
  %226 = fmul contract float %172, %214
  %227 = fmul contract float %173, %217
  %228 = fadd contract float %226, %227
  %229 = fmul contract float %174, %209
  %230 = fadd contract float %229, %228
  %231 = fmul contract float %172, %215
  %232 = fmul contract float %173, %219
  %233 = fadd contract float %231, %232
  %234 = fmul contract float %174, %210
  %235 = fadd contract float %234, %233
  %236 = fmul contract float %172, %216
  %237 = fmul contract float %173, %220
  %238 = fadd contract float %236, %237
  %239 = fmul contract float %174, %204
  %240 = fadd contract float %239, %238
  %241 = fadd contract float %175, %240
  %242 = fmul contract float %176, %206
  %243 = fmul contract float %177, %205
  %244 = fadd contract float %243, %242
  %245 = fmul contract float %178, 0.000000e+00
  %246 = fadd contract float %245, %244
  %247 = fmul contract float %176, %214
  %248 = fmul contract float %177, %217
  %249 = fadd contract float %247, %248
  %250 = fmul contract float %178, %209
  %251 = fadd contract float %250, %249
  %252 = fmul contract float %176, %215
  %253 = fmul contract float %177, %219
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %178, %210
  %256 = fadd contract float %255, %254
  %257 = fmul contract float %176, %216
  %258 = fmul contract float %177, %220
  %259 = fadd contract float %257, %258
  %260 = fmul contract float %178, %204
  %261 = fadd contract float %260, %259
  %262 = fadd contract float %179, %261
  %263 = fmul contract float %180, %206
  %264 = fmul contract float %181, %205
  %265 = fadd contract float %264, %263
  %266 = fmul contract float %182, 0.000000e+00
  %267 = fadd contract float %266, %265
  %268 = fmul contract float %180, %214
  %269 = fmul contract float %181, %217
  %270 = fadd contract float %268, %269
  %271 = fmul contract float %182, %209
  %272 = fadd contract float %271, %270
  %273 = fmul contract float %180, %215
  %274 = fmul contract float %181, %219
  %275 = fadd contract float %273, %274
  %276 = fmul contract float %182, %210
  %277 = fadd contract float %276, %275
  %278 = fmul contract float %180, %216
  %279 = fmul contract float %181, %220
  %280 = fadd contract float %278, %279
  %281 = fmul contract float %182, %204
  %282 = fadd contract float %281, %280
  %283 = fadd contract float %183, %282
  %284 = add nuw nsw i32 %184, 1
  %285 = icmp eq i32 %284, %119
  br i1 %285, label %286, label %171, !llvm.loop !13

286:                                              ; preds = %171
  %287 = fmul contract float %225, %144
  %288 = fmul contract float %230, %145
  %289 = fadd contract float %287, %288
  %290 = fmul contract float %235, %146
  %291 = fadd contract float %289, %290
  %292 = fadd contract float %241, %291
  %293 = fmul contract float %246, %144
  %294 = fmul contract float %251, %145
  %295 = fadd contract float %293, %294
  %296 = fmul contract float %256, %146
  %297 = fadd contract float %295, %296
  %298 = fadd contract float %262, %297
  %299 = fmul contract float %267, %144
  %300 = fmul contract float %272, %145
  %301 = fadd contract float %299, %300
  %302 = fmul contract float %277, %146
  %303 = fadd contract float %301, %302
  %304 = fadd contract float %283, %303
  %305 = fsub contract float %127, %292
  %306 = fsub contract float %129, %298
  %307 = fsub contract float %131, %304
  %308 = fmul contract float %305, %305
  %309 = fmul contract float %306, %306
  %310 = fadd contract float %308, %309
  %311 = fmul contract float %307, %307
  %312 = fadd contract float %311, %310
  %313 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %312) #9
  %314 = fcmp contract ule float %313, 0x3EE4F8B580000000
  %315 = icmp eq i32 %170, %121
  %316 = or i1 %315, %314
  br i1 %316, label %580, label %317

317:                                              ; preds = %286
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9
  br label %320

318:                                              ; preds = %360
  store float %368, ptr %13, align 4, !tbaa !11
  store float %370, ptr %147, align 4, !tbaa !11
  store float %372, ptr %148, align 4, !tbaa !11
  store float %373, ptr %149, align 4, !tbaa !11
  store float %375, ptr %155, align 4, !tbaa !11
  store float %377, ptr %156, align 4, !tbaa !11
  store float %378, ptr %150, align 4, !tbaa !11
  store float %379, ptr %157, align 4, !tbaa !11
  store float %381, ptr %158, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #9
  store float %305, ptr %15, align 4, !tbaa !11
  store float %306, ptr %151, align 4, !tbaa !11
  store float %307, ptr %152, align 4, !tbaa !11
  %319 = call noundef zeroext i1 @_Z10solve_spd3PA3_f6float3RS1_(ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.float3) align 4 %15, ptr noundef nonnull align 4 dereferenceable(12) %14) #9
  br i1 %319, label %384, label %579

320:                                              ; preds = %317, %360
  %321 = phi float [ %123, %317 ], [ %381, %360 ]
  %322 = phi float [ 0.000000e+00, %317 ], [ %379, %360 ]
  %323 = phi float [ 0.000000e+00, %317 ], [ %378, %360 ]
  %324 = phi float [ 0.000000e+00, %317 ], [ %377, %360 ]
  %325 = phi float [ %123, %317 ], [ %375, %360 ]
  %326 = phi float [ 0.000000e+00, %317 ], [ %373, %360 ]
  %327 = phi float [ 0.000000e+00, %317 ], [ %372, %360 ]
  %328 = phi float [ 0.000000e+00, %317 ], [ %370, %360 ]
  %329 = phi float [ %123, %317 ], [ %368, %360 ]
  %330 = phi i32 [ 0, %317 ], [ %382, %360 ]
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds nuw %struct.float3, ptr %11, i64 %331
  %333 = load float, ptr %332, align 4, !tbaa !11
  %334 = getelementptr inbounds nuw i8, ptr %332, i64 4
  %335 = load float, ptr %334, align 4, !tbaa !11
  %336 = getelementptr inbounds nuw i8, ptr %332, i64 8
  %337 = load float, ptr %336, align 4, !tbaa !11
  %338 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %331
  %339 = load i32, ptr %338, align 4, !tbaa !6
  %340 = icmp eq i32 %339, 0
  br i1 %340, label %360, label %341

341:                                              ; preds = %320
  %342 = getelementptr inbounds nuw %struct.float3, ptr %10, i64 %331
  %343 = load float, ptr %342, align 4, !tbaa !20
  %344 = fsub contract float %292, %343
  %345 = getelementptr inbounds nuw i8, ptr %342, i64 4
  %346 = load float, ptr %345, align 4, !tbaa !22
  %347 = fsub contract float %298, %346
  %348 = getelementptr inbounds nuw i8, ptr %342, i64 8
  %349 = load float, ptr %348, align 4, !tbaa !23
  %350 = fsub contract float %304, %349
  %351 = fmul contract float %335, %350
  %352 = fmul contract float %337, %347
  %353 = fsub contract float %351, %352
  %354 = fmul contract float %337, %344
  %355 = fmul contract float %333, %350
  %356 = fsub contract float %354, %355
  %357 = fmul contract float %333, %347
  %358 = fmul contract float %335, %344
  %359 = fsub contract float %357, %358
  br label %360

360:                                              ; preds = %320, %341
  %361 = phi float [ %353, %341 ], [ %333, %320 ]
  %362 = phi float [ %356, %341 ], [ %335, %320 ]
  %363 = phi float [ %359, %341 ], [ %337, %320 ]
  %364 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %331
  store float %361, ptr %364, align 4, !tbaa !11
  %365 = getelementptr inbounds nuw i8, ptr %364, i64 4
  store float %362, ptr %365, align 4, !tbaa !11
  %366 = getelementptr inbounds nuw i8, ptr %364, i64 8
  store float %363, ptr %366, align 4, !tbaa !11
  %367 = fmul contract float %361, %361
  %368 = fadd contract float %329, %367
  %369 = fmul contract float %361, %362
  %370 = fadd contract float %328, %369
  %371 = fmul contract float %361, %363
  %372 = fadd contract float %327, %371
  %373 = fadd contract float %326, %369
  %374 = fmul contract float %362, %362
  %375 = fadd contract float %325, %374
  %376 = fmul contract float %362, %363
  %377 = fadd contract float %324, %376
  %378 = fadd contract float %323, %371
  %379 = fadd contract float %322, %376
  %380 = fmul contract float %363, %363
  %381 = fadd contract float %321, %380
  %382 = add nuw nsw i32 %330, 1
  %383 = icmp eq i32 %382, %119
  br i1 %383, label %318, label %320, !llvm.loop !29

384:                                              ; preds = %318
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #9
  %385 = load float, ptr %14, align 4, !tbaa !20
  %386 = load float, ptr %153, align 4, !tbaa !22
  %387 = load float, ptr %154, align 4, !tbaa !23
  br i1 %160, label %389, label %419

388:                                              ; preds = %419
  br i1 %162, label %414, label %389

389:                                              ; preds = %388, %384
  %390 = phi i32 [ 0, %384 ], [ %486, %388 ]
  %391 = phi float [ 0.000000e+00, %384 ], [ %485, %388 ]
  tail call void @llvm.assume(i1 %163)
  br label %392

392:                                              ; preds = %392, %389
  %393 = phi i32 [ %390, %389 ], [ %411, %392 ]
  %394 = phi float [ %391, %389 ], [ %410, %392 ]
  %395 = phi i32 [ 0, %389 ], [ %412, %392 ]
  %396 = zext nneg i32 %393 to i64
  %397 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %396
  %398 = load float, ptr %397, align 4, !tbaa !20
  %399 = fmul contract float %398, %385
  %400 = getelementptr inbounds nuw i8, ptr %397, i64 4
  %401 = load float, ptr %400, align 4, !tbaa !22
  %402 = fmul contract float %401, %386
  %403 = fadd contract float %399, %402
  %404 = getelementptr inbounds nuw i8, ptr %397, i64 8
  %405 = load float, ptr %404, align 4, !tbaa !23
  %406 = fmul contract float %405, %387
  %407 = fadd contract float %403, %406
  %408 = getelementptr inbounds nuw float, ptr %16, i64 %396
  store float %407, ptr %408, align 4, !tbaa !11
  %409 = tail call noundef float @llvm.nvvm.fabs.f32(float %407)
  %410 = tail call noundef float @llvm.maxnum.f32(float %394, float %409)
  %411 = add nuw nsw i32 %393, 1
  %412 = add i32 %395, 1
  %413 = icmp eq i32 %412, %159
  br i1 %413, label %414, label %392, !llvm.loop !30

414:                                              ; preds = %392, %388
  %415 = phi float [ %485, %388 ], [ %410, %392 ]
  %416 = fcmp contract ogt float %415, %125
  %417 = fdiv contract float %125, %415
  %418 = select contract i1 %416, float %417, float 1.000000e+00
  br i1 %165, label %490, label %514

419:                                              ; preds = %384, %419
  %420 = phi i32 [ %486, %419 ], [ 0, %384 ]
  %421 = phi float [ %485, %419 ], [ 0.000000e+00, %384 ]
  %422 = phi i32 [ %487, %419 ], [ 0, %384 ]
  %423 = zext nneg i32 %420 to i64
  %424 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %423
  %425 = load float, ptr %424, align 4, !tbaa !20
  %426 = fmul contract float %425, %385
  %427 = getelementptr inbounds nuw i8, ptr %424, i64 4
  %428 = load float, ptr %427, align 4, !tbaa !22
  %429 = fmul contract float %428, %386
  %430 = fadd contract float %426, %429
  %431 = getelementptr inbounds nuw i8, ptr %424, i64 8
  %432 = load float, ptr %431, align 4, !tbaa !23
  %433 = fmul contract float %432, %387
  %434 = fadd contract float %430, %433
  %435 = getelementptr inbounds nuw float, ptr %16, i64 %423
  store float %434, ptr %435, align 4, !tbaa !11
  %436 = tail call noundef float @llvm.nvvm.fabs.f32(float %434)
  %437 = tail call noundef float @llvm.maxnum.f32(float %421, float %436)
  %438 = or disjoint i32 %420, 1
  %439 = zext nneg i32 %438 to i64
  %440 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %439
  %441 = load float, ptr %440, align 4, !tbaa !20
  %442 = fmul contract float %441, %385
  %443 = getelementptr inbounds nuw i8, ptr %440, i64 4
  %444 = load float, ptr %443, align 4, !tbaa !22
  %445 = fmul contract float %444, %386
  %446 = fadd contract float %442, %445
  %447 = getelementptr inbounds nuw i8, ptr %440, i64 8
  %448 = load float, ptr %447, align 4, !tbaa !23
  %449 = fmul contract float %448, %387
  %450 = fadd contract float %446, %449
  %451 = getelementptr inbounds nuw float, ptr %16, i64 %439
  store float %450, ptr %451, align 4, !tbaa !11
  %452 = tail call noundef float @llvm.nvvm.fabs.f32(float %450)
  %453 = tail call noundef float @llvm.maxnum.f32(float %437, float %452)
  %454 = or disjoint i32 %420, 2
  %455 = zext nneg i32 %454 to i64
  %456 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %455
  %457 = load float, ptr %456, align 4, !tbaa !20
  %458 = fmul contract float %457, %385
  %459 = getelementptr inbounds nuw i8, ptr %456, i64 4
  %460 = load float, ptr %459, align 4, !tbaa !22
  %461 = fmul contract float %460, %386
  %462 = fadd contract float %458, %461
  %463 = getelementptr inbounds nuw i8, ptr %456, i64 8
  %464 = load float, ptr %463, align 4, !tbaa !23
  %465 = fmul contract float %464, %387
  %466 = fadd contract float %462, %465
  %467 = getelementptr inbounds nuw float, ptr %16, i64 %455
  store float %466, ptr %467, align 4, !tbaa !11
  %468 = tail call noundef float @llvm.nvvm.fabs.f32(float %466)
  %469 = tail call noundef float @llvm.maxnum.f32(float %453, float %468)
  %470 = or disjoint i32 %420, 3
  %471 = zext nneg i32 %470 to i64
  %472 = getelementptr inbounds nuw %struct.float3, ptr %12, i64 %471
  %473 = load float, ptr %472, align 4, !tbaa !20
  %474 = fmul contract float %473, %385
  %475 = getelementptr inbounds nuw i8, ptr %472, i64 4
  %476 = load float, ptr %475, align 4, !tbaa !22
  %477 = fmul contract float %476, %386
  %478 = fadd contract float %474, %477
  %479 = getelementptr inbounds nuw i8, ptr %472, i64 8
  %480 = load float, ptr %479, align 4, !tbaa !23
  %481 = fmul contract float %480, %387
  %482 = fadd contract float %478, %481
  %483 = getelementptr inbounds nuw float, ptr %16, i64 %471
  store float %482, ptr %483, align 4, !tbaa !11
  %484 = tail call noundef float @llvm.nvvm.fabs.f32(float %482)
  %485 = tail call noundef float @llvm.maxnum.f32(float %469, float %484)
  %486 = add nuw nsw i32 %420, 4
  %487 = add i32 %422, 4
  %488 = icmp eq i32 %487, %161
  br i1 %488, label %388, label %419, !llvm.loop !31

489:                                              ; preds = %514
  br i1 %167, label %512, label %490

490:                                              ; preds = %489, %414
  %491 = phi i32 [ 0, %414 ], [ %576, %489 ]
  tail call void @llvm.assume(i1 %168)
  br label %492

492:                                              ; preds = %492, %490
  %493 = phi i32 [ %491, %490 ], [ %509, %492 ]
  %494 = phi i32 [ 0, %490 ], [ %510, %492 ]
  %495 = zext nneg i32 %493 to i64
  %496 = getelementptr inbounds nuw float, ptr %9, i64 %495
  %497 = load float, ptr %496, align 4, !tbaa !11
  %498 = getelementptr inbounds nuw float, ptr %16, i64 %495
  %499 = load float, ptr %498, align 4, !tbaa !11
  %500 = fmul contract float %418, %499
  %501 = fadd contract float %497, %500
  %502 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %495
  %503 = load float, ptr %502, align 4, !tbaa !11
  %504 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %495
  %505 = load float, ptr %504, align 4, !tbaa !11
  %506 = tail call noundef float @llvm.maxnum.f32(float %501, float %503)
  %507 = tail call noundef float @llvm.maxnum.f32(float %503, float %505)
  %508 = tail call noundef float @llvm.minnum.f32(float %506, float %507)
  store float %508, ptr %496, align 4, !tbaa !11
  %509 = add nuw nsw i32 %493, 1
  %510 = add i32 %494, 1
  %511 = icmp eq i32 %510, %164
  br i1 %511, label %512, label %492, !llvm.loop !32

512:                                              ; preds = %492, %489
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  %513 = add nuw nsw i32 %170, 1
  br label %169, !llvm.loop !33

514:                                              ; preds = %414, %514
  %515 = phi i32 [ %576, %514 ], [ 0, %414 ]
  %516 = phi i32 [ %577, %514 ], [ 0, %414 ]
  %517 = zext nneg i32 %515 to i64
  %518 = getelementptr inbounds nuw float, ptr %9, i64 %517
  %519 = load float, ptr %518, align 4, !tbaa !11
  %520 = getelementptr inbounds nuw float, ptr %16, i64 %517
  %521 = load float, ptr %520, align 4, !tbaa !11
  %522 = fmul contract float %418, %521
  %523 = fadd contract float %519, %522
  %524 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %517
  %525 = load float, ptr %524, align 4, !tbaa !11
  %526 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %517
  %527 = load float, ptr %526, align 4, !tbaa !11
  %528 = tail call noundef float @llvm.maxnum.f32(float %523, float %525)
  %529 = tail call noundef float @llvm.maxnum.f32(float %525, float %527)
  %530 = tail call noundef float @llvm.minnum.f32(float %528, float %529)
  store float %530, ptr %518, align 4, !tbaa !11
  %531 = or disjoint i32 %515, 1
  %532 = zext nneg i32 %531 to i64
  %533 = getelementptr inbounds nuw float, ptr %9, i64 %532
  %534 = load float, ptr %533, align 4, !tbaa !11
  %535 = getelementptr inbounds nuw float, ptr %16, i64 %532
  %536 = load float, ptr %535, align 4, !tbaa !11
  %537 = fmul contract float %418, %536
  %538 = fadd contract float %534, %537
  %539 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %532
  %540 = load float, ptr %539, align 4, !tbaa !11
  %541 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %532
  %542 = load float, ptr %541, align 4, !tbaa !11
  %543 = tail call noundef float @llvm.maxnum.f32(float %538, float %540)
  %544 = tail call noundef float @llvm.maxnum.f32(float %540, float %542)
  %545 = tail call noundef float @llvm.minnum.f32(float %543, float %544)
  store float %545, ptr %533, align 4, !tbaa !11
  %546 = or disjoint i32 %515, 2
  %547 = zext nneg i32 %546 to i64
  %548 = getelementptr inbounds nuw float, ptr %9, i64 %547
  %549 = load float, ptr %548, align 4, !tbaa !11
  %550 = getelementptr inbounds nuw float, ptr %16, i64 %547
  %551 = load float, ptr %550, align 4, !tbaa !11
  %552 = fmul contract float %418, %551
  %553 = fadd contract float %549, %552
  %554 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %547
  %555 = load float, ptr %554, align 4, !tbaa !11
  %556 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %547
  %557 = load float, ptr %556, align 4, !tbaa !11
  %558 = tail call noundef float @llvm.maxnum.f32(float %553, float %555)
  %559 = tail call noundef float @llvm.maxnum.f32(float %555, float %557)
  %560 = tail call noundef float @llvm.minnum.f32(float %558, float %559)
  store float %560, ptr %548, align 4, !tbaa !11
  %561 = or disjoint i32 %515, 3
  %562 = zext nneg i32 %561 to i64
  %563 = getelementptr inbounds nuw float, ptr %9, i64 %562
  %564 = load float, ptr %563, align 4, !tbaa !11
  %565 = getelementptr inbounds nuw float, ptr %16, i64 %562
  %566 = load float, ptr %565, align 4, !tbaa !11
  %567 = fmul contract float %418, %566
  %568 = fadd contract float %564, %567
  %569 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 176), i64 %562
  %570 = load float, ptr %569, align 4, !tbaa !11
  %571 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 208), i64 %562
  %572 = load float, ptr %571, align 4, !tbaa !11
  %573 = tail call noundef float @llvm.maxnum.f32(float %568, float %570)
  %574 = tail call noundef float @llvm.maxnum.f32(float %570, float %572)
  %575 = tail call noundef float @llvm.minnum.f32(float %573, float %574)
  store float %575, ptr %563, align 4, !tbaa !11
  %576 = add nuw nsw i32 %515, 4
  %577 = add i32 %516, 4
  %578 = icmp eq i32 %577, %166
  br i1 %578, label %489, label %514, !llvm.loop !34

579:                                              ; preds = %318
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  br label %580

580:                                              ; preds = %286, %579
  %581 = getelementptr inbounds nuw i8, ptr %2, i64 %27
  %582 = load float, ptr %9, align 4, !tbaa !11
  store float %582, ptr %581, align 4, !tbaa !11
  %583 = load float, ptr %46, align 4, !tbaa !11
  %584 = getelementptr inbounds nuw i8, ptr %581, i64 4
  store float %583, ptr %584, align 4, !tbaa !11
  %585 = load float, ptr %58, align 4, !tbaa !11
  %586 = getelementptr inbounds nuw i8, ptr %581, i64 8
  store float %585, ptr %586, align 4, !tbaa !11
  %587 = load float, ptr %70, align 4, !tbaa !11
  %588 = getelementptr inbounds nuw i8, ptr %581, i64 12
  store float %587, ptr %588, align 4, !tbaa !11
  %589 = load float, ptr %82, align 4, !tbaa !11
  %590 = getelementptr inbounds nuw i8, ptr %581, i64 16
  store float %589, ptr %590, align 4, !tbaa !11
  %591 = load float, ptr %94, align 4, !tbaa !11
  %592 = getelementptr inbounds nuw i8, ptr %581, i64 20
  store float %591, ptr %592, align 4, !tbaa !11
  %593 = load float, ptr %106, align 4, !tbaa !11
  %594 = getelementptr inbounds nuw i8, ptr %581, i64 24
  store float %593, ptr %594, align 4, !tbaa !11
  %595 = load float, ptr %118, align 4, !tbaa !11
  %596 = getelementptr inbounds nuw i8, ptr %581, i64 28
  store float %595, ptr %596, align 4, !tbaa !11
  %597 = getelementptr inbounds float, ptr %3, i64 %26
  store float %313, ptr %597, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  br label %598

598:                                              ; preds = %8, %580
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
  br i1 %14, label %15, label %604

15:                                               ; preds = %3
  %16 = load i32, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9
  %17 = sext i32 %13 to i64
  %18 = shl nsw i64 %17, 5
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !11
  store float %20, ptr %4, align 4, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %22, ptr %23, align 4, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %25, ptr %26, align 4, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store float %28, ptr %29, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store float %31, ptr %32, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %19, i64 20
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 20
  store float %34, ptr %35, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store float %37, ptr %38, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %19, i64 28
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %4, i64 28
  store float %40, ptr %41, align 4, !tbaa !11
  %42 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %16, i32 1)
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 8)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
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
  br label %56

56:                                               ; preds = %15, %56
  %57 = phi float [ %110, %56 ], [ %44, %15 ]
  %58 = phi float [ %115, %56 ], [ %45, %15 ]
  %59 = phi float [ %120, %56 ], [ %46, %15 ]
  %60 = phi float [ %126, %56 ], [ %47, %15 ]
  %61 = phi float [ %131, %56 ], [ %48, %15 ]
  %62 = phi float [ %136, %56 ], [ %49, %15 ]
  %63 = phi float [ %141, %56 ], [ %50, %15 ]
  %64 = phi float [ %147, %56 ], [ %51, %15 ]
  %65 = phi float [ %152, %56 ], [ %52, %15 ]
  %66 = phi float [ %157, %56 ], [ %53, %15 ]
  %67 = phi float [ %162, %56 ], [ %54, %15 ]
  %68 = phi float [ %168, %56 ], [ %55, %15 ]
  %69 = phi i32 [ %169, %56 ], [ 0, %15 ]
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw %struct.float3, ptr %5, i64 %70
  store float %60, ptr %71, align 4, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 4
  store float %64, ptr %72, align 4, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 8
  store float %68, ptr %73, align 4, !tbaa !11
  %74 = getelementptr inbounds nuw %struct.float3, ptr %6, i64 %70
  store float %59, ptr %74, align 4, !tbaa !11
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 4
  store float %63, ptr %75, align 4, !tbaa !11
  %76 = getelementptr inbounds nuw i8, ptr %74, i64 8
  store float %67, ptr %76, align 4, !tbaa !11
  %77 = getelementptr inbounds nuw float, ptr %4, i64 %70
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %70
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = icmp eq i32 %80, 0
  %82 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 112), i64 %70
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = select contract i1 %81, float 0.000000e+00, float %78
  %85 = fadd contract float %83, %84
  %86 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 80), i64 %70
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = select contract i1 %81, float %78, float 0.000000e+00
  %89 = fadd contract float %87, %88
  %90 = tail call float @llvm.nvvm.sin.approx.f(float %85) #9
  %91 = tail call float @llvm.nvvm.cos.approx.f(float %85) #9
  %92 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 48), i64 %70
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = tail call float @llvm.nvvm.sin.approx.f(float %93) #9
  %95 = tail call float @llvm.nvvm.cos.approx.f(float %93) #9
  %96 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 16), i64 %70
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fneg contract float %90
  %99 = fmul contract float %95, %98
  %100 = fmul contract float %90, %94
  %101 = fmul contract float %91, %97
  %102 = fmul contract float %91, %95
  %103 = fneg contract float %91
  %104 = fmul contract float %94, %103
  %105 = fmul contract float %90, %97
  %106 = fmul contract float %57, %91
  %107 = fmul contract float %58, %90
  %108 = fadd contract float %107, %106
  %109 = fmul contract float %59, 0.000000e+00
  %110 = fadd contract float %109, %108
  %111 = fmul contract float %57, %99
  %112 = fmul contract float %58, %102
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %59, %94
  %115 = fadd contract float %114, %113
  %116 = fmul contract float %57, %100
  %117 = fmul contract float %58, %104
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %59, %95
  %120 = fadd contract float %119, %118
  %121 = fmul contract float %57, %101
  %122 = fmul contract float %58, %105
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %59, %89
  %125 = fadd contract float %124, %123
  %126 = fadd contract float %60, %125
  %127 = fmul contract float %61, %91
  %128 = fmul contract float %62, %90
  %129 = fadd contract float %128, %127
  %130 = fmul contract float %63, 0.000000e+00
  %131 = fadd contract float %130, %129
  %132 = fmul contract float %61, %99
  %133 = fmul contract float %62, %102
  %134 = fadd contract float %132, %133
  %135 = fmul contract float %63, %94
  %136 = fadd contract float %135, %134
  %137 = fmul contract float %61, %100
  %138 = fmul contract float %62, %104
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %63, %95
  %141 = fadd contract float %140, %139
  %142 = fmul contract float %61, %101
  %143 = fmul contract float %62, %105
  %144 = fadd contract float %142, %143
  %145 = fmul contract float %63, %89
  %146 = fadd contract float %145, %144
  %147 = fadd contract float %64, %146
  %148 = fmul contract float %65, %91
  %149 = fmul contract float %66, %90
  %150 = fadd contract float %149, %148
  %151 = fmul contract float %67, 0.000000e+00
  %152 = fadd contract float %151, %150
  %153 = fmul contract float %65, %99
  %154 = fmul contract float %66, %102
  %155 = fadd contract float %153, %154
  %156 = fmul contract float %67, %94
  %157 = fadd contract float %156, %155
  %158 = fmul contract float %65, %100
  %159 = fmul contract float %66, %104
  %160 = fadd contract float %158, %159
  %161 = fmul contract float %67, %95
  %162 = fadd contract float %161, %160
  %163 = fmul contract float %65, %101
  %164 = fmul contract float %66, %105
  %165 = fadd contract float %163, %164
  %166 = fmul contract float %67, %89
  %167 = fadd contract float %166, %165
  %168 = fadd contract float %68, %167
  %169 = add nuw nsw i32 %69, 1
  %170 = icmp eq i32 %169, %43
  br i1 %170, label %171, label %56, !llvm.loop !13

171:                                              ; preds = %56
  %172 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 300), align 4, !tbaa !11
  %173 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 316), align 4, !tbaa !11
  %174 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 332), align 4, !tbaa !11
  %175 = fmul contract float %110, %172
  %176 = fmul contract float %115, %173
  %177 = fadd contract float %175, %176
  %178 = fmul contract float %120, %174
  %179 = fadd contract float %177, %178
  %180 = fadd contract float %126, %179
  %181 = fmul contract float %131, %172
  %182 = fmul contract float %136, %173
  %183 = fadd contract float %181, %182
  %184 = fmul contract float %141, %174
  %185 = fadd contract float %183, %184
  %186 = fadd contract float %147, %185
  %187 = fmul contract float %152, %172
  %188 = fmul contract float %157, %173
  %189 = fadd contract float %187, %188
  %190 = fmul contract float %162, %174
  %191 = fadd contract float %189, %190
  %192 = fadd contract float %168, %191
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  %193 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %194 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %195 = getelementptr inbounds nuw i8, ptr %7, i64 128
  %196 = getelementptr inbounds nuw i8, ptr %7, i64 160
  %197 = getelementptr inbounds nuw i8, ptr %7, i64 96
  br label %205

198:                                              ; preds = %236
  %199 = tail call i32 @llvm.umin.i32(i32 %42, i32 6)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %200 = icmp slt i32 %16, 7
  %201 = and i32 %43, 3
  %202 = and i32 %43, 12
  %203 = icmp eq i32 %201, 0
  %204 = icmp ne i32 %201, 0
  br label %251

205:                                              ; preds = %171, %236
  %206 = phi i32 [ 0, %171 ], [ %249, %236 ]
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw %struct.float3, ptr %6, i64 %207
  %209 = load float, ptr %208, align 4, !tbaa !11
  %210 = getelementptr inbounds nuw i8, ptr %208, i64 4
  %211 = load float, ptr %210, align 4, !tbaa !11
  %212 = getelementptr inbounds nuw i8, ptr %208, i64 8
  %213 = load float, ptr %212, align 4, !tbaa !11
  %214 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_chain to ptr), i64 144), i64 %207
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %236, label %217

217:                                              ; preds = %205
  %218 = getelementptr inbounds nuw %struct.float3, ptr %5, i64 %207
  %219 = load float, ptr %218, align 4, !tbaa !20
  %220 = fsub contract float %180, %219
  %221 = getelementptr inbounds nuw i8, ptr %218, i64 4
  %222 = load float, ptr %221, align 4, !tbaa !22
  %223 = fsub contract float %186, %222
  %224 = getelementptr inbounds nuw i8, ptr %218, i64 8
  %225 = load float, ptr %224, align 4, !tbaa !23
  %226 = fsub contract float %192, %225
  %227 = fmul contract float %211, %226
  %228 = fmul contract float %213, %223
  %229 = fsub contract float %227, %228
  %230 = fmul contract float %213, %220
  %231 = fmul contract float %209, %226
  %232 = fsub contract float %230, %231
  %233 = fmul contract float %209, %223
  %234 = fmul contract float %211, %220
  %235 = fsub contract float %233, %234
  br label %236

236:                                              ; preds = %205, %217
  %237 = phi float [ %213, %217 ], [ 0.000000e+00, %205 ]
  %238 = phi float [ %211, %217 ], [ 0.000000e+00, %205 ]
  %239 = phi float [ %209, %217 ], [ 0.000000e+00, %205 ]
  %240 = phi float [ %229, %217 ], [ %209, %205 ]
  %241 = phi float [ %232, %217 ], [ %211, %205 ]
  %242 = phi float [ %235, %217 ], [ %213, %205 ]
  %243 = getelementptr inbounds nuw float, ptr %7, i64 %207
  store float %240, ptr %243, align 4, !tbaa !11
  %244 = getelementptr inbounds nuw float, ptr %193, i64 %207
  store float %241, ptr %244, align 4, !tbaa !11
  %245 = getelementptr inbounds nuw float, ptr %194, i64 %207
  store float %242, ptr %245, align 4, !tbaa !11
  %246 = getelementptr inbounds nuw float, ptr %197, i64 %207
  store float %239, ptr %246, align 4, !tbaa !11
  %247 = getelementptr inbounds nuw float, ptr %195, i64 %207
  store float %238, ptr %247, align 4, !tbaa !11
  %248 = getelementptr inbounds nuw float, ptr %196, i64 %207
  store float %237, ptr %248, align 4, !tbaa !11
  %249 = add nuw nsw i32 %206, 1
  %250 = icmp eq i32 %249, %43
  br i1 %250, label %198, label %205, !llvm.loop !35

251:                                              ; preds = %198, %262
  %252 = phi i32 [ 0, %198 ], [ %263, %262 ]
  %253 = zext nneg i32 %252 to i64
  %254 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %253
  %255 = getelementptr inbounds nuw [8 x float], ptr %7, i64 %253
  %256 = getelementptr inbounds nuw float, ptr %7, i64 %253
  %257 = getelementptr inbounds nuw float, ptr %193, i64 %253
  %258 = getelementptr inbounds nuw float, ptr %194, i64 %253
  %259 = getelementptr inbounds nuw float, ptr %197, i64 %253
  %260 = getelementptr inbounds nuw float, ptr %195, i64 %253
  %261 = getelementptr inbounds nuw float, ptr %196, i64 %253
  br label %267

262:                                              ; preds = %379
  %263 = add nuw nsw i32 %252, 1
  %264 = icmp eq i32 %263, %199
  br i1 %264, label %265, label %251, !llvm.loop !36

265:                                              ; preds = %262
  %266 = add nsw i32 %199, -2
  br label %384

267:                                              ; preds = %251, %379
  %268 = phi i32 [ 0, %251 ], [ %382, %379 ]
  %269 = zext nneg i32 %268 to i64
  br i1 %200, label %272, label %270

270:                                              ; preds = %267
  %271 = getelementptr inbounds nuw [8 x float], ptr %7, i64 %269
  br label %315

272:                                              ; preds = %267
  %273 = load float, ptr %256, align 4, !tbaa !11
  %274 = fpext contract float %273 to double
  %275 = getelementptr inbounds nuw float, ptr %7, i64 %269
  %276 = load float, ptr %275, align 4, !tbaa !11
  %277 = fpext contract float %276 to double
  %278 = fmul contract double %274, %277
  %279 = fadd contract double %278, 0.000000e+00
  %280 = load float, ptr %257, align 4, !tbaa !11
  %281 = fpext contract float %280 to double
  %282 = getelementptr inbounds nuw float, ptr %193, i64 %269
  %283 = load float, ptr %282, align 4, !tbaa !11
  %284 = fpext contract float %283 to double
  %285 = fmul contract double %281, %284
  %286 = fadd contract double %279, %285
  %287 = load float, ptr %258, align 4, !tbaa !11
  %288 = fpext contract float %287 to double
  %289 = getelementptr inbounds nuw float, ptr %194, i64 %269
  %290 = load float, ptr %289, align 4, !tbaa !11
  %291 = fpext contract float %290 to double
  %292 = fmul contract double %288, %291
  %293 = fadd contract double %286, %292
  %294 = load float, ptr %259, align 4, !tbaa !11
  %295 = fpext contract float %294 to double
  %296 = getelementptr inbounds nuw float, ptr %197, i64 %269
  %297 = load float, ptr %296, align 4, !tbaa !11
  %298 = fpext contract float %297 to double
  %299 = fmul contract double %295, %298
  %300 = fadd contract double %293, %299
  %301 = load float, ptr %260, align 4, !tbaa !11
  %302 = fpext contract float %301 to double
  %303 = getelementptr inbounds nuw float, ptr %195, i64 %269
  %304 = load float, ptr %303, align 4, !tbaa !11
  %305 = fpext contract float %304 to double
  %306 = fmul contract double %302, %305
  %307 = fadd contract double %300, %306
  %308 = load float, ptr %261, align 4, !tbaa !11
  %309 = fpext contract float %308 to double
  %310 = getelementptr inbounds nuw float, ptr %196, i64 %269
  %311 = load float, ptr %310, align 4, !tbaa !11
  %312 = fpext contract float %311 to double
  %313 = fmul contract double %309, %312
  %314 = fadd contract double %307, %313
  br label %379

315:                                              ; preds = %315, %270
  %316 = phi i32 [ 0, %270 ], [ %358, %315 ]
  %317 = phi double [ 0.000000e+00, %270 ], [ %357, %315 ]
  %318 = phi i32 [ 0, %270 ], [ %359, %315 ]
  %319 = zext nneg i32 %316 to i64
  %320 = getelementptr inbounds nuw float, ptr %255, i64 %319
  %321 = load float, ptr %320, align 4, !tbaa !11
  %322 = fpext contract float %321 to double
  %323 = getelementptr inbounds nuw float, ptr %271, i64 %319
  %324 = load float, ptr %323, align 4, !tbaa !11
  %325 = fpext contract float %324 to double
  %326 = fmul contract double %322, %325
  %327 = fadd contract double %317, %326
  %328 = or disjoint i32 %316, 1
  %329 = zext nneg i32 %328 to i64
  %330 = getelementptr inbounds nuw float, ptr %255, i64 %329
  %331 = load float, ptr %330, align 4, !tbaa !11
  %332 = fpext contract float %331 to double
  %333 = getelementptr inbounds nuw float, ptr %271, i64 %329
  %334 = load float, ptr %333, align 4, !tbaa !11
  %335 = fpext contract float %334 to double
  %336 = fmul contract double %332, %335
  %337 = fadd contract double %327, %336
  %338 = or disjoint i32 %316, 2
  %339 = zext nneg i32 %338 to i64
  %340 = getelementptr inbounds nuw float, ptr %255, i64 %339
  %341 = load float, ptr %340, align 4, !tbaa !11
  %342 = fpext contract float %341 to double
  %343 = getelementptr inbounds nuw float, ptr %271, i64 %339
  %344 = load float, ptr %343, align 4, !tbaa !11
  %345 = fpext contract float %344 to double
  %346 = fmul contract double %342, %345
  %347 = fadd contract double %337, %346
  %348 = or disjoint i32 %316, 3
  %349 = zext nneg i32 %348 to i64
  %350 = getelementptr inbounds nuw float, ptr %255, i64 %349
  %351 = load float, ptr %350, align 4, !tbaa !11
  %352 = fpext contract float %351 to double
  %353 = getelementptr inbounds nuw float, ptr %271, i64 %349
  %354 = load float, ptr %353, align 4, !tbaa !11
  %355 = fpext contract float %354 to double
  %356 = fmul contract double %352, %355
  %357 = fadd contract double %347, %356
  %358 = add nuw nsw i32 %316, 4
  %359 = add nuw nsw i32 %318, 4
  %360 = icmp eq i32 %359, %202
  br i1 %360, label %361, label %315, !llvm.loop !37

361:                                              ; preds = %315
  br i1 %203, label %379, label %362

362:                                              ; preds = %361
  tail call void @llvm.assume(i1 %204)
  br label %363

363:                                              ; preds = %363, %362
  %364 = phi i32 [ %358, %362 ], [ %376, %363 ]
  %365 = phi double [ %357, %362 ], [ %375, %363 ]
  %366 = phi i32 [ 0, %362 ], [ %377, %363 ]
  %367 = zext nneg i32 %364 to i64
  %368 = getelementptr inbounds nuw float, ptr %255, i64 %367
  %369 = load float, ptr %368, align 4, !tbaa !11
  %370 = fpext contract float %369 to double
  %371 = getelementptr inbounds nuw float, ptr %271, i64 %367
  %372 = load float, ptr %371, align 4, !tbaa !11
  %373 = fpext contract float %372 to double
  %374 = fmul contract double %370, %373
  %375 = fadd contract double %365, %374
  %376 = add nuw nsw i32 %364, 1
  %377 = add i32 %366, 1
  %378 = icmp eq i32 %377, %201
  br i1 %378, label %379, label %363, !llvm.loop !38

379:                                              ; preds = %361, %363, %272
  %380 = phi double [ %314, %272 ], [ %357, %361 ], [ %375, %363 ]
  %381 = getelementptr inbounds nuw double, ptr %254, i64 %269
  store double %380, ptr %381, align 8, !tbaa !39
  %382 = add nuw nsw i32 %268, 1
  %383 = icmp eq i32 %382, %199
  br i1 %383, label %262, label %267, !llvm.loop !41

384:                                              ; preds = %265, %596
  %385 = phi double [ %597, %596 ], [ 1.000000e+00, %265 ]
  %386 = phi i32 [ %393, %596 ], [ 0, %265 ]
  %387 = sub nsw i32 %199, %386
  %388 = xor i32 %386, -1
  %389 = add nsw i32 %199, %388
  %390 = sub i32 %266, %386
  %391 = icmp eq i32 %386, %199
  br i1 %391, label %598, label %392

392:                                              ; preds = %384
  %393 = add nuw nsw i32 %386, 1
  %394 = icmp samesign ult i32 %393, %199
  %395 = zext nneg i32 %386 to i64
  br i1 %394, label %396, label %422

396:                                              ; preds = %392
  %397 = getelementptr double, ptr %8, i64 %395
  %398 = and i32 %389, 3
  %399 = icmp eq i32 %398, 0
  br i1 %399, label %417, label %400

400:                                              ; preds = %396, %400
  %401 = phi i32 [ %414, %400 ], [ %393, %396 ]
  %402 = phi i32 [ %413, %400 ], [ %386, %396 ]
  %403 = phi i32 [ %415, %400 ], [ 0, %396 ]
  %404 = zext nneg i32 %401 to i64
  %405 = getelementptr inbounds nuw [6 x double], ptr %397, i64 %404
  %406 = load double, ptr %405, align 8, !tbaa !39
  %407 = tail call noundef double @llvm.nvvm.fabs.f64(double %406)
  %408 = sext i32 %402 to i64
  %409 = getelementptr [6 x double], ptr %397, i64 %408
  %410 = load double, ptr %409, align 8, !tbaa !39
  %411 = tail call noundef double @llvm.nvvm.fabs.f64(double %410)
  %412 = fcmp contract ogt double %407, %411
  %413 = select i1 %412, i32 %401, i32 %402
  %414 = add nuw nsw i32 %401, 1
  %415 = add i32 %403, 1
  %416 = icmp eq i32 %415, %398
  br i1 %416, label %417, label %400, !llvm.loop !42

417:                                              ; preds = %400, %396
  %418 = phi i32 [ poison, %396 ], [ %413, %400 ]
  %419 = phi i32 [ %393, %396 ], [ %414, %400 ]
  %420 = phi i32 [ %386, %396 ], [ %413, %400 ]
  %421 = icmp ult i32 %390, 3
  br i1 %421, label %422, label %430

422:                                              ; preds = %417, %430, %392
  %423 = phi i32 [ %386, %392 ], [ %418, %417 ], [ %475, %430 ]
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds [6 x double], ptr %8, i64 %424
  %426 = getelementptr inbounds nuw double, ptr %425, i64 %395
  %427 = load double, ptr %426, align 8, !tbaa !39
  %428 = tail call noundef double @llvm.nvvm.fabs.f64(double %427)
  %429 = fcmp contract ogt double %428, 1.000000e-300
  br i1 %429, label %478, label %596

430:                                              ; preds = %417, %430
  %431 = phi i32 [ %476, %430 ], [ %419, %417 ]
  %432 = phi i32 [ %475, %430 ], [ %420, %417 ]
  %433 = zext nneg i32 %431 to i64
  %434 = getelementptr inbounds nuw [6 x double], ptr %397, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !39
  %436 = tail call noundef double @llvm.nvvm.fabs.f64(double %435)
  %437 = sext i32 %432 to i64
  %438 = getelementptr [6 x double], ptr %397, i64 %437
  %439 = load double, ptr %438, align 8, !tbaa !39
  %440 = tail call noundef double @llvm.nvvm.fabs.f64(double %439)
  %441 = fcmp contract ogt double %436, %440
  %442 = select i1 %441, i32 %431, i32 %432
  %443 = add nuw nsw i32 %431, 1
  %444 = zext nneg i32 %443 to i64
  %445 = getelementptr inbounds nuw [6 x double], ptr %397, i64 %444
  %446 = load double, ptr %445, align 8, !tbaa !39
  %447 = tail call noundef double @llvm.nvvm.fabs.f64(double %446)
  %448 = sext i32 %442 to i64
  %449 = getelementptr [6 x double], ptr %397, i64 %448
  %450 = load double, ptr %449, align 8, !tbaa !39
  %451 = tail call noundef double @llvm.nvvm.fabs.f64(double %450)
  %452 = fcmp contract ogt double %447, %451
  %453 = select i1 %452, i32 %443, i32 %442
  %454 = add nuw nsw i32 %431, 2
  %455 = zext nneg i32 %454 to i64
  %456 = getelementptr inbounds nuw [6 x double], ptr %397, i64 %455
  %457 = load double, ptr %456, align 8, !tbaa !39
  %458 = tail call noundef double @llvm.nvvm.fabs.f64(double %457)
  %459 = sext i32 %453 to i64
  %460 = getelementptr [6 x double], ptr %397, i64 %459
  %461 = load double, ptr %460, align 8, !tbaa !39
  %462 = tail call noundef double @llvm.nvvm.fabs.f64(double %461)
  %463 = fcmp contract ogt double %458, %462
  %464 = select i1 %463, i32 %454, i32 %453
  %465 = add nuw nsw i32 %431, 3
  %466 = zext nneg i32 %465 to i64
  %467 = getelementptr inbounds nuw [6 x double], ptr %397, i64 %466
  %468 = load double, ptr %467, align 8, !tbaa !39
  %469 = tail call noundef double @llvm.nvvm.fabs.f64(double %468)
  %470 = sext i32 %464 to i64
  %471 = getelementptr [6 x double], ptr %397, i64 %470
  %472 = load double, ptr %471, align 8, !tbaa !39
  %473 = tail call noundef double @llvm.nvvm.fabs.f64(double %472)
  %474 = fcmp contract ogt double %469, %473
  %475 = select i1 %474, i32 %465, i32 %464
  %476 = add nuw nsw i32 %431, 4
  %477 = icmp eq i32 %476, %199
  br i1 %477, label %422, label %430, !llvm.loop !43

478:                                              ; preds = %422
  %479 = icmp eq i32 %423, %386
  br i1 %479, label %493, label %480

480:                                              ; preds = %478
  %481 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %395
  br label %484

482:                                              ; preds = %484
  %483 = fneg contract double %385
  br label %493

484:                                              ; preds = %480, %484
  %485 = phi i32 [ 0, %480 ], [ %491, %484 ]
  %486 = zext nneg i32 %485 to i64
  %487 = getelementptr inbounds nuw double, ptr %481, i64 %486
  %488 = load double, ptr %487, align 8, !tbaa !39
  %489 = getelementptr inbounds nuw double, ptr %425, i64 %486
  %490 = load double, ptr %489, align 8, !tbaa !39
  store double %490, ptr %487, align 8, !tbaa !39
  store double %488, ptr %489, align 8, !tbaa !39
  %491 = add nuw nsw i32 %485, 1
  %492 = icmp eq i32 %491, %199
  br i1 %492, label %482, label %484, !llvm.loop !44

493:                                              ; preds = %482, %478
  %494 = phi double [ %483, %482 ], [ %385, %478 ]
  %495 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %395
  %496 = getelementptr inbounds nuw double, ptr %495, i64 %395
  %497 = load double, ptr %496, align 8, !tbaa !39
  %498 = fmul contract double %494, %497
  br i1 %394, label %499, label %596

499:                                              ; preds = %493
  %500 = and i32 %387, 7
  %501 = icmp eq i32 %500, 0
  %502 = sub nsw i32 %386, %199
  %503 = icmp ugt i32 %502, -8
  br label %504

504:                                              ; preds = %499, %527
  %505 = phi i32 [ %528, %527 ], [ %393, %499 ]
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr inbounds nuw [6 x double], ptr %8, i64 %506
  %508 = getelementptr inbounds nuw double, ptr %507, i64 %395
  %509 = load double, ptr %508, align 8, !tbaa !39
  %510 = load double, ptr %496, align 8, !tbaa !39
  %511 = fdiv contract double %509, %510
  br i1 %501, label %525, label %512

512:                                              ; preds = %504, %512
  %513 = phi i32 [ %522, %512 ], [ %386, %504 ]
  %514 = phi i32 [ %523, %512 ], [ 0, %504 ]
  %515 = zext nneg i32 %513 to i64
  %516 = getelementptr inbounds nuw double, ptr %495, i64 %515
  %517 = load double, ptr %516, align 8, !tbaa !39
  %518 = fmul contract double %511, %517
  %519 = getelementptr inbounds nuw double, ptr %507, i64 %515
  %520 = load double, ptr %519, align 8, !tbaa !39
  %521 = fsub contract double %520, %518
  store double %521, ptr %519, align 8, !tbaa !39
  %522 = add nuw nsw i32 %513, 1
  %523 = add i32 %514, 1
  %524 = icmp eq i32 %523, %500
  br i1 %524, label %525, label %512, !llvm.loop !45

525:                                              ; preds = %512, %504
  %526 = phi i32 [ %386, %504 ], [ %522, %512 ]
  br i1 %503, label %527, label %530

527:                                              ; preds = %525
  %528 = add nuw nsw i32 %505, 1
  %529 = icmp eq i32 %528, %199
  br i1 %529, label %596, label %504, !llvm.loop !46

530:                                              ; preds = %525, %530
  %531 = phi i32 [ %595, %530 ], [ %526, %525 ]
  %532 = zext nneg i32 %531 to i64
  %533 = getelementptr inbounds nuw double, ptr %495, i64 %532
  %534 = load double, ptr %533, align 8, !tbaa !39
  %535 = fmul contract double %511, %534
  %536 = getelementptr inbounds nuw double, ptr %507, i64 %532
  %537 = load double, ptr %536, align 8, !tbaa !39
  %538 = fsub contract double %537, %535
  store double %538, ptr %536, align 8, !tbaa !39
  %539 = add nuw nsw i32 %531, 1
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr inbounds nuw double, ptr %495, i64 %540
  %542 = load double, ptr %541, align 8, !tbaa !39
  %543 = fmul contract double %511, %542
  %544 = getelementptr inbounds nuw double, ptr %507, i64 %540
  %545 = load double, ptr %544, align 8, !tbaa !39
  %546 = fsub contract double %545, %543
  store double %546, ptr %544, align 8, !tbaa !39
  %547 = add nuw nsw i32 %531, 2
  %548 = zext nneg i32 %547 to i64
  %549 = getelementptr inbounds nuw double, ptr %495, i64 %548
  %550 = load double, ptr %549, align 8, !tbaa !39
  %551 = fmul contract double %511, %550
  %552 = getelementptr inbounds nuw double, ptr %507, i64 %548
  %553 = load double, ptr %552, align 8, !tbaa !39
  %554 = fsub contract double %553, %551
  store double %554, ptr %552, align 8, !tbaa !39
  %555 = add nuw nsw i32 %531, 3
  %556 = zext nneg i32 %555 to i64
  %557 = getelementptr inbounds nuw double, ptr %495, i64 %556
  %558 = load double, ptr %557, align 8, !tbaa !39
  %559 = fmul contract double %511, %558
  %560 = getelementptr inbounds nuw double, ptr %507, i64 %556
  %561 = load double, ptr %560, align 8, !tbaa !39
  %562 = fsub contract double %561, %559
  store double %562, ptr %560, align 8, !tbaa !39
  %563 = add nuw nsw i32 %531, 4
  %564 = zext nneg i32 %563 to i64
  %565 = getelementptr inbounds nuw double, ptr %495, i64 %564
  %566 = load double, ptr %565, align 8, !tbaa !39
  %567 = fmul contract double %511, %566
  %568 = getelementptr inbounds nuw double, ptr %507, i64 %564
  %569 = load double, ptr %568, align 8, !tbaa !39
  %570 = fsub contract double %569, %567
  store double %570, ptr %568, align 8, !tbaa !39
  %571 = add nuw nsw i32 %531, 5
  %572 = zext nneg i32 %571 to i64
  %573 = getelementptr inbounds nuw double, ptr %495, i64 %572
  %574 = load double, ptr %573, align 8, !tbaa !39
  %575 = fmul contract double %511, %574
  %576 = getelementptr inbounds nuw double, ptr %507, i64 %572
  %577 = load double, ptr %576, align 8, !tbaa !39
  %578 = fsub contract double %577, %575
  store double %578, ptr %576, align 8, !tbaa !39
  %579 = add nuw nsw i32 %531, 6
  %580 = zext nneg i32 %579 to i64
  %581 = getelementptr inbounds nuw double, ptr %495, i64 %580
  %582 = load double, ptr %581, align 8, !tbaa !39
  %583 = fmul contract double %511, %582
  %584 = getelementptr inbounds nuw double, ptr %507, i64 %580
  %585 = load double, ptr %584, align 8, !tbaa !39
  %586 = fsub contract double %585, %583
  store double %586, ptr %584, align 8, !tbaa !39
  %587 = add nuw nsw i32 %531, 7
  %588 = zext nneg i32 %587 to i64
  %589 = getelementptr inbounds nuw double, ptr %495, i64 %588
  %590 = load double, ptr %589, align 8, !tbaa !39
  %591 = fmul contract double %511, %590
  %592 = getelementptr inbounds nuw double, ptr %507, i64 %588
  %593 = load double, ptr %592, align 8, !tbaa !39
  %594 = fsub contract double %593, %591
  store double %594, ptr %592, align 8, !tbaa !39
  %595 = add nuw nsw i32 %531, 8
  br label %530, !llvm.loop !47

596:                                              ; preds = %527, %493, %422
  %597 = phi double [ 0.000000e+00, %422 ], [ %498, %493 ], [ %498, %527 ]
  br i1 %429, label %384, label %598, !llvm.loop !48

598:                                              ; preds = %384, %596
  %599 = phi double [ %597, %596 ], [ %385, %384 ]
  %600 = tail call noundef double @llvm.maxnum.f64(double %599, double 0.000000e+00)
  %601 = tail call noundef double @llvm.sqrt.f64(double %600)
  %602 = fptrunc contract double %601 to float
  %603 = getelementptr inbounds float, ptr %1, i64 %17
  store float %602, ptr %603, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9
  br label %604

604:                                              ; preds = %3, %598
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !7, i64 0}
!17 = !{!"_ZTS7DHChain", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !8, i64 16, !8, i64 48, !8, i64 80, !8, i64 112, !8, i64 144, !8, i64 176, !8, i64 208, !8, i64 240, !8, i64 288}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !12, i64 0}
!21 = !{!"_ZTS6float3", !12, i64 0, !12, i64 4, !12, i64 8}
!22 = !{!21, !12, i64 4}
!23 = !{!21, !12, i64 8}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !26}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !26}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !26}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !8, i64 0}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !26}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !26}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14}
