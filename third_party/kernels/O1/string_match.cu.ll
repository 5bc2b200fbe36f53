; ModuleID = 'src/string_match.cu'
source_filename = "src/string_match.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15rabin_karp_scanE5s_pat = internal unnamed_addr addrspace(3) global [64 x i8] undef, align 1
@_ZZ15rabin_karp_scanE4s_hp = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15rabin_karp_scanE5s_pow = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15rabin_karp_scanE7s_count = internal addrspace(3) global i32 undef, align 4
@_ZZ19shift_and_kmismatchE6s_mask = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ19shift_and_kmismatchE5s_pat = internal unnamed_addr addrspace(3) global [32 x i8] undef, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rabin_karp_scan(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = add i32 %3, -65
  %9 = icmp ult i32 %8, -64
  %10 = icmp slt i32 %4, 1
  %11 = or i1 %9, %10
  br i1 %11, label %160, label %12

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %19

17:                                               ; preds = %19, %12
  %18 = icmp eq i32 %13, 0
  br i1 %18, label %27, label %28

19:                                               ; preds = %15, %19
  %20 = phi i32 [ %13, %15 ], [ %25, %19 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %2, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !11
  %24 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %21
  store i8 %23, ptr %24, align 1, !tbaa !11
  %25 = add i32 %20, %16
  %26 = icmp slt i32 %25, %3
  br i1 %26, label %19, label %17, !llvm.loop !12

27:                                               ; preds = %17
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE7s_count to ptr), align 4, !tbaa !6
  br label %28

28:                                               ; preds = %27, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %29, label %49

29:                                               ; preds = %28
  %30 = icmp sgt i32 %3, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %34, %29
  %32 = phi i32 [ 1, %29 ], [ %46, %34 ]
  %33 = phi i32 [ 0, %29 ], [ %43, %34 ]
  store i32 %33, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE4s_hp to ptr), align 4, !tbaa !6
  store i32 %32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pow to ptr), align 4, !tbaa !6
  br label %49

34:                                               ; preds = %29, %34
  %35 = phi i32 [ %43, %34 ], [ 0, %29 ]
  %36 = phi i32 [ %46, %34 ], [ 1, %29 ]
  %37 = phi i32 [ %47, %34 ], [ 0, %29 ]
  %38 = mul i32 %35, 257
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = zext i8 %41 to i32
  %43 = add i32 %38, %42
  %44 = icmp eq i32 %37, 0
  %45 = mul i32 %36, 257
  %46 = select i1 %44, i32 %36, i32 %45
  %47 = add nuw nsw i32 %37, 1
  %48 = icmp eq i32 %47, %3
  br i1 %48, label %31, label %34, !llvm.loop !15

49:                                               ; preds = %31, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE4s_hp to ptr), align 4, !tbaa !6
  %51 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pow to ptr), align 4, !tbaa !6
  %52 = zext nneg i32 %3 to i64
  %53 = sub nsw i64 %1, %52
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %55 = zext nneg i32 %54 to i64
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %57 = zext nneg i32 %56 to i64
  %58 = mul nuw nsw i64 %55, %57
  %59 = zext nneg i32 %4 to i64
  %60 = mul nuw nsw i64 %58, %59
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %62 = zext nneg i32 %61 to i64
  %63 = mul nuw nsw i64 %62, %57
  %64 = zext nneg i32 %13 to i64
  %65 = add nuw nsw i64 %63, %64
  %66 = mul nuw nsw i64 %65, %59
  %67 = icmp sgt i64 %66, %53
  br i1 %67, label %138, label %68

68:                                               ; preds = %49
  %69 = add nsw i64 %59, -1
  %70 = icmp sgt i32 %3, 0
  %71 = icmp sgt i32 %3, 0
  br label %72

72:                                               ; preds = %68, %123
  %73 = phi i64 [ %66, %68 ], [ %124, %123 ]
  %74 = phi i32 [ 0, %68 ], [ %121, %123 ]
  %75 = add nuw i64 %69, %73
  %76 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smin.i64(i64 range(i64 0, -9223372036854775808) %75, i64 range(i64 0, -9223372036854775808) %53)
  br i1 %70, label %77, label %90

