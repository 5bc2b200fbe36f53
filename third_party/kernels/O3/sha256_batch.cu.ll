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
  br i1 %12, label %13, label %41

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
  br label %42

41:                                               ; preds = %56, %4
  ret void

42:                                               ; preds = %13, %56
  %43 = phi i32 [ %11, %13 ], [ %74, %56 ]
  %44 = sext i32 %43 to i64
  %45 = mul i64 %15, %44
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 %45
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
  br i1 %23, label %76, label %56

47:                                               ; preds = %76
  %48 = load i32, ptr %5, align 4, !tbaa !6
  %49 = load i32, ptr %16, align 4, !tbaa !6
  %50 = load i32, ptr %17, align 4, !tbaa !6
  %51 = load i32, ptr %18, align 4, !tbaa !6
  %52 = load i32, ptr %19, align 4, !tbaa !6
  %53 = load i32, ptr %20, align 4, !tbaa !6
  %54 = load i32, ptr %21, align 4, !tbaa !6
  %55 = load i32, ptr %22, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %47, %42
  %57 = phi i32 [ %55, %47 ], [ 1541459225, %42 ]
  %58 = phi i32 [ %54, %47 ], [ 528734635, %42 ]
  %59 = phi i32 [ %53, %47 ], [ -1694144372, %42 ]
  %60 = phi i32 [ %52, %47 ], [ 1359893119, %42 ]
  %61 = phi i32 [ %51, %47 ], [ -1521486534, %42 ]
  %62 = phi i32 [ %50, %47 ], [ 1013904242, %42 ]
  %63 = phi i32 [ %49, %47 ], [ -1150833019, %42 ]
  %64 = phi i32 [ %48, %47 ], [ 1779033703, %42 ]
  %65 = shl nsw i64 %44, 5
  %66 = getelementptr inbounds nuw i8, ptr %1, i64 %65
  store i32 %64, ptr %66, align 4, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 4
  store i32 %63, ptr %67, align 4, !tbaa !6
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %62, ptr %68, align 4, !tbaa !6
  %69 = getelementptr inbounds nuw i8, ptr %66, i64 12
  store i32 %61, ptr %69, align 4, !tbaa !6
  %70 = getelementptr inbounds nuw i8, ptr %66, i64 16
  store i32 %60, ptr %70, align 4, !tbaa !6
  %71 = getelementptr inbounds nuw i8, ptr %66, i64 20
  store i32 %59, ptr %71, align 4, !tbaa !6
  %72 = getelementptr inbounds nuw i8, ptr %66, i64 24
  store i32 %58, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds nuw i8, ptr %66, i64 28
  store i32 %57, ptr %73, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  %74 = add i32 %43, %25
  %75 = icmp slt i32 %74, %2
  br i1 %75, label %42, label %41, !llvm.loop !11

76:                                               ; preds = %42, %76
  %77 = phi i32 [ %158, %76 ], [ 0, %42 ]
  %78 = shl nsw i32 %77, 4
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr %46, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = tail call noundef i32 @llvm.bswap.i32(i32 %81)
  store i32 %82, ptr %6, align 4, !tbaa !6
  %83 = zext nneg i32 %78 to i64
  %84 = getelementptr inbounds nuw i32, ptr %46, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 4
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = tail call noundef i32 @llvm.bswap.i32(i32 %86)
  store i32 %87, ptr %26, align 4, !tbaa !6
  %88 = zext nneg i32 %78 to i64
  %89 = getelementptr inbounds nuw i32, ptr %46, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 8
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = tail call noundef i32 @llvm.bswap.i32(i32 %91)
  store i32 %92, ptr %27, align 4, !tbaa !6
  %93 = zext nneg i32 %78 to i64
  %94 = getelementptr inbounds nuw i32, ptr %46, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 12
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = tail call noundef i32 @llvm.bswap.i32(i32 %96)
  store i32 %97, ptr %28, align 4, !tbaa !6
  %98 = zext nneg i32 %78 to i64
  %99 = getelementptr inbounds nuw i32, ptr %46, i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 16
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = tail call noundef i32 @llvm.bswap.i32(i32 %101)
  store i32 %102, ptr %29, align 4, !tbaa !6
  %103 = zext nneg i32 %78 to i64
  %104 = getelementptr inbounds nuw i32, ptr %46, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 20
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = tail call noundef i32 @llvm.bswap.i32(i32 %106)
  store i32 %107, ptr %30, align 4, !tbaa !6
  %108 = zext nneg i32 %78 to i64
  %109 = getelementptr inbounds nuw i32, ptr %46, i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 24
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = tail call noundef i32 @llvm.bswap.i32(i32 %111)
  store i32 %112, ptr %31, align 4, !tbaa !6
  %113 = zext nneg i32 %78 to i64
  %114 = getelementptr inbounds nuw i32, ptr %46, i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 28
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = tail call noundef i32 @llvm.bswap.i32(i32 %116)
  store i32 %117, ptr %32, align 4, !tbaa !6
  %118 = zext nneg i32 %78 to i64
  %119 = getelementptr inbounds nuw i32, ptr %46, i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 32
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = tail call noundef i32 @llvm.bswap.i32(i32 %121)
  store i32 %122, ptr %33, align 4, !tbaa !6
  %123 = zext nneg i32 %78 to i64
  %124 = getelementptr inbounds nuw i32, ptr %46, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 36
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = tail call noundef i32 @llvm.bswap.i32(i32 %126)
  store i32 %127, ptr %34, align 4, !tbaa !6
  %128 = zext nneg i32 %78 to i64
  %129 = getelementptr inbounds nuw i32, ptr %46, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 40
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = tail call noundef i32 @llvm.bswap.i32(i32 %131)
  store i32 %132, ptr %35, align 4, !tbaa !6
  %133 = zext nneg i32 %78 to i64
  %134 = getelementptr inbounds nuw i32, ptr %46, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 44
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = tail call noundef i32 @llvm.bswap.i32(i32 %136)
  store i32 %137, ptr %36, align 4, !tbaa !6
  %138 = zext nneg i32 %78 to i64
  %139 = getelementptr inbounds nuw i32, ptr %46, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 48
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = tail call noundef i32 @llvm.bswap.i32(i32 %141)
  store i32 %142, ptr %37, align 4, !tbaa !6
  %143 = zext nneg i32 %78 to i64
  %144 = getelementptr inbounds nuw i32, ptr %46, i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 52
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = tail call noundef i32 @llvm.bswap.i32(i32 %146)
  store i32 %147, ptr %38, align 4, !tbaa !6
  %148 = zext nneg i32 %78 to i64
  %149 = getelementptr inbounds nuw i32, ptr %46, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 56
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = tail call noundef i32 @llvm.bswap.i32(i32 %151)
  store i32 %152, ptr %39, align 4, !tbaa !6
  %153 = zext nneg i32 %78 to i64
  %154 = getelementptr inbounds nuw i32, ptr %46, i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 60
  %156 = load i32, ptr %155, align 4, !tbaa !6
  %157 = tail call noundef i32 @llvm.bswap.i32(i32 %156)
  store i32 %157, ptr %40, align 4, !tbaa !6
  call fastcc void @_ZL15sha256_compressPjS_(ptr noundef %5, ptr noundef %6) #7
  %158 = add nuw nsw i32 %77, 1
  %159 = icmp eq i32 %158, %3
  br i1 %159, label %47, label %76, !llvm.loop !13
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
  %29 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %33 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %38 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %40 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %41 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %42 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %43 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %45 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %46 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %47 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %48 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %49 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %50 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %51 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %52 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %53 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %54 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %55 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %56 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %57 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %58 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %59 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %60 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %61 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %62 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %63 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %64 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %65 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %66 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %67 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %68 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %69 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %70 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %71 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %72 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %73 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %74 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %75 = getelementptr inbounds nuw i8, ptr %1, i64 60
  %76 = load i32, ptr %22, align 4, !tbaa !6
  br label %94

