; ModuleID = 'src/rle_rows.cu'
source_filename = "src/rle_rows.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15rle_rows_encodeE8warp_tot = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15rle_rows_encodeE5carry = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15rle_rows_decodeE4ends = internal unnamed_addr addrspace(3) global [1025 x i32] undef, align 4
@_ZZ15rle_rows_decodeE3s_n = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rle_rows_encode(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = alloca [33 x i32], align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = icmp sge i32 %7, %2
  %9 = add i32 %1, -1025
  %10 = icmp ult i32 %9, -1024
  %11 = or i1 %8, %10
  br i1 %11, label %169, label %12

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = and i32 %13, 31
  %15 = lshr i32 %13, 5
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = add nuw nsw i32 %16, 31
  %18 = lshr i32 %17, 5
  %19 = zext nneg i32 %7 to i64
  %20 = zext nneg i32 %1 to i64
  %21 = mul nuw nsw i64 %20, %19
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 %21
  %23 = add nuw nsw i32 %1, 1
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %24, %19
  %26 = getelementptr inbounds nuw i32, ptr %3, i64 %25
  %27 = shl nsw i32 -1, %14
  %28 = xor i32 %27, -1
  %29 = icmp eq i32 %13, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %12
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br label %31

31:                                               ; preds = %30, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp sgt i32 %1, 0
  br i1 %32, label %33, label %54

33:                                               ; preds = %31
  %34 = icmp eq i32 %14, 0
  %35 = zext nneg i32 %15 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %35
  %37 = icmp eq i32 %15, 0
  %38 = icmp samesign ult i32 %14, %18
  %39 = zext nneg i32 %14 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %39
  %41 = zext nneg i32 %14 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %41
  %43 = zext nneg i32 %15 to i64
  %44 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %43
  %45 = getelementptr i8, ptr %44, i64 -4
  %46 = zext nneg i32 %18 to i64
  %47 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %46
  %48 = getelementptr i8, ptr %47, i64 -4
  %49 = icmp eq i32 %14, 0
  %50 = icmp samesign ult i32 %14, 2
  %51 = icmp samesign ult i32 %14, 4
  %52 = icmp samesign ult i32 %14, 8
  %53 = icmp samesign ult i32 %14, 16
  br label %56

54:                                               ; preds = %123, %31
  %55 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br i1 %29, label %126, label %127

56:                                               ; preds = %33, %123
  %57 = phi i32 [ 0, %33 ], [ %124, %123 ]
  %58 = add i32 %57, %13
  %59 = icmp slt i32 %58, %1
  br i1 %59, label %60, label %77

60:                                               ; preds = %56
  %61 = sext i32 %58 to i64
  %62 = getelementptr inbounds i8, ptr %22, i64 %61
  %63 = load i8, ptr %62, align 1, !tbaa !11
  %64 = icmp ne i8 %63, 0
  %65 = icmp sgt i32 %58, 0
  br i1 %65, label %66, label %73

66:                                               ; preds = %60
  %67 = zext nneg i32 %58 to i64
  %68 = getelementptr i8, ptr %22, i64 %67
  %69 = getelementptr i8, ptr %68, i64 -1
  %70 = load i8, ptr %69, align 1, !tbaa !11
  %71 = icmp ne i8 %70, 0
  %72 = zext i1 %71 to i32
  br label %73

73:                                               ; preds = %60, %66
  %74 = phi i32 [ %72, %66 ], [ 0, %60 ]
  %75 = zext i1 %64 to i32
  %76 = icmp ne i32 %74, %75
  br label %77

77:                                               ; preds = %73, %56
  %78 = phi i1 [ %76, %73 ], [ false, %56 ]
  %79 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %78)
  %80 = and i32 %79, %28
  %81 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %80)
  br i1 %34, label %82, label %84

82:                                               ; preds = %77
  %83 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %79)
  store i32 %83, ptr %36, align 4, !tbaa !6
  br label %84

84:                                               ; preds = %82, %77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %37, label %85, label %106

85:                                               ; preds = %84
  br i1 %38, label %86, label %88

