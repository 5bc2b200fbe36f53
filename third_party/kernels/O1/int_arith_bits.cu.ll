; ModuleID = 'src/int_arith_bits.cu'
source_filename = "src/int_arith_bits.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.FastDiv = type { i64, i32, i32 }
%struct.PermuteParams = type { i32, [6 x i32], [6 x i32] }

@_ZZ18permute_nd_fastdivE5s_div = internal unnamed_addr addrspace(3) global [6 x %struct.FastDiv] undef, align 8
@_ZZ18permute_nd_fastdivE11s_in_stride = internal unnamed_addr addrspace(3) global [6 x i32] undef, align 4
@_ZZ18permute_nd_fastdivE7s_total = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @permute_nd_fastdiv(ptr noalias noundef readonly captures(none) %0, ptr noundef readonly byval(%struct.PermuteParams) align 4 captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = alloca [6 x i32], align 4
  %6 = alloca [6 x i32], align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %101

9:                                                ; preds = %4
  %10 = load i32, ptr %1, align 4, !tbaa !11
  %11 = tail call i32 @llvm.smax.i32(i32 %10, i32 1)
  %12 = tail call i32 @llvm.smin.i32(i32 %11, i32 6)
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
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 64)
  %21 = getelementptr inbounds nuw i32, ptr %5, i64 %16
  store i32 %20, ptr %21, align 4, !tbaa !6
  %22 = add nuw nsw i32 %15, 1
  %23 = icmp eq i32 %22, %12
  br i1 %23, label %26, label %14, !llvm.loop !13

24:                                               ; preds = %26
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 28
  br label %45

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
  %39 = icmp sgt i32 %28, 1
  br i1 %39, label %26, label %24, !llvm.loop !16

40:                                               ; preds = %45
  %41 = shl nsw i32 -1, %12
  %42 = xor i32 %53, %41
  %43 = icmp ne i32 %42, -1
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 28
  br label %57

45:                                               ; preds = %24, %45
  %46 = phi i32 [ 0, %24 ], [ %53, %45 ]
  %47 = phi i32 [ 0, %24 ], [ %54, %45 ]
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr %25, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = urem i32 %50, 6
  %52 = shl nuw nsw i32 1, %51
  %53 = or i32 %52, %46
  %54 = add nuw nsw i32 %47, 1
  %55 = icmp eq i32 %54, %12
  br i1 %55, label %40, label %45, !llvm.loop !17

56:                                               ; preds = %96
  store i32 %36, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE7s_total to ptr), align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  br label %101

57:                                               ; preds = %40, %96
  %58 = phi i32 [ 0, %40 ], [ %99, %96 ]
  %59 = icmp samesign ule i32 %11, %58
  %60 = select i1 %59, i1 true, i1 %43
  %61 = select i1 %59, i32 0, i32 %58
  br i1 %60, label %67, label %62

62:                                               ; preds = %57
  %63 = zext nneg i32 %58 to i64
  %64 = getelementptr inbounds nuw i32, ptr %44, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = urem i32 %65, 6
  br label %67

67:                                               ; preds = %57, %62
  %68 = phi i32 [ %61, %57 ], [ %66, %62 ]
  br i1 %59, label %74, label %69

69:                                               ; preds = %67
  %70 = zext nneg i32 %68 to i64
  %71 = getelementptr inbounds nuw i32, ptr %5, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = tail call i32 @llvm.umax.i32(i32 %72, i32 1)
  br label %74

74:                                               ; preds = %67, %69
  %75 = phi i32 [ %73, %69 ], [ 1, %67 ]
  %76 = tail call range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %75)
  %77 = icmp samesign ult i32 %76, 2
  br i1 %77, label %78, label %81

78:                                               ; preds = %74
  %79 = tail call i32 @llvm.bitreverse.i32(i32 %75)
  %80 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %79) #11, !srcloc !18
  br label %85

81:                                               ; preds = %74
  %82 = zext i32 %75 to i64
  %83 = udiv i64 -1, %82
  %84 = add i64 %83, 1
  br label %85

