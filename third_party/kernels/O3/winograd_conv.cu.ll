; ModuleID = 'src/winograd_conv.cu'
source_filename = "src/winograd_conv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.WinoShape = type { i32, i32, i32, i32, i32, i32, i64, i64, i64, i64, i64 }

@c_G2 = dso_local addrspace(4) externally_initialized constant [4 x [3 x float]] [[3 x float] [float 1.000000e+00, float 0.000000e+00, float 0.000000e+00], [3 x float] [float 5.000000e-01, float 5.000000e-01, float 5.000000e-01], [3 x float] [float 5.000000e-01, float -5.000000e-01, float 5.000000e-01], [3 x float] [float 0.000000e+00, float 0.000000e+00, float 1.000000e+00]], align 4
@c_G4 = dso_local addrspace(4) externally_initialized constant [6 x [3 x float]] [[3 x float] [float 2.500000e-01, float 0.000000e+00, float 0.000000e+00], [3 x float] [float 0xBFC5555560000000, float 0xBFC5555560000000, float 0xBFC5555560000000], [3 x float] [float 0xBFC5555560000000, float 0x3FC5555560000000, float 0xBFC5555560000000], [3 x float] [float 0x3FA5555560000000, float 0x3FB5555560000000, float 0x3FC5555560000000], [3 x float] [float 0x3FA5555560000000, float 0xBFB5555560000000, float 0x3FC5555560000000], [3 x float] [float 0.000000e+00, float 0.000000e+00, float 1.000000e+00]], align 4
@c_BT4 = dso_local addrspace(4) externally_initialized constant [6 x [6 x float]] [[6 x float] [float 4.000000e+00, float 0.000000e+00, float -5.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float -4.000000e+00, float -4.000000e+00, float 1.000000e+00, float 1.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float 4.000000e+00, float -4.000000e+00, float -1.000000e+00, float 1.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float -2.000000e+00, float -1.000000e+00, float 2.000000e+00, float 1.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float 2.000000e+00, float -1.000000e+00, float -2.000000e+00, float 1.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float 4.000000e+00, float 0.000000e+00, float -5.000000e+00, float 0.000000e+00, float 1.000000e+00]], align 4
@c_AT4 = dso_local addrspace(4) externally_initialized constant [4 x [6 x float]] [[6 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float 1.000000e+00, float -1.000000e+00, float 2.000000e+00, float -2.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float 1.000000e+00, float 1.000000e+00, float 4.000000e+00, float 4.000000e+00, float 0.000000e+00], [6 x float] [float 0.000000e+00, float 1.000000e+00, float -1.000000e+00, float 8.000000e+00, float -8.000000e+00, float 1.000000e+00]], align 4
@_ZZ14wino_tile_gemmE2Us = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4
@_ZZ14wino_tile_gemmE2Vs = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4
@llvm.compiler.used = appending global [4 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local noundef zeroext i1 @_Z13wino_shape_okRK9WinoShapeiRiS2_Rx(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(64) %0, i32 noundef %1, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %2, ptr noundef nonnull writeonly align 4 captures(none) dereferenceable(4) %3, ptr noundef nonnull writeonly align 8 captures(none) dereferenceable(8) %4) local_unnamed_addr #0 {
  %6 = load i32, ptr %0, align 8, !tbaa !11
  %7 = icmp slt i32 %6, 1
  br i1 %7, label %97, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %97, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 8, !tbaa !15
  %15 = icmp slt i32 %14, 1
  br i1 %15, label %97, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !16
  %19 = icmp slt i32 %18, 1
  br i1 %19, label %97, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = icmp slt i32 %22, 1
  br i1 %23, label %97, label %24

24:                                               ; preds = %20
  %25 = icmp samesign ugt i32 %6, 256
  %26 = icmp samesign ugt i32 %10, 2048
  %27 = or i1 %25, %26
  %28 = icmp samesign ugt i32 %14, 4096
  %29 = or i1 %27, %28
  %30 = icmp samesign ugt i32 %18, 4096
  %31 = or i1 %29, %30
  %32 = icmp samesign ugt i32 %22, 2048
  %33 = or i1 %31, %32
  br i1 %33, label %97, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !18
  %37 = icmp ugt i32 %36, 2
  br i1 %37, label %97, label %38

38:                                               ; preds = %34
  %39 = shl nuw nsw i32 %36, 1
  %40 = add nuw nsw i32 %39, %14
  %41 = add nsw i32 %40, -2
  %42 = add nuw nsw i32 %39, %18
  %43 = add nsw i32 %42, -2
  %44 = icmp samesign ult i32 %40, 3
  %45 = icmp samesign ult i32 %42, 3
  %46 = select i1 %44, i1 true, i1 %45
  br i1 %46, label %97, label %47

47:                                               ; preds = %38
  %48 = add i32 %1, -1
  %49 = add i32 %48, %41
  %50 = sdiv i32 %49, %1
  store i32 %50, ptr %2, align 4, !tbaa !6
  %51 = add i32 %48, %43
  %52 = sdiv i32 %51, %1
  store i32 %52, ptr %3, align 4, !tbaa !6
  %53 = load i32, ptr %0, align 8, !tbaa !11
  %54 = sext i32 %53 to i64
  %55 = load i32, ptr %2, align 4, !tbaa !6
  %56 = sext i32 %55 to i64
  %57 = sext i32 %52 to i64
  %58 = mul nsw i64 %54, %57
  %59 = mul i64 %58, %56
  store i64 %59, ptr %4, align 8, !tbaa !19
  %60 = load i32, ptr %9, align 4, !tbaa !14
  %61 = sext i32 %60 to i64
  %62 = mul nsw i64 %61, %54
  %63 = load i32, ptr %13, align 8, !tbaa !15
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %62, %64
  %66 = load i32, ptr %17, align 4, !tbaa !16
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %65, %67
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %70 = load i64, ptr %69, align 8, !tbaa !20
  %71 = icmp sgt i64 %68, %70
  br i1 %71, label %97, label %72

72:                                               ; preds = %47
  %73 = add nsw i32 %1, 2
  %74 = sext i32 %73 to i64
  %75 = mul nsw i64 %74, %74
  %76 = mul i64 %59, %75
  %77 = mul i64 %76, %61
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %79 = load i64, ptr %78, align 8, !tbaa !21
  %80 = icmp sgt i64 %77, %79
  br i1 %80, label %97, label %81

81:                                               ; preds = %72
  %82 = load i32, ptr %21, align 8, !tbaa !17
  %83 = sext i32 %82 to i64
  %84 = mul i64 %76, %83
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %86 = load i64, ptr %85, align 8, !tbaa !22
  %87 = icmp sgt i64 %84, %86
  br i1 %87, label %97, label %88

88:                                               ; preds = %81
  %89 = zext nneg i32 %41 to i64
  %90 = zext nneg i32 %43 to i64
  %91 = mul nuw nsw i64 %90, %89
  %92 = mul nsw i64 %91, %54
  %93 = mul i64 %92, %83
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %95 = load i64, ptr %94, align 8, !tbaa !23
  %96 = icmp sle i64 %93, %95
  br label %97

97:                                               ; preds = %38, %88, %81, %72, %47, %34, %24, %5, %8, %12, %16, %20
  %98 = phi i1 [ false, %34 ], [ false, %5 ], [ false, %24 ], [ false, %20 ], [ false, %16 ], [ false, %12 ], [ false, %8 ], [ false, %38 ], [ false, %81 ], [ false, %47 ], [ false, %72 ], [ %96, %88 ]
  ret i1 %98
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @wino_filter_f2(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %7 = sub i32 4096, %2
  %8 = sub i32 4096, %3
  %9 = or i32 %8, %7
  %10 = icmp ult i32 %9, 4096
  br i1 %10, label %11, label %237

11:                                               ; preds = %6
  %12 = zext nneg i32 %2 to i64
  %13 = zext nneg i32 %3 to i64
  %14 = mul nuw nsw i64 %13, %12
  %15 = mul nuw nsw i64 %14, 9
  %16 = icmp sgt i64 %15, %4
  %17 = shl nuw nsw i64 %14, 4
  %18 = icmp sgt i64 %17, %5
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %237, label %20

20:                                               ; preds = %11
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %22, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i64 %25, %27
  %29 = icmp samesign ult i64 %28, %14
  br i1 %29, label %30, label %237

30:                                               ; preds = %20
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %32, %24
  %34 = load float, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), align 4, !tbaa !29, !noalias !31
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 4), align 4, !tbaa !29, !noalias !31
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 8), align 4, !tbaa !29, !noalias !31
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 12), align 4, !tbaa !29, !noalias !31
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 16), align 4, !tbaa !29, !noalias !31
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 20), align 4, !tbaa !29, !noalias !31
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 24), align 4, !tbaa !29, !noalias !31
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 28), align 4, !tbaa !29, !noalias !31
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 32), align 4, !tbaa !29, !noalias !31
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 36), align 4, !tbaa !29, !noalias !31
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 40), align 4, !tbaa !29, !noalias !31
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 44), align 4, !tbaa !29, !noalias !31
  %46 = shl nuw nsw i64 %14, 3
  %47 = mul nuw nsw i64 %14, 12
  %48 = mul nuw nsw i64 %14, 20
  %49 = mul nuw nsw i64 %14, 24
  %50 = mul nuw nsw i64 %14, 28
  %51 = shl nuw nsw i64 %14, 5
  %52 = mul nuw nsw i64 %14, 40
  %53 = mul nuw nsw i64 %14, 44
  %54 = mul nuw nsw i64 %14, 48
  %55 = mul nuw nsw i64 %14, 52
  %56 = mul nuw nsw i64 %14, 56
  %57 = mul nuw nsw i64 %14, 60
  br label %58

58:                                               ; preds = %58, %30
  %59 = phi i64 [ %28, %30 ], [ %235, %58 ]
  %60 = mul nuw nsw i64 %59, 36
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %65 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %66 = load float, ptr %65, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %67 = getelementptr inbounds nuw i8, ptr %61, i64 12
  %68 = load float, ptr %67, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %69 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %70 = load float, ptr %69, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %71 = getelementptr inbounds nuw i8, ptr %61, i64 20
  %72 = load float, ptr %71, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %73 = getelementptr inbounds nuw i8, ptr %61, i64 24
  %74 = load float, ptr %73, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %75 = getelementptr inbounds nuw i8, ptr %61, i64 28
  %76 = load float, ptr %75, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %77 = getelementptr inbounds nuw i8, ptr %61, i64 32
  %78 = load float, ptr %77, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %79 = fmul contract float %34, %62
  %80 = fmul contract float %35, %68
  %81 = fadd contract float %79, %80
  %82 = fmul contract float %36, %74
  %83 = fadd contract float %81, %82
  %84 = fmul contract float %34, %64
  %85 = fmul contract float %35, %70
  %86 = fadd contract float %84, %85
  %87 = fmul contract float %36, %76
  %88 = fadd contract float %86, %87
  %89 = fmul contract float %34, %66
  %90 = fmul contract float %35, %72
  %91 = fadd contract float %89, %90
  %92 = fmul contract float %36, %78
  %93 = fadd contract float %91, %92
  %94 = fmul contract float %37, %62
  %95 = fmul contract float %38, %68
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %39, %74
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %37, %64
  %100 = fmul contract float %38, %70
  %101 = fadd contract float %99, %100
  %102 = fmul contract float %39, %76
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %37, %66
  %105 = fmul contract float %38, %72
  %106 = fadd contract float %104, %105
  %107 = fmul contract float %39, %78
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %40, %62
  %110 = fmul contract float %41, %68
  %111 = fadd contract float %109, %110
  %112 = fmul contract float %42, %74
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %40, %64
  %115 = fmul contract float %41, %70
  %116 = fadd contract float %114, %115
  %117 = fmul contract float %42, %76
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %40, %66
  %120 = fmul contract float %41, %72
  %121 = fadd contract float %119, %120
  %122 = fmul contract float %42, %78
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %43, %62
  %125 = fmul contract float %44, %68
  %126 = fadd contract float %124, %125
  %127 = fmul contract float %45, %74
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %43, %64
  %130 = fmul contract float %44, %70
  %131 = fadd contract float %129, %130
  %132 = fmul contract float %45, %76
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %43, %66
  %135 = fmul contract float %44, %72
  %136 = fadd contract float %134, %135
  %137 = fmul contract float %45, %78
  %138 = fadd contract float %136, %137
  %139 = fmul contract float %34, %83
  %140 = fmul contract float %35, %88
  %141 = fadd contract float %139, %140
  %142 = fmul contract float %36, %93
  %143 = fadd contract float %141, %142
  %144 = fmul contract float %37, %83
  %145 = fmul contract float %38, %88
  %146 = fadd contract float %144, %145
  %147 = fmul contract float %39, %93
  %148 = fadd contract float %146, %147
  %149 = fmul contract float %40, %83
  %150 = fmul contract float %41, %88
  %151 = fadd contract float %149, %150
  %152 = fmul contract float %42, %93
  %153 = fadd contract float %151, %152
  %154 = fmul contract float %43, %83
  %155 = fmul contract float %44, %88
  %156 = fadd contract float %154, %155
  %157 = fmul contract float %45, %93
  %158 = fadd contract float %156, %157
  %159 = fmul contract float %34, %98
  %160 = fmul contract float %35, %103
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %36, %108
  %163 = fadd contract float %161, %162
  %164 = fmul contract float %37, %98
  %165 = fmul contract float %38, %103
  %166 = fadd contract float %164, %165
  %167 = fmul contract float %39, %108
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %40, %98
  %170 = fmul contract float %41, %103
  %171 = fadd contract float %169, %170
  %172 = fmul contract float %42, %108
  %173 = fadd contract float %171, %172
  %174 = fmul contract float %43, %98
  %175 = fmul contract float %44, %103
  %176 = fadd contract float %174, %175
  %177 = fmul contract float %45, %108
  %178 = fadd contract float %176, %177
  %179 = fmul contract float %34, %113
  %180 = fmul contract float %35, %118
  %181 = fadd contract float %179, %180
  %182 = fmul contract float %36, %123
  %183 = fadd contract float %181, %182
  %184 = fmul contract float %37, %113
  %185 = fmul contract float %38, %118
  %186 = fadd contract float %184, %185
  %187 = fmul contract float %39, %123
  %188 = fadd contract float %186, %187
  %189 = fmul contract float %40, %113
  %190 = fmul contract float %41, %118
  %191 = fadd contract float %189, %190
  %192 = fmul contract float %42, %123
  %193 = fadd contract float %191, %192
  %194 = fmul contract float %43, %113
  %195 = fmul contract float %44, %118
  %196 = fadd contract float %194, %195
  %197 = fmul contract float %45, %123
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %34, %128
  %200 = fmul contract float %35, %133
  %201 = fadd contract float %199, %200
  %202 = fmul contract float %36, %138
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %37, %128
  %205 = fmul contract float %38, %133
  %206 = fadd contract float %204, %205
  %207 = fmul contract float %39, %138
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %40, %128
  %210 = fmul contract float %41, %133
  %211 = fadd contract float %209, %210
  %212 = fmul contract float %42, %138
  %213 = fadd contract float %211, %212
  %214 = fmul contract float %43, %128
  %215 = fmul contract float %44, %133
  %216 = fadd contract float %214, %215
  %217 = fmul contract float %45, %138
  %218 = fadd contract float %216, %217
  %219 = getelementptr inbounds nuw float, ptr %1, i64 %59
  store float %143, ptr %219, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %220 = getelementptr inbounds nuw float, ptr %219, i64 %14
  store float %148, ptr %220, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %221 = getelementptr inbounds nuw i8, ptr %219, i64 %46
  store float %153, ptr %221, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %222 = getelementptr inbounds nuw i8, ptr %219, i64 %47
  store float %158, ptr %222, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %223 = getelementptr inbounds nuw i8, ptr %219, i64 %17
  store float %163, ptr %223, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %224 = getelementptr inbounds nuw i8, ptr %219, i64 %48
  store float %168, ptr %224, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %225 = getelementptr inbounds nuw i8, ptr %219, i64 %49
  store float %173, ptr %225, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %226 = getelementptr inbounds nuw i8, ptr %219, i64 %50
  store float %178, ptr %226, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %227 = getelementptr inbounds nuw i8, ptr %219, i64 %51
  store float %183, ptr %227, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %228 = getelementptr inbounds nuw float, ptr %219, i64 %15
  store float %188, ptr %228, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %229 = getelementptr inbounds nuw i8, ptr %219, i64 %52
  store float %193, ptr %229, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %230 = getelementptr inbounds nuw i8, ptr %219, i64 %53
  store float %198, ptr %230, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %231 = getelementptr inbounds nuw i8, ptr %219, i64 %54
  store float %203, ptr %231, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %232 = getelementptr inbounds nuw i8, ptr %219, i64 %55
  store float %208, ptr %232, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %233 = getelementptr inbounds nuw i8, ptr %219, i64 %56
  store float %213, ptr %233, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %234 = getelementptr inbounds nuw i8, ptr %219, i64 %57
  store float %218, ptr %234, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %235 = add nuw nsw i64 %59, %33
  %236 = icmp samesign ult i64 %235, %14
  br i1 %236, label %58, label %237, !llvm.loop !34

237:                                              ; preds = %58, %6, %11, %20
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @wino_filter_f4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  %7 = sub i32 4096, %2
  %8 = sub i32 4096, %3
  %9 = or i32 %8, %7
  %10 = icmp ult i32 %9, 4096
  br i1 %10, label %11, label %414

11:                                               ; preds = %6
  %12 = zext nneg i32 %2 to i64
  %13 = zext nneg i32 %3 to i64
  %14 = mul nuw nsw i64 %13, %12
  %15 = mul nuw nsw i64 %14, 9
  %16 = icmp sgt i64 %15, %4
  %17 = mul nuw nsw i64 %14, 36
  %18 = icmp sgt i64 %17, %5
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %414, label %20

20:                                               ; preds = %11
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %22, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i64 %25, %27
  %29 = icmp samesign ult i64 %28, %14
  br i1 %29, label %30, label %414

30:                                               ; preds = %20
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %32, %24
  %34 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !41
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !41
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !41
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !41
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !41
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !41
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !41
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !41
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !41
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !41
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !41
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !41
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !41
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !41
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !41
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !41
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !41
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !41
  %52 = shl nuw nsw i64 %14, 3
  %53 = mul nuw nsw i64 %14, 12
  %54 = shl nuw nsw i64 %14, 4
  %55 = mul nuw nsw i64 %14, 20
  %56 = mul nuw nsw i64 %14, 24
  %57 = mul nuw nsw i64 %14, 28
  %58 = shl nuw nsw i64 %14, 5
  %59 = mul nuw nsw i64 %14, 40
  %60 = mul nuw nsw i64 %14, 44
  %61 = mul nuw nsw i64 %14, 48
  %62 = mul nuw nsw i64 %14, 52
  %63 = mul nuw nsw i64 %14, 56
  %64 = mul nuw nsw i64 %14, 60
  %65 = shl nuw nsw i64 %14, 6
  %66 = mul nuw nsw i64 %14, 68
  %67 = mul nuw nsw i64 %14, 72
  %68 = mul nuw nsw i64 %14, 76
  %69 = mul nuw nsw i64 %14, 80
  %70 = mul nuw nsw i64 %14, 84
  %71 = mul nuw nsw i64 %14, 88
  %72 = mul nuw nsw i64 %14, 92
  %73 = mul nuw nsw i64 %14, 96
  %74 = mul nuw nsw i64 %14, 100
  %75 = mul nuw nsw i64 %14, 104
  %76 = mul nuw nsw i64 %14, 108
  %77 = mul nuw nsw i64 %14, 112
  %78 = mul nuw nsw i64 %14, 116
  %79 = mul nuw nsw i64 %14, 120
  %80 = mul nuw nsw i64 %14, 124
  %81 = shl nuw nsw i64 %14, 7
  %82 = mul nuw nsw i64 %14, 132
  %83 = mul nuw nsw i64 %14, 136
  %84 = mul nuw nsw i64 %14, 140
  br label %85

