; ModuleID = 'src/winograd_conv.cu'
source_filename = "src/winograd_conv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.WinoShape = type { i32, i32, i32, i32, i32, i32, i64, i64, i64, i64, i64 }

$_Z16wino_filter_implILi4EEvPKfPfiixx = comdat any

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
  br i1 %7, label %99, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %99, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 8, !tbaa !15
  %15 = icmp slt i32 %14, 1
  br i1 %15, label %99, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !16
  %19 = icmp slt i32 %18, 1
  br i1 %19, label %99, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = icmp slt i32 %22, 1
  br i1 %23, label %99, label %24

24:                                               ; preds = %20
  %25 = icmp sgt i32 %6, 256
  %26 = icmp sgt i32 %10, 2048
  %27 = or i1 %25, %26
  %28 = icmp sgt i32 %14, 4096
  %29 = or i1 %27, %28
  %30 = icmp sgt i32 %18, 4096
  %31 = or i1 %29, %30
  %32 = icmp sgt i32 %22, 2048
  %33 = or i1 %31, %32
  br i1 %33, label %99, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !18
  %37 = icmp ugt i32 %36, 2
  br i1 %37, label %99, label %38

38:                                               ; preds = %34
  %39 = shl nuw nsw i32 %36, 1
  %40 = add nuw nsw i32 %39, %14
  %41 = add nsw i32 %40, -2
  %42 = add nuw nsw i32 %39, %18
  %43 = add nsw i32 %42, -2
  %44 = icmp slt i32 %40, 3
  %45 = icmp slt i32 %42, 3
  %46 = select i1 %44, i1 true, i1 %45
  br i1 %46, label %99, label %47

47:                                               ; preds = %38
  %48 = add i32 %1, -1
  %49 = add i32 %48, %41
  %50 = sdiv i32 %49, %1
  store i32 %50, ptr %2, align 4, !tbaa !6
  %51 = add i32 %1, -1
  %52 = add i32 %51, %43
  %53 = sdiv i32 %52, %1
  store i32 %53, ptr %3, align 4, !tbaa !6
  %54 = load i32, ptr %0, align 8, !tbaa !11
  %55 = sext i32 %54 to i64
  %56 = load i32, ptr %2, align 4, !tbaa !6
  %57 = sext i32 %56 to i64
  %58 = sext i32 %53 to i64
  %59 = mul nsw i64 %55, %58
  %60 = mul i64 %59, %57
  store i64 %60, ptr %4, align 8, !tbaa !19
  %61 = load i32, ptr %9, align 4, !tbaa !14
  %62 = sext i32 %61 to i64
  %63 = mul nsw i64 %62, %55
  %64 = load i32, ptr %13, align 8, !tbaa !15
  %65 = sext i32 %64 to i64
  %66 = mul nsw i64 %63, %65
  %67 = load i32, ptr %17, align 4, !tbaa !16
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 %66, %68
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %71 = load i64, ptr %70, align 8, !tbaa !20
  %72 = icmp sgt i64 %69, %71
  br i1 %72, label %99, label %73

73:                                               ; preds = %47
  %74 = add nsw i32 %1, 2
  %75 = sext i32 %74 to i64
  %76 = mul nsw i64 %75, %75
  %77 = mul i64 %60, %76
  %78 = mul i64 %77, %62
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %80 = load i64, ptr %79, align 8, !tbaa !21
  %81 = icmp sgt i64 %78, %80
  br i1 %81, label %99, label %82

82:                                               ; preds = %73
  %83 = load i32, ptr %21, align 8, !tbaa !17
  %84 = sext i32 %83 to i64
  %85 = mul i64 %60, %76
  %86 = mul i64 %85, %84
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %88 = load i64, ptr %87, align 8, !tbaa !22
  %89 = icmp sgt i64 %86, %88
  br i1 %89, label %99, label %90

90:                                               ; preds = %82
  %91 = zext nneg i32 %41 to i64
  %92 = zext nneg i32 %43 to i64
  %93 = mul nuw nsw i64 %92, %91
  %94 = mul i64 %93, %55
  %95 = mul i64 %94, %84
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %97 = load i64, ptr %96, align 8, !tbaa !23
  %98 = icmp sle i64 %95, %97
  br label %99

99:                                               ; preds = %38, %90, %82, %73, %47, %34, %24, %5, %8, %12, %16, %20
  %100 = phi i1 [ false, %34 ], [ false, %5 ], [ false, %24 ], [ false, %20 ], [ false, %16 ], [ false, %12 ], [ false, %8 ], [ false, %38 ], [ false, %82 ], [ false, %47 ], [ false, %73 ], [ %98, %90 ]
  ret i1 %100
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @wino_filter_f2(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %7 = sub i32 4096, %2
  %8 = sub i32 4096, %3
  %9 = or i32 %8, %7
  %10 = icmp ult i32 %9, 4096
  br i1 %10, label %11, label %238

11:                                               ; preds = %6
  %12 = zext nneg i32 %2 to i64
  %13 = zext nneg i32 %3 to i64
  %14 = mul nuw nsw i64 %13, %12
  %15 = mul nuw nsw i64 %14, 9
  %16 = icmp sgt i64 %15, %4
  %17 = shl nuw nsw i64 %14, 4
  %18 = icmp sgt i64 %17, %5
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %238, label %20

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
  br i1 %29, label %30, label %238

30:                                               ; preds = %20
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %32, %24
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 8), align 4, !tbaa !29, !noalias !31
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 4), align 4, !tbaa !29, !noalias !31
  %36 = load float, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), align 4, !tbaa !29, !noalias !31
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 20), align 4, !tbaa !29, !noalias !31
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 16), align 4, !tbaa !29, !noalias !31
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 12), align 4, !tbaa !29, !noalias !31
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 32), align 4, !tbaa !29, !noalias !31
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 28), align 4, !tbaa !29, !noalias !31
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 24), align 4, !tbaa !29, !noalias !31
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 44), align 4, !tbaa !29, !noalias !31
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 40), align 4, !tbaa !29, !noalias !31
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G2 to ptr), i64 36), align 4, !tbaa !29, !noalias !31
  %46 = shl nuw nsw i64 %14, 3
  %47 = mul nuw nsw i64 %14, 12
  %48 = mul nuw nsw i64 %14, 20
  %49 = mul nuw nsw i64 %14, 24
  %50 = mul nuw nsw i64 %14, 28
  %51 = shl nuw nsw i64 %14, 5
  %52 = mul nuw nsw i64 %14, 36
  %53 = mul nuw nsw i64 %14, 40
  %54 = mul nuw nsw i64 %14, 44
  %55 = mul nuw nsw i64 %14, 48
  %56 = mul nuw nsw i64 %14, 52
  %57 = mul nuw nsw i64 %14, 56
  %58 = mul nuw nsw i64 %14, 60
  br label %59

59:                                               ; preds = %59, %30
  %60 = phi i64 [ %28, %30 ], [ %236, %59 ]
  %61 = mul nuw nsw i64 %60, 36
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %65 = load float, ptr %64, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %66 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %67 = load float, ptr %66, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %68 = getelementptr inbounds nuw i8, ptr %62, i64 12
  %69 = load float, ptr %68, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %70 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %71 = load float, ptr %70, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %72 = getelementptr inbounds nuw i8, ptr %62, i64 20
  %73 = load float, ptr %72, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %74 = getelementptr inbounds nuw i8, ptr %62, i64 24
  %75 = load float, ptr %74, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %76 = getelementptr inbounds nuw i8, ptr %62, i64 28
  %77 = load float, ptr %76, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %78 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %79 = load float, ptr %78, align 4, !tbaa !29, !alias.scope !24, !noalias !27
  %80 = fmul contract float %63, %36
  %81 = fmul contract float %69, %35
  %82 = fadd contract float %81, %80
  %83 = fmul contract float %75, %34
  %84 = fadd contract float %83, %82
  %85 = fmul contract float %65, %36
  %86 = fmul contract float %71, %35
  %87 = fadd contract float %86, %85
  %88 = fmul contract float %77, %34
  %89 = fadd contract float %88, %87
  %90 = fmul contract float %67, %36
  %91 = fmul contract float %73, %35
  %92 = fadd contract float %91, %90
  %93 = fmul contract float %79, %34
  %94 = fadd contract float %93, %92
  %95 = fmul contract float %63, %39
  %96 = fmul contract float %69, %38
  %97 = fadd contract float %96, %95
  %98 = fmul contract float %75, %37
  %99 = fadd contract float %98, %97
  %100 = fmul contract float %65, %39
  %101 = fmul contract float %71, %38
  %102 = fadd contract float %101, %100
  %103 = fmul contract float %77, %37
  %104 = fadd contract float %103, %102
  %105 = fmul contract float %67, %39
  %106 = fmul contract float %73, %38
  %107 = fadd contract float %106, %105
  %108 = fmul contract float %79, %37
  %109 = fadd contract float %108, %107
  %110 = fmul contract float %63, %42
  %111 = fmul contract float %69, %41
  %112 = fadd contract float %111, %110
  %113 = fmul contract float %75, %40
  %114 = fadd contract float %113, %112
  %115 = fmul contract float %65, %42
  %116 = fmul contract float %71, %41
  %117 = fadd contract float %116, %115
  %118 = fmul contract float %77, %40
  %119 = fadd contract float %118, %117
  %120 = fmul contract float %67, %42
  %121 = fmul contract float %73, %41
  %122 = fadd contract float %121, %120
  %123 = fmul contract float %79, %40
  %124 = fadd contract float %123, %122
  %125 = fmul contract float %63, %45
  %126 = fmul contract float %69, %44
  %127 = fadd contract float %126, %125
  %128 = fmul contract float %75, %43
  %129 = fadd contract float %128, %127
  %130 = fmul contract float %65, %45
  %131 = fmul contract float %71, %44
  %132 = fadd contract float %131, %130
  %133 = fmul contract float %77, %43
  %134 = fadd contract float %133, %132
  %135 = fmul contract float %67, %45
  %136 = fmul contract float %73, %44
  %137 = fadd contract float %136, %135
  %138 = fmul contract float %79, %43
  %139 = fadd contract float %138, %137
  %140 = fmul contract float %36, %84
  %141 = fmul contract float %35, %89
  %142 = fadd contract float %140, %141
  %143 = fmul contract float %34, %94
  %144 = fadd contract float %143, %142
  %145 = fmul contract float %84, %39
  %146 = fmul contract float %38, %89
  %147 = fadd contract float %145, %146
  %148 = fmul contract float %37, %94
  %149 = fadd contract float %148, %147
  %150 = fmul contract float %84, %42
  %151 = fmul contract float %89, %41
  %152 = fadd contract float %151, %150
  %153 = fmul contract float %94, %40
  %154 = fadd contract float %153, %152
  %155 = fmul contract float %84, %45
  %156 = fmul contract float %89, %44
  %157 = fadd contract float %156, %155
  %158 = fmul contract float %94, %43
  %159 = fadd contract float %158, %157
  %160 = fmul contract float %36, %99
  %161 = fmul contract float %35, %104
  %162 = fadd contract float %160, %161
  %163 = fmul contract float %34, %109
  %164 = fadd contract float %163, %162
  %165 = fmul contract float %39, %99
  %166 = fmul contract float %38, %104
  %167 = fadd contract float %165, %166
  %168 = fmul contract float %37, %109
  %169 = fadd contract float %168, %167
  %170 = fmul contract float %99, %42
  %171 = fmul contract float %41, %104
  %172 = fadd contract float %170, %171
  %173 = fmul contract float %40, %109
  %174 = fadd contract float %173, %172
  %175 = fmul contract float %99, %45
  %176 = fmul contract float %104, %44
  %177 = fadd contract float %176, %175
  %178 = fmul contract float %109, %43
  %179 = fadd contract float %178, %177
  %180 = fmul contract float %36, %114
  %181 = fmul contract float %35, %119
  %182 = fadd contract float %180, %181
  %183 = fmul contract float %34, %124
  %184 = fadd contract float %183, %182
  %185 = fmul contract float %39, %114
  %186 = fmul contract float %38, %119
  %187 = fadd contract float %185, %186
  %188 = fmul contract float %37, %124
  %189 = fadd contract float %188, %187
  %190 = fmul contract float %42, %114
  %191 = fmul contract float %41, %119
  %192 = fadd contract float %190, %191
  %193 = fmul contract float %40, %124
  %194 = fadd contract float %193, %192
  %195 = fmul contract float %114, %45
  %196 = fmul contract float %44, %119
  %197 = fadd contract float %195, %196
  %198 = fmul contract float %43, %124
  %199 = fadd contract float %198, %197
  %200 = fmul contract float %36, %129
  %201 = fmul contract float %35, %134
  %202 = fadd contract float %200, %201
  %203 = fmul contract float %34, %139
  %204 = fadd contract float %203, %202
  %205 = fmul contract float %39, %129
  %206 = fmul contract float %38, %134
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %37, %139
  %209 = fadd contract float %208, %207
  %210 = fmul contract float %42, %129
  %211 = fmul contract float %41, %134
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %40, %139
  %214 = fadd contract float %213, %212
  %215 = fmul contract float %45, %129
  %216 = fmul contract float %44, %134
  %217 = fadd contract float %215, %216
  %218 = fmul contract float %43, %139
  %219 = fadd contract float %218, %217
  %220 = getelementptr inbounds nuw float, ptr %1, i64 %60
  store float %144, ptr %220, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %221 = getelementptr inbounds nuw float, ptr %220, i64 %14
  store float %149, ptr %221, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %222 = getelementptr inbounds nuw i8, ptr %220, i64 %46
  store float %154, ptr %222, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %223 = getelementptr inbounds nuw i8, ptr %220, i64 %47
  store float %159, ptr %223, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %224 = getelementptr inbounds nuw i8, ptr %220, i64 %17
  store float %164, ptr %224, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %225 = getelementptr inbounds nuw i8, ptr %220, i64 %48
  store float %169, ptr %225, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %226 = getelementptr inbounds nuw i8, ptr %220, i64 %49
  store float %174, ptr %226, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %227 = getelementptr inbounds nuw i8, ptr %220, i64 %50
  store float %179, ptr %227, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %228 = getelementptr inbounds nuw i8, ptr %220, i64 %51
  store float %184, ptr %228, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %229 = getelementptr inbounds nuw i8, ptr %220, i64 %52
  store float %189, ptr %229, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %230 = getelementptr inbounds nuw i8, ptr %220, i64 %53
  store float %194, ptr %230, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %231 = getelementptr inbounds nuw i8, ptr %220, i64 %54
  store float %199, ptr %231, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %232 = getelementptr inbounds nuw i8, ptr %220, i64 %55
  store float %204, ptr %232, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %233 = getelementptr inbounds nuw i8, ptr %220, i64 %56
  store float %209, ptr %233, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %234 = getelementptr inbounds nuw i8, ptr %220, i64 %57
  store float %214, ptr %234, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %235 = getelementptr inbounds nuw i8, ptr %220, i64 %58
  store float %219, ptr %235, align 4, !tbaa !29, !alias.scope !27, !noalias !24
  %236 = add nuw nsw i64 %60, %33
  %237 = icmp samesign ult i64 %236, %14
  br i1 %237, label %59, label %238, !llvm.loop !34

238:                                              ; preds = %59, %6, %11, %20
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @wino_filter_f4(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #2 {
  tail call void @_Z16wino_filter_implILi4EEvPKfPfiixx(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5) #11
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local void @_Z16wino_filter_implILi4EEvPKfPfiixx(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #3 comdat {
  %7 = sub i32 4096, %2
  %8 = sub i32 4096, %3
  %9 = or i32 %8, %7
  %10 = icmp ult i32 %9, 4096
  br i1 %10, label %11, label %523

11:                                               ; preds = %6
  %12 = zext nneg i32 %2 to i64
  %13 = zext nneg i32 %3 to i64
  %14 = mul nuw nsw i64 %13, %12
  %15 = mul nuw nsw i64 %14, 9
  %16 = icmp sgt i64 %15, %4
  %17 = mul nuw nsw i64 %14, 36
  %18 = icmp sgt i64 %17, %5
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %523, label %20

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
  br i1 %29, label %30, label %523

30:                                               ; preds = %20
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %32, %24
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !37
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !37
  %36 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !37
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !37
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !37
  %39 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !37
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !37
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !37
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !37
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !37
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !37
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !37
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !37
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !37
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !37
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !37
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !37
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !37
  %52 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !37
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !37
  %54 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !37
  %55 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !37
  %56 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !37
  %57 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !37
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !37
  %59 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !37
  %60 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !37
  %61 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !37
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !37
  %63 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !37
  %64 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !37
  %65 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !37
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !37
  %67 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !37
  %68 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !37
  %69 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !37
  %70 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !37
  %71 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !37
  %72 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !37
  %73 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !37
  %74 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !37
  %75 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !37
  %76 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !37
  %77 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !37
  %78 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !37
  %79 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !37
  %80 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !37
  %81 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !37
  %82 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !37
  %83 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !37
  %84 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !37
  %85 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !37
  %86 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !37
  %87 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !37
  %88 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !37
  %89 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !37
  %90 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !37
  %91 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !37
  %92 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !37
  %93 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !37
  %94 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !37
  %95 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !37
  %96 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !37
  %97 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !37
  %98 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !37
  %99 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !37
  %100 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !37
  %101 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !37
  %102 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !37
  %103 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !37
  %104 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !37
  %105 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !37
  %106 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !37
  %107 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !37
  %108 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !37
  %109 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !37
  %110 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !37
  %111 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !37
  %112 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !37
  %113 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !37
  %114 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !37
  %115 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !37
  %116 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !37
  %117 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !37
  %118 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !37
  %119 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !37
  %120 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !37
  %121 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !37
  %122 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !37
  %123 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !37
  %124 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !37
  %125 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !37
  %126 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !37
  %127 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !37
  %128 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !37
  %129 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !37
  %130 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !37
  %131 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !37
  %132 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !37
  %133 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !37
  %134 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !37
  %135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !37
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !37
  %137 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !37
  %138 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !37
  %139 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !37
  %140 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !37
  %141 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !37
  %142 = load float, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), align 4, !tbaa !29, !noalias !37
  %143 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 4), align 4, !tbaa !29, !noalias !37
  %144 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 8), align 4, !tbaa !29, !noalias !37
  %145 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 12), align 4, !tbaa !29, !noalias !37
  %146 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 16), align 4, !tbaa !29, !noalias !37
  %147 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 20), align 4, !tbaa !29, !noalias !37
  %148 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 24), align 4, !tbaa !29, !noalias !37
  %149 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 28), align 4, !tbaa !29, !noalias !37
  %150 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 32), align 4, !tbaa !29, !noalias !37
  %151 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 36), align 4, !tbaa !29, !noalias !37
  %152 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 40), align 4, !tbaa !29, !noalias !37
  %153 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 44), align 4, !tbaa !29, !noalias !37
  %154 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 48), align 4, !tbaa !29, !noalias !37
  %155 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 52), align 4, !tbaa !29, !noalias !37
  %156 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 56), align 4, !tbaa !29, !noalias !37
  %157 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 60), align 4, !tbaa !29, !noalias !37
  %158 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 64), align 4, !tbaa !29, !noalias !37
  %159 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_G4 to ptr), i64 68), align 4, !tbaa !29, !noalias !37
  %160 = shl nuw nsw i64 %14, 3
  %161 = mul nuw nsw i64 %14, 12
  %162 = shl nuw nsw i64 %14, 4
  %163 = mul nuw nsw i64 %14, 20
  %164 = mul nuw nsw i64 %14, 24
  %165 = mul nuw nsw i64 %14, 28
  %166 = shl nuw nsw i64 %14, 5
  %167 = mul nuw nsw i64 %14, 36
  %168 = mul nuw nsw i64 %14, 40
  %169 = mul nuw nsw i64 %14, 44
  %170 = mul nuw nsw i64 %14, 48
  %171 = mul nuw nsw i64 %14, 52
  %172 = mul nuw nsw i64 %14, 56
  %173 = mul nuw nsw i64 %14, 60
  %174 = shl nuw nsw i64 %14, 6
  %175 = mul nuw nsw i64 %14, 68
  %176 = mul nuw nsw i64 %14, 72
  %177 = mul nuw nsw i64 %14, 76
  %178 = mul nuw nsw i64 %14, 80
  %179 = mul nuw nsw i64 %14, 84
  %180 = mul nuw nsw i64 %14, 88
  %181 = mul nuw nsw i64 %14, 92
  %182 = mul nuw nsw i64 %14, 96
  %183 = mul nuw nsw i64 %14, 100
  %184 = mul nuw nsw i64 %14, 104
  %185 = mul nuw nsw i64 %14, 108
  %186 = mul nuw nsw i64 %14, 112
  %187 = mul nuw nsw i64 %14, 116
  %188 = mul nuw nsw i64 %14, 120
  %189 = mul nuw nsw i64 %14, 124
  %190 = shl nuw nsw i64 %14, 7
  %191 = mul nuw nsw i64 %14, 132
  %192 = mul nuw nsw i64 %14, 136
  %193 = mul nuw nsw i64 %14, 140
  br label %194

