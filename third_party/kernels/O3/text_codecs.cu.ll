; ModuleID = 'src/text_codecs.cu'
source_filename = "src/text_codecs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.B64Table = type { [256 x i8] }

@_ZZ13base64_decodeE5s_out = internal unnamed_addr addrspace(3) global [768 x i8] undef, align 4
@_ZL5c_b64 = internal unnamed_addr addrspace(4) constant %struct.B64Table { [256 x i8] c"\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF>\FF\FF\FF?456789:;<=\FF\FF\FF\FE\FF\FF\FF\00\01\02\03\04\05\06\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\FF\FF\FF\FF\FF\FF\1A\1B\1C\1D\1E\1F !\22#$%&'()*+,-./0123\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF" }, align 1
@_ZZ16utf8_count_unitsE6s_part = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ13utf8_to_utf16E6s_warp = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ13utf8_to_utf16E5s_red = internal unnamed_addr addrspace(3) global [8 x i64] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @base64_decode(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #0 {
  %6 = ashr i64 %1, 2
  %7 = and i64 %1, 3
  %8 = icmp ne i64 %7, 0
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = or i32 %10, %9
  %12 = icmp eq i32 %11, 0
  %13 = and i1 %12, %8
  br i1 %13, label %14, label %17

14:                                               ; preds = %5
  %15 = and i64 %1, -4
  %16 = atomicrmw umin ptr %4, i64 %15 seq_cst, align 8
  br label %17

17:                                               ; preds = %14, %5
  %18 = zext nneg i32 %9 to i64
  %19 = shl nuw nsw i64 %18, 8
  %20 = add nsw i64 %6, -256
  %21 = icmp slt i64 %19, %6
  br i1 %21, label %22, label %39

22:                                               ; preds = %17
  %23 = zext nneg i32 %10 to i64
  %24 = add nsw i64 %6, -1
  %25 = mul nuw nsw i32 %10, 3
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 1
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 2
  %30 = icmp samesign ult i32 %10, 192
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = shl nuw nsw i64 %32, 8
  %34 = mul nuw nsw i64 %24, 3
  %35 = shl nuw nsw i64 %24, 2
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 %35
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %23
  %38 = getelementptr inbounds nuw i32, ptr %2, i64 %23
  br label %40

39:                                               ; preds = %158, %17
  ret void

40:                                               ; preds = %22, %158
  %41 = phi i64 [ %19, %22 ], [ %159, %158 ]
  %42 = add nuw nsw i64 %41, %23
  %43 = icmp slt i64 %42, %6
  br i1 %43, label %44, label %105

44:                                               ; preds = %40
  %45 = shl nsw i64 %42, 2
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = and i32 %47, 255
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = zext i8 %51 to i32
  %53 = lshr i32 %47, 8
  %54 = and i32 %53, 255
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !11
  %58 = zext i8 %57 to i32
  %59 = lshr i32 %47, 16
  %60 = and i32 %59, 255
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %61
  %63 = load i8, ptr %62, align 1, !tbaa !11
  %64 = lshr i32 %47, 24
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !11
  %68 = icmp eq i64 %42, %24
  %69 = icmp slt i8 %51, 0
  br i1 %69, label %81, label %70

70:                                               ; preds = %44
  %71 = icmp slt i8 %57, 0
  br i1 %71, label %81, label %72

72:                                               ; preds = %70
  switch i8 %63, label %76 [
    i8 -1, label %81
    i8 -2, label %73
  ]

73:                                               ; preds = %72
  %74 = icmp eq i8 %67, -2
  %75 = select i1 %68, i1 %74, i1 false
  br i1 %75, label %76, label %81

76:                                               ; preds = %72, %73
  %77 = icmp ne i8 %67, -1
  %78 = icmp ne i8 %67, -2
  %79 = select i1 %78, i1 true, i1 %68
  %80 = select i1 %77, i1 %79, i1 false
  br i1 %80, label %85, label %81

81:                                               ; preds = %76, %44, %70, %72, %73
  %82 = phi i64 [ 2, %73 ], [ 0, %44 ], [ 1, %70 ], [ 2, %72 ], [ 3, %76 ]
  %83 = or disjoint i64 %82, %45
  %84 = atomicrmw umin ptr %4, i64 %83 seq_cst, align 8
  br label %100

85:                                               ; preds = %76
  %86 = icmp eq i8 %63, -2
  %87 = icmp eq i8 %67, -2
  %88 = select i1 %87, i64 2, i64 3
  %89 = select i1 %86, i64 1, i64 %88
  %90 = shl nuw nsw i32 %52, 18
  %91 = shl nuw nsw i32 %58, 12
  %92 = or i32 %91, %90
  %93 = tail call i8 @llvm.smax.i8(i8 %63, i8 0)
  %94 = zext nneg i8 %93 to i32
  %95 = shl nuw nsw i32 %94, 6
  %96 = or i32 %92, %95
  %97 = tail call i8 @llvm.smax.i8(i8 %67, i8 0)
  %98 = zext nneg i8 %97 to i32
  %99 = or i32 %96, %98
  br label %100

100:                                              ; preds = %85, %81
  %101 = phi i64 [ 0, %81 ], [ %89, %85 ]
  %102 = phi i32 [ 0, %81 ], [ %99, %85 ]
  br i1 %68, label %103, label %105

103:                                              ; preds = %100
  %104 = add nuw nsw i64 %101, %34
  store i64 %104, ptr %3, align 8, !tbaa !12
  br label %105

105:                                              ; preds = %100, %103, %40
  %106 = phi i32 [ 0, %40 ], [ %102, %103 ], [ %102, %100 ]
  %107 = lshr i32 %106, 16
  %108 = trunc i32 %107 to i8
  store i8 %108, ptr %27, align 1, !tbaa !11
  %109 = lshr i32 %106, 8
  %110 = trunc i32 %109 to i8
  store i8 %110, ptr %28, align 1, !tbaa !11
  %111 = trunc i32 %106 to i8
  store i8 %111, ptr %29, align 1, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %112 = mul nuw nsw i64 %41, 3
  %113 = icmp slt i64 %41, %20
  br i1 %113, label %114, label %118

114:                                              ; preds = %105
  br i1 %30, label %115, label %158

115:                                              ; preds = %114
  %116 = load i32, ptr %37, align 4, !tbaa !6
  %117 = getelementptr inbounds nuw i8, ptr %38, i64 %112
  store i32 %116, ptr %117, align 4, !tbaa !6
  br label %158

118:                                              ; preds = %105
  %119 = sub nsw i64 %6, %41
  %120 = mul nsw i64 %119, 3
  %121 = icmp sgt i64 %120, %23
  br i1 %121, label %122, label %158

122:                                              ; preds = %118
  %123 = getelementptr i8, ptr %2, i64 %112
  br label %124

124:                                              ; preds = %122, %155
  %125 = phi i64 [ %23, %122 ], [ %156, %155 ]
  %126 = trunc nuw nsw i64 %125 to i32
  %127 = freeze i32 %126
  %128 = udiv i32 %127, 3
  %129 = zext nneg i32 %128 to i64
  %130 = add nuw nsw i64 %41, %129
  %131 = icmp eq i64 %130, %24
  br i1 %131, label %132, label %151

132:                                              ; preds = %124
  %133 = load i32, ptr %36, align 4, !tbaa !6
  %134 = lshr i32 %133, 24
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !11
  %138 = icmp eq i8 %137, -2
  %139 = lshr i32 %133, 16
  %140 = and i32 %139, 255
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !11
  %144 = icmp eq i8 %143, -2
  %145 = sext i1 %144 to i32
  %146 = mul i32 %128, 3
  %147 = sub i32 %127, %146
  %148 = select i1 %138, i32 2, i32 3
  %149 = add nsw i32 %148, %145
  %150 = icmp samesign ult i32 %147, %149
  br i1 %150, label %151, label %155

151:                                              ; preds = %132, %124
  %152 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %125
  %153 = load i8, ptr %152, align 1, !tbaa !11
  %154 = getelementptr i8, ptr %123, i64 %125
  store i8 %153, ptr %154, align 1, !tbaa !11
  br label %155

155:                                              ; preds = %132, %151
  %156 = add i64 %125, 256
  %157 = icmp sgt i64 %120, %156
  br i1 %157, label %124, label %158, !llvm.loop !14

158:                                              ; preds = %155, %118, %114, %115
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %159 = add nuw nsw i64 %41, %33
  %160 = icmp slt i64 %159, %6
  br i1 %160, label %40, label %39, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef range(i32 0, 3) i32 @_Z13classify_bytePKhxxPjPi(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i64 noundef %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) initializes((0, 4)) %4) local_unnamed_addr #3 {
  %6 = getelementptr inbounds i8, ptr %0, i64 %2
  %7 = load i8, ptr %6, align 1, !tbaa !11
  store i32 0, ptr %4, align 4, !tbaa !6
  %8 = icmp slt i8 %7, -64
  br i1 %8, label %9, label %83

