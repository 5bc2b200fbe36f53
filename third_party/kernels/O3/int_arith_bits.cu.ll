; ModuleID = 'src/int_arith_bits.cu'
source_filename = "src/int_arith_bits.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.FastDiv = type { i64, i32, i32 }
%struct.PermuteParams = type { i32, [6 x i32], [6 x i32] }

@_ZZ18permute_nd_fastdivE5s_div = internal unnamed_addr addrspace(3) global [6 x %struct.FastDiv] undef, align 8
@_ZZ18permute_nd_fastdivE11s_in_stride.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18permute_nd_fastdivE11s_in_stride.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18permute_nd_fastdivE11s_in_stride.2 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18permute_nd_fastdivE11s_in_stride.3 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18permute_nd_fastdivE11s_in_stride.4 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18permute_nd_fastdivE11s_in_stride.5 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ18permute_nd_fastdivE7s_total = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @permute_nd_fastdiv(ptr noalias noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.PermuteParams) align 4 captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = alloca [6 x i32], align 4
  %6 = alloca [6 x i32], align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %249

9:                                                ; preds = %4
  %10 = load i32, ptr %1, align 4, !tbaa !11
  %11 = tail call i32 @llvm.smax.i32(i32 %10, i32 1)
  %12 = tail call i32 @llvm.umin.i32(i32 %11, i32 6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 4
  br label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ 0, %9 ], [ %22, %14 ]
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call i32 @llvm.smax.i32(i32 %18, i32 1)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 64)
  %21 = getelementptr inbounds nuw i32, ptr %5, i64 %16
  store i32 %20, ptr %21, align 4, !tbaa !6
  %22 = add nuw nsw i32 %15, 1
  %23 = icmp eq i32 %22, %12
  br i1 %23, label %26, label %14, !llvm.loop !13

24:                                               ; preds = %26
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 28
  br label %44

26:                                               ; preds = %14, %26
  %27 = phi i32 [ %36, %26 ], [ 1, %14 ]
  %28 = phi i32 [ %29, %26 ], [ %12, %14 ]
  %29 = add nsw i32 %28, -1
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %6, i64 %30
  store i32 %27, ptr %31, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i32, ptr %5, i64 %30
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = mul i32 %33, %27
  %35 = icmp ugt i32 %34, 65536
  %36 = select i1 %35, i32 %27, i32 %34
  %37 = icmp eq i32 %36, %27
  %38 = select i1 %37, i32 1, i32 %33
  store i32 %38, ptr %32, align 4
  %39 = icmp samesign ugt i32 %28, 1
  br i1 %39, label %26, label %24, !llvm.loop !15

40:                                               ; preds = %44
  %41 = shl nsw i32 -1, %12
  %42 = xor i32 %52, %41
  %43 = icmp ne i32 %42, -1
  br i1 %43, label %59, label %55

44:                                               ; preds = %24, %44
  %45 = phi i32 [ 0, %24 ], [ %52, %44 ]
  %46 = phi i32 [ 0, %24 ], [ %53, %44 ]
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i32, ptr %25, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = urem i32 %49, 6
  %51 = shl nuw nsw i32 1, %50
  %52 = or i32 %51, %45
  %53 = add nuw nsw i32 %46, 1
  %54 = icmp eq i32 %53, %12
  br i1 %54, label %40, label %44, !llvm.loop !16

55:                                               ; preds = %40
  %56 = load i32, ptr %25, align 4, !tbaa !6
  %57 = urem i32 %56, 6
  %58 = zext nneg i32 %57 to i64
  br label %59

59:                                               ; preds = %55, %40
  %60 = phi i64 [ 0, %40 ], [ %58, %55 ]
  %61 = getelementptr inbounds nuw i32, ptr %5, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = tail call i32 @llvm.umax.i32(i32 %62, i32 1)
  %64 = tail call range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %63)
  %65 = icmp samesign ult i32 %64, 2
  br i1 %65, label %66, label %69

66:                                               ; preds = %59
  %67 = tail call i32 @llvm.bitreverse.i32(i32 %63)
  %68 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %67) #11, !srcloc !17
  br label %73

69:                                               ; preds = %59
  %70 = zext i32 %63 to i64
  %71 = udiv i64 -1, %70
  %72 = add nuw nsw i64 %71, 1
  br label %73

73:                                               ; preds = %66, %69
  %74 = phi i32 [ %68, %66 ], [ 0, %69 ]
  %75 = phi i64 [ 0, %66 ], [ %72, %69 ]
  store i64 %75, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), align 8, !tbaa !18
  store i32 %63, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 8), align 8, !tbaa !6
  store i32 %74, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 12), align 4, !tbaa !6
  %76 = getelementptr inbounds nuw i32, ptr %6, i64 %60
  %77 = load i32, ptr %76, align 4, !tbaa !6
  store i32 %77, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.0, align 4, !tbaa !6
  %78 = icmp slt i32 %10, 2
  %79 = or i1 %78, %43
  %80 = xor i1 %78, true
  %81 = zext i1 %80 to i32
  br i1 %79, label %86, label %82

82:                                               ; preds = %73
  %83 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = urem i32 %84, 6
  br label %86

86:                                               ; preds = %82, %73
  %87 = phi i32 [ %81, %73 ], [ %85, %82 ]
  br i1 %78, label %93, label %88

88:                                               ; preds = %86
  %89 = zext nneg i32 %87 to i64
  %90 = getelementptr inbounds nuw i32, ptr %5, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = tail call i32 @llvm.umax.i32(i32 %91, i32 1)
  br label %93

93:                                               ; preds = %88, %86
  %94 = phi i32 [ %92, %88 ], [ 1, %86 ]
  %95 = tail call range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %94)
  %96 = icmp samesign ult i32 %95, 2
  br i1 %96, label %101, label %97

