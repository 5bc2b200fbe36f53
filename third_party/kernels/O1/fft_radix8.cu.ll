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
  br i1 %6, label %268, label %7

7:                                                ; preds = %268, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = icmp eq i32 %3, 0
  %9 = select contract i1 %8, float 1.000000e+00, float 0x3F60000000000000
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %313

12:                                               ; preds = %7
  %13 = mul nuw nsw i32 %5, 9
  %14 = and i32 %5, 7
  %15 = shl nuw nsw i32 %14, 3
  %16 = and i32 %5, 1016
  %17 = select contract i1 %8, float 1.000000e+00, float 0xBF60000000000000
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = zext nneg i32 %5 to i64
  %20 = zext nneg i32 %5 to i64
  %21 = zext nneg i32 %5 to i64
  %22 = zext nneg i32 %5 to i64
  %23 = zext nneg i32 %5 to i64
  %24 = zext nneg i32 %5 to i64
  %25 = zext nneg i32 %5 to i64
  %26 = zext nneg i32 %5 to i64
  %27 = zext nneg i32 %13 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %27
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %27
  %30 = add nuw nsw i32 %13, 1
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %31
  %33 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %31
  %34 = add nuw nsw i32 %13, 2
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %35
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %35
  %38 = add nuw nsw i32 %13, 3
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %39
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %39
  %42 = add nuw nsw i32 %13, 4
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %43
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %43
  %46 = add nuw nsw i32 %13, 5
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %47
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %47
  %50 = add nuw nsw i32 %13, 6
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %51
  %53 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %51
  %54 = add nuw nsw i32 %13, 7
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %55
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %55
  %58 = lshr i32 %5, 3
  %59 = add nuw nsw i32 %58, %5
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %60
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %60
  %63 = zext nneg i32 %15 to i64
  %64 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %63
  %65 = add nuw nsw i32 %5, 64
  %66 = lshr i32 %65, 3
  %67 = add nuw nsw i32 %66, %65
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %64, i64 4
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %68
  %72 = mul nuw nsw i32 %14, 40
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %73
  %75 = add nuw nsw i32 %5, 320
  %76 = lshr i32 %75, 3
  %77 = add nuw nsw i32 %76, %75
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %74, i64 4
  %81 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %78
  %82 = mul nuw nsw i32 %14, 24
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 4
  %86 = add nuw nsw i32 %5, 192
  %87 = lshr i32 %86, 3
  %88 = add nuw nsw i32 %87, %86
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %89
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %89
  %92 = mul nuw nsw i32 %14, 56
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 4
  %96 = add nuw nsw i32 %5, 448
  %97 = lshr i32 %96, 3
  %98 = add nuw nsw i32 %97, %96
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %99
  %101 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %99
  %102 = shl nuw nsw i32 %14, 5
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 4
  %106 = add nuw nsw i32 %5, 256
  %107 = lshr i32 %106, 3
  %108 = add nuw nsw i32 %107, %106
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %109
  %111 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %109
  %112 = shl nuw nsw i32 %14, 4
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %113
  %115 = add nuw nsw i32 %5, 128
  %116 = lshr i32 %115, 3
  %117 = add nuw nsw i32 %116, %115
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %121 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %118
  %122 = mul nuw nsw i32 %14, 48
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %123
  %125 = add nuw nsw i32 %5, 384
  %126 = lshr i32 %125, 3
  %127 = add nuw nsw i32 %126, %125
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %124, i64 4
  %131 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %128
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
  %186 = lshr i32 %5, 3
  %187 = add nuw nsw i32 %186, %5
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %188
  %190 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %188
  %191 = shl nuw nsw i32 %5, 2
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %192
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 4
  %195 = add nuw nsw i32 %5, 256
  %196 = lshr i32 %195, 3
  %197 = add nuw nsw i32 %196, %195
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %198
  %200 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %198
  %201 = shl nuw nsw i32 %5, 1
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %202
  %204 = add nuw nsw i32 %5, 128
  %205 = lshr i32 %204, 3
  %206 = add nuw nsw i32 %205, %204
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %207
  %209 = getelementptr inbounds nuw i8, ptr %203, i64 4
  %210 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %207
  %211 = mul nuw nsw i32 %5, 6
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %212
  %214 = add nuw nsw i32 %5, 384
  %215 = lshr i32 %214, 3
  %216 = add nuw nsw i32 %215, %214
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %217
  %219 = getelementptr inbounds nuw i8, ptr %213, i64 4
  %220 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %217
  %221 = zext nneg i32 %5 to i64
  %222 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %221
  %223 = add nuw nsw i32 %5, 64
  %224 = lshr i32 %223, 3
  %225 = add nuw nsw i32 %224, %223
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %226
  %228 = getelementptr inbounds nuw i8, ptr %222, i64 4
  %229 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %226
  %230 = mul nuw nsw i32 %5, 5
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %231
  %233 = add nuw nsw i32 %5, 320
  %234 = lshr i32 %233, 3
  %235 = add nuw nsw i32 %234, %233
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %236
  %238 = getelementptr inbounds nuw i8, ptr %232, i64 4
  %239 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %236
  %240 = mul nuw nsw i32 %5, 3
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %241
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 4
  %244 = add nuw nsw i32 %5, 192
  %245 = lshr i32 %244, 3
  %246 = add nuw nsw i32 %245, %244
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %247
  %249 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %247
  %250 = mul nuw nsw i32 %5, 7
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %251
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 4
  %254 = add nuw nsw i32 %5, 448
  %255 = lshr i32 %254, 3
  %256 = add nuw nsw i32 %255, %254
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_re to ptr), i64 %257
  %259 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_im to ptr), i64 %257
  %260 = zext nneg i32 %5 to i64
  %261 = zext nneg i32 %5 to i64
  %262 = zext nneg i32 %5 to i64
  %263 = zext nneg i32 %5 to i64
  %264 = zext nneg i32 %5 to i64
  %265 = zext nneg i32 %5 to i64
  %266 = zext nneg i32 %5 to i64
  %267 = zext nneg i32 %5 to i64
  br label %314

