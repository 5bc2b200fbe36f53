; ModuleID = 'src/hough_lines.cu'
source_filename = "src/hough_lines.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int2 = type { i32, i32 }

@c_cos = dso_local addrspace(4) externally_initialized constant [180 x float] zeroinitializer, align 4
@c_sin = dso_local addrspace(4) externally_initialized constant [180 x float] zeroinitializer, align 4
@_ZZ10hough_voteE5s_acc = internal addrspace(3) global [4096 x i32] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_cos to ptr), ptr addrspacecast (ptr addrspace(4) @c_sin to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hough_vote(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 -2147483648, 181) i32 @llvm.smin.i32(i32 %4, i32 180)
  %9 = add i32 %3, -1025
  %10 = icmp ult i32 %9, -1024
  %11 = icmp slt i32 %1, 1
  %12 = or i1 %11, %10
  %13 = icmp slt i32 %2, 1
  %14 = or i1 %13, %12
  br i1 %14, label %169, label %15

15:                                               ; preds = %7
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = shl i32 %16, 2
  %18 = icmp slt i32 %17, %8
  br i1 %18, label %19, label %169

19:                                               ; preds = %15
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = shl nuw nsw i32 %3, 2
  %22 = icmp samesign ult i32 %20, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %19
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %58

25:                                               ; preds = %58, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = add nsw i32 %8, -1
  %27 = tail call noundef range(i32 -2147483648, 181) i32 @llvm.smin.i32(i32 %17, i32 range(i32 -2147483648, 181) %26)
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_cos to ptr), i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_sin to ptr), i64 %28
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = or disjoint i32 %17, 1
  %34 = tail call noundef range(i32 -2147483648, 181) i32 @llvm.smin.i32(i32 %33, i32 range(i32 -2147483648, 181) %26)
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_cos to ptr), i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_sin to ptr), i64 %35
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = or disjoint i32 %17, 2
  %41 = tail call noundef range(i32 -2147483648, 181) i32 @llvm.smin.i32(i32 %40, i32 range(i32 -2147483648, 181) %26)
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_cos to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_sin to ptr), i64 %42
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = or disjoint i32 %17, 3
  %48 = tail call noundef range(i32 -2147483648, 181) i32 @llvm.smin.i32(i32 %47, i32 range(i32 -2147483648, 181) %26)
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_cos to ptr), i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_sin to ptr), i64 %49
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = lshr i32 %3, 1
  %55 = uitofp nneg i32 %54 to float
  %56 = mul nuw nsw i32 %2, %1
  %57 = icmp samesign ult i32 %20, %56
  br i1 %57, label %64, label %72

58:                                               ; preds = %23, %58
  %59 = phi i32 [ %20, %23 ], [ %62, %58 ]
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %60
  store i32 0, ptr %61, align 4, !tbaa !6
  %62 = add nuw nsw i32 %59, %24
  %63 = icmp samesign ult i32 %62, %21
  br i1 %63, label %58, label %25, !llvm.loop !13

64:                                               ; preds = %25
  %65 = uitofp nneg i32 %3 to float
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %67 = icmp slt i32 %33, %8
  %68 = icmp slt i32 %40, %8
  %69 = shl nuw nsw i32 %3, 1
  %70 = icmp slt i32 %47, %8
  %71 = mul nuw nsw i32 %3, 3
  br label %76

72:                                               ; preds = %147, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %73, label %169

73:                                               ; preds = %72
  %74 = zext nneg i32 %3 to i64
  %75 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %150

76:                                               ; preds = %64, %147
  %77 = phi i32 [ %20, %64 ], [ %148, %147 ]
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr %0, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !15
  %81 = zext i8 %80 to i32
  %82 = icmp slt i32 %5, %81
  br i1 %82, label %83, label %147

83:                                               ; preds = %76
  %84 = freeze i32 %77
  %85 = sdiv i32 %84, %1
  %86 = mul i32 %85, %1
  %87 = sub i32 %84, %86
  %88 = sitofp i32 %87 to float
  %89 = sitofp i32 %85 to float
  %90 = fmul contract float %32, %89
  %91 = tail call noundef float @llvm.fma.f32(float %88, float %30, float %90)
  %92 = tail call contract noundef float @llvm.rint.f32(float %91)
  %93 = fadd contract float %92, %55
  %94 = fcmp contract oge float %93, 0.000000e+00
  %95 = fcmp contract olt float %93, %65
  %96 = select i1 %94, i1 %95, i1 false
  br i1 %96, label %97, label %102

