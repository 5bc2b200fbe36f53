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
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = shl nuw nsw i64 %19, 8
  %21 = add nsw i64 %6, -256
  %22 = icmp slt i64 %20, %6
  br i1 %22, label %23, label %45

23:                                               ; preds = %17
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = add nsw i64 %6, -1
  %27 = mul nuw nsw i32 %24, 3
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %28
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 1
  %33 = zext nneg i32 %27 to i64
  %34 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 2
  %36 = add nsw i64 %6, -1
  %37 = zext nneg i32 %24 to i64
  %38 = icmp samesign ult i32 %24, 192
  %39 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = zext nneg i32 %39 to i64
  %41 = shl nuw nsw i64 %40, 8
  %42 = zext nneg i32 %24 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %42
  %44 = getelementptr inbounds i32, ptr %2, i64 %42
  br label %46

45:                                               ; preds = %168, %17
  ret void

46:                                               ; preds = %23, %168
  %47 = phi i64 [ %20, %23 ], [ %169, %168 ]
  %48 = add nuw nsw i64 %47, %25
  %49 = icmp slt i64 %48, %6
  br i1 %49, label %50, label %112

50:                                               ; preds = %46
  %51 = shl nsw i64 %48, 2
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = and i32 %53, 255
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !11
  %58 = zext i8 %57 to i32
  %59 = lshr i32 %53, 8
  %60 = and i32 %59, 255
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %61
  %63 = load i8, ptr %62, align 1, !tbaa !11
  %64 = zext i8 %63 to i32
  %65 = lshr i32 %53, 16
  %66 = and i32 %65, 255
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !11
  %70 = lshr i32 %53, 24
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !11
  %74 = icmp eq i64 %48, %26
  %75 = icmp slt i8 %57, 0
  br i1 %75, label %87, label %76

76:                                               ; preds = %50
  %77 = icmp slt i8 %63, 0
  br i1 %77, label %87, label %78

78:                                               ; preds = %76
  switch i8 %69, label %82 [
    i8 -1, label %87
    i8 -2, label %79
  ]

79:                                               ; preds = %78
  %80 = icmp eq i8 %73, -2
  %81 = select i1 %74, i1 %80, i1 false
  br i1 %81, label %82, label %87

82:                                               ; preds = %78, %79
  %83 = icmp ne i8 %73, -1
  %84 = icmp ne i8 %73, -2
  %85 = select i1 %84, i1 true, i1 %74
  %86 = select i1 %83, i1 %85, i1 false
  br i1 %86, label %91, label %87

87:                                               ; preds = %82, %50, %76, %78, %79
  %88 = phi i64 [ 2, %79 ], [ 0, %50 ], [ 1, %76 ], [ 2, %78 ], [ 3, %82 ]
  %89 = or disjoint i64 %88, %51
  %90 = atomicrmw umin ptr %4, i64 %89 seq_cst, align 8
  br label %106

91:                                               ; preds = %82
  %92 = icmp eq i8 %69, -2
  %93 = icmp eq i8 %73, -2
  %94 = select i1 %93, i64 2, i64 3
  %95 = select i1 %92, i64 1, i64 %94
  %96 = shl nuw nsw i32 %58, 18
  %97 = shl nuw nsw i32 %64, 12
  %98 = or i32 %97, %96
  %99 = tail call i8 @llvm.smax.i8(i8 %69, i8 0)
  %100 = zext nneg i8 %99 to i32
  %101 = shl nuw nsw i32 %100, 6
  %102 = or i32 %98, %101
  %103 = tail call i8 @llvm.smax.i8(i8 %73, i8 0)
  %104 = zext nneg i8 %103 to i32
  %105 = or i32 %102, %104
  br label %106

106:                                              ; preds = %91, %87
  %107 = phi i64 [ 0, %87 ], [ %95, %91 ]
  %108 = phi i32 [ 0, %87 ], [ %105, %91 ]
  br i1 %74, label %109, label %112

109:                                              ; preds = %106
  %110 = mul nuw nsw i64 %48, 3
  %111 = add nuw nsw i64 %107, %110
  store i64 %111, ptr %3, align 8, !tbaa !12
  br label %112