194:                                              ; preds = %30, %194
  %195 = phi i64 [ %28, %30 ], [ %521, %194 ]
  %196 = mul nuw nsw i64 %195, 36
  %197 = getelementptr inbounds nuw i8, ptr %0, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !29
  %199 = getelementptr inbounds nuw i8, ptr %197, i64 4
  %200 = load float, ptr %199, align 4, !tbaa !29
  %201 = getelementptr inbounds nuw i8, ptr %197, i64 8
  %202 = load float, ptr %201, align 4, !tbaa !29
  %203 = getelementptr inbounds nuw i8, ptr %197, i64 12
  %204 = load float, ptr %203, align 4, !tbaa !29
  %205 = getelementptr inbounds nuw i8, ptr %197, i64 16
  %206 = load float, ptr %205, align 4, !tbaa !29
  %207 = getelementptr inbounds nuw i8, ptr %197, i64 20
  %208 = load float, ptr %207, align 4, !tbaa !29
  %209 = getelementptr inbounds nuw i8, ptr %197, i64 24
  %210 = load float, ptr %209, align 4, !tbaa !29
  %211 = getelementptr inbounds nuw i8, ptr %197, i64 28
  %212 = load float, ptr %211, align 4, !tbaa !29
  %213 = getelementptr inbounds nuw i8, ptr %197, i64 32
  %214 = load float, ptr %213, align 4, !tbaa !29
  %215 = fmul contract float %36, %198
  %216 = fmul contract float %35, %204
  %217 = fadd contract float %215, %216
  %218 = fmul contract float %34, %210
  %219 = fadd contract float %217, %218
  %220 = fmul contract float %36, %200
  %221 = fmul contract float %35, %206
  %222 = fadd contract float %220, %221
  %223 = fmul contract float %34, %212
  %224 = fadd contract float %222, %223
  %225 = fmul contract float %36, %202
  %226 = fmul contract float %35, %208
  %227 = fadd contract float %225, %226
  %228 = fmul contract float %34, %214
  %229 = fadd contract float %227, %228
  %230 = fmul contract float %39, %198
  %231 = fmul contract float %38, %204
  %232 = fadd contract float %230, %231
  %233 = fmul contract float %37, %210
  %234 = fadd contract float %232, %233
  %235 = fmul contract float %39, %200
  %236 = fmul contract float %38, %206
  %237 = fadd contract float %235, %236
  %238 = fmul contract float %37, %212
  %239 = fadd contract float %237, %238
  %240 = fmul contract float %39, %202
  %241 = fmul contract float %38, %208
  %242 = fadd contract float %240, %241
  %243 = fmul contract float %37, %214
  %244 = fadd contract float %242, %243
  %245 = fmul contract float %42, %198
  %246 = fmul contract float %41, %204
  %247 = fadd contract float %245, %246
  %248 = fmul contract float %40, %210
  %249 = fadd contract float %247, %248
  %250 = fmul contract float %42, %200
  %251 = fmul contract float %41, %206
  %252 = fadd contract float %250, %251
  %253 = fmul contract float %40, %212
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %42, %202
  %256 = fmul contract float %41, %208
  %257 = fadd contract float %255, %256
  %258 = fmul contract float %40, %214
  %259 = fadd contract float %257, %258
  %260 = fmul contract float %45, %198
  %261 = fmul contract float %44, %204
  %262 = fadd contract float %260, %261
  %263 = fmul contract float %43, %210
  %264 = fadd contract float %262, %263
  %265 = fmul contract float %45, %200
  %266 = fmul contract float %44, %206
  %267 = fadd contract float %265, %266
  %268 = fmul contract float %43, %212
  %269 = fadd contract float %267, %268
  %270 = fmul contract float %45, %202
  %271 = fmul contract float %44, %208
  %272 = fadd contract float %270, %271
  %273 = fmul contract float %43, %214
  %274 = fadd contract float %272, %273
  %275 = fmul contract float %48, %198
  %276 = fmul contract float %47, %204
  %277 = fadd contract float %275, %276
  %278 = fmul contract float %46, %210
  %279 = fadd contract float %277, %278
  %280 = fmul contract float %48, %200
  %281 = fmul contract float %47, %206
  %282 = fadd contract float %280, %281
  %283 = fmul contract float %46, %212
  %284 = fadd contract float %282, %283
  %285 = fmul contract float %48, %202
  %286 = fmul contract float %47, %208
  %287 = fadd contract float %285, %286
  %288 = fmul contract float %46, %214
  %289 = fadd contract float %287, %288
  %290 = fmul contract float %51, %198
  %291 = fmul contract float %50, %204
  %292 = fadd contract float %290, %291
  %293 = fmul contract float %49, %210
  %294 = fadd contract float %292, %293
  %295 = fmul contract float %51, %200
  %296 = fmul contract float %50, %206
  %297 = fadd contract float %295, %296
  %298 = fmul contract float %49, %212
  %299 = fadd contract float %297, %298
  %300 = fmul contract float %51, %202
  %301 = fmul contract float %50, %208
  %302 = fadd contract float %300, %301
  %303 = fmul contract float %49, %214
  %304 = fadd contract float %302, %303
  %305 = fmul contract float %219, %52
  %306 = fmul contract float %224, %53
  %307 = fadd contract float %305, %306
  %308 = fmul contract float %229, %54
  %309 = fadd contract float %307, %308
  %310 = fmul contract float %219, %55
  %311 = fmul contract float %224, %56
  %312 = fadd contract float %310, %311
  %313 = fmul contract float %229, %57
  %314 = fadd contract float %312, %313
  %315 = fmul contract float %219, %58
  %316 = fmul contract float %224, %59
  %317 = fadd contract float %315, %316
  %318 = fmul contract float %229, %60
  %319 = fadd contract float %317, %318
  %320 = fmul contract float %219, %61
  %321 = fmul contract float %224, %62
  %322 = fadd contract float %320, %321
  %323 = fmul contract float %229, %63
  %324 = fadd contract float %322, %323
  %325 = fmul contract float %219, %64
  %326 = fmul contract float %224, %65
  %327 = fadd contract float %325, %326
  %328 = fmul contract float %229, %66
  %329 = fadd contract float %327, %328
  %330 = fmul contract float %219, %67
  %331 = fmul contract float %224, %68
  %332 = fadd contract float %330, %331
  %333 = fmul contract float %229, %69
  %334 = fadd contract float %332, %333
  %335 = fmul contract float %234, %70
  %336 = fmul contract float %239, %71
  %337 = fadd contract float %335, %336
  %338 = fmul contract float %244, %72
  %339 = fadd contract float %337, %338
  %340 = fmul contract float %234, %73
  %341 = fmul contract float %239, %74
  %342 = fadd contract float %340, %341
  %343 = fmul contract float %244, %75
  %344 = fadd contract float %342, %343
  %345 = fmul contract float %234, %76
  %346 = fmul contract float %239, %77
  %347 = fadd contract float %345, %346
  %348 = fmul contract float %244, %78
  %349 = fadd contract float %347, %348
  %350 = fmul contract float %234, %79
  %351 = fmul contract float %239, %80
  %352 = fadd contract float %350, %351
  %353 = fmul contract float %244, %81
  %354 = fadd contract float %352, %353
  %355 = fmul contract float %234, %82
  %356 = fmul contract float %239, %83
  %357 = fadd contract float %355, %356
  %358 = fmul contract float %244, %84
  %359 = fadd contract float %357, %358
  %360 = fmul contract float %234, %85
  %361 = fmul contract float %239, %86
  %362 = fadd contract float %360, %361
  %363 = fmul contract float %244, %87
  %364 = fadd contract float %362, %363
  %365 = fmul contract float %249, %88
  %366 = fmul contract float %254, %89
  %367 = fadd contract float %365, %366
  %368 = fmul contract float %259, %90
  %369 = fadd contract float %367, %368
  %370 = fmul contract float %249, %91
  %371 = fmul contract float %254, %92
  %372 = fadd contract float %370, %371
  %373 = fmul contract float %259, %93
  %374 = fadd contract float %372, %373
  %375 = fmul contract float %249, %94
  %376 = fmul contract float %254, %95
  %377 = fadd contract float %375, %376
  %378 = fmul contract float %259, %96
  %379 = fadd contract float %377, %378
  %380 = fmul contract float %249, %97
  %381 = fmul contract float %254, %98
  %382 = fadd contract float %380, %381
  %383 = fmul contract float %259, %99
  %384 = fadd contract float %382, %383
  %385 = fmul contract float %249, %100
  %386 = fmul contract float %254, %101
  %387 = fadd contract float %385, %386
  %388 = fmul contract float %259, %102
  %389 = fadd contract float %387, %388
  %390 = fmul contract float %249, %103
  %391 = fmul contract float %254, %104
  %392 = fadd contract float %390, %391
  %393 = fmul contract float %259, %105
  %394 = fadd contract float %392, %393
  %395 = fmul contract float %264, %106
  %396 = fmul contract float %269, %107
  %397 = fadd contract float %395, %396
  %398 = fmul contract float %274, %108
  %399 = fadd contract float %397, %398
  %400 = fmul contract float %264, %109
  %401 = fmul contract float %269, %110
  %402 = fadd contract float %400, %401
  %403 = fmul contract float %274, %111
  %404 = fadd contract float %402, %403
  %405 = fmul contract float %264, %112
  %406 = fmul contract float %269, %113
  %407 = fadd contract float %405, %406
  %408 = fmul contract float %274, %114
  %409 = fadd contract float %407, %408
  %410 = fmul contract float %264, %115
  %411 = fmul contract float %269, %116
  %412 = fadd contract float %410, %411
  %413 = fmul contract float %274, %117
  %414 = fadd contract float %412, %413
  %415 = fmul contract float %264, %118
  %416 = fmul contract float %269, %119
  %417 = fadd contract float %415, %416
  %418 = fmul contract float %274, %120
  %419 = fadd contract float %417, %418
  %420 = fmul contract float %264, %121
  %421 = fmul contract float %269, %122
  %422 = fadd contract float %420, %421
  %423 = fmul contract float %274, %123
  %424 = fadd contract float %422, %423
  %425 = fmul contract float %279, %124
  %426 = fmul contract float %284, %125
  %427 = fadd contract float %425, %426
  %428 = fmul contract float %289, %126
  %429 = fadd contract float %427, %428
  %430 = fmul contract float %279, %127
  %431 = fmul contract float %284, %128
  %432 = fadd contract float %430, %431
  %433 = fmul contract float %289, %129
  %434 = fadd contract float %432, %433
  %435 = fmul contract float %279, %130
  %436 = fmul contract float %284, %131
  %437 = fadd contract float %435, %436
  %438 = fmul contract float %289, %132
  %439 = fadd contract float %437, %438
  %440 = fmul contract float %279, %133
  %441 = fmul contract float %284, %134
  %442 = fadd contract float %440, %441
  %443 = fmul contract float %289, %135
  %444 = fadd contract float %442, %443
  %445 = fmul contract float %279, %136
  %446 = fmul contract float %284, %137
  %447 = fadd contract float %445, %446
  %448 = fmul contract float %289, %138
  %449 = fadd contract float %447, %448
  %450 = fmul contract float %279, %139
  %451 = fmul contract float %284, %140
  %452 = fadd contract float %450, %451
  %453 = fmul contract float %289, %141
  %454 = fadd contract float %452, %453
  %455 = fmul contract float %294, %142
  %456 = fmul contract float %299, %143
  %457 = fadd contract float %455, %456
  %458 = fmul contract float %304, %144
  %459 = fadd contract float %457, %458
  %460 = fmul contract float %294, %145
  %461 = fmul contract float %299, %146
  %462 = fadd contract float %460, %461
  %463 = fmul contract float %304, %147
  %464 = fadd contract float %462, %463
  %465 = fmul contract float %294, %148
  %466 = fmul contract float %299, %149
  %467 = fadd contract float %465, %466
  %468 = fmul contract float %304, %150
  %469 = fadd contract float %467, %468
  %470 = fmul contract float %294, %151
  %471 = fmul contract float %299, %152
  %472 = fadd contract float %470, %471
  %473 = fmul contract float %304, %153
  %474 = fadd contract float %472, %473
  %475 = fmul contract float %294, %154
  %476 = fmul contract float %299, %155
  %477 = fadd contract float %475, %476
  %478 = fmul contract float %304, %156
  %479 = fadd contract float %477, %478
  %480 = fmul contract float %294, %157
  %481 = fmul contract float %299, %158
  %482 = fadd contract float %480, %481
  %483 = fmul contract float %304, %159
  %484 = fadd contract float %482, %483
  %485 = getelementptr inbounds nuw float, ptr %1, i64 %195
  store float %309, ptr %485, align 4, !tbaa !29
  %486 = getelementptr inbounds nuw float, ptr %485, i64 %14
  store float %314, ptr %486, align 4, !tbaa !29
  %487 = getelementptr inbounds nuw i8, ptr %485, i64 %160
  store float %319, ptr %487, align 4, !tbaa !29
  %488 = getelementptr inbounds nuw i8, ptr %485, i64 %161
  store float %324, ptr %488, align 4, !tbaa !29
  %489 = getelementptr inbounds nuw i8, ptr %485, i64 %162
  store float %329, ptr %489, align 4, !tbaa !29
  %490 = getelementptr inbounds nuw i8, ptr %485, i64 %163
  store float %334, ptr %490, align 4, !tbaa !29
  %491 = getelementptr inbounds nuw i8, ptr %485, i64 %164
  store float %339, ptr %491, align 4, !tbaa !29
  %492 = getelementptr inbounds nuw i8, ptr %485, i64 %165
  store float %344, ptr %492, align 4, !tbaa !29
  %493 = getelementptr inbounds nuw i8, ptr %485, i64 %166
  store float %349, ptr %493, align 4, !tbaa !29
  %494 = getelementptr inbounds nuw i8, ptr %485, i64 %167
  store float %354, ptr %494, align 4, !tbaa !29
  %495 = getelementptr inbounds nuw i8, ptr %485, i64 %168
  store float %359, ptr %495, align 4, !tbaa !29
  %496 = getelementptr inbounds nuw i8, ptr %485, i64 %169
  store float %364, ptr %496, align 4, !tbaa !29
  %497 = getelementptr inbounds nuw i8, ptr %485, i64 %170
  store float %369, ptr %497, align 4, !tbaa !29
  %498 = getelementptr inbounds nuw i8, ptr %485, i64 %171
  store float %374, ptr %498, align 4, !tbaa !29
  %499 = getelementptr inbounds nuw i8, ptr %485, i64 %172
  store float %379, ptr %499, align 4, !tbaa !29
  %500 = getelementptr inbounds nuw i8, ptr %485, i64 %173
  store float %384, ptr %500, align 4, !tbaa !29
  %501 = getelementptr inbounds nuw i8, ptr %485, i64 %174
  store float %389, ptr %501, align 4, !tbaa !29
  %502 = getelementptr inbounds nuw i8, ptr %485, i64 %175
  store float %394, ptr %502, align 4, !tbaa !29
  %503 = getelementptr inbounds nuw i8, ptr %485, i64 %176
  store float %399, ptr %503, align 4, !tbaa !29
  %504 = getelementptr inbounds nuw i8, ptr %485, i64 %177
  store float %404, ptr %504, align 4, !tbaa !29
  %505 = getelementptr inbounds nuw i8, ptr %485, i64 %178
  store float %409, ptr %505, align 4, !tbaa !29
  %506 = getelementptr inbounds nuw i8, ptr %485, i64 %179
  store float %414, ptr %506, align 4, !tbaa !29
  %507 = getelementptr inbounds nuw i8, ptr %485, i64 %180
  store float %419, ptr %507, align 4, !tbaa !29
  %508 = getelementptr inbounds nuw i8, ptr %485, i64 %181
  store float %424, ptr %508, align 4, !tbaa !29
  %509 = getelementptr inbounds nuw i8, ptr %485, i64 %182
  store float %429, ptr %509, align 4, !tbaa !29
  %510 = getelementptr inbounds nuw i8, ptr %485, i64 %183
  store float %434, ptr %510, align 4, !tbaa !29
  %511 = getelementptr inbounds nuw i8, ptr %485, i64 %184
  store float %439, ptr %511, align 4, !tbaa !29
  %512 = getelementptr inbounds nuw i8, ptr %485, i64 %185
  store float %444, ptr %512, align 4, !tbaa !29
  %513 = getelementptr inbounds nuw i8, ptr %485, i64 %186
  store float %449, ptr %513, align 4, !tbaa !29
  %514 = getelementptr inbounds nuw i8, ptr %485, i64 %187
  store float %454, ptr %514, align 4, !tbaa !29
  %515 = getelementptr inbounds nuw i8, ptr %485, i64 %188
  store float %459, ptr %515, align 4, !tbaa !29
  %516 = getelementptr inbounds nuw i8, ptr %485, i64 %189
  store float %464, ptr %516, align 4, !tbaa !29
  %517 = getelementptr inbounds nuw i8, ptr %485, i64 %190
  store float %469, ptr %517, align 4, !tbaa !29
  %518 = getelementptr inbounds nuw i8, ptr %485, i64 %191
  store float %474, ptr %518, align 4, !tbaa !29
  %519 = getelementptr inbounds nuw i8, ptr %485, i64 %192
  store float %479, ptr %519, align 4, !tbaa !29
  %520 = getelementptr inbounds nuw i8, ptr %485, i64 %193
  store float %484, ptr %520, align 4, !tbaa !29
  %521 = add nuw nsw i64 %195, %33
  %522 = icmp samesign ult i64 %521, %14
  br i1 %522, label %194, label %523, !llvm.loop !40

523:                                              ; preds = %194, %20, %11, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @wino_input_f4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.WinoShape) align 8 captures(none) %2) local_unnamed_addr #4 {
  %4 = load i32, ptr %2, align 8, !tbaa !11
  %5 = icmp slt i32 %4, 1
  br i1 %5, label %2012, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !14
  %9 = icmp slt i32 %8, 1
  br i1 %9, label %2012, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %12 = load i32, ptr %11, align 8, !tbaa !15
  %13 = icmp slt i32 %12, 1
  br i1 %13, label %2012, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %16 = load i32, ptr %15, align 4, !tbaa !16
  %17 = icmp slt i32 %16, 1
  br i1 %17, label %2012, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = icmp slt i32 %20, 1
  br i1 %21, label %2012, label %22

22:                                               ; preds = %18
  %23 = icmp sgt i32 %4, 256
  %24 = icmp sgt i32 %8, 2048
  %25 = or i1 %23, %24
  %26 = icmp sgt i32 %12, 4096
  %27 = or i1 %25, %26
  %28 = icmp sgt i32 %16, 4096
  %29 = or i1 %27, %28
  %30 = icmp sgt i32 %20, 2048
  %31 = or i1 %29, %30
  br i1 %31, label %2012, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %34 = load i32, ptr %33, align 4, !tbaa !18
  %35 = icmp ugt i32 %34, 2
  br i1 %35, label %2012, label %36

36:                                               ; preds = %32
  %37 = shl nuw nsw i32 %34, 1
  %38 = add nuw nsw i32 %37, %12
  %39 = add nsw i32 %38, -2
  %40 = add nuw nsw i32 %37, %16
  %41 = add nsw i32 %40, -2
  %42 = icmp slt i32 %38, 3
  %43 = icmp slt i32 %40, 3
  %44 = select i1 %42, i1 true, i1 %43
  br i1 %44, label %2012, label %45

45:                                               ; preds = %36
  %46 = add nuw nsw i32 %38, 1
  %47 = lshr i32 %46, 2
  %48 = add nuw nsw i32 %40, 1
  %49 = lshr i32 %48, 2
  %50 = zext nneg i32 %4 to i64
  %51 = zext nneg i32 %47 to i64
  %52 = zext nneg i32 %49 to i64
  %53 = mul nuw nsw i64 %52, %50
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
  br i1 %63, label %2012, label %64

64:                                               ; preds = %45
  %65 = mul nuw nsw i64 %54, 36
  %66 = mul nuw nsw i64 %65, %55
  %67 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %68 = load i64, ptr %67, align 8, !tbaa !21
  %69 = icmp sgt i64 %66, %68
  br i1 %69, label %2012, label %70

70:                                               ; preds = %64
  %71 = zext nneg i32 %20 to i64
  %72 = mul i64 %65, %71
  %73 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %74 = load i64, ptr %73, align 8, !tbaa !22
  %75 = icmp sgt i64 %72, %74
  br i1 %75, label %2012, label %76

76:                                               ; preds = %70
  %77 = zext nneg i32 %39 to i64
  %78 = zext nneg i32 %41 to i64
  %79 = mul nuw nsw i64 %71, %50
  %80 = mul i64 %79, %77
  %81 = mul i64 %80, %78
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %83 = load i64, ptr %82, align 8, !tbaa !23
  %84 = icmp sgt i64 %81, %83
  br i1 %84, label %2012, label %85

85:                                               ; preds = %76
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %87 = load i32, ptr %86, align 4, !tbaa !14
  %88 = sext i32 %87 to i64
  %89 = mul nsw i64 %54, %88
  %90 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %91 = load i32, ptr %90, align 8, !tbaa !15
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %94 = load i32, ptr %93, align 4, !tbaa !16
  %95 = sext i32 %94 to i64
  %96 = mul nsw i64 %95, %92
  %97 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %98 = zext nneg i32 %97 to i64
  %99 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %100 = zext nneg i32 %99 to i64
  %101 = mul nuw nsw i64 %98, %100
  %102 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %103 = zext nneg i32 %102 to i64
  %104 = add nuw nsw i64 %101, %103
  %105 = icmp slt i64 %104, %89
  br i1 %105, label %106, label %2012

106:                                              ; preds = %85
  %107 = zext nneg i32 %49 to i64
  %108 = zext nneg i32 %47 to i64
  %109 = mul nuw nsw i64 %107, %108
  %110 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %111 = load i32, ptr %110, align 4, !tbaa !18
  %112 = zext nneg i32 %94 to i64
  %113 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %114 = zext nneg i32 %113 to i64
  %115 = mul nuw nsw i64 %114, %100
  %116 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %117 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %118 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %119 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %120 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %121 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %122 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %123 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %124 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %125 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %126 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %127 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %128 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %129 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %130 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %131 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %132 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %133 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %134 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %137 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %138 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %139 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %140 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %141 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %142 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %143 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %144 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %145 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %146 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %147 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %148 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %149 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %150 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %151 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %152 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %153 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %154 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %155 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %156 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %157 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %158 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %159 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %160 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %161 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %162 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %163 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %164 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %165 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %166 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %167 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %168 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %169 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %170 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %171 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %172 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %173 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %174 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %175 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %176 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %177 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %178 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %179 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %180 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %181 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %182 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %183 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %184 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %185 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %186 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %187 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %188 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %189 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %190 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %191 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %192 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %194 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %195 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %196 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %197 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %198 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %199 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %200 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %201 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %202 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %203 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %204 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %205 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %206 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %207 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %208 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %209 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %210 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %212 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %213 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %214 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %215 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %216 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %217 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %218 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %220 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %221 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %222 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %223 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %224 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %225 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %226 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %227 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %228 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %229 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %230 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %231 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %233 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %234 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %235 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %236 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %237 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %238 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %239 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %240 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %241 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %242 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %243 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %244 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %245 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %246 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %247 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %248 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %249 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %250 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %251 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %252 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %253 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %254 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %255 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %256 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %257 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %258 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %259 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %260 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %261 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %262 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %263 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %264 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %265 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %266 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %267 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %268 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %269 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %270 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %271 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %272 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %273 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %274 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %275 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %276 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %277 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %278 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %279 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %280 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %281 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %282 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %283 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %284 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %285 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %286 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %287 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %288 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %289 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %290 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %291 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %292 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %293 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %294 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %295 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %296 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %297 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %298 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %299 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %300 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %301 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %302 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %303 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %304 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %305 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %306 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %307 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %308 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %309 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %310 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %311 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %312 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %313 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %314 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %315 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %316 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %317 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %318 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %319 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %320 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %321 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %322 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %323 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %324 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %325 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %326 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %327 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %328 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %329 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %330 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %331 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %332 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %333 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %334 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %335 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %336 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %337 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %338 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %339 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %340 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %341 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %342 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %343 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %344 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %345 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %346 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %347 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %348 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %349 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %350 = shl nsw i64 %88, 1
  %351 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %352 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %353 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %354 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %355 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %356 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %357 = mul nsw i64 %88, 3
  %358 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %359 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %360 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %361 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %362 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %363 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %364 = shl nsw i64 %88, 2
  %365 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %366 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %367 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %368 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %369 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %370 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %371 = mul nsw i64 %88, 5
  %372 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %373 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %374 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %375 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %376 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %377 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %378 = mul nsw i64 %88, 6
  %379 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %380 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %381 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %382 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %383 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %384 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %385 = mul nsw i64 %88, 7
  %386 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %387 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %388 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %389 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %390 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %391 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %392 = shl nsw i64 %88, 3
  %393 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %394 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %395 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %396 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %397 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %398 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %399 = mul nsw i64 %88, 9
  %400 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %401 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %402 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %403 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %404 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %405 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %406 = mul nsw i64 %88, 10
  %407 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %408 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %409 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %410 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %411 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %412 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %413 = mul nsw i64 %88, 11
  %414 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %415 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %416 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %417 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %418 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %419 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %420 = mul nsw i64 %88, 12
  %421 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %422 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %423 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %424 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %425 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %426 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %427 = mul nsw i64 %88, 13
  %428 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %429 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %430 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %431 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %432 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %433 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %434 = mul nsw i64 %88, 14
  %435 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %436 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %437 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %438 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %439 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %440 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %441 = mul nsw i64 %88, 15
  %442 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %443 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %444 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %445 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %446 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %447 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %448 = shl nsw i64 %88, 4
  %449 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %450 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %451 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %452 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %453 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %454 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %455 = mul nsw i64 %88, 17
  %456 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %457 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %458 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %459 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %460 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %461 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %462 = mul nsw i64 %88, 18
  %463 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %464 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %465 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %466 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %467 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %468 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %469 = mul nsw i64 %88, 19
  %470 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %471 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %472 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %473 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %474 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %475 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %476 = mul nsw i64 %88, 20
  %477 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %478 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %479 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %480 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %481 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %482 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %483 = mul nsw i64 %88, 21
  %484 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %485 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %486 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %487 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %488 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %489 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %490 = mul nsw i64 %88, 22
  %491 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %492 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %493 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %494 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %495 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %496 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %497 = mul nsw i64 %88, 23
  %498 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %499 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %500 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %501 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %502 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %503 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %504 = mul nsw i64 %88, 24
  %505 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %506 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %507 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %508 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %509 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %510 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %511 = mul nsw i64 %88, 25
  %512 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %513 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %514 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %515 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %516 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %517 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %518 = mul nsw i64 %88, 26
  %519 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %520 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %521 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %522 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %523 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %524 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %525 = mul nsw i64 %88, 27
  %526 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %527 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %528 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %529 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %530 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %531 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %532 = mul nsw i64 %88, 28
  %533 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %534 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %535 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %536 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %537 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %538 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %539 = mul nsw i64 %88, 29
  %540 = load float, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), align 4, !tbaa !29
  %541 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 4), align 4, !tbaa !29
  %542 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 8), align 4, !tbaa !29
  %543 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 12), align 4, !tbaa !29
  %544 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 16), align 4, !tbaa !29
  %545 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 20), align 4, !tbaa !29
  %546 = mul nsw i64 %88, 30
  %547 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 24), align 4, !tbaa !29
  %548 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 28), align 4, !tbaa !29
  %549 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 32), align 4, !tbaa !29
  %550 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 36), align 4, !tbaa !29
  %551 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 40), align 4, !tbaa !29
  %552 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 44), align 4, !tbaa !29
  %553 = mul nsw i64 %88, 31
  %554 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 48), align 4, !tbaa !29
  %555 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 52), align 4, !tbaa !29
  %556 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 56), align 4, !tbaa !29
  %557 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 60), align 4, !tbaa !29
  %558 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 64), align 4, !tbaa !29
  %559 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 68), align 4, !tbaa !29
  %560 = shl nsw i64 %88, 5
  %561 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 72), align 4, !tbaa !29
  %562 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 76), align 4, !tbaa !29
  %563 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 80), align 4, !tbaa !29
  %564 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 84), align 4, !tbaa !29
  %565 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 88), align 4, !tbaa !29
  %566 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 92), align 4, !tbaa !29
  %567 = mul nsw i64 %88, 33
  %568 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 96), align 4, !tbaa !29
  %569 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 100), align 4, !tbaa !29
  %570 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 104), align 4, !tbaa !29
  %571 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 108), align 4, !tbaa !29
  %572 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 112), align 4, !tbaa !29
  %573 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 116), align 4, !tbaa !29
  %574 = mul nsw i64 %88, 34
  %575 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 120), align 4, !tbaa !29
  %576 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 124), align 4, !tbaa !29
  %577 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 128), align 4, !tbaa !29
  %578 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 132), align 4, !tbaa !29
  %579 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 136), align 4, !tbaa !29
  %580 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_BT4 to ptr), i64 140), align 4, !tbaa !29
  %581 = mul nsw i64 %88, 35
  br label %582