9:                                                ; preds = %5
  %10 = icmp sgt i64 %2, 0
  br i1 %10, label %11, label %82

11:                                               ; preds = %9
  %12 = add nsw i64 %2, -1
  br label %20

13:                                               ; preds = %76
  %14 = add nuw nsw i32 %22, 1
  %15 = icmp samesign ult i32 %22, 3
  %16 = zext nneg i32 %14 to i64
  %17 = sub nsw i64 %2, %16
  %18 = icmp sgt i64 %17, -1
  %19 = select i1 %15, i1 %18, i1 false
  br i1 %19, label %20, label %79, !llvm.loop !17

20:                                               ; preds = %11, %13
  %21 = phi i64 [ %17, %13 ], [ %12, %11 ]
  %22 = phi i32 [ %14, %13 ], [ 1, %11 ]
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 %21
  %24 = load i8, ptr %23, align 1, !tbaa !11
  %25 = icmp slt i8 %24, -64
  br i1 %25, label %76, label %26

26:                                               ; preds = %20
  %27 = icmp sgt i8 %24, -1
  br i1 %27, label %37, label %28

28:                                               ; preds = %26
  %29 = icmp samesign ult i8 %24, -62
  br i1 %29, label %37, label %30

30:                                               ; preds = %28
  %31 = icmp samesign ult i8 %24, -32
  br i1 %31, label %37, label %32