112:                                              ; preds = %106, %109, %46
  %113 = phi i32 [ 0, %46 ], [ %108, %109 ], [ %108, %106 ]
  %114 = lshr i32 %113, 16
  %115 = trunc i32 %114 to i8
  store i8 %115, ptr %29, align 1, !tbaa !11
  %116 = lshr i32 %113, 8
  %117 = trunc i32 %116 to i8
  store i8 %117, ptr %32, align 1, !tbaa !11
  %118 = trunc i32 %113 to i8
  store i8 %118, ptr %35, align 1, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %119 = mul nuw nsw i64 %47, 3
  %120 = icmp slt i64 %47, %21
  br i1 %120, label %121, label %125

121:                                              ; preds = %112
  br i1 %38, label %122, label %168

122:                                              ; preds = %121
  %123 = load i32, ptr %43, align 4, !tbaa !6
  %124 = getelementptr inbounds i8, ptr %44, i64 %119
  store i32 %123, ptr %124, align 4, !tbaa !6
  br label %168

125:                                              ; preds = %112
  %126 = sub nsw i64 %6, %47
  %127 = tail call noundef range(i64 -9223372036854775808, 36028801313931262) i64 @llvm.smin.i64(i64 range(i64 -9223372036854775808, 36028801313931262) %126, i64 range(i64 -4611686018427387902, -9223372036854775808) 256)
  %128 = mul nsw i64 %127, 3
  %129 = icmp sgt i64 %128, %37
  br i1 %129, label %130, label %168

130:                                              ; preds = %125
  %131 = getelementptr i8, ptr %2, i64 %119
  br label %132

132:                                              ; preds = %130, %165
  %133 = phi i64 [ %37, %130 ], [ %166, %165 ]
  %134 = trunc nuw nsw i64 %133 to i32
  %135 = freeze i32 %134
  %136 = udiv i32 %135, 3
  %137 = zext nneg i32 %136 to i64
  %138 = add nuw nsw i64 %47, %137
  %139 = icmp eq i64 %138, %36
  br i1 %139, label %140, label %161

140:                                              ; preds = %132
  %141 = shl nuw nsw i64 %138, 2
  %142 = getelementptr inbounds nuw i8, ptr %0, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = lshr i32 %143, 24
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %145
  %147 = load i8, ptr %146, align 1, !tbaa !11
  %148 = icmp eq i8 %147, -2
  %149 = lshr i32 %143, 16
  %150 = and i32 %149, 255
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL5c_b64 to ptr), i64 %151
  %153 = load i8, ptr %152, align 1, !tbaa !11
  %154 = icmp eq i8 %153, -2
  %155 = sext i1 %154 to i32
  %156 = mul i32 %136, 3
  %157 = sub i32 %135, %156
  %158 = select i1 %148, i32 2, i32 3
  %159 = add nsw i32 %158, %155
  %160 = icmp slt i32 %157, %159
  br i1 %160, label %161, label %165

161:                                              ; preds = %140, %132
  %162 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13base64_decodeE5s_out to ptr), i64 %133
  %163 = load i8, ptr %162, align 1, !tbaa !11
  %164 = getelementptr i8, ptr %131, i64 %133
  store i8 %163, ptr %164, align 1, !tbaa !11
  br label %165

165:                                              ; preds = %140, %161
  %166 = add i64 %133, 256
  %167 = icmp sgt i64 %128, %166
  br i1 %167, label %132, label %168, !llvm.loop !14

168:                                              ; preds = %165, %125, %121, %122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %169 = add nuw nsw i64 %47, %41
  %170 = icmp slt i64 %169, %6
  br i1 %170, label %46, label %45, !llvm.loop !17
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
  br i1 %8, label %9, label %85

9:                                                ; preds = %5
  %10 = icmp sgt i64 %2, 0
  br i1 %10, label %11, label %84

11:                                               ; preds = %9
  %12 = add nsw i64 %2, -1
  br label %20

13:                                               ; preds = %78
  %14 = add nuw nsw i32 %22, 1
  %15 = icmp samesign ult i32 %22, 3
  %16 = zext nneg i32 %14 to i64
  %17 = sub nsw i64 %2, %16
  %18 = icmp sgt i64 %17, -1
  %19 = select i1 %15, i1 %18, i1 false
  br i1 %19, label %20, label %81, !llvm.loop !18

20:                                               ; preds = %11, %13
  %21 = phi i64 [ %17, %13 ], [ %12, %11 ]
  %22 = phi i32 [ %14, %13 ], [ 1, %11 ]
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 %21
  %24 = load i8, ptr %23, align 1, !tbaa !11
  %25 = icmp slt i8 %24, -64
  br i1 %25, label %78, label %26

