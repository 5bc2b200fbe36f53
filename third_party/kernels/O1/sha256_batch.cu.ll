; ModuleID = 'src/sha256_batch.cu'
source_filename = "src/sha256_batch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_k = dso_local addrspace(4) externally_initialized constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 4
@c_header = dso_local addrspace(4) externally_initialized constant [20 x i32] zeroinitializer, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_header to ptr), ptr addrspacecast (ptr addrspace(4) @c_k to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sha256_hash_messages(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [16 x i32], align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %48

13:                                               ; preds = %4
  %14 = sext i32 %3 to i64
  %15 = shl nsw i64 %14, 6
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %23 = icmp sgt i32 %3, 0
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = mul i32 %24, %8
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 44
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 52
  %39 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %40 = getelementptr inbounds nuw i8, ptr %6, i64 60
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 28
  br label %49

48:                                               ; preds = %138, %4
  ret void

49:                                               ; preds = %13, %138
  %50 = phi i32 [ %11, %13 ], [ %156, %138 ]
  %51 = sext i32 %50 to i64
  %52 = mul i64 %15, %51
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 %52
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #7
  store i32 1779033703, ptr %5, align 4, !tbaa !6
  store i32 -1150833019, ptr %16, align 4, !tbaa !6
  store i32 1013904242, ptr %17, align 4, !tbaa !6
  store i32 -1521486534, ptr %18, align 4, !tbaa !6
  store i32 1359893119, ptr %19, align 4, !tbaa !6
  store i32 -1694144372, ptr %20, align 4, !tbaa !6
  store i32 528734635, ptr %21, align 4, !tbaa !6
  store i32 1541459225, ptr %22, align 4, !tbaa !6
  br i1 %23, label %54, label %138

54:                                               ; preds = %49, %54
  %55 = phi i32 [ %136, %54 ], [ 0, %49 ]
  %56 = shl nsw i32 %55, 4
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr %53, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = tail call noundef i32 @llvm.bswap.i32(i32 %59)
  store i32 %60, ptr %6, align 4, !tbaa !6
  %61 = zext nneg i32 %56 to i64
  %62 = getelementptr inbounds nuw i32, ptr %53, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = tail call noundef i32 @llvm.bswap.i32(i32 %64)
  store i32 %65, ptr %26, align 4, !tbaa !6
  %66 = zext nneg i32 %56 to i64
  %67 = getelementptr inbounds nuw i32, ptr %53, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = tail call noundef i32 @llvm.bswap.i32(i32 %69)
  store i32 %70, ptr %27, align 4, !tbaa !6
  %71 = zext nneg i32 %56 to i64
  %72 = getelementptr inbounds nuw i32, ptr %53, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 12
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = tail call noundef i32 @llvm.bswap.i32(i32 %74)
  store i32 %75, ptr %28, align 4, !tbaa !6
  %76 = zext nneg i32 %56 to i64
  %77 = getelementptr inbounds nuw i32, ptr %53, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = tail call noundef i32 @llvm.bswap.i32(i32 %79)
  store i32 %80, ptr %29, align 4, !tbaa !6
  %81 = zext nneg i32 %56 to i64
  %82 = getelementptr inbounds nuw i32, ptr %53, i64 %81
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 20
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = tail call noundef i32 @llvm.bswap.i32(i32 %84)
  store i32 %85, ptr %30, align 4, !tbaa !6
  %86 = zext nneg i32 %56 to i64
  %87 = getelementptr inbounds nuw i32, ptr %53, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 24
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = tail call noundef i32 @llvm.bswap.i32(i32 %89)
  store i32 %90, ptr %31, align 4, !tbaa !6
  %91 = zext nneg i32 %56 to i64
  %92 = getelementptr inbounds nuw i32, ptr %53, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 28
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = tail call noundef i32 @llvm.bswap.i32(i32 %94)
  store i32 %95, ptr %32, align 4, !tbaa !6
  %96 = zext nneg i32 %56 to i64
  %97 = getelementptr inbounds nuw i32, ptr %53, i64 %96
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 32
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = tail call noundef i32 @llvm.bswap.i32(i32 %99)
  store i32 %100, ptr %33, align 4, !tbaa !6
  %101 = zext nneg i32 %56 to i64
  %102 = getelementptr inbounds nuw i32, ptr %53, i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 36
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = tail call noundef i32 @llvm.bswap.i32(i32 %104)
  store i32 %105, ptr %34, align 4, !tbaa !6
  %106 = zext nneg i32 %56 to i64
  %107 = getelementptr inbounds nuw i32, ptr %53, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 40
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = tail call noundef i32 @llvm.bswap.i32(i32 %109)
  store i32 %110, ptr %35, align 4, !tbaa !6
  %111 = zext nneg i32 %56 to i64
  %112 = getelementptr inbounds nuw i32, ptr %53, i64 %111
  %113 = getelementptr inbounds nuw i8, ptr %112, i64 44
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = tail call noundef i32 @llvm.bswap.i32(i32 %114)
  store i32 %115, ptr %36, align 4, !tbaa !6
  %116 = zext nneg i32 %56 to i64
  %117 = getelementptr inbounds nuw i32, ptr %53, i64 %116
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 48
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = tail call noundef i32 @llvm.bswap.i32(i32 %119)
  store i32 %120, ptr %37, align 4, !tbaa !6
  %121 = zext nneg i32 %56 to i64
  %122 = getelementptr inbounds nuw i32, ptr %53, i64 %121
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 52
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = tail call noundef i32 @llvm.bswap.i32(i32 %124)
  store i32 %125, ptr %38, align 4, !tbaa !6
  %126 = zext nneg i32 %56 to i64
  %127 = getelementptr inbounds nuw i32, ptr %53, i64 %126
  %128 = getelementptr inbounds nuw i8, ptr %127, i64 56
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = tail call noundef i32 @llvm.bswap.i32(i32 %129)
  store i32 %130, ptr %39, align 4, !tbaa !6
  %131 = zext nneg i32 %56 to i64
  %132 = getelementptr inbounds nuw i32, ptr %53, i64 %131
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 60
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = tail call noundef i32 @llvm.bswap.i32(i32 %134)
  store i32 %135, ptr %40, align 4, !tbaa !6
  call fastcc void @_ZL15sha256_compressPjS_(ptr noundef %5, ptr noundef %6) #7
  %136 = add nuw nsw i32 %55, 1
  %137 = icmp eq i32 %136, %3
  br i1 %137, label %138, label %54, !llvm.loop !11

138:                                              ; preds = %54, %49
  %139 = shl nsw i64 %51, 5
  %140 = getelementptr inbounds nuw i8, ptr %1, i64 %139
  %141 = load i32, ptr %5, align 4, !tbaa !6
  store i32 %141, ptr %140, align 4, !tbaa !6
  %142 = load i32, ptr %41, align 4, !tbaa !6
  %143 = getelementptr inbounds nuw i8, ptr %140, i64 4
  store i32 %142, ptr %143, align 4, !tbaa !6
  %144 = load i32, ptr %42, align 4, !tbaa !6
  %145 = getelementptr inbounds nuw i8, ptr %140, i64 8
  store i32 %144, ptr %145, align 4, !tbaa !6
  %146 = load i32, ptr %43, align 4, !tbaa !6
  %147 = getelementptr inbounds nuw i8, ptr %140, i64 12
  store i32 %146, ptr %147, align 4, !tbaa !6
  %148 = load i32, ptr %44, align 4, !tbaa !6
  %149 = getelementptr inbounds nuw i8, ptr %140, i64 16
  store i32 %148, ptr %149, align 4, !tbaa !6
  %150 = load i32, ptr %45, align 4, !tbaa !6
  %151 = getelementptr inbounds nuw i8, ptr %140, i64 20
  store i32 %150, ptr %151, align 4, !tbaa !6
  %152 = load i32, ptr %46, align 4, !tbaa !6
  %153 = getelementptr inbounds nuw i8, ptr %140, i64 24
  store i32 %152, ptr %153, align 4, !tbaa !6
  %154 = load i32, ptr %47, align 4, !tbaa !6
  %155 = getelementptr inbounds nuw i8, ptr %140, i64 28
  store i32 %154, ptr %155, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  %156 = add i32 %50, %25
  %157 = icmp slt i32 %156, %2
  br i1 %157, label %49, label %48, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_ZL15sha256_compressPjS_(ptr noundef nonnull captures(none) %0, ptr noundef nonnull captures(none) %1) unnamed_addr #2 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 60
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %29 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %33 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %38 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %40 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %41 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %42 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %43 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %45 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %46 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %47 = getelementptr inbounds nuw i8, ptr %1, i64 60
  %48 = load i32, ptr %18, align 4, !tbaa !6
  %49 = load i32, ptr %19, align 4, !tbaa !6
  %50 = load i32, ptr %20, align 4, !tbaa !6
  %51 = load i32, ptr %1, align 4, !tbaa !6
  %52 = load i32, ptr %21, align 4, !tbaa !6
  %53 = load i32, ptr %22, align 4, !tbaa !6
  %54 = load i32, ptr %23, align 4, !tbaa !6
  %55 = load i32, ptr %25, align 4, !tbaa !6
  %56 = load i32, ptr %26, align 4, !tbaa !6
  %57 = load i32, ptr %28, align 4, !tbaa !6
  %58 = load i32, ptr %29, align 4, !tbaa !6
  %59 = load i32, ptr %31, align 4, !tbaa !6
  %60 = load i32, ptr %32, align 4, !tbaa !6
  %61 = load i32, ptr %34, align 4, !tbaa !6
  %62 = load i32, ptr %36, align 4, !tbaa !6
  %63 = load i32, ptr %38, align 4, !tbaa !6
  br label %81

64:                                               ; preds = %811
  %65 = load i32, ptr %0, align 4, !tbaa !6
  %66 = add i32 %65, %841
  store i32 %66, ptr %0, align 4, !tbaa !6
  %67 = load i32, ptr %4, align 4, !tbaa !6
  %68 = add i32 %67, %795
  store i32 %68, ptr %4, align 4, !tbaa !6
  %69 = load i32, ptr %6, align 4, !tbaa !6
  %70 = add i32 %69, %749
  store i32 %70, ptr %6, align 4, !tbaa !6
  %71 = load i32, ptr %8, align 4, !tbaa !6
  %72 = add i32 %71, %703
  store i32 %72, ptr %8, align 4, !tbaa !6
  %73 = load i32, ptr %10, align 4, !tbaa !6
  %74 = add i32 %73, %840
  store i32 %74, ptr %10, align 4, !tbaa !6
  %75 = load i32, ptr %12, align 4, !tbaa !6
  %76 = add i32 %75, %794
  store i32 %76, ptr %12, align 4, !tbaa !6
  %77 = load i32, ptr %14, align 4, !tbaa !6
  %78 = add i32 %77, %748
  store i32 %78, ptr %14, align 4, !tbaa !6
  %79 = load i32, ptr %16, align 4, !tbaa !6
  %80 = add i32 %79, %702
  store i32 %80, ptr %16, align 4, !tbaa !6
  ret void

81:                                               ; preds = %811, %2
  %82 = phi i32 [ %63, %2 ], [ %490, %811 ]
  %83 = phi i32 [ %62, %2 ], [ %444, %811 ]
  %84 = phi i32 [ %61, %2 ], [ %398, %811 ]
  %85 = phi i32 [ %60, %2 ], [ %720, %811 ]
  %86 = phi i32 [ %59, %2 ], [ %352, %811 ]
  %87 = phi i32 [ %58, %2 ], [ %674, %811 ]
  %88 = phi i32 [ %57, %2 ], [ %306, %811 ]
  %89 = phi i32 [ %56, %2 ], [ %628, %811 ]
  %90 = phi i32 [ %55, %2 ], [ %260, %811 ]
  %91 = phi i32 [ %54, %2 ], [ %582, %811 ]
  %92 = phi i32 [ %53, %2 ], [ %812, %811 ]
  %93 = phi i32 [ %52, %2 ], [ %214, %811 ]
  %94 = phi i32 [ %51, %2 ], [ %123, %811 ]
  %95 = phi i32 [ %50, %2 ], [ %536, %811 ]
  %96 = phi i32 [ %49, %2 ], [ %766, %811 ]
  %97 = phi i32 [ %48, %2 ], [ %168, %811 ]
  %98 = phi i32 [ %3, %2 ], [ %841, %811 ]
  %99 = phi i32 [ %5, %2 ], [ %795, %811 ]
  %100 = phi i32 [ %7, %2 ], [ %749, %811 ]
  %101 = phi i32 [ %9, %2 ], [ %703, %811 ]
  %102 = phi i32 [ %11, %2 ], [ %840, %811 ]
  %103 = phi i32 [ %13, %2 ], [ %794, %811 ]
  %104 = phi i32 [ %15, %2 ], [ %748, %811 ]
  %105 = phi i32 [ %17, %2 ], [ %702, %811 ]
  %106 = phi i32 [ 0, %2 ], [ %842, %811 ]
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %122, label %108

108:                                              ; preds = %81
  %109 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 25)
  %110 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %97, i32 14)
  %111 = xor i32 %109, %110
  %112 = lshr i32 %97, 3
  %113 = xor i32 %111, %112
  %114 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 15)
  %115 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 13)
  %116 = xor i32 %114, %115
  %117 = lshr i32 %96, 10
  %118 = xor i32 %116, %117
  %119 = add i32 %113, %95
  %120 = add i32 %119, %94
  %121 = add i32 %120, %118
  store i32 %121, ptr %1, align 4, !tbaa !6
  br label %122