85:                                               ; preds = %78, %81
  %86 = phi i32 [ %80, %78 ], [ 0, %81 ]
  %87 = phi i64 [ 0, %78 ], [ %84, %81 ]
  %88 = zext nneg i32 %58 to i64
  %89 = getelementptr inbounds nuw %struct.FastDiv, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 %88
  store i64 %87, ptr %89, align 8, !tbaa !19
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 8
  store i32 %75, ptr %90, align 8, !tbaa !6
  %91 = getelementptr inbounds nuw i8, ptr %89, i64 12
  store i32 %86, ptr %91, align 4, !tbaa !6
  br i1 %59, label %96, label %92

92:                                               ; preds = %85
  %93 = zext nneg i32 %68 to i64
  %94 = getelementptr inbounds nuw i32, ptr %6, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %85, %92
  %97 = phi i32 [ %95, %92 ], [ 0, %85 ]
  %98 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride to ptr), i64 %88
  store i32 %97, ptr %98, align 4, !tbaa !6
  %99 = add nuw nsw i32 %58, 1
  %100 = icmp eq i32 %99, 6
  br i1 %100, label %56, label %57, !llvm.loop !21

101:                                              ; preds = %56, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE7s_total to ptr), align 4, !tbaa !6
  %103 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %104 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %105 = mul i32 %103, %104
  %106 = add i32 %105, %7
  %107 = icmp ult i32 %106, %102
  br i1 %107, label %108, label %309

108:                                              ; preds = %101
  %109 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %110 = mul i32 %109, %104
  %111 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 80), align 8, !tbaa !22
  %112 = icmp eq i64 %111, 0
  %113 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 88), align 8
  %114 = zext i32 %113 to i64
  %115 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 92), align 4
  %116 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 88), align 8
  %117 = add i32 %116, -1
  %118 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 88), align 8, !tbaa !24
  %119 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride to ptr), i64 20), align 4, !tbaa !6
  %120 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 64), align 8, !tbaa !22
  %121 = icmp eq i64 %120, 0
  %122 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 72), align 8
  %123 = zext i32 %122 to i64
  %124 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 76), align 4
  %125 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 72), align 8
  %126 = add i32 %125, -1
  %127 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 72), align 8, !tbaa !24
  %128 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride to ptr), i64 16), align 4, !tbaa !6
  %129 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 48), align 8, !tbaa !22
  %130 = icmp eq i64 %129, 0
  %131 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 56), align 8
  %132 = zext i32 %131 to i64
  %133 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 60), align 4
  %134 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 56), align 8
  %135 = add i32 %134, -1
  %136 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 56), align 8, !tbaa !24
  %137 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride to ptr), i64 12), align 4, !tbaa !6
  %138 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 32), align 8, !tbaa !22
  %139 = icmp eq i64 %138, 0
  %140 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 40), align 8
  %141 = zext i32 %140 to i64
  %142 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 44), align 4
  %143 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 40), align 8
  %144 = add i32 %143, -1
  %145 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 40), align 8, !tbaa !24
  %146 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride to ptr), i64 8), align 4, !tbaa !6
  %147 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 16), align 8, !tbaa !22
  %148 = icmp eq i64 %147, 0
  %149 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 24), align 8
  %150 = zext i32 %149 to i64
  %151 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 28), align 4
  %152 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 24), align 8
  %153 = add i32 %152, -1
  %154 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 24), align 8, !tbaa !24
  %155 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride to ptr), i64 4), align 4, !tbaa !6
  %156 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), align 8, !tbaa !22
  %157 = icmp eq i64 %156, 0
  %158 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 8), align 8
  %159 = zext i32 %158 to i64
  %160 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 12), align 4
  %161 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 8), align 8
  %162 = add i32 %161, -1
  %163 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE5s_div to ptr), i64 8), align 8, !tbaa !24
  %164 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18permute_nd_fastdivE11s_in_stride to ptr), align 4, !tbaa !6
  br label %165