26:                                               ; preds = %20
  %27 = icmp sgt i8 %24, -1
  br i1 %27, label %37, label %28

28:                                               ; preds = %26
  %29 = icmp ult i8 %24, -62
  br i1 %29, label %37, label %30

30:                                               ; preds = %28
  %31 = icmp ult i8 %24, -32
  br i1 %31, label %37, label %32

32:                                               ; preds = %30
  %33 = icmp ult i8 %24, -16
  br i1 %33, label %37, label %34

34:                                               ; preds = %32
  %35 = icmp ult i8 %24, -11
  %36 = select i1 %35, i32 4, i32 0
  br label %37

37:                                               ; preds = %26, %28, %30, %32, %34
  %38 = phi i32 [ 3, %32 ], [ 1, %26 ], [ 0, %28 ], [ 2, %30 ], [ %36, %34 ]
  %39 = icmp samesign ult i32 %38, 2
  br i1 %39, label %74, label %40

40:                                               ; preds = %37
  %41 = zext nneg i32 %38 to i64
  %42 = add nuw nsw i64 %21, %41
  %43 = icmp sgt i64 %42, %1
  br i1 %43, label %74, label %44

44:                                               ; preds = %40
  %45 = getelementptr i8, ptr %23, i64 1
  %46 = load i8, ptr %45, align 1, !tbaa !11, !alias.scope !19
  %47 = zext i8 %46 to i32
  %48 = and i32 %47, 192
  %49 = icmp eq i32 %48, 128
  br i1 %49, label %50, label %74

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
  br i1 %60, label %74, label %61

61:                                               ; preds = %55
  %62 = icmp eq i32 %38, 2
  br i1 %62, label %74, label %63

63:                                               ; preds = %61
  %64 = tail call i32 @llvm.umax.i32(i32 %38, i32 3)
  br label %65