268:                                              ; preds = %4, %268
  %269 = phi i32 [ %311, %268 ], [ %5, %4 ]
  %270 = uitofp nneg i32 %269 to float
  %271 = fmul contract float %270, -3.906250e-03
  %272 = fadd float %271, %271
  %273 = tail call float @llvm.nvvm.round.f(float %272) #6
  %274 = tail call i32 @llvm.nvvm.f2i.rz(float %273)
  %275 = fneg float %273
  %276 = tail call float @llvm.fma.f32(float %275, float 5.000000e-01, float %271)
  %277 = tail call float @llvm.nvvm.mul.rn.f(float %276, float %276) #6
  %278 = tail call float @llvm.fma.f32(float %277, float 0xBFE2F59920000000, float 0x400466B200000000)
  %279 = tail call float @llvm.fma.f32(float %277, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %280 = tail call float @llvm.fma.f32(float %278, float %277, float 0xC014ABBEC0000000)
  %281 = tail call float @llvm.fma.f32(float %279, float %277, float 0x40103C19E0000000)
  %282 = tail call float @llvm.fma.f32(float %277, float %276, float 0.000000e+00)
  %283 = tail call float @llvm.fma.f32(float %281, float %277, float 0xC013BD3CC0000000)
  %284 = tail call float @llvm.fma.f32(float %280, float %282, float 0.000000e+00)
  %285 = tail call float @llvm.fma.f32(float %283, float %277, float 1.000000e+00)
  %286 = tail call float @llvm.fma.f32(float %276, float 0x400921FB60000000, float %284)
  %287 = and i32 %274, 1
  %288 = icmp eq i32 %287, 0
  %289 = select i1 %288, float %286, float %285
  %290 = select i1 %288, float %285, float %286
  %291 = and i32 %274, 2
  %292 = icmp eq i32 %291, 0
  %293 = fneg float %289
  %294 = select i1 %292, float %289, float %293
  %295 = add i32 %274, 1
  %296 = and i32 %295, 2
  %297 = icmp eq i32 %296, 0
  %298 = fsub float 0.000000e+00, %290
  %299 = select i1 %297, float %290, float %298
  %300 = tail call float @llvm.trunc.f32(float %271)
  %301 = fcmp oeq float %271, %300
  %302 = tail call float @llvm.nvvm.mul.rn.f(float %271, float 0.000000e+00) #6
  %303 = select i1 %301, float %302, float %294
  %304 = tail call float @llvm.nvvm.fabs.f32(float %271)
  %305 = fcmp ogt float %304, 0x4170000000000000
  %306 = tail call float @llvm.nvvm.add.rn.f(float %303, float 1.000000e+00) #6
  %307 = select i1 %305, float %306, float %299
  %308 = zext nneg i32 %269 to i64
  %309 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fft512_r8_sharedE4s_tw to ptr), i64 %308
  store float %307, ptr %309, align 8, !tbaa !11
  %310 = getelementptr inbounds nuw i8, ptr %309, i64 4
  store float %303, ptr %310, align 4, !tbaa !11
  %311 = add nuw nsw i32 %269, 64
  %312 = icmp samesign ult i32 %269, 448
  br i1 %312, label %268, label %7, !llvm.loop !13

313:                                              ; preds = %314, %7
  ret void