85:                                               ; preds = %85, %30
  %86 = phi i64 [ %28, %30 ], [ %412, %85 ]
  %87 = mul nuw nsw i64 %86, 36
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load float, ptr %90, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %92 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %93 = load float, ptr %92, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %94 = getelementptr inbounds nuw i8, ptr %88, i64 12
  %95 = load float, ptr %94, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %96 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %97 = load float, ptr %96, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %98 = getelementptr inbounds nuw i8, ptr %88, i64 20
  %99 = load float, ptr %98, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %100 = getelementptr inbounds nuw i8, ptr %88, i64 24
  %101 = load float, ptr %100, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %102 = getelementptr inbounds nuw i8, ptr %88, i64 28
  %103 = load float, ptr %102, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %104 = getelementptr inbounds nuw i8, ptr %88, i64 32
  %105 = load float, ptr %104, align 4, !tbaa !29, !alias.scope !36, !noalias !39
  %106 = fmul contract float %34, %89
  %107 = fmul contract float %35, %95
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %36, %101
  %110 = fadd contract float %108, %109
  %111 = fmul contract float %34, %91
  %112 = fmul contract float %35, %97
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %36, %103
  %115 = fadd contract float %113, %114
  %116 = fmul contract float %34, %93
  %117 = fmul contract float %35, %99
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %36, %105
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %37, %89
  %122 = fmul contract float %38, %95
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %39, %101
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %37, %91
  %127 = fmul contract float %38, %97
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %39, %103
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %37, %93
  %132 = fmul contract float %38, %99
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %39, %105
  %135 = fadd contract float %133, %134
  %136 = fmul contract float %40, %89
  %137 = fmul contract float %41, %95
  %138 = fadd contract float %136, %137
  %139 = fmul contract float %42, %101
  %140 = fadd contract float %138, %139
  %141 = fmul contract float %40, %91
  %142 = fmul contract float %41, %97
  %143 = fadd contract float %141, %142
  %144 = fmul contract float %42, %103
  %145 = fadd contract float %143, %144
  %146 = fmul contract float %40, %93
  %147 = fmul contract float %41, %99
  %148 = fadd contract float %146, %147
  %149 = fmul contract float %42, %105
  %150 = fadd contract float %148, %149
  %151 = fmul contract float %43, %89
  %152 = fmul contract float %44, %95
  %153 = fadd contract float %151, %152
  %154 = fmul contract float %45, %101
  %155 = fadd contract float %153, %154
  %156 = fmul contract float %43, %91
  %157 = fmul contract float %44, %97
  %158 = fadd contract float %156, %157
  %159 = fmul contract float %45, %103
  %160 = fadd contract float %158, %159
  %161 = fmul contract float %43, %93
  %162 = fmul contract float %44, %99
  %163 = fadd contract float %161, %162
  %164 = fmul contract float %45, %105
  %165 = fadd contract float %163, %164
  %166 = fmul contract float %46, %89
  %167 = fmul contract float %47, %95
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %48, %101
  %170 = fadd contract float %168, %169
  %171 = fmul contract float %46, %91
  %172 = fmul contract float %47, %97
  %173 = fadd contract float %171, %172
  %174 = fmul contract float %48, %103
  %175 = fadd contract float %173, %174
  %176 = fmul contract float %46, %93
  %177 = fmul contract float %47, %99
  %178 = fadd contract float %176, %177
  %179 = fmul contract float %48, %105
  %180 = fadd contract float %178, %179
  %181 = fmul contract float %49, %89
  %182 = fmul contract float %50, %95
  %183 = fadd contract float %181, %182
  %184 = fmul contract float %51, %101
  %185 = fadd contract float %183, %184
  %186 = fmul contract float %49, %91
  %187 = fmul contract float %50, %97
  %188 = fadd contract float %186, %187
  %189 = fmul contract float %51, %103
  %190 = fadd contract float %188, %189
  %191 = fmul contract float %49, %93
  %192 = fmul contract float %50, %99
  %193 = fadd contract float %191, %192
  %194 = fmul contract float %51, %105
  %195 = fadd contract float %193, %194
  %196 = fmul contract float %34, %110
  %197 = fmul contract float %35, %115
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %36, %120
  %200 = fadd contract float %198, %199
  %201 = fmul contract float %37, %110
  %202 = fmul contract float %38, %115
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %39, %120
  %205 = fadd contract float %203, %204
  %206 = fmul contract float %40, %110
  %207 = fmul contract float %41, %115
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %42, %120
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %43, %110
  %212 = fmul contract float %44, %115
  %213 = fadd contract float %211, %212
  %214 = fmul contract float %45, %120
  %215 = fadd contract float %213, %214
  %216 = fmul contract float %46, %110
  %217 = fmul contract float %47, %115
  %218 = fadd contract float %216, %217
  %219 = fmul contract float %48, %120
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %49, %110
  %222 = fmul contract float %50, %115
  %223 = fadd contract float %221, %222
  %224 = fmul contract float %51, %120
  %225 = fadd contract float %223, %224
  %226 = fmul contract float %34, %125
  %227 = fmul contract float %35, %130
  %228 = fadd contract float %226, %227
  %229 = fmul contract float %36, %135
  %230 = fadd contract float %228, %229
  %231 = fmul contract float %37, %125
  %232 = fmul contract float %38, %130
  %233 = fadd contract float %231, %232
  %234 = fmul contract float %39, %135
  %235 = fadd contract float %233, %234
  %236 = fmul contract float %40, %125
  %237 = fmul contract float %41, %130
  %238 = fadd contract float %236, %237
  %239 = fmul contract float %42, %135
  %240 = fadd contract float %238, %239
  %241 = fmul contract float %43, %125
  %242 = fmul contract float %44, %130
  %243 = fadd contract float %241, %242
  %244 = fmul contract float %45, %135
  %245 = fadd contract float %243, %244
  %246 = fmul contract float %46, %125
  %247 = fmul contract float %47, %130
  %248 = fadd contract float %246, %247
  %249 = fmul contract float %48, %135
  %250 = fadd contract float %248, %249
  %251 = fmul contract float %49, %125
  %252 = fmul contract float %50, %130
  %253 = fadd contract float %251, %252
  %254 = fmul contract float %51, %135
  %255 = fadd contract float %253, %254
  %256 = fmul contract float %34, %140
  %257 = fmul contract float %35, %145
  %258 = fadd contract float %256, %257
  %259 = fmul contract float %36, %150
  %260 = fadd contract float %258, %259
  %261 = fmul contract float %37, %140
  %262 = fmul contract float %38, %145
  %263 = fadd contract float %261, %262
  %264 = fmul contract float %39, %150
  %265 = fadd contract float %263, %264
  %266 = fmul contract float %40, %140
  %267 = fmul contract float %41, %145
  %268 = fadd contract float %266, %267
  %269 = fmul contract float %42, %150
  %270 = fadd contract float %268, %269
  %271 = fmul contract float %43, %140
  %272 = fmul contract float %44, %145
  %273 = fadd contract float %271, %272
  %274 = fmul contract float %45, %150
  %275 = fadd contract float %273, %274
  %276 = fmul contract float %46, %140
  %277 = fmul contract float %47, %145
  %278 = fadd contract float %276, %277
  %279 = fmul contract float %48, %150
  %280 = fadd contract float %278, %279
  %281 = fmul contract float %49, %140
  %282 = fmul contract float %50, %145
  %283 = fadd contract float %281, %282
  %284 = fmul contract float %51, %150
  %285 = fadd contract float %283, %284
  %286 = fmul contract float %34, %155
  %287 = fmul contract float %35, %160
  %288 = fadd contract float %286, %287
  %289 = fmul contract float %36, %165
  %290 = fadd contract float %288, %289
  %291 = fmul contract float %37, %155
  %292 = fmul contract float %38, %160
  %293 = fadd contract float %291, %292
  %294 = fmul contract float %39, %165
  %295 = fadd contract float %293, %294
  %296 = fmul contract float %40, %155
  %297 = fmul contract float %41, %160
  %298 = fadd contract float %296, %297
  %299 = fmul contract float %42, %165
  %300 = fadd contract float %298, %299
  %301 = fmul contract float %43, %155
  %302 = fmul contract float %44, %160
  %303 = fadd contract float %301, %302
  %304 = fmul contract float %45, %165
  %305 = fadd contract float %303, %304
  %306 = fmul contract float %46, %155
  %307 = fmul contract float %47, %160
  %308 = fadd contract float %306, %307
  %309 = fmul contract float %48, %165
  %310 = fadd contract float %308, %309
  %311 = fmul contract float %49, %155
  %312 = fmul contract float %50, %160
  %313 = fadd contract float %311, %312
  %314 = fmul contract float %51, %165
  %315 = fadd contract float %313, %314
  %316 = fmul contract float %34, %170
  %317 = fmul contract float %35, %175
  %318 = fadd contract float %316, %317
  %319 = fmul contract float %36, %180
  %320 = fadd contract float %318, %319
  %321 = fmul contract float %37, %170
  %322 = fmul contract float %38, %175
  %323 = fadd contract float %321, %322
  %324 = fmul contract float %39, %180
  %325 = fadd contract float %323, %324
  %326 = fmul contract float %40, %170
  %327 = fmul contract float %41, %175
  %328 = fadd contract float %326, %327
  %329 = fmul contract float %42, %180
  %330 = fadd contract float %328, %329
  %331 = fmul contract float %43, %170
  %332 = fmul contract float %44, %175
  %333 = fadd contract float %331, %332
  %334 = fmul contract float %45, %180
  %335 = fadd contract float %333, %334
  %336 = fmul contract float %46, %170
  %337 = fmul contract float %47, %175
  %338 = fadd contract float %336, %337
  %339 = fmul contract float %48, %180
  %340 = fadd contract float %338, %339
  %341 = fmul contract float %49, %170
  %342 = fmul contract float %50, %175
  %343 = fadd contract float %341, %342
  %344 = fmul contract float %51, %180
  %345 = fadd contract float %343, %344
  %346 = fmul contract float %34, %185
  %347 = fmul contract float %35, %190
  %348 = fadd contract float %346, %347
  %349 = fmul contract float %36, %195
  %350 = fadd contract float %348, %349
  %351 = fmul contract float %37, %185
  %352 = fmul contract float %38, %190
  %353 = fadd contract float %351, %352
  %354 = fmul contract float %39, %195
  %355 = fadd contract float %353, %354
  %356 = fmul contract float %40, %185
  %357 = fmul contract float %41, %190
  %358 = fadd contract float %356, %357
  %359 = fmul contract float %42, %195
  %360 = fadd contract float %358, %359
  %361 = fmul contract float %43, %185
  %362 = fmul contract float %44, %190
  %363 = fadd contract float %361, %362
  %364 = fmul contract float %45, %195
  %365 = fadd contract float %363, %364
  %366 = fmul contract float %46, %185
  %367 = fmul contract float %47, %190
  %368 = fadd contract float %366, %367
  %369 = fmul contract float %48, %195
  %370 = fadd contract float %368, %369
  %371 = fmul contract float %49, %185
  %372 = fmul contract float %50, %190
  %373 = fadd contract float %371, %372
  %374 = fmul contract float %51, %195
  %375 = fadd contract float %373, %374
  %376 = getelementptr inbounds nuw float, ptr %1, i64 %86
  store float %200, ptr %376, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %377 = getelementptr inbounds nuw float, ptr %376, i64 %14
  store float %205, ptr %377, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %378 = getelementptr inbounds nuw i8, ptr %376, i64 %52
  store float %210, ptr %378, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %379 = getelementptr inbounds nuw i8, ptr %376, i64 %53
  store float %215, ptr %379, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %380 = getelementptr inbounds nuw i8, ptr %376, i64 %54
  store float %220, ptr %380, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %381 = getelementptr inbounds nuw i8, ptr %376, i64 %55
  store float %225, ptr %381, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %382 = getelementptr inbounds nuw i8, ptr %376, i64 %56
  store float %230, ptr %382, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %383 = getelementptr inbounds nuw i8, ptr %376, i64 %57
  store float %235, ptr %383, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %384 = getelementptr inbounds nuw i8, ptr %376, i64 %58
  store float %240, ptr %384, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %385 = getelementptr inbounds nuw float, ptr %376, i64 %15
  store float %245, ptr %385, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %386 = getelementptr inbounds nuw i8, ptr %376, i64 %59
  store float %250, ptr %386, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %387 = getelementptr inbounds nuw i8, ptr %376, i64 %60
  store float %255, ptr %387, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %388 = getelementptr inbounds nuw i8, ptr %376, i64 %61
  store float %260, ptr %388, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %389 = getelementptr inbounds nuw i8, ptr %376, i64 %62
  store float %265, ptr %389, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %390 = getelementptr inbounds nuw i8, ptr %376, i64 %63
  store float %270, ptr %390, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %391 = getelementptr inbounds nuw i8, ptr %376, i64 %64
  store float %275, ptr %391, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %392 = getelementptr inbounds nuw i8, ptr %376, i64 %65
  store float %280, ptr %392, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %393 = getelementptr inbounds nuw i8, ptr %376, i64 %66
  store float %285, ptr %393, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %394 = getelementptr inbounds nuw i8, ptr %376, i64 %67
  store float %290, ptr %394, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %395 = getelementptr inbounds nuw i8, ptr %376, i64 %68
  store float %295, ptr %395, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %396 = getelementptr inbounds nuw i8, ptr %376, i64 %69
  store float %300, ptr %396, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %397 = getelementptr inbounds nuw i8, ptr %376, i64 %70
  store float %305, ptr %397, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %398 = getelementptr inbounds nuw i8, ptr %376, i64 %71
  store float %310, ptr %398, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %399 = getelementptr inbounds nuw i8, ptr %376, i64 %72
  store float %315, ptr %399, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %400 = getelementptr inbounds nuw i8, ptr %376, i64 %73
  store float %320, ptr %400, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %401 = getelementptr inbounds nuw i8, ptr %376, i64 %74
  store float %325, ptr %401, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %402 = getelementptr inbounds nuw i8, ptr %376, i64 %75
  store float %330, ptr %402, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %403 = getelementptr inbounds nuw i8, ptr %376, i64 %76
  store float %335, ptr %403, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %404 = getelementptr inbounds nuw i8, ptr %376, i64 %77
  store float %340, ptr %404, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %405 = getelementptr inbounds nuw i8, ptr %376, i64 %78
  store float %345, ptr %405, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %406 = getelementptr inbounds nuw i8, ptr %376, i64 %79
  store float %350, ptr %406, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %407 = getelementptr inbounds nuw i8, ptr %376, i64 %80
  store float %355, ptr %407, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %408 = getelementptr inbounds nuw i8, ptr %376, i64 %81
  store float %360, ptr %408, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %409 = getelementptr inbounds nuw i8, ptr %376, i64 %82
  store float %365, ptr %409, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %410 = getelementptr inbounds nuw i8, ptr %376, i64 %83
  store float %370, ptr %410, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %411 = getelementptr inbounds nuw i8, ptr %376, i64 %84
  store float %375, ptr %411, align 4, !tbaa !29, !alias.scope !39, !noalias !36
  %412 = add nuw nsw i64 %86, %33
  %413 = icmp samesign ult i64 %412, %14
  br i1 %413, label %85, label %414, !llvm.loop !44

414:                                              ; preds = %85, %6, %11, %20
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @wino_input_f4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.WinoShape) align 8 captures(none) %2) local_unnamed_addr #2 {
  %4 = load i32, ptr %2, align 8, !tbaa !11
  %5 = icmp slt i32 %4, 1
  br i1 %5, label %1696, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !14
  %9 = icmp slt i32 %8, 1
  br i1 %9, label %1696, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %12 = load i32, ptr %11, align 8, !tbaa !15
  %13 = icmp slt i32 %12, 1
  br i1 %13, label %1696, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %16 = load i32, ptr %15, align 4, !tbaa !16
  %17 = icmp slt i32 %16, 1
  br i1 %17, label %1696, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = icmp slt i32 %20, 1
  br i1 %21, label %1696, label %22

22:                                               ; preds = %18
  %23 = icmp samesign ugt i32 %4, 256
  %24 = icmp samesign ugt i32 %8, 2048
  %25 = or i1 %23, %24
  %26 = icmp samesign ugt i32 %12, 4096
  %27 = or i1 %25, %26
  %28 = icmp samesign ugt i32 %16, 4096
  %29 = or i1 %27, %28
  %30 = icmp samesign ugt i32 %20, 2048
  %31 = or i1 %29, %30
  br i1 %31, label %1696, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %34 = load i32, ptr %33, align 4, !tbaa !18
  %35 = icmp ugt i32 %34, 2
  br i1 %35, label %1696, label %36

36:                                               ; preds = %32
  %37 = shl nuw nsw i32 %34, 1
  %38 = add nuw nsw i32 %37, %12
  %39 = add nsw i32 %38, -2
  %40 = add nuw nsw i32 %37, %16
  %41 = add nsw i32 %40, -2
  %42 = icmp samesign ult i32 %38, 3
  %43 = icmp samesign ult i32 %40, 3
  %44 = select i1 %42, i1 true, i1 %43
  br i1 %44, label %1696, label %45

45:                                               ; preds = %36
  %46 = add nuw nsw i32 %38, 1
  %47 = lshr i32 %46, 2
  %48 = add nuw nsw i32 %40, 1
  %49 = lshr i32 %48, 2
  %50 = zext nneg i32 %4 to i64
  %51 = zext nneg i32 %47 to i64
  %52 = mul nuw nsw i32 %49, %4
  %53 = zext nneg i32 %52 to i64
  %54 = mul nuw nsw i64 %53, %51
  %55 = zext nneg i32 %8 to i64
  %56 = mul nuw nsw i64 %55, %50
  %57 = zext nneg i32 %12 to i64
  %58 = mul nuw nsw i64 %56, %57
  %59 = zext nneg i32 %16 to i64
  %60 = mul nuw nsw i64 %58, %59
  %61 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %62 = load i64, ptr %61, align 8, !tbaa !20
  %63 = icmp sgt i64 %60, %62
  br i1 %63, label %1696, label %64

64:                                               ; preds = %45
  %65 = mul nuw nsw i64 %54, 36
  %66 = mul nuw nsw i64 %65, %55
  %67 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %68 = load i64, ptr %67, align 8, !tbaa !21
  %69 = icmp sgt i64 %66, %68
  br i1 %69, label %1696, label %70

70:                                               ; preds = %64
  %71 = zext nneg i32 %20 to i64
  %72 = mul nuw nsw i64 %65, %71
  %73 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %74 = load i64, ptr %73, align 8, !tbaa !22
  %75 = icmp sgt i64 %72, %74
  br i1 %75, label %1696, label %76

76:                                               ; preds = %70
  %77 = zext nneg i32 %39 to i64
  %78 = zext nneg i32 %41 to i64
  %79 = mul nuw nsw i64 %71, %50
  %80 = mul nuw nsw i64 %79, %77
  %81 = mul nuw nsw i64 %80, %78
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %83 = load i64, ptr %82, align 8, !tbaa !23
  %84 = icmp sgt i64 %81, %83
  br i1 %84, label %1696, label %85

85:                                               ; preds = %76
  %86 = zext nneg i32 %8 to i64
  %87 = mul nuw nsw i64 %54, %86
  %88 = mul nuw nsw i32 %16, %12
  %89 = zext nneg i32 %88 to i64
  %90 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %91 = zext nneg i32 %90 to i64
  %92 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %93 = zext nneg i32 %92 to i64
  %94 = mul nuw nsw i64 %91, %93
  %95 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %96 = zext nneg i32 %95 to i64
  %97 = add nuw nsw i64 %94, %96
  %98 = icmp samesign ult i64 %97, %87
  br i1 %98, label %99, label %1696

99:                                               ; preds = %85
  %100 = zext nneg i32 %49 to i64
  %101 = mul nuw nsw i64 %100, %51
  %102 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %103 = zext nneg i32 %102 to i64
  %104 = mul nuw nsw i64 %103, %93
  %105 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %106 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %107 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %108 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %109 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %110 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %111 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %112 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %113 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %114 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %115 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %116 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %117 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %118 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %119 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %120 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %121 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %122 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %123 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %124 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %125 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %126 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %127 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %128 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %129 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %130 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %131 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %132 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %133 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %134 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %137 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %138 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %139 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %140 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %141 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %142 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %143 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %144 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %145 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %146 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %147 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %148 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %149 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %150 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %151 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %152 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %153 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %154 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %155 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %156 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %157 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %158 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %159 = shl nuw nsw i64 %86, 1
  %160 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %161 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %162 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %163 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %164 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %165 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %166 = mul nuw nsw i64 %86, 3
  %167 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %168 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %169 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %170 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %171 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %172 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %173 = shl nuw nsw i64 %86, 2
  %174 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %175 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %176 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %177 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %178 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %179 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %180 = mul nuw nsw i64 %86, 5
  %181 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %182 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %183 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %184 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %185 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %186 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %187 = mul nuw nsw i64 %86, 6
  %188 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %189 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %190 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %191 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %192 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %194 = mul nuw nsw i64 %86, 7
  %195 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %196 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %197 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %198 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %199 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %200 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %201 = shl nuw nsw i64 %86, 3
  %202 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %203 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %204 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %205 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %206 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %207 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %208 = mul nuw nsw i64 %86, 9
  %209 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %210 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %212 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %213 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %214 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %215 = mul nuw nsw i64 %86, 10
  %216 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %217 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %218 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %220 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %221 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %222 = mul nuw nsw i64 %86, 11
  %223 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %224 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %225 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %226 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %227 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %228 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %229 = mul nuw nsw i64 %86, 12
  %230 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %231 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %233 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %234 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %235 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %236 = mul nuw nsw i64 %86, 13
  %237 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %238 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %239 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %240 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %241 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %242 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %243 = mul nuw nsw i64 %86, 14
  %244 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %245 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %246 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %247 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %248 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %249 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %250 = mul nuw nsw i64 %86, 15
  %251 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %252 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %253 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %254 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %255 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %256 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %257 = shl nuw nsw i64 %86, 4
  %258 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %259 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %260 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %261 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %262 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %263 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %264 = mul nuw nsw i64 %86, 17
  %265 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %266 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %267 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %268 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %269 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %270 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %271 = mul nuw nsw i64 %86, 18
  %272 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %273 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %274 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %275 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %276 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %277 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %278 = mul nuw nsw i64 %86, 19
  %279 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %280 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %281 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %282 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %283 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %284 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %285 = mul nuw nsw i64 %86, 20
  %286 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %287 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %288 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %289 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %290 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %291 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %292 = mul nuw nsw i64 %86, 21
  %293 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %294 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %295 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %296 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %297 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %298 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %299 = mul nuw nsw i64 %86, 22
  %300 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %301 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %302 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %303 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %304 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %305 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %306 = mul nuw nsw i64 %86, 23
  %307 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %308 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %309 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %310 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %311 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %312 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %313 = mul nuw nsw i64 %86, 24
  %314 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %315 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %316 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %317 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %318 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %319 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %320 = mul nuw nsw i64 %86, 25
  %321 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %322 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %323 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %324 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %325 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %326 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %327 = mul nuw nsw i64 %86, 26
  %328 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %329 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %330 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %331 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %332 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %333 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %334 = mul nuw nsw i64 %86, 27
  %335 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %336 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %337 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %338 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %339 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %340 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %341 = mul nuw nsw i64 %86, 28
  %342 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %343 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %344 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %345 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %346 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %347 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %348 = mul nuw nsw i64 %86, 29
  %349 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %350 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %351 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %352 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %353 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %354 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %355 = mul nuw nsw i64 %86, 30
  %356 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %357 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %358 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %359 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %360 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %361 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %362 = mul nuw nsw i64 %86, 31
  %363 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %364 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %365 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %366 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %367 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %368 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %369 = shl nuw nsw i64 %86, 5
  %370 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %371 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %372 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %373 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %374 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %375 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %376 = mul nuw nsw i64 %86, 33
  %377 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %378 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %379 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %380 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %381 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %382 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %383 = mul nuw nsw i64 %86, 34
  %384 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %385 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %386 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %387 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %388 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %389 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %390 = mul nuw nsw i64 %86, 35
  br label %391