65:                                               ; preds = %63, %71
  %66 = phi i32 [ %72, %71 ], [ 2, %63 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr i8, ptr %23, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !11, !alias.scope !19
  %70 = icmp slt i8 %69, -64
  br i1 %70, label %71, label %74

71:                                               ; preds = %65
  %72 = add nuw nsw i32 %66, 1
  %73 = icmp eq i32 %72, %64
  br i1 %73, label %74, label %65, !llvm.loop !22

74:                                               ; preds = %65, %71, %61, %37, %40, %44, %55
  %75 = phi i32 [ %38, %37 ], [ 0, %40 ], [ 0, %44 ], [ 0, %55 ], [ 2, %61 ], [ %38, %71 ], [ 0, %65 ]
  %76 = icmp samesign ugt i32 %75, %22
  %77 = select i1 %76, i32 1, i32 2
  br label %78

78:                                               ; preds = %20, %74
  %79 = phi i32 [ %77, %74 ], [ 4, %20 ]
  %80 = icmp eq i32 %79, 4
  br i1 %80, label %13, label %81

81:                                               ; preds = %13, %78
  %82 = phi i32 [ %79, %78 ], [ 2, %13 ]
  %83 = icmp eq i32 %82, 2
  br i1 %83, label %84, label %153

84:                                               ; preds = %9, %81
  store i32 65533, ptr %3, align 4, !tbaa !6
  store i32 1, ptr %4, align 4, !tbaa !6
  br label %153

85:                                               ; preds = %5
  %86 = zext i8 %7 to i32
  %87 = icmp sgt i8 %7, -1
  br i1 %87, label %97, label %88

88:                                               ; preds = %85
  %89 = icmp ult i8 %7, -62
  br i1 %89, label %97, label %90

90:                                               ; preds = %88
  %91 = icmp ult i8 %7, -32
  br i1 %91, label %97, label %92

92:                                               ; preds = %90
  %93 = icmp ult i8 %7, -16
  br i1 %93, label %97, label %94

94:                                               ; preds = %92
  %95 = icmp ult i8 %7, -11
  %96 = select i1 %95, i32 4, i32 0
  br label %97

97:                                               ; preds = %85, %88, %90, %92, %94
  %98 = phi i32 [ 3, %92 ], [ 1, %85 ], [ 0, %88 ], [ 2, %90 ], [ %96, %94 ]
  %99 = icmp samesign ult i32 %98, 2
  br i1 %99, label %145, label %100

100:                                              ; preds = %97
  %101 = zext nneg i32 %98 to i64
  %102 = add nsw i64 %2, %101
  %103 = icmp sgt i64 %102, %1
  br i1 %103, label %145, label %104

104:                                              ; preds = %100
  %105 = getelementptr i8, ptr %6, i64 1
  %106 = load i8, ptr %105, align 1, !tbaa !11, !alias.scope !23
  %107 = zext i8 %106 to i32
  %108 = and i32 %107, 192
  %109 = icmp eq i32 %108, 128
  br i1 %109, label %110, label %145

110:                                              ; preds = %104
  switch i8 %7, label %114 [
    i8 -32, label %115
    i8 -19, label %111
    i8 -16, label %112
    i8 -12, label %113
  ]

111:                                              ; preds = %110
  br label %115

112:                                              ; preds = %110
  br label %115

113:                                              ; preds = %110
  br label %115

114:                                              ; preds = %110
  br label %115

115:                                              ; preds = %114, %113, %112, %111, %110
  %116 = phi i32 [ 160, %110 ], [ 128, %111 ], [ 144, %112 ], [ 128, %113 ], [ 128, %114 ]
  %117 = phi i32 [ 191, %110 ], [ 159, %111 ], [ 191, %112 ], [ 143, %113 ], [ 191, %114 ]
  %118 = icmp samesign ugt i32 %116, %107
  %119 = icmp samesign ult i32 %117, %107
  %120 = select i1 %118, i1 true, i1 %119
  br i1 %120, label %145, label %121

121:                                              ; preds = %115
  %122 = lshr i32 127, %98
  %123 = and i32 %122, %86
  %124 = shl nuw nsw i32 %123, 6
  %125 = and i32 %107, 63
  %126 = or disjoint i32 %125, %124
  %127 = icmp eq i32 %98, 2
  br i1 %127, label %145, label %128

128:                                              ; preds = %121
  %129 = tail call i32 @llvm.umax.i32(i32 %98, i32 3)
  br label %130

130:                                              ; preds = %128, %139
  %131 = phi i32 [ %143, %139 ], [ 2, %128 ]
  %132 = phi i32 [ %142, %139 ], [ %126, %128 ]
  %133 = zext nneg i32 %131 to i64
  %134 = getelementptr i8, ptr %6, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !11, !alias.scope !23
  %136 = zext i8 %135 to i32
  %137 = and i32 %136, 192
  %138 = icmp eq i32 %137, 128
  br i1 %138, label %139, label %145

139:                                              ; preds = %130
  %140 = shl i32 %132, 6
  %141 = and i32 %136, 63
  %142 = or disjoint i32 %141, %140
  %143 = add nuw nsw i32 %131, 1
  %144 = icmp eq i32 %143, %129
  br i1 %144, label %145, label %130, !llvm.loop !22

145:                                              ; preds = %130, %139, %121, %97, %100, %104, %115
  %146 = phi i32 [ 0, %104 ], [ 0, %100 ], [ 0, %115 ], [ %86, %97 ], [ %126, %121 ], [ %142, %139 ], [ 0, %130 ]
  %147 = phi i32 [ 0, %104 ], [ 0, %100 ], [ 0, %115 ], [ %98, %97 ], [ 1, %121 ], [ 1, %139 ], [ 0, %130 ]
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %149, label %150

149:                                              ; preds = %145
  store i32 65533, ptr %3, align 4, !tbaa !6
  store i32 1, ptr %4, align 4, !tbaa !6
  br label %153

150:                                              ; preds = %145
  store i32 %146, ptr %3, align 4, !tbaa !6
  %151 = icmp ugt i32 %146, 65535
  %152 = select i1 %151, i32 2, i32 1
  br label %153

153:                                              ; preds = %149, %150, %81, %84
  %154 = phi i32 [ 1, %84 ], [ 0, %81 ], [ 1, %149 ], [ %152, %150 ]
  ret i32 %154
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
  br i1 %14, label %15, label %74

15:                                               ; preds = %5
  %16 = lshr i32 %8, 5
  %17 = zext nneg i32 %8 to i64
  %18 = icmp eq i32 %9, 0
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 %19
  %21 = icmp eq i32 %8, 0
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  br label %24

24:                                               ; preds = %15, %71
  %25 = phi i32 [ 0, %15 ], [ %40, %71 ]
  %26 = phi i64 [ %13, %15 ], [ %72, %71 ]
  %27 = shl nsw i64 %26, 8
  %28 = add nuw nsw i64 %27, %17
  %29 = icmp slt i64 %28, %1
  br i1 %29, label %30, label %39

30:                                               ; preds = %24
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10
  %31 = call noundef i32 @_Z13classify_bytePKhxxPjPi(ptr noundef %0, i64 noundef %1, i64 noundef %28, ptr noundef nonnull %6, ptr noundef nonnull %7) #10
  %32 = load i32, ptr %7, align 4, !tbaa !6
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = add i32 %25, 1
  %36 = atomicrmw umin ptr %3, i64 %28 seq_cst, align 8
  br label %37

37:                                               ; preds = %34, %30
  %38 = phi i32 [ %35, %34 ], [ %25, %30 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  br label %39

39:                                               ; preds = %24, %37
  %40 = phi i32 [ %38, %37 ], [ %25, %24 ]
  %41 = phi i32 [ %31, %37 ], [ 0, %24 ]
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 16, i32 31)
  %43 = add i32 %42, %41
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 8, i32 31)
  %45 = add i32 %44, %43
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 4, i32 31)
  %47 = add i32 %46, %45
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 2, i32 31)
  %49 = add i32 %48, %47
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 1, i32 31)
  br i1 %18, label %51, label %53

