; ModuleID = 'src/label_propagation.cu'
source_filename = "src/label_propagation.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17lp_mode_warp_hashE5s_key = internal addrspace(3) global [8 x [128 x i32]] undef, align 4
@_ZZ17lp_mode_warp_hashE3s_w = internal addrspace(3) global [8 x [128 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @lp_mode_thread(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef captures(none) %8) local_unnamed_addr #0 {
  %10 = alloca [32 x i32], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.smax.i32(i32 %4, i32 0)
  %15 = tail call noundef i32 @llvm.smin.i32(i32 %5, i32 %2)
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %12
  %18 = add i32 %14, %17
  %19 = icmp slt i32 %18, %15
  br i1 %19, label %20, label %24

20:                                               ; preds = %9
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = and i32 %21, 31
  %23 = icmp eq i32 %22, 0
  br label %25

24:                                               ; preds = %129, %9
  ret void

25:                                               ; preds = %20, %129
  %26 = phi i32 [ %18, %20 ], [ %130, %129 ]
  %27 = add i32 %26, %21
  %28 = icmp slt i32 %27, %15
  br i1 %28, label %29, label %121

29:                                               ; preds = %25
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %32, i32 0)
  %34 = tail call noundef i32 @llvm.smin.i32(i32 %33, i32 %3)
  %35 = getelementptr i8, ptr %31, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 %34)
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %37, i32 %3)
  %39 = add nsw i32 %34, 32
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 %39)
  %41 = getelementptr inbounds i32, ptr %6, i64 %30
  %42 = load i32, ptr %41, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #7
  %43 = icmp slt i32 %33, %38
  br i1 %43, label %47, label %44

44:                                               ; preds = %78, %29
  %45 = phi i32 [ 0, %29 ], [ %79, %78 ]
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %82, label %95

47:                                               ; preds = %29, %78
  %48 = phi i32 [ %80, %78 ], [ %34, %29 ]
  %49 = phi i32 [ %79, %78 ], [ 0, %29 ]
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds i32, ptr %1, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = icmp slt i32 %52, 0
  %54 = icmp sge i32 %52, %2
  %55 = or i1 %53, %54
  %56 = icmp eq i32 %52, %27
  %57 = or i1 %56, %55
  br i1 %57, label %78, label %58

58:                                               ; preds = %47
  %59 = zext nneg i32 %52 to i64
  %60 = getelementptr inbounds nuw i32, ptr %6, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = add nsw i32 %49, 1
  %63 = icmp sgt i32 %49, 0
  br i1 %63, label %64, label %74

64:                                               ; preds = %58, %71
  %65 = phi i32 [ %72, %71 ], [ %49, %58 ]
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr i32, ptr %10, i64 %66
  %68 = getelementptr i8, ptr %67, i64 -4
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp sgt i32 %69, %61
  br i1 %70, label %71, label %74

71:                                               ; preds = %64
  store i32 %69, ptr %67, align 4, !tbaa !6
  %72 = add nsw i32 %65, -1
  %73 = icmp sgt i32 %65, 1
  br i1 %73, label %64, label %74, !llvm.loop !11

74:                                               ; preds = %64, %71, %58
  %75 = phi i32 [ %49, %58 ], [ %65, %64 ], [ 0, %71 ]
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %10, i64 %76
  store i32 %61, ptr %77, align 4, !tbaa !6
  br label %78

78:                                               ; preds = %47, %74
  %79 = phi i32 [ %62, %74 ], [ %49, %47 ]
  %80 = add nsw i32 %48, 1
  %81 = icmp slt i32 %80, %40
  br i1 %81, label %47, label %44, !llvm.loop !14

82:                                               ; preds = %44, %109
  %83 = phi i32 [ %110, %109 ], [ 0, %44 ]
  %84 = phi i32 [ %116, %109 ], [ 0, %44 ]
  %85 = phi i32 [ %119, %109 ], [ 0, %44 ]
  %86 = phi i32 [ %118, %109 ], [ %42, %44 ]
  %87 = zext nneg i32 %83 to i64
  %88 = getelementptr inbounds nuw i32, ptr %10, i64 %87
  %89 = add nuw nsw i32 %83, 1
  %90 = tail call i32 @llvm.smax.i32(i32 %45, i32 %89)
  %91 = add nsw i32 %90, -1
  br label %99