122:                                              ; preds = %108, %81
  %123 = phi i32 [ %121, %108 ], [ %94, %81 ]
  %124 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 26)
  %125 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 21)
  %126 = xor i32 %124, %125
  %127 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 7)
  %128 = xor i32 %126, %127
  %129 = and i32 %102, %103
  %130 = xor i32 %102, -1
  %131 = and i32 %104, %130
  %132 = or i32 %129, %131
  %133 = zext nneg i32 %106 to i64
  %134 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = add i32 %132, %105
  %137 = add i32 %136, %128
  %138 = add i32 %137, %135
  %139 = add i32 %138, %123
  %140 = tail call i32 @llvm.fshl.i32(i32 %98, i32 %98, i32 30)
  %141 = tail call i32 @llvm.fshl.i32(i32 %98, i32 %98, i32 19)
  %142 = xor i32 %140, %141
  %143 = tail call i32 @llvm.fshl.i32(i32 %98, i32 %98, i32 10)
  %144 = xor i32 %142, %143
  %145 = xor i32 %99, %100
  %146 = and i32 %98, %145
  %147 = and i32 %99, %100
  %148 = xor i32 %146, %147
  %149 = add i32 %144, %148
  %150 = add i32 %139, %101
  %151 = add i32 %149, %139
  %152 = icmp eq i32 %106, 0
  br i1 %152, label %167, label %153