97:                                               ; preds = %93
  %98 = zext i32 %94 to i64
  %99 = udiv i64 -1, %98
  %100 = add nuw nsw i64 %99, 1
  br label %104

101:                                              ; preds = %93
  %102 = tail call i32 @llvm.bitreverse.i32(i32 %94)
  %103 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %102) #11, !srcloc !17
  br label %104

104:                                              ; preds = %101, %97
  %105 = phi i32 [ %103, %101 ], [ 0, %97 ]
  %106 = phi i64 [ 0, %101 ], [ %100, %97 ]
  store i64 %106, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 16), align 8, !tbaa !18
  store i32 %94, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 24), align 8, !tbaa !6
  store i32 %105, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 28), align 4, !tbaa !6
  br i1 %78, label %111, label %107

107:                                              ; preds = %104
  %108 = zext nneg i32 %87 to i64
  %109 = getelementptr inbounds nuw i32, ptr %6, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6
  br label %111

111:                                              ; preds = %107, %104
  %112 = phi i32 [ %110, %107 ], [ 0, %104 ]
  store i32 %112, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.1, align 4, !tbaa !6
  %113 = icmp slt i32 %10, 3
  %114 = or i1 %113, %43
  %115 = select i1 %113, i32 0, i32 2
  br i1 %114, label %120, label %116

116:                                              ; preds = %111
  %117 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = urem i32 %118, 6
  br label %120

120:                                              ; preds = %116, %111
  %121 = phi i32 [ %115, %111 ], [ %119, %116 ]
  br i1 %113, label %127, label %122

122:                                              ; preds = %120
  %123 = zext nneg i32 %121 to i64
  %124 = getelementptr inbounds nuw i32, ptr %5, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = tail call i32 @llvm.umax.i32(i32 %125, i32 1)
  br label %127

127:                                              ; preds = %122, %120
  %128 = phi i32 [ %126, %122 ], [ 1, %120 ]
  %129 = tail call range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %128)
  %130 = icmp samesign ult i32 %129, 2
  br i1 %130, label %135, label %131

131:                                              ; preds = %127
  %132 = zext i32 %128 to i64
  %133 = udiv i64 -1, %132
  %134 = add nuw nsw i64 %133, 1
  br label %138

135:                                              ; preds = %127
  %136 = tail call i32 @llvm.bitreverse.i32(i32 %128)
  %137 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %136) #11, !srcloc !17
  br label %138

138:                                              ; preds = %135, %131
  %139 = phi i32 [ %137, %135 ], [ 0, %131 ]
  %140 = phi i64 [ 0, %135 ], [ %134, %131 ]
  store i64 %140, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 32), align 8, !tbaa !18
  store i32 %128, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 40), align 8, !tbaa !6
  store i32 %139, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 44), align 4, !tbaa !6
  br i1 %113, label %145, label %141

141:                                              ; preds = %138
  %142 = zext nneg i32 %121 to i64
  %143 = getelementptr inbounds nuw i32, ptr %6, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !6
  br label %145

145:                                              ; preds = %141, %138
  %146 = phi i32 [ %144, %141 ], [ 0, %138 ]
  store i32 %146, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.2, align 4, !tbaa !6
  %147 = icmp slt i32 %10, 4
  %148 = or i1 %147, %43
  %149 = select i1 %147, i32 0, i32 3
  br i1 %148, label %154, label %150

150:                                              ; preds = %145
  %151 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = urem i32 %152, 6
  br label %154

154:                                              ; preds = %150, %145
  %155 = phi i32 [ %149, %145 ], [ %153, %150 ]
  br i1 %147, label %161, label %156

156:                                              ; preds = %154
  %157 = zext nneg i32 %155 to i64
  %158 = getelementptr inbounds nuw i32, ptr %5, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !6
  %160 = tail call i32 @llvm.umax.i32(i32 %159, i32 1)
  br label %161

161:                                              ; preds = %156, %154
  %162 = phi i32 [ %160, %156 ], [ 1, %154 ]
  %163 = tail call range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %162)
  %164 = icmp samesign ult i32 %163, 2
  br i1 %164, label %169, label %165

165:                                              ; preds = %161
  %166 = zext i32 %162 to i64
  %167 = udiv i64 -1, %166
  %168 = add nuw nsw i64 %167, 1
  br label %172

169:                                              ; preds = %161
  %170 = tail call i32 @llvm.bitreverse.i32(i32 %162)
  %171 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %170) #11, !srcloc !17
  br label %172

172:                                              ; preds = %169, %165
  %173 = phi i32 [ %171, %169 ], [ 0, %165 ]
  %174 = phi i64 [ 0, %169 ], [ %168, %165 ]
  store i64 %174, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 48), align 8, !tbaa !18
  store i32 %162, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 56), align 8, !tbaa !6
  store i32 %173, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 60), align 4, !tbaa !6
  br i1 %147, label %179, label %175

175:                                              ; preds = %172
  %176 = zext nneg i32 %155 to i64
  %177 = getelementptr inbounds nuw i32, ptr %6, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !6
  br label %179

179:                                              ; preds = %175, %172
  %180 = phi i32 [ %178, %175 ], [ 0, %172 ]
  store i32 %180, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.3, align 4, !tbaa !6
  %181 = icmp slt i32 %10, 5
  %182 = or i1 %181, %43
  %183 = select i1 %181, i32 0, i32 4
  br i1 %182, label %188, label %184

184:                                              ; preds = %179
  %185 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = urem i32 %186, 6
  br label %188

188:                                              ; preds = %184, %179
  %189 = phi i32 [ %183, %179 ], [ %187, %184 ]
  br i1 %181, label %195, label %190

