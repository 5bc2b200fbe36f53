; ModuleID = 'src/huffman_lz77.cu'
source_filename = "src/huffman_lz77.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18huffman_decode_lutE5s_lut = internal unnamed_addr addrspace(3) global [1024 x i16] undef, align 2
@_ZZ17lz77_match_searchE1s = internal unnamed_addr addrspace(3) global [800 x i8] undef, align 1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @huffman_decode_lut(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, i64 noundef %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = sub nuw nsw i32 1024, %12
  %15 = icmp ne i32 %12, 1023
  %16 = icmp eq i32 %13, 1
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %11
  %19 = and i32 %14, 2046
  %20 = add nuw nsw i32 %12, %19
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i32 [ 0, %18 ], [ %28, %21 ]
  %23 = add i32 %12, %22
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i16, ptr %2, i64 %24
  %26 = load <2 x i16>, ptr %25, align 2, !tbaa !11
  %27 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ18huffman_decode_lutE5s_lut to ptr), i64 %24
  store <2 x i16> %26, ptr %27, align 2, !tbaa !11
  %28 = add nuw i32 %22, 2
  %29 = icmp eq i32 %28, %19
  br i1 %29, label %30, label %21, !llvm.loop !13

30:                                               ; preds = %21
  %31 = icmp eq i32 %14, %19
  br i1 %31, label %34, label %32

32:                                               ; preds = %11, %30
  %33 = phi i32 [ %12, %11 ], [ %20, %30 ]
  br label %39

34:                                               ; preds = %39, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = mul i32 %35, %13
  %37 = add i32 %36, %12
  %38 = icmp slt i32 %37, %6
  br i1 %38, label %47, label %149

39:                                               ; preds = %32, %39
  %40 = phi i32 [ %45, %39 ], [ %33, %32 ]
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i16, ptr %2, i64 %41
  %43 = load i16, ptr %42, align 2, !tbaa !11
  %44 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ18huffman_decode_lutE5s_lut to ptr), i64 %41
  store i16 %43, ptr %44, align 2, !tbaa !11
  %45 = add nuw nsw i32 %40, %13
  %46 = icmp samesign ult i32 %45, 1024
  br i1 %46, label %39, label %34, !llvm.loop !17

47:                                               ; preds = %34
  %48 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %1, i64 0)
  %49 = shl i64 %48, 5
  %50 = sext i32 %37 to i64
  %51 = getelementptr inbounds i64, ptr %3, i64 %50
  %52 = load i64, ptr %51, align 8, !tbaa !18
  %53 = tail call noundef i64 @llvm.umin.i64(i64 %52, i64 %49)
  %54 = getelementptr inbounds i32, ptr %4, i64 %50
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = lshr i64 %53, 5
  %57 = icmp sgt i64 %1, %56
  br i1 %57, label %58, label %63

58:                                               ; preds = %47
  %59 = getelementptr inbounds nuw i32, ptr %0, i64 %56
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  br label %63

63:                                               ; preds = %47, %58
  %64 = phi i64 [ %62, %58 ], [ 0, %47 ]
  %65 = add nuw nsw i64 %56, 1
  %66 = icmp sgt i64 %1, %65
  br i1 %66, label %67, label %72

67:                                               ; preds = %63
  %68 = getelementptr inbounds nuw i32, ptr %0, i64 %65
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = zext i32 %69 to i64
  %71 = or disjoint i64 %64, %70
  br label %72

72:                                               ; preds = %67, %63
  %73 = phi i64 [ %71, %67 ], [ %64, %63 ]
  %74 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %75 = zext nneg i32 %74 to i64
  %76 = mul nsw i64 %75, %50
  %77 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %8, i64 0)
  %78 = tail call noundef range(i64 -4611686016279904256, 4611686014132420610) i64 @llvm.smin.i64(i64 range(i64 -4611686016279904256, 4611686014132420610) %76, i64 range(i64 -4611686016279904256, -9223372036854775808) %77)
  %79 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %55, i32 0)
  %80 = zext nneg i32 %79 to i64
  %81 = sub nsw i64 %77, %78
  %82 = tail call noundef range(i64 -4611686016279904256, 4611686014132420610) i64 @llvm.smin.i64(i64 range(i64 -4611686016279904256, 4611686014132420610) %75, i64 range(i64 -4611686016279904256, -9223372036854775808) %81)
  %83 = tail call noundef range(i64 -4611686016279904256, 4611686014132420610) i64 @llvm.smin.i64(i64 range(i64 -4611686016279904256, 4611686014132420610) %80, i64 range(i64 -4611686016279904256, -9223372036854775808) %82)
  %84 = trunc i64 %83 to i32
  %85 = getelementptr inbounds i8, ptr %7, i64 %78
  %86 = icmp sgt i32 %84, 0
  br i1 %86, label %87, label %144

87:                                               ; preds = %72
  %88 = trunc i64 %53 to i32
  %89 = and i32 %88, 31
  %90 = sub nuw nsw i32 64, %89
  %91 = and i64 %53, 31
  %92 = shl i64 %73, %91
  %93 = add nuw nsw i64 %56, 2
  br label %94