153:                                              ; preds = %122
  %154 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %93, i32 25)
  %155 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %93, i32 14)
  %156 = xor i32 %154, %155
  %157 = lshr i32 %93, 3
  %158 = xor i32 %156, %157
  %159 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 15)
  %160 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 13)
  %161 = xor i32 %159, %160
  %162 = lshr i32 %92, 10
  %163 = xor i32 %161, %162
  %164 = add i32 %158, %91
  %165 = add i32 %164, %97
  %166 = add i32 %165, %163
  store i32 %166, ptr %24, align 4, !tbaa !6
  br label %167

167:                                              ; preds = %153, %122
  %168 = phi i32 [ %166, %153 ], [ %97, %122 ]
  %169 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %150, i32 26)
  %170 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %150, i32 21)
  %171 = xor i32 %169, %170
  %172 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %150, i32 7)
  %173 = xor i32 %171, %172
  %174 = and i32 %150, %102
  %175 = xor i32 %150, -1
  %176 = and i32 %103, %175
  %177 = or i32 %174, %176
  %178 = zext nneg i32 %106 to i64
  %179 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %178
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 4
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = add i32 %177, %104
  %183 = add i32 %182, %173
  %184 = add i32 %183, %181
  %185 = add i32 %184, %168
  %186 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 30)
  %187 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 19)
  %188 = xor i32 %186, %187
  %189 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 10)
  %190 = xor i32 %188, %189
  %191 = xor i32 %98, %99
  %192 = and i32 %151, %191
  %193 = and i32 %98, %99
  %194 = xor i32 %192, %193
  %195 = add i32 %190, %194
  %196 = add i32 %185, %100
  %197 = add i32 %195, %185
  %198 = icmp eq i32 %106, 0
  br i1 %198, label %213, label %199

199:                                              ; preds = %167
  %200 = tail call i32 @llvm.fshl.i32(i32 %90, i32 %90, i32 25)
  %201 = tail call i32 @llvm.fshl.i32(i32 %90, i32 %90, i32 14)
  %202 = xor i32 %200, %201
  %203 = lshr i32 %90, 3
  %204 = xor i32 %202, %203
  %205 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 15)
  %206 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 13)
  %207 = xor i32 %205, %206
  %208 = lshr i32 %123, 10
  %209 = xor i32 %207, %208
  %210 = add i32 %204, %89
  %211 = add i32 %210, %93
  %212 = add i32 %211, %209
  store i32 %212, ptr %27, align 4, !tbaa !6
  br label %213

213:                                              ; preds = %199, %167
  %214 = phi i32 [ %212, %199 ], [ %93, %167 ]
  %215 = tail call i32 @llvm.fshl.i32(i32 %196, i32 %196, i32 26)
  %216 = tail call i32 @llvm.fshl.i32(i32 %196, i32 %196, i32 21)
  %217 = xor i32 %215, %216
  %218 = tail call i32 @llvm.fshl.i32(i32 %196, i32 %196, i32 7)
  %219 = xor i32 %217, %218
  %220 = and i32 %196, %150
  %221 = xor i32 %196, -1
  %222 = and i32 %102, %221
  %223 = or i32 %220, %222
  %224 = zext nneg i32 %106 to i64
  %225 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %224
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 8
  %227 = load i32, ptr %226, align 4, !tbaa !6
  %228 = add i32 %223, %103
  %229 = add i32 %228, %219
  %230 = add i32 %229, %227
  %231 = add i32 %230, %214
  %232 = tail call i32 @llvm.fshl.i32(i32 %197, i32 %197, i32 30)
  %233 = tail call i32 @llvm.fshl.i32(i32 %197, i32 %197, i32 19)
  %234 = xor i32 %232, %233
  %235 = tail call i32 @llvm.fshl.i32(i32 %197, i32 %197, i32 10)
  %236 = xor i32 %234, %235
  %237 = xor i32 %151, %98
  %238 = and i32 %197, %237
  %239 = and i32 %151, %98
  %240 = xor i32 %238, %239
  %241 = add i32 %236, %240
  %242 = add i32 %231, %99
  %243 = add i32 %241, %231
  %244 = icmp eq i32 %106, 0
  br i1 %244, label %259, label %245

245:                                              ; preds = %213
  %246 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 25)
  %247 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %88, i32 14)
  %248 = xor i32 %246, %247
  %249 = lshr i32 %88, 3
  %250 = xor i32 %248, %249
  %251 = tail call i32 @llvm.fshl.i32(i32 %168, i32 %168, i32 15)
  %252 = tail call i32 @llvm.fshl.i32(i32 %168, i32 %168, i32 13)
  %253 = xor i32 %251, %252
  %254 = lshr i32 %168, 10
  %255 = xor i32 %253, %254
  %256 = add i32 %250, %87
  %257 = add i32 %256, %90
  %258 = add i32 %257, %255
  store i32 %258, ptr %30, align 4, !tbaa !6
  br label %259

259:                                              ; preds = %245, %213
  %260 = phi i32 [ %258, %245 ], [ %90, %213 ]
  %261 = tail call i32 @llvm.fshl.i32(i32 %242, i32 %242, i32 26)
  %262 = tail call i32 @llvm.fshl.i32(i32 %242, i32 %242, i32 21)
  %263 = xor i32 %261, %262
  %264 = tail call i32 @llvm.fshl.i32(i32 %242, i32 %242, i32 7)
  %265 = xor i32 %263, %264
  %266 = and i32 %242, %196
  %267 = xor i32 %242, -1
  %268 = and i32 %150, %267
  %269 = or i32 %266, %268
  %270 = zext nneg i32 %106 to i64
  %271 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %270
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 12
  %273 = load i32, ptr %272, align 4, !tbaa !6
  %274 = add i32 %269, %102
  %275 = add i32 %274, %265
  %276 = add i32 %275, %273
  %277 = add i32 %276, %260
  %278 = tail call i32 @llvm.fshl.i32(i32 %243, i32 %243, i32 30)
  %279 = tail call i32 @llvm.fshl.i32(i32 %243, i32 %243, i32 19)
  %280 = xor i32 %278, %279
  %281 = tail call i32 @llvm.fshl.i32(i32 %243, i32 %243, i32 10)
  %282 = xor i32 %280, %281
  %283 = xor i32 %197, %151
  %284 = and i32 %243, %283
  %285 = and i32 %197, %151
  %286 = xor i32 %284, %285
  %287 = add i32 %282, %286
  %288 = add i32 %277, %98
  %289 = add i32 %287, %277
  %290 = icmp eq i32 %106, 0
  br i1 %290, label %305, label %291