391:                                              ; preds = %99, %720
  %392 = phi i64 [ %97, %99 ], [ %1694, %720 ]
  %393 = freeze i64 %392
  %394 = freeze i64 %54
  %395 = udiv i64 %393, %394
  %396 = mul i64 %395, %394
  %397 = sub i64 %393, %396
  %398 = freeze i64 %100
  %399 = udiv i64 %397, %398
  %400 = mul i64 %399, %398
  %401 = sub i64 %397, %400
  %402 = trunc nuw nsw i64 %401 to i32
  %403 = urem i64 %399, %51
  %404 = trunc nuw nsw i64 %403 to i32
  %405 = udiv i64 %397, %101
  %406 = mul nuw nsw i64 %405, %86
  %407 = shl i64 %395, 32
  %408 = ashr exact i64 %407, 32
  %409 = add nsw i64 %406, %408
  %410 = mul i64 %409, %89
  %411 = getelementptr inbounds nuw float, ptr %0, i64 %410
  %412 = shl nuw nsw i32 %404, 2
  %413 = sub nsw i32 %412, %34
  %414 = shl nuw nsw i32 %402, 2
  %415 = sub nsw i32 %414, %34
  %416 = icmp ult i32 %413, %12
  %417 = zext nneg i32 %413 to i64
  %418 = mul nuw nsw i64 %417, %59
  %419 = getelementptr inbounds nuw float, ptr %411, i64 %418
  %420 = icmp ult i32 %415, %16
  %421 = select i1 %416, i1 %420, i1 false
  br i1 %421, label %422, label %426

422:                                              ; preds = %391
  %423 = zext nneg i32 %415 to i64
  %424 = getelementptr inbounds nuw float, ptr %419, i64 %423
  %425 = load float, ptr %424, align 4, !tbaa !29
  br label %426

426:                                              ; preds = %391, %422
  %427 = phi contract float [ %425, %422 ], [ 0.000000e+00, %391 ]
  %428 = add nsw i32 %415, 1
  %429 = icmp sgt i32 %415, -2
  %430 = select i1 %416, i1 %429, i1 false
  %431 = icmp slt i32 %428, %16
  %432 = select i1 %430, i1 %431, i1 false
  br i1 %432, label %433, label %437

433:                                              ; preds = %426
  %434 = zext nneg i32 %428 to i64
  %435 = getelementptr inbounds nuw float, ptr %419, i64 %434
  %436 = load float, ptr %435, align 4, !tbaa !29
  br label %437

437:                                              ; preds = %433, %426
  %438 = phi contract float [ %436, %433 ], [ 0.000000e+00, %426 ]
  %439 = add nsw i32 %415, 2
  %440 = icmp slt i32 %439, %16
  %441 = select i1 %416, i1 %440, i1 false
  br i1 %441, label %442, label %446

442:                                              ; preds = %437
  %443 = zext nneg i32 %439 to i64
  %444 = getelementptr inbounds nuw float, ptr %419, i64 %443
  %445 = load float, ptr %444, align 4, !tbaa !29
  br label %446

446:                                              ; preds = %442, %437
  %447 = phi contract float [ %445, %442 ], [ 0.000000e+00, %437 ]
  %448 = add nsw i32 %415, 3
  %449 = icmp slt i32 %448, %16
  %450 = select i1 %416, i1 %449, i1 false
  br i1 %450, label %451, label %455

451:                                              ; preds = %446
  %452 = zext nneg i32 %448 to i64
  %453 = getelementptr inbounds nuw float, ptr %419, i64 %452
  %454 = load float, ptr %453, align 4, !tbaa !29
  br label %455

455:                                              ; preds = %451, %446
  %456 = phi contract float [ %454, %451 ], [ 0.000000e+00, %446 ]
  %457 = add nsw i32 %415, 4
  %458 = icmp slt i32 %457, %16
  %459 = select i1 %416, i1 %458, i1 false
  br i1 %459, label %460, label %464

460:                                              ; preds = %455
  %461 = zext nneg i32 %457 to i64
  %462 = getelementptr inbounds nuw float, ptr %419, i64 %461
  %463 = load float, ptr %462, align 4, !tbaa !29
  br label %464

464:                                              ; preds = %460, %455
  %465 = phi contract float [ %463, %460 ], [ 0.000000e+00, %455 ]
  %466 = add nsw i32 %415, 5
  %467 = icmp slt i32 %466, %16
  %468 = select i1 %416, i1 %467, i1 false
  br i1 %468, label %469, label %473

469:                                              ; preds = %464
  %470 = zext nneg i32 %466 to i64
  %471 = getelementptr inbounds nuw float, ptr %419, i64 %470
  %472 = load float, ptr %471, align 4, !tbaa !29
  br label %473

473:                                              ; preds = %469, %464
  %474 = phi contract float [ %472, %469 ], [ 0.000000e+00, %464 ]
  %475 = add nsw i32 %413, 1
  %476 = icmp sgt i32 %413, -2
  %477 = icmp slt i32 %475, %12
  %478 = select i1 %476, i1 %477, i1 false
  %479 = zext nneg i32 %475 to i64
  %480 = mul nuw nsw i64 %479, %59
  %481 = getelementptr inbounds nuw float, ptr %411, i64 %480
  %482 = icmp ult i32 %415, %16
  %483 = select i1 %478, i1 %482, i1 false
  br i1 %483, label %484, label %488

484:                                              ; preds = %473
  %485 = zext nneg i32 %415 to i64
  %486 = getelementptr inbounds nuw float, ptr %481, i64 %485
  %487 = load float, ptr %486, align 4, !tbaa !29
  br label %488

488:                                              ; preds = %484, %473
  %489 = phi contract float [ %487, %484 ], [ 0.000000e+00, %473 ]
  %490 = select i1 %478, i1 %429, i1 false
  %491 = select i1 %490, i1 %431, i1 false
  br i1 %491, label %492, label %496

492:                                              ; preds = %488
  %493 = zext nneg i32 %428 to i64
  %494 = getelementptr inbounds nuw float, ptr %481, i64 %493
  %495 = load float, ptr %494, align 4, !tbaa !29
  br label %496

496:                                              ; preds = %492, %488
  %497 = phi contract float [ %495, %492 ], [ 0.000000e+00, %488 ]
  %498 = select i1 %478, i1 %440, i1 false
  br i1 %498, label %499, label %503

499:                                              ; preds = %496
  %500 = zext nneg i32 %439 to i64
  %501 = getelementptr inbounds nuw float, ptr %481, i64 %500
  %502 = load float, ptr %501, align 4, !tbaa !29
  br label %503

503:                                              ; preds = %499, %496
  %504 = phi contract float [ %502, %499 ], [ 0.000000e+00, %496 ]
  %505 = select i1 %478, i1 %449, i1 false
  br i1 %505, label %506, label %510

506:                                              ; preds = %503
  %507 = zext nneg i32 %448 to i64
  %508 = getelementptr inbounds nuw float, ptr %481, i64 %507
  %509 = load float, ptr %508, align 4, !tbaa !29
  br label %510

510:                                              ; preds = %506, %503
  %511 = phi contract float [ %509, %506 ], [ 0.000000e+00, %503 ]
  %512 = select i1 %478, i1 %458, i1 false
  br i1 %512, label %513, label %517

513:                                              ; preds = %510
  %514 = zext nneg i32 %457 to i64
  %515 = getelementptr inbounds nuw float, ptr %481, i64 %514
  %516 = load float, ptr %515, align 4, !tbaa !29
  br label %517

517:                                              ; preds = %513, %510
  %518 = phi contract float [ %516, %513 ], [ 0.000000e+00, %510 ]
  %519 = select i1 %478, i1 %467, i1 false
  br i1 %519, label %520, label %524

520:                                              ; preds = %517
  %521 = zext nneg i32 %466 to i64
  %522 = getelementptr inbounds nuw float, ptr %481, i64 %521
  %523 = load float, ptr %522, align 4, !tbaa !29
  br label %524

524:                                              ; preds = %520, %517
  %525 = phi contract float [ %523, %520 ], [ 0.000000e+00, %517 ]
  %526 = add nsw i32 %413, 2
  %527 = icmp slt i32 %526, %12
  %528 = zext nneg i32 %526 to i64
  %529 = mul nuw nsw i64 %528, %59
  %530 = getelementptr inbounds nuw float, ptr %411, i64 %529
  %531 = icmp ult i32 %415, %16
  %532 = select i1 %527, i1 %531, i1 false
  br i1 %532, label %533, label %537

533:                                              ; preds = %524
  %534 = zext nneg i32 %415 to i64
  %535 = getelementptr inbounds nuw float, ptr %530, i64 %534
  %536 = load float, ptr %535, align 4, !tbaa !29
  br label %537

537:                                              ; preds = %533, %524
  %538 = phi contract float [ %536, %533 ], [ 0.000000e+00, %524 ]
  %539 = select i1 %527, i1 %429, i1 false
  %540 = select i1 %539, i1 %431, i1 false
  br i1 %540, label %541, label %545

541:                                              ; preds = %537
  %542 = zext nneg i32 %428 to i64
  %543 = getelementptr inbounds nuw float, ptr %530, i64 %542
  %544 = load float, ptr %543, align 4, !tbaa !29
  br label %545

545:                                              ; preds = %541, %537
  %546 = phi contract float [ %544, %541 ], [ 0.000000e+00, %537 ]
  %547 = select i1 %527, i1 %440, i1 false
  br i1 %547, label %548, label %552

548:                                              ; preds = %545
  %549 = zext nneg i32 %439 to i64
  %550 = getelementptr inbounds nuw float, ptr %530, i64 %549
  %551 = load float, ptr %550, align 4, !tbaa !29
  br label %552

552:                                              ; preds = %548, %545
  %553 = phi contract float [ %551, %548 ], [ 0.000000e+00, %545 ]
  %554 = select i1 %527, i1 %449, i1 false
  br i1 %554, label %555, label %559

555:                                              ; preds = %552
  %556 = zext nneg i32 %448 to i64
  %557 = getelementptr inbounds nuw float, ptr %530, i64 %556
  %558 = load float, ptr %557, align 4, !tbaa !29
  br label %559

559:                                              ; preds = %555, %552
  %560 = phi contract float [ %558, %555 ], [ 0.000000e+00, %552 ]
  %561 = select i1 %527, i1 %458, i1 false
  br i1 %561, label %562, label %566

562:                                              ; preds = %559
  %563 = zext nneg i32 %457 to i64
  %564 = getelementptr inbounds nuw float, ptr %530, i64 %563
  %565 = load float, ptr %564, align 4, !tbaa !29
  br label %566

566:                                              ; preds = %562, %559
  %567 = phi contract float [ %565, %562 ], [ 0.000000e+00, %559 ]
  %568 = select i1 %527, i1 %467, i1 false
  br i1 %568, label %569, label %573

569:                                              ; preds = %566
  %570 = zext nneg i32 %466 to i64
  %571 = getelementptr inbounds nuw float, ptr %530, i64 %570
  %572 = load float, ptr %571, align 4, !tbaa !29
  br label %573

573:                                              ; preds = %569, %566
  %574 = phi contract float [ %572, %569 ], [ 0.000000e+00, %566 ]
  %575 = add nsw i32 %413, 3
  %576 = icmp slt i32 %575, %12
  %577 = zext nneg i32 %575 to i64
  %578 = mul nuw nsw i64 %577, %59
  %579 = getelementptr inbounds nuw float, ptr %411, i64 %578
  %580 = icmp ult i32 %415, %16
  %581 = select i1 %576, i1 %580, i1 false
  br i1 %581, label %582, label %586

582:                                              ; preds = %573
  %583 = zext nneg i32 %415 to i64
  %584 = getelementptr inbounds nuw float, ptr %579, i64 %583
  %585 = load float, ptr %584, align 4, !tbaa !29
  br label %586

586:                                              ; preds = %582, %573
  %587 = phi contract float [ %585, %582 ], [ 0.000000e+00, %573 ]
  %588 = select i1 %576, i1 %429, i1 false
  %589 = select i1 %588, i1 %431, i1 false
  br i1 %589, label %590, label %594

590:                                              ; preds = %586
  %591 = zext nneg i32 %428 to i64
  %592 = getelementptr inbounds nuw float, ptr %579, i64 %591
  %593 = load float, ptr %592, align 4, !tbaa !29
  br label %594

594:                                              ; preds = %590, %586
  %595 = phi contract float [ %593, %590 ], [ 0.000000e+00, %586 ]
  %596 = select i1 %576, i1 %440, i1 false
  br i1 %596, label %597, label %601

597:                                              ; preds = %594
  %598 = zext nneg i32 %439 to i64
  %599 = getelementptr inbounds nuw float, ptr %579, i64 %598
  %600 = load float, ptr %599, align 4, !tbaa !29
  br label %601

601:                                              ; preds = %597, %594
  %602 = phi contract float [ %600, %597 ], [ 0.000000e+00, %594 ]
  %603 = select i1 %576, i1 %449, i1 false
  br i1 %603, label %604, label %608

604:                                              ; preds = %601
  %605 = zext nneg i32 %448 to i64
  %606 = getelementptr inbounds nuw float, ptr %579, i64 %605
  %607 = load float, ptr %606, align 4, !tbaa !29
  br label %608

608:                                              ; preds = %604, %601
  %609 = phi contract float [ %607, %604 ], [ 0.000000e+00, %601 ]
  %610 = select i1 %576, i1 %458, i1 false
  br i1 %610, label %611, label %615

611:                                              ; preds = %608
  %612 = zext nneg i32 %457 to i64
  %613 = getelementptr inbounds nuw float, ptr %579, i64 %612
  %614 = load float, ptr %613, align 4, !tbaa !29
  br label %615

615:                                              ; preds = %611, %608
  %616 = phi contract float [ %614, %611 ], [ 0.000000e+00, %608 ]
  %617 = select i1 %576, i1 %467, i1 false
  br i1 %617, label %618, label %622

618:                                              ; preds = %615
  %619 = zext nneg i32 %466 to i64
  %620 = getelementptr inbounds nuw float, ptr %579, i64 %619
  %621 = load float, ptr %620, align 4, !tbaa !29
  br label %622

622:                                              ; preds = %618, %615
  %623 = phi contract float [ %621, %618 ], [ 0.000000e+00, %615 ]
  %624 = add nsw i32 %413, 4
  %625 = icmp slt i32 %624, %12
  %626 = zext nneg i32 %624 to i64
  %627 = mul nuw nsw i64 %626, %59
  %628 = getelementptr inbounds nuw float, ptr %411, i64 %627
  %629 = icmp ult i32 %415, %16
  %630 = select i1 %625, i1 %629, i1 false
  br i1 %630, label %631, label %635

631:                                              ; preds = %622
  %632 = zext nneg i32 %415 to i64
  %633 = getelementptr inbounds nuw float, ptr %628, i64 %632
  %634 = load float, ptr %633, align 4, !tbaa !29
  br label %635

635:                                              ; preds = %631, %622
  %636 = phi contract float [ %634, %631 ], [ 0.000000e+00, %622 ]
  %637 = select i1 %625, i1 %429, i1 false
  %638 = select i1 %637, i1 %431, i1 false
  br i1 %638, label %639, label %643

639:                                              ; preds = %635
  %640 = zext nneg i32 %428 to i64
  %641 = getelementptr inbounds nuw float, ptr %628, i64 %640
  %642 = load float, ptr %641, align 4, !tbaa !29
  br label %643

643:                                              ; preds = %639, %635
  %644 = phi contract float [ %642, %639 ], [ 0.000000e+00, %635 ]
  %645 = select i1 %625, i1 %440, i1 false
  br i1 %645, label %646, label %650

646:                                              ; preds = %643
  %647 = zext nneg i32 %439 to i64
  %648 = getelementptr inbounds nuw float, ptr %628, i64 %647
  %649 = load float, ptr %648, align 4, !tbaa !29
  br label %650

650:                                              ; preds = %646, %643
  %651 = phi contract float [ %649, %646 ], [ 0.000000e+00, %643 ]
  %652 = select i1 %625, i1 %449, i1 false
  br i1 %652, label %653, label %657

653:                                              ; preds = %650
  %654 = zext nneg i32 %448 to i64
  %655 = getelementptr inbounds nuw float, ptr %628, i64 %654
  %656 = load float, ptr %655, align 4, !tbaa !29
  br label %657

657:                                              ; preds = %653, %650
  %658 = phi contract float [ %656, %653 ], [ 0.000000e+00, %650 ]
  %659 = select i1 %625, i1 %458, i1 false
  br i1 %659, label %660, label %664

660:                                              ; preds = %657
  %661 = zext nneg i32 %457 to i64
  %662 = getelementptr inbounds nuw float, ptr %628, i64 %661
  %663 = load float, ptr %662, align 4, !tbaa !29
  br label %664

664:                                              ; preds = %660, %657
  %665 = phi contract float [ %663, %660 ], [ 0.000000e+00, %657 ]
  %666 = select i1 %625, i1 %467, i1 false
  br i1 %666, label %667, label %671

667:                                              ; preds = %664
  %668 = zext nneg i32 %466 to i64
  %669 = getelementptr inbounds nuw float, ptr %628, i64 %668
  %670 = load float, ptr %669, align 4, !tbaa !29
  br label %671

671:                                              ; preds = %667, %664
  %672 = phi contract float [ %670, %667 ], [ 0.000000e+00, %664 ]
  %673 = add nsw i32 %413, 5
  %674 = icmp slt i32 %673, %12
  %675 = zext nneg i32 %673 to i64
  %676 = mul nuw nsw i64 %675, %59
  %677 = getelementptr inbounds nuw float, ptr %411, i64 %676
  %678 = icmp ult i32 %415, %16
  %679 = select i1 %674, i1 %678, i1 false
  br i1 %679, label %680, label %684

680:                                              ; preds = %671
  %681 = zext nneg i32 %415 to i64
  %682 = getelementptr inbounds nuw float, ptr %677, i64 %681
  %683 = load float, ptr %682, align 4, !tbaa !29
  br label %684

684:                                              ; preds = %680, %671
  %685 = phi contract float [ %683, %680 ], [ 0.000000e+00, %671 ]
  %686 = select i1 %674, i1 %429, i1 false
  %687 = select i1 %686, i1 %431, i1 false
  br i1 %687, label %688, label %692

688:                                              ; preds = %684
  %689 = zext nneg i32 %428 to i64
  %690 = getelementptr inbounds nuw float, ptr %677, i64 %689
  %691 = load float, ptr %690, align 4, !tbaa !29
  br label %692

692:                                              ; preds = %688, %684
  %693 = phi contract float [ %691, %688 ], [ 0.000000e+00, %684 ]
  %694 = select i1 %674, i1 %440, i1 false
  br i1 %694, label %695, label %699

695:                                              ; preds = %692
  %696 = zext nneg i32 %439 to i64
  %697 = getelementptr inbounds nuw float, ptr %677, i64 %696
  %698 = load float, ptr %697, align 4, !tbaa !29
  br label %699

699:                                              ; preds = %695, %692
  %700 = phi contract float [ %698, %695 ], [ 0.000000e+00, %692 ]
  %701 = select i1 %674, i1 %449, i1 false
  br i1 %701, label %702, label %706

702:                                              ; preds = %699
  %703 = zext nneg i32 %448 to i64
  %704 = getelementptr inbounds nuw float, ptr %677, i64 %703
  %705 = load float, ptr %704, align 4, !tbaa !29
  br label %706

706:                                              ; preds = %702, %699
  %707 = phi contract float [ %705, %702 ], [ 0.000000e+00, %699 ]
  %708 = select i1 %674, i1 %458, i1 false
  br i1 %708, label %709, label %713

709:                                              ; preds = %706
  %710 = zext nneg i32 %457 to i64
  %711 = getelementptr inbounds nuw float, ptr %677, i64 %710
  %712 = load float, ptr %711, align 4, !tbaa !29
  br label %713

713:                                              ; preds = %709, %706
  %714 = phi contract float [ %712, %709 ], [ 0.000000e+00, %706 ]
  %715 = select i1 %674, i1 %467, i1 false
  br i1 %715, label %716, label %720

716:                                              ; preds = %713
  %717 = zext nneg i32 %466 to i64
  %718 = getelementptr inbounds nuw float, ptr %677, i64 %717
  %719 = load float, ptr %718, align 4, !tbaa !29
  br label %720