77:                                               ; preds = %930
  %78 = load i32, ptr %0, align 4, !tbaa !6
  %79 = add i32 %78, %961
  store i32 %79, ptr %0, align 4, !tbaa !6
  %80 = load i32, ptr %4, align 4, !tbaa !6
  %81 = add i32 %80, %910
  store i32 %81, ptr %4, align 4, !tbaa !6
  %82 = load i32, ptr %6, align 4, !tbaa !6
  %83 = add i32 %82, %858
  store i32 %83, ptr %6, align 4, !tbaa !6
  %84 = load i32, ptr %8, align 4, !tbaa !6
  %85 = add i32 %84, %804
  store i32 %85, ptr %8, align 4, !tbaa !6
  %86 = load i32, ptr %10, align 4, !tbaa !6
  %87 = add i32 %86, %960
  store i32 %87, ptr %10, align 4, !tbaa !6
  %88 = load i32, ptr %12, align 4, !tbaa !6
  %89 = add i32 %88, %909
  store i32 %89, ptr %12, align 4, !tbaa !6
  %90 = load i32, ptr %14, align 4, !tbaa !6
  %91 = add i32 %90, %857
  store i32 %91, ptr %14, align 4, !tbaa !6
  %92 = load i32, ptr %16, align 4, !tbaa !6
  %93 = add i32 %92, %803
  store i32 %93, ptr %16, align 4, !tbaa !6
  ret void

94:                                               ; preds = %930, %2
  %95 = phi i32 [ %76, %2 ], [ %931, %930 ]
  %96 = phi i32 [ %3, %2 ], [ %961, %930 ]
  %97 = phi i32 [ %5, %2 ], [ %910, %930 ]
  %98 = phi i32 [ %7, %2 ], [ %858, %930 ]
  %99 = phi i32 [ %9, %2 ], [ %804, %930 ]
  %100 = phi i32 [ %11, %2 ], [ %960, %930 ]
  %101 = phi i32 [ %13, %2 ], [ %909, %930 ]
  %102 = phi i32 [ %15, %2 ], [ %857, %930 ]
  %103 = phi i32 [ %17, %2 ], [ %803, %930 ]
  %104 = phi i32 [ 0, %2 ], [ %932, %930 ]
  %105 = icmp samesign ugt i32 %104, 15
  br i1 %105, label %108, label %106

106:                                              ; preds = %94
  %107 = zext nneg i32 %104 to i64
  br label %126

108:                                              ; preds = %94
  %109 = load i32, ptr %18, align 4, !tbaa !6
  %110 = load i32, ptr %19, align 4, !tbaa !6
  %111 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 25)
  %112 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %109, i32 14)
  %113 = xor i32 %111, %112
  %114 = lshr i32 %109, 3
  %115 = xor i32 %113, %114
  %116 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 15)
  %117 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 13)
  %118 = xor i32 %116, %117
  %119 = lshr i32 %110, 10
  %120 = xor i32 %118, %119
  %121 = load i32, ptr %20, align 4, !tbaa !6
  %122 = add i32 %115, %121
  %123 = load i32, ptr %1, align 4, !tbaa !6
  %124 = add i32 %122, %123
  %125 = add i32 %124, %120
  store i32 %125, ptr %1, align 4, !tbaa !6
  br label %126

126:                                              ; preds = %106, %108
  %127 = phi i64 [ %107, %106 ], [ 0, %108 ]
  %128 = add nuw nsw i32 %104, 1
  %129 = tail call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 26)
  %130 = tail call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 21)
  %131 = xor i32 %129, %130
  %132 = tail call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 7)
  %133 = xor i32 %131, %132
  %134 = and i32 %100, %101
  %135 = xor i32 %100, -1
  %136 = and i32 %102, %135
  %137 = or i32 %134, %136
  %138 = zext nneg i32 %104 to i64
  %139 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = getelementptr inbounds nuw i32, ptr %1, i64 %127
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = add i32 %137, %103
  %144 = add i32 %143, %133
  %145 = add i32 %144, %140
  %146 = add i32 %145, %142
  %147 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 30)
  %148 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 19)
  %149 = xor i32 %147, %148
  %150 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 10)
  %151 = xor i32 %149, %150
  %152 = xor i32 %97, %98
  %153 = and i32 %96, %152
  %154 = and i32 %97, %98
  %155 = xor i32 %153, %154
  %156 = add i32 %151, %155
  %157 = add i32 %146, %99
  %158 = add i32 %156, %146
  %159 = icmp ugt i32 %104, 14
  br i1 %159, label %162, label %160

160:                                              ; preds = %126
  %161 = zext nneg i32 %128 to i64
  br label %179

162:                                              ; preds = %126
  %163 = load i32, ptr %21, align 4, !tbaa !6
  %164 = tail call i32 @llvm.fshl.i32(i32 %163, i32 %163, i32 25)
  %165 = tail call i32 @llvm.fshl.i32(i32 %163, i32 %163, i32 14)
  %166 = xor i32 %164, %165
  %167 = lshr i32 %163, 3
  %168 = xor i32 %166, %167
  %169 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 15)
  %170 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 13)
  %171 = xor i32 %169, %170
  %172 = lshr i32 %95, 10
  %173 = xor i32 %171, %172
  %174 = load i32, ptr %23, align 4, !tbaa !6
  %175 = add i32 %168, %174
  %176 = load i32, ptr %24, align 4, !tbaa !6
  %177 = add i32 %175, %176
  %178 = add i32 %177, %173
  store i32 %178, ptr %24, align 4, !tbaa !6
  br label %179

179:                                              ; preds = %162, %160
  %180 = phi i64 [ %161, %160 ], [ 1, %162 ]
  %181 = add nuw nsw i32 %104, 2
  %182 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 26)
  %183 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 21)
  %184 = xor i32 %182, %183
  %185 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 7)
  %186 = xor i32 %184, %185
  %187 = and i32 %157, %100
  %188 = xor i32 %157, -1
  %189 = and i32 %101, %188
  %190 = or i32 %187, %189
  %191 = zext nneg i32 %128 to i64
  %192 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = getelementptr inbounds nuw i32, ptr %1, i64 %180
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = add i32 %190, %102
  %197 = add i32 %196, %186
  %198 = add i32 %197, %193
  %199 = add i32 %198, %195
  %200 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 30)
  %201 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 19)
  %202 = xor i32 %200, %201
  %203 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 10)
  %204 = xor i32 %202, %203
  %205 = xor i32 %96, %97
  %206 = and i32 %158, %205
  %207 = and i32 %96, %97
  %208 = xor i32 %206, %207
  %209 = add i32 %204, %208
  %210 = add i32 %199, %98
  %211 = add i32 %209, %199
  %212 = icmp ugt i32 %104, 13
  br i1 %212, label %215, label %213

213:                                              ; preds = %179
  %214 = zext nneg i32 %181 to i64
  br label %233