92:                                               ; preds = %109
  %93 = icmp eq i32 %116, %119
  %94 = select i1 %93, i32 %42, i32 %118
  br label %95

95:                                               ; preds = %92, %44
  %96 = phi i32 [ %42, %44 ], [ %94, %92 ]
  %97 = getelementptr inbounds i32, ptr %7, i64 %30
  store i32 %96, ptr %97, align 4, !tbaa !6
  %98 = icmp ne i32 %96, %42
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #7
  br label %121

99:                                               ; preds = %82, %102
  %100 = phi i32 [ %103, %102 ], [ %83, %82 ]
  %101 = icmp eq i32 %100, %91
  br i1 %101, label %109, label %102

102:                                              ; preds = %99
  %103 = add nuw nsw i32 %100, 1
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw i32, ptr %10, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = load i32, ptr %88, align 4, !tbaa !6
  %108 = icmp eq i32 %106, %107
  br i1 %108, label %99, label %109, !llvm.loop !15

109:                                              ; preds = %99, %102
  %110 = phi i32 [ %90, %99 ], [ %103, %102 ]
  %111 = sub nsw i32 %110, %83
  %112 = zext nneg i32 %83 to i64
  %113 = getelementptr inbounds nuw i32, ptr %10, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = icmp eq i32 %114, %42
  %116 = select i1 %115, i32 %111, i32 %84
  %117 = icmp sgt i32 %111, %85
  %118 = select i1 %117, i32 %114, i32 %86
  %119 = tail call i32 @llvm.smax.i32(i32 %111, i32 %85)
  %120 = icmp slt i32 %110, %45
  br i1 %120, label %82, label %92, !llvm.loop !16

121:                                              ; preds = %95, %25
  %122 = phi i1 [ %98, %95 ], [ false, %25 ]
  %123 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %122)
  %124 = icmp ne i32 %123, 0
  %125 = and i1 %23, %124
  br i1 %125, label %126, label %129

126:                                              ; preds = %121
  %127 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %123)
  %128 = atomicrmw add ptr %8, i32 %127 seq_cst, align 4
  br label %129

129:                                              ; preds = %126, %121
  %130 = add nsw i32 %26, %13
  %131 = icmp slt i32 %130, %15
  br i1 %131, label %25, label %24, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lp_mode_warp_hash(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef readonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef captures(none) %9, ptr noalias noundef captures(none) %10) local_unnamed_addr #2 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 31
  %14 = lshr i32 %12, 5
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lp_mode_warp_hashE5s_key to ptr), i64 %15
  %17 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17lp_mode_warp_hashE3s_w to ptr), i64 %15
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = lshr i32 %19, 5
  %21 = mul i32 %20, %18
  %22 = tail call noundef i32 @llvm.smax.i32(i32 %5, i32 0)
  %23 = tail call noundef i32 @llvm.smin.i32(i32 %6, i32 %3)
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = mul i32 %20, %24
  %26 = add i32 %25, %14
  %27 = add i32 %26, %22
  %28 = icmp slt i32 %27, %23
  br i1 %28, label %29, label %33

29:                                               ; preds = %11
  %30 = icmp eq i32 %13, 0
  br label %31

31:                                               ; preds = %29, %198
  %32 = phi i32 [ %27, %29 ], [ %199, %198 ]
  br label %46

33:                                               ; preds = %198, %11
  ret void

34:                                               ; preds = %46
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %35 = sext i32 %32 to i64
  %36 = getelementptr inbounds i32, ptr %0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 %4)
  %40 = getelementptr i8, ptr %36, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 %39)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %4)
  %44 = add nsw i32 %39, %13
  %45 = icmp slt i32 %44, %43
  br i1 %45, label %57, label %53

46:                                               ; preds = %31, %46
  %47 = phi i32 [ %13, %31 ], [ %51, %46 ]
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr %16, i64 %48
  store i32 -1, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds nuw float, ptr %17, i64 %48
  store float 0.000000e+00, ptr %50, align 4, !tbaa !18
  %51 = add nuw nsw i32 %47, 32
  %52 = icmp samesign ult i32 %47, 96
  br i1 %52, label %46, label %34, !llvm.loop !20