720:                                              ; preds = %716, %713
  %721 = phi contract float [ %719, %716 ], [ 0.000000e+00, %713 ]
  %722 = fmul contract float %105, %427
  %723 = fadd contract float %722, 0.000000e+00
  %724 = fmul contract float %106, %489
  %725 = fadd contract float %723, %724
  %726 = fmul contract float %107, %538
  %727 = fadd contract float %725, %726
  %728 = fmul contract float %108, %587
  %729 = fadd contract float %727, %728
  %730 = fmul contract float %109, %636
  %731 = fadd contract float %729, %730
  %732 = fmul contract float %110, %685
  %733 = fadd contract float %731, %732
  %734 = fmul contract float %105, %438
  %735 = fadd contract float %734, 0.000000e+00
  %736 = fmul contract float %106, %497
  %737 = fadd contract float %735, %736
  %738 = fmul contract float %107, %546
  %739 = fadd contract float %737, %738
  %740 = fmul contract float %108, %595
  %741 = fadd contract float %739, %740
  %742 = fmul contract float %109, %644
  %743 = fadd contract float %741, %742
  %744 = fmul contract float %110, %693
  %745 = fadd contract float %743, %744
  %746 = fmul contract float %105, %447
  %747 = fadd contract float %746, 0.000000e+00
  %748 = fmul contract float %106, %504
  %749 = fadd contract float %747, %748
  %750 = fmul contract float %107, %553
  %751 = fadd contract float %749, %750
  %752 = fmul contract float %108, %602
  %753 = fadd contract float %751, %752
  %754 = fmul contract float %109, %651
  %755 = fadd contract float %753, %754
  %756 = fmul contract float %110, %700
  %757 = fadd contract float %755, %756
  %758 = fmul contract float %105, %456
  %759 = fadd contract float %758, 0.000000e+00
  %760 = fmul contract float %106, %511
  %761 = fadd contract float %759, %760
  %762 = fmul contract float %107, %560
  %763 = fadd contract float %761, %762
  %764 = fmul contract float %108, %609
  %765 = fadd contract float %763, %764
  %766 = fmul contract float %109, %658
  %767 = fadd contract float %765, %766
  %768 = fmul contract float %110, %707
  %769 = fadd contract float %767, %768
  %770 = fmul contract float %105, %465
  %771 = fadd contract float %770, 0.000000e+00
  %772 = fmul contract float %106, %518
  %773 = fadd contract float %771, %772
  %774 = fmul contract float %107, %567
  %775 = fadd contract float %773, %774
  %776 = fmul contract float %108, %616
  %777 = fadd contract float %775, %776
  %778 = fmul contract float %109, %665
  %779 = fadd contract float %777, %778
  %780 = fmul contract float %110, %714
  %781 = fadd contract float %779, %780
  %782 = fmul contract float %105, %474
  %783 = fadd contract float %782, 0.000000e+00
  %784 = fmul contract float %106, %525
  %785 = fadd contract float %783, %784
  %786 = fmul contract float %107, %574
  %787 = fadd contract float %785, %786
  %788 = fmul contract float %108, %623
  %789 = fadd contract float %787, %788
  %790 = fmul contract float %109, %672
  %791 = fadd contract float %789, %790
  %792 = fmul contract float %110, %721
  %793 = fadd contract float %791, %792
  %794 = fmul contract float %111, %427
  %795 = fadd contract float %794, 0.000000e+00
  %796 = fmul contract float %112, %489
  %797 = fadd contract float %795, %796
  %798 = fmul contract float %113, %538
  %799 = fadd contract float %797, %798
  %800 = fmul contract float %114, %587
  %801 = fadd contract float %799, %800
  %802 = fmul contract float %115, %636
  %803 = fadd contract float %801, %802
  %804 = fmul contract float %116, %685
  %805 = fadd contract float %803, %804
  %806 = fmul contract float %111, %438
  %807 = fadd contract float %806, 0.000000e+00
  %808 = fmul contract float %112, %497
  %809 = fadd contract float %807, %808
  %810 = fmul contract float %113, %546
  %811 = fadd contract float %809, %810
  %812 = fmul contract float %114, %595
  %813 = fadd contract float %811, %812
  %814 = fmul contract float %115, %644
  %815 = fadd contract float %813, %814
  %816 = fmul contract float %116, %693
  %817 = fadd contract float %815, %816
  %818 = fmul contract float %111, %447
  %819 = fadd contract float %818, 0.000000e+00
  %820 = fmul contract float %112, %504
  %821 = fadd contract float %819, %820
  %822 = fmul contract float %113, %553
  %823 = fadd contract float %821, %822
  %824 = fmul contract float %114, %602
  %825 = fadd contract float %823, %824
  %826 = fmul contract float %115, %651
  %827 = fadd contract float %825, %826
  %828 = fmul contract float %116, %700
  %829 = fadd contract float %827, %828
  %830 = fmul contract float %111, %456
  %831 = fadd contract float %830, 0.000000e+00
  %832 = fmul contract float %112, %511
  %833 = fadd contract float %831, %832
  %834 = fmul contract float %113, %560
  %835 = fadd contract float %833, %834
  %836 = fmul contract float %114, %609
  %837 = fadd contract float %835, %836
  %838 = fmul contract float %115, %658
  %839 = fadd contract float %837, %838
  %840 = fmul contract float %116, %707
  %841 = fadd contract float %839, %840
  %842 = fmul contract float %111, %465
  %843 = fadd contract float %842, 0.000000e+00
  %844 = fmul contract float %112, %518
  %845 = fadd contract float %843, %844
  %846 = fmul contract float %113, %567
  %847 = fadd contract float %845, %846
  %848 = fmul contract float %114, %616
  %849 = fadd contract float %847, %848
  %850 = fmul contract float %115, %665
  %851 = fadd contract float %849, %850
  %852 = fmul contract float %116, %714
  %853 = fadd contract float %851, %852
  %854 = fmul contract float %111, %474
  %855 = fadd contract float %854, 0.000000e+00
  %856 = fmul contract float %112, %525
  %857 = fadd contract float %855, %856
  %858 = fmul contract float %113, %574
  %859 = fadd contract float %857, %858
  %860 = fmul contract float %114, %623
  %861 = fadd contract float %859, %860
  %862 = fmul contract float %115, %672
  %863 = fadd contract float %861, %862
  %864 = fmul contract float %116, %721
  %865 = fadd contract float %863, %864
  %866 = fmul contract float %117, %427
  %867 = fadd contract float %866, 0.000000e+00
  %868 = fmul contract float %118, %489
  %869 = fadd contract float %867, %868
  %870 = fmul contract float %119, %538
  %871 = fadd contract float %869, %870
  %872 = fmul contract float %120, %587
  %873 = fadd contract float %871, %872
  %874 = fmul contract float %121, %636
  %875 = fadd contract float %873, %874
  %876 = fmul contract float %122, %685
  %877 = fadd contract float %875, %876
  %878 = fmul contract float %117, %438
  %879 = fadd contract float %878, 0.000000e+00
  %880 = fmul contract float %118, %497
  %881 = fadd contract float %879, %880
  %882 = fmul contract float %119, %546
  %883 = fadd contract float %881, %882
  %884 = fmul contract float %120, %595
  %885 = fadd contract float %883, %884
  %886 = fmul contract float %121, %644
  %887 = fadd contract float %885, %886
  %888 = fmul contract float %122, %693
  %889 = fadd contract float %887, %888
  %890 = fmul contract float %117, %447
  %891 = fadd contract float %890, 0.000000e+00
  %892 = fmul contract float %118, %504
  %893 = fadd contract float %891, %892
  %894 = fmul contract float %119, %553
  %895 = fadd contract float %893, %894
  %896 = fmul contract float %120, %602
  %897 = fadd contract float %895, %896
  %898 = fmul contract float %121, %651
  %899 = fadd contract float %897, %898
  %900 = fmul contract float %122, %700
  %901 = fadd contract float %899, %900
  %902 = fmul contract float %117, %456
  %903 = fadd contract float %902, 0.000000e+00
  %904 = fmul contract float %118, %511
  %905 = fadd contract float %903, %904
  %906 = fmul contract float %119, %560
  %907 = fadd contract float %905, %906
  %908 = fmul contract float %120, %609
  %909 = fadd contract float %907, %908
  %910 = fmul contract float %121, %658
  %911 = fadd contract float %909, %910
  %912 = fmul contract float %122, %707
  %913 = fadd contract float %911, %912
  %914 = fmul contract float %117, %465
  %915 = fadd contract float %914, 0.000000e+00
  %916 = fmul contract float %118, %518
  %917 = fadd contract float %915, %916
  %918 = fmul contract float %119, %567
  %919 = fadd contract float %917, %918
  %920 = fmul contract float %120, %616
  %921 = fadd contract float %919, %920
  %922 = fmul contract float %121, %665
  %923 = fadd contract float %921, %922
  %924 = fmul contract float %122, %714
  %925 = fadd contract float %923, %924
  %926 = fmul contract float %117, %474
  %927 = fadd contract float %926, 0.000000e+00
  %928 = fmul contract float %118, %525
  %929 = fadd contract float %927, %928
  %930 = fmul contract float %119, %574
  %931 = fadd contract float %929, %930
  %932 = fmul contract float %120, %623
  %933 = fadd contract float %931, %932
  %934 = fmul contract float %121, %672
  %935 = fadd contract float %933, %934
  %936 = fmul contract float %122, %721
  %937 = fadd contract float %935, %936
  %938 = fmul contract float %123, %427
  %939 = fadd contract float %938, 0.000000e+00
  %940 = fmul contract float %124, %489
  %941 = fadd contract float %939, %940
  %942 = fmul contract float %125, %538
  %943 = fadd contract float %941, %942
  %944 = fmul contract float %126, %587
  %945 = fadd contract float %943, %944
  %946 = fmul contract float %127, %636
  %947 = fadd contract float %945, %946
  %948 = fmul contract float %128, %685
  %949 = fadd contract float %947, %948
  %950 = fmul contract float %123, %438
  %951 = fadd contract float %950, 0.000000e+00
  %952 = fmul contract float %124, %497
  %953 = fadd contract float %951, %952
  %954 = fmul contract float %125, %546
  %955 = fadd contract float %953, %954
  %956 = fmul contract float %126, %595
  %957 = fadd contract float %955, %956
  %958 = fmul contract float %127, %644
  %959 = fadd contract float %957, %958
  %960 = fmul contract float %128, %693
  %961 = fadd contract float %959, %960
  %962 = fmul contract float %123, %447
  %963 = fadd contract float %962, 0.000000e+00
  %964 = fmul contract float %124, %504
  %965 = fadd contract float %963, %964
  %966 = fmul contract float %125, %553
  %967 = fadd contract float %965, %966
  %968 = fmul contract float %126, %602
  %969 = fadd contract float %967, %968
  %970 = fmul contract float %127, %651
  %971 = fadd contract float %969, %970
  %972 = fmul contract float %128, %700
  %973 = fadd contract float %971, %972
  %974 = fmul contract float %123, %456
  %975 = fadd contract float %974, 0.000000e+00
  %976 = fmul contract float %124, %511
  %977 = fadd contract float %975, %976
  %978 = fmul contract float %125, %560
  %979 = fadd contract float %977, %978
  %980 = fmul contract float %126, %609
  %981 = fadd contract float %979, %980
  %982 = fmul contract float %127, %658
  %983 = fadd contract float %981, %982
  %984 = fmul contract float %128, %707
  %985 = fadd contract float %983, %984
  %986 = fmul contract float %123, %465
  %987 = fadd contract float %986, 0.000000e+00
  %988 = fmul contract float %124, %518
  %989 = fadd contract float %987, %988
  %990 = fmul contract float %125, %567
  %991 = fadd contract float %989, %990
  %992 = fmul contract float %126, %616
  %993 = fadd contract float %991, %992
  %994 = fmul contract float %127, %665
  %995 = fadd contract float %993, %994
  %996 = fmul contract float %128, %714
  %997 = fadd contract float %995, %996
  %998 = fmul contract float %123, %474
  %999 = fadd contract float %998, 0.000000e+00
  %1000 = fmul contract float %124, %525
  %1001 = fadd contract float %999, %1000
  %1002 = fmul contract float %125, %574
  %1003 = fadd contract float %1001, %1002
  %1004 = fmul contract float %126, %623
  %1005 = fadd contract float %1003, %1004
  %1006 = fmul contract float %127, %672
  %1007 = fadd contract float %1005, %1006
  %1008 = fmul contract float %128, %721
  %1009 = fadd contract float %1007, %1008
  %1010 = fmul contract float %129, %427
  %1011 = fadd contract float %1010, 0.000000e+00
  %1012 = fmul contract float %130, %489
  %1013 = fadd contract float %1011, %1012
  %1014 = fmul contract float %131, %538
  %1015 = fadd contract float %1013, %1014
  %1016 = fmul contract float %132, %587
  %1017 = fadd contract float %1015, %1016
  %1018 = fmul contract float %133, %636
  %1019 = fadd contract float %1017, %1018
  %1020 = fmul contract float %134, %685
  %1021 = fadd contract float %1019, %1020
  %1022 = fmul contract float %129, %438
  %1023 = fadd contract float %1022, 0.000000e+00
  %1024 = fmul contract float %130, %497
  %1025 = fadd contract float %1023, %1024
  %1026 = fmul contract float %131, %546
  %1027 = fadd contract float %1025, %1026
  %1028 = fmul contract float %132, %595
  %1029 = fadd contract float %1027, %1028
  %1030 = fmul contract float %133, %644
  %1031 = fadd contract float %1029, %1030
  %1032 = fmul contract float %134, %693
  %1033 = fadd contract float %1031, %1032
  %1034 = fmul contract float %129, %447
  %1035 = fadd contract float %1034, 0.000000e+00
  %1036 = fmul contract float %130, %504
  %1037 = fadd contract float %1035, %1036
  %1038 = fmul contract float %131, %553
  %1039 = fadd contract float %1037, %1038
  %1040 = fmul contract float %132, %602
  %1041 = fadd contract float %1039, %1040
  %1042 = fmul contract float %133, %651
  %1043 = fadd contract float %1041, %1042
  %1044 = fmul contract float %134, %700
  %1045 = fadd contract float %1043, %1044
  %1046 = fmul contract float %129, %456
  %1047 = fadd contract float %1046, 0.000000e+00
  %1048 = fmul contract float %130, %511
  %1049 = fadd contract float %1047, %1048
  %1050 = fmul contract float %131, %560
  %1051 = fadd contract float %1049, %1050
  %1052 = fmul contract float %132, %609
  %1053 = fadd contract float %1051, %1052
  %1054 = fmul contract float %133, %658
  %1055 = fadd contract float %1053, %1054
  %1056 = fmul contract float %134, %707
  %1057 = fadd contract float %1055, %1056
  %1058 = fmul contract float %129, %465
  %1059 = fadd contract float %1058, 0.000000e+00
  %1060 = fmul contract float %130, %518
  %1061 = fadd contract float %1059, %1060
  %1062 = fmul contract float %131, %567
  %1063 = fadd contract float %1061, %1062
  %1064 = fmul contract float %132, %616
  %1065 = fadd contract float %1063, %1064
  %1066 = fmul contract float %133, %665
  %1067 = fadd contract float %1065, %1066
  %1068 = fmul contract float %134, %714
  %1069 = fadd contract float %1067, %1068
  %1070 = fmul contract float %129, %474
  %1071 = fadd contract float %1070, 0.000000e+00
  %1072 = fmul contract float %130, %525
  %1073 = fadd contract float %1071, %1072
  %1074 = fmul contract float %131, %574
  %1075 = fadd contract float %1073, %1074
  %1076 = fmul contract float %132, %623
  %1077 = fadd contract float %1075, %1076
  %1078 = fmul contract float %133, %672
  %1079 = fadd contract float %1077, %1078
  %1080 = fmul contract float %134, %721
  %1081 = fadd contract float %1079, %1080
  %1082 = fmul contract float %135, %427
  %1083 = fadd contract float %1082, 0.000000e+00
  %1084 = fmul contract float %136, %489
  %1085 = fadd contract float %1083, %1084
  %1086 = fmul contract float %137, %538
  %1087 = fadd contract float %1085, %1086
  %1088 = fmul contract float %138, %587
  %1089 = fadd contract float %1087, %1088
  %1090 = fmul contract float %139, %636
  %1091 = fadd contract float %1089, %1090
  %1092 = fmul contract float %140, %685
  %1093 = fadd contract float %1091, %1092
  %1094 = fmul contract float %135, %438
  %1095 = fadd contract float %1094, 0.000000e+00
  %1096 = fmul contract float %136, %497
  %1097 = fadd contract float %1095, %1096
  %1098 = fmul contract float %137, %546
  %1099 = fadd contract float %1097, %1098
  %1100 = fmul contract float %138, %595
  %1101 = fadd contract float %1099, %1100
  %1102 = fmul contract float %139, %644
  %1103 = fadd contract float %1101, %1102
  %1104 = fmul contract float %140, %693
  %1105 = fadd contract float %1103, %1104
  %1106 = fmul contract float %135, %447
  %1107 = fadd contract float %1106, 0.000000e+00
  %1108 = fmul contract float %136, %504
  %1109 = fadd contract float %1107, %1108
  %1110 = fmul contract float %137, %553
  %1111 = fadd contract float %1109, %1110
  %1112 = fmul contract float %138, %602
  %1113 = fadd contract float %1111, %1112
  %1114 = fmul contract float %139, %651
  %1115 = fadd contract float %1113, %1114
  %1116 = fmul contract float %140, %700
  %1117 = fadd contract float %1115, %1116
  %1118 = fmul contract float %135, %456
  %1119 = fadd contract float %1118, 0.000000e+00
  %1120 = fmul contract float %136, %511
  %1121 = fadd contract float %1119, %1120
  %1122 = fmul contract float %137, %560
  %1123 = fadd contract float %1121, %1122
  %1124 = fmul contract float %138, %609
  %1125 = fadd contract float %1123, %1124
  %1126 = fmul contract float %139, %658
  %1127 = fadd contract float %1125, %1126
  %1128 = fmul contract float %140, %707
  %1129 = fadd contract float %1127, %1128
  %1130 = fmul contract float %135, %465
  %1131 = fadd contract float %1130, 0.000000e+00
  %1132 = fmul contract float %136, %518
  %1133 = fadd contract float %1131, %1132
  %1134 = fmul contract float %137, %567
  %1135 = fadd contract float %1133, %1134
  %1136 = fmul contract float %138, %616
  %1137 = fadd contract float %1135, %1136
  %1138 = fmul contract float %139, %665
  %1139 = fadd contract float %1137, %1138
  %1140 = fmul contract float %140, %714
  %1141 = fadd contract float %1139, %1140
  %1142 = fmul contract float %135, %474
  %1143 = fadd contract float %1142, 0.000000e+00
  %1144 = fmul contract float %136, %525
  %1145 = fadd contract float %1143, %1144
  %1146 = fmul contract float %137, %574
  %1147 = fadd contract float %1145, %1146
  %1148 = fmul contract float %138, %623
  %1149 = fadd contract float %1147, %1148
  %1150 = fmul contract float %139, %672
  %1151 = fadd contract float %1149, %1150
  %1152 = fmul contract float %140, %721
  %1153 = fadd contract float %1151, %1152
  %1154 = getelementptr float, ptr %1, i64 %397
  %1155 = fmul contract float %733, %141
  %1156 = fadd contract float %1155, 0.000000e+00
  %1157 = fmul contract float %745, %142
  %1158 = fadd contract float %1156, %1157
  %1159 = fmul contract float %757, %143
  %1160 = fadd contract float %1158, %1159
  %1161 = fmul contract float %769, %144
  %1162 = fadd contract float %1160, %1161
  %1163 = fmul contract float %781, %145
  %1164 = fadd contract float %1162, %1163
  %1165 = fmul contract float %793, %146
  %1166 = fadd contract float %1164, %1165
  %1167 = mul nsw i64 %408, %54
  %1168 = getelementptr float, ptr %1154, i64 %1167
  store float %1166, ptr %1168, align 4, !tbaa !29
  %1169 = fmul contract float %733, %147
  %1170 = fadd contract float %1169, 0.000000e+00
  %1171 = fmul contract float %745, %148
  %1172 = fadd contract float %1170, %1171
  %1173 = fmul contract float %757, %149
  %1174 = fadd contract float %1172, %1173
  %1175 = fmul contract float %769, %150
  %1176 = fadd contract float %1174, %1175
  %1177 = fmul contract float %781, %151
  %1178 = fadd contract float %1176, %1177
  %1179 = fmul contract float %793, %152
  %1180 = fadd contract float %1178, %1179
  %1181 = add nsw i64 %408, %86
  %1182 = mul nsw i64 %1181, %54
  %1183 = getelementptr float, ptr %1154, i64 %1182
  store float %1180, ptr %1183, align 4, !tbaa !29
  %1184 = fmul contract float %733, %153
  %1185 = fadd contract float %1184, 0.000000e+00
  %1186 = fmul contract float %745, %154
  %1187 = fadd contract float %1185, %1186
  %1188 = fmul contract float %757, %155
  %1189 = fadd contract float %1187, %1188
  %1190 = fmul contract float %769, %156
  %1191 = fadd contract float %1189, %1190
  %1192 = fmul contract float %781, %157
  %1193 = fadd contract float %1191, %1192
  %1194 = fmul contract float %793, %158
  %1195 = fadd contract float %1193, %1194
  %1196 = add nsw i64 %159, %408
  %1197 = mul nsw i64 %1196, %54
  %1198 = getelementptr float, ptr %1154, i64 %1197
  store float %1195, ptr %1198, align 4, !tbaa !29
  %1199 = fmul contract float %733, %160
  %1200 = fadd contract float %1199, 0.000000e+00
  %1201 = fmul contract float %745, %161
  %1202 = fadd contract float %1200, %1201
  %1203 = fmul contract float %757, %162
  %1204 = fadd contract float %1202, %1203
  %1205 = fmul contract float %769, %163
  %1206 = fadd contract float %1204, %1205
  %1207 = fmul contract float %781, %164
  %1208 = fadd contract float %1206, %1207
  %1209 = fmul contract float %793, %165
  %1210 = fadd contract float %1208, %1209
  %1211 = add nsw i64 %166, %408
  %1212 = mul nsw i64 %1211, %54
  %1213 = getelementptr float, ptr %1154, i64 %1212
  store float %1210, ptr %1213, align 4, !tbaa !29
  %1214 = fmul contract float %733, %167
  %1215 = fadd contract float %1214, 0.000000e+00
  %1216 = fmul contract float %745, %168
  %1217 = fadd contract float %1215, %1216
  %1218 = fmul contract float %757, %169
  %1219 = fadd contract float %1217, %1218
  %1220 = fmul contract float %769, %170
  %1221 = fadd contract float %1219, %1220
  %1222 = fmul contract float %781, %171
  %1223 = fadd contract float %1221, %1222
  %1224 = fmul contract float %793, %172
  %1225 = fadd contract float %1223, %1224
  %1226 = add nsw i64 %173, %408
  %1227 = mul nsw i64 %1226, %54
  %1228 = getelementptr float, ptr %1154, i64 %1227
  store float %1225, ptr %1228, align 4, !tbaa !29
  %1229 = fmul contract float %733, %174
  %1230 = fadd contract float %1229, 0.000000e+00
  %1231 = fmul contract float %745, %175
  %1232 = fadd contract float %1230, %1231
  %1233 = fmul contract float %757, %176
  %1234 = fadd contract float %1232, %1233
  %1235 = fmul contract float %769, %177
  %1236 = fadd contract float %1234, %1235
  %1237 = fmul contract float %781, %178
  %1238 = fadd contract float %1236, %1237
  %1239 = fmul contract float %793, %179
  %1240 = fadd contract float %1238, %1239
  %1241 = add nsw i64 %180, %408
  %1242 = mul nsw i64 %1241, %54
  %1243 = getelementptr float, ptr %1154, i64 %1242
  store float %1240, ptr %1243, align 4, !tbaa !29
  %1244 = fmul contract float %805, %181
  %1245 = fadd contract float %1244, 0.000000e+00
  %1246 = fmul contract float %817, %182
  %1247 = fadd contract float %1245, %1246
  %1248 = fmul contract float %829, %183
  %1249 = fadd contract float %1247, %1248
  %1250 = fmul contract float %841, %184
  %1251 = fadd contract float %1249, %1250
  %1252 = fmul contract float %853, %185
  %1253 = fadd contract float %1251, %1252
  %1254 = fmul contract float %865, %186
  %1255 = fadd contract float %1253, %1254
  %1256 = add nsw i64 %187, %408
  %1257 = mul nsw i64 %1256, %54
  %1258 = getelementptr float, ptr %1154, i64 %1257
  store float %1255, ptr %1258, align 4, !tbaa !29
  %1259 = fmul contract float %805, %188
  %1260 = fadd contract float %1259, 0.000000e+00
  %1261 = fmul contract float %817, %189
  %1262 = fadd contract float %1260, %1261
  %1263 = fmul contract float %829, %190
  %1264 = fadd contract float %1262, %1263
  %1265 = fmul contract float %841, %191
  %1266 = fadd contract float %1264, %1265
  %1267 = fmul contract float %853, %192
  %1268 = fadd contract float %1266, %1267
  %1269 = fmul contract float %865, %193
  %1270 = fadd contract float %1268, %1269
  %1271 = add nsw i64 %194, %408
  %1272 = mul nsw i64 %1271, %54
  %1273 = getelementptr float, ptr %1154, i64 %1272
  store float %1270, ptr %1273, align 4, !tbaa !29
  %1274 = fmul contract float %805, %195
  %1275 = fadd contract float %1274, 0.000000e+00
  %1276 = fmul contract float %817, %196
  %1277 = fadd contract float %1275, %1276
  %1278 = fmul contract float %829, %197
  %1279 = fadd contract float %1277, %1278
  %1280 = fmul contract float %841, %198
  %1281 = fadd contract float %1279, %1280
  %1282 = fmul contract float %853, %199
  %1283 = fadd contract float %1281, %1282
  %1284 = fmul contract float %865, %200
  %1285 = fadd contract float %1283, %1284
  %1286 = add nsw i64 %201, %408
  %1287 = mul nsw i64 %1286, %54
  %1288 = getelementptr float, ptr %1154, i64 %1287
  store float %1285, ptr %1288, align 4, !tbaa !29
  %1289 = fmul contract float %805, %202
  %1290 = fadd contract float %1289, 0.000000e+00
  %1291 = fmul contract float %817, %203
  %1292 = fadd contract float %1290, %1291
  %1293 = fmul contract float %829, %204
  %1294 = fadd contract float %1292, %1293
  %1295 = fmul contract float %841, %205
  %1296 = fadd contract float %1294, %1295
  %1297 = fmul contract float %853, %206
  %1298 = fadd contract float %1296, %1297
  %1299 = fmul contract float %865, %207
  %1300 = fadd contract float %1298, %1299
  %1301 = add nsw i64 %208, %408
  %1302 = mul nsw i64 %1301, %54
  %1303 = getelementptr float, ptr %1154, i64 %1302
  store float %1300, ptr %1303, align 4, !tbaa !29
  %1304 = fmul contract float %805, %209
  %1305 = fadd contract float %1304, 0.000000e+00
  %1306 = fmul contract float %817, %210
  %1307 = fadd contract float %1305, %1306
  %1308 = fmul contract float %829, %211
  %1309 = fadd contract float %1307, %1308
  %1310 = fmul contract float %841, %212
  %1311 = fadd contract float %1309, %1310
  %1312 = fmul contract float %853, %213
  %1313 = fadd contract float %1311, %1312
  %1314 = fmul contract float %865, %214
  %1315 = fadd contract float %1313, %1314
  %1316 = add nsw i64 %215, %408
  %1317 = mul nsw i64 %1316, %54
  %1318 = getelementptr float, ptr %1154, i64 %1317
  store float %1315, ptr %1318, align 4, !tbaa !29
  %1319 = fmul contract float %805, %216
  %1320 = fadd contract float %1319, 0.000000e+00
  %1321 = fmul contract float %817, %217
  %1322 = fadd contract float %1320, %1321
  %1323 = fmul contract float %829, %218
  %1324 = fadd contract float %1322, %1323
  %1325 = fmul contract float %841, %219
  %1326 = fadd contract float %1324, %1325
  %1327 = fmul contract float %853, %220
  %1328 = fadd contract float %1326, %1327
  %1329 = fmul contract float %865, %221
  %1330 = fadd contract float %1328, %1329
  %1331 = add nsw i64 %222, %408
  %1332 = mul nsw i64 %1331, %54
  %1333 = getelementptr float, ptr %1154, i64 %1332
  store float %1330, ptr %1333, align 4, !tbaa !29
  %1334 = fmul contract float %877, %223
  %1335 = fadd contract float %1334, 0.000000e+00
  %1336 = fmul contract float %889, %224
  %1337 = fadd contract float %1335, %1336
  %1338 = fmul contract float %901, %225
  %1339 = fadd contract float %1337, %1338
  %1340 = fmul contract float %913, %226
  %1341 = fadd contract float %1339, %1340
  %1342 = fmul contract float %925, %227
  %1343 = fadd contract float %1341, %1342
  %1344 = fmul contract float %937, %228
  %1345 = fadd contract float %1343, %1344
  %1346 = add nsw i64 %229, %408
  %1347 = mul nsw i64 %1346, %54
  %1348 = getelementptr float, ptr %1154, i64 %1347
  store float %1345, ptr %1348, align 4, !tbaa !29
  %1349 = fmul contract float %877, %230
  %1350 = fadd contract float %1349, 0.000000e+00
  %1351 = fmul contract float %889, %231
  %1352 = fadd contract float %1350, %1351
  %1353 = fmul contract float %901, %232
  %1354 = fadd contract float %1352, %1353
  %1355 = fmul contract float %913, %233
  %1356 = fadd contract float %1354, %1355
  %1357 = fmul contract float %925, %234
  %1358 = fadd contract float %1356, %1357
  %1359 = fmul contract float %937, %235
  %1360 = fadd contract float %1358, %1359
  %1361 = add nsw i64 %236, %408
  %1362 = mul nsw i64 %1361, %54
  %1363 = getelementptr float, ptr %1154, i64 %1362
  store float %1360, ptr %1363, align 4, !tbaa !29
  %1364 = fmul contract float %877, %237
  %1365 = fadd contract float %1364, 0.000000e+00
  %1366 = fmul contract float %889, %238
  %1367 = fadd contract float %1365, %1366
  %1368 = fmul contract float %901, %239
  %1369 = fadd contract float %1367, %1368
  %1370 = fmul contract float %913, %240
  %1371 = fadd contract float %1369, %1370
  %1372 = fmul contract float %925, %241
  %1373 = fadd contract float %1371, %1372
  %1374 = fmul contract float %937, %242
  %1375 = fadd contract float %1373, %1374
  %1376 = add nsw i64 %243, %408
  %1377 = mul nsw i64 %1376, %54
  %1378 = getelementptr float, ptr %1154, i64 %1377
  store float %1375, ptr %1378, align 4, !tbaa !29
  %1379 = fmul contract float %877, %244
  %1380 = fadd contract float %1379, 0.000000e+00
  %1381 = fmul contract float %889, %245
  %1382 = fadd contract float %1380, %1381
  %1383 = fmul contract float %901, %246
  %1384 = fadd contract float %1382, %1383
  %1385 = fmul contract float %913, %247
  %1386 = fadd contract float %1384, %1385
  %1387 = fmul contract float %925, %248
  %1388 = fadd contract float %1386, %1387
  %1389 = fmul contract float %937, %249
  %1390 = fadd contract float %1388, %1389
  %1391 = add nsw i64 %250, %408
  %1392 = mul nsw i64 %1391, %54
  %1393 = getelementptr float, ptr %1154, i64 %1392
  store float %1390, ptr %1393, align 4, !tbaa !29
  %1394 = fmul contract float %877, %251
  %1395 = fadd contract float %1394, 0.000000e+00
  %1396 = fmul contract float %889, %252
  %1397 = fadd contract float %1395, %1396
  %1398 = fmul contract float %901, %253
  %1399 = fadd contract float %1397, %1398
  %1400 = fmul contract float %913, %254
  %1401 = fadd contract float %1399, %1400
  %1402 = fmul contract float %925, %255
  %1403 = fadd contract float %1401, %1402
  %1404 = fmul contract float %937, %256
  %1405 = fadd contract float %1403, %1404
  %1406 = add nsw i64 %257, %408
  %1407 = mul nsw i64 %1406, %54
  %1408 = getelementptr float, ptr %1154, i64 %1407
  store float %1405, ptr %1408, align 4, !tbaa !29
  %1409 = fmul contract float %877, %258
  %1410 = fadd contract float %1409, 0.000000e+00
  %1411 = fmul contract float %889, %259
  %1412 = fadd contract float %1410, %1411
  %1413 = fmul contract float %901, %260
  %1414 = fadd contract float %1412, %1413
  %1415 = fmul contract float %913, %261
  %1416 = fadd contract float %1414, %1415
  %1417 = fmul contract float %925, %262
  %1418 = fadd contract float %1416, %1417
  %1419 = fmul contract float %937, %263
  %1420 = fadd contract float %1418, %1419
  %1421 = add nsw i64 %264, %408
  %1422 = mul nsw i64 %1421, %54
  %1423 = getelementptr float, ptr %1154, i64 %1422
  store float %1420, ptr %1423, align 4, !tbaa !29
  %1424 = fmul contract float %949, %265
  %1425 = fadd contract float %1424, 0.000000e+00
  %1426 = fmul contract float %961, %266
  %1427 = fadd contract float %1425, %1426
  %1428 = fmul contract float %973, %267
  %1429 = fadd contract float %1427, %1428
  %1430 = fmul contract float %985, %268
  %1431 = fadd contract float %1429, %1430
  %1432 = fmul contract float %997, %269
  %1433 = fadd contract float %1431, %1432
  %1434 = fmul contract float %1009, %270
  %1435 = fadd contract float %1433, %1434
  %1436 = add nsw i64 %271, %408
  %1437 = mul nsw i64 %1436, %54
  %1438 = getelementptr float, ptr %1154, i64 %1437
  store float %1435, ptr %1438, align 4, !tbaa !29
  %1439 = fmul contract float %949, %272
  %1440 = fadd contract float %1439, 0.000000e+00
  %1441 = fmul contract float %961, %273
  %1442 = fadd contract float %1440, %1441
  %1443 = fmul contract float %973, %274
  %1444 = fadd contract float %1442, %1443
  %1445 = fmul contract float %985, %275
  %1446 = fadd contract float %1444, %1445
  %1447 = fmul contract float %997, %276
  %1448 = fadd contract float %1446, %1447
  %1449 = fmul contract float %1009, %277
  %1450 = fadd contract float %1448, %1449
  %1451 = add nsw i64 %278, %408
  %1452 = mul nsw i64 %1451, %54
  %1453 = getelementptr float, ptr %1154, i64 %1452
  store float %1450, ptr %1453, align 4, !tbaa !29
  %1454 = fmul contract float %949, %279
  %1455 = fadd contract float %1454, 0.000000e+00
  %1456 = fmul contract float %961, %280
  %1457 = fadd contract float %1455, %1456
  %1458 = fmul contract float %973, %281
  %1459 = fadd contract float %1457, %1458
  %1460 = fmul contract float %985, %282
  %1461 = fadd contract float %1459, %1460
  %1462 = fmul contract float %997, %283
  %1463 = fadd contract float %1461, %1462
  %1464 = fmul contract float %1009, %284
  %1465 = fadd contract float %1463, %1464
  %1466 = add nsw i64 %285, %408
  %1467 = mul nsw i64 %1466, %54
  %1468 = getelementptr float, ptr %1154, i64 %1467
  store float %1465, ptr %1468, align 4, !tbaa !29
  %1469 = fmul contract float %949, %286
  %1470 = fadd contract float %1469, 0.000000e+00
  %1471 = fmul contract float %961, %287
  %1472 = fadd contract float %1470, %1471
  %1473 = fmul contract float %973, %288
  %1474 = fadd contract float %1472, %1473
  %1475 = fmul contract float %985, %289
  %1476 = fadd contract float %1474, %1475
  %1477 = fmul contract float %997, %290
  %1478 = fadd contract float %1476, %1477
  %1479 = fmul contract float %1009, %291
  %1480 = fadd contract float %1478, %1479
  %1481 = add nsw i64 %292, %408
  %1482 = mul nsw i64 %1481, %54
  %1483 = getelementptr float, ptr %1154, i64 %1482
  store float %1480, ptr %1483, align 4, !tbaa !29
  %1484 = fmul contract float %949, %293
  %1485 = fadd contract float %1484, 0.000000e+00
  %1486 = fmul contract float %961, %294
  %1487 = fadd contract float %1485, %1486
  %1488 = fmul contract float %973, %295
  %1489 = fadd contract float %1487, %1488
  %1490 = fmul contract float %985, %296
  %1491 = fadd contract float %1489, %1490
  %1492 = fmul contract float %997, %297
  %1493 = fadd contract float %1491, %1492
  %1494 = fmul contract float %1009, %298
  %1495 = fadd contract float %1493, %1494
  %1496 = add nsw i64 %299, %408
  %1497 = mul nsw i64 %1496, %54
  %1498 = getelementptr float, ptr %1154, i64 %1497
  store float %1495, ptr %1498, align 4, !tbaa !29
  %1499 = fmul contract float %949, %300
  %1500 = fadd contract float %1499, 0.000000e+00
  %1501 = fmul contract float %961, %301
  %1502 = fadd contract float %1500, %1501
  %1503 = fmul contract float %973, %302
  %1504 = fadd contract float %1502, %1503
  %1505 = fmul contract float %985, %303
  %1506 = fadd contract float %1504, %1505
  %1507 = fmul contract float %997, %304
  %1508 = fadd contract float %1506, %1507
  %1509 = fmul contract float %1009, %305
  %1510 = fadd contract float %1508, %1509
  %1511 = add nsw i64 %306, %408
  %1512 = mul nsw i64 %1511, %54
  %1513 = getelementptr float, ptr %1154, i64 %1512
  store float %1510, ptr %1513, align 4, !tbaa !29
  %1514 = fmul contract float %1021, %307
  %1515 = fadd contract float %1514, 0.000000e+00
  %1516 = fmul contract float %1033, %308
  %1517 = fadd contract float %1515, %1516
  %1518 = fmul contract float %1045, %309
  %1519 = fadd contract float %1517, %1518
  %1520 = fmul contract float %1057, %310
  %1521 = fadd contract float %1519, %1520
  %1522 = fmul contract float %1069, %311
  %1523 = fadd contract float %1521, %1522
  %1524 = fmul contract float %1081, %312
  %1525 = fadd contract float %1523, %1524
  %1526 = add nsw i64 %313, %408
  %1527 = mul nsw i64 %1526, %54
  %1528 = getelementptr float, ptr %1154, i64 %1527
  store float %1525, ptr %1528, align 4, !tbaa !29
  %1529 = fmul contract float %1021, %314
  %1530 = fadd contract float %1529, 0.000000e+00
  %1531 = fmul contract float %1033, %315
  %1532 = fadd contract float %1530, %1531
  %1533 = fmul contract float %1045, %316
  %1534 = fadd contract float %1532, %1533
  %1535 = fmul contract float %1057, %317
  %1536 = fadd contract float %1534, %1535
  %1537 = fmul contract float %1069, %318
  %1538 = fadd contract float %1536, %1537
  %1539 = fmul contract float %1081, %319
  %1540 = fadd contract float %1538, %1539
  %1541 = add nsw i64 %320, %408
  %1542 = mul nsw i64 %1541, %54
  %1543 = getelementptr float, ptr %1154, i64 %1542
  store float %1540, ptr %1543, align 4, !tbaa !29
  %1544 = fmul contract float %1021, %321
  %1545 = fadd contract float %1544, 0.000000e+00
  %1546 = fmul contract float %1033, %322
  %1547 = fadd contract float %1545, %1546
  %1548 = fmul contract float %1045, %323
  %1549 = fadd contract float %1547, %1548
  %1550 = fmul contract float %1057, %324
  %1551 = fadd contract float %1549, %1550
  %1552 = fmul contract float %1069, %325
  %1553 = fadd contract float %1551, %1552
  %1554 = fmul contract float %1081, %326
  %1555 = fadd contract float %1553, %1554
  %1556 = add nsw i64 %327, %408
  %1557 = mul nsw i64 %1556, %54
  %1558 = getelementptr float, ptr %1154, i64 %1557
  store float %1555, ptr %1558, align 4, !tbaa !29
  %1559 = fmul contract float %1021, %328
  %1560 = fadd contract float %1559, 0.000000e+00
  %1561 = fmul contract float %1033, %329
  %1562 = fadd contract float %1560, %1561
  %1563 = fmul contract float %1045, %330
  %1564 = fadd contract float %1562, %1563
  %1565 = fmul contract float %1057, %331
  %1566 = fadd contract float %1564, %1565
  %1567 = fmul contract float %1069, %332
  %1568 = fadd contract float %1566, %1567
  %1569 = fmul contract float %1081, %333
  %1570 = fadd contract float %1568, %1569
  %1571 = add nsw i64 %334, %408
  %1572 = mul nsw i64 %1571, %54
  %1573 = getelementptr float, ptr %1154, i64 %1572
  store float %1570, ptr %1573, align 4, !tbaa !29
  %1574 = fmul contract float %1021, %335
  %1575 = fadd contract float %1574, 0.000000e+00
  %1576 = fmul contract float %1033, %336
  %1577 = fadd contract float %1575, %1576
  %1578 = fmul contract float %1045, %337
  %1579 = fadd contract float %1577, %1578
  %1580 = fmul contract float %1057, %338
  %1581 = fadd contract float %1579, %1580
  %1582 = fmul contract float %1069, %339
  %1583 = fadd contract float %1581, %1582
  %1584 = fmul contract float %1081, %340
  %1585 = fadd contract float %1583, %1584
  %1586 = add nsw i64 %341, %408
  %1587 = mul nsw i64 %1586, %54
  %1588 = getelementptr float, ptr %1154, i64 %1587
  store float %1585, ptr %1588, align 4, !tbaa !29
  %1589 = fmul contract float %1021, %342
  %1590 = fadd contract float %1589, 0.000000e+00
  %1591 = fmul contract float %1033, %343
  %1592 = fadd contract float %1590, %1591
  %1593 = fmul contract float %1045, %344
  %1594 = fadd contract float %1592, %1593
  %1595 = fmul contract float %1057, %345
  %1596 = fadd contract float %1594, %1595
  %1597 = fmul contract float %1069, %346
  %1598 = fadd contract float %1596, %1597
  %1599 = fmul contract float %1081, %347
  %1600 = fadd contract float %1598, %1599
  %1601 = add nsw i64 %348, %408
  %1602 = mul nsw i64 %1601, %54
  %1603 = getelementptr float, ptr %1154, i64 %1602
  store float %1600, ptr %1603, align 4, !tbaa !29
  %1604 = fmul contract float %1093, %349
  %1605 = fadd contract float %1604, 0.000000e+00
  %1606 = fmul contract float %1105, %350
  %1607 = fadd contract float %1605, %1606
  %1608 = fmul contract float %1117, %351
  %1609 = fadd contract float %1607, %1608
  %1610 = fmul contract float %1129, %352
  %1611 = fadd contract float %1609, %1610
  %1612 = fmul contract float %1141, %353
  %1613 = fadd contract float %1611, %1612
  %1614 = fmul contract float %1153, %354
  %1615 = fadd contract float %1613, %1614
  %1616 = add nsw i64 %355, %408
  %1617 = mul nsw i64 %1616, %54
  %1618 = getelementptr float, ptr %1154, i64 %1617
  store float %1615, ptr %1618, align 4, !tbaa !29
  %1619 = fmul contract float %1093, %356
  %1620 = fadd contract float %1619, 0.000000e+00
  %1621 = fmul contract float %1105, %357
  %1622 = fadd contract float %1620, %1621
  %1623 = fmul contract float %1117, %358
  %1624 = fadd contract float %1622, %1623
  %1625 = fmul contract float %1129, %359
  %1626 = fadd contract float %1624, %1625
  %1627 = fmul contract float %1141, %360
  %1628 = fadd contract float %1626, %1627
  %1629 = fmul contract float %1153, %361
  %1630 = fadd contract float %1628, %1629
  %1631 = add nsw i64 %362, %408
  %1632 = mul nsw i64 %1631, %54
  %1633 = getelementptr float, ptr %1154, i64 %1632
  store float %1630, ptr %1633, align 4, !tbaa !29
  %1634 = fmul contract float %1093, %363
  %1635 = fadd contract float %1634, 0.000000e+00
  %1636 = fmul contract float %1105, %364
  %1637 = fadd contract float %1635, %1636
  %1638 = fmul contract float %1117, %365
  %1639 = fadd contract float %1637, %1638
  %1640 = fmul contract float %1129, %366
  %1641 = fadd contract float %1639, %1640
  %1642 = fmul contract float %1141, %367
  %1643 = fadd contract float %1641, %1642
  %1644 = fmul contract float %1153, %368
  %1645 = fadd contract float %1643, %1644
  %1646 = add nsw i64 %369, %408
  %1647 = mul nsw i64 %1646, %54
  %1648 = getelementptr float, ptr %1154, i64 %1647
  store float %1645, ptr %1648, align 4, !tbaa !29
  %1649 = fmul contract float %1093, %370
  %1650 = fadd contract float %1649, 0.000000e+00
  %1651 = fmul contract float %1105, %371
  %1652 = fadd contract float %1650, %1651
  %1653 = fmul contract float %1117, %372
  %1654 = fadd contract float %1652, %1653
  %1655 = fmul contract float %1129, %373
  %1656 = fadd contract float %1654, %1655
  %1657 = fmul contract float %1141, %374
  %1658 = fadd contract float %1656, %1657
  %1659 = fmul contract float %1153, %375
  %1660 = fadd contract float %1658, %1659
  %1661 = add nsw i64 %376, %408
  %1662 = mul nsw i64 %1661, %54
  %1663 = getelementptr float, ptr %1154, i64 %1662
  store float %1660, ptr %1663, align 4, !tbaa !29
  %1664 = fmul contract float %1093, %377
  %1665 = fadd contract float %1664, 0.000000e+00
  %1666 = fmul contract float %1105, %378
  %1667 = fadd contract float %1665, %1666
  %1668 = fmul contract float %1117, %379
  %1669 = fadd contract float %1667, %1668
  %1670 = fmul contract float %1129, %380
  %1671 = fadd contract float %1669, %1670
  %1672 = fmul contract float %1141, %381
  %1673 = fadd contract float %1671, %1672
  %1674 = fmul contract float %1153, %382
  %1675 = fadd contract float %1673, %1674
  %1676 = add nsw i64 %383, %408
  %1677 = mul nsw i64 %1676, %54
  %1678 = getelementptr float, ptr %1154, i64 %1677
  store float %1675, ptr %1678, align 4, !tbaa !29
  %1679 = fmul contract float %1093, %384
  %1680 = fadd contract float %1679, 0.000000e+00
  %1681 = fmul contract float %1105, %385
  %1682 = fadd contract float %1680, %1681
  %1683 = fmul contract float %1117, %386
  %1684 = fadd contract float %1682, %1683
  %1685 = fmul contract float %1129, %387
  %1686 = fadd contract float %1684, %1685
  %1687 = fmul contract float %1141, %388
  %1688 = fadd contract float %1686, %1687
  %1689 = fmul contract float %1153, %389
  %1690 = fadd contract float %1688, %1689
  %1691 = add nsw i64 %390, %408
  %1692 = mul nsw i64 %1691, %54
  %1693 = getelementptr float, ptr %1154, i64 %1692
  store float %1690, ptr %1693, align 4, !tbaa !29
  %1694 = add nuw nsw i64 %392, %104
  %1695 = icmp samesign ult i64 %1694, %87
  br i1 %1695, label %391, label %1696, !llvm.loop !45