32:                                               ; preds = %30
  %33 = icmp samesign ult i8 %24, -16
  %34 = icmp samesign ult i8 %24, -11
  %35 = select i1 %34, i32 4, i32 0
  %36 = select i1 %33, i32 3, i32 %35
  br label %37

37:                                               ; preds = %32, %26, %28, %30
  %38 = phi i32 [ %36, %32 ], [ 1, %26 ], [ 0, %28 ], [ 2, %30 ]
  %39 = icmp samesign ult i32 %38, 2
  br i1 %39, label %72, label %40

40:                                               ; preds = %37
  %41 = zext nneg i32 %38 to i64
  %42 = add nuw nsw i64 %21, %41
  %43 = icmp sgt i64 %42, %1
  br i1 %43, label %72, label %44

44:                                               ; preds = %40
  %45 = getelementptr i8, ptr %23, i64 1
  %46 = load i8, ptr %45, align 1, !tbaa !11, !alias.scope !18
  %47 = zext i8 %46 to i32
  %48 = and i32 %47, 192
  %49 = icmp eq i32 %48, 128
  br i1 %49, label %50, label %72

50:                                               ; preds = %44
  switch i8 %24, label %54 [
    i8 -32, label %55
    i8 -19, label %51
    i8 -16, label %52
    i8 -12, label %53
  ]

51:                                               ; preds = %50
  br label %55

52:                                               ; preds = %50
  br label %55

53:                                               ; preds = %50
  br label %55

54:                                               ; preds = %50
  br label %55

55:                                               ; preds = %54, %53, %52, %51, %50
  %56 = phi i32 [ 160, %50 ], [ 128, %51 ], [ 144, %52 ], [ 128, %53 ], [ 128, %54 ]
  %57 = phi i32 [ 191, %50 ], [ 159, %51 ], [ 191, %52 ], [ 143, %53 ], [ 191, %54 ]
  %58 = icmp samesign ugt i32 %56, %47
  %59 = icmp samesign ult i32 %57, %47
  %60 = select i1 %58, i1 true, i1 %59
  br i1 %60, label %72, label %61

61:                                               ; preds = %55
  %62 = icmp eq i32 %38, 2
  br i1 %62, label %72, label %63