215:                                              ; preds = %179
  %216 = load i32, ptr %25, align 4, !tbaa !6
  %217 = load i32, ptr %1, align 4, !tbaa !6
  %218 = tail call i32 @llvm.fshl.i32(i32 %216, i32 %216, i32 25)
  %219 = tail call i32 @llvm.fshl.i32(i32 %216, i32 %216, i32 14)
  %220 = xor i32 %218, %219
  %221 = lshr i32 %216, 3
  %222 = xor i32 %220, %221
  %223 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 15)
  %224 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 13)
  %225 = xor i32 %223, %224
  %226 = lshr i32 %217, 10
  %227 = xor i32 %225, %226
  %228 = load i32, ptr %26, align 4, !tbaa !6
  %229 = add i32 %222, %228
  %230 = load i32, ptr %27, align 4, !tbaa !6
  %231 = add i32 %229, %230
  %232 = add i32 %231, %227
  store i32 %232, ptr %27, align 4, !tbaa !6
  br label %233

233:                                              ; preds = %215, %213
  %234 = phi i64 [ %214, %213 ], [ 2, %215 ]
  %235 = add nuw nsw i32 %104, 3
  %236 = tail call i32 @llvm.fshl.i32(i32 %210, i32 %210, i32 26)
  %237 = tail call i32 @llvm.fshl.i32(i32 %210, i32 %210, i32 21)
  %238 = xor i32 %236, %237
  %239 = tail call i32 @llvm.fshl.i32(i32 %210, i32 %210, i32 7)
  %240 = xor i32 %238, %239
  %241 = and i32 %210, %157
  %242 = xor i32 %210, -1
  %243 = and i32 %100, %242
  %244 = or i32 %241, %243
  %245 = zext nneg i32 %181 to i64
  %246 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !6
  %248 = getelementptr inbounds nuw i32, ptr %1, i64 %234
  %249 = load i32, ptr %248, align 4, !tbaa !6
  %250 = add i32 %244, %101
  %251 = add i32 %250, %240
  %252 = add i32 %251, %247
  %253 = add i32 %252, %249
  %254 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 30)
  %255 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 19)
  %256 = xor i32 %254, %255
  %257 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 10)
  %258 = xor i32 %256, %257
  %259 = xor i32 %158, %96
  %260 = and i32 %211, %259
  %261 = and i32 %158, %96
  %262 = xor i32 %260, %261
  %263 = add i32 %258, %262
  %264 = add i32 %253, %97
  %265 = add i32 %263, %253
  %266 = icmp ugt i32 %104, 12
  br i1 %266, label %269, label %267

267:                                              ; preds = %233
  %268 = zext nneg i32 %235 to i64
  br label %287

269:                                              ; preds = %233
  %270 = load i32, ptr %28, align 4, !tbaa !6
  %271 = load i32, ptr %29, align 4, !tbaa !6
  %272 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 25)
  %273 = tail call i32 @llvm.fshl.i32(i32 %270, i32 %270, i32 14)
  %274 = xor i32 %272, %273
  %275 = lshr i32 %270, 3
  %276 = xor i32 %274, %275
  %277 = tail call i32 @llvm.fshl.i32(i32 %271, i32 %271, i32 15)
  %278 = tail call i32 @llvm.fshl.i32(i32 %271, i32 %271, i32 13)
  %279 = xor i32 %277, %278
  %280 = lshr i32 %271, 10
  %281 = xor i32 %279, %280
  %282 = load i32, ptr %30, align 4, !tbaa !6
  %283 = add i32 %276, %282
  %284 = load i32, ptr %31, align 4, !tbaa !6
  %285 = add i32 %283, %284
  %286 = add i32 %285, %281
  store i32 %286, ptr %31, align 4, !tbaa !6
  br label %287

287:                                              ; preds = %269, %267
  %288 = phi i64 [ %268, %267 ], [ 3, %269 ]
  %289 = add nuw nsw i32 %104, 4
  %290 = tail call i32 @llvm.fshl.i32(i32 %264, i32 %264, i32 26)
  %291 = tail call i32 @llvm.fshl.i32(i32 %264, i32 %264, i32 21)
  %292 = xor i32 %290, %291
  %293 = tail call i32 @llvm.fshl.i32(i32 %264, i32 %264, i32 7)
  %294 = xor i32 %292, %293
  %295 = and i32 %264, %210
  %296 = xor i32 %264, -1
  %297 = and i32 %157, %296
  %298 = or i32 %295, %297
  %299 = zext nneg i32 %235 to i64
  %300 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %299
  %301 = load i32, ptr %300, align 4, !tbaa !6
  %302 = getelementptr inbounds nuw i32, ptr %1, i64 %288
  %303 = load i32, ptr %302, align 4, !tbaa !6
  %304 = add i32 %298, %100
  %305 = add i32 %304, %294
  %306 = add i32 %305, %301
  %307 = add i32 %306, %303
  %308 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %265, i32 30)
  %309 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %265, i32 19)
  %310 = xor i32 %308, %309
  %311 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %265, i32 10)
  %312 = xor i32 %310, %311
  %313 = xor i32 %211, %158
  %314 = and i32 %265, %313
  %315 = and i32 %211, %158
  %316 = xor i32 %314, %315
  %317 = add i32 %312, %316
  %318 = add i32 %307, %96
  %319 = add i32 %317, %307
  %320 = icmp ugt i32 %104, 11
  br i1 %320, label %323, label %321

321:                                              ; preds = %287
  %322 = zext nneg i32 %289 to i64
  br label %341

323:                                              ; preds = %287
  %324 = load i32, ptr %32, align 4, !tbaa !6
  %325 = load i32, ptr %33, align 4, !tbaa !6
  %326 = tail call i32 @llvm.fshl.i32(i32 %324, i32 %324, i32 25)
  %327 = tail call i32 @llvm.fshl.i32(i32 %324, i32 %324, i32 14)
  %328 = xor i32 %326, %327
  %329 = lshr i32 %324, 3
  %330 = xor i32 %328, %329
  %331 = tail call i32 @llvm.fshl.i32(i32 %325, i32 %325, i32 15)
  %332 = tail call i32 @llvm.fshl.i32(i32 %325, i32 %325, i32 13)
  %333 = xor i32 %331, %332
  %334 = lshr i32 %325, 10
  %335 = xor i32 %333, %334
  %336 = load i32, ptr %34, align 4, !tbaa !6
  %337 = add i32 %330, %336
  %338 = load i32, ptr %35, align 4, !tbaa !6
  %339 = add i32 %337, %338
  %340 = add i32 %339, %335
  store i32 %340, ptr %35, align 4, !tbaa !6
  br label %341

341:                                              ; preds = %323, %321
  %342 = phi i64 [ %322, %321 ], [ 4, %323 ]
  %343 = add nuw nsw i32 %104, 5
  %344 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 26)
  %345 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 21)
  %346 = xor i32 %344, %345
  %347 = tail call i32 @llvm.fshl.i32(i32 %318, i32 %318, i32 7)
  %348 = xor i32 %346, %347
  %349 = and i32 %318, %264
  %350 = xor i32 %318, -1
  %351 = and i32 %210, %350
  %352 = or i32 %349, %351
  %353 = zext nneg i32 %289 to i64
  %354 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %353
  %355 = load i32, ptr %354, align 4, !tbaa !6
  %356 = getelementptr inbounds nuw i32, ptr %1, i64 %342
  %357 = load i32, ptr %356, align 4, !tbaa !6
  %358 = add i32 %352, %157
  %359 = add i32 %358, %348
  %360 = add i32 %359, %355
  %361 = add i32 %360, %357
  %362 = tail call i32 @llvm.fshl.i32(i32 %319, i32 %319, i32 30)
  %363 = tail call i32 @llvm.fshl.i32(i32 %319, i32 %319, i32 19)
  %364 = xor i32 %362, %363
  %365 = tail call i32 @llvm.fshl.i32(i32 %319, i32 %319, i32 10)
  %366 = xor i32 %364, %365
  %367 = xor i32 %265, %211
  %368 = and i32 %319, %367
  %369 = and i32 %265, %211
  %370 = xor i32 %368, %369
  %371 = add i32 %366, %370
  %372 = add i32 %361, %158
  %373 = add i32 %371, %361
  %374 = icmp ugt i32 %104, 10
  br i1 %374, label %377, label %375