291:                                              ; preds = %259
  %292 = tail call i32 @llvm.fshl.i32(i32 %86, i32 %86, i32 25)
  %293 = tail call i32 @llvm.fshl.i32(i32 %86, i32 %86, i32 14)
  %294 = xor i32 %292, %293
  %295 = lshr i32 %86, 3
  %296 = xor i32 %294, %295
  %297 = tail call i32 @llvm.fshl.i32(i32 %214, i32 %214, i32 15)
  %298 = tail call i32 @llvm.fshl.i32(i32 %214, i32 %214, i32 13)
  %299 = xor i32 %297, %298
  %300 = lshr i32 %214, 10
  %301 = xor i32 %299, %300
  %302 = add i32 %296, %85
  %303 = add i32 %302, %88
  %304 = add i32 %303, %301
  store i32 %304, ptr %33, align 4, !tbaa !6
  br label %305

305:                                              ; preds = %291, %259
  %306 = phi i32 [ %304, %291 ], [ %88, %259 ]
  %307 = tail call i32 @llvm.fshl.i32(i32 %288, i32 %288, i32 26)
  %308 = tail call i32 @llvm.fshl.i32(i32 %288, i32 %288, i32 21)
  %309 = xor i32 %307, %308
  %310 = tail call i32 @llvm.fshl.i32(i32 %288, i32 %288, i32 7)
  %311 = xor i32 %309, %310
  %312 = and i32 %288, %242
  %313 = xor i32 %288, -1
  %314 = and i32 %196, %313
  %315 = or i32 %312, %314
  %316 = zext nneg i32 %106 to i64
  %317 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %316
  %318 = getelementptr inbounds nuw i8, ptr %317, i64 16
  %319 = load i32, ptr %318, align 4, !tbaa !6
  %320 = add i32 %315, %150
  %321 = add i32 %320, %311
  %322 = add i32 %321, %319
  %323 = add i32 %322, %306
  %324 = tail call i32 @llvm.fshl.i32(i32 %289, i32 %289, i32 30)
  %325 = tail call i32 @llvm.fshl.i32(i32 %289, i32 %289, i32 19)
  %326 = xor i32 %324, %325
  %327 = tail call i32 @llvm.fshl.i32(i32 %289, i32 %289, i32 10)
  %328 = xor i32 %326, %327
  %329 = xor i32 %243, %197
  %330 = and i32 %289, %329
  %331 = and i32 %243, %197
  %332 = xor i32 %330, %331
  %333 = add i32 %328, %332
  %334 = add i32 %323, %151
  %335 = add i32 %333, %323
  %336 = icmp eq i32 %106, 0
  br i1 %336, label %351, label %337

337:                                              ; preds = %305
  %338 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 25)
  %339 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 14)
  %340 = xor i32 %338, %339
  %341 = lshr i32 %84, 3
  %342 = xor i32 %340, %341
  %343 = tail call i32 @llvm.fshl.i32(i32 %260, i32 %260, i32 15)
  %344 = tail call i32 @llvm.fshl.i32(i32 %260, i32 %260, i32 13)
  %345 = xor i32 %343, %344
  %346 = lshr i32 %260, 10
  %347 = xor i32 %345, %346
  %348 = add i32 %342, %96
  %349 = add i32 %348, %86
  %350 = add i32 %349, %347
  store i32 %350, ptr %35, align 4, !tbaa !6
  br label %351

351:                                              ; preds = %337, %305
  %352 = phi i32 [ %350, %337 ], [ %86, %305 ]
  %353 = tail call i32 @llvm.fshl.i32(i32 %334, i32 %334, i32 26)
  %354 = tail call i32 @llvm.fshl.i32(i32 %334, i32 %334, i32 21)
  %355 = xor i32 %353, %354
  %356 = tail call i32 @llvm.fshl.i32(i32 %334, i32 %334, i32 7)
  %357 = xor i32 %355, %356
  %358 = and i32 %334, %288
  %359 = xor i32 %334, -1
  %360 = and i32 %242, %359
  %361 = or i32 %358, %360
  %362 = zext nneg i32 %106 to i64
  %363 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %362
  %364 = getelementptr inbounds nuw i8, ptr %363, i64 20
  %365 = load i32, ptr %364, align 4, !tbaa !6
  %366 = add i32 %361, %196
  %367 = add i32 %366, %357
  %368 = add i32 %367, %365
  %369 = add i32 %368, %352
  %370 = tail call i32 @llvm.fshl.i32(i32 %335, i32 %335, i32 30)
  %371 = tail call i32 @llvm.fshl.i32(i32 %335, i32 %335, i32 19)
  %372 = xor i32 %370, %371
  %373 = tail call i32 @llvm.fshl.i32(i32 %335, i32 %335, i32 10)
  %374 = xor i32 %372, %373
  %375 = xor i32 %289, %243
  %376 = and i32 %335, %375
  %377 = and i32 %289, %243
  %378 = xor i32 %376, %377
  %379 = add i32 %374, %378
  %380 = add i32 %369, %197
  %381 = add i32 %379, %369
  %382 = icmp eq i32 %106, 0
  br i1 %382, label %397, label %383

383:                                              ; preds = %351
  %384 = tail call i32 @llvm.fshl.i32(i32 %83, i32 %83, i32 25)
  %385 = tail call i32 @llvm.fshl.i32(i32 %83, i32 %83, i32 14)
  %386 = xor i32 %384, %385
  %387 = lshr i32 %83, 3
  %388 = xor i32 %386, %387
  %389 = tail call i32 @llvm.fshl.i32(i32 %306, i32 %306, i32 15)
  %390 = tail call i32 @llvm.fshl.i32(i32 %306, i32 %306, i32 13)
  %391 = xor i32 %389, %390
  %392 = lshr i32 %306, 10
  %393 = xor i32 %391, %392
  %394 = add i32 %388, %92
  %395 = add i32 %394, %84
  %396 = add i32 %395, %393
  store i32 %396, ptr %37, align 4, !tbaa !6
  br label %397

