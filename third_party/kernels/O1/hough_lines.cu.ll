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
  br i1 %14, label %175, label %15

15:                                               ; preds = %7
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = shl i32 %16, 2
  %18 = icmp slt i32 %17, %8
  br i1 %18, label %19, label %175

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
  %57 = icmp slt i32 %20, %56
  br i1 %57, label %64, label %76

58:                                               ; preds = %23, %58
  %59 = phi i32 [ %20, %23 ], [ %62, %58 ]
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %60
  store i32 0, ptr %61, align 4, !tbaa !6
  %62 = add i32 %59, %24
  %63 = icmp slt i32 %62, %21
  br i1 %63, label %58, label %25, !llvm.loop !13

64:                                               ; preds = %25
  %65 = icmp slt i32 %17, %8
  %66 = uitofp nneg i32 %3 to float
  %67 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %68 = or disjoint i32 %17, 1
  %69 = icmp slt i32 %68, %8
  %70 = or disjoint i32 %17, 2
  %71 = icmp slt i32 %70, %8
  %72 = shl nuw nsw i32 %3, 1
  %73 = or disjoint i32 %17, 3
  %74 = icmp slt i32 %73, %8
  %75 = mul nuw nsw i32 %3, 3
  br label %81

76:                                               ; preds = %153, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = icmp samesign ult i32 %20, %21
  br i1 %77, label %78, label %175

78:                                               ; preds = %76
  %79 = zext nneg i32 %3 to i64
  %80 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %156

81:                                               ; preds = %64, %153
  %82 = phi i32 [ %20, %64 ], [ %154, %153 ]
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr %0, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !16
  %86 = zext i8 %85 to i32
  %87 = icmp slt i32 %5, %86
  br i1 %87, label %88, label %153

88:                                               ; preds = %81
  %89 = freeze i32 %82
  %90 = sdiv i32 %89, %1
  %91 = mul i32 %90, %1
  %92 = sub i32 %89, %91
  %93 = sitofp i32 %92 to float
  %94 = sitofp i32 %90 to float
  br i1 %65, label %95, label %153

95:                                               ; preds = %88
  %96 = fmul contract float %32, %94
  %97 = tail call noundef float @llvm.fma.f32(float %93, float %30, float %96)
  %98 = tail call contract noundef float @llvm.rint.f32(float %97)
  %99 = fadd contract float %98, %55
  %100 = fcmp contract oge float %99, 0.000000e+00
  %101 = fcmp contract olt float %99, %66
  %102 = select i1 %100, i1 %101, i1 false
  br i1 %102, label %103, label %108

103:                                              ; preds = %95
  %104 = fptosi float %99 to i32
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %105
  %107 = atomicrmw add ptr %106, i32 1 seq_cst, align 4
  br label %108

108:                                              ; preds = %103, %95
  br i1 %69, label %109, label %153, !llvm.loop !17

109:                                              ; preds = %108
  %110 = fmul contract float %39, %94
  %111 = tail call noundef float @llvm.fma.f32(float %93, float %37, float %110)
  %112 = tail call contract noundef float @llvm.rint.f32(float %111)
  %113 = fadd contract float %112, %55
  %114 = fcmp contract oge float %113, 0.000000e+00
  %115 = fcmp contract olt float %113, %66
  %116 = select i1 %114, i1 %115, i1 false
  br i1 %116, label %117, label %123

117:                                              ; preds = %109
  %118 = fptosi float %113 to i32
  %119 = add nsw i32 %3, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %120
  %122 = atomicrmw add ptr %121, i32 1 seq_cst, align 4
  br label %123

123:                                              ; preds = %117, %109
  br i1 %71, label %124, label %153, !llvm.loop !17

124:                                              ; preds = %123
  %125 = fmul contract float %46, %94
  %126 = tail call noundef float @llvm.fma.f32(float %93, float %44, float %125)
  %127 = tail call contract noundef float @llvm.rint.f32(float %126)
  %128 = fadd contract float %127, %55
  %129 = fcmp contract oge float %128, 0.000000e+00
  %130 = fcmp contract olt float %128, %66
  %131 = select i1 %129, i1 %130, i1 false
  br i1 %131, label %132, label %138