51:                                               ; preds = %39
  %52 = add i32 %50, %49
  store i32 %52, ptr %20, align 4, !tbaa !6
  br label %53

53:                                               ; preds = %51, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %54, label %71

54:                                               ; preds = %53
  %55 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), align 4, !tbaa !6
  %56 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 4), align 4, !tbaa !6
  %57 = add i32 %56, %55
  %58 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 8), align 4, !tbaa !6
  %59 = add i32 %58, %57
  %60 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 12), align 4, !tbaa !6
  %61 = add i32 %60, %59
  %62 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 16), align 4, !tbaa !6
  %63 = add i32 %62, %61
  %64 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 20), align 4, !tbaa !6
  %65 = add i32 %64, %63
  %66 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 24), align 4, !tbaa !6
  %67 = add i32 %66, %65
  %68 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16utf8_count_unitsE6s_part to ptr), i64 28), align 4, !tbaa !6
  %69 = add i32 %68, %67
  %70 = getelementptr inbounds nuw i32, ptr %2, i64 %26
  store i32 %69, ptr %70, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %54, %53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %72 = add nuw nsw i64 %26, %23
  %73 = icmp slt i64 %72, %11
  br i1 %73, label %24, label %74, !llvm.loop !26

74:                                               ; preds = %71, %5
  %75 = phi i32 [ 0, %5 ], [ %40, %71 ]
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 16, i32 31)
  %77 = add i32 %76, %75
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 8, i32 31)
  %79 = add i32 %78, %77
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 4, i32 31)
  %81 = add i32 %80, %79
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 2, i32 31)
  %83 = add i32 %82, %81
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 1, i32 31)
  %85 = add i32 %84, %83
  %86 = icmp eq i32 %9, 0
  %87 = icmp ne i32 %85, 0
  %88 = select i1 %86, i1 %87, i1 false
  br i1 %88, label %89, label %91

89:                                               ; preds = %74
  %90 = atomicrmw add ptr %4, i32 %85 seq_cst, align 4
  br label %91

91:                                               ; preds = %89, %74
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
  br i1 %15, label %16, label %269

16:                                               ; preds = %5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %17 = zext nneg i32 %8 to i64
  %18 = icmp samesign ult i32 %8, %13
  br i1 %18, label %19, label %28

19:                                               ; preds = %16, %19
  %20 = phi i64 [ %26, %19 ], [ %17, %16 ]
  %21 = phi i64 [ %25, %19 ], [ 0, %16 ]
  %22 = getelementptr inbounds nuw i32, ptr %2, i64 %20
  %23 = load i32, ptr %22, align 4, !tbaa !6, !alias.scope !27
  %24 = zext i32 %23 to i64
  %25 = add i64 %21, %24
  %26 = add nuw nsw i64 %20, 256
  %27 = icmp samesign ult i64 %26, %14
  br i1 %27, label %19, label %28, !llvm.loop !30