314:                                              ; preds = %12, %314
  %315 = phi i32 [ %10, %12 ], [ %726, %314 ]
  %316 = sext i32 %315 to i64
  %317 = shl nsw i64 %316, 9
  %318 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %317
  %319 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %19
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 4
  %321 = load float, ptr %320, align 4, !tbaa !11
  %322 = fneg contract float %321
  %323 = select contract i1 %8, float %321, float %322
  %324 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %20
  %325 = getelementptr inbounds nuw i8, ptr %324, i64 2052
  %326 = load float, ptr %325, align 4, !tbaa !11
  %327 = fneg contract float %326
  %328 = select contract i1 %8, float %326, float %327
  %329 = fsub contract float %323, %328
  %330 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %21
  %331 = getelementptr inbounds nuw i8, ptr %330, i64 1024
  %332 = load float, ptr %331, align 8, !tbaa !11
  %333 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %22
  %334 = getelementptr inbounds nuw i8, ptr %333, i64 3072
  %335 = load float, ptr %334, align 8, !tbaa !11
  %336 = fsub contract float %332, %335
  %337 = fadd contract float %329, %336
  %338 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %23
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 512
  %340 = load float, ptr %339, align 8, !tbaa !11
  %341 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %24
  %342 = getelementptr inbounds nuw i8, ptr %341, i64 2560
  %343 = load float, ptr %342, align 8, !tbaa !11
  %344 = fsub contract float %340, %343
  %345 = getelementptr inbounds nuw i8, ptr %338, i64 516
  %346 = load float, ptr %345, align 4, !tbaa !11
  %347 = fneg contract float %346
  %348 = select contract i1 %8, float %346, float %347
  %349 = getelementptr inbounds nuw i8, ptr %341, i64 2564
  %350 = load float, ptr %349, align 4, !tbaa !11
  %351 = fneg contract float %350
  %352 = select contract i1 %8, float %350, float %351
  %353 = fsub contract float %348, %352
  %354 = fadd contract float %344, %353
  %355 = fmul contract float %354, 0x3FE6A09E60000000
  %356 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %25
  %357 = getelementptr inbounds nuw i8, ptr %356, i64 1540
  %358 = load float, ptr %357, align 4, !tbaa !11
  %359 = fneg contract float %358
  %360 = select contract i1 %8, float %358, float %359
  %361 = getelementptr inbounds nuw %struct.float2.0, ptr %318, i64 %26
  %362 = getelementptr inbounds nuw i8, ptr %361, i64 3588
  %363 = load float, ptr %362, align 4, !tbaa !11
  %364 = fneg contract float %363
  %365 = select contract i1 %8, float %363, float %364
  %366 = fsub contract float %360, %365
  %367 = getelementptr inbounds nuw i8, ptr %356, i64 1536
  %368 = load float, ptr %367, align 8, !tbaa !11
  %369 = getelementptr inbounds nuw i8, ptr %361, i64 3584
  %370 = load float, ptr %369, align 8, !tbaa !11
  %371 = fsub contract float %368, %370
  %372 = fsub contract float %366, %371
  %373 = fmul contract float %372, 0x3FE6A09E60000000
  %374 = fsub contract float %355, %373
  %375 = fadd contract float %337, %374
  %376 = load float, ptr %319, align 8, !tbaa !11
  %377 = getelementptr inbounds nuw i8, ptr %324, i64 2048
  %378 = load float, ptr %377, align 8, !tbaa !11
  %379 = fsub contract float %376, %378
  %380 = getelementptr inbounds nuw i8, ptr %330, i64 1028
  %381 = load float, ptr %380, align 4, !tbaa !11
  %382 = fneg contract float %381
  %383 = select contract i1 %8, float %381, float %382
  %384 = getelementptr inbounds nuw i8, ptr %333, i64 3076
  %385 = load float, ptr %384, align 4, !tbaa !11
  %386 = fneg contract float %385
  %387 = select contract i1 %8, float %385, float %386
  %388 = fsub contract float %383, %387
  %389 = fsub contract float %379, %388
  %390 = fsub contract float %353, %344
  %391 = fmul contract float %390, 0x3FE6A09E60000000
  %392 = fadd contract float %366, %371
  %393 = fmul contract float %392, 0xBFE6A09E60000000
  %394 = fsub contract float %391, %393
  %395 = fsub contract float %389, %394
  %396 = fsub contract float %337, %374
  %397 = fadd contract float %389, %394
  %398 = fsub contract float %329, %336
  %399 = fadd contract float %391, %393
  %400 = fsub contract float %398, %399
  %401 = fadd contract float %379, %388
  %402 = fadd contract float %355, %373
  %403 = fsub contract float %401, %402
  %404 = fadd contract float %398, %399
  %405 = fadd contract float %401, %402
  %406 = fadd contract float %323, %328
  %407 = fadd contract float %383, %387
  %408 = fsub contract float %406, %407
  %409 = fadd contract float %340, %343
  %410 = fadd contract float %368, %370
  %411 = fsub contract float %409, %410
  %412 = fadd contract float %408, %411
  %413 = fadd contract float %376, %378
  %414 = fadd contract float %332, %335
  %415 = fsub contract float %413, %414
  %416 = fadd contract float %348, %352
  %417 = fadd contract float %360, %365
  %418 = fsub contract float %416, %417
  %419 = fsub contract float %415, %418
  %420 = fsub contract float %408, %411
  %421 = fadd contract float %415, %418
  %422 = fadd contract float %406, %407
  %423 = fadd contract float %416, %417
  %424 = fsub contract float %422, %423
  %425 = fadd contract float %413, %414
  %426 = fadd contract float %409, %410
  %427 = fsub contract float %425, %426
  %428 = fadd contract float %422, %423
  %429 = fadd contract float %425, %426
  store float %429, ptr %28, align 4, !tbaa !11
  store float %428, ptr %29, align 4, !tbaa !11
  store float %405, ptr %32, align 4, !tbaa !11
  store float %404, ptr %33, align 4, !tbaa !11
  store float %421, ptr %36, align 4, !tbaa !11
  store float %420, ptr %37, align 4, !tbaa !11
  store float %397, ptr %40, align 4, !tbaa !11
  store float %396, ptr %41, align 4, !tbaa !11
  store float %427, ptr %44, align 4, !tbaa !11
  store float %424, ptr %45, align 4, !tbaa !11
  store float %403, ptr %48, align 4, !tbaa !11
  store float %400, ptr %49, align 4, !tbaa !11
  store float %419, ptr %52, align 4, !tbaa !11
  store float %412, ptr %53, align 4, !tbaa !11
  store float %395, ptr %56, align 4, !tbaa !11
  store float %375, ptr %57, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %430 = load float, ptr %61, align 4, !tbaa !11
  %431 = load float, ptr %62, align 4, !tbaa !11
  %432 = load float, ptr %64, align 8, !tbaa !11
  %433 = load float, ptr %69, align 4, !tbaa !11
  %434 = load float, ptr %70, align 4, !tbaa !11
  %435 = load float, ptr %71, align 4, !tbaa !11
  %436 = load float, ptr %74, align 8, !tbaa !11
  %437 = load float, ptr %79, align 4, !tbaa !11
  %438 = load float, ptr %80, align 4, !tbaa !11
  %439 = load float, ptr %81, align 4, !tbaa !11
  %440 = load float, ptr %85, align 4, !tbaa !11
  %441 = load float, ptr %90, align 4, !tbaa !11
  %442 = load float, ptr %84, align 8, !tbaa !11
  %443 = load float, ptr %91, align 4, !tbaa !11
  %444 = load float, ptr %95, align 4, !tbaa !11
  %445 = load float, ptr %100, align 4, !tbaa !11
  %446 = load float, ptr %94, align 8, !tbaa !11
  %447 = load float, ptr %101, align 4, !tbaa !11
  %448 = load float, ptr %105, align 4, !tbaa !11
  %449 = load float, ptr %110, align 4, !tbaa !11
  %450 = load float, ptr %104, align 8, !tbaa !11
  %451 = load float, ptr %111, align 4, !tbaa !11
  %452 = load float, ptr %114, align 8, !tbaa !11
  %453 = load float, ptr %119, align 4, !tbaa !11
  %454 = load float, ptr %120, align 4, !tbaa !11
  %455 = load float, ptr %121, align 4, !tbaa !11
  %456 = load float, ptr %124, align 8, !tbaa !11
  %457 = load float, ptr %129, align 4, !tbaa !11
  %458 = load float, ptr %130, align 4, !tbaa !11
  %459 = load float, ptr %131, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %460 = fmul contract float %448, %449
  %461 = fmul contract float %450, %451
  %462 = fadd contract float %460, %461
  %463 = fsub contract float %431, %462
  %464 = fmul contract float %452, %453
  %465 = fmul contract float %454, %455
  %466 = fsub contract float %464, %465
  %467 = fmul contract float %456, %457
  %468 = fmul contract float %458, %459
  %469 = fsub contract float %467, %468
  %470 = fsub contract float %466, %469
  %471 = fadd contract float %463, %470
  %472 = fmul contract float %432, %433
  %473 = fmul contract float %434, %435
  %474 = fsub contract float %472, %473
  %475 = fmul contract float %436, %437
  %476 = fmul contract float %438, %439
  %477 = fsub contract float %475, %476
  %478 = fsub contract float %474, %477
  %479 = fmul contract float %434, %433
  %480 = fmul contract float %432, %435
  %481 = fadd contract float %479, %480
  %482 = fmul contract float %438, %437
  %483 = fmul contract float %436, %439
  %484 = fadd contract float %482, %483
  %485 = fsub contract float %481, %484
  %486 = fadd contract float %478, %485
  %487 = fmul contract float %486, 0x3FE6A09E60000000
  %488 = fmul contract float %440, %441
  %489 = fmul contract float %442, %443
  %490 = fadd contract float %488, %489
  %491 = fmul contract float %444, %445
  %492 = fmul contract float %446, %447
  %493 = fadd contract float %491, %492
  %494 = fsub contract float %490, %493
  %495 = fmul contract float %442, %441
  %496 = fmul contract float %440, %443
  %497 = fsub contract float %495, %496
  %498 = fmul contract float %446, %445
  %499 = fmul contract float %444, %447
  %500 = fsub contract float %498, %499
  %501 = fsub contract float %497, %500
  %502 = fsub contract float %494, %501
  %503 = fmul contract float %502, 0x3FE6A09E60000000
  %504 = fsub contract float %487, %503
  %505 = fadd contract float %471, %504
  %506 = fmul contract float %450, %449
  %507 = fmul contract float %448, %451
  %508 = fsub contract float %506, %507
  %509 = fsub contract float %430, %508
  %510 = fmul contract float %454, %453
  %511 = fmul contract float %452, %455
  %512 = fadd contract float %510, %511
  %513 = fmul contract float %458, %457
  %514 = fmul contract float %456, %459
  %515 = fadd contract float %513, %514
  %516 = fsub contract float %512, %515
  %517 = fsub contract float %509, %516
  %518 = fsub contract float %485, %478
  %519 = fmul contract float %518, 0x3FE6A09E60000000
  %520 = fadd contract float %494, %501
  %521 = fmul contract float %520, 0xBFE6A09E60000000
  %522 = fsub contract float %519, %521
  %523 = fsub contract float %517, %522
  %524 = fsub contract float %471, %504
  %525 = fadd contract float %517, %522
  %526 = fsub contract float %463, %470
  %527 = fadd contract float %519, %521
  %528 = fsub contract float %526, %527
  %529 = fadd contract float %509, %516
  %530 = fadd contract float %487, %503
  %531 = fsub contract float %529, %530
  %532 = fadd contract float %526, %527
  %533 = fadd contract float %529, %530
  %534 = fadd contract float %431, %462
  %535 = fadd contract float %512, %515
  %536 = fsub contract float %534, %535
  %537 = fadd contract float %474, %477
  %538 = fadd contract float %497, %500
  %539 = fsub contract float %537, %538
  %540 = fadd contract float %536, %539
  %541 = fadd contract float %430, %508
  %542 = fadd contract float %466, %469
  %543 = fsub contract float %541, %542
  %544 = fadd contract float %481, %484
  %545 = fadd contract float %490, %493
  %546 = fsub contract float %544, %545
  %547 = fsub contract float %543, %546
  %548 = fsub contract float %536, %539
  %549 = fadd contract float %543, %546
  %550 = fadd contract float %534, %535
  %551 = fadd contract float %544, %545
  %552 = fsub contract float %550, %551
  %553 = fadd contract float %541, %542
  %554 = fadd contract float %537, %538
  %555 = fsub contract float %553, %554
  %556 = fadd contract float %550, %551
  %557 = fadd contract float %553, %554
  store float %557, ptr %135, align 4, !tbaa !11
  store float %556, ptr %136, align 4, !tbaa !11
  store float %533, ptr %142, align 4, !tbaa !11
  store float %532, ptr %143, align 4, !tbaa !11
  store float %549, ptr %149, align 4, !tbaa !11
  store float %548, ptr %150, align 4, !tbaa !11
  store float %525, ptr %156, align 4, !tbaa !11
  store float %524, ptr %157, align 4, !tbaa !11
  store float %555, ptr %163, align 4, !tbaa !11
  store float %552, ptr %164, align 4, !tbaa !11
  store float %531, ptr %170, align 4, !tbaa !11
  store float %528, ptr %171, align 4, !tbaa !11
  store float %547, ptr %177, align 4, !tbaa !11
  store float %540, ptr %178, align 4, !tbaa !11
  store float %523, ptr %184, align 4, !tbaa !11
  store float %505, ptr %185, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %558 = load float, ptr %189, align 4, !tbaa !11
  %559 = load float, ptr %190, align 4, !tbaa !11
  %560 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %317
  %561 = load float, ptr %194, align 4, !tbaa !11
  %562 = load float, ptr %199, align 4, !tbaa !11
  %563 = fmul contract float %561, %562
  %564 = load float, ptr %193, align 8, !tbaa !11
  %565 = load float, ptr %200, align 4, !tbaa !11
  %566 = fmul contract float %564, %565
  %567 = fadd contract float %563, %566
  %568 = fsub contract float %559, %567
  %569 = load float, ptr %203, align 8, !tbaa !11
  %570 = load float, ptr %208, align 4, !tbaa !11
  %571 = fmul contract float %569, %570
  %572 = load float, ptr %209, align 4, !tbaa !11
  %573 = load float, ptr %210, align 4, !tbaa !11
  %574 = fmul contract float %572, %573
  %575 = fsub contract float %571, %574
  %576 = load float, ptr %213, align 8, !tbaa !11
  %577 = load float, ptr %218, align 4, !tbaa !11
  %578 = fmul contract float %576, %577
  %579 = load float, ptr %219, align 4, !tbaa !11
  %580 = load float, ptr %220, align 4, !tbaa !11
  %581 = fmul contract float %579, %580
  %582 = fsub contract float %578, %581
  %583 = fsub contract float %575, %582
  %584 = fadd contract float %568, %583
  %585 = load float, ptr %222, align 8, !tbaa !11
  %586 = load float, ptr %227, align 4, !tbaa !11
  %587 = fmul contract float %585, %586
  %588 = load float, ptr %228, align 4, !tbaa !11
  %589 = load float, ptr %229, align 4, !tbaa !11
  %590 = fmul contract float %588, %589
  %591 = fsub contract float %587, %590
  %592 = load float, ptr %232, align 8, !tbaa !11
  %593 = load float, ptr %237, align 4, !tbaa !11
  %594 = fmul contract float %592, %593
  %595 = load float, ptr %238, align 4, !tbaa !11
  %596 = load float, ptr %239, align 4, !tbaa !11
  %597 = fmul contract float %595, %596
  %598 = fsub contract float %594, %597
  %599 = fsub contract float %591, %598
  %600 = fmul contract float %588, %586
  %601 = fmul contract float %585, %589
  %602 = fadd contract float %600, %601
  %603 = fmul contract float %595, %593
  %604 = fmul contract float %592, %596
  %605 = fadd contract float %603, %604
  %606 = fsub contract float %602, %605
  %607 = fadd contract float %599, %606
  %608 = fmul contract float %607, 0x3FE6A09E60000000
  %609 = load float, ptr %243, align 4, !tbaa !11
  %610 = load float, ptr %248, align 4, !tbaa !11
  %611 = fmul contract float %609, %610
  %612 = load float, ptr %242, align 8, !tbaa !11
  %613 = load float, ptr %249, align 4, !tbaa !11
  %614 = fmul contract float %612, %613
  %615 = fadd contract float %611, %614
  %616 = load float, ptr %253, align 4, !tbaa !11
  %617 = load float, ptr %258, align 4, !tbaa !11
  %618 = fmul contract float %616, %617
  %619 = load float, ptr %252, align 8, !tbaa !11
  %620 = load float, ptr %259, align 4, !tbaa !11
  %621 = fmul contract float %619, %620
  %622 = fadd contract float %618, %621
  %623 = fsub contract float %615, %622
  %624 = fmul contract float %612, %610
  %625 = fmul contract float %609, %613
  %626 = fsub contract float %624, %625
  %627 = fmul contract float %619, %617
  %628 = fmul contract float %616, %620
  %629 = fsub contract float %627, %628
  %630 = fsub contract float %626, %629
  %631 = fsub contract float %623, %630
  %632 = fmul contract float %631, 0x3FE6A09E60000000
  %633 = fsub contract float %608, %632
  %634 = fadd contract float %584, %633
  %635 = fmul contract float %564, %562
  %636 = fmul contract float %561, %565
  %637 = fsub contract float %635, %636
  %638 = fsub contract float %558, %637
  %639 = fmul contract float %572, %570
  %640 = fmul contract float %569, %573
  %641 = fadd contract float %639, %640
  %642 = fmul contract float %579, %577
  %643 = fmul contract float %576, %580
  %644 = fadd contract float %642, %643
  %645 = fsub contract float %641, %644
  %646 = fsub contract float %638, %645
  %647 = fsub contract float %606, %599
  %648 = fmul contract float %647, 0x3FE6A09E60000000
  %649 = fadd contract float %623, %630
  %650 = fmul contract float %649, 0xBFE6A09E60000000
  %651 = fsub contract float %648, %650
  %652 = fsub contract float %646, %651
  %653 = fsub contract float %584, %633
  %654 = fadd contract float %646, %651
  %655 = fsub contract float %568, %583
  %656 = fadd contract float %648, %650
  %657 = fsub contract float %655, %656
  %658 = fadd contract float %638, %645
  %659 = fadd contract float %608, %632
  %660 = fsub contract float %658, %659
  %661 = fadd contract float %655, %656
  %662 = fadd contract float %658, %659
  %663 = fadd contract float %559, %567
  %664 = fadd contract float %641, %644
  %665 = fsub contract float %663, %664
  %666 = fadd contract float %591, %598
  %667 = fadd contract float %626, %629
  %668 = fsub contract float %666, %667
  %669 = fadd contract float %665, %668
  %670 = fadd contract float %558, %637
  %671 = fadd contract float %575, %582
  %672 = fsub contract float %670, %671
  %673 = fadd contract float %602, %605
  %674 = fadd contract float %615, %622
  %675 = fsub contract float %673, %674
  %676 = fsub contract float %672, %675
  %677 = fsub contract float %665, %668
  %678 = fadd contract float %672, %675
  %679 = fadd contract float %663, %664
  %680 = fadd contract float %673, %674
  %681 = fsub contract float %679, %680
  %682 = fadd contract float %670, %671
  %683 = fadd contract float %666, %667
  %684 = fsub contract float %682, %683
  %685 = fadd contract float %679, %680
  %686 = fadd contract float %682, %683
  %687 = fmul contract float %9, %686
  %688 = fmul contract float %17, %685
  %689 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %260
  store float %687, ptr %689, align 8, !tbaa !11
  %690 = getelementptr inbounds nuw i8, ptr %689, i64 4
  store float %688, ptr %690, align 4, !tbaa !11
  %691 = fmul contract float %9, %662
  %692 = fmul contract float %17, %661
  %693 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %261
  %694 = getelementptr inbounds nuw i8, ptr %693, i64 512
  store float %691, ptr %694, align 8, !tbaa !11
  %695 = getelementptr inbounds nuw i8, ptr %693, i64 516
  store float %692, ptr %695, align 4, !tbaa !11
  %696 = fmul contract float %9, %678
  %697 = fmul contract float %17, %677
  %698 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %262
  %699 = getelementptr inbounds nuw i8, ptr %698, i64 1024
  store float %696, ptr %699, align 8, !tbaa !11
  %700 = getelementptr inbounds nuw i8, ptr %698, i64 1028
  store float %697, ptr %700, align 4, !tbaa !11
  %701 = fmul contract float %9, %654
  %702 = fmul contract float %17, %653
  %703 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %263
  %704 = getelementptr inbounds nuw i8, ptr %703, i64 1536
  store float %701, ptr %704, align 8, !tbaa !11
  %705 = getelementptr inbounds nuw i8, ptr %703, i64 1540
  store float %702, ptr %705, align 4, !tbaa !11
  %706 = fmul contract float %9, %684
  %707 = fmul contract float %17, %681
  %708 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %264
  %709 = getelementptr inbounds nuw i8, ptr %708, i64 2048
  store float %706, ptr %709, align 8, !tbaa !11
  %710 = getelementptr inbounds nuw i8, ptr %708, i64 2052
  store float %707, ptr %710, align 4, !tbaa !11
  %711 = fmul contract float %9, %660
  %712 = fmul contract float %17, %657
  %713 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %265
  %714 = getelementptr inbounds nuw i8, ptr %713, i64 2560
  store float %711, ptr %714, align 8, !tbaa !11
  %715 = getelementptr inbounds nuw i8, ptr %713, i64 2564
  store float %712, ptr %715, align 4, !tbaa !11
  %716 = fmul contract float %9, %676
  %717 = fmul contract float %17, %669
  %718 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %266
  %719 = getelementptr inbounds nuw i8, ptr %718, i64 3072
  store float %716, ptr %719, align 8, !tbaa !11
  %720 = getelementptr inbounds nuw i8, ptr %718, i64 3076
  store float %717, ptr %720, align 4, !tbaa !11
  %721 = fmul contract float %9, %652
  %722 = fmul contract float %17, %634
  %723 = getelementptr inbounds nuw %struct.float2.0, ptr %560, i64 %267
  %724 = getelementptr inbounds nuw i8, ptr %723, i64 3584
  store float %721, ptr %724, align 8, !tbaa !11
  %725 = getelementptr inbounds nuw i8, ptr %723, i64 3588
  store float %722, ptr %725, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %726 = add i32 %315, %18
  %727 = icmp slt i32 %726, %2
  br i1 %727, label %314, label %313, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @fft_r8_stage_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
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
  %53 = load float, ptr %52, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %56 = add nsw i32 %8, %47
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %57
  %59 = load i32, ptr %58, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %62 = add nsw i32 %29, %47
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %63
  %65 = load float, ptr %64, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 4
  %67 = load float, ptr %66, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %68 = add nsw i32 %30, %47
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %69
  %71 = load i32, ptr %70, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 4
  %73 = load i32, ptr %72, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %74 = add nsw i32 %31, %47
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %75
  %77 = load i32, ptr %76, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %79 = load i32, ptr %78, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %80 = add nsw i32 %32, %47
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %81
  %83 = load float, ptr %82, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 4
  %85 = load float, ptr %84, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %86 = add nsw i32 %33, %47
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %87
  %89 = load i32, ptr %88, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load i32, ptr %90, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %92 = add nsw i32 %34, %47
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds %struct.float2.0, ptr %49, i64 %93
  %95 = load float, ptr %94, align 8, !tbaa !11, !alias.scope !17, !noalias !22
  %96 = getelementptr inbounds nuw i8, ptr %94, i64 4
  %97 = load float, ptr %96, align 4, !tbaa !11, !alias.scope !17, !noalias !22
  %98 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %48
  %99 = srem i32 %47, %4
  br i1 %25, label %100, label %222