375:                                              ; preds = %341
  %376 = zext nneg i32 %343 to i64
  br label %395

377:                                              ; preds = %341
  %378 = load i32, ptr %36, align 4, !tbaa !6
  %379 = load i32, ptr %37, align 4, !tbaa !6
  %380 = tail call i32 @llvm.fshl.i32(i32 %378, i32 %378, i32 25)
  %381 = tail call i32 @llvm.fshl.i32(i32 %378, i32 %378, i32 14)
  %382 = xor i32 %380, %381
  %383 = lshr i32 %378, 3
  %384 = xor i32 %382, %383
  %385 = tail call i32 @llvm.fshl.i32(i32 %379, i32 %379, i32 15)
  %386 = tail call i32 @llvm.fshl.i32(i32 %379, i32 %379, i32 13)
  %387 = xor i32 %385, %386
  %388 = lshr i32 %379, 10
  %389 = xor i32 %387, %388
  %390 = load i32, ptr %38, align 4, !tbaa !6
  %391 = add i32 %384, %390
  %392 = load i32, ptr %39, align 4, !tbaa !6
  %393 = add i32 %391, %392
  %394 = add i32 %393, %389
  store i32 %394, ptr %39, align 4, !tbaa !6
  br label %395

395:                                              ; preds = %377, %375
  %396 = phi i64 [ %376, %375 ], [ 5, %377 ]
  %397 = add nuw nsw i32 %104, 6
  %398 = tail call i32 @llvm.fshl.i32(i32 %372, i32 %372, i32 26)
  %399 = tail call i32 @llvm.fshl.i32(i32 %372, i32 %372, i32 21)
  %400 = xor i32 %398, %399
  %401 = tail call i32 @llvm.fshl.i32(i32 %372, i32 %372, i32 7)
  %402 = xor i32 %400, %401
  %403 = and i32 %372, %318
  %404 = xor i32 %372, -1
  %405 = and i32 %264, %404
  %406 = or i32 %403, %405
  %407 = zext nneg i32 %343 to i64
  %408 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %407
  %409 = load i32, ptr %408, align 4, !tbaa !6
  %410 = getelementptr inbounds nuw i32, ptr %1, i64 %396
  %411 = load i32, ptr %410, align 4, !tbaa !6
  %412 = add i32 %406, %210
  %413 = add i32 %412, %402
  %414 = add i32 %413, %409
  %415 = add i32 %414, %411
  %416 = tail call i32 @llvm.fshl.i32(i32 %373, i32 %373, i32 30)
  %417 = tail call i32 @llvm.fshl.i32(i32 %373, i32 %373, i32 19)
  %418 = xor i32 %416, %417
  %419 = tail call i32 @llvm.fshl.i32(i32 %373, i32 %373, i32 10)
  %420 = xor i32 %418, %419
  %421 = xor i32 %319, %265
  %422 = and i32 %373, %421
  %423 = and i32 %319, %265
  %424 = xor i32 %422, %423
  %425 = add i32 %420, %424
  %426 = add i32 %415, %211
  %427 = add i32 %425, %415
  %428 = icmp ugt i32 %104, 9
  br i1 %428, label %431, label %429

429:                                              ; preds = %395
  %430 = zext nneg i32 %397 to i64
  br label %448

431:                                              ; preds = %395
  %432 = load i32, ptr %40, align 4, !tbaa !6
  %433 = load i32, ptr %41, align 4, !tbaa !6
  %434 = tail call i32 @llvm.fshl.i32(i32 %432, i32 %432, i32 25)
  %435 = tail call i32 @llvm.fshl.i32(i32 %432, i32 %432, i32 14)
  %436 = xor i32 %434, %435
  %437 = lshr i32 %432, 3
  %438 = xor i32 %436, %437
  %439 = tail call i32 @llvm.fshl.i32(i32 %433, i32 %433, i32 15)
  %440 = tail call i32 @llvm.fshl.i32(i32 %433, i32 %433, i32 13)
  %441 = xor i32 %439, %440
  %442 = lshr i32 %433, 10
  %443 = xor i32 %441, %442
  %444 = add i32 %438, %95
  %445 = load i32, ptr %42, align 4, !tbaa !6
  %446 = add i32 %444, %445
  %447 = add i32 %446, %443
  store i32 %447, ptr %42, align 4, !tbaa !6
  br label %448

448:                                              ; preds = %431, %429
  %449 = phi i64 [ %430, %429 ], [ 6, %431 ]
  %450 = add nuw nsw i32 %104, 7
  %451 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 26)
  %452 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 21)
  %453 = xor i32 %451, %452
  %454 = tail call i32 @llvm.fshl.i32(i32 %426, i32 %426, i32 7)
  %455 = xor i32 %453, %454
  %456 = and i32 %426, %372
  %457 = xor i32 %426, -1
  %458 = and i32 %318, %457
  %459 = or i32 %456, %458
  %460 = zext nneg i32 %397 to i64
  %461 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %460
  %462 = load i32, ptr %461, align 4, !tbaa !6
  %463 = getelementptr inbounds nuw i32, ptr %1, i64 %449
  %464 = load i32, ptr %463, align 4, !tbaa !6
  %465 = add i32 %459, %264
  %466 = add i32 %465, %455
  %467 = add i32 %466, %462
  %468 = add i32 %467, %464
  %469 = tail call i32 @llvm.fshl.i32(i32 %427, i32 %427, i32 30)
  %470 = tail call i32 @llvm.fshl.i32(i32 %427, i32 %427, i32 19)
  %471 = xor i32 %469, %470
  %472 = tail call i32 @llvm.fshl.i32(i32 %427, i32 %427, i32 10)
  %473 = xor i32 %471, %472
  %474 = xor i32 %373, %319
  %475 = and i32 %427, %474
  %476 = and i32 %373, %319
  %477 = xor i32 %475, %476
  %478 = add i32 %473, %477
  %479 = add i32 %468, %265
  %480 = add i32 %478, %468
  %481 = icmp ugt i32 %104, 8
  br i1 %481, label %484, label %482

482:                                              ; preds = %448
  %483 = zext nneg i32 %450 to i64
  br label %502