397:                                              ; preds = %383, %351
  %398 = phi i32 [ %396, %383 ], [ %84, %351 ]
  %399 = tail call i32 @llvm.fshl.i32(i32 %380, i32 %380, i32 26)
  %400 = tail call i32 @llvm.fshl.i32(i32 %380, i32 %380, i32 21)
  %401 = xor i32 %399, %400
  %402 = tail call i32 @llvm.fshl.i32(i32 %380, i32 %380, i32 7)
  %403 = xor i32 %401, %402
  %404 = and i32 %380, %334
  %405 = xor i32 %380, -1
  %406 = and i32 %288, %405
  %407 = or i32 %404, %406
  %408 = zext nneg i32 %106 to i64
  %409 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %408
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 24
  %411 = load i32, ptr %410, align 4, !tbaa !6
  %412 = add i32 %407, %242
  %413 = add i32 %412, %403
  %414 = add i32 %413, %411
  %415 = add i32 %414, %398
  %416 = tail call i32 @llvm.fshl.i32(i32 %381, i32 %381, i32 30)
  %417 = tail call i32 @llvm.fshl.i32(i32 %381, i32 %381, i32 19)
  %418 = xor i32 %416, %417
  %419 = tail call i32 @llvm.fshl.i32(i32 %381, i32 %381, i32 10)
  %420 = xor i32 %418, %419
  %421 = xor i32 %335, %289
  %422 = and i32 %381, %421
  %423 = and i32 %335, %289
  %424 = xor i32 %422, %423
  %425 = add i32 %420, %424
  %426 = add i32 %415, %243
  %427 = add i32 %425, %415
  %428 = icmp eq i32 %106, 0
  br i1 %428, label %443, label %429

429:                                              ; preds = %397
  %430 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 25)
  %431 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 14)
  %432 = xor i32 %430, %431
  %433 = lshr i32 %82, 3
  %434 = xor i32 %432, %433
  %435 = tail call i32 @llvm.fshl.i32(i32 %352, i32 %352, i32 15)
  %436 = tail call i32 @llvm.fshl.i32(i32 %352, i32 %352, i32 13)
  %437 = xor i32 %435, %436
  %438 = lshr i32 %352, 10
  %439 = xor i32 %437, %438
  %440 = add i32 %434, %123
  %441 = add i32 %440, %83
  %442 = add i32 %441, %439
  store i32 %442, ptr %39, align 4, !tbaa !6
  br label %443

443:                                              ; preds = %429, %397
  %444 = phi i32 [ %442, %429 ], [ %83, %397 ]
  %445 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 26)
  %446 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 21)
  %447 = xor i32 %445, %446
  %448 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 7)
  %449 = xor i32 %447, %448
  %450 = and i32 %426, %380
  %451 = xor i32 %426, -1
  %452 = and i32 %334, %451
  %453 = or i32 %450, %452
  %454 = zext nneg i32 %106 to i64
  %455 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %454
  %456 = getelementptr inbounds nuw i8, ptr %455, i64 28
  %457 = load i32, ptr %456, align 4, !tbaa !6
  %458 = add i32 %453, %288
  %459 = add i32 %458, %449
  %460 = add i32 %459, %457
  %461 = add i32 %460, %444
  %462 = tail call i32 @llvm.fshl.i32(i32 %427, i32 %427, i32 30)
  %463 = tail call i32 @llvm.fshl.i32(i32 %427, i32 %427, i32 19)
  %464 = xor i32 %462, %463
  %465 = tail call i32 @llvm.fshl.i32(i32 %427, i32 %427, i32 10)
  %466 = xor i32 %464, %465
  %467 = xor i32 %381, %335
  %468 = and i32 %427, %467
  %469 = and i32 %381, %335
  %470 = xor i32 %468, %469
  %471 = add i32 %466, %470
  %472 = add i32 %461, %289
  %473 = add i32 %471, %461
  %474 = icmp eq i32 %106, 0
  br i1 %474, label %489, label %475

475:                                              ; preds = %443
  %476 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 25)
  %477 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 14)
  %478 = xor i32 %476, %477
  %479 = lshr i32 %95, 3
  %480 = xor i32 %478, %479
  %481 = tail call i32 @llvm.fshl.i32(i32 %398, i32 %398, i32 15)
  %482 = tail call i32 @llvm.fshl.i32(i32 %398, i32 %398, i32 13)
  %483 = xor i32 %481, %482
  %484 = lshr i32 %398, 10
  %485 = xor i32 %483, %484
  %486 = add i32 %480, %168
  %487 = add i32 %486, %82
  %488 = add i32 %487, %485
  store i32 %488, ptr %40, align 4, !tbaa !6
  br label %489

489:                                              ; preds = %475, %443
  %490 = phi i32 [ %488, %475 ], [ %82, %443 ]
  %491 = tail call i32 @llvm.fshl.i32(i32 %472, i32 %472, i32 26)
  %492 = tail call i32 @llvm.fshl.i32(i32 %472, i32 %472, i32 21)
  %493 = xor i32 %491, %492
  %494 = tail call i32 @llvm.fshl.i32(i32 %472, i32 %472, i32 7)
  %495 = xor i32 %493, %494
  %496 = and i32 %472, %426
  %497 = xor i32 %472, -1
  %498 = and i32 %380, %497
  %499 = or i32 %496, %498
  %500 = zext nneg i32 %106 to i64
  %501 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %500
  %502 = getelementptr inbounds nuw i8, ptr %501, i64 32
  %503 = load i32, ptr %502, align 4, !tbaa !6
  %504 = add i32 %499, %334
  %505 = add i32 %504, %495
  %506 = add i32 %505, %503
  %507 = add i32 %506, %490
  %508 = tail call i32 @llvm.fshl.i32(i32 %473, i32 %473, i32 30)
  %509 = tail call i32 @llvm.fshl.i32(i32 %473, i32 %473, i32 19)
  %510 = xor i32 %508, %509
  %511 = tail call i32 @llvm.fshl.i32(i32 %473, i32 %473, i32 10)
  %512 = xor i32 %510, %511
  %513 = xor i32 %427, %381
  %514 = and i32 %473, %513
  %515 = and i32 %427, %381
  %516 = xor i32 %514, %515
  %517 = add i32 %512, %516
  %518 = add i32 %507, %335
  %519 = add i32 %517, %507
  %520 = icmp eq i32 %106, 0
  br i1 %520, label %535, label %521

521:                                              ; preds = %489
  %522 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 25)
  %523 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 14)
  %524 = xor i32 %522, %523
  %525 = lshr i32 %91, 3
  %526 = xor i32 %524, %525
  %527 = tail call i32 @llvm.fshl.i32(i32 %444, i32 %444, i32 15)
  %528 = tail call i32 @llvm.fshl.i32(i32 %444, i32 %444, i32 13)
  %529 = xor i32 %527, %528
  %530 = lshr i32 %444, 10
  %531 = xor i32 %529, %530
  %532 = add i32 %526, %214
  %533 = add i32 %532, %95
  %534 = add i32 %533, %531
  store i32 %534, ptr %41, align 4, !tbaa !6
  br label %535

