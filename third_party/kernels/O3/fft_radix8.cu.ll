; ModuleID = 'src/fft_radix8.cu'
source_filename = "src/fft_radix8.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.double2.1 = type { double, double }

@_ZZ16fft512_r8_sharedE4s_re = internal unnamed_addr addrspace(3) global [576 x float] undef, align 4
@_ZZ16fft512_r8_sharedE4s_im = internal unnamed_addr addrspace(3) global [576 x float] undef, align 4
@_ZZ16fft512_r8_sharedE4s_tw = internal unnamed_addr addrspace(3) global [512 x %struct.float2.0] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fft512_r8_shared(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 512
  br i1 %6, label %212, label %7

7:                                                ; preds = %212, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = icmp eq i32 %3, 0
  %9 = select contract i1 %8, float 1.000000e+00, float 0x3F60000000000000
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %257

12:                                               ; preds = %7
  %13 = mul nuw nsw i32 %5, 9
  %14 = and i32 %5, 7
  %15 = shl nuw nsw i32 %14, 3
  %16 = and i32 %5, 1016
  %17 = select contract i1 %8, float 1.000000e+00, float 0xBF60000000000000
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = zext nneg i32 %5 to i64
  %20 = add nuw nsw i32 %5, 64
  %21 = zext nneg i32 %20 to i64
  %22 = add nuw nsw i32 %5, 128
  %23 = zext nneg i32 %22 to i64
  %24 = add nuw nsw i32 %5, 192
  %25 = zext nneg i32 %24 to i64
  %26 = add nuw nsw i32 %5, 256
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i32 %5, 320
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i32 %5, 384
  %31 = zext nneg i32 %30 to i64
  %32 = add nuw nsw i32 %5, 448
  %33 = zext nneg i32 %32 to i64
  %34 = zext nneg i32 %13 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %34
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %34
  %37 = add nuw nsw i32 %13, 1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %38
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %38
  %41 = add nuw nsw i32 %13, 2
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %42
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %42
  %45 = add nuw nsw i32 %13, 3
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %46
  %48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %46
  %49 = add nuw nsw i32 %13, 4
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %50
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %50
  %53 = add nuw nsw i32 %13, 5
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %54
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %54
  %57 = add nuw nsw i32 %13, 6
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %58
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %58
  %61 = add nuw nsw i32 %13, 7
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %62
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %62
  %65 = lshr i32 %5, 3
  %66 = add nuw nsw i32 %65, %5
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %67
  %69 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %67
  %70 = lshr i32 %20, 3
  %71 = add nuw nsw i32 %70, %20
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %72
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %72
  %75 = lshr i32 %22, 3
  %76 = add nuw nsw i32 %75, %22
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %77
  %79 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %77
  %80 = lshr i32 %24, 3
  %81 = add nuw nsw i32 %80, %24
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %82
  %84 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %82
  %85 = lshr i32 %26, 3
  %86 = add nuw nsw i32 %85, %26
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %87
  %89 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %87
  %90 = lshr i32 %28, 3
  %91 = add nuw nsw i32 %90, %28
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %92
  %94 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %92
  %95 = lshr i32 %30, 3
  %96 = add nuw nsw i32 %95, %30
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %97
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %97
  %100 = lshr i32 %32, 3
  %101 = add nuw nsw i32 %100, %32
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %102
  %104 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %102
  %105 = zext nneg i32 %15 to i64
  %106 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %105
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 4
  %108 = shl nuw nsw i32 %14, 4
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 4
  %112 = mul nuw nsw i32 %14, 24
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %116 = shl nuw nsw i32 %14, 5
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %117
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 4
  %120 = mul nuw nsw i32 %14, 40
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %121
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 4
  %124 = mul nuw nsw i32 %14, 48
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %125
  %127 = getelementptr inbounds nuw i8, ptr %126, i64 4
  %128 = mul nuw nsw i32 %14, 56
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 4
  %132 = shl nuw nsw i32 %16, 3
  %133 = add nuw nsw i32 %5, %132
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %134
  %136 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %134
  %137 = or disjoint i32 %16, 1
  %138 = shl nuw nsw i32 %137, 3
  %139 = add nuw nsw i32 %137, %14
  %140 = add nuw nsw i32 %139, %138
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %141
  %143 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %141
  %144 = or disjoint i32 %16, 2
  %145 = shl nuw nsw i32 %144, 3
  %146 = add nuw nsw i32 %144, %14
  %147 = add nuw nsw i32 %146, %145
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %148
  %150 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %148
  %151 = or disjoint i32 %16, 3
  %152 = shl nuw nsw i32 %151, 3
  %153 = add nuw nsw i32 %151, %14
  %154 = add nuw nsw i32 %153, %152
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %155
  %157 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %155
  %158 = or disjoint i32 %16, 4
  %159 = shl nuw nsw i32 %158, 3
  %160 = add nuw nsw i32 %158, %14
  %161 = add nuw nsw i32 %160, %159
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %162
  %164 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %162
  %165 = or disjoint i32 %16, 5
  %166 = shl nuw nsw i32 %165, 3
  %167 = add nuw nsw i32 %165, %14
  %168 = add nuw nsw i32 %167, %166
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %169
  %171 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %169
  %172 = or disjoint i32 %16, 6
  %173 = shl nuw nsw i32 %172, 3
  %174 = add nuw nsw i32 %172, %14
  %175 = add nuw nsw i32 %174, %173
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %176
  %178 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %176
  %179 = shl nuw nsw i32 %5, 3
  %180 = or i32 %179, 56
  %181 = add nuw nsw i32 %5, 7
  %182 = add nuw nsw i32 %181, %180
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %183
  %185 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %183
  %186 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %19
  %187 = getelementptr inbounds nuw i8, ptr %186, i64 4
  %188 = shl nuw nsw i32 %5, 1
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %189
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 4
  %192 = mul nuw nsw i32 %5, 3
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %193
  %195 = getelementptr inbounds nuw i8, ptr %194, i64 4
  %196 = shl nuw nsw i32 %5, 2
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %197
  %199 = getelementptr inbounds nuw i8, ptr %198, i64 4
  %200 = mul nuw nsw i32 %5, 5
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %201
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 4
  %204 = mul nuw nsw i32 %5, 6
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %205
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 4
  %208 = mul nuw nsw i32 %5, 7
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %209
  %211 = getelementptr inbounds nuw i8, ptr %210, i64 4
  br label %258

212:                                              ; preds = %4, %212
  %213 = phi i32 [ %255, %212 ], [ %5, %4 ]
  %214 = uitofp nneg i32 %213 to float
  %215 = fmul contract float %214, -3.906250e-03
  %216 = fadd float %215, %215
  %217 = tail call float @llvm.nvvm.round.f(float %216) #6
  %218 = tail call i32 @llvm.nvvm.f2i.rz(float %217)
  %219 = fneg float %217
  %220 = tail call float @llvm.fma.f32(float %219, float 5.000000e-01, float %215)
  %221 = tail call float @llvm.nvvm.mul.rn.f(float %220, float %220) #6
  %222 = tail call float @llvm.fma.f32(float %221, float 0xBFE2F59920000000, float 0x400466B200000000)
  %223 = tail call float @llvm.fma.f32(float %221, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %224 = tail call float @llvm.fma.f32(float %222, float %221, float 0xC014ABBEC0000000)
  %225 = tail call float @llvm.fma.f32(float %223, float %221, float 0x40103C19E0000000)
  %226 = tail call float @llvm.fma.f32(float %221, float %220, float 0.000000e+00)
  %227 = tail call float @llvm.fma.f32(float %225, float %221, float 0xC013BD3CC0000000)
  %228 = tail call float @llvm.fma.f32(float %224, float %226, float 0.000000e+00)
  %229 = tail call float @llvm.fma.f32(float %227, float %221, float 1.000000e+00)
  %230 = tail call float @llvm.fma.f32(float %220, float 0x400921FB60000000, float %228)
  %231 = and i32 %218, 1
  %232 = icmp eq i32 %231, 0
  %233 = select i1 %232, float %230, float %229
  %234 = select i1 %232, float %229, float %230
  %235 = and i32 %218, 2
  %236 = icmp eq i32 %235, 0
  %237 = fneg float %233
  %238 = select i1 %236, float %233, float %237
  %239 = add i32 %218, 1
  %240 = and i32 %239, 2
  %241 = icmp eq i32 %240, 0
  %242 = fsub float 0.000000e+00, %234
  %243 = select i1 %241, float %234, float %242
  %244 = tail call float @llvm.trunc.f32(float %215)
  %245 = fcmp oeq float %215, %244
  %246 = tail call float @llvm.nvvm.mul.rn.f(float %215, float 0.000000e+00) #6
  %247 = select i1 %245, float %246, float %238
  %248 = tail call float @llvm.nvvm.fabs.f32(float %215)
  %249 = fcmp ogt float %248, 0x4170000000000000
  %250 = tail call float @llvm.nvvm.add.rn.f(float %247, float 1.000000e+00) #6
  %251 = select i1 %249, float %250, float %243
  %252 = zext nneg i32 %213 to i64
  %253 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %252
  store float %251, ptr %253, align 8, !tbaa !11
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 4
  store float %247, ptr %254, align 4, !tbaa !11
  %255 = add nuw nsw i32 %213, 64
  %256 = icmp samesign ult i32 %213, 448
  br i1 %256, label %212, label %7, !llvm.loop !13

257:                                              ; preds = %258, %7
  ret void

258:                                              ; preds = %12, %258
  %259 = phi i32 [ %10, %12 ], [ %656, %258 ]
  %260 = sext i32 %259 to i64
  %261 = shl nsw i64 %260, 9
  %262 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %261
  %263 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %19
  %264 = load float, ptr %263, align 8, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %263, i64 4
  %266 = load float, ptr %265, align 4, !tbaa !11
  %267 = fneg contract float %266
  %268 = select contract i1 %8, float %266, float %267
  %269 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %21
  %270 = load float, ptr %269, align 8, !tbaa !11
  %271 = getelementptr inbounds nuw i8, ptr %269, i64 4
  %272 = load float, ptr %271, align 4, !tbaa !11
  %273 = fneg contract float %272
  %274 = select contract i1 %8, float %272, float %273
  %275 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %23
  %276 = load float, ptr %275, align 8, !tbaa !11
  %277 = getelementptr inbounds nuw i8, ptr %275, i64 4
  %278 = load float, ptr %277, align 4, !tbaa !11
  %279 = fneg contract float %278
  %280 = select contract i1 %8, float %278, float %279
  %281 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %25
  %282 = load float, ptr %281, align 8, !tbaa !11
  %283 = getelementptr inbounds nuw i8, ptr %281, i64 4
  %284 = load float, ptr %283, align 4, !tbaa !11
  %285 = fneg contract float %284
  %286 = select contract i1 %8, float %284, float %285
  %287 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %27
  %288 = load float, ptr %287, align 8, !tbaa !11
  %289 = getelementptr inbounds nuw i8, ptr %287, i64 4
  %290 = load float, ptr %289, align 4, !tbaa !11
  %291 = fneg contract float %290
  %292 = select contract i1 %8, float %290, float %291
  %293 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %29
  %294 = load float, ptr %293, align 8, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %293, i64 4
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = fneg contract float %296
  %298 = select contract i1 %8, float %296, float %297
  %299 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %31
  %300 = load float, ptr %299, align 8, !tbaa !11
  %301 = getelementptr inbounds nuw i8, ptr %299, i64 4
  %302 = load float, ptr %301, align 4, !tbaa !11
  %303 = fneg contract float %302
  %304 = select contract i1 %8, float %302, float %303
  %305 = getelementptr inbounds nuw %struct.float2.0, ptr %262, i64 %33
  %306 = load float, ptr %305, align 8, !tbaa !11
  %307 = getelementptr inbounds nuw i8, ptr %305, i64 4
  %308 = load float, ptr %307, align 4, !tbaa !11
  %309 = fneg contract float %308
  %310 = select contract i1 %8, float %308, float %309
  %311 = fadd contract float %264, %288
  %312 = fadd contract float %268, %292
  %313 = fsub contract float %264, %288
  %314 = fsub contract float %268, %292
  %315 = fadd contract float %270, %294
  %316 = fadd contract float %274, %298
  %317 = fsub contract float %270, %294
  %318 = fsub contract float %274, %298
  %319 = fadd contract float %276, %300
  %320 = fadd contract float %280, %304
  %321 = fsub contract float %276, %300
  %322 = fsub contract float %280, %304
  %323 = fadd contract float %282, %306
  %324 = fadd contract float %286, %310
  %325 = fsub contract float %282, %306
  %326 = fsub contract float %286, %310
  %327 = fadd contract float %317, %318
  %328 = fmul contract float %327, 0x3FE6A09E60000000
  %329 = fsub contract float %318, %317
  %330 = fmul contract float %329, 0x3FE6A09E60000000
  %331 = fsub contract float %326, %325
  %332 = fmul contract float %331, 0x3FE6A09E60000000
  %333 = fadd contract float %326, %325
  %334 = fmul contract float %333, 0xBFE6A09E60000000
  %335 = fadd contract float %311, %319
  %336 = fadd contract float %312, %320
  %337 = fadd contract float %315, %323
  %338 = fadd contract float %316, %324
  %339 = fsub contract float %311, %319
  %340 = fsub contract float %312, %320
  %341 = fsub contract float %315, %323
  %342 = fsub contract float %316, %324
  %343 = fadd contract float %313, %322
  %344 = fsub contract float %314, %321
  %345 = fadd contract float %328, %332
  %346 = fadd contract float %330, %334
  %347 = fsub contract float %313, %322
  %348 = fadd contract float %314, %321
  %349 = fsub contract float %328, %332
  %350 = fsub contract float %330, %334
  %351 = fadd contract float %335, %337
  %352 = fadd contract float %336, %338
  %353 = fsub contract float %335, %337
  %354 = fsub contract float %336, %338
  %355 = fadd contract float %339, %342
  %356 = fsub contract float %340, %341
  %357 = fsub contract float %339, %342
  %358 = fadd contract float %340, %341
  %359 = fadd contract float %343, %345
  %360 = fadd contract float %344, %346
  %361 = fsub contract float %343, %345
  %362 = fsub contract float %344, %346
  %363 = fadd contract float %347, %350
  %364 = fsub contract float %348, %349
  %365 = fsub contract float %347, %350
  %366 = fadd contract float %348, %349
  store float %351, ptr %35, align 4, !tbaa !11
  store float %352, ptr %36, align 4, !tbaa !11
  store float %359, ptr %39, align 4, !tbaa !11
  store float %360, ptr %40, align 4, !tbaa !11
  store float %355, ptr %43, align 4, !tbaa !11
  store float %356, ptr %44, align 4, !tbaa !11
  store float %363, ptr %47, align 4, !tbaa !11
  store float %364, ptr %48, align 4, !tbaa !11
  store float %353, ptr %51, align 4, !tbaa !11
  store float %354, ptr %52, align 4, !tbaa !11
  store float %361, ptr %55, align 4, !tbaa !11
  store float %362, ptr %56, align 4, !tbaa !11
  store float %357, ptr %59, align 4, !tbaa !11
  store float %358, ptr %60, align 4, !tbaa !11
  store float %365, ptr %63, align 4, !tbaa !11
  store float %366, ptr %64, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %367 = load float, ptr %68, align 4, !tbaa !11
  %368 = load float, ptr %69, align 4, !tbaa !11
  %369 = load float, ptr %73, align 4, !tbaa !11
  %370 = load float, ptr %74, align 4, !tbaa !11
  %371 = load float, ptr %78, align 4, !tbaa !11
  %372 = load float, ptr %79, align 4, !tbaa !11
  %373 = load float, ptr %83, align 4, !tbaa !11
  %374 = load float, ptr %84, align 4, !tbaa !11
  %375 = load float, ptr %88, align 4, !tbaa !11
  %376 = load float, ptr %89, align 4, !tbaa !11
  %377 = load float, ptr %93, align 4, !tbaa !11
  %378 = load float, ptr %94, align 4, !tbaa !11
  %379 = load float, ptr %98, align 4, !tbaa !11
  %380 = load float, ptr %99, align 4, !tbaa !11
  %381 = load float, ptr %103, align 4, !tbaa !11
  %382 = load float, ptr %104, align 4, !tbaa !11
  %383 = load float, ptr %106, align 8, !tbaa !11
  %384 = load float, ptr %107, align 4, !tbaa !11
  %385 = fmul contract float %383, %369
  %386 = fmul contract float %384, %370
  %387 = fsub contract float %385, %386
  %388 = fmul contract float %384, %369
  %389 = fmul contract float %383, %370
  %390 = fadd contract float %388, %389
  %391 = load float, ptr %110, align 8, !tbaa !11
  %392 = load float, ptr %111, align 4, !tbaa !11
  %393 = fmul contract float %391, %371
  %394 = fmul contract float %392, %372
  %395 = fsub contract float %393, %394
  %396 = fmul contract float %392, %371
  %397 = fmul contract float %391, %372
  %398 = fadd contract float %396, %397
  %399 = load float, ptr %114, align 8, !tbaa !11
  %400 = load float, ptr %115, align 4, !tbaa !11
  %401 = fmul contract float %399, %373
  %402 = fmul contract float %400, %374
  %403 = fsub contract float %401, %402
  %404 = fmul contract float %400, %373
  %405 = fmul contract float %399, %374
  %406 = fadd contract float %404, %405
  %407 = load float, ptr %118, align 8, !tbaa !11
  %408 = load float, ptr %119, align 4, !tbaa !11
  %409 = fmul contract float %407, %375
  %410 = fmul contract float %408, %376
  %411 = fsub contract float %409, %410
  %412 = fmul contract float %408, %375
  %413 = fmul contract float %407, %376
  %414 = fadd contract float %412, %413
  %415 = load float, ptr %122, align 8, !tbaa !11
  %416 = load float, ptr %123, align 4, !tbaa !11
  %417 = fmul contract float %415, %377
  %418 = fmul contract float %416, %378
  %419 = fsub contract float %417, %418
  %420 = fmul contract float %416, %377
  %421 = fmul contract float %415, %378
  %422 = fadd contract float %420, %421
  %423 = load float, ptr %126, align 8, !tbaa !11
  %424 = load float, ptr %127, align 4, !tbaa !11
  %425 = fmul contract float %423, %379
  %426 = fmul contract float %424, %380
  %427 = fsub contract float %425, %426
  %428 = fmul contract float %424, %379
  %429 = fmul contract float %423, %380
  %430 = fadd contract float %428, %429
  %431 = load float, ptr %130, align 8, !tbaa !11
  %432 = load float, ptr %131, align 4, !tbaa !11
  %433 = fmul contract float %431, %381
  %434 = fmul contract float %432, %382
  %435 = fsub contract float %433, %434
  %436 = fmul contract float %432, %381
  %437 = fmul contract float %431, %382
  %438 = fadd contract float %436, %437
  %439 = fadd contract float %367, %411
  %440 = fadd contract float %368, %414
  %441 = fsub contract float %367, %411
  %442 = fsub contract float %368, %414
  %443 = fadd contract float %387, %419
  %444 = fadd contract float %390, %422
  %445 = fsub contract float %387, %419
  %446 = fsub contract float %390, %422
  %447 = fadd contract float %395, %427
  %448 = fadd contract float %398, %430
  %449 = fsub contract float %395, %427
  %450 = fsub contract float %398, %430
  %451 = fadd contract float %403, %435
  %452 = fadd contract float %406, %438
  %453 = fsub contract float %403, %435
  %454 = fsub contract float %406, %438
  %455 = fadd contract float %445, %446
  %456 = fmul contract float %455, 0x3FE6A09E60000000
  %457 = fsub contract float %446, %445
  %458 = fmul contract float %457, 0x3FE6A09E60000000
  %459 = fsub contract float %454, %453
  %460 = fmul contract float %459, 0x3FE6A09E60000000
  %461 = fadd contract float %454, %453
  %462 = fmul contract float %461, 0xBFE6A09E60000000
  %463 = fadd contract float %439, %447
  %464 = fadd contract float %440, %448
  %465 = fadd contract float %443, %451
  %466 = fadd contract float %444, %452
  %467 = fsub contract float %439, %447
  %468 = fsub contract float %440, %448
  %469 = fsub contract float %443, %451
  %470 = fsub contract float %444, %452
  %471 = fadd contract float %441, %450
  %472 = fsub contract float %442, %449
  %473 = fadd contract float %456, %460
  %474 = fadd contract float %458, %462
  %475 = fsub contract float %441, %450
  %476 = fadd contract float %442, %449
  %477 = fsub contract float %456, %460
  %478 = fsub contract float %458, %462
  %479 = fadd contract float %463, %465
  %480 = fadd contract float %464, %466
  %481 = fsub contract float %463, %465
  %482 = fsub contract float %464, %466
  %483 = fadd contract float %467, %470
  %484 = fsub contract float %468, %469
  %485 = fsub contract float %467, %470
  %486 = fadd contract float %468, %469
  %487 = fadd contract float %471, %473
  %488 = fadd contract float %472, %474
  %489 = fsub contract float %471, %473
  %490 = fsub contract float %472, %474
  %491 = fadd contract float %475, %478
  %492 = fsub contract float %476, %477
  %493 = fsub contract float %475, %478
  %494 = fadd contract float %476, %477
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %479, ptr %135, align 4, !tbaa !11
  store float %480, ptr %136, align 4, !tbaa !11
  store float %487, ptr %142, align 4, !tbaa !11
  store float %488, ptr %143, align 4, !tbaa !11
  store float %483, ptr %149, align 4, !tbaa !11
  store float %484, ptr %150, align 4, !tbaa !11
  store float %491, ptr %156, align 4, !tbaa !11
  store float %492, ptr %157, align 4, !tbaa !11
  store float %481, ptr %163, align 4, !tbaa !11
  store float %482, ptr %164, align 4, !tbaa !11
  store float %489, ptr %170, align 4, !tbaa !11
  store float %490, ptr %171, align 4, !tbaa !11
  store float %485, ptr %177, align 4, !tbaa !11
  store float %486, ptr %178, align 4, !tbaa !11
  store float %493, ptr %184, align 4, !tbaa !11
  store float %494, ptr %185, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %495 = load float, ptr %68, align 4, !tbaa !11
  %496 = load float, ptr %69, align 4, !tbaa !11
  %497 = load float, ptr %73, align 4, !tbaa !11
  %498 = load float, ptr %74, align 4, !tbaa !11
  %499 = load float, ptr %78, align 4, !tbaa !11
  %500 = load float, ptr %79, align 4, !tbaa !11
  %501 = load float, ptr %83, align 4, !tbaa !11
  %502 = load float, ptr %84, align 4, !tbaa !11
  %503 = load float, ptr %88, align 4, !tbaa !11
  %504 = load float, ptr %89, align 4, !tbaa !11
  %505 = load float, ptr %93, align 4, !tbaa !11
  %506 = load float, ptr %94, align 4, !tbaa !11
  %507 = load float, ptr %98, align 4, !tbaa !11
  %508 = load float, ptr %99, align 4, !tbaa !11
  %509 = load float, ptr %103, align 4, !tbaa !11
  %510 = load float, ptr %104, align 4, !tbaa !11
  %511 = load float, ptr %186, align 8, !tbaa !11
  %512 = load float, ptr %187, align 4, !tbaa !11
  %513 = fmul contract float %511, %497
  %514 = fmul contract float %512, %498
  %515 = fsub contract float %513, %514
  %516 = fmul contract float %512, %497
  %517 = fmul contract float %511, %498
  %518 = fadd contract float %516, %517
  %519 = load float, ptr %190, align 8, !tbaa !11
  %520 = load float, ptr %191, align 4, !tbaa !11
  %521 = fmul contract float %519, %499
  %522 = fmul contract float %520, %500
  %523 = fsub contract float %521, %522
  %524 = fmul contract float %520, %499
  %525 = fmul contract float %519, %500
  %526 = fadd contract float %524, %525
  %527 = load float, ptr %194, align 8, !tbaa !11
  %528 = load float, ptr %195, align 4, !tbaa !11
  %529 = fmul contract float %527, %501
  %530 = fmul contract float %528, %502
  %531 = fsub contract float %529, %530
  %532 = fmul contract float %528, %501
  %533 = fmul contract float %527, %502
  %534 = fadd contract float %532, %533
  %535 = load float, ptr %198, align 8, !tbaa !11
  %536 = load float, ptr %199, align 4, !tbaa !11
  %537 = fmul contract float %535, %503
  %538 = fmul contract float %536, %504
  %539 = fsub contract float %537, %538
  %540 = fmul contract float %536, %503
  %541 = fmul contract float %535, %504
  %542 = fadd contract float %540, %541
  %543 = load float, ptr %202, align 8, !tbaa !11
  %544 = load float, ptr %203, align 4, !tbaa !11
  %545 = fmul contract float %543, %505
  %546 = fmul contract float %544, %506
  %547 = fsub contract float %545, %546
  %548 = fmul contract float %544, %505
  %549 = fmul contract float %543, %506
  %550 = fadd contract float %548, %549
  %551 = load float, ptr %206, align 8, !tbaa !11
  %552 = load float, ptr %207, align 4, !tbaa !11
  %553 = fmul contract float %551, %507
  %554 = fmul contract float %552, %508
  %555 = fsub contract float %553, %554
  %556 = fmul contract float %552, %507
  %557 = fmul contract float %551, %508
  %558 = fadd contract float %556, %557
  %559 = load float, ptr %210, align 8, !tbaa !11
  %560 = load float, ptr %211, align 4, !tbaa !11
  %561 = fmul contract float %559, %509
  %562 = fmul contract float %560, %510
  %563 = fsub contract float %561, %562
  %564 = fmul contract float %560, %509
  %565 = fmul contract float %559, %510
  %566 = fadd contract float %564, %565
  %567 = fadd contract float %495, %539
  %568 = fadd contract float %496, %542
  %569 = fsub contract float %495, %539
  %570 = fsub contract float %496, %542
  %571 = fadd contract float %515, %547
  %572 = fadd contract float %518, %550
  %573 = fsub contract float %515, %547
  %574 = fsub contract float %518, %550
  %575 = fadd contract float %523, %555
  %576 = fadd contract float %526, %558
  %577 = fsub contract float %523, %555
  %578 = fsub contract float %526, %558
  %579 = fadd contract float %531, %563
  %580 = fadd contract float %534, %566
  %581 = fsub contract float %531, %563
  %582 = fsub contract float %534, %566
  %583 = fadd contract float %573, %574
  %584 = fmul contract float %583, 0x3FE6A09E60000000
  %585 = fsub contract float %574, %573
  %586 = fmul contract float %585, 0x3FE6A09E60000000
  %587 = fsub contract float %582, %581
  %588 = fmul contract float %587, 0x3FE6A09E60000000
  %589 = fadd contract float %582, %581
  %590 = fmul contract float %589, 0xBFE6A09E60000000
  %591 = fadd contract float %567, %575
  %592 = fadd contract float %568, %576
  %593 = fadd contract float %571, %579
  %594 = fadd contract float %572, %580
  %595 = fsub contract float %567, %575
  %596 = fsub contract float %568, %576
  %597 = fsub contract float %571, %579
  %598 = fsub contract float %572, %580
  %599 = fadd contract float %569, %578
  %600 = fsub contract float %570, %577
  %601 = fadd contract float %584, %588
  %602 = fadd contract float %586, %590
  %603 = fsub contract float %569, %578
  %604 = fadd contract float %570, %577
  %605 = fsub contract float %584, %588
  %606 = fsub contract float %586, %590
  %607 = fadd contract float %591, %593
  %608 = fadd contract float %592, %594
  %609 = fsub contract float %591, %593
  %610 = fsub contract float %592, %594
  %611 = fadd contract float %595, %598
  %612 = fsub contract float %596, %597
  %613 = fsub contract float %595, %598
  %614 = fadd contract float %596, %597
  %615 = fadd contract float %599, %601
  %616 = fadd contract float %600, %602
  %617 = fsub contract float %599, %601
  %618 = fsub contract float %600, %602
  %619 = fadd contract float %603, %606
  %620 = fsub contract float %604, %605
  %621 = fsub contract float %603, %606
  %622 = fadd contract float %604, %605
  %623 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %261
  %624 = fmul contract float %9, %607
  %625 = fmul contract float %17, %608
  %626 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %19
  store float %624, ptr %626, align 8, !tbaa !11
  %627 = getelementptr inbounds nuw i8, ptr %626, i64 4
  store float %625, ptr %627, align 4, !tbaa !11
  %628 = fmul contract float %9, %615
  %629 = fmul contract float %17, %616
  %630 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %21
  store float %628, ptr %630, align 8, !tbaa !11
  %631 = getelementptr inbounds nuw i8, ptr %630, i64 4
  store float %629, ptr %631, align 4, !tbaa !11
  %632 = fmul contract float %9, %611
  %633 = fmul contract float %17, %612
  %634 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %23
  store float %632, ptr %634, align 8, !tbaa !11
  %635 = getelementptr inbounds nuw i8, ptr %634, i64 4
  store float %633, ptr %635, align 4, !tbaa !11
  %636 = fmul contract float %9, %619
  %637 = fmul contract float %17, %620
  %638 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %25
  store float %636, ptr %638, align 8, !tbaa !11
  %639 = getelementptr inbounds nuw i8, ptr %638, i64 4
  store float %637, ptr %639, align 4, !tbaa !11
  %640 = fmul contract float %9, %609
  %641 = fmul contract float %17, %610
  %642 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %27
  store float %640, ptr %642, align 8, !tbaa !11
  %643 = getelementptr inbounds nuw i8, ptr %642, i64 4
  store float %641, ptr %643, align 4, !tbaa !11
  %644 = fmul contract float %9, %617
  %645 = fmul contract float %17, %618
  %646 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %29
  store float %644, ptr %646, align 8, !tbaa !11
  %647 = getelementptr inbounds nuw i8, ptr %646, i64 4
  store float %645, ptr %647, align 4, !tbaa !11
  %648 = fmul contract float %9, %613
  %649 = fmul contract float %17, %614
  %650 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %31
  store float %648, ptr %650, align 8, !tbaa !11
  %651 = getelementptr inbounds nuw i8, ptr %650, i64 4
  store float %649, ptr %651, align 4, !tbaa !11
  %652 = fmul contract float %9, %621
  %653 = fmul contract float %17, %622
  %654 = getelementptr inbounds nuw %struct.float2.0, ptr %623, i64 %33
  store float %652, ptr %654, align 8, !tbaa !11
  %655 = getelementptr inbounds nuw i8, ptr %654, i64 4
  store float %653, ptr %655, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %656 = add i32 %259, %18
  %657 = icmp slt i32 %656, %2
  br i1 %657, label %258, label %257, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @fft_r8_stage_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %8 = ashr i32 %3, 3
  %9 = shl nsw i32 %4, 3
  %10 = sdiv i32 %3, %9
  %11 = icmp eq i32 %6, 0
  %12 = sext i32 %8 to i64
  %13 = mul i64 %5, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i64 %18, %20
  %22 = icmp ult i64 %21, %13
  br i1 %22, label %23, label %432

23:                                               ; preds = %7
  %24 = sext i32 %3 to i64
  %25 = icmp sgt i32 %4, 1
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %17
  %29 = shl nsw i32 %8, 1
  %30 = mul nsw i32 %8, 3
  %31 = shl nsw i32 %8, 2
  %32 = mul nsw i32 %8, 5
  %33 = mul nsw i32 %8, 6
  %34 = mul nsw i32 %8, 7
  %35 = shl nsw i32 %4, 1
  %36 = mul nsw i32 %4, 3
  %37 = shl nsw i32 %4, 2
  %38 = mul nsw i32 %4, 5
  %39 = mul nsw i32 %4, 6
  %40 = mul nsw i32 %4, 7
  br label %41

41:                                               ; preds = %23, %379
  %42 = phi i64 [ %21, %23 ], [ %430, %379 ]
  %43 = udiv i64 %42, %12
  %44 = mul i64 %43, %12
  %45 = sub nuw i64 %42, %44
  %46 = freeze i64 %45
  %47 = trunc i64 %46 to i32
  %48 = mul i64 %43, %24
  %49 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %48
  %50 = shl i64 %46, 32
  %51 = ashr exact i64 %50, 29
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  %53 = load float, ptr %52, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %56 = add nsw i32 %8, %47
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %57
  %59 = load i32, ptr %58, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %62 = add nsw i32 %29, %47
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %63
  %65 = load float, ptr %64, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 4
  %67 = load float, ptr %66, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %68 = add nsw i32 %30, %47
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %69
  %71 = load i32, ptr %70, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 4
  %73 = load i32, ptr %72, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %74 = add nsw i32 %31, %47
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %75
  %77 = load i32, ptr %76, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %79 = load i32, ptr %78, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %80 = add nsw i32 %32, %47
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %81
  %83 = load float, ptr %82, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 4
  %85 = load float, ptr %84, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %86 = add nsw i32 %33, %47
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %87
  %89 = load i32, ptr %88, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load i32, ptr %90, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %92 = add nsw i32 %34, %47
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %93
  %95 = load float, ptr %94, align 8, !tbaa !11, !alias.scope !16, !noalias !21
  %96 = getelementptr inbounds nuw i8, ptr %94, i64 4
  %97 = load float, ptr %96, align 4, !tbaa !11, !alias.scope !16, !noalias !21
  %98 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %48
  %99 = srem i32 %47, %4
  br i1 %25, label %100, label %222

100:                                              ; preds = %41
  %101 = mul i32 %99, %10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %102
  %104 = addrspacecast ptr %103 to ptr addrspace(1)
  %105 = load float, ptr addrspace(1) %104, align 8, !noalias !23
  %106 = getelementptr inbounds nuw i8, ptr addrspace(1) %104, i64 4
  %107 = load float, ptr addrspace(1) %106, align 4, !noalias !23
  %108 = fneg contract float %107
  %109 = select contract i1 %11, float %107, float %108
  %110 = bitcast i32 %59 to float
  %111 = bitcast i32 %61 to float
  %112 = fmul contract float %105, %110
  %113 = fmul contract float %109, %111
  %114 = fsub contract float %112, %113
  %115 = fmul contract float %109, %110
  %116 = fmul contract float %105, %111
  %117 = fadd contract float %115, %116
  %118 = bitcast float %114 to i32
  %119 = bitcast float %117 to i32
  %120 = shl i32 %101, 1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %121
  %123 = addrspacecast ptr %122 to ptr addrspace(1)
  %124 = load float, ptr addrspace(1) %123, align 8, !noalias !23
  %125 = getelementptr inbounds nuw i8, ptr addrspace(1) %123, i64 4
  %126 = load float, ptr addrspace(1) %125, align 4, !noalias !23
  %127 = fneg contract float %126
  %128 = select contract i1 %11, float %126, float %127
  %129 = fmul contract float %124, %65
  %130 = fmul contract float %128, %67
  %131 = fsub contract float %129, %130
  %132 = fmul contract float %128, %65
  %133 = fmul contract float %124, %67
  %134 = fadd contract float %132, %133
  %135 = mul i32 %101, 3
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %136
  %138 = addrspacecast ptr %137 to ptr addrspace(1)
  %139 = load float, ptr addrspace(1) %138, align 8, !noalias !23
  %140 = getelementptr inbounds nuw i8, ptr addrspace(1) %138, i64 4
  %141 = load float, ptr addrspace(1) %140, align 4, !noalias !23
  %142 = fneg contract float %141
  %143 = select contract i1 %11, float %141, float %142
  %144 = bitcast i32 %71 to float
  %145 = bitcast i32 %73 to float
  %146 = fmul contract float %139, %144
  %147 = fmul contract float %143, %145
  %148 = fsub contract float %146, %147
  %149 = fmul contract float %143, %144
  %150 = fmul contract float %139, %145
  %151 = fadd contract float %149, %150
  %152 = bitcast float %148 to i32
  %153 = bitcast float %151 to i32
  %154 = shl i32 %101, 2
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %155
  %157 = addrspacecast ptr %156 to ptr addrspace(1)
  %158 = load float, ptr addrspace(1) %157, align 8, !noalias !23
  %159 = getelementptr inbounds nuw i8, ptr addrspace(1) %157, i64 4
  %160 = load float, ptr addrspace(1) %159, align 4, !noalias !23
  %161 = fneg contract float %160
  %162 = select contract i1 %11, float %160, float %161
  %163 = bitcast i32 %77 to float
  %164 = bitcast i32 %79 to float
  %165 = fmul contract float %158, %163
  %166 = fmul contract float %162, %164
  %167 = fsub contract float %165, %166
  %168 = fmul contract float %162, %163
  %169 = fmul contract float %158, %164
  %170 = fadd contract float %168, %169
  %171 = bitcast float %167 to i32
  %172 = bitcast float %170 to i32
  %173 = mul i32 %101, 5
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %174
  %176 = addrspacecast ptr %175 to ptr addrspace(1)
  %177 = load float, ptr addrspace(1) %176, align 8, !noalias !23
  %178 = getelementptr inbounds nuw i8, ptr addrspace(1) %176, i64 4
  %179 = load float, ptr addrspace(1) %178, align 4, !noalias !23
  %180 = fneg contract float %179
  %181 = select contract i1 %11, float %179, float %180
  %182 = fmul contract float %177, %83
  %183 = fmul contract float %181, %85
  %184 = fsub contract float %182, %183
  %185 = fmul contract float %181, %83
  %186 = fmul contract float %177, %85
  %187 = fadd contract float %185, %186
  %188 = mul i32 %101, 6
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %189
  %191 = addrspacecast ptr %190 to ptr addrspace(1)
  %192 = load float, ptr addrspace(1) %191, align 8, !noalias !23
  %193 = getelementptr inbounds nuw i8, ptr addrspace(1) %191, i64 4
  %194 = load float, ptr addrspace(1) %193, align 4, !noalias !23
  %195 = fneg contract float %194
  %196 = select contract i1 %11, float %194, float %195
  %197 = bitcast i32 %89 to float
  %198 = bitcast i32 %91 to float
  %199 = fmul contract float %192, %197
  %200 = fmul contract float %196, %198
  %201 = fsub contract float %199, %200
  %202 = fmul contract float %196, %197
  %203 = fmul contract float %192, %198
  %204 = fadd contract float %202, %203
  %205 = bitcast float %201 to i32
  %206 = bitcast float %204 to i32
  %207 = mul i32 %101, 7
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %208
  %210 = addrspacecast ptr %209 to ptr addrspace(1)
  %211 = load float, ptr addrspace(1) %210, align 8, !noalias !23
  %212 = getelementptr inbounds nuw i8, ptr addrspace(1) %210, i64 4
  %213 = load float, ptr addrspace(1) %212, align 4, !noalias !23
  %214 = fneg contract float %213
  %215 = select contract i1 %11, float %213, float %214
  %216 = fmul contract float %211, %95
  %217 = fmul contract float %215, %97
  %218 = fsub contract float %216, %217
  %219 = fmul contract float %215, %95
  %220 = fmul contract float %211, %97
  %221 = fadd contract float %219, %220
  br label %222

222:                                              ; preds = %100, %41
  %223 = phi i32 [ %119, %100 ], [ %61, %41 ]
  %224 = phi i32 [ %118, %100 ], [ %59, %41 ]
  %225 = phi float [ %134, %100 ], [ %67, %41 ]
  %226 = phi float [ %131, %100 ], [ %65, %41 ]
  %227 = phi i32 [ %153, %100 ], [ %73, %41 ]
  %228 = phi i32 [ %152, %100 ], [ %71, %41 ]
  %229 = phi i32 [ %172, %100 ], [ %79, %41 ]
  %230 = phi i32 [ %171, %100 ], [ %77, %41 ]
  %231 = phi float [ %187, %100 ], [ %85, %41 ]
  %232 = phi float [ %184, %100 ], [ %83, %41 ]
  %233 = phi i32 [ %206, %100 ], [ %91, %41 ]
  %234 = phi i32 [ %205, %100 ], [ %89, %41 ]
  %235 = phi float [ %221, %100 ], [ %97, %41 ]
  %236 = phi float [ %218, %100 ], [ %95, %41 ]
  br i1 %11, label %314, label %237

237:                                              ; preds = %222
  %238 = bitcast i32 %223 to float
  %239 = bitcast i32 %227 to float
  %240 = bitcast i32 %229 to float
  %241 = fneg contract float %240
  %242 = fneg contract float %231
  %243 = bitcast i32 %233 to float
  %244 = fneg contract float %243
  %245 = fneg contract float %235
  %246 = bitcast i32 %230 to float
  %247 = fadd contract float %53, %246
  %248 = fsub contract float %241, %55
  %249 = fsub contract float %53, %246
  %250 = fsub contract float %240, %55
  %251 = bitcast i32 %224 to float
  %252 = fadd contract float %232, %251
  %253 = fsub contract float %242, %238
  %254 = fsub contract float %251, %232
  %255 = fsub contract float %231, %238
  %256 = bitcast i32 %234 to float
  %257 = fadd contract float %226, %256
  %258 = fsub contract float %244, %225
  %259 = fsub contract float %226, %256
  %260 = fsub contract float %243, %225
  %261 = bitcast i32 %228 to float
  %262 = fadd contract float %236, %261
  %263 = fsub contract float %245, %239
  %264 = fsub contract float %261, %236
  %265 = fsub contract float %235, %239
  %266 = fadd contract float %254, %255
  %267 = fmul contract float %266, 0x3FE6A09E60000000
  %268 = fsub contract float %255, %254
  %269 = fmul contract float %268, 0x3FE6A09E60000000
  %270 = fsub contract float %265, %264
  %271 = fmul contract float %270, 0x3FE6A09E60000000
  %272 = fadd contract float %265, %264
  %273 = fmul contract float %272, 0xBFE6A09E60000000
  %274 = fadd contract float %247, %257
  %275 = fadd contract float %248, %258
  %276 = fadd contract float %252, %262
  %277 = fadd contract float %253, %263
  %278 = fsub contract float %247, %257
  %279 = fsub contract float %248, %258
  %280 = fsub contract float %252, %262
  %281 = fsub contract float %253, %263
  %282 = fadd contract float %249, %260
  %283 = fsub contract float %250, %259
  %284 = fadd contract float %267, %271
  %285 = fadd contract float %269, %273
  %286 = fsub contract float %249, %260
  %287 = fadd contract float %250, %259
  %288 = fsub contract float %267, %271
  %289 = fsub contract float %269, %273
  %290 = fadd contract float %274, %276
  %291 = fadd contract float %275, %277
  %292 = fsub contract float %274, %276
  %293 = fsub contract float %275, %277
  %294 = fadd contract float %278, %281
  %295 = fsub contract float %279, %280
  %296 = fsub contract float %278, %281
  %297 = fadd contract float %279, %280
  %298 = fadd contract float %282, %284
  %299 = fadd contract float %283, %285
  %300 = fsub contract float %282, %284
  %301 = fsub contract float %283, %285
  %302 = fadd contract float %286, %289
  %303 = fsub contract float %287, %288
  %304 = fsub contract float %286, %289
  %305 = fadd contract float %287, %288
  %306 = fneg contract float %291
  %307 = fneg contract float %299
  %308 = fneg contract float %295
  %309 = fneg contract float %303
  %310 = fneg contract float %293
  %311 = fneg contract float %301
  %312 = fneg contract float %297
  %313 = fneg contract float %305
  br label %379

314:                                              ; preds = %222
  %315 = bitcast i32 %230 to float
  %316 = bitcast i32 %229 to float
  %317 = fadd contract float %53, %315
  %318 = fadd contract float %55, %316
  %319 = fsub contract float %53, %315
  %320 = fsub contract float %55, %316
  %321 = bitcast i32 %224 to float
  %322 = bitcast i32 %223 to float
  %323 = fadd contract float %232, %321
  %324 = fadd contract float %231, %322
  %325 = fsub contract float %321, %232
  %326 = fsub contract float %322, %231
  %327 = bitcast i32 %234 to float
  %328 = bitcast i32 %233 to float
  %329 = fadd contract float %226, %327
  %330 = fadd contract float %225, %328
  %331 = fsub contract float %226, %327
  %332 = fsub contract float %225, %328
  %333 = bitcast i32 %228 to float
  %334 = bitcast i32 %227 to float
  %335 = fadd contract float %236, %333
  %336 = fadd contract float %235, %334
  %337 = fsub contract float %333, %236
  %338 = fsub contract float %334, %235
  %339 = fadd contract float %325, %326
  %340 = fmul contract float %339, 0x3FE6A09E60000000
  %341 = fsub contract float %326, %325
  %342 = fmul contract float %341, 0x3FE6A09E60000000
  %343 = fsub contract float %338, %337
  %344 = fmul contract float %343, 0x3FE6A09E60000000
  %345 = fadd contract float %338, %337
  %346 = fmul contract float %345, 0xBFE6A09E60000000
  %347 = fadd contract float %317, %329
  %348 = fadd contract float %318, %330
  %349 = fadd contract float %323, %335
  %350 = fadd contract float %324, %336
  %351 = fsub contract float %317, %329
  %352 = fsub contract float %318, %330
  %353 = fsub contract float %323, %335
  %354 = fsub contract float %324, %336
  %355 = fadd contract float %319, %332
  %356 = fsub contract float %320, %331
  %357 = fadd contract float %340, %344
  %358 = fadd contract float %342, %346
  %359 = fsub contract float %319, %332
  %360 = fadd contract float %320, %331
  %361 = fsub contract float %340, %344
  %362 = fsub contract float %342, %346
  %363 = fadd contract float %347, %349
  %364 = fadd contract float %348, %350
  %365 = fsub contract float %347, %349
  %366 = fsub contract float %348, %350
  %367 = fadd contract float %351, %354
  %368 = fsub contract float %352, %353
  %369 = fsub contract float %351, %354
  %370 = fadd contract float %352, %353
  %371 = fadd contract float %355, %357
  %372 = fadd contract float %356, %358
  %373 = fsub contract float %355, %357
  %374 = fsub contract float %356, %358
  %375 = fadd contract float %359, %362
  %376 = fsub contract float %360, %361
  %377 = fsub contract float %359, %362
  %378 = fadd contract float %360, %361
  br label %379

379:                                              ; preds = %237, %314
  %380 = phi float [ %372, %314 ], [ %307, %237 ]
  %381 = phi float [ %371, %314 ], [ %298, %237 ]
  %382 = phi float [ %368, %314 ], [ %308, %237 ]
  %383 = phi float [ %367, %314 ], [ %294, %237 ]
  %384 = phi float [ %376, %314 ], [ %309, %237 ]
  %385 = phi float [ %375, %314 ], [ %302, %237 ]
  %386 = phi float [ %366, %314 ], [ %310, %237 ]
  %387 = phi float [ %365, %314 ], [ %292, %237 ]
  %388 = phi float [ %374, %314 ], [ %311, %237 ]
  %389 = phi float [ %373, %314 ], [ %300, %237 ]
  %390 = phi float [ %370, %314 ], [ %312, %237 ]
  %391 = phi float [ %369, %314 ], [ %296, %237 ]
  %392 = phi float [ %378, %314 ], [ %313, %237 ]
  %393 = phi float [ %377, %314 ], [ %304, %237 ]
  %394 = phi float [ %364, %314 ], [ %306, %237 ]
  %395 = phi float [ %363, %314 ], [ %290, %237 ]
  %396 = sub nsw i32 %47, %99
  %397 = shl nsw i32 %396, 3
  %398 = add nsw i32 %397, %99
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %399
  store float %395, ptr %400, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %401 = getelementptr inbounds nuw i8, ptr %400, i64 4
  store float %394, ptr %401, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %402 = add nsw i32 %398, %4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %403
  store float %381, ptr %404, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %405 = getelementptr inbounds nuw i8, ptr %404, i64 4
  store float %380, ptr %405, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %406 = add nsw i32 %398, %35
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %407
  store float %383, ptr %408, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 4
  store float %382, ptr %409, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %410 = add nsw i32 %398, %36
  %411 = sext i32 %410 to i64
  %412 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %411
  store float %385, ptr %412, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %413 = getelementptr inbounds nuw i8, ptr %412, i64 4
  store float %384, ptr %413, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %414 = add nsw i32 %398, %37
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %415
  store float %387, ptr %416, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 4
  store float %386, ptr %417, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %418 = add nsw i32 %398, %38
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %419
  store float %389, ptr %420, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %421 = getelementptr inbounds nuw i8, ptr %420, i64 4
  store float %388, ptr %421, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %422 = add nsw i32 %398, %39
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %423
  store float %391, ptr %424, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 4
  store float %390, ptr %425, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %426 = add nsw i32 %398, %40
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %427
  store float %393, ptr %428, align 8, !tbaa !11, !alias.scope !19, !noalias !24
  %429 = getelementptr inbounds nuw i8, ptr %428, i64 4
  store float %392, ptr %429, align 4, !tbaa !11, !alias.scope !19, !noalias !24
  %430 = add i64 %42, %28
  %431 = icmp ult i64 %430, %13
  br i1 %431, label %41, label %432, !llvm.loop !25

432:                                              ; preds = %379, %7
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @fft_r8_stage_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  %8 = ashr i32 %3, 3
  %9 = shl nsw i32 %4, 3
  %10 = sdiv i32 %3, %9
  %11 = icmp eq i32 %6, 0
  %12 = sext i32 %8 to i64
  %13 = mul i64 %5, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i64 %18, %20
  %22 = icmp ult i64 %21, %13
  br i1 %22, label %23, label %400

23:                                               ; preds = %7
  %24 = sext i32 %3 to i64
  %25 = icmp sgt i32 %4, 1
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %17
  %29 = shl nsw i32 %8, 1
  %30 = mul nsw i32 %8, 3
  %31 = shl nsw i32 %8, 2
  %32 = mul nsw i32 %8, 5
  %33 = mul nsw i32 %8, 6
  %34 = mul nsw i32 %8, 7
  %35 = shl nsw i32 %4, 1
  %36 = mul nsw i32 %4, 3
  %37 = shl nsw i32 %4, 2
  %38 = mul nsw i32 %4, 5
  %39 = mul nsw i32 %4, 6
  %40 = mul nsw i32 %4, 7
  br label %41

41:                                               ; preds = %23, %347
  %42 = phi i64 [ %21, %23 ], [ %398, %347 ]
  %43 = udiv i64 %42, %12
  %44 = mul i64 %43, %12
  %45 = sub nuw i64 %42, %44
  %46 = freeze i64 %45
  %47 = trunc i64 %46 to i32
  %48 = mul i64 %43, %24
  %49 = getelementptr inbounds nuw %struct.double2.1, ptr %0, i64 %48
  %50 = shl i64 %46, 32
  %51 = ashr exact i64 %50, 28
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  %53 = load double, ptr %52, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %56 = add nsw i32 %8, %47
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %57
  %59 = load double, ptr %58, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 8
  %61 = load double, ptr %60, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %62 = add nsw i32 %29, %47
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %63
  %65 = load double, ptr %64, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 8
  %67 = load double, ptr %66, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %68 = add nsw i32 %30, %47
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %69
  %71 = load double, ptr %70, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 8
  %73 = load double, ptr %72, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %74 = add nsw i32 %31, %47
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %75
  %77 = load double, ptr %76, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %79 = load double, ptr %78, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %80 = add nsw i32 %32, %47
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %81
  %83 = load double, ptr %82, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 8
  %85 = load double, ptr %84, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %86 = add nsw i32 %33, %47
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %87
  %89 = load double, ptr %88, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %91 = load double, ptr %90, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %92 = add nsw i32 %34, %47
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %93
  %95 = load double, ptr %94, align 16, !tbaa !31, !alias.scope !26, !noalias !33
  %96 = getelementptr inbounds nuw i8, ptr %94, i64 8
  %97 = load double, ptr %96, align 8, !tbaa !31, !alias.scope !26, !noalias !33
  %98 = getelementptr inbounds nuw %struct.double2.1, ptr %1, i64 %48
  %99 = srem i32 %47, %4
  br i1 %25, label %100, label %206

100:                                              ; preds = %41
  %101 = mul i32 %99, %10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %102
  %104 = addrspacecast ptr %103 to ptr addrspace(1)
  %105 = load double, ptr addrspace(1) %104, align 16, !noalias !35
  %106 = getelementptr inbounds nuw i8, ptr addrspace(1) %104, i64 8
  %107 = load double, ptr addrspace(1) %106, align 8, !noalias !35
  %108 = fneg contract double %107
  %109 = select contract i1 %11, double %107, double %108
  %110 = fmul contract double %105, %59
  %111 = fmul contract double %109, %61
  %112 = fsub contract double %110, %111
  %113 = fmul contract double %59, %109
  %114 = fmul contract double %105, %61
  %115 = fadd contract double %113, %114
  %116 = shl i32 %101, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %117
  %119 = addrspacecast ptr %118 to ptr addrspace(1)
  %120 = load double, ptr addrspace(1) %119, align 16, !noalias !35
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %119, i64 8
  %122 = load double, ptr addrspace(1) %121, align 8, !noalias !35
  %123 = fneg contract double %122
  %124 = select contract i1 %11, double %122, double %123
  %125 = fmul contract double %120, %65
  %126 = fmul contract double %124, %67
  %127 = fsub contract double %125, %126
  %128 = fmul contract double %65, %124
  %129 = fmul contract double %120, %67
  %130 = fadd contract double %128, %129
  %131 = mul i32 %101, 3
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %132
  %134 = addrspacecast ptr %133 to ptr addrspace(1)
  %135 = load double, ptr addrspace(1) %134, align 16, !noalias !35
  %136 = getelementptr inbounds nuw i8, ptr addrspace(1) %134, i64 8
  %137 = load double, ptr addrspace(1) %136, align 8, !noalias !35
  %138 = fneg contract double %137
  %139 = select contract i1 %11, double %137, double %138
  %140 = fmul contract double %135, %71
  %141 = fmul contract double %139, %73
  %142 = fsub contract double %140, %141
  %143 = fmul contract double %71, %139
  %144 = fmul contract double %135, %73
  %145 = fadd contract double %143, %144
  %146 = shl i32 %101, 2
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %147
  %149 = addrspacecast ptr %148 to ptr addrspace(1)
  %150 = load double, ptr addrspace(1) %149, align 16, !noalias !35
  %151 = getelementptr inbounds nuw i8, ptr addrspace(1) %149, i64 8
  %152 = load double, ptr addrspace(1) %151, align 8, !noalias !35
  %153 = fneg contract double %152
  %154 = select contract i1 %11, double %152, double %153
  %155 = fmul contract double %150, %77
  %156 = fmul contract double %154, %79
  %157 = fsub contract double %155, %156
  %158 = fmul contract double %77, %154
  %159 = fmul contract double %150, %79
  %160 = fadd contract double %158, %159
  %161 = mul i32 %101, 5
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %162
  %164 = addrspacecast ptr %163 to ptr addrspace(1)
  %165 = load double, ptr addrspace(1) %164, align 16, !noalias !35
  %166 = getelementptr inbounds nuw i8, ptr addrspace(1) %164, i64 8
  %167 = load double, ptr addrspace(1) %166, align 8, !noalias !35
  %168 = fneg contract double %167
  %169 = select contract i1 %11, double %167, double %168
  %170 = fmul contract double %165, %83
  %171 = fmul contract double %169, %85
  %172 = fsub contract double %170, %171
  %173 = fmul contract double %83, %169
  %174 = fmul contract double %165, %85
  %175 = fadd contract double %173, %174
  %176 = mul i32 %101, 6
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %177
  %179 = addrspacecast ptr %178 to ptr addrspace(1)
  %180 = load double, ptr addrspace(1) %179, align 16, !noalias !35
  %181 = getelementptr inbounds nuw i8, ptr addrspace(1) %179, i64 8
  %182 = load double, ptr addrspace(1) %181, align 8, !noalias !35
  %183 = fneg contract double %182
  %184 = select contract i1 %11, double %182, double %183
  %185 = fmul contract double %180, %89
  %186 = fmul contract double %184, %91
  %187 = fsub contract double %185, %186
  %188 = fmul contract double %89, %184
  %189 = fmul contract double %180, %91
  %190 = fadd contract double %188, %189
  %191 = mul i32 %101, 7
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %192
  %194 = addrspacecast ptr %193 to ptr addrspace(1)
  %195 = load double, ptr addrspace(1) %194, align 16, !noalias !35
  %196 = getelementptr inbounds nuw i8, ptr addrspace(1) %194, i64 8
  %197 = load double, ptr addrspace(1) %196, align 8, !noalias !35
  %198 = fneg contract double %197
  %199 = select contract i1 %11, double %197, double %198
  %200 = fmul contract double %195, %95
  %201 = fmul contract double %199, %97
  %202 = fsub contract double %200, %201
  %203 = fmul contract double %95, %199
  %204 = fmul contract double %195, %97
  %205 = fadd contract double %203, %204
  br label %206

206:                                              ; preds = %100, %41
  %207 = phi double [ %115, %100 ], [ %61, %41 ]
  %208 = phi double [ %112, %100 ], [ %59, %41 ]
  %209 = phi double [ %145, %100 ], [ %73, %41 ]
  %210 = phi double [ %142, %100 ], [ %71, %41 ]
  %211 = phi double [ %160, %100 ], [ %79, %41 ]
  %212 = phi double [ %157, %100 ], [ %77, %41 ]
  %213 = phi double [ %190, %100 ], [ %91, %41 ]
  %214 = phi double [ %187, %100 ], [ %89, %41 ]
  %215 = phi double [ %205, %100 ], [ %97, %41 ]
  %216 = phi double [ %202, %100 ], [ %95, %41 ]
  %217 = phi double [ %175, %100 ], [ %85, %41 ]
  %218 = phi double [ %172, %100 ], [ %83, %41 ]
  %219 = phi double [ %130, %100 ], [ %67, %41 ]
  %220 = phi double [ %127, %100 ], [ %65, %41 ]
  br i1 %11, label %290, label %221

221:                                              ; preds = %206
  %222 = fneg contract double %211
  %223 = fneg contract double %217
  %224 = fneg contract double %213
  %225 = fneg contract double %215
  %226 = fadd contract double %53, %212
  %227 = fsub contract double %222, %55
  %228 = fsub contract double %53, %212
  %229 = fsub contract double %211, %55
  %230 = fadd contract double %208, %218
  %231 = fsub contract double %223, %207
  %232 = fsub contract double %208, %218
  %233 = fsub contract double %217, %207
  %234 = fadd contract double %220, %214
  %235 = fsub contract double %224, %219
  %236 = fsub contract double %220, %214
  %237 = fsub contract double %213, %219
  %238 = fadd contract double %210, %216
  %239 = fsub contract double %225, %209
  %240 = fsub contract double %210, %216
  %241 = fsub contract double %215, %209
  %242 = fadd contract double %232, %233
  %243 = fmul contract double %242, 0x3FE6A09E667F3BCD
  %244 = fsub contract double %233, %232
  %245 = fmul contract double %244, 0x3FE6A09E667F3BCD
  %246 = fsub contract double %241, %240
  %247 = fmul contract double %246, 0x3FE6A09E667F3BCD
  %248 = fadd contract double %241, %240
  %249 = fmul contract double %248, 0xBFE6A09E667F3BCD
  %250 = fadd contract double %226, %234
  %251 = fadd contract double %227, %235
  %252 = fadd contract double %230, %238
  %253 = fadd contract double %231, %239
  %254 = fsub contract double %226, %234
  %255 = fsub contract double %227, %235
  %256 = fsub contract double %230, %238
  %257 = fsub contract double %231, %239
  %258 = fadd contract double %228, %237
  %259 = fsub contract double %229, %236
  %260 = fadd contract double %243, %247
  %261 = fadd contract double %245, %249
  %262 = fsub contract double %228, %237
  %263 = fadd contract double %229, %236
  %264 = fsub contract double %243, %247
  %265 = fsub contract double %245, %249
  %266 = fadd contract double %250, %252
  %267 = fadd contract double %251, %253
  %268 = fsub contract double %250, %252
  %269 = fsub contract double %251, %253
  %270 = fadd contract double %254, %257
  %271 = fsub contract double %255, %256
  %272 = fsub contract double %254, %257
  %273 = fadd contract double %255, %256
  %274 = fadd contract double %258, %260
  %275 = fadd contract double %259, %261
  %276 = fsub contract double %258, %260
  %277 = fsub contract double %259, %261
  %278 = fadd contract double %262, %265
  %279 = fsub contract double %263, %264
  %280 = fsub contract double %262, %265
  %281 = fadd contract double %263, %264
  %282 = fneg contract double %267
  %283 = fneg contract double %275
  %284 = fneg contract double %271
  %285 = fneg contract double %279
  %286 = fneg contract double %269
  %287 = fneg contract double %277
  %288 = fneg contract double %273
  %289 = fneg contract double %281
  br label %347

290:                                              ; preds = %206
  %291 = fadd contract double %53, %212
  %292 = fadd contract double %55, %211
  %293 = fsub contract double %53, %212
  %294 = fsub contract double %55, %211
  %295 = fadd contract double %208, %218
  %296 = fadd contract double %207, %217
  %297 = fsub contract double %208, %218
  %298 = fsub contract double %207, %217
  %299 = fadd contract double %220, %214
  %300 = fadd contract double %219, %213
  %301 = fsub contract double %220, %214
  %302 = fsub contract double %219, %213
  %303 = fadd contract double %210, %216
  %304 = fadd contract double %209, %215
  %305 = fsub contract double %210, %216
  %306 = fsub contract double %209, %215
  %307 = fadd contract double %297, %298
  %308 = fmul contract double %307, 0x3FE6A09E667F3BCD
  %309 = fsub contract double %298, %297
  %310 = fmul contract double %309, 0x3FE6A09E667F3BCD
  %311 = fsub contract double %306, %305
  %312 = fmul contract double %311, 0x3FE6A09E667F3BCD
  %313 = fadd contract double %306, %305
  %314 = fmul contract double %313, 0xBFE6A09E667F3BCD
  %315 = fadd contract double %291, %299
  %316 = fadd contract double %292, %300
  %317 = fadd contract double %295, %303
  %318 = fadd contract double %296, %304
  %319 = fsub contract double %291, %299
  %320 = fsub contract double %292, %300
  %321 = fsub contract double %295, %303
  %322 = fsub contract double %296, %304
  %323 = fadd contract double %293, %302
  %324 = fsub contract double %294, %301
  %325 = fadd contract double %308, %312
  %326 = fadd contract double %310, %314
  %327 = fsub contract double %293, %302
  %328 = fadd contract double %294, %301
  %329 = fsub contract double %308, %312
  %330 = fsub contract double %310, %314
  %331 = fadd contract double %315, %317
  %332 = fadd contract double %316, %318
  %333 = fsub contract double %315, %317
  %334 = fsub contract double %316, %318
  %335 = fadd contract double %319, %322
  %336 = fsub contract double %320, %321
  %337 = fsub contract double %319, %322
  %338 = fadd contract double %320, %321
  %339 = fadd contract double %323, %325
  %340 = fadd contract double %324, %326
  %341 = fsub contract double %323, %325
  %342 = fsub contract double %324, %326
  %343 = fadd contract double %327, %330
  %344 = fsub contract double %328, %329
  %345 = fsub contract double %327, %330
  %346 = fadd contract double %328, %329
  br label %347

347:                                              ; preds = %221, %290
  %348 = phi double [ %340, %290 ], [ %283, %221 ]
  %349 = phi double [ %339, %290 ], [ %274, %221 ]
  %350 = phi double [ %344, %290 ], [ %285, %221 ]
  %351 = phi double [ %343, %290 ], [ %278, %221 ]
  %352 = phi double [ %334, %290 ], [ %286, %221 ]
  %353 = phi double [ %333, %290 ], [ %268, %221 ]
  %354 = phi double [ %338, %290 ], [ %288, %221 ]
  %355 = phi double [ %337, %290 ], [ %272, %221 ]
  %356 = phi double [ %346, %290 ], [ %289, %221 ]
  %357 = phi double [ %345, %290 ], [ %280, %221 ]
  %358 = phi double [ %342, %290 ], [ %287, %221 ]
  %359 = phi double [ %341, %290 ], [ %276, %221 ]
  %360 = phi double [ %336, %290 ], [ %284, %221 ]
  %361 = phi double [ %335, %290 ], [ %270, %221 ]
  %362 = phi double [ %332, %290 ], [ %282, %221 ]
  %363 = phi double [ %331, %290 ], [ %266, %221 ]
  %364 = sub nsw i32 %47, %99
  %365 = shl nsw i32 %364, 3
  %366 = add nsw i32 %365, %99
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %367
  store double %363, ptr %368, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %369 = getelementptr inbounds nuw i8, ptr %368, i64 8
  store double %362, ptr %369, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %370 = add nsw i32 %366, %4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %371
  store double %349, ptr %372, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %373 = getelementptr inbounds nuw i8, ptr %372, i64 8
  store double %348, ptr %373, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %374 = add nsw i32 %366, %35
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %375
  store double %361, ptr %376, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 8
  store double %360, ptr %377, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %378 = add nsw i32 %366, %36
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %379
  store double %351, ptr %380, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %381 = getelementptr inbounds nuw i8, ptr %380, i64 8
  store double %350, ptr %381, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %382 = add nsw i32 %366, %37
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %383
  store double %353, ptr %384, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %385 = getelementptr inbounds nuw i8, ptr %384, i64 8
  store double %352, ptr %385, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %386 = add nsw i32 %366, %38
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %387
  store double %359, ptr %388, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %389 = getelementptr inbounds nuw i8, ptr %388, i64 8
  store double %358, ptr %389, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %390 = add nsw i32 %366, %39
  %391 = sext i32 %390 to i64
  %392 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %391
  store double %355, ptr %392, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %393 = getelementptr inbounds nuw i8, ptr %392, i64 8
  store double %354, ptr %393, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %394 = add nsw i32 %366, %40
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %395
  store double %357, ptr %396, align 16, !tbaa !31, !alias.scope !29, !noalias !36
  %397 = getelementptr inbounds nuw i8, ptr %396, i64 8
  store double %356, ptr %397, align 8, !tbaa !31, !alias.scope !29, !noalias !36
  %398 = add i64 %42, %28
  %399 = icmp ult i64 %398, %13
  br i1 %399, label %41, label %400, !llvm.loop !37

400:                                              ; preds = %347, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }

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
!15 = distinct !{!15, !14}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi: argument 0"}
!18 = distinct !{!18, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi"}
!19 = !{!20}
!20 = distinct !{!20, !18, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi: argument 1"}
!21 = !{!20, !22}
!22 = distinct !{!22, !18, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi: argument 2"}
!23 = !{!17, !20}
!24 = !{!17, !22}
!25 = distinct !{!25, !14}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi: argument 0"}
!28 = distinct !{!28, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi"}
!29 = !{!30}
!30 = distinct !{!30, !28, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi: argument 1"}
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !8, i64 0}
!33 = !{!30, !34}
!34 = distinct !{!34, !28, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi: argument 2"}
!35 = !{!27, !30}
!36 = !{!27, !34}
!37 = distinct !{!37, !14}