86:                                               ; preds = %85
  %87 = load i32, ptr %40, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %86, %85
  %89 = phi i32 [ %87, %86 ], [ 0, %85 ]
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %89, i32 1, i32 0)
  %91 = select i1 %49, i32 0, i32 %90
  %92 = add nsw i32 %91, %89
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %92, i32 2, i32 0)
  %94 = select i1 %50, i32 0, i32 %93
  %95 = add nsw i32 %94, %92
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %95, i32 4, i32 0)
  %97 = select i1 %51, i32 0, i32 %96
  %98 = add nsw i32 %97, %95
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %98, i32 8, i32 0)
  %100 = select i1 %52, i32 0, i32 %99
  %101 = add nsw i32 %100, %98
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %101, i32 16, i32 0)
  br i1 %38, label %103, label %106

103:                                              ; preds = %88
  %104 = select i1 %53, i32 0, i32 %102
  %105 = add nsw i32 %104, %101
  store i32 %105, ptr %42, align 4, !tbaa !6
  br label %106

106:                                              ; preds = %88, %103, %84
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %107 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br i1 %37, label %110, label %108

108:                                              ; preds = %106
  %109 = load i32, ptr %45, align 4, !tbaa !6
  br label %110

110:                                              ; preds = %106, %108
  %111 = phi i32 [ %109, %108 ], [ 0, %106 ]
  br i1 %78, label %112, label %118

112:                                              ; preds = %110
  %113 = add nuw nsw i32 %81, 1
  %114 = add i32 %113, %107
  %115 = add i32 %114, %111
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %26, i64 %116
  store i32 %58, ptr %117, align 4, !tbaa !6
  br label %118

118:                                              ; preds = %112, %110
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %29, label %119, label %123

119:                                              ; preds = %118
  %120 = load i32, ptr %48, align 4, !tbaa !6
  %121 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  %122 = add nsw i32 %121, %120
  store i32 %122, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br label %123

123:                                              ; preds = %119, %118
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %124 = add i32 %57, %16
  %125 = icmp slt i32 %124, %1
  br i1 %125, label %56, label %54, !llvm.loop !12

126:                                              ; preds = %54
  store i32 0, ptr %26, align 4, !tbaa !6
  br label %127

127:                                              ; preds = %126, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
  %128 = icmp sgt i32 %13, %55
  br i1 %128, label %129, label %131

129:                                              ; preds = %141, %127
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %130 = icmp sgt i32 %13, %55
  br i1 %130, label %151, label %152

131:                                              ; preds = %127, %141
  %132 = phi i32 [ %146, %141 ], [ %13, %127 ]
  %133 = phi i32 [ %147, %141 ], [ 0, %127 ]
  %134 = sext i32 %132 to i64
  %135 = getelementptr inbounds i32, ptr %26, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = icmp slt i32 %132, %55
  br i1 %137, label %138, label %141

138:                                              ; preds = %131
  %139 = getelementptr i8, ptr %135, i64 4
  %140 = load i32, ptr %139, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %131, %138
  %142 = phi i32 [ %140, %138 ], [ %1, %131 ]
  %143 = sub nsw i32 %142, %136
  %144 = zext nneg i32 %133 to i64
  %145 = getelementptr inbounds nuw i32, ptr %6, i64 %144
  store i32 %143, ptr %145, align 4, !tbaa !6
  %146 = add nuw i32 %132, %16
  %147 = add nuw nsw i32 %133, 1
  %148 = icmp sle i32 %146, %55
  %149 = icmp samesign ult i32 %133, 32
  %150 = select i1 %148, i1 %149, i1 false
  br i1 %150, label %131, label %129, !llvm.loop !15

151:                                              ; preds = %152, %129
  br i1 %29, label %165, label %168