582:                                              ; preds = %106, %1036
  %583 = phi i64 [ %104, %106 ], [ %2010, %1036 ]
  %584 = freeze i64 %583
  %585 = freeze i64 %54
  %586 = udiv i64 %584, %585
  %587 = mul i64 %586, %585
  %588 = sub i64 %584, %587
  %589 = freeze i64 %107
  %590 = udiv i64 %588, %589
  %591 = mul i64 %590, %589
  %592 = sub i64 %588, %591
  %593 = trunc nuw nsw i64 %592 to i32
  %594 = urem i64 %590, %108
  %595 = trunc nuw nsw i64 %594 to i32
  %596 = udiv i64 %588, %109
  %597 = mul nsw i64 %596, %88
  %598 = shl i64 %586, 32
  %599 = ashr exact i64 %598, 32
  %600 = add nsw i64 %597, %599
  %601 = mul i64 %96, %600
  %602 = getelementptr inbounds nuw float, ptr %0, i64 %601
  %603 = shl nuw nsw i32 %595, 2
  %604 = sub nsw i32 %603, %111
  %605 = shl nuw nsw i32 %593, 2
  %606 = sub nsw i32 %605, %111
  %607 = icmp sgt i32 %604, -1
  %608 = icmp slt i32 %604, %91
  %609 = select i1 %607, i1 %608, i1 false
  %610 = zext nneg i32 %604 to i64
  %611 = mul nuw nsw i64 %610, %112
  %612 = getelementptr inbounds nuw float, ptr %602, i64 %611
  %613 = icmp sgt i32 %606, -1
  %614 = select i1 %609, i1 %613, i1 false
  %615 = icmp slt i32 %606, %94
  %616 = select i1 %614, i1 %615, i1 false
  br i1 %616, label %617, label %621

617:                                              ; preds = %582
  %618 = zext nneg i32 %606 to i64
  %619 = getelementptr inbounds nuw float, ptr %612, i64 %618
  %620 = load float, ptr %619, align 4, !tbaa !29
  br label %621

621:                                              ; preds = %582, %617
  %622 = phi contract float [ %620, %617 ], [ 0.000000e+00, %582 ]
  %623 = add nsw i32 %606, 1
  %624 = icmp sgt i32 %606, -2
  %625 = select i1 %609, i1 %624, i1 false
  %626 = icmp slt i32 %623, %94
  %627 = select i1 %625, i1 %626, i1 false
  br i1 %627, label %628, label %632

628:                                              ; preds = %621
  %629 = zext nneg i32 %623 to i64
  %630 = getelementptr inbounds nuw float, ptr %612, i64 %629
  %631 = load float, ptr %630, align 4, !tbaa !29
  br label %632

632:                                              ; preds = %628, %621
  %633 = phi contract float [ %631, %628 ], [ 0.000000e+00, %621 ]
  %634 = add nsw i32 %606, 2
  %635 = icmp sgt i32 %606, -3
  %636 = select i1 %609, i1 %635, i1 false
  %637 = icmp slt i32 %634, %94
  %638 = select i1 %636, i1 %637, i1 false
  br i1 %638, label %639, label %643

639:                                              ; preds = %632
  %640 = zext nneg i32 %634 to i64
  %641 = getelementptr inbounds nuw float, ptr %612, i64 %640
  %642 = load float, ptr %641, align 4, !tbaa !29
  br label %643

643:                                              ; preds = %639, %632
  %644 = phi contract float [ %642, %639 ], [ 0.000000e+00, %632 ]
  %645 = add nsw i32 %606, 3
  %646 = icmp sgt i32 %606, -4
  %647 = select i1 %609, i1 %646, i1 false
  %648 = icmp slt i32 %645, %94
  %649 = select i1 %647, i1 %648, i1 false
  br i1 %649, label %650, label %654

650:                                              ; preds = %643
  %651 = zext nneg i32 %645 to i64
  %652 = getelementptr inbounds nuw float, ptr %612, i64 %651
  %653 = load float, ptr %652, align 4, !tbaa !29
  br label %654

654:                                              ; preds = %650, %643
  %655 = phi contract float [ %653, %650 ], [ 0.000000e+00, %643 ]
  %656 = add nsw i32 %606, 4
  %657 = icmp sgt i32 %606, -5
  %658 = select i1 %609, i1 %657, i1 false
  %659 = icmp slt i32 %656, %94
  %660 = select i1 %658, i1 %659, i1 false
  br i1 %660, label %661, label %665

661:                                              ; preds = %654
  %662 = zext nneg i32 %656 to i64
  %663 = getelementptr inbounds nuw float, ptr %612, i64 %662
  %664 = load float, ptr %663, align 4, !tbaa !29
  br label %665

665:                                              ; preds = %661, %654
  %666 = phi contract float [ %664, %661 ], [ 0.000000e+00, %654 ]
  %667 = add nsw i32 %606, 5
  %668 = icmp sgt i32 %606, -6
  %669 = select i1 %609, i1 %668, i1 false
  %670 = icmp slt i32 %667, %94
  %671 = select i1 %669, i1 %670, i1 false
  br i1 %671, label %672, label %676

672:                                              ; preds = %665
  %673 = zext nneg i32 %667 to i64
  %674 = getelementptr inbounds nuw float, ptr %612, i64 %673
  %675 = load float, ptr %674, align 4, !tbaa !29
  br label %676

676:                                              ; preds = %672, %665
  %677 = phi contract float [ %675, %672 ], [ 0.000000e+00, %665 ]
  %678 = add nsw i32 %604, 1
  %679 = icmp sgt i32 %604, -2
  %680 = icmp slt i32 %678, %91
  %681 = select i1 %679, i1 %680, i1 false
  %682 = zext nneg i32 %678 to i64
  %683 = mul nuw nsw i64 %682, %112
  %684 = getelementptr inbounds nuw float, ptr %602, i64 %683
  %685 = icmp sgt i32 %606, -1
  %686 = select i1 %681, i1 %685, i1 false
  %687 = icmp slt i32 %606, %94
  %688 = select i1 %686, i1 %687, i1 false
  br i1 %688, label %689, label %693

689:                                              ; preds = %676
  %690 = zext nneg i32 %606 to i64
  %691 = getelementptr inbounds nuw float, ptr %684, i64 %690
  %692 = load float, ptr %691, align 4, !tbaa !29
  br label %693

693:                                              ; preds = %689, %676
  %694 = phi contract float [ %692, %689 ], [ 0.000000e+00, %676 ]
  %695 = add nsw i32 %606, 1
  %696 = icmp sgt i32 %606, -2
  %697 = select i1 %681, i1 %696, i1 false
  %698 = icmp slt i32 %695, %94
  %699 = select i1 %697, i1 %698, i1 false
  br i1 %699, label %700, label %704

700:                                              ; preds = %693
  %701 = zext nneg i32 %695 to i64
  %702 = getelementptr inbounds nuw float, ptr %684, i64 %701
  %703 = load float, ptr %702, align 4, !tbaa !29
  br label %704

704:                                              ; preds = %700, %693
  %705 = phi contract float [ %703, %700 ], [ 0.000000e+00, %693 ]
  %706 = add nsw i32 %606, 2
  %707 = icmp sgt i32 %606, -3
  %708 = select i1 %681, i1 %707, i1 false
  %709 = icmp slt i32 %706, %94
  %710 = select i1 %708, i1 %709, i1 false
  br i1 %710, label %711, label %715

711:                                              ; preds = %704
  %712 = zext nneg i32 %706 to i64
  %713 = getelementptr inbounds nuw float, ptr %684, i64 %712
  %714 = load float, ptr %713, align 4, !tbaa !29
  br label %715

715:                                              ; preds = %711, %704
  %716 = phi contract float [ %714, %711 ], [ 0.000000e+00, %704 ]
  %717 = add nsw i32 %606, 3
  %718 = icmp sgt i32 %606, -4
  %719 = select i1 %681, i1 %718, i1 false
  %720 = icmp slt i32 %717, %94
  %721 = select i1 %719, i1 %720, i1 false
  br i1 %721, label %722, label %726

722:                                              ; preds = %715
  %723 = zext nneg i32 %717 to i64
  %724 = getelementptr inbounds nuw float, ptr %684, i64 %723
  %725 = load float, ptr %724, align 4, !tbaa !29
  br label %726

726:                                              ; preds = %722, %715
  %727 = phi contract float [ %725, %722 ], [ 0.000000e+00, %715 ]
  %728 = add nsw i32 %606, 4
  %729 = icmp sgt i32 %606, -5
  %730 = select i1 %681, i1 %729, i1 false
  %731 = icmp slt i32 %728, %94
  %732 = select i1 %730, i1 %731, i1 false
  br i1 %732, label %733, label %737

733:                                              ; preds = %726
  %734 = zext nneg i32 %728 to i64
  %735 = getelementptr inbounds nuw float, ptr %684, i64 %734
  %736 = load float, ptr %735, align 4, !tbaa !29
  br label %737

737:                                              ; preds = %733, %726
  %738 = phi contract float [ %736, %733 ], [ 0.000000e+00, %726 ]
  %739 = add nsw i32 %606, 5
  %740 = icmp sgt i32 %606, -6
  %741 = select i1 %681, i1 %740, i1 false
  %742 = icmp slt i32 %739, %94
  %743 = select i1 %741, i1 %742, i1 false
  br i1 %743, label %744, label %748

744:                                              ; preds = %737
  %745 = zext nneg i32 %739 to i64
  %746 = getelementptr inbounds nuw float, ptr %684, i64 %745
  %747 = load float, ptr %746, align 4, !tbaa !29
  br label %748

748:                                              ; preds = %744, %737
  %749 = phi contract float [ %747, %744 ], [ 0.000000e+00, %737 ]
  %750 = add nsw i32 %604, 2
  %751 = icmp sgt i32 %604, -3
  %752 = icmp slt i32 %750, %91
  %753 = select i1 %751, i1 %752, i1 false
  %754 = zext nneg i32 %750 to i64
  %755 = mul nuw nsw i64 %754, %112
  %756 = getelementptr inbounds nuw float, ptr %602, i64 %755
  %757 = icmp sgt i32 %606, -1
  %758 = select i1 %753, i1 %757, i1 false
  %759 = icmp slt i32 %606, %94
  %760 = select i1 %758, i1 %759, i1 false
  br i1 %760, label %761, label %765

761:                                              ; preds = %748
  %762 = zext nneg i32 %606 to i64
  %763 = getelementptr inbounds nuw float, ptr %756, i64 %762
  %764 = load float, ptr %763, align 4, !tbaa !29
  br label %765

765:                                              ; preds = %761, %748
  %766 = phi contract float [ %764, %761 ], [ 0.000000e+00, %748 ]
  %767 = add nsw i32 %606, 1
  %768 = icmp sgt i32 %606, -2
  %769 = select i1 %753, i1 %768, i1 false
  %770 = icmp slt i32 %767, %94
  %771 = select i1 %769, i1 %770, i1 false
  br i1 %771, label %772, label %776

772:                                              ; preds = %765
  %773 = zext nneg i32 %767 to i64
  %774 = getelementptr inbounds nuw float, ptr %756, i64 %773
  %775 = load float, ptr %774, align 4, !tbaa !29
  br label %776

776:                                              ; preds = %772, %765
  %777 = phi contract float [ %775, %772 ], [ 0.000000e+00, %765 ]
  %778 = add nsw i32 %606, 2
  %779 = icmp sgt i32 %606, -3
  %780 = select i1 %753, i1 %779, i1 false
  %781 = icmp slt i32 %778, %94
  %782 = select i1 %780, i1 %781, i1 false
  br i1 %782, label %783, label %787

783:                                              ; preds = %776
  %784 = zext nneg i32 %778 to i64
  %785 = getelementptr inbounds nuw float, ptr %756, i64 %784
  %786 = load float, ptr %785, align 4, !tbaa !29
  br label %787

787:                                              ; preds = %783, %776
  %788 = phi contract float [ %786, %783 ], [ 0.000000e+00, %776 ]
  %789 = add nsw i32 %606, 3
  %790 = icmp sgt i32 %606, -4
  %791 = select i1 %753, i1 %790, i1 false
  %792 = icmp slt i32 %789, %94
  %793 = select i1 %791, i1 %792, i1 false
  br i1 %793, label %794, label %798

794:                                              ; preds = %787
  %795 = zext nneg i32 %789 to i64
  %796 = getelementptr inbounds nuw float, ptr %756, i64 %795
  %797 = load float, ptr %796, align 4, !tbaa !29
  br label %798

798:                                              ; preds = %794, %787
  %799 = phi contract float [ %797, %794 ], [ 0.000000e+00, %787 ]
  %800 = add nsw i32 %606, 4
  %801 = icmp sgt i32 %606, -5
  %802 = select i1 %753, i1 %801, i1 false
  %803 = icmp slt i32 %800, %94
  %804 = select i1 %802, i1 %803, i1 false
  br i1 %804, label %805, label %809

805:                                              ; preds = %798
  %806 = zext nneg i32 %800 to i64
  %807 = getelementptr inbounds nuw float, ptr %756, i64 %806
  %808 = load float, ptr %807, align 4, !tbaa !29
  br label %809

809:                                              ; preds = %805, %798
  %810 = phi contract float [ %808, %805 ], [ 0.000000e+00, %798 ]
  %811 = add nsw i32 %606, 5
  %812 = icmp sgt i32 %606, -6
  %813 = select i1 %753, i1 %812, i1 false
  %814 = icmp slt i32 %811, %94
  %815 = select i1 %813, i1 %814, i1 false
  br i1 %815, label %816, label %820

816:                                              ; preds = %809
  %817 = zext nneg i32 %811 to i64
  %818 = getelementptr inbounds nuw float, ptr %756, i64 %817
  %819 = load float, ptr %818, align 4, !tbaa !29
  br label %820

820:                                              ; preds = %816, %809
  %821 = phi contract float [ %819, %816 ], [ 0.000000e+00, %809 ]
  %822 = add nsw i32 %604, 3
  %823 = icmp sgt i32 %604, -4
  %824 = icmp slt i32 %822, %91
  %825 = select i1 %823, i1 %824, i1 false
  %826 = zext nneg i32 %822 to i64
  %827 = mul nuw nsw i64 %826, %112
  %828 = getelementptr inbounds nuw float, ptr %602, i64 %827
  %829 = icmp sgt i32 %606, -1
  %830 = select i1 %825, i1 %829, i1 false
  %831 = icmp slt i32 %606, %94
  %832 = select i1 %830, i1 %831, i1 false
  br i1 %832, label %833, label %837

833:                                              ; preds = %820
  %834 = zext nneg i32 %606 to i64
  %835 = getelementptr inbounds nuw float, ptr %828, i64 %834
  %836 = load float, ptr %835, align 4, !tbaa !29
  br label %837

837:                                              ; preds = %833, %820
  %838 = phi contract float [ %836, %833 ], [ 0.000000e+00, %820 ]
  %839 = add nsw i32 %606, 1
  %840 = icmp sgt i32 %606, -2
  %841 = select i1 %825, i1 %840, i1 false
  %842 = icmp slt i32 %839, %94
  %843 = select i1 %841, i1 %842, i1 false
  br i1 %843, label %844, label %848

844:                                              ; preds = %837
  %845 = zext nneg i32 %839 to i64
  %846 = getelementptr inbounds nuw float, ptr %828, i64 %845
  %847 = load float, ptr %846, align 4, !tbaa !29
  br label %848

848:                                              ; preds = %844, %837
  %849 = phi contract float [ %847, %844 ], [ 0.000000e+00, %837 ]
  %850 = add nsw i32 %606, 2
  %851 = icmp sgt i32 %606, -3
  %852 = select i1 %825, i1 %851, i1 false
  %853 = icmp slt i32 %850, %94
  %854 = select i1 %852, i1 %853, i1 false
  br i1 %854, label %855, label %859

855:                                              ; preds = %848
  %856 = zext nneg i32 %850 to i64
  %857 = getelementptr inbounds nuw float, ptr %828, i64 %856
  %858 = load float, ptr %857, align 4, !tbaa !29
  br label %859

859:                                              ; preds = %855, %848
  %860 = phi contract float [ %858, %855 ], [ 0.000000e+00, %848 ]
  %861 = add nsw i32 %606, 3
  %862 = icmp sgt i32 %606, -4
  %863 = select i1 %825, i1 %862, i1 false
  %864 = icmp slt i32 %861, %94
  %865 = select i1 %863, i1 %864, i1 false
  br i1 %865, label %866, label %870

866:                                              ; preds = %859
  %867 = zext nneg i32 %861 to i64
  %868 = getelementptr inbounds nuw float, ptr %828, i64 %867
  %869 = load float, ptr %868, align 4, !tbaa !29
  br label %870

870:                                              ; preds = %866, %859
  %871 = phi contract float [ %869, %866 ], [ 0.000000e+00, %859 ]
  %872 = add nsw i32 %606, 4
  %873 = icmp sgt i32 %606, -5
  %874 = select i1 %825, i1 %873, i1 false
  %875 = icmp slt i32 %872, %94
  %876 = select i1 %874, i1 %875, i1 false
  br i1 %876, label %877, label %881

877:                                              ; preds = %870
  %878 = zext nneg i32 %872 to i64
  %879 = getelementptr inbounds nuw float, ptr %828, i64 %878
  %880 = load float, ptr %879, align 4, !tbaa !29
  br label %881

881:                                              ; preds = %877, %870
  %882 = phi contract float [ %880, %877 ], [ 0.000000e+00, %870 ]
  %883 = add nsw i32 %606, 5
  %884 = icmp sgt i32 %606, -6
  %885 = select i1 %825, i1 %884, i1 false
  %886 = icmp slt i32 %883, %94
  %887 = select i1 %885, i1 %886, i1 false
  br i1 %887, label %888, label %892

888:                                              ; preds = %881
  %889 = zext nneg i32 %883 to i64
  %890 = getelementptr inbounds nuw float, ptr %828, i64 %889
  %891 = load float, ptr %890, align 4, !tbaa !29
  br label %892

892:                                              ; preds = %888, %881
  %893 = phi contract float [ %891, %888 ], [ 0.000000e+00, %881 ]
  %894 = add nsw i32 %604, 4
  %895 = icmp sgt i32 %604, -5
  %896 = icmp slt i32 %894, %91
  %897 = select i1 %895, i1 %896, i1 false
  %898 = zext nneg i32 %894 to i64
  %899 = mul nuw nsw i64 %898, %112
  %900 = getelementptr inbounds nuw float, ptr %602, i64 %899
  %901 = icmp sgt i32 %606, -1
  %902 = select i1 %897, i1 %901, i1 false
  %903 = icmp slt i32 %606, %94
  %904 = select i1 %902, i1 %903, i1 false
  br i1 %904, label %905, label %909

905:                                              ; preds = %892
  %906 = zext nneg i32 %606 to i64
  %907 = getelementptr inbounds nuw float, ptr %900, i64 %906
  %908 = load float, ptr %907, align 4, !tbaa !29
  br label %909

909:                                              ; preds = %905, %892
  %910 = phi contract float [ %908, %905 ], [ 0.000000e+00, %892 ]
  %911 = add nsw i32 %606, 1
  %912 = icmp sgt i32 %606, -2
  %913 = select i1 %897, i1 %912, i1 false
  %914 = icmp slt i32 %911, %94
  %915 = select i1 %913, i1 %914, i1 false
  br i1 %915, label %916, label %920

916:                                              ; preds = %909
  %917 = zext nneg i32 %911 to i64
  %918 = getelementptr inbounds nuw float, ptr %900, i64 %917
  %919 = load float, ptr %918, align 4, !tbaa !29
  br label %920

920:                                              ; preds = %916, %909
  %921 = phi contract float [ %919, %916 ], [ 0.000000e+00, %909 ]
  %922 = add nsw i32 %606, 2
  %923 = icmp sgt i32 %606, -3
  %924 = select i1 %897, i1 %923, i1 false
  %925 = icmp slt i32 %922, %94
  %926 = select i1 %924, i1 %925, i1 false
  br i1 %926, label %927, label %931

927:                                              ; preds = %920
  %928 = zext nneg i32 %922 to i64
  %929 = getelementptr inbounds nuw float, ptr %900, i64 %928
  %930 = load float, ptr %929, align 4, !tbaa !29
  br label %931

931:                                              ; preds = %927, %920
  %932 = phi contract float [ %930, %927 ], [ 0.000000e+00, %920 ]
  %933 = add nsw i32 %606, 3
  %934 = icmp sgt i32 %606, -4
  %935 = select i1 %897, i1 %934, i1 false
  %936 = icmp slt i32 %933, %94
  %937 = select i1 %935, i1 %936, i1 false
  br i1 %937, label %938, label %942

938:                                              ; preds = %931
  %939 = zext nneg i32 %933 to i64
  %940 = getelementptr inbounds nuw float, ptr %900, i64 %939
  %941 = load float, ptr %940, align 4, !tbaa !29
  br label %942

942:                                              ; preds = %938, %931
  %943 = phi contract float [ %941, %938 ], [ 0.000000e+00, %931 ]
  %944 = add nsw i32 %606, 4
  %945 = icmp sgt i32 %606, -5
  %946 = select i1 %897, i1 %945, i1 false
  %947 = icmp slt i32 %944, %94
  %948 = select i1 %946, i1 %947, i1 false
  br i1 %948, label %949, label %953