63:                                               ; preds = %61, %69
  %64 = phi i32 [ %70, %69 ], [ 2, %61 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr i8, ptr %23, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !11, !alias.scope !18
  %68 = icmp slt i8 %67, -64
  br i1 %68, label %69, label %72

69:                                               ; preds = %63
  %70 = add nuw nsw i32 %64, 1
  %71 = icmp eq i32 %70, %38
  br i1 %71, label %72, label %63, !llvm.loop !21

72:                                               ; preds = %63, %69, %61, %37, %40, %44, %55
  %73 = phi i32 [ %38, %37 ], [ 0, %40 ], [ 0, %44 ], [ 0, %55 ], [ 2, %61 ], [ %38, %69 ], [ 0, %63 ]
  %74 = icmp samesign ugt i32 %73, %22
  %75 = select i1 %74, i32 1, i32 2
  br label %76

76:                                               ; preds = %20, %72
  %77 = phi i32 [ %75, %72 ], [ 4, %20 ]
  %78 = icmp eq i32 %77, 4
  br i1 %78, label %13, label %79

79:                                               ; preds = %13, %76
  %80 = phi i32 [ %77, %76 ], [ 2, %13 ]
  %81 = icmp eq i32 %80, 2
  br i1 %81, label %82, label %149

82:                                               ; preds = %9, %79
  store i32 65533, ptr %3, align 4, !tbaa !6
  store i32 1, ptr %4, align 4, !tbaa !6
  br label %149

83:                                               ; preds = %5
  %84 = zext i8 %7 to i32
  %85 = icmp sgt i8 %7, -1
  br i1 %85, label %95, label %86

86:                                               ; preds = %83
  %87 = icmp samesign ult i8 %7, -62
  br i1 %87, label %95, label %88

88:                                               ; preds = %86
  %89 = icmp samesign ult i8 %7, -32
  br i1 %89, label %95, label %90

90:                                               ; preds = %88
  %91 = icmp samesign ult i8 %7, -16
  %92 = icmp samesign ult i8 %7, -11
  %93 = select i1 %92, i32 4, i32 0
  %94 = select i1 %91, i32 3, i32 %93
  br label %95

95:                                               ; preds = %90, %83, %86, %88
  %96 = phi i32 [ %94, %90 ], [ 1, %83 ], [ 0, %86 ], [ 2, %88 ]
  %97 = icmp samesign ult i32 %96, 2
  br i1 %97, label %141, label %98

98:                                               ; preds = %95
  %99 = zext nneg i32 %96 to i64
  %100 = add nsw i64 %2, %99
  %101 = icmp sgt i64 %100, %1
  br i1 %101, label %141, label %102

102:                                              ; preds = %98
  %103 = getelementptr i8, ptr %6, i64 1
  %104 = load i8, ptr %103, align 1, !tbaa !11, !alias.scope !22
  %105 = zext i8 %104 to i32
  %106 = and i32 %105, 192
  %107 = icmp eq i32 %106, 128
  br i1 %107, label %108, label %141

108:                                              ; preds = %102
  switch i8 %7, label %112 [
    i8 -32, label %113
    i8 -19, label %109
    i8 -16, label %110
    i8 -12, label %111
  ]

109:                                              ; preds = %108
  br label %113

110:                                              ; preds = %108
  br label %113

111:                                              ; preds = %108
  br label %113

112:                                              ; preds = %108
  br label %113

113:                                              ; preds = %112, %111, %110, %109, %108
  %114 = phi i32 [ 160, %108 ], [ 128, %109 ], [ 144, %110 ], [ 128, %111 ], [ 128, %112 ]
  %115 = phi i32 [ 191, %108 ], [ 159, %109 ], [ 191, %110 ], [ 143, %111 ], [ 191, %112 ]
  %116 = icmp samesign ugt i32 %114, %105
  %117 = icmp samesign ult i32 %115, %105
  %118 = select i1 %116, i1 true, i1 %117
  br i1 %118, label %141, label %119

119:                                              ; preds = %113
  %120 = lshr i32 127, %96
  %121 = and i32 %120, %84
  %122 = shl nuw nsw i32 %121, 6
  %123 = and i32 %105, 63
  %124 = or disjoint i32 %123, %122
  %125 = icmp eq i32 %96, 2
  br i1 %125, label %141, label %126

126:                                              ; preds = %119, %135
  %127 = phi i32 [ %139, %135 ], [ 2, %119 ]
  %128 = phi i32 [ %138, %135 ], [ %124, %119 ]
  %129 = zext nneg i32 %127 to i64
  %130 = getelementptr i8, ptr %6, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !11, !alias.scope !22
  %132 = zext i8 %131 to i32
  %133 = and i32 %132, 192
  %134 = icmp eq i32 %133, 128
  br i1 %134, label %135, label %141

135:                                              ; preds = %126
  %136 = shl i32 %128, 6
  %137 = and i32 %132, 63
  %138 = or disjoint i32 %137, %136
  %139 = add nuw nsw i32 %127, 1
  %140 = icmp eq i32 %139, %96
  br i1 %140, label %141, label %126, !llvm.loop !21

141:                                              ; preds = %126, %135, %119, %95, %98, %102, %113
  %142 = phi i32 [ 0, %102 ], [ 0, %98 ], [ 0, %113 ], [ %84, %95 ], [ %124, %119 ], [ %138, %135 ], [ 0, %126 ]
  %143 = phi i32 [ 0, %102 ], [ 0, %98 ], [ 0, %113 ], [ %96, %95 ], [ 1, %119 ], [ 1, %135 ], [ 0, %126 ]
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %145, label %146

145:                                              ; preds = %141
  store i32 65533, ptr %3, align 4, !tbaa !6
  store i32 1, ptr %4, align 4, !tbaa !6
  br label %149

146:                                              ; preds = %141
  store i32 %142, ptr %3, align 4, !tbaa !6
  %147 = icmp ugt i32 %142, 65535
  %148 = select i1 %147, i32 2, i32 1
  br label %149

149:                                              ; preds = %145, %146, %79, %82
  %150 = phi i32 [ 1, %82 ], [ 0, %79 ], [ 1, %145 ], [ %148, %146 ]
  ret i32 %150
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @utf8_count_units(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #4 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = add nsw i64 %1, 255
  %11 = sdiv i64 %10, 256
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = icmp sgt i64 %11, %13
  br i1 %14, label %15, label %24

15:                                               ; preds = %5
  %16 = lshr i32 %8, 5
  %17 = zext nneg i32 %8 to i64
  %18 = icmp eq i32 %9, 0
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 %19
  %21 = icmp eq i32 %8, 0
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  br label %39

24:                                               ; preds = %86, %5
  %25 = phi i32 [ 0, %5 ], [ %55, %86 ]
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 16, i32 31)
  %27 = add i32 %26, %25
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 8, i32 31)
  %29 = add i32 %28, %27
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 4, i32 31)
  %31 = add i32 %30, %29
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 2, i32 31)
  %33 = add i32 %32, %31
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 1, i32 31)
  %35 = add i32 %34, %33
  %36 = icmp eq i32 %9, 0
  %37 = icmp ne i32 %35, 0
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %89, label %91