1696:                                             ; preds = %720, %85, %3, %6, %10, %14, %18, %22, %32, %36, %45, %64, %70, %76
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @wino_tile_gemm(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #3 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = icmp eq i32 %11, 16
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = icmp eq i32 %13, 16
  %15 = and i1 %12, %14
  br i1 %15, label %16, label %206

16:                                               ; preds = %10
  %17 = add i32 %3, -65
  %18 = icmp ult i32 %17, -64
  %19 = icmp slt i32 %4, 1
  %20 = or i1 %18, %19
  %21 = icmp slt i32 %5, 1
  %22 = or i1 %20, %21
  %23 = icmp slt i64 %6, 1
  %24 = or i1 %22, %23
  %25 = icmp sgt i32 %4, 4096
  %26 = or i1 %25, %24
  %27 = icmp sgt i32 %5, 4096
  %28 = or i1 %27, %26
  br i1 %28, label %206, label %29

29:                                               ; preds = %16
  %30 = zext nneg i32 %3 to i64
  %31 = zext nneg i32 %4 to i64
  %32 = mul nuw nsw i64 %31, %30
  %33 = zext nneg i32 %5 to i64
  %34 = mul nuw nsw i64 %32, %33
  %35 = icmp sgt i64 %34, %7
  br i1 %35, label %206, label %36

36:                                               ; preds = %29
  %37 = mul nuw nsw i64 %33, %30
  %38 = mul nuw nsw i64 %37, %6
  %39 = icmp sgt i64 %38, %8
  %40 = mul nuw nsw i64 %32, %6
  %41 = icmp sgt i64 %40, %9
  %42 = select i1 %39, i1 true, i1 %41
  br i1 %42, label %206, label %43

43:                                               ; preds = %36
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %47 = zext nneg i32 %46 to i64
  %48 = shl nuw nsw i64 %47, 4
  %49 = zext nneg i32 %44 to i64
  %50 = add nuw nsw i64 %48, %49
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %52 = getelementptr float, ptr %1, i64 %50
  %53 = getelementptr float, ptr %2, i64 %50
  %54 = icmp samesign ult i32 %51, %3
  br i1 %54, label %55, label %206

55:                                               ; preds = %43
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %57 = shl nuw nsw i32 %56, 4
  %58 = add nuw nsw i32 %57, %45
  %59 = mul i64 %6, %33
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14wino_tile_gemmE2Vs to ptr), i64 %49
  %61 = icmp samesign ult i32 %58, %4
  %62 = zext nneg i32 %58 to i64
  %63 = mul nuw nsw i64 %33, %62
  %64 = getelementptr float, ptr %0, i64 %63
  %65 = zext nneg i32 %45 to i64
  %66 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14wino_tile_gemmE2Us to ptr), i64 %65
  %67 = getelementptr inbounds nuw float, ptr %66, i64 %49
  %68 = icmp samesign ult i64 %50, %6
  %69 = getelementptr inbounds nuw [17 x float], ptr %60, i64 %65
  %70 = select i1 %61, i1 %68, i1 false
  %71 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %72 = getelementptr inbounds nuw i8, ptr %66, i64 4
  %73 = getelementptr inbounds nuw i8, ptr %60, i64 68
  %74 = getelementptr inbounds nuw i8, ptr %66, i64 8
  %75 = getelementptr inbounds nuw i8, ptr %60, i64 136
  %76 = getelementptr inbounds nuw i8, ptr %66, i64 12
  %77 = getelementptr inbounds nuw i8, ptr %60, i64 204
  %78 = getelementptr inbounds nuw i8, ptr %66, i64 16
  %79 = getelementptr inbounds nuw i8, ptr %60, i64 272
  %80 = getelementptr inbounds nuw i8, ptr %66, i64 20
  %81 = getelementptr inbounds nuw i8, ptr %60, i64 340
  %82 = getelementptr inbounds nuw i8, ptr %66, i64 24
  %83 = getelementptr inbounds nuw i8, ptr %60, i64 408
  %84 = getelementptr inbounds nuw i8, ptr %66, i64 28
  %85 = getelementptr inbounds nuw i8, ptr %60, i64 476
  %86 = getelementptr inbounds nuw i8, ptr %66, i64 32
  %87 = getelementptr inbounds nuw i8, ptr %60, i64 544
  %88 = getelementptr inbounds nuw i8, ptr %66, i64 36
  %89 = getelementptr inbounds nuw i8, ptr %60, i64 612
  %90 = getelementptr inbounds nuw i8, ptr %66, i64 40
  %91 = getelementptr inbounds nuw i8, ptr %60, i64 680
  %92 = getelementptr inbounds nuw i8, ptr %66, i64 44
  %93 = getelementptr inbounds nuw i8, ptr %60, i64 748
  %94 = getelementptr inbounds nuw i8, ptr %66, i64 48
  %95 = getelementptr inbounds nuw i8, ptr %60, i64 816
  %96 = getelementptr inbounds nuw i8, ptr %66, i64 52
  %97 = getelementptr inbounds nuw i8, ptr %60, i64 884
  %98 = getelementptr inbounds nuw i8, ptr %66, i64 56
  %99 = getelementptr inbounds nuw i8, ptr %60, i64 952
  %100 = getelementptr inbounds nuw i8, ptr %66, i64 60
  %101 = getelementptr inbounds nuw i8, ptr %60, i64 1020
  br label %102