949:                                              ; preds = %942
  %950 = zext nneg i32 %944 to i64
  %951 = getelementptr inbounds nuw float, ptr %900, i64 %950
  %952 = load float, ptr %951, align 4, !tbaa !29
  br label %953

953:                                              ; preds = %949, %942
  %954 = phi contract float [ %952, %949 ], [ 0.000000e+00, %942 ]
  %955 = add nsw i32 %606, 5
  %956 = icmp sgt i32 %606, -6
  %957 = select i1 %897, i1 %956, i1 false
  %958 = icmp slt i32 %955, %94
  %959 = select i1 %957, i1 %958, i1 false
  br i1 %959, label %960, label %964

960:                                              ; preds = %953
  %961 = zext nneg i32 %955 to i64
  %962 = getelementptr inbounds nuw float, ptr %900, i64 %961
  %963 = load float, ptr %962, align 4, !tbaa !29
  br label %964

964:                                              ; preds = %960, %953
  %965 = phi contract float [ %963, %960 ], [ 0.000000e+00, %953 ]
  %966 = add nsw i32 %604, 5
  %967 = icmp sgt i32 %604, -6
  %968 = icmp slt i32 %966, %91
  %969 = select i1 %967, i1 %968, i1 false
  %970 = zext nneg i32 %966 to i64
  %971 = mul nuw nsw i64 %970, %112
  %972 = getelementptr inbounds nuw float, ptr %602, i64 %971
  %973 = icmp sgt i32 %606, -1
  %974 = select i1 %969, i1 %973, i1 false
  %975 = icmp slt i32 %606, %94
  %976 = select i1 %974, i1 %975, i1 false
  br i1 %976, label %977, label %981

977:                                              ; preds = %964
  %978 = zext nneg i32 %606 to i64
  %979 = getelementptr inbounds nuw float, ptr %972, i64 %978
  %980 = load float, ptr %979, align 4, !tbaa !29
  br label %981

981:                                              ; preds = %977, %964
  %982 = phi contract float [ %980, %977 ], [ 0.000000e+00, %964 ]
  %983 = add nsw i32 %606, 1
  %984 = icmp sgt i32 %606, -2
  %985 = select i1 %969, i1 %984, i1 false
  %986 = icmp slt i32 %983, %94
  %987 = select i1 %985, i1 %986, i1 false
  br i1 %987, label %988, label %992

988:                                              ; preds = %981
  %989 = zext nneg i32 %983 to i64
  %990 = getelementptr inbounds nuw float, ptr %972, i64 %989
  %991 = load float, ptr %990, align 4, !tbaa !29
  br label %992

992:                                              ; preds = %988, %981
  %993 = phi contract float [ %991, %988 ], [ 0.000000e+00, %981 ]
  %994 = add nsw i32 %606, 2
  %995 = icmp sgt i32 %606, -3
  %996 = select i1 %969, i1 %995, i1 false
  %997 = icmp slt i32 %994, %94
  %998 = select i1 %996, i1 %997, i1 false
  br i1 %998, label %999, label %1003

999:                                              ; preds = %992
  %1000 = zext nneg i32 %994 to i64
  %1001 = getelementptr inbounds nuw float, ptr %972, i64 %1000
  %1002 = load float, ptr %1001, align 4, !tbaa !29
  br label %1003

1003:                                             ; preds = %999, %992
  %1004 = phi contract float [ %1002, %999 ], [ 0.000000e+00, %992 ]
  %1005 = add nsw i32 %606, 3
  %1006 = icmp sgt i32 %606, -4
  %1007 = select i1 %969, i1 %1006, i1 false
  %1008 = icmp slt i32 %1005, %94
  %1009 = select i1 %1007, i1 %1008, i1 false
  br i1 %1009, label %1010, label %1014

1010:                                             ; preds = %1003
  %1011 = zext nneg i32 %1005 to i64
  %1012 = getelementptr inbounds nuw float, ptr %972, i64 %1011
  %1013 = load float, ptr %1012, align 4, !tbaa !29
  br label %1014

1014:                                             ; preds = %1010, %1003
  %1015 = phi contract float [ %1013, %1010 ], [ 0.000000e+00, %1003 ]
  %1016 = add nsw i32 %606, 4
  %1017 = icmp sgt i32 %606, -5
  %1018 = select i1 %969, i1 %1017, i1 false
  %1019 = icmp slt i32 %1016, %94
  %1020 = select i1 %1018, i1 %1019, i1 false
  br i1 %1020, label %1021, label %1025

1021:                                             ; preds = %1014
  %1022 = zext nneg i32 %1016 to i64
  %1023 = getelementptr inbounds nuw float, ptr %972, i64 %1022
  %1024 = load float, ptr %1023, align 4, !tbaa !29
  br label %1025

1025:                                             ; preds = %1021, %1014
  %1026 = phi contract float [ %1024, %1021 ], [ 0.000000e+00, %1014 ]
  %1027 = add nsw i32 %606, 5
  %1028 = icmp sgt i32 %606, -6
  %1029 = select i1 %969, i1 %1028, i1 false
  %1030 = icmp slt i32 %1027, %94
  %1031 = select i1 %1029, i1 %1030, i1 false
  br i1 %1031, label %1032, label %1036

1032:                                             ; preds = %1025
  %1033 = zext nneg i32 %1027 to i64
  %1034 = getelementptr inbounds nuw float, ptr %972, i64 %1033
  %1035 = load float, ptr %1034, align 4, !tbaa !29
  br label %1036