152:                                              ; preds = %129, %152
  %153 = phi i32 [ %160, %152 ], [ %13, %129 ]
  %154 = phi i32 [ %161, %152 ], [ 0, %129 ]
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds nuw i32, ptr %6, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = sext i32 %153 to i64
  %159 = getelementptr inbounds i32, ptr %26, i64 %158
  store i32 %157, ptr %159, align 4, !tbaa !6
  %160 = add nuw i32 %153, %16
  %161 = add nuw nsw i32 %154, 1
  %162 = icmp sle i32 %160, %55
  %163 = icmp samesign ult i32 %154, 32
  %164 = select i1 %162, i1 %163, i1 false
  br i1 %164, label %152, label %151, !llvm.loop !16

165:                                              ; preds = %151
  %166 = add nsw i32 %55, 1
  %167 = getelementptr inbounds nuw i32, ptr %4, i64 %19
  store i32 %166, ptr %167, align 4, !tbaa !6
  br label %168

168:                                              ; preds = %165, %151
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
  br label %169

169:                                              ; preds = %5, %168
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rle_rows_decode(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp sge i32 %6, %3
  %8 = add i32 %2, -1025
  %9 = icmp ult i32 %8, -1024
  %10 = or i1 %7, %9
  br i1 %10, label %74, label %11

11:                                               ; preds = %5
  %12 = zext nneg i32 %6 to i64
  %13 = add nuw nsw i32 %2, 1
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %14, %12
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %39

19:                                               ; preds = %11
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %12
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %23 = tail call noundef range(i32 -2147483646, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %22, i32 range(i32 -2147483646, -2147483648) %13)
  %24 = icmp slt i32 %21, 1
  br i1 %24, label %25, label %26

25:                                               ; preds = %26, %19
  store i32 %23, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE3s_n to ptr), align 4, !tbaa !6
  br label %39

26:                                               ; preds = %19, %26
  %27 = phi i32 [ %35, %26 ], [ 0, %19 ]
  %28 = phi i32 [ %37, %26 ], [ 0, %19 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %16, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = sub nsw i32 %2, %27
  %34 = tail call noundef range(i32 -2147483646, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %32, i32 range(i32 -2147483646, -2147483648) %33)
  %35 = add nsw i32 %34, %27
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %29
  store i32 %35, ptr %36, align 4, !tbaa !6
  %37 = add nuw nsw i32 %28, 1
  %38 = icmp eq i32 %37, %23
  br i1 %38, label %25, label %26, !llvm.loop !17

39:                                               ; preds = %25, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE3s_n to ptr), align 4, !tbaa !6
  %41 = zext nneg i32 %2 to i64
  %42 = mul nuw nsw i64 %41, %12
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 %42
  %44 = icmp slt i32 %17, %2
  br i1 %44, label %45, label %74

45:                                               ; preds = %39
  %46 = icmp sgt i32 %40, 0
  %47 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %48

48:                                               ; preds = %45, %63
  %49 = phi i32 [ %17, %45 ], [ %72, %63 ]
  br i1 %46, label %50, label %63

50:                                               ; preds = %48, %50
  %51 = phi i32 [ %61, %50 ], [ %40, %48 ]
  %52 = phi i32 [ %60, %50 ], [ 0, %48 ]
  %53 = add nuw nsw i32 %51, %52
  %54 = lshr i32 %53, 1
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = icmp sgt i32 %57, %49
  %59 = add nuw nsw i32 %54, 1
  %60 = select i1 %58, i32 %52, i32 %59
  %61 = select i1 %58, i32 %54, i32 %51
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %50, label %63, !llvm.loop !18

63:                                               ; preds = %50, %48
  %64 = phi i32 [ 0, %48 ], [ %60, %50 ]
  %65 = icmp slt i32 %64, %40
  %66 = and i32 %64, 1
  %67 = icmp ne i32 %66, 0
  %68 = and i1 %65, %67
  %69 = zext i1 %68 to i8
  %70 = sext i32 %49 to i64
  %71 = getelementptr inbounds i8, ptr %43, i64 %70
  store i8 %69, ptr %71, align 1, !tbaa !11
  %72 = add i32 %49, %47
  %73 = icmp slt i32 %72, %2
  br i1 %73, label %48, label %74, !llvm.loop !19

74:                                               ; preds = %63, %39, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
!19 = distinct !{!19, !13, !14}