165:                                              ; preds = %108, %287
  %166 = phi i32 [ %106, %108 ], [ %307, %287 ]
  %167 = phi i32 [ 0, %108 ], [ %296, %287 ]
  br i1 %112, label %168, label %171

168:                                              ; preds = %165
  %169 = lshr i32 %166, %115
  %170 = and i32 %117, %166
  br label %178

171:                                              ; preds = %165
  %172 = zext i32 %166 to i64
  %173 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %111, i64 %172)
  %174 = trunc i64 %173 to i32
  %175 = mul i64 %111, %172
  %176 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %175, i64 %114)
  %177 = trunc i64 %176 to i32
  br label %178

178:                                              ; preds = %168, %171
  %179 = phi i32 [ %169, %168 ], [ %174, %171 ]
  %180 = phi i32 [ %170, %168 ], [ %177, %171 ]
  %181 = mul i32 %118, %179
  %182 = add i32 %181, %180
  %183 = icmp ne i32 %182, %166
  %184 = icmp uge i32 %180, %118
  %185 = select i1 %183, i1 true, i1 %184
  %186 = zext i1 %185 to i32
  %187 = add i32 %167, %186
  %188 = mul i32 %119, %180
  br i1 %121, label %196, label %189

189:                                              ; preds = %178
  %190 = zext i32 %179 to i64
  %191 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %120, i64 %190)
  %192 = trunc i64 %191 to i32
  %193 = mul i64 %120, %190
  %194 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %193, i64 %123)
  %195 = trunc i64 %194 to i32
  br label %199

196:                                              ; preds = %178
  %197 = lshr i32 %179, %124
  %198 = and i32 %126, %179
  br label %199

199:                                              ; preds = %196, %189
  %200 = phi i32 [ %197, %196 ], [ %192, %189 ]
  %201 = phi i32 [ %198, %196 ], [ %195, %189 ]
  %202 = mul i32 %127, %200
  %203 = add i32 %202, %201
  %204 = icmp ne i32 %203, %179
  %205 = icmp uge i32 %201, %127
  %206 = select i1 %204, i1 true, i1 %205
  %207 = zext i1 %206 to i32
  %208 = add i32 %187, %207
  %209 = mul i32 %128, %201
  %210 = add i32 %209, %188
  br i1 %130, label %218, label %211

211:                                              ; preds = %199
  %212 = zext i32 %200 to i64
  %213 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %129, i64 %212)
  %214 = trunc i64 %213 to i32
  %215 = mul i64 %129, %212
  %216 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %215, i64 %132)
  %217 = trunc i64 %216 to i32
  br label %221

218:                                              ; preds = %199
  %219 = lshr i32 %200, %133
  %220 = and i32 %135, %200
  br label %221

221:                                              ; preds = %218, %211
  %222 = phi i32 [ %219, %218 ], [ %214, %211 ]
  %223 = phi i32 [ %220, %218 ], [ %217, %211 ]
  %224 = mul i32 %136, %222
  %225 = add i32 %224, %223
  %226 = icmp ne i32 %225, %200
  %227 = icmp uge i32 %223, %136
  %228 = select i1 %226, i1 true, i1 %227
  %229 = zext i1 %228 to i32
  %230 = add i32 %208, %229
  %231 = mul i32 %137, %223
  %232 = add i32 %231, %210
  br i1 %139, label %240, label %233

233:                                              ; preds = %221
  %234 = zext i32 %222 to i64
  %235 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %138, i64 %234)
  %236 = trunc i64 %235 to i32
  %237 = mul i64 %138, %234
  %238 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %237, i64 %141)
  %239 = trunc i64 %238 to i32
  br label %243

240:                                              ; preds = %221
  %241 = lshr i32 %222, %142
  %242 = and i32 %144, %222
  br label %243