97:                                               ; preds = %83
  %98 = fptosi float %93 to i32
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %99
  %101 = atomicrmw add ptr %100, i32 1 seq_cst, align 4
  br label %102

102:                                              ; preds = %97, %83
  br i1 %67, label %103, label %147, !llvm.loop !16

103:                                              ; preds = %102
  %104 = fmul contract float %39, %89
  %105 = tail call noundef float @llvm.fma.f32(float %88, float %37, float %104)
  %106 = tail call contract noundef float @llvm.rint.f32(float %105)
  %107 = fadd contract float %106, %55
  %108 = fcmp contract oge float %107, 0.000000e+00
  %109 = fcmp contract olt float %107, %65
  %110 = select i1 %108, i1 %109, i1 false
  br i1 %110, label %111, label %117

111:                                              ; preds = %103
  %112 = fptosi float %107 to i32
  %113 = add nsw i32 %3, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %114
  %116 = atomicrmw add ptr %115, i32 1 seq_cst, align 4
  br label %117

117:                                              ; preds = %111, %103
  br i1 %68, label %118, label %147, !llvm.loop !16

118:                                              ; preds = %117
  %119 = fmul contract float %46, %89
  %120 = tail call noundef float @llvm.fma.f32(float %88, float %44, float %119)
  %121 = tail call contract noundef float @llvm.rint.f32(float %120)
  %122 = fadd contract float %121, %55
  %123 = fcmp contract oge float %122, 0.000000e+00
  %124 = fcmp contract olt float %122, %65
  %125 = select i1 %123, i1 %124, i1 false
  br i1 %125, label %126, label %132

126:                                              ; preds = %118
  %127 = fptosi float %122 to i32
  %128 = add nsw i32 %69, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %129
  %131 = atomicrmw add ptr %130, i32 1 seq_cst, align 4
  br label %132

132:                                              ; preds = %126, %118
  br i1 %70, label %133, label %147, !llvm.loop !16

133:                                              ; preds = %132
  %134 = fmul contract float %53, %89
  %135 = tail call noundef float @llvm.fma.f32(float %88, float %51, float %134)
  %136 = tail call contract noundef float @llvm.rint.f32(float %135)
  %137 = fadd contract float %136, %55
  %138 = fcmp contract oge float %137, 0.000000e+00
  %139 = fcmp contract olt float %137, %65
  %140 = select i1 %138, i1 %139, i1 false
  br i1 %140, label %141, label %147

141:                                              ; preds = %133
  %142 = fptosi float %137 to i32
  %143 = add nsw i32 %71, %142
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %144
  %146 = atomicrmw add ptr %145, i32 1 seq_cst, align 4
  br label %147

147:                                              ; preds = %102, %117, %132, %141, %133, %76
  %148 = add i32 %77, %66
  %149 = icmp slt i32 %148, %56
  br i1 %149, label %76, label %72, !llvm.loop !18

150:                                              ; preds = %73, %166
  %151 = phi i32 [ %20, %73 ], [ %167, %166 ]
  %152 = sdiv i32 %151, %3
  %153 = add nsw i32 %152, %17
  %154 = icmp slt i32 %153, %8
  br i1 %154, label %155, label %166

155:                                              ; preds = %150
  %156 = sext i32 %151 to i64
  %157 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = sext i32 %153 to i64
  %160 = mul nsw i64 %159, %74
  %161 = mul nsw i32 %152, %3
  %162 = sub nsw i32 %151, %161
  %163 = sext i32 %162 to i64
  %164 = getelementptr i32, ptr %6, i64 %160
  %165 = getelementptr i32, ptr %164, i64 %163
  store i32 %158, ptr %165, align 4, !tbaa !6
  br label %166

166:                                              ; preds = %155, %150
  %167 = add i32 %151, %75
  %168 = icmp slt i32 %167, %21
  br i1 %168, label %150, label %169, !llvm.loop !19