94:                                               ; preds = %136, %87
  %95 = phi i64 [ %119, %136 ], [ %93, %87 ]
  %96 = phi i32 [ %141, %136 ], [ 0, %87 ]
  %97 = phi i64 [ %140, %136 ], [ %92, %87 ]
  %98 = phi i32 [ %139, %136 ], [ 0, %87 ]
  %99 = phi i64 [ %138, %136 ], [ %53, %87 ]
  %100 = phi i32 [ %137, %136 ], [ %90, %87 ]
  %101 = icmp slt i32 %100, 33
  br i1 %101, label %102, label %116

102:                                              ; preds = %94
  %103 = icmp ult i64 %95, %48
  br i1 %103, label %104, label %108

104:                                              ; preds = %102
  %105 = getelementptr inbounds nuw i32, ptr %0, i64 %95
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = zext i32 %106 to i64
  br label %108

108:                                              ; preds = %104, %102
  %109 = phi i64 [ %107, %104 ], [ 0, %102 ]
  %110 = add nuw nsw i32 %100, 32
  %111 = sub nuw nsw i32 32, %100
  %112 = zext nneg i32 %111 to i64
  %113 = shl nuw nsw i64 %109, %112
  %114 = or i64 %113, %97
  %115 = add i64 %95, 1
  br label %116

116:                                              ; preds = %108, %94
  %117 = phi i32 [ %100, %94 ], [ %110, %108 ]
  %118 = phi i64 [ %97, %94 ], [ %114, %108 ]
  %119 = phi i64 [ %95, %94 ], [ %115, %108 ]
  %120 = lshr i64 %118, 54
  %121 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ18huffman_decode_lutE5s_lut to ptr), i64 %120
  %122 = load i16, ptr %121, align 2, !tbaa !11
  %123 = and i16 %122, 15
  %124 = add nsw i16 %123, -11
  %125 = icmp ult i16 %124, -10
  br i1 %125, label %136, label %126

126:                                              ; preds = %116
  %127 = zext nneg i16 %123 to i32
  %128 = lshr i16 %122, 4
  %129 = trunc i16 %128 to i8
  %130 = zext nneg i32 %96 to i64
  %131 = getelementptr inbounds nuw i8, ptr %85, i64 %130
  store i8 %129, ptr %131, align 1, !tbaa !20
  %132 = zext nneg i16 %123 to i64
  %133 = shl i64 %118, %132
  %134 = sub nuw nsw i32 %117, %127
  %135 = add i64 %99, %132
  br label %136

136:                                              ; preds = %116, %126
  %137 = phi i32 [ %134, %126 ], [ %117, %116 ]
  %138 = phi i64 [ %135, %126 ], [ %99, %116 ]
  %139 = phi i32 [ %98, %126 ], [ 1, %116 ]
  %140 = phi i64 [ %133, %126 ], [ %118, %116 ]
  %141 = add nuw nsw i32 %96, 1
  %142 = icmp eq i32 %141, %84
  %143 = select i1 %125, i1 true, i1 %142
  br i1 %143, label %144, label %94, !llvm.loop !21

144:                                              ; preds = %136, %72
  %145 = phi i64 [ %53, %72 ], [ %138, %136 ]
  %146 = phi i32 [ 0, %72 ], [ %139, %136 ]
  %147 = getelementptr inbounds i64, ptr %9, i64 %50
  store i64 %145, ptr %147, align 8, !tbaa !18
  %148 = getelementptr inbounds i32, ptr %10, i64 %50
  store i32 %146, ptr %148, align 4, !tbaa !6
  br label %149

149:                                              ; preds = %34, %144
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lz77_match_search(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #2 {
  %6 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 512)
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 3)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 32)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 256)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %11, %12
  %14 = icmp slt i32 %13, %1
  br i1 %14, label %15, label %126

15:                                               ; preds = %5
  %16 = sub nsw i32 %13, %7
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %16, i32 0)
  %18 = add nsw i32 %13, %11
  %19 = add nsw i32 %18, %9
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 %1)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add nuw i32 %17, %21
  %23 = icmp slt i32 %22, %20
  br i1 %23, label %29, label %24

24:                                               ; preds = %29, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = add i32 %13, %21
  %26 = icmp samesign ult i32 %21, %11
  %27 = icmp slt i32 %25, %1
  %28 = and i1 %26, %27
  br i1 %28, label %39, label %126

