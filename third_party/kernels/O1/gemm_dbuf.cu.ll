; ModuleID = 'src/gemm_dbuf.cu'
source_filename = "src/gemm_dbuf.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As = comdat any

$_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs = comdat any

$_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As = comdat any

$_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs = comdat any

@_ZZ17sgemm_128x128_8x8E2As = internal unnamed_addr addrspace(3) global [2 x [8 x [132 x float]]] undef, align 16
@_ZZ17sgemm_128x128_8x8E2Bs = internal unnamed_addr addrspace(3) global [2 x [8 x [128 x float]]] undef, align 16
@_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [8 x [65 x double]]] undef, comdat, align 8
@_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [8 x [64 x double]]] undef, comdat, align 8
@_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [16 x [33 x double]]] undef, comdat, align 8
@_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [16 x [32 x double]]] undef, comdat, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sgemm_128x128_8x8(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, float noundef %8, ptr noalias noundef captures(none) %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 15
  %14 = lshr i32 %12, 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = shl nuw nsw i32 %15, 7
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 7
  %19 = lshr i32 %12, 1
  %20 = shl nuw nsw i32 %12, 2
  %21 = and i32 %20, 4
  %22 = lshr i32 %12, 5
  %23 = and i32 %20, 124
  %24 = add nuw nsw i32 %16, %19
  %25 = icmp slt i32 %24, %0
  %26 = or disjoint i32 %23, %18
  %27 = icmp slt i32 %26, %1
  %28 = zext nneg i32 %24 to i64
  %29 = sext i32 %5 to i64
  %30 = mul nsw i64 %29, %28
  %31 = getelementptr inbounds nuw float, ptr %4, i64 %30
  %32 = zext nneg i32 %21 to i64
  %33 = getelementptr inbounds nuw float, ptr %31, i64 %32
  %34 = zext nneg i32 %22 to i64
  %35 = sext i32 %7 to i64
  %36 = mul nsw i64 %35, %34
  %37 = getelementptr inbounds nuw float, ptr %6, i64 %36
  %38 = sext i32 %18 to i64
  %39 = getelementptr inbounds float, ptr %37, i64 %38
  %40 = zext nneg i32 %23 to i64
  %41 = getelementptr inbounds nuw float, ptr %39, i64 %40
  br i1 %25, label %42, label %50

42:                                               ; preds = %11
  %43 = load float, ptr %33, align 16, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %47 = load float, ptr %46, align 8, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %33, i64 12
  %49 = load float, ptr %48, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %11, %42
  %51 = phi float [ %43, %42 ], [ 0.000000e+00, %11 ]
  %52 = phi float [ %45, %42 ], [ 0.000000e+00, %11 ]
  %53 = phi float [ %47, %42 ], [ 0.000000e+00, %11 ]
  %54 = phi float [ %49, %42 ], [ 0.000000e+00, %11 ]
  br i1 %27, label %55, label %63

55:                                               ; preds = %50
  %56 = load float, ptr %41, align 16, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %60 = load float, ptr %59, align 8, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %41, i64 12
  %62 = load float, ptr %61, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %50, %55
  %64 = phi float [ %56, %55 ], [ 0.000000e+00, %50 ]
  %65 = phi float [ %58, %55 ], [ 0.000000e+00, %50 ]
  %66 = phi float [ %60, %55 ], [ 0.000000e+00, %50 ]
  %67 = phi float [ %62, %55 ], [ 0.000000e+00, %50 ]
  %68 = getelementptr inbounds nuw [132 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2As to ptr), i64 %32
  %69 = zext nneg i32 %19 to i64
  %70 = getelementptr inbounds nuw float, ptr %68, i64 %69
  store float %51, ptr %70, align 4, !tbaa !11
  %71 = or disjoint i32 %21, 1
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw [132 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2As to ptr), i64 %72
  %74 = getelementptr inbounds nuw float, ptr %73, i64 %69
  store float %52, ptr %74, align 4, !tbaa !11
  %75 = or disjoint i32 %21, 2
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw [132 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2As to ptr), i64 %76
  %78 = getelementptr inbounds nuw float, ptr %77, i64 %69
  store float %53, ptr %78, align 4, !tbaa !11
  %79 = or disjoint i32 %21, 3
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw [132 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2As to ptr), i64 %80
  %82 = getelementptr inbounds nuw float, ptr %81, i64 %69
  store float %54, ptr %82, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2Bs to ptr), i64 %34
  %84 = getelementptr inbounds nuw float, ptr %83, i64 %40
  store float %64, ptr %84, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 4
  store float %65, ptr %85, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 8
  store float %66, ptr %86, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %84, i64 12
  store float %67, ptr %87, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = sdiv i32 %2, 8
  %89 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2Bs to ptr), i64 %34
  %90 = getelementptr inbounds nuw float, ptr %89, i64 %40
  %91 = icmp sgt i32 %2, 7
  br i1 %91, label %92, label %100

92:                                               ; preds = %63
  %93 = shl nsw i64 %35, 5
  %94 = shl nuw nsw i32 %14, 2
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2As to ptr), i64 %95
  %97 = shl nuw nsw i32 %13, 2
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2Bs to ptr), i64 %98
  br label %173

100:                                              ; preds = %1072, %63
  %101 = phi float [ 0.000000e+00, %63 ], [ %1055, %1072 ]
  %102 = phi float [ 0.000000e+00, %63 ], [ %1054, %1072 ]
  %103 = phi float [ 0.000000e+00, %63 ], [ %1053, %1072 ]
  %104 = phi float [ 0.000000e+00, %63 ], [ %1052, %1072 ]
  %105 = phi float [ 0.000000e+00, %63 ], [ %1051, %1072 ]
  %106 = phi float [ 0.000000e+00, %63 ], [ %1050, %1072 ]
  %107 = phi float [ 0.000000e+00, %63 ], [ %1049, %1072 ]
  %108 = phi float [ 0.000000e+00, %63 ], [ %1048, %1072 ]
  %109 = phi float [ 0.000000e+00, %63 ], [ %1047, %1072 ]
  %110 = phi float [ 0.000000e+00, %63 ], [ %1046, %1072 ]
  %111 = phi float [ 0.000000e+00, %63 ], [ %1045, %1072 ]
  %112 = phi float [ 0.000000e+00, %63 ], [ %1044, %1072 ]
  %113 = phi float [ 0.000000e+00, %63 ], [ %1043, %1072 ]
  %114 = phi float [ 0.000000e+00, %63 ], [ %1042, %1072 ]
  %115 = phi float [ 0.000000e+00, %63 ], [ %1041, %1072 ]
  %116 = phi float [ 0.000000e+00, %63 ], [ %1040, %1072 ]
  %117 = phi float [ 0.000000e+00, %63 ], [ %1039, %1072 ]
  %118 = phi float [ 0.000000e+00, %63 ], [ %1038, %1072 ]
  %119 = phi float [ 0.000000e+00, %63 ], [ %1037, %1072 ]
  %120 = phi float [ 0.000000e+00, %63 ], [ %1036, %1072 ]
  %121 = phi float [ 0.000000e+00, %63 ], [ %1035, %1072 ]
  %122 = phi float [ 0.000000e+00, %63 ], [ %1034, %1072 ]
  %123 = phi float [ 0.000000e+00, %63 ], [ %1033, %1072 ]
  %124 = phi float [ 0.000000e+00, %63 ], [ %1032, %1072 ]
  %125 = phi float [ 0.000000e+00, %63 ], [ %1031, %1072 ]
  %126 = phi float [ 0.000000e+00, %63 ], [ %1030, %1072 ]
  %127 = phi float [ 0.000000e+00, %63 ], [ %1029, %1072 ]
  %128 = phi float [ 0.000000e+00, %63 ], [ %1028, %1072 ]
  %129 = phi float [ 0.000000e+00, %63 ], [ %1027, %1072 ]
  %130 = phi float [ 0.000000e+00, %63 ], [ %1026, %1072 ]
  %131 = phi float [ 0.000000e+00, %63 ], [ %1025, %1072 ]
  %132 = phi float [ 0.000000e+00, %63 ], [ %1024, %1072 ]
  %133 = phi float [ 0.000000e+00, %63 ], [ %1023, %1072 ]
  %134 = phi float [ 0.000000e+00, %63 ], [ %1022, %1072 ]
  %135 = phi float [ 0.000000e+00, %63 ], [ %1021, %1072 ]
  %136 = phi float [ 0.000000e+00, %63 ], [ %1020, %1072 ]
  %137 = phi float [ 0.000000e+00, %63 ], [ %1019, %1072 ]
  %138 = phi float [ 0.000000e+00, %63 ], [ %1018, %1072 ]
  %139 = phi float [ 0.000000e+00, %63 ], [ %1017, %1072 ]
  %140 = phi float [ 0.000000e+00, %63 ], [ %1016, %1072 ]
  %141 = phi float [ 0.000000e+00, %63 ], [ %1015, %1072 ]
  %142 = phi float [ 0.000000e+00, %63 ], [ %1014, %1072 ]
  %143 = phi float [ 0.000000e+00, %63 ], [ %1013, %1072 ]
  %144 = phi float [ 0.000000e+00, %63 ], [ %1012, %1072 ]
  %145 = phi float [ 0.000000e+00, %63 ], [ %1011, %1072 ]
  %146 = phi float [ 0.000000e+00, %63 ], [ %1010, %1072 ]
  %147 = phi float [ 0.000000e+00, %63 ], [ %1009, %1072 ]
  %148 = phi float [ 0.000000e+00, %63 ], [ %1008, %1072 ]
  %149 = phi float [ 0.000000e+00, %63 ], [ %1007, %1072 ]
  %150 = phi float [ 0.000000e+00, %63 ], [ %1006, %1072 ]
  %151 = phi float [ 0.000000e+00, %63 ], [ %1005, %1072 ]
  %152 = phi float [ 0.000000e+00, %63 ], [ %1004, %1072 ]
  %153 = phi float [ 0.000000e+00, %63 ], [ %1003, %1072 ]
  %154 = phi float [ 0.000000e+00, %63 ], [ %1002, %1072 ]
  %155 = phi float [ 0.000000e+00, %63 ], [ %1001, %1072 ]
  %156 = phi float [ 0.000000e+00, %63 ], [ %1000, %1072 ]
  %157 = phi float [ 0.000000e+00, %63 ], [ %999, %1072 ]
  %158 = phi float [ 0.000000e+00, %63 ], [ %998, %1072 ]
  %159 = phi float [ 0.000000e+00, %63 ], [ %997, %1072 ]
  %160 = phi float [ 0.000000e+00, %63 ], [ %996, %1072 ]
  %161 = phi float [ 0.000000e+00, %63 ], [ %995, %1072 ]
  %162 = phi float [ 0.000000e+00, %63 ], [ %994, %1072 ]
  %163 = phi float [ 0.000000e+00, %63 ], [ %993, %1072 ]
  %164 = phi float [ 0.000000e+00, %63 ], [ %992, %1072 ]
  %165 = shl nuw nsw i32 %14, 2
  %166 = shl nuw nsw i32 %14, 2
  %167 = shl nuw nsw i32 %13, 2
  %168 = or disjoint i32 %167, %18
  %169 = sext i32 %10 to i64
  %170 = fcmp contract une float %8, 0.000000e+00
  %171 = add nuw nsw i32 %166, %16
  %172 = icmp slt i32 %171, %0
  br i1 %172, label %1075, label %1137

173:                                              ; preds = %92, %1072
  %174 = phi float [ 0.000000e+00, %92 ], [ %1055, %1072 ]
  %175 = phi float [ 0.000000e+00, %92 ], [ %1054, %1072 ]
  %176 = phi float [ 0.000000e+00, %92 ], [ %1053, %1072 ]
  %177 = phi float [ 0.000000e+00, %92 ], [ %1052, %1072 ]
  %178 = phi float [ 0.000000e+00, %92 ], [ %1051, %1072 ]
  %179 = phi float [ 0.000000e+00, %92 ], [ %1050, %1072 ]
  %180 = phi float [ 0.000000e+00, %92 ], [ %1049, %1072 ]
  %181 = phi float [ 0.000000e+00, %92 ], [ %1048, %1072 ]
  %182 = phi float [ 0.000000e+00, %92 ], [ %1047, %1072 ]
  %183 = phi float [ 0.000000e+00, %92 ], [ %1046, %1072 ]
  %184 = phi float [ 0.000000e+00, %92 ], [ %1045, %1072 ]
  %185 = phi float [ 0.000000e+00, %92 ], [ %1044, %1072 ]
  %186 = phi float [ 0.000000e+00, %92 ], [ %1043, %1072 ]
  %187 = phi float [ 0.000000e+00, %92 ], [ %1042, %1072 ]
  %188 = phi float [ 0.000000e+00, %92 ], [ %1041, %1072 ]
  %189 = phi float [ 0.000000e+00, %92 ], [ %1040, %1072 ]
  %190 = phi float [ 0.000000e+00, %92 ], [ %1039, %1072 ]
  %191 = phi float [ 0.000000e+00, %92 ], [ %1038, %1072 ]
  %192 = phi float [ 0.000000e+00, %92 ], [ %1037, %1072 ]
  %193 = phi float [ 0.000000e+00, %92 ], [ %1036, %1072 ]
  %194 = phi float [ 0.000000e+00, %92 ], [ %1035, %1072 ]
  %195 = phi float [ 0.000000e+00, %92 ], [ %1034, %1072 ]
  %196 = phi float [ 0.000000e+00, %92 ], [ %1033, %1072 ]
  %197 = phi float [ 0.000000e+00, %92 ], [ %1032, %1072 ]
  %198 = phi float [ 0.000000e+00, %92 ], [ %1031, %1072 ]
  %199 = phi float [ 0.000000e+00, %92 ], [ %1030, %1072 ]
  %200 = phi float [ 0.000000e+00, %92 ], [ %1029, %1072 ]
  %201 = phi float [ 0.000000e+00, %92 ], [ %1028, %1072 ]
  %202 = phi float [ 0.000000e+00, %92 ], [ %1027, %1072 ]
  %203 = phi float [ 0.000000e+00, %92 ], [ %1026, %1072 ]
  %204 = phi float [ 0.000000e+00, %92 ], [ %1025, %1072 ]
  %205 = phi float [ 0.000000e+00, %92 ], [ %1024, %1072 ]
  %206 = phi float [ 0.000000e+00, %92 ], [ %1023, %1072 ]
  %207 = phi float [ 0.000000e+00, %92 ], [ %1022, %1072 ]
  %208 = phi float [ 0.000000e+00, %92 ], [ %1021, %1072 ]
  %209 = phi float [ 0.000000e+00, %92 ], [ %1020, %1072 ]
  %210 = phi float [ 0.000000e+00, %92 ], [ %1019, %1072 ]
  %211 = phi float [ 0.000000e+00, %92 ], [ %1018, %1072 ]
  %212 = phi float [ 0.000000e+00, %92 ], [ %1017, %1072 ]
  %213 = phi float [ 0.000000e+00, %92 ], [ %1016, %1072 ]
  %214 = phi float [ 0.000000e+00, %92 ], [ %1015, %1072 ]
  %215 = phi float [ 0.000000e+00, %92 ], [ %1014, %1072 ]
  %216 = phi float [ 0.000000e+00, %92 ], [ %1013, %1072 ]
  %217 = phi float [ 0.000000e+00, %92 ], [ %1012, %1072 ]
  %218 = phi float [ 0.000000e+00, %92 ], [ %1011, %1072 ]
  %219 = phi float [ 0.000000e+00, %92 ], [ %1010, %1072 ]
  %220 = phi float [ 0.000000e+00, %92 ], [ %1009, %1072 ]
  %221 = phi float [ 0.000000e+00, %92 ], [ %1008, %1072 ]
  %222 = phi float [ 0.000000e+00, %92 ], [ %1007, %1072 ]
  %223 = phi float [ 0.000000e+00, %92 ], [ %1006, %1072 ]
  %224 = phi float [ 0.000000e+00, %92 ], [ %1005, %1072 ]
  %225 = phi float [ 0.000000e+00, %92 ], [ %1004, %1072 ]
  %226 = phi float [ 0.000000e+00, %92 ], [ %1003, %1072 ]
  %227 = phi float [ 0.000000e+00, %92 ], [ %1002, %1072 ]
  %228 = phi float [ 0.000000e+00, %92 ], [ %1001, %1072 ]
  %229 = phi float [ 0.000000e+00, %92 ], [ %1000, %1072 ]
  %230 = phi float [ 0.000000e+00, %92 ], [ %999, %1072 ]
  %231 = phi float [ 0.000000e+00, %92 ], [ %998, %1072 ]
  %232 = phi float [ 0.000000e+00, %92 ], [ %997, %1072 ]
  %233 = phi float [ 0.000000e+00, %92 ], [ %996, %1072 ]
  %234 = phi float [ 0.000000e+00, %92 ], [ %995, %1072 ]
  %235 = phi float [ 0.000000e+00, %92 ], [ %994, %1072 ]
  %236 = phi float [ 0.000000e+00, %92 ], [ %993, %1072 ]
  %237 = phi float [ 0.000000e+00, %92 ], [ %992, %1072 ]
  %238 = phi ptr [ %33, %92 ], [ %286, %1072 ]
  %239 = phi ptr [ %41, %92 ], [ %285, %1072 ]
  %240 = phi float [ %54, %92 ], [ %284, %1072 ]
  %241 = phi float [ %53, %92 ], [ %283, %1072 ]
  %242 = phi float [ %52, %92 ], [ %282, %1072 ]
  %243 = phi float [ %51, %92 ], [ %281, %1072 ]
  %244 = phi float [ %67, %92 ], [ %280, %1072 ]
  %245 = phi float [ %66, %92 ], [ %279, %1072 ]
  %246 = phi float [ %65, %92 ], [ %278, %1072 ]
  %247 = phi float [ %64, %92 ], [ %277, %1072 ]
  %248 = phi i32 [ 0, %92 ], [ %1073, %1072 ]
  %249 = phi i32 [ 0, %92 ], [ %250, %1072 ]
  %250 = add nuw nsw i32 %249, 1
  %251 = icmp slt i32 %250, %88
  br i1 %251, label %252, label %276

252:                                              ; preds = %173
  %253 = getelementptr inbounds nuw i8, ptr %238, i64 32
  %254 = getelementptr inbounds nuw i8, ptr %239, i64 %93
  br i1 %25, label %255, label %263

255:                                              ; preds = %252
  %256 = load float, ptr %253, align 16, !tbaa !11
  %257 = getelementptr inbounds nuw i8, ptr %238, i64 36
  %258 = load float, ptr %257, align 4, !tbaa !11
  %259 = getelementptr inbounds nuw i8, ptr %238, i64 40
  %260 = load float, ptr %259, align 8, !tbaa !11
  %261 = getelementptr inbounds nuw i8, ptr %238, i64 44
  %262 = load float, ptr %261, align 4, !tbaa !11
  br label %263

263:                                              ; preds = %252, %255
  %264 = phi float [ %256, %255 ], [ 0.000000e+00, %252 ]
  %265 = phi float [ %258, %255 ], [ 0.000000e+00, %252 ]
  %266 = phi float [ %260, %255 ], [ 0.000000e+00, %252 ]
  %267 = phi float [ %262, %255 ], [ 0.000000e+00, %252 ]
  br i1 %27, label %268, label %276

268:                                              ; preds = %263
  %269 = load float, ptr %254, align 16, !tbaa !11
  %270 = getelementptr inbounds nuw i8, ptr %254, i64 4
  %271 = load float, ptr %270, align 4, !tbaa !11
  %272 = getelementptr inbounds nuw i8, ptr %254, i64 8
  %273 = load float, ptr %272, align 8, !tbaa !11
  %274 = getelementptr inbounds nuw i8, ptr %254, i64 12
  %275 = load float, ptr %274, align 4, !tbaa !11
  br label %276