100:                                              ; preds = %41
  %101 = mul i32 %99, %10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %102
  %104 = addrspacecast ptr %103 to ptr addrspace(1)
  %105 = load float, ptr addrspace(1) %104, align 8, !noalias !24
  %106 = getelementptr inbounds nuw i8, ptr addrspace(1) %104, i64 4
  %107 = load float, ptr addrspace(1) %106, align 4, !noalias !24
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
  %124 = load float, ptr addrspace(1) %123, align 8, !noalias !24
  %125 = getelementptr inbounds nuw i8, ptr addrspace(1) %123, i64 4
  %126 = load float, ptr addrspace(1) %125, align 4, !noalias !24
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
  %139 = load float, ptr addrspace(1) %138, align 8, !noalias !24
  %140 = getelementptr inbounds nuw i8, ptr addrspace(1) %138, i64 4
  %141 = load float, ptr addrspace(1) %140, align 4, !noalias !24
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
  %158 = load float, ptr addrspace(1) %157, align 8, !noalias !24
  %159 = getelementptr inbounds nuw i8, ptr addrspace(1) %157, i64 4
  %160 = load float, ptr addrspace(1) %159, align 4, !noalias !24
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
  %177 = load float, ptr addrspace(1) %176, align 8, !noalias !24
  %178 = getelementptr inbounds nuw i8, ptr addrspace(1) %176, i64 4
  %179 = load float, ptr addrspace(1) %178, align 4, !noalias !24
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
  %192 = load float, ptr addrspace(1) %191, align 8, !noalias !24
  %193 = getelementptr inbounds nuw i8, ptr addrspace(1) %191, i64 4
  %194 = load float, ptr addrspace(1) %193, align 4, !noalias !24
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
  %211 = load float, ptr addrspace(1) %210, align 8, !noalias !24
  %212 = getelementptr inbounds nuw i8, ptr addrspace(1) %210, i64 4
  %213 = load float, ptr addrspace(1) %212, align 4, !noalias !24
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
  %238 = bitcast i32 %229 to float
  %239 = fsub contract float %238, %55
  %240 = bitcast i32 %234 to float
  %241 = fsub contract float %226, %240
  %242 = fadd contract float %239, %241
  %243 = bitcast i32 %224 to float
  %244 = fsub contract float %243, %232
  %245 = bitcast i32 %223 to float
  %246 = fsub contract float %231, %245
  %247 = fadd contract float %244, %246
  %248 = fmul contract float %247, 0x3FE6A09E60000000
  %249 = bitcast i32 %227 to float
  %250 = fsub contract float %235, %249
  %251 = bitcast i32 %228 to float
  %252 = fsub contract float %251, %236
  %253 = fsub contract float %250, %252
  %254 = fmul contract float %253, 0x3FE6A09E60000000
  %255 = fsub contract float %248, %254
  %256 = fadd contract float %242, %255
  %257 = bitcast i32 %230 to float
  %258 = fsub contract float %53, %257
  %259 = bitcast i32 %233 to float
  %260 = fsub contract float %259, %225
  %261 = fsub contract float %258, %260
  %262 = fsub contract float %246, %244
  %263 = fmul contract float %262, 0x3FE6A09E60000000
  %264 = fadd contract float %250, %252
  %265 = fmul contract float %264, 0xBFE6A09E60000000
  %266 = fsub contract float %263, %265
  %267 = fsub contract float %261, %266
  %268 = fsub contract float %242, %255
  %269 = fadd contract float %261, %266
  %270 = fsub contract float %239, %241
  %271 = fadd contract float %263, %265
  %272 = fsub contract float %270, %271
  %273 = fadd contract float %258, %260
  %274 = fadd contract float %248, %254
  %275 = fsub contract float %273, %274
  %276 = fadd contract float %270, %271
  %277 = fadd contract float %273, %274
  %278 = fneg contract float %238
  %279 = fsub contract float %278, %55
  %280 = fneg contract float %259
  %281 = fsub contract float %280, %225
  %282 = fsub contract float %279, %281
  %283 = fadd contract float %232, %243
  %284 = fadd contract float %236, %251
  %285 = fsub contract float %283, %284
  %286 = fadd contract float %282, %285
  %287 = fadd contract float %53, %257
  %288 = fadd contract float %226, %240
  %289 = fsub contract float %287, %288
  %290 = fneg contract float %231
  %291 = fsub contract float %290, %245
  %292 = fneg contract float %235
  %293 = fsub contract float %292, %249
  %294 = fsub contract float %291, %293
  %295 = fsub contract float %289, %294
  %296 = fsub contract float %282, %285
  %297 = fadd contract float %289, %294
  %298 = fadd contract float %279, %281
  %299 = fadd contract float %291, %293
  %300 = fsub contract float %298, %299
  %301 = fadd contract float %287, %288
  %302 = fadd contract float %283, %284
  %303 = fsub contract float %301, %302
  %304 = fadd contract float %298, %299
  %305 = fadd contract float %301, %302
  %306 = fneg contract float %304
  %307 = fneg contract float %276
  %308 = fneg contract float %296
  %309 = fneg contract float %268
  %310 = fneg contract float %300
  %311 = fneg contract float %272
  %312 = fneg contract float %286
  %313 = fneg contract float %256
  br label %379