535:                                              ; preds = %521, %489
  %536 = phi i32 [ %534, %521 ], [ %95, %489 ]
  %537 = tail call i32 @llvm.fshl.i32(i32 %518, i32 %518, i32 26)
  %538 = tail call i32 @llvm.fshl.i32(i32 %518, i32 %518, i32 21)
  %539 = xor i32 %537, %538
  %540 = tail call i32 @llvm.fshl.i32(i32 %518, i32 %518, i32 7)
  %541 = xor i32 %539, %540
  %542 = and i32 %518, %472
  %543 = xor i32 %518, -1
  %544 = and i32 %426, %543
  %545 = or i32 %542, %544
  %546 = zext nneg i32 %106 to i64
  %547 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %546
  %548 = getelementptr inbounds nuw i8, ptr %547, i64 36
  %549 = load i32, ptr %548, align 4, !tbaa !6
  %550 = add i32 %545, %380
  %551 = add i32 %550, %541
  %552 = add i32 %551, %549
  %553 = add i32 %552, %536
  %554 = tail call i32 @llvm.fshl.i32(i32 %519, i32 %519, i32 30)
  %555 = tail call i32 @llvm.fshl.i32(i32 %519, i32 %519, i32 19)
  %556 = xor i32 %554, %555
  %557 = tail call i32 @llvm.fshl.i32(i32 %519, i32 %519, i32 10)
  %558 = xor i32 %556, %557
  %559 = xor i32 %473, %427
  %560 = and i32 %519, %559
  %561 = and i32 %473, %427
  %562 = xor i32 %560, %561
  %563 = add i32 %558, %562
  %564 = add i32 %553, %381
  %565 = add i32 %563, %553
  %566 = icmp eq i32 %106, 0
  br i1 %566, label %581, label %567

567:                                              ; preds = %535
  %568 = tail call i32 @llvm.fshl.i32(i32 %89, i32 %89, i32 25)
  %569 = tail call i32 @llvm.fshl.i32(i32 %89, i32 %89, i32 14)
  %570 = xor i32 %568, %569
  %571 = lshr i32 %89, 3
  %572 = xor i32 %570, %571
  %573 = tail call i32 @llvm.fshl.i32(i32 %490, i32 %490, i32 15)
  %574 = tail call i32 @llvm.fshl.i32(i32 %490, i32 %490, i32 13)
  %575 = xor i32 %573, %574
  %576 = lshr i32 %490, 10
  %577 = xor i32 %575, %576
  %578 = add i32 %572, %260
  %579 = add i32 %578, %91
  %580 = add i32 %579, %577
  store i32 %580, ptr %42, align 4, !tbaa !6
  br label %581

581:                                              ; preds = %567, %535
  %582 = phi i32 [ %580, %567 ], [ %91, %535 ]
  %583 = tail call i32 @llvm.fshl.i32(i32 %564, i32 %564, i32 26)
  %584 = tail call i32 @llvm.fshl.i32(i32 %564, i32 %564, i32 21)
  %585 = xor i32 %583, %584
  %586 = tail call i32 @llvm.fshl.i32(i32 %564, i32 %564, i32 7)
  %587 = xor i32 %585, %586
  %588 = and i32 %564, %518
  %589 = xor i32 %564, -1
  %590 = and i32 %472, %589
  %591 = or i32 %588, %590
  %592 = zext nneg i32 %106 to i64
  %593 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %592
  %594 = getelementptr inbounds nuw i8, ptr %593, i64 40
  %595 = load i32, ptr %594, align 4, !tbaa !6
  %596 = add i32 %591, %426
  %597 = add i32 %596, %587
  %598 = add i32 %597, %595
  %599 = add i32 %598, %582
  %600 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 30)
  %601 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 19)
  %602 = xor i32 %600, %601
  %603 = tail call i32 @llvm.fshl.i32(i32 %565, i32 %565, i32 10)
  %604 = xor i32 %602, %603
  %605 = xor i32 %519, %473
  %606 = and i32 %565, %605
  %607 = and i32 %519, %473
  %608 = xor i32 %606, %607
  %609 = add i32 %604, %608
  %610 = add i32 %599, %427
  %611 = add i32 %609, %599
  %612 = icmp eq i32 %106, 0
  br i1 %612, label %627, label %613

613:                                              ; preds = %581
  %614 = tail call i32 @llvm.fshl.i32(i32 %87, i32 %87, i32 25)
  %615 = tail call i32 @llvm.fshl.i32(i32 %87, i32 %87, i32 14)
  %616 = xor i32 %614, %615
  %617 = lshr i32 %87, 3
  %618 = xor i32 %616, %617
  %619 = tail call i32 @llvm.fshl.i32(i32 %536, i32 %536, i32 15)
  %620 = tail call i32 @llvm.fshl.i32(i32 %536, i32 %536, i32 13)
  %621 = xor i32 %619, %620
  %622 = lshr i32 %536, 10
  %623 = xor i32 %621, %622
  %624 = add i32 %618, %306
  %625 = add i32 %624, %89
  %626 = add i32 %625, %623
  store i32 %626, ptr %43, align 4, !tbaa !6
  br label %627

627:                                              ; preds = %613, %581
  %628 = phi i32 [ %626, %613 ], [ %89, %581 ]
  %629 = tail call i32 @llvm.fshl.i32(i32 %610, i32 %610, i32 26)
  %630 = tail call i32 @llvm.fshl.i32(i32 %610, i32 %610, i32 21)
  %631 = xor i32 %629, %630
  %632 = tail call i32 @llvm.fshl.i32(i32 %610, i32 %610, i32 7)
  %633 = xor i32 %631, %632
  %634 = and i32 %610, %564
  %635 = xor i32 %610, -1
  %636 = and i32 %518, %635
  %637 = or i32 %634, %636
  %638 = zext nneg i32 %106 to i64
  %639 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %638
  %640 = getelementptr inbounds nuw i8, ptr %639, i64 44
  %641 = load i32, ptr %640, align 4, !tbaa !6
  %642 = add i32 %637, %472
  %643 = add i32 %642, %633
  %644 = add i32 %643, %641
  %645 = add i32 %644, %628
  %646 = tail call i32 @llvm.fshl.i32(i32 %611, i32 %611, i32 30)
  %647 = tail call i32 @llvm.fshl.i32(i32 %611, i32 %611, i32 19)
  %648 = xor i32 %646, %647
  %649 = tail call i32 @llvm.fshl.i32(i32 %611, i32 %611, i32 10)
  %650 = xor i32 %648, %649
  %651 = xor i32 %565, %519
  %652 = and i32 %611, %651
  %653 = and i32 %565, %519
  %654 = xor i32 %652, %653
  %655 = add i32 %650, %654
  %656 = add i32 %645, %473
  %657 = add i32 %655, %645
  %658 = icmp eq i32 %106, 0
  br i1 %658, label %673, label %659

659:                                              ; preds = %627
  %660 = tail call i32 @llvm.fshl.i32(i32 %85, i32 %85, i32 25)
  %661 = tail call i32 @llvm.fshl.i32(i32 %85, i32 %85, i32 14)
  %662 = xor i32 %660, %661
  %663 = lshr i32 %85, 3
  %664 = xor i32 %662, %663
  %665 = tail call i32 @llvm.fshl.i32(i32 %582, i32 %582, i32 15)
  %666 = tail call i32 @llvm.fshl.i32(i32 %582, i32 %582, i32 13)
  %667 = xor i32 %665, %666
  %668 = lshr i32 %582, 10
  %669 = xor i32 %667, %668
  %670 = add i32 %664, %352
  %671 = add i32 %670, %87
  %672 = add i32 %671, %669
  store i32 %672, ptr %44, align 4, !tbaa !6
  br label %673