484:                                              ; preds = %448
  %485 = load i32, ptr %43, align 4, !tbaa !6
  %486 = load i32, ptr %44, align 4, !tbaa !6
  %487 = tail call i32 @llvm.fshl.i32(i32 %485, i32 %485, i32 25)
  %488 = tail call i32 @llvm.fshl.i32(i32 %485, i32 %485, i32 14)
  %489 = xor i32 %487, %488
  %490 = lshr i32 %485, 3
  %491 = xor i32 %489, %490
  %492 = tail call i32 @llvm.fshl.i32(i32 %486, i32 %486, i32 15)
  %493 = tail call i32 @llvm.fshl.i32(i32 %486, i32 %486, i32 13)
  %494 = xor i32 %492, %493
  %495 = lshr i32 %486, 10
  %496 = xor i32 %494, %495
  %497 = load i32, ptr %1, align 4, !tbaa !6
  %498 = add i32 %491, %497
  %499 = load i32, ptr %45, align 4, !tbaa !6
  %500 = add i32 %498, %499
  %501 = add i32 %500, %496
  store i32 %501, ptr %45, align 4, !tbaa !6
  br label %502

502:                                              ; preds = %484, %482
  %503 = phi i64 [ %483, %482 ], [ 7, %484 ]
  %504 = add nuw nsw i32 %104, 8
  %505 = tail call i32 @llvm.fshl.i32(i32 %479, i32 %479, i32 26)
  %506 = tail call i32 @llvm.fshl.i32(i32 %479, i32 %479, i32 21)
  %507 = xor i32 %505, %506
  %508 = tail call i32 @llvm.fshl.i32(i32 %479, i32 %479, i32 7)
  %509 = xor i32 %507, %508
  %510 = and i32 %479, %426
  %511 = xor i32 %479, -1
  %512 = and i32 %372, %511
  %513 = or i32 %510, %512
  %514 = zext nneg i32 %450 to i64
  %515 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %514
  %516 = load i32, ptr %515, align 4, !tbaa !6
  %517 = getelementptr inbounds nuw i32, ptr %1, i64 %503
  %518 = load i32, ptr %517, align 4, !tbaa !6
  %519 = add i32 %513, %318
  %520 = add i32 %519, %509
  %521 = add i32 %520, %516
  %522 = add i32 %521, %518
  %523 = tail call i32 @llvm.fshl.i32(i32 %480, i32 %480, i32 30)
  %524 = tail call i32 @llvm.fshl.i32(i32 %480, i32 %480, i32 19)
  %525 = xor i32 %523, %524
  %526 = tail call i32 @llvm.fshl.i32(i32 %480, i32 %480, i32 10)
  %527 = xor i32 %525, %526
  %528 = xor i32 %427, %373
  %529 = and i32 %480, %528
  %530 = and i32 %427, %373
  %531 = xor i32 %529, %530
  %532 = add i32 %527, %531
  %533 = add i32 %522, %319
  %534 = add i32 %532, %522
  %535 = icmp ugt i32 %104, 7
  br i1 %535, label %538, label %536

536:                                              ; preds = %502
  %537 = zext nneg i32 %504 to i64
  br label %556

538:                                              ; preds = %502
  %539 = load i32, ptr %46, align 4, !tbaa !6
  %540 = load i32, ptr %47, align 4, !tbaa !6
  %541 = tail call i32 @llvm.fshl.i32(i32 %539, i32 %539, i32 25)
  %542 = tail call i32 @llvm.fshl.i32(i32 %539, i32 %539, i32 14)
  %543 = xor i32 %541, %542
  %544 = lshr i32 %539, 3
  %545 = xor i32 %543, %544
  %546 = tail call i32 @llvm.fshl.i32(i32 %540, i32 %540, i32 15)
  %547 = tail call i32 @llvm.fshl.i32(i32 %540, i32 %540, i32 13)
  %548 = xor i32 %546, %547
  %549 = lshr i32 %540, 10
  %550 = xor i32 %548, %549
  %551 = load i32, ptr %48, align 4, !tbaa !6
  %552 = add i32 %545, %551
  %553 = load i32, ptr %49, align 4, !tbaa !6
  %554 = add i32 %552, %553
  %555 = add i32 %554, %550
  store i32 %555, ptr %49, align 4, !tbaa !6
  br label %556

556:                                              ; preds = %538, %536
  %557 = phi i64 [ %537, %536 ], [ 8, %538 ]
  %558 = add nuw nsw i32 %104, 9
  %559 = tail call i32 @llvm.fshl.i32(i32 %533, i32 %533, i32 26)
  %560 = tail call i32 @llvm.fshl.i32(i32 %533, i32 %533, i32 21)
  %561 = xor i32 %559, %560
  %562 = tail call i32 @llvm.fshl.i32(i32 %533, i32 %533, i32 7)
  %563 = xor i32 %561, %562
  %564 = and i32 %533, %479
  %565 = xor i32 %533, -1
  %566 = and i32 %426, %565
  %567 = or i32 %564, %566
  %568 = zext nneg i32 %504 to i64
  %569 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %568
  %570 = load i32, ptr %569, align 4, !tbaa !6
  %571 = getelementptr inbounds nuw i32, ptr %1, i64 %557
  %572 = load i32, ptr %571, align 4, !tbaa !6
  %573 = add i32 %567, %372
  %574 = add i32 %573, %563
  %575 = add i32 %574, %570
  %576 = add i32 %575, %572
  %577 = tail call i32 @llvm.fshl.i32(i32 %534, i32 %534, i32 30)
  %578 = tail call i32 @llvm.fshl.i32(i32 %534, i32 %534, i32 19)
  %579 = xor i32 %577, %578
  %580 = tail call i32 @llvm.fshl.i32(i32 %534, i32 %534, i32 10)
  %581 = xor i32 %579, %580
  %582 = xor i32 %480, %427
  %583 = and i32 %534, %582
  %584 = and i32 %480, %427
  %585 = xor i32 %583, %584
  %586 = add i32 %581, %585
  %587 = add i32 %576, %373
  %588 = add i32 %586, %576
  %589 = icmp ugt i32 %104, 6
  br i1 %589, label %592, label %590

590:                                              ; preds = %556
  %591 = zext nneg i32 %558 to i64
  br label %610

592:                                              ; preds = %556
  %593 = load i32, ptr %50, align 4, !tbaa !6
  %594 = load i32, ptr %51, align 4, !tbaa !6
  %595 = tail call i32 @llvm.fshl.i32(i32 %593, i32 %593, i32 25)
  %596 = tail call i32 @llvm.fshl.i32(i32 %593, i32 %593, i32 14)
  %597 = xor i32 %595, %596
  %598 = lshr i32 %593, 3
  %599 = xor i32 %597, %598
  %600 = tail call i32 @llvm.fshl.i32(i32 %594, i32 %594, i32 15)
  %601 = tail call i32 @llvm.fshl.i32(i32 %594, i32 %594, i32 13)
  %602 = xor i32 %600, %601
  %603 = lshr i32 %594, 10
  %604 = xor i32 %602, %603
  %605 = load i32, ptr %52, align 4, !tbaa !6
  %606 = add i32 %599, %605
  %607 = load i32, ptr %53, align 4, !tbaa !6
  %608 = add i32 %606, %607
  %609 = add i32 %608, %604
  store i32 %609, ptr %53, align 4, !tbaa !6
  br label %610