243:                                              ; preds = %240, %233
  %244 = phi i32 [ %241, %240 ], [ %236, %233 ]
  %245 = phi i32 [ %242, %240 ], [ %239, %233 ]
  %246 = mul i32 %145, %244
  %247 = add i32 %246, %245
  %248 = icmp ne i32 %247, %222
  %249 = icmp uge i32 %245, %145
  %250 = select i1 %248, i1 true, i1 %249
  %251 = zext i1 %250 to i32
  %252 = add i32 %230, %251
  %253 = mul i32 %146, %245
  %254 = add i32 %253, %232
  br i1 %148, label %262, label %255

255:                                              ; preds = %243
  %256 = zext i32 %244 to i64
  %257 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %147, i64 %256)
  %258 = trunc i64 %257 to i32
  %259 = mul i64 %147, %256
  %260 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %259, i64 %150)
  %261 = trunc i64 %260 to i32
  br label %265

262:                                              ; preds = %243
  %263 = lshr i32 %244, %151
  %264 = and i32 %153, %244
  br label %265

265:                                              ; preds = %262, %255
  %266 = phi i32 [ %263, %262 ], [ %258, %255 ]
  %267 = phi i32 [ %264, %262 ], [ %261, %255 ]
  %268 = mul i32 %154, %266
  %269 = add i32 %268, %267
  %270 = icmp ne i32 %269, %244
  %271 = icmp uge i32 %267, %154
  %272 = select i1 %270, i1 true, i1 %271
  %273 = zext i1 %272 to i32
  %274 = add i32 %252, %273
  %275 = mul i32 %155, %267
  %276 = add i32 %275, %254
  br i1 %157, label %284, label %277

277:                                              ; preds = %265
  %278 = zext i32 %266 to i64
  %279 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %156, i64 %278)
  %280 = trunc i64 %279 to i32
  %281 = mul i64 %156, %278
  %282 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %281, i64 %159)
  %283 = trunc i64 %282 to i32
  br label %287

284:                                              ; preds = %265
  %285 = lshr i32 %266, %160
  %286 = and i32 %162, %266
  br label %287

287:                                              ; preds = %284, %277
  %288 = phi i32 [ %285, %284 ], [ %280, %277 ]
  %289 = phi i32 [ %286, %284 ], [ %283, %277 ]
  %290 = mul i32 %163, %288
  %291 = add i32 %290, %289
  %292 = icmp ne i32 %291, %266
  %293 = icmp uge i32 %289, %163
  %294 = select i1 %292, i1 true, i1 %293
  %295 = zext i1 %294 to i32
  %296 = add i32 %274, %295
  %297 = mul i32 %164, %289
  %298 = add i32 %297, %276
  %299 = icmp ult i32 %298, %102
  %300 = select i1 %299, i32 %298, i32 0
  %301 = zext i32 %300 to i64
  %302 = getelementptr inbounds nuw float, ptr %0, i64 %301
  %303 = addrspacecast ptr %302 to ptr addrspace(1)
  %304 = load float, ptr addrspace(1) %303, align 4, !invariant.load !25
  %305 = zext i32 %166 to i64
  %306 = getelementptr inbounds nuw float, ptr %2, i64 %305
  store float %304, ptr %306, align 4, !tbaa !26
  %307 = add i32 %166, %110
  %308 = icmp ult i32 %307, %102
  br i1 %308, label %165, label %309, !llvm.loop !28

309:                                              ; preds = %287, %101
  %310 = phi i32 [ 0, %101 ], [ %296, %287 ]
  %311 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %310, i32 16, i32 31)
  %312 = add i32 %311, %310
  %313 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %312, i32 8, i32 31)
  %314 = add i32 %313, %312
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %314, i32 4, i32 31)
  %316 = add i32 %315, %314
  %317 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %316, i32 2, i32 31)
  %318 = add i32 %317, %316
  %319 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %318, i32 1, i32 31)
  %320 = add i32 %319, %318
  %321 = and i32 %7, 31
  %322 = icmp eq i32 %321, 0
  %323 = icmp ne i32 %320, 0
  %324 = select i1 %322, i1 %323, i1 false
  br i1 %324, label %325, label %327