1036:                                             ; preds = %1025, %1032
  %1037 = phi contract float [ %1035, %1032 ], [ 0.000000e+00, %1025 ]
  %1038 = fmul contract float %116, %622
  %1039 = fadd contract float %1038, 0.000000e+00
  %1040 = fmul contract float %117, %694
  %1041 = fadd contract float %1039, %1040
  %1042 = fmul contract float %118, %766
  %1043 = fadd contract float %1041, %1042
  %1044 = fmul contract float %119, %838
  %1045 = fadd contract float %1043, %1044
  %1046 = fmul contract float %120, %910
  %1047 = fadd contract float %1045, %1046
  %1048 = fmul contract float %121, %982
  %1049 = fadd contract float %1047, %1048
  %1050 = fmul contract float %122, %633
  %1051 = fadd contract float %1050, 0.000000e+00
  %1052 = fmul contract float %123, %705
  %1053 = fadd contract float %1051, %1052
  %1054 = fmul contract float %124, %777
  %1055 = fadd contract float %1053, %1054
  %1056 = fmul contract float %125, %849
  %1057 = fadd contract float %1055, %1056
  %1058 = fmul contract float %126, %921
  %1059 = fadd contract float %1057, %1058
  %1060 = fmul contract float %127, %993
  %1061 = fadd contract float %1059, %1060
  %1062 = fmul contract float %128, %644
  %1063 = fadd contract float %1062, 0.000000e+00
  %1064 = fmul contract float %129, %716
  %1065 = fadd contract float %1063, %1064
  %1066 = fmul contract float %130, %788
  %1067 = fadd contract float %1065, %1066
  %1068 = fmul contract float %131, %860
  %1069 = fadd contract float %1067, %1068
  %1070 = fmul contract float %132, %932
  %1071 = fadd contract float %1069, %1070
  %1072 = fmul contract float %133, %1004
  %1073 = fadd contract float %1071, %1072
  %1074 = fmul contract float %134, %655
  %1075 = fadd contract float %1074, 0.000000e+00
  %1076 = fmul contract float %135, %727
  %1077 = fadd contract float %1075, %1076
  %1078 = fmul contract float %136, %799
  %1079 = fadd contract float %1077, %1078
  %1080 = fmul contract float %137, %871
  %1081 = fadd contract float %1079, %1080
  %1082 = fmul contract float %138, %943
  %1083 = fadd contract float %1081, %1082
  %1084 = fmul contract float %139, %1015
  %1085 = fadd contract float %1083, %1084
  %1086 = fmul contract float %140, %666
  %1087 = fadd contract float %1086, 0.000000e+00
  %1088 = fmul contract float %141, %738
  %1089 = fadd contract float %1087, %1088
  %1090 = fmul contract float %142, %810
  %1091 = fadd contract float %1089, %1090
  %1092 = fmul contract float %143, %882
  %1093 = fadd contract float %1091, %1092
  %1094 = fmul contract float %144, %954
  %1095 = fadd contract float %1093, %1094
  %1096 = fmul contract float %145, %1026
  %1097 = fadd contract float %1095, %1096
  %1098 = fmul contract float %146, %677
  %1099 = fadd contract float %1098, 0.000000e+00
  %1100 = fmul contract float %147, %749
  %1101 = fadd contract float %1099, %1100
  %1102 = fmul contract float %148, %821
  %1103 = fadd contract float %1101, %1102
  %1104 = fmul contract float %149, %893
  %1105 = fadd contract float %1103, %1104
  %1106 = fmul contract float %150, %965
  %1107 = fadd contract float %1105, %1106
  %1108 = fmul contract float %151, %1037
  %1109 = fadd contract float %1107, %1108
  %1110 = fmul contract float %152, %622
  %1111 = fadd contract float %1110, 0.000000e+00
  %1112 = fmul contract float %153, %694
  %1113 = fadd contract float %1111, %1112
  %1114 = fmul contract float %154, %766
  %1115 = fadd contract float %1113, %1114
  %1116 = fmul contract float %155, %838
  %1117 = fadd contract float %1115, %1116
  %1118 = fmul contract float %156, %910
  %1119 = fadd contract float %1117, %1118
  %1120 = fmul contract float %157, %982
  %1121 = fadd contract float %1119, %1120
  %1122 = fmul contract float %158, %633
  %1123 = fadd contract float %1122, 0.000000e+00
  %1124 = fmul contract float %159, %705
  %1125 = fadd contract float %1123, %1124
  %1126 = fmul contract float %160, %777
  %1127 = fadd contract float %1125, %1126
  %1128 = fmul contract float %161, %849
  %1129 = fadd contract float %1127, %1128
  %1130 = fmul contract float %162, %921
  %1131 = fadd contract float %1129, %1130
  %1132 = fmul contract float %163, %993
  %1133 = fadd contract float %1131, %1132
  %1134 = fmul contract float %164, %644
  %1135 = fadd contract float %1134, 0.000000e+00
  %1136 = fmul contract float %165, %716
  %1137 = fadd contract float %1135, %1136
  %1138 = fmul contract float %166, %788
  %1139 = fadd contract float %1137, %1138
  %1140 = fmul contract float %167, %860
  %1141 = fadd contract float %1139, %1140
  %1142 = fmul contract float %168, %932
  %1143 = fadd contract float %1141, %1142
  %1144 = fmul contract float %169, %1004
  %1145 = fadd contract float %1143, %1144
  %1146 = fmul contract float %170, %655
  %1147 = fadd contract float %1146, 0.000000e+00
  %1148 = fmul contract float %171, %727
  %1149 = fadd contract float %1147, %1148
  %1150 = fmul contract float %172, %799
  %1151 = fadd contract float %1149, %1150
  %1152 = fmul contract float %173, %871
  %1153 = fadd contract float %1151, %1152
  %1154 = fmul contract float %174, %943
  %1155 = fadd contract float %1153, %1154
  %1156 = fmul contract float %175, %1015
  %1157 = fadd contract float %1155, %1156
  %1158 = fmul contract float %176, %666
  %1159 = fadd contract float %1158, 0.000000e+00
  %1160 = fmul contract float %177, %738
  %1161 = fadd contract float %1159, %1160
  %1162 = fmul contract float %178, %810
  %1163 = fadd contract float %1161, %1162
  %1164 = fmul contract float %179, %882
  %1165 = fadd contract float %1163, %1164
  %1166 = fmul contract float %180, %954
  %1167 = fadd contract float %1165, %1166
  %1168 = fmul contract float %181, %1026
  %1169 = fadd contract float %1167, %1168
  %1170 = fmul contract float %182, %677
  %1171 = fadd contract float %1170, 0.000000e+00
  %1172 = fmul contract float %183, %749
  %1173 = fadd contract float %1171, %1172
  %1174 = fmul contract float %184, %821
  %1175 = fadd contract float %1173, %1174
  %1176 = fmul contract float %185, %893
  %1177 = fadd contract float %1175, %1176
  %1178 = fmul contract float %186, %965
  %1179 = fadd contract float %1177, %1178
  %1180 = fmul contract float %187, %1037
  %1181 = fadd contract float %1179, %1180
  %1182 = fmul contract float %188, %622
  %1183 = fadd contract float %1182, 0.000000e+00
  %1184 = fmul contract float %189, %694
  %1185 = fadd contract float %1183, %1184
  %1186 = fmul contract float %190, %766
  %1187 = fadd contract float %1185, %1186
  %1188 = fmul contract float %191, %838
  %1189 = fadd contract float %1187, %1188
  %1190 = fmul contract float %192, %910
  %1191 = fadd contract float %1189, %1190
  %1192 = fmul contract float %193, %982
  %1193 = fadd contract float %1191, %1192
  %1194 = fmul contract float %194, %633
  %1195 = fadd contract float %1194, 0.000000e+00
  %1196 = fmul contract float %195, %705
  %1197 = fadd contract float %1195, %1196
  %1198 = fmul contract float %196, %777
  %1199 = fadd contract float %1197, %1198
  %1200 = fmul contract float %197, %849
  %1201 = fadd contract float %1199, %1200
  %1202 = fmul contract float %198, %921
  %1203 = fadd contract float %1201, %1202
  %1204 = fmul contract float %199, %993
  %1205 = fadd contract float %1203, %1204
  %1206 = fmul contract float %200, %644
  %1207 = fadd contract float %1206, 0.000000e+00
  %1208 = fmul contract float %201, %716
  %1209 = fadd contract float %1207, %1208
  %1210 = fmul contract float %202, %788
  %1211 = fadd contract float %1209, %1210
  %1212 = fmul contract float %203, %860
  %1213 = fadd contract float %1211, %1212
  %1214 = fmul contract float %204, %932
  %1215 = fadd contract float %1213, %1214
  %1216 = fmul contract float %205, %1004
  %1217 = fadd contract float %1215, %1216
  %1218 = fmul contract float %206, %655
  %1219 = fadd contract float %1218, 0.000000e+00
  %1220 = fmul contract float %207, %727
  %1221 = fadd contract float %1219, %1220
  %1222 = fmul contract float %208, %799
  %1223 = fadd contract float %1221, %1222
  %1224 = fmul contract float %209, %871
  %1225 = fadd contract float %1223, %1224
  %1226 = fmul contract float %210, %943
  %1227 = fadd contract float %1225, %1226
  %1228 = fmul contract float %211, %1015
  %1229 = fadd contract float %1227, %1228
  %1230 = fmul contract float %212, %666
  %1231 = fadd contract float %1230, 0.000000e+00
  %1232 = fmul contract float %213, %738
  %1233 = fadd contract float %1231, %1232
  %1234 = fmul contract float %214, %810
  %1235 = fadd contract float %1233, %1234
  %1236 = fmul contract float %215, %882
  %1237 = fadd contract float %1235, %1236
  %1238 = fmul contract float %216, %954
  %1239 = fadd contract float %1237, %1238
  %1240 = fmul contract float %217, %1026
  %1241 = fadd contract float %1239, %1240
  %1242 = fmul contract float %218, %677
  %1243 = fadd contract float %1242, 0.000000e+00
  %1244 = fmul contract float %219, %749
  %1245 = fadd contract float %1243, %1244
  %1246 = fmul contract float %220, %821
  %1247 = fadd contract float %1245, %1246
  %1248 = fmul contract float %221, %893
  %1249 = fadd contract float %1247, %1248
  %1250 = fmul contract float %222, %965
  %1251 = fadd contract float %1249, %1250
  %1252 = fmul contract float %223, %1037
  %1253 = fadd contract float %1251, %1252
  %1254 = fmul contract float %224, %622
  %1255 = fadd contract float %1254, 0.000000e+00
  %1256 = fmul contract float %225, %694
  %1257 = fadd contract float %1255, %1256
  %1258 = fmul contract float %226, %766
  %1259 = fadd contract float %1257, %1258
  %1260 = fmul contract float %227, %838
  %1261 = fadd contract float %1259, %1260
  %1262 = fmul contract float %228, %910
  %1263 = fadd contract float %1261, %1262
  %1264 = fmul contract float %229, %982
  %1265 = fadd contract float %1263, %1264
  %1266 = fmul contract float %230, %633
  %1267 = fadd contract float %1266, 0.000000e+00
  %1268 = fmul contract float %231, %705
  %1269 = fadd contract float %1267, %1268
  %1270 = fmul contract float %232, %777
  %1271 = fadd contract float %1269, %1270
  %1272 = fmul contract float %233, %849
  %1273 = fadd contract float %1271, %1272
  %1274 = fmul contract float %234, %921
  %1275 = fadd contract float %1273, %1274
  %1276 = fmul contract float %235, %993
  %1277 = fadd contract float %1275, %1276
  %1278 = fmul contract float %236, %644
  %1279 = fadd contract float %1278, 0.000000e+00
  %1280 = fmul contract float %237, %716
  %1281 = fadd contract float %1279, %1280
  %1282 = fmul contract float %238, %788
  %1283 = fadd contract float %1281, %1282
  %1284 = fmul contract float %239, %860
  %1285 = fadd contract float %1283, %1284
  %1286 = fmul contract float %240, %932
  %1287 = fadd contract float %1285, %1286
  %1288 = fmul contract float %241, %1004
  %1289 = fadd contract float %1287, %1288
  %1290 = fmul contract float %242, %655
  %1291 = fadd contract float %1290, 0.000000e+00
  %1292 = fmul contract float %243, %727
  %1293 = fadd contract float %1291, %1292
  %1294 = fmul contract float %244, %799
  %1295 = fadd contract float %1293, %1294
  %1296 = fmul contract float %245, %871
  %1297 = fadd contract float %1295, %1296
  %1298 = fmul contract float %246, %943
  %1299 = fadd contract float %1297, %1298
  %1300 = fmul contract float %247, %1015
  %1301 = fadd contract float %1299, %1300
  %1302 = fmul contract float %248, %666
  %1303 = fadd contract float %1302, 0.000000e+00
  %1304 = fmul contract float %249, %738
  %1305 = fadd contract float %1303, %1304
  %1306 = fmul contract float %250, %810
  %1307 = fadd contract float %1305, %1306
  %1308 = fmul contract float %251, %882
  %1309 = fadd contract float %1307, %1308
  %1310 = fmul contract float %252, %954
  %1311 = fadd contract float %1309, %1310
  %1312 = fmul contract float %253, %1026
  %1313 = fadd contract float %1311, %1312
  %1314 = fmul contract float %254, %677
  %1315 = fadd contract float %1314, 0.000000e+00
  %1316 = fmul contract float %255, %749
  %1317 = fadd contract float %1315, %1316
  %1318 = fmul contract float %256, %821
  %1319 = fadd contract float %1317, %1318
  %1320 = fmul contract float %257, %893
  %1321 = fadd contract float %1319, %1320
  %1322 = fmul contract float %258, %965
  %1323 = fadd contract float %1321, %1322
  %1324 = fmul contract float %259, %1037
  %1325 = fadd contract float %1323, %1324
  %1326 = fmul contract float %260, %622
  %1327 = fadd contract float %1326, 0.000000e+00
  %1328 = fmul contract float %261, %694
  %1329 = fadd contract float %1327, %1328
  %1330 = fmul contract float %262, %766
  %1331 = fadd contract float %1329, %1330
  %1332 = fmul contract float %263, %838
  %1333 = fadd contract float %1331, %1332
  %1334 = fmul contract float %264, %910
  %1335 = fadd contract float %1333, %1334
  %1336 = fmul contract float %265, %982
  %1337 = fadd contract float %1335, %1336
  %1338 = fmul contract float %266, %633
  %1339 = fadd contract float %1338, 0.000000e+00
  %1340 = fmul contract float %267, %705
  %1341 = fadd contract float %1339, %1340
  %1342 = fmul contract float %268, %777
  %1343 = fadd contract float %1341, %1342
  %1344 = fmul contract float %269, %849
  %1345 = fadd contract float %1343, %1344
  %1346 = fmul contract float %270, %921
  %1347 = fadd contract float %1345, %1346
  %1348 = fmul contract float %271, %993
  %1349 = fadd contract float %1347, %1348
  %1350 = fmul contract float %272, %644
  %1351 = fadd contract float %1350, 0.000000e+00
  %1352 = fmul contract float %273, %716
  %1353 = fadd contract float %1351, %1352
  %1354 = fmul contract float %274, %788
  %1355 = fadd contract float %1353, %1354
  %1356 = fmul contract float %275, %860
  %1357 = fadd contract float %1355, %1356
  %1358 = fmul contract float %276, %932
  %1359 = fadd contract float %1357, %1358
  %1360 = fmul contract float %277, %1004
  %1361 = fadd contract float %1359, %1360
  %1362 = fmul contract float %278, %655
  %1363 = fadd contract float %1362, 0.000000e+00
  %1364 = fmul contract float %279, %727
  %1365 = fadd contract float %1363, %1364
  %1366 = fmul contract float %280, %799
  %1367 = fadd contract float %1365, %1366
  %1368 = fmul contract float %281, %871
  %1369 = fadd contract float %1367, %1368
  %1370 = fmul contract float %282, %943
  %1371 = fadd contract float %1369, %1370
  %1372 = fmul contract float %283, %1015
  %1373 = fadd contract float %1371, %1372
  %1374 = fmul contract float %284, %666
  %1375 = fadd contract float %1374, 0.000000e+00
  %1376 = fmul contract float %285, %738
  %1377 = fadd contract float %1375, %1376
  %1378 = fmul contract float %286, %810
  %1379 = fadd contract float %1377, %1378
  %1380 = fmul contract float %287, %882
  %1381 = fadd contract float %1379, %1380
  %1382 = fmul contract float %288, %954
  %1383 = fadd contract float %1381, %1382
  %1384 = fmul contract float %289, %1026
  %1385 = fadd contract float %1383, %1384
  %1386 = fmul contract float %290, %677
  %1387 = fadd contract float %1386, 0.000000e+00
  %1388 = fmul contract float %291, %749
  %1389 = fadd contract float %1387, %1388
  %1390 = fmul contract float %292, %821
  %1391 = fadd contract float %1389, %1390
  %1392 = fmul contract float %293, %893
  %1393 = fadd contract float %1391, %1392
  %1394 = fmul contract float %294, %965
  %1395 = fadd contract float %1393, %1394
  %1396 = fmul contract float %295, %1037
  %1397 = fadd contract float %1395, %1396
  %1398 = fmul contract float %296, %622
  %1399 = fadd contract float %1398, 0.000000e+00
  %1400 = fmul contract float %297, %694
  %1401 = fadd contract float %1399, %1400
  %1402 = fmul contract float %298, %766
  %1403 = fadd contract float %1401, %1402
  %1404 = fmul contract float %299, %838
  %1405 = fadd contract float %1403, %1404
  %1406 = fmul contract float %300, %910
  %1407 = fadd contract float %1405, %1406
  %1408 = fmul contract float %301, %982
  %1409 = fadd contract float %1407, %1408
  %1410 = fmul contract float %302, %633
  %1411 = fadd contract float %1410, 0.000000e+00
  %1412 = fmul contract float %303, %705
  %1413 = fadd contract float %1411, %1412
  %1414 = fmul contract float %304, %777
  %1415 = fadd contract float %1413, %1414
  %1416 = fmul contract float %305, %849
  %1417 = fadd contract float %1415, %1416
  %1418 = fmul contract float %306, %921
  %1419 = fadd contract float %1417, %1418
  %1420 = fmul contract float %307, %993
  %1421 = fadd contract float %1419, %1420
  %1422 = fmul contract float %308, %644
  %1423 = fadd contract float %1422, 0.000000e+00
  %1424 = fmul contract float %309, %716
  %1425 = fadd contract float %1423, %1424
  %1426 = fmul contract float %310, %788
  %1427 = fadd contract float %1425, %1426
  %1428 = fmul contract float %311, %860
  %1429 = fadd contract float %1427, %1428
  %1430 = fmul contract float %312, %932
  %1431 = fadd contract float %1429, %1430
  %1432 = fmul contract float %313, %1004
  %1433 = fadd contract float %1431, %1432
  %1434 = fmul contract float %314, %655
  %1435 = fadd contract float %1434, 0.000000e+00
  %1436 = fmul contract float %315, %727
  %1437 = fadd contract float %1435, %1436
  %1438 = fmul contract float %316, %799
  %1439 = fadd contract float %1437, %1438
  %1440 = fmul contract float %317, %871
  %1441 = fadd contract float %1439, %1440
  %1442 = fmul contract float %318, %943
  %1443 = fadd contract float %1441, %1442
  %1444 = fmul contract float %319, %1015
  %1445 = fadd contract float %1443, %1444
  %1446 = fmul contract float %320, %666
  %1447 = fadd contract float %1446, 0.000000e+00
  %1448 = fmul contract float %321, %738
  %1449 = fadd contract float %1447, %1448
  %1450 = fmul contract float %322, %810
  %1451 = fadd contract float %1449, %1450
  %1452 = fmul contract float %323, %882
  %1453 = fadd contract float %1451, %1452
  %1454 = fmul contract float %324, %954
  %1455 = fadd contract float %1453, %1454
  %1456 = fmul contract float %325, %1026
  %1457 = fadd contract float %1455, %1456
  %1458 = fmul contract float %326, %677
  %1459 = fadd contract float %1458, 0.000000e+00
  %1460 = fmul contract float %327, %749
  %1461 = fadd contract float %1459, %1460
  %1462 = fmul contract float %328, %821
  %1463 = fadd contract float %1461, %1462
  %1464 = fmul contract float %329, %893
  %1465 = fadd contract float %1463, %1464
  %1466 = fmul contract float %330, %965
  %1467 = fadd contract float %1465, %1466
  %1468 = fmul contract float %331, %1037
  %1469 = fadd contract float %1467, %1468
  %1470 = getelementptr float, ptr %1, i64 %588
  %1471 = fmul contract float %1049, %332
  %1472 = fadd contract float %1471, 0.000000e+00
  %1473 = fmul contract float %1061, %333
  %1474 = fadd contract float %1472, %1473
  %1475 = fmul contract float %1073, %334
  %1476 = fadd contract float %1474, %1475
  %1477 = fmul contract float %1085, %335
  %1478 = fadd contract float %1476, %1477
  %1479 = fmul contract float %1097, %336
  %1480 = fadd contract float %1478, %1479
  %1481 = fmul contract float %1109, %337
  %1482 = fadd contract float %1480, %1481
  %1483 = mul nsw i64 %599, %54
  %1484 = getelementptr float, ptr %1470, i64 %1483
  store float %1482, ptr %1484, align 4, !tbaa !29
  %1485 = fmul contract float %1049, %338
  %1486 = fadd contract float %1485, 0.000000e+00
  %1487 = fmul contract float %1061, %339
  %1488 = fadd contract float %1486, %1487
  %1489 = fmul contract float %1073, %340
  %1490 = fadd contract float %1488, %1489
  %1491 = fmul contract float %1085, %341
  %1492 = fadd contract float %1490, %1491
  %1493 = fmul contract float %1097, %342
  %1494 = fadd contract float %1492, %1493
  %1495 = fmul contract float %1109, %343
  %1496 = fadd contract float %1494, %1495
  %1497 = add nsw i64 %599, %88
  %1498 = mul nsw i64 %1497, %54
  %1499 = getelementptr float, ptr %1470, i64 %1498
  store float %1496, ptr %1499, align 4, !tbaa !29
  %1500 = fmul contract float %1049, %344
  %1501 = fadd contract float %1500, 0.000000e+00
  %1502 = fmul contract float %1061, %345
  %1503 = fadd contract float %1501, %1502
  %1504 = fmul contract float %1073, %346
  %1505 = fadd contract float %1503, %1504
  %1506 = fmul contract float %1085, %347
  %1507 = fadd contract float %1505, %1506
  %1508 = fmul contract float %1097, %348
  %1509 = fadd contract float %1507, %1508
  %1510 = fmul contract float %1109, %349
  %1511 = fadd contract float %1509, %1510
  %1512 = add nsw i64 %350, %599
  %1513 = mul nsw i64 %1512, %54
  %1514 = getelementptr float, ptr %1470, i64 %1513
  store float %1511, ptr %1514, align 4, !tbaa !29
  %1515 = fmul contract float %1049, %351
  %1516 = fadd contract float %1515, 0.000000e+00
  %1517 = fmul contract float %1061, %352
  %1518 = fadd contract float %1516, %1517
  %1519 = fmul contract float %1073, %353
  %1520 = fadd contract float %1518, %1519
  %1521 = fmul contract float %1085, %354
  %1522 = fadd contract float %1520, %1521
  %1523 = fmul contract float %1097, %355
  %1524 = fadd contract float %1522, %1523
  %1525 = fmul contract float %1109, %356
  %1526 = fadd contract float %1524, %1525
  %1527 = add nsw i64 %357, %599
  %1528 = mul nsw i64 %1527, %54
  %1529 = getelementptr float, ptr %1470, i64 %1528
  store float %1526, ptr %1529, align 4, !tbaa !29
  %1530 = fmul contract float %1049, %358
  %1531 = fadd contract float %1530, 0.000000e+00
  %1532 = fmul contract float %1061, %359
  %1533 = fadd contract float %1531, %1532
  %1534 = fmul contract float %1073, %360
  %1535 = fadd contract float %1533, %1534
  %1536 = fmul contract float %1085, %361
  %1537 = fadd contract float %1535, %1536
  %1538 = fmul contract float %1097, %362
  %1539 = fadd contract float %1537, %1538
  %1540 = fmul contract float %1109, %363
  %1541 = fadd contract float %1539, %1540
  %1542 = add nsw i64 %364, %599
  %1543 = mul nsw i64 %1542, %54
  %1544 = getelementptr float, ptr %1470, i64 %1543
  store float %1541, ptr %1544, align 4, !tbaa !29
  %1545 = fmul contract float %1049, %365
  %1546 = fadd contract float %1545, 0.000000e+00
  %1547 = fmul contract float %1061, %366
  %1548 = fadd contract float %1546, %1547
  %1549 = fmul contract float %1073, %367
  %1550 = fadd contract float %1548, %1549
  %1551 = fmul contract float %1085, %368
  %1552 = fadd contract float %1550, %1551
  %1553 = fmul contract float %1097, %369
  %1554 = fadd contract float %1552, %1553
  %1555 = fmul contract float %1109, %370
  %1556 = fadd contract float %1554, %1555
  %1557 = add nsw i64 %371, %599
  %1558 = mul nsw i64 %1557, %54
  %1559 = getelementptr float, ptr %1470, i64 %1558
  store float %1556, ptr %1559, align 4, !tbaa !29
  %1560 = fmul contract float %1121, %372
  %1561 = fadd contract float %1560, 0.000000e+00
  %1562 = fmul contract float %1133, %373
  %1563 = fadd contract float %1561, %1562
  %1564 = fmul contract float %1145, %374
  %1565 = fadd contract float %1563, %1564
  %1566 = fmul contract float %1157, %375
  %1567 = fadd contract float %1565, %1566
  %1568 = fmul contract float %1169, %376
  %1569 = fadd contract float %1567, %1568
  %1570 = fmul contract float %1181, %377
  %1571 = fadd contract float %1569, %1570
  %1572 = add nsw i64 %378, %599
  %1573 = mul nsw i64 %1572, %54
  %1574 = getelementptr float, ptr %1470, i64 %1573
  store float %1571, ptr %1574, align 4, !tbaa !29
  %1575 = fmul contract float %1121, %379
  %1576 = fadd contract float %1575, 0.000000e+00
  %1577 = fmul contract float %1133, %380
  %1578 = fadd contract float %1576, %1577
  %1579 = fmul contract float %1145, %381
  %1580 = fadd contract float %1578, %1579
  %1581 = fmul contract float %1157, %382
  %1582 = fadd contract float %1580, %1581
  %1583 = fmul contract float %1169, %383
  %1584 = fadd contract float %1582, %1583
  %1585 = fmul contract float %1181, %384
  %1586 = fadd contract float %1584, %1585
  %1587 = add nsw i64 %385, %599
  %1588 = mul nsw i64 %1587, %54
  %1589 = getelementptr float, ptr %1470, i64 %1588
  store float %1586, ptr %1589, align 4, !tbaa !29
  %1590 = fmul contract float %1121, %386
  %1591 = fadd contract float %1590, 0.000000e+00
  %1592 = fmul contract float %1133, %387
  %1593 = fadd contract float %1591, %1592
  %1594 = fmul contract float %1145, %388
  %1595 = fadd contract float %1593, %1594
  %1596 = fmul contract float %1157, %389
  %1597 = fadd contract float %1595, %1596
  %1598 = fmul contract float %1169, %390
  %1599 = fadd contract float %1597, %1598
  %1600 = fmul contract float %1181, %391
  %1601 = fadd contract float %1599, %1600
  %1602 = add nsw i64 %392, %599
  %1603 = mul nsw i64 %1602, %54
  %1604 = getelementptr float, ptr %1470, i64 %1603
  store float %1601, ptr %1604, align 4, !tbaa !29
  %1605 = fmul contract float %1121, %393
  %1606 = fadd contract float %1605, 0.000000e+00
  %1607 = fmul contract float %1133, %394
  %1608 = fadd contract float %1606, %1607
  %1609 = fmul contract float %1145, %395
  %1610 = fadd contract float %1608, %1609
  %1611 = fmul contract float %1157, %396
  %1612 = fadd contract float %1610, %1611
  %1613 = fmul contract float %1169, %397
  %1614 = fadd contract float %1612, %1613
  %1615 = fmul contract float %1181, %398
  %1616 = fadd contract float %1614, %1615
  %1617 = add nsw i64 %399, %599
  %1618 = mul nsw i64 %1617, %54
  %1619 = getelementptr float, ptr %1470, i64 %1618
  store float %1616, ptr %1619, align 4, !tbaa !29
  %1620 = fmul contract float %1121, %400
  %1621 = fadd contract float %1620, 0.000000e+00
  %1622 = fmul contract float %1133, %401
  %1623 = fadd contract float %1621, %1622
  %1624 = fmul contract float %1145, %402
  %1625 = fadd contract float %1623, %1624
  %1626 = fmul contract float %1157, %403
  %1627 = fadd contract float %1625, %1626
  %1628 = fmul contract float %1169, %404
  %1629 = fadd contract float %1627, %1628
  %1630 = fmul contract float %1181, %405
  %1631 = fadd contract float %1629, %1630
  %1632 = add nsw i64 %406, %599
  %1633 = mul nsw i64 %1632, %54
  %1634 = getelementptr float, ptr %1470, i64 %1633
  store float %1631, ptr %1634, align 4, !tbaa !29
  %1635 = fmul contract float %1121, %407
  %1636 = fadd contract float %1635, 0.000000e+00
  %1637 = fmul contract float %1133, %408
  %1638 = fadd contract float %1636, %1637
  %1639 = fmul contract float %1145, %409
  %1640 = fadd contract float %1638, %1639
  %1641 = fmul contract float %1157, %410
  %1642 = fadd contract float %1640, %1641
  %1643 = fmul contract float %1169, %411
  %1644 = fadd contract float %1642, %1643
  %1645 = fmul contract float %1181, %412
  %1646 = fadd contract float %1644, %1645
  %1647 = add nsw i64 %413, %599
  %1648 = mul nsw i64 %1647, %54
  %1649 = getelementptr float, ptr %1470, i64 %1648
  store float %1646, ptr %1649, align 4, !tbaa !29
  %1650 = fmul contract float %1193, %414
  %1651 = fadd contract float %1650, 0.000000e+00
  %1652 = fmul contract float %1205, %415
  %1653 = fadd contract float %1651, %1652
  %1654 = fmul contract float %1217, %416
  %1655 = fadd contract float %1653, %1654
  %1656 = fmul contract float %1229, %417
  %1657 = fadd contract float %1655, %1656
  %1658 = fmul contract float %1241, %418
  %1659 = fadd contract float %1657, %1658
  %1660 = fmul contract float %1253, %419
  %1661 = fadd contract float %1659, %1660
  %1662 = add nsw i64 %420, %599
  %1663 = mul nsw i64 %1662, %54
  %1664 = getelementptr float, ptr %1470, i64 %1663
  store float %1661, ptr %1664, align 4, !tbaa !29
  %1665 = fmul contract float %1193, %421
  %1666 = fadd contract float %1665, 0.000000e+00
  %1667 = fmul contract float %1205, %422
  %1668 = fadd contract float %1666, %1667
  %1669 = fmul contract float %1217, %423
  %1670 = fadd contract float %1668, %1669
  %1671 = fmul contract float %1229, %424
  %1672 = fadd contract float %1670, %1671
  %1673 = fmul contract float %1241, %425
  %1674 = fadd contract float %1672, %1673
  %1675 = fmul contract float %1253, %426
  %1676 = fadd contract float %1674, %1675
  %1677 = add nsw i64 %427, %599
  %1678 = mul nsw i64 %1677, %54
  %1679 = getelementptr float, ptr %1470, i64 %1678
  store float %1676, ptr %1679, align 4, !tbaa !29
  %1680 = fmul contract float %1193, %428
  %1681 = fadd contract float %1680, 0.000000e+00
  %1682 = fmul contract float %1205, %429
  %1683 = fadd contract float %1681, %1682
  %1684 = fmul contract float %1217, %430
  %1685 = fadd contract float %1683, %1684
  %1686 = fmul contract float %1229, %431
  %1687 = fadd contract float %1685, %1686
  %1688 = fmul contract float %1241, %432
  %1689 = fadd contract float %1687, %1688
  %1690 = fmul contract float %1253, %433
  %1691 = fadd contract float %1689, %1690
  %1692 = add nsw i64 %434, %599
  %1693 = mul nsw i64 %1692, %54
  %1694 = getelementptr float, ptr %1470, i64 %1693
  store float %1691, ptr %1694, align 4, !tbaa !29
  %1695 = fmul contract float %1193, %435
  %1696 = fadd contract float %1695, 0.000000e+00
  %1697 = fmul contract float %1205, %436
  %1698 = fadd contract float %1696, %1697
  %1699 = fmul contract float %1217, %437
  %1700 = fadd contract float %1698, %1699
  %1701 = fmul contract float %1229, %438
  %1702 = fadd contract float %1700, %1701
  %1703 = fmul contract float %1241, %439
  %1704 = fadd contract float %1702, %1703
  %1705 = fmul contract float %1253, %440
  %1706 = fadd contract float %1704, %1705
  %1707 = add nsw i64 %441, %599
  %1708 = mul nsw i64 %1707, %54
  %1709 = getelementptr float, ptr %1470, i64 %1708
  store float %1706, ptr %1709, align 4, !tbaa !29
  %1710 = fmul contract float %1193, %442
  %1711 = fadd contract float %1710, 0.000000e+00
  %1712 = fmul contract float %1205, %443
  %1713 = fadd contract float %1711, %1712
  %1714 = fmul contract float %1217, %444
  %1715 = fadd contract float %1713, %1714
  %1716 = fmul contract float %1229, %445
  %1717 = fadd contract float %1715, %1716
  %1718 = fmul contract float %1241, %446
  %1719 = fadd contract float %1717, %1718
  %1720 = fmul contract float %1253, %447
  %1721 = fadd contract float %1719, %1720
  %1722 = add nsw i64 %448, %599
  %1723 = mul nsw i64 %1722, %54
  %1724 = getelementptr float, ptr %1470, i64 %1723
  store float %1721, ptr %1724, align 4, !tbaa !29
  %1725 = fmul contract float %1193, %449
  %1726 = fadd contract float %1725, 0.000000e+00
  %1727 = fmul contract float %1205, %450
  %1728 = fadd contract float %1726, %1727
  %1729 = fmul contract float %1217, %451
  %1730 = fadd contract float %1728, %1729
  %1731 = fmul contract float %1229, %452
  %1732 = fadd contract float %1730, %1731
  %1733 = fmul contract float %1241, %453
  %1734 = fadd contract float %1732, %1733
  %1735 = fmul contract float %1253, %454
  %1736 = fadd contract float %1734, %1735
  %1737 = add nsw i64 %455, %599
  %1738 = mul nsw i64 %1737, %54
  %1739 = getelementptr float, ptr %1470, i64 %1738
  store float %1736, ptr %1739, align 4, !tbaa !29
  %1740 = fmul contract float %1265, %456
  %1741 = fadd contract float %1740, 0.000000e+00
  %1742 = fmul contract float %1277, %457
  %1743 = fadd contract float %1741, %1742
  %1744 = fmul contract float %1289, %458
  %1745 = fadd contract float %1743, %1744
  %1746 = fmul contract float %1301, %459
  %1747 = fadd contract float %1745, %1746
  %1748 = fmul contract float %1313, %460
  %1749 = fadd contract float %1747, %1748
  %1750 = fmul contract float %1325, %461
  %1751 = fadd contract float %1749, %1750
  %1752 = add nsw i64 %462, %599
  %1753 = mul nsw i64 %1752, %54
  %1754 = getelementptr float, ptr %1470, i64 %1753
  store float %1751, ptr %1754, align 4, !tbaa !29
  %1755 = fmul contract float %1265, %463
  %1756 = fadd contract float %1755, 0.000000e+00
  %1757 = fmul contract float %1277, %464
  %1758 = fadd contract float %1756, %1757
  %1759 = fmul contract float %1289, %465
  %1760 = fadd contract float %1758, %1759
  %1761 = fmul contract float %1301, %466
  %1762 = fadd contract float %1760, %1761
  %1763 = fmul contract float %1313, %467
  %1764 = fadd contract float %1762, %1763
  %1765 = fmul contract float %1325, %468
  %1766 = fadd contract float %1764, %1765
  %1767 = add nsw i64 %469, %599
  %1768 = mul nsw i64 %1767, %54
  %1769 = getelementptr float, ptr %1470, i64 %1768
  store float %1766, ptr %1769, align 4, !tbaa !29
  %1770 = fmul contract float %1265, %470
  %1771 = fadd contract float %1770, 0.000000e+00
  %1772 = fmul contract float %1277, %471
  %1773 = fadd contract float %1771, %1772
  %1774 = fmul contract float %1289, %472
  %1775 = fadd contract float %1773, %1774
  %1776 = fmul contract float %1301, %473
  %1777 = fadd contract float %1775, %1776
  %1778 = fmul contract float %1313, %474
  %1779 = fadd contract float %1777, %1778
  %1780 = fmul contract float %1325, %475
  %1781 = fadd contract float %1779, %1780
  %1782 = add nsw i64 %476, %599
  %1783 = mul nsw i64 %1782, %54
  %1784 = getelementptr float, ptr %1470, i64 %1783
  store float %1781, ptr %1784, align 4, !tbaa !29
  %1785 = fmul contract float %1265, %477
  %1786 = fadd contract float %1785, 0.000000e+00
  %1787 = fmul contract float %1277, %478
  %1788 = fadd contract float %1786, %1787
  %1789 = fmul contract float %1289, %479
  %1790 = fadd contract float %1788, %1789
  %1791 = fmul contract float %1301, %480
  %1792 = fadd contract float %1790, %1791
  %1793 = fmul contract float %1313, %481
  %1794 = fadd contract float %1792, %1793
  %1795 = fmul contract float %1325, %482
  %1796 = fadd contract float %1794, %1795
  %1797 = add nsw i64 %483, %599
  %1798 = mul nsw i64 %1797, %54
  %1799 = getelementptr float, ptr %1470, i64 %1798
  store float %1796, ptr %1799, align 4, !tbaa !29
  %1800 = fmul contract float %1265, %484
  %1801 = fadd contract float %1800, 0.000000e+00
  %1802 = fmul contract float %1277, %485
  %1803 = fadd contract float %1801, %1802
  %1804 = fmul contract float %1289, %486
  %1805 = fadd contract float %1803, %1804
  %1806 = fmul contract float %1301, %487
  %1807 = fadd contract float %1805, %1806
  %1808 = fmul contract float %1313, %488
  %1809 = fadd contract float %1807, %1808
  %1810 = fmul contract float %1325, %489
  %1811 = fadd contract float %1809, %1810
  %1812 = add nsw i64 %490, %599
  %1813 = mul nsw i64 %1812, %54
  %1814 = getelementptr float, ptr %1470, i64 %1813
  store float %1811, ptr %1814, align 4, !tbaa !29
  %1815 = fmul contract float %1265, %491
  %1816 = fadd contract float %1815, 0.000000e+00
  %1817 = fmul contract float %1277, %492
  %1818 = fadd contract float %1816, %1817
  %1819 = fmul contract float %1289, %493
  %1820 = fadd contract float %1818, %1819
  %1821 = fmul contract float %1301, %494
  %1822 = fadd contract float %1820, %1821
  %1823 = fmul contract float %1313, %495
  %1824 = fadd contract float %1822, %1823
  %1825 = fmul contract float %1325, %496
  %1826 = fadd contract float %1824, %1825
  %1827 = add nsw i64 %497, %599
  %1828 = mul nsw i64 %1827, %54
  %1829 = getelementptr float, ptr %1470, i64 %1828
  store float %1826, ptr %1829, align 4, !tbaa !29
  %1830 = fmul contract float %1337, %498
  %1831 = fadd contract float %1830, 0.000000e+00
  %1832 = fmul contract float %1349, %499
  %1833 = fadd contract float %1831, %1832
  %1834 = fmul contract float %1361, %500
  %1835 = fadd contract float %1833, %1834
  %1836 = fmul contract float %1373, %501
  %1837 = fadd contract float %1835, %1836
  %1838 = fmul contract float %1385, %502
  %1839 = fadd contract float %1837, %1838
  %1840 = fmul contract float %1397, %503
  %1841 = fadd contract float %1839, %1840
  %1842 = add nsw i64 %504, %599
  %1843 = mul nsw i64 %1842, %54
  %1844 = getelementptr float, ptr %1470, i64 %1843
  store float %1841, ptr %1844, align 4, !tbaa !29
  %1845 = fmul contract float %1337, %505
  %1846 = fadd contract float %1845, 0.000000e+00
  %1847 = fmul contract float %1349, %506
  %1848 = fadd contract float %1846, %1847
  %1849 = fmul contract float %1361, %507
  %1850 = fadd contract float %1848, %1849
  %1851 = fmul contract float %1373, %508
  %1852 = fadd contract float %1850, %1851
  %1853 = fmul contract float %1385, %509
  %1854 = fadd contract float %1852, %1853
  %1855 = fmul contract float %1397, %510
  %1856 = fadd contract float %1854, %1855
  %1857 = add nsw i64 %511, %599
  %1858 = mul nsw i64 %1857, %54
  %1859 = getelementptr float, ptr %1470, i64 %1858
  store float %1856, ptr %1859, align 4, !tbaa !29
  %1860 = fmul contract float %1337, %512
  %1861 = fadd contract float %1860, 0.000000e+00
  %1862 = fmul contract float %1349, %513
  %1863 = fadd contract float %1861, %1862
  %1864 = fmul contract float %1361, %514
  %1865 = fadd contract float %1863, %1864
  %1866 = fmul contract float %1373, %515
  %1867 = fadd contract float %1865, %1866
  %1868 = fmul contract float %1385, %516
  %1869 = fadd contract float %1867, %1868
  %1870 = fmul contract float %1397, %517
  %1871 = fadd contract float %1869, %1870
  %1872 = add nsw i64 %518, %599
  %1873 = mul nsw i64 %1872, %54
  %1874 = getelementptr float, ptr %1470, i64 %1873
  store float %1871, ptr %1874, align 4, !tbaa !29
  %1875 = fmul contract float %1337, %519
  %1876 = fadd contract float %1875, 0.000000e+00
  %1877 = fmul contract float %1349, %520
  %1878 = fadd contract float %1876, %1877
  %1879 = fmul contract float %1361, %521
  %1880 = fadd contract float %1878, %1879
  %1881 = fmul contract float %1373, %522
  %1882 = fadd contract float %1880, %1881
  %1883 = fmul contract float %1385, %523
  %1884 = fadd contract float %1882, %1883
  %1885 = fmul contract float %1397, %524
  %1886 = fadd contract float %1884, %1885
  %1887 = add nsw i64 %525, %599
  %1888 = mul nsw i64 %1887, %54
  %1889 = getelementptr float, ptr %1470, i64 %1888
  store float %1886, ptr %1889, align 4, !tbaa !29
  %1890 = fmul contract float %1337, %526
  %1891 = fadd contract float %1890, 0.000000e+00
  %1892 = fmul contract float %1349, %527
  %1893 = fadd contract float %1891, %1892
  %1894 = fmul contract float %1361, %528
  %1895 = fadd contract float %1893, %1894
  %1896 = fmul contract float %1373, %529
  %1897 = fadd contract float %1895, %1896
  %1898 = fmul contract float %1385, %530
  %1899 = fadd contract float %1897, %1898
  %1900 = fmul contract float %1397, %531
  %1901 = fadd contract float %1899, %1900
  %1902 = add nsw i64 %532, %599
  %1903 = mul nsw i64 %1902, %54
  %1904 = getelementptr float, ptr %1470, i64 %1903
  store float %1901, ptr %1904, align 4, !tbaa !29
  %1905 = fmul contract float %1337, %533
  %1906 = fadd contract float %1905, 0.000000e+00
  %1907 = fmul contract float %1349, %534
  %1908 = fadd contract float %1906, %1907
  %1909 = fmul contract float %1361, %535
  %1910 = fadd contract float %1908, %1909
  %1911 = fmul contract float %1373, %536
  %1912 = fadd contract float %1910, %1911
  %1913 = fmul contract float %1385, %537
  %1914 = fadd contract float %1912, %1913
  %1915 = fmul contract float %1397, %538
  %1916 = fadd contract float %1914, %1915
  %1917 = add nsw i64 %539, %599
  %1918 = mul nsw i64 %1917, %54
  %1919 = getelementptr float, ptr %1470, i64 %1918
  store float %1916, ptr %1919, align 4, !tbaa !29
  %1920 = fmul contract float %1409, %540
  %1921 = fadd contract float %1920, 0.000000e+00
  %1922 = fmul contract float %1421, %541
  %1923 = fadd contract float %1921, %1922
  %1924 = fmul contract float %1433, %542
  %1925 = fadd contract float %1923, %1924
  %1926 = fmul contract float %1445, %543
  %1927 = fadd contract float %1925, %1926
  %1928 = fmul contract float %1457, %544
  %1929 = fadd contract float %1927, %1928
  %1930 = fmul contract float %1469, %545
  %1931 = fadd contract float %1929, %1930
  %1932 = add nsw i64 %546, %599
  %1933 = mul nsw i64 %1932, %54
  %1934 = getelementptr float, ptr %1470, i64 %1933
  store float %1931, ptr %1934, align 4, !tbaa !29
  %1935 = fmul contract float %1409, %547
  %1936 = fadd contract float %1935, 0.000000e+00
  %1937 = fmul contract float %1421, %548
  %1938 = fadd contract float %1936, %1937
  %1939 = fmul contract float %1433, %549
  %1940 = fadd contract float %1938, %1939
  %1941 = fmul contract float %1445, %550
  %1942 = fadd contract float %1940, %1941
  %1943 = fmul contract float %1457, %551
  %1944 = fadd contract float %1942, %1943
  %1945 = fmul contract float %1469, %552
  %1946 = fadd contract float %1944, %1945
  %1947 = add nsw i64 %553, %599
  %1948 = mul nsw i64 %1947, %54
  %1949 = getelementptr float, ptr %1470, i64 %1948
  store float %1946, ptr %1949, align 4, !tbaa !29
  %1950 = fmul contract float %1409, %554
  %1951 = fadd contract float %1950, 0.000000e+00
  %1952 = fmul contract float %1421, %555
  %1953 = fadd contract float %1951, %1952
  %1954 = fmul contract float %1433, %556
  %1955 = fadd contract float %1953, %1954
  %1956 = fmul contract float %1445, %557
  %1957 = fadd contract float %1955, %1956
  %1958 = fmul contract float %1457, %558
  %1959 = fadd contract float %1957, %1958
  %1960 = fmul contract float %1469, %559
  %1961 = fadd contract float %1959, %1960
  %1962 = add nsw i64 %560, %599
  %1963 = mul nsw i64 %1962, %54
  %1964 = getelementptr float, ptr %1470, i64 %1963
  store float %1961, ptr %1964, align 4, !tbaa !29
  %1965 = fmul contract float %1409, %561
  %1966 = fadd contract float %1965, 0.000000e+00
  %1967 = fmul contract float %1421, %562
  %1968 = fadd contract float %1966, %1967
  %1969 = fmul contract float %1433, %563
  %1970 = fadd contract float %1968, %1969
  %1971 = fmul contract float %1445, %564
  %1972 = fadd contract float %1970, %1971
  %1973 = fmul contract float %1457, %565
  %1974 = fadd contract float %1972, %1973
  %1975 = fmul contract float %1469, %566
  %1976 = fadd contract float %1974, %1975
  %1977 = add nsw i64 %567, %599
  %1978 = mul nsw i64 %1977, %54
  %1979 = getelementptr float, ptr %1470, i64 %1978
  store float %1976, ptr %1979, align 4, !tbaa !29
  %1980 = fmul contract float %1409, %568
  %1981 = fadd contract float %1980, 0.000000e+00
  %1982 = fmul contract float %1421, %569
  %1983 = fadd contract float %1981, %1982
  %1984 = fmul contract float %1433, %570
  %1985 = fadd contract float %1983, %1984
  %1986 = fmul contract float %1445, %571
  %1987 = fadd contract float %1985, %1986
  %1988 = fmul contract float %1457, %572
  %1989 = fadd contract float %1987, %1988
  %1990 = fmul contract float %1469, %573
  %1991 = fadd contract float %1989, %1990
  %1992 = add nsw i64 %574, %599
  %1993 = mul nsw i64 %1992, %54
  %1994 = getelementptr float, ptr %1470, i64 %1993
  store float %1991, ptr %1994, align 4, !tbaa !29
  %1995 = fmul contract float %1409, %575
  %1996 = fadd contract float %1995, 0.000000e+00
  %1997 = fmul contract float %1421, %576
  %1998 = fadd contract float %1996, %1997
  %1999 = fmul contract float %1433, %577
  %2000 = fadd contract float %1998, %1999
  %2001 = fmul contract float %1445, %578
  %2002 = fadd contract float %2000, %2001
  %2003 = fmul contract float %1457, %579
  %2004 = fadd contract float %2002, %2003
  %2005 = fmul contract float %1469, %580
  %2006 = fadd contract float %2004, %2005
  %2007 = add nsw i64 %581, %599
  %2008 = mul nsw i64 %2007, %54
  %2009 = getelementptr float, ptr %1470, i64 %2008
  store float %2006, ptr %2009, align 4, !tbaa !29
  %2010 = add nuw nsw i64 %583, %115
  %2011 = icmp slt i64 %2010, %89
  br i1 %2011, label %582, label %2012, !llvm.loop !41