314:                                              ; preds = %222
  %315 = bitcast i32 %224 to float
  %316 = fsub contract float %315, %232
  %317 = bitcast i32 %223 to float
  %318 = fsub contract float %317, %231
  %319 = fadd contract float %316, %318
  %320 = fmul contract float %319, 0x3FE6A09E60000000
  %321 = bitcast i32 %227 to float
  %322 = fsub contract float %321, %235
  %323 = bitcast i32 %228 to float
  %324 = fsub contract float %323, %236
  %325 = fsub contract float %322, %324
  %326 = fmul contract float %325, 0x3FE6A09E60000000
  %327 = fsub contract float %320, %326
  %328 = fsub contract float %318, %316
  %329 = fmul contract float %328, 0x3FE6A09E60000000
  %330 = fadd contract float %322, %324
  %331 = fmul contract float %330, 0xBFE6A09E60000000
  %332 = fsub contract float %329, %331
  %333 = bitcast i32 %229 to float
  %334 = fsub contract float %55, %333
  %335 = bitcast i32 %234 to float
  %336 = fsub contract float %226, %335
  %337 = fadd contract float %334, %336
  %338 = bitcast i32 %230 to float
  %339 = fsub contract float %53, %338
  %340 = bitcast i32 %233 to float
  %341 = fsub contract float %225, %340
  %342 = fsub contract float %339, %341
  %343 = fadd contract float %329, %331
  %344 = fadd contract float %320, %326
  %345 = fsub contract float %334, %336
  %346 = fadd contract float %339, %341
  %347 = fadd contract float %232, %315
  %348 = fadd contract float %236, %323
  %349 = fsub contract float %347, %348
  %350 = fadd contract float %231, %317
  %351 = fadd contract float %235, %321
  %352 = fsub contract float %350, %351
  %353 = fadd contract float %55, %333
  %354 = fadd contract float %225, %340
  %355 = fsub contract float %353, %354
  %356 = fadd contract float %53, %338
  %357 = fadd contract float %226, %335
  %358 = fsub contract float %356, %357
  %359 = fadd contract float %350, %351
  %360 = fadd contract float %347, %348
  %361 = fadd contract float %353, %354
  %362 = fadd contract float %356, %357
  %363 = fadd contract float %362, %360
  %364 = fadd contract float %361, %359
  %365 = fsub contract float %362, %360
  %366 = fsub contract float %361, %359
  %367 = fadd contract float %358, %352
  %368 = fsub contract float %355, %349
  %369 = fsub contract float %358, %352
  %370 = fadd contract float %355, %349
  %371 = fadd contract float %346, %344
  %372 = fadd contract float %345, %343
  %373 = fsub contract float %346, %344
  %374 = fsub contract float %345, %343
  %375 = fadd contract float %342, %332
  %376 = fsub contract float %337, %327
  %377 = fsub contract float %342, %332
  %378 = fadd contract float %337, %327
  br label %379