39:                                               ; preds = %15, %86
  %40 = phi i32 [ 0, %15 ], [ %55, %86 ]
  %41 = phi i64 [ %13, %15 ], [ %87, %86 ]
  %42 = shl nsw i64 %41, 8
  %43 = add nuw nsw i64 %42, %17
  %44 = icmp slt i64 %43, %1
  br i1 %44, label %45, label %54

45:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #11
  %46 = call noundef i32 @_Z13classify_bytePKhxxPjPi(ptr noundef %0, i64 noundef %1, i64 noundef %43, ptr noundef nonnull %6, ptr noundef nonnull %7) #11
  %47 = load i32, ptr %7, align 4, !tbaa !6
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %45
  %50 = add i32 %40, 1
  %51 = atomicrmw umin ptr %3, i64 %43 seq_cst, align 8
  br label %52

52:                                               ; preds = %49, %45
  %53 = phi i32 [ %50, %49 ], [ %40, %45 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  br label %54

54:                                               ; preds = %52, %39
  %55 = phi i32 [ %53, %52 ], [ %40, %39 ]
  %56 = phi i32 [ %46, %52 ], [ 0, %39 ]
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 16, i32 31)
  %58 = add i32 %57, %56
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 8, i32 31)
  %60 = add i32 %59, %58
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 4, i32 31)
  %62 = add i32 %61, %60
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 2, i32 31)
  %64 = add i32 %63, %62
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 1, i32 31)
  br i1 %18, label %66, label %68

66:                                               ; preds = %54
  %67 = add i32 %65, %64
  store i32 %67, ptr %20, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %66, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %69, label %86

69:                                               ; preds = %68
  %70 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), align 4, !tbaa !6
  %71 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 4), align 4, !tbaa !6
  %72 = add i32 %71, %70
  %73 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 8), align 4, !tbaa !6
  %74 = add i32 %73, %72
  %75 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 12), align 4, !tbaa !6
  %76 = add i32 %75, %74
  %77 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 16), align 4, !tbaa !6
  %78 = add i32 %77, %76
  %79 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 20), align 4, !tbaa !6
  %80 = add i32 %79, %78
  %81 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 24), align 4, !tbaa !6
  %82 = add i32 %81, %80
  %83 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 28), align 4, !tbaa !6
  %84 = add i32 %83, %82
  %85 = getelementptr inbounds nuw i32, ptr %2, i64 %41
  store i32 %84, ptr %85, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %69, %68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = add nuw nsw i64 %41, %23
  %88 = icmp slt i64 %87, %11
  br i1 %88, label %39, label %24, !llvm.loop !25

89:                                               ; preds = %24
  %90 = atomicrmw add ptr %4, i32 %35 seq_cst, align 4
  br label %91

91:                                               ; preds = %89, %24
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @utf8_to_utf16(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i64 noundef %4) local_unnamed_addr #4 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = add nsw i64 %1, 255
  %12 = sdiv i64 %11, 256
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = icmp sgt i64 %12, %14
  br i1 %15, label %16, label %325

16:                                               ; preds = %5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %17 = zext nneg i32 %8 to i64
  %18 = icmp samesign ult i32 %8, %13
  br i1 %18, label %67, label %19

19:                                               ; preds = %67, %16
  %20 = phi i64 [ 0, %16 ], [ %73, %67 ]
  %21 = trunc i64 %20 to i32
  %22 = lshr i64 %20, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 16, i32 31), !noalias !26
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 16, i32 31), !noalias !26
  %26 = zext i32 %25 to i64
  %27 = shl nuw i64 %26, 32
  %28 = zext i32 %24 to i64
  %29 = add i64 %20, %28
  %30 = add i64 %29, %27
  %31 = trunc i64 %29 to i32
  %32 = lshr i64 %30, 32
  %33 = trunc nuw i64 %32 to i32
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 8, i32 31), !noalias !26
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 8, i32 31), !noalias !26
  %36 = zext i32 %35 to i64
  %37 = shl nuw i64 %36, 32
  %38 = zext i32 %34 to i64
  %39 = add i64 %30, %38
  %40 = add i64 %39, %37
  %41 = trunc i64 %39 to i32
  %42 = lshr i64 %40, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 4, i32 31), !noalias !26
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 4, i32 31), !noalias !26
  %46 = zext i32 %45 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %44 to i64
  %49 = add i64 %40, %48
  %50 = add i64 %49, %47
  %51 = trunc i64 %49 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 2, i32 31), !noalias !26
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 2, i32 31), !noalias !26
  %56 = zext i32 %55 to i64
  %57 = shl nuw i64 %56, 32
  %58 = zext i32 %54 to i64
  %59 = add i64 %50, %58
  %60 = add i64 %59, %57
  %61 = trunc i64 %59 to i32
  %62 = lshr i64 %60, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 1, i32 31), !noalias !26
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 1, i32 31), !noalias !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !26
  %66 = icmp eq i32 %9, 0
  br i1 %66, label %76, label %84