77:                                               ; preds = %72
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 %73
  br label %79

79:                                               ; preds = %77, %79
  %80 = phi i32 [ 0, %77 ], [ %88, %79 ]
  %81 = phi i32 [ 0, %77 ], [ %87, %79 ]
  %82 = mul i32 %81, 257
  %83 = zext nneg i32 %80 to i64
  %84 = getelementptr inbounds nuw i8, ptr %78, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !11
  %86 = zext i8 %85 to i32
  %87 = add i32 %82, %86
  %88 = add nuw nsw i32 %80, 1
  %89 = icmp eq i32 %88, %3
  br i1 %89, label %90, label %79, !llvm.loop !16

90:                                               ; preds = %79, %72
  %91 = phi i32 [ 0, %72 ], [ %87, %79 ]
  br label %92

92:                                               ; preds = %90, %126
  %93 = phi i32 [ %121, %126 ], [ %74, %90 ]
  %94 = phi i32 [ %136, %126 ], [ %91, %90 ]
  %95 = phi i64 [ %137, %126 ], [ %73, %90 ]
  %96 = icmp eq i32 %94, %50
  br i1 %96, label %97, label %120

97:                                               ; preds = %92
  br i1 %71, label %98, label %112

98:                                               ; preds = %97
  %99 = getelementptr i8, ptr %0, i64 %95
  br label %101

100:                                              ; preds = %101
  br i1 %108, label %112, label %120

101:                                              ; preds = %98, %101
  %102 = phi i32 [ 0, %98 ], [ %109, %101 ]
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr i8, ptr %99, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !11
  %106 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %103
  %107 = load i8, ptr %106, align 1, !tbaa !11
  %108 = icmp eq i8 %105, %107
  %109 = add nuw nsw i32 %102, 1
  %110 = icmp slt i32 %109, %3
  %111 = select i1 %110, i1 %108, i1 false
  br i1 %111, label %101, label %100, !llvm.loop !17

112:                                              ; preds = %97, %100
  %113 = lshr i64 %95, 5
  %114 = getelementptr inbounds nuw i32, ptr %5, i64 %113
  %115 = trunc i64 %95 to i32
  %116 = and i32 %115, 31
  %117 = shl nuw i32 1, %116
  %118 = atomicrmw or ptr %114, i32 %117 seq_cst, align 4
  %119 = add i32 %93, 1
  br label %120

120:                                              ; preds = %100, %112, %92
  %121 = phi i32 [ %93, %92 ], [ %119, %112 ], [ %93, %100 ]
  %122 = icmp eq i64 %95, %76
  br i1 %122, label %123, label %126

123:                                              ; preds = %120
  %124 = add nuw nsw i64 %73, %60
  %125 = icmp sgt i64 %124, %53
  br i1 %125, label %138, label %72, !llvm.loop !18

126:                                              ; preds = %120
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 %95
  %128 = load i8, ptr %127, align 1, !tbaa !11
  %129 = zext i8 %128 to i32
  %130 = mul i32 %51, %129
  %131 = sub i32 %94, %130
  %132 = mul i32 %131, 257
  %133 = getelementptr inbounds nuw i8, ptr %127, i64 %52
  %134 = load i8, ptr %133, align 1, !tbaa !11
  %135 = zext i8 %134 to i32
  %136 = add i32 %132, %135
  %137 = add nuw nsw i64 %95, 1
  br label %92, !llvm.loop !19

138:                                              ; preds = %123, %49
  %139 = phi i32 [ 0, %49 ], [ %121, %123 ]
  %140 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %139, i32 16, i32 31)
  %141 = add i32 %140, %139
  %142 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %141, i32 8, i32 31)
  %143 = add i32 %142, %141
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %143, i32 4, i32 31)
  %145 = add i32 %144, %143
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %145, i32 2, i32 31)
  %147 = add i32 %146, %145
  %148 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %147, i32 1, i32 31)
  %149 = add i32 %148, %147
  %150 = and i32 %13, 31
  %151 = icmp eq i32 %150, 0
  %152 = icmp ne i32 %149, 0
  %153 = select i1 %151, i1 %152, i1 false
  br i1 %153, label %154, label %156