379:                                              ; preds = %314, %237
  %380 = phi float [ %372, %314 ], [ %307, %237 ]
  %381 = phi float [ %371, %314 ], [ %277, %237 ]
  %382 = phi float [ %368, %314 ], [ %308, %237 ]
  %383 = phi float [ %367, %314 ], [ %297, %237 ]
  %384 = phi float [ %376, %314 ], [ %309, %237 ]
  %385 = phi float [ %375, %314 ], [ %269, %237 ]
  %386 = phi float [ %366, %314 ], [ %310, %237 ]
  %387 = phi float [ %365, %314 ], [ %303, %237 ]
  %388 = phi float [ %374, %314 ], [ %311, %237 ]
  %389 = phi float [ %373, %314 ], [ %275, %237 ]
  %390 = phi float [ %370, %314 ], [ %312, %237 ]
  %391 = phi float [ %369, %314 ], [ %295, %237 ]
  %392 = phi float [ %378, %314 ], [ %313, %237 ]
  %393 = phi float [ %377, %314 ], [ %267, %237 ]
  %394 = phi float [ %364, %314 ], [ %306, %237 ]
  %395 = phi float [ %363, %314 ], [ %305, %237 ]
  %396 = sub nsw i32 %47, %99
  %397 = shl nsw i32 %396, 3
  %398 = add nsw i32 %397, %99
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %399
  store float %395, ptr %400, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %401 = getelementptr inbounds nuw i8, ptr %400, i64 4
  store float %394, ptr %401, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %402 = add nsw i32 %398, %4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %403
  store float %381, ptr %404, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %405 = getelementptr inbounds nuw i8, ptr %404, i64 4
  store float %380, ptr %405, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %406 = add nsw i32 %398, %35
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %407
  store float %383, ptr %408, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 4
  store float %382, ptr %409, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %410 = add nsw i32 %398, %36
  %411 = sext i32 %410 to i64
  %412 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %411
  store float %385, ptr %412, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %413 = getelementptr inbounds nuw i8, ptr %412, i64 4
  store float %384, ptr %413, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %414 = add nsw i32 %398, %37
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %415
  store float %387, ptr %416, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 4
  store float %386, ptr %417, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %418 = add nsw i32 %398, %38
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %419
  store float %389, ptr %420, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %421 = getelementptr inbounds nuw i8, ptr %420, i64 4
  store float %388, ptr %421, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %422 = add nsw i32 %398, %39
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %423
  store float %391, ptr %424, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 4
  store float %390, ptr %425, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %426 = add nsw i32 %398, %40
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds %struct.float2.0, ptr %98, i64 %427
  store float %393, ptr %428, align 8, !tbaa !11, !alias.scope !20, !noalias !25
  %429 = getelementptr inbounds nuw i8, ptr %428, i64 4
  store float %392, ptr %429, align 4, !tbaa !11, !alias.scope !20, !noalias !25
  %430 = add i64 %42, %28
  %431 = icmp ult i64 %430, %13
  br i1 %431, label %41, label %432, !llvm.loop !26