67:                                               ; preds = %16, %67
  %68 = phi i64 [ %74, %67 ], [ %17, %16 ]
  %69 = phi i64 [ %73, %67 ], [ 0, %16 ]
  %70 = getelementptr inbounds nuw i32, ptr %2, i64 %68
  %71 = load i32, ptr %70, align 4, !tbaa !6, !alias.scope !26
  %72 = zext i32 %71 to i64
  %73 = add i64 %69, %72
  %74 = add nuw nsw i64 %68, 256
  %75 = icmp samesign ult i64 %74, %14
  br i1 %75, label %67, label %19, !llvm.loop !29

76:                                               ; preds = %19
  %77 = zext i32 %64 to i64
  %78 = add i64 %60, %77
  %79 = zext i32 %65 to i64
  %80 = shl nuw i64 %79, 32
  %81 = add i64 %78, %80
  %82 = zext nneg i32 %10 to i64
  %83 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 %82
  store i64 %81, ptr %83, align 8, !tbaa !12, !noalias !26
  br label %84

84:                                               ; preds = %76, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !26
  %85 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 56), align 8, !tbaa !12, !noalias !26
  %86 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 48), align 8, !tbaa !12, !noalias !26
  %87 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 40), align 8, !tbaa !12, !noalias !26
  %88 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 32), align 8, !tbaa !12, !noalias !26
  %89 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 24), align 8, !tbaa !12, !noalias !26
  %90 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 16), align 8, !tbaa !12, !noalias !26
  %91 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 8), align 8, !tbaa !12, !noalias !26
  %92 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), align 8, !tbaa !12, !noalias !26
  %93 = add i64 %91, %92
  %94 = add i64 %90, %93
  %95 = add i64 %89, %94
  %96 = add i64 %88, %95
  %97 = add i64 %87, %96
  %98 = add i64 %86, %97
  %99 = add i64 %85, %98
  %100 = icmp eq i32 %9, 31
  %101 = zext nneg i32 %10 to i64
  %102 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %101
  %103 = icmp eq i32 %10, 0
  %104 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 %101
  %107 = icmp eq i32 %9, 0
  %108 = icmp samesign ult i32 %9, 2
  %109 = icmp samesign ult i32 %9, 4
  %110 = icmp samesign ult i32 %9, 8
  %111 = icmp samesign ult i32 %9, 16
  %112 = and i32 %10, 7
  %113 = icmp samesign ult i32 %8, 256
  %114 = and i32 %10, 24
  %115 = icmp eq i32 %112, 0
  %116 = icmp ne i32 %112, 0
  br label %117

117:                                              ; preds = %84, %307
  %118 = phi i64 [ %99, %84 ], [ %323, %307 ]
  %119 = phi i64 [ %14, %84 ], [ %241, %307 ]
  %120 = shl nsw i64 %119, 8
  %121 = add nuw nsw i64 %120, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  store i32 0, ptr %6, align 4, !tbaa !6
  %122 = icmp slt i64 %121, %1
  br i1 %122, label %123, label %125

123:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #11
  %124 = call noundef i32 @_Z13classify_bytePKhxxPjPi(ptr noundef %0, i64 noundef %1, i64 noundef %121, ptr noundef nonnull %6, ptr noundef nonnull %7) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #11
  br label %125

125:                                              ; preds = %123, %117
  %126 = phi i32 [ %124, %123 ], [ 0, %117 ]
  %127 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %126, i32 1, i32 0)
  %128 = select i1 %107, i32 0, i32 %127
  %129 = add i32 %128, %126
  %130 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %129, i32 2, i32 0)
  %131 = select i1 %108, i32 0, i32 %130
  %132 = add i32 %131, %129
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %132, i32 4, i32 0)
  %134 = select i1 %109, i32 0, i32 %133
  %135 = add i32 %134, %132
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %135, i32 8, i32 0)
  %137 = select i1 %110, i32 0, i32 %136
  %138 = add i32 %137, %135
  %139 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %138, i32 16, i32 0)
  %140 = select i1 %111, i32 0, i32 %139
  %141 = add i32 %140, %138
  br i1 %100, label %142, label %143

142:                                              ; preds = %125
  store i32 %141, ptr %102, align 4, !tbaa !6
  br label %143

143:                                              ; preds = %142, %125
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %103, label %163, label %144

144:                                              ; preds = %143
  br i1 %113, label %146, label %178

145:                                              ; preds = %178
  br i1 %115, label %160, label %146

146:                                              ; preds = %145, %144
  %147 = phi i32 [ 0, %144 ], [ %221, %145 ]
  %148 = phi i32 [ 0, %144 ], [ %220, %145 ]
  tail call void @llvm.assume(i1 %116)
  br label %149