154:                                              ; preds = %138
  %155 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE7s_count to ptr), i32 %149 seq_cst, align 4
  br label %156

156:                                              ; preds = %154, %138
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %157, label %160

157:                                              ; preds = %156
  %158 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE7s_count to ptr), align 4, !tbaa !6
  %159 = getelementptr inbounds nuw i32, ptr %6, i64 %62
  store i32 %158, ptr %159, align 4, !tbaa !6
  br label %160

160:                                              ; preds = %156, %157, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @shift_and_kmismatch(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #2 {
  %8 = add i32 %3, -33
  %9 = icmp ult i32 %8, -32
  %10 = icmp slt i32 %5, 1
  %11 = or i1 %9, %10
  br i1 %11, label %153, label %12

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

17:                                               ; preds = %22, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %13, 256
  br i1 %18, label %19, label %34

19:                                               ; preds = %17
  %20 = icmp sgt i32 %3, 0
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %30

22:                                               ; preds = %15, %22
  %23 = phi i32 [ %13, %15 ], [ %28, %22 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %2, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %24
  store i8 %26, ptr %27, align 1, !tbaa !11
  %28 = add i32 %23, %16
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %22, label %17, !llvm.loop !20

30:                                               ; preds = %19, %59
  %31 = phi i32 [ %13, %19 ], [ %63, %59 ]
  br i1 %20, label %32, label %59

32:                                               ; preds = %30
  %33 = trunc nuw i32 %31 to i8
  br label %65

34:                                               ; preds = %59, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = add nsw i32 %3, -1
  %36 = shl nuw i32 1, %35
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = zext nneg i32 %39 to i64
  %41 = mul nuw nsw i64 %38, %40
  %42 = zext nneg i32 %5 to i64
  %43 = mul nuw nsw i64 %41, %42
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %45 = zext nneg i32 %44 to i64
  %46 = mul nuw nsw i64 %45, %40
  %47 = zext nneg i32 %13 to i64
  %48 = add nuw nsw i64 %46, %47
  %49 = mul nuw nsw i64 %48, %42
  %50 = icmp slt i64 %49, %1
  br i1 %50, label %51, label %153

51:                                               ; preds = %34
  %52 = zext nneg i32 %35 to i64
  %53 = icmp slt i32 %4, 1
  %54 = icmp slt i32 %4, 2
  %55 = icmp slt i32 %4, 3
  %56 = icmp sgt i32 %4, 2
  %57 = icmp slt i32 %4, 2
  %58 = icmp slt i32 %4, 1
  br label %77

59:                                               ; preds = %65, %30
  %60 = phi i32 [ 0, %30 ], [ %74, %65 ]
  %61 = zext nneg i32 %31 to i64
  %62 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE6s_mask to ptr), i64 %61
  store i32 %60, ptr %62, align 4, !tbaa !6
  %63 = add nuw nsw i32 %31, %21
  %64 = icmp samesign ult i32 %63, 256
  br i1 %64, label %30, label %34, !llvm.loop !21

65:                                               ; preds = %32, %65
  %66 = phi i32 [ 0, %32 ], [ %74, %65 ]
  %67 = phi i32 [ 0, %32 ], [ %75, %65 ]
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !11
  %71 = icmp eq i8 %70, %33
  %72 = shl nuw i32 1, %67
  %73 = select i1 %71, i32 %72, i32 0
  %74 = or i32 %73, %66
  %75 = add nuw nsw i32 %67, 1
  %76 = icmp eq i32 %75, %3
  br i1 %76, label %59, label %65, !llvm.loop !22

77:                                               ; preds = %51, %84
  %78 = phi i64 [ %49, %51 ], [ %85, %84 ]
  %79 = add nuw nsw i64 %78, %42
  %80 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smin.i64(i64 range(i64 0, -9223372036854775808) %79, i64 range(i64 0, -9223372036854775808) %1)
  %81 = sub nsw i64 %78, %52
  %82 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 range(i64 -31, -9223372036854775808) %81, i64 0)
  %83 = icmp samesign ult i64 %82, %80
  br i1 %83, label %87, label %84