432:                                              ; preds = %379, %7
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @fft_r8_stage_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
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
  %53 = load double, ptr %52, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %56 = add nsw i32 %8, %47
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %57
  %59 = load double, ptr %58, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 8
  %61 = load double, ptr %60, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %62 = add nsw i32 %29, %47
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %63
  %65 = load double, ptr %64, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 8
  %67 = load double, ptr %66, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %68 = add nsw i32 %30, %47
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %69
  %71 = load double, ptr %70, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 8
  %73 = load double, ptr %72, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %74 = add nsw i32 %31, %47
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %75
  %77 = load double, ptr %76, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %79 = load double, ptr %78, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %80 = add nsw i32 %32, %47
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %81
  %83 = load double, ptr %82, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %84 = getelementptr inbounds nuw i8, ptr %82, i64 8
  %85 = load double, ptr %84, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %86 = add nsw i32 %33, %47
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %87
  %89 = load double, ptr %88, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %91 = load double, ptr %90, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %92 = add nsw i32 %34, %47
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds %struct.double2.1, ptr %49, i64 %93
  %95 = load double, ptr %94, align 16, !tbaa !32, !alias.scope !27, !noalias !34
  %96 = getelementptr inbounds nuw i8, ptr %94, i64 8
  %97 = load double, ptr %96, align 8, !tbaa !32, !alias.scope !27, !noalias !34
  %98 = getelementptr inbounds nuw %struct.double2.1, ptr %1, i64 %48
  %99 = srem i32 %47, %4
  br i1 %25, label %100, label %206

100:                                              ; preds = %41
  %101 = mul i32 %99, %10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %102
  %104 = addrspacecast ptr %103 to ptr addrspace(1)
  %105 = load double, ptr addrspace(1) %104, align 16, !noalias !36
  %106 = getelementptr inbounds nuw i8, ptr addrspace(1) %104, i64 8
  %107 = load double, ptr addrspace(1) %106, align 8, !noalias !36
  %108 = fneg contract double %107
  %109 = select contract i1 %11, double %107, double %108
  %110 = fmul contract double %59, %105
  %111 = fmul contract double %61, %109
  %112 = fsub contract double %110, %111
  %113 = fmul contract double %59, %109
  %114 = fmul contract double %105, %61
  %115 = fadd contract double %113, %114
  %116 = shl i32 %101, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %117
  %119 = addrspacecast ptr %118 to ptr addrspace(1)
  %120 = load double, ptr addrspace(1) %119, align 16, !noalias !36
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %119, i64 8
  %122 = load double, ptr addrspace(1) %121, align 8, !noalias !36
  %123 = fneg contract double %122
  %124 = select contract i1 %11, double %122, double %123
  %125 = fmul contract double %65, %120
  %126 = fmul contract double %67, %124
  %127 = fsub contract double %125, %126
  %128 = fmul contract double %65, %124
  %129 = fmul contract double %120, %67
  %130 = fadd contract double %128, %129
  %131 = mul i32 %101, 3
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %132
  %134 = addrspacecast ptr %133 to ptr addrspace(1)
  %135 = load double, ptr addrspace(1) %134, align 16, !noalias !36
  %136 = getelementptr inbounds nuw i8, ptr addrspace(1) %134, i64 8
  %137 = load double, ptr addrspace(1) %136, align 8, !noalias !36
  %138 = fneg contract double %137
  %139 = select contract i1 %11, double %137, double %138
  %140 = fmul contract double %71, %135
  %141 = fmul contract double %73, %139
  %142 = fsub contract double %140, %141
  %143 = fmul contract double %71, %139
  %144 = fmul contract double %135, %73
  %145 = fadd contract double %143, %144
  %146 = shl i32 %101, 2
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %147
  %149 = addrspacecast ptr %148 to ptr addrspace(1)
  %150 = load double, ptr addrspace(1) %149, align 16, !noalias !36
  %151 = getelementptr inbounds nuw i8, ptr addrspace(1) %149, i64 8
  %152 = load double, ptr addrspace(1) %151, align 8, !noalias !36
  %153 = fneg contract double %152
  %154 = select contract i1 %11, double %152, double %153
  %155 = fmul contract double %77, %150
  %156 = fmul contract double %79, %154
  %157 = fsub contract double %155, %156
  %158 = fmul contract double %77, %154
  %159 = fmul contract double %150, %79
  %160 = fadd contract double %158, %159
  %161 = mul i32 %101, 5
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %162
  %164 = addrspacecast ptr %163 to ptr addrspace(1)
  %165 = load double, ptr addrspace(1) %164, align 16, !noalias !36
  %166 = getelementptr inbounds nuw i8, ptr addrspace(1) %164, i64 8
  %167 = load double, ptr addrspace(1) %166, align 8, !noalias !36
  %168 = fneg contract double %167
  %169 = select contract i1 %11, double %167, double %168
  %170 = fmul contract double %83, %165
  %171 = fmul contract double %85, %169
  %172 = fsub contract double %170, %171
  %173 = fmul contract double %83, %169
  %174 = fmul contract double %165, %85
  %175 = fadd contract double %173, %174
  %176 = mul i32 %101, 6
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %177
  %179 = addrspacecast ptr %178 to ptr addrspace(1)
  %180 = load double, ptr addrspace(1) %179, align 16, !noalias !36
  %181 = getelementptr inbounds nuw i8, ptr addrspace(1) %179, i64 8
  %182 = load double, ptr addrspace(1) %181, align 8, !noalias !36
  %183 = fneg contract double %182
  %184 = select contract i1 %11, double %182, double %183
  %185 = fmul contract double %89, %180
  %186 = fmul contract double %91, %184
  %187 = fsub contract double %185, %186
  %188 = fmul contract double %89, %184
  %189 = fmul contract double %180, %91
  %190 = fadd contract double %188, %189
  %191 = mul i32 %101, 7
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds %struct.double2.1, ptr %2, i64 %192
  %194 = addrspacecast ptr %193 to ptr addrspace(1)
  %195 = load double, ptr addrspace(1) %194, align 16, !noalias !36
  %196 = getelementptr inbounds nuw i8, ptr addrspace(1) %194, i64 8
  %197 = load double, ptr addrspace(1) %196, align 8, !noalias !36
  %198 = fneg contract double %197
  %199 = select contract i1 %11, double %197, double %198
  %200 = fmul contract double %95, %195
  %201 = fmul contract double %97, %199
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
  %222 = fsub contract double %211, %55
  %223 = fsub contract double %220, %214
  %224 = fadd contract double %222, %223
  %225 = fsub contract double %208, %218
  %226 = fsub contract double %217, %207
  %227 = fadd contract double %225, %226
  %228 = fmul contract double %227, 0x3FE6A09E667F3BCD
  %229 = fsub contract double %215, %209
  %230 = fsub contract double %210, %216
  %231 = fsub contract double %229, %230
  %232 = fmul contract double %231, 0x3FE6A09E667F3BCD
  %233 = fsub contract double %228, %232
  %234 = fadd contract double %224, %233
  %235 = fsub contract double %53, %212
  %236 = fsub contract double %213, %219
  %237 = fsub contract double %235, %236
  %238 = fsub contract double %226, %225
  %239 = fmul contract double %238, 0x3FE6A09E667F3BCD
  %240 = fadd contract double %229, %230
  %241 = fmul contract double %240, 0xBFE6A09E667F3BCD
  %242 = fsub contract double %239, %241
  %243 = fsub contract double %237, %242
  %244 = fsub contract double %224, %233
  %245 = fadd contract double %237, %242
  %246 = fsub contract double %222, %223
  %247 = fadd contract double %239, %241
  %248 = fsub contract double %246, %247
  %249 = fadd contract double %235, %236
  %250 = fadd contract double %228, %232
  %251 = fsub contract double %249, %250
  %252 = fadd contract double %246, %247
  %253 = fadd contract double %249, %250
  %254 = fneg contract double %211
  %255 = fsub contract double %254, %55
  %256 = fneg contract double %213
  %257 = fsub contract double %256, %219
  %258 = fsub contract double %255, %257
  %259 = fadd contract double %208, %218
  %260 = fadd contract double %210, %216
  %261 = fsub contract double %259, %260
  %262 = fadd contract double %258, %261
  %263 = fadd contract double %53, %212
  %264 = fadd contract double %220, %214
  %265 = fsub contract double %263, %264
  %266 = fneg contract double %217
  %267 = fsub contract double %266, %207
  %268 = fneg contract double %215
  %269 = fsub contract double %268, %209
  %270 = fsub contract double %267, %269
  %271 = fsub contract double %265, %270
  %272 = fsub contract double %258, %261
  %273 = fadd contract double %265, %270
  %274 = fadd contract double %255, %257
  %275 = fadd contract double %267, %269
  %276 = fsub contract double %274, %275
  %277 = fadd contract double %263, %264
  %278 = fadd contract double %259, %260
  %279 = fsub contract double %277, %278
  %280 = fadd contract double %274, %275
  %281 = fadd contract double %277, %278
  %282 = fneg contract double %280
  %283 = fneg contract double %252
  %284 = fneg contract double %272
  %285 = fneg contract double %244
  %286 = fneg contract double %276
  %287 = fneg contract double %248
  %288 = fneg contract double %262
  %289 = fneg contract double %234
  br label %347