190:                                              ; preds = %188
  %191 = zext nneg i32 %189 to i64
  %192 = getelementptr inbounds nuw i32, ptr %5, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = tail call i32 @llvm.umax.i32(i32 %193, i32 1)
  br label %195

195:                                              ; preds = %190, %188
  %196 = phi i32 [ %194, %190 ], [ 1, %188 ]
  %197 = tail call range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %196)
  %198 = icmp samesign ult i32 %197, 2
  br i1 %198, label %203, label %199

199:                                              ; preds = %195
  %200 = zext i32 %196 to i64
  %201 = udiv i64 -1, %200
  %202 = add nuw nsw i64 %201, 1
  br label %206

203:                                              ; preds = %195
  %204 = tail call i32 @llvm.bitreverse.i32(i32 %196)
  %205 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %204) #11, !srcloc !17
  br label %206

206:                                              ; preds = %203, %199
  %207 = phi i32 [ %205, %203 ], [ 0, %199 ]
  %208 = phi i64 [ 0, %203 ], [ %202, %199 ]
  store i64 %208, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 64), align 8, !tbaa !18
  store i32 %196, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 72), align 8, !tbaa !6
  store i32 %207, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 76), align 4, !tbaa !6
  br i1 %181, label %213, label %209

209:                                              ; preds = %206
  %210 = zext nneg i32 %189 to i64
  %211 = getelementptr inbounds nuw i32, ptr %6, i64 %210
  %212 = load i32, ptr %211, align 4, !tbaa !6
  br label %213

213:                                              ; preds = %209, %206
  %214 = phi i32 [ %212, %209 ], [ 0, %206 ]
  store i32 %214, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.4, align 4, !tbaa !6
  %215 = icmp slt i32 %10, 6
  %216 = or i1 %215, %43
  %217 = select i1 %215, i32 0, i32 5
  br i1 %216, label %222, label %218

218:                                              ; preds = %213
  %219 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %220 = load i32, ptr %219, align 4, !tbaa !6
  %221 = urem i32 %220, 6
  br label %222

222:                                              ; preds = %218, %213
  %223 = phi i32 [ %217, %213 ], [ %221, %218 ]
  br i1 %215, label %229, label %224

224:                                              ; preds = %222
  %225 = zext nneg i32 %223 to i64
  %226 = getelementptr inbounds nuw i32, ptr %5, i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !6
  %228 = tail call i32 @llvm.umax.i32(i32 %227, i32 1)
  br label %229

229:                                              ; preds = %224, %222
  %230 = phi i32 [ %228, %224 ], [ 1, %222 ]
  %231 = tail call range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %230)
  %232 = icmp samesign ult i32 %231, 2
  br i1 %232, label %237, label %233

233:                                              ; preds = %229
  %234 = zext i32 %230 to i64
  %235 = udiv i64 -1, %234
  %236 = add nuw nsw i64 %235, 1
  br label %240

237:                                              ; preds = %229
  %238 = tail call i32 @llvm.bitreverse.i32(i32 %230)
  %239 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %238) #11, !srcloc !17
  br label %240

240:                                              ; preds = %237, %233
  %241 = phi i32 [ %239, %237 ], [ 0, %233 ]
  %242 = phi i64 [ 0, %237 ], [ %236, %233 ]
  store i64 %242, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 80), align 8, !tbaa !18
  store i32 %230, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 88), align 8, !tbaa !6
  store i32 %241, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 92), align 4, !tbaa !6
  br i1 %215, label %247, label %243

243:                                              ; preds = %240
  %244 = zext nneg i32 %223 to i64
  %245 = getelementptr inbounds nuw i32, ptr %6, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !6
  br label %247

247:                                              ; preds = %243, %240
  %248 = phi i32 [ %246, %243 ], [ 0, %240 ]
  store i32 %248, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.5, align 4, !tbaa !6
  store i32 %36, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE7s_total to ptr), align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  br label %249

249:                                              ; preds = %247, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %250 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE7s_total to ptr), align 4, !tbaa !6
  %251 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %252 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %253 = mul i32 %251, %252
  %254 = add i32 %253, %7
  %255 = icmp ult i32 %254, %250
  br i1 %255, label %256, label %304

256:                                              ; preds = %249
  %257 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %258 = mul i32 %257, %252
  %259 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 80), align 8, !tbaa !20
  %260 = icmp eq i64 %259, 0
  %261 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 88), align 8
  %262 = zext i32 %261 to i64
  %263 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 92), align 4
  %264 = add i32 %261, -1
  %265 = load i32, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.5, align 4, !tbaa !6
  %266 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 64), align 8, !tbaa !20
  %267 = icmp eq i64 %266, 0
  %268 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 72), align 8
  %269 = zext i32 %268 to i64
  %270 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 76), align 4
  %271 = add i32 %268, -1
  %272 = load i32, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.4, align 4, !tbaa !6
  %273 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 48), align 8, !tbaa !20
  %274 = icmp eq i64 %273, 0
  %275 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 56), align 8
  %276 = zext i32 %275 to i64
  %277 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 60), align 4
  %278 = add i32 %275, -1
  %279 = load i32, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.3, align 4, !tbaa !6
  %280 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 32), align 8, !tbaa !20
  %281 = icmp eq i64 %280, 0
  %282 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 40), align 8
  %283 = zext i32 %282 to i64
  %284 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 44), align 4
  %285 = add i32 %282, -1
  %286 = load i32, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.2, align 4, !tbaa !6
  %287 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 16), align 8, !tbaa !20
  %288 = icmp eq i64 %287, 0
  %289 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 24), align 8
  %290 = zext i32 %289 to i64
  %291 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 28), align 4
  %292 = add i32 %289, -1
  %293 = load i32, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.1, align 4, !tbaa !6
  %294 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), align 8, !tbaa !20
  %295 = icmp eq i64 %294, 0
  %296 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 8), align 8
  %297 = zext i32 %296 to i64
  %298 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 12), align 4
  %299 = add i32 %296, -1
  %300 = load i32, ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride.0, align 4, !tbaa !6
  br label %301