149:                                              ; preds = %149, %146
  %150 = phi i32 [ %157, %149 ], [ %147, %146 ]
  %151 = phi i32 [ %156, %149 ], [ %148, %146 ]
  %152 = phi i32 [ %158, %149 ], [ 0, %146 ]
  %153 = zext nneg i32 %150 to i64
  %154 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !6
  %156 = add i32 %155, %151
  %157 = add nuw nsw i32 %150, 1
  %158 = add i32 %152, 1
  %159 = icmp eq i32 %158, %112
  br i1 %159, label %160, label %149, !llvm.loop !30

160:                                              ; preds = %149, %145
  %161 = phi i32 [ %220, %145 ], [ %156, %149 ]
  %162 = zext i32 %161 to i64
  br label %163

163:                                              ; preds = %160, %143
  %164 = phi i64 [ 0, %143 ], [ %162, %160 ]
  %165 = getelementptr inbounds nuw i32, ptr %2, i64 %119
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = zext i32 %166 to i64
  %168 = add i64 %118, %167
  %169 = tail call noundef i64 @llvm.umin.i64(i64 %168, i64 %4)
  %170 = zext i32 %141 to i64
  %171 = add i64 %118, %170
  %172 = add i64 %171, %164
  %173 = zext nneg i32 %126 to i64
  %174 = sub i64 %172, %173
  %175 = icmp eq i32 %126, 0
  %176 = icmp ugt i64 %172, %169
  %177 = select i1 %175, i1 true, i1 %176
  br i1 %177, label %240, label %224

178:                                              ; preds = %144, %178
  %179 = phi i32 [ %221, %178 ], [ 0, %144 ]
  %180 = phi i32 [ %220, %178 ], [ 0, %144 ]
  %181 = phi i32 [ %222, %178 ], [ 0, %144 ]
  %182 = zext nneg i32 %179 to i64
  %183 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !6
  %185 = add i32 %184, %180
  %186 = zext nneg i32 %179 to i64
  %187 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %186
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 4
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = add i32 %189, %185
  %191 = zext nneg i32 %179 to i64
  %192 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %191
  %193 = getelementptr inbounds nuw i8, ptr %192, i64 8
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = add i32 %194, %190
  %196 = zext nneg i32 %179 to i64
  %197 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %196
  %198 = getelementptr inbounds nuw i8, ptr %197, i64 12
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = add i32 %199, %195
  %201 = zext nneg i32 %179 to i64
  %202 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %201
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 16
  %204 = load i32, ptr %203, align 4, !tbaa !6
  %205 = add i32 %204, %200
  %206 = zext nneg i32 %179 to i64
  %207 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %206
  %208 = getelementptr inbounds nuw i8, ptr %207, i64 20
  %209 = load i32, ptr %208, align 4, !tbaa !6
  %210 = add i32 %209, %205
  %211 = zext nneg i32 %179 to i64
  %212 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %211
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 24
  %214 = load i32, ptr %213, align 4, !tbaa !6
  %215 = add i32 %214, %210
  %216 = zext nneg i32 %179 to i64
  %217 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %216
  %218 = getelementptr inbounds nuw i8, ptr %217, i64 28
  %219 = load i32, ptr %218, align 4, !tbaa !6
  %220 = add i32 %219, %215
  %221 = add nuw nsw i32 %179, 8
  %222 = add i32 %181, 8
  %223 = icmp eq i32 %222, %114
  br i1 %223, label %145, label %178, !llvm.loop !32

224:                                              ; preds = %163
  %225 = icmp eq i32 %126, 1
  %226 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %225, label %227, label %230

227:                                              ; preds = %224
  %228 = trunc i32 %226 to i16
  %229 = getelementptr inbounds nuw i16, ptr %3, i64 %174
  store i16 %228, ptr %229, align 2, !tbaa !33
  br label %240

230:                                              ; preds = %224
  %231 = add i32 %226, 16711680
  %232 = lshr i32 %231, 10
  %233 = getelementptr inbounds nuw i16, ptr %3, i64 %174
  %234 = trunc i32 %232 to i16
  %235 = insertelement <2 x i16> poison, i16 %234, i64 0
  %236 = trunc i32 %226 to i16
  %237 = insertelement <2 x i16> %235, i16 %236, i64 1
  %238 = and <2 x i16> %237, <i16 -1, i16 1023>
  %239 = or <2 x i16> %238, <i16 -10240, i16 -9216>
  store <2 x i16> %239, ptr %233, align 2, !tbaa !33
  br label %240