610:                                              ; preds = %592, %590
  %611 = phi i64 [ %591, %590 ], [ 9, %592 ]
  %612 = add nuw nsw i32 %104, 10
  %613 = tail call i32 @llvm.fshl.i32(i32 %587, i32 %587, i32 26)
  %614 = tail call i32 @llvm.fshl.i32(i32 %587, i32 %587, i32 21)
  %615 = xor i32 %613, %614
  %616 = tail call i32 @llvm.fshl.i32(i32 %587, i32 %587, i32 7)
  %617 = xor i32 %615, %616
  %618 = and i32 %587, %533
  %619 = xor i32 %587, -1
  %620 = and i32 %479, %619
  %621 = or i32 %618, %620
  %622 = zext nneg i32 %558 to i64
  %623 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %622
  %624 = load i32, ptr %623, align 4, !tbaa !6
  %625 = getelementptr inbounds nuw i32, ptr %1, i64 %611
  %626 = load i32, ptr %625, align 4, !tbaa !6
  %627 = add i32 %621, %426
  %628 = add i32 %627, %617
  %629 = add i32 %628, %624
  %630 = add i32 %629, %626
  %631 = tail call i32 @llvm.fshl.i32(i32 %588, i32 %588, i32 30)
  %632 = tail call i32 @llvm.fshl.i32(i32 %588, i32 %588, i32 19)
  %633 = xor i32 %631, %632
  %634 = tail call i32 @llvm.fshl.i32(i32 %588, i32 %588, i32 10)
  %635 = xor i32 %633, %634
  %636 = xor i32 %534, %480
  %637 = and i32 %588, %636
  %638 = and i32 %534, %480
  %639 = xor i32 %637, %638
  %640 = add i32 %635, %639
  %641 = add i32 %630, %427
  %642 = add i32 %640, %630
  %643 = icmp ugt i32 %104, 5
  br i1 %643, label %646, label %644

644:                                              ; preds = %610
  %645 = zext nneg i32 %612 to i64
  br label %664

646:                                              ; preds = %610
  %647 = load i32, ptr %54, align 4, !tbaa !6
  %648 = load i32, ptr %55, align 4, !tbaa !6
  %649 = tail call i32 @llvm.fshl.i32(i32 %647, i32 %647, i32 25)
  %650 = tail call i32 @llvm.fshl.i32(i32 %647, i32 %647, i32 14)
  %651 = xor i32 %649, %650
  %652 = lshr i32 %647, 3
  %653 = xor i32 %651, %652
  %654 = tail call i32 @llvm.fshl.i32(i32 %648, i32 %648, i32 15)
  %655 = tail call i32 @llvm.fshl.i32(i32 %648, i32 %648, i32 13)
  %656 = xor i32 %654, %655
  %657 = lshr i32 %648, 10
  %658 = xor i32 %656, %657
  %659 = load i32, ptr %56, align 4, !tbaa !6
  %660 = add i32 %653, %659
  %661 = load i32, ptr %57, align 4, !tbaa !6
  %662 = add i32 %660, %661
  %663 = add i32 %662, %658
  store i32 %663, ptr %57, align 4, !tbaa !6
  br label %664

664:                                              ; preds = %646, %644
  %665 = phi i64 [ %645, %644 ], [ 10, %646 ]
  %666 = add nuw nsw i32 %104, 11
  %667 = tail call i32 @llvm.fshl.i32(i32 %641, i32 %641, i32 26)
  %668 = tail call i32 @llvm.fshl.i32(i32 %641, i32 %641, i32 21)
  %669 = xor i32 %667, %668
  %670 = tail call i32 @llvm.fshl.i32(i32 %641, i32 %641, i32 7)
  %671 = xor i32 %669, %670
  %672 = and i32 %641, %587
  %673 = xor i32 %641, -1
  %674 = and i32 %533, %673
  %675 = or i32 %672, %674
  %676 = zext nneg i32 %612 to i64
  %677 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %676
  %678 = load i32, ptr %677, align 4, !tbaa !6
  %679 = getelementptr inbounds nuw i32, ptr %1, i64 %665
  %680 = load i32, ptr %679, align 4, !tbaa !6
  %681 = add i32 %675, %479
  %682 = add i32 %681, %671
  %683 = add i32 %682, %678
  %684 = add i32 %683, %680
  %685 = tail call i32 @llvm.fshl.i32(i32 %642, i32 %642, i32 30)
  %686 = tail call i32 @llvm.fshl.i32(i32 %642, i32 %642, i32 19)
  %687 = xor i32 %685, %686
  %688 = tail call i32 @llvm.fshl.i32(i32 %642, i32 %642, i32 10)
  %689 = xor i32 %687, %688
  %690 = xor i32 %588, %534
  %691 = and i32 %642, %690
  %692 = and i32 %588, %534
  %693 = xor i32 %691, %692
  %694 = add i32 %689, %693
  %695 = add i32 %684, %480
  %696 = add i32 %694, %684
  %697 = icmp ugt i32 %104, 4
  br i1 %697, label %700, label %698

698:                                              ; preds = %664
  %699 = zext nneg i32 %666 to i64
  br label %718

700:                                              ; preds = %664
  %701 = load i32, ptr %58, align 4, !tbaa !6
  %702 = load i32, ptr %59, align 4, !tbaa !6
  %703 = tail call i32 @llvm.fshl.i32(i32 %701, i32 %701, i32 25)
  %704 = tail call i32 @llvm.fshl.i32(i32 %701, i32 %701, i32 14)
  %705 = xor i32 %703, %704
  %706 = lshr i32 %701, 3
  %707 = xor i32 %705, %706
  %708 = tail call i32 @llvm.fshl.i32(i32 %702, i32 %702, i32 15)
  %709 = tail call i32 @llvm.fshl.i32(i32 %702, i32 %702, i32 13)
  %710 = xor i32 %708, %709
  %711 = lshr i32 %702, 10
  %712 = xor i32 %710, %711
  %713 = load i32, ptr %60, align 4, !tbaa !6
  %714 = add i32 %707, %713
  %715 = load i32, ptr %61, align 4, !tbaa !6
  %716 = add i32 %714, %715
  %717 = add i32 %716, %712
  store i32 %717, ptr %61, align 4, !tbaa !6
  br label %718

718:                                              ; preds = %700, %698
  %719 = phi i64 [ %699, %698 ], [ 11, %700 ]
  %720 = add nuw nsw i32 %104, 12
  %721 = tail call i32 @llvm.fshl.i32(i32 %695, i32 %695, i32 26)
  %722 = tail call i32 @llvm.fshl.i32(i32 %695, i32 %695, i32 21)
  %723 = xor i32 %721, %722
  %724 = tail call i32 @llvm.fshl.i32(i32 %695, i32 %695, i32 7)
  %725 = xor i32 %723, %724
  %726 = and i32 %695, %641
  %727 = xor i32 %695, -1
  %728 = and i32 %587, %727
  %729 = or i32 %726, %728
  %730 = zext nneg i32 %666 to i64
  %731 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %730
  %732 = load i32, ptr %731, align 4, !tbaa !6
  %733 = getelementptr inbounds nuw i32, ptr %1, i64 %719
  %734 = load i32, ptr %733, align 4, !tbaa !6
  %735 = add i32 %729, %533
  %736 = add i32 %735, %725
  %737 = add i32 %736, %732
  %738 = add i32 %737, %734
  %739 = tail call i32 @llvm.fshl.i32(i32 %696, i32 %696, i32 30)
  %740 = tail call i32 @llvm.fshl.i32(i32 %696, i32 %696, i32 19)
  %741 = xor i32 %739, %740
  %742 = tail call i32 @llvm.fshl.i32(i32 %696, i32 %696, i32 10)
  %743 = xor i32 %741, %742
  %744 = xor i32 %642, %588
  %745 = and i32 %696, %744
  %746 = and i32 %642, %588
  %747 = xor i32 %745, %746
  %748 = add i32 %743, %747
  %749 = add i32 %738, %534
  %750 = add i32 %748, %738
  %751 = icmp ugt i32 %104, 3
  br i1 %751, label %754, label %752