301:                                              ; preds = %256, %439
  %302 = phi i32 [ %254, %256 ], [ %459, %439 ]
  %303 = phi i32 [ 0, %256 ], [ %448, %439 ]
  br i1 %260, label %320, label %323

304:                                              ; preds = %439, %249
  %305 = phi i32 [ 0, %249 ], [ %448, %439 ]
  %306 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %305, i32 16, i32 31)
  %307 = add i32 %306, %305
  %308 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %307, i32 8, i32 31)
  %309 = add i32 %308, %307
  %310 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %309, i32 4, i32 31)
  %311 = add i32 %310, %309
  %312 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %311, i32 2, i32 31)
  %313 = add i32 %312, %311
  %314 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %313, i32 1, i32 31)
  %315 = add i32 %314, %313
  %316 = and i32 %7, 31
  %317 = icmp eq i32 %316, 0
  %318 = icmp ne i32 %315, 0
  %319 = select i1 %317, i1 %318, i1 false
  br i1 %319, label %461, label %463

320:                                              ; preds = %301
  %321 = lshr i32 %302, %263
  %322 = and i32 %264, %302
  br label %330

323:                                              ; preds = %301
  %324 = zext i32 %302 to i64
  %325 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %259, i64 %324)
  %326 = trunc i64 %325 to i32
  %327 = mul i64 %259, %324
  %328 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %327, i64 %262)
  %329 = trunc i64 %328 to i32
  br label %330

330:                                              ; preds = %320, %323
  %331 = phi i32 [ %321, %320 ], [ %326, %323 ]
  %332 = phi i32 [ %322, %320 ], [ %329, %323 ]
  %333 = mul i32 %261, %331
  %334 = add i32 %333, %332
  %335 = icmp ne i32 %334, %302
  %336 = icmp uge i32 %332, %261
  %337 = select i1 %335, i1 true, i1 %336
  %338 = zext i1 %337 to i32
  %339 = add i32 %303, %338
  %340 = mul i32 %265, %332
  br i1 %267, label %348, label %341

341:                                              ; preds = %330
  %342 = zext i32 %331 to i64
  %343 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %266, i64 %342)
  %344 = trunc i64 %343 to i32
  %345 = mul i64 %266, %342
  %346 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %345, i64 %269)
  %347 = trunc i64 %346 to i32
  br label %351

348:                                              ; preds = %330
  %349 = lshr i32 %331, %270
  %350 = and i32 %271, %331
  br label %351

351:                                              ; preds = %348, %341
  %352 = phi i32 [ %349, %348 ], [ %344, %341 ]
  %353 = phi i32 [ %350, %348 ], [ %347, %341 ]
  %354 = mul i32 %268, %352
  %355 = add i32 %354, %353
  %356 = icmp ne i32 %355, %331
  %357 = icmp uge i32 %353, %268
  %358 = select i1 %356, i1 true, i1 %357
  %359 = zext i1 %358 to i32
  %360 = add i32 %339, %359
  %361 = mul i32 %272, %353
  %362 = add i32 %361, %340
  br i1 %274, label %370, label %363

363:                                              ; preds = %351
  %364 = zext i32 %352 to i64
  %365 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %273, i64 %364)
  %366 = trunc i64 %365 to i32
  %367 = mul i64 %273, %364
  %368 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %367, i64 %276)
  %369 = trunc i64 %368 to i32
  br label %373

370:                                              ; preds = %351
  %371 = lshr i32 %352, %277
  %372 = and i32 %278, %352
  br label %373

373:                                              ; preds = %370, %363
  %374 = phi i32 [ %371, %370 ], [ %366, %363 ]
  %375 = phi i32 [ %372, %370 ], [ %369, %363 ]
  %376 = mul i32 %275, %374
  %377 = add i32 %376, %375
  %378 = icmp ne i32 %377, %352
  %379 = icmp uge i32 %375, %275
  %380 = select i1 %378, i1 true, i1 %379
  %381 = zext i1 %380 to i32
  %382 = add i32 %360, %381
  %383 = mul i32 %279, %375
  %384 = add i32 %383, %362
  br i1 %281, label %392, label %385

385:                                              ; preds = %373
  %386 = zext i32 %374 to i64
  %387 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %280, i64 %386)
  %388 = trunc i64 %387 to i32
  %389 = mul i64 %280, %386
  %390 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %389, i64 %283)
  %391 = trunc i64 %390 to i32
  br label %395

392:                                              ; preds = %373
  %393 = lshr i32 %374, %284
  %394 = and i32 %285, %374
  br label %395

395:                                              ; preds = %392, %385
  %396 = phi i32 [ %393, %392 ], [ %388, %385 ]
  %397 = phi i32 [ %394, %392 ], [ %391, %385 ]
  %398 = mul i32 %282, %396
  %399 = add i32 %398, %397
  %400 = icmp ne i32 %399, %374
  %401 = icmp uge i32 %397, %282
  %402 = select i1 %400, i1 true, i1 %401
  %403 = zext i1 %402 to i32
  %404 = add i32 %382, %403
  %405 = mul i32 %286, %397
  %406 = add i32 %405, %384
  br i1 %288, label %414, label %407

407:                                              ; preds = %395
  %408 = zext i32 %396 to i64
  %409 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %287, i64 %408)
  %410 = trunc i64 %409 to i32
  %411 = mul i64 %287, %408
  %412 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %411, i64 %290)
  %413 = trunc i64 %412 to i32
  br label %417

414:                                              ; preds = %395
  %415 = lshr i32 %396, %291
  %416 = and i32 %292, %396
  br label %417