325:                                              ; preds = %309
  %326 = atomicrmw add ptr %3, i32 %320 seq_cst, align 4
  br label %327

327:                                              ; preds = %325, %309
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
  %16 = load i64, ptr %15, align 8, !tbaa !19
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
  br i1 %79, label %63, label %80, !llvm.loop !29

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
  store i64 %90, ptr %104, align 8, !tbaa !19
  %105 = getelementptr inbounds i64, ptr %4, i64 %14
  store i64 %103, ptr %105, align 8, !tbaa !19
  %106 = getelementptr inbounds i32, ptr %5, i64 %14
  store i32 %89, ptr %106, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %6, %102
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(none)
define dso_local noundef zeroext i1 @_Z12is_prime_u32j(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %214, label %3

3:                                                ; preds = %1
  %4 = and i32 %0, 1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = icmp eq i32 %0, 2
  br label %214

8:                                                ; preds = %3
  %9 = urem i32 %0, 3
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  %12 = icmp eq i32 %0, 3
  br label %214

13:                                               ; preds = %8
  %14 = icmp ult i32 %0, 25
  br i1 %14, label %214, label %15

15:                                               ; preds = %13
  %16 = zext i32 %0 to i64
  %17 = udiv i64 -1, %16
  %18 = add nsw i32 %0, -1
  %19 = tail call i32 @llvm.bitreverse.i32(i32 %18)
  %20 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %19) #11, !srcloc !18
  %21 = lshr i32 %18, %20
  %22 = icmp eq i32 %21, 0
  %23 = icmp slt i32 %20, 2
  br i1 %22, label %58, label %24

24:                                               ; preds = %15, %54
  %25 = phi i32 [ %44, %54 ], [ 1, %15 ]
  %26 = phi i32 [ %55, %54 ], [ 2, %15 ]
  %27 = phi i32 [ %56, %54 ], [ %21, %15 ]
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %43, label %30

30:                                               ; preds = %24
  %31 = zext i32 %25 to i64
  %32 = zext i32 %26 to i64
  %33 = mul nuw i64 %31, %32
  %34 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %33, i64 %17)
  %35 = mul i64 %34, %16
  %36 = sub i64 %33, %35
  br label %37

37:                                               ; preds = %37, %30
  %38 = phi i64 [ %36, %30 ], [ %40, %37 ]
  %39 = icmp ult i64 %38, %16
  %40 = sub nuw i64 %38, %16
  br i1 %39, label %41, label %37, !llvm.loop !30

41:                                               ; preds = %37
  %42 = trunc nuw i64 %38 to i32
  br label %43

43:                                               ; preds = %41, %24
  %44 = phi i32 [ %42, %41 ], [ %25, %24 ]
  %45 = zext i32 %26 to i64
  %46 = mul nuw i64 %45, %45
  %47 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %46, i64 %17)
  %48 = mul i64 %47, %16
  %49 = sub i64 %46, %48
  br label %50

50:                                               ; preds = %50, %43
  %51 = phi i64 [ %49, %43 ], [ %53, %50 ]
  %52 = icmp ult i64 %51, %16
  %53 = sub nuw i64 %51, %16
  br i1 %52, label %54, label %50, !llvm.loop !30

54:                                               ; preds = %50
  %55 = trunc nuw i64 %51 to i32
  %56 = lshr i32 %27, 1
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %24, !llvm.loop !31

58:                                               ; preds = %54, %15
  %59 = phi i32 [ 1, %15 ], [ %44, %54 ]
  %60 = icmp eq i32 %59, 1
  %61 = icmp eq i32 %59, %18
  %62 = or i1 %60, %61
  %63 = or i1 %62, %23
  %64 = select i1 %62, i32 4, i32 1
  br i1 %63, label %83, label %68

65:                                               ; preds = %80
  %66 = add nuw nsw i32 %69, 1
  %67 = icmp eq i32 %66, %20
  br i1 %67, label %83, label %68, !llvm.loop !32