752:                                              ; preds = %718
  %753 = zext nneg i32 %720 to i64
  br label %772

754:                                              ; preds = %718
  %755 = load i32, ptr %62, align 4, !tbaa !6
  %756 = load i32, ptr %63, align 4, !tbaa !6
  %757 = tail call i32 @llvm.fshl.i32(i32 %755, i32 %755, i32 25)
  %758 = tail call i32 @llvm.fshl.i32(i32 %755, i32 %755, i32 14)
  %759 = xor i32 %757, %758
  %760 = lshr i32 %755, 3
  %761 = xor i32 %759, %760
  %762 = tail call i32 @llvm.fshl.i32(i32 %756, i32 %756, i32 15)
  %763 = tail call i32 @llvm.fshl.i32(i32 %756, i32 %756, i32 13)
  %764 = xor i32 %762, %763
  %765 = lshr i32 %756, 10
  %766 = xor i32 %764, %765
  %767 = load i32, ptr %64, align 4, !tbaa !6
  %768 = add i32 %761, %767
  %769 = load i32, ptr %65, align 4, !tbaa !6
  %770 = add i32 %768, %769
  %771 = add i32 %770, %766
  store i32 %771, ptr %65, align 4, !tbaa !6
  br label %772

772:                                              ; preds = %754, %752
  %773 = phi i64 [ %753, %752 ], [ 12, %754 ]
  %774 = add nuw nsw i32 %104, 13
  %775 = tail call i32 @llvm.fshl.i32(i32 %749, i32 %749, i32 26)
  %776 = tail call i32 @llvm.fshl.i32(i32 %749, i32 %749, i32 21)
  %777 = xor i32 %775, %776
  %778 = tail call i32 @llvm.fshl.i32(i32 %749, i32 %749, i32 7)
  %779 = xor i32 %777, %778
  %780 = and i32 %749, %695
  %781 = xor i32 %749, -1
  %782 = and i32 %641, %781
  %783 = or i32 %780, %782
  %784 = zext nneg i32 %720 to i64
  %785 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %784
  %786 = load i32, ptr %785, align 4, !tbaa !6
  %787 = getelementptr inbounds nuw i32, ptr %1, i64 %773
  %788 = load i32, ptr %787, align 4, !tbaa !6
  %789 = add i32 %783, %587
  %790 = add i32 %789, %779
  %791 = add i32 %790, %786
  %792 = add i32 %791, %788
  %793 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 30)
  %794 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 19)
  %795 = xor i32 %793, %794
  %796 = tail call i32 @llvm.fshl.i32(i32 %750, i32 %750, i32 10)
  %797 = xor i32 %795, %796
  %798 = xor i32 %696, %642
  %799 = and i32 %750, %798
  %800 = and i32 %696, %642
  %801 = xor i32 %799, %800
  %802 = add i32 %797, %801
  %803 = add i32 %792, %588
  %804 = add i32 %802, %792
  %805 = icmp ugt i32 %104, 2
  br i1 %805, label %808, label %806

806:                                              ; preds = %772
  %807 = zext nneg i32 %774 to i64
  br label %826

808:                                              ; preds = %772
  %809 = load i32, ptr %66, align 4, !tbaa !6
  %810 = load i32, ptr %67, align 4, !tbaa !6
  %811 = tail call i32 @llvm.fshl.i32(i32 %809, i32 %809, i32 25)
  %812 = tail call i32 @llvm.fshl.i32(i32 %809, i32 %809, i32 14)
  %813 = xor i32 %811, %812
  %814 = lshr i32 %809, 3
  %815 = xor i32 %813, %814
  %816 = tail call i32 @llvm.fshl.i32(i32 %810, i32 %810, i32 15)
  %817 = tail call i32 @llvm.fshl.i32(i32 %810, i32 %810, i32 13)
  %818 = xor i32 %816, %817
  %819 = lshr i32 %810, 10
  %820 = xor i32 %818, %819
  %821 = load i32, ptr %68, align 4, !tbaa !6
  %822 = add i32 %815, %821
  %823 = load i32, ptr %69, align 4, !tbaa !6
  %824 = add i32 %822, %823
  %825 = add i32 %824, %820
  store i32 %825, ptr %69, align 4, !tbaa !6
  br label %826

826:                                              ; preds = %808, %806
  %827 = phi i64 [ %807, %806 ], [ 13, %808 ]
  %828 = add nuw nsw i32 %104, 14
  %829 = tail call i32 @llvm.fshl.i32(i32 %803, i32 %803, i32 26)
  %830 = tail call i32 @llvm.fshl.i32(i32 %803, i32 %803, i32 21)
  %831 = xor i32 %829, %830
  %832 = tail call i32 @llvm.fshl.i32(i32 %803, i32 %803, i32 7)
  %833 = xor i32 %831, %832
  %834 = and i32 %803, %749
  %835 = xor i32 %803, -1
  %836 = and i32 %695, %835
  %837 = or i32 %834, %836
  %838 = zext nneg i32 %774 to i64
  %839 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %838
  %840 = load i32, ptr %839, align 4, !tbaa !6
  %841 = getelementptr inbounds nuw i32, ptr %1, i64 %827
  %842 = load i32, ptr %841, align 4, !tbaa !6
  %843 = add i32 %837, %641
  %844 = add i32 %843, %833
  %845 = add i32 %844, %840
  %846 = add i32 %845, %842
  %847 = tail call i32 @llvm.fshl.i32(i32 %804, i32 %804, i32 30)
  %848 = tail call i32 @llvm.fshl.i32(i32 %804, i32 %804, i32 19)
  %849 = xor i32 %847, %848
  %850 = tail call i32 @llvm.fshl.i32(i32 %804, i32 %804, i32 10)
  %851 = xor i32 %849, %850
  %852 = xor i32 %750, %696
  %853 = and i32 %804, %852
  %854 = and i32 %750, %696
  %855 = xor i32 %853, %854
  %856 = add i32 %851, %855
  %857 = add i32 %846, %642
  %858 = add i32 %856, %846
  %859 = icmp ugt i32 %104, 1
  br i1 %859, label %862, label %860

860:                                              ; preds = %826
  %861 = zext nneg i32 %828 to i64
  br label %879

862:                                              ; preds = %826
  %863 = load i32, ptr %70, align 4, !tbaa !6
  %864 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 25)
  %865 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %95, i32 14)
  %866 = xor i32 %864, %865
  %867 = lshr i32 %95, 3
  %868 = xor i32 %866, %867
  %869 = tail call i32 @llvm.fshl.i32(i32 %863, i32 %863, i32 15)
  %870 = tail call i32 @llvm.fshl.i32(i32 %863, i32 %863, i32 13)
  %871 = xor i32 %869, %870
  %872 = lshr i32 %863, 10
  %873 = xor i32 %871, %872
  %874 = load i32, ptr %71, align 4, !tbaa !6
  %875 = add i32 %868, %874
  %876 = load i32, ptr %72, align 4, !tbaa !6
  %877 = add i32 %875, %876
  %878 = add i32 %877, %873
  store i32 %878, ptr %72, align 4, !tbaa !6
  br label %879