417:                                              ; preds = %414, %407
  %418 = phi i32 [ %415, %414 ], [ %410, %407 ]
  %419 = phi i32 [ %416, %414 ], [ %413, %407 ]
  %420 = mul i32 %289, %418
  %421 = add i32 %420, %419
  %422 = icmp ne i32 %421, %396
  %423 = icmp uge i32 %419, %289
  %424 = select i1 %422, i1 true, i1 %423
  %425 = zext i1 %424 to i32
  %426 = add i32 %404, %425
  %427 = mul i32 %293, %419
  %428 = add i32 %427, %406
  br i1 %295, label %436, label %429

429:                                              ; preds = %417
  %430 = zext i32 %418 to i64
  %431 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %294, i64 %430)
  %432 = trunc i64 %431 to i32
  %433 = mul i64 %294, %430
  %434 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %433, i64 %297)
  %435 = trunc i64 %434 to i32
  br label %439

436:                                              ; preds = %417
  %437 = lshr i32 %418, %298
  %438 = and i32 %299, %418
  br label %439

439:                                              ; preds = %436, %429
  %440 = phi i32 [ %437, %436 ], [ %432, %429 ]
  %441 = phi i32 [ %438, %436 ], [ %435, %429 ]
  %442 = mul i32 %296, %440
  %443 = add i32 %442, %441
  %444 = icmp ne i32 %443, %418
  %445 = icmp uge i32 %441, %296
  %446 = select i1 %444, i1 true, i1 %445
  %447 = zext i1 %446 to i32
  %448 = add i32 %426, %447
  %449 = mul i32 %300, %441
  %450 = add i32 %449, %428
  %451 = icmp ult i32 %450, %250
  %452 = select i1 %451, i32 %450, i32 0
  %453 = zext i32 %452 to i64
  %454 = getelementptr inbounds nuw float, ptr %0, i64 %453
  %455 = addrspacecast ptr %454 to ptr addrspace(1)
  %456 = load float, ptr addrspace(1) %455, align 4, !invariant.load !22
  %457 = zext i32 %302 to i64
  %458 = getelementptr inbounds nuw float, ptr %2, i64 %457
  store float %456, ptr %458, align 4, !tbaa !23
  %459 = add i32 %302, %258
  %460 = icmp ult i32 %459, %250
  br i1 %460, label %301, label %304, !llvm.loop !25

461:                                              ; preds = %304
  %462 = atomicrmw add ptr %3, i32 %315 seq_cst, align 4
  br label %463

463:                                              ; preds = %461, %304
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @binary_gcd_u64(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i64 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %107

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i64, ptr %0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !18
  %17 = shl nsw i64 %14, 32
  %18 = xor i64 %17, %2
  %19 = xor i64 %18, %16
  %20 = add i64 %19, -7046029254386353131
  %21 = lshr i64 %20, 30
  %22 = xor i64 %21, %20
  %23 = mul i64 %22, -4658895280553007687
  %24 = lshr i64 %23, 27
  %25 = xor i64 %24, %23
  %26 = mul i64 %25, -7723592293110705685
  %27 = lshr i64 %26, 31
  %28 = xor i64 %27, %26
  %29 = add i64 %28, -7046029254386353131
  %30 = lshr i64 %29, 30
  %31 = xor i64 %30, %29
  %32 = mul i64 %31, -4658895280553007687
  %33 = lshr i64 %32, 27
  %34 = xor i64 %33, %32
  %35 = mul i64 %34, -7723592293110705685
  %36 = add i64 %28, -7046029254386353130
  %37 = lshr i64 %36, 30
  %38 = xor i64 %37, %36
  %39 = mul i64 %38, -4658895280553007687
  %40 = lshr i64 %39, 27
  %41 = xor i64 %40, %39
  %42 = mul i64 %41, -7723592293110705685
  %43 = and i64 %28, 255
  %44 = add nuw nsw i64 %43, 1
  %45 = lshr i64 %35, 43
  %46 = lshr i64 %35, 12
  %47 = xor i64 %45, %46
  %48 = mul nuw nsw i64 %47, %44
  %49 = lshr i64 %42, 43
  %50 = lshr i64 %42, 12
  %51 = xor i64 %49, %50
  %52 = mul nuw nsw i64 %51, %44
  %53 = icmp eq i64 %45, %46
  br i1 %53, label %88, label %54

54:                                               ; preds = %13
  %55 = icmp eq i64 %49, %50
  br i1 %55, label %88, label %56

56:                                               ; preds = %54
  %57 = sub nsw i64 0, %48
  %58 = and i64 %48, %57
  %59 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %58, i1 false)
  %60 = sub nsw i64 63, %59
  %61 = and i64 %60, 4294967295
  %62 = lshr i64 %48, %61
  br label %63

63:                                               ; preds = %63, %56
  %64 = phi i32 [ 0, %56 ], [ %76, %63 ]
  %65 = phi i64 [ %52, %56 ], [ %75, %63 ]
  %66 = phi i64 [ %62, %56 ], [ %74, %63 ]
  %67 = sub i64 0, %65
  %68 = and i64 %65, %67
  %69 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %68, i1 false)
  %70 = sub nsw i64 63, %69
  %71 = and i64 %70, 4294967295
  %72 = lshr i64 %65, %71
  %73 = tail call i64 @llvm.umax.i64(i64 %66, i64 %72)
  %74 = tail call i64 @llvm.umin.i64(i64 %66, i64 %72)
  %75 = sub i64 %73, %74
  %76 = add nuw nsw i32 %64, 1
  %77 = icmp ne i64 %75, 0
  %78 = icmp samesign ult i32 %64, 255
  %79 = select i1 %77, i1 %78, i1 false
  br i1 %79, label %63, label %80, !llvm.loop !26