102:                                              ; preds = %55, %203
  %103 = phi i32 [ %51, %55 ], [ %204, %203 ]
  %104 = sext i32 %103 to i64
  %105 = mul nsw i64 %104, %31
  %106 = mul i64 %59, %104
  %107 = getelementptr float, ptr %52, i64 %106
  %108 = mul nsw i64 %105, %33
  %109 = getelementptr float, ptr %64, i64 %108
  br label %111

110:                                              ; preds = %131
  br i1 %70, label %199, label %203

111:                                              ; preds = %102, %131
  %112 = phi float [ 0.000000e+00, %102 ], [ %196, %131 ]
  %113 = phi i32 [ 0, %102 ], [ %197, %131 ]
  %114 = add nuw nsw i32 %113, %44
  %115 = icmp slt i32 %114, %5
  %116 = select i1 %61, i1 %115, i1 false
  br i1 %116, label %117, label %121

117:                                              ; preds = %111
  %118 = zext nneg i32 %114 to i64
  %119 = getelementptr float, ptr %109, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !29
  br label %121

121:                                              ; preds = %111, %117
  %122 = phi contract float [ %120, %117 ], [ 0.000000e+00, %111 ]
  store float %122, ptr %67, align 4, !tbaa !29
  %123 = add nuw nsw i32 %113, %45
  %124 = icmp slt i32 %123, %5
  %125 = select i1 %124, i1 %68, i1 false
  br i1 %125, label %126, label %131

126:                                              ; preds = %121
  %127 = zext nneg i32 %123 to i64
  %128 = mul nuw nsw i64 %6, %127
  %129 = getelementptr float, ptr %107, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !29
  br label %131

131:                                              ; preds = %121, %126
  %132 = phi contract float [ %130, %126 ], [ 0.000000e+00, %121 ]
  store float %132, ptr %69, align 4, !tbaa !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %133 = load float, ptr %66, align 4, !tbaa !29
  %134 = load float, ptr %60, align 4, !tbaa !29
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %112, %135
  %137 = load float, ptr %72, align 4, !tbaa !29
  %138 = load float, ptr %73, align 4, !tbaa !29
  %139 = fmul contract float %137, %138
  %140 = fadd contract float %136, %139
  %141 = load float, ptr %74, align 4, !tbaa !29
  %142 = load float, ptr %75, align 4, !tbaa !29
  %143 = fmul contract float %141, %142
  %144 = fadd contract float %140, %143
  %145 = load float, ptr %76, align 4, !tbaa !29
  %146 = load float, ptr %77, align 4, !tbaa !29
  %147 = fmul contract float %145, %146
  %148 = fadd contract float %144, %147
  %149 = load float, ptr %78, align 4, !tbaa !29
  %150 = load float, ptr %79, align 4, !tbaa !29
  %151 = fmul contract float %149, %150
  %152 = fadd contract float %148, %151
  %153 = load float, ptr %80, align 4, !tbaa !29
  %154 = load float, ptr %81, align 4, !tbaa !29
  %155 = fmul contract float %153, %154
  %156 = fadd contract float %152, %155
  %157 = load float, ptr %82, align 4, !tbaa !29
  %158 = load float, ptr %83, align 4, !tbaa !29
  %159 = fmul contract float %157, %158
  %160 = fadd contract float %156, %159
  %161 = load float, ptr %84, align 4, !tbaa !29
  %162 = load float, ptr %85, align 4, !tbaa !29
  %163 = fmul contract float %161, %162
  %164 = fadd contract float %160, %163
  %165 = load float, ptr %86, align 4, !tbaa !29
  %166 = load float, ptr %87, align 4, !tbaa !29
  %167 = fmul contract float %165, %166
  %168 = fadd contract float %164, %167
  %169 = load float, ptr %88, align 4, !tbaa !29
  %170 = load float, ptr %89, align 4, !tbaa !29
  %171 = fmul contract float %169, %170
  %172 = fadd contract float %168, %171
  %173 = load float, ptr %90, align 4, !tbaa !29
  %174 = load float, ptr %91, align 4, !tbaa !29
  %175 = fmul contract float %173, %174
  %176 = fadd contract float %172, %175
  %177 = load float, ptr %92, align 4, !tbaa !29
  %178 = load float, ptr %93, align 4, !tbaa !29
  %179 = fmul contract float %177, %178
  %180 = fadd contract float %176, %179
  %181 = load float, ptr %94, align 4, !tbaa !29
  %182 = load float, ptr %95, align 4, !tbaa !29
  %183 = fmul contract float %181, %182
  %184 = fadd contract float %180, %183
  %185 = load float, ptr %96, align 4, !tbaa !29
  %186 = load float, ptr %97, align 4, !tbaa !29
  %187 = fmul contract float %185, %186
  %188 = fadd contract float %184, %187
  %189 = load float, ptr %98, align 4, !tbaa !29
  %190 = load float, ptr %99, align 4, !tbaa !29
  %191 = fmul contract float %189, %190
  %192 = fadd contract float %188, %191
  %193 = load float, ptr %100, align 4, !tbaa !29
  %194 = load float, ptr %101, align 4, !tbaa !29
  %195 = fmul contract float %193, %194
  %196 = fadd contract float %192, %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %197 = add nuw nsw i32 %113, 16
  %198 = icmp slt i32 %197, %5
  br i1 %198, label %111, label %110, !llvm.loop !46

199:                                              ; preds = %110
  %200 = add nsw i64 %105, %62
  %201 = mul nsw i64 %200, %6
  %202 = getelementptr float, ptr %53, i64 %201
  store float %196, ptr %202, align 4, !tbaa !29
  br label %203

203:                                              ; preds = %199, %110
  %204 = add i32 %103, %71
  %205 = icmp slt i32 %204, %3
  br i1 %205, label %102, label %206, !llvm.loop !47

206:                                              ; preds = %203, %43, %29, %36, %16, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @wino_output_f4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noundef readonly byval(%struct.WinoShape) align 8 captures(none) %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = load i32, ptr %3, align 8, !tbaa !11
  %7 = icmp slt i32 %6, 1
  br i1 %7, label %1040, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %1040, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %14 = load i32, ptr %13, align 8, !tbaa !15
  %15 = icmp slt i32 %14, 1
  br i1 %15, label %1040, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !16
  %19 = icmp slt i32 %18, 1
  br i1 %19, label %1040, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = icmp slt i32 %22, 1
  br i1 %23, label %1040, label %24

24:                                               ; preds = %20
  %25 = icmp samesign ugt i32 %6, 256
  %26 = icmp samesign ugt i32 %10, 2048
  %27 = or i1 %25, %26
  %28 = icmp samesign ugt i32 %14, 4096
  %29 = or i1 %27, %28
  %30 = icmp samesign ugt i32 %18, 4096
  %31 = or i1 %29, %30
  %32 = icmp samesign ugt i32 %22, 2048
  %33 = or i1 %31, %32
  br i1 %33, label %1040, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !18
  %37 = icmp ugt i32 %36, 2
  br i1 %37, label %1040, label %38

38:                                               ; preds = %34
  %39 = shl nuw nsw i32 %36, 1
  %40 = add nuw nsw i32 %39, %14
  %41 = add nsw i32 %40, -2
  %42 = add nuw nsw i32 %39, %18
  %43 = add nsw i32 %42, -2
  %44 = icmp samesign ult i32 %40, 3
  %45 = icmp samesign ult i32 %42, 3
  %46 = select i1 %44, i1 true, i1 %45
  br i1 %46, label %1040, label %47

47:                                               ; preds = %38
  %48 = add nuw nsw i32 %40, 1
  %49 = lshr i32 %48, 2
  %50 = add nuw nsw i32 %42, 1
  %51 = lshr i32 %50, 2
  %52 = zext nneg i32 %6 to i64
  %53 = zext nneg i32 %49 to i64
  %54 = mul nuw nsw i32 %51, %6
  %55 = zext nneg i32 %54 to i64
  %56 = mul nuw nsw i64 %55, %53
  %57 = zext nneg i32 %10 to i64
  %58 = mul nuw nsw i64 %57, %52
  %59 = zext nneg i32 %14 to i64
  %60 = mul nuw nsw i64 %58, %59
  %61 = zext nneg i32 %18 to i64
  %62 = mul nuw nsw i64 %60, %61
  %63 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !20
  %65 = icmp sgt i64 %62, %64
  br i1 %65, label %1040, label %66

66:                                               ; preds = %47
  %67 = mul nuw nsw i64 %56, 36
  %68 = mul nuw nsw i64 %67, %57
  %69 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %70 = load i64, ptr %69, align 8, !tbaa !21
  %71 = icmp sgt i64 %68, %70
  br i1 %71, label %1040, label %72

72:                                               ; preds = %66
  %73 = zext nneg i32 %22 to i64
  %74 = mul nuw nsw i64 %67, %73
  %75 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %76 = load i64, ptr %75, align 8, !tbaa !22
  %77 = icmp sgt i64 %74, %76
  br i1 %77, label %1040, label %78

78:                                               ; preds = %72
  %79 = zext nneg i32 %41 to i64
  %80 = zext nneg i32 %43 to i64
  %81 = mul nuw nsw i64 %73, %52
  %82 = mul nuw nsw i64 %81, %79
  %83 = mul nuw nsw i64 %82, %80
  %84 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %85 = load i64, ptr %84, align 8, !tbaa !23
  %86 = icmp sgt i64 %83, %85
  br i1 %86, label %1040, label %87

87:                                               ; preds = %78
  %88 = add nsw i32 %39, -2
  %89 = add nsw i32 %88, %14
  %90 = add nsw i32 %88, %18
  %91 = zext nneg i32 %22 to i64
  %92 = mul nuw nsw i64 %56, %91
  %93 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %94 = zext nneg i32 %93 to i64
  %95 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %96 = zext nneg i32 %95 to i64
  %97 = mul nuw nsw i64 %94, %96
  %98 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %99 = zext nneg i32 %98 to i64
  %100 = add nuw nsw i64 %97, %99
  %101 = icmp samesign ult i64 %100, %92
  br i1 %101, label %102, label %1040