2012:                                             ; preds = %1036, %85, %32, %3, %22, %18, %14, %10, %6, %36, %70, %45, %64, %76
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @wino_tile_gemm(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #5 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = icmp eq i32 %11, 16
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = icmp eq i32 %13, 16
  %15 = and i1 %12, %14
  br i1 %15, label %16, label %213

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
  br i1 %28, label %213, label %29

29:                                               ; preds = %16
  %30 = zext nneg i32 %3 to i64
  %31 = zext nneg i32 %4 to i64
  %32 = mul nuw nsw i64 %31, %30
  %33 = zext nneg i32 %5 to i64
  %34 = mul nuw nsw i64 %32, %33
  %35 = icmp sgt i64 %34, %7
  br i1 %35, label %213, label %36

36:                                               ; preds = %29
  %37 = mul nuw nsw i64 %33, %30
  %38 = mul nuw nsw i64 %37, %6
  %39 = icmp sgt i64 %38, %8
  %40 = mul nuw nsw i64 %32, %6
  %41 = icmp sgt i64 %40, %9
  %42 = select i1 %39, i1 true, i1 %41
  br i1 %42, label %213, label %43

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
  %54 = icmp slt i32 %51, %3
  br i1 %54, label %55, label %213

55:                                               ; preds = %43
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %57 = shl nuw nsw i32 %56, 4
  %58 = add nuw nsw i32 %57, %45
  %59 = mul i64 %6, %33
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14wino_tile_gemmE2Vs to ptr), i64 %49
  %61 = icmp sgt i32 %5, 0
  %62 = icmp slt i32 %58, %4
  %63 = zext nneg i32 %58 to i64
  %64 = mul nuw nsw i64 %33, %63
  %65 = getelementptr float, ptr %0, i64 %64
  %66 = zext nneg i32 %45 to i64
  %67 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14wino_tile_gemmE2Us to ptr), i64 %66
  %68 = getelementptr inbounds nuw float, ptr %67, i64 %49
  %69 = icmp slt i64 %50, %6
  %70 = getelementptr inbounds nuw [17 x float], ptr %60, i64 %66
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14wino_tile_gemmE2Vs to ptr), i64 %49
  %72 = icmp slt i32 %58, %4
  %73 = icmp slt i64 %50, %6
  %74 = select i1 %72, i1 %73, i1 false
  %75 = zext nneg i32 %58 to i64
  %76 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %77 = getelementptr inbounds nuw i8, ptr %67, i64 4
  %78 = getelementptr inbounds nuw i8, ptr %71, i64 68
  %79 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %80 = getelementptr inbounds nuw i8, ptr %71, i64 136
  %81 = getelementptr inbounds nuw i8, ptr %67, i64 12
  %82 = getelementptr inbounds nuw i8, ptr %71, i64 204
  %83 = getelementptr inbounds nuw i8, ptr %67, i64 16
  %84 = getelementptr inbounds nuw i8, ptr %71, i64 272
  %85 = getelementptr inbounds nuw i8, ptr %67, i64 20
  %86 = getelementptr inbounds nuw i8, ptr %71, i64 340
  %87 = getelementptr inbounds nuw i8, ptr %67, i64 24
  %88 = getelementptr inbounds nuw i8, ptr %71, i64 408
  %89 = getelementptr inbounds nuw i8, ptr %67, i64 28
  %90 = getelementptr inbounds nuw i8, ptr %71, i64 476
  %91 = getelementptr inbounds nuw i8, ptr %67, i64 32
  %92 = getelementptr inbounds nuw i8, ptr %71, i64 544
  %93 = getelementptr inbounds nuw i8, ptr %67, i64 36
  %94 = getelementptr inbounds nuw i8, ptr %71, i64 612
  %95 = getelementptr inbounds nuw i8, ptr %67, i64 40
  %96 = getelementptr inbounds nuw i8, ptr %71, i64 680
  %97 = getelementptr inbounds nuw i8, ptr %67, i64 44
  %98 = getelementptr inbounds nuw i8, ptr %71, i64 748
  %99 = getelementptr inbounds nuw i8, ptr %67, i64 48
  %100 = getelementptr inbounds nuw i8, ptr %71, i64 816
  %101 = getelementptr inbounds nuw i8, ptr %67, i64 52
  %102 = getelementptr inbounds nuw i8, ptr %71, i64 884
  %103 = getelementptr inbounds nuw i8, ptr %67, i64 56
  %104 = getelementptr inbounds nuw i8, ptr %71, i64 952
  %105 = getelementptr inbounds nuw i8, ptr %67, i64 60
  %106 = getelementptr inbounds nuw i8, ptr %71, i64 1020
  br label %107

107:                                              ; preds = %55, %210
  %108 = phi i32 [ %51, %55 ], [ %211, %210 ]
  %109 = sext i32 %108 to i64
  %110 = mul nsw i64 %109, %31
  %111 = mul i64 %59, %109
  %112 = getelementptr float, ptr %52, i64 %111
  br i1 %61, label %113, label %116

113:                                              ; preds = %107
  %114 = mul nsw i64 %110, %33
  %115 = getelementptr float, ptr %65, i64 %114
  br label %118

116:                                              ; preds = %138, %107
  %117 = phi float [ 0.000000e+00, %107 ], [ %203, %138 ]
  br i1 %74, label %206, label %210

118:                                              ; preds = %113, %138
  %119 = phi float [ 0.000000e+00, %113 ], [ %203, %138 ]
  %120 = phi i32 [ 0, %113 ], [ %204, %138 ]
  %121 = add nuw nsw i32 %120, %44
  %122 = icmp slt i32 %121, %5
  %123 = select i1 %62, i1 %122, i1 false
  br i1 %123, label %124, label %128

124:                                              ; preds = %118
  %125 = zext nneg i32 %121 to i64
  %126 = getelementptr float, ptr %115, i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !29
  br label %128

128:                                              ; preds = %118, %124
  %129 = phi contract float [ %127, %124 ], [ 0.000000e+00, %118 ]
  store float %129, ptr %68, align 4, !tbaa !29
  %130 = add nuw nsw i32 %120, %45
  %131 = icmp slt i32 %130, %5
  %132 = select i1 %131, i1 %69, i1 false
  br i1 %132, label %133, label %138

133:                                              ; preds = %128
  %134 = zext nneg i32 %130 to i64
  %135 = mul nuw nsw i64 %6, %134
  %136 = getelementptr float, ptr %112, i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !29
  br label %138

138:                                              ; preds = %128, %133
  %139 = phi contract float [ %137, %133 ], [ 0.000000e+00, %128 ]
  store float %139, ptr %70, align 4, !tbaa !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %140 = load float, ptr %67, align 4, !tbaa !29
  %141 = load float, ptr %71, align 4, !tbaa !29
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %119, %142
  %144 = load float, ptr %77, align 4, !tbaa !29
  %145 = load float, ptr %78, align 4, !tbaa !29
  %146 = fmul contract float %144, %145
  %147 = fadd contract float %143, %146
  %148 = load float, ptr %79, align 4, !tbaa !29
  %149 = load float, ptr %80, align 4, !tbaa !29
  %150 = fmul contract float %148, %149
  %151 = fadd contract float %147, %150
  %152 = load float, ptr %81, align 4, !tbaa !29
  %153 = load float, ptr %82, align 4, !tbaa !29
  %154 = fmul contract float %152, %153
  %155 = fadd contract float %151, %154
  %156 = load float, ptr %83, align 4, !tbaa !29
  %157 = load float, ptr %84, align 4, !tbaa !29
  %158 = fmul contract float %156, %157
  %159 = fadd contract float %155, %158
  %160 = load float, ptr %85, align 4, !tbaa !29
  %161 = load float, ptr %86, align 4, !tbaa !29
  %162 = fmul contract float %160, %161
  %163 = fadd contract float %159, %162
  %164 = load float, ptr %87, align 4, !tbaa !29
  %165 = load float, ptr %88, align 4, !tbaa !29
  %166 = fmul contract float %164, %165
  %167 = fadd contract float %163, %166
  %168 = load float, ptr %89, align 4, !tbaa !29
  %169 = load float, ptr %90, align 4, !tbaa !29
  %170 = fmul contract float %168, %169
  %171 = fadd contract float %167, %170
  %172 = load float, ptr %91, align 4, !tbaa !29
  %173 = load float, ptr %92, align 4, !tbaa !29
  %174 = fmul contract float %172, %173
  %175 = fadd contract float %171, %174
  %176 = load float, ptr %93, align 4, !tbaa !29
  %177 = load float, ptr %94, align 4, !tbaa !29
  %178 = fmul contract float %176, %177
  %179 = fadd contract float %175, %178
  %180 = load float, ptr %95, align 4, !tbaa !29
  %181 = load float, ptr %96, align 4, !tbaa !29
  %182 = fmul contract float %180, %181
  %183 = fadd contract float %179, %182
  %184 = load float, ptr %97, align 4, !tbaa !29
  %185 = load float, ptr %98, align 4, !tbaa !29
  %186 = fmul contract float %184, %185
  %187 = fadd contract float %183, %186
  %188 = load float, ptr %99, align 4, !tbaa !29
  %189 = load float, ptr %100, align 4, !tbaa !29
  %190 = fmul contract float %188, %189
  %191 = fadd contract float %187, %190
  %192 = load float, ptr %101, align 4, !tbaa !29
  %193 = load float, ptr %102, align 4, !tbaa !29
  %194 = fmul contract float %192, %193
  %195 = fadd contract float %191, %194
  %196 = load float, ptr %103, align 4, !tbaa !29
  %197 = load float, ptr %104, align 4, !tbaa !29
  %198 = fmul contract float %196, %197
  %199 = fadd contract float %195, %198
  %200 = load float, ptr %105, align 4, !tbaa !29
  %201 = load float, ptr %106, align 4, !tbaa !29
  %202 = fmul contract float %200, %201
  %203 = fadd contract float %199, %202
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %204 = add nuw nsw i32 %120, 16
  %205 = icmp slt i32 %204, %5
  br i1 %205, label %118, label %116, !llvm.loop !42

206:                                              ; preds = %116
  %207 = add nsw i64 %110, %75
  %208 = mul nsw i64 %207, %6
  %209 = getelementptr float, ptr %53, i64 %208
  store float %117, ptr %209, align 4, !tbaa !29
  br label %210

210:                                              ; preds = %206, %116
  %211 = add i32 %108, %76
  %212 = icmp slt i32 %211, %3
  br i1 %212, label %107, label %213, !llvm.loop !43

213:                                              ; preds = %210, %43, %29, %36, %16, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @wino_output_f4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noundef readonly byval(%struct.WinoShape) align 8 captures(none) %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = load i32, ptr %3, align 8, !tbaa !11
  %7 = icmp slt i32 %6, 1
  br i1 %7, label %1197, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %1197, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %14 = load i32, ptr %13, align 8, !tbaa !15
  %15 = icmp slt i32 %14, 1
  br i1 %15, label %1197, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %18 = load i32, ptr %17, align 4, !tbaa !16
  %19 = icmp slt i32 %18, 1
  br i1 %19, label %1197, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = icmp slt i32 %22, 1
  br i1 %23, label %1197, label %24

24:                                               ; preds = %20
  %25 = icmp sgt i32 %6, 256
  %26 = icmp sgt i32 %10, 2048
  %27 = or i1 %25, %26
  %28 = icmp sgt i32 %14, 4096
  %29 = or i1 %27, %28
  %30 = icmp sgt i32 %18, 4096
  %31 = or i1 %29, %30
  %32 = icmp sgt i32 %22, 2048
  %33 = or i1 %31, %32
  br i1 %33, label %1197, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %36 = load i32, ptr %35, align 4, !tbaa !18
  %37 = icmp ugt i32 %36, 2
  br i1 %37, label %1197, label %38

38:                                               ; preds = %34
  %39 = shl nuw nsw i32 %36, 1
  %40 = add nuw nsw i32 %39, %14
  %41 = add nsw i32 %40, -2
  %42 = add nuw nsw i32 %39, %18
  %43 = add nsw i32 %42, -2
  %44 = icmp slt i32 %40, 3
  %45 = icmp slt i32 %42, 3
  %46 = select i1 %44, i1 true, i1 %45
  br i1 %46, label %1197, label %47

47:                                               ; preds = %38
  %48 = add nuw nsw i32 %40, 1
  %49 = lshr i32 %48, 2
  %50 = add nuw nsw i32 %42, 1
  %51 = lshr i32 %50, 2
  %52 = zext nneg i32 %6 to i64
  %53 = zext nneg i32 %49 to i64
  %54 = zext nneg i32 %51 to i64
  %55 = mul nuw nsw i64 %54, %52
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
  br i1 %65, label %1197, label %66

66:                                               ; preds = %47
  %67 = mul nuw nsw i64 %56, 36
  %68 = mul nuw nsw i64 %67, %57
  %69 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %70 = load i64, ptr %69, align 8, !tbaa !21
  %71 = icmp sgt i64 %68, %70
  br i1 %71, label %1197, label %72

72:                                               ; preds = %66
  %73 = zext nneg i32 %22 to i64
  %74 = mul i64 %67, %73
  %75 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %76 = load i64, ptr %75, align 8, !tbaa !22
  %77 = icmp sgt i64 %74, %76
  br i1 %77, label %1197, label %78

78:                                               ; preds = %72
  %79 = zext nneg i32 %41 to i64
  %80 = zext nneg i32 %43 to i64
  %81 = mul nuw nsw i64 %73, %52
  %82 = mul i64 %81, %79
  %83 = mul i64 %82, %80
  %84 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %85 = load i64, ptr %84, align 8, !tbaa !23
  %86 = icmp sgt i64 %83, %85
  br i1 %86, label %1197, label %87

87:                                               ; preds = %78
  %88 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %89 = load i32, ptr %88, align 8, !tbaa !15
  %90 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %91 = load i32, ptr %90, align 4, !tbaa !18
  %92 = shl nsw i32 %91, 1
  %93 = add i32 %92, -2
  %94 = add i32 %93, %89
  %95 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %96 = load i32, ptr %95, align 4, !tbaa !16
  %97 = add i32 %92, -2
  %98 = add i32 %97, %96
  %99 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %100 = load i32, ptr %99, align 8, !tbaa !17
  %101 = sext i32 %100 to i64
  %102 = mul nsw i64 %56, %101
  %103 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %104 = zext nneg i32 %103 to i64
  %105 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %106 = zext nneg i32 %105 to i64
  %107 = mul nuw nsw i64 %104, %106
  %108 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %109 = zext nneg i32 %108 to i64
  %110 = add nuw nsw i64 %107, %109
  %111 = icmp slt i64 %110, %102
  br i1 %111, label %112, label %1197