53:                                               ; preds = %102, %34
  %54 = phi i1 [ false, %34 ], [ %103, %102 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %55 = getelementptr inbounds i32, ptr %7, i64 %35
  %56 = load i32, ptr %55, align 4, !tbaa !6
  br label %106

57:                                               ; preds = %34, %102
  %58 = phi i1 [ %103, %102 ], [ false, %34 ]
  %59 = phi i32 [ %104, %102 ], [ %44, %34 ]
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %1, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = icmp slt i32 %62, 0
  %64 = icmp sge i32 %62, %3
  %65 = or i1 %63, %64
  %66 = icmp eq i32 %62, %32
  %67 = or i1 %66, %65
  br i1 %67, label %102, label %68

68:                                               ; preds = %57
  %69 = zext nneg i32 %62 to i64
  %70 = getelementptr inbounds nuw i32, ptr %7, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = mul i32 %71, -1640531535
  %73 = lshr i32 %72, 25
  %74 = getelementptr inbounds float, ptr %2, i64 %60
  br label %75

75:                                               ; preds = %95, %68
  %76 = phi i32 [ 0, %68 ], [ %96, %95 ]
  %77 = phi i32 [ %73, %68 ], [ %97, %95 ]
  %78 = icmp slt i32 %76, 128
  br i1 %78, label %79, label %98

79:                                               ; preds = %75
  %80 = zext nneg i32 %77 to i64
  %81 = getelementptr inbounds nuw i32, ptr %16, i64 %80
  %82 = cmpxchg ptr %81, i32 -1, i32 %71 seq_cst seq_cst, align 4
  %83 = extractvalue { i32, i1 } %82, 0
  %84 = extractvalue { i32, i1 } %82, 1
  %85 = icmp eq i32 %83, %71
  %86 = select i1 %84, i1 true, i1 %85
  br i1 %86, label %87, label %91

87:                                               ; preds = %79
  %88 = getelementptr inbounds nuw float, ptr %17, i64 %80
  %89 = load float, ptr %74, align 4, !tbaa !18
  %90 = atomicrmw fadd ptr %88, float %89 seq_cst, align 4
  br label %95

91:                                               ; preds = %79
  %92 = add nuw nsw i32 %77, 1
  %93 = and i32 %92, 127
  %94 = add nsw i32 %76, 1
  br label %95

95:                                               ; preds = %91, %87
  %96 = phi i32 [ %76, %87 ], [ %94, %91 ]
  %97 = phi i32 [ %77, %87 ], [ %93, %91 ]
  br i1 %86, label %98, label %75

98:                                               ; preds = %95, %75
  %99 = phi i32 [ %96, %95 ], [ %76, %75 ]
  %100 = icmp eq i32 %99, 128
  %101 = or i1 %58, %100
  br label %102

102:                                              ; preds = %57, %98
  %103 = phi i1 [ %101, %98 ], [ %58, %57 ]
  %104 = add nsw i32 %59, 32
  %105 = icmp slt i32 %104, %43
  br i1 %105, label %57, label %53, !llvm.loop !21

106:                                              ; preds = %53, %126
  %107 = phi i32 [ %13, %53 ], [ %129, %126 ]
  %108 = phi i32 [ 2147483647, %53 ], [ %128, %126 ]
  %109 = phi float [ -1.000000e+00, %53 ], [ %127, %126 ]
  %110 = zext nneg i32 %107 to i64
  %111 = getelementptr inbounds nuw i32, ptr %16, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = icmp slt i32 %112, 0
  br i1 %113, label %126, label %114

114:                                              ; preds = %106
  %115 = getelementptr inbounds nuw float, ptr %17, i64 %110
  %116 = load float, ptr %115, align 4, !tbaa !18
  %117 = icmp eq i32 %112, %56
  %118 = select contract i1 %117, float 0x3EB0C6F7A0000000, float 0.000000e+00
  %119 = fadd contract float %118, %116
  %120 = fcmp contract ogt float %119, %109
  br i1 %120, label %125, label %121

121:                                              ; preds = %114
  %122 = fcmp contract oeq float %119, %109
  %123 = icmp slt i32 %112, %108
  %124 = select i1 %122, i1 %123, i1 false
  br i1 %124, label %125, label %126

125:                                              ; preds = %121, %114
  br label %126

126:                                              ; preds = %121, %125, %106
  %127 = phi float [ %109, %106 ], [ %119, %125 ], [ %109, %121 ]
  %128 = phi i32 [ %108, %106 ], [ %112, %125 ], [ %108, %121 ]
  %129 = add nuw nsw i32 %107, 32
  %130 = icmp samesign ult i32 %107, 96
  br i1 %130, label %106, label %131, !llvm.loop !22

131:                                              ; preds = %126
  %132 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %127, i32 16, i32 31)
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 16, i32 31)
  %134 = fcmp contract ogt float %132, %127
  br i1 %134, label %139, label %135