28:                                               ; preds = %19, %16
  %29 = phi i64 [ 0, %16 ], [ %25, %19 ]
  %30 = trunc i64 %29 to i32
  %31 = lshr i64 %29, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 16, i32 31), !noalias !27
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31), !noalias !27
  %35 = zext i32 %34 to i64
  %36 = shl nuw i64 %35, 32
  %37 = zext i32 %33 to i64
  %38 = add i64 %29, %37
  %39 = add i64 %38, %36
  %40 = trunc i64 %38 to i32
  %41 = lshr i64 %39, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 8, i32 31), !noalias !27
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 8, i32 31), !noalias !27
  %45 = zext i32 %44 to i64
  %46 = shl nuw i64 %45, 32
  %47 = zext i32 %43 to i64
  %48 = add i64 %39, %47
  %49 = add i64 %48, %46
  %50 = trunc i64 %48 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 4, i32 31), !noalias !27
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 4, i32 31), !noalias !27
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = zext i32 %53 to i64
  %58 = add i64 %49, %57
  %59 = add i64 %58, %56
  %60 = trunc i64 %58 to i32
  %61 = lshr i64 %59, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 2, i32 31), !noalias !27
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 2, i32 31), !noalias !27
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = zext i32 %63 to i64
  %68 = add i64 %59, %67
  %69 = add i64 %68, %66
  %70 = trunc i64 %68 to i32
  %71 = lshr i64 %69, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 1, i32 31), !noalias !27
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 1, i32 31), !noalias !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %75 = icmp eq i32 %9, 0
  br i1 %75, label %76, label %84

76:                                               ; preds = %28
  %77 = zext i32 %73 to i64
  %78 = add i64 %69, %77
  %79 = zext i32 %74 to i64
  %80 = shl nuw i64 %79, 32
  %81 = add i64 %78, %80
  %82 = zext nneg i32 %10 to i64
  %83 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 %82
  store i64 %81, ptr %83, align 8, !tbaa !12, !noalias !27
  br label %84

84:                                               ; preds = %76, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %85 = icmp sgt i64 %12, %14
  br i1 %85, label %86, label %269

86:                                               ; preds = %84
  %87 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 56), align 8, !tbaa !12, !noalias !27
  %88 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 48), align 8, !tbaa !12, !noalias !27
  %89 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 40), align 8, !tbaa !12, !noalias !27
  %90 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 32), align 8, !tbaa !12, !noalias !27
  %91 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 24), align 8, !tbaa !12, !noalias !27
  %92 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 16), align 8, !tbaa !12, !noalias !27
  %93 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 8), align 8, !tbaa !12, !noalias !27
  %94 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), align 8, !tbaa !12, !noalias !27
  %95 = add i64 %93, %94
  %96 = add i64 %92, %95
  %97 = add i64 %91, %96
  %98 = add i64 %90, %97
  %99 = add i64 %89, %98
  %100 = add i64 %88, %99
  %101 = add i64 %87, %100
  %102 = icmp eq i32 %9, 31
  %103 = zext nneg i32 %10 to i64
  %104 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %103
  %105 = icmp eq i32 %10, 0
  %106 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %107 = zext nneg i32 %106 to i64
  %108 = zext nneg i32 %10 to i64
  %109 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 %108
  %110 = icmp eq i32 %9, 0
  %111 = icmp samesign ult i32 %9, 2
  %112 = icmp samesign ult i32 %9, 4
  %113 = icmp samesign ult i32 %9, 8
  %114 = icmp samesign ult i32 %9, 16
  br label %115

115:                                              ; preds = %86, %251
  %116 = phi i64 [ %101, %86 ], [ %267, %251 ]
  %117 = phi i64 [ %14, %86 ], [ %185, %251 ]
  %118 = shl nsw i64 %117, 8
  %119 = add nuw nsw i64 %118, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  store i32 0, ptr %6, align 4, !tbaa !6
  %120 = icmp slt i64 %119, %1
  br i1 %120, label %121, label %123

121:                                              ; preds = %115
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10
  %122 = call noundef i32 @_Z13classify_bytePKhxxPjPi(ptr noundef %0, i64 noundef %1, i64 noundef %119, ptr noundef nonnull %6, ptr noundef nonnull %7) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10
  br label %123