290:                                              ; preds = %206
  %291 = fsub contract double %208, %218
  %292 = fsub contract double %207, %217
  %293 = fadd contract double %291, %292
  %294 = fmul contract double %293, 0x3FE6A09E667F3BCD
  %295 = fsub contract double %209, %215
  %296 = fsub contract double %210, %216
  %297 = fsub contract double %295, %296
  %298 = fmul contract double %297, 0x3FE6A09E667F3BCD
  %299 = fsub contract double %294, %298
  %300 = fsub contract double %292, %291
  %301 = fmul contract double %300, 0x3FE6A09E667F3BCD
  %302 = fadd contract double %295, %296
  %303 = fmul contract double %302, 0xBFE6A09E667F3BCD
  %304 = fsub contract double %301, %303
  %305 = fsub contract double %55, %211
  %306 = fsub contract double %220, %214
  %307 = fadd contract double %305, %306
  %308 = fsub contract double %53, %212
  %309 = fsub contract double %219, %213
  %310 = fsub contract double %308, %309
  %311 = fadd contract double %301, %303
  %312 = fadd contract double %294, %298
  %313 = fsub contract double %305, %306
  %314 = fadd contract double %308, %309
  %315 = fadd contract double %208, %218
  %316 = fadd contract double %210, %216
  %317 = fsub contract double %315, %316
  %318 = fadd contract double %207, %217
  %319 = fadd contract double %209, %215
  %320 = fsub contract double %318, %319
  %321 = fadd contract double %55, %211
  %322 = fadd contract double %219, %213
  %323 = fsub contract double %321, %322
  %324 = fadd contract double %53, %212
  %325 = fadd contract double %220, %214
  %326 = fsub contract double %324, %325
  %327 = fadd contract double %318, %319
  %328 = fadd contract double %315, %316
  %329 = fadd contract double %321, %322
  %330 = fadd contract double %324, %325
  %331 = fadd contract double %330, %328
  %332 = fadd contract double %329, %327
  %333 = fsub contract double %330, %328
  %334 = fsub contract double %329, %327
  %335 = fadd contract double %326, %320
  %336 = fsub contract double %323, %317
  %337 = fsub contract double %326, %320
  %338 = fadd contract double %323, %317
  %339 = fadd contract double %314, %312
  %340 = fadd contract double %313, %311
  %341 = fsub contract double %314, %312
  %342 = fsub contract double %313, %311
  %343 = fadd contract double %310, %304
  %344 = fsub contract double %307, %299
  %345 = fsub contract double %310, %304
  %346 = fadd contract double %307, %299
  br label %347

347:                                              ; preds = %290, %221
  %348 = phi double [ %340, %290 ], [ %283, %221 ]
  %349 = phi double [ %339, %290 ], [ %253, %221 ]
  %350 = phi double [ %344, %290 ], [ %285, %221 ]
  %351 = phi double [ %343, %290 ], [ %245, %221 ]
  %352 = phi double [ %334, %290 ], [ %286, %221 ]
  %353 = phi double [ %333, %290 ], [ %279, %221 ]
  %354 = phi double [ %338, %290 ], [ %288, %221 ]
  %355 = phi double [ %337, %290 ], [ %271, %221 ]
  %356 = phi double [ %346, %290 ], [ %289, %221 ]
  %357 = phi double [ %345, %290 ], [ %243, %221 ]
  %358 = phi double [ %342, %290 ], [ %287, %221 ]
  %359 = phi double [ %341, %290 ], [ %251, %221 ]
  %360 = phi double [ %336, %290 ], [ %284, %221 ]
  %361 = phi double [ %335, %290 ], [ %273, %221 ]
  %362 = phi double [ %332, %290 ], [ %282, %221 ]
  %363 = phi double [ %331, %290 ], [ %281, %221 ]
  %364 = sub nsw i32 %47, %99
  %365 = shl nsw i32 %364, 3
  %366 = add nsw i32 %365, %99
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %367
  store double %363, ptr %368, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %369 = getelementptr inbounds nuw i8, ptr %368, i64 8
  store double %362, ptr %369, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %370 = add nsw i32 %366, %4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %371
  store double %349, ptr %372, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %373 = getelementptr inbounds nuw i8, ptr %372, i64 8
  store double %348, ptr %373, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %374 = add nsw i32 %366, %35
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %375
  store double %361, ptr %376, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 8
  store double %360, ptr %377, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %378 = add nsw i32 %366, %36
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %379
  store double %351, ptr %380, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %381 = getelementptr inbounds nuw i8, ptr %380, i64 8
  store double %350, ptr %381, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %382 = add nsw i32 %366, %37
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %383
  store double %353, ptr %384, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %385 = getelementptr inbounds nuw i8, ptr %384, i64 8
  store double %352, ptr %385, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %386 = add nsw i32 %366, %38
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %387
  store double %359, ptr %388, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %389 = getelementptr inbounds nuw i8, ptr %388, i64 8
  store double %358, ptr %389, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %390 = add nsw i32 %366, %39
  %391 = sext i32 %390 to i64
  %392 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %391
  store double %355, ptr %392, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %393 = getelementptr inbounds nuw i8, ptr %392, i64 8
  store double %354, ptr %393, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %394 = add nsw i32 %366, %40
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds %struct.double2.1, ptr %98, i64 %395
  store double %357, ptr %396, align 16, !tbaa !32, !alias.scope !30, !noalias !37
  %397 = getelementptr inbounds nuw i8, ptr %396, i64 8
  store double %356, ptr %397, align 8, !tbaa !32, !alias.scope !30, !noalias !37
  %398 = add i64 %42, %28
  %399 = icmp ult i64 %398, %13
  br i1 %399, label %41, label %400, !llvm.loop !38

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi: argument 0"}
!19 = distinct !{!19, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi: argument 1"}
!22 = !{!21, !23}
!23 = distinct !{!23, !19, !"_Z8r8_stageIf6float2EvPKT0_PS1_S3_iixi: argument 2"}
!24 = !{!18, !21}
!25 = !{!18, !23}
!26 = distinct !{!26, !14, !15}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi: argument 0"}
!29 = distinct !{!29, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi"}
!30 = !{!31}
!31 = distinct !{!31, !29, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi: argument 1"}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !8, i64 0}
!34 = !{!31, !35}
!35 = distinct !{!35, !29, !"_Z8r8_stageId7double2EvPKT0_PS1_S3_iixi: argument 2"}
!36 = !{!28, !31}
!37 = !{!28, !35}
!38 = distinct !{!38, !14, !15}