112:                                              ; preds = %87
  %113 = zext nneg i32 %51 to i64
  %114 = zext nneg i32 %49 to i64
  %115 = mul nuw nsw i64 %113, %114
  %116 = sext i32 %94 to i64
  %117 = sext i32 %98 to i64
  %118 = mul nsw i64 %116, %117
  %119 = icmp eq i32 %4, 0
  %120 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %121 = zext nneg i32 %120 to i64
  %122 = mul nuw nsw i64 %121, %106
  %123 = shl nsw i64 %101, 1
  %124 = mul nsw i64 %101, 3
  %125 = shl nsw i64 %101, 2
  %126 = mul nsw i64 %101, 5
  %127 = mul nsw i64 %101, 6
  %128 = mul nsw i64 %101, 7
  %129 = shl nsw i64 %101, 3
  %130 = mul nsw i64 %101, 9
  %131 = mul nsw i64 %101, 10
  %132 = mul nsw i64 %101, 11
  %133 = mul nsw i64 %101, 12
  %134 = mul nsw i64 %101, 13
  %135 = mul nsw i64 %101, 14
  %136 = mul nsw i64 %101, 15
  %137 = shl nsw i64 %101, 4
  %138 = mul nsw i64 %101, 17
  %139 = mul nsw i64 %101, 18
  %140 = mul nsw i64 %101, 19
  %141 = mul nsw i64 %101, 20
  %142 = mul nsw i64 %101, 21
  %143 = mul nsw i64 %101, 22
  %144 = mul nsw i64 %101, 23
  %145 = mul nsw i64 %101, 24
  %146 = mul nsw i64 %101, 25
  %147 = mul nsw i64 %101, 26
  %148 = mul nsw i64 %101, 27
  %149 = mul nsw i64 %101, 28
  %150 = mul nsw i64 %101, 29
  %151 = mul nsw i64 %101, 30
  %152 = mul nsw i64 %101, 31
  %153 = shl nsw i64 %101, 5
  %154 = mul nsw i64 %101, 33
  %155 = mul nsw i64 %101, 34
  %156 = mul nsw i64 %101, 35
  %157 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4, !tbaa !29
  %158 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4, !tbaa !29
  %159 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4, !tbaa !29
  %160 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4, !tbaa !29
  %161 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4, !tbaa !29
  %162 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4, !tbaa !29
  %163 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4, !tbaa !29
  %164 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4, !tbaa !29
  %165 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4, !tbaa !29
  %166 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4, !tbaa !29
  %167 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4, !tbaa !29
  %168 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4, !tbaa !29
  %169 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4, !tbaa !29
  %170 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4, !tbaa !29
  %171 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4, !tbaa !29
  %172 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4, !tbaa !29
  %173 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4, !tbaa !29
  %174 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4, !tbaa !29
  %175 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4, !tbaa !29
  %176 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4, !tbaa !29
  %177 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4, !tbaa !29
  %178 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4, !tbaa !29
  %179 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4, !tbaa !29
  %180 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4, !tbaa !29
  %181 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4, !tbaa !29
  %182 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4, !tbaa !29
  %183 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4, !tbaa !29
  %184 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4, !tbaa !29
  %185 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4, !tbaa !29
  %186 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4, !tbaa !29
  %187 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4, !tbaa !29
  %188 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4, !tbaa !29
  %189 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4, !tbaa !29
  %190 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4, !tbaa !29
  %191 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4, !tbaa !29
  %192 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4, !tbaa !29
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4, !tbaa !29
  %194 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4, !tbaa !29
  %195 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4, !tbaa !29
  %196 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4, !tbaa !29
  %197 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4, !tbaa !29
  %198 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4, !tbaa !29
  %199 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4, !tbaa !29
  %200 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4, !tbaa !29
  %201 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4, !tbaa !29
  %202 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4, !tbaa !29
  %203 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4, !tbaa !29
  %204 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4, !tbaa !29
  %205 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4, !tbaa !29
  %206 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4, !tbaa !29
  %207 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4, !tbaa !29
  %208 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4, !tbaa !29
  %209 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4, !tbaa !29
  %210 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4, !tbaa !29
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4, !tbaa !29
  %212 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4, !tbaa !29
  %213 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4, !tbaa !29
  %214 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4, !tbaa !29
  %215 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4, !tbaa !29
  %216 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4, !tbaa !29
  %217 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4, !tbaa !29
  %218 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4, !tbaa !29
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4, !tbaa !29
  %220 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4, !tbaa !29
  %221 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4, !tbaa !29
  %222 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4, !tbaa !29
  %223 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4, !tbaa !29
  %224 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4, !tbaa !29
  %225 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4, !tbaa !29
  %226 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4, !tbaa !29
  %227 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4, !tbaa !29
  %228 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4, !tbaa !29
  %229 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4, !tbaa !29
  %230 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4, !tbaa !29
  %231 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4, !tbaa !29
  %232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4, !tbaa !29
  %233 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4, !tbaa !29
  %234 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4, !tbaa !29
  %235 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4, !tbaa !29
  %236 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4, !tbaa !29
  %237 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4, !tbaa !29
  %238 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4, !tbaa !29
  %239 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4, !tbaa !29
  %240 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4, !tbaa !29
  %241 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4, !tbaa !29
  %242 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4, !tbaa !29
  %243 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4, !tbaa !29
  %244 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4, !tbaa !29
  %245 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4, !tbaa !29
  %246 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4, !tbaa !29
  %247 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4, !tbaa !29
  %248 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4, !tbaa !29
  %249 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4, !tbaa !29
  %250 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4, !tbaa !29
  %251 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4, !tbaa !29
  %252 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4, !tbaa !29
  %253 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4, !tbaa !29
  %254 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4, !tbaa !29
  %255 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4, !tbaa !29
  %256 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4, !tbaa !29
  %257 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4, !tbaa !29
  %258 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4, !tbaa !29
  %259 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4, !tbaa !29
  %260 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4, !tbaa !29
  %261 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4, !tbaa !29
  %262 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4, !tbaa !29
  %263 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4, !tbaa !29
  %264 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4, !tbaa !29
  %265 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4, !tbaa !29
  %266 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4, !tbaa !29
  %267 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4, !tbaa !29
  %268 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4, !tbaa !29
  %269 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4, !tbaa !29
  %270 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4, !tbaa !29
  %271 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4, !tbaa !29
  %272 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4, !tbaa !29
  %273 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4, !tbaa !29
  %274 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4, !tbaa !29
  %275 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4, !tbaa !29
  %276 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4, !tbaa !29
  %277 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4, !tbaa !29
  %278 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4, !tbaa !29
  %279 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4, !tbaa !29
  %280 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4, !tbaa !29
  %281 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4, !tbaa !29
  %282 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4, !tbaa !29
  %283 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4, !tbaa !29
  %284 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4, !tbaa !29
  %285 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4, !tbaa !29
  %286 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4, !tbaa !29
  %287 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4, !tbaa !29
  %288 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4, !tbaa !29
  %289 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4, !tbaa !29
  %290 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4, !tbaa !29
  %291 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4, !tbaa !29
  %292 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4, !tbaa !29
  %293 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4, !tbaa !29
  %294 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4, !tbaa !29
  %295 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4, !tbaa !29
  %296 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4, !tbaa !29
  %297 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4, !tbaa !29
  %298 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4, !tbaa !29
  %299 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4, !tbaa !29
  %300 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4, !tbaa !29
  %301 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %302 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %303 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %304 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %305 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %306 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %307 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %308 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %309 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %310 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %311 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %312 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %313 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %314 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %315 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %316 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %317 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %318 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  %319 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4
  %320 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4
  %321 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4
  %322 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4
  %323 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4
  %324 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4
  %325 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %326 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %327 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %328 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %329 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %330 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %331 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %332 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %333 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %334 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %335 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %336 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %337 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %338 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %339 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %340 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %341 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %342 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  %343 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4
  %344 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4
  %345 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4
  %346 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4
  %347 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4
  %348 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4
  %349 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %350 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %351 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %352 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %353 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %354 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %355 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %356 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %357 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %358 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %359 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %360 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %361 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %362 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %363 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %364 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %365 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %366 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  %367 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4
  %368 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4
  %369 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4
  %370 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4
  %371 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4
  %372 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4
  %373 = load float, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), align 4
  %374 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 4), align 4
  %375 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 8), align 4
  %376 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 12), align 4
  %377 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 16), align 4
  %378 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 20), align 4
  %379 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 24), align 4
  %380 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 28), align 4
  %381 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 32), align 4
  %382 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 36), align 4
  %383 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 40), align 4
  %384 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 44), align 4
  %385 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 48), align 4
  %386 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 52), align 4
  %387 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 56), align 4
  %388 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 60), align 4
  %389 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 64), align 4
  %390 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 68), align 4
  %391 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 72), align 4
  %392 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 76), align 4
  %393 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 80), align 4
  %394 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 84), align 4
  %395 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 88), align 4
  %396 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_AT4 to ptr), i64 92), align 4
  br label %397

397:                                              ; preds = %112, %1194
  %398 = phi i64 [ %110, %112 ], [ %1195, %1194 ]
  %399 = freeze i64 %398
  %400 = freeze i64 %56
  %401 = udiv i64 %399, %400
  %402 = mul i64 %401, %400
  %403 = sub i64 %399, %402
  %404 = shl i64 %401, 32
  %405 = ashr exact i64 %404, 32
  %406 = getelementptr float, ptr %0, i64 %403
  %407 = mul nsw i64 %405, %56
  %408 = getelementptr float, ptr %406, i64 %407
  %409 = load float, ptr %408, align 4, !tbaa !29
  %410 = add nsw i64 %405, %101
  %411 = mul nsw i64 %410, %56
  %412 = getelementptr float, ptr %406, i64 %411
  %413 = load float, ptr %412, align 4, !tbaa !29
  %414 = add nsw i64 %123, %405
  %415 = mul nsw i64 %414, %56
  %416 = getelementptr float, ptr %406, i64 %415
  %417 = load float, ptr %416, align 4, !tbaa !29
  %418 = add nsw i64 %124, %405
  %419 = mul nsw i64 %418, %56
  %420 = getelementptr float, ptr %406, i64 %419
  %421 = load float, ptr %420, align 4, !tbaa !29
  %422 = add nsw i64 %125, %405
  %423 = mul nsw i64 %422, %56
  %424 = getelementptr float, ptr %406, i64 %423
  %425 = load float, ptr %424, align 4, !tbaa !29
  %426 = add nsw i64 %126, %405
  %427 = mul nsw i64 %426, %56
  %428 = getelementptr float, ptr %406, i64 %427
  %429 = load float, ptr %428, align 4, !tbaa !29
  %430 = add nsw i64 %127, %405
  %431 = mul nsw i64 %430, %56
  %432 = getelementptr float, ptr %406, i64 %431
  %433 = load float, ptr %432, align 4, !tbaa !29
  %434 = add nsw i64 %128, %405
  %435 = mul nsw i64 %434, %56
  %436 = getelementptr float, ptr %406, i64 %435
  %437 = load float, ptr %436, align 4, !tbaa !29
  %438 = add nsw i64 %129, %405
  %439 = mul nsw i64 %438, %56
  %440 = getelementptr float, ptr %406, i64 %439
  %441 = load float, ptr %440, align 4, !tbaa !29
  %442 = add nsw i64 %130, %405
  %443 = mul nsw i64 %442, %56
  %444 = getelementptr float, ptr %406, i64 %443
  %445 = load float, ptr %444, align 4, !tbaa !29
  %446 = add nsw i64 %131, %405
  %447 = mul nsw i64 %446, %56
  %448 = getelementptr float, ptr %406, i64 %447
  %449 = load float, ptr %448, align 4, !tbaa !29
  %450 = add nsw i64 %132, %405
  %451 = mul nsw i64 %450, %56
  %452 = getelementptr float, ptr %406, i64 %451
  %453 = load float, ptr %452, align 4, !tbaa !29
  %454 = add nsw i64 %133, %405
  %455 = mul nsw i64 %454, %56
  %456 = getelementptr float, ptr %406, i64 %455
  %457 = load float, ptr %456, align 4, !tbaa !29
  %458 = add nsw i64 %134, %405
  %459 = mul nsw i64 %458, %56
  %460 = getelementptr float, ptr %406, i64 %459
  %461 = load float, ptr %460, align 4, !tbaa !29
  %462 = add nsw i64 %135, %405
  %463 = mul nsw i64 %462, %56
  %464 = getelementptr float, ptr %406, i64 %463
  %465 = load float, ptr %464, align 4, !tbaa !29
  %466 = add nsw i64 %136, %405
  %467 = mul nsw i64 %466, %56
  %468 = getelementptr float, ptr %406, i64 %467
  %469 = load float, ptr %468, align 4, !tbaa !29
  %470 = add nsw i64 %137, %405
  %471 = mul nsw i64 %470, %56
  %472 = getelementptr float, ptr %406, i64 %471
  %473 = load float, ptr %472, align 4, !tbaa !29
  %474 = add nsw i64 %138, %405
  %475 = mul nsw i64 %474, %56
  %476 = getelementptr float, ptr %406, i64 %475
  %477 = load float, ptr %476, align 4, !tbaa !29
  %478 = add nsw i64 %139, %405
  %479 = mul nsw i64 %478, %56
  %480 = getelementptr float, ptr %406, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !29
  %482 = add nsw i64 %140, %405
  %483 = mul nsw i64 %482, %56
  %484 = getelementptr float, ptr %406, i64 %483
  %485 = load float, ptr %484, align 4, !tbaa !29
  %486 = add nsw i64 %141, %405
  %487 = mul nsw i64 %486, %56
  %488 = getelementptr float, ptr %406, i64 %487
  %489 = load float, ptr %488, align 4, !tbaa !29
  %490 = add nsw i64 %142, %405
  %491 = mul nsw i64 %490, %56
  %492 = getelementptr float, ptr %406, i64 %491
  %493 = load float, ptr %492, align 4, !tbaa !29
  %494 = add nsw i64 %143, %405
  %495 = mul nsw i64 %494, %56
  %496 = getelementptr float, ptr %406, i64 %495
  %497 = load float, ptr %496, align 4, !tbaa !29
  %498 = add nsw i64 %144, %405
  %499 = mul nsw i64 %498, %56
  %500 = getelementptr float, ptr %406, i64 %499
  %501 = load float, ptr %500, align 4, !tbaa !29
  %502 = add nsw i64 %145, %405
  %503 = mul nsw i64 %502, %56
  %504 = getelementptr float, ptr %406, i64 %503
  %505 = load float, ptr %504, align 4, !tbaa !29
  %506 = add nsw i64 %146, %405
  %507 = mul nsw i64 %506, %56
  %508 = getelementptr float, ptr %406, i64 %507
  %509 = load float, ptr %508, align 4, !tbaa !29
  %510 = add nsw i64 %147, %405
  %511 = mul nsw i64 %510, %56
  %512 = getelementptr float, ptr %406, i64 %511
  %513 = load float, ptr %512, align 4, !tbaa !29
  %514 = add nsw i64 %148, %405
  %515 = mul nsw i64 %514, %56
  %516 = getelementptr float, ptr %406, i64 %515
  %517 = load float, ptr %516, align 4, !tbaa !29
  %518 = add nsw i64 %149, %405
  %519 = mul nsw i64 %518, %56
  %520 = getelementptr float, ptr %406, i64 %519
  %521 = load float, ptr %520, align 4, !tbaa !29
  %522 = add nsw i64 %150, %405
  %523 = mul nsw i64 %522, %56
  %524 = getelementptr float, ptr %406, i64 %523
  %525 = load float, ptr %524, align 4, !tbaa !29
  %526 = add nsw i64 %151, %405
  %527 = mul nsw i64 %526, %56
  %528 = getelementptr float, ptr %406, i64 %527
  %529 = load float, ptr %528, align 4, !tbaa !29
  %530 = add nsw i64 %152, %405
  %531 = mul nsw i64 %530, %56
  %532 = getelementptr float, ptr %406, i64 %531
  %533 = load float, ptr %532, align 4, !tbaa !29
  %534 = add nsw i64 %153, %405
  %535 = mul nsw i64 %534, %56
  %536 = getelementptr float, ptr %406, i64 %535
  %537 = load float, ptr %536, align 4, !tbaa !29
  %538 = add nsw i64 %154, %405
  %539 = mul nsw i64 %538, %56
  %540 = getelementptr float, ptr %406, i64 %539
  %541 = load float, ptr %540, align 4, !tbaa !29
  %542 = add nsw i64 %155, %405
  %543 = mul nsw i64 %542, %56
  %544 = getelementptr float, ptr %406, i64 %543
  %545 = load float, ptr %544, align 4, !tbaa !29
  %546 = add nsw i64 %156, %405
  %547 = mul nsw i64 %546, %56
  %548 = getelementptr float, ptr %406, i64 %547
  %549 = load float, ptr %548, align 4, !tbaa !29
  %550 = fmul contract float %157, %409
  %551 = fadd contract float %550, 0.000000e+00
  %552 = fmul contract float %158, %433
  %553 = fadd contract float %551, %552
  %554 = fmul contract float %159, %457
  %555 = fadd contract float %553, %554
  %556 = fmul contract float %160, %481
  %557 = fadd contract float %555, %556
  %558 = fmul contract float %161, %505
  %559 = fadd contract float %557, %558
  %560 = fmul contract float %162, %529
  %561 = fadd contract float %559, %560
  %562 = fmul contract float %163, %413
  %563 = fadd contract float %562, 0.000000e+00
  %564 = fmul contract float %164, %437
  %565 = fadd contract float %563, %564
  %566 = fmul contract float %165, %461
  %567 = fadd contract float %565, %566
  %568 = fmul contract float %166, %485
  %569 = fadd contract float %567, %568
  %570 = fmul contract float %167, %509
  %571 = fadd contract float %569, %570
  %572 = fmul contract float %168, %533
  %573 = fadd contract float %571, %572
  %574 = fmul contract float %169, %417
  %575 = fadd contract float %574, 0.000000e+00
  %576 = fmul contract float %170, %441
  %577 = fadd contract float %575, %576
  %578 = fmul contract float %171, %465
  %579 = fadd contract float %577, %578
  %580 = fmul contract float %172, %489
  %581 = fadd contract float %579, %580
  %582 = fmul contract float %173, %513
  %583 = fadd contract float %581, %582
  %584 = fmul contract float %174, %537
  %585 = fadd contract float %583, %584
  %586 = fmul contract float %175, %421
  %587 = fadd contract float %586, 0.000000e+00
  %588 = fmul contract float %176, %445
  %589 = fadd contract float %587, %588
  %590 = fmul contract float %177, %469
  %591 = fadd contract float %589, %590
  %592 = fmul contract float %178, %493
  %593 = fadd contract float %591, %592
  %594 = fmul contract float %179, %517
  %595 = fadd contract float %593, %594
  %596 = fmul contract float %180, %541
  %597 = fadd contract float %595, %596
  %598 = fmul contract float %181, %425
  %599 = fadd contract float %598, 0.000000e+00
  %600 = fmul contract float %182, %449
  %601 = fadd contract float %599, %600
  %602 = fmul contract float %183, %473
  %603 = fadd contract float %601, %602
  %604 = fmul contract float %184, %497
  %605 = fadd contract float %603, %604
  %606 = fmul contract float %185, %521
  %607 = fadd contract float %605, %606
  %608 = fmul contract float %186, %545
  %609 = fadd contract float %607, %608
  %610 = fmul contract float %187, %429
  %611 = fadd contract float %610, 0.000000e+00
  %612 = fmul contract float %188, %453
  %613 = fadd contract float %611, %612
  %614 = fmul contract float %189, %477
  %615 = fadd contract float %613, %614
  %616 = fmul contract float %190, %501
  %617 = fadd contract float %615, %616
  %618 = fmul contract float %191, %525
  %619 = fadd contract float %617, %618
  %620 = fmul contract float %192, %549
  %621 = fadd contract float %619, %620
  %622 = fmul contract float %193, %409
  %623 = fadd contract float %622, 0.000000e+00
  %624 = fmul contract float %194, %433
  %625 = fadd contract float %623, %624
  %626 = fmul contract float %195, %457
  %627 = fadd contract float %625, %626
  %628 = fmul contract float %196, %481
  %629 = fadd contract float %627, %628
  %630 = fmul contract float %197, %505
  %631 = fadd contract float %629, %630
  %632 = fmul contract float %198, %529
  %633 = fadd contract float %631, %632
  %634 = fmul contract float %199, %413
  %635 = fadd contract float %634, 0.000000e+00
  %636 = fmul contract float %200, %437
  %637 = fadd contract float %635, %636
  %638 = fmul contract float %201, %461
  %639 = fadd contract float %637, %638
  %640 = fmul contract float %202, %485
  %641 = fadd contract float %639, %640
  %642 = fmul contract float %203, %509
  %643 = fadd contract float %641, %642
  %644 = fmul contract float %204, %533
  %645 = fadd contract float %643, %644
  %646 = fmul contract float %205, %417
  %647 = fadd contract float %646, 0.000000e+00
  %648 = fmul contract float %206, %441
  %649 = fadd contract float %647, %648
  %650 = fmul contract float %207, %465
  %651 = fadd contract float %649, %650
  %652 = fmul contract float %208, %489
  %653 = fadd contract float %651, %652
  %654 = fmul contract float %209, %513
  %655 = fadd contract float %653, %654
  %656 = fmul contract float %210, %537
  %657 = fadd contract float %655, %656
  %658 = fmul contract float %211, %421
  %659 = fadd contract float %658, 0.000000e+00
  %660 = fmul contract float %212, %445
  %661 = fadd contract float %659, %660
  %662 = fmul contract float %213, %469
  %663 = fadd contract float %661, %662
  %664 = fmul contract float %214, %493
  %665 = fadd contract float %663, %664
  %666 = fmul contract float %215, %517
  %667 = fadd contract float %665, %666
  %668 = fmul contract float %216, %541
  %669 = fadd contract float %667, %668
  %670 = fmul contract float %217, %425
  %671 = fadd contract float %670, 0.000000e+00
  %672 = fmul contract float %218, %449
  %673 = fadd contract float %671, %672
  %674 = fmul contract float %219, %473
  %675 = fadd contract float %673, %674
  %676 = fmul contract float %220, %497
  %677 = fadd contract float %675, %676
  %678 = fmul contract float %221, %521
  %679 = fadd contract float %677, %678
  %680 = fmul contract float %222, %545
  %681 = fadd contract float %679, %680
  %682 = fmul contract float %223, %429
  %683 = fadd contract float %682, 0.000000e+00
  %684 = fmul contract float %224, %453
  %685 = fadd contract float %683, %684
  %686 = fmul contract float %225, %477
  %687 = fadd contract float %685, %686
  %688 = fmul contract float %226, %501
  %689 = fadd contract float %687, %688
  %690 = fmul contract float %227, %525
  %691 = fadd contract float %689, %690
  %692 = fmul contract float %228, %549
  %693 = fadd contract float %691, %692
  %694 = fmul contract float %229, %409
  %695 = fadd contract float %694, 0.000000e+00
  %696 = fmul contract float %230, %433
  %697 = fadd contract float %695, %696
  %698 = fmul contract float %231, %457
  %699 = fadd contract float %697, %698
  %700 = fmul contract float %232, %481
  %701 = fadd contract float %699, %700
  %702 = fmul contract float %233, %505
  %703 = fadd contract float %701, %702
  %704 = fmul contract float %234, %529
  %705 = fadd contract float %703, %704
  %706 = fmul contract float %235, %413
  %707 = fadd contract float %706, 0.000000e+00
  %708 = fmul contract float %236, %437
  %709 = fadd contract float %707, %708
  %710 = fmul contract float %237, %461
  %711 = fadd contract float %709, %710
  %712 = fmul contract float %238, %485
  %713 = fadd contract float %711, %712
  %714 = fmul contract float %239, %509
  %715 = fadd contract float %713, %714
  %716 = fmul contract float %240, %533
  %717 = fadd contract float %715, %716
  %718 = fmul contract float %241, %417
  %719 = fadd contract float %718, 0.000000e+00
  %720 = fmul contract float %242, %441
  %721 = fadd contract float %719, %720
  %722 = fmul contract float %243, %465
  %723 = fadd contract float %721, %722
  %724 = fmul contract float %244, %489
  %725 = fadd contract float %723, %724
  %726 = fmul contract float %245, %513
  %727 = fadd contract float %725, %726
  %728 = fmul contract float %246, %537
  %729 = fadd contract float %727, %728
  %730 = fmul contract float %247, %421
  %731 = fadd contract float %730, 0.000000e+00
  %732 = fmul contract float %248, %445
  %733 = fadd contract float %731, %732
  %734 = fmul contract float %249, %469
  %735 = fadd contract float %733, %734
  %736 = fmul contract float %250, %493
  %737 = fadd contract float %735, %736
  %738 = fmul contract float %251, %517
  %739 = fadd contract float %737, %738
  %740 = fmul contract float %252, %541
  %741 = fadd contract float %739, %740
  %742 = fmul contract float %253, %425
  %743 = fadd contract float %742, 0.000000e+00
  %744 = fmul contract float %254, %449
  %745 = fadd contract float %743, %744
  %746 = fmul contract float %255, %473
  %747 = fadd contract float %745, %746
  %748 = fmul contract float %256, %497
  %749 = fadd contract float %747, %748
  %750 = fmul contract float %257, %521
  %751 = fadd contract float %749, %750
  %752 = fmul contract float %258, %545
  %753 = fadd contract float %751, %752
  %754 = fmul contract float %259, %429
  %755 = fadd contract float %754, 0.000000e+00
  %756 = fmul contract float %260, %453
  %757 = fadd contract float %755, %756
  %758 = fmul contract float %261, %477
  %759 = fadd contract float %757, %758
  %760 = fmul contract float %262, %501
  %761 = fadd contract float %759, %760
  %762 = fmul contract float %263, %525
  %763 = fadd contract float %761, %762
  %764 = fmul contract float %264, %549
  %765 = fadd contract float %763, %764
  %766 = fmul contract float %265, %409
  %767 = fadd contract float %766, 0.000000e+00
  %768 = fmul contract float %266, %433
  %769 = fadd contract float %767, %768
  %770 = fmul contract float %267, %457
  %771 = fadd contract float %769, %770
  %772 = fmul contract float %268, %481
  %773 = fadd contract float %771, %772
  %774 = fmul contract float %269, %505
  %775 = fadd contract float %773, %774
  %776 = fmul contract float %270, %529
  %777 = fadd contract float %775, %776
  %778 = fmul contract float %271, %413
  %779 = fadd contract float %778, 0.000000e+00
  %780 = fmul contract float %272, %437
  %781 = fadd contract float %779, %780
  %782 = fmul contract float %273, %461
  %783 = fadd contract float %781, %782
  %784 = fmul contract float %274, %485
  %785 = fadd contract float %783, %784
  %786 = fmul contract float %275, %509
  %787 = fadd contract float %785, %786
  %788 = fmul contract float %276, %533
  %789 = fadd contract float %787, %788
  %790 = fmul contract float %277, %417
  %791 = fadd contract float %790, 0.000000e+00
  %792 = fmul contract float %278, %441
  %793 = fadd contract float %791, %792
  %794 = fmul contract float %279, %465
  %795 = fadd contract float %793, %794
  %796 = fmul contract float %280, %489
  %797 = fadd contract float %795, %796
  %798 = fmul contract float %281, %513
  %799 = fadd contract float %797, %798
  %800 = fmul contract float %282, %537
  %801 = fadd contract float %799, %800
  %802 = fmul contract float %283, %421
  %803 = fadd contract float %802, 0.000000e+00
  %804 = fmul contract float %284, %445
  %805 = fadd contract float %803, %804
  %806 = fmul contract float %285, %469
  %807 = fadd contract float %805, %806
  %808 = fmul contract float %286, %493
  %809 = fadd contract float %807, %808
  %810 = fmul contract float %287, %517
  %811 = fadd contract float %809, %810
  %812 = fmul contract float %288, %541
  %813 = fadd contract float %811, %812
  %814 = fmul contract float %289, %425
  %815 = fadd contract float %814, 0.000000e+00
  %816 = fmul contract float %290, %449
  %817 = fadd contract float %815, %816
  %818 = fmul contract float %291, %473
  %819 = fadd contract float %817, %818
  %820 = fmul contract float %292, %497
  %821 = fadd contract float %819, %820
  %822 = fmul contract float %293, %521
  %823 = fadd contract float %821, %822
  %824 = fmul contract float %294, %545
  %825 = fadd contract float %823, %824
  %826 = fmul contract float %295, %429
  %827 = fadd contract float %826, 0.000000e+00
  %828 = fmul contract float %296, %453
  %829 = fadd contract float %827, %828
  %830 = fmul contract float %297, %477
  %831 = fadd contract float %829, %830
  %832 = fmul contract float %298, %501
  %833 = fadd contract float %831, %832
  %834 = fmul contract float %299, %525
  %835 = fadd contract float %833, %834
  %836 = fmul contract float %300, %549
  %837 = fadd contract float %835, %836
  %838 = freeze i64 %113
  %839 = udiv i64 %403, %838
  %840 = mul i64 %839, %838
  %841 = sub i64 %403, %840
  %842 = trunc nuw nsw i64 %841 to i32
  %843 = urem i64 %839, %114
  %844 = trunc nuw nsw i64 %843 to i32
  %845 = udiv i64 %403, %115
  %846 = shl i64 %401, 32
  %847 = ashr exact i64 %846, 32
  %848 = getelementptr inbounds float, ptr %1, i64 %847
  %849 = load float, ptr %848, align 4, !tbaa !29
  %850 = mul nsw i64 %845, %101
  %851 = add nsw i64 %850, %847
  %852 = mul i64 %118, %851
  %853 = getelementptr inbounds nuw float, ptr %2, i64 %852
  %854 = shl nuw nsw i32 %844, 2
  %855 = shl nuw nsw i32 %842, 2
  %856 = icmp slt i32 %854, %94
  br i1 %856, label %857, label %939