123:                                              ; preds = %115, %121
  %124 = phi i32 [ %122, %121 ], [ 0, %115 ]
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %124, i32 1, i32 0)
  %126 = select i1 %110, i32 0, i32 %125
  %127 = add i32 %126, %124
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %127, i32 2, i32 0)
  %129 = select i1 %111, i32 0, i32 %128
  %130 = add i32 %129, %127
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %130, i32 4, i32 0)
  %132 = select i1 %112, i32 0, i32 %131
  %133 = add i32 %132, %130
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %133, i32 8, i32 0)
  %135 = select i1 %113, i32 0, i32 %134
  %136 = add i32 %135, %133
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %136, i32 16, i32 0)
  %138 = select i1 %114, i32 0, i32 %137
  %139 = add i32 %138, %136
  br i1 %102, label %140, label %141

140:                                              ; preds = %123
  store i32 %139, ptr %104, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %140, %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %105, label %144, label %159

142:                                              ; preds = %159
  %143 = zext i32 %165 to i64
  br label %144

144:                                              ; preds = %142, %141
  %145 = phi i64 [ 0, %141 ], [ %143, %142 ]
  %146 = getelementptr inbounds nuw i32, ptr %2, i64 %117
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = zext i32 %147 to i64
  %149 = add i64 %116, %148
  %150 = tail call noundef i64 @llvm.umin.i64(i64 %149, i64 %4)
  %151 = zext i32 %139 to i64
  %152 = add i64 %116, %151
  %153 = add i64 %152, %145
  %154 = zext nneg i32 %124 to i64
  %155 = sub i64 %153, %154
  %156 = icmp eq i32 %124, 0
  %157 = icmp ugt i64 %153, %150
  %158 = select i1 %156, i1 true, i1 %157
  br i1 %158, label %184, label %168

159:                                              ; preds = %141, %159
  %160 = phi i32 [ %166, %159 ], [ 0, %141 ]
  %161 = phi i32 [ %165, %159 ], [ 0, %141 ]
  %162 = zext nneg i32 %160 to i64
  %163 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E6s_warp to ptr), i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = add i32 %164, %161
  %166 = add nuw nsw i32 %160, 1
  %167 = icmp eq i32 %166, %10
  br i1 %167, label %142, label %159, !llvm.loop !31

168:                                              ; preds = %144
  %169 = icmp eq i32 %124, 1
  %170 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %169, label %171, label %174

171:                                              ; preds = %168
  %172 = trunc i32 %170 to i16
  %173 = getelementptr inbounds nuw i16, ptr %3, i64 %155
  store i16 %172, ptr %173, align 2, !tbaa !32
  br label %184

174:                                              ; preds = %168
  %175 = add i32 %170, 16711680
  %176 = lshr i32 %175, 10
  %177 = trunc i32 %176 to i16
  %178 = or i16 %177, -10240
  %179 = getelementptr inbounds nuw i16, ptr %3, i64 %155
  store i16 %178, ptr %179, align 2, !tbaa !32
  %180 = trunc i32 %170 to i16
  %181 = and i16 %180, 1023
  %182 = or disjoint i16 %181, -9216
  %183 = getelementptr i8, ptr %179, i64 2
  store i16 %182, ptr %183, align 2, !tbaa !32
  br label %184