132:                                              ; preds = %124
  %133 = fptosi float %128 to i32
  %134 = add nsw i32 %72, %133
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %135
  %137 = atomicrmw add ptr %136, i32 1 seq_cst, align 4
  br label %138

138:                                              ; preds = %132, %124
  br i1 %74, label %139, label %153, !llvm.loop !17

139:                                              ; preds = %138
  %140 = fmul contract float %53, %94
  %141 = tail call noundef float @llvm.fma.f32(float %93, float %51, float %140)
  %142 = tail call contract noundef float @llvm.rint.f32(float %141)
  %143 = fadd contract float %142, %55
  %144 = fcmp contract oge float %143, 0.000000e+00
  %145 = fcmp contract olt float %143, %66
  %146 = select i1 %144, i1 %145, i1 false
  br i1 %146, label %147, label %153

147:                                              ; preds = %139
  %148 = fptosi float %143 to i32
  %149 = add nsw i32 %75, %148
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %150
  %152 = atomicrmw add ptr %151, i32 1 seq_cst, align 4
  br label %153

153:                                              ; preds = %108, %123, %138, %147, %139, %88, %81
  %154 = add i32 %82, %67
  %155 = icmp slt i32 %154, %56
  br i1 %155, label %81, label %76, !llvm.loop !19

156:                                              ; preds = %78, %172
  %157 = phi i32 [ %20, %78 ], [ %173, %172 ]
  %158 = sdiv i32 %157, %3
  %159 = add nsw i32 %158, %17
  %160 = icmp slt i32 %159, %8
  br i1 %160, label %161, label %172

161:                                              ; preds = %156
  %162 = sext i32 %157 to i64
  %163 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10hough_voteE5s_acc to ptr), i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = sext i32 %159 to i64
  %166 = mul nsw i64 %165, %79
  %167 = mul nsw i32 %158, %3
  %168 = sub nsw i32 %157, %167
  %169 = sext i32 %168 to i64
  %170 = getelementptr i32, ptr %6, i64 %166
  %171 = getelementptr i32, ptr %170, i64 %169
  store i32 %164, ptr %171, align 4, !tbaa !6
  br label %172

172:                                              ; preds = %161, %156
  %173 = add i32 %157, %80
  %174 = icmp slt i32 %173, %21
  br i1 %174, label %156, label %175, !llvm.loop !20

175:                                              ; preds = %172, %76, %15, %7
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
  br i1 %19, label %20, label %193

20:                                               ; preds = %8
  %21 = icmp sge i32 %18, %2
  %22 = icmp slt i32 %2, 1
  %23 = or i1 %21, %22
  %24 = icmp slt i32 %4, 1
  %25 = or i1 %23, %24
  br i1 %25, label %193, label %26

26:                                               ; preds = %20
  %27 = zext nneg i32 %18 to i64
  %28 = sext i32 %1 to i64
  %29 = mul nsw i64 %28, %27
  %30 = sext i32 %13 to i64
  %31 = getelementptr i32, ptr %0, i64 %29
  %32 = getelementptr i32, ptr %31, i64 %30
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = icmp slt i32 %33, %3
  br i1 %34, label %193, label %35

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
  br i1 %62, label %63, label %193

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
  br i1 %79, label %80, label %193

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
  br i1 %97, label %98, label %193

98:                                               ; preds = %95
  %99 = icmp slt i32 %18, %2
  %100 = select i1 %99, i32 0, i32 %2
  %101 = sub nsw i32 %18, %100
  %102 = sext i32 %101 to i64
  %103 = mul nsw i64 %102, %36
  %104 = getelementptr i32, ptr %0, i64 %103
  %105 = add nsw i32 %13, -1
  %106 = sub i32 %1, %13
  %107 = select i1 %99, i32 %105, i32 %106
  %108 = icmp sgt i32 %107, -1
  %109 = icmp slt i32 %107, %1
  %110 = and i1 %108, %109
  br i1 %110, label %111, label %115

111:                                              ; preds = %98
  %112 = zext nneg i32 %107 to i64
  %113 = getelementptr i32, ptr %104, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  br label %115

115:                                              ; preds = %98, %111
  %116 = phi i32 [ %114, %111 ], [ 0, %98 ]
  %117 = icmp slt i32 %116, %33
  br i1 %117, label %118, label %193