80:                                               ; preds = %63
  %81 = or i64 %48, %52
  %82 = sub nsw i64 0, %81
  %83 = and i64 %81, %82
  %84 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %83, i1 false)
  %85 = sub nsw i64 63, %84
  %86 = and i64 %85, 4294967295
  %87 = shl i64 %74, %86
  br label %88

88:                                               ; preds = %54, %13, %80
  %89 = phi i32 [ %76, %80 ], [ 0, %13 ], [ 0, %54 ]
  %90 = phi i64 [ %87, %80 ], [ %52, %13 ], [ %48, %54 ]
  %91 = icmp ne i64 %90, 0
  %92 = icmp ne i64 %45, %46
  %93 = and i1 %92, %91
  %94 = icmp ne i64 %49, %50
  %95 = and i1 %94, %93
  br i1 %95, label %96, label %102

96:                                               ; preds = %88
  %97 = udiv i64 %48, %90
  %98 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %97, i64 %52)
  %99 = icmp eq i64 %98, 0
  %100 = mul i64 %97, %52
  %101 = select i1 %99, i64 %100, i64 -1
  br label %102

102:                                              ; preds = %96, %88
  %103 = phi i64 [ %101, %96 ], [ 0, %88 ]
  %104 = getelementptr inbounds i64, ptr %3, i64 %14
  store i64 %90, ptr %104, align 8, !tbaa !18
  %105 = getelementptr inbounds i64, ptr %4, i64 %14
  store i64 %103, ptr %105, align 8, !tbaa !18
  %106 = getelementptr inbounds i32, ptr %5, i64 %14
  store i32 %89, ptr %106, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %6, %102
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(none)
define dso_local noundef zeroext i1 @_Z12is_prime_u32j(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %220, label %3

3:                                                ; preds = %1
  %4 = and i32 %0, 1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = icmp eq i32 %0, 2
  br label %220

8:                                                ; preds = %3
  %9 = urem i32 %0, 3
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  %12 = icmp eq i32 %0, 3
  br label %220

13:                                               ; preds = %8
  %14 = icmp ult i32 %0, 25
  br i1 %14, label %220, label %15

15:                                               ; preds = %13
  %16 = zext i32 %0 to i64
  %17 = udiv i64 -1, %16
  %18 = add nsw i32 %0, -1
  %19 = tail call i32 @llvm.bitreverse.i32(i32 %18)
  %20 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %19) #11, !srcloc !17
  %21 = lshr i32 %18, %20
  %22 = icmp eq i32 %21, 0
  %23 = icmp slt i32 %20, 2
  br i1 %22, label %60, label %24

24:                                               ; preds = %15, %56
  %25 = phi i32 [ %47, %56 ], [ 1, %15 ]
  %26 = phi i32 [ %57, %56 ], [ 2, %15 ]
  %27 = phi i32 [ %58, %56 ], [ %21, %15 ]
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %24
  %31 = zext i32 %26 to i64
  br label %45

32:                                               ; preds = %24
  %33 = zext i32 %25 to i64
  %34 = zext i32 %26 to i64
  %35 = mul nuw i64 %33, %34
  %36 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %35, i64 %17)
  %37 = mul i64 %36, %16
  %38 = sub i64 %35, %37
  br label %39

39:                                               ; preds = %39, %32
  %40 = phi i64 [ %38, %32 ], [ %42, %39 ]
  %41 = icmp ult i64 %40, %16
  %42 = sub nuw i64 %40, %16
  br i1 %41, label %43, label %39, !llvm.loop !27

43:                                               ; preds = %39
  %44 = trunc nuw i64 %40 to i32
  br label %45

45:                                               ; preds = %30, %43
  %46 = phi i64 [ %31, %30 ], [ %34, %43 ]
  %47 = phi i32 [ %25, %30 ], [ %44, %43 ]
  %48 = mul nuw i64 %46, %46
  %49 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %48, i64 %17)
  %50 = mul i64 %49, %16
  %51 = sub i64 %48, %50
  br label %52

52:                                               ; preds = %52, %45
  %53 = phi i64 [ %51, %45 ], [ %55, %52 ]
  %54 = icmp ult i64 %53, %16
  %55 = sub nuw i64 %53, %16
  br i1 %54, label %56, label %52, !llvm.loop !27

56:                                               ; preds = %52
  %57 = trunc nuw i64 %53 to i32
  %58 = lshr i32 %27, 1
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %24, !llvm.loop !28

60:                                               ; preds = %56, %15
  %61 = phi i32 [ 1, %15 ], [ %47, %56 ]
  %62 = icmp eq i32 %61, 1
  %63 = icmp eq i32 %61, %18
  %64 = or i1 %62, %63
  %65 = or i1 %64, %23
  %66 = select i1 %64, i32 4, i32 1
  br i1 %65, label %85, label %70

67:                                               ; preds = %82
  %68 = add nuw nsw i32 %71, 1
  %69 = icmp eq i32 %68, %20
  br i1 %69, label %85, label %70, !llvm.loop !29

70:                                               ; preds = %60, %67
  %71 = phi i32 [ %68, %67 ], [ 1, %60 ]
  %72 = phi i32 [ %83, %67 ], [ %61, %60 ]
  %73 = zext i32 %72 to i64
  %74 = mul nuw i64 %73, %73
  %75 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %74, i64 %17)
  %76 = mul i64 %75, %16
  %77 = sub i64 %74, %76
  br label %78

78:                                               ; preds = %78, %70
  %79 = phi i64 [ %77, %70 ], [ %81, %78 ]
  %80 = icmp ult i64 %79, %16
  %81 = sub nuw i64 %79, %16
  br i1 %80, label %82, label %78, !llvm.loop !27

82:                                               ; preds = %78
  %83 = trunc nuw i64 %79 to i32
  %84 = icmp eq i32 %18, %83
  br i1 %84, label %85, label %67