29:                                               ; preds = %15, %29
  %30 = phi i32 [ %37, %29 ], [ %22, %15 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %0, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !20
  %34 = sub nsw i32 %30, %17
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %35
  store i8 %33, ptr %36, align 1, !tbaa !20
  %37 = add i32 %30, %10
  %38 = icmp slt i32 %37, %20
  br i1 %38, label %29, label %24, !llvm.loop !22

39:                                               ; preds = %24
  %40 = sub nsw i32 %25, %17
  %41 = sub nsw i32 %1, %25
  %42 = tail call noundef i32 @llvm.smin.i32(i32 %9, i32 %41)
  %43 = icmp samesign ugt i32 %42, 2
  br i1 %43, label %44, label %122

44:                                               ; preds = %39
  %45 = sext i32 %40 to i64
  %46 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !20
  %48 = getelementptr i8, ptr %46, i64 1
  %49 = load i8, ptr %48, align 1, !tbaa !20
  %50 = getelementptr i8, ptr %46, i64 2
  %51 = load i8, ptr %50, align 1, !tbaa !20
  %52 = sub nsw i32 %25, %7
  %53 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %52, i32 0)
  %54 = icmp sgt i32 %25, %53
  br i1 %54, label %55, label %122

55:                                               ; preds = %44
  %56 = icmp sgt i32 %42, 3
  br label %57

57:                                               ; preds = %55, %115
  %58 = phi i32 [ %25, %55 ], [ %61, %115 ]
  %59 = phi i32 [ 0, %55 ], [ %113, %115 ]
  %60 = phi i32 [ 0, %55 ], [ %112, %115 ]
  %61 = add nsw i32 %58, -1
  %62 = sub nsw i32 %61, %17
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !20
  %66 = icmp eq i8 %65, %47
  br i1 %66, label %67, label %111

67:                                               ; preds = %57
  %68 = getelementptr i8, ptr %64, i64 1
  %69 = load i8, ptr %68, align 1, !tbaa !20
  %70 = icmp eq i8 %69, %49
  br i1 %70, label %71, label %111

71:                                               ; preds = %67
  %72 = getelementptr i8, ptr %64, i64 2
  %73 = load i8, ptr %72, align 1, !tbaa !20
  %74 = icmp eq i8 %73, %51
  br i1 %74, label %75, label %111

75:                                               ; preds = %71
  %76 = icmp sgt i32 %59, 2
  br i1 %76, label %77, label %89

77:                                               ; preds = %75
  %78 = icmp slt i32 %59, %42
  br i1 %78, label %79, label %111

79:                                               ; preds = %77
  %80 = add nsw i32 %62, %59
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !20
  %84 = add nsw i32 %59, %40
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !20
  %88 = icmp eq i8 %83, %87
  br i1 %88, label %89, label %111

89:                                               ; preds = %79, %75
  br i1 %56, label %90, label %104

90:                                               ; preds = %89, %101
  %91 = phi i32 [ %102, %101 ], [ 3, %89 ]
  %92 = add nsw i32 %91, %62
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !20
  %96 = add nsw i32 %91, %40
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lz77_match_searchE1s to ptr), i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !20
  %100 = icmp eq i8 %95, %99
  br i1 %100, label %101, label %104

101:                                              ; preds = %90
  %102 = add nuw nsw i32 %91, 1
  %103 = icmp eq i32 %102, %42
  br i1 %103, label %104, label %90, !llvm.loop !23

104:                                              ; preds = %90, %101, %89
  %105 = phi i32 [ 3, %89 ], [ %91, %90 ], [ %42, %101 ]
  %106 = icmp sgt i32 %105, %59
  br i1 %106, label %107, label %111

107:                                              ; preds = %104
  %108 = icmp eq i32 %105, %42
  %109 = select i1 %108, i32 5, i32 0
  %110 = sub nsw i32 %25, %61
  br label %111

111:                                              ; preds = %107, %104, %77, %79, %57, %67, %71
  %112 = phi i32 [ %60, %77 ], [ %60, %57 ], [ %60, %71 ], [ %60, %67 ], [ %60, %79 ], [ %110, %107 ], [ %60, %104 ]
  %113 = phi i32 [ %59, %77 ], [ %59, %57 ], [ %59, %71 ], [ %59, %67 ], [ %59, %79 ], [ %105, %107 ], [ %59, %104 ]
  %114 = phi i32 [ 7, %77 ], [ 7, %57 ], [ 7, %71 ], [ 7, %67 ], [ 7, %79 ], [ %109, %107 ], [ 0, %104 ]
  switch i32 %114, label %117 [
    i32 0, label %115
    i32 7, label %115
  ]

115:                                              ; preds = %111, %111
  %116 = icmp sgt i32 %61, %53
  br i1 %116, label %57, label %117, !llvm.loop !24

117:                                              ; preds = %115, %111
  %118 = shl i32 %112, 16
  %119 = or i32 %118, %113
  %120 = icmp sgt i32 %113, 2
  %121 = select i1 %120, i32 %119, i32 0
  br label %122

122:                                              ; preds = %44, %117, %39
  %123 = phi i32 [ 0, %39 ], [ 0, %44 ], [ %121, %117 ]
  %124 = sext i32 %25 to i64
  %125 = getelementptr inbounds i32, ptr %4, i64 %124
  store i32 %123, ptr %125, align 4, !tbaa !6
  br label %126

126:                                              ; preds = %122, %24, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!12 = !{!"short", !8, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !15}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !8, i64 0}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