68:                                               ; preds = %58, %65
  %69 = phi i32 [ %66, %65 ], [ 1, %58 ]
  %70 = phi i32 [ %81, %65 ], [ %59, %58 ]
  %71 = zext i32 %70 to i64
  %72 = mul nuw i64 %71, %71
  %73 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %72, i64 %17)
  %74 = mul i64 %73, %16
  %75 = sub i64 %72, %74
  br label %76

76:                                               ; preds = %76, %68
  %77 = phi i64 [ %75, %68 ], [ %79, %76 ]
  %78 = icmp ult i64 %77, %16
  %79 = sub nuw i64 %77, %16
  br i1 %78, label %80, label %76, !llvm.loop !30

80:                                               ; preds = %76
  %81 = trunc nuw i64 %77 to i32
  %82 = icmp eq i32 %18, %81
  br i1 %82, label %83, label %65

83:                                               ; preds = %80, %65, %58
  %84 = phi i32 [ %64, %58 ], [ 0, %80 ], [ 1, %65 ]
  switch i32 %84, label %214 [
    i32 0, label %85
    i32 4, label %85
  ]

85:                                               ; preds = %83, %83
  br i1 %22, label %120, label %86

86:                                               ; preds = %85, %116
  %87 = phi i32 [ %106, %116 ], [ 1, %85 ]
  %88 = phi i32 [ %117, %116 ], [ 7, %85 ]
  %89 = phi i32 [ %118, %116 ], [ %21, %85 ]
  %90 = and i32 %89, 1
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %105, label %92

92:                                               ; preds = %86
  %93 = zext i32 %87 to i64
  %94 = zext i32 %88 to i64
  %95 = mul nuw i64 %93, %94
  %96 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %95, i64 %17)
  %97 = mul i64 %96, %16
  %98 = sub i64 %95, %97
  br label %99

99:                                               ; preds = %99, %92
  %100 = phi i64 [ %98, %92 ], [ %102, %99 ]
  %101 = icmp ult i64 %100, %16
  %102 = sub nuw i64 %100, %16
  br i1 %101, label %103, label %99, !llvm.loop !30

103:                                              ; preds = %99
  %104 = trunc nuw i64 %100 to i32
  br label %105

105:                                              ; preds = %103, %86
  %106 = phi i32 [ %104, %103 ], [ %87, %86 ]
  %107 = zext i32 %88 to i64
  %108 = mul nuw i64 %107, %107
  %109 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %108, i64 %17)
  %110 = mul i64 %109, %16
  %111 = sub i64 %108, %110
  br label %112

112:                                              ; preds = %112, %105
  %113 = phi i64 [ %111, %105 ], [ %115, %112 ]
  %114 = icmp ult i64 %113, %16
  %115 = sub nuw i64 %113, %16
  br i1 %114, label %116, label %112, !llvm.loop !30

116:                                              ; preds = %112
  %117 = trunc nuw i64 %113 to i32
  %118 = lshr i32 %89, 1
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %86, !llvm.loop !31

120:                                              ; preds = %116, %85
  %121 = phi i32 [ 1, %85 ], [ %106, %116 ]
  %122 = icmp eq i32 %121, 1
  %123 = icmp eq i32 %121, %18
  %124 = or i1 %122, %123
  %125 = or i1 %124, %23
  %126 = select i1 %124, i32 4, i32 1
  br i1 %125, label %145, label %127

127:                                              ; preds = %120, %142
  %128 = phi i32 [ %143, %142 ], [ 1, %120 ]
  %129 = phi i32 [ %140, %142 ], [ %121, %120 ]
  %130 = zext i32 %129 to i64
  %131 = mul nuw i64 %130, %130
  %132 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %131, i64 %17)
  %133 = mul i64 %132, %16
  %134 = sub i64 %131, %133
  br label %135