118:                                              ; preds = %115
  %119 = add nsw i32 %13, 1
  %120 = sub i32 %1, %13
  %121 = add i32 %120, -2
  %122 = select i1 %99, i32 %119, i32 %121
  %123 = icmp sgt i32 %122, -1
  %124 = icmp slt i32 %122, %1
  %125 = and i1 %123, %124
  br i1 %125, label %126, label %130

126:                                              ; preds = %118
  %127 = zext nneg i32 %122 to i64
  %128 = getelementptr i32, ptr %104, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  br label %130

130:                                              ; preds = %118, %126
  %131 = phi i32 [ %129, %126 ], [ 0, %118 ]
  %132 = icmp sgt i32 %131, %33
  br i1 %132, label %193, label %133

133:                                              ; preds = %130
  %134 = add nuw nsw i32 %18, 1
  %135 = icmp slt i32 %134, %2
  %136 = select i1 %135, i32 0, i32 %2
  %137 = sub nsw i32 %134, %136
  %138 = sext i32 %137 to i64
  %139 = mul nsw i64 %138, %36
  %140 = getelementptr i32, ptr %0, i64 %139
  %141 = add nsw i32 %13, -1
  %142 = sub i32 %1, %13
  %143 = select i1 %135, i32 %141, i32 %142
  %144 = icmp sgt i32 %143, -1
  %145 = icmp slt i32 %143, %1
  %146 = and i1 %144, %145
  br i1 %146, label %147, label %151

147:                                              ; preds = %133
  %148 = zext nneg i32 %143 to i64
  %149 = getelementptr i32, ptr %140, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !6
  br label %151

151:                                              ; preds = %133, %147
  %152 = phi i32 [ %150, %147 ], [ 0, %133 ]
  %153 = icmp sgt i32 %152, %33
  br i1 %153, label %193, label %154

154:                                              ; preds = %151
  %155 = xor i32 %13, -1
  %156 = add i32 %1, %155
  %157 = select i1 %135, i32 %13, i32 %156
  %158 = icmp sgt i32 %157, -1
  %159 = icmp slt i32 %157, %1
  %160 = and i1 %158, %159
  br i1 %160, label %161, label %165

161:                                              ; preds = %154
  %162 = zext nneg i32 %157 to i64
  %163 = getelementptr i32, ptr %140, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  br label %165

165:                                              ; preds = %154, %161
  %166 = phi i32 [ %164, %161 ], [ 0, %154 ]
  %167 = icmp sgt i32 %166, %33
  br i1 %167, label %193, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %13, 1
  %170 = sub i32 %1, %13
  %171 = add i32 %170, -2
  %172 = select i1 %135, i32 %169, i32 %171
  %173 = icmp sgt i32 %172, -1
  %174 = icmp slt i32 %172, %1
  %175 = and i1 %173, %174
  br i1 %175, label %176, label %180

176:                                              ; preds = %168
  %177 = zext nneg i32 %172 to i64
  %178 = getelementptr i32, ptr %140, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6
  br label %180

180:                                              ; preds = %168, %176
  %181 = phi i32 [ %179, %176 ], [ 0, %168 ]
  %182 = icmp sgt i32 %181, %33
  br i1 %182, label %193, label %183

183:                                              ; preds = %180
  %184 = atomicrmw add ptr %7, i32 1 seq_cst, align 4
  %185 = icmp slt i32 %184, %4
  br i1 %185, label %186, label %193

186:                                              ; preds = %183
  %187 = sdiv i32 %1, -2
  %188 = add i32 %187, %13
  %189 = sext i32 %184 to i64
  %190 = getelementptr inbounds %struct.int2, ptr %5, i64 %189
  store i32 %18, ptr %190, align 8, !tbaa !6
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 4
  store i32 %188, ptr %191, align 4, !tbaa !6
  %192 = getelementptr inbounds i32, ptr %6, i64 %189
  store i32 %33, ptr %192, align 4, !tbaa !6
  br label %193

193:                                              ; preds = %60, %77, %95, %115, %130, %151, %165, %180, %26, %186, %183, %8, %20
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !14, !18}
!18 = !{!"llvm.loop.unroll.enable"}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