135:                                              ; preds = %131
  %136 = fcmp contract oeq float %132, %127
  %137 = icmp slt i32 %133, %128
  %138 = select i1 %136, i1 %137, i1 false
  br i1 %138, label %139, label %140

139:                                              ; preds = %135, %131
  br label %140

140:                                              ; preds = %139, %135
  %141 = phi float [ %132, %139 ], [ %127, %135 ]
  %142 = phi i32 [ %133, %139 ], [ %128, %135 ]
  %143 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %141, i32 8, i32 31)
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 8, i32 31)
  %145 = fcmp contract ogt float %143, %141
  br i1 %145, label %150, label %146

146:                                              ; preds = %140
  %147 = fcmp contract oeq float %143, %141
  %148 = icmp slt i32 %144, %142
  %149 = select i1 %147, i1 %148, i1 false
  br i1 %149, label %150, label %151

150:                                              ; preds = %146, %140
  br label %151

151:                                              ; preds = %150, %146
  %152 = phi float [ %143, %150 ], [ %141, %146 ]
  %153 = phi i32 [ %144, %150 ], [ %142, %146 ]
  %154 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %152, i32 4, i32 31)
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 4, i32 31)
  %156 = fcmp contract ogt float %154, %152
  br i1 %156, label %161, label %157

157:                                              ; preds = %151
  %158 = fcmp contract oeq float %154, %152
  %159 = icmp slt i32 %155, %153
  %160 = select i1 %158, i1 %159, i1 false
  br i1 %160, label %161, label %162

161:                                              ; preds = %157, %151
  br label %162

162:                                              ; preds = %161, %157
  %163 = phi float [ %154, %161 ], [ %152, %157 ]
  %164 = phi i32 [ %155, %161 ], [ %153, %157 ]
  %165 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %163, i32 2, i32 31)
  %166 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 2, i32 31)
  %167 = fcmp contract ogt float %165, %163
  br i1 %167, label %172, label %168

168:                                              ; preds = %162
  %169 = fcmp contract oeq float %165, %163
  %170 = icmp slt i32 %166, %164
  %171 = select i1 %169, i1 %170, i1 false
  br i1 %171, label %172, label %173

172:                                              ; preds = %168, %162
  br label %173

173:                                              ; preds = %172, %168
  %174 = phi float [ %165, %172 ], [ %163, %168 ]
  %175 = phi i32 [ %166, %172 ], [ %164, %168 ]
  %176 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %174, i32 1, i32 31)
  %177 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %175, i32 1, i32 31)
  %178 = fcmp contract ogt float %176, %174
  br i1 %178, label %183, label %179

179:                                              ; preds = %173
  %180 = fcmp contract oeq float %176, %174
  %181 = icmp slt i32 %177, %175
  %182 = select i1 %180, i1 %181, i1 false
  br i1 %182, label %183, label %184

183:                                              ; preds = %179, %173
  br label %184

184:                                              ; preds = %183, %179
  %185 = phi float [ %176, %183 ], [ %174, %179 ]
  %186 = phi i32 [ %177, %183 ], [ %175, %179 ]
  %187 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %54)
  br i1 %30, label %188, label %198

188:                                              ; preds = %184
  %189 = fcmp contract oge float %185, 0.000000e+00
  %190 = select i1 %189, i32 %186, i32 %56
  %191 = getelementptr inbounds i32, ptr %8, i64 %35
  store i32 %190, ptr %191, align 4, !tbaa !6
  %192 = icmp eq i32 %190, %56
  br i1 %192, label %195, label %193

193:                                              ; preds = %188
  %194 = atomicrmw add ptr %9, i32 1 seq_cst, align 4
  br label %195

195:                                              ; preds = %193, %188
  br i1 %187, label %196, label %198

196:                                              ; preds = %195
  %197 = atomicrmw or ptr %10, i32 1 seq_cst, align 4
  br label %198

198:                                              ; preds = %195, %196, %184
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %199 = add nsw i32 %32, %21
  %200 = icmp slt i32 %199, %23
  br i1 %200, label %31, label %33, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