673:                                              ; preds = %659, %627
  %674 = phi i32 [ %672, %659 ], [ %87, %627 ]
  %675 = tail call i32 @llvm.fshl.i32(i32 %656, i32 %656, i32 26)
  %676 = tail call i32 @llvm.fshl.i32(i32 %656, i32 %656, i32 21)
  %677 = xor i32 %675, %676
  %678 = tail call i32 @llvm.fshl.i32(i32 %656, i32 %656, i32 7)
  %679 = xor i32 %677, %678
  %680 = and i32 %656, %610
  %681 = xor i32 %656, -1
  %682 = and i32 %564, %681
  %683 = or i32 %680, %682
  %684 = zext nneg i32 %106 to i64
  %685 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %684
  %686 = getelementptr inbounds nuw i8, ptr %685, i64 48
  %687 = load i32, ptr %686, align 4, !tbaa !6
  %688 = add i32 %683, %518
  %689 = add i32 %688, %679
  %690 = add i32 %689, %687
  %691 = add i32 %690, %674
  %692 = tail call i32 @llvm.fshl.i32(i32 %657, i32 %657, i32 30)
  %693 = tail call i32 @llvm.fshl.i32(i32 %657, i32 %657, i32 19)
  %694 = xor i32 %692, %693
  %695 = tail call i32 @llvm.fshl.i32(i32 %657, i32 %657, i32 10)
  %696 = xor i32 %694, %695
  %697 = xor i32 %611, %565
  %698 = and i32 %657, %697
  %699 = and i32 %611, %565
  %700 = xor i32 %698, %699
  %701 = add i32 %696, %700
  %702 = add i32 %691, %519
  %703 = add i32 %701, %691
  %704 = icmp eq i32 %106, 0
  br i1 %704, label %719, label %705

705:                                              ; preds = %673
  %706 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 25)
  %707 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 14)
  %708 = xor i32 %706, %707
  %709 = lshr i32 %96, 3
  %710 = xor i32 %708, %709
  %711 = tail call i32 @llvm.fshl.i32(i32 %628, i32 %628, i32 15)
  %712 = tail call i32 @llvm.fshl.i32(i32 %628, i32 %628, i32 13)
  %713 = xor i32 %711, %712
  %714 = lshr i32 %628, 10
  %715 = xor i32 %713, %714
  %716 = add i32 %710, %398
  %717 = add i32 %716, %85
  %718 = add i32 %717, %715
  store i32 %718, ptr %45, align 4, !tbaa !6
  br label %719

719:                                              ; preds = %705, %673
  %720 = phi i32 [ %718, %705 ], [ %85, %673 ]
  %721 = tail call i32 @llvm.fshl.i32(i32 %702, i32 %702, i32 26)
  %722 = tail call i32 @llvm.fshl.i32(i32 %702, i32 %702, i32 21)
  %723 = xor i32 %721, %722
  %724 = tail call i32 @llvm.fshl.i32(i32 %702, i32 %702, i32 7)
  %725 = xor i32 %723, %724
  %726 = and i32 %702, %656
  %727 = xor i32 %702, -1
  %728 = and i32 %610, %727
  %729 = or i32 %726, %728
  %730 = zext nneg i32 %106 to i64
  %731 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %730
  %732 = getelementptr inbounds nuw i8, ptr %731, i64 52
  %733 = load i32, ptr %732, align 4, !tbaa !6
  %734 = add i32 %729, %564
  %735 = add i32 %734, %725
  %736 = add i32 %735, %733
  %737 = add i32 %736, %720
  %738 = tail call i32 @llvm.fshl.i32(i32 %703, i32 %703, i32 30)
  %739 = tail call i32 @llvm.fshl.i32(i32 %703, i32 %703, i32 19)
  %740 = xor i32 %738, %739
  %741 = tail call i32 @llvm.fshl.i32(i32 %703, i32 %703, i32 10)
  %742 = xor i32 %740, %741
  %743 = xor i32 %657, %611
  %744 = and i32 %703, %743
  %745 = and i32 %657, %611
  %746 = xor i32 %744, %745
  %747 = add i32 %742, %746
  %748 = add i32 %737, %565
  %749 = add i32 %747, %737
  %750 = icmp eq i32 %106, 0
  br i1 %750, label %765, label %751

751:                                              ; preds = %719
  %752 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 25)
  %753 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 14)
  %754 = xor i32 %752, %753
  %755 = lshr i32 %92, 3
  %756 = xor i32 %754, %755
  %757 = tail call i32 @llvm.fshl.i32(i32 %674, i32 %674, i32 15)
  %758 = tail call i32 @llvm.fshl.i32(i32 %674, i32 %674, i32 13)
  %759 = xor i32 %757, %758
  %760 = lshr i32 %674, 10
  %761 = xor i32 %759, %760
  %762 = add i32 %756, %444
  %763 = add i32 %762, %96
  %764 = add i32 %763, %761
  store i32 %764, ptr %46, align 4, !tbaa !6
  br label %765

765:                                              ; preds = %751, %719
  %766 = phi i32 [ %764, %751 ], [ %96, %719 ]
  %767 = tail call i32 @llvm.fshl.i32(i32 %748, i32 %748, i32 26)
  %768 = tail call i32 @llvm.fshl.i32(i32 %748, i32 %748, i32 21)
  %769 = xor i32 %767, %768
  %770 = tail call i32 @llvm.fshl.i32(i32 %748, i32 %748, i32 7)
  %771 = xor i32 %769, %770
  %772 = and i32 %748, %702
  %773 = xor i32 %748, -1
  %774 = and i32 %656, %773
  %775 = or i32 %772, %774
  %776 = zext nneg i32 %106 to i64
  %777 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %776
  %778 = getelementptr inbounds nuw i8, ptr %777, i64 56
  %779 = load i32, ptr %778, align 4, !tbaa !6
  %780 = add i32 %775, %610
  %781 = add i32 %780, %771
  %782 = add i32 %781, %779
  %783 = add i32 %782, %766
  %784 = tail call i32 @llvm.fshl.i32(i32 %749, i32 %749, i32 30)
  %785 = tail call i32 @llvm.fshl.i32(i32 %749, i32 %749, i32 19)
  %786 = xor i32 %784, %785
  %787 = tail call i32 @llvm.fshl.i32(i32 %749, i32 %749, i32 10)
  %788 = xor i32 %786, %787
  %789 = xor i32 %703, %657
  %790 = and i32 %749, %789
  %791 = and i32 %703, %657
  %792 = xor i32 %790, %791
  %793 = add i32 %788, %792
  %794 = add i32 %783, %611
  %795 = add i32 %793, %783
  %796 = icmp eq i32 %106, 0
  br i1 %796, label %811, label %797