276:                                              ; preds = %263, %268, %173
  %277 = phi float [ %247, %173 ], [ %269, %268 ], [ 0.000000e+00, %263 ]
  %278 = phi float [ %246, %173 ], [ %271, %268 ], [ 0.000000e+00, %263 ]
  %279 = phi float [ %245, %173 ], [ %273, %268 ], [ 0.000000e+00, %263 ]
  %280 = phi float [ %244, %173 ], [ %275, %268 ], [ 0.000000e+00, %263 ]
  %281 = phi float [ %243, %173 ], [ %264, %268 ], [ %264, %263 ]
  %282 = phi float [ %242, %173 ], [ %265, %268 ], [ %265, %263 ]
  %283 = phi float [ %241, %173 ], [ %266, %268 ], [ %266, %263 ]
  %284 = phi float [ %240, %173 ], [ %267, %268 ], [ %267, %263 ]
  %285 = phi ptr [ %239, %173 ], [ %254, %268 ], [ %254, %263 ]
  %286 = phi ptr [ %238, %173 ], [ %253, %268 ], [ %253, %263 ]
  %287 = zext nneg i32 %248 to i64
  %288 = getelementptr inbounds nuw [8 x [132 x float]], ptr %96, i64 %287
  %289 = getelementptr inbounds nuw [8 x [128 x float]], ptr %99, i64 %287
  %290 = load float, ptr %288, align 4, !tbaa !11
  %291 = getelementptr inbounds nuw i8, ptr %288, i64 4
  %292 = load float, ptr %291, align 4, !tbaa !11
  %293 = getelementptr inbounds nuw i8, ptr %288, i64 8
  %294 = load float, ptr %293, align 4, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %288, i64 12
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = getelementptr i8, ptr %288, i64 256
  %298 = load float, ptr %297, align 4, !tbaa !11
  %299 = getelementptr i8, ptr %288, i64 260
  %300 = load float, ptr %299, align 4, !tbaa !11
  %301 = getelementptr i8, ptr %288, i64 264
  %302 = load float, ptr %301, align 4, !tbaa !11
  %303 = getelementptr i8, ptr %288, i64 268
  %304 = load float, ptr %303, align 4, !tbaa !11
  %305 = load float, ptr %289, align 4, !tbaa !11
  %306 = getelementptr inbounds nuw i8, ptr %289, i64 4
  %307 = load float, ptr %306, align 4, !tbaa !11
  %308 = getelementptr inbounds nuw i8, ptr %289, i64 8
  %309 = load float, ptr %308, align 4, !tbaa !11
  %310 = getelementptr inbounds nuw i8, ptr %289, i64 12
  %311 = load float, ptr %310, align 4, !tbaa !11
  %312 = getelementptr inbounds nuw i8, ptr %289, i64 256
  %313 = load float, ptr %312, align 4, !tbaa !11
  %314 = getelementptr inbounds nuw i8, ptr %289, i64 260
  %315 = load float, ptr %314, align 4, !tbaa !11
  %316 = getelementptr inbounds nuw i8, ptr %289, i64 264
  %317 = load float, ptr %316, align 4, !tbaa !11
  %318 = getelementptr inbounds nuw i8, ptr %289, i64 268
  %319 = load float, ptr %318, align 4, !tbaa !11
  %320 = tail call noundef float @llvm.fma.f32(float %290, float %305, float %237)
  %321 = tail call noundef float @llvm.fma.f32(float %290, float %307, float %236)
  %322 = tail call noundef float @llvm.fma.f32(float %290, float %309, float %235)
  %323 = tail call noundef float @llvm.fma.f32(float %290, float %311, float %234)
  %324 = tail call noundef float @llvm.fma.f32(float %290, float %313, float %233)
  %325 = tail call noundef float @llvm.fma.f32(float %290, float %315, float %232)
  %326 = tail call noundef float @llvm.fma.f32(float %290, float %317, float %231)
  %327 = tail call noundef float @llvm.fma.f32(float %290, float %319, float %230)
  %328 = tail call noundef float @llvm.fma.f32(float %292, float %305, float %229)
  %329 = tail call noundef float @llvm.fma.f32(float %292, float %307, float %228)
  %330 = tail call noundef float @llvm.fma.f32(float %292, float %309, float %227)
  %331 = tail call noundef float @llvm.fma.f32(float %292, float %311, float %226)
  %332 = tail call noundef float @llvm.fma.f32(float %292, float %313, float %225)
  %333 = tail call noundef float @llvm.fma.f32(float %292, float %315, float %224)
  %334 = tail call noundef float @llvm.fma.f32(float %292, float %317, float %223)
  %335 = tail call noundef float @llvm.fma.f32(float %292, float %319, float %222)
  %336 = tail call noundef float @llvm.fma.f32(float %294, float %305, float %221)
  %337 = tail call noundef float @llvm.fma.f32(float %294, float %307, float %220)
  %338 = tail call noundef float @llvm.fma.f32(float %294, float %309, float %219)
  %339 = tail call noundef float @llvm.fma.f32(float %294, float %311, float %218)
  %340 = tail call noundef float @llvm.fma.f32(float %294, float %313, float %217)
  %341 = tail call noundef float @llvm.fma.f32(float %294, float %315, float %216)
  %342 = tail call noundef float @llvm.fma.f32(float %294, float %317, float %215)
  %343 = tail call noundef float @llvm.fma.f32(float %294, float %319, float %214)
  %344 = tail call noundef float @llvm.fma.f32(float %296, float %305, float %213)
  %345 = tail call noundef float @llvm.fma.f32(float %296, float %307, float %212)
  %346 = tail call noundef float @llvm.fma.f32(float %296, float %309, float %211)
  %347 = tail call noundef float @llvm.fma.f32(float %296, float %311, float %210)
  %348 = tail call noundef float @llvm.fma.f32(float %296, float %313, float %209)
  %349 = tail call noundef float @llvm.fma.f32(float %296, float %315, float %208)
  %350 = tail call noundef float @llvm.fma.f32(float %296, float %317, float %207)
  %351 = tail call noundef float @llvm.fma.f32(float %296, float %319, float %206)
  %352 = tail call noundef float @llvm.fma.f32(float %298, float %305, float %205)
  %353 = tail call noundef float @llvm.fma.f32(float %298, float %307, float %204)
  %354 = tail call noundef float @llvm.fma.f32(float %298, float %309, float %203)
  %355 = tail call noundef float @llvm.fma.f32(float %298, float %311, float %202)
  %356 = tail call noundef float @llvm.fma.f32(float %298, float %313, float %201)
  %357 = tail call noundef float @llvm.fma.f32(float %298, float %315, float %200)
  %358 = tail call noundef float @llvm.fma.f32(float %298, float %317, float %199)
  %359 = tail call noundef float @llvm.fma.f32(float %298, float %319, float %198)
  %360 = tail call noundef float @llvm.fma.f32(float %300, float %305, float %197)
  %361 = tail call noundef float @llvm.fma.f32(float %300, float %307, float %196)
  %362 = tail call noundef float @llvm.fma.f32(float %300, float %309, float %195)
  %363 = tail call noundef float @llvm.fma.f32(float %300, float %311, float %194)
  %364 = tail call noundef float @llvm.fma.f32(float %300, float %313, float %193)
  %365 = tail call noundef float @llvm.fma.f32(float %300, float %315, float %192)
  %366 = tail call noundef float @llvm.fma.f32(float %300, float %317, float %191)
  %367 = tail call noundef float @llvm.fma.f32(float %300, float %319, float %190)
  %368 = tail call noundef float @llvm.fma.f32(float %302, float %305, float %189)
  %369 = tail call noundef float @llvm.fma.f32(float %302, float %307, float %188)
  %370 = tail call noundef float @llvm.fma.f32(float %302, float %309, float %187)
  %371 = tail call noundef float @llvm.fma.f32(float %302, float %311, float %186)
  %372 = tail call noundef float @llvm.fma.f32(float %302, float %313, float %185)
  %373 = tail call noundef float @llvm.fma.f32(float %302, float %315, float %184)
  %374 = tail call noundef float @llvm.fma.f32(float %302, float %317, float %183)
  %375 = tail call noundef float @llvm.fma.f32(float %302, float %319, float %182)
  %376 = tail call noundef float @llvm.fma.f32(float %304, float %305, float %181)
  %377 = tail call noundef float @llvm.fma.f32(float %304, float %307, float %180)
  %378 = tail call noundef float @llvm.fma.f32(float %304, float %309, float %179)
  %379 = tail call noundef float @llvm.fma.f32(float %304, float %311, float %178)
  %380 = tail call noundef float @llvm.fma.f32(float %304, float %313, float %177)
  %381 = tail call noundef float @llvm.fma.f32(float %304, float %315, float %176)
  %382 = tail call noundef float @llvm.fma.f32(float %304, float %317, float %175)
  %383 = tail call noundef float @llvm.fma.f32(float %304, float %319, float %174)
  %384 = getelementptr inbounds nuw i8, ptr %288, i64 528
  %385 = load float, ptr %384, align 4, !tbaa !11
  %386 = getelementptr inbounds nuw i8, ptr %288, i64 532
  %387 = load float, ptr %386, align 4, !tbaa !11
  %388 = getelementptr inbounds nuw i8, ptr %288, i64 536
  %389 = load float, ptr %388, align 4, !tbaa !11
  %390 = getelementptr inbounds nuw i8, ptr %288, i64 540
  %391 = load float, ptr %390, align 4, !tbaa !11
  %392 = getelementptr i8, ptr %288, i64 784
  %393 = load float, ptr %392, align 4, !tbaa !11
  %394 = getelementptr i8, ptr %288, i64 788
  %395 = load float, ptr %394, align 4, !tbaa !11
  %396 = getelementptr i8, ptr %288, i64 792
  %397 = load float, ptr %396, align 4, !tbaa !11
  %398 = getelementptr i8, ptr %288, i64 796
  %399 = load float, ptr %398, align 4, !tbaa !11
  %400 = getelementptr inbounds nuw i8, ptr %289, i64 512
  %401 = load float, ptr %400, align 4, !tbaa !11
  %402 = getelementptr inbounds nuw i8, ptr %289, i64 516
  %403 = load float, ptr %402, align 4, !tbaa !11
  %404 = getelementptr inbounds nuw i8, ptr %289, i64 520
  %405 = load float, ptr %404, align 4, !tbaa !11
  %406 = getelementptr inbounds nuw i8, ptr %289, i64 524
  %407 = load float, ptr %406, align 4, !tbaa !11
  %408 = getelementptr inbounds nuw i8, ptr %289, i64 768
  %409 = load float, ptr %408, align 4, !tbaa !11
  %410 = getelementptr inbounds nuw i8, ptr %289, i64 772
  %411 = load float, ptr %410, align 4, !tbaa !11
  %412 = getelementptr inbounds nuw i8, ptr %289, i64 776
  %413 = load float, ptr %412, align 4, !tbaa !11
  %414 = getelementptr inbounds nuw i8, ptr %289, i64 780
  %415 = load float, ptr %414, align 4, !tbaa !11
  %416 = tail call noundef float @llvm.fma.f32(float %385, float %401, float %320)
  %417 = tail call noundef float @llvm.fma.f32(float %385, float %403, float %321)
  %418 = tail call noundef float @llvm.fma.f32(float %385, float %405, float %322)
  %419 = tail call noundef float @llvm.fma.f32(float %385, float %407, float %323)
  %420 = tail call noundef float @llvm.fma.f32(float %385, float %409, float %324)
  %421 = tail call noundef float @llvm.fma.f32(float %385, float %411, float %325)
  %422 = tail call noundef float @llvm.fma.f32(float %385, float %413, float %326)
  %423 = tail call noundef float @llvm.fma.f32(float %385, float %415, float %327)
  %424 = tail call noundef float @llvm.fma.f32(float %387, float %401, float %328)
  %425 = tail call noundef float @llvm.fma.f32(float %387, float %403, float %329)
  %426 = tail call noundef float @llvm.fma.f32(float %387, float %405, float %330)
  %427 = tail call noundef float @llvm.fma.f32(float %387, float %407, float %331)
  %428 = tail call noundef float @llvm.fma.f32(float %387, float %409, float %332)
  %429 = tail call noundef float @llvm.fma.f32(float %387, float %411, float %333)
  %430 = tail call noundef float @llvm.fma.f32(float %387, float %413, float %334)
  %431 = tail call noundef float @llvm.fma.f32(float %387, float %415, float %335)
  %432 = tail call noundef float @llvm.fma.f32(float %389, float %401, float %336)
  %433 = tail call noundef float @llvm.fma.f32(float %389, float %403, float %337)
  %434 = tail call noundef float @llvm.fma.f32(float %389, float %405, float %338)
  %435 = tail call noundef float @llvm.fma.f32(float %389, float %407, float %339)
  %436 = tail call noundef float @llvm.fma.f32(float %389, float %409, float %340)
  %437 = tail call noundef float @llvm.fma.f32(float %389, float %411, float %341)
  %438 = tail call noundef float @llvm.fma.f32(float %389, float %413, float %342)
  %439 = tail call noundef float @llvm.fma.f32(float %389, float %415, float %343)
  %440 = tail call noundef float @llvm.fma.f32(float %391, float %401, float %344)
  %441 = tail call noundef float @llvm.fma.f32(float %391, float %403, float %345)
  %442 = tail call noundef float @llvm.fma.f32(float %391, float %405, float %346)
  %443 = tail call noundef float @llvm.fma.f32(float %391, float %407, float %347)
  %444 = tail call noundef float @llvm.fma.f32(float %391, float %409, float %348)
  %445 = tail call noundef float @llvm.fma.f32(float %391, float %411, float %349)
  %446 = tail call noundef float @llvm.fma.f32(float %391, float %413, float %350)
  %447 = tail call noundef float @llvm.fma.f32(float %391, float %415, float %351)
  %448 = tail call noundef float @llvm.fma.f32(float %393, float %401, float %352)
  %449 = tail call noundef float @llvm.fma.f32(float %393, float %403, float %353)
  %450 = tail call noundef float @llvm.fma.f32(float %393, float %405, float %354)
  %451 = tail call noundef float @llvm.fma.f32(float %393, float %407, float %355)
  %452 = tail call noundef float @llvm.fma.f32(float %393, float %409, float %356)
  %453 = tail call noundef float @llvm.fma.f32(float %393, float %411, float %357)
  %454 = tail call noundef float @llvm.fma.f32(float %393, float %413, float %358)
  %455 = tail call noundef float @llvm.fma.f32(float %393, float %415, float %359)
  %456 = tail call noundef float @llvm.fma.f32(float %395, float %401, float %360)
  %457 = tail call noundef float @llvm.fma.f32(float %395, float %403, float %361)
  %458 = tail call noundef float @llvm.fma.f32(float %395, float %405, float %362)
  %459 = tail call noundef float @llvm.fma.f32(float %395, float %407, float %363)
  %460 = tail call noundef float @llvm.fma.f32(float %395, float %409, float %364)
  %461 = tail call noundef float @llvm.fma.f32(float %395, float %411, float %365)
  %462 = tail call noundef float @llvm.fma.f32(float %395, float %413, float %366)
  %463 = tail call noundef float @llvm.fma.f32(float %395, float %415, float %367)
  %464 = tail call noundef float @llvm.fma.f32(float %397, float %401, float %368)
  %465 = tail call noundef float @llvm.fma.f32(float %397, float %403, float %369)
  %466 = tail call noundef float @llvm.fma.f32(float %397, float %405, float %370)
  %467 = tail call noundef float @llvm.fma.f32(float %397, float %407, float %371)
  %468 = tail call noundef float @llvm.fma.f32(float %397, float %409, float %372)
  %469 = tail call noundef float @llvm.fma.f32(float %397, float %411, float %373)
  %470 = tail call noundef float @llvm.fma.f32(float %397, float %413, float %374)
  %471 = tail call noundef float @llvm.fma.f32(float %397, float %415, float %375)
  %472 = tail call noundef float @llvm.fma.f32(float %399, float %401, float %376)
  %473 = tail call noundef float @llvm.fma.f32(float %399, float %403, float %377)
  %474 = tail call noundef float @llvm.fma.f32(float %399, float %405, float %378)
  %475 = tail call noundef float @llvm.fma.f32(float %399, float %407, float %379)
  %476 = tail call noundef float @llvm.fma.f32(float %399, float %409, float %380)
  %477 = tail call noundef float @llvm.fma.f32(float %399, float %411, float %381)
  %478 = tail call noundef float @llvm.fma.f32(float %399, float %413, float %382)
  %479 = tail call noundef float @llvm.fma.f32(float %399, float %415, float %383)
  %480 = getelementptr inbounds nuw i8, ptr %288, i64 1056
  %481 = load float, ptr %480, align 4, !tbaa !11
  %482 = getelementptr inbounds nuw i8, ptr %288, i64 1060
  %483 = load float, ptr %482, align 4, !tbaa !11
  %484 = getelementptr inbounds nuw i8, ptr %288, i64 1064
  %485 = load float, ptr %484, align 4, !tbaa !11
  %486 = getelementptr inbounds nuw i8, ptr %288, i64 1068
  %487 = load float, ptr %486, align 4, !tbaa !11
  %488 = getelementptr i8, ptr %288, i64 1312
  %489 = load float, ptr %488, align 4, !tbaa !11
  %490 = getelementptr i8, ptr %288, i64 1316
  %491 = load float, ptr %490, align 4, !tbaa !11
  %492 = getelementptr i8, ptr %288, i64 1320
  %493 = load float, ptr %492, align 4, !tbaa !11
  %494 = getelementptr i8, ptr %288, i64 1324
  %495 = load float, ptr %494, align 4, !tbaa !11
  %496 = getelementptr inbounds nuw i8, ptr %289, i64 1024
  %497 = load float, ptr %496, align 4, !tbaa !11
  %498 = getelementptr inbounds nuw i8, ptr %289, i64 1028
  %499 = load float, ptr %498, align 4, !tbaa !11
  %500 = getelementptr inbounds nuw i8, ptr %289, i64 1032
  %501 = load float, ptr %500, align 4, !tbaa !11
  %502 = getelementptr inbounds nuw i8, ptr %289, i64 1036
  %503 = load float, ptr %502, align 4, !tbaa !11
  %504 = getelementptr inbounds nuw i8, ptr %289, i64 1280
  %505 = load float, ptr %504, align 4, !tbaa !11
  %506 = getelementptr inbounds nuw i8, ptr %289, i64 1284
  %507 = load float, ptr %506, align 4, !tbaa !11
  %508 = getelementptr inbounds nuw i8, ptr %289, i64 1288
  %509 = load float, ptr %508, align 4, !tbaa !11
  %510 = getelementptr inbounds nuw i8, ptr %289, i64 1292
  %511 = load float, ptr %510, align 4, !tbaa !11
  %512 = tail call noundef float @llvm.fma.f32(float %481, float %497, float %416)
  %513 = tail call noundef float @llvm.fma.f32(float %481, float %499, float %417)
  %514 = tail call noundef float @llvm.fma.f32(float %481, float %501, float %418)
  %515 = tail call noundef float @llvm.fma.f32(float %481, float %503, float %419)
  %516 = tail call noundef float @llvm.fma.f32(float %481, float %505, float %420)
  %517 = tail call noundef float @llvm.fma.f32(float %481, float %507, float %421)
  %518 = tail call noundef float @llvm.fma.f32(float %481, float %509, float %422)
  %519 = tail call noundef float @llvm.fma.f32(float %481, float %511, float %423)
  %520 = tail call noundef float @llvm.fma.f32(float %483, float %497, float %424)
  %521 = tail call noundef float @llvm.fma.f32(float %483, float %499, float %425)
  %522 = tail call noundef float @llvm.fma.f32(float %483, float %501, float %426)
  %523 = tail call noundef float @llvm.fma.f32(float %483, float %503, float %427)
  %524 = tail call noundef float @llvm.fma.f32(float %483, float %505, float %428)
  %525 = tail call noundef float @llvm.fma.f32(float %483, float %507, float %429)
  %526 = tail call noundef float @llvm.fma.f32(float %483, float %509, float %430)
  %527 = tail call noundef float @llvm.fma.f32(float %483, float %511, float %431)
  %528 = tail call noundef float @llvm.fma.f32(float %485, float %497, float %432)
  %529 = tail call noundef float @llvm.fma.f32(float %485, float %499, float %433)
  %530 = tail call noundef float @llvm.fma.f32(float %485, float %501, float %434)
  %531 = tail call noundef float @llvm.fma.f32(float %485, float %503, float %435)
  %532 = tail call noundef float @llvm.fma.f32(float %485, float %505, float %436)
  %533 = tail call noundef float @llvm.fma.f32(float %485, float %507, float %437)
  %534 = tail call noundef float @llvm.fma.f32(float %485, float %509, float %438)
  %535 = tail call noundef float @llvm.fma.f32(float %485, float %511, float %439)
  %536 = tail call noundef float @llvm.fma.f32(float %487, float %497, float %440)
  %537 = tail call noundef float @llvm.fma.f32(float %487, float %499, float %441)
  %538 = tail call noundef float @llvm.fma.f32(float %487, float %501, float %442)
  %539 = tail call noundef float @llvm.fma.f32(float %487, float %503, float %443)
  %540 = tail call noundef float @llvm.fma.f32(float %487, float %505, float %444)
  %541 = tail call noundef float @llvm.fma.f32(float %487, float %507, float %445)
  %542 = tail call noundef float @llvm.fma.f32(float %487, float %509, float %446)
  %543 = tail call noundef float @llvm.fma.f32(float %487, float %511, float %447)
  %544 = tail call noundef float @llvm.fma.f32(float %489, float %497, float %448)
  %545 = tail call noundef float @llvm.fma.f32(float %489, float %499, float %449)
  %546 = tail call noundef float @llvm.fma.f32(float %489, float %501, float %450)
  %547 = tail call noundef float @llvm.fma.f32(float %489, float %503, float %451)
  %548 = tail call noundef float @llvm.fma.f32(float %489, float %505, float %452)
  %549 = tail call noundef float @llvm.fma.f32(float %489, float %507, float %453)
  %550 = tail call noundef float @llvm.fma.f32(float %489, float %509, float %454)
  %551 = tail call noundef float @llvm.fma.f32(float %489, float %511, float %455)
  %552 = tail call noundef float @llvm.fma.f32(float %491, float %497, float %456)
  %553 = tail call noundef float @llvm.fma.f32(float %491, float %499, float %457)
  %554 = tail call noundef float @llvm.fma.f32(float %491, float %501, float %458)
  %555 = tail call noundef float @llvm.fma.f32(float %491, float %503, float %459)
  %556 = tail call noundef float @llvm.fma.f32(float %491, float %505, float %460)
  %557 = tail call noundef float @llvm.fma.f32(float %491, float %507, float %461)
  %558 = tail call noundef float @llvm.fma.f32(float %491, float %509, float %462)
  %559 = tail call noundef float @llvm.fma.f32(float %491, float %511, float %463)
  %560 = tail call noundef float @llvm.fma.f32(float %493, float %497, float %464)
  %561 = tail call noundef float @llvm.fma.f32(float %493, float %499, float %465)
  %562 = tail call noundef float @llvm.fma.f32(float %493, float %501, float %466)
  %563 = tail call noundef float @llvm.fma.f32(float %493, float %503, float %467)
  %564 = tail call noundef float @llvm.fma.f32(float %493, float %505, float %468)
  %565 = tail call noundef float @llvm.fma.f32(float %493, float %507, float %469)
  %566 = tail call noundef float @llvm.fma.f32(float %493, float %509, float %470)
  %567 = tail call noundef float @llvm.fma.f32(float %493, float %511, float %471)
  %568 = tail call noundef float @llvm.fma.f32(float %495, float %497, float %472)
  %569 = tail call noundef float @llvm.fma.f32(float %495, float %499, float %473)
  %570 = tail call noundef float @llvm.fma.f32(float %495, float %501, float %474)
  %571 = tail call noundef float @llvm.fma.f32(float %495, float %503, float %475)
  %572 = tail call noundef float @llvm.fma.f32(float %495, float %505, float %476)
  %573 = tail call noundef float @llvm.fma.f32(float %495, float %507, float %477)
  %574 = tail call noundef float @llvm.fma.f32(float %495, float %509, float %478)
  %575 = tail call noundef float @llvm.fma.f32(float %495, float %511, float %479)
  %576 = getelementptr inbounds nuw i8, ptr %288, i64 1584
  %577 = load float, ptr %576, align 4, !tbaa !11
  %578 = getelementptr inbounds nuw i8, ptr %288, i64 1588
  %579 = load float, ptr %578, align 4, !tbaa !11
  %580 = getelementptr inbounds nuw i8, ptr %288, i64 1592
  %581 = load float, ptr %580, align 4, !tbaa !11
  %582 = getelementptr inbounds nuw i8, ptr %288, i64 1596
  %583 = load float, ptr %582, align 4, !tbaa !11
  %584 = getelementptr i8, ptr %288, i64 1840
  %585 = load float, ptr %584, align 4, !tbaa !11
  %586 = getelementptr i8, ptr %288, i64 1844
  %587 = load float, ptr %586, align 4, !tbaa !11
  %588 = getelementptr i8, ptr %288, i64 1848
  %589 = load float, ptr %588, align 4, !tbaa !11
  %590 = getelementptr i8, ptr %288, i64 1852
  %591 = load float, ptr %590, align 4, !tbaa !11
  %592 = getelementptr inbounds nuw i8, ptr %289, i64 1536
  %593 = load float, ptr %592, align 4, !tbaa !11
  %594 = getelementptr inbounds nuw i8, ptr %289, i64 1540
  %595 = load float, ptr %594, align 4, !tbaa !11
  %596 = getelementptr inbounds nuw i8, ptr %289, i64 1544
  %597 = load float, ptr %596, align 4, !tbaa !11
  %598 = getelementptr inbounds nuw i8, ptr %289, i64 1548
  %599 = load float, ptr %598, align 4, !tbaa !11
  %600 = getelementptr inbounds nuw i8, ptr %289, i64 1792
  %601 = load float, ptr %600, align 4, !tbaa !11
  %602 = getelementptr inbounds nuw i8, ptr %289, i64 1796
  %603 = load float, ptr %602, align 4, !tbaa !11
  %604 = getelementptr inbounds nuw i8, ptr %289, i64 1800
  %605 = load float, ptr %604, align 4, !tbaa !11
  %606 = getelementptr inbounds nuw i8, ptr %289, i64 1804
  %607 = load float, ptr %606, align 4, !tbaa !11
  %608 = tail call noundef float @llvm.fma.f32(float %577, float %593, float %512)
  %609 = tail call noundef float @llvm.fma.f32(float %577, float %595, float %513)
  %610 = tail call noundef float @llvm.fma.f32(float %577, float %597, float %514)
  %611 = tail call noundef float @llvm.fma.f32(float %577, float %599, float %515)
  %612 = tail call noundef float @llvm.fma.f32(float %577, float %601, float %516)
  %613 = tail call noundef float @llvm.fma.f32(float %577, float %603, float %517)
  %614 = tail call noundef float @llvm.fma.f32(float %577, float %605, float %518)
  %615 = tail call noundef float @llvm.fma.f32(float %577, float %607, float %519)
  %616 = tail call noundef float @llvm.fma.f32(float %579, float %593, float %520)
  %617 = tail call noundef float @llvm.fma.f32(float %579, float %595, float %521)
  %618 = tail call noundef float @llvm.fma.f32(float %579, float %597, float %522)
  %619 = tail call noundef float @llvm.fma.f32(float %579, float %599, float %523)
  %620 = tail call noundef float @llvm.fma.f32(float %579, float %601, float %524)
  %621 = tail call noundef float @llvm.fma.f32(float %579, float %603, float %525)
  %622 = tail call noundef float @llvm.fma.f32(float %579, float %605, float %526)
  %623 = tail call noundef float @llvm.fma.f32(float %579, float %607, float %527)
  %624 = tail call noundef float @llvm.fma.f32(float %581, float %593, float %528)
  %625 = tail call noundef float @llvm.fma.f32(float %581, float %595, float %529)
  %626 = tail call noundef float @llvm.fma.f32(float %581, float %597, float %530)
  %627 = tail call noundef float @llvm.fma.f32(float %581, float %599, float %531)
  %628 = tail call noundef float @llvm.fma.f32(float %581, float %601, float %532)
  %629 = tail call noundef float @llvm.fma.f32(float %581, float %603, float %533)
  %630 = tail call noundef float @llvm.fma.f32(float %581, float %605, float %534)
  %631 = tail call noundef float @llvm.fma.f32(float %581, float %607, float %535)
  %632 = tail call noundef float @llvm.fma.f32(float %583, float %593, float %536)
  %633 = tail call noundef float @llvm.fma.f32(float %583, float %595, float %537)
  %634 = tail call noundef float @llvm.fma.f32(float %583, float %597, float %538)
  %635 = tail call noundef float @llvm.fma.f32(float %583, float %599, float %539)
  %636 = tail call noundef float @llvm.fma.f32(float %583, float %601, float %540)
  %637 = tail call noundef float @llvm.fma.f32(float %583, float %603, float %541)
  %638 = tail call noundef float @llvm.fma.f32(float %583, float %605, float %542)
  %639 = tail call noundef float @llvm.fma.f32(float %583, float %607, float %543)
  %640 = tail call noundef float @llvm.fma.f32(float %585, float %593, float %544)
  %641 = tail call noundef float @llvm.fma.f32(float %585, float %595, float %545)
  %642 = tail call noundef float @llvm.fma.f32(float %585, float %597, float %546)
  %643 = tail call noundef float @llvm.fma.f32(float %585, float %599, float %547)
  %644 = tail call noundef float @llvm.fma.f32(float %585, float %601, float %548)
  %645 = tail call noundef float @llvm.fma.f32(float %585, float %603, float %549)
  %646 = tail call noundef float @llvm.fma.f32(float %585, float %605, float %550)
  %647 = tail call noundef float @llvm.fma.f32(float %585, float %607, float %551)
  %648 = tail call noundef float @llvm.fma.f32(float %587, float %593, float %552)
  %649 = tail call noundef float @llvm.fma.f32(float %587, float %595, float %553)
  %650 = tail call noundef float @llvm.fma.f32(float %587, float %597, float %554)
  %651 = tail call noundef float @llvm.fma.f32(float %587, float %599, float %555)
  %652 = tail call noundef float @llvm.fma.f32(float %587, float %601, float %556)
  %653 = tail call noundef float @llvm.fma.f32(float %587, float %603, float %557)
  %654 = tail call noundef float @llvm.fma.f32(float %587, float %605, float %558)
  %655 = tail call noundef float @llvm.fma.f32(float %587, float %607, float %559)
  %656 = tail call noundef float @llvm.fma.f32(float %589, float %593, float %560)
  %657 = tail call noundef float @llvm.fma.f32(float %589, float %595, float %561)
  %658 = tail call noundef float @llvm.fma.f32(float %589, float %597, float %562)
  %659 = tail call noundef float @llvm.fma.f32(float %589, float %599, float %563)
  %660 = tail call noundef float @llvm.fma.f32(float %589, float %601, float %564)
  %661 = tail call noundef float @llvm.fma.f32(float %589, float %603, float %565)
  %662 = tail call noundef float @llvm.fma.f32(float %589, float %605, float %566)
  %663 = tail call noundef float @llvm.fma.f32(float %589, float %607, float %567)
  %664 = tail call noundef float @llvm.fma.f32(float %591, float %593, float %568)
  %665 = tail call noundef float @llvm.fma.f32(float %591, float %595, float %569)
  %666 = tail call noundef float @llvm.fma.f32(float %591, float %597, float %570)
  %667 = tail call noundef float @llvm.fma.f32(float %591, float %599, float %571)
  %668 = tail call noundef float @llvm.fma.f32(float %591, float %601, float %572)
  %669 = tail call noundef float @llvm.fma.f32(float %591, float %603, float %573)
  %670 = tail call noundef float @llvm.fma.f32(float %591, float %605, float %574)
  %671 = tail call noundef float @llvm.fma.f32(float %591, float %607, float %575)
  %672 = getelementptr inbounds nuw i8, ptr %288, i64 2112
  %673 = load float, ptr %672, align 4, !tbaa !11
  %674 = getelementptr inbounds nuw i8, ptr %288, i64 2116
  %675 = load float, ptr %674, align 4, !tbaa !11
  %676 = getelementptr inbounds nuw i8, ptr %288, i64 2120
  %677 = load float, ptr %676, align 4, !tbaa !11
  %678 = getelementptr inbounds nuw i8, ptr %288, i64 2124
  %679 = load float, ptr %678, align 4, !tbaa !11
  %680 = getelementptr i8, ptr %288, i64 2368
  %681 = load float, ptr %680, align 4, !tbaa !11
  %682 = getelementptr i8, ptr %288, i64 2372
  %683 = load float, ptr %682, align 4, !tbaa !11
  %684 = getelementptr i8, ptr %288, i64 2376
  %685 = load float, ptr %684, align 4, !tbaa !11
  %686 = getelementptr i8, ptr %288, i64 2380
  %687 = load float, ptr %686, align 4, !tbaa !11
  %688 = getelementptr inbounds nuw i8, ptr %289, i64 2048
  %689 = load float, ptr %688, align 4, !tbaa !11
  %690 = getelementptr inbounds nuw i8, ptr %289, i64 2052
  %691 = load float, ptr %690, align 4, !tbaa !11
  %692 = getelementptr inbounds nuw i8, ptr %289, i64 2056
  %693 = load float, ptr %692, align 4, !tbaa !11
  %694 = getelementptr inbounds nuw i8, ptr %289, i64 2060
  %695 = load float, ptr %694, align 4, !tbaa !11
  %696 = getelementptr inbounds nuw i8, ptr %289, i64 2304
  %697 = load float, ptr %696, align 4, !tbaa !11
  %698 = getelementptr inbounds nuw i8, ptr %289, i64 2308
  %699 = load float, ptr %698, align 4, !tbaa !11
  %700 = getelementptr inbounds nuw i8, ptr %289, i64 2312
  %701 = load float, ptr %700, align 4, !tbaa !11
  %702 = getelementptr inbounds nuw i8, ptr %289, i64 2316
  %703 = load float, ptr %702, align 4, !tbaa !11
  %704 = tail call noundef float @llvm.fma.f32(float %673, float %689, float %608)
  %705 = tail call noundef float @llvm.fma.f32(float %673, float %691, float %609)
  %706 = tail call noundef float @llvm.fma.f32(float %673, float %693, float %610)
  %707 = tail call noundef float @llvm.fma.f32(float %673, float %695, float %611)
  %708 = tail call noundef float @llvm.fma.f32(float %673, float %697, float %612)
  %709 = tail call noundef float @llvm.fma.f32(float %673, float %699, float %613)
  %710 = tail call noundef float @llvm.fma.f32(float %673, float %701, float %614)
  %711 = tail call noundef float @llvm.fma.f32(float %673, float %703, float %615)
  %712 = tail call noundef float @llvm.fma.f32(float %675, float %689, float %616)
  %713 = tail call noundef float @llvm.fma.f32(float %675, float %691, float %617)
  %714 = tail call noundef float @llvm.fma.f32(float %675, float %693, float %618)
  %715 = tail call noundef float @llvm.fma.f32(float %675, float %695, float %619)
  %716 = tail call noundef float @llvm.fma.f32(float %675, float %697, float %620)
  %717 = tail call noundef float @llvm.fma.f32(float %675, float %699, float %621)
  %718 = tail call noundef float @llvm.fma.f32(float %675, float %701, float %622)
  %719 = tail call noundef float @llvm.fma.f32(float %675, float %703, float %623)
  %720 = tail call noundef float @llvm.fma.f32(float %677, float %689, float %624)
  %721 = tail call noundef float @llvm.fma.f32(float %677, float %691, float %625)
  %722 = tail call noundef float @llvm.fma.f32(float %677, float %693, float %626)
  %723 = tail call noundef float @llvm.fma.f32(float %677, float %695, float %627)
  %724 = tail call noundef float @llvm.fma.f32(float %677, float %697, float %628)
  %725 = tail call noundef float @llvm.fma.f32(float %677, float %699, float %629)
  %726 = tail call noundef float @llvm.fma.f32(float %677, float %701, float %630)
  %727 = tail call noundef float @llvm.fma.f32(float %677, float %703, float %631)
  %728 = tail call noundef float @llvm.fma.f32(float %679, float %689, float %632)
  %729 = tail call noundef float @llvm.fma.f32(float %679, float %691, float %633)
  %730 = tail call noundef float @llvm.fma.f32(float %679, float %693, float %634)
  %731 = tail call noundef float @llvm.fma.f32(float %679, float %695, float %635)
  %732 = tail call noundef float @llvm.fma.f32(float %679, float %697, float %636)
  %733 = tail call noundef float @llvm.fma.f32(float %679, float %699, float %637)
  %734 = tail call noundef float @llvm.fma.f32(float %679, float %701, float %638)
  %735 = tail call noundef float @llvm.fma.f32(float %679, float %703, float %639)
  %736 = tail call noundef float @llvm.fma.f32(float %681, float %689, float %640)
  %737 = tail call noundef float @llvm.fma.f32(float %681, float %691, float %641)
  %738 = tail call noundef float @llvm.fma.f32(float %681, float %693, float %642)
  %739 = tail call noundef float @llvm.fma.f32(float %681, float %695, float %643)
  %740 = tail call noundef float @llvm.fma.f32(float %681, float %697, float %644)
  %741 = tail call noundef float @llvm.fma.f32(float %681, float %699, float %645)
  %742 = tail call noundef float @llvm.fma.f32(float %681, float %701, float %646)
  %743 = tail call noundef float @llvm.fma.f32(float %681, float %703, float %647)
  %744 = tail call noundef float @llvm.fma.f32(float %683, float %689, float %648)
  %745 = tail call noundef float @llvm.fma.f32(float %683, float %691, float %649)
  %746 = tail call noundef float @llvm.fma.f32(float %683, float %693, float %650)
  %747 = tail call noundef float @llvm.fma.f32(float %683, float %695, float %651)
  %748 = tail call noundef float @llvm.fma.f32(float %683, float %697, float %652)
  %749 = tail call noundef float @llvm.fma.f32(float %683, float %699, float %653)
  %750 = tail call noundef float @llvm.fma.f32(float %683, float %701, float %654)
  %751 = tail call noundef float @llvm.fma.f32(float %683, float %703, float %655)
  %752 = tail call noundef float @llvm.fma.f32(float %685, float %689, float %656)
  %753 = tail call noundef float @llvm.fma.f32(float %685, float %691, float %657)
  %754 = tail call noundef float @llvm.fma.f32(float %685, float %693, float %658)
  %755 = tail call noundef float @llvm.fma.f32(float %685, float %695, float %659)
  %756 = tail call noundef float @llvm.fma.f32(float %685, float %697, float %660)
  %757 = tail call noundef float @llvm.fma.f32(float %685, float %699, float %661)
  %758 = tail call noundef float @llvm.fma.f32(float %685, float %701, float %662)
  %759 = tail call noundef float @llvm.fma.f32(float %685, float %703, float %663)
  %760 = tail call noundef float @llvm.fma.f32(float %687, float %689, float %664)
  %761 = tail call noundef float @llvm.fma.f32(float %687, float %691, float %665)
  %762 = tail call noundef float @llvm.fma.f32(float %687, float %693, float %666)
  %763 = tail call noundef float @llvm.fma.f32(float %687, float %695, float %667)
  %764 = tail call noundef float @llvm.fma.f32(float %687, float %697, float %668)
  %765 = tail call noundef float @llvm.fma.f32(float %687, float %699, float %669)
  %766 = tail call noundef float @llvm.fma.f32(float %687, float %701, float %670)
  %767 = tail call noundef float @llvm.fma.f32(float %687, float %703, float %671)
  %768 = getelementptr inbounds nuw i8, ptr %288, i64 2640
  %769 = load float, ptr %768, align 4, !tbaa !11
  %770 = getelementptr inbounds nuw i8, ptr %288, i64 2644
  %771 = load float, ptr %770, align 4, !tbaa !11
  %772 = getelementptr inbounds nuw i8, ptr %288, i64 2648
  %773 = load float, ptr %772, align 4, !tbaa !11
  %774 = getelementptr inbounds nuw i8, ptr %288, i64 2652
  %775 = load float, ptr %774, align 4, !tbaa !11
  %776 = getelementptr i8, ptr %288, i64 2896
  %777 = load float, ptr %776, align 4, !tbaa !11
  %778 = getelementptr i8, ptr %288, i64 2900
  %779 = load float, ptr %778, align 4, !tbaa !11
  %780 = getelementptr i8, ptr %288, i64 2904
  %781 = load float, ptr %780, align 4, !tbaa !11
  %782 = getelementptr i8, ptr %288, i64 2908
  %783 = load float, ptr %782, align 4, !tbaa !11
  %784 = getelementptr inbounds nuw i8, ptr %289, i64 2560
  %785 = load float, ptr %784, align 4, !tbaa !11
  %786 = getelementptr inbounds nuw i8, ptr %289, i64 2564
  %787 = load float, ptr %786, align 4, !tbaa !11
  %788 = getelementptr inbounds nuw i8, ptr %289, i64 2568
  %789 = load float, ptr %788, align 4, !tbaa !11
  %790 = getelementptr inbounds nuw i8, ptr %289, i64 2572
  %791 = load float, ptr %790, align 4, !tbaa !11
  %792 = getelementptr inbounds nuw i8, ptr %289, i64 2816
  %793 = load float, ptr %792, align 4, !tbaa !11
  %794 = getelementptr inbounds nuw i8, ptr %289, i64 2820
  %795 = load float, ptr %794, align 4, !tbaa !11
  %796 = getelementptr inbounds nuw i8, ptr %289, i64 2824
  %797 = load float, ptr %796, align 4, !tbaa !11
  %798 = getelementptr inbounds nuw i8, ptr %289, i64 2828
  %799 = load float, ptr %798, align 4, !tbaa !11
  %800 = tail call noundef float @llvm.fma.f32(float %769, float %785, float %704)
  %801 = tail call noundef float @llvm.fma.f32(float %769, float %787, float %705)
  %802 = tail call noundef float @llvm.fma.f32(float %769, float %789, float %706)
  %803 = tail call noundef float @llvm.fma.f32(float %769, float %791, float %707)
  %804 = tail call noundef float @llvm.fma.f32(float %769, float %793, float %708)
  %805 = tail call noundef float @llvm.fma.f32(float %769, float %795, float %709)
  %806 = tail call noundef float @llvm.fma.f32(float %769, float %797, float %710)
  %807 = tail call noundef float @llvm.fma.f32(float %769, float %799, float %711)
  %808 = tail call noundef float @llvm.fma.f32(float %771, float %785, float %712)
  %809 = tail call noundef float @llvm.fma.f32(float %771, float %787, float %713)
  %810 = tail call noundef float @llvm.fma.f32(float %771, float %789, float %714)
  %811 = tail call noundef float @llvm.fma.f32(float %771, float %791, float %715)
  %812 = tail call noundef float @llvm.fma.f32(float %771, float %793, float %716)
  %813 = tail call noundef float @llvm.fma.f32(float %771, float %795, float %717)
  %814 = tail call noundef float @llvm.fma.f32(float %771, float %797, float %718)
  %815 = tail call noundef float @llvm.fma.f32(float %771, float %799, float %719)
  %816 = tail call noundef float @llvm.fma.f32(float %773, float %785, float %720)
  %817 = tail call noundef float @llvm.fma.f32(float %773, float %787, float %721)
  %818 = tail call noundef float @llvm.fma.f32(float %773, float %789, float %722)
  %819 = tail call noundef float @llvm.fma.f32(float %773, float %791, float %723)
  %820 = tail call noundef float @llvm.fma.f32(float %773, float %793, float %724)
  %821 = tail call noundef float @llvm.fma.f32(float %773, float %795, float %725)
  %822 = tail call noundef float @llvm.fma.f32(float %773, float %797, float %726)
  %823 = tail call noundef float @llvm.fma.f32(float %773, float %799, float %727)
  %824 = tail call noundef float @llvm.fma.f32(float %775, float %785, float %728)
  %825 = tail call noundef float @llvm.fma.f32(float %775, float %787, float %729)
  %826 = tail call noundef float @llvm.fma.f32(float %775, float %789, float %730)
  %827 = tail call noundef float @llvm.fma.f32(float %775, float %791, float %731)
  %828 = tail call noundef float @llvm.fma.f32(float %775, float %793, float %732)
  %829 = tail call noundef float @llvm.fma.f32(float %775, float %795, float %733)
  %830 = tail call noundef float @llvm.fma.f32(float %775, float %797, float %734)
  %831 = tail call noundef float @llvm.fma.f32(float %775, float %799, float %735)
  %832 = tail call noundef float @llvm.fma.f32(float %777, float %785, float %736)
  %833 = tail call noundef float @llvm.fma.f32(float %777, float %787, float %737)
  %834 = tail call noundef float @llvm.fma.f32(float %777, float %789, float %738)
  %835 = tail call noundef float @llvm.fma.f32(float %777, float %791, float %739)
  %836 = tail call noundef float @llvm.fma.f32(float %777, float %793, float %740)
  %837 = tail call noundef float @llvm.fma.f32(float %777, float %795, float %741)
  %838 = tail call noundef float @llvm.fma.f32(float %777, float %797, float %742)
  %839 = tail call noundef float @llvm.fma.f32(float %777, float %799, float %743)
  %840 = tail call noundef float @llvm.fma.f32(float %779, float %785, float %744)
  %841 = tail call noundef float @llvm.fma.f32(float %779, float %787, float %745)
  %842 = tail call noundef float @llvm.fma.f32(float %779, float %789, float %746)
  %843 = tail call noundef float @llvm.fma.f32(float %779, float %791, float %747)
  %844 = tail call noundef float @llvm.fma.f32(float %779, float %793, float %748)
  %845 = tail call noundef float @llvm.fma.f32(float %779, float %795, float %749)
  %846 = tail call noundef float @llvm.fma.f32(float %779, float %797, float %750)
  %847 = tail call noundef float @llvm.fma.f32(float %779, float %799, float %751)
  %848 = tail call noundef float @llvm.fma.f32(float %781, float %785, float %752)
  %849 = tail call noundef float @llvm.fma.f32(float %781, float %787, float %753)
  %850 = tail call noundef float @llvm.fma.f32(float %781, float %789, float %754)
  %851 = tail call noundef float @llvm.fma.f32(float %781, float %791, float %755)
  %852 = tail call noundef float @llvm.fma.f32(float %781, float %793, float %756)
  %853 = tail call noundef float @llvm.fma.f32(float %781, float %795, float %757)
  %854 = tail call noundef float @llvm.fma.f32(float %781, float %797, float %758)
  %855 = tail call noundef float @llvm.fma.f32(float %781, float %799, float %759)
  %856 = tail call noundef float @llvm.fma.f32(float %783, float %785, float %760)
  %857 = tail call noundef float @llvm.fma.f32(float %783, float %787, float %761)
  %858 = tail call noundef float @llvm.fma.f32(float %783, float %789, float %762)
  %859 = tail call noundef float @llvm.fma.f32(float %783, float %791, float %763)
  %860 = tail call noundef float @llvm.fma.f32(float %783, float %793, float %764)
  %861 = tail call noundef float @llvm.fma.f32(float %783, float %795, float %765)
  %862 = tail call noundef float @llvm.fma.f32(float %783, float %797, float %766)
  %863 = tail call noundef float @llvm.fma.f32(float %783, float %799, float %767)
  %864 = getelementptr inbounds nuw i8, ptr %288, i64 3168
  %865 = load float, ptr %864, align 4, !tbaa !11
  %866 = getelementptr inbounds nuw i8, ptr %288, i64 3172
  %867 = load float, ptr %866, align 4, !tbaa !11
  %868 = getelementptr inbounds nuw i8, ptr %288, i64 3176
  %869 = load float, ptr %868, align 4, !tbaa !11
  %870 = getelementptr inbounds nuw i8, ptr %288, i64 3180
  %871 = load float, ptr %870, align 4, !tbaa !11
  %872 = getelementptr i8, ptr %288, i64 3424
  %873 = load float, ptr %872, align 4, !tbaa !11
  %874 = getelementptr i8, ptr %288, i64 3428
  %875 = load float, ptr %874, align 4, !tbaa !11
  %876 = getelementptr i8, ptr %288, i64 3432
  %877 = load float, ptr %876, align 4, !tbaa !11
  %878 = getelementptr i8, ptr %288, i64 3436
  %879 = load float, ptr %878, align 4, !tbaa !11
  %880 = getelementptr inbounds nuw i8, ptr %289, i64 3072
  %881 = load float, ptr %880, align 4, !tbaa !11
  %882 = getelementptr inbounds nuw i8, ptr %289, i64 3076
  %883 = load float, ptr %882, align 4, !tbaa !11
  %884 = getelementptr inbounds nuw i8, ptr %289, i64 3080
  %885 = load float, ptr %884, align 4, !tbaa !11
  %886 = getelementptr inbounds nuw i8, ptr %289, i64 3084
  %887 = load float, ptr %886, align 4, !tbaa !11
  %888 = getelementptr inbounds nuw i8, ptr %289, i64 3328
  %889 = load float, ptr %888, align 4, !tbaa !11
  %890 = getelementptr inbounds nuw i8, ptr %289, i64 3332
  %891 = load float, ptr %890, align 4, !tbaa !11
  %892 = getelementptr inbounds nuw i8, ptr %289, i64 3336
  %893 = load float, ptr %892, align 4, !tbaa !11
  %894 = getelementptr inbounds nuw i8, ptr %289, i64 3340
  %895 = load float, ptr %894, align 4, !tbaa !11
  %896 = tail call noundef float @llvm.fma.f32(float %865, float %881, float %800)
  %897 = tail call noundef float @llvm.fma.f32(float %865, float %883, float %801)
  %898 = tail call noundef float @llvm.fma.f32(float %865, float %885, float %802)
  %899 = tail call noundef float @llvm.fma.f32(float %865, float %887, float %803)
  %900 = tail call noundef float @llvm.fma.f32(float %865, float %889, float %804)
  %901 = tail call noundef float @llvm.fma.f32(float %865, float %891, float %805)
  %902 = tail call noundef float @llvm.fma.f32(float %865, float %893, float %806)
  %903 = tail call noundef float @llvm.fma.f32(float %865, float %895, float %807)
  %904 = tail call noundef float @llvm.fma.f32(float %867, float %881, float %808)
  %905 = tail call noundef float @llvm.fma.f32(float %867, float %883, float %809)
  %906 = tail call noundef float @llvm.fma.f32(float %867, float %885, float %810)
  %907 = tail call noundef float @llvm.fma.f32(float %867, float %887, float %811)
  %908 = tail call noundef float @llvm.fma.f32(float %867, float %889, float %812)
  %909 = tail call noundef float @llvm.fma.f32(float %867, float %891, float %813)
  %910 = tail call noundef float @llvm.fma.f32(float %867, float %893, float %814)
  %911 = tail call noundef float @llvm.fma.f32(float %867, float %895, float %815)
  %912 = tail call noundef float @llvm.fma.f32(float %869, float %881, float %816)
  %913 = tail call noundef float @llvm.fma.f32(float %869, float %883, float %817)
  %914 = tail call noundef float @llvm.fma.f32(float %869, float %885, float %818)
  %915 = tail call noundef float @llvm.fma.f32(float %869, float %887, float %819)
  %916 = tail call noundef float @llvm.fma.f32(float %869, float %889, float %820)
  %917 = tail call noundef float @llvm.fma.f32(float %869, float %891, float %821)
  %918 = tail call noundef float @llvm.fma.f32(float %869, float %893, float %822)
  %919 = tail call noundef float @llvm.fma.f32(float %869, float %895, float %823)
  %920 = tail call noundef float @llvm.fma.f32(float %871, float %881, float %824)
  %921 = tail call noundef float @llvm.fma.f32(float %871, float %883, float %825)
  %922 = tail call noundef float @llvm.fma.f32(float %871, float %885, float %826)
  %923 = tail call noundef float @llvm.fma.f32(float %871, float %887, float %827)
  %924 = tail call noundef float @llvm.fma.f32(float %871, float %889, float %828)
  %925 = tail call noundef float @llvm.fma.f32(float %871, float %891, float %829)
  %926 = tail call noundef float @llvm.fma.f32(float %871, float %893, float %830)
  %927 = tail call noundef float @llvm.fma.f32(float %871, float %895, float %831)
  %928 = tail call noundef float @llvm.fma.f32(float %873, float %881, float %832)
  %929 = tail call noundef float @llvm.fma.f32(float %873, float %883, float %833)
  %930 = tail call noundef float @llvm.fma.f32(float %873, float %885, float %834)
  %931 = tail call noundef float @llvm.fma.f32(float %873, float %887, float %835)
  %932 = tail call noundef float @llvm.fma.f32(float %873, float %889, float %836)
  %933 = tail call noundef float @llvm.fma.f32(float %873, float %891, float %837)
  %934 = tail call noundef float @llvm.fma.f32(float %873, float %893, float %838)
  %935 = tail call noundef float @llvm.fma.f32(float %873, float %895, float %839)
  %936 = tail call noundef float @llvm.fma.f32(float %875, float %881, float %840)
  %937 = tail call noundef float @llvm.fma.f32(float %875, float %883, float %841)
  %938 = tail call noundef float @llvm.fma.f32(float %875, float %885, float %842)
  %939 = tail call noundef float @llvm.fma.f32(float %875, float %887, float %843)
  %940 = tail call noundef float @llvm.fma.f32(float %875, float %889, float %844)
  %941 = tail call noundef float @llvm.fma.f32(float %875, float %891, float %845)
  %942 = tail call noundef float @llvm.fma.f32(float %875, float %893, float %846)
  %943 = tail call noundef float @llvm.fma.f32(float %875, float %895, float %847)
  %944 = tail call noundef float @llvm.fma.f32(float %877, float %881, float %848)
  %945 = tail call noundef float @llvm.fma.f32(float %877, float %883, float %849)
  %946 = tail call noundef float @llvm.fma.f32(float %877, float %885, float %850)
  %947 = tail call noundef float @llvm.fma.f32(float %877, float %887, float %851)
  %948 = tail call noundef float @llvm.fma.f32(float %877, float %889, float %852)
  %949 = tail call noundef float @llvm.fma.f32(float %877, float %891, float %853)
  %950 = tail call noundef float @llvm.fma.f32(float %877, float %893, float %854)
  %951 = tail call noundef float @llvm.fma.f32(float %877, float %895, float %855)
  %952 = tail call noundef float @llvm.fma.f32(float %879, float %881, float %856)
  %953 = tail call noundef float @llvm.fma.f32(float %879, float %883, float %857)
  %954 = tail call noundef float @llvm.fma.f32(float %879, float %885, float %858)
  %955 = tail call noundef float @llvm.fma.f32(float %879, float %887, float %859)
  %956 = tail call noundef float @llvm.fma.f32(float %879, float %889, float %860)
  %957 = tail call noundef float @llvm.fma.f32(float %879, float %891, float %861)
  %958 = tail call noundef float @llvm.fma.f32(float %879, float %893, float %862)
  %959 = tail call noundef float @llvm.fma.f32(float %879, float %895, float %863)
  %960 = getelementptr inbounds nuw i8, ptr %288, i64 3696
  %961 = load float, ptr %960, align 4, !tbaa !11
  %962 = getelementptr inbounds nuw i8, ptr %288, i64 3700
  %963 = load float, ptr %962, align 4, !tbaa !11
  %964 = getelementptr inbounds nuw i8, ptr %288, i64 3704
  %965 = load float, ptr %964, align 4, !tbaa !11
  %966 = getelementptr inbounds nuw i8, ptr %288, i64 3708
  %967 = load float, ptr %966, align 4, !tbaa !11
  %968 = getelementptr i8, ptr %288, i64 3952
  %969 = load float, ptr %968, align 4, !tbaa !11
  %970 = getelementptr i8, ptr %288, i64 3956
  %971 = load float, ptr %970, align 4, !tbaa !11
  %972 = getelementptr i8, ptr %288, i64 3960
  %973 = load float, ptr %972, align 4, !tbaa !11
  %974 = getelementptr i8, ptr %288, i64 3964
  %975 = load float, ptr %974, align 4, !tbaa !11
  %976 = getelementptr inbounds nuw i8, ptr %289, i64 3584
  %977 = load float, ptr %976, align 4, !tbaa !11
  %978 = getelementptr inbounds nuw i8, ptr %289, i64 3588
  %979 = load float, ptr %978, align 4, !tbaa !11
  %980 = getelementptr inbounds nuw i8, ptr %289, i64 3592
  %981 = load float, ptr %980, align 4, !tbaa !11
  %982 = getelementptr inbounds nuw i8, ptr %289, i64 3596
  %983 = load float, ptr %982, align 4, !tbaa !11
  %984 = getelementptr inbounds nuw i8, ptr %289, i64 3840
  %985 = load float, ptr %984, align 4, !tbaa !11
  %986 = getelementptr inbounds nuw i8, ptr %289, i64 3844
  %987 = load float, ptr %986, align 4, !tbaa !11
  %988 = getelementptr inbounds nuw i8, ptr %289, i64 3848
  %989 = load float, ptr %988, align 4, !tbaa !11
  %990 = getelementptr inbounds nuw i8, ptr %289, i64 3852
  %991 = load float, ptr %990, align 4, !tbaa !11
  %992 = tail call noundef float @llvm.fma.f32(float %961, float %977, float %896)
  %993 = tail call noundef float @llvm.fma.f32(float %961, float %979, float %897)
  %994 = tail call noundef float @llvm.fma.f32(float %961, float %981, float %898)
  %995 = tail call noundef float @llvm.fma.f32(float %961, float %983, float %899)
  %996 = tail call noundef float @llvm.fma.f32(float %961, float %985, float %900)
  %997 = tail call noundef float @llvm.fma.f32(float %961, float %987, float %901)
  %998 = tail call noundef float @llvm.fma.f32(float %961, float %989, float %902)
  %999 = tail call noundef float @llvm.fma.f32(float %961, float %991, float %903)
  %1000 = tail call noundef float @llvm.fma.f32(float %963, float %977, float %904)
  %1001 = tail call noundef float @llvm.fma.f32(float %963, float %979, float %905)
  %1002 = tail call noundef float @llvm.fma.f32(float %963, float %981, float %906)
  %1003 = tail call noundef float @llvm.fma.f32(float %963, float %983, float %907)
  %1004 = tail call noundef float @llvm.fma.f32(float %963, float %985, float %908)
  %1005 = tail call noundef float @llvm.fma.f32(float %963, float %987, float %909)
  %1006 = tail call noundef float @llvm.fma.f32(float %963, float %989, float %910)
  %1007 = tail call noundef float @llvm.fma.f32(float %963, float %991, float %911)
  %1008 = tail call noundef float @llvm.fma.f32(float %965, float %977, float %912)
  %1009 = tail call noundef float @llvm.fma.f32(float %965, float %979, float %913)
  %1010 = tail call noundef float @llvm.fma.f32(float %965, float %981, float %914)
  %1011 = tail call noundef float @llvm.fma.f32(float %965, float %983, float %915)
  %1012 = tail call noundef float @llvm.fma.f32(float %965, float %985, float %916)
  %1013 = tail call noundef float @llvm.fma.f32(float %965, float %987, float %917)
  %1014 = tail call noundef float @llvm.fma.f32(float %965, float %989, float %918)
  %1015 = tail call noundef float @llvm.fma.f32(float %965, float %991, float %919)
  %1016 = tail call noundef float @llvm.fma.f32(float %967, float %977, float %920)
  %1017 = tail call noundef float @llvm.fma.f32(float %967, float %979, float %921)
  %1018 = tail call noundef float @llvm.fma.f32(float %967, float %981, float %922)
  %1019 = tail call noundef float @llvm.fma.f32(float %967, float %983, float %923)
  %1020 = tail call noundef float @llvm.fma.f32(float %967, float %985, float %924)
  %1021 = tail call noundef float @llvm.fma.f32(float %967, float %987, float %925)
  %1022 = tail call noundef float @llvm.fma.f32(float %967, float %989, float %926)
  %1023 = tail call noundef float @llvm.fma.f32(float %967, float %991, float %927)
  %1024 = tail call noundef float @llvm.fma.f32(float %969, float %977, float %928)
  %1025 = tail call noundef float @llvm.fma.f32(float %969, float %979, float %929)
  %1026 = tail call noundef float @llvm.fma.f32(float %969, float %981, float %930)
  %1027 = tail call noundef float @llvm.fma.f32(float %969, float %983, float %931)
  %1028 = tail call noundef float @llvm.fma.f32(float %969, float %985, float %932)
  %1029 = tail call noundef float @llvm.fma.f32(float %969, float %987, float %933)
  %1030 = tail call noundef float @llvm.fma.f32(float %969, float %989, float %934)
  %1031 = tail call noundef float @llvm.fma.f32(float %969, float %991, float %935)
  %1032 = tail call noundef float @llvm.fma.f32(float %971, float %977, float %936)
  %1033 = tail call noundef float @llvm.fma.f32(float %971, float %979, float %937)
  %1034 = tail call noundef float @llvm.fma.f32(float %971, float %981, float %938)
  %1035 = tail call noundef float @llvm.fma.f32(float %971, float %983, float %939)
  %1036 = tail call noundef float @llvm.fma.f32(float %971, float %985, float %940)
  %1037 = tail call noundef float @llvm.fma.f32(float %971, float %987, float %941)
  %1038 = tail call noundef float @llvm.fma.f32(float %971, float %989, float %942)
  %1039 = tail call noundef float @llvm.fma.f32(float %971, float %991, float %943)
  %1040 = tail call noundef float @llvm.fma.f32(float %973, float %977, float %944)
  %1041 = tail call noundef float @llvm.fma.f32(float %973, float %979, float %945)
  %1042 = tail call noundef float @llvm.fma.f32(float %973, float %981, float %946)
  %1043 = tail call noundef float @llvm.fma.f32(float %973, float %983, float %947)
  %1044 = tail call noundef float @llvm.fma.f32(float %973, float %985, float %948)
  %1045 = tail call noundef float @llvm.fma.f32(float %973, float %987, float %949)
  %1046 = tail call noundef float @llvm.fma.f32(float %973, float %989, float %950)
  %1047 = tail call noundef float @llvm.fma.f32(float %973, float %991, float %951)
  %1048 = tail call noundef float @llvm.fma.f32(float %975, float %977, float %952)
  %1049 = tail call noundef float @llvm.fma.f32(float %975, float %979, float %953)
  %1050 = tail call noundef float @llvm.fma.f32(float %975, float %981, float %954)
  %1051 = tail call noundef float @llvm.fma.f32(float %975, float %983, float %955)
  %1052 = tail call noundef float @llvm.fma.f32(float %975, float %985, float %956)
  %1053 = tail call noundef float @llvm.fma.f32(float %975, float %987, float %957)
  %1054 = tail call noundef float @llvm.fma.f32(float %975, float %989, float %958)
  %1055 = tail call noundef float @llvm.fma.f32(float %975, float %991, float %959)
  br i1 %251, label %1056, label %1072