102:                                              ; preds = %87
  %103 = zext nneg i32 %51 to i64
  %104 = mul nuw nsw i64 %103, %53
  %105 = sext i32 %90 to i64
  %106 = mul nsw i32 %89, %90
  %107 = sext i32 %106 to i64
  %108 = icmp eq i32 %4, 0
  %109 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %110 = zext nneg i32 %109 to i64
  %111 = mul nuw nsw i64 %110, %96
  %112 = shl nuw nsw i64 %91, 1
  %113 = mul nuw nsw i64 %91, 3
  %114 = shl nuw nsw i64 %91, 2
  %115 = mul nuw nsw i64 %91, 5
  %116 = mul nuw nsw i64 %91, 6
  %117 = mul nuw nsw i64 %91, 7
  %118 = shl nuw nsw i64 %91, 3
  %119 = mul nuw nsw i64 %91, 9
  %120 = mul nuw nsw i64 %91, 10
  %121 = mul nuw nsw i64 %91, 11
  %122 = mul nuw nsw i64 %91, 12
  %123 = mul nuw nsw i64 %91, 13
  %124 = mul nuw nsw i64 %91, 14
  %125 = mul nuw nsw i64 %91, 15
  %126 = shl nuw nsw i64 %91, 4
  %127 = mul nuw nsw i64 %91, 17
  %128 = mul nuw nsw i64 %91, 18
  %129 = mul nuw nsw i64 %91, 19
  %130 = mul nuw nsw i64 %91, 20
  %131 = mul nuw nsw i64 %91, 21
  %132 = mul nuw nsw i64 %91, 22
  %133 = mul nuw nsw i64 %91, 23
  %134 = mul nuw nsw i64 %91, 24
  %135 = mul nuw nsw i64 %91, 25
  %136 = mul nuw nsw i64 %91, 26
  %137 = mul nuw nsw i64 %91, 27
  %138 = mul nuw nsw i64 %91, 28
  %139 = mul nuw nsw i64 %91, 29
  %140 = mul nuw nsw i64 %91, 30
  %141 = mul nuw nsw i64 %91, 31
  %142 = shl nuw nsw i64 %91, 5
  %143 = mul nuw nsw i64 %91, 33
  %144 = mul nuw nsw i64 %91, 34
  %145 = mul nuw nsw i64 %91, 35
  %146 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4, !tbaa !29
  %147 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4, !tbaa !29
  %148 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4, !tbaa !29
  %149 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4, !tbaa !29
  %150 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4, !tbaa !29
  %151 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4, !tbaa !29
  %152 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4, !tbaa !29
  %153 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4, !tbaa !29
  %154 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4, !tbaa !29
  %155 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4, !tbaa !29
  %156 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4, !tbaa !29
  %157 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4, !tbaa !29
  %158 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4, !tbaa !29
  %159 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4, !tbaa !29
  %160 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4, !tbaa !29
  %161 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4, !tbaa !29
  %162 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4, !tbaa !29
  %163 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4, !tbaa !29
  %164 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4, !tbaa !29
  %165 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4, !tbaa !29
  %166 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4, !tbaa !29
  %167 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4, !tbaa !29
  %168 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4, !tbaa !29
  %169 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4, !tbaa !29
  %170 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %171 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %172 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %173 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %174 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %175 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %176 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %177 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %178 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %179 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %180 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %181 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %182 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %183 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %184 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %185 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %186 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %187 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  %188 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %189 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %190 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %191 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %192 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %194 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %195 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %196 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %197 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %198 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %199 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %200 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %201 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %202 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %203 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %204 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %205 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  %206 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %207 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %208 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %209 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %210 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %212 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %213 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %214 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %215 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %216 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %217 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %218 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %220 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %221 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %222 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %223 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  %224 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %225 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %226 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %227 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %228 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %229 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %230 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %231 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %233 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %234 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %235 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %236 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %237 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %238 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %239 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %240 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %241 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  br label %242

242:                                              ; preds = %102, %1037
  %243 = phi i64 [ %100, %102 ], [ %1038, %1037 ]
  %244 = freeze i64 %243
  %245 = freeze i64 %56
  %246 = udiv i64 %244, %245
  %247 = mul i64 %246, %245
  %248 = sub i64 %244, %247
  %249 = shl i64 %246, 32
  %250 = ashr exact i64 %249, 32
  %251 = getelementptr float, ptr %0, i64 %248
  %252 = mul nsw i64 %250, %56
  %253 = getelementptr float, ptr %251, i64 %252
  %254 = load float, ptr %253, align 4, !tbaa !29
  %255 = add nsw i64 %250, %91
  %256 = mul nsw i64 %255, %56
  %257 = getelementptr float, ptr %251, i64 %256
  %258 = load float, ptr %257, align 4, !tbaa !29
  %259 = add nsw i64 %112, %250
  %260 = mul nsw i64 %259, %56
  %261 = getelementptr float, ptr %251, i64 %260
  %262 = load float, ptr %261, align 4, !tbaa !29
  %263 = add nsw i64 %113, %250
  %264 = mul nsw i64 %263, %56
  %265 = getelementptr float, ptr %251, i64 %264
  %266 = load float, ptr %265, align 4, !tbaa !29
  %267 = add nsw i64 %114, %250
  %268 = mul nsw i64 %267, %56
  %269 = getelementptr float, ptr %251, i64 %268
  %270 = load float, ptr %269, align 4, !tbaa !29
  %271 = add nsw i64 %115, %250
  %272 = mul nsw i64 %271, %56
  %273 = getelementptr float, ptr %251, i64 %272
  %274 = load float, ptr %273, align 4, !tbaa !29
  %275 = add nsw i64 %116, %250
  %276 = mul nsw i64 %275, %56
  %277 = getelementptr float, ptr %251, i64 %276
  %278 = load float, ptr %277, align 4, !tbaa !29
  %279 = add nsw i64 %117, %250
  %280 = mul nsw i64 %279, %56
  %281 = getelementptr float, ptr %251, i64 %280
  %282 = load float, ptr %281, align 4, !tbaa !29
  %283 = add nsw i64 %118, %250
  %284 = mul nsw i64 %283, %56
  %285 = getelementptr float, ptr %251, i64 %284
  %286 = load float, ptr %285, align 4, !tbaa !29
  %287 = add nsw i64 %119, %250
  %288 = mul nsw i64 %287, %56
  %289 = getelementptr float, ptr %251, i64 %288
  %290 = load float, ptr %289, align 4, !tbaa !29
  %291 = add nsw i64 %120, %250
  %292 = mul nsw i64 %291, %56
  %293 = getelementptr float, ptr %251, i64 %292
  %294 = load float, ptr %293, align 4, !tbaa !29
  %295 = add nsw i64 %121, %250
  %296 = mul nsw i64 %295, %56
  %297 = getelementptr float, ptr %251, i64 %296
  %298 = load float, ptr %297, align 4, !tbaa !29
  %299 = add nsw i64 %122, %250
  %300 = mul nsw i64 %299, %56
  %301 = getelementptr float, ptr %251, i64 %300
  %302 = load float, ptr %301, align 4, !tbaa !29
  %303 = add nsw i64 %123, %250
  %304 = mul nsw i64 %303, %56
  %305 = getelementptr float, ptr %251, i64 %304
  %306 = load float, ptr %305, align 4, !tbaa !29
  %307 = add nsw i64 %124, %250
  %308 = mul nsw i64 %307, %56
  %309 = getelementptr float, ptr %251, i64 %308
  %310 = load float, ptr %309, align 4, !tbaa !29
  %311 = add nsw i64 %125, %250
  %312 = mul nsw i64 %311, %56
  %313 = getelementptr float, ptr %251, i64 %312
  %314 = load float, ptr %313, align 4, !tbaa !29
  %315 = add nsw i64 %126, %250
  %316 = mul nsw i64 %315, %56
  %317 = getelementptr float, ptr %251, i64 %316
  %318 = load float, ptr %317, align 4, !tbaa !29
  %319 = add nsw i64 %127, %250
  %320 = mul nsw i64 %319, %56
  %321 = getelementptr float, ptr %251, i64 %320
  %322 = load float, ptr %321, align 4, !tbaa !29
  %323 = add nsw i64 %128, %250
  %324 = mul nsw i64 %323, %56
  %325 = getelementptr float, ptr %251, i64 %324
  %326 = load float, ptr %325, align 4, !tbaa !29
  %327 = add nsw i64 %129, %250
  %328 = mul nsw i64 %327, %56
  %329 = getelementptr float, ptr %251, i64 %328
  %330 = load float, ptr %329, align 4, !tbaa !29
  %331 = add nsw i64 %130, %250
  %332 = mul nsw i64 %331, %56
  %333 = getelementptr float, ptr %251, i64 %332
  %334 = load float, ptr %333, align 4, !tbaa !29
  %335 = add nsw i64 %131, %250
  %336 = mul nsw i64 %335, %56
  %337 = getelementptr float, ptr %251, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !29
  %339 = add nsw i64 %132, %250
  %340 = mul nsw i64 %339, %56
  %341 = getelementptr float, ptr %251, i64 %340
  %342 = load float, ptr %341, align 4, !tbaa !29
  %343 = add nsw i64 %133, %250
  %344 = mul nsw i64 %343, %56
  %345 = getelementptr float, ptr %251, i64 %344
  %346 = load float, ptr %345, align 4, !tbaa !29
  %347 = add nsw i64 %134, %250
  %348 = mul nsw i64 %347, %56
  %349 = getelementptr float, ptr %251, i64 %348
  %350 = load float, ptr %349, align 4, !tbaa !29
  %351 = add nsw i64 %135, %250
  %352 = mul nsw i64 %351, %56
  %353 = getelementptr float, ptr %251, i64 %352
  %354 = load float, ptr %353, align 4, !tbaa !29
  %355 = add nsw i64 %136, %250
  %356 = mul nsw i64 %355, %56
  %357 = getelementptr float, ptr %251, i64 %356
  %358 = load float, ptr %357, align 4, !tbaa !29
  %359 = add nsw i64 %137, %250
  %360 = mul nsw i64 %359, %56
  %361 = getelementptr float, ptr %251, i64 %360
  %362 = load float, ptr %361, align 4, !tbaa !29
  %363 = add nsw i64 %138, %250
  %364 = mul nsw i64 %363, %56
  %365 = getelementptr float, ptr %251, i64 %364
  %366 = load float, ptr %365, align 4, !tbaa !29
  %367 = add nsw i64 %139, %250
  %368 = mul nsw i64 %367, %56
  %369 = getelementptr float, ptr %251, i64 %368
  %370 = load float, ptr %369, align 4, !tbaa !29
  %371 = add nsw i64 %140, %250
  %372 = mul nsw i64 %371, %56
  %373 = getelementptr float, ptr %251, i64 %372
  %374 = load float, ptr %373, align 4, !tbaa !29
  %375 = add nsw i64 %141, %250
  %376 = mul nsw i64 %375, %56
  %377 = getelementptr float, ptr %251, i64 %376
  %378 = load float, ptr %377, align 4, !tbaa !29
  %379 = add nsw i64 %142, %250
  %380 = mul nsw i64 %379, %56
  %381 = getelementptr float, ptr %251, i64 %380
  %382 = load float, ptr %381, align 4, !tbaa !29
  %383 = add nsw i64 %143, %250
  %384 = mul nsw i64 %383, %56
  %385 = getelementptr float, ptr %251, i64 %384
  %386 = load float, ptr %385, align 4, !tbaa !29
  %387 = add nsw i64 %144, %250
  %388 = mul nsw i64 %387, %56
  %389 = getelementptr float, ptr %251, i64 %388
  %390 = load float, ptr %389, align 4, !tbaa !29
  %391 = add nsw i64 %145, %250
  %392 = mul nsw i64 %391, %56
  %393 = getelementptr float, ptr %251, i64 %392
  %394 = load float, ptr %393, align 4, !tbaa !29
  %395 = fmul contract float %146, %254
  %396 = fadd contract float %395, 0.000000e+00
  %397 = fmul contract float %147, %278
  %398 = fadd contract float %396, %397
  %399 = fmul contract float %148, %302
  %400 = fadd contract float %398, %399
  %401 = fmul contract float %149, %326
  %402 = fadd contract float %400, %401
  %403 = fmul contract float %150, %350
  %404 = fadd contract float %402, %403
  %405 = fmul contract float %151, %374
  %406 = fadd contract float %404, %405
  %407 = fmul contract float %146, %258
  %408 = fadd contract float %407, 0.000000e+00
  %409 = fmul contract float %147, %282
  %410 = fadd contract float %408, %409
  %411 = fmul contract float %148, %306
  %412 = fadd contract float %410, %411
  %413 = fmul contract float %149, %330
  %414 = fadd contract float %412, %413
  %415 = fmul contract float %150, %354
  %416 = fadd contract float %414, %415
  %417 = fmul contract float %151, %378
  %418 = fadd contract float %416, %417
  %419 = fmul contract float %146, %262
  %420 = fadd contract float %419, 0.000000e+00
  %421 = fmul contract float %147, %286
  %422 = fadd contract float %420, %421
  %423 = fmul contract float %148, %310
  %424 = fadd contract float %422, %423
  %425 = fmul contract float %149, %334
  %426 = fadd contract float %424, %425
  %427 = fmul contract float %150, %358
  %428 = fadd contract float %426, %427
  %429 = fmul contract float %151, %382
  %430 = fadd contract float %428, %429
  %431 = fmul contract float %146, %266
  %432 = fadd contract float %431, 0.000000e+00
  %433 = fmul contract float %147, %290
  %434 = fadd contract float %432, %433
  %435 = fmul contract float %148, %314
  %436 = fadd contract float %434, %435
  %437 = fmul contract float %149, %338
  %438 = fadd contract float %436, %437
  %439 = fmul contract float %150, %362
  %440 = fadd contract float %438, %439
  %441 = fmul contract float %151, %386
  %442 = fadd contract float %440, %441
  %443 = fmul contract float %146, %270
  %444 = fadd contract float %443, 0.000000e+00
  %445 = fmul contract float %147, %294
  %446 = fadd contract float %444, %445
  %447 = fmul contract float %148, %318
  %448 = fadd contract float %446, %447
  %449 = fmul contract float %149, %342
  %450 = fadd contract float %448, %449
  %451 = fmul contract float %150, %366
  %452 = fadd contract float %450, %451
  %453 = fmul contract float %151, %390
  %454 = fadd contract float %452, %453
  %455 = fmul contract float %146, %274
  %456 = fadd contract float %455, 0.000000e+00
  %457 = fmul contract float %147, %298
  %458 = fadd contract float %456, %457
  %459 = fmul contract float %148, %322
  %460 = fadd contract float %458, %459
  %461 = fmul contract float %149, %346
  %462 = fadd contract float %460, %461
  %463 = fmul contract float %150, %370
  %464 = fadd contract float %462, %463
  %465 = fmul contract float %151, %394
  %466 = fadd contract float %464, %465
  %467 = fmul contract float %152, %254
  %468 = fadd contract float %467, 0.000000e+00
  %469 = fmul contract float %153, %278
  %470 = fadd contract float %468, %469
  %471 = fmul contract float %154, %302
  %472 = fadd contract float %470, %471
  %473 = fmul contract float %155, %326
  %474 = fadd contract float %472, %473
  %475 = fmul contract float %156, %350
  %476 = fadd contract float %474, %475
  %477 = fmul contract float %157, %374
  %478 = fadd contract float %476, %477
  %479 = fmul contract float %152, %258
  %480 = fadd contract float %479, 0.000000e+00
  %481 = fmul contract float %153, %282
  %482 = fadd contract float %480, %481
  %483 = fmul contract float %154, %306
  %484 = fadd contract float %482, %483
  %485 = fmul contract float %155, %330
  %486 = fadd contract float %484, %485
  %487 = fmul contract float %156, %354
  %488 = fadd contract float %486, %487
  %489 = fmul contract float %157, %378
  %490 = fadd contract float %488, %489
  %491 = fmul contract float %152, %262
  %492 = fadd contract float %491, 0.000000e+00
  %493 = fmul contract float %153, %286
  %494 = fadd contract float %492, %493
  %495 = fmul contract float %154, %310
  %496 = fadd contract float %494, %495
  %497 = fmul contract float %155, %334
  %498 = fadd contract float %496, %497
  %499 = fmul contract float %156, %358
  %500 = fadd contract float %498, %499
  %501 = fmul contract float %157, %382
  %502 = fadd contract float %500, %501
  %503 = fmul contract float %152, %266
  %504 = fadd contract float %503, 0.000000e+00
  %505 = fmul contract float %153, %290
  %506 = fadd contract float %504, %505
  %507 = fmul contract float %154, %314
  %508 = fadd contract float %506, %507
  %509 = fmul contract float %155, %338
  %510 = fadd contract float %508, %509
  %511 = fmul contract float %156, %362
  %512 = fadd contract float %510, %511
  %513 = fmul contract float %157, %386
  %514 = fadd contract float %512, %513
  %515 = fmul contract float %152, %270
  %516 = fadd contract float %515, 0.000000e+00
  %517 = fmul contract float %153, %294
  %518 = fadd contract float %516, %517
  %519 = fmul contract float %154, %318
  %520 = fadd contract float %518, %519
  %521 = fmul contract float %155, %342
  %522 = fadd contract float %520, %521
  %523 = fmul contract float %156, %366
  %524 = fadd contract float %522, %523
  %525 = fmul contract float %157, %390
  %526 = fadd contract float %524, %525
  %527 = fmul contract float %152, %274
  %528 = fadd contract float %527, 0.000000e+00
  %529 = fmul contract float %153, %298
  %530 = fadd contract float %528, %529
  %531 = fmul contract float %154, %322
  %532 = fadd contract float %530, %531
  %533 = fmul contract float %155, %346
  %534 = fadd contract float %532, %533
  %535 = fmul contract float %156, %370
  %536 = fadd contract float %534, %535
  %537 = fmul contract float %157, %394
  %538 = fadd contract float %536, %537
  %539 = fmul contract float %158, %254
  %540 = fadd contract float %539, 0.000000e+00
  %541 = fmul contract float %159, %278
  %542 = fadd contract float %540, %541
  %543 = fmul contract float %160, %302
  %544 = fadd contract float %542, %543
  %545 = fmul contract float %161, %326
  %546 = fadd contract float %544, %545
  %547 = fmul contract float %162, %350
  %548 = fadd contract float %546, %547
  %549 = fmul contract float %163, %374
  %550 = fadd contract float %548, %549
  %551 = fmul contract float %158, %258
  %552 = fadd contract float %551, 0.000000e+00
  %553 = fmul contract float %159, %282
  %554 = fadd contract float %552, %553
  %555 = fmul contract float %160, %306
  %556 = fadd contract float %554, %555
  %557 = fmul contract float %161, %330
  %558 = fadd contract float %556, %557
  %559 = fmul contract float %162, %354
  %560 = fadd contract float %558, %559
  %561 = fmul contract float %163, %378
  %562 = fadd contract float %560, %561
  %563 = fmul contract float %158, %262
  %564 = fadd contract float %563, 0.000000e+00
  %565 = fmul contract float %159, %286
  %566 = fadd contract float %564, %565
  %567 = fmul contract float %160, %310
  %568 = fadd contract float %566, %567
  %569 = fmul contract float %161, %334
  %570 = fadd contract float %568, %569
  %571 = fmul contract float %162, %358
  %572 = fadd contract float %570, %571
  %573 = fmul contract float %163, %382
  %574 = fadd contract float %572, %573
  %575 = fmul contract float %158, %266
  %576 = fadd contract float %575, 0.000000e+00
  %577 = fmul contract float %159, %290
  %578 = fadd contract float %576, %577
  %579 = fmul contract float %160, %314
  %580 = fadd contract float %578, %579
  %581 = fmul contract float %161, %338
  %582 = fadd contract float %580, %581
  %583 = fmul contract float %162, %362
  %584 = fadd contract float %582, %583
  %585 = fmul contract float %163, %386
  %586 = fadd contract float %584, %585
  %587 = fmul contract float %158, %270
  %588 = fadd contract float %587, 0.000000e+00
  %589 = fmul contract float %159, %294
  %590 = fadd contract float %588, %589
  %591 = fmul contract float %160, %318
  %592 = fadd contract float %590, %591
  %593 = fmul contract float %161, %342
  %594 = fadd contract float %592, %593
  %595 = fmul contract float %162, %366
  %596 = fadd contract float %594, %595
  %597 = fmul contract float %163, %390
  %598 = fadd contract float %596, %597
  %599 = fmul contract float %158, %274
  %600 = fadd contract float %599, 0.000000e+00
  %601 = fmul contract float %159, %298
  %602 = fadd contract float %600, %601
  %603 = fmul contract float %160, %322
  %604 = fadd contract float %602, %603
  %605 = fmul contract float %161, %346
  %606 = fadd contract float %604, %605
  %607 = fmul contract float %162, %370
  %608 = fadd contract float %606, %607
  %609 = fmul contract float %163, %394
  %610 = fadd contract float %608, %609
  %611 = fmul contract float %164, %254
  %612 = fadd contract float %611, 0.000000e+00
  %613 = fmul contract float %165, %278
  %614 = fadd contract float %612, %613
  %615 = fmul contract float %166, %302
  %616 = fadd contract float %614, %615
  %617 = fmul contract float %167, %326
  %618 = fadd contract float %616, %617
  %619 = fmul contract float %168, %350
  %620 = fadd contract float %618, %619
  %621 = fmul contract float %169, %374
  %622 = fadd contract float %620, %621
  %623 = fmul contract float %164, %258
  %624 = fadd contract float %623, 0.000000e+00
  %625 = fmul contract float %165, %282
  %626 = fadd contract float %624, %625
  %627 = fmul contract float %166, %306
  %628 = fadd contract float %626, %627
  %629 = fmul contract float %167, %330
  %630 = fadd contract float %628, %629
  %631 = fmul contract float %168, %354
  %632 = fadd contract float %630, %631
  %633 = fmul contract float %169, %378
  %634 = fadd contract float %632, %633
  %635 = fmul contract float %164, %262
  %636 = fadd contract float %635, 0.000000e+00
  %637 = fmul contract float %165, %286
  %638 = fadd contract float %636, %637
  %639 = fmul contract float %166, %310
  %640 = fadd contract float %638, %639
  %641 = fmul contract float %167, %334
  %642 = fadd contract float %640, %641
  %643 = fmul contract float %168, %358
  %644 = fadd contract float %642, %643
  %645 = fmul contract float %169, %382
  %646 = fadd contract float %644, %645
  %647 = fmul contract float %164, %266
  %648 = fadd contract float %647, 0.000000e+00
  %649 = fmul contract float %165, %290
  %650 = fadd contract float %648, %649
  %651 = fmul contract float %166, %314
  %652 = fadd contract float %650, %651
  %653 = fmul contract float %167, %338
  %654 = fadd contract float %652, %653
  %655 = fmul contract float %168, %362
  %656 = fadd contract float %654, %655
  %657 = fmul contract float %169, %386
  %658 = fadd contract float %656, %657
  %659 = fmul contract float %164, %270
  %660 = fadd contract float %659, 0.000000e+00
  %661 = fmul contract float %165, %294
  %662 = fadd contract float %660, %661
  %663 = fmul contract float %166, %318
  %664 = fadd contract float %662, %663
  %665 = fmul contract float %167, %342
  %666 = fadd contract float %664, %665
  %667 = fmul contract float %168, %366
  %668 = fadd contract float %666, %667
  %669 = fmul contract float %169, %390
  %670 = fadd contract float %668, %669
  %671 = fmul contract float %164, %274
  %672 = fadd contract float %671, 0.000000e+00
  %673 = fmul contract float %165, %298
  %674 = fadd contract float %672, %673
  %675 = fmul contract float %166, %322
  %676 = fadd contract float %674, %675
  %677 = fmul contract float %167, %346
  %678 = fadd contract float %676, %677
  %679 = fmul contract float %168, %370
  %680 = fadd contract float %678, %679
  %681 = fmul contract float %169, %394
  %682 = fadd contract float %680, %681
  %683 = freeze i64 %103
  %684 = udiv i64 %248, %683
  %685 = mul i64 %684, %683
  %686 = sub i64 %248, %685
  %687 = trunc nuw nsw i64 %686 to i32
  %688 = urem i64 %684, %53
  %689 = trunc nuw nsw i64 %688 to i32
  %690 = udiv i64 %248, %104
  %691 = getelementptr inbounds float, ptr %1, i64 %250
  %692 = load float, ptr %691, align 4, !tbaa !29
  %693 = mul nuw nsw i64 %690, %91
  %694 = add nsw i64 %693, %250
  %695 = mul i64 %694, %107
  %696 = getelementptr inbounds nuw float, ptr %2, i64 %695
  %697 = shl nuw nsw i32 %689, 2
  %698 = shl nuw nsw i32 %687, 2
  %699 = icmp slt i32 %697, %89
  br i1 %699, label %700, label %782