135:                                              ; preds = %135, %127
  %136 = phi i64 [ %134, %127 ], [ %138, %135 ]
  %137 = icmp ult i64 %136, %16
  %138 = sub nuw i64 %136, %16
  br i1 %137, label %139, label %135, !llvm.loop !30

139:                                              ; preds = %135
  %140 = trunc nuw i64 %136 to i32
  %141 = icmp eq i32 %18, %140
  br i1 %141, label %145, label %142

142:                                              ; preds = %139
  %143 = add nuw nsw i32 %128, 1
  %144 = icmp eq i32 %143, %20
  br i1 %144, label %145, label %127, !llvm.loop !32

145:                                              ; preds = %142, %139, %120
  %146 = phi i32 [ %126, %120 ], [ 0, %139 ], [ 1, %142 ]
  switch i32 %146, label %214 [
    i32 0, label %147
    i32 4, label %147
  ]

147:                                              ; preds = %145, %145
  %148 = urem i32 61, %0
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %210, label %150

150:                                              ; preds = %147
  br i1 %22, label %185, label %151

151:                                              ; preds = %150, %181
  %152 = phi i32 [ %171, %181 ], [ 1, %150 ]
  %153 = phi i32 [ %182, %181 ], [ %148, %150 ]
  %154 = phi i32 [ %183, %181 ], [ %21, %150 ]
  %155 = and i32 %154, 1
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %170, label %157

157:                                              ; preds = %151
  %158 = zext i32 %152 to i64
  %159 = zext i32 %153 to i64
  %160 = mul nuw i64 %158, %159
  %161 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %160, i64 %17)
  %162 = mul i64 %161, %16
  %163 = sub i64 %160, %162
  br label %164

164:                                              ; preds = %164, %157
  %165 = phi i64 [ %163, %157 ], [ %167, %164 ]
  %166 = icmp ult i64 %165, %16
  %167 = sub nuw i64 %165, %16
  br i1 %166, label %168, label %164, !llvm.loop !30

168:                                              ; preds = %164
  %169 = trunc nuw i64 %165 to i32
  br label %170

170:                                              ; preds = %168, %151
  %171 = phi i32 [ %169, %168 ], [ %152, %151 ]
  %172 = zext i32 %153 to i64
  %173 = mul nuw i64 %172, %172
  %174 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %173, i64 %17)
  %175 = mul i64 %174, %16
  %176 = sub i64 %173, %175
  br label %177

177:                                              ; preds = %177, %170
  %178 = phi i64 [ %176, %170 ], [ %180, %177 ]
  %179 = icmp ult i64 %178, %16
  %180 = sub nuw i64 %178, %16
  br i1 %179, label %181, label %177, !llvm.loop !30

181:                                              ; preds = %177
  %182 = trunc nuw i64 %178 to i32
  %183 = lshr i32 %154, 1
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %185, label %151, !llvm.loop !31

185:                                              ; preds = %181, %150
  %186 = phi i32 [ 1, %150 ], [ %171, %181 ]
  %187 = icmp eq i32 %186, 1
  %188 = icmp eq i32 %186, %18
  %189 = or i1 %187, %188
  %190 = or i1 %189, %23
  %191 = select i1 %189, i32 4, i32 1
  br i1 %190, label %210, label %192

192:                                              ; preds = %185, %207
  %193 = phi i32 [ %208, %207 ], [ 1, %185 ]
  %194 = phi i32 [ %205, %207 ], [ %186, %185 ]
  %195 = zext i32 %194 to i64
  %196 = mul nuw i64 %195, %195
  %197 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %196, i64 %17)
  %198 = mul i64 %197, %16
  %199 = sub i64 %196, %198
  br label %200

200:                                              ; preds = %200, %192
  %201 = phi i64 [ %199, %192 ], [ %203, %200 ]
  %202 = icmp ult i64 %201, %16
  %203 = sub nuw i64 %201, %16
  br i1 %202, label %204, label %200, !llvm.loop !30

204:                                              ; preds = %200
  %205 = trunc nuw i64 %201 to i32
  %206 = icmp eq i32 %18, %205
  br i1 %206, label %210, label %207