879:                                              ; preds = %862, %860
  %880 = phi i64 [ %861, %860 ], [ 14, %862 ]
  %881 = tail call i32 @llvm.fshl.i32(i32 %857, i32 %857, i32 26)
  %882 = tail call i32 @llvm.fshl.i32(i32 %857, i32 %857, i32 21)
  %883 = xor i32 %881, %882
  %884 = tail call i32 @llvm.fshl.i32(i32 %857, i32 %857, i32 7)
  %885 = xor i32 %883, %884
  %886 = and i32 %857, %803
  %887 = xor i32 %857, -1
  %888 = and i32 %749, %887
  %889 = or i32 %886, %888
  %890 = zext nneg i32 %828 to i64
  %891 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %890
  %892 = load i32, ptr %891, align 4, !tbaa !6
  %893 = getelementptr inbounds nuw i32, ptr %1, i64 %880
  %894 = load i32, ptr %893, align 4, !tbaa !6
  %895 = add i32 %889, %695
  %896 = add i32 %895, %885
  %897 = add i32 %896, %892
  %898 = add i32 %897, %894
  %899 = tail call i32 @llvm.fshl.i32(i32 %858, i32 %858, i32 30)
  %900 = tail call i32 @llvm.fshl.i32(i32 %858, i32 %858, i32 19)
  %901 = xor i32 %899, %900
  %902 = tail call i32 @llvm.fshl.i32(i32 %858, i32 %858, i32 10)
  %903 = xor i32 %901, %902
  %904 = xor i32 %804, %750
  %905 = and i32 %858, %904
  %906 = and i32 %804, %750
  %907 = xor i32 %905, %906
  %908 = add i32 %903, %907
  %909 = add i32 %898, %696
  %910 = add i32 %908, %898
  %911 = icmp eq i32 %104, 0
  br i1 %911, label %930, label %912

912:                                              ; preds = %879
  %913 = add nuw nsw i32 %104, 16
  %914 = load i32, ptr %1, align 4, !tbaa !6
  %915 = load i32, ptr %73, align 4, !tbaa !6
  %916 = tail call i32 @llvm.fshl.i32(i32 %914, i32 %914, i32 25)
  %917 = tail call i32 @llvm.fshl.i32(i32 %914, i32 %914, i32 14)
  %918 = xor i32 %916, %917
  %919 = lshr i32 %914, 3
  %920 = xor i32 %918, %919
  %921 = tail call i32 @llvm.fshl.i32(i32 %915, i32 %915, i32 15)
  %922 = tail call i32 @llvm.fshl.i32(i32 %915, i32 %915, i32 13)
  %923 = xor i32 %921, %922
  %924 = lshr i32 %915, 10
  %925 = xor i32 %923, %924
  %926 = load i32, ptr %74, align 4, !tbaa !6
  %927 = add i32 %920, %926
  %928 = add i32 %927, %95
  %929 = add i32 %928, %925
  store i32 %929, ptr %75, align 4, !tbaa !6
  br label %930

930:                                              ; preds = %879, %912
  %931 = phi i32 [ %929, %912 ], [ %95, %879 ]
  %932 = phi i32 [ %913, %912 ], [ 16, %879 ]
  %933 = tail call i32 @llvm.fshl.i32(i32 %909, i32 %909, i32 26)
  %934 = tail call i32 @llvm.fshl.i32(i32 %909, i32 %909, i32 21)
  %935 = xor i32 %933, %934
  %936 = tail call i32 @llvm.fshl.i32(i32 %909, i32 %909, i32 7)
  %937 = xor i32 %935, %936
  %938 = and i32 %909, %857
  %939 = xor i32 %909, -1
  %940 = and i32 %803, %939
  %941 = or i32 %938, %940
  %942 = sext i32 %104 to i64
  %943 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_k to ptr), i64 %942
  %944 = getelementptr inbounds nuw i8, ptr %943, i64 60
  %945 = load i32, ptr %944, align 4, !tbaa !6
  %946 = add i32 %941, %749
  %947 = add i32 %946, %937
  %948 = add i32 %947, %945
  %949 = add i32 %948, %931
  %950 = tail call i32 @llvm.fshl.i32(i32 %910, i32 %910, i32 30)
  %951 = tail call i32 @llvm.fshl.i32(i32 %910, i32 %910, i32 19)
  %952 = xor i32 %950, %951
  %953 = tail call i32 @llvm.fshl.i32(i32 %910, i32 %910, i32 10)
  %954 = xor i32 %952, %953
  %955 = xor i32 %858, %804
  %956 = and i32 %910, %955
  %957 = and i32 %858, %804
  %958 = xor i32 %956, %957
  %959 = add i32 %954, %958
  %960 = add i32 %949, %750
  %961 = add i32 %959, %949
  %962 = icmp eq i32 %932, 64
  br i1 %962, label %77, label %94, !llvm.loop !14
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
  store i32 %51, ptr %15, align 4, !tbaa !6
  %52 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_header to ptr), i64 72), align 4, !tbaa !6
  store i32 %52, ptr %17, align 4, !tbaa !6
  store i32 %49, ptr %19, align 4, !tbaa !6
  store i32 -2147483648, ptr %21, align 4, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %23, i8 0, i64 40, i1 false)
  store i32 640, ptr %43, align 4, !tbaa !6
  call fastcc void @_ZL15sha256_compressPjS_(ptr noundef %4, ptr noundef %5) #7
  %53 = load i32, ptr %4, align 4, !tbaa !6
  store i32 %53, ptr %5, align 4, !tbaa !6
  %54 = load i32, ptr %6, align 4, !tbaa !6
  store i32 %54, ptr %15, align 4, !tbaa !6
  %55 = load i32, ptr %7, align 4, !tbaa !6
  store i32 %55, ptr %17, align 4, !tbaa !6
  %56 = load i32, ptr %8, align 4, !tbaa !6
  store i32 %56, ptr %19, align 4, !tbaa !6
  %57 = load i32, ptr %9, align 4, !tbaa !6
  store i32 %57, ptr %21, align 4, !tbaa !6
  %58 = load i32, ptr %10, align 4, !tbaa !6
  store i32 %58, ptr %23, align 4, !tbaa !6
  %59 = load i32, ptr %11, align 4, !tbaa !6
  store i32 %59, ptr %25, align 4, !tbaa !6
  %60 = load i32, ptr %12, align 4, !tbaa !6
  store i32 %60, ptr %27, align 4, !tbaa !6
  store i32 -2147483648, ptr %29, align 4, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %31, i8 0, i64 24, i1 false)
  store i32 256, ptr %43, align 4, !tbaa !6
  store i32 1779033703, ptr %4, align 4, !tbaa !6
  store i32 -1150833019, ptr %6, align 4, !tbaa !6
  store i32 1013904242, ptr %7, align 4, !tbaa !6
  store i32 -1521486534, ptr %8, align 4, !tbaa !6
  store i32 1359893119, ptr %9, align 4, !tbaa !6
  store i32 -1694144372, ptr %10, align 4, !tbaa !6
  store i32 528734635, ptr %11, align 4, !tbaa !6
  store i32 1541459225, ptr %12, align 4, !tbaa !6
  call fastcc void @_ZL15sha256_compressPjS_(ptr noundef %4, ptr noundef %5) #7
  %61 = load i32, ptr %12, align 4, !tbaa !6
  %62 = icmp ult i32 %61, %1
  br i1 %62, label %63, label %65

63:                                               ; preds = %3
  %64 = atomicrmw umin ptr %2, i32 %49 seq_cst, align 4
  br label %65

65:                                               ; preds = %63, %3
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12, !15}
!15 = !{!"llvm.loop.unroll.disable"}