85:                                               ; preds = %82, %67, %60
  %86 = phi i32 [ %66, %60 ], [ 0, %82 ], [ 1, %67 ]
  switch i32 %86, label %220 [
    i32 0, label %87
    i32 4, label %87
  ]

87:                                               ; preds = %85, %85
  br i1 %22, label %124, label %88

88:                                               ; preds = %87, %120
  %89 = phi i32 [ %111, %120 ], [ 1, %87 ]
  %90 = phi i32 [ %121, %120 ], [ 7, %87 ]
  %91 = phi i32 [ %122, %120 ], [ %21, %87 ]
  %92 = and i32 %91, 1
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %96

94:                                               ; preds = %88
  %95 = zext i32 %90 to i64
  br label %109

96:                                               ; preds = %88
  %97 = zext i32 %89 to i64
  %98 = zext i32 %90 to i64
  %99 = mul nuw i64 %97, %98
  %100 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %99, i64 %17)
  %101 = mul i64 %100, %16
  %102 = sub i64 %99, %101
  br label %103

103:                                              ; preds = %103, %96
  %104 = phi i64 [ %102, %96 ], [ %106, %103 ]
  %105 = icmp ult i64 %104, %16
  %106 = sub nuw i64 %104, %16
  br i1 %105, label %107, label %103, !llvm.loop !27

107:                                              ; preds = %103
  %108 = trunc nuw i64 %104 to i32
  br label %109

109:                                              ; preds = %94, %107
  %110 = phi i64 [ %95, %94 ], [ %98, %107 ]
  %111 = phi i32 [ %89, %94 ], [ %108, %107 ]
  %112 = mul nuw i64 %110, %110
  %113 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %112, i64 %17)
  %114 = mul i64 %113, %16
  %115 = sub i64 %112, %114
  br label %116

116:                                              ; preds = %116, %109
  %117 = phi i64 [ %115, %109 ], [ %119, %116 ]
  %118 = icmp ult i64 %117, %16
  %119 = sub nuw i64 %117, %16
  br i1 %118, label %120, label %116, !llvm.loop !27

120:                                              ; preds = %116
  %121 = trunc nuw i64 %117 to i32
  %122 = lshr i32 %91, 1
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %88, !llvm.loop !28

124:                                              ; preds = %120, %87
  %125 = phi i32 [ 1, %87 ], [ %111, %120 ]
  %126 = icmp eq i32 %125, 1
  %127 = icmp eq i32 %125, %18
  %128 = or i1 %126, %127
  %129 = or i1 %128, %23
  %130 = select i1 %128, i32 4, i32 1
  br i1 %129, label %149, label %131

131:                                              ; preds = %124, %146
  %132 = phi i32 [ %147, %146 ], [ 1, %124 ]
  %133 = phi i32 [ %144, %146 ], [ %125, %124 ]
  %134 = zext i32 %133 to i64
  %135 = mul nuw i64 %134, %134
  %136 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %135, i64 %17)
  %137 = mul i64 %136, %16
  %138 = sub i64 %135, %137
  br label %139

139:                                              ; preds = %139, %131
  %140 = phi i64 [ %138, %131 ], [ %142, %139 ]
  %141 = icmp ult i64 %140, %16
  %142 = sub nuw i64 %140, %16
  br i1 %141, label %143, label %139, !llvm.loop !27

143:                                              ; preds = %139
  %144 = trunc nuw i64 %140 to i32
  %145 = icmp eq i32 %18, %144
  br i1 %145, label %149, label %146

146:                                              ; preds = %143
  %147 = add nuw nsw i32 %132, 1
  %148 = icmp eq i32 %147, %20
  br i1 %148, label %149, label %131, !llvm.loop !29

149:                                              ; preds = %146, %143, %124
  %150 = phi i32 [ %130, %124 ], [ 0, %143 ], [ 1, %146 ]
  switch i32 %150, label %220 [
    i32 0, label %151
    i32 4, label %151
  ]

151:                                              ; preds = %149, %149
  %152 = urem i32 61, %0
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %216, label %154

154:                                              ; preds = %151
  br i1 %22, label %191, label %155

155:                                              ; preds = %154, %187
  %156 = phi i32 [ %178, %187 ], [ 1, %154 ]
  %157 = phi i32 [ %188, %187 ], [ %152, %154 ]
  %158 = phi i32 [ %189, %187 ], [ %21, %154 ]
  %159 = and i32 %158, 1
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %161, label %163

161:                                              ; preds = %155
  %162 = zext i32 %157 to i64
  br label %176

163:                                              ; preds = %155
  %164 = zext i32 %156 to i64
  %165 = zext i32 %157 to i64
  %166 = mul nuw i64 %164, %165
  %167 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %166, i64 %17)
  %168 = mul i64 %167, %16
  %169 = sub i64 %166, %168
  br label %170

170:                                              ; preds = %170, %163
  %171 = phi i64 [ %169, %163 ], [ %173, %170 ]
  %172 = icmp ult i64 %171, %16
  %173 = sub nuw i64 %171, %16
  br i1 %172, label %174, label %170, !llvm.loop !27

174:                                              ; preds = %170
  %175 = trunc nuw i64 %171 to i32
  br label %176

176:                                              ; preds = %161, %174
  %177 = phi i64 [ %162, %161 ], [ %165, %174 ]
  %178 = phi i32 [ %156, %161 ], [ %175, %174 ]
  %179 = mul nuw i64 %177, %177
  %180 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %179, i64 %17)
  %181 = mul i64 %180, %16
  %182 = sub i64 %179, %181
  br label %183

183:                                              ; preds = %183, %176
  %184 = phi i64 [ %182, %176 ], [ %186, %183 ]
  %185 = icmp ult i64 %184, %16
  %186 = sub nuw i64 %184, %16
  br i1 %185, label %187, label %183, !llvm.loop !27