84:                                               ; preds = %150, %77
  %85 = add nuw nsw i64 %78, %43
  %86 = icmp slt i64 %85, %1
  br i1 %86, label %77, label %153, !llvm.loop !23

87:                                               ; preds = %77, %150
  %88 = phi i32 [ %148, %150 ], [ 0, %77 ]
  %89 = phi i32 [ %139, %150 ], [ 0, %77 ]
  %90 = phi i32 [ %130, %150 ], [ 0, %77 ]
  %91 = phi i64 [ %151, %150 ], [ %82, %77 ]
  %92 = phi i32 [ %100, %150 ], [ 0, %77 ]
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 %91
  %94 = load i8, ptr %93, align 1, !tbaa !11
  %95 = zext i8 %94 to i64
  %96 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE6s_mask to ptr), i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = shl i32 %92, 1
  %99 = or disjoint i32 %98, 1
  %100 = and i32 %99, %97
  br i1 %53, label %129, label %123

101:                                              ; preds = %147
  %102 = icmp samesign ult i64 %91, %52
  %103 = and i32 %148, %36
  %104 = icmp eq i32 %103, 0
  %105 = select i1 %104, i1 true, i1 %102
  %106 = select i1 %105, i8 -1, i8 3
  %107 = select i1 %56, i8 %106, i8 -1
  %108 = and i32 %139, %36
  %109 = icmp eq i32 %108, 0
  %110 = select i1 %109, i1 true, i1 %102
  %111 = select i1 %110, i8 %107, i8 2
  %112 = select i1 %57, i8 -1, i8 %111
  %113 = and i32 %130, %36
  %114 = icmp eq i32 %113, 0
  %115 = select i1 %114, i1 true, i1 %102
  %116 = select i1 %115, i8 %112, i8 1
  %117 = select i1 %58, i8 -1, i8 %116
  %118 = and i32 %100, %36
  %119 = icmp eq i32 %118, 0
  %120 = select i1 %119, i1 true, i1 %102
  %121 = select i1 %120, i8 %117, i8 0
  %122 = getelementptr inbounds nuw i8, ptr %6, i64 %91
  store i8 %121, ptr %122, align 1, !tbaa !11
  br label %150

123:                                              ; preds = %87
  %124 = shl i32 %90, 1
  %125 = and i32 %124, %97
  %126 = shl i32 %92, 1
  %127 = or disjoint i32 %126, 1
  %128 = or i32 %125, %127
  br label %129

129:                                              ; preds = %87, %123
  %130 = phi i32 [ %90, %87 ], [ %128, %123 ]
  %131 = phi i32 [ %92, %87 ], [ %90, %123 ]
  br i1 %54, label %138, label %132

132:                                              ; preds = %129
  %133 = shl i32 %89, 1
  %134 = and i32 %133, %97
  %135 = shl i32 %131, 1
  %136 = or disjoint i32 %135, 1
  %137 = or i32 %134, %136
  br label %138

138:                                              ; preds = %132, %129
  %139 = phi i32 [ %89, %129 ], [ %137, %132 ]
  %140 = phi i32 [ %131, %129 ], [ %89, %132 ]
  br i1 %55, label %147, label %141

141:                                              ; preds = %138
  %142 = shl i32 %88, 1
  %143 = and i32 %142, %97
  %144 = shl i32 %140, 1
  %145 = or disjoint i32 %144, 1
  %146 = or i32 %143, %145
  br label %147

147:                                              ; preds = %141, %138
  %148 = phi i32 [ %88, %138 ], [ %146, %141 ]
  %149 = icmp samesign ult i64 %91, %78
  br i1 %149, label %150, label %101

150:                                              ; preds = %101, %147
  %151 = add nuw nsw i64 %91, 1
  %152 = icmp samesign ult i64 %151, %80
  br i1 %152, label %87, label %84, !llvm.loop !24

153:                                              ; preds = %84, %34, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13, !14}
!20 = distinct !{!20, !13, !14}
!21 = distinct !{!21, !13, !14}
!22 = distinct !{!22, !13, !14}
!23 = distinct !{!23, !13, !14}
!24 = distinct !{!24, !13, !14}