169:                                              ; preds = %166, %72, %15, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @hough_peaks(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %13, %1
  br i1 %19, label %20, label %185

20:                                               ; preds = %8
  %21 = icmp sge i32 %18, %2
  %22 = icmp slt i32 %2, 1
  %23 = or i1 %21, %22
  %24 = icmp slt i32 %4, 1
  %25 = or i1 %23, %24
  br i1 %25, label %185, label %26

26:                                               ; preds = %20
  %27 = zext nneg i32 %18 to i64
  %28 = sext i32 %1 to i64
  %29 = mul nsw i64 %28, %27
  %30 = sext i32 %13 to i64
  %31 = getelementptr i32, ptr %0, i64 %29
  %32 = getelementptr i32, ptr %31, i64 %30
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = icmp slt i32 %33, %3
  br i1 %34, label %185, label %35

35:                                               ; preds = %26
  %36 = zext nneg i32 %1 to i64
  %37 = add nsw i32 %18, -1
  %38 = icmp eq i32 %18, 0
  %39 = select i1 %38, i32 %2, i32 0
  %40 = add nsw i32 %39, %37
  %41 = icmp slt i32 %40, %2
  %42 = select i1 %41, i32 0, i32 %2
  %43 = sub nsw i32 %40, %42
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 %44, %36
  %46 = getelementptr i32, ptr %0, i64 %45
  %47 = add nsw i32 %13, -1
  %48 = sub i32 %1, %13
  %49 = select i1 %38, i32 %48, i32 %47
  %50 = xor i32 %49, -1
  %51 = add i32 %1, %50
  %52 = select i1 %41, i32 %49, i32 %51
  %53 = icmp sgt i32 %52, -1
  %54 = icmp slt i32 %52, %1
  %55 = and i1 %53, %54
  br i1 %55, label %56, label %60

56:                                               ; preds = %35
  %57 = zext nneg i32 %52 to i64
  %58 = getelementptr i32, ptr %46, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  br label %60

60:                                               ; preds = %56, %35
  %61 = phi i32 [ %59, %56 ], [ 0, %35 ]
  %62 = icmp slt i32 %61, %33
  br i1 %62, label %63, label %185

63:                                               ; preds = %60
  %64 = xor i32 %13, -1
  %65 = add i32 %1, %64
  %66 = select i1 %38, i32 %65, i32 %13
  %67 = xor i32 %66, -1
  %68 = add i32 %1, %67
  %69 = select i1 %41, i32 %66, i32 %68
  %70 = icmp sgt i32 %69, -1
  %71 = icmp slt i32 %69, %1
  %72 = and i1 %70, %71
  br i1 %72, label %73, label %77

73:                                               ; preds = %63
  %74 = zext nneg i32 %69 to i64
  %75 = getelementptr i32, ptr %46, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  br label %77

77:                                               ; preds = %63, %73
  %78 = phi i32 [ %76, %73 ], [ 0, %63 ]
  %79 = icmp slt i32 %78, %33
  br i1 %79, label %80, label %185

80:                                               ; preds = %77
  %81 = add nsw i32 %13, 1
  %82 = sub i32 %1, %13
  %83 = add i32 %82, -2
  %84 = select i1 %38, i32 %83, i32 %81
  %85 = xor i32 %84, -1
  %86 = add i32 %1, %85
  %87 = select i1 %41, i32 %84, i32 %86
  %88 = icmp sgt i32 %87, -1
  %89 = icmp slt i32 %87, %1
  %90 = and i1 %88, %89
  br i1 %90, label %91, label %95

91:                                               ; preds = %80
  %92 = zext nneg i32 %87 to i64
  %93 = getelementptr i32, ptr %46, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  br label %95

95:                                               ; preds = %80, %91
  %96 = phi i32 [ %94, %91 ], [ 0, %80 ]
  %97 = icmp slt i32 %96, %33
  br i1 %97, label %98, label %185

98:                                               ; preds = %95
  %99 = zext nneg i32 %18 to i64
  %100 = mul nuw nsw i64 %99, %36
  %101 = getelementptr i32, ptr %0, i64 %100
  %102 = icmp sgt i32 %13, 0
  %103 = icmp sle i32 %13, %1
  %104 = and i1 %102, %103
  br i1 %104, label %105, label %110

105:                                              ; preds = %98
  %106 = zext nneg i32 %13 to i64
  %107 = getelementptr i32, ptr %101, i64 %106
  %108 = getelementptr i8, ptr %107, i64 -4
  %109 = load i32, ptr %108, align 4, !tbaa !6
  br label %110

110:                                              ; preds = %98, %105
  %111 = phi i32 [ %109, %105 ], [ 0, %98 ]
  %112 = icmp slt i32 %111, %33
  br i1 %112, label %113, label %185

113:                                              ; preds = %110
  %114 = add nsw i32 %13, 1
  %115 = icmp sgt i32 %13, -2
  %116 = icmp slt i32 %114, %1
  %117 = and i1 %115, %116
  br i1 %117, label %118, label %122

118:                                              ; preds = %113
  %119 = zext nneg i32 %114 to i64
  %120 = getelementptr i32, ptr %101, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  br label %122

122:                                              ; preds = %113, %118
  %123 = phi i32 [ %121, %118 ], [ 0, %113 ]
  %124 = icmp sgt i32 %123, %33
  br i1 %124, label %185, label %125

125:                                              ; preds = %122
  %126 = add nuw nsw i32 %18, 1
  %127 = icmp samesign ult i32 %126, %2
  %128 = select i1 %127, i32 0, i32 %2
  %129 = sub nsw i32 %126, %128
  %130 = sext i32 %129 to i64
  %131 = mul nsw i64 %130, %36
  %132 = getelementptr i32, ptr %0, i64 %131
  %133 = add nsw i32 %13, -1
  %134 = sub i32 %1, %13
  %135 = select i1 %127, i32 %133, i32 %134
  %136 = icmp sgt i32 %135, -1
  %137 = icmp slt i32 %135, %1
  %138 = and i1 %136, %137
  br i1 %138, label %139, label %143

139:                                              ; preds = %125
  %140 = zext nneg i32 %135 to i64
  %141 = getelementptr i32, ptr %132, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  br label %143

143:                                              ; preds = %125, %139
  %144 = phi i32 [ %142, %139 ], [ 0, %125 ]
  %145 = icmp sgt i32 %144, %33
  br i1 %145, label %185, label %146

146:                                              ; preds = %143
  %147 = xor i32 %13, -1
  %148 = add i32 %1, %147
  %149 = select i1 %127, i32 %13, i32 %148
  %150 = icmp sgt i32 %149, -1
  %151 = icmp slt i32 %149, %1
  %152 = and i1 %150, %151
  br i1 %152, label %153, label %157

153:                                              ; preds = %146
  %154 = zext nneg i32 %149 to i64
  %155 = getelementptr i32, ptr %132, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !6
  br label %157

157:                                              ; preds = %146, %153
  %158 = phi i32 [ %156, %153 ], [ 0, %146 ]
  %159 = icmp sgt i32 %158, %33
  br i1 %159, label %185, label %160

160:                                              ; preds = %157
  %161 = add nsw i32 %13, 1
  %162 = sub i32 %1, %13
  %163 = add i32 %162, -2
  %164 = select i1 %127, i32 %161, i32 %163
  %165 = icmp sgt i32 %164, -1
  %166 = icmp slt i32 %164, %1
  %167 = and i1 %165, %166
  br i1 %167, label %168, label %172

168:                                              ; preds = %160
  %169 = zext nneg i32 %164 to i64
  %170 = getelementptr i32, ptr %132, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  br label %172

172:                                              ; preds = %160, %168
  %173 = phi i32 [ %171, %168 ], [ 0, %160 ]
  %174 = icmp sgt i32 %173, %33
  br i1 %174, label %185, label %175

175:                                              ; preds = %172
  %176 = atomicrmw add ptr %7, i32 1 seq_cst, align 4
  %177 = icmp slt i32 %176, %4
  br i1 %177, label %178, label %185

178:                                              ; preds = %175
  %179 = sdiv i32 %1, -2
  %180 = add i32 %179, %13
  %181 = sext i32 %176 to i64
  %182 = getelementptr inbounds %struct.int2, ptr %5, i64 %181
  store i32 %18, ptr %182, align 8, !tbaa !6
  %183 = getelementptr inbounds nuw i8, ptr %182, i64 4
  store i32 %180, ptr %183, align 4, !tbaa !6
  %184 = getelementptr inbounds i32, ptr %6, i64 %181
  store i32 %33, ptr %184, align 4, !tbaa !6
  br label %185

185:                                              ; preds = %60, %77, %95, %110, %122, %143, %157, %172, %26, %178, %175, %8, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!16 = distinct !{!16, !14, !17}
!17 = !{!"llvm.loop.unroll.enable"}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