187:                                              ; preds = %183
  %188 = trunc nuw i64 %184 to i32
  %189 = lshr i32 %158, 1
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %155, !llvm.loop !28

191:                                              ; preds = %187, %154
  %192 = phi i32 [ 1, %154 ], [ %178, %187 ]
  %193 = icmp eq i32 %192, 1
  %194 = icmp eq i32 %192, %18
  %195 = or i1 %193, %194
  %196 = or i1 %195, %23
  %197 = select i1 %195, i32 4, i32 1
  br i1 %196, label %216, label %198

198:                                              ; preds = %191, %213
  %199 = phi i32 [ %214, %213 ], [ 1, %191 ]
  %200 = phi i32 [ %211, %213 ], [ %192, %191 ]
  %201 = zext i32 %200 to i64
  %202 = mul nuw i64 %201, %201
  %203 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %202, i64 %17)
  %204 = mul i64 %203, %16
  %205 = sub i64 %202, %204
  br label %206

206:                                              ; preds = %206, %198
  %207 = phi i64 [ %205, %198 ], [ %209, %206 ]
  %208 = icmp ult i64 %207, %16
  %209 = sub nuw i64 %207, %16
  br i1 %208, label %210, label %206, !llvm.loop !27

210:                                              ; preds = %206
  %211 = trunc nuw i64 %207 to i32
  %212 = icmp eq i32 %18, %211
  br i1 %212, label %216, label %213

213:                                              ; preds = %210
  %214 = add nuw nsw i32 %199, 1
  %215 = icmp eq i32 %214, %20
  br i1 %215, label %216, label %198, !llvm.loop !29

216:                                              ; preds = %213, %210, %191, %151
  %217 = phi i32 [ 4, %151 ], [ %197, %191 ], [ 0, %210 ], [ 1, %213 ]
  %218 = and i32 %217, 1
  %219 = icmp eq i32 %218, 0
  br label %220

220:                                              ; preds = %85, %149, %216, %13, %1, %11, %6
  %221 = phi i1 [ true, %13 ], [ %7, %6 ], [ %12, %11 ], [ false, %1 ], [ %219, %216 ], [ false, %85 ], [ false, %149 ]
  ret i1 %221
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @next_prime_u32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #5 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %1
  br i1 %14, label %15, label %55

15:                                               ; preds = %8
  %16 = zext i32 %2 to i64
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = load i32, ptr addrspace(1) %19, align 4, !invariant.load !22
  %21 = zext i32 %20 to i64
  %22 = zext i32 %3 to i64
  %23 = mul nuw i64 %21, %22
  %24 = zext i32 %13 to i64
  %25 = add nuw nsw i64 %16, %24
  %26 = add nuw i64 %25, %23
  %27 = tail call noundef range(i64 0, 4294901761) i64 @llvm.umin.i64(i64 %26, i64 4294901760)
  %28 = trunc nuw i64 %27 to i32
  %29 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 1024)
  %31 = tail call i32 @llvm.umax.i32(i32 %28, i32 2)
  %32 = tail call noundef zeroext i1 @_Z12is_prime_u32j(i32 noundef %31) #10
  br i1 %32, label %43, label %33

33:                                               ; preds = %15
  %34 = icmp slt i32 %4, 2
  br i1 %34, label %49, label %35

35:                                               ; preds = %33, %46
  %36 = phi i32 [ %47, %46 ], [ 1, %33 ]
  %37 = phi i32 [ %38, %46 ], [ %31, %33 ]
  %38 = add nuw i32 %37, 1
  %39 = and i32 %37, 1
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %35
  %42 = tail call noundef zeroext i1 @_Z12is_prime_u32j(i32 noundef %38) #10
  br i1 %42, label %43, label %46

43:                                               ; preds = %41, %15
  %44 = phi i32 [ %31, %15 ], [ %38, %41 ]
  %45 = sub i32 %44, %28
  br label %49

46:                                               ; preds = %35, %41
  %47 = add nuw nsw i32 %36, 1
  %48 = icmp eq i32 %47, %30
  br i1 %48, label %49, label %35, !llvm.loop !30

49:                                               ; preds = %46, %33, %43
  %50 = phi i32 [ %45, %43 ], [ -1, %33 ], [ -1, %46 ]
  %51 = phi i32 [ %44, %43 ], [ 0, %33 ], [ 0, %46 ]
  %52 = getelementptr inbounds i32, ptr %5, i64 %17
  store i32 %51, ptr %52, align 4, !tbaa !6
  %53 = getelementptr inbounds i32, ptr %6, i64 %17
  store i32 %50, ptr %53, align 4, !tbaa !6
  %54 = icmp sgt i32 %50, -1
  br label %55

55:                                               ; preds = %49, %8
  %56 = phi i1 [ %54, %49 ], [ false, %8 ]
  %57 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %56)
  %58 = and i32 %12, 31
  %59 = icmp eq i32 %58, 0
  %60 = icmp ne i32 %57, 0
  %61 = and i1 %59, %60
  br i1 %61, label %62, label %65

62:                                               ; preds = %55
  %63 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %57)
  %64 = atomicrmw add ptr %7, i32 %63 seq_cst, align 4
  br label %65

65:                                               ; preds = %62, %55
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nofree noinline nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS13PermuteParams", !7, i64 0, !8, i64 4, !8, i64 28}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{i32 12293}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !8, i64 0}
!20 = !{!21, !19, i64 0}
!21 = !{!"_ZTS7FastDiv", !19, i64 0, !7, i64 8, !7, i64 12}
!22 = !{}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !8, i64 0}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14, !31}
!31 = !{!"llvm.loop.peeled.count", i32 1}