700:                                              ; preds = %242
  %701 = zext nneg i32 %697 to i64
  %702 = mul nsw i64 %701, %105
  %703 = getelementptr float, ptr %696, i64 %702
  %704 = icmp slt i32 %698, %90
  br i1 %704, label %705, label %722

705:                                              ; preds = %700
  %706 = fmul contract float %406, %170
  %707 = fadd contract float %692, %706
  %708 = fmul contract float %418, %171
  %709 = fadd contract float %707, %708
  %710 = fmul contract float %430, %172
  %711 = fadd contract float %709, %710
  %712 = fmul contract float %442, %173
  %713 = fadd contract float %711, %712
  %714 = fmul contract float %454, %174
  %715 = fadd contract float %713, %714
  %716 = fmul contract float %466, %175
  %717 = fadd contract float %715, %716
  %718 = tail call noundef float @llvm.maxnum.f32(float %717, float 0.000000e+00)
  %719 = select i1 %108, float %717, float %718
  %720 = zext nneg i32 %698 to i64
  %721 = getelementptr float, ptr %703, i64 %720
  store float %719, ptr %721, align 4, !tbaa !29
  br label %722

722:                                              ; preds = %700, %705
  %723 = or disjoint i32 %698, 1
  %724 = icmp slt i32 %723, %90
  br i1 %724, label %725, label %742

725:                                              ; preds = %722
  %726 = fmul contract float %406, %176
  %727 = fadd contract float %692, %726
  %728 = fmul contract float %418, %177
  %729 = fadd contract float %727, %728
  %730 = fmul contract float %430, %178
  %731 = fadd contract float %729, %730
  %732 = fmul contract float %442, %179
  %733 = fadd contract float %731, %732
  %734 = fmul contract float %454, %180
  %735 = fadd contract float %733, %734
  %736 = fmul contract float %466, %181
  %737 = fadd contract float %735, %736
  %738 = tail call noundef float @llvm.maxnum.f32(float %737, float 0.000000e+00)
  %739 = select i1 %108, float %737, float %738
  %740 = zext nneg i32 %723 to i64
  %741 = getelementptr float, ptr %703, i64 %740
  store float %739, ptr %741, align 4, !tbaa !29
  br label %742

742:                                              ; preds = %725, %722
  %743 = or disjoint i32 %698, 2
  %744 = icmp slt i32 %743, %90
  br i1 %744, label %745, label %762

745:                                              ; preds = %742
  %746 = fmul contract float %406, %182
  %747 = fadd contract float %692, %746
  %748 = fmul contract float %418, %183
  %749 = fadd contract float %747, %748
  %750 = fmul contract float %430, %184
  %751 = fadd contract float %749, %750
  %752 = fmul contract float %442, %185
  %753 = fadd contract float %751, %752
  %754 = fmul contract float %454, %186
  %755 = fadd contract float %753, %754
  %756 = fmul contract float %466, %187
  %757 = fadd contract float %755, %756
  %758 = tail call noundef float @llvm.maxnum.f32(float %757, float 0.000000e+00)
  %759 = select i1 %108, float %757, float %758
  %760 = zext nneg i32 %743 to i64
  %761 = getelementptr float, ptr %703, i64 %760
  store float %759, ptr %761, align 4, !tbaa !29
  br label %762

762:                                              ; preds = %745, %742
  %763 = or disjoint i32 %698, 3
  %764 = icmp slt i32 %763, %90
  br i1 %764, label %765, label %782

765:                                              ; preds = %762
  %766 = fmul contract float %406, %164
  %767 = fadd contract float %692, %766
  %768 = fmul contract float %418, %165
  %769 = fadd contract float %767, %768
  %770 = fmul contract float %430, %166
  %771 = fadd contract float %769, %770
  %772 = fmul contract float %442, %167
  %773 = fadd contract float %771, %772
  %774 = fmul contract float %454, %168
  %775 = fadd contract float %773, %774
  %776 = fmul contract float %466, %169
  %777 = fadd contract float %775, %776
  %778 = tail call noundef float @llvm.maxnum.f32(float %777, float 0.000000e+00)
  %779 = select i1 %108, float %777, float %778
  %780 = zext nneg i32 %763 to i64
  %781 = getelementptr float, ptr %703, i64 %780
  store float %779, ptr %781, align 4, !tbaa !29
  br label %782

782:                                              ; preds = %762, %765, %242
  %783 = or disjoint i32 %697, 1
  %784 = icmp slt i32 %783, %89
  br i1 %784, label %785, label %867

785:                                              ; preds = %782
  %786 = zext nneg i32 %783 to i64
  %787 = mul nsw i64 %786, %105
  %788 = getelementptr float, ptr %696, i64 %787
  %789 = icmp slt i32 %698, %90
  br i1 %789, label %790, label %807

790:                                              ; preds = %785
  %791 = fmul contract float %478, %188
  %792 = fadd contract float %692, %791
  %793 = fmul contract float %490, %189
  %794 = fadd contract float %792, %793
  %795 = fmul contract float %502, %190
  %796 = fadd contract float %794, %795
  %797 = fmul contract float %514, %191
  %798 = fadd contract float %796, %797
  %799 = fmul contract float %526, %192
  %800 = fadd contract float %798, %799
  %801 = fmul contract float %538, %193
  %802 = fadd contract float %800, %801
  %803 = tail call noundef float @llvm.maxnum.f32(float %802, float 0.000000e+00)
  %804 = select i1 %108, float %802, float %803
  %805 = zext nneg i32 %698 to i64
  %806 = getelementptr float, ptr %788, i64 %805
  store float %804, ptr %806, align 4, !tbaa !29
  br label %807

807:                                              ; preds = %790, %785
  %808 = or disjoint i32 %698, 1
  %809 = icmp slt i32 %808, %90
  br i1 %809, label %810, label %827

810:                                              ; preds = %807
  %811 = fmul contract float %478, %194
  %812 = fadd contract float %692, %811
  %813 = fmul contract float %490, %195
  %814 = fadd contract float %812, %813
  %815 = fmul contract float %502, %196
  %816 = fadd contract float %814, %815
  %817 = fmul contract float %514, %197
  %818 = fadd contract float %816, %817
  %819 = fmul contract float %526, %198
  %820 = fadd contract float %818, %819
  %821 = fmul contract float %538, %199
  %822 = fadd contract float %820, %821
  %823 = tail call noundef float @llvm.maxnum.f32(float %822, float 0.000000e+00)
  %824 = select i1 %108, float %822, float %823
  %825 = zext nneg i32 %808 to i64
  %826 = getelementptr float, ptr %788, i64 %825
  store float %824, ptr %826, align 4, !tbaa !29
  br label %827

827:                                              ; preds = %810, %807
  %828 = or disjoint i32 %698, 2
  %829 = icmp slt i32 %828, %90
  br i1 %829, label %830, label %847

830:                                              ; preds = %827
  %831 = fmul contract float %478, %200
  %832 = fadd contract float %692, %831
  %833 = fmul contract float %490, %201
  %834 = fadd contract float %832, %833
  %835 = fmul contract float %502, %202
  %836 = fadd contract float %834, %835
  %837 = fmul contract float %514, %203
  %838 = fadd contract float %836, %837
  %839 = fmul contract float %526, %204
  %840 = fadd contract float %838, %839
  %841 = fmul contract float %538, %205
  %842 = fadd contract float %840, %841
  %843 = tail call noundef float @llvm.maxnum.f32(float %842, float 0.000000e+00)
  %844 = select i1 %108, float %842, float %843
  %845 = zext nneg i32 %828 to i64
  %846 = getelementptr float, ptr %788, i64 %845
  store float %844, ptr %846, align 4, !tbaa !29
  br label %847

847:                                              ; preds = %830, %827
  %848 = or disjoint i32 %698, 3
  %849 = icmp slt i32 %848, %90
  br i1 %849, label %850, label %867

850:                                              ; preds = %847
  %851 = fmul contract float %478, %164
  %852 = fadd contract float %692, %851
  %853 = fmul contract float %490, %165
  %854 = fadd contract float %852, %853
  %855 = fmul contract float %502, %166
  %856 = fadd contract float %854, %855
  %857 = fmul contract float %514, %167
  %858 = fadd contract float %856, %857
  %859 = fmul contract float %526, %168
  %860 = fadd contract float %858, %859
  %861 = fmul contract float %538, %169
  %862 = fadd contract float %860, %861
  %863 = tail call noundef float @llvm.maxnum.f32(float %862, float 0.000000e+00)
  %864 = select i1 %108, float %862, float %863
  %865 = zext nneg i32 %848 to i64
  %866 = getelementptr float, ptr %788, i64 %865
  store float %864, ptr %866, align 4, !tbaa !29
  br label %867

867:                                              ; preds = %847, %850, %782
  %868 = or disjoint i32 %697, 2
  %869 = icmp slt i32 %868, %89
  br i1 %869, label %870, label %952

870:                                              ; preds = %867
  %871 = zext nneg i32 %868 to i64
  %872 = mul nsw i64 %871, %105
  %873 = getelementptr float, ptr %696, i64 %872
  %874 = icmp slt i32 %698, %90
  br i1 %874, label %875, label %892

875:                                              ; preds = %870
  %876 = fmul contract float %550, %206
  %877 = fadd contract float %692, %876
  %878 = fmul contract float %562, %207
  %879 = fadd contract float %877, %878
  %880 = fmul contract float %574, %208
  %881 = fadd contract float %879, %880
  %882 = fmul contract float %586, %209
  %883 = fadd contract float %881, %882
  %884 = fmul contract float %598, %210
  %885 = fadd contract float %883, %884
  %886 = fmul contract float %610, %211
  %887 = fadd contract float %885, %886
  %888 = tail call noundef float @llvm.maxnum.f32(float %887, float 0.000000e+00)
  %889 = select i1 %108, float %887, float %888
  %890 = zext nneg i32 %698 to i64
  %891 = getelementptr float, ptr %873, i64 %890
  store float %889, ptr %891, align 4, !tbaa !29
  br label %892

892:                                              ; preds = %875, %870
  %893 = or disjoint i32 %698, 1
  %894 = icmp slt i32 %893, %90
  br i1 %894, label %895, label %912

895:                                              ; preds = %892
  %896 = fmul contract float %550, %212
  %897 = fadd contract float %692, %896
  %898 = fmul contract float %562, %213
  %899 = fadd contract float %897, %898
  %900 = fmul contract float %574, %214
  %901 = fadd contract float %899, %900
  %902 = fmul contract float %586, %215
  %903 = fadd contract float %901, %902
  %904 = fmul contract float %598, %216
  %905 = fadd contract float %903, %904
  %906 = fmul contract float %610, %217
  %907 = fadd contract float %905, %906
  %908 = tail call noundef float @llvm.maxnum.f32(float %907, float 0.000000e+00)
  %909 = select i1 %108, float %907, float %908
  %910 = zext nneg i32 %893 to i64
  %911 = getelementptr float, ptr %873, i64 %910
  store float %909, ptr %911, align 4, !tbaa !29
  br label %912

912:                                              ; preds = %895, %892
  %913 = or disjoint i32 %698, 2
  %914 = icmp slt i32 %913, %90
  br i1 %914, label %915, label %932

915:                                              ; preds = %912
  %916 = fmul contract float %550, %218
  %917 = fadd contract float %692, %916
  %918 = fmul contract float %562, %219
  %919 = fadd contract float %917, %918
  %920 = fmul contract float %574, %220
  %921 = fadd contract float %919, %920
  %922 = fmul contract float %586, %221
  %923 = fadd contract float %921, %922
  %924 = fmul contract float %598, %222
  %925 = fadd contract float %923, %924
  %926 = fmul contract float %610, %223
  %927 = fadd contract float %925, %926
  %928 = tail call noundef float @llvm.maxnum.f32(float %927, float 0.000000e+00)
  %929 = select i1 %108, float %927, float %928
  %930 = zext nneg i32 %913 to i64
  %931 = getelementptr float, ptr %873, i64 %930
  store float %929, ptr %931, align 4, !tbaa !29
  br label %932

932:                                              ; preds = %915, %912
  %933 = or disjoint i32 %698, 3
  %934 = icmp slt i32 %933, %90
  br i1 %934, label %935, label %952

935:                                              ; preds = %932
  %936 = fmul contract float %550, %164
  %937 = fadd contract float %692, %936
  %938 = fmul contract float %562, %165
  %939 = fadd contract float %937, %938
  %940 = fmul contract float %574, %166
  %941 = fadd contract float %939, %940
  %942 = fmul contract float %586, %167
  %943 = fadd contract float %941, %942
  %944 = fmul contract float %598, %168
  %945 = fadd contract float %943, %944
  %946 = fmul contract float %610, %169
  %947 = fadd contract float %945, %946
  %948 = tail call noundef float @llvm.maxnum.f32(float %947, float 0.000000e+00)
  %949 = select i1 %108, float %947, float %948
  %950 = zext nneg i32 %933 to i64
  %951 = getelementptr float, ptr %873, i64 %950
  store float %949, ptr %951, align 4, !tbaa !29
  br label %952

952:                                              ; preds = %932, %935, %867
  %953 = or disjoint i32 %697, 3
  %954 = icmp slt i32 %953, %89
  br i1 %954, label %955, label %1037

955:                                              ; preds = %952
  %956 = zext nneg i32 %953 to i64
  %957 = mul nsw i64 %956, %105
  %958 = getelementptr float, ptr %696, i64 %957
  %959 = icmp slt i32 %698, %90
  br i1 %959, label %960, label %977

960:                                              ; preds = %955
  %961 = fmul contract float %622, %224
  %962 = fadd contract float %692, %961
  %963 = fmul contract float %634, %225
  %964 = fadd contract float %962, %963
  %965 = fmul contract float %646, %226
  %966 = fadd contract float %964, %965
  %967 = fmul contract float %658, %227
  %968 = fadd contract float %966, %967
  %969 = fmul contract float %670, %228
  %970 = fadd contract float %968, %969
  %971 = fmul contract float %682, %229
  %972 = fadd contract float %970, %971
  %973 = tail call noundef float @llvm.maxnum.f32(float %972, float 0.000000e+00)
  %974 = select i1 %108, float %972, float %973
  %975 = zext nneg i32 %698 to i64
  %976 = getelementptr float, ptr %958, i64 %975
  store float %974, ptr %976, align 4, !tbaa !29
  br label %977

977:                                              ; preds = %960, %955
  %978 = or disjoint i32 %698, 1
  %979 = icmp slt i32 %978, %90
  br i1 %979, label %980, label %997

980:                                              ; preds = %977
  %981 = fmul contract float %622, %230
  %982 = fadd contract float %692, %981
  %983 = fmul contract float %634, %231
  %984 = fadd contract float %982, %983
  %985 = fmul contract float %646, %232
  %986 = fadd contract float %984, %985
  %987 = fmul contract float %658, %233
  %988 = fadd contract float %986, %987
  %989 = fmul contract float %670, %234
  %990 = fadd contract float %988, %989
  %991 = fmul contract float %682, %235
  %992 = fadd contract float %990, %991
  %993 = tail call noundef float @llvm.maxnum.f32(float %992, float 0.000000e+00)
  %994 = select i1 %108, float %992, float %993
  %995 = zext nneg i32 %978 to i64
  %996 = getelementptr float, ptr %958, i64 %995
  store float %994, ptr %996, align 4, !tbaa !29
  br label %997

997:                                              ; preds = %980, %977
  %998 = or disjoint i32 %698, 2
  %999 = icmp slt i32 %998, %90
  br i1 %999, label %1000, label %1017

1000:                                             ; preds = %997
  %1001 = fmul contract float %622, %236
  %1002 = fadd contract float %692, %1001
  %1003 = fmul contract float %634, %237
  %1004 = fadd contract float %1002, %1003
  %1005 = fmul contract float %646, %238
  %1006 = fadd contract float %1004, %1005
  %1007 = fmul contract float %658, %239
  %1008 = fadd contract float %1006, %1007
  %1009 = fmul contract float %670, %240
  %1010 = fadd contract float %1008, %1009
  %1011 = fmul contract float %682, %241
  %1012 = fadd contract float %1010, %1011
  %1013 = tail call noundef float @llvm.maxnum.f32(float %1012, float 0.000000e+00)
  %1014 = select i1 %108, float %1012, float %1013
  %1015 = zext nneg i32 %998 to i64
  %1016 = getelementptr float, ptr %958, i64 %1015
  store float %1014, ptr %1016, align 4, !tbaa !29
  br label %1017

1017:                                             ; preds = %1000, %997
  %1018 = or disjoint i32 %698, 3
  %1019 = icmp slt i32 %1018, %90
  br i1 %1019, label %1020, label %1037

1020:                                             ; preds = %1017
  %1021 = fmul contract float %622, %164
  %1022 = fadd contract float %692, %1021
  %1023 = fmul contract float %634, %165
  %1024 = fadd contract float %1022, %1023
  %1025 = fmul contract float %646, %166
  %1026 = fadd contract float %1024, %1025
  %1027 = fmul contract float %658, %167
  %1028 = fadd contract float %1026, %1027
  %1029 = fmul contract float %670, %168
  %1030 = fadd contract float %1028, %1029
  %1031 = fmul contract float %682, %169
  %1032 = fadd contract float %1030, %1031
  %1033 = tail call noundef float @llvm.maxnum.f32(float %1032, float 0.000000e+00)
  %1034 = select i1 %108, float %1032, float %1033
  %1035 = zext nneg i32 %1018 to i64
  %1036 = getelementptr float, ptr %958, i64 %1035
  store float %1034, ptr %1036, align 4, !tbaa !29
  br label %1037

1037:                                             ; preds = %1017, %1020, %952
  %1038 = add nuw nsw i64 %243, %111
  %1039 = icmp samesign ult i64 %1038, %92
  br i1 %1039, label %242, label %1040, !llvm.loop !48

1040:                                             ; preds = %1037, %5, %8, %12, %16, %20, %24, %34, %38, %47, %66, %72, %87, %78
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS9WinoShape", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !13, i64 24, !13, i64 32, !13, i64 40, !13, i64 48, !13, i64 56}
!13 = !{!"long long", !8, i64 0}
!14 = !{!12, !7, i64 4}
!15 = !{!12, !7, i64 8}
!16 = !{!12, !7, i64 12}
!17 = !{!12, !7, i64 16}
!18 = !{!12, !7, i64 20}
!19 = !{!13, !13, i64 0}
!20 = !{!12, !13, i64 24}
!21 = !{!12, !13, i64 40}
!22 = !{!12, !13, i64 48}
!23 = !{!12, !13, i64 56}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_Z16wino_filter_implILi2EEvPKfPfiixx: argument 0"}
!26 = distinct !{!26, !"_Z16wino_filter_implILi2EEvPKfPfiixx"}
!27 = !{!28}
!28 = distinct !{!28, !26, !"_Z16wino_filter_implILi2EEvPKfPfiixx: argument 1"}
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !8, i64 0}
!31 = !{!32, !25, !28}
!32 = distinct !{!32, !33, !"_Z16filter_transformILi2EEvPKfRAplT_Li2E_AplT_Li2E_f: argument 0"}
!33 = distinct !{!33, !"_Z16filter_transformILi2EEvPKfRAplT_Li2E_AplT_Li2E_f"}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_Z16wino_filter_implILi4EEvPKfPfiixx: argument 0"}
!38 = distinct !{!38, !"_Z16wino_filter_implILi4EEvPKfPfiixx"}
!39 = !{!40}
!40 = distinct !{!40, !38, !"_Z16wino_filter_implILi4EEvPKfPfiixx: argument 1"}
!41 = !{!42, !37, !40}
!42 = distinct !{!42, !43, !"_Z16filter_transformILi4EEvPKfRAplT_Li2E_AplT_Li2E_f: argument 0"}
!43 = distinct !{!43, !"_Z16filter_transformILi4EEvPKfRAplT_Li2E_AplT_Li2E_f"}
!44 = distinct !{!44, !35}
!45 = distinct !{!45, !35}
!46 = distinct !{!46, !35}
!47 = distinct !{!47, !35}
!48 = distinct !{!48, !35}