184:                                              ; preds = %171, %174, %144
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %185 = add nuw nsw i64 %117, %107
  %186 = tail call noundef range(i64 -9223372036854775808, 36028801313931262) i64 @llvm.smin.i64(i64 range(i64 -9223372036854775808, 36028801313931262) %185, i64 range(i64 -4611686018427387902, -9223372036854775808) %12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  %187 = add nuw nsw i64 %117, %17
  %188 = icmp slt i64 %187, %186
  br i1 %188, label %189, label %198

189:                                              ; preds = %184, %189
  %190 = phi i64 [ %196, %189 ], [ %187, %184 ]
  %191 = phi i64 [ %195, %189 ], [ 0, %184 ]
  %192 = getelementptr inbounds nuw i32, ptr %2, i64 %190
  %193 = load i32, ptr %192, align 4, !tbaa !6, !alias.scope !34
  %194 = zext i32 %193 to i64
  %195 = add i64 %191, %194
  %196 = add nuw nsw i64 %190, 256
  %197 = icmp slt i64 %196, %186
  br i1 %197, label %189, label %198, !llvm.loop !30

198:                                              ; preds = %189, %184
  %199 = phi i64 [ 0, %184 ], [ %195, %189 ]
  %200 = trunc i64 %199 to i32
  %201 = lshr i64 %199, 32
  %202 = trunc nuw i64 %201 to i32
  %203 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 16, i32 31), !noalias !34
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 16, i32 31), !noalias !34
  %205 = zext i32 %204 to i64
  %206 = shl nuw i64 %205, 32
  %207 = zext i32 %203 to i64
  %208 = add i64 %199, %207
  %209 = add i64 %208, %206
  %210 = trunc i64 %208 to i32
  %211 = lshr i64 %209, 32
  %212 = trunc nuw i64 %211 to i32
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %210, i32 8, i32 31), !noalias !34
  %214 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %212, i32 8, i32 31), !noalias !34
  %215 = zext i32 %214 to i64
  %216 = shl nuw i64 %215, 32
  %217 = zext i32 %213 to i64
  %218 = add i64 %209, %217
  %219 = add i64 %218, %216
  %220 = trunc i64 %218 to i32
  %221 = lshr i64 %219, 32
  %222 = trunc nuw i64 %221 to i32
  %223 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %220, i32 4, i32 31), !noalias !34
  %224 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %222, i32 4, i32 31), !noalias !34
  %225 = zext i32 %224 to i64
  %226 = shl nuw i64 %225, 32
  %227 = zext i32 %223 to i64
  %228 = add i64 %219, %227
  %229 = add i64 %228, %226
  %230 = trunc i64 %228 to i32
  %231 = lshr i64 %229, 32
  %232 = trunc nuw i64 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %230, i32 2, i32 31), !noalias !34
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %232, i32 2, i32 31), !noalias !34
  %235 = zext i32 %234 to i64
  %236 = shl nuw i64 %235, 32
  %237 = zext i32 %233 to i64
  %238 = add i64 %229, %237
  %239 = add i64 %238, %236
  %240 = trunc i64 %238 to i32
  %241 = lshr i64 %239, 32
  %242 = trunc nuw i64 %241 to i32
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %240, i32 1, i32 31), !noalias !34
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 1, i32 31), !noalias !34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !34
  br i1 %75, label %245, label %251

245:                                              ; preds = %198
  %246 = zext i32 %243 to i64
  %247 = add i64 %239, %246
  %248 = zext i32 %244 to i64
  %249 = shl nuw i64 %248, 32
  %250 = add i64 %247, %249
  store i64 %250, ptr %109, align 8, !tbaa !12, !noalias !34
  br label %251

251:                                              ; preds = %245, %198
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !34
  %252 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), align 8, !tbaa !12, !noalias !34
  %253 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 8), align 8, !tbaa !12, !noalias !34
  %254 = add i64 %253, %252
  %255 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 16), align 8, !tbaa !12, !noalias !34
  %256 = add i64 %255, %254
  %257 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 24), align 8, !tbaa !12, !noalias !34
  %258 = add i64 %257, %256
  %259 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 32), align 8, !tbaa !12, !noalias !34
  %260 = add i64 %259, %258
  %261 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 40), align 8, !tbaa !12, !noalias !34
  %262 = add i64 %261, %260
  %263 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 48), align 8, !tbaa !12, !noalias !34
  %264 = add i64 %263, %262
  %265 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13utf8_to_utf16E5s_red to ptr), i64 56), align 8, !tbaa !12, !noalias !34
  %266 = add i64 %265, %264
  %267 = add i64 %266, %116
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  %268 = icmp slt i64 %185, %12
  br i1 %268, label %115, label %269, !llvm.loop !37

269:                                              ; preds = %251, %84, %5
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

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
attributes #10 = { nounwind }

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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_Z9decode_atPKhxxRj: argument 0"}
!21 = distinct !{!21, !"_Z9decode_atPKhxxRj"}
!22 = distinct !{!22, !15, !16}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_Z9decode_atPKhxxRj: argument 0"}
!25 = distinct !{!25, !"_Z9decode_atPKhxxRj"}
!26 = distinct !{!26, !15, !16}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_Z15block_sum_rangePKjxxPy: argument 0"}
!29 = distinct !{!29, !"_Z15block_sum_rangePKjxxPy"}
!30 = distinct !{!30, !15, !16}
!31 = distinct !{!31, !15, !16}
!32 = !{!33, !33, i64 0}
!33 = !{!"short", !8, i64 0}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_Z15block_sum_rangePKjxxPy: argument 0"}
!36 = distinct !{!36, !"_Z15block_sum_rangePKjxxPy"}
!37 = distinct !{!37, !15, !16}