1056:                                             ; preds = %276
  %1057 = xor i32 %248, 1
  %1058 = zext nneg i32 %1057 to i64
  %1059 = getelementptr inbounds nuw [8 x [132 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17sgemm_128x128_8x8E2As to ptr), i64 %1058
  %1060 = getelementptr inbounds nuw [132 x float], ptr %1059, i64 %32
  %1061 = getelementptr inbounds nuw float, ptr %1060, i64 %69
  store float %281, ptr %1061, align 4, !tbaa !11
  %1062 = getelementptr inbounds nuw [132 x float], ptr %1059, i64 %72
  %1063 = getelementptr inbounds nuw float, ptr %1062, i64 %69
  store float %282, ptr %1063, align 4, !tbaa !11
  %1064 = getelementptr inbounds nuw [132 x float], ptr %1059, i64 %76
  %1065 = getelementptr inbounds nuw float, ptr %1064, i64 %69
  store float %283, ptr %1065, align 4, !tbaa !11
  %1066 = getelementptr inbounds nuw [132 x float], ptr %1059, i64 %80
  %1067 = getelementptr inbounds nuw float, ptr %1066, i64 %69
  store float %284, ptr %1067, align 4, !tbaa !11
  %1068 = getelementptr inbounds nuw [8 x [128 x float]], ptr %90, i64 %1058
  store float %277, ptr %1068, align 4, !tbaa !11
  %1069 = getelementptr inbounds nuw i8, ptr %1068, i64 4
  store float %278, ptr %1069, align 4, !tbaa !11
  %1070 = getelementptr inbounds nuw i8, ptr %1068, i64 8
  store float %279, ptr %1070, align 4, !tbaa !11
  %1071 = getelementptr inbounds nuw i8, ptr %1068, i64 12
  store float %280, ptr %1071, align 4, !tbaa !11
  br label %1072

1072:                                             ; preds = %1056, %276
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1073 = xor i32 %248, 1
  %1074 = icmp eq i32 %250, %88
  br i1 %1074, label %100, label %173, !llvm.loop !13

1075:                                             ; preds = %100
  %1076 = zext nneg i32 %171 to i64
  %1077 = mul nsw i64 %1076, %169
  %1078 = getelementptr inbounds nuw float, ptr %9, i64 %1077
  %1079 = icmp slt i32 %168, %1
  br i1 %1079, label %1080, label %1107

1080:                                             ; preds = %1075
  %1081 = sext i32 %168 to i64
  %1082 = getelementptr inbounds float, ptr %1078, i64 %1081
  %1083 = fmul contract float %3, %164
  %1084 = fmul contract float %3, %163
  %1085 = fmul contract float %3, %162
  %1086 = fmul contract float %3, %161
  br i1 %170, label %1087, label %1099

1087:                                             ; preds = %1080
  %1088 = load float, ptr %1082, align 16, !tbaa !11
  %1089 = getelementptr inbounds nuw i8, ptr %1082, i64 4
  %1090 = load float, ptr %1089, align 4, !tbaa !11
  %1091 = getelementptr inbounds nuw i8, ptr %1082, i64 8
  %1092 = load float, ptr %1091, align 8, !tbaa !11
  %1093 = getelementptr inbounds nuw i8, ptr %1082, i64 12
  %1094 = load float, ptr %1093, align 4, !tbaa !11
  %1095 = tail call noundef float @llvm.fma.f32(float %8, float %1088, float %1083)
  %1096 = tail call noundef float @llvm.fma.f32(float %8, float %1090, float %1084)
  %1097 = tail call noundef float @llvm.fma.f32(float %8, float %1092, float %1085)
  %1098 = tail call noundef float @llvm.fma.f32(float %8, float %1094, float %1086)
  br label %1099

1099:                                             ; preds = %1087, %1080
  %1100 = phi float [ %1098, %1087 ], [ %1086, %1080 ]
  %1101 = phi float [ %1097, %1087 ], [ %1085, %1080 ]
  %1102 = phi float [ %1096, %1087 ], [ %1084, %1080 ]
  %1103 = phi float [ %1095, %1087 ], [ %1083, %1080 ]
  store float %1103, ptr %1082, align 16, !tbaa !11
  %1104 = getelementptr inbounds nuw i8, ptr %1082, i64 4
  store float %1102, ptr %1104, align 4, !tbaa !11
  %1105 = getelementptr inbounds nuw i8, ptr %1082, i64 8
  store float %1101, ptr %1105, align 8, !tbaa !11
  %1106 = getelementptr inbounds nuw i8, ptr %1082, i64 12
  store float %1100, ptr %1106, align 4, !tbaa !11
  br label %1107

1107:                                             ; preds = %1075, %1099
  %1108 = or disjoint i32 %168, 64
  %1109 = icmp slt i32 %1108, %1
  br i1 %1109, label %1110, label %1137

1110:                                             ; preds = %1107
  %1111 = sext i32 %1108 to i64
  %1112 = getelementptr inbounds float, ptr %1078, i64 %1111
  %1113 = fmul contract float %3, %160
  %1114 = fmul contract float %3, %159
  %1115 = fmul contract float %3, %158
  %1116 = fmul contract float %3, %157
  br i1 %170, label %1117, label %1129

1117:                                             ; preds = %1110
  %1118 = load float, ptr %1112, align 16, !tbaa !11
  %1119 = getelementptr inbounds nuw i8, ptr %1112, i64 4
  %1120 = load float, ptr %1119, align 4, !tbaa !11
  %1121 = getelementptr inbounds nuw i8, ptr %1112, i64 8
  %1122 = load float, ptr %1121, align 8, !tbaa !11
  %1123 = getelementptr inbounds nuw i8, ptr %1112, i64 12
  %1124 = load float, ptr %1123, align 4, !tbaa !11
  %1125 = tail call noundef float @llvm.fma.f32(float %8, float %1118, float %1113)
  %1126 = tail call noundef float @llvm.fma.f32(float %8, float %1120, float %1114)
  %1127 = tail call noundef float @llvm.fma.f32(float %8, float %1122, float %1115)
  %1128 = tail call noundef float @llvm.fma.f32(float %8, float %1124, float %1116)
  br label %1129

1129:                                             ; preds = %1117, %1110
  %1130 = phi float [ %1128, %1117 ], [ %1116, %1110 ]
  %1131 = phi float [ %1127, %1117 ], [ %1115, %1110 ]
  %1132 = phi float [ %1126, %1117 ], [ %1114, %1110 ]
  %1133 = phi float [ %1125, %1117 ], [ %1113, %1110 ]
  store float %1133, ptr %1112, align 16, !tbaa !11
  %1134 = getelementptr inbounds nuw i8, ptr %1112, i64 4
  store float %1132, ptr %1134, align 4, !tbaa !11
  %1135 = getelementptr inbounds nuw i8, ptr %1112, i64 8
  store float %1131, ptr %1135, align 8, !tbaa !11
  %1136 = getelementptr inbounds nuw i8, ptr %1112, i64 12
  store float %1130, ptr %1136, align 4, !tbaa !11
  br label %1137

1137:                                             ; preds = %1107, %1129, %100
  %1138 = or disjoint i32 %166, 1
  %1139 = add nuw nsw i32 %1138, %16
  %1140 = icmp slt i32 %1139, %0
  br i1 %1140, label %1141, label %1203

1141:                                             ; preds = %1137
  %1142 = zext nneg i32 %1139 to i64
  %1143 = mul nsw i64 %1142, %169
  %1144 = getelementptr inbounds nuw float, ptr %9, i64 %1143
  %1145 = icmp slt i32 %168, %1
  br i1 %1145, label %1146, label %1173

1146:                                             ; preds = %1141
  %1147 = sext i32 %168 to i64
  %1148 = getelementptr inbounds float, ptr %1144, i64 %1147
  %1149 = fmul contract float %3, %156
  %1150 = fmul contract float %3, %155
  %1151 = fmul contract float %3, %154
  %1152 = fmul contract float %3, %153
  br i1 %170, label %1153, label %1165

1153:                                             ; preds = %1146
  %1154 = load float, ptr %1148, align 16, !tbaa !11
  %1155 = getelementptr inbounds nuw i8, ptr %1148, i64 4
  %1156 = load float, ptr %1155, align 4, !tbaa !11
  %1157 = getelementptr inbounds nuw i8, ptr %1148, i64 8
  %1158 = load float, ptr %1157, align 8, !tbaa !11
  %1159 = getelementptr inbounds nuw i8, ptr %1148, i64 12
  %1160 = load float, ptr %1159, align 4, !tbaa !11
  %1161 = tail call noundef float @llvm.fma.f32(float %8, float %1154, float %1149)
  %1162 = tail call noundef float @llvm.fma.f32(float %8, float %1156, float %1150)
  %1163 = tail call noundef float @llvm.fma.f32(float %8, float %1158, float %1151)
  %1164 = tail call noundef float @llvm.fma.f32(float %8, float %1160, float %1152)
  br label %1165

1165:                                             ; preds = %1153, %1146
  %1166 = phi float [ %1164, %1153 ], [ %1152, %1146 ]
  %1167 = phi float [ %1163, %1153 ], [ %1151, %1146 ]
  %1168 = phi float [ %1162, %1153 ], [ %1150, %1146 ]
  %1169 = phi float [ %1161, %1153 ], [ %1149, %1146 ]
  store float %1169, ptr %1148, align 16, !tbaa !11
  %1170 = getelementptr inbounds nuw i8, ptr %1148, i64 4
  store float %1168, ptr %1170, align 4, !tbaa !11
  %1171 = getelementptr inbounds nuw i8, ptr %1148, i64 8
  store float %1167, ptr %1171, align 8, !tbaa !11
  %1172 = getelementptr inbounds nuw i8, ptr %1148, i64 12
  store float %1166, ptr %1172, align 4, !tbaa !11
  br label %1173

1173:                                             ; preds = %1165, %1141
  %1174 = or disjoint i32 %168, 64
  %1175 = icmp slt i32 %1174, %1
  br i1 %1175, label %1176, label %1203

1176:                                             ; preds = %1173
  %1177 = sext i32 %1174 to i64
  %1178 = getelementptr inbounds float, ptr %1144, i64 %1177
  %1179 = fmul contract float %3, %152
  %1180 = fmul contract float %3, %151
  %1181 = fmul contract float %3, %150
  %1182 = fmul contract float %3, %149
  br i1 %170, label %1183, label %1195

1183:                                             ; preds = %1176
  %1184 = load float, ptr %1178, align 16, !tbaa !11
  %1185 = getelementptr inbounds nuw i8, ptr %1178, i64 4
  %1186 = load float, ptr %1185, align 4, !tbaa !11
  %1187 = getelementptr inbounds nuw i8, ptr %1178, i64 8
  %1188 = load float, ptr %1187, align 8, !tbaa !11
  %1189 = getelementptr inbounds nuw i8, ptr %1178, i64 12
  %1190 = load float, ptr %1189, align 4, !tbaa !11
  %1191 = tail call noundef float @llvm.fma.f32(float %8, float %1184, float %1179)
  %1192 = tail call noundef float @llvm.fma.f32(float %8, float %1186, float %1180)
  %1193 = tail call noundef float @llvm.fma.f32(float %8, float %1188, float %1181)
  %1194 = tail call noundef float @llvm.fma.f32(float %8, float %1190, float %1182)
  br label %1195

1195:                                             ; preds = %1183, %1176
  %1196 = phi float [ %1194, %1183 ], [ %1182, %1176 ]
  %1197 = phi float [ %1193, %1183 ], [ %1181, %1176 ]
  %1198 = phi float [ %1192, %1183 ], [ %1180, %1176 ]
  %1199 = phi float [ %1191, %1183 ], [ %1179, %1176 ]
  store float %1199, ptr %1178, align 16, !tbaa !11
  %1200 = getelementptr inbounds nuw i8, ptr %1178, i64 4
  store float %1198, ptr %1200, align 4, !tbaa !11
  %1201 = getelementptr inbounds nuw i8, ptr %1178, i64 8
  store float %1197, ptr %1201, align 8, !tbaa !11
  %1202 = getelementptr inbounds nuw i8, ptr %1178, i64 12
  store float %1196, ptr %1202, align 4, !tbaa !11
  br label %1203

1203:                                             ; preds = %1173, %1195, %1137
  %1204 = or disjoint i32 %166, 2
  %1205 = add nuw nsw i32 %1204, %16
  %1206 = icmp slt i32 %1205, %0
  br i1 %1206, label %1207, label %1269

1207:                                             ; preds = %1203
  %1208 = zext nneg i32 %1205 to i64
  %1209 = mul nsw i64 %1208, %169
  %1210 = getelementptr inbounds nuw float, ptr %9, i64 %1209
  %1211 = icmp slt i32 %168, %1
  br i1 %1211, label %1212, label %1239

1212:                                             ; preds = %1207
  %1213 = sext i32 %168 to i64
  %1214 = getelementptr inbounds float, ptr %1210, i64 %1213
  %1215 = fmul contract float %3, %148
  %1216 = fmul contract float %3, %147
  %1217 = fmul contract float %3, %146
  %1218 = fmul contract float %3, %145
  br i1 %170, label %1219, label %1231

1219:                                             ; preds = %1212
  %1220 = load float, ptr %1214, align 16, !tbaa !11
  %1221 = getelementptr inbounds nuw i8, ptr %1214, i64 4
  %1222 = load float, ptr %1221, align 4, !tbaa !11
  %1223 = getelementptr inbounds nuw i8, ptr %1214, i64 8
  %1224 = load float, ptr %1223, align 8, !tbaa !11
  %1225 = getelementptr inbounds nuw i8, ptr %1214, i64 12
  %1226 = load float, ptr %1225, align 4, !tbaa !11
  %1227 = tail call noundef float @llvm.fma.f32(float %8, float %1220, float %1215)
  %1228 = tail call noundef float @llvm.fma.f32(float %8, float %1222, float %1216)
  %1229 = tail call noundef float @llvm.fma.f32(float %8, float %1224, float %1217)
  %1230 = tail call noundef float @llvm.fma.f32(float %8, float %1226, float %1218)
  br label %1231

1231:                                             ; preds = %1219, %1212
  %1232 = phi float [ %1230, %1219 ], [ %1218, %1212 ]
  %1233 = phi float [ %1229, %1219 ], [ %1217, %1212 ]
  %1234 = phi float [ %1228, %1219 ], [ %1216, %1212 ]
  %1235 = phi float [ %1227, %1219 ], [ %1215, %1212 ]
  store float %1235, ptr %1214, align 16, !tbaa !11
  %1236 = getelementptr inbounds nuw i8, ptr %1214, i64 4
  store float %1234, ptr %1236, align 4, !tbaa !11
  %1237 = getelementptr inbounds nuw i8, ptr %1214, i64 8
  store float %1233, ptr %1237, align 8, !tbaa !11
  %1238 = getelementptr inbounds nuw i8, ptr %1214, i64 12
  store float %1232, ptr %1238, align 4, !tbaa !11
  br label %1239

1239:                                             ; preds = %1231, %1207
  %1240 = or disjoint i32 %168, 64
  %1241 = icmp slt i32 %1240, %1
  br i1 %1241, label %1242, label %1269

1242:                                             ; preds = %1239
  %1243 = sext i32 %1240 to i64
  %1244 = getelementptr inbounds float, ptr %1210, i64 %1243
  %1245 = fmul contract float %3, %144
  %1246 = fmul contract float %3, %143
  %1247 = fmul contract float %3, %142
  %1248 = fmul contract float %3, %141
  br i1 %170, label %1249, label %1261

1249:                                             ; preds = %1242
  %1250 = load float, ptr %1244, align 16, !tbaa !11
  %1251 = getelementptr inbounds nuw i8, ptr %1244, i64 4
  %1252 = load float, ptr %1251, align 4, !tbaa !11
  %1253 = getelementptr inbounds nuw i8, ptr %1244, i64 8
  %1254 = load float, ptr %1253, align 8, !tbaa !11
  %1255 = getelementptr inbounds nuw i8, ptr %1244, i64 12
  %1256 = load float, ptr %1255, align 4, !tbaa !11
  %1257 = tail call noundef float @llvm.fma.f32(float %8, float %1250, float %1245)
  %1258 = tail call noundef float @llvm.fma.f32(float %8, float %1252, float %1246)
  %1259 = tail call noundef float @llvm.fma.f32(float %8, float %1254, float %1247)
  %1260 = tail call noundef float @llvm.fma.f32(float %8, float %1256, float %1248)
  br label %1261

1261:                                             ; preds = %1249, %1242
  %1262 = phi float [ %1260, %1249 ], [ %1248, %1242 ]
  %1263 = phi float [ %1259, %1249 ], [ %1247, %1242 ]
  %1264 = phi float [ %1258, %1249 ], [ %1246, %1242 ]
  %1265 = phi float [ %1257, %1249 ], [ %1245, %1242 ]
  store float %1265, ptr %1244, align 16, !tbaa !11
  %1266 = getelementptr inbounds nuw i8, ptr %1244, i64 4
  store float %1264, ptr %1266, align 4, !tbaa !11
  %1267 = getelementptr inbounds nuw i8, ptr %1244, i64 8
  store float %1263, ptr %1267, align 8, !tbaa !11
  %1268 = getelementptr inbounds nuw i8, ptr %1244, i64 12
  store float %1262, ptr %1268, align 4, !tbaa !11
  br label %1269

1269:                                             ; preds = %1239, %1261, %1203
  %1270 = or disjoint i32 %166, 3
  %1271 = add nuw nsw i32 %1270, %16
  %1272 = icmp slt i32 %1271, %0
  br i1 %1272, label %1273, label %1335

1273:                                             ; preds = %1269
  %1274 = zext nneg i32 %1271 to i64
  %1275 = mul nsw i64 %1274, %169
  %1276 = getelementptr inbounds nuw float, ptr %9, i64 %1275
  %1277 = icmp slt i32 %168, %1
  br i1 %1277, label %1278, label %1305

1278:                                             ; preds = %1273
  %1279 = sext i32 %168 to i64
  %1280 = getelementptr inbounds float, ptr %1276, i64 %1279
  %1281 = fmul contract float %3, %140
  %1282 = fmul contract float %3, %139
  %1283 = fmul contract float %3, %138
  %1284 = fmul contract float %3, %137
  br i1 %170, label %1285, label %1297

1285:                                             ; preds = %1278
  %1286 = load float, ptr %1280, align 16, !tbaa !11
  %1287 = getelementptr inbounds nuw i8, ptr %1280, i64 4
  %1288 = load float, ptr %1287, align 4, !tbaa !11
  %1289 = getelementptr inbounds nuw i8, ptr %1280, i64 8
  %1290 = load float, ptr %1289, align 8, !tbaa !11
  %1291 = getelementptr inbounds nuw i8, ptr %1280, i64 12
  %1292 = load float, ptr %1291, align 4, !tbaa !11
  %1293 = tail call noundef float @llvm.fma.f32(float %8, float %1286, float %1281)
  %1294 = tail call noundef float @llvm.fma.f32(float %8, float %1288, float %1282)
  %1295 = tail call noundef float @llvm.fma.f32(float %8, float %1290, float %1283)
  %1296 = tail call noundef float @llvm.fma.f32(float %8, float %1292, float %1284)
  br label %1297

1297:                                             ; preds = %1285, %1278
  %1298 = phi float [ %1296, %1285 ], [ %1284, %1278 ]
  %1299 = phi float [ %1295, %1285 ], [ %1283, %1278 ]
  %1300 = phi float [ %1294, %1285 ], [ %1282, %1278 ]
  %1301 = phi float [ %1293, %1285 ], [ %1281, %1278 ]
  store float %1301, ptr %1280, align 16, !tbaa !11
  %1302 = getelementptr inbounds nuw i8, ptr %1280, i64 4
  store float %1300, ptr %1302, align 4, !tbaa !11
  %1303 = getelementptr inbounds nuw i8, ptr %1280, i64 8
  store float %1299, ptr %1303, align 8, !tbaa !11
  %1304 = getelementptr inbounds nuw i8, ptr %1280, i64 12
  store float %1298, ptr %1304, align 4, !tbaa !11
  br label %1305

1305:                                             ; preds = %1297, %1273
  %1306 = or disjoint i32 %168, 64
  %1307 = icmp slt i32 %1306, %1
  br i1 %1307, label %1308, label %1335

1308:                                             ; preds = %1305
  %1309 = sext i32 %1306 to i64
  %1310 = getelementptr inbounds float, ptr %1276, i64 %1309
  %1311 = fmul contract float %3, %136
  %1312 = fmul contract float %3, %135
  %1313 = fmul contract float %3, %134
  %1314 = fmul contract float %3, %133
  br i1 %170, label %1315, label %1327

1315:                                             ; preds = %1308
  %1316 = load float, ptr %1310, align 16, !tbaa !11
  %1317 = getelementptr inbounds nuw i8, ptr %1310, i64 4
  %1318 = load float, ptr %1317, align 4, !tbaa !11
  %1319 = getelementptr inbounds nuw i8, ptr %1310, i64 8
  %1320 = load float, ptr %1319, align 8, !tbaa !11
  %1321 = getelementptr inbounds nuw i8, ptr %1310, i64 12
  %1322 = load float, ptr %1321, align 4, !tbaa !11
  %1323 = tail call noundef float @llvm.fma.f32(float %8, float %1316, float %1311)
  %1324 = tail call noundef float @llvm.fma.f32(float %8, float %1318, float %1312)
  %1325 = tail call noundef float @llvm.fma.f32(float %8, float %1320, float %1313)
  %1326 = tail call noundef float @llvm.fma.f32(float %8, float %1322, float %1314)
  br label %1327

1327:                                             ; preds = %1315, %1308
  %1328 = phi float [ %1326, %1315 ], [ %1314, %1308 ]
  %1329 = phi float [ %1325, %1315 ], [ %1313, %1308 ]
  %1330 = phi float [ %1324, %1315 ], [ %1312, %1308 ]
  %1331 = phi float [ %1323, %1315 ], [ %1311, %1308 ]
  store float %1331, ptr %1310, align 16, !tbaa !11
  %1332 = getelementptr inbounds nuw i8, ptr %1310, i64 4
  store float %1330, ptr %1332, align 4, !tbaa !11
  %1333 = getelementptr inbounds nuw i8, ptr %1310, i64 8
  store float %1329, ptr %1333, align 8, !tbaa !11
  %1334 = getelementptr inbounds nuw i8, ptr %1310, i64 12
  store float %1328, ptr %1334, align 4, !tbaa !11
  br label %1335

1335:                                             ; preds = %1305, %1327, %1269
  %1336 = add nuw nsw i32 %165, 64
  %1337 = add nuw nsw i32 %1336, %16
  %1338 = icmp slt i32 %1337, %0
  br i1 %1338, label %1339, label %1401

1339:                                             ; preds = %1335
  %1340 = zext nneg i32 %1337 to i64
  %1341 = mul nsw i64 %1340, %169
  %1342 = getelementptr inbounds nuw float, ptr %9, i64 %1341
  %1343 = icmp slt i32 %168, %1
  br i1 %1343, label %1344, label %1371

1344:                                             ; preds = %1339
  %1345 = sext i32 %168 to i64
  %1346 = getelementptr inbounds float, ptr %1342, i64 %1345
  %1347 = fmul contract float %3, %132
  %1348 = fmul contract float %3, %131
  %1349 = fmul contract float %3, %130
  %1350 = fmul contract float %3, %129
  br i1 %170, label %1351, label %1363

1351:                                             ; preds = %1344
  %1352 = load float, ptr %1346, align 16, !tbaa !11
  %1353 = getelementptr inbounds nuw i8, ptr %1346, i64 4
  %1354 = load float, ptr %1353, align 4, !tbaa !11
  %1355 = getelementptr inbounds nuw i8, ptr %1346, i64 8
  %1356 = load float, ptr %1355, align 8, !tbaa !11
  %1357 = getelementptr inbounds nuw i8, ptr %1346, i64 12
  %1358 = load float, ptr %1357, align 4, !tbaa !11
  %1359 = tail call noundef float @llvm.fma.f32(float %8, float %1352, float %1347)
  %1360 = tail call noundef float @llvm.fma.f32(float %8, float %1354, float %1348)
  %1361 = tail call noundef float @llvm.fma.f32(float %8, float %1356, float %1349)
  %1362 = tail call noundef float @llvm.fma.f32(float %8, float %1358, float %1350)
  br label %1363

1363:                                             ; preds = %1351, %1344
  %1364 = phi float [ %1362, %1351 ], [ %1350, %1344 ]
  %1365 = phi float [ %1361, %1351 ], [ %1349, %1344 ]
  %1366 = phi float [ %1360, %1351 ], [ %1348, %1344 ]
  %1367 = phi float [ %1359, %1351 ], [ %1347, %1344 ]
  store float %1367, ptr %1346, align 16, !tbaa !11
  %1368 = getelementptr inbounds nuw i8, ptr %1346, i64 4
  store float %1366, ptr %1368, align 4, !tbaa !11
  %1369 = getelementptr inbounds nuw i8, ptr %1346, i64 8
  store float %1365, ptr %1369, align 8, !tbaa !11
  %1370 = getelementptr inbounds nuw i8, ptr %1346, i64 12
  store float %1364, ptr %1370, align 4, !tbaa !11
  br label %1371

1371:                                             ; preds = %1363, %1339
  %1372 = or disjoint i32 %168, 64
  %1373 = icmp slt i32 %1372, %1
  br i1 %1373, label %1374, label %1401

1374:                                             ; preds = %1371
  %1375 = sext i32 %1372 to i64
  %1376 = getelementptr inbounds float, ptr %1342, i64 %1375
  %1377 = fmul contract float %3, %128
  %1378 = fmul contract float %3, %127
  %1379 = fmul contract float %3, %126
  %1380 = fmul contract float %3, %125
  br i1 %170, label %1381, label %1393

1381:                                             ; preds = %1374
  %1382 = load float, ptr %1376, align 16, !tbaa !11
  %1383 = getelementptr inbounds nuw i8, ptr %1376, i64 4
  %1384 = load float, ptr %1383, align 4, !tbaa !11
  %1385 = getelementptr inbounds nuw i8, ptr %1376, i64 8
  %1386 = load float, ptr %1385, align 8, !tbaa !11
  %1387 = getelementptr inbounds nuw i8, ptr %1376, i64 12
  %1388 = load float, ptr %1387, align 4, !tbaa !11
  %1389 = tail call noundef float @llvm.fma.f32(float %8, float %1382, float %1377)
  %1390 = tail call noundef float @llvm.fma.f32(float %8, float %1384, float %1378)
  %1391 = tail call noundef float @llvm.fma.f32(float %8, float %1386, float %1379)
  %1392 = tail call noundef float @llvm.fma.f32(float %8, float %1388, float %1380)
  br label %1393

1393:                                             ; preds = %1381, %1374
  %1394 = phi float [ %1392, %1381 ], [ %1380, %1374 ]
  %1395 = phi float [ %1391, %1381 ], [ %1379, %1374 ]
  %1396 = phi float [ %1390, %1381 ], [ %1378, %1374 ]
  %1397 = phi float [ %1389, %1381 ], [ %1377, %1374 ]
  store float %1397, ptr %1376, align 16, !tbaa !11
  %1398 = getelementptr inbounds nuw i8, ptr %1376, i64 4
  store float %1396, ptr %1398, align 4, !tbaa !11
  %1399 = getelementptr inbounds nuw i8, ptr %1376, i64 8
  store float %1395, ptr %1399, align 8, !tbaa !11
  %1400 = getelementptr inbounds nuw i8, ptr %1376, i64 12
  store float %1394, ptr %1400, align 4, !tbaa !11
  br label %1401

1401:                                             ; preds = %1371, %1393, %1335
  %1402 = add nuw nsw i32 %165, 65
  %1403 = add nuw nsw i32 %1402, %16
  %1404 = icmp slt i32 %1403, %0
  br i1 %1404, label %1405, label %1467

1405:                                             ; preds = %1401
  %1406 = zext nneg i32 %1403 to i64
  %1407 = mul nsw i64 %1406, %169
  %1408 = getelementptr inbounds nuw float, ptr %9, i64 %1407
  %1409 = icmp slt i32 %168, %1
  br i1 %1409, label %1410, label %1437

1410:                                             ; preds = %1405
  %1411 = sext i32 %168 to i64
  %1412 = getelementptr inbounds float, ptr %1408, i64 %1411
  %1413 = fmul contract float %3, %124
  %1414 = fmul contract float %3, %123
  %1415 = fmul contract float %3, %122
  %1416 = fmul contract float %3, %121
  br i1 %170, label %1417, label %1429

1417:                                             ; preds = %1410
  %1418 = load float, ptr %1412, align 16, !tbaa !11
  %1419 = getelementptr inbounds nuw i8, ptr %1412, i64 4
  %1420 = load float, ptr %1419, align 4, !tbaa !11
  %1421 = getelementptr inbounds nuw i8, ptr %1412, i64 8
  %1422 = load float, ptr %1421, align 8, !tbaa !11
  %1423 = getelementptr inbounds nuw i8, ptr %1412, i64 12
  %1424 = load float, ptr %1423, align 4, !tbaa !11
  %1425 = tail call noundef float @llvm.fma.f32(float %8, float %1418, float %1413)
  %1426 = tail call noundef float @llvm.fma.f32(float %8, float %1420, float %1414)
  %1427 = tail call noundef float @llvm.fma.f32(float %8, float %1422, float %1415)
  %1428 = tail call noundef float @llvm.fma.f32(float %8, float %1424, float %1416)
  br label %1429

1429:                                             ; preds = %1417, %1410
  %1430 = phi float [ %1428, %1417 ], [ %1416, %1410 ]
  %1431 = phi float [ %1427, %1417 ], [ %1415, %1410 ]
  %1432 = phi float [ %1426, %1417 ], [ %1414, %1410 ]
  %1433 = phi float [ %1425, %1417 ], [ %1413, %1410 ]
  store float %1433, ptr %1412, align 16, !tbaa !11
  %1434 = getelementptr inbounds nuw i8, ptr %1412, i64 4
  store float %1432, ptr %1434, align 4, !tbaa !11
  %1435 = getelementptr inbounds nuw i8, ptr %1412, i64 8
  store float %1431, ptr %1435, align 8, !tbaa !11
  %1436 = getelementptr inbounds nuw i8, ptr %1412, i64 12
  store float %1430, ptr %1436, align 4, !tbaa !11
  br label %1437

1437:                                             ; preds = %1429, %1405
  %1438 = or disjoint i32 %168, 64
  %1439 = icmp slt i32 %1438, %1
  br i1 %1439, label %1440, label %1467

1440:                                             ; preds = %1437
  %1441 = sext i32 %1438 to i64
  %1442 = getelementptr inbounds float, ptr %1408, i64 %1441
  %1443 = fmul contract float %3, %120
  %1444 = fmul contract float %3, %119
  %1445 = fmul contract float %3, %118
  %1446 = fmul contract float %3, %117
  br i1 %170, label %1447, label %1459

1447:                                             ; preds = %1440
  %1448 = load float, ptr %1442, align 16, !tbaa !11
  %1449 = getelementptr inbounds nuw i8, ptr %1442, i64 4
  %1450 = load float, ptr %1449, align 4, !tbaa !11
  %1451 = getelementptr inbounds nuw i8, ptr %1442, i64 8
  %1452 = load float, ptr %1451, align 8, !tbaa !11
  %1453 = getelementptr inbounds nuw i8, ptr %1442, i64 12
  %1454 = load float, ptr %1453, align 4, !tbaa !11
  %1455 = tail call noundef float @llvm.fma.f32(float %8, float %1448, float %1443)
  %1456 = tail call noundef float @llvm.fma.f32(float %8, float %1450, float %1444)
  %1457 = tail call noundef float @llvm.fma.f32(float %8, float %1452, float %1445)
  %1458 = tail call noundef float @llvm.fma.f32(float %8, float %1454, float %1446)
  br label %1459

1459:                                             ; preds = %1447, %1440
  %1460 = phi float [ %1458, %1447 ], [ %1446, %1440 ]
  %1461 = phi float [ %1457, %1447 ], [ %1445, %1440 ]
  %1462 = phi float [ %1456, %1447 ], [ %1444, %1440 ]
  %1463 = phi float [ %1455, %1447 ], [ %1443, %1440 ]
  store float %1463, ptr %1442, align 16, !tbaa !11
  %1464 = getelementptr inbounds nuw i8, ptr %1442, i64 4
  store float %1462, ptr %1464, align 4, !tbaa !11
  %1465 = getelementptr inbounds nuw i8, ptr %1442, i64 8
  store float %1461, ptr %1465, align 8, !tbaa !11
  %1466 = getelementptr inbounds nuw i8, ptr %1442, i64 12
  store float %1460, ptr %1466, align 4, !tbaa !11
  br label %1467

1467:                                             ; preds = %1437, %1459, %1401
  %1468 = add nuw nsw i32 %165, 66
  %1469 = add nuw nsw i32 %1468, %16
  %1470 = icmp slt i32 %1469, %0
  br i1 %1470, label %1471, label %1533

1471:                                             ; preds = %1467
  %1472 = zext nneg i32 %1469 to i64
  %1473 = mul nsw i64 %1472, %169
  %1474 = getelementptr inbounds nuw float, ptr %9, i64 %1473
  %1475 = icmp slt i32 %168, %1
  br i1 %1475, label %1476, label %1503

1476:                                             ; preds = %1471
  %1477 = sext i32 %168 to i64
  %1478 = getelementptr inbounds float, ptr %1474, i64 %1477
  %1479 = fmul contract float %3, %116
  %1480 = fmul contract float %3, %115
  %1481 = fmul contract float %3, %114
  %1482 = fmul contract float %3, %113
  br i1 %170, label %1483, label %1495

1483:                                             ; preds = %1476
  %1484 = load float, ptr %1478, align 16, !tbaa !11
  %1485 = getelementptr inbounds nuw i8, ptr %1478, i64 4
  %1486 = load float, ptr %1485, align 4, !tbaa !11
  %1487 = getelementptr inbounds nuw i8, ptr %1478, i64 8
  %1488 = load float, ptr %1487, align 8, !tbaa !11
  %1489 = getelementptr inbounds nuw i8, ptr %1478, i64 12
  %1490 = load float, ptr %1489, align 4, !tbaa !11
  %1491 = tail call noundef float @llvm.fma.f32(float %8, float %1484, float %1479)
  %1492 = tail call noundef float @llvm.fma.f32(float %8, float %1486, float %1480)
  %1493 = tail call noundef float @llvm.fma.f32(float %8, float %1488, float %1481)
  %1494 = tail call noundef float @llvm.fma.f32(float %8, float %1490, float %1482)
  br label %1495

1495:                                             ; preds = %1483, %1476
  %1496 = phi float [ %1494, %1483 ], [ %1482, %1476 ]
  %1497 = phi float [ %1493, %1483 ], [ %1481, %1476 ]
  %1498 = phi float [ %1492, %1483 ], [ %1480, %1476 ]
  %1499 = phi float [ %1491, %1483 ], [ %1479, %1476 ]
  store float %1499, ptr %1478, align 16, !tbaa !11
  %1500 = getelementptr inbounds nuw i8, ptr %1478, i64 4
  store float %1498, ptr %1500, align 4, !tbaa !11
  %1501 = getelementptr inbounds nuw i8, ptr %1478, i64 8
  store float %1497, ptr %1501, align 8, !tbaa !11
  %1502 = getelementptr inbounds nuw i8, ptr %1478, i64 12
  store float %1496, ptr %1502, align 4, !tbaa !11
  br label %1503

1503:                                             ; preds = %1495, %1471
  %1504 = or disjoint i32 %168, 64
  %1505 = icmp slt i32 %1504, %1
  br i1 %1505, label %1506, label %1533

1506:                                             ; preds = %1503
  %1507 = sext i32 %1504 to i64
  %1508 = getelementptr inbounds float, ptr %1474, i64 %1507
  %1509 = fmul contract float %3, %112
  %1510 = fmul contract float %3, %111
  %1511 = fmul contract float %3, %110
  %1512 = fmul contract float %3, %109
  br i1 %170, label %1513, label %1525

1513:                                             ; preds = %1506
  %1514 = load float, ptr %1508, align 16, !tbaa !11
  %1515 = getelementptr inbounds nuw i8, ptr %1508, i64 4
  %1516 = load float, ptr %1515, align 4, !tbaa !11
  %1517 = getelementptr inbounds nuw i8, ptr %1508, i64 8
  %1518 = load float, ptr %1517, align 8, !tbaa !11
  %1519 = getelementptr inbounds nuw i8, ptr %1508, i64 12
  %1520 = load float, ptr %1519, align 4, !tbaa !11
  %1521 = tail call noundef float @llvm.fma.f32(float %8, float %1514, float %1509)
  %1522 = tail call noundef float @llvm.fma.f32(float %8, float %1516, float %1510)
  %1523 = tail call noundef float @llvm.fma.f32(float %8, float %1518, float %1511)
  %1524 = tail call noundef float @llvm.fma.f32(float %8, float %1520, float %1512)
  br label %1525

1525:                                             ; preds = %1513, %1506
  %1526 = phi float [ %1524, %1513 ], [ %1512, %1506 ]
  %1527 = phi float [ %1523, %1513 ], [ %1511, %1506 ]
  %1528 = phi float [ %1522, %1513 ], [ %1510, %1506 ]
  %1529 = phi float [ %1521, %1513 ], [ %1509, %1506 ]
  store float %1529, ptr %1508, align 16, !tbaa !11
  %1530 = getelementptr inbounds nuw i8, ptr %1508, i64 4
  store float %1528, ptr %1530, align 4, !tbaa !11
  %1531 = getelementptr inbounds nuw i8, ptr %1508, i64 8
  store float %1527, ptr %1531, align 8, !tbaa !11
  %1532 = getelementptr inbounds nuw i8, ptr %1508, i64 12
  store float %1526, ptr %1532, align 4, !tbaa !11
  br label %1533

1533:                                             ; preds = %1503, %1525, %1467
  %1534 = add nuw nsw i32 %165, 67
  %1535 = add nuw nsw i32 %1534, %16
  %1536 = icmp slt i32 %1535, %0
  br i1 %1536, label %1537, label %1599

1537:                                             ; preds = %1533
  %1538 = zext nneg i32 %1535 to i64
  %1539 = mul nsw i64 %1538, %169
  %1540 = getelementptr inbounds nuw float, ptr %9, i64 %1539
  %1541 = icmp slt i32 %168, %1
  br i1 %1541, label %1542, label %1569

1542:                                             ; preds = %1537
  %1543 = sext i32 %168 to i64
  %1544 = getelementptr inbounds float, ptr %1540, i64 %1543
  %1545 = fmul contract float %3, %108
  %1546 = fmul contract float %3, %107
  %1547 = fmul contract float %3, %106
  %1548 = fmul contract float %3, %105
  br i1 %170, label %1549, label %1561

1549:                                             ; preds = %1542
  %1550 = load float, ptr %1544, align 16, !tbaa !11
  %1551 = getelementptr inbounds nuw i8, ptr %1544, i64 4
  %1552 = load float, ptr %1551, align 4, !tbaa !11
  %1553 = getelementptr inbounds nuw i8, ptr %1544, i64 8
  %1554 = load float, ptr %1553, align 8, !tbaa !11
  %1555 = getelementptr inbounds nuw i8, ptr %1544, i64 12
  %1556 = load float, ptr %1555, align 4, !tbaa !11
  %1557 = tail call noundef float @llvm.fma.f32(float %8, float %1550, float %1545)
  %1558 = tail call noundef float @llvm.fma.f32(float %8, float %1552, float %1546)
  %1559 = tail call noundef float @llvm.fma.f32(float %8, float %1554, float %1547)
  %1560 = tail call noundef float @llvm.fma.f32(float %8, float %1556, float %1548)
  br label %1561

1561:                                             ; preds = %1549, %1542
  %1562 = phi float [ %1560, %1549 ], [ %1548, %1542 ]
  %1563 = phi float [ %1559, %1549 ], [ %1547, %1542 ]
  %1564 = phi float [ %1558, %1549 ], [ %1546, %1542 ]
  %1565 = phi float [ %1557, %1549 ], [ %1545, %1542 ]
  store float %1565, ptr %1544, align 16, !tbaa !11
  %1566 = getelementptr inbounds nuw i8, ptr %1544, i64 4
  store float %1564, ptr %1566, align 4, !tbaa !11
  %1567 = getelementptr inbounds nuw i8, ptr %1544, i64 8
  store float %1563, ptr %1567, align 8, !tbaa !11
  %1568 = getelementptr inbounds nuw i8, ptr %1544, i64 12
  store float %1562, ptr %1568, align 4, !tbaa !11
  br label %1569

1569:                                             ; preds = %1561, %1537
  %1570 = or disjoint i32 %168, 64
  %1571 = icmp slt i32 %1570, %1
  br i1 %1571, label %1572, label %1599

1572:                                             ; preds = %1569
  %1573 = sext i32 %1570 to i64
  %1574 = getelementptr inbounds float, ptr %1540, i64 %1573
  %1575 = fmul contract float %3, %104
  %1576 = fmul contract float %3, %103
  %1577 = fmul contract float %3, %102
  %1578 = fmul contract float %3, %101
  br i1 %170, label %1579, label %1591

1579:                                             ; preds = %1572
  %1580 = load float, ptr %1574, align 16, !tbaa !11
  %1581 = getelementptr inbounds nuw i8, ptr %1574, i64 4
  %1582 = load float, ptr %1581, align 4, !tbaa !11
  %1583 = getelementptr inbounds nuw i8, ptr %1574, i64 8
  %1584 = load float, ptr %1583, align 8, !tbaa !11
  %1585 = getelementptr inbounds nuw i8, ptr %1574, i64 12
  %1586 = load float, ptr %1585, align 4, !tbaa !11
  %1587 = tail call noundef float @llvm.fma.f32(float %8, float %1580, float %1575)
  %1588 = tail call noundef float @llvm.fma.f32(float %8, float %1582, float %1576)
  %1589 = tail call noundef float @llvm.fma.f32(float %8, float %1584, float %1577)
  %1590 = tail call noundef float @llvm.fma.f32(float %8, float %1586, float %1578)
  br label %1591

1591:                                             ; preds = %1579, %1572
  %1592 = phi float [ %1590, %1579 ], [ %1578, %1572 ]
  %1593 = phi float [ %1589, %1579 ], [ %1577, %1572 ]
  %1594 = phi float [ %1588, %1579 ], [ %1576, %1572 ]
  %1595 = phi float [ %1587, %1579 ], [ %1575, %1572 ]
  store float %1595, ptr %1574, align 16, !tbaa !11
  %1596 = getelementptr inbounds nuw i8, ptr %1574, i64 4
  store float %1594, ptr %1596, align 4, !tbaa !11
  %1597 = getelementptr inbounds nuw i8, ptr %1574, i64 8
  store float %1593, ptr %1597, align 8, !tbaa !11
  %1598 = getelementptr inbounds nuw i8, ptr %1574, i64 12
  store float %1592, ptr %1598, align 4, !tbaa !11
  br label %1599

1599:                                             ; preds = %1569, %1591, %1533
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dgemm_nn_64x64_4x4(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, double noundef %8, ptr noalias noundef captures(none) %9, i32 noundef %10) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 15
  %14 = lshr i32 %12, 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = shl nuw nsw i32 %15, 6
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 6
  %19 = lshr i32 %12, 3
  %20 = and i32 %12, 7
  %21 = add nuw nsw i32 %16, %19
  %22 = icmp slt i32 %21, %0
  %23 = icmp slt i32 %20, %2
  %24 = and i1 %22, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %11
  %26 = zext nneg i32 %21 to i64
  %27 = sext i32 %5 to i64
  %28 = mul nsw i64 %27, %26
  %29 = zext nneg i32 %20 to i64
  %30 = getelementptr double, ptr %4, i64 %28
  %31 = getelementptr double, ptr %30, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !19, !noalias !16
  br label %33

33:                                               ; preds = %25, %11
  %34 = phi contract double [ %32, %25 ], [ 0.000000e+00, %11 ]
  %35 = add nuw nsw i32 %12, 256
  %36 = lshr i32 %35, 3
  %37 = and i32 %12, 7
  %38 = add nuw nsw i32 %36, %16
  %39 = icmp slt i32 %38, %0
  %40 = icmp slt i32 %37, %2
  %41 = and i1 %39, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %33
  %43 = zext nneg i32 %38 to i64
  %44 = sext i32 %5 to i64
  %45 = mul nsw i64 %44, %43
  %46 = zext nneg i32 %37 to i64
  %47 = getelementptr double, ptr %4, i64 %45
  %48 = getelementptr double, ptr %47, i64 %46
  %49 = load double, ptr %48, align 8, !tbaa !19, !noalias !16
  br label %50

50:                                               ; preds = %42, %33
  %51 = phi contract double [ %49, %42 ], [ 0.000000e+00, %33 ]
  %52 = lshr i32 %12, 6
  %53 = and i32 %12, 63
  %54 = or disjoint i32 %18, %53
  %55 = icmp slt i32 %52, %2
  %56 = icmp slt i32 %54, %1
  %57 = select i1 %55, i1 %56, i1 false
  br i1 %57, label %58, label %66

58:                                               ; preds = %50
  %59 = zext nneg i32 %52 to i64
  %60 = sext i32 %7 to i64
  %61 = mul nsw i64 %60, %59
  %62 = sext i32 %54 to i64
  %63 = getelementptr double, ptr %6, i64 %61
  %64 = getelementptr double, ptr %63, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !19, !noalias !16
  br label %66

66:                                               ; preds = %58, %50
  %67 = phi contract double [ %65, %58 ], [ 0.000000e+00, %50 ]
  %68 = lshr i32 %35, 6
  %69 = and i32 %12, 63
  %70 = or disjoint i32 %18, %69
  %71 = icmp slt i32 %68, %2
  %72 = icmp slt i32 %70, %1
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %74, label %82

74:                                               ; preds = %66
  %75 = zext nneg i32 %68 to i64
  %76 = sext i32 %7 to i64
  %77 = mul nsw i64 %76, %75
  %78 = sext i32 %70 to i64
  %79 = getelementptr double, ptr %6, i64 %77
  %80 = getelementptr double, ptr %79, i64 %78
  %81 = load double, ptr %80, align 8, !tbaa !19, !noalias !16
  br label %82

82:                                               ; preds = %66, %74
  %83 = phi contract double [ %81, %74 ], [ 0.000000e+00, %66 ]
  %84 = zext nneg i32 %20 to i64
  %85 = getelementptr inbounds nuw [65 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As to ptr), i64 %84
  %86 = zext nneg i32 %19 to i64
  %87 = getelementptr inbounds nuw double, ptr %85, i64 %86
  store double %34, ptr %87, align 8, !tbaa !19, !noalias !16
  %88 = zext nneg i32 %37 to i64
  %89 = getelementptr inbounds nuw [65 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As to ptr), i64 %88
  %90 = zext nneg i32 %36 to i64
  %91 = getelementptr inbounds nuw double, ptr %89, i64 %90
  store double %51, ptr %91, align 8, !tbaa !19, !noalias !16
  %92 = zext nneg i32 %52 to i64
  %93 = getelementptr inbounds nuw [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %92
  %94 = zext nneg i32 %53 to i64
  %95 = getelementptr inbounds nuw double, ptr %93, i64 %94
  store double %67, ptr %95, align 8, !tbaa !19, !noalias !16
  %96 = zext nneg i32 %68 to i64
  %97 = getelementptr inbounds nuw [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %96
  %98 = zext nneg i32 %69 to i64
  %99 = getelementptr inbounds nuw double, ptr %97, i64 %98
  store double %83, ptr %99, align 8, !tbaa !19, !noalias !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !16
  %100 = add nsw i32 %2, 7
  %101 = sdiv i32 %100, 8
  %102 = icmp sgt i32 %2, 0
  br i1 %102, label %103, label %187

103:                                              ; preds = %82
  %104 = zext nneg i32 %21 to i64
  %105 = sext i32 %5 to i64
  %106 = mul nsw i64 %105, %104
  %107 = getelementptr double, ptr %4, i64 %106
  %108 = zext nneg i32 %38 to i64
  %109 = sext i32 %5 to i64
  %110 = mul nsw i64 %109, %108
  %111 = getelementptr double, ptr %4, i64 %110
  %112 = icmp slt i32 %54, %1
  %113 = sext i32 %7 to i64
  %114 = sext i32 %54 to i64
  %115 = getelementptr double, ptr %6, i64 %114
  %116 = icmp slt i32 %70, %1
  %117 = sext i32 %7 to i64
  %118 = sext i32 %70 to i64
  %119 = getelementptr double, ptr %6, i64 %118
  %120 = shl nuw nsw i32 %14, 2
  %121 = shl nuw nsw i32 %13, 2
  %122 = tail call i32 @llvm.smax.i32(i32 %101, i32 1)
  %123 = zext nneg i32 %120 to i64
  %124 = zext nneg i32 %120 to i64
  %125 = zext nneg i32 %120 to i64
  %126 = zext nneg i32 %120 to i64
  %127 = zext nneg i32 %121 to i64
  %128 = zext nneg i32 %121 to i64
  %129 = zext nneg i32 %121 to i64
  %130 = zext nneg i32 %121 to i64
  %131 = zext nneg i32 %120 to i64
  %132 = zext nneg i32 %120 to i64
  %133 = zext nneg i32 %120 to i64
  %134 = zext nneg i32 %120 to i64
  %135 = zext nneg i32 %121 to i64
  %136 = zext nneg i32 %121 to i64
  %137 = zext nneg i32 %121 to i64
  %138 = zext nneg i32 %121 to i64
  %139 = zext nneg i32 %120 to i64
  %140 = zext nneg i32 %120 to i64
  %141 = zext nneg i32 %120 to i64
  %142 = zext nneg i32 %120 to i64
  %143 = zext nneg i32 %121 to i64
  %144 = zext nneg i32 %121 to i64
  %145 = zext nneg i32 %121 to i64
  %146 = zext nneg i32 %121 to i64
  %147 = zext nneg i32 %120 to i64
  %148 = zext nneg i32 %120 to i64
  %149 = zext nneg i32 %120 to i64
  %150 = zext nneg i32 %120 to i64
  %151 = zext nneg i32 %121 to i64
  %152 = zext nneg i32 %121 to i64
  %153 = zext nneg i32 %121 to i64
  %154 = zext nneg i32 %121 to i64
  %155 = zext nneg i32 %120 to i64
  %156 = zext nneg i32 %120 to i64
  %157 = zext nneg i32 %120 to i64
  %158 = zext nneg i32 %120 to i64
  %159 = zext nneg i32 %121 to i64
  %160 = zext nneg i32 %121 to i64
  %161 = zext nneg i32 %121 to i64
  %162 = zext nneg i32 %121 to i64
  %163 = zext nneg i32 %120 to i64
  %164 = zext nneg i32 %120 to i64
  %165 = zext nneg i32 %120 to i64
  %166 = zext nneg i32 %120 to i64
  %167 = zext nneg i32 %121 to i64
  %168 = zext nneg i32 %121 to i64
  %169 = zext nneg i32 %121 to i64
  %170 = zext nneg i32 %121 to i64
  %171 = zext nneg i32 %120 to i64
  %172 = zext nneg i32 %120 to i64
  %173 = zext nneg i32 %120 to i64
  %174 = zext nneg i32 %120 to i64
  %175 = zext nneg i32 %121 to i64
  %176 = zext nneg i32 %121 to i64
  %177 = zext nneg i32 %121 to i64
  %178 = zext nneg i32 %121 to i64
  %179 = zext nneg i32 %120 to i64
  %180 = zext nneg i32 %120 to i64
  %181 = zext nneg i32 %120 to i64
  %182 = zext nneg i32 %120 to i64
  %183 = zext nneg i32 %121 to i64
  %184 = zext nneg i32 %121 to i64
  %185 = zext nneg i32 %121 to i64
  %186 = zext nneg i32 %121 to i64
  br label %211

187:                                              ; preds = %614, %82
  %188 = phi double [ 0.000000e+00, %82 ], [ %600, %614 ]
  %189 = phi double [ 0.000000e+00, %82 ], [ %599, %614 ]
  %190 = phi double [ 0.000000e+00, %82 ], [ %598, %614 ]
  %191 = phi double [ 0.000000e+00, %82 ], [ %597, %614 ]
  %192 = phi double [ 0.000000e+00, %82 ], [ %596, %614 ]
  %193 = phi double [ 0.000000e+00, %82 ], [ %595, %614 ]
  %194 = phi double [ 0.000000e+00, %82 ], [ %594, %614 ]
  %195 = phi double [ 0.000000e+00, %82 ], [ %593, %614 ]
  %196 = phi double [ 0.000000e+00, %82 ], [ %592, %614 ]
  %197 = phi double [ 0.000000e+00, %82 ], [ %591, %614 ]
  %198 = phi double [ 0.000000e+00, %82 ], [ %590, %614 ]
  %199 = phi double [ 0.000000e+00, %82 ], [ %589, %614 ]
  %200 = phi double [ 0.000000e+00, %82 ], [ %588, %614 ]
  %201 = phi double [ 0.000000e+00, %82 ], [ %587, %614 ]
  %202 = phi double [ 0.000000e+00, %82 ], [ %586, %614 ]
  %203 = phi double [ 0.000000e+00, %82 ], [ %585, %614 ]
  %204 = shl nuw nsw i32 %14, 2
  %205 = add nuw nsw i32 %204, %16
  %206 = shl nuw nsw i32 %13, 2
  %207 = or disjoint i32 %206, %18
  %208 = sext i32 %10 to i64
  %209 = fcmp contract oeq double %8, 0.000000e+00
  %210 = icmp slt i32 %205, %0
  br i1 %210, label %617, label %858

211:                                              ; preds = %103, %614
  %212 = phi double [ 0.000000e+00, %103 ], [ %600, %614 ]
  %213 = phi double [ 0.000000e+00, %103 ], [ %599, %614 ]
  %214 = phi double [ 0.000000e+00, %103 ], [ %598, %614 ]
  %215 = phi double [ 0.000000e+00, %103 ], [ %597, %614 ]
  %216 = phi double [ 0.000000e+00, %103 ], [ %596, %614 ]
  %217 = phi double [ 0.000000e+00, %103 ], [ %595, %614 ]
  %218 = phi double [ 0.000000e+00, %103 ], [ %594, %614 ]
  %219 = phi double [ 0.000000e+00, %103 ], [ %593, %614 ]
  %220 = phi double [ 0.000000e+00, %103 ], [ %592, %614 ]
  %221 = phi double [ 0.000000e+00, %103 ], [ %591, %614 ]
  %222 = phi double [ 0.000000e+00, %103 ], [ %590, %614 ]
  %223 = phi double [ 0.000000e+00, %103 ], [ %589, %614 ]
  %224 = phi double [ 0.000000e+00, %103 ], [ %588, %614 ]
  %225 = phi double [ 0.000000e+00, %103 ], [ %587, %614 ]
  %226 = phi double [ 0.000000e+00, %103 ], [ %586, %614 ]
  %227 = phi double [ 0.000000e+00, %103 ], [ %585, %614 ]
  %228 = phi i32 [ 0, %103 ], [ %615, %614 ]
  %229 = phi i32 [ 0, %103 ], [ %234, %614 ]
  %230 = phi double [ %51, %103 ], [ %278, %614 ]
  %231 = phi double [ %34, %103 ], [ %277, %614 ]
  %232 = phi double [ %83, %103 ], [ %276, %614 ]
  %233 = phi double [ %67, %103 ], [ %275, %614 ]
  %234 = add nuw nsw i32 %229, 1
  %235 = icmp slt i32 %234, %101
  br i1 %235, label %236, label %274

236:                                              ; preds = %211
  %237 = shl nsw i32 %234, 3
  %238 = or disjoint i32 %237, %20
  %239 = icmp slt i32 %238, %2
  %240 = select i1 %22, i1 %239, i1 false
  br i1 %240, label %241, label %245

241:                                              ; preds = %236
  %242 = zext nneg i32 %238 to i64
  %243 = getelementptr double, ptr %107, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !19, !noalias !16
  br label %245

245:                                              ; preds = %241, %236
  %246 = phi contract double [ %244, %241 ], [ 0.000000e+00, %236 ]
  %247 = or disjoint i32 %237, %37
  %248 = icmp slt i32 %247, %2
  %249 = select i1 %39, i1 %248, i1 false
  br i1 %249, label %250, label %254

250:                                              ; preds = %245
  %251 = zext nneg i32 %247 to i64
  %252 = getelementptr double, ptr %111, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !19, !noalias !16
  br label %254

254:                                              ; preds = %250, %245
  %255 = phi contract double [ %253, %250 ], [ 0.000000e+00, %245 ]
  %256 = add nuw nsw i32 %237, %52
  %257 = icmp slt i32 %256, %2
  %258 = select i1 %257, i1 %112, i1 false
  br i1 %258, label %259, label %264

259:                                              ; preds = %254
  %260 = zext nneg i32 %256 to i64
  %261 = mul nsw i64 %260, %113
  %262 = getelementptr double, ptr %115, i64 %261
  %263 = load double, ptr %262, align 8, !tbaa !19, !noalias !16
  br label %264

264:                                              ; preds = %259, %254
  %265 = phi contract double [ %263, %259 ], [ 0.000000e+00, %254 ]
  %266 = add nuw nsw i32 %237, %68
  %267 = icmp slt i32 %266, %2
  %268 = select i1 %267, i1 %116, i1 false
  br i1 %268, label %269, label %274

269:                                              ; preds = %264
  %270 = zext nneg i32 %266 to i64
  %271 = mul nsw i64 %270, %117
  %272 = getelementptr double, ptr %119, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !19, !noalias !16
  br label %274

274:                                              ; preds = %269, %264, %211
  %275 = phi double [ %233, %211 ], [ %265, %264 ], [ %265, %269 ]
  %276 = phi double [ %232, %211 ], [ 0.000000e+00, %264 ], [ %273, %269 ]
  %277 = phi double [ %231, %211 ], [ %246, %264 ], [ %246, %269 ]
  %278 = phi double [ %230, %211 ], [ %255, %264 ], [ %255, %269 ]
  %279 = zext nneg i32 %228 to i64
  %280 = getelementptr inbounds nuw [8 x [65 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As to ptr), i64 %279
  %281 = zext nneg i32 %228 to i64
  %282 = getelementptr inbounds nuw [8 x [64 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %281
  %283 = getelementptr inbounds nuw double, ptr %280, i64 %123
  %284 = load double, ptr %283, align 8, !tbaa !19, !noalias !21
  %285 = getelementptr inbounds nuw double, ptr %280, i64 %124
  %286 = getelementptr inbounds nuw i8, ptr %285, i64 8
  %287 = load double, ptr %286, align 8, !tbaa !19, !noalias !21
  %288 = getelementptr inbounds nuw double, ptr %280, i64 %125
  %289 = getelementptr inbounds nuw i8, ptr %288, i64 16
  %290 = load double, ptr %289, align 8, !tbaa !19, !noalias !21
  %291 = getelementptr inbounds nuw double, ptr %280, i64 %126
  %292 = getelementptr inbounds nuw i8, ptr %291, i64 24
  %293 = load double, ptr %292, align 8, !tbaa !19, !noalias !21
  %294 = getelementptr inbounds nuw double, ptr %282, i64 %127
  %295 = load double, ptr %294, align 8, !tbaa !19, !noalias !21
  %296 = getelementptr inbounds nuw double, ptr %282, i64 %128
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 8
  %298 = load double, ptr %297, align 8, !tbaa !19, !noalias !21
  %299 = getelementptr inbounds nuw double, ptr %282, i64 %129
  %300 = getelementptr inbounds nuw i8, ptr %299, i64 16
  %301 = load double, ptr %300, align 8, !tbaa !19, !noalias !21
  %302 = getelementptr inbounds nuw double, ptr %282, i64 %130
  %303 = getelementptr inbounds nuw i8, ptr %302, i64 24
  %304 = load double, ptr %303, align 8, !tbaa !19, !noalias !21
  %305 = tail call noundef double @llvm.fma.f64(double %284, double %295, double %227)
  %306 = tail call noundef double @llvm.fma.f64(double %284, double %298, double %226)
  %307 = tail call noundef double @llvm.fma.f64(double %284, double %301, double %225)
  %308 = tail call noundef double @llvm.fma.f64(double %284, double %304, double %224)
  %309 = tail call noundef double @llvm.fma.f64(double %287, double %295, double %223)
  %310 = tail call noundef double @llvm.fma.f64(double %287, double %298, double %222)
  %311 = tail call noundef double @llvm.fma.f64(double %287, double %301, double %221)
  %312 = tail call noundef double @llvm.fma.f64(double %287, double %304, double %220)
  %313 = tail call noundef double @llvm.fma.f64(double %290, double %295, double %219)
  %314 = tail call noundef double @llvm.fma.f64(double %290, double %298, double %218)
  %315 = tail call noundef double @llvm.fma.f64(double %290, double %301, double %217)
  %316 = tail call noundef double @llvm.fma.f64(double %290, double %304, double %216)
  %317 = tail call noundef double @llvm.fma.f64(double %293, double %295, double %215)
  %318 = tail call noundef double @llvm.fma.f64(double %293, double %298, double %214)
  %319 = tail call noundef double @llvm.fma.f64(double %293, double %301, double %213)
  %320 = tail call noundef double @llvm.fma.f64(double %293, double %304, double %212)
  %321 = getelementptr inbounds nuw i8, ptr %280, i64 520
  %322 = getelementptr inbounds nuw double, ptr %321, i64 %131
  %323 = load double, ptr %322, align 8, !tbaa !19, !noalias !21
  %324 = getelementptr inbounds nuw double, ptr %321, i64 %132
  %325 = getelementptr inbounds nuw i8, ptr %324, i64 8
  %326 = load double, ptr %325, align 8, !tbaa !19, !noalias !21
  %327 = getelementptr inbounds nuw double, ptr %321, i64 %133
  %328 = getelementptr inbounds nuw i8, ptr %327, i64 16
  %329 = load double, ptr %328, align 8, !tbaa !19, !noalias !21
  %330 = getelementptr inbounds nuw double, ptr %321, i64 %134
  %331 = getelementptr inbounds nuw i8, ptr %330, i64 24
  %332 = load double, ptr %331, align 8, !tbaa !19, !noalias !21
  %333 = getelementptr inbounds nuw i8, ptr %282, i64 512
  %334 = getelementptr inbounds nuw double, ptr %333, i64 %135
  %335 = load double, ptr %334, align 8, !tbaa !19, !noalias !21
  %336 = getelementptr inbounds nuw double, ptr %333, i64 %136
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 8
  %338 = load double, ptr %337, align 8, !tbaa !19, !noalias !21
  %339 = getelementptr inbounds nuw double, ptr %333, i64 %137
  %340 = getelementptr inbounds nuw i8, ptr %339, i64 16
  %341 = load double, ptr %340, align 8, !tbaa !19, !noalias !21
  %342 = getelementptr inbounds nuw double, ptr %333, i64 %138
  %343 = getelementptr inbounds nuw i8, ptr %342, i64 24
  %344 = load double, ptr %343, align 8, !tbaa !19, !noalias !21
  %345 = tail call noundef double @llvm.fma.f64(double %323, double %335, double %305)
  %346 = tail call noundef double @llvm.fma.f64(double %323, double %338, double %306)
  %347 = tail call noundef double @llvm.fma.f64(double %323, double %341, double %307)
  %348 = tail call noundef double @llvm.fma.f64(double %323, double %344, double %308)
  %349 = tail call noundef double @llvm.fma.f64(double %326, double %335, double %309)
  %350 = tail call noundef double @llvm.fma.f64(double %326, double %338, double %310)
  %351 = tail call noundef double @llvm.fma.f64(double %326, double %341, double %311)
  %352 = tail call noundef double @llvm.fma.f64(double %326, double %344, double %312)
  %353 = tail call noundef double @llvm.fma.f64(double %329, double %335, double %313)
  %354 = tail call noundef double @llvm.fma.f64(double %329, double %338, double %314)
  %355 = tail call noundef double @llvm.fma.f64(double %329, double %341, double %315)
  %356 = tail call noundef double @llvm.fma.f64(double %329, double %344, double %316)
  %357 = tail call noundef double @llvm.fma.f64(double %332, double %335, double %317)
  %358 = tail call noundef double @llvm.fma.f64(double %332, double %338, double %318)
  %359 = tail call noundef double @llvm.fma.f64(double %332, double %341, double %319)
  %360 = tail call noundef double @llvm.fma.f64(double %332, double %344, double %320)
  %361 = getelementptr inbounds nuw i8, ptr %280, i64 1040
  %362 = getelementptr inbounds nuw double, ptr %361, i64 %139
  %363 = load double, ptr %362, align 8, !tbaa !19, !noalias !21
  %364 = getelementptr inbounds nuw double, ptr %361, i64 %140
  %365 = getelementptr inbounds nuw i8, ptr %364, i64 8
  %366 = load double, ptr %365, align 8, !tbaa !19, !noalias !21
  %367 = getelementptr inbounds nuw double, ptr %361, i64 %141
  %368 = getelementptr inbounds nuw i8, ptr %367, i64 16
  %369 = load double, ptr %368, align 8, !tbaa !19, !noalias !21
  %370 = getelementptr inbounds nuw double, ptr %361, i64 %142
  %371 = getelementptr inbounds nuw i8, ptr %370, i64 24
  %372 = load double, ptr %371, align 8, !tbaa !19, !noalias !21
  %373 = getelementptr inbounds nuw i8, ptr %282, i64 1024
  %374 = getelementptr inbounds nuw double, ptr %373, i64 %143
  %375 = load double, ptr %374, align 8, !tbaa !19, !noalias !21
  %376 = getelementptr inbounds nuw double, ptr %373, i64 %144
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 8
  %378 = load double, ptr %377, align 8, !tbaa !19, !noalias !21
  %379 = getelementptr inbounds nuw double, ptr %373, i64 %145
  %380 = getelementptr inbounds nuw i8, ptr %379, i64 16
  %381 = load double, ptr %380, align 8, !tbaa !19, !noalias !21
  %382 = getelementptr inbounds nuw double, ptr %373, i64 %146
  %383 = getelementptr inbounds nuw i8, ptr %382, i64 24
  %384 = load double, ptr %383, align 8, !tbaa !19, !noalias !21
  %385 = tail call noundef double @llvm.fma.f64(double %363, double %375, double %345)
  %386 = tail call noundef double @llvm.fma.f64(double %363, double %378, double %346)
  %387 = tail call noundef double @llvm.fma.f64(double %363, double %381, double %347)
  %388 = tail call noundef double @llvm.fma.f64(double %363, double %384, double %348)
  %389 = tail call noundef double @llvm.fma.f64(double %366, double %375, double %349)
  %390 = tail call noundef double @llvm.fma.f64(double %366, double %378, double %350)
  %391 = tail call noundef double @llvm.fma.f64(double %366, double %381, double %351)
  %392 = tail call noundef double @llvm.fma.f64(double %366, double %384, double %352)
  %393 = tail call noundef double @llvm.fma.f64(double %369, double %375, double %353)
  %394 = tail call noundef double @llvm.fma.f64(double %369, double %378, double %354)
  %395 = tail call noundef double @llvm.fma.f64(double %369, double %381, double %355)
  %396 = tail call noundef double @llvm.fma.f64(double %369, double %384, double %356)
  %397 = tail call noundef double @llvm.fma.f64(double %372, double %375, double %357)
  %398 = tail call noundef double @llvm.fma.f64(double %372, double %378, double %358)
  %399 = tail call noundef double @llvm.fma.f64(double %372, double %381, double %359)
  %400 = tail call noundef double @llvm.fma.f64(double %372, double %384, double %360)
  %401 = getelementptr inbounds nuw i8, ptr %280, i64 1560
  %402 = getelementptr inbounds nuw double, ptr %401, i64 %147
  %403 = load double, ptr %402, align 8, !tbaa !19, !noalias !21
  %404 = getelementptr inbounds nuw double, ptr %401, i64 %148
  %405 = getelementptr inbounds nuw i8, ptr %404, i64 8
  %406 = load double, ptr %405, align 8, !tbaa !19, !noalias !21
  %407 = getelementptr inbounds nuw double, ptr %401, i64 %149
  %408 = getelementptr inbounds nuw i8, ptr %407, i64 16
  %409 = load double, ptr %408, align 8, !tbaa !19, !noalias !21
  %410 = getelementptr inbounds nuw double, ptr %401, i64 %150
  %411 = getelementptr inbounds nuw i8, ptr %410, i64 24
  %412 = load double, ptr %411, align 8, !tbaa !19, !noalias !21
  %413 = getelementptr inbounds nuw i8, ptr %282, i64 1536
  %414 = getelementptr inbounds nuw double, ptr %413, i64 %151
  %415 = load double, ptr %414, align 8, !tbaa !19, !noalias !21
  %416 = getelementptr inbounds nuw double, ptr %413, i64 %152
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 8
  %418 = load double, ptr %417, align 8, !tbaa !19, !noalias !21
  %419 = getelementptr inbounds nuw double, ptr %413, i64 %153
  %420 = getelementptr inbounds nuw i8, ptr %419, i64 16
  %421 = load double, ptr %420, align 8, !tbaa !19, !noalias !21
  %422 = getelementptr inbounds nuw double, ptr %413, i64 %154
  %423 = getelementptr inbounds nuw i8, ptr %422, i64 24
  %424 = load double, ptr %423, align 8, !tbaa !19, !noalias !21
  %425 = tail call noundef double @llvm.fma.f64(double %403, double %415, double %385)
  %426 = tail call noundef double @llvm.fma.f64(double %403, double %418, double %386)
  %427 = tail call noundef double @llvm.fma.f64(double %403, double %421, double %387)
  %428 = tail call noundef double @llvm.fma.f64(double %403, double %424, double %388)
  %429 = tail call noundef double @llvm.fma.f64(double %406, double %415, double %389)
  %430 = tail call noundef double @llvm.fma.f64(double %406, double %418, double %390)
  %431 = tail call noundef double @llvm.fma.f64(double %406, double %421, double %391)
  %432 = tail call noundef double @llvm.fma.f64(double %406, double %424, double %392)
  %433 = tail call noundef double @llvm.fma.f64(double %409, double %415, double %393)
  %434 = tail call noundef double @llvm.fma.f64(double %409, double %418, double %394)
  %435 = tail call noundef double @llvm.fma.f64(double %409, double %421, double %395)
  %436 = tail call noundef double @llvm.fma.f64(double %409, double %424, double %396)
  %437 = tail call noundef double @llvm.fma.f64(double %412, double %415, double %397)
  %438 = tail call noundef double @llvm.fma.f64(double %412, double %418, double %398)
  %439 = tail call noundef double @llvm.fma.f64(double %412, double %421, double %399)
  %440 = tail call noundef double @llvm.fma.f64(double %412, double %424, double %400)
  %441 = getelementptr inbounds nuw i8, ptr %280, i64 2080
  %442 = getelementptr inbounds nuw double, ptr %441, i64 %155
  %443 = load double, ptr %442, align 8, !tbaa !19, !noalias !21
  %444 = getelementptr inbounds nuw double, ptr %441, i64 %156
  %445 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %446 = load double, ptr %445, align 8, !tbaa !19, !noalias !21
  %447 = getelementptr inbounds nuw double, ptr %441, i64 %157
  %448 = getelementptr inbounds nuw i8, ptr %447, i64 16
  %449 = load double, ptr %448, align 8, !tbaa !19, !noalias !21
  %450 = getelementptr inbounds nuw double, ptr %441, i64 %158
  %451 = getelementptr inbounds nuw i8, ptr %450, i64 24
  %452 = load double, ptr %451, align 8, !tbaa !19, !noalias !21
  %453 = getelementptr inbounds nuw i8, ptr %282, i64 2048
  %454 = getelementptr inbounds nuw double, ptr %453, i64 %159
  %455 = load double, ptr %454, align 8, !tbaa !19, !noalias !21
  %456 = getelementptr inbounds nuw double, ptr %453, i64 %160
  %457 = getelementptr inbounds nuw i8, ptr %456, i64 8
  %458 = load double, ptr %457, align 8, !tbaa !19, !noalias !21
  %459 = getelementptr inbounds nuw double, ptr %453, i64 %161
  %460 = getelementptr inbounds nuw i8, ptr %459, i64 16
  %461 = load double, ptr %460, align 8, !tbaa !19, !noalias !21
  %462 = getelementptr inbounds nuw double, ptr %453, i64 %162
  %463 = getelementptr inbounds nuw i8, ptr %462, i64 24
  %464 = load double, ptr %463, align 8, !tbaa !19, !noalias !21
  %465 = tail call noundef double @llvm.fma.f64(double %443, double %455, double %425)
  %466 = tail call noundef double @llvm.fma.f64(double %443, double %458, double %426)
  %467 = tail call noundef double @llvm.fma.f64(double %443, double %461, double %427)
  %468 = tail call noundef double @llvm.fma.f64(double %443, double %464, double %428)
  %469 = tail call noundef double @llvm.fma.f64(double %446, double %455, double %429)
  %470 = tail call noundef double @llvm.fma.f64(double %446, double %458, double %430)
  %471 = tail call noundef double @llvm.fma.f64(double %446, double %461, double %431)
  %472 = tail call noundef double @llvm.fma.f64(double %446, double %464, double %432)
  %473 = tail call noundef double @llvm.fma.f64(double %449, double %455, double %433)
  %474 = tail call noundef double @llvm.fma.f64(double %449, double %458, double %434)
  %475 = tail call noundef double @llvm.fma.f64(double %449, double %461, double %435)
  %476 = tail call noundef double @llvm.fma.f64(double %449, double %464, double %436)
  %477 = tail call noundef double @llvm.fma.f64(double %452, double %455, double %437)
  %478 = tail call noundef double @llvm.fma.f64(double %452, double %458, double %438)
  %479 = tail call noundef double @llvm.fma.f64(double %452, double %461, double %439)
  %480 = tail call noundef double @llvm.fma.f64(double %452, double %464, double %440)
  %481 = getelementptr inbounds nuw i8, ptr %280, i64 2600
  %482 = getelementptr inbounds nuw double, ptr %481, i64 %163
  %483 = load double, ptr %482, align 8, !tbaa !19, !noalias !21
  %484 = getelementptr inbounds nuw double, ptr %481, i64 %164
  %485 = getelementptr inbounds nuw i8, ptr %484, i64 8
  %486 = load double, ptr %485, align 8, !tbaa !19, !noalias !21
  %487 = getelementptr inbounds nuw double, ptr %481, i64 %165
  %488 = getelementptr inbounds nuw i8, ptr %487, i64 16
  %489 = load double, ptr %488, align 8, !tbaa !19, !noalias !21
  %490 = getelementptr inbounds nuw double, ptr %481, i64 %166
  %491 = getelementptr inbounds nuw i8, ptr %490, i64 24
  %492 = load double, ptr %491, align 8, !tbaa !19, !noalias !21
  %493 = getelementptr inbounds nuw i8, ptr %282, i64 2560
  %494 = getelementptr inbounds nuw double, ptr %493, i64 %167
  %495 = load double, ptr %494, align 8, !tbaa !19, !noalias !21
  %496 = getelementptr inbounds nuw double, ptr %493, i64 %168
  %497 = getelementptr inbounds nuw i8, ptr %496, i64 8
  %498 = load double, ptr %497, align 8, !tbaa !19, !noalias !21
  %499 = getelementptr inbounds nuw double, ptr %493, i64 %169
  %500 = getelementptr inbounds nuw i8, ptr %499, i64 16
  %501 = load double, ptr %500, align 8, !tbaa !19, !noalias !21
  %502 = getelementptr inbounds nuw double, ptr %493, i64 %170
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 24
  %504 = load double, ptr %503, align 8, !tbaa !19, !noalias !21
  %505 = tail call noundef double @llvm.fma.f64(double %483, double %495, double %465)
  %506 = tail call noundef double @llvm.fma.f64(double %483, double %498, double %466)
  %507 = tail call noundef double @llvm.fma.f64(double %483, double %501, double %467)
  %508 = tail call noundef double @llvm.fma.f64(double %483, double %504, double %468)
  %509 = tail call noundef double @llvm.fma.f64(double %486, double %495, double %469)
  %510 = tail call noundef double @llvm.fma.f64(double %486, double %498, double %470)
  %511 = tail call noundef double @llvm.fma.f64(double %486, double %501, double %471)
  %512 = tail call noundef double @llvm.fma.f64(double %486, double %504, double %472)
  %513 = tail call noundef double @llvm.fma.f64(double %489, double %495, double %473)
  %514 = tail call noundef double @llvm.fma.f64(double %489, double %498, double %474)
  %515 = tail call noundef double @llvm.fma.f64(double %489, double %501, double %475)
  %516 = tail call noundef double @llvm.fma.f64(double %489, double %504, double %476)
  %517 = tail call noundef double @llvm.fma.f64(double %492, double %495, double %477)
  %518 = tail call noundef double @llvm.fma.f64(double %492, double %498, double %478)
  %519 = tail call noundef double @llvm.fma.f64(double %492, double %501, double %479)
  %520 = tail call noundef double @llvm.fma.f64(double %492, double %504, double %480)
  %521 = getelementptr inbounds nuw i8, ptr %280, i64 3120
  %522 = getelementptr inbounds nuw double, ptr %521, i64 %171
  %523 = load double, ptr %522, align 8, !tbaa !19, !noalias !21
  %524 = getelementptr inbounds nuw double, ptr %521, i64 %172
  %525 = getelementptr inbounds nuw i8, ptr %524, i64 8
  %526 = load double, ptr %525, align 8, !tbaa !19, !noalias !21
  %527 = getelementptr inbounds nuw double, ptr %521, i64 %173
  %528 = getelementptr inbounds nuw i8, ptr %527, i64 16
  %529 = load double, ptr %528, align 8, !tbaa !19, !noalias !21
  %530 = getelementptr inbounds nuw double, ptr %521, i64 %174
  %531 = getelementptr inbounds nuw i8, ptr %530, i64 24
  %532 = load double, ptr %531, align 8, !tbaa !19, !noalias !21
  %533 = getelementptr inbounds nuw i8, ptr %282, i64 3072
  %534 = getelementptr inbounds nuw double, ptr %533, i64 %175
  %535 = load double, ptr %534, align 8, !tbaa !19, !noalias !21
  %536 = getelementptr inbounds nuw double, ptr %533, i64 %176
  %537 = getelementptr inbounds nuw i8, ptr %536, i64 8
  %538 = load double, ptr %537, align 8, !tbaa !19, !noalias !21
  %539 = getelementptr inbounds nuw double, ptr %533, i64 %177
  %540 = getelementptr inbounds nuw i8, ptr %539, i64 16
  %541 = load double, ptr %540, align 8, !tbaa !19, !noalias !21
  %542 = getelementptr inbounds nuw double, ptr %533, i64 %178
  %543 = getelementptr inbounds nuw i8, ptr %542, i64 24
  %544 = load double, ptr %543, align 8, !tbaa !19, !noalias !21
  %545 = tail call noundef double @llvm.fma.f64(double %523, double %535, double %505)
  %546 = tail call noundef double @llvm.fma.f64(double %523, double %538, double %506)
  %547 = tail call noundef double @llvm.fma.f64(double %523, double %541, double %507)
  %548 = tail call noundef double @llvm.fma.f64(double %523, double %544, double %508)
  %549 = tail call noundef double @llvm.fma.f64(double %526, double %535, double %509)
  %550 = tail call noundef double @llvm.fma.f64(double %526, double %538, double %510)
  %551 = tail call noundef double @llvm.fma.f64(double %526, double %541, double %511)
  %552 = tail call noundef double @llvm.fma.f64(double %526, double %544, double %512)
  %553 = tail call noundef double @llvm.fma.f64(double %529, double %535, double %513)
  %554 = tail call noundef double @llvm.fma.f64(double %529, double %538, double %514)
  %555 = tail call noundef double @llvm.fma.f64(double %529, double %541, double %515)
  %556 = tail call noundef double @llvm.fma.f64(double %529, double %544, double %516)
  %557 = tail call noundef double @llvm.fma.f64(double %532, double %535, double %517)
  %558 = tail call noundef double @llvm.fma.f64(double %532, double %538, double %518)
  %559 = tail call noundef double @llvm.fma.f64(double %532, double %541, double %519)
  %560 = tail call noundef double @llvm.fma.f64(double %532, double %544, double %520)
  %561 = getelementptr inbounds nuw i8, ptr %280, i64 3640
  %562 = getelementptr inbounds nuw double, ptr %561, i64 %179
  %563 = load double, ptr %562, align 8, !tbaa !19, !noalias !21
  %564 = getelementptr inbounds nuw double, ptr %561, i64 %180
  %565 = getelementptr inbounds nuw i8, ptr %564, i64 8
  %566 = load double, ptr %565, align 8, !tbaa !19, !noalias !21
  %567 = getelementptr inbounds nuw double, ptr %561, i64 %181
  %568 = getelementptr inbounds nuw i8, ptr %567, i64 16
  %569 = load double, ptr %568, align 8, !tbaa !19, !noalias !21
  %570 = getelementptr inbounds nuw double, ptr %561, i64 %182
  %571 = getelementptr inbounds nuw i8, ptr %570, i64 24
  %572 = load double, ptr %571, align 8, !tbaa !19, !noalias !21
  %573 = getelementptr inbounds nuw i8, ptr %282, i64 3584
  %574 = getelementptr inbounds nuw double, ptr %573, i64 %183
  %575 = load double, ptr %574, align 8, !tbaa !19, !noalias !21
  %576 = getelementptr inbounds nuw double, ptr %573, i64 %184
  %577 = getelementptr inbounds nuw i8, ptr %576, i64 8
  %578 = load double, ptr %577, align 8, !tbaa !19, !noalias !21
  %579 = getelementptr inbounds nuw double, ptr %573, i64 %185
  %580 = getelementptr inbounds nuw i8, ptr %579, i64 16
  %581 = load double, ptr %580, align 8, !tbaa !19, !noalias !21
  %582 = getelementptr inbounds nuw double, ptr %573, i64 %186
  %583 = getelementptr inbounds nuw i8, ptr %582, i64 24
  %584 = load double, ptr %583, align 8, !tbaa !19, !noalias !21
  %585 = tail call noundef double @llvm.fma.f64(double %563, double %575, double %545)
  %586 = tail call noundef double @llvm.fma.f64(double %563, double %578, double %546)
  %587 = tail call noundef double @llvm.fma.f64(double %563, double %581, double %547)
  %588 = tail call noundef double @llvm.fma.f64(double %563, double %584, double %548)
  %589 = tail call noundef double @llvm.fma.f64(double %566, double %575, double %549)
  %590 = tail call noundef double @llvm.fma.f64(double %566, double %578, double %550)
  %591 = tail call noundef double @llvm.fma.f64(double %566, double %581, double %551)
  %592 = tail call noundef double @llvm.fma.f64(double %566, double %584, double %552)
  %593 = tail call noundef double @llvm.fma.f64(double %569, double %575, double %553)
  %594 = tail call noundef double @llvm.fma.f64(double %569, double %578, double %554)
  %595 = tail call noundef double @llvm.fma.f64(double %569, double %581, double %555)
  %596 = tail call noundef double @llvm.fma.f64(double %569, double %584, double %556)
  %597 = tail call noundef double @llvm.fma.f64(double %572, double %575, double %557)
  %598 = tail call noundef double @llvm.fma.f64(double %572, double %578, double %558)
  %599 = tail call noundef double @llvm.fma.f64(double %572, double %581, double %559)
  %600 = tail call noundef double @llvm.fma.f64(double %572, double %584, double %560)
  br i1 %235, label %601, label %614

601:                                              ; preds = %274
  %602 = xor i32 %228, 1
  %603 = zext nneg i32 %602 to i64
  %604 = getelementptr inbounds nuw [8 x [65 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2As to ptr), i64 %603
  %605 = getelementptr inbounds nuw [65 x double], ptr %604, i64 %84
  %606 = getelementptr inbounds nuw double, ptr %605, i64 %86
  store double %277, ptr %606, align 8, !tbaa !19, !noalias !16
  %607 = getelementptr inbounds nuw [65 x double], ptr %604, i64 %88
  %608 = getelementptr inbounds nuw double, ptr %607, i64 %90
  store double %278, ptr %608, align 8, !tbaa !19, !noalias !16
  %609 = getelementptr inbounds nuw [8 x [64 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %603
  %610 = getelementptr inbounds nuw [64 x double], ptr %609, i64 %92
  %611 = getelementptr inbounds nuw double, ptr %610, i64 %94
  store double %275, ptr %611, align 8, !tbaa !19, !noalias !16
  %612 = getelementptr inbounds nuw [64 x double], ptr %609, i64 %96
  %613 = getelementptr inbounds nuw double, ptr %612, i64 %98
  store double %276, ptr %613, align 8, !tbaa !19, !noalias !16
  br label %614

614:                                              ; preds = %601, %274
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !16
  %615 = xor i32 %228, 1
  %616 = icmp eq i32 %234, %122
  br i1 %616, label %187, label %211, !llvm.loop !24

617:                                              ; preds = %187
  %618 = zext nneg i32 %205 to i64
  %619 = mul nsw i64 %618, %208
  %620 = getelementptr inbounds nuw double, ptr %9, i64 %619
  %621 = icmp slt i32 %207, %1
  br i1 %621, label %622, label %633

622:                                              ; preds = %617
  %623 = sext i32 %207 to i64
  %624 = getelementptr inbounds double, ptr %620, i64 %623
  br i1 %209, label %625, label %627

625:                                              ; preds = %622
  %626 = fmul contract double %3, %203
  br label %631

627:                                              ; preds = %622
  %628 = load double, ptr %624, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %629 = fmul contract double %3, %203
  %630 = tail call noundef double @llvm.fma.f64(double %8, double %628, double %629)
  br label %631

631:                                              ; preds = %627, %625
  %632 = phi contract double [ %626, %625 ], [ %630, %627 ]
  store double %632, ptr %624, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %633

633:                                              ; preds = %631, %617
  %634 = or disjoint i32 %207, 1
  %635 = icmp slt i32 %634, %1
  br i1 %635, label %636, label %647

636:                                              ; preds = %633
  %637 = sext i32 %634 to i64
  %638 = getelementptr inbounds double, ptr %620, i64 %637
  br i1 %209, label %643, label %639

639:                                              ; preds = %636
  %640 = load double, ptr %638, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %641 = fmul contract double %3, %202
  %642 = tail call noundef double @llvm.fma.f64(double %8, double %640, double %641)
  br label %645

643:                                              ; preds = %636
  %644 = fmul contract double %3, %202
  br label %645

645:                                              ; preds = %643, %639
  %646 = phi contract double [ %644, %643 ], [ %642, %639 ]
  store double %646, ptr %638, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %647

647:                                              ; preds = %645, %633
  %648 = or disjoint i32 %207, 2
  %649 = icmp slt i32 %648, %1
  br i1 %649, label %650, label %661

650:                                              ; preds = %647
  %651 = sext i32 %648 to i64
  %652 = getelementptr inbounds double, ptr %620, i64 %651
  br i1 %209, label %657, label %653

653:                                              ; preds = %650
  %654 = load double, ptr %652, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %655 = fmul contract double %3, %201
  %656 = tail call noundef double @llvm.fma.f64(double %8, double %654, double %655)
  br label %659

657:                                              ; preds = %650
  %658 = fmul contract double %3, %201
  br label %659

659:                                              ; preds = %657, %653
  %660 = phi contract double [ %658, %657 ], [ %656, %653 ]
  store double %660, ptr %652, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %661

661:                                              ; preds = %659, %647
  %662 = or disjoint i32 %207, 3
  %663 = icmp slt i32 %662, %1
  br i1 %663, label %664, label %675

664:                                              ; preds = %661
  %665 = sext i32 %662 to i64
  %666 = getelementptr inbounds double, ptr %620, i64 %665
  br i1 %209, label %671, label %667

667:                                              ; preds = %664
  %668 = load double, ptr %666, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %669 = fmul contract double %3, %200
  %670 = tail call noundef double @llvm.fma.f64(double %8, double %668, double %669)
  br label %673

671:                                              ; preds = %664
  %672 = fmul contract double %3, %200
  br label %673

673:                                              ; preds = %671, %667
  %674 = phi contract double [ %672, %671 ], [ %670, %667 ]
  store double %674, ptr %666, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %675

675:                                              ; preds = %673, %661
  %676 = or disjoint i32 %205, 1
  %677 = icmp slt i32 %676, %0
  br i1 %677, label %678, label %858

678:                                              ; preds = %675
  %679 = zext nneg i32 %676 to i64
  %680 = mul nsw i64 %679, %208
  %681 = getelementptr inbounds nuw double, ptr %9, i64 %680
  %682 = icmp slt i32 %207, %1
  br i1 %682, label %683, label %694

683:                                              ; preds = %678
  %684 = sext i32 %207 to i64
  %685 = getelementptr inbounds double, ptr %681, i64 %684
  br i1 %209, label %690, label %686

686:                                              ; preds = %683
  %687 = load double, ptr %685, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %688 = fmul contract double %3, %199
  %689 = tail call noundef double @llvm.fma.f64(double %8, double %687, double %688)
  br label %692

690:                                              ; preds = %683
  %691 = fmul contract double %3, %199
  br label %692

692:                                              ; preds = %690, %686
  %693 = phi contract double [ %691, %690 ], [ %689, %686 ]
  store double %693, ptr %685, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %694

694:                                              ; preds = %692, %678
  %695 = or disjoint i32 %207, 1
  %696 = icmp slt i32 %695, %1
  br i1 %696, label %697, label %708

697:                                              ; preds = %694
  %698 = sext i32 %695 to i64
  %699 = getelementptr inbounds double, ptr %681, i64 %698
  br i1 %209, label %704, label %700

700:                                              ; preds = %697
  %701 = load double, ptr %699, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %702 = fmul contract double %3, %198
  %703 = tail call noundef double @llvm.fma.f64(double %8, double %701, double %702)
  br label %706

704:                                              ; preds = %697
  %705 = fmul contract double %3, %198
  br label %706

706:                                              ; preds = %704, %700
  %707 = phi contract double [ %705, %704 ], [ %703, %700 ]
  store double %707, ptr %699, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %708

708:                                              ; preds = %706, %694
  %709 = or disjoint i32 %207, 2
  %710 = icmp slt i32 %709, %1
  br i1 %710, label %711, label %722

711:                                              ; preds = %708
  %712 = sext i32 %709 to i64
  %713 = getelementptr inbounds double, ptr %681, i64 %712
  br i1 %209, label %718, label %714

714:                                              ; preds = %711
  %715 = load double, ptr %713, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %716 = fmul contract double %3, %197
  %717 = tail call noundef double @llvm.fma.f64(double %8, double %715, double %716)
  br label %720

718:                                              ; preds = %711
  %719 = fmul contract double %3, %197
  br label %720

720:                                              ; preds = %718, %714
  %721 = phi contract double [ %719, %718 ], [ %717, %714 ]
  store double %721, ptr %713, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %722

722:                                              ; preds = %720, %708
  %723 = or disjoint i32 %207, 3
  %724 = icmp slt i32 %723, %1
  br i1 %724, label %725, label %736

725:                                              ; preds = %722
  %726 = sext i32 %723 to i64
  %727 = getelementptr inbounds double, ptr %681, i64 %726
  br i1 %209, label %732, label %728

728:                                              ; preds = %725
  %729 = load double, ptr %727, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %730 = fmul contract double %3, %196
  %731 = tail call noundef double @llvm.fma.f64(double %8, double %729, double %730)
  br label %734

732:                                              ; preds = %725
  %733 = fmul contract double %3, %196
  br label %734

734:                                              ; preds = %732, %728
  %735 = phi contract double [ %733, %732 ], [ %731, %728 ]
  store double %735, ptr %727, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %736

736:                                              ; preds = %734, %722
  %737 = or disjoint i32 %205, 2
  %738 = icmp slt i32 %737, %0
  br i1 %738, label %739, label %858

739:                                              ; preds = %736
  %740 = zext nneg i32 %737 to i64
  %741 = mul nsw i64 %740, %208
  %742 = getelementptr inbounds nuw double, ptr %9, i64 %741
  %743 = icmp slt i32 %207, %1
  br i1 %743, label %744, label %755

744:                                              ; preds = %739
  %745 = sext i32 %207 to i64
  %746 = getelementptr inbounds double, ptr %742, i64 %745
  br i1 %209, label %751, label %747

747:                                              ; preds = %744
  %748 = load double, ptr %746, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %749 = fmul contract double %3, %195
  %750 = tail call noundef double @llvm.fma.f64(double %8, double %748, double %749)
  br label %753

751:                                              ; preds = %744
  %752 = fmul contract double %3, %195
  br label %753

753:                                              ; preds = %751, %747
  %754 = phi contract double [ %752, %751 ], [ %750, %747 ]
  store double %754, ptr %746, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %755

755:                                              ; preds = %753, %739
  %756 = or disjoint i32 %207, 1
  %757 = icmp slt i32 %756, %1
  br i1 %757, label %758, label %769

758:                                              ; preds = %755
  %759 = sext i32 %756 to i64
  %760 = getelementptr inbounds double, ptr %742, i64 %759
  br i1 %209, label %765, label %761

761:                                              ; preds = %758
  %762 = load double, ptr %760, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %763 = fmul contract double %3, %194
  %764 = tail call noundef double @llvm.fma.f64(double %8, double %762, double %763)
  br label %767

765:                                              ; preds = %758
  %766 = fmul contract double %3, %194
  br label %767

767:                                              ; preds = %765, %761
  %768 = phi contract double [ %766, %765 ], [ %764, %761 ]
  store double %768, ptr %760, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %769

769:                                              ; preds = %767, %755
  %770 = or disjoint i32 %207, 2
  %771 = icmp slt i32 %770, %1
  br i1 %771, label %772, label %783

772:                                              ; preds = %769
  %773 = sext i32 %770 to i64
  %774 = getelementptr inbounds double, ptr %742, i64 %773
  br i1 %209, label %779, label %775

775:                                              ; preds = %772
  %776 = load double, ptr %774, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %777 = fmul contract double %3, %193
  %778 = tail call noundef double @llvm.fma.f64(double %8, double %776, double %777)
  br label %781

779:                                              ; preds = %772
  %780 = fmul contract double %3, %193
  br label %781

781:                                              ; preds = %779, %775
  %782 = phi contract double [ %780, %779 ], [ %778, %775 ]
  store double %782, ptr %774, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %783

783:                                              ; preds = %781, %769
  %784 = or disjoint i32 %207, 3
  %785 = icmp slt i32 %784, %1
  br i1 %785, label %786, label %797

786:                                              ; preds = %783
  %787 = sext i32 %784 to i64
  %788 = getelementptr inbounds double, ptr %742, i64 %787
  br i1 %209, label %793, label %789

789:                                              ; preds = %786
  %790 = load double, ptr %788, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %791 = fmul contract double %3, %192
  %792 = tail call noundef double @llvm.fma.f64(double %8, double %790, double %791)
  br label %795

793:                                              ; preds = %786
  %794 = fmul contract double %3, %192
  br label %795

795:                                              ; preds = %793, %789
  %796 = phi contract double [ %794, %793 ], [ %792, %789 ]
  store double %796, ptr %788, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %797

797:                                              ; preds = %795, %783
  %798 = or disjoint i32 %205, 3
  %799 = icmp slt i32 %798, %0
  br i1 %799, label %800, label %858

800:                                              ; preds = %797
  %801 = zext nneg i32 %798 to i64
  %802 = mul nsw i64 %801, %208
  %803 = getelementptr inbounds nuw double, ptr %9, i64 %802
  %804 = icmp slt i32 %207, %1
  br i1 %804, label %805, label %816

805:                                              ; preds = %800
  %806 = sext i32 %207 to i64
  %807 = getelementptr inbounds double, ptr %803, i64 %806
  br i1 %209, label %812, label %808

808:                                              ; preds = %805
  %809 = load double, ptr %807, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %810 = fmul contract double %3, %191
  %811 = tail call noundef double @llvm.fma.f64(double %8, double %809, double %810)
  br label %814

812:                                              ; preds = %805
  %813 = fmul contract double %3, %191
  br label %814

814:                                              ; preds = %812, %808
  %815 = phi contract double [ %813, %812 ], [ %811, %808 ]
  store double %815, ptr %807, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %816

816:                                              ; preds = %814, %800
  %817 = or disjoint i32 %207, 1
  %818 = icmp slt i32 %817, %1
  br i1 %818, label %819, label %830

819:                                              ; preds = %816
  %820 = sext i32 %817 to i64
  %821 = getelementptr inbounds double, ptr %803, i64 %820
  br i1 %209, label %826, label %822

822:                                              ; preds = %819
  %823 = load double, ptr %821, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %824 = fmul contract double %3, %190
  %825 = tail call noundef double @llvm.fma.f64(double %8, double %823, double %824)
  br label %828

826:                                              ; preds = %819
  %827 = fmul contract double %3, %190
  br label %828

828:                                              ; preds = %826, %822
  %829 = phi contract double [ %827, %826 ], [ %825, %822 ]
  store double %829, ptr %821, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %830

830:                                              ; preds = %828, %816
  %831 = or disjoint i32 %207, 2
  %832 = icmp slt i32 %831, %1
  br i1 %832, label %833, label %844

833:                                              ; preds = %830
  %834 = sext i32 %831 to i64
  %835 = getelementptr inbounds double, ptr %803, i64 %834
  br i1 %209, label %840, label %836

836:                                              ; preds = %833
  %837 = load double, ptr %835, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %838 = fmul contract double %3, %189
  %839 = tail call noundef double @llvm.fma.f64(double %8, double %837, double %838)
  br label %842

840:                                              ; preds = %833
  %841 = fmul contract double %3, %189
  br label %842

842:                                              ; preds = %840, %836
  %843 = phi contract double [ %841, %840 ], [ %839, %836 ]
  store double %843, ptr %835, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %844

844:                                              ; preds = %842, %830
  %845 = or disjoint i32 %207, 3
  %846 = icmp slt i32 %845, %1
  br i1 %846, label %847, label %858

847:                                              ; preds = %844
  %848 = sext i32 %845 to i64
  %849 = getelementptr inbounds double, ptr %803, i64 %848
  br i1 %209, label %854, label %850

850:                                              ; preds = %847
  %851 = load double, ptr %849, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  %852 = fmul contract double %3, %188
  %853 = tail call noundef double @llvm.fma.f64(double %8, double %851, double %852)
  br label %856

854:                                              ; preds = %847
  %855 = fmul contract double %3, %188
  br label %856

856:                                              ; preds = %854, %850
  %857 = phi contract double [ %855, %854 ], [ %853, %850 ]
  store double %857, ptr %849, align 8, !tbaa !19, !alias.scope !16, !noalias !25
  br label %858

858:                                              ; preds = %844, %856, %797, %736, %675, %187
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dgemm_tn_32x32_2x2(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, double noundef %8, ptr noalias noundef captures(none) %9, i32 noundef %10) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 15
  %14 = lshr i32 %12, 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = shl nuw nsw i32 %15, 5
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 5
  %19 = lshr i32 %12, 5
  %20 = and i32 %12, 31
  %21 = or disjoint i32 %16, %20
  %22 = icmp slt i32 %21, %0
  %23 = icmp slt i32 %19, %2
  %24 = and i1 %22, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %11
  %26 = zext nneg i32 %19 to i64
  %27 = sext i32 %5 to i64
  %28 = mul nsw i64 %27, %26
  %29 = zext nneg i32 %21 to i64
  %30 = getelementptr double, ptr %4, i64 %28
  %31 = getelementptr double, ptr %30, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !19, !noalias !26
  br label %33

33:                                               ; preds = %25, %11
  %34 = phi contract double [ %32, %25 ], [ 0.000000e+00, %11 ]
  %35 = add nuw nsw i32 %12, 256
  %36 = lshr i32 %35, 5
  %37 = and i32 %12, 31
  %38 = or disjoint i32 %16, %37
  %39 = icmp slt i32 %38, %0
  %40 = icmp slt i32 %36, %2
  %41 = and i1 %39, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %33
  %43 = zext nneg i32 %36 to i64
  %44 = sext i32 %5 to i64
  %45 = mul nsw i64 %44, %43
  %46 = zext nneg i32 %38 to i64
  %47 = getelementptr double, ptr %4, i64 %45
  %48 = getelementptr double, ptr %47, i64 %46
  %49 = load double, ptr %48, align 8, !tbaa !19, !noalias !26
  br label %50

50:                                               ; preds = %42, %33
  %51 = phi contract double [ %49, %42 ], [ 0.000000e+00, %33 ]
  %52 = or disjoint i32 %18, %20
  %53 = icmp slt i32 %19, %2
  %54 = icmp slt i32 %52, %1
  %55 = select i1 %53, i1 %54, i1 false
  br i1 %55, label %56, label %64

56:                                               ; preds = %50
  %57 = zext nneg i32 %19 to i64
  %58 = sext i32 %7 to i64
  %59 = mul nsw i64 %58, %57
  %60 = sext i32 %52 to i64
  %61 = getelementptr double, ptr %6, i64 %59
  %62 = getelementptr double, ptr %61, i64 %60
  %63 = load double, ptr %62, align 8, !tbaa !19, !noalias !26
  br label %64

64:                                               ; preds = %56, %50
  %65 = phi contract double [ %63, %56 ], [ 0.000000e+00, %50 ]
  %66 = or disjoint i32 %18, %37
  %67 = icmp slt i32 %36, %2
  %68 = icmp slt i32 %66, %1
  %69 = select i1 %67, i1 %68, i1 false
  br i1 %69, label %70, label %78

70:                                               ; preds = %64
  %71 = zext nneg i32 %36 to i64
  %72 = sext i32 %7 to i64
  %73 = mul nsw i64 %72, %71
  %74 = sext i32 %66 to i64
  %75 = getelementptr double, ptr %6, i64 %73
  %76 = getelementptr double, ptr %75, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !19, !noalias !26
  br label %78

78:                                               ; preds = %64, %70
  %79 = phi contract double [ %77, %70 ], [ 0.000000e+00, %64 ]
  %80 = zext nneg i32 %19 to i64
  %81 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %80
  %82 = zext nneg i32 %20 to i64
  %83 = getelementptr inbounds nuw double, ptr %81, i64 %82
  store double %34, ptr %83, align 8, !tbaa !19, !noalias !26
  %84 = zext nneg i32 %36 to i64
  %85 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %84
  %86 = zext nneg i32 %37 to i64
  %87 = getelementptr inbounds nuw double, ptr %85, i64 %86
  store double %51, ptr %87, align 8, !tbaa !19, !noalias !26
  %88 = getelementptr inbounds nuw [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %80
  %89 = getelementptr inbounds nuw double, ptr %88, i64 %82
  store double %65, ptr %89, align 8, !tbaa !19, !noalias !26
  %90 = getelementptr inbounds nuw [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %84
  %91 = getelementptr inbounds nuw double, ptr %90, i64 %86
  store double %79, ptr %91, align 8, !tbaa !19, !noalias !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !26
  %92 = add nsw i32 %2, 15
  %93 = sdiv i32 %92, 16
  %94 = icmp sgt i32 %2, 0
  br i1 %94, label %95, label %177

95:                                               ; preds = %78
  %96 = sext i32 %5 to i64
  %97 = zext nneg i32 %21 to i64
  %98 = getelementptr double, ptr %4, i64 %97
  %99 = sext i32 %5 to i64
  %100 = zext nneg i32 %38 to i64
  %101 = getelementptr double, ptr %4, i64 %100
  %102 = icmp slt i32 %52, %1
  %103 = sext i32 %7 to i64
  %104 = sext i32 %52 to i64
  %105 = getelementptr double, ptr %6, i64 %104
  %106 = icmp slt i32 %66, %1
  %107 = sext i32 %7 to i64
  %108 = sext i32 %66 to i64
  %109 = getelementptr double, ptr %6, i64 %108
  %110 = shl nuw nsw i32 %14, 1
  %111 = shl nuw nsw i32 %13, 1
  %112 = tail call i32 @llvm.smax.i32(i32 %93, i32 1)
  %113 = zext nneg i32 %110 to i64
  %114 = zext nneg i32 %110 to i64
  %115 = zext nneg i32 %111 to i64
  %116 = zext nneg i32 %111 to i64
  %117 = zext nneg i32 %110 to i64
  %118 = zext nneg i32 %110 to i64
  %119 = zext nneg i32 %111 to i64
  %120 = zext nneg i32 %111 to i64
  %121 = zext nneg i32 %110 to i64
  %122 = zext nneg i32 %110 to i64
  %123 = zext nneg i32 %111 to i64
  %124 = zext nneg i32 %111 to i64
  %125 = zext nneg i32 %110 to i64
  %126 = zext nneg i32 %110 to i64
  %127 = zext nneg i32 %111 to i64
  %128 = zext nneg i32 %111 to i64
  %129 = zext nneg i32 %110 to i64
  %130 = zext nneg i32 %110 to i64
  %131 = zext nneg i32 %111 to i64
  %132 = zext nneg i32 %111 to i64
  %133 = zext nneg i32 %110 to i64
  %134 = zext nneg i32 %110 to i64
  %135 = zext nneg i32 %111 to i64
  %136 = zext nneg i32 %111 to i64
  %137 = zext nneg i32 %110 to i64
  %138 = zext nneg i32 %110 to i64
  %139 = zext nneg i32 %111 to i64
  %140 = zext nneg i32 %111 to i64
  %141 = zext nneg i32 %110 to i64
  %142 = zext nneg i32 %110 to i64
  %143 = zext nneg i32 %111 to i64
  %144 = zext nneg i32 %111 to i64
  %145 = zext nneg i32 %110 to i64
  %146 = zext nneg i32 %110 to i64
  %147 = zext nneg i32 %111 to i64
  %148 = zext nneg i32 %111 to i64
  %149 = zext nneg i32 %110 to i64
  %150 = zext nneg i32 %110 to i64
  %151 = zext nneg i32 %111 to i64
  %152 = zext nneg i32 %111 to i64
  %153 = zext nneg i32 %110 to i64
  %154 = zext nneg i32 %110 to i64
  %155 = zext nneg i32 %111 to i64
  %156 = zext nneg i32 %111 to i64
  %157 = zext nneg i32 %110 to i64
  %158 = zext nneg i32 %110 to i64
  %159 = zext nneg i32 %111 to i64
  %160 = zext nneg i32 %111 to i64
  %161 = zext nneg i32 %110 to i64
  %162 = zext nneg i32 %110 to i64
  %163 = zext nneg i32 %111 to i64
  %164 = zext nneg i32 %111 to i64
  %165 = zext nneg i32 %110 to i64
  %166 = zext nneg i32 %110 to i64
  %167 = zext nneg i32 %111 to i64
  %168 = zext nneg i32 %111 to i64
  %169 = zext nneg i32 %110 to i64
  %170 = zext nneg i32 %110 to i64
  %171 = zext nneg i32 %111 to i64
  %172 = zext nneg i32 %111 to i64
  %173 = zext nneg i32 %110 to i64
  %174 = zext nneg i32 %110 to i64
  %175 = zext nneg i32 %111 to i64
  %176 = zext nneg i32 %111 to i64
  br label %189

177:                                              ; preds = %516, %78
  %178 = phi double [ 0.000000e+00, %78 ], [ %502, %516 ]
  %179 = phi double [ 0.000000e+00, %78 ], [ %501, %516 ]
  %180 = phi double [ 0.000000e+00, %78 ], [ %500, %516 ]
  %181 = phi double [ 0.000000e+00, %78 ], [ %499, %516 ]
  %182 = shl nuw nsw i32 %14, 1
  %183 = add nuw nsw i32 %182, %16
  %184 = shl nuw nsw i32 %13, 1
  %185 = or disjoint i32 %184, %18
  %186 = sext i32 %10 to i64
  %187 = fcmp contract oeq double %8, 0.000000e+00
  %188 = icmp slt i32 %183, %0
  br i1 %188, label %519, label %582

189:                                              ; preds = %95, %516
  %190 = phi double [ 0.000000e+00, %95 ], [ %502, %516 ]
  %191 = phi double [ 0.000000e+00, %95 ], [ %501, %516 ]
  %192 = phi double [ 0.000000e+00, %95 ], [ %500, %516 ]
  %193 = phi double [ 0.000000e+00, %95 ], [ %499, %516 ]
  %194 = phi i32 [ 0, %95 ], [ %517, %516 ]
  %195 = phi i32 [ 0, %95 ], [ %200, %516 ]
  %196 = phi double [ %51, %95 ], [ %244, %516 ]
  %197 = phi double [ %34, %95 ], [ %243, %516 ]
  %198 = phi double [ %79, %95 ], [ %242, %516 ]
  %199 = phi double [ %65, %95 ], [ %241, %516 ]
  %200 = add nuw nsw i32 %195, 1
  %201 = icmp slt i32 %200, %93
  br i1 %201, label %202, label %240

202:                                              ; preds = %189
  %203 = shl nsw i32 %200, 4
  %204 = add nuw nsw i32 %203, %19
  %205 = icmp slt i32 %204, %2
  %206 = select i1 %22, i1 %205, i1 false
  br i1 %206, label %207, label %212

207:                                              ; preds = %202
  %208 = zext nneg i32 %204 to i64
  %209 = mul nsw i64 %208, %96
  %210 = getelementptr double, ptr %98, i64 %209
  %211 = load double, ptr %210, align 8, !tbaa !19, !noalias !26
  br label %212

212:                                              ; preds = %207, %202
  %213 = phi contract double [ %211, %207 ], [ 0.000000e+00, %202 ]
  %214 = add nuw nsw i32 %203, %36
  %215 = icmp slt i32 %214, %2
  %216 = select i1 %39, i1 %215, i1 false
  br i1 %216, label %217, label %222

217:                                              ; preds = %212
  %218 = zext nneg i32 %214 to i64
  %219 = mul nsw i64 %218, %99
  %220 = getelementptr double, ptr %101, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !19, !noalias !26
  br label %222

222:                                              ; preds = %217, %212
  %223 = phi contract double [ %221, %217 ], [ 0.000000e+00, %212 ]
  %224 = icmp slt i32 %204, %2
  %225 = select i1 %224, i1 %102, i1 false
  br i1 %225, label %226, label %231

226:                                              ; preds = %222
  %227 = zext nneg i32 %204 to i64
  %228 = mul nsw i64 %227, %103
  %229 = getelementptr double, ptr %105, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !19, !noalias !26
  br label %231

231:                                              ; preds = %226, %222
  %232 = phi contract double [ %230, %226 ], [ 0.000000e+00, %222 ]
  %233 = icmp slt i32 %214, %2
  %234 = select i1 %233, i1 %106, i1 false
  br i1 %234, label %235, label %240

235:                                              ; preds = %231
  %236 = zext nneg i32 %214 to i64
  %237 = mul nsw i64 %236, %107
  %238 = getelementptr double, ptr %109, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !19, !noalias !26
  br label %240

240:                                              ; preds = %235, %231, %189
  %241 = phi double [ %199, %189 ], [ %232, %231 ], [ %232, %235 ]
  %242 = phi double [ %198, %189 ], [ 0.000000e+00, %231 ], [ %239, %235 ]
  %243 = phi double [ %197, %189 ], [ %213, %231 ], [ %213, %235 ]
  %244 = phi double [ %196, %189 ], [ %223, %231 ], [ %223, %235 ]
  %245 = zext nneg i32 %194 to i64
  %246 = getelementptr inbounds nuw [16 x [33 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %245
  %247 = zext nneg i32 %194 to i64
  %248 = getelementptr inbounds nuw [16 x [32 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %247
  %249 = getelementptr inbounds nuw double, ptr %246, i64 %113
  %250 = load double, ptr %249, align 8, !tbaa !19, !noalias !29
  %251 = getelementptr inbounds nuw double, ptr %246, i64 %114
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 8
  %253 = load double, ptr %252, align 8, !tbaa !19, !noalias !29
  %254 = getelementptr inbounds nuw double, ptr %248, i64 %115
  %255 = load double, ptr %254, align 8, !tbaa !19, !noalias !29
  %256 = getelementptr inbounds nuw double, ptr %248, i64 %116
  %257 = getelementptr inbounds nuw i8, ptr %256, i64 8
  %258 = load double, ptr %257, align 8, !tbaa !19, !noalias !29
  %259 = tail call noundef double @llvm.fma.f64(double %250, double %255, double %193)
  %260 = tail call noundef double @llvm.fma.f64(double %250, double %258, double %192)
  %261 = tail call noundef double @llvm.fma.f64(double %253, double %255, double %191)
  %262 = tail call noundef double @llvm.fma.f64(double %253, double %258, double %190)
  %263 = getelementptr inbounds nuw i8, ptr %246, i64 264
  %264 = getelementptr inbounds nuw double, ptr %263, i64 %117
  %265 = load double, ptr %264, align 8, !tbaa !19, !noalias !29
  %266 = getelementptr inbounds nuw double, ptr %263, i64 %118
  %267 = getelementptr inbounds nuw i8, ptr %266, i64 8
  %268 = load double, ptr %267, align 8, !tbaa !19, !noalias !29
  %269 = getelementptr inbounds nuw i8, ptr %248, i64 256
  %270 = getelementptr inbounds nuw double, ptr %269, i64 %119
  %271 = load double, ptr %270, align 8, !tbaa !19, !noalias !29
  %272 = getelementptr inbounds nuw double, ptr %269, i64 %120
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 8
  %274 = load double, ptr %273, align 8, !tbaa !19, !noalias !29
  %275 = tail call noundef double @llvm.fma.f64(double %265, double %271, double %259)
  %276 = tail call noundef double @llvm.fma.f64(double %265, double %274, double %260)
  %277 = tail call noundef double @llvm.fma.f64(double %268, double %271, double %261)
  %278 = tail call noundef double @llvm.fma.f64(double %268, double %274, double %262)
  %279 = getelementptr inbounds nuw i8, ptr %246, i64 528
  %280 = getelementptr inbounds nuw double, ptr %279, i64 %121
  %281 = load double, ptr %280, align 8, !tbaa !19, !noalias !29
  %282 = getelementptr inbounds nuw double, ptr %279, i64 %122
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 8
  %284 = load double, ptr %283, align 8, !tbaa !19, !noalias !29
  %285 = getelementptr inbounds nuw i8, ptr %248, i64 512
  %286 = getelementptr inbounds nuw double, ptr %285, i64 %123
  %287 = load double, ptr %286, align 8, !tbaa !19, !noalias !29
  %288 = getelementptr inbounds nuw double, ptr %285, i64 %124
  %289 = getelementptr inbounds nuw i8, ptr %288, i64 8
  %290 = load double, ptr %289, align 8, !tbaa !19, !noalias !29
  %291 = tail call noundef double @llvm.fma.f64(double %281, double %287, double %275)
  %292 = tail call noundef double @llvm.fma.f64(double %281, double %290, double %276)
  %293 = tail call noundef double @llvm.fma.f64(double %284, double %287, double %277)
  %294 = tail call noundef double @llvm.fma.f64(double %284, double %290, double %278)
  %295 = getelementptr inbounds nuw i8, ptr %246, i64 792
  %296 = getelementptr inbounds nuw double, ptr %295, i64 %125
  %297 = load double, ptr %296, align 8, !tbaa !19, !noalias !29
  %298 = getelementptr inbounds nuw double, ptr %295, i64 %126
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 8
  %300 = load double, ptr %299, align 8, !tbaa !19, !noalias !29
  %301 = getelementptr inbounds nuw i8, ptr %248, i64 768
  %302 = getelementptr inbounds nuw double, ptr %301, i64 %127
  %303 = load double, ptr %302, align 8, !tbaa !19, !noalias !29
  %304 = getelementptr inbounds nuw double, ptr %301, i64 %128
  %305 = getelementptr inbounds nuw i8, ptr %304, i64 8
  %306 = load double, ptr %305, align 8, !tbaa !19, !noalias !29
  %307 = tail call noundef double @llvm.fma.f64(double %297, double %303, double %291)
  %308 = tail call noundef double @llvm.fma.f64(double %297, double %306, double %292)
  %309 = tail call noundef double @llvm.fma.f64(double %300, double %303, double %293)
  %310 = tail call noundef double @llvm.fma.f64(double %300, double %306, double %294)
  %311 = getelementptr inbounds nuw i8, ptr %246, i64 1056
  %312 = getelementptr inbounds nuw double, ptr %311, i64 %129
  %313 = load double, ptr %312, align 8, !tbaa !19, !noalias !29
  %314 = getelementptr inbounds nuw double, ptr %311, i64 %130
  %315 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %316 = load double, ptr %315, align 8, !tbaa !19, !noalias !29
  %317 = getelementptr inbounds nuw i8, ptr %248, i64 1024
  %318 = getelementptr inbounds nuw double, ptr %317, i64 %131
  %319 = load double, ptr %318, align 8, !tbaa !19, !noalias !29
  %320 = getelementptr inbounds nuw double, ptr %317, i64 %132
  %321 = getelementptr inbounds nuw i8, ptr %320, i64 8
  %322 = load double, ptr %321, align 8, !tbaa !19, !noalias !29
  %323 = tail call noundef double @llvm.fma.f64(double %313, double %319, double %307)
  %324 = tail call noundef double @llvm.fma.f64(double %313, double %322, double %308)
  %325 = tail call noundef double @llvm.fma.f64(double %316, double %319, double %309)
  %326 = tail call noundef double @llvm.fma.f64(double %316, double %322, double %310)
  %327 = getelementptr inbounds nuw i8, ptr %246, i64 1320
  %328 = getelementptr inbounds nuw double, ptr %327, i64 %133
  %329 = load double, ptr %328, align 8, !tbaa !19, !noalias !29
  %330 = getelementptr inbounds nuw double, ptr %327, i64 %134
  %331 = getelementptr inbounds nuw i8, ptr %330, i64 8
  %332 = load double, ptr %331, align 8, !tbaa !19, !noalias !29
  %333 = getelementptr inbounds nuw i8, ptr %248, i64 1280
  %334 = getelementptr inbounds nuw double, ptr %333, i64 %135
  %335 = load double, ptr %334, align 8, !tbaa !19, !noalias !29
  %336 = getelementptr inbounds nuw double, ptr %333, i64 %136
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 8
  %338 = load double, ptr %337, align 8, !tbaa !19, !noalias !29
  %339 = tail call noundef double @llvm.fma.f64(double %329, double %335, double %323)
  %340 = tail call noundef double @llvm.fma.f64(double %329, double %338, double %324)
  %341 = tail call noundef double @llvm.fma.f64(double %332, double %335, double %325)
  %342 = tail call noundef double @llvm.fma.f64(double %332, double %338, double %326)
  %343 = getelementptr inbounds nuw i8, ptr %246, i64 1584
  %344 = getelementptr inbounds nuw double, ptr %343, i64 %137
  %345 = load double, ptr %344, align 8, !tbaa !19, !noalias !29
  %346 = getelementptr inbounds nuw double, ptr %343, i64 %138
  %347 = getelementptr inbounds nuw i8, ptr %346, i64 8
  %348 = load double, ptr %347, align 8, !tbaa !19, !noalias !29
  %349 = getelementptr inbounds nuw i8, ptr %248, i64 1536
  %350 = getelementptr inbounds nuw double, ptr %349, i64 %139
  %351 = load double, ptr %350, align 8, !tbaa !19, !noalias !29
  %352 = getelementptr inbounds nuw double, ptr %349, i64 %140
  %353 = getelementptr inbounds nuw i8, ptr %352, i64 8
  %354 = load double, ptr %353, align 8, !tbaa !19, !noalias !29
  %355 = tail call noundef double @llvm.fma.f64(double %345, double %351, double %339)
  %356 = tail call noundef double @llvm.fma.f64(double %345, double %354, double %340)
  %357 = tail call noundef double @llvm.fma.f64(double %348, double %351, double %341)
  %358 = tail call noundef double @llvm.fma.f64(double %348, double %354, double %342)
  %359 = getelementptr inbounds nuw i8, ptr %246, i64 1848
  %360 = getelementptr inbounds nuw double, ptr %359, i64 %141
  %361 = load double, ptr %360, align 8, !tbaa !19, !noalias !29
  %362 = getelementptr inbounds nuw double, ptr %359, i64 %142
  %363 = getelementptr inbounds nuw i8, ptr %362, i64 8
  %364 = load double, ptr %363, align 8, !tbaa !19, !noalias !29
  %365 = getelementptr inbounds nuw i8, ptr %248, i64 1792
  %366 = getelementptr inbounds nuw double, ptr %365, i64 %143
  %367 = load double, ptr %366, align 8, !tbaa !19, !noalias !29
  %368 = getelementptr inbounds nuw double, ptr %365, i64 %144
  %369 = getelementptr inbounds nuw i8, ptr %368, i64 8
  %370 = load double, ptr %369, align 8, !tbaa !19, !noalias !29
  %371 = tail call noundef double @llvm.fma.f64(double %361, double %367, double %355)
  %372 = tail call noundef double @llvm.fma.f64(double %361, double %370, double %356)
  %373 = tail call noundef double @llvm.fma.f64(double %364, double %367, double %357)
  %374 = tail call noundef double @llvm.fma.f64(double %364, double %370, double %358)
  %375 = getelementptr inbounds nuw i8, ptr %246, i64 2112
  %376 = getelementptr inbounds nuw double, ptr %375, i64 %145
  %377 = load double, ptr %376, align 8, !tbaa !19, !noalias !29
  %378 = getelementptr inbounds nuw double, ptr %375, i64 %146
  %379 = getelementptr inbounds nuw i8, ptr %378, i64 8
  %380 = load double, ptr %379, align 8, !tbaa !19, !noalias !29
  %381 = getelementptr inbounds nuw i8, ptr %248, i64 2048
  %382 = getelementptr inbounds nuw double, ptr %381, i64 %147
  %383 = load double, ptr %382, align 8, !tbaa !19, !noalias !29
  %384 = getelementptr inbounds nuw double, ptr %381, i64 %148
  %385 = getelementptr inbounds nuw i8, ptr %384, i64 8
  %386 = load double, ptr %385, align 8, !tbaa !19, !noalias !29
  %387 = tail call noundef double @llvm.fma.f64(double %377, double %383, double %371)
  %388 = tail call noundef double @llvm.fma.f64(double %377, double %386, double %372)
  %389 = tail call noundef double @llvm.fma.f64(double %380, double %383, double %373)
  %390 = tail call noundef double @llvm.fma.f64(double %380, double %386, double %374)
  %391 = getelementptr inbounds nuw i8, ptr %246, i64 2376
  %392 = getelementptr inbounds nuw double, ptr %391, i64 %149
  %393 = load double, ptr %392, align 8, !tbaa !19, !noalias !29
  %394 = getelementptr inbounds nuw double, ptr %391, i64 %150
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 8
  %396 = load double, ptr %395, align 8, !tbaa !19, !noalias !29
  %397 = getelementptr inbounds nuw i8, ptr %248, i64 2304
  %398 = getelementptr inbounds nuw double, ptr %397, i64 %151
  %399 = load double, ptr %398, align 8, !tbaa !19, !noalias !29
  %400 = getelementptr inbounds nuw double, ptr %397, i64 %152
  %401 = getelementptr inbounds nuw i8, ptr %400, i64 8
  %402 = load double, ptr %401, align 8, !tbaa !19, !noalias !29
  %403 = tail call noundef double @llvm.fma.f64(double %393, double %399, double %387)
  %404 = tail call noundef double @llvm.fma.f64(double %393, double %402, double %388)
  %405 = tail call noundef double @llvm.fma.f64(double %396, double %399, double %389)
  %406 = tail call noundef double @llvm.fma.f64(double %396, double %402, double %390)
  %407 = getelementptr inbounds nuw i8, ptr %246, i64 2640
  %408 = getelementptr inbounds nuw double, ptr %407, i64 %153
  %409 = load double, ptr %408, align 8, !tbaa !19, !noalias !29
  %410 = getelementptr inbounds nuw double, ptr %407, i64 %154
  %411 = getelementptr inbounds nuw i8, ptr %410, i64 8
  %412 = load double, ptr %411, align 8, !tbaa !19, !noalias !29
  %413 = getelementptr inbounds nuw i8, ptr %248, i64 2560
  %414 = getelementptr inbounds nuw double, ptr %413, i64 %155
  %415 = load double, ptr %414, align 8, !tbaa !19, !noalias !29
  %416 = getelementptr inbounds nuw double, ptr %413, i64 %156
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 8
  %418 = load double, ptr %417, align 8, !tbaa !19, !noalias !29
  %419 = tail call noundef double @llvm.fma.f64(double %409, double %415, double %403)
  %420 = tail call noundef double @llvm.fma.f64(double %409, double %418, double %404)
  %421 = tail call noundef double @llvm.fma.f64(double %412, double %415, double %405)
  %422 = tail call noundef double @llvm.fma.f64(double %412, double %418, double %406)
  %423 = getelementptr inbounds nuw i8, ptr %246, i64 2904
  %424 = getelementptr inbounds nuw double, ptr %423, i64 %157
  %425 = load double, ptr %424, align 8, !tbaa !19, !noalias !29
  %426 = getelementptr inbounds nuw double, ptr %423, i64 %158
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 8
  %428 = load double, ptr %427, align 8, !tbaa !19, !noalias !29
  %429 = getelementptr inbounds nuw i8, ptr %248, i64 2816
  %430 = getelementptr inbounds nuw double, ptr %429, i64 %159
  %431 = load double, ptr %430, align 8, !tbaa !19, !noalias !29
  %432 = getelementptr inbounds nuw double, ptr %429, i64 %160
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 8
  %434 = load double, ptr %433, align 8, !tbaa !19, !noalias !29
  %435 = tail call noundef double @llvm.fma.f64(double %425, double %431, double %419)
  %436 = tail call noundef double @llvm.fma.f64(double %425, double %434, double %420)
  %437 = tail call noundef double @llvm.fma.f64(double %428, double %431, double %421)
  %438 = tail call noundef double @llvm.fma.f64(double %428, double %434, double %422)
  %439 = getelementptr inbounds nuw i8, ptr %246, i64 3168
  %440 = getelementptr inbounds nuw double, ptr %439, i64 %161
  %441 = load double, ptr %440, align 8, !tbaa !19, !noalias !29
  %442 = getelementptr inbounds nuw double, ptr %439, i64 %162
  %443 = getelementptr inbounds nuw i8, ptr %442, i64 8
  %444 = load double, ptr %443, align 8, !tbaa !19, !noalias !29
  %445 = getelementptr inbounds nuw i8, ptr %248, i64 3072
  %446 = getelementptr inbounds nuw double, ptr %445, i64 %163
  %447 = load double, ptr %446, align 8, !tbaa !19, !noalias !29
  %448 = getelementptr inbounds nuw double, ptr %445, i64 %164
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 8
  %450 = load double, ptr %449, align 8, !tbaa !19, !noalias !29
  %451 = tail call noundef double @llvm.fma.f64(double %441, double %447, double %435)
  %452 = tail call noundef double @llvm.fma.f64(double %441, double %450, double %436)
  %453 = tail call noundef double @llvm.fma.f64(double %444, double %447, double %437)
  %454 = tail call noundef double @llvm.fma.f64(double %444, double %450, double %438)
  %455 = getelementptr inbounds nuw i8, ptr %246, i64 3432
  %456 = getelementptr inbounds nuw double, ptr %455, i64 %165
  %457 = load double, ptr %456, align 8, !tbaa !19, !noalias !29
  %458 = getelementptr inbounds nuw double, ptr %455, i64 %166
  %459 = getelementptr inbounds nuw i8, ptr %458, i64 8
  %460 = load double, ptr %459, align 8, !tbaa !19, !noalias !29
  %461 = getelementptr inbounds nuw i8, ptr %248, i64 3328
  %462 = getelementptr inbounds nuw double, ptr %461, i64 %167
  %463 = load double, ptr %462, align 8, !tbaa !19, !noalias !29
  %464 = getelementptr inbounds nuw double, ptr %461, i64 %168
  %465 = getelementptr inbounds nuw i8, ptr %464, i64 8
  %466 = load double, ptr %465, align 8, !tbaa !19, !noalias !29
  %467 = tail call noundef double @llvm.fma.f64(double %457, double %463, double %451)
  %468 = tail call noundef double @llvm.fma.f64(double %457, double %466, double %452)
  %469 = tail call noundef double @llvm.fma.f64(double %460, double %463, double %453)
  %470 = tail call noundef double @llvm.fma.f64(double %460, double %466, double %454)
  %471 = getelementptr inbounds nuw i8, ptr %246, i64 3696
  %472 = getelementptr inbounds nuw double, ptr %471, i64 %169
  %473 = load double, ptr %472, align 8, !tbaa !19, !noalias !29
  %474 = getelementptr inbounds nuw double, ptr %471, i64 %170
  %475 = getelementptr inbounds nuw i8, ptr %474, i64 8
  %476 = load double, ptr %475, align 8, !tbaa !19, !noalias !29
  %477 = getelementptr inbounds nuw i8, ptr %248, i64 3584
  %478 = getelementptr inbounds nuw double, ptr %477, i64 %171
  %479 = load double, ptr %478, align 8, !tbaa !19, !noalias !29
  %480 = getelementptr inbounds nuw double, ptr %477, i64 %172
  %481 = getelementptr inbounds nuw i8, ptr %480, i64 8
  %482 = load double, ptr %481, align 8, !tbaa !19, !noalias !29
  %483 = tail call noundef double @llvm.fma.f64(double %473, double %479, double %467)
  %484 = tail call noundef double @llvm.fma.f64(double %473, double %482, double %468)
  %485 = tail call noundef double @llvm.fma.f64(double %476, double %479, double %469)
  %486 = tail call noundef double @llvm.fma.f64(double %476, double %482, double %470)
  %487 = getelementptr inbounds nuw i8, ptr %246, i64 3960
  %488 = getelementptr inbounds nuw double, ptr %487, i64 %173
  %489 = load double, ptr %488, align 8, !tbaa !19, !noalias !29
  %490 = getelementptr inbounds nuw double, ptr %487, i64 %174
  %491 = getelementptr inbounds nuw i8, ptr %490, i64 8
  %492 = load double, ptr %491, align 8, !tbaa !19, !noalias !29
  %493 = getelementptr inbounds nuw i8, ptr %248, i64 3840
  %494 = getelementptr inbounds nuw double, ptr %493, i64 %175
  %495 = load double, ptr %494, align 8, !tbaa !19, !noalias !29
  %496 = getelementptr inbounds nuw double, ptr %493, i64 %176
  %497 = getelementptr inbounds nuw i8, ptr %496, i64 8
  %498 = load double, ptr %497, align 8, !tbaa !19, !noalias !29
  %499 = tail call noundef double @llvm.fma.f64(double %489, double %495, double %483)
  %500 = tail call noundef double @llvm.fma.f64(double %489, double %498, double %484)
  %501 = tail call noundef double @llvm.fma.f64(double %492, double %495, double %485)
  %502 = tail call noundef double @llvm.fma.f64(double %492, double %498, double %486)
  br i1 %201, label %503, label %516

503:                                              ; preds = %240
  %504 = xor i32 %194, 1
  %505 = zext nneg i32 %504 to i64
  %506 = getelementptr inbounds nuw [16 x [33 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2As to ptr), i64 %505
  %507 = getelementptr inbounds nuw [33 x double], ptr %506, i64 %80
  %508 = getelementptr inbounds nuw double, ptr %507, i64 %82
  store double %243, ptr %508, align 8, !tbaa !19, !noalias !26
  %509 = getelementptr inbounds nuw [33 x double], ptr %506, i64 %84
  %510 = getelementptr inbounds nuw double, ptr %509, i64 %86
  store double %244, ptr %510, align 8, !tbaa !19, !noalias !26
  %511 = getelementptr inbounds nuw [16 x [32 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdiE2Bs to ptr), i64 %505
  %512 = getelementptr inbounds nuw [32 x double], ptr %511, i64 %80
  %513 = getelementptr inbounds nuw double, ptr %512, i64 %82
  store double %241, ptr %513, align 8, !tbaa !19, !noalias !26
  %514 = getelementptr inbounds nuw [32 x double], ptr %511, i64 %84
  %515 = getelementptr inbounds nuw double, ptr %514, i64 %86
  store double %242, ptr %515, align 8, !tbaa !19, !noalias !26
  br label %516

516:                                              ; preds = %503, %240
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !26
  %517 = xor i32 %194, 1
  %518 = icmp eq i32 %200, %112
  br i1 %518, label %177, label %189, !llvm.loop !32

519:                                              ; preds = %177
  %520 = zext nneg i32 %183 to i64
  %521 = mul nsw i64 %520, %186
  %522 = getelementptr inbounds nuw double, ptr %9, i64 %521
  %523 = icmp slt i32 %185, %1
  br i1 %523, label %524, label %535

524:                                              ; preds = %519
  %525 = sext i32 %185 to i64
  %526 = getelementptr inbounds double, ptr %522, i64 %525
  br i1 %187, label %527, label %529

527:                                              ; preds = %524
  %528 = fmul contract double %3, %181
  br label %533

529:                                              ; preds = %524
  %530 = load double, ptr %526, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  %531 = fmul contract double %3, %181
  %532 = tail call noundef double @llvm.fma.f64(double %8, double %530, double %531)
  br label %533

533:                                              ; preds = %529, %527
  %534 = phi contract double [ %528, %527 ], [ %532, %529 ]
  store double %534, ptr %526, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  br label %535

535:                                              ; preds = %533, %519
  %536 = or disjoint i32 %185, 1
  %537 = icmp slt i32 %536, %1
  br i1 %537, label %538, label %549

538:                                              ; preds = %535
  %539 = sext i32 %536 to i64
  %540 = getelementptr inbounds double, ptr %522, i64 %539
  br i1 %187, label %545, label %541

541:                                              ; preds = %538
  %542 = load double, ptr %540, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  %543 = fmul contract double %3, %180
  %544 = tail call noundef double @llvm.fma.f64(double %8, double %542, double %543)
  br label %547

545:                                              ; preds = %538
  %546 = fmul contract double %3, %180
  br label %547

547:                                              ; preds = %545, %541
  %548 = phi contract double [ %546, %545 ], [ %544, %541 ]
  store double %548, ptr %540, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  br label %549

549:                                              ; preds = %547, %535
  %550 = or disjoint i32 %183, 1
  %551 = icmp slt i32 %550, %0
  br i1 %551, label %552, label %582

552:                                              ; preds = %549
  %553 = zext nneg i32 %550 to i64
  %554 = mul nsw i64 %553, %186
  %555 = getelementptr inbounds nuw double, ptr %9, i64 %554
  %556 = icmp slt i32 %185, %1
  br i1 %556, label %557, label %568

557:                                              ; preds = %552
  %558 = sext i32 %185 to i64
  %559 = getelementptr inbounds double, ptr %555, i64 %558
  br i1 %187, label %564, label %560

560:                                              ; preds = %557
  %561 = load double, ptr %559, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  %562 = fmul contract double %3, %179
  %563 = tail call noundef double @llvm.fma.f64(double %8, double %561, double %562)
  br label %566

564:                                              ; preds = %557
  %565 = fmul contract double %3, %179
  br label %566

566:                                              ; preds = %564, %560
  %567 = phi contract double [ %565, %564 ], [ %563, %560 ]
  store double %567, ptr %559, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  br label %568

568:                                              ; preds = %566, %552
  %569 = or disjoint i32 %185, 1
  %570 = icmp slt i32 %569, %1
  br i1 %570, label %571, label %582

571:                                              ; preds = %568
  %572 = sext i32 %569 to i64
  %573 = getelementptr inbounds double, ptr %555, i64 %572
  br i1 %187, label %578, label %574

574:                                              ; preds = %571
  %575 = load double, ptr %573, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  %576 = fmul contract double %3, %178
  %577 = tail call noundef double @llvm.fma.f64(double %8, double %575, double %576)
  br label %580

578:                                              ; preds = %571
  %579 = fmul contract double %3, %178
  br label %580

580:                                              ; preds = %578, %574
  %581 = phi contract double [ %579, %578 ], [ %577, %574 ]
  store double %581, ptr %573, align 8, !tbaa !19, !alias.scope !26, !noalias !33
  br label %582

582:                                              ; preds = %568, %580, %549, %177
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi: argument 2"}
!18 = distinct !{!18, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi"}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = !{!22, !23, !17}
!22 = distinct !{!22, !18, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi: argument 0"}
!23 = distinct !{!23, !18, !"_Z10dgemm_tileILi64ELi64ELi8ELi4ELi4ELb0EEviiidPKdiS1_idPdi: argument 1"}
!24 = distinct !{!24, !14, !15}
!25 = !{!22, !23}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi: argument 2"}
!28 = distinct !{!28, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi"}
!29 = !{!30, !31, !27}
!30 = distinct !{!30, !28, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi: argument 0"}
!31 = distinct !{!31, !28, !"_Z10dgemm_tileILi32ELi32ELi16ELi2ELi2ELb1EEviiidPKdiS1_idPdi: argument 1"}
!32 = distinct !{!32, !14, !15}
!33 = !{!30, !31}