207:                                              ; preds = %204
  %208 = add nuw nsw i32 %193, 1
  %209 = icmp eq i32 %208, %20
  br i1 %209, label %210, label %192, !llvm.loop !32

210:                                              ; preds = %207, %204, %185, %147
  %211 = phi i32 [ 4, %147 ], [ %191, %185 ], [ 0, %204 ], [ 1, %207 ]
  %212 = and i32 %211, 1
  %213 = icmp eq i32 %212, 0
  br label %214

214:                                              ; preds = %83, %145, %210, %13, %1, %11, %6
  %215 = phi i1 [ true, %13 ], [ %7, %6 ], [ %12, %11 ], [ false, %1 ], [ %213, %210 ], [ false, %83 ], [ false, %145 ]
  ret i1 %215
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @next_prime_u32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #5 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %1
  br i1 %14, label %15, label %53

15:                                               ; preds = %8
  %16 = zext i32 %2 to i64
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = load i32, ptr addrspace(1) %19, align 4, !invariant.load !25
  %21 = zext i32 %20 to i64
  %22 = zext i32 %3 to i64
  %23 = mul nuw i64 %21, %22
  %24 = zext i32 %13 to i64
  %25 = add nuw nsw i64 %16, %24
  %26 = add nuw i64 %25, %23
  %27 = tail call noundef range(i64 0, 4294901761) i64 @llvm.umin.i64(i64 %26, i64 4294901760)
  %28 = trunc nuw i64 %27 to i32
  %29 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 1024)
  %31 = tail call i32 @llvm.umax.i32(i32 %28, i32 2)
  br label %32

32:                                               ; preds = %15, %43
  %33 = phi i32 [ 0, %15 ], [ %44, %43 ]
  %34 = phi i32 [ %31, %15 ], [ %45, %43 ]
  %35 = icmp ne i32 %33, 0
  %36 = and i32 %34, 1
  %37 = icmp eq i32 %36, 0
  %38 = select i1 %35, i1 %37, i1 false
  br i1 %38, label %43, label %39

39:                                               ; preds = %32
  %40 = tail call noundef zeroext i1 @_Z12is_prime_u32j(i32 noundef %34) #10
  br i1 %40, label %41, label %43

41:                                               ; preds = %39
  %42 = sub i32 %34, %28
  br label %47

43:                                               ; preds = %32, %39
  %44 = add nuw nsw i32 %33, 1
  %45 = add nuw i32 %34, 1
  %46 = icmp eq i32 %44, %30
  br i1 %46, label %47, label %32, !llvm.loop !33

47:                                               ; preds = %43, %41
  %48 = phi i32 [ %42, %41 ], [ -1, %43 ]
  %49 = phi i32 [ %34, %41 ], [ 0, %43 ]
  %50 = getelementptr inbounds i32, ptr %5, i64 %17
  store i32 %49, ptr %50, align 4, !tbaa !6
  %51 = getelementptr inbounds i32, ptr %6, i64 %17
  store i32 %48, ptr %51, align 4, !tbaa !6
  %52 = icmp sgt i32 %48, -1
  br label %53

53:                                               ; preds = %47, %8
  %54 = phi i1 [ %52, %47 ], [ false, %8 ]
  %55 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %54)
  %56 = and i32 %12, 31
  %57 = icmp eq i32 %56, 0
  %58 = icmp ne i32 %55, 0
  %59 = and i1 %57, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53
  %61 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %55)
  %62 = atomicrmw add ptr %7, i32 %61 seq_cst, align 4
  br label %63

63:                                               ; preds = %60, %53
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
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = !{i32 12293}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !8, i64 0}
!21 = distinct !{!21, !14, !15}
!22 = !{!23, !20, i64 0}
!23 = !{!"_ZTS7FastDiv", !20, i64 0, !7, i64 8, !7, i64 12}
!24 = !{!23, !7, i64 8}
!25 = !{}
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !8, i64 0}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !14, !15}