797:                                              ; preds = %765
  %798 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 25)
  %799 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 14)
  %800 = xor i32 %798, %799
  %801 = lshr i32 %123, 3
  %802 = xor i32 %800, %801
  %803 = tail call i32 @llvm.fshl.i32(i32 %720, i32 %720, i32 15)
  %804 = tail call i32 @llvm.fshl.i32(i32 %720, i32 %720, i32 13)
  %805 = xor i32 %803, %804
  %806 = lshr i32 %720, 10
  %807 = xor i32 %805, %806
  %808 = add i32 %802, %490
  %809 = add i32 %808, %92
  %810 = add i32 %809, %807
  store i32 %810, ptr %47, align 4, !tbaa !6
  br label %811

811:                                              ; preds = %797, %765
  %812 = phi i32 [ %810, %797 ], [ %92, %765 ]
  %813 = tail call i32 @llvm.fshl.i32(i32 %794, i32 %794, i32 26)
  %814 = tail call i32 @llvm.fshl.i32(i32 %794, i32 %794, i32 21)
  %815 = xor i32 %813, %814
  %816 = tail call i32 @llvm.fshl.i32(i32 %794, i32 %794, i32 7)
  %817 = xor i32 %815, %816
  %818 = and i32 %794, %748
  %819 = xor i32 %794, -1
  %820 = and i32 %702, %819
  %821 = or i32 %818, %820
  %822 = zext nneg i32 %106 to i64
  %823 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %822
  %824 = getelementptr inbounds nuw i8, ptr %823, i64 60
  %825 = load i32, ptr %824, align 4, !tbaa !6
  %826 = add i32 %821, %656
  %827 = add i32 %826, %817
  %828 = add i32 %827, %825
  %829 = add i32 %828, %812
  %830 = tail call i32 @llvm.fshl.i32(i32 %795, i32 %795, i32 30)
  %831 = tail call i32 @llvm.fshl.i32(i32 %795, i32 %795, i32 19)
  %832 = xor i32 %830, %831
  %833 = tail call i32 @llvm.fshl.i32(i32 %795, i32 %795, i32 10)
  %834 = xor i32 %832, %833
  %835 = xor i32 %749, %703
  %836 = and i32 %795, %835
  %837 = and i32 %749, %703
  %838 = xor i32 %836, %837
  %839 = add i32 %834, %838
  %840 = add i32 %829, %657
  %841 = add i32 %839, %829
  %842 = add nuw nsw i32 %106, 16
  %843 = icmp eq i32 %842, 64
  br i1 %843, label %64, label %81, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sha256d_nonce_scan(i32 noundef %0, i32 noundef %1, ptr noalias noundef captures(none) %2) local_unnamed_addr #3 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  store i32 1779033703, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 -1150833019, ptr %6, align 4, !tbaa !6
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1013904242, ptr %7, align 4, !tbaa !6
  %8 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store i32 -1521486534, ptr %8, align 4, !tbaa !6
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store i32 1359893119, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 20
  store i32 -1694144372, ptr %10, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store i32 528734635, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 28
  store i32 1541459225, ptr %12, align 4, !tbaa !6
  %13 = load i32, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), align 4, !tbaa !6
  store i32 %13, ptr %5, align 4, !tbaa !6
  %14 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 4), align 4, !tbaa !6
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 8), align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %16, ptr %17, align 4, !tbaa !6
  %18 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 12), align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %18, ptr %19, align 4, !tbaa !6
  %20 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 16), align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %20, ptr %21, align 4, !tbaa !6
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 20), align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %22, ptr %23, align 4, !tbaa !6
  %24 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 24), align 4, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %24, ptr %25, align 4, !tbaa !6
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 28), align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 %26, ptr %27, align 4, !tbaa !6
  %28 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 32), align 4, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 32
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 36), align 4, !tbaa !6
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 36
  store i32 %30, ptr %31, align 4, !tbaa !6
  %32 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 40), align 4, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 40
  store i32 %32, ptr %33, align 4, !tbaa !6
  %34 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 44), align 4, !tbaa !6
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 44
  store i32 %34, ptr %35, align 4, !tbaa !6
  %36 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 48), align 4, !tbaa !6
  %37 = getelementptr inbounds nuw i8, ptr %5, i64 48
  store i32 %36, ptr %37, align 4, !tbaa !6
  %38 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 52), align 4, !tbaa !6
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 52
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 56), align 4, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 56
  store i32 %40, ptr %41, align 4, !tbaa !6
  %42 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 60), align 4, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 60
  store i32 %42, ptr %43, align 4, !tbaa !6
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %46 = mul i32 %44, %45
  %47 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %48 = add i32 %46, %47
  %49 = add i32 %48, %0
  call fastcc void @_ZL15sha256_compressPjS_(ptr noundef %4, ptr noundef %5) #7
  %50 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 64), align 4, !tbaa !6
  store i32 %50, ptr %5, align 4, !tbaa !6
  %51 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 68), align 4, !tbaa !6
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %51, ptr %52, align 4, !tbaa !6
  %53 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 72), align 4, !tbaa !6
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %49, ptr %55, align 4, !tbaa !6
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 -2147483648, ptr %56, align 4, !tbaa !6
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 60
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %57, i8 0, i64 40, i1 false)
  store i32 640, ptr %58, align 4, !tbaa !6
  call fastcc void @_ZL15sha256_compressPjS_(ptr noundef %4, ptr noundef %5) #7
  %59 = load i32, ptr %4, align 4, !tbaa !6
  store i32 %59, ptr %5, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %61, ptr %62, align 4, !tbaa !6
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %64, ptr %65, align 4, !tbaa !6
  %66 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %67, ptr %68, align 4, !tbaa !6
  %69 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %70, ptr %71, align 4, !tbaa !6
  %72 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %73, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %76, ptr %77, align 4, !tbaa !6
  %78 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 %79, ptr %80, align 4, !tbaa !6
  %81 = getelementptr inbounds nuw i8, ptr %5, i64 32
  store i32 -2147483648, ptr %81, align 4, !tbaa !6
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 36
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %82, i8 0, i64 24, i1 false)
  store i32 256, ptr %58, align 4, !tbaa !6
  store i32 1779033703, ptr %4, align 4, !tbaa !6
  store i32 -1150833019, ptr %6, align 4, !tbaa !6
  store i32 1013904242, ptr %7, align 4, !tbaa !6
  store i32 -1521486534, ptr %8, align 4, !tbaa !6
  store i32 1359893119, ptr %9, align 4, !tbaa !6
  store i32 -1694144372, ptr %10, align 4, !tbaa !6
  store i32 528734635, ptr %11, align 4, !tbaa !6
  store i32 1541459225, ptr %12, align 4, !tbaa !6
  call fastcc void @_ZL15sha256_compressPjS_(ptr noundef %4, ptr noundef %5) #7
  %83 = load i32, ptr %12, align 4, !tbaa !6
  %84 = icmp ult i32 %83, %1
  br i1 %84, label %85, label %87

85:                                               ; preds = %3
  %86 = atomicrmw umin ptr %2, i32 %49 seq_cst, align 4
  br label %87

87:                                               ; preds = %85, %3
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