857:                                              ; preds = %397
  %858 = zext nneg i32 %854 to i64
  %859 = mul nsw i64 %858, %117
  %860 = getelementptr float, ptr %853, i64 %859
  %861 = icmp slt i32 %855, %98
  br i1 %861, label %862, label %879

862:                                              ; preds = %857
  %863 = fmul contract float %561, %301
  %864 = fadd contract float %849, %863
  %865 = fmul contract float %573, %302
  %866 = fadd contract float %864, %865
  %867 = fmul contract float %585, %303
  %868 = fadd contract float %866, %867
  %869 = fmul contract float %597, %304
  %870 = fadd contract float %868, %869
  %871 = fmul contract float %609, %305
  %872 = fadd contract float %870, %871
  %873 = fmul contract float %621, %306
  %874 = fadd contract float %872, %873
  %875 = tail call float @llvm.maxnum.f32(float %874, float 0.000000e+00)
  %876 = select i1 %119, float %874, float %875
  %877 = zext nneg i32 %855 to i64
  %878 = getelementptr float, ptr %860, i64 %877
  store float %876, ptr %878, align 4, !tbaa !29
  br label %879

879:                                              ; preds = %857, %862
  %880 = or disjoint i32 %855, 1
  %881 = icmp slt i32 %880, %98
  br i1 %881, label %882, label %899

882:                                              ; preds = %879
  %883 = fmul contract float %561, %307
  %884 = fadd contract float %849, %883
  %885 = fmul contract float %573, %308
  %886 = fadd contract float %884, %885
  %887 = fmul contract float %585, %309
  %888 = fadd contract float %886, %887
  %889 = fmul contract float %597, %310
  %890 = fadd contract float %888, %889
  %891 = fmul contract float %609, %311
  %892 = fadd contract float %890, %891
  %893 = fmul contract float %621, %312
  %894 = fadd contract float %892, %893
  %895 = tail call float @llvm.maxnum.f32(float %894, float 0.000000e+00)
  %896 = select i1 %119, float %894, float %895
  %897 = zext nneg i32 %880 to i64
  %898 = getelementptr float, ptr %860, i64 %897
  store float %896, ptr %898, align 4, !tbaa !29
  br label %899

899:                                              ; preds = %882, %879
  %900 = or disjoint i32 %855, 2
  %901 = icmp slt i32 %900, %98
  br i1 %901, label %902, label %919

902:                                              ; preds = %899
  %903 = fmul contract float %561, %313
  %904 = fadd contract float %849, %903
  %905 = fmul contract float %573, %314
  %906 = fadd contract float %904, %905
  %907 = fmul contract float %585, %315
  %908 = fadd contract float %906, %907
  %909 = fmul contract float %597, %316
  %910 = fadd contract float %908, %909
  %911 = fmul contract float %609, %317
  %912 = fadd contract float %910, %911
  %913 = fmul contract float %621, %318
  %914 = fadd contract float %912, %913
  %915 = tail call float @llvm.maxnum.f32(float %914, float 0.000000e+00)
  %916 = select i1 %119, float %914, float %915
  %917 = zext nneg i32 %900 to i64
  %918 = getelementptr float, ptr %860, i64 %917
  store float %916, ptr %918, align 4, !tbaa !29
  br label %919

919:                                              ; preds = %902, %899
  %920 = or disjoint i32 %855, 3
  %921 = icmp slt i32 %920, %98
  br i1 %921, label %922, label %939

922:                                              ; preds = %919
  %923 = fmul contract float %561, %319
  %924 = fadd contract float %849, %923
  %925 = fmul contract float %573, %320
  %926 = fadd contract float %924, %925
  %927 = fmul contract float %585, %321
  %928 = fadd contract float %926, %927
  %929 = fmul contract float %597, %322
  %930 = fadd contract float %928, %929
  %931 = fmul contract float %609, %323
  %932 = fadd contract float %930, %931
  %933 = fmul contract float %621, %324
  %934 = fadd contract float %932, %933
  %935 = tail call float @llvm.maxnum.f32(float %934, float 0.000000e+00)
  %936 = select i1 %119, float %934, float %935
  %937 = zext nneg i32 %920 to i64
  %938 = getelementptr float, ptr %860, i64 %937
  store float %936, ptr %938, align 4, !tbaa !29
  br label %939

939:                                              ; preds = %919, %922, %397
  %940 = or disjoint i32 %854, 1
  %941 = icmp slt i32 %940, %94
  br i1 %941, label %942, label %1024

942:                                              ; preds = %939
  %943 = zext nneg i32 %940 to i64
  %944 = mul nsw i64 %943, %117
  %945 = getelementptr float, ptr %853, i64 %944
  %946 = icmp slt i32 %855, %98
  br i1 %946, label %947, label %964

947:                                              ; preds = %942
  %948 = fmul contract float %633, %325
  %949 = fadd contract float %849, %948
  %950 = fmul contract float %645, %326
  %951 = fadd contract float %949, %950
  %952 = fmul contract float %657, %327
  %953 = fadd contract float %951, %952
  %954 = fmul contract float %669, %328
  %955 = fadd contract float %953, %954
  %956 = fmul contract float %681, %329
  %957 = fadd contract float %955, %956
  %958 = fmul contract float %693, %330
  %959 = fadd contract float %957, %958
  %960 = tail call float @llvm.maxnum.f32(float %959, float 0.000000e+00)
  %961 = select i1 %119, float %959, float %960
  %962 = zext nneg i32 %855 to i64
  %963 = getelementptr float, ptr %945, i64 %962
  store float %961, ptr %963, align 4, !tbaa !29
  br label %964

964:                                              ; preds = %947, %942
  %965 = or disjoint i32 %855, 1
  %966 = icmp slt i32 %965, %98
  br i1 %966, label %967, label %984

967:                                              ; preds = %964
  %968 = fmul contract float %633, %331
  %969 = fadd contract float %849, %968
  %970 = fmul contract float %645, %332
  %971 = fadd contract float %969, %970
  %972 = fmul contract float %657, %333
  %973 = fadd contract float %971, %972
  %974 = fmul contract float %669, %334
  %975 = fadd contract float %973, %974
  %976 = fmul contract float %681, %335
  %977 = fadd contract float %975, %976
  %978 = fmul contract float %693, %336
  %979 = fadd contract float %977, %978
  %980 = tail call float @llvm.maxnum.f32(float %979, float 0.000000e+00)
  %981 = select i1 %119, float %979, float %980
  %982 = zext nneg i32 %965 to i64
  %983 = getelementptr float, ptr %945, i64 %982
  store float %981, ptr %983, align 4, !tbaa !29
  br label %984

984:                                              ; preds = %967, %964
  %985 = or disjoint i32 %855, 2
  %986 = icmp slt i32 %985, %98
  br i1 %986, label %987, label %1004

987:                                              ; preds = %984
  %988 = fmul contract float %633, %337
  %989 = fadd contract float %849, %988
  %990 = fmul contract float %645, %338
  %991 = fadd contract float %989, %990
  %992 = fmul contract float %657, %339
  %993 = fadd contract float %991, %992
  %994 = fmul contract float %669, %340
  %995 = fadd contract float %993, %994
  %996 = fmul contract float %681, %341
  %997 = fadd contract float %995, %996
  %998 = fmul contract float %693, %342
  %999 = fadd contract float %997, %998
  %1000 = tail call float @llvm.maxnum.f32(float %999, float 0.000000e+00)
  %1001 = select i1 %119, float %999, float %1000
  %1002 = zext nneg i32 %985 to i64
  %1003 = getelementptr float, ptr %945, i64 %1002
  store float %1001, ptr %1003, align 4, !tbaa !29
  br label %1004

1004:                                             ; preds = %987, %984
  %1005 = or disjoint i32 %855, 3
  %1006 = icmp slt i32 %1005, %98
  br i1 %1006, label %1007, label %1024

1007:                                             ; preds = %1004
  %1008 = fmul contract float %633, %343
  %1009 = fadd contract float %849, %1008
  %1010 = fmul contract float %645, %344
  %1011 = fadd contract float %1009, %1010
  %1012 = fmul contract float %657, %345
  %1013 = fadd contract float %1011, %1012
  %1014 = fmul contract float %669, %346
  %1015 = fadd contract float %1013, %1014
  %1016 = fmul contract float %681, %347
  %1017 = fadd contract float %1015, %1016
  %1018 = fmul contract float %693, %348
  %1019 = fadd contract float %1017, %1018
  %1020 = tail call float @llvm.maxnum.f32(float %1019, float 0.000000e+00)
  %1021 = select i1 %119, float %1019, float %1020
  %1022 = zext nneg i32 %1005 to i64
  %1023 = getelementptr float, ptr %945, i64 %1022
  store float %1021, ptr %1023, align 4, !tbaa !29
  br label %1024

1024:                                             ; preds = %1004, %1007, %939
  %1025 = or disjoint i32 %854, 2
  %1026 = icmp slt i32 %1025, %94
  br i1 %1026, label %1027, label %1109

1027:                                             ; preds = %1024
  %1028 = zext nneg i32 %1025 to i64
  %1029 = mul nsw i64 %1028, %117
  %1030 = getelementptr float, ptr %853, i64 %1029
  %1031 = icmp slt i32 %855, %98
  br i1 %1031, label %1032, label %1049

1032:                                             ; preds = %1027
  %1033 = fmul contract float %705, %349
  %1034 = fadd contract float %849, %1033
  %1035 = fmul contract float %717, %350
  %1036 = fadd contract float %1034, %1035
  %1037 = fmul contract float %729, %351
  %1038 = fadd contract float %1036, %1037
  %1039 = fmul contract float %741, %352
  %1040 = fadd contract float %1038, %1039
  %1041 = fmul contract float %753, %353
  %1042 = fadd contract float %1040, %1041
  %1043 = fmul contract float %765, %354
  %1044 = fadd contract float %1042, %1043
  %1045 = tail call float @llvm.maxnum.f32(float %1044, float 0.000000e+00)
  %1046 = select i1 %119, float %1044, float %1045
  %1047 = zext nneg i32 %855 to i64
  %1048 = getelementptr float, ptr %1030, i64 %1047
  store float %1046, ptr %1048, align 4, !tbaa !29
  br label %1049

1049:                                             ; preds = %1032, %1027
  %1050 = or disjoint i32 %855, 1
  %1051 = icmp slt i32 %1050, %98
  br i1 %1051, label %1052, label %1069

1052:                                             ; preds = %1049
  %1053 = fmul contract float %705, %355
  %1054 = fadd contract float %849, %1053
  %1055 = fmul contract float %717, %356
  %1056 = fadd contract float %1054, %1055
  %1057 = fmul contract float %729, %357
  %1058 = fadd contract float %1056, %1057
  %1059 = fmul contract float %741, %358
  %1060 = fadd contract float %1058, %1059
  %1061 = fmul contract float %753, %359
  %1062 = fadd contract float %1060, %1061
  %1063 = fmul contract float %765, %360
  %1064 = fadd contract float %1062, %1063
  %1065 = tail call float @llvm.maxnum.f32(float %1064, float 0.000000e+00)
  %1066 = select i1 %119, float %1064, float %1065
  %1067 = zext nneg i32 %1050 to i64
  %1068 = getelementptr float, ptr %1030, i64 %1067
  store float %1066, ptr %1068, align 4, !tbaa !29
  br label %1069

1069:                                             ; preds = %1052, %1049
  %1070 = or disjoint i32 %855, 2
  %1071 = icmp slt i32 %1070, %98
  br i1 %1071, label %1072, label %1089

1072:                                             ; preds = %1069
  %1073 = fmul contract float %705, %361
  %1074 = fadd contract float %849, %1073
  %1075 = fmul contract float %717, %362
  %1076 = fadd contract float %1074, %1075
  %1077 = fmul contract float %729, %363
  %1078 = fadd contract float %1076, %1077
  %1079 = fmul contract float %741, %364
  %1080 = fadd contract float %1078, %1079
  %1081 = fmul contract float %753, %365
  %1082 = fadd contract float %1080, %1081
  %1083 = fmul contract float %765, %366
  %1084 = fadd contract float %1082, %1083
  %1085 = tail call float @llvm.maxnum.f32(float %1084, float 0.000000e+00)
  %1086 = select i1 %119, float %1084, float %1085
  %1087 = zext nneg i32 %1070 to i64
  %1088 = getelementptr float, ptr %1030, i64 %1087
  store float %1086, ptr %1088, align 4, !tbaa !29
  br label %1089

1089:                                             ; preds = %1072, %1069
  %1090 = or disjoint i32 %855, 3
  %1091 = icmp slt i32 %1090, %98
  br i1 %1091, label %1092, label %1109

1092:                                             ; preds = %1089
  %1093 = fmul contract float %705, %367
  %1094 = fadd contract float %849, %1093
  %1095 = fmul contract float %717, %368
  %1096 = fadd contract float %1094, %1095
  %1097 = fmul contract float %729, %369
  %1098 = fadd contract float %1096, %1097
  %1099 = fmul contract float %741, %370
  %1100 = fadd contract float %1098, %1099
  %1101 = fmul contract float %753, %371
  %1102 = fadd contract float %1100, %1101
  %1103 = fmul contract float %765, %372
  %1104 = fadd contract float %1102, %1103
  %1105 = tail call float @llvm.maxnum.f32(float %1104, float 0.000000e+00)
  %1106 = select i1 %119, float %1104, float %1105
  %1107 = zext nneg i32 %1090 to i64
  %1108 = getelementptr float, ptr %1030, i64 %1107
  store float %1106, ptr %1108, align 4, !tbaa !29
  br label %1109

1109:                                             ; preds = %1089, %1092, %1024
  %1110 = or disjoint i32 %854, 3
  %1111 = icmp slt i32 %1110, %94
  br i1 %1111, label %1112, label %1194

1112:                                             ; preds = %1109
  %1113 = zext nneg i32 %1110 to i64
  %1114 = mul nsw i64 %1113, %117
  %1115 = getelementptr float, ptr %853, i64 %1114
  %1116 = icmp slt i32 %855, %98
  br i1 %1116, label %1117, label %1134

1117:                                             ; preds = %1112
  %1118 = fmul contract float %777, %373
  %1119 = fadd contract float %849, %1118
  %1120 = fmul contract float %789, %374
  %1121 = fadd contract float %1119, %1120
  %1122 = fmul contract float %801, %375
  %1123 = fadd contract float %1121, %1122
  %1124 = fmul contract float %813, %376
  %1125 = fadd contract float %1123, %1124
  %1126 = fmul contract float %825, %377
  %1127 = fadd contract float %1125, %1126
  %1128 = fmul contract float %837, %378
  %1129 = fadd contract float %1127, %1128
  %1130 = tail call float @llvm.maxnum.f32(float %1129, float 0.000000e+00)
  %1131 = select i1 %119, float %1129, float %1130
  %1132 = zext nneg i32 %855 to i64
  %1133 = getelementptr float, ptr %1115, i64 %1132
  store float %1131, ptr %1133, align 4, !tbaa !29
  br label %1134

1134:                                             ; preds = %1117, %1112
  %1135 = or disjoint i32 %855, 1
  %1136 = icmp slt i32 %1135, %98
  br i1 %1136, label %1137, label %1154

1137:                                             ; preds = %1134
  %1138 = fmul contract float %777, %379
  %1139 = fadd contract float %849, %1138
  %1140 = fmul contract float %789, %380
  %1141 = fadd contract float %1139, %1140
  %1142 = fmul contract float %801, %381
  %1143 = fadd contract float %1141, %1142
  %1144 = fmul contract float %813, %382
  %1145 = fadd contract float %1143, %1144
  %1146 = fmul contract float %825, %383
  %1147 = fadd contract float %1145, %1146
  %1148 = fmul contract float %837, %384
  %1149 = fadd contract float %1147, %1148
  %1150 = tail call float @llvm.maxnum.f32(float %1149, float 0.000000e+00)
  %1151 = select i1 %119, float %1149, float %1150
  %1152 = zext nneg i32 %1135 to i64
  %1153 = getelementptr float, ptr %1115, i64 %1152
  store float %1151, ptr %1153, align 4, !tbaa !29
  br label %1154

1154:                                             ; preds = %1137, %1134
  %1155 = or disjoint i32 %855, 2
  %1156 = icmp slt i32 %1155, %98
  br i1 %1156, label %1157, label %1174

1157:                                             ; preds = %1154
  %1158 = fmul contract float %777, %385
  %1159 = fadd contract float %849, %1158
  %1160 = fmul contract float %789, %386
  %1161 = fadd contract float %1159, %1160
  %1162 = fmul contract float %801, %387
  %1163 = fadd contract float %1161, %1162
  %1164 = fmul contract float %813, %388
  %1165 = fadd contract float %1163, %1164
  %1166 = fmul contract float %825, %389
  %1167 = fadd contract float %1165, %1166
  %1168 = fmul contract float %837, %390
  %1169 = fadd contract float %1167, %1168
  %1170 = tail call float @llvm.maxnum.f32(float %1169, float 0.000000e+00)
  %1171 = select i1 %119, float %1169, float %1170
  %1172 = zext nneg i32 %1155 to i64
  %1173 = getelementptr float, ptr %1115, i64 %1172
  store float %1171, ptr %1173, align 4, !tbaa !29
  br label %1174

1174:                                             ; preds = %1157, %1154
  %1175 = or disjoint i32 %855, 3
  %1176 = icmp slt i32 %1175, %98
  br i1 %1176, label %1177, label %1194

1177:                                             ; preds = %1174
  %1178 = fmul contract float %777, %391
  %1179 = fadd contract float %849, %1178
  %1180 = fmul contract float %789, %392
  %1181 = fadd contract float %1179, %1180
  %1182 = fmul contract float %801, %393
  %1183 = fadd contract float %1181, %1182
  %1184 = fmul contract float %813, %394
  %1185 = fadd contract float %1183, %1184
  %1186 = fmul contract float %825, %395
  %1187 = fadd contract float %1185, %1186
  %1188 = fmul contract float %837, %396
  %1189 = fadd contract float %1187, %1188
  %1190 = tail call float @llvm.maxnum.f32(float %1189, float 0.000000e+00)
  %1191 = select i1 %119, float %1189, float %1190
  %1192 = zext nneg i32 %1175 to i64
  %1193 = getelementptr float, ptr %1115, i64 %1192
  store float %1191, ptr %1193, align 4, !tbaa !29
  br label %1194

1194:                                             ; preds = %1174, %1177, %1109
  %1195 = add nuw nsw i64 %398, %122
  %1196 = icmp slt i64 %1195, %102
  br i1 %1196, label %397, label %1197, !llvm.loop !44

1197:                                             ; preds = %1194, %5, %8, %12, %16, %20, %24, %34, %38, %47, %66, %72, %87, %78
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!34 = distinct !{!34, !35, !36}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_Z16filter_transformILi4EEvPKfRAplT_Li2E_AplT_Li2E_f: argument 0"}
!39 = distinct !{!39, !"_Z16filter_transformILi4EEvPKfRAplT_Li2E_AplT_Li2E_f"}
!40 = distinct !{!40, !35, !36}
!41 = distinct !{!41, !35, !36}
!42 = distinct !{!42, !35, !36}
!43 = distinct !{!43, !35, !36}
!44 = distinct !{!44, !35, !36}