240:                                              ; preds = %227, %230, %163
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %241 = add nuw nsw i64 %119, %105
  %242 = tail call noundef range(i64 -9223372036854775808, 36028801313931262) i64 @llvm.smin.i64(i64 range(i64 -9223372036854775808, 36028801313931262) %241, i64 range(i64 -4611686018427387902, -9223372036854775808) %12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %243 = add nuw nsw i64 %119, %17
  %244 = icmp slt i64 %243, %242
  br i1 %244, label %292, label %245

245:                                              ; preds = %292, %240
  %246 = phi i64 [ 0, %240 ], [ %298, %292 ]
  %247 = trunc i64 %246 to i32
  %248 = lshr i64 %246, 32
  %249 = trunc nuw i64 %248 to i32
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %247, i32 16, i32 31), !noalias !35
  %251 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %249, i32 16, i32 31), !noalias !35
  %252 = zext i32 %251 to i64
  %253 = shl nuw i64 %252, 32
  %254 = zext i32 %250 to i64
  %255 = add i64 %246, %254
  %256 = add i64 %255, %253
  %257 = trunc i64 %255 to i32
  %258 = lshr i64 %256, 32
  %259 = trunc nuw i64 %258 to i32
  %260 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %257, i32 8, i32 31), !noalias !35
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %259, i32 8, i32 31), !noalias !35
  %262 = zext i32 %261 to i64
  %263 = shl nuw i64 %262, 32
  %264 = zext i32 %260 to i64
  %265 = add i64 %256, %264
  %266 = add i64 %265, %263
  %267 = trunc i64 %265 to i32
  %268 = lshr i64 %266, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 4, i32 31), !noalias !35
  %271 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %269, i32 4, i32 31), !noalias !35
  %272 = zext i32 %271 to i64
  %273 = shl nuw i64 %272, 32
  %274 = zext i32 %270 to i64
  %275 = add i64 %266, %274
  %276 = add i64 %275, %273
  %277 = trunc i64 %275 to i32
  %278 = lshr i64 %276, 32
  %279 = trunc nuw i64 %278 to i32
  %280 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %277, i32 2, i32 31), !noalias !35
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %279, i32 2, i32 31), !noalias !35
  %282 = zext i32 %281 to i64
  %283 = shl nuw i64 %282, 32
  %284 = zext i32 %280 to i64
  %285 = add i64 %276, %284
  %286 = add i64 %285, %283
  %287 = trunc i64 %285 to i32
  %288 = lshr i64 %286, 32
  %289 = trunc nuw i64 %288 to i32
  %290 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %287, i32 1, i32 31), !noalias !35
  %291 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %289, i32 1, i32 31), !noalias !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  br i1 %66, label %301, label %307

292:                                              ; preds = %240, %292
  %293 = phi i64 [ %299, %292 ], [ %243, %240 ]
  %294 = phi i64 [ %298, %292 ], [ 0, %240 ]
  %295 = getelementptr inbounds nuw i32, ptr %2, i64 %293
  %296 = load i32, ptr %295, align 4, !tbaa !6, !alias.scope !35
  %297 = zext i32 %296 to i64
  %298 = add i64 %294, %297
  %299 = add nuw nsw i64 %293, 256
  %300 = icmp slt i64 %299, %242
  br i1 %300, label %292, label %245, !llvm.loop !29

301:                                              ; preds = %245
  %302 = zext i32 %290 to i64
  %303 = add i64 %286, %302
  %304 = zext i32 %291 to i64
  %305 = shl nuw i64 %304, 32
  %306 = add i64 %303, %305
  store i64 %306, ptr %106, align 8, !tbaa !12, !noalias !35
  br label %307

307:                                              ; preds = %301, %245
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  %308 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), align 8, !tbaa !12, !noalias !35
  %309 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 8), align 8, !tbaa !12, !noalias !35
  %310 = add i64 %309, %308
  %311 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 16), align 8, !tbaa !12, !noalias !35
  %312 = add i64 %311, %310
  %313 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 24), align 8, !tbaa !12, !noalias !35
  %314 = add i64 %313, %312
  %315 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 32), align 8, !tbaa !12, !noalias !35
  %316 = add i64 %315, %314
  %317 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 40), align 8, !tbaa !12, !noalias !35
  %318 = add i64 %317, %316
  %319 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 48), align 8, !tbaa !12, !noalias !35
  %320 = add i64 %319, %318
  %321 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 56), align 8, !tbaa !12, !noalias !35
  %322 = add i64 %321, %320
  %323 = add i64 %322, %118
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  %324 = icmp slt i64 %241, %12
  br i1 %324, label %117, label %325, !llvm.loop !38

325:                                              ; preds = %307, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_Z9decode_atPKhxxRj: argument 0"}
!20 = distinct !{!20, !"_Z9decode_atPKhxxRj"}
!21 = distinct !{!21, !15}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_Z9decode_atPKhxxRj: argument 0"}
!24 = distinct !{!24, !"_Z9decode_atPKhxxRj"}
!25 = distinct !{!25, !15}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_Z15block_sum_rangePKjxxPy: argument 0"}
!28 = distinct !{!28, !"_Z15block_sum_rangePKjxxPy"}
!29 = distinct !{!29, !15}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !15}
!33 = !{!34, !34, i64 0}
!34 = !{!"short", !8, i64 0}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_Z15block_sum_rangePKjxxPy: argument 0"}
!37 = distinct !{!37, !"_Z15block_sum_rangePKjxxPy"}
!38 = distinct !{!38, !15}
